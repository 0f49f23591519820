"""The computer's choice (seeded): collect when it can (the cheapest card), else water; for
sowing, prefer a sowing whose last seed falls in the Harvest House, else one ending on a
farm whose fruit is on offer, else any (the ``rng`` breaks ties)."""

from __future__ import annotations

from .moves import Collect, Sow
from .rules import _path, price


def policy(state, moves, rng):
    collects = [m for m in moves if isinstance(m, Collect)]
    if collects:
        return min(collects, key=lambda m: (price(state, m.slot).total, m.slot))
    sows = [m for m in moves if isinstance(m, Sow)]
    if sows:
        home = [m for m in sows if _path(state, m.farm)[-1] == 0]
        if home:
            return rng.choice(home)
        fruit = [m for m in sows
                 if state.farms[state.turn][_path(state, m.farm)[-1] - 1] in state.market]
        return rng.choice(fruit or sows)
    return rng.choice(list(moves))
