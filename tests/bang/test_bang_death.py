"""Damage, the Beer save, elimination, rewards, penalties and the end: BANG-SAVE*,
BANG-ELIM*, BANG-RESP-ELIM, BANG-REWARD-OUTLAW, BANG-PENALTY-DEPUTY*, BANG-NOKILLER,
BANG-WIN-*, BANG-END; worked examples BANG-EX-4..6."""

from __future__ import annotations

from tutor import bang
from tutor.bang.facts import Eliminated, Final, Penalty, Reward

from bang_support import events, failing, moves_text, play, pos, position, rules, verdict


def data(outs, kind):
    return [e.data for e in events(outs) if isinstance(e.data, kind)]


def test_BANG_SAVE_a_Beer_at_0_life_keeps_him_alive():
    s = pos(position("S:bart:5:a:BGAS:-", "O:kit:1:a:BR6H:-", "O:sid:4:a:-:-",
                     "R:blackjack:4:a:-:-"))
    s, _ = play(s, "BGAS>p2", "p2:take")
    assert bang.asks(s)[0].step == "dying" and moves_text(s) == ["r:BR6H", "take"]
    s, _ = play(s, "p2:r:BR6H")
    assert s.seats[1].alive and s.seats[1].life == 1 and not s.stack


def test_BANG_SAVE_MULTI_Dynamite_at_2_life_needs_2_Beers():
    s = pos(position("S:bart:5:a:-:-", "O:kit:2:a:BR6H,BR7H:DY2H", "O:sid:4:a:-:-",
                     "R:blackjack:4:a:-:-", deck=("WI8S",)))
    s, _ = play(s, "end")
    assert s.seats[1].life == -1
    assert "2 needed" in verdict(s, "p2:r:BR6H").explain()
    s, _ = play(s, "p2:r:BR6H")
    assert bang.asks(s)[0].step == "dying"
    s, _ = play(s, "p2:r:BR7H")
    assert s.seats[1].life == 1 and s.turn == 1
    assert bang.asks(s)[0].step == "kit"          # alive, he goes on to Kit Carlson's draw


def test_BANG_EX_4_Beer_is_no_save_with_2_players_left_and_BANG_WIN_LAW():
    """BANG-EX-4: Sheriff and Renegade remain; the Renegade at 1 life is hit: the Beer
    gives nothing, he is eliminated at once (he is not asked whether to drink it: the game
    waited for an answer that could not save him), the Sheriff's team wins."""
    s = pos(position("S:bart:5:a:BGAS:-", "R:kit:1:a:BR6H:-", "O:sid:0:d:-:-",
                     "O:blackjack:0:d:-:-", "D:jesse:0:d:-:-"))
    s, _ = play(s, "BGAS>p2")
    v = verdict(s, "p2:r:BR6H")
    assert failing(v) == ["BANG-BEER"]                # not yet: the hit is not taken
    s, outs = play(s, "p2:take")
    assert not s.seats[1].alive
    assert s.winners == (0, 4) and data(outs, Final)[0].camp == "law"
    assert "BANG-WIN-LAW" in rules(outs) and bang.legal_moves(s) == []
    said = {e.rule: e.explain(lang) for o in outs for e in o.events for lang in ("en",)}
    assert said["BANG-BEER"] == ("Player 2's Beer cannot save a life with only 2 players "
                                 "alive (BANG-BEER)")


def test_BANG_SAVE_with_2_players_left_the_game_ends_and_does_not_wait():
    """A 4-player table, seats 2 and 3 dead: the Sheriff shoots the Renegade (1 life, a
    Beer, no Missed!): he is eliminated and the Sheriff wins at once (BANG-SAVE,
    BANG-BEER); in French too."""
    s = pos(position("S:bart:5:a:BGAS:-", "O:kit:0:d:-:-", "O:sid:0:d:-:-",
                     "R:blackjack:1:a:BR6H:-"))
    s, outs = play(s, "BGAS>p4", "p4:take")
    assert s.winners == (0,) and not bang.asks(s)
    french = [e.explain("fr") for o in outs for e in o.events if e.rule == "BANG-BEER"]
    assert french == ["la Bière du joueur 4 ne sauve personne quand il ne reste que 2 "
                      "joueurs en vie (BANG-BEER)"]


def test_BANG_SAVE_with_2_players_left_Sid_Ketchum_is_still_asked():
    """Sid Ketchum's ability is no Beer: with 2 players left he may still discard two cards
    for a life point."""
    s = pos(position("S:bart:5:a:BGAS:-", "O:kit:0:d:-:-", "O:jesse:0:d:-:-",
                     "R:sid:1:a:BR6H,BG2C,BG3C:-"))
    s, _ = play(s, "BGAS>p4", "p4:take")
    assert not s.winners and bang.asks(s)[0].step == "dying"


def test_BANG_ELIM_reveals_the_role_and_discards_every_card_BANG_DYN_DEAD():
    s = pos(position("S:bart:5:a:BGAS:-", "O:kit:1:a:MSTC:DY2H,BAQS", "O:sid:4:a:-:-",
                     "R:blackjack:4:a:-:-"))
    v = bang.view(s, 2)
    assert v.seats[1].role is None
    s, outs = play(s, "BGAS>p2", "p2:take")
    assert not s.seats[1].alive and {"MSTC", "DY2H", "BAQS"} <= set(s.discard)
    assert data(outs, Eliminated)[0].role == "O"
    assert bang.view(s, 2).seats[1].role == "O"
    assert "BANG-DYN-DEAD" in rules(outs)


