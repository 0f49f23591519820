"""Static SVG of a state: what the live board shows, for notebooks read without a kernel.
Plain string building.

The table as on the board: the cards laid, with the cells' coordinates (x to the right,
y upward) along its edges; a warrior-side card in its faction's colour with its initial,
level and stars; a coin-side card as a gold coin with the card beneath it written small
(the teaching view: the only view a picture is made of); Piggy. Below: the hand of the
seat to act and what it is asked; in a tie-break and at the end, the scoring instead:
each faction's face-up levels and each player's two factions added (POOK-END-2,
POOK-END-3), the winners starred, the players of a tie-break marked (POOK-END-4).
"""

from __future__ import annotations

from html import escape

from tutor.core import Msg, render, seat_name

from .resolve import faction_totals, scores
from .rules import faction_msg
from .state import PICTURE, Card, Faction, Laid, Phase, Piggy, State

#: The factions' colours, as on the board (K blue, M purple, O green, V red).
COLOURS = {"K": "#2f5fb3", "M": "#7b3fa6", "O": "#3f8f3a", "V": "#b8432f"}
W, H = 52, 64
LEFT, TOP = 30, 10            # room for the y coordinates on the left


def _text(x: float, y: float, text: str, size: float, fill: str, bold: bool = True) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="middle" font-size="{size:g}"'
            f'{weight} fill="{fill}">{escape(text)}</text>')


def _box(x: float, y: float, fill: str, stroke: str = "#ffffff") -> str:
    return (f'<rect x="{x + 1:.1f}" y="{y + 1:.1f}" width="{W - 6}" height="{H - 6}" rx="5" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="2"/>')


def card_svg(card: Card, x: float, y: float) -> str:
    """A faction card warrior side up: its colour, initial, level and stars."""
    cx = x + (W - 4) / 2
    return (_box(x, y, COLOURS[card.faction.name]) + _text(cx, y + 30, card.faction.name, 22,
                                                           "#ffffff")
            + _text(cx, y + 49, "★" * card.level, 11, "#ffe27a", bold=False)
            + _text(x + 9, y + 14, str(card.level), 11, "#ffffff"))


def coin_svg(under: Card | None, x: float, y: float) -> str:
    """A coin-side card: a gold coin, the card beneath it written small."""
    cx = x + (W - 4) / 2
    out = [_box(x, y, "#f3ead2", "#c9bfa3"),
           f'<circle cx="{cx:.1f}" cy="{y + 26:.1f}" r="15" fill="#e7b416" stroke="#9a7400" '
           'stroke-width="2"/>', _text(cx, y + 32, "$", 17, "#7a5a00")]
    if under is not None:
        out.append(_text(cx, y + H - 9, under.code, 11, COLOURS[under.faction.name]))
    return "".join(out)


def piggy_svg(x: float, y: float) -> str:
    """Piggy: a pink card with a P, as on the board, and its name written small."""
    cx = x + (W - 4) / 2
    return (_box(x, y, "#f7c6d4", "#c2577a")
            + f'<circle cx="{cx:.1f}" cy="{y + 26:.1f}" r="15" fill="#ee8fae"/>'
            + _text(cx, y + 33, "P", 20, "#8a1f45") + _text(cx, y + H - 9, "Piggy", 11,
                                                           "#8a1f45"))


@PICTURE.provide
def state_svg(state: State, lang: str = "en") -> str:
    """The table and the hand to act, labelled in ``lang``."""
    board = state.board
    x0, x1, y0, y1 = board.bounds()
    cols, rows = x1 - x0 + 1, y1 - y0 + 1
    hand = state.hands[state.to_act] if state.to_act is not None else ()
    width = LEFT + max(cols, len(hand), 5) * W + 10
    grid_bottom = TOP + rows * H
    hand_y = grid_bottom + 44
    height = hand_y + (H + 10 if hand else 4)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
             f'<rect width="{width}" height="{grid_bottom + 22}" rx="8" fill="#3d4f3a"/>']
    for x in range(x0, x1 + 1):                 # the coordinates, as on the board
        parts.append(_text(LEFT + (x - x0) * W + (W - 4) / 2, grid_bottom + 14, str(x), 11,
                           "#c9d6c2", bold=False))
    for y in range(y0, y1 + 1):
        parts.append(_text(LEFT / 2, TOP + (y1 - y) * H + H / 2 + 2, str(y), 11, "#c9d6c2",
                           bold=False))
    for (x, y), item in sorted(board.items()):
        px, py = LEFT + (x - x0) * W, TOP + (y1 - y) * H
        if isinstance(item, Piggy):
            parts.append(piggy_svg(px, py))
        elif isinstance(item, Laid) and item.up:
            parts.append(card_svg(item.card, px, py))
        else:
            parts.append(coin_svg(item.card if isinstance(item, Laid) else None, px, py))
    label = (Msg("core.hand_of", who=seat_name(state.to_act)) if state.to_act is not None
             else Msg("core.game_over"))
    phase = Msg(f"pk.svg.phase.{state.phase.value}")
    parts.append(f'<text x="10" y="{hand_y - 8}" font-size="12">'
                 f'{escape(render(label, lang))} · {escape(render(phase, lang))}</text>')
    for i, c in enumerate(hand):
        parts.append(card_svg(c, 10 + i * W, hand_y))
    if state.phase in (Phase.TIEBREAK, Phase.OVER):
        scoring, extra = _scoring(state, lang, height)
        parts.append(scoring)
        height += extra
        width = max(width, 460)
    parts.append("</svg>")
    parts[0] = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
                f'viewBox="0 0 {width} {height}" font-family="sans-serif">')
    return "".join(parts)


def _scoring(state: State, lang: str, top: float) -> tuple[str, float]:
    """The faction totals and each player's score, from ``top``: (parts, height)."""
    totals = faction_totals(state.board)
    out = [f'<text x="10" y="{top + 14:g}" font-size="12" font-weight="bold">'
           f'{escape(render(Msg("pk.caption.factions"), lang))}</text>']
    for i, faction in enumerate(Faction):
        x = 10 + i * 70                  # "Chevalier" at 11 px fits in a 64 px box
        out.append(f'<rect x="{x}" y="{top + 22:g}" width="64" height="40" rx="5" '
                   f'fill="{COLOURS[faction.name]}"/>')
        out.append(_text(x + 32, top + 35, render(faction_msg(faction), lang), 11, "#ffffff"))
        out.append(_text(x + 32, top + 57, str(totals[faction]), 17, "#ffffff"))
    y = top + 82
    points = scores(state)
    for seat, (a, b) in enumerate(state.objectives):
        line = render(Msg("pk.caption.score_line", who=seat_name(seat), a=faction_msg(a),
                          x=totals[a], b=faction_msg(b), y=totals[b], score=points[seat]),
                      lang)
        won = state.phase is Phase.OVER and seat in state.winners
        if won:
            line = "★ " + line
        elif state.phase is Phase.TIEBREAK and seat in state.tied:
            line += render(Msg("pk.caption.tied"), lang)
        weight = ' font-weight="bold"' if won else ""
        out.append(f'<text x="10" y="{y:g}" font-size="12"{weight}>{escape(line)}</text>')
        y += 17
    return "".join(out), y - top + 4
