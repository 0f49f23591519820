"""Positions no game can reach are refused, and every number is read one way (issue 9).

Numbers: ASCII digits only, within what the game can reach (the refusal names the bounds),
never Python's bare ``ValueError`` however long. Scores: 0 before the first hand is
scored, then totals the hands scored so far can give under the scoring option, each seat
and the table together; a position without its sheet may count them from any hand on.
The random mutations of positions and moves are in ``test_oh_notation_properties.py``.
"""

from __future__ import annotations

import itertools
import random

import pytest

from tutor import oh_hell as oh
from tutor.core import NotationError
from tutor.oh_hell.scoring import reach

from oh_support import DEALER_TO_BID, last_trick

#: A 4-player positive game bidding in hand 3 (10, 9, then 8 cards), the notation
#: docstring's example with its hands written out.
HAND_3 = ("oh1 players=4 seq=long scoring=positive seed=7 hand=3 size=8 dealer=2 trump=7D "
          "hands=2C,3C,4C,5C,6C,7C,8C,9C|TC,JC,QC,KC,AC,2D,3D,4D|5D,6D,8D,9D,TD,JD,QD,KD|"
          "AD,2H,3H,4H,5H,6H,7H,8H bids=-,-,2,1 won=0,0,0,0 scores=25,1,19,14")


def refusal(text: str, parse=oh.from_notation) -> NotationError:
    with pytest.raises(NotationError) as info:
        parse(text)
    error = info.value
    assert error.explain("en") and error.explain("fr")
    return error


# ---------------------------------------------------------------- numbers

@pytest.mark.parametrize("old, field", [
    ("players=4", "players"), ("hand=6", "hand"), ("size=5", "size"), ("seed=0", "seed"),
    ("dealer=4", "dealer"), ("bids=2,1,0,-", "bids"), ("won=0,0,0,0", "won"),
    ("scores=0,0,0,0", "scores"),
])
@pytest.mark.parametrize("digits", [13, 4301, 5000])
def test_a_number_of_thousands_of_digits_is_a_notation_error_naming_the_bounds(old, field,
                                                                                 digits):
    """Past 4,300 digits Python's ``int`` raises a bare ValueError: the notation refuses
    the number first, in a message of ordinary length that names the bounds."""
    key, _, value = old.partition("=")
    huge = "1" * digits
    new = f"{key}={value[:-1]}{huge}" if "," in value else f"{key}={huge}"
    error = refusal(DEALER_TO_BID.replace(old, new, 1))
    text = error.explain("en")
    assert error.msg.key == "core.notation.number_range" and field in text
    assert "from " in text and len(text) < 500, text


def test_OH_BID_2_a_bid_of_thousands_of_digits_is_a_notation_error():
    for huge in ("1" * 4301, "9" * 13, "18"):
        error = refusal("bid " + huge, oh.parse_move)
        assert "from 0 to 17" in error.explain("en") and "de 0 à 17" in error.explain("fr")
        assert len(error.explain("en")) < 400
    assert oh.parse_move("bid 17") == oh.Bid(17)


@pytest.mark.parametrize("move", ["bid 1٠", "bid ٣", "bid １", "bid 1２", "bid ¹", "p١:bid 1",
                                  "bid -0", "bid 01", "bid +1", "bid 1e1"])
def test_OH_BID_2_a_bid_is_written_with_the_ascii_digits_only(move):
    """``bid 1٠`` used to read as ``bid 10``: the notation never guesses."""
    refusal(move, oh.parse_move)


@pytest.mark.parametrize("old, new", [
    ("seed=0", "seed=٠"), ("hand=6", "hand=٦"), ("players=4", "players=４"),
    ("bids=2,1,0,-", "bids=2,1,٠,-"), ("scores=0,0,0,0", "scores=0,0,0,٠"),
    ("dealer=4", "dealer=4\u200b"), ("won=0,0,0,0", "won=0,0,0,00"),
])
def test_a_position_is_written_with_the_ascii_digits_only(old, new):
    error = refusal(DEALER_TO_BID.replace(old, new, 1))
    assert "0-9" in error.explain("en") and "0-9" in error.explain("fr")


