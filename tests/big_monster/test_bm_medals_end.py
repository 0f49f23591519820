"""Medals (BM-MEDAL-*, BM-COMP-MEDALS*), the penalty (BM-PENALTY*), the end of the game
(BM-END-*, BM-EXPL-3, BM-EXPL-12), ties and team mode (BM-END-TIE, BM-TEAM), with the worked
examples BM-EX-5 and BM-EX-6."""

from __future__ import annotations

from bm_support import play, pos, position, reason, verdict

from tutor import big_monster as bm
from tutor.big_monster.facts import Final, MedalForecast, MedalWon


def won(outcomes, medal=None):
    return [e.data for o in outcomes for e in o.events
            if isinstance(e.data, MedalWon) and (medal is None or e.data.medal == medal)]


def draft_place(areas, chosen, medals="3:-:-;7:-:-", explorers=None, teams="no", **kw):
    n = len(areas)
    return position(tuple(areas), chosen=tuple(chosen), medals=medals, teams=teams,
                    explorers=explorers or (4,) * n, **kw)


def test_BM_EX_5_BM_MEDAL_CHECK_two_players_reaching_3_deserts_the_same_turn_both_win():
    s = pos(draft_place(("D@2,0;D@3,0", "D@2,0;D@3,0", "-", "-"), ("D", "D", "-", "-")))
    v = verdict(s, "p1:@4,0")
    r = reason(v, "BM-MEDAL-DESERT")
    assert isinstance(r.data, MedalForecast) and not r.binding
    assert "3 desert tiles: first to 3 wins the 10-point medal" in v.explain("en")
    assert "3 tuiles désert : le premier à 3 gagne la médaille de 10 points" in v.explain("fr")
    half, outs = play(s, "p1:@4,0")
    assert not won(outs)                            # checked once everyone has placed
    after, outs = play(half, "p2:@4,0")
    assert [(w.seats, w.points) for w in won(outs, 3)] == [((0,), 10), ((1,), 10)]
    assert "Player 1 wins the desert medal: 3 desert tiles, first to 3 (10 points)" in \
        "\n".join(e.explain("en") for o in outs for e in o.events)
    assert bm.to_notation(after).count("3:1,2:-") == 1


def test_BM_EX_5_BM_COMP_MEDALS_BOX_a_later_player_reaching_3_gets_nothing():
    s = pos(draft_place(("D@2,0;D@3,0", "-", "-", "-"), ("D", "-", "-", "-"),
                        medals="3:2,3:-;7:-:-"))
    assert not any(isinstance(r.data, MedalForecast) for r in verdict(s, "p1:@4,0").reasons)
    _, outs = play(s, "p1:@4,0")
    assert not won(outs, 3)


def _one(area, tile, at, medal, explorer=4, players=6):
    areas = (area,) + ("-",) * (players - 1)
    chosen = (tile,) + ("-",) * (players - 1)
    s = pos(draft_place(areas, chosen, medals=f"{medal}:-:-;7:-:-",
                        explorers=(explorer,) + (4,) * (players - 1)))
    return won(play(s, f"p1:{at}")[1], medal)


def test_BM_MEDAL_BIG_two_complete_Big_Monsters():
    assert _one("BL@2,0;BR@3,0;BL@4,0", "BR", "@5,0", 1)
    assert not _one("BL@2,0;BR@3,0;BL@4,0", "BR", "@5,1", 1)


def test_BM_MEDAL_CRYSTALS_one_of_each_colour():
    area = "RG@2,0;RG@3,0;RRB@4,0;RRT@4,2;RBB@5,0;RBB@6,0;RBT@5,2"
    assert _one(area, "RBT", "@6,2", 2)
    assert not _one(area, "RBT", "@6,3", 2)


def test_BM_MEDAL_DESERT_and_BM_EXPL_12_the_orange_explorer_counts_one_desert():
    assert _one("D@2,0", "D", "@3,0", 3, explorer=12)
    assert not _one("D@2,0", "D", "@3,0", 3, explorer=4)


def test_BM_MEDAL_ICE_six_ice_landscape_tiles_purple_explorer_plus_one():
    area = "IB@2,0;IO@3,0;MD@4,0;MU@4,1"
    assert _one(area, "IG", "@6,0", 4, explorer=5)
    assert not _one(area, "IG", "@6,0", 4, explorer=4)
    assert _one(area + ";IR@6,0", "IG", "@7,0", 4, explorer=4)


def test_BM_MEDAL_MUTAGEN_downward_tile_two_upward_one_purple_explorer_one():
    assert _one("MD@2,0", "MD", "@2,-1", 6)
    assert not _one("MD@2,0", "MU", "@2,-1", 6)
    assert _one("MD@2,0", "MU", "@2,-1", 6, explorer=5)


def test_BM_MEDAL_LAVA_five_lava_tiles():
    assert _one("LG@2,0;LG@3,0;LBA@4,0;LBB@5,0", "LPA", "@6,0", 5)


