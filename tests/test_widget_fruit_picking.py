"""The Fruit Picking board, kernel side (no browser): what the learner sees and gets.

Positions are the engine's puzzles (the fact sheet's worked examples) and seeded games;
every test drives the board through its public handlers (pixels, farms, cards, the Water
button, the small islands) and asserts on the panel's text, the marks, the canvas layers
and the state. The shared board conformance probe runs here on more positions than the
shared suite does (the act phase, solo, the variant).
"""

from __future__ import annotations

import pytest

import tutor.fruit_picking as fru
from tutor.fruit_picking.facts import SeedDropped, Sown
from widgets.games.fruit_picking.board import (CARDS, RING_LAYOUT, SPACE_R, STORAGE, THUMBS, WATER,
                                   FruitPickingBoard, space_at, space_centre)
from widgets.panel import plain_text, verdict_lines

import test_board_conformance as conf
from widget_support import (RecordingCanvas, assert_a_failed_hover_changes_nothing,
                            assert_a_hover_sends_the_highlight_alone, open_board)


def _puzzle(pid):
    return next(p for p in fru.PUZZLES if p.id == pid).position


SOW = _puzzle("fru-ex-1-sowing")              # H:0 F1:2 F2:2 F3:2, F5 strawberries
HOUSE = _puzzle("fru-ex-2-harvest-house")     # F5:2 F6:0 H:1
LAP = _puzzle("fru-lap-the-ring")             # F6:8
FIVE = _puzzle("fru-five-different")          # the pear in M4 completes 5 different
CHOICE = _puzzle("fru-choice-two-strawberries")
#: the active farm grows strawberries, H:5, strawberries in M1 (6) and M2 (5)
SHORT = CHOICE.replace("seeds=6.0.0.1.0.3.0/6.0.0.1.0.3.0 storage=8/8",
                       "seeds=5.0.0.1.0.3.0/5.0.0.1.0.3.0 storage=9/9")


def marks(board) -> set:
    return {(m.target, m.style) for m in board.session.shown_feedback.marks}


def card_pixel(slot):
    return CARDS.rect(slot - 1).center


def farm_pixel(i):
    return space_centre(i)


# ---------------------------------------------------------------- pixels -> keys

@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_space_card_island_and_button_maps_to_its_key(players):
    board = FruitPickingBoard(players=players, seed=2)
    state = board.state
    for i in range(7):
        x, y = space_centre(i)
        assert board.hit(x, y) == ("space", (0, i))
        assert board.hit(x + SPACE_R * 0.65, y + SPACE_R * 0.65) == ("space", (0, i))
        assert space_at(x + SPACE_R + 2, y) != i                 # outside the circle
    assert board.hit(*STORAGE.center) == ("storage", 0)
    assert board.hit(*RING_LAYOUT.centre) == ("storage", 0)
    for m in range(1, 5):
        expected = ("card", m) if m <= len(state.market) else None
        assert board.hit(*card_pixel(m)) == expected
        r = CARDS.rect(m - 1)
        assert board.hit(r.x + 1, r.bottom - 1) == expected
    for s in range(4):
        assert board.hit(*THUMBS[s].center) == (("island", s) if s < players else None)
    assert board.hit(*WATER.center) is None                    # no Water button while sowing
    assert board.hit(5, 595) is None and board.hit(899, 2) is None
    board.click_farm("F3")
    assert board.state.phase == "act"
    assert board.hit(*WATER.center) == ("water", None)


def test_the_island_shown_follows_the_small_islands_and_the_replay():
    board = FruitPickingBoard(players=3, seed=1)
    board.click(*THUMBS[2].center)
    assert board.island_seat() == 2
    assert board.hit(*farm_pixel(1)) == ("space", (2, 1))
    assert "You are looking at the island of Player 3" in board.explanation_text
    board.hover(*farm_pixel(1))                                 # not yours: what it holds
    assert "Player 3, F1:" in board.explanation_text
    before = board.state
    board.click(*farm_pixel(1))
    assert board.state == before
    board.click(*THUMBS[0].center)
    assert board.island_seat() == 0
    board.click(*farm_pixel(3))                                 # sow: the island comes back
    board.click(*WATER.center)
    assert board.island_seat() == 1                             # Player 2's turn
    board.replay()
    assert board.island_seat() == 0                             # the events were Player 1's


# ---------------------------------------------------------------- verdicts on hover

