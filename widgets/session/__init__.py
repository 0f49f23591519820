"""The board session: everything a board remembers and decides, without a widget.

A :class:`Session` holds the history (undo a move or a whole turn, redo), the story being
shown (replay, step through), puzzle mode, the hot-seat curtain, the computer seats, the
panel's feedback and the hover state, and recovers from errors. It talks to the engine only through the game
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
  on an exception the session's record is put back as it was, the error and the end of
  its traceback are shown in the panel, logged, and kept in ``last_error``. Bad input
  (notation, ids, clicks off the board) is not an error: it gets a clear message in the
  current language.
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

The parts (one module each, one job each):

* :mod:`~widgets.session.record`: the session's state is **one frozen record**
  (``session.record``), replaced whole on every change. Each part below declares the
  fields it keeps with :class:`recorded`, and so does a game's session that needs one of
  its own (Pook's ``side``, the ``looking`` of :class:`LooksAtSeats` and Sagani): the
  record's class is made from all of them. :func:`guarded` saves the record before an
  entry point and puts it back if the entry point fails.
* :mod:`~widgets.session.core`: the fields every part reads (the history, hence the live
  position; the selection, the language, hints, the feedback, the hover), the view, the
  panel, the verdict memo, the hooks with defaults.
* :mod:`~widgets.session.guard`: error recovery: :func:`guarded`, :func:`passive`,
  :data:`ENTRY_LOCK`.
* :mod:`~widgets.session.history`: :class:`History`, and playing, undoing and redoing a
  move (``Moves``).
* :mod:`~widgets.session.clicks`: the click path, from a key to the move it means
  (``Clicks``, :class:`CellKeys`).
* :mod:`~widgets.session.seats`: hot seat and its curtain (``HotSeat``), the computer
  seats (``ComputerSeats``), one seat's area shown large (:class:`LooksAtSeats`).
* :mod:`~widgets.session.replay`: the story of a move (:class:`Story`), stepped through
  (``Replay``) or played at a pace (``TimedReplay``).
* :mod:`~widgets.session.puzzles`: puzzle mode (``Puzzles``).
* :mod:`~widgets.session.positions`: opening a session, a new game, a loaded position, the
  language and hints (``Positions``).
* :mod:`~widgets.session.view`: what the session asks of its view (:class:`View`,
  :class:`NullView`).

**Why mixins, not composition.** :class:`Session` is the parts mixed over the core, one
object. Its public face is one flat set of entry points (``session.undo()``,
``board.play_steps()`` through the board's delegation, ``look_at`` from a mixin), and a
game's session overrides hooks that cross parts (``commit`` by :class:`LooksAtSeats`,
``position_loaded``, ``prompt`` read by every part): with composition each part would need
its owner back to read the one record and call those hooks, and the session would forward
some eighty names to its parts. The parts share nothing but the record and ``self``; each
part's docstring says what it keeps, each has its own tests (``tests/test_session.py``:
the record put back when an entry point of that part fails), and the pure pieces
(:class:`History`, :class:`Story`, :class:`recorded`, :func:`guarded`) are used and tested
with no session at all.
"""

from __future__ import annotations

from .clicks import CellKeys, Clicks
from .core import SessionCore
from .guard import ENTRY_LOCK, guarded, passive
from .history import Entry, History, Moves
from .positions import Positions
from .puzzles import Puzzles
from .record import Recorded, recorded
from .replay import NO_STORY, Chapter, Replay, Story, TimedReplay
from .seats import CURTAIN, ComputerSeats, HotSeat, LooksAtSeats
from .view import NullView, View

__all__ = ["CURTAIN", "ENTRY_LOCK", "NO_STORY", "CellKeys", "Chapter", "Entry", "History",
           "LooksAtSeats", "NullView", "Recorded", "Session", "Story", "View", "guarded",
           "passive", "recorded"]


class Session(Positions, Puzzles, TimedReplay, Replay, ComputerSeats, HotSeat, Moves, Clicks,
              SessionCore):
    """A game's live session: the parts (see :mod:`widgets.session`) over the core. A game
    subclasses it, names its engine (``GAME``) and fills in the hooks."""
