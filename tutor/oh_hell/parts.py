"""Moves of Oh Hell part by part (see :mod:`tutor.core.turns`): each has one part, so a
partial move is an empty one. ``bid`` — ``bid`` (the number of tricks); ``play`` — ``card``.
"""

from __future__ import annotations

from tutor.core import Msg, Partial, Reason, Verdict, bind_seat
from tutor.core.verdict import headline

from .moves import Bid, Move, Play
from .rulebook import R
from .rules import RULES, asks, check, gate, player
from .state import State

STEP_MOVES = {"bid": Bid, "play": Play}


def parts_of(state: State, move: Move) -> Partial:
    if isinstance(move, Bid):
        return Partial("bid", (("bid", move.tricks),), move.seat)
    return Partial("play", (("card", move.card),), move.seat)


def move_for(state: State, partial: Partial) -> Move | None:
    """The move ``partial`` makes, or ``None`` while its one part is missing. The part
    names the move whatever the step asked: a card during the bidding is a play, which
    ``check``'s gate refuses (OH-BID-1) — the learner hears why, not silence."""
    if "bid" in partial:
        return Bid(partial.get("bid"), seat=partial.seat)
    if "card" in partial:
        return Play(partial.get("card"), seat=partial.seat)
    return None


def partial_what(state: State, partial: Partial) -> Msg:
    """An empty bid or play in words: "Player 2 bids", "Player 1 plays a card"."""
    seat = partial.seat if type(partial.seat) is int and partial.seat >= 0 else state.to_act
    who = Msg("oh.summary.someone") if seat is None else player(seat)
    if partial.step in STEP_MOVES:
        return Msg(f"oh.partial.what.{partial.step}", who=who)
    return Msg("oh.partial.what.step", who=who)


@RULES.partial.provide
def check_partial(state: State, partial: Partial) -> Verdict:
    """An empty bid or play: what is asked (the gates still refuse the wrong step)."""
    move = move_for(state, partial)
    if move is not None:
        return check(state, move)
    text = partial.step
    partial, stop = bind_seat(asks(state), partial, state.players)
    kind = STEP_MOVES.get(partial.step)
    if kind is None:
        stop = Reason(R.BID_1, False, Msg("oh.partial.no_step", step=partial.step))
    stop = stop or gate(state, kind)
    if stop is not None:
        return Verdict(partial, text, (stop,), headline(False, partial_what(state, partial)))
    key = "oh.partial.bid" if kind is Bid else "oh.partial.play"
    return Verdict(partial, text, (), Msg(key, who=player(state.to_act), k=state.size))
