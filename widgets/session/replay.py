"""The story of a move and its replay: the events a move caused, stepped through one at a
time (:class:`Replay`) or played at a pace (:class:`TimedReplay`, the board's ▶ Play)."""

from __future__ import annotations

import functools
import numbers
import weakref
from dataclasses import dataclass
from typing import Any

from tutor.core import Msg, render

from ..panel import Feedback, Line, Texts, echo, is_number, msg_lines
from .guard import guarded, passive
from .record import recorded

#: The session whose timed replay plays now (one at a time in the process), or None.
_now_playing: "weakref.ReferenceType[TimedReplay] | None" = None


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


class Replay:
    """The story being shown and its steps (a part of :class:`~widgets.session.Session`):
    ``_story`` (the lines and events of the last move), ``_cursor`` (the event shown, or
    ``None``: the live position)."""

    _story: Story = recorded(NO_STORY)
    _cursor: int | None = recorded()

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


class TimedReplay:
    """▶ Play / ❚❚ Pause (a part of :class:`~widgets.session.Session`, see
    :mod:`widgets.session`): the story walked forward one step every :attr:`play_pace`
    seconds, on the view's clock."""

    #: The timed replay's default pace: seconds from one step to the next (▶ Play). A
    #: session's own is :attr:`play_pace` (:meth:`set_play_pace`).
    PLAY_PACE = 0.7
    #: The paces :meth:`set_play_pace` takes, in seconds per step (as ``ui.play.bad_pace``
    #: says them).
    PLAY_PACES = (0.1, 10.0)
    _playing = False                    # the timed replay plays (:meth:`play_steps`)
    _play_token = 0                     # the current play's (its steps carry it)
    _play_pace = PLAY_PACE              # set by :meth:`set_play_pace`

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
