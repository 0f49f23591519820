"""The class hub's accounts, attacked as a student would (``scripts/hub.py``; root only).

A class of real system accounts is made with the hub script's own functions, in a state
folder of the test's. A student then does, in their own home and as themselves, what a
student's kernel can do (rename ``~/rules-tutor``, put a symbolic link to another folder in
its place, at any level), and the teacher starts the next lesson (the script's set-up runs
again, as root). Before, that made a root-owned folder the student's (with ``/etc``: root
on the machine) and the teacher's home the student's. Now the course is copied as the
student, and nothing outside the student's own files changes. ``--remove`` then removes
every account, even after such an attack, and stops a student's processes that fork in a
loop. Skipped where it cannot run (not root, no ``useradd``).
"""

from __future__ import annotations

import grp
import os
import pwd
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from test_hub import hub, snapshot

TEACHER, ANA, BOB = "rt-acc-teacher", "rt-acc-ana", "rt-acc-bob"
CLASS = f"teacher={TEACHER} students={ANA},{BOB}"

pytestmark = pytest.mark.skipif(
    os.geteuid() != 0 or shutil.which("useradd") is None,
    reason="the class hub's accounts are system accounts: root and useradd only")


def _exists(name: str) -> bool:
    return hub.find_account(name) is not None


def home_of(name: str) -> Path:
    return Path(pwd.getpwnam(name).pw_dir)


