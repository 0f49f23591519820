"""The Jupyter server side of the boards: kernel websockets without Nagle's delay.

A board's reply to a hover or a click is a few small websocket messages; with Nagle's
algorithm on, one of them can wait ~40 ms for the browser's delayed ACK. ``make lab`` and
``make app`` run the server with :class:`widgets.server.NoDelayWebsocketConnection`; the
browser tests and ``benchmarks/browser_latency.py`` start theirs the same way.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from jupyter_server.services.kernels.connection.base import BaseKernelWebsocketConnection
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

from widgets.server import (CONNECTION_CLASS, KERNEL_MANAGER_CLASS, ClassroomKernelManager,
                            NoDelayWebsocketConnection)

ROOT = Path(__file__).resolve().parents[1]


def load_classroom():
    """``scripts/classroom.py`` (not a package) as a fresh module."""
    spec = importlib.util.spec_from_file_location("classroom", ROOT / "scripts" / "classroom.py")
    classroom = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(classroom)
    return classroom


def run_in_a_thread(coroutine):
    """``asyncio.run`` in a thread of its own: a browser test run earlier by the same test
    process leaves the browser driver's event loop running in this one."""
    import concurrent.futures
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_the_option_value_names_the_class():
    module, _, name = CONNECTION_CLASS.rpartition(".")
    cls = getattr(importlib.import_module(module), name)
    assert cls is NoDelayWebsocketConnection
    assert issubclass(cls, ZMQChannelsWebsocketConnection)
    assert issubclass(cls, BaseKernelWebsocketConnection)   # what the option's trait accepts


def test_connect_turns_nagle_off_before_jupyter_connects(monkeypatch):
    calls = []
    monkeypatch.setattr(ZMQChannelsWebsocketConnection, "connect",
                        lambda self: calls.append("connect") or "the future")
    connection = NoDelayWebsocketConnection.__new__(NoDelayWebsocketConnection)
    handler = SimpleNamespace(set_nodelay=lambda on: calls.append(("nodelay", on)))
    connection._trait_values["websocket_handler"] = handler    # no live server in this test
    assert connection.connect() == "the future"
    assert calls == [("nodelay", True), "connect"]


def test_make_lab_and_make_app_select_it():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    body = re.search(r"^lab:.*?(?=^\S)", makefile, re.S | re.M).group(0)
    assert f"--ServerApp.kernel_websocket_connection_class={CONNECTION_CLASS}" in body
    for target in ("app", "classroom"):          # both start scripts/classroom.py
        body = re.search(rf"^{target}:.*?(?=^\S)", makefile, re.S | re.M).group(0)
        assert "scripts/classroom.py" in body, target
    classroom = load_classroom()
    command = classroom.voila_command(8866)
    assert f"--Voila.kernel_websocket_connection_class={CONNECTION_CLASS}" in command
    assert "--Voila.port_retries=0" in command and "--Voila.ip=127.0.0.1" in command


def test_the_classroom_page_checks_a_notebook_once_not_after_every_preprocessor():
    """scripts/classroom.py's PAGE_OPTIONS reach the exporter Voila makes each page with
    (a misspelt class or option would be dropped with a warning, and cost the server a
    whole-notebook check per preprocessor again)."""
    from traitlets.config.loader import KVArgParseConfigLoader
    from voila.app import Voila
    from voila.exporter import VoilaExporter
    classroom = load_classroom()
    command = classroom.voila_command(8866)
    assert all(option in command for option in classroom.PAGE_OPTIONS)
    config = KVArgParseConfigLoader(classroom.PAGE_OPTIONS, classes=[Voila]).load_config()
    assert VoilaExporter(config=config).optimistic_validation is True
    assert VoilaExporter().optimistic_validation is False      # nbconvert's default


def test_the_classroom_pages_use_the_tutor_s_template_without_links_to_the_internet(
        monkeypatch):
    """Voila's "lab" template linked Font Awesome from a CDN: a school without internet
    waited on it (tests/browser/test_offline.py checks the pages in a browser). The
    classroom's pages use the tutor's own template, found first on JUPYTER_PATH."""
    from voila.paths import collect_template_paths
    classroom = load_classroom()
    assert "--VoilaConfiguration.template=rules_tutor" in classroom.voila_command(8866)
    monkeypatch.setenv("JUPYTER_PATH", "/elsewhere")
    assert classroom.jupyter_path().split(os.pathsep) == [str(classroom.SHARE), "/elsewhere"]
    monkeypatch.setenv("JUPYTER_PATH", classroom.jupyter_path())
    paths = collect_template_paths(["voila", "nbconvert"], "rules_tutor", prune=True)
    template = Path(paths[0]) / "index.html.j2"
    assert template.is_file() and paths[0].startswith(str(classroom.SHARE))
    assert any(Path(p).name == "lab" for p in paths)               # built on Voila's "lab"
    text = template.read_text(encoding="utf-8")
    lab = next(Path(p) for p in paths if Path(p).name == "lab" and "voila" in p)
    for link in re.findall(r'<link rel="stylesheet" href="https://[^"]+"[^>]*>',
                           (lab / "index.html.j2").read_text(encoding="utf-8")):
        assert link in text                      # each of Voila's CDN links is taken out


