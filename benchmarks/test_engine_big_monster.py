"""Big Monster engine timings for the board (pytest-benchmark; run with `make bench`).

What the board pays when a seat holds its chosen tile is the legal-placement overlay of its
landing area with every preview (the mutations with their before/after points, the
crystals completed, the Big Monsters: ``placement_previews``), the first time for that area
(its caches cleared) and again on the next redraw; per hover, one ``check``. Timed on
round-2 positions of 4- and 6-player games reached by seeded random play. Target: the
overlay at most 2 ms (median; compare runs, not absolute numbers).
"""

import random

import pytest

import tutor.big_monster as bm
from tutor.big_monster.area import _anchors, _frontier, _taken, part_map
from tutor.big_monster.scoring import counts


def played(players: int, seed: int) -> bm.State:
    """Round 2, turn 5, everyone about to place (the last seat's area is timed)."""
    rng = random.Random(seed)
    state = bm.initial_state(bm.Options(players), seed)
    while not (state.round == 2 and state.turn == 5 and state.phase is bm.Phase.PLACE):
        state = bm.apply(state, rng.choice(bm.legal_moves(state))).after
    return state


POSITIONS = {f"{n}p-seed{s}": played(n, s) for n in (4, 6) for s in (1, 2)}


def _fresh(state):
    part_map.cache_clear()
    _anchors.cache_clear()
    _taken.cache_clear()
    _frontier.cache_clear()
    counts.cache_clear()
    return (state, state.players - 1), {}


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_placement_overlay_with_previews_first_time(benchmark, pid):
    previews = benchmark.pedantic(bm.placement_previews,
                                  setup=lambda: _fresh(POSITIONS[pid]), rounds=200)
    assert previews


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_placement_overlay_with_previews(benchmark, pid):
    state = POSITIONS[pid]
    assert benchmark(bm.placement_previews, state, state.players - 1)


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_check_of_one_placement(benchmark, pid):
    state = POSITIONS[pid]
    move = next(m for m in bm.legal_moves(state) if m.seat == state.players - 1)
    assert benchmark(bm.check, state, move).legal
