"""The Piggy swap (POOK-PIG-1/2/4, POOK-TURN-2) and the powers (POOK-POW-*)."""

from pk_support import (EXAMPLE_2, failing, moves_text, play, pos, position, reason, rules,
                        verdict)

from tutor import pook as pk


def test_POOK_PIG_1_swap_with_an_adjacent_card_keeping_its_side():
    s = position("0,1:k1~1,./P,O1", "V1|M1", obj="KV,MO")
    after, outs = play(s, "pig@1,0")
    assert after.board.piggy == (1, 0) and after.board.warrior((0, 0)).code == "O1"
    assert rules(outs) == ["POOK-PIG-1"]
    assert failing(verdict(s, "pig@1,1")) == ["POOK-PIG-1"]     # diagonal: no card next to Piggy


def test_POOK_PIG_1_at_most_once_per_turn():
    after, _ = play(position("0,1:k1~1,./P,O1", "V1|M1", obj="KV,MO"), "pig@1,0")
    v = verdict(after, "pig@0,0")
    assert failing(v) == ["POOK-PIG-1"]
    assert "already swapped Piggy this turn" in v.explain("en")
    assert not any(m.startswith("pig@") for m in moves_text(after))
    # and no swap is offered after the main action either
    end, outs = play(after, "v1@-1,0")
    assert end.turn == 1 and "POOK-TURN-2" not in rules(outs)


def test_POOK_TURN_2_swap_before_or_after_the_main_action():
    s = position("0,1:k1~1,./P,O1", "V1,K1|M1", obj="KV,MO")
    before, _ = play(s, "pig@1,0", "v1@-1,0")
    assert before.turn == 1
    mid, outs = play(s, "v1@-1,0")
    assert mid.phase.value == "after" and "pass" in moves_text(mid)
    after, outs = play(mid, "pig@1,0")
    assert after.turn == 1 and after.block == (0, 0)
    v = verdict(mid, "K1@2,0")
    assert failing(v) == ["POOK-TURN-2"] and "swap Piggy after the main action, or pass" in \
        v.explain("en")


def test_POOK_PIG_2_not_the_card_the_previous_player_swapped_worked_example_5():
    s = position("0,1:k1~1,./P,O1", "V1|M1", obj="KV,MO", turn=2, block="1,0")
    v = verdict(s, "pig@1,0")
    assert failing(v) == ["POOK-PIG-2"]
    assert "Player 1 just swapped Piggy with O1 at (1,0): not that card again" in v.explain("en")
    assert verdict(s, "pig@0,1").legal
    # next player (C in the example): X is allowed again, Y (just swapped) is not
    after, _ = play(s, "pig@0,1", "m1@-1,1")
    assert after.block == (0, 0)
    assert failing(verdict(after, "pig@0,0")) == ["POOK-PIG-2"]


def test_POOK_PIG_2_only_the_previous_turn_counts():
    s = position("0,1:k1~1,./P,O1", "V1|M1", obj="KV,MO", turn=2, block="1,0")
    after, _ = play(s, "m1@-1,0", "pass")        # player 2 does not swap
    assert after.block is None and verdict(after, "pig@1,0").legal


def test_POOK_PIG_4_piggy_immune_mage_cannot_target_and_protection_never_blocks_swaps():
    s = position("0,1:.,K1/P,M3", "O1|V1", obj="KO,MV")
    v = verdict(s, "pig@1,0")
    assert v.legal and "POOK-PIG-4" in v.rules
    mage = position("0,0:P", "M1,O1|V1", obj="KM,OV")
    after, _ = play(mage, "M1@1,0")
    # the only neighbour is Piggy (immune): the power is asked, and only a pass is legal
    assert after.phase.value == "power" and moves_text(after) == ["pass"]
    assert failing(verdict(after, "power@0,0=O1")) == ["POOK-PIG-4"]
    placed = position("-1,1:k1~1,./M1,P", "O1|V1", obj="KM,OV", phase="power", placed="-1,0")
    v = verdict(placed, "power@0,0=O1")
    assert failing(v) == ["POOK-PIG-4"] and "Piggy is immune" in v.explain("en")