def test_FRU_PLANT_1_hovering_a_farm_shows_the_path_and_where_the_last_seed_lands():
    board = FruitPickingBoard(SOW)
    state = board.state
    board.hover(*farm_pixel(3))
    verdict = fru.check(state, fru.Sow(3, seat=0))
    text = board.explanation_text
    assert plain_text(verdict_lines(verdict, "en", forecasts=True)) in text
    assert "F3: 2 seeds sown F4 → F5 (FRU-PLANT-1)" in text
    assert "the last seed lands on F5 (strawberries): the active farm (FRU-PLANT-2)" in text
    # with hints, what the active farm could then do: the engine's own price verdict
    assert "Then, with the active farm F5 (strawberries):" in text
    assert "strawberries in slot M1: 3 + 3 = 6, you have 0 (FRU-COLLECT-1)" in text
    assert "watering F5 (strawberries) adds 3 seeds from Storage (12)" in text
    paths = [t for t, _ in marks(board) if t[0] == "path"]
    assert paths == [("path", Sown(0, 3, (4, 5)))]
    assert (("space", (0, 3)), "ok") in marks(board)
    assert {(("space", (0, 4)), "focus"), (("space", (0, 5)), "focus")} <= marks(board)
    # an empty farm: refused, crossed
    board.hover(*farm_pixel(4))
    assert "F4 holds no seed (FRU-PLANT-1)" in board.explanation_text
    assert (("space", (0, 4)), "cross") in marks(board)
    # the Harvest House and Storage are no move: what they hold
    board.hover(*farm_pixel(0))
    assert "The Harvest House of Player 1: 0 seeds" in board.explanation_text
    board.hover(*STORAGE.center)
    assert "The Storage of Player 1: 12 seeds" in board.explanation_text
    assert board.state == state


def test_FRU_PLANT_3_the_house_bonus_and_a_lap_are_drawn_seed_by_seed():
    board = FruitPickingBoard(HOUSE)
    board.hover_farm("F5")
    assert "the last seed falls in the Harvest House: plant again (FRU-PLANT-3)" in \
        board.explanation_text
    board = FruitPickingBoard(LAP)
    board.hover_farm(6)
    assert "H → F1 → F2 → F3 → F4 → F5 → F6 → H" in board.explanation_text
    board.come_alive()
    canvas = RecordingCanvas()
    board.draw_marks(canvas, board.session.shown_feedback)
    numbers = [args[0] for name, args, _ in canvas.calls if name == "fill_text"]
    assert [str(k) for k in range(1, 9)] == [n for n in numbers if n.isdigit()]


def test_FRU_COLLECT_1_hovering_a_card_shows_the_price_against_the_seeds_available():
    board = FruitPickingBoard(SHORT)
    state = board.state
    assert state.phase == "act" and state.seeds[0][0] == 5
    board.hover(*card_pixel(1))
    verdict = fru.check(state, fru.Collect(1, seat=0))
    assert not verdict.legal
    text = board.explanation_text
    assert plain_text(verdict_lines(verdict, "en")) in text
    assert "✗ strawberries in slot M1: 3 + 3 = 6, you have 5 (FRU-COLLECT-1)" in text
    assert (("card", 1), "cross") in marks(board)
    assert (("space", (0, 0)), "focus") in marks(board)              # the Harvest House
    board.hover(*card_pixel(2))
    text = board.explanation_text
    assert "✓ strawberries in slot M2: 3 + 2 = 5, you have 5 (FRU-COLLECT-1)" in text
    assert (("card", 2), "ok") in marks(board)
    board.hover(*card_pixel(3))                                       # pears: not yours
    assert "this card shows pears, your active farm strawberries" in board.explanation_text
    board.click(*card_pixel(1))                                       # refused: unchanged
    assert board.state == state and "Not allowed" in board.explanation_text
    board.click(*card_pixel(2))
    assert board.state == fru.apply(state, fru.Collect(2, seat=0)).after
    assert board.state.cards[0] == ("St",)


def test_FRU_COLLECT_CHOICE_and_FRU_WIN_1_the_verdict_names_the_other_card_and_the_combination():
    board = FruitPickingBoard(CHOICE)
    board.hover_card("M1")
    assert "you could also buy the card in M2" in board.explanation_text
    board = FruitPickingBoard(FIVE)
    board.hover_card("M4")
    assert "this card completes 5 different fruits (FRU-WIN-1)" in board.explanation_text


