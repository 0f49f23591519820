"""``make hub``: a class served by JupyterHub, signed in to in a real browser.

One hub (``scripts/hub.py``, as ``make hub`` starts it, on a free port) for a class of a
teacher and two students, made for this module and removed after it (accounts, homes,
processes). Two students sign in through the hub's login page, each in a browser context
of their own; each gets a server of their own, running as their own system account, with
their own copy of the course. The first plays a move on the course's first board in
JupyterLab, the second in Voila (app mode), both through the proxy; each reads the
explanation the same board built here gives for that move. Then the first student's
kernel tries to read the second's home and files (PermissionError), and the first
student's browser and token ask the hub for the second's server (refused).

Runs as root only (it creates system accounts), with ``configurable-http-proxy``
(``make hub`` or ``make test`` installs it with npm into ``.venv/node/``): skipped
otherwise, failed instead under ``RULES_TUTOR_REQUIRE_BROWSER=1`` or ``CI=true``.
"""

from __future__ import annotations

import json
import pwd
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from . import classhub as H
from . import lab as L
from .test_classroom import clicks_for_a_legal_move, wait_all_rendered

pytestmark = [pytest.mark.browser, pytest.mark.exhaustive]   # about a minute: CI runs it

TEACHER, STUDENT1, STUDENT2 = "rt-teacher", "rt-student1", "rt-student2"
STUDENT3 = "rt-student3"             # the class benchmark's wire student
CLASS = f"teacher={TEACHER} students={STUDENT1},{STUDENT2},{STUDENT3}"
GAME = "flaming_pyramids"
SIGN_IN_MS = 180_000


def course_path(home: Path) -> str:
    """The course's path in the student's copy, relative to the home's course folder."""
    return H.course_path(home / H.hub_script().COURSE_DIR, GAME)


@dataclass
class StudentLab:
    """What the page helpers of ``lab.py`` need of a server: one student's, via the hub."""

    hub: H.ClassHub
    user: str

    def notebook_url(self, name: str) -> str:
        return self.hub.user_url(self.user, f"lab/tree/{H.hub_script().COURSE_DIR}/{name}?reset")

    def delete_sessions(self) -> None:       # each student's server is new: nothing to do
        pass


def sign_in(page: Any, hub: H.ClassHub, user: str) -> None:
    """Sign in on the hub's login page; wait until the student's own server answers."""
    page.goto(f"{hub.url}hub/login")
    page.locator("#username_input").fill(user)
    page.locator("#password_input").fill(hub.passwords[user])
    page.locator("#login_submit").click()
    page.wait_for_url(re.compile(rf"/user/{re.escape(user)}/"), timeout=SIGN_IN_MS,
                      wait_until="commit")


def require_the_hub() -> None:
    """Skip a hub test where the hub cannot run (not root, no proxy), or fail it where the
    browser tests are required (``RULES_TUTOR_REQUIRE_BROWSER=1``, CI)."""
    reason = H.missing_reason()
    if reason is not None:
        if L.browser_required():
            pytest.fail(f"the hub test is required here ({L.REQUIRE_ENV}=1 or CI=true) but "
                        f"cannot run: {reason}", pytrace=False)
        pytest.skip(f"hub test skipped: {reason}")


@pytest.fixture(scope="module")
def hub(browser: Any) -> Iterator[H.ClassHub]:
    require_the_hub()
    with H.class_hub(CLASS, singleuser_args=["--LabApp.expose_app_in_browser=True"],
                     lab_settings=L.LAB_SETTINGS,
                     log_copy=L.ARTIFACTS_DIR / "browser" / "jupyterhub.log") as server:
        yield server


@pytest.fixture(scope="module")
def lab_student(browser: Any, hub: H.ClassHub) -> Iterator[tuple[Any, str]]:
    """Student 1 signed in, the course open in their JupyterLab: (page, course path)."""
    page = L.new_page(browser, timeout_ms=SIGN_IN_MS)
    try:
        sign_in(page, hub, STUDENT1)
        rel = course_path(hub.home(STUDENT1))
        L.open_notebook(page, StudentLab(hub, STUDENT1), rel, timeout_ms=SIGN_IN_MS)
        yield page, rel
    finally:
        L.screenshot(page, "hub.student1.lab")
        page.context.close()


