"""Reading without a kernel: every board's saved output carries a static picture of its
position (the engine's SVG, ``state_svg``), so a notebook read on a code-hosting site, in
nbviewer or exported with ``jupyter nbconvert --to html`` shows the boards.

Each course notebook (as committed, executed by ``make notebooks``) is converted to HTML
here, and the pictures are counted: one per board output."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from nbconvert import HTMLExporter

from widgets import BOARDS, board_class

ROOT = Path(__file__).resolve().parents[1]
# Every course in every language (notebooks/en/pook.ipynb ...), not the welcome pages.
COURSES = sorted(p for p in (ROOT / "notebooks").glob("*/*.ipynb") if p.stem in BOARDS)
BOARD_NAMES = tuple(board_class(game).__name__ for game in BOARDS)
WIDGET = "application/vnd.jupyter.widget-view+json"


def board_outputs(nb) -> int:
    """Outputs that show a board (a widget whose text is the board's repr)."""
    count = 0
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if WIDGET in data and data.get("text/plain", "").startswith(BOARD_NAMES):
                count += 1
    return count


@pytest.mark.parametrize("path", COURSES, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_every_board_of_a_course_has_its_picture_in_the_html_export(path):
    nb = nbformat.read(path, as_version=4)
    boards = board_outputs(nb)
    assert boards >= 3, f"{path.name}: executed? ({boards} board outputs)"
    html, _ = HTMLExporter().from_notebook_node(nb)
    pictures = re.findall(r'<div class="rt-static"[^>]*>\s*<svg', html)
    assert len(pictures) == boards


def test_a_picture_speaks_the_boards_language_and_hidden_hands_stay_hidden():
    from widgets.base import not_running_html
    from widgets.oh_hell import OhHellTable
    from widgets.pook import PookBoard
    board = PookBoard(seed=1, lang="fr")
    picture = board.static_picture()
    assert picture.startswith("<svg") and "Main" in picture
    html = not_running_html("fr", picture)
    assert "une image, pas le plateau vivant" in html and picture in html
    assert OhHellTable(seed=1, teaching=False).static_picture() is None
    assert OhHellTable(seed=1).static_picture().startswith("<svg")
