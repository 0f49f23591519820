"""Property tests over random complete games, 1-4 players and every variant: seeds (stock,
farms, Harvest Houses, solo cards) and cards (deck, market, hands) conserved, the game ends,
the notation round-trips, ``check`` agrees with ``legal_moves``; plus the golden playthrough.
Covers FRU-TURN, FRU-END-1, FRU-SOLO-3 over whole games."""

from __future__ import annotations

import random

import pytest
from fru_support import conserved
from golden_support import check_golden, transcript
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import fruit_picking as fru
from tutor.core import Partial

OPTIONS = st.sampled_from(fru.EXAMPLE_OPTIONS)
CAP = 3000


def playout(options, seed, policy):
    state = fru.initial_state(options, seed)
    rng = random.Random(seed)
    for n in range(CAP):
        assert conserved(state)
        text = fru.to_notation(state)
        assert fru.to_notation(fru.from_notation(text)) == text
        legal = fru.legal_moves(state)
        if state.phase == "over":
            assert not legal and not fru.asks(state)
            return state, n
        assert legal, text
        for move in legal:
            assert fru.check(state, move).legal
            assert fru.parse_move(fru.format_move(move)) == move
        for farm in range(1, 7):
            for m in (fru.Sow(farm, state.turn), fru.Water(state.turn)) + tuple(
                    fru.Collect(s, state.turn) for s in range(1, 5)):
                assert fru.check(state, m).legal == (m in legal), (text, m)
        move = fru.POLICY(state, legal, rng) if policy else rng.choice(legal)
        state = fru.apply(state, move).after
    raise AssertionError("the game did not end")


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(OPTIONS, st.integers(0, 10 ** 6), st.booleans())
def test_FRU_TURN_random_games_conserve_components_and_end(options, seed, policy):
    state, _ = playout(options, seed, policy)
    assert state.phase == "over"
    if options.players > 1 and not options.no_market:
        assert state.winners and all(fru.combinations(state.cards[w]) for w in state.winners)


@pytest.mark.exhaustive
@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(OPTIONS, st.integers(0, 10 ** 6), st.booleans())
def test_FRU_END_1_many_random_games(options, seed, policy):
    playout(options, seed, policy)


def test_FRU_SOLO_3_solo_games_end_won_or_lost():
    results = {playout(fru.Options(1), seed, True)[0].winners for seed in range(30)}
    assert results <= {(), (0,)}


def test_parts_come_apart_and_back():
    state = fru.initial_state(fru.Options(3), 4)
    rng = random.Random(4)
    for _ in range(60):
        for m in fru.legal_moves(state):
            whole = fru.parts_of(state, m)
            assert fru.move_for(state, whole) == m
            assert fru.move_for(state, Partial(whole.step, ())) is None or whole.step == "act"
        if state.phase == "over":
            break
        state = fru.apply(state, rng.choice(fru.legal_moves(state))).after


CASES = {"fruit_picking_3p_seed5.txt": (fru.Options(3), 5, 5)}


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough_FRU_PLANT_1_to_FRU_END_1(name):
    check_golden(name, transcript(fru, *CASES[name]))
