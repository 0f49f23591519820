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

:data:`COUNTERS`: every count a card reads in a zoo, by the data's name (AN-SPON-COUNTERS)
— the sponsors' effects, the count projects (AN-PROJ-BASE, AN-PROJ-COLLECTION) and the final
scoring cards (AN-FINAL-THRESHOLDS, AN-FINAL-ARCHITECTURAL) all read this one table.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from .buildings import Category
from .cards import (CATEGORIES, CONTINENTS, Animal, Icons, PartnerZoo, SizeClass, Sponsor, card,
                    icons, universities)
from .placement import covered, is_full
from .state import State, Zoo
from .zoo_map import BORDER, ZooMap, neighbours, zoo_map

_UNIVERSITIES = {u.id: u for u in universities()}


def icons_of_zoo(zoo: Zoo) -> Icons:
    """AN-ICON-COUNT: the icons of ``zoo`` (played animals and sponsors, partner zoos,
    universities); conditions and other card kinds add none. Worked out once per zoo
    content (:func:`_icons_of`)."""
    return _icons_of(tuple(zoo.played), tuple(zoo.partner_zoos), tuple(zoo.universities))


#: Distinct zoo contents whose icons are kept (a 4-player game meets a few hundred).
ICON_CACHE_SIZE = 2048


@lru_cache(maxsize=ICON_CACHE_SIZE)
def _icons_of(played: tuple[int, ...], partner_zoos: tuple[str, ...],
              universities: tuple[str, ...]) -> Icons:
    """AN-ICON-COUNT: the icons of a zoo from everything they depend on — the cards played
    (each card's icons are printed data), the partner zoos' continents and the
    universities' kinds — and nothing else of the zoo or the position, so the answer is
    kept per those three tuples (the least recently used beyond :data:`ICON_CACHE_SIZE`
    are dropped). A zoo's other fields (money, hand, buildings, tokens ...) change no
    icon; a released animal leaves ``played`` and so changes the key (AN-ASSOC-RELEASE).
    :class:`.cards.Icons` is frozen: the one value kept may be shared."""
    total = Icons()
    for number in played:
        printed = card(number)
        if isinstance(printed, (Animal, Sponsor)):
            total = total + icons(printed)
    for continent in partner_zoos:
        total = total + icons(PartnerZoo(continent))
    for kind in universities:
        total = total + icons(_UNIVERSITIES[kind])
    return total


def zoo_icons(state: State, seat: int) -> Icons:
    """AN-ICON-COUNT: the icons of ``seat``'s zoo."""
    return icons_of_zoo(state.zoo(seat))


def animals_of_class(state: State, seat: int, size_class: SizeClass) -> int:
    """AN-SIZE-CLASS: how many animals of ``size_class`` live in ``seat``'s zoo."""
    return sum(1 for number in state.zoo(seat).played
               if isinstance(played := card(number), Animal) and played.size_class is size_class)


# ---------------------------------------------------------------- every count of a zoo

def sponsor_cards(zoo: Zoo) -> tuple[Sponsor, ...]:
    """The sponsors played into ``zoo``, in the order played (:func:`_sponsors_in`)."""
    return _sponsors_in(tuple(zoo.played))


#: Distinct ``played`` tuples (and rule keys) whose sponsors are kept.
SPONSOR_CACHE_SIZE = 4096


@lru_cache(maxsize=SPONSOR_CACHE_SIZE)
def _sponsors_in(played: tuple[int, ...]) -> tuple[Sponsor, ...]:
    """The sponsors among the cards ``played``: printed data read through the numbers
    only, so kept per ``played`` tuple (least recently used dropped beyond
    :data:`SPONSOR_CACHE_SIZE`); the tuple returned is immutable."""
    return tuple(c for c in (card(n) for n in played) if isinstance(c, Sponsor))


def rule_givers(state: State, seat: int, key: str) -> tuple[tuple[Sponsor, Any], ...]:
    """AN-SPON-RULES: each sponsor of ``seat``'s zoo that changes the permanent rule
    ``key``, with the value it gives (``animal_cost_discount``, ``build_on`` …), so that
    the concern applying it can name the card in its verdict (:func:`_givers`)."""
    return _givers(tuple(state.zoo(seat).played), key)


@lru_cache(maxsize=SPONSOR_CACHE_SIZE)
def _givers(played: tuple[int, ...], key: str) -> tuple[tuple[Sponsor, Any], ...]:
    """:func:`rule_givers` from what it reads: the cards played and the rule's key (a
    sponsor's rule changes are printed data, frozen as tuples), kept per pair (least
    recently used dropped beyond :data:`SPONSOR_CACHE_SIZE`)."""
    return tuple((sp, e.change(key)) for sp in _sponsors_in(played) for e in sp.effects
                 if e.change(key) is not None)


def standing_rules(state: State, seat: int, key: str) -> tuple:
    """AN-SPON-RULES: the values of the permanent rule ``key`` given by ``seat``'s
    sponsors (:func:`rule_givers` without the cards)."""
    return tuple(value for _, value in rule_givers(state, seat, key))


def _touching(zmap: ZooMap, zoo: Zoo) -> frozenset:
    """The hexes covered by or next to a building of the zoo ("connected")."""
    taken = set(covered(zoo.buildings))
    return frozenset(taken | {n for c in taken for n in neighbours(c)})


def _connected(spaces, zmap: ZooMap, zoo: Zoo) -> int:
    near = _touching(zmap, zoo)
    return sum(1 for h in spaces if h in near)


