"""The Kingdom Builder board, kernel side (no browser): what the learner sees and gets.

Positions are the engine's puzzles (the fact sheet's worked examples); every test drives
the board through its public handlers (pixels, hexes, chips) and asserts on the panel's
text, the marks, the canvas commands and the notation.
"""

from __future__ import annotations

import pytest

import tutor.kingdom_builder as kb
from tutor.kingdom_builder.board import SIZE
from widgets.geometry import HexGrid, Rect
from widgets.games.kingdom_builder.board import CHIPS, END, GRID, KingdomBuilderBoard
from widget_support import RecordingCanvas


def _puzzle(pid):
    return next(p for p in kb.PUZZLES if p.id == pid)


POCKET = _puzzle("kb-ex-1-adjacent-pocket").position       # Player 1 on 3,4 plays grass
PADDOCK = _puzzle("kb-ex-3-paddock-loses-tavern").position  # paddock + tavern ready
HARBOR = _puzzle("kb-ex-4-harbor-lifted").position          # harbor ready, 6,6 alone
LAST = _puzzle("kb-ex-6-last-turn-of-the-round").position   # ending: "end" scores


def notation(board) -> str:
    return kb.to_notation(board.state)


def explain(position: str, move: str, lang: str = "en") -> str:
    return kb.check(kb.from_notation(position), kb.parse_move(move)).explain(lang)


def after(position: str, *moves: str) -> str:
    state = kb.from_notation(position)
    for text in moves:
        state = kb.apply(state, kb.parse_move(text)).after
    return kb.to_notation(state)


def marks(board) -> set:
    shown = board._hover_feedback or board._feedback
    return {(m.target, m.style) for m in shown.marks}


def centre(h):
    return GRID.center(h)


# ---------------------------------------------------------------- geometry

def test_every_hex_centre_and_the_edges_near_it_map_to_that_hex():
    board = KingdomBuilderBoard(POCKET)
    for r in range(SIZE):
        for c in range(SIZE):
            x, y = centre((r, c))
            assert board.hit(x, y) == ("hex", (r, c))
            inner = GRID.width / 2 - 1.0            # just inside the left and right edges
            assert board.hit(x - inner, y) == ("hex", (r, c))
            assert board.hit(x + inner, y) == ("hex", (r, c))
    # an odd row sits half a hex to the right: the pixel right of 1,19's edge is off the map
    x, y = centre((1, 19))
    assert board.hit(x + GRID.width / 2 + 2, y) is None
    assert board.hit(*END.center) == ("end", None)
    assert board.hit(*CHIPS[0].center) is None        # no tile held: no chip


def test_hex_grid_neighbours_match_the_engine_adjacency():
    grid = HexGrid(30, 30, 17, SIZE, SIZE)
    for h in [(0, 0), (3, 4), (4, 4), (10, 19), (19, 0)]:
        x, y = grid.center(h)
        around = set()
        for i in range(6):
            import math
            a = math.radians(60 * i)
            near = grid.cell_at(x + grid.width * math.cos(a), y + grid.width * math.sin(a))
            if near is not None:
                around.add(near)
        assert around == set(kb.neighbours(h)), h
    assert grid.bounds.w == pytest.approx(grid.width * 20.5)
    assert isinstance(grid.rect((0, 0)), Rect)


def test_the_map_and_the_hand_fit_the_fixed_canvas():
    box = GRID.bounds
    assert box.x >= 0 and box.right < CHIPS[0].x and box.bottom <= KingdomBuilderBoard.HEIGHT
    assert KingdomBuilderBoard.WIDTH <= 760 and KingdomBuilderBoard.HEIGHT <= 560
    assert END.bottom <= KingdomBuilderBoard.HEIGHT


def test_the_map_has_rulers_so_a_hex_a_lesson_names_is_found_without_hovering():
    """KB-BOARD-OFFSET: every row's number is written at its left, every column's number
    above its hex of row 0 and below its hex of row 19 (an odd row, half a hex to the
    right), outside the hexes: "3,5" is found by reading the rulers."""
    from widgets.draw import Recorder
    from widgets.games.kingdom_builder.board import RULER_INK
    board = KingdomBuilderBoard(POCKET)
    c = Recorder()
    board.draw_background(c)
    texts, ink = [], None                   # the rulers' texts (the hexes' letters too)
    for op in c.ops:
        if op[:2] == ("set", "fill_style"):
            ink = op[2]
        elif op[1] == "fill_text" and ink == RULER_INK:
            texts.append(op[2])
    assert len(texts) == 3 * SIZE
    rows = {t: (x, y) for t, x, y in texts if x < GRID.x0}
    assert sorted(rows, key=int) == [str(r) for r in range(SIZE)]
    for r in range(SIZE):
        x, y = rows[str(r)]
        assert y == pytest.approx(centre((r, 0))[1], abs=0.01)
        assert x <= centre((r, 0))[0] - GRID.width / 2
    above = {t: (x, y) for t, x, y in texts if x >= GRID.x0 - 1 and y < GRID.y0}
    below = {t: (x, y) for t, x, y in texts if y > centre((SIZE - 1, 0))[1]}
    for col in range(SIZE):
        assert above[str(col)][0] == pytest.approx(centre((0, col))[0], abs=0.01)
        assert above[str(col)][1] < centre((0, col))[1] - GRID.radius
        assert below[str(col)][0] == pytest.approx(centre((SIZE - 1, col))[0], abs=0.01)
        assert below[str(col)][1] > centre((SIZE - 1, col))[1] + GRID.radius
    for _t, x, y in texts:                           # the rulers are no hex: nothing to hit
        assert board.hit(x, y) is None


