"""Turn structure (FP-TURN-1..4) and placement sites (FP-PLACE-1..5)."""

from __future__ import annotations

import pytest

from fp_support import board, hand, moves_text, notation, pile, play, pos, rules, verdict
from tutor import flaming_pyramids as fp
from tutor.core import IllegalMoveError

EXAMPLE_1 = "fp1 players=2 turn=1 pyramid=0:B20,R40 hands=B60,Y100,G6|R2 piles=-|-"


# ---------------------------------------------------------------- FP-TURN


def test_FP_TURN_1_legal_moves_are_the_hand_tiles_at_the_allowed_sites():
    assert moves_text(pos(EXAMPLE_1)) == ["B60@1,0", "Y100@1,0", "G6@1,0"]


def test_FP_TURN_1_no_pass_even_when_every_option_collapses():
    s = pos("fp1 players=2 turn=1 pyramid=0:B20,R40 hands=Y100,G6|R2 piles=-|-")
    moves = fp.legal_moves(s)
    assert len(moves) == 2
    for m in moves:
        v = fp.check(s, m)
        assert v.legal and v.warnings


def test_FP_TURN_1_a_tile_not_in_hand_is_refused_naming_the_hand():
    v = verdict(EXAMPLE_1, "R2@1,0")
    assert not v.legal
    assert [r.rule for r in v.violations] == [fp.R.TURN_1]
    assert "R2 is not in Player 1's hand (hand: B60, Y100, G6)" in v.explain("en")
    assert "R2 n'est pas dans la main du joueur 1 (main : B60, Y100, G6)" in v.explain("fr")


@pytest.mark.parametrize("move", ["slide L", "slide R", "roll 1", "roll 6"])
def test_FP_TURN_1_slides_and_rolls_are_refused_when_a_tile_must_be_placed(move):
    v = verdict(EXAMPLE_1, move)
    assert not v.legal
    assert v.rules == (fp.R.TURN_1,)
    assert "Player 1 must place a tile" in v.explain("en")
    assert ": le joueur 1 doit poser une tuile" in v.explain("fr")
    with pytest.raises(IllegalMoveError):
        fp.apply(pos(EXAMPLE_1), fp.parse_move(move))


def test_FP_TURN_2_placement_event_comes_first_then_mayhem():
    _, outs = play("fp1 players=2 turn=1 pyramid=0:B20,R40 hands=G6|R2 piles=-|-", "G6@1,0")
    assert rules(outs)[:2] == [fp.R.TURN_2, fp.R.COLL_1]
    assert outs[0].events[0].explain("en") == "Player 1 places G6 at (1,0) (FP-TURN-2)"
    assert outs[0].events[0].explain("fr") == "Le joueur 1 pose G6 en (1,0) (FP-TURN-2)"


def test_FP_TURN_3_refill_to_five_from_the_top_of_the_pile():
    s, outs = play("fp1 players=2 turn=1 pyramid=0:B20,R40 hands=B60,Y2,Y4,Y6,Y10|R2 "
                   "piles=G2,G4|-", "B60@1,0")
    assert hand(s, 1) == ["Y2", "Y4", "Y6", "Y10", "G2"]
    assert pile(s, 1) == ["G4"]
    draw = [e for e in outs[0].events if e.rule == fp.R.TURN_3]
    assert [e.explain("en") for e in draw] == ["Player 1 draws 1 tile (FP-TURN-3)"]
    assert [e.explain("fr") for e in draw] == ["Le joueur 1 pioche 1 tuile (FP-TURN-3)"]


def test_FP_TURN_3_tiles_buried_this_turn_are_drawn_at_once():
    s, outs = play("fp1 players=2 turn=1 pyramid=0:B20,R40 hands=G6,Y2|R2 piles=-|-",
                   "G6@1,0", "slide L")
    assert hand(s, 1) == ["Y2", "B20", "R40"]
    assert pile(s, 1) == []
    assert "Player 1 draws 2 tiles (FP-TURN-3)" in [e.explain() for e in outs[1].events]


def test_FP_TURN_3_draw_stops_when_the_pile_runs_out():
    s, _ = play("fp1 players=2 turn=1 pyramid=0:B20,R40 hands=B60,Y2,Y4|R2 piles=G2|-",
                "B60@1,0")
    assert hand(s, 1) == ["Y2", "Y4", "G2"]
    assert pile(s, 1) == []


