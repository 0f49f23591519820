"""The history and the moves: a move played (typed or clicked), undone and redone.

:class:`History` is the positions played and the outcomes between them (a value: pushing,
undoing and redoing make a new one); :class:`Moves` is the session's part that plays a
move on the live position (:meth:`Moves.commit`: the verdict, the history, the story told)
and takes it back.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, Callable

from tutor.core import Msg, NotationError, only_seat, render
from tutor.core.puzzles import judge
from tutor.core.turns import asked_seats

from ..panel import (Feedback, Line, Texts, echo, kind_of, msg_lines, notation_feedback,
                     result_lines, verdict_lines)
from .guard import guarded
from .replay import NO_STORY, Story


@dataclass(frozen=True)
class Entry:
    """A position in the history, the outcome that led to it (None at the start), and the
    seats it asks, in the order asked: a turn begins where they change
    (:meth:`History.turn_start`)."""

    state: Any
    outcome: Any = None
    asked: tuple[int, ...] = ()


def turn_begins(before: Entry, entry: Entry) -> bool:
    """The default turn boundary: the seats asked change."""
    return before.asked != entry.asked


@dataclass(frozen=True)
class History:
    entries: tuple[Entry, ...]
    index: int = 0

    @staticmethod
    def start(state: Any, asked: tuple[int, ...] = ()) -> "History":
        return History((Entry(state, None, asked),), 0)

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

    def turn_start(self, index: int | None = None,
                   begins: Callable[[Entry, Entry], bool] | None = None) -> int:
        """The index where the turn of the position ``index`` (default: the current one)
        began: back over the positions before it that ask the same seats. ``begins(before,
        entry)``, when given, says instead whether ``entry`` begins a turn after ``before``
        (a game whose seats' turns are not told apart by the seats asked: a solo game asks
        the one seat all along)."""
        i = self.index if index is None else index
        if begins is None:
            begins = turn_begins
        while i > 0 and not begins(self.entries[i - 1], self.entries[i]):
            i -= 1
        return i

    def outcomes(self) -> list[Any]:
        """Outcomes from the start to the current position."""
        return [e.outcome for e in self.entries[1:self.index + 1]]


class Moves:
    """Playing a move and taking it back (a part of :class:`~widgets.session.Session`).
    The history itself is a field of the core (:class:`~widgets.session.core.SessionCore`):
    every part reads the live position."""

    @property
    def can_undo(self) -> bool:
        """Whether :meth:`undo` has something to take back (with computer seats: a
        learner's decision before the current position)."""
        return self._undo_target() is not None

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo

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
            self._at_screen = self.acting()
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
            self._set_feedback(self.curtain_first())
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
        self._go_to(self.history.push(self._entry(outcome)))
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

    @guarded
    def undo(self) -> None:
        """Take back the last move; with computer seats, back to the learner's last
        decision (the computer's replies are taken back with it)."""
        self._undo_to(self._undo_target())

    @guarded
    def undo_turn(self) -> None:
        """Take back the whole turn of the last move: back to the position where the seats
        it asks were first asked (a turn begins where the seats asked change,
        :meth:`History.turn_start`); with computer seats, the computer's turns after it
        too. A turn of one move is taken back as :meth:`undo` does."""
        self._undo_to(self._turn_target())

    def _undo_to(self, target: int | None) -> None:
        """Go back to the history index ``target`` (``None``: there is nothing to undo)
        and say what was taken back."""
        self._leave_replay()
        if target is None:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.nothing_to_undo"))))
            return
        self.close_attempt()
        history = self.history
        replies = history.index - target - 1          # moves taken back after the first
        move = self.said_move(history.entries[target + 1].outcome)
        if replies and target != self._undo_target():
            head = Msg("ui.turn_undone", move=move, n=replies + 1)
        elif replies:
            head = Msg("ui.computer.undone", move=move, n=replies)
        else:
            head = Msg("ui.undone", move=move)
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

    def _turn_target(self) -> int | None:
        """The history index :meth:`undo_turn` goes back to: where the turn of the last
        move began, or, when that turn was a computer seat's, where the learner's turn
        before it began; ``None``: nothing to undo."""
        history = self.history
        if not history.can_undo:
            return None
        target = history.turn_start(history.index - 1, self.turn_begins)
        while self.computer_asked(history.entries[target].state):
            if target == 0:
                return None
            target = history.turn_start(target - 1, self.turn_begins)
        return target

    def turn_begins(self, before: Entry, entry: Entry) -> bool:
        """Hook: whether ``entry`` begins a turn after ``before`` (what :meth:`undo_turn`
        takes back to); by default where the seats asked change."""
        return turn_begins(before, entry)

    def _entry(self, outcome: Any) -> Entry:
        """The history's entry for the position ``outcome`` leads to."""
        return Entry(outcome.after, outcome, asked_seats(self.module.asks(outcome.after)))

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
        self.replace_record(history=history, selection=None, cursor=None,
                            hover_feedback=None)

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

    def starts_story(self, outcome: Any) -> bool:
        """Hook: whether the move of ``outcome`` starts a story of its own (else its events
        continue the story of the moves before it, back to one that starts one)."""
        return True

    def _reset_to(self, state: Any, feedback: Feedback | None = None) -> None:
        self._at_screen = None
        self._reported = ()
        self.history = self._start(state)
        self._go_to(self.history)
        self._story = NO_STORY
        self._hover_key = None
        self.view.setup_reset()
        self._set_feedback(feedback or Feedback(lambda lang: self.prompt(lang)), pieces=True)
        self._drive(self._lead())
