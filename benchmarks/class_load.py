"""Class load: N simulated students on loopback, each opening a course and clicking about
once a second, against one Voila server and against the class hub, measured against a
trivial notebook in the same run.

    python benchmarks/class_load.py                          # 30 students, Voila and hub
    python benchmarks/class_load.py --students 10,20,30 --targets voila,hub --clicks 30
    python benchmarks/class_load.py --students 30 --targets voila --heat   # make app STUDENTS=30

Targets (each started afresh for every row, so a row's figures are its own):

- ``voila``: one Voila server (``scripts/classroom.py``'s command, as ``make classroom``
  runs it) on a temporary copy of ``notebooks/``; every student opens
  ``/voila/render/<course>`` and gets a kernel of their own in that one server;
- ``hub``: the class hub (``scripts/hub.py``, as ``make hub`` runs it; root only) for a
  class of N students (``rt-bench1..N``, created for the run and removed after it). Every
  student signs in on the login page, sent on (``?next=``) by the link a teacher gives the
  class (``/hub/user-redirect/voila/render/rules-tutor/<course>``) to the same course in
  Voila on their own server, which the hub starts then. The students' servers are stopped
  between rows.

With ``--heat``, the Voila server of a row first heats one kernel per student for that
row's notebook (``make app STUDENTS=N``: each kernel has run the notebook before the class
comes), and the class starts once Voila says the pool is filled; the trivial notebook's
row is heated the same way, so the ratios still compare like with like. On the hub,
``--heat`` starts every student's server before the row with the row's notebook heated, as
``make hub HEAT=<course>`` does (a teacher's request per student:
``POST /hub/api/users/<name>/server {"heat": page}``), and the class starts once each has
heated its kernel and the machine is quiet; the students then sign in and find their
server up.

With ``--runaway cpu`` (hub rows), the class has one more student, ``rt-bench-runaway``,
whose kernel spins as many processes as twice the machine's cores during every row (a
loop in a cell with ``multiprocessing``): what one runaway student costs the class when
the hub holds each account to its limits (``scripts/student_limits.py``); with
``--hub-args "--cpu-limit none"``, what it costs without the CPU limit.

Notebooks, in the same run and on the same target: the COURSE (``--course``, default
``flaming_pyramids``, its first board) and the TRIVIAL notebook (the floor notebook of
``benchmarks/browser_latency.py``: a canvas whose click handler only sets a text).

The students (``--clients``), all started at the same moment, as a class starting together:

- ``wire`` (``benchmarks/class_wire.py``): clients of the server's HTTP and kernel
  websocket that say what a student's page says, in the same order (sign-in, page,
  scripts, widget states, "ready" from the canvases, "reached" from the board in view,
  clicks), without drawing anything, as JupyterHub's traffic simulator (hubtraf) does:
  what a class costs the SERVER, whose two cores a real class's own computers do not
  share. Timed at the wire: a click from its send to the kernel's new answer text;
- ``browser``: one headless Chromium, a browser context per student (own cookies), on
  this machine too: every student's page is drawn on the server's two cores as well (in
  software, no GPU), a worse case than any real class.

Both kinds: a page is "interactive" when the first click on its board got its answer
(tried again every second until then); then every student clicks ``--clicks`` more
times, alternating between two points whose answers differ (on a course's board: two
tiles of the hand, which only picks them, so the position stays the same), one click
about every ``--interval`` seconds (the next click leaves when the answer to the previous
one is in, and at least ``interval`` after it, with a little jitter so the class does not
click in lockstep). A browser student's clicks are synthetic ``mousedown``/``mouseup``
events dispatched in the page on the canvas (what ipycanvas listens to), timed in the
page from the dispatch to the change of the explanation text in the DOM (a
``MutationObserver``); a wire student sends the ``mouse_down``/``mouse_up`` messages
ipycanvas sends.

Printed per row: failed students (no page, no board, or never interactive) and clicks
without an answer within ``--click-timeout``; the time until ALL students are interactive
(from the common start: sign-in, server start and the notebook's run included) and its
median; click latency median and p95 (all students' clicks pooled, the first one left
out), and the p95 of the clicks sent once every student was interactive (no page still
opening beside them: what is left when the class has arrived); for the hub, the time
until every student's server is up (signed in and sent on to it); the median time until the board is on the page (drawn, maybe not answering yet:
the kernel may still be running the notebook's later cells); memory per student: the
kernels' RSS, and the server side's RSS (the Voila server, or the hub, the proxy and
every student's own server) divided by N, both the largest seen in samples taken every
two seconds while the class clicks; and the CPU seconds the row cost per student, split
into the students' browser, the server side and the kernels (where a class's two cores
went). Then the course's ratios to the trivial notebook on the same target and N.

The simulated students run on the same machine as the servers: their CPU use (the
browser's, or this script's for the wire students, printed as the students' share)
competes with the servers', so the figures are those of a worse case than a real class;
the wire students' share is some 25 % of a row's CPU, the browser's 80-90 %. For the wire
students, the median time at which each step of the opening was done is printed too.
The load average before and after each row is printed: on a shared machine, read the
ratios rather than the seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
TRIVIAL = "_class_load_trivial.ipynb"
TRIVIAL_TEXT = ".latency-click .widget-html-content"
TRIVIAL_POINTS = ((100.0, 100.0), (200.0, 200.0))
COURSE_TEXT = ".rt-panel"
# The same texts for the wire students (class_wire): a CSS class of the widget or its HTML.
TRIVIAL_ANSWER = "latency-click"
COURSE_ANSWER = "rt-panel"


def _load(name: str, path: Path) -> ModuleType:
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


latency = _load("rules_tutor_browser_latency", ROOT / "benchmarks" / "browser_latency.py")
L = latency.L                                   # tests/browser/lab.py
H = _load("rules_tutor_class_hub", ROOT / "tests" / "browser" / "classhub.py")
classroom = _load("rules_tutor_classroom", ROOT / "scripts" / "classroom.py")
wire = _load("rules_tutor_class_wire", ROOT / "benchmarks" / "class_wire.py")

# --------------------------------------------------------------------------- in the page

# Waits for the index-th canvas (scrolling to the first board), then clicks it (synthetic
# mousedown + mouseup at canvas pixels, scaled to its displayed size) in turn at each
# point until `clicks` answers are in (or a click times out); the text watched is the
# first `sel` in the canvas's output.
_JS_CLASS = """
async ([index, sel, points, clicks, interval, jitter, firstTimeout, clickTimeout]) => {
    const sleep = (ms) => new Promise(r => setTimeout(r, ms));
    const out = { board_at: null, interactive_at: null, latencies: [], sent_at: [], timeouts: 0,
                  error: null };
    const deadline = Date.now() + firstTimeout;
    let canvas = null;
    while (!canvas) {
        canvas = document.querySelectorAll('.jp-OutputArea-output canvas')[index] || null;
        if (!canvas) {
            // a course whose first board is further down than the first screen: the
            // student scrolls to it (it comes alive when reached)
            const box = document.querySelector('.rt-boardbox');
            if (box) box.scrollIntoView({ block: 'nearest' });
            if (Date.now() > deadline) {
                const shown = document.querySelectorAll('.jp-OutputArea-output').length;
                out.error = `no board (${shown} cell outputs on the page)`;
                return out;
            }
            await sleep(100);
        }
    }
    out.board_at = Date.now();
    const area = canvas.closest('.jp-OutputArea-output') || document;
    const text = () => { const el = area.querySelector(sel); return el ? el.innerText : null; };
    const click = (x, y, timeout) => new Promise((resolve) => {
        const before = text();
        let done = false, t0 = 0;
        const finish = (value) => {
            if (done) return;
            done = true; obs.disconnect(); clearTimeout(timer); resolve(value);
        };
        const obs = new MutationObserver(() => {
            if (text() !== before) finish(performance.now() - t0);
        });
        obs.observe(area, { subtree: true, childList: true, characterData: true });
        const timer = setTimeout(() => finish(null), timeout);
        const box = canvas.getBoundingClientRect();
        const cx = box.left + x * box.width / canvas.width;
        const cy = box.top + y * box.height / canvas.height;
        const init = { bubbles: true, cancelable: true, clientX: cx, clientY: cy, button: 0 };
        t0 = performance.now();
        canvas.dispatchEvent(new MouseEvent('mousedown', init));
        canvas.dispatchEvent(new MouseEvent('mouseup', init));
    });
    // interactive: the first click answered (tried again every second until then)
    let n = 0;
    while (out.interactive_at === null) {
        const left = deadline - Date.now();
        if (left <= 0) { out.error = 'never interactive'; return out; }
        const [x, y] = points[n % points.length];
        const ms = await click(x, y, Math.min(left, 1000));
        if (ms !== null) { out.interactive_at = Date.now(); n += 1; }
    }
    for (let i = 0; i < clicks; i++) {
        const started = Date.now();
        const [x, y] = points[n % points.length];
        const ms = await click(x, y, clickTimeout);
        n += 1;
        if (ms === null) {
            out.timeouts += 1;
        } else {
            out.latencies.push(ms);
            out.sent_at.push(started);
        }
        const wait = interval * (1 + jitter * (2 * Math.random() - 1)) - (Date.now() - started);
        if (wait > 0) await sleep(wait);
    }
    return out;
}
"""

# --------------------------------------------------------------------------- results


@dataclass
class Student:
    name: str
    ready_s: float | None = None          # signed in, the page asked for
    board_s: float | None = None          # the board is on the page (maybe not answering)
    interactive_s: float | None = None
    latencies: list[float] = field(default_factory=list)
    #: When each click of ``latencies`` was sent (seconds from the start).
    sent_s: list[float] = field(default_factory=list)
    timeouts: int = 0
    error: str | None = None
    #: Wire students: when each step of the opening was done (seconds from the start).
    phases: dict[str, float] = field(default_factory=dict)


@dataclass
class Row:
    target: str
    notebook: str                         # "course" or "trivial"
    students: list[Student]
    kernel_rss: float = 0.0               # bytes, largest total seen
    server_rss: float = 0.0
    cpu: dict[str, float] = field(default_factory=dict)    # CPU seconds per side
    load_before: tuple[float, float, float] = (0, 0, 0)
    load_after: tuple[float, float, float] = (0, 0, 0)
    seconds: float = 0.0
    client: str = "browser"               # what the students were: "browser" or "wire"
    repeat: int = 0                       # which run of this target, client and N (--repeat)

    @property
    def n(self) -> int:
        return len(self.students)

    @property
    def failed(self) -> int:
        return sum(1 for s in self.students if s.interactive_s is None)

    @property
    def clicks(self) -> list[float]:
        return [ms for s in self.students for ms in s.latencies]

    @property
    def timeouts(self) -> int:
        return sum(s.timeouts for s in self.students)

    @property
    def all_interactive(self) -> float | None:
        times = [s.interactive_s for s in self.students]
        return None if None in times or not times else max(times)

    @property
    def all_ready(self) -> float | None:
        times = [s.ready_s for s in self.students]
        return None if None in times or not times else max(times)

    @property
    def median_board(self) -> float | None:
        times = [s.board_s for s in self.students if s.board_s is not None]
        return statistics.median(times) if times else None

    @property
    def median_interactive(self) -> float | None:
        times = [s.interactive_s for s in self.students if s.interactive_s is not None]
        return statistics.median(times) if times else None

    def click_median(self) -> float | None:
        return statistics.median(self.clicks) if self.clicks else None

    def click_p95(self) -> float | None:
        return latency.percentile(self.clicks, 95) if self.clicks else None

    def settled_clicks(self) -> list[float]:
        """The clicks sent once every student was interactive: the class clicking, no
        page still opening beside them (the pooled p95 counts both)."""
        settled = self.all_interactive
        if settled is None:
            return []
        return [ms for s in self.students for ms, at in zip(s.latencies, s.sent_s)
                if at >= settled]

    def settled_click_p95(self) -> float | None:
        clicks = self.settled_clicks()
        return latency.percentile(clicks, 95) if clicks else None

    def opening_medians(self) -> dict[str, float]:
        """Wire students: the median time at which each step of the opening was done."""
        names = dict.fromkeys(p for s in self.students for p in s.phases)
        return {p: statistics.median(s.phases[p] for s in self.students if p in s.phases)
                for p in names}

    def summary(self) -> dict[str, Any]:
        return {"target": self.target, "client": self.client, "notebook": self.notebook,
                "students": self.n, "run": self.repeat,
                "failed": self.failed, "clicks": len(self.clicks), "timeouts": self.timeouts,
                "all_servers_up_s": self.all_ready, "all_interactive_s": self.all_interactive,
                "median_interactive_s": self.median_interactive,
                "median_board_shown_s": self.median_board,
                "click_median_ms": self.click_median(), "click_p95_ms": self.click_p95(),
                "settled_clicks": len(self.settled_clicks()),
                "settled_click_p95_ms": self.settled_click_p95(),
                "kernel_rss_per_student_mb": self.kernel_rss / self.n / 2**20,
                "server_rss_per_student_mb": self.server_rss / self.n / 2**20,
                "cpu_per_student_s": {k: v / self.n for k, v in self.cpu.items()},
                "opening_median_s": self.opening_medians(),
                "load_before": self.load_before, "load_after": self.load_after,
                "errors": sorted({s.error for s in self.students if s.error})}


def _fmt(value: float | None, unit: str, width: int, digits: int = 1) -> str:
    return f"{'-':>{width}}" if value is None else f"{value:>{width - len(unit)}.{digits}f}{unit}"


def format_table(rows: Sequence[Row]) -> str:
    head = (f"{'target':<7}{'client':<8}{'notebook':<9}{'N':>4}{'failed':>8}{'timeouts':>10}"
            f"{'servers up':>12}{'board p50':>11}{'all inter.':>12}{'median':>9}{'click p50':>11}{'p95':>9}"
            f"{'kernel/st.':>12}{'server/st.':>12}{'load avg':>16}")
    lines = [head]
    for r in rows:
        load = f"{r.load_before[0]:.1f}->{r.load_after[0]:.1f}"
        lines.append(
            f"{r.target:<7}{r.client:<8}{r.notebook:<9}{r.n:>4}{f'{r.failed}/{r.n}':>8}"
            f"{f'{r.timeouts}/{len(r.clicks) + r.timeouts}':>10}"
            f"{_fmt(r.all_ready if r.target == 'hub' else None, 's', 12)}"
            f"{_fmt(r.median_board, 's', 11)}"
            f"{_fmt(r.all_interactive, 's', 12)}{_fmt(r.median_interactive, 's', 9)}"
            f"{_fmt(r.click_median(), 'ms', 11, 0)}{_fmt(r.click_p95(), 'ms', 9, 0)}"
            f"{_fmt(r.kernel_rss / r.n / 2**20, 'MB', 12, 0)}"
            f"{_fmt(r.server_rss / r.n / 2**20, 'MB', 12, 0)}{load:>16}")
    return "\n".join(lines)


def cpu_line(row: Row) -> str:
    """The CPU seconds the row cost per student, by side."""
    per = {k: v / row.n for k, v in row.cpu.items()}
    students = "browser" if row.client == "browser" else "wire students"
    return (f"    CPU per student: {sum(per.values()):.2f} s ({students} {per.get('browser', 0):.2f}, "
            f"server {per.get('server', 0):.2f}, kernels {per.get('kernel', 0):.2f})")


def print_row(row: Row) -> None:
    """A row as it is measured: its line of the table, its CPU by side and, for wire
    students, the median time of each step of the opening."""
    print(format_table([row]).splitlines()[1], flush=True)
    print(cpu_line(row), flush=True)
    settled = row.settled_clicks()
    print(f"    clicks once all were interactive: {len(settled)}/{len(row.clicks)}, "
          f"p95 {_fmt(row.settled_click_p95(), 'ms', 7, 0).strip()}", flush=True)
    if row.client == "wire":
        print("    opening (median s): " + ", ".join(
            f"{p} {t:.2f}" for p, t in row.opening_medians().items()), flush=True)


def row_ratios(course: Row, trivial: Row) -> list[float | None]:
    """The course's row over the trivial notebook's: all interactive, click p50, click p95,
    click p95 once all were interactive, kernel memory, server memory, CPU."""
    def ratio(a: float | None, b: float | None) -> float | None:
        return a / b if a is not None and b else None
    return [ratio(course.all_interactive, trivial.all_interactive),
            ratio(course.click_median(), trivial.click_median()),
            ratio(course.click_p95(), trivial.click_p95()),
            ratio(course.settled_click_p95(), trivial.settled_click_p95()),
            ratio(course.kernel_rss, trivial.kernel_rss),
            ratio(course.server_rss, trivial.server_rss),
            ratio(sum(course.cpu.values()), sum(trivial.cpu.values()))]


def format_ratios(rows: Sequence[Row]) -> str:
    """The course over the trivial notebook, same target, client, N and run; with several
    runs (``--repeat``), then each ratio's median over the runs, and its lowest and highest
    (a row lasts seconds on a shared machine: one run's ratio swings by more than the
    differences looked for)."""
    def cell(value: float | None) -> str:
        return f"{value:>11.2f}x" if value is not None else f"{'-':>12}"
    trivial = {(r.target, r.client, r.n, r.repeat): r for r in rows if r.notebook == "trivial"}
    lines = [f"{'target':<7}{'client':<8}{'N':>4}{'all inter.':>12}{'click p50':>12}{'click p95':>12}"
             f"{'p95 after':>12}"
             f"{'kernel/st.':>12}{'server/st.':>12}{'CPU/st.':>12}"]
    runs: dict[tuple[str, str, int], list[list[float | None]]] = {}
    for r in rows:
        t = trivial.get((r.target, r.client, r.n, r.repeat))
        if r.notebook != "course" or t is None:
            continue
        ratios = row_ratios(r, t)
        runs.setdefault((r.target, r.client, r.n), []).append(ratios)
        lines.append(f"{r.target:<7}{r.client:<8}{r.n:>4}" + "".join(cell(v) for v in ratios))
    several = {key: found for key, found in runs.items() if len(found) > 1}
    if several:
        lines.append("median over the runs (lowest-highest):")
        for (target, client, n), found in several.items():
            columns = [[v for v in column if v is not None] for column in zip(*found)]
            lines.append(f"{target:<7}{client:<8}{n:>4}" + "".join(
                cell(statistics.median(c) if c else None) for c in columns))
            lines.append(f"{'':<7}{f'{len(found)} runs':<8}{'':>4}" + "".join(
                f"{f'{min(c):.2f}-{max(c):.2f}':>12}" if c else f"{'-':>12}" for c in columns))
    return "\n".join(lines)


# --------------------------------------------------------------------------- memory


def _is_kernel(proc: Any) -> bool:
    with contextlib.suppress(Exception):
        return "ipykernel_launcher" in " ".join(proc.cmdline())
    return False


class ProcessSampler:
    """Largest total RSS of the kernels and of the server side seen, sampled every
    ``every`` seconds (``sample`` is given the processes: root processes and their
    children, or every process of some users); and the CPU seconds each side used from
    ``start`` to ``stop``: the kernels, the server side, and the students' browser
    (``browser``: its processes), each process counted from the start or from its birth."""

    def __init__(self, processes: Any, every: float = 2.0, browser: Any = lambda: []):
        self.processes, self.every, self.browser = processes, every, browser
        self.kernel, self.server = 0.0, 0.0
        self._task: asyncio.Task | None = None
        self._started = time.time()
        self._cpu: dict[tuple[int, float], list[Any]] = {}   # (pid, birth): [side, first, last]

    def sample(self) -> None:
        kernel = server = 0.0
        procs = {p.pid: ("browser", p) for p in self.browser()}
        procs.update({p.pid: ("kernel" if _is_kernel(p) else "server", p)
                      for p in self.processes()})
        for side, proc in procs.values():
            with contextlib.suppress(Exception):
                times = proc.cpu_times()
                used = times.user + times.system
                key = (proc.pid, proc.create_time())
                if key not in self._cpu:
                    self._cpu[key] = [side, used if key[1] < self._started else 0.0, used]
                self._cpu[key][2] = used
                if side == "browser":
                    continue
                rss = proc.memory_info().rss
                if side == "kernel":
                    kernel += rss
                else:
                    server += rss
        self.kernel, self.server = max(self.kernel, kernel), max(self.server, server)

    @property
    def cpu(self) -> dict[str, float]:
        """CPU seconds used since the start, per side (browser, server, kernel)."""
        out = {"browser": 0.0, "server": 0.0, "kernel": 0.0}
        for side, first, last in self._cpu.values():
            out[side] += last - first
        return out

    async def _run(self) -> None:
        while True:
            await asyncio.to_thread(self.sample)
            await asyncio.sleep(self.every)

    def start(self) -> None:
        self._started = time.time()
        self.sample()
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        self.sample()


def browser_processes() -> list[Any]:
    """The simulated students' Chromium: this script's descendants named so."""
    import psutil
    with contextlib.suppress(psutil.Error):
        return [p for p in psutil.Process().children(recursive=True)
                if "chrom" in p.name().lower()]
    return []


def tree(pid: int) -> list[Any]:
    import psutil
    with contextlib.suppress(psutil.NoSuchProcess):
        root = psutil.Process(pid)
        return [root, *root.children(recursive=True)]
    return []


def users_processes(names: Sequence[str]) -> list[Any]:
    import psutil
    wanted = set(names)
    return [p for p in psutil.process_iter(["username"]) if p.info["username"] in wanted]


# --------------------------------------------------------------------------- targets


#: The longest the heated kernels of a row may take to be ready (``--heat``).
HEAT_TIMEOUT = 900


def kernel_cpu(pid: int) -> tuple[int, float]:
    """(number of kernels under process ``pid``, their CPU seconds so far)."""
    import psutil
    count, seconds = 0, 0.0
    for p in tree(pid):
        with contextlib.suppress(psutil.Error):
            if "ipykernel_launcher" in " ".join(p.cmdline()):
                times = p.cpu_times()
                count, seconds = count + 1, seconds + times.user + times.system
    return count, seconds


def server_cpu(pid: int) -> float:
    """The CPU seconds so far of process ``pid`` itself (the Voila server)."""
    import psutil
    with contextlib.suppress(psutil.Error):
        times = psutil.Process(pid).cpu_times()
        return times.user + times.system
    return 0.0


def wait_quiet(busy: Callable[[], bool], check_time: Callable[[], None],
               quiet_s: float) -> None:
    """Return once ``busy()``, asked every half second, has said no for ``quiet_s`` in a
    row (``check_time()`` before each look raises when waiting must stop)."""
    quiet_since = None
    while True:
        check_time()
        time.sleep(0.5)
        if busy():
            quiet_since = None
        elif quiet_since is None:
            quiet_since = time.monotonic()
        elif time.monotonic() - quiet_since >= quiet_s:
            return


def wait_heated(log: Path, proc: subprocess.Popen, page: str, size: int,
                timeout: float = HEAT_TIMEOUT, quiet_s: float = 3.0) -> float:
    """Wait until the ``size`` kernels heated for ``page`` have run it: Voila's log says the
    pool is filled (its kernels started; they are still running the notebook then), and
    ``size`` kernels and the server used almost no CPU for ``quiet_s`` (all idle: the
    server sends each kernel its cells, so kernels waiting for it are idle too, and the
    kernels alone said "heated" in 14 s for 30 courses that took the server 30 s). Returns
    the seconds."""
    start = time.monotonic()

    def check_time() -> None:
        if proc.poll() is not None:
            raise RuntimeError(f"Voila exited with {proc.returncode} while heating {page}")
        if time.monotonic() - start > timeout:
            raise RuntimeError(f"the kernels of {page} were not heated in {timeout:.0f} s")

    while f"Kernel pool of {page} is filled" not in log.read_text(errors="replace"):
        check_time()
        time.sleep(0.5)
    _, used = kernel_cpu(proc.pid)
    served = server_cpu(proc.pid)

    def busy() -> bool:
        nonlocal used, served
        now_count, now_used = kernel_cpu(proc.pid)
        now_served = server_cpu(proc.pid)
        busy = (now_count < size or now_used - used > 0.02 * size
                or now_served - served > 0.05)
        used, served = now_used, now_served
        return busy

    wait_quiet(busy, check_time, quiet_s)
    return time.monotonic() - start


@contextlib.contextmanager
def voila_server(course_dir: Path, log: Path, *, heat: tuple[str, int] | None = None
                 ) -> Iterator[tuple[str, subprocess.Popen]]:
    """``make classroom``'s Voila on a copy of ``course_dir`` plus the trivial notebook,
    its output into ``log``; yields (base URL, process). ``heat``: (page, class size), the
    kernels ``make app STUDENTS=N`` heats, waited for before the yield."""
    with tempfile.TemporaryDirectory(prefix="rules-tutor-load-") as tmp:
        root = Path(tmp) / "notebooks"
        shutil.copytree(course_dir, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        (root / TRIVIAL).write_text(trivial_notebook(), encoding="utf-8")
        env = L._isolated_env(Path(tmp) / "state")
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
        port = L.free_port()
        log.parent.mkdir(parents=True, exist_ok=True)
        with log.open("w") as out:
            page, size = heat or ("", 0)
            classroom.compile_tutor()             # as scripts/classroom.py does first
            command = classroom.voila_command(port, page=page, class_size=size)
            proc = subprocess.Popen(command, cwd=root, env=classroom.voila_environment(env),
                                    stdin=subprocess.DEVNULL, stdout=out,
                                    stderr=subprocess.STDOUT, start_new_session=True)
        try:
            base = f"http://127.0.0.1:{port}/"
            deadline = time.monotonic() + 60
            while True:
                if proc.poll() is not None:
                    raise RuntimeError(f"Voila exited with {proc.returncode}")
                with contextlib.suppress(OSError):
                    import urllib.request
                    urllib.request.urlopen(base, timeout=2).close()
                    break
                if time.monotonic() > deadline:
                    raise RuntimeError("Voila did not answer in 60 s")
                time.sleep(0.2)
            if heat:
                print(f"    {page}: {size} kernels heated in {wait_heated(log, proc, page, size):.0f} s",
                      flush=True)
            yield base, proc
        finally:
            L._kill_group(proc, 15)
            if heat:                          # its port is a free one: not used again
                shutil.rmtree(classroom.heat_folder(port), ignore_errors=True)


def trivial_notebook() -> str:
    return json.dumps(L.make_notebook(latency.FLOOR_CELLS), indent=1)


# --------------------------------------------------------------------------- students


@dataclass
class Plan:
    """What every student of a row does."""

    notebook: str                          # "course" / "trivial"
    path: str                              # relative to the served course folder
    selector: str
    points: tuple[tuple[float, float], ...]
    clicks: int
    interval: float
    click_timeout: float
    first_timeout: float
    answer: str = ""                       # the answer's CSS class, for the wire students
    client: str = "browser"                # "browser" (Chromium pages) or "wire" (class_wire)
    tag: str = ""                          # names the screenshots of failed students


async def run_student(browser: Any, student: Student, url: str, plan: Plan, t0: float,
                      sign_in: tuple[str, str] | None) -> None:
    """One student: (sign in), open ``url``, click. Fills ``student``."""
    context = await browser.new_context(viewport={"width": 1280, "height": 1000})
    context.set_default_timeout(plan.first_timeout * 1000)
    try:
        page = await context.new_page()
        if sign_in is None:
            await page.goto(url, wait_until="commit")
        else:                               # the login page, then on to the notebook
            user, password = sign_in
            hub_url, path = wire.hub_origin(url, user)         # the class's shared link:
            shared = f"/hub/user-redirect/{path}"
            await page.goto(f"{hub_url}/hub/login?next={quote(shared)}")
            await page.locator("#username_input").fill(user)
            await page.locator("#password_input").fill(password)
            await page.locator("#login_submit").click()
            await page.wait_for_url(url, wait_until="commit")
        student.ready_s = time.time() - t0
        left = plan.first_timeout - (time.time() - t0)
        out = await page.evaluate(_JS_CLASS, [0, plan.selector, [list(p) for p in plan.points],
                                              plan.clicks, plan.interval * 1000, 0.2,
                                              max(1.0, left) * 1000, plan.click_timeout * 1000])
        if out["board_at"] is not None:
            student.board_s = out["board_at"] / 1000 - t0
        if out["interactive_at"] is not None:
            student.interactive_s = out["interactive_at"] / 1000 - t0
        student.latencies, student.timeouts = out["latencies"], out["timeouts"]
        student.sent_s = [ms / 1000 - t0 for ms in out["sent_at"]]
        student.error = out["error"]
    except Exception as exc:               # a failed student is a figure, not a crash
        student.error = f"{type(exc).__name__}: {str(exc).splitlines()[0][:120]}"
    finally:
        if student.error:                  # what the student saw, for a human
            with contextlib.suppress(Exception):
                shot = L.ARTIFACTS_DIR / "class_load" / f"{plan.tag}-{student.name}.png"
                shot.parent.mkdir(parents=True, exist_ok=True)
                await page.screenshot(path=str(shot), full_page=True)
        with contextlib.suppress(Exception):
            await context.close()


async def run_row(browser: Any, target: str, plan: Plan, urls: list[str],
                  sign_ins: list[tuple[str, str] | None], sampler: ProcessSampler) -> Row:
    students = [Student(f"student{i + 1}") for i in range(len(urls))]
    plan = replace(plan, tag=f"{target}-{plan.client}-{plan.notebook}-{len(urls)}")
    row = Row(target, plan.notebook, students, load_before=os.getloadavg(), client=plan.client)
    started = time.monotonic()
    sampler.start()
    t0 = time.time()
    if plan.client == "wire":
        await asyncio.gather(*(wire.run_wire_student(s, u, plan, t0, si)
                               for s, u, si in zip(students, urls, sign_ins)))
    else:
        await asyncio.gather(*(run_student(browser, s, u, plan, t0, si)
                               for s, u, si in zip(students, urls, sign_ins)))
    await sampler.stop()
    row.kernel_rss, row.server_rss, row.cpu = sampler.kernel, sampler.server, sampler.cpu
    row.load_after, row.seconds = os.getloadavg(), time.monotonic() - started
    return row


# --------------------------------------------------------------------------- script


def course_plan(course: str, args: argparse.Namespace) -> tuple[str, Plan, Plan]:
    """(course path in notebooks/, the course's plan, the trivial notebook's plan)."""
    rel = H.course_path(L.NOTEBOOKS_DIR, course)
    sys.path.insert(0, str(ROOT))
    _, board = L.first_board(L.NOTEBOOKS_DIR / rel)
    points = H.alternating_picks(board)
    common = dict(clicks=args.clicks, interval=args.interval, click_timeout=args.click_timeout,
                  first_timeout=args.first_timeout)
    return (rel, Plan("course", rel, COURSE_TEXT, points, answer=COURSE_ANSWER, **common),
            Plan("trivial", TRIVIAL, TRIVIAL_TEXT, TRIVIAL_POINTS, answer=TRIVIAL_ANSWER,
                 **common))


def students_sampled(client: str) -> Any:
    """The processes of the simulated students: the browser's, or this script (wire)."""
    if client == "browser":
        return browser_processes
    import psutil
    return lambda: [psutil.Process()]


