"""The Pook board, kernel side (no browser): what the learner sees and gets.

Positions are the engine's puzzles (the fact sheet's worked examples); every test drives the
board through its public handlers and asserts on the panel's text and the notation.
"""

from __future__ import annotations

import random

import ipywidgets
import pytest

import tutor.pook as pk
from tutor.core import NotationError
from tutor.core.puzzles import judge
from widgets import PookBoard
from widgets.games.pook.board import GRID, HAND, PASS, SIDES
from widget_support import all_widgets


def _puzzle(pid):
    return next(p for p in pk.PUZZLES if p.id == pid)


COST = _puzzle("example-1-warrior-cost").position        # Piggy at 1,0; hand V1,M2,O3
ORC = _puzzle("example-2-knight-flipped").position
MAGE = _puzzle("example-3-mage-any-level").position
PIG = _puzzle("example-5-piggy-restriction").position


def notation(board: PookBoard) -> str:
    return pk.to_notation(board.state)


def explain(position: str, move: str, lang: str = "en") -> str:
    return pk.check(pk.from_notation(position), pk.parse_move(move)).explain(lang)


def after(position: str, *moves: str) -> str:
    state = pk.from_notation(position)
    for text in moves:
        state = pk.apply(state, pk.parse_move(text)).after
    return pk.to_notation(state)


def marks(board: PookBoard) -> set:
    shown = board._hover_feedback or board._feedback
    return {(m.target, m.style) for m in shown.marks}


def test_new_board_maps_the_options_and_deals():
    board = PookBoard(players=3, seed=4, window="centred")
    opts = pk.Options(players=3, window=pk.Window.CENTRED)
    assert notation(board) == pk.to_notation(pk.initial_state(opts, 4))
    assert "Seed 4" in board.info.value and "centred 5×5" in board.info.value
    assert board.explanation_text.startswith("Player ")


def test_refused_warrior_shows_the_counted_coins_and_click_changes_nothing():
    board = PookBoard(COST)
    assert board.select("O3")
    board.hover_cell((2, 0))
    text = board.explanation_text
    assert text == explain(COST, "O3@2,0")
    assert "✗ a level-3 Orc needs 3 coins in its row and column at (2,0): " in text
    assert "2 < 3 (POOK-COST-1)" in text
    assert {(("cell", (2, 0)), "cross"), (("cell", (1, 0)), "focus"),
            (("cell", (0, 0)), "focus")} <= marks(board)
    board.click_cell((2, 0))
    assert notation(board) == COST and not board.can_undo
    assert "2 < 3 (POOK-COST-1)" in board.explanation_text


def test_legal_warrior_placement_changes_the_state():
    board = PookBoard(COST)
    board.select("M2")
    board.hover_cell((2, 0))
    assert board.explanation_text.startswith(
        "Allowed: Player 1 places M2 warrior side up at (2,0).")
    board.click_cell((2, 0))
    assert notation(board) == after(COST, "M2@2,0")
    assert "What happened:" in board.explanation_text


def test_coin_side_is_always_payable():
    board = PookBoard(COST)
    board.select("O3")
    board.set_side("coin")
    board.hover_cell((2, 0))
    assert "✓ O3 coin side up pays no cost (POOK-TURN-4)" in board.explanation_text
    board.click_cell((2, 0))
    assert notation(board) == after(COST, "o3@2,0")


def test_pixel_click_on_a_cell_and_off_the_board():
    board = PookBoard(COST)
    board.select("M2")
    board.click(*board.grid.rect((2, 0)).center)
    assert notation(board) == after(COST, "M2@2,0")
    board.click(GRID.x + 2, GRID.y + 2)
    assert board.explanation_text == ("That click is outside the board and the hand: "
                                      "nothing happens.")
    assert board.last_error is None
    assert notation(board) == after(COST, "M2@2,0")


def test_orc_power_targets_are_highlighted_and_verdicts_shown():
    board = PookBoard(ORC)
    board.select("O2")
    board.click_cell((1, 0))
    assert board.state.phase is pk.Phase.POWER
    targets = board.targets(board.state)
    assert (1, 1) in targets
    board.hover_cell((1, 1))
    assert board.explanation_text == explain(after(ORC, "O2@1,0"), "power@1,1")
    board.click_cell((1, 1))
    assert notation(board) == after(ORC, "O2@1,0", "power@1,1")


def test_mage_power_uses_the_selected_hand_card():
    board = PookBoard(MAGE)
    board.play("M1@1,1")
    assert board.state.phase is pk.Phase.POWER
    board.select("O1")
    board.click_cell((1, 0))
    assert notation(board) == after(MAGE, "M1@1,1", "power@1,0=O1")


