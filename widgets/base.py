"""What every board shares: canvas layers, the explanation panel, controls, history, replay.

A game's board subclasses :class:`Board` and supplies the game-specific parts (hooks listed
in the class docstring); everything here is game-agnostic and talks to the engine only
through the game module's plain functions (``check``, ``apply``, ``parse_move``,
``format_move``, ``from_notation``, ``to_notation``, ``PUZZLES``).

Flow (DESIGN, "Widgets"): pixel -> key (pure, :mod:`widgets.geometry`) -> candidate move ->
``check`` -> verdict shown, its focus highlighted -> if legal, ``apply`` -> the events, with a
step-through that draws each event's snapshot -> redraw.

Decisions worth knowing (measured pitfalls in the project's browser notes):

* **Layers.** ``background`` (board and hand tray), ``pieces`` (the position, sites,
  selection), ``highlight`` (hover preview, verdict focus, replay focus: ``clear()`` plus a
  few shapes), ``top`` (left empty: it receives the mouse events).
* **Drawing is a pure function** of (shown state, selection, feedback, layout), batched in
  ``hold_canvas()``, and can repaint everything at any time: :meth:`Board.redraw` runs on
  ``on_client_ready`` (commands sent before a browser view existed are lost).
* **Hover coalescing.** ``hover(x, y)`` maps the pixel to a key (pure arithmetic) and
  returns at once when the key has not changed; a changed key costs one cached verdict
  lookup (the cache holds every verdict computed for the shown position, cleared when the
  position changes), one small highlight redraw and one panel update — about a
  millisecond, well under the ~10 ms at which the notes recommend a coalescing timer, so
  no timer is used.
* **Errors are shown, never swallowed.** Every entry point (public method or widget
  callback) is wrapped: on an exception the session (history, selection, replay, puzzle,
  panel) is restored to what it was, the error and the end of its traceback are shown in
  the panel, logged, and kept in ``board.last_error``. Bad input (notation, ids, clicks
  off the board) is not an error: it gets a clear message in the current language.
* **Fixed size.** The canvas has a fixed pixel size and a fixed ``layout.width`` so the
  front end (Voilà in particular) does not stretch it; clicks then arrive in canvas pixels.
"""

from __future__ import annotations

import functools
import html
import logging
import numbers
import os
import random
import re
import traceback
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as W
from ipycanvas import MultiCanvas, hold_canvas

from tutor.core import LANGUAGES, Msg, NotationError, TutorError, only_seat, render, seat_name
from tutor.core.errors import EXCERPT_WIDTH, excerpt
from tutor.core.policy import choose
from tutor.core.puzzles import PuzzleResult, judge, load_puzzle_file
from tutor.core.turns import asked_seats

from . import messages as _messages  # noqa: F401  (registers the ui.* catalog)

log = logging.getLogger(__name__)

LAYERS = ("background", "pieces", "selection", "highlight")

Key = Hashable   # what a pixel maps to: ("cell", (r, p)), ("hand", 2), ...; None is nothing
CURTAIN: Key = ("curtain", None)   # hot seat: the hidden hand the next player clicks


# ---------------------------------------------------------------- panel content

@dataclass(frozen=True)
class Line:
    """One line of the explanation panel.

    ``kind``: ``head`` (headline), ``ok`` / ``fail`` / ``warn`` (a rule passed, failed,
    or forecasts mayhem), ``info``, ``note``, ``event``, ``now`` (the replayed event),
    ``pre`` (monospace, e.g. notation with a caret), ``error``.
    """

    kind: str
    text: str


Texts = Callable[[str], Sequence[Line]]   # panel content as a function of the language


@dataclass(frozen=True)
class Mark:
    """A highlight: ``target`` is a key (``("cell", (1, 0))``), ``style`` a board style name."""

    target: Key
    style: str


@dataclass(frozen=True)
class Feedback:
    """What the panel and the highlight layer show: texts (any language), marks, a ghost."""

    texts: Texts
    marks: tuple[Mark, ...] = ()
    ghost: Any = None


def with_note(feedback: Feedback, msg: Msg) -> Feedback:
    """``feedback`` with one more line at the end (a note)."""
    texts = feedback.texts
    return Feedback(lambda lang: [*texts(lang), Line("note", render(msg, lang))],
                    feedback.marks, feedback.ghost)


def joined(*feedbacks: Feedback | None) -> Feedback | None:
    """Several feedbacks shown one after the other (``None`` ones left out), or ``None``."""
    parts = [f for f in feedbacks if f is not None]
    if len(parts) <= 1:
        return parts[0] if parts else None
    return Feedback(lambda lang: [line for f in parts for line in f.texts(lang)],
                    tuple(m for f in parts for m in f.marks),
                    next((f.ghost for f in parts if f.ghost is not None), None))


# ---------------------------------------------------------------- user text, bounded

#: The longest run of characters without a space that the panel shows as it is. A longer
#: one (a 500-character bad move, a pasted line, echoed by a message) is cut to an excerpt
#: of :data:`~tutor.core.errors.EXCERPT_WIDTH` characters, as notation errors cut a long
#: position; the panel's CSS also wraps anywhere, so nothing ever widens the board.
LONG_RUN = 72
_LONG_RUN = re.compile(r"\S{%d,}" % (LONG_RUN + 1))


def echo(value: Any) -> str:
    """User input quoted back in a message: text as typed, anything else as its ``repr``;
    at most :data:`~tutor.core.errors.EXCERPT_WIDTH` characters (cut with ``…``)."""
    return excerpt(value if isinstance(value, str) else repr(value), 0)[0]


def bound_text(text: str) -> str:
    """``text`` with every run of more than :data:`LONG_RUN` non-space characters cut to
    an excerpt (its beginning and ``…``)."""
    if len(text) <= LONG_RUN:
        return text
    return _LONG_RUN.sub(lambda m: echo(m.group()), text)


def bounded(lines: Sequence[Line]) -> list[Line]:
    """Panel lines with long runs cut (:func:`bound_text`). ``pre`` lines are left whole:
    notation excerpts are short already, and a traceback must stay exact (the panel
    scrolls them sideways instead)."""
    return [line if line.kind == "pre" else Line(line.kind, bound_text(line.text))
            for line in lines]


def kind_of(value: Any) -> str:
    """The Python type of a wrong input, for the messages that refuse it (``int``)."""
    return type(value).__name__


@functools.lru_cache(maxsize=None)
def position_example(module: Any) -> str:
    """The start of a position in ``module``'s notation (``fp1 players=2 …``)."""
    text = module.to_notation(module.initial_state(module.Options(), 0))
    return " ".join(text.split()[:2]) + " …"


def position_type_feedback(module: Any, position: Any) -> Feedback:
    """Why ``position`` (neither notation text nor a state of ``module``) cannot be loaded."""
    msg = Msg("ui.position_type", example=position_example(module), given=echo(position),
              kind=kind_of(position))
    return Feedback(lambda lang: [Line("head", render(Msg("ui.bad_position"), lang)),
                                  Line("fail", render(msg, lang))])


def msg_lines(kind: str, *msgs: Msg) -> Texts:
    """Texts made of catalog messages, all of one kind."""
    return lambda lang: [Line(kind, render(m, lang)) for m in msgs]


def verdict_lines(verdict, lang: str, *, forecasts: bool = True) -> list[Line]:
    """A verdict's headline and reasons (the text of ``verdict.explain``). Without
    ``forecasts``, only the binding reasons."""
    lines = [Line("head", verdict.headline(lang))]
    for reason in verdict.reasons:
        if not forecasts and not reason.binding:
            continue
        kind = "ok" if reason.ok else ("fail" if reason.binding else "warn")
        lines.append(Line(kind, "  " + reason.explain(lang)))   # as Verdict.explain
    return lines


def result_lines(result: PuzzleResult, lang: str) -> list[Line]:
    """A puzzle judgement: the result message, then the verdict of the attempt's first move."""
    return [Line("ok" if result.correct else "fail", render(result.msg, lang)),
            *verdict_lines(result.verdict, lang)]


