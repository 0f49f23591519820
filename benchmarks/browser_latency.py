"""Click/hover -> explanation latency of a board in JupyterLab, against a measured floor.

Run ``python benchmarks/browser_latency.py`` (``make bench`` does). One run starts one
JupyterLab server (on a temporary copy of ``notebooks/``) and one headless Chromium, and
measures, in the same conditions:

1. the FLOOR: a notebook whose ipycanvas handlers do nothing but set an ``HTML`` widget's
   text (``on_mouse_down`` -> one widget, ``on_mouse_move`` -> another). That is the cost
   of the round trip browser -> kernel -> browser that no board can beat. When boards are
   measured too, the floor is measured at the start and again at the end of the run and
   the two are pooled (``--floor-once``: at the start only): a run takes minutes, and on
   a shared machine the load drifts;
2. optionally a BOARD: ``--notebook NAME --point X,Y --point X,Y ... --selector CSS``:
   the time from a click (or hover) at each canvas point until the explanation text
   (the first element matching ``--selector``) changes. Printed with its ratio to the
   floor. From Python: :func:`measure_floor`, :func:`measure_board`;
3. optionally the game boards at lesson positions, each in a notebook of its own:
   ``--fp`` (Flaming Pyramids), ``--oh`` (Oh Hell), ``--pk`` (Pook), ``--kb`` (Kingdom
   Builder), ``--sg`` (Sagani), ``--bm`` (Big Monster), ``--fr`` (Fruit Picking), ``--bg``
   (Bang!), ``--an`` (Ark Nova); ``--all`` for the nine (:data:`GAMES`). Per board: a
   hover between a refused and an allowed target, a click that picks or explains without
   playing, and the click that plays a move (undone between samples); the five added
   last take their positions from the course notebooks (:func:`lesson_position`) and
   check on a plain-Python board first that every point changes the explanation. Each
   game notebook holds the floor's pad too, and every game series is
   measured **paired**: six samples of the board, six of the pad (the floor of the same
   kind), and so on, in the same page, kernel and minutes (:func:`measure_paired`; the
   first sample after each switch is dropped for both). Its ratios are to that paired
   floor, printed under it: on a shared machine the load moves by a factor of two
   between minutes, and a floor measured at another time compared the load, not the
   board.

Method (all timing happens in the page, so Playwright's own latency is not counted):

- Before each sample the mouse is parked (for a click: already at the target, so the
  click sends no mousemove; for a hover: at the previous point) and the page is left to
  settle: the watched text unchanged for ``settle_ms`` and the kernel idle.
- The page is then "armed": a capture-phase listener on ``window`` notes
  ``performance.now()`` when the next ``mousedown`` (click) or ``mousemove`` (hover)
  whose target is the canvas starts being dispatched: t0. A ``MutationObserver`` on the
  document notes ``performance.now()`` in the first mutation callback after t0 in which
  the watched element's ``textContent`` differs from its armed value: t1 (the text is in
  the DOM). A ``requestAnimationFrame`` callback scheduled at t1 gives t2: the frame
  that paints the text is being prepared.
- A click that plays a move is undone between samples (untimed); the canvas is then given
  the keyboard focus back (untimed) before the next timed click, as any click on the
  board leaves it (:func:`measure_place_and_undo`; ``--no-refocus`` to leave it out).
- Playwright then dispatches the real input event (``mouse.down``+``up``, or one
  ``mouse.move``) and polls until t1 is set (or the sample times out).
- Reported per series: median and p95 (nearest rank) of t1 - t0 ("text"), median of
  t2 - t0 ("frame"), the number of timeouts, median / floor median and p95 / floor p95
  (a click series against the floor click, a hover series against the floor hover: its
  paired floor for a game series). The first ``warmup`` samples of every series are
  dropped.
- The server runs as ``make lab`` runs it, with TCP_NODELAY on the kernel websockets
  (:mod:`widgets.server`). Without it, a share of the samples, the floor's included, shows a
  second mode near +40 ms: a reply waiting for the browser's delayed ACK.

The canvas points are CANVAS pixels (what ipycanvas reports to Python); they are scaled
to the displayed size, which CSS may stretch.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import re
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _load_harness() -> ModuleType:
    """The browser harness ``tests/browser/lab.py``, loaded by path (tests/ is no package)."""
    name = "rules_tutor_browser_lab"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "tests" / "browser" / "lab.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


L = _load_harness()

FLOOR_NOTEBOOK = "_latency_floor.ipynb"
FLOOR_CLICK = ".latency-click .widget-html-content"
FLOOR_HOVER = ".latency-hover .widget-html-content"
FLOOR_CELLS = [
    """\
import ipywidgets as widgets
from ipycanvas import Canvas

# The floor: handlers that only set a text. Fixed display size, no CSS stretch.
pad = Canvas(width=300, height=300, layout=widgets.Layout(width="300px", height="300px"))
pad.fill_style = "#eee"
pad.fill_rect(0, 0, 300, 300)
click_out = widgets.HTML("click: -")
click_out.add_class("latency-click")
hover_out = widgets.HTML("hover: -")
hover_out.add_class("latency-hover")
counts = {"click": 0, "hover": 0}

def on_down(x, y):
    counts["click"] += 1
    click_out.value = f"click {counts['click']}: {x:.0f},{y:.0f}"

def on_move(x, y):
    counts["hover"] += 1
    hover_out.value = f"hover {counts['hover']}: {x:.0f},{y:.0f}"

