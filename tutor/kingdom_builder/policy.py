"""The computer's choice in Kingdom Builder (``tutor.core.policy``): it builds its mandatory
settlements first (a hex next to a location that still has a tile for it when there is one,
else any legal hex), then uses a ready building tile (Oracle, Farm, Oasis, Tower, Tavern)
half of the time, and ends its turn; when it must return a tile it picks one at random.
It moves settlements (Barn, Harbor, Paddock) only when nothing else is left. All chance
comes from the ``rng`` given."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .board import neighbours
from .moves import Build, EndTurn, Move, Use
from .state import BUILD_TILES, State


def policy(state: State, moves: Sequence[Move], rng: random.Random) -> Move:
    builds = [m for m in moves if isinstance(m, Build)]
    if builds:
        kinds = state.board.location_kind
        seat = moves[0].seat
        near = [m for m in builds if any(n in kinds and n not in state.taken[seat]
                                         and state.tiles_left(n) for n in neighbours(m.to))]
        return rng.choice(near or builds)
    tiles = [m for m in moves if isinstance(m, Use) and m.kind in BUILD_TILES]
    ends = [m for m in moves if isinstance(m, EndTurn)]
    if tiles and (not ends or rng.random() < 0.5):
        return rng.choice(tiles)
    return rng.choice(ends or list(moves))
