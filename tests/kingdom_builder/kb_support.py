"""Helpers for the Kingdom Builder scenario tests (the shared ones: ``tests/scenarios.py``).

Everything is built from notation: :func:`position` writes a canonical ``kb2`` position
from its parts (the draw pile is the rest of the 25 terrain cards, in G C D F T order), so
a test names only what matters to it. Default board: BGA's first game (Tavern, Paddock,
Oasis, Farm in slots 0–3, unturned), so a hex of the fact sheet's worked examples (slot 0)
is the same hex here.
"""

from __future__ import annotations

from collections import Counter

from tutor import kingdom_builder as kb

from scenarios import events, lines, rules, scenarios, text  # noqa: F401  (re-exported)

pos, verdict, play, moves_text = scenarios(kb)

FIRST_BOARD = "tavern,paddock,oasis,farm"
FIRST_CARDS = "fishermen,merchants,knights"


def position(settlements=("-", "-"), hands=None, *, players=None, board=FIRST_BOARD,
             cards=FIRST_CARDS, setup="random", lords="yes", seed=0, shuffles=0, start=1,
             turn=1, stack=None, ending="no", pile=None, discard="-", tiles=None, taken=None,
             winners="-") -> str:
    """A ``kb2`` position; ``stack`` by default the turn before its mandatory action
    (``before:<turn>``), nothing pending once there are winners."""
    players = players or len(settlements)
    hands = hands or ",".join("G" * players)
    if pile is None:
        used = Counter(hands.replace(",", "")) + Counter(discard.replace("-", ""))
        pile = "".join(t * (5 - used[t]) for t in "GCDFT") or "-"
    tiles = tiles or ("-",) * players
    taken = taken or ("-",) * players
    if stack is None:
        stack = f"before:{turn}" if winners == "-" else "-"
    return (f"kb2 players={players} setup={setup} lords={lords} board={board} cards={cards} "
            f"seed={seed} shuffles={shuffles} start={start} turn={turn} stack={stack} "
            f"ending={ending} hands={hands} pile={pile} discard={discard} "
            f"settlements={'/'.join(settlements)} tiles={'/'.join(tiles)} "
            f"taken={'/'.join(taken)} winners={winners}")


def as_kb1(text: str, phase: str = "play", built: int = 0, done: str = "no",
           pending: str = "-") -> str:
    """The ``kb2`` position ``text`` written in the first version of the notation, ``kb1``
    (which the reader still reads): its ``stack`` replaced by the counters ``phase``,
    ``built``, ``done`` and ``pending``, in their places."""
    head, rest = text.split(" stack=", 1)
    tail, winners = rest.split(" ", 1)[1].rsplit(" winners=", 1)
    return (f"kb1{head[3:]} phase={phase} built={built} done={done} {tail} pending={pending} "
            f"winners={winners}")


def failing(v) -> list[str]:
    return [str(r.rule) for r in v.violations]


def reason(v, rule):
    return next(r for r in v.reasons if r.rule == rule)


def chain(*hexes: str) -> str:
    """Hexes written ``r,c`` in canonical (sorted) order, ``;``-separated."""
    return ";".join(sorted(hexes, key=lambda h: tuple(map(int, h.split(",")))))


#: KB-EX-1: Red (seat 1) owns only 3,4 (grass, Tavern quadrant) and plays grass.
EX1 = position(("3,4", "-"), "G,C")
#: KB-EX-3: Blue (seat 1 here) next to the Tavern location 6,2 from 5,2, with a ready Tavern
#: tile from 6,2 and a ready Paddock tile from the Paddock quadrant's 6,11.
EX3_BEFORE = position(("5,1", "-"), "C,G")
