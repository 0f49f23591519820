"""Puzzle goals: predicates on the start position and the outcomes of the answer's moves.

* ``legal`` — the answer is played without refusal (edge cases about what is allowed);
* ``gain`` — the answer gains a location tile (KB-LOC-GAIN);
* ``lose`` — the answer loses a location tile (KB-LOC-LOSE);
* ``win`` — the seat to act at the start is among the winners at the end (KB-END-WIN);
* ``score`` — the answer ends the game and it is scored (KB-END-SCORE);
* ``mandatory`` — a settlement of the answer completes the mandatory action: 3 built, or
  fewer when hexes or supply run out (KB-PLACE-THREE, KB-PLACE-SHORT);
* ``use_tile`` — the answer uses a location tile (KB-TILE-*);
* ``best_score`` — the answer's last move raises the acting seat's gold (castles and the
  3 Kingdom Builder cards, counted as if the game ended there: :func:`.scoring.totals`)
  to the most that any legal move from that position gives (KB-SCORE-*). Only that seat's
  own gold counts; any move reaching the same best is right.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Outcome

from .facts import Final, TileGained, TileLost
from .moves import Build, Use
from .resolve import apply
from .rules import legal_moves, mandatory_status
from .scoring import totals
from .state import State


def _has(outcomes: Sequence[Outcome], kind: type) -> bool:
    return any(isinstance(e.data, kind) for o in outcomes for e in o.events)


def _mandatory(start: State, outcomes: Sequence[Outcome]) -> bool:
    return any(isinstance(o.move, Build) and mandatory_status(o.after) == "done"
               for o in outcomes)


def _use_tile(start: State, outcomes: Sequence[Outcome]) -> bool:
    return any(isinstance(o.move, Use) for o in outcomes)


def _best_score(start: State, outcomes: Sequence[Outcome]) -> bool:
    seat, last = start.turn, outcomes[-1]
    got = totals(last.after)[seat]
    if got <= totals(last.before)[seat]:
        return False
    best = max(totals(apply(last.before, m).after)[seat] for m in legal_moves(last.before))
    return got >= best


GOALS: dict[str, Callable[[State, Sequence[Outcome]], bool]] = {
    "legal": lambda s, o: True,
    "gain": lambda s, o: _has(o, TileGained),
    "lose": lambda s, o: _has(o, TileLost),
    "win": lambda s, o: _has(o, Final) and s.turn in o[-1].after.winners,
    "score": lambda s, o: _has(o, Final),
    "mandatory": _mandatory,
    "use_tile": _use_tile,
    "best_score": _best_score,
}