def test_the_puzzles_name_the_seats_as_the_board_does():
    """The board names seats "Player 1", "Player 2" (each disc also has its number): a
    puzzle saying "Red owns only 3,4" named a seat the board never names."""
    import re
    colours = re.compile(r"\b(red|blue|green|black|white|rouge|bleu|vert|noir|blanc)\b", re.I)
    for puzzle in kb.PUZZLES:
        for field in ("title", "question", "explanation"):
            for lang in ("en", "fr"):
                text = puzzle.text(field, lang)
                assert not colours.search(text), (puzzle.id, text)
    board = KingdomBuilderBoard(puzzle="kb-ex-1-adjacent-pocket")
    assert "Player 1 owns only 3,4" in board.question.value
    assert "Player 1" in board.info.value


# ---------------------------------------------------------------- verdicts on hover

def test_hover_explains_with_the_engine_verdict_word_for_word():
    board = KingdomBuilderBoard(POCKET)
    board.hover(*centre((3, 5)))
    assert board.explanation_text == explain(POCKET, "3,5")
    assert board.explanation_text.startswith("Allowed: Player 1 builds on 3,5.")
    assert (("hex", (3, 5)), "ok") in marks(board)
    assert (("hex", (3, 4)), "focus") in marks(board)          # the own settlement touched


def test_a_refused_hex_names_the_forcing_adjacency_and_the_hex_that_proves_it():
    board = KingdomBuilderBoard(POCKET)
    state = board.state
    far = next(h for h in state.board.hexes_of("G")
               if h not in kb.targets(state, "mandatory") and h not in state.owner())
    board.hover_hex(far)
    verdict = kb.check(state, kb.Build(far))
    assert board.explanation_text == verdict.explain("en")
    (refused,) = verdict.violations
    assert refused.rule == "KB-PLACE-ADJ"
    data = refused.data
    assert data.forced and data.witness in kb.targets(state, "mandatory")
    assert data.witness_own == (3, 4)
    text = board.explanation_text
    assert f"{data.witness[0]},{data.witness[1]}" in text and "3,4" in text
    assert {(("hex", far), "cross"), (("hex", data.witness), "focus"),
            (("hex", (3, 4)), "focus")} <= marks(board)
    board.click_hex(far)                                   # refused: nothing changes
    assert notation(board) == POCKET and not board.can_undo
    assert "(KB-PLACE-ADJ)" in board.explanation_text


def test_a_click_builds_and_the_turn_goes_on_to_the_end_button():
    board = KingdomBuilderBoard(POCKET)
    for h in ((3, 5), (4, 4), (4, 5)):
        board.click(*centre(h))
        assert board.last_error is None
    assert notation(board) == after(POCKET, "3,5", "4,4", "4,5")
    board.hover(*END.center)
    assert board.explanation_text == explain(after(POCKET, "3,5", "4,4", "4,5"), "end")
    board.click(*END.center)
    assert notation(board) == after(POCKET, "3,5", "4,4", "4,5", "end")
    board.undo()
    assert notation(board) == after(POCKET, "3,5", "4,4", "4,5")


def test_the_overlay_outlines_the_legal_hexes_on_the_selection_layer():
    board = KingdomBuilderBoard(POCKET)
    assert sorted(board.targets()) == [(3, 5), (4, 4), (4, 5)]
    c = RecordingCanvas()
    board.draw_selection(c, board.state)
    assert len([call for call in c.calls if call[0] == "stroke_polygon"]) == 3
    board.set_hints(False)
    c = RecordingCanvas()
    board.draw_selection(c, board.state)
    assert not [call for call in c.calls if call[0] == "stroke_polygon"]


# ---------------------------------------------------------------- tiles