pad.on_mouse_down(on_down)
pad.on_mouse_move(on_move)
widgets.VBox([pad, click_out, hover_out])
""",
    'print("latency floor ready")',
]
FLOOR_GRID = [(x, y) for y in (60, 150, 240) for x in (60, 150, 240)]
FLOOR_MARKER = "# The floor: handlers that only set a text."

#: Samples per turn when a board series and its floor take turns (:func:`measure_paired`).
PAIR_CHUNK = 6

# --------------------------------------------------------------------------- in-page JS

_JS_ARM = """
([canvas, type, sel]) => {
    const text = () => { const el = document.querySelector(sel); return el ? el.textContent : null; };
    const rec = { t0: null, t1: null, t2: null, before: text(), after: null };
    const onEvent = (e) => {
        if (rec.t0 === null && e.target === canvas) rec.t0 = performance.now();
    };
    const obs = new MutationObserver(() => {
        if (rec.t0 === null || rec.t1 !== null) return;
        const now = text();
        if (now !== rec.before) {
            rec.t1 = performance.now();
            rec.after = now;
            obs.disconnect();
            window.removeEventListener(type, onEvent, true);
            requestAnimationFrame(() => { rec.t2 = performance.now(); });
        }
    });
    obs.observe(document.body, { subtree: true, childList: true, characterData: true });
    window.addEventListener(type, onEvent, true);
    rec.cancel = () => { obs.disconnect(); window.removeEventListener(type, onEvent, true); };
    window.__rtLatency = rec;
}
"""

_JS_DONE = "() => { const r = window.__rtLatency; return !!r && r.t1 !== null && r.t2 !== null; }"

_JS_RESULT = """() => { const r = window.__rtLatency; r.cancel();
    return { t0: r.t0, t1: r.t1, t2: r.t2, before: r.before, after: r.after }; }"""

#: ``--messages``: a page script that notes every message the page receives from the
#: kernel's websocket (JupyterLab's binary protocol, or JSON): its channel, type, the comm
#: method (``update`` / ``custom``: ipycanvas commands), its size in bytes, when it arrived
#: and when the kernel made it (``--trace``; both epoch clocks of the same machine).
_JS_WS_LOG = r"""
(() => {
  const Orig = window.WebSocket;
  const log = [];
  window.__rtWs = log;
  const td = new TextDecoder();
  // The start of a widget update's new text (its state's value), to know which update
  // changed the watched text.
  const valueOf = (data) => {
    const v = (data.state || {}).value;
    return typeof v === 'string' ? v.slice(0, 2000) : null;
  };
  function describe(data) {
    if (typeof data === 'string') {
      const m = JSON.parse(data);
      const data = (m.content || {}).data || {};
      return [m.channel, m.header.msg_type, data.method || null, m.header.date,
              valueOf(data)];
    }
    const dv = new DataView(data);
    const n = Number(dv.getBigUint64(0, true));
    const off = (i) => Number(dv.getBigUint64(8 + 8 * i, true));
    const part = (i) => td.decode(new Uint8Array(data, off(i), (i + 1 < n ? off(i + 1) : data.byteLength) - off(i)));
    const header = JSON.parse(part(1));
    let method = null, value = null;
    if (header.msg_type === 'comm_msg') {
      const data = JSON.parse(part(4)).data || {};
      method = data.method || null;
      value = valueOf(data);
    }
    return [part(0), header.msg_type, method, header.date, value];
  }
  class LoggedWebSocket extends Orig {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        const at = performance.timeOrigin + performance.now();   // epoch ms, as the kernel's
        const size = typeof e.data === 'string' ? e.data.length : e.data.byteLength;
        let d = [null, null, null, null, null];
        try { d = describe(e.data); } catch (err) {}
        log.push({ at, size, channel: d[0], type: d[1], method: d[2], date: d[3],
                   value: d[4] });
      });
    }
  }
  window.WebSocket = LoggedWebSocket;
})();
"""

#: Whether :func:`measure_place_and_undo` gives the canvas the focus before a timed click.
REFOCUS = True

_JS_FOCUS = "(c) => { if (document.activeElement !== c) c.focus({ preventScroll: true }); }"

_JS_SETTLE = """
([sel, quietMs, maxMs]) => new Promise((resolve) => {
    const text = () => { const el = document.querySelector(sel); return el ? el.textContent : null; };
    const idle = () => {
        const p = window.jupyterapp && window.jupyterapp.shell.currentWidget;
        const k = p && p.sessionContext && p.sessionContext.session && p.sessionContext.session.kernel;
        return !k || k.status === 'idle';
    };
    const start = performance.now();
    let prev = text(), last = start;
    const tick = () => {
        const now = performance.now(), t = text();
        if (t !== prev || !idle()) { prev = t; last = now; }
        if (now - last >= quietMs || now - start >= maxMs) resolve(now - start);
        else setTimeout(tick, 10);
    };
    tick();
})
"""


# --------------------------------------------------------------------------- results


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    s = sorted(values)
    return s[max(0, math.ceil(q / 100 * len(s)) - 1)]


@dataclass
class Series:
    """Latency samples of one action (milliseconds)."""

    name: str
    text_ms: list[float] = field(default_factory=list)
    frame_ms: list[float] = field(default_factory=list)
    timeouts: int = 0
    missed: int = 0          # a click that should have played a move and did not
    warmup: int = 0
    #: ``--messages``: per sample, what the kernel sent from the input until it was idle
    #: again: ``{"msgs", "bytes", "updates", "canvas", "canvas_bytes"}``.
    messages: list[dict[str, int]] = field(default_factory=list)
    #: ``--trace``: per sample, the input and text times (epoch ms) and the page's log of
    #: kernel messages, cut into segments by :func:`trace_segments`.
    trace: list[dict[str, Any]] = field(default_factory=list)
    #: The floor measured in the same page and kernel, in turns with this series
    #: (:func:`measure_paired`); the ratios of the table use it when there is one.
    floor: Series | None = None

    def extend(self, more: Series) -> None:
        """Add the samples (and timeouts, misses) of ``more``, a chunk of this series."""
        self.text_ms += more.text_ms
        self.frame_ms += more.frame_ms
        self.messages += more.messages
        self.trace += more.trace
        self.timeouts += more.timeouts
        self.missed += more.missed

    @property
    def n(self) -> int:
        return len(self.text_ms)

    @property
    def median(self) -> float:
        return statistics.median(self.text_ms) if self.text_ms else math.nan

    @property
    def p95(self) -> float:
        return percentile(self.text_ms, 95) if self.text_ms else math.nan

    @property
    def frame_median(self) -> float:
        return statistics.median(self.frame_ms) if self.frame_ms else math.nan

    def summary(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "n": self.n,
            "median_ms": round(self.median, 2),
            "p95_ms": round(self.p95, 2),
            "frame_median_ms": round(self.frame_median, 2),
            "timeouts": self.timeouts,
            "missed": self.missed,
            "samples_ms": [round(v, 2) for v in self.text_ms],
            **({"messages_median": self.messages_median} if self.messages else {}),
            **({"paired_floor": self.floor.summary()} if self.floor else {}),
        }

    @property
    def messages_median(self) -> dict[str, float]:
        return {k: statistics.median(m[k] for m in self.messages) for k in self.messages[0]}


def floor_kind(name: str) -> str | None:
    """The floor a series compares with: ``"click"`` or ``"hover"``, the word in its name
    (``"board click (pick)"`` -> ``"click"``)."""
    words = name.split()
    return next((kind for kind in ("click", "hover") if kind in words), None)


def format_table(series: Iterable[Series], floor: dict[str, Series] | None = None) -> str:
    """One row per series; ``x floor`` and ``p95 x``: its median and p95 over the floor's
    (clicks against the floor click, hovers against the floor hover)."""
    rows = [f"{'series':<22}{'n':>4}{'median':>10}{'p95':>10}{'frame':>10}{'timeouts':>10}"
            f"{'missed':>8}{'x floor':>9}{'p95 x':>8}  p95 x, 90% interval"]
    def row(s: Series, ref: Series | None) -> str:
        if ref and ref.n and s.n:
            ratio = f"{s.median / ref.median:>8.2f}x{s.p95 / ref.p95:>7.2f}x"
            if s.n >= 20 and ref.n >= 20:
                lo, hi = ratio_interval(s.text_ms, ref.text_ms)
                ratio += f"  {lo:.2f}-{hi:.2f}"
        else:
            ratio = f"{'-':>9}{'-':>8}"
        return (f"{s.name:<22}{s.n:>4}{s.median:>8.1f}ms{s.p95:>8.1f}ms{s.frame_median:>8.1f}ms"
                f"{s.timeouts:>10}{s.missed:>8}{ratio}")

    for s in series:
        if s.floor is not None:           # against its own floor, shown under it
            rows.append(row(s, s.floor))
            rows.append(row(s.floor, None))
        else:
            rows.append(row(s, floor.get(floor_kind(s.name)) if floor else None))
    return "\n".join(rows)


# --------------------------------------------------------------------------- measuring


def _ws_logging(page: Any) -> bool:
    return page.evaluate("() => !!window.__rtWs")


def _ws_reset(page: Any) -> None:
    page.evaluate("() => { if (window.__rtWs) window.__rtWs.length = 0; }")


def _ws_collect(page: Any) -> dict[str, int] | None:
    """What the page received from the kernel since :func:`_ws_reset` (``None`` without
    ``--messages``): iopub messages, their bytes, widget state updates, ipycanvas
    command messages and their bytes."""
    log = page.evaluate("() => window.__rtWs ? window.__rtWs.slice() : null")
    if log is None:
        return None
    iopub = [m for m in log if m["channel"] == "iopub"]
    canvas = [m for m in iopub if m["method"] == "custom"]
    return {"msgs": len(iopub), "bytes": sum(m["size"] for m in iopub),
            "updates": sum(1 for m in iopub if m["method"] == "update"),
            "canvas": len(canvas), "canvas_bytes": sum(m["size"] for m in canvas)}


# --------------------------------------------------------------------------- tracing

#: ``--trace``: the kernel-side log (a JSON line per canvas event the kernel handled: when
#: it started, epoch seconds), written by :func:`trace_prefix`'s code in the kernel.
TRACE_FILE: Path | None = None


def trace_prefix(path: Path) -> str:
    """Code run first in a measured notebook's kernel under ``--trace``: it notes when the
    kernel starts handling each ipycanvas event (``comm`` messages of method ``custom``)."""
    return f"""\
import json as _json, time as _time
import comm.base_comm as _comm_base
_trace_log = open({str(path)!r}, "a", buffering=1)
_handle_msg = _comm_base.BaseComm.handle_msg
def _traced_handle_msg(self, msg, _handle_msg=_handle_msg):
    if ((msg.get("content") or {{}}).get("data") or {{}}).get("method") == "custom":
        _trace_log.write(_json.dumps({{"t": _time.time()}}) + "\\n")
    return _handle_msg(self, msg)
