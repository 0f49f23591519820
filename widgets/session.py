"""The board session: everything a board remembers and decides, without a widget.

A :class:`Session` holds the history (undo, redo), the story being shown (replay, step
through), puzzle mode, the hot-seat curtain, the computer seats, the panel's feedback and
the hover state, and recovers from errors. It talks to the engine only through the game
module's plain functions (``check``, ``apply``, ``asks``, ``parse_move``, ``format_move``,
``describe_move``, ``from_notation``, ``to_notation``, ``PUZZLES``) and to its view only
through :class:`View` (redraw, show the hover, relabel, show and read the new game's
settings, show plain text, and the timed replay's clock and button), so it runs and is
tested without ipywidgets, ipycanvas or a kernel::

    from widgets.games.pook.session import PookSession
    s = PookSession(players=3, seed=4)        # a NullView: nothing is drawn
    s.select("O3"); s.hover_cell((1, 0)); s.explanation_text
    s.play("pass"); s.undo(); s.step(-1)

A game's session subclasses :class:`Session` and supplies the game-specific parts: which
part of a move a key names (``key_part``: a cell, a tile of the hand, a chip) and which
parts a click keeps as the pick (``PICKED``, ``picked_parts``) — the engine's ``move_for``
then says what move they make for the open ask, and :meth:`Session.choices` where the
pick may go —, and ``preview(key)``, ``activate(key)``,
``prompt(lang)``, ``followup(lang)``, ``verdict_marks``, ``event_marks``,
``starts_story``, ``attempt_complete``, ``new_game``, ``free_play``,
``position_loaded``. The view (:class:`widgets.base.Board`) draws the session's state and
maps pixels to keys.

Decisions worth knowing:

* **Hover coalescing.** :meth:`Session.hover_key` returns at once when the key has not
  changed; a changed key costs one cached verdict lookup (every verdict computed for the
  live position is kept until the position changes), then the view shows the panel and
  the highlight only.
* **Errors are shown, never swallowed.** Every entry point is wrapped (:func:`guarded`):
  on an exception the session's fields (:attr:`Session.SESSION_FIELDS`) are restored to
  what they were, the error and the end of its traceback are shown in the panel, logged,
  and kept in ``last_error``. Bad input (notation, ids, clicks off the board) is not an
  error: it gets a clear message in the current language.
* **A move is said in words, never in notation.** What names a move in the panel (a
  verdict's headline; with hints off, :meth:`Session.verdict_texts`; undo, redo, a
  computer's refused move) says it with the engine's ``describe_move``, here once for
  every game: "Undone: Player 1 places Y40 at (1,1).", not "Undone: Y40@1,1.".
* **One entry point at a time** (:data:`ENTRY_LOCK`). A kernel may run widget callbacks
  on a thread of its own while a cell runs on the main one (JupyterLab sends comm
  messages to a kernel subshell), and a board coming alive on one thread while its canvas
  says "ready" on the other lost that message: the board stayed blank. Every entry point
  holds one process-wide lock, so sessions, boards and the canvas manager they share see
  one caller at a time, as in a kernel without subshells.
* **A timed replay** (:meth:`Session.play_steps`, the board's ▶ Play / ❚❚ Pause): the story
  being shown is walked forward one step every :attr:`Session.PLAY_PACE` seconds (0.7 s:
  long enough to read a short event and see its highlight, short enough that a ten-step
  collapse chain takes seven seconds) up to its last step, where it stops. The clock is the
  view's (:meth:`View.schedule_tick`): in a kernel the board posts each step to the
  painter thread, a guarded entry point (:meth:`Session.tick`) like every other; a session
  on its own has no clock, and whoever drives it calls :meth:`Session.tick` (tests do, no
  sleeping). Anything else the learner does (any entry point but the passive ones: a hover,
  a paint, the replay's own controls, see :func:`passive`) stops it first, so it never
  steps under a click; each play has a token its steps carry, so a step already waiting
  for :data:`ENTRY_LOCK` when the play stopped does nothing, and one session plays at a
  time in the process (playing one board pauses any other). A replay never plays by
  itself: after a move the learner reads the verdict first, and the list of what happened
  is in the panel already; ▶ Play is one click away.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import logging
import numbers
import os
import random
import re
import threading
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from tutor.core import (LANGUAGES, Msg, NotationError, Partial, TutorError, only_seat, render,
                        seat_name)
from tutor.core.chance import MAX_SEED, seed_problem
from tutor.core.policy import choose
from tutor.core.puzzles import PuzzleResult, judge, load_puzzle_file, untranslated
from tutor.core.turns import asked_seats

from . import messages as _messages  # noqa: F401  (registers the ui.* catalog)
from .panel import (Feedback, Key, Line, Mark, Texts, bounded, echo, exception_feedback,
                    is_number, joined, kind_of, msg_lines, notation_feedback, plain_text,
                    position_type_feedback, result_lines, verdict_lines, with_note)

log = logging.getLogger(__name__)

CURTAIN: Key = ("curtain", None)   # hot seat: the hidden hand the next player clicks


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
    position (instead of the session's ``followup``)."""

    header: Texts
    events: tuple[Any, ...] = ()
    chapters: tuple[Chapter, ...] = ()
    tail: Texts | None = None


NO_STORY = Story(lambda lang: [])


# ---------------------------------------------------------------- the view it talks to

