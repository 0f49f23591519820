"""Puzzle goals: predicates on the start position and the outcomes of the answer's moves.

* ``legal`` — the answer is played without refusal;
* ``mutate`` — the answer mutates an ice monster (BM-MUT-*, a :class:`.facts.Mutation`);
* ``double`` — the answer brings an ice monster to its 2nd mutation (BM-MUT-DOUBLE);
* ``crystal`` — the answer completes a crystal (BM-CRYS-*);
* ``big`` — the answer completes a Big Monster (BM-BIG);
* ``medal`` — the answer's outcomes award a medal to the seat that played (BM-MEDAL-*);
* ``best_area`` — the last placement raises the seat's area score (without medals) to the
  most any legal placement gives.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Outcome

from .facts import BigMade, CrystalMade, MedalWon, Mutation
from .moves import Place
from .resolve import apply
from .rules import legal_moves
from .scoring import score_lines
from .state import State


def _has(outcomes: Sequence[Outcome], kind: type, test=lambda d: True) -> bool:
    return any(isinstance(e.data, kind) and test(e.data) for o in outcomes for e in o.events)


def _area(state: State, seat: int) -> int:
    return sum(p for w, _, p in score_lines(state, seat) if w != "medals")


def _best_area(start: State, outcomes: Sequence[Outcome]) -> bool:
    last = outcomes[-1]
    if not isinstance(last.move, Place):
        return False
    seat = last.move.seat
    got = _area(last.after, seat)
    best = max(_area(apply(last.before, m).after, seat) for m in legal_moves(last.before)
               if m.seat == seat)
    return got >= best


def _medal(start: State, outcomes: Sequence[Outcome]) -> bool:
    seats = {o.move.seat for o in outcomes}
    return _has(outcomes, MedalWon, lambda d: bool(seats & set(d.seats)) and d.points > 0)


GOALS: dict[str, Callable[[State, Sequence[Outcome]], bool]] = {
    "legal": lambda s, o: True,
    "mutate": lambda s, o: _has(o, Mutation, lambda d: d.after > d.before),
    "double": lambda s, o: _has(o, Mutation, lambda d: d.after == 2),
    "crystal": lambda s, o: _has(o, CrystalMade),
    "big": lambda s, o: _has(o, BigMade),
    "medal": _medal,
    "best_area": _best_area,
}
