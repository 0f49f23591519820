"""Static SVG of a state (for notebooks read without a kernel). Plain string building."""

from __future__ import annotations

from html import escape

from tutor.core import Msg, render, seat_name

from .state import Faction, Laid, Piggy, State

FILL = {Faction.K: "#5fb36b", Faction.M: "#8e6cc7", Faction.O: "#4a7fd4", Faction.V: "#e05a47"}
W, H = 52, 64


def _card(x: float, y: float, label: str, fill: str) -> str:
    return (f'<g><rect x="{x:.1f}" y="{y:.1f}" width="{W - 4}" height="{H - 4}" rx="5" '
            f'fill="{fill}" stroke="#222" stroke-width="1.5"/>'
            f'<text x="{x + (W - 4) / 2:.1f}" y="{y + H / 2 + 3:.1f}" text-anchor="middle" '
            f'font-family="sans-serif" font-size="14" font-weight="bold">{escape(label)}'
            f'</text></g>')


def state_svg(state: State, lang: str = "en") -> str:
    """The table and the hand to act, labelled in ``lang``."""
    board = state.board
    x0, x1, y0, y1 = board.bounds()
    cols, rows = x1 - x0 + 1, y1 - y0 + 1
    hand = state.hands[state.to_act] if state.to_act is not None else ()
    width = max(cols, len(hand), 4) * W + 20
    hand_y = rows * H + 36
    height = hand_y + H + 10
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}">']
    for (x, y), item in sorted(board.items()):
        px, py = 10 + (x - x0) * W, 10 + (y1 - y) * H
        if isinstance(item, Piggy):
            parts.append(_card(px, py, "Piggy", "#f4a7b9"))
        elif isinstance(item, Laid) and item.up:
            parts.append(_card(px, py, item.card.code, FILL[item.card.faction]))
        else:
            parts.append(_card(px, py, "$", "#e8c547"))
    label = (Msg("core.hand_of", who=seat_name(state.to_act)) if state.to_act is not None
             else Msg("core.game_over"))
    phase = Msg(f"pk.svg.phase.{state.phase.value}")
    parts.append(f'<text x="10" y="{hand_y - 8}" font-family="sans-serif" font-size="12">'
                 f'{escape(render(label, lang))} · {escape(render(phase, lang))}</text>')
    for i, c in enumerate(hand):
        parts.append(_card(10 + i * W, hand_y, c.code, FILL[c.faction]))
    parts.append("</svg>")
    return "".join(parts)