def test_POOK_POW_KNIGHT_protects_adjacent_warriors_worked_example_2():
    after, outs = play(EXAMPLE_2, "O2@1,0")
    lines = [e.explain("en") for o in outs for e in o.events]
    assert "O2 has no target for its power (POOK-POW-ORC)" in lines
    assert "M3 at (1,1) is protected by the Knight at (0,1) (POOK-POW-KNIGHT)" in lines
    assert after.phase.value == "power" and moves_text(after) == ["pass"]


def test_POOK_POW_KNIGHT_a_power_with_no_target_is_still_asked_and_each_target_explained():
    """A refused power is a verdict, not a skipped phase: the Orc's owner is asked to pass,
    and trying the guarded Mage says which Knight guards it."""
    after, _ = play(EXAMPLE_2, "O2@1,0")
    (ask,) = pk.asks(after)
    assert ask.step == "power" and ask.rule == "POOK-POW-ORC"
    assert "finds no target" in ask.explain("en") and "aucune cible" in ask.explain("fr")
    v = verdict(after, "power@1,1")
    assert failing(v) == ["POOK-POW-KNIGHT"]
    assert "M3 at (1,1) is protected by the Knight at (0,1)" in v.explain("en")
    assert "not now" not in v.explain("en")
    passed, _ = play(after, "pass")
    assert passed.phase.value in ("after", "play")


def test_POOK_POW_KNIGHT_event_names_the_warriors_it_guards_or_says_it_guards_none():
    s = position("0,1:.,k1~2/P,V1", "K1,K2|M1", obj="KO,MV")
    _, outs = play(s, "K1@-1,0")                  # next to Piggy only
    assert "K1 protects no adjacent warrior (POOK-POW-KNIGHT)" in lines_of(outs)
    assert "K1 ne protège aucun guerrier adjacent (POOK-POW-KNIGHT)" in lines_of(outs, "fr")
    assert not any("protects 0" in line or ": -" in line for line in lines_of(outs))
    _, outs = play(s, "K1@1,-1")                  # under V1
    assert "K1 protects 1 adjacent warrior: (1,0) (POOK-POW-KNIGHT)" in lines_of(outs)


def lines_of(outs, lang="en"):
    return [e.explain(lang) for o in outs for e in o.events]


def test_POOK_PIG_1_a_coin_side_card_is_named_without_a_bare_dollar():
    """The swap reason and event name a coin-side card in words (which card stays hidden)."""
    s = position("0,1:k1~2,./P,V1", "K1|M1", obj="KO,MV")
    v = verdict(s, "pig@0,1")
    assert "✓ a coin-side card at (0,1) is next to Piggy at (0,0) (POOK-PIG-1)" in \
        v.explain("en").splitlines()[1]
    assert "une carte côté pièce en (0,1) est à côté de Piggy en (0,0)" in v.explain("fr")
    _, outs = play(s, "pig@0,1")
    assert "Player 1 swaps Piggy at (0,0) with a coin-side card at (0,1) (POOK-PIG-1)" in \
        lines_of(outs)
    assert "Le joueur 1 échange Piggy en (0,0) avec une carte côté pièce en (0,1) (POOK-PIG-1)" \
        in lines_of(outs, "fr")
    occupied = verdict(s, "K1@0,1")
    assert "(0,1) already holds a coin-side card" in occupied.explain("en")
    assert "(0,0) already holds Piggy" in verdict(s, "K1@0,0").explain("en")
    warrior = verdict(s, "pig@1,0")
    assert "V1 at (1,0) is next to Piggy at (0,0)" in warrior.explain("en")
    for text in (v.explain("en"), v.explain("fr"), *lines_of(outs), *lines_of(outs, "fr"),
                 occupied.explain("en"), occupied.explain("fr")):
        assert "$" not in text


