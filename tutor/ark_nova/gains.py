"""What a seat gains, applied to the position with its track rules — the one place every
action, card and bonus pays through.

* :func:`gain` — a :class:`~.cards.Gain` (money, appeal, conservation, reputation,
  X-tokens): appeal capped at 113 (AN-CONS-TRACK), conservation at 41 with the spaces 2,
  5, 8 and 10 reached on the way (AN-CONS-2, AN-CONS-5-8, AN-CONS-10), reputation step by
  step with its bonus spaces, 1 appeal a step beyond 15 and nothing beyond 9 while the
  Cards action is on side I (AN-REP-TRACK, AN-REP-BONUS, AN-CARDS-REP10), at most 5
  X-tokens (AN-ACT-X). Every change is an event with its numbers.
* :func:`take_bonus` — a printed map or association-board bonus (:class:`~.zoo_map.Bonus`).

The bonuses of the track spaces and the map bonuses that ask a choice are not in the tutor
yet: an event says so (never a silent skip)."""

from __future__ import annotations

from functools import partial

from tutor.core import Msg, seat_name
from tutor.core.verdict import EventLog

from .cards import Gain
from .messages import gains as _messages  # noqa: F401  (registers an.gains.*)
from .rulebook import R
from .state import State
from .strength import Action, Side
from .tracks import gain_appeal, gain_conservation, gain_reputation, gain_x_tokens
from .zoo_map import Bonus

#: Map bonuses that are a plain gain of one counter.
_PLAIN = {"money": "money", "appeal": "appeal", "conservation": "conservation",
          "reputation": "reputation", "x_token": "x_tokens"}


def _track(state: State, seat: int, moved, rule: R, log: EventLog | None) -> None:
    if log is not None:
        log.add(state, rule, partial(Msg, "an.gains.ev.track", who=seat_name(seat),
                                     detail=moved.msg))


def gain(state: State, seat: int, g: Gain, log: EventLog | None, rule: R) -> State:
    """``seat`` gains ``g`` (``rule``: why it is paid); money first, then appeal,
    conservation, reputation (its beyond-15 steps paid in appeal) and X-tokens."""
    zoo = state.zoo(seat)
    if g.money:
        state = state.change_zoo(seat, money=zoo.money + g.money)
        if log is not None:
            log.add(state, rule, partial(Msg, "an.gains.ev.money", who=seat_name(seat), n=g.money,
                                         before=zoo.money, after=zoo.money + g.money))
    appeal = g.appeal
    if g.reputation:
        zoo = state.zoo(seat)
        moved = gain_reputation(zoo.reputation, g.reputation,
                                cards_upgraded=zoo.side(Action.CARDS) is Side.II)
        state = state.change_zoo(seat, reputation=moved.after)
        _track(state, seat, moved, moved.rules[-1] if moved.reached else R.REP_TRACK, log)
        appeal += moved.appeal
        for reached in moved.reached:
            state = _not_yet(state, seat, reached.msg, reached.rule, log)
    if appeal:
        zoo = state.zoo(seat)
        moved = gain_appeal(zoo.appeal, appeal)
        state = state.change_zoo(seat, appeal=moved.after)
        _track(state, seat, moved, rule, log)
    if g.conservation:
        zoo = state.zoo(seat)
        moved = gain_conservation(zoo.conservation, g.conservation)
        state = state.change_zoo(seat, conservation=moved.after)
        _track(state, seat, moved, R.CONS_TRACK, log)
        for reached in moved.reached:
            state = _not_yet(state, seat, reached.msg, reached.rule, log)
    if g.x_tokens:
        zoo = state.zoo(seat)
        moved = gain_x_tokens(zoo.x_tokens, g.x_tokens)
        state = state.change_zoo(seat, x_tokens=moved.after)
        _track(state, seat, moved, R.ACT_X, log)
    return state


def take_bonus(state: State, seat: int, bonus: Bonus, log: EventLog | None, rule: R) -> State:
    """``seat`` takes a printed bonus (a map space, a panel slot, an association-board
    space), cited by ``rule``."""
    plain = _PLAIN.get(bonus.kind)
    if plain is not None:
        return gain(state, seat, Gain(**{plain: bonus.value}), log, rule)
    return _not_yet(state, seat, Msg(f"an.map.bonus.{bonus.kind}", value=bonus.value), rule, log)


def _not_yet(state: State, seat: int, what: Msg, rule: R, log: EventLog | None) -> State:
    if log is not None:
        log.add(state, rule, partial(Msg, "an.gains.ev.not_yet", who=seat_name(seat), bonus=what))
    return state


__all__ = ["gain", "take_bonus"]
