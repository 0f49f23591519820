"""The browser harness itself: a click or hover at canvas pixels reaches Python there.

A tiny notebook (written into the server's temporary copy of notebooks/) shows a plain
``Canvas`` stretched 2x by its layout and a ``MultiCanvas`` stretched by Lab to the output
width; their handlers write the canvas coordinates they receive into ``HTML`` widgets. If
the harness scaled positions wrongly, the reported coordinates would be off by the
stretch factor.
"""

from __future__ import annotations

import json

import pytest

from . import lab as L

NOTEBOOK = "_browser_harness.ipynb"

CELLS = [
    """\
import ipywidgets as widgets
from ipycanvas import Canvas, MultiCanvas

# A 200x100 canvas displayed 400 px wide: every canvas pixel is 2 CSS pixels.
flat = Canvas(width=200, height=100, layout=widgets.Layout(width="400px"))
flat.fill_style = "#dde"
flat.fill_rect(0, 0, 200, 100)
flat_out = widgets.HTML("flat: waiting")

# A 3-layer board, 150x150, left to Lab's layout (it stretches it to the output width).
board = MultiCanvas(3, width=150, height=150)
board[0].fill_style = "#ede"
board[0].fill_rect(0, 0, 150, 150)
board_out = widgets.HTML("board: waiting")
hover_out = widgets.HTML("hover: waiting")

flat.on_mouse_down(lambda x, y: setattr(flat_out, "value", f"flat: {x:.1f} {y:.1f}"))
board.on_mouse_down(lambda x, y: setattr(board_out, "value", f"board: {x:.1f} {y:.1f}"))
board.on_mouse_move(lambda x, y: setattr(hover_out, "value", f"hover: {x:.1f} {y:.1f}"))
widgets.VBox([flat, flat_out, board, board_out, hover_out])
""",
    'print("harness ready")',
]


def reported(texts: list[str], prefix: str) -> tuple[float, float]:
    (line,) = [t for t in texts if t.startswith(prefix)]
    x, y = line.removeprefix(prefix).split()
    return float(x), float(y)


@pytest.fixture()
def harness(lab: L.LabServer, lab_page):
    lab.write_notebook(NOTEBOOK, CELLS)
    L.open_notebook(lab_page, lab, NOTEBOOK)
    L.run_all_cells(lab_page)
    L.wait_for_text(lab_page, "harness ready")
    assert L.canvas_count(lab_page) == 2
    return lab_page


@pytest.mark.browser
@pytest.mark.parametrize(
    ("index", "prefix", "point"),
    [(0, "flat: ", (150, 30)), (1, "board: ", (37, 111))],
    ids=["canvas-2x", "multicanvas-lab-width"],
)
def test_click_reaches_python_at_canvas_pixels(harness, index, prefix, point):
    page = harness
    loc = L.canvas(page, index)
    width, _ = L.canvas_size(loc)
    displayed = loc.bounding_box()["width"]
    assert abs(displayed - width) > 50, "the canvas should be stretched by CSS for this test to mean anything"

    before = L.html_texts(page)
    L.click_canvas(page, *point, loc=loc)
    after = L.wait_for_html_change(page, before)
    x, y = reported(after, prefix)
    assert (x, y) == pytest.approx(point, abs=1.5), json.dumps(after)


@pytest.mark.browser
def test_hover_reaches_python_at_canvas_pixels(harness):
    page = harness
    loc = L.canvas(page, 1)
    for point in [(20, 20), (75, 75), (140, 10)]:
        before = L.html_texts(page)
        L.hover_canvas(page, *point, loc=loc)
        after = L.wait_for_html_change(page, before)
        assert reported(after, "hover: ") == pytest.approx(point, abs=1.5), json.dumps(after)


def test_written_notebooks_are_valid_nbformat():
    nbformat = pytest.importorskip("nbformat")
    nbformat.validate(nbformat.from_dict(L.make_notebook(CELLS)))
