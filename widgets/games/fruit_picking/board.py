"""The Fruit Picking board: sow around your island seed by seed, then water or collect, with
live verdicts.

::

    board = FruitPickingBoard()                        # 2 players, seed 0
    board = FruitPickingBoard(players=1)               # solo
    board = FruitPickingBoard(players=3, no_market=True, computer="2,3")
    board.hover_farm("F3"); board.explanation_text     # the path, the last seed, the price
    board.click_farm("F3")                             # sow it
    board.replay(); board.step(+1)                     # the seeds land one by one
    board.hover_card("M1"); board.explanation_text     # "… in slot M1: 3 + 3 = 6, you have 5"
    board.click_card("M3"); board.water(); board.undo()

Options: the fields of :class:`tutor.fruit_picking.Options` (``players`` 1–4,
``random_setup``, ``no_market``, the tie-break directions and the variant's end and
winner); ``seed`` deals.

The canvas (900×600) shows, on the left, one island large (the seat to play's, or the one
clicked on the right; while replaying, the island of the event shown): the Harvest House
at the top, the six farms clockwise, Storage in the middle, each space with its seed count
written and drawn as dots, each farm card with its fruit's name, code and watering value
(colour is never the only cue); the active farm is ringed and lettered ACTIVE. On the
right, the market: each slot's card with its fruit, the slot's surcharge and the price
written base + surcharge = total; below it every seat's small island (its counts, its
cards, its combinations; click to show it large). Along the bottom, the market cards the
island's seat has collected, the combinations they hold, and the Water button. Hovering a
farm draws the sowing path: a numbered disc for each seed where it lands, the last one
ringed. Everything the board says comes from ``tutor.fruit_picking``.
"""

from __future__ import annotations

from typing import Any

import tutor.fruit_picking as fru
from tutor.core import Msg, render, seat_name
from tutor.fruit_picking.data import RING, VALUE
from tutor.fruit_picking.facts import SeedDropped, Sown
from tutor.fruit_picking.rules import combinations, price, space
from tutor.fruit_picking.state import State
from tutor.fruit_picking.svg import FRUIT_INK, SEAT_COLOURS

from widgets import draw as D
from widgets.base import Board, Feedback
from widgets.geometry import Rect, RowLayout, SeatRing
from widgets.panel import html_msg

from . import messages as _messages_fru  # noqa: F401  (registers ui.fru.*)
from .session import FruitPickingSession, fruit_msg, mode_of

ISLAND = Rect(4, 4, 468, 470)
RING_LAYOUT = SeatRing(centre=(238.0, 252.0), radii=(166.0, 166.0), w=100.0, h=100.0,
                       start=-90.0)
