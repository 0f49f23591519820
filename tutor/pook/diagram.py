"""Pook as text: a table drawn in characters (:func:`diagram`: the grid, hands, objectives,
draw pile), the deck (:func:`deck`) and the scores (:func:`scores`: faction totals, then
each player's two factions added, POOK-END-2/3), all read from the engine.

Pure; :mod:`tutor.core.diagram` says how a game's text drawings are shaped.
"""

from __future__ import annotations

from tutor.core import Msg, register_catalog, render, seat_name
from tutor.core.diagram import reads_position, say, seat_lines

from . import resolve
from .notation import format_laid, from_notation
from .state import DECK, State

MESSAGES = {
    "pk.diagram.seat": {"en": "hand {hand} · objective {objective}",
                        "fr": "main {hand} · objectif {objective}"},
    "pk.diagram.pile": {"en": "Draw pile: {count} {count:plural:card|cards}",
                        "fr": "Pioche : {count} {count:plural:carte|cartes}"},
    "pk.diagram.deck": {"en": "{cards} ({n} {n:plural:card|cards})",
                        "fr": "{cards} ({n} {n:plural:carte|cartes})"},
    "pk.diagram.totals": {"en": "Faction totals: Knights {k}, Mages {m}, Orcs {o}, Vikings {v}",
                          "fr": "Totaux des factions : Chevaliers {k}, Mages {m}, Orques {o}, "
                                "Vikings {v}"},
}

register_catalog(MESSAGES)


@reads_position(from_notation)
def diagram(state: State, lang: str = "en") -> str:
    """A table as text: the grid (``y`` rows from the top, ``x`` columns, cards in the
    notation: ``M3`` warrior side, ``m3~2`` coin side laid by seat 2, ``P`` Piggy), then
    per seat its hand and secret objective (``▶`` the seat to act), and the draw pile."""
    board = state.board
    x0, x1, y0, y1 = board.bounds()
    labels = {cell: format_laid(item) for cell, item in board.items()}
    width = max([len(v) for v in labels.values()] + [len(f"x={x}") for x in (x0, x1)]) + 1
    lines = ["      " + "".join(f"x={x}".center(width) for x in range(x0, x1 + 1)).rstrip()]
    for y in range(y1, y0 - 1, -1):
        row = "".join(labels.get((x, y), ".").center(width) for x in range(x0, x1 + 1))
        lines.append(f"y={y:<3} {row}".rstrip())
    texts = []
    for seat in range(state.players):
        hand = " ".join(c.code for c in state.hands[seat]) or "–"
        objective = " + ".join(say(f"pk.faction.{f.name}", lang)
                               for f in state.objectives[seat])
        texts.append(say("pk.diagram.seat", lang, hand=hand, objective=objective))
    lines += seat_lines(texts, lang, state.to_act)
    lines.append(say("pk.diagram.pile", lang, count=len(state.pile)))
    return "\n".join(lines)


def deck(lang: str = "en") -> str:
    """The deck as the engine holds it, card by card, and its size."""
    return say("pk.diagram.deck", lang, cards=" ".join(c.code for c in DECK), n=len(DECK))


@reads_position(from_notation)
def scores(state: State, lang: str = "en") -> str:
    """The faction totals (POOK-END-2), then each player's score: their two secret factions
    added (POOK-END-3), both computed by the engine."""
    totals = resolve.faction_totals(state.board)
    lines = [say("pk.diagram.totals", lang, **{f.name.lower(): n for f, n in totals.items()})]
    for seat, ((a, b), score) in enumerate(zip(state.objectives, resolve.scores(state))):
        lines.append(render(Msg("pk.end.score", who=seat_name(seat),
                                a=Msg(f"pk.faction.{a.name}"), x=totals[a],
                                b=Msg(f"pk.faction.{b.name}"), y=totals[b], score=score), lang))
    return "\n".join(lines)