@pytest.mark.parametrize("old, new, bounds", [
    ("players=4", "players=2", "from 3 to 7"),                       # OH-SETUP-1
    ("players=4", "players=8", "from 3 to 7"),
    ("hand=6", "hand=20", "from 1 to 19"),                           # OH-SEQ-LONG
    ("hand=6", "hand=0", "from 1 to 19"),
    ("dealer=4", "dealer=5", "from 1 to 4"),
    ("seed=0", "seed=1000000000000", "from 0 to 999999999999"),
    ("seed=0", "seed=-1", "from 0 to 999999999999"),
    ("bids=2,1,0,-", "bids=2,1,6,-", "from 0 to 5"),                 # OH-BID-2
    ("bids=2,1,0,-", "bids=2,1,-1,-", "from 0 to 5"),
    ("size=5", "size=11", "from 1 to 10"),                           # OH-DEAL-1
    ("scores=0,0,0,0", "scores=0,0,0,91", "from 0 to 90"),           # OH-SCORE-POS
])
def test_OH_SETUP_1_OH_BID_2_OH_DEAL_1_every_count_is_bounded_by_what_the_game_reaches(
        old, new, bounds):
    error = refusal(DEALER_TO_BID.replace(old, new, 1))
    assert error.msg.key == "core.notation.number_range"
    assert bounds in error.explain("en")


def test_OH_PLAY_NEXT_tricks_won_are_bounded_by_the_hand_size():
    base = last_trick("positive", "2,2,1,1", "1,2,2,1")
    assert "from 0 to 7" in refusal(base.replace("won=1,2,2,1", "won=8,2,2,1")).explain("en")
    error = refusal(base.replace("won=1,2,2,1", "won=1,2,4,1"))
    assert error.msg.key == "oh.notation.won_total" and "OH-PLAY-NEXT" in error.explain("en")


def test_OH_SEQ_MINMAX_min_and_max_are_bounded():
    text = DEALER_TO_BID.replace("seq=long", "seq=long max=" + "9" * 4301)
    assert "from 1 to 17" in refusal(text).explain("en")
    assert "from 1 to 3" in refusal(DEALER_TO_BID.replace("seq=long", "seq=long min=4")
                                     ).explain("en")


def test_OH_SCORE_SHEET_sheet_cells_are_bounded_by_the_hand_size():
    good = ("oh1 players=4 seq=long scoring=positive seed=0 hand=2 size=9 dealer=4 trump=2C "
            "hands=2S|-|-|- bids=0,3,3,1 won=0,3,3,2 lead=2 trick=AS,3S,4S scores=10,11,0,9 "
            "sheet=0:0,1:1,1:0,1:9")
    assert oh.to_notation(oh.from_notation(good)) == good
    for cell in ("1:" + "9" * 4301, "11:0", "1:١"):
        refusal(good.replace("1:1,", cell + ",", 1))


def test_a_long_bad_value_is_shown_cut_in_the_message():
    error = refusal(DEALER_TO_BID.replace("seq=long", "seq=" + "x" * 100_000))
    assert len(error.explain("en")) < 600


# ---------------------------------------------------------------- scores

def test_OH_SCORE_SHEET_no_score_before_the_first_hand_is_scored():
    """Non-zero scores in hand 1 used to be accepted: once the hand was played the engine's
    own sheet no longer added up to its scores, and its position was refused."""
    s = oh.initial_state(oh.Options(4), 3)
    text = oh.to_notation(s)
    assert text.endswith("scores=0,0,0,0")
    error = refusal(text.replace("scores=0,0,0,0", "scores=0,12,0,1"))
    assert error.msg.key == "oh.notation.scores_start" and error.position == text.index(
        "scores=") + len("scores=0,")
    assert "OH-SCORE-SHEET" in error.explain("en")


