"""Helpers of the engines' static pictures (``tutor.<game>.svg``): plain SVG strings, no
game logic.

A picture is read where nothing measures text for it (an ``<img>`` on a code host, an
HTML export), so a label that must fit a box is measured here, by the advance widths of
DejaVu Sans (the widest of the usual sans-serif fonts: what fits with it fits with Arial
or Helvetica too), and made smaller, then cut with "…", until it fits (:func:`fit`).
"""

from __future__ import annotations

import unicodedata
from html import escape

#: DejaVu Sans advance widths of the printable ASCII characters (32–126), in thousandths of
#: an em (measured in Chromium).
_REGULAR = (318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
            636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531,
            1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,
            603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500,
            500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
            635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838)
#: How much wider each is in DejaVu Sans Bold (measured alike).
_BOLD_MORE = ("30 55 61 0 60 52 92 31 67 67 23 0 62 54 62 28 60 60 60 60 60 60 60 60 60 60 63 "
              "63 0 0 0 49 0 90 76 36 60 51 108 46 85 77 77 119 80 132 89 63 130 63 75 85 71 "
              "80 90 114 86 113 40 67 28 67 0 0 0 62 81 43 81 63 83 81 78 65 65 86 65 68 78 75 "
              "81 81 82 74 86 78 60 106 53 60 57 76 28 76 0")
_BOLD = tuple(w + int(more) for w, more in zip(_REGULAR, _BOLD_MORE.split(), strict=True))
#: Other characters: punctuation as wide as a space, anything else (dashes, suits, stars)
#: as wide as the widest letters.
_NARROW, _WIDE = 318, 1000
_NARROW_MARKS = "·’‘‚'"


def _advance(ch: str, table: tuple[int, ...]) -> int:
    code = ord(ch)
    if 32 <= code < 127:
        return table[code - 32]
    base = unicodedata.normalize("NFKD", ch)[0]        # é -> e
    if base != ch and 32 <= ord(base) < 127:
        return table[ord(base) - 32]
    return _NARROW if ch in _NARROW_MARKS else _WIDE


def text_width(text: str, size: float, bold: bool = False) -> float:
    """How wide ``text`` is at ``size`` pixels (at most: see the module docstring)."""
    table = _BOLD if bold else _REGULAR
    return sum(_advance(ch, table) for ch in text) * size / 1000


def fit(text: str, width: float, size: float, min_size: float = 8.0,
        bold: bool = False) -> tuple[str, float]:
    """``text`` and a font size at which it fits ``width``: ``size`` if it fits, else
    smaller down to ``min_size``, then cut and ended with "…"."""
    if text_width(text, size, bold) <= width:
        return text, size
    smaller = max(min_size, size * width / text_width(text, size, bold))
    if text_width(text, smaller, bold) <= width:
        return text, smaller
    cut = text
    while cut and text_width(cut + "…", smaller, bold) > width:
        cut = cut[:-1]
    return cut.rstrip() + "…", smaller


def label(x: float, y: float, text: str, size: float = 12, *, anchor: str = "start",
          bold: bool = False, fill: str | None = None, width: float | None = None,
          min_size: float = 8.0) -> str:
    """One ``<text>`` element (sans-serif); with ``width``, made to fit it (:func:`fit`)."""
    if width is not None:
        text, size = fit(text, width, size, min_size, bold)
    weight = ' font-weight="bold"' if bold else ""
    colour = f' fill="{fill}"' if fill else ""
    middle = "" if anchor == "start" else f' text-anchor="{anchor}"'
    return (f'<text x="{num(x)}" y="{num(y)}" font-size="{size:.3g}"{middle}{weight}{colour}>'
            f"{escape(text, quote=False)}</text>")


def num(value: float) -> str:
    """A coordinate as short as it reads: to a tenth of a pixel, no trailing ``.0``."""
    return f"{round(value, 1):g}"


def dots(points, r: float, fill: str) -> str:
    """Round dots of radius ``r`` at ``points``, as one path: each dot a zero-length stroke
    with round caps, about ten bytes where a ``<circle>`` takes fifty (seeds, discs)."""
    if not points:
        return ""
    d = "".join(f"M{num(x)} {num(y)}h0" for x, y in points)
    return (f'<path d="{d}" stroke="{fill}" stroke-width="{2 * r:g}" '
            'stroke-linecap="round"/>')


def flow(blocks, width: float, gap_x: float, gap_y: float, left: float = 10,
         top: float = 8) -> tuple[str, float]:
    """Blocks ``(width, height, body)`` laid left to right from (``left``, ``top``), a new
    row when the next would pass ``width`` - 20: (the groups, the rows' height)."""
    parts = []
    x = y = row_height = 0.0
    for w, h, body in blocks:
        if x and x + w > width - 20:
            x, y, row_height = 0.0, y + row_height + gap_y, 0.0
        parts.append(f'<g transform="translate({left + x:g} {top + y:g})">{body}</g>')
        x += w + gap_x
        row_height = max(row_height, h)
    return "".join(parts), y + row_height


def document(width: float, height: float, body: str, background: str | None = None) -> str:
    """An SVG document of ``width`` × ``height`` pixels (sans-serif text) around ``body``,
    on ``background`` if given."""
    w, h = f"{width:g}", f"{height:g}"
    back = (f'<rect width="{w}" height="{h}" fill="{background}"/>' if background else "")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}" font-family="sans-serif">{back}{body}</svg>')
