"""Positions no Fruit Picking game reaches are refused with the reason (issue 33), and the
positions a game does reach are not. Each test names the rule that rules the position out."""

from __future__ import annotations

from dataclasses import replace

from fru_support import position
from reach_support import example_games_read_back, read_back, refused

from tutor import fruit_picking as fru


def test_fru_plant_4_a_seat_asked_to_sow_with_every_farm_empty_is_refused():
    """FRU-PLANT-4: the issue's position, a planting phase with every farm of the seat to
    play empty (no legal move: only a farm with seeds can be sown)."""
    empty = position(seeds=[(6, 0, 0, 0, 0, 0, 0), (0, 2, 2, 2, 0, 0, 0)], turn=1)
    en, fr = refused(fru, replace(empty, turn=0), "FRU-PLANT-4")
    assert "player 1 is asked to sow with no seed on any farm" in en
    assert "le joueur 1 doit planter sans aucune graine sur ses fermes" in fr
    read_back(fru, empty)


def test_fru_end_1_a_finished_two_player_game_names_a_winner():
    """FRU-END-1: the issue's position, a finished 2-player game with no winner (the game
    ends only once someone holds a combination); and one naming a seat without one."""
    cards = [("Pi",) * 4, ("Pe", "Pl")]
    won = position(cards=cards, phase="over", ending=True, winners=(0,))
    read_back(fru, won)
    en, fr = refused(fru, replace(won, winners=()), "FRU-END-1")
    assert "the game is over with no winner (winners=-)" in en
    assert "la partie est finie sans gagnant (winners=-)" in fr
    en, fr = refused(fru, replace(won, winners=(1,)), "FRU-END-1")
    assert "names the winners 2, but the cards make 1 the winners" in en
    assert "nomme gagnants 2, mais les cartes font gagner 1" in fr


def test_fru_end_1_the_end_is_triggered_only_by_a_combination():
    en, fr = refused(fru, replace(position(), ending=True), "FRU-END-1")
    assert "the end is triggered (ending=yes), yet nobody holds a combination" in en
    assert "personne n'a de combinaison" in fr


def test_fru_end_2_a_tie_names_the_holders_the_tie_break_keeps():
    cards = [("Pi",) * 4, ("Pe",) * 4]
    tied = position(cards=cards, phase="over", ending=True, winners=(0, 1))
    read_back(fru, tied)          # the same fruits and the same seeds: both win
    more = replace(position(cards=[("St",) * 4, ("Pe",) * 4], phase="over", ending=True,
                            winners=(0,)), winners=(0, 1))
    en, _ = refused(fru, more, "FRU-END-2")
    assert "names the winners 1, 2, but the cards make 1 the winners" in en


def test_fru_var_nomarket_the_fifth_card_ends_the_game_at_once():
    five = [("Pi", "Pe", "Pl", "Ba", "St"), ()]
    over = position(cards=five, market=("St", "Pe", "Ba"), no_market=True, phase="over",
                    winners=(0,))
    read_back(fru, over)
    en, fr = refused(fru, replace(over, phase="plant", winners=()), "FRU-VAR-NOMARKET")
    assert "player 1 holds a 5th card, yet the game goes on" in en
    assert "le joueur 1 a une 5e carte, mais la partie continue" in fr


def test_fru_collect_2_each_player_keeps_his_eighteen_seeds():
    s = position()
    moved = replace(s, storage=(s.storage[0] + 1, s.storage[1] - 1))
    en, fr = refused(fru, moved, "FRU-COLLECT-2")
    assert "player 1 has 19 seeds on his island, but each player keeps his 18" in en
    assert "le joueur 1 a 19 graines sur son île, mais chaque joueur garde ses 18" in fr


def test_fru_collect_3_a_slot_stays_empty_only_once_the_deck_is():
    s = position(market=("Pe", "St", "Ba", "Pi"))
    en, fr = refused(fru, replace(s, market=("",) + s.market[1:], deck=s.deck + ("Pe",)),
                     "FRU-COLLECT-3")
    assert "market slot M1 is empty while the deck still holds 27 cards" in en
    assert "la case M1 du marché est vide alors que la pioche a encore 27 cartes" in fr


def test_fru_solo_3_a_solo_game_goes_on_only_with_seeds_in_storage_and_fewer_than_5_cards():
    going = position(players=1, market=("St",))
    read_back(fru, going)
    dry = replace(going, seeds=((10, 2, 2, 2, 2, 0, 0),), storage=(0,))
    en, fr = refused(fru, dry, "FRU-SOLO-3")
    assert "a solo game goes on with 0 cards and 0 seeds in Storage" in en
    assert "une partie solo continue avec 0 carte et 0 graine en réserve" in fr
    lost = replace(dry, phase="over")
    read_back(fru, lost)
    en, _ = refused(fru, replace(lost, winners=(0,)), "FRU-SOLO-3")
    assert "won exactly with the 5 cards (0 here)" in en
    refused(fru, replace(going, seeds=((6, 0, 0, 0, 0, 0, 0),)), "FRU-SOLO-3")


def test_fru_positions_of_random_games_all_read_back():
    """None of the checks refuses a position a game reaches (every example option set)."""
    example_games_read_back(fru)
