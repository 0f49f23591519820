"""The Sagani notebook in a real browser (JupyterLab, headless Chromium), and a board in
Voilà in French.

Opens the course notebook (once for the module), runs it, then uses the mouse as a learner
would on the lessons' displays:

- the ray-with-gap lesson (SAG-EX-1: the blue tile at (0,0) points right, a red tile and a
  gap on its ray, a blue tile in hand): hovering (3,0) explains the arrow — fulfilled by
  the blue tile 3 spaces away, distance does not matter — and the completion; clicking
  places the tile and the tile at (0,0) scores;
- the position to edit (a 1-arrow blue tile to turn): ⟳ turns it a quarter, the hover at
  (-1,0) reads the turned arrow fulfilled, the click completes it;
- Voilà, in French: the same lesson's board explains the same arrow in French;
- solo (SAG-VAR-SOLO), lesson 10: the 25th tile of goal (a) turned with ⟳, the hover reads
  the game won, the click ends it won, the board's right-hand side shows the goal and the
  end (one display only); the last tile of goal (b) placed, the end said with its
  arithmetic ("290 points − 20 discs still on tiles = 270").

Pixels come from the board's own layout (``widgets.games.sagani.board.fit_display``), the same for the
same position.
"""

from __future__ import annotations

from typing import Any

import pytest

from . import lab as L
from .test_flaming_pyramids import position_of
from .test_redraw import voila_page, voila_server  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser

NOTEBOOK = "en/sagani.ipynb"


def cell_pixel(position: str, cell: tuple[int, int], seat: int = 0) -> tuple[float, float]:
    """The centre of ``cell`` of the display drawn large (the placer's)."""
    import tutor.sagani as sag
    from widgets.games.sagani.board import fit_display

    return fit_display(sag.from_notation(position).seats[seat].display).rect(cell).center


def course_board(notebook, name: str) -> tuple[Any, str, Any, Any]:
    """The course's board of the position ``name`` (``NAME = "sag1...``): the page, the
    position, the board's canvas and its output area."""
    position = position_of(name, NOTEBOOK, prefix="sag1")
    loc = L.canvas(notebook.page, notebook.board(f'{name} = "sag1'))
    return notebook.page, position, loc, L.output_area(loc)


def test_hovering_a_placement_reads_the_arrow_fulfilled_at_a_distance(notebook):
    page, position, loc, area = course_board(notebook, "GAP")
    L.hover_canvas(page, *cell_pixel(position, (3, 0)), loc=loc, steps=3)
    L.wait_panel(page, area, "(SAG-SCORE-COMPLETE)",
                 "Allowed: Player 1 places tile 37 at (3,0), not turned.",
                 ("the blue (water) arrow of (0,0) pointing right is fulfilled by the blue (water) "
                  "tile at (3,0), 3 spaces away: distance does not matter (SAG-ARROW-1)"),
                 "the blue (water) tile at (0,0) is complete: +1, 1 disc back")
    L.save_output(area, "sag_ray_gap_hover")
    L.click_canvas(page, *cell_pixel(position, (3, 0)), loc=loc)
    L.wait_panel(page, area, "What happened:",
                 "Player 1 places tile 37 at (3,0), rotation 0 (SAG-TURN-PLACE)",
                 "(0,0) is complete: +1, 1 disc back (SAG-SCORE-COMPLETE)")
    L.save_output(area, "sag_ray_gap_placed")


def test_turning_the_held_tile_then_placing_it(notebook):
    from widgets.games.sagani.board import ROTATE

    page, position, loc, area = course_board(notebook, "MY_POSITION")
    L.click_canvas(page, *ROTATE[1].center, loc=loc)
    L.wait_panel(page, area, "rotation 1")
    L.hover_canvas(page, *cell_pixel(position, (-1, 0)), loc=loc, steps=3)
    text = L.wait_panel(page, area, "Allowed: Player 1 places tile 38 at (-1,0), turned a quarter "
                                    "turn clockwise.")
    assert ("the blue (water) arrow of (-1,0) pointing right is fulfilled by the blue (water) "
            "tile at (0,0), 1 space away: distance does not matter") in text
    L.save_output(area, "sag_rotated_hover")
    L.click_canvas(page, *cell_pixel(position, (-1, 0)), loc=loc)
    L.wait_panel(page, area, "What happened:",
                 "(-1,0) is complete: +1")


