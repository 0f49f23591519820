"""BANG! engine timings (pytest-benchmark; run with `make bench`).

What a board pays per hover is one ``check``; per redraw of the hand, the verdict of every
legal move (the issue's target: ``check`` of every legal move of a 7-player mid-game at
most 2 ms median), and ``legal_moves`` itself. Positions: 7-player games played by the
computer's policy until the seat on its turn has at least 20 legal moves (compare runs,
not absolute numbers).
"""

import random

import pytest

from tutor import bang

SEEDS = (11, 12)


def mid_game(seed: int) -> bang.State:
    rng = random.Random(seed)
    state = bang.initial_state(bang.Options(7), seed)
    for n in range(2000):
        moves = bang.legal_moves(state)
        if not moves:
            break
        if n > 40 and bang.asks(state)[0].step == "play" and len(moves) >= 20:
            return state
        state = bang.apply(state, bang.POLICY(state, moves, rng)).after
    return state


POSITIONS = {f"7p-seed{s}": mid_game(s) for s in SEEDS}


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_check_of_every_legal_move(benchmark, pid):
    state = POSITIONS[pid]
    moves = bang.legal_moves(state)
    verdicts = benchmark(lambda: [bang.check(state, m) for m in moves])
    assert all(v.legal for v in verdicts)


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_legal_moves(benchmark, pid):
    assert benchmark(bang.legal_moves, POSITIONS[pid])
