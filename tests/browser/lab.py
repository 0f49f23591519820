"""Drive JupyterLab in headless Chromium: the real-browser test harness.

Used by the browser tests (through the fixtures of ``tests/browser/conftest.py``) and by
``benchmarks/browser_latency.py`` (directly, without pytest). It needs only the standard
library and Playwright's sync API; it never downloads a browser, it launches the system's
Chromium (Debian's ``chromium`` package).

Server side
    :func:`lab_server` starts ``jupyter lab`` on 127.0.0.1, a free port and a random token,
    serving a temporary COPY of ``notebooks/`` (autosave must never write outputs into the
    tracked notebooks), with isolated Jupyter config/data/runtime/settings/workspace
    directories, news and update checks off, and ``window.jupyterapp`` exposed so tests
    can run Lab commands. It yields a :class:`LabServer` (URLs, REST helpers, notebook
    writer) and kills the process group on exit.

Browser side
    :func:`chromium` launches headless Chromium through Playwright. The page helpers take a
    Playwright ``Page``:

    - :func:`open_notebook` (page, lab, name): load the notebook, wait for the kernel Idle;
    - :func:`run_all_cells` (page): run every cell, wait until done, raise on a cell error;
      :func:`run_cells` (page, first, last): the same for a range of cells;
    - :func:`wait_for_text` (page, text): wait for a text in the cell outputs (or a selector);
    - :func:`canvas` (page, index): the index-th canvas widget in the outputs (a
      ``MultiCanvas`` is one composited element), scrolled into view and stable;
    - :func:`click_canvas` / :func:`hover_canvas` (page, x, y, index=...): mouse at
      CANVAS-pixel coordinates (scaled by displayed size / canvas size, since CSS may
      stretch the canvas); :func:`to_css` does only the conversion;
    - :func:`html_texts` (page): texts of the ``HTML`` widgets, in page order;
    - :func:`wait_for_html_change` (page, before): wait until an ``HTML`` widget text changes;
    - :func:`screenshot` (page, name): PNG into ``artifacts/`` at the repository root;
    - :class:`NotebookPage`: a notebook opened and run once, shared by several tests, that
      hands each test a board no other test has touched (:meth:`NotebookPage.board`).

Kernels outlive page loads, so call ``lab.delete_sessions()`` between tests (the pytest
fixtures do).
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from widgets.server import CONNECTION_CLASS

REPO_ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
ARTIFACTS_DIR = REPO_ROOT / "artifacts"

#: Environment switches that turn "no browser" from a skip into a failure.
REQUIRE_ENV = "RULES_TUTOR_REQUIRE_BROWSER"
#: Override the browser executable.
CHROMIUM_ENV = "RULES_TUTOR_CHROMIUM"

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

#: Selector of the rendered cell outputs, and of an HTML widget's text.
OUTPUT = ".jp-OutputArea-output"
HTML_TEXT = ".widget-html-content"

# Lab settings written into the server's private user-settings directory: no news or
# update checks; every cell attached and laid out (the default "contentVisibility"
# windowing skips the layout of off-screen cells, which makes positions move on scroll).
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {
        "windowingMode": "none",
    },
}


# --------------------------------------------------------------------------- discovery


def browser_required() -> bool:
    """True when a missing browser must fail the run instead of skipping (CI)."""
    return os.environ.get(REQUIRE_ENV, "") not in ("", "0") or os.environ.get("CI", "").lower() == "true"


def find_chromium() -> str | None:
    """Path of a system Chromium, or None. Never downloads one."""
    candidates = [os.environ.get(CHROMIUM_ENV, "")]
    candidates += [shutil.which(n) or "" for n in ("chromium", "chromium-browser", "google-chrome")]
    candidates += ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    for c in candidates:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


def missing_browser_reason() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    if importlib.util.find_spec("playwright") is None:
        return "Playwright is not installed (pip install -e '.[test]')"
    if find_chromium() is None:
        return (
            "no Chromium found (install Debian's `chromium` package, or set "
            f"{CHROMIUM_ENV}=/path/to/chromium)"
        )
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --------------------------------------------------------------------------- notebooks


def make_notebook(cells: Sequence[str]) -> dict[str, Any]:
    """An nbformat-4 notebook (as JSON data) of code cells, Python 3 kernel."""
    return {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": f"cell-{i}",
                "metadata": {},
                "outputs": [],
                "source": src,
            }
            for i, src in enumerate(cells)
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


# --------------------------------------------------------------------------- server


@dataclass
class LabServer:
    """A running JupyterLab server (see :func:`lab_server`)."""

    root_dir: Path
    port: int
    token: str
    process: subprocess.Popen
    log_path: Path
    base_url: str = field(init=False)

    def __post_init__(self) -> None:
        self.base_url = f"http://127.0.0.1:{self.port}"

    def url(self, path: str = "lab", **query: str) -> str:
        """URL of ``path`` with the token; e.g. ``url("lab/tree/x.ipynb", reset="")``."""
        q = "&".join(f"{k}={v}" if v != "" else k for k, v in query.items())
        sep = "&" if q else ""
        return f"{self.base_url}/{path.lstrip('/')}?{q}{sep}token={self.token}"

    def notebook_url(self, name: str) -> str:
        """The notebook opened alone in a fresh workspace layout."""
        return self.url(f"lab/tree/{name}", reset="")

    def api(self, method: str, path: str, body: Any = None, timeout: float = 10) -> Any:
        """Call the REST API; returns the decoded JSON (or None)."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(
            f"{self.base_url}/api/{path.lstrip('/')}",
            data=data,
            method=method,
            headers={"Authorization": f"token {self.token}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            raw = resp.read()
        return json.loads(raw) if raw else None

    def sessions(self) -> list[dict[str, Any]]:
        return self.api("GET", "sessions")

    def delete_sessions(self) -> None:
        """Shut down every kernel session, so the next page load starts a fresh kernel."""
        for s in self.sessions():
            with contextlib.suppress(urllib.error.HTTPError):
                self.api("DELETE", f"sessions/{s['id']}")

    def write_notebook(self, name: str, cells: Sequence[str]) -> Path:
        """Write a notebook of code cells into the served directory; returns its path."""
        path = self.root_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(make_notebook(cells), indent=1), encoding="utf-8")
        return path

    def log_tail(self, n: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return ""

    def stop(self, timeout: float = 10) -> None:
        """Shut kernels down, then terminate the server's process group."""
        if self.process.poll() is None:
            with contextlib.suppress(Exception):
                self.delete_sessions()
        _kill_group(self.process, timeout)


def _kill_group(proc: subprocess.Popen, timeout: float) -> None:
    if proc.poll() is not None:
        return
    for sig, wait in ((signal.SIGTERM, timeout), (signal.SIGKILL, 5)):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, sig)
        try:
            proc.wait(wait)
            return
        except subprocess.TimeoutExpired:
            continue


