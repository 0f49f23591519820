"""Draw (POOK-TURN-3), end of game (POOK-END-1), scoring (POOK-END-2/3) and the tie-break
(POOK-END-4), with hidden information in ``view``."""

import pytest

from tutor.core import AskKind

from tutor import pook as pk

from pk_support import failing, moves_text, play, pos, position, rules, verdict

TIE = position("0,1:K3,K2,M3,M1,O3/V3,o2~1,k1~3,P,.", "-|-|-", obj="KO,MV,KV", players=3,
               turn=3, phase="tiebreak", tied="1,3")


def test_POOK_TURN_3_draw_after_the_turn_under_four_players():
    s = position("0,0:P", "V1,K1|M1,M2", pile="O1,O2")
    after, outs = play(s, "v1@1,0", "pass")
    assert [c.code for c in after.hands[0]] == ["K1", "O1"]
    assert [c.code for c in after.pile] == ["O2"]
    assert "POOK-TURN-3" in rules(outs)
    # the draw comes after the power: a Mage played as the last card finds the hand empty
    last = position("0,1:k2~1,./P,V3", "M1|K1", pile="O1")
    mid, outs = play(last, "M1@1,1")
    assert "M1 has no target for its power" in "\n".join(e.explain("en") for o in outs
                                                           for e in o.events)


def test_POOK_TURN_3_no_draw_with_four_players():
    s = pk.initial_state(pk.Options(4), 2)
    assert not s.pile


def test_POOK_END_1_game_ends_when_every_card_is_played():
    s = position("-1,1:.,k2~2,./k1~1,P,O1", "M2|-")
    after, outs = play(s, "M2@-1,1", "pass", "pass")      # no power, no swap after
    assert after.phase.value == "over" and moves_text(after) == []
    assert "POOK-END-1" in rules(outs)
    v = verdict(after, "pass")
    assert failing(v) == ["POOK-END-1"]


def test_POOK_END_2_and_POOK_END_3_face_up_levels_and_two_factions_added():
    s = position("-1,1:.,k2~2,./k1~1,P,O1", "M2|-")
    after, outs = play(s, "M2@-1,1", "pass", "pass")
    text = [e.explain("en") for o in outs for e in o.events]
    assert "faction totals: Knights 0, Mages 2, Orcs 1, Vikings 0 (POOK-END-2)" in text
    assert "Player 1: Knight 0 + Mage 2 = 2 (POOK-END-3)" in text
    assert "Player 2: Orc 1 + Viking 0 = 1 (POOK-END-3)" in text
    assert after.winners == (0,)
    assert pk.scores(after) == (2, 1)


def test_POOK_END_4_tie_break_worked_example_6():
    v = verdict(TIE, "flip@3,1")
    assert failing(v) == ["POOK-END-4"]
    assert verdict(TIE, "V3@0,0").violations[0].rule == "POOK-END-4"
    assert moves_text(pos(TIE)) == ["flip@1,0", "flip@2,0"]
    mid, _ = play(TIE, "flip@1,0")
    assert mid.to_act == 2 and mid.board[(1, 0)].up is False     # simultaneous: not yet flipped
    after, outs = play(mid, "flip@2,0")
    assert after.winners == (0,) and pk.scores(after) == (11, 7, 9)


def test_POOK_END_4_the_next_pick_is_prompted_and_other_moves_are_refused():
    """After the first pick the position asks the next tied player (a response, worded as a
    prompt, not a refusal); a move other than a pick is still refused with "not now"."""
    mid, _ = play(TIE, "flip@1,0")
    (ask,) = pk.asks(mid)
    assert ask.seat == 2 and ask.rule == "POOK-END-4" and ask.step == "pick"
    assert ask.kind is AskKind.RESPONSE
    assert ask.explain("en") == "Player 3's turn to pick a coin card to break the tie (POOK-END-4)"
    assert ask.explain("fr") == ("Au joueur 3 de choisir une carte pièce pour départager "
                                 "(POOK-END-4)")
    assert "not now" not in ask.explain("en") and "pas maintenant" not in ask.explain("fr")
    assert all(m.seat == 2 for m in pk.legal_moves(mid))
    refused = verdict(mid, "pass")
    assert failing(refused) == ["POOK-END-4"]
    assert "✗ not now: Player 3 must pick a coin card to break the tie (POOK-END-4)" in \
        refused.explain("en")
    assert "pas maintenant : le joueur 3 doit choisir une carte pièce pour départager" in \
        refused.explain("fr")


def test_POOK_END_4_same_card_picked_twice_flips_once_and_the_tie_can_stand():
    after, outs = play(TIE, "flip@1,0", "flip@1,0")
    assert [e.rule for o in outs for e in o.events].count("POOK-END-4") == 3  # 2 picks,
    # 1 reveal, then: A 10 and C 8 → A wins
    assert after.winners == (0,)
    # a tie with no coin card left stands (shared first place)
    # (seats 1 and 2 tie at 1; the last coin card is a Knight, a faction both score)
    stand = position("0,0:P,M1,O1,k1", "-|-", obj="KM,KO", phase="tiebreak", tied="1,2",
                     turn=2)
    after, outs = play(stand, "flip@3,0", "flip@3,0")
    assert after.winners == (0, 1) and "it stands" in outs[-1].explain("en")


def test_view_hides_coin_cards_and_other_hands_teaching_shows_all():
    s = pos(position("0,0:P,k1~2,o2", "V1|M1", obj="KM,OV"))
    v0, v1 = pk.view(s, 0), pk.view(s, 1)
    assert v0.token((1, 0)) == "$" and v1.token((1, 0)) == "k1~2"
    assert v0.token((2, 0)) == "o2"            # flipped down by an Orc: everyone saw it
    assert v0.hands[1] is None and v0.hand_sizes == (1, 1)
    t = pk.view(s, 0, teaching=True)
    assert t.token((1, 0)) == "k1~2" and t.hands[1] is not None and t.objectives[1]
    with pytest.raises(ValueError):
        pk.view(s, 2)


def test_view_of_a_spectator_shows_only_public_information():
    s = pos(position("0,0:P,k1~2,o2", "V1|M1", obj="KM,OV"))
    v = pk.view(s, None)
    assert v.token((1, 0)) == "$" and v.token((2, 0)) == "o2"
    assert v.hand == () and v.hands == (None, None) and v.objectives == (None, None)
    assert pk.view(s, None, teaching=True).token((1, 0)) == "k1~2"
