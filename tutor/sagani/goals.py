"""Puzzle goals: ``legal`` (the answer is played), ``complete`` (the answer completes a
tile, SAG-SCORE-COMPLETE), ``no_caco`` (the answer takes no cacophony disc),
``best_score`` (the answer's placement scores the most any placement scores),
``best_final`` (the same, for the last placement of a solo game with goal (b): the final
score, the discs left on tiles taken off), ``solo_won`` (the answer wins a solo game with goal (a): 75 points within 25 tiles,
SAG-VAR-SOLO)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Outcome

from .facts import Completion, DiscFact
from .resolve import apply
from .rules import legal_moves
from .state import Phase, State


def _has(outcomes: Sequence[Outcome], kind: type) -> bool:
    return any(isinstance(e.data, kind) for o in outcomes for e in o.events)


def _no_caco(start: State, outcomes: Sequence[Outcome]) -> bool:
    return not any(isinstance(e.data, DiscFact) and e.data.caco for o in outcomes for e in o.events)


def _best(start: State, outcomes: Sequence[Outcome]) -> bool:
    last = outcomes[-1]
    seat = last.move.seat
    got = last.after.seats[seat].score
    return got >= max(apply(last.before, m).after.seats[seat].score
                      for m in legal_moves(last.before))


def _solo_won(start: State, outcomes: Sequence[Outcome]) -> bool:
    end = outcomes[-1].after
    return start.options.solo and end.phase is Phase.OVER and end.winners == (0,)


GOALS: dict[str, Callable[[State, Sequence[Outcome]], bool]] = {
    "legal": lambda s, o: True,
    "complete": lambda s, o: _has(o, Completion),
    "no_caco": _no_caco,
    "best_score": _best,
    "best_final": _best,
    "solo_won": _solo_won,
}