_comm_base.BaseComm.handle_msg = _traced_handle_msg
"""


def traced_cells(cells: Sequence[str]) -> list[str]:
    """``cells`` with the tracing code run first (under ``--trace``)."""
    if TRACE_FILE is None:
        return list(cells)
    return [trace_prefix(TRACE_FILE) + cells[0], *cells[1:]]


def _trace_sample(page: Any, series: Series, r: dict[str, Any]) -> None:
    """Keep what :func:`trace_segments` needs of a sample (under ``--trace``)."""
    if TRACE_FILE is None:
        return
    origin = page.evaluate("() => performance.timeOrigin")
    log = page.evaluate("() => window.__rtWs ? window.__rtWs.slice() : []")
    series.trace.append({"t0": origin + r["t0"], "t1": origin + r["t1"], "after": r["after"],
                         "iopub": [m for m in log if m["channel"] == "iopub"]})


def _plain(text: str) -> str:
    """An HTML snippet's text, whitespace collapsed (to match a DOM element's text)."""
    import html
    import re
    text = re.sub(r"<style[^>]*>.*?</style>", "", text, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", text)).split())


def _epoch_ms(iso: str) -> float:
    from datetime import datetime
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp() * 1000


#: The segments of a traced sample, in order.
SEGMENTS = ("to kernel", "kernel", "to page", "in page")


def trace_segments(sample: dict[str, Any], kernel_starts: Sequence[float]
                   ) -> dict[str, float] | None:
    """One sample's time cut where the kernel and the page saw it (milliseconds):

    * ``to kernel``: the input in the page -> the kernel starts handling the event;
    * ``kernel``: -> the kernel makes the message that changes the text (its header date);
    * ``to page``: -> that message arrives in the page (server, websocket);
    * ``in page``: -> the text is in the DOM.

    The text's message is the first widget update after the input whose new text begins
    as the watched element's text does. ``None`` when the kernel's or the page's log lacks
    the sample."""
    t0, t1 = sample["t0"], sample["t1"]
    start = next((t * 1000 for t in kernel_starts if t * 1000 >= t0 - 1), None)
    wanted = " ".join((sample["after"] or "").split())[:30]
    update = next((m for m in sample["iopub"] if m["method"] == "update" and m["date"]
                   and m.get("value") and m["at"] >= t0 and wanted
                   and wanted in _plain(m["value"])), None)
    if start is None or update is None or start > t1:
        return None
    made, arrived = _epoch_ms(update["date"]), update["at"]
    return {"to kernel": start - t0, "kernel": made - start, "to page": arrived - made,
            "in page": t1 - arrived}


def read_kernel_starts(path: Path) -> list[float]:
    if not path.exists():
        return []
    return sorted(json.loads(line)["t"] for line in path.read_text().splitlines() if line)


def format_trace(series: Iterable[Series], kernel_starts: Sequence[float]) -> str:
    """Median / p95 of each segment, per series (its paired floor under it)."""
    rows = [f"{'series':<22}{'n':>4}" + "".join(f"{name:>16}" for name in SEGMENTS)]
    def row(s: Series) -> str | None:
        cut = [c for c in (trace_segments(t, kernel_starts) for t in s.trace) if c]
        if not cut:
            return None
        cells = "".join(f"{statistics.median(c[k] for c in cut):>8.1f}/"
                        f"{percentile([c[k] for c in cut], 95):<7.1f}" for k in SEGMENTS)
        return f"{s.name:<22}{len(cut):>4}{cells}"
    for s in series:
        for one in ((s, s.floor) if s.floor is not None else (s,)):
            line = row(one)
            if line:
                rows.append(line)
    return "\n".join(rows)


def ratio_interval(board: Sequence[float], floor: Sequence[float], q: float = 95,
                   rounds: int = 2000, seed: int = 0) -> tuple[float, float]:
    """A 90 % bootstrap interval of percentile(board, q) / percentile(floor, q): how far
    the ratio of this run could move with other samples of the same conditions."""
    import random
    rng = random.Random(seed)
    ratios = sorted(percentile(rng.choices(board, k=len(board)), q)
                    / percentile(rng.choices(floor, k=len(floor)), q) for _ in range(rounds))
    return ratios[int(0.05 * rounds)], ratios[int(0.95 * rounds) - 1]


def measure_points(
    page: Any,
    canvas: Any,
    points: Sequence[tuple[float, float]],
    text_selector: str,
    *,
    action: str,
    samples: int,
    name: str,
    warmup: int = 2,
    settle_ms: int = 150,
    timeout_ms: float = 5_000,
) -> Series:
    """Measure ``samples`` (+ ``warmup``) actions cycling through canvas-pixel ``points``.

    ``action``: ``"click"`` (mouse already on the point, then down+up) or ``"hover"``
    (mouse on the previous point, then one move to this one). A sample whose text does
    not change within ``timeout_ms`` counts as a timeout. Returns a :class:`Series`.
    """
    if action not in ("click", "hover"):
        raise ValueError(f"action must be 'click' or 'hover', not {action!r}")
    if not points:
        raise ValueError("no points to measure")
    series = Series(name, warmup=warmup)
    event = "mousedown" if action == "click" else "mousemove"
    handle = canvas.element_handle()
    targets = [L.to_page(canvas, x, y) for x, y in points]
    if action == "hover":  # park on the last point: the first move then goes elsewhere
        page.mouse.move(*targets[-1])
    for i in range(samples + warmup):
        px, py = targets[i % len(targets)]
        if action == "click":
            page.mouse.move(px, py)
        page.evaluate(_JS_SETTLE, [text_selector, settle_ms, 10_000])
        _ws_reset(page)
        page.evaluate(_JS_ARM, [handle, event, text_selector])
        if action == "click":
            page.mouse.down()
            page.mouse.up()
        else:
            page.mouse.move(px, py)
        try:
            page.wait_for_function(_JS_DONE, timeout=timeout_ms, polling=5)
        except Exception:  # playwright TimeoutError
            page.evaluate("() => window.__rtLatency.cancel()")
            if i >= warmup:
                series.timeouts += 1
            continue
        r = page.evaluate(_JS_RESULT)
        if i >= warmup:
            series.text_ms.append(r["t1"] - r["t0"])
            series.frame_ms.append(r["t2"] - r["t0"])
            if _ws_logging(page):       # --messages: once the kernel is done with it
                page.evaluate(_JS_SETTLE, [text_selector, settle_ms, 10_000])
                series.messages.append(_ws_collect(page))
                _trace_sample(page, series, r)
    return series


def measure_floor(page: Any, lab: Any, *, samples: int = 30, warmup: int = 2) -> dict[str, Series]:
    """The floor for clicks and hovers: ``{"click": Series, "hover": Series}``."""
    lab.write_notebook(FLOOR_NOTEBOOK, traced_cells(FLOOR_CELLS))
    L.open_notebook(page, lab, FLOOR_NOTEBOOK)
    L.run_all_cells(page)
    L.wait_for_text(page, "latency floor ready")
    pad = L.canvas(page, 0)
    grid = FLOOR_GRID
    out = {
        "click": measure_points(
            page, pad, grid, FLOOR_CLICK, action="click", samples=samples, warmup=warmup, name="floor click"
        ),
        "hover": measure_points(
            page, pad, grid, FLOOR_HOVER, action="hover", samples=samples, warmup=warmup, name="floor hover"
        ),
    }
    L.screenshot(page, "latency_floor")
    return out


def open_with_floor(page: Any, lab: Any, notebook: str, cells: Sequence[str], board_marker: str,
                    wait_text: str) -> tuple[Any, Any]:
    """Write ``cells`` with the floor's cell after the first (the board's), open and run
    the notebook; return (the board's canvas, the floor's pad), both Locators."""
    lab.write_notebook(notebook, traced_cells([cells[0], FLOOR_CELLS[0], *cells[1:]]))
    L.open_notebook(page, lab, notebook)
    L.run_all_cells(page)
    L.wait_for_text(page, wait_text)
    canvas_of = lambda marker: L.cell_locator(   # noqa: E731
        page, L.code_cell_index(page, marker)).locator(L.CANVAS).first
    return L.canvas(page, canvas_of(board_marker)), L.canvas(page, canvas_of(FLOOR_MARKER))


def measure_paired(page: Any, board: Any, pad: Any, kind: str,
                   measure: Callable[[Any, int, int], Series], *, samples: int,
                   warmup: int = 2, chunk: int = PAIR_CHUNK) -> Series:
    """A board series and the floor of its ``kind`` ("click" or "hover") in the same page
    and kernel, taking turns ``chunk`` samples at a time, so that both see the same load
    of a shared machine. ``measure(canvas, samples, warmup)`` takes one chunk of the board
    series; the first sample of each later chunk is dropped too (a warm-up after the
    switch). Returns the board's :class:`Series`, its floor in ``.floor``."""
    selector = FLOOR_CLICK if kind == "click" else FLOOR_HOVER
    series: Series | None = None
    floor = Series(f"  {kind} floor, paired", warmup=warmup)
    done = 0
    while done < samples:
        # After each switch one untimed sample: it pays the scroll and the other canvas's
        # mouse-out, for the board and the floor alike.
        n, w = min(chunk, samples - done), (warmup if done == 0 else 1)
        part = measure(L.canvas(page, board, stable_ms=200), n, w)
        if series is None:
            series = part
        else:
            series.extend(part)
        floor.extend(measure_points(page, L.canvas(page, pad, stable_ms=200), FLOOR_GRID,
                                    selector, action=kind, samples=n, warmup=w,
                                    name=floor.name))
        done += n
    series.floor = floor
    page.mouse.move(2, 2)
    return series


