"""The Flaming Pyramids board: build the pyramid with live verdicts, replay the mayhem.

::

    board = FlamingPyramidsBoard()                         # a 2-player game, seed 0
    board = FlamingPyramidsBoard("fp1 players=2 turn=1 pyramid=0:B20,R40 hands=B60|R2 piles=-|-")
    board = FlamingPyramidsBoard(puzzle="example-3-chain-reaction", lang="fr")
    board                                          # displays (board.widget is the VBox)
    board.select("B60"); board.hover_cell((1, 0)); board.explanation_text
    board.play("B60@1,0"); board.step(-1); board.undo()

The canvas shows the pyramid (cells ``(row, slot)`` as in the notation: row 0 at the
bottom, each row shifted half a tile right), the active player's hand below it (click a
tile to pick it), the open sites outlined with their coordinates, and, while a decision is
pending, the two slide targets L / R or the six faces of the fire die. Hovering previews
the engine's verdict; clicking plays. Tiles: colour = fill, weight printed, material as
a texture and an icon (straw hatched, wood grain, stone speckled, the Millstone with
rings, Coal and Blowtorch with a flame); a disarmed incendiary has a dashed border and a
crossed-out flame (FP-FIRE-5).

Everything the board says comes from ``tutor.flaming_pyramids`` (``check``, ``apply``,
``sites``, ``asks``, ``judge``); the board never decides a rule.
"""

from __future__ import annotations

from typing import Any

import tutor.flaming_pyramids as fp
from tutor.core import Msg, render
from tutor.flaming_pyramids.state import Colour, Material, Phase, State, Tile

from widgets import draw as D
from widgets.base import Board, Feedback
from widgets.geometry import BrickLayout, Rect, RowLayout, fit_bricks
from widgets.panel import html_msg

from . import messages as _messages_fp  # noqa: F401  (registers ui.fp.*)
from .session import FlamingPyramidsSession, _cell_key, _who

BOARD_AREA = Rect(6, 6, 748, 326)
HAND_AREA = Rect(6, 340, 748, 94)
HAND = RowLayout(x=150, y=366, w=74, h=46, gap=12, n=5, reach=12)
DIE = RowLayout(x=150, y=366, w=46, h=46, gap=16, n=6, reach=4)
MAX_TILE_W = 88     # board tiles shrink below this when the pyramid grows wide
RAISE = 12          # a picked hand tile is drawn this many pixels higher

FILL = {Colour.Y: "#f2c94c", Colour.R: "#e05a47", Colour.G: "#5fb36b", Colour.B: "#4a7fd4",
        None: "#a3a3a3"}
DARK_TEXT = {Colour.Y, Colour.G, None}
SAND, GROUND, TRAY = "#f7f1e3", "#d9c9a3", "#ece3cf"


# ---------------------------------------------------------------- tile drawing

def _hatch_segments(b: Rect, step: float, margin: float) -> list[tuple[float, float, float, float]]:
    """Diagonal hatch lines (45°, bottom-left to top-right) cut to ``b`` shrunk by ``margin``.

    Cut here, in Python, rather than with a canvas clip: a clip per tile was the largest
    part of a board repaint in the browser (benchmarks/browser_latency.py --fp)."""
    left, right = b.x + margin, b.right - margin
    top, bottom = b.y + margin, b.bottom - margin
    size = bottom - top
    segments = []
    x0 = left - size
    while x0 < right:
        # the line x = x0 + t, y = bottom - t for t in [0, size], cut to left <= x <= right
        t0, t1 = max(0.0, left - x0), min(size, right - x0)
        if t1 > t0:
            segments.append((x0 + t0, bottom - t0, x0 + t1, bottom - t1))
        x0 += step
    return segments


