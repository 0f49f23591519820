"""Puzzle goals: predicates on the start position and the outcomes of the answer's moves.

The player concerned is always the one to move in the start position.

* ``legal`` — every move of the answer is allowed (the refusal explains the rest: used for
  the dealer's restriction and follow-suit edge cases).
* ``only_move`` — the answer is a single move and the only legal one.
* ``make_bid`` — after the answer the player is sure to make exactly their bid whatever the
  others do (checked by the exhaustive solver, all hands open; or already made when the
  answer ends the hand). The solver works within its default budget
  (``solver.DEFAULT_BUDGET``); past it the goal raises a :class:`PuzzleError` that says so
  (in English and French), so a puzzle too large to check is refused on load instead of
  hanging.
* ``win_trick`` / ``lose_trick`` — the first trick completed by the answer is / is not won
  by the player.
* ``made`` / ``missed`` — the answer ends the hand and the player's bid is made / missed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Msg, Outcome, PuzzleError

from .facts import HandScored, TrickWon
from .rules import legal_moves
from .solver import TooLargeToSolve, solve
from .state import State

def _first_trick_winner(outcomes: Sequence[Outcome]) -> int | None:
    for outcome in outcomes:
        for event in outcome.events:
            if isinstance(event.data, TrickWon):
                return event.data.seat
    return None


def hand_result(start: State, outcomes: Sequence[Outcome]) -> bool | None:
    """Whether the player to move at ``start`` made their bid, if the answer ends the hand."""
    seat = start.to_act
    for outcome in outcomes:
        for event in outcome.events:
            if isinstance(event.data, HandScored) and event.data.seat == seat:
                return event.data.made
    return None


def _make_bid(start: State, outcomes: Sequence[Outcome]) -> bool:
    result = hand_result(start, outcomes)
    if result is not None:
        return result
    try:
        return solve(outcomes[-1].after, start.to_act).can_make
    except TooLargeToSolve as exc:
        raise PuzzleError(Msg("oh.goal.too_large", detail=exc.msg)) from exc


def _win(start: State, outcomes: Sequence[Outcome]) -> bool:
    return _first_trick_winner(outcomes) == start.to_act


def _lose(start: State, outcomes: Sequence[Outcome]) -> bool:
    winner = _first_trick_winner(outcomes)
    return winner is not None and winner != start.to_act


GOALS: dict[str, Callable[[State, Sequence[Outcome]], bool]] = {
    "legal": lambda s, o: bool(o),
    "only_move": lambda s, o: len(o) == 1 and legal_moves(s) == [o[0].move],
    "make_bid": _make_bid,
    "win_trick": _win,
    "lose_trick": _lose,
    "made": lambda s, o: hand_result(s, o) is True,
    "missed": lambda s, o: hand_result(s, o) is False,
}
