"""Per-student limits for the class hub: each student's processes (their Jupyter server and
every kernel it starts) live in a control group (cgroup) of their own, with a ceiling on
memory, on CPU time and on the number of tasks.

Why: the whole class shares one machine. Without limits, one runaway student (a kernel
that builds an endless list, a loop that never ends, a fork bomb) takes the memory or the
cores of everyone else, and the whole class waits or loses its kernels. With limits, the
student who passes one is the only one who notices:

- memory (``Limits.memory_bytes``: the server and kernels together, swap not allowed):
  the kernel's OOM killer kills a process of that student's group only, usually the
  greedy kernel, which Jupyter then reports as died and restarting. The other students'
  kernels, and the student's own server, keep running.
- CPU (``Limits.cpu_cores``, e.g. 1.0 = one core's worth of CPU time): the group is
  throttled, its processes wait for their next period; nothing is killed.
- tasks (``Limits.tasks``: processes plus threads): a fork or clone past the limit fails
  with EAGAIN (Python: ``BlockingIOError``), so a fork bomb stops at that count.

Between students, CPU time is shared equally: every group keeps the default weight
(cgroup v2 ``cpu.weight``) or shares (cgroup v1 ``cpu.shares``), so nothing is written
for it.

This is what The Littlest JupyterHub does with a systemd slice per user (``MemoryMax``,
``CPUQuota``, ``TasksMax``), done here directly on the cgroup filesystem: the hub does
not need systemd.

Where the groups go (``top`` defaults to ``rules-tutor-hub``):

- cgroup v2 (one unified hierarchy, used when it offers the ``cpu``, ``memory`` and
  ``pids`` controllers): ``<v2 mount>/<top>/<name>/``. ``+cpu +memory +pids`` is written
  into the root's ``cgroup.subtree_control`` when missing there, and into
  ``<top>/cgroup.subtree_control``. No process ever lives in ``<top>`` itself (v2 lets
  processes live only in the leaves of a group that hands controllers down).
  Limits: ``memory.max``, ``memory.swap.max`` (0), ``cpu.max`` (``<quota> 100000``),
  ``pids.max``.
- cgroup v1 (one hierarchy per controller: ``cpu``, maybe mounted as ``cpu,cpuacct``,
  ``memory``, ``pids``): in each, under the hub's own group there (read from
  ``/proc/self/cgroup``, so a hub that already runs in a limited group keeps its
  students inside it): ``<mount><own group>/<top>/<name>/``. Limits:
  ``memory.limit_in_bytes`` and ``memory.memsw.limit_in_bytes`` (memory plus swap, the
  same value, when the kernel accounts swap), ``cpu.cfs_period_us`` (100000) and
  ``cpu.cfs_quota_us``, ``pids.max``.
- A machine may have both (hybrid): a v2 mount without controllers beside v1 controller
  mounts. v2 is used when it has the three controllers, else v1.

A limit of ``None`` writes ``max`` (v1: ``-1`` for memory and CPU; ``pids.max`` only
knows ``max``), so that a lifted limit is really lifted.

Use::

    found = discover()                 # never raises: says why when it cannot limit
    print(found.describe(limits))      # "each student: at most 1.0 GiB of memory, ..."
    if found.usable:
        group = found.prepare("ana", limits)
        # in the forked child, as root, just before it becomes the student:
        group.join()
    ...
    found.members("ana")               # the pids of every process of ana's
    found.remove("ana")                # once ana has no process left

Standard library only; the hub loads it as a plain module from its own folder.
"""

from __future__ import annotations

import errno
import os
import re
import signal
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

DEFAULT_TOP = "rules-tutor-hub"
CONTROLLERS = ("cpu", "memory", "pids")
CPU_PERIOD_US = 100_000
#: A group's CPU weight against its siblings, per cgroup version: (file, least, usual).
CPU_WEIGHT = {1: ("cpu.shares", 2, 1024), 2: ("cpu.weight", 1, 100)}

KiB, MiB, GiB, TiB, PiB = (1024 ** i for i in range(1, 6))
MIN_MEMORY = 128 * MiB
MAX_MEMORY = PiB
MIN_CPU = 0.05
CPU_PER_CORE_MAX = 4
MIN_TASKS = 32
MAX_TASKS = 1_000_000

