"""Kingdom Builder as text: the map, or the part of it around the settlements, drawn in
characters as on the board (:func:`diagram`, KB-BOARD-OFFSET), then each seat's card,
tiles and supply; and every seat's score lines with their terms (:func:`scores`,
KB-END-SCORE), from the engine's scoring.

Pure; :mod:`tutor.core.diagram` says how a game's text drawings are shaped.
"""

from __future__ import annotations

from tutor.core import Msg, register_catalog, render, seat_name
from tutor.core.diagram import reads_position, say, seat_lines

from .board import CASTLE, LOCATION, SIZE
from .notation import from_notation
from .scoring import score_lines, totals
from .state import SETTLEMENTS, State
from .steps import score_msg
from .svg import TILE_MARKS

MESSAGES = {
    "kb.diagram.seat": {"en": "card {card} · tiles {tiles} · {n} "
                              "{n:plural:settlement|settlements} left",
                        "fr": "carte {card} · tuiles {tiles} · {n} {n:plural:maison|maisons} "
                              "en réserve"},
    "kb.diagram.tile": {"en": "{tile} from {hex} ({status})", "fr": "{tile} de {hex} ({status})"},
    "kb.diagram.status.n": {"en": "taken this turn", "fr": "prise ce tour"},
    "kb.diagram.status.r": {"en": "ready", "fr": "prête"},
    "kb.diagram.status.u": {"en": "used this turn", "fr": "jouée ce tour"},
    "kb.diagram.none": {"en": "none", "fr": "aucune"},
    "kb.diagram.pile": {"en": "Draw pile: {pile} · discard: {discard} · cards: {cards}",
                        "fr": "Pioche : {pile} · défausse : {discard} · cartes : {cards}"},
    "kb.diagram.total": {"en": "{who}: {points} gold in all", "fr": "{who} : {points} or en tout"},
}

register_catalog(MESSAGES)


@reads_position(from_notation)
def diagram(state: State, lang: str = "en", *, rows: tuple[int, int] | None = None,
            cols: tuple[int, int] | None = None) -> str:
    """The map as text (KB-BOARD-OFFSET): ``row,col`` as in the notation, odd rows shifted
    half a hex to the right as on the board. Terrains are lower-case letters, ``K`` a
    castle, a location its tile's two letters and the tiles left there, a settlement its
    seat's number after the terrain (``g1``). Without ``rows``/``cols`` it shows the
    settlements' surroundings (2 hexes around them), or the whole map when nobody has
    built; below, each seat's card, tiles and supply (``▶`` the seat on its turn), then
    the deck."""
    board = state.board
    owner = {h: seat for seat, hexes in enumerate(state.settlements) for h in hexes}
    if rows is None or cols is None:
        if owner:
            rs, cs = [h[0] for h in owner], [h[1] for h in owner]
            auto = (max(0, min(rs) - 2), min(SIZE - 1, max(rs) + 2)), \
                (max(0, min(cs) - 2), min(SIZE - 1, max(cs) + 2))
        else:
            auto = (0, SIZE - 1), (0, SIZE - 1)
        rows, cols = rows or auto[0], cols or auto[1]
    taken = [h for seat in state.taken for h in seat]
    kinds = board.location_kind

    def cell(h: tuple[int, int]) -> str:
        letter = board.at(h)
        if letter == LOCATION:
            return f"{TILE_MARKS[kinds[h]]}{2 - taken.count(h)}"
        text = "K" if letter == CASTLE else letter.lower()
        return text + (str(owner[h] + 1) if h in owner else "")

    lines = ["        " + "".join(f"{c:<4}" for c in range(cols[0], cols[1] + 1)).rstrip()]
    for r in range(rows[0], rows[1] + 1):
        shift = "  " if r % 2 else ""
        lines.append(f"{r:>4}    {shift}" + "".join(f"{cell((r, c)):<4}"
                                                  for c in range(cols[0], cols[1] + 1)).rstrip())
    texts = []
    for seat in range(state.players):
        tiles = ", ".join(say("kb.diagram.tile", lang, tile=Msg(f"kb.tile.{t.kind}"),
                              hex=f"{t.source[0]},{t.source[1]}",
                              status=Msg(f"kb.diagram.status.{t.status}"))
                          for t in state.tiles[seat]) or say("kb.diagram.none", lang)
        texts.append(say("kb.diagram.seat", lang, card=Msg(f"kb.terrain.{state.hands[seat]}"),
                         tiles=tiles, n=SETTLEMENTS - len(state.settlements[seat])))
    lines += seat_lines(texts, lang, state.turn if state.winners == () else None)
    lines.append(say("kb.diagram.pile", lang, pile=len(state.pile), discard=len(state.discard),
                     cards=", ".join(say(f"kb.card.{c}", lang) for c in state.cards)))
    return "\n".join(lines)


@reads_position(from_notation)
def scores(state: State, lang: str = "en") -> str:
    """Every seat's score as the end of the game would count it (KB-END-SCORE): the castle
    line and each Kingdom Builder card's, with their terms and counted hexes, then the
    totals — all from the engine's scoring."""
    lines = [render(score_msg(seat, card, *terms[:3]), lang)
             for seat, card, terms in score_lines(state)]
    for seat, points in enumerate(totals(state)):
        lines.append(say("kb.diagram.total", lang, who=seat_name(seat), points=points))
    return "\n".join(lines)
