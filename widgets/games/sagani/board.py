"""The Sagani board: take a tile, turn it, and see on your display which arrows each
placement fulfils, at any distance, with live verdicts.

::

    board = SaganiBoard()                              # 2 players, disc order (a), seed 0
    board = SaganiBoard(players=4, order="b", seed=3)  # the other disc order
    board = SaganiBoard(players=1, solo_goal="b")      # solo (SAG-VAR-SOLO), goal (b)
    board = SaganiBoard(puzzle="sag-ex-1-ray-with-gap")
    board.play("take 12")                              # or click the offer display
    board.rotate(1)                                    # ⟳, or the R key on the canvas
    board.hover_cell((1, 0)); board.explanation_text   # every arrow, discs, completions
    board.click_cell((1, 0)); board.step(-1); board.undo()

Options: ``players`` (1–4), ``order`` (SAG-DISC-ORDER: ``"a"`` load, then resolve;
``"b"`` resolve older tiles first) and ``solo_goal`` (SAG-VAR-SOLO, 1 player only: ``"a"``
75 points within 25 tiles, ``"b"`` every tile less the discs left on tiles) are the fields
of :class:`tutor.sagani.Options`; ``seed`` deals.

The canvas (900×620) shows, on the left, one display large (the seat asked, or the one
clicked on the right; while replaying, the display of the placement shown) on a square grid
with its coordinates (x to the right, y upward), grown to show every tile and the places
around it. Each tile is drawn in its element's colour *and* letter (F fire, W water, E
earth, A air in English), its value in the centre with the discs still on it, its arrows
as triangles on its edges and corners in their colour, each with its letter, a covered
arrow capped by a black disc; a completed tile shows its back (hatched, its value, ✓).
On the right, each seat: score, discs in supply, cacophony discs taken, and its display
small (click to show it large). Below: the offer display, the three stacks (the backs of
their tops: colour and value), the Intermezzo and “Take nothing”, the held tile turned as
chosen, with ⟲ ⟳. Alone (solo), the only display is the large one: the right-hand side
shows the seat's score and discs, then the solo goal and how far it is (points and tiles
against 75 within 25 under (a); under (b) the tiles placed, those still to take, and the
score less the discs now on tiles), and at the end how it ended. With hints on, every
place the held tile may go is outlined and marked with the points it would make
(completions less cacophony); hovering one draws the tile there and each arrow's ray —
solid to the tile that fulfils it, dashed to the edge when none does — and the panel lists
every arrow of the tile and of the tiles it would affect, the discs and cacophony, the
completions.
Everything said comes from ``tutor.sagani``.
"""

from __future__ import annotations

from typing import Any

import tutor.sagani as sag
from tutor.core import Msg, render, seat_name
from tutor.sagani.data import STEP, arrows, tile
from tutor.sagani.state import SOLO_TARGET, SOLO_TILES, TARGETS, Phase, SoloGoal, State
from tutor.sagani.svg import COLOURS, ON, seat_head

from widgets import draw as D
from widgets.base import Board, Feedback
from widgets.geometry import Rect, RowLayout, SquareGrid, fit_square_grid
from widgets.panel import html_msg

from . import messages as _messages_sag  # noqa: F401  (registers ui.sag.*)
from .session import SaganiSession, cell_key

Pos = tuple[int, int]

DISPLAY = Rect(4, 4, 580, 430)
SIDE = Rect(590, 4, 306, 430)
TRAY = Rect(4, 440, 892, 176)
SEATS = tuple(Rect(596, 26 + s * 102, 294, 96) for s in range(4))
#: Solo: the goal and its progress, where the other seats would be (SAG-VAR-SOLO).
SOLO = Rect(596, 128, 294, 198)
OFFER = RowLayout(x=14, y=474, w=60, h=60, gap=6, n=5)
STACKS = RowLayout(x=358, y=474, w=44, h=60, gap=6, n=3)
INTERMEZZO = RowLayout(x=514, y=474, w=54, h=54, gap=6, n=4)
PASS = Rect(514, 540, 234, 28)
HELD = Rect(776, 462, 82, 82)
ROTATE = {-1: Rect(776, 552, 38, 30), 1: Rect(820, 552, 38, 30)}
MAX_CELL = 72.0
MIN_COLS, MIN_ROWS = 7, 5

