"""Static SVG of a state: what the live board shows, for notebooks read without a kernel.
Plain string building.

On the left, the island of the seat to play as on the board: the Harvest House at the top
and the six farms clockwise (each with its fruit's name, its code F1–F6 and its watering
value; the active farm ringed), Storage in the middle, every space's seed count written
and drawn as dots. On the right, the market: each slot's card (fruit code and name, the
fruits it shows) with its price written base + slot = total; under it every seat's counts,
its cards and the combinations they hold.
"""

from __future__ import annotations

import math

from tutor.core import Msg, render, seat_name
from tutor.core.svg import document, dots, label

from .data import RING, VALUE
from .rules import combinations, price
from .state import PICTURE, State

#: Each fruit's colour and the ink written on it (its name and code are always written).
FRUIT_INK = {
    "Ra": ("#8cc4ec", "#0b2e4f"), "Pi": ("#e8a33a", "#3a2300"), "Pe": ("#b5d86a", "#223400"),
    "Pl": ("#7d4f9e", "#ffffff"), "Ba": ("#f4e06d", "#3a3000"), "St": ("#e2555a", "#ffffff"),
}
#: The four seat colours of the farm sets (FRU-COMP-2).
SEAT_COLOURS = ("#7b4fa0", "#2f6fc0", "#e07b1f", "#d4b200")
WIDTH, HEIGHT = 760, 400
CENTRE, RADIUS, SPACE_R = (190.0, 206.0), 140.0, 40.0
INK, SEED = "#1d2b1a", "#6b3e1f"


def _space_centre(i: int) -> tuple[float, float]:
    """Ring space ``i``: 0 the Harvest House at the top, then clockwise."""
    angle = math.radians(-90 + 360 * i / RING)
    return CENTRE[0] + RADIUS * math.cos(angle), CENTRE[1] + RADIUS * math.sin(angle)


def _circle(x: float, y: float, r: float, fill: str, stroke: str = "none",
            width: float = 1) -> str:
    return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:g}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{width:g}"/>')


def _dots(n: int, x: float, y: float, r: float, fill: str = SEED, per_row: int = 6) -> str:
    """``n`` small dots in rows centred on (x, y) (at most 18)."""
    n = min(n, 18)
    rows = (n + per_row - 1) // per_row
    points = []
    for k in range(n):
        row, col = divmod(k, per_row)
        in_row = min(per_row, n - row * per_row)
        points.append((x + (col - (in_row - 1) / 2) * r * 2.4, y + (row - (rows - 1) / 2) * r * 2.4))
    return dots(points, r, fill)


def card_svg(code: str, x: float, y: float, w: float, h: float, lang: str) -> str:
    """A market card: its fruit's colour, code and (on a large card) name, and a fruit
    mark per point of its base price."""
    fill, ink = FRUIT_INK[code]
    large = h >= 60
    out = [f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{6 if large else 3}" '
           f'fill="{fill}" stroke="#3b3326" stroke-width="1.2"/>',
           label(x + w / 2, y + (22 if large else h * 0.45), code, 18 if large else w * 0.45,
                 anchor="middle", bold=True, fill=ink)]
    if large:
        out.append(label(x + w / 2, y + 40, render(Msg(f"fru.fruit.{code}"), lang), 10,
                         anchor="middle", bold=True, fill=ink, width=w - 6))
    out.append(_dots(VALUE[code], x + w / 2, y + (54 if large else h * 0.75),
                     3.5 if large else min(3.5, w / 10), ink))
    return "".join(out)


def _island(state: State, seat: int, lang: str) -> list[str]:
    parts = [f'<rect x="0" y="0" width="380" height="{HEIGHT}" rx="12" fill="#9cc7e0"/>',
             _circle(*CENTRE, RADIUS + SPACE_R + 8, "#d8ecd0"),
             _circle(*CENTRE, RADIUS, "none", "#7fa36f", 2),
             label(10, 18, render(Msg("fru.caption.island", who=seat_name(seat)), lang), 13,
                   bold=True, fill="#0b2e4f")]
    colour = SEAT_COLOURS[seat]
    active = state.active if state.phase == "act" and state.turn == seat else None
    for i in range(RING):                    # each space drawn from its centre
        x, y = _space_centre(i)
        n = state.seeds[seat][i]
        if i == 0:
            fill, ink, name, value = "#fff4d6", INK, "H", None
        else:
            code = state.farms[seat][i - 1]
            (fill, ink), name, value = FRUIT_INK[code], f"F{i}", VALUE[code]
        part = [_circle(0, 0, SPACE_R, fill, colour, 3),
                f'<text x="-24" y="-13" font-size="11">{name}</text>']
        if value is not None:
            part.append(f'<text x="25" y="-13" font-size="10">+{value}</text>')
            part.append(label(0, -24, render(Msg(f"fru.fruit.{code}"), lang), 9,
                              width=2 * SPACE_R - 10, min_size=6.5))
        else:
            parts.append(label(x + 56, y - 26, render(Msg("fru.caption.house"), lang), 11,
                               bold=True, fill=INK))
        part.append(f'<text y="8" font-size="20" fill="#111111">{n}</text>')
        part.append(_dots(n, 0, 24, 2.6))
        if i == active:
            part.append(_circle(0, 0, SPACE_R + 5, "none", "#111111", 3))
            part.append(label(0, SPACE_R + 16, render(Msg("fru.caption.active"), lang), 10,
                              fill="#111111"))
        parts.append(f'<g transform="translate({x:.1f} {y:.1f})" text-anchor="middle" '
                     f'font-weight="bold" fill="{ink}">{"".join(part)}</g>')
    sx, sy = CENTRE
    parts.append(_circle(sx, sy, 46, "#f3ead2", "#7a6a48", 2))
    parts.append(label(sx, sy - 22, render(Msg("fru.caption.storage"), lang), 10,
                       anchor="middle", bold=True, fill=INK, width=84))
    parts.append(label(sx, sy + 6, str(state.storage[seat]), 22, anchor="middle", bold=True,
                       fill="#111111"))
    parts.append(_dots(state.storage[seat], sx, sy + 24, 2.4))
    if state.options.players == 1:
        parts.append(label(10, HEIGHT - 10, render(Msg("fru.caption.spent", n=state.spent),
                                                   lang), 11, bold=True, fill="#0b2e4f"))
    return parts


