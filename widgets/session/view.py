"""What a session asks of whatever shows it (:class:`View`), and a view that shows nothing
(:class:`NullView`: a session on its own, in tests and scripts)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..panel import Line


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
