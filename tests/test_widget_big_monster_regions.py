"""The Big Monster board's pieces layer is recorded by regions, each cached on exactly what
it draws (``widgets.games.big_monster.board.REGIONS``): a stale picture is worse than a
slow one, so the recording made with the caches warm must be the one made with them
emptied, along seeded random games (both languages, tiles picked, other areas looked at,
the hot seat's curtain, undone moves, replayed stories, the end). And the lesson's place
click repaints the tile placed, its thumbnail and the tray, not the whole layer."""

from __future__ import annotations

import random

import pytest

import tutor.big_monster as bm
from tutor.big_monster.state import Phase
from region_support import assert_cached_is_fresh, pieces, walk
from widgets import draw as D
from widgets.games.big_monster import board as B
from widgets.games.big_monster.board import BigMonsterBoard
from widgets.geometry import Rect

#: The cell where the latency benchmark places the mutation lesson's ice monster.
PLACE_CELL = (1, 2)


def fiddle(board: BigMonsterBoard, rng: random.Random) -> None:
    """A click or a hover that (usually) makes no move: a tile picked, another seat's area
    shown, a cell hovered, a move undone, a step back in the history."""
    session = board.session
    choice = rng.randrange(5)
    tiles = len(board.tray_tiles())
    if choice == 0 and tiles:
        session.click_key(("tile", rng.randrange(tiles)))
    elif choice == 1:
        session.click_key(("area", rng.randrange(board.state.players)))
    elif choice == 2:
        session.hover_cell((rng.randrange(-3, 4), rng.randrange(-3, 4)))
    elif choice == 3:
        session.undo()
    else:
        session.step(-1)


def play(seed: int, moves: int, **settings):
    """A seeded random game on a board, yielded at each position (with fiddles)."""
    return walk(BigMonsterBoard(seed=seed, **settings), bm.legal_moves, fiddle,
                random.Random(seed), moves)


#: A teaching game and a hot-seat team game a day-to-day run (about a second each).
@pytest.mark.parametrize("seed, settings", [
    (3, {"players": 4}), (4, {"players": 4, "teams": True, "teaching": False}),
    pytest.param(5, {"players": 6, "teams": True}, marks=pytest.mark.exhaustive)])
def test_the_pieces_recorded_from_the_caches_are_those_recorded_afresh(seed, settings):
    B.clear_caches()
    seen = 0
    for i, board in enumerate(play(seed, 400, **settings)):
        if i % 3 == 0:
            assert_cached_is_fresh(board, B.clear_caches)
            seen += 1
    assert board.state.phase is Phase.OVER
    assert seen >= 30
    assert_cached_is_fresh(board, B.clear_caches)


def test_the_place_click_repaints_the_tile_its_thumbnail_and_the_tray_only():
    """The latency benchmark's place: the new tile's box, the seat's thumbnail and the
    tray (a new hand and the ships) are cleared and drawn again, nothing else."""
    from test_benchmark_scripts import load

    board = BigMonsterBoard(load("browser_latency").lesson_position("big_monster", "PLACE"))
    before = pieces(board)
    board.session.click_cell(PLACE_CELL)
    after = pieces(board)
    patch = D.repaint(before, after, board.WIDTH, board.HEIGHT)
    assert patch is not None
    cleared = [Rect(*op[2]) for op in patch.ops if op[1] == "clear_rect"]
    tile = B.tile_box(board.grid, *board.state.areas[0][-1])
    assert cleared == D.merged_boxes([B.THUMB_BOXES[0], tile, B.TRAY_BOX],
                                     board.WIDTH, board.HEIGHT)
    assert max(box.w * box.h for box in cleared[:-1]) < 100 * 100
