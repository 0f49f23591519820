"""A landing area in half-tile cells: geometry, mutations and crystals (BM-GEO-*, BM-MUT-*,
BM-CRYS-*), as pure functions of an explorer and the tiles placed.

Coordinates (BM-GEO-CELL): ``(x, y)``, y growing downward, in half-tile cells. The explorer
covers (0,0),(1,0),(0,1),(1,1) (BM-GEO-EXPL). A monster tile is anchored at its top cell and
covers ``(x,y),(x,y+1)``; a mutagenic tile (BM-GEO-MUTAGEN) at its left cell and covers
``(x,y),(x+1,y)``. Tiles are never rotated (BM-GEO-UPRIGHT): a tile's shape is its code's.

Crystals are matched by *keys* (BM-CRYS-GREEN/RED/BLUE; explorers' parts BM-CRYS-EXPL):

* green: ``GR`` of the tile at (x,y) and ``GL`` of the tile at (x+1,y) meet on the vertical
  edge x+1 of row y: key ``("green", x+1, y)``; the explorer's ``GR`` is ``("green", 2, 0)``
  (its right edge, upper half), its ``GL`` ``("green", 0, 0)``;
* red: ``RB`` of (x,y) and ``RT`` of (x,y+2) meet on the horizontal edge y+2 of column x:
  ``("red", x, y+2)``; the explorer's ``RLB``/``RRB`` are ``("red", 0, 2)``/``("red", 1, 2)``;
* blue: four quarters at a corner point (px,py): ``BBR`` of the tile whose bottom-right
  corner it is, ``BBL``, ``BTR``, ``BTL`` likewise; each part names the point of its own
  corner (a tile at (x,y) has corners (x,y), (x+1,y), (x,y+2), (x+1,y+2); the explorer
  (0,0), (2,0), (0,2), (2,2)), so only tiles on the same grid meet.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .data import (CRYSTAL_POINTS, EXPLORER_PARTS, ICE, ICE_MAX, KINDS, MUTAGENS, PARTS)

Pos = tuple[int, int]
EXPLORER_CELLS: tuple[Pos, ...] = ((0, 0), (1, 0), (0, 1), (1, 1))
#: BM-EXPL-5: the purple female explorer's built-in upward mutagenic monster
PURPLE_FEMALE = 5
#: the index that stands for the explorer where a tile index is expected
EXPLORER = -1


class Placed(NamedTuple):
    """A placed tile: its code and its anchor cell."""

    code: str
    x: int
    y: int


def wide(code: str) -> bool:
    """BM-GEO-MUTAGEN: mutagenic tiles lie 2 cells wide × 1 tall."""
    return code in MUTAGENS


def cells(code: str, x: int, y: int) -> tuple[Pos, Pos]:
    return ((x, y), (x + 1, y)) if wide(code) else ((x, y), (x, y + 1))


def occupied(tiles: Iterable[Placed]) -> dict[Pos, int]:
    """cell -> index of the tile on it (:data:`EXPLORER` for the explorer)."""
    out = {c: EXPLORER for c in EXPLORER_CELLS}
    for i, t in enumerate(tiles):
        for c in cells(*t):
            out[c] = i
    return out


def _around(c: Pos) -> tuple[Pos, ...]:
    x, y = c
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


@dataclass(frozen=True)
class Fit:
    """Where a tile would go: the cells it covers, those already taken (``overlap``), and
    the occupied cells it touches by an edge (``touching``, BM-PLACE-ADJ)."""

    cover: tuple[Pos, ...]
    overlap: tuple[Pos, ...]
    touching: tuple[Pos, ...]


@lru_cache(maxsize=512)
def _taken(tiles: tuple[Placed, ...]) -> dict[Pos, int]:
    """:func:`occupied` kept per area (BM-GEO-CELL): an area is a tuple of tiles that never
    changes, and a position's ``legal_moves``, ``check`` and ``apply`` each ask it again.
    Made from the area without its last tile (kept too, one placement earlier) and that
    tile's cells, as :func:`occupied` adds them. Only read, never changed nor handed out."""
    if not tiles:
        return occupied(())
    taken = dict(_taken(tiles[:-1]))
    last = len(tiles) - 1
    for c in cells(*tiles[-1]):
        taken[c] = last
    return taken


