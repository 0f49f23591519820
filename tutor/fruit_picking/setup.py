"""FRU-SETUP-*: the start position, from the options and a seed (seeded chance): each seat an
island with one whole set of farm cards and its 18 seeds (FRU-SETUP-1), 6 of them on F1 to
F3 (FRU-SETUP-4, FRU-BOARD-2); the start player is seat 0, Player 1 (FRU-SETUP-6)."""

from __future__ import annotations

from tutor.core.chance import seed_problem, stream
from tutor.core.errors import UsageError

from .data import CARDS_PER_FRUIT, FARM_CARDS, FRUITS, SEEDS_PER_PLAYER
from .state import Options, State


def initial_state(options: Options | None = None, seed: int = 0) -> State:
    options = options or Options()
    problem = options.problem() or seed_problem(seed)
    if problem is not None:
        raise UsageError(problem)
    rng = stream("fru", seed)
    n = options.players
    first = list(FARM_CARDS)
    rng.shuffle(first)
    farms = [tuple(first)]                            # FRU-SETUP-2: the others copy it
    for _ in range(1, n):
        if options.random_setup:                      # FRU-SETUP-3
            other = list(FARM_CARDS)
            rng.shuffle(other)
            farms.append(tuple(other))
        else:
            farms.append(tuple(first))
    if n == 1:
        deck = list(FRUITS)                           # FRU-SOLO-1
        shown = 1
    else:
        deck = [f for f in FRUITS for _ in range(CARDS_PER_FRUIT)]
        shown = 3 if options.no_market else 4         # FRU-VAR-NOMARKET / FRU-SETUP-5
    rng.shuffle(deck)
    start = (0, 2, 2, 2, 0, 0, 0)                     # FRU-SETUP-4, FRU-BOARD-2
    return State(options=options, seed=seed, farms=tuple(farms), seeds=(start,) * n,
                 storage=(SEEDS_PER_PLAYER - 6,) * n, cards=((),) * n, spent=0,
                 market=tuple(deck[:shown]), deck=tuple(deck[shown:]), turn=0,   # FRU-SETUP-6
                 phase="plant", active=0, ending=False)
