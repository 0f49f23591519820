"""The board view: canvas layers, the explanation panel and the controls of a session.

A board is a thin view of a :class:`widgets.session.Session` (``board.session``): it maps
pixels to keys (``hit``), draws the session's state and puts its panel lines into widgets;
everything it remembers and decides lives in the session, which runs without a widget.
What the board does not define itself it reads from its session (``board.state``,
``board.play(...)``, ``board.undo()``...), so a board is used as its session is.

Flow (DESIGN, "Widgets"): pixel -> key (pure, :mod:`widgets.geometry`) -> the session's
candidate move -> ``check`` -> verdict shown, its focus highlighted -> if legal, ``apply``
-> the events, with a step-through that draws each event's snapshot -> redraw.

Decisions worth knowing (measured pitfalls in the project's browser notes):

* **Layers.** ``background`` (board and hand tray), ``pieces`` (the position, sites),
  ``selection`` (what only the pick changes), ``highlight`` (hover preview, verdict focus,
  replay focus: ``clear()`` plus a few shapes), ``top`` (left empty: it receives the
  mouse events).
* **Drawing is a pure function** of (shown state, selection, feedback, layout), batched in
  ``hold_canvas()``, and can repaint everything at any time: :meth:`Board.redraw` runs on
  ``on_client_ready`` (commands sent before a browser view existed are lost). The page's
  "ready" may arrive on the kernel's widget thread (a subshell) while the board is still
  being built: the board listens as soon as its canvas exists, and the redraw waits for
  the build (:data:`widgets.session.ENTRY_LOCK`).
* **Only the layers that changed are sent.** Each layer is drawn into a
  :class:`widgets.draw.Recorder` first and sent only if its commands differ from those it
  was last painted with (a full repaint sends every layer): a hover sends its highlight
  alone, not the selection layer under it. Repeated settings are dropped, and settings go
  to the canvas manager without ipycanvas's traitlet validation
  (:func:`widgets.draw.style_setter`), which was half of a repaint's kernel time.
* **Texts first, the canvas a moment later.** In a kernel a board sets its texts and
  leaves its canvas to the painter thread (:mod:`widgets.painter`), which draws it
  :data:`widgets.painter.DELAY` later: drawing at once competed for the two cores with the
  server and the browser carrying the explanation to the page (measured in
  ``benchmarks/LATENCY.md``). Posts before the paint are merged into one. Outside a kernel
  (tests, scripts) a board draws at once (:data:`PAINT_LATER`).
* **Timed replay.** ▶ Play / ❚❚ Pause, next to the step buttons, is the session's
  (:meth:`widgets.session.Session.play_steps`); the board is its clock: in a kernel each
  step is posted to the painter thread, ``session.play_pace`` seconds later
  (:meth:`Board.schedule_tick`), rather than a ``threading.Timer`` per step: one thread
  already runs the boards' work that is due later, its guarded work takes
  :data:`widgets.session.ENTRY_LOCK` like every entry point, and one key per board keeps
  a single step pending. (The kernel's own event loop was no choice: a running cell
  blocks it.) A step finds the board closed: the replay stops. Outside a kernel no clock
  runs: tests call ``session.tick()``.
* **Hover coalescing** is the session's (:meth:`widgets.session.Session.hover_key`): a
  pointer move over the same key costs a pixel-to-key lookup and nothing else; a changed
  key, one cached verdict and a highlight redraw, about a millisecond, well under the
  ~10 ms at which the notes recommend a coalescing timer, so no timer is used.
* **Errors are shown, never swallowed** (:func:`widgets.session.guarded`), the view's own
  entry points (pixels, redraw, the controls) included.
* **Fixed size.** The canvas has a fixed pixel size and a fixed ``layout.width`` so the
  front end (Voilà in particular) does not stretch it; clicks then arrive in canvas pixels.
* **Alive when reached.** A board builds its widgets only when it is first needed: shown
  in a page, it is first a stand-in with the position's picture (:mod:`widgets.reach`),
  and comes alive when the reader scrolls near it; a call that needs the widgets (a
  click, ``board.canvas``...) brings it alive at once (:meth:`Board.come_alive`). In a
  kernel heated for a class, the first board is alive from the start
  (:data:`ALIVE_FROM_THE_START`): it is in view when a course opens. A stand-in's picture
  is one ``<img>``; in app mode a board's output has no kernel-lost notice and no saved
  picture (:func:`in_app_mode`). What a class of students' pages weigh is measured by
  ``benchmarks/class_load.py``.
* **Read without a kernel.** A board's output carries, beside its widget, the picture of
  its position (``image/svg+xml``, captioned "Picture of the saved position") and one line
  of text: a code host, an HTML export or a notebook not yet trusted shows those; the red
  notices ("not running, run its cell", "lost its kernel") only a live notebook shows.
  Who shows what, and how each case is told apart: :mod:`widgets.static`.
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import functools
import html
import logging
import os
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from enum import Enum
from typing import Any
from urllib.parse import quote

import ipywidgets as W
from ipycanvas import Canvas, MultiCanvas, hold_canvas

from tutor.core import LANGUAGES, Msg, render, seat_name
from tutor.core.i18n import catalog
from tutor.core.options import Setting, settings

from . import draw as D
from . import messages as _messages
from .panel import (LONG_RUN, WRAP, Feedback, Key, Line, Mark, bound_text,  # noqa: F401
                    echo, html_msg, msg_lines, panel_html, verdict_lines)
from .session import (CURTAIN, ENTRY_LOCK, NullView, Session,  # noqa: F401  (re-exported for the boards)
                      guarded, passive)
from .painter import PAINTER
from .static import framed_position, in_app_mode, mime_bundle, one_line  # noqa: F401

log = logging.getLogger(__name__)

LAYERS = ("background", "pieces", "selection", "highlight")

#: The longest a board waits for the kernel to send its texts before drawing (seconds).
SEND_WAIT = 0.05

#: Whether boards leave their canvas to the painter thread (:mod:`widgets.painter`):
#: ``None`` (the default) in a kernel only; ``True`` or ``False`` for every board.
PAINT_LATER: bool | None = None


def in_kernel() -> bool:
    """Whether this process is a running Jupyter kernel."""
    kernel_module = sys.modules.get("ipykernel.kernelbase")
    return kernel_module is not None and kernel_module.Kernel.initialized()


def heated_for_a_class() -> bool:
    """Whether this kernel was started ahead of its page, in a pool Voila heats
    (``make app STUDENTS=N``): it runs the notebook before any page is connected."""
    return in_kernel() and os.environ.get("VOILA_PREHEAT") == "True"


def paints_later() -> bool:
    """Whether a board's canvas is drawn by the painter thread (:data:`PAINT_LATER`)."""
    return in_kernel() if PAINT_LATER is None else PAINT_LATER