def test_OH_SCORE_SHEET_a_one_hand_game_over_scores_that_hand_only():
    s = oh.initial_state(oh.Options(3, "single", max_size=2), 1)
    while s.phase is not oh.Phase.OVER:
        s = oh.apply(s, oh.legal_moves(s)[0]).after
    text = oh.to_notation(s)
    assert oh.from_notation(text) == s
    scores = "scores=" + ",".join(map(str, s.scores))
    shifted = "scores=" + ",".join(str(p + 1) for p in s.scores)
    no_sheet = text[:text.index(" sheet=")]
    error = refusal(no_sheet.replace(scores, shifted))
    assert error.msg.key == "oh.notation.scores_only_hand"


def test_OH_SCORE_POS_the_docstring_example_scores_are_ones_the_hands_can_give():
    """The docstring's example used to show ``scores=0,12,-3,1`` under positive scoring,
    where no total is negative."""
    s = oh.from_notation(HAND_3)
    assert oh.to_notation(s) == HAND_3 and s.scores == (25, 1, 19, 14)
    import tutor.oh_hell.notation as notation
    assert "scores=25,1,19,14" in notation.__doc__ and "scores=0,12,-3,1" not in notation.__doc__
    error = refusal(HAND_3.replace("scores=25,1,19,14", "scores=0,12,-3,1"))
    assert "from 0 to 39" in error.explain("en") and "OH-SCORE-POS" in error.explain("en")


def test_OH_SCORE_NEG_a_total_no_hand_gives_a_seat_is_refused_with_the_nearest_ones():
    """Negative scoring: a made bid is 10, a missed one -10 per trick off; 5 is no total."""
    text = HAND_3.replace("scoring=positive", "scoring=negative").replace(
        "scores=25,1,19,14", "scores=10,5,0,-20")
    error = refusal(text)
    assert error.msg.key == "oh.notation.score_unreachable"
    assert "seat 2 cannot total 5 after 2 scored hands" in error.explain("en")
    assert "0 and 10" in error.explain("en") and "OH-SCORE-NEG" in error.explain("en")
    assert "place 2" in error.explain("fr")


def test_OH_BID_3_the_table_total_is_one_the_hands_can_give_together():
    """Positive: every trick is a point and a made bid 10 more, so after one 10-card hand
    the table totals 10, 20, 30 or 40 (at least one bid misses, OH-BID-3), or 0 for scores
    not kept; 1,0,0,0 is a total each seat can have but not the table."""
    two = ("oh1 players=4 seq=long scoring=positive seed=7 hand=2 size=9 dealer=2 trump=7D "
           "hands=2C,3C,4C,5C,6C,7C,8C,9C,TC|JC,QC,KC,AC,2D,3D,4D,5D,6D|8D,9D,TD,JD,QD,KD,AD,"
           "2H,3H|4H,5H,6H,7H,8H,9H,TH,JH,QH bids=-,-,-,- won=0,0,0,0 scores=12,11,4,3")
    assert oh.from_notation(two).scores == (12, 11, 4, 3)
    error = refusal(two.replace("scores=12,11,4,3", "scores=1,0,0,0"))
    assert error.msg.key == "oh.notation.scores_table"
    assert "0 and 10" in error.explain("en") and "OH-BID-3" in error.explain("en")
    error = refusal(two.replace("scores=12,11,4,3", "scores=20,20,20,20"))
    assert error.msg.key == "oh.notation.scores_table_range"
    assert "from 0 to 40" in error.explain("en")


def test_OH_SCORE_SHEET_scores_not_kept_may_start_at_zero_in_any_hand_and_play_on():
    """A position written to show one hand gives the scores as 0; played on into the next
    hands (no sheet: only totals are known), every position the engine reaches is one the
    notation accepts, under a scoring where no single hand gives 0 too."""
    for scoring in ("positive", "negative", "triples", "anderson"):
        text = DEALER_TO_BID.replace("scoring=positive", f"scoring={scoring}")
        s = oh.from_notation(text)
        rng = random.Random(scoring)
        while s.phase is not oh.Phase.OVER:
            s = oh.apply(s, rng.choice(oh.legal_moves(s))).after
            assert oh.from_notation(oh.to_notation(s)) == s
        assert not s.sheet