def test_piggy_swap_before_and_refused_swap():
    board = PookBoard(PIG)
    board.hover_cell((1, 0))                    # the blocked card (POOK-PIG-2)
    assert board.explanation_text == explain(PIG, "pig@1,0")
    assert board.explanation_text.startswith("Not allowed")
    board.click_cell((1, 0))
    assert notation(board) == PIG
    board.click_cell((0, 1))
    assert notation(board) == after(PIG, "pig@0,1")


def test_pass_button_and_undo_redo():
    board = PookBoard(COST)
    board.play("o3@2,0")
    assert board.state.phase is pk.Phase.AFTER
    board.click(*PASS.center)
    assert notation(board) == after(COST, "o3@2,0", "pass")
    board.undo()
    assert notation(board) == after(COST, "o3@2,0")
    board.undo()
    assert notation(board) == COST and not board.can_undo
    board.redo()
    assert notation(board) == after(COST, "o3@2,0")


def test_french():
    board = PookBoard(COST, lang="fr")
    assert board.explanation_text.startswith("Joueur 1, à vous")
    board.select("O3")
    board.hover_cell((2, 0))
    assert board.explanation_text == explain(COST, "O3@2,0", "fr")
    board.set_lang("en")
    assert board.explanation_text == explain(COST, "O3@2,0", "en")


def test_bad_input_is_explained():
    board = PookBoard(COST)
    assert not board.play("X9@1,0")
    try:
        pk.parse_move("X9@1,0")
    except NotationError as exc:
        expected = exc.explain("en")
    assert board.explanation_text == "Could not read that:\n" + expected
    assert not board.select("Z7")
    assert "'Z7' is not a Pook card" in board.explanation_text
    assert not board.select("K1")
    assert "is not in the hand of Player 1" in board.explanation_text
    assert not board.set_side("edge")
    board.hover_cell("nope")
    assert "'nope' is not a cell" in board.explanation_text
    board.hover_cell((3, 3))                 # no card picked: the cell alone is checked
    assert board.explanation_text.startswith("Not allowed: Player 1 places a card at (3,3).")
    assert "(POOK-PLACE-1)" in board.explanation_text
    assert notation(board) == COST and board.last_error is None


def test_puzzle_right_and_wrong():
    board = PookBoard(puzzle="example-1-warrior-cost")
    puzzle = _puzzle("example-1-warrior-cost")
    board.select("O3")
    board.click_cell((2, 0))
    wrong = judge(pk, puzzle, [pk.parse_move("O3@2,0")])
    assert not wrong.correct
    assert board.explanation_text.startswith(wrong.explain("en"))
    assert notation(board) == puzzle.position
    board.select("M2")
    board.click_cell((2, 0))
    right = judge(pk, puzzle, [pk.parse_move("M2@2,0")])
    assert right.correct
    assert board.explanation_text.startswith(right.explain("en"))


def test_POOK_END_scoring_and_tie_break_are_shown_step_by_step():
    """The fact sheet's tie-break example played on the board: picks, flips, totals, scores."""
    import tutor.pook as pk
    from widgets.games.pook import PookBoard

    puzzle = next(p for p in pk.PUZZLES if p.id == "example-6-tie-break")
    board = PookBoard(puzzle=puzzle.id)
    for move in puzzle.answer:
        board.play(move)
    text = board.explanation_text
    assert "Well done" in text
    for rule in ("(POOK-END-4)", "(POOK-END-2)", "(POOK-END-3)"):
        assert rule in text
    assert text.index("(POOK-END-4)") < text.index("(POOK-END-2)") < text.index("(POOK-END-3)")
    assert pk.to_notation(board.state).endswith("winners=1")


# ---------------------------------------------------------------- new games and hot-seat play

def test_free_play_opens_the_setup_row_and_new_game_deals_from_it():
    board = PookBoard(seed=5)
    found = all_widgets(board)
    window = next(w for w in found if isinstance(w, ipywidgets.Dropdown)
                  and w.description == "Window")
    assert [label for label, _ in window.options] == ["floating 5×5", "centred 5×5"]
    show_all = next(w for w in found if isinstance(w, ipywidgets.Checkbox)
                    and w.description == "Show all cards")
    new = next(w for w in found if isinstance(w, ipywidgets.Button)
               and w.description == "New game")
    board.choose_setup("players", 4)
    window.value, show_all.value = 1, False                # the menu's second choice
    board.select(board.state.hands[board.state.to_act][0].code)   # activity meanwhile
    assert board.setup_value("players") == 4 and board.setup_value("window") is pk.Window.CENTRED
    new.click()
    opts = pk.Options(players=4, window=pk.Window.CENTRED)
    assert notation(board) == pk.to_notation(pk.initial_state(opts, 5))
    assert board.explanation_text.startswith("New game: 4 players, centred 5×5 window, seed 5.")
    assert not board.teaching and not board.hints and board.selection is None
    assert board.curtained and "Objective of" not in board.info.value   # hot seat


