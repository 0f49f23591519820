"""The Oh Hell table: hot-seat bidding and trick play with live verdicts.

::

    table = OhHellBoard()                                  # 4 players, long sequence, seed 0
    table = OhHellBoard(players=5, sequence="short-ud", scoring="hybrid", vienna=True, seed=3)
    table = OhHellBoard("oh1 players=4 seq=long scoring=positive seed=0 hand=6 size=5 ...")
    table = OhHellBoard(puzzle="example-1-dealer-restriction", lang="fr")
    table                                                  # displays (table.widget is the VBox)
    table.hover_bid(2); table.explanation_text             # the dealer's restriction, with sums
    table.click_bid(3); table.hover_card("QS"); table.click_card("QS")
    table.play("bid 2"); table.play("QS"); table.step(-1); table.undo()

The canvas shows the seats around the table (clockwise from Player 1 at the bottom), each
with its name, bid, tricks won and score, the dealer's badge, and its cards (face up in the
teaching view, backs otherwise: :func:`tutor.oh_hell.view` of the seat to act); the turned
trump card in the corner; the trick in the middle, each card in front of the seat that
played it (after a trick, the finished trick stays there with the winning card ringed until
the next card is led); and, below the table, the hand of the seat to act, with the bid chips
0..k above it while bidding. Hovering a chip or a card previews the engine's verdict
(the dealer's restriction with its sum, follow-suit with the cards that decide it); clicking
commits; the events (trick winner, scores with their formulas) are listed and can be
stepped through.

Options: the keywords ``players``, ``sequence``, ``scoring``, ``vienna`` are the engine's
:class:`tutor.oh_hell.Options` field names; ``options=`` takes a whole ``Options`` (for
``min_size``, ``max_size``, ``balanced_penalty``, ``squares``, ``anderson``,
``short_cap``) and wins over them. Everything the table says comes from
``tutor.oh_hell`` (``check``, ``apply``, ``legal_moves``, ``forbidden_bid``, ``view``,
``judge``); the table never decides a rule.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

import ipywidgets as W

import tutor.oh_hell as oh
from tutor.core import Msg, render, seat_name
from tutor.oh_hell.facts import TrickWon
from tutor.oh_hell.rules import card_msg, suit_msg
from tutor.oh_hell.scoring import num
from tutor.oh_hell.state import Card, HandRecord, Phase, State, Suit

from widgets import draw as D
from widgets.base import CURTAIN, Board, Feedback
from widgets.geometry import Rect, RowLayout, SeatRing
from widgets.panel import html_msg

from . import messages as _messages_oh_hell  # noqa: F401  (registers ui.oh.*)
from .session import OhHellSession, _card_key, _who, options_variant

TABLE = Rect(6, 6, 748, 324)
TRAY = Rect(6, 336, 748, 178)
CENTRE = (380.0, 170.0)
RADII = (284.0, 128.0)            # the ellipse the seats sit on
SEAT_W, SEAT_H = 180.0, 58.0
CARD_W, CARD_H = 44.0, 62.0       # cards on the table (trick, trump)
TRICK_PULL = 0.42                 # a trick card sits this far from the centre towards its seat
TRUMP_BOX = Rect(20, 16, CARD_W, CARD_H)
CHIPS = RowLayout(x=140, y=346, w=40, h=40, gap=8, n=11)
HAND = RowLayout(x=140, y=400, w=54, h=78, gap=6, n=10, reach=8)

FELT, FELT_EDGE, TRAY_BG = "#2f7d4f", "#1f5c39", "#ece3cf"
RED_SUITS = {Suit.H, Suit.D}
SYMBOL = {Suit.C: "♣", Suit.D: "♦", Suit.H: "♥", Suit.S: "♠"}


#: The seats around the table (Player 1 at the bottom, then clockwise).
RING = SeatRing(CENTRE, RADII, SEAT_W, SEAT_H)


def seat_box(seat: int, players: int) -> Rect:
    return RING.box(seat, players)


def trick_box(seat: int, players: int) -> Rect:
    """The place in the middle of the table for the card played by ``seat``."""
    return RING.in_front(seat, players, TRICK_PULL, CARD_W, CARD_H)


@dataclass(frozen=True)
class TableTrick:
    """The cards shown in the middle: in play order from ``lead``; ``winner`` (a card) and
    ``number`` once the trick is finished (the last trick, kept in view)."""

    cards: tuple[Card, ...]
    lead: int
    winner: Card | None = None
    number: int = 0


# ---------------------------------------------------------------- card drawing

def draw_card(c: Any, card: Card, box: Rect, lang: str, *, alpha: float = 1.0) -> None:
    """A face-up card: rank and suit in the corner, a large suit in the middle."""
    c.global_alpha = alpha
    radius = max(3.0, box.w * 0.1)
    D.fill_round_rect(c, box, radius, "#ffffff")
    D.stroke_round_rect(c, box, radius, "#5b5b5b", 1.2)
    ink = "#c0262d" if card.suit in RED_SUITS else "#1d1d1d"
    rank = render(Msg(f"oh.rank.{card.code[0]}"), lang)
    size = max(9.0, box.w * 0.3)
    D.text(c, rank, box.x + 4, box.y + 3, size, ink, bold=True, align="left", baseline="top")
    D.text(c, SYMBOL[card.suit], box.x + 4, box.y + 3 + size, size * 0.9, ink, align="left",
           baseline="top")
    cx, cy = box.center
    D.text(c, SYMBOL[card.suit], cx + box.w * 0.08, cy + box.h * 0.12, box.w * 0.55, ink)
    c.global_alpha = 1.0


def draw_back(c: Any, box: Rect) -> None:
    radius = max(2.0, box.w * 0.12)
    D.fill_round_rect(c, box, radius, "#2b4c9b")
    D.stroke_round_rect(c, box, radius, "#ffffff", 1.0)


def draw_chip(c: Any, box: Rect, n: int, *, refused: bool, alpha: float = 1.0) -> None:
    c.global_alpha = alpha
    cx, cy = box.center
    r = box.w / 2
    c.fill_style = "#e9e2cf" if refused else "#f6c445"
    c.fill_circle(cx, cy, r)
    c.stroke_style = "#7a6a3a"
    c.line_width = 1.5
    c.set_line_dash([])
    c.stroke_circle(cx, cy, r)
    c.stroke_style = "#ffffff"
    c.set_line_dash([3, 3])
    c.stroke_circle(cx, cy, r - 4)
    c.set_line_dash([])
    D.text(c, str(n), cx, cy + 1, r * 0.95, "#9a9a9a" if refused else "#3b2f10", bold=True)
    if refused:
        d = r * 0.62
        D.line(c, cx - d, cy - d, cx + d, cy + d, "#d62828", 3.0)
        D.line(c, cx - d, cy + d, cx + d, cy - d, "#d62828", 3.0)
    c.global_alpha = 1.0


# ---------------------------------------------------------------- the table

def scored_hands(events) -> dict[int, HandRecord]:
    """The hands that ``events`` scored, by number in the sequence (from 1): each
    OH-SCORE-SHEET event's snapshot holds the hand's size, bids and tricks.

    The engine keeps no sheet for a position written without one (only its totals are
    known), so after such a position the table's own record of what it saw scored is all
    the sheet can show (OH-SCORE-SHEET)."""
    out: dict[int, HandRecord] = {}
    for event in events:
        if event.rule != str(oh.R.SCORE_SHEET):
            continue
        snap = event.snapshot
        number = snap.hand + 1
        points = tuple(oh.score(snap.options, number, snap.size, bid, won).points
                       for bid, won in zip(snap.bids, snap.won))
        out[number] = HandRecord(snap.size, tuple(snap.bids), tuple(snap.won), points)
    return out


def hands_finished(state: State) -> int:
    """How many hands of the sequence were finished before ``state``'s hand (all of them
    once the game is over)."""
    return state.hand + (state.phase is Phase.OVER)


def score_sheet_html(state: State, lang: str, scored: dict[int, HandRecord] | None = None,
                     start: State | None = None) -> str:
    """The running score sheet (OH-SCORE-SHEET): one row per finished hand, each entry with
    its bid, tricks and the engine's formula; the totals last.

    When ``state`` has no sheet of its own although hands were finished (a position loaded
    without its sheet: the engine keeps only the totals), the sheet shows what is known:
    the hands finished before ``start`` (the loaded position; default ``state``) as one
    row of totals, said to be unknown, then the hands ``scored`` since
    (:func:`scored_hands`)."""
    t = lambda key, **kw: html.escape(render(Msg(key, **kw), lang))  # noqa: E731
    scoring = render(Msg(f"ui.setting.oh_hell.scoring.{state.options.scoring}"), lang)
    head = (f'<div style="font-family:sans-serif;font-size:13px;margin-top:4px">'
            f'<b>{t("ui.oh.sheet.title", scoring=scoring)}</b>')
    rows_known = list(enumerate(state.sheet, 1))
    before, carried = 0, state.scores
    if not rows_known:
        origin = start if start is not None and not start.sheet else state
        before, carried = hands_finished(origin), origin.scores
        rows_known = sorted((h, r) for h, r in (scored or {}).items() if h > before)
    if not rows_known and not before:
        return head + f'<div style="color:#666">{t("ui.oh.sheet.empty")}</div></div>'
    cell = 'style="border:1px solid #ccc;padding:2px 6px;vertical-align:top"'
    players = [render(seat_name(i), lang) for i in range(state.players)]
    rows = [f'<tr><th {cell}>{t("ui.oh.sheet.hand")}</th>'
            + "".join(f"<th {cell}>{html.escape(p)}</th>" for p in players) + "</tr>"]
    note = ""
    if before:
        hands = "1" if before == 1 else f"1–{before}"
        rows.append(f'<tr style="color:#666"><td {cell}>{hands}</td>'
                    + "".join(f'<td {cell}>{t("ui.oh.sheet.carried", points=num(p))}</td>'
                              for p in carried) + "</tr>")
        note = (f'<div style="color:#666;font-size:12px">'
                f'{t("ui.oh.sheet.unknown", count=before, hands=hands)}</div>')
    for number, record in rows_known:
        entries = []
        for seat in range(state.players):
            bid, won = record.bids[seat], record.won[seat]
            line = oh.score(state.options, number, record.size, bid, won)
            colour = "#1f7a3a" if line.made else "#a02020"
            entries.append(f'<td {cell}>{t("ui.oh.sheet.entry", bid=bid, won=won)}<br>'
                           f'<span style="color:{colour};white-space:nowrap">'
                           f'{html.escape(line.formula)}</span> <span style="color:#888;'
                           f'font-size:11px;white-space:nowrap">({line.rule})</span></td>')
        rows.append(f"<tr><td {cell}>{number} ({record.size})</td>{''.join(entries)}</tr>")
    rows.append(f'<tr><th {cell}>{t("ui.oh.sheet.total")}</th>'
                + "".join(f"<th {cell}>{num(s)}</th>" for s in state.scores) + "</tr>")
    return (head + '<table style="border-collapse:collapse">' + "".join(rows) + "</table>"
            + note + "</div>")


class OhHellBoard(Board):
    """A live Oh Hell table (see the module docstring): the view of an
    :class:`~widgets.games.oh_hell.session.OhHellSession`, built from the same arguments
    (``position``, ``lang``, ``players``, ``sequence``, ``scoring``, ``vienna``, ``seed``,
    ``puzzle``, ``teaching``, ``options``, ``computer``)."""

    HEIGHT = 520
    SESSION = OhHellSession

    def __init__(self, *args: Any, **kwargs: Any):
        self.table_trick: TableTrick | None = None
        super().__init__(*args, **kwargs)

    def layout_scene(self) -> None:
        """What the middle of the table shows: the trick in progress, or the last one."""
        state = self.shown_state
        if state.trick:
            self.table_trick = TableTrick(state.trick, state.lead)
            return
        self.table_trick = None
        if self.replaying:
            return
        for event in reversed(self._story.events):
            if isinstance(event.data, TrickWon):
                snap = event.snapshot
                self.table_trick = TableTrick(snap.trick, snap.lead, event.data.card,
                                              event.data.number)
                return

    def hit(self, x: float, y: float):
        state = self.state
        if self.curtained and TRAY.contains(x, y):
            return CURTAIN
        if state.phase is Phase.BID:
            i = CHIPS.index_at(x, y)
            if i is not None and i <= state.size:
                return ("bid", i)
        i = HAND.index_at(x, y)
        hand = self._active_hand(state)
        if i is not None and i < len(hand):
            return _card_key(hand[i])
        for seat in range(state.players):
            if seat_box(seat, state.players).contains(x, y):
                return ("seat", seat)
        return None

    def _box(self, key) -> Rect | None:
        """Where a key is drawn now (hand of the seat to act, trick, trump; chips; seats)."""
        state = self.shown_state
        kind, value = key
        if kind == "bid":
            return CHIPS.rect(value) if 0 <= value < CHIPS.n else None
        if kind == "seat":
            return seat_box(value, state.players)
        if kind == "card":
            hand = self._active_hand(state)
            for i, c in enumerate(hand[:HAND.n]):
                if c.code == value:
                    return HAND.rect(i)
            trick = self.table_trick
            if trick is not None:
                for i, c in enumerate(trick.cards):
                    if c.code == value:
                        return trick_box((trick.lead + i) % state.players, state.players)
            if state.trump.code == value:
                return TRUMP_BOX
        return None

    def extra_views(self) -> list[W.Widget]:
        self.sheet_view = W.HTML(layout=W.Layout(width=f"{self.WIDTH}px"))
        self.sheet_view.add_class("rt-sheet")
        return [self.sheet_view]

    def render_extra_views(self) -> None:
        self.sheet_view.value = score_sheet_html(self.shown_state, self.lang,
                                                 scored_hands(self.seen_events()),
                                                 self.history.entries[0].state)

    def summary_details(self, state: Any) -> list[Msg]:
        return [Msg("oh.svg.hand", h=state.hand + 1, n=len(state.sizes), k=state.size)]

    def info_parts(self, lang: str) -> list[str]:
        state = self.shown_state
        opts = state.options


        if state.phase is Phase.OVER:
            status = Msg("ui.oh.info.over")
        elif state.to_act is None:                  # replay: the hand is being scored
            status = Msg("ui.oh.info.scoring_hand", h=state.hand + 1)
        elif state.phase is Phase.BID:
            status = Msg("ui.oh.info.bidding", who=_who(state.to_act))
        else:
            status = Msg("ui.info.to_play", who=_who(state.to_act))
        parts = [f"<b>{html_msg(status, lang)}</b>",
                 html_msg(Msg("ui.oh.info.hand", h=state.hand + 1, hands=len(state.sizes),
                              k=state.size), lang),
                 html_msg(Msg("ui.oh.info.dealer", who=_who(state.dealer)), lang),
                 html_msg(Msg("ui.oh.info.trump", card=card_msg(state.trump),
                              suit=suit_msg(state.trump_suit)), lang)]
        scoring = [Msg(f"ui.setting.oh_hell.scoring.{opts.scoring}")]
        variant = options_variant(opts)
        if variant != "none":
            scoring.append(Msg(f"ui.oh.variant.{variant}"))
        if opts.vienna:
            scoring.append(Msg("ui.oh.info.vienna"))
        parts.append(html_msg(Msg("ui.oh.info.scoring", scoring=scoring), lang))
        made = [b for b in state.bids if b is not None]
        if state.phase is not Phase.OVER and made:
            parts.append(html_msg(Msg("ui.oh.info.bids", total=sum(made), k=state.size),
                                  lang))
        scores = [Msg("oh.total", who=_who(s), points=num(state.scores[s]))
                  for s in range(state.players)]
        parts.append(html_msg(Msg("ui.oh.info.scores", scores=scores), lang))
        return parts + self.origin_parts(lang)

    def draw_background(self, c) -> None:
        D.fill_round_rect(c, TABLE, 60, FELT_EDGE)
        D.fill_round_rect(c, TABLE.inset(6), 54, FELT)
        D.fill_round_rect(c, TRAY, 10, TRAY_BG)

    def draw_pieces(self, c, state: State, live: bool) -> None:
        lang = self.lang
        n = state.players
        viewer = self.viewer(state)
        seen = oh.view(state, viewer) if viewer is not None else None
        for seat in range(n):
            self._draw_seat(c, state, seat, seen, lang)
        # the turned trump card
        draw_card(c, state.trump, TRUMP_BOX, lang)
        D.text(c, render(Msg("ui.oh.caption.trump"), lang), TRUMP_BOX.right + 6,
               TRUMP_BOX.y + 12, 13, "#ffffff", bold=True, align="left")
        D.text(c, render(suit_msg(state.trump_suit), lang), TRUMP_BOX.right + 6,
               TRUMP_BOX.y + 30, 12, "#e8f3ea", align="left")
        # the trick in the middle
        trick = self.table_trick
        if trick is not None:
            done = trick.winner is not None
            for i, card in enumerate(trick.cards):
                box = trick_box((trick.lead + i) % n, n)
                draw_card(c, card, box, lang, alpha=0.8 if done and card != trick.winner else 1.0)
                if done:
                    D.mark(c, box, "ok" if card == trick.winner else "focus")
            if done:
                winner = (trick.lead + trick.cards.index(trick.winner)) % n
                D.text(c, render(Msg("ui.oh.caption.last_trick", n=trick.number,
                                     who=_who(winner)), lang), CENTRE[0], CENTRE[1], 12,
                       "#ffffff", bold=True, halo="rgba(0,0,0,0.45)")
        self._draw_tray(c, state, live, lang, hidden=viewer is None)

    def _draw_seat(self, c, state: State, seat: int, seen, lang: str) -> None:
        n = state.players
        box = seat_box(seat, n)
        active = seat == state.to_act
        D.fill_round_rect(c, box, 8, "#fdfaf2" if active else "#e4efe6")
        D.stroke_round_rect(c, box, 8, "#1c6dd0" if active else "#1f5c39",
                            3.0 if active else 1.0)
        name = render(_who(seat), lang)
        D.text(c, name, box.x + 8, box.y + 12, 13, "#1d1d1d", bold=True, align="left")
        if seat == state.dealer:
            bx = box.right - 16
            c.fill_style = "#b3261e"
            c.fill_circle(bx, box.y + 12, 9)
            D.text(c, "D", bx, box.y + 13, 11, "#ffffff", bold=True)
            D.text(c, render(Msg("ui.oh.caption.dealer"), lang), bx - 14, box.y + 12, 10,
                   "#b3261e", align="right")
        bid = state.bids[seat]
        line = "   ".join([render(Msg("ui.oh.seat.bid", bid="–" if bid is None else bid), lang),
                           render(Msg("ui.oh.seat.won", won=state.won[seat]), lang),
                           render(Msg("ui.oh.seat.score", score=state.scores[seat]), lang)])
        D.text(c, line, box.x + 8, box.y + 30, 11, "#333", align="left")
        hand = state.hands[seat]
        y = box.y + 46
        if self.teaching or (seen is not None and seat == seen.seat):
            labels = [render(Msg(f"oh.rank.{card.code[0]}"), lang) + SYMBOL[card.suit]
                      for card in hand]
            steps = [17.0 if len(label) == 2 else 22.0 for label in labels]
            squeeze = min(1.0, (box.w - 14) / sum(steps)) if steps else 1.0
            x = box.x + 8
            for card, label, step in zip(hand, labels, steps):
                ink = "#c0262d" if card.suit in RED_SUITS else "#1d1d1d"
                D.text(c, label, x, y, 10, ink, bold=True, align="left")
                x += step * squeeze
        else:
            count = seen.hand_sizes[seat] if seen is not None else len(hand)
            for i in range(count):
                draw_back(c, Rect(box.x + 8 + i * 9, y - 7, 10, 14))

    def _draw_tray(self, c, state: State, live: bool, lang: str, *, hidden: bool) -> None:
        seat = state.to_act
        if seat is None:
            return
        x = TRAY.x + 14
        D.text(c, render(Msg("ui.oh.caption.hand"), lang), x, HAND.y + HAND.h / 2 - 9, 13,
               "#3b3326", bold=True, align="left")
        D.text(c, render(_who(seat), lang), x, HAND.y + HAND.h / 2 + 10, 13, "#3b3326",
               align="left")
        if hidden and not self.teaching:            # hot seat: not taken the screen yet
            for i in range(min(len(state.hands[seat]), HAND.n)):
                draw_back(c, HAND.rect(i))
            if live and self.curtained:             # not for a computer seat
                banner = Rect(HAND.x - 6, HAND.y + HAND.h / 2 - 17, 360, 34)
                D.fill_round_rect(c, banner, 8, "#fffdf6")
                D.stroke_round_rect(c, banner, 8, "#1c6dd0", 1.5)
                D.text(c, render(Msg("ui.curtain.caption", who=_who(seat)), lang),
                       *banner.center, 14, "#1c3f8a", bold=True)
            return
        hinted = live and self.hints
        if state.phase is Phase.BID:
            D.text(c, render(Msg("ui.oh.caption.bid"), lang), x, CHIPS.y + CHIPS.h / 2, 13,
                   "#3b3326", bold=True, align="left")
            forbidden = oh.forbidden_bid(state) if hinted else None
            for b in range(min(state.size + 1, CHIPS.n)):
                draw_chip(c, CHIPS.rect(b), b, refused=b == forbidden)
        playable = None
        if hinted and state.phase is Phase.PLAY:
            playable = {m.card for m in oh.legal_moves(state)}
        for i, card in enumerate(state.hands[seat][:HAND.n]):
            dim = state.phase is Phase.BID or (playable is not None and card not in playable)
            draw_card(c, card, HAND.rect(i), lang, alpha=0.55 if dim else 1.0)

    def draw_marks(self, c, feedback: Feedback) -> None:
        for mark in feedback.marks:
            box = self._box(mark.target)
            if box is None:
                continue
            if mark.target[0] == "bid":
                cx, cy = box.center
                colour, dash = D.MARK_STYLES.get(mark.style, D.MARK_STYLES["focus"])
                c.stroke_style = colour
                c.line_width = 3.0
                c.set_line_dash(list(dash))
                c.stroke_circle(cx, cy, box.w / 2 + 3)
                c.set_line_dash([])
                if mark.style == "cross":
                    d = box.w * 0.31
                    D.line(c, cx - d, cy - d, cx + d, cy + d, colour, 3.0)
                    D.line(c, cx - d, cy + d, cx + d, cy - d, colour, 3.0)
            else:
                D.mark(c, box, mark.style)