def test_a_building_tile_is_picked_then_dropped_on_its_target():
    board = KingdomBuilderBoard(PADDOCK)
    tiles = board.hand_tiles()
    i = next(k for k, t in enumerate(tiles) if t.kind == "tavern")
    assert board.hit(*CHIPS[i].center) == ("tile", i)
    board.click(*CHIPS[i].center)
    assert board.selection == ("tavern", (6, 2), None)
    assert "the Tavern tile is ready (KB-LOC-ONCE)" in board.explanation_text
    state = board.state
    targets = kb.targets(state, "tavern")
    assert sorted(board.targets()) == sorted(targets)
    if targets:
        h = targets[0]
        move = f"tavern@6,2:{h[0]},{h[1]}"
        board.hover_hex(h)
        assert board.explanation_text == explain(PADDOCK, move)
        board.click_hex(h)
        assert notation(board) == after(PADDOCK, move) and board.selection is None
    else:                                # no line of 3: every hex explains why not
        h = (0, 0)
        board.hover_hex(h)
        assert "(KB-TILE-TAVERN)" in board.explanation_text or "(KB-PLACE-FREE)" in \
            board.explanation_text
        board.click(*CHIPS[i].center)                  # a second click puts it back
        assert board.selection is None and notation(board) == PADDOCK


def test_paddock_pick_the_tile_then_the_settlement_then_the_destination():
    answer = _puzzle("kb-ex-3-paddock-loses-tavern").answer[0]
    board = KingdomBuilderBoard(PADDOCK)
    i = next(k for k, t in enumerate(board.hand_tiles()) if t.kind == "paddock")
    board.pick_tile(i)
    assert board.selection == ("paddock", (6, 11), None)
    assert board.explanation_text.endswith(
        "Player 1: Paddock picked. Click the settlement of yours to move.")
    assert sorted(board.targets()) == sorted(
        o for o in board.state.settlements[0] if kb.targets(board.state, "paddock", o))
    board.click_hex((0, 0))                         # not a settlement of Blue's
    assert board.selection == ("paddock", (6, 11), None)
    assert "0,0 holds no settlement of yours" in board.explanation_text
    board.click_hex((5, 2))
    assert board.selection == ("paddock", (6, 11), (5, 2))
    assert "your settlement at 5,2 will move" in board.explanation_text
    assert (5, 0) in board.targets()
    board.hover_hex((5, 1))                         # not 2 hexes in a straight line
    assert board.explanation_text == explain(PADDOCK, "paddock@6,11:5,2>5,1")
    board.hover_hex((5, 0))
    assert board.explanation_text == explain(PADDOCK, answer)
    board.click_hex((5, 0))
    assert notation(board) == after(PADDOCK, answer)
    assert "KB-LOC-LOSE" in board.explanation_text


def test_harbor_moves_the_lifted_settlement_onto_water():
    board = KingdomBuilderBoard(HARBOR)
    board.click(*CHIPS[0].center)
    board.click(*centre((6, 6)))
    board.hover(*centre((0, 5)))
    assert board.explanation_text == explain(HARBOR, "harbor@7,6:6,6>0,5")
    board.click(*centre((0, 5)))
    assert notation(board) == after(HARBOR, "harbor@7,6:6,6>0,5")


def test_a_tile_is_refused_in_the_middle_of_the_builds_and_on_the_turn_it_is_taken():
    board = KingdomBuilderBoard(_puzzle("kb-ex-3-gain-tavern").position)
    board.click_hex((5, 1))                          # gains the Tavern tile (KB-LOC-GAIN)
    assert [t.status for t in board.hand_tiles()] == ["n"]
    board.click(*CHIPS[0].center)                    # in the middle of the 3 builds
    assert board.selection is None and (("tile", 0), "cross") in marks(board)
    assert ("✗ not in the middle of the mandatory action (1 of 3 built): the Tavern tile "
            "comes before or after it (KB-TURN-ORDER)") in board.explanation_text
    for _ in range(2):
        board.click_hex(board.targets()[0])
    assert board.state.stack == (kb.AfterBuild(0, 3),)
    board.click(*CHIPS[0].center)
    assert board.selection is None
    assert "usable from your next turn (KB-LOC-DELAY)" in board.explanation_text


# ---------------------------------------------------------------- drawing