def test_new_game_refuses_bad_settings_in_the_boards_language_and_changes_nothing():
    board = PookBoard(seed=1, lang="fr")
    before = notation(board)
    assert not board.new_game(players=5)
    assert board.explanation_text == ("Cette partie ne peut pas être distribuée :\n"
                                      "Pook se joue de 2 à 4 joueurs, pas 5\n"
                                      "Rien n'a changé.")
    assert not board.new_game(window="diagonal")
    assert "la fenêtre est l'une de floating, centred, pas « diagonal »" in \
        board.explanation_text
    assert not board.new_game(seed="x")
    assert "Le numéro de tirage doit être un nombre entier" in board.explanation_text
    assert notation(board) == before and board.last_error is None
    assert board.new_game(players=3, seed=2)
    assert board.explanation_text.startswith("Nouvelle partie : 3 joueurs, fenêtre 5×5 "
                                             "flottante, tirage n° 2.")


def test_constructor_explains_bad_options_and_deals_the_default_game():
    board = PookBoard(players=9)
    assert board.explanation_text == ("That game cannot be dealt:\n"
                                      "Pook is played by 2 to 4 players, not 9\n"
                                      "A new game (seed 0) is shown instead.")
    assert notation(board) == pk.to_notation(pk.initial_state(pk.Options(), 0))


def test_lesson_boards_keep_their_rows_closed_and_new_game_keeps_the_settings():
    board = PookBoard(COST)
    assert not any(isinstance(w, ipywidgets.Dropdown) for w in all_widgets(board))
    assert board.new_game(seed=3)
    assert board.state.options == pk.from_notation(COST).options


def _click_move(board: PookBoard, move) -> None:
    """Make ``move`` with the mouse only, as a player would (in the play view, the player
    to act first takes the screen by clicking the hidden hand)."""
    state = board.state
    if board.curtained:
        board.click(*HAND.rect(0).center)
        assert not board.curtained
    if isinstance(move, pk.Place):
        hand = state.hands[state.to_act]
        board.click(*HAND.rect(hand.index(move.card)).center)
        board.click(*SIDES["warrior" if move.up else "coin"].center)
        target = move.cell
    elif isinstance(move, pk.Power):
        if move.card is not None:                        # a Mage names the hand card
            board.click(*HAND.rect(state.hands[state.to_act].index(move.card)).center)
        target = move.target
    elif isinstance(move, pk.Pass):
        board.click(*PASS.center)
        return
    else:                                                # Swap, Flip
        target = move.cell
    centre = board.grid.rect(target).center
    board.hover(1, 1)                    # the mouse leaves the last cell clicked (its events
    board.hover(*centre)                 # stay shown while it rests there), then comes back
    verdict = pk.check(state, move)
    if board.hints:
        assert board.explanation_text == verdict.explain("en")
    else:                               # hints off: the rules checked, no forecast headline
        shown = board.explanation_text.splitlines()
        said = pk.describe_move(state, verdict.move).render("en")
        assert shown[0] == f"Allowed here: {said}. Hints are off: play it to see what happens."
        assert shown[1:] == verdict.explain("en").splitlines()[1:]
    board.click(*centre)


EXHAUSTIVE = pytest.mark.exhaustive


