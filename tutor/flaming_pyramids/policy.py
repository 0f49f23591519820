"""The computer's choice in Flaming Pyramids (``tutor.core.policy``): a placement whose
verdict has no warning (the tile stands: no collapse, fire or explosion forecast) when one
exists, else any legal move; slides and die rolls are random. Candidates are checked in a
random order and the first that stands is taken, so most turns cost a few ``check`` calls.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .moves import Move, Place
from .rules import check
from .state import State


def policy(state: State, moves: Sequence[Move], rng: random.Random) -> Move:
    places = [m for m in moves if isinstance(m, Place)]
    rng.shuffle(places)
    for move in places:
        if not check(state, move).warnings:
            return move
    return rng.choice(list(moves))
