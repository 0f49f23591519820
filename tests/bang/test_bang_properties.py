"""Properties over random complete games for 4–7 players (a few seeds; more under
``exhaustive``): the 80 cards are conserved among deck, discard, hands, tables and pending
frames (BANG-COMP-DECK); life stays within 0..max (below 0 only while a Beer may still
save, BANG-SAVE-MULTI); the game ends and the winners match the roles (BANG-WIN-*);
notation round-trips; ``check`` agrees with ``legal_moves``; a view never shows another
seat's hidden role or hand (BANG-SETUP-ROLES)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import bang
from tutor.bang.facts import Final
from tutor.bang.state import FULL_DECK, Deal, Dying

OPTIONS = st.sampled_from([bang.Options(4), bang.Options(5, True), bang.Options(6),
                           bang.Options(7), bang.Options(7, True)])


def expected_winners(state) -> tuple[int, ...]:
    """BANG-WIN-LAW / -OUTLAW / -RENEGADE written again from the rule text."""
    roles = [s.role for s in state.seats]
    alive = [i for i, s in enumerate(state.seats) if s.alive]
    if not state.seats[roles.index("S")].alive:
        if len(alive) == 1 and roles[alive[0]] == "R":
            return tuple(alive)
        return tuple(i for i, r in enumerate(roles) if r == "O")
    return tuple(i for i, r in enumerate(roles) if r in "SD")


def play_game(options, seed, policy=False):
    rng = random.Random(seed)
    state = bang.initial_state(options, seed)
    pool = []
    for n in range(5000):
        text = bang.to_notation(state)
        assert bang.from_notation(text) == state
        assert state.all_cards() == FULL_DECK, text
        dying = {f.seat for f in state.stack if isinstance(f, Dying)}
        dealt = not any(isinstance(f, Deal) for f in state.stack)
        for i, s in enumerate(state.seats):
            if s.alive and dealt:
                assert s.life <= s.max_life and (s.life > 0 or i in dying), text
            elif not s.alive:
                assert s.life == 0 and not s.hand and not s.table
        for seat in range(state.players):
            v = bang.view(state, seat)
            for j, sv in enumerate(v.seats):
                if j != seat:
                    assert sv.hand is None
                    if state.seats[j].role != "S" and state.seats[j].alive and not state.winners:
                        assert sv.role is None
            assert v.deck is None
        legal = bang.legal_moves(state)
        if not legal:
            return state, n
        legal_set = set(legal)
        if n % 3 == 0:
            for m in rng.sample(pool, min(8, len(pool))):
                assert bang.check(state, m).legal == (m in legal_set), (text, bang.format_move(m))
        pool.extend(m for m in legal[:4] if m not in pool)
        move = bang.POLICY(state, legal, rng) if policy else rng.choice(legal)
        outcome = bang.apply(state, move)
        for e in outcome.events:
            if isinstance(e.data, Final):
                assert e.data.winners == expected_winners(e.snapshot)
        state = outcome.after
    pytest.fail("no end")


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPTIONS, st.integers(0, 10_000), st.booleans())
def test_random_games_conserve_cards_and_life_and_end_with_the_right_winners_BANG_END(
        options, seed, policy):
    state, n = play_game(options, seed, policy)
    assert state.winners == expected_winners(state)


@pytest.mark.exhaustive
@pytest.mark.parametrize("seed", range(20))
def test_many_games_BANG_ELIM_CHECK(seed):
    options = bang.EXAMPLE_OPTIONS[seed % 4]
    state, _ = play_game(options, seed, policy=seed % 2 == 0)
    assert state.winners == expected_winners(state)


def test_the_policy_follows_the_role_tips_BANG_TURN_PLAY():
    """A Deputy never aims at the Sheriff; an Outlaw goes for a Sheriff at 2 life."""
    from bang_support import pos, position
    s = pos(position("S:bart:5:a:-:-", "D:kit:4:a:BGAS,BG8D:-", "O:sid:4:a:-:-",
                     "R:blackjack:4:a:-:-", "O:jesse:4:a:-:-", turn=2))
    for seed in range(20):
        m = bang.POLICY(s, bang.legal_moves(s), random.Random(seed))
        assert getattr(m, "target", None) != 0
    s = pos(position("S:bart:2:a:-:-", "O:kit:4:a:BGAS:-", "O:sid:4:a:-:-",
                     "R:blackjack:4:a:-:-", "D:jesse:4:a:-:-", turn=2))
    picks = {bang.format_move(bang.POLICY(s, bang.legal_moves(s), random.Random(seed)))
             for seed in range(20)}
    assert "p2:BGAS>p1" in picks and "p2:BGAS>p3" not in picks
