"""Static SVG of a state: what the live table shows, for notebooks read without a kernel.
Plain string building.

The players around the table, Player 1 at the bottom then clockwise, as on the table: each
box with the player's name and role (every one, as in the teaching view: the only view
a picture is made of), character, life as bullets and as a number, the size of
the hand and the cards in play (each a chip with its name, blue-edged for the cards that
stay in play); the seat on its turn outlined blue, a seat that must answer out of turn red.
Every text is made to fit its box. In the middle: the deck (its size) and the discard pile
(its top card). Below: the hand of the seat asked, face up (the teaching view).
"""

from __future__ import annotations

import math

from tutor.core import Msg, render, seat_name
from tutor.core.svg import document, label

from .data import BLUE, CHARACTERS, kind
from .rules import card_msg
from .state import PICTURE, State

WIDTH = 760
TABLE_H = 420
CENTRE = (WIDTH / 2, 208.0)
RADII = (272.0, 150.0)                 # the seats' centres, on an ellipse
BOX_W, BOX_H = 176.0, 98.0
CARD_W, CARD_H = 50.0, 68.0
CHIP_W, CHIP_H = 54.0, 16.0
SUIT = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = {"H", "D"}
BLUE_EDGE, BROWN_EDGE = "#2b5fb3", "#8a5a2b"
FELT, FELT_EDGE, TRAY_BG = "#8a5a2b", "#5e3b1a", "#ece3cf"


def seat_centre(seat: int, players: int) -> tuple[float, float]:
    """Player 1 at the bottom, then clockwise (as on the live table)."""
    angle = math.radians(90 + 360 * seat / players)
    return CENTRE[0] + RADII[0] * math.cos(angle), CENTRE[1] + RADII[1] * math.sin(angle)


def value_suit(code: str) -> str:
    v = code[2]
    return ("10" if v == "T" else v) + SUIT[code[3]]


def _edge(code: str) -> str:
    return BLUE_EDGE if kind(code) in BLUE else BROWN_EDGE


def card_svg(code: str, x: float, y: float, lang: str, w: float = CARD_W,
             h: float = CARD_H) -> str:
    """A face-up card: value and suit in the corner (a symbol, red or black), its name in
    up to two lines, blue-edged or brown-edged."""
    ink = "#c0262d" if code[3] in RED_SUITS else "#1d1d1d"
    words = render(card_msg(code), lang).split()
    lines = [" ".join(words)] if len(words) < 2 else [words[0], " ".join(words[1:])]
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:g}" height="{h:g}" rx="5" '
           f'fill="#fffdf6" stroke="{_edge(code)}" stroke-width="2"/>',
           label(x + 4, y + 13, value_suit(code), 11, bold=True, fill=ink)]
    for i, line in enumerate(lines):
        out.append(label(x + w / 2, y + h / 2 + 8 + (i - (len(lines) - 1) / 2) * 11, line, 9,
                         anchor="middle", bold=True, fill="#2a2a2a", width=w - 4, min_size=6))
    return "".join(out)


def seat_style(state: State, seat: int) -> tuple[str, str, int]:
    """A seat box's fill, edge and edge width (the table's and the picture's): out of the
    game grey, answering out of turn red, on its turn blue, else the table's brown."""
    on_turn = seat == state.turn and not state.winners
    if not state.seats[seat].alive:
        return "#cfcac0", "#6b6b6b", 1
    if seat == state.to_act and not on_turn:            # answering out of turn
        return "#fff8e6", "#b3261e", 3
    if on_turn:
        return "#fdfaf2", "#1c6dd0", 3
    return "#f3e7cf", "#5e3b1a", 1