def test_BM_MEDAL_LANDS_five_landscapes_explorers_5_and_12_count():
    assert _one("IB@2,0;BL@3,0;LG@4,0", "S", "@5,0", 8, explorer=12)
    assert not _one("IB@2,0;BL@3,0;LG@4,0", "S", "@5,0", 8, explorer=4)
    assert _one("D@2,0;BL@3,0;LG@4,0", "S", "@5,0", 8, explorer=5)


def test_BM_MEDAL_RUNE_four_rune_monsters_double_rune_two():
    assert _one("RD@2,0;RG@3,0", "RRT", "@4,0", 9)
    assert not _one("RBT@2,0;RG@3,0", "RRT", "@4,0", 9)


def test_BM_MEDAL_SWAMPGRASS_four_swamp_or_grassland_tiles():
    assert _one("S@2,0;G1@3,0;G2@4,0", "S", "@5,0", 10)


def test_BM_MEDAL_VALUE_and_BM_COMP_MEDALS_five_ten_and_minus_ten():
    assert [w.points for w in _one("D@2,0;D@3,0", "D", "@4,0", 3)] == [10]
    assert [w.points for w in _one("S@2,0;G1@3,0;G2@4,0", "S", "@5,0", 10)] == [5]
    assert bm.data.MEDAL_POINTS[7] == -10


def _row_place(areas, chosen, rows="D,S", **kw):
    return position(tuple(areas), players=2, phase="place", chosen=tuple(chosen), rows=rows,
                    row="1", explorers=(4, 4), medals="3:-:-;7:-:-", **kw)


def test_BM_OPEN_ROW_MEDALS_same_turn_winners_in_the_rows_by_default():
    s = pos(_row_place(("D@2,0;D@3,0", "D@2,0;D@3,0"), ("D", "-")))
    _, outs = play(s, "@4,0", "D/S", "@4,0")
    assert [w.seats for w in won(outs, 3)] == [(0,), (1,)]


def test_BM_MEDAL_ROWMODE_bga_option_checks_after_each_placement():
    s = pos(_row_place(("D@2,0;D@3,0", "D@2,0;D@3,0"), ("D", "-"), row_medals="placement"))
    _, outs = play(s, "@4,0", "D/S", "@4,0")
    assert [w.seats for w in won(outs, 3)] == [(0,)]


def _team_place(areas, chosen, medals):
    return position(tuple(areas), chosen=tuple(chosen), medals=medals, teams="yes",
                    explorers=(4,) * 4)


def test_BM_MEDAL_TEAMTIMING_no_team_medal_on_the_turn_the_individual_one_is_won():
    s = pos(_team_place(("D@2,0;D@3,0", "-", "D@2,0;D@3,0;D@4,0", "-"),
                        ("D", "-", "-", "-"), "3:-:-;7:-:-"))
    _, outs = play(s, "p1:@4,0")
    assert [(w.seats, w.team) for w in won(outs, 3)] == [((0,), None), ((2,), None)]


def test_BM_MEDAL_TEAMPYR_then_the_team_medal_goes_to_every_member():
    s = pos(_team_place(("D@2,0;D@3,0;D@4,0", "-", "D@2,0;D@3,0", "-"),
                        ("-", "-", "D", "-"), "3:1:-;7:-:-"))
    after, outs = play(s, "p3:@4,0")
    assert [(w.seats, w.team, w.target) for w in won(outs, 3)] == [((0, 2), 0, 6)]
    assert "3:1:1" in bm.to_notation(after)
    lines = {w: (n, p) for w, n, p in bm.score_lines(after, 2)}
    assert lines["medals"] == (1, 10)


def _end_rows(areas, explorers, chosen_last="S", medals="3:-:-;7:-:-;9:-:-"):
    n = len(areas)
    chosen = ("-",) * (n - 1) + (chosen_last,)
    return position(tuple(areas), players=n, phase="place", turn=10 if n == 3 else 20,
                    chosen=chosen, explorers=explorers, medals=medals, first=1, active=n,
                    rest_to_discard=True)


def test_BM_EX_6_BM_PENALTY_the_fewest_desert_plus_rune_monsters_tied_lowest_all_get_it():
    s = pos(_end_rows(("D@2,0;RD@3,0", "D@2,0;D@3,0;D@4,0", "D@2,0;D@3,0;RRT@4,0;RG@5,0;RBT@6,0"),
                      (4, 4, 4)))
    after, outs = play(s, "@7,0")
    assert [w.seats for w in won(outs, 7)] == [(0, 1)]
    assert after.phase is bm.Phase.OVER
    assert {w: p for w, _, p in bm.score_lines(after, 0)}["medals"] == -10