def measure_game(page: Any, board: Any, pad: Any, prefix: str, *, hover: Sequence,
                 picks: Sequence = (), place: tuple | None = None, place_name: str = "place",
                 pick_name: str = "pick", order: Sequence[str] = ("hover", "pick", "place"),
                 samples: int, warmup: int = 2) -> dict[str, Series]:
    """A game board's series, each paired with its floor (:func:`measure_paired`): hovers
    between the ``hover`` points, clicks on the ``picks`` (if any), and ``place`` =
    (hand point or None, site point): the click that plays a move, undone between samples.
    Series are named ``"<prefix> hover"``, ``"<prefix> click (pick)"``... and measured in
    ``order`` (a board whose pick clicks leave a tile picked measures them last)."""
    def hovers() -> Series:
        return measure_paired(page, board, pad, "hover", lambda c, n, w: measure_points(
            page, c, hover, ".rt-panel", action="hover", samples=n, warmup=w,
            name=f"{prefix} hover"), samples=samples, warmup=warmup)

    def pick_clicks() -> Series:
        return measure_paired(page, board, pad, "click", lambda c, n, w: measure_points(
            page, c, picks, ".rt-panel", action="click", samples=n, warmup=w,
            name=f"{prefix} click ({pick_name})"), samples=samples, warmup=warmup)

    def place_clicks() -> Series:
        hand, site = place
        return measure_paired(page, board, pad, "click", lambda c, n, w: measure_place_and_undo(
            page, c, hand, site, ".rt-panel", samples=n, warmup=w,
            name=f"{prefix} click ({place_name})"), samples=samples, warmup=warmup)

    series = {"hover": ("hover", True, hovers), "pick": (pick_name, bool(picks), pick_clicks),
              "place": (place_name, place is not None, place_clicks)}
    out = {}
    for kind in order:
        name, present, measure = series[kind]
        if present:
            out[name] = measure()
    return out


def measure_board(
    page: Any,
    lab: Any,
    notebook: str,
    points: Sequence[tuple[float, float]],
    text_selector: str,
    *,
    actions: Sequence[str] = ("hover", "click"),
    canvas_index: int = 0,
    samples: int | None = None,
    warmup: int = 2,
    wait_text: str | None = None,
    settle_ms: int = 150,
    timeout_ms: float = 5_000,
) -> dict[str, Series]:
    """Open ``notebook`` (relative to the served notebooks directory), run all cells, and
    measure each of ``actions`` at the canvas-pixel ``points`` of canvas widget
    ``canvas_index``, until the text of ``text_selector`` (first match) changes.

    ``samples`` defaults to one per point. Choose points whose verdicts differ from one
    to the next (a hover between two cells with the same text never "changes"; clicks
    that commit moves change the position: hovers are measured first by default).
    ``wait_text``: a text to wait for after the run (e.g. printed by the last cell).
    Returns ``{action: Series}``.
    """
    L.open_notebook(page, lab, notebook)
    L.run_all_cells(page)
    if wait_text:
        L.wait_for_text(page, wait_text)
    board = L.canvas(page, canvas_index)
    out = {}
    for action in actions:
        out[action] = measure_points(
            page,
            board,
            points,
            text_selector,
            action=action,
            samples=samples or len(points),
            warmup=warmup,
            settle_ms=settle_ms,
            timeout_ms=timeout_ms,
            name=f"board {action}",
        )
    L.screenshot(page, f"latency_{Path(notebook).stem}")
    return out


# --------------------------------------------------------------------------- Flaming Pyramids

FP_NOTEBOOK = "_latency_flaming_pyramids.ipynb"
FP_POSITION = "fp1 players=2 turn=1 pyramid=0:R10,G20,M,Y2 hands=B20,G6,Y40,B120,Tb|R2 piles=-|-"
FP_CELLS = [
    "from widgets.games.flaming_pyramids import FlamingPyramidsBoard\n"
    f"board = FlamingPyramidsBoard({FP_POSITION!r})\n"
    "board.select('Y40')\n"
    "board",
    'print("board ready")',
]


def measure_place_and_undo(page: Any, canvas: Any, hand_point, site_point, text_selector: str,
                           *, samples: int, warmup: int = 2, settle_ms: int = 150,
                           timeout_ms: float = 5_000, name: str = "board click (place)",
                           refocus: bool | None = None) -> Series:
    """Clicks that PLAY a move: pick the piece (untimed; ``hand_point`` None: nothing to
    pick), hover the target (untimed, the preview shows), then the timed click that plays
    it (the panel switches to the consequences), then Undo (untimed) to get the same
    position back for the next sample.

    Before the timed click the canvas is given the keyboard focus (untimed), as a click
    on the board leaves it. Undo back to the first position disables the Undo button,
    which drops the focus to the page; the next click on the canvas then first has
    JupyterLab give it back (focus the active cell, restyle the notebook: 10-15 ms on the
    2-core machine, before ipycanvas even sees the mousedown). With a hand tile to pick,
    the untimed pick click paid that; without one (an Oh Hell bid) the timed click did,
    so the series measured JupyterLab's focus repair, not the board.
    ``refocus=False`` (default: :data:`REFOCUS`, ``--no-refocus``) measures it that way."""
    if refocus is None:
        refocus = REFOCUS
    series = Series(name, warmup=warmup)
    handle = canvas.element_handle()
    undo = page.locator("button", has_text="Undo").first
    for i in range(samples + warmup):
        # Where the points are now (untimed): clicking Undo scrolls it into view, which
        # moves a board taller than the view (Ark Nova's) so far that its top is hidden;
        # the board is then scrolled back to its top (a smaller board never moves).
        hand, site = _in_view(page, canvas, hand_point, site_point)
        if hand is not None:
            page.mouse.click(*hand)
        page.mouse.move(*site)
        if refocus:
            page.evaluate(_JS_FOCUS, handle)
        page.evaluate(_JS_SETTLE, [text_selector, settle_ms, 10_000])
        _ws_reset(page)
        page.evaluate(_JS_ARM, [handle, "mousedown", text_selector])
        page.mouse.down()
        page.mouse.up()
        try:
            page.wait_for_function(_JS_DONE, timeout=timeout_ms, polling=5)
            r = page.evaluate(_JS_RESULT)
        except Exception:  # playwright TimeoutError
            page.evaluate("() => window.__rtLatency.cancel()")
            r = None
            if i >= warmup:
                series.timeouts += 1
        counted = None
        if _ws_logging(page):           # --messages: once the kernel is done with it
            page.evaluate(_JS_SETTLE, [text_selector, settle_ms, 10_000])
            counted = _ws_collect(page)
            traced = Series(name)
            if r is not None:
                _trace_sample(page, traced, r)
        page.mouse.move(2, 2)
        try:                      # the move was played: Undo is enabled
            undo.click(timeout=timeout_ms)
        except Exception:         # it was not: the text changed for another reason
            series.missed += 1    # (not a sample; the position is unchanged)
        else:
            if r is not None and i >= warmup:
                series.text_ms.append(r["t1"] - r["t0"])
                series.frame_ms.append(r["t2"] - r["t0"])
                if counted is not None:
                    series.messages.append(counted)
                    series.trace += traced.trace
        page.evaluate(_JS_SETTLE, [text_selector, settle_ms, 10_000])
    return series


