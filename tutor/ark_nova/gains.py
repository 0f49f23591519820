"""What a seat gains, applied to the position with its track rules — the one place every
action, card and bonus pays through.

* :func:`gain` — a :class:`~.cards.Gain` (money, appeal, conservation, reputation,
  X-tokens): appeal capped at 113 (AN-CONS-TRACK), conservation at 41 with the spaces 2,
  5, 8 and 10 reached on the way (AN-CONS-2, AN-CONS-5-8, AN-CONS-10), reputation step by
  step with its bonus spaces, 1 appeal a step beyond 15 and nothing beyond 9 while the
  Cards action is on side I (AN-REP-TRACK, AN-REP-BONUS, AN-CARDS-REP10), at most 5
  X-tokens (AN-ACT-X). Every change is an event with its numbers.
* :func:`take_bonus` — a printed map or association-board bonus (:class:`~.zoo_map.Bonus`).

A bonus that is more than a plain gain (a choice to ask, a card to take, a worker to hire,
a track space's bonus such as "upgrade an Action card") is done by the handler its concern
registers for its kind with :func:`handles`: map bonus kinds by their name
(``"association_worker"``, ``"free_size2_enclosure"`` …), track spaces by their bonus
(``"rep:upgrade"``, ``"cons:money_or_tile"``, ``"cons:final_scoring"`` — the values of
:class:`~.tracks.RepBonus` / :class:`~.tracks.ConsBonus` after ``rep:`` / ``cons:``). A
handler is ``handler(state, seat, value, log, rule) -> State`` and may push steps that ask.
A kind no concern handles yet is said so in an event (never a silent skip)."""

from __future__ import annotations

from typing import Callable

from tutor.core import seat_name
from tutor.core.verdict import EventLog

from .cards import Gain
from .later import Later, msg_of, said
from .messages import gains as _messages  # noqa: F401  (registers an.gains.*)
from .rulebook import R
from .state import State
from .strength import Action, Side
from .tracks import (ConsBonus, RepBonus, gain_appeal, gain_conservation, gain_reputation,
                     gain_x_tokens)
from .zoo_map import Bonus

#: Map bonuses that are a plain gain of one counter.
_PLAIN = {"money": "money", "appeal": "appeal", "conservation": "conservation",
          "reputation": "reputation", "x_token": "x_tokens"}


Handler = Callable[[State, int, int, EventLog | None, R], State]
_HANDLERS: dict[str, Handler] = {}


def handles(kind: str) -> Callable[[Handler], Handler]:
    """Register the handler of a bonus ``kind`` (a decorator); a kind has one handler."""
    def register(handler: Handler) -> Handler:
        if _HANDLERS.get(kind, handler) is not handler:
            raise TypeError(f"the Ark Nova bonus {kind!r} already has a handler")
        _HANDLERS[kind] = handler
        return handler
    return register


def track_kind(bonus: RepBonus | ConsBonus) -> str:
    """The handler kind of a track space's bonus: ``rep:upgrade``, ``cons:final_scoring``."""
    return ("rep:" if isinstance(bonus, RepBonus) else "cons:") + bonus.value


def _track(state: State, seat: int, moved, rule: R, log: EventLog | None) -> None:
    if log is not None:
        log.add(state, rule, said("an.gains.ev.track", who=Later(seat_name, seat),
                                     detail=Later(msg_of, moved)))


def gain(state: State, seat: int, g: Gain, log: EventLog | None, rule: R) -> State:
    """``seat`` gains ``g`` (``rule``: why it is paid); money first, then appeal,
    conservation, reputation (its beyond-15 steps paid in appeal) and X-tokens."""
    zoo = state.zoo(seat)
    if g.money:
        state = state.change_zoo(seat, money=zoo.money + g.money)
        if log is not None:
            log.add(state, rule, said("an.gains.ev.money", who=Later(seat_name, seat), n=g.money,
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
            state = _space(state, seat, reached, log)
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
            state = _space(state, seat, reached, log)
    if g.x_tokens:
        zoo = state.zoo(seat)
        moved = gain_x_tokens(zoo.x_tokens, g.x_tokens)
        state = state.change_zoo(seat, x_tokens=moved.after)
        # The rule that pays them (a placement bonus: AN-BUILD-BONUS); the cap's (AN-ACT-X)
        # when some are lost beyond 5.
        _track(state, seat, moved, R.ACT_X if moved.lost else rule, log)
    return state


def take_bonus(state: State, seat: int, bonus: Bonus, log: EventLog | None, rule: R) -> State:
    """``seat`` takes a printed bonus (a map space, a panel slot, an association-board
    space), cited by ``rule``."""
    plain = _PLAIN.get(bonus.kind)
    if plain is not None:
        return gain(state, seat, Gain(**{plain: bonus.value}), log, rule)
    return _handler(bonus.kind)(state, seat, bonus.value, log, rule)


def _space(state: State, seat: int, reached, log: EventLog | None) -> State:
    """A track space reached: its bonus (AN-REP-BONUS, AN-CONS-2, AN-CONS-5-8, AN-CONS-10)."""
    return _handler(track_kind(reached.bonus))(state, seat, reached.space, log, reached.rule)


def _handler(kind: str) -> Handler:
    """The handler of a bonus kind: every kind printed in the data has one (a kind without
    is a gap in the code, not a position to say something about)."""
    try:
        return _HANDLERS[kind]
    except KeyError:
        raise KeyError(f"no handler for the Ark Nova bonus {kind!r}") from None


__all__ = ["Handler", "gain", "handles", "take_bonus", "track_kind"]
