"""Canvas work a moment after the texts: one painter thread per kernel.

Why (measured, ``benchmarks/LATENCY.md``, "Texts first, the canvas a moment later"): on a
2-core machine a board's explanation took 5–10 ms longer than the no-op floor to travel
from the kernel to the page, although the kernel had sent it as early. The time was lost
in transit, while the kernel went on to draw the canvas: that drawing (3 ms for an Oh Hell
bid on a quiet machine, several times more under load) competed for the two cores with
the server relaying the text and the browser showing it. So in a kernel a board sets its
texts, returns, and leaves its canvas to this thread, which paints it :data:`DELAY`
later, once the texts are in the page.

* **Coalescing.** A board posted again before it was painted is painted once, with what
  it shows by then (the last post's work runs, at the first post's time): a stream of
  hovers draws at most one highlight per :data:`DELAY`, and never a stale one.
* **One caller at a time.** The work posted is a board's guarded entry point: it takes
  :data:`widgets.session.ENTRY_LOCK` as every other entry point does, so a paint never
  runs beside a click, a cell or another board's drawing.
* **Other work later.** A board's timed replay posts its next step here too
  (:meth:`widgets.base.Board.schedule_tick`), with a delay of its own (the replay's pace)
  and under a key of its own, which :meth:`Painter.cancel` takes back: one thread runs
  every board's work that is due later, and a board has at most one step pending.
* **Pure threading**: no widget import, tested without a kernel (:meth:`Painter.flush`
  runs what is pending at once) and without real time: a painter made with a clock of
  the test's and no thread (``Painter(clock=..., threaded=False)``) runs what is due by
  that clock when the test calls :meth:`Painter.run_due`.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Hashable

log = logging.getLogger(__name__)

#: How long after its texts a board in a kernel paints its canvas (seconds): longer than
#: the texts take to reach the page on a loaded 2-core machine (the floor's p95 from
#: kernel to page: 12–25 ms), short enough that the highlight seems to come with them.
DELAY = 0.025


class Painter:
    """Runs posted work on a thread of its own, ``delay`` seconds after it is first
    posted, once per key however often it was posted in between."""

    def __init__(self, delay: float = DELAY, clock: Callable[[], float] = time.monotonic,
                 threaded: bool = True) -> None:
        self.delay = delay
        self._clock = clock
        self._threaded = threaded             # False: the caller runs the work (run_due)
        self._cond = threading.Condition()
        #: key -> (when it may run, the work): the work of the last post, the time of the
        #: first.
        self._due: dict[Hashable, tuple[float, Callable[[], None]]] = {}
        self._thread: threading.Thread | None = None
        self._busy = False                       # the thread is running a work now

    def post(self, key: Hashable, work: Callable[[], None], delay: float | None = None) -> None:
        """Run ``work`` ``delay`` seconds from now (default: the painter's ``delay``), or
        with the run of ``key`` already pending (which then runs this ``work`` instead of
        the earlier one)."""
        wait = self.delay if delay is None else delay
        with self._cond:
            due = self._due[key][0] if key in self._due else self._clock() + wait
            self._due[key] = (due, work)
            if not self._threaded:
                return
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="rules-tutor-painter",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()       # the thread, and any wait_drained

    def cancel(self, key: Hashable) -> None:
        """Forget the run of ``key`` if it is pending (work already running is not
        stopped: what it does must check it is still wanted)."""
        with self._cond:
            self._due.pop(key, None)

    def pending(self) -> int:
        """How many keys wait to be run."""
        with self._cond:
            return len(self._due)

    def flush(self) -> None:
        """Run everything pending now, on the calling thread (tests, a cell that must see
        the canvas sent)."""
        with self._cond:
            due, self._due = self._due, {}
        for _when, work in sorted(due.values(), key=lambda item: item[0]):
            self._call(work)

    def run_due(self) -> int:
        """Run, on the calling thread, every work whose time has come by the painter's
        clock, in the order they are due; how many ran (a painter without a thread)."""
        with self._cond:
            now = self._clock()
            due = sorted(((when, key) for key, (when, _) in self._due.items() if when <= now),
                         key=lambda item: item[0])
            works = [self._due.pop(key)[1] for _, key in due]
        for work in works:
            self._call(work)
        return len(works)

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Wait until the thread runs no work (what it had taken when :meth:`flush` ran
        the rest): a test's teardown, so that no board paints into the next test. Do not
        call it holding the entry lock (the work waits for it). Returns whether it is idle."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def wait_drained(self, timeout: float = 60.0) -> bool:
        """Wait until the thread has run every work posted so far: nothing waits to be due
        and nothing runs (tests of the thread itself; the thread notifies after each work).
        A deadline only, generous for a busy machine. Returns whether it drained."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._due and not self._busy, timeout)

    def _take_due(self) -> Callable[[], None]:
        """Wait for the earliest work to be due, take it off the queue and return it."""
        with self._cond:
            while True:
                if not self._due:
                    self._cond.wait()
                    continue
                key, (when, work) = min(self._due.items(), key=lambda item: item[1][0])
                wait = when - self._clock()
                if wait <= 0:
                    del self._due[key]
                    self._busy = True
                    return work
                self._cond.wait(wait)

    def _run(self) -> None:
        while True:
            try:
                self._call(self._take_due())
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    @staticmethod
    def _call(work: Callable[[], None]) -> None:
        try:
            work()
        except Exception:        # a board's work shows its own errors; this is a last net
            log.exception("painting failed")


#: The painter of this process (boards in a kernel post their canvas work to it).
PAINTER = Painter()
