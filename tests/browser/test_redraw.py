"""The board repaints itself for a browser view created after it was drawn.

ipycanvas does not keep drawing commands: a view that appears after they were sent starts
blank. Two front ends create views like that, and the board must redraw everything from
its state when the view announces itself (``on_client_ready``):

- **Voilà** runs the notebook before the page has any view, so without the repaint the
  canvas stays blank for good;
- **a JupyterLab page reload** re-creates the view from the kernel's (still running)
  widget model.

Each test reads the displayed ``<canvas>`` back (a ``MultiCanvas`` is ONE element with its
layers composited on it) and checks that it shows this board: enough painted pixels and
colours, the sand of the background layer, and the fill colours of known tiles at their
places in the layout (computed here from the same position). It then hovers a site with a
tile picked and reads the verdict in the explanation panel, proving the view is wired to
the kernel. The pixel check is itself checked against a blank canvas and a canvas painted
with the background only, both made in the page.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from widgets.server import CONNECTION_CLASS

from . import lab as L
from .pixels import make_canvas, region, wait_passing
from .pixels import pixel_stats as canvas_pixel_stats
from .test_flaming_pyramids import BoardDriver

pytestmark = pytest.mark.browser

POSITION = "fp1 players=2 turn=1 pyramid=0:R10,G20,M,Y2 hands=B20,G6,Y40,B120,Tb|R2 piles=-|-"
BOARD_CELL = (
    "from widgets.games.flaming_pyramids import FlamingPyramidsBoard\n"
    f'board = FlamingPyramidsBoard("{POSITION}")\n'
    "board"
)
COLLAPSE = "Y40 at (1,0) on R10 + G20 collapses"


# --------------------------------------------------------------------------- pixels

MIN_PAINTED = 0.05      # the board paints ~94 % of its canvas
MIN_COLOURS = 12        # ~390 distinct colours on this board
MIN_TILE_SHARE = 0.30   # share of a tile's box in its fill colour (the rest: text, texture)
MIN_SKY_SHARE = 0.90    # the empty top of the board is plain sand


def board_regions() -> list[dict[str, Any]]:
    """Places of the board that must show given colours: the sand of the background layer
    and three tiles of the pieces layer (two on the pyramid, one in the hand)."""
    from widgets.games.flaming_pyramids.board import BOARD_AREA, FILL, HAND, SAND, FlamingPyramidsBoard
    from widgets.geometry import Rect
    from tutor.flaming_pyramids.state import Colour

    geo = FlamingPyramidsBoard(POSITION).geo
    return [
        region("sky (background layer)", Rect(BOARD_AREA.x + 40, BOARD_AREA.y + 20, 200, 80), SAND),
        region("R10 at (0,0)", geo.rect((0, 0)), FILL[Colour.R]),
        region("G20 at (0,1)", geo.rect((0, 1)), FILL[Colour.G]),
        region("Y40 in the hand", HAND.rect(2), FILL[Colour.Y]),
    ]


def raised_strip(slot: int) -> dict[str, Any]:
    """The strip just above hand slot ``slot``: tray colour, or the tile's fill when the
    tile is picked (a picked tile is drawn RAISE pixels higher)."""
    from widgets.games.flaming_pyramids.board import FILL, HAND, RAISE
    from widgets.geometry import Rect
    from tutor.flaming_pyramids.state import Colour

    box = HAND.rect(slot)   # left: the colour letter, right: the material icon
    return region("raised Y40", Rect(box.x + 16, box.y - RAISE + 4, box.w - 36, RAISE - 5),
                  FILL[Colour.Y])


def pixel_stats(handle: Any, regions: list[dict[str, Any]]) -> dict[str, Any]:
    """:func:`.pixels.pixel_stats` on a canvas of this board (a Locator or a JSHandle of a
    ``<canvas>``)."""
    from widgets.games.flaming_pyramids import FlamingPyramidsBoard

    return canvas_pixel_stats(handle, FlamingPyramidsBoard.WIDTH, regions)


def assert_board_drawn(stats: dict[str, Any]) -> None:
    """Fail unless the pixel statistics show this board (background and pieces)."""
    problems = []
    if stats["painted"] <= MIN_PAINTED:
        problems.append(f"only {stats['painted']:.1%} of the pixels are painted")
    if stats["colours"] < MIN_COLOURS:
        problems.append(f"only {stats['colours']} distinct colours")
    for name, share in stats["regions"].items():
        least = MIN_SKY_SHARE if name.startswith("sky") else MIN_TILE_SHARE
        if share < least:
            problems.append(f"{name}: {share:.0%} of its pixels in the expected colour (< {least:.0%})")
    assert not problems, "the board is not drawn: " + "; ".join(problems) + f" ({stats})"


def wait_board_drawn(loc: Any, *, timeout_s: float = 15) -> dict[str, Any]:
    """Poll the canvas until :func:`assert_board_drawn` passes (the repaint arrives a few
    frames after the view); raise its last failure on timeout. Returns the statistics."""
    regions = board_regions()

    def drawn() -> dict[str, Any]:
        stats = pixel_stats(loc, regions)
        assert_board_drawn(stats)
        return stats

    return wait_passing(drawn, timeout_s=timeout_s)


def wait_share(loc: Any, region: dict[str, Any], least: float, *, timeout_s: float = 10) -> float:
    """Poll until ``region`` of the canvas is at least ``least`` in its colour; returns the
    share (the last one seen on timeout: the caller asserts)."""
    deadline = time.monotonic() + timeout_s
    while True:
        share = pixel_stats(loc, [region])["regions"][region["name"]]
        if share >= least or time.monotonic() > deadline:
            return share
        time.sleep(0.1)


def assert_check_detects_blank(page: Any) -> None:
    """The pixel check fails on a blank canvas and on one with only the background."""
    from widgets.games.flaming_pyramids.board import BOARD_AREA, SAND, FlamingPyramidsBoard

    regions = board_regions()
    size = [FlamingPyramidsBoard.WIDTH, FlamingPyramidsBoard.HEIGHT]
    stats = pixel_stats(make_canvas(page, *size), regions)
    assert stats["painted"] == 0 and stats["colours"] == 0, stats
    with pytest.raises(AssertionError, match="only 0.0% of the pixels are painted"):
        assert_board_drawn(stats)
    background_only = pixel_stats(make_canvas(page, *size, [(BOARD_AREA, SAND)]), regions)
    with pytest.raises(AssertionError, match="R10 at"):
        assert_board_drawn(background_only)


# --------------------------------------------------------------------------- Voilà


@contextlib.contextmanager
def voila_server(notebook_cells: list[str], *, startup_timeout: float = 60) -> Iterator[str]:
    """Serve a notebook of ``notebook_cells`` with Voilà; yields the page URL.

    127.0.0.1 and a free port, isolated Jupyter directories, the repository importable in
    the kernel (PYTHONPATH). Voilà needs no flag to run as root. Its kernels run in
    process groups of their own: Voilà shuts them down on SIGTERM, so the server is
    stopped with SIGTERM first (SIGKILL only if it hangs). The log is copied to
    ``artifacts/browser/voila.log``.
    """
    with tempfile.TemporaryDirectory(prefix="rules-tutor-voila-") as tmp:
        tmp_path = Path(tmp)
        root = tmp_path / "notebooks"
        root.mkdir()
        (root / "board.ipynb").write_text(json.dumps(L.make_notebook(notebook_cells)), encoding="utf-8")
        state = tmp_path / "state"
        env = L._isolated_env(state)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(L.REPO_ROOT), env.get("PYTHONPATH", "")) if p)
        log_path = tmp_path / "voila.log"
        proc = None
        try:
            for _attempt in range(3):  # a free port can be taken between probe and bind
                port = L.free_port()
                with open(log_path, "ab") as log:
                    proc = subprocess.Popen(
                        [sys.executable, "-m", "voila", "board.ipynb",
                         "--no-browser",
                         "--Voila.ip=127.0.0.1",
                         f"--port={port}",
                         "--Voila.port_retries=0",
                         "--show_tracebacks=True",
                         f"--Voila.connection_dir_root={state}",
                         f"--Voila.kernel_websocket_connection_class={CONNECTION_CLASS}"],
                        cwd=root, env=env, stdin=subprocess.DEVNULL, stdout=log,
                        stderr=subprocess.STDOUT, start_new_session=True,
                    )
                if _wait_listening(proc, port, startup_timeout):
                    break
                L._kill_group(proc, 5)
                proc = None
            if proc is None:
                tail = "\n".join(log_path.read_text(errors="replace").splitlines()[-40:])
                raise RuntimeError(f"Voilà did not start\n--- log ---\n{tail}")
            yield f"http://127.0.0.1:{port}/"
        finally:
            if proc is not None:
                L._kill_group(proc, 15)
            if log_path.exists():
                copy = L.ARTIFACTS_DIR / "browser" / "voila.log"
                copy.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(log_path, copy)


def _wait_listening(proc: subprocess.Popen, port: int, timeout: float) -> bool:
    """True once the port accepts connections (Voilà has no cheap status endpoint: a GET
    of the page would start a kernel); False if the process exits or time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
        time.sleep(0.1)
    return False