def _material_texture(c: Any, m: Material, b: Rect, radius: float) -> None:
    """The material as a texture drawn inside the tile ``b`` (no clip: it stays inside)."""
    if m is Material.STRAW:                     # light diagonal hatching
        c.stroke_style = "rgba(255,255,255,0.45)"
        c.line_width = 1.4
        c.set_line_dash([])
        c.begin_path()
        for x1, y1, x2, y2 in _hatch_segments(b, max(5.0, b.h / 6), radius * 0.45):
            c.move_to(x1, y1)
            c.line_to(x2, y2)
        c.stroke()
    elif m is Material.WOOD:                    # grain: gentle curves
        c.stroke_style = "rgba(70,35,0,0.28)"
        c.line_width = 1.2
        c.set_line_dash([])
        c.begin_path()
        inset = radius * 0.3
        for k in (0.28, 0.5, 0.72):
            y = b.y + b.h * k
            c.move_to(b.x + inset, y)
            c.quadratic_curve_to(b.x + b.w * 0.5, y + b.h * (0.12 if k != 0.5 else -0.1),
                                 b.right - inset, y)
        c.stroke()
    elif m in (Material.STONE, Material.MILLSTONE):   # speckles and a shaded foot
        foot = Rect(b.x, b.bottom - b.h * 0.2, b.w, b.h * 0.2)
        D.fill_round_rect(c, foot, min(radius, foot.h / 2), "rgba(0,0,0,0.13)")
        c.fill_style = "rgba(0,0,0,0.22)"
        for fx, fy in ((0.12, 0.3), (0.83, 0.25), (0.2, 0.68), (0.7, 0.7), (0.9, 0.55),
                       (0.35, 0.15)):
            c.fill_circle(b.x + b.w * fx, b.y + b.h * fy, max(1.0, b.h * 0.035))
        if m is Material.MILLSTONE:
            cx, cy = b.center
            c.stroke_style = "rgba(0,0,0,0.35)"
            c.line_width = 1.5
            c.stroke_circle(cx, cy, b.h * 0.42)
            c.stroke_circle(cx, cy, b.h * 0.3)


def _flame(c: Any, x: float, y: float, s: float, crossed: bool) -> None:
    """A small flame of height ``s`` with its base centred at (x, y)."""
    c.fill_style = "#e8590c"
    c.fill_polygon([(x, y - s), (x + s * 0.38, y - s * 0.3), (x + s * 0.3, y),
                    (x - s * 0.3, y), (x - s * 0.38, y - s * 0.3)])
    c.fill_style = "#ffd43b"
    c.fill_polygon([(x, y - s * 0.55), (x + s * 0.18, y - s * 0.15), (x, y),
                    (x - s * 0.18, y - s * 0.15)])
    if crossed:
        D.line(c, x - s * 0.5, y - s, x + s * 0.5, y, "#222", 2.0)


def _material_icon(c: Any, t: Tile, b: Rect, disarmed: bool) -> None:
    """A small icon in the top-right corner (drawn only on tiles large enough)."""
    s = b.h * 0.3
    x, y = b.right - s * 0.75 - 2, b.y + s * 0.7 + 2
    m = t.material
    if m is Material.STRAW:
        for dx in (-0.3, 0.0, 0.3):
            D.line(c, x + dx * s, y + s * 0.5, x + dx * s * 1.6, y - s * 0.5, "#6b4e00", 1.4)
    elif m is Material.WOOD:
        c.fill_style = "#8a5a2b"
        c.fill_circle(x, y, s * 0.5)
        c.stroke_style = "#f1d3a8"
        c.line_width = 1
        c.stroke_circle(x, y, s * 0.28)
    elif m is Material.STONE:
        c.fill_style = "#6c6c6c"
        c.fill_polygon([(x - s * 0.55, y + s * 0.4), (x - s * 0.2, y - s * 0.45),
                        (x + s * 0.35, y - s * 0.3), (x + s * 0.55, y + s * 0.4)])
    elif m is Material.MILLSTONE:
        c.fill_style = "#555"
        c.fill_circle(x, y, s * 0.5)
        c.fill_style = "#ddd"
        c.fill_circle(x, y, s * 0.16)
    elif m is Material.COAL:
        c.fill_style = "#262626"
        c.fill_circle(x, y + s * 0.15, s * 0.42)
        _flame(c, x, y - s * 0.05, s * 0.8, disarmed)
    elif m is Material.BLOWTORCH:
        c.fill_style = "#444"
        c.fill_rect(x - s * 0.55, y + s * 0.05, s * 0.6, s * 0.35)
        _flame(c, x + s * 0.25, y + s * 0.25, s * 0.85, disarmed)


