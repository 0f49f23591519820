"""Puzzle goals: predicates on the start position and the outcomes of the answer's moves."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Outcome

from .rulebook import R
from .rules import open_sites
from .state import State


def _rules(outcomes: Sequence[Outcome]) -> list[str]:
    return [event.rule for outcome in outcomes for event in outcome.events]


def _stand(start: State, outcomes: Sequence[Outcome]) -> bool:
    """One placement, and nothing but the turn's bookkeeping follows."""
    calm = {R.TURN_2, R.TURN_3, R.TURN_4, R.END_1, R.END_2}
    return len(outcomes) == 1 and all(rule in calm for rule in _rules(outcomes))


def _final(outcomes: Sequence[Outcome]) -> State:
    return outcomes[-1].after


GOALS: dict[str, Callable[[State, Sequence[Outcome]], bool]] = {
    "stand": _stand,
    "collapse": lambda s, o: R.COLL_1 in _rules(o),
    "chain": lambda s, o: _rules(o).count(R.COLL_1) >= 2,
    "fire": lambda s, o: R.FIRE_3 in _rules(o),
    "explosion": lambda s, o: R.EXPL_2 in _rules(o) or R.DIE_3 in _rules(o),
    "curse": lambda s, o: R.CURSE_2 in _rules(o),
    "win": lambda s, o: _final(o).winner == s.turn,
    "empty": lambda s, o: not _final(o).pyramid and _final(o).pending is None,
    "gap": lambda s, o: _final(o).pending is None and any(
        cell[0] == 0 for cell in open_sites(_final(o).pyramid)),
}
