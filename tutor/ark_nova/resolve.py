"""What each Ark Nova move does (``apply``): the step it answers, then
:func:`tutor.core.steps.advance` until a step asks.

* ``Keep`` (AN-SETUP-HAND): the 4 kept, the other 4 to the discard pile; the seat has
  answered the simultaneous step.
* ``Act`` (AN-ACT-TURN, AN-ACT-X): the X-tokens spent, the turn's steps pushed — the
  action's, :class:`~.steps.Slide` (AN-ACT-SLIDE), :class:`~.steps.Refill`
  (AN-DISPLAY-REFILL), :class:`~.steps.TurnEnd`; Cards advances the Break token 2 first
  (AN-CARDS), which may queue the break above the turn's end (AN-BREAK-TRIGGER).
  The card used loses its Venom and Constriction tokens (AN-ABIL-VENOM,
  AN-ABIL-CONSTRICTION); with a Multiplier token the action starts again after its first
  time (AN-ABIL-MULTIPLIER, :mod:`.tokens`).
* ``XAction`` (AN-ACT-XACTION): the card to slot 1 (its Venom and Constriction tokens
  go), 1 X-token, then the end of the turn.
* ``Draw`` / ``Snap`` / ``Stop`` / ``Discard`` (AN-CARDS-*, AN-BREAK-1); the other
  concerns' moves are their movesets' (:mod:`.movesets`).
"""

from __future__ import annotations

from tutor.core import IllegalMoveError, Outcome
from tutor.core.check import by_type
from tutor.core.steps import advance, answer, pop, push, top
from tutor.core.turns import seated
from tutor.core.verdict import EventLog

from .abilities import ACTION_TABLES
from .later import Later, said
from .moves import Act, Discard, Draw, Keep, Move, Snap, Stop, XAction
from .moveset import merged
from .movesets import MOVESETS
from .rulebook import R
from .rules import POSSIBLE, asks, check, describe_move, is_legal
from .state import State
from .steps import (CardDiscarded, CardsDraw, LimitDiscard, Refill, Slide, advance_break_token,
                    draw_from_deck, player, turn_end, use_card)
from .strength import CARDS_BREAK_STEPS, Action, Side, action_strength, cards_row, x_token_action


def apply(state: State, move: Move) -> Outcome:
    """The outcome of a legal ``move``; ``IllegalMoveError`` with the verdict otherwise.
    The open asks are the ones ``check`` reads (:func:`.rules.asks`, worked out once per
    position: a board or a playout asked ``legal_moves`` of the same position first)."""
    asked = asks(state)
    seats = {a.seat for a in asked}
    move = seated(move, next(iter(seats)) if len(seats) == 1 else None)
    if not is_legal(state, move):
        raise IllegalMoveError(check(state, move))
    before, log = state, EventLog()
    state = by_type(_PLAY, move, "Ark Nova move")(state, move.seat, move, log)
    if not log:     # a move that changes nothing it would say (a pass): it is said itself
        rule = next(a.rule for a in asked if a.seat == move.seat)
        log.add(state, rule, describe_move, (before, move))
    state = advance(state, log)
    if log[-1].snapshot is not state:
        log[-1] = log[-1].with_snapshot(state)
    return Outcome(before, move, state, tuple(log))


def _keep(state: State, seat: int, move: Keep, log: EventLog) -> State:
    hand = state.zoo(seat).hand
    gone = tuple(c for c in hand if c not in move.cards)
    state = state.change_zoo(seat, hand=tuple(c for c in hand if c in move.cards))
    state = state.replace(discard=state.discard + gone)
    log.add(state, R.SETUP_HAND, said("an.turn.ev.kept", who=Later(player, seat), n=len(gone)))
    return answer(state, seat)


