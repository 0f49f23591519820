"""The Flaming Pyramids board, kernel side (no browser): what the learner sees and gets.

Every test drives the board through its public handlers (pixels, cells, notation) and
asserts on the explanation panel's text and on the position's notation. Positions come
from the fact sheet's worked examples (rule IDs in the test names and asserts).
"""

from __future__ import annotations

import html
import random

import ipywidgets
import pytest
from ipycanvas import Canvas

import tutor.flaming_pyramids as fp
from tutor.core import LANGUAGES, Cell, NotationError, Partial
from tutor.core.puzzles import judge
from tutor.core.i18n import catalog, placeholders
from widgets import FlamingPyramidsBoard
from widgets.base import forget_current_canvas
from widgets.games.flaming_pyramids.board import DIE, HAND
from widget_support import all_widgets, widgets_of

EXACT_LOAD = "fp1 players=2 turn=1 pyramid=0:B20,R40 hands=B60,Y100,G6|R2 piles=-|-"
CHAIN = "fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/0:Y10,B20 hands=Y40,B2|R2 piles=-|-"
FIRE_DIE = ("fp1 players=2 variants=firedie turn=1 pyramid=0:Y4,G6,R30 hands=Cy,B100|R2 "
            "piles=-|-")


def after(position: str, *moves: str) -> str:
    """The notation after playing ``moves`` with the engine itself."""
    state = fp.from_notation(position)
    for text in moves:
        state = fp.apply(state, fp.parse_move(text)).after
    return fp.to_notation(state)


def explain(position, move: str, lang: str = "en") -> str:
    """The engine's own verdict text for ``move`` (what the panel must show on hover)."""
    state = fp.from_notation(position) if isinstance(position, str) else position
    return fp.check(state, fp.parse_move(move)).explain(lang)


def event_lines(position: str, *moves: str, lang: str = "en") -> list[str]:
    """The numbered events of ``moves``, as the panel lists them."""
    state = fp.from_notation(position)
    events = []
    for text in moves:
        outcome = fp.apply(state, fp.parse_move(text))
        events += outcome.events
        state = outcome.after
    return [f"{i}. {e.explain(lang)}" for i, e in enumerate(events, 1)]


def notation_error(text: str, lang: str = "en", parse=fp.parse_move) -> str:
    try:
        parse(text)
    except NotationError as exc:
        return exc.explain(lang)
    raise AssertionError(f"{text!r} parsed")


def notation(board: FlamingPyramidsBoard) -> str:
    return fp.to_notation(board.state)


def centre(board: FlamingPyramidsBoard, cell) -> tuple[float, float]:
    return board.geo.center(cell)


# ---------------------------------------------------------------- display

def test_board_displays_as_a_fixed_width_vbox():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    assert isinstance(board.widget, ipywidgets.VBox)
    assert board.canvas in board.widget.children
    assert board.canvas.layout.width == "760px"
    bundle = board._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"] == board.summary()             # one line, not the repr
    assert repr(board) == f"FlamingPyramidsBoard({EXACT_LOAD!r})"      # the repr: paste-able


def test_new_board_deals_a_game_and_prompts_the_first_player():
    board = FlamingPyramidsBoard()
    assert notation(board) == fp.to_notation(fp.initial_state(fp.Options(2), 0))
    assert "Player 1 to play" in board.explanation_text
    assert "Seed 0" in board.info.value
    assert "Player 2: 5 in hand + 17 in pile" in board.info.value


# ---------------------------------------------------------------- selecting

def test_select_names_the_open_sites():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    assert board.select("B60")
    assert board.selection == fp.tile("B60")
    assert "B60 picked" in board.explanation_text
    assert "(1,0)" in board.explanation_text and "FP-PLACE-3" in board.explanation_text
    assert notation(board) == EXACT_LOAD


def test_clicking_a_hand_tile_picks_it_and_clicking_again_puts_it_back():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.click(*HAND.rect(1).center)                      # hand: B60, Y100, G6
    assert board.selection == fp.tile("Y100")
    board.click(*HAND.rect(1).center)
    assert board.selection is None
    assert "Y100 put back" in board.explanation_text


def test_select_a_tile_that_is_not_yours_says_why():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    assert not board.select("R2")                          # Player 2's tile
    assert board.selection is None
    text = board.explanation_text
    assert text.startswith("You cannot pick R2:")
    reason = next(r for r in fp.check(board.state, fp.parse_move("R2@1,0")).violations)
    assert reason.rule == "FP-TURN-1" and reason.explain("en") in text


