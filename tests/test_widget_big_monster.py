"""The Big Monster board, kernel side (no browser): what the learner sees and gets.

Positions are the engine's puzzles (the fact sheet's worked examples) and seeded games;
every test drives the board through its public handlers (pixels, cells, tray tiles,
ships) and asserts on the panel's text, the marks, the canvas layers and the state. The
shared board conformance checks (every pixel does what ``check`` says, the language
switch, errors, redraws) run here on this board too, until the game is registered.
"""

from __future__ import annotations

import pytest

import tutor.big_monster as bm
from tutor.big_monster.facts import Mutation
from tutor.big_monster.rules import mutation_msg
from tutor.core import render
from widgets.games.big_monster.board import AREA, BUTTONS, CHIPS, EXPLORER_BOXES, THUMBS, BigMonsterBoard
from widgets.panel import plain_text, verdict_lines

import test_board_conformance as conf
from widget_support import (assert_a_failed_hover_changes_nothing,
                            assert_a_hover_sends_the_highlight_alone, play_to_the_end)


def _puzzle(pid):
    return next(p for p in bm.PUZZLES if p.id == pid).position


DOUBLE_GREEN = _puzzle("bm-ex-2-double-green")     # IG to place; MD@2,0 and MU@2,3
TWO_RAYS = _puzzle("bm-two-rays-down")              # MD to place over IG@2,1, IR@3,1
GREEN_CRYSTAL = _puzzle("bm-green-crystal")         # RG to place right of LBA@2,0


def marks(board) -> set:
    return {(m.target, m.style) for m in board.session.shown_feedback.marks}


def cell_pixel(board, cell):
    return board.grid.rect(cell).center


def keep_all(board) -> None:
    """Every seat keeps its first dealt explorer, through the explorer chips."""
    s = board.session
    while s.state.phase is bm.Phase.EXPLORER:
        if s.curtained:
            s.take_screen()
        e = s.seen(s.state).dealt[s.acting()][0]
        board.click(*EXPLORER_BOXES[0].center)
        assert bm.Phase.EXPLORER is not s.state.phase or e not in s.state.explorers[:0]


# ---------------------------------------------------------------- pixels -> keys

def test_every_cell_and_tray_slot_maps_to_its_key():
    board = BigMonsterBoard(DOUBLE_GREEN)
    grid = board.grid
    for cell in grid.cells():
        r = grid.rect(cell)
        assert AREA.contains(*r.center)
        assert board.hit(*r.center) == ("cell", cell)
        assert board.hit(r.x + 1, r.y + 1) == ("cell", cell)
        assert board.hit(r.right - 1, r.bottom - 1) == ("cell", cell)
    assert ("cell", (3, 1)) in {board.hit(*grid.rect(c).center) for c in grid.cells()}
    for s in range(4):
        assert board.hit(*THUMBS[s].center) == ("area", s)
    assert board.hit(*THUMBS[5].center) is None              # 4 players: no 5th area
    assert board.hit(*CHIPS.rect(0).center) == ("tile", 0)   # the tile to place
    assert board.hit(*CHIPS.rect(1).center) is None
    # drafting: every tile of the hand and every ship button
    board = BigMonsterBoard(seed=3)
    keep_all(board)
    hand = board.tray_tiles()
    assert len(hand) == 10
    for i in range(10):
        assert board.hit(*CHIPS.rect(i).center) == ("tile", i)
        assert board.hit(CHIPS.rect(i).x + 1, CHIPS.rect(i).bottom - 1) == ("tile", i)
    assert board.hit(*CHIPS.rect(10).center) is None
    for seat in range(4):
        assert board.hit(*BUTTONS[seat].center) == ("ship", seat)
    assert board.hit(*BUTTONS[4].center) is None


