"""A board's stand-in until the reader reaches it.

A course shows thirty boards or more, and a live board is some fifty widget models (the
layered canvas, its controls, the panel) and a full drawing sent to the page: a class of
students opening a course in one server paid all of it at once, before any board was
usable. So a board is first shown as :class:`Reached`: one widget showing the engine's
picture of the position, whose page side (a few lines of JavaScript, through anywidget)
reports when it comes within about a screen of the visible part of the page. The board then
builds its widgets and takes the stand-in's place (:meth:`widgets.base.Board.come_alive`).
Boards the reader never scrolls to never cost a widget.
"""

from __future__ import annotations

import anywidget
import traitlets

# Within ~1.5 screens above or below the visible part: alive before it is seen.
_ESM = """
function scroller(el) {
  // The page part that scrolls the stand-in (JupyterLab scrolls the notebook inside a
  // panel, Voila a panel of its page): margins count from its visible part. The walk
  // starts outside the cell's output area: widget boxes and output areas are
  // "overflow: auto" too, but they hold the stand-in whole and never scroll it; taking
  // one for the page made every stand-in "visible" at once.
  const area = el.closest(".jp-OutputArea") || el;
  for (let node = area.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === "auto" || overflow === "scroll") && node.clientHeight > 0) return node;
  }
  return null;     // the browser's viewport
}

export default {
  render({ model, el }) {
    el.classList.add("rt-board-waiting");
    el.innerHTML = model.get("picture");
    if (model.get("reached")) return;
    let observer = null;
    const start = () => {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          model.set("reached", true);
          model.save_changes();
        }
      }, { root: scroller(el), rootMargin: "150% 0px 150% 0px" });
      observer.observe(el);
    };
    requestAnimationFrame(start);      // once the element is in the page
    return () => observer && observer.disconnect();
  },
};
"""


class Reached(anywidget.AnyWidget):
    """Shows ``picture`` (HTML) and sets ``reached`` once the page shows it (or nearly)."""

    _esm = _ESM
    picture = traitlets.Unicode("").tag(sync=True)
    reached = traitlets.Bool(False).tag(sync=True)
