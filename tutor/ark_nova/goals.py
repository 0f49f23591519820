"""Puzzle goals, judged on the answer's outcomes: the zoo of the seat asked in the puzzle's
position, before the answer and after its last move (typed state fields, never messages).

* ``legal`` — the answer is played;
* ``build_special`` — a special enclosure more in the zoo (AN-BUILD-SPECIAL1);
* ``reptile_house`` — a Reptile House more in the zoo (AN-BUILD-SPECIAL1);
* ``house_animal`` — an animal more living in the zoo's enclosures (AN-ANIMALS-PLAY);
* ``conservation`` — conservation points gained (AN-CONS-TRACK);
* ``upgrade`` — an Action card more on its side II (AN-ACT-UPGRADE);
* ``support_project`` — a conservation project more supported (AN-ASSOC-PROJECT).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Outcome

from .buildings import Category
from .rules import asks
from .state import State, Zoo
from .strength import Side


def _seat(start: State, outcomes: Sequence[Outcome]) -> int:
    asked = asks(start)
    move = outcomes[0].move
    return move.seat if move.seat is not None else asked[0].seat


def _gained(measure: Callable[[Zoo], int]) -> Callable[[State, Sequence[Outcome]], bool]:
    """A goal met when ``measure`` of the seat's zoo is larger after the answer."""
    def goal(start: State, outcomes: Sequence[Outcome]) -> bool:
        seat = _seat(start, outcomes)
        return measure(outcomes[-1].after.zoo(seat)) > measure(start.zoo(seat))
    return goal


def _count(zoo: Zoo, test: Callable) -> int:
    return sum(1 for b in zoo.buildings if test(b))


GOALS: dict[str, Callable[[State, Sequence[Outcome]], bool]] = {
    "legal": lambda s, o: True,
    "build_special": _gained(lambda z: _count(z, lambda b: b.category == Category.SPECIAL)),
    "reptile_house": _gained(lambda z: _count(z, lambda b: b.name == "reptile_house")),
    "house_animal": _gained(lambda z: len(z.housed)),
    "conservation": _gained(lambda z: z.conservation),
    "upgrade": _gained(lambda z: sum(1 for c in z.row if c.side == Side.II)),
    "support_project": _gained(lambda z: len(z.supported)),
}

__all__ = ["GOALS"]