class View(Protocol):
    """What a session asks of whatever shows it (a :class:`widgets.base.Board`)."""

    def refresh(self, full: bool, pieces: bool) -> None:
        """Show the session's state: the panel, the info strip, the controls and the
        canvas layers (all of them if ``full``; else the pieces if ``pieces``, then the
        selection and the highlight)."""

    def show_hover(self) -> None:
        """The hover changed: show the panel and the highlight layer only."""

    def relabel_all(self) -> None:
        """The language (or the puzzle list) changed: set every control's text."""

    def setup_reset(self) -> None:
        """A new game or position: the setup controls show its settings."""

    def show_text(self, lines: Sequence[Line]) -> None:
        """Drawing failed: show these panel lines, nothing else."""

    def setup_values(self) -> dict[str, Any] | None:
        """The settings the setup controls hold now (``None``: no controls shown), the
        defaults of :meth:`Session.new_game`."""

    def schedule_tick(self, tick: Callable[[], None] | None, delay: float = 0.0) -> None:
        """The timed replay: call ``tick`` (a guarded entry point) ``delay`` seconds from
        now, without blocking, instead of any tick scheduled before (``None``: cancel the
        pending one). A view with no clock does nothing: whoever drives the session calls
        :meth:`Session.tick` itself."""

    def show_playing(self) -> None:
        """The timed replay started or stopped: the Play / Pause control shows it."""


class NullView:
    """A view that shows nothing and counts what it was asked (a session on its own, in
    tests and scripts)."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def refresh(self, full: bool, pieces: bool) -> None:
        self.calls.append("refresh-full" if full else "refresh-pieces" if pieces else "refresh")

    def show_hover(self) -> None:
        self.calls.append("hover")

    def relabel_all(self) -> None:
        self.calls.append("relabel")

    def setup_reset(self) -> None:
        self.calls.append("setup")

    def show_text(self, lines: Sequence[Line]) -> None:
        self.calls.append("text")

    def setup_values(self) -> dict[str, Any] | None:
        return None

    def schedule_tick(self, tick: Callable[[], None] | None, delay: float = 0.0) -> None:
        self.calls.append("tick-cancel" if tick is None else f"tick {delay:g}")

    def show_playing(self) -> None:
        self.calls.append("playing")


# ---------------------------------------------------------------- error wrapping

#: Held by every entry point (:func:`guarded`) and by a board coming alive: the kernel's
#: widget thread (a subshell) and the main thread never run a session's code, or draw on
#: the canvases (ipycanvas sends every canvas's commands through one shared manager), at
#: the same time. Re-entrant: an entry point calls others.
ENTRY_LOCK = threading.RLock()

#: The session whose timed replay plays now (one at a time in the process), or None.
_now_playing: "weakref.ReferenceType[Session] | None" = None


def passive(method: Callable) -> Callable:
    """Mark an entry point that does not stop a timed replay (:func:`guarded`): a hover,
    a paint, the replay's own steps and controls. Put it under ``@guarded``."""
    method.keeps_playing = True
    return method


def guarded(method: Callable) -> Callable:
    """Wrap an entry point (of a session, or of a view that has one as ``session``): on
    an exception restore the session and show the error. One entry point runs at a time
    in the process (:data:`ENTRY_LOCK`). Unless it is :func:`passive`, it stops the timed
    replay first (:meth:`Session.pause`): the learner did something else.

    Nested calls (an entry point calling another) are guarded once, by the outermost.
    """
    keeps_playing = getattr(method, "keeps_playing", False)

    @functools.wraps(method)
    def wrapper(self: Any, *args, **kwargs):
        with ENTRY_LOCK:
            session = self.__dict__.get("session", self)
            if session._guard_depth:
                return method(self, *args, **kwargs)
            saved = session._save_session()
            session._guard_depth += 1
            try:
                stopped = not keeps_playing and session._stop_playing()
                result = method(self, *args, **kwargs)
                if stopped:
                    session.view.show_playing()     # if the entry showed nothing itself
                return result
            except Exception as exc:  # shown in the panel and logged, never swallowed
                session._restore_session(saved)
                session._show_exception(exc)
                return None
            finally:
                session._guard_depth -= 1

    return wrapper


# ---------------------------------------------------------------- cells typed by hand

class CellKeys:
    """``hover_cell`` / ``click_cell`` for a session whose board is a grid of cells (key
    ``("cell", (a, b))``): a cell typed in a notebook is checked, and a bad one explained
    with :attr:`BAD_CELL`, the message naming the game's coordinates."""

    BAD_CELL = "ui.bad_cell"

    def valid_cell(self, cell: Any) -> tuple[int, int] | None:
        if (isinstance(cell, (tuple, list)) and len(cell) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in cell)):
            return (cell[0], cell[1])
        self._set_feedback(Feedback(msg_lines("fail", Msg(self.BAD_CELL, cell=echo(cell)))))
        return None

    @guarded
    @passive
    def hover_cell(self, cell: Any) -> None:
        """Hover the cell ``cell`` (what a mouse move over it does)."""
        checked = self.valid_cell(cell)
        if checked is not None:
            self._hover_to(("cell", checked))

    @guarded
    def click_cell(self, cell: Any) -> None:
        """Click the cell ``cell``: play the move it means now, or say why not."""
        checked = self.valid_cell(cell)
        if checked is not None:
            self._click_key(("cell", checked))


# ---------------------------------------------------------------- one seat's area shown large

