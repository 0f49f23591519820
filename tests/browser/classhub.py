"""Run the class hub (``scripts/hub.py``) for a test or a benchmark, and clean up after it.

Used by ``tests/browser/test_hub.py`` (through its fixture) and by
``benchmarks/class_load.py`` (loaded by path). Standard library only, plus the hub
script itself.

:func:`class_hub` creates the class's accounts and starts the hub in a temporary state
folder, on a free port of 127.0.0.1, and yields a :class:`ClassHub` (addresses, passwords,
REST helpers). On exit it stops the hub (which stops the students' servers), then removes
every account the hub script created for the class, with its processes and home, and the
state folder. Only root can run it: :func:`missing_reason` says why not, or None.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import pwd
import queue
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[2]
SCRIPT = REPO_ROOT / "scripts" / "hub.py"


def hub_script() -> ModuleType:
    """``scripts/hub.py`` as a module (scripts/ is no package)."""
    name = "rules_tutor_hub_script"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SCRIPT)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def missing_reason() -> str | None:
    """Why the class hub cannot run here (not root, no proxy, ...), or None."""
    return hub_script().missing_requirement()


class HubError(AssertionError):
    pass


@dataclass
class ClassHub:
    """A running class hub (see :func:`class_hub`)."""

    url: str                    # http://localhost:PORT/ (printed by the script)
    passwords: dict[str, str]   # account -> password
    teachers: tuple[str, ...]
    students: tuple[str, ...]
    process: subprocess.Popen
    state: Path
    log_path: Path

    def home(self, user: str) -> Path:
        return Path(pwd.getpwnam(user).pw_dir)

    def user_url(self, user: str, path: str = "") -> str:
        """An address on ``user``'s server, on its own origin: ``http://<user>.localhost:PORT``."""
        return f"{user_origin(self.url, user)}/user/{user}/{path.lstrip('/')}"

    def request(self, method: str, url: str, *, token: str | None = None, body: Any = None,
                timeout: float = 60) -> tuple[int, Any]:
        """(status, decoded JSON or text) of a request; redirects are not followed."""
        data = None if body is None else json.dumps(body).encode()
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"token {token}"
        req = urllib.request.Request(url, data=data, method=method, headers=headers)
        opener = urllib.request.build_opener(_NoRedirect)
        try:
            with opener.open(req, timeout=timeout) as resp:
                status, raw = resp.status, resp.read()
        except urllib.error.HTTPError as err:
            status, raw = err.code, err.read()
        text = raw.decode(errors="replace")
        try:
            return status, json.loads(text) if text else None
        except json.JSONDecodeError:
            return status, text

    def api(self, method: str, path: str, *, token: str | None = None, body: Any = None,
            timeout: float = 60) -> tuple[int, Any]:
        """A request to the hub's REST API (``/hub/api/<path>``)."""
        return self.request(method, f"{self.url}hub/api/{path.lstrip('/')}", token=token,
                            body=body, timeout=timeout)

    def token(self, user: str, expires_in: int = 3600) -> str:
        """A new API token of ``user``, asked for with their name and password (as a
        student could from a script)."""
        auth = {"username": user, "password": self.passwords[user]}
        status, reply = self.api("POST", f"users/{user}/tokens",
                                 body={"auth": auth, "expires_in": expires_in,
                                       "note": "rules-tutor test"})
        if status not in (200, 201):
            raise HubError(f"no token for {user}: {status} {reply}")
        return reply["token"]

    def start_server(self, user: str, token: str, timeout: float = 180) -> None:
        """Start ``user``'s server (if needed) and wait until the proxy routes to it."""
        status, reply = self.api("POST", f"users/{user}/server", token=token)
        if status not in (201, 202, 400):       # 400: already running
            raise HubError(f"{user}'s server did not start: {status} {reply}")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            status, _ = self.request("GET", self.user_url(user, "api/status"), token=token)
            if status == 200:
                return
            time.sleep(0.5)
        raise HubError(f"{user}'s server never answered\n{self.log_tail()}")

    def stop_server(self, user: str, token: str, timeout: float = 60) -> None:
        """Stop ``user``'s server (a teacher's token may stop anyone's) and wait."""
        self.api("DELETE", f"users/{user}/server", token=token)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            status, reply = self.api("GET", f"users/{user}", token=token)
            if status == 200 and not reply.get("servers"):
                return
            time.sleep(0.5)
        raise HubError(f"{user}'s server did not stop")

    def processes_of(self, user: str) -> dict[int, str]:
        """pid -> command line of every live process of ``user``."""
        found = {}
        for pid in hub_script().user_pids(pwd.getpwnam(user).pw_uid):
            with contextlib.suppress(OSError):
                line = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
                found[pid] = line.decode(errors="replace")
        return found

    def run_in_a_new_kernel(self, user: str, token: str, code: str,
                            timeout: float = 120, confirm: bool = True) -> int:
        """Start a kernel on ``user``'s server (its REST API, with ``token``), have it start
        running ``code`` (as a student's cell would: as the student, in their cgroup), and
        return the kernel's pid; the code goes on running. With ``confirm``, return once the
        kernel said it took the cell (a cell that kills its kernel at once may die before
        it says so: then the caller looks for the effect instead). The kernel is reached
        over its connection file, which root can read."""
        from jupyter_client import BlockingKernelClient
        status, kernel = self.request("POST", self.user_url(user, "api/kernels"), token=token,
                                      body={"name": "python3"}, timeout=timeout)
        if status != 201:
            raise HubError(f"no kernel for {user}: {status} {kernel}")
        (pid, line), = [(pid, line) for pid, line in self.processes_of(user).items()
                        if kernel["id"] in line]
        client = BlockingKernelClient(connection_file=line.split(" -f ")[1].split()[0])
        client.load_connection_file()
        client.start_channels()
        try:
            deadline = time.monotonic() + timeout
            self._until_heard(client, "pass", deadline)     # the kernel up, both channels on
            sent = client.execute(code)
            if not confirm:
                return pid
            while time.monotonic() < deadline:     # the kernel has the cell: it is busy
                with contextlib.suppress(queue.Empty):
                    msg = client.get_iopub_msg(timeout=1)
                    if (msg["parent_header"].get("msg_id") == sent
                            and msg["header"]["msg_type"] == "execute_input"):
                        return pid
            raise HubError(f"{user}'s kernel did not take the code\n{self.log_tail()}")
        finally:
            client.stop_channels()

    @staticmethod
    def _until_heard(client: Any, code: str, deadline: float) -> None:
        """Send ``code`` until its output channel says something of it: the kernel is up
        and this client hears it (a subscription made a moment too late misses what the
        kernel says first)."""
        while time.monotonic() < deadline:
            sent = client.execute(code)
            end = min(deadline, time.monotonic() + 2)
            while time.monotonic() < end:
                with contextlib.suppress(queue.Empty):
                    if client.get_iopub_msg(timeout=0.5)["parent_header"].get("msg_id") == sent:
                        return
        raise HubError("the kernel said nothing")

    def log_tail(self, n: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return ""


def user_origin(hub_url: str, user: str) -> str:
    """The origin of ``user``'s server on the hub at ``hub_url`` (JupyterHub's
    ``subdomain_host``): the hub's host with the user's name in front."""
    parts = urllib.parse.urlsplit(hub_url)
    return f"{parts.scheme}://{user}.{parts.netloc}"


_GETADDRINFO = socket.getaddrinfo


def _getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
    name = host.decode() if isinstance(host, bytes) else host
    if isinstance(name, str) and name.rstrip(".").endswith(".localhost"):
        host = "127.0.0.1"
    return _GETADDRINFO(host, *args, **kwargs)


def resolve_localhost_names() -> None:
    """Have this process find every name below ``localhost`` on the loopback, as browsers
    do (RFC 6761) and the C library here does not: the students' servers are at
    ``<name>.localhost``. For the Python clients of tests and benchmarks (urllib, httpx,
    tornado's websockets); the hub and its servers need nothing of it."""
    socket.getaddrinfo = _getaddrinfo


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


def write_files_as_owner(home: Path, files: dict[str, str]) -> None:
    """Write ``files`` (a path below ``home`` -> its text) as the home's owner, as the hub
    script does everything in a home (:func:`hub.run_as`): never root in a student's folder."""
    def write() -> None:
        for rel, text in files.items():
            path = home / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    hub_script().run_as(pwd.getpwuid(home.stat().st_uid), write)


def write_lab_settings(home: Path, settings: dict[str, dict]) -> None:
    """JupyterLab user settings (``name -> values``) into ``home``'s own settings folder
    (what a student would set in Lab's Settings Editor)."""
    base = Path(".jupyter") / "lab" / "user-settings"
    write_files_as_owner(home, {str(base / name): json.dumps(values)
                                for name, values in settings.items()})


def _read_url(proc: subprocess.Popen, log: Path, timeout: float) -> str:
    """The address the script prints, once the hub says it runs."""
    deadline = time.monotonic() + timeout
    url = None
    while time.monotonic() < deadline:
        text = log.read_text(errors="replace") if log.exists() else ""
        found = re.search(r"Class hub: (\S+)", text)
        url = found.group(1) if found else None
        if url and "JupyterHub is now running" in text:
            return url
        if proc.poll() is not None:
            raise HubError(f"the hub script exited with {proc.returncode}:\n{text[-3000:]}")
        time.sleep(0.25)
    raise HubError(f"the hub did not start in {timeout:.0f} s:\n{text[-3000:]}")


def _stop(proc: subprocess.Popen, state: Path, timeout: float = 60) -> None:
    """SIGTERM to the hub (it stops the servers and the proxy); if it does not exit,
    SIGKILL to it and to the proxy it started (a session of its own: its pid file)."""
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)
    pid_file = state / "hub" / "proxy.pid"
    with contextlib.suppress(OSError, ValueError):
        os.kill(int(pid_file.read_text().strip()), signal.SIGKILL)


