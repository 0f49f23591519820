"""Fruit Picking as text (:func:`diagram`): per seat its ring — the Harvest House, then
F1..F6 clockwise with each farm's fruit and seeds —, its Storage, its market cards and the
combinations they hold; then the market, each slot's price as base + surcharge.

Pure; :mod:`tutor.core.diagram` says how a game's text drawings are shaped.
"""

from __future__ import annotations

from tutor.core import Msg, register_catalog
from tutor.core.diagram import reads_position, say, seat_lines

from .notation import from_notation
from .rules import combinations, price
from .state import State

MESSAGES = {
    "fru.diagram.seat": {"en": "{spaces} · Storage {storage} · cards {cards}",
                         "fr": "{spaces} · stock {storage} · cartes {cards}"},
    "fru.diagram.holds": {"en": " · holds {kinds}", "fr": " · réunit {kinds}"},
    "fru.diagram.market": {"en": "Market: {slots} · deck {deck}",
                           "fr": "Marché : {slots} · pioche {deck}"},
    "fru.diagram.spent": {"en": "Seeds spent for good (solo): {n}",
                          "fr": "Graines dépensées pour de bon (solo) : {n}"},
    "fru.diagram.legend": {"en": "(* the active farm; a price is base + slot surcharge)",
                           "fr": "(* la ferme active ; un prix est base + surcoût de "
                                 "l'emplacement)"},
}

register_catalog(MESSAGES)


@reads_position(from_notation)
def diagram(state: State, lang: str = "en") -> str:
    """A position as text: per seat (``▶`` the seat to play) its ring — the Harvest House,
    then F1..F6 clockwise with each farm's fruit code and seeds, ``*`` on the active
    farm —, its Storage, its market cards and the combinations they hold; then the market,
    each slot's price as base + surcharge (the engine's ``price``)."""
    texts = []
    for s in range(state.players):
        seeds = state.seeds[s]
        spaces = [f"H {seeds[0]}"] + [
            f"F{i}{'*' if state.phase == 'act' and s == state.turn and i == state.active else ''}"
            f" {state.farms[s][i - 1]} {seeds[i]}" for i in range(1, 7)]
        kinds = combinations(state.cards[s])
        holds = say("fru.diagram.holds", lang, kinds=[Msg(f"fru.combo.{k}") for k in kinds]) \
            if kinds else ""
        texts.append(say("fru.diagram.seat", lang, spaces=" · ".join(spaces),
                         storage=state.storage[s], cards=",".join(state.cards[s]) or "–")
                     + holds)
    lines = seat_lines(texts, lang, None if state.phase == "over" else state.turn)
    slots = []
    for m, code in enumerate(state.market, 1):
        if not code:
            slots.append(f"M{m} –")
            continue
        p = price(state, m)
        slots.append(f"M{m} {code} {p.base}+{p.surcharge}={p.total}")
    lines.append(say("fru.diagram.market", lang, slots=" · ".join(slots), deck=len(state.deck)))
    if state.players == 1:
        lines.append(say("fru.diagram.spent", lang, n=state.spent))
    lines.append(say("fru.diagram.legend", lang))
    return "\n".join(lines)
