"""The 16 characters with the fact sheet's edge cases (BANG-CHAR-*, BANG-OPEN-LASTLIFE)."""

from __future__ import annotations

from tutor import bang
from tutor.bang.facts import Drawn

from bang_support import events, failing, moves_text, play, pos, position, rules, verdict


def at(*seats, **kw):
    return pos(position(*seats, **kw))


REST = ("O:sid:4:a:-:-", "O:kit:4:a:-:-", "R:blackjack:4:a:-:-")


def test_BANG_CHAR_BART_draws_one_card_per_life_lost():
    s = at("S:pedro:5:a:BGAS:-", "O:bart:4:a:-:-", *REST[1:])
    s, outs = play(s, "BGAS>p2", "p2:take")
    assert s.seats[1].life == 3 and len(s.seats[1].hand) == 1
    assert "BANG-CHAR-BART" in rules(outs)


def test_BANG_OPEN_LASTLIFE_Bart_draws_before_the_Beer_check():
    """Reading followed: the card drawn for the last life point can be a Beer that saves."""
    s = at("S:pedro:5:a:BGAS:-", "O:bart:1:a:-:-", *REST[1:], deck=("BR6H",))
    s, outs = play(s, "BGAS>p2", "p2:take")
    assert bang.asks(s)[0].step == "dying" and "r:BR6H" in moves_text(s)
    s, _ = play(s, "p2:r:BR6H")
    assert s.seats[1].alive and s.seats[1].life == 1


def test_BANG_CHAR_BLACKJACK_a_red_second_card_draws_one_more():
    s = at("S:pedro:5:a:-:-", "O:blackjack:4:a:-:-", "O:sid:4:a:-:-", "R:kit:4:a:-:-", deck=("BGAS", "BR6H", "MSTC"))
    s, outs = play(s, "end")
    assert s.seats[1].hand == ("BGAS", "BR6H", "MSTC")
    s = at("S:pedro:5:a:-:-", "O:blackjack:4:a:-:-", "O:sid:4:a:-:-", "R:kit:4:a:-:-", deck=("BGAS", "MS2S", "MSTC"))
    s, outs = play(s, "end")
    assert s.seats[1].hand == ("BGAS", "MS2S")


def test_BANG_CHAR_CALAMITY_cancels_with_BANG_and_duels_with_Missed():
    s = at("S:pedro:5:a:BGAS,DUQD:-", "O:calamity:4:a:BG8D,MSTC:-", *REST[1:])
    s, _ = play(s, "BGAS>p2")
    assert moves_text(s) == ["r:BG8D", "r:MSTC", "take"]
    s, _ = play(s, "p2:r:BG8D", "DUQD>p2")
    assert "r:MSTC" in moves_text(s)


def test_BANG_CHAR_ELGRINGO_takes_from_the_shooter_not_for_his_own_duel():
    s = at("S:pedro:5:a:BGAS,BR6H:-", "O:elgringo:3:a:-:-", *REST[1:])
    s, outs = play(s, "BGAS>p2", "p2:take")
    assert s.seats[1].hand == ("BR6H",) and s.seats[0].hand == ()
    s = at("S:pedro:5:a:BR6H:-", "O:elgringo:3:a:DUQD:-", *REST[1:], turn=2)
    s, outs = play(s, "DUQD>p1", "p1:take")          # he wins: nothing to take
    s = at("S:pedro:5:a:BGAS:-", "O:elgringo:3:a:DUQD:-", *REST[1:], turn=2)
    s, outs = play(s, "DUQD>p1", "p1:r:BGAS", "p2:take")
    assert s.seats[1].life == 2 and s.seats[1].hand == ()      # his own Duel: nothing


def test_BANG_CHAR_JESSE_draws_his_first_card_from_a_hand():
    s = at("S:pedro:5:a:-:-", "O:jesse:4:a:-:-", "O:kit:4:a:BR6H:-", "R:blackjack:4:a:-:-")
    s, _ = play(s, "end")
    assert moves_text(s) == ["from:deck", "from:p3"]
    assert failing(verdict(s, "p2:from:p4")) == ["BANG-CHAR-JESSE"]
    s, _ = play(s, "p2:from:p3")
    assert "BR6H" in s.seats[1].hand and len(s.seats[1].hand) == 2


def test_BANG_CHAR_JOURDONNAIS_two_draws_with_a_Barrel_then_Missed():
    s = at("S:pedro:5:a:BGAS:-", "O:jourdonnais:4:a:MSTC:BAQS", *REST[1:],
           deck=("BG8D", "BG9D"))
    s, _ = play(s, "BGAS>p2", "p2:draw:jourdonnais")
    assert failing(verdict(s, "p2:draw:jourdonnais")) == ["BANG-CHAR-JOURDONNAIS"]
    s, _ = play(s, "p2:draw:barrel")
    assert moves_text(s) == ["r:MSTC", "take"]


