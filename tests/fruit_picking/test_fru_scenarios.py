"""Scenario tests, one or more per rule ID (names carry the ID), with the fact sheet's
worked examples (§7) as positions."""

from __future__ import annotations

from collections import Counter

import pytest
from fru_support import play, position, rules_of

from tutor import fruit_picking as fru
from tutor.core import IllegalMoveError
from tutor.fruit_picking.data import RAINDROP_VALUE, VALUE
from tutor.fruit_picking.facts import (Combination, Price, Refilled, SeedDropped, Sown,
                                       Watered)


def test_FRU_COMP_2_watering_values_and_the_raindrop_guess_in_one_place():
    assert [VALUE[f] for f in ("Pi", "Pe", "Pl", "Ba", "St")] == [1, 1, 2, 2, 3]
    assert VALUE["Ra"] == RAINDROP_VALUE
    s = position(seeds=[(6, 0, 0, 1, 0, 0, 0)] * 2, phase="act", active=3)   # F3 = Ra
    out = play(s, "W")[0]
    assert out.after.seeds[0][3] == 1 + RAINDROP_VALUE


def test_FRU_SETUP_2_symmetric_farms_and_FRU_SETUP_4_start_seeds():
    s = fru.initial_state(fru.Options(4), 5)
    assert len(set(s.farms)) == 1
    assert sorted(s.farms[0]) == sorted(("Ra", "Pi", "Pe", "Pl", "Ba", "St"))
    assert s.seeds == ((0, 2, 2, 2, 0, 0, 0),) * 4 and s.storage == (12,) * 4


def test_FRU_SETUP_3_random_setup_gives_each_player_an_order():
    orders = {fru.initial_state(fru.Options(4, random_setup=True), seed).farms for seed in range(5)}
    assert any(len(set(o)) > 1 for o in orders)


def test_FRU_SETUP_5_market_of_30_cards_4_shown_seeded():
    a, b = fru.initial_state(fru.Options(2), 7), fru.initial_state(fru.Options(2), 7)
    assert a == b and len(a.market) == 4 and len(a.deck) == 26
    assert Counter(a.market + a.deck) == Counter({f: 6 for f in ("Pi", "Pe", "Pl", "Ba", "St")})


def test_FRU_TURN_sow_then_act_then_next_player():
    s = position()
    assert [a.step for a in fru.asks(s)] == ["sow"]
    assert not fru.check(s, fru.parse_move("W")).legal
    s = play(s, "F3")[0].after
    assert [a.step for a in fru.asks(s)] == ["act"]
    assert not fru.check(s, fru.parse_move("F1")).legal
    s = play(s, "W")[0].after
    assert s.turn == 1 and s.phase == "plant"


def test_FRU_PLANT_1_worked_example_1_sowing_path_seed_by_seed():
    s = position()
    v = fru.check(s, fru.parse_move("F3"))
    assert "F4 → F5" in v.explain("en")
    out = play(s, "F3")[0]
    sown = [e.data for e in out.events if isinstance(e.data, Sown)][0]
    assert sown.path == (4, 5) and out.after.seeds[0] == (0, 2, 2, 0, 1, 1, 0)


def test_FRU_PLANT_1_a_lap_drops_into_the_start_farm_too():
    s = position(seeds=[(0, 0, 0, 0, 0, 0, 8)] * 2)
    out = play(s, "F6")[0]
    sown = [e.data for e in out.events if isinstance(e.data, Sown)][0]
    assert sown.path == (0, 1, 2, 3, 4, 5, 6, 0)
    assert out.after.seeds[0] == (2, 1, 1, 1, 1, 1, 1)


def test_FRU_PLANT_1_an_empty_farm_cannot_be_sown():
    v = fru.check(position(), fru.parse_move("F4"))
    assert not v.legal and "F4 holds no seed" in v.explain("en")
    with pytest.raises(IllegalMoveError):
        fru.apply(position(), fru.parse_move("F4"))