def test_select_something_that_is_not_a_tile():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    assert not board.select("B61")
    assert board.explanation_text.startswith("Could not read that:")
    assert "B61" in board.explanation_text
    assert notation(board) == EXACT_LOAD


# ---------------------------------------------------------------- hover

def test_hovering_a_standing_site_says_it_stands_with_build_rules():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.select("B60")
    board.hover(*centre(board, (1, 0)))
    text = board.explanation_text
    assert text == explain(EXACT_LOAD, "B60@1,0")          # headline and every reason
    assert "stands" in text.splitlines()[0]
    assert "✓" in _line(text, "FP-BUILD-1") and "✓" in _line(text, "FP-BUILD-2")
    assert notation(board) == EXACT_LOAD                   # hover never plays


def test_hovering_a_collapsing_site_gives_the_collapse_reason():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.select("Y100")
    board.hover_cell((1, 0))
    text = board.explanation_text
    assert text == explain(EXACT_LOAD, "Y100@1,0")
    assert "collapses" in text.splitlines()[0]
    assert "⚠" in _line(text, "FP-BUILD-2") and "100 > 20 + 40" in _line(text, "FP-BUILD-2")
    assert "⚠" in _line(text, "FP-COLL-1")


def test_hovering_a_non_site_explains_why_not():
    board = FlamingPyramidsBoard(CHAIN)
    board.select("Y40")
    board.hover_cell((1, 2))
    assert board.explanation_text == explain(CHAIN, "Y40@1,2")
    assert "✗" in _line(board.explanation_text, "FP-PLACE-5")
    board.hover_cell((0, 3))
    assert board.explanation_text == explain(CHAIN, "Y40@0,3")
    assert "✗" in _line(board.explanation_text, "FP-PLACE-3")
    assert "(2,0)" in _line(board.explanation_text, "FP-PLACE-3")   # the allowed site


def test_leaving_the_canvas_restores_the_panel():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.select("B60")
    picked = board.explanation_text
    board.hover_cell((1, 0))
    assert board.explanation_text == explain(EXACT_LOAD, "B60@1,0")
    board.hover(-10, -10)                                  # off the board
    assert board.explanation_text == picked


def test_hover_work_happens_only_when_the_cell_changes(monkeypatch):
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.select("B60")
    calls = []
    real_check = fp.check
    monkeypatch.setattr(fp, "check", lambda s, m: calls.append(m) or real_check(s, m))
    clears = []
    highlight = board.layers["highlight"]
    real_clear = highlight.clear
    monkeypatch.setattr(highlight, "clear", lambda: clears.append(1) or real_clear())

    box = board.geo.rect((1, 0))
    for dx in range(0, int(box.w) - 2, 3):                 # many mouse moves inside one cell
        board.hover(box.x + 1 + dx, box.y + box.h / 2)
    assert len(calls) == 1 and len(clears) == 1
    board.hover(*centre(board, (1, 1)))                    # another cell: one more check
    assert len(calls) == 2 and len(clears) == 2
    board.hover(*centre(board, (1, 0)))                    # back: the verdict is cached
    assert len(calls) == 2 and len(clears) == 3
    assert board.explanation_text == explain(EXACT_LOAD, "B60@1,0")


def test_hints_off_hides_the_forecast_but_not_the_site_rules():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.set_hints(False)
    board.select("Y100")
    board.hover_cell((1, 0))
    text = board.explanation_text
    assert text.startswith("Allowed here: Player 1 places Y100 at (1,0). Hints are off")
    assert "FP-PLACE-3" in text
    assert "FP-BUILD-2" not in text and "FP-COLL-1" not in text
    board.set_hints(True)
    assert board.explanation_text == explain(EXACT_LOAD, "Y100@1,0")


# ---------------------------------------------------------------- clicking

def test_clicking_a_legal_site_plays_and_lists_the_events():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.select("B60")
    board.click(*centre(board, (1, 0)))
    assert notation(board) == after(EXACT_LOAD, "B60@1,0")
    lines = board.explanation_text.splitlines()
    verdict = explain(EXACT_LOAD, "B60@1,0").splitlines()
    events = event_lines(EXACT_LOAD, "B60@1,0")
    assert lines == verdict + ["What happened:"] + events
    assert "(FP-TURN-2)" in events[0] and "(FP-TURN-4)" in events[-1]
    assert board.selection is None