# A day-to-day run plays three games: every table size, both windows, teaching on and off;
# CI plays the other three too.
@pytest.mark.parametrize("players, window, seed, teaching", [
    (2, "floating", 1, True), pytest.param(3, "centred", 2, True, marks=EXHAUSTIVE),
    pytest.param(4, "floating", 3, True, marks=EXHAUSTIVE), (4, "centred", 4, True),
    (3, "floating", 5, False), pytest.param(2, "centred", 6, False, marks=EXHAUSTIVE),
])
def test_whole_games_played_by_pixel_clicks_follow_the_engine(players, window, seed, teaching):
    """Random legal moves to the end of the game, each made with the mouse, with random
    hovers and replays in between: the board agrees with the engine. In the play view (hot
    seat) every new player first takes the screen."""
    rng = random.Random(seed)
    board = PookBoard(players=players, window=window, seed=seed, teaching=teaching)
    for _ in range(400):
        state = board.state
        if state.phase is pk.Phase.OVER:
            break
        for _ in range(2):
            board.hover(rng.uniform(0, 760), rng.uniform(0, 520))
        move = rng.choice(pk.legal_moves(state))
        _click_move(board, move)
        assert board.state == pk.apply(state, move).after, pk.format_move(move)
        assert board.last_error is None, board.explanation_text
        if rng.random() < 0.1:
            board.replay()
            board.step(+1)
            while board.replaying:
                board.step(+1)
    assert board.state.phase is pk.Phase.OVER
    assert board.explanation_text.startswith("The game is over") or \
        "What happened:" in board.explanation_text
    assert board.last_error is None


def test_POOK_END_4_the_tie_break_by_clicks_then_stepped_through_snapshot_by_snapshot():
    puzzle = _puzzle("example-6-tie-break")
    board = PookBoard(puzzle.position)
    state = board.state
    outcomes = []
    for text in puzzle.answer:
        move = pk.parse_move(text)
        _click_move(board, move)
        outcomes.append(pk.apply(state, move))
        state = outcomes[-1].after
        assert board.state == state and board.last_error is None
    assert board.state.phase is pk.Phase.OVER
    events = outcomes[-1].events                      # the second flip: reveal, score, decide
    board.replay()
    shown = []
    while board.replaying:
        shown.append(board.shown_state)
        assert board.grid is not None and board.last_error is None
        board.step(+1)
    assert shown == [e.snapshot for e in events]
    reveals = [e for e in events if e.msg.key == "pk.event.reveal"]
    assert reveals and all(e.snapshot.board[e.focus[0]].up for e in reveals)


HOT = ("pk1 players=2 window=floating turn=1 phase=play block=- swap=- placed=- "
       "board=0,0:P,k1~2,o2~1 hands=M1,V3|K2,O1 pile=- obj=KV,MO tied=- picks=- winners=-")


def test_hot_seat_the_next_player_takes_the_screen_before_anything_private_is_shown():
    board = PookBoard(HOT, teaching=False)
    assert board.curtained                        # the first player too: nobody looked yet
    assert board.explanation_text.startswith("Pass the screen to Player 1.")
    assert "Objective of" not in board.info.value
    board.hover_cell((0, 1))
    assert board.explanation_text == "Player 1: show your hand first (click it below)."
    board.hover(*HAND.rect(1).center)
    assert board.explanation_text == "Click to show the hand of Player 1."
    board.click(*HAND.rect(1).center)               # takes the screen, picks nothing
    assert not board.curtained and board.selection is None
    assert "Objective of Player 1: Knight + Viking" in board.info.value
    assert "Objective of Player 2" not in board.info.value
    board.select("M1")
    board.set_side("coin")
    board.click_cell((0, 1))
    board.pass_turn()
    assert board.state.to_act == 1 and board.curtained
    assert "Objective of" not in board.info.value
    assert board.explanation_text.endswith(   # after what happened
        "2. Player 2 to play (POOK-SETUP-4)\nPass the screen to Player 2.\nPlayer 2: click "
        "your hidden hand below to see your cards and what only you may see (the others look "
        "away).")
    board.take_screen()
    assert "Objective of Player 2: Mage + Orc" in board.info.value
    assert "Objective of Player 1" not in board.info.value
    assert notation(board) == after(HOT, "m1@0,1", "pass")


def test_hot_seat_coin_undersides_follow_the_seat_at_the_screen(monkeypatch):
    drawn = []
    monkeypatch.setattr("widgets.games.pook.board.draw_coin",
                        lambda c, box, under: drawn.append(under and under.code))
    board = PookBoard(HOT, teaching=False)
    board.redraw()                                  # drawn, as when a page connects
    drawn.clear()
    board.take_screen()                             # Player 1 laid o2 at (2,0)
    assert sorted(map(str, drawn)) == ["None", "O2"]
    board.play("v3@0,1")
    board.play("pass")
    drawn.clear()
    board.take_screen()                             # Player 2 laid k1 at (1,0)
    assert sorted(map(str, drawn)) == ["K1", "None", "None"]
    teaching = PookBoard(HOT)
    assert not teaching.curtained


