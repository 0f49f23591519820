"""The computer's choice in Pook (``tutor.core.policy``): in its turn, a legal warrior
placement of one of its own two factions (its secret objective) when one exists, else a
coin-side placement (of a card of another faction when it has one), else any legal move;
powers, swaps, passes and tie-break picks are random. It reads only its own hand and
objective and the public table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .moves import Move, Place
from .state import State


def policy(state: State, moves: Sequence[Move], rng: random.Random) -> Move:
    seat = moves[0].seat
    own = set(state.objectives[seat])
    places = [m for m in moves if isinstance(m, Place)]
    warriors = [m for m in places if m.up and m.card.faction in own]
    if warriors:
        return rng.choice(warriors)
    coins = [m for m in places if not m.up]
    others = [m for m in coins if m.card.faction not in own]
    return rng.choice(others or coins or list(moves))
