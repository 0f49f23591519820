"""The Multiplier's second time (AN-ABIL-MULTIPLIER): the action of a card that carried a
Multiplier token is done twice.

When a card with the token is used (:func:`.steps.use_card`) one token goes and
:class:`Again` is pushed above the card's :class:`~.steps.Slide`, under the action's own
steps: once the first time is over, the seat is asked how many X-tokens it spends on the
second (move :class:`Twice`, ``twice`` / ``twice+2``), then the action starts again; the
card slides after both (AN-ACT-SLIDE), the "after finishing" abilities of both come after
the slide (AN-ACT-AFTER). While :class:`Again` is on the stack the position remembers the
pending second time (notation ``again:1:build:0``).

Venom's payment at the end of a turn and the tokens taken off at a break are the turn's
steps (:class:`~.steps.VenomDue`, :class:`~.steps.BreakEnd`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar

from tutor.core import Ask, Msg, Reason, seat_name
from tutor.core.steps import SEAT, Step, count, pop, push, top, word
from tutor.core.verdict import EventLog

from .abilities import ACTION_TABLES
from .later import Later, msg_of, said
from .moveset import NUM, MoveKind, Moveset, bounded
from .rulebook import R
from .state import State
from .steps import ACTIONS, MULTIPLY, NOTATION
from .strength import Action, action_name, action_strength
from .tracks import X_TOKEN_MAX


@NOTATION.kind("again", seat=SEAT, action=word(*ACTIONS), constricted=count(0, 1))
@dataclass(frozen=True)
class Again(Step):
    """AN-ABIL-MULTIPLIER: the ``action`` a second time, once its first time is over.

    Its strength is read again: the card's slot (it has not slid yet), plus the X-tokens
    the seat spends now (those gained during the first time may boost the second: the
    designer's ruling), minus 2 when the card was constricted as it was used
    (``constricted``: our reading, the two times are one use of the card,
    AN-ABIL-CONSTRICTION). Asked when the action can do something at some spend
    (AN-ACT-CHOOSE); otherwise the second time is said to do nothing and goes."""

    seat: int
    OF_TURN: ClassVar[bool] = True
    action: str
    constricted: int

    def strength(self, state: State, x: int):
        zoo = state.zoo(self.seat)
        return action_strength(zoo.actions, Action(self.action), x,
                               constricted=bool(self.constricted))

    def possible(self, state: State, x: int) -> Reason | None:
        """Whether the action can do something with ``x`` X-tokens spent (``None``: the
        strength is below 1)."""
        possible, _ = ACTION_TABLES()
        action = Action(self.action)
        power = self.strength(state, x).value
        if power < 1 or action not in possible:
            return None
        return possible[action](state, self.seat, state.zoo(self.seat).side(action), power)

    def spends(self, state: State) -> tuple[int, ...]:
        """The X-token spends the second time can be done with."""
        have = state.zoo(self.seat).x_tokens
        return tuple(x for x in range(have + 1)
                     if (r := self.possible(state, x)) is not None and r.ok)

    def waits(self, state: State) -> bool:
        return bool(self.spends(state))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "again", str(R.ABIL_MULTIPLIER), said("an.turn.ask.again", who=Later(seat_name, self.seat), action=Later(action_name, Action(self.action)), have=state.zoo(self.seat).x_tokens)),)

    def resolve(self, state: State, log: EventLog) -> State:
        log.add(state, R.ABIL_MULTIPLIER, said("an.turn.ev.again_none", who=Later(seat_name, self.seat), action=Later(action_name, Action(self.action))))
        return state


@MULTIPLY.provide
def _multiply(state: State, seat: int, action: Action, constricted: bool,
              log: EventLog | None) -> State:
    """AN-ABIL-MULTIPLIER: the second time queued above the card's slide (the action's own
    steps, pushed next, come first)."""
    if log is not None:
        log.add(state, R.ABIL_MULTIPLIER, said("an.turn.ev.multiplied", who=Later(seat_name, seat), action=Later(action_name, action)))
    return push(state, Again(seat, action.value, int(constricted)))


@dataclass(frozen=True)
class Twice:
    """AN-ABIL-MULTIPLIER: do the action a second time with ``x`` X-tokens spent first."""

    x: int = 0
    seat: int | None = field(default=None, kw_only=True)


def twice_reasons(state: State, move: Twice) -> list[Reason]:
    """AN-ACT-X: the X-tokens spent are held; AN-ABIL-MULTIPLIER: the strength of the
    second time; AN-ACT-CHOOSE: the action can do something at it."""
    step: Again = top(state)
    have = state.zoo(step.seat).x_tokens
    x = move.x
    ok = isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= have
    out = [Reason.later(R.ACT_X, ok, said("an.turn.x.spend", x=x, have=have))]
    if not ok:
        return out
    power = step.strength(state, x)
    out.append(Reason.later(R.ABIL_MULTIPLIER, True, msg_of, (power,)))
    can = step.possible(state, x)
    if can is None:
        return out + [Reason.later(R.ACT_CHOOSE, False, said("an.turn.act.zero", action=Later(action_name, Action(step.action))))]
    return out + [can]


def _play_twice(state: State, seat: int, move: Twice, log: EventLog) -> State:
    step: Again = top(state)
    action = Action(step.action)
    power = step.strength(state, move.x)
    zoo = state.zoo(seat)
    state = pop(state).change_zoo(seat, x_tokens=zoo.x_tokens - move.x)
    log.add(state, R.ABIL_MULTIPLIER, said("an.turn.ev.again", who=Later(seat_name, seat), action=Later(action_name, action), strength=power.value, x=move.x))
    _, start = ACTION_TABLES()
    return start[action](state, seat, zoo.side(action), power.value, log)


def _twice_moves(state: State, ask: Ask) -> list[Twice]:
    step: Again = top(state)
    return [Twice(x, seat=ask.seat) for x in step.spends(state)]


MOVESET = Moveset(
    "tokens",
    moves={
        Twice: MoveKind(
            "again", twice_reasons, _play_twice,
            lambda s, m: Msg("an.turn.move.twice", x=m.x),
            lambda m: "twice" + (f"+{m.x}" if m.x else ""),
            (re.compile(rf"twice(?:\+{NUM})?"),
             lambda m: Twice(0 if m[1] is None else bounded(m, 1, 1, X_TOKEN_MAX, "x")))),
    },
    legal={"again": _twice_moves},
)

__all__ = ["Again", "MOVESET", "Twice", "twice_reasons"]