def _lab_command(root: Path, port: int, token: str, state: Path) -> list[str]:
    cmd = [
        sys.executable, "-m", "jupyterlab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",
        f"--LabApp.user_settings_dir={state / 'lab-user-settings'}",
        f"--LabApp.workspaces_dir={state / 'lab-workspaces'}",
        # the server as `make lab` runs it (TCP_NODELAY on the kernel websockets)
        f"--ServerApp.kernel_websocket_connection_class={CONNECTION_CLASS}",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    return cmd


def _isolated_env(state: Path) -> dict[str, str]:
    env = dict(os.environ)
    for var, sub in (
        ("JUPYTER_CONFIG_DIR", "config"),
        ("JUPYTER_DATA_DIR", "data"),
        ("JUPYTER_RUNTIME_DIR", "runtime"),
        ("IPYTHONDIR", "ipython"),
    ):
        (state / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(state / sub)
    env.pop("JUPYTER_PATH", None)
    env.pop("JUPYTER_CONFIG_PATH", None)
    env["PYTHONUNBUFFERED"] = "1"
    return env


@contextlib.contextmanager
def lab_server(
    notebooks_dir: Path | None = NOTEBOOKS_DIR,
    *,
    startup_timeout: float = 90,
    log_copy: Path | None = None,
) -> Iterator[LabServer]:
    """Run JupyterLab on a temporary copy of ``notebooks_dir`` (None: an empty directory).

    ``log_copy``: where to copy the server log at exit (useful as a test artifact).
    """
    with tempfile.TemporaryDirectory(prefix="rules-tutor-lab-") as tmp:
        tmp_path = Path(tmp)
        root = tmp_path / "notebooks"
        if notebooks_dir is not None and Path(notebooks_dir).is_dir():
            shutil.copytree(
                notebooks_dir, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__")
            )
        else:
            root.mkdir()
        state = tmp_path / "state"
        for rel, settings in LAB_SETTINGS.items():
            f = state / "lab-user-settings" / rel
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_text(json.dumps(settings), encoding="utf-8")
        env = _isolated_env(state)
        log_path = tmp_path / "jupyterlab.log"
        server = None
        try:
            last_error = ""
            for _attempt in range(3):  # a free port can be taken between probe and bind
                port, token = free_port(), secrets.token_hex(16)
                with open(log_path, "ab") as log:
                    proc = subprocess.Popen(
                        _lab_command(root, port, token, state),
                        cwd=root,
                        env=env,
                        stdin=subprocess.DEVNULL,
                        stdout=log,
                        stderr=subprocess.STDOUT,
                        start_new_session=True,  # own process group: torn down as one
                    )
                server = LabServer(root, port, token, proc, log_path)
                ok, last_error = _wait_ready(server, startup_timeout)
                if ok:
                    break
                _kill_group(proc, 5)
                server = None
            if server is None:
                tail = "\n".join(log_path.read_text(errors="replace").splitlines()[-40:])
                raise RuntimeError(f"JupyterLab did not start: {last_error}\n--- server log ---\n{tail}")
            yield server
        finally:
            if server is not None:
                server.stop()
            if log_copy is not None and log_path.exists():
                log_copy.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(log_path, log_copy)


def _wait_ready(server: LabServer, timeout: float) -> tuple[bool, str]:
    deadline = time.monotonic() + timeout
    error = "timeout"
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            return False, f"server exited with code {server.process.returncode}"
        try:
            server.api("GET", "status", timeout=2)
            return True, ""
        except (urllib.error.URLError, ConnectionError, OSError) as e:
            error = repr(e)
        time.sleep(0.2)
    return False, f"no answer from /api/status within {timeout:.0f} s ({error})"


# --------------------------------------------------------------------------- browser


@contextlib.contextmanager
def chromium(executable: str | None = None, *, headless: bool = True) -> Iterator[Any]:
    """Launch the system Chromium with Playwright; yields a ``playwright.sync_api.Browser``."""
    from playwright.sync_api import sync_playwright

    path = executable or find_chromium()
    if path is None:
        raise RuntimeError(missing_browser_reason() or "no Chromium")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, headless=headless, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def new_page(browser: Any, *, width: int = 1280, height: int = 1000, timeout_ms: float = 30_000) -> Any:
    """A page in a fresh context (no shared cookies/storage), console kept on ``page.console_lines``."""
    context = browser.new_context(viewport={"width": width, "height": height})
    context.set_default_timeout(timeout_ms)
    page = context.new_page()
    lines: list[str] = []
    page.on("console", lambda m: lines.append(f"[{m.type}] {m.text}"))
    page.on("pageerror", lambda e: lines.append(f"[pageerror] {e}"))
    page.console_lines = lines  # type: ignore[attr-defined]
    return page


# --------------------------------------------------------------------------- page helpers

_JS_PANEL = "(() => { const a = window.jupyterapp; return a && a.shell && a.shell.currentWidget; })()"


def open_notebook(
    page: Any, lab: LabServer, name: str, *, collapse_sidebars: bool = True, timeout_ms: float = 90_000
) -> None:
    """Load ``name`` (relative to the served directory) alone in Lab; wait for kernel Idle.

    Does not run anything: follow with :func:`run_all_cells`."""
    page.goto(lab.notebook_url(name), wait_until="domcontentloaded")
    page.wait_for_function(
        """(name) => {
            const p = %s;
            return !!(p && p.context && p.context.path && p.context.path.endsWith(name)
                      && p.context.isReady && p.content);
        }"""
        % _JS_PANEL,
        arg=name,
        timeout=timeout_ms,
    )
    if collapse_sidebars:  # more room for the boards (and screenshots)
        page.evaluate("() => { const s = window.jupyterapp.shell; s.collapseLeft(); s.collapseRight(); }")
    wait_kernel_idle(page, timeout_ms=timeout_ms)


def kernel_status(page: Any) -> str | None:
    return page.evaluate(
        """() => { const p = %s;
            const k = p && p.sessionContext && p.sessionContext.session && p.sessionContext.session.kernel;
            return k ? k.status : null; }"""
        % _JS_PANEL
    )


def wait_kernel_idle(page: Any, *, timeout_ms: float = 90_000) -> None:
    """Wait until the current notebook's kernel reports ``idle``. A "Select Kernel"
    dialog (a notebook without kernelspec metadata) is accepted with its default."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        left = max(1.0, (deadline - time.monotonic()) * 1000)
        state = page.wait_for_function(
            """() => {
                if (document.querySelector('.jp-Dialog .jp-mod-accept')) return 'dialog';
                const p = %s;
                const k = p && p.sessionContext && p.sessionContext.session && p.sessionContext.session.kernel;
                return (!!k && k.status === 'idle') ? 'idle' : false; }"""
            % _JS_PANEL,
            timeout=left,
            polling=100,
        ).json_value()
        if state == "idle":
            return
        page.locator(".jp-Dialog .jp-mod-accept").first.click()


def cell_errors(page: Any) -> list[str]:
    """Error outputs of the current notebook's cells: ``"cell N: Name: value\\ntraceback"``."""
    return page.evaluate(
        """() => { const p = %s; const out = [];
            if (!p || !p.content) return out;
            p.content.widgets.forEach((cell, i) => {
                if (cell.model.type !== 'code') return;
                for (const o of cell.model.outputs.toJSON()) {
                    if (o.output_type === 'error') {
                        out.push(`cell ${i}: ${o.ename}: ${o.evalue}\\n` + (o.traceback || []).join('\\n'));
                    }
                }
            });
            return out; }"""
        % _JS_PANEL
    )


_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def run_all_cells(page: Any, *, timeout_ms: float = 180_000, raise_on_error: bool = True) -> list[str]:
    """Run every cell of the current notebook and wait until the run is over.

    Returns the cell errors (see :func:`cell_errors`); raises ``AssertionError`` with the
    traceback if a cell failed and ``raise_on_error``.
    """
    page.evaluate(
        """async (ms) => {
            const run = window.jupyterapp.commands.execute('notebook:run-all-cells');
            const timer = new Promise((_, reject) =>
                setTimeout(() => reject(new Error(`run-all did not finish in ${ms} ms`)), ms));
            return await Promise.race([run, timer]);
        }""",
        timeout_ms,
    )
    wait_kernel_idle(page, timeout_ms=timeout_ms)
    errors = [_ANSI.sub("", e) for e in cell_errors(page)]
    if errors and raise_on_error:
        raise AssertionError("a notebook cell failed:\n" + "\n\n".join(errors))
    return errors


def run_cells(page: Any, first: int, last: int, *, timeout_ms: float = 180_000) -> None:
    """Run cells ``first`` to ``last`` (both included) of the current notebook, in order,
    as one selection (what Shift+Enter does on selected cells), and wait until the run is
    over. Raises ``AssertionError`` with the traceback if one of them failed."""
    page.evaluate(
        """async ([first, last, ms]) => { const app = window.jupyterapp; const p = %s;
            p.content.deselectAll();
            p.content.activeCellIndex = first;
            p.content.extendContiguousSelectionTo(last);
            const run = app.commands.execute('notebook:run-cell');
            const timer = new Promise((_, reject) =>
                setTimeout(() => reject(new Error(`cells ${first}-${last} did not finish in ${ms} ms`)), ms));
            return await Promise.race([run, timer]);
        }"""
        % _JS_PANEL,
        [first, last, timeout_ms],
    )
    wait_kernel_idle(page, timeout_ms=timeout_ms)
    errors = [_ANSI.sub("", e) for e in cell_errors(page)]
    if errors:
        raise AssertionError("a notebook cell failed:\n" + "\n\n".join(errors))


def code_cell_index(page: Any, marker: str) -> int:
    """Index (among all cells) of the first code cell of the current notebook whose source
    contains ``marker``; raises ``AssertionError`` if there is none."""
    index = page.evaluate(
        """(marker) => { const p = %s;
            return p.content.widgets.findIndex(c => c.model.type === 'code'
                && c.model.sharedModel.getSource().includes(marker)); }"""
        % _JS_PANEL,
        marker,
    )
    if index < 0:
        raise AssertionError(f"no code cell contains {marker!r}")
    return index


def first_board(path: Path) -> tuple[int, Any]:
    """(cell index, board) of the first board of the notebook at ``path``, built here from
    the notebook's own cells (run in order up to the first whose value is a board)."""
    from widgets.base import Board
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    namespace: dict[str, Any] = {}
    for index, cell in enumerate(cells):
        if cell["cell_type"] != "code":
            continue
        body, _, last = "".join(cell["source"]).rstrip().rpartition("\n")
        exec(compile(body or "pass", "<cell>", "exec"), namespace)
        try:
            value = eval(compile(last, "<cell>", "eval"), namespace)
        except SyntaxError:
            exec(compile(last, "<cell>", "exec"), namespace)
            continue
        if isinstance(value, Board):
            return index, value
    raise AssertionError(f"{path}: no board")


def play_clicks(page: Any, loc: Any, clicks: Sequence[tuple[float, float]], expect: str) -> tuple[Any, str]:
    """Click the canvas ``loc`` at each canvas pixel of ``clicks`` (the mouse off the board
    before each), then wait until its panel shows ``expect``: (output area, panel text)."""
    area = output_area(loc)
    for x, y in clicks:
        page.mouse.move(0, 0)
        click_canvas(page, x, y, loc=loc)
    return area, wait_panel(page, area, expect, timeout_ms=30_000)


def cell_locator(page: Any, cell: int) -> Any:
    """Cell number ``cell`` of the current notebook (a Locator), scrolled to: the page then
    shows its outputs (JupyterLab may leave cells far from the view unrendered, and a board
    comes alive when it is reached)."""
    page.evaluate(
        """async (cell) => { const p = %s; const node = p.content.widgets[cell].node;
            node.setAttribute('data-rt-cell', String(cell));
            if (p.content.scrollToItem) { await p.content.scrollToItem(cell, 'center'); }
            node.scrollIntoView({block: 'center'}); }"""
        % _JS_PANEL,
        cell,
    )
    return page.locator(f'[data-rt-cell="{cell}"]')


def wait_boards_settled(page: Any, *, quiet_ms: int = 1000, timeout_ms: float = 60_000) -> None:
    """Until no board near the view is still coming alive (stand-ins and canvases unchanged
    for ``quiet_ms``): a board coming alive changes its height, and moves what is below."""
    deadline = time.monotonic() + timeout_ms / 1000
    last, since = None, time.monotonic()
    while time.monotonic() < deadline:
        now = page.evaluate("""(sel) => [document.querySelectorAll('.rt-board-waiting').length,
                                          document.querySelectorAll(sel).length]""", CANVAS)
        if now != last:
            last, since = now, time.monotonic()
        elif (time.monotonic() - since) * 1000 >= quiet_ms:
            return
        time.sleep(0.1)
    raise AssertionError(f"the boards never settled ({last})")


def cell_canvas_index(page: Any, cell: int) -> int:
    """The index, for :func:`canvas`, of the first canvas widget in the outputs of cell
    number ``cell`` (the canvases of the page's outputs, in page order)."""
    index = page.evaluate(
        """([cell, sel]) => { const p = %s;
            const mine = p.content.widgets[cell].node.querySelector(sel);
            return mine ? Array.from(document.querySelectorAll(sel)).indexOf(mine) : -1; }"""
        % _JS_PANEL,
        [cell, CANVAS],
    )
    if index < 0:
        raise AssertionError(f"cell {cell} shows no canvas widget")
    return index


def rerun_cell(page: Any, cell: int, *, timeout_ms: float = 60_000) -> None:
    """Run cell number ``cell`` of the current notebook again (as a learner would, in the
    same kernel) and wait until its outputs are new: the views it showed before are gone.
    Raises ``AssertionError`` if the cell fails."""
    page.evaluate(
        """async ([cell, ms]) => { const app = window.jupyterapp; const p = %s;
            const node = p.content.widgets[cell].node;
            const old = Array.from(node.querySelectorAll('.jp-OutputArea-output'));
            p.content.deselectAll();
            p.content.activeCellIndex = cell;
            await app.commands.execute('notebook:run-cell');
            const deadline = Date.now() + ms;
            while (old.some(o => o.isConnected)) {
                if (Date.now() > deadline) throw new Error(`cell ${cell}: old outputs still shown`);
                await new Promise(r => setTimeout(r, 20));
            }
        }"""
        % _JS_PANEL,
        [cell, timeout_ms],
    )
    wait_kernel_idle(page, timeout_ms=timeout_ms)
    errors = [_ANSI.sub("", e) for e in cell_errors(page) if e.startswith(f"cell {cell}:")]
    if errors:
        raise AssertionError(f"cell {cell} failed when run again:\n" + "\n\n".join(errors))


def wait_for_text(page: Any, text: str, *, selector: str | None = OUTPUT, timeout_ms: float = 30_000) -> Any:
    """Wait until ``text`` is visible inside ``selector`` (default: the cell outputs, so
    that a cell's source never matches; None: anywhere); returns its locator."""
    scope = page.locator(selector) if selector else page
    loc = scope.get_by_text(text).first
    loc.wait_for(state="visible", timeout=timeout_ms)
    return loc


def html_texts(page: Any, selector: str = HTML_TEXT) -> list[str]:
    """Texts (``innerText``) of the HTML widgets (or of ``selector``), in page order."""
    return page.locator(selector).evaluate_all("els => els.map(e => e.innerText)")


def wait_for_html_change(
    page: Any, before: Sequence[str], *, selector: str = HTML_TEXT, timeout_ms: float = 10_000
) -> list[str]:
    """Wait until the texts of ``selector`` differ from ``before``; returns the new texts."""
    page.wait_for_function(
        """([sel, before]) => {
            const now = Array.from(document.querySelectorAll(sel), e => e.innerText);
            return JSON.stringify(now) !== JSON.stringify(before);
        }""",
        arg=[selector, list(before)],
        timeout=timeout_ms,
        polling="raf",
    )
    return html_texts(page, selector)


# Canvas widgets. ipycanvas renders a ``Canvas`` as one <canvas>, and a ``MultiCanvas``
# also as ONE <canvas> on which its layers are composited; that element receives the mouse
# events (Python gets them through the top layer). So the index-th canvas widget in the
# outputs is simply the index-th ``<canvas>`` there.
CANVAS = f"{OUTPUT} canvas"


def canvas_count(page: Any) -> int:
    return page.locator(CANVAS).count()


def canvas(page: Any, index: Any = 0, *, stable_ms: int = 500, timeout_ms: float = 30_000) -> Any:
    """The ``index``-th canvas widget in the outputs (a ``MultiCanvas`` is one element),
    or the canvas ``index`` locates (a Locator: :meth:`NotebookPage.board`), scrolled into
    view, once its bounding box has not moved for ``stable_ms``. Returns a Locator."""
    loc = page.locator(CANVAS).nth(index) if isinstance(index, int) else index
    loc.wait_for(state="visible", timeout=timeout_ms)
    loc.scroll_into_view_if_needed()
    wait_stable(loc, stable_ms=stable_ms, timeout_ms=timeout_ms)
    return loc


def first_board_canvas(page: Any) -> Any:
    """A Locator of the canvas of the page's FIRST board, whatever other boards have come
    alive before it: a board's box (``.rt-boardbox``) is in the page from the start, with
    its stand-in, and holds its canvas once it is alive (it comes alive when reached, and
    under load a board further down may be drawn first). Pass it to :func:`canvas`."""
    return board_canvas(page, 0)


def board_canvas(page: Any, board: int) -> Any:
    """A Locator of the canvas of the page's board number ``board`` (0 is the first), in
    page order whatever order the boards came alive in (:func:`first_board_canvas`);
    scrolled to, so that it comes alive. Pass it to :func:`canvas`."""
    box = page.locator(".rt-boardbox").nth(board)
    box.wait_for(state="attached")
    box.scroll_into_view_if_needed()
    return box.locator("canvas").first


def wait_stable(locator: Any, *, stable_ms: int = 500, timeout_ms: float = 30_000) -> dict[str, float]:
    """Wait until the element's bounding box is non-empty and unchanged for ``stable_ms``."""
    deadline = time.monotonic() + timeout_ms / 1000
    last, since = None, time.monotonic()
    while True:
        box = locator.bounding_box()
        now = time.monotonic()
        if box != last or not box or box["width"] == 0:
            last, since = box, now
        elif (now - since) * 1000 >= stable_ms:
            return box
        if now > deadline:
            raise TimeoutError(f"canvas never became stable within {timeout_ms} ms (last box {last})")
        time.sleep(0.05)


def canvas_size(locator: Any) -> tuple[int, int]:
    """The canvas's own pixel size (``canvas.width``, ``canvas.height``)."""
    w, h = locator.evaluate("c => [c.width, c.height]")
    return int(w), int(h)


def to_css(locator: Any, x: float, y: float) -> tuple[float, float]:
    """Canvas-pixel (x, y) -> position relative to the element's top-left in CSS pixels
    (scaled by displayed size / canvas size: CSS may stretch the canvas)."""
    box = locator.bounding_box()
    cw, ch = canvas_size(locator)
    return x * box["width"] / cw, y * box["height"] / ch


def to_page(locator: Any, x: float, y: float) -> tuple[float, float]:
    """Canvas-pixel (x, y) -> page (viewport) coordinates for ``page.mouse``."""
    box = locator.bounding_box()
    dx, dy = to_css(locator, x, y)
    return box["x"] + dx, box["y"] + dy


def click_canvas(page: Any, x: float, y: float, *, index: int = 0, loc: Any = None) -> Any:
    """Click canvas widget ``index`` at canvas-pixel (x, y). Returns the canvas locator."""
    loc = loc if loc is not None else canvas(page, index)
    px, py = to_css(loc, x, y)
    loc.click(position={"x": px, "y": py})
    return loc


def hover_canvas(page: Any, x: float, y: float, *, index: int = 0, loc: Any = None, steps: int = 1) -> Any:
    """Move the mouse over canvas widget ``index`` to canvas-pixel (x, y) (``steps``
    intermediate mousemove events from the current position). Returns the locator."""
    loc = loc if loc is not None else canvas(page, index)
    px, py = to_page(loc, x, y)
    page.mouse.move(px, py, steps=steps)
    return loc


class NotebookPage:
    """One notebook opened once in a page of its own, then shared by several tests.

    The notebook is run only as far as the tests need: :meth:`board` runs the cells from
    the first not yet run down to the board's own cell (a course's boards under test sit in
    its first third, so a module pays 2-4 s instead of the 8-10 s of a whole run). nbval
    runs every cell of every notebook; the classroom walk renders every board in app mode.

    :meth:`board` hands out a board: the canvas index (for :func:`canvas`) of the canvas
    widget shown by the code cell containing a marker. The first test that asks for a
    board gets it as the run left it; every later one gets a fresh board, because the cell
    is run again first (same code, same kernel). So no test clicks on a board that another
    test has clicked on, whatever the order the tests run in.
    """

    def __init__(self, browser: Any, lab: LabServer, name: str):
        self.browser, self.lab, self.name = browser, lab, name
        self.page: Any = None
        self.handed_out: set[int] = set()
        self.ran_through = -1       # the last cell run so far, in order from the top

    def open(self) -> Any:
        """A fresh kernel and page, the notebook opened (nothing run yet). Returns the page."""
        self.close()
        self.lab.delete_sessions()
        self.page = new_page(self.browser)
        try:
            open_notebook(self.page, self.lab, self.name)
        except BaseException:
            self._keep_failure("open-failed")
            raise
        self.handed_out, self.ran_through = set(), -1
        return self.page

    def run_through(self, cell: int) -> None:
        """Run the cells not run yet, from the top down to ``cell`` included."""
        if cell <= self.ran_through:
            return
        try:
            run_cells(self.page, self.ran_through + 1, cell)
        except BaseException:
            self._keep_failure("run-failed")
            raise
        self.ran_through = cell

    def board(self, marker: str) -> Any:
        """The canvas (a Locator, for :func:`canvas`) of the board shown by the code cell
        containing ``marker``: as the run left it the first time it is asked for, fresh
        (its cell run again) after. The cell is scrolled to, so that its board comes alive
        (a board is a stand-in until the reader reaches it)."""
        return self.canvases(marker).first

    def canvases(self, marker: str) -> Any:
        """Every canvas widget shown by the code cell containing ``marker`` (a Locator),
        handed out as :meth:`board` hands out a board."""
        cell = code_cell_index(self.page, marker)
        self.run_through(cell)
        if cell in self.handed_out:
            rerun_cell(self.page, cell)
        self.handed_out.add(cell)
        return cell_locator(self.page, cell).locator(CANVAS)

    def _keep_failure(self, what: str) -> None:
        """Screenshot and console of the page for the failure; then close it, so that the
        next test does not take a half-run notebook for a good one."""
        with contextlib.suppress(Exception):
            shot = screenshot(self.page, f"{self.name}.{what}")
            shot.with_suffix(".console.txt").write_text(
                "\n".join(self.page.console_lines) + "\n", encoding="utf-8")
        self.close()

    def close(self) -> None:
        """Close the page (if open) and shut its kernel down."""
        if self.page is not None:
            with contextlib.suppress(Exception):
                self.page.context.close()
            self.page = None
            self.lab.delete_sessions()


def safe_name(name: str) -> str:
    """``name`` usable as a file name."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("_") or "unnamed"


def output_area(canvas: Any) -> Any:
    """The notebook output that holds ``canvas`` (a Locator): the board's panel is in it."""
    return canvas.locator("xpath=ancestor::div[contains(@class,'jp-OutputArea-output')][1]")


def panel_text(area: Any) -> str:
    """The text of the board's explanation panel in ``area``."""
    return area.locator(".rt-panel").first.inner_text()


def hover_until(page: Any, loc: Any, area: Any, points: Sequence[tuple[float, float]],
                expect: str, *, attempts: int = 4, timeout_ms: float = 8_000) -> str:
    """Move over ``points`` (canvas pixels, the last one with a few steps) until the panel
    in ``area`` shows ``expect``; return its text. The first moves over a board just shown
    (Voilà, a loaded machine) may arrive before its kernel side listens: they are made
    again, up to ``attempts`` times, the last one waited for twice as long."""
    for attempt in range(1, attempts + 1):
        for k, point in enumerate(points):
            hover_canvas(page, *point, loc=loc, steps=3 if k == len(points) - 1 else 1)
        last = attempt == attempts
        try:
            return wait_panel(page, area, expect, timeout_ms=timeout_ms * (2 if last else 1))
        except AssertionError:
            if last:
                raise
    raise ValueError(f"attempts must be at least 1, not {attempts}")


def wait_panel(page: Any, area: Any, *expect: str, timeout_ms: float = 15_000) -> str:
    """Wait until the panel in ``area`` shows every text of ``expect`` at once; return its
    text (fail with what it shows instead). The panel's HTML is replaced on every update
    (a hover's verdict, then the click's): it is looked up afresh in the output each
    frame, and a test that checks several lines waits for all of them, not for one and
    then reads the rest once."""
    try:
        page.wait_for_function(
            """([area, expect]) => {
                const panel = area.querySelector('.rt-panel');
                return panel !== null && expect.every((text) => panel.innerText.includes(text));
            }""",
            arg=[area.element_handle(), list(expect)], timeout=timeout_ms, polling="raf")
    except Exception as exc:
        raise AssertionError(f"the panel never showed {' and '.join(map(repr, expect))}; it "
                             f"shows:\n{panel_text(area)}") from exc
    return panel_text(area)


def save_output(area: Any, name: str) -> Path:
    """Save ``artifacts/browser/<name>.png`` of one notebook output; returns its path."""
    path = ARTIFACTS_DIR / "browser" / f"{safe_name(name)}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    area.screenshot(path=str(path))
    return path


def screenshot(page: Any, name: str, *, full_page: bool = False) -> Path:
    """Save ``artifacts/browser/<name>.png`` (directory created if needed); returns its path."""
    path = ARTIFACTS_DIR / "browser" / f"{safe_name(name)}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path), full_page=full_page)
    return path
