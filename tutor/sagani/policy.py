"""The computer's choice in Sagani: it places where the forecast covers the most arrows
(then scores the most), and takes a random tile otherwise; all chance from ``rng``."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .moves import Move, Place
from .resolve import settle
from .state import Placed, State


def policy(state: State, moves: Sequence[Move], rng: random.Random) -> Move:
    places = [m for m in moves if isinstance(m, Place)]
    if not places:
        return rng.choice(list(moves))
    player = state.players[places[0].seat]

    def gain(m: Place) -> tuple[int, int]:
        after, facts, _, _ = settle(player, Placed(m.x, m.y, state.held, m.rot), state.options.order)
        return after.score - player.score, sum(f.new for f in facts)

    best = max(gain(m) for m in places)
    return rng.choice([m for m in places if gain(m) == best])
