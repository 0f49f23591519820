"""Bidding: order, range, the dealer's restriction and its consequence (OH-BID-*)."""

from __future__ import annotations

from tutor import oh_hell as oh

from oh_support import DEALER_TO_BID, moves_text, play, pos, rules, text, verdict


def test_OH_BID_1_bidding_starts_on_the_dealers_left_and_the_dealer_bids_last():
    s = oh.initial_state(oh.Options(players=4), 2)
    order = [(s.dealer + 1 + i) % 4 for i in range(4)]
    seen = []
    while s.phase is oh.Phase.BID:
        seen.append(s.to_act)
        s = oh.apply(s, oh.legal_moves(s)[-1]).after
    assert seen == order and seen[-1] == s.dealer


def test_OH_BID_1_a_card_before_bidding_is_over_is_refused():
    v = verdict(DEALER_TO_BID, "8C")
    assert not v.legal and v.rules == ("OH-BID-1",)
    assert "bidding comes first: Player 4 must bid" in v.explain("en")


def test_OH_BID_1_a_second_bid_during_play_is_refused():
    s, _ = play(DEALER_TO_BID, "bid 3")
    v = verdict(s, "bid 1")
    assert not v.legal and v.rules == ("OH-BID-1",)


def test_OH_BID_2_a_bid_is_zero_to_the_cards_dealt():
    s = pos(DEALER_TO_BID.replace("bids=2,1,0,-", "bids=-,-,-,-"))
    assert moves_text(s) == ["bid 0", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5"]
    v = verdict(s, "bid 6")
    assert not v.legal and "a bid is 0 to 5 tricks (the cards dealt), not 6" in v.explain("en")
    assert not oh.check(s, oh.Bid(-1)).legal


def test_OH_BID_DEALER_worked_example_1_quotes_the_arithmetic():
    v = verdict(DEALER_TO_BID, "bid 2")
    assert not v.legal
    assert [r.rule for r in v.violations] == ["OH-BID-DEALER"]
    assert "the dealer may not bid 2: 2 + 1 + 0 + 2 = 5 = cards dealt" in v.explain("en")
    assert "le donneur ne peut pas annoncer 2 : 2 + 1 + 0 + 2 = 5" in v.explain("fr")
    assert moves_text(pos(DEALER_TO_BID)) == ["bid 0", "bid 1", "bid 3", "bid 4", "bid 5"]
    ok = verdict(DEALER_TO_BID, "bid 3")
    assert ok.legal and "2 + 1 + 0 + 3 = 6 ≠ 5 cards dealt" in ok.explain("en")


def test_OH_BID_DEALER_worked_example_2_restriction_vanishes_when_over_bid():
    s = pos(DEALER_TO_BID.replace("bids=2,1,0,-", "bids=3,2,1,-"))
    assert oh.forbidden_bid(s) is None
    assert len(oh.legal_moves(s)) == 6
    assert "3 + 2 + 1 = 6 > 5: the dealer may bid anything" in verdict(s, "bid 0").explain("en")


def test_OH_BID_DEALER_worked_example_3_one_card_the_dealer_must_bid_zero():
    s = pos("oh1 players=4 seq=long scoring=positive seed=0 hand=10 size=1 dealer=4 trump=2C "
            "hands=AS|KH|QD|3C bids=0,0,0,- won=0,0,0,0 scores=0,0,0,0")
    assert moves_text(s) == ["bid 0"]
    assert "0 + 0 + 0 + 1 = 1 = cards dealt" in verdict(s, "bid 1").explain("en")


def test_OH_BID_DEALER_does_not_restrict_the_other_players():
    s = pos(DEALER_TO_BID.replace("bids=2,1,0,-", "bids=2,1,-,-"))
    assert oh.forbidden_bid(s) is None and len(oh.legal_moves(s)) == 6
    assert "OH-BID-DEALER" not in verdict(s, "bid 2").rules


def test_OH_BID_3_bidding_ends_over_or_under_and_play_starts():
    after, outcomes = play(DEALER_TO_BID, "bid 3")
    assert rules(outcomes) == ["OH-BID-DEALER", "OH-BID-3", "OH-PLAY-LEAD"]
    assert "bidding is over: 2 + 1 + 0 + 3 = 6 > 5, over-bid by 1" in text(outcomes)
    assert after.phase is oh.Phase.PLAY and after.to_act == 0
    _, outcomes = play(DEALER_TO_BID, "bid 0")
    assert "2 + 1 + 0 + 0 = 3 < 5, under-bid by 2" in text(outcomes)


def test_OH_BID_3_the_snapshot_of_the_last_bid_asks_nobody_and_reads_back():
    """Stepping through the dealer's last bid shows a position where every bid is made and
    play has not begun: nobody is asked (it used to raise StopIteration)."""
    state = oh.initial_state(oh.Options(3), 1)
    while state.phase is oh.Phase.BID:
        outcome = oh.apply(state, oh.legal_moves(state)[0])
        state = outcome.after
    snapshots = [e.snapshot for e in outcome.events]
    last_bid = next(s for s in snapshots if s.phase is oh.Phase.BID)
    assert None not in last_bid.bids and last_bid.to_act is None
    assert oh.asks(last_bid) == () and oh.legal_moves(last_bid) == []