def _in_view(page: Any, canvas: Any, *points: Any) -> list[Any]:
    """The page positions of canvas-pixel ``points`` (``None`` stays ``None``), the canvas
    scrolled to its top first if one of them lies outside the view."""
    def where() -> list[Any]:
        return [L.to_page(canvas, *p) if p is not None else None for p in points]
    found = where()
    height = page.viewport_size["height"]
    if any(p is not None and not 0 <= p[1] < height for p in found):
        canvas.evaluate("c => c.scrollIntoView({block: 'start'})")
        L.wait_stable(canvas, stable_ms=200)
        found = where()
    return found


def measure_flaming_pyramids(page: Any, lab: Any, *, samples: int = 30, warmup: int = 2
                             ) -> dict[str, Series]:
    """The Flaming Pyramids board in a notebook of its own, at a lesson position.

    * hover: Y40 picked, alternating between (1,0) (it collapses on R10 + G20) and (1,1)
      (it stands on G20 + M): every move is a new verdict with its forecast;
    * click (pick): clicking hand tiles B20 and G6 in turn (the sites are recomputed and
      outlined, the panel says where the tile may go);
    * click (place): placing Y40 at (1,1) — check, apply, events, redraw — undone between
      samples.
    """
    sys.path.insert(0, str(ROOT))
    from widgets.games.flaming_pyramids.board import HAND, FlamingPyramidsBoard

    geo = FlamingPyramidsBoard(FP_POSITION).geo
    board, pad = open_with_floor(page, lab, FP_NOTEBOOK, FP_CELLS, "board = FlamingPyramidsBoard(",
                                 "board ready")
    out = measure_game(page, board, pad, "fp", hover=[geo.center((1, 0)), geo.center((1, 1))],
                       picks=[HAND.rect(0).center, HAND.rect(1).center],
                       place=(HAND.rect(2).center, geo.center((1, 1))),
                       samples=samples, warmup=warmup)
    L.screenshot(page, "latency_flaming_pyramids")
    return out


OH_NOTEBOOK = "_latency_oh_hell.ipynb"
OH_POSITION = ("oh1 players=4 seq=long scoring=positive seed=0 hand=6 size=5 dealer=4 trump=7D "
               "hands=2C,5C,9D,4H,KS|3C,JC,2D,8H,QS|7C,AC,5D,TH,3S|8C,KD,AH,2S,9S bids=2,1,0,- "
               "won=0,0,0,0 scores=0,0,0,0")
OH_CELLS = [
    "from widgets.games.oh_hell import OhHellBoard\n"
    f"table = OhHellBoard({OH_POSITION!r})\n"
    "table",
    'print("table ready")',
]


def measure_oh_hell(page: Any, lab: Any, *, samples: int = 30, warmup: int = 2
                    ) -> dict[str, Series]:
    """The Oh Hell table at the dealer's bid (2 + 1 + 0 bid, 5 cards: 2 is forbidden).

    * hover: between bid chips 2 (refused, with the arithmetic) and 3 (allowed);
    * click (bid): the dealer bids 3 (check, apply, redraw), undone between samples.
    """
    sys.path.insert(0, str(ROOT))
    from widgets.games.oh_hell.board import CHIPS

    board, pad = open_with_floor(page, lab, OH_NOTEBOOK, OH_CELLS, "table = OhHellBoard(",
                                 "table ready")
    out = measure_game(page, board, pad, "oh", hover=[CHIPS.rect(2).center, CHIPS.rect(3).center],
                       place=(None, CHIPS.rect(3).center), place_name="bid",
                       samples=samples, warmup=warmup)
    L.screenshot(page, "latency_oh_hell")
    return out


PK_NOTEBOOK = "_latency_pook.ipynb"
# The warrior-cost lesson's board (``COST`` in notebooks/pook.ipynb): Player 1 holds V1 M2
# O3; at (2,0) the row holds Piggy and a coin (2 coins), at (2,1) one coin only.
PK_POSITION = ("pk1 players=2 window=floating turn=1 phase=play block=- swap=- placed=- "
               "board=0,1:.,k1~2/k1~2,P hands=V1,M2,O3|K1 pile=- obj=KM,OV tied=- picks=- "
               "winners=-")
PK_REFUSED, PK_ALLOWED = (2, 1), (2, 0)       # M2 warrior side: 1 < 2 refused, 2 >= 2 placed
PK_CELLS = [
    "from widgets.games.pook import PookBoard\n"
    f"board = PookBoard({PK_POSITION!r})\n"
    "board.select('M2'), board.set_side('warrior')\n"
    "board",
    'print("board ready")',
]


def measure_pook(page: Any, lab: Any, *, samples: int = 30, warmup: int = 2
                 ) -> dict[str, Series]:
    """The Pook board at the warrior-cost lesson's position, M2 picked, warrior side.

    * hover: between (2,1) (refused: 1 coin < 2, the counted cells outlined) and (2,0)
      (allowed: Piggy + 1 coin >= 2);
    * click (pick): clicking hand cards V1 and M2 in turn (the selection changes, the
      prompt names the card and the pieces layer is redrawn with the new target cells);
    * click (place): placing M2 at (2,0) — check, apply, events, redraw of a grid that
      grows by a column — undone between samples.

    Canvas points come from the board's own layout (``PookBoard.grid``, ``HAND``).
    """
    sys.path.insert(0, str(ROOT))
    import tutor.pook as pk
    from widgets.games.pook.board import HAND, PookBoard

    state = pk.from_notation(PK_POSITION)
    hand = [c.code for c in state.hands[state.to_act]]
    m2 = pk.card("M2")
    if (pk.check(state, pk.Place(m2, True, PK_REFUSED)).legal
            or not pk.check(state, pk.Place(m2, True, PK_ALLOWED)).legal):
        raise RuntimeError("the Pook latency cells no longer give a refused and an allowed "
                           "placement: pick two others")
    grid = PookBoard(PK_POSITION).grid
    board, pad = open_with_floor(page, lab, PK_NOTEBOOK, PK_CELLS, "board = PookBoard(",
                                 "board ready")
    out = measure_game(page, board, pad, "pk",
                       hover=[grid.rect(PK_REFUSED).center, grid.rect(PK_ALLOWED).center],
                       picks=[HAND.rect(hand.index(code)).center for code in ("V1", "M2")],
                       place=(HAND.rect(hand.index("M2")).center, grid.rect(PK_ALLOWED).center),
                       samples=samples, warmup=warmup)
    L.screenshot(page, "latency_pook")
    return out


AN_NOTEBOOK = "_latency_ark_nova.ipynb"
#: Where the Build row's enclosure may stand in the position of :func:`an_position` (and
#: covers the X-token bonus there, AN-BUILD-BONUS).
AN_ANCHOR = (0, 3)


def board_cells(module: str, board: str, position: str) -> list[str]:
    """The cells of a board's latency notebook: ``board`` of ``module`` at ``position``
    (notation), shown, then the line the run waits for (``board ready``)."""
    return [f"from {module} import {board}\nboard = {board}({position!r})\nboard",
            'print("board ready")']


