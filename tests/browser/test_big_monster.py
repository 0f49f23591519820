"""The Big Monster notebook in a real browser (JupyterLab, headless Chromium).

Opens the course notebook (once for the module), runs it as far as the boards it needs,
then uses the mouse as a learner would on the lessons' landing areas:

- the placement lesson (the orange ice monster in hand, an upward mutagenic tile at 0,4):
  hovering anchor 1,2 explains the mutation — the ray of the upward monster at 1,4 reaches
  the ice monster, 2 → 7 points (BM-MUT-UP); hovering 0,2, above the tile's left half,
  says that nothing mutates there;
- the double-mutation lesson: hovering 3,1 names both rays, 3 → 8 → 18 (BM-MUT-DOUBLE).

Pixels come from the board's own layout (``widgets.games.big_monster.board.fit_area``), the same for
the same position.
"""

from __future__ import annotations

import pytest

from . import lab as L
from .test_flaming_pyramids import position_of

pytestmark = pytest.mark.browser

NOTEBOOK = "en/big_monster.ipynb"


def cell_pixel(position: str, cell: tuple[int, int]) -> tuple[float, float]:
    """The centre of ``cell`` of Player 1's area as the board draws it."""
    import tutor.big_monster as bm
    from widgets.games.big_monster.board import fit_area

    return fit_area(bm.from_notation(position).areas[0]).centre(cell)


def test_hovering_a_mutating_anchor_reads_the_ray_and_the_points(notebook):
    page = notebook.page
    position = position_of("PLACE", NOTEBOOK, prefix="bm1")
    loc = L.canvas(page, notebook.board('PLACE = "bm1'))
    area = L.output_area(loc)
    L.hover_canvas(page, *cell_pixel(position, (1, 2)), loc=loc, steps=3)
    L.wait_panel(page, area, "(BM-MUT-UP)",
                 "Allowed: Player 1 places at 1,2.",
                 ("the ray of the upward mutagenic monster at 1,4 reaches the orange ice monster at "
                  "1,2: 2 → 7 points (mutation 1)"))
    L.save_output(area, "bm_ray_up")
    L.hover_canvas(page, *cell_pixel(position, (0, 2)), loc=loc, steps=3)
    L.wait_panel(page, area, "places at 0,2",
                 "above the left half of an upward tile: its monster is on the right")


def test_a_double_mutation_names_both_rays(notebook):
    page = notebook.page
    position = position_of("TWICE", NOTEBOOK, prefix="bm1")
    loc = L.canvas(page, notebook.board('TWICE = "bm1'))
    area = L.output_area(loc)
    L.hover_canvas(page, *cell_pixel(position, (3, 1)), loc=loc, steps=3)
    L.wait_panel(page, area, "(BM-MUT-DOUBLE)",
                 "reaches the green ice monster at 3,1: 3 → 8 points (mutation 1)",
                 "reaches the green ice monster at 3,1: 8 → 18 points (mutation 2)")
    L.save_output(area, "bm_double_mutation")