def test_FRU_PLANT_2_the_last_farm_is_active_and_worked_example_1_water_strawberries():
    s = play(position(), "F3")[0].after
    assert s.active == 5 and s.farms[0][4] == "St"
    out = play(s, "W")[0]
    assert [e.data for e in out.events if isinstance(e.data, Watered)][0].seeds == 3


def test_FRU_PLANT_3_worked_example_2_plant_again_from_the_harvest_house():
    s = position(seeds=[(1, 1, 0, 0, 0, 2, 0)] * 2)
    out = play(s, "F5")[0]
    assert out.after.seeds[0][0] == 2 and out.after.phase == "plant" and out.after.turn == 0
    assert "FRU-PLANT-3" in rules_of([out])


def test_FRU_PLANT_4_worked_example_6_empty_farms_refill_and_turn_over():
    s = position(seeds=[(0, 1, 0, 0, 0, 0, 1), (7, 0, 0, 0, 0, 0, 0)], storage=[16, 11],
                 phase="act", active=6)
    out = play(s, "W")[0]
    refill = [e.data for e in out.events if isinstance(e.data, Refilled)]
    assert refill == [Refilled(1, 0)]
    assert out.after.seeds[1] == (7, 1, 1, 1, 0, 0, 0) and out.after.storage[1] == 8
    assert out.after.turn == 0


def test_FRU_PLANT_4_storage_short_completes_from_the_harvest_house():
    s = position(seeds=[(0, 1, 0, 0, 0, 0, 1), (17, 0, 0, 0, 0, 0, 0)], storage=[16, 1],
                 phase="act", active=6)
    after = play(s, "W")[0].after
    assert after.seeds[1] == (15, 1, 1, 1, 0, 0, 0) and after.storage[1] == 0


def test_FRU_PLANT_4_mid_turn_after_the_house_ends_the_turn():
    s = position(seeds=[(0, 0, 0, 0, 0, 0, 1), (0, 2, 2, 2, 0, 0, 0)])
    out = play(s, "F6")[0]
    assert "FRU-PLANT-4" in rules_of([out]) and out.after.turn == 1
    assert out.after.seeds[0] == (1, 1, 1, 1, 0, 0, 0)


def test_FRU_COLLECT_1_worked_example_3_prices_by_slot():
    s = position(seeds=[(6, 0, 1, 0, 0, 0, 0)] * 2, phase="act", active=2)
    assert [fru.price(s, i).total for i in (1, 2, 3, 4)] == [6, 3, 3, 1]
    assert fru.view(s, 0).prices == (6, 3, 3, 1)


def test_FRU_COLLECT_1_the_verdict_quotes_base_plus_surcharge_and_the_seeds():
    s = position(seeds=[(5, 0, 0, 0, 0, 1, 0)] * 2, phase="act", active=5)      # F5 = St
    v = fru.check(s, fru.parse_move("M1"))
    assert not v.legal
    assert "strawberries in slot M1: 3 + 3 = 6, you have 5" in v.explain("en")
    assert "fraises à l'emplacement M1 : 3 + 3 = 6, vous avez 5" in v.explain("fr")
    assert [r.data for r in v.reasons if isinstance(r.data, Price)][0].total == 6


def test_FRU_COLLECT_1_only_the_active_farms_fruit():
    s = position(seeds=[(9, 0, 1, 0, 0, 0, 0)] * 2, phase="act", active=2)      # Pe
    assert not fru.check(s, fru.parse_move("M1")).legal
    assert fru.check(s, fru.parse_move("M2")).legal


def test_FRU_COLLECT_CHOICE_any_affordable_matching_card():
    s = position(seeds=[(6, 0, 0, 1, 0, 3, 0)] * 2, market=("St", "St", "Pe", "Pi"),
                 phase="act", active=5)
    moves = {fru.format_move(m, False) for m in fru.legal_moves(s)}
    assert moves == {"W", "M1", "M2"}
    v = fru.check(s, fru.parse_move("M2"))
    assert "FRU-COLLECT-CHOICE" in v.rules and "M1" in v.explain("en")


