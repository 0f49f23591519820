"""The Jupyter server side of the boards: kernel websockets without Nagle's delay.

A board's reply to a hover or a click is a few small websocket messages; with Nagle's
algorithm on, one of them can wait ~40 ms for the browser's delayed ACK. ``make lab`` and
``make app`` run the server with :class:`widgets.server.NoDelayWebsocketConnection`; the
browser tests and ``benchmarks/browser_latency.py`` start theirs the same way.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from jupyter_server.services.kernels.connection.base import BaseKernelWebsocketConnection
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

from widgets.server import CONNECTION_CLASS, NoDelayWebsocketConnection

ROOT = Path(__file__).resolve().parents[1]


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
    import importlib.util
    spec = importlib.util.spec_from_file_location("classroom", ROOT / "scripts" / "classroom.py")
    classroom = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(classroom)
    command = classroom.voila_command(8866)
    assert f"--Voila.kernel_websocket_connection_class={CONNECTION_CLASS}" in command
    assert "--Voila.port_retries=0" in command and "--Voila.ip=127.0.0.1" in command


def test_a_class_size_heats_that_many_kernels_for_the_course_only():
    import importlib.util
    import json
    spec = importlib.util.spec_from_file_location("classroom", ROOT / "scripts" / "classroom.py")
    classroom = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(classroom)
    assert classroom.heat_options("en/pook.ipynb", 0) == []            # no class: as before
    assert "--VoilaConfiguration.preheat_kernel=True" not in classroom.voila_command(8866)
    command = classroom.voila_command(8866, page="en/pook.ipynb", class_size=30)
    paths = [o.split("=", 1)[1] for o in command if o.startswith("--Voila.config_file_paths=")]
    config = json.loads((Path(paths[0]) / "voila.json").read_text(encoding="utf-8"))
    assert config["VoilaConfiguration"] == {"preheat_kernel": True}
    assert config["VoilaKernelManager"] == {
        "kernel_pools_config": {"en/pook.ipynb": {"pool_size": 30}, "default": {"pool_size": 0}},
        "fill_delay": classroom.HEAT_DELAY}
    assert len(paths) > 1                       # Voila's usual places are still searched
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    app = re.search(r"^app:.*?(?=^\S)", makefile, re.S | re.M).group(0)
    assert "--class-size $(STUDENTS)" in app


def test_a_class_size_out_of_range_is_refused_in_one_line(capsys):
    import importlib.util
    spec = importlib.util.spec_from_file_location("classroom", ROOT / "scripts" / "classroom.py")
    classroom = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(classroom)
    for size in ("-1", str(classroom.MAX_CLASS + 1)):
        with pytest.raises(SystemExit) as exit_:
            classroom.main(["--page", "pook", "--class-size", size])
        assert exit_.value.code == 2
        assert "--class-size must be between 0 and" in capsys.readouterr().err


def test_make_app_finds_a_course_in_the_language_asked():
    import importlib.util
    spec = importlib.util.spec_from_file_location("classroom", ROOT / "scripts" / "classroom.py")
    classroom = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(classroom)
    notebooks = ROOT / "notebooks"
    assert classroom.find_page(notebooks, "index", "fr") == "index.ipynb"       # the chooser
    assert classroom.find_page(notebooks, "pook", "fr") == "fr/pook.ipynb"
    assert classroom.find_page(notebooks, "oh_hell.ipynb", "en") == "en/oh_hell.ipynb"
    assert classroom.find_page(notebooks, "en/quiz", "fr") == "en/quiz.ipynb"
    assert classroom.find_page(notebooks, "chess", "en") is None