def an_position() -> str:
    """Seed 1, two players, map A, each seat keeping its hand's first three cards and its
    fifth (AN-SETUP-HAND): Player 1 to choose an Action card, with no X-token (a click on
    a card is the whole move, AN-ACT-TURN)."""
    sys.path.insert(0, str(ROOT))
    import tutor.ark_nova as an
    from widgets.games.ark_nova.session import ArkNovaSession

    session = ArkNovaSession(seed=1)
    while session.step_of() == "keep":
        session.click_key(("hand", session.state.zoo(session.acting()).hand[4]))
    return an.to_notation(session.state)


def measure_ark_nova(page: Any, lab: Any, *, samples: int = 30, warmup: int = 2
                     ) -> dict[str, Series]:
    """The Ark Nova board (900 x 880, the largest) at the first turn of a dealt game.

    * click (action): the Build Action card, the whole ``Act`` (check, apply, events, the
      row and the prompt redrawn), undone between samples;
    * hover, Build chosen and Enclosure 2 picked (untimed): between a water hex (refused,
      AN-BUILD-FORBID) and a legal anchor (allowed: the verdict, the translucent
      footprint, the bonus covered);
    * click (kind): Pavilion and Enclosure 2 of the Build row in turn, both allowed (the
      pick changes, the lit anchors and their count are recomputed).

    Canvas points come from the board's own layout (``CARDS``, ``KINDS``, ``centre``).
    """
    position = an_position()
    import tutor.ark_nova as an
    from tutor.ark_nova.buildings import BUILD_KINDS
    from tutor.ark_nova.moves import Act
    from tutor.ark_nova.build import Place
    from tutor.ark_nova.strength import Action
    from tutor.ark_nova.zoo_map import zoo_map
    from widgets.games.ark_nova.board import CARDS, KINDS, centre

    state = an.from_notation(position)
    build = CARDS[[c.action for c in state.zoo(0).row].index(Action.BUILD)].center
    water = centre(min(zoo_map(state.map_id).water))
    kinds = [KINDS[BUILD_KINDS.index(k)].center for k in ("pavilion", "enclosure_2")]
    building = an.apply(state, Act(Action.BUILD, 0, seat=0)).after
    if not (an.check(building, Place("enclosure_2", AN_ANCHOR, 0, seat=0)).legal
            and any(type(m).__name__ == "Place" and m.kind == "pavilion"
                    for m in an.legal_moves(building))):
        raise RuntimeError("the Ark Nova latency position no longer takes Enclosure 2 at its "
                           "anchor and a pavilion somewhere: pick others")
    cells = board_cells("widgets.games.ark_nova", "ArkNovaBoard", position)
    board, pad = open_with_floor(page, lab, AN_NOTEBOOK, cells, "board = ArkNovaBoard(",
                                 "board ready")
    area = L.output_area(board)
    out = {"action": measure_paired(page, board, pad, "click",
                                    lambda c, n, w: measure_place_and_undo(
        page, c, None, build, ".rt-panel", samples=n, warmup=w, name="an click (action)"),
        samples=samples, warmup=warmup)}
    canvas = L.canvas(page, board, stable_ms=200)          # Build, then Enclosure 2: untimed
    page.mouse.move(2, 2)
    L.click_canvas(page, *build, loc=canvas)
    L.wait_panel(page, area, "Click a building in the Build row")
    L.click_canvas(page, *kinds[1], loc=canvas)
    L.wait_panel(page, area, "Lit on the map")
    out["hover"] = measure_paired(page, board, pad, "hover", lambda c, n, w: measure_points(
        page, c, [water, centre(AN_ANCHOR)], ".rt-panel", action="hover", samples=n,
        warmup=w, name="an hover"), samples=samples, warmup=warmup)
    out["kind"] = measure_paired(page, board, pad, "click", lambda c, n, w: measure_points(
        page, c, kinds, ".rt-panel", action="click", samples=n, warmup=w,
        name="an click (kind)"), samples=samples, warmup=warmup)
    L.screenshot(page, "latency_ark_nova")
    return out


# --------------------------------------------------------------------------- the other five

def lesson_position(game: str, name: str, notebooks: Path | None = None) -> str:
    """The notation a course notebook assigns to ``name`` (``NAME = "kb2 ..."`` in
    ``notebooks/en/<game>.ipynb``): the boards below are measured at lesson positions."""
    path = (notebooks or ROOT / "notebooks") / "en" / f"{game}.ipynb"
    pattern = re.compile(rf'^{re.escape(name)} = "([^"]+)"', re.M)
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        found = pattern.search("".join(cell["source"]))
        if found:
            return found.group(1)
    raise LookupError(f"no {name} = \"...\" in {path.name}")


def point_of(hit: Callable[[float, float], Any], key: Any, box: Any) -> tuple[float, float]:
    """A canvas pixel of ``box`` (a :class:`widgets.geometry.Rect`) where ``hit`` (a board's
    pixel -> key) finds ``key``: the box's centre if it does there, else the first point
    of a 9 x 9 grid over the box that does (a card half covered by its neighbour)."""
    if hit(*box.center) == key:
        return box.center
    for i in range(1, 10):
        for j in range(1, 10):
            x, y = box.x + box.w * i / 10, box.y + box.h * j / 10
            if hit(x, y) == key:
                return x, y
    raise LookupError(f"no pixel of {box} hits {key!r}")


def _check_texts(board: Any, steps: Sequence[tuple[str, tuple[float, float]]], game: str
                 ) -> None:
    """Play ``steps`` ("hover" / "click" / "undo", point) on a plain-Python copy of the
    board and check that each changes the explanation, as the browser sees it: a click
    comes after the mouse has moved onto its point, so it must change the text of that
    hover. A series whose text stays the same would only time out in the browser."""
    before = board.session.explanation_text
    for action, point in steps:
        if action == "undo":
            board.session.undo()
        else:
            if action == "click":
                board.hover(*point)
                before = board.session.explanation_text
            getattr(board, action)(*point)
        now = board.session.explanation_text
        if now == before:
            raise RuntimeError(f"the {game} latency points no longer change the text "
                               f"({action} at {point}): pick others")
        before = now


KB_NOTEBOOK = "_latency_kingdom_builder.ipynb"
#: The Tavern lesson's board: Player 1 plays grass, owns 7,6 7,7 7,8 and the Tavern tile.
KB_LESSON = "MIDDLE"
KB_REFUSED, KB_ALLOWED = (12, 3), (8, 8)       # flower field; grass next to 7,7


def measure_kingdom_builder(page: Any, lab: Any, *, samples: int = 30, warmup: int = 2
                            ) -> dict[str, Series]:
    """The Kingdom Builder map at the Tavern lesson's position (``MIDDLE``: grass to
    play, three settlements in a row, the Tavern tile in hand).

    * hover: between 12,3 (refused: flower field, not grass) and 8,8 (allowed, next to
      7,7): every move a new verdict over the whole map's lit hexes;
    * click (build): a settlement on 8,8 (check, apply, events, redraw), undone between
      samples;
    * click (pick): the Tavern tile, picked and put back in turn (the lit hexes are
      recomputed for the tile's rule). Measured last: it leaves the tile picked or not.

    Canvas points come from the board's own layout (``GRID``, ``CHIPS``).
    """
    sys.path.insert(0, str(ROOT))
    from widgets.games.kingdom_builder import KingdomBuilderBoard
    from widgets.games.kingdom_builder.board import CHIPS, GRID

    position = lesson_position("kingdom_builder", KB_LESSON)
    refused, allowed, tile = GRID.center(KB_REFUSED), GRID.center(KB_ALLOWED), CHIPS[0].center
    _check_texts(KingdomBuilderBoard(position), [("hover", refused), ("hover", allowed),
                                                 ("click", allowed), ("undo", None),
                                                 ("click", tile), ("click", tile)],
                 "Kingdom Builder")
    cells = board_cells("widgets.games.kingdom_builder", "KingdomBuilderBoard", position)
    board, pad = open_with_floor(page, lab, KB_NOTEBOOK, cells, "board = KingdomBuilderBoard(",
                                 "board ready")
    out = measure_game(page, board, pad, "kb", hover=[refused, allowed], picks=[tile],
                       place=(None, allowed), place_name="build", order=("hover", "place", "pick"),
                       samples=samples, warmup=warmup)
    L.screenshot(page, "latency_kingdom_builder")
    return out