def test_a_class_size_heats_that_many_kernels_for_the_course_only(tmp_path, monkeypatch):
    import json
    monkeypatch.setenv("JUPYTER_RUNTIME_DIR", str(tmp_path / "runtime"))
    classroom = load_classroom()
    assert classroom.heat_options("en/pook.ipynb", 0) == []            # no class: as before
    assert "--VoilaConfiguration.preheat_kernel=True" not in classroom.voila_command(8866)
    command = classroom.voila_command(8866, page="en/pook.ipynb", class_size=30)
    paths = [o.split("=", 1)[1] for o in command if o.startswith("--Voila.config_file_paths=")]
    config = json.loads((Path(paths[0]) / "voila.json").read_text(encoding="utf-8"))
    assert config["VoilaConfiguration"] == {"preheat_kernel": True,
                                            "multi_kernel_manager_class": KERNEL_MANAGER_CLASS}
    assert config["VoilaKernelManager"] == {
        "kernel_pools_config": {"en/pook.ipynb": {"pool_size": 30}, "default": {"pool_size": 0}},
        "fill_delay": 0}                        # the refill is paced by the class's manager
    assert config["ClassroomKernelManager"] == {"settle": classroom.SETTLE, "heat_at_once": 1}
    assert len(paths) > 1                       # Voila's usual places are still searched
    from jupyter_core.paths import jupyter_runtime_dir
    assert Path(paths[0]) == Path(jupyter_runtime_dir()) / "rules-tutor-class-8866"
    assert Path(paths[0]).stat().st_mode & 0o077 == 0           # the user's alone
    again = classroom.voila_command(8866, page="en/oh_hell.ipynb", class_size=10)
    assert [o for o in again if o.startswith("--Voila.config_file_paths=")][0] == \
        f"--Voila.config_file_paths={paths[0]}"                  # one folder per port
    config = json.loads((Path(paths[0]) / "voila.json").read_text(encoding="utf-8"))
    assert config["VoilaKernelManager"]["kernel_pools_config"]["en/oh_hell.ipynb"] == {
        "pool_size": 10}
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    app = re.search(r"^app:.*?(?=^\S)", makefile, re.S | re.M).group(0)
    assert "--class-size $(STUDENTS)" in app


def test_a_class_size_out_of_range_is_refused_in_one_line(capsys):
    classroom = load_classroom()
    for size in ("-1", str(classroom.MAX_CLASS + 1)):
        with pytest.raises(SystemExit) as exit_:
            classroom.main(["--page", "pook", "--class-size", size])
        assert exit_.value.code == 2
        assert "--class-size must be between 0 and" in capsys.readouterr().err


def test_make_app_finds_a_course_in_the_language_asked():
    classroom = load_classroom()
    notebooks = ROOT / "notebooks"
    assert classroom.find_page(notebooks, "index", "fr") == "index.ipynb"       # the chooser
    assert classroom.find_page(notebooks, "pook", "fr") == "fr/pook.ipynb"
    assert classroom.find_page(notebooks, "oh_hell.ipynb", "en") == "en/oh_hell.ipynb"
    assert classroom.find_page(notebooks, "en/quiz", "fr") == "en/quiz.ipynb"
    assert classroom.find_page(notebooks, "chess", "en") is None


# ---------------------------------------------------------------- a class's heated kernels

class FakeVoilaManager(ClassroomKernelManager):
    """What Voilà's generated manager adds on top of the class's (``_initialize``, the
    pools, ``get_rendered_notebook``), reduced to what the pacing reads: each heat records
    its start and returns a render task the test finishes by hand."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._pools = {}
        self.started: list[str] = []
        self.renders: dict[str, asyncio.Future] = {}

    async def _initialize(self, notebook_path, kernel_id=None, **kwargs):
        name = kwargs.get("name") or kernel_id
        self.started.append(name)
        self.renders[name] = asyncio.get_running_loop().create_future()
        return {"task": self.renders[name], "kernel_id": name}

    def fill(self, notebook, name):
        """Voilà's ``fill_if_needed`` with ``fill_delay`` 0: a task per missing kernel."""
        task = asyncio.ensure_future(self._initialize(notebook, None, name=name))
        self._pools.setdefault(notebook, []).append(task)
        return task

    async def get_rendered_notebook(self, notebook_name=None, **kwargs):
        content = await self._pools[notebook_name].pop(0)
        return content["kernel_id"]


async def settle_loop(turns: int = 20) -> None:
    for _ in range(turns):
        await asyncio.sleep(0)


def test_the_classroom_manager_is_what_the_option_names():
    module, _, name = KERNEL_MANAGER_CLASS.rpartition(".")
    assert getattr(importlib.import_module(module), name) is ClassroomKernelManager


def test_the_pool_before_the_class_and_a_restart_are_heated_at_once():
    async def run():
        manager = FakeVoilaManager(settle=3600)
        heated = [manager.fill("c.ipynb", f"k{i}") for i in range(3)]
        await settle_loop()
        assert manager.started == ["k0", "k1", "k2"] and all(t.done() for t in heated)
        await manager._initialize("c.ipynb", "k1")            # a restart: no waiting
        assert manager.started[-1] == "k1"
    run_in_a_thread(run())


