"""The BANG! table: 4–7 players around a ring, targets, distances and answers out of turn,
with live verdicts.

::

    table = BangBoard()                                   # 4 players, seed 0, teaching view
    table = BangBoard(players=7, seed=3, teaching=False)  # hot seat: hidden hands and roles
    table = BangBoard("bang1 players=4 ...")              # a position in notation
    table.click_card("BGAS"); table.hover_player(3)       # BANG! at Player 3: the verdict
    table.explanation_text                                # "distance 2: 2 seats away; ..."
    table.click_player(3)                                 # shoot
    table.click_card("MS5S")                              # Player 3 answers with Missed!
    table.click_button("take"); table.click_button("end"); table.undo(); table.step(-1)

The canvas (900×600) shows the players around the table, Player 1 at the bottom then
clockwise, each box with the player's name, role (a word: the Sheriff's always, the others'
once revealed, every one in the teaching view), character, life as bullets and as a number,
the size of the hand (its backs: Panic!'s and Cat Balou's "a card at random") and the cards
in play (chips with the card's name). The seat on its turn is outlined blue; a seat that
must answer out of turn wears a tag saying what it answers. In the middle: the deck (its
size), the discard pile (its top card), the General Store's cards or Kit Carlson's three,
and while a "draw!" is replayed, the card(s) it revealed with the result. Below: the hand
of the seat asked (backs and the curtain in the hot seat until that player clicks it) and
the buttons of the open ask (End turn; draw! for the Barrel, Take the hit...).

Hovering a player with a card picked shows the engine's verdict (the distance as the sum of
its terms, the weapon's range, the BANG! allowance) and draws the distance from the shooter
to that player; with nothing picked, who sits there and how far from the seat on its turn.
Suits are symbols and roles words, so colour is never the only cue. Everything the table
says comes from ``tutor.bang`` (``check``, ``apply``, ``legal_moves``, ``view``).
"""

from __future__ import annotations

from typing import Any

from tutor.bang.data import BLUE, kind
from tutor.bang.facts import Drawn
from tutor.bang.rules import card_msg, char_msg
from tutor.bang.state import Phase, State
from tutor.bang.svg import seat_style
from tutor.core import Msg, render, seat_name

from widgets import draw as D
from widgets.base import CURTAIN, Board, Feedback
from widgets.geometry import Rect, RowLayout, SeatRing
from widgets.panel import html_msg

from . import messages as _messages_bang  # noqa: F401  (registers ui.bang.*)
from .session import ANSWERS, BangSession

TABLE = Rect(4, 4, 892, 416)
TRAY = Rect(4, 424, 892, 172)
CENTRE = (450.0, 212.0)
RING = SeatRing(CENTRE, (350.0, 152.0), 190.0, 100.0)
DECK = Rect(380, 214, 58, 76)
DISCARD = Rect(462, 214, 58, 76)
DRAWN_Y, DRAWN_W, DRAWN_H = 142.0, 56.0, 68.0     # the revealed "draw!" cards, above the piles
MIDDLE_Y, MIDDLE_W, MIDDLE_H, MIDDLE_GAP = 140.0, 48.0, 66.0, 6.0
HAND = RowLayout(x=150, y=470, w=54, h=78, gap=5, n=12, reach=6)
HAND_SPAN = 736.0                    # the tray's width for the hand: 12 cards, or narrower ones
BUTTON_Y, BUTTON_H, BUTTON_W, BUTTON_GAP, BUTTON_X = 432.0, 28.0, 150.0, 8.0, 150.0
CHIP_W, CHIP_H, CHIP_GAP = 58.0, 17.0, 3.0
CHIPS_PER_ROW, CHIP_ROWS = 3, 2

FELT, FELT_EDGE, TRAY_BG = "#8a5a2b", "#5e3b1a", "#ece3cf"
RED_SUITS = {"H", "D"}
SUIT = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: Blue-bordered cards (stay in play) and brown ones; the name on the card tells them apart
#: too (colour is never the only cue).
BLUE_EDGE, BROWN_EDGE = "#2b5fb3", "#8a5a2b"


