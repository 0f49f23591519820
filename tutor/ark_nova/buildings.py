"""Ark Nova's buildings: their kinds, shapes and rotations (AN-COMP-SHAPES, AN-COMP-ROTATE).

A hex is a pair ``(x, y)`` in BGA's log coordinates (AN-MAP-GRID): ``x`` the column 0–8,
``y`` the doubled row (a full hex down is +2); a cell exists where ``x + y`` is odd.

* AN-COMP-SHAPES — kiosk, pavilion and size-1 enclosure: one hex; size 2: a line of two;
  size 3: a triangle; size 4: a rhombus; size 5: a trapezoid (a row of 3 with a row of 2
  along it); Petting Zoo: a bent line of 3; Reptile House: an H of 5; Large Bird Aviary: 5.
  The shapes are read from the package's copy of the shared ``buildings.json``.
* AN-COMP-ROTATE — rotation ``k`` (0–5, as BGA logs record it) turns the shape ``k`` × 60°
  clockwise around its anchor: one step maps an offset (dx, dy) to ((dx−dy)/2, (3dx+dy)/2).
  No flips: every shape of the file is mirror-symmetric. The footprint of a building at
  anchor (x, y) is {(x+dx, y+dy)} over the rotated offsets; it does not depend on the
  anchor's column.
* What a building counts as: kiosk, pavilion, standard enclosure (sizes 1–5), special
  enclosure (Petting Zoo, Reptile House, Large Bird Aviary; AN-BUILD-SPECIAL1) or unique
  building (a sponsor's, AN-SPON-UNIQUE-BUILDING). Cost: 2 money a space (AN-BUILD-COST).

The 15 unique buildings' shapes live only in the card data (``unique_buildings`` of the
cards), which another module reads: here a unique building's kind is made from the cells
and needs it is given (:func:`unique_kind`, :class:`UniqueSpec`); nothing of them is
written into this module.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache, cached_property
from pathlib import Path
from typing import Any

#: A hex in BGA log coordinates (AN-MAP-GRID): (column x, doubled row y), x + y odd.
Hex = tuple[int, int]

#: The package's copy of the shared ``buildings.json`` (a checkout has no shared folder).
SOURCE = Path(__file__).with_name("data") / "buildings.json"

#: AN-BUILD-COST: money per space covered.
COST_PER_SPACE = 2

#: The kinds a Build action may place, in the order of the fact sheet (AN-COMP-SHAPES).
BUILD_KINDS = ("kiosk", "pavilion", "enclosure_1", "enclosure_2", "enclosure_3",
               "enclosure_4", "enclosure_5", "petting_zoo", "reptile_house",
               "large_bird_aviary")


class Category(StrEnum):
    """What a building counts as (kiosk income AN-BREAK-5b, AN-BUILD-SPECIAL1, animals)."""

    KIOSK = "kiosk"
    PAVILION = "pavilion"
    STANDARD = "standard_enclosure"
    SPECIAL = "special_enclosure"
    UNIQUE = "unique"


def state_without_hash(obj: object) -> dict[str, Any]:
    """What pickling or copying keeps of a value whose hash is worked out once: all but
    that hash (a string's hash differs from one process to the next)."""
    return {k: v for k, v in obj.__dict__.items() if k != "_hash"}


class ShapeError(ValueError):
    """The building data (or the cells given for a unique building) break a stated fact."""


def rotate_offset(offset: Hex) -> Hex:
    """One step of AN-COMP-ROTATE: (dx, dy) → ((dx−dy)/2, (3dx+dy)/2), 60° clockwise."""
    dx, dy = offset
    return ((dx - dy) // 2, (3 * dx + dy) // 2)


def rotations_of(cells: Iterable[Hex]) -> tuple[tuple[Hex, ...], ...]:
    """The offsets of the 6 rotations of ``cells`` (rotation 0 first), each sorted."""
    cur = [tuple(c) for c in cells]
    for c in cur:
        if (c[0] + c[1]) % 2:
            raise ShapeError(f"offset {c} moves between the two kinds of columns: dx + dy must be even")
    out = []
    for _ in range(6):
        out.append(tuple(sorted(cur)))
        cur = [rotate_offset(c) for c in cur]
    return tuple(out)


@dataclass(frozen=True, repr=False)
class Kind:
    """A kind of building: its name, what it counts as, its size and its shape.

    ``cells`` are the offsets of rotation 0 (AN-COMP-SHAPES); ``rotations`` the offsets
    of rotations 0–5 (AN-COMP-ROTATE). ``level`` is "II" for the two buildings only an
    upgraded Build action places (AN-BUILD-UPG); ``per_zoo`` 1 for the special enclosures
    and unique buildings (one of each per zoo), ``None`` for any number."""

    name: str
    category: Category
    cells: tuple[Hex, ...]
    level: str = "I"
    per_zoo: int | None = None
    rotations: tuple[tuple[Hex, ...], ...] = field(default=(), compare=False)

    def __hash__(self) -> int:
        """Worked out once (kinds key the placement caches; ``rotations`` follow ``cells``)."""
        found = self.__dict__.get("_hash")
        if found is None:
            found = hash((self.name, self.category, self.cells, self.level, self.per_zoo))
            object.__setattr__(self, "_hash", found)
        return found

    __getstate__ = state_without_hash

    def __post_init__(self) -> None:
        if not self.cells or (0, 0) not in self.cells:
            raise ShapeError(f"{self.name}: the shape must hold its anchor (0, 0)")
        if len(set(self.cells)) != len(self.cells):
            raise ShapeError(f"{self.name}: a cell is given twice")
        if not self.rotations:
            object.__setattr__(self, "rotations", rotations_of(self.cells))

    @property
    def size(self) -> int:
        """Spaces covered (AN-COMP-SHAPES)."""
        return len(self.cells)

    @property
    def cost(self) -> int:
        """AN-BUILD-COST: 2 money a space."""
        return COST_PER_SPACE * self.size

    @cached_property
    def distinct_rotations(self) -> tuple[int, ...]:
        """The rotations whose footprints at one anchor differ (the first of each equal
        set): (0,) for one hex, (0, 1, 2) for the H of the Reptile House (centred on its
        anchor), all 6 for a line of two (its anchor is one end)."""
        seen: set[tuple[Hex, ...]] = set()
        out = []
        for k, offs in enumerate(self.rotations):
            if offs not in seen:
                seen.add(offs)
                out.append(k)
        return tuple(out)

    @cached_property
    def orientations(self) -> int:
        """Distinct shapes up to a shift (``distinct_orientations`` of the data): 1 for one
        hex, 3 for a line of two, 2 for the triangle, 6 for the trapezoid."""
        def shifted(offs: tuple[Hex, ...]) -> tuple[Hex, ...]:
            x0, y0 = min(offs)
            return tuple(sorted((x - x0, y - y0) for x, y in offs))
        return len({shifted(offs) for offs in self.rotations})

    def footprint(self, anchor: Hex, rot: int = 0) -> tuple[Hex, ...]:
        """The hexes covered with the anchor at ``anchor`` and rotation ``rot``, sorted."""
        x, y = anchor
        return tuple(sorted((x + dx, y + dy) for dx, dy in self.rotations[rot]))

    def footprints(self, anchor: Hex) -> tuple[tuple[int, tuple[Hex, ...]], ...]:
        """The distinct footprints at ``anchor``: (rotation, hexes), equal ones given once."""
        return tuple((k, self.footprint(anchor, k)) for k in self.distinct_rotations)

    def __repr__(self) -> str:
        if self.category is Category.UNIQUE:
            return f"unique_kind({self.name!r}, {self.cells!r})"
        return f"kind({self.name!r})"


@dataclass(frozen=True)
class UniqueSpec:
    """A unique building's shape and placement needs, as the card data gives them
    (AN-SPON-PLACE-UNIQUE-BUILDING): ``rock`` / ``water`` — at least that many distinct
    rock / water hexes next to it; ``border_spaces`` — at least that many of its own hexes
    on the border; ``needs_adjacent_building`` False for the one that may stand alone
    (Side Entrance)."""

    id: str
    cells: tuple[Hex, ...]
    rock: int = 0
    water: int = 0
    border_spaces: int = 0
    needs_adjacent_building: bool = True

    @classmethod
    def from_data(cls, entry: Mapping[str, Any]) -> "UniqueSpec":
        """From one entry of the card data's ``unique_buildings`` (the caller reads it)."""
        adjacent = entry.get("adjacent") or {}
        unknown = set(adjacent) - {"rock", "water"}
        if unknown:
            raise ShapeError(f"{entry['id']}: unknown terrain need {sorted(unknown)}")
        cells = tuple((int(dx), int(dy)) for dx, dy in entry["cells"])
        if "size" in entry and entry["size"] != len(cells):
            raise ShapeError(f"{entry['id']}: size {entry['size']} but {len(cells)} cells")
        return cls(entry["id"], cells, adjacent.get("rock", 0), adjacent.get("water", 0),
                   entry.get("border_spaces", 0), entry.get("needs_adjacent_building", True))

    @cached_property
    def kind(self) -> Kind:
        return unique_kind(self.id, self.cells)


def unique_kind(name: str, cells: Sequence[Hex]) -> Kind:
    """The kind of a unique building whose rotation-0 offsets are ``cells`` (given by the
    caller from the card data: AN-SPON-UNIQUE-BUILDING). One of each per zoo."""
    return Kind(name, Category.UNIQUE, tuple(tuple(c) for c in cells), "I", 1)


@dataclass(frozen=True)
class Building:
    """A building on a zoo map: its kind, anchor hex and rotation 0–5 (as BGA logs record
    them). ``kind`` may be given by name (``Building("enclosure_3", (0, 9), 0)``) for the
    Build action's kinds; a unique building needs its :class:`Kind` (:func:`unique_kind`)."""

    kind: Kind
    anchor: Hex
    rot: int = 0

    def __post_init__(self) -> None:
        if isinstance(self.kind, str):
            object.__setattr__(self, "kind", kind(self.kind))
        if not isinstance(self.kind, Kind):
            raise TypeError(f"kind must be a Kind or a kind's name, not {self.kind!r}")
        x, y = self.anchor
        if not (isinstance(x, int) and isinstance(y, int)) or (x + y) % 2 == 0:
            raise ValueError(f"anchor {self.anchor!r} is no hex: x + y must be odd (AN-MAP-GRID)")
        object.__setattr__(self, "anchor", (x, y))
        if self.rot not in range(6):
            raise ValueError(f"rotation {self.rot!r} must be 0 to 5 (AN-COMP-ROTATE)")

    def __hash__(self) -> int:
        """Worked out once: a zoo's buildings key the placement caches."""
        found = self.__dict__.get("_hash")
        if found is None:
            found = hash((self.kind, self.anchor, self.rot))
            object.__setattr__(self, "_hash", found)
        return found

    __getstate__ = state_without_hash

    @cached_property
    def cells(self) -> tuple[Hex, ...]:
        """The hexes it covers, sorted."""
        return self.kind.footprint(self.anchor, self.rot)

    @property
    def name(self) -> str:
        return self.kind.name

    @property
    def category(self) -> Category:
        return self.kind.category

    @property
    def size(self) -> int:
        return self.kind.size


def _check_entry(name: str, raw: Mapping[str, Any], made: Kind) -> None:
    """What the file states of one kind agrees with the shape and the sheet's rules."""
    if raw["size"] != made.size or raw["cost"] != made.cost:
        raise ShapeError(f"{name}: size {raw['size']} / cost {raw['cost']} but {made.size} cells")
    stated = [tuple(sorted(tuple(c) for c in offs)) for offs in raw["by_rotation"]]
    if stated != list(made.rotations):
        raise ShapeError(f"{name}: by_rotation disagrees with the rotation rule (AN-COMP-ROTATE)")
    if raw["distinct_orientations"] != made.orientations:
        raise ShapeError(f"{name}: {raw['distinct_orientations']} orientations stated, "
                         f"{made.orientations} found")
    mirrored = {tuple(sorted((-dx, dy) for dx, dy in offs)) for offs in made.rotations}
    if mirrored != set(made.rotations):
        raise ShapeError(f"{name}: a flipped tile would cover a new footprint (AN-COMP-ROTATE)")


@cache
def kinds() -> Mapping[str, Kind]:
    """The 10 kinds a Build action places, read once from the data (AN-COMP-SHAPES)."""
    raw = json.loads(SOURCE.read_text(encoding="utf-8"))["buildings"]
    if tuple(raw) != BUILD_KINDS:
        raise ShapeError(f"buildings.json lists {tuple(raw)}, expected {BUILD_KINDS}")
    out = {}
    for name, entry in raw.items():
        category = Category(entry["kind"])
        per_zoo = entry["per_zoo"] if isinstance(entry["per_zoo"], int) else None
        made = Kind(name, category, tuple(tuple(c) for c in entry["cells"]),
                    entry["build_action_level"], per_zoo)
        _check_entry(name, entry, made)
        if (category is Category.SPECIAL) != (per_zoo == 1):
            raise ShapeError(f"{name}: one of each per zoo is the special enclosures' rule")
        out[name] = made
    return out


def kind(name: str) -> Kind:
    """A Build action's kind by name (``"enclosure_3"``); KeyError names the known ones."""
    try:
        return kinds()[name]
    except KeyError:
        raise KeyError(f"no building kind {name!r}; known: {', '.join(BUILD_KINDS)}") from None