def test_BANG_CHAR_SLAB_needs_two_Missed_and_a_Barrel_heart_counts_as_one():
    s = at("S:slab:5:a:BGAS,GATH:-", "O:jourdonnais:4:a:MSTC:BAQS", *REST[1:],
           deck=("BR6H", "BR7H"))
    s, _ = play(s, "BGAS>p2", "p2:draw:barrel")
    assert bang.asks(s)[0].data.needed == 1
    s, outs = play(s, "p2:draw:jourdonnais")
    assert not s.stack and s.seats[1].life == 4      # two hearts cancel Slab's shot
    s, _ = play(s, "GATH")
    assert bang.asks(s)[0].data.needed == 1          # not his Gatling


def test_BANG_CHAR_KIT_keeps_2_of_3_and_puts_one_back():
    s = at("S:pedro:5:a:-:-", "O:kit:4:a:-:-", "O:sid:4:a:-:-", "R:blackjack:4:a:-:-",
           deck=("BGAS", "BR6H", "MSTC"))
    s, _ = play(s, "end")
    assert moves_text(s) == ["back:BGAS", "back:BR6H", "back:MSTC"]
    assert bang.view(s, 2).stack[0].cards == ()       # the others do not see them
    s, _ = play(s, "p2:back:BGAS")
    assert s.seats[1].hand == ("BR6H", "MSTC") and s.deck[0] == "BGAS"


def test_BANG_CHAR_LUCKY_flips_two_and_takes_the_better():
    s = at("S:pedro:5:a:BGAS:-", "O:lucky:4:a:-:BAQS", *REST[1:], deck=("BG8D", "BR6H"))
    s, outs = play(s, "BGAS>p2", "p2:draw:barrel")
    drawn = [e.data for e in events(outs) if isinstance(e.data, Drawn)][0]
    assert drawn.cards == ("BG8D", "BR6H") and drawn.success and not s.stack


def test_BANG_CHAR_PEDRO_takes_the_top_of_the_discard_pile():
    s = at("S:bart:5:a:-:-", "O:pedro:4:a:-:-", "O:sid:4:a:-:-", "R:kit:4:a:-:-", discard=("MSTC", "BR6H"))
    s, _ = play(s, "end")
    assert moves_text(s) == ["from:deck", "from:discard"]
    s, outs = play(s, "p2:from:discard")
    assert s.seats[1].hand[0] == "BR6H" and len(s.seats[1].hand) == 2


def test_BANG_CHAR_SID_discards_two_to_heal_even_with_two_alive():
    s = at("S:pedro:5:a:BGAS:-", "O:sid:1:a:MSTC,BR6H:-", "O:kit:0:d:-:-",
           "R:blackjack:0:d:-:-")
    s, _ = play(s, "BGAS>p2", "p2:take")
    assert "heal:BR6H+MSTC" in moves_text(s)
    s, _ = play(s, "p2:heal:BR6H+MSTC")
    assert s.seats[1].alive and s.seats[1].life == 1
    s = at("S:pedro:5:a:-:-", "O:sid:2:a:MSTC,BR6H:-", *REST[1:], turn=2)
    assert verdict(s, "heal:BR6H+MSTC").legal


def test_BANG_CHAR_SUZY_draws_when_her_hand_empties():
    s = at("S:suzy:5:a:BGAS:-", "O:sid:4:a:-:-", *REST[1:])
    s, outs = play(s, "BGAS>p2")
    assert len(s.seats[0].hand) == 1 and "BANG-CHAR-SUZY" in rules(outs)


def test_BANG_CHAR_VULTURE_takes_the_cards_of_the_eliminated():
    s = at("S:pedro:5:a:BGAS:-", "O:kit:1:a:MSTC:BAQS", "O:vulture:4:a:-:-",
           "R:blackjack:4:a:-:-")
    s, outs = play(s, "BGAS>p2", "p2:take")
    assert set(s.seats[2].hand) == {"MSTC", "BAQS"} and "BANG-CHAR-VULTURE" in rules(outs)


def test_BANG_CHAR_SID_heals_out_of_turn_when_asked_and_a_pair_is_one_move():
    s = at("S:pedro:5:a:BGAS:-", "O:sid:2:a:MSTC,BR6H,BG8D:-", *REST[1:])
    s, _ = play(s, "BGAS>p2")
    assert "heal:BG8D+BR6H" in moves_text(s)
    assert bang.parse_move("p2:heal:BR6H+BG8D") == bang.parse_move("p2:heal:BG8D+BR6H")
    s, _ = play(s, "p2:heal:BR6H+BG8D")
    assert s.seats[1].life == 3 and bang.asks(s)[0].step == "shot"