@pytest.fixture()
def voila_page(request: pytest.FixtureRequest, browser: Any) -> Iterator[Any]:
    page = L.new_page(browser)
    try:
        yield page
    finally:
        rep = getattr(request.node, "rep_call", None)
        if rep is not None and rep.failed:
            with contextlib.suppress(Exception):
                L.screenshot(page, request.node.name)
            console = L.ARTIFACTS_DIR / "browser" / f"{L.safe_name(request.node.name)}.console.txt"
            console.parent.mkdir(parents=True, exist_ok=True)
            console.write_text("\n".join(page.console_lines) + "\n", encoding="utf-8")
        page.context.close()


def test_voila_draws_the_board_and_explains_a_hover(voila_page):
    page = voila_page
    with voila_server([BOARD_CELL]) as url:
        page.goto(url, wait_until="domcontentloaded", timeout=90_000)
        loc = L.canvas(page, 0, timeout_ms=90_000)
        assert_check_detects_blank(page)
        wait_board_drawn(loc)

        board = BoardDriver(page, 0, POSITION)
        board.pick("Y40")
        text = board.hover((1, 0), COLLAPSE)
        assert "weight 40 > 10 + 20 = 30: too heavy (FP-BUILD-2)" in text
        L.screenshot(page, "redraw_voila")