NAME = re.compile(r"[a-z_][a-z0-9_-]{0,31}")       # a system user name
TOP = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}")
_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*([KMGT]?)(?:i?B)?", re.IGNORECASE)
_CORES = re.compile(r"\d{1,6}(?:\.\d{1,6})?")
_UNITS = {"": 1, "K": KiB, "M": MiB, "G": GiB, "T": TiB}
_NOT_ENFORCED = "limits not enforced: "


# --------------------------------------------------------------------------- limits


def machine_cores() -> int:
    return os.cpu_count() or 1


@dataclass(frozen=True)
class Limits:
    """What each student may use; ``None``: no limit on that."""

    memory_bytes: int | None = None    # a student's server and kernels together
    cpu_cores: float | None = None     # at most this many cores' worth of CPU time
    tasks: int | None = None           # processes + threads

    def __post_init__(self):
        memory, cpu, tasks = self.memory_bytes, self.cpu_cores, self.tasks
        if memory is not None:
            if not _is_int(memory):
                raise ValueError(f"memory must be a whole number of bytes, not {memory!r}")
            if memory < MIN_MEMORY:
                raise ValueError(
                    f"memory {memory} bytes is below 128 MiB: a student's Jupyter server "
                    "alone needs about 100 MiB, it could not even start")
            if memory > MAX_MEMORY:
                raise ValueError(f"memory {memory} bytes is more than 1 PiB: surely a mistake")
        if cpu is not None:
            if not (_is_int(cpu) or isinstance(cpu, float)) or cpu != cpu:
                raise ValueError(f"cpu must be a number of cores, not {cpu!r}")
            cores = machine_cores()
            if cpu < MIN_CPU:
                raise ValueError(
                    f"cpu {cpu:g} cores is below {MIN_CPU}: a server that slow would time "
                    "out before it answers")
            if cpu > CPU_PER_CORE_MAX * cores:
                raise ValueError(
                    f"cpu {cpu:g} cores is more than {CPU_PER_CORE_MAX} x this machine's "
                    f"{cores} cores: that limits nothing (no quota above the cores there "
                    "are can be reached), surely a mistake (a percentage?)")
        if tasks is not None:
            if not _is_int(tasks):
                raise ValueError(f"tasks must be a whole number, not {tasks!r}")
            if not MIN_TASKS <= tasks <= MAX_TASKS:
                raise ValueError(
                    f"tasks {tasks} is not between {MIN_TASKS} (a Jupyter server and a "
                    f"kernel need a few dozen threads) and {MAX_TASKS:,}")


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_memory(text: str) -> int:
    """``"1G"``, ``"512M"``, ``"1.5G"``, ``"800000000"`` -> bytes (K, M, G, T are powers of
    1024, as in JupyterHub's ``mem_limit``; ``GiB``, ``MB``... are read the same)."""
    shown = repr(text)[:40]
    if not isinstance(text, str):
        raise ValueError(f"memory size {shown} is not text like 512M or 1.5G")
    if len(text) > 40:
        raise ValueError(f"memory size {shown}... is too long to be a size (like 512M)")
    match = _SIZE.fullmatch(text.strip())
    if not match:
        raise ValueError(f"memory size {shown} is not a positive size like 512M or 1.5G "
                         "(a number, then K, M, G or T)")
    number, unit = match.groups()
    try:
        size = int(Decimal(number) * _UNITS[unit.upper()])
    except (InvalidOperation, ValueError) as e:     # int() refuses over 4300 digits
        raise ValueError(f"memory size {shown} is not a number we can read ({e})") from None
    if size <= 0:
        raise ValueError(f"memory size {shown} is zero: no student could run anything")
    if size > MAX_MEMORY:
        raise ValueError(f"memory size {shown} is more than 1 PiB: surely a mistake")
    return size


def parse_cpu(text: str) -> float:
    """``"1"``, ``"0.5"``, ``"1.5"`` -> cores."""
    if not isinstance(text, str) or not _CORES.fullmatch(text.strip()):
        raise ValueError(f"cpu {repr(text)[:40]} is not a number of cores like 1 or 0.5")
    return float(text)