SG_NOTEBOOK = "_latency_sagani.ipynb"
#: The ray-with-gap lesson: tile 37 held, (0,0)'s blue arrow points right at a gap.
SG_LESSON = "GAP"
SG_REFUSED, SG_ALLOWED = (1, 1), (3, 0)        # taken; completes (0,0) at a distance


def measure_sagani(page: Any, lab: Any, *, samples: int = 30, warmup: int = 2
                   ) -> dict[str, Series]:
    """The Sagani table at the ray-with-gap lesson (``GAP``: tile 37 held).

    * hover: between (1,1) (refused: taken) and (3,0) (allowed: every arrow's verdict,
      (0,0) completed at a distance);
    * click (turn): ⟳ and ⟲ in turn (the held tile turns, the verdicts are recomputed);
    * click (place): tile 37 at (3,0) (check, apply, scoring, the display refitted),
      undone between samples.

    Canvas points come from the board's own layout (``fit_display``, ``ROTATE``).
    """
    sys.path.insert(0, str(ROOT))
    import tutor.sagani as sag
    from widgets.games.sagani import SaganiBoard
    from widgets.games.sagani.board import ROTATE, fit_display

    position = lesson_position("sagani", SG_LESSON)
    grid = fit_display(sag.from_notation(position).seats[0].display)
    refused, allowed = grid.rect(SG_REFUSED).center, grid.rect(SG_ALLOWED).center
    turns = [ROTATE[1].center, ROTATE[-1].center]
    _check_texts(SaganiBoard(position), [("hover", refused), ("hover", allowed),
                                         ("click", turns[0]), ("click", turns[1]),
                                         ("click", allowed), ("undo", None)], "Sagani")
    cells = board_cells("widgets.games.sagani", "SaganiBoard", position)
    board, pad = open_with_floor(page, lab, SG_NOTEBOOK, cells, "board = SaganiBoard(",
                                 "board ready")
    out = measure_game(page, board, pad, "sg", hover=[refused, allowed], picks=turns,
                       pick_name="turn", place=(None, allowed), samples=samples, warmup=warmup)
    L.screenshot(page, "latency_sagani")
    return out


BM_NOTEBOOK = "_latency_big_monster.ipynb"
#: The mutation lesson: the orange ice monster to place, an upward mutagenic tile at 0,4.
BM_LESSON = "PLACE"
BM_MUTATES, BM_BESIDE = (1, 2), (0, 2)         # in the ray (2 -> 7 points); beside it
BM_AREAS = (1, 0)                              # Player 2's landing area, then yours


def measure_big_monster(page: Any, lab: Any, *, samples: int = 30, warmup: int = 2
                        ) -> dict[str, Series]:
    """The Big Monster landing area at the mutation lesson (``PLACE``: the orange ice
    monster chosen, nothing to pick: the tile is in hand).

    * hover: between 1,2 (allowed, in the mutagenic ray: 2 -> 7 points) and 0,2 (allowed,
      beside it);
    * click (place): the monster on 1,2 (check, apply, the mutation, medals, redraw),
      undone between samples;
    * click (area): the thumbnails of Player 2's landing area and of yours in turn (the
      area shown large is refitted and redrawn; no move). Measured last: it leaves
      another player's area shown or not.

    A click on a refused cell would not do for a click without a move: the hover that
    brings the mouse there has already shown the same refusal. Canvas points come from
    the board's own layout (``fit_area``, ``THUMBS``).
    """
    sys.path.insert(0, str(ROOT))
    import tutor.big_monster as bm
    from widgets.games.big_monster import BigMonsterBoard
    from widgets.games.big_monster.board import THUMBS, fit_area

    position = lesson_position("big_monster", BM_LESSON)
    grid = fit_area(bm.from_notation(position).areas[0])
    mutates, beside = grid.centre(BM_MUTATES), grid.centre(BM_BESIDE)
    areas = [THUMBS[seat].center for seat in BM_AREAS]
    _check_texts(BigMonsterBoard(position), [("hover", mutates), ("hover", beside),
                                             ("click", mutates), ("undo", None),
                                             ("click", areas[0]), ("click", areas[1])],
                 "Big Monster")
    cells = board_cells("widgets.games.big_monster", "BigMonsterBoard", position)
    board, pad = open_with_floor(page, lab, BM_NOTEBOOK, cells, "board = BigMonsterBoard(",
                                 "board ready")
    out = measure_game(page, board, pad, "bm", hover=[mutates, beside], picks=areas,
                       pick_name="area", place=(None, mutates), order=("hover", "place", "pick"),
                       samples=samples, warmup=warmup)
    L.screenshot(page, "latency_big_monster")
    return out


FR_NOTEBOOK = "_latency_fruit_picking.ipynb"
#: The market-price lesson: 5 seeds in the Harvest House, M1 costs 6, M2 costs 5.
FR_LESSON = "SHORT"
FR_REFUSED, FR_ALLOWED = 1, 2                  # market slots (1-based)
FR_FARMS = (1, 2)                              # ring spaces: F1, F2 (not the active farm)


def measure_fruit_picking(page: Any, lab: Any, *, samples: int = 30, warmup: int = 2
                          ) -> dict[str, Series]:
    """The Fruit Picking island and market at the price lesson (``SHORT``).

    * hover: between market cards M1 (refused: 3 + 3 = 6, you have 5) and M2 (allowed);
    * click (farm): farms F1 and F2 in turn (what each is and holds; no move);
    * click (collect): M2 collected (check, apply, the market slides, redraw), undone
      between samples.

    Canvas points come from the board's own layout (``CARDS``, ``space_centre``).
    """
    sys.path.insert(0, str(ROOT))
    from widgets.games.fruit_picking import FruitPickingBoard
    from widgets.games.fruit_picking.board import CARDS, space_centre

    position = lesson_position("fruit_picking", FR_LESSON)
    refused, allowed = CARDS.rect(FR_REFUSED - 1).center, CARDS.rect(FR_ALLOWED - 1).center
    farms = [space_centre(i) for i in FR_FARMS]
    _check_texts(FruitPickingBoard(position), [("hover", refused), ("hover", allowed),
                                               ("click", farms[0]), ("click", farms[1]),
                                               ("click", allowed), ("undo", None)],
                 "Fruit Picking")
    cells = board_cells("widgets.games.fruit_picking", "FruitPickingBoard", position)
    board, pad = open_with_floor(page, lab, FR_NOTEBOOK, cells, "board = FruitPickingBoard(",
                                 "board ready")
    out = measure_game(page, board, pad, "fr", hover=[refused, allowed], picks=farms,
                       pick_name="farm", place=(None, allowed), place_name="collect",
                       samples=samples, warmup=warmup)
    L.screenshot(page, "latency_fruit_picking")
    return out


BG_NOTEBOOK = "_latency_bang.ipynb"
#: The range lesson: Player 1 holds BANG! A♠ (and Schofield J♣, Beer 6♥), a Colt .45.
BG_LESSON = "TERMS"
BG_OUT_OF_RANGE, BG_IN_RANGE = 1, 4            # seats: distance 2 (Mustang...), distance 0


