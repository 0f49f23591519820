"""``make classroom``: the welcome page and every course as apps (Voilà, no code cells),
linked both ways, in a real browser.

One server (``scripts/classroom.py``, as ``make classroom`` starts it) on a temporary copy
of ``notebooks/``. The test opens the welcome page, follows its link to each game, plays a
move on the game's first board by clicking where the board's own layout puts it (the same
board built here from the notebook's cells gives the pixels and the explanation to
expect), reads the explanation, and follows the game's "← welcome page" link back. (The
welcome page's games table is a cell's output, whose links open in a tab of their own, as
output links do in JupyterLab; the lessons' links are the notebook's text and stay in the
tab.) A
second test checks that a port already taken is not reported as the one listened on.
"""

from __future__ import annotations

import contextlib
import re
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

from widget_support import key_pixels

from . import lab as L

pytestmark = pytest.mark.browser

SCRIPT = L.REPO_ROOT / "scripts" / "classroom.py"
GAMES = ("flaming_pyramids", "oh_hell", "pook", "kingdom_builder", "bang", "big_monster",
         "fruit_picking", "sagani", "ark_nova")
STRIDE = 6


@contextlib.contextmanager
def classroom(port: int) -> Iterator[tuple[str, subprocess.Popen]]:
    """The classroom server on a copy of the notebooks; yields (printed welcome URL, proc)."""
    with tempfile.TemporaryDirectory(prefix="rules-tutor-classroom-") as tmp:
        root = Path(tmp) / "notebooks"
        shutil.copytree(L.REPO_ROOT / "notebooks", root,
                        ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        env = L._isolated_env(Path(tmp) / "state")
        env["PYTHONPATH"] = str(L.REPO_ROOT)
        proc = subprocess.Popen([sys.executable, str(SCRIPT), "--port", str(port),
                                 "--root", str(root)], env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                start_new_session=True)
        try:
            url = None
            deadline = time.monotonic() + 60
            lines = []
            while time.monotonic() < deadline and url is None:
                line = proc.stdout.readline()
                if not line and proc.poll() is not None:
                    break
                lines.append(line)
                found = re.search(r"Classroom \(app mode\): (\S+)", line)
                url = found.group(1) if found else None
            assert url, "the classroom script printed no address:\n" + "".join(lines)
            listening = int(re.search(r":(\d+)/", url).group(1))
            _wait_listening(listening, proc)
            yield url, proc
        finally:
            L._kill_group(proc, 15)


def _wait_listening(port: int, proc: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert proc.poll() is None, "the classroom server exited"
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
            return
        time.sleep(0.2)
    raise AssertionError(f"nothing listens on the printed port {port}")


def first_board(game: str, lang: str) -> Any:
    """The first board of the ``lang`` notebook of ``game``, built from its own cells."""
    from widgets import courses
    return L.first_board(courses.notebook_path(game, lang))[1]


def wait_all_rendered(tab: Any, timeout: float = 240) -> None:
    """Until Voila has run every cell (the page's load event), the first board is scrolled
    to as a reader reaches it (a course may open with more than a screen of text above
    it: its board then comes alive only when reached), and no new canvas has appeared for
    2 s: the boards reached have rendered (the first board's canvas is then found by
    :func:`lab.first_board_canvas`, whatever order they came in)."""
    tab.wait_for_load_state("load", timeout=timeout * 1000)
    tab.locator(".rt-boardbox").first.scroll_into_view_if_needed(timeout=timeout * 1000)
    deadline = time.monotonic() + timeout
    count, since = -1, time.monotonic()
    while time.monotonic() < deadline:
        now = tab.locator(L.CANVAS).count()
        if now != count:
            count, since = now, time.monotonic()
        elif count > 0 and time.monotonic() - since >= 2:
            return
        time.sleep(0.25)
    raise AssertionError(f"the page's boards never finished rendering ({count} canvases)")


def clicks_for_a_legal_move(board: Any) -> tuple[list[tuple[int, int]], str]:
    """Canvas pixels to click (a pick first if the move needs one) to play a legal move on
    ``board``, and the first line of the explanation it then shows (the board is left
    after the move, as the page will be)."""
    from tutor.core import Partial
    session = board.session
    pixels = key_pixels(board, STRIDE)
    for pick in [None] + [k for k in pixels if session.picks_only(k)]:
        if pick is not None:
            board.click(*pixels[pick])
        for key, pixel in key_pixels(board, STRIDE).items():
            if session.picks_only(key):
                continue
            move = session.key_move(key)
            if move is None or isinstance(move, Partial):
                continue
            if session.module.check(session.state, move).legal:
                board.click(*pixel)
                clicks = [pixels[pick], pixel] if pick is not None else [pixel]
                return clicks, board.explanation_text.splitlines()[0]
    raise AssertionError("no pixel of the first board plays a legal move")


@pytest.mark.exhaustive         # nine whole courses rendered by Voila: CI runs it
def test_the_language_is_chosen_once_and_every_course_links_back_and_each_board_plays(browser):
    """The teacher picks French on the first page; from then on the welcome page, the rule
    reference, every course and every board's explanation are French, and each course's
    "← welcome page" link leads back to the French welcome page."""
    with classroom(L.free_port()) as (url, _proc):
        assert url.endswith("/voila/render/index.ipynb")
        page = L.new_page(browser, timeout_ms=90_000)
        try:
            page.goto(url)
            page.get_by_role("link", name=re.compile("English")).first.wait_for()
            L.screenshot(page, "classroom.choose-language")
            page.get_by_role("link", name=re.compile("Français")).first.click()
            page.wait_for_url(re.compile(r"/voila/render/fr/index\.ipynb"), wait_until="commit")
            page.get_by_text("Apprendre, enseigner et vérifier les règles").first.wait_for()
            L.screenshot(page, "classroom.welcome")
            # the rule reference: search a word, open a board on the first match
            box = page.get_by_placeholder(re.compile("Chercher une règle"))
            box.fill("Piggy")
            page.get_by_text("POOK-COMP-2 — Piggy.").first.wait_for()
            page.get_by_role("button", name="Voir sur un plateau").click()
            L.canvas(page, 0, timeout_ms=60_000)
            L.screenshot(page, "classroom.reference", full_page=True)
            for game in GAMES:
                # the games table is an output: its links open a tab of their own
                link = page.locator(f'a[href$="{game}.ipynb"]').first
                with page.expect_popup() as opened:
                    link.click()
                tab = opened.value
                tab.set_default_timeout(90_000)
                tab.wait_for_url(re.compile(rf"/voila/render/fr/{game}\.ipynb"), wait_until="commit")
                wait_all_rendered(tab)
                loc = L.canvas(tab, L.first_board_canvas(tab), timeout_ms=120_000)
                assert "403" not in tab.title()
                clicks, expect = clicks_for_a_legal_move(first_board(game, "fr"))
                area, text = L.play_clicks(tab, loc, clicks, expect)
                assert "Internal error" not in text and "Erreur interne" not in text
                L.save_output(area, f"classroom.{game}.after-move")
                tab.locator('a[href$="index.ipynb"]').first.click()   # back, in the same tab
                tab.wait_for_url(re.compile(r"/voila/render/fr/index\.ipynb"), wait_until="commit")
                tab.get_by_text("Apprendre, enseigner et vérifier les règles").first.wait_for()
                tab.close()
        finally:
            page.context.close()


def test_a_port_in_use_is_not_printed_as_the_one_listened_on():
    with contextlib.closing(socket.socket()) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        with classroom(busy) as (url, proc):
            port = int(re.search(r":(\d+)/", url).group(1))
            assert port != busy
            with socket.create_connection(("127.0.0.1", port), 5):
                pass
