"""What a widget's saved output shows where no widget runs (issue 33).

A notebook is read in more places than a running JupyterLab: a link a teacher shares, a
code host's preview, ``jupyter nbconvert --to html``, JupyterLab itself before the cells
run. None of them shows a widget: the widget view of a saved output names a model that
lives only in a kernel. So every widget a course shows (a board, the rule reference, the
quiz) puts three things in the **same output** (:func:`mime_bundle`):

* ``application/vnd.jupyter.widget-view+json``: the live widget. JupyterLab and Voila rank
  it above every other type, so it wins wherever widgets render;
* ``image/svg+xml``: a picture of what the widget shows, in a neutral frame captioned
  "Picture of the saved position" (:func:`framed`): what a static reader sees;
* ``text/plain``: one line in the notebook's language ("Sagani board: Player 1 takes a
  tile from the offer display · 62 tiles in the stacks"), never the widget's repr.

Who sees what, and how each case is told apart (no guessing at run time: each front end
picks from the same bundle by its own rules):

* JupyterLab or Voila, kernel running: the widget (ranked first).
* nbconvert's HTML, a code host, nbviewer (a notebook saved without widget state): the
  picture and its neutral caption; they render no widget view without its state.
* JupyterLab, a notebook it does not trust yet (opened from a repository, never run
  here): the one line. An untrusted output shows only in a "safe" type, and neither the
  widget view nor SVG is one.
* JupyterLab, the kernel lost while the page is open: the board, covered by the red
  "lost its kernel" notice (ipywidgets marks the view ``jupyter-widgets-disconnected``;
  the board's style sheet, itself a widget, covers it).
* JupyterLab, a trusted notebook reopened without its kernel: JupyterLab's "model not
  found", and the red "not running, run its cell" notice under it
  (:func:`widgets.base.not_running_html`).

The two red notices are live-notebook texts: both are drawn by style rules that hold only
inside JupyterLab's own output area (a Lumino widget, class ``lm-Widget``; nbconvert's page
copies JupyterLab's class names but not that one), and their words are CSS ``content``,
so a page that drops style sheets (a code host) has no text to show. A static reader never
sees "run its cell"; the frame's caption says what the picture is instead.

In app mode (Voila) an output carries no picture: the kernel runs as long as the page is
open, and nobody reads the page's outputs saved.
"""

from __future__ import annotations

import html
import os
import re
from typing import Any

from tutor.core import Msg, register_catalog, render

#: The frame around a picture: its margin and the height of its caption line (pixels).
PAD, CAPTION = 8, 22
#: A caption's letters are about this many em wide (sans-serif, DejaVu's widest): the frame
#: is made at least that wide.
CAPTION_EM = 0.6

_SIZE = re.compile(r'<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bheight="([\d.]+)"')


def in_app_mode() -> bool:
    """Whether this kernel runs a page in app mode (Voila sets these for its kernels,
    pre-heated or not, alone or inside a notebook server)."""
    return "VOILA_BASE_URL" in os.environ or "VOILA_PREHEAT" in os.environ


def one_line(text: str) -> str:
    """``text`` on one line: every run of white space made one space."""
    return " ".join(str(text).split())


def picture_size(svg: str) -> tuple[float, float]:
    """The width and height written on an SVG document's root element."""
    match = _SIZE.match(svg.lstrip())
    if match is None:
        raise ValueError("an SVG picture needs its width and height on its root element")
    return float(match.group(1)), float(match.group(2))


def _number(value: float) -> str:
    return f"{value:g}"


def framed(picture: str, caption: str, title: str | None = None) -> str:
    """``picture`` (an SVG document) in a neutral frame: a white card with a thin grey
    border (legible on a dark page too) and ``caption`` under the picture, in grey.
    ``title``: the document's ``<title>`` (what a screen reader says)."""
    width, height = picture_size(picture)
    outer_w = max(width, len(caption) * 12 * CAPTION_EM) + 2 * PAD
    outer_h = height + PAD + CAPTION
    inner = picture.lstrip()
    inner = f'<svg x="{PAD}" y="{PAD}"' + inner[len("<svg"):]
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_number(outer_w)}" '
            f'height="{_number(outer_h)}" viewBox="0 0 {_number(outer_w)} {_number(outer_h)}">')
    parts = [head]
    if title:
        parts.append(f"<title>{html.escape(one_line(title), quote=False)}</title>")
    parts.append(f'<rect x="0.5" y="0.5" width="{_number(outer_w - 1)}" '
                 f'height="{_number(outer_h - 1)}" rx="6" fill="#ffffff" stroke="#c9c9c9"/>')
    parts.append(inner)
    parts.append(f'<text class="rt-caption" x="{PAD}" y="{_number(outer_h - 8)}" '
                 'font-family="sans-serif" font-size="12" font-style="italic" fill="#555555">'
                 f"{html.escape(caption, quote=False)}</text></svg>")
    return "".join(parts)


def framed_position(picture: str, lang: str, title: str | None = None) -> str:
    """A board's picture framed with the caption "Picture of the saved position"."""
    return framed(picture, render(Msg("ui.static.position"), lang), title)


def mime_bundle(widget: Any, text: str, picture: str | None = None, **kwargs: Any
                ) -> dict[str, Any] | None:
    """``widget``'s display (ipywidgets' own bundle: its view and a text), with ``text``
    on one line as its ``text/plain`` and, unless in app mode, ``picture`` (a framed SVG)
    as its ``image/svg+xml``: one output that each front end reads as it can (see the
    module docstring)."""
    bundle = widget._repr_mimebundle_(**kwargs)
    if not isinstance(bundle, dict):
        return bundle
    bundle["text/plain"] = one_line(text)
    if picture is not None and not in_app_mode():
        bundle["image/svg+xml"] = picture
    return bundle


register_catalog({
    "ui.static.position": {"en": "Picture of the saved position",
                           "fr": "Image de la position enregistrée"},
    "ui.static.saved": {"en": "Picture of the saved page", "fr": "Image de la page enregistrée"},
})
