"""The Flaming Pyramids notebook in a real browser (JupyterLab, headless Chromium).

Opens the notebook (once for the module) and runs it down to the boards it needs; then
uses the mouse as a learner would on two of its boards: hover a standing and a collapsing site and read the explanation panel;
click a legal site, an illegal one, a collapsing one and then a slide target. Canvas
positions come from the board's own layout, computed here for the same position (the
layout is a pure function of the state). A screenshot of each step is kept under
``artifacts/browser/``.
"""

from __future__ import annotations

from typing import Any

import json
import re

import pytest

from . import lab as L

pytestmark = pytest.mark.browser

NOTEBOOK = "en/flaming_pyramids.ipynb"   # run once for the module (the `notebook` fixture)


def position_of(variable: str, notebook: str = NOTEBOOK, prefix: str = "fp1") -> str:
    """The notation assigned to ``variable`` in the notebook (e.g. ``BUILD = "fp1 ..."``)."""
    nb = json.loads((L.NOTEBOOKS_DIR / notebook).read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        m = re.search(rf'^{variable} = "({prefix}[ ;][^"]+)"', "".join(cell["source"]), re.M)
        if m:
            return m.group(1)
    raise AssertionError(f"no {variable} = ... in the notebook")


class BoardDriver:
    """Mouse actions on one board of the page, at cells and hand slots of its layout."""

    def __init__(self, page, index: Any, position: str):
        from widgets.games.flaming_pyramids.board import HAND, FlamingPyramidsBoard

        self.page = page
        self.loc = L.canvas(page, index)
        self.area = L.output_area(self.loc)
        self.model = FlamingPyramidsBoard(position)   # same position -> same layout as in the page
        self.hand_layout = HAND

    def panel(self) -> str:
        return L.panel_text(self.area)

    def _until(self, action, expect: str) -> str:
        """Do ``action``, then wait until the panel shows ``expect``; return the panel text."""
        action()
        return L.wait_panel(self.page, self.area, expect)

    def pick(self, code: str) -> str:
        hand = [t.code for t in self.model.state.hands[self.model.state.turn]]
        x, y = self.hand_layout.rect(hand.index(code)).center
        self.model.select(code)
        self.page.mouse.move(0, 0)                      # leave the board: no stale hover
        return self._until(lambda: L.click_canvas(self.page, x, y, loc=self.loc), code)

    def hover(self, cell, expect: str) -> str:
        x, y = self.model.geo.center(cell)
        return self._until(lambda: L.hover_canvas(self.page, x, y, loc=self.loc, steps=3), expect)

    def click(self, cell, expect: str) -> str:
        x, y = self.model.geo.center(cell)
        return self._until(lambda: L.click_canvas(self.page, x, y, loc=self.loc), expect)

    def sync(self, move: str) -> None:
        """Keep the local layout in step after a move played in the page."""
        self.model.play(move)

    def shot(self, name: str) -> None:
        L.save_output(self.area, name)


def test_hover_and_click_explain_standing_and_collapsing_sites(notebook):
    page = notebook.page
    board = BoardDriver(page, notebook.board("build = FlamingPyramidsBoard(BUILD"), position_of("BUILD"))

    board.pick("B20")
    text = board.hover((1, 0), "B20 at (1,0) stands.")
                             # FP-BUILD-1 by weight
    assert "weight 20 of B20 matches G20 (FP-BUILD-1)" in text
    assert "weight 20 ≤ 10 + 20 = 30 (FP-BUILD-2)" in text
    board.shot("fp_hover_stands")

    board.pick("Y40")
    text = board.hover((1, 0), "Y40 at (1,0) on R10 + G20 collapses")
    assert "weight 40 > 10 + 20 = 30: too heavy (FP-BUILD-2)" in text
    assert "R10 and G20 will be buried under Player 1's pile" in text
    board.shot("fp_hover_collapses")

    text = board.click((1, 0), "R10, G20 buried under Player 1's pile")   # the collapse
    board.sync("Y40@1,0")
    assert "FP-COLL-1" in text
    target = (0, 0)                                                 # the lower-left target
    board.hover(target, "Y40 drops to the lower left, (0,0) (FP-COLL-2)")
    board.click(target, "Player 1 sends Y40 from (1,0) down to (0,0) (FP-COLL-2)")
    board.shot("fp_after_slide")


def test_clicks_refuse_an_illegal_site_and_play_a_legal_one(notebook):
    page = notebook.page
    board = BoardDriver(page, notebook.board('FlamingPyramidsBoard(PLACE'), position_of("PLACE"))

    board.pick("Y4")
    text = board.click((0, 4), "Not allowed: Player 1 places Y4 at (0,4).")   # beside the row
    assert "an open site exists, so you must use one: (0,2) (not (0,4)) (FP-PLACE-3)" in text

    text = board.hover((0, 2), "Y4 at (0,2) stands.")                # the gap: allowed
    assert "(0,2) is a gap in the bottom row, between B20 and G40 (FP-PLACE-3)" in text
    text = board.click((0, 2), "Player 1 places Y4 at (0,2) (FP-TURN-2)")
    board.sync("Y4@0,2")
    assert "Player 2 plays next (FP-TURN-4)" in text
    board.shot("fp_after_place")
