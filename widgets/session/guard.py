"""Error recovery: every entry point of a session is :func:`guarded`.

On an exception the session's record (:mod:`widgets.session.record`: its whole state, one
frozen value) is put back as it was when the entry point was called, the error and the
end of its traceback are shown in the panel, logged, and kept in ``last_error``
(:meth:`~widgets.session.core.SessionCore._show_exception`). Bad input (notation, ids,
clicks off the board) is not an error: it gets a clear message in the current language.

One entry point runs at a time in the process (:data:`ENTRY_LOCK`), and an entry point
that is not :func:`passive` stops the timed replay first
(:meth:`~widgets.session.replay.TimedReplay._stop_playing`).
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import Any


#: Held by every entry point (:func:`guarded`) and by a board coming alive: the kernel's
#: widget thread (a subshell) and the main thread never run a session's code, or draw on
#: the canvases (ipycanvas sends every canvas's commands through one shared manager), at
#: the same time. Re-entrant: an entry point calls others.
ENTRY_LOCK = threading.RLock()


def passive(method: Callable) -> Callable:
    """Mark an entry point that does not stop a timed replay (:func:`guarded`): a hover,
    a paint, the replay's own steps and controls. Put it under ``@guarded``."""
    method.keeps_playing = True
    return method


def guarded(method: Callable) -> Callable:
    """Wrap an entry point (of a session, or of a view that has one as ``session``): on
    an exception put the session's record back as it was and show the error. One entry
    point runs at a time in the process (:data:`ENTRY_LOCK`). Unless it is
    :func:`passive`, it stops the timed replay first (:meth:`Session.pause`): the learner
    did something else.

    Nested calls (an entry point calling another) are guarded once, by the outermost.
    """
    keeps_playing = getattr(method, "keeps_playing", False)

    @functools.wraps(method)
    def wrapper(self: Any, *args, **kwargs):
        with ENTRY_LOCK:
            session = self.__dict__.get("session", self)
            if session._guard_depth:
                return method(self, *args, **kwargs)
            saved = session.record             # the whole state: one frozen value
            session._guard_depth += 1
            try:
                stopped = not keeps_playing and session._stop_playing()
                result = method(self, *args, **kwargs)
                if stopped:
                    session.view.show_playing()     # if the entry showed nothing itself
                return result
            except Exception as exc:  # shown in the panel and logged, never swallowed
                session.record = saved
                session._show_exception(exc)
                return None
            finally:
                session._guard_depth -= 1

    return wrapper