def test_illegal_click_leaves_the_state_and_cites_place_3():
    board = FlamingPyramidsBoard(CHAIN)
    board.select("Y40")
    board.click_cell((0, 3))
    assert notation(board) == CHAIN
    text = board.explanation_text
    assert text == explain(CHAIN, "Y40@0,3")
    assert "✗" in _line(text, "FP-PLACE-3")
    assert not board.can_undo


def test_click_off_the_board_says_so_and_changes_nothing():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.select("B60")
    board.click(3, 3)                                      # the canvas corner, outside both areas
    assert "outside the board" in board.explanation_text
    assert notation(board) == EXACT_LOAD
    assert board.selection == fp.tile("B60")


def test_click_a_site_before_picking_a_tile_checks_the_site_and_asks_for_the_tile():
    """FP-PLACE-3: a click on a cell with no tile picked is the placement's first part:
    the engine checks the site and says that the tile is still to choose."""
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.click_cell((1, 0))
    verdict = fp.check(board.state, Partial("place", (("cell", Cell(1, 0)),)))
    assert not verdict.complete and verdict.legal and verdict.rules == ("FP-PLACE-3",)
    assert board.explanation_text == verdict.explain("en")
    assert "chooses the tile of the hand" in board.explanation_text
    assert notation(board) == EXACT_LOAD and board.selection is None
    board.click_cell((0, 0))                               # taken: refused, with the sites
    assert board.explanation_text.startswith("Not allowed: Player 1 places a tile at (0,0).")
    assert "already holds B20" in board.explanation_text


def test_collapse_then_slide_targets_chain_reaction():
    board = FlamingPyramidsBoard(CHAIN)
    board.select("Y40")
    board.click_cell((2, 0))                               # 40 > 10 + 20: collapse
    assert board.state.phase is fp.Phase.CHOOSE
    text = board.explanation_text
    for line in event_lines(CHAIN, "Y40@2,0"):
        assert line in text
    assert "(FP-COLL-1)" in text
    assert fp.asks(board.state)[0].explain("en") in text   # what must be chosen
    board.hover(*centre(board, (1, 0)))                    # the lower-left target
    assert board.explanation_text == explain(board.state, "slide L")
    assert "⚠" in _line(board.explanation_text, "FP-BUILD-5")    # it would collapse again
    board.hover(*centre(board, (1, 1)))
    assert board.explanation_text == explain(board.state, "slide R")
    board.click(*centre(board, (1, 0)))                    # slide L: collapses again
    assert notation(board) == after(CHAIN, "Y40@2,0", "slide L")
    board.click_cell((0, 0))                               # slide L to the bottom row
    assert notation(board) == after(CHAIN, "Y40@2,0", "slide L", "slide L")
    # the story covers the whole turn, from the placement on
    story = event_lines(CHAIN, "Y40@2,0", "slide L", "slide L")
    text = board.explanation_text
    assert text.splitlines()[-len(story):] == story


def test_clicking_elsewhere_during_a_slide_decision_explains_the_decision():
    board = FlamingPyramidsBoard(CHAIN)
    board.play("Y40@2,0")
    before = notation(board)
    board.click_cell((0, 2))
    assert notation(board) == before
    assert fp.asks(board.state)[0].explain("en") in board.explanation_text
    assert not board.select("B2")
    assert board.explanation_text.startswith("This is not the moment to pick a tile:")
    assert fp.asks(board.state)[0].explain("en") in board.explanation_text


def test_fire_die_faces_preview_and_roll():
    board = FlamingPyramidsBoard(FIRE_DIE)
    board.select("Cy")
    board.click_cell((1, 0))
    assert board.state.phase is fp.Phase.ROLL
    assert fp.asks(board.state)[0].explain("en") in board.explanation_text
    board.hover(*DIE.rect(4).center)                       # face 5
    assert board.explanation_text == explain(board.state, "roll 5")
    assert "FP-DIE-3" in board.explanation_text
    board.click(*DIE.rect(4).center)
    assert notation(board) == after(FIRE_DIE, "Cy@1,0", "roll 5")
    story = event_lines(FIRE_DIE, "Cy@1,0", "roll 5")
    assert board.explanation_text.splitlines()[-len(story):] == story
    assert any("(FP-DIE-3)" in line for line in story)


