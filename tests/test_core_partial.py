"""A move put together part by part: ``Partial``, ``parts_of``/``move_for``, and ``check``
explaining the parts chosen so far (every game's legal moves: tests/test_conformance.py)."""

from __future__ import annotations

import tutor.flaming_pyramids as fp
import tutor.oh_hell as oh
import tutor.pook as pk
from tutor.core import Cell, Partial

POOK_MAGE = ("pk1 players=2 window=floating turn=1 phase=play block=- swap=- placed=- "
             "board=0,1:K1,M3,o1~2/k2~2,.,P hands=M1,O1|V1 pile=- obj=KO,MV tied=- picks=- "
             "winners=-")


def test_partial_parts_are_replaced_removed_and_compared():
    p = Partial("place").with_part("tile", "B60").with_part("cell", Cell(1, 0))
    assert p.names == ("tile", "cell") and p.get("cell") == (1, 0) and "tile" in p
    again = p.with_part("tile", "Y4")
    assert again.names == ("cell", "tile") and again.get("tile") == "Y4"
    assert p.without("cell").parts == (("tile", "B60"),)
    assert p.without("cell").agrees_with(p) and not again.agrees_with(p)
    assert not Partial("slide").agrees_with(Partial("place"))


def test_FP_TURN_1_a_tile_is_checked_before_its_cell_is_chosen():
    s = fp.initial_state(fp.Options(2), 0)
    mine, theirs = s.hands[0][0], s.hands[1][0]
    picked = fp.check(s, Partial("place", (("tile", mine),)))
    assert not picked.complete and picked.legal and picked.rules == ("FP-TURN-1",)
    assert "now choose where" in picked.headline("en")
    assert "choisissez maintenant où" in picked.headline("fr")
    refused = fp.check(s, Partial("place", (("tile", theirs),)))
    assert not refused.legal and refused.violations[0].rule == "FP-TURN-1"
    assert fp.move_for(s, Partial("place", (("tile", mine),))) is None


def test_FP_PLACE_2_a_cell_is_checked_before_the_tile_is_chosen():
    s = fp.initial_state(fp.Options(2), 0)
    rule, (site, *_) = fp.sites(s.pyramid)
    open_site = fp.check(s, Partial("place", (("cell", Cell(*site)),)))
    assert open_site.legal and open_site.rules == (str(rule),)
    taken = fp.check(s, Partial("place", (("cell", Cell(0, 0)),)))
    assert not taken.legal and "already holds" in taken.explain("en")


def test_FP_COLL_2_a_cell_that_is_no_landing_cell_is_refused_with_the_two_that_are():
    s = fp.from_notation("fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/0:Y10,B20 hands=Y40|R2 "
                         "piles=-|-")
    s = fp.apply(s, fp.parse_move("Y40@2,0")).after
    left = fp.parts_of(s, fp.parse_move("slide L"))
    assert left.get("cell") == (1, 0) and fp.move_for(s, left) == fp.Slide(fp.Side.LEFT)
    wrong = fp.check(s, Partial("slide", (("cell", Cell(0, 2)),)))
    assert not wrong.complete and not wrong.legal
    assert wrong.violations[0].rule == "FP-COLL-2"
    assert "(1,0)" in wrong.explain("en") and "(1,1)" in wrong.explain("en")
    assert set(wrong.focus) >= {(1, 0), (1, 1)}


def test_OH_BID_1_the_wrong_step_is_refused_by_the_gate_even_when_empty():
    s = oh.initial_state(oh.Options(3), 1)
    asked = oh.check(s, Partial("bid"))
    assert asked.legal and not asked.complete and "0 to" in asked.headline("en")
    wrong = oh.check(s, Partial("play"))
    assert not wrong.legal and wrong.violations[0].rule == "OH-BID-1"
    assert oh.move_for(s, Partial("bid", (("bid", 1),))) == oh.Bid(1)


def test_POOK_POW_MAGE_the_target_is_explained_before_the_hand_card_is_chosen():
    s = pk.from_notation(POOK_MAGE)
    s = pk.apply(s, pk.parse_move("M1@1,0")).after          # the Mage may swap a card in
    target = Partial("power", (("cell", Cell(0, 0)),))
    assert pk.move_for(s, target) is None                    # a hand card is still to come
    verdict = pk.check(s, target)
    assert verdict.legal and not verdict.complete
    assert "POOK-POW-MAGE" in verdict.rules and "pick that hand card" in verdict.headline()
    whole = target.with_part("card", pk.card("O1"))
    assert pk.move_for(s, whole) == pk.Power((0, 0), pk.card("O1"))
    assert pk.check(s, whole).legal and pk.check(s, whole).complete


def test_POOK_PLACE_1_a_lone_cell_is_refused_before_a_card_is_picked_and_PIG_1_swaps():
    s = pk.from_notation(POOK_MAGE)
    alone = pk.check(s, Partial("place", (("cell", Cell(5, 5)),)))
    assert not alone.legal and alone.violations[0].rule == "POOK-PLACE-1"
    assert "Interdit" in alone.headline("fr")
    occupied = Partial("place", (("card", pk.card("M1")), ("cell", Cell(2, 1))))
    assert pk.move_for(s, occupied) == pk.Swap((2, 1))       # a card next to Piggy: the swap
    assert pk.check(s, occupied).legal
