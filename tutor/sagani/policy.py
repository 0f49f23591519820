"""The computer's choice in Sagani: it places where the forecast scores the most (then
covers the most arrows), read from :func:`tutor.sagani.previews.placement_previews` (one
pass over the display for every placement), and takes a random tile otherwise; all chance
from ``rng``."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .moves import Move, Place
from .previews import placement_previews
from .state import State


def policy(state: State, moves: Sequence[Move], rng: random.Random) -> Move:
    places = [m for m in moves if isinstance(m, Place)]
    if not places:
        return rng.choice(list(moves))
    gains = {(p.pos, p.rot): (p.points, p.covers)
             for p in placement_previews(state, places[0].seat)}
    best = max(gains[(m.x, m.y), m.rot] for m in places)
    return rng.choice([m for m in places if gains[(m.x, m.y), m.rot] == best])
