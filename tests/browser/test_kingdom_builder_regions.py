"""The Kingdom Builder board repainted by regions looks exactly as repainted whole (in
Chromium), as ``test_region_repaint`` checks for Ark Nova: every region of the pieces layer
paints only inside its box, and along seeded random games (both languages, tiles picked,
undone moves, the end) the picture painted before, with the patch drawn over it, equals
the picture painted whole, pixel for pixel."""

from __future__ import annotations

import pytest

from widgets.games.kingdom_builder.board import KingdomBuilderBoard

from region_support import pieces
from test_widget_kingdom_builder_regions import play
from .test_region_repaint import page  # noqa: F401  (the blank page)
from .test_region_repaint import patches_equal_whole, regions_painted_within_their_boxes

pytestmark = pytest.mark.browser

W, H = KingdomBuilderBoard.WIDTH, KingdomBuilderBoard.HEIGHT


def test_every_region_draws_within_its_box(page):
    seen = regions_painted_within_their_boxes(page, (pieces(board) for board in play(3, 21, 400)),
                                              W, H)
    assert seen == {"tokens", "card", "hand", "supplies", "end_button", "scores"}


#: One seeded game's first 60 moves a day-to-day run (some 10 s of browser time); a whole
#: four-player game under CI.
@pytest.mark.parametrize("players, seed, moves", [
    (2, 11, 60), pytest.param(4, 12, 400, marks=pytest.mark.exhaustive)])
def test_a_layer_repainted_by_regions_is_the_layer_repainted_whole(page, players, seed, moves):
    boards = play(players, seed, moves)
    assert patches_equal_whole(page, (pieces(board) for board in boards), W, H) >= 20
