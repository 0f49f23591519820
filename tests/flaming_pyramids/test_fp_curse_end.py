"""The curse variant (FP-CURSE-1..4) and the end of the game (FP-END-1..4)."""

from __future__ import annotations

import pytest

from fp_support import board, hand, lines, notation, pile, play, rules, verdict
from tutor import flaming_pyramids as fp
from tutor.core import IllegalMoveError

R = fp.R

#: Fact sheet example 7 (3 players, Player 2 to play Y20 on R20 + B20).
EX7 = "fp1 players=3 variants=curse turn=2 pyramid=0:R20,B20,G30 hands=Y2|Y20,R4|R2 piles=-|-|-"
#: B10 on R10 + G10 curses; B20 perched on G10 then falls onto G20 + Y20: a second curse.
DOUBLE = ("fp1 players=3 variants=curse turn=2 pyramid=0:R4,G20,Y20/0:R10,G10/1:B20 "
          "hands=Y2|B10,Y4|R2 piles=-|-|-")


# ---------------------------------------------------------------- FP-CURSE


def test_FP_CURSE_1_three_equal_weights_legal_placement_then_curse():
    v = verdict(EX7, "Y20@1,0")
    assert v.legal
    assert "✓ weight 20 of Y20 matches R20 (FP-BUILD-1)" in v.explain("en")
    assert "✓ weight 20 ≤ 20 + 20 = 40 (FP-BUILD-2)" in v.explain("en")
    assert [r.rule for r in v.warnings] == [R.CURSE_1]
    assert "Y20 on R20 + B20: three tiles weighing 20: curse" in v.explain("en")
    assert "trois tuiles de poids 20 : malédiction" in v.explain("fr")


def test_FP_CURSE_1_no_curse_without_the_variant():
    s, outs = play(EX7.replace("variants=curse ", ""), "Y20@1,0")
    assert rules(outs) == [R.TURN_2, R.TURN_4]
    assert board(s)[(1, 0)] == "Y20"


def test_FP_CURSE_1_an_inverted_triangle_does_not_count():
    """R20 and G20 side by side above B20 (two tiles above one): no curse."""
    s, outs = play("fp1 players=2 variants=curse turn=1 pyramid=0:R10,B20,G30/0:R20 "
                   "hands=G20,Y2|R2 piles=-|-", "G20@1,1")
    assert rules(outs) == [R.TURN_2, R.TURN_4]


def test_FP_CURSE_2_the_previous_player_buries_the_three_tiles():
    s, outs = play(EX7, "Y20@1,0")
    assert rules(outs) == [R.TURN_2, R.CURSE_2, R.CURSE_4]
    assert lines(outs)[1] == ("curse! Y20, R20, B20 all weigh 20: Player 1 buries them under "
                              "their pile and takes what the mayhem costs now (FP-CURSE-2)")
    assert "malédiction ! Y20, R20, B20 pèsent toutes 20 : le joueur 1" in lines(outs, "fr")[1]
    assert pile(s, 1) == ["Y20", "R20", "B20"] and pile(s, 2) == [] and pile(s, 3) == []
    assert board(s) == {(0, 2): "G30"}


def test_FP_CURSE_2_counter_clockwise_from_seat_1_is_the_last_seat():
    text = EX7.replace("turn=2", "turn=1").replace("hands=Y2|Y20,R4|R2", "hands=Y20,R4|Y2|R2")
    s, _ = play(text, "Y20@1,0")
    assert pile(s, 3) == ["Y20", "R20", "B20"] and pile(s, 2) == []
    assert s.turn == 1


def test_FP_CURSE_2_the_cursed_player_takes_the_consequences_and_chooses_the_fall():
    s, outs = play(DOUBLE, "B10@2,0")
    assert rules(outs) == [R.TURN_2, R.CURSE_2, R.AIR_1]
    assert "B20 at (2,1) is in free air: Player 1 chooses where it falls" in lines(outs)[-1]
    assert s.turn == 1 and s.to_act == 0
    assert notation(s).endswith("pending=fall@2,1 curses=1")
    assert [a.seat for a in fp.asks(s)] == [0]
    assert fp.from_notation(notation(s)) == s


def test_FP_CURSE_2_the_cursed_player_chooses_the_slide_and_collects_the_collapse():
    heavy = DOUBLE.replace("1:B20", "1:Y120")
    s, _ = play(heavy, "B10@2,0", "slide L")      # Y120 lands on G20 + Y20: 120 > 40
    assert s.phase is fp.Phase.CHOOSE and s.pending.kind.value == "slide"
    assert s.to_act == 0 and fp.asks(s)[0].rule == R.COLL_2
    assert pile(s, 1) == ["B10", "R10", "G10", "G20", "Y20"]
    s, outs = play(s, "slide R")
    assert "Player 1 sends Y120 from (1,1) down to (0,2)" in lines(outs)[0]
    assert pile(s, 2) == [] and s.turn == 2


