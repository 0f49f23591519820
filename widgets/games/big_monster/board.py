"""The Big Monster board: draft tiles and lay them on your landing area with live verdicts.

::

    board = BigMonsterBoard()                          # 4 players, draft, seed 0
    board = BigMonsterBoard(players=3, seed=4)         # the 2-3 player rows
    board = BigMonsterBoard(players=6, teams=True, teaching=False)   # hot seat, curtain
    board.play("p1:e5")                                # or click an explorer
    board.pick_tile(0); board.hover_cell((0, 2))       # what the tile would do there
    board.choose_ship(1)                               # the rest to Player 2's ship
    board.hover_cell((0, 2)); board.explanation_text   # rays, crystals, medals
    board.click_cell((0, 2)); board.step(-1); board.undo()

Options: ``players`` (2–6), ``teams`` (4 or 6), ``draft3`` and BGA's row options are the
fields of :class:`tutor.big_monster.Options`; ``seed`` deals.

The canvas (900×600) shows, on the left, one landing area large in half-tile cells (the
served seat's, or the one clicked on the right; while replaying, the area of the event
shown), scaled to fit, with the cells' coordinates along its edges: each tile in its
landscape's colour *and* its code (IB blue ice, MD downward mutagenic, LBA lava…), the
landscape's initial, crystal halves as small lettered marks on their edges (g green, r
red, b blue), a mutagenic monster's ray direction as an arrow, an ice monster's
mutations as +1/+2. On the right, every seat's area small (click to show it large), the
medals in play and who won them (at the end, the scores). Below, the tray: the hand (or
the row, the discards, the explorers to keep) and the ship buttons. With hints on, the
anchors where the chosen tile may go are outlined, lettered M / C / B where the engine's
overlay says a placement mutates, completes a crystal or a Big Monster; hovering an
anchor shows the verdict, draws its rays (source to ice monster) and crystals, and
outlines the cells involved. Everything the board says comes from ``tutor.big_monster``.

The area's grid and its coordinates are drawn on the background layer, once per grid; the
pieces layer holds what a move changes, in boxed regions (the caption, the explorer, each
tile, each seat's thumbnail, the medals, the tray), so that a move sends only those it
changed.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import tutor.big_monster as bm
from tutor.core import Msg, render
from tutor.big_monster.area import EXPLORER_CELLS, cells, mutations
from tutor.big_monster.data import ICE, KINDS, MEDAL_POINTS, PARTS, EXPLORER_PARTS
from tutor.big_monster.rules import player
from tutor.big_monster.state import Phase, State
from tutor.big_monster.svg import COLOURS

from widgets import draw as D
from widgets.base import CURTAIN, Board, Feedback
from widgets.geometry import Rect, RowLayout
from widgets.panel import html_msg

from . import messages as _messages_bm  # noqa: F401  (registers ui.bm.*)
from .session import DISCARD_SHIP, BigMonsterSession, cell_key

Pos = tuple[int, int]

AREA = Rect(4, 4, 600, 440)
SIDE = Rect(610, 4, 286, 440)
TRAY = Rect(4, 450, 892, 146)
THUMBS = tuple(Rect(616 + (s % 2) * 140, 26 + (s // 2) * 74, 134, 68) for s in range(6))
MEDALS_TOP = 258.0
CHIPS = RowLayout(x=110, y=482, w=44, h=88, gap=4, n=12)
#: the explorers to keep, in pairs (one pair per seat shown)
EXPLORER_BOXES = tuple(Rect(12 + i * 68 + (i // 2) * 8, 482, 64, 88) for i in range(12))
BUTTONS = tuple(Rect(700 + (i % 2) * 98, 476 + (i // 2) * 36, 92, 30) for i in range(6))
SALVAGE = Rect(700, 476, 190, 30)
MAX_CELL = 40.0
MARGIN = 2
MIN_COLS, MIN_ROWS = 12, 9

AREA_BG, SIDE_BG, TRAY_BG = "#2e3440", "#ece3cf", "#ece3cf"
EXPLORER_FILL = "#d9d9d9"
#: Crystal colours (Paul Tol's "bright" scheme) and the letter each mark also shows.
CRYSTAL = {"G": ("#228833", "G"), "R": ("#cc3311", "R"), "B": ("#0077bb", "B")}
RAY = "#aa3377"


@dataclass(frozen=True)
class DownGrid:
    """Square half-tile cells of ``size`` pixels, columns ``xs[0]..xs[1]`` left to right,
    rows ``ys[0]..ys[1]`` top to bottom (``y`` grows downward, as the engine's cells);
    pixels outside the span map to ``None``."""

    xs: tuple[int, int]
    ys: tuple[int, int]
    size: float
    left: float
    top: float

    def shown(self, cell: Pos) -> bool:
        return self.xs[0] <= cell[0] <= self.xs[1] and self.ys[0] <= cell[1] <= self.ys[1]

    def rect(self, cell: Pos) -> Rect:
        s = self.size
        return Rect(self.left + (cell[0] - self.xs[0]) * s, self.top + (cell[1] - self.ys[0]) * s,
                    s, s)

    def centre(self, cell: Pos) -> tuple[float, float]:
        return self.rect(cell).center

    def cell_at(self, x: float, y: float) -> Pos | None:
        if x < self.left or y < self.top:
            return None
        cell = (self.xs[0] + int((x - self.left) // self.size),
                self.ys[0] + int((y - self.top) // self.size))
        return cell if self.shown(cell) else None

    def cells(self) -> list[Pos]:
        return [(x, y) for y in range(self.ys[0], self.ys[1] + 1)
                for x in range(self.xs[0], self.xs[1] + 1)]


def fit_area(tiles, area: Rect = AREA, *, max_cell: float = MAX_CELL, margin: int = MARGIN,
             min_cols: int = MIN_COLS, min_rows: int = MIN_ROWS, pad: float = 22.0,
             whole: bool = True) -> DownGrid:
    """The grid showing every cell of the explorer and ``tiles`` plus ``margin`` cells each
    side (every legal anchor lies within 2), at least ``min_cols`` × ``min_rows``, centred
    on the area, cells as large as ``area`` allows (at most ``max_cell``); with ``whole``,
    cells of whole pixels on whole pixels, so that a tile's box cuts no neighbour's
    shapes."""
    occupied = list(EXPLORER_CELLS) + [c for t in tiles for c in cells(*t)]
    x0 = min(c[0] for c in occupied) - margin
    x1 = max(c[0] for c in occupied) + margin
    y0 = min(c[1] for c in occupied) - margin
    y1 = max(c[1] for c in occupied) + margin
    while x1 - x0 + 1 < min_cols:
        x0, x1 = (x0 - 1, x1) if (x1 - x0) % 2 else (x0, x1 + 1)
    while y1 - y0 + 1 < min_rows:
        y0, y1 = (y0 - 1, y1) if (y1 - y0) % 2 else (y0, y1 + 1)
    cols, rows = x1 - x0 + 1, y1 - y0 + 1
    size = min(max_cell, (area.w - 2 * pad) / cols, (area.h - 2 * pad) / rows)
    if whole:
        size = float(int(size))
    left = area.x + (area.w - cols * size) / 2
    top = area.y + pad + (area.h - 2 * pad - rows * size) / 2
    if whole:
        left, top = float(round(left)), float(round(top))
    return DownGrid((x0, x1), (y0, y1), size, left, top)


# ---------------------------------------------------------------- drawing

def tile_box(grid: DownGrid, code: str, x: int, y: int) -> Rect:
    a, b = cells(code, x, y)
    r1, r2 = grid.rect(a), grid.rect(b)
    return Rect(r1.x, r1.y, r2.right - r1.x, r2.bottom - r1.y)


def draw_parts(c: Any, parts, box: Rect, half: float) -> None:
    """Crystal parts as small lettered squares on the edges of ``box`` (a tile, or the
    explorer; ``half`` the height of a half-tile cell): green on the left / right edge of
    the top cell, red on the top / bottom edge, blue at the corners."""
    s = max(6.0, half * 0.28)
    for p in parts:
        colour, letter = CRYSTAL[p[0]]
        if p in ("GL", "GR"):
            px = box.x + s / 2 if p == "GL" else box.right - s / 2
            py = box.y + half / 2
        elif p in ("RT",):
            px, py = box.center[0], box.y + s / 2
        elif p in ("RB",):
            px, py = box.center[0], box.bottom - s / 2
        elif p in ("RLB", "RRB"):                     # an explorer's: under each half
            px = box.x + box.w * (0.25 if p == "RLB" else 0.75)
            py = box.bottom - s / 2
        else:
            px = box.x + s / 2 if p[2] == "L" else box.right - s / 2
            py = box.y + s / 2 if p[1] == "T" else box.bottom - s / 2
        c.fill_style = colour
        c.fill_rect(px - s / 2, py - s / 2, s, s)
        D.text(c, letter, px, py, s * 0.9, "#ffffff", bold=True)


def draw_tile(c: Any, code: str, box: Rect, *, level: int = 0, small: bool = False) -> None:
    """A tile: its landscape's colour, its code and the landscape's initial (colour is never
    the only cue), its crystal parts, a mutagenic monster's ray arrow, an ice monster's
    mutation level."""
    land = KINDS[code][0]
    D.fill_round_rect(c, box.inset(1), 3, COLOURS[land])
    if small:
        return
    D.stroke_round_rect(c, box.inset(1), 3, "#1d1d1d", 1.0)
    size = min(box.w, box.h)
    half = box.h / 2 if code not in ("MD", "MU") else box.h
    cx, cy = box.center
    D.text(c, code, cx, cy, max(8.0, size * 0.32), "#111111", bold=True)
    D.text(c, land[0].upper(), box.x + 4, box.bottom - 6, max(7.0, size * 0.2), "#333333",
           align="left")
    if code == "MD":
        D.text(c, "▼", box.x + box.w * 0.82, cy, max(8.0, size * 0.4), RAY)
    elif code == "MU":
        D.text(c, "▲", box.x + box.w * 0.82, cy, max(8.0, size * 0.4), RAY)
    if level:
        D.text(c, f"+{level}", box.right - 3, box.y + 8, max(8.0, size * 0.26), RAY,
               bold=True, align="right", halo="#ffffff")
    draw_parts(c, PARTS.get(code, ()), box.inset(1), half - 1)   # its letters inside the box


def explorer_box(grid: DownGrid) -> Rect:
    r = grid.rect((0, 0))
    return Rect(r.x, r.y, 2 * grid.size, 2 * grid.size)


def draw_explorer(c: Any, grid: DownGrid, explorer: int | None) -> None:
    box = explorer_box(grid)
    D.fill_round_rect(c, box.inset(1), 5, EXPLORER_FILL)
    D.stroke_round_rect(c, box.inset(1), 5, "#1d1d1d", 1.5)
    D.text(c, f"E{explorer}" if explorer else "E", *box.center, grid.size * 0.55, "#222222",
           bold=True)
    if explorer:
        draw_parts(c, EXPLORER_PARTS.get(explorer, ()), box.inset(1), grid.size - 1)


def draw_back(c: Any, box: Rect) -> None:
    D.fill_round_rect(c, box.inset(1), 5, "#8c7b5a")
    D.text(c, "?", *box.center, box.h * 0.3, "#f3ead2", bold=True)


def arrow(c: Any, a: tuple[float, float], b: tuple[float, float], colour: str) -> None:
    D.line(c, a[0], a[1], b[0], b[1], colour, 4.0)
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = max((dx * dx + dy * dy) ** 0.5, 1e-6)
    ux, uy = dx / n, dy / n
    c.fill_style = colour
    c.fill_polygon([(b[0], b[1]), (b[0] - 10 * ux - 6 * uy, b[1] - 10 * uy + 6 * ux),
                    (b[0] - 10 * ux + 6 * uy, b[1] - 10 * uy - 6 * ux)])


# ------------------------------------------------------------ the pieces layer by region
#
# Each region is a pure function of exactly what it draws (:class:`widgets.draw.Regions`)
# and draws within its box. The boxes cut no other region's shapes: the tiles and the
# explorer hold whole cells and draw 1 px inside them; the grid, which they would cut, is
# on the background.

REGIONS = D.Regions()

CANVAS_W, CANVAS_H = 900, 600
TITLE_BOX = Rect(AREA.x, AREA.y, AREA.w, 20)
SIDE_TITLE_BOX = Rect(SIDE.x, SIDE.y, CANVAS_W - SIDE.x, 20)
THUMB_BOXES = tuple(box.inset(-2) for box in THUMBS)
MEDALS_BOX = Rect(SIDE.x, MEDALS_TOP - 10, CANVAS_W - SIDE.x, TRAY.y - 2 - (MEDALS_TOP - 10))
TRAY_BOX = Rect(0, TRAY.y - 1, CANVAS_W, CANVAS_H - TRAY.y + 1)


def clear_caches() -> None:
    """Forget every cached recording, the grid's and the regions' (the next layers are
    recorded afresh)."""
    REGIONS.clear()
    ground.cache_clear()


@functools.lru_cache(maxsize=16)
def ground(grid: DownGrid) -> D.Recorder:
    """The background layer: the three panels' grounds, the area's cells and their
    coordinates."""
    c = D.Recorder()
    D.fill_round_rect(c, AREA, 10, AREA_BG)
    D.fill_round_rect(c, SIDE, 10, SIDE_BG)
    D.fill_round_rect(c, TRAY, 10, TRAY_BG)
    D.cell_grid(c, grid, grid.ys[1], AREA.bottom - 5)       # y downward: the last row
    return c


@REGIONS.region(8, TITLE_BOX)
def _title(c: Any, seat: int, lang: str) -> None:
    D.text(c, render(Msg("ui.bm.caption.area", who=player(seat)), lang), AREA.x + 10,
           AREA.y + 11, 13, "#eeeeee", bold=True, align="left")


@REGIONS.region(32, lambda grid, explorer: explorer_box(grid))
def _explorer(c: Any, grid: DownGrid, explorer: int | None) -> None:
    draw_explorer(c, grid, explorer)


@REGIONS.region(512, lambda grid, code, x, y, level: tile_box(grid, code, x, y))
def _tile(c: Any, grid: DownGrid, code: str, x: int, y: int, level: int) -> None:
    draw_tile(c, code, tile_box(grid, code, x, y), level=level)


@REGIONS.region(8, SIDE_TITLE_BOX)
def _side_title(c: Any, lang: str) -> None:
    D.text(c, render(Msg("ui.bm.caption.areas"), lang), SIDE.x + 8, SIDE.y + 12, 12,
           "#3b3326", bold=True, align="left")


@REGIONS.region(128, lambda s, *_: THUMB_BOXES[s])
def _thumb(c: Any, s: int, shown: bool, label: str, tiles: tuple) -> None:
    """Seat ``s``'s area small, under its label (squeezed to fit: a team and a choice
    made ran over the next thumbnail); the one shown large highlighted."""
    box = THUMBS[s]
    D.fill_round_rect(c, box, 6, "#dbe8fb" if shown else "#ffffff")
    D.stroke_round_rect(c, box, 6, "#1c6dd0" if shown else "#9c9484", 1.5)
    D.text(c, label, box.x + 5, box.y + 9, 10, "#3b3326", bold=shown, align="left",
           max_width=box.w - 10)
    mini = fit_area(tiles, Rect(box.x, box.y + 16, box.w, box.h - 16), max_cell=6.0,
                    margin=0, min_cols=1, min_rows=1, pad=2.0, whole=False)
    er = mini.rect((0, 0))
    c.fill_style = EXPLORER_FILL
    c.fill_rect(er.x, er.y, 2 * mini.size, 2 * mini.size)
    for t in tiles:
        draw_tile(c, t.code, tile_box(mini, *t), small=True)


@REGIONS.region(16, MEDALS_BOX)
def _medals(c: Any, medals: tuple, lang: str) -> None:
    """The medals in play (``(id, seats, teams)``) and who won them."""
    y = MEDALS_TOP
    D.text(c, render(Msg("bm.caption.medals"), lang), SIDE.x + 8, y, 12, "#3b3326",
           bold=True, align="left")
    step = min(28.0, (SIDE.bottom - y - 24) / max(len(medals), 1))
    for k, (medal, seats, teams) in enumerate(medals):
        yy = y + 18 + k * step
        D.text(c, render(Msg("bm.caption.medal", name=Msg(f"bm.medal_title.{medal}"),
                             points=MEDAL_POINTS[medal]), lang),
               SIDE.x + 10, yy, 11, "#3b3326", bold=True, align="left")
        holders = [player(s) for s in seats]
        held = Msg("bm.caption.held", seats=holders) if holders else Msg("bm.caption.open")
        if teams:
            held = Msg("bm.caption.held_teams",
                       teams=[Msg("bm.caption.team", n=t + 1) for t in teams])
        D.text(c, render(held, lang), SIDE.x + 18, yy + 12, 10, "#5a5346", align="left")


@REGIONS.region(8, MEDALS_BOX)
def _scores(c: Any, totals: tuple, winners: frozenset, teams: tuple, lang: str) -> None:
    """At the end: each seat's score, the winners starred, and the teams'."""
    y = MEDALS_TOP
    D.text(c, render(Msg("bm.caption.scores"), lang), SIDE.x + 8, y, 12, "#3b3326",
           bold=True, align="left")
    for s, points in enumerate(totals):
        won = s in winners
        line = render(Msg("bm.caption.score", who=player(s), points=points), lang)
        D.text(c, ("★ " if won else "") + line, SIDE.x + 10, y + 20 + 18 * s, 12,
               "#7a2e00" if won else "#3b3326", bold=won, align="left")
    for t, points in enumerate(teams):
        D.text(c, render(Msg("bm.caption.team_score", n=t + 1, points=points), lang),
               SIDE.x + 10, y + 30 + 18 * (len(totals) + t), 11, "#3b3326", align="left")


@REGIONS.region(64, TRAY_BOX)
def _tray(c: Any, seat: int, step: str, curtained: bool, explorers: tuple, tiles: tuple,
          hidden: int, rows: tuple | None, buttons: tuple, lang: str) -> None:
    """The tray of ``seat`` at ``step``: the explorers to keep (``(seat, explorer)``) or
    the tiles (``hidden`` backs for a hand not shown; ``rows``: how many, how long),
    then the curtain's banner or the buttons (``(kind, value, box, free)``)."""
    ink = "#3b3326"
    if step == "explorer":
        owners = list(dict.fromkeys(s for s, _ in explorers)) or [seat]
        D.text(c, render(Msg("bm.caption.explorers", who=[player(s) for s in owners]), lang),
               TRAY.x + 10, TRAY.y + 14, 12, ink, bold=True, align="left")
        if not explorers:
            for box in EXPLORER_BOXES[:2]:
                draw_back(c, box)
        for (s, e), box in zip(explorers, EXPLORER_BOXES):
            D.fill_round_rect(c, box, 8, EXPLORER_FILL)
            D.stroke_round_rect(c, box, 8, "#1d1d1d", 1.2)
            D.text(c, f"E{e}", box.center[0], box.y + 16, 16, ink, bold=True)
            D.text(c, render(player(s), lang), box.center[0], box.y + 34, 9, ink)
            draw_parts(c, EXPLORER_PARTS.get(e, ()), box, box.h / 2)
    else:
        if step == "pick":
            caption = Msg("bm.caption.hand", who=player(seat))
        elif step in ("take", "row"):
            caption = Msg("bm.caption.rows")
        elif step == "salvage":
            caption = Msg("bm.caption.discard")
        else:
            caption = Msg("bm.caption.to_place", who=player(seat))
        D.text(c, render(caption, lang), TRAY.x + 10, TRAY.y + 14, 12, ink, bold=True,
               align="left")
        if hidden:
            D.text(c, render(Msg("ui.bm.caption.hidden_hand", who=player(seat), n=hidden),
                             lang), TRAY.x + 10, TRAY.y + 34, 11, ink, align="left")
            for i in range(min(hidden, CHIPS.n)):
                draw_back(c, CHIPS.rect(i))
        for i, code in enumerate(tiles[:CHIPS.n]):
            box = CHIPS.rect(i)
            if code in ("MD", "MU"):
                box = Rect(box.x, box.y + box.h / 4, box.w, box.h / 2)
            draw_tile(c, code, box)
        if rows is not None:
            count, size = rows
            for r in range(count):
                D.text(c, render(Msg("bm.caption.row", n=r + 1), lang),
                       CHIPS.rect(r * size).x, CHIPS.y - 8, 10, ink, align="left")
    if curtained:
        banner = Rect(CHIPS.x, CHIPS.y + CHIPS.h / 2 - 17, 460, 34)
        D.fill_round_rect(c, banner, 8, "#fffdf6")
        D.stroke_round_rect(c, banner, 8, "#1c6dd0", 1.5)
        D.text(c, render(Msg("ui.curtain.caption", who=player(seat)), lang),
               *banner.center, 14, "#1c3f8a", bold=True)
        return
    if step == "pick":
        D.text(c, render(Msg("ui.bm.caption.ships"), lang), BUTTONS[0].x, TRAY.y + 14, 12,
               ink, bold=True, align="left")
    elif step == "row":
        D.text(c, render(Msg("ui.bm.caption.choose_row"), lang), BUTTONS[0].x,
               TRAY.y + 14, 12, ink, bold=True, align="left")
    for kind, value, box, free in buttons:
        if kind == "ship" and value == DISCARD_SHIP:
            label = Msg("ui.bm.caption.discard_other")
        elif kind == "ship":
            label = Msg("ui.bm.caption.ship" if free else "ui.bm.caption.ship_taken",
                        n=value + 1)
        elif kind == "row":
            label = Msg("bm.caption.row", n=value + 1)
        else:
            label = Msg("ui.bm.caption.no_salvage")
        D.fill_round_rect(c, box, 7, "#ffffff" if free else "#ddd6c4")
        D.stroke_round_rect(c, box, 7, "#1c6dd0" if free else "#9c9484", 1.5)
        D.text(c, render(label, lang), *box.center, 11,
               "#1c6dd0" if free else "#8a8272", bold=True)


