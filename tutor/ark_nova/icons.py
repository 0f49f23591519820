"""The icons of a zoo (AN-ICON-COUNT): what conditions, projects and counting effects read.

A zoo's icons are those its played animals and sponsors add (their top edge, plus the
rock/water printed by an animal's size: :func:`.cards.icons`), one continent icon per
partner zoo and the science icons of its universities. A card still in a hand adds
nothing, so a card's own icons never meet its own conditions (AN-COND-OWN); a released
animal has left ``Zoo.played`` and no longer counts (AN-ASSOC-RELEASE). Counting effects
that include the card carrying them read the zoo after that card is played.

AN-SIZE-CLASS: the animals of a zoo by size class (small: standard size 1–2 and petting
zoo animals, medium: 3, large: 4–5), for the small / large animal counters
(AN-SPON-COUNTERS, AN-PROJ-COLLECTION).
"""

from __future__ import annotations

from .cards import Animal, Icons, PartnerZoo, SizeClass, Sponsor, card, icons, universities
from .state import State, Zoo

_UNIVERSITIES = {u.id: u for u in universities()}


def icons_of_zoo(zoo: Zoo) -> Icons:
    """AN-ICON-COUNT: the icons of ``zoo`` (played animals and sponsors, partner zoos,
    universities); conditions and other card kinds add none."""
    total = Icons()
    for number in zoo.played:
        played = card(number)
        if isinstance(played, (Animal, Sponsor)):
            total = total + icons(played)
    for continent in zoo.partner_zoos:
        total = total + icons(PartnerZoo(continent))
    for kind in zoo.universities:
        total = total + icons(_UNIVERSITIES[kind])
    return total


def zoo_icons(state: State, seat: int) -> Icons:
    """AN-ICON-COUNT: the icons of ``seat``'s zoo."""
    return icons_of_zoo(state.zoo(seat))


def animals_of_class(state: State, seat: int, size_class: SizeClass) -> int:
    """AN-SIZE-CLASS: how many animals of ``size_class`` live in ``seat``'s zoo."""
    return sum(1 for number in state.zoo(seat).played
               if isinstance(played := card(number), Animal) and played.size_class is size_class)


__all__ = ["animals_of_class", "icons_of_zoo", "zoo_icons"]