def test_FP_CURSE_3_a_second_curse_goes_one_player_further_back():
    s, outs = play(DOUBLE, "B10@2,0", "slide L")
    assert rules(outs[1:]) == [R.AIR_1, R.CURSE_3, R.CURSE_4]
    assert lines(outs[1:])[1] == ("curse! B20, G20, Y20 all weigh 20: Player 3 buries them "
                                  "under their pile and takes what the mayhem costs now "
                                  "(FP-CURSE-3)")
    assert pile(s, 1) == ["B10", "R10", "G10"]
    assert pile(s, 3) == ["B20", "G20", "Y20"]
    assert pile(s, 2) == []
    assert board(s) == {(0, 0): "R4"}


def test_FP_CURSE_4_play_resumes_after_the_player_who_caused_the_first_curse():
    s, outs = play(DOUBLE, "B10@2,0", "slide L")
    assert s.turn == 2 and s.collector == 2
    assert lines(outs)[-1] == "Player 3 plays next (FP-CURSE-4)"
    s, outs = play(EX7, "Y20@1,0")
    assert s.turn == 2 and lines(outs)[-1] == "Player 3 plays next (FP-CURSE-4)"
    assert "Le joueur 3 joue ensuite (FP-CURSE-4)" == lines(outs, "fr")[-1]


def test_FP_CURSE_4_the_cursing_player_still_refills_at_the_end_of_the_turn():
    s, outs = play(EX7.replace("piles=-|-|-", "piles=-|G2|-"), "Y20@1,0")
    assert hand(s, 2) == ["R4", "G2"]
    assert rules(outs) == [R.TURN_2, R.CURSE_2, R.TURN_3, R.CURSE_4]


def test_FP_CURSE_4_two_players_double_curse_still_cites_the_curse_rule():
    text = ("fp1 players=2 variants=curse turn=1 pyramid=0:R4,G20,Y20/0:R10,G10/1:B20 "
            "hands=B10,Y4|R2 piles=-|-")
    s, outs = play(text, "B10@2,0", "slide L")
    assert rules(outs[1:])[:2] == [R.AIR_1, R.CURSE_3]
    assert pile(s, 1) == [] and hand(s, 1) == ["Y4", "B20", "G20", "Y20"]   # back to P1
    assert s.turn == 1                                                       # P2 plays next
    assert rules(outs)[-1] == R.CURSE_4


# ---------------------------------------------------------------- FP-END

LAST = "fp1 players=2 turn=1 pyramid=0:B20,R40,G10 hands=B60|R2 piles=-|Y2"


def test_FP_END_1_no_tiles_left_at_the_end_of_the_turn_wins():
    s, outs = play(LAST, "B60@1,0")
    assert rules(outs) == [R.TURN_2, R.END_1]
    assert lines(outs)[-1] == "Player 1 has no tiles left and wins! (FP-END-1)"
    assert lines(outs, "fr")[-1] == "Le joueur 1 n'a plus de tuiles et gagne ! (FP-END-1)"
    assert s.winner == 0 and s.phase is fp.Phase.OVER
    assert notation(s).endswith("winner=1")
    assert fp.legal_moves(s) == [] and fp.asks(s) == ()


@pytest.mark.parametrize("move", ["R2@0,3", "slide L", "roll 2"])
def test_FP_END_1_after_the_game_every_move_is_refused(move):
    s, _ = play(LAST, "B60@1,0")
    v = verdict(s, move)
    assert not v.legal and v.rules == (R.END_1,)
    assert "the game is over: Player 1 has won" in v.explain("en")
    assert "la partie est finie : le joueur 1 a gagné" in v.explain("fr")
    with pytest.raises(IllegalMoveError):
        fp.apply(s, fp.parse_move(move))


def test_FP_END_2_buried_tiles_under_an_empty_pile_are_drawn_and_play_goes_on():
    s, outs = play(LAST, "B60@1,1", "slide L")
    assert R.END_1 not in rules(outs)
    assert lines(outs)[-2] == ("Player 1 played their last tile in hand, but 2 tiles are in "
                               "their pile: they draw and play on (FP-END-2)")
    assert "il reste 2 tuiles dans sa pioche" in lines(outs, "fr")[-2]
    assert hand(s, 1) == ["R40", "G10"] and s.winner is None and s.turn == 1


def test_FP_END_3_only_the_active_player_can_reach_zero_others_keep_their_tiles():
    s, _ = play(LAST, "B60@1,0")
    assert [s.tiles_held(seat) for seat in range(2)] == [0, 2]


def test_FP_END_4_a_curse_on_the_last_tile_wins():
    s, outs = play("fp1 players=3 variants=curse turn=2 pyramid=0:R20,B20,G30 "
                   "hands=Y2|Y20|R2 piles=-|-|-", "Y20@1,0")
    assert rules(outs) == [R.TURN_2, R.CURSE_2, R.END_4]
    assert lines(outs)[-1] == "Player 2 has no tiles left and wins! (FP-END-4)"
    assert s.winner == 1 and pile(s, 1) == ["Y20", "R20", "B20"]