# ---------------------------------------------------------------- notation, history, replay

def test_play_accepts_notation():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    assert board.play("G6@1,0")
    assert notation(board) == after(EXACT_LOAD, "G6@1,0")


def test_bad_notation_message_in_french():
    board = FlamingPyramidsBoard(EXACT_LOAD, lang="fr")
    assert not board.play("B60@un,zero")
    text = board.explanation_text
    assert text.startswith("Lecture impossible :")
    assert notation_error("B60@un,zero", "fr") in text
    assert notation(board) == EXACT_LOAD


def test_a_slide_when_nothing_slides_is_refused_by_the_gate():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    assert not board.play("slide L")
    assert board.explanation_text == explain(EXACT_LOAD, "slide L")
    assert "✗" in _line(board.explanation_text, "FP-TURN-1")
    assert notation(board) == EXACT_LOAD


def test_undo_and_redo():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.undo()
    assert board.explanation_text == "Nothing to undo."
    board.play("B60@1,0")
    played = notation(board)
    board.undo()
    assert notation(board) == EXACT_LOAD
    assert "Undone: Player 1 places B60 at (1,0)." in board.explanation_text
    assert board.can_redo
    board.redo()
    assert notation(board) == played
    assert "Played again: Player 1 places B60 at (1,0)." in board.explanation_text
    board.redo()
    assert board.explanation_text == "Nothing to redo."
    board.undo()
    board.play("G6@1,0")                                   # a new move drops the redo branch
    assert not board.can_redo


def test_step_through_replays_each_event_snapshot():
    board = FlamingPyramidsBoard(CHAIN)
    board.play("Y40@2,0")
    board.play("slide R")                                  # Y40 on G6 + B30: collapses again
    events = [e for e in _turn_events(CHAIN, "Y40@2,0", "slide R")]
    n = len(events)
    board.replay()
    assert board.replaying
    assert board.shown_state == events[0].snapshot
    assert board.explanation_text.startswith(f"Step 1 of {n}: {events[0].explain('en')}")
    board.step(+1)
    assert board.shown_state == events[1].snapshot
    assert "▶ 2." in board.explanation_text
    for _ in range(n):
        board.step(+1)
    assert not board.replaying and board.shown_state == board.state
    board.step(+1)
    assert "Already at the current position." in board.explanation_text
    board.step(-1)
    assert board.shown_state == events[-1].snapshot
    assert board.explanation_text.startswith(f"Step {n} of {n}:")
    before = notation(board)
    board.click_cell((0, 0))                               # a click while replaying: back to now
    assert not board.replaying and notation(board) == before
    assert "Back to the current position" in board.explanation_text


def _turn_events(position, *moves):
    state = fp.from_notation(position)
    events = []
    for text in moves:
        outcome = fp.apply(state, fp.parse_move(text))
        events += outcome.events
        state = outcome.after
    return events


def test_step_with_nothing_played():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.step(+1)
    assert board.explanation_text == "No move to replay yet."


def test_load_position_and_bad_position():
    board = FlamingPyramidsBoard()
    assert board.load_position(CHAIN)
    assert notation(board) == CHAIN and "Position loaded." in board.explanation_text
    assert not board.load_position("fp1 players=2 turn=1 pyramid=0:Y4,Q9 hands=-|- piles=-|-")
    text = board.explanation_text
    bad = "fp1 players=2 turn=1 pyramid=0:Y4,Q9 hands=-|- piles=-|-"
    assert text.startswith("That position cannot be loaded:")
    assert notation_error(bad, parse=fp.from_notation) in text   # with its caret
    assert notation(board) == CHAIN


def test_new_game_with_variants_and_a_bad_player_count():
    board = FlamingPyramidsBoard()
    assert board.new_game(players=4, curse=True, fire_die=True, seed=3)
    assert notation(board) == fp.to_notation(
        fp.initial_state(fp.Options(4, curse=True, fire_die=True), 3))
    assert "Variants: curse, fire die" in board.info.value and "Seed 3" in board.info.value
    before = notation(board)
    assert not board.new_game(players=9)
    assert "2 to 6 players, not 9" in board.explanation_text
    assert notation(board) == before


# ---------------------------------------------------------------- puzzles