def test_the_area_grid_grows_with_the_tiles_and_keeps_every_anchor_on_screen():
    board = BigMonsterBoard(DOUBLE_GREEN)
    grid = board.grid
    for x, y in bm.rules.anchors(board.state.areas[0], "IG"):
        assert grid.shown((x, y)) and grid.shown((x, y + 1))
    small = grid.size
    state = board.state
    wide = state.replace(areas=(tuple(bm.Placed("D", x, 0) for x in range(2, 16)),)
                         + state.areas[1:])          # a long row (tiles need not add up)
    board.load_position(wide)
    assert board.grid.size < small
    assert board.grid.rect((board.grid.xs[1], 0)).right <= AREA.right


# ---------------------------------------------------------------- verdicts on hover

def test_hover_shows_the_engine_verdict_and_a_mutation_names_ray_ice_and_values():
    board = BigMonsterBoard(DOUBLE_GREEN)
    state = board.state
    board.hover(*cell_pixel(board, (3, 1)))
    verdict = bm.check(state, bm.Place(3, 1, seat=0))
    assert plain_text(verdict_lines(verdict, "en", forecasts=True)) in board.explanation_text
    facts = [r.data for r in verdict.reasons if isinstance(r.data, Mutation)]
    assert len(facts) == 2                                    # down from MD, up from MU
    text = board.explanation_text
    for fact in facts:
        line = render(mutation_msg(fact), "en")
        assert line in text
        assert fact.ice == (3, 1)
    assert (facts[0].points_before, facts[1].points_after) != (None, None)
    assert f"{facts[0].points_before}" in text and f"{facts[-1].points_after}" in text
    # the rays are drawn from each source to the ice monster, the cells outlined
    rays = {m[0] for m in marks(board) if m[0][0] == "ray"}
    assert {(src, ice) for _, (src, ice, _) in rays} == {((3, 0), (3, 1)), ((3, 3), (3, 1))}
    assert (("cell", (3, 1)), "ok") in marks(board)
    assert (("cell", (3, 2)), "focus") in marks(board)
    # a cell off the legal anchors: the engine's refusal, crossed
    board.hover(*cell_pixel(board, (0, 0)))
    refused = bm.check(state, bm.Place(0, 0, seat=0))
    assert not refused.legal
    assert refused.headline("en") in board.explanation_text
    assert (("cell", (0, 0)), "cross") in marks(board)


def test_a_crystal_placement_is_explained_and_drawn():
    board = BigMonsterBoard(GREEN_CRYSTAL)
    board.hover(*cell_pixel(board, (3, 0)))
    verdict = bm.check(board.state, bm.Place(3, 0, seat=0))
    assert plain_text(verdict_lines(verdict, "en", forecasts=True)) in board.explanation_text
    assert any(k[0] == "crystal" and k[1][0] == "green" for k, _ in marks(board))


def test_clicking_a_mutating_anchor_places_and_the_replay_focuses_each_event():
    board = BigMonsterBoard(DOUBLE_GREEN)
    before = board.state
    board.click(*cell_pixel(board, (3, 1)))
    assert board.state == bm.apply(before, bm.Place(3, 1, seat=0)).after
    events = board.story_events
    assert len(events) >= 3
    board.replay()
    seen_rays = 0
    for i in range(len(events)):
        assert board.step_shown == (i + 1, len(events))
        assert events[i].explain("en") in board.explanation_text
        seen_rays += any(m.target[0] == "ray" for m in board.shown_feedback.marks)
        board.step(+1)
    assert seen_rays == 2
    assert not board.replaying


def test_overlay_letters_the_anchors_that_mutate():
    board = BigMonsterBoard(DOUBLE_GREEN)
    overlay = {pos: (m, c, b) for pos, m, c, b in board.previews()}
    assert overlay[(3, 1)][0] and len(overlay[(3, 1)][0]) == 2
    assert set(overlay) == set(board.targets())


# ---------------------------------------------------------------- the draft