async def run_voila(browser: Any, plans: Sequence[Plan], counts: Sequence[int],
                    heat: bool = False, repeat: int = 1) -> list[Row]:
    rows = []
    for n in counts:
        for run in range(repeat):            # the trivial notebook and the course in turn
            for plan in plans:
                log = (L.ARTIFACTS_DIR / "class_load"
                       / f"voila-{plan.client}-{plan.notebook}-{n}.log")
                with voila_server(L.NOTEBOOKS_DIR, log,
                                  heat=(plan.path, n) if heat else None) as (base, proc):
                    urls = [f"{base}voila/render/{plan.path}"] * n
                    sampler = ProcessSampler(lambda: tree(proc.pid),
                                             browser=students_sampled(plan.client))
                    rows.append(await run_row(browser, "voila", plan, urls, [None] * n,
                                              sampler))
                rows[-1].repeat = run
                print_row(rows[-1])
    return rows


def heat_hub_class(hub: Any, users: Sequence[str], page: str, token: str,
                   timeout: float = HEAT_TIMEOUT, quiet_s: float = 3.0) -> float:
    """Start every student's server with ``page`` heated, as the class heater of ``make hub
    HEAT=...`` does (``POST /hub/api/users/<name>/server {"heat": page}``, a teacher's
    token), and wait until each has heated its kernel (the servers' "Kernel pool of ... is
    filled" in the hub's log) and the students' processes are quiet (the kernels have run
    the course). Returns the seconds."""
    start = time.monotonic()
    line = f"Kernel pool of {page} is filled"
    before = hub.log_path.read_text(errors="replace").count(line)
    for user in users:
        status, reply = hub.api("POST", f"users/{user}/server", token=token,
                                body={"heat": page})
        if status not in (201, 202):
            raise RuntimeError(f"{user}'s server was not started heated: {status} {reply}")

    def check_time() -> None:
        if time.monotonic() - start > timeout:
            raise RuntimeError(f"the class's servers were not heated in {timeout:.0f} s")

    while hub.log_path.read_text(errors="replace").count(line) < before + len(users):
        check_time()
        time.sleep(0.5)

    def used() -> float:
        total = 0.0
        for proc in users_processes(users):
            with contextlib.suppress(Exception):
                times = proc.cpu_times()
                total += times.user + times.system
        return total

    last = used()

    def busy() -> bool:
        nonlocal last
        now = used()
        busy, last = now - last > 0.02 * len(users), now
        return busy

    wait_quiet(busy, check_time, quiet_s)
    return time.monotonic() - start


