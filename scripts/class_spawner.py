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
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from jupyterhub.spawner import LocalProcessSpawner


class ClassSpawner(LocalProcessSpawner):
    """A student's server as that student, in their own cgroup."""

    #: The student's group (a ``student_limits.StudentGroup``), set by the hub's
    #: pre-spawn hook before each start; None: no limits here.
    student_group: Any = None

    def make_preexec_fn(self, name: str) -> Callable[[], None]:
        become_student = super().make_preexec_fn(name)
        group = self.student_group
        if group is None:
            return become_student

        def join_then_become_student() -> None:
            group.join()                # as root: the group's cgroup.procs are root's
            become_student()
        return join_then_become_student

    async def stop(self, now: bool = False) -> None:
        await super().stop(now=now)
        group = self.student_group
        if group is None:
            return
        for _ in range(50):                      # a process may fork while it is read
            if not group.kill_members():
                return
            await asyncio.sleep(0.1)
        self.log.warning("%s: processes left in the group after the server stopped: %s",
                         self.user.name, group.members())
