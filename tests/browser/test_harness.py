"""The browser harness itself: a click or hover at canvas pixels reaches Python there.

A tiny notebook (written into the server's temporary copy of notebooks/) shows a plain
``Canvas`` stretched 2x by its layout and a ``MultiCanvas`` stretched by Lab to the output
width; their handlers write the canvas coordinates they receive into ``HTML`` widgets. If
the harness scaled positions wrongly, the reported coordinates would be off by the
stretch factor.
"""

from __future__ import annotations

import json
import time

import pytest

from . import lab as L

NOTEBOOK = "_browser_harness.ipynb"   # written from CELLS, run once for the module

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


def wait_reported(page, before: list[str], prefix: str) -> tuple[float, float]:
    """Wait until the ``prefix`` line differs from ``before``; its coordinates. (A click
    also moves the mouse, so another line, the hover's, may change first.)"""
    (old,) = [t for t in before if t.startswith(prefix)]
    deadline = time.monotonic() + 10
    while True:
        after = L.wait_for_html_change(page, before)
        (line,) = [t for t in after if t.startswith(prefix)]
        if line != old:
            return reported(after, prefix)
        assert time.monotonic() < deadline, f"{prefix!r} never changed: {json.dumps(after)}"
        before = after


@pytest.fixture()
def harness(notebook):
    """The page and the canvases of this test's cell: the notebook is run once for
    the module; each test after the first gets the two canvases made again."""
    page = notebook.page
    canvases = notebook.canvases("flat = Canvas(")
    notebook.run_through(L.code_cell_index(page, "harness ready"))
    L.wait_for_text(page, "harness ready")
    assert L.canvas_count(page) == 2
    return page, canvases


@pytest.mark.browser
@pytest.mark.parametrize(
    ("index", "prefix", "point"),
    [(0, "flat: ", (150, 30)), (1, "board: ", (37, 111))],
    ids=["canvas-2x", "multicanvas-lab-width"],
)
def test_click_reaches_python_at_canvas_pixels(harness, index, prefix, point):
    page, first = harness
    loc = L.canvas(page, first.nth(index))
    width, _ = L.canvas_size(loc)
    displayed = loc.bounding_box()["width"]
    assert abs(displayed - width) > 50, "the canvas should be stretched by CSS for this test to mean anything"

    before = L.html_texts(page)
    assert f"{prefix}waiting" in before, "a canvas another test clicked on"
    L.click_canvas(page, *point, loc=loc)
    assert wait_reported(page, before, prefix) == pytest.approx(point, abs=1.5)


@pytest.mark.browser
def test_hover_reaches_python_at_canvas_pixels(harness):
    page, first = harness
    loc = L.canvas(page, first.nth(1))
    assert "hover: waiting" in L.html_texts(page), "a canvas another test moved over"
    for point in [(20, 20), (75, 75), (140, 10)]:
        before = L.html_texts(page)
        L.hover_canvas(page, *point, loc=loc)
        assert wait_reported(page, before, "hover: ") == pytest.approx(point, abs=1.5)


def test_written_notebooks_are_valid_nbformat():
    nbformat = pytest.importorskip("nbformat")
    nbformat.validate(nbformat.from_dict(L.make_notebook(CELLS)))
