"""A saved course read without a kernel (issue 33): what a browser shows of
``jupyter nbconvert --to html``'s page, offline, and of JupyterLab before the notebook is
trusted.

* The exported page (every request that leaves the file refused: no widget manager from a
  CDN) shows each board as its picture, captioned "Picture of the saved position", and no
  "not running" notice: its words live in a style that holds only in JupyterLab's own
  output area.
* JupyterLab, opening a course it does not trust (never run on this server), shows each
  board's one line of text (a "safe" type: neither the widget view nor SVG is one) and
  the rule reference's title, not their reprs.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
import pytest
from nbconvert import HTMLExporter

import widgets.messages  # noqa: F401  (registers ui.*: the notices' texts)
import widgets.reference  # noqa: F401  (registers ui.ref.*)
from tutor.core import Msg, render

from . import lab as L

pytestmark = pytest.mark.browser

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def board_texts(course: Path) -> list[str]:
    """The one-line texts of the boards a saved course shows, in page order."""
    nb = json.loads(course.read_text(encoding="utf-8"))
    return ["".join(out["data"]["text/plain"]) for cell in nb["cells"]
            for out in cell.get("outputs", []) if WIDGET_VIEW in out.get("data", {})]


#: What the exported page shows: each picture's state, the notices' words, the outputs' text.
PROBE = """() => ({
  pictures: Array.from(document.querySelectorAll('.jp-RenderedSVG img')).map(
      img => ({complete: img.complete, width: img.naturalWidth})),
  notices: Array.from(document.querySelectorAll('.rt-not-running')).map(
      n => getComputedStyle(n, '::after').content),
  text: Array.from(document.querySelectorAll('.jp-OutputArea')).map(o => o.innerText).join(' '),
})"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_exported_course_shows_every_board_as_a_picture_and_no_notice(browser, tmp_path, lang):
    course = L.NOTEBOOKS_DIR / lang / "pook.ipynb"
    boards = board_texts(course)
    html, _ = HTMLExporter().from_notebook_node(nbformat.read(course, as_version=4))
    page_file = tmp_path / f"pook-{lang}.html"
    page_file.write_text(html, encoding="utf-8")
    page = L.new_page(browser)
    try:
        page.route(re.compile(r"^(?!file:|data:).*"), lambda route: route.abort())   # offline
        page.goto(page_file.as_uri(), wait_until="load")
        page.wait_for_function(
            "(n) => Array.from(document.querySelectorAll('.jp-RenderedSVG img'))"
            ".filter(img => img.complete && img.naturalWidth > 0).length >= n",
            arg=len(boards), timeout=30_000)
        shown = page.evaluate(PROBE)
        L.screenshot(page, f"static_page_{lang}")
    finally:
        page.context.close()
    assert len(shown["pictures"]) == len(boards) >= 3
    assert all(p["complete"] and p["width"] > 300 for p in shown["pictures"])
    assert len(shown["notices"]) == len(boards)
    assert set(shown["notices"]) == {"none"}              # the words never apply here
    for key in ("ui.kernel.not_running", "ui.kernel.lost"):
        assert render(Msg(key), lang)[2:30] not in shown["text"]
    assert "PookBoard(" not in shown["text"]


def test_jupyterlab_shows_an_untrusted_course_by_its_one_line_texts(lab, lab_page):
    """Before the cells run, an untrusted notebook's outputs show only in safe types."""
    page = lab_page
    name = "en/pook.ipynb"
    boards = board_texts(L.NOTEBOOKS_DIR / name)
    L.open_notebook(page, lab, name)
    first = boards[0]
    L.wait_for_text(page, first, selector=".jp-OutputArea-output")
    texts = page.evaluate("""() => Array.from(document.querySelectorAll(
        '.jp-Notebook .jp-OutputArea-output.jp-RenderedText')).map(e => e.innerText.trim())""")
    assert first in texts
    assert not any(t.startswith("PookBoard(") for t in texts)
    assert page.locator(".jp-Notebook .jp-RenderedSVG").count() == 0   # SVG is not "safe"
    L.screenshot(page, "untrusted_course")


def test_jupyterlab_shows_the_untrusted_rule_reference_by_its_title(lab, lab_page):
    page = lab_page
    L.open_notebook(page, lab, "fr/index.ipynb")
    title = render(Msg("ui.ref.title"), "fr")
    L.wait_for_text(page, title + " :", selector=".jp-OutputArea-output")
    texts = page.evaluate("""() => Array.from(document.querySelectorAll(
        '.jp-Notebook .jp-OutputArea-output')).map(e => e.innerText.trim())""")
    assert not any("RuleReference(" in t for t in texts)