def test_BM_PENALTY_if_everyone_is_tied_nobody_gets_it():
    s = pos(_end_rows(("D@2,0;RD@3,0", "D@2,0;D@3,0;D@4,0", "RRT@4,0;RG@5,0;RBT@6,0"),
                      (4, 4, 4)))
    after, outs = play(s, "@7,0")
    assert not won(outs, 7) and any(e.rule == "BM-PENALTY" for o in outs for e in o.events)
    assert "no penalty" in "\n".join(e.explain("en") for o in outs for e in o.events)


def test_BM_PENALTY_ORANGE_the_orange_explorer_desert_counts_for_the_penalty():
    areas = ("RD@2,0", "D@2,0;D@3,0;D@4,0", "D@2,0;D@3,0;RRT@4,0;RG@5,0;RBT@6,0")
    _, outs = play(pos(_end_rows(areas, (12, 4, 4))), "@7,0")
    assert [w.seats for w in won(outs, 7)] == [(0, 1)]
    _, outs = play(pos(_end_rows(areas, (1, 4, 4))), "@7,0")
    assert [w.seats for w in won(outs, 7)] == [(0,)]


def _end_draft(areas, chosen, explorers, medals="3:-:-;7:-:-", teams="no"):
    return position(tuple(areas), chosen=tuple(chosen), explorers=explorers, medals=medals,
                    rnd=2, turn=9, teams=teams, rest_to_discard=True)


def test_BM_EXPL_3_BM_END_STEPS_BM_END_19TH_the_19th_tile_can_win_a_medal_before_the_penalty():
    s = pos(_end_draft(("D@2,0", "-", "-", "-"), ("D", "-", "-", "-"), (3, 4, 4, 4)))
    after, outs = play(s, "p1:@3,0")
    assert [a.step for a in bm.asks(after)] == ["salvage"] and bm.asks(after)[0].seat == 0
    assert "p1:salvage:D" in [bm.format_move(m) for m in bm.legal_moves(after)]
    after, outs = play(after, "salvage:D", "@4,0")
    order = [e.rule for o in outs for e in o.events]
    assert order.index("BM-MEDAL-DESERT") < order.index("BM-PENALTY") < order.index(
        "BM-END-SCORE")
    assert after.phase is bm.Phase.OVER and len(after.areas[0]) == 3


def test_BM_EXPL_3_may_decline_the_19th_tile():
    s = pos(_end_draft(("D@2,0", "-", "-", "-"), ("D", "-", "-", "-"), (3, 4, 4, 4)))
    after, _ = play(s, "p1:@3,0", "salvage:-")
    assert after.phase is bm.Phase.OVER and len(after.areas[0]) == 2


def _end_two(area0, area1):
    return position((area0, area1), players=2, phase="place", turn=20, chosen=("-", "D"),
                    explorers=(4, 6), medals="3:-:-;7:-:-", first=1, active=2,
                    rest_to_discard=True)


def test_BM_END_TIE_most_Big_Monster_points_breaks_a_tie():
    after, outs = play(pos(_end_two("BL@2,0;BR@3,0;D@4,0", "IG@2,0;IR@3,0;IR@4,0")), "@5,0")
    final = outs[-1].events[-1].data
    assert isinstance(final, Final) and final.scores == (11, 11) and final.winners == (0,)
    after, outs = play(pos(_end_two("BL@2,0;BR@3,0;D@4,0", "BL@2,0;BR@3,0")), "@4,0")
    assert after.winners == (0, 1) and outs[-1].events[-1].rule == "BM-END-TIE"


def test_BM_TEAM_team_score_is_the_lower_members_score():
    s = pos(_end_draft(("BL@2,0;BR@3,0", "IR@2,0", "IG@2,0", "IR@2,0"), ("-", "-", "-", "S"),
                       (4, 4, 4, 4), teams="yes"))
    after, outs = play(s, "p4:@3,0")
    final = outs[-1].events[-1].data
    assert final.scores == (11, 4, 3, 6) and final.team_scores == (3, 4)
    assert final.winners == (1, 3) and outs[-1].events[-1].rule == "BM-TEAM"


def test_BM_MEDAL_TEAMPYR_a_placement_forecasts_the_team_medal_with_the_pooled_count():
    s = pos(_team_place(("D@2,0;D@3,0;D@4,0", "-", "D@2,0;D@3,0", "-"),
                        ("-", "-", "D", "-"), "3:1:-;7:-:-"))
    v = verdict(s, "p3:@4,0")
    r = reason(v, "BM-MEDAL-TEAMPYR")
    assert (r.data.count, r.data.after, r.data.target, r.data.team) == (5, 6, 6, 0)
    assert "your team: 6 desert tiles; teams reaching 6 win a 10-point team medal" in \
        v.explain("en")
    s = pos(_team_place(("D@2,0;D@3,0;D@4,0", "-", "D@2,0;D@3,0", "-"),
                        ("-", "-", "D", "-"), "3:1:1;7:-:-"))
    assert not any(isinstance(r.data, MedalForecast) for r in verdict(s, "p3:@4,0").reasons)
