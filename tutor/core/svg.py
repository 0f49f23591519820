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
#: an em, regular then bold (measured in Chromium).
_REGULAR = (318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
            636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531,
            1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,
            603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500,
            500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
            635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838)
_BOLD = (348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365,
         696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580,
         1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850,
         733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500,
         500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687,
         716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838)
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


def document(width: float, height: float, body: str, background: str | None = None) -> str:
    """An SVG document of ``width`` × ``height`` pixels (sans-serif text) around ``body``,
    on ``background`` if given."""
    w, h = f"{width:g}", f"{height:g}"
    back = (f'<rect width="{w}" height="{h}" fill="{background}"/>' if background else "")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}" font-family="sans-serif">{back}{body}</svg>')