def parse_tasks(text: str) -> int:
    """``"1024"`` -> 1024."""
    if not isinstance(text, str) or not re.fullmatch(r"\d{1,7}", text.strip()):
        raise ValueError(f"tasks {repr(text)[:40]} is not a whole number like 1024")
    return int(text)


def parse_limits(memory: str | None = None, cpu: str | None = None,
                 tasks: str | None = None) -> Limits:
    """Limits from text (a command line, a settings file); ``None``: no limit on that."""
    return Limits(memory_bytes=None if memory is None else parse_memory(memory),
                  cpu_cores=None if cpu is None else parse_cpu(cpu),
                  tasks=None if tasks is None else parse_tasks(tasks))


def describe(limits: Limits, version: int | None = None) -> str:
    """One line for the hub's console: ``each student: at most 1.0 GiB of memory, 1 core
    of CPU, 1024 tasks (cgroup v1)``."""
    limited, free = [], []
    memory, cpu, tasks = limits.memory_bytes, limits.cpu_cores, limits.tasks
    if memory is None:
        free.append("memory")
    elif memory >= GiB:
        limited.append(f"{memory / GiB:.1f} GiB of memory")
    else:
        limited.append(f"{memory / MiB:.0f} MiB of memory")
    if cpu is None:
        free.append("CPU")
    else:
        limited.append(f"{cpu:g} core{'s' if cpu > 1 else ''} of CPU")
    if tasks is None:
        free.append("tasks")
    else:
        limited.append(f"{tasks} tasks")
    parts = []
    if limited:
        parts.append("at most " + ", ".join(limited))
    if free and limited:
        parts.append("no limit on " + ", ".join(free))
    line = "each student: " + ("; ".join(parts) if parts else "no limits")
    return line + (f" (cgroup v{version})" if version else "")


def check_name(name: str) -> str:
    """A student's name is a system user name, and a path component: nothing else."""
    if not isinstance(name, str) or not NAME.fullmatch(name):
        raise ValueError(f"{repr(name)[:40]} is not a system user name "
                         "(a-z, 0-9, _ and -, at most 32, not starting with a digit or -)")
    return name


# --------------------------------------------------------------------------- discovery


@dataclass(frozen=True)
class Unavailable:
    """No limits on this machine, and why, in one line."""

    why: str
    usable = False

    def describe(self, limits: Limits) -> str:
        return self.why


@dataclass(frozen=True)
class _Mount:
    point: str
    root: str
    fstype: str
    options: tuple[str, ...]        # the mount's own options (rw/ro ...)
    super_options: tuple[str, ...]  # the filesystem's: v1 names its controllers here

    @property
    def read_only(self) -> bool:
        return "ro" in self.options or "ro" in self.super_options


def _unescape(field: str) -> str:
    """mountinfo writes a space as \\040, a tab \\011, a newline \\012, a backslash \\134."""
    return re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), field)


def _cgroup_mounts(mountinfo: str) -> list[_Mount]:
    mounts = []
    for line in mountinfo.splitlines():
        before, sep, after = line.partition(" - ")
        fields, tail = before.split(), after.split()
        if not sep or len(fields) < 6 or len(tail) < 3 or tail[0] not in ("cgroup", "cgroup2"):
            continue
        mounts.append(_Mount(point=_unescape(fields[4]), root=_unescape(fields[3]),
                             fstype=tail[0], options=tuple(fields[5].split(",")),
                             super_options=tuple(tail[2].split(","))))
    return mounts


def _own_groups(proc_cgroup: str) -> dict[str, str]:
    """``/proc/self/cgroup``: controller -> the hub's own group (v2's line is ``""``)."""
    own = {}
    for line in proc_cgroup.splitlines():
        parts = line.split(":", 2)
        if len(parts) == 3:
            for controller in parts[1].split(",") if parts[1] else [""]:
                own[controller] = parts[2]
    return own


def _read(path: str) -> str:
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    try:
        chunks = []
        while chunk := os.read(fd, 65536):
            chunks.append(chunk)
        return b"".join(chunks).decode()
    finally:
        os.close(fd)


