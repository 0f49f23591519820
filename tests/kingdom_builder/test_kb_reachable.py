"""Positions no Kingdom Builder game reaches are refused with the reason (issue 33), and the
positions a game does reach are not. Each test names the rule that rules the position out."""

from __future__ import annotations

from dataclasses import replace

import pytest
from kb_support import as_kb1, chain, play, pos, position
from reach_support import example_games_read_back, random_game, read_back, refused

from tutor import kingdom_builder as kb
from tutor.core import NotationError


def test_kb_place_three_the_mandatory_action_is_over_at_the_third_settlement():
    """KB-PLACE-THREE: the issue's position, ``built=3 done=no`` (``kb1``), after which the
    engine built a 4th settlement and wrote ``built=4``, which its own reader refused. The
    ``kb1`` text is still refused with the same reason; in ``kb2`` the build under way counts
    to 2 at most, so its 3rd settlement is a number out of bounds."""
    s = pos(position(("-", "-"), "G,C"))
    for _ in range(3):
        s = kb.apply(s, next(m for m in kb.legal_moves(s) if isinstance(m, kb.Build))).after
    assert s.stack == (kb.AfterBuild(0, 3),)
    read_back(kb, s)
    text = kb.to_notation(s)
    en, fr = refused(kb, as_kb1(text, built=3, done="no"), "KB-PLACE-THREE")
    assert "3 settlements built and the mandatory action not over (done=no): it is over at " \
           "the 3rd" in en
    assert "3 colonies construites et l'action obligatoire pas finie (done=no)" in fr
    with pytest.raises(NotationError) as info:
        kb.from_notation(text.replace("stack=after:1:3", "stack=build:1:3"))
    assert info.value.msg.key == "core.notation.number_range"


def test_kb_place_short_a_mandatory_action_goes_on_only_with_a_settlement_and_a_hex():
    grass = [h for h in kb.assemble(tuple((q, False) for q in
             ("tavern", "paddock", "oasis", "farm"))).hexes_of("G")]
    red = [f"{r},{c}" for r, c in grass if (r, c) not in ((3, 5), (4, 4), (4, 5))][:39]
    s, _ = play(position((chain(*red), "-"), "G,C"), "3,5")
    assert s.stack == (kb.AfterBuild(0, 1),) and not s.supply(0)
    en, fr = refused(kb, replace(s, stack=(kb.Building(0, 1),)), "KB-PLACE-SHORT")
    assert "player 1 goes on with the mandatory action after 1 settlement with none left in " \
           "the supply" in en
    assert "le joueur 1 poursuit l'action obligatoire après 1 colonie sans plus aucune en " \
           "réserve" in fr
    assert refused(kb, as_kb1(kb.to_notation(s), built=1), "KB-PLACE-SHORT") == (en, fr)
    blue = [h for h in grass if h not in ((3, 4), (3, 5), (4, 4))]
    full = pos(position((chain("3,4", *[f"{r},{c}" for r, c in blue[40:]]),
                         chain(*(f"{r},{c}" for r, c in blue[:40]))), "G,C", ending="yes"))
    s, _ = play(full, "3,5", "4,4")
    assert s.stack == (kb.AfterBuild(0, 2),) and s.supply(0)
    en, _ = refused(kb, replace(s, stack=(kb.Building(0, 2),)), "KB-PLACE-SHORT")
    assert "with no hex left to build on" in en


def test_kb_place_three_a_build_under_way_stands_on_the_cards_terrain():
    """KB-PLACE-THREE: the settlements of the mandatory action under way are on the card's
    terrain (no tile moves them in its middle): 2 built and fewer of the seat's own on it
    is no position a game reaches."""
    s, _ = play(position(("3,4", "-"), "G,C"), "4,4")
    assert s.stack == (kb.Building(0, 1),)
    read_back(kb, replace(s, stack=(kb.Building(0, 2),)))       # 3,4 and 4,4: grass
    en, fr = refused(kb, replace(s, settlements=(((4, 4),), ()),
                                 stack=(kb.Building(0, 2),)), "KB-PLACE-THREE")
    assert "player 1 has built 2 settlements of the mandatory action on grass, yet only 1 " \
           "of his stand on grass" in en
    assert "le joueur 1 a construit 2 colonies de l'action obligatoire sur prairie" in fr


def test_kb_place_short_an_action_is_over_only_once_a_settlement_is_built():
    """KB-PLACE-SHORT: the ``kb1`` counters ``built=0 done=yes`` (an action over with
    nothing built) were never written by the engine: with nothing to build on, the turn
    goes on before the action (``before``), which a freed hex opens again."""
    text = position(("3,4", "-"), "G,C", stack="after:1:1")
    read_back(kb, pos(text))
    en, fr = refused(kb, as_kb1(text, built=0, done="yes"), "KB-PLACE-SHORT")
    assert "over with no settlement built" in en and "finie sans colonie construite" in fr


def test_kb_turn_order_the_pending_steps_are_the_turns_of_the_seat_on_its_turn():
    """KB-TURN-ORDER: the step of the mandatory action at the bottom, at most one tile to
    return above it and never above the build under way (tiles come before or after it),
    every step the seat's on its turn."""
    tiles = {"tiles": ("paddock@6,11:u;tavern@6,2:r;tavern@6,7:r", "-"),
             "taken": ("6,2;6,7;6,11", "-")}
    ok = position(("5,0;5,7;7,11", "-"), "C,G", stack="return:1:6,2/after:1:3", **tiles)
    read_back(kb, pos(ok))
    for stack in ("return:1:6,2/build:1:1", "after:1:3/before:1", "return:1:6,2",
                  "return:1:6,2/return:1:6,2/after:1:3"):
        en, fr = refused(kb, ok.replace("return:1:6,2/after:1:3", stack), "KB-TURN-ORDER")
        assert "the pending steps are not a turn's" in en, stack
        assert "ne sont pas celles d'un tour" in fr
    en, _ = refused(kb, ok.replace("return:1:6,2/after:1:3", "return:1:6,2/after:2:3"),
                    "KB-TURN-ORDER")
    assert "a pending step is player 2's while it is player 1's turn" in en
    # a tile to return in the middle of the build, in kb1: phase=return with built=1 done=no
    refused(kb, as_kb1(ok, phase="return", built=1, done="no", pending="6,2"), "KB-TURN-ORDER")


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
    assert s.stack == (kb.ReturnTile(0, (6, 2)), kb.BeforeBuild(0))
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
