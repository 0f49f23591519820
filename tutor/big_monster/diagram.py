"""Big Monster as text: each seat's explorer, landing area as tiles at their anchors, hand,
then the rows and the medals in play with their winners (:func:`diagram`); and every seat's
scoring lines as the end would count them now (:func:`scores`, BM-END-SCORE), from the
engine.

Pure; :mod:`tutor.core.diagram` says how a game's text drawings are shaped.
"""

from __future__ import annotations

from tutor.core import Msg, register_catalog, seat_name
from tutor.core.diagram import reads_position, say, seat_lines
from tutor.core.turns import asked_seats

from .data import MEDAL_POINTS
from .notation import from_notation
from .rules import asks
from .scoring import score_lines, total
from .state import State

MESSAGES = {
    "bm.diagram.seat": {"en": "{explorer} · area {area} · hand {hand}",
                        "fr": "{explorer} · zone {area} · main {hand}"},
    "bm.diagram.medals": {"en": "Medals in play: {medals}", "fr": "Médailles en jeu : {medals}"},
    "bm.diagram.medal": {"en": "{name} ({points}){won}", "fr": "{name} ({points}){won}"},
    "bm.diagram.won": {"en": " won by {who}", "fr": " gagnée par {who:le}"},
    "bm.diagram.row": {"en": "Rows: {rows}", "fr": "Rangées : {rows}"},
    "bm.diagram.none": {"en": "–", "fr": "–"},
    "bm.diagram.total": {"en": "{who}: {points} points in all",
                         "fr": "{who} : {points} points en tout"},
}

register_catalog(MESSAGES)


@reads_position(from_notation)
def diagram(state: State, lang: str = "en") -> str:
    """A position as text (the teaching view): per seat its explorer, its landing area as
    tile codes at their anchors (``IO@1,2``: the orange ice monster, its lower cell at
    column 1, row 2; :mod:`tutor.big_monster.area`), its hand (``▶`` the seats asked), then
    the rows (2–3 players) and the medals in play with who won them."""
    none = say("bm.diagram.none", lang)
    texts = [say("bm.diagram.seat", lang, explorer=Msg(f"bm.explorer.{state.explorers[s]}"),
                 area=", ".join(f"{t.code}@{t.x},{t.y}" for t in state.areas[s]) or none,
                 hand=", ".join(state.hands[s]) or none)
             for s in range(state.players)]
    lines = seat_lines(texts, lang, set(asked_seats(asks(state))))
    if state.rows:
        lines.append(say("bm.diagram.row", lang,
                         rows=" | ".join(", ".join(r) for r in state.rows)))
    medals = []
    for m in state.medals:
        won = say("bm.diagram.won", lang, who=[seat_name(w) for w in m.seats]) if m.seats else ""
        medals.append(say("bm.diagram.medal", lang, name=Msg(f"bm.medal_name.{m.id}"),
                          points=MEDAL_POINTS[m.id], won=won))
    lines.append(say("bm.diagram.medals", lang, medals=", ".join(medals) or none))
    return "\n".join(lines)


@reads_position(from_notation)
def scores(state: State, lang: str = "en") -> str:
    """Every seat's scoring lines as the end of the game would count them now
    (BM-END-SCORE): each kind of points with its count, then the totals — from the
    engine's ``score_lines`` and ``total``."""
    lines = []
    for s in range(state.players):
        for what, count, points in score_lines(state, s):
            if count or points:
                lines.append(say(f"bm.score.{what}", lang, who=seat_name(s), n=count,
                                 points=points))
        lines.append(say("bm.diagram.total", lang, who=seat_name(s), points=total(state, s)))
    return "\n".join(lines)
