"""The core every part of a session stands on: the record's common fields, the engine
module and the view, the panel's feedback, the verdict memo, an error shown, and the hooks
with defaults that a game's session fills in (see :mod:`widgets.session`)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from tutor.core import LANGUAGES, Msg, TutorError, render, seat_name
from tutor.core.puzzles import PuzzleResult
from tutor.core.turns import asked_seats

from .. import messages as _messages  # noqa: F401  (registers the ui.* catalog)
from ..panel import (Feedback, Key, Line, Mark, bounded, echo, exception_feedback, msg_lines,
                     plain_text, with_note)
from .history import History
from .record import Recorded, recorded
from .view import NullView, View

log = logging.getLogger(__package__)    # "widgets.session": one log for every part


class SessionCore(Recorded):
    """The fields every part reads (the history and the live position, the selection, the
    language, hints, the teaching view, the seed, the controls, the panel's feedback and
    the hover), the view it tells, the panel, and the hooks a game fills in."""

    GAME: Any = None          # the engine module (``tutor.<game>``)
    MOVE_EXAMPLE = ""

    history: History = recorded()         # the positions and the outcomes between them
    selection: Any = recorded()           # what the learner picked (a tile, a card...)
    lang: str = recorded("en")
    hints: bool = recorded(True)
    teaching: bool = recorded(True)
    seed: int | None = recorded()
    #: whether the view shows the rows for new games, puzzles and typed moves
    controls: bool = recorded(False)
    _feedback: Feedback = recorded()      # what the panel says (the last one set)
    _hover_key: Key = recorded()          # the key under the pointer
    _hover_feedback: Feedback | None = recorded()   # what the panel says over it

    last_error: BaseException | None = None
    _guard_depth = 0                      # entry points in progress (:func:`guarded`)
    _quiet = 0                            # > 0: no redraw until the computer's drive ends
    _memo: tuple[Any, dict[Any, Any]] = (None, {})   # the live position, its verdicts

    def __init__(self, module: Any, state: Any, *, lang: str = "en", hints: bool = True,
                 teaching: bool = True, seed: int | None = None):
        self.module = module
        self.view: View = NullView()
        #: called with each judged puzzle attempt: ``(result, moves)`` (the quiz records
        #: them): a refused move, a finished answer, and an attempt left unfinished or taken
        #: back (:meth:`close_attempt`)
        self.answer_listeners: list[Callable[[PuzzleResult, list[Any]], None]] = []
        bad_lang = lang not in LANGUAGES
        self.record = self.Record(history=self._start(state),
                                  lang="en" if bad_lang else lang, hints=bool(hints),
                                  teaching=bool(teaching), seed=seed,
                                  feedback=Feedback(lambda lang: self.prompt(lang)))
        #: a refused ``lang`` (said in the panel, with what is shown instead)
        self._bad_lang: Msg | None = None
        if bad_lang:
            self._bad_lang = Msg("ui.bad_language", lang=echo(lang), choices=list(LANGUAGES))
            self._set_feedback(with_note(Feedback(msg_lines("fail", self._bad_lang)),
                                         Msg("ui.fallback_lang")))

    def _start(self, state: Any) -> History:
        """A history that starts at ``state``."""
        return History.start(state, asked_seats(self.module.asks(state)))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.module.to_notation(self.state)!r})"

    def _show_exception(self, exc: BaseException) -> None:
        """An entry point failed (:func:`~widgets.session.guard.guarded` restored the
        record): show the error and keep it in ``last_error``."""
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

    def verdict(self, move: Any) -> Any:
        """``check`` on the live position, computed once per position and move."""
        state, verdicts = self._memo
        if state is not self.state:
            state, verdicts = self._memo = (self.state, {})
        if move not in verdicts:
            verdicts[move] = self.module.check(state, move)
        return verdicts[move]

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

    def table(self, state: Any = None) -> Any:
        """The engine's :class:`~tutor.core.turns.Table` of ``state`` (default the live
        position): its seats, options and whether the game is over."""
        return self.module.table(self.state if state is None else state)

    # ------------------------------------------------------------ hooks with defaults

    def followup(self, lang: str) -> list[Line]:
        """Lines after the events in the live position (e.g. a pending decision)."""
        return []

    def verdict_marks(self, verdict: Any, move: Any) -> Sequence[Mark]:
        return ()

    def focus_keys(self, items: Sequence[Any]) -> list[Key]:
        """The board keys of a typed focus (a reason's, an event's): a game hook, none by
        default."""
        return []

    def event_marks(self, event: Any) -> Sequence[Mark]:
        """Replay highlights: the keys the event focuses, outlined gold."""
        return [Mark(k, "focus") for k in self.focus_keys(event.focus)]

    def prompt(self, lang: str) -> list[Line]:
        """What the panel says when nothing else is to be said, the same in every game: how
        the game ended (:meth:`over_lines`; the engine's ``table`` says it is over), that
        the puzzle is solved, the curtain to pass in hot seat, else what the served seat is
        asked (:meth:`ask_lines`)."""
        if self.table().over:
            return self.over_lines(lang)
        if self.puzzle_done:
            return [Line("note", render(Msg("ui.puzzle.done"), lang))]
        if self.curtained:
            return self.curtain_lines(lang)
        return self.ask_lines(lang)

    def over_lines(self, lang: str) -> list[Line]:
        """How the game ended (a game hook: its winners, its scores)."""
        return [Line("head", render(Msg("core.game_over"), lang))]

    def winners_lines(self, key: str, winners: Sequence[int], lang: str) -> list[Line]:
        """The end of a game whose message (``key``) names its winners: ``winners`` (their
        names) and ``count``, for the plural."""
        names = [seat_name(s) for s in winners]
        return [Line("head", render(Msg(key, winners=names, count=len(names)), lang))]

    def ask_lines(self, lang: str) -> list[Line]:
        """What the served seat is asked: by default the open asks' own messages (a game
        hook says more, e.g. the part picked so far)."""
        seat = self.acting()
        return [Line("info", render(ask.msg, lang))
                for ask in self.module.asks(self.state) if ask.seat == seat]
