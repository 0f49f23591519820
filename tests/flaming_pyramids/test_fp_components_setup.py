"""Components (FP-COMP-1..3) and setup (FP-SETUP-1..3)."""

from __future__ import annotations

from collections import Counter

import pytest

from fp_support import moves_text, play
from tutor import flaming_pyramids as fp

REGULAR = {"straw": (2, 4, 6), "wood": (10, 20, 30, 40), "stone": (60, 100, 120)}
LEFTOVER = {2: 1, 3: 0, 4: 1, 5: 0, 6: 3}
EACH = {2: 22, 3: 15, 4: 11, 5: 9, 6: 7}


# ---------------------------------------------------------------- FP-COMP


def test_FP_COMP_1_there_are_45_distinct_tiles_40_regular_and_5_special():
    codes = [t.code for t in fp.TILES]
    assert len(codes) == 45 == len(set(codes))
    special = [t for t in fp.TILES if t.millstone or t.incendiary]
    assert len(special) == 5
    assert all(isinstance(t.weight, int) and t.weight > 0 for t in fp.TILES)


def test_FP_COMP_1_every_tile_code_parses_and_formats_back():
    for t in fp.TILES:
        assert fp.tile(t.code) is t
        assert fp.format_move(fp.parse_move(f"{t.code}@0,0")) == f"{t.code}@0,0"


@pytest.mark.parametrize("colour", "YRGB")
def test_FP_COMP_2_each_colour_has_one_tile_of_every_regular_weight(colour):
    mine = {t.weight: t for t in fp.TILES if t.code[0] == colour and t.code[1:].isdigit()}
    for material, weights in REGULAR.items():
        for w in weights:
            assert mine[w].material.value == material, (colour, w)
    assert sorted(mine) == sorted(w for ws in REGULAR.values() for w in ws)


def test_FP_COMP_2_every_regular_weight_exists_four_times_and_1_7_twice_200_once():
    weights = Counter(t.weight for t in fp.TILES)
    for w in (2, 4, 6, 10, 20, 30, 40, 60, 100, 120):
        assert weights[w] == 4
    assert weights[1] == 2 and weights[7] == 2 and weights[200] == 1
    materials = Counter(t.material.value for t in fp.TILES)
    assert (materials["straw"], materials["wood"], materials["stone"]) == (12, 16, 12)


def test_FP_COMP_3_special_tiles_millstone_coals_blowtorches():
    m, cy, cg, tr, tb = (fp.tile(c) for c in ("M", "Cy", "Cg", "Tr", "Tb"))
    assert (m.weight, m.colour, m.millstone, m.incendiary) == (200, None, True, False)
    assert [(t.weight, t.colour.name) for t in (cy, cg)] == [(1, "Y"), (1, "G")]
    assert [(t.weight, t.colour.name) for t in (tr, tb)] == [(7, "R"), (7, "B")]
    assert all(t.incendiary for t in (cy, cg, tr, tb))
    # The Millstone matches every colour (in both directions).
    assert all(m.matches_colour(t) and t.matches_colour(m) for t in fp.TILES)


def test_FP_COMP_3_incendiaries_and_the_millstone_never_burn():
    burners = [fp.tile(c) for c in ("Cy", "Cg", "Tr", "Tb")]
    for t in fp.TILES:
        if t.incendiary or t.millstone or t.material.value == "stone":
            assert not any(t.burnable_by(b) for b in burners), t
    assert fp.tile("G6").burnable_by(fp.tile("Cy"))
    assert not fp.tile("G10").burnable_by(fp.tile("Cy"))
    assert fp.tile("G10").burnable_by(fp.tile("Tb"))


