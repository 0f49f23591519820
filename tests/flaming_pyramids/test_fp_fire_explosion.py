"""Fire (FP-FIRE-1..5), explosions (FP-EXPL-1..3) and the fire-die variant (FP-DIE-1..4)."""

from __future__ import annotations

import pytest

from fp_support import (board, hand, lines, notation, out_of_game, pile, play, pos, rules,
                        verdict)
from tutor import flaming_pyramids as fp
from tutor.core import IllegalMoveError

R = fp.R

#: Fact sheet example 5.
EX5 = "fp1 players=2 turn=1 pyramid=0:Y4,G6,R30 hands=Cy,B100|R2 piles=-|-"
#: Straw G2-Y4-G6 then wood R30; a Coal at (1,1) touches Y4 and G6 only.
STRAW_ROW = "0:G2,Y4,G6,R30"


def gone(start: fp.State, end: fp.State) -> list[str]:
    """Tiles that left the game between two states of the same game."""
    before = set(out_of_game(start))
    return [c for c in out_of_game(end) if c not in before]


# ---------------------------------------------------------------- FP-FIRE


def test_FP_FIRE_1_coal_burns_touching_straw_and_wood_stops_it():
    """Example 5: Cy on Y4 + G6 burns both; wood R30 stays; Cy leaves the game."""
    start = pos(EX5)
    s, outs = play(start, "Cy@1,0")
    assert rules(outs)[:3] == [R.TURN_2, R.FIRE_1, R.FIRE_3]
    assert lines(outs)[1] == ("armed Cy touches what it burns: fire! 2 tiles burn (Y4, G6) "
                              "(FP-FIRE-1)")
    assert lines(outs)[2] == ("the fire burns Y4, G6: buried under Player 1's pile; "
                              "Cy leaves the game (FP-FIRE-3)")
    assert "incendie ! 2 tuiles brûlent (Y4, G6)" in lines(outs, "fr")[1]
    assert board(s) == {(0, 2): "R30"}
    assert gone(start, s) == ["Cy"]
    assert hand(s, 1) == ["B100", "Y4", "G6"]


def test_FP_FIRE_1_a_coal_fire_spreads_through_touching_straw_only():
    s, outs = play(f"fp1 players=2 turn=1 pyramid={STRAW_ROW} hands=Cy,B100|R2 piles=-|-",
                   "Cy@1,1")
    assert "fire! 3 tiles burn (G2, Y4, G6)" in lines(outs)[1]
    assert board(s) == {(0, 3): "R30"}


@pytest.mark.parametrize("torch, burnt, left", [
    ("Cy", ["Y4", "B6"], {(0, 2): "R30", (0, 3): "G60"}),      # Coal: straw only
    ("Tb", ["Y4", "B6", "R30"], {(0, 3): "G60"}),               # Blowtorch: straw and wood
])
def test_FP_FIRE_1_and_FP_FIRE_2_coal_vs_blowtorch_spread_and_stone_stops_both(torch, burnt,
                                                                               left):
    start = pos(f"fp1 players=2 turn=1 pyramid=0:Y4,B6,R30,G60 hands={torch},G2|R2 piles=-|-")
    s, outs = play(start, f"{torch}@1,0")
    rule = R.FIRE_1 if torch == "Cy" else R.FIRE_2
    assert rules(outs)[:3] == [R.TURN_2, rule, R.FIRE_3]
    assert f"the fire burns {', '.join(burnt)}: buried" in lines(outs)[2]
    assert board(s) == left
    assert gone(start, s) == [torch]


def test_FP_FIRE_2_blowtorch_burns_all_connected_wood_and_straw():
    start = pos("fp1 players=2 turn=1 pyramid=0:R10,G20,B30,Y60/0:R20,B40/0:B60 "
                "hands=Tb,Y2|R2 piles=-|-")
    s, outs = play(start, "Tb@1,2")
    assert lines(outs)[1] == ("armed Tb touches what it burns: fire! 5 tiles burn "
                              "(R20, B40, R10, G20, B30) (FP-FIRE-2)")
    assert "Y60" in board(s).values() and "B60" in board(s).values()    # stone does not burn