def test_BANG_REWARD_OUTLAW_any_killer_draws_3_BANG_EX_6():
    """BANG-EX-6: an Outlaw kills another Outlaw and draws 3."""
    s = pos(position("S:bart:5:a:-:-", "O:kit:4:a:BGAS:-", "O:sid:1:a:-:-",
                     "R:blackjack:4:a:-:-", "D:jesse:4:a:-:-", turn=2))
    s, outs = play(s, "BGAS>p3", "p3:take")
    assert data(outs, Reward) == [Reward(1, 3)] and len(s.seats[1].hand) == 3
    said = [e.explain("en") for o in outs for e in o.events if e.rule == "BANG-REWARD-OUTLAW"]
    assert said == ["Player 2 draws 3 cards for killing an Outlaw (BANG-REWARD-OUTLAW)"]


def test_BANG_PENALTY_DEPUTY_the_Sheriff_discards_everything_BANG_PENALTY_DEPUTY_BGA():
    """BANG-EX-6: the Sheriff kills his Deputy: hand and table discarded at once."""
    s = pos(position("S:bart:5:a:BGAS,BR6H:REKC", "O:kit:4:a:-:-", "O:sid:4:a:-:-",
                     "R:blackjack:4:a:-:-", "D:jesse:1:a:-:-"))
    s, outs = play(s, "BGAS>p5", "p5:take")
    assert s.seats[0].hand == () and s.seats[0].table == ()
    assert data(outs, Penalty)[0].cards == ("BR6H", "REKC")


def test_BANG_RESP_ELIM_the_player_of_the_Gatling_is_responsible():
    s = pos(position("S:bart:5:a:-:-", "O:kit:4:a:GATH:-", "O:sid:1:a:-:-",
                     "R:blackjack:4:a:-:-", "D:jesse:4:a:-:-", turn=2))
    s, outs = play(s, "GATH", "p3:take")
    assert data(outs, Reward) == [Reward(1, 3)]


def test_BANG_RESP_ELIM_the_winner_of_a_Duel_is_responsible():
    s = pos(position("S:bart:5:a:-:-", "O:kit:1:a:DUQD:-", "O:sid:4:a:BGAS:-",
                     "R:blackjack:4:a:-:-", "D:jesse:4:a:-:-", turn=2))
    s, outs = play(s, "DUQD>p3", "p3:r:BGAS", "p2:take")
    assert data(outs, Reward) == [Reward(2, 3)] and not s.seats[1].alive
    assert s.turn == 2          # the player who died on his own turn: the next one plays


def test_BANG_NOKILLER_Dynamite_kills_without_reward():
    s = pos(position("S:bart:5:a:-:-", "O:kit:2:a:-:DY2H", "O:sid:4:a:-:-",
                     "R:blackjack:4:a:-:-", "D:jesse:4:a:-:-", deck=("WI8S",)))
    s, outs = play(s, "end")
    assert not s.seats[1].alive and data(outs, Reward) == []
    assert "BANG-NOKILLER" in rules(outs) and s.turn == 2


def test_BANG_WIN_OUTLAW_the_Sheriff_dies_and_BANG_END_even_with_a_Deputy_alive():
    s = pos(position("S:bart:1:a:-:-", "O:kit:4:a:BGAS:-", "O:sid:0:d:-:-",
                     "R:blackjack:4:a:-:-", "D:jesse:4:a:-:-", turn=2))
    s, outs = play(s, "BGAS>p1", "p1:take")
    assert s.winners == (1, 2) and "BANG-WIN-OUTLAW" in rules(outs)


def test_BANG_WIN_RENEGADE_only_as_the_last_alive_BANG_ELIM_CHECK():
    s = pos(position("S:bart:1:a:-:-", "R:kit:4:a:BGAS:-", "O:sid:0:d:-:-",
                     "O:blackjack:0:d:-:-", turn=2))
    s, outs = play(s, "BGAS>p1", "p1:take")
    assert s.winners == (1,) and "BANG-WIN-RENEGADE" in rules(outs)
    # with an Outlaw still alive, the Sheriff's death is the Outlaws' win
    s = pos(position("S:bart:1:a:-:-", "R:kit:4:a:BGAS:-", "O:sid:4:a:-:-",
                     "O:blackjack:0:d:-:-", turn=2))
    s, outs = play(s, "BGAS>p1", "p1:take")
    assert s.winners == (2, 3)


def test_BANG_ELIM_CHECK_the_game_goes_on_while_the_Renegade_lives():
    s = pos(position("S:bart:5:a:BGAS:-", "O:kit:1:a:-:-", "O:sid:0:d:-:-",
                     "R:blackjack:4:a:-:-"))
    s, outs = play(s, "BGAS>p2", "p2:take")
    assert not s.winners and bang.asks(s)[0].seat == 0


def test_BANG_ELIM_the_eliminated_role_is_said_with_its_article_in_both_languages():
    s = pos(position("S:bart:5:a:BGAS:-", "O:kit:4:a:-:-", "O:sid:4:a:-:-",
                     "R:blackjack:4:a:-:-", "D:jesse:1:a:-:-"))
    s, outs = play(s, "BGAS>p5", "p5:take")
    (elim,) = [e for o in outs for e in o.events if e.rule == "BANG-ELIM"][:1]
    assert elim.explain("en") == "Player 5 is eliminated: a Deputy (BANG-ELIM)"
    assert elim.explain("fr") == "Le joueur 5 est éliminé : c'était un adjoint (BANG-ELIM)"
