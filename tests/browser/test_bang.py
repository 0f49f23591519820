"""The BANG! notebook in a real browser (JupyterLab, headless Chromium).

Opens the course notebook (once for the module), runs it as far as the boards it needs,
then uses the mouse as a learner would:

- on the distance lesson's table, picks the BANG! and hovers Player 2, out of reach: the
  panel refuses the shot and gives the distance as a sum of its terms (seats, Mustang,
  Paul Regret, Scope) against the Colt's range (BANG-RANGE);
- on the BANG!-and-Missed! lesson's table, shoots Player 2, then answers from Player 2's
  seat, out of turn, with Missed!: the panel says the shot is cancelled (BANG-MISSED).

Pixels come from the table's own layout (``BangBoard._box`` and ``hit``), the same for the
same position.
"""

from __future__ import annotations

from typing import Any

import pytest

from . import lab as L
from .test_flaming_pyramids import position_of

pytestmark = pytest.mark.browser

NOTEBOOK = "en/bang.ipynb"


def pixel_of(model: Any, key: Any) -> tuple[float, float]:
    """A canvas pixel of ``model`` (a ``BangBoard`` at the page's position) whose hit is
    ``key``: the centre of its box if that hits it, else the first point of a grid over
    the box that does."""
    box = model._box(key, model.session.state)
    assert box is not None, key
    if model.hit(*box.center) == key:
        return box.center
    for i in range(1, 10):
        for j in range(1, 10):
            x, y = box.x + box.w * i / 10, box.y + box.h * j / 10
            if model.hit(x, y) == key:
                return x, y
    raise AssertionError(f"no pixel of {box} hits {key}")


def test_hovering_an_out_of_range_target_gives_the_distance_terms(notebook):
    from widgets.games.bang import BangBoard

    page = notebook.page
    position = position_of("TERMS", NOTEBOOK, prefix="bang1")
    model = BangBoard(position)
    loc = L.canvas(page, notebook.board('TERMS = "bang1'))
    area = L.output_area(loc)
    L.click_canvas(page, *pixel_of(model, ("card", "BGAS")), loc=loc)
    L.wait_panel(page, area, "BANG! A♠")
    model.click_card("BGAS")
    L.hover_canvas(page, *pixel_of(model, ("seat", 1)), loc=loc, steps=3)
    L.wait_panel(page, area, "(BANG-RANGE)",
                 "Not allowed: Player 1 plays BANG! A♠ at Player 2.",
                 ("distance 2: 1 seat away, +1 for their Mustang, +1 for Paul Regret, −1 for your "
                  "Scope; your Colt .45 reaches 1"))
    L.save_output(area, "bang_out_of_range")


def test_a_shot_player_answers_out_of_turn_with_missed(notebook):
    from widgets.games.bang import BangBoard

    page = notebook.page
    position = position_of("SHOTS", NOTEBOOK, prefix="bang1")
    model = BangBoard(position)
    loc = L.canvas(page, notebook.board('SHOTS = "bang1'))
    area = L.output_area(loc)
    L.click_canvas(page, *pixel_of(model, ("card", "BGAS")), loc=loc)
    L.wait_panel(page, area, "BANG! A♠")
    model.click_card("BGAS")
    L.click_canvas(page, *pixel_of(model, ("seat", 1)), loc=loc)
    text = L.wait_panel(page, area, "Player 2, shot by Player 1")
    model.click_player(2)                           # 1-based, as the notation counts
    assert model.session.state.to_act == 1          # Player 2's hand is now the one shown
    page.mouse.move(0, 0)
    L.click_canvas(page, *pixel_of(model, ("card", "MSJC")), loc=loc)
    L.wait_panel(page, area, "cancels the shot with Missed!",
                 "Allowed: Player 2 answers with Missed! J♣.",
                 "(BANG-MISSED)")
    L.save_output(area, "bang_missed_out_of_turn")