def _read_or_empty(path: str) -> str:
    try:
        return _read(path)
    except FileNotFoundError:
        return ""


def _write(path: str, value: str) -> None:
    """One write of the whole value, as the cgroup files want it."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW
                     | os.O_CLOEXEC, 0o644)
        try:
            os.write(fd, value.encode())
        finally:
            os.close(fd)
    except OSError as e:
        raise OSError(e.errno, f"could not write {value!r} into {path}: {e.strerror}") from None


def discover(top: str = DEFAULT_TOP, *, proc: str = "/proc", euid: int | None = None,
             create: bool = True) -> Cgroups | Unavailable:
    """This machine's cgroup layout, from ``<proc>/self/mountinfo`` and
    ``<proc>/self/cgroup``: a :class:`Cgroups` that can limit students, or an
    :class:`Unavailable` that says why not. Never raises for what the machine lacks.

    With ``create`` (the default) the class's ``top`` group is made now, so that a
    cgroup filesystem that refuses shows at the hub's start, not at a student's."""
    if not isinstance(top, str) or not TOP.fullmatch(top):
        raise ValueError(f"{repr(top)[:40]} is not a plain folder name for the class's group")
    euid = os.geteuid() if euid is None else euid
    if euid != 0:
        return Unavailable(_NOT_ENFORCED + f"the hub does not run as root (euid {euid}), and "
                           "only root may create the students' cgroups")
    try:
        found = _discover(top, proc)
        if create and found.usable:
            found.make_top()
        return found
    except OSError as e:
        where = f"could not use {e.filename}: " if e.filename else ""
        return Unavailable(_NOT_ENFORCED + where + (e.strerror or str(e)))


def _discover(top: str, proc: str) -> Cgroups | Unavailable:
    mountinfo_path = os.path.join(proc, "self", "mountinfo")
    try:
        mounts = _cgroup_mounts(_read(mountinfo_path))
        own = _own_groups(_read(os.path.join(proc, "self", "cgroup")))
    except OSError as e:
        return Unavailable(_NOT_ENFORCED + f"cannot read {e.filename}: {e.strerror}")
    if not mounts:
        return Unavailable(_NOT_ENFORCED + "no cgroup filesystem is mounted")

    # v2, when it has the controllers
    lacks = []
    v2 = next((m for m in mounts if m.fstype == "cgroup2"), None)
    if v2 is not None:
        offered = _read_or_empty(os.path.join(v2.point, "cgroup.controllers")).split()
        missing = [c for c in CONTROLLERS if c not in offered]
        if not missing:
            if v2.read_only or not os.access(v2.point, os.W_OK):
                return Unavailable(_NOT_ENFORCED + "the cgroup filesystem is read-only "
                                   f"({v2.point})")
            tops = {c: os.path.join(v2.point, top) for c in CONTROLLERS}
            return Cgroups(2, top, {c: v2.point for c in CONTROLLERS}, tops,
                           root=v2.point)
        lacks.append(f"cgroup v2 at {v2.point} offers {' '.join(offered) or 'none'}")

    # v1: a hierarchy per controller
    v1 = {}
    for controller in CONTROLLERS:
        mount = next((m for m in mounts if m.fstype == "cgroup"
                      and controller in m.super_options and not m.read_only), None)
        mount = mount or next((m for m in mounts if m.fstype == "cgroup"
                               and controller in m.super_options), None)
        if mount is None:
            lacks.append(f"no cgroup v1 {controller} hierarchy")
        else:
            v1[controller] = mount
    if len(v1) < len(CONTROLLERS):
        return Unavailable(_NOT_ENFORCED + "no cgroup hierarchy offers the cpu, memory and "
                           f"pids controllers ({'; '.join(lacks)})")
    for mount in v1.values():
        if mount.read_only or not os.access(mount.point, os.W_OK):
            return Unavailable(_NOT_ENFORCED + "the cgroup filesystem is read-only "
                               f"({mount.point})")
    tops = {}
    for controller, mount in v1.items():
        path = own.get(controller, "/")
        if mount.root != "/" and (path + "/").startswith(mount.root.rstrip("/") + "/"):
            path = path[len(mount.root.rstrip("/")):]
        folder = os.path.normpath(mount.point + "/" + path.lstrip("/"))
        if not os.path.isdir(folder):
            return Unavailable(_NOT_ENFORCED + f"the hub's own {controller} cgroup "
                               f"{own.get(controller)} is not in {mount.point}")
        tops[controller] = os.path.join(folder, top)
    return Cgroups(1, top, {c: m.point for c, m in v1.items()}, tops)


# --------------------------------------------------------------------------- groups


@dataclass(frozen=True)
class StudentGroup:
    """A student's group(s), ready: ``join`` puts a process in them."""

    name: str
    folders: dict[str, str]         # controller -> the student's folder (v2: one folder)
    procs_files: tuple[str, ...]    # each folder's cgroup.procs, once

    def join(self, pid: int | None = None) -> None:
        """Put a process (default: this one) in the student's group(s). Made to run in a
        ``preexec_fn``, in the forked child, before it becomes the student: it only
        opens, writes and closes the paths worked out beforehand."""
        data = str(os.getpid() if pid is None else pid).encode()
        for path in self.procs_files:
            fd = os.open(path, os.O_WRONLY)
            try:
                os.write(fd, data)
            finally:
                os.close(fd)

    def members(self) -> list[int]:
        """The pids in the student's group(s)."""
        return _pids_in(self.procs_files)

    def kill_members(self) -> list[int]:
        """SIGKILL every process in the student's group(s) (their server has stopped: its
        kernels, and whatever those started and left behind); the pids signalled. One
        round: a caller loops (a process may fork while the group is read)."""
        pids = self.members()
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        return pids


