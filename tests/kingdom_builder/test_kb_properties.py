"""Properties over random complete games for 2–4 players (sampled to stay quick; more
games under ``exhaustive``): settlements conserved (40 per player, built or in supply),
every settlement placed legally, location tiles conserved (on the hex + in hands + back in
the box = 2 per location hex), notation round-trips, and
``check(s, m).legal == (m in legal_moves(s))`` for the legal moves and for moves seen
elsewhere in the game."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import kingdom_builder as kb
from tutor.kingdom_builder.facts import TileLost

def assert_adjacent_if_possible(state, to, terrain):
    """KB-PLACE-ADJ, KB-PLACE-FREE written again from the rule text (not the engine's
    target sets): a free hex of the card's terrain, next to an own settlement unless no
    free hex of that terrain is."""
    board, seat = state.board, state.turn
    taken = {h for hs in state.settlements for h in hs}
    own = set(state.settlements[seat])
    assert board.at(to) == terrain and to not in taken
    free = [(r, c) for r in range(20) for c in range(20)
            if board.at((r, c)) == terrain and (r, c) not in taken]
    touching = [h for h in free if own & set(kb.neighbours(h))]
    assert not touching or to in touching, (kb.to_notation(state), to)


OPTIONS = st.sampled_from([kb.Options(2), kb.Options(3, kb.Setup.FIRST),
                           kb.Options(4, lords=False), kb.Options(3)])


def play_game(options, seed, check_every=4):
    rng = random.Random(seed)
    state = kb.initial_state(options, seed)
    pool, lost, builds = [], Counter(), 0
    for n in range(3000):
        text = kb.to_notation(state)
        assert kb.from_notation(text) == state
        legal = kb.legal_moves(state)
        if not legal:
            return state, n
        legal_set = set(legal)
        if n % check_every == 0:
            for m in rng.sample(legal, min(8, len(legal))):
                assert kb.check(state, m).legal, (text, kb.format_move(m))
            for m in rng.sample(pool, min(8, len(pool))):
                assert kb.check(state, m).legal == (m in legal_set), (text, kb.format_move(m))
        pool.extend(m for m in legal[:5] if m not in pool)
        move = rng.choice(legal)
        if isinstance(move, kb.Build):
            assert_adjacent_if_possible(state, move.to, state.terrain)
        outcome = kb.apply(state, move)
        builds += isinstance(move, kb.Build) or (isinstance(move, kb.Use) and move.origin is None)
        for e in outcome.events:
            if isinstance(e.data, TileLost):
                lost[e.data.source] += 1
        state = outcome.after
        # conservation
        assert sum(len(s) for s in state.settlements) == builds
        assert len(set().union(*map(set, state.settlements))) == builds
        for seat in range(state.players):
            assert state.supply(seat) + len(state.settlements[seat]) == 40
        for h, _kind in state.board.locations:
            held = sum(t.source == h for ts in state.tiles for t in ts)
            assert state.tiles_left(h) + held + lost[h] == 2, h
        assert state.all_cards() == Counter({t: 5 for t in "GCDFT"})
    pytest.fail("no end")


@settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck))
@given(OPTIONS, st.integers(0, 10 ** 6))
def test_random_games_conserve_pieces_and_agree_on_legality_KB_COMP_SETTLE(options, seed):
    state, n = play_game(options, seed)
    assert state.phase is kb.Phase.OVER and state.winners
    assert any(state.supply(s) == 0 for s in range(state.players))     # KB-END-TRIGGER


@pytest.mark.exhaustive
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(OPTIONS, st.integers(0, 10 ** 6))
def test_many_random_games_conserve_and_agree_exhaustive(options, seed):
    state, _ = play_game(options, seed, check_every=1)
    assert state.phase is kb.Phase.OVER


def test_computer_seats_play_legal_moves_to_the_end():
    from tutor.core.policy import choose
    state = kb.initial_state(kb.Options(3), 11)
    rng = random.Random(3)
    for _ in range(3000):
        move = choose(kb, state, rng)
        if move is None:
            break
        assert move in kb.legal_moves(state)
        state = kb.apply(state, move).after
    assert state.phase is kb.Phase.OVER
