"""A heated page in a Jupyter server (widgets.server.HeatedPageKernelManager): what the
class hub's students' servers use so that a class's course pages come from kernels that
have run the course before the class arrives (docs/hub.md)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from widgets.server import HEATED_PAGE_KERNEL_MANAGER_CLASS, HeatedPageKernelManager

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "heated-page-test"


def notebook(source: str) -> str:
    return json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "id": "c1", "metadata": {},
                   "outputs": [], "source": source}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5})


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(predicate, timeout: float, what: str, log: Path) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.2)
    tail = log.read_text(errors="replace")[-3000:]
    raise AssertionError(f"{what} within {timeout:.0f} s\n{tail}")


def get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=120) as resp:
        return resp.read().decode()


def test_the_option_value_names_the_class():
    import importlib
    module, _, name = HEATED_PAGE_KERNEL_MANAGER_CLASS.rpartition(".")
    assert getattr(importlib.import_module(module), name) is HeatedPageKernelManager


def test_a_server_heats_its_page_once_and_the_first_visit_gets_the_heated_kernel(tmp_path):
    folder = tmp_path / "course" / "en"
    folder.mkdir(parents=True)
    (folder / "lesson.ipynb").write_text(notebook(
        'import os\nprint("heated:", os.environ.get("VOILA_PREHEAT"))'), encoding="utf-8")
    (folder / "other.ipynb").write_text(notebook('print("other page")'), encoding="utf-8")
    port, log = free_port(), tmp_path / "server.log"
    command = [sys.executable, "-m", "jupyter", "server", "--no-browser",
               "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
               "--ServerApp.port_retries=0", f"--IdentityProvider.token={TOKEN}",
               f"--ServerApp.root_dir={tmp_path}",
               f"--ServerApp.kernel_manager_class={HEATED_PAGE_KERNEL_MANAGER_CLASS}",
               "--HeatedPageKernelManager.heat_page=course/en/lesson.ipynb",
               "--ServerApp.jpserver_extensions=widgets.server=True"]
    if os.geteuid() == 0:
        command.append("--allow-root")
    env = dict(os.environ, PYTHONPATH=str(ROOT), JUPYTER_RUNTIME_DIR=str(tmp_path / "run"))
    with open(log, "w") as out:
        server = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env,
                                  cwd=tmp_path)
    try:
        text = lambda: log.read_text(errors="replace")            # noqa: E731
        wait_for(lambda: "Kernel pool of course/en/lesson.ipynb is filled" in text(), 60,
                 "no kernel heated for the page", log)
        assert "Heating 1 kernel(s) for course/en/lesson.ipynb" in text()
        base = f"http://127.0.0.1:{port}/voila/render/course/en"
        first = get(f"{base}/lesson.ipynb?token={TOKEN}")
        assert "heated: True" in first           # the notebook ran before the visit
        assert "Using pre-heated kernel" in text()
        second = get(f"{base}/lesson.ipynb?token={TOKEN}")   # a reload: none left
        assert "heated: False" in second
        assert "other page" in get(f"{base}/other.ipynb?token={TOKEN}")   # not heated
        # the kernel taken was not replaced: the heated one and the two visits' kernels
        assert text().count("Kernel started") == 3
        assert text().count("Kernel pool of") == 1
    finally:
        server.terminate()
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            server.kill()

