"""Helpers for the BANG! scenario tests (the shared ones: ``tests/scenarios.py``).

Everything is built from notation: :func:`position` writes a canonical ``bang1`` position
from its seats (``role:character:life:a|d:hand:table``), the deck's top cards and the
discard pile; the rest of the 80 cards goes under the deck's given top, in the deck's
printed order, so a test names only what matters to it.
"""

from __future__ import annotations

from tutor import bang
from tutor.bang.data import DECK

from scenarios import events, lines, rules, scenarios, text  # noqa: F401  (re-exported)

pos, verdict, play, moves_text = scenarios(bang)

#: a 4-player table: Sheriff (Willy), Outlaw, Outlaw, Renegade, plain characters
FOUR = ("S:willy:5:a:-:-", "O:bart:4:a:-:-", "O:sid:4:a:-:-", "R:suzy:4:a:-:-")


def _cards_of(spec: str) -> list[str]:
    out = []
    for part in spec.split(":")[4:6]:
        if part != "-":
            out += part.split(",")
    return out


def position(*seats: str, turn=1, deck=(), discard=(), stack="-", bangs=0, choose="no",
             winners="-", seed=0, shuffles=0, picks=0, rest=True) -> str:
    seats = seats or FOUR
    used = [c for s in seats for c in _cards_of(s)] + list(deck) + list(discard)
    for frame in stack.split("/") if stack != "-" else ():
        for field in frame.split(":")[1:]:
            used += [c for c in field.split(",") if c in DECK]
    pile = list(deck) + ([c for c in DECK if c not in used] if rest else [])
    return (f"bang1 players={len(seats)} choose={choose} seed={seed} shuffles={shuffles} "
            f"picks={picks} turn={turn} bangs={bangs} seats={'/'.join(seats)} "
            f"deck={','.join(pile) or '-'} discard={','.join(discard) or '-'} stack={stack} "
            f"winners={winners}")


def failing(v) -> list[str]:
    return [str(r.rule) for r in v.violations]


def reason(v, rule):
    return next(r for r in v.reasons if r.rule == rule)


def seat(state, i):
    return state.seats[i]