@pytest.fixture(scope="module")
def voila_student(browser: Any, hub: H.ClassHub) -> Iterator[Any]:
    """Student 2 signed in (their server started): the page."""
    page = L.new_page(browser, timeout_ms=SIGN_IN_MS)
    try:
        sign_in(page, hub, STUDENT2)
        yield page
    finally:
        L.screenshot(page, "hub.student2.voila")
        page.context.close()


def test_each_student_has_a_private_home_with_a_copy_of_the_course(hub):
    for user in hub.students:
        home = hub.home(user)
        entry = pwd.getpwnam(user)
        assert home.stat().st_mode & 0o777 == 0o700, f"{home} is not private"
        notebook = home / H.hub_script().COURSE_DIR / course_path(home)
        assert notebook.stat().st_uid == entry.pw_uid, f"{notebook} is not {user}'s"
        assert notebook.read_bytes() == (L.NOTEBOOKS_DIR / course_path(home)).read_bytes()


def test_a_student_plays_the_first_board_in_jupyterlab_through_the_proxy(lab_student, hub):
    page, rel = lab_student
    assert page.url.startswith(hub.user_url(STUDENT1))
    cell, board = L.first_board(L.NOTEBOOKS_DIR / rel)
    clicks, expect = clicks_for_a_legal_move(board)
    L.run_cells(page, 0, cell)
    shown = L.cell_locator(page, cell)             # scrolled to: its board comes alive
    L.canvas(page, shown.locator(L.CANVAS).first)
    L.wait_boards_settled(page)                    # and so do its neighbours
    loc = L.canvas(page, shown.locator(L.CANVAS).first)
    area, text = L.play_clicks(page, loc, clicks, expect)
    assert "Internal error" not in text
    L.save_output(area, "hub.student1.lab.after-move")


def test_a_student_plays_the_first_board_in_voila_through_the_proxy(voila_student, hub):
    page = voila_student
    rel = course_path(hub.home(STUDENT2))
    page.goto(hub.user_url(STUDENT2, f"voila/render/{H.hub_script().COURSE_DIR}/{rel}"))
    wait_all_rendered(page)
    assert "403" not in page.title() and "404" not in page.title()
    loc = L.canvas(page, L.first_board_canvas(page), timeout_ms=120_000)
    _, board = L.first_board(L.NOTEBOOKS_DIR / rel)
    clicks, expect = clicks_for_a_legal_move(board)
    area, text = L.play_clicks(page, loc, clicks, expect)
    assert "Internal error" not in text
    L.save_output(area, "hub.student2.voila.after-move")


_JS_EXECUTE = """async (code) => {
    const panel = window.jupyterapp.shell.currentWidget;
    const kernel = panel.sessionContext.session.kernel;
    const future = kernel.requestExecute({ code, store_history: false });
    let out = '', error = null;
    future.onIOPub = (msg) => {
        if (msg.header.msg_type === 'stream') out += msg.content.text;
        if (msg.header.msg_type === 'error') error = msg.content.ename + ': ' + msg.content.evalue;
    };
    await future.done;
    return { out, error };
}"""

_PROBE = """
import getpass, json, os
home = os.path.expanduser("~")
found = {"user": getpass.getuser(), "home": home,
         "own file writable": os.access(os.path.join(home, %(own)r), os.W_OK)}
for what, path in (("other home", %(home)r), ("other file", %(file)r)):
    try:
        if os.path.isdir(path) or what == "other home":
            os.listdir(path)
        else:
            open(path, "rb").read(1)
        found[what] = "read"
    except PermissionError:
        found[what] = "PermissionError"
    except OSError as exc:
        found[what] = type(exc).__name__
print(json.dumps(found))
"""


def test_a_students_kernel_runs_as_that_student_and_cannot_read_another_students_files(
        lab_student, hub):
    page, rel = lab_student
    other = hub.home(STUDENT2)
    course = H.hub_script().COURSE_DIR
    code = _PROBE % {"own": f"{course}/{rel}", "home": str(other),
                     "file": str(other / course / course_path(other))}
    reply = page.evaluate(_JS_EXECUTE, code)
    assert reply["error"] is None, reply
    found = json.loads(reply["out"])
    assert found["user"] == STUDENT1
    assert found["home"] == str(hub.home(STUDENT1))
    assert found["own file writable"] is True
    assert found["other home"] == "PermissionError"
    assert found["other file"] == "PermissionError"


