"""The Pook notebook in a real browser (JupyterLab, headless Chromium).

Runs the whole course notebook, then clicks like a learner on the warrior-cost lesson's
board: pick O3, warrior side, click a cell whose row and column hold too few coins. The
placement is refused and the page shows the counted coins (POOK-COST-1). Positions come
from the board's own layout, the same for the same position.
"""

from __future__ import annotations

import pytest

from . import lab as L
from .test_flaming_pyramids import board_index, position_of

pytestmark = pytest.mark.browser

NOTEBOOK = "pook.ipynb"


@pytest.fixture()
def notebook_page(lab, lab_page):
    L.open_notebook(lab_page, lab, NOTEBOOK)
    L.run_all_cells(lab_page)
    return lab_page


def test_a_refused_warrior_placement_explains_the_counted_coins(notebook_page):
    import tutor.pook as pk
    from widgets.pook import HAND, SIDES, PookBoard

    page = notebook_page
    position = position_of("COST", NOTEBOOK, prefix="pk1")
    loc = L.canvas(page, board_index('COST = "pk1', NOTEBOOK))
    area = loc.locator("xpath=ancestor::div[contains(@class,'jp-OutputArea-output')][1]")
    model = PookBoard(position)
    state = pk.from_notation(position)
    hand = [c.code for c in state.hands[0]]

    def click_until(x: float, y: float, expect: str) -> str:
        L.click_canvas(page, x, y, loc=loc)
        try:
            page.wait_for_function(
                """([area, expect]) => {
                    const panel = area.querySelector('.rt-panel');
                    return panel !== null && panel.innerText.includes(expect);
                }""",
                arg=[area.element_handle(), expect], timeout=15_000, polling="raf")
        except Exception as exc:
            shown = area.locator(".rt-panel").first.inner_text()
            raise AssertionError(f"the panel never showed {expect!r}; it shows:\n{shown}") from exc
        return area.locator(".rt-panel").first.inner_text()

    click_until(*HAND.rect(hand.index("O3")).center, "level-3 Orc")
    page.mouse.move(2, 2)
    L.click_canvas(page, *SIDES["warrior"].center, loc=loc)
    expected = pk.check(state, pk.parse_move("O3@2,0")).explain("en").splitlines()
    text = click_until(*model.grid.rect((2, 0)).center, "(POOK-COST-1)")
    assert expected[0] in text                       # the refusal headline
    assert any("2 < 3" in line and line.strip() in text for line in expected)
    path = L.ARTIFACTS_DIR / "browser" / "pook_refused_warrior.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    area.screenshot(path=str(path))
