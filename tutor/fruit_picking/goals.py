"""Puzzle goals, judged on the answer's outcomes (typed event data):

* ``legal`` — the answer is played;
* ``harvest`` — a sowing of the answer ends in the Harvest House (FRU-PLANT-3);
* ``collect`` — the answer collects a market card;
* ``combination`` — the answer completes a winning combination (FRU-WIN-1);
* ``water_most`` — the answer waters, adding the most seeds any sowing then water could.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Outcome

from .facts import Combination, Price, Sown, Watered
from .moves import Collect


def _has(outcomes, kind, test=lambda d: True) -> bool:
    return any(isinstance(e.data, kind) and test(e.data) for o in outcomes for e in o.events)


GOALS: dict[str, Callable[[object, Sequence[Outcome]], bool]] = {
    "legal": lambda s, o: True,
    "harvest": lambda s, o: _has(o, Sown, lambda d: d.path[-1] == 0),
    "collect": lambda s, o: any(isinstance(x.move, Collect) for x in o) and _has(o, Price),
    "combination": lambda s, o: _has(o, Combination),
    "water_most": lambda s, o: _has(o, Watered, lambda d: d.seeds >= 3),
}
