"""Small drawing helpers shared by the boards (ipycanvas ``Canvas`` calls only).

Every helper sets the canvas attributes it relies on (fill, stroke, line width, dash,
font, alignment) instead of trusting what a previous call left: a repaint after a page
reload starts from a fresh browser canvas. Only singular calls are used (``fill_rect``,
paths): ``fill_rects``/``stroke_rects`` with all-scalar arguments hang the browser tab.

The boards draw a layer into a :class:`Recorder` first (:meth:`widgets.base.Board.refresh`):
a layer whose commands are those it was last painted with is not sent again, and a
setting repeated with the value it already has is not sent at all.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any

from .geometry import Rect

class Recorder:
    """A stand-in for an ipycanvas layer that records the drawing, to compare it with the
    last one sent and to :meth:`replay` it onto the real layer.

    ``ops`` is the list of ``("set", name, value)`` and ``("call", name, args, kwargs)``.
    A setting (``fill_style``, ``font``, ``set_line_dash``...) given the value it already
    has in this recording is dropped: it changes nothing on the browser's canvas, and the
    helpers above set everything they use, so one in two settings was such a repeat. The
    first setting of a name is always kept: a recording never relies on what an earlier
    one left on the canvas.

    A recording made for a part of the picture (a board's region, drawn once and cached)
    has a ``name`` and the ``box`` it draws in, nothing outside it. Included in a layer's
    recording, it is listed in the layer's ``parts`` with the span of ``ops`` it became:
    :func:`repaint` then redraws only the boxes of the parts that changed.
    """

    __slots__ = ("ops", "_style", "name", "box", "parts")

    def __init__(self, name: str = "", box: Rect | None = None) -> None:
        object.__setattr__(self, "ops", [])
        object.__setattr__(self, "_style", {})
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "box", box)
        object.__setattr__(self, "parts", [])

    def __setattr__(self, name: str, value: Any) -> None:
        style = self._style
        if name in style and style[name] == value:
            return
        style[name] = value
        self.ops.append(("set", name, value))

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        style = self._style
        if name in style:                       # a setting read back
            return style[name]
        ops = self.ops

        def call(*args: Any, **kwargs: Any) -> None:
            ops.append(("call", name, tuple(_plain(a) for a in args),
                        {k: _plain(v) for k, v in kwargs.items()}))

        return call

    def set_line_dash(self, segments: Any) -> None:
        dash = tuple(segments)
        if self._style.get("line_dash") == dash and "line_dash" in self._style:
            return
        self._style["line_dash"] = dash
        self.ops.append(("call", "set_line_dash", (list(dash),), {}))

    def include(self, other: "Recorder") -> None:
        """Record ``other``'s drawing here, as if drawn again: its settings through this
        recording's (a repeat is dropped), its calls as they are (already plain). A boxed
        recording is listed in ``parts``."""
        start = len(self.ops)
        for op in other.ops:
            if op[0] == "set":
                self.__setattr__(op[1], op[2])
            elif op[1] == "set_line_dash":
                self.set_line_dash(op[2][0])
            else:
                self.ops.append(op)
        if other.box is not None:
            self.parts.append((other, start, len(self.ops)))

    def forget_style(self) -> None:
        """Forget the settings made so far: the canvas's were just restored (``restore``)
        to what this recording does not know, so the next setting of any name is kept."""
        self._style.clear()

    def boxed_parts(self) -> list["Recorder"] | None:
        """The boxed recordings this one is made of, in order; None if some of its drawing
        is not in a boxed part (it cannot be repainted by parts)."""
        covered = sum(end - start for _, start, end in self.parts)
        if covered != len(self.ops):
            return None
        return [part for part, _, _ in self.parts]

    def replay(self, layer: Any) -> None:
        """Draw the recording on ``layer`` (an ipycanvas ``Canvas``): the drawing calls
        through its own methods, the settings through :func:`style_setter`."""
        set_style = style_setter(layer)
        for op in self.ops:
            if op[0] == "set":
                set_style(op[1], op[2])
            else:
                getattr(layer, op[1])(*op[2], **op[3])


def repaint(before: Recorder, after: Recorder, width: int, height: int) -> Recorder | None:
    """The drawing that turns a layer painted with ``before`` into one painted with
    ``after`` by repainting only where a part changed, or None when the whole layer is
    to be sent again (a recording not made of boxed parts only, parts in another order,
    or changes so wide that the repaint would send as much).

    The parts are matched by name (and rank among those of the same name). Each box of a
    part changed, appeared or gone (before and after), made whole pixels and merged with
    those it overlaps, is cleared and, clipped to it, every part of ``after`` that meets
    it is replayed in order: each part draws within its box, so outside the boxes nothing
    changes, and inside them the picture is drawn as a whole repaint draws it."""
    old, new = before.boxed_parts(), after.boxed_parts()
    if old is None or new is None:
        return None
    old_keyed, new_keyed = _keyed(old), _keyed(new)
    common = [key for key in new_keyed if key in old_keyed]
    if common != [key for key in old_keyed if key in new_keyed]:
        return None
    dirty = []
    for key in {**old_keyed, **new_keyed}:
        was, now = old_keyed.get(key), new_keyed.get(key)
        if was is now or (was is not None and now is not None and was.box == now.box
                          and was.ops == now.ops):
            continue
        dirty.extend(part.box for part in (was, now) if part is not None)
    patch = Recorder()
    for box in merged_boxes(dirty, width, height):
        patch.clear_rect(box.x, box.y, box.w, box.h)
        patch.save()
        patch.begin_path()
        patch.rect(box.x, box.y, box.w, box.h)
        patch.clip()
        for part in new:
            if part.box.overlaps(box):
                patch.include(part)
        patch.restore()
        patch.forget_style()
        if len(patch.ops) >= len(after.ops):
            return None
    return patch


def _keyed(parts: list[Recorder]) -> dict[tuple[str, int], Recorder]:
    """Parts by (name, how many of that name came before)."""
    seen: dict[str, int] = {}
    keyed = {}
    for part in parts:
        rank = seen.get(part.name, 0)
        seen[part.name] = rank + 1
        keyed[(part.name, rank)] = part
    return keyed


def merged_boxes(boxes: list[Rect], width: int, height: int) -> list[Rect]:
    """``boxes`` grown to whole pixels, kept on the canvas, and every two that overlap
    replaced by the box around both, until none overlap."""
    grown = []
    for box in boxes:
        x0, y0 = max(0, math.floor(box.x)), max(0, math.floor(box.y))
        x1 = min(width, math.ceil(box.right))
        y1 = min(height, math.ceil(box.bottom))
        if x1 > x0 and y1 > y0:
            grown.append(Rect(x0, y0, x1 - x0, y1 - y0))
    done: list[Rect] = []
    while grown:
        box = grown.pop()
        for i, other in enumerate(done):
            if box.overlaps(other):
                del done[i]
                grown.append(box.around(other))
                break
        else:
            done.append(box)
    return sorted(done, key=lambda b: (b.y, b.x))


class Regions:
    """A board's pieces layer as cached, boxed regions (:func:`repaint`).

    ``@regions.region(maxsize, box)`` makes a drawing function ``draw(c, *key)`` into
    ``cached(*key) -> Recorder``: its recording, made once per key (every argument
    hashable, and all it draws), named after it and boxed: it draws within ``box`` only
    (a :class:`Rect`, or a function of the key giving one), so that a move repaints the
    boxes of the regions it changed and nothing else. A recording is never changed once
    made. :meth:`clear` forgets them all.

    A patch is the whole picture pixel for pixel only if no box cuts through another
    region's shapes: Chromium anti-aliases a path (a hexagon, a disc) that crosses the
    clip's edge otherwise than the same path drawn whole (a Kingdom Builder map cut in
    overlapping rows of hexes was off by up to 74/255 along the boxes' edges)."""

    def __init__(self) -> None:
        self._caches: list[Any] = []

    def region(self, maxsize: int, box: Rect | Callable[..., Rect]
               ) -> Callable[[Callable[..., None]], Callable[..., Recorder]]:
        box_of = box if callable(box) else (lambda *key: box)

        def wrap(draw: Callable[..., None]) -> Callable[..., Recorder]:
            name = draw.__name__.lstrip("_")

            @functools.lru_cache(maxsize=maxsize)
            def cached(*key: Any) -> Recorder:
                recording = Recorder(name, box_of(*key))
                draw(recording, *key)
                return recording
            cached.__doc__ = draw.__doc__
            cached.__wrapped__ = draw
            self._caches.append(cached)
            return cached
        return wrap

    def clear(self) -> None:
        """Forget every region's recordings (the next layer is recorded afresh)."""
        for cached in self._caches:
            cached.cache_clear()


def put(c: Any, recording: Recorder) -> None:
    """Draw ``recording`` on ``c``: included when ``c`` records too (a part of a layer
    recorded once and cached, inside the layer's recording), replayed on a canvas."""
    if isinstance(c, Recorder):
        c.include(recording)
    else:
        recording.replay(c)


def style_setter(layer: Any) -> Callable[[str, Any], None]:
    """``set(name, value)``: a canvas setting (``fill_style``...) sent to ``layer``.

    Setting ``layer.fill_style = value`` on an ipycanvas 0.14 ``Canvas`` first assigns a
    validated traitlet (a colour checked against regular expressions, change
    notifications), then queues the one command the browser needs; with hundreds of
    settings per repaint that was half of the kernel's drawing time. The command alone is
    queued here, as ``Canvas.__setattr__`` queues it, through the canvas manager
    (``layer._canvas_manager``, private, used only here and in
    :func:`widgets.base.forget_current_canvas`). The Python-side traitlet then keeps its
    default: nothing reads it. Anything else than a plain string or number (a gradient
    widget), or another canvas class, goes through the attribute as before."""
    manager = getattr(layer, "_canvas_manager", None)
    attrs = getattr(type(layer), "ATTRS", None)
    send = getattr(manager, "send_command", None)
    if send is None or not isinstance(attrs, dict):
        return lambda name, value: setattr(layer, name, value)
    from ipycanvas.canvas import COMMANDS
    code = COMMANDS["set"]

    def set_style(name: str, value: Any) -> None:
        if name in attrs and isinstance(value, (str, int, float)):
            send(layer, [code, [attrs[name], value]])
        else:
            setattr(layer, name, value)

    return set_style


#: Decimals kept of a drawing command's numbers: a hundredth of a pixel is invisible, and a
#: computed coordinate's seventeen digits (``300.23555555555555``) are carried by the
#: kernel, the server and every browser. With the seven-command rounded rectangle, a
#: Flaming Pyramids repaint went from 45.8 KB to 26.4 KB on the wire
#: (``tests/test_drawing_commands.py``; pixels compared in
#: ``tests/browser/test_drawing_commands.py``).
DECIMALS = 2


def _plain(value: Any) -> Any:
    """An argument as a comparable value: a numpy array as a list, a float rounded to
    :data:`DECIMALS` (inside lists and tuples too). A float array is rounded whole by numpy
    (Kingdom Builder's 400 hexes, 4,800 numbers, took 40 ms a repaint one by one)."""
    if hasattr(value, "tolist"):
        if getattr(getattr(value, "dtype", None), "kind", "") == "f":
            return value.round(DECIMALS).tolist()
        value = value.tolist()
    kind = type(value)
    if kind is float:
        return round(value, DECIMALS)
    if kind is list or kind is tuple:
        return kind(_plain(item) for item in value)
    return value


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
    """Start a path tracing a rounded rectangle (then call ``fill()`` or ``stroke()``).

    Each ``arc_to`` draws the straight side that leads to its corner, so a rounded
    rectangle is seven commands, not eleven: the boards draw hundreds of them."""
    r = max(0.0, min(radius, box.w / 2, box.h / 2))
    x, y, w, h = box.x, box.y, box.w, box.h
    c.begin_path()
    c.move_to(x + r, y)
    c.arc_to(x + w, y, x + w, y + h, r)
    c.arc_to(x + w, y + h, x, y + h, r)
    c.arc_to(x, y + h, x, y, r)
    c.arc_to(x, y, x + w, y, r)
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
         halo: str | None = None, max_width: float | None = None) -> None:
    """Text at (x, y); ``halo`` draws a contrasting outline first for readability;
    ``max_width``: the text squeezed to fit (the canvas's own ``maxWidth``)."""
    squeeze = () if max_width is None else (max_width,)
    c.font = f"{'bold ' if bold else ''}{int(round(size))}px sans-serif"
    c.text_align = align
    c.text_baseline = baseline
    if halo:
        c.stroke_style = halo
        c.line_width = max(2.0, size / 6)
        c.set_line_dash([])
        c.line_join = "round"
        c.stroke_text(s, x, y, *squeeze)
    c.fill_style = colour
    c.fill_text(s, x, y, *squeeze)