def send_queued_messages() -> None:
    """In a kernel: wait until the messages queued so far (the panel's new text) have been
    sent, at most :data:`SEND_WAIT`; elsewhere, nothing.

    A kernel sends its messages from a thread of its own, which needs the Python lock that a
    handler holds while it runs. Drawing straight after setting the panel's text kept that
    text waiting behind the whole redraw of the pieces (an Oh Hell bid: about 7 ms, more on
    a busy machine). Waiting here lets it go first: the explanation reaches the page
    before the canvas commands are even built. (The same wait as ``sys.stdout.flush()``
    in a kernel.)"""
    if not in_kernel():
        return
    kernel_module = sys.modules["ipykernel.kernelbase"]
    thread = getattr(kernel_module.Kernel.instance(), "iopub_thread", None)
    worker = getattr(thread, "thread", None)
    if worker is None or not worker.is_alive() or worker is threading.current_thread():
        return
    sent = threading.Event()
    thread.schedule(sent.set)               # runs after every message queued before it
    sent.wait(SEND_WAIT)


def _css_text(text: str) -> str:
    """``text`` as a CSS string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


#: Where the kernel notices apply: inside JupyterLab's (or Voila's) own output area, whose
#: outputs are Lumino widgets (``lm-Widget``). nbconvert's HTML page copies JupyterLab's
#: class names but not that one, so a static page (even one whose saved widget state the
#: widget manager shows, all of it disconnected) never shows "run its cell".
LIVE_OUTPUT = ".lm-Widget.jp-OutputArea-child"

#: The board's style sheet, sent once in a hidden row. The canvas takes keyboard focus on
#: click (ipycanvas); no key is used, so no focus ring. The buttons of the history row
#: are padded 6 px a side, not ipywidgets' 10, so that its nine controls fit a 760-px
#: board in both languages (measured in Chromium: "↶ Annuler" is 66 px of text,
#: "▶ Lecture" 63). When the front end loses the board's kernel (restarted or stopped),
#: ipywidgets marks the board's box ``jupyter-widgets-disconnected``: a notice in the
#: board's language then covers the board, which would otherwise look alive and ignore
#: every click (in a live output area only: :data:`LIVE_OUTPUT`).
_BOARD_CSS = (
    "<style>.rt-board:focus, .rt-board canvas:focus { outline: none; }"
    ".rt-boardbox { position: relative; }"
    ".rt-history .jupyter-button { padding-left: 6px; padding-right: 6px; }"
    f"{LIVE_OUTPUT} .rt-boardbox.jupyter-widgets-disconnected::after"
    " { position: absolute; inset: 0;"
    " z-index: 10; display: flex; align-items: center; justify-content: center;"
    " padding: 48px; box-sizing: border-box; text-align: center; white-space: pre-wrap;"
    " background: rgba(252, 251, 247, 0.9); color: #b3261e; font: 600 17px/1.5 sans-serif;"
    " border: 2px solid #b3261e; border-radius: 6px; pointer-events: all; }"
    + "".join(f"{LIVE_OUTPUT} .rt-boardbox.rt-lang-{lang}.jupyter-widgets-disconnected::after"
              f" {{ content: {_css_text(render(Msg('ui.kernel.lost'), lang))}; }}"
              for lang in LANGUAGES)
    + "</style>")

def board_style() -> W.HTML:
    """:data:`_BOARD_CSS` as one hidden widget, the first child of every board's box in
    this kernel (stand-in or alive): a page loads its state once, where each stand-in
    carried its own copy (1.5 KB, some thirty a course, in every student's page). Its
    views are many (one per box), so the style is there whichever boxes the page shows.
    A shared model (:func:`widgets.reach.shared_model`): made again if it was closed."""
    from .reach import shared_layout, shared_model
    return shared_model(W.HTML, value=_BOARD_CSS, layout=shared_layout(display="none"))


def not_running_html(lang: str) -> str:
    """The output shown after a board's, for the live notebook that lost the board's
    kernel: opened or reloaded without the Python session that made the board (JupyterLab
    then says only "Error displaying widget: model not found"). Its text, in ``lang``,
    appears after a moment (a live board takes that moment to render) unless a board, or
    its stand-in, is drawn just above it.

    Only JupyterLab's output area shows it (:data:`LIVE_OUTPUT`), and its words are the
    style's ``content``, not the page's text: a static page (nbconvert's, a code host's,
    which drops style sheets) shows nothing here, and the board's own output shows its
    picture with a neutral caption instead (:mod:`widgets.static`)."""
    live = LIVE_OUTPUT
    board_above = ", ".join(f"{live}:has({mark}) + {live} .rt-not-running::after"
                            for mark in (".rt-board", ".rt-board-waiting"))
    return (
        "<style>"
        "@keyframes rt-appear { to { visibility: visible; } }"
        f"{live} .rt-not-running.rt-lang-{lang}::after {{"
        f" content: {_css_text(render(Msg('ui.kernel.not_running'), lang))};"
        " display: block; visibility: hidden; animation: rt-appear 0s 2.5s forwards;"
        " font: 14px/1.45 sans-serif; white-space: pre-wrap; padding: 8px 12px;"
        " border-left: 4px solid #b3261e; background: #fdf0ef; color: #7a1c15;"
        " max-width: 760px; box-sizing: border-box; }"
        f"{board_above} {{ content: none; display: none; }}"
        "</style>"
        f'<div class="rt-not-running rt-lang-{lang}"></div>')


#: What a picture's ``data:`` URI leaves as it is: printable ASCII but the characters a URI
#: or a double-quoted HTML attribute gives a meaning to (``%``, ``#``, ``"``, ``<``, ``>``,
#: ``&``, the backslash).
_URI_AS_IS = " !$'()*+,-./:;=?@[]^_`{|}~"


def svg_data_uri(svg: str) -> str:
    """An SVG document as a ``data:`` URI, for an ``<img>`` (``src="..."``). Written
    percent-encoded with its attributes' double quotes made single (the engines' pictures
    have no single quote of their own): about a sixth shorter than base64, and every
    stand-in of a course carries one to every student's page. Base64 when the SVG has a
    single quote."""
    if "'" in svg:
        return ("data:image/svg+xml;base64,"
                + base64.b64encode(svg.encode("utf-8")).decode("ascii"))
    return "data:image/svg+xml;charset=utf-8," + quote(svg.replace('"', "'"), safe=_URI_AS_IS)


# ---------------------------------------------------------------- canvas helpers

class LayeredCanvas(MultiCanvas):
    """ipycanvas' ``MultiCanvas``, with layers that cost a page less. ``MultiCanvas``
    makes each layer with a layout model of its own and lets every layer say
    ``client_ready`` when a page shows it, though only the top layer's is listened to:
    here the layers share one (empty) layout, and only the top layer says it is ready.
    Four models fewer per board as it comes alive, and three kernel messages fewer per
    board each time a page connects (a class of thirty opens its pages at once)."""

    def __init__(self, n_layers: int, **kwargs: Any) -> None:
        from ipycanvas.canvas import _CanvasBase

        from .reach import shared_layout
        layers = [Canvas(layout=shared_layout(), _send_client_ready_event=i == n_layers - 1)
                  for i in range(n_layers)]
        # MultiCanvas.__init__ with these layers instead of new ones (its body, as of
        # ipycanvas 0.13-0.14: the top layer receives the page's events).
        _CanvasBase.__init__(self, _canvases=layers, **kwargs)
        self.on_msg(layers[-1]._handle_frontend_event)


def forget_current_canvas(canvas: Any) -> None:
    """Make the next draw command re-announce which canvas it targets.

    ipycanvas sends all draw commands through one canvas manager, and sends a
    "switch canvas" command only when the target differs from the last one it *sent to*.
    A browser view created later (page reload, Voilà, a notebook opened after the cell
    ran) has a fresh manager that knows no current canvas, so a repaint that starts on
    the same canvas as the last command would be drawn nowhere. ipycanvas 0.14 has no
    public way to reset this (``hold_canvas`` does not), so we clear the private
    ``_canvas_manager._current_canvas`` here, and only here.
    """
    manager = getattr(canvas, "_canvas_manager", None)
    if manager is not None and hasattr(manager, "_current_canvas"):
        manager._current_canvas = None



@contextlib.contextmanager
def canvas_batch() -> Iterator[None]:
    """``hold_canvas()`` that also ends when the drawing inside it fails: ipycanvas 0.14's
    leaves the canvas manager caching every later command, never sent, after an
    exception. What was queued before the failure is sent; the board repaints the failed
    layer at its next refresh (it is not recorded as painted)."""
    held = hold_canvas()
    held.__enter__()
    try:
        yield
    finally:
        held.__exit__(None, None, None)


# ---------------------------------------------------------------- the new-game row

def value_text(value: Any) -> str:
    """A setting's value as its catalog keys name it: ``none``, an enum's value, else
    ``str``."""
    if value is None:
        return "none"
    return value.value if isinstance(value, Enum) else str(value)


def setting_label(game_id: str, name: str, lang: str) -> str:
    """The label of setting ``name``: ``ui.setting.<game>.<name>``, else the label shared
    by every game, ``ui.setting.<name>``."""
    key = f"ui.setting.{game_id}.{name}"
    return render(Msg(key if key in catalog() else f"ui.setting.{name}"), lang)


def value_label(game_id: str, name: str, value: Any, lang: str) -> str:
    """How a menu names one value of setting ``name``:
    ``ui.setting.<game>.<name>.<value>``, else the value itself (a number)."""
    key = f"ui.setting.{game_id}.{name}.{value_text(value)}"
    return render(Msg(key), lang) if key in catalog() else value_text(value)


# ---------------------------------------------------------------- the board

#: About the height of a board's rows under its canvas (info strip, controls, panel): a
#: stand-in that tall moves the page little when the board comes alive in its place.
STAND_IN_EXTRA = 250

#: How many of the first boards a pre-heated kernel shows are alive from the start instead
#: of stand-ins. A course's first board is in view when the page opens: as a stand-in it
#: would come alive a round trip later (the page says "reached", the kernel builds the
#: board, the page then fetches its widgets); a kernel heated for a class
#: (``make app STUDENTS=N``) has built it before the student arrives, and the page gets it
#: with the rest. Elsewhere (JupyterLab, a Voila page run as it opens, the class hub) the
#: first board is reached at once anyway, and is built as it is reached: 2 of 20 hub
#: students' pages stopped at the first board's cell when it was built during the run
#: while the page was already connected (not explained; not seen with stand-ins).
ALIVE_FROM_THE_START = 1
#: Whether the boards shown are counted for :data:`ALIVE_FROM_THE_START`: ``None`` (the
#: default) in a pre-heated kernel only (:func:`heated_for_a_class`); a test sets it.
COUNT_SHOWN: bool | None = None
_boards_shown = 0


def _shown_alive_from_the_start() -> bool:
    """Whether the board being shown now is one of the first :data:`ALIVE_FROM_THE_START`
    of a kernel that counts them (:data:`COUNT_SHOWN`); counts it if so."""
    global _boards_shown
    counted = heated_for_a_class() if COUNT_SHOWN is None else COUNT_SHOWN
    if not counted or _boards_shown >= ALIVE_FROM_THE_START:
        return False
    _boards_shown += 1
    return True


class _WaitingView(NullView):
    """The view of a board that is not alive yet: nothing to show but the language of its
    box (the kernel-lost notice of the stand-in), and the pixel layout kept in step with
    the session (pure and cheap: pixel -> key must agree with the position shown)."""

    def __init__(self, board: "Board") -> None:
        super().__init__()
        self.board = board

    def refresh(self, full: bool, pieces: bool) -> None:
        super().refresh(full, pieces)
        if full or pieces:
            self.board.layout_scene()

    def relabel_all(self) -> None:
        self.board._show_lang()

    def schedule_tick(self, tick: Callable[[], None] | None, delay: float = 0.0) -> None:
        super().schedule_tick(tick, delay)
        self.board.schedule_tick(tick, delay)     # a replay played before it is reached


class Board:
    """A game board: a ``VBox`` of an info strip, a layered canvas, controls and a panel,
    showing ``self.session`` (an instance of the class's :attr:`SESSION`, built from the
    constructor's arguments).

    Subclass hooks (the drawing parts; what keys mean is the session's):

    * ``layout_scene()`` — compute the pixel layout from the shown position(s);
    * ``hit(x, y) -> key | None`` — pure pixel -> key;
    * ``draw_background(c)``, ``draw_pieces(c, state, live)``, ``draw_marks(c, feedback)``;
      ``draw_selection(c, state)`` — what only the pick changes (the picked piece, where it
      may go), on a layer of its own between the pieces and the hover highlights, so that
      picking redraws that layer and a hover redraws only the highlights;
    * ``info_parts(lang) -> list[str]`` — the info strip (HTML snippets);
    * ``setup_rows()`` — extra control rows (new game...); ``relabel()`` — their texts;
      ``sync_setup()`` — show the game's settings in them; ``setup_values()`` — what they
      hold (the defaults of the session's ``new_game``);
    * ``extra_views()`` / ``render_extra_views()`` — views below the panel (a score sheet).
    """

    WIDTH = 760
    HEIGHT = 440
    SESSION: type[Session] = Session
    #: True while a failed paint is being shown: its redraw is not posted again.
    _showing_paint_error = False

    def __init__(self, *args: Any, session: Session | None = None, **kwargs: Any):
        self.session = session if session is not None else self.SESSION(*args, **kwargs)
        self._syncing = False
        self.alive = False
        self._stand_in: Any = None
        #: The board's box (:attr:`widget`), made with its first children.
        self._board_box: W.VBox | None = None
        self._shown_lang: str | None = None
        #: The layers waiting for the painter thread: (full, pieces), or None.
        self._unpainted: tuple[bool, bool] | None = None
        self.session.view = _WaitingView(self)
        self.layout_scene()          # pure: pixel -> key works before the widgets exist

    @property
    def widget(self) -> W.VBox:
        """The board's box: the stand-in, or the board's rows once alive."""
        if self._board_box is None:
            self._fill_box([])
        return self._board_box

    def _fill_box(self, children: list[W.Widget]) -> None:
        """Show ``children`` in the box, after the board's style sheet (:func:`board_style`).
        The box is made with its first children, its class and its language's class at
        once: one message to the page per board, where making it empty and then filling it
        took four (a course shows some thirty boards, and every message costs the server
        its share as the course runs)."""
        children = [board_style(), *children]
        if self._board_box is not None:
            self._board_box.children = children
            return
        from .reach import shared_layout
        self._shown_lang = self.session.lang
        self._board_box = W.VBox(children, layout=shared_layout(width=f"{self.WIDTH + 4}px"),
                                 _dom_classes=("rt-boardbox", f"rt-lang-{self._shown_lang}"))

    def come_alive(self) -> None:
        """Build the board's widgets and show the session in them (once): when the reader
        reaches the board's stand-in, or when a call needs them. Until then the session
        plays on its own (a headless view), so nothing is lost."""
        with ENTRY_LOCK:    # the canvas's "ready" may arrive on the kernel's widget thread
            if self.alive:
                return
            self.alive = True
            self._build_widgets()
            self.session.view = self
            if self.session.controls:
                self.show_controls()
            # The texts now; the canvas is drawn once, when the page's canvas says it is
            # ready (redraw, on_client_ready): drawing it here too would send every layer
            # twice.
            self.refresh(full=True, draw=False)
            if self._stand_in is not None:
                self._stand_in.close()
                self._stand_in = None

    def _on_reached(self, change) -> None:
        if change["new"]:
            guarded(passive(Board.come_alive))(self)

    def __getattr__(self, name: str) -> Any:
        """What the view does not define is its session's (state, moves, history...); a
        widget of a board not yet alive (``board.canvas``) brings it alive first."""
        session = self.__dict__.get("session")
        if session is None or name.startswith("__"):
            raise AttributeError(name)
        try:
            return getattr(session, name)
        except AttributeError:
            # IPython's display probes for _repr_html_, _ipython_canary_method...: not a
            # use, it must not build the widgets of a board nobody has reached.
            if self.__dict__.get("alive", True) or name.startswith(("_repr_", "_ipython_")):
                raise
        self.come_alive()
        return object.__getattribute__(self, name)

    @property
    def computer_seats(self) -> frozenset[int]:
        return self.session.computer_seats

    @computer_seats.setter
    def computer_seats(self, seats: Any) -> None:
        self.session.set_computer(seats)

    @property
    def play_pace(self) -> float:
        """Seconds per step of the timed replay (▶ Play): the session's
        :attr:`~widgets.session.Session.play_pace`; assigning it is ``set_play_pace``."""
        return self.session.play_pace

    @play_pace.setter
    def play_pace(self, seconds: Any) -> None:
        self.session.set_play_pace(seconds)

    # ------------------------------------------------------------ widgets

    def _build_widgets(self) -> None:
        # Layouts and styles that never change are shared by every board of the kernel
        # (reach.shared_model): one model each for the page to load, not one per widget.
        from .reach import shared_layout, shared_model
        w = self.WIDTH
        self.canvas = LayeredCanvas(len(LAYERS), width=w, height=self.HEIGHT,
                                    layout=shared_layout(width=f"{w}px", height=f"{self.HEIGHT}px"))
        # Listen at once: the page's canvas says "ready" as soon as it exists, possibly on
        # another thread while the rest is built (the redraw then waits for ENTRY_LOCK).
        self.canvas.on_client_ready(self.redraw)
        self.layers = {name: self.canvas[i] for i, name in enumerate(LAYERS)}
        #: What each layer was last painted with (its recording).
        self._painted: dict[str, D.Recorder] = {}
        from ipywidgets.widgets.widget_string import HTMLStyle     # not exported by name
        text_style = shared_model(HTMLStyle)
        # The question's layout is its own: it is shown and hidden (show_puzzle_question).
        self.question = W.HTML(layout=W.Layout(width=f"{w}px", display="none"),
                               style=text_style)
        self.info = W.HTML(layout=shared_layout(width=f"{w}px"), style=text_style)
        self.panel = W.HTML(layout=shared_layout(width=f"{w}px"), style=text_style)
        self._buttons: dict[str, W.Button] = {}
        session = self.session
        undo = self._button("undo", 84, session.undo)
        redo = self._button("redo", 84, session.redo)
        replay = self._button("replay", 84, session.replay)
        prev = self._button("prev", 70, lambda: session.step(-1))
        nxt = self._button("next", 70, lambda: session.step(+1))
        # The timed replay's toggle: its label and tooltip follow session.playing
        # (_show_play_button), so it is kept out of the buttons relabelled by name.
        self._play_button = W.Button(layout=shared_layout(width="82px"),
                                     style=shared_model(W.ButtonStyle))
        self._play_button.on_click(lambda _b: session.toggle_playing())
        self._hints_box = W.Checkbox(value=session.hints, indent=False,
                                     layout=shared_layout(width="76px"))
        self._hints_box.observe(self._on_hints_box, "value")
        self._lang_toggle = W.ToggleButtons(options=[("EN", "en"), ("FR", "fr")],
                                            value=session.lang, style={"button_width": "44px"},
                                            layout=shared_layout(width="100px"))
        self._lang_toggle.observe(self._on_lang_toggle, "value")
        self._more = W.ToggleButton(value=False, layout=shared_layout(width="62px"))
        self._more.observe(self._on_more, "value")
        history_row = W.HBox([undo, redo, replay, prev, nxt, self._play_button,
                              self._hints_box, self._lang_toggle, self._more],
                             layout=shared_layout(width=f"{w}px"))
        history_row.add_class("rt-history")
        # The setup and puzzle rows are built the first time they are shown: a notebook
        # holds dozens of lesson boards, and every widget is a model the page must load.
        self._extras: list[W.Widget] | None = None

        # Nothing above the canvas changes height while playing (only the puzzle question,
        # when a puzzle is loaded): a canvas that moves under the mouse would make the
        # pointer land on another cell.
        self.canvas.add_class("rt-board")
        self._rows = [self.question, self.canvas, self.info, history_row, self.panel,
                      *self.extra_views()]
        self._fill_box(list(self._rows))

        self.canvas.on_mouse_move(self.hover)
        self.canvas.on_mouse_down(self.click)
        self.canvas.on_mouse_out(self._mouse_out)
        if self.session.KEYS:                  # only a board that answers keys listens
            self.canvas.on_key_down(self._key_down)
        self.relabel_all()

    def _button(self, name: str, width: int, action: Callable[[], Any]) -> W.Button:
        from .reach import shared_layout, shared_model
        b = W.Button(layout=shared_layout(width=f"{width}px"), style=shared_model(W.ButtonStyle))
        b.on_click(lambda _b: action())
        self._buttons[name] = b
        return b

    def _build_extras(self) -> list[W.Widget]:
        if self._extras is None:
            w = self.WIDTH
            session = self.session
            self._move_text = W.Text(continuous_update=False, layout=W.Layout(width="190px"))
            self._move_text.observe(self._on_move_text, "value")
            play = self._button("play", 70, self._play_from_box)
            self._puzzle_pick = W.Dropdown(layout=W.Layout(width="220px"))
            self._puzzle_pick.observe(self._on_puzzle_pick, "value")
            reset = self._button("reset_puzzle", 130, session.reset_puzzle)
            answer = self._button("show_answer", 140, session.show_answer)
            puzzle_row = W.HBox([self._puzzle_pick, reset, answer, self._move_text, play],
                                layout=W.Layout(width=f"{w}px"))
            # Free play: who the computer plays, under the game's own setup row(s).
            self._computer_box = W.Text(continuous_update=False,
                                        style={"description_width": "initial"},
                                        layout=W.Layout(width="330px"))
            self._computer_box.observe(self._on_computer_box, "value")
            go = self._button("computer_play", 200, session.computer_play)
            # A turn of several steps (Ark Nova's actions, Pook's chains) taken back whole.
            whole = self._button("undo_turn", 190, session.undo_turn)
            computer_row = W.HBox([self._computer_box, go, whole],
                                  layout=W.Layout(width=f"{w}px"))
            self._extras = [*self.setup_rows(), computer_row, puzzle_row]
            self.relabel_all()
            self.sync_setup()
            self._sync_controls()
        return self._extras

    @guarded
    def show_controls(self, on: bool = True) -> None:
        """Show (or hide) the rows for new games, puzzles and typed moves ("More")."""
        self.come_alive()
        extras = self._build_extras() if on else []
        self.session.controls = bool(on)
        self._fill_box([*self._rows, *extras])
        self._syncing = True
        try:
            self._more.value = bool(on)
        finally:
            self._syncing = False

    def _ipython_display_(self) -> None:
        """Shown in a notebook: the board's output (:meth:`_repr_mimebundle_`), then the
        notice that a live notebook shows when no board is drawn above it
        (:func:`not_running_html`). An app page (Voila) gets no notice: its kernel runs as
        long as the page is open."""
        from IPython.display import display
        display(self._repr_mimebundle_(), raw=True)
        if in_app_mode():
            return
        display({"text/html": not_running_html(self.session.lang)}, raw=True)

    def static_picture(self) -> str | None:
        """The position shown, as the engine's SVG in the board's language; ``None`` when
        the board hides hands (a picture would show them all) or the picture fails."""
        session = self.session
        if session.has_secrets and not session.teaching:
            return None
        try:
            return session.module.state_svg(session.shown_state, session.lang)
        except Exception:                                   # a picture is a courtesy
            log.exception("static picture failed")
            return None

    def saved_picture(self) -> str | None:
        """What a static reader sees of the board: :meth:`static_picture` framed, captioned
        "Picture of the saved position" and titled with :meth:`summary`; ``None`` when there
        is no picture."""
        return self._framed(self.static_picture())

    def _framed(self, picture: str | None) -> str | None:
        if picture is None:
            return None
        return framed_position(picture, self.session.lang, self.summary())

    def summary(self) -> str:
        """The board in one line, in its language: the game, who is asked what (or that
        the game is over) and the game's own counts (:meth:`summary_details`), e.g.
        "Sagani board: Player 1 takes a tile from the offer display · 62 tiles in the
        stacks". The text of the board's output where nothing better shows."""
        session = self.session
        lang, state = session.lang, session.shown_state
        asks = session.module.asks(state)
        status = render(asks[0].msg if asks else Msg("core.game_over"), lang)
        if len(asks) > 1:
            status += ", " + render(Msg("ui.summary.more_asked", n=len(asks) - 1), lang)
        status = " · ".join([status, *(render(m, lang) for m in self.summary_details(state))])
        from .notebook import GAMES
        game = dict(GAMES).get(self.game_id, self.game_id)
        return one_line(render(Msg("ui.summary", game=game, status=status), lang))

    def summary_details(self, state: Any) -> list[Msg]:
        """Hook: the game's counts for :meth:`summary` (tiles left, the hand played...)."""
        return []

    def _repr_mimebundle_(self, **kwargs):
        """The board's output: its widget (a stand-in until reached, :mod:`widgets.reach`),
        its picture for static readers and its one-line text (:func:`mime_bundle`)."""
        if not self.alive and self._stand_in is None and _shown_alive_from_the_start():
            self.come_alive()
        app = in_app_mode()
        picture = None if app and (self.alive or self._stand_in is not None) \
            else self.static_picture()
        if not self.alive and self._stand_in is None:
            from .reach import Reached
            # The picture as an image, not inline SVG: one element of the page instead of
            # a hundred or so per stand-in, decoded only when scrolled near.
            image = (f'<img alt="" loading="lazy" style="display:block" '
                     f'src="{svg_data_uri(picture)}">' if picture else "")
            self._stand_in = Reached(picture=(
                f'<div style="opacity:0.55;min-height:{self.HEIGHT + STAND_IN_EXTRA}px">'
                f'{image}</div>'))
            self._stand_in.observe(self._on_reached, "reached")
            self._fill_box([self._stand_in])
        return mime_bundle(self.widget, self.summary(), None if app else self._framed(picture),
                           **kwargs)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.session.module.to_notation(self.session.state)!r})"

    # ------------------------------------------------------------ entry points: pixels

    @guarded
    @passive
    def hover(self, x: float, y: float) -> None:
        """Mouse at canvas pixel (x, y): the session previews the key it maps to."""
        self.come_alive()
        if not self.session.bad_pixel(x, y):
            self.session.hover_key(self.hit(x, y))

    @guarded
    def click(self, x: float, y: float) -> None:
        """Click at canvas pixel (x, y)."""
        self.come_alive()
        if not self.session.bad_pixel(x, y):
            self.session.click_key(self.hit(x, y))

    @guarded
    @passive
    def _mouse_out(self, x: float = 0, y: float = 0) -> None:
        self.session.hover_key(None)

    @guarded
    def _key_down(self, key: str, *modifiers: Any) -> None:
        """A key pressed on the canvas (shift, ctrl and meta are not used)."""
        self.session.key_down(key)

    @guarded
    def redraw(self) -> None:
        """Repaint every layer from state (also run when a browser view becomes ready)."""
        self.come_alive()
        self.layout_scene()
        self.refresh(full=True)

    # ------------------------------------------------------------ widget callbacks

    def _on_more(self, change) -> None:
        if not self._syncing:
            self.show_controls(change["new"])

    def _on_computer_box(self, change) -> None:
        if not self._syncing:
            self.session.set_computer(change["new"])

    def _on_hints_box(self, change) -> None:
        if not self._syncing:
            self.session.set_hints(change["new"])

    def _on_lang_toggle(self, change) -> None:
        if not self._syncing:
            self.session.set_lang(change["new"])

    def _on_puzzle_pick(self, change) -> None:
        if not self._syncing:
            self.session.pick_puzzle(change["new"])

    def _on_move_text(self, change) -> None:
        if not self._syncing and change["new"].strip():
            self._play_from_box()

    @guarded
    def _play_from_box(self) -> None:
        """The move box: its moves are played (:meth:`Session.play_moves`); once all were,
        the box is emptied."""
        text = self._move_text.value.strip()
        if text and self.session.play_moves(text):
            self._syncing = True
            try:
                self._move_text.value = ""
            finally:
                self._syncing = False

    # ------------------------------------------------------------ the View protocol

    def refresh(self, full: bool = False, pieces: bool = True, draw: bool = True) -> None:
        """Show the session's state: the texts now, the canvas layers soon (all of them if
        ``full``, else the pieces (optional), the selection and the highlight; none if not
        ``draw``).

        The explanation is what the learner waits for, so the texts (panel, info strip,
        controls) go out first and the canvas commands follow (:meth:`_draw_soon`); the
        panel leaves the kernel before the other texts are even built."""
        self._render_panel()
        send_queued_messages()
        self.render_extra_views()
        if pieces or full:
            self.layout_scene()              # hit-testing reads it: kept in step at once
        self._render_info()
        self._sync_controls()
        if draw:
            self._draw_soon(full=full, pieces=pieces or full)

    def show_hover(self) -> None:
        self._render_panel()                         # the verdict first, then its highlight
        self._draw_soon()

    def _draw_soon(self, full: bool = False, pieces: bool = False) -> None:
        """Draw the layers that changed after the texts set before: in a kernel on the
        painter thread, a moment later (merged with what is already waiting there);
        elsewhere at once."""
        if self._showing_paint_error:
            return          # the failed drawing is not posted again (it would fail forever)
        if not paints_later():
            send_queued_messages()
            self._draw_layers(full, pieces)
            return
        if self._unpainted is not None:
            full, pieces = full or self._unpainted[0], pieces or self._unpainted[1]
        self._unpainted = (full, pieces)
        PAINTER.post(self, self._paint_unpainted)

    @guarded
    @passive
    def _paint_unpainted(self) -> None:
        """The painter thread's work: draw what :meth:`_draw_soon` left."""
        if self._unpainted is not None:
            full, pieces = self._unpainted
            self._unpainted = None
            try:
                self._draw_layers(full, pieces)
            except Exception as exc:  # noqa: BLE001  (shown in the panel and logged)
                # The error shows in the panel; the layers that failed are not recorded as
                # painted, so the next change draws them again. Redrawing now would post
                # the same failing paint again, forever.
                self._showing_paint_error = True
                try:
                    self.session._show_exception(exc)
                finally:
                    self._showing_paint_error = False

    def layer_painters(self, full: bool = True, pieces: bool = True
                       ) -> list[tuple[str, Callable[[Any], None]]]:
        """(layer name, its drawing function of a canvas), bottom first: the background if
        ``full``, the pieces if ``pieces``, then the selection and the highlight."""
        session = self.session
        paint: list[tuple[str, Callable[[Any], None]]] = []
        if full:
            paint.append(("background", self.draw_background))
        if pieces:
            paint.append(("pieces", lambda c: self.draw_pieces(
                c, session.shown_state, live=not session.replaying)))
        paint.append(("selection", self._paint_selection))
        paint.append(("highlight", lambda c: self.draw_marks(c, session.shown_feedback)))
        return paint

    def _draw_layers(self, full: bool, pieces: bool) -> None:
        """Record the layers to draw (:class:`widgets.draw.Recorder`) and send, in one
        ``hold_canvas`` batch, those whose commands differ from what they were last
        painted with (all of them if ``full``). A hover then sends its highlight alone,
        not the unchanged selection layer under it; a click that changes nothing on the
        board sends no canvas message. A layer drawn in boxed parts (a board's cached
        regions) is repainted only in the boxes of the parts that changed
        (:func:`widgets.draw.repaint`)."""
        if full:
            forget_current_canvas(self.canvas)     # a new browser view knows no canvas yet
        changed = []
        for name, draw in self.layer_painters(full, pieces):
            recording = D.Recorder()
            draw(recording)
            before = self._painted.get(name)
            if full or before is None:
                changed.append((name, recording, None))
            elif recording.ops != before.ops:
                changed.append((name, recording,
                                D.repaint(before, recording, self.WIDTH, self.HEIGHT)))
        if not changed:
            return
        with canvas_batch():
            for name, recording, patch in changed:
                self._painted.pop(name, None)        # half-painted if the replay fails
                layer = self.layers[name]
                if patch is None:
                    layer.clear()
                    recording.replay(layer)
                else:
                    patch.replay(layer)
                self._painted[name] = recording

    def show_text(self, lines: Sequence[Line]) -> None:
        self.panel.value = panel_html(lines, self.WIDTH)

    # ------------------------------------------------------------ the timed replay's clock

    @property
    def closed(self) -> bool:
        """Whether the board's widgets were closed (``board.widget.close()``): nothing of
        it is shown any more."""
        return self.alive and (self.widget.comm is None or self.canvas.comm is None)

    def schedule_tick(self, tick: Callable[[], None] | None, delay: float = 0.0) -> None:
        """The session's timed replay: in a kernel, run ``tick`` on the painter thread
        ``delay`` seconds from now, instead of the step pending (``None``: cancel it);
        elsewhere nothing (no clock: tests call ``session.tick()``)."""
        if not paints_later():
            return
        key = (self, "tick")
        PAINTER.cancel(key)
        if tick is not None:
            PAINTER.post(key, functools.partial(self._run_tick, tick), delay)

    @guarded
    @passive
    def _run_tick(self, tick: Callable[[], None]) -> None:
        """The painter thread's step of the timed replay: none once the board is closed
        (the replay stops)."""
        if self.closed:
            if self.session.view is self:
                self.session.pause()
            return
        tick()

    def show_playing(self) -> None:
        if self.alive:
            self._show_play_button()

    def _show_play_button(self) -> None:
        """The Play / Pause toggle: what a click does, in the session's language; disabled
        when there is nothing to replay, as the step buttons are."""
        session = self.session
        name = "pause_steps" if session.playing else "play_steps"
        b = self._play_button
        b.description = render(Msg(f"ui.button.{name}"), session.lang)
        b.tooltip = render(Msg(f"ui.tooltip.{name}"), session.lang)
        b.disabled = not session.story_events

    def setup_reset(self) -> None:
        if self._extras is not None:
            self.sync_setup()

    def setup_values(self) -> dict[str, Any] | None:
        """What the setup row holds (``None`` when it was never shown); the games' views
        name their settings in :meth:`read_setup`."""
        return None if self._extras is None else self.read_setup()

    def _show_lang(self) -> None:
        """The board box's class names its language (the kernel-lost notice's text)."""
        lang = self.session.lang
        if self._board_box is not None and lang != self._shown_lang:
            self._board_box.remove_class(f"rt-lang-{self._shown_lang}")
            self._board_box.add_class(f"rt-lang-{lang}")
            self._shown_lang = lang

    def relabel_all(self) -> None:
        self._show_lang()
        lang = self.session.lang
        self._syncing = True
        try:
            for name, b in self._buttons.items():
                b.description = render(Msg(f"ui.button.{name}"), lang)
                tip = f"ui.tooltip.{name}"
                if tip in _messages.MESSAGES:
                    b.tooltip = render(Msg(tip), lang)
            self._hints_box.description = render(Msg("ui.label.hints"), lang)
            self._hints_box.tooltip = render(Msg("ui.tooltip.hints"), lang)
            self._show_play_button()
            self._more.description = render(Msg("ui.button.more"), lang)
            self._more.tooltip = render(Msg("ui.tooltip.more"), lang)
            if self._extras is not None:
                session = self.session
                self._move_text.placeholder = render(Msg("ui.placeholder.move",
                                                         example=session.MOVE_EXAMPLE), lang)
                options = [(render(Msg("ui.label.free_play"), lang), "")]
                options += [(p.text("title", lang), p.id) for p in session.puzzles()]
                current = session.puzzle.id if session.puzzle is not None else ""
                self._puzzle_pick.options = options
                self._puzzle_pick.value = current
                self._computer_box.description = render(Msg("ui.label.computer"), lang)
                self._computer_box.placeholder = render(Msg("ui.placeholder.computer"), lang)
                self._computer_box.tooltip = render(Msg("ui.tooltip.computer"), lang)
                self.relabel()
        finally:
            self._syncing = False

    # ------------------------------------------------------------ rendering

    def _render_panel(self) -> None:
        self.panel.value = panel_html(self.session.panel_lines(), self.WIDTH)

    def _paint_selection(self, c: Any) -> None:
        if not self.session.replaying:
            self.draw_selection(c, self.session.state)

    def _render_info(self) -> None:
        session = self.session
        parts = self.info_parts(session.lang)
        self.info.value = ('<div style="font-family:sans-serif;font-size:13px;'
                           f'padding:3px 2px;{WRAP}">' + " · ".join(parts) + "</div>")
        if session.puzzle is None:
            self.question.layout.display = "none"
            self.question.value = ""
            return
        lang, p = session.lang, session.puzzle
        title = render(Msg("ui.puzzle.question", title=p.text("title", lang)), lang)
        rules = render(Msg("ui.puzzle.rules", rules=list(p.rules)), lang)
        self.question.value = (
            '<div style="font-family:sans-serif;font-size:14px;padding:6px 10px;'
            f'border-left:4px solid #1c6dd0;background:#eef4fc;margin-bottom:4px;{WRAP}">'
            f'<b>{html.escape(title)}</b><br>{html.escape(p.text("question", lang))}'
            f'<br><span style="color:#555;font-size:12px">{html.escape(rules)}</span></div>')
        self.question.layout.display = None

    def _sync_controls(self) -> None:
        session = self.session
        self._syncing = True
        try:
            self._buttons["undo"].disabled = not session.can_undo
            self._buttons["redo"].disabled = not session.can_redo
            no_story = not session.story_events
            for name in ("replay", "prev", "next"):
                self._buttons[name].disabled = no_story
            self._show_play_button()
            self._hints_box.value = session.hints
            self._lang_toggle.value = session.lang
            if self._extras is not None:
                self._buttons["reset_puzzle"].disabled = session.puzzle is None
                self._buttons["show_answer"].disabled = session.puzzle is None
                wanted = session.puzzle.id if session.puzzle is not None else ""
                if self._puzzle_pick.value != wanted:
                    self._puzzle_pick.value = wanted
                self._buttons["computer_play"].disabled = not session.computer_asked()
                self._buttons["undo_turn"].disabled = not session.can_undo
                if self._computer_box.value != session.computer_text:
                    self._computer_box.value = session.computer_text
        finally:
            self._syncing = False

    def origin_parts(self, lang: str) -> list[str]:
        """The info strip's last parts (HTML): where the position comes from (a puzzle, a
        seed, typed notation), the computer seats and, while replaying, which step is
        shown."""
        session = self.session
        if session.puzzle is not None:
            origin = Msg("ui.info.puzzle", title=session.puzzle.text("title", lang))
        elif session.seed is not None:
            origin = Msg("ui.info.seed", seed=session.seed)
        else:
            origin = Msg("ui.info.from_notation")
        parts = [html_msg(origin, lang)]
        seats = session.computer_at_table()
        if seats and session.puzzle is None:
            parts.append(html_msg(Msg("ui.info.computer", seats=[seat_name(s) for s in seats]),
                                  lang))
        step = session.step_shown
        if step is not None:
            parts.append("<i>" + html_msg(Msg("ui.info.replay", i=step[0], n=step[1]), lang)
                         + "</i>")
        return parts

    # ------------------------------------------------------------ hooks with defaults

    def extra_views(self) -> Sequence[W.Widget]:
        """Hook: views shown below the panel (built once, e.g. a score sheet)."""
        return ()

    def render_extra_views(self) -> None:
        """Hook: refresh :meth:`extra_views` from the shown state (on every refresh)."""

    # ------------------------------------------------------------ the new-game row

    @property
    def game_id(self) -> str:
        """The game's id (``pook``), as its catalog keys name it."""
        return self.session.GAME.__name__.rpartition(".")[2]

    def setup_rows(self) -> Sequence[W.Widget]:
        """The new-game row, built from the game's ``Options`` (:func:`settings`): one
        control per setting (a check box for a switch, a menu otherwise, labelled from the
        catalog), then the seed, "Show all cards" (games with hidden hands) and New game,
        wrapped onto as many lines as the board's width needs."""
        session = self.session
        initial = {"style": {"description_width": "initial"}}
        self._settings: dict[str, tuple[Setting, W.Widget]] = {}
        controls: list[W.Widget] = []
        for s in settings(session.GAME.Options):
            if s.switch:
                control = W.Checkbox(value=s.default, indent=False,
                                     layout=W.Layout(width="auto"))
            else:            # a menu of choice indices: values such as None stay values
                control = W.Dropdown(options=[(value_text(v), i)
                                              for i, v in enumerate(s.choices)],
                                     value=s.choices.index(s.default),
                                     layout=W.Layout(width="auto"), **initial)
            self._settings[s.name] = (s, control)
            controls.append(control)
        self._seed_box = W.IntText(value=0, layout=W.Layout(width="130px"), **initial)
        controls.append(self._seed_box)
        self._teaching_box = None
        if session.has_secrets:
            self._teaching_box = W.Checkbox(value=True, indent=False,
                                            layout=W.Layout(width="auto"))
            controls.append(self._teaching_box)
        self._new_button = W.Button(layout=W.Layout(width="130px"))
        self._new_button.on_click(lambda _b: session.new_game())
        controls.append(self._new_button)
        return [W.HBox(controls, layout=W.Layout(width=f"{self.WIDTH}px", flex_flow="row wrap",
                                                 grid_gap="2px 6px"))]

    def relabel(self) -> None:
        """The new-game row's texts in the session's language."""
        lang, game = self.session.lang, self.game_id
        for name, (s, control) in self._settings.items():
            control.description = setting_label(game, name, lang)
            if isinstance(control, W.Dropdown):
                index = control.value
                control.options = [(value_label(game, name, v, lang), i)
                                   for i, v in enumerate(s.choices)]
                control.value = index
        self._seed_box.description = render(Msg("ui.label.seed"), lang)
        if self._teaching_box is not None:
            self._teaching_box.description = render(Msg("ui.label.teaching"), lang)
            self._teaching_box.tooltip = render(Msg("ui.label.teaching_tip"), lang)
        self._new_button.description = render(Msg("ui.button.new_game"), lang)

    def sync_setup(self) -> None:
        """The new-game row shows the live game's settings (after a new game or position)."""
        session = self.session
        options = session.table().options
        for name, (s, control) in self._settings.items():
            value = getattr(options, name)
            if s.switch:
                control.value = bool(value)
            elif value in s.choices:
                control.value = s.choices.index(value)
        if self._teaching_box is not None:
            self._teaching_box.value = session.teaching
        if session.seed is not None:
            self._seed_box.value = session.seed

    def read_setup(self) -> dict[str, Any]:
        """What the new-game row holds: the options, the seed and the view."""
        session = self.session
        values = {name: (control.value if s.switch else s.choices[control.value])
                  for name, (s, control) in self._settings.items()}
        teaching = (session.teaching if self._teaching_box is None
                    else self._teaching_box.value)
        return {"options": dataclasses.replace(session.table().options, **values),
                "seed": self._seed_box.value, "teaching": teaching}

    def setup_value(self, name: str) -> Any:
        """The value the new-game row shows for setting ``name`` (opens the row)."""
        self._build_extras()
        s, control = self._settings[name]
        return control.value if s.switch else s.choices[control.value]

    def choose_setup(self, name: str, value: Any) -> None:
        """Set setting ``name`` of the new-game row to ``value``, as the learner would (the
        next New game deals it); ``seed`` and ``teaching`` name their boxes."""
        self._build_extras()
        if name == "seed":
            self._seed_box.value = value
        elif name == "teaching":
            self._teaching_box.value = bool(value)
        else:
            s, control = self._settings[name]
            control.value = bool(value) if s.switch else s.choices.index(value)

    def draw_selection(self, c: Any, state: Any) -> None:
        """Hook: the live pick (``session.selection``), on the selection layer."""

    def info_parts(self, lang: str) -> list[str]:
        return []

    def layout_scene(self) -> None:
        raise NotImplementedError

    def hit(self, x: float, y: float) -> Key:
        raise NotImplementedError

    def draw_background(self, c: Any) -> None:
        raise NotImplementedError

    def draw_pieces(self, c: Any, state: Any, live: bool) -> None:
        raise NotImplementedError

    def draw_marks(self, c: Any, feedback: Feedback) -> None:
        raise NotImplementedError