def _market(state: State, lang: str, x0: float) -> list[str]:
    o = state.options
    title = ("fru.caption.solo_offer" if o.players == 1 else
             "fru.caption.variant_offer" if o.no_market else "fru.caption.market")
    parts = [f'<rect x="{x0:g}" y="0" width="{WIDTH - x0:g}" height="180" rx="10" '
             'fill="#ece3cf"/>',
             label(x0 + 10, 18, render(Msg(title), lang), 12, bold=True, fill="#3b3326",
                   width=WIDTH - x0 - 90),
             label(WIDTH - 10, 18, render(Msg("fru.caption.deck", n=len(state.deck)), lang), 11,
                   anchor="end", fill="#3b3326")]
    w = (WIDTH - x0 - 20 - 3 * 8) / 4
    for m, code in enumerate(state.market, 1):
        x = x0 + 10 + (m - 1) * (w + 8)
        parts.append(label(x + w / 2, 40, f"M{m}", 11, anchor="middle", bold=True,
                           fill="#3b3326"))
        if not code:
            parts.append(f'<rect x="{x:g}" y="48" width="{w:g}" height="118" rx="6" fill="none" '
                         'stroke="#9c9484" stroke-dasharray="4 4"/>')
            parts.append(label(x + w / 2, 110, render(Msg("fru.caption.empty"), lang), 11,
                               anchor="middle", fill="#3b3326"))
            continue
        parts.append(card_svg(code, x, 48, w, 118, lang))
        p = price(state, m)
        parts.append(f'<rect x="{x + 4:g}" y="130" width="{w - 8:g}" height="32" rx="5" '
                     'fill="#fffdf6"/>')
        parts.append(label(x + w / 2, 145, f"{p.base} + {p.surcharge} = {p.total}", 11,
                           anchor="middle", bold=True, fill="#3b3326", width=w - 10))
        parts.append(label(x + w / 2, 158, render(Msg("fru.caption.price"), lang), 9,
                           anchor="middle", fill="#5a5346"))
    return parts


def _seats(state: State, lang: str, x0: float, y0: float) -> list[str]:
    parts = []
    w = (WIDTH - x0 - 8) / 2
    for s in range(state.players):
        x, y = x0 + (s % 2) * (w + 8), y0 + (s // 2) * 104
        parts.append(f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="98" rx="6" '
                     f'fill="#ffffff" stroke="#9c9484"/>')
        parts.append(f'<rect x="{x + 6:g}" y="{y + 6:g}" width="8" height="13" '
                     f'fill="{SEAT_COLOURS[s]}"/>')
        name = render(seat_name(s), lang)
        if s == state.turn and state.phase != "over":
            name = "▶ " + name
        if s in state.winners:
            name = "★ " + name
        parts.append(label(x + 20, y + 17, name, 12, bold=True, fill="#3b3326", width=w - 26))
        seeds = state.seeds[s]
        parts.append(label(x + 8, y + 34, render(Msg("fru.caption.counts", h=seeds[0],
                                                     farms=sum(seeds[1:]),
                                                     storage=state.storage[s]), lang),
                           10, fill="#3b3326", width=w - 14))
        parts.append(label(x + 8, y + 48, render(Msg(
            "fru.caption.farms", seeds=" ".join(str(n) for n in seeds[1:])), lang), 10,
            fill="#5a5346", width=w - 14))
        held = state.cards[s]
        for k, code in enumerate(held[:10]):
            parts.append(card_svg(code, x + 8 + k * 17, y + 54, 16, 24, lang))
        combos = combinations(held)
        text = (render(Msg("fru.caption.holds", kinds=[Msg(f"fru.combo.{k}") for k in combos]),
                       lang) if combos else render(Msg("fru.caption.cards", n=len(held)), lang))
        parts.append(label(x + 8, y + 92, text, 10, bold=bool(combos),
                           fill="#7a2e00" if combos else "#3b3326", width=w - 14))
    return parts


@PICTURE.provide
def state_svg(state: State, lang: str = "en") -> str:
    """The island of the seat to play, the market, every seat, labelled in ``lang``."""
    seat = state.turn
    parts = _island(state, seat, lang) + _market(state, lang, 388)
    parts += _seats(state, lang, 388, 188)
    height = max(HEIGHT, 188 + ((state.players + 1) // 2) * 104)
    return document(WIDTH, height, "".join(parts), background="#fbf8f1")