class LooksAtSeats:
    """For a session whose board shows one seat's area large and every seat's small (Big
    Monster's landing areas, Fruit Picking's islands): ``looking`` is the seat chosen with
    :meth:`look_at` (``None``: the seat the board serves, :meth:`served_seat`), forgotten
    on a new game, a new position and a move."""

    SESSION_FIELDS = ("looking",)      # added to the session's own (see subclasses)
    looking: int | None = None

    def served_seat(self, state: Any = None) -> int | None:
        """The seat whose area is shown when the learner chose none (in ``state``, default
        the live position)."""
        return (self.state if state is None else state).to_act

    def event_seat(self, event: Any) -> int | None:
        """The seat whose area a replayed event is about (``None``: not one seat's)."""
        return None

    def shown_seat(self, state: Any = None) -> int:
        """Whose area is drawn large: while replaying, the seat of the event shown; else the
        one chosen with :meth:`look_at`, else the served seat's (Player 1's once nobody is
        asked)."""
        if self.replaying and state is None:
            seat = self.event_seat(self._story.events[self._cursor])
            if seat is not None:
                return seat
        state = self.shown_state if state is None else state
        if self.looking is not None and self.looking < state.players:
            return self.looking
        seat = self.served_seat(state)
        return 0 if seat is None else seat

    @guarded
    def look_at(self, seat: int | None) -> None:
        """Show ``seat``'s area large (``None``: the served seat's). A seat not at the
        table is explained and nothing changes."""
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < self.state.players):
            self._set_feedback(Feedback(msg_lines("fail", Msg(
                "core.turn.no_such_seat", seat=seat, players=self.state.players))))
            return
        self.looking = None if seat == self.served_seat() else seat
        self._hover_key = None
        self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=True)

    def game_dealt(self, state: Any) -> None:
        super().game_dealt(state)
        self.looking = None

    def position_loaded(self, state: Any) -> None:
        super().position_loaded(state)
        self.looking = None

    def commit(self, move: Any) -> bool:
        """As :meth:`Session.commit`; after a move the area shown is the served seat's."""
        played = super().commit(move)
        if played:
            self.looking = None
        return played


# ---------------------------------------------------------------- the session

