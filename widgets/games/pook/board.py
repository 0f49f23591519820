"""The Pook board: lay cards around Piggy with live verdicts (cost, adjacency, window).

::

    board = PookBoard()                                    # 2 players, floating window, seed 0
    board = PookBoard(players=3, window="centred", seed=4)
    board = PookBoard("pk1 players=2 window=floating turn=1 ...")
    board = PookBoard(puzzle="example-1-warrior-cost", lang="fr")
    board.select("O3"); board.set_side("warrior")
    board.hover_cell((2, 0)); board.explanation_text     # the counted coins, with the rule
    board.set_side("coin"); board.click_cell((2, 0))      # coin side: always payable
    board.play("power@1,1"); board.play("pass"); board.undo(); board.step(-1)

Options: ``players`` (2–4) and ``window`` (``"floating"`` or ``"centred"``, or a
:class:`tutor.pook.Window`) are the fields of the engine's :class:`tutor.pook.Options`;
``options=`` takes a whole ``Options`` and wins over them; ``seed`` deals
(:func:`tutor.pook.initial_state`). ``teaching=True`` shows every card (coin-side cards
show what lies underneath, all hands known) and starts with hints on; ``False`` draws the
table as the seat to act sees it (:func:`tutor.pook.view`).

The canvas shows the floating grid: the occupied cells plus a one-cell margin, clipped to
what the 5×5 window still allows (every drawn cell may still hold a card; the rest of the
table is darker), with the cells' coordinates along its edges (``x`` under the columns,
``y`` left of the rows, as the verdicts name cells: ``(2,0)``). Cards show their faction
colour, initial and level; coin-side cards are drawn as coins; Piggy is pink. Below, the
hand of the seat to act, the side choice (warrior / coin) and a Pass button. Hovering a
cell previews the engine's verdict of the move that cell means now (placing the selected
card, a Piggy swap on an occupied cell, a power target, a tie-break flip), with the
counted coins and the other focus cells outlined; clicking commits. Everything the board
says comes from ``tutor.pook``.
"""

from __future__ import annotations

from typing import Any

import tutor.pook as pk
from tutor.core import Msg, render
from tutor.pook.rules import faction_msg, player
from tutor.pook.state import Card, Faction, Laid, Phase, Piggy, State, Window
from tutor.pook.svg import COLOURS

from widgets import draw as D
from widgets.base import CURTAIN, Board, Feedback
from widgets.geometry import Rect, RowLayout, SquareGrid, fit_square_grid
from widgets.panel import html_msg

from . import messages as _messages_pook  # noqa: F401  (registers ui.pk.*)
from .session import Cell, PookSession, _cell_key, game_ended

GRID = Rect(6, 6, 748, 372)
TRAY = Rect(6, 384, 748, 130)
HAND = RowLayout(x=150, y=410, w=52, h=72, gap=8, n=8)
SIDES = {"warrior": Rect(640, 404, 104, 30), "coin": Rect(640, 440, 104, 30)}
PASS = Rect(640, 476, 104, 30)
HAND_AREA = Rect(TRAY.x + 4, TRAY.y + 4, SIDES["warrior"].x - TRAY.x - 60, TRAY.h - 8)
MAX_CELL = 66.0
SIZE = 5

TABLE_BG, WINDOW_BG, TRAY_BG = "#3d4f3a", "#e9e4d0", "#ece3cf"


def shown_range(lo: int, hi: int, window: Window) -> tuple[int, int]:
    """The drawn span of one axis: the occupied span plus one cell each side, clipped to
    what a 5×5 window containing every card still allows (fixed -2..2 when centred)."""
    if window is Window.CENTRED:
        return max(lo - 1, -2), min(hi + 1, 2)
    return max(lo - 1, hi - (SIZE - 1)), min(hi + 1, lo + (SIZE - 1))


def grid_layout(state: State) -> SquareGrid:
    """Pixel layout of the drawn cells (pure: cells <-> boxes): the occupied span plus its
    margin (:func:`shown_range`), as large as the table area allows."""
    x0, x1, y0, y1 = state.board.bounds()
    window = state.options.window
    return fit_square_grid(shown_range(x0, x1, window), shown_range(y0, y1, window), GRID,
                           max_cell=MAX_CELL)


# ---------------------------------------------------------------- drawing

COORD_INK = "#c9d6c2"        # the coordinate labels, light on the dark table
COORD_SIZE = 11.0


