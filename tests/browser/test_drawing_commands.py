"""The lighter drawing commands leave the pixels as they were (in Chromium).

The boards trace a rounded rectangle in seven commands (``arc_to`` draws the side that
leads to its corner) and round every number of a drawing command to a hundredth of a
pixel (:data:`widgets.draw.DECIMALS`). Here each board's full repaint is drawn twice on a
page canvas, through the same small interpreter of recorded commands: once as the boards
send it, once with the browser's own ``roundRect`` and the numbers at full precision. The
two pictures must be the same to the eye.
"""

from __future__ import annotations

import importlib

import pytest

from widgets import draw as D

from test_benchmark_scripts import load
from test_drawing_commands import BOARDS, full_repaint
from . import lab as L

pytestmark = pytest.mark.browser

# Replays two recordings ([kind, name, args, kwargs] as widgets.draw.Recorder keeps them)
# on two canvases of the board's size, and compares them pixel by pixel: the share of
# pixels whose channels differ by more than ``tol``, and the largest difference.
REPLAY_AND_COMPARE_JS = """([width, height, first, second, tol]) => {
    const camel = (name) => name.replace(/_([a-z])/g, (m, c) => c.toUpperCase());
    const path = (ctx, points) => {
        ctx.beginPath();
        points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
        ctx.closePath();
    };
    const draw = (ops) => {
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext("2d");
        for (const [kind, name, args] of ops) {
            if (kind === "set") { ctx[camel(name)] = args; continue; }
            const a = args;
            switch (name) {      // ipycanvas's own helpers, as its front end draws them
                case "fill_circle": case "stroke_circle":
                    ctx.beginPath(); ctx.arc(a[0], a[1], a[2], 0, 2 * Math.PI);
                    name === "fill_circle" ? ctx.fill() : ctx.stroke(); break;
                case "fill_polygon": path(ctx, a[0]); ctx.fill(); break;
                case "stroke_polygon": path(ctx, a[0]); ctx.stroke(); break;
                case "fill_polygons": for (const p of a[0]) { path(ctx, p); ctx.fill(); } break;
                case "stroke_polygons": for (const p of a[0]) { path(ctx, p); ctx.stroke(); } break;
                case "stroke_line":
                    ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(a[2], a[3]); ctx.stroke(); break;
                case "reference_round_rect":                       // the browser's own
                    ctx.beginPath(); ctx.roundRect(a[0], a[1], a[2], a[3], a[4]); break;
                default:
                    if (typeof ctx[camel(name)] !== "function") throw new Error("no " + name);
                    ctx[camel(name)](...a);
            }
        }
        return ctx.getImageData(0, 0, width, height).data;
    };
    const one = draw(first), two = draw(second);
    let differ = 0, largest = 0, painted = 0;
    for (let i = 0; i < one.length; i += 4) {
        let d = 0;
        for (let k = 0; k < 4; k++) d = Math.max(d, Math.abs(one[i + k] - two[i + k]));
        if (d > tol) differ++;
        if (one[i + 3] > 0) painted++;
        largest = Math.max(largest, d);
    }
    const pixels = one.length / 4;
    return {differ: differ / pixels, largest, painted: painted / pixels};
}"""


def reference_round_rect(c, box, radius):
    r = max(0.0, min(radius, box.w / 2, box.h / 2))
    c.reference_round_rect(box.x, box.y, box.w, box.h, r)


def unrounded(value):
    return value.tolist() if hasattr(value, "tolist") else value


def as_js(ops):
    return [[op[0], op[1], list(op[2]) if op[0] == "call" else op[2]] for op in ops]


@pytest.fixture
def page(browser):
    page = L.new_page(browser)
    page.set_content("<html><body></body></html>")
    yield page
    page.context.close()


@pytest.mark.parametrize("module, name", BOARDS)
def test_a_board_drawn_with_the_lighter_commands_looks_as_before(page, monkeypatch, module,
                                                                 name):
    drawing = importlib.import_module(module)
    board = getattr(drawing, name)()
    # A board's cached recordings are made afresh (an earlier test in this process may
    # have recorded them with a spy), then again with the reference commands, and
    # forgotten after them.
    clear_caches = getattr(drawing, "clear_caches", lambda: None)
    clear_caches()
    sent = full_repaint(board)
    with monkeypatch.context() as m:
        m.setattr(D, "round_rect", reference_round_rect)
        m.setattr(D, "_plain", unrounded)
        clear_caches()
        try:
            reference = full_repaint(board)
        finally:
            clear_caches()
    assert any(op[1] == "reference_round_rect" for op in reference) == \
        any(op[1] == "arc_to" for op in sent)
    result = page.evaluate(REPLAY_AND_COMPARE_JS,
                           [board.WIDTH, board.HEIGHT, as_js(sent), as_js(reference), 24])
    assert result["painted"] > 0.5, f"{name}: the board drew almost nothing: {result}"
    # Measured: 0 to 0.011 % of the pixels differ (antialiasing at a few edges); one
    # corner's arc left out of every rounded rectangle makes 0.035 % to 0.3 % differ.
    assert result["differ"] < 0.0002, f"{name}: {result}"


def test_the_comparison_sees_a_rectangle_moved_by_one_pixel(page):
    """The check above can fail: one rounded rectangle a pixel to the right differs."""
    from widgets.geometry import Rect

    def drawing(x):
        r = D.Recorder()
        D.fill_round_rect(r, Rect(x, 10, 200, 120), 8, "#1c6dd0")
        return as_js(r.ops)

    same = page.evaluate(REPLAY_AND_COMPARE_JS, [300, 200, drawing(10), drawing(10), 24])
    moved = page.evaluate(REPLAY_AND_COMPARE_JS, [300, 200, drawing(10), drawing(11), 24])
    assert same["differ"] == 0
    assert moved["differ"] > 0.001


def test_the_canvas_frames_benchmark_page_really_draws_what_it_times(page):
    """``benchmarks/canvas_frames.py`` times a text change followed by a canvas change;
    its page must draw the sites on the canvas the page shows, in every variant's set-up,
    or its figures would time nothing."""
    bench = load("canvas_frames")
    blue = "(() => { const c = document.querySelector('#box canvas');" \
           " const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;" \
           " let n = 0; for (let i = 0; i < d.length; i += 4)" \
           " if (d[i + 2] > 150 && d[i] < 120 && d[i + 3] > 200) n++; return n; })()"
    for name, (setup, follow) in bench.VARIANTS.items():
        page.set_content(bench.PAGE)
        page.evaluate("(m) => setup(m)", setup)
        assert page.evaluate(blue) == 0, name
        bench.click(page, follow)
        page.wait_for_timeout(60)
        assert page.evaluate("document.getElementById('text').textContent").startswith(
            "explanation"), name
        drawn = page.evaluate(blue)
        if follow is None or setup.get("sites") == 0:
            assert drawn == 0, name
        else:
            assert drawn > 500, (name, drawn)