def test_FRU_COLLECT_2_and_FRU_COLLECT_3_worked_example_4_pay_and_slide():
    s = position(seeds=[(4, 1, 0, 0, 3, 0, 0)] * 2, phase="act", active=4)      # Ba
    out = play(s, "M3")[0]
    a = out.after
    assert a.seeds[0] == (1, 1, 0, 0, 0, 0, 0) and a.storage[0] == s.storage[0] + 6
    assert a.market[1:] == ("St", "Pe", "Pi") and a.market[0] == s.deck[0]
    assert [fru.price(a, i).total for i in (2, 3)] == [5, 2]
    assert a.cards[0] == ("Ba",)
    assert {"FRU-COLLECT-2", "FRU-COLLECT-3"} <= set(rules_of([out]))


def test_FRU_COLLECT_3_an_exhausted_deck_leaves_m1_empty():
    s = position(seeds=[(4, 1, 0, 0, 3, 0, 0)] * 2, phase="act", active=4)
    from dataclasses import replace
    s = replace(s, deck=(), cards=(tuple(s.deck[:13]), tuple(s.deck[13:])))
    a = play(s, "M3")[0].after
    assert a.market == ("", "St", "Pe", "Pi")


def test_FRU_WATER_1_worked_example_5_forced_water():
    s = position(farms="PiPeRaPlStBa", seeds=[(4, 1, 0, 0, 2, 0, 0)] * 2,
                 market=("Pl", "Pe", "Ba", "Pi"), phase="act", active=4)
    assert [fru.format_move(m, False) for m in fru.legal_moves(s)] == ["W"]
    out = play(s, "W")[0]
    assert out.after.seeds[0][4] == 4


def test_FRU_WATER_1_storage_short_moves_what_is_there_and_raindrops_never_collect():
    s = position(seeds=[(14, 0, 0, 0, 0, 1, 0)] * 2, storage=[3, 3], phase="act", active=5)
    assert play(s, "W")[0].after.seeds[0][5] == 4
    r = position(seeds=[(6, 0, 0, 1, 0, 0, 0)] * 2, phase="act", active=3)
    assert [fru.format_move(m, False) for m in fru.legal_moves(r)] == ["W"]


@pytest.mark.parametrize("cards, kinds", [
    ("Pi Pe Pl Ba St", {"FIVE-DIFF"}), ("Pi Pi Pi Pi", {"FOUR-SAME"}),
    ("Ba Ba Ba Pl Pl", {"FULL-HOUSE"}), ("Pi Pi Pe Pe St St", {"THREE-PAIRS"}),
    ("Pi Pi Pe Pe St", set()), ("Pi Pi Pi Pe Pe Pe", {"FULL-HOUSE"}),
])
def test_FRU_WIN_1_the_four_combinations(cards, kinds):
    assert set(fru.combinations(cards.split())) == kinds


def test_FRU_WIN_1_the_verdict_names_the_combination_completed():
    s = position(seeds=[(3, 1, 1, 0, 0, 0, 0)] * 2, market=("St", "Ba", "Pl", "Pe"),
                 cards=[("Pi", "Pl", "Ba", "St"), ()], phase="act", active=2)
    v = fru.check(s, fru.parse_move("M4"))
    assert Combination(0, "FIVE-DIFF") in [r.data for r in v.reasons]
    assert "completes 5 different fruits" in v.explain("en")


