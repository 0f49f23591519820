"""Ark Nova's zoo maps A and 0: the grid, the terrain, the printed bonuses (AN-MAP-*).

* AN-MAP-GRID — 58 flat-top hexes in 9 columns, BGA log coordinates (x, y): x the column
  0–8, y the doubled row from the top; a cell exists iff x + y is odd (even x: y = 1…11,
  odd x: y = 0…12). Neighbours: (x, y±2), (x±1, y±1). A border space is a cell with a
  neighbour off the map. Hex distance: |dx| + max(0, (|dy| − |dx|) / 2).
* AN-MAP-A / AN-MAP-0 — rock, water, the yellow placement bonuses, the build-II-only
  spaces; Map A starts with the printed kiosk (0,7) and an empty size-3 enclosure at
  (0,9) rotation 0 (AN-SETUP-MAP); Map 0 starts empty.
* AN-MAP-PANEL — the left panel's 7 bonuses (purple: again every break; yellow: once).
* AN-MAP-ASSOC — the right side: partner-zoo, university and worker spaces and their bonuses.

Read once from the package's copy of the shared ``maps_A_0.json`` and checked against the
fact sheet's counts on load (:class:`MapDataError` says what disagrees).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from tutor.core.focus import Hex as FocusHex

from .buildings import Building, Hex, kind, state_without_hash

SOURCE = Path(__file__).with_name("data") / "maps_A_0.json"
BUILDINGS_SOURCE = Path(__file__).with_name("data") / "buildings.json"

MAP_IDS = ("A", "0")

#: The neighbour steps, clockwise from the hex above (AN-MAP-GRID).
STEPS: tuple[Hex, ...] = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))

#: The 58 cells of every map (AN-MAP-GRID).
GRID: frozenset[Hex] = frozenset((x, y) for x in range(9) for y in range(13) if (x + y) % 2)

#: What the fact sheet states of each map: rock, water, buildable, placement bonuses,
#: build-II-only spaces (AN-MAP-A, AN-MAP-0).
SHEET_COUNTS = {"A": (7, 9, 42, 12, 2), "0": (9, 10, 39, 12, 2)}

PANEL_SIZE = 7          # AN-MAP-PANEL: 7 player tokens, 7 bonuses


class MapDataError(ValueError):
    """The map data disagree with the fact sheet (counts, hexes, start buildings)."""


def on_grid(h: Hex) -> bool:
    return h in GRID


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The cells of the grid next to ``h`` (2 to 6 of them), clockwise from above."""
    found = _NEIGHBOURS.get(h)
    return found if found is not None else _around(h)


def _around(h: Hex) -> tuple[Hex, ...]:
    return tuple(n for n in ((h[0] + dx, h[1] + dy) for dx, dy in STEPS) if n in GRID)


_NEIGHBOURS: dict[Hex, tuple[Hex, ...]] = {h: _around(h) for h in GRID}

#: AN-MAP-GRID: the cells with a neighbour off the map (the same on every map).
BORDER: frozenset[Hex] = frozenset(h for h in GRID if len(_NEIGHBOURS[h]) < 6)


