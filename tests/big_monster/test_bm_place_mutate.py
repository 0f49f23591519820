"""Tiles, the landing area and placement (BM-COMP-*, BM-GEO-*, BM-PLACE-*), ice monsters
and their mutations (BM-ICE, BM-MUT-*), with the fact sheet's worked examples BM-EX-1 and
BM-EX-2."""

from __future__ import annotations

from collections import Counter

from bm_support import failing, placing, play, pos, reason, verdict

from tutor import big_monster as bm
from tutor.big_monster.data import PROVENANCE, TILE_TOTALS, copies, tile_set
from tutor.big_monster.facts import Mutation


def test_BM_COMP_TILES_counts_per_player_count_from_the_catalogue_with_its_provenance():
    assert "nmatton/bigmonster" in PROVENANCE and "b5b64bd" in PROVENANCE
    for n, total in {2: 80, 3: 60, 4: 80, 5: 100, 6: 120}.items():
        assert len(tile_set(n)) == total == TILE_TOTALS[n]


def test_BM_COMP_SWAMP_five_swamps_whatever_the_count_and_BM_COMP_LAND_seven_landscapes():
    assert {copies("S", n) for n in range(2, 7)} == {5}
    assert bm.data.LANDSCAPES == ("ice", "lake", "lava", "swamp", "grassland", "desert", "rune")


def test_BM_COMP_EXPL_black_explorers_only_with_4_or_more_players():
    for n, seed in ((2, 1), (3, 2), (3, 5), (2, 9)):
        dealt = bm.initial_state(bm.Options(n, draft3=False), seed).dealt
        assert not {2, 3} & {e for pair in dealt for e in pair}
    many = Counter()
    for seed in range(30):
        many.update(e for pair in bm.initial_state(bm.Options(6), seed).dealt for e in pair)
    assert many[2] and many[3]


def test_BM_GEO_EXPL_the_explorer_covers_the_2x2_block_and_BM_GEO_CELL_names_the_overlap():
    s = pos(placing("MD@2,0", "IG"))
    v = verdict(s, "@1,1")
    assert failing(v) == ["BM-GEO-CELL"]
    assert "1,1 is already covered by the explorer" in v.explain("en")
    v = verdict(s, "@3,-1")
    assert failing(v) == ["BM-GEO-CELL"]
    assert "covered by the downward mutagenic tile at 2,0" in v.explain("en")


def test_BM_PLACE_ADJ_an_edge_contact_is_needed_half_offsets_allowed():
    s = pos(placing("-", "IG"))
    assert failing(verdict(s, "@3,0")) == ["BM-PLACE-ADJ"]
    assert "touches neither the explorer nor a placed tile" in verdict(s, "@3,0").explain("en")
    assert failing(verdict(s, "@2,2")) == ["BM-PLACE-ADJ"]      # corner only
    v = verdict(s, "@2,1")                                      # half a tile lower
    assert v.legal and "touches the explorer" in v.explain("en")
    assert verdict(s, "@0,-2").legal and verdict(s, "@-1,-1").legal


def test_BM_GEO_MUTAGEN_lies_flat_and_BM_GEO_UPRIGHT_BM_PLACE_UP_never_rotated():
    s = pos(placing("-", "MD"))
    v = verdict(s, "@2,1")
    assert v.legal
    assert reason(v, "BM-GEO-MUTAGEN").focus == ((2, 1), (3, 1))
    assert verdict(s, "@-1,2").legal and not verdict(s, "@-2,2").legal
    s = pos(placing("-", "D"))
    assert reason(verdict(s, "@2,0"), "BM-PLACE-UP").focus == ((2, 0), (2, 1))
    assert {m.__class__ for m in bm.legal_moves(s)} == {bm.Place}   # no rotation to choose


def test_BM_PLACE_ANY_any_kind_next_to_any_and_BM_PLACE_FIXED_tiles_stay():
    s = pos(placing("MD@2,0;BL@4,0", "S"))
    assert verdict(s, "@5,0").legal and verdict(s, "@3,1").legal
    after, _ = play(s, "@5,0")
    assert bm.to_notation(after).split("areas=")[1].startswith("MD@2,0;BL@4,0;S@5,0")


def _mutations(outcomes):
    return [e.data for o in outcomes for e in o.events if isinstance(e.data, Mutation)]


