"""Reading a board's ``<canvas>`` back in the browser (game-independent helpers).

A ``MultiCanvas`` is ONE ``<canvas>`` element with its layers composited on it, so what
the learner sees can be checked pixel by pixel: :data:`PIXELS_JS` counts the painted
pixels and the distinct colours, and for each *region* (a box in the board's own canvas
pixels with an expected colour) the share of its pixels near that colour. The boards'
tests compute the regions from the same layout the board draws with, and decide which
shares are enough; :func:`make_canvas` builds blank or partly painted canvases in the page
to prove that such a check fails when the board is not drawn.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")

# Statistics of a canvas's pixels: the share of painted (non-transparent) pixels, the
# number of distinct colours (4 bits per channel), and for each region {x, y, w, h, rgb}
# (in the board's canvas pixels) the share of its pixels within ``tol`` of ``rgb``.
PIXELS_JS = """(c, [width, regions, tol]) => {
    const sx = c.width / width;           // the canvas buffer may differ from the layout
    const ctx = c.getContext('2d');
    const all = ctx.getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    const colours = new Set();
    for (let i = 0; i < all.length; i += 4) {
        if (all[i + 3] > 0) {
            painted++;
            colours.add(((all[i] >> 4) << 8) | ((all[i + 1] >> 4) << 4) | (all[i + 2] >> 4));
        }
    }
    const shares = regions.map(r => {
        const x = Math.round(r.x * sx), y = Math.round(r.y * sx);
        const w = Math.max(1, Math.round(r.w * sx)), h = Math.max(1, Math.round(r.h * sx));
        const d = ctx.getImageData(x, y, w, h).data;
        let near = 0;
        for (let i = 0; i < d.length; i += 4) {
            if (d[i + 3] > 200 && Math.abs(d[i] - r.rgb[0]) <= tol
                && Math.abs(d[i + 1] - r.rgb[1]) <= tol && Math.abs(d[i + 2] - r.rgb[2]) <= tol) {
                near++;
            }
        }
        return near / (d.length / 4);
    });
    return {width: c.width, height: c.height, painted: painted / (all.length / 4),
            colours: colours.size, shares};
}"""

#: How far (per channel, 0-255) a pixel may be from a region's colour and still count:
#: room for antialiasing and colour management, far below the gaps between board colours.
COLOUR_TOLERANCE = 24

# A canvas of the given size, transparent, then each fill {colour, x, y, w, h} painted.
MAKE_CANVAS_JS = """([w, h, fills]) => {
    const c = document.createElement('canvas');
    c.width = w; c.height = h;
    const ctx = c.getContext('2d');
    for (const f of fills) {
        ctx.fillStyle = f.colour;
        ctx.fillRect(f.x, f.y, f.w, f.h);
    }
    return c;
}"""


def rgb(css: str) -> list[int]:
    """``"#rrggbb"`` -> ``[r, g, b]``."""
    return [int(css[i:i + 2], 16) for i in (1, 3, 5)]


def region(name: str, rect: Any, css: str, **extra: Any) -> dict[str, Any]:
    """A region for :data:`PIXELS_JS`: ``rect`` (anything with ``x, y, w, h``, canvas
    pixels) expected in colour ``css``; ``extra`` keys ride along (the JS ignores them)."""
    return {"name": name, "x": rect.x, "y": rect.y, "w": rect.w, "h": rect.h,
            "rgb": rgb(css), **extra}


def pixel_stats(handle: Any, width: float, regions: list[dict[str, Any]],
                tol: int = COLOUR_TOLERANCE) -> dict[str, Any]:
    """:data:`PIXELS_JS` on a canvas (a Locator or a JSHandle of a ``<canvas>``) of a board
    ``width`` canvas pixels wide. ``stats["regions"]`` maps each region's name to its
    share of pixels in its colour."""
    stats = handle.evaluate(PIXELS_JS, [width, regions, tol])
    stats["regions"] = {r["name"]: share for r, share in zip(regions, stats.pop("shares"))}
    return stats


def make_canvas(page: Any, width: int, height: int,
                fills: Iterable[tuple[Any, str]] = ()) -> Any:
    """A detached ``<canvas>`` made in ``page`` (a JSHandle): blank, or with each
    ``(rect, css colour)`` of ``fills`` painted — e.g. only a board's background."""
    spec = [{"colour": css, "x": r.x, "y": r.y, "w": r.w, "h": r.h} for r, css in fills]
    return page.evaluate_handle(MAKE_CANVAS_JS, [width, height, spec])


def wait_passing(check: Callable[[], T], *, timeout_s: float = 15,
                 interval_s: float = 0.2) -> T:
    """Call ``check`` until it stops raising ``AssertionError`` (a repaint arrives a few
    frames after the message that causes it) and return its result; on timeout, raise its
    last failure."""
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            return check()
        except AssertionError:
            if time.monotonic() > deadline:
                raise
        time.sleep(interval_s)
