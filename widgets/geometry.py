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
* :class:`SquareGrid` / :func:`fit_square_grid` — square cells ``(x, y)`` with ``y``
  growing upward (Pook's table): the largest cells showing a span, centred.
* :class:`SeatRing` — seats on an ellipse, Player 1 at the bottom, then clockwise (Oh
  Hell's table), with the place in front of each seat towards the centre; ``start`` puts
  the first place elsewhere (Fruit Picking's island: the Harvest House at the top, then
  the six farms clockwise).
* :class:`HexGrid` — pointy-top hexes in "odd-r" offset rows (Kingdom Builder's map):
  cell ``(row, col)``, row 0 at the top, odd rows half a hex to the right.
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

    def overlaps(self, other: "Rect") -> bool:
        """Whether the two share some area (touching edges do not)."""
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)

    def around(self, other: "Rect") -> "Rect":
        """The smallest box holding both."""
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)


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


@dataclass(frozen=True)
class SquareGrid:
    """Square cells of ``size`` pixels: columns ``xs[0]..xs[1]`` left to right, rows
    ``ys[1]..ys[0]`` top to bottom (``y`` grows upward, as in a game's coordinates), the
    top-left corner of the drawn span at ``(left, top)``. Only the span is shown: any other
    pixel maps to ``None``."""

    xs: tuple[int, int]
    ys: tuple[int, int]
    size: float
    left: float
    top: float

    def cells(self) -> list[Cell]:
        """The shown cells, row by row from the top, left to right."""
        return [(x, y) for y in range(self.ys[1], self.ys[0] - 1, -1)
                for x in range(self.xs[0], self.xs[1] + 1)]

    def shown(self, cell: Cell) -> bool:
        return self.xs[0] <= cell[0] <= self.xs[1] and self.ys[0] <= cell[1] <= self.ys[1]

    def rect(self, cell: Cell) -> Rect:
        s = self.size
        return Rect(self.left + (cell[0] - self.xs[0]) * s,
                    self.top + (self.ys[1] - cell[1]) * s, s, s)

    def cell_at(self, x: float, y: float) -> Cell | None:
        s = self.size
        col = int((x - self.left) // s) if x >= self.left else -1
        row = int((y - self.top) // s) if y >= self.top else -1
        cell = (self.xs[0] + col, self.ys[1] - row)
        return cell if col >= 0 and row >= 0 and self.shown(cell) else None


def fit_square_grid(xs: tuple[int, int], ys: tuple[int, int], area: Rect, *,
                    max_cell: float, pad: float = 10.0) -> SquareGrid:
    """The largest square cells (at most ``max_cell``) showing columns ``xs`` and rows
    ``ys`` inside ``area`` less ``pad`` pixels each side, centred."""
    cols, rows = xs[1] - xs[0] + 1, ys[1] - ys[0] + 1
    size = min(max_cell, (area.w - 2 * pad) / cols, (area.h - 2 * pad) / rows)
    return SquareGrid(xs, ys, size, area.x + (area.w - cols * size) / 2,
                      area.y + (area.h - rows * size) / 2)


@dataclass(frozen=True)
class SeatRing:
    """Seats around a table: their centres on the ellipse of ``radii`` about ``centre``,
    Player 1 (seat 0) at the angle ``start`` (degrees, canvas coordinates: 90 the bottom,
    -90 the top), then clockwise, evenly spaced for the table size; each seat's box is
    ``w`` x ``h`` around its centre."""

    centre: tuple[float, float]
    radii: tuple[float, float]
    w: float
    h: float
    start: float = 90.0

    def seat_centre(self, seat: int, players: int) -> tuple[float, float]:
        angle = math.radians(self.start + 360 * seat / players)
        return (self.centre[0] + self.radii[0] * math.cos(angle),
                self.centre[1] + self.radii[1] * math.sin(angle))

    def box(self, seat: int, players: int) -> Rect:
        x, y = self.seat_centre(seat, players)
        return Rect(x - self.w / 2, y - self.h / 2, self.w, self.h)

    def in_front(self, seat: int, players: int, pull: float, w: float, h: float) -> Rect:
        """A ``w`` x ``h`` box in front of ``seat``, ``pull`` of the way from the centre
        towards it (where a trick's card lies)."""
        sx, sy = self.seat_centre(seat, players)
        x = self.centre[0] + pull * (sx - self.centre[0])
        y = self.centre[1] + pull * (sy - self.centre[1])
        return Rect(x - w / 2, y - h / 2, w, h)

    def seat_at(self, x: float, y: float, players: int) -> int | None:
        """The seat whose box holds the pixel (``None``: none)."""
        return next((s for s in range(players) if self.box(s, players).contains(x, y)), None)


SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True)
class HexGrid:
    """Pointy-top hexes of circumradius ``radius``, ``rows`` x ``cols`` in odd-r offset
    coordinates ``(row, col)`` (odd rows shifted half a hex to the right); the centre of
    ``(0, 0)`` at ``(x0, y0)``. A pixel maps to the hex whose hexagon holds it (exact, by
    cube rounding), ``None`` off the grid."""

    x0: float
    y0: float
    radius: float
    rows: int
    cols: int

    @property
    def width(self) -> float:
        """The distance between two neighbours' centres in a row."""
        return SQRT3 * self.radius

    def center(self, cell: Cell) -> tuple[float, float]:
        r, c = cell
        return (self.x0 + self.width * (c + 0.5 * (r & 1)), self.y0 + 1.5 * self.radius * r)

    def corners(self, cell: Cell, shrink: float = 0.0) -> list[tuple[float, float]]:
        """The hexagon's 6 corners (pointy top, clockwise from the top), ``shrink`` pixels
        inside."""
        cx, cy = self.center(cell)
        rad = self.radius - shrink
        return [(cx + rad * math.cos(math.radians(a)), cy + rad * math.sin(math.radians(a)))
                for a in (-90, -30, 30, 90, 150, 210)]

    def rect(self, cell: Cell) -> Rect:
        """The box around the hexagon's inscribed circle (for marks)."""
        cx, cy = self.center(cell)
        half = self.width / 2
        return Rect(cx - half, cy - half, 2 * half, 2 * half)

    def shown(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    def cells(self) -> list[Cell]:
        return [(r, c) for r in range(self.rows) for c in range(self.cols)]

    def cell_at(self, x: float, y: float) -> Cell | None:
        px, py = (x - self.x0) / self.radius, (y - self.y0) / self.radius
        q = SQRT3 / 3 * px - py / 3                 # axial, (0, 0) at the origin's centre
        r = 2 / 3 * py
        cx, cz = q, r
        cy = -cx - cz
        rx, ry, rz = round(cx), round(cy), round(cz)
        dx, dy, dz = abs(rx - cx), abs(ry - cy), abs(rz - cz)
        if dx > dy and dx > dz:
            rx = -ry - rz
        elif dy <= dz:
            rz = -rx - ry
        row = int(rz)
        col = int(rx) + (row - (row & 1)) // 2
        cell = (row, col)
        return cell if self.shown(cell) else None

    @property
    def bounds(self) -> Rect:
        """The box holding every hexagon."""
        left = self.x0 - self.width / 2
        top = self.y0 - self.radius
        return Rect(left, top, self.width * (self.cols + 0.5),
                    1.5 * self.radius * (self.rows - 1) + 2 * self.radius)