# ---------------------------------------------------------------- FP-SETUP


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(12))
def test_FP_SETUP_1_2_deal_evenly_hand_of_5_leftovers_start_the_bottom_row(players, seed):
    s = fp.initial_state(fp.Options(players), seed)
    each = EACH[players]
    assert [len(h) for h in s.hands] == [5] * players
    assert [len(p) for p in s.piles] == [each - 5] * players
    # Leftovers: the bottom row, side by side from slot 0, plus removed incendiaries.
    removed = s.out_of_game()
    assert len(s.pyramid) + len(removed) == LEFTOVER[players]
    assert all(t.incendiary for t in removed)
    assert not any(t.incendiary for t in s.pyramid.values())
    assert sorted(s.pyramid) == [(0, p) for p in range(len(s.pyramid))]
    everything = [*s.pyramid.values(), *(t for h in s.hands for t in h),
                  *(t for p in s.piles for t in p), *removed]
    assert sorted(t.code for t in everything) == sorted(t.code for t in fp.TILES)


def _seed_where(players, predicate, tries=400):
    for seed in range(tries):
        s = fp.initial_state(fp.Options(players), seed)
        if predicate(s):
            return s
    pytest.fail(f"no seed below {tries} gives the wanted {players}-player setup")


def test_FP_SETUP_2_an_incendiary_leftover_is_removed_from_the_game_6_players():
    s = _seed_where(6, lambda s: len(s.out_of_game()) >= 1)
    assert len(s.pyramid) == 3 - len(s.out_of_game())
    assert all(t.incendiary for t in s.out_of_game())


def test_FP_SETUP_2_a_lone_incendiary_leftover_leaves_an_empty_table_FP_PLACE_1():
    s = _seed_where(2, lambda s: len(s.out_of_game()) == 1)
    assert not s.pyramid
    rule, cells = fp.sites(s.pyramid)
    assert (rule, cells) == (fp.R.PLACE_1, [(0, 0)])


def test_FP_SETUP_2_six_players_three_leftovers_give_two_open_sites_FP_PLACE_3():
    s = _seed_where(6, lambda s: len(s.pyramid) == 3)
    assert fp.sites(s.pyramid) == (fp.R.PLACE_3, [(1, 0), (1, 1)])
    assert {m.split("@")[1] for m in moves_text(s)} == {"1,0", "1,1"}


def test_FP_SETUP_1_the_deal_is_fixed_by_the_seed():
    a = fp.initial_state(fp.Options(4, curse=True), 11)
    assert a == fp.initial_state(fp.Options(4, curse=True), 11)
    assert a != fp.initial_state(fp.Options(4, curse=True), 12)


def test_FP_SETUP_1_fire_die_rolls_are_seeded_only_with_the_variant():
    assert fp.initial_state(fp.Options(3), 5).dice == ()
    dice = fp.initial_state(fp.Options(3, fire_die=True), 5).dice
    assert dice and set(dice) <= {1, 2, 3, 4, 5, 6}


@pytest.mark.parametrize("players", [0, 1, 7])
def test_FP_SETUP_2_player_count_outside_2_to_6_is_refused(players):
    with pytest.raises(ValueError):
        fp.initial_state(fp.Options(players), 0)


def test_FP_SETUP_3_seat_1_starts_and_play_passes_clockwise():
    s = fp.initial_state(fp.Options(3), 2)
    assert s.turn == 0 and s.to_act == 0
    seats = []
    for _ in range(7):
        while s.pending is not None:           # resolve any decision with the first choice
            s = fp.apply(s, fp.legal_moves(s)[0]).after
        seats.append(s.turn)
        s = fp.apply(s, fp.legal_moves(s)[0]).after
    assert seats == [0, 1, 2, 0, 1, 2, 0]


def test_FP_SETUP_3_next_player_event_cites_FP_TURN_4():
    _, outs = play("fp1 players=3 turn=3 pyramid=0:B20,R40 hands=Y2|R2|B60 piles=-|-|G2",
                   "B60@1,0")
    assert outs[0].after.turn == 0
    assert outs[0].events[-1].rule == fp.R.TURN_4
    assert "Player 1 plays next" in outs[0].events[-1].explain("en")
    assert "Le joueur 1 joue ensuite" in outs[0].events[-1].explain("fr")
