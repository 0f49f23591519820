"""The Kingdom Builder board: build settlements on the 20×20 map with live verdicts.

::

    board = KingdomBuilderBoard()                        # 2 players, random setup, seed 0
    board = KingdomBuilderBoard(players=3, setup="first", seed=4)
    board = KingdomBuilderBoard("kb2 ...")               # a position in notation
    board.hover_hex((3, 5)); board.explanation_text      # terrain, adjacency, the proof hex
    board.click_hex((3, 5))                              # build
    board.pick_tile(0); board.click_hex((0, 4))          # use a location tile
    board.end_turn(); board.undo(); board.step(-1)

Options: ``players`` (2–4), ``setup`` (``"random"`` / ``"first"``) and ``lords`` are the
fields of the engine's :class:`tutor.kingdom_builder.Options`; ``options=`` takes a whole
``Options``; ``seed`` deals (:func:`tutor.kingdom_builder.initial_state`).

The canvas shows the map as pointy-top hexes (odd-r rows, as the notation's ``row,col``),
with rulers: the row numbers down its left edge, the column numbers along its top (over
row 0) and its bottom (under row 19, shifted half a hex as odd rows are), so that a hex a
lesson names ("3,5") is found without hovering. Each terrain in a colour-blind-safe colour *and* its letter (G grass, C canyon, D desert,
F flower field, T forest, W water, M mountain, K castle; location hexes show their tile's
two letters and the tiles left as dots), settlements as discs in the seat's colour with
its number. On the right: the terrain card of the seat to act, its location tiles as
chips (click to pick; a tile taken this turn is faded, a used one struck through), each
seat's supply, the End turn button, and at the end the scores. With hints on, the hexes
the next click may name are outlined (the selection layer); hovering a hex shows the
engine's verdict with the hexes it counted outlined gold. Everything the board says comes
from ``tutor.kingdom_builder``.

The map (hexes, letters, tile marks) is drawn on the background layer, once per map; the
pieces layer holds what a move changes, in boxed regions (each row's settlements and tiles
left, the side panel's parts), so that a move sends only the regions it changed.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

import tutor.kingdom_builder as kb
from tutor.core import Msg, render
from tutor.kingdom_builder.board import SIZE
from tutor.kingdom_builder.rules import player, terrain_msg
from tutor.kingdom_builder.state import Phase, State
from tutor.kingdom_builder.svg import SEAT_COLOURS, TERRAIN_COLOURS, TILE_MARKS

from widgets import draw as D
from widgets.base import Board, Feedback
from widgets.draw import MARK_STYLES
from widgets.geometry import HexGrid, Rect
from widgets.panel import html_msg

from . import messages as _messages_kb  # noqa: F401  (registers ui.kb.*)
from .session import KingdomBuilderSession

RADIUS = 16.2
MAP = Rect(4, 4, 612, 528)
#: The rulers' room on the map: the row numbers' column on the left, the column numbers'
#: rows above and below the hexes.
RULER_W, RULER_H = 16.0, 12.0
GRID = HexGrid(MAP.x + 4 + RULER_W + RADIUS * 3 ** 0.5 / 2, MAP.y + 4 + RULER_H + RADIUS,
               RADIUS, SIZE, SIZE)
RULER_INK = "#dde3ea"
SIDE = Rect(622, 4, 134, 528)
CARD = Rect(632, 28, 114, 44)
CHIP_W, CHIP_H, CHIP_GAP = 54.0, 28.0, 6.0
CHIPS_TOP = 118.0
CHIP_ROWS = 7
CHIPS = tuple(Rect(632 + (i % 2) * (CHIP_W + CHIP_GAP),
                   CHIPS_TOP + (i // 2) * (CHIP_H + CHIP_GAP), CHIP_W, CHIP_H)
              for i in range(2 * CHIP_ROWS))
SUPPLY_TOP = 370.0
END = Rect(632, 490, 114, 32)

MAP_BG, SIDE_BG = "#4a5a6a", "#ece3cf"
#: Terrain colours (Paul Tol's "light" scheme, told apart with colour vision deficiencies,
#: shared with the engine's static picture) and the letter each hex also shows, so colour
#: is never the only cue.
FILL = TERRAIN_COLOURS
INK = {"T": "#0d3b2e", "W": "#12345a", "M": "#202020"}
#: Location tiles' two-letter marks (the same in both languages: the engine's kinds).
TILE_MARK = TILE_MARKS
SEATS = SEAT_COLOURS
SEAT_INK = ("#ffffff", "#ffffff", "#ffffff", "#222222")


#: Every hex's corners, row-major (a hexagon: 6 points).
CORNERS = tuple(tuple(GRID.corners((r, c), 0.6)) for r in range(SIZE) for c in range(SIZE))

# ------------------------------------------------------------ the map, on the background
#
# The hexes, their letters and the locations' tile marks stay as they are all game: they
# are drawn on the background layer, recorded once per map. A move redraws the pieces
# layer only, which holds what changes: the tiles left, the settlements, the side panel.

@functools.lru_cache(maxsize=8)
def ground(terrain: tuple[str, ...], locations: tuple) -> D.Recorder:
    """The background layer of a map: the map's and the side panel's grounds, the rulers,
    then the 400 hexes in a few batched calls (one ``fill_polygons`` per terrain colour,
    one ``stroke_polygons`` for every outline: 400 polygons one by one cost a redraw
    ~30 ms), then each hex's letter (a location's: its tile's two letters)."""
    c = D.Recorder()
    D.fill_round_rect(c, MAP, 10, MAP_BG)
    draw_rulers(c)
    D.fill_round_rect(c, SIDE, 10, SIDE_BG)
    by_letter: dict[str, list] = {}
    for i, letter in enumerate(terrain):
        by_letter.setdefault(letter, []).append(CORNERS[i])
    for letter in sorted(by_letter):
        c.fill_style = FILL[letter]
        c.fill_polygons(np.array(by_letter[letter]))
    c.stroke_style = "#3a4650"
    c.line_width = 1.0
    c.set_line_dash([])
    c.stroke_polygons(np.array(CORNERS))
    kinds = dict(locations)
    for i, letter in enumerate(terrain):
        h = divmod(i, SIZE)
        x, y = GRID.center(h)
        if letter == "L":
            D.text(c, TILE_MARK[kinds[h]], x, y - 3, 11, "#2b1740", bold=True)
        elif letter == "K":
            D.text(c, "K", x, y, 13, "#8a6d00", bold=True)
        else:
            D.text(c, letter, x, y - 8, 9, INK.get(letter, "#3b3326"))
    return c