def test_the_hub_refuses_a_student_the_other_students_server(lab_student, voila_student, hub):
    page, _ = lab_student
    token1, token2 = hub.token(STUDENT1), hub.token(STUDENT2)
    hub.start_server(STUDENT2, token2)           # running: the refusal is not "not started"
    contents = f"api/contents/{H.hub_script().COURSE_DIR}"
    # each student's token opens their own server ...
    assert hub.request("GET", hub.user_url(STUDENT1, contents), token=token1)[0] == 200
    assert hub.request("GET", hub.user_url(STUDENT2, contents), token=token2)[0] == 200
    # ... and not the other's: neither the server nor the hub's record of it
    status, _ = hub.request("GET", hub.user_url(STUDENT2, contents), token=token1)
    assert status == 403
    status, _ = hub.api("GET", f"users/{STUDENT2}", token=token1)
    assert status in (403, 404)
    status, _ = hub.api("DELETE", f"users/{STUDENT2}/server", token=token1)
    assert status in (403, 404)
    # the signed-in browser of student 1, sent to student 2's JupyterLab, is refused too
    # (student 2's server is on an origin of its own: the hub refuses to let it in)
    tab = page.context.new_page()
    try:
        answer = tab.goto(hub.user_url(STUDENT2, "lab"))
        assert answer.status == 403, (answer.status, answer.url)
        assert "rt-student2" not in tab.title()
    finally:
        tab.close()


def test_the_teacher_is_the_hubs_admin(hub):
    token = hub.token(TEACHER)
    status, users = hub.api("GET", "users", token=token)
    assert status == 200
    admin = {u["name"]: u["admin"] for u in users}
    assert admin == {TEACHER: True, STUDENT1: False, STUDENT2: False, STUDENT3: False}


def test_a_wire_student_signs_in_waits_for_its_server_and_opens_the_course_once(hub):
    """benchmarks/class_wire.py through the real hub: the login form, the waiting page's
    progress stream, the OAuth round trip, then the course in Voila on the student's own
    server, asked for once (one kernel), and clicks answered through the proxy."""
    import asyncio
    import concurrent.futures
    import time
    from test_benchmark_scripts import load
    class_load = load("class_load")
    args = class_load.parse_args(["--clicks", "2", "--interval", "0.05", "--first-timeout", "240"])
    _, plan, _ = class_load.course_plan(GAME, args)
    rel = course_path(hub.home(STUDENT3))
    url = hub.user_url(STUDENT3, f"voila/render/{H.hub_script().COURSE_DIR}/{rel}")
    student = class_load.Student(STUDENT3)
    opening = class_load.wire.run_wire_student(student, url, plan, time.time(),
                                               (STUDENT3, hub.passwords[STUDENT3]))
    # a thread of its own: the browser's driver runs an event loop in this one
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, opening).result()
    assert student.error is None
    assert 0 < student.ready_s <= student.board_s <= student.interactive_s
    assert len(student.latencies) == 2 and student.timeouts == 0
    kernels = [p for p in class_load.users_processes([STUDENT3]) if class_load._is_kernel(p)]
    assert len(kernels) == 1, "the page was asked for more than once"
    # Its kernel talks over Unix sockets in the student's own folder (scripts/hub.py,
    # kernel_sockets_dir): thirty servers choosing TCP ports at once lost one to a race.
    command = kernels[0].cmdline()
    connection = Path(command[command.index("-f") + 1])
    account = pwd.getpwnam(STUDENT3)
    assert connection.parent == hub.state / "kernels" / str(account.pw_uid)
    assert json.loads(connection.read_text(encoding="utf-8"))["transport"] == "ipc"
    assert connection.parent.stat().st_uid == account.pw_uid
    assert connection.parent.stat().st_mode & 0o777 == 0o700


