"""Static SVG of a state (for notebooks read without a kernel): the table seen from above.

Plain string building. Seats sit around an oval, clockwise; each shows its label (dealer
marked D, the seat to act underlined), bid, tricks won, score and its cards (all hands open:
this is the teacher's view). The turned trump card is top left, the trick in the centre.
"""

from __future__ import annotations

import math
from html import escape

from tutor.core import Msg, render

from .state import PICTURE, Card, Phase, State

CW, CH = 30, 42
RED = {"D", "H"}
SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def card_svg(c: Card, x: float, y: float, lang: str = "en") -> str:
    """One card face, its rank in ``lang`` (``oh.rank.*``: Q in English, D in French)."""
    rank = render(Msg(f"oh.rank.{c.code[0]}"), lang)
    colour = "#c0392b" if c.suit.name in RED else "#222"
    return (f'<g><rect x="{x:.1f}" y="{y:.1f}" width="{CW - 2}" height="{CH}" rx="3" '
            f'fill="#fff" stroke="#555"/>'
            f'<text x="{x + (CW - 2) / 2:.1f}" y="{y + 18:.1f}" text-anchor="middle" '
            f'font-family="sans-serif" font-size="12" font-weight="bold" fill="{colour}">'
            f'{escape(rank)}</text>'
            f'<text x="{x + (CW - 2) / 2:.1f}" y="{y + 34:.1f}" text-anchor="middle" '
            f'font-family="sans-serif" font-size="14" fill="{colour}">{SYMBOL[c.suit.name]}'
            f'</text></g>')


def _text(x: float, y: float, s: str, size: int = 12, anchor: str = "middle",
          extra: str = "") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" font-family="sans-serif" '
            f'font-size="{size}"{extra}>{escape(s)}</text>')


#: Text sizes (a seat's line, its bid, tricks and score, the smallest but the cards'). A
#: printed sheet shows the picture at most a page wide (760 -> 736 px): every label prints
#: at 12 px or more, a card's rank at 11.6.
HEAD_SIZE, LABEL_SIZE, LINE_SIZE = 15, 15, 13
#: The table in the middle, small enough that a seat's lines on either side (about 240 px
#: wide at LINE_SIZE) never run over it, and a hand's cards spread over at most HAND_SPREAD.
TABLE_RX, TABLE_RY, HAND_SPREAD = 130, 95, 200


@PICTURE.provide
def state_svg(state: State, lang: str = "en") -> str:
    """The table (all hands open), labelled in ``lang``."""
    n = state.players
    width, height = 760, 560
    cx, cy, rx, ry = width / 2, height / 2 + 10, 255, 200
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}">',
             f'<ellipse cx="{cx}" cy="{cy}" rx="{TABLE_RX}" ry="{TABLE_RY}" fill="#2e7d4f" '
             f'stroke="#1b4d30" stroke-width="4"/>',
             _text(10, 20, render(Msg("oh.svg.hand", h=state.hand + 1, n=len(state.sizes),
                                      k=state.size), lang), HEAD_SIZE, "start"),
             _text(10, 40, render(Msg("oh.svg.trump"), lang), LINE_SIZE, "start"),
             card_svg(state.trump, 10, 46, lang)]
    to_act = state.to_act
    for s in range(n):
        angle = math.pi / 2 + 2 * math.pi * s / n       # seat 1 at the bottom, clockwise
        x, y = cx + rx * math.cos(angle), cy + ry * math.sin(angle)
        bid = "-" if state.bids[s] is None else str(state.bids[s])
        label = render(Msg("oh.svg.dealer" if s == state.dealer else "oh.svg.player", n=s + 1),
                       lang)
        extra = ' text-decoration="underline" font-weight="bold"' if s == to_act else ""
        parts.append(_text(x, y - 32, label, LABEL_SIZE, extra=extra))
        parts.append(_text(x, y - 14, render(Msg("oh.svg.seat", bid=bid, won=state.won[s],
                                                 score=state.scores[s]), lang), LINE_SIZE))
        hand = state.hands[s]
        step = min(CW, HAND_SPREAD / max(len(hand), 1))
        spread = step * (len(hand) - 1) + CW
        x0 = min(max(x - spread / 2, 6), width - 6 - spread)    # the hand stays in view
        for i, c in enumerate(hand):
            parts.append(card_svg(c, x0 + i * step, y - 8, lang))
    if state.trick and state.lead is not None:
        for i, c in enumerate(state.trick):
            s = (state.lead + i) % n
            angle = math.pi / 2 + 2 * math.pi * s / n
            parts.append(card_svg(c, cx + 70 * math.cos(angle) - CW / 2,
                                  cy + 50 * math.sin(angle) - CH / 2, lang))
    if state.phase is Phase.OVER:
        parts.append(_text(cx, cy, render(Msg("core.game_over"), lang), 16,
                           extra=' fill="#fff"'))
    parts.append("</svg>")
    return "".join(parts)
