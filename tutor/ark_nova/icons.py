"""The icons of a zoo (AN-ICON-COUNT): what conditions, projects and counting effects read.

A zoo's icons are those its played animals and sponsors add (their top edge, plus the
rock/water printed by an animal's size: :func:`.cards.icons`), one continent icon per
partner zoo and the science icons of its universities. A card still in a hand adds
nothing, so a card's own icons never meet its own conditions (AN-COND-OWN); a released
animal has left ``Zoo.played`` and no longer counts (AN-ASSOC-RELEASE). Counting effects
that include the card carrying them read the zoo after that card is played.
"""

from __future__ import annotations

from .cards import Animal, Icons, PartnerZoo, Sponsor, card, icons, universities
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


__all__ = ["icons_of_zoo", "zoo_icons"]
