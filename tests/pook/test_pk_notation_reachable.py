"""Positions that no game reaches are refused, each with a message naming the invariant
that real play keeps and its rule, so that whatever the notation accepts can be played to
the end (the fuzz tests in ``test_pk_notation_properties`` hold every mutant to that)."""

import pytest

from tutor import pook as pk
from tutor.core import NotationError

from pk_support import play, position


def refusal(text: str) -> NotationError:
    with pytest.raises(NotationError) as info:
        pk.from_notation(text)
    return info.value


# ---------------------------------------------------------------- positions no game reaches

def test_POOK_SETUP_1_the_table_covers_0_0_where_piggy_started():
    err = refusal(position("1,0:P,K1", "V1|M1"))
    assert err.msg.key == "pk.notation.origin"
    assert "(POOK-SETUP-1, POOK-PLACE-1)" in str(err)
    assert "la table doit avoir une carte en (0,0)" in err.explain("fr")
    pk.from_notation(position("-1,0:P,K1", "V1|M1"))         # Piggy moved away: fine


def test_POOK_TURN_3_while_the_pile_has_cards_the_hands_are_refilled():
    err = refusal(position("0,0:P", "K1,K2|M1", pile="O1"))
    assert err.msg.key == "pk.notation.not_refilled"
    assert "seat 2 holds 1 card, not 2 (POOK-SETUP-3, POOK-TURN-3)" in err.explain("en")
    assert "le siège 2 a 1 carte, pas 2" in err.explain("fr")
    pk.from_notation(position("0,0:P", "K1,K2|M1,M2", pile="O1"))    # abridged, refilled
    # the whole deck is dealt 6 a seat: hands of 5 with a pile are never refilled ones
    start = pk.initial_state(pk.Options(2), 1)
    short = start.replace(hands=tuple(h[:5] for h in start.hands),
                          pile=start.pile + (start.hands[0][5],) + (start.hands[1][5],))
    assert sum(short.all_cards().values()) == 24
    err = refusal(pk.to_notation(short.replace(pile=short.pile[:12])
                                 .replace(board=pk.Board({(0, 0): pk.state.PIGGY,
                                                          (1, 0): pk.Laid(short.pile[12], False,
                                                                          0),
                                                          (2, 0): pk.Laid(short.pile[13], False,
                                                                          1)}))))
    assert err.msg.key == "pk.notation.not_refilled" and "not 6" in err.explain("en")


def test_POOK_TURN_3_the_seat_on_turn_holds_one_fewer_once_it_has_played():
    s = pk.initial_state(pk.Options(3), 4)
    move = next(m for m in pk.legal_moves(s) if isinstance(m, pk.Place) and not m.up)
    after = pk.apply(s, move).after
    assert after.phase is pk.Phase.AFTER and after.pile
    assert pk.from_notation(pk.to_notation(after)) == after
    sizes = [len(h) for h in after.hands]
    assert sizes[after.turn] == 5 and sizes.count(6) == 2


def test_POOK_TURN_1_a_full_hand_in_phase_after_is_refused():
    """The seat on turn has laid its card: its draw would make a seventh."""
    six, other = "K1,K1,K2,M1,M1,M2", "O1,O1,O2,V1,V1,V2"
    text = position("0,0:P,k1~1", f"{six}|{other}", phase="after", pile="V3")
    err = refusal(text)
    assert err.msg.key == "pk.notation.played_hand"
    assert "in phase 'after' seat 1 has already played its card this turn, so its hand " \
           "holds at most 5, not 6 (POOK-SETUP-3, POOK-TURN-1)" in err.explain("en")
    assert "en phase « after » le siège 1 a déjà joué sa carte" in err.explain("fr")


@pytest.mark.parametrize("phase, extra", [("over", "winners=1"), ("tiebreak", "tied=1,2")])
def test_POOK_END_1_the_end_comes_with_every_card_played(phase, extra):
    field = extra.split("=")[0]
    text = position("0,0:P,k1~1", "M1|-", obj="KM,OV", phase=phase).replace(
        f"{field}=-", extra)
    err = refusal(text)
    assert err.msg.key == "pk.notation.cards_left"
    assert f"phase '{phase}' comes once every card has been played, but the hands and the " \
           "draw pile still hold 1 card (POOK-END-1)" in err.explain("en")