def test_FP_FIRE_2_stone_stops_the_fire_from_reaching_straw_beyond():
    s, outs = play("fp1 players=2 turn=1 pyramid=0:R10,G20,B60,Y4 hands=Tr|R2 piles=-|-",
                   "Tr@1,0")
    assert "fire! 2 tiles burn (R10, G20)" in lines(outs)[1]
    assert board(s) == {(0, 2): "B60", (0, 3): "Y4"}


def test_FP_FIRE_3_burnt_tiles_go_under_the_pile_of_the_player_who_triggered_it():
    text = ("fp1 players=3 turn=3 pyramid=0:Y4,G6,R30 hands=G2|R2|Cy,B100,Y2,Y6,Y10 "
            "piles=-|-|B2")
    s, outs = play(text, "Cy@1,0")
    assert hand(s, 3) == ["B100", "Y2", "Y6", "Y10", "B2"]
    assert pile(s, 3) == ["Y4", "G6"] and pile(s, 1) == [] and pile(s, 2) == []


def test_FP_FIRE_4_a_blowtorch_that_collapsed_never_burns_the_wood_it_lands_beside():
    """Example 5b: Tb collapses on Y4 + G6 and slides next to R30: no fire, Tb disarmed."""
    s, outs = play("fp1 players=2 turn=1 pyramid=0:Y4,G6,R30 hands=Tb|R2,G2 piles=-|-",
                   "Tb@1,0", "slide R")
    assert not {R.FIRE_1, R.FIRE_2, R.FIRE_3} & set(rules(outs))
    assert notation(s).split()[3] == "pyramid=1:Tb~,R30"


def test_FP_FIRE_4_collapsed_blowtorch_either_slide_no_fire():
    s, outs = play("fp1 players=2 turn=1 pyramid=0:Y4,G6,R30 hands=Tb|R2,G2 piles=-|-",
                   "Tb@1,0", "slide L")
    assert not {R.FIRE_2, R.FIRE_3} & set(rules(outs))
    assert notation(s).split()[3] == "pyramid=0:Tb~,.,R30"


def test_FP_FIRE_4_and_FP_FIRE_5_collapsed_incendiary_never_burns_on_a_later_turn():
    s, _ = play("fp1 players=2 turn=1 pyramid=0:Y4,G6,R30 hands=Tb|R2,G2 piles=-|-",
                "Tb@1,0", "slide R")
    assert s.turn == 1
    v = verdict(s, "R2@1,1")                     # straw on Tb~ + R30, touching Tb
    assert v.legal and not v.warnings
    s, outs = play(s, "R2@1,1")
    assert rules(outs) == [R.TURN_2, R.TURN_4]
    assert board(s)[(1, 1)] == "R2"


def test_FP_FIRE_4_collapsed_coal_stays_disarmed_in_the_notation():
    s, _ = play("fp1 players=2 turn=1 pyramid=0:Y4,B30 hands=Cg|R2,G2 piles=-|-",
                "Cg@1,0", "slide L")
    assert "Cg~" in notation(s)
    assert fp.from_notation(notation(s)) == s


def test_FP_FIRE_4_in_the_fire_die_variant_a_collapsed_incendiary_asks_for_no_roll():
    s, outs = play("fp1 players=2 variants=firedie turn=1 pyramid=0:Y4,G6,R30 "
                   "hands=Tb|R2,G2 piles=-|-", "Tb@1,0", "slide R")
    assert s.phase is fp.Phase.PLAY
    assert not {R.DIE_1, R.DIE_2, R.DIE_3, R.DIE_4} & set(rules(outs))


def test_FP_FIRE_5_an_armed_coal_ignites_straw_placed_beside_it_later():
    """Cy extends the base legally (armed, beside wood only); next turn R2 touches it."""
    s, outs = play("fp1 players=2 turn=1 pyramid=0:R30,B60/0:B40 hands=Cy,G2|R2,Y4 "
                   "piles=-|-", "Cy@0,-1")
    assert rules(outs) == [R.TURN_2, R.TURN_4]
    assert notation(s).split()[3] == "pyramid=-1:Cy,R30,B60/0:B40"
    v = verdict(s, "R2@1,-1")
    assert [r.rule for r in v.warnings] == [R.FIRE_1]
    s, outs = play(s, "R2@1,-1")
    assert rules(outs)[:3] == [R.TURN_2, R.FIRE_1, R.FIRE_3]
    assert "buried under Player 2's pile" in lines(outs)[2]
    assert hand(s, 2) == ["Y4", "R2"]            # the player who placed the straw gets it


