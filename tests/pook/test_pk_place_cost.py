"""Placement (POOK-TURN-1, POOK-TURN-4, POOK-PLACE-1/2) and the warrior cost
(POOK-COST-1..3, POOK-PIG-3)."""

from pk_support import EXAMPLE_1, EXAMPLE_2, failing, play, position, reason, rules, verdict


def test_POOK_COST_1_worked_example_1_level_2_fits_level_3_does_not():
    v = verdict(EXAMPLE_1, "M2@2,0")
    assert v.legal
    r = reason(v, "POOK-COST-1")
    assert "row has Piggy and 1 coin, column has no coin → 2 ≥ 2" in r.explain("en")
    assert set(r.focus) == {(2, 0), (0, 0), (1, 0)}
    bad = verdict(EXAMPLE_1, "O3@2,0")
    assert failing(bad) == ["POOK-COST-1"]
    assert "a level-3 Orc needs 3 coins in its row and column" in bad.explain("en")
    assert "→ 2 < 3" in bad.explain("en")
    assert "un Orque de niveau 3 demande 3 pièces" in bad.explain("fr")
    assert set(bad.focus) == {(2, 0), (0, 0), (1, 0)}


def test_POOK_COST_2_row_and_column_never_count_the_same_card_twice():
    s = position("0,1:.,k1~2/k1~2,P", "V1,M2,O3|K1")
    v = verdict(s, "M2@0,1")
    # row y=1: the coin at (1,1); column x=0: the coin at (0,0) → 2, each counted once
    assert v.legal and "→ 2 ≥ 2" in v.explain("en")


def test_POOK_COST_3_face_up_warriors_count_zero_and_later_flips_never_invalidate():
    # column x=1 holds M3 (a warrior): it counts 0 (worked example 2)
    v = verdict(EXAMPLE_2, "O2@1,0")
    assert "column has no coin" in v.explain("en")
    # an Orc flip lowering the coins leaves the cards already placed on the table
    after, outs = play(position("0,1:k1,M3,o1~2/k2~2,.,P", "O2|V1", obj="KO,MV"),
                       "O2@1,0", "power@1,1")
    assert after.board.warrior((1, 0)).code == "O2"
    assert verdict(after, "pass").legal


def test_POOK_PIG_3_piggy_counts_as_a_coin():
    s = position("0,0:P", "V1|K1")
    v = verdict(s, "V1@1,0")
    assert v.legal and "row has Piggy, column has no coin → 1 ≥ 1" in v.explain("en")
    assert failing(verdict(position("0,0:P", "V2|K1"), "V2@1,0")) == ["POOK-COST-1"]


def test_POOK_TURN_1_play_a_card_from_your_hand():
    v = verdict(EXAMPLE_1, "K1@2,0")
    assert failing(v) == ["POOK-TURN-1"]
    assert "K1 is not in Player 1's hand (hand: V1, M2, O3)" in v.explain("en")


def test_POOK_TURN_4_coin_side_always_fits_at_any_legal_cell():
    v = verdict(EXAMPLE_1, "o3@2,0")
    assert v.legal and "POOK-TURN-4" in v.rules
    _, outs = play(EXAMPLE_1, "o3@2,0")
    assert rules(outs)[0] == "POOK-TURN-4"


def test_POOK_PLACE_1_adjacency_orthogonal_only():
    v = verdict(EXAMPLE_1, "v1@2,1")
    assert v.legal   # (2,1) touches the coin at (1,1)
    v = verdict(EXAMPLE_1, "v1@2,2")
    assert failing(v) == ["POOK-PLACE-1"]
    assert "diagonals do not count" in v.explain("en")
    v = verdict(EXAMPLE_1, "v1@1,0")
    assert failing(v) == ["POOK-PLACE-1"] and "(1,0) already holds Piggy" in v.explain("en")


def test_POOK_PLACE_2_floating_window_six_columns_is_too_wide():
    s = position("-2,0:k1~1,k1~1,P,k1~2,k2~2", "O1|V1", obj="KO,MV")
    v = verdict(s, "o1@3,0")
    assert failing(v) == ["POOK-PLACE-2"]
    assert "the layout would be 6 columns wide (x from -2 to 3); at most 5" in v.explain("en")
    assert (3, 0) in v.focus and (-2, 0) in v.focus
    assert verdict(s, "o1@0,1").legal


def test_POOK_PLACE_2_floating_window_slides_with_the_layout():
    # five rows high above Piggy: the window floats, so nothing below is allowed any more
    s = position("0,4:k1~1/k1~1/k1~2/k2~2/P", "O1|V1", obj="KO,MV")
    assert failing(verdict(s, "o1@0,-1")) == ["POOK-PLACE-2"]
    assert "6 rows high" in verdict(s, "o1@0,-1").explain("en")
    assert verdict(s, "o1@1,0").legal


def test_POOK_PLACE_2_centred_option_is_a_fixed_square_around_piggy_start():
    s = position("0,0:P,k1~1,k1~2", "O1|V1", obj="KO,MV", window="centred")
    v = verdict(s, "o1@3,0")
    assert failing(v) == ["POOK-PLACE-2"] and "fixed 5×5" in v.explain("en")
    floating = position("0,0:P,k1~1,k1~2", "O1|V1", obj="KO,MV")
    assert verdict(floating, "o1@3,0").legal