def notation_lines(error: NotationError, lang: str) -> list[Line]:
    """A notation error: its message (a line that wraps; the text it quotes cut to an
    excerpt when long), then the excerpt with its caret (monospace)."""
    message, full = render(error.msg, lang), error.explain(lang)
    if full.startswith(message):                # the message, then the excerpt and caret
        rest = full[len(message):].lstrip("\n")
    else:
        message, rest = full, ""
    text = error.text
    if isinstance(text, str) and len(text) > EXCERPT_WIDTH and text in message:
        message = message.replace(text, echo(text))
    lines = [Line("fail", message)]
    if rest:
        lines.append(Line("pre", rest))
    return lines


def notation_feedback(head: Msg, error: NotationError) -> Feedback:
    """A headline and the notation error with its caret (bound now: ``except`` names die)."""
    return Feedback(lambda lang: [Line("head", render(head, lang)),
                                  *notation_lines(error, lang)])


def exception_feedback(exc: BaseException) -> Feedback:
    """Bad input that escaped a handler is explained; anything else is shown as a bug."""
    if isinstance(exc, NotationError):
        return notation_feedback(Msg("ui.bad_notation"), exc)
    if isinstance(exc, TutorError):
        return Feedback(lambda lang: [Line("fail", exc.explain(lang))])
    detail = f"{type(exc).__name__}: {exc}"
    where = "".join(traceback.format_exception(exc)[-3:]).rstrip()
    return Feedback(lambda lang: [Line("error", render(Msg("ui.error", error=detail), lang)),
                                  Line("pre", where)])


def plain_text(lines: Sequence[Line]) -> str:
    return "\n".join(line.text for line in lines)


_STYLE = {
    "head": "font-weight:600;font-size:15px;margin-bottom:2px",
    "ok": "color:#1e7b34",
    "fail": "color:#b3261e",
    "warn": "color:#9a5200",
    "info": "",
    "note": "color:#666",
    "event": "padding-left:14px",
    "now": "padding-left:14px;font-weight:600;background:#fff1b8;border-radius:3px",
    "pre": "font-family:monospace;white-space:pre;overflow-x:auto;color:#b3261e",
    "error": "color:#fff;background:#b3261e;padding:2px 6px;border-radius:3px",
}


#: Long words (user text echoed back, a teacher's puzzle title) break rather than widen
#: the panel, the info strip or the puzzle question beyond the board's width.
WRAP = "overflow-wrap:anywhere;word-break:break-word"

#: The canvas takes keyboard focus on click (ipycanvas); no key is used, so no focus ring.
_BOARD_CSS = "<style>.rt-board:focus, .rt-board canvas:focus { outline: none; }</style>"


#: A cited rule ID, e.g. ``(POOK-COST-1)``: kept on one line in the panel.
_RULE_ID = re.compile(r"\(([A-Z]{2,}(?:-[A-Z0-9]+)+)\)")


def panel_html(lines: Sequence[Line], width: int) -> str:
    def cell(text: str) -> str:
        return _RULE_ID.sub(r'<span style="white-space:nowrap">(\1)</span>', html.escape(text))

    body = "".join(f'<div style="{_STYLE.get(line.kind, "")}">{cell(line.text)}</div>'
                   for line in lines)
    return (f'<div class="rt-panel" style="font-family:sans-serif;font-size:14px;'
            f'line-height:1.45;padding:8px 10px;border:1px solid #d9d4c7;border-radius:6px;'
            f'background:#fcfbf7;min-height:150px;width:{width}px;max-width:{width}px;'
            f'box-sizing:border-box;{WRAP}">{body}</div>')


def _is_number(v: Any) -> bool:
    return isinstance(v, numbers.Real) and not isinstance(v, bool)


# ---------------------------------------------------------------- history

@dataclass(frozen=True)
class Entry:
    """A position in the history and the outcome that led to it (None at the start)."""

    state: Any
    outcome: Any = None


@dataclass(frozen=True)
class History:
    entries: tuple[Entry, ...]
    index: int = 0

    @staticmethod
    def start(state: Any) -> "History":
        return History((Entry(state),), 0)

    @property
    def current(self) -> Entry:
        return self.entries[self.index]

    @property
    def state(self) -> Any:
        return self.current.state

    @property
    def can_undo(self) -> bool:
        return self.index > 0

    @property
    def can_redo(self) -> bool:
        return self.index < len(self.entries) - 1

    def push(self, entry: Entry) -> "History":
        return History(self.entries[:self.index + 1] + (entry,), self.index + 1)

    def undo(self) -> "History":
        return History(self.entries, self.index - 1)

    def redo(self) -> "History":
        return History(self.entries, self.index + 1)

    def outcomes(self) -> list[Any]:
        """Outcomes from the start to the current position."""
        return [e.outcome for e in self.entries[1:self.index + 1]]


@dataclass(frozen=True)
class Chapter:
    """A later move told in the same story (a computer seat's reply): its lines (any
    language) and where its events start among the story's events."""

    header: Texts
    start: int


@dataclass(frozen=True)
class Story:
    """The consequences being shown: a header (any language) and the ordered events.

    ``chapters``: the moves that followed in the same story (the computer seats' replies),
    each with its own lines before its events; the events stay one sequence, numbered and
    stepped through from the first move's to the last. ``tail``: the last lines in the live
    position (instead of the board's ``followup``)."""

    header: Texts
    events: tuple[Any, ...] = ()
    chapters: tuple[Chapter, ...] = ()
    tail: Texts | None = None


NO_STORY = Story(lambda lang: [])


# ---------------------------------------------------------------- canvas helpers

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


# ---------------------------------------------------------------- error wrapping

def guarded(method: Callable) -> Callable:
    """Wrap an entry point: on an exception restore the session and show the error.

    Nested calls (an entry point calling another) are guarded once, by the outermost.
    """

    @functools.wraps(method)
    def wrapper(self: "Board", *args, **kwargs):
        if self._guard_depth:
            return method(self, *args, **kwargs)
        saved = self._save_session()
        self._guard_depth += 1
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # shown in the panel and logged, never swallowed
            self._restore_session(saved)
            self._show_exception(exc)
            return None
        finally:
            self._guard_depth -= 1

    return wrapper


# ---------------------------------------------------------------- the board

