"""Players, cards, hand sizes, sequences, the deal and the turned trump (OH-SETUP, OH-DEAL,
OH-SEQ, OH-TRUMP)."""

from __future__ import annotations

import random

import pytest

from tutor import oh_hell as oh
from tutor.core import NotationError, render

from oh_support import codes, play, rules


def test_OH_SETUP_1_three_to_seven_players():
    for n in range(3, 8):
        assert oh.initial_state(oh.Options(players=n), 1).players == n
    for n in (2, 8):
        with pytest.raises(ValueError, match="3 to 7 players"):
            oh.initial_state(oh.Options(players=n), 1)


def test_OH_SETUP_2_fifty_two_cards_ace_high():
    assert len(oh.DECK) == 52 and len(set(oh.DECK)) == 52
    assert [c.code for c in oh.DECK[:13]] == ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C",
                                              "TC", "JC", "QC", "KC", "AC"]
    assert oh.card("AS").rank > oh.card("KS").rank > oh.card("2S").rank
    assert oh.card("10H") == oh.card("TH")


@pytest.mark.parametrize("players, size", [(3, 10), (4, 10), (5, 10), (6, 8), (7, 7)])
def test_OH_DEAL_1_starting_hand_size_by_player_count(players, size):
    assert oh.start_size(players) == size
    s = oh.initial_state(oh.Options(players=players), 3)
    assert s.size == size and all(len(h) == size for h in s.hands)


@pytest.mark.parametrize("players, hands", [(3, 19), (4, 19), (5, 19), (6, 15), (7, 13)])
def test_OH_SEQ_LONG_goes_down_to_one_and_back(players, hands):
    sizes = oh.hand_sizes(oh.Options(players=players))
    s = oh.start_size(players)
    assert len(sizes) == hands == 2 * s - 1
    assert sizes.count(1) == 1 and sizes.count(s) == 2
    if players == 7:     # the seed's example
        assert sizes == (7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7)


def test_OH_SEQ_LONGREV_goes_up_then_down():
    assert oh.hand_sizes(oh.Options(6, "long-rev")) == (1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3,
                                                        2, 1)


@pytest.mark.parametrize("players", range(3, 8))
def test_OH_SEQ_SHORTUD_is_always_six_to_one_to_six(players):
    assert oh.hand_sizes(oh.Options(players, "short-ud")) == (6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6)


def test_OH_SEQ_SHORTUP_tops_at_ten_or_the_start_size_for_six_and_seven_players():
    """[OPEN] reading: the top of the short sequences is S(n) (option short_cap)."""
    assert oh.hand_sizes(oh.Options(4, "short-up")) == tuple(range(1, 11))
    assert oh.hand_sizes(oh.Options(6, "short-up")) == tuple(range(1, 9))
    assert oh.hand_sizes(oh.Options(7, "short-up")) == tuple(range(1, 8))
    literal = oh.Options(5, "short-up", short_cap=False)
    assert oh.hand_sizes(literal) == tuple(range(1, 11))
    with pytest.raises(ValueError, match="cannot be dealt to 6 players"):
        oh.initial_state(oh.Options(6, "short-up", short_cap=False), 0)


def test_OH_SEQ_SHORTDN_counts_down():
    assert oh.hand_sizes(oh.Options(3, "short-down")) == tuple(range(10, 0, -1))
    assert oh.hand_sizes(oh.Options(7, "short-down")) == tuple(range(7, 0, -1))


def test_OH_SEQ_MINMAX_cuts_every_sequence():
    assert oh.hand_sizes(oh.Options(4, "long", min_size=3)) == (10, 9, 8, 7, 6, 5, 4, 3, 4, 5,
                                                                6, 7, 8, 9, 10)
    assert oh.hand_sizes(oh.Options(4, "long", max_size=4)) == (4, 3, 2, 1, 2, 3, 4)
    assert oh.hand_sizes(oh.Options(4, "short-ud", min_size=3, max_size=5)) == (5, 4, 3, 4, 5)
    assert oh.hand_sizes(oh.Options(4, "short-up", min_size=3)) == tuple(range(3, 11))
    for bad in (oh.Options(4, min_size=2), oh.Options(4, max_size=11), oh.Options(6, max_size=9)):
        with pytest.raises(ValueError):
            oh.initial_state(bad, 0)


def test_OH_DEAL_3_deals_one_card_at_a_time_from_the_dealers_left():
    s = oh.initial_state(oh.Options(players=5), 42)
    deck = oh.shuffled_deck(42, 0)
    n, k = 5, s.size
    for i in range(n * k):
        seat = (s.dealer + 1 + i) % n
        assert deck[i] in s.hands[seat]
    assert s.trump == deck[n * k]