class BigMonsterBoard(Board):
    """A live Big Monster table (see the module docstring): the view of a
    :class:`~widgets.games.big_monster.session.BigMonsterSession`, built from the same
    arguments."""

    WIDTH = 900
    HEIGHT = 600
    SESSION = BigMonsterSession

    def __init__(self, *args: Any, **kwargs: Any):
        self.grid: DownGrid | None = None
        self._overlay_cache: tuple | None = None
        super().__init__(*args, **kwargs)

    def layout_scene(self) -> None:
        state = self.shown_state
        self.grid = fit_area(state.areas[self.area_seat()])

    # ------------------------------------------------------------ pixels -> keys

    def hit(self, x: float, y: float):
        if AREA.contains(x, y):
            grid = self.grid or fit_area(self.state.areas[self.area_seat()])
            cell = grid.cell_at(x, y)
            return cell_key(cell) if cell is not None else None
        state = self.state
        for s in range(state.players):
            if THUMBS[s].contains(x, y):
                return ("area", s)
        if not TRAY.contains(x, y) or state.phase is Phase.OVER:
            return None
        if self.curtained:
            return CURTAIN
        step = self.step_of()
        if step == "explorer":
            for (_, e), box in zip(self.explorer_choices(state), EXPLORER_BOXES):
                if box.contains(x, y):
                    return ("explorer", e)
            return None
        i = CHIPS.index_at(x, y)
        if i is not None and i < len(self.tray_tiles()):
            return ("tile", i)
        for key, box in self._buttons_shown(state):
            if box.contains(x, y):
                return key
        return None

    def _buttons_shown(self, state: State) -> list[tuple[Any, Rect]]:
        step = self.step_of(state)
        if step == "pick":
            return [(("ship", s), BUTTONS[i]) for i, s in enumerate(self.ship_keys(state))]
        if step == "row":
            return [(("row", i), BUTTONS[i]) for i in range(len(state.rows))]
        if step == "salvage":
            return [(("salvage", None), SALVAGE)]
        return []

    def _box(self, key) -> Rect | None:
        kind, value = key
        if kind == "curtain":
            return Rect(CHIPS.x - 4, CHIPS.y - 4, CHIPS.rect(CHIPS.n - 1).right - CHIPS.x + 8,
                        CHIPS.h + 8)
        if kind == "tile":
            return CHIPS.rect(value) if 0 <= value < CHIPS.n else None
        if kind == "area":
            return THUMBS[value] if 0 <= value < len(THUMBS) else None
        if kind == "explorer":
            return next((b for (_, e), b in zip(self.explorer_choices(), EXPLORER_BOXES)
                         if e == value), None)
        return next((b for k, b in self._buttons_shown(self.state) if k == key), None)

    # ------------------------------------------------------------ the info strip

    def summary_details(self, state: Any) -> list[Msg]:
        return [Msg("ui.summary.round", n=state.round)]

    def info_parts(self, lang: str) -> list[str]:
        state = self.shown_state
        if state.phase is Phase.OVER:
            parts = [f"<b>{html_msg(Msg('ui.bm.info.over'), lang)}</b>"]
        else:
            asks = bm.asks(state)
            ask = asks[0].msg if asks else Msg("ui.bm.info.over")
            status = Msg("ui.bm.info.phase", round=state.round, turn=state.turn, ask=ask)
            parts = [f"<b>{html_msg(status, lang)}</b>"]
        parts.append(html_msg(Msg("ui.bm.info.box", n=len(state.box)), lang))
        parts.append(html_msg(Msg("ui.bm.info.discard", n=len(state.discard)), lang))
        if state.options.teams:
            parts.append(html_msg(Msg("ui.bm.info.teams"), lang))
        return parts + self.origin_parts(lang)

    # ------------------------------------------------------------ drawing

    def layer_painters(self, full: bool = True, pieces: bool = True) -> list:
        """As every board's, but the background is recorded with the pieces too: it holds
        the area's grid, which a move may refit. From its cache, it is sent only then."""
        return super().layer_painters(full or pieces, pieces)

    def draw_background(self, c) -> None:
        D.put(c, ground(self.grid or fit_area(self.shown_state.areas[self.area_seat()])))

    def draw_pieces(self, c, state: State, live: bool) -> None:
        """The pieces layer: each region's cached recording (:data:`REGIONS`), given
        exactly what it draws."""
        lang = self.lang
        seat = self.area_seat()
        grid = self.grid or fit_area(state.areas[seat])
        seen = self.seen(state)
        explorer = seen.explorers[seat]
        tiles = state.areas[seat]
        D.put(c, _title(seat, lang))
        D.put(c, _explorer(grid, explorer))
        levels = mutations(tiles, explorer or 0)
        for i, t in enumerate(tiles):
            level = levels.get(i, 0) if t.code in ICE else 0
            D.put(c, _tile(grid, t.code, t[1], t[2], level))
        D.put(c, _side_title(lang))
        for s in range(state.players):
            D.put(c, _thumb(s, s == seat, self._thumb_label(state, s, lang),
                            tuple(state.areas[s])))
        if state.phase is Phase.OVER:
            teams = tuple(bm.team_scores(state)) if state.options.teams else ()
            D.put(c, _scores(tuple(bm.total(state, s) for s in range(state.players)),
                             frozenset(state.winners), teams, lang))
        else:
            D.put(c, _medals(tuple((m.id, tuple(m.seats), tuple(m.teams))
                                   for m in state.medals), lang))
        tray = self._tray_key(state, live)
        if tray is not None:
            D.put(c, _tray(*tray, lang))

    @staticmethod
    def _thumb_label(state: State, s: int, lang: str) -> str:
        label = render(player(s), lang)
        if state.options.teams:
            label += " · " + render(Msg("bm.caption.team", n=state.team(s) + 1), lang)
        if state.phase is Phase.PICK and state.chosen[s] is not None:
            label += " ✓ " + render(Msg("bm.caption.chosen"), lang)
        return label

    def _tray_key(self, state: State, live: bool) -> tuple | None:
        """What :func:`_tray` draws of ``state`` (but the language), or None: no tray at
        the end or in a snapshot between two asks."""
        seat = self.acting(state)
        if state.phase is Phase.OVER or seat is None:
            return None
        step = self.step_of(state)
        explorers = tuple(self.explorer_choices(state)) if live and step == "explorer" else ()
        tiles = tuple(self.tray_tiles(state)) if step != "explorer" else ()
        hidden = len(state.hands[seat]) if step == "pick" and not tiles else 0
        rows = (len(state.rows), len(state.rows[0])) if step == "row" else None
        buttons = tuple((kind, value, box, kind != "ship" or value == DISCARD_SHIP
                         or state.ships[value] is None)
                        for (kind, value), box in self._buttons_shown(state))
        return (seat, step, live and self.curtained, explorers, tiles, hidden, rows, buttons)

    def draw_selection(self, c, state: State) -> None:
        """The picked tray tile; with hints, where the chosen tile may go, each anchor
        lettered M / C / B where the engine's overlay forecasts a mutation, a crystal, a
        Big Monster."""
        if state.phase is Phase.OVER:
            return
        sel = self.selection
        if sel is not None and 0 <= sel < CHIPS.n:
            D.mark(c, CHIPS.rect(sel), "hand")
        if not self.hints or self.curtained:
            return
        grid = self.grid
        if grid is None:
            return
        for (x, y), muts, crys, bigs in self._cached_overlay(state):
            if not grid.shown((x, y)):
                continue
            r = grid.rect((x, y))
            D.mark(c, r.inset(3), "site")
            letters = ("M" if muts else "") + ("C" if crys else "") + ("B" if bigs else "")
            if letters:
                D.text(c, letters, *r.center, max(8.0, grid.size * 0.3), "#ffffff", bold=True,
                       halo=RAY)

    def _cached_overlay(self, state: State) -> list:
        cached = self._overlay_cache
        if cached is None or cached[0] is not state or cached[1] != self.area_seat():
            overlay = self.previews(state) if self.area_seat() == self.acting(state) else []
            cached = self._overlay_cache = (state, self.area_seat(), overlay)
        return cached[2]

    def draw_marks(self, c, feedback: Feedback) -> None:
        grid = self.grid
        for mark in feedback.marks:
            kind, value = mark.target
            if kind == "cell":
                if grid is not None and grid.shown(value):
                    D.mark(c, grid.rect(value).inset(3), mark.style)
                continue
            if kind == "ray":
                if grid is not None:
                    src, ice, direction = value
                    ice_cell = ice if direction == "up" else ice
                    target = (ice_cell[0], ice_cell[1] + (1 if direction == "up" else 0))
                    if grid.shown(src) and grid.shown(target):
                        arrow(c, grid.centre(src), grid.centre(target),
                              D.MARK_STYLES[mark.style][0])
                continue
            if kind == "crystal":
                if grid is not None:
                    colour, cs = value
                    pts = [grid.centre(p) for p in cs if grid.shown(p)]
                    if pts:
                        x = sum(p[0] for p in pts) / len(pts)
                        y = sum(p[1] for p in pts) / len(pts)
                        ink = CRYSTAL[colour[0].upper()][0]
                        c.fill_style = ink
                        d = grid.size * 0.3
                        c.fill_polygon([(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
                        D.text(c, colour[0].upper(), x, y, d, "#ffffff", bold=True)
                continue
            box = self._box(mark.target)
            if box is not None:
                D.mark(c, box, mark.style)
