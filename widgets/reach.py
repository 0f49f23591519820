"""A board's stand-in until the reader reaches it.

A course shows thirty boards or more, and a live board is some fifty widget models (the
layered canvas, its controls, the panel) and a full drawing sent to the page: a class of
students opening a course in one server paid all of it at once, before any board was
usable. So a board is first shown as :class:`Reached`: one widget showing the engine's
picture of the position, whose page side (a few lines of JavaScript, through anywidget)
reports when it comes within half a screen of the visible part of the page. The board then
builds its widgets and takes the stand-in's place (:meth:`widgets.base.Board.come_alive`).
Boards the reader never scrolls to never cost a widget.
"""

from __future__ import annotations

import anywidget
import ipywidgets
import traitlets

# The page side. `scroller`: the page part that scrolls the stand-in (JupyterLab scrolls
# the notebook inside a panel, Voila a panel of its page): margins count from its visible
# part. The walk starts outside the cell's output area: widget boxes and output areas are
# "overflow: auto" too, but they hold the stand-in whole and never scroll it; taking one
# for the page made every stand-in "visible" at once. No scroller: the browser's viewport.
# A stand-in is reached within half a screen above or below the visible part (ROOT_MARGIN):
# alive before it is seen when the reader scrolls, and at most the first board of a
# course when the page opens (a screen and a half brought the second board alive too, in
# every student's kernel at once). The source is sent with every stand-in: kept short.
ROOT_MARGIN = "50% 0px 50% 0px"
_ESM = """function scroller(el) {
const area = el.closest(".jp-OutputArea") || el;
for (let node = area.parentElement; node; node = node.parentElement) {
const overflow = getComputedStyle(node).overflowY;
if ((overflow === "auto" || overflow === "scroll") && node.clientHeight > 0) return node;
}
return null;
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
}, { root: scroller(el), rootMargin: "%s" });
observer.observe(el);
};
requestAnimationFrame(start);
return () => observer && observer.disconnect();
},
};
""" % ROOT_MARGIN


class Reached(anywidget.AnyWidget):
    """Shows ``picture`` (HTML) and sets ``reached`` once the page shows it (or nearly).
    Every stand-in shares one layout model (:func:`shared_layout`)."""

    _esm = _ESM
    picture = traitlets.Unicode("").tag(sync=True)
    reached = traitlets.Bool(False).tag(sync=True)

    def __init__(self, **kwargs) -> None:
        kwargs.setdefault("layout", shared_layout())
        super().__init__(**kwargs)


_SHARED: dict[tuple, ipywidgets.Widget] = {}


def shared_model(kind: type[ipywidgets.Widget], **traits) -> ipywidgets.Widget:
    """One model of ``kind`` (a layout, a button's style...) for every widget laid out or
    styled alike that never changes it, instead of one each: a page loads every model's
    whole state (a layout's is about 1 KB), a course shows some thirty boards, and each
    model a board makes is one more message as it comes alive. A model closed
    (``Widget.close_all()``) is made again."""
    key = (kind, tuple(sorted(traits.items())))
    model = _SHARED.get(key)
    if model is None or getattr(model, "comm", None) is None:
        model = _SHARED[key] = kind(**traits)
    return model


def shared_layout(**traits) -> ipywidgets.Layout:
    """The shared layout (:func:`shared_model`) with these traits: the stand-ins', a board
    class's box, a board's rows and buttons of one width."""
    return shared_model(ipywidgets.Layout, **traits)