def test_FRU_END_1_worked_example_7_the_round_is_finished():
    s = position(players=3, seeds=[(0, 2, 2, 2, 0, 0, 0), (2, 1, 0, 0, 1, 0, 0),
                                   (0, 2, 2, 2, 0, 0, 0)],
                 cards=[(), ("Ba", "Ba", "Pl", "Pl"), ()], market=("St", "Pe", "Pl", "Ba"),
                 turn=1, phase="act", active=4)
    a = play(s, "M4")[0].after
    assert a.ending and a.turn == 2 and a.phase == "plant"
    a = play(a, "F3", "W")[-1].after
    assert a.phase == "over" and a.winners == (1,)


def test_FRU_END_2_tie_break_more_fruits_then_more_farm_seeds():
    s = position(players=2, seeds=[(2, 1, 0, 0, 1, 0, 0), (2, 1, 0, 0, 1, 0, 0)],
                 cards=[("Ba", "Ba", "Pl", "Pl"), ("Pi", "Pi", "Pi", "Pi", "Pe")],
                 market=("St", "Pe", "Pl", "Ba"), turn=0, phase="act", active=4)
    a = play(s, "M4")[0].after
    assert a.ending and a.turn == 1
    outs = play(a, "F1", "W")
    final = outs[-1].after
    assert final.phase == "over" and final.winners == (0,)       # 10 fruits beat 5
    assert "FRU-END-2" in rules_of(outs)


def test_FRU_VAR_NOMARKET_three_cards_base_price_fifth_card_ends_at_once():
    s = fru.initial_state(fru.Options(2, no_market=True), 3)
    assert len(s.market) == 3
    s = position(seeds=[(2, 1, 1, 0, 0, 0, 0)] * 2, market=("Pe", "Ba", "Pi"),
                 cards=[("Pi", "Pl", "Ba", "St"), ()], phase="act", active=2, no_market=True)
    assert [fru.price(s, i).total for i in (1, 2, 3)] == [1, 2, 1]
    a = play(s, "M1")[0].after
    assert a.phase == "over" and a.winners == (0,) and len(a.market) == 3


def test_FRU_SOLO_1_five_cards_one_on_offer_base_price():
    s = fru.initial_state(fru.Options(1), 2)
    assert len(s.market) == 1
    assert sorted(s.market + s.deck) == sorted(("Pi", "Pe", "Pl", "Ba", "St"))
    assert fru.price(s, 1).surcharge == 0


def test_FRU_SOLO_2_worked_example_8_buying_spends_all_of_the_house():
    s = position(players=1, seeds=[(5, 1, 1, 0, 0, 0, 0)], market=("Pe",), phase="act", active=2)
    a = play(s, "M1")[0].after
    assert a.spent == 5 and a.seeds[0][0] == 0 and a.storage[0] == s.storage[0] + 1
    assert a.market == (s.deck[0],)


def test_FRU_SOLO_3_win_with_five_cards_lose_with_no_seed_on_farms():
    s = position(players=1, seeds=[(1, 1, 1, 0, 0, 0, 0)], market=("Pe",), phase="act",
                 active=2, spent=4, cards=[("Pi", "Pl", "Ba", "St")])
    a = play(s, "M1")[0].after
    assert a.phase == "over" and a.winners == (0,)
    lost = position(players=1, seeds=[(3, 0, 0, 0, 0, 0, 1)], market=("Pe",))
    a = play(lost, "F6")[0].after
    assert a.phase == "over" and a.winners == ()


def test_FRU_PLANT_1_one_event_per_seed_each_snapshot_a_whole_position():
    s = position()
    out = play(s, "F3")[0]
    drops = [e for e in out.events if isinstance(e.data, SeedDropped)]
    assert [(d.data.k, d.data.space, d.data.held) for d in drops] == [(1, 4, 1), (2, 5, 0)]
    assert [d.snapshot.seeds[0] for d in drops] == [(0, 2, 2, 1, 1, 0, 0), (0, 2, 2, 0, 1, 1, 0)]
    assert drops[0].explain("en").startswith("seed 1 of 2 lands on F4")
    for e in out.events:
        assert fru.from_notation(fru.to_notation(e.snapshot)) == e.snapshot


