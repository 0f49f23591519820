"""Runs in the Jupyter server (JupyterLab, Voilà), not in the kernel: how the browser's
messages reach the boards.

Every hover and click on a board is a small websocket message to the kernel and a few small
ones back. With Nagle's algorithm on (Tornado's default), a small reply written while an
earlier one is still unacknowledged waits for the browser's delayed ACK: about 40 ms on
Linux, in a measured share of hovers and clicks (see ``benchmarks/browser_latency.py``).
:class:`NoDelayWebsocketConnection` turns it off for each kernel websocket, as Tornado
documents (``WebSocketHandler.set_nodelay``). ``make lab`` and ``make app`` select it::

    jupyter lab --ServerApp.kernel_websocket_connection_class=widgets.server.NoDelayWebsocketConnection
    voila --Voila.kernel_websocket_connection_class=widgets.server.NoDelayWebsocketConnection
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Float, Integer

#: The option value that selects it, for command lines and tests.
CONNECTION_CLASS = "widgets.server.NoDelayWebsocketConnection"


class NoDelayWebsocketConnection(ZMQChannelsWebsocketConnection):
    """Jupyter's kernel websocket connection, with TCP_NODELAY on its socket."""

    def connect(self):
        self.websocket_handler.set_nodelay(True)
        return super().connect()


# ---------------------------------------------------------------- a class's heated kernels

#: The option value that selects :class:`ClassroomKernelManager` (``make app STUDENTS=N``).
KERNEL_MANAGER_CLASS = "widgets.server.ClassroomKernelManager"


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager, with Voilà's heated kernels refilled when the class has
    settled, one at a time, instead of all at once.

    Voilà heats a pool of kernels for a course before the class comes (each has run the
    notebook), and replaces every kernel taken, ``fill_delay`` seconds after it is taken.
    A class takes its N kernels within a minute, so N replacements then run the whole
    course together, in the class's third minute, on the cores the class is clicking on
    (measured with 20 and 30 students: most clicks of that minute waited more than 10 s,
    and the kernels' memory per student doubled). Here, with Voilà's ``fill_delay`` at 0:

    * a replacement waits until the class has settled: no kernel taken for :attr:`settle`
      seconds (the class has arrived) and the machine no longer busy (its load average
      under its number of cores: the pages are loaded, the class is clicking), or at most
      :attr:`settle_at_most` seconds; then only :attr:`heat_at_once` replacements run the
      course at a time (the next starts when one has run it);
    * a student who asks for the course when no heated kernel is left (a late student, a
      reloaded page) takes the first waiting replacement, which then starts at once: that
      student waits as long as without heating, nobody else does;
    * the pool heated before the class, and a restarted kernel, are Voilà's as before.

    Voilà builds its own manager class on top of this one (the option
    ``VoilaConfiguration.multi_kernel_manager_class``); the two methods that decide are
    wrapped on the instance, so Voilà's code runs unchanged.
    """

    settle = Float(60.0, config=True, help="seconds without a kernel taken before the "
                   "pool is refilled")
    heat_at_once = Integer(1, config=True, help="replacements running the course at a time")
    busy_load = Float(0.0, config=True, help="the 1-minute load average at which the "
                      "machine is too busy to refill (0: its number of cores)")
    settle_at_most = Float(600.0, config=True, help="seconds after the last kernel taken "
                           "when the pool is refilled however busy the machine is")
    #: Seconds between two looks at the load average while the machine is busy.
    LOAD_POLL = 5.0

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._last_taken: float | None = None      # monotonic time of the last kernel taken
        #: the replacements waiting, in the pool's order (the order they take turns in)
        self._wanted: dict[asyncio.Task, asyncio.Event] = {}
        self._running = 0                          # replacements running the course
        self._change: asyncio.Event | None = None
        initialize = getattr(self, "_initialize", None)
        take = getattr(self, "get_rendered_notebook", None)
        if initialize is not None and take is not None:         # inside Voilà
            self._initialize = self._paced(initialize)
            self.get_rendered_notebook = self._taking(take)

    def _taking(self, take):
        async def get_rendered_notebook(notebook_name=None, *args, **kwargs):
            """A student takes a heated kernel: note when, and if the one they get is a
            waiting replacement, start it now."""
            self._last_taken = time.monotonic()
            pool = self._pools.get(notebook_name) or []
            if pool and pool[0] in self._wanted:
                self._wanted[pool[0]].set()
            return await take(notebook_name, *args, **kwargs)
        return get_rendered_notebook

    def _paced(self, initialize):
        async def _initialize(notebook_path, kernel_id=None, **kwargs):
            if kernel_id is not None or self._last_taken is None:
                return await initialize(notebook_path, kernel_id, **kwargs)
            me, wanted = asyncio.current_task(), asyncio.Event()    # a replacement
            self._wanted[me] = wanted
            try:
                await self._settled(wanted)
                slot = await self._turn(me, wanted)
            finally:
                del self._wanted[me]
                self._changed()                    # the ones behind it move up
            try:
                content = await initialize(notebook_path, kernel_id, **kwargs)
            except BaseException:
                if slot:
                    self._release()
                raise
            if slot:
                content["task"].add_done_callback(lambda _: self._release())
            return content
        return _initialize

    async def _turn(self, me: asyncio.Task, wanted: asyncio.Event) -> bool:
        """Wait for this replacement's turn among the :attr:`heat_at_once` running the
        course (True: it holds a turn until its course has run), or return False as soon
        as a student wants it (it then runs beside the others)."""
        while not wanted.is_set():
            free = max(1, self.heat_at_once) - self._running
            if list(self._wanted).index(me) < free:
                self._running += 1
                return True
            await self._until_changed(wanted)
        return False

    def _release(self) -> None:
        self._running -= 1
        self._changed()

    def _changed(self) -> None:
        """Wake the replacements waiting for their turn: something they wait on changed."""
        if self._change is not None:
            self._change.set()
            self._change = None

    async def _until_changed(self, wanted: asyncio.Event) -> None:
        if self._change is None:
            self._change = asyncio.Event()
        waits = [asyncio.ensure_future(self._change.wait()), asyncio.ensure_future(wanted.wait())]
        try:
            await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for wait in waits:
                wait.cancel()

    async def _settled(self, wanted: asyncio.Event) -> None:
        """Return when a student wants this replacement, or when the class has settled: no
        kernel taken for :attr:`settle` seconds and the machine no longer busy (its load
        average under :attr:`busy_load`), or :attr:`settle_at_most` seconds after the last
        kernel was taken, busy or not."""
        while not wanted.is_set():
            quiet = time.monotonic() - (self._last_taken or 0.0)
            if quiet >= self.settle_at_most or quiet >= self.settle and not self._busy():
                return
            wait = self.settle - quiet if quiet < self.settle else self.LOAD_POLL
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(wanted.wait(), min(wait, self.settle_at_most - quiet))

    def _busy(self) -> bool:
        """Whether the machine is busy: its 1-minute load average is at least
        :attr:`busy_load` (default: its number of cores, every core taken)."""
        limit = self.busy_load if self.busy_load > 0 else float(os.cpu_count() or 1)
        try:
            return os.getloadavg()[0] >= limit
        except OSError:                        # no load average here: never busy
            return False