def measure_bang(page: Any, lab: Any, *, samples: int = 30, warmup: int = 2
                 ) -> dict[str, Series]:
    """The Bang! table at the range lesson (``TERMS``: five players).

    * click (play): BANG! A♠ picked (untimed), then the timed click on Player 5 (in
      range): check, apply, the shot and its answer asked, redraw; undone between samples;
    * hover, BANG! picked (untimed): between Player 2 (refused: distance 2 with the terms,
      Colt .45 reaches 1) and Player 5 (allowed);
    * click (pick): BANG! A♠ put back and picked again in turn (the seats' verdicts
      dropped or recomputed). Measured last. (A click on a refused card, the Beer at full
      life, would not do: the hover that brings the mouse there has shown the refusal.)

    Canvas points come from the board's own boxes (``BangBoard._box``, its ``hit``).
    """
    sys.path.insert(0, str(ROOT))
    from widgets.games.bang import BangBoard

    position = lesson_position("bang", BG_LESSON)
    model = BangBoard(position)
    def at(key: Any) -> tuple[float, float]:
        return point_of(model.hit, key, model._box(key, model.session.state))
    bang = at(("card", "BGAS"))
    far, near = at(("seat", BG_OUT_OF_RANGE)), at(("seat", BG_IN_RANGE))
    _check_texts(BangBoard(position), [("click", bang), ("click", near), ("undo", None),
                                       ("click", bang), ("hover", far), ("hover", near),
                                       ("click", bang), ("click", bang)], "Bang!")
    cells = board_cells("widgets.games.bang", "BangBoard", position)
    board, pad = open_with_floor(page, lab, BG_NOTEBOOK, cells, "board = BangBoard(",
                                 "board ready")
    out = measure_game(page, board, pad, "bg", hover=[], place=(bang, near), place_name="play",
                       order=("place",), samples=samples, warmup=warmup)
    area = L.output_area(board)
    canvas = L.canvas(page, board, stable_ms=200)          # BANG! picked: untimed
    page.mouse.move(2, 2)
    L.click_canvas(page, *bang, loc=canvas)
    L.wait_panel(page, area, "BANG! A♠ picked")
    out.update(measure_game(page, board, pad, "bg", hover=[far, near], picks=[bang],
                            samples=samples, warmup=warmup))
    L.screenshot(page, "latency_bang")
    return out


#: The boards, each measured in a notebook (and a page and kernel) of its own:
#: ``--<flag>`` -> (what it is, how it is measured), in the order of a run.
GAMES: dict[str, tuple[str, Callable[..., dict[str, Series]]]] = {
    "fp": ("Flaming Pyramids", measure_flaming_pyramids),
    "oh": ("Oh Hell", measure_oh_hell),
    "pk": ("Pook", measure_pook),
    "kb": ("Kingdom Builder", measure_kingdom_builder),
    "sg": ("Sagani", measure_sagani),
    "bm": ("Big Monster", measure_big_monster),
    "fr": ("Fruit Picking", measure_fruit_picking),
    "bg": ("Bang!", measure_bang),
    "an": ("Ark Nova", measure_ark_nova),
}


def selected_games(args: argparse.Namespace) -> list[str]:
    """The flags of the boards to measure, in :data:`GAMES` order (``--all``: every one)."""
    return [flag for flag in GAMES if args.all or getattr(args, flag)]


# --------------------------------------------------------------------------- script


def _point(text: str) -> tuple[float, float]:
    x, _, y = text.partition(",")
    return float(x), float(y)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--samples", type=int, default=30, help="floor samples per action (default 30)")
    ap.add_argument("--warmup", type=int, default=2, help="samples dropped at the start of each series")
    for flag, (game, measure) in GAMES.items():
        ap.add_argument(f"--{flag}", action="store_true",
                        help=f"also measure the {game} board (hover and clicks, see "
                             f"{measure.__name__})")
    ap.add_argument("--all", action="store_true",
                    help=f"measure all {len(GAMES)} boards ({', '.join('--' + f for f in GAMES)})")
    ap.add_argument("--notebook", help="board notebook, relative to notebooks/")
    ap.add_argument("--point", dest="points", type=_point, action="append", default=[],
                    help="canvas-pixel point X,Y (repeat)")
    ap.add_argument("--selector", help="CSS selector of the explanation text (first match)")
    ap.add_argument("--canvas-index", type=int, default=0)
    ap.add_argument("--actions", default="hover,click", help="comma-separated: hover,click")
    ap.add_argument("--board-samples", type=int, default=None, help="default: one per point")
    ap.add_argument("--wait-text", default=None, help="text to wait for after running the board notebook")
    ap.add_argument("--floor-once", dest="floor_twice", action="store_false",
                    help="measure the floor only at the start (default: at the start and at "
                         "the end of the run, pooled, so that a drift of the machine's load "
                         "during the run shows in the floor too)")
    ap.add_argument("--messages", action="store_true",
                    help="also count the kernel's messages to the page per sample (a page "
                         "script decodes every websocket frame: timings are then a little "
                         "higher; compare them only with runs that count too)")
    ap.add_argument("--trace", action="store_true",
                    help="also cut each sample into segments (to kernel, kernel, to page, in "
                         "page) from the kernel's and the page's clocks (implies --messages)")
    ap.add_argument("--no-refocus", action="store_true",
                    help="place/bid clicks: do not give the canvas the focus back after Undo "
                         "(then the timed click pays JupyterLab's focus repair)")
    ap.add_argument("--json", type=Path, default=None, help="also write the results as JSON here")
    args = ap.parse_args(argv)
    if args.notebook and (not args.points or not args.selector):
        ap.error("--notebook needs --point (at least one) and --selector")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    global REFOCUS, TRACE_FILE
    REFOCUS = not args.no_refocus
    if args.trace:
        import atexit
        import shutil
        import tempfile
        args.messages = True
        trace_dir = tempfile.mkdtemp(prefix="rules-tutor-trace-")
        atexit.register(shutil.rmtree, trace_dir, ignore_errors=True)   # read before exit
        TRACE_FILE = Path(trace_dir) / "kernel.jsonl"
    reason = L.missing_browser_reason()
    if reason:
        if L.browser_required():
            print(f"browser latency: cannot run: {reason}", file=sys.stderr)
            return 2
        print(f"browser latency: skipped: {reason}")
        return 0
    started = time.monotonic()
    def new_page(browser: Any) -> Any:
        page = L.new_page(browser)
        if args.messages:
            page.context.add_init_script(_JS_WS_LOG)
        return page

    with L.lab_server(L.NOTEBOOKS_DIR) as lab, L.chromium() as browser:
        page = new_page(browser)
        floor = measure_floor(page, lab, samples=args.samples, warmup=args.warmup)
        series = list(floor.values())
        for flag in selected_games(args):   # each game in a fresh page and kernel
            lab.delete_sessions()
            page.context.close()
            page = new_page(browser)
            measure = GAMES[flag][1]
            series += list(measure(page, lab, samples=args.samples,
                                   warmup=args.warmup).values())
        if args.notebook:
            lab.delete_sessions()
            page.context.close()
            page = new_page(browser)
            board = measure_board(
                page,
                lab,
                args.notebook,
                args.points,
                args.selector,
                actions=[a.strip() for a in args.actions.split(",") if a.strip()],
                canvas_index=args.canvas_index,
                samples=args.board_samples,
                warmup=args.warmup,
                wait_text=args.wait_text,
            )
            series += list(board.values())
        if args.floor_twice and len(series) > len(floor):
            lab.delete_sessions()           # the floor again, at the end: the two pooled
            page.context.close()
            page = new_page(browser)
            again = measure_floor(page, lab, samples=args.samples, warmup=args.warmup)
            for kind, more in again.items():
                floor[kind].text_ms += more.text_ms
                floor[kind].frame_ms += more.frame_ms
                floor[kind].timeouts += more.timeouts
        page.context.close()
    print(
        "JupyterLab, headless Chromium: input event dispatched -> text changed in the DOM "
        "(in-page clock; 'frame' = the next animation frame after that)"
    )
    print(format_table(series, floor))
    if args.messages:
        print("\nkernel -> page per sample (median), from the input until the kernel is idle:")
        print(f"{'series':<22}{'msgs':>6}{'bytes':>8}{'updates':>9}{'canvas':>8}{'canvas B':>10}")
        for s in series:
            if s.messages:
                m = s.messages_median
                print(f"{s.name:<22}{m['msgs']:>6.0f}{m['bytes']:>8.0f}{m['updates']:>9.0f}"
                      f"{m['canvas']:>8.0f}{m['canvas_bytes']:>10.0f}")
    if TRACE_FILE is not None:
        print("\nwhere the time goes, median/p95 ms (epoch clocks of the kernel and the page):")
        print(format_trace(series, read_kernel_starts(TRACE_FILE)))
    print(f"({time.monotonic() - started:.0f} s)")
    results = {s.name: s.summary() for s in series}
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    missing = [s.name for s in series if s.n == 0]
    if missing:
        print(f"no successful samples for: {', '.join(missing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
