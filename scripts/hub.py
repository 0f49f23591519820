"""Serve the course to a class on this one machine with JupyterHub: a teacher account, one
account per student, each student's server running as that student.

    sudo python scripts/hub.py                      # make hub: the demo class below
    sudo python scripts/hub.py --class "teacher=mme-roux students=ana,bruno,chloe"
    sudo python scripts/hub.py --class-file class.txt
    sudo python scripts/hub.py --remove             # delete the accounts it created
    sudo python scripts/hub.py --heat pook --lang fr   # make hub HEAT=pook: a class's course heated

What it does, in order (each step may be run again: what exists is kept):

1. The class list (``--class``, ``--class-file``; see :func:`parse_class`) names the
   teacher(s) and the students. ``students=rt-student1..30`` is a range; a class holds
   at most :data:`MAX_CLASS` accounts. Every name is checked before anything is made
   (:func:`check_accounts`): an account this script did not create (``root``,
   ``nobody``, a person's own login) or the name of an existing group is refused.
2. Each name becomes a system account (``useradd``), its home directory readable by its
   owner only (mode 700), with a copy of the whole ``notebooks/`` folder in
   ``~/rules-tutor/`` (only the files it lacks: a student's own edits are never
   overwritten). The copy is made by a process that is the student (:func:`run_as`) and
   follows no link: root never acts in a folder a student controls, where a link could
   send it to any file of the machine. The accounts get a generated password, set once
   and kept in ``<state>/hub/passwords`` (mode 600, in a folder only root can enter);
   every start prints them. ``--remove`` deletes them all, with their processes and
   homes, and says which it could not (the others are removed all the same).
3. The students' servers must run a Python that every account can run, with the tutor,
   JupyterLab, Voila and ``jupyterhub-singleuser`` importable. That is this Python when
   every account can run it. When it is not (it lives under a private home such as
   root's), the class gets ``<state>/env``: a virtual environment on the system's own
   interpreter of the same version that loads this environment's packages (a ``.pth``
   file) and shares its Jupyter data and configuration (links), so the servers run the
   very same packages. Either is checked by running it as the first student.
4. JupyterHub starts on 127.0.0.1 (port 8000, or a free one when it is taken: the address
   printed, ``http://localhost:<port>/``, is the one really listened on; each student's
   server is on an origin of its own, ``http://<name>.localhost:<port>/user/<name>/``,
   which browsers find on this machine; ``--public-url`` for a school's own name), with
   ``configurable-http-proxy`` (from npm: on ``PATH``, or in ``.venv/node/`` where
   ``make hub`` installs it), the system accounts' passwords (PAM), the teacher as the
   hub's admin and the spawner that starts each server as its own user
   (``LocalProcessSpawner``). The servers open JupyterLab on the
   welcome page, have Voila (``/user/<name>/voila/render/rules-tutor/<game>.ipynb``)
   and use the tutor's kernel websocket without Nagle's delay
   (``widgets.server.NoDelayWebsocketConnection``), as ``make lab`` does. The hub's
   configuration is ``scripts/jupyterhub_config.py``; what varies is written by this
   script into ``<state>/hub/settings.json``.

5. With ``--heat COURSE`` (``make hub HEAT=pook COURSE_LANG=fr``), the hub also runs a
   service of its own that starts every student's server at once, each with one kernel
   that runs that course before the class arrives (``widgets.server.HeatedPageKernelManager``,
   Voila's heated kernels in a Jupyter server): a student who then signs in through the
   printed link finds their server up and the course's page ready, instead of waiting for
   their server to start and their kernel to run the course while the whole class does
   the same on the same cores. Start it a few minutes before the class. Each heated
   server keeps about 220 MB (its server and the course's kernel). The service runs as
   the (first) teacher, not as root: it only starts servers. A teacher may do the
   same for one student with the REST API (``POST /hub/api/users/<name>/server`` with
   ``{"heat": "rules-tutor/en/pook.ipynb"}``).

Arguments it does not know are passed to every student's server (``--LabApp....``).

It refuses in one line, with exit code 2, what it cannot do: not root, no JupyterHub, no
``configurable-http-proxy`` or no ``node``, a bad class list, an interpreter no student
could run. This is the plan of The Littlest JupyterHub (system users, one server per user
as that user, one shared environment), on one machine, without its installer.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import sysconfig
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
CONFIG = ROOT / "scripts" / "jupyterhub_config.py"
SCRIPT_PATH = Path(__file__).resolve()
sys.path.insert(0, str(Path(__file__).resolve().parent))
from classroom import (  # noqa: E402
    CONNECTION_CLASS, HOST, KERNEL_TRANSPORT, PAGE_OPTIONS, TEMPLATE_OPTIONS, choose_port,
    compile_tutor, find_page, free_port, jupyter_path)
import student_limits  # noqa: E402

DEFAULT_PORT = 8000                       # JupyterHub's own default
DEFAULT_STATE = Path("/var/lib/rules-tutor-hub")
DEFAULT_CLASS = "teacher=rt-teacher students=rt-student1..5"
COURSE_DIR = "rules-tutor"                # the copy of notebooks/ in each home
#: The comment (GECOS field) of the accounts this script creates: only those are removed.
MARKER = "Rules Tutor class"
SETTINGS_ENV = "RULES_TUTOR_HUB_SETTINGS"
PROXY_NAME = "configurable-http-proxy"
LOCAL_PROXY = ROOT / ".venv" / "node" / "node_modules" / ".bin" / PROXY_NAME
PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"     # no 0/o, 1/l/i to misread
NAME = re.compile(r"^[a-z_][a-z0-9_-]{0,31}$")
RANGE = re.compile(r"^(?P<stem>.*?)(?P<first>\d+)\.\.(?P<last>\d+)$")
#: The most accounts a class list may name: a class is a few hundred people at most.
MAX_CLASS = 500
#: What each account of the class may use at most (``--memory-limit`` and the others;
#: ``none`` lifts one): a student's server and kernels together. A heated student keeps
#: about 170 MB, a student with every course open about 800 MB.
DEFAULT_LIMITS = {"memory": "1G", "cpu": "1", "tasks": "1024"}
#: What a student's server imports before it serves anything.
PROBE = "import jupyterhub.singleuser, jupyterlab, voila, ipykernel, widgets.server"


class Refusal(Exception):
    """What the hub cannot do here: shown as one line, exit code 2."""


# --------------------------------------------------------------------------- class list


@dataclass(frozen=True)
class Roster:
    """The class: its teachers (the hub's admins) and its students, in order."""

    teachers: tuple[str, ...]
    students: tuple[str, ...]

    @property
    def names(self) -> tuple[str, ...]:
        return self.teachers + self.students

    def role(self, name: str) -> str:
        return "teacher" if name in self.teachers else "student"


def _shown(text: str, width: int = 40) -> str:
    """``text`` quoted for a message, cut short: a class list may hold anything."""
    return repr(text if len(text) <= width else text[:width] + "...")


def expand(item: str) -> list[str]:
    """``"rt-student1..3"`` -> the three names; any other item is one name. A range names
    at most :data:`MAX_CLASS` accounts (checked before any name is made)."""
    found = RANGE.match(item)
    if not found:
        return [item]
    first, last = found["first"], found["last"]
    if max(len(first), len(last)) > 9:             # int() of 5,000 digits fails
        raise Refusal(f"class list: the range {_shown(item)} names more accounts than a "
                      f"class holds (at most {MAX_CLASS})")
    count = int(last) - int(first) + 1
    if count < 1:
        raise Refusal(f"class list: the range {_shown(item)} runs backwards")
    if count > MAX_CLASS:
        raise Refusal(f"class list: the range {_shown(item)} names {count:,} accounts; a "
                      f"class holds at most {MAX_CLASS}")
    width = len(first) if first.startswith("0") else 0
    return [f"{found['stem']}{n:0{width}d}" for n in range(int(first), int(last) + 1)]


def parse_class(text: str) -> Roster:
    """A class list: ``teacher=NAME`` and ``students=NAME,NAME,...`` words (``teachers=``
    and ``student=`` too), separated by spaces or new lines, ``#`` to the end of a line a
    comment, ``NAME1..30`` a range; :data:`MAX_CLASS` accounts at most. For example::

        teacher=mme-roux
        students=ana,bruno,chloe
        students=rt-student1..30     # and thirty more

    This reads the text only; :func:`check_accounts` then checks the names against the
    machine's accounts, before any is made."""
    teachers: list[str] = []
    students: list[str] = []
    words = " ".join(line.split("#", 1)[0] for line in text.splitlines()).split()
    for word in words:
        key, sep, value = word.partition("=")
        key = key.strip().lower()
        if not sep or key not in ("teacher", "teachers", "student", "students"):
            raise Refusal(f"class list: {_shown(word)} is neither teacher=NAME nor "
                          "students=NAMES")
        names = [n for item in value.split(",") if item for n in expand(item)]
        (teachers if key.startswith("teacher") else students).extend(names)
        if len(teachers) + len(students) > MAX_CLASS:
            raise Refusal(f"class list: more than {MAX_CLASS} accounts; a class holds at most "
                          f"{MAX_CLASS}")
    seen: set[str] = set()
    for name in teachers + students:
        if not NAME.match(name):
            raise Refusal(f"class list: {_shown(name)} is not a system user name (lower-case "
                          "letters, digits, - and _, 32 at most, not starting with a digit)")
        if name in seen:
            raise Refusal(f"class list: {name!r} is named twice")
        seen.add(name)
    if not teachers:
        raise Refusal("class list: no teacher (teacher=NAME)")
    return Roster(tuple(teachers), tuple(students))


def find_account(name: str) -> Any:
    """The system account ``name`` (a ``pwd`` entry), or None."""
    import pwd
    try:
        return pwd.getpwnam(name)
    except KeyError:
        return None


def is_ours(entry: Any) -> bool:
    """Whether a system account (a ``pwd`` entry) is one this script created: it carries
    the :data:`MARKER` in its comment (set by ``useradd`` as root; ``chfn`` lets a user
    change their room and phones, not their full name: Debian's CHFN_RESTRICT rwh) and
    is not root."""
    return entry.pw_uid != 0 and entry.pw_gecos.startswith(MARKER)


def check_accounts(roster: Roster) -> None:
    """Refuse, before anything is made, every name of the class the hub may not use: an
    account that exists and that this script did not create (``root``, ``nobody``, a
    person's own login: the hub would copy files into its home and start servers as it),
    or the name of a group that has no account of that name (``useradd`` would stop
    half-way through the class). All of them in one line."""
    import grp
    import pwd
    refused = []
    for name in roster.names:
        try:
            entry = pwd.getpwnam(name)
        except KeyError:
            try:
                grp.getgrnam(name)
            except KeyError:
                continue
            refused.append(f"{name!r} is the name of an existing group")
            continue
        if not is_ours(entry):
            refused.append(f"{name!r} is an existing account (uid {entry.pw_uid}) that this "
                           "hub did not create")
    if refused:
        raise Refusal(f"class list: {'; '.join(refused)}. Nothing was created: the hub makes "
                      "and removes accounts of its own, choose other names")


# --------------------------------------------------------------------------- state


@dataclass(frozen=True)
class State:
    """The hub's files: ``hub/`` is root's only (passwords, database, cookie secret,
    settings); ``env/`` (when needed) is the class environment, readable by all."""

    root: Path

    @property
    def private(self) -> Path:
        return self.root / "hub"

    @property
    def passwords(self) -> Path:
        return self.private / "passwords"

    @property
    def settings(self) -> Path:
        return self.private / "settings.json"

    @property
    def env(self) -> Path:
        return self.root / "env"

    @property
    def kernels(self) -> Path:
        """The students' kernel folders (``<uid>/``, made as each server starts): root's,
        which its users may pass through but not list."""
        return self.root / "kernels"

    def create(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        self.root.chmod(0o755)
        self.private.mkdir(exist_ok=True)
        self.private.chmod(0o700)
        self.kernels.mkdir(exist_ok=True)
        self.kernels.chmod(0o711)


def read_passwords(path: Path) -> dict[str, str]:
    if not path.is_file():
        return {}
    lines = path.read_text(encoding="utf-8").splitlines()
    pairs = (line.split(None, 1) for line in lines if not line.startswith("#"))
    return {p[0]: p[1].strip() for p in pairs if len(p) == 2}


def write_passwords(path: Path, passwords: dict[str, str]) -> None:
    """Written to a new file of mode 600, then moved over the old one."""
    tmp = path.with_suffix(".new")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write("# account password (set when the account was created)\n")
        out.writelines(f"{name} {pw}\n" for name, pw in sorted(passwords.items()))
    os.replace(tmp, path)


def new_password(length: int = 10) -> str:
    return "".join(secrets.choice(PASSWORD_ALPHABET) for _ in range(length))


# --------------------------------------------------------------------------- accounts


@dataclass
class Account:
    name: str
    role: str
    home: Path
    password: str               # generated once, when the account was created
    notes: list[str] = field(default_factory=list)


def _run(command: list[str], stdin: str | None = None) -> None:
    done = subprocess.run(command, input=stdin, text=True, capture_output=True)
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip().splitlines()
        raise Refusal(f"{' '.join(command[:2])} failed: {detail[-1] if detail else done.returncode}")


def run_as(entry: Any, work: Callable[..., Any], *args: Any) -> Any:
    """``work(*args)`` in a child process that is the account ``entry`` (a ``pwd`` entry):
    its uid, its gid and groups, nothing left of root's. Everything done in a folder that
    an account controls is done this way: root following a link the account planted there
    would act on any file of the machine (a student's ``~/rules-tutor`` made a link to
    ``/etc`` or to the teacher's home). Returns what ``work`` returned (JSON data); its
    exception becomes a :class:`Refusal`."""
    if entry.pw_uid == 0:
        raise Refusal(f"{entry.pw_name}: will not act as root in a home")
    groups = os.getgrouplist(entry.pw_name, entry.pw_gid)
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:                                      # the child: never returns
        try:
            os.close(read_end)
            os.setgroups(groups)
            os.setgid(entry.pw_gid)                   # real, effective and saved ids
            os.setuid(entry.pw_uid)
            if os.geteuid() != entry.pw_uid or os.getegid() != entry.pw_gid:
                raise PermissionError("the ids did not change")
            os.umask(0o022)
            os.chdir("/")
            reply = {"result": work(*args)}
        except BaseException as exc:                  # noqa: BLE001 (reported to the parent)
            reply = {"error": f"{type(exc).__name__}: {exc}"}
        try:
            with os.fdopen(write_end, "wb") as out:
                out.write(json.dumps(reply).encode())
        finally:
            os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    reply = json.loads(data) if data else {"error": f"it ended with status {status}"}
    if "error" in reply:
        raise Refusal(f"as {entry.pw_name}: {reply['error']}")
    return reply["result"]


def signal_all_as(entry: Any, sig: int) -> None:
    """Send ``sig`` to every process of the account ``entry``, from a process of its own
    (``kill(-1)``: the kernel signals all of them at once, so a process forking in a loop
    cannot slip between a list and its kill). The sending process may die of it too."""
    pid = os.fork()
    if pid == 0:
        try:
            os.setgroups([])
            os.setgid(entry.pw_gid)
            os.setuid(entry.pw_uid)
            if os.geteuid() == entry.pw_uid and entry.pw_uid != 0:
                os.kill(-1, sig)
        finally:
            os._exit(0)
    os.waitpid(pid, 0)


@dataclass(frozen=True)
class CourseFile:
    """One file of the course, as root read it from the checkout (the students need not be
    able to read it): its path below the course folder, bytes, mode and time."""

    parts: tuple[str, ...]
    data: bytes
    mode: int
    mtime: float


def course_files(source: Path = NOTEBOOKS) -> tuple[CourseFile, ...]:
    """The files of ``source`` that every copy of the course has (no checkpoints, no
    caches, no links), read once for the whole class."""
    skip = {".ipynb_checkpoints", "__pycache__"}
    found = []
    for folder, dirs, files in os.walk(source):
        dirs[:] = sorted(d for d in dirs if d not in skip)
        for name in sorted(files):
            path = Path(folder) / name
            if path.is_symlink() or not path.is_file():
                continue
            info = path.stat()
            found.append(CourseFile(path.relative_to(source).parts, path.read_bytes(),
                                    info.st_mode & 0o777, info.st_mtime))
    return tuple(found)


_FOLDER = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC


def write_course(home: str, files: Iterable[CourseFile], folder: str = COURSE_DIR
                 ) -> tuple[int, list[str]]:
    """Copy ``files`` into ``home``/``folder``, adding only the files it lacks: a file that
    is there (a student's edits) is left as it is, and no link is ever followed, at any
    level (a link where a folder of the course should be is left alone, with what it
    points to). Meant to run as the home's owner (:func:`run_as`). Returns how many files
    were copied, and a line for each link or file that stood where a folder should be."""
    copied, left = 0, []
    opened: dict[tuple[str, ...], int | None] = {}

    def open_folder(parts: tuple[str, ...]) -> int | None:
        if parts in opened:
            return opened[parts]
        parent = opened[()] if len(parts) == 1 else open_folder(parts[:-1])
        fd = None
        if parent is not None:
            with contextlib.suppress(FileExistsError):
                os.mkdir(parts[-1], 0o755, dir_fd=parent)
            try:
                fd = os.open(parts[-1], _FOLDER, dir_fd=parent)
            except OSError:                     # a link (ELOOP) or a file (ENOTDIR)
                left.append(f"~/{'/'.join(parts)} is not a folder (a link?): left as it is")
        opened[parts] = fd
        return fd

    opened[()] = os.open(home, _FOLDER)
    try:
        for course_file in files:
            parts = (folder, *course_file.parts)
            where = open_folder(parts[:-1])
            if where is None:
                continue
            try:
                fd = os.open(parts[-1], _NEW_FILE, course_file.mode, dir_fd=where)
            except FileExistsError:             # the student's own file, or their link
                continue
            with os.fdopen(fd, "wb") as out:
                out.write(course_file.data)
                out.flush()
                os.utime(out.fileno(), (course_file.mtime, course_file.mtime))
            copied += 1
    finally:
        for fd in opened.values():
            if fd is not None:
                os.close(fd)
    return copied, left


def private_home(entry: Any) -> Path:
    """The account's home made private as root: a folder (never a link: refused) owned by
    the account, mode 700. Its parent (``/home``) is root's, so no student can swap it."""
    home = entry.pw_dir
    with contextlib.suppress(FileExistsError):
        os.mkdir(home, 0o700)
    try:
        fd = os.open(home, _FOLDER)
    except OSError as exc:
        raise Refusal(f"{entry.pw_name}: the home {home} is not a folder ({exc.strerror})") \
            from None
    try:
        os.fchown(fd, entry.pw_uid, entry.pw_gid)
        os.fchmod(fd, 0o700)
    finally:
        os.close(fd)
    return Path(home)


def ensure_account(name: str, role: str, passwords: dict[str, str],
                   files: Iterable[CourseFile]) -> Account:
    """The account ``name``, created if missing (:func:`check_accounts` has refused every
    name the hub may not use); its password set once; its home private; the course copied
    in, as the account itself. ``passwords`` is updated in place."""
    import pwd
    try:
        entry = pwd.getpwnam(name)
    except KeyError:
        _run(["useradd", "--create-home", "--shell", "/bin/bash",
              "--comment", f"{MARKER} ({role})", name])
        entry = pwd.getpwnam(name)
    if not is_ours(entry):                  # made by someone else since the check
        raise Refusal(f"class list: {name!r} is an existing account (uid {entry.pw_uid}) "
                      "that this hub did not create")
    password = passwords.get(name)
    if password is None:
        password = new_password()
        _run(["chpasswd"], stdin=f"{name}:{password}\n")
        passwords[name] = password
    account = Account(name, role, private_home(entry), password)
    copied, left = run_as(entry, write_course, entry.pw_dir, list(files))
    if copied:
        account.notes.append(f"{copied} course files copied")
    account.notes.extend(left)
    return account


def cgroup_top(state: State) -> str:
    """The folder of the class's cgroups (:mod:`student_limits`): one per state folder,
    so that two hubs (a test's beside a class's) never share one."""
    if state.root == DEFAULT_STATE:
        return student_limits.DEFAULT_TOP
    import hashlib
    digest = hashlib.sha256(str(state.root.resolve()).encode()).hexdigest()[:10]
    return f"{student_limits.DEFAULT_TOP}-{digest}"


def read_limits(memory: str, cpu: str, tasks: str) -> student_limits.Limits:
    """The limits of each account from the command line; ``none`` lifts one."""
    given = {key: None if value.strip().lower() == "none" else value
             for key, value in (("memory", memory), ("cpu", cpu), ("tasks", tasks))}
    try:
        return student_limits.parse_limits(**given)
    except ValueError as exc:
        raise Refusal(f"limits: {exc}") from None


def class_cgroups(limits: student_limits.Limits, state: State,
                  discover: Callable[..., Any] = student_limits.discover) -> Any:
    """The cgroups that hold the class to ``limits`` (:mod:`student_limits`), or why there
    are none: this machine cannot, or all three limits are ``none`` (then no group is made
    at all, the hub as it was before it had limits)."""
    if limits == student_limits.Limits():
        return student_limits.Unavailable("each student: no limits (all three are none)")
    return discover(cgroup_top(state))


def user_pids(uid: int) -> list[int]:
    """The live processes running as ``uid`` (from /proc). A zombie is left out: it is
    dead already, and its parent's to reap."""
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == uid:
                    stat = (entry / "stat").read_text()
                    if stat[stat.rindex(")") + 2:][:1] != "Z":
                        pids.append(int(entry.name))
            except (OSError, ValueError):
                continue
    return pids


def stop_processes(entry: Any, timeout: float = 10) -> bool:
    """SIGTERM, then SIGKILL (again while any is left), every process of the account
    ``entry`` (a class account being removed); whether none is left."""
    for sig in (signal.SIGTERM, signal.SIGKILL, signal.SIGKILL, signal.SIGKILL):
        if not user_pids(entry.pw_uid):
            return True
        signal_all_as(entry, sig)
        deadline = time.monotonic() + timeout
        while user_pids(entry.pw_uid) and time.monotonic() < deadline:
            time.sleep(0.1)
    return not user_pids(entry.pw_uid)


def remove_account(name: str, state: State, passwords: dict[str, str]) -> tuple[bool, str]:
    """Delete the account ``name`` if this script created it: its processes, its home,
    its kernel folder and its password. (done, line)."""
    import pwd
    try:
        entry = pwd.getpwnam(name)
    except KeyError:
        passwords.pop(name, None)
        return True, f"{name}: no such account"
    if not is_ours(entry):
        return True, f"{name}: kept (not created by this script)"
    if not stop_processes(entry):
        return False, f"{name}: NOT removed: its processes would not stop"
    done = subprocess.run(["userdel", "--remove", name], text=True, capture_output=True)
    why = " ".join((done.stderr or done.stdout).split())
    shutil.rmtree(state.kernels / str(entry.pw_uid), ignore_errors=True)   # a later account
    try:                                                                 # with this uid
        pwd.getpwnam(name)                                               # starts afresh
    except KeyError:
        passwords.pop(name, None)
        if os.path.lexists(entry.pw_dir):
            return False, f"{name}: removed, but not its home {entry.pw_dir} ({why})"
        return True, f"{name}: removed, with {entry.pw_dir}"
    return False, f"{name}: NOT removed: userdel: {why or done.returncode}"


def remove_class(roster: Roster, state: State) -> tuple[list[str], bool]:
    """Delete the accounts of ``roster`` that this script created; one line per name, and
    whether all went. One account that cannot be removed does not stop
    the others, and the passwords file keeps exactly the accounts that are left."""
    passwords = read_passwords(state.passwords)
    lines, complete = [], True
    for name in roster.names:
        try:
            done, line = remove_account(name, state, passwords)
        except (Refusal, OSError) as exc:
            done, line = False, f"{name}: NOT removed: {exc}"
        complete = complete and done
        lines.append(line)
    if state.private.is_dir():
        write_passwords(state.passwords, passwords)
    found = student_limits.discover(cgroup_top(state), create=False)
    if found.usable:                    # the removed accounts' groups, then the class's
        problems = [p for name in roster.names for p in found.remove(name)]
        problems += found.remove_top(keep_students=True)
        lines.extend(f"limits: {problem}" for problem in problems)
        complete = complete and not problems
    return lines, complete


# --------------------------------------------------------------------------- environment


def probe(user: str, python: str) -> str | None:
    """Run ``python`` as ``user`` and import what a student's server needs: None when it
    works, else why not (one line)."""
    import pwd

    from jupyterhub.spawner import set_user_setuid
    home = pwd.getpwnam(user).pw_dir
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home,
           "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8"}
    try:
        done = subprocess.run([python, "-c", PROBE], env=env, capture_output=True,
                              text=True, timeout=120, preexec_fn=set_user_setuid(user))
    except OSError as exc:
        return f"{python}: {exc.strerror}"
    if done.returncode == 0:
        return None
    lines = (done.stderr or done.stdout).strip().splitlines()
    return lines[-1] if lines else f"exit code {done.returncode}"


def shared_environment(env: Path) -> Path:
    """A virtual environment at ``env`` on the system's interpreter of this Python's
    version, loading this environment's packages; returns its python. Rebuilt each time
    (it holds only links and one ``.pth`` file)."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    base = next((p for p in (shutil.which(f"python{version}"), f"/usr/bin/python{version}",
                             f"/usr/local/bin/python{version}")
                 if p and os.access(p, os.X_OK) and not _under_private(Path(p))), None)
    if base is None:
        raise Refusal(f"the students cannot run {sys.executable} (it lies in a private "
                      f"folder) and there is no system python{version} to share its packages "
                      "with them: install one, or make the environment from a system Python")
    if _under_private(env):
        raise Refusal(f"the students' environment would be {env}, in a folder other "
                      "accounts cannot enter: choose another --state")
    if env.exists():
        shutil.rmtree(env)
    _run([base, "-m", "venv", "--without-pip", str(env)])
    site = Path(sysconfig.get_path("purelib", vars={"base": str(env)}))
    ours = [sysconfig.get_path("purelib"), sysconfig.get_path("platlib")]
    lines = [f"import site; site.addsitedir({p!r})" for p in dict.fromkeys(ours)]
    (site / "rules-tutor-hub.pth").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for sub in ("share/jupyter", "etc/jupyter"):
        shared = Path(sys.prefix) / sub
        if shared.is_dir():
            (env / sub).parent.mkdir(parents=True, exist_ok=True)
            (env / sub).symlink_to(shared, target_is_directory=True)
    for path in [env, *env.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    return env / "bin" / "python"


def _under_private(path: Path) -> bool:
    """Whether some folder above ``path`` is closed to other users."""
    return any(not (p.stat().st_mode & 0o001) for p in path.resolve().parents)


def class_python(state: State, user: str) -> tuple[str, str | None]:
    """The interpreter of the students' servers, checked as ``user``; and a note."""
    if probe(user, sys.executable) is None:
        return sys.executable, None
    for needed in (Path(sysconfig.get_path("purelib")), ROOT):
        if _under_private(needed):
            raise Refusal(f"the students cannot read {needed} (it lies in a folder closed to "
                          "other accounts): put the checkout and its .venv where every "
                          "account can read them, e.g. under /srv")
    python = str(shared_environment(state.env))
    why = probe(user, python)
    if why is not None:
        raise Refusal(f"the students' servers cannot start: as {user}, {why}")
    return python, (f"{sys.executable} is not open to other accounts: the students' "
                    f"servers run {python}, on the same packages")


# --------------------------------------------------------------------------- proxy, hub


def find_proxy(wanted: str | None = None) -> str | None:
    """``configurable-http-proxy``: ``wanted``, else on PATH, else in ``.venv/node/``."""
    for candidate in (wanted, shutil.which(PROXY_NAME), str(LOCAL_PROXY)):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


def missing_requirement(proxy: str | None = None) -> str | None:
    """Why the hub cannot start here (one line), or None."""
    if sys.platform != "linux":
        return "the class hub runs on Linux (system accounts, PAM)"
    if importlib.util.find_spec("jupyterhub") is None:
        return "JupyterHub is not installed: pip install -e '.[hub]' (make hub does)"
    if os.geteuid() != 0:
        return ("it must run as root (sudo make hub): it creates the class's accounts and "
                "starts each student's server as that student")
    for tool in ("useradd", "userdel", "chpasswd"):
        if shutil.which(tool) is None:
            return f"{tool} is missing (Debian package passwd)"
    if find_proxy(proxy) is None:
        return (f"{PROXY_NAME} is missing: make hub installs it with npm into .venv/node/ "
                f"(npm install -g {PROXY_NAME} works too)")
    if shutil.which("node") is None:
        return f"node is missing ({PROXY_NAME} runs on Node.js; Debian package nodejs)"
    return None


def welcome_page() -> str | None:
    """The course's welcome page in a home (``rules-tutor/index.ipynb``), if it has one."""
    for rel in ("index.ipynb", "en/index.ipynb"):
        if (NOTEBOOKS / rel).is_file():
            return f"{COURSE_DIR}/{rel}"
    return None


def start_page() -> str:
    """Where a student's JupyterLab opens: the welcome page of their copy of the course."""
    page = welcome_page()
    return f"/lab/tree/{page}" if page else "/lab"


#: The longest path of a Unix socket (``sun_path``, less its closing NUL).
UNIX_SOCKET_PATH_MAX = 107
#: A kernel's socket in its folder: ``/kernel-<uuid>-ipc-<n>`` (jupyter_client).
KERNEL_SOCKET_NAME = len("/kernel-") + 36 + len("-ipc-") + 1


def kernel_sockets_dir(state: State) -> str:
    """Where the students' servers keep their kernels' connection files and Unix sockets
    (``<this>/<uid>``), or "" when a socket's path there would be too long for a Unix socket
    (a long ``--state``): their kernels then talk over TCP."""
    longest = len(str(state.kernels)) + len("/4294967295") + KERNEL_SOCKET_NAME
    return str(state.kernels) if longest <= UNIX_SOCKET_PATH_MAX else ""


#: The host every browser of this machine finds on the loopback, with every name below it
#: (``ana.localhost``: RFC 6761; Chromium and Firefox resolve them without any DNS).
LOOPBACK_HOST = "localhost"


def public_url(wanted: str | None, port: int) -> str:
    """The hub's address in the browsers, ``scheme://host[:port]`` with no path: by default
    ``http://localhost:<port>``. Each student's server is served at a name below it
    (``http://ana.localhost:<port>/user/ana/``): an origin of its own (below)."""
    from urllib.parse import urlsplit
    url = (wanted or f"http://{LOOPBACK_HOST}:{port}").rstrip("/")
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.scheme not in ("http", "https") or not host or parts.path or parts.query:
        raise Refusal(f"--public-url {_shown(url)}: give scheme://host[:port], e.g. "
                      "https://hub.school.example (with a wildcard DNS name and certificate "
                      "for *.hub.school.example)")
    if host.replace(".", "").isdigit() or ":" in host:
        raise Refusal(f"--public-url {_shown(url)}: an IP address has no names below it for "
                      "the students' servers; give a host name (localhost on this machine)")
    return url


def hub_settings(roster: Roster, python: str, proxy: str, port: int, state: State,
                 singleuser_args: Iterable[str] = (), heat_page: str = "",
                 public: str | None = None, limits: student_limits.Limits | None = None,
                 cgroups: Any = None) -> dict:
    """What ``scripts/jupyterhub_config.py`` reads (``settings.json``). ``heat_page``: the
    course page every student's server is started with, heated (``--heat``); ``public``:
    the hub's address in the browsers (:func:`public_url`); ``limits`` and ``cgroups``:
    what each account may use, and the cgroups that hold it to that
    (:mod:`student_limits`; None: not enforced here)."""
    sockets = kernel_sockets_dir(state)
    limits = limits or student_limits.Limits()
    return {
        "limits": {"memory_bytes": limits.memory_bytes, "cpu_cores": limits.cpu_cores,
                   "tasks": limits.tasks},
        "cgroups": cgroups.to_settings() if cgroups is not None else None,
        # every student's server on an origin of its own (JupyterHub's subdomain_host):
        # a page of one student's server, opened by the teacher, cannot read the hub's
        # pages or another student's server with the teacher's cookies
        "subdomain_host": public_url(public, port),
        "heat_page": heat_page,
        # the class heater runs as the (first) teacher, not as root: it only starts the
        # students' servers, which the teacher may do; with the students' python, which
        # every account can run, and this script, which every account can read
        "heater_command": [python, str(SCRIPT_PATH), "--heat-servers"],
        "heater_user": roster.teachers[0],
        "kernel_sockets_dir": sockets,
        "bind_url": f"http://{HOST}:{port}/",
        "hub_port": free_port(),
        "proxy_api_port": free_port(),
        "proxy_command": [proxy],
        "private_dir": str(state.private),
        "teachers": list(roster.teachers),
        "students": list(roster.students),
        "python": python,
        "pythonpath": str(ROOT),
        # Voila's page template without links to the internet (scripts/classroom.py)
        "jupyter_path": jupyter_path({}),
        # a student's terminal finds the class's python and jupyter first
        "path": os.pathsep.join([str(Path(python).parent), "/usr/local/bin", "/usr/bin", "/bin"]),
        "default_url": start_page(),
        "singleuser_args": [f"--ServerApp.kernel_websocket_connection_class={CONNECTION_CLASS}",
                            *(KERNEL_TRANSPORT if sockets else ()), *PAGE_OPTIONS,
                            *TEMPLATE_OPTIONS, *singleuser_args],
    }


def print_class(url: str, accounts: list[Account], state: State, notes: list[str],
                heat_page: str = "") -> None:
    for note in notes:
        print(f"    {note}")
    print(f"\n    Class hub: {url}")
    page = heat_page or welcome_page() or COURSE_DIR
    mode = "render" if page.endswith(".ipynb") else "tree"
    print(f"    App mode (Voila), one link for the whole class: "
          f"{url}hub/user-redirect/voila/{mode}/{page}")
    if heat_page:
        print(f"    Every student's server is being started with {page} heated: the class "
              f"may come once the hub's log says {HEATED_LINE!r} for each of them.")
    print(f"    Accounts (passwords kept in {state.passwords}, for root only):")
    width = max(len(a.name) for a in accounts)
    for a in accounts:
        extra = f"   {'; '.join(a.notes)}" if a.notes else ""
        print(f"      {a.role:<8} {a.name:<{width}}  {a.password}{extra}")
    print(flush=True)


#: What a student's server logs once its heated kernel has started (Voila's words).
HEATED_LINE = "Kernel pool of"


def heat_servers(settings: dict, api_url: str, token: str, students: Iterable[str],
                 post: Any = None) -> list[tuple[int, str]]:
    """Start every student's server with the class's course heated (the hub's service
    ``class-heater``, ``--heat``): one request each, all at once (the hub starts them
    side by side). Returns (status, line) per student: the HTTP status (0: the hub did not
    answer) and a line saying started, already running, or the refusal."""
    import urllib.error
    import urllib.request

    def default_post(url: str, body: dict) -> tuple[int, str]:
        request = urllib.request.Request(
            url, data=json.dumps(body).encode(), method="POST",
            headers={"Authorization": f"token {token}", "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as reply:
                return reply.status, reply.read().decode(errors="replace")
        except urllib.error.HTTPError as err:
            return err.code, err.read().decode(errors="replace")
        except urllib.error.URLError as err:         # the hub not answering (yet)
            return 0, str(err.reason)

    post = post or default_post
    results = []
    for name in students:
        status, text = post(f"{api_url.rstrip('/')}/users/{name}/server",
                            {"heat": settings["heat_page"]})
        said = {201: "started", 202: "starting", 400: "already running"}.get(status)
        results.append((status, f"{name}: {said or f'refused ({status}: {text.strip()[:200]})'}"))
    return results


#: What the hub's configuration gives the class heater (it cannot read the settings file,
#: which is root's): the page to heat and the students, comma-separated.
HEAT_PAGE_ENV = "RULES_TUTOR_HEAT_PAGE"
HEAT_STUDENTS_ENV = "RULES_TUTOR_HEAT_STUDENTS"


def heater_main(environ: dict[str, str] | None = None) -> None:
    """The ``class-heater`` service (run by the hub as the teacher): start the
    students' servers heated, say so in the hub's log, then stay (the hub starts a service
    again when it exits)."""
    environ = os.environ if environ is None else environ
    settings = {"heat_page": environ[HEAT_PAGE_ENV]}
    waiting = [name for name in environ[HEAT_STUDENTS_ENV].split(",") if name]
    for _ in range(60):               # the hub answers its API once its services are up
        results = heat_servers(settings, environ["JUPYTERHUB_API_URL"],
                               environ["JUPYTERHUB_API_TOKEN"], waiting)
        for status, line in results:
            if status:
                print(f"class-heater: {line}", flush=True)
        waiting = [name for name, (status, _) in zip(waiting, results) if not status]
        if not waiting:
            break
        time.sleep(1)
    for name in waiting:
        print(f"class-heater: {name}: the hub did not answer; not started", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:         # the hub stopping: nothing to say
        pass


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--class", dest="roster", default=os.environ.get("CLASS") or DEFAULT_CLASS,
                        help=f"the class list, inline (default: {DEFAULT_CLASS!r})")
    parser.add_argument("--class-file", type=Path, help="the class list, from a file")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    parser.add_argument("--state", type=Path, default=DEFAULT_STATE,
                        help=f"the hub's files (default: {DEFAULT_STATE})")
    parser.add_argument("--proxy", help=f"the {PROXY_NAME} to run (default: PATH, .venv/node/)")
    parser.add_argument("--setup-only", action="store_true",
                        help="make the accounts and the environment, print them, start nothing")
    parser.add_argument("--remove", action="store_true",
                        help="delete the class's accounts that this script created, and stop")
    parser.add_argument("--heat", metavar="COURSE",
                        help="start every student's server with this course heated "
                             "(a course name: pook, flaming_pyramids...)")
    parser.add_argument("--lang", default="en", help="the language of --heat's course (en, fr)")
    parser.add_argument("--public-url", metavar="URL",
                        help="the hub's address in the browsers, scheme://host[:port] "
                             "(default: http://localhost:PORT); each student's server is "
                             "served at <name>.<host>")
    for what, example in (("memory", "512M, 2G"), ("cpu", "0.5, 2 (cores)"),
                          ("tasks", "512 (processes and threads)")):
        parser.add_argument(f"--{what}-limit", default=DEFAULT_LIMITS[what],
                            help=f"what each account may use at most, its server and kernels "
                                 f"together: {example}; none for no limit "
                                 f"(default: {DEFAULT_LIMITS[what]})")
    parser.add_argument("--heat-servers", action="store_true", help=argparse.SUPPRESS)
    args, singleuser_args = parser.parse_known_args(argv)
    if args.heat_servers:
        heater_main()
        return
    try:
        heat_page = ""
        if args.heat:
            page = find_page(NOTEBOOKS, args.heat, args.lang)
            if page is None:
                raise Refusal(f"--heat: no course {args.heat!r} in notebooks/{args.lang}/")
            heat_page = f"{COURSE_DIR}/{page}"
        text = args.class_file.read_text(encoding="utf-8") if args.class_file else args.roster
        roster = parse_class(text)
        limits = read_limits(args.memory_limit, args.cpu_limit, args.tasks_limit)
        why = missing_requirement(args.proxy)
        if why:
            raise Refusal(why)
        state = State(args.state)
        if args.remove:
            lines, complete = remove_class(roster, state)
            for line in lines:
                print(f"    {line}")
            if not complete:
                print("hub: some of the class could not be removed (above); the others were",
                      file=sys.stderr)
                raise SystemExit(1)
            return
        check_accounts(roster)        # every name, before anything is made
        state.create()
        files = course_files()
        passwords = read_passwords(state.passwords)
        accounts = []
        try:
            for name in roster.names:
                accounts.append(ensure_account(name, roster.role(name), passwords, files))
        finally:
            write_passwords(state.passwords, passwords)
        python, note = class_python(state, (roster.students or roster.teachers)[0])
        compile_tutor()               # the students cannot write their .pyc files here
        port, moved = choose_port(args.port)
        cgroups = class_cgroups(limits, state)
        settings = hub_settings(roster, python, find_proxy(args.proxy), port, state,
                                singleuser_args, heat_page, args.public_url, limits,
                                cgroups if cgroups.usable else None)
        state.settings.write_text(json.dumps(settings, indent=1) + "\n", encoding="utf-8")
    except Refusal as exc:
        print(f"hub: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    print_class(settings["subdomain_host"] + "/", accounts, state,
                [n for n in (note, moved, cgroups.describe(limits)) if n], heat_page)
    if args.setup_only:
        return
    os.chdir(state.private)           # the proxy's pid file and any stray file go there
    env = dict(os.environ, **{SETTINGS_ENV: str(state.settings)})
    command = [sys.executable, "-m", "jupyterhub", "-f", str(CONFIG)]
    os.execve(command[0], command, env)


if __name__ == "__main__":
    main()
