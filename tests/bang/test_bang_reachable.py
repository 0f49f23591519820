"""Positions no BANG! game reaches are refused with the reason (issue 33), and the positions
a game does reach are not. Each test names the rule that rules the position out."""

from __future__ import annotations


from bang_support import position
from reach_support import example_games_read_back, read_back, refused

from tutor import bang

#: the Sheriff alone with the Renegade dead and both Outlaws dead: the law has won
LAW_WON = ("S:willy:5:a:-:-", "O:bart:0:d:-:-", "O:sid:0:d:-:-", "R:suzy:0:d:-:-")


def test_bang_win_law_a_decided_game_with_no_winner_is_refused():
    """BANG-WIN-LAW: the issue's position, a game over (every Outlaw and the Renegade out)
    written with ``winners=-``, from which play resumed."""
    read_back(bang, bang.from_notation(position(*LAW_WON, winners="1")))
    en, fr = refused(bang, position(*LAW_WON), "BANG-WIN-LAW")
    assert "the Sheriff and his Deputies have won (players 1), yet the game goes on " \
           "(winners=-)" in en
    assert "le shérif et ses adjoints ont gagné (joueurs 1), mais la partie continue" in fr


def test_bang_win_outlaw_and_renegade_the_side_that_won_is_named():
    dead_sheriff = ("S:willy:0:d:-:-", "O:bart:4:a:-:-", "O:sid:4:a:-:-", "R:suzy:4:a:-:-")
    read_back(bang, bang.from_notation(position(*dead_sheriff, turn=2, winners="2,3")))
    en, fr = refused(bang, position(*dead_sheriff, turn=2), "BANG-WIN-OUTLAW")
    assert "the Outlaws have won (players 2, 3), yet the game goes on" in en
    en, fr = refused(bang, position(*dead_sheriff, turn=2, winners="4"), "BANG-WIN-OUTLAW")
    assert "names the winners 4, but the side that won is 2, 3" in en
    alone = ("S:willy:0:d:-:-", "O:bart:0:d:-:-", "O:sid:0:d:-:-", "R:suzy:4:a:-:-")
    en, _ = refused(bang, position(*alone, turn=4), "BANG-WIN-RENEGADE")
    assert "the Renegade has won (player 4), yet the game goes on" in en


def test_bang_elim_check_a_game_over_with_no_side_won_is_refused():
    en, fr = refused(bang, position(winners="1"), "BANG-ELIM-CHECK")
    assert "names the winners 1, yet no side has won" in en
    assert "aucun camp n'a gagné" in fr


def test_bang_elim_a_dead_seat_on_its_turn_is_refused():
    """BANG-ELIM: the issue's position, the turn of a player out of the game (here with a
    step pending, which the reader let through before: only an empty stack was checked)."""
    seats = ("S:willy:5:a:-:-", "O:bart:0:d:-:-", "O:sid:4:a:-:-", "R:suzy:4:a:-:-")
    shot = "shot:3:2:1:0:0:0"          # player 3 answers a BANG! of player 2's turn
    en, fr = refused(bang, position(*seats, turn=2, stack=shot), "BANG-ELIM")
    assert "it is the turn of player 2, who is out of the game" in en
    assert "c'est le tour du joueur 2, qui est éliminé" in fr
    read_back(bang, bang.from_notation(position(*seats, turn=1, stack="shot:3:1:1:0:0:0")))
    en, _ = refused(bang, position(*seats, turn=1, stack="drawchoice:2:pedro"), "BANG-ELIM")
    assert "player 2, out of the game, is asked to choose" in en


def test_bang_turn_draw_the_draw_is_a_step_of_its_seats_turn():
    en, fr = refused(bang, position(turn=1, stack="drawchoice:3:pedro"), "BANG-TURN-DRAW")
    assert "a step of player 3's turn is pending on player 1's turn" in en
    assert "une étape du tour du joueur 3 est en attente au tour du joueur 1" in fr


def test_bang_save_a_living_player_at_no_life_has_his_beer_asked():
    seats = ("S:willy:5:a:-:-", "O:bart:0:a:BR6H:-", "O:sid:4:a:-:-", "R:suzy:4:a:-:-")
    read_back(bang, bang.from_notation(position(*seats, stack="dying:2:1")))
    en, fr = refused(bang, position(*seats), "BANG-SAVE")
    assert "player 2 is alive at 0 life with no Beer asked for" in en
    assert "le joueur 2 est vivant à 0 point de vie sans Bière demandée" in fr


def test_bang_setup_char_a_seat_has_no_character_only_while_choosing_one():
    seats = ("S:willy:5:a:-:-", "O:-:4:a:-:-", "O:sid:4:a:-:-", "R:suzy:4:a:-:-")
    en, fr = refused(bang, position(*seats, stack="shot:3:1:1:0:0:0"), "BANG-SETUP-CHAR")
    assert "player 2 has no character while none is to choose" in en
    start = bang.initial_state(bang.Options(5, True), 3)
    read_back(bang, start)
    en, _ = refused(bang, bang.to_notation(start).replace("choose=yes", "choose=no"),
                    "BANG-SETUP-CHAR")
    assert "a character is being chosen in a game without the choice" in en


def test_bang_positions_of_random_games_all_read_back():
    """None of the checks refuses a position a game reaches (every example option set)."""
    example_games_read_back(bang)