def test_puzzle_correct_answer():
    board = FlamingPyramidsBoard(puzzle="example-1-colour-exact-load")
    assert "Which of your tiles can stand on B20 + R40?" in board.question.value
    assert notation(board) == EXACT_LOAD
    board.select("B60")
    board.click_cell((1, 0))
    text = board.explanation_text
    puzzle = _puzzle("example-1-colour-exact-load")
    result = judge(fp, puzzle, [fp.parse_move("B60@1,0")])
    assert result.correct
    assert text.startswith(result.explain("en"))
    assert f"Why: {puzzle.text('explanation', 'en')}" in text


def test_puzzle_wrong_answer_then_undo_and_retry():
    board = FlamingPyramidsBoard(puzzle="example-1-colour-exact-load")
    board.select("Y100")
    board.click_cell((1, 0))                               # collapses: a decision first
    assert board.state.phase is fp.Phase.CHOOSE
    board.click_cell((0, 0))                               # slide L ends the attempt
    text = board.explanation_text
    result = judge(fp, _puzzle("example-1-colour-exact-load"),
                   [fp.parse_move("Y100@1,0"), fp.parse_move("slide L")])
    assert not result.correct
    assert text.startswith(result.explain("en"))
    before = notation(board)
    board.play("R2@0,1")                                   # the attempt is over
    assert "This attempt is over" in board.explanation_text
    assert notation(board) == before
    board.undo()
    board.undo()
    board.play("B60@1,0")
    assert board.explanation_text.startswith(
        judge(fp, _puzzle("example-1-colour-exact-load"), [fp.parse_move("B60@1,0")])
        .explain("en"))


def _puzzle(pid):
    return next(p for p in fp.PUZZLES if p.id == pid)


def _line(text: str, rule: str) -> str:
    """The panel line citing ``rule``."""
    return next(line for line in text.splitlines() if f"({rule})" in line)


def test_puzzle_answered_with_slides():
    board = FlamingPyramidsBoard(puzzle="example-3-chain-reaction")
    board.select("Y40")
    board.click_cell((2, 0))
    board.click_cell((1, 0))
    board.click_cell((0, 0))
    moves = [fp.parse_move(m) for m in ("Y40@2,0", "slide L", "slide L")]
    result = judge(fp, _puzzle("example-3-chain-reaction"), moves)
    assert result.correct and board.explanation_text.startswith(result.explain("en"))


def test_puzzle_refused_move_shows_the_judgement():
    board = FlamingPyramidsBoard(puzzle="compulsory-gap")
    board.select("R2")
    board.click_cell((0, 3))
    text = board.explanation_text
    result = judge(fp, _puzzle("compulsory-gap"), [fp.parse_move("R2@0,3")])
    assert not result.correct and not result.verdict.legal
    assert text == result.explain("en")
    assert "✗" in _line(text, "FP-PLACE-3")
    assert notation(board) == _puzzle("compulsory-gap").position


def test_puzzle_show_answer_replays_and_reset_restarts():
    board = FlamingPyramidsBoard(puzzle="example-3-chain-reaction")
    board.show_answer()
    assert notation(board) == after(CHAIN.replace("Y40,B2", "Y40"),
                                    "Y40@2,0", "slide L", "slide L")
    text = board.explanation_text
    assert text.startswith("Step 1 of ")
    assert "The stated answer: Y40@2,0; slide L; slide L" in text
    moves = [fp.parse_move(m) for m in ("Y40@2,0", "slide L", "slide L")]
    assert judge(fp, _puzzle("example-3-chain-reaction"), moves).explain("en") in text
    assert board.replaying
    board.reset_puzzle()
    assert not board.replaying and not board.can_undo
    assert notation(board) == CHAIN.replace("Y40,B2", "Y40")


def test_unknown_puzzle_id_is_explained_and_changes_nothing():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    assert not board.load_puzzle("no-such-puzzle")
    assert "There is no puzzle 'no-such-puzzle'" in board.explanation_text
    assert notation(board) == EXACT_LOAD and board.puzzle is None
    other = FlamingPyramidsBoard(puzzle="no-such-puzzle", lang="fr")
    assert "Il n'y a pas d'énigme « no-such-puzzle »" in other.explanation_text


