"""Collapse (FP-COLL-1..4), tiles in free air (FP-AIR-1..3) and the checking order of
mayhem (FP-CHAIN-1..6)."""

from __future__ import annotations

import pytest

from fp_support import (board, hand, lines, moves_text, notation, out_of_game, pile, play, pos,
                        rules, verdict)
from tutor import flaming_pyramids as fp
from tutor.core import IllegalMoveError

R = fp.R

#: Fact sheet example 3: Y40 on Y10 + B20 (colour ok, 40 > 30).
EX3 = "fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/0:Y10,B20 hands=Y40|R2 piles=-|-"
#: Same shape, but a slide to the right lands where Y40 stands (yellow, 40 ≤ 6 + 60).
SOFT = "fp1 players=2 turn=1 pyramid=0:Y4,G6,Y60/0:Y10,G20 hands=Y40|R2 piles=-|-"
#: Example 3 plus R60 at (2,1) overhanging on B20 alone.
PERCH = "fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/0:Y10,B20/1:R60 hands=Y40|R2 piles=-|-"


def with_pyramid(pyramid: str, curse: bool = False) -> fp.State:
    """A (possibly not calm) state around ``pyramid``, to ask ``find_mayhem`` directly."""
    base = pos("fp1 players=2 turn=1 pyramid=0:B20 hands=R2|G2 piles=-|-")
    return base.replace(pyramid=fp.Pyramid.parse(pyramid), options=fp.Options(2, curse=curse))


# ---------------------------------------------------------------- FP-COLL


def test_FP_COLL_1_both_supports_are_buried_under_the_active_players_pile():
    s, outs = play(EX3, "Y40@2,0")
    assert rules(outs) == [R.TURN_2, R.COLL_1]
    assert pile(s, 1) == ["Y10", "B20"] and pile(s, 2) == []
    assert notation(s) == ("fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/-/0:Y40 hands=-|R2 "
                           "piles=Y10,B20|- pending=slide@2,0")
    assert "Y10, B20 buried under Player 1's pile (FP-COLL-1)" in lines(outs)[1]
    assert "Y10, B20 vont sous la pioche du joueur 1 (FP-COLL-1)" in lines(outs, "fr")[1]


def test_FP_COLL_2_the_active_player_chooses_the_slide_left_or_right():
    s, _ = play(EX3, "Y40@2,0")
    assert s.phase is fp.Phase.CHOOSE and s.to_act == 0
    (d,) = fp.asks(s)
    assert d.rule == R.COLL_2 and d.seat == 0 and d.step == "slide"
    assert moves_text(s) == ["slide L", "slide R"]
    assert "Y40 collapsed: Player 1 chooses where it slides" in d.explain("en")
    left, right = verdict(s, "slide L"), verdict(s, "slide R")
    assert "Y40 drops to the lower left, (1,0) (FP-COLL-2)" in left.explain("en")
    assert "Y40 drops to the lower right, (1,1) (FP-COLL-2)" in right.explain("en")
    assert "Y40 descend en bas à gauche, en (1,0)" in left.explain("fr")


def test_FP_COLL_2_placing_while_a_slide_is_pending_is_refused():
    s, _ = play(EX3, "Y40@2,0")
    v = fp.check(s, fp.Place(fp.tile("R2"), (0, 3)))
    assert not v.legal and v.rules == (R.COLL_2,)
    assert v.focus == ((2, 0), (1, 0), (1, 1))
    with pytest.raises(IllegalMoveError):
        fp.apply(s, fp.Place(fp.tile("R2"), (0, 3)))


def test_FP_COLL_3_slide_left_lands_on_two_tiles_and_collapses_again_chain():
    s, outs = play(EX3, "Y40@2,0", "slide L")
    assert rules(outs[1:]) == [R.COLL_2, R.COLL_1]
    assert "weight 40 > 4 + 6 = 10: too heavy" in lines(outs[1:])[1]
    assert pile(s, 1) == ["Y10", "B20", "Y4", "G6"]
    assert notation(s).endswith("pending=slide@1,0")


def test_FP_COLL_3_slide_right_lands_on_two_tiles_and_collapses_again_chain():
    s, outs = play(EX3, "Y40@2,0", "slide R")
    assert rules(outs[1:]) == [R.COLL_2, R.COLL_1]
    assert ("Y40 (yellow, 40) matches neither G6 nor B30 in colour or weight; "
            "weight 40 > 6 + 30 = 36: too heavy") in lines(outs[1:])[1]
    assert pile(s, 1) == ["Y10", "B20", "G6", "B30"]