@contextlib.contextmanager
def class_hub(roster: str, *, singleuser_args: Sequence[str] = (),
              lab_settings: dict[str, dict] | None = None, log_copy: Path | None = None,
              startup_timeout: float = 180, extra_files: dict[str, str] | None = None,
              ) -> Iterator[ClassHub]:
    """The class hub for the class list ``roster`` (``scripts/hub.py --class`` syntax).

    ``singleuser_args``: more options for the students' servers; ``lab_settings``: Lab user
    settings written into every home; ``extra_files``: ``name -> text`` written into every
    copy of the course (a notebook the course lacks). Refuses (HubError) to take over an
    account that exists already: the accounts must be the test's own."""
    hub = hub_script()
    parsed = hub.parse_class(roster)
    existing = [n for n in parsed.names if _exists(n)]
    if existing:
        raise HubError(f"accounts already exist: {', '.join(existing)} (left over from an "
                       f"interrupted run? python scripts/hub.py --remove --class '{roster}')")
    resolve_localhost_names()
    tmp = Path(tempfile.mkdtemp(prefix="rules-tutor-hub-"))
    tmp.chmod(0o755)                    # the class environment in it is for every account
    state = tmp / "state"
    log = tmp / "hub.log"               # it shows the passwords: root's only
    proc = None
    try:
        setup = subprocess.run(
            [sys.executable, str(SCRIPT), "--state", str(state), "--class", roster,
             "--setup-only"], capture_output=True, text=True, env=_env(), timeout=600)
        if setup.returncode != 0:
            raise HubError(f"hub setup failed ({setup.returncode}): {setup.stderr.strip()}")
        for name in parsed.names:
            home = Path(pwd.getpwnam(name).pw_dir)
            if lab_settings:
                write_lab_settings(home, lab_settings)
            if extra_files:
                write_files_as_owner(home, {f"{hub.COURSE_DIR}/{name}": text
                                            for name, text in extra_files.items()})
        port = hub.free_port()
        with open(os.open(log, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w") as out:
            proc = subprocess.Popen(
                [sys.executable, str(SCRIPT), "--state", str(state), "--class", roster,
                 "--port", str(port), *singleuser_args],
                stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT, env=_env(),
                start_new_session=True)
        url = _read_url(proc, log, startup_timeout)
        passwords = hub.read_passwords(state / "hub" / "passwords")
        yield ClassHub(url, passwords, parsed.teachers, parsed.students, proc, state, log)
    finally:
        if proc is not None:
            _stop(proc, state)
        try:
            lines, complete = hub.remove_class(parsed, hub.State(state))
            if not complete:
                raise HubError("the class was not removed whole:\n" + "\n".join(lines))
        finally:
            if log_copy is not None and log.exists():
                log_copy.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(log, log_copy)
            shutil.rmtree(tmp, ignore_errors=True)


# --------------------------------------------------------------------------- the course

#: Where a course may sit in notebooks/ (the courses are moving into a folder per language).
PLACES = ("en/{game}.ipynb", "{game}.ipynb")


def course_path(folder: Path, game: str) -> str:
    """The path of ``game``'s course notebook in ``folder`` (a copy of notebooks/),
    relative to it."""
    for place in PLACES:
        rel = place.format(game=game)
        if (folder / rel).is_file():
            return rel
    raise HubError(f"no {game} notebook in {folder} (looked for {', '.join(PLACES)})")


def alternating_picks(board: Any, stride: int = 6) -> tuple[tuple[float, float], ...]:
    """Two canvas pixels of ``board`` whose clicks leave the position as it is and whose
    explanations differ: clicked in turn, every click changes the panel. Picks first (a
    tile, a card); on a board whose clicks only play (a Kingdom Builder hex), two refused
    moves (the engine says why not, the position stays)."""
    pixels: dict = {}
    for y in range(stride // 2, board.HEIGHT, stride):
        for x in range(stride // 2, board.WIDTH, stride):
            key = board.hit(x, y)
            if key is not None:
                pixels.setdefault(key, []).append((x, y))
    middle = {key: pts[len(pts) // 2] for key, pts in pixels.items()}
    picks = {key: pixel for key, pixel in middle.items() if board.session.picks_only(key)}
    for candidates, keeps in ((picks, False), (middle, True)):
        seen: dict[str, tuple[float, float]] = {}
        for key, pixel in candidates.items():
            before = board.session.history.index
            board.click(*pixel)
            if keeps and board.session.history.index != before:    # it played: take it back
                board.session.undo()
                continue
            seen.setdefault(board.explanation_text, pixel)
            if len(seen) == 2:
                return tuple(seen.values())
    raise HubError(f"{type(board).__name__}: no two clicks that keep the position "
                   "with different explanations")


def _exists(name: str) -> bool:
    return hub_script().find_account(name) is not None


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO_ROOT), env.get("PYTHONPATH")) if p)
    env["PYTHONUNBUFFERED"] = "1"
    return env
