"""BANG! as text: the table drawn in characters (:func:`diagram`): each seat's role,
character, life, hand and cards in play, the distances from the seat to act (BANG-DIST*),
the deck and the discard — the teaching view, every hidden card shown.

Pure; :mod:`tutor.core.diagram` says how a game's text drawings are shaped.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.core import Msg, register_catalog, render, seat_name
from tutor.core.diagram import reads_position, say, seat_lines

from .data import CHARACTERS
from .notation import from_notation
from .rules import card_face, distance
from .state import State

MESSAGES = {
    "bang.diagram.seat": {"en": "{role} · {character} · life {life}/{most} · hand {hand} "
                                "· in play {table}",
                          "fr": "{role} · {character} · vie {life}/{most} · main {hand} "
                                "· en jeu {table}"},
    "bang.diagram.dead": {"en": "{role} · {character} · dead",
                          "fr": "{role} · {character} · mort"},
    "bang.diagram.distances": {"en": "Distances from {who}: {list}",
                               "fr": "Distances depuis {who:le} : {list}"},
    "bang.diagram.distance": {"en": "{who} {d}", "fr": "{who} {d}"},
    "bang.diagram.deck": {"en": "Deck: {deck} {deck:plural:card|cards} · discard: {discard}",
                          "fr": "Paquet : {deck} {deck:plural:carte|cartes} · défausse : "
                                "{discard}"},
    "bang.diagram.none": {"en": "–", "fr": "–"},
}

register_catalog(MESSAGES)


@reads_position(from_notation)
def diagram(state: State, lang: str = "en") -> str:
    """The table as text, everything shown (the teaching view): per seat its role,
    character, life out of its maximum, hand and cards in play (``▶`` the seat on its
    turn), then the distance from that seat to each living other (BANG-DIST*), the deck's
    size and the discard pile's top card."""
    def cards(codes: Sequence[str]) -> str:
        return (", ".join(render(card_face(c), lang) for c in codes)
                or say("bang.diagram.none", lang))

    texts = []
    for seat in state.seats:
        role = Msg(f"bang.role.{seat.role}")
        character = CHARACTERS[seat.character][0] if seat.character else "?"
        if seat.alive:
            texts.append(say("bang.diagram.seat", lang, role=role, character=character,
                             life=seat.life, most=seat.max_life, hand=cards(seat.hand),
                             table=cards(seat.table)))
        else:
            texts.append(say("bang.diagram.dead", lang, role=role, character=character))
    lines = seat_lines(texts, lang, None if state.winners else state.turn)
    if not state.winners and state.seats[state.turn].alive:
        others = [Msg("bang.diagram.distance", who=seat_name(o),
                      d=distance(state, state.turn, o).total)
                  for o in range(state.players) if o != state.turn and state.seats[o].alive]
        lines.append(say("bang.diagram.distances", lang, who=seat_name(state.turn),
                         list=others))
    lines.append(say("bang.diagram.deck", lang, deck=len(state.deck),
                     discard=cards(state.discard[-1:])))
    return "\n".join(lines)