def test_BM_EX_1_BM_MUT_UP_the_upward_monster_is_on_the_right_half_only():
    s = pos(placing("MU@0,4", "IO"))
    v = verdict(s, "@0,2")
    assert v.legal and not any(isinstance(r.data, Mutation) for r in v.reasons)
    assert "above the left half of an upward tile" in v.explain("en")
    _, outs = play(s, "@0,2")
    assert not _mutations(outs)
    v = verdict(s, "@1,2")
    r = reason(v, "BM-MUT-UP")
    assert not r.binding and r.data.points_before == 2 and r.data.points_after == 7
    assert "2 → 7 points" in v.explain("en") and "1,4" in v.explain("en")
    after, outs = play(s, "@1,2")
    assert [(m.before, m.after) for m in _mutations(outs)] == [(0, 1)]
    assert dict((w, p) for w, _, p in bm.score_lines(after, 0))["ice"] == 7


def test_BM_MUT_DOWN_one_downward_tile_mutates_the_ice_under_either_half():
    s = pos(placing("IG@2,1;IR@3,1", "MD"))
    v = verdict(s, "@2,0")
    muts = [r.data for r in v.reasons if isinstance(r.data, Mutation)]
    assert [(m.ice, m.points_before, m.points_after) for m in muts] == [
        ((2, 1), 3, 8), ((3, 1), 4, 9)]
    assert all(r.rule == "BM-MUT-DOWN" for r in v.reasons if isinstance(r.data, Mutation))
    v = verdict(s, "@3,0")     # only the left half above the red monster
    assert [r.data.ice for r in v.reasons if isinstance(r.data, Mutation)] == [(3, 1)]


def test_BM_EX_2_BM_MUT_DOUBLE_green_reaches_18_blue_stays_at_10():
    s = pos(placing("MD@2,0;MU@2,3", "IG"))
    v = verdict(s, "@3,1")
    muts = [r for r in v.reasons if isinstance(r.data, Mutation)]
    assert [(r.data.before, r.data.after) for r in muts] == [(0, 1), (1, 2)]
    assert muts[-1].rule == "BM-MUT-DOUBLE" and "8 → 18 points" in v.explain("en")
    after, _ = play(s, "@3,1")
    assert dict((w, p) for w, _, p in bm.score_lines(after, 0))["ice"] == 18
    s = pos(placing("MD@2,0;MU@2,3", "IB"))
    v = verdict(s, "@3,1")
    assert "already at its last mutation (10 points)" in v.explain("en")
    after, _ = play(s, "@3,1")
    assert dict((w, p) for w, _, p in bm.score_lines(after, 0))["ice"] == 10


def test_BM_MUT_ORDER_and_BM_PLACE_MUTATE_ice_first_or_ray_first_mutates_on_placement():
    first_ice, _ = play(pos(placing("IO@2,1", "MD")), "@2,0")
    first_ray, _ = play(pos(placing("MD@2,0", "IO")), "@2,1")
    for state in (first_ice, first_ray):
        assert dict((w, p) for w, _, p in bm.score_lines(state, 0))["ice"] == 7


def test_BM_MUT_EXPL_BM_EXPL_5_the_purple_explorer_mutates_an_ice_tile_at_1_minus_2():
    s = pos(placing("-", "IR", explorer=5))
    v = verdict(s, "@1,-2")
    r = reason(v, "BM-MUT-EXPL")
    assert r.data.source is None and (r.data.points_before, r.data.points_after) == (4, 9)
    assert not any(isinstance(r.data, Mutation) for r in verdict(s, "@0,-2").reasons)
    s = pos(placing("-", "IR", explorer=1))
    assert not any(isinstance(r.data, Mutation) for r in verdict(s, "@1,-2").reasons)


def test_BM_ICE_points_by_colour_and_level_and_BM_MUTAGEN_PTS_score_nothing():
    s = pos(placing("IB@2,0;IO@3,0;IG@4,0;IR@5,0;MD@-2,0;MU@-2,1", "S"))
    lines = {w: (n, p) for w, n, p in bm.score_lines(s, 0)}
    assert lines["ice"] == (4, 1 + 2 + 3 + 4)


def test_BM_COMP_MUT_a_mutation_changes_the_ice_points_not_the_tile():
    after, outs = play(pos(placing("MD@2,0", "IO")), "@2,1")
    assert "IO@2,1" in bm.to_notation(after)
    assert any(e.rule == "BM-MUT-DOWN" for o in outs for e in o.events)
