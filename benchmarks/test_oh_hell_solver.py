"""How the Oh Hell solver's time grows with hand size and player count (pytest-benchmark).

For each (players, cards), five seeded deals at their first trick, bids made (each seat
takes its first legal bid); the solver answers for the seat to lead: can it make exactly
its bid whatever the others do, and with which card? One benchmark round solves all five
deals, so the figures are per five deals. Pruning makes single deals vary a lot; compare
medians along a row (more cards) and down a column (more players). `make bench` prints them.
"""

import pytest

import tutor.oh_hell as oh

SEEDS = range(1, 6)


def first_trick(players: int, cards: int, seed: int):
    state = oh.initial_state(oh.Options(players=players, sequence="long", max_size=cards), seed)
    while state.phase is oh.Phase.BID:
        state = oh.apply(state, oh.legal_moves(state)[0]).after
    return state


def solve_all(states):
    return [oh.solve(s, s.to_act) for s in states]


GRID = [(p, k) for p in (3, 4, 5) for k in (2, 3, 4)] + [(3, 5), (4, 5), (6, 3), (7, 3)]


@pytest.mark.parametrize("players, cards", GRID, ids=[f"{p}p-{k}cards" for p, k in GRID])
def test_solver_five_deals(benchmark, players, cards):
    states = [first_trick(players, cards, seed) for seed in SEEDS]
    solutions = benchmark.pedantic(solve_all, args=(states,), rounds=3, iterations=1)
    assert len(solutions) == len(states)