# ------------------------------------------------------------ the pieces layer by region
#
# After a move only the regions it changed are recorded and sent (a settlement built: its
# row's settlements, the supplies, maybe the hand and the End button), not the whole map.
# Each region is a pure function of exactly what it draws (:class:`widgets.draw.Regions`)
# and draws within its box, strokes and text included. The boxes do not overlap: a row's
# tokens (its discs and dots, 19 px tall) leave 5 px free above the next row's.

REGIONS = D.Regions()


def clear_caches() -> None:
    """Forget every cached recording, the map's and the regions' (the next layers are
    recorded afresh)."""
    REGIONS.clear()
    ground.cache_clear()


ROW_BOXES = tuple(Rect(MAP.x, GRID.center((r, 0))[1] - 8, MAP.w, 20) for r in range(SIZE))
CANVAS_W = Board.WIDTH
CARD_BOX = Rect(SIDE.x, SIDE.y, CANVAS_W - SIDE.x, 90)
HAND_BOX = Rect(SIDE.x, CARD_BOX.bottom, CANVAS_W - SIDE.x, 362 - CARD_BOX.bottom)
SUPPLY_BOX = Rect(SIDE.x, HAND_BOX.bottom, CANVAS_W - SIDE.x, 72)
END_BOX = END.inset(-2)
SCORES_BOX = Rect(SIDE.x, SIDE.y, CANVAS_W - SIDE.x, 120)


