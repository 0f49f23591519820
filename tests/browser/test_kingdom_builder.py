"""The Kingdom Builder notebook in a real browser (JupyterLab, headless Chromium).

Opens the course notebook (once for the module), runs it, then uses the mouse as a learner
would on the mandatory-action lesson's board (Player 1 owns 3,4 and plays grass):

- hovers a grass hex far from Player 1's settlement: the panel refuses it and names the
  free grass hex next to 3,4 that forces the choice (KB-PLACE-ADJ);
- clicks a grass hex next to 3,4: the settlement is built, the panel says so and asks for
  the second one, and the canvas shows the hex in Player 1's colour;
- reads the ``<canvas>`` back: the hexes show their terrains' colours (grass, water,
  forest, the castle), checked against a blank canvas first.

Hex positions come from the board's own layout (``widgets.games.kingdom_builder.board.GRID``).
"""

from __future__ import annotations

from typing import Any

import pytest

from . import lab as L
from .pixels import make_canvas, pixel_stats, region, wait_passing
from .test_flaming_pyramids import position_of

pytestmark = pytest.mark.browser

NOTEBOOK = "en/kingdom_builder.ipynb"
MARKER = 'EX1 = "kb2'


def hex_box(h: tuple[int, int]) -> Any:
    """A box in the lower half of the hexagon of ``h``: clear of its outline, of the
    terrain letter (drawn above the centre) and of most of a castle's ``K``."""
    from widgets.geometry import Rect
    from widgets.games.kingdom_builder.board import GRID, RADIUS

    x, y = GRID.center(h)
    return Rect(x - RADIUS * 0.45, y + RADIUS * 0.25, RADIUS * 0.9, RADIUS * 0.35)


def disc_box(h: tuple[int, int]) -> Any:
    """A strip inside a settlement's disc on ``h``, left of the seat's number."""
    from widgets.geometry import Rect
    from widgets.games.kingdom_builder.board import GRID

    x, y = GRID.center(h)
    return Rect(x - 7, y, 3, 4)


def terrain_regions(position: str, hexes: list[tuple[int, int]]) -> list[dict[str, Any]]:
    import tutor.kingdom_builder as kb
    from widgets.games.kingdom_builder.board import FILL

    board = kb.from_notation(position).board
    return [region(f"{board.at(h)} at {h}", hex_box(h), FILL[board.at(h)]) for h in hexes]


def shares(loc: Any, regions: list[dict[str, Any]]) -> dict[str, float]:
    from widgets.games.kingdom_builder import KingdomBuilderBoard

    return pixel_stats(loc, KingdomBuilderBoard.WIDTH, regions)["regions"]


#: Hexes of the lesson's map: grass, water, forest, the castle, flower field.
SAMPLE = [(4, 5), (4, 3), (5, 5), (3, 3), (2, 2)]
MIN_TERRAIN = 0.80


def test_a_refused_far_hex_names_the_free_hex_next_to_your_settlement(notebook):
    from widgets.games.kingdom_builder.board import GRID

    page = notebook.page
    position = position_of("EX1", NOTEBOOK, prefix="kb2")
    loc = L.canvas(page, notebook.board(MARKER))
    area = L.output_area(loc)
    x, y = GRID.center((8, 8))
    L.hover_canvas(page, x, y, loc=loc, steps=3)
    L.wait_panel(page, area, "(KB-PLACE-ADJ)",
                 "Not allowed: Player 1 builds on 8,8.",
                 "the free grass hex 3,5 touches yours at 3,4")
    L.save_output(area, "kb_refused_far_hex")

    L.click_canvas(page, *GRID.center((3, 5)), loc=loc)
    L.wait_panel(page, area, "builds on 3,5", "2 more settlements on grass")
    from widgets.games.kingdom_builder.board import SEATS
    built = [region("Player 1's settlement at 3,5", disc_box((3, 5)), SEATS[0]),
             region("Player 1's settlement at 3,4", disc_box((3, 4)), SEATS[0])]
    assert shares(make_canvas(page, 760, 536), built) == {r["name"]: 0.0 for r in built}
    wait_passing(lambda: _assert_at_least(shares(loc, built), MIN_TERRAIN))
    assert "settlements=3,4/-" in position         # the lesson's start: 3,5 was empty


def _assert_at_least(found: dict[str, float], least: float) -> dict[str, float]:
    low = {name: share for name, share in found.items() if share < least}
    assert not low, f"regions below {least:.0%}: {low}"
    return found


def test_the_map_shows_each_terrain_in_its_colour(notebook):
    from widgets.games.kingdom_builder import KingdomBuilderBoard

    page = notebook.page
    position = position_of("EX1", NOTEBOOK, prefix="kb2")
    regions = terrain_regions(position, SAMPLE)
    blank = shares(make_canvas(page, KingdomBuilderBoard.WIDTH, KingdomBuilderBoard.HEIGHT),
                   regions)
    with pytest.raises(AssertionError, match="regions below"):
        _assert_at_least(blank, MIN_TERRAIN)
    loc = L.canvas(page, notebook.board(MARKER))
    wait_passing(lambda: _assert_at_least(shares(loc, regions), MIN_TERRAIN))