def test_FP_FIRE_5_an_incendiary_stays_armed_after_falling():
    """FP-DIE-1 (Cy stays), Cy falls beside R30; next turn R4 on it burns (FP-DIE-2)."""
    s, _ = play(f"fp1 players=2 variants=firedie turn=1 pyramid={STRAW_ROW} "
                "hands=Cy|R4,G10 piles=-|- dice=1,4", "Cy@1,1", "slide R")
    assert notation(s).split()[4] == "pyramid=2:Cy,R30"
    s, outs = play(s, "R4@1,2")
    assert rules(outs)[:3] == [R.TURN_2, R.DIE_2, R.FIRE_3]


def test_FP_FIRE_5_fire_die_fire_goes_out_disarms_for_good():
    """FP-DIE-4: the fire goes out and the Coal stays in play, disarmed for good."""
    s, outs = play(f"fp1 players=2 variants=firedie turn=1 pyramid={STRAW_ROW} "
                   "hands=Cy,G10|R4 piles=-|- dice=6,1", "Cy@1,1")
    assert rules(outs) == [R.TURN_2, R.DIE_4, R.TURN_4]
    assert "Cy~" in notation(s) and "dice=1" in notation(s)
    # Straw on G6 + R30 beside the disarmed Coal: no fire, no roll.
    s, outs = play(s, "R4@1,2")
    assert R.DIE_1 not in rules(outs) and "dice=1" in notation(s)


# ---------------------------------------------------------------- FP-EXPL


@pytest.mark.parametrize("first, second", [("Cg", "Cy"), ("Cg", "Tr"), ("Tb", "Tr")])
def test_FP_EXPL_1_any_two_touching_incendiaries_explode(first, second):
    start = pos(f"fp1 players=2 turn=1 pyramid=0:{first} hands={second},G2|R2 piles=-|-")
    s, outs = play(start, f"{second}@0,1")
    assert rules(outs)[:2] == [R.TURN_2, R.EXPL_2]
    assert lines(outs)[1] == (f"{first} and {second} explode and leave the game; "
                              "nothing else touches them (FP-EXPL-2)")
    assert not s.pyramid
    assert sorted(gone(start, s)) == sorted([first, second])


def test_FP_EXPL_1_a_collapsed_blowtorch_still_explodes():
    """No legality condition: Tr collapses, slides next to Cg, and both explode."""
    start = pos("fp1 players=2 turn=1 pyramid=0:Y40,B20,Cg hands=Tr|R2 piles=-|-")
    s, outs = play(start, "Tr@1,0", "slide R")
    assert rules(outs[1:])[:2] == [R.COLL_2, R.EXPL_2]
    assert not s.pyramid and sorted(gone(start, s)) == ["Cg", "Tr"]


def test_FP_EXPL_1_the_forecast_warns_of_the_explosion():
    v = verdict("fp1 players=2 turn=1 pyramid=0:R10,Cg,B30 hands=Tr,Y2|R2 piles=-|-", "Tr@1,0")
    assert v.legal and [r.rule for r in v.warnings] == [R.EXPL_1]
    assert "⚠ Tr and Cg touch: explosion (FP-EXPL-1)" in v.explain("en")
    assert "Tr et Cg se touchent : explosion" in v.explain("fr")


