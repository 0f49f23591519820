"""Pure pixel <-> cell maps shared by the boards. No widget imports; tested on their own.

Pixels are canvas pixels (what ipycanvas reports to Python, CSS stretching already undone),
``x`` to the right and ``y`` downwards from the canvas' top-left corner. A map answers
``None`` for a pixel that belongs to nothing, so a click off the board is a plain value the
board can explain, never an exception.

* :class:`Rect` — an axis-aligned box, half-open (``x <= px < x + w``).
* :class:`RowLayout` — ``n`` equal boxes in a row: a hand of tiles, die faces.
* :class:`BrickLayout` — rows of bricks, each row shifted half a brick to the right of the
  row below: the Flaming Pyramids pyramid. Cell ``(r, p)``: row ``r`` (0 at the bottom,
  growing upwards), slot ``p`` (left to right, may be negative).
* :func:`fit_bricks` — the largest brick size that shows a set of cells inside an area,
  centred, so the tiles shrink when the base grows wide.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

Cell = tuple[int, int]


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h

    def inset(self, d: float) -> "Rect":
        """Shrunk by ``d`` on every side (grown when ``d`` is negative)."""
        return Rect(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)

    def shifted(self, dx: float = 0.0, dy: float = 0.0) -> "Rect":
        return Rect(self.x + dx, self.y + dy, self.w, self.h)


@dataclass(frozen=True)
class RowLayout:
    """``n`` boxes of ``w`` x ``h`` from ``(x, y)``, ``gap`` pixels apart.

    ``reach`` extends each box's clickable band upwards and downwards (a raised tile stays
    clickable where it was); the gaps between boxes belong to nothing.
    """

    x: float
    y: float
    w: float
    h: float
    gap: float
    n: int
    reach: float = 0.0

    def rect(self, i: int) -> Rect:
        if not 0 <= i < self.n:
            raise IndexError(f"box {i} of {self.n}")
        return Rect(self.x + i * (self.w + self.gap), self.y, self.w, self.h)

    def index_at(self, x: float, y: float) -> int | None:
        if not self.y - self.reach <= y < self.y + self.h + self.reach:
            return None
        if x < self.x:
            return None
        i = int((x - self.x) // (self.w + self.gap))
        if i >= self.n or x >= self.x + i * (self.w + self.gap) + self.w:
            return None
        return i


@dataclass(frozen=True)
class BrickLayout:
    """Rows of ``w`` x ``h`` bricks; row ``r`` is shifted ``r * w / 2`` to the right.

    ``x0`` is the left edge of cell ``(0, 0)``; ``base`` is the bottom edge of row 0. Any
    pixel inside ``area`` and on or above row 0 maps to a cell, empty or not (a board
    explains why an empty cell is not a site); pixels outside ``area`` map to ``None``.
    """

    area: Rect
    x0: float
    base: float
    w: float
    h: float

    def rect(self, cell: Cell) -> Rect:
        r, p = cell
        return Rect(self.x0 + (p + r / 2) * self.w, self.base - (r + 1) * self.h, self.w, self.h)

    def center(self, cell: Cell) -> tuple[float, float]:
        return self.rect(cell).center

    def cell_at(self, x: float, y: float) -> Cell | None:
        if not self.area.contains(x, y):
            return None
        r = math.floor((self.base - y) / self.h)
        if r < 0:
            return None
        p = math.floor((x - self.x0) / self.w - r / 2)
        return (r, p)

    def visible(self, cell: Cell) -> bool:
        """Whether the whole brick of ``cell`` lies inside the area."""
        box = self.rect(cell)
        return (box.x >= self.area.x - 1e-9 and box.right <= self.area.right + 1e-9
                and box.y >= self.area.y - 1e-9 and box.bottom <= self.area.bottom + 1e-9)


def fit_bricks(cells: Iterable[Cell], area: Rect, *, max_w: float = 72.0, aspect: float = 0.62,
               margin: float = 0.5, min_rows: int = 3, min_cols: float = 6.0,
               pad: float = 6.0) -> BrickLayout:
    """The largest bricks (at most ``max_w`` wide, ``h = aspect * w``) showing ``cells``.

    The shown span is the cells' extent plus ``margin`` bricks on each side and one spare
    row on top; it is centred horizontally, and row 0 sits ``pad`` pixels above the bottom
    of ``area``. With no cells, a small empty board centred on cell ``(0, 0)``.
    """
    cells = list(cells) or [(0, 0)]
    lo = min(p + r / 2 for r, p in cells)
    hi = max(p + r / 2 + 1 for r, p in cells)
    cols = max(hi - lo + 2 * margin, min_cols)
    rows = max(max(r for r, _ in cells) + 2, min_rows)
    w = min(max_w, area.w / cols, (area.h - pad) / (rows * aspect))
    h = w * aspect
    centre = (lo + hi) / 2
    x0 = area.x + area.w / 2 - centre * w
    base = area.bottom - pad
    return BrickLayout(area, x0, base, w, h)