def test_FRU_WATER_1_the_active_farm_and_the_button_both_water():
    board = FruitPickingBoard(SOW)
    board.click_farm("F3")
    state = board.state
    board.hover(*farm_pixel(5))
    assert "watering F5 (strawberries) adds 3 seeds" in board.explanation_text
    assert (("space", (0, 5)), "ok") in marks(board)
    board.hover(*WATER.center)
    assert "watering F5 (strawberries) adds 3 seeds" in board.explanation_text
    assert board.water()
    assert board.state == fru.apply(state, fru.Water(seat=0)).after
    board.undo()
    board.click(*farm_pixel(5))
    assert board.state.seeds[0][5] == 4


def test_a_card_hovered_while_sowing_tells_its_price_for_the_seat_to_play():
    board = FruitPickingBoard(SOW)
    board.hover_card(1)
    text = board.explanation_text
    assert "strawberries in slot M1: 3 + 3 = 6; Player 1 has 0 in the Harvest House" in text
    assert "after sowing" in text
    assert (("card", 1), "hand") in marks(board)


# ---------------------------------------------------------------- the sowing, seed by seed

def test_FRU_PLANT_1_the_sowing_is_replayed_seed_by_seed():
    board = FruitPickingBoard(SOW)
    board.click_farm("F3")
    events = board.story_events
    drops = [e for e in events if isinstance(e.data, SeedDropped)]
    assert [d.data.space for d in drops] == [4, 5]
    board.replay()
    assert board.step_shown == (1, 4)
    assert (("path", events[0].data), "focus") in marks(board)
    assert board.shown_state.seeds[0] == (0, 2, 2, 2, 0, 0, 0)      # before the first seed
    board.step(+1)
    assert "Step 2 of 4: seed 1 of 2 lands on F4" in board.explanation_text
    assert board.shown_state.seeds[0] == (0, 2, 2, 1, 1, 0, 0)      # one still in hand
    assert (("path", drops[0].data), "focus") in marks(board)
    assert (("space", (0, 4)), "focus") in marks(board)
    board.come_alive()
    canvas = RecordingCanvas()
    board.draw_marks(canvas, board.session.shown_feedback)
    texts = [args[0] for name, args, _ in canvas.calls if name == "fill_text"]
    assert "1 still in hand" in texts and "2" not in texts
    board.step(+1)
    assert board.shown_state.seeds[0] == (0, 2, 2, 0, 1, 1, 0)
    board.step(+1)
    board.step(+1)
    assert not board.replaying and board.state.phase == "act"


def test_FRU_TURN_a_step_line_says_the_next_player_mid_sentence_in_french():
    """"Étape 3 sur 3 : au joueur 2 de jouer": the event, which begins a line of its own
    in the list ("Au joueur 2 de jouer"), follows the step's words in the step line."""
    board = FruitPickingBoard(SHORT, lang="fr")
    board.click_card(2)
    board.replay()
    board.step(+1)
    board.step(+1)
    text = board.explanation_text
    assert "Étape 3 sur 3 : au joueur 2 de jouer (FRU-TURN)" in text
    assert "3. Au joueur 2 de jouer (FRU-TURN)" in text


# ---------------------------------------------------------------- bad input

def test_bad_farms_slots_and_seats_are_explained_and_change_nothing():
    board = FruitPickingBoard(SOW)
    saved = board.state
    for call, arg, said in [(board.hover_farm, "F9", "'F9' is not a space of the island"),
                            (board.click_farm, True, "'True' is not a space"),
                            (board.click_card, 7, "'7' is not a market slot: give M1 to M4"),
                            (board.hover_card, "X", "'X' is not a market slot")]:
        call(arg)
        assert said in board.explanation_text
        assert board.state == saved and board.session.last_error is None
    board.look_at(5)
    assert "there is no player 5 at this table of 2" in board.explanation_text
    assert board.island_seat() == 0
    board.click(-3, 12)
    assert "That click is outside the board" in board.explanation_text
    board.click("x", 3)
    assert board.state == saved and board.session.last_error is None
    board.set_lang("fr")
    board.click_card(9)
    assert "« 9 » n'est pas un emplacement du marché" in board.explanation_text


# ---------------------------------------------------------------- canvas, languages

def test_a_redraw_sends_every_layer_and_a_hover_the_highlight_alone(monkeypatch):
    assert_a_hover_sends_the_highlight_alone(FruitPickingBoard(SOW), farm_pixel(3), monkeypatch)