@REGIONS.region(256, lambda r, *_: ROW_BOXES[r])
def _tokens(c: Any, r: int, tiles_left: tuple, settlements: tuple) -> None:
    """Row ``r``'s tiles left on its locations as dots (``(col, n)``), then its
    settlements (``(col, seat)``)."""
    for col, left in tiles_left:
        x, y = GRID.center((r, col))
        for i in range(left):
            c.fill_style = "#2b1740"
            c.fill_circle(x - 3 + 6 * i - 3 * (left - 1) + 3, y + 8, 2.2)
    for col, seat in settlements:
        draw_settlement(c, (r, col), seat)


def token_rows(state: State) -> list[tuple]:
    """Per map row, what :func:`_tokens` draws of ``state``: ``(row, its locations' tiles
    left (col, n), its settlements (col, seat))``."""
    left: list[list] = [[] for _ in range(SIZE)]
    for (r, col), _kind in state.board.locations:
        left[r].append((col, state.tiles_left((r, col))))
    settled: list[list] = [[] for _ in range(SIZE)]
    for seat, hexes in enumerate(state.settlements):
        for r, col in hexes:
            settled[r].append((col, seat))
    return [(r, tuple(sorted(left[r])), tuple(sorted(settled[r]))) for r in range(SIZE)]


def draw_rulers(c: Any) -> None:
    """The map's coordinates: each row's number at its left, right-aligned in one column;
    each column's number above its hex of row 0 and below its hex of row 19."""
    half = GRID.width / 2
    for r in range(SIZE):
        D.text(c, str(r), GRID.x0 - half - 3, GRID.center((r, 0))[1], 10, RULER_INK,
               align="right")
    for col in range(SIZE):
        x, y = GRID.center((0, col))
        D.text(c, str(col), x, y - RADIUS - RULER_H / 2 + 1, 10, RULER_INK)
        x, y = GRID.center((SIZE - 1, col))
        D.text(c, str(col), x, y + RADIUS + RULER_H / 2 - 1, 10, RULER_INK)


def hex_mark(c: Any, h: tuple[int, int], style: str) -> None:
    """Outline hex ``h`` in a highlight style (a cross through it for ``cross``)."""
    colour, dash = MARK_STYLES.get(style, MARK_STYLES["focus"])
    c.stroke_style = colour
    c.line_width = 3.0
    c.set_line_dash(list(dash))
    c.stroke_polygon(GRID.corners(h, 2.0))
    if dash:
        c.set_line_dash([])
    if style == "cross":
        x, y = GRID.center(h)
        d = RADIUS * 0.45
        D.line(c, x - d, y - d, x + d, y + d, colour, 3.0)
        D.line(c, x - d, y + d, x + d, y - d, colour, 3.0)


def draw_settlement(c: Any, h: tuple[int, int], seat: int) -> None:
    x, y = GRID.center(h)
    c.fill_style = SEATS[seat % 4]
    c.fill_circle(x, y + 2, RADIUS * 0.5)
    c.stroke_style = "#111111"
    c.line_width = 1.2
    c.stroke_circle(x, y + 2, RADIUS * 0.5)
    D.text(c, str(seat + 1), x, y + 2, 11, SEAT_INK[seat % 4], bold=True)


# ------------------------------------------------------------ the side panel's regions

@REGIONS.region(16, SCORES_BOX)
def _scores(c: Any, totals: tuple[int, ...], winners: frozenset, lang: str) -> None:
    """At the end: each seat's score, the winners starred."""
    D.text(c, render(Msg("ui.kb.caption.scores"), lang), SIDE.x + 8, SIDE.y + 16, 13,
           "#3b3326", bold=True, align="left")
    for seat, points in enumerate(totals):
        won = seat in winners
        line = render(Msg("ui.kb.caption.score", who=player(seat), points=points), lang)
        D.text(c, ("★ " if won else "") + line, SIDE.x + 8, SIDE.y + 40 + 20 * seat,
               12, "#7a2e00" if won else "#3b3326", bold=won, align="left")