def test_FP_EXPL_2_every_touching_tile_is_buried_and_the_pair_leaves_the_game():
    """Example 6: R10 and B30 buried; Tr and Cg removed; the table is empty (FP-PLACE-1)."""
    start = pos("fp1 players=2 turn=1 pyramid=0:R10,Cg,B30 hands=Tr,Y2|R2 piles=-|-")
    s, outs = play(start, "Tr@1,0")
    assert lines(outs)[1] == ("Tr and Cg explode and leave the game; 2 touching tiles "
                              "(R10, B30) buried under Player 1's pile (FP-EXPL-2)")
    assert "Tr et Cg explosent et sont retirées du jeu ; 2 tuiles au contact (R10, B30)" \
        in lines(outs, "fr")[1]
    assert not s.pyramid and hand(s, 1) == ["Y2", "R10", "B30"]
    assert sorted(gone(start, s)) == ["Cg", "Tr"]
    assert fp.sites(s.pyramid)[0] == R.PLACE_1


def test_FP_EXPL_2_the_millstone_is_buried_too():
    s, outs = play("fp1 players=2 turn=1 pyramid=0:M,Cg,B30 hands=Tr,Y2|R2 piles=-|-",
                   "Tr@1,0")
    assert "2 touching tiles (M, B30)" in lines(outs)[1]
    assert "M" in hand(s, 1)


#: Tr at (1,0) and Cg at (1,2) on stone; Tb at (1,1) will touch both.
THREE = "fp1 players=2 turn=1 pyramid=0:R60,G100,B60,G120/0:Tr,.,Cg hands=Tb,Y2|R2 piles=Y4|-"


def test_FP_EXPL_3_with_three_incendiaries_the_third_is_buried_not_removed():
    start = pos(THREE)
    s, outs = play(start, "Tb@1,1")
    assert lines(outs)[1] == ("Tr and Tb explode and leave the game; 4 touching tiles "
                              "(Cg, R60, G100, B60) buried under Player 1's pile (FP-EXPL-2)")
    assert sorted(gone(start, s)) == ["Tb", "Tr"]
    assert "Cg" in hand(s, 1) + pile(s, 1)
    assert board(s) == {(0, 3): "G120"}


def test_FP_EXPL_3_the_pair_is_the_first_incendiary_in_scan_order_and_its_first_neighbour():
    s = pos("fp1 players=2 turn=1 pyramid=0:R60,G100,B60,G120/0:Tr,.,Cg hands=Tb|R2 piles=-|-")
    s = s.replace(pyramid=s.pyramid.placed((1, 1), fp.tile("Tb")))
    found = fp.find_mayhem(s)
    assert found.rule == R.EXPL_1 and found.cell == (1, 0)
    assert "Tr and Tb touch" in found.msg.render("en")


def test_FP_EXPL_3_the_fire_die_never_applies_to_a_pair_explosion():
    text = THREE.replace("players=2 ", "players=2 variants=firedie ") + " dice=5,6"
    s, outs = play(text, "Tb@1,1")
    assert not {R.DIE_1, R.DIE_2, R.DIE_3, R.DIE_4} & set(rules(outs))
    assert notation(s).endswith("dice=5,6")


# ---------------------------------------------------------------- FP-DIE


def die_game(dice: str = "") -> str:
    tail = f" dice={dice}" if dice else ""
    return (f"fp1 players=2 variants=firedie turn=1 pyramid={STRAW_ROW} hands=Cy,B100|R4 "
            f"piles=-|-{tail}")


EXPECTED = {
    1: (R.DIE_1, "1: fire! Cy stays in play"),
    2: (R.DIE_1, "2: fire! Cy stays in play"),
    3: (R.DIE_1, "3: fire! Cy stays in play"),
    4: (R.DIE_2, "4: fire! Cy then leaves the game"),
    5: (R.DIE_3, "5: Cy explodes"),
    6: (R.DIE_4, "6: the fire goes out; Cy stays, disarmed"),
}