#: What the runaway student's kernel runs (``--runaway cpu``): as many spinning processes as
#: twice the machine's cores, to take every core there is (a loop in a cell, with
#: multiprocessing), until the row ends.
RUNAWAY_CPU = """
import multiprocessing, os
def spin():
    while True:
        pass
for _ in range(2 * os.cpu_count()):
    multiprocessing.Process(target=spin, daemon=True).start()
spin()
"""
RUNAWAY = "rt-bench-runaway"


async def run_hub(browser: Any, plans: Sequence[Plan], counts: Sequence[int],
                  repeat: int = 1, heat: bool = False, runaway: bool = False,
                  hub_args: Sequence[str] = ()) -> list[Row]:
    teacher = "rt-bench-teacher"
    names = [f"rt-bench{i}" for i in range(1, max(counts) + 1)]
    roster = f"teacher={teacher} students=rt-bench1..{max(counts)}"
    if runaway:
        roster += f" students={RUNAWAY}"
    rows = []
    with H.class_hub(roster, extra_files={TRIVIAL: trivial_notebook()}, startup_timeout=300,
                     singleuser_args=hub_args,
                     log_copy=L.ARTIFACTS_DIR / "class_load" / "jupyterhub.log") as hub:
        admin = hub.token(teacher)
        course_dir = H.hub_script().COURSE_DIR
        for n, run, plan in ((n, run, plan) for n in counts for run in range(repeat)
                             for plan in plans):
            users = names[:n]
            urls = [hub.user_url(u, f"voila/render/{course_dir}/{plan.path}") for u in users]
            sign_ins = [(u, hub.passwords[u]) for u in users]
            if heat:
                page = f"{course_dir}/{plan.path}"
                print(f"    {page}: {n} servers started heated in "
                      f"{heat_hub_class(hub, users, page, admin):.0f} s", flush=True)
            if runaway:                         # one more student, whose kernel spins
                hub.start_server(RUNAWAY, admin)
                hub.run_in_a_new_kernel(RUNAWAY, admin, RUNAWAY_CPU)
                print(f"    {RUNAWAY}: a kernel spinning {2 * (os.cpu_count() or 1)} "
                      "processes", flush=True)
            hub_pids = lambda: [*tree(hub.process.pid), *users_processes(users)]  # noqa: E731
            sampler = ProcessSampler(hub_pids, browser=students_sampled(plan.client))
            rows.append(await run_row(browser, "hub", plan, urls, sign_ins, sampler))
            rows[-1].repeat = run
            print_row(rows[-1])
            for u in users + ([RUNAWAY] if runaway else []):   # the next row: no server
                hub.stop_server(u, admin)
    return rows