@REGIONS.region(32, CARD_BOX)
def _card(c: Any, seat: int, letter: str, lang: str) -> None:
    """The terrain card of the seat to act, in its colour, and the terrain named."""
    D.text(c, render(Msg("ui.kb.caption.card", who=player(seat)), lang), SIDE.x + 8,
           SIDE.y + 14, 12, "#3b3326", bold=True, align="left")
    D.fill_round_rect(c, CARD, 8, FILL[letter])
    D.stroke_round_rect(c, CARD, 8, SEATS[seat % 4], 3.0)
    D.text(c, letter, *CARD.center, 24, INK.get(letter, "#3b3326"), bold=True)
    D.text(c, render(Msg("ui.kb.caption.terrain", terrain=terrain_msg(letter)), lang),
           CARD.x, CARD.bottom + 11, 11, "#3b3326", align="left")


@REGIONS.region(64, HAND_BOX)
def _hand(c: Any, tiles: tuple, lang: str) -> None:
    """The seat's location tiles as chips: a tile taken this turn faded, a used one
    struck through."""
    D.text(c, render(Msg("ui.kb.caption.tiles"), lang), SIDE.x + 8, CHIPS_TOP - 14, 12,
           "#3b3326", bold=True, align="left")
    if not tiles:
        D.text(c, render(Msg("ui.kb.caption.no_tiles"), lang), SIDE.x + 10,
               CHIPS_TOP + 12, 11, "#7a7264", align="left")
    for i, t in enumerate(tiles[:len(CHIPS)]):
        box = CHIPS[i]
        c.global_alpha = 0.45 if t.status == "n" else 1.0
        D.fill_round_rect(c, box, 6, FILL["L"])
        D.stroke_round_rect(c, box, 6, "#2b1740", 1.2)
        D.text(c, TILE_MARK[t.kind], box.x + 16, box.center[1], 13, "#2b1740", bold=True)
        D.text(c, f"{t.source[0]},{t.source[1]}", box.right - 4, box.center[1], 9,
               "#2b1740", align="right")
        c.global_alpha = 1.0
        if t.status == "u":
            D.line(c, box.x + 4, box.bottom - 4, box.right - 4, box.y + 4, "#2b1740", 2.0)


@REGIONS.region(64, SUPPLY_BOX)
def _supplies(c: Any, supplies: tuple[int, ...], seat: int, lang: str) -> None:
    """Each seat's settlements left, the seat to act in bold."""
    for s, n in enumerate(supplies):
        y = SUPPLY_TOP + 18 * s
        c.fill_style = SEATS[s % 4]
        c.fill_circle(SIDE.x + 14, y, 6)
        c.stroke_style = "#111111"
        c.line_width = 1.0
        c.stroke_circle(SIDE.x + 14, y, 6)
        D.text(c, render(Msg("ui.kb.caption.supply", who=player(s), n=n), lang),
               SIDE.x + 23, y, 10, "#3b3326", bold=s == seat, align="left")


@REGIONS.region(8, END_BOX)
def _end_button(c: Any, can_end: bool, lang: str) -> None:
    D.fill_round_rect(c, END, 8, "#f6c445" if can_end else "#ddd6c4")
    D.text(c, render(Msg("ui.kb.caption.end"), lang), *END.center, 13,
           "#3b2f10" if can_end else "#8a8272", bold=True)