#: A student's notebook whose output runs a script in whoever's browser shows it: it
#: tries what a script did when every server shared the hub's origin (read the hub's
#: anti-forgery token from /hub/home with the visitor's cookies, list the users, mint an
#: API token for another student, read that student's file with it), and writes what each
#: step got into the page.
_ATTACK_SCRIPT = r"""
(async () => {
  const seen = {origin: location.origin};
  const hub = location.origin.replace(/\/\/[^./]+\./, '//');   // the hub: no <user>. in front
  const step = async (name, run) => {
    try { seen[name] = await run(); } catch (e) { seen[name] = 'failed: ' + e; }
  };
  let xsrf = null, token = null;
  await step('hub home', async () => {
    const page = await (await fetch(hub + '/hub/home', {credentials: 'include'})).text();
    const found = page.match(/xsrf_token:\s*"([^"]+)"/);
    xsrf = found && found[1];
    return xsrf ? 'read the anti-forgery token' : 'no token in the page';
  });
  await step('users', async () => {
    const reply = await fetch(hub + '/hub/api/users?_xsrf=' + encodeURIComponent(xsrf || ''),
                              {credentials: 'include'});
    return reply.status + ' ' + (await reply.text()).slice(0, 200);
  });
  await step('token', async () => {
    const reply = await fetch(hub + '/hub/api/users/%(victim)s/tokens', {
      method: 'POST', credentials: 'include',
      headers: {'X-XSRFToken': xsrf || '', 'Content-Type': 'application/json'},
      body: JSON.stringify({expires_in: 600, note: 'stolen'})});
    const body = await reply.json().catch(() => ({}));
    token = body.token || null;
    return reply.status + (token ? ' minted a token' : '');
  });
  await step('secret', async () => {
    const origin = hub.replace('//', '//%(victim)s.');
    const url = '/user/%(victim)s/files/%(course)s/secret.txt';
    const headers = token ? {Authorization: 'token ' + token} : {};
    let reply = await fetch(origin + url, {headers, credentials: 'include'}).catch(() => null);
    if (!reply || reply.status !== 200)          // the servers on the hub's origin, as before
      reply = await fetch(hub + url, {headers, credentials: 'include'});
    const text = await reply.text();
    return text.includes('%(secret)s') ? 'READ: ' + text : reply.status + ' not read';
  });
  // a cookie for the hub and every server (cookie tossing): refused for a name below localhost
  document.cookie = 'rt-tossed=1; domain=' + new URL(hub).hostname + '; path=/';
  const out = document.getElementById('rt-attack');
  out.textContent = JSON.stringify(seen);
  out.dataset.done = '1';
})();
"""

SECRET = "the-secret-of-rt-student2"


def attack_notebook() -> str:
    script = _ATTACK_SCRIPT % {"victim": STUDENT2, "course": H.hub_script().COURSE_DIR,
                               "secret": SECRET}
    html = f"<div id=rt-attack></div><script>{script}</script>"
    code = f"from IPython.display import HTML\nHTML({html!r})"
    return json.dumps({"cells": [{"cell_type": "code", "execution_count": None, "id": "attack",
                                  "metadata": {}, "outputs": [], "source": code}],
                       "metadata": {"kernelspec": {"name": "python3", "language": "python",
                                                   "display_name": "Python 3"}},
                       "nbformat": 4, "nbformat_minor": 5})


def test_a_students_page_opened_by_the_teacher_cannot_reach_the_hub_or_another_student(
        browser, hub):
    """Every student's server shared the hub's origin: a student's notebook, opened by the
    teacher in Voila ("come and look at my board"), ran its script with the teacher's
    cookies, read the hub's anti-forgery token, minted a token for another student and read
    that student's file. Each server now has an origin of its own (<name>.localhost)."""
    course = H.hub_script().COURSE_DIR
    H.write_files_as_owner(hub.home(STUDENT1), {f"{course}/attack.ipynb": attack_notebook()})
    H.write_files_as_owner(hub.home(STUDENT2), {f"{course}/secret.txt": SECRET})
    teacher_token = hub.token(TEACHER)
    for user in (STUDENT1, STUDENT2):          # the victim's server is up: its file servable
        hub.start_server(user, teacher_token)
    status, before = hub.api("GET", f"users/{STUDENT2}/tokens", token=teacher_token)
    assert status == 200
    page = L.new_page(browser, timeout_ms=SIGN_IN_MS)
    try:
        sign_in(page, hub, TEACHER)
        page.goto(hub.user_url(STUDENT1, f"voila/render/{course}/attack.ipynb"))
        page.get_by_role("button", name="Authorize").click()      # the consent page
        done = page.locator("#rt-attack[data-done]")
        done.wait_for(timeout=120_000)
        seen = json.loads(done.text_content())
        tossed = [c for c in page.context.cookies() if c["name"] == "rt-tossed"]
    finally:
        L.screenshot(page, "hub.teacher.student-page")
        page.context.close()
    assert seen["origin"] == H.user_origin(hub.url, STUDENT1)     # the script did run
    assert "read the anti-forgery token" not in seen["hub home"], seen
    assert not seen["users"].startswith("200"), seen
    assert "minted" not in seen["token"], seen
    assert not seen["secret"].startswith("READ"), seen
    assert tossed == []                 # no cookie set by it reaches the hub or another server
    status, after = hub.api("GET", f"users/{STUDENT2}/tokens", token=teacher_token)
    assert [t for t in after["api_tokens"] if t.get("note") == "stolen"] == []
    assert len(after["api_tokens"]) == len(before["api_tokens"])