def test_a_replacement_waits_for_the_class_unless_a_student_needs_it():
    async def run():
        manager = FakeVoilaManager(settle=3600)               # the class never settles here
        manager.fill("c.ipynb", "k0")
        await settle_loop()
        assert await manager.get_rendered_notebook("c.ipynb") == "k0"   # a student takes k0
        refill = manager.fill("c.ipynb", "r1")                # Voilà replaces it at once...
        await settle_loop()
        assert manager.started == ["k0"] and not refill.done()     # ...but it waits
        late = asyncio.ensure_future(manager.get_rendered_notebook("c.ipynb"))
        await settle_loop()                                   # a late student wants it
        assert manager.started == ["k0", "r1"] and await late == "r1"
    run_in_a_thread(run())


def test_once_the_class_has_settled_replacements_run_the_course_one_at_a_time():
    async def run():
        manager = FakeVoilaManager(settle=0.01, heat_at_once=1, busy_load=1e9)
        for name in ("k0", "k1"):
            manager.fill("c.ipynb", name)
        await settle_loop()
        for _ in range(2):
            await manager.get_rendered_notebook("c.ipynb")
        refills = [manager.fill("c.ipynb", name) for name in ("r1", "r2")]
        await asyncio.wait_for(refills[0], 5)                 # settled: the first starts
        await settle_loop()
        assert manager.started == ["k0", "k1", "r1"]          # the second waits for a slot
        manager.renders["r1"].set_result(None)                # r1 has run the course
        await asyncio.wait_for(refills[1], 5)
        assert manager.started == ["k0", "k1", "r1", "r2"]
    run_in_a_thread(run())


def test_a_replacement_waiting_for_a_slot_starts_when_a_student_needs_it():
    async def run():
        manager = FakeVoilaManager(settle=0.01, heat_at_once=1, busy_load=1e9)
        manager.fill("c.ipynb", "k0")
        await settle_loop()
        await manager.get_rendered_notebook("c.ipynb")
        first, second = manager.fill("c.ipynb", "r1"), manager.fill("c.ipynb", "r2")
        await asyncio.wait_for(first, 5)
        await settle_loop()
        assert manager.started == ["k0", "r1"]                # r2 waits: r1 holds the slot
        assert await manager.get_rendered_notebook("c.ipynb") == "r1"
        taken = asyncio.ensure_future(manager.get_rendered_notebook("c.ipynb"))
        assert await asyncio.wait_for(taken, 5) == "r2"       # wanted: no slot needed
        manager.renders["r1"].set_result(None)
        await settle_loop()
        assert manager._running == 0                          # r1's turn came back, once
    run_in_a_thread(run())


def test_a_busy_machine_delays_the_refill_until_it_is_not_or_at_most(monkeypatch):
    load = [50.0]
    monkeypatch.setattr(os, "getloadavg", lambda: (load[0], 1.0, 1.0))
    monkeypatch.setattr(ClassroomKernelManager, "LOAD_POLL", 0.01)

    async def run():
        manager = FakeVoilaManager(settle=0.01, busy_load=2.0, settle_at_most=3600)
        manager.fill("c.ipynb", "k0")
        await settle_loop()
        await manager.get_rendered_notebook("c.ipynb")
        refill = manager.fill("c.ipynb", "r1")
        await asyncio.sleep(0.1)                              # settled, but the machine is busy
        assert manager.started == ["k0"] and not refill.done()
        load[0] = 1.5                                         # the class's pages have loaded
        await asyncio.wait_for(refill, 5)
        assert manager.started == ["k0", "r1"]
        busy = FakeVoilaManager(settle=0.01, busy_load=2.0, settle_at_most=0.05)
        busy.fill("c.ipynb", "k0")
        await settle_loop()
        await busy.get_rendered_notebook("c.ipynb")
        load[0] = 50.0
        await asyncio.wait_for(busy.fill("c.ipynb", "r1"), 120)    # refilled anyway (a
        # deadline only: under load 50 it would otherwise wait for good)
        assert busy.started == ["k0", "r1"]
    run_in_a_thread(run())


def test_the_classroom_byte_compiles_the_tutor_before_the_class_imports_it(tmp_path):
    """A class's first kernels start together, and the hub's students cannot write to the
    checkout: scripts/classroom.py compiles tutor/ and widgets/ once (the hub calls it too)."""
    classroom = load_classroom()
    for package in ("tutor", "widgets"):
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("RULE = 'FP-PLACE-1'\n", encoding="utf-8")
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "notebooks" / "stray.py").write_text("x = 1\n", encoding="utf-8")
    classroom.compile_tutor(tmp_path)
    for package in ("tutor", "widgets"):
        source = tmp_path / package / "__init__.py"
        assert Path(importlib.util.cache_from_source(str(source))).is_file()
    assert not (tmp_path / "notebooks" / "__pycache__").exists()     # the packages only