def mark(c: Any, box: Rect, style: str) -> None:
    """Outline ``box`` in a highlight style (a cross for ``cross``)."""
    colour, dash = MARK_STYLES.get(style, MARK_STYLES["focus"])
    outer = box.inset(-1.5)
    stroke_round_rect(c, outer, max(4.0, box.h * 0.16), colour, 3.0, dash)
    if style == "cross":
        inner = box.inset(box.h * 0.22)
        line(c, inner.x, inner.y, inner.right, inner.bottom, colour, 3.0)
        line(c, inner.x, inner.bottom, inner.right, inner.y, colour, 3.0)


def cell_grid(c: Any, grid: Any, bottom_row: int, floor: float, *, lines: str = "#3f4758",
              labels: str = "#aab4c8") -> None:
    """A square grid's cells outlined, each column's ``x`` under the grid's ``bottom_row``
    (never below ``floor``) and each row's ``y`` left of its first column: a landing area,
    a display. ``grid`` is a :class:`widgets.geometry.SquareGrid` or alike (``cells``,
    ``rect``, ``xs``, ``ys``, ``left``)."""
    c.stroke_style = lines
    c.line_width = 1.0
    c.set_line_dash([])
    for cell in grid.cells():
        r = grid.rect(cell)
        c.stroke_rect(r.x, r.y, r.w, r.h)
    for x in range(grid.xs[0], grid.xs[1] + 1):
        r = grid.rect((x, bottom_row))
        text(c, str(x), r.center[0], min(r.bottom + 8, floor), 9, labels)
    for y in range(grid.ys[0], grid.ys[1] + 1):
        text(c, str(y), grid.left - 4, grid.rect((grid.xs[0], y)).center[1], 9, labels,
             align="right")