def hex_distance(a: Hex, b: Hex) -> int:
    """Steps from ``a`` to ``b`` on the hex grid (AN-MAP-GRID; AN-BUILD-KIOSK reads it)."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return dx + max(0, (dy - dx) // 2)


def text(h: Hex) -> str:
    """A hex as the sheet writes it: "(3,2)"."""
    return f"({h[0]},{h[1]})"


def written(anchor: object) -> str:
    """A move's hex as the notation writes it, "3,2"; anything that is no pair (a move
    typed wrong, e.g. an anchor ``"x"``) as given, so that its refusal can still name it."""
    if isinstance(anchor, (tuple, list)) and len(anchor) == 2:
        return f"{anchor[0]},{anchor[1]}"
    return repr(anchor)


def focus_hex(h: Hex) -> FocusHex:
    """``(x, y)`` as the core's axial :class:`~tutor.core.focus.Hex`: q = x, r = (y−x−1)/2."""
    return FocusHex(h[0], (h[1] - h[0] - 1) // 2)


def focus(hexes) -> tuple[FocusHex, ...]:
    return tuple(focus_hex(h) for h in hexes)


def from_focus(h: FocusHex) -> Hex:
    """The core's axial hex back to ``(x, y)`` (:func:`focus_hex` undone: y = 2r + x + 1)."""
    return (h.q, 2 * h.r + h.q + 1)


@dataclass(frozen=True)
class Bonus:
    """A printed bonus: ``kind`` (``money``, ``x_token``, ``reputation``, ``conservation``,
    ``card_from_deck_or_reputation_range``, ``association_worker``, ``clever``,
    ``snap_1_display_card``, ``free_size2_enclosure``, ``upgrade_action_card``) and its
    number (5 money, 2 reputation; 1 for a single thing)."""

    kind: str
    value: int = 1

    @property
    def id(self) -> str:
        """``money_5``, ``reputation_2``, ``x_token`` (the value only when above 1)."""
        return self.kind if self.value == 1 else f"{self.kind}_{self.value}"


@dataclass(frozen=True)
class PanelSlot:
    """AN-MAP-PANEL: slot ``index`` (0 top … 6 bottom) of the left panel; ``purple`` slots
    pay when their token leaves and again every break, the others once."""

    index: int
    bonus: Bonus
    purple: bool


@dataclass(frozen=True)
class AssocSide:
    """AN-MAP-ASSOC, spaces numbered from 1 (bottom) as printed; ``None`` where a space shows
    no bonus. ``zoo_needs_assoc_ii``: the partner-zoo spaces an upgraded Association takes."""

    partner_zoos: tuple[Bonus | None, ...]
    zoo_needs_assoc_ii: tuple[int, ...]
    universities: tuple[Bonus | None, ...]
    workers: tuple[Bonus | None, ...]


@dataclass(frozen=True)
class ZooMap:
    """One zoo map (AN-MAP-A, AN-MAP-0). ``buildable``: the plain hexes; ``bonuses``: the
    yellow placement bonuses by hex; ``build2``: the spaces only Build II covers
    (AN-BUILD-B2); ``start``: the buildings every zoo of this map begins with."""

    id: str
    name: str
    hexes: frozenset[Hex]
    rock: frozenset[Hex]
    water: frozenset[Hex]
    bonuses: tuple[tuple[Hex, Bonus], ...]
    build2: frozenset[Hex]
    start: tuple[Building, ...]
    panel: tuple[PanelSlot, ...]
    assoc: AssocSide

    @property
    def border(self) -> frozenset[Hex]:
        return BORDER

    @cached_property
    def buildable(self) -> frozenset[Hex]:
        return self.hexes - self.rock - self.water

    def __hash__(self) -> int:
        """Worked out once: a map keys the caches of :mod:`.placement`, which would
        otherwise hash its every hex on each look-up."""
        found = self.__dict__.get("_hash")
        if found is None:
            found = hash((self.id, self.name, self.hexes, self.rock, self.water, self.bonuses,
                          self.build2, self.start, self.panel, self.assoc))
            object.__setattr__(self, "_hash", found)
        return found

    __getstate__ = state_without_hash

    def terrain(self, h: Hex) -> str:
        """``rock``, ``water``, ``plain``, or ``off`` for a hex off the map."""
        if h not in self.hexes:
            return "off"
        return "rock" if h in self.rock else "water" if h in self.water else "plain"

    def bonus_at(self, h: Hex) -> Bonus | None:
        """The placement bonus printed on ``h`` (AN-BUILD-BONUS), if any."""
        return _bonus_index(self.id).get(h)


@cache
def _bonus_index(map_id: str) -> dict[Hex, Bonus]:
    return dict(zoo_map(map_id).bonuses)


def _hex(entry: Any) -> Hex:
    return (int(entry["x"]), int(entry["y"]))


def _reward(raw: Any) -> Bonus | None:
    if raw is None:
        return None
    if isinstance(raw, str):
        return Bonus(raw)
    ((kind_, value),) = raw.items()
    return Bonus(kind_, int(value))


def _spaces(raw: dict[str, Any]) -> tuple[Bonus | None, ...]:
    return tuple(_reward(raw[str(i)]) for i in range(1, len(raw) + 1))


def _start(map_id: str, raw: list[dict[str, Any]]) -> tuple[Building, ...]:
    """AN-SETUP-MAP: Map A's size-3 enclosure and printed kiosk, checked against the
    building data's ``map_A_start`` (anchor, rotation and the hexes covered)."""
    out = []
    for entry in raw:
        label = entry["type"]
        if label.startswith("kiosk"):
            out.append(Building(kind("kiosk"), _hex(entry), 0))
        elif label.startswith("standard enclosure size 3"):
            out.append(Building(kind("enclosure_3"), _hex(entry["anchor"]), entry["rotation"]))
        else:
            raise MapDataError(f"map {map_id}: unknown start building {label!r}")
    out.sort(key=lambda b: (b.kind.name, b.anchor))
    if map_id == "A":
        stated = json.loads(BUILDINGS_SOURCE.read_text(encoding="utf-8"))["map_A_start"]
        for b in out:
            want = stated[b.kind.name]
            if (b.anchor != tuple(want["anchor"]) or b.rot != want["rotation"]
                    or list(b.cells) != sorted(tuple(c) for c in want["cells"])):
                raise MapDataError(f"map A: start {b.kind.name} disagrees with buildings.json")
    return tuple(out)


def map_from_data(map_id: str, raw: dict[str, Any]) -> ZooMap:
    """A map from its entry of the data file, checked against the fact sheet (raises
    :class:`MapDataError` naming what disagrees)."""
    terrain = {_hex(t): t["terrain"] for t in raw["terrain"]}
    if len(raw["terrain"]) != 58 or set(terrain) != GRID:
        raise MapDataError(f"map {map_id}: {len(terrain)} hexes, not the 58 of the grid (AN-MAP-GRID)")
    rock = frozenset(h for h, t in terrain.items() if t == "rock")
    water = frozenset(h for h, t in terrain.items() if t == "water")
    plain = frozenset(h for h, t in terrain.items() if t == "plain")
    bonuses = tuple(sorted((_hex(b), Bonus(b["bonus"], int(b["value"])))
                           for b in raw["placement_bonuses"]))
    build2 = frozenset(_hex(h) for h in raw["build_II_only"])
    found = (len(rock), len(water), len(plain), len(bonuses), len(build2))
    if found != SHEET_COUNTS[map_id] or len(plain) + len(rock) + len(water) != 58:
        raise MapDataError(f"map {map_id}: rock, water, buildable, bonuses, build-II = {found}; "
                           f"the fact sheet says {SHEET_COUNTS[map_id]}")
    counts = raw["counts"]
    if (counts["rock"], counts["water"], counts["plain"]) != found[:3]:
        raise MapDataError(f"map {map_id}: the file's own counts {counts} disagree with its hexes")
    placed = [h for h, _ in bonuses] + sorted(build2)
    if len(set(h for h, _ in bonuses)) != len(bonuses) or not set(placed) <= plain:
        raise MapDataError(f"map {map_id}: a bonus or build-II space is doubled or not plain")
    panel = tuple(PanelSlot(s["index"], Bonus(s["bonus"], int(s["value"])),
                            s["kind"] == "instant_and_every_break")
                  for s in raw["left_bonus_panel_top_to_bottom"])
    if [s.index for s in panel] != list(range(PANEL_SIZE)) or sum(s.purple for s in panel) != 4:
        raise MapDataError(f"map {map_id}: the left panel needs 7 slots, 4 purple (AN-MAP-PANEL)")
    side = raw["association_side"]
    assoc = AssocSide(_spaces(side["partner_zoo_spaces"]),
                      tuple(side["partner_zoo_spaces_needing_association_II"]),
                      _spaces(side["university_spaces"]),
                      _spaces(side["worker_spaces_bottom_to_top"]))
    if (len(assoc.partner_zoos), len(assoc.universities), len(assoc.workers)) != (4, 3, 3):
        raise MapDataError(f"map {map_id}: 4 partner-zoo, 3 university, 3 worker spaces (AN-MAP-ASSOC)")
    start = _start(map_id, raw["start_buildings"])
    if any(c not in plain for b in start for c in b.cells):
        raise MapDataError(f"map {map_id}: a start building stands off the plain hexes")
    return ZooMap(map_id, raw["name"], frozenset(terrain), rock, water, bonuses, build2,
                  start, panel, assoc)


@cache
def zoo_map(map_id: str) -> ZooMap:
    """Map ``"A"`` or ``"0"``, read and checked once."""
    if map_id not in MAP_IDS:
        raise KeyError(f"no zoo map {map_id!r}; known: {', '.join(MAP_IDS)}")
    raw = json.loads(SOURCE.read_text(encoding="utf-8"))["maps"][map_id]
    return map_from_data(map_id, raw)