def test_POOK_END_2_3_the_tray_shows_the_scoring_once_the_hands_are_played_out(monkeypatch):
    written = []
    monkeypatch.setattr("widgets.draw.text", lambda c, s, *a, **k: written.append(s))
    puzzle = _puzzle("example-6-tie-break")
    board = PookBoard(puzzle.position)
    board.redraw()                                  # drawn, as when a page connects
    assert "Factions (face-up levels)" in written
    assert "Player 1: Knight 5 + Orc 3 = 8  (tie-break)" in written     # POOK-END-4
    assert "Player 2: Mage 4 + Viking 3 = 7" in written
    assert "Warrior" not in written and "Pass" not in written          # nothing to choose
    written.clear()
    for move in puzzle.answer:
        board.play(move)
    assert "★ Player 1: Knight 6 + Orc 5 = 11" in written                # the winner
    assert "Player 3: Knight 6 + Viking 3 = 9" in written
    board.click(*SIDES["coin"].center)                                   # not a button now
    assert board.side == "warrior"
    written.clear()
    board.set_lang("fr")
    assert "★ Joueur 1 : Chevalier 6 + Orque 5 = 11" in written


def test_hot_seat_nothing_private_shows_under_the_curtain_not_even_in_a_replay(monkeypatch):
    """The review's case: Player 1 ends the turn; before Player 2 takes the screen, stepping
    back, undoing or typing a move must not show Player 1's hand, objective or coins."""
    drawn = []
    monkeypatch.setattr("widgets.games.pook.board.draw_coin",
                        lambda c, box, under: drawn.append(under and under.code))
    board = PookBoard(HOT, teaching=False)
    board.redraw()                                    # drawn, as when a page connects
    board.take_screen()
    board.play("m1@0,1")
    board.play("pass")
    assert board.curtained and board.state.to_act == 1
    board.step(-1)                                    # replaying Player 1's turn
    drawn.clear()
    board.step(-1)
    assert board.replaying and "Objective of" not in board.info.value
    assert set(drawn) == {None}                       # no coin shows its underside
    board.step(+1)
    board.step(+1)
    board.undo()                                      # back to Player 1's turn, by anybody
    assert board.state.to_act == 0 and board.curtained
    assert "Objective of" not in board.info.value
    board.redo()
    board.show_controls()                             # the "More" rows: the move box
    board._move_text.value = "K2@0,-1"                 # as typed
    assert board.explanation_text == "Player 2: show your hand first (click it below)."
    assert notation(board) == after(HOT, "m1@0,1", "pass") and board.curtained


def test_the_move_box_plays_several_moves_separated_by_semicolons():
    board = PookBoard(MAGE)
    board.show_controls()
    board._move_text.value = "M1@1,1; power@1,0=O1"
    assert notation(board) == after(MAGE, "M1@1,1", "power@1,0=O1")
    assert board._move_text.value == ""
    board = PookBoard(MAGE)
    board.show_controls()
    board._move_text.value = "M1@1,1; power@3,3=O1; pass"   # the second is refused
    assert notation(board) == after(MAGE, "M1@1,1")
    assert "(POOK-POW-MAGE)" in board.explanation_text
    assert board._move_text.value == "M1@1,1; power@3,3=O1; pass"   # kept, to correct it


def test_prompts_name_highlights_only_when_hints_show_them_and_fit_the_power():
    board = PookBoard(ORC)
    board.play("O2@1,0")
    assert board.explanation_text.endswith(
        "Player 1: the level-2 Orc just placed may use its power on a highlighted card: hover "
        "it to see the verdict, click to use it, or pass.")
    board.set_hints(False)
    board.undo()
    board.play("O2@1,0")
    assert board.explanation_text.endswith("may use its power on an adjacent card: hover it "
                                           "to see the verdict, click to use it, or pass.")
    mage = PookBoard(MAGE)
    mage.play("M1@1,1")
    assert "may replace a highlighted card with a card of your hand: click the hand card, " \
        "then the card to replace; or pass." in mage.explanation_text
    mage.hover_cell((1, 0))          # no hand card picked yet: POOK-POW-MAGE on the target
    assert mage.explanation_text.startswith(
        "The level-1 Mage swaps a card of your hand in at (1,0): pick that hand card, then "
        "click this card again.\n  ✓ (1,0) is next to M1 (POOK-POW-MAGE)")


def test_a_new_seat_starts_on_the_warrior_side_with_nothing_picked():
    board = PookBoard(HOT)
    board.select("M1")
    board.set_side("coin")
    board.click_cell((0, 1))                          # coin side: no power, swap after
    assert board.side == "coin"                       # the same player still acts
    board.pass_turn()
    assert board.state.to_act == 1 and board.side == "warrior" and board.selection is None