def _pids_in(procs_files: Iterable[str]) -> list[int]:
    pids: set[int] = set()
    for path in procs_files:
        pids.update(int(word) for word in _read_or_empty(path).split())
    return sorted(pids)


class Cgroups:
    """The students' groups on this machine's cgroup filesystem (``discover`` makes it)."""

    usable = True

    def __init__(self, version: int, top: str, mounts: dict[str, str],
                 tops: dict[str, str], root: str | None = None):
        self.version = version
        self.top = top
        self.mounts = mounts        # controller -> its hierarchy's mount point
        self.tops = tops            # controller -> the class's folder in it
        self.root = root            # v2: the hierarchy's root
        self._devices = {c: os.stat(point).st_dev for c, point in mounts.items()}

    def __repr__(self):
        return f"Cgroups(v{self.version}, {sorted(set(self.tops.values()))})"

    def to_settings(self) -> dict:
        """What ``Cgroups(**settings)`` makes again, in another process (the hub's
        configuration), without discovering anything: JSON data."""
        return {"version": self.version, "top": self.top, "mounts": dict(self.mounts),
                "tops": dict(self.tops), "root": self.root}

    def describe(self, limits: Limits) -> str:
        return describe(limits, self.version)

    # ----------------------------------------------------------------- folders

    def _folders(self, name: str) -> dict[str, str]:
        check_name(name)
        return {c: os.path.join(top, name) for c, top in self.tops.items()}

    def _make_folder(self, controller: str, path: str) -> None:
        """mkdir, then make sure it is a real folder of that cgroup filesystem: never a
        symbolic link out of it."""
        try:
            os.mkdir(path, 0o755)
        except FileExistsError:
            pass
        st = os.lstat(path)
        if not stat.S_ISDIR(st.st_mode) or st.st_dev != self._devices[controller]:
            raise OSError(errno.EXDEV, f"refusing {path}: not a folder of the cgroup "
                          f"filesystem at {self.mounts[controller]}")

    def _enable_controllers(self, folder: str) -> None:
        """v2: hand the cpu, memory and pids controllers down to the folder's children."""
        path = os.path.join(folder, "cgroup.subtree_control")
        enabled = _read_or_empty(path).split()
        missing = [c for c in CONTROLLERS if c not in enabled]
        if missing:
            _write(path, " ".join("+" + c for c in missing))

    def make_top(self) -> None:
        """The class's folder(s); v2: with the controllers handed down to the students."""
        if self.version == 2:
            self._enable_controllers(self.root)
        for controller, top in self.tops.items():
            self._make_folder(controller, top)
        if self.version == 2:
            self._enable_controllers(self.tops["memory"])

    # ----------------------------------------------------------------- students

    def prepare(self, name: str, limits: Limits) -> StudentGroup:
        """Create the student's group(s) (again: kept) and write ``limits`` into them."""
        folders = self._folders(name)
        self.make_top()
        for controller, folder in folders.items():
            self._make_folder(controller, folder)
        if self.version == 2:
            self._limit_v2(folders["memory"], limits)
        else:
            self._limit_v1(folders, limits)
        procs = tuple(dict.fromkeys(os.path.join(f, "cgroup.procs") for f in folders.values()))
        return StudentGroup(name, folders, procs)

    @staticmethod
    def _limit_v2(folder: str, limits: Limits) -> None:
        memory, cpu, tasks = limits.memory_bytes, limits.cpu_cores, limits.tasks
        _write(os.path.join(folder, "memory.max"), "max" if memory is None else str(memory))
        swap = os.path.join(folder, "memory.swap.max")
        if os.path.exists(swap):
            _write(swap, "max" if memory is None else "0")
        quota = "max" if cpu is None else str(round(cpu * CPU_PERIOD_US))
        _write(os.path.join(folder, "cpu.max"), f"{quota} {CPU_PERIOD_US}")
        _write(os.path.join(folder, CPU_WEIGHT[2][0]), str(CPU_WEIGHT[2][2]))
        _write(os.path.join(folder, "pids.max"), "max" if tasks is None else str(tasks))

    @staticmethod
    def _limit_v1(folders: dict[str, str], limits: Limits) -> None:
        memory, cpu, tasks = limits.memory_bytes, limits.cpu_cores, limits.tasks
        value = "-1" if memory is None else str(memory)
        limit = os.path.join(folders["memory"], "memory.limit_in_bytes")
        memsw = os.path.join(folders["memory"], "memory.memsw.limit_in_bytes")
        has_memsw = os.path.exists(memsw)
        try:
            _write(limit, value)
        except OSError as e:
            # memory may not go above memory+swap: raising both, memsw goes first
            if not (has_memsw and e.errno == errno.EINVAL):
                raise
            _write(memsw, value)
            _write(limit, value)
        if has_memsw:
            try:
                _write(memsw, value)
            except OSError:
                pass        # swap not accounted after all: memory alone is limited
        _write(os.path.join(folders["cpu"], "cpu.cfs_period_us"), str(CPU_PERIOD_US))
        quota = "-1" if cpu is None else str(round(cpu * CPU_PERIOD_US))
        _write(os.path.join(folders["cpu"], "cpu.cfs_quota_us"), quota)
        _write(os.path.join(folders["cpu"], CPU_WEIGHT[1][0]), str(CPU_WEIGHT[1][2]))
        _write(os.path.join(folders["pids"], "pids.max"), "max" if tasks is None else str(tasks))

    def members(self, name: str) -> list[int]:
        """The pids in the student's group(s): every process of theirs the hub started."""
        return _pids_in(os.path.join(folder, "cgroup.procs")
                        for folder in dict.fromkeys(self._folders(name).values()))

    def cpu_seconds(self, name: str, proc: str = "/proc") -> dict[int, float]:
        """Each process of the student's: its CPU time so far, in seconds."""
        return process_cpu_seconds(self.members(name), proc)

    def lower(self, name: str, lowered: bool) -> None:
        """Give the student's group the least CPU weight there is (``lowered``: any other
        student's process that wakes up runs before theirs), or the usual one again."""
        file, least, usual = CPU_WEIGHT[self.version]
        folder = self._folders(name)["cpu" if self.version == 1 else "memory"]
        _write(os.path.join(folder, file), str(least if lowered else usual))

    def _rmdir(self, folder: str, problems: list[str]) -> None:
        try:
            os.rmdir(folder)
        except FileNotFoundError:
            pass
        except OSError as e:
            held = _read_or_empty(os.path.join(folder, "cgroup.procs")).split()
            problems.append(f"could not remove {folder}: {e.strerror}"
                            + (f" (still holds processes {', '.join(held)})" if held else ""))

    def remove(self, name: str) -> list[str]:
        """Remove the student's group(s); what could not be removed (a group that still
        holds processes), one line each, or nothing."""
        problems: list[str] = []
        for folder in dict.fromkeys(self._folders(name).values()):
            self._rmdir(folder, problems)
        return problems

    def remove_top(self, *, keep_students: bool = False) -> list[str]:
        """Remove the class's folder(s), with every student's group left in them (the class
        is gone); with ``keep_students``, only where no student's group is left. What
        could not be removed, one line each."""
        problems: list[str] = []
        for top in dict.fromkeys(self.tops.values()):
            try:
                children = sorted(e.path for e in os.scandir(top)
                                  if e.is_dir(follow_symlinks=False))
            except FileNotFoundError:
                continue
            if children and keep_students:
                continue
            for child in children:
                self._rmdir(child, problems)
            self._rmdir(top, problems)
        return problems


