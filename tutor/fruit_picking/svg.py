"""A static picture of the position: each island's ring (H, F1..F6 with seeds) and the
market with prices."""

from __future__ import annotations

from html import escape

from tutor.core.i18n import Msg, render

from .rules import price, space
from .state import State


def state_svg(state: State, lang: str = "en") -> str:
    rows = []
    y = 20
    for i, c in enumerate(state.market):
        label = ((render(Msg(f"fru.fruit.{c}"), lang) + f" {price(state, i + 1).total}")
                 if c else "·")
        rows.append(f'<text x="{10 + 120 * i}" y="{y}">M{i + 1}: {escape(label)}</text>')
    for seat in range(state.players):
        y += 30
        name = render(Msg("core.seat", n=seat + 1), lang)
        cells = " ".join(
            f"{space(k)}{'' if k == 0 else ':' + state.farms[seat][k - 1]}={state.seeds[seat][k]}"
            for k in range(7))
        rows.append(f'<text x="10" y="{y}">{escape(name)}: {escape(cells)} '
                    f'S={state.storage[seat]} [{escape(",".join(state.cards[seat]))}]</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="640" height="{y + 20}" '
            f'font-family="sans-serif" font-size="12">{"".join(rows)}</svg>')