def test_pick_then_hover_shows_what_the_tile_would_do_then_the_ship_passes_the_hand():
    board = BigMonsterBoard(seed=5)
    keep_all(board)
    s = board.session
    assert s.state.phase is bm.Phase.PICK and s.acting() == 0
    board.click(*CHIPS.rect(0).center)
    code = s.tray_tiles()[0]
    assert s.selection == 0 and "picked" in board.explanation_text
    board.hover(*cell_pixel(board, (0, 2)))
    hyp = s.state.replace(phase=bm.Phase.PLACE, chosen=(code,) + s.state.chosen[1:])
    verdict = bm.check(hyp, bm.Place(0, 2, seat=0))
    assert plain_text(verdict_lines(verdict, "en", forecasts=True)) in board.explanation_text
    assert s.state.chosen[0] is None                  # a what-if: nothing chosen yet
    # own ship refused (BM-DRAFT-OWN), another's played
    board.hover(*BUTTONS[0].center)
    own = bm.check(s.state, bm.Pick(code, 0, seat=0))
    if not own.legal:
        assert own.headline("en") in board.explanation_text
    board.click(*BUTTONS[1].center)
    assert s.state.chosen[0] == code
    assert s.state.ships[1] is not None and len(s.state.ships[1]) == 9
    assert s.acting() == 1                            # the next seat is served


def test_the_simultaneous_choice_stays_hidden_from_the_next_seat_until_the_reveal():
    board = BigMonsterBoard(players=4, seed=2, teaching=False)
    s = board.session
    keep_all(board)
    assert s.state.phase is bm.Phase.PICK
    assert s.curtained                                # the curtain before Player 1's hand
    assert board.hit(*CHIPS.rect(0).center) == ("curtain", None)
    s.take_screen()
    code = s.tray_tiles()[0]
    board.click(*CHIPS.rect(0).center)
    board.click(*BUTTONS[1].center)
    assert s.state.chosen[0] == code
    said = render(bm.check(s.history.entries[-2].state, bm.Pick(code, 1, seat=0))
                  .reasons[0].msg, "en")
    assert s.curtained and s.acting() == 1
    assert said not in board.explanation_text
    assert "has chosen, face down" in board.explanation_text
    s.take_screen()                                   # Player 2 at the screen
    assert s.seen(s.state).chosen[0] is None
    assert s.seen(s.state).hands[0] is None and s.seen(s.state).hands[1] is not None
    assert said not in board.explanation_text
    for _ in range(3):                                # Players 2, 3, 4 choose
        if s.curtained:
            s.take_screen()
        board.click(*CHIPS.rect(0).center)
        ship = next(t for t in bm.rules.ships_for(s.state, s.acting()))
        board.click(*BUTTONS[ship].center)
    assert s.state.phase is bm.Phase.PLACE          # revealed: every choice is public
    assert s.seen(s.state).chosen[0] == code
    assert "revealed" in board.explanation_text or "reveal" in board.explanation_text.lower()


def test_typed_moves_in_hot_seat_take_the_screen_and_the_move_box_waits_for_it():
    board = BigMonsterBoard(players=4, seed=2, teaching=False)
    s = board.session
    assert s.curtained
    assert not s.play_moves("p1:e1")
    assert "show your hand first" in board.explanation_text
    e = s.state.dealt[0][0]
    assert s.play(f"p1:e{e}")
    assert s.state.explorers[0] == e
    assert s.curtained and s.acting() == 1              # the next seat's turn at the screen
    assert "has chosen, face down" in board.explanation_text
    assert f"explorer {e}" not in board.explanation_text


# ---------------------------------------------------------------- canvas, language

def test_a_redraw_sends_every_layer(monkeypatch):
    board = BigMonsterBoard(DOUBLE_GREEN)
    assert_a_hover_sends_the_highlight_alone(board, cell_pixel(board, (3, 1)), monkeypatch)


