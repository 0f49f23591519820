"""Scoring under every option, Vienna, the score sheet and the end of the game
(OH-SCORE-*, OH-END-*). The fact sheet's worked examples 6, 7 and 8 in full."""

from __future__ import annotations

import pytest

from tutor import oh_hell as oh

from oh_support import last_trick, play, rules, text

#: Worked example 6: hand h=4 (V=40), k=7, bid 2; tricks 2 (made), 3 (d=1), 0 (d=2).
TABLE = {
    "positive": (12, 3, 0),
    "neutral": (12, 0, 0),
    "negative": (10, -10, -20),
    "balanced": (12, -10, -20),
    "hybrid": (12, 0, 0),
    "doubles": (14, -2, -4),
    "triples": (16, -3, -6),
    "squares": (18, -4, -8),
    "anderson": (400, -40, -80),      # seed reading: made = V × 10
}
RULE = {"positive": "OH-SCORE-POS", "neutral": "OH-SCORE-NEU", "negative": "OH-SCORE-NEG",
        "balanced": "OH-SCORE-BAL", "hybrid": "OH-SCORE-HYB", "doubles": "OH-SCORE-DBL",
        "triples": "OH-SCORE-TRI", "squares": "OH-SCORE-SQ", "anderson": "OH-SCORE-AND"}


@pytest.mark.parametrize("scoring", list(TABLE))
def test_worked_example_6_every_option(scoring):
    """OH-SCORE-POS OH-SCORE-NEU OH-SCORE-NEG OH-SCORE-BAL OH-SCORE-HYB OH-SCORE-DBL
    OH-SCORE-TRI OH-SCORE-SQ OH-SCORE-AND: the same result under every option."""
    o = oh.Options(4, scoring=scoring)
    got = tuple(oh.score(o, 4, 7, 2, t).points for t in (2, 3, 0))
    assert got == TABLE[scoring]
    assert {oh.score(o, 4, 7, 2, t).rule for t in (2, 3, 0)} == {RULE[scoring]}


def test_OH_SCORE_AND_english_reading_is_the_per_bid_option():
    """Seed vs fact sheet: default = the seed (V × 10), option per_bid = V × bid (80)."""
    o = oh.Options(4, scoring="anderson", anderson="per_bid")
    assert [oh.score(o, 4, 7, 2, t).points for t in (2, 3, 0)] == [80, -40, -80]
    assert oh.score(o, 4, 7, 0, 0).points == 0          # a made zero scores 0
    assert oh.score(o, 4, 7, 2, 2).formula == "V = 10 × 4 = 40; 40 × 2 = 80"
    assert oh.score(oh.Options(4, scoring="anderson"), 4, 7, 2, 2).formula == \
        "V = 10 × 4 = 40; 40 × 10 = 400"


def test_OH_SCORE_SQ_english_squares_option():
    o = oh.Options(4, scoring="squares", squares="squared")
    assert [oh.score(o, 4, 7, 2, t).points for t in (2, 3, 0)] == [14, -1, -4]
    assert oh.score(o, 4, 7, 2, 0).formula == "−(2²) = −4"
    assert oh.score(oh.Options(4, scoring="squares"), 4, 7, 2, 2).formula == "10 + 4 × 2 = 18"


def test_OH_SCORE_BAL_english_minus_two_option():
    o = oh.Options(4, scoring="balanced", balanced_penalty=2)
    assert [oh.score(o, 4, 7, 2, t).points for t in (2, 3, 0)] == [12, -2, -4]


def test_OH_SCORE_HYB_worked_example_7_under_counts_over_does_not():
    o = oh.Options(4, scoring="hybrid")
    assert oh.score(o, 1, 7, 3, 1).points == 1
    assert oh.score(o, 1, 7, 1, 3).points == 0
    _, outcomes = play(last_trick("hybrid", "3,1,0,0", "1,2,1,2", "2S|AS|3S|4S"),
                       "2S", "AS", "3S", "4S")
    out = text(outcomes)
    assert "Player 1 bid 3 and won 1: missed, 2 under, 1 × 1 = 1 point (OH-SCORE-HYB)" in out
    assert "Player 2 bid 1 and won 3: missed, 2 over, 0 points (OH-SCORE-HYB)" in out