def test_voila_in_french_explains_the_same_arrow(voila_page):  # noqa: F811
    import tutor.sagani as sag

    page = voila_page
    position = next(p for p in sag.PUZZLES if p.id == "sag-ex-1-ray-with-gap").position
    cells = ["from widgets.games.sagani import SaganiBoard\n"
             f'SaganiBoard("{position}", lang="fr")']
    with voila_server(cells) as url:
        page.goto(url, wait_until="domcontentloaded", timeout=90_000)
        loc = L.canvas(page, 0, timeout_ms=90_000)
        area = L.output_area(loc)
        L.wait_panel(page, area, "Joueur 1", timeout_ms=60_000)
        L.screenshot(page, "sag_voila_fr_start")
        text = L.hover_until(page, loc, area, [cell_pixel(position, (2, 1)),
                                               cell_pixel(position, (3, 0))],
                             "(SAG-SCORE-COMPLETE)")
        assert ("la flèche bleue (eau) de (0,0) qui pointe vers la droite est satisfaite par la "
                "tuile bleue (eau) en (3,0), à 3 cases : la distance ne compte pas") in text
        assert "Autorisé : le joueur 1 pose la tuile 37 en (3,0), sans la tourner." in text
        assert "distance does not matter" not in text
        L.screenshot(page, "sag_voila_fr_hover")


def test_solo_the_25th_tile_wins_and_the_board_shows_one_display_and_the_goal(notebook):
    """SAG-VAR-SOLO (a): one display, the goal drawn where the other seats would be."""
    from widgets.games.sagani.board import ROTATE

    page, position, loc, area = course_board(notebook, "SOLO_A")
    L.save_output(area, "sag_solo_a_start")
    L.click_canvas(page, *ROTATE[1].center, loc=loc)
    L.wait_panel(page, area, "rotation 1")
    L.hover_canvas(page, *cell_pixel(position, (-2, 0)), loc=loc, steps=3)
    L.wait_panel(page, area, "(SAG-VAR-SOLO)",
                 "tile 25 of at most 25, 79 points: 75 reached, the solo game is won")
    L.save_output(area, "sag_solo_a_hover")
    L.click_canvas(page, *cell_pixel(position, (-2, 0)), loc=loc)
    L.wait_panel(page, area, "What happened:",
                 ("79 points with 25 tiles: 75 reached with at most 25 tiles — Player 1 wins "
                  "(solo goal (a)) (SAG-VAR-SOLO)"),
                 "The game is over: Player 1 reached 79 points with 25 tiles")
    L.save_output(area, "sag_solo_a_won")


def test_solo_the_last_tile_of_goal_b_ends_with_the_subtraction(notebook):
    """SAG-VAR-SOLO (b): the end takes the discs still on tiles off the score."""
    from widgets.games.sagani.board import ROTATE

    page, position, loc, area = course_board(notebook, "SOLO_B")
    L.save_output(area, "sag_solo_b_start")
    for _ in range(2):
        L.click_canvas(page, *ROTATE[1].center, loc=loc)
    L.wait_panel(page, area, "rotation 2")
    L.click_canvas(page, *cell_pixel(position, (-3, 2)), loc=loc)
    L.wait_panel(page, area, "What happened:",
                 ("290 points − 20 discs still on tiles = 270: the final score, a score to beat "
                  "(goal (b)) (SAG-VAR-SOLO)"))
    L.save_output(area, "sag_solo_b_final")
