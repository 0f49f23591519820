"""The Kingdom Builder map: 4 quadrants assembled into 20×20 hexes (KB-BOARD-*).

**Coordinates (KB-BOARD-OFFSET), said once for the whole game.** A hex is ``(row, col)``,
both 0–19, row 0 at the top, column 0 at the left, in the assembled board; odd rows sit
half a hex to the right ("odd-r", the convention of the board data and of BGA). The
notation writes a hex ``row,col`` (``3,5``). Neighbours of ``(r, c)``: ``(r, c±1)``; for
an even ``r`` also ``(r-1, c-1), (r-1, c), (r+1, c-1), (r+1, c)``; for an odd ``r``
``(r-1, c), (r-1, c+1), (r+1, c), (r+1, c+1)`` (KB-BOARD-ADJ). A reason's or an event's
``focus`` holds the same hexes as :class:`tutor.core.focus.Hex`, which is axial by
definition: :func:`focus_hex` converts (``q = col - (row - row % 2) // 2``, ``r = row``),
and :func:`from_focus` converts back; straight lines (Tavern, Paddock) are walked in axial
steps.

Slots (KB-BOARD-ASSEMBLY): 0 = rows 0–9 × cols 0–9, 1 = rows 0–9 × cols 10–19, 2 = rows
10–19 × cols 0–9, 3 = rows 10–19 × cols 10–19. A quadrant turned 180° shows its printed
cell ``(9-r, 9-c)`` at its cell ``(r, c)``; with 10 rows the odd-r convention survives.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from types import MappingProxyType

from tutor.core.focus import Hex
from tutor.core.notation import failer, read_number

from .data import QUADRANTS

Pos = tuple[int, int]
SIZE = 20
QUADRANT_NAMES: tuple[str, ...] = tuple(QUADRANTS)   # barn, farm, harbor, ... (data order)
#: The 5 buildable terrains (KB-PLACE-FREE) and the terrain cards' letters.
TERRAINS = "GCDFT"
WATER, MOUNTAIN, CASTLE, LOCATION = "W", "M", "K", "L"

#: A layout: per slot 0..3, ``(quadrant name, turned 180°)``.
Layout = tuple[tuple[str, bool], ...]


@dataclass(frozen=True)
class Map:
    """The assembled board of one layout: terrain letter per hex, location kind per
    location hex, castle hexes, and the slot (sector) of every hex."""

    terrain: tuple[str, ...]                 # 400 letters, row-major
    locations: tuple[tuple[Pos, str], ...]   # location hex -> its kind, sorted
    castles: tuple[Pos, ...]

    def at(self, h: Pos) -> str:
        return self.terrain[h[0] * SIZE + h[1]]

    @property
    def location_kind(self) -> dict[Pos, str]:
        return dict(self.locations)

    def hexes_of(self, letters: str) -> tuple[Pos, ...]:
        """The hexes whose terrain is one of ``letters``, row-major."""
        found = self._hexes_by_letters.get(letters)
        if found is None:
            found = self._hexes_by_letters[letters] = tuple(
                (i // SIZE, i % SIZE) for i, t in enumerate(self.terrain) if t in letters)
        return found

    @cached_property
    def _hexes_by_letters(self) -> dict[str, tuple[Pos, ...]]:
        """``hexes_of`` answers, kept with the map: a map never changes, and looking them
        up here spares hashing its 400 letters on every call (the rules ask per move)."""
        return {}


def slot_origin(slot: int) -> Pos:
    return (slot // 2) * 10, (slot % 2) * 10


def sector(h: Pos) -> int:
    """KB-BOARD-SECTOR: the slot (0–3) of the quadrant holding ``h``."""
    return (h[0] // 10) * 2 + h[1] // 10


@cache
def assemble(layout: Layout) -> Map:
    """KB-BOARD-ASSEMBLY: the board of ``layout`` (4 distinct quadrants, each maybe turned)."""
    cells = [""] * (SIZE * SIZE)
    locations = []
    castles = []
    for slot, (name, turned) in enumerate(layout):
        rows = QUADRANTS[name]
        r0, c0 = slot_origin(slot)
        for r in range(10):
            for c in range(10):
                letter = rows[9 - r][9 - c] if turned else rows[r][c]
                h = (r0 + r, c0 + c)
                cells[h[0] * SIZE + h[1]] = letter
                if letter == LOCATION:
                    locations.append((h, name))
                elif letter == CASTLE:
                    castles.append(h)
    return Map(tuple(cells), tuple(sorted(locations)), tuple(sorted(castles)))


@cache
def neighbours(h: Pos) -> tuple[Pos, ...]:
    """KB-BOARD-ADJ: the hexes sharing an edge with ``h`` on the 20×20 board, sorted."""
    r, c = h
    if r % 2 == 0:
        cand = ((r, c - 1), (r, c + 1), (r - 1, c - 1), (r - 1, c), (r + 1, c - 1), (r + 1, c))
    else:
        cand = ((r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c), (r + 1, c + 1))
    return tuple(sorted(p for p in cand if on_board(p)))


def on_board(h: Pos) -> bool:
    return 0 <= h[0] < SIZE and 0 <= h[1] < SIZE


#: KB-BOARD-ADJ: :func:`neighbours` of every hex of the board, worked out once (the
#: geometry never changes; read-only).
NEIGHBOURS: Mapping[Pos, tuple[Pos, ...]] = MappingProxyType(
    {(r, c): neighbours((r, c)) for r in range(SIZE) for c in range(SIZE)})


def on_edge(h: Pos) -> bool:
    """KB-BOARD-EDGE: row 0, row 19, column 0 or column 19."""
    return h[0] in (0, SIZE - 1) or h[1] in (0, SIZE - 1)


def focus_hex(h: Pos) -> Hex:
    """``(row, col)`` as the core's axial :class:`Hex` (for ``focus``)."""
    r, c = h
    return Hex(c - (r - (r & 1)) // 2, r)


def from_focus(h: Hex) -> Pos:
    return h.r, h.q + (h.r - (h.r & 1)) // 2


def focus(hexes) -> tuple[Hex, ...]:
    return tuple(focus_hex(h) for h in hexes)


#: The 6 axial directions (dq, dr).
DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def step(h: Pos, d: tuple[int, int], n: int = 1) -> Pos:
    """``h`` moved ``n`` hexes along axial direction ``d`` (maybe off the board): to axial
    (:func:`focus_hex`), along, and back (:func:`from_focus`), in plain integers."""
    r, c = h
    q, r = c - (r - (r & 1)) // 2 + d[0] * n, r + d[1] * n
    return r, q + (r - (r & 1)) // 2


@cache
def jumps(h: Pos) -> tuple[Pos, ...]:
    """KB-TILE-PADDOCK: the hexes of the board 2 away from ``h`` in a straight line, sorted
    (kept per hex: the board's geometry never changes)."""
    return tuple(sorted(p for p in (step(h, d, 2) for d in DIRECTIONS) if on_board(p)))


@cache
def lines(h: Pos) -> tuple[tuple[Pos, Pos, Pos], ...]:
    """KB-TILE-TAVERN: per axial direction ``d``, the hex before ``h`` and the two after
    it, ``(step(h, d, -1), step(h, d, 1), step(h, d, 2))``, maybe off the board: a line of
    3 from ``h`` along ``d`` ends at the first (kept per hex: the geometry never changes)."""
    return tuple((step(h, d, -1), step(h, d, 1), step(h, d, 2)) for d in DIRECTIONS)


def text(h: Pos) -> str:
    return f"{h[0]},{h[1]}"


_err = failer("kb")


def parse_hex(value: str, whole: str = "", position: int | None = None) -> Pos:
    """``row,col``: two whole numbers from 0 to 19, the rows and columns of the board's 4
    quadrants of 10 × 10 hexes (KB-COMP-BOARD); ``whole`` and ``position``: the text
    ``value`` stands in and where, for the caret of a refusal."""
    whole, at = (whole, position or 0) if whole else (value, 0)
    row, sep, col = value.partition(",")
    if not sep:
        raise _err("bad_hex", whole, at, value=value)
    return (read_number(row, 0, SIZE - 1, text=whole, position=at, field="row", fail=_err,
                        negative=False),
            read_number(col, 0, SIZE - 1, text=whole, position=at + len(row) + 1,
                        field="col", fail=_err, negative=False))
