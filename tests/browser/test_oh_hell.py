"""The Oh Hell notebook in a real browser (JupyterLab, headless Chromium).

Opens the course notebook (once for the module) and runs it down to the tables it needs;
then clicks like a learner on two of its tables: the dealer's forbidden bid and a revoke are refused by a click, with the
engine's explanation on the page; a legal bid and a legal card are then played. Canvas
positions come from the table's own layout (bid chips and hand slots), the same for the
same position.
"""

from __future__ import annotations

from typing import Any

import pytest

from . import lab as L
from .test_flaming_pyramids import position_of

pytestmark = pytest.mark.browser

NOTEBOOK = "en/oh_hell.ipynb"   # run once for the module (the `notebook` fixture)


class TableDriver:
    """Mouse actions on one Oh Hell table of the page: bid chips and cards of the hand."""

    def __init__(self, page, index: Any, position: str):
        import tutor.oh_hell as oh
        from widgets.games.oh_hell.board import CHIPS, HAND

        self.page = page
        self.loc = L.canvas(page, index)
        self.area = L.output_area(self.loc)
        self.state = oh.from_notation(position)
        self.chips, self.hand = CHIPS, HAND

    def panel(self) -> str:
        return L.panel_text(self.area)

    def _until(self, x: float, y: float, expect: str) -> str:
        L.click_canvas(self.page, x, y, loc=self.loc)
        return L.wait_panel(self.page, self.area, expect)

    def click_bid(self, n: int, expect: str) -> str:
        return self._until(*self.chips.rect(n).center, expect)

    def click_card(self, code: str, expect: str) -> str:
        hand = [c.code for c in self.state.hands[self.state.to_act]]
        return self._until(*self.hand.rect(hand.index(code)).center, expect)

    def shot(self, name: str) -> None:
        L.save_output(self.area, name)


def test_clicks_refuse_the_dealers_forbidden_bid_and_a_revoke(notebook):
    page = notebook.page

    table = TableDriver(page, notebook.board("bidding = OhHellBoard(BID"),
                        position_of("BID", NOTEBOOK, prefix="oh1"))
    text = table.click_bid(2, "the dealer may not bid 2: 2 + 1 + 0 + 2 = 5 = cards dealt")
    assert "Not allowed: Player 4 bids 2." in text and "(OH-BID-DEALER)" in text
    table.shot("oh_forbidden_bid")
    text = table.click_bid(3, "Player 4 bids 3")                 # allowed: the total is 6
    assert "Not allowed" not in text.splitlines()[0]

    table = TableDriver(page, notebook.board("follow = OhHellBoard(FOLLOW"),
                        position_of("FOLLOW", NOTEBOOK, prefix="oh1"))
    text = table.click_card("AH", "you must follow spades: you hold 3♠")
    assert "(OH-PLAY-FOLLOW)" in text
    table.shot("oh_revoke")
    table.click_card("3S", "Player 2 plays 3♠")