SPACE_R = 48.0
STORAGE = Rect(238 - 54, 252 - 54, 108, 108)
MARKET = Rect(478, 4, 418, 200)
CARDS = RowLayout(x=490, y=46, w=92, h=124, gap=8, n=4)
SIDE = Rect(478, 210, 418, 264)
THUMBS = tuple(Rect(486 + (s % 2) * 206, 232 + (s // 2) * 120, 198, 112) for s in range(4))
TRAY = Rect(4, 480, 892, 116)
HELD = RowLayout(x=14, y=508, w=46, h=62, gap=5, n=12)
WATER = Rect(716, 500, 170, 44)

ISLAND_BG, SIDE_BG, TRAY_BG = "#d8ecd0", "#ece3cf", "#ece3cf"
SEA = "#9cc7e0"
PATH_INK = "#1c6dd0"


def space_centre(i: int) -> tuple[float, float]:
    """The centre of ring space ``i`` (0 the Harvest House at the top, then clockwise)."""
    return RING_LAYOUT.seat_centre(i, RING)


def space_box(i: int) -> Rect:
    x, y = space_centre(i)
    return Rect(x - SPACE_R, y - SPACE_R, 2 * SPACE_R, 2 * SPACE_R)


def space_at(x: float, y: float) -> int | None:
    """The ring space under the pixel (inside its circle), ``None``: none."""
    for i in range(RING):
        cx, cy = space_centre(i)
        if (x - cx) ** 2 + (y - cy) ** 2 < SPACE_R ** 2:
            return i
    return None


def circle(c: Any, x: float, y: float, r: float, fill: str | None = None,
           stroke: str | None = None, width: float = 1.0) -> None:
    c.begin_path()
    c.arc(x, y, r, 0, 6.2832)
    if fill is not None:
        c.fill_style = fill
        c.fill()
    if stroke is not None:
        c.stroke_style = stroke
        c.line_width = width
        c.set_line_dash([])
        c.stroke()


def seed_dots(c: Any, n: int, x: float, y: float, size: float = 4.0, per_row: int = 6) -> None:
    """``n`` seeds as small brown dots in rows centred on (x, y) (at most 18)."""
    n = min(n, 18)
    rows = (n + per_row - 1) // per_row
    for k in range(n):
        r, col = divmod(k, per_row)
        in_row = min(per_row, n - r * per_row)
        px = x + (col - (in_row - 1) / 2) * (size * 2.4)
        py = y + (r - (rows - 1) / 2) * (size * 2.4)
        circle(c, px, py, size, "#6b3e1f", "#f6efe0", 1.0)


def draw_card(c: Any, code: str, box: Rect, lang: str, *, small: bool = False) -> None:
    """A market card: its fruit's colour, name and code, and as many fruit marks as the
    card's base price."""
    fill, ink = FRUIT_INK[code]
    D.fill_round_rect(c, box, 6, fill)
    D.stroke_round_rect(c, box, 6, "#3b3326", 1.2)
    cx = box.center[0]
    if small:
        D.text(c, code, cx, box.y + box.h * 0.38, min(15.0, box.w * 0.55), ink, bold=True)
        fruit_marks(c, VALUE[code], cx, box.y + box.h * 0.75, min(3.5, box.w / 10), ink)
        return
    D.text(c, code, cx, box.y + 22, 22, ink, bold=True)
    D.text(c, render(fruit_msg(code), lang), cx, box.y + 46, 11, ink, bold=True)
    fruit_marks(c, VALUE[code], cx, box.y + 66, 5.0, ink)


def fruit_marks(c: Any, n: int, x: float, y: float, r: float, ink: str) -> None:
    """``n`` round marks in a row centred on (x, y): the fruits drawn on a card."""
    for k in range(n):
        circle(c, x + (k - (n - 1) / 2) * r * 2.8, y, r, ink)


class FruitPickingBoard(Board):
    """A live Fruit Picking table (see the module docstring): the view of a
    :class:`~widgets.games.fruit_picking.session.FruitPickingSession`, built from the same
    arguments."""

    WIDTH = 900
    HEIGHT = 600
    SESSION = FruitPickingSession

    def layout_scene(self) -> None:
        """Fixed layout: nothing to compute."""

    # ------------------------------------------------------------ pixels -> keys

    def hit(self, x: float, y: float):
        state = self.state
        if ISLAND.contains(x, y):
            seat = self.island_seat()
            i = space_at(x, y)
            if i is not None:
                return ("space", (seat, i))
            if STORAGE.contains(x, y):
                return ("storage", seat)
            return None
        i = CARDS.index_at(x, y)
        if i is not None and i < len(state.market):
            return ("card", i + 1)
        for s in range(state.players):
            if THUMBS[s].contains(x, y):
                return ("island", s)
        if WATER.contains(x, y) and state.phase == "act":
            return ("water", None)
        return None

    def _box(self, key) -> Rect | None:
        kind, value = key
        if kind == "space":
            return space_box(value[1])
        if kind == "storage":
            return STORAGE
        if kind == "card":
            return CARDS.rect(value - 1) if 1 <= value <= CARDS.n else None
        if kind == "island":
            return THUMBS[value] if 0 <= value < len(THUMBS) else None
        if kind == "water":
            return WATER
        return None

    # ------------------------------------------------------------ the info strip

    def summary_details(self, state: Any) -> list[Msg]:
        return [Msg("ui.summary.deck", n=len(state.deck))]

    def info_parts(self, lang: str) -> list[str]:
        state = self.shown_state
        if state.phase == "over":
            parts = [f"<b>{html_msg(Msg('ui.fru.info.over'), lang)}</b>"]
        else:
            ask = fru.asks(state)[0].msg
            parts = [f"<b>{html_msg(ask, lang)}</b>"]
        parts.append(html_msg(Msg("fru.caption.deck", n=len(state.deck)), lang))
        parts.append(html_msg(Msg(f"ui.fru.mode.{mode_of(state.options)}"), lang))
        if state.ending and state.phase != "over":
            parts.append(html_msg(Msg("ui.fru.info.ending"), lang))
        return parts + self.origin_parts(lang)

    # ------------------------------------------------------------ drawing

    def draw_background(self, c) -> None:
        D.fill_round_rect(c, ISLAND, 12, SEA)
        D.fill_round_rect(c, MARKET, 10, SIDE_BG)
        D.fill_round_rect(c, SIDE, 10, SIDE_BG)
        D.fill_round_rect(c, TRAY, 10, TRAY_BG)
        c.fill_style = ISLAND_BG
        c.begin_path()
        c.arc(RING_LAYOUT.centre[0], RING_LAYOUT.centre[1], 222, 0, 6.2832)
        c.fill()

    def draw_pieces(self, c, state: State, live: bool) -> None:
        lang = self.lang
        seat = self.island_seat()
        self._draw_island(c, state, seat, lang)
        self._draw_market(c, state, lang)
        self._draw_side(c, state, seat, lang)
        self._draw_tray(c, state, seat, lang, live)

    def _draw_island(self, c, state: State, seat: int, lang: str) -> None:
        ink = "#1d2b1a"
        colour = SEAT_COLOURS[seat]
        D.text(c, render(Msg("fru.caption.island", who=seat_name(seat)), lang),
               ISLAND.x + 12, ISLAND.y + 16, 14, "#0b2e4f", bold=True, align="left")
        cx, cy = RING_LAYOUT.centre
        # the ring's direction: a faint circle through the spaces, arrows between them
        circle(c, cx, cy, RING_LAYOUT.radii[0], None, "#7fa36f", 2.0)
        for i in range(RING):
            a = space_centre(i)
            b = space_centre((i + 1) % RING)
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            dx, dy = b[0] - a[0], b[1] - a[1]
            n = max((dx * dx + dy * dy) ** 0.5, 1e-6)
            ux, uy = dx / n, dy / n
            c.fill_style = "#4f7a40"
            c.fill_polygon([(mx + 8 * ux, my + 8 * uy),
                            (mx - 6 * ux - 6 * uy, my - 6 * uy + 6 * ux),
                            (mx - 6 * ux + 6 * uy, my - 6 * uy - 6 * ux)])
        active = state.active if state.phase == "act" and state.turn == seat else None
        for i in range(RING):
            x, y = space_centre(i)
            n = state.seeds[seat][i]
            if i == 0:
                circle(c, x, y, SPACE_R, "#fff4d6", colour, 3.0)
                D.text(c, render(Msg("fru.caption.house"), lang), x, y - SPACE_R - 9, 12,
                       "#1d2b1a", bold=True, halo="#d8ecd0")
                D.text(c, "H", x - 30, y - 14, 12, ink, bold=True)
            else:
                code = state.farms[seat][i - 1]
                fill, card_ink = FRUIT_INK[code]
                circle(c, x, y, SPACE_R, fill, colour, 3.0)
                D.text(c, f"F{i}", x - 30, y - 14, 12, card_ink, bold=True)
                name = render(fruit_msg(code), lang)
                D.text(c, name, x, y - 30, 10 if len(name) < 13 else 8.5, card_ink, bold=True)
                D.text(c, f"+{VALUE[code]}", x + 30, y - 14, 11, card_ink, bold=True)
            D.text(c, str(n), x, y + 2, 22, "#111111", bold=True, halo="#ffffff")
            seed_dots(c, n, x, y + 28, 3.2)
            if i == active:
                circle(c, x, y, SPACE_R + 5, None, "#111111", 3.0)
                D.text(c, render(Msg("fru.caption.active"), lang), x, y + SPACE_R + 12,
                       11, "#111111", bold=True, halo="#ffffff")
        sx, sy = STORAGE.center
        circle(c, sx, sy, STORAGE.w / 2, "#f3ead2", "#7a6a48", 2.0)
        D.text(c, render(Msg("fru.caption.storage"), lang), sx, sy - 32, 11, ink, bold=True)
        D.text(c, str(state.storage[seat]), sx, sy - 6, 24, "#111111", bold=True)
        seed_dots(c, state.storage[seat], sx, sy + 26, 3.0)
        if state.options.players == 1:
            D.text(c, render(Msg("fru.caption.spent", n=state.spent), lang),
                   ISLAND.x + 12, ISLAND.bottom - 12, 12, "#0b2e4f", bold=True, align="left")

    def _draw_market(self, c, state: State, lang: str) -> None:
        ink = "#3b3326"
        o = state.options
        title = ("fru.caption.solo_offer" if o.players == 1 else
                 "fru.caption.variant_offer" if o.no_market else "fru.caption.market")
        D.text(c, render(Msg(title), lang), MARKET.x + 10, MARKET.y + 14, 13, ink,
               bold=True, align="left")
        D.text(c, render(Msg("fru.caption.deck", n=len(state.deck)), lang),
               MARKET.right - 10, MARKET.y + 14, 11, ink, align="right")
        for m, code in enumerate(state.market, 1):
            box = CARDS.rect(m - 1)
            D.text(c, f"M{m}", box.center[0], box.y - 10, 11, ink, bold=True)
            if not code:
                D.stroke_round_rect(c, box, 6, "#9c9484", 1.2, (4, 4))
                D.text(c, render(Msg("fru.caption.empty"), lang), *box.center, 11, ink)
                continue
            draw_card(c, code, box, lang)
            p = price(state, m)
            D.fill_round_rect(c, Rect(box.x + 4, box.bottom - 40, box.w - 8, 34), 5,
                              "#fffdf6")
            D.text(c, f"{p.base} + {p.surcharge} = {p.total}", box.center[0],
                   box.bottom - 30, 12, ink, bold=True)
            D.text(c, render(Msg("fru.caption.price"), lang), box.center[0],
                   box.bottom - 14, 10, "#5a5346")

    def _draw_side(self, c, state: State, shown: int, lang: str) -> None:
        ink = "#3b3326"
        D.text(c, render(Msg("ui.fru.caption.players"), lang), SIDE.x + 10, SIDE.y + 12, 12,
               ink, bold=True, align="left")
        for s in range(state.players):
            box = THUMBS[s]
            to_play = s == state.turn and state.phase != "over"
            D.fill_round_rect(c, box, 6, "#dbe8fb" if s == shown else "#ffffff")
            D.stroke_round_rect(c, box, 6, "#1c6dd0" if s == shown else "#9c9484",
                                2.0 if s == shown else 1.2)
            c.fill_style = SEAT_COLOURS[s]
            c.fill_rect(box.x + 6, box.y + 6, 10, 14)
            label = render(seat_name(s), lang)
            if to_play:
                label = "▶ " + label
            if s in state.winners:
                label = "★ " + label
            D.text(c, label, box.x + 22, box.y + 13, 12, ink, bold=True, align="left")
            seeds = state.seeds[s]
            D.text(c, render(Msg("fru.caption.counts", h=seeds[0], farms=sum(seeds[1:]),
                                 storage=state.storage[s]), lang),
                   box.x + 8, box.y + 32, 10, ink, align="left")
            D.text(c, render(Msg("fru.caption.farms",
                                 seeds=" ".join(str(n) for n in seeds[1:])), lang),
                   box.x + 8, box.y + 48, 10, "#5a5346", align="left")
            held = state.cards[s]
            for k, code in enumerate(held[:9]):
                draw_card(c, code, Rect(box.x + 8 + k * 20, box.y + 60, 18, 24), lang,
                          small=True)
            combos = combinations(held)
            text = (render(Msg("fru.caption.holds", kinds=[Msg(f"fru.combo.{k}")
                                                              for k in combos]), lang)
                    if combos else render(Msg("fru.caption.cards", n=len(held)), lang))
            D.text(c, text, box.x + 8, box.y + 98, 10, "#7a2e00" if combos else ink,
                   bold=bool(combos), align="left")

    def _draw_tray(self, c, state: State, seat: int, lang: str, live: bool) -> None:
        ink = "#3b3326"
        held = state.cards[seat]
        D.text(c, render(Msg("fru.caption.collected", who=seat_name(seat), n=len(held)),
                         lang), TRAY.x + 10, TRAY.y + 14, 12, ink, bold=True, align="left")
        for k, code in enumerate(held[:HELD.n]):
            draw_card(c, code, HELD.rect(k), lang, small=True)
        combos = combinations(held)
        if combos:
            D.text(c, "★ " + render(Msg("fru.caption.holds", kinds=[
                Msg(f"fru.combo.{k}") for k in combos]), lang), TRAY.x + 10,
                TRAY.bottom - 10, 11, "#7a2e00", bold=True, align="left")
        if state.phase == "act" and live:
            code = state.farms[state.turn][state.active - 1]
            gain = min(VALUE[code], state.storage[state.turn])
            D.fill_round_rect(c, WATER, 8, "#ffffff")
            D.stroke_round_rect(c, WATER, 8, "#1c6dd0", 1.8)
            D.text(c, render(Msg("ui.fru.caption.water", farm=space(state.active), n=gain),
                             lang), *WATER.center, 13, "#1c6dd0", bold=True)
        D.text(c, render(Msg("ui.fru.caption.legend"), lang), WATER.right,
               TRAY.bottom - 10, 10, "#5a5346", align="right")

    def draw_marks(self, c, feedback: Feedback) -> None:
        for mark in feedback.marks:
            kind, value = mark.target
            if kind == "path":
                self._draw_path(c, value, mark.style)
                continue
            if kind == "space" and value[0] != self.island_seat():
                continue
            box = self._box(mark.target)
            if box is None:
                continue
            if kind == "space":
                x, y = box.center
                colour = D.MARK_STYLES.get(mark.style, D.MARK_STYLES["focus"])[0]
                circle(c, x, y, SPACE_R + 2, None, colour, 4.0)
                if mark.style == "cross":
                    D.line(c, x - 20, y - 20, x + 20, y + 20, colour, 3.0)
                    D.line(c, x - 20, y + 20, x + 20, y - 20, colour, 3.0)
                continue
            if mark.style == "cross":             # a white cross under the red one: it
                inner = box.inset(box.h * 0.22)     # shows on a red card too
                D.line(c, inner.x, inner.y, inner.right, inner.bottom, "#ffffff", 7.0)
                D.line(c, inner.x, inner.bottom, inner.right, inner.y, "#ffffff", 7.0)
            D.mark(c, box, mark.style)

    def _draw_path(self, c, fact: Sown | SeedDropped, style: str) -> None:
        """A sowing's path on the island: from the farm sown, a numbered disc on each space
        a seed lands on (up to the seed shown while stepping), the last one ringed; while
        stepping, the seeds still in hand counted at the farm sown."""
        if fact.seat != self.island_seat():
            return
        path = fact.path
        upto = fact.k if isinstance(fact, SeedDropped) else len(path)
        colour = PATH_INK
        start = space_centre(fact.farm)
        circle(c, *start, SPACE_R + 2, None, colour, 2.0)
        prev = start
        landed: dict[int, int] = {}
        for k, i in enumerate(path[:upto], 1):
            x, y = space_centre(i)
            turn = landed.get(i, 0)
            landed[i] = turn + 1
            dx, dy = x - RING_LAYOUT.centre[0], y - RING_LAYOUT.centre[1]
            norm = max((dx * dx + dy * dy) ** 0.5, 1.0)
            # the first seed on a space: a disc outside it; a lap's: inside, towards Storage
            off = SPACE_R + 14 if not turn else -(SPACE_R + 12 + 22 * (turn - 1))
            px, py = x + dx / norm * off, y + dy / norm * off
            D.line(c, prev[0], prev[1], px, py, colour, 2.0)
            last = k == len(path)
            now = isinstance(fact, SeedDropped) and k == upto
            circle(c, px, py, 11, "#ffd84d" if now else "#ffffff",
                   "#111111" if last else colour, 3.0 if last else 2.0)
            D.text(c, str(k), px, py, 11, "#111111", bold=True)
            prev = (px, py)
        if isinstance(fact, SeedDropped) and fact.held:
            D.text(c, render(Msg("ui.fru.caption.in_hand", n=fact.held), self.lang),
                   start[0], start[1] - SPACE_R - 10, 12, colour, bold=True, halo="#ffffff")
