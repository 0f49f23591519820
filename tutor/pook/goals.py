"""Puzzle goals: predicates on the start position and the outcomes of the answer's moves.

* ``legal`` — the answer is played without refusal (edge cases about what is allowed).
* ``warrior`` — a warrior is placed from hand (POOK-COST-1 paid).
* ``no_power`` — a warrior is placed whose power finds no target (e.g. Knight protection).
* ``orc`` / ``viking`` / ``mage`` — that power is used.
* ``pig`` — Piggy is swapped.
* ``win`` — the seat to act at the start is the only winner at the end.
* ``tiebreak`` — the scoring ends in a tie-break (POOK-END-4).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Outcome

from .facts import NoTarget
from .rulebook import R
from .state import State


def _rules(outcomes: Sequence[Outcome]) -> list[str]:
    return [event.rule for outcome in outcomes for event in outcome.events]


def _no_power(start: State, outcomes: Sequence[Outcome]) -> bool:
    return any(isinstance(e.data, NoTarget) for o in outcomes for e in o.events)


GOALS: dict[str, Callable[[State, Sequence[Outcome]], bool]] = {
    "legal": lambda s, o: True,
    "warrior": lambda s, o: R.COST_1 in _rules(o),
    "no_power": _no_power,
    "orc": lambda s, o: R.POW_ORC in _rules(o) and not _no_power(s, o),
    "viking": lambda s, o: R.POW_VIKING in _rules(o) and not _no_power(s, o),
    "mage": lambda s, o: R.POW_MAGE in _rules(o) and not _no_power(s, o),
    "pig": lambda s, o: R.PIG_1 in _rules(o),
    "win": lambda s, o: o[-1].after.winners == (s.to_act,),
    "tiebreak": lambda s, o: R.END_4 in _rules(o),
}