class KingdomBuilderBoard(Board):
    """A live Kingdom Builder map (see the module docstring): the view of a
    :class:`~widgets.games.kingdom_builder.session.KingdomBuilderSession`, built from the same
    arguments."""

    HEIGHT = 536
    SESSION = KingdomBuilderSession

    def __init__(self, *args: Any, **kwargs: Any):
        self.grid: HexGrid = GRID
        self._targets_cache: tuple | None = None
        super().__init__(*args, **kwargs)

    def layout_scene(self) -> None:
        self.grid = GRID                        # the map never moves

    def hit(self, x: float, y: float):
        if MAP.contains(x, y):
            h = GRID.cell_at(x, y)
            return ("hex", h) if h is not None else None
        state = self.state
        if state.phase is Phase.OVER:
            return None
        n = len(self.hand_tiles())
        for i, box in enumerate(CHIPS[:n]):
            if box.contains(x, y):
                return ("tile", i)
        if END.contains(x, y):
            return ("end", None)
        return None

    def _box(self, key) -> Rect | None:
        kind, value = key
        if kind == "tile":
            return CHIPS[value] if 0 <= value < len(CHIPS) else None
        if kind == "end":
            return END
        return None

    # ------------------------------------------------------------ the info strip

    def summary_details(self, state: Any) -> list[Msg]:
        return [Msg("ui.summary.settlements", n=sum(len(s) for s in state.settlements))]

    def info_parts(self, lang: str) -> list[str]:
        state = self.shown_state


        if state.phase is Phase.OVER:
            status = Msg("ui.kb.info.over")
        else:
            status = Msg("ui.kb.info.turn", who=player(state.turn),
                         terrain=terrain_msg(state.terrain))
        parts = [f"<b>{html_msg(status, lang)}</b>"]
        if state.phase is not Phase.OVER:
            parts.append(html_msg(Msg("ui.kb.info.built", n=kb.built_this_turn(state)), lang))
        parts.append(html_msg(Msg("ui.kb.info.pile", n=len(state.pile)), lang))
        cards = [Msg(f"kb.card.{k}") for k in state.cards]
        parts.append(html_msg(Msg("ui.kb.info.cards", cards=cards), lang))
        if state.ending and state.phase is not Phase.OVER:
            parts.append(html_msg(Msg("ui.kb.info.ending"), lang))
        return parts + self.origin_parts(lang)

    # ------------------------------------------------------------ drawing

    def layer_painters(self, full: bool = True, pieces: bool = True) -> list:
        """As every board's, but the background is recorded with the pieces too: it
        holds the map, which a new game changes. From its cache, it is sent only then."""
        return super().layer_painters(full or pieces, pieces)

    def draw_background(self, c) -> None:
        board = self.state.board
        D.put(c, ground(board.terrain, board.locations))

    def draw_pieces(self, c, state: State, live: bool) -> None:
        """The pieces layer: each region's cached recording (:data:`REGIONS`), given
        exactly what it draws."""
        lang = self.lang
        for row in token_rows(state):
            D.put(c, _tokens(*row))
        if state.phase is Phase.OVER:
            D.put(c, _scores(tuple(kb.totals(state)), frozenset(state.winners), lang))
            return
        seat = state.turn
        D.put(c, _card(seat, state.terrain, lang))
        D.put(c, _hand(tuple(state.tiles[seat]), lang))
        D.put(c, _supplies(tuple(state.supply(s) for s in range(state.players)), seat, lang))
        D.put(c, _end_button(live and self.step_of(state) == "turn"
                             and kb.mandatory_status(state) == "done", lang))

    def draw_selection(self, c, state: State) -> None:
        """On the selection layer: the picked tile, the picked settlement to move, and
        (hints on) the hexes the next click may name."""
        if state.phase is Phase.OVER:
            return
        if self.hints:
            for h in self._cached_targets(state):
                hex_mark(c, h, "site")
        sel = self.selection
        if sel is not None:
            kind, source, origin = sel
            for i, t in enumerate(self.hand_tiles(state)[:len(CHIPS)]):
                if (t.kind, t.source) == (kind, source):
                    D.mark(c, CHIPS[i], "hand")
            if origin is not None:
                hex_mark(c, origin, "hand")

    def _cached_targets(self, state: State) -> list:
        cached = self._targets_cache
        if cached is None or cached[0] is not state or cached[1] != self.selection:
            cached = self._targets_cache = (state, self.selection, self.targets(state))
        return cached[2]

    def draw_marks(self, c, feedback: Feedback) -> None:
        for mark in feedback.marks:
            kind, value = mark.target
            if kind == "hex":
                if GRID.shown(value):
                    hex_mark(c, value, mark.style)
                continue
            box = self._box(mark.target)
            if box is not None:
                D.mark(c, box, mark.style)
