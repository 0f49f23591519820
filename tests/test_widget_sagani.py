"""The Sagani board, kernel side (no browser): what the learner sees and gets.

Positions are the engine's puzzles (the fact sheet's worked examples and edge cases) and
seeded games; every test drives the board through its public handlers (pixels, cells, the
rotation, the keyboard) and asserts on the panel's text, the marks, the canvas layers and
the state. The shared board conformance probe runs here on positions of every step.
"""

from __future__ import annotations

import pytest

import tutor.sagani as sag
import tutor.sagani.data  # noqa: F401  (sag.data.tile)
from tutor.core import Msg, render
from tutor.sagani.facts import ArrowFact, Placement
from widgets.base import LAYERS
from widgets.panel import plain_text, verdict_lines
from widgets.games.sagani.board import (DISPLAY, HELD, INTERMEZZO, OFFER, PASS, ROTATE, SEATS, SOLO,
                            STACKS, SaganiBoard, fit_display)

import test_board_conformance as conf
from widget_support import (assert_a_failed_hover_changes_nothing, play_to_the_end,
                            recorded_clears)


def _puzzle(pid):
    return next(p for p in sag.PUZZLES if p.id == pid).position


GAP = _puzzle("sag-ex-1-ray-with-gap")               # blue (0,0) points right; hold blue
LAST = _puzzle("sag-ex-5-last-tile")                  # one tile on offer, 3 in the Intermezzo
ROT = _puzzle("sag-rotate-to-fulfil")                 # a 1-arrow blue tile to turn
INTER = _puzzle("sag-intermezzo-lowest-first")        # the Intermezzo runs, Player 2 first
TWO = _puzzle("sag-two-tiles-at-once")
SOLO_A = _puzzle("sag-solo-a-the-25th-tile")          # solo (a): 73 points, the 25th tile
SOLO_B = _puzzle("sag-solo-b-the-last-tile")          # solo (b): the last tile of the game


def marks(board) -> set:
    return {(m.target, m.style) for m in board.session.shown_feedback.marks}


def cell_pixel(board, cell):
    return board.grid.rect(cell).center


# ---------------------------------------------------------------- pixels -> keys

def test_every_cell_slot_and_button_maps_to_its_key():
    board = SaganiBoard(GAP)
    grid = board.grid
    for cell in grid.cells():
        r = grid.rect(cell)
        assert DISPLAY.contains(*r.center)
        for px in (r.center, (r.x + 1, r.y + 1), (r.right - 1, r.bottom - 1)):
            assert board.hit(*px) == ("cell", cell)
    assert {(3, 0), (0, 0), (-1, -1)} <= set(grid.cells())      # the tiles and around
    for s in range(2):
        assert board.hit(*SEATS[s].center) == ("display", s)
    assert board.hit(*SEATS[2].center) is None                   # 2 players
    for i in range(5):
        assert board.hit(*OFFER.rect(i).center) == ("offer", i)
    for k in range(3):
        assert board.hit(*STACKS.rect(k).center) == ("stack", k)
    assert board.hit(*INTERMEZZO.rect(0).center) is None         # empty Intermezzo
    assert board.hit(*HELD.center) == ("held", None)
    assert board.hit(*ROTATE[-1].center) == ("rotate", -1)
    assert board.hit(*ROTATE[1].center) == ("rotate", 1)
    assert board.hit(*PASS.center) is None                       # no Intermezzo running
    assert board.hit(2, 2) is None and board.hit(899, 619) is None
    board = SaganiBoard(INTER)
    for i in range(4):
        assert board.hit(*INTERMEZZO.rect(i).center) == ("intermezzo", i)
    assert board.hit(*PASS.center) == ("pass", None)
    assert board.hit(*ROTATE[1].center) is None                  # no tile held