def test_POOK_END_4_tied_seats_share_one_score():
    text = position("0,0:P,K1,o1", "-|-", obj="KM,OV", phase="tiebreak", tied="1,2")
    err = refusal(text)
    assert err.msg.key == "pk.notation.tied_scores"
    assert "seats 1, 2 are tied, but their scores differ (1, 0)" in err.explain("en")
    assert "(POOK-END-4)" in str(err)


def test_POOK_END_3_shared_winners_share_one_score_and_no_coin_card_is_left():
    err = refusal(position("0,0:P,K1", "-|-", obj="KM,OV", phase="over", winners="1,2"))
    assert err.msg.key == "pk.notation.winners_scores" and "(POOK-END-3)" in str(err)
    err = refusal(position("0,0:P,K1,V1,k2", "-|-", obj="KM,OV", phase="over",
                           winners="1,2"))
    assert err.msg.key == "pk.notation.tie_left" and "(POOK-END-4)" in str(err)
    pk.from_notation(position("0,0:P,K1,V1", "-|-", obj="KM,OV", phase="over", winners="1,2"))


def test_POOK_PIG_1_the_card_piggy_was_swapped_with_lies_next_to_it():
    board = "-1,0:k1~1,P,k2~2,k1~2"                  # Piggy at (0,0)
    pk.from_notation(position(board, "V1|M1", swap="1,0"))
    err = refusal(position(board, "V1|M1", swap="2,0"))
    assert err.msg.key == "pk.notation.swap_far" and "(POOK-PIG-1)" in str(err)
    err = refusal(position(board, "V1|M1", swap="gone"))
    assert err.msg.key == "pk.notation.swap_gone"
    assert "(POOK-POW-MAGE, POOK-PIG-1)" in str(err)


def test_POOK_PIG_2_the_barred_card_lies_next_to_where_piggy_began_the_turn():
    board = "-1,0:k1~1,P,k2~2,k1~2"                  # Piggy at (0,0)
    pk.from_notation(position(board, "V1|M1", block="1,0"))
    err = refusal(position(board, "V1|M1", block="2,0"))
    assert err.msg.key == "pk.notation.block_far" and "(POOK-PIG-2)" in str(err)
    assert "must lie next to (0,0)" in err.explain("en")
    # Piggy swapped this turn from (0,0) to (1,0): the barred card stays next to (0,0)
    moved = "-1,0:k1~1,k2~2,P,k1~2"
    pk.from_notation(position(moved, "V1|M1", block="-1,0", swap="0,0"))
    err = refusal(position(moved, "V1|M1", block="2,0", swap="0,0"))
    assert err.msg.key == "pk.notation.block_far"


def test_POOK_TURN_1_the_warrior_whose_power_waits_was_just_laid_and_paid():
    board = "0,0:P,O1,k1~2"
    pk.from_notation(position(board, "V1|M1", phase="power", placed="1,0"))
    err = refusal(position(board, "V1|M1", phase="power", placed="1,0", block="1,0"))
    assert err.msg.key == "pk.notation.placed_swapped" and "(POOK-TURN-1)" in str(err)


def test_POOK_COST_1_the_warrior_whose_power_waits_paid_its_cost():
    err = refusal(position("0,0:P,k1~2/.,O3", "V1|M1", phase="power", placed="1,-1"))
    assert err.msg.key == "pk.notation.placed_cost"
    assert "it needs 3 coins in its row and column, which hold 1 (POOK-COST-1)" \
        in err.explain("en")


def test_POOK_PIG_1_phase_after_has_a_swap_to_offer():
    err = refusal(position("0,0:P,k1~1", "V1|M1", phase="after", block="1,0"))
    assert err.msg.key == "pk.notation.after_no_swap"
    assert "(POOK-PIG-1, POOK-PIG-2)" in str(err)
    pk.from_notation(position("0,0:P,k1~1", "V1|M1", phase="after"))


def test_POOK_END_4_a_refused_position_was_a_dead_end_and_an_accepted_one_plays_out():
    """The fact sheet's tie of example 6 plays to its end from its notation."""
    s, _ = play(position("0,1:K3,K2,M3,M1,O3/V3,o2~1,k1~3,P,.", "-|-|-", obj="KO,MV,KV",
                         players=3, turn=3, phase="tiebreak", tied="1,3"),
                "flip@1,0", "flip@2,0")
    assert s.phase is pk.Phase.OVER
