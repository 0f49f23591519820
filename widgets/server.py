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
from typing import Any

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Float, Integer, Unicode
from traitlets.config import LoggingConfigurable

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


# ---------------------------------------------------------------- a heated page in a Jupyter server

#: The option value that selects :class:`HeatedPageKernelManager` (the class hub's ``--heat``).
HEATED_PAGE_KERNEL_MANAGER_CLASS = "widgets.server.HeatedPageKernelManager"


def _voila_pool(base: type) -> type:
    """``base`` with Voilà's pool of heated kernels (what the standalone ``voila`` builds
    for ``--preheat_kernel``)."""
    from voila.voila_kernel_manager import voila_kernel_manager_factory
    return voila_kernel_manager_factory(base, True, 0)


class _VoilaSide(LoggingConfigurable):
    """What Voilà's pool reads from the standalone ``voila`` application it was written
    for (its page settings, templates and configuration), made for a Jupyter server that
    serves Voilà as an extension; everything else is the server's."""

    def __init__(self, server_app: Any, **kwargs: Any) -> None:
        self.__dict__["server_app"] = server_app      # before traitlets looks at anything
        super().__init__(parent=server_app, **kwargs)
        from jupyter_core.paths import jupyter_config_path
        from jupyter_server.services.config import ConfigManager
        from voila.configuration import VoilaConfiguration
        from voila.paths import collect_template_paths
        # as voila.server_extension makes them for its page handler
        self.voila_configuration = VoilaConfiguration(parent=server_app)
        self.template_paths = collect_template_paths(["voila", "nbconvert"],
                                                     self.voila_configuration.template)
        # as the voila application reads the pages' settings
        paths = [os.path.join(p, kind) for kind in ("serverconfig", "nbconfig")
                 for p in jupyter_config_path()]
        self.config_manager = ConfigManager(parent=server_app, read_config_path=paths)

    def __getattr__(self, name: str) -> Any:
        server_app = self.__dict__.get("server_app")
        if server_app is None or name.startswith("_"):
            raise AttributeError(name)
        return getattr(server_app, name)

    @property
    def app(self) -> Any:                  # the voila application's tornado application
        return self.server_app.web_app

    @property
    def server_url(self) -> str:
        return self.server_app.base_url


class HeatedPageKernelManager(_voila_pool(AsyncMappingKernelManager)):
    """A Jupyter server's kernel manager that heats kernels for ONE page (Voilà's pool, as
    ``make app STUDENTS=N`` has it in the standalone Voilà) as the server starts: the page
    opened in app mode (``/voila/render/<heat_page>``) then comes from a kernel that has
    already run the notebook, instead of running it while the student waits.

    For the class hub, whose students each have a server of their own started before the
    class (``scripts/hub.py --heat``): each server heats one kernel for the course; the
    student's page takes it. A kernel taken is not replaced (a reloaded page runs the
    course as without heating): a student needs one, and thirty servers replacing theirs
    at once would run the course thirty times while the class clicks.

    Voilà's page handler already takes a page from a pool when the server's kernel manager
    has one; this class gives it one and the settings its pool expects from the
    standalone application (:class:`_VoilaSide`), which the server extension below hands
    over once Voilà's extension is loaded."""

    heat_page = Unicode("", config=True, help="the notebook to heat, relative to the "
                        "server's root (e.g. rules-tutor/en/flaming_pyramids.ipynb)")
    heat_size = Integer(1, config=True, help="how many kernels to heat for it")

    def __init__(self, **kwargs: Any) -> None:
        # Not the pool's own __init__: it reads the standalone application and heats at
        # once, for every notebook below the root; here the extension starts the heating.
        AsyncMappingKernelManager.__init__(self, **kwargs)
        self._wait_at_startup = True
        self.notebook_data: dict = {}
        self._pools: dict = {}
        self.root_dir = self.parent.root_dir
        self.notebook_path = None
        self._heating = False

    def start_heating(self, server_app: Any) -> None:
        """Heat :attr:`heat_size` kernels for :attr:`heat_page` (once)."""
        if not self.heat_page or self._heating:
            return
        self.parent = _VoilaSide(server_app)
        self.kernel_pools_config = {self.heat_page: {"pool_size": max(self.heat_size, 0)},
                                    "default": {"pool_size": 0}}
        self._heating = True
        server_app.log.info("Heating %d kernel(s) for %s", self.heat_size, self.heat_page)
        super().fill_if_needed(delay=0, notebook_name=self.heat_page)

    def fill_if_needed(self, *args: Any, **kwargs: Any) -> None:
        """A kernel taken is not replaced (see the class's docstring)."""


def heated_page_options(page: str) -> list[str]:
    """The options that have a Jupyter server heat one kernel for ``page``, a notebook
    below the server's root (``rules-tutor/en/pook.ipynb``) (:class:`HeatedPageKernelManager`
    and the extension that starts it). The page comes from a request (a teacher starting a
    student's server): anything but a relative path to a notebook is refused (ValueError)."""
    parts = page.split("/")
    if (not page.endswith(".ipynb") or page.startswith("/") or ".." in parts
            or "" in parts or any(ch < " " for ch in page)):
        raise ValueError(f"not a notebook below the server's root: {page!r}")
    return [f"--ServerApp.kernel_manager_class={HEATED_PAGE_KERNEL_MANAGER_CLASS}",
            f"--HeatedPageKernelManager.heat_page={page}",
            "--ServerApp.jpserver_extensions=widgets.server=True"]


def _jupyter_server_extension_points() -> list[dict]:
    """``widgets.server`` as a Jupyter server extension: it starts the heating of
    :class:`HeatedPageKernelManager` once the server's extensions are loaded."""
    return [{"module": "widgets.server"}]


def _load_jupyter_server_extension(server_app: Any) -> None:
    manager = server_app.kernel_manager
    if isinstance(manager, HeatedPageKernelManager):
        manager.start_heating(server_app)
