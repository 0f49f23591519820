"""Positions no Big Monster game reaches are refused with the reason (issue 33), and the
positions a game does reach are not. Each test names the rule that rules the position out."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from bm_support import position
from reach_support import example_games_read_back, random_game, read_back, refused

from tutor import big_monster as bm

HANDS = ("D,IG,S", "D,IR,LG", "BL,BR,D", "G1,IB,MD")


def picking(hands, **kw):
    return position(phase="pick", turn=kw.pop("turn", 8), hands=hands,
                    explorers=(1, 4, 6, 7), **kw)


@cache
def game(options: bm.Options, seed: int = 2) -> tuple[bm.State, ...]:
    return random_game(bm, options, seed)


def test_bm_draft_simul_a_pick_with_the_asked_seats_hand_empty_is_refused():
    """BM-DRAFT-SIMUL: the issue's position, ``phase=pick`` with a seat asked to choose from
    an empty hand (no legal move); and with every hand empty, as a lesson once had it."""
    read_back(bm, bm.from_notation(picking(HANDS)))
    en, fr = refused(bm, picking(("-",) + HANDS[1:]), "BM-DRAFT-SIMUL")
    assert "at turn 8 the hands to choose from hold 0, 3, 3, 3 tiles: they hold the same " \
           "number, at least 2" in en
    assert "au tour 8 les mains où choisir ont 0, 3, 3, 3 tuiles" in fr
    refused(bm, picking(("-",) * 4, turn=2), "BM-DRAFT-SIMUL")


def test_bm_draft_simul_a_hand_of_one_tile_before_the_9th_turn_is_refused():
    """BM-DRAFT-SIMUL: a hand of 1 tile at turn 8 would be passed on empty (and the 9th turn
    would ask every seat to choose from nothing)."""
    en, _ = refused(bm, picking(("D", "S", "IG", "IR")), "BM-DRAFT-SIMUL")
    assert "hold 1, 1, 1, 1 tiles: they hold the same number, at least 2" in en
    read_back(bm, bm.from_notation(picking(("D", "S", "IG", "IR"), turn=9)))


def test_bm_draft_pass_one_ship_per_seat_that_has_chosen_one_tile_shorter():
    passed = picking(("-",) + HANDS[1:], ships=("-", "D,S", "-", "-"),
                     chosen=("IG", "-", "-", "-"))
    read_back(bm, bm.from_notation(passed))
    en, fr = refused(bm, picking(HANDS, ships=("-", "D,S", "-", "-")), "BM-DRAFT-PASS")
    assert "the ships hold 2 tiles, but the 0 players who have chosen put - on them" in en
    assert "les bateaux portent 2 tuiles, mais les 0 joueurs qui ont choisi y ont mis -" in fr
    kept = picking(HANDS, ships=("-", "D,S", "-", "-"), chosen=("IG", "-", "-", "-"))
    en, _ = refused(bm, kept, "BM-DRAFT-PASS")
    assert "player 1 has chosen but still holds a hand" in en


def test_bm_round_nine_the_9th_turn_passes_nothing_or_tiles_would_be_lost():
    """BM-ROUND-NINE: the issue's class of positions whose tiles stop adding up: a ship
    holding a hand on the 9th turn (the reveal takes no hand from the ships then, so the
    engine's next position would lose those tiles, and its reader refuse it)."""
    nine = position(phase="pick", turn=9, hands=("-", "D,IR", "BL,BR", "IB,MD"),
                    ships=("-", "D", "-", "-"), chosen=("IG", "-", "-", "-"),
                    explorers=(1, 4, 6, 7))
    en, fr = refused(bm, nine, "BM-ROUND-NINE")
    assert "the ships hold 1 tiles, but the 1 players who have chosen put - on them" in en
    after_nine = position(phase="place", turn=9, chosen=("IG", "-", "-", "-"),
                          hands=("D,S",) * 4, explorers=(1, 4, 6, 7))
    en, _ = refused(bm, after_nine, "BM-ROUND-NINE")
    assert "at turn 9 the next hands hold 2, 2, 2, 2 tiles" in en


def test_bm_round_two_is_dealt_from_the_box():
    """BM-ROUND-TWO: a round-1 box short of 10 tiles per seat would deal round 2 unequal
    hands (one seat asked to choose from none)."""
    short = position(phase="pick", turn=8, hands=HANDS, explorers=(1, 4, 6, 7),
                     rest_to_discard=True)
    en, fr = refused(bm, short, "BM-ROUND-TWO")
    assert "the box holds 0 tiles in round 1, but round 2 deals 40 from it" in en
    assert "la boîte contient 0 tuiles à la manche 1" in fr


def test_bm_end_tie_a_finished_game_names_the_winners_its_scores_give():
    """BM-END-TIE: the issue's position, a finished game with ``winners=-``."""
    over = game(bm.Options(4))[-1]
    assert over.phase is bm.Phase.OVER and over.winners
    read_back(bm, over)
    en, fr = refused(bm, replace(over, winners=()), "BM-END-TIE")
    assert "the game over names the winners -, but the scores make " in en
    assert "la partie finie nomme gagnants -, mais les scores font gagner " in fr
    going = game(bm.Options(4))[-10]
    refused(bm, replace(going, winners=(0,)), "BM-END-SCORE")


def test_bm_setup_expl_the_explorers_step_lasts_while_a_seat_still_chooses():
    start = bm.initial_state(bm.Options(4), 1)
    kept = replace(start, explorers=tuple(d[0] for d in start.dealt))
    en, fr = refused(bm, kept, "BM-SETUP-EXPL")
    assert "every seat has kept its explorer, yet the explorers' step goes on" in en
    en, fr = refused(bm, replace(kept, phase=bm.Phase.PICK, explorers=(0,) + kept.explorers[1:]),
                     "BM-SETUP-EXPL")
    assert "player 1 has kept no explorer at step pick" in en
    assert "le joueur 1 n'a gardé aucun explorateur à l'étape pick" in fr


def test_bm_comp_expl_no_black_explorer_below_four_players():
    text = position(("-",) * 3, phase="place", chosen=("S", "-", "-"), explorers=(2, 4, 6),
                    turn=10, active=1)
    en, fr = refused(bm, text, "BM-COMP-EXPL")
    assert "black explorer 2 is dealt at a table of 3" in en


def test_bm_row_pick_the_chosen_row_holds_two_tiles_per_seat_still_to_take():
    """BM-ROW-PICK: in the rows, the seats take in turn from the chosen row; the guard found
    a position placing with the row used up while a seat was still to take, after which
    ``legal_moves`` crashed."""
    s = next(s for s in game(bm.Options(2)) if s.phase is bm.Phase.PLACE and s.row is None)
    read_back(bm, s)
    en, fr = refused(bm, replace(s, active=1 - s.active), "BM-ROW-PICK")
    assert "1 player still take from the chosen row this turn" in en
    take = next(s for s in game(bm.Options(3)) if s.phase is bm.Phase.TAKE and s.turn > 1)
    row = take.rows[take.row]
    shorter = replace(take, rows=take.rows[:take.row] + (row[2:],) + take.rows[take.row + 1:],
                      discard=tuple(sorted(take.discard + row[:2])))
    en, fr = refused(bm, shorter, "BM-ROW-PICK")
    assert "2 per player still to take" in en and "2 par joueur qui doit encore prendre" in fr


def test_bm_row_end_the_turn_count_is_bounded_by_the_rows_the_set_gives():
    """BM-ROW-END, BM-ROW-REVEAL: each turn uses one row of the set. The guard found a
    2-player position at turn 13 after 12 tiles placed each, which the engine then played
    on to turn 22 (past the last turn, 21), writing a position its own reader refused."""
    states = game(bm.Options(2))
    s = next(s for s in states if s.phase is bm.Phase.TAKE and s.turn == 13)
    read_back(bm, s)
    en, fr = refused(bm, replace(s, turn=14), "BM-ROW-END")
    assert "turn 14 with 8 rows of tiles still to play: the set gives 20 rows of 4 tiles " \
           "to a table of 2, one a turn, so the game would end at turn 22, past its last " \
           "turn 21" in en
    assert "tour 14 avec encore 8 rangées de tuiles à jouer" in fr
    assert "la partie finirait donc au tour 22" in fr
    # the last turn's place step, its row used up, and the game over, read back as played
    last = next(s for s in states if s.phase is bm.Phase.PLACE and s.row is None
                and not s.box and not s.rows)
    read_back(bm, last)
    refused(bm, replace(last, turn=last.turn + 1), "BM-ROW-END")
    over = game(bm.Options(3))[-1]          # with 2 players the reader's bound says it
    read_back(bm, over)
    refused(bm, replace(over, turn=over.turn + 1), "BM-ROW-END")


def test_bm_row_two_the_first_player_chooses_between_two_rows():
    s = next(s for s in game(bm.Options(3)) if s.phase is bm.Phase.ROW)
    read_back(bm, s)
    en, fr = refused(bm, replace(s, active=(s.first + 1) % 3), "BM-ROW-TWO")
    assert "the first player chooses between 2 rows, before anyone takes (2 shown)" in en


def test_bm_row_pick_a_game_with_rows_picks_from_no_hand():
    s = next(s for s in game(bm.Options(3)) if s.phase is bm.Phase.TAKE)
    en, fr = refused(bm, replace(s, phase=bm.Phase.PICK, row=None), "BM-ROW-PICK")
    assert "step pick is not a step of a game with rows" in en


def test_bm_place_adj_the_place_step_has_a_tile_to_place():
    s = next(s for s in game(bm.Options(4)) if s.phase is bm.Phase.PICK and s.turn > 2)
    en, fr = refused(bm, replace(s, phase=bm.Phase.PLACE, chosen=(None,) * 4, ships=(None,) * 4),
                     "BM-PLACE-ADJ")
    assert "the tiles are being placed, yet no tile waits to be placed" in en


def test_bm_expl_3_the_19th_tile_only_with_the_black_male_explorer():
    """BM-EXPL-3: after round 2, the 19th tile is placed by the player keeping the black
    male explorer, and by nobody else."""
    over = game(bm.Options(4))[-1]
    # player 1 keeps the black male explorer (3); any other seat that had him keeps 1
    male = replace(over, explorers=(3,) + tuple(1 if e == 3 else e for e in over.explorers[1:]),
                   dealt=((3, 5),) + tuple((1, 4) if 3 in d else d for d in over.dealt[1:]),
                   winners=(), phase=bm.Phase.PLACE, turn=10,
                   chosen=(None, over.discard[0]) + (None,) * 2, discard=over.discard[1:])
    en, fr = refused(bm, male, "BM-EXPL-3")
    assert "a 19th tile (turn 10, after round 2) is taken only by the player with the black " \
           "male explorer" in en
    assert "une 19e tuile (tour 10, après la manche 2)" in fr


def test_bm_positions_of_random_games_all_read_back():
    """None of the checks refuses a position a game reaches (every example option set)."""
    example_games_read_back(bm)
