"""Small drawing helpers shared by the boards (ipycanvas ``Canvas`` calls only).

Every helper sets the canvas attributes it relies on (fill, stroke, line width, dash,
font, alignment) instead of trusting what a previous call left: a repaint after a page
reload starts from a fresh browser canvas. Only singular calls are used (``fill_rect``,
paths): ``fill_rects``/``stroke_rects`` with all-scalar arguments hang the browser tab.
"""

from __future__ import annotations

from typing import Any

from .geometry import Rect

#: Highlight styles: colour and dash of the outline drawn around a cell.
MARK_STYLES: dict[str, tuple[str, tuple[int, ...]]] = {
    "ok": ("#1f9d45", ()),          # the rule passes / the tile stands
    "bad": ("#d62828", ()),         # collapse, explosion, fire, curse
    "warn": ("#f08c00", ()),        # mayhem that does not collapse the tile
    "site": ("#1c6dd0", (6, 4)),    # where a tile may go
    "target": ("#8e44ad", (6, 4)),  # a decision's choices (slide left / right)
    "focus": ("#d9a400", ()),       # what a replayed event is about
    "hand": ("#1c6dd0", ()),        # the hovered hand tile
    "cross": ("#d62828", ()),       # not allowed here
}


def round_rect(c: Any, box: Rect, radius: float) -> None:
    """Start a path tracing a rounded rectangle (then call ``fill()`` or ``stroke()``)."""
    r = max(0.0, min(radius, box.w / 2, box.h / 2))
    x, y, w, h = box.x, box.y, box.w, box.h
    c.begin_path()
    c.move_to(x + r, y)
    c.line_to(x + w - r, y)
    c.arc_to(x + w, y, x + w, y + r, r)
    c.line_to(x + w, y + h - r)
    c.arc_to(x + w, y + h, x + w - r, y + h, r)
    c.line_to(x + r, y + h)
    c.arc_to(x, y + h, x, y + h - r, r)
    c.line_to(x, y + r)
    c.arc_to(x, y, x + r, y, r)
    c.close_path()


def fill_round_rect(c: Any, box: Rect, radius: float, colour: str) -> None:
    c.fill_style = colour
    round_rect(c, box, radius)
    c.fill()


def stroke_round_rect(c: Any, box: Rect, radius: float, colour: str, width: float = 1.0,
                      dash: tuple[int, ...] = ()) -> None:
    c.stroke_style = colour
    c.line_width = width
    c.set_line_dash(list(dash))
    round_rect(c, box, radius)
    c.stroke()
    if dash:
        c.set_line_dash([])


def line(c: Any, x1: float, y1: float, x2: float, y2: float, colour: str,
         width: float = 1.0) -> None:
    c.stroke_style = colour
    c.line_width = width
    c.set_line_dash([])
    c.begin_path()
    c.move_to(x1, y1)
    c.line_to(x2, y2)
    c.stroke()


def text(c: Any, s: str, x: float, y: float, size: float, colour: str = "#222",
         bold: bool = False, align: str = "center", baseline: str = "middle",
         halo: str | None = None) -> None:
    """Text at (x, y); ``halo`` draws a contrasting outline first for readability."""
    c.font = f"{'bold ' if bold else ''}{int(round(size))}px sans-serif"
    c.text_align = align
    c.text_baseline = baseline
    if halo:
        c.stroke_style = halo
        c.line_width = max(2.0, size / 6)
        c.set_line_dash([])
        c.line_join = "round"
        c.stroke_text(s, x, y)
    c.fill_style = colour
    c.fill_text(s, x, y)


def mark(c: Any, box: Rect, style: str) -> None:
    """Outline ``box`` in a highlight style (a cross for ``cross``)."""
    colour, dash = MARK_STYLES.get(style, MARK_STYLES["focus"])
    outer = box.inset(-1.5)
    stroke_round_rect(c, outer, max(4.0, box.h * 0.16), colour, 3.0, dash)
    if style == "cross":
        inner = box.inset(box.h * 0.22)
        line(c, inner.x, inner.y, inner.right, inner.bottom, colour, 3.0)
        line(c, inner.x, inner.bottom, inner.right, inner.y, colour, 3.0)
