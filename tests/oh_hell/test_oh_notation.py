"""The ``oh1`` notation: round trips, strictness, and faults located in the text."""

from __future__ import annotations

import pytest

from tutor import oh_hell as oh
from tutor.core import NotationError

from oh_support import DEALER_TO_BID, last_trick, pos

GOOD = [
    DEALER_TO_BID,
    last_trick("positive", "2,2,1,1", "1,2,2,1"),
    last_trick("anderson", "2,2,1,1", "1,2,2,1", variants="per-bid"),
    "oh1 players=5 seq=short-up min=3 max=6 scoring=squares variants=vienna,squared seed=3 "
    "hand=1 size=3 dealer=5 trump=AS hands=2C,3C,4C|5C,6C,7C|8C,9C,TC|JC,QC,KC|AC,2D,3D "
    "bids=-,-,-,-,- won=0,0,0,0,0 scores=0,0,0,0,0",
    "oh1 players=4 seq=long scoring=positive seed=0 hand=2 size=9 dealer=4 trump=2C "
    "hands=2S|-|-|- bids=0,3,3,1 won=0,3,3,2 lead=2 trick=AS,3S,4S scores=10,11,0,9 "
    "sheet=0:0,1:1,1:0,1:9",
]


@pytest.mark.parametrize("text", GOOD)
def test_positions_round_trip_exactly(text):
    s = pos(text)
    assert oh.from_notation(oh.to_notation(s)) == s
    assert repr(s) == f"from_notation({text!r})"


def test_moves_parse_and_format():
    assert oh.parse_move("bid 2") == oh.Bid(2)
    assert oh.parse_move("QS") == oh.Play(oh.card("QS"))
    assert oh.parse_move("10H") == oh.Play(oh.card("TH"))
    assert oh.format_move(oh.parse_move("10H")) == "TH"
    for bad in ("bid", "bid -1", "bid 02", "qs", "Q S", "1H", "11H", "ZS", "QX", "bid 2 "):
        with pytest.raises(NotationError):
            oh.parse_move(bad)


@pytest.mark.parametrize("change, key", [
    (("players=4", "players=8"), "core.notation.number_range"),
    (("seq=long", "seq=longer"), "oh.notation.bad_choice"),
    (("size=5", "size=6"), "oh.notation.size_mismatch"),
    (("hand=6", "hand=20"), "core.notation.number_range"),
    (("trump=7D", "trump=2C"), "oh.notation.duplicate_card"),
    (("2C,5C,9D", "5C,2C,9D"), "oh.notation.card_order"),
    (("2C,5C,9D,4H,KS|", "2C,5C,9D,4H|"), "oh.notation.hand_count"),
    (("bids=2,1,0,-", "bids=2,-,0,-"), "oh.notation.bid_order"),
    (("bids=2,1,0,-", "bids=2,1,0,2"), "oh.notation.dealer_total"),
    (("bids=2,1,0,-", "bids=2,1,6,-"), "core.notation.number_range"),
    (("won=0,0,0,0", "won=1,0,0,0"), "oh.notation.won_in_bidding"),
    (("dealer=4", "dealer=5"), "core.notation.number_range"),
    (("scoring=positive", "scoring=positive variants=squared"), "oh.notation.options"),
    (("scores=0,0,0,0", "scores=0,0,0"), "oh.notation.seat_count"),
    (("seed=0 ", "seed=0\t"), "oh.notation.spacing"),
    (("seed=0 ", "seed=0 \n "), "oh.notation.spacing"),
    (("oh1 players=4", "oh1 seq=long players=4"), "oh.notation.field_order"),
])
def test_faults_are_refused_with_their_message(change, key):
    old, new = change
    assert old in DEALER_TO_BID
    with pytest.raises(NotationError) as info:
        oh.from_notation(DEALER_TO_BID.replace(old, new, 1))
    assert info.value.msg.key == key
    assert info.value.explain("en") and info.value.explain("fr")


def test_play_phase_faults():
    base = last_trick("positive", "2,2,1,1", "1,2,2,1")
    for old, new, key in [
        ("hands=AS|", "hands=KS,AS|", "oh.notation.hand_count"),
        ("won=1,2,2,1 lead=1", "won=0,3,2,1 lead=1", "oh.notation.lead_won"),
        ("won=1,2,2,1", "won=1,2,2,2", "oh.notation.hand_finished"),
        (" lead=1", "", "oh.notation.missing_field"),
    ]:
        with pytest.raises(NotationError) as info:
            oh.from_notation(base.replace(old, new))
        assert info.value.msg.key == key, (new, info.value)
    revoke = ("oh1 players=4 seq=long scoring=positive seed=0 hand=9 size=2 dealer=4 trump=5H "
              "hands=2C|3S|4D,7S|8C,9C bids=1,0,0,0 won=0,0,0,0 lead=1 trick=KS,AH "
              "scores=0,0,0,0")
    with pytest.raises(NotationError) as info:
        oh.from_notation(revoke)
    assert info.value.msg.key == "oh.notation.revoke"
    assert info.value.position == revoke.index("AH")


def test_sheet_must_add_up_to_the_scores():
    text = GOOD[-1].replace("scores=10,11,0,9", "scores=10,11,0,8")
    with pytest.raises(NotationError) as info:
        oh.from_notation(text)
    assert info.value.msg.key == "oh.notation.sheet_totals"


def test_error_points_at_the_fault():
    text = DEALER_TO_BID.replace("KS|", "XS|")
    with pytest.raises(NotationError) as info:
        oh.from_notation(text)
    assert info.value.position == text.index("XS")
    assert "^" in info.value.explain("en")


@pytest.mark.parametrize("text", [
    "  " + DEALER_TO_BID, DEALER_TO_BID + "\n", "\t" + DEALER_TO_BID + " \r\n",
    DEALER_TO_BID.replace(" ", "  "), DEALER_TO_BID.replace(" bids", "      bids"),
])
def test_a_pasted_position_with_extra_spaces_reads_as_the_canonical_one(text):
    """Whitespace around the position and runs of spaces between fields are accepted; the
    canonical text is unchanged."""
    assert oh.to_notation(oh.from_notation(text)) == DEALER_TO_BID


@pytest.mark.parametrize("text, at", [
    ("  " + DEALER_TO_BID.replace("KS|", "XS|") + "\n", "XS"),
    ("   oh2" + DEALER_TO_BID[3:], "oh2"),
    (DEALER_TO_BID.replace(" ", "  ").replace("bids=2,1,0,-", "bids=2,1,0,x"), "x"),
])
def test_with_extra_whitespace_the_caret_still_points_into_the_original_text(text, at):
    with pytest.raises(NotationError) as info:
        oh.from_notation(text)
    assert info.value.text == text and info.value.position == text.index(at)


def test_a_missing_field_after_a_trailing_newline_points_at_the_end_of_the_position():
    text = DEALER_TO_BID.replace(" scores=0,0,0,0", "") + "\n"
    with pytest.raises(NotationError) as info:
        oh.from_notation(text)
    assert info.value.msg.key == "oh.notation.missing_field"
    assert info.value.position == len(text) - 1