def draw_coordinates(c: Any, grid: SquareGrid) -> None:
    """The cells' coordinates along the grid's edges, as the verdicts name them ("(2,0)"):
    ``x`` under each column, ``y`` left of each row (``y`` grows upward), and the axis
    letters at the ends. A few texts: drawn with the pieces, never on the hover path."""
    s = grid.size
    bottom = grid.top + (grid.ys[1] - grid.ys[0] + 1) * s
    right = grid.left + (grid.xs[1] - grid.xs[0] + 1) * s
    below = min(bottom + 9, GRID.bottom - 6)
    beside = grid.left - 10
    for x in range(grid.xs[0], grid.xs[1] + 1):
        D.text(c, str(x), grid.left + (x - grid.xs[0] + 0.5) * s, below, COORD_SIZE, COORD_INK)
    for y in range(grid.ys[0], grid.ys[1] + 1):
        D.text(c, str(y), beside, grid.top + (grid.ys[1] - y + 0.5) * s, COORD_SIZE,
               COORD_INK, align="right")
    D.text(c, "x", right + 10, below, COORD_SIZE, COORD_INK, bold=True)
    D.text(c, "y", beside, max(grid.top - 9, GRID.y + 6), COORD_SIZE, COORD_INK, bold=True,
           align="right")


def draw_card(c: Any, card: Card, box: Rect, *, alpha: float = 1.0) -> None:
    """A faction card warrior side up: its colour, initial and level."""
    c.global_alpha = alpha
    colour = COLOURS[card.faction.name]
    D.fill_round_rect(c, box, box.w * 0.12, "#ffffff")
    D.fill_round_rect(c, box.inset(3), box.w * 0.1, colour)
    cx, cy = box.center
    D.text(c, card.faction.name, cx, cy - box.h * 0.1, box.h * 0.42, "#ffffff", bold=True)
    D.text(c, "★" * card.level, cx, cy + box.h * 0.26, box.h * 0.17, "#ffe27a")
    D.text(c, str(card.level), box.x + 3 + box.w * 0.12, box.y + 3 + box.h * 0.12,
           box.h * 0.18, "#ffffff", bold=True)
    c.global_alpha = 1.0


def draw_coin(c: Any, box: Rect, under: Card | None) -> None:
    """A coin-side card: a gold coin; ``under`` (when known) written small beneath it."""
    D.fill_round_rect(c, box, box.w * 0.12, "#f3ead2")
    cx, cy = box.center
    r = box.w * 0.32
    c.fill_style = "#e7b416"
    c.fill_circle(cx, cy - (box.h * 0.06 if under else 0), r)
    c.stroke_style = "#9a7400"
    c.line_width = 2.0
    c.set_line_dash([])
    c.stroke_circle(cx, cy - (box.h * 0.06 if under else 0), r)
    D.text(c, "$", cx, cy - (box.h * 0.06 if under else 0), r * 1.2, "#7a5a00", bold=True)
    if under is not None:
        D.text(c, under.code, cx, box.bottom - box.h * 0.12, box.h * 0.18,
               COLOURS[under.faction.name], bold=True)


def draw_back(c: Any, box: Rect) -> None:
    """A card seen from the back (a hand not shown on the shared screen)."""
    D.fill_round_rect(c, box, box.w * 0.12, "#ffffff")
    D.fill_round_rect(c, box.inset(3), box.w * 0.1, "#8c7b5a")
    D.text(c, "?", *box.center, box.h * 0.4, "#f3ead2", bold=True)


def draw_piggy(c: Any, box: Rect) -> None:
    D.fill_round_rect(c, box, box.w * 0.12, "#f7c6d4")
    D.stroke_round_rect(c, box, box.w * 0.12, "#c2577a", 2.0)
    cx, cy = box.center
    c.fill_style = "#ee8fae"
    c.fill_circle(cx, cy, box.w * 0.3)
    D.text(c, "P", cx, cy + 1, box.h * 0.36, "#8a1f45", bold=True)