async def main_async(args: argparse.Namespace) -> list[Row]:
    from playwright.async_api import async_playwright
    counts = [int(n) for n in args.students.split(",") if n.strip()]
    targets = [t.strip() for t in args.targets.split(",") if t.strip()]
    _, course, trivial = course_plan(args.course, args)
    clients = client_list(args.clients)
    plans = [replace(p, client=c) for c in clients for p in (trivial, course)
             if p.notebook in args.notebooks.split(",")]
    rows: list[Row] = []
    print(format_table([]), flush=True)
    async with contextlib.AsyncExitStack() as stack:
        browser = None
        if "browser" in clients:
            p = await stack.enter_async_context(async_playwright())
            browser = await p.chromium.launch(executable_path=L.find_chromium(), headless=True,
                                              args=L.CHROMIUM_ARGS)
            stack.push_async_callback(browser.close)
        if "voila" in targets:
            rows += await run_voila(browser, plans, counts, heat=args.heat, repeat=args.repeat)
        if "hub" in targets:
            rows += await run_hub(browser, plans, counts, repeat=args.repeat, heat=args.heat,
                                  runaway=args.runaway == "cpu",
                                  hub_args=shlex.split(args.hub_args))
    return rows


def client_list(text: str) -> list[str]:
    return [c.strip() for c in text.split(",") if c.strip()]


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--students", default="30", help="comma-separated class sizes (default 30)")
    ap.add_argument("--targets", default="voila,hub", help="voila, hub or both (default both)")
    ap.add_argument("--course", default="flaming_pyramids", help="the course whose first "
                    "board the students click (default flaming_pyramids)")
    ap.add_argument("--notebooks", default="trivial,course",
                    help="which notebooks to measure (default both: trivial,course)")
    ap.add_argument("--clicks", type=int, default=30,
                    help="timed clicks per student after the first answer (default 30)")
    ap.add_argument("--interval", type=float, default=1.0,
                    help="seconds between a student's clicks (default 1)")
    ap.add_argument("--click-timeout", type=float, default=10.0,
                    help="seconds after which a click counts as unanswered (default 10)")
    ap.add_argument("--first-timeout", type=float, default=600.0,
                    help="seconds a student may take to become interactive (default 600)")
    ap.add_argument("--heat", action="store_true",
                    help="heat one kernel per student for the row's notebook before the "
                         "class opens it, for the trivial notebook and the course alike: "
                         "Voila as make app STUDENTS=N, the hub as make hub HEAT=... (every "
                         "student's server started before the class)")
    ap.add_argument("--clients", default="wire,browser",
                    help="what the simulated students are: wire (clients of the server's "
                         "HTTP and kernel websocket, as hubtraf's: what a class costs the "
                         "server), browser (Chromium pages on this machine too: what it "
                         "costs when the server's two cores also draw every page), or both "
                         "(default wire,browser)")
    ap.add_argument("--repeat", type=int, default=1,
                    help="runs of each class size, the trivial notebook and the course in "
                         "turn, each on a fresh server; the ratios then also give their "
                         "median over the runs (default 1)")
    ap.add_argument("--runaway", choices=["cpu"], default=None,
                    help="hub rows: one more student whose kernel tries to take every core "
                         "during each row (spinning processes), held to the hub's per-student "
                         "limits")
    ap.add_argument("--hub-args", default="",
                    help="more options for scripts/hub.py, e.g. '--cpu-limit none' (a row "
                         "without the per-student CPU limit)")
    ap.add_argument("--json", type=Path, default=None, help="also write the rows as JSON here")
    args = ap.parse_args(argv)
    unknown = set(t.strip() for t in args.targets.split(",")) - {"voila", "hub", ""}
    if unknown:
        ap.error(f"unknown targets: {', '.join(sorted(unknown))}")
    if args.repeat < 1:
        ap.error(f"--repeat must be at least 1, not {args.repeat}")
    strange = set(client_list(args.clients)) - {"wire", "browser"}
    if strange or not client_list(args.clients):
        ap.error(f"unknown clients: {', '.join(sorted(strange)) or '(none)'}")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    reason = L.missing_browser_reason() if "browser" in client_list(args.clients) else None
    if reason:
        print(f"class load: cannot run: {reason}", file=sys.stderr)
        return 2
    if "hub" in args.targets:
        why = H.missing_reason()
        if why:
            print(f"class load: no hub row: {why}", file=sys.stderr)
            args.targets = ",".join(t for t in args.targets.split(",") if t.strip() != "hub")
            if not args.targets:
                return 2
    started = time.monotonic()
    print(f"class load: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at the "
          f"start; {args.clicks} clicks per student, one every ~{args.interval:g} s")
    rows = asyncio.run(main_async(args))
    print("\ncourse over the trivial notebook (same target, same N):")
    print(format_ratios(rows))
    errors = sorted({f"{r.target} {r.notebook} {r.n}: {s.error}"
                     for r in rows for s in r.students if s.error})
    for line in errors[:20]:
        print(f"  {line}")
    print(f"({time.monotonic() - started:.0f} s)")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps([r.summary() for r in rows], indent=2) + "\n",
                             encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