def test_a_redraw_sends_every_layer(monkeypatch):
    board = KingdomBuilderBoard(PADDOCK)
    board.come_alive()
    recorded = {name: RecordingCanvas() for name in board.layers}
    for name, rec in recorded.items():
        monkeypatch.setitem(board.layers, name, rec)
    board.hover(*centre((5, 2)))                    # something on the highlight layer
    board._painted.clear()
    for rec in recorded.values():
        rec.calls.clear()
    board.redraw()
    assert all(rec.calls for rec in recorded.values()), \
        [name for name, rec in recorded.items() if not rec.calls]
    ground, pieces = recorded["background"], recorded["pieces"]    # the map; the tokens
    filled = [args[0] for args, _ in ground.fills("fill_polygons")]
    assert sum(len(points) for points in filled) == SIZE * SIZE   # every hex of the map
    (outlines,), _ = ground.fills("stroke_polygons")[0]
    assert len(outlines) == SIZE * SIZE
    letters = {args[0] for args, _ in ground.fills("fill_text")}
    assert set("GCDFTWM") <= letters and "Pa" in letters and "Ta" in letters
    assert len(pieces.fills("fill_circle")) >= 2                   # the 2 settlements
    assert recorded["highlight"].fills("stroke_polygon") or \
        [c for c in recorded["highlight"].calls if c[0] == "stroke_polygon"]


def test_the_language_switch_says_the_panel_and_the_captions_in_french(monkeypatch, request):
    from widgets.games.kingdom_builder.board import clear_caches
    clear_caches()                          # the captions are written, not taken cached,
    request.addfinalizer(clear_caches)      # and what the spy recorded is not kept
    written = []
    monkeypatch.setattr("widgets.draw.text", lambda c, s, *a, **k: written.append(s))
    board = KingdomBuilderBoard(POCKET, lang="fr")
    assert board.explanation_text.startswith("Le joueur 1 joue prairie")
    board.hover_hex((3, 5))
    assert board.explanation_text == explain(POCKET, "3,5", "fr")
    board.redraw()
    assert "Carte du joueur 1" in written
    assert "Finir le tour" in written
    written.clear()
    board.set_lang("en")
    assert board.explanation_text == explain(POCKET, "3,5", "en")
    assert "End turn" in written and "Terrain: grass" in written
    assert "Cards: Fishermen, Merchants, Knights" in board.info.value


# ---------------------------------------------------------------- the end

def test_the_scoring_is_replayed_card_by_card_with_its_hexes_outlined():
    board = KingdomBuilderBoard(LAST)
    board.click(*END.center)
    assert board.state.phase is kb.Phase.OVER
    outcome = kb.apply(kb.from_notation(LAST), kb.parse_move("end"))
    scored = [e for e in outcome.events if e.msg.key.startswith("kb.score.")]
    assert len(scored) == 2 * 4                      # castle + 3 cards, for each seat
    text = board.explanation_text
    for event in scored:
        assert event.explain("en") in text
    board.replay()
    seen = []
    while board.replaying:
        fb = board.shown_feedback
        seen.append({m.target for m in fb.marks})
        assert board.last_error is None
        board.step(+1)
    knights = next(e for e in scored if e.msg.key == "kb.score.knights" and e.data.seat == 1)
    wanted = {("hex", h) for h in knights.data.hexes}
    assert wanted and any(wanted <= s for s in seen)
    assert board.hit(*END.center) is None            # the game is over: no button


def test_a_computer_seat_answers_after_the_end_of_a_turn():
    board = KingdomBuilderBoard(POCKET, computer="2")
    for h in ((3, 5), (4, 4), (4, 5)):
        board.click_hex(h)
    board.end_turn()
    assert board.last_error is None
    assert board.state.turn == 0                      # Player 2's whole turn was played
    assert len(board.state.settlements[1]) == 3
    assert "Player 2" in board.explanation_text


def test_puzzle_mode_judges_the_answer_with_the_engine():
    board = KingdomBuilderBoard(puzzle="kb-ex-1-adjacent-pocket")
    assert board.puzzle is not None and not board.hints
    board.click_hex((3, 5))
    assert board.last_error is None and board.puzzle_done
    assert notation(board) == after(POCKET, "3,5")


def test_the_setup_row_deals_the_game_it_shows():
    board = KingdomBuilderBoard(seed=2)
    board.show_controls()
    assert board.setup_value("players") == 2 and board.setup_value("setup") is kb.Setup.RANDOM
    board.choose_setup("players", 3)
    board.choose_setup("setup", kb.Setup.FIRST)
    board.choose_setup("seed", 5)
    board.session.new_game()
    expected = kb.initial_state(kb.Options(players=3, setup=kb.Setup.FIRST), 5)
    assert board.state == expected
    assert board.explanation_text.startswith("New game: 3 players, first game, seed 5.")


def test_a_hex_typed_by_hand_is_checked_and_a_bad_one_explained():
    board = KingdomBuilderBoard(POCKET)
    board.click_hex((3, 20))
    assert board.explanation_text == ("'(3, 20)' is not a hex: give (row, col), whole numbers "
                                      "from 0 to 19, e.g. (3, 5).")
    board.hover_hex("3,5")
    assert board.last_error is None and notation(board) == POCKET
    board.click_hex([3, 5])
    assert notation(board) == after(POCKET, "3,5")
