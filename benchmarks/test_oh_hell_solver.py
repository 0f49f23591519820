"""How the Oh Hell solver's time grows with hand size and player count (pytest-benchmark).

For each (players, cards): seeded deals at their first trick, bids drawn at random among
the legal ones (a seeded draw, so every round solves the same positions); one benchmark
round solves, for every deal, the question of each seat in turn: can it make exactly its
bid whatever the others do, and with which card? The figure is per call (the median over
the calls of a round, reported through ``extra_info``), and the round's own time is per
``len(deals) * players`` calls. Pruning makes single positions vary a lot; compare medians
along a row (more cards) and down a column (more players). `make bench` prints them.

The table sizes of the issue: 5 players × 7 cards and 4 players × 10 cards must answer
in at most a second at the median; the BGA maximum hands (3–5 × 10, 6 × 8, 7 × 7) are
measured too. A position past the solver's budget counts as a call of the budget's
length and is listed in ``extra_info["over_budget"]``.
"""

import random
import statistics
import time

import pytest

import tutor.oh_hell as oh
from tutor.oh_hell.solver import TooLargeToSolve

SEEDS = range(1, 6)


def first_trick(players: int, cards: int, seed: int):
    state = oh.initial_state(oh.Options(players=players, sequence="single", max_size=cards),
                             seed)
    rng = random.Random(seed)
    while state.phase is oh.Phase.BID:
        state = oh.apply(state, rng.choice(oh.legal_moves(state))).after
    return state


def solve_all(states, times, over):
    for s in states:
        for seat in range(s.players):
            t0 = time.perf_counter()
            try:
                oh.solve(s, seat)
            except TooLargeToSolve:
                over.add((s.seed, seat))
            times.append(time.perf_counter() - t0)


GRID = ([(p, k) for p in (3, 4, 5) for k in (3, 5, 7)] + [(4, 8), (4, 10), (3, 10),
                                                            (5, 10), (6, 6), (6, 8), (7, 7)])


@pytest.mark.parametrize("players, cards", GRID, ids=[f"{p}p-{k}cards" for p, k in GRID])
def test_solver_every_seat_of_five_deals(benchmark, players, cards):
    states = [first_trick(players, cards, seed) for seed in SEEDS]
    times: list[float] = []
    over: set = set()
    benchmark.pedantic(solve_all, args=(states, times, over), rounds=1, iterations=1)
    benchmark.extra_info["median_call_s"] = statistics.median(times)
    benchmark.extra_info["max_call_s"] = max(times)
    benchmark.extra_info["over_budget"] = sorted(over)
    assert len(times) == len(states) * players