def _act(state: State, seat: int, move: Act, log: EventLog) -> State:
    """The card's strength read (its Constriction token included), the turn's steps pushed
    (with Venom's payment when due, AN-ABIL-VENOM), then the card used (:func:`use_card`:
    its tokens go, a Multiplier token queues the second time, AN-ABIL-MULTIPLIER), then
    the action's own first steps."""
    zoo = state.zoo(seat)
    card = zoo.card(move.action)
    power = action_strength(zoo.actions, move.action, move.x, constricted=card.constriction > 0)
    state = pop(state).change_zoo(seat, x_tokens=zoo.x_tokens - move.x)
    log.add(state, R.ACT_STRENGTH, lambda p: p.msg, (power,))
    state = push(state, Slide(seat, move.action.value), Refill(), *turn_end(state, seat))
    state = use_card(state, seat, move.action, log)
    return _START[move.action](state, seat, card.side, power.value, log)


def _start_cards(state: State, seat: int, side: Side, power: int, log: EventLog) -> State:
    """AN-CARDS: the Break token 2 first, then the draws of the strength row."""
    row = cards_row(side, power)
    state = push(state, CardsDraw(seat, str(int(side)), row.row, 0))
    log.add(state, row.rule, lambda r: r.msg, (row,))
    return advance_break_token(state, seat, CARDS_BREAK_STEPS, log, R.BREAK_TRIGGER)


#: What choosing each Action card starts (AN-ACT-TURN), the concerns' actions included.
_START = {Action.CARDS: _start_cards,
          **{a: e.start for a, e in merged(MOVESETS, "actions").items()}}
#: An ability that performs another action (AN-ABIL-DETERMINATION …) starts it here.
ACTION_TABLES.provide(lambda: (POSSIBLE, _START))


def _xaction(state: State, seat: int, move: XAction, log: EventLog) -> State:
    zoo = state.zoo(seat)
    done = x_token_action(zoo.actions, move.action, zoo.x_tokens)
    state = pop(state).change_zoo(seat, row=zoo.row_in(done.move.after),
                                  x_tokens=done.x_after)
    log.add(state, R.ACT_XACTION, lambda d: d.msg, (done,))
    state = push(state, Refill(), *turn_end(state, seat))
    return use_card(state, seat, move.action, log, performed=False)


def _take(state: State, seat: int, folder: int) -> tuple[State, int]:
    card = state.display[folder - 1]
    display = state.display[:folder - 1] + (None,) + state.display[folder:]
    state = state.replace(display=display)
    return state.change_zoo(seat, hand=state.zoo(seat).hand + (card,)), card


def _draw(state: State, seat: int, move: Draw, log: EventLog) -> State:
    step: CardsDraw = top(state)
    if move.folder == 0:
        state, card = draw_from_deck(state, log)
        state = state.change_zoo(seat, hand=state.zoo(seat).hand + (card,))
        log.add(state, R.CARDS_DRAW, said("an.turn.ev.draw_deck", who=Later(player, seat)))
    else:
        state, card = _take(state, seat, move.folder)
        log.add(state, R.CARDS_REPRANGE, said("an.turn.ev.draw", who=Later(player, seat), card=card, folder=move.folder))
    return push(pop(state), CardsDraw(seat, step.side, step.row, step.drawn + 1))


def _snap(state: State, seat: int, move: Snap, log: EventLog) -> State:
    state, card = _take(pop(state), seat, move.folder)
    log.add(state, R.CARDS_SNAP, said("an.turn.ev.snap", who=Later(player, seat), card=card, folder=move.folder))
    return state


def _stop(state: State, seat: int, move: Stop, log: EventLog) -> State:
    step = top(state)
    log.add(state, step.table.rule, said("an.turn.ev.stop", who=Later(player, seat), drawn=step.drawn))
    return step.resolve(pop(state), log)


def _discard(state: State, seat: int, move: Discard, log: EventLog) -> State:
    step = top(state)
    hand = list(state.zoo(seat).hand)
    hand.remove(move.card)
    state = state.change_zoo(seat, hand=tuple(hand))
    state = state.replace(discard=state.discard + (move.card,))
    log.add(state, step.DISCARD_RULE, said("an.turn.ev.discard", who=Later(player, seat), card=move.card),
            data=CardDiscarded(seat, move.card))
    return step.discarded(state, seat)


_PLAY = {Keep: _keep, Act: _act, XAction: _xaction, Draw: _draw, Snap: _snap, Stop: _stop,
         Discard: _discard,
         **{t: k.play for t, k in merged(MOVESETS, "moves").items()}}

__all__ = ["LimitDiscard", "apply"]