def seat_box(seat: int, players: int) -> Rect:
    return RING.box(seat, players)


def hand_zone(seat: int, players: int) -> Rect:
    """The backs of a player's hand in their box (Panic!/Cat Balou: a card at random)."""
    box = seat_box(seat, players)
    return Rect(box.right - 84, box.y + 37, 78, 18)


def chip_rect(seat: int, players: int, j: int) -> Rect:
    """The ``j``-th card in play in front of a player (3 a row, 2 rows)."""
    box = seat_box(seat, players)
    return Rect(box.x + 6 + (j % CHIPS_PER_ROW) * (CHIP_W + CHIP_GAP),
                box.y + 60 + (j // CHIPS_PER_ROW) * (CHIP_H + 3), CHIP_W, CHIP_H)


def tag_rect(seat: int, players: int) -> Rect:
    """The tag of a seat that must answer: on its side towards the middle."""
    box = seat_box(seat, players)
    y = box.bottom + 2 if box.center[1] < CENTRE[1] else box.y - 22
    return Rect(box.x + 12, y, box.w - 24, 20)


def middle_row(n: int) -> RowLayout:
    """The General Store's (or Kit Carlson's) cards, centred above the piles."""
    width = n * (MIDDLE_W + MIDDLE_GAP) - MIDDLE_GAP
    return RowLayout(x=CENTRE[0] - width / 2, y=MIDDLE_Y, w=MIDDLE_W, h=MIDDLE_H,
                     gap=MIDDLE_GAP, n=max(n, 1))


def hand_row(n: int) -> RowLayout:
    """The hand's row for ``n`` cards: :data:`HAND`, narrower cards beyond 12 (a Wells
    Fargo and a General Store can make 14), so every card stays in view and clickable."""
    if n <= HAND.n:
        return HAND
    w = (HAND_SPAN - (n - 1) * 3) / n
    return RowLayout(x=HAND.x, y=HAND.y, w=w, h=HAND.h, gap=3, n=n, reach=HAND.reach)


def value_suit(code: str) -> str:
    v = code[2]
    return ("10" if v == "T" else v) + SUIT[code[3]]


def wrap(text: str, width: int) -> list[str]:
    """``text`` cut at spaces into lines of about ``width`` characters (at most 2)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return lines


def draw_card(c: Any, code: str, box: Rect, lang: str, *, alpha: float = 1.0) -> None:
    """A face-up card: value and suit in the corner (a symbol, red or black), its name."""
    c.global_alpha = alpha
    edge = BLUE_EDGE if kind(code) in BLUE else BROWN_EDGE
    D.fill_round_rect(c, box, 5, "#fffdf6")
    D.stroke_round_rect(c, box, 5, edge, 2.0)
    ink = "#c0262d" if code[3] in RED_SUITS else "#1d1d1d"
    size = max(9.0, box.w * 0.2)
    D.text(c, value_suit(code), box.x + 4, box.y + 3, size, ink, bold=True, align="left",
           baseline="top")
    name = render(card_msg(code), lang)
    lines = wrap(name, 8 if box.w > 50 else 7)
    longest = max(len(line) for line in lines)
    font = 10 if longest <= 8 else 9 if longest <= 9 else 8
    if box.w < 46:                                  # a long hand's narrower cards
        font = min(font, 8)
    cx, cy = box.center
    for i, line in enumerate(lines):
        D.text(c, line, cx, cy + 6 + (i - (len(lines) - 1) / 2) * 12, font, "#2a2a2a",
               bold=True)
    c.global_alpha = 1.0


def draw_back(c: Any, box: Rect) -> None:
    D.fill_round_rect(c, box, 4, "#7a2418")
    D.stroke_round_rect(c, box, 4, "#f4e3c1", 1.0)


def draw_tick(c: Any, x: float, y: float, ok: bool) -> None:
    """A tick (allowed) or a cross (refused) in a disc at (x, y): a shape, not only a colour."""
    colour = "#1f7a3a" if ok else "#b3261e"
    c.fill_style = colour
    c.fill_circle(x, y, 7)
    if ok:
        D.line(c, x - 3.5, y, x - 1, y + 3, "#ffffff", 2.0)
        D.line(c, x - 1, y + 3, x + 4, y - 3, "#ffffff", 2.0)
    else:
        D.line(c, x - 3, y - 3, x + 3, y + 3, "#ffffff", 2.0)
        D.line(c, x - 3, y + 3, x + 3, y - 3, "#ffffff", 2.0)


def short(text: str, n: int) -> str:
    return text if len(text) <= n else text[:n - 1] + "."


class BangBoard(Board):
    """A live BANG! table (see the module docstring): the view of a
    :class:`~widgets.games.bang.session.BangSession`, built from the same arguments
    (``position``, ``lang``, ``players``, ``choose``, ``seed``, ``puzzle``, ``teaching``,
    ``options``, ``computer``)."""

    WIDTH = 900
    HEIGHT = 600
    SESSION = BangSession

    def __init__(self, *args: Any, **kwargs: Any):
        self.buttons_shown: list[tuple[tuple, Rect]] = []
        self.middle: tuple[str, ...] = ()
        super().__init__(*args, **kwargs)

    # ------------------------------------------------------------ layout, pixels

    def layout_scene(self) -> None:
        """The buttons of the open ask and the middle cards of the live position."""
        session = self.session
        state = session.state
        self.buttons_shown = [(key, Rect(BUTTON_X + i * (BUTTON_W + BUTTON_GAP), BUTTON_Y,
                                         BUTTON_W, BUTTON_H))
                              for i, key in enumerate(session.buttons(state))]
        self.middle = session.middle_cards(state)

    def hit(self, x: float, y: float):
        session = self.session
        state = session.state
        n = state.players
        if session.curtained and TRAY.contains(x, y):
            return CURTAIN
        for key, box in self.buttons_shown:
            if box.contains(x, y):
                return key
        hand = session.active_hand(state)
        i = hand_row(len(hand)).index_at(x, y)
        if i is not None and i < len(hand):
            return ("card", hand[i])
        if self.middle:
            i = middle_row(len(self.middle)).index_at(x, y)
            if i is not None and i < len(self.middle):
                return ("card", self.middle[i])
        for seat in range(n):
            if not seat_box(seat, n).contains(x, y):
                continue
            for j, code in enumerate(state.seats[seat].table[:CHIPS_PER_ROW * CHIP_ROWS]):
                if chip_rect(seat, n, j).contains(x, y):
                    return ("table", (seat, code))
            if hand_zone(seat, n).contains(x, y) and state.seats[seat].hand:
                return ("hand", seat)
            return ("seat", seat)
        return None

    def _box(self, key, state: State) -> Rect | None:
        """Where a key is drawn now."""
        n = state.players
        kind_, value = key
        if kind_ == "seat":
            return seat_box(value, n)
        if kind_ == "table":
            seat, code = value
            table = state.seats[seat].table
            if code in table and table.index(code) < CHIPS_PER_ROW * CHIP_ROWS:
                return chip_rect(seat, n, table.index(code))
            return None
        if kind_ == "hand":
            return hand_zone(value, n)
        if kind_ == "card":
            hand = self.session.active_hand(state)
            if value in hand:
                return hand_row(len(hand)).rect(hand.index(value))
            if value in self.middle:
                return middle_row(len(self.middle)).rect(self.middle.index(value))
            return None
        if kind_ == "pile":
            return DISCARD
        if key == CURTAIN:
            return TRAY.inset(4)
        for shown, box in self.buttons_shown:
            if shown == key:
                return box
        return None

    # ------------------------------------------------------------ the info strip

    def summary_details(self, state: Any) -> list[Msg]:
        return [Msg("ui.summary.deck", n=len(state.deck))]

    def info_parts(self, lang: str) -> list[str]:
        state = self.shown_state
        if state.phase is Phase.OVER:
            status = Msg("ui.bang.info.over")
        elif state.to_act is not None and state.to_act != state.turn:
            status = Msg("ui.bang.info.asked", who=seat_name(state.to_act))
        else:
            status = Msg("ui.bang.info.turn", who=seat_name(state.turn))
        parts = [f"<b>{html_msg(status, lang)}</b>",
                 html_msg(Msg("ui.bang.info.piles", deck=len(state.deck),
                              discard=len(state.discard)), lang),
                 html_msg(Msg("ui.bang.info.bangs", n=state.bangs), lang),
                 html_msg(Msg("ui.bang.info.living", n=len(state.living())), lang)]
        return parts + self.origin_parts(lang)

    # ------------------------------------------------------------ drawing

    def draw_background(self, c) -> None:
        D.fill_round_rect(c, TABLE, 60, FELT_EDGE)
        D.fill_round_rect(c, TABLE.inset(6), 54, FELT)
        D.fill_round_rect(c, TRAY, 10, TRAY_BG)

    def draw_pieces(self, c, state: State, live: bool) -> None:
        session, lang = self.session, self.lang
        seen = session.seen(state)
        n = state.players
        asked = state.to_act
        for seat in range(n):
            self._draw_seat(c, state, seen, seat, lang)
        if asked is not None and asked != state.turn:
            step = session.asked_step(state)
            tag = tag_rect(asked, n)
            D.fill_round_rect(c, tag, 6, "#fff3c4")
            D.stroke_round_rect(c, tag, 6, "#b3261e", 1.5)
            D.text(c, render(Msg("ui.bang.caption.asked", ask=Msg(f"ui.bang.step.{step}")),
                             lang), *tag.center, 11, "#7a1c15", bold=True)
        # the piles
        if state.deck:
            draw_back(c, DECK)
        else:
            D.stroke_round_rect(c, DECK, 4, "#f4e3c1", 1.0, (4, 3))
        D.text(c, render(Msg("bang.caption.deck", n=len(state.deck)), lang),
               DECK.center[0], DECK.bottom + 10, 11, "#ffffff", bold=True)
        if state.discard:
            draw_card(c, state.discard[-1], DISCARD, lang)
        else:
            D.stroke_round_rect(c, DISCARD, 4, "#f4e3c1", 1.0, (4, 3))
        D.text(c, render(Msg("bang.caption.discard"), lang), DISCARD.center[0],
               DISCARD.bottom + 10, 11, "#ffffff", bold=True)
        # the General Store, Kit Carlson's three (live only: the layout is the live one)
        middle = session.middle_cards(state)
        if middle:
            row = middle_row(len(middle))
            for i, code in enumerate(middle[:row.n]):
                draw_card(c, code, row.rect(i), lang)
            step = session.asked_step(state)
            caption = "ui.bang.caption.store" if step == "store" else "ui.bang.caption.kit"
            D.text(c, render(Msg(caption), lang), CENTRE[0], MIDDLE_Y - 8, 11, "#ffffff",
                   bold=True)
        # a "draw!" being replayed: the card(s) it revealed and the result
        event = session.shown_event()
        if event is not None and isinstance(event.data, Drawn):
            drawn = event.data
            cards = drawn.cards[:2]
            x0 = CENTRE[0] - (len(cards) * (DRAWN_W + 8) - 8) / 2
            for i, code in enumerate(cards):
                box = Rect(x0 + i * (DRAWN_W + 8), DRAWN_Y, DRAWN_W, DRAWN_H)
                draw_card(c, code, box, lang, alpha=1.0 if code == drawn.card else 0.6)
                D.mark(c, box, "ok" if drawn.success else "bad")
            result = "ui.bang.caption.draw_ok" if drawn.success else "ui.bang.caption.draw_no"
            D.text(c, render(Msg("ui.bang.caption.draw", who=seat_name(drawn.seat)), lang)
                   + " — " + render(Msg(result), lang), CENTRE[0], DRAWN_Y - 9, 12,
                   "#ffffff", bold=True, halo="rgba(0,0,0,0.5)")
        self._draw_tray(c, state, live, lang)

    def _draw_seat(self, c, state: State, seen, seat: int, lang: str) -> None:
        n = state.players
        box = seat_box(seat, n)
        shown = seen.seats[seat]
        on_turn = seat == state.turn and not state.winners
        fill, edge, width = seat_style(state, seat)
        D.fill_round_rect(c, box, 8, fill)
        D.stroke_round_rect(c, box, 8, edge, width)
        D.text(c, render(seat_name(seat), lang), box.x + 8, box.y + 13, 13, "#1d1d1d",
               bold=True, align="left")
        if shown.role is not None:
            role = render(Msg(f"bang.role.{shown.role}"), lang)
            ink = "#b3261e" if shown.role == "S" else "#1d1d1d"
        else:
            role, ink = render(Msg("ui.bang.caption.role_hidden"), lang), "#6b6b6b"
        if seat in state.winners:
            role += " ★"
        D.text(c, role, box.right - 8, box.y + 13, 12, ink, bold=True, align="right")
        name = char_msg(shown.character) if shown.character else "?"
        D.text(c, name, box.x + 8, box.y + 29, 12, "#333", align="left")
        if on_turn:
            D.text(c, render(Msg("bang.caption.turn"), lang), box.right - 8, box.y + 29,
                   11, "#1c6dd0", bold=True, align="right")
        if not shown.alive:
            D.text(c, render(Msg("bang.caption.out"), lang), box.right - 8, box.y + 29,
                   11, "#6b6b6b", bold=True, align="right")
        # life: one bullet per point, hollow for the lost ones, and the number
        life = max(shown.life, 0)
        for k in range(shown.max_life):
            cx = box.x + 12 + k * 11
            c.fill_style = "#b3261e" if k < life else "#ffffff"
            c.fill_circle(cx, box.y + 46, 4.2)
            c.stroke_style = "#5e3b1a"
            c.line_width = 1.0
            c.stroke_circle(cx, box.y + 46, 4.2)
        D.text(c, render(Msg("bang.caption.life", life=life, most=shown.max_life), lang),
               box.x + 14 + shown.max_life * 11, box.y + 46, 10, "#333", align="left")
        zone = hand_zone(seat, n)
        for k in range(min(shown.hand_size, 5)):
            draw_back(c, Rect(zone.x + k * 5, zone.y + 1, 10, 16))
        D.text(c, render(Msg("bang.caption.cards", n=shown.hand_size), lang),
               zone.right, zone.y + 9, 10, "#333", align="right")
        for j, code in enumerate(shown.table[:CHIPS_PER_ROW * CHIP_ROWS]):
            chip = chip_rect(seat, n, j)
            D.fill_round_rect(c, chip, 4, "#ffffff")
            D.stroke_round_rect(c, chip, 4, BLUE_EDGE if kind(code) in BLUE else BROWN_EDGE,
                                1.5)
            D.text(c, short(render(card_msg(code), lang), 10), *chip.center, 9, "#1d1d1d",
                   bold=True)

    def _draw_tray(self, c, state: State, live: bool, lang: str) -> None:
        session = self.session
        seat = state.to_act
        if seat is None:
            return
        x = TRAY.x + 12
        D.text(c, render(Msg("bang.caption.hand"), lang), x, HAND.y + 26, 13, "#3b3326",
               bold=True, align="left")
        D.text(c, render(seat_name(seat), lang), x, HAND.y + 46, 13, "#3b3326", align="left")
        hand = state.seats[seat].hand
        if session.viewer(state) is None and not session.teaching:
            row = hand_row(len(hand))
            for i in range(len(hand)):
                draw_back(c, row.rect(i))
            if live and session.curtained:            # not for a computer seat
                banner = Rect(HAND.x - 6, HAND.y + HAND.h / 2 - 17, 420, 34)
                D.fill_round_rect(c, banner, 8, "#fffdf6")
                D.stroke_round_rect(c, banner, 8, "#1c6dd0", 1.5)
                D.text(c, render(Msg("ui.curtain.caption", who=seat_name(seat)), lang),
                       *banner.center, 14, "#1c3f8a", bold=True)
            return
        playable = None
        step = session.asked_step(state)
        if live and session.hints and step == "play":
            playable = {m.card for m in session.module.legal_moves(state)
                        if hasattr(m, "card")}
        row = hand_row(len(hand))
        for i, code in enumerate(hand):
            dim = playable is not None and code not in playable
            draw_card(c, code, row.rect(i), lang, alpha=0.55 if dim else 1.0)
        if not live:
            return
        verdicts = {m: v for m, v in session.answers(state)} if step in ANSWERS else {}
        for key, box in self.buttons_shown:
            self._draw_button(c, key, box, step, lang)
        for move, verdict in verdicts.items():            # each answer's live verdict
            key = session.move_key(move)
            box = self._box(key, state) if key is not None else None
            if box is not None:
                draw_tick(c, box.right - 9, box.y + (10 if key[0] == "card" else box.h / 2),
                          verdict.legal)

    def _draw_button(self, c, key, box: Rect, step: str | None, lang: str) -> None:
        kind_, value = key
        if kind_ in ("end", "heal"):
            label = Msg(f"ui.bang.chip.{kind_}")
        elif kind_ == "flip":
            label = Msg(f"ui.bang.chip.{value}")
        elif kind_ == "take":
            label = Msg(f"ui.bang.chip.take.{step}")
        elif kind_ == "source":
            label = Msg(f"ui.bang.chip.{value}")
        else:
            label = None
        D.fill_round_rect(c, box, 8, "#fffdf6")
        D.stroke_round_rect(c, box, 8, "#5e3b1a", 1.5)
        text = char_msg(value) if label is None else render(label, lang)
        D.text(c, text, box.center[0] - 6, box.center[1], 12, "#3b3326", bold=True)

    def draw_selection(self, c, state: State) -> None:
        """The picked card raised in gold, and the players it may be played at."""
        session = self.session
        for picked in session.healing() or ():           # Sid Ketchum's first card
            box = self._box(("card", picked), state)
            if box is not None:
                D.mark(c, box, "hand")
        code = session._picked()
        if code is None:
            return
        box = self._box(("card", code), state)
        if box is not None:
            D.mark(c, box, "hand")
        if session.hints:
            for seat in session.target_seats():
                D.mark(c, seat_box(seat, state.players), "site")

    def draw_marks(self, c, feedback: Feedback) -> None:
        state = self.shown_state
        for mark in feedback.marks:
            target = mark.target
            if target is not None and target[0] == "dist":
                self._draw_distance(c, state, *target[1], mark.style)
                continue
            box = self._box(target, state) if target is not None else None
            if box is not None:
                D.mark(c, box, mark.style)

    def _draw_distance(self, c, state: State, a: int, b: int, total: int, style: str) -> None:
        """A line from seat ``a`` to seat ``b`` with the distance in the middle."""
        n = state.players
        colour, _ = D.MARK_STYLES.get(style, D.MARK_STYLES["focus"])
        (x1, y1), (x2, y2) = RING.seat_centre(a, n), RING.seat_centre(b, n)
        D.line(c, x1, y1, x2, y2, colour, 3.0)
        label = render(Msg("ui.bang.caption.distance", n=total), self.lang)
        # the middle of the line, pulled towards the table's centre (off the seats' boxes)
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        mx, my = mx + 0.45 * (CENTRE[0] - mx), my + 0.45 * (CENTRE[1] - my)
        D.text(c, label, mx, my, 13, "#ffffff", bold=True, halo="rgba(0,0,0,0.7)")