def test_OH_SCORE_VIE_worked_example_8_zero_bid_scores_five_plus_k():
    o = oh.Options(4, scoring="triples", vienna=True)
    assert oh.score(o, 2, 9, 0, 0).points == 14
    assert oh.score(o, 9, 2, 0, 0).points == 7
    assert oh.score(o, 9, 2, 0, 1).points == -3                # a missed zero: base option
    assert oh.score(o, 9, 2, 0, 0).rule == "OH-SCORE-VIE"
    pos_v = oh.Options(4, vienna=True)
    assert [oh.score(pos_v, 1, k, 0, 0).points for k in (5, 1, 8)] == [10, 6, 13]
    with pytest.raises(ValueError, match="Vienna cannot be combined with Anderson"):
        oh.initial_state(oh.Options(4, scoring="anderson", vienna=True), 0)


def test_OH_SCORE_POS_seed_example_bid_two():
    o = oh.Options(4)
    assert [oh.score(o, 1, 5, 2, t).points for t in (2, 1, 3)] == [12, 1, 3]


def test_OH_SCORE_SHEET_every_score_is_an_event_and_the_totals_add_up():
    start = last_trick("positive", "2,2,1,1", "1,2,2,1", scores="5,5,0,7")
    after, outcomes = play(start, "AS", "3S", "4D", "5H")
    out = text(outcomes)
    assert "Player 1 bid 2 and won 2: made, 10 + 2 = 12 points (OH-SCORE-POS)" in out
    assert "Player 2 bid 2 and won 2: made" in out
    assert "Player 3 bid 1 and won 2: missed, 1 over, 1 × 2 = 2 points" in out
    assert "score sheet after hand 4 of 19: Player 1 17, Player 2 17, Player 3 2, Player 4 18" \
        in out
    assert after.scores == (17, 17, 2, 18) and after.hand == 4
    assert "OH-SCORE-SHEET" in rules(outcomes)


def test_OH_SCORE_SHEET_keeps_one_line_per_hand_in_a_played_game():
    s = oh.initial_state(oh.Options(3, "short-ud"), 4)
    while s.hand < 3:
        s = oh.apply(s, oh.legal_moves(s)[0]).after
    assert len(s.sheet) == 3 and [r.size for r in s.sheet] == [6, 5, 4]
    assert s.scores == tuple(sum(r.points[i] for r in s.sheet) for i in range(3))
    assert oh.from_notation(oh.to_notation(s)) == s


def test_OH_END_1_the_last_hand_ends_the_game_and_the_highest_total_wins():
    start = ("oh1 players=3 seq=short-down scoring=positive seed=0 hand=10 size=1 dealer=3 "
             "trump=2C hands=AS|2S|3S bids=1,0,1 won=0,0,0 lead=1 scores=30,25,10")
    after, outcomes = play(start, "AS", "2S", "3S")
    assert after.phase is oh.Phase.OVER and oh.legal_moves(after) == []
    assert "game over after 10 hands: Player 1 wins with 41 points (OH-END-1)" in text(outcomes)
    v = oh.check(after, oh.Bid(0))
    assert not v.legal and v.rules == ("OH-END-1",)
    assert oh.ranking(after) == (1, 2, 3)
    assert oh.from_notation(oh.to_notation(after)) == after


def test_OH_END_2_tied_players_share_the_rank():
    start = ("oh1 players=3 seq=short-down scoring=positive seed=0 hand=10 size=1 dealer=3 "
             "trump=2C hands=AS|2S|3S bids=1,0,1 won=0,0,0 lead=1 scores=24,25,10")
    after, outcomes = play(start, "AS", "2S", "3S")
    assert rules(outcomes)[-1] == "OH-END-2"
    assert "Player 1, Player 2 share first place with 35 points" in text(outcomes)
    assert "les joueurs 1 et 2 partagent la première place avec 35 points" in text(outcomes, "fr")
    assert oh.ranking(after) == (1, 1, 3)
