"""The Big Monster board repainted by regions looks exactly as repainted whole (in
Chromium), as ``test_region_repaint`` checks for Ark Nova: every region of the pieces layer
paints only inside its box, and along a seeded random game (both languages, tiles picked,
other areas shown, undone moves, the end) the picture painted before, with the patch drawn
over it, equals the picture painted whole, pixel for pixel."""

from __future__ import annotations

import pytest

from tutor.big_monster.state import Phase
from widgets.games.big_monster.board import BigMonsterBoard

from region_support import pieces
from test_widget_big_monster_regions import play
from .test_region_repaint import page  # noqa: F401  (the blank page)
from .test_region_repaint import patches_equal_whole, regions_painted_within_their_boxes

pytestmark = pytest.mark.browser

W, H = BigMonsterBoard.WIDTH, BigMonsterBoard.HEIGHT


#: Every fourth position of a two-player game, and its end, a day-to-day run (some 3 s of
#: browser time); every position of a hot-seat team game (long labels, the curtain) under
#: CI.
@pytest.mark.parametrize("seed, every, settings", [
    (21, 4, {"players": 2}),
    pytest.param(22, 1, {"players": 4, "teams": True, "teaching": False},
                 marks=pytest.mark.exhaustive)])
def test_every_region_draws_within_its_box(page, seed, every, settings):
    boards = (pieces(board) for i, board in enumerate(play(seed, 400, **settings))
              if i % every == 0 or board.state.phase is Phase.OVER)
    seen = regions_painted_within_their_boxes(page, boards, W, H)
    assert seen == {"title", "explorer", "tile", "side_title", "thumb", "medals", "scores",
                    "tray"}


#: One seeded game's first 40 moves a day-to-day run (a few seconds of browser time); a
#: whole six-player game under CI.
@pytest.mark.parametrize("seed, moves, settings", [
    (11, 40, {"players": 4}),
    pytest.param(12, 400, {"players": 6, "teams": True}, marks=pytest.mark.exhaustive)])
def test_a_layer_repainted_by_regions_is_the_layer_repainted_whole(page, seed, moves,
                                                                  settings):
    boards = play(seed, moves, **settings)
    assert patches_equal_whole(page, (pieces(board) for board in boards), W, H) >= 15