def test_puzzle_hover_hides_hints_by_default():
    board = FlamingPyramidsBoard(puzzle="example-1-colour-exact-load")
    board.select("Y100")
    board.hover_cell((1, 0))
    assert "Hints are off" in board.explanation_text
    assert "FP-BUILD-2" not in board.explanation_text


# ---------------------------------------------------------------- language, errors, client ready

def test_language_switch_rerenders_panel_info_and_controls():
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.select("B60")
    board.hover_cell((1, 0))
    assert board.explanation_text == explain(EXACT_LOAD, "B60@1,0", "en")
    board.set_lang("fr")
    french = explain(EXACT_LOAD, "B60@1,0", "fr")
    assert board.explanation_text == french
    assert french != explain(EXACT_LOAD, "B60@1,0", "en")
    assert html.escape(french.splitlines()[0]) in board.panel.value
    assert "Joueur 1 : à vous de jouer" in board.info.value
    assert "Annuler" in [b.description.split(" ", 1)[-1] for b in widgets_of(board, ipywidgets.Button)]
    board.set_lang("de")
    assert "Langue inconnue « de »" in board.explanation_text


def test_handler_exceptions_are_shown_not_swallowed(monkeypatch):
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.select("B60")

    def broken(state, move):
        raise RuntimeError("engine exploded")

    monkeypatch.setattr(fp, "check", broken)
    board.hover(*centre(board, (1, 0)))                    # from a mouse event
    assert "Internal error" in board.explanation_text
    assert "RuntimeError: engine exploded" in board.explanation_text
    assert isinstance(board.last_error, RuntimeError)
    assert notation(board) == EXACT_LOAD and board.selection == fp.tile("B60")
    monkeypatch.undo()
    board.hover_cell((1, 1))
    assert "Internal error" not in board.explanation_text


def test_exception_while_applying_leaves_the_position_unchanged(monkeypatch):
    board = FlamingPyramidsBoard(EXACT_LOAD)
    board.select("B60")

    def broken(state, move):
        raise ValueError("apply failed")

    monkeypatch.setattr(fp, "apply", broken)
    board.click_cell((1, 0))
    assert "ValueError: apply failed" in board.explanation_text
    assert notation(board) == EXACT_LOAD and not board.can_undo
    assert board.selection == fp.tile("B60")


def test_forget_current_canvas_makes_the_next_command_switch_canvas():
    canvas = Canvas(width=10, height=10)
    canvas.fill_rect(0, 0, 1, 1)
    manager = canvas._canvas_manager
    assert manager._current_canvas is canvas
    forget_current_canvas(canvas)
    assert manager._current_canvas is None


def test_client_ready_repaints_every_layer(monkeypatch):
    board = FlamingPyramidsBoard(EXACT_LOAD)
    cleared = []
    for name, layer in board.layers.items():
        real = layer.clear
        monkeypatch.setattr(layer, "clear", lambda real=real, name=name: cleared.append(name)
                            or real())
    # what ipycanvas does when a browser view reports ready (no browser in this test)
    board.canvas[-1]._handle_frontend_event(None, {"event": "client_ready"}, [])
    assert set(cleared) == set(board.layers) == {"background", "pieces", "selection", "highlight"}


def test_ui_catalog_has_both_languages_with_matching_placeholders():
    ui = {k: v for k, v in catalog().items() if k.startswith("ui.")}
    assert ui
    for key, texts in ui.items():
        assert set(texts) == set(LANGUAGES), key
        assert placeholders(texts["en"]) == placeholders(texts["fr"]), key


def test_new_game_controls_keep_their_edits_until_new_game():
    board = FlamingPyramidsBoard(seed=5)
    players = next(w for w in all_widgets(board) if isinstance(w, ipywidgets.Dropdown)
                   and w.description == "Players")
    assert [label for label, _ in players.options] == ["2", "3", "4", "5", "6"]
    new = next(w for w in widgets_of(board, ipywidgets.Button) if w.description == "New game")
    board.choose_setup("players", 3)                       # as the learner picks "3"
    assert players.label == "3"
    board.select(board.state.hands[0][0].code)             # activity on the board meanwhile
    board.click_cell((0, 1))
    assert board.setup_value("players") == 3
    new.click()
    assert board.state.players == 3
    assert "New game: 3 players, seed 5." in board.explanation_text