def _seat(state: State, seat: int, lang: str) -> str:
    s = state.seats[seat]
    cx, cy = seat_centre(seat, state.players)
    x, y = cx - BOX_W / 2, cy - BOX_H / 2
    on_turn = seat == state.turn and not state.winners
    fill, edge, width = seat_style(state, seat)
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="{BOX_W:g}" height="{BOX_H:g}" rx="8" '
           f'fill="{fill}" stroke="{edge}" stroke-width="{width}"/>']
    who = render(seat_name(seat), lang)
    out.append(label(x + 7, y + 15, who, 12, bold=True, fill="#1d1d1d", width=BOX_W * 0.5))
    role = render(Msg(f"bang.role.{s.role}"), lang) + (" ★" if seat in state.winners else "")
    out.append(label(x + BOX_W - 7, y + 15, role, 11, anchor="end", bold=True,
                     fill="#b3261e" if s.role == "S" else "#1d1d1d", width=BOX_W * 0.45))
    name = CHARACTERS[s.character][0] if s.character else "?"
    status = ("bang.caption.out" if not s.alive else "bang.caption.turn" if on_turn else None)
    out.append(label(x + 7, y + 31, name, 11, fill="#333333",
                     width=BOX_W * (0.6 if status else 0.9)))
    if status:
        out.append(label(x + BOX_W - 7, y + 31, render(Msg(status), lang), 10, anchor="end",
                         bold=True, fill="#1c6dd0" if on_turn else "#6b6b6b",
                         width=BOX_W * 0.38))
    life = max(s.life, 0)
    for k in range(s.max_life):              # life: a bullet per point, hollow once lost
        out.append(f'<circle cx="{x + 11 + k * 10:.1f}" cy="{y + 44:.1f}" r="3.8" '
                   f'fill="{"#b3261e" if k < life else "#ffffff"}" stroke="#5e3b1a"/>')
    out.append(label(x + 12 + s.max_life * 10, y + 48, render(
        Msg("bang.caption.life", life=life, most=s.max_life), lang), 10, fill="#333333",
        width=BOX_W * 0.5 - s.max_life * 10))
    out.append(label(x + BOX_W - 7, y + 48, render(Msg("bang.caption.cards", n=len(s.hand)),
                                                  lang), 10, anchor="end", fill="#333333",
                     width=BOX_W * 0.3))
    for j, code in enumerate(s.table[:6]):        # the cards in play: 3 a row, 2 rows
        chip_x = x + 5 + (j % 3) * (CHIP_W + 2)
        chip_y = y + 56 + (j // 3) * (CHIP_H + 3)
        out.append(f'<rect x="{chip_x:.1f}" y="{chip_y:.1f}" width="{CHIP_W:g}" '
                   f'height="{CHIP_H:g}" rx="4" fill="#ffffff" stroke="{_edge(code)}" '
                   'stroke-width="1.5"/>')
        out.append(label(chip_x + CHIP_W / 2, chip_y + 11.5, render(card_msg(code), lang), 9,
                         anchor="middle", bold=True, fill="#1d1d1d", width=CHIP_W - 4,
                         min_size=6.5))
    if len(s.table) > 6:
        out.append(label(x + BOX_W - 5, y + BOX_H - 4, f"+{len(s.table) - 6}", 9,
                         anchor="end", bold=True))
    return "".join(out)


def _middle(state: State, lang: str) -> str:
    cx, cy = CENTRE
    dx, dy = cx - CARD_W - 16, cy - CARD_H / 2 + 4
    out = []
    if state.deck:
        out.append(f'<rect x="{dx:.1f}" y="{dy:.1f}" width="{CARD_W:g}" height="{CARD_H:g}" '
                   'rx="5" fill="#7a2418" stroke="#f4e3c1"/>')
    out.append(label(dx + CARD_W / 2, dy + CARD_H + 13, render(
        Msg("bang.caption.deck", n=len(state.deck)), lang), 11, anchor="middle", bold=True,
        fill="#ffffff", width=CARD_W + 28))
    px = cx + 16
    if state.discard:
        out.append(card_svg(state.discard[-1], px, dy, lang))
    else:
        out.append(f'<rect x="{px:.1f}" y="{dy:.1f}" width="{CARD_W:g}" height="{CARD_H:g}" '
                   'rx="5" fill="none" stroke="#f4e3c1" stroke-dasharray="4 3"/>')
    out.append(label(px + CARD_W / 2, dy + CARD_H + 13, render(Msg("bang.caption.discard"),
                                                                lang), 11, anchor="middle",
                     bold=True, fill="#ffffff", width=CARD_W + 28))
    return "".join(out)


def _hand(state: State, lang: str, top: float) -> tuple[float, str]:
    """The hand of the seat asked, face up: (height, parts)."""
    seat = state.to_act
    if seat is None:
        return 0.0, ""
    hand = state.seats[seat].hand
    step = min(CARD_W + 5, (WIDTH - 140) / max(len(hand), 1))
    out = [f'<rect x="0" y="{top:g}" width="{WIDTH}" height="{CARD_H + 24:g}" rx="8" '
           f'fill="{TRAY_BG}"/>',
           label(12, top + 30, render(Msg("bang.caption.hand"), lang), 13, bold=True,
                 fill="#3b3326"),
           label(12, top + 48, render(seat_name(seat), lang), 12, fill="#3b3326", width=100)]
    for i, code in enumerate(hand):
        out.append(card_svg(code, 120 + i * step, top + 12, lang,
                            w=min(CARD_W, step - 3)))
    return CARD_H + 24, "".join(out)


@PICTURE.provide
def state_svg(state: State, lang: str = "en") -> str:
    """The table, then the hand of the seat asked, labelled in ``lang``."""
    parts = [f'<rect x="2" y="2" width="{WIDTH - 4}" height="{TABLE_H - 4}" rx="60" '
             f'fill="{FELT}" stroke="{FELT_EDGE}" stroke-width="4"/>',
             _middle(state, lang)]
    parts += [_seat(state, seat, lang) for seat in range(state.players)]
    height, hand = _hand(state, lang, TABLE_H + 6)
    parts.append(hand)
    return document(WIDTH, TABLE_H + 6 + height, "".join(parts))