DISPLAY_BG, SIDE_BG, TRAY_BG = "#2e3440", "#ece3cf", "#ece3cf"
INK = "#3b3326"
DISC, CACO = "#1d1d1d", "#d62828"


def letter(element: str, lang: str) -> str:
    return render(Msg(f"sag.letter.{element}"), lang)


def fit_display(tiles, area: Rect = DISPLAY, *, margin: int = 2, min_cols: int = MIN_COLS,
                min_rows: int = MIN_ROWS, max_cell: float = MAX_CELL,
                pad: float = 22.0) -> SquareGrid:
    """The grid showing every tile of a display and ``margin`` positions around it (every
    place a tile may go is one away), at least ``min_cols`` × ``min_rows``, centred."""
    cells = [t.pos for t in tiles] or [(0, 0)]
    x0, x1 = min(c[0] for c in cells) - margin, max(c[0] for c in cells) + margin
    y0, y1 = min(c[1] for c in cells) - margin, max(c[1] for c in cells) + margin
    while x1 - x0 + 1 < min_cols:
        x0, x1 = (x0 - 1, x1) if (x1 - x0) % 2 else (x0, x1 + 1)
    while y1 - y0 + 1 < min_rows:
        y0, y1 = (y0 - 1, y1) if (y1 - y0) % 2 else (y0, y1 + 1)
    return fit_square_grid((x0, x1), (y0, y1), area, max_cell=max_cell, pad=pad)


# ---------------------------------------------------------------- drawing a tile

def arrow_point(box: Rect, direction: int, inset: float) -> tuple[float, float]:
    """Where an arrow pointing ``direction`` sits on a tile drawn in ``box`` (canvas y
    grows downward, the game's y upward)."""
    dx, dy = STEP[direction]
    cx, cy = box.center
    return cx + dx * (box.w / 2 - inset), cy - dy * (box.h / 2 - inset)


def draw_arrow(c: Any, box: Rect, direction: int, element: str, covered: bool,
               lang: str) -> None:
    """A triangle on the tile's edge or corner pointing outward, in the arrow's colour with
    a dark outline and its element's letter; a black disc on it once covered."""
    s = box.w
    size = max(5.0, s * 0.16)
    tx, ty = arrow_point(box, direction, s * 0.06)
    dx, dy = STEP[direction]
    n = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / n, -dy / n
    bx, by = tx - ux * size, ty - uy * size
    c.fill_style = COLOURS[element]
    c.fill_polygon([(tx, ty), (bx - uy * size * 0.7, by + ux * size * 0.7),
                    (bx + uy * size * 0.7, by - ux * size * 0.7)])
    c.stroke_style = "#111111"
    c.line_width = 1.0
    c.stroke_polygon([(tx, ty), (bx - uy * size * 0.7, by + ux * size * 0.7),
                      (bx + uy * size * 0.7, by - ux * size * 0.7)])
    lx, ly = tx - ux * size * 1.45, ty - uy * size * 1.45
    if s >= 40:                 # the letter just inside the triangle, clear of the value
        D.text(c, letter(element, lang), lx, ly, max(7.0, s * 0.13), "#111111", bold=True,
               halo="#ffffff")
    if covered:
        c.fill_style = DISC
        c.fill_circle(bx + ux * size * 0.45, by + uy * size * 0.45, size * 0.5)
        c.stroke_style = "#ffffff"
        c.stroke_circle(bx + ux * size * 0.45, by + uy * size * 0.45, size * 0.5)