def test_the_grid_grows_with_the_display_and_keeps_every_open_cell_on_screen():
    board = SaganiBoard(seed=2, computer="1,2")
    while board.state.phase is not sag.Phase.OVER and len(board.state.seats[0].display) < 12:
        board.session.computer_play(4)
    board.look_at(0)
    grid = board.grid
    cells = {p.pos for p in board.state.seats[0].display}
    around = {(x + dx, y + dy) for x, y in cells for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
    assert all(grid.shown(c) for c in cells | around)
    assert DISPLAY.x <= grid.left and grid.rect((grid.xs[1], grid.ys[0])).right <= DISPLAY.right


# ---------------------------------------------------------------- verdicts on hover

def test_hover_shows_the_engine_verdict_with_each_arrow_and_its_ray():
    board = SaganiBoard(GAP)
    state = board.state
    board.hover(*cell_pixel(board, (3, 0)))
    verdict = sag.check(state, sag.Place(3, 0, 0))
    text = board.explanation_text
    assert plain_text(verdict_lines(verdict, "en", forecasts=True)) in text
    assert ("is fulfilled by the blue (water) tile at (3,0), 3 spaces away: distance does not "
            "matter") in text
    assert "is complete: +1" in text
    rays = {m for m in marks(board) if m[0][0] == "ray"}
    assert (("ray", ((0, 0), 2, (3, 0))), "ok") in rays          # solid to the new tile
    assert (("ray", ((3, 0), 1, None)), "bad") in rays           # the new tile's own arrow
    assert (("cell", (3, 0)), "ok") in marks(board)
    assert board.session.shown_feedback.ghost == (state.held, 0, (3, 0))
    board.hover(*cell_pixel(board, (4, 0)))                     # a corner only: refused
    refused = sag.check(state, sag.Place(4, 0, 0))
    assert not refused.legal and refused.headline("en") in board.explanation_text
    assert (("cell", (4, 0)), "cross") in marks(board)
    assert board.state == state


def test_rotating_the_held_tile_turns_the_verdict_and_the_overlay():
    board = SaganiBoard(ROT)
    s = board.session
    board.hover(*cell_pixel(board, (-1, 0)))
    assert "pointing up is not fulfilled" in board.explanation_text
    board.click(*ROTATE[1].center)
    assert s.rotation == 1 and "rotation 1" in board.explanation_text
    board.hover(*cell_pixel(board, (-1, 0)))
    verdict = sag.check(board.state, sag.Place(-1, 0, 1))
    assert plain_text(verdict_lines(verdict, "en", forecasts=True)) in board.explanation_text
    overlay = {(p.pos, p.rot): p.points for p in s.previews()}
    assert overlay[(-1, 0), 1] == 1 and overlay[(-1, 0), 0] == 0
    s.key_down("ArrowLeft")                                     # the keyboard: back
    assert s.rotation == 0
    board._key_down("r", False, False, False)                   # the canvas's key event
    assert s.rotation == 1
    s.key_down("x")                                             # any other key: nothing
    assert s.rotation == 1
    board.click(*cell_pixel(board, (-1, 0)))
    assert board.state.seats[0].at((-1, 0)).rot == 1
    assert board.state.seats[0].score == 1


def test_clicking_places_and_the_replay_steps_through_each_snapshot():
    board = SaganiBoard(GAP)
    before = board.state
    board.click(*cell_pixel(board, (3, 0)))
    assert board.state == sag.apply(before, sag.Place(3, 0, 0)).after
    assert board.grid == fit_display(board.state.seats[0].display)   # drawn: the placer's
    events = board.story_events
    assert [e.rule for e in events][:4] == ["SAG-TURN-PLACE", "SAG-DISC-LOAD",
                                            "SAG-ARROW-MARK", "SAG-SCORE-COMPLETE"]
    board.replay()
    for i, event in enumerate(events):
        assert board.step_shown == (i + 1, len(events))
        assert board.shown_state == event.snapshot
        assert event.explain("en") in board.explanation_text
        if isinstance(event.data, (Placement, ArrowFact)) or i < 4:
            assert board.display_seat() == 0                     # the placer's display
        if isinstance(event.data, ArrowFact):
            assert (("ray", ((0, 0), 2, (3, 0))), "ok") in marks(board)
        board.step(+1)
    assert not board.replaying
    assert board.state.to_act == 1 and board.display_seat() == 0    # the result stays shown
    board.click(*OFFER.rect(0).center)                               # until Player 2 takes
    assert board.state.held is not None and board.display_seat() == 1
    shown = [e.snapshot.seats[0].at((0, 0)) for e in events[:4]]
    assert [len(p.covered) for p in shown] == [0, 0, 1, 1] and shown[3].done


def test_the_overlay_marks_the_points_of_each_place_with_this_rotation():
    board = SaganiBoard(TWO)
    s = board.session
    best = max(s.previews(), key=lambda p: p.points)
    assert (best.pos, best.points, len(best.completes)) == ((1, 1), 2, 2)
    assert set(s.targets()) == {(m.x, m.y) for m in sag.legal_moves(board.state)}
    board.look_at(1)                                             # another seat's display
    assert s.targets() == [] and board.display_seat() == 1
    board.hover(*DISPLAY.center)
    assert board.state.phase is sag.Phase.PLACE                 # looking plays nothing
    board.look_at(None)
    assert board.display_seat() == 0


# ---------------------------------------------------------------- the other steps

def test_the_last_tile_goes_to_the_intermezzo_by_clicking_a_stack():
    board = SaganiBoard(LAST)
    s = board.session
    assert "one tile is left" in board.explanation_text
    board.hover(*STACKS.rect(1).center)
    verdict = sag.check(board.state, sag.Draw(1))
    assert plain_text(verdict_lines(verdict, "en", forecasts=True)) in board.explanation_text
    top = board.state.stacks[1][0]
    board.click(*STACKS.rect(1).center)
    assert board.state.held == top and len(board.state.intermezzo) == 4
    board.click(*cell_pixel(board, (0, 0)))
    assert board.state.phase is sag.Phase.INTERMEZZO
    assert "Intermezzo" in board.explanation_text
    seat = board.state.to_act
    board.click(*PASS.center)
    assert board.state.to_act != seat or board.state.phase is not sag.Phase.INTERMEZZO
    assert s.last_error is None


def test_the_intermezzo_puzzle_is_answered_with_a_tile_then_a_cell():
    board = SaganiBoard(puzzle="sag-intermezzo-lowest-first")
    i = board.state.intermezzo.index(37)
    board.click(*INTERMEZZO.rect(i).center)
    assert board.state.held == 37 and board.display_seat() == 1
    board.click(*cell_pixel(board, (0, 1)))
    assert board.explanation_text.startswith("Well done")
    assert board.puzzle_done


def test_the_gap_puzzle_is_answered_on_the_board_with_hints_off():
    board = SaganiBoard(puzzle="sag-ex-1-ray-with-gap")
    assert not board.hints
    board.hover(*cell_pixel(board, (3, 0)))
    assert "Hints are off" in board.explanation_text
    assert not any(m[0][0] == "ray" for m in marks(board))      # no forecast drawn
    board.click(*cell_pixel(board, (3, 0)))
    assert board.explanation_text.startswith("Well done")


def test_the_rotation_puzzle_needs_the_turn():
    board = SaganiBoard(puzzle="sag-rotate-to-fulfil")
    board.click(*ROTATE[1].center)
    board.click(*cell_pixel(board, (-1, 0)))
    assert board.explanation_text.startswith("Well done")


# ---------------------------------------------------------------- bad input

def test_bad_input_is_explained_and_changes_nothing():
    board = SaganiBoard(GAP)
    s = board.session
    before = s.state
    board.click_cell("three")
    assert "is not a position" in board.explanation_text
    assert not s.rotate("a") and "is not a turn" in board.explanation_text
    board.look_at(7)
    assert s.looking is None
    board.click(1, 1)
    assert "outside" in board.explanation_text.lower() or board.explanation_text
    board.click_cell((9, 9))                                     # off every rule
    assert not sag.check(before, sag.Place(9, 9, 0)).legal
    assert s.state == before and s.last_error is None
    assert not board.play("place 1,1 r7")
    assert s.state == before
    board.set_lang("fr")
    board.click_cell("trois")
    assert "n'est pas une position" in board.explanation_text
    taken = SaganiBoard(seed=1)
    assert not taken.session.rotate(1)
    assert "nothing to turn" in taken.explanation_text


# ---------------------------------------------------------------- canvas, language

def test_a_redraw_sends_every_layer_and_a_hover_the_highlight_alone(monkeypatch):
    board = SaganiBoard(GAP)
    cleared = recorded_clears(board, monkeypatch)
    board.redraw()
    assert sorted(cleared) == sorted(LAYERS)
    cleared.clear()
    board.hover(*cell_pixel(board, (3, 0)))
    assert cleared == ["highlight"]
    cleared.clear()
    board.rotate(1)                                              # the held tile and overlay
    assert "selection" in cleared and "pieces" not in cleared


def test_the_language_switch_reads_the_engine_in_french():
    board = SaganiBoard(GAP)
    board.set_lang("fr")
    board.hover(*cell_pixel(board, (3, 0)))
    french = board.explanation_text
    verdict = sag.check(board.state, sag.Place(3, 0, 0))
    assert plain_text(verdict_lines(verdict, "fr", forecasts=True)) in french
    assert "la distance ne compte pas" in french and "distance does not" not in french


def _open(moves: int, seed: int = 1, **kw):
    return conf.open_board("sagani", moves, seed, **kw)


@pytest.mark.parametrize("players,moves", [(2, 0), (2, 7), (3, 12), (4, 20)])
def test_every_pixel_does_what_check_says(players, moves):
    """The board conformance probe (``tests/test_board_conformance.py``), deeper in."""
    board = _open(moves, players=players)
    checked = conf.probe_position(board)
    assert True in checked and len(checked) >= 5


@pytest.mark.parametrize("position", [LAST, INTER], ids=["last-tile", "intermezzo"])
def test_every_pixel_does_what_check_says_at_the_last_tile_and_the_intermezzo(position):
    board = SaganiBoard(position)
    checked = conf.probe_position(board)
    assert all(checked) and len(checked) >= 4        # every tile, stack and "take nothing"


def test_every_visible_string_changes_with_the_language(monkeypatch):
    unchanged = conf.unchanged_by_language(SaganiBoard(INTER), monkeypatch)
    assert unchanged == [], unchanged


# ---------------------------------------------------------------- seats, setup

@pytest.mark.parametrize("players", [2, 3, 4])
def test_computer_seats_play_a_whole_game(players):
    board = SaganiBoard(players=players, seed=7, teaching=False,
                        computer=",".join(str(s + 1) for s in range(players)))
    s = board.session
    play_to_the_end(s, 60)
    assert s.state.phase is sag.Phase.OVER and s.state.winners
    assert "The game is over" in board.explanation_text
    w = s.state.winners[0]
    assert f"wins with {s.state.seats[w].score} points" in board.explanation_text


def test_a_learner_plays_against_the_computer_in_hot_seat_without_a_curtain():
    board = SaganiBoard(players=3, seed=9, teaching=False, computer="2,3")
    s = board.session
    assert not s.curtained and not board.hints                  # nothing is secret
    assert s.state.to_act == 0 or s.state.to_act in (1, 2)
    for _ in range(6):
        if s.state.to_act != 0:
            break
        if s.step_of() == "take":
            board.click(*OFFER.rect(0).center)
        else:
            board.click(*cell_pixel(board, s.targets()[0]))
        assert s.last_error is None
    assert s.state.to_act == 0 and len(s.state.seats[1].display) >= 1


def test_the_setup_row_deals_the_game_it_shows():
    board = SaganiBoard(seed=1)
    board.show_controls()
    assert board.setup_value("players") == 2
    assert board.setup_value("order") is sag.DiscOrder.LOAD_FIRST
    board.choose_setup("players", 4)
    board.choose_setup("order", sag.DiscOrder.RESOLVE_FIRST)
    board.choose_setup("seed", 5)
    board.session.new_game()
    assert board.state.options == sag.Options(4, sag.DiscOrder.RESOLVE_FIRST)
    assert "disc order (b) resolve older tiles first" in board.explanation_text
    assert not board.session.new_game(players=7)
    assert "1 to 4 players, not 7" in board.explanation_text
    assert board.state.players == 4


def test_a_failed_hover_leaves_the_board_as_it_was(monkeypatch):
    board = SaganiBoard(GAP)
    assert_a_failed_hover_changes_nothing(board, cell_pixel(board, (3, 0)), monkeypatch)


def test_the_static_picture_and_the_tile_captions_follow_the_language():
    board = SaganiBoard(GAP, lang="fr")
    assert "Joueur 1" in board.static_picture()
    board.hover(*OFFER.rect(0).center)           # placing: an offer tile is only read
    t = board.state.offer[0]
    d = sag.data.tile(t)
    assert board.explanation_text == (f"Tuile {t} : {render(Msg(f'sag.el.{d.element}'), 'fr')}"
                                      f", {len(d.arrows)} flèche{'s' * (len(d.arrows) > 1)}, "
                                      f"vaut {d.points}.")
    board.click(*OFFER.rect(0).center)
    assert board.state.offer[0] == t and board.state.held == 37


# ---------------------------------------------------------------- solo (SAG-VAR-SOLO)

def test_a_solo_board_draws_one_display_and_the_goal_instead_of_other_seats(monkeypatch):
    board = SaganiBoard(players=1, seed=3)
    assert board.hit(*SEATS[0].center) == ("display", 0)
    assert board.hit(*SEATS[1].center) is None and board.hit(*SOLO.center) is None
    shown = conf.visible_strings(board, monkeypatch)
    assert {"Solo goal", "(a) 75 points within 25 tiles", "0 of 75 points",
            "0 of at most 25 tiles", "SAG-VAR-SOLO: reported by a review, not checked",
            "Display of Player 1"} <= shown
    assert not any("Player 2" in text for text in shown)
    assert "Solo goal (a) 75 points within 25 tiles" in board.info.value
    other = SaganiBoard(players=1, solo_goal="b", seed=3)
    shown = conf.visible_strings(other, monkeypatch)
    assert {"(b) every tile, less discs left", "tiles placed 0 · still to take 72",
            "discs on tiles: 0", "if it ended now: 0 − 0 = 0"} <= shown


@pytest.mark.parametrize("position", [SOLO_A, SOLO_B], ids=["goal-a", "goal-b"])
def test_every_visible_string_of_a_solo_board_changes_with_the_language(position,
                                                                         monkeypatch):
    unchanged = conf.unchanged_by_language(SaganiBoard(position), monkeypatch)
    assert unchanged == [], unchanged


def test_solo_a_the_25th_tile_hover_says_won_or_lost_and_the_click_ends_the_game(monkeypatch):
    board = SaganiBoard(SOLO_A)
    s = board.session
    board.rotate(1)
    board.hover(*cell_pixel(board, (-2, 0)))
    assert "tile 25 of at most 25, 79 points: 75 reached, the solo game is won " \
           "(SAG-VAR-SOLO)" in board.explanation_text
    board.rotate(-1)
    board.hover(*cell_pixel(board, (-2, 0)))
    assert "tile 25 of at most 25, 73 points: 75 not reached, the solo game is lost" in \
        board.explanation_text
    assert board.state.phase is sag.Phase.PLACE              # a forecast, nothing played
    board.rotate(1)
    board.click(*cell_pixel(board, (-2, 0)))
    assert board.state.phase is sag.Phase.OVER and board.state.winners == (0,)
    text = board.explanation_text
    assert "79 points with 25 tiles: 75 reached with at most 25 tiles — Player 1 wins " \
           "(solo goal (a)) (SAG-VAR-SOLO)" in text
    assert "The game is over: Player 1 reached 79 points with 25 tiles — 75 within 25 " \
           "tiles, the solo game is won." in text
    shown = conf.visible_strings(board, monkeypatch)
    assert "Won: 79 points with 25 tiles" in shown
    assert any(t.startswith("★ Player 1: 79 pts") for t in shown)
    assert s.last_error is None
    board.undo()
    board.click(*cell_pixel(board, (-2, 0)))                 # r0 this time: lost
    assert board.state.winners == () and "the solo game is lost" in board.explanation_text
    assert "Lost: 25 tiles, 73 points" in conf.visible_strings(board, monkeypatch)


def test_solo_b_the_last_tile_ends_with_the_subtraction_said_and_drawn(monkeypatch):
    board = SaganiBoard(puzzle="sag-solo-b-the-last-tile")
    board.rotate(2)
    board.click(*cell_pixel(board, (-3, 2)))
    assert board.explanation_text.startswith("Well done")
    assert "290 points − 20 discs still on tiles = 270: the final score, a score to beat " \
           "(goal (b)) (SAG-VAR-SOLO)" in board.explanation_text
    assert board.state.seats[0].score == 270
    shown = conf.visible_strings(board, monkeypatch)
    assert "Final score: 290 − 20 discs = 270" in shown
    assert any(t.startswith("■ Player 1: 270 pts · final score") for t in shown)
    board.replay()                                          # step to the subtraction
    while board.step_shown[0] < board.step_shown[1]:
        board.step(+1)
    last = board.story_events[-1]
    assert last.rule == "SAG-VAR-SOLO" and last.explain("en") in board.explanation_text
    assert {m.target for m in board.session.shown_feedback.marks} >= {
        ("cell", (c.u, c.v)) for c in last.focus}
    board.set_lang("fr")
    board.step(+1)
    assert "La partie est finie : 290 points − 20 disques encore posés sur les tuiles = 270" \
        in board.explanation_text


@pytest.mark.parametrize("goal", ["a", "b"])
def test_every_pixel_of_a_solo_board_does_what_check_says(goal):
    board = _open(9, players=1, solo_goal=goal)
    checked = conf.probe_position(board)
    assert True in checked and len(checked) >= 5


def test_the_solo_intermezzo_asks_the_one_seat_on_the_board():
    s = sag.from_notation(LAST.replace("sag1;p2", "sag1;p1").replace(";P=24,0,0,0,0,-", "", 1))
    board = SaganiBoard(s)
    board.click(*STACKS.rect(0).center)
    board.click(*cell_pixel(board, (0, 0)))
    assert board.state.phase is sag.Phase.INTERMEZZO and board.state.to_act == 0
    assert "Intermezzo: Player 1 may take one of the 4 tiles (SAG-INT-RUN)" in \
        board.explanation_text
    assert all(conf.probe_position(board))
    board.click(*PASS.center)
    assert board.state.phase is sag.Phase.TAKE and len(board.state.discarded) == 4


@pytest.mark.parametrize("goal", ["a", "b"])
def test_the_computer_plays_a_whole_solo_game(goal):
    board = SaganiBoard(players=1, solo_goal=goal, seed=3, teaching=False, computer="1")
    s = board.session
    play_to_the_end(s, 200)
    assert s.state.phase is sag.Phase.OVER
    assert "The game is over" in board.explanation_text
    if goal == "b":
        assert "still on tiles =" in board.explanation_text
    else:
        assert "the solo game is " in board.explanation_text


def test_the_setup_row_offers_solo_and_drops_a_stale_goal_with_a_note():
    board = SaganiBoard(seed=1)
    board.show_controls()
    assert board.setup_value("solo_goal") is sag.SoloGoal.REACH_75
    board.choose_setup("players", 1)
    board.choose_setup("solo_goal", sag.SoloGoal.ALL_TILES)
    assert board.session.new_game()
    assert board.state.options == sag.Options(1, solo_goal=sag.SoloGoal.ALL_TILES)
    assert board.explanation_text.startswith(
        "New solo game: goal (b) every tile, less discs left, disc order (a)")
    board.choose_setup("players", 3)                # the row still shows goal (b)
    assert board.session.new_game()
    assert board.state.options == sag.Options(3)
    assert "(The solo goal “(b) every tile, less discs left” is for 1 player: with 3 players " \
           "the game ends at the target score.)" in board.explanation_text
    assert board.setup_value("solo_goal") is sag.SoloGoal.REACH_75
    before = board.state
    assert not board.session.new_game(players=2, solo_goal="b")   # asked by name: refused
    assert "the solo goal (b) is for a game of 1 player" in board.explanation_text
    assert not board.session.new_game(players=1, solo_goal="c")
    assert "not c" in board.explanation_text and board.state == before
    board.set_lang("fr")
    assert not board.session.new_game(players=2, solo_goal="b")
    assert "l'objectif solo (b) est pour une partie à 1 joueur" in board.explanation_text
    bad = SaganiBoard(players=2, solo_goal="b")             # a new board explains it too
    assert "the solo goal (b) is for a game of 1 player" in bad.explanation_text
    assert bad.state.options.problem() is None              # and deals nothing broken
