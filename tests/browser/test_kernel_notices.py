"""A board says plainly when it cannot answer: no kernel behind it, or a lost kernel.

JupyterLab shows only "Error displaying widget: model not found" for a board whose
notebook was opened or reloaded without the Python session that drew it, and a board
whose kernel restarted still looks alive while it ignores every click. The board's output
is followed by a notice for the first case (hidden while a live board is drawn above it;
its words are the style's ``content``, shown only in JupyterLab's own output area) and a
style that covers the board with a notice in its language in the second (ipywidgets marks
a view whose kernel is gone ``jupyter-widgets-disconnected``). Where widgets render, the
board's widget view wins over the picture its output also carries (``image/svg+xml``).
A static page shows neither notice: tests/browser/test_static_page.py.

One notebook shows a board in each language, one cell each: one page, one kernel restart
and one reload check both (each board's notices in its own language, side by side).
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from . import lab as L

pytestmark = pytest.mark.browser

CELL = ("from widgets.games.flaming_pyramids import FlamingPyramidsBoard\n"
        "board = FlamingPyramidsBoard(lang={lang!r})\n"
        "board")

#: The notices' state in the outputs of code cell ``cell`` (0 for the first code cell).
PROBE = """(cell) => {
  const scope = document.querySelectorAll('.jp-Notebook .jp-CodeCell')[cell];
  const box = scope && scope.querySelector('.rt-boardbox');
  const note = scope && scope.querySelector('.rt-not-running');
  const child = note && note.closest('.jp-OutputArea-child');
  const words = note && getComputedStyle(note, '::after');
  return {
    disconnected: !!box && box.classList.contains('jupyter-widgets-disconnected'),
    cover: box ? getComputedStyle(box, '::after').content : null,
    note: words && child && getComputedStyle(child).display !== 'none'
          && words.display !== 'none' && words.content !== 'none'
          && words.visibility === 'visible' ? words.content : null,
    board: !!box,
    picture: !!(scope && scope.querySelector('.jp-RenderedSVG')),
  };
}"""


def probe(page: Any, cell: int, until: str, timeout_s: float = 20.0, *,
          skip_delay: bool = False) -> dict[str, Any]:
    """The notices' state in code cell ``cell``, once ``until`` (a key of the probe) is
    truthy or the time is up; ``skip_delay``: without waiting out the notice's delay
    (:func:`past_the_notice_delay`)."""
    deadline = time.monotonic() + timeout_s
    while True:
        if skip_delay:
            past_the_notice_delay(page)
        state = page.evaluate(PROBE, cell)
        if state[until] or time.monotonic() > deadline:
            return state
        time.sleep(0.25)


def past_the_notice_delay(page: Any) -> None:
    """As if the notice's delay (2.5 s, a CSS animation) had passed: every ``rt-appear``
    animation of the page jumps to its end. A notice the style sheet hides (a live board
    drawn above it) has no animation running, so it stays hidden; one it shows becomes
    visible at once, as it would after waiting."""
    page.evaluate("""() => document.getAnimations()
        .filter(a => a.animationName === 'rt-appear').forEach(a => a.finish())""")


def _reload(page: Any) -> None:
    page.reload(wait_until="domcontentloaded")
    page.wait_for_function(
        """() => { const a = window.jupyterapp;
            const p = a && a.shell && a.shell.currentWidget;
            return !!(p && p.context && p.context.isReady && p.content); }""",
        timeout=90_000)
    L.wait_kernel_idle(page)


#: One board per cell: its language, the lost-kernel cover, the not-running notice.
BOARDS = [
    ("en", "This board has lost its Python kernel", "This board is not running"),
    ("fr", "Ce plateau a perdu son noyau Python", "Ce plateau n'est pas lancé"),
]


def test_a_board_says_when_its_kernel_is_lost_or_was_never_there(lab, lab_page):
    page = lab_page
    name = "_kernel_notices.ipynb"
    lab.write_notebook(name, [CELL.format(lang=lang) for lang, _, _ in BOARDS])
    L.open_notebook(page, lab, name)
    L.run_all_cells(page)
    for i in range(len(BOARDS)):
        L.canvas(page, i)
    past_the_notice_delay(page)
    for i, (lang, _, _) in enumerate(BOARDS):
        live = page.evaluate(PROBE, i)
        assert live == {"disconnected": False, "cover": "none", "note": None, "board": True,
                        "picture": False}, (lang, live)        # the widget wins, not the SVG

    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    page.evaluate("() => window.jupyterapp.shell.currentWidget"
                  ".sessionContext.session.kernel.restart()")
    for i, (lang, lost, _) in enumerate(BOARDS):
        restarted = probe(page, i, "disconnected")
        assert restarted["disconnected"], (lang, restarted)
        assert lost in restarted["cover"], (lang, restarted)
        assert restarted["note"] is None, (lang, restarted)   # the board is drawn: no second notice
    L.screenshot(page, "kernel_lost")

    _reload(page)                              # the saved output names the old models
    for i, (lang, _, not_running) in enumerate(BOARDS):
        reloaded = probe(page, i, "note", skip_delay=True)
        assert not reloaded["board"], (lang, reloaded)   # JupyterLab: "model not found" at most
        assert not reloaded["picture"], (lang, reloaded)  # still the widget view, trusted
        assert reloaded["note"] is not None and not_running in reloaded["note"], (lang, reloaded)
    L.screenshot(page, "board_not_running")

    L.run_all_cells(page)                      # running the cells starts live boards
    for i in range(len(BOARDS)):
        L.canvas(page, i)
    past_the_notice_delay(page)
    for i, (lang, _, _) in enumerate(BOARDS):
        again = page.evaluate(PROBE, i)
        assert again["note"] is None and not again["disconnected"], (lang, again)