@pytest.mark.parametrize("players, curse, fire_die, seed", [
    (2, False, False, 1), (3, True, False, 2), (4, False, True, 3), (6, True, True, 4),
])
def test_random_games_played_by_pixel_clicks_follow_the_engine(players, curse, fire_die, seed):
    """Random legal moves, each made with the mouse (hand tile, site, target or die face),
    with random hovers and replays in between: the board always agrees with the engine."""
    rng = random.Random(seed)
    board = FlamingPyramidsBoard(players=players, curse=curse, fire_die=fire_die, seed=seed)
    for _ in range(30):
        state = board.state
        if state.phase is fp.Phase.OVER:
            break
        for _ in range(3):
            board.hover(rng.uniform(0, 760), rng.uniform(0, 440))
        move = rng.choice(fp.legal_moves(state))
        if isinstance(move, fp.Place):
            board.click(*HAND.rect(state.hands[state.turn].index(move.tile)).center)
            assert board.selection == move.tile
            board.hover(*centre(board, move.cell))
            assert board.explanation_text == fp.check(state, move).explain("en")
            board.click(*centre(board, move.cell))
        elif isinstance(move, fp.Slide):
            target = fp.moves.landing(state.pending.cell, move.side)
            board.click(*centre(board, target))
        else:
            board.click(*DIE.rect(move.face - 1).center)
        assert board.state == fp.apply(state, move).after
        assert board.last_error is None, board.explanation_text
        if rng.random() < 0.3:
            board.replay()
            board.step(+1)
            assert board.replaying
            board.step(-1)
            while board.replaying:
                board.step(+1)
    assert board.last_error is None


def test_constructor_accepts_a_state_and_explains_bad_arguments():
    state = fp.from_notation(CHAIN)
    assert notation(FlamingPyramidsBoard(state)) == CHAIN
    board = FlamingPyramidsBoard("fp2 nonsense")
    assert board.explanation_text.startswith("That position cannot be loaded:")
    assert notation(board) == fp.to_notation(fp.initial_state(fp.Options(), 0))
    board = FlamingPyramidsBoard(players=7)
    assert "2 to 6 players, not 7" in board.explanation_text
    board = FlamingPyramidsBoard(EXACT_LOAD, lang="de")
    assert "Unknown language 'de'" in board.explanation_text


def test_teaching_view_lists_hands_and_piles_play_view_only_totals():
    teaching = FlamingPyramidsBoard(players=3, seed=1)
    assert "Player 3: 5 in hand + 10 in pile" in teaching.info.value
    play = FlamingPyramidsBoard(players=3, seed=1, teaching=False)
    assert "Player 3: 15 tiles left" in play.info.value
    assert not play.hints


def test_lesson_boards_build_the_extra_rows_only_when_asked():
    lesson = FlamingPyramidsBoard(EXACT_LOAD)
    assert not any(isinstance(w, ipywidgets.Dropdown) for w in all_widgets(lesson))
    assert lesson.new_game()                               # no setup rows: the game's settings
    assert lesson.state.players == 2
    lesson.show_controls()
    puzzles = next(w for w in all_widgets(lesson) if isinstance(w, ipywidgets.Dropdown)
                   and w.options[0] == ("— free play —", ""))     # (title, id) pairs
    puzzles.value = "compulsory-gap"                       # choosing a puzzle from the menu
    assert lesson.puzzle is not None and lesson.puzzle.id == "compulsory-gap"
    lesson.show_controls(False)
    assert puzzles not in all_widgets(lesson)


# ---------------------------------------------------------------- a teacher's puzzle file

TEACHER_FILE = '''
[[puzzle]]
id = "my-weight-match"
rules = ["FP-BUILD-1"]
position = "fp1 players=2 turn=1 pyramid=0:R10,G20 hands=Y40,B20|R2 piles=-|-"
goal = "stand"
answer = "B20@1,0"
title = { en = "Same weight", fr = "Même poids" }
question = { en = "Which tile stands?", fr = "Quelle tuile tient ?" }
'''


def test_a_teachers_puzzle_file_opens_in_puzzle_mode_and_is_judged(tmp_path):
    path = tmp_path / "my_puzzles.toml"
    path.write_text(TEACHER_FILE, encoding="utf-8")
    board = FlamingPyramidsBoard(EXACT_LOAD)
    assert board.load_puzzle_file(path) is True
    assert board.puzzle.id == "my-weight-match"
    assert "my-weight-match" in [p.id for p in board.puzzles()]
    assert notation(board) == "fp1 players=2 turn=1 pyramid=0:R10,G20 hands=Y40,B20|R2 piles=-|-"
    board.play("B20@1,0")                                   # FP-BUILD-1: weight 20 = G20
    assert "Well done" in board.explanation_text