@lru_cache(maxsize=512)
def _frontier(tiles: tuple[Placed, ...]) -> frozenset[Pos]:
    """The free cells next to a taken one by an edge (BM-PLACE-ADJ), kept per area: those
    of the area without its last tile still free, and the free neighbours of that tile."""
    taken = _taken(tiles)
    if tiles:
        base, new = _frontier(tiles[:-1]), cells(*tiles[-1])
    else:
        base, new = frozenset(), EXPLORER_CELLS
    return frozenset([c for c in base if c not in taken]
                     + [n for c in new for n in _around(c) if n not in taken])


def fit(tiles: tuple[Placed, ...], code: str, x: int, y: int) -> Fit:
    taken = _taken(tiles)
    cover = cells(code, x, y)
    overlap = tuple(c for c in cover if c in taken)
    touching = tuple(sorted({n for c in cover for n in _around(c)
                             if n in taken and n not in cover}))
    return Fit(cover, overlap, touching)


def anchors(tiles: tuple[Placed, ...], code: str) -> list[Pos]:
    """Every anchor where ``code`` may go: free cells, touching the explorer or a tile
    (BM-GEO-CELL, BM-PLACE-ADJ)."""
    return list(_anchors(tiles, wide(code)))


@lru_cache(maxsize=512)
def _anchors(tiles: tuple[Placed, ...], across: bool) -> tuple[Pos, ...]:
    """The anchors of :func:`anchors` for a tile lying across (mutagenic) or upright, kept
    per area: a pure function of a tuple that never changes, asked by every
    ``legal_moves`` of the placing turn and by the placement overlay."""
    taken = _taken(tiles)
    dx, dy = (1, 0) if across else (0, 1)
    out = set()                                          # (y, x): sorted row by row
    for x, y in _frontier(tiles):
        if (x + dx, y + dy) not in taken:                # n as the anchor, n + d free
            out.add((y, x))
        if (x - dx, y - dy) not in taken:                # n as the other cell
            out.add((y - dy, x - dx))
    return tuple([(x, y) for y, x in sorted(out)])


# ---------------------------------------------------------------- mutations


class Ray(NamedTuple):
    """BM-MUT-DOWN / BM-MUT-UP / BM-MUT-EXPL: a ray from ``source`` (a tile index, or
    :data:`EXPLORER`) reaching the ice tile ``target``; ``direction`` ``down`` or ``up``;
    ``cell`` the cell of the mutagenic monster it starts from."""

    source: int
    target: int
    direction: str
    cell: Pos


def rays(tiles: tuple[Placed, ...], explorer: int) -> list[Ray]:
    """Every ray that reaches an ice monster. A downward tile at (x,y) reaches the ice tile
    whose top cell is (x,y+1) or (x+1,y+1); an upward tile at (x,y) only the one whose
    bottom cell is (x+1,y-1) (its monster is on the right half)."""
    ice_at = {(t.x, t.y): i for i, t in enumerate(tiles) if t.code in ICE}
    out = []
    for i, t in enumerate(tiles):
        if t.code == "MD":
            for cx in (t.x, t.x + 1):
                j = ice_at.get((cx, t.y + 1))
                if j is not None:
                    out.append(Ray(i, j, "down", (cx, t.y)))
        elif t.code == "MU":
            j = ice_at.get((t.x + 1, t.y - 2))
            if j is not None:
                out.append(Ray(i, j, "up", (t.x + 1, t.y)))
    if explorer == PURPLE_FEMALE:
        j = ice_at.get((1, -2))
        if j is not None:
            out.append(Ray(EXPLORER, j, "up", (1, 0)))
    return out


def mutations(tiles: tuple[Placed, ...], explorer: int) -> dict[int, int]:
    """Ice tile index -> its mutation level: one per ray source, at most its colour's
    maximum (BM-MUT-DOUBLE: blue stops at 1)."""
    hits: dict[int, int] = {}
    for ray in rays(tiles, explorer):
        hits[ray.target] = hits.get(ray.target, 0) + 1
    return {i: min(n, ICE_MAX[tiles[i].code]) for i, n in hits.items()}


# ---------------------------------------------------------------- crystals


class Piece(NamedTuple):
    """A crystal part in an area: which tile (or the explorer) and the cell it is drawn on."""

    tile: int
    part: str
    cell: Pos


class Crystal(NamedTuple):
    colour: str
    key: tuple[str, int, int]
    pieces: tuple[Piece, ...]

    @property
    def points(self) -> int:
        return CRYSTAL_POINTS[self.colour]


