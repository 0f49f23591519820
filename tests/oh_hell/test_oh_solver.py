"""The puzzle solver: exhaustive search, all hands open, memoised."""

from __future__ import annotations

import random
import time

import pytest

from tutor import oh_hell as oh

from oh_support import last_trick, pos

THREE_TRUMPS = ("oh1 players=4 seq=long scoring=positive seed=5 hand=8 size=3 dealer=2 "
                "trump=4D hands=JC,3H,3S|6H,8H,JH|2D,KD,AD|4C,6D,TH bids=0,3,2,2 "
                "won=0,0,0,0 lead=3 scores=0,0,0,0")


def test_solver_finds_the_only_card_that_guarantees_the_bid():
    """OH-PLAY-LEAD with OH-PLAY-WIN: lead the low trump first."""
    sol = oh.solve(pos(THREE_TRUMPS), 2)
    assert sol.can_make and [c.code for c in sol.cards] == ["2D"]


def test_solver_on_the_last_trick_matches_the_result():
    start = pos(last_trick("positive", "2,2,1,1", "1,2,2,1"))
    assert oh.solve(start, 0).can_make                  # A♠ wins: 2 made
    assert not oh.solve(start, 2).can_make              # Player 3 already has 2, bid 1
    assert oh.solve(start, 0).cards == (oh.card("AS"),)
    assert oh.solve(start, 1).cards == ()               # not Player 2's turn


def test_solver_with_a_hypothetical_bid_during_bidding():
    s = oh.initial_state(oh.Options(4, "long", max_size=3), 8)
    results = {b: oh.solve(s, 0, bid=b).can_make for b in range(4)}
    assert isinstance(results[0], bool)
    with pytest.raises(ValueError):
        oh.solve(s, 0)


def _random_play_start(seed: int, size_index: int) -> oh.State:
    s = oh.deal(oh.Options(4), seed, size_index, seed % 4, (0,) * 4)
    rng = random.Random(seed)
    while s.phase is oh.Phase.BID:
        s = oh.apply(s, rng.choice(oh.legal_moves(s))).after
    return s


def brute(state: oh.State, seat: int) -> bool:
    """Reference: plain minimax without memo or pruning."""
    if state.hand != _hand or state.phase is not oh.Phase.PLAY:
        raise AssertionError
    return _brute(state, seat, state.bids[seat])


_hand = 7


def _brute(state, seat, bid):
    if state.hand != _hand or state.phase is oh.Phase.OVER:
        return None
    moves = oh.legal_moves(state)
    results = []
    for m in moves:
        outcome = oh.apply(state, m)
        after = outcome.after
        if after.hand != state.hand:          # the hand ended: read the score events
            made = [e.msg.key == "oh.score.made" for e in outcome.events
                    if e.msg.key.startswith("oh.score.") and e.focus == (seat,)]
            results.append(made == [True])
        else:
            results.append(_brute(after, seat, bid))
    return any(results) if state.to_act == seat else all(results)


@pytest.mark.parametrize("seed", range(6))
def test_solver_agrees_with_plain_minimax_on_three_card_hands(seed):
    s = _random_play_start(seed, _hand)                # hand 8 of the long sequence: 3 cards
    assert s.size == 3
    for seat in range(4):
        assert oh.solve(s, seat).can_make == _brute(s, seat, s.bids[seat])


def test_solver_four_players_four_cards_well_under_a_second():
    worst = 0.0
    for seed in range(10):
        s = _random_play_start(seed, 6)               # 4 cards each
        assert s.size == 4
        t0 = time.perf_counter()
        oh.solve(s, s.to_act)
        worst = max(worst, time.perf_counter() - t0)
    assert worst < 0.5, worst