def draw_tile(c: Any, t: int, rot: int, box: Rect, lang: str, *, covered=frozenset(),
              done: bool = False, small: bool = False, label: bool = True) -> None:
    """A tile: its element's colour and letter, its value, the discs still on it, its
    arrows (covered ones capped by a disc); the back (hatched, value, ✓) once complete."""
    d = tile(t)
    D.fill_round_rect(c, box.inset(1), 4, COLOURS[d.element])
    if small:
        if done:
            D.line(c, box.x + 1, box.bottom - 1, box.right - 1, box.y + 1, "#ffffff", 1.0)
        return
    D.stroke_round_rect(c, box.inset(1), 4, "#111111", 1.2)
    s = box.w
    cx, cy = box.center
    ink = ON[d.element]
    if done:                                  # the back: colour and value (SAG-COMP-BACK)
        for k in range(1, 4):
            D.line(c, box.x + k * s / 4, box.bottom - 2, box.x + 2, box.bottom - k * s / 4,
                   ink, 1.0)
        D.text(c, str(d.points), cx, cy, s * 0.32, ink, bold=True)
        D.text(c, "✓", box.right - s * 0.16, box.y + s * 0.18, s * 0.2, ink, bold=True)
        return
    c.fill_style = "#fffdf6"
    c.fill_circle(cx, cy, s * 0.13)
    D.text(c, str(d.points), cx, cy, s * 0.17, "#111111", bold=True)
    on_tile = len(d.arrows) - len(covered)
    for k in range(on_tile):                   # the discs still on the tile's centre
        c.fill_style = DISC
        c.fill_circle(cx - (on_tile - 1) * s * 0.055 + k * s * 0.11, cy + s * 0.25, s * 0.045)
    if label:
        D.text(c, letter(d.element, lang), box.x + s * 0.2, box.bottom - s * 0.16, s * 0.15,
               ink, bold=True)
        D.text(c, str(t), box.right - s * 0.2, box.bottom - s * 0.16, s * 0.13, ink)
    for i, (direction, element) in enumerate(arrows(t, rot)):
        draw_arrow(c, box, direction, element, i in covered, lang)


def draw_back(c: Any, element: str, points: int, box: Rect) -> None:
    """A stack's top: its back only (colour and value, SAG-COMP-BACK)."""
    D.fill_round_rect(c, box.inset(1), 4, COLOURS[element])
    D.stroke_round_rect(c, box.inset(1), 4, "#111111", 1.2)
    D.text(c, str(points), *box.center, box.w * 0.36, ON[element], bold=True)


def button(c: Any, box: Rect, label: str, on: bool = True) -> None:
    D.fill_round_rect(c, box, 7, "#ffffff" if on else "#ddd6c4")
    D.stroke_round_rect(c, box, 7, "#1c6dd0" if on else "#9c9484", 1.5)
    D.text(c, label, *box.center, 12, "#1c6dd0" if on else "#8a8272", bold=True)