def test_POOK_POW_KNIGHT_does_not_protect_itself_nor_coins():
    s = position("0,1:.,K1/P,k1~2", "O1|V1", obj="KO,MV")
    # an Orc next to the Knight can flip it (no other Knight guards it)
    after, _ = play(s, "O1@1,2")
    assert "power@1,1" in moves_text(after)
    # a coin next to a Knight is not protected (seed reading): worked example 4
    viking = position("0,1:.,K2/P,k1~2", "V1|M1", obj="KV,MO")
    end, outs = play(viking, "V1@2,0", "power@1,0")
    assert "POOK-POW-VIKING" in rules(outs) and end.board.warrior((1, 0)).code == "K1"


def test_POOK_POW_ORC_flips_an_unprotected_adjacent_warrior():
    s = position("0,1:k1,M3,o1~2/k2~2,.,P", "O2|V1", obj="KO,MV")
    after, outs = play(s, "O2@1,0", "power@1,1")
    assert "O2 flips M3 at (1,1) to its coin side" in [e.explain("en").rsplit(" (", 1)[0]
                                                       for o in outs for e in o.events]
    assert repr(after).startswith("from_notation('pk1 ")     # repr is paste-able notation
    assert pos(repr(after)[len("from_notation('"):-2]) == after
    v = verdict(play(s, "O2@1,0")[0], "power@0,0")
    assert failing(v) == ["POOK-POW-ORC"] and "lies coin side up" in v.explain("en")


def test_POOK_POW_VIKING_flips_an_adjacent_coin_face_up_without_power():
    s = position("0,1:.,K2/P,k1~2", "V1|M1", obj="KV,MO")
    mid, _ = play(s, "V1@2,0")
    assert moves_text(mid) == ["power@1,0", "pass"]
    after, outs = play(mid, "power@1,0")
    assert rules(outs)[0] == "POOK-POW-VIKING" and after.phase.value == "after"


def test_POOK_POW_MAGE_type_kept_any_level_pays_the_cost_worked_example_3():
    s = position("0,1:k2~1,./P,V3", "M1,O1,O3|K1", obj="KM,OV")
    mid, _ = play(s, "M1@1,1")
    v = verdict(mid, "power@1,0=O3")
    assert failing(v) == ["POOK-COST-1"] and "→ 1 < 3" in v.explain("en")
    after, outs = play(mid, "power@1,0=O1")
    assert after.board.warrior((1, 0)).code == "O1"
    assert sorted(c.code for c in after.hands[0]) == ["O3", "V3"]
    # coin for coin: laid coin side, no cost whatever the level
    coin, _ = play(mid, "power@0,1=O3")
    assert not coin.board[(0, 1)].up and coin.board[(0, 1)].card.code == "O3"


def test_POOK_POW_MAGE_needs_a_hand_card_and_skips_protected_targets():
    s = position("0,1:k2~1,./P,V3", "M1|K1", obj="KM,OV")
    after, outs = play(s, "M1@1,1")             # last card: empty hand, no power
    assert "M1 has no target for its power" in "\n".join(
        e.explain("en") for o in outs for e in o.events)
    guarded = position("0,1:k2~1,.,./P,V3,K1", "M1,O1|K1", obj="KM,OV")
    mid, _ = play(guarded, "M1@1,1")
    assert not any(m.startswith("power@1,0") for m in moves_text(mid))
    v = verdict(mid, "power@1,0=O1")
    assert failing(v) == ["POOK-POW-KNIGHT"]
    assert reason(v, "POOK-POW-KNIGHT").focus == ((1, 0), (2, 0))


def test_POOK_TURN_1_power_is_optional():
    s = position("0,1:k1,M3,o1~2/k2~2,.,P", "O2|V1", obj="KO,MV")
    after, outs = play(s, "O2@1,0", "pass")
    assert after.board.warrior((1, 1)).code == "M3"
    assert rules(outs)[-1] in ("POOK-TURN-1", "POOK-SETUP-4", "POOK-TURN-2")


def test_POOK_PIG_2_a_card_taken_by_a_mage_leaves_no_restriction_behind():
    s = position("0,0:P,k1~1", "M1,O1|V1", obj="KM,OV")
    after, outs = play(s, "pig@1,0", "M1@0,1", "power@0,0=O1")
    assert after.turn == 1 and after.block is None       # the swapped card is in a hand now
    assert "POOK-POW-MAGE" in rules(outs)
