"""The overlay's forecast of every placement (``placement_previews``) is what ``settle`` —
the rules ``check`` and ``apply`` use — says, on every placement of random games, both disc
orders, 1–4 players (a solo game under goal (b) plays every tile: a display of 60-odd)
(SAG-ARROW-1, SAG-DISC-CACO, SAG-SCORE-COMPLETE)."""

from __future__ import annotations

import random

import pytest

from tutor import sagani as sag
from tutor.sagani.previews import placement_previews
from tutor.sagani.settle import settle
from tutor.sagani.state import Placed


def _expected(state, move):
    player = state.seats[move.seat]
    after, facts, disc, done = settle(player, Placed(move.x, move.y, state.held, move.rot),
                                      state.options.order)
    return (sum(f.new for f in facts), [c.at for c in done], disc.caco,
            after.score - player.score)


#: (players, seed, order); the solo game (the longest: every tile) once a day, under (a)'s
#: disc order, and under (b) in the exhaustive runs
CASES = [pytest.param(n, seed, order, marks=(pytest.mark.exhaustive,)
                      if n == 1 and order is sag.DiscOrder.RESOLVE_FIRST else ())
         for order in sag.DiscOrder for n, seed in [(1, 6), (2, 1), (3, 4), (4, 9)]]


@pytest.mark.parametrize("players,seed,order", CASES)
def test_sag_arrow_1_previews_of_every_placement_are_what_settle_says(players, seed, order):
    """SAG-ARROW-1, SAG-DISC-CACO, SAG-SCORE-COMPLETE, SAG-DISC-ORDER"""
    rng = random.Random(seed)
    goal = sag.SoloGoal.ALL_TILES if players == 1 else sag.SoloGoal.REACH_75
    state = sag.initial_state(sag.Options(players, order, goal), seed)
    compared = 0
    while sag.legal_moves(state):
        legal = sag.legal_moves(state)
        if state.phase is sag.Phase.PLACE:
            previews = placement_previews(state)
            assert [(p.pos, p.rot) for p in previews] == [((m.x, m.y), m.rot) for m in legal]
            for p, m in zip(previews, legal):
                assert (p.covers, list(p.completes), p.caco, p.points) == _expected(state, m)
            compared += len(legal)
        state = sag.apply(state, rng.choice(legal)).after
    assert compared > 1000


def test_sag_arrow_1_no_previews_without_a_held_tile():
    """SAG-ARROW-1"""
    state = sag.initial_state(sag.Options(), 0)
    assert placement_previews(state) == []