class Session:
    """A game's live session: history, story, puzzle, curtain, computer seats, feedback.

    Hidden hands (``HIDDEN_HANDS = True``): in the play view (``teaching`` false) a game is
    played hot seat, around one screen. When the seat to act changes, a curtain falls:
    nobody's private information is shown (``viewer(state)`` is ``None``) until the player
    takes the screen, by clicking the key ``CURTAIN`` (their hidden hand) or with
    :meth:`take_screen`.

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

    MOVE_EXAMPLE = ""
    SESSION_FIELDS = ("history", "selection", "puzzle", "hints", "lang", "teaching", "seed",
                      "_story", "_cursor", "_feedback", "_hover_key", "_hover_feedback",
                      "_verdicts", "_at_screen", "_computer", "controls", "_reported")
    HIDDEN_HANDS = False
    #: The most computer moves played in a row before the session pauses and says so (a
    #: guard against loops, and against a long wait when every seat is the computer's).
    COMPUTER_LIMIT = 40
    #: Mixed into the computer's seed with the position: the same position gets the same
    #: computer move, whatever was undone before.
    computer_seed = 0
    #: The timed replay's default pace: seconds from one step to the next (▶ Play). A
    #: session's own is :attr:`play_pace` (:meth:`set_play_pace`).
    PLAY_PACE = 0.7
    #: The paces :meth:`set_play_pace` takes, in seconds per step (as ``ui.play.bad_pace``
    #: says them).
    PLAY_PACES = (0.1, 10.0)
    _playing = False                    # the timed replay plays (:meth:`play_steps`)
    _play_token = 0                     # the current play's (its steps carry it)
    GAME: Any = None          # the engine module (``tutor.<game>``)

    def __init__(self, module: Any, state: Any, *, lang: str = "en", hints: bool = True,
                 teaching: bool = True, seed: int | None = None):
        self.module = module
        self.view: View = NullView()
        self._guard_depth = 0
        self._teacher_puzzles: tuple[Any, ...] = ()   # from load_puzzle_file, searched first
        #: called with each judged puzzle attempt: ``(result, moves)`` (the quiz records
        #: them): a refused move, a finished answer, and an attempt left unfinished or taken
        #: back (:meth:`close_attempt`)
        self.answer_listeners: list[Callable[[PuzzleResult, list[Any]], None]] = []
        self._reported: tuple[Any, ...] = ()          # the last attempt told to them
        self.last_error: BaseException | None = None
        bad_lang = lang not in LANGUAGES
        self.lang = "en" if bad_lang else lang
        self.hints = bool(hints)
        self.teaching = bool(teaching)
        self.seed = seed
        #: whether the view shows the rows for new games, puzzles and typed moves
        self.controls = False
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
        self._play_pace = self.PLAY_PACE
        #: a refused ``lang`` (said in the panel, with what is shown instead)
        self._bad_lang: Msg | None = None
        if bad_lang:
            self._bad_lang = Msg("ui.bad_language", lang=echo(lang), choices=list(LANGUAGES))
            self._set_feedback(with_note(Feedback(msg_lines("fail", self._bad_lang)),
                                         Msg("ui.fallback_lang")))

    def _open(self, position: Any, deal: Callable[[], tuple[Any, Feedback | None]], *,
              lang: str, puzzle: str | None, teaching: bool, seed: Any,
              computer: Any = None) -> None:
        """What every game session's constructor does (``module``: the class's ``GAME``).
        ``position``: notation, a state, or None (``deal()`` a new game: ``(state, None)``
        or ``(None, why not)``). When it cannot be used, the panel says why and that a new
        game (seed 0) is shown instead. Free play and puzzles open the controls.

        Every refused setting says one thing: the reason, then what is shown instead (never
        "nothing changed": there was nothing before). A bad language, position (or game
        setting), puzzle id and computer seats are each said, in that order.

        ``computer``: the seats the computer plays (see :meth:`set_computer`); once the
        session is open, it plays at once if the position asks one of them."""
        module = self.GAME
        state, problem = None, None          # problem: why position / settings were refused
        if position is None:
            state, problem = deal()
        else:
            seed = None
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
            seed = 0
            state = module.initial_state(module.Options(), 0)
        Session.__init__(self, module, state, lang=lang, hints=teaching, teaching=teaching,
                         seed=seed)
        computer_problem = None
        if computer is not None:
            seats, computer_problem = self._parse_seats(computer)
            if seats is not None:
                self._computer = seats
        if position is None or puzzle is not None:
            self.controls = True
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
        """A setting refused in a session already in use (``new_game``): the reason, and
        that nothing changed. Returns False (nothing was done)."""
        self._set_feedback(with_note(problem, Msg("ui.unchanged")))
        return False

    def setup_defaults(self, current: dict[str, Any]) -> dict[str, Any]:
        """The defaults of ``new_game``: the setup controls' values when the view shows
        them, else ``current`` (the current game's settings)."""
        shown = self.view.setup_values()
        return dict(current) if shown is None else {**current, **shown}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.module.to_notation(self.state)!r})"

    # ------------------------------------------------------------ fields (for error recovery)

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
            self.view.show_text(bounded(feedback.texts(self.lang)))

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
    def step_shown(self) -> tuple[int, int] | None:
        """While replaying: ``(i, n)``, the event shown (1-based) out of the story's."""
        if self._cursor is None:
            return None
        return self._cursor + 1, len(self._story.events)

    @property
    def story_events(self) -> tuple[Any, ...]:
        """The events of the story being shown (what Replay and the step buttons walk)."""
        return self._story.events

    def panel_lines(self) -> list[Line]:
        """What the panel shows now, long runs of user text cut (:func:`bounded`)."""
        shown = self._hover_feedback or self._feedback
        return bounded(shown.texts(self.lang))

    @property
    def shown_feedback(self) -> Feedback:
        """The feedback the highlight layer draws: the hover's, else the last one set."""
        return self._hover_feedback or self._feedback

    @property
    def explanation_text(self) -> str:
        """Plain text of the explanation panel, as shown now."""
        return plain_text(self.panel_lines())

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

    # ------------------------------------------------------------ entry points: keys

    @guarded
    @passive
    def hover_key(self, key: Key) -> None:
        """The pointer is over ``key`` (``None``: nothing): preview, but only when the key
        changes."""
        self._hover_to(key)

    @guarded
    def click_key(self, key: Key) -> None:
        """A click on ``key`` (``None``: off the board)."""
        self._click_key(key)

    #: Keyboard keys the board answers (the canvas has the focus once clicked): none by
    #: default, and then the view does not even listen for keys.
    KEYS: tuple[str, ...] = ()

    @guarded
    def key_down(self, key: Any) -> None:
        """A key pressed on the canvas: one of :attr:`KEYS` goes to :meth:`key_pressed`,
        any other is ignored."""
        if key in self.KEYS:
            self._leave_replay()
            self.key_pressed(key)

    def key_pressed(self, key: str) -> None:
        """Hook: one of :attr:`KEYS` was pressed (a rotation, say)."""

    def bad_pixel(self, x: Any, y: Any) -> bool:
        """Pixels typed by hand (a notebook cell) must be numbers; the canvas sends floats.
        A bad one is explained."""
        if is_number(x) and is_number(y):
            return False
        self._set_feedback(Feedback(msg_lines("fail", Msg("ui.bad_pixel",
                                                          given=echo((x, y))))))
        return True

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
        if not self._quiet:
            self.view.show_hover()

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
        and the session stays as it was."""
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

    @guarded
    def play_moves(self, text: str) -> bool:
        """Several moves separated by ``;`` (the move box), played in order until one is
        refused (that one is explained). Not under the hot-seat curtain. Returns whether
        they were all played."""
        if self.curtained:
            self._set_feedback(Feedback(msg_lines("info", Msg(
                "ui.curtain.first", who=self._seat_name(self.state.to_act)))))
            return False
        moves = [part.strip() for part in text.split(";") if part.strip()]
        return all(self.play(move) for move in moves)

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
                with self.working():
                    result = judge(self.module, self.puzzle, self.attempt() + [move])
                self._set_feedback(Feedback(lambda lang: result_lines(result, lang), marks))
                self._answered(result, self.attempt() + [move])
            else:
                self._set_feedback(Feedback(lambda lang: verdict_lines(verdict, lang), marks))
            return False
        outcome = self.module.apply(self.state, move)
        self._go_to(self.history.push(Entry(outcome.after, outcome)))
        self._reported = ()                     # a move played: an attempt of its own
        if self.puzzle is not None and self.attempt_complete(self.state):
            with self.working():
                result = judge(self.module, self.puzzle, self.attempt())
            header = self._result_header(result)
            self._answered(result, self.attempt())
        else:
            header = functools.partial(verdict_lines, verdict)
        self._story = self._build_story(header)
        self._show_story()
        if not self._driving:
            self._drive(self._story)
        return True

    def _answered(self, result: PuzzleResult, moves: list[Any]) -> None:
        self._reported = tuple(moves)
        for listener in self.answer_listeners:
            listener(result, moves)

    def close_attempt(self) -> None:
        """The learner leaves the puzzle attempt on the board: an undo, the puzzle reset,
        another puzzle or position, the answer shown, the quiz's next puzzle. Moves played
        that no judged answer holds yet (a move taken back before the answer was complete,
        a collapse left with its slide to choose) are judged as they stand and told to
        :attr:`answer_listeners`: every answer counts, a wrong one taken back too. An
        attempt already told (or a part of it, as its moves are undone) is not told again."""
        if self.puzzle is None or not self.answer_listeners:
            return
        moves = self.attempt()
        if not moves or self._reported[:len(moves)] == tuple(moves):
            return
        with self.working():
            result = judge(self.module, self.puzzle, moves)
        self._answered(result, moves)

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
        self.close_attempt()
        history = self.history
        replies = history.index - target - 1          # computer moves taken back too
        move = self.said_move(history.entries[target + 1].outcome)
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
            if not self.computer_asked(history.entries[i].state):
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
        move = self.said_move(self.history.current.outcome)
        self._story = self._build_story(msg_lines("head", Msg("ui.redone", move=move)))
        replies = []
        while self.history.can_redo and self.computer_asked():
            self._go_to(self.history.redo())
            outcome = self.history.current.outcome
            replies.append((outcome.move, self.module.check(outcome.before, outcome.move),
                            outcome))
        if replies:
            self._story = self._computer_story(self._story, replies)
        self._show_story()
        self._drive(self._story)

    def said_move(self, outcome: Any) -> Msg:
        """The move of ``outcome`` in words, as the position it was played in shows it
        (the engine's ``describe_move``): "Player 1 places Y40 at (1,1)"."""
        return self.module.describe_move(outcome.before, outcome.move)

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
        self._reported = ()
        self.history = History.start(state)
        self._go_to(self.history)
        self._story = NO_STORY
        self._hover_key = None
        self.view.setup_reset()
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

    def computer_at_table(self) -> list[int]:
        """The computer seats that sit at this game's table (0-based, in order)."""
        return sorted(s for s in self._computer if s < self.state.players)

    def _human_seats(self) -> set[int]:
        return set(range(self.state.players)) - self._computer

    def computer_asked(self, state: Any = None) -> tuple[int, ...]:
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
        names = [seat_name(s) for s in self.computer_at_table()]
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
        if not self.computer_asked():
            self._set_feedback(Feedback(lambda lang: [
                Line("info", render(Msg("ui.computer.idle"), lang)), *self.prompt(lang)]))
            return 0
        return self._drive(Story(lambda lang: []), limit)

    @guarded
    def _autoplay(self) -> None:
        """The computer plays if the position asks it (a session just opened)."""
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
        if self._driving or not self.computer_asked():
            return 0
        limit = self.COMPUTER_LIMIT if limit is None else int(limit)
        played: list[tuple[Any, Any, Any]] = []
        stop: Msg | None = None
        self._driving = True
        self._quiet += 1
        try:
            while True:
                seats = self.computer_asked()
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
                    stop = Msg("ui.computer.refused",
                               move=self.module.describe_move(state, move))
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

    # ------------------------------------------------------------ entry points: timed replay

    @property
    def playing(self) -> bool:
        """Whether the timed replay plays (:meth:`play_steps`)."""
        return self._playing

    @property
    def play_pace(self) -> float:
        """Seconds from one step of the timed replay to the next (default
        :attr:`PLAY_PACE`). Assigning it is :meth:`set_play_pace`."""
        return self._play_pace

    @play_pace.setter
    def play_pace(self, seconds: Any) -> None:
        self.set_play_pace(seconds)

    @guarded
    @passive
    def set_play_pace(self, seconds: Any) -> bool:
        """Step the timed replay every ``seconds`` (a number within :attr:`PLAY_PACES`);
        a replay playing goes on at the new pace from its next step. Anything else is
        explained and nothing changes. Returns whether the pace was taken."""
        low, high = self.PLAY_PACES
        if not is_number(seconds) or not low <= seconds <= high:
            self._set_feedback(Feedback(msg_lines("fail", Msg(
                "ui.play.bad_pace", given=echo(seconds)))))
            return False
        self._play_pace = float(seconds)
        return True

    @guarded
    @passive
    def play_steps(self) -> bool:
        """▶ Play: walk the story being shown forward one step every :attr:`play_pace`
        seconds, from the step shown (from the first when the live position or the last
        step is shown), and stop at its last step. Anything else the learner does stops it
        (:func:`guarded`); so does :meth:`pause`. Playing already: nothing more (one clock).
        Returns whether it plays (or already showed the last step); with nothing to replay,
        says so and returns False."""
        global _now_playing
        events = self._story.events
        if not events:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.step.none"))))
            return False
        if self._playing:
            return True
        other = _now_playing() if _now_playing is not None else None
        if other is not None and other is not self and other._stop_playing():
            other.view.show_playing()               # one replay plays at a time
        self._playing = True
        self._play_token += 1
        _now_playing = weakref.ref(self)
        if self._cursor is None or self._cursor >= len(events) - 1:
            self._cursor = 0                        # from the first step, shown at once
            if len(events) == 1:
                self._stop_playing()                # that one was the last
            self._show_story()
        else:
            self.view.show_playing()                # the step shown stays for one beat
        if self._playing:
            self._schedule_tick()
        return True

    @guarded
    @passive
    def pause(self) -> None:
        """❚❚ Pause: stop the timed replay at the step shown (nothing if it is not playing)."""
        if self._stop_playing():
            self.view.show_playing()

    @guarded
    @passive
    def toggle_playing(self) -> None:
        """The Play / Pause button: :meth:`pause` while playing, else :meth:`play_steps`."""
        if self._playing:
            self.pause()
        else:
            self.play_steps()

    @guarded
    @passive
    def tick(self, token: int | None = None) -> None:
        """One beat of the timed replay: show the next step; at the last one, stop. The
        view's clock calls it with the play's ``token`` (a beat of a play that has stopped
        since does nothing); a session on its own is ticked by hand (``tick()``)."""
        if not self._playing or token is not None and token != self._play_token:
            return
        events = self._story.events
        if not events or self._cursor is None:   # cannot happen: what leaves it stops it
            if self._stop_playing():
                self.view.show_playing()
            return
        self._cursor = min(self._cursor + 1, len(events) - 1)
        if self._cursor == len(events) - 1:
            self._stop_playing()                 # the last step: shown, and the play ends
        try:
            self._show_story()
        except Exception:                        # shown by guarded; the play ends with it
            self._stop_playing()
            raise
        if self._playing:
            self._schedule_tick()

    def _schedule_tick(self) -> None:
        self.view.schedule_tick(functools.partial(self.tick, self._play_token),
                                self._play_pace)

    def _stop_playing(self) -> bool:
        """Stop the timed replay (the step shown stays) and cancel its pending beat; the
        view shows it at its next refresh. Returns whether it was playing."""
        global _now_playing
        if not self._playing:
            return False
        self._playing = False
        self._play_token += 1
        if _now_playing is not None and _now_playing() is self:
            _now_playing = None
        self.view.schedule_tick(None)
        return True

    def _show_story(self, note: Msg | None = None) -> None:
        story, cursor = self._story, self._cursor
        n = len(story.events)

        def texts(lang: str) -> list[Line]:
            lines = []
            if note is not None:
                lines.append(Line("note", render(note, lang)))
            if cursor is not None:
                event = story.events[cursor]
                text = event.explain(lang, at_start=False)       # after "Step 3 of 3: "
                lines.append(Line("head", render(Msg("ui.step", i=cursor + 1, n=n, text=text),
                                                 lang)))
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
        Anything else is explained and the session stays as it was."""
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
        self.close_attempt()
        self.puzzle = None
        self.position_loaded(state)
        self._reset_to(state, Feedback(lambda lang: [
            Line("head", render(Msg("ui.loaded"), lang)), *self.prompt(lang)]))
        return True

    def position_loaded(self, state: Any) -> None:
        """A position from outside replaced the game: it has no seed, nothing is picked."""
        self.seed = None
        self.selection = None

    def puzzles(self) -> tuple[Any, ...]:
        """The puzzles this session offers: a teacher's file first, then the game's own."""
        own = tuple(p for p in self.module.PUZZLES
                    if p.id not in {q.id for q in self._teacher_puzzles})
        return self._teacher_puzzles + own

    def offer_puzzles(self, puzzles: Any) -> None:
        """Offer ``puzzles`` (already loaded and checked: a pack's entries of this game)
        before the game's own, as a teacher's file is."""
        self._teacher_puzzles = tuple(puzzles)
        self.view.relabel_all()

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
        self.view.relabel_all()                             # the puzzle list shows them
        opened = self.load_puzzle(puzzle_id if puzzle_id is not None else loaded[0].id)
        if opened and any(untranslated(loaded, lang) for lang in LANGUAGES):
            shown = self._feedback
            name = Path(path).name

            def texts(lang: str) -> list[Line]:      # said in the language read, if it lacks
                missing = untranslated(loaded, lang)
                note = [Line("note", render(Msg("ui.puzzle.untranslated", file=name,
                                                ids=missing), lang))] if missing else []
                return [*shown.texts(lang), *note]
            self._set_feedback(Feedback(texts, shown.marks, shown.ghost))
        return opened

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
        self.close_attempt()
        self.puzzle = puzzle
        self.hints = False
        self.position_loaded(state)
        self._reset_to(state, self._puzzle_start_feedback())
        return True

    def _puzzle_id_feedback(self, puzzle_id: Any) -> Feedback:
        """A puzzle id that is not text: what an id looks like (this session's first one)."""
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
        self.close_attempt()
        self._reset_to(self.module.from_notation(self.puzzle.position),
                       self._puzzle_start_feedback())

    @guarded
    def show_answer(self) -> None:
        """Play the puzzle's stated answer from its position and replay it step by step."""
        if self.puzzle is None:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.puzzle.not_in_puzzle"))))
            return
        self.close_attempt()
        history = History.start(self.module.from_notation(self.puzzle.position))
        moves = [self.module.parse_move(text) for text in self.puzzle.answer]
        for move in moves:
            outcome = self.module.apply(history.state, move)
            history = history.push(Entry(outcome.after, outcome))
        self._go_to(history)
        self._hover_key = None
        with self.working():
            result = judge(self.module, self.puzzle, moves)
        self._story = self._build_story(self._result_header(result, shown=True))
        self._cursor = 0 if self._story.events else None
        self._show_story()

    @guarded
    def pick_puzzle(self, puzzle_id: str) -> None:
        """The puzzle menu: a puzzle id opens it; ``""`` leaves puzzle mode (free play)."""
        if puzzle_id:
            self.load_puzzle(puzzle_id)
        else:
            self.free_play()

    def free_play(self) -> None:
        """Leave puzzle mode from the puzzle menu: a new free game (the setup's settings)."""
        self.new_game()

    @guarded
    def new_game(self, *, seed: Any = None, teaching: Any = None, **changes: Any) -> bool:
        """Deal a new game. ``changes``: settings of the game's ``Options`` by field name
        (``players=3``, ``curse=True``...); whatever is left out, ``seed`` and ``teaching``
        included, takes the setup row's values (the current game's when that row was never
        shown). ``teaching``: every card shown and hints on; ``False``: hot-seat play. A
        game that cannot be dealt is explained (the engine's reason) and nothing changes."""
        names = {f.name for f in dataclasses.fields(self.GAME.Options)}
        unknown = sorted(set(changes) - names)
        if unknown:
            raise TypeError(f"new_game() got unknown settings {unknown}; "
                            f"the settings are {sorted(names)}")
        defaults = self.setup_defaults({"options": self.state.options,
                                        "seed": self.seed or 0, "teaching": self.teaching})
        options = self.changed_options(defaults["options"], changes)
        seed = defaults["seed"] if seed is None else seed
        teaching = defaults["teaching"] if teaching is None else bool(teaching)
        state, problem = self.deal(options, seed)
        if problem is not None:
            return self.refuse(problem)             # the reason, and that nothing changed
        self.close_attempt()
        self.puzzle = None
        self.teaching = teaching
        self.hints = teaching
        self.seed = seed
        self.selection = None
        self.game_dealt(state)
        headline = self.new_game_msg(state, seed)
        self._reset_to(state, Feedback(lambda lang: [Line("head", render(headline, lang)),
                                                     *self.prompt(lang)]))
        return True

    def deal(self, options: Any, seed: Any) -> tuple[Any, Feedback | None]:
        """A new game of ``options`` dealt from ``seed``: ``(state, None)``, or ``(None, why
        not)`` (a seed that is not a whole number from 0 to ``MAX_SEED``; the engine's
        ``Options.problem()``)."""
        if seed_problem(seed) is not None:         # what every game deals from
            return None, Feedback(msg_lines("fail", Msg("ui.bad_seed", seed=echo(seed),
                                                        most=MAX_SEED)))
        problem = options.problem()
        if problem is not None:
            return None, Feedback(lambda lang: [
                Line("head", render(Msg("ui.bad_options"), lang)),
                Line("fail", render(problem, lang))])
        return self.GAME.initial_state(options, seed), None

    def changed_options(self, base: Any, changes: dict[str, Any]) -> Any:
        """``base`` with the settings ``changes`` (a game may drop what no longer fits)."""
        return dataclasses.replace(base, **changes)

    def game_dealt(self, state: Any) -> None:
        """Hook: a new game was dealt (e.g. reset a board's own choices)."""

    def new_game_msg(self, state: Any, seed: int) -> Msg:
        """The headline of a new game."""
        return Msg("ui.new_game", players=state.players, seed=seed)

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
        self.view.relabel_all()
        self._refresh(full=False)

    @guarded
    def set_hints(self, on: bool) -> None:
        """Hints on: hovering a site forecasts what happens. Off: only where a tile may go."""
        self.hints = bool(on)
        key, self._hover_key = self._hover_key, None
        self._hover_feedback = None
        self._hover_to(key)
        self._refresh(full=False)

    # ------------------------------------------------------------ telling the view

    def _set_feedback(self, feedback: Feedback, pieces: bool = True) -> None:
        self._feedback = feedback
        self._hover_feedback = None
        self._refresh(full=False, pieces=pieces)

    def _refresh(self, full: bool = False, pieces: bool = True) -> None:
        """Have the view show the state (nothing while the computer plays several moves in
        a row: it is shown once it stops)."""
        if not self._quiet:
            self.view.refresh(full=full, pieces=pieces)

    # ------------------------------------------------------------ hooks with defaults

    def starts_story(self, outcome: Any) -> bool:
        return True

    def attempt_complete(self, state: Any) -> bool:
        """A puzzle attempt is judged after as many moves as the stated answer has (the
        learner plays every seat), or once the game is over (no ask left)."""
        if self.puzzle is None:
            return True
        return not self.module.asks(state) or len(self.attempt()) >= len(self.puzzle.answer)

    def working(self) -> Any:
        """A context for a long engine call (a puzzle's goal judged by a solver): a game
        whose engine reports progress shows it in the panel meanwhile."""
        return contextlib.nullcontext()

    def followup(self, lang: str) -> list[Line]:
        """Lines after the events in the live position (e.g. a pending decision)."""
        return []

    def verdict_marks(self, verdict: Any, move: Any) -> Sequence[Mark]:
        return ()

    def focus_keys(self, items: Sequence[Any]) -> list[Key]:
        """The board keys of a typed focus (a reason's, an event's): a game hook, none by
        default."""
        return []

    def deciding_marks(self, verdict: Any, own: Key | None) -> list[Mark]:
        """``own`` (the key the move names, if any) crossed when refused, green when
        allowed; the keys the deciding reasons focus (refused: the violations; allowed,
        with hints: every reason) outlined gold, each once."""
        marks = [] if own is None else [Mark(own, "ok" if verdict.legal else "cross")]
        if not verdict.legal:
            reasons = verdict.violations
        elif self.hints:
            reasons = verdict.reasons
        else:
            reasons = ()
        seen = {own}
        for reason in reasons:
            for key in self.focus_keys(reason.focus):
                if key not in seen:
                    seen.add(key)
                    marks.append(Mark(key, "focus"))
        return marks

    def event_marks(self, event: Any) -> Sequence[Mark]:
        """Replay highlights: the keys the event focuses, outlined gold."""
        return [Mark(k, "focus") for k in self.focus_keys(event.focus)]

    def prompt(self, lang: str) -> list[Line]:
        return []

    # ------------------------------------------------------------ a click as a part of the asked move

    #: The parts a click picks and keeps (shown on the selection layer) until the move is
    #: whole: a tile or card of the hand, its side. Any other part completes the move or
    #: is explained.
    PICKED: tuple[str, ...] = ()

    def picks_only(self, key: Key) -> bool:
        """Whether a click on ``key`` picks a part (:attr:`PICKED`) rather than plays."""
        part = self.key_part(key)
        return part is not None and part[0] in self.PICKED

    def key_part(self, key: Key) -> tuple[str, Any] | None:
        """The part of a move that ``key`` names, as the engine's ``move_for`` reads it
        (``("cell", Cell(1, 0))``, ``("tile", <B60>)``, ``("bid", 2)``), or ``None``: the key
        is no part of a move (a seat's box, a control)."""
        return None

    def picked_parts(self) -> tuple[tuple[str, Any], ...]:
        """The parts the learner has picked and the view shows as picked (a tile or card of
        the hand, its side), kept until the move is whole."""
        return ()

    def asked_partial(self, key: Key = None, state: Any = None) -> Any:
        """The move being put together for the open ask of ``state`` (default: the live
        position): the picked parts, then ``key``'s part (``None``: nothing is asked, or
        ``key`` is no part of a move)."""
        asks = self.module.asks(self.state if state is None else state)
        if not asks:
            return None
        partial = Partial(asks[0].step, self.picked_parts())
        if key is None:
            return partial
        part = self.key_part(key)
        return None if part is None else partial.with_part(*part)

    def key_move(self, key: Key) -> Any:
        """What a click on ``key`` means in the live position: the whole move when the ask's
        parts are all chosen (``move_for``), else the :class:`~tutor.core.Partial` so far
        (``check`` explains it; a click commits nothing), ``None`` when ``key`` is no part
        of a move. :meth:`activate` commits a move and :meth:`preview` shows its verdict,
        so what a pixel does is decided by the engine."""
        partial = self.asked_partial(key)
        if partial is None:
            return None
        move = self.module.move_for(self.state, partial)
        return partial if move is None else move

    def choices(self, name: str, state: Any = None) -> list[Any]:
        """The values of part ``name`` that complete a legal move from the parts picked:
        where the picked tile may go, a power's targets, the two landing cells. Read from
        ``legal_moves`` through ``parts_of``, in the engine's order."""
        state = self.state if state is None else state
        picked = self.asked_partial(state=state)
        if picked is None:
            return []
        out: dict[Any, None] = {}
        for move in self.module.legal_moves(state):
            whole = self.module.parts_of(state, move)
            if name in whole and picked.agrees_with(whole):
                out[whole.get(name)] = None
        return list(out)

    def partial_feedback(self, partial: Any, key: Key, after: Texts | None = None) -> Feedback:
        """The verdict on the parts chosen so far (what is allowed already, what is next),
        with ``after``'s lines below it."""
        verdict = self.verdict(partial)

        def texts(lang: str) -> list[Line]:
            return [*verdict_lines(verdict, lang, forecasts=self.hints),
                    *(after(lang) if after is not None else [])]
        return Feedback(texts, (Mark(key, "site" if verdict.legal else "cross"),
                                *self.verdict_marks(verdict, partial)))

    def move_feedback(self, move: Any, ghost: Any = None) -> Feedback:
        """What hovering the whole move ``move`` shows: its verdict's lines
        (:meth:`verdict_texts`) and marks (``ghost``: the piece drawn where it would go)."""
        verdict = self.verdict(move)
        return Feedback(self.verdict_texts(verdict, move),
                        tuple(self.verdict_marks(verdict, move)), ghost)

    def verdict_texts(self, verdict: Any, move: Any) -> Texts:
        """The panel's lines for the verdict on the whole move ``move`` in the live position
        (a hovered key): the verdict, its forecasts too when hints are on. With hints off
        (a puzzle), an allowed move is said in words as allowed here, followed by its
        binding reasons only: the verdict's own headline may tell what happens ("Allowed:
        Y40 at (1,1) stands."), which the learner is to find out by playing the move."""
        if self.hints or not verdict.legal or not verdict.complete:
            return lambda lang: verdict_lines(verdict, lang, forecasts=self.hints)
        head = Msg("ui.hints_off", move=self.module.describe_move(self.state, verdict.move))
        return lambda lang: [Line("head", render(head, lang)),
                             *verdict_lines(verdict, lang, forecasts=False)[1:]]

    def preview(self, key: Key) -> Feedback | None:
        raise NotImplementedError

    def activate(self, key: Key) -> None:
        raise NotImplementedError
