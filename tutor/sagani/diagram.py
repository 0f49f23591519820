"""Sagani as text: each seat's score and discs, its display as a grid of tiles (colour
letter, value, arrows covered), then the offer, the Intermezzo, the stacks and the held
tile (:func:`diagram`); and a tile in words (:func:`tile_msg`, the board's tile info too).

Pure; :mod:`tutor.core.diagram` says how a game's text drawings are shaped.
"""

from __future__ import annotations

from typing import Any

from tutor.core import Msg, register_catalog, seat_name
from tutor.core.diagram import reads_position, say

from .data import tile
from .notation import from_notation
from .state import State

MESSAGES = {
    "sag.diagram.seat": {"en": "{who}: {score} {score:plural:point|points} · discs {supply} · "
                               "cacophony {caco}",
                         "fr": "{who} : {score} {score:plural:point|points} · disques {supply} "
                               "· cacophonie {caco}"},
    "sag.diagram.empty": {"en": "(empty display)", "fr": "(zone vide)"},
    "sag.diagram.table": {"en": "Offer {offer} · Intermezzo {intermezzo} · stacks {stacks}",
                          "fr": "Présentoir {offer} · Intermezzo {intermezzo} · piles {stacks}"},
    "sag.diagram.held": {"en": "To place: {tile}", "fr": "À poser : {tile}"},
    "sag.diagram.key": {
        "en": "Each tile: colour letter, value, arrows covered/arrows (✓ complete); {letters}",
        "fr": "Chaque tuile : lettre de couleur, valeur, flèches couvertes/flèches "
              "(✓ complète) ; {letters}"},
}

register_catalog(MESSAGES)


def tile_msg(t: int) -> Msg:
    """"Tile 12: red (fire), 3 arrows, worth 6."."""
    d = tile(t)
    return Msg("sag.tile_info", tile=t, colour=Msg(f"sag.el.{d.element}"),
               n=len(d.arrows), value=d.points)


def _cell(p: Any, lang: str) -> str:
    """One placed tile in 6 characters: colour letter, value, covered/arrows."""
    d = tile(p.tile)
    letter = say(f"sag.letter.{d.element}", lang)
    state = "✓" if p.done else f"{len(p.covered)}/{len(d.arrows)}"
    return f"{letter}{d.points:<2}{state}".ljust(6)


@reads_position(from_notation)
def diagram(state: State, lang: str = "en") -> str:
    """A position as text: each seat's score and discs (``▶`` the seat to act), its display
    as a grid (``y`` rows from the top, ``x`` columns; each tile its colour letter, value
    and covered/total arrows, ✓ once complete), then the offer, the Intermezzo, the stacks
    and the held tile. Every display is public (SAG-ARROW-OWN: each is counted on its
    own)."""
    lines = []
    for s, player in enumerate(state.seats):
        mark = "▶" if s == state.to_act else " "
        lines.append(f"{mark} " + say("sag.diagram.seat", lang, who=seat_name(s),
                                      score=player.score, supply=player.supply,
                                      caco=player.caco))
        if not player.display:
            lines.append("    " + say("sag.diagram.empty", lang))
            continue
        xs = [p.x for p in player.display]
        ys = [p.y for p in player.display]
        lines.append(("     " + "".join(f"{x:<7}" for x in range(min(xs), max(xs) + 1))).rstrip())
        for y in range(max(ys), min(ys) - 1, -1):
            row = "".join((_cell(player.at((x, y)), lang) if player.at((x, y)) else
                           "·".ljust(6)) + " " for x in range(min(xs), max(xs) + 1))
            lines.append(f"  {y:>2} " + row.rstrip())
    stacks = "/".join(str(len(st)) for st in state.stacks)
    lines.append(say("sag.diagram.table", lang, offer=" ".join(map(str, state.offer)) or "–",
                     intermezzo=" ".join(map(str, state.intermezzo)) or "–", stacks=stacks))
    if state.held is not None:
        lines.append(say("sag.diagram.held", lang, tile=tile_msg(state.held)))
    letters = ", ".join(f"{say(f'sag.letter.{e}', lang)} = {say(f'sag.el.{e}', lang)}"
                        for e in ("fire", "water", "earth", "air"))
    lines.append(say("sag.diagram.key", lang, letters=letters))
    return "\n".join(lines)