def draw_tile(c: Any, t: Tile, box: Rect, *, alpha: float = 1.0, disarmed: bool = False) -> None:
    """One tile filling ``box`` (a cell or a hand slot)."""
    b = box.inset(max(1.5, box.w * 0.035))
    radius = max(3.0, b.h * 0.14)
    c.global_alpha = alpha
    D.fill_round_rect(c, b, radius, FILL[t.colour])
    _material_texture(c, t.material, b, radius)
    border = "#8b1a1a" if t.incendiary else "#3b3326"
    D.stroke_round_rect(c, b, radius, border, 2.2 if t.incendiary else 1.2,
                        (4, 3) if disarmed else ())
    dark = t.colour in DARK_TEXT
    ink, halo = ("#1d1d1d", "rgba(255,255,255,0.8)") if dark else ("#ffffff", "rgba(0,0,0,0.55)")
    cx, cy = b.center
    D.text(c, str(t.weight), cx, cy + b.h * 0.06, max(9.0, b.h * 0.46), ink, bold=True,
           halo=halo)
    label = t.colour.name if t.colour is not None and not t.incendiary else t.code
    if disarmed:
        label += "~"
    D.text(c, label, b.x + 3, b.y + 2, max(8.0, b.h * 0.25), ink, bold=True, align="left",
           baseline="top", halo=halo)
    if b.w >= 36 or t.incendiary:
        _material_icon(c, t, b, disarmed)
    c.global_alpha = 1.0


def _die_face(c: Any, box: Rect, face: int, colour: str = "#ffffff") -> None:
    D.fill_round_rect(c, box, 7, colour)
    D.stroke_round_rect(c, box, 7, "#3b3326", 1.5)
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
            4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
            5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
            6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[face]
    cx, cy = box.center
    c.fill_style = "#222"
    for dx, dy in pips:
        c.fill_circle(cx + dx * box.w * 0.25, cy + dy * box.h * 0.25, box.w * 0.08)


# ---------------------------------------------------------------- the board

