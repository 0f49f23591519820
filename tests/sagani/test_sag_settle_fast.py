"""The fast settling of a placement equals the full one (SAG-ARROW-*, SAG-COMPLETE-*).

``tutor.sagani.settle`` settles a new tile from a base kept per display (the older tiles'
arrow facts, an index of the tiles by colour and line) and falls back to the full
resolution, which scans the whole display, only where the base cannot say. Both must give
the same facts for every placement, in both disc orders: along seeded random games of
every example option set, and on displays with arrows covered at random (covered but not
fulfilled, fulfilled but not covered: positions a game may not reach, which the full
resolution handles all the same). The base carried from one placement to the next equals
one built afresh."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import tutor.sagani as sag
from tutor.sagani import settle as S


def games(games_per_option: int):
    for options in sag.EXAMPLE_OPTIONS:
        for seed in range(games_per_option):
            rng = random.Random(seed)
            state = sag.initial_state(options, seed)
            while legal := sag.legal_moves(state):
                yield rng, state, legal
                state = sag.apply(state, rng.choice(legal)).after


def assert_same_settling(player, legal, held):
    for move in legal:
        new = sag.Placed(move.x, move.y, held, move.rot)
        for order in sag.DiscOrder:
            assert S._settle(player, new, order)[0] == S._settle_scan(player, new, order), \
                (move, order)


@pytest.mark.parametrize("games_per_option", [1])
def test_the_fast_settling_is_the_full_one_on_every_placement(games_per_option):
    placements = 0
    for rng, state, legal in games(games_per_option):
        if state.phase is not sag.Phase.PLACE:
            continue
        player = state.seats[state.placer]
        sample = rng.sample(legal, min(6, len(legal)))
        assert_same_settling(player, sample, state.held)
        shuffled = tuple(
            p if p.done else replace(p, covered=frozenset(
                i for i in range(len(p.arrows)) if rng.random() < 0.3))
            for p in player.display)
        assert_same_settling(replace(player, display=shuffled), sample, state.held)
        placements += len(sample)
    assert placements > 100


def test_the_base_carried_from_the_last_placement_is_the_one_built_afresh():
    checked = 0
    for _rng, state, _legal in games(1):
        for player in state.seats:
            kept, fresh = S._base(player.display), S._Base(player.display)
            assert (kept.rays.lines, kept.taken, kept.facts, kept.tiles, kept.waiting) == \
                (fresh.rays.lines, fresh.taken, fresh.facts, fresh.tiles, fresh.waiting)
            checked += 1
    assert checked > 50