# --------------------------------------------------------------------------- JupyterLab


def _reload_notebook(page: Any) -> None:
    """Reload the page; wait until the notebook is open again and its kernel idle."""
    page.reload(wait_until="domcontentloaded")
    page.wait_for_function(
        """() => { const a = window.jupyterapp;
            const p = a && a.shell && a.shell.currentWidget;
            return !!(p && p.context && p.context.isReady && p.content); }""",
        timeout=90_000,
    )
    L.wait_kernel_idle(page)


def test_lab_page_reload_redraws_the_board_from_the_kernel_state(lab, lab_page):
    page = lab_page
    name = "_redraw.ipynb"
    lab.write_notebook(name, [BOARD_CELL])
    L.open_notebook(page, lab, name)
    L.run_all_cells(page)
    wait_board_drawn(L.canvas(page, 0))
    kernel = [s["kernel"]["id"] for s in lab.sessions()]

    board = BoardDriver(page, 0, POSITION)
    strip = raised_strip(2)
    assert pixel_stats(board.loc, [strip])["regions"]["raised Y40"] < 0.05   # tray colour
    board.pick("Y40")                    # state the kernel keeps across the reload
    raised = wait_share(board.loc, strip, 0.9)
    assert raised >= 0.9, f"the picked tile is not drawn raised ({raised:.0%} of the strip yellow)"

    # The widget output must be in the saved file for the reloaded page to show a view.
    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    _reload_notebook(page)
    assert [s["kernel"]["id"] for s in lab.sessions()] == kernel, "the reload started a new kernel"

    loc = L.canvas(page, 0)
    wait_board_drawn(loc)
    raised = wait_share(loc, strip, 0.9)
    assert raised >= 0.9, f"the repaint lost the picked tile ({raised:.0%} of the strip yellow)"

    board = BoardDriver(page, 0, POSITION)
    text = board.hover((1, 0), COLLAPSE)   # no new pick: the selection survived the reload
    assert "R10 and G20 will be buried under Player 1's pile" in text
    L.screenshot(page, "redraw_lab_after_reload")