# --------------------------------------------------------------------------- a runaway


def process_cpu_seconds(pids: Iterable[int], proc: str = "/proc") -> dict[int, float]:
    """Each live pid's CPU time so far (user + system, ``<proc>/<pid>/stat``), in seconds;
    a pid that has gone is left out."""
    ticks = os.sysconf("SC_CLK_TCK")
    seconds: dict[int, float] = {}
    for pid in pids:
        try:
            text = _read(os.path.join(proc, str(pid), "stat"))
        except OSError:
            continue
        # "pid (comm) state ppid ...": comm may hold spaces and parentheses
        fields = text.rpartition(")")[2].split()
        try:
            seconds[pid] = (int(fields[11]) + int(fields[12])) / ticks   # utime, stime
        except (IndexError, ValueError):
            continue
    return seconds


@dataclass
class _Reading:
    seconds: dict[int, float]
    at: float
    busy_since: float | None = None
    calm_since: float | None = None
    lowered: bool = False


class RunawayWatch:
    """Which students keep the CPU busy, from readings of their processes' CPU time.

    A student whose processes together use at least ``busy_cores`` for ``after`` seconds
    is *lowered*: the hub gives their group the least CPU weight (:meth:`Cgroups.lower`),
    so that another student's process that wakes up to answer a click runs at once instead
    of waiting for the runaway's time slice. Nothing is taken from the runaway that nobody
    else wants: the CPU stays theirs when the class is idle. They are lifted again after
    ``after`` seconds under ``calm_cores``. Pure: the caller passes the time."""

    def __init__(self, busy_cores: float = 0.8, calm_cores: float = 0.3,
                 after: float = 3.0):
        if not 0 < calm_cores < busy_cores:
            raise ValueError("calm_cores must be above 0 and below busy_cores")
        self.busy_cores, self.calm_cores, self.after = busy_cores, calm_cores, after
        self._readings: dict[str, _Reading] = {}

    def observe(self, now: float, student: str, seconds: dict[int, float]) -> bool | None:
        """One reading of the student's processes (pid -> CPU seconds so far) at ``now``:
        True when the student is to be lowered now, False when lifted now, else None."""
        last = self._readings.get(student)
        if last is None:
            self._readings[student] = _Reading(dict(seconds), now)
            return None
        elapsed = now - last.at
        if elapsed <= 0:
            return None
        # a process born since the last reading spent all its time since then
        used = sum(max(0.0, s - last.seconds.get(pid, 0.0)) for pid, s in seconds.items())
        cores = used / elapsed
        if cores >= self.busy_cores:
            last.calm_since = None
            if last.busy_since is None:
                last.busy_since = last.at
        elif cores < self.calm_cores:
            last.busy_since = None
            if last.calm_since is None:
                last.calm_since = last.at
        else:
            last.busy_since = last.calm_since = None
        last.seconds, last.at = dict(seconds), now
        if not last.lowered and last.busy_since is not None \
                and now - last.busy_since >= self.after:
            last.lowered = True
            return True
        if last.lowered and last.calm_since is not None \
                and now - last.calm_since >= self.after:
            last.lowered = False
            return False
        return None

    def is_lowered(self, student: str) -> bool:
        reading = self._readings.get(student)
        return reading is not None and reading.lowered

    def forget(self, student: str) -> None:
        """The student's server stopped: start afresh with the next reading."""
        self._readings.pop(student, None)
