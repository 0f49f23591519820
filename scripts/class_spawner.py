"""The class hub's spawner (``scripts/jupyterhub_config.py``): JupyterHub's
``LocalProcessSpawner``, which starts each student's server as that student, with two
steps more:

- the server starts inside the student's own cgroup (``student_limits``), with the
  class's limits on memory, CPU and tasks. The forked child joins the group while it is
  still root, then becomes the student; a student's process cannot leave the group, and
  every kernel it starts is in it too;
- when the server stops, every process left in that group is killed: a kernel's
  children outlive the kernel (a ``multiprocessing`` pool, a ``subprocess`` started in a
  session of its own), and would otherwise go on using the student's share of the
  machine with nobody to see them (systemd does the same when a unit stops).

And one :class:`RunawayWatcher` for the hub: a student who keeps a core busy (a loop
that never ends, a pool of spinning processes) gives way to every other student whose
kernel wakes up to answer a click (``student_limits.RunawayWatch``).
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from jupyterhub.spawner import LocalProcessSpawner


class RunawayWatcher:
    """Reads every watched student's CPU time once a ``interval`` seconds, and lowers or
    lifts their group's CPU weight as ``watch`` (a ``student_limits.RunawayWatch``) says.
    A thread of the hub's own; it only reads ``/proc`` and writes the class's cgroup
    files. ``clock`` is injected so that :meth:`step` can be tested on a test's time."""

    def __init__(self, cgroups: Any, watch: Any, log: logging.Logger, *,
                 interval: float = 1.0, clock: Callable[[], float] = time.monotonic):
        self.cgroups, self.watch, self.log = cgroups, watch, log
        self.interval, self.clock = interval, clock
        self._students: set[str] = set()
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None

    def add(self, name: str) -> None:
        """Watch this student from now on (their server is starting); starts the thread."""
        with self._lock:
            self._students.add(name)
            self.watch.forget(name)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, daemon=True,
                                                name="runaway-watcher")
                self._thread.start()

    def discard(self, name: str) -> None:
        """Their server has stopped: no more readings."""
        with self._lock:
            self._students.discard(name)
            self.watch.forget(name)

    def step(self) -> list[tuple[str, bool]]:
        """One reading of every watched student; the changes made: (name, lowered)."""
        with self._lock:
            students = sorted(self._students)
        changes = []
        for name in students:
            now = self.clock()
            change = self.watch.observe(now, name, self.cgroups.cpu_seconds(name))
            if change is None:
                continue
            try:
                self.cgroups.lower(name, change)
            except OSError as exc:
                self.log.warning("%s: could not change the CPU weight: %s", name, exc)
                continue
            changes.append((name, change))
            if change:
                self.log.warning(
                    "%s keeps at least %g of a core busy: their processes now give way "
                    "to every other student's", name, self.watch.busy_cores)
            else:
                self.log.info("%s is calm again: their usual CPU weight is back", name)
        return changes

    def _run(self) -> None:
        while not self._stopped.wait(self.interval):
            try:
                self.step()
            except Exception:                       # the hub goes on without it
                self.log.exception("the runaway watcher failed; it goes on")

    def stop(self) -> None:
        self._stopped.set()


class ClassSpawner(LocalProcessSpawner):
    """A student's server as that student, in their own cgroup."""

    #: The student's group (a ``student_limits.StudentGroup``), set by the hub's
    #: pre-spawn hook before each start; None: no limits here.
    student_group: Any = None
    #: The hub's one :class:`RunawayWatcher` (set by the hub's configuration); None: none.
    runaway_watcher: Any = None

    def make_preexec_fn(self, name: str) -> Callable[[], None]:
        become_student = super().make_preexec_fn(name)
        group = self.student_group
        if group is None:
            return become_student

        def join_then_become_student() -> None:
            group.join()                # as root: the group's cgroup.procs are root's
            become_student()
        return join_then_become_student

    async def start(self):
        started = await super().start()
        if self.student_group is not None and self.runaway_watcher is not None:
            self.runaway_watcher.add(self.user.name)
        return started

    async def stop(self, now: bool = False) -> None:
        await super().stop(now=now)
        if self.runaway_watcher is not None:
            self.runaway_watcher.discard(self.user.name)
        group = self.student_group
        if group is None:
            return
        for _ in range(50):                      # a process may fork while it is read
            if not group.kill_members():
                return
            await asyncio.sleep(0.1)
        self.log.warning("%s: processes left in the group after the server stopped: %s",
                         self.user.name, group.members())