def test_FP_TURN_3_burials_go_under_the_pile_so_the_old_top_is_drawn_first():
    s, _ = play("fp1 players=2 turn=1 pyramid=0:B20,R40 hands=G6,Y2,Y4,Y6,Y10|R2 "
                "piles=G2|-", "G6@1,0", "slide R")
    assert hand(s, 1) == ["Y2", "Y4", "Y6", "Y10", "G2"]
    assert pile(s, 1) == ["B20", "R40"]


def test_FP_TURN_4_turn_passes_clockwise_and_wraps_around():
    text = "fp1 players=3 turn=2 pyramid=0:B20,R40 hands=Y2|B60|R2 piles=-|G2|-"
    s, outs = play(text, "B60@1,0")
    assert s.turn == 2 and outs[0].events[-1].rule == fp.R.TURN_4
    assert notation(s).split()[2] == "turn=3"


# ---------------------------------------------------------------- FP-PLACE


def test_FP_PLACE_1_empty_table_the_first_tile_goes_at_0_0():
    s = pos("fp1 players=2 turn=1 pyramid=- hands=R2,B60|G2 piles=-|-")
    assert moves_text(s) == ["R2@0,0", "B60@0,0"]
    v = verdict(s, "R2@0,0")
    assert v.legal and fp.R.PLACE_1 in v.rules
    bad = verdict(s, "R2@0,1")
    assert [r.rule for r in bad.violations] == [fp.R.PLACE_1]
    assert "the first tile goes at (0,0), not (0,1)" in bad.explain("en")
    assert "la première tuile va en (0,0), pas en (0,1)" in bad.explain("fr")
    after, _ = play(s, "B60@0,0")
    assert board(after) == {(0, 0): "B60"}


def test_FP_PLACE_2_one_tile_place_directly_left_or_right():
    s = pos("fp1 players=2 turn=1 pyramid=0:B20 hands=R2|G2 piles=-|-")
    assert moves_text(s) == ["R2@0,-1", "R2@0,1"]
    bad = verdict(s, "R2@0,2")
    assert [r.rule for r in bad.violations] == [fp.R.PLACE_2]
    assert "beside it ((0,-1), (0,1)), not at (0,2)" in bad.explain("en")
    left, _ = play(s, "R2@0,-1")
    assert notation(left).split()[3] == "pyramid=-1:R2,B20"


def test_FP_PLACE_3_an_open_site_is_compulsory():
    v = verdict(EXAMPLE_1, "B60@0,2")
    assert not v.legal
    assert [r.rule for r in v.violations] == [fp.R.PLACE_3]
    assert "an open site exists, so you must use one: (1,0) (not (0,2))" in v.explain("en")
    assert "un emplacement ouvert existe, vous devez l'utiliser : (1,0) (pas (0,2))" \
        in v.explain("fr")
    assert v.focus == ((0, 2), (1, 0))


def test_FP_PLACE_3_an_occupied_cell_is_refused_with_focus():
    v = verdict(EXAMPLE_1, "B60@0,0")
    assert [r.rule for r in v.violations] == [fp.R.PLACE_3]
    assert "(0,0) already holds B20; allowed now: (1,0)" in v.explain("en")
    assert v.focus == ((0, 0), (1, 0))


def test_FP_PLACE_3_a_bottom_row_gap_is_a_compulsory_site():
    s = pos("fp1 players=2 turn=1 pyramid=0:Y40,.,B30 hands=R2|G4 piles=-|-")
    assert moves_text(s) == ["R2@0,1"]
    v = verdict(s, "R2@0,1")
    assert v.legal
    assert "(0,1) is a gap in the bottom row, between Y40 and B30" in v.explain("en")
    assert "(0,1) est un trou dans la rangée du bas, entre Y40 et B30" in v.explain("fr")
    assert not verdict(s, "R2@0,3").legal
    assert not verdict(s, "R2@0,-1").legal


