"""``make hub HEAT=<course>``: the class's servers started before the class, each with a
kernel that has run the course, signed in to in a real browser.

One hub (``scripts/hub.py --heat flaming_pyramids``) for a teacher and one student. Its
service ``class-heater`` starts the student's server before anyone signs in, with one
kernel heated for the course (``widgets.server.HeatedPageKernelManager``). The student then
signs in through the link the hub prints, gets that kernel's page (the server says
"Using pre-heated kernel"), and plays a move on the first board. Root only, like
``test_hub.py``.
"""

from __future__ import annotations

import os
import pwd
import re
import time
from pathlib import Path
from collections.abc import Iterator
from typing import Any

import pytest

from . import classhub as H
from . import lab as L
from .test_classroom import clicks_for_a_legal_move, wait_all_rendered
from .test_hub import SIGN_IN_MS, require_the_hub

pytestmark = [pytest.mark.browser, pytest.mark.exhaustive]

TEACHER, STUDENT = "rt-heat-teacher", "rt-heat-student1"
GAME = "flaming_pyramids"
PAGE = f"{H.hub_script().COURSE_DIR}/en/{GAME}.ipynb"


@pytest.fixture(scope="module")
def hub(browser: Any) -> Iterator[H.ClassHub]:
    require_the_hub()
    with H.class_hub(f"teacher={TEACHER} students={STUDENT}",
                     singleuser_args=["--heat", GAME],
                     log_copy=L.ARTIFACTS_DIR / "browser" / "jupyterhub-heat.log") as server:
        yield server


def wait_in_log(hub: H.ClassHub, text: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while text not in hub.log_path.read_text(errors="replace"):
        if time.monotonic() > deadline:
            raise AssertionError(f"{text!r} not in the hub's log\n{hub.log_tail(60)}")
        time.sleep(0.5)


def test_the_class_heater_starts_the_students_server_with_the_course_heated(hub):
    wait_in_log(hub, f"class-heater: {STUDENT}: start", SIGN_IN_MS / 1000)
    wait_in_log(hub, f"Kernel pool of {PAGE} is filled", SIGN_IN_MS / 1000)
    log = hub.log_path.read_text(errors="replace")
    assert f"class-heater: {TEACHER}" not in log            # the students' servers only
    # the heater only starts servers, as the teacher may: it runs as the teacher, not root
    (heater,) = [pid for pid in os.listdir("/proc") if pid.isdigit()
                 and b"--heat-servers" in _cmdline(pid)]
    assert Path(f"/proc/{heater}").stat().st_uid == pwd.getpwnam(TEACHER).pw_uid


def _cmdline(pid: str) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def test_a_start_with_a_bad_page_to_heat_is_answered_400_with_the_reason(hub):
    """It was answered 500, with a traceback in the hub's log."""
    token = hub.token(TEACHER)
    for bad in ("../../etc/passwd.ipynb", 7):
        status, reply = hub.api("POST", f"users/{TEACHER}/server", token=token,
                                body={"heat": bad})
        assert status == 400, (status, reply)
        assert "heat: not a notebook below the server's root" in reply["message"]
    status, reply = hub.api("GET", f"users/{TEACHER}", token=token)
    assert status == 200 and not reply["servers"]               # nothing was started
    assert "Traceback" not in hub.log_path.read_text(errors="replace")


def test_the_student_signs_in_through_the_link_and_plays_on_the_heated_page(browser, hub):
    wait_in_log(hub, f"Kernel pool of {PAGE} is filled", SIGN_IN_MS / 1000)
    page = L.new_page(browser, timeout_ms=SIGN_IN_MS)
    try:
        page.goto(f"{hub.url}hub/login?next=/hub/user-redirect/voila/render/{PAGE}")
        page.locator("#username_input").fill(STUDENT)
        page.locator("#password_input").fill(hub.passwords[STUDENT])
        page.locator("#login_submit").click()
        # on the student's own origin (<name>.localhost), maybe with ?redirects=1
        page.wait_for_url(re.compile(rf"^{re.escape(H.user_origin(hub.url, STUDENT))}"
                                     rf"/user/{STUDENT}/voila/render/{re.escape(PAGE)}"),
                          timeout=SIGN_IN_MS, wait_until="commit")
        wait_all_rendered(page)
        assert "Using pre-heated kernel" in hub.log_path.read_text(errors="replace")
        loc = L.canvas(page, L.first_board_canvas(page), timeout_ms=120_000)
        _, board = L.first_board(L.NOTEBOOKS_DIR / f"en/{GAME}.ipynb")
        clicks, expect = clicks_for_a_legal_move(board)
        area, text = L.play_clicks(page, loc, clicks, expect)
        assert "Internal error" not in text
    finally:
        L.screenshot(page, "hub-heat.student")
        page.context.close()
