"""The computer's choice in Big Monster (``tutor.core.policy``): it keeps an explorer at
random; in the draft it chooses a tile of its hand at random, and a ship at random among
those it may use; it places where the
engine's forecast gives the most (mutation points gained, crystal points, a completed Big
Monster: 10), at random among the best; in the rows it takes and discards at random and
chooses a row at random; the black male explorer salvages a tile when it can. All chance
comes from the ``rng`` given; it reads only its own hand and chosen tile and the public
table."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .moves import Move, Place, Salvage
from .rules import big_facts, crystal_facts, mutation_facts
from .state import State


def _gain(state: State, move: Place) -> int:
    s = move.seat
    code = state.chosen[s]
    gain = sum(f.points_after - f.points_before
               for f, _ in mutation_facts(state, s, code, move.x, move.y))
    gain += sum(f.points for f in crystal_facts(state, s, code, move.x, move.y))
    gain += 10 * len(big_facts(state, s, code, move.x, move.y))
    return gain


def policy(state: State, moves: Sequence[Move], rng: random.Random) -> Move:
    places = [m for m in moves if isinstance(m, Place)]
    if places:
        scored = [(_gain(state, m), m) for m in places]
        best = max(g for g, _ in scored)
        return rng.choice([m for g, m in scored if g == best])
    salvages = [m for m in moves if isinstance(m, Salvage) and m.tile is not None]
    if salvages:
        return rng.choice(salvages)
    return rng.choice(list(moves))