@pytest.mark.parametrize("options", [
    oh.Options(3, "single", max_size=k, scoring=scoring, vienna=vienna)
    for k in (1, 2, 3) for scoring in ("positive", "negative", "hybrid", "squares", "anderson")
    for vienna in (False, True) if not (vienna and scoring == "anderson")
] + [oh.Options(4, "single", max_size=2, scoring="balanced", balanced_penalty=2),
     oh.Options(5, "single", max_size=1, scoring="doubles")])
def test_OH_BID_3_the_totals_a_hand_can_give_are_exactly_those_of_every_deal(options):
    """The reachable totals, against every bid and every split of the tricks (tricks
    adding up to k, bids not)."""
    n, k = options.players, options.max_size
    seat, table = set(), set()
    for bids in itertools.product(range(k + 1), repeat=n):
        if sum(bids) == k:
            continue
        for won in itertools.product(range(k + 1), repeat=n):
            if sum(won) != k:
                continue
            points = [oh.score(options, 1, k, b, t).points for b, t in zip(bids, won)]
            seat.update(points)
            table.add(sum(points))
    can = reach(options, 1)
    span = range(min(seat | table) - 3, max(seat | table) + 4)
    assert {p for p in span if can.seat_can(p)} == seat
    assert {p for p in span if can.table_can(p)} == table
    assert (can.seat_lo, can.seat_hi, can.table_lo, can.table_hi) == (
        min(seat), max(seat), min(table), max(table))


# ---------------------------------------------------------------- the other invariants

REVOKE = ("oh1 players=4 seq=long scoring=positive seed=0 hand=9 size=2 dealer=4 trump=5H "
          "hands=2C|3S|4D,7S|8C,9C bids=1,0,0,0 won=0,0,0,0 lead=1 trick=KS,AH scores=0,0,0,0")


@pytest.mark.parametrize("text, rule", [
    (DEALER_TO_BID.replace("trump=7D", "trump=2C"), "OH-SETUP-2"),
    (DEALER_TO_BID.replace("bids=2,1,0,-", "bids=2,-,0,-"), "OH-BID-1"),
    (DEALER_TO_BID.replace("won=0,0,0,0", "won=1,0,0,0"), "OH-BID-1"),
    (DEALER_TO_BID.replace("bids=2,1,0,-", "bids=2,1,0,2"), "OH-BID-DEALER"),
    (DEALER_TO_BID.replace("2C,5C,9D,4H,KS|", "2C,5C,9D,4H|"), "OH-DEAL-3"),
    (DEALER_TO_BID.replace("bids=2,1,0,-", "bids=2,1,0,1 won=0,0,0,0 lead=2").replace(
        " won=0,0,0,0 scores", " scores"), "OH-PLAY-LEAD"),
    (last_trick("positive", "2,2,1,1", "0,3,2,1"), "OH-PLAY-NEXT"),
    (REVOKE, "OH-PLAY-FOLLOW"),
    ("oh1 players=4 seq=long scoring=positive seed=0 hand=2 size=9 dealer=4 trump=2C "
     "hands=2S|-|-|- bids=0,3,3,1 won=0,3,3,2 lead=2 trick=AS,3S,4S scores=10,11,0,9 "
     "sheet=0:0,1:1,1:0,1:8", "OH-BID-3"),
    ("oh1 players=4 seq=long scoring=positive seed=0 hand=2 size=9 dealer=4 trump=2C "
     "hands=2S|-|-|- bids=0,3,3,1 won=0,3,3,2 lead=2 trick=AS,3S,4S scores=10,11,0,8 "
     "sheet=0:0,1:1,1:0,1:9", "OH-SCORE-SHEET"),
])
def test_OH_SETUP_2_OH_BID_1_OH_BID_DEALER_OH_DEAL_3_OH_PLAY_LEAD_OH_PLAY_NEXT_OH_PLAY_FOLLOW_a_refusal_names_its_rule(
        text, rule):
    error = refusal(text)
    assert rule in error.explain("en") and rule in error.explain("fr"), error.explain("en")