class PookBoard(Board):
    """A live Pook table (see the module docstring): the view of a
    :class:`~widgets.games.pook.session.PookSession`, built from the same arguments
    (``position``, ``lang``, ``players``, ``seed``, ``puzzle``, ``teaching``, ``window``,
    ``options``, ``computer``)."""

    HEIGHT = 520
    SESSION = PookSession

    def __init__(self, *args: Any, **kwargs: Any):
        self.grid: SquareGrid | None = None
        self._targets_cache: tuple | None = None
        super().__init__(*args, **kwargs)

    def layout_scene(self) -> None:
        self.grid = grid_layout(self.shown_state)

    def hit(self, x: float, y: float):
        grid = self.grid or grid_layout(self.state)
        cell = grid.cell_at(x, y)
        if cell is not None and GRID.contains(x, y):
            return _cell_key(cell)
        if self.curtained and TRAY.contains(x, y) and not self._side_or_pass(x, y):
            return CURTAIN
        i = HAND.index_at(x, y)
        if i is not None and i < len(self._hand()):
            return ("hand", i)
        if game_ended(self.state):
            return None
        for name, box in SIDES.items():
            if box.contains(x, y):
                return ("side", name)
        if PASS.contains(x, y):
            return ("pass", None)
        return None

    @staticmethod
    def _side_or_pass(x: float, y: float) -> bool:
        return PASS.contains(x, y) or any(box.contains(x, y) for box in SIDES.values())

    def _box(self, key) -> Rect | None:
        kind, value = key
        if kind == "curtain":
            return HAND_AREA
        if kind == "cell":
            grid = self.grid
            return grid.rect(value) if grid is not None and grid.shown(value) else None
        if kind == "hand":
            return HAND.rect(value) if 0 <= value < HAND.n else None
        if kind == "side":
            return SIDES[value]
        if kind == "pass":
            return PASS
        return None

    def summary_details(self, state: Any) -> list[Msg]:
        return [Msg("ui.summary.table", n=len(state.board))]

    def info_parts(self, lang: str) -> list[str]:
        state = self.shown_state


        if state.phase is Phase.OVER:
            status = Msg("ui.pk.info.over")
        elif state.to_act is None:                  # replay: the tie-break picks revealed
            status = Msg("ui.pk.info.reveal")
        else:
            status = Msg(f"ui.pk.info.phase.{state.phase.value}", who=player(state.to_act))
        window = Msg(f"ui.setting.pook.window.{state.options.window.value}")
        parts = [f"<b>{html_msg(status, lang)}</b>",
                 html_msg(Msg("ui.pk.info.pile", n=len(state.pile)), lang),
                 html_msg(Msg("ui.pk.info.window", window=window), lang)]
        seen = pk.view(state, self.viewer(state), teaching=self.teaching)
        for seat, obj in enumerate(seen.objectives):
            if obj is not None:
                parts.append(html_msg(Msg("ui.pk.info.objective", who=player(seat),
                                          a=faction_msg(obj[0]), b=faction_msg(obj[1])),
                                      lang))
        if self.teaching or state.phase in (Phase.TIEBREAK, Phase.OVER):
            scores = [Msg("ui.pk.info.score", who=player(s), points=p)
                      for s, p in enumerate(pk.scores(state))]
            parts.append(html_msg(Msg("ui.pk.info.scores", scores=scores), lang))
        return parts + self.origin_parts(lang)

    def draw_background(self, c) -> None:
        D.fill_round_rect(c, GRID, 12, TABLE_BG)
        D.fill_round_rect(c, TRAY, 10, TRAY_BG)

    def draw_pieces(self, c, state: State, live: bool) -> None:
        lang = self.lang
        grid = self.grid or grid_layout(state)
        seat = state.to_act
        seen = pk.view(state, self.viewer(state), teaching=self.teaching)
        tokens = dict(seen.cells)
        for cell in grid.cells():                    # the playable window, shaded
            box = grid.rect(cell).inset(2)
            D.fill_round_rect(c, box, 6, WINDOW_BG)
        draw_coordinates(c, grid)                    # the (x, y) the verdicts name
        for cell, item in state.board.items():
            if not grid.shown(cell):
                continue
            box = grid.rect(cell).inset(4)
            if isinstance(item, Piggy):
                draw_piggy(c, box)
            elif isinstance(item, Laid) and item.up:
                draw_card(c, item.card, box)
            else:
                known = tokens.get(cell) != "$"
                draw_coin(c, box, item.card if known else None)
        # the tray: hand (or, once the hands are played out, the scoring), side choice, pass
        if game_ended(state):
            self._draw_scores(c, state, lang)
        elif seat is not None and seen.hands[seat] is None:      # hot seat: not yet shown
            D.text(c, render(Msg("ui.pk.caption.hand", who=player(seat)), lang), TRAY.x + 12,
                   HAND.y + HAND.h / 2, 13, "#3b3326", bold=True, align="left")
            for i in range(min(len(state.hands[seat]), HAND.n)):
                draw_back(c, HAND.rect(i))
            if live and self.curtained:               # a banner across the backs
                banner = Rect(HAND.x - 6, HAND.y + HAND.h / 2 - 17,
                              HAND.rect(HAND.n - 3).right - HAND.x + 12, 34)
                D.fill_round_rect(c, banner, 8, "#fffdf6")
                D.stroke_round_rect(c, banner, 8, "#1c6dd0", 1.5)
                D.text(c, render(Msg("ui.curtain.caption", who=player(seat)), lang),
                       *banner.center, 14, "#1c3f8a", bold=True)
        elif seat is not None:
            D.text(c, render(Msg("ui.pk.caption.hand", who=player(seat)), lang), TRAY.x + 12,
                   HAND.y + HAND.h / 2, 13, "#3b3326", bold=True, align="left")
            for i, card in enumerate(state.hands[seat][:HAND.n]):
                box = HAND.rect(i)
                if self.side == "coin":
                    draw_card(c, card, box, alpha=0.55)
                    D.text(c, "$", box.right - 9, box.bottom - 10, 14, "#e7b416", bold=True)
                else:
                    draw_card(c, card, box)
        if game_ended(state):
            return                                   # no side to choose, nothing to pass
        D.text(c, render(Msg("ui.pk.caption.side"), lang), SIDES["warrior"].x - 8,
               SIDES["warrior"].y + 15, 12, "#3b3326", bold=True, align="right")
        for name, box in SIDES.items():
            on = self.side == name
            D.fill_round_rect(c, box, 8, "#1c6dd0" if on else "#ffffff")
            D.stroke_round_rect(c, box, 8, "#1c6dd0", 1.5)
            D.text(c, render(Msg(f"ui.pk.caption.{name}"), lang), *box.center, 13,
                   "#ffffff" if on else "#1c6dd0", bold=True)
        can_pass = (live and state.phase in (Phase.POWER, Phase.AFTER)
                    and not self.puzzle_done)
        D.fill_round_rect(c, PASS, 8, "#f6c445" if can_pass else "#ddd6c4")
        D.text(c, render(Msg("ui.pk.caption.pass"), lang), *PASS.center, 13,
               "#3b2f10" if can_pass else "#8a8272", bold=True)

    def draw_selection(self, c, state: State) -> None:
        """On the selection layer: the picked hand card, and (hints on) the cells the pending
        choice may name — where the picked card may go, or the power, swap or flip targets."""
        grid = self.grid or grid_layout(state)
        if self.hints and state.phase is not Phase.OVER:
            style = "target" if state.phase is not Phase.PLAY else "site"
            for cell in self._cached_targets(state):
                if grid.shown(cell):
                    D.mark(c, grid.rect(cell).inset(3), style)
        seat = state.to_act
        if self.selection is not None and seat is not None and not self.curtained:
            codes = [card.code for card in state.hands[seat][:HAND.n]]
            if self.selection in codes:
                D.mark(c, HAND.rect(codes.index(self.selection)), "hand")

    def _cached_targets(self, state: State) -> list[Cell]:
        """:meth:`targets`, kept while the position, the pick and the side stay (the
        selection layer is redrawn with every panel change)."""
        key = (self.selection, self.side)
        cached = self._targets_cache
        if cached is None or cached[0] is not state or cached[1] != key:
            cached = self._targets_cache = (state, key, self.targets(state))
        return cached[2]

    def _draw_scores(self, c, state: State, lang: str) -> None:
        """The scoring in the tray: each faction's face-up levels (POOK-END-2), each
        player's two factions added (POOK-END-3), the winners starred, the players of a
        tie-break marked (POOK-END-4)."""
        totals = pk.faction_totals(state.board)
        D.text(c, render(Msg("pk.caption.factions"), lang), TRAY.x + 12, TRAY.y + 18, 13,
               "#3b3326", bold=True, align="left")
        for i, faction in enumerate(Faction):
            box = Rect(TRAY.x + 12 + i * 64, TRAY.y + 32, 58, 86)
            D.fill_round_rect(c, box, 6, COLOURS[faction.name])
            D.text(c, render(faction_msg(faction), lang), box.center[0], box.y + 14, 11,
                   "#ffffff", bold=True)
            D.text(c, str(totals[faction]), box.center[0], box.y + 52, 30, "#ffffff",
                   bold=True)
        x = TRAY.x + 286
        scores = pk.scores(state)
        lines = len(state.objectives)
        step = min(24.0, (TRAY.h - 22) / max(lines, 1))
        for seat, (a, b) in enumerate(state.objectives):
            y = TRAY.y + 22 + seat * step
            won = state.phase is Phase.OVER and seat in state.winners
            tied = state.phase is Phase.TIEBREAK and seat in state.tied
            line = render(Msg("pk.caption.score_line", who=player(seat),
                              a=faction_msg(a), x=totals[a], b=faction_msg(b), y=totals[b],
                              score=scores[seat]), lang)
            if won:
                line = "★ " + line
            elif tied:
                line += render(Msg("pk.caption.tied"), lang)
            D.text(c, line, x, y, 13, "#7a2e00" if won else "#3b3326", bold=won or tied,
                   align="left")

    def draw_marks(self, c, feedback: Feedback) -> None:
        for mark in feedback.marks:
            box = self._box(mark.target)
            if box is not None:
                D.mark(c, box.inset(3) if mark.target[0] == "cell" else box, mark.style)