def test_FP_COLL_3_landing_in_row_0_is_always_fine_and_may_leave_a_gap():
    """Example 3 with slides L, L: Y40 ends at (0,0), leaving [Y40][ ][B30]."""
    s, outs = play(EX3, "Y40@2,0", "slide L", "slide L")
    assert board(s) == {(0, 0): "Y40", (0, 2): "B30"}
    assert R.COLL_1 not in rules(outs[2:])
    assert fp.sites(s.pyramid) == (R.PLACE_3, [(0, 1)])


def test_FP_COLL_3_landing_on_two_tiles_that_carry_it_stands():
    s, outs = play(SOFT, "Y40@2,0")
    v = verdict(s, "slide R")
    assert "✓ weight 40 ≤ 6 + 60 = 66 (FP-BUILD-2)" in v.explain("en")
    s, outs = play(s, "slide R")
    assert rules(outs) == [R.COLL_2, R.END_2, R.TURN_4]
    assert board(s)[(1, 1)] == "Y40"
    # ... and the other way it collapses again.
    s2, outs2 = play(SOFT, "Y40@2,0", "slide L")
    assert rules(outs2[1:]) == [R.COLL_2, R.COLL_1]


def test_FP_COLL_4_a_tile_losing_one_support_overhangs_and_stays():
    s, outs = play("fp1 players=2 turn=1 pyramid=0:R10,B20,G30,Y40/0:R20,B40,G60/0:R60 "
                   "hands=Y100|G2 piles=-|-", "Y100@2,1")
    assert rules(outs) == [R.TURN_2, R.COLL_1]
    assert board(s)[(2, 0)] == "R60"              # rested on R20 + B40; B40 is gone
    assert s.pending.cell == (2, 1)               # only the collapsing tile waits


def test_FP_COLL_4_a_tile_losing_its_only_support_is_in_free_air():
    s, outs = play(PERCH, "Y40@2,0", "slide L")
    assert rules(outs[1:]) == [R.COLL_2, R.AIR_1]
    assert notation(s).endswith("pending=fall@2,1")


# ---------------------------------------------------------------- FP-AIR


def test_FP_AIR_1_fire_burns_both_supports_and_the_tile_above_falls():
    """Cg burns straw G6 and Y4; wood Y10 on them is left in free air and must fall."""
    text = "fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/0:Y10 hands=Cg,R2|G2 piles=-|-"
    s, outs = play(text, "Cg@1,1")
    assert rules(outs) == [R.TURN_2, R.FIRE_1, R.FIRE_3, R.AIR_1]
    assert lines(outs)[-1] == ("Y10 at (1,0) is in free air: Player 1 chooses where it falls "
                               "(FP-AIR-1)")
    assert "Y10 en (1,0) est dans le vide" in lines(outs, "fr")[-1]
    (d,) = fp.asks(s)
    assert d.rule == R.AIR_1 and moves_text(s) == ["slide L", "slide R"]
    left, _ = play(s, "slide L")
    assert board(left) == {(0, 0): "Y10", (0, 2): "B30"}
    right, outs = play(s, "slide R")
    assert board(right) == {(0, 1): "Y10", (0, 2): "B30"}
    assert rules(outs)[0] == R.AIR_1


def test_FP_AIR_1_a_falling_tile_keeps_falling_while_in_free_air():
    """Tb burns all the wood; B60 at (2,0) falls to (1,0), still in free air, then to row 0."""
    s, outs = play("fp1 players=2 turn=1 pyramid=0:R10,G20,B30,Y60/0:R20,B40/0:B60 "
                   "hands=Tb,Y2|R2 piles=-|-", "Tb@1,2", "slide L")
    assert rules(outs[1:]) == [R.AIR_1, R.AIR_1]
    assert notation(s).endswith("pending=fall@1,0")
    s, _ = play(s, "slide R")
    assert board(s) == {(0, 1): "B60", (0, 3): "Y60"}


def test_FP_AIR_2_a_tile_landing_on_two_tiles_is_checked_and_may_collapse():
    text = "fp1 players=2 turn=1 pyramid=0:Y60,B60,G100/1:B2/1:Y120 hands=Cy,R2|G2 piles=-|-"
    s, outs = play(text, "Cy@1,0")
    assert rules(outs)[-1] == R.AIR_1 and notation(s).endswith("pending=fall@2,1")
    v = verdict(s, "slide L")
    assert [r.rule for r in v.warnings] == [R.BUILD_5]
    assert "Y120 at (1,1) on B60 + G100 breaks the building rules" in v.explain("en")
    s, outs = play(s, "slide L")
    assert rules(outs) == [R.AIR_1, R.COLL_1]
    assert pile(s, 1) == ["B2", "B60", "G100"]


