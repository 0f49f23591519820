"""The Kingdom Builder board's pieces layer is recorded by regions, each cached on exactly
what it draws (``widgets.games.kingdom_builder.board.REGIONS``): a stale picture is worse
than a slow one, so the recording made with the caches warm must be the one made with them
emptied, along seeded random games (both languages, tiles picked and put back, hovers,
undone moves, replayed stories, the end). And a settlement built repaints its row's
settlements and the supplies; the map, on the background layer, is not sent again."""

from __future__ import annotations

import random

import pytest

import tutor.kingdom_builder as kb
from tutor.kingdom_builder.state import Phase
from region_support import assert_cached_is_fresh, layers, pieces, walk
from widgets import draw as D
from widgets.games.kingdom_builder import board as B
from widgets.games.kingdom_builder.board import KingdomBuilderBoard
from widgets.geometry import Rect

#: The Tavern lesson's position (``MIDDLE`` in the course notebook), where the latency
#: benchmark builds on 8,8.
MIDDLE_BUILD = (8, 8)








def fiddle(board: KingdomBuilderBoard, rng: random.Random) -> None:
    """A click or a hover that (usually) makes no move: a tile picked or put back, a hex
    hovered, a move undone, a step back in the history."""
    session = board.session
    tiles = len(board.hand_tiles())
    choice = rng.randrange(4)
    if choice == 0 and tiles:
        session.click_key(("tile", rng.randrange(tiles)))
    elif choice == 1:
        session.hover_hex((rng.randrange(20), rng.randrange(20)))
    elif choice == 2:
        session.undo()
    else:
        session.step(-1)


def play(players: int, seed: int, moves: int):
    """A seeded random game on a board, yielded at each position (with fiddles)."""
    return walk(KingdomBuilderBoard(players=players, seed=seed), kb.legal_moves, fiddle,
                random.Random(seed), moves)


#: Two seeded games a day-to-day run (a whole game each, about a second); a four-player
#: one under RULES_TUTOR_EXHAUSTIVE=1.
@pytest.mark.parametrize("players, seed", [
    (2, 3), (3, 4), pytest.param(4, 5, marks=pytest.mark.exhaustive)])
def test_the_pieces_recorded_from_the_caches_are_those_recorded_afresh(players, seed):
    B.clear_caches()
    seen = 0
    for i, board in enumerate(play(players, seed, 400)):
        if i % 3 == 0:
            assert_cached_is_fresh(board, B.clear_caches)
            seen += 1
    assert board.state.phase is Phase.OVER
    assert seen >= 30
    assert_cached_is_fresh(board, B.clear_caches)


def lesson_board() -> KingdomBuilderBoard:
    from test_benchmark_scripts import load

    latency = load("browser_latency")
    return KingdomBuilderBoard(latency.lesson_position("kingdom_builder", "MIDDLE"))


def test_a_settlement_built_repaints_its_row_and_the_supplies_only():
    """The latency benchmark's build: the boxes of the row's settlements and of the
    supplies are cleared and drawn again, nothing else."""
    board = lesson_board()
    before = pieces(board)
    board.session.click_hex(MIDDLE_BUILD)
    after = pieces(board)
    patch = D.repaint(before, after, board.WIDTH, board.HEIGHT)
    assert patch is not None
    cleared = [Rect(*op[2]) for op in patch.ops if op[1] == "clear_rect"]
    assert cleared == D.merged_boxes([B.ROW_BOXES[MIDDLE_BUILD[0]], B.SUPPLY_BOX],
                                     board.WIDTH, board.HEIGHT)
    assert len(patch.ops) < len(after.ops) / 3


def test_the_map_is_on_the_background_sent_again_only_with_another_map():
    """The hexes stay as they are all game: a move sends the pieces, not the map; a new
    game on another map sends the map."""
    board = lesson_board()
    board._draw_layers(True, True)
    ground = board._painted["background"]
    terrain = board.state.board.terrain
    board.session.click_hex(MIDDLE_BUILD)
    assert board._painted["background"] is ground
    board.session.new_game(seed=5)
    assert board.state.board.terrain != terrain
    assert board._painted["background"].ops != ground.ops
    assert board._painted["background"].ops == layers(board)["background"]