def test_FRU_END_2_each_direction_is_a_setting():
    def final(**options):
        s = position(players=2, seeds=[(2, 1, 0, 0, 1, 0, 0), (2, 1, 0, 0, 1, 0, 0)],
                     cards=[("Ba", "Ba", "Pl", "Pl"), ("Pi", "Pi", "Pi", "Pi", "Pe")],
                     market=("St", "Pe", "Pl", "Ba"), turn=0, phase="act", active=4,
                     **options)
        outs = play(s, "M4", "F1", "W")
        return outs[-1]
    assert final().after.winners == (0,)                          # 10 fruits beat 5
    fewer = final(tiebreak_fruit="fewer")
    assert fewer.after.winners == (1,)                            # 5 fruits beat 10
    assert "fewer fruits on market cards" in fewer.events[-2].explain("en")
    assert "tiebreak=fewer.more" in fru.to_notation(fewer.after)
    # equal fruits: the seeds on the farms decide, in the direction set
    s = position(players=2, seeds=[(2, 1, 0, 0, 1, 0, 0), (0, 1, 0, 0, 3, 0, 0)],
                 cards=[("Pi", "Pi", "Pi"), ("Pe", "Pe", "Pe", "Pe")],
                 market=("St", "Pe", "Pl", "Pi"), turn=0, phase="act", active=1)
    more = play(s, "M4", "F1", "W")[-1].after
    assert more.phase == "over" and more.winners == (1,)           # P2 kept more farm seeds
    s2 = fru.from_notation(fru.to_notation(s).replace("market=yes",
                                                      "market=yes tiebreak=more.fewer"))
    assert play(s2, "M4", "F1", "W")[-1].after.winners == (0,)


def test_FRU_VAR_NOMARKET_the_end_and_the_winner_are_settings():
    base = dict(seeds=[(2, 1, 1, 0, 0, 0, 0), (2, 1, 0, 1, 0, 0, 0)], market=("Pe", "Ba", "Pi"),
                cards=[("Pi", "Pl", "Ba", "St"), ("Ba", "Ba", "Ba", "Pl")], phase="act",
                active=2, no_market=True)
    # FRU-OPEN-FIRST5 "round": Player 2 still plays and buys a 5th card too (4 bananas)
    s = position(variant_end="round", **base)
    a = play(s, "M1")[0].after
    assert a.phase == "plant" and a.ending and a.turn == 1
    assert "fifth=round.first" in fru.to_notation(a)
    outs = play(a, "F3", "M1")
    end = outs[-1].after
    assert end.phase == "over" and len(end.cards[1]) == 5 and end.winners == (0,)  # first
    assert "FRU-VAR-NOMARKET" in rules_of(outs)
    # "combination": 5 different (9 fruits) against 4 of a kind (10): FRU-END-2 decides
    s = position(variant_end="round", variant_winner="combination", **base)
    outs = play(s, "M1", "F3", "M1")
    assert outs[-1].after.winners == (1,) and "FRU-END-2" in rules_of(outs)
    # at once (the default end), "combination": the buyer alone holds one and wins
    s = position(variant_winner="combination", **base)
    over = play(s, "M1")[0].after
    assert over.phase == "over" and over.winners == (0,)
    # nobody holds a combination: the buyer of the 5th card wins
    s = position(variant_winner="combination", **{**base, "cards": [
        ("Pi", "Pi", "Pl", "Ba"), ("Ba", "Ba", "Ba", "Pl")]})
    assert play(s, "M1")[0].after.winners == (0,)


def test_FRU_SETUP_options_refused_in_both_languages():
    from tutor.core import UsageError, render
    for bad in (fru.Options(5), fru.Options(1, no_market=True),
                fru.Options(2, tiebreak_fruit="less")):
        problem = bad.problem()
        assert problem is not None and render(problem, "fr") != render(problem, "en")
        with pytest.raises(UsageError):
            fru.initial_state(bad, 0)