def test_FP_AIR_2_a_tile_landing_on_two_tiles_that_carry_it_stands():
    text = "fp1 players=2 turn=1 pyramid=0:Y60,B60,G100/1:B2/1:B100 hands=Cy,R2|G2 piles=-|-"
    s, _ = play(text, "Cy@1,0", "slide L")
    assert board(s)[(1, 1)] == "B100" and s.turn == 1


def test_FP_AIR_3_an_overhanging_tile_does_not_fall_nor_get_checked():
    """G120 rests on B4 alone: calm, not checked against 4; a placement elsewhere keeps it."""
    s = pos("fp1 players=2 turn=1 pyramid=0:Y2,B4/1:G120 hands=R2,Y6|G2 piles=-|-")
    assert fp.find_mayhem(s) is None
    after, outs = play(s, "R2@1,0")
    assert rules(outs) == [R.TURN_2, R.TURN_4]
    assert board(after)[(1, 1)] == "G120"


def test_FP_AIR_3_one_remaining_support_is_enough_after_a_fall():
    """R60 falls onto (1,1) and, once Y40 collapses beside it, overhangs on B30 and stays."""
    s, _ = play(PERCH, "Y40@2,0", "slide L", "slide L", "slide L")
    assert board(s) == {(0, 0): "Y40", (0, 2): "B30", (1, 1): "R60"}
    assert s.phase is fp.Phase.PLAY


# ---------------------------------------------------------------- FP-CHAIN


def test_FP_CHAIN_1_free_air_is_checked_before_collapse():
    s = with_pyramid("0:Y4,G6,.,.,.,.,R2/0:Y40,.,.,B60")   # Y40 collapses; B60 floats
    found = fp.find_mayhem(s)
    assert (found.rule, found.cell) == (R.AIR_1, (1, 3))


def test_FP_CHAIN_1_free_air_waits_before_the_collapse_of_the_slid_tile():
    s, outs = play(PERCH, "Y40@2,0", "slide L")
    assert s.pending.kind.value == "fall" and s.pending.cell == (2, 1)
    assert board(s)[(1, 0)] == "Y40"               # would collapse, but free air comes first


def test_FP_CHAIN_1_collapse_is_checked_before_explosion():
    s = with_pyramid("0:R60,B60,G100,Y4,G6/0:Tr,Tb,.,Y40")
    found = fp.find_mayhem(s)
    assert (found.rule, found.cell) == (R.BUILD_5, (1, 3))


def test_FP_CHAIN_1_collapse_buries_a_coal_before_it_can_explode():
    """Tr on B20 + Cg collapses: Cg is buried (not removed), nothing explodes."""
    start = pos("fp1 players=2 turn=1 pyramid=0:Y40,B20,Cg hands=Tr,Y2|R2 piles=-|-")
    s, outs = play(start, "Tr@1,1", "slide L")
    assert R.EXPL_2 not in rules(outs)
    assert "Cg" in hand(s, 1) + pile(s, 1) and out_of_game(s) == out_of_game(start)


def test_FP_CHAIN_1_explosion_is_checked_before_fire():
    s = with_pyramid("0:Y4,G6,B60,Tr,Tb/0:Cy")
    found = fp.find_mayhem(s)
    assert (found.rule, found.cell) == (R.EXPL_1, (0, 3))


def test_FP_CHAIN_1_explosion_first_means_the_blowtorch_never_burns_the_wood():
    """Example 6: Tr touches wood R10 and Cg; the explosion buries R10 before any fire."""
    _, outs = play("fp1 players=2 turn=1 pyramid=0:R10,Cg,B30 hands=Tr,Y2|R2 piles=-|-",
                   "Tr@1,0")
    assert R.EXPL_2 in rules(outs)
    assert not {R.FIRE_1, R.FIRE_2, R.FIRE_3} & set(rules(outs))


def test_FP_CHAIN_1_fire_is_checked_before_curse():
    s = with_pyramid("0:R20,B20,G60,Y2,Cg/0:Y20", curse=True)
    assert fp.find_mayhem(s).rule == R.FIRE_1
    assert fp.find_mayhem(with_pyramid("0:R20,B20,G60/0:Y20", curse=True)).rule == R.CURSE_1
    assert fp.find_mayhem(with_pyramid("0:R20,B20,G60/0:Y20", curse=False)) is None


