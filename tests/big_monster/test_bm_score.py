"""Landscapes and their points (BM-BIG, BM-LAVA, BM-SWAMP, BM-GRASS*, BM-DESERT, BM-RUNE),
crystals (BM-CRYS-*), the explorers' bonuses (BM-EXPL-*), with the worked examples BM-EX-3
and BM-EX-4. Areas are read through ``score_lines`` and placement verdicts."""

from __future__ import annotations

from bm_support import placing, play, pos, reason, verdict

from tutor import big_monster as bm
from tutor.big_monster.facts import BigMade, CrystalMade


def lines(area, explorer=1, medals=None, seat_medal=None):
    kw = {} if medals is None else {"medals": medals}
    s = pos(placing(area, "D", explorer=explorer, players=6, **kw))
    return {w: (n, p) for w, n, p in bm.score_lines(s, 0)}


def test_BM_EX_3_BM_BIG_left_then_right_on_the_same_row_is_11():
    assert lines("BL@4,0;BR@5,0")["big"] == (2, 11)
    assert lines("BR@4,0;BL@5,0")["big"] == (2, 2)
    assert lines("BL@4,0;BR@5,1")["big"] == (2, 2)
    assert lines("BL@4,0;BR@5,0;BR@6,0")["big"] == (3, 12)


def test_BM_BIG_a_placement_forecasts_the_complete_Big_Monster():
    s = pos(placing("BL@2,0", "BR"))
    v = verdict(s, "@3,0")
    assert isinstance(reason(v, "BM-BIG").data, BigMade) and "11 points" in v.explain("en")
    assert not any(isinstance(r.data, BigMade) for r in verdict(s, "@3,1").reasons)


def test_BM_LAVA_blue_and_green_dragons_3_purple_1():
    assert lines("LBA@2,0;LBB@3,0;LG@4,0;LPA@5,0;LPB@6,0")["lava"] == (5, 3 + 3 + 3 + 1 + 1)


def test_BM_EX_4_BM_SWAMP_two_n_squared():
    for n, points in ((1, 2), (2, 8), (3, 18), (4, 32), (5, 50)):
        area = ";".join(f"S@{2 + i},0" for i in range(n))
        assert lines(area)["swamp"] == (n, points)


def test_BM_DESERT_and_BM_RUNE_score_nothing_themselves():
    got = lines("D@2,0;D@3,0;RD@4,0")
    assert sum(p for _, p in got.values()) == 0


def test_BM_CRYS_GREEN_right_half_meets_the_left_half_of_the_tile_to_its_right():
    assert lines("RG@2,0;RG@3,0")["green"] == (1, 2)
    assert lines("RG@2,0;RG@3,1")["green"] == (0, 0)        # half offset
    s = pos(placing("LBA@2,0", "RG"))
    v = verdict(s, "@3,0")
    r = reason(v, "BM-CRYS-GREEN")
    assert isinstance(r.data, CrystalMade) and set(r.focus) == {(2, 0), (3, 0)}
    assert "+2" in v.explain("en")


def test_BM_CRYS_RED_bottom_half_meets_the_top_half_of_the_tile_below():
    assert lines("RRB@2,0;RRT@2,2")["red"] == (1, 5)
    assert lines("RRT@2,0;RRB@2,2")["red"] == (0, 0)
    assert lines("LBA@2,0;LBB@2,2")["red"] == (1, 5)


def test_BM_CRYS_BLUE_four_quarters_at_one_corner_on_the_same_grid():
    assert lines("RBB@2,0;RBB@3,0;RBT@2,2;RBT@3,2")["blue"] == (1, 10)
    assert lines("RBB@2,0;RBB@3,0;RBT@2,2;RBT@3,3")["blue"] == (0, 0)
    assert lines("LG@2,0;LG@3,0;LG@2,2;LG@3,2")["blue"] == (1, 10)