def test_the_language_switch_speaks_french_everywhere(monkeypatch):
    board = FruitPickingBoard(SHORT)
    board.hover(*card_pixel(1))
    english = board.explanation_text
    board.set_lang("fr")
    board.hover(*card_pixel(2))
    board.hover(*card_pixel(1))
    french = board.explanation_text
    assert french != english
    assert "fraises à l'emplacement M1 : 3 + 3 = 6, vous avez 5" in french
    board.show_controls()
    english = None
    board.set_lang("en")
    english = conf.visible_strings(board, monkeypatch)
    board.set_lang("fr")
    french = conf.visible_strings(board, monkeypatch)
    unchanged = sorted(s for s in english & french if not conf.SAME_IN_BOTH.match(s))
    assert unchanged == [], unchanged
    assert "Île du joueur 1" in french and "Island of Player 1" in english


@pytest.mark.parametrize("kw,moves", [({"players": 2}, 0), ({"players": 2}, 1),
                                      ({"players": 3}, 7), ({"players": 4}, 12),
                                      ({"players": 1}, 3), ({"players": 2, "no_market": True}, 5)])
def test_every_pixel_does_what_check_says(kw, moves):
    """The board conformance probe (``tests/test_board_conformance.py``) on this board, in
    both phases, solo and the variant."""
    board = open_board("fruit_picking", moves, **kw)
    checked = conf.probe_position(board)
    assert True in checked


def test_a_failed_hover_leaves_the_board_as_it_was(monkeypatch):
    assert_a_failed_hover_changes_nothing(open_board("fruit_picking", 3), farm_pixel(2),
                                          monkeypatch)


# ---------------------------------------------------------------- the setup row, computer seats

def test_the_setup_row_is_built_from_the_options_and_deals_them():
    board = FruitPickingBoard()
    board.show_controls()
    names = set(board._settings)
    assert names == {"players", "random_setup", "no_market", "tiebreak_fruit",
                     "tiebreak_seeds", "variant_end", "variant_winner"}
    board.choose_setup("players", 3)
    board.choose_setup("tiebreak_fruit", "fewer")
    board.choose_setup("no_market", True)
    board.choose_setup("seed", 4)
    board.session.new_game()
    o = board.state.options
    assert (o.players, o.tiebreak_fruit, o.no_market) == (3, "fewer", True)
    assert len(board.state.market) == 3
    assert "New game: 3 players, variant without the Market Island" in board.explanation_text
    board.choose_setup("players", 1)                          # solo has its own market
    before = board.state
    assert not board.session.new_game()
    assert "solo has its own market" in board.explanation_text
    assert board.state == before


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_computer_seats_play_a_whole_game(players):
    board = FruitPickingBoard(players=players, seed=7,
                              computer=",".join(str(s + 1) for s in range(players)))
    s = board.session
    for _ in range(60):
        if s.state.phase == "over":
            break
        s.computer_play()
        assert s.last_error is None, s.last_error
    assert s.state.phase == "over"
    assert "game is over" in board.explanation_text or "lost" in board.explanation_text


def test_a_learner_plays_against_computer_seats():
    board = FruitPickingBoard(players=3, seed=4, computer="2,3")
    s = board.session
    assert s.state.turn == 0
    board.click_farm("F3")
    assert s.state.phase == "act" and s.state.active == 5
    board.click(*WATER.center)
    assert s.last_error is None
    assert s.state.turn == 0 and s.state.phase == "plant"          # the computers replied
    text = board.explanation_text
    assert "Player 2 (computer) plays:" in text and "Player 3 (computer) plays:" in text
    assert text.rstrip().endswith("Player 1: choose a farm to sow (hover one to see where "
                                  "its seeds land, click to sow it).")
    board.undo()                                      # back to the learner's decision
    assert s.state.turn == 0 and s.state.phase == "act"


# ---------------------------------------------------------------- puzzles

def test_which_farm_reaches_the_harvest_house_is_answered_on_the_board():
    board = FruitPickingBoard(puzzle="fru-ex-2-harvest-house")
    assert not board.hints
    board.hover_farm("F5")
    assert "Hints are off" in board.explanation_text
    assert "Harvest House" not in board.explanation_text.split("\n", 1)[0]
    board.click_farm("F5")
    assert board.explanation_text.startswith("Well done")
    assert board.puzzle_done


def test_the_prices_and_sowing_puzzles_are_answered_with_cards_and_farms():
    board = FruitPickingBoard(puzzle="fru-ex-3-prices")
    board.click_card("M2")
    assert board.explanation_text.startswith("Well done")
    board = FruitPickingBoard(puzzle="fru-ex-1-sowing")
    board.click_farm("F3")
    assert not board.puzzle_done
    board.water()
    assert board.explanation_text.startswith("Well done")
    board = FruitPickingBoard(puzzle="fru-ex-2-harvest-house")
    board.click_farm("F1")
    assert board.explanation_text.startswith("Not yet")