def test_FP_PLACE_3_gap_and_upper_site_together_the_player_chooses():
    s = pos("fp1 players=2 turn=1 pyramid=0:Y40,.,B30,G6 hands=R2|G4 piles=-|-")
    assert moves_text(s) == ["R2@1,2", "R2@0,1"]         # scan order: top row first
    v = verdict(s, "R2@0,1")
    assert "open sites to choose from: (1,2), (0,1)" in v.explain("en")
    assert "emplacements au choix : (1,2), (0,1)" in v.explain("fr")


def test_FP_PLACE_3_several_sites_after_mayhem_two_gaps_left_by_a_fire():
    # A Blowtorch fire burns the wood; B60 falls twice; two bottom-row gaps remain.
    s, _ = play("fp1 players=2 turn=1 pyramid=0:R10,G20,B30,Y60/0:R20,B40/0:B60 "
                "hands=Tb,Y2|R2 piles=-|-", "Tb@1,2", "slide L", "slide L")
    assert notation(s).split()[3] == "pyramid=0:B60,.,.,Y60"
    assert fp.sites(s.pyramid) == (fp.R.PLACE_3, [(0, 1), (0, 2)])
    assert moves_text(s) == ["R2@0,1", "R2@0,2"]


def test_FP_PLACE_3_several_sites_on_a_wide_bottom_row():
    s = pos("fp1 players=2 turn=1 pyramid=0:R10,G20,B30 hands=R2|G4 piles=-|-")
    assert moves_text(s) == ["R2@1,0", "R2@1,1"]


def test_FP_PLACE_4_complete_pyramid_extend_the_base_left_or_right():
    s = pos("fp1 players=2 turn=1 pyramid=0:R10,B20/0:B30 hands=G4|Y6 piles=-|-")
    assert moves_text(s) == ["G4@0,-1", "G4@0,2"]
    assert fp.R.PLACE_4 in verdict(s, "G4@0,2").rules
    bad = verdict(s, "G4@0,3")
    assert [r.rule for r in bad.violations] == [fp.R.PLACE_4]
    assert "extend the bottom row at (0,-1), (0,2), not at (0,3)" in bad.explain("en")
    assert "agrandissez la base en (0,-1), (0,2), pas en (0,3)" in bad.explain("fr")


def test_FP_PLACE_5_a_tile_may_not_be_placed_resting_on_one_tile():
    s = pos("fp1 players=2 turn=1 pyramid=0:R10,B20/0:B30 hands=G4|Y6 piles=-|-")
    v = verdict(s, "G4@1,1")
    assert [r.rule for r in v.violations] == [fp.R.PLACE_5]
    assert "(1,1) would rest on 1 tile (B20), not on two" in v.explain("en")
    assert "(1,1) reposerait sur 1 tuile (B20), pas sur deux" in v.explain("fr")
    assert v.focus == ((1, 1), (0, -1), (0, 2))


def test_FP_PLACE_5_a_tile_may_not_be_placed_on_nothing():
    v = verdict(EXAMPLE_1, "B60@2,0")
    assert [r.rule for r in v.violations] == [fp.R.PLACE_5]
    assert "(2,0) would rest on no tile at all, not on two" in v.explain("en")
    assert "(2,0) ne reposerait sur aucune tuile, pas sur deux" in v.explain("fr")


def test_FP_PLACE_5_a_cell_above_a_lone_tile_is_refused():
    s = pos("fp1 players=2 turn=1 pyramid=0:B20 hands=R2|G2 piles=-|-")
    assert [r.rule for r in verdict(s, "R2@1,0").violations] == [fp.R.PLACE_5]


def test_FP_TURN_1_and_FP_PLACE_3_hand_and_site_violations_are_both_listed():
    v = verdict(EXAMPLE_1, "R2@0,5")
    assert {r.rule for r in v.violations} == {fp.R.TURN_1, fp.R.PLACE_3}
    assert (0, 5) in v.focus and (1, 0) in v.focus


@pytest.mark.parametrize("cell", [(-1, 0), (0, -3), (5, 5), (1, -1), (-7, -7)])
def test_FP_PLACE_off_board_cells_get_a_verdict_never_an_exception(cell):
    s = pos(EXAMPLE_1)
    v = fp.check(s, fp.Place(fp.tile("B60"), cell))
    assert not v.legal and v.explain("fr")