def test_OH_DEAL_2_the_deal_passes_clockwise_and_the_seed_fixes_every_hand():
    a = oh.initial_state(oh.Options(players=4), 9)
    b = oh.initial_state(oh.Options(players=4), 9)
    assert a == b and oh.initial_state(oh.Options(players=4), 10) != a
    # play the first hand out with the first legal move each time
    s, dealers = a, [a.dealer]
    while s.hand < 2:
        s = oh.apply(s, oh.legal_moves(s)[0]).after
        if s.dealer != dealers[-1]:
            dealers.append(s.dealer)
    assert dealers == [a.dealer, (a.dealer + 1) % 4, (a.dealer + 2) % 4]
    assert codes(s.hands[0]) == codes(oh.deal(s.options, 9, 2, s.dealer, s.scores).hands[0])


def test_OH_TRUMP_1_the_turned_card_gives_trump_and_is_out_of_play():
    s = oh.initial_state(oh.Options(players=4), 5)
    assert all(s.trump not in h for h in s.hands)
    assert s.trump_suit is s.trump.suit
    assert len(s.gone()) == 52 - 4 * 10 - 1          # the face-down stock


@pytest.mark.parametrize("players", [5, 6, 7])
def test_OH_TRUMP_2_a_card_is_always_left_to_turn(players):
    k = oh.start_size(players)
    assert players * k + 1 <= 52
    s = oh.initial_state(oh.Options(players=players), 0)
    assert s.trump is not None


def test_new_deal_events_cite_dealer_sequence_trump_and_first_bidder():
    """OH-DEAL-2, OH-SEQ-LONG, OH-TRUMP-1, OH-BID-1 after the last trick of a hand."""
    from oh_support import last_trick
    start = last_trick("positive", "2,2,1,1", "1,2,2,1")
    _, outcomes = play(start, "AS", "3S", "4D", "5H")
    cited = rules(outcomes)
    i = cited.index("OH-DEAL-2")
    assert cited[i:i + 4] == ["OH-DEAL-2", "OH-SEQ-LONG", "OH-TRUMP-1", "OH-BID-1"]


@pytest.mark.parametrize("players, top", [(3, 17), (4, 12), (5, 10), (6, 8), (7, 7)])
def test_OH_DEAL_CLASSIC_the_largest_hand_is_51_divided_by_the_players(players, top):
    options = oh.Options(players, deal="classic")
    assert options.problem() is None and options.start_size == top
    sizes = oh.hand_sizes(options)
    assert max(sizes) == top and sizes[0] == top and sizes.count(1) == 1
    state = oh.initial_state(options, 5)
    assert state.size == top and all(len(h) == top for h in state.hands)
    assert state.trump not in {c for h in state.hands for c in h}     # a card left for trump
    assert oh.from_notation(oh.to_notation(state)) == state
    assert "variants=classic" in oh.to_notation(state)
    assert oh.Options(players, max_size=top, deal="classic").problem() is None
    too_big = oh.Options(players, max_size=top + 1, deal="classic").problem()
    assert too_big is not None and f"between 1 and {top}" in render(too_big)


@pytest.mark.parametrize("players, size", [(3, 17), (4, 12), (4, 1), (7, 7)])
def test_OH_SEQ_SINGLE_one_deal_of_any_size_the_deck_allows_played_to_the_end(players, size):
    options = oh.Options(players, "single", max_size=size)
    assert options.problem() is None and oh.hand_sizes(options) == (size,)
    state = oh.initial_state(options, 2)
    text = oh.to_notation(state)
    assert f"seq=single max={size} " in text and oh.from_notation(text) == state
    rng = random.Random(size)
    moves = 0
    while oh.legal_moves(state):
        state = oh.apply(state, rng.choice(oh.legal_moves(state))).after
        moves += 1
    assert state.phase is oh.Phase.OVER and moves == players + players * size
    assert len(state.sheet) == 1 and sum(state.sheet[0].won) == size


def test_OH_SEQ_SINGLE_needs_its_size_and_stays_within_the_deck():
    assert render(oh.Options(4, "single").problem()).startswith("a single deal needs its size")
    assert oh.Options(4, "single", max_size=13).problem() is not None      # 52: no trump left
    assert oh.Options(4, "single", max_size=12, min_size=3).problem() is not None
    assert oh.Options(4, "single", max_size=12, deal="classic").problem() is not None
    with pytest.raises(NotationError):
        oh.from_notation("oh1 players=4 seq=single max=13 scoring=positive seed=1 hand=1 size=13 "
                         "dealer=1 trump=AS hands=-|-|-|- bids=-,-,-,- won=0,0,0,0 "
                         "scores=0,0,0,0")
