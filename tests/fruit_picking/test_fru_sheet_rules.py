"""The fact sheet's components and board (FRU-COMP-*, FRU-BOARD-*), the setup rules not in
the scenario tests (FRU-SETUP-1, FRU-SETUP-6), the water-or-collect step (FRU-ACT) and the
two [OPEN] readings of the help page (FRU-OPEN-*)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from fru_support import play, position, rules_of

from tutor import fruit_picking as fru
from tutor.core import render
from tutor.fruit_picking.data import FARM_CARDS, FRUITS, VALUE


def playout(options: fru.Options, seed: int):
    """Every position of a random game, the first included."""
    s = fru.initial_state(options, seed)
    rng = random.Random(seed)
    yield s
    while s.phase != "over":
        s = fru.apply(s, rng.choice(fru.legal_moves(s))).after
        yield s


def test_FRU_COMP_1_four_island_boards_one_per_player_each_of_8_spaces():
    for players in (1, 2, 3, 4):
        s = fru.initial_state(fru.Options(players), 1)
        assert len(s.seeds) == len(s.storage) == len(s.farms) == players
        # the Harvest House and 6 farms on the ring, Storage in the centre: 8 spaces
        assert all(len(ring) == 7 for ring in s.seeds) and all(len(f) == 6 for f in s.farms)
    assert fru.Options(5).problem() is not None            # no fifth island


@pytest.mark.parametrize("options", [fru.Options(3), fru.Options(1)], ids=["3p", "solo"])
def test_FRU_COMP_3_18_seeds_of_each_colour_never_change_hands(options):
    """Each seat's seeds stay 18 on its own island (less, in solo, those spent for good)."""
    for s in playout(options, 4):
        for seat in range(s.players):
            spent = s.spent if options.players == 1 else 0
            assert sum(s.seeds[seat]) + s.storage[seat] + spent == 18


def test_FRU_COMP_4_30_market_cards_6_of_each_fruit_base_price_the_fruits_drawn():
    s = fru.initial_state(fru.Options(2), 9)
    assert len(s.market + s.deck) == 30
    assert Counter(s.market + s.deck) == {f: 6 for f in FRUITS}
    assert [VALUE[f] for f in FRUITS] == [1, 1, 2, 2, 3]
    assert [fru.price(s, slot).base for slot in (1, 2, 3, 4)] == [VALUE[f] for f in s.market]


def test_FRU_COMP_5_market_island_deck_face_down_4_slots_and_4_districts():
    s = fru.initial_state(fru.Options(2), 3)
    seen = fru.view(s, 1)
    assert len(seen.market) == 4 and seen.deck_size == 26
    assert not hasattr(seen, "deck")                       # the deck is face down
    districts = {k for hand in (("Pi", "Pe", "Pl", "Ba", "St"), ("Ba",) * 4,
                                ("Ba", "Ba", "Ba", "Pl", "Pl"), ("Pi", "Pi", "Pe", "Pe", "St", "St"))
                 for k in fru.combinations(hand)}
    assert districts == {"FIVE-DIFF", "FOUR-SAME", "FULL-HOUSE", "THREE-PAIRS"}


def test_FRU_BOARD_1_the_ring_runs_H_F1_to_F6_clockwise_and_storage_is_off_it():
    s = position(seeds=[(0, 0, 0, 0, 0, 0, 3)] * 2)
    after = play(s, "F6")[0].after                         # F6 → H → F1 → F2
    assert after.seeds[0] == (1, 1, 1, 0, 0, 0, 0) and after.active == 2
    assert after.storage == s.storage                      # sowing never touches Storage


def test_FRU_BOARD_2_18_seeds_to_storage_then_2_on_each_of_F1_F2_F3():
    for players in (1, 2, 4):
        s = fru.initial_state(fru.Options(players), 6)
        assert s.seeds == ((0, 2, 2, 2, 0, 0, 0),) * players
        assert s.storage == (12,) * players


