"""Puzzle goals, judged on the answer's outcomes: the zoo of the seat asked in the puzzle's
position, before the answer and after its last move (typed state fields, never messages).

* ``legal`` — the answer is played;
* ``build_special`` — a special enclosure more in the zoo (AN-BUILD-SPECIAL1);
* ``reptile_house`` — a Reptile House more in the zoo (AN-BUILD-SPECIAL1);
* ``house_animal`` — an animal more living in the zoo's enclosures (AN-ANIMALS-PLAY);
* ``conservation`` — conservation points gained (AN-CONS-TRACK);
* ``upgrade`` — an Action card more on its side II (AN-ACT-UPGRADE);
* ``support_project`` — a conservation project more supported (AN-ASSOC-PROJECT);
* ``standard_enclosure`` — a standard enclosure more in the zoo (AN-BUILD-BASIC);
* ``kiosk`` — a kiosk more in the zoo (AN-BUILD-KIOSK);
* ``three_buildings`` — three buildings more in the zoo (AN-BUILD-UPG, AN-EX-4);
* ``money`` — more money than before (AN-BUILD-BONUS, AN-BREAK-5);
* ``x_token`` — more X-tokens than before (AN-ACT-XACTION);
* ``two_animals`` — two animals more living in the zoo (AN-ANIMALS-TABLE);
* ``take_display`` — a card of the display at the start now in the hand (AN-CARDS-SNAP);
* ``build_stronger`` — the Build card one slot or more further right, Association and
  Sponsors still in their slots (AN-ACT-SLIDE, AN-EX-1);
* ``partner_zoo`` — a partner zoo more (AN-ASSOC-ZOO);
* ``university`` — a university more (AN-ASSOC-UNI);
* ``sponsor`` — a sponsor card more played in the zoo (AN-SPONSORS-BASIC);
* ``end_triggered`` — the zoo's appeal and conservation reach VP 0 or more (the end is
  triggered, AN-END-TRIGGER, AN-EX-2), which they did not before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Outcome

from .buildings import Category
from .cards import Sponsor, card
from .rules import asks
from .state import State, Zoo
from .strength import Action, Side
from .tracks import score


def _seat(start: State, outcomes: Sequence[Outcome]) -> int:
    asked = asks(start)
    move = outcomes[0].move
    return move.seat if move.seat is not None else asked[0].seat


def _gained(measure: Callable[[Zoo], int],
            most: int = 1) -> Callable[[State, Sequence[Outcome]], bool]:
    """A goal met when ``measure`` of the seat's zoo is at least ``most`` larger after the
    answer."""
    def goal(start: State, outcomes: Sequence[Outcome]) -> bool:
        seat = _seat(start, outcomes)
        return measure(outcomes[-1].after.zoo(seat)) - measure(start.zoo(seat)) >= most
    return goal


def _count(zoo: Zoo, test: Callable) -> int:
    return sum(1 for b in zoo.buildings if test(b))


def _display_taken(start: State, outcomes: Sequence[Outcome]) -> bool:
    seat = _seat(start, outcomes)
    shown = {c for c in start.display if c}
    hand = outcomes[-1].after.zoo(seat).hand
    return any(c in shown and c not in start.zoo(seat).hand for c in hand)


def _build_stronger(start: State, outcomes: Sequence[Outcome]) -> bool:
    seat = _seat(start, outcomes)
    before, after = start.zoo(seat), outcomes[-1].after.zoo(seat)
    return (after.slot(Action.BUILD) > before.slot(Action.BUILD)
            and all(after.slot(a) == before.slot(a)
                    for a in (Action.ASSOCIATION, Action.SPONSORS)))


def _end_triggered(start: State, outcomes: Sequence[Outcome]) -> bool:
    seat = _seat(start, outcomes)
    before, after = start.zoo(seat), outcomes[-1].after.zoo(seat)
    return (score(after.appeal, after.conservation).triggered
            and not score(before.appeal, before.conservation).triggered)


GOALS: dict[str, Callable[[State, Sequence[Outcome]], bool]] = {
    "legal": lambda s, o: True,
    "build_special": _gained(lambda z: _count(z, lambda b: b.category == Category.SPECIAL)),
    "reptile_house": _gained(lambda z: _count(z, lambda b: b.name == "reptile_house")),
    "house_animal": _gained(lambda z: len(z.housed)),
    "conservation": _gained(lambda z: z.conservation),
    "upgrade": _gained(lambda z: sum(1 for c in z.row if c.side == Side.II)),
    "support_project": _gained(lambda z: len(z.supported)),
    "standard_enclosure": _gained(lambda z: _count(z, lambda b: b.category == Category.STANDARD)),
    "kiosk": _gained(lambda z: _count(z, lambda b: b.category == Category.KIOSK)),
    "three_buildings": _gained(lambda z: len(z.buildings), 3),
    "money": _gained(lambda z: z.money),
    "x_token": _gained(lambda z: z.x_tokens),
    "two_animals": _gained(lambda z: len(z.housed), 2),
    "take_display": _display_taken,
    "build_stronger": _build_stronger,
    "partner_zoo": _gained(lambda z: len(z.partner_zoos)),
    "university": _gained(lambda z: len(z.universities)),
    "sponsor": _gained(lambda z: sum(1 for c in z.played if isinstance(card(c), Sponsor))),
    "end_triggered": _end_triggered,
}

__all__ = ["GOALS"]