def test_BM_CRYS_EXPL_explorer_parts_count_like_tile_parts():
    assert lines("RG@2,0", explorer=10)["green"] == (1, 2)          # GR on its right edge
    assert lines("RG@-1,0", explorer=10)["green"] == (1, 2)         # GL on its left edge
    assert lines("RG@2,1", explorer=10)["green"] == (0, 0)          # lower half: no
    assert lines("RRT@0,2;RRT@1,2", explorer=6)["red"] == (2, 10)   # RLB, RRB
    assert lines("RBB@1,-2;RBB@2,-2;RBT@2,0", explorer=8)["blue"] == (1, 10)   # BTR
    s = pos(placing("-", "RG", explorer=10))
    assert reason(verdict(s, "@2,0"), "BM-CRYS-EXPL").data.colour == "green"


def test_BM_CRYS_ONCE_each_crystal_once_incomplete_parts_nothing():
    got = lines("LPA@2,0;LPB@3,0")
    assert got["green"] == (1, 2) and got["red"] == (0, 0) and got["blue"] == (0, 0)


def test_BM_GRASS_each_condition_as_printed():
    assert lines("G1@2,0;RG@3,0;RG@4,0")["grass"] == (1, 2)
    assert lines("G3@2,0;RG@3,0;RG@4,0;RRB@5,0;RRT@5,2")["grass"] == (1, 2)
    assert lines("G5@2,0;RD@3,0;RG@4,0")["grass"] == (1, 6)
    assert lines("G6@2,0;LG@3,0;LBA@4,0")["grass"] == (1, 2)
    assert lines("G7@2,0;BL@3,0;BR@4,0")["grass"] == (1, 4)
    assert lines("G8@2,0;D@3,0;D@4,0")["grass"] == (1, 6)
    assert lines("G9@2,0;G4@3,0;G1@4,0")["grass"] == (3, 6 + 1 + 0)


def test_BM_GRASS_LANDS_one_tile_is_enough_and_the_explorer_never_counts():
    assert lines("G4@2,0;IB@3,0;D@4,0")["grass"] == (1, 3)           # grass, ice, desert
    assert lines("G4@2,0", explorer=12)["grass"] == (1, 1)           # not the explorer's desert


def test_BM_GRASS_MEDAL_two_per_medal_held_penalty_and_shared_included():
    medals = "1:-:-;2:-:-;3:1,2:-;4:-:-;7:1:-;9:1:-;10:-:-"
    assert lines("G2@2,0", medals=medals)["grass"] == (1, 6)


def test_BM_EXPL_1_BM_EXPL_4_BM_EXPL_6_BM_EXPL_7_per_tile_bonuses():
    assert lines("IB@2,0;IR@3,0;MD@4,0", explorer=1)["explorer"] == (2, 2)
    assert lines("LG@2,0;LBA@3,0", explorer=4)["explorer"] == (2, 2)
    assert lines("MD@2,0;MU@2,1", explorer=6)["explorer"] == (3, 3)
    assert lines("G1@2,0;G4@3,0", explorer=7)["explorer"] == (2, 2)


def test_BM_EXPL_8_two_per_medal_BM_EXPL_9_two_per_rune_monster():
    medals = "1:-:-;2:-:-;3:1:-;4:-:-;7:1:-;9:-:-;10:-:-"
    assert lines("-", explorer=8, medals=medals)["explorer"] == (2, 4)
    assert lines("RD@2,0;RG@3,0", explorer=9)["explorer"] == (3, 6)


def test_BM_EXPL_10_four_per_Big_Monster_BM_EXPL_11_one_per_crystal():
    assert lines("BL@2,0;BR@3,0", explorer=10)["explorer"] == (1, 4)
    assert lines("RG@3,0;RG@4,0;RRB@2,0;RRT@2,2", explorer=11)["explorer"] == (2, 2)


def test_BM_OPEN_RUNE_COUNT_the_double_rune_counts_two_monsters():
    assert lines("G5@2,0;RD@3,0")["grass"] == (1, 4)
    assert lines("G5@2,0;RRT@3,0")["grass"] == (1, 2)


def test_BM_END_SCORE_the_total_adds_every_line():
    s = pos(placing("BL@2,0;BR@3,0;S@4,0;IG@5,0", "S", explorer=4,
                    medals="1:-:-;2:-:-;3:1:-;4:-:-;7:-:-;9:-:-;10:-:-"))
    assert bm.total(s, 0) == 11 + 2 + 3 + 10
    after, outs = play(s, "@6,0")
    assert bm.total(after, 0) == 11 + 8 + 3 + 10