def test_FRU_BOARD_3_price_is_fruits_plus_3_2_1_0_by_slot_pear_right_1_strawberry_left_6():
    s = position(market=("St", "Ba", "Pl", "Pe"))
    assert [fru.price(s, slot).total for slot in (1, 2, 3, 4)] == [6, 4, 3, 1]
    assert [fru.price(s, slot).surcharge for slot in (1, 2, 3, 4)] == [3, 2, 1, 0]


@pytest.mark.parametrize("random_setup", [False, True])
def test_FRU_BOARD_4_each_island_gets_one_whole_colour_set_of_6_farm_cards(random_setup):
    s = fru.initial_state(fru.Options(4, random_setup=random_setup), 2)
    assert all(sorted(farms) == sorted(FARM_CARDS) for farms in s.farms)
    assert sum(map(len, s.farms)) == 24


def test_FRU_SETUP_1_each_player_an_island_6_farm_cards_and_18_seeds():
    for players in (1, 2, 3, 4):
        s = fru.initial_state(fru.Options(players), 8)
        for seat in range(players):
            assert len(set(s.farms[seat])) == 6
            assert sum(s.seeds[seat]) + s.storage[seat] == 18
        assert s.cards == ((),) * players


def test_FRU_SETUP_6_player_1_starts_and_play_goes_clockwise():
    s = fru.initial_state(fru.Options(3), 11)
    assert s.turn == 0 and [a.seat for a in fru.asks(s)] == [0]
    turns = [s.turn]
    for _ in range(4):
        seat = s.turn
        while s.turn == seat and s.phase != "over":
            s = fru.apply(s, fru.legal_moves(s)[0]).after
        turns.append(s.turn)
    assert turns == [0, 1, 2, 0, 1]


def test_FRU_ACT_after_planting_water_or_collect_never_neither():
    s = play(position(seeds=[(5, 0, 0, 0, 0, 1, 0)] * 2, market=("St", "Pl", "Ba", "Pl")),
             "F5")[0].after                                # F5 → F6, plums: active farm
    (ask,) = fru.asks(s)
    assert ask.step == "act" and ask.rule == "FRU-ACT"
    assert "water or collect" in render(ask.msg, "en") and "arrose ou collecte" in render(
        ask.msg, "fr")
    assert fru.legal_moves(s) == [fru.Water(0), fru.Collect(2, 0), fru.Collect(4, 0)]
    assert not fru.check(s, fru.parse_move("F1")).legal      # no sowing instead
    after = play(s, "W")[0].after
    assert after.turn == 1 and after.phase == "plant"


def test_FRU_OPEN_SOLO_LOSS_no_seed_on_the_farms_loses_even_with_seeds_in_storage():
    s = position(players=1, seeds=[(3, 0, 0, 0, 0, 0, 1)], market=("Pe",))
    out = play(s, "F6")[0]                                 # the last farm seed falls in H
    assert out.after.phase == "over" and out.after.winners == ()
    assert out.after.storage[0] == 14                      # Storage was not empty
    lost = [e for e in out.events if e.rule == "FRU-SOLO-3"]
    assert "no seed is left on a farm (14 in Storage" in lost[0].explain("en")


def test_FRU_OPEN_FIRST5_the_5th_card_ends_the_variant_at_once_by_default_or_after_the_round():
    base = dict(seeds=[(2, 1, 1, 0, 0, 0, 0), (2, 1, 0, 1, 0, 0, 0)], market=("Pe", "Ba", "Pi"),
                cards=[("Pi", "Pl", "Ba", "St"), ()], phase="act", active=2, no_market=True)
    now = play(position(**base), "M1")[0]
    assert now.after.phase == "over" and now.after.winners == (0,)
    assert fru.Options().variant_end == "now"
    later = play(position(variant_end="round", **base), "M1")
    assert later[0].after.phase == "plant" and later[0].after.ending
    assert "FRU-VAR-NOMARKET" in rules_of(later)