def test_the_language_switch(monkeypatch):
    board = BigMonsterBoard(DOUBLE_GREEN)
    board.hover(*cell_pixel(board, (3, 1)))
    english = board.explanation_text
    board.set_lang("fr")
    board.hover(*cell_pixel(board, (2, 1)))
    board.hover(*cell_pixel(board, (3, 1)))
    french = board.explanation_text
    assert french != english and "rayon" in french
    verdict = bm.check(board.state, bm.Place(3, 1, seat=0))
    assert plain_text(verdict_lines(verdict, "fr", forecasts=True)) in french


def _open(moves: int, seed: int = 1, **kw):
    return conf.open_board("big_monster", moves, seed, **kw)


@pytest.mark.parametrize("players,moves", [(4, 0), (4, 5), (4, 9), (3, 2), (3, 7)])
def test_every_pixel_does_what_check_says(players, moves):
    """The board conformance probe (``tests/test_board_conformance.py``) on this board."""
    board = _open(moves, players=players)
    checked = conf.probe_position(board)
    assert True in checked
    assert len(checked) >= (5 if players == 4 else 2)    # 3 players: the last seat left


def test_every_visible_string_changes_with_the_language(monkeypatch):
    unchanged = conf.unchanged_by_language(_open(3), monkeypatch)
    assert unchanged == [], unchanged


def test_a_failed_hover_leaves_the_board_as_it_was(monkeypatch):
    board = _open(3)
    assert_a_failed_hover_changes_nothing(board, cell_pixel(board, (0, 2)), monkeypatch)


# ---------------------------------------------------------------- computer seats

@pytest.mark.parametrize("players", [3, 4])
def test_computer_seats_play_a_whole_game(players):
    board = BigMonsterBoard(players=players, seed=7, teaching=False,
                            computer=",".join(str(s + 1) for s in range(players)))
    s = board.session
    play_to_the_end(s, 20)
    assert s.state.phase is bm.Phase.OVER
    assert s.state.winners
    assert all(len(a) >= 18 for a in s.state.areas) or players == 3
    assert "game is over" in board.explanation_text


def test_a_learner_plays_against_computer_seats_in_hot_seat():
    board = BigMonsterBoard(players=4, seed=9, teaching=False, computer="2,3,4")
    s = board.session
    assert s.state.phase is bm.Phase.EXPLORER and s.acting() == 0
    assert s.curtained                                  # the first seat takes the screen
    board.click(*CHIPS.rect(0).center)
    assert not s.curtained
    board.click(*EXPLORER_BOXES[0].center)
    assert s.state.phase is bm.Phase.PICK              # the computers kept theirs too
    assert s.acting() == 0 and not s.curtained           # one learner: no curtain to pass
    board.click(*CHIPS.rect(0).center)
    ship = bm.rules.ships_for(s.state, 0)[0]
    board.click(*BUTTONS[ship].center)
    assert s.state.phase is bm.Phase.PLACE and s.acting() == 0
    place = s.targets()[0]
    board.click(*cell_pixel(board, place))
    assert s.last_error is None
    assert s.state.phase is bm.Phase.PICK and s.state.turn == 2


# ---------------------------------------------------------------- puzzles

def test_the_double_mutation_puzzle_is_answered_on_the_board():
    board = BigMonsterBoard(puzzle="bm-ex-2-double-green")
    assert not board.hints                               # a puzzle starts with hints off
    board.hover(*cell_pixel(board, (3, 1)))
    assert "Hints are off" in board.explanation_text
    board.click(*cell_pixel(board, (3, 1)))
    assert board.explanation_text.startswith("Well done")
    assert board.puzzle_done


def test_the_own_ship_puzzle_is_answered_with_the_tray_and_a_ship_button():
    board = BigMonsterBoard(puzzle="bm-own-ship-last")
    i = board.tray_tiles().index("IG")
    board.click(*CHIPS.rect(i).center)
    board.click(*BUTTONS[0].center)                      # the own ship, the only free one
    assert board.explanation_text.startswith("Well done")