class FlamingPyramidsBoard(Board):
    """A live Flaming Pyramids board (see the module docstring): the view of a
    :class:`~widgets.games.flaming_pyramids.session.FlamingPyramidsSession`, built from the same
    arguments (``position``, ``lang``, ``players``, ``curse``, ``fire_die``, ``seed``,
    ``puzzle``, ``teaching``, ``computer``)."""

    SESSION = FlamingPyramidsSession

    def __init__(self, *args: Any, **kwargs: Any):
        self.geo: BrickLayout = fit_bricks([], BOARD_AREA)
        super().__init__(*args, **kwargs)

    def layout_scene(self) -> None:
        state = self.state
        cells = set(state.pyramid)
        if state.phase is Phase.PLAY:
            cells.update(fp.sites(state.pyramid)[1])
        cells.update(self._targets(state))
        for event in self._story.events:
            cells.update(event.snapshot.pyramid)
        self.geo = fit_bricks(cells, BOARD_AREA, max_w=MAX_TILE_W)

    def hit(self, x: float, y: float):
        cell = self.geo.cell_at(x, y)
        if cell is not None:
            return _cell_key(cell)
        state = self.state
        if state.phase is Phase.ROLL:
            i = DIE.index_at(x, y)
            return None if i is None else ("die", i + 1)
        i = HAND.index_at(x, y)
        if i is not None and i < len(state.hands[state.turn]):
            return ("hand", i)
        return None

    def summary_details(self, state: Any) -> list[Msg]:
        return [Msg("ui.summary.pyramid", n=len(state.pyramid))]

    def info_parts(self, lang: str) -> list[str]:
        state = self.shown_state
        if state.phase is Phase.OVER:
            status = Msg("ui.info.won", who=_who(state.winner))
        elif state.phase is Phase.CHOOSE:
            status = Msg("ui.fp.info.choosing", who=_who(state.pending.chooser),
                         tile=state.pending.tile.code)
        elif state.phase is Phase.ROLL:
            status = Msg("ui.fp.info.rolling", who=_who(state.pending.chooser))
        else:
            status = Msg("ui.info.to_play", who=_who(state.turn))
        parts = [f"<b>{html_msg(status, lang)}</b>"]
        for seat in range(state.players):
            if self.teaching:
                msg = Msg("ui.fp.info.tiles", who=_who(seat), hand=len(state.hands[seat]),
                          pile=len(state.piles[seat]))
            else:
                msg = Msg("ui.fp.info.left", who=_who(seat), count=state.tiles_held(seat))
            text = html_msg(msg, lang)
            parts.append(f"<u>{text}</u>" if seat == state.turn else text)
        variants = [Msg(f"ui.fp.variant.{name}") for name, on in
                    (("curse", state.options.curse), ("fire_die", state.options.fire_die)) if on]
        parts.append(html_msg(Msg("ui.info.variants", names=variants) if variants
                              else Msg("ui.info.no_variant"), lang))
        return parts + self.origin_parts(lang)

    def draw_background(self, c) -> None:
        D.fill_round_rect(c, BOARD_AREA, 10, SAND)
        base = self.geo.base
        c.fill_style = GROUND
        c.fill_rect(BOARD_AREA.x, base, BOARD_AREA.w, BOARD_AREA.bottom - base)
        D.fill_round_rect(c, HAND_AREA, 10, TRAY)

    def _cell_box(self, key) -> Rect | None:
        kind, value = key
        if kind == "cell":
            return self.geo.rect(value)
        if kind == "hand":
            box = HAND.rect(value)
            if self.selection is not None:
                hand = self.state.hands[self.state.turn]
                if value < len(hand) and hand[value] == self.selection:
                    box = box.shifted(dy=-RAISE)
            return box
        if kind == "die":
            return DIE.rect(value - 1)
        return None

    def draw_pieces(self, c, state: State, live: bool) -> None:
        g = self.geo
        lang = self.lang
        for row in range(0, max(state.pyramid.top_row(), 0) + 2):
            y = g.base - (row + 0.5) * g.h
            if y > BOARD_AREA.y + 6:
                D.text(c, f"r{row}", BOARD_AREA.x + 6, y, 10, "#9a8f78", align="left")
        if live and state.phase is Phase.PLAY:
            for cell in fp.sites(state.pyramid)[1]:
                self._draw_site(c, cell, strong=False)
        for cell, t in state.pyramid.items():
            draw_tile(c, t, g.rect(cell), disarmed=t in state.disarmed)
        pending = state.pending
        if pending is not None:
            box = g.rect(pending.cell)
            D.mark(c, box, "target" if state.phase is Phase.CHOOSE else "warn")
            if state.phase is Phase.CHOOSE and live:
                sx, sy = box.center
                for dest, side in self._targets(state).items():
                    target = g.rect(dest).inset(max(1.5, g.w * 0.035))
                    D.fill_round_rect(c, target, 5, "rgba(142,68,173,0.12)")
                    D.stroke_round_rect(c, target, 5, "#8e44ad", 2.0, (6, 4))
                    tx, ty = target.center
                    D.line(c, sx, sy + box.h * 0.3, tx, ty - target.h * 0.25, "#8e44ad", 2.0)
                    D.text(c, side.value, tx, ty, max(10.0, g.h * 0.4), "#8e44ad", bold=True)
        self._draw_tray(c, state, live, lang)

    def _draw_site(self, c, cell, *, strong: bool) -> None:
        """An open site (FP-PLACE): faint, or blue once a tile is picked."""
        g = self.geo
        box = g.rect(cell).inset(max(1.5, g.w * 0.035))
        D.fill_round_rect(c, box, 5, "rgba(28,109,208,0.10)" if strong else "rgba(0,0,0,0.04)")
        D.stroke_round_rect(c, box, 5, "#1c6dd0" if strong else "#a89f8a",
                            2.0 if strong else 1.2, (6, 4))
        D.text(c, f"{cell[0]},{cell[1]}", *box.center, max(8.0, min(12.0, g.h * 0.28)),
               "#1c6dd0" if strong else "#8d846f")

    def draw_selection(self, c, state: State) -> None:
        """The picked tile raised above its place in the hand, the sites in blue. The pieces
        layer under it has the faint sites and the flat hand: both are painted over."""
        tile = self.selection
        if tile is None or state.phase is not Phase.PLAY:
            return
        g = self.geo
        for cell in fp.sites(state.pyramid)[1]:
            box = g.rect(cell)
            c.fill_style = SAND                     # the faint site of the pieces layer
            c.fill_rect(box.x, box.y, box.w, box.h)
            self._draw_site(c, cell, strong=True)
        hand = state.hands[state.turn][:HAND.n]
        if tile in hand:
            flat = HAND.rect(hand.index(tile))
            c.fill_style = TRAY
            c.fill_rect(flat.x - 1, flat.y - 1, flat.w + 2, flat.h + 2)
            box = flat.shifted(dy=-RAISE)
            draw_tile(c, tile, box)
            D.mark(c, box, "site")

    def _draw_tray(self, c, state: State, live: bool, lang: str) -> None:
        x, y = HAND_AREA.x + 14, HAND.y + HAND.h / 2
        if state.phase is Phase.ROLL:
            D.text(c, render(Msg("ui.fp.hand.die"), lang), x, y - 9, 13, "#3b3326", bold=True,
                   align="left")
            D.text(c, render(_who(state.pending.chooser), lang), x, y + 10, 12, "#3b3326",
                   align="left")
            for face in range(1, 7):
                _die_face(c, DIE.rect(face - 1), face)
            return
        D.text(c, render(Msg("ui.fp.hand.caption"), lang), x, y - 9, 13, "#3b3326",
               bold=True, align="left")
        D.text(c, render(_who(state.turn), lang), x, y + 10, 12, "#3b3326", align="left")
        playable = state.phase is Phase.PLAY
        if not playable and state.phase is Phase.CHOOSE:
            D.text(c, render(Msg("ui.fp.hand.choosing"), lang), HAND.x, HAND_AREA.y + 12, 12,
                   "#8e44ad", bold=True, align="left")
        for i, t in enumerate(state.hands[state.turn][:HAND.n]):
            draw_tile(c, t, HAND.rect(i), alpha=1.0 if playable else 0.45)
        self._draw_legend(c, lang)

    def _draw_legend(self, c, lang: str) -> None:
        x0 = HAND.x + HAND.n * (HAND.w + HAND.gap) + 14
        y = HAND_AREA.y + 18
        for material, weights in ((Material.STRAW, "2–6"), (Material.WOOD, "10–40"),
                                  (Material.STONE, "60–120")):
            box = Rect(x0, y - 9, 30, 18)
            D.fill_round_rect(c, box, 3, "#cdbf9f")
            _material_texture(c, material, box, 3)
            name = render(Msg(f"ui.fp.material.{material.value}"), lang)
            D.text(c, f"{name} {weights}", x0 + 36, y, 11, "#3b3326", align="left")
            y += 27

    def draw_marks(self, c, feedback: Feedback) -> None:
        if feedback.ghost is not None:
            tile, cell = feedback.ghost
            draw_tile(c, tile, self.geo.rect(cell), alpha=0.6)
        for mark in feedback.marks:
            box = self._cell_box(mark.target)
            if box is not None:
                D.mark(c, box, mark.style)