def test_FP_CHAIN_1_a_fire_burning_the_trio_prevents_the_curse():
    """Y2 on R2 + B2 would curse, but the armed Cy above now touches straw: fire first."""
    s, outs = play("fp1 players=2 variants=curse turn=1 pyramid=0:R2,B2,G60/1:B60/0:Cy "
                   "hands=Y2,G4|R4 piles=-|-", "Y2@1,0")
    assert rules(outs)[:3] == [R.TURN_2, R.FIRE_1, R.FIRE_3]
    assert R.CURSE_2 not in rules(outs)
    assert pile(s, 2) == [] and "R2" in hand(s, 1)


def test_FP_CHAIN_2_top_row_first():
    s = with_pyramid("0:Y4,G6,R10,B20,G30/0:Y40,.,R20,B40/2:G100")
    assert fp.find_mayhem(s).cell == (2, 2)


def test_FP_CHAIN_2_left_to_right_inside_a_row():
    s = with_pyramid("0:Y4,G6,R2,B2/0:Y40,.,B100")
    assert fp.find_mayhem(s).cell == (1, 0)


def test_FP_CHAIN_2_two_collapsing_tiles_in_a_row_the_left_one_goes_first():
    """R60 falls onto G6 + B30 beside Y40 on Y4 + G6: both break the rules; Y40 goes first."""
    s, outs = play(PERCH, "Y40@2,0", "slide L", "slide L")
    assert rules(outs[2:]) == [R.AIR_1, R.COLL_1]
    assert "Y40 at (1,0) on Y4 + G6" in lines(outs[2:])[1]


def test_FP_CHAIN_3_after_each_event_the_checks_restart_from_free_air():
    _, outs = play("fp1 players=2 turn=1 pyramid=0:R10,G20,B30,Y60/0:R20,B40/0:B60 "
                   "hands=Tb,Y2|R2 piles=-|-", "Tb@1,2")
    assert rules(outs) == [R.TURN_2, R.FIRE_2, R.FIRE_3, R.AIR_1]


def test_FP_CHAIN_4_a_filled_gap_under_an_overhang_collapses_it():
    text = "fp1 players=2 turn=1 pyramid=0:Y40,.,B30/1:G40 hands=R2,G10|R4 piles=-|-"
    v = verdict(text, "R2@0,1")
    assert v.legal and [r.rule for r in v.warnings] == [R.BUILD_5]
    assert "G40 at (1,1) on R2 + B30 breaks the building rules" in v.explain("en")
    assert "weight 40 > 2 + 30 = 32: too heavy" in v.explain("en")
    assert "G40 en (1,1) sur R2 + B30 enfreint les règles de construction" in v.explain("fr")
    s, outs = play(text, "R2@0,1")
    assert rules(outs) == [R.TURN_2, R.COLL_1]
    assert pile(s, 1) == ["R2", "B30"] and s.pending.cell == (1, 1)


def test_FP_CHAIN_4_a_filled_gap_under_an_overhang_may_carry_it():
    text = "fp1 players=2 turn=1 pyramid=0:Y40,.,B30/1:G40 hands=R2,G10|R4 piles=-|-"
    v = verdict(text, "G10@0,1")
    assert v.legal and not v.warnings
    s, outs = play(text, "G10@0,1")
    assert rules(outs) == [R.TURN_2, R.TURN_4]


def test_FP_CHAIN_5_all_lost_tiles_go_to_the_active_player():
    text = ("fp1 players=3 turn=2 pyramid=0:R10,G20,B30,Y60/0:R20,B40/0:B60 "
            "hands=G2|Tb,Y2|R2 piles=G4|-|R4")
    s, _ = play(text, "Tb@1,2", "slide L", "slide L")
    assert pile(s, 1) == ["G4"] and pile(s, 3) == ["R4"]
    assert sorted(hand(s, 2) + pile(s, 2)) == sorted(["Y2", "R20", "B40", "R10", "G20", "B30"])


def test_FP_CHAIN_6_one_event_buries_in_scan_order_top_row_first():
    s, _ = play("fp1 players=2 turn=1 pyramid=0:R10,G20,B30,Y60/0:R20,B40/0:B60 "
                "hands=Tb,Y2,Y4,Y6,Y10|R2 piles=G2|-", "Tb@1,2")
    assert pile(s, 1) == ["G2", "R20", "B40", "R10", "G20", "B30"]


def test_FP_CHAIN_6_successive_events_bury_in_the_order_they_happen():
    s, _ = play(EX3.replace("hands=Y40|", "hands=Y40,G2,G4,R6,G10|"),
                "Y40@2,0", "slide L")
    assert pile(s, 1) == ["Y10", "B20", "Y4", "G6"]