class SaganiBoard(Board):
    """A live Sagani table (see the module docstring): the view of a
    :class:`~widgets.games.sagani.session.SaganiSession`, built from the same arguments."""

    WIDTH = 900
    HEIGHT = 620
    SESSION = SaganiSession

    def __init__(self, *args: Any, **kwargs: Any):
        self.grid: SquareGrid | None = None
        super().__init__(*args, **kwargs)

    def layout_scene(self) -> None:
        state = self.shown_state
        self.grid = fit_display(state.seats[self.display_seat()].display)

    # ------------------------------------------------------------ pixels -> keys

    def hit(self, x: float, y: float):
        if DISPLAY.contains(x, y):
            grid = self.grid or fit_display(self.state.seats[self.display_seat()].display)
            cell = grid.cell_at(x, y)
            return cell_key(cell) if cell is not None else None
        state = self.state
        for s in range(state.players):
            if SEATS[s].contains(x, y):
                return ("display", s)
        if not TRAY.contains(x, y):
            return None
        i = OFFER.index_at(x, y)
        if i is not None:
            return ("offer", i) if i < len(state.offer) else None
        k = STACKS.index_at(x, y)
        if k is not None:
            return ("stack", k) if state.stacks[k] else None
        i = INTERMEZZO.index_at(x, y)
        if i is not None:
            return ("intermezzo", i) if i < len(state.intermezzo) else None
        step = self.step_of()
        if step == "intermezzo" and PASS.contains(x, y):
            return ("pass", None)
        if step == "place":
            if HELD.contains(x, y):
                return ("held", None)
            for turn, box in ROTATE.items():
                if box.contains(x, y):
                    return ("rotate", turn)
        return None

    def _box(self, key) -> Rect | None:
        kind, value = key
        if kind == "display":
            return SEATS[value] if 0 <= value < len(SEATS) else None
        rows = {"offer": OFFER, "stack": STACKS, "intermezzo": INTERMEZZO}
        if kind in rows:
            row = rows[kind]
            return row.rect(value) if 0 <= value < row.n else None
        if kind == "pass":
            return PASS
        if kind == "held":
            return HELD
        if kind == "rotate":
            return ROTATE.get(value)
        return None

    # ------------------------------------------------------------ the info strip

    def summary_details(self, state: State) -> list[Msg]:
        return [Msg("ui.summary.stacks", n=sum(len(s) for s in state.stacks))]

    def info_parts(self, lang: str) -> list[str]:
        state = self.shown_state
        if state.phase is Phase.OVER:
            parts = [f"<b>{html_msg(Msg('ui.sag.info.over'), lang)}</b>"]
        else:
            asks = sag.asks(state)
            parts = [f"<b>{html_msg(asks[0].msg, lang)}</b>"] if asks else []
        a, b, c = (len(s) for s in state.stacks)
        parts.append(html_msg(Msg("ui.sag.info.stacks", a=a, b=b, c=c), lang))
        if state.options.solo:
            parts.append(html_msg(Msg("ui.sag.info.solo", goal=Msg(
                f"ui.setting.sagani.solo_goal.{state.options.solo_goal.value}")), lang))
        else:
            parts.append(html_msg(Msg("ui.sag.info.target", target=TARGETS[state.players]),
                                  lang))
        parts.append(html_msg(Msg("ui.sag.info.order", order=Msg(
            f"ui.setting.sagani.order.{state.options.order.value}")), lang))
        if state.ending and state.phase is not Phase.OVER:
            parts.append(f"<b>{html_msg(Msg('ui.sag.info.ending'), lang)}</b>")
        return parts + self.origin_parts(lang)

    # ------------------------------------------------------------ drawing

    def draw_background(self, c) -> None:
        D.fill_round_rect(c, DISPLAY, 10, DISPLAY_BG)
        D.fill_round_rect(c, SIDE, 10, SIDE_BG)
        D.fill_round_rect(c, TRAY, 10, TRAY_BG)

    def draw_pieces(self, c, state: State, live: bool) -> None:
        lang = self.lang
        seat = self.display_seat()
        grid = self.grid or fit_display(state.seats[seat].display)
        D.text(c, render(Msg("sag.caption.display", who=seat_name(seat)), lang),
               DISPLAY.x + 10, DISPLAY.y + 11, 13, "#eeeeee", bold=True, align="left")
        D.text(c, render(Msg("ui.sag.caption.legend"), lang), DISPLAY.right - 10,
               DISPLAY.bottom - 9, 10, "#aab4c8", align="right")
        self._draw_display(c, grid, state.seats[seat].display, lang)
        self._draw_side(c, state, seat, lang)
        self._draw_tray(c, state, lang)

    def _draw_display(self, c, grid: SquareGrid, tiles, lang: str) -> None:
        D.cell_grid(c, grid, grid.ys[0], DISPLAY.bottom - 20)   # y upward: the first row
        for p in tiles:
            if grid.shown(p.pos):
                draw_tile(c, p.tile, p.rot, grid.rect(p.pos).inset(2), lang,
                          covered=p.covered, done=p.done)

    def _draw_side(self, c, state: State, shown: int, lang: str) -> None:
        for s in range(state.players):
            box = SEATS[s]
            p = state.seats[s]
            D.fill_round_rect(c, box, 6, "#dbe8fb" if s == shown else "#ffffff")
            D.stroke_round_rect(c, box, 6, "#1c6dd0" if s == shown else "#9c9484", 1.5)
            D.text(c, seat_head(state, s, lang), box.x + 6, box.y + 11, 11, INK, bold=True, align="left")
            D.text(c, render(Msg("sag.caption.discs", n=p.supply), lang), box.x + 6,
                   box.y + 28, 10, INK, align="left")
            for k in range(min(p.supply, 24)):         # the supply, one dot a disc
                c.fill_style = DISC
                c.fill_circle(box.x + 10 + (k % 12) * 7, box.y + 42 + (k // 12) * 7, 2.6)
            caco = render(Msg("sag.caption.caco", n=p.caco), lang)
            D.text(c, caco, box.x + 6, box.y + 66, 10, CACO if p.caco else INK, bold=p.caco > 0,
                   align="left")
            for k in range(min(p.caco, 12)):
                c.fill_style = CACO
                c.fill_circle(box.x + 10 + k * 7, box.y + 80, 2.8)
            if state.options.solo:          # the only display is the large one
                self._draw_solo(c, state, lang)
                continue
            mini = fit_display(p.display, Rect(box.x + 100, box.y + 18, box.w - 104,
                                               box.h - 22), margin=0, min_cols=1,
                               min_rows=1, max_cell=14.0, pad=2.0)
            for t in p.display:
                if mini.shown(t.pos):
                    draw_tile(c, t.tile, t.rot, mini.rect(t.pos), lang, done=t.done,
                              small=True)

    def _draw_solo(self, c, state: State, lang: str) -> None:
        """The solo goal (SAG-VAR-SOLO) and how far it is: (a) the points and the tiles
        against 75 within 25, as bars; (b) the tiles placed and still to take, the score
        less the discs now on tiles; at the end, how it ended."""
        box = SOLO
        me = state.seats[0]
        goal = state.options.solo_goal
        tiles = len(me.display)
        discs = sum(p.discs for p in me.display)
        over = state.phase is Phase.OVER
        D.fill_round_rect(c, box, 6, "#fffaf0")
        D.stroke_round_rect(c, box, 6, "#9c9484", 1.5)
        x = box.x + 8
        D.text(c, render(Msg("ui.setting.sagani.solo_goal"), lang), x, box.y + 13, 12, INK,
               bold=True, align="left")
        D.text(c, render(Msg(f"ui.setting.sagani.solo_goal.{goal.value}"), lang), x,
               box.y + 30, 11, INK, align="left")
        D.text(c, render(Msg("ui.sag.solo.caveat"), lang), x, box.bottom - 10, 9, "#7a705e",
               align="left")
        if goal is SoloGoal.REACH_75:
            rows = ((Msg("ui.sag.solo.points", score=me.score, target=SOLO_TARGET),
                     me.score, SOLO_TARGET), (Msg("ui.sag.solo.tiles", tiles=tiles,
                                                  limit=SOLO_TILES), tiles, SOLO_TILES))
            for k, (label, value, full) in enumerate(rows):
                y = box.y + 54 + k * 40
                D.text(c, render(label, lang), x, y, 11, INK, align="left")
                bar = Rect(x, y + 10, box.w - 16, 12)
                D.fill_round_rect(c, bar, 4, "#e3dccb")
                share = max(0.0, min(1.0, value / full))
                if share:
                    D.fill_round_rect(c, Rect(bar.x, bar.y, bar.w * share, bar.h), 4,
                                      "#1f9d45" if k == 0 else "#1c6dd0")
                D.stroke_round_rect(c, bar, 4, "#9c9484", 1.0)
            if over:
                key = "ui.sag.solo.won" if state.winners else "ui.sag.solo.lost"
                D.text(c, render(Msg(key, score=me.score, tiles=tiles), lang), x,
                       box.y + 150, 13, "#1f9d45" if state.winners else CACO, bold=True,
                       align="left")
            return
        left = len(state.offer) + sum(map(len, state.stacks))
        D.text(c, render(Msg("ui.sag.solo.placed", tiles=tiles, left=left), lang), x,
               box.y + 56, 11, INK, align="left")
        D.text(c, render(Msg("ui.sag.solo.discs", discs=discs), lang), x, box.y + 80, 11, INK,
               align="left")
        if over:
            D.text(c, render(Msg("ui.sag.solo.final", score=me.score + discs, discs=discs,
                                 final=me.score), lang), x, box.y + 112, 13, INK, bold=True,
                   align="left")
        else:
            D.text(c, render(Msg("ui.sag.solo.now", score=me.score, discs=discs,
                                 final=me.score - discs), lang), x, box.y + 104, 11, INK,
                   align="left")

    def _draw_tray(self, c, state: State, lang: str) -> None:
        step = self.step_of(state)
        D.text(c, render(Msg("sag.caption.offer"), lang), OFFER.x, TRAY.y + 16, 12, INK,
               bold=True, align="left")
        for i, t in enumerate(state.offer[:OFFER.n]):
            draw_tile(c, t, 0, OFFER.rect(i), lang)
        D.text(c, render(Msg("sag.caption.stacks"), lang), STACKS.x, TRAY.y + 16, 12, INK,
               bold=True, align="left")
        for k, st in enumerate(state.stacks):
            box = STACKS.rect(k)
            if st:
                top = tile(st[0])
                draw_back(c, top.element, top.points, box)
            else:
                D.stroke_round_rect(c, box.inset(1), 4, "#9c9484", 1.0, (4, 3))
            D.text(c, render(Msg("sag.caption.left", n=len(st)), lang), box.center[0],
                   box.bottom + 10, 9, INK)
        D.text(c, render(Msg("sag.caption.intermezzo", n=len(state.intermezzo)), lang),
               INTERMEZZO.x, TRAY.y + 16, 12, INK, bold=True, align="left")
        for i in range(INTERMEZZO.n):
            box = INTERMEZZO.rect(i)
            if i < len(state.intermezzo):
                draw_tile(c, state.intermezzo[i], 0, box, lang)
            else:
                D.stroke_round_rect(c, box.inset(1), 4, "#9c9484", 1.0, (4, 3))
        if step == "intermezzo":
            button(c, PASS, render(Msg("ui.sag.caption.pass"), lang))
        if step == "place":
            D.text(c, render(Msg("sag.caption.held"), lang), HELD.x, TRAY.y + 12, 12, INK,
                   bold=True, align="left")

    def draw_selection(self, c, state: State) -> None:
        """The held tile turned as chosen, with ⟲ ⟳; with hints, every place it may go on
        the display shown, marked with the points it would make with this rotation."""
        if self.step_of(state) != "place":
            return
        rot = self.rotation
        lang = self.lang
        draw_tile(c, state.held, rot, HELD, lang)
        D.text(c, f"r{rot}", HELD.right + 18, HELD.center[1], 13, INK, bold=True)
        button(c, ROTATE[-1], "⟲")
        button(c, ROTATE[1], "⟳")
        if not self.hints or not self.placing_here(state) or self.grid is None:
            return
        grid = self.grid
        for p in self.previews(state):
            if p.rot != rot or not grid.shown(p.pos):
                continue
            r = grid.rect(p.pos)
            D.mark(c, r.inset(4), "site")
            if p.points:
                D.text(c, f"{p.points:+d}".replace("-", "−"), *r.center,
                       max(9.0, grid.size * 0.26), "#ffffff", bold=True,
                       halo="#1f9d45" if p.points > 0 else "#d62828")

    def draw_marks(self, c, feedback: Feedback) -> None:
        grid = self.grid
        if feedback.ghost is not None and grid is not None:
            t, rot, pos = feedback.ghost
            if grid.shown(pos):
                c.global_alpha = 0.7
                draw_tile(c, t, rot, grid.rect(pos).inset(2), self.lang)
                c.global_alpha = 1.0
        for mark in feedback.marks:
            kind, value = mark.target
            if kind == "cell":
                if grid is not None and grid.shown(value):
                    D.mark(c, grid.rect(value).inset(3), mark.style)
            elif kind == "ray":
                if grid is not None:
                    self._draw_ray(c, grid, *value, mark.style)
            else:
                box = self._box(mark.target)
                if box is not None:
                    D.mark(c, box, mark.style)

    @staticmethod
    def _draw_ray(c, grid: SquareGrid, at: Pos, direction: int, by: Pos | None,
                  style: str) -> None:
        """An arrow's ray from its tile: solid to the tile that fulfils it (ringed), or
        dashed to the edge of the display shown when none does."""
        if not grid.shown(at):
            return
        colour = D.MARK_STYLES[style][0]
        dx, dy = STEP[direction]
        x0, y0 = grid.rect(at).center
        if by is not None:
            x1, y1 = grid.rect(by).center
        else:
            k = 1
            while grid.shown((at[0] + dx * (k + 1), at[1] + dy * (k + 1))):
                k += 1
            x1, y1 = grid.rect((at[0] + dx * k, at[1] + dy * k)).center
            x1 += dx * grid.size / 2
            y1 -= dy * grid.size / 2
        start = grid.size * 0.3
        n = max(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5, 1e-6)
        sx, sy = x0 + (x1 - x0) / n * start, y0 + (y1 - y0) / n * start
        c.stroke_style = "#111111" if by is not None else colour
        c.line_width = 6.0 if by is not None else 3.0
        c.set_line_dash([] if by is not None else [7, 5])
        c.begin_path()
        c.move_to(sx, sy)
        c.line_to(x1, y1)
        c.stroke()
        if by is not None:
            c.stroke_style = colour
            c.line_width = 3.0
            c.begin_path()
            c.move_to(sx, sy)
            c.line_to(x1, y1)
            c.stroke()
            c.stroke_circle(x1, y1, grid.size * 0.36)
        c.set_line_dash([])
