"""A course's boards come alive when the reader reaches them, not all at once (widgets.reach).

A course shows some thirty boards; a live board is some fifty widget models and a full
drawing. Opened in JupyterLab or as an app (Voilà), the Flaming Pyramids course must
bring alive only the boards within half a screen of the view, keep the others
as their stand-ins (the position's picture), and bring the last board alive once it is
scrolled to. (A stand-in that took its own output area for the page's scrolling part saw
itself "visible" at once: all 32 boards came alive, the whole cost a class paid.)
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from . import lab as L
from .test_classroom import classroom

pytestmark = pytest.mark.browser

COURSE = "en/flaming_pyramids.ipynb"
#: Boards near the top of the page: within half a screen below a 1000-pixel view (the
#: Flaming Pyramids course opens with one; the class benchmark's wire students bring one
#: alive, benchmarks/class_wire.py's BOARDS_IN_VIEW).
AT_MOST_ALIVE_AT_FIRST = 2
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def board_cells() -> list[int]:
    """For each board the course shows, the index of its cell (a cell that shows the
    puzzles shows many boards: its index comes once per board)."""
    nb = json.loads((L.NOTEBOOKS_DIR / COURSE).read_text(encoding="utf-8"))
    return [i for i, cell in enumerate(nb["cells"])
            for out in cell.get("outputs", []) if WIDGET_VIEW in out.get("data", {})]


def alive_and_waiting(page: Any) -> tuple[int, int]:
    """(live boards, stand-ins) in the page."""
    return tuple(page.evaluate("""() => [
        Array.from(document.querySelectorAll('.rt-boardbox')).filter(b => b.querySelector('canvas')).length,
        document.querySelectorAll('.rt-board-waiting').length]"""))


def wait_alive(box: Any, timeout_ms: float = 60_000) -> None:
    box.locator("canvas").first.wait_for(state="attached", timeout=timeout_ms)


def test_jupyterlab_brings_alive_only_the_boards_near_the_view(lab_page, lab):
    page = lab_page
    cells = board_cells()
    assert len(cells) >= 30, cells
    L.open_notebook(page, lab, COURSE)
    L.run_all_cells(page)
    page.evaluate(f"() => {{ const p = {L._JS_PANEL}; p.content.scrollToItem && p.content.scrollToItem(0, 'start'); }}")
    L.wait_boards_settled(page, quiet_ms=2000)
    alive, _waiting = alive_and_waiting(page)
    assert 1 <= alive <= AT_MOST_ALIVE_AT_FIRST, f"{alive} boards alive after the run"
    last = L.cell_locator(page, cells[-1])            # scrolled to: it comes alive
    wait_alive(last.locator(".rt-boardbox"))
    L.wait_boards_settled(page)
    alive_after, _ = alive_and_waiting(page)
    assert alive_after <= 2 * AT_MOST_ALIVE_AT_FIRST + 1, f"{alive_after} boards alive"


@pytest.mark.exhaustive         # a whole course rendered by Voila: CI runs it
def test_app_mode_brings_alive_only_the_boards_near_the_view(browser):
    with classroom(L.free_port()) as (url, _proc):
        page = L.new_page(browser, timeout_ms=90_000)
        try:
            page.goto(url.replace("index.ipynb", COURSE))
            boxes = page.locator(".rt-boardbox")
            boxes.first.wait_for(state="attached", timeout=240_000)
            page.wait_for_load_state("load", timeout=240_000)
            wait_alive(boxes.first)
            L.wait_boards_settled(page, quiet_ms=2000)
            alive, waiting = alive_and_waiting(page)
            total = boxes.count()
            assert total == len(board_cells())
            assert 1 <= alive <= AT_MOST_ALIVE_AT_FIRST, f"{alive} of {total} boards alive"
            assert waiting == total - alive, (waiting, total, alive)
            boxes.last.scroll_into_view_if_needed()
            wait_alive(boxes.last)
            L.wait_boards_settled(page)
            alive_after, waiting_after = alive_and_waiting(page)
            assert alive_after <= 2 * AT_MOST_ALIVE_AT_FIRST + 1, f"{alive_after} boards alive"
            assert waiting_after >= total - alive_after - 1
            L.screenshot(page, "reach_voila_last_board")
        finally:
            page.close()
