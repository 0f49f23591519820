"""Positions no Kingdom Builder game reaches are refused with the reason (issue 33), and the
positions a game does reach are not. Each test names the rule that rules the position out."""

from __future__ import annotations

from dataclasses import replace

from kb_support import chain, play, pos, position
from reach_support import example_games_read_back, random_game, read_back, refused

from tutor import kingdom_builder as kb


def test_kb_place_three_the_mandatory_action_is_over_at_the_third_settlement():
    """KB-PLACE-THREE: the issue's position, ``built=3 done=no``, after which the engine
    built a 4th settlement and wrote ``built=4``, which its own reader refused."""
    s = pos(position(("-", "-"), "G,C"))
    for _ in range(3):
        s = kb.apply(s, next(m for m in kb.legal_moves(s) if isinstance(m, kb.Build))).after
    assert s.built == 3 and s.done
    read_back(kb, s)
    en, fr = refused(kb, replace(s, done=False), "KB-PLACE-THREE")
    assert "3 settlements built and the mandatory action not over (done=no): it is over at " \
           "the 3rd" in en
    assert "3 colonies construites et l'action obligatoire pas finie (done=no)" in fr


def test_kb_place_short_a_mandatory_action_goes_on_only_with_a_settlement_and_a_hex():
    grass = [h for h in kb.assemble(tuple((q, False) for q in
             ("tavern", "paddock", "oasis", "farm"))).hexes_of("G")]
    red = [f"{r},{c}" for r, c in grass if (r, c) not in ((3, 5), (4, 4), (4, 5))][:39]
    s, _ = play(position((chain(*red), "-"), "G,C"), "3,5")
    assert s.done and not s.supply(0)
    en, fr = refused(kb, replace(s, done=False), "KB-PLACE-SHORT")
    assert "player 1 goes on with the mandatory action after 1 settlement with none left in " \
           "the supply" in en
    assert "le joueur 1 poursuit l'action obligatoire après 1 colonie sans plus aucune en " \
           "réserve" in fr
    blue = [h for h in grass if h not in ((3, 4), (3, 5), (4, 4))]
    full = pos(position((chain("3,4", *[f"{r},{c}" for r, c in blue[40:]]),
                         chain(*(f"{r},{c}" for r, c in blue[:40]))), "G,C", ending="yes"))
    s, _ = play(full, "3,5", "4,4")
    assert s.done and s.supply(0)
    en, _ = refused(kb, replace(s, done=False), "KB-PLACE-SHORT")
    assert "with no hex left to build on" in en


def test_kb_loc_delay_and_once_a_tile_is_new_or_used_only_in_its_holders_turn():
    s = pos(position(("5,2", "-"), "C,G", tiles=("tavern@6,2:r", "-"), taken=("6,2", "-"),
                     turn=2))
    read_back(kb, s)
    new = replace(s, tiles=((kb.state.Tile("tavern", (6, 2), "n"),), ()))
    en, fr = refused(kb, new, "KB-LOC-DELAY")
    assert "player 1's tavern tile is n (new or used) outside his turn" in en
    used = replace(s, tiles=((kb.state.Tile("tavern", (6, 2), "u"),), ()))
    refused(kb, used, "KB-LOC-ONCE")


def test_kb_end_trigger_the_last_settlement_placed_triggers_the_end():
    grass = [h for h in kb.assemble(tuple((q, False) for q in
             ("tavern", "paddock", "oasis", "farm"))).hexes_of("G")]
    forty = chain(*(f"{r},{c}" for r, c in grass[:40]))
    read_back(kb, pos(position((forty, "-"), "C,G", ending="yes")))
    en, fr = refused(kb, position((forty, "-"), "C,G"), "KB-END-TRIGGER")
    assert "player 1 has placed his last settlement, yet the end is not triggered" in en
    assert "le joueur 1 a posé sa dernière colonie" in fr


def test_kb_loc_lose_a_tile_is_returned_only_from_two_of_a_kind():
    start = position(("5,2;5,7;7,11", "-"), "C,G",
                     tiles=("paddock@6,11:r;tavern@6,2:u;tavern@6,7:r", "-"),
                     taken=("6,2;6,7;6,11", "-"))
    s, _ = play(start, "paddock@6,11:5,2>5,0")
    assert s.phase is kb.Phase.RETURN
    read_back(kb, s)
    one = replace(s, tiles=(tuple(t for t in s.tiles[0] if t.source != (6, 7)), ()))
    en, fr = refused(kb, one, "KB-LOC-LOSE")
    assert "player 1 is to return a tavern tile, but holds 1 of that kind" in en
    assert "le joueur 1 doit rendre une tuile tavern, mais en a 1 de ce type" in fr


def test_kb_end_win_a_game_over_names_the_seats_with_the_best_score():
    s = random_game(kb, kb.Options(2), 3)[-1]
    read_back(kb, s)
    loser = next(seat for seat in range(2) if seat not in s.winners)
    en, fr = refused(kb, replace(s, winners=(loser,)), "KB-END-WIN")
    assert f"the game over names the winners {loser + 1}, but the scores " in en


def test_kb_positions_of_random_games_all_read_back():
    """None of the checks refuses a position a game reaches (every example option set)."""
    example_games_read_back(kb)