def _memory_group(pid: int) -> str:
    lines = Path(f"/proc/{pid}/cgroup").read_text().splitlines()
    return next(line.split(":", 2)[2] for line in lines if line.split(":")[1] in
                ("memory", ""))


def test_a_runaway_kernel_is_killed_at_its_students_memory_limit_and_nothing_else(hub):
    """One student could use up the machine's memory: each account's server and kernels
    now live in a cgroup of their own (scripts/student_limits.py) with the class's limits
    (by default 1 GiB, 1 core, 1024 tasks). A kernel that allocates past its student's
    limit is killed; its server, and everyone else, go on."""
    script = H.hub_script()
    limits = script.read_limits(**script.DEFAULT_LIMITS)
    token = hub.token(STUDENT3)
    hub.start_server(STUDENT3, token)
    quiet_pid = hub.run_in_a_new_kernel(STUDENT3, token, "import time; time.sleep(600)")
    (server_pid,) = [pid for pid, line in hub.processes_of(STUDENT3).items()
                     if "jupyterhub.singleuser" in line]
    top = script.cgroup_top(script.State(hub.state))
    for pid in (server_pid, quiet_pid):                 # the server and its kernels
        assert _memory_group(pid).endswith(f"/{top}/{STUDENT3}"), _memory_group(pid)
    # 1.5 GiB, every page written
    kernel_pid = hub.run_in_a_new_kernel(STUDENT3, token, "hog = b'x' * (3 * 2 ** 30 // 2)",
                                         confirm=False)
    found = script.student_limits.discover(top, create=False)
    assert found.usable, found.why
    folders = {k: Path(v) for k, v in found.prepare(STUDENT3, limits).folders.items()}
    if found.version == 1:
        assert int((folders["memory"] / "memory.limit_in_bytes").read_text()) == 1024 ** 3
        assert (folders["cpu"] / "cpu.cfs_quota_us").read_text().strip() == "100000"
        assert (folders["pids"] / "pids.max").read_text().strip() == "1024"
    deadline = time.monotonic() + 120
    while Path(f"/proc/{kernel_pid}").exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not Path(f"/proc/{kernel_pid}").exists(), "the runaway kernel was not killed"
    if found.version == 1:                  # by its group's out-of-memory killer
        oom = (folders["memory"] / "memory.oom_control").read_text()
        assert int(re.search(r"oom_kill (\d+)", oom).group(1)) >= 1, oom
    assert Path(f"/proc/{server_pid}").exists()                  # its server goes on,
    assert Path(f"/proc/{quiet_pid}").exists()                   # its other kernel too
    assert hub.request("GET", hub.user_url(STUDENT3, "api/status"), token=token)[0] == 200
    other = hub.token(STUDENT1)                                  # and so do the others
    hub.start_server(STUDENT1, other)                            # (running: nothing to do)
    assert hub.request("GET", hub.user_url(STUDENT1, "api/status"), token=other)[0] == 200


def test_a_stopped_server_leaves_none_of_its_students_processes_running(hub):
    """A kernel's children outlived the server: a runaway cell's multiprocessing pool went
    on spinning in the student's share of the machine after their server was stopped. The
    hub now kills whatever is left in the student's group when the server stops."""
    token = hub.token(STUDENT3)
    hub.start_server(STUDENT3, token)
    hub.run_in_a_new_kernel(STUDENT3, token, "import subprocess\n"
                            "subprocess.Popen(['sleep', '3600'], start_new_session=True)")
    deadline = time.monotonic() + 60
    while not (orphans := [pid for pid, line in hub.processes_of(STUDENT3).items()
                           if line.startswith("sleep 3600")]):
        assert time.monotonic() < deadline, "the kernel did not start its process"
        time.sleep(0.2)
    hub.stop_server(STUDENT3, hub.token(TEACHER))
    deadline = time.monotonic() + 60
    while hub.processes_of(STUDENT3) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert hub.processes_of(STUDENT3) == {}, orphans