def _tile_keys(code: str, x: int, y: int) -> list[tuple[tuple[str, int, int], str, str, Pos]]:
    """(key, role, part, cell) of every crystal part of a tile."""
    out = []
    for p in PARTS.get(code, ()):
        if p == "GR":
            out.append((("green", x + 1, y), "R", p, (x, y)))
        elif p == "GL":
            out.append((("green", x, y), "L", p, (x, y)))
        elif p == "RB":
            out.append((("red", x, y + 2), "B", p, (x, y + 1)))
        elif p == "RT":
            out.append((("red", x, y), "T", p, (x, y)))
        else:
            px = x + (1 if p[2] == "R" else 0)
            py = y + (2 if p[1] == "B" else 0)
            out.append((("blue", px, py), p[1:], p, (x, y + (1 if p[1] == "B" else 0))))
    return out


_EXPLORER_KEYS = {
    "GR": (("green", 2, 0), "R", (1, 0)), "GL": (("green", 0, 0), "L", (0, 0)),
    "RLB": (("red", 0, 2), "B", (0, 1)), "RRB": (("red", 1, 2), "B", (1, 1)),
    "BTR": (("blue", 2, 0), "TR", (1, 0)), "BBL": (("blue", 0, 2), "BL", (0, 1)),
    "BBR": (("blue", 2, 2), "BR", (1, 1)),
}
_NEEDED = {"green": {"L", "R"}, "red": {"T", "B"}, "blue": {"TL", "TR", "BL", "BR"}}
#: The roles a crystal of each colour needs, as frozen sets (BM-CRYS-GREEN/RED/BLUE).
NEEDED = {colour: frozenset(roles) for colour, roles in _NEEDED.items()}


@lru_cache(maxsize=512)
def part_map(tiles: tuple[Placed, ...], explorer: int) -> dict:
    """crystal key -> {role: Piece} of every part in the area (kept per area: a placement's
    preview asks it for each candidate cell). Made from the map of the area without its last
    tile (kept too, one placement earlier) and that tile's parts, in the order a whole
    recount finds them; the inner maps it changes are copies. Never changed by its callers."""
    if not tiles:
        found: dict[tuple[str, int, int], dict[str, Piece]] = {}
        for part in EXPLORER_PARTS.get(explorer, ()):
            key, role, cell = _EXPLORER_KEYS[part]
            found.setdefault(key, {})[role] = Piece(EXPLORER, part, cell)
        return found
    found = dict(part_map(tiles[:-1], explorer))
    last = len(tiles) - 1
    for key, role, part, cell in _tile_keys(*tiles[-1]):
        found[key] = {**found.get(key, {}), role: Piece(last, part, cell)}
    return found


def new_crystals(tiles: tuple[Placed, ...], explorer: int, tile: Placed) -> list[Crystal]:
    """The crystals that ``tile``, added to the area, would complete."""
    found = part_map(tiles, explorer)
    out = []
    for key, role, part, cell in _tile_keys(*tile):
        roles = {**found.get(key, {}), role: Piece(len(tiles), part, cell)}
        if set(roles) == _NEEDED[key[0]]:
            out.append(Crystal(key[0], key, tuple(roles[r] for r in sorted(roles))))
    return sorted(out)


def crystals(tiles: tuple[Placed, ...], explorer: int) -> list[Crystal]:
    """Every completed crystal (BM-CRYS-ONCE: each key once), in key order."""
    found = part_map(tiles, explorer)
    out = []
    for key in sorted(found):
        roles = found[key]
        if set(roles) == _NEEDED[key[0]]:
            out.append(Crystal(key[0], key, tuple(roles[r] for r in sorted(roles))))
    return out


# ---------------------------------------------------------------- Big Monsters


def big_monsters(tiles: tuple[Placed, ...]) -> list[tuple[int, int]]:
    """BM-BIG: (left index, right index) of every complete Big Monster: a left half with
    the right half immediately to its right on the same row."""
    rights = {(t.x, t.y): i for i, t in enumerate(tiles) if t.code == "BR"}
    return [(i, rights[(t.x + 1, t.y)]) for i, t in enumerate(tiles)
            if t.code == "BL" and (t.x + 1, t.y) in rights]


def landscapes(tiles: Iterable[Placed]) -> set[str]:
    return {KINDS[t.code][0] for t in tiles}