def check_die_result(start: fp.State, s: fp.State, die_events: list, face: int) -> None:
    rule, text = EXPECTED[face]
    assert die_events[0].rule == rule and text in die_events[0].explain("en")
    follow = [e.rule for e in die_events[1:]]
    if face <= 3:       # fire, the Coal stays (now in free air)
        assert follow[:2] == [R.FIRE_3, R.AIR_1]
        assert "the fire burns G2, Y4, G6" in die_events[1].explain("en")
        assert "Cy stays in play" in die_events[1].explain("en")
        assert board(s) == {(1, 1): "Cy", (0, 3): "R30"} and gone(start, s) == []
    elif face == 4:     # fire, the Coal leaves
        assert follow[0] == R.FIRE_3 and "Cy leaves the game" in die_events[1].explain("en")
        assert board(s) == {(0, 3): "R30"} and gone(start, s) == ["Cy"]
    elif face == 5:     # the Coal explodes: only what touches it, no spreading
        assert follow[0] == R.DIE_3
        assert die_events[1].explain("en") == (
            "Cy explodes and leaves the game; 2 touching tiles (Y4, G6) buried under "
            "Player 1's pile (FP-DIE-3)")
        assert board(s) == {(0, 0): "G2", (0, 3): "R30"} and gone(start, s) == ["Cy"]
        assert fp.sites(s.pyramid) == (R.PLACE_3, [(0, 1), (0, 2)])
    else:               # goes out: nothing burns, the Coal stays disarmed
        assert R.FIRE_3 not in follow
        assert "Cy~" in notation(s) and len(board(s)) == 5


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_FP_DIE_1_to_4_each_face_from_the_seeded_order(face):
    """FP-DIE-1 (faces 1-3), FP-DIE-2 (4), FP-DIE-3 (5), FP-DIE-4 (6), rolls fixed at setup."""
    start = pos(die_game(f"{face},2"))
    s, outs = play(start, "Cy@1,1")
    evs = outs[0].events
    assert evs[1].explain("en").startswith("fire die for Cy (seeded roll): ")
    assert evs[1].explain("fr").startswith("dé de feu pour Cy (tirage prévu) : ")
    check_die_result(start, s, list(evs[1:]), face)
    assert "dice=2" in notation(s)


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_FP_DIE_1_to_4_each_face_as_an_explicit_roll_when_no_seeded_roll_is_left(face):
    """FP-DIE-1 (faces 1-3), FP-DIE-2 (4), FP-DIE-3 (5), FP-DIE-4 (6) as ``roll N`` moves."""
    start = pos(die_game())
    s, outs = play(start, "Cy@1,1")
    assert rules(outs) == [R.TURN_2, R.DIE_1]
    assert lines(outs)[1] == "Cy would start a fire: Player 1 rolls the fire die (FP-DIE-1)"
    assert s.phase is fp.Phase.ROLL and notation(s).endswith("pending=roll@1,1")
    assert [fp.format_move(m) for m in fp.legal_moves(s)] == [f"p1:roll {n}" for n in range(1, 7)]
    v = verdict(s, f"roll {face}")
    assert v.legal and v.headline("en") == f"Allowed: the fire die shows {face}."
    assert v.headline("fr") == f"Autorisé : le dé de feu indique {face}."
    assert v.rules == (EXPECTED[face][0],)
    s, outs = play(s, f"roll {face}")
    evs = outs[0].events
    assert evs[0].explain("en").startswith("fire die for Cy: ")
    check_die_result(start, s, list(evs), face)


def test_FP_DIE_1_while_a_roll_is_pending_nothing_else_is_allowed():
    s, _ = play(die_game(), "Cy@1,1")
    (d,) = fp.asks(s)
    assert d.rule == R.DIE_1 and d.seat == 0 and d.step == "roll"
    assert len(fp.legal_moves(s)) == 6
    for move in ("slide L", "B100@0,4"):
        v = verdict(s, move)
        assert not v.legal and v.rules == (R.DIE_1,)
        assert "first roll the fire die for Cy" in v.explain("en")
        assert "lancez d'abord le dé de feu pour Cy" in v.explain("fr")
        with pytest.raises(IllegalMoveError):
            fp.apply(s, fp.parse_move(move))


def test_FP_DIE_roll_outside_the_variant_or_phase_is_refused():
    v = verdict(EX5, "roll 3")
    assert not v.legal and v.rules == (R.TURN_1,)


def test_FP_FIRE_1_one_burning_tile_reads_in_good_english():
    _, outs = play("fp1 players=2 turn=1 pyramid=0:Y60,B60,G100/1:B2/1:Y120 hands=Cy,R2|G2 "
                   "piles=-|-", "Cy@1,0")
    assert "fire! 1 tile burns (B2)" in lines(outs)[1]
