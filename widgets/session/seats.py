"""The seats: hot seat (:class:`HotSeat`: the curtain when hands are hidden), the computer
seats (:class:`ComputerSeats`), and a board that shows one seat's area large
(:class:`LooksAtSeats`)."""

from __future__ import annotations

import functools
import numbers
import random
import re
from collections.abc import Sequence
from typing import Any

from tutor.core import Msg, render, seat_name
from tutor.core.policy import choose
from tutor.core.turns import asked_seats, served_seat

from ..panel import Feedback, Key, Line, Mark, echo, msg_lines, verdict_lines
from .guard import guarded
from .record import recorded
from .replay import Chapter, Story

CURTAIN: Key = ("curtain", None)   # hot seat: the hidden hand the next player clicks


class HotSeat:
    """Hidden information (the engine's ``HIDDEN`` is not empty): in the play view
    (``teaching`` false) a game is played hot seat, around one screen. The screen serves
    :meth:`acting`, the first asked seat that the computer does not play, so a turn, a
    response and simultaneous choices (every seat choosing at once) are served alike. When
    the served seat changes, a curtain falls: nobody's private information is shown
    (``viewer(state)`` is ``None``) until the player takes the screen, by clicking the key
    ``CURTAIN`` (their hidden hand) or with :meth:`take_screen`. (A part of
    :class:`~widgets.session.Session`.)"""

    _at_screen: int | None = recorded()      # the seat that took the screen

    @property
    def has_secrets(self) -> bool:
        """Whether a seat at the screen sees what the others may not: the engine says so
        (``HIDDEN``), no board decides it."""
        return bool(self.module.HIDDEN)

    def acting(self, state: Any = None) -> int | None:
        """The seat the board serves: in the live position (``state`` None or the live
        one) the first asked seat that the computer does not play (the first asked when
        the computer plays them all); in a replayed snapshot (a moment inside a move, where
        only the engine's table is defined) the seat on the move then. ``None`` once the
        game is over."""
        if state is None or state is self.state:
            return served_seat(self.module.asks(self.state), self._computer)
        return self.table(state).to_act

    def step_of(self, state: Any = None) -> str | None:
        """The step the served seat is asked for in ``state`` (default the live position;
        a stable one: a position a move leads to). ``None``: nobody is asked."""
        state = self.state if state is None else state
        asks = self.module.asks(state)
        seat = served_seat(asks, self._computer)
        return next((a.step for a in asks if a.seat == seat), None)

    @property
    def curtained(self) -> bool:
        """Hot seat, play view: the served seat has not taken the screen yet, so none of its
        private information is drawn (the previous player may still be looking)."""
        if not self.has_secrets or self.teaching:
            return False
        seat = self.acting()
        return seat is not None and seat != self._at_screen and not self.is_computer(seat)

    def viewer(self, state: Any) -> int | None:
        """Whose private information the screen shows for ``state`` (live or a replayed
        snapshot): the served seat in the teaching view; in the play view only once that
        seat took the screen (``None``: nobody's, only what is public; a computer seat
        never takes it)."""
        seat = self.acting(state)
        if self.teaching or not self.has_secrets:
            return seat
        if self.curtained:                       # the screen is changing hands: nobody's
            return None
        if seat is None or self.is_computer(seat):   # the computer's hand stays hidden
            return None
        return seat if seat == self._at_screen else None

    @guarded
    def take_screen(self) -> None:
        """The served seat takes the screen: its hand (and other secrets) are shown. A
        computer seat never does: its hand stays hidden."""
        self._leave_replay()
        seat = self.acting()
        if seat is not None and self.is_computer(seat):
            self._set_feedback(Feedback(msg_lines("info", Msg(
                "ui.computer.no_screen", who=self._seat_name(seat)))))
            return
        self._at_screen = seat
        self._screen_taken()
        self._hover_key = None
        self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=True)

    def _screen_taken(self) -> None:
        """Called when a seat took the screen (a board showing one seat's area goes back to
        the served seat's)."""

    def _drop_screen(self) -> None:
        """Hot seat: undo and redo may be clicked by anybody at the table, so the seat of
        the position they reach must take the screen again. (Not when one learner plays
        alone against the computer: nobody else is looking.)"""
        if self.puzzle is None and len(self._human_seats()) == 1:
            return
        self._at_screen = None

    def curtain_lines(self, lang: str) -> list[Line]:
        """The panel under the curtain: pass the screen, then click the hidden hand."""
        who = self._seat_name(self.acting())
        return [Line("head", render(Msg("ui.curtain.head", who=who), lang)),
                Line("info", render(Msg("ui.curtain.prompt", who=who), lang))]

    def curtain_first(self, key: Key | None = None) -> Feedback:
        """Under the curtain, a part of a move hovered or clicked, or moves typed: the
        served seat must show its hand first (``key``, when given, is outlined)."""
        return Feedback(msg_lines("info", Msg("ui.curtain.first",
                                              who=self._seat_name(self.acting()))),
                        () if key is None else (Mark(key, "site"),))

    def _seat_name(self, seat: int | None) -> Msg:
        """A seat in a sentence (``None``: the served seat; Player 1 once nobody is)."""
        return seat_name((self.acting() if seat is None else seat) or 0)


class ComputerSeats:
    """Computer seats (free play only): :meth:`set_computer` (or ``computer_seats = {1, 2}``,
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
    hand stays hidden in the play view) and a learner cannot move for it. (A part of
    :class:`~widgets.session.Session`.)
    """

    #: The most computer moves played in a row before the session pauses and says so (a
    #: guard against loops, and against a long wait when every seat is the computer's).
    COMPUTER_LIMIT = 40
    #: Mixed into the computer's seed with the position: the same position gets the same
    #: computer move, whatever was undone before.
    computer_seed = 0
    _computer: frozenset[int] = recorded(frozenset())   # the seats it plays (0-based)
    _driving = False                                      # the computer is moving (_drive)

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
        return sorted(s for s in self._computer if s < self.table().players)

    def _human_seats(self) -> set[int]:
        return set(range(self.table().players)) - self._computer

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
        players = self.table().players
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


class LooksAtSeats:
    """For a session whose board shows one seat's area large and every seat's small (Big
    Monster's landing areas, Fruit Picking's islands): ``looking`` is the seat chosen with
    :meth:`look_at` (``None``: the seat the board serves, :meth:`served_seat`), forgotten
    on a new game, a new position and a move."""

    looking: int | None = recorded()

    def served_seat(self, state: Any = None) -> int | None:
        """The seat whose area is shown when the learner chose none (in ``state``, default
        the live position)."""
        return self.acting(state)

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
        if self.looking is not None and self.looking < self.table(state).players:
            return self.looking
        seat = self.served_seat(state)
        return 0 if seat is None else seat

    @guarded
    def look_at(self, seat: int | None) -> None:
        """Show ``seat``'s area large (``None``: the served seat's). A seat not at the
        table is explained and nothing changes."""
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < self.table().players):
            self._set_feedback(Feedback(msg_lines("fail", Msg(
                "core.turn.no_such_seat", seat=seat, players=self.table().players))))
            return
        self.looking = None if seat == self.served_seat() else seat
        self._hover_key = None
        self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=True)

    def _screen_taken(self) -> None:
        super()._screen_taken()
        self.looking = None

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