def _empty(zmap: ZooMap, zoo: Zoo) -> frozenset:
    return zmap.buildable - set(covered(zoo.buildings))


def _groups_of_6(zmap: ZooMap, zoo: Zoo) -> int:
    """Σ ⌊size / 6⌋ over the groups of touching empty building spaces (AN-SPON-COUNTERS)."""
    left, total = set(_empty(zmap, zoo)), 0
    while left:
        todo, size = [left.pop()], 0
        while todo:
            h = todo.pop()
            size += 1
            for n in neighbours(h):
                if n in left:
                    left.remove(n)
                    todo.append(n)
        total += size // 6
    return total


def _side_entrance_neighbours(zoo: Zoo) -> int:
    """Buildings next to the Side Entrance; an empty standard enclosure does not count
    (Side Entrance, AN-SPON-UNIQUE-CODE)."""
    entrance = next((b for b in zoo.buildings if b.name == "side_entrance"), None)
    if entrance is None:
        return 0
    around = {n for c in entrance.cells for n in neighbours(c)} - set(entrance.cells)
    housed = {anchor for anchor, _ in zoo.housed}
    return sum(1 for b in zoo.buildings if b is not entrance and not around.isdisjoint(b.cells)
               and not (b.category is Category.STANDARD and b.anchor not in housed))


def _kinds(zoo: Zoo, among) -> int:
    have = icons_of_zoo(zoo)
    return sum(1 for k in among if have[k])


Counter = Callable[[State, int], int]


def _icon(kind_: str) -> Counter:
    return lambda s, seat: icons_of_zoo(s.zoo(seat))[kind_]


def _on_map(fn) -> Counter:
    return lambda s, seat: fn(zoo_map(s.map_id), s.zoo(seat))


#: AN-SPON-COUNTERS: every count an effect reads, by the data's name.
COUNTERS: dict[str, Counter] = {
    **{f"icon:{k}": _icon(k) for k in CONTINENTS + CATEGORIES + ("science", "rock", "water")},
    "icon:rock+water": lambda s, seat: (icons_of_zoo(s.zoo(seat))["rock"]
                                        + icons_of_zoo(s.zoo(seat))["water"]),
    "distinct_category_icons": lambda s, seat: _kinds(s.zoo(seat), CATEGORIES),
    "distinct_continent_icons": lambda s, seat: _kinds(s.zoo(seat), CONTINENTS),
    "distinct_continent_and_category_icons":
        lambda s, seat: _kinds(s.zoo(seat), CONTINENTS + CATEGORIES),
    "rock_water_pairs": lambda s, seat: min(icons_of_zoo(s.zoo(seat))["rock"],
                                            icons_of_zoo(s.zoo(seat))["water"]),
    "supported_projects": lambda s, seat: len(s.zoo(seat).supported),
    "universities": lambda s, seat: len(s.zoo(seat).universities),
    "kiosks": lambda s, seat: sum(b.name == "kiosk" for b in s.zoo(seat).buildings),
    "size1_enclosures": lambda s, seat: sum(b.name == "enclosure_1"
                                            for b in s.zoo(seat).buildings),
    "small_animals": lambda s, seat: animals_of_class(s, seat, SizeClass.SMALL),
    "large_animals": lambda s, seat: animals_of_class(s, seat, SizeClass.LARGE),
    "reputation": lambda s, seat: s.zoo(seat).reputation,
    "x_tokens": lambda s, seat: s.zoo(seat).x_tokens,
    "zoo_fully_covered": _on_map(lambda m, z: int(is_full(m, z.buildings))),
    "border_spaces_all_covered": _on_map(lambda m, z: int(not (_empty(m, z) & BORDER))),
    "water_spaces_all_connected": _on_map(lambda m, z: int(_connected(m.water, m, z)
                                                           == len(m.water))),
    "rock_spaces_all_connected": _on_map(lambda m, z: int(_connected(m.rock, m, z)
                                                          == len(m.rock))),
    "water_spaces_connected": _on_map(lambda m, z: _connected(m.water, m, z)),
    "water_spaces_unconnected": _on_map(lambda m, z: len(m.water) - _connected(m.water, m, z)),
    "rock_spaces_connected": _on_map(lambda m, z: _connected(m.rock, m, z)),
    "rock_spaces_unconnected": _on_map(lambda m, z: len(m.rock) - _connected(m.rock, m, z)),
    "bonus_spaces_connected": _on_map(lambda m, z: _connected([h for h, _ in m.bonuses], m, z)),
    "bonus_spaces_unconnected": _on_map(
        lambda m, z: len(m.bonuses) - _connected([h for h, _ in m.bonuses], m, z)),
    "empty_border_spaces_connected": _on_map(lambda m, z: _connected(_empty(m, z) & BORDER,
                                                                     m, z)),
    "empty_space_groups_of_6": _on_map(_groups_of_6),
    "buildings_adjacent_to_side_entrance": lambda s, seat: _side_entrance_neighbours(s.zoo(seat)),
    "empty_building_spaces": _on_map(lambda m, z: len(_empty(m, z))),
    "sponsors_in_zoo": lambda s, seat: len(sponsor_cards(s.zoo(seat))),
}


__all__ = ["COUNTERS", "Counter", "animals_of_class", "icons_of_zoo", "rule_givers",
           "sponsor_cards", "standing_rules", "zoo_icons"]