def as_student(name: str, script: str) -> subprocess.CompletedProcess:
    """``sh -c script`` as the student, in their home: what their kernel could run."""
    return subprocess.run(["sh", "-c", script], user=name, group=name, extra_groups=[],
                          cwd=home_of(name), env={"HOME": str(home_of(name)),
                                                  "PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True, check=True, timeout=60)


class Lesson:
    """The class and the teacher's set-up (what ``make hub`` does before it starts the
    hub), run as many times as the test likes."""

    def __init__(self, state: Path):
        self.roster = hub.parse_class(CLASS)
        self.state = hub.State(state)
        self.passwords: dict[str, str] = {}
        self.files = hub.course_files()

    def set_up(self) -> dict[str, hub.Account]:
        hub.check_accounts(self.roster)
        self.state.create()
        return {name: hub.ensure_account(name, self.roster.role(name), self.passwords,
                                         self.files) for name in self.roster.names}


@pytest.fixture
def lesson(tmp_path: Path) -> Iterator[Lesson]:
    left = [n for n in (TEACHER, ANA, BOB) if _exists(n)]
    if left:
        pytest.fail(f"accounts left over from an interrupted run: {left} (python "
                    f"scripts/hub.py --remove --class '{CLASS}')")
    made = Lesson(tmp_path / "state")
    try:
        made.set_up()
        yield made
    finally:
        hub.remove_class(made.roster, made.state)
        for name in (TEACHER, ANA, BOB):             # whatever a failed test left
            if _exists(name):
                subprocess.run(["userdel", "--remove", "--force", name], capture_output=True)


@pytest.fixture
def root_folder(tmp_path: Path) -> Path:
    """A folder of root's, like /etc, that no student may own or write."""
    folder = tmp_path / "root-owned"
    (folder / "en").mkdir(parents=True)
    (folder / "passwd").write_text("root:x:0:0\n", encoding="utf-8")
    for path in (tmp_path, folder, folder / "en"):
        path.chmod(0o755)
    return folder


def test_the_class_accounts_are_private_and_hold_their_own_course(lesson):
    for name in lesson.roster.names:
        home = home_of(name)
        entry = pwd.getpwnam(name)
        assert (home.stat().st_uid, home.stat().st_mode & 0o777) == (entry.pw_uid, 0o700)
        copy = home / hub.COURSE_DIR
        owners = {p.lstat().st_uid for p in [copy, *copy.rglob("*")]}
        assert owners == {entry.pw_uid}
        assert len([p for p in copy.rglob("*") if p.is_file()]) == len(lesson.files)


@pytest.mark.parametrize("planted", [hub.COURSE_DIR, f"{hub.COURSE_DIR}/en"])
def test_a_link_to_a_root_folder_in_place_of_the_course_stays_root_s(lesson, root_folder,
                                                                       planted):
    """The student renames the course and links a root folder in its place; the teacher
    starts the next lesson. The folder was made the student's, who then replaced its files
    (with /etc: root on the machine)."""
    as_student(ANA, f"mv ~/{planted} ~/moved && ln -s {root_folder} ~/{planted}")
    before = snapshot(root_folder)
    accounts = lesson.set_up()
    assert snapshot(root_folder) == before                  # owner, mode and bytes
    assert f"~/{planted} is not a folder (a link?): left as it is" in accounts[ANA].notes
    refused = subprocess.run(["sh", "-c", f"echo x > {root_folder}/passwd"], user=ANA,
                             group=ANA, extra_groups=[], capture_output=True, cwd="/")
    assert refused.returncode != 0
    assert (root_folder / "passwd").read_text(encoding="utf-8") == "root:x:0:0\n"


def test_a_link_to_the_teachers_home_leaves_the_teachers_home_as_it_was(lesson):
    """With the teacher's home as the target, the student owned the teacher's home and
    planted an IPython startup file that ran in the teacher's next kernel as the teacher."""
    teacher_home = home_of(TEACHER)
    as_student(ANA, f"mv ~/{hub.COURSE_DIR} ~/moved && ln -s {teacher_home} ~/{hub.COURSE_DIR}")
    as_student(BOB, f"rm ~/{hub.COURSE_DIR}/index.ipynb && "
                    f"ln -s {teacher_home}/.profile ~/{hub.COURSE_DIR}/index.ipynb")
    before = snapshot(teacher_home)
    lesson.set_up()
    assert snapshot(teacher_home) == before
    entry = pwd.getpwnam(TEACHER)
    assert (teacher_home.stat().st_uid, teacher_home.stat().st_mode & 0o777) == \
        (entry.pw_uid, 0o700)
    planted = subprocess.run(
        ["sh", "-c", f"mkdir -p {teacher_home}/.ipython/profile_default/startup"],
        user=ANA, group=ANA, extra_groups=[], capture_output=True, cwd="/")
    assert planted.returncode != 0 and "Permission denied" in planted.stderr.decode()


def test_the_copy_runs_as_the_student_with_only_the_students_groups(lesson):
    entry = pwd.getpwnam(ANA)
    seen = hub.run_as(entry, lambda: (os.getuid(), os.geteuid(), os.getgid(),
                                      sorted(os.getgroups())))
    assert seen == [entry.pw_uid, entry.pw_uid, entry.pw_gid,
                    [grp.getgrnam(ANA).gr_gid]]
    with pytest.raises(hub.Refusal, match=f"as {ANA}: PermissionError"):
        hub.run_as(entry, lambda: open("/etc/shadow").read())
    with pytest.raises(hub.Refusal, match="will not act as root"):
        hub.run_as(pwd.getpwnam("root"), os.getuid)


def test_remove_deletes_the_whole_class_after_an_attack_and_stops_forking_processes(
        lesson, root_folder):
    as_student(ANA, f"mv ~/{hub.COURSE_DIR} ~/moved && ln -s {root_folder} ~/{hub.COURSE_DIR}")
    lesson.set_up()
    # a student's processes that fork in a loop (each new one outlives its parent)
    forker = subprocess.Popen(["sh", "-c", "while :; do sleep 30 & sleep 0.05; done"],
                              user=BOB, group=BOB, extra_groups=[], cwd="/",
                              start_new_session=True, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    uid = pwd.getpwnam(BOB).pw_uid
    assert hub.user_pids(uid)
    try:
        lines, complete = hub.remove_class(lesson.roster, lesson.state)
    finally:
        forker.kill()
        forker.wait()
    assert complete, lines
    assert lines == [f"{name}: removed, with /home/{name}" for name in (TEACHER, ANA, BOB)]
    assert not any(_exists(n) for n in (TEACHER, ANA, BOB))
    assert not hub.user_pids(uid)
    assert hub.read_passwords(lesson.state.passwords) == {}
    assert snapshot(root_folder)["passwd"][2] == b"root:x:0:0\n"


def test_remove_goes_on_when_a_home_cannot_be_removed(lesson):
    """What the earlier attack left: the teacher's home owned by a student. userdel keeps
    such a home; the other accounts are removed all the same, and the line says so."""
    teacher_home = home_of(TEACHER)
    os.chown(teacher_home, pwd.getpwnam(ANA).pw_uid, -1)
    try:
        lines, complete = hub.remove_class(lesson.roster, lesson.state)
        assert not any(_exists(n) for n in (TEACHER, ANA, BOB)), lines
        assert lines[1:] == [f"{n}: removed, with /home/{n}" for n in (ANA, BOB)]
        if teacher_home.exists():                  # userdel kept a home that is not its own
            assert complete is False
            assert lines[0].startswith(f"{TEACHER}: removed, but not its home {teacher_home}")
        assert hub.read_passwords(lesson.state.passwords) == {}
    finally:
        shutil.rmtree(teacher_home, ignore_errors=True)