class Board:
    """A game board: a ``VBox`` of an info strip, a layered canvas, controls and a panel.

    Subclass hooks (the game-specific parts):

    * ``layout_scene()`` — compute the pixel layout from the shown position(s);
    * ``hit(x, y) -> key | None`` — pure pixel -> key;
    * ``preview(key) -> Feedback | None`` — hover (use :meth:`verdict` for cached checks);
    * ``activate(key)`` — click;
    * ``draw_background(c)``, ``draw_pieces(c, state, live)``, ``draw_marks(c, feedback)``;
      ``draw_selection(c, state)`` — what only the pick changes (the picked piece, where it
      may go), on a layer of its own between the pieces and the hover highlights, so that
      picking redraws that layer and a hover redraws only the highlights;
    * ``info_parts(lang) -> list[str]`` — the info strip (HTML snippets);
    * ``prompt(lang) -> list[Line]`` — what to do now in the live position;
    * ``verdict_marks(verdict, move)``, ``event_marks(event)`` — highlights;
    * ``starts_story(outcome)`` — whether an outcome begins a new step-through (default:
      every outcome); ``attempt_complete(state)`` — a puzzle attempt may be judged;
    * ``setup_rows()`` — extra control rows (new game...); ``relabel()`` — their texts.

    Hidden hands (``HIDDEN_HANDS = True``): in the play view (``teaching`` false) a board is
    played hot seat, around one screen. When the seat to act changes, a curtain falls: the
    board draws nobody's private information (``viewer(state)`` is ``None``) until the
    player takes the screen, by clicking where the board's ``hit`` answers ``CURTAIN`` (its
    hidden hand) or with :meth:`take_screen`.

    Computer seats (free play only): :meth:`set_computer` (or ``computer_seats = {1, 2}``,
    0-based; the setup box and ``set_computer("2,3")`` take 1-based player numbers, as the
    notation's ``p2:``) names the seats the computer plays, with
    :func:`tutor.core.policy.choose`. Whenever the live position asks one of them — after a
    learner's move, an undo or redo, a new game or position, setting the seats, at start —
    :meth:`_drive` commits the computer's moves one after another through :meth:`commit`
    (the learner's own path: verdict, history, story) until a human seat is asked or the
    game is over, at most :attr:`COMPUTER_LIMIT` in a row (then it says so and
    :meth:`computer_play` goes on). The story shown is the learner's move followed by one
    chapter per computer move (its verdict, then its events), stepped through as one. Undo
    goes back to the learner's last decision; a computer seat never takes the screen (its
    hand stays hidden in the play view) and a learner cannot move for it.
    """

    WIDTH = 760
    HEIGHT = 440
    MOVE_EXAMPLE = ""
    SESSION_FIELDS = ("history", "selection", "puzzle", "hints", "lang", "_story", "_cursor",
                      "_feedback", "_hover_key", "_hover_feedback", "_verdicts", "_at_screen",
                      "_computer")
    HIDDEN_HANDS = False
    #: The most computer moves played in a row before the board pauses and says so (a guard
    #: against loops, and against a long wait when every seat is the computer's).
    COMPUTER_LIMIT = 40
    #: Mixed into the computer's seed with the position: the same position gets the same
    #: computer move, whatever was undone before.
    computer_seed = 0
    GAME: Any = None          # the engine module (``tutor.<game>``), for :meth:`_open`
    teaching = True
    seed: int | None = None

    def __init__(self, module: Any, state: Any, *, lang: str = "en", hints: bool = True):
        self.module = module
        self._guard_depth = 0
        self._teacher_puzzles: tuple[Any, ...] = ()   # from load_puzzle_file, searched first
        self._syncing = False
        self.last_error: BaseException | None = None
        bad_lang = lang not in LANGUAGES
        self.lang = "en" if bad_lang else lang
        self.hints = bool(hints)
        self._computer: frozenset[int] = frozenset()   # seats the computer plays (0-based)
        self._driving = False                           # the computer is moving (_drive)
        self._quiet = 0                                 # > 0: no redraw until the drive ends
        self.history = History.start(state)
        self.selection: Any = None
        self.puzzle: Any = None
        self._at_screen: int | None = None       # hot seat: the seat that took the screen
        self._story = NO_STORY
        self._cursor: int | None = None
        self._feedback = Feedback(lambda lang: self.prompt(lang))
        self._hover_key: Key = None
        self._hover_feedback: Feedback | None = None
        self._verdicts: dict[Any, Any] = {}
        self._build_widgets()
        self._refresh(full=True)
        #: a refused ``lang`` (said in the panel, with what is shown instead)
        self._bad_lang: Msg | None = None
        if bad_lang:
            self._bad_lang = Msg("ui.bad_language", lang=echo(lang), choices=list(LANGUAGES))
            self._set_feedback(with_note(Feedback(msg_lines("fail", self._bad_lang)),
                                         Msg("ui.fallback_lang")))

    def _open(self, position: Any, deal: Callable[[], tuple[Any, Feedback | None]], *,
              lang: str, puzzle: str | None, computer: Any = None) -> None:
        """What every board's constructor does once its own fields are set (``module``:
        the class's ``GAME``). ``position``: notation, a state, or None (``deal()`` a new
        game: ``(state, None)`` or ``(None, why not)``). When it cannot be used, the panel
        says why and that a new game (seed 0) is shown instead. Free play and puzzles open
        the extra rows.

        Every refused setting says one thing: the reason, then what is shown instead (never
        "nothing changed": there was nothing before). A bad language, position (or game
        setting), puzzle id and computer seats are each said, in that order.

        ``computer``: the seats the computer plays (see :meth:`set_computer`); once the
        board is open, it plays at once if the position asks one of them."""
        module = self.GAME
        state, problem = None, None          # problem: why position / settings were refused
        if position is None:
            state, problem = deal()
        else:
            self.seed = None
            if isinstance(position, str):
                try:
                    state = module.from_notation(position)
                except NotationError as exc:
                    problem = notation_feedback(Msg("ui.bad_position"), exc)
            elif isinstance(position, module.State):
                state = position
            else:
                problem = position_type_feedback(module, position)
        if state is None:                       # fall back to a fresh default game
            self.seed = 0
            state = module.initial_state(module.Options(), 0)
        Board.__init__(self, module, state, lang=lang, hints=self.teaching)
        computer_problem = None
        if computer is not None:
            seats, computer_problem = self._parse_seats(computer)
            if seats is not None:
                self._computer = seats
        if position is None or puzzle is not None:
            self.show_controls()
        reasons = [problem] if problem is not None else []
        if self._bad_lang is not None:
            reasons.insert(0, Feedback(msg_lines("fail", self._bad_lang)))
        then = None                             # the puzzle's question, when it opened
        if puzzle is not None:
            if self.load_puzzle(puzzle):
                then = self._feedback
            else:
                reasons.append(self._feedback)
        if computer_problem is not None:
            reasons.append(computer_problem)
        if reasons:
            notes = []                              # what is shown instead, said once, last
            if self._bad_lang is not None:
                notes.append(Msg("ui.fallback_lang"))
            if problem is not None or then is None and puzzle is not None:
                notes.append(Msg("ui.fallback_game", seed=self.seed) if self.seed is not None
                             else Msg("ui.fallback_position"))
            if computer_problem is not None:
                notes.append(Msg("ui.computer.fallback"))
            self._set_feedback(joined(*reasons, Feedback(msg_lines("note", *notes)), then))
        self._autoplay()

    def refuse(self, problem: Feedback) -> bool:
        """A setting refused on a board already in use (``new_game``): the reason, and that
        nothing changed. Returns False (nothing was done)."""
        self._set_feedback(with_note(problem, Msg("ui.unchanged")))
        return False

    # ------------------------------------------------------------ widgets

    def _build_widgets(self) -> None:
        w = self.WIDTH
        self.canvas = MultiCanvas(len(LAYERS), width=w, height=self.HEIGHT,
                                  layout=W.Layout(width=f"{w}px", height=f"{self.HEIGHT}px"))
        self.layers = {name: self.canvas[i] for i, name in enumerate(LAYERS)}
        self.question = W.HTML(layout=W.Layout(width=f"{w}px", display="none"))
        self.info = W.HTML(layout=W.Layout(width=f"{w}px"))
        self.panel = W.HTML(layout=W.Layout(width=f"{w}px"))
        self._buttons: dict[str, W.Button] = {}
        undo = self._button("undo", 86, self.undo)
        redo = self._button("redo", 92, self.redo)
        replay = self._button("replay", 96, self.replay)
        prev = self._button("prev", 76, lambda: self.step(-1))
        nxt = self._button("next", 76, lambda: self.step(+1))
        self._hints_box = W.Checkbox(value=self.hints, indent=False,
                                     layout=W.Layout(width="84px"))
        self._hints_box.observe(self._on_hints_box, "value")
        self._lang_toggle = W.ToggleButtons(options=[("EN", "en"), ("FR", "fr")],
                                            value=self.lang, style={"button_width": "44px"},
                                            layout=W.Layout(width="108px"))
        self._lang_toggle.observe(self._on_lang_toggle, "value")
        self._more = W.ToggleButton(value=False, layout=W.Layout(width="80px"))
        self._more.observe(self._on_more, "value")
        history_row = W.HBox([undo, redo, replay, prev, nxt, self._hints_box,
                              self._lang_toggle, self._more], layout=W.Layout(width=f"{w}px"))
        # The setup and puzzle rows are built the first time they are shown: a notebook
        # holds dozens of lesson boards, and every widget is a model the page must load.
        self._extras: list[W.Widget] | None = None

        # Nothing above the canvas changes height while playing (only the puzzle question,
        # when a puzzle is loaded): a canvas that moves under the mouse would make the
        # pointer land on another cell.
        self.canvas.add_class("rt-board")
        self._rows = [self.question, self.canvas, self.info, history_row, self.panel,
                      *self.extra_views()]
        self.widget = W.VBox(list(self._rows), layout=W.Layout(width=f"{w + 4}px"))

        self.canvas.on_mouse_move(self.hover)
        self.canvas.on_mouse_down(self.click)
        self.canvas.on_mouse_out(self._mouse_out)
        self.canvas.on_client_ready(self.redraw)
        self._relabel_all()

    def _button(self, name: str, width: int, action: Callable[[], Any]) -> W.Button:
        b = W.Button(layout=W.Layout(width=f"{width}px"))
        b.on_click(lambda _b: action())
        self._buttons[name] = b
        return b

    def _build_extras(self) -> list[W.Widget]:
        if self._extras is None:
            w = self.WIDTH
            self._move_text = W.Text(continuous_update=False, layout=W.Layout(width="190px"))
            self._move_text.observe(self._on_move_text, "value")
            play = self._button("play", 70, self._play_from_box)
            self._puzzle_pick = W.Dropdown(layout=W.Layout(width="220px"))
            self._puzzle_pick.observe(self._on_puzzle_pick, "value")
            reset = self._button("reset_puzzle", 130, self.reset_puzzle)
            answer = self._button("show_answer", 140, self.show_answer)
            puzzle_row = W.HBox([self._puzzle_pick, reset, answer, self._move_text, play],
                                layout=W.Layout(width=f"{w}px"))
            # Free play: who the computer plays, under the game's own setup row(s).
            self._computer_box = W.Text(continuous_update=False,
                                        style={"description_width": "initial"},
                                        layout=W.Layout(width="330px"))
            self._computer_box.observe(self._on_computer_box, "value")
            go = self._button("computer_play", 200, self.computer_play)
            computer_row = W.HBox([self._computer_box, go], layout=W.Layout(width=f"{w}px"))
            self._extras = [*self.setup_rows(), computer_row, puzzle_row]
            self._relabel_all()
            self.sync_setup()
            self._sync_controls()
        return self._extras

    @guarded
    def show_controls(self, on: bool = True) -> None:
        """Show (or hide) the rows for new games, puzzles and typed moves ("More")."""
        extras = self._build_extras() if on else []
        self.widget.children = [*self._rows, *extras]
        self._syncing = True
        try:
            self._more.value = bool(on)
        finally:
            self._syncing = False

    def _on_more(self, change) -> None:
        if not self._syncing:
            self.show_controls(change["new"])

    def _on_computer_box(self, change) -> None:
        if not self._syncing:
            self.set_computer(change["new"])

    def _repr_mimebundle_(self, **kwargs):
        bundle = self.widget._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict):
            bundle["text/plain"] = repr(self)   # deterministic (nbval compares text/plain)
        return bundle

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.module.to_notation(self.state)!r})"

    # ------------------------------------------------------------ session (for error recovery)

    def _save_session(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.SESSION_FIELDS}

    def _restore_session(self, saved: dict[str, Any]) -> None:
        for name, value in saved.items():
            setattr(self, name, value)

    def _show_exception(self, exc: BaseException) -> None:
        self.last_error = exc
        if not isinstance(exc, TutorError):
            log.error("board handler failed", exc_info=exc)
        feedback = exception_feedback(exc)
        self._feedback = feedback
        self._hover_feedback = None
        try:
            self._refresh(full=True)
        except Exception as again:  # drawing itself is broken: still show the text
            log.error("board redraw failed", exc_info=again)
            self.panel.value = panel_html(bounded(feedback.texts(self.lang)), self.WIDTH)

    # ------------------------------------------------------------ public state

    @property
    def state(self) -> Any:
        """The live position (not the replayed snapshot)."""
        return self.history.state

    @property
    def shown_state(self) -> Any:
        """What the board draws: the live position, or the replayed event's snapshot."""
        if self._cursor is None:
            return self.state
        return self._story.events[self._cursor].snapshot

    @property
    def replaying(self) -> bool:
        return self._cursor is not None

    @property
    def explanation_text(self) -> str:
        """Plain text of the explanation panel, as shown now."""
        return plain_text(self._panel_lines())

    @property
    def can_undo(self) -> bool:
        """Whether :meth:`undo` has something to take back (with computer seats: a
        learner's decision before the current position)."""
        return self._undo_target() is not None

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo

    def verdict(self, move: Any) -> Any:
        """``check`` on the live position, computed once per position and move."""
        if move not in self._verdicts:
            self._verdicts[move] = self.module.check(self.state, move)
        return self._verdicts[move]

    # ------------------------------------------------------------ entry points: mouse

    @guarded
    def hover(self, x: float, y: float) -> None:
        """Mouse at canvas pixel (x, y): preview, but only when the hovered key changes."""
        if self._bad_pixel(x, y):
            return
        self._hover_to(self.hit(x, y))

    @guarded
    def click(self, x: float, y: float) -> None:
        """Click at canvas pixel (x, y)."""
        if self._bad_pixel(x, y):
            return
        self._click_key(self.hit(x, y))

    def _bad_pixel(self, x: Any, y: Any) -> bool:
        """Pixels typed by hand (a notebook cell) must be numbers; the canvas sends floats."""
        if _is_number(x) and _is_number(y):
            return False
        self._set_feedback(Feedback(msg_lines("fail", Msg("ui.bad_pixel",
                                                          given=echo((x, y))))))
        return True

    @guarded
    def _mouse_out(self, x: float = 0, y: float = 0) -> None:
        self._hover_to(None)

    def _hover_to(self, key: Key) -> None:
        if key == self._hover_key:
            return                                   # same cell: no work at all
        self._hover_key = key
        if key == CURTAIN and not self.replaying:
            feedback = Feedback(msg_lines("info", Msg("ui.curtain.hover",
                                                      who=self._seat_name(self.state.to_act))),
                                (Mark(key, "hand"),))
        else:
            feedback = None if self.replaying or key is None else self.preview(key)
        if feedback is None and self._hover_feedback is None:
            return
        self._hover_feedback = feedback
        self._render_panel()                         # the verdict first, then its highlight
        with hold_canvas():
            self._draw_highlight()

    def _click_key(self, key: Key) -> None:
        self._hover_key = key
        self._hover_feedback = None
        if self.replaying:
            self._cursor = None
            self._show_story(note=Msg("ui.step.back_to_live"))
            return
        if key is None:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.off_board"))))
            return
        if key == CURTAIN:
            self.take_screen()
            return
        self.activate(key)

    # ------------------------------------------------------------ hot seat

    @property
    def curtained(self) -> bool:
        """Hot seat, play view: the seat to act has not taken the screen yet, so none of its
        private information is drawn (the previous player may still be looking)."""
        seat = self.state.to_act
        return (self.HIDDEN_HANDS and not self.teaching and seat is not None
                and seat != self._at_screen and not self.is_computer(seat))

    def viewer(self, state: Any) -> int | None:
        """Whose private information the screen shows for ``state`` (live or a replayed
        snapshot): the seat to act in the teaching view; in the play view only once that
        seat took the screen (``None``: nobody's, only what is public; a computer seat
        never takes it)."""
        seat = state.to_act
        if self.teaching or not self.HIDDEN_HANDS:
            return seat
        if self.curtained:                       # the screen is changing hands: nobody's
            return None
        if self.is_computer(seat):               # the computer's hand stays hidden
            return None
        return seat if seat is not None and seat == self._at_screen else None

    @guarded
    def take_screen(self) -> None:
        """The seat to act takes the screen: its hand (and other secrets) are shown. A
        computer seat never does: its hand stays hidden."""
        self._leave_replay()
        seat = self.state.to_act
        if seat is not None and self.is_computer(seat):
            self._set_feedback(Feedback(msg_lines("info", Msg(
                "ui.computer.no_screen", who=self._seat_name(seat)))))
            return
        self._at_screen = seat
        self._hover_key = None
        self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=True)

    def _drop_screen(self) -> None:
        """Hot seat: undo and redo may be clicked by anybody at the table, so the seat of
        the position they reach must take the screen again. (Not when one learner plays
        alone against the computer: nobody else is looking.)"""
        if self.puzzle is None and len(self._human_seats()) == 1:
            return
        self._at_screen = None

    def curtain_lines(self, lang: str) -> list[Line]:
        """The panel under the curtain: pass the screen, then click the hidden hand."""
        who = self._seat_name(self.state.to_act)
        return [Line("head", render(Msg("ui.curtain.head", who=who), lang)),
                Line("info", render(Msg("ui.curtain.prompt", who=who), lang))]

    def _seat_name(self, seat: int | None) -> Msg:
        return seat_name(seat or 0)

    # ------------------------------------------------------------ entry points: moves

    @guarded
    def play(self, text: str) -> bool:
        """Play a move written in notation. Returns whether it was played. (In hot seat,
        code acts for the seat to act: it takes the screen.) Anything but text is explained
        and the board stays as it was."""
        if not isinstance(text, str):
            example = self.MOVE_EXAMPLE.split(";")[0].strip() or "…"
            self._set_feedback(Feedback(lambda lang: [
                Line("head", render(Msg("ui.bad_notation"), lang)),
                Line("fail", render(Msg("ui.move_type", example=example, given=echo(text),
                                        kind=kind_of(text)), lang))]))
            return False
        self._leave_replay()
        if self.curtained:
            self._at_screen = self.state.to_act
        try:
            move = self.module.parse_move(text)
        except NotationError as exc:
            self._set_feedback(notation_feedback(Msg("ui.bad_notation"), exc))
            return False
        return self.commit(move)

    def commit(self, move: Any) -> bool:
        """Check ``move`` on the live position; play it if legal, otherwise explain why not.
        Then the computer seats asked, if any, reply (:meth:`_drive`). A learner's move for
        a computer seat is refused."""
        if self.puzzle_done:
            self._set_feedback(Feedback(msg_lines("head", Msg("ui.puzzle.done"))))
            return False
        if not self._driving:
            seat = getattr(move, "seat", None)
            if seat is None:
                seat = only_seat(self.module.asks(self.state))
            if seat is not None and self.is_computer(seat):
                self._set_feedback(Feedback(msg_lines("info", Msg(
                    "ui.computer.not_yours", who=self._seat_name(seat),
                    button=Msg("ui.button.computer_play")))))
                return False
        verdict = self.verdict(move)
        if not verdict.legal:
            marks = tuple(self.verdict_marks(verdict, move))
            if self.puzzle is not None:
                result = judge(self.module, self.puzzle, self.attempt() + [move])
                self._set_feedback(Feedback(lambda lang: result_lines(result, lang), marks))
            else:
                self._set_feedback(Feedback(lambda lang: verdict_lines(verdict, lang), marks))
            return False
        outcome = self.module.apply(self.state, move)
        self._go_to(self.history.push(Entry(outcome.after, outcome)))
        if self.puzzle is not None and self.attempt_complete(self.state):
            header = self._result_header(judge(self.module, self.puzzle, self.attempt()))
        else:
            header = functools.partial(verdict_lines, verdict)
        self._story = self._build_story(header)
        self._show_story()
        if not self._driving:
            self._drive(self._story)
        return True

    def attempt(self) -> list[Any]:
        """The moves played since the puzzle's position (or the history's start)."""
        return [outcome.move for outcome in self.history.outcomes()]

    @property
    def puzzle_done(self) -> bool:
        return (self.puzzle is not None and self.history.index > 0
                and self.attempt_complete(self.state))

    def _result_header(self, result: PuzzleResult, shown: bool = False) -> Texts:
        puzzle = self.puzzle

        def texts(lang: str) -> list[Line]:
            lines = []
            if shown:
                lines.append(Line("head", render(Msg("ui.puzzle.answer",
                                                     answer="; ".join(puzzle.answer)), lang)))
            lines += result_lines(result, lang)
            if result.correct and puzzle.text("explanation", lang):
                lines.append(Line("info", render(Msg("ui.puzzle.why",
                                                     text=puzzle.text("explanation", lang)),
                                                 lang)))
            if shown:
                lines.append(Line("note", render(Msg("ui.puzzle.replay_hint"), lang)))
            elif not result.correct:
                lines.append(Line("note", render(Msg("ui.puzzle.done"), lang)))
            return lines

        return texts

    @guarded
    def undo(self) -> None:
        """Take back the last move; with computer seats, back to the learner's last
        decision (the computer's replies are taken back with it)."""
        self._leave_replay()
        target = self._undo_target()
        if target is None:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.nothing_to_undo"))))
            return
        history = self.history
        replies = history.index - target - 1          # computer moves taken back too
        move = self.module.format_move(history.entries[target + 1].outcome.move, seat=False)
        head = (Msg("ui.computer.undone", move=move, n=replies) if replies
                else Msg("ui.undone", move=move))
        self._drop_screen()
        self._go_to(History(history.entries, target))
        self._story = self._build_story(msg_lines("head", head))
        if not self._story.events:
            self._story = Story(lambda lang: [Line("head", render(head, lang)),
                                              *self.prompt(lang)])
        self._show_story()
        self._drive(self._story)

    def _undo_target(self) -> int | None:
        """The history index :meth:`undo` goes back to: the previous position, or, with
        computer seats, the last earlier one that asks no computer seat (a learner's
        decision); ``None``: nothing to undo."""
        history = self.history
        if not history.can_undo:
            return None
        if not self._computer or self.puzzle is not None:
            return history.index - 1
        for i in range(history.index - 1, -1, -1):
            if not self._computer_asked(history.entries[i].state):
                return i
        return None

    @guarded
    def redo(self) -> None:
        """Play the undone move again; with computer seats, the computer's replies too (up
        to the learner's next decision)."""
        self._leave_replay()
        if not self.history.can_redo:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.nothing_to_redo"))))
            return
        self._drop_screen()
        self._go_to(self.history.redo())
        move = self.module.format_move(self.history.current.outcome.move, seat=False)
        self._story = self._build_story(msg_lines("head", Msg("ui.redone", move=move)))
        replies = []
        while self.history.can_redo and self._computer_asked():
            self._go_to(self.history.redo())
            outcome = self.history.current.outcome
            replies.append((outcome.move, self.module.check(outcome.before, outcome.move),
                            outcome))
        if replies:
            self._story = self._computer_story(self._story, replies)
        self._show_story()
        self._drive(self._story)

    def _go_to(self, history: History) -> None:
        """Make ``history`` current: a new live position."""
        self.history = history
        self.selection = None
        self._cursor = None
        self._verdicts = {}
        self._hover_feedback = None

    def _build_story(self, header: Texts) -> Story:
        """The events of the current entry, back to the outcome that started the story."""
        entries = self.history.entries[1:self.history.index + 1]
        chain = []
        for entry in reversed(entries):
            chain.append(entry.outcome)
            if self.starts_story(entry.outcome):
                break
        events = tuple(e for outcome in reversed(chain) for e in outcome.events)
        return Story(header, events)

    def _reset_to(self, state: Any, feedback: Feedback | None = None) -> None:
        self._at_screen = None
        self.history = History.start(state)
        self._go_to(self.history)
        self._story = NO_STORY
        self._hover_key = None
        if self._extras is not None:
            self.sync_setup()
        self._set_feedback(feedback or Feedback(lambda lang: self.prompt(lang)), pieces=True)
        self._drive(self._lead())

    # ------------------------------------------------------------ computer seats

    @property
    def computer_seats(self) -> frozenset[int]:
        """The seats the computer plays (0-based, as ``move.seat``). Assigning it is
        :meth:`set_computer`."""
        return self._computer

    @computer_seats.setter
    def computer_seats(self, seats: Any) -> None:
        self.set_computer(seats)

    @property
    def computer_text(self) -> str:
        """The computer seats as the setup box shows them: player numbers (``"2, 3, 4"``)."""
        return ", ".join(str(s + 1) for s in sorted(self._computer))

    def is_computer(self, seat: int | None) -> bool:
        """Whether the computer plays ``seat`` now (never in a puzzle: the learner answers)."""
        return self.puzzle is None and seat in self._computer

    def _computer_at_table(self) -> list[int]:
        return sorted(s for s in self._computer if s < self.state.players)

    def _human_seats(self) -> set[int]:
        return set(range(self.state.players)) - self._computer

    def _computer_asked(self, state: Any = None) -> tuple[int, ...]:
        """The computer seats that ``state`` (default: the live position) asks, in the
        order asked; none in a puzzle."""
        if self.puzzle is not None or not self._computer:
            return ()
        state = self.state if state is None else state
        return tuple(s for s in asked_seats(self.module.asks(state)) if s in self._computer)

    def _parse_seats(self, seats: Any) -> tuple[frozenset[int] | None, Feedback | None]:
        """``(seats, None)`` or ``(None, why not)``. Text names players (``"2, 3"``, 1-based,
        empty: nobody); numbers are seats (``{1, 2}``, 0-based); ``None``: nobody."""
        players = self.state.players
        if seats is None:
            return frozenset(), None
        if isinstance(seats, str):
            parts = [p for p in re.split(r"[\s,;]+", seats.strip()) if p]
            if not all(re.fullmatch(r"[0-9]{1,3}", p) for p in parts):
                parts = None
            found = None if parts is None else [int(p) - 1 for p in parts]
        else:
            try:
                found = list(seats)
            except TypeError:
                found = None
            if found is not None and not all(isinstance(s, numbers.Integral)
                                             and not isinstance(s, bool) for s in found):
                found = None
        if found is None:
            return None, Feedback(msg_lines("fail", Msg("ui.computer.bad", given=echo(seats),
                                                        example="2, 3, 4")))
        for seat in found:
            if not 0 <= seat < players:
                return None, Feedback(msg_lines("fail", Msg(
                    "core.turn.no_such_seat", seat=int(seat) + 1, players=players)))
        return frozenset(int(s) for s in found), None

    @guarded
    def set_computer(self, seats: Any) -> bool:
        """Let the computer play ``seats``: player numbers as text (``"2, 3, 4"``; ``""``
        for nobody), or 0-based seats (``{1, 2, 3}``). If the position asks one of them, it
        plays at once. In a puzzle the setting waits for free play. Returns whether the
        setting was taken (a refused one is explained; nothing changes)."""
        self._leave_replay()
        parsed, problem = self._parse_seats(seats)
        if problem is not None:
            return self.refuse(problem)
        self._computer = parsed
        names = [seat_name(s) for s in self._computer_at_table()]
        said = Msg("ui.computer.set", seats=names) if names else Msg("ui.computer.none")
        if self.puzzle is not None:
            self._set_feedback(Feedback(msg_lines("info", said, Msg("ui.computer.puzzle"))))
            return True
        lead = Story(msg_lines("info", said))
        self._set_feedback(Feedback(lambda lang: [*lead.header(lang), *self.prompt(lang)]))
        self._drive(lead)
        return True

    @guarded
    def computer_play(self, limit: int | None = None) -> int:
        """Let the computer seats asked play on, at most ``limit`` moves (default
        :attr:`COMPUTER_LIMIT`); ``computer_play(1)`` plays one move, to follow a game of
        computers step by step. Returns how many moves were played."""
        self._leave_replay()
        if limit is not None and (isinstance(limit, bool) or not isinstance(
                limit, numbers.Integral) or limit < 1):
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.computer.bad_limit",
                                                              given=echo(limit)))))
            return 0
        if self.puzzle is not None:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.computer.puzzle"))))
            return 0
        if not self._computer_asked():
            self._set_feedback(Feedback(lambda lang: [
                Line("info", render(Msg("ui.computer.idle"), lang)), *self.prompt(lang)]))
            return 0
        return self._drive(Story(lambda lang: []), limit)

    @guarded
    def _autoplay(self) -> None:
        """The computer plays if the position asks it (a board just opened)."""
        self._drive(self._lead())

    def _lead(self) -> Story:
        """What the panel says now, as the start of a computer story: its prompt lines move
        to the end (they are about the position the computer leaves)."""
        texts = self._feedback.texts

        def header(lang: str) -> list[Line]:
            prompt = self.prompt(lang)
            return [line for line in texts(lang) if line not in prompt]

        return Story(header)

    def _computer_rng(self, state: Any) -> random.Random:
        """The computer's chance in ``state``: seeded by :attr:`computer_seed` and the
        position, so the same position gets the same move (after an undo too)."""
        return random.Random(f"{self.computer_seed}|{self.module.to_notation(state)}")

    def _drive(self, lead: Story, limit: int | None = None) -> int:
        """Play the computer seats' moves while the live position asks one, through
        :meth:`commit`; stop at a human seat, at the end of the game, or after ``limit``
        (:attr:`COMPUTER_LIMIT`) moves in a row, saying so. Then show ``lead`` (what came
        before: the learner's move, a new game...) followed by one chapter per computer
        move. Returns how many moves the computer played."""
        if self._driving or not self._computer_asked():
            return 0
        limit = self.COMPUTER_LIMIT if limit is None else int(limit)
        played: list[tuple[Any, Any, Any]] = []
        stop: Msg | None = None
        self._driving = True
        self._quiet += 1
        try:
            while True:
                seats = self._computer_asked()
                if not seats:
                    break
                if len(played) >= limit:
                    stop = Msg("ui.computer.limit", n=len(played),
                               button=Msg("ui.button.computer_play"))
                    break
                state = self.state
                move = choose(self.module, state, self._computer_rng(state), seats)
                if move is None:
                    stop = Msg("ui.computer.stuck", who=self._seat_name(seats[0]))
                    break
                verdict = self.verdict(move)
                if not self.commit(move):
                    stop = Msg("ui.computer.refused", who=self._seat_name(seats[0]),
                               move=self.module.format_move(move, seat=False))
                    break
                played.append((move, verdict, self.history.current.outcome))
        finally:
            self._driving = False
            self._quiet -= 1
        self._story = self._computer_story(lead, played, stop)
        self._cursor = None
        self._show_story()
        return len(played)

    def _computer_story(self, lead: Story, played: Sequence[tuple[Any, Any, Any]],
                        stop: Msg | None = None) -> Story:
        """``lead`` and then, for each ``(move, verdict, outcome)`` the computer played, a
        chapter: who played what, its verdict, its events; at the end what to do now (and
        why the computer stopped, if it did before a human seat was asked)."""
        events = list(lead.events)
        chapters = list(lead.chapters)
        for move, verdict, outcome in played:
            chapters.append(Chapter(functools.partial(self._computer_lines, move, verdict),
                                    len(events)))
            events.extend(outcome.events)

        def tail(lang: str) -> list[Line]:
            lines = list(self.followup(lang) or self.prompt(lang))
            if stop is not None:
                lines.append(Line("note", render(stop, lang)))
            return lines

        return Story(lead.header, tuple(events), tuple(chapters), tail)

    def _computer_lines(self, move: Any, verdict: Any, lang: str) -> list[Line]:
        return [Line("head", render(Msg("ui.computer.move", who=self._seat_name(move.seat)),
                                    lang)),
                *verdict_lines(verdict, lang)]

    # ------------------------------------------------------------ entry points: replay

    @guarded
    def step(self, delta: int = 1) -> None:
        """Step through the consequences: -1 back, +1 forward (after the last: now)."""
        if isinstance(delta, bool) or not isinstance(delta, numbers.Integral):
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.bad_step",
                                                              given=echo(delta)))))
            return
        events = self._story.events
        if not events:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.step.none"))))
            return
        n = len(events)
        pos = n if self._cursor is None else self._cursor
        new = max(0, min(n, pos + int(delta)))
        note = None
        if new == pos:
            note = Msg("ui.step.first") if new == 0 else Msg("ui.step.last")
        self._cursor = None if new == n else new
        self._show_story(note=note)

    @guarded
    def replay(self) -> None:
        """Go to the first consequence of the last move (then step with ``step(+1)``)."""
        if not self._story.events:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.step.none"))))
            return
        self._cursor = 0
        self._show_story()

    def _leave_replay(self) -> None:
        if self._cursor is not None:
            self._cursor = None
            self._show_story()

    def _show_story(self, note: Msg | None = None) -> None:
        story, cursor = self._story, self._cursor
        n = len(story.events)

        def texts(lang: str) -> list[Line]:
            lines = []
            if note is not None:
                lines.append(Line("note", render(note, lang)))
            if cursor is not None:
                event = story.events[cursor]
                lines.append(Line("head", render(Msg("ui.step", i=cursor + 1, n=n,
                                                     text=event.explain(lang)), lang)))
            lines += story.header(lang)
            chapters = story.chapters
            lines += event_lines(0, chapters[0].start if chapters else n, lang)
            for k, chapter in enumerate(chapters):
                lines += chapter.header(lang)
                end = chapters[k + 1].start if k + 1 < len(chapters) else n
                lines += event_lines(chapter.start, end, lang)
            if cursor is None:
                if story.tail is not None:
                    lines += story.tail(lang)
                elif story.events:
                    lines += self.followup(lang)
            return lines

        def event_lines(start: int, end: int, lang: str) -> list[Line]:
            """"What happened:" and the events ``start..end`` (numbered in the story)."""
            if end <= start:
                return []
            lines = [Line("info", render(Msg("ui.events"), lang))]
            for i in range(start, end):
                text = f"{i + 1}. {story.events[i].explain(lang)}"
                lines.append(Line("now", "▶ " + text) if i == cursor else Line("event", text))
            return lines

        marks = () if cursor is None else tuple(self.event_marks(story.events[cursor]))
        self._set_feedback(Feedback(texts, marks), pieces=True)

    # ------------------------------------------------------------ entry points: positions, puzzles

    @guarded
    def load_position(self, position: Any) -> bool:
        """Load a position (notation text or a state of this game). Leaves puzzle mode.
        Anything else is explained and the board stays as it was."""
        if isinstance(position, str):
            try:
                state = self.module.from_notation(position)
            except NotationError as exc:
                self._set_feedback(notation_feedback(Msg("ui.bad_position"), exc))
                return False
        elif isinstance(position, self.module.State):
            state = position
        else:
            self._set_feedback(position_type_feedback(self.module, position))
            return False
        self.puzzle = None
        self.position_loaded(state)
        self._reset_to(state, Feedback(lambda lang: [
            Line("head", render(Msg("ui.loaded"), lang)), *self.prompt(lang)]))
        return True

    def position_loaded(self, state: Any) -> None:
        """Hook: a position from outside replaced the game (e.g. forget the seed)."""

    def puzzles(self) -> tuple[Any, ...]:
        """The puzzles this board offers: a teacher's file first, then the game's own."""
        own = tuple(p for p in self.module.PUZZLES
                    if p.id not in {q.id for q in self._teacher_puzzles})
        return self._teacher_puzzles + own

    def _find_puzzle(self, puzzle_id: Any) -> Any:
        return next((p for p in self.puzzles() if p.id == puzzle_id), None)

    @guarded
    def load_puzzle_file(self, path: Any, puzzle_id: str | None = None) -> bool:
        """Offer the puzzles of a teacher's TOML file (the game's puzzle format) and open
        ``puzzle_id`` (default: the file's first). A broken file is explained, naming the
        file and the entry, and nothing changes."""
        if not isinstance(path, (str, os.PathLike)):
            self._set_feedback(Feedback(msg_lines("fail", Msg(
                "ui.puzzle.path_type", example="my_puzzles.toml", given=echo(path),
                kind=kind_of(path)))))
            return False
        if puzzle_id is not None and not isinstance(puzzle_id, str):
            self._set_feedback(self._puzzle_id_feedback(puzzle_id))
            return False
        loaded = load_puzzle_file(self.module, path)        # PuzzleError: shown by guarded
        self._teacher_puzzles = loaded
        self._relabel_all()                                 # the puzzle list shows them
        return self.load_puzzle(puzzle_id if puzzle_id is not None else loaded[0].id)

    @guarded
    def load_puzzle(self, puzzle_id: str) -> bool:
        """Enter puzzle mode with the puzzle ``puzzle_id`` (see the game's ``PUZZLES``)."""
        if not isinstance(puzzle_id, str):
            self._set_feedback(self._puzzle_id_feedback(puzzle_id))
            return False
        puzzle = self._find_puzzle(puzzle_id)
        if puzzle is None:
            ids = [p.id for p in self.puzzles()]
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.puzzle.unknown",
                                                              id=echo(puzzle_id), ids=ids))))
            return False
        state = self.module.from_notation(puzzle.position)
        self.puzzle = puzzle
        self.hints = False
        self.position_loaded(state)
        self._reset_to(state, self._puzzle_start_feedback())
        return True

    def _puzzle_id_feedback(self, puzzle_id: Any) -> Feedback:
        """A puzzle id that is not text: what an id looks like (this board's first one)."""
        ids = [p.id for p in self.puzzles()]
        return Feedback(msg_lines("fail", Msg(
            "ui.puzzle.id_type", example=ids[0] if ids else "example-1",
            given=echo(puzzle_id), kind=kind_of(puzzle_id))))

    def _puzzle_start_feedback(self) -> Feedback:
        return Feedback(lambda lang: [Line("head", render(Msg("ui.puzzle.start"), lang)),
                                      *self.prompt(lang)])

    @guarded
    def reset_puzzle(self) -> None:
        if self.puzzle is None:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.puzzle.not_in_puzzle"))))
            return
        self._reset_to(self.module.from_notation(self.puzzle.position),
                       self._puzzle_start_feedback())

    @guarded
    def show_answer(self) -> None:
        """Play the puzzle's stated answer from its position and replay it step by step."""
        if self.puzzle is None:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.puzzle.not_in_puzzle"))))
            return
        history = History.start(self.module.from_notation(self.puzzle.position))
        moves = [self.module.parse_move(text) for text in self.puzzle.answer]
        for move in moves:
            outcome = self.module.apply(history.state, move)
            history = history.push(Entry(outcome.after, outcome))
        self._go_to(history)
        self._hover_key = None
        result = judge(self.module, self.puzzle, moves)
        self._story = self._build_story(self._result_header(result, shown=True))
        self._cursor = 0 if self._story.events else None
        self._show_story()

    # ------------------------------------------------------------ entry points: settings

    @guarded
    def set_lang(self, lang: str) -> None:
        """Switch the language of the panel, controls and canvas captions (``en``/``fr``)."""
        if not isinstance(lang, str) or lang not in LANGUAGES:
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.bad_language",
                                                              lang=echo(lang),
                                                              choices=list(LANGUAGES)))))
            return
        self.lang = lang
        self._relabel_all()
        self._refresh(full=False)

    @guarded
    def set_hints(self, on: bool) -> None:
        """Hints on: hovering a site forecasts what happens. Off: only where a tile may go."""
        self.hints = bool(on)
        key, self._hover_key = self._hover_key, None
        self._hover_feedback = None
        self._hover_to(key)
        self._refresh(full=False)

    @guarded
    def redraw(self) -> None:
        """Repaint every layer from state (also run when a browser view becomes ready)."""
        forget_current_canvas(self.canvas)
        self.layout_scene()
        self._refresh(full=True)

    # ------------------------------------------------------------ widget callbacks

    def _on_hints_box(self, change) -> None:
        if not self._syncing:
            self.set_hints(change["new"])

    def _on_lang_toggle(self, change) -> None:
        if not self._syncing:
            self.set_lang(change["new"])

    def _on_puzzle_pick(self, change) -> None:
        if self._syncing:
            return
        if change["new"]:
            self.load_puzzle(change["new"])
        else:
            self.free_play()

    def free_play(self) -> None:
        """Hook: leave puzzle mode from the puzzle menu (a board restarts its free game)."""

    def _on_move_text(self, change) -> None:
        if not self._syncing and change["new"].strip():
            self._play_from_box()

    @guarded
    def _play_from_box(self) -> None:
        """The move box: one move, or several separated by ``;``, played in order until
        one is refused (that one is explained). Not under the hot-seat curtain."""
        text = self._move_text.value.strip()
        if not text:
            return
        if self.curtained:
            self._set_feedback(Feedback(msg_lines("info", Msg(
                "ui.curtain.first", who=self._seat_name(self.state.to_act)))))
            return
        moves = [part.strip() for part in text.split(";") if part.strip()]
        if all(self.play(move) for move in moves):
            self._syncing = True
            try:
                self._move_text.value = ""
            finally:
                self._syncing = False

    # ------------------------------------------------------------ rendering

    def _set_feedback(self, feedback: Feedback, pieces: bool = True) -> None:
        self._feedback = feedback
        self._hover_feedback = None
        self._refresh(full=False, pieces=pieces)

    def _panel_lines(self) -> list[Line]:
        """What the panel shows now, long runs of user text cut (:func:`bounded`)."""
        shown = self._hover_feedback or self._feedback
        return bounded(shown.texts(self.lang))

    def _render_panel(self) -> None:
        self.panel.value = panel_html(self._panel_lines(), self.WIDTH)

    def _draw_selection_layer(self) -> None:
        layer = self.layers["selection"]
        layer.clear()
        if not self.replaying:
            self.draw_selection(layer, self.state)

    def _draw_highlight(self) -> None:
        layer = self.layers["highlight"]
        layer.clear()
        self.draw_marks(layer, self._hover_feedback or self._feedback)

    def _refresh(self, full: bool = False, pieces: bool = True) -> None:
        """Redraw from state: all layers if ``full``, else pieces (optional) and highlight.

        The explanation goes out first: it is what the learner waits for, and the canvas
        commands (the larger message) follow it within the same frame or the next. While
        the computer plays several moves in a row, nothing is drawn until it stops."""
        if self._quiet:
            return
        self._render_panel()
        self.render_extra_views()
        if pieces or full:
            self.layout_scene()
        with hold_canvas():
            if full:
                layer = self.layers["background"]
                layer.clear()
                self.draw_background(layer)
            if pieces or full:
                layer = self.layers["pieces"]
                layer.clear()
                self.draw_pieces(layer, self.shown_state, live=not self.replaying)
            self._draw_selection_layer()
            self._draw_highlight()
        self._render_info()
        self._sync_controls()

    def _render_info(self) -> None:
        parts = self.info_parts(self.lang)
        self.info.value = (_BOARD_CSS + '<div style="font-family:sans-serif;font-size:13px;'
                           f'padding:3px 2px;{WRAP}">' + " · ".join(parts) + "</div>")
        if self.puzzle is None:
            self.question.layout.display = "none"
            self.question.value = ""
            return
        lang, p = self.lang, self.puzzle
        title = render(Msg("ui.puzzle.question", title=p.text("title", lang)), lang)
        rules = render(Msg("ui.puzzle.rules", rules=list(p.rules)), lang)
        self.question.value = (
            '<div style="font-family:sans-serif;font-size:14px;padding:6px 10px;'
            f'border-left:4px solid #1c6dd0;background:#eef4fc;margin-bottom:4px;{WRAP}">'
            f'<b>{html.escape(title)}</b><br>{html.escape(p.text("question", lang))}'
            f'<br><span style="color:#555;font-size:12px">{html.escape(rules)}</span></div>')
        self.question.layout.display = None

    def _sync_controls(self) -> None:
        self._syncing = True
        try:
            self._buttons["undo"].disabled = not self.can_undo
            self._buttons["redo"].disabled = not self.history.can_redo
            no_story = not self._story.events
            for name in ("replay", "prev", "next"):
                self._buttons[name].disabled = no_story
            self._hints_box.value = self.hints
            self._lang_toggle.value = self.lang
            if self._extras is not None:
                self._buttons["reset_puzzle"].disabled = self.puzzle is None
                self._buttons["show_answer"].disabled = self.puzzle is None
                wanted = self.puzzle.id if self.puzzle is not None else ""
                if self._puzzle_pick.value != wanted:
                    self._puzzle_pick.value = wanted
                self._buttons["computer_play"].disabled = not self._computer_asked()
                if self._computer_box.value != self.computer_text:
                    self._computer_box.value = self.computer_text
        finally:
            self._syncing = False

    def _relabel_all(self) -> None:
        lang = self.lang
        self._syncing = True
        try:
            for name, b in self._buttons.items():
                b.description = render(Msg(f"ui.button.{name}"), lang)
                tip = f"ui.tooltip.{name}"
                if tip in _messages.MESSAGES:
                    b.tooltip = render(Msg(tip), lang)
            self._hints_box.description = render(Msg("ui.label.hints"), lang)
            self._hints_box.tooltip = render(Msg("ui.tooltip.hints"), lang)
            self._more.description = render(Msg("ui.button.more"), lang)
            self._more.tooltip = render(Msg("ui.tooltip.more"), lang)
            if self._extras is not None:
                self._move_text.placeholder = render(Msg("ui.placeholder.move",
                                                         example=self.MOVE_EXAMPLE), lang)
                options = [(render(Msg("ui.label.free_play"), lang), "")]
                options += [(p.text("title", lang), p.id) for p in self.puzzles()]
                current = self.puzzle.id if self.puzzle is not None else ""
                self._puzzle_pick.options = options
                self._puzzle_pick.value = current
                self._computer_box.description = render(Msg("ui.label.computer"), lang)
                self._computer_box.placeholder = render(Msg("ui.placeholder.computer"), lang)
                self._computer_box.tooltip = render(Msg("ui.tooltip.computer"), lang)
                self.relabel()
        finally:
            self._syncing = False

    # ------------------------------------------------------------ hooks with defaults

    def extra_views(self) -> Sequence[W.Widget]:
        """Hook: views shown below the panel (built once, e.g. a score sheet)."""
        return ()

    def render_extra_views(self) -> None:
        """Hook: refresh :meth:`extra_views` from the shown state (on every refresh)."""

    def setup_rows(self) -> Sequence[W.Widget]:
        """Hook: extra control rows (built on first :meth:`show_controls`)."""
        return ()

    def relabel(self) -> None:
        """Hook: set the texts of ``setup_rows`` in ``self.lang`` (only once built)."""

    def sync_setup(self) -> None:
        """Hook: show the new game's settings in ``setup_rows`` (once built, and after a
        reset only, so settings being edited for the next game are not overwritten)."""

    def starts_story(self, outcome: Any) -> bool:
        return True

    def attempt_complete(self, state: Any) -> bool:
        return True

    def origin_parts(self, lang: str) -> list[str]:
        """The info strip's last parts (HTML): where the position comes from (a puzzle, a
        seed, typed notation) and, while replaying, which step is shown."""
        if self.puzzle is not None:
            origin = Msg("ui.info.puzzle", title=self.puzzle.text("title", lang))
        elif getattr(self, "seed", None) is not None:
            origin = Msg("ui.info.seed", seed=self.seed)
        else:
            origin = Msg("ui.info.from_notation")
        parts = [html.escape(render(origin, lang))]
        seats = self._computer_at_table()
        if seats and self.puzzle is None:
            parts.append(html.escape(render(Msg("ui.info.computer",
                                                seats=[seat_name(s) for s in seats]), lang)))
        if self.replaying:
            parts.append("<i>" + html.escape(render(Msg(
                "ui.info.replay", i=self._cursor + 1, n=len(self._story.events)), lang)) + "</i>")
        return parts

    def draw_selection(self, c: Any, state: Any) -> None:
        """Hook: the live pick (``self.selection``), on the selection layer (under the marks)."""

    def followup(self, lang: str) -> list[Line]:
        """Lines after the events in the live position (e.g. a pending decision)."""
        return []

    def verdict_marks(self, verdict: Any, move: Any) -> Sequence[Mark]:
        return ()

    def event_marks(self, event: Any) -> Sequence[Mark]:
        return ()

    def info_parts(self, lang: str) -> list[str]:
        return []

    def prompt(self, lang: str) -> list[Line]:
        return []

    def layout_scene(self) -> None:
        raise NotImplementedError

    def hit(self, x: float, y: float) -> Key:
        raise NotImplementedError

    def preview(self, key: Key) -> Feedback | None:
        raise NotImplementedError

    def activate(self, key: Key) -> None:
        raise NotImplementedError

    def draw_background(self, c: Any) -> None:
        raise NotImplementedError

    def draw_pieces(self, c: Any, state: Any, live: bool) -> None:
        raise NotImplementedError

    def draw_marks(self, c: Any, feedback: Feedback) -> None:
        raise NotImplementedError
