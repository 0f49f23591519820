"""Sagani engine timings for the board (pytest-benchmark; run with `make bench`).

What the board pays while a seat holds its tile is the overlay of every placement ×
rotation of that tile with its forecast — arrows covered, tiles completed, cacophony,
points (:func:`tutor.sagani.previews.placement_previews`, which the computer reads too);
per hover, one ``check`` of one placement. Timed on 30-tile displays grown by seeded
random placements (the issue's size), in both disc orders. Target: every placement ×
rotation checked in at most 2 ms (median; compare runs, not absolute numbers). For
comparison, the same forecast through ``check`` for every legal placement, one by one.
"""

import random
from dataclasses import replace

import pytest

import tutor.sagani as sag
from tutor.sagani.previews import placement_previews

TILES = 30


def grown(seed: int, order: sag.DiscOrder) -> sag.State:
    """Player 1's display grown to 30 tiles by random legal placements of the stacks'
    tiles (the other seat never plays), then the next stack tile held: a valid position
    (its notation round-trips)."""
    rng = random.Random(seed)
    state = sag.initial_state(sag.Options(2, order), seed)
    pool = [t for st in state.stacks for t in st]
    stacks = list(state.stacks)
    for _ in range(TILES + 1):
        t = pool.pop(0)
        stacks = [tuple(x for x in st if x != t) for st in stacks]
        state = replace(state, stacks=tuple(stacks), phase=sag.Phase.PLACE, held=t,
                        placer=0, turn=0)
        if len(state.seats[0].display) == TILES:
            break
        state = sag.apply(state, rng.choice(sag.legal_moves(state))).after
    assert len(state.seats[0].display) == TILES
    return sag.from_notation(sag.to_notation(state))


POSITIONS = {f"{o.value}-seed{s}": grown(s, o) for o in sag.DiscOrder for s in (1, 2)}


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_every_placement_and_rotation_of_the_held_tile(benchmark, pid):
    state = POSITIONS[pid]
    previews = benchmark(placement_previews, state)
    assert len(previews) == len(sag.legal_moves(state)) >= 4 * 20


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_check_of_one_placement(benchmark, pid):
    state = POSITIONS[pid]
    move = sag.legal_moves(state)[0]
    assert benchmark(sag.check, state, move).legal


def test_check_of_every_placement_one_by_one(benchmark):
    state = POSITIONS["a-seed1"]
    moves = sag.legal_moves(state)
    verdicts = benchmark.pedantic(lambda: [sag.check(state, m) for m in moves], rounds=5)
    assert all(v.legal for v in verdicts)