@pytest.mark.parametrize("lang, words", [("en", "the field 'goal' is missing"),
                                         ("fr", "le champ « goal » est absent")])
def test_a_broken_puzzle_file_is_explained_with_file_and_entry_and_changes_nothing(
        tmp_path, lang, words):
    path = tmp_path / "broken.toml"
    path.write_text(TEACHER_FILE.replace('goal = "stand"\n', ""), encoding="utf-8")
    board = FlamingPyramidsBoard(EXACT_LOAD, lang=lang)
    before = notation(board)
    assert board.load_puzzle_file(path) is None              # shown, not raised
    text = board.explanation_text
    assert "broken.toml [my-weight-match]" in text and words in text
    assert notation(board) == before and board.puzzle is None and board.puzzles() == fp.PUZZLES


@pytest.mark.parametrize("content, words", [
    ("a = " + "[" * 20000 + "]" * 20000, "nested too deep"),
    ("[[puzzle]]\nid = 42\n", "the field 'id' is a number"),
    (TEACHER_FILE.replace('answer = "', 'answer = "R2@1,0; '), "is refused"),
])
def test_a_hostile_puzzle_file_gets_the_loaders_message_not_an_internal_error(
        tmp_path, content, words):
    path = tmp_path / "hostile.toml"
    path.write_text(content, encoding="utf-8")
    board = FlamingPyramidsBoard(EXACT_LOAD)
    before = notation(board)
    board.load_puzzle_file(path)
    text = board.explanation_text
    assert text.startswith("hostile.toml") and words in text, text[:300]
    assert "Internal error" not in text and "Traceback" not in text and len(text) < 800
    assert notation(board) == before and board.puzzle is None


def test_a_puzzle_file_without_french_loads_and_the_french_board_says_which_entries(tmp_path):
    path = tmp_path / "english_only.toml"
    path.write_text(TEACHER_FILE.replace('title = { en = "Same weight", fr = "Même poids" }',
                                         'title = "Same weight"'), encoding="utf-8")
    board = FlamingPyramidsBoard(EXACT_LOAD, lang="fr")
    assert board.load_puzzle_file(path) is True
    assert board.puzzle.id == "my-weight-match"
    assert ("english_only.toml n'a pas de texte en français pour my-weight-match"
            in board.explanation_text)
    board.set_lang("en")
    assert "has no English text" not in board.explanation_text
    assert "n'a pas de texte" not in board.explanation_text
    everything = FlamingPyramidsBoard(EXACT_LOAD, lang="fr")
    (tmp_path / "both.toml").write_text(TEACHER_FILE, encoding="utf-8")
    assert everything.load_puzzle_file(tmp_path / "both.toml") is True
    assert "n'a pas de texte" not in everything.explanation_text


def test_a_pick_is_drawn_on_its_own_layer_over_the_faint_sites_and_the_flat_hand():
    """FP-PLACE: picking a tile repaints only the selection layer: each open site is first
    covered in sand (the faint site below), the tile's flat place in tray colour."""
    from widget_support import RecordingCanvas
    from widgets.games.flaming_pyramids.board import SAND, TRAY

    board = FlamingPyramidsBoard("fp1 players=2 turn=1 pyramid=0:R10,G20,M,Y2 hands=B20,Y40|R2 "
                         "piles=-|-")                      # three open sites
    c = RecordingCanvas()
    board.draw_selection(c, board.state)
    assert c.calls == []                                   # nothing picked: nothing drawn
    board.select("Y40")
    board.draw_selection(c, board.state)
    covers = c.fills("fill_rect")
    _, sites = fp.sites(board.state.pyramid)
    assert len(sites) == 3
    assert [style["fill_style"] for _, style in covers] == [SAND] * len(sites) + [TRAY]
    assert [args[:2] for args, _ in covers[:-1]] == [(board.geo.rect(s).x, board.geo.rect(s).y)
                                                     for s in sites]
    hand = board.state.hands[0]
    flat = HAND.rect(hand.index(board.selection))
    assert covers[-1][0][:2] == (flat.x - 1, flat.y - 1)
