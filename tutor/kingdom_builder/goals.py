"""Puzzle goals: predicates on the start position and the outcomes of the answer's moves.

* ``legal`` — the answer is played without refusal (edge cases about what is allowed);
* ``gain`` — the answer gains a location tile (KB-LOC-GAIN);
* ``lose`` — the answer loses a location tile (KB-LOC-LOSE);
* ``win`` — the seat to act at the start is among the winners at the end (KB-END-WIN);
* ``score`` — the answer ends the game and it is scored (KB-END-SCORE).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Outcome

from .facts import Final, TileGained, TileLost
from .state import State


def _has(outcomes: Sequence[Outcome], kind: type) -> bool:
    return any(isinstance(e.data, kind) for o in outcomes for e in o.events)


GOALS: dict[str, Callable[[State, Sequence[Outcome]], bool]] = {
    "legal": lambda s, o: True,
    "gain": lambda s, o: _has(o, TileGained),
    "lose": lambda s, o: _has(o, TileLost),
    "win": lambda s, o: _has(o, Final) and s.turn in o[-1].after.winners,
    "score": lambda s, o: _has(o, Final),
}
