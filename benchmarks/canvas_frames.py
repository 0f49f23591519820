"""What a click's canvas change costs the browser, apart from everything else.

    python benchmarks/canvas_frames.py              # 3 rounds of 40 "clicks" per variant
    python benchmarks/canvas_frames.py --rounds 5 --clicks 60

``benchmarks/class_load.py`` found a board click costing a student's browser about twice
the trivial notebook's click, and the browser was most of a class's CPU. This script
takes the board away: one plain page in the students' headless Chromium (the system
Chromium, the flags of the browser tests), no Jupyter, no kernel. A "click" changes a
text (what the trivial notebook's click does) and then, in each variant, a canvas of a
board's size the way ipycanvas updates it (layers drawn on hidden canvases, composited
on the MultiCanvas's hidden canvas, copied to the one on the page). It prints the
browser's CPU (every Chromium process) per click, median of the rounds.

What it showed (docs/hub.md, "What a board's click costs a browser"): a canvas change
that reaches the page in a frame of its own costs some 7-10 ms of CPU on this machine
(software compositing, no GPU), about as much as the text's frame, whatever is drawn
(nothing, or sixteen dashed sites), however many layers, and nearly whatever the
canvas's size; in the same task as the text it costs 2-3 ms. A board's text and canvas
are two messages (the panel's widget update, then the canvas's commands), so they take
two frames: that is the floor of a click on a canvas board, above the trivial notebook.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import psutil  # noqa: E402

from benchmarks.class_load import browser_processes  # noqa: E402
from tests.browser import lab as L  # noqa: E402

PAGE = r"""<html><body style="margin:0">
<div id="text" style="width:700px;font:14px sans-serif">-</div><div id="box"></div>
<script>
let W = 760, H = 440, mode = {}, layers = [], multi = null, view = null, clicks = 0;
const canvas = () => { const c = document.createElement("canvas"); c.width = W; c.height = H; return c; };
window.setup = (m) => {
  mode = m; W = m.width || 760; H = m.height || 440;
  layers = Array.from({length: m.layers || 4}, canvas);
  multi = canvas(); view = canvas();
  document.getElementById("box").replaceChildren(view);
  const background = layers[0].getContext("2d");
  background.fillStyle = "#e8d9b0"; background.fillRect(0, 0, W, H);
  composite();
};
function composite() {          // ipycanvas 0.14: MultiCanvasModel.updateCanvas, then the view
  if (mode.direct) return;
  const m = multi.getContext("2d");
  m.clearRect(0, 0, W, H);
  for (const layer of layers) m.drawImage(layer, 0, 0);
  const v = view.getContext("2d");
  v.clearRect(0, 0, W, H); v.drawImage(multi, 0, 0);
}
function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath(); ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r); ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r); ctx.arcTo(x, y, x + w, y, r); ctx.closePath();
}
window.text = () => { document.getElementById("text").textContent = "explanation " + Math.random(); };
window.draw = () => {           // a pick: the selection layer, sixteen dashed sites
  clicks++;
  const ctx = (mode.direct ? view : layers[Math.min(2, layers.length - 1)]).getContext("2d");
  ctx.clearRect(0, 0, W, H);
  for (let i = 0; i < (mode.sites ?? 16); i++) {
    const x = 20 + (i % 8) * 60 + (clicks % 2) * 10, y = 20 + Math.floor(i / 8) * 60;
    ctx.fillStyle = "rgba(28,109,208,0.10)"; roundRect(ctx, x, y, 44, 44, 5); ctx.fill();
    ctx.strokeStyle = "#1c6dd0"; ctx.lineWidth = 2; ctx.setLineDash([6, 4]); ctx.stroke();
    ctx.setLineDash([]); ctx.font = "12px sans-serif"; ctx.fillStyle = "#1c6dd0";
    ctx.fillText(i + "," + clicks, x + 22, y + 22);
  }
  composite();
};
</script></body></html>"""

#: name -> (page set-up, how the canvas follows the text: None / "same" / a delay in ms)
VARIANTS: dict[str, tuple[dict, object]] = {
    "text only (the trivial notebook's click)": ({}, None),
    "text + canvas, same task": ({}, "same"),
    "text, canvas in the next task": ({}, 0),
    "text, canvas 8 ms later": ({}, 8),
    "text, canvas 25 ms later (the painter)": ({}, 25),
    "  ... nothing drawn, only composited": ({"sites": 0}, 25),
    "  ... one layer, no compositing": ({"direct": True, "layers": 1}, 25),
    "  ... a canvas a quarter the size": ({"width": 380, "height": 220}, 25),
}


def browser_cpu() -> float:
    """CPU seconds used so far by this script's Chromium (every process)."""
    total = 0.0
    for process in browser_processes():
        with contextlib.suppress(psutil.Error):
            times = process.cpu_times()
            total += times.user + times.system
    return total


def click(page, follow) -> None:
    if follow is None:
        page.evaluate("text()")
    elif follow == "same":
        page.evaluate("text(); draw()")
    else:
        page.evaluate(f"text(); setTimeout(draw, {int(follow)})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--interval", type=float, default=0.1, help="seconds between clicks")
    args = parser.parse_args(argv)
    results: dict[str, list[float]] = {name: [] for name in VARIANTS}
    with L.chromium() as browser:
        for _ in range(args.rounds):
            for name, (setup, follow) in VARIANTS.items():
                page = L.new_page(browser)
                page.set_content(PAGE)
                page.evaluate("(m) => setup(m)", setup)
                time.sleep(0.5)
                before = browser_cpu()
                for _ in range(args.clicks):
                    click(page, follow)
                    time.sleep(args.interval)
                time.sleep(0.3)
                results[name].append((browser_cpu() - before) / args.clicks * 1000)
                page.context.close()
    floor = statistics.median(results[next(iter(VARIANTS))])
    print(f"browser CPU per click, median of {args.rounds} rounds of {args.clicks} clicks")
    for name, values in results.items():
        median = statistics.median(values)
        print(f"  {name:44} {median:5.1f} ms  ({median / floor:4.2f}x)  "
              f"{[round(v, 1) for v in values]}")


if __name__ == "__main__":
    main()
