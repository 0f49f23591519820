"""``scripts/student_limits.py``: each student's processes in a cgroup of their own, with
memory, CPU and task limits. On fake cgroup filesystems (folders and files in
``tmp_path``, ``/proc/self`` files pointing at them): which layout is chosen, the folders
made and the values written, the refusals and the reasons given when nothing can be
limited. Then on this machine's real cgroups, where it can (root, a writable hierarchy):
a student's process really is killed past its memory, refused a fork past its tasks and
throttled past its CPU."""

from __future__ import annotations

import contextlib
import errno
import importlib.util
import os
import secrets
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load():
    name = "rules_tutor_student_limits"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" /
                                                      "student_limits.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


sl = _load()
MiB, GiB = sl.MiB, sl.GiB
TOP = "rules-tutor-hub"
MOUNT_OPTIONS = "rw,nosuid,nodev,noexec,relatime"


# --------------------------------------------------------------------------- fake machines


def make_proc(tmp_path: Path, mountinfo: list[str], cgroup: str) -> str:
    own = tmp_path / "proc" / "self"
    own.mkdir(parents=True)
    (own / "mountinfo").write_text("\n".join(mountinfo) + "\n")
    (own / "cgroup").write_text(cgroup)
    return str(tmp_path / "proc")


OTHER_MOUNTS = [
    "22 1 253:1 / / rw,relatime shared:1 - ext4 /dev/vda1 rw,errors=remount-ro",
    "23 22 0:5 / /proc rw,nosuid,nodev,noexec,relatime shared:12 - proc proc rw",
]


def v2_machine(tmp_path: Path, controllers="cpuset cpu io memory hugetlb pids rdma misc",
               subtree=""):
    root = tmp_path / "sys" / "fs" / "cgroup"
    root.mkdir(parents=True)
    (root / "cgroup.controllers").write_text(controllers + "\n")
    (root / "cgroup.subtree_control").write_text(subtree)
    line = (f"29 23 0:26 / {root} {MOUNT_OPTIONS} shared:4 - cgroup2 cgroup2 "
            "rw,nsdelegate,memory_recursiveprot")
    proc = make_proc(tmp_path, OTHER_MOUNTS + [line], "0::/user.slice/session-2.scope\n")
    return root, proc


V1_HIERARCHIES = [("cpu,cpuacct", "cpu,cpuacct"), ("memory", "memory"), ("pids", "pids"),
                  ("systemd", "xattr,name=systemd")]
OWN = "/classroom/hub"
V1_CGROUP = (f"12:pids:{OWN}\n5:cpu,cpuacct:{OWN}\n3:memory:{OWN}\n"
             f"1:name=systemd:{OWN}\n")


def v1_lines(base: Path, options="rw", own=OWN) -> list[str]:
    lines = [f"25 18 0:21 / {base} ro,nosuid,nodev,noexec shared:9 - tmpfs tmpfs ro,mode=755"]
    for i, (folder, controllers) in enumerate(V1_HIERARCHIES):
        (base / folder / own.lstrip("/")).mkdir(parents=True, exist_ok=True)
        lines.append(f"{30 + i} 25 0:{31 + i} / {base / folder} {options},nosuid,nodev,noexec,"
                     f"relatime shared:{15 + i} - cgroup cgroup {options},{controllers}")
    return lines


def v1_machine(tmp_path: Path, options="rw"):
    base = tmp_path / "sys" / "fs" / "cgroup"
    proc = make_proc(tmp_path, OTHER_MOUNTS + v1_lines(base, options), V1_CGROUP)
    return base, proc


def hybrid_machine(tmp_path: Path):
    base = tmp_path / "sys" / "fs" / "cgroup"
    lines = v1_lines(base)
    unified = base / "unified"
    unified.mkdir()
    (unified / "cgroup.controllers").write_text("\n")
    lines.append(f"40 25 0:38 / {unified} {MOUNT_OPTIONS} shared:14 - cgroup2 cgroup2 rw")
    proc = make_proc(tmp_path, OTHER_MOUNTS + lines, V1_CGROUP + f"0::{OWN}\n")
    return base, unified, proc


def files(folder: Path) -> dict[str, str]:
    return {p.name: p.read_text() for p in sorted(folder.iterdir()) if p.is_file()}


def tree(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


def kernel_adds_procs_files(group) -> None:
    """What the kernel does for a new cgroup: its cgroup.procs is there."""
    for path in group.procs_files:
        Path(path).touch()


@pytest.fixture
def kernel_rmdir(monkeypatch):
    """rmdir as the cgroup filesystem does it: the interface files go with the folder, and
    a group that holds a process or a child group is busy."""
    real_rmdir = os.rmdir

    def rmdir(path):
        folder = Path(path)
        held = folder / "cgroup.procs"
        if (held.exists() and held.read_text().split()) or any(
                p.is_dir() for p in folder.iterdir()):
            raise OSError(errno.EBUSY, os.strerror(errno.EBUSY), str(path))
        for p in folder.iterdir():
            p.unlink()
        real_rmdir(path)

    monkeypatch.setattr(os, "rmdir", rmdir)


# --------------------------------------------------------------------------- cgroup v2


def test_v2_with_controllers_puts_the_students_under_one_top_at_the_root(tmp_path):
    root, proc = v2_machine(tmp_path)
    found = sl.discover(proc=proc, euid=0)
    assert found.usable and found.version == 2
    top = root / TOP
    assert set(found.tops.values()) == {str(top)}
    assert (root / "cgroup.subtree_control").read_text() == "+cpu +memory +pids"
    assert files(top) == {"cgroup.subtree_control": "+cpu +memory +pids"}

    group = found.prepare("ana", sl.Limits(GiB, 1.0, 1024))
    ana = top / "ana"
    assert files(ana) == {"cpu.max": "100000 100000", "cpu.weight": "100",
                          "memory.max": str(GiB), "pids.max": "1024"}
    assert group.procs_files == (str(ana / "cgroup.procs"),)
    assert group.folders == {"cpu": str(ana), "memory": str(ana), "pids": str(ana)}
    # no process ever lives in the top: it holds only the students' folders
    assert tree(top) == ["ana", "ana/cpu.max", "ana/cpu.weight", "ana/memory.max",
                         "ana/pids.max", "cgroup.subtree_control"]
    assert found.describe(sl.Limits(GiB, 1.0, 1024)) == (
        "each student: at most 1.0 GiB of memory, 1 core of CPU, 1024 tasks (cgroup v2)")


def test_v2_forbids_swap_and_a_second_prepare_updates_and_lifts_the_limits(tmp_path):
    root, proc = v2_machine(tmp_path)
    ana = root / TOP / "ana"
    ana.mkdir(parents=True)
    (ana / "memory.swap.max").write_text("max")     # this kernel accounts swap
    found = sl.discover(proc=proc, euid=0)
    found.prepare("ana", sl.Limits(512 * MiB, 0.5, 64))
    assert files(ana) == {"cpu.max": "50000 100000", "cpu.weight": "100", "memory.max": str(512 * MiB),
                          "memory.swap.max": "0", "pids.max": "64"}
    found.prepare("ana", sl.Limits(cpu_cores=2.5))
    assert files(ana) == {"cpu.max": "250000 100000", "cpu.weight": "100", "memory.max": "max",
                          "memory.swap.max": "max", "pids.max": "max"}


def test_v2_leaves_the_roots_controllers_alone_when_they_are_already_handed_down(tmp_path):
    root, proc = v2_machine(tmp_path, subtree="cpu io memory pids\n")
    found = sl.discover(proc=proc, euid=0)
    assert found.version == 2
    assert (root / "cgroup.subtree_control").read_text() == "cpu io memory pids\n"
    assert (root / TOP / "cgroup.subtree_control").read_text() == "+cpu +memory +pids"


def test_v2_writes_only_the_missing_controllers_into_the_root(tmp_path):
    root, proc = v2_machine(tmp_path, subtree="cpu memory\n")
    sl.discover(proc=proc, euid=0)
    assert (root / "cgroup.subtree_control").read_text() == "+pids"


def test_v2_without_pids_and_no_v1_says_why_and_creates_nothing(tmp_path):
    root, proc = v2_machine(tmp_path, controllers="cpu io memory")
    before = tree(root)
    found = sl.discover(proc=proc, euid=0)
    assert not found.usable
    assert found.why.startswith("limits not enforced: no cgroup hierarchy offers the cpu, "
                                "memory and pids controllers")
    assert f"cgroup v2 at {root} offers cpu io memory" in found.why
    assert found.describe(sl.Limits(GiB)) == found.why
    assert tree(root) == before


# --------------------------------------------------------------------------- cgroup v1


def test_v1_nests_the_students_under_the_hubs_own_group_in_each_hierarchy(tmp_path):
    base, proc = v1_machine(tmp_path)
    found = sl.discover(proc=proc, euid=0)
    assert found.usable and found.version == 1
    own = "classroom/hub"
    assert found.tops == {"cpu": str(base / "cpu,cpuacct" / own / TOP),
                          "memory": str(base / "memory" / own / TOP),
                          "pids": str(base / "pids" / own / TOP)}

    group = found.prepare("ana", sl.Limits(GiB, 1.5, 1024))
    cpu, memory, pids = (base / folder / own / TOP / "ana"
                         for folder in ("cpu,cpuacct", "memory", "pids"))
    assert files(cpu) == {"cpu.cfs_period_us": "100000", "cpu.cfs_quota_us": "150000",
                          "cpu.shares": "1024"}
    assert files(memory) == {"memory.limit_in_bytes": str(GiB)}   # no swap accounting here
    assert files(pids) == {"pids.max": "1024"}
    assert group.procs_files == tuple(str(f / "cgroup.procs") for f in (cpu, memory, pids))
    assert tree(base / "systemd") == ["classroom", "classroom/hub"]
    assert found.describe(sl.Limits(GiB, 1.5, 1024)).endswith("1.5 cores of CPU, 1024 tasks "
                                                               "(cgroup v1)")


def test_v1_limits_memory_plus_swap_and_none_lifts_every_limit(tmp_path):
    base, proc = v1_machine(tmp_path)
    memory = base / "memory" / OWN.lstrip("/") / TOP / "ana"
    memory.mkdir(parents=True)
    (memory / "memory.memsw.limit_in_bytes").write_text("9223372036854771712")
    found = sl.discover(proc=proc, euid=0)
    group = found.prepare("ana", sl.Limits(256 * MiB, 0.05, 32))
    assert files(memory) == {"memory.limit_in_bytes": str(256 * MiB),
                             "memory.memsw.limit_in_bytes": str(256 * MiB)}
    assert Path(group.folders["cpu"], "cpu.cfs_quota_us").read_text() == "5000"
    found.prepare("ana", sl.Limits())
    assert files(memory) == {"memory.limit_in_bytes": "-1",
                             "memory.memsw.limit_in_bytes": "-1"}
    assert files(Path(group.folders["cpu"])) == {"cpu.cfs_period_us": "100000",
                                                 "cpu.cfs_quota_us": "-1", "cpu.shares": "1024"}
    assert files(Path(group.folders["pids"])) == {"pids.max": "max"}


def test_hybrid_uses_v1_when_the_v2_mount_has_no_controllers(tmp_path):
    base, unified, proc = hybrid_machine(tmp_path)
    found = sl.discover(proc=proc, euid=0)
    assert found.version == 1
    found.prepare("ana", sl.Limits(GiB, 1.0, 1024))
    assert tree(unified) == ["cgroup.controllers"]
    assert (base / "memory" / "classroom" / "hub" / TOP / "ana" / "memory.limit_in_bytes"
            ).read_text() == str(GiB)


def test_a_v1_mount_of_a_subtree_maps_the_hubs_group_inside_it(tmp_path):
    """In a container the hierarchy may be mounted from the container's own group down."""
    base = tmp_path / "cg"
    lines = []
    for i, controller in enumerate(("cpu,cpuacct", "memory", "pids")):
        (base / controller / "hub").mkdir(parents=True)
        lines.append(f"{50 + i} 40 0:{31 + i} /docker/c0ffee {base / controller} "
                     f"{MOUNT_OPTIONS} - cgroup cgroup rw,{controller}")
    proc = make_proc(tmp_path, lines,
                     "4:pids:/docker/c0ffee/hub\n3:cpu,cpuacct:/docker/c0ffee/hub\n"
                     "2:memory:/docker/c0ffee/hub\n")
    found = sl.discover(proc=proc, euid=0)
    assert found.tops["memory"] == str(base / "memory" / "hub" / TOP)
    assert (base / "memory" / "hub" / TOP).is_dir()


def test_a_mount_point_with_a_space_is_read_from_its_mountinfo_escape(tmp_path):
    root = tmp_path / "cgroup v2"
    root.mkdir()
    (root / "cgroup.controllers").write_text("cpu memory pids\n")
    escaped = str(root).replace(" ", "\\040")
    proc = make_proc(tmp_path, [f"29 23 0:26 / {escaped} {MOUNT_OPTIONS} - cgroup2 cgroup2 rw"],
                     "0::/\n")
    found = sl.discover(proc=proc, euid=0)
    assert found.tops["cpu"] == str(root / TOP) and (root / TOP).is_dir()


# --------------------------------------------------------------------------- join, members, remove


def test_join_writes_the_pid_as_decimal_into_every_procs_file(tmp_path):
    _, proc = v1_machine(tmp_path)
    found = sl.discover(proc=proc, euid=0)
    group = found.prepare("ana", sl.Limits(GiB))
    kernel_adds_procs_files(group)
    group.join(4242)
    assert [Path(p).read_text() for p in group.procs_files] == ["4242"] * 3
    assert found.members("ana") == [4242]
    Path(group.procs_files[1]).write_text("4242\n5151\n")
    assert found.members("ana") == [4242, 5151]
    for path in group.procs_files:
        Path(path).write_text("")
    group.join()
    assert [Path(p).read_text() for p in group.procs_files] == [str(os.getpid())] * 3


def test_members_of_a_student_without_a_group_is_empty(tmp_path):
    _, proc = v2_machine(tmp_path)
    assert sl.discover(proc=proc, euid=0).members("bruno") == []


def test_remove_reports_a_busy_group_then_removes_it_and_the_top(tmp_path, kernel_rmdir):
    root, proc = v2_machine(tmp_path)
    found = sl.discover(proc=proc, euid=0)
    ana = found.prepare("ana", sl.Limits(GiB))
    bruno = found.prepare("bruno", sl.Limits(GiB))
    kernel_adds_procs_files(ana)
    kernel_adds_procs_files(bruno)
    ana.join(777)
    problems = found.remove("ana")
    assert problems == [f"could not remove {root / TOP / 'ana'}: Device or resource busy "
                        "(still holds processes 777)"]
    assert (root / TOP / "ana").is_dir()
    Path(ana.procs_files[0]).write_text("")
    assert found.remove("ana") == [] and not (root / TOP / "ana").exists()
    assert found.remove("ana") == []            # already gone: nothing to say
    # another class's student (a hub of the same top) is still there: the top stays
    assert found.remove_top(keep_students=True) == [] and (root / TOP / "bruno").is_dir()
    assert found.remove("bruno") == []
    assert found.remove_top(keep_students=True) == []
    assert tree(root) == ["cgroup.controllers", "cgroup.subtree_control"]


def test_remove_top_keeps_what_still_holds_a_process_and_says_so(tmp_path, kernel_rmdir):
    _, proc = v1_machine(tmp_path)
    found = sl.discover(proc=proc, euid=0)
    group = found.prepare("ana", sl.Limits(GiB))
    kernel_adds_procs_files(group)
    Path(group.procs_files[0]).write_text("31")     # ana's process in the cpu hierarchy
    problems = found.remove_top()
    assert problems == [f"could not remove {group.folders['cpu']}: Device or resource busy "
                        "(still holds processes 31)",
                        f"could not remove {found.tops['cpu']}: Device or resource busy"]
    assert not Path(found.tops["memory"]).exists() and not Path(found.tops["pids"]).exists()


# --------------------------------------------------------------------------- refusals


@pytest.mark.parametrize("name", ["..", ".", "a/b", "../etc", "Root", "", "1ana", "-ana",
                                  "ana\n", "a" * 33, "ana bruno", None])
def test_a_name_that_is_not_a_system_user_name_is_refused_before_any_folder(tmp_path, name):
    _, proc = v2_machine(tmp_path)
    found = sl.discover(proc=proc, euid=0)
    before = tree(tmp_path)
    for call in (lambda: found.prepare(name, sl.Limits(GiB)), lambda: found.members(name),
                 lambda: found.remove(name)):
        with pytest.raises(ValueError, match="not a system user name"):
            call()
    assert tree(tmp_path) == before


def test_a_symbolic_link_out_of_the_cgroup_filesystem_is_never_followed(tmp_path):
    root, proc = v2_machine(tmp_path)
    found = sl.discover(proc=proc, euid=0)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (root / TOP / "ana").symlink_to(elsewhere)
    with pytest.raises(OSError, match="not a folder of the cgroup filesystem"):
        found.prepare("ana", sl.Limits(GiB))
    assert list(elsewhere.iterdir()) == []


@pytest.mark.parametrize("top", ["", "..", "a/b", ".hidden", "x" * 101])
def test_a_top_that_is_not_a_plain_folder_name_is_refused(tmp_path, top):
    _, proc = v2_machine(tmp_path)
    with pytest.raises(ValueError, match="not a plain folder name"):
        sl.discover(top, proc=proc, euid=0)


@pytest.mark.parametrize("text, size", [
    ("1G", GiB), ("512M", 512 * MiB), ("1.5G", 3 * GiB // 2), ("800000000", 800_000_000),
    ("256m", 256 * MiB), ("2GiB", 2 * GiB), (" 1T ", 1024 * GiB), ("1048576K", GiB),
])
def test_memory_sizes_are_read_in_powers_of_1024(text, size):
    assert sl.parse_memory(text) == size


@pytest.mark.parametrize("text, why", [
    ("-1G", "not a positive size"), ("0", "is zero"), ("0M", "is zero"),
    ("0.0000001K", "is zero"), ("12X", "not a positive size"), ("", "not a positive size"),
    ("1.5.5G", "not a positive size"), ("1e9", "not a positive size"),
    ("nan", "not a positive size"), ("2000T", "more than 1 PiB"),
    ("9" * 5000, "too long"), ("1" * 40, "more than 1 PiB"), (1024, "not text"),
])
def test_nonsense_memory_sizes_are_refused_with_the_reason(text, why):
    with pytest.raises(ValueError, match=why):
        sl.parse_memory(text)


def test_limits_are_bounded_with_the_reason():
    cores = sl.machine_cores()
    with pytest.raises(ValueError, match="below 128 MiB"):
        sl.Limits(memory_bytes=128 * MiB - 1)
    assert sl.Limits(memory_bytes=128 * MiB).memory_bytes == 128 * MiB
    with pytest.raises(ValueError, match="below 0.05"):
        sl.Limits(cpu_cores=0.04)
    with pytest.raises(ValueError, match=f"more than 4 x this machine's {cores} cores"):
        sl.Limits(cpu_cores=4 * cores + 0.5)
    assert sl.Limits(cpu_cores=4 * cores).cpu_cores == 4 * cores
    for cpu in (float("nan"), "1", True):
        with pytest.raises(ValueError, match="cpu must be a number"):
            sl.Limits(cpu_cores=cpu)
    for tasks in (31, 1_000_001):
        with pytest.raises(ValueError, match="not between 32"):
            sl.Limits(tasks=tasks)
    with pytest.raises(ValueError, match="whole number"):
        sl.Limits(tasks=64.0)
    with pytest.raises(ValueError, match="whole number of bytes"):
        sl.Limits(memory_bytes=True)


def test_limits_from_text():
    assert sl.parse_limits("1G", "1", "1024") == sl.Limits(GiB, 1.0, 1024)
    assert sl.parse_limits(cpu="0.5") == sl.Limits(cpu_cores=0.5)
    for call, text in ((sl.parse_cpu, "50%"), (sl.parse_cpu, "-1"), (sl.parse_cpu, "inf"),
                       (sl.parse_tasks, "1e3"), (sl.parse_tasks, "-5"),
                       (sl.parse_tasks, "9" * 5000)):
        with pytest.raises(ValueError, match="is not a"):
            call(text)
    with pytest.raises(ValueError, match="not between 32"):
        sl.parse_limits(tasks="8")


@pytest.mark.parametrize("limits, line", [
    (sl.Limits(GiB, 1.0, 1024), "each student: at most 1.0 GiB of memory, 1 core of CPU, "
                                "1024 tasks"),
    (sl.Limits(800_000_000, 0.5), "each student: at most 763 MiB of memory, 0.5 core of CPU; "
                                  "no limit on tasks"),
    (sl.Limits(tasks=64), "each student: at most 64 tasks; no limit on memory, CPU"),
    (sl.Limits(), "each student: no limits"),
])
def test_describe_says_the_limits_in_one_line(limits, line):
    assert sl.describe(limits) == line


# --------------------------------------------------------------------------- why not


def test_not_root_says_so_and_touches_nothing(tmp_path):
    _, proc = v2_machine(tmp_path)
    before = tree(tmp_path)
    found = sl.discover(proc=proc, euid=1000)
    assert not found.usable
    assert found.why == ("limits not enforced: the hub does not run as root (euid 1000), and "
                         "only root may create the students' cgroups")
    assert tree(tmp_path) == before


def test_no_cgroup_mount_says_so(tmp_path):
    proc = make_proc(tmp_path, OTHER_MOUNTS, "0::/\n")
    assert sl.discover(proc=proc, euid=0).why == (
        "limits not enforced: no cgroup filesystem is mounted")


def test_no_proc_says_what_it_could_not_read(tmp_path):
    found = sl.discover(proc=str(tmp_path / "nowhere"), euid=0)
    assert found.why.startswith("limits not enforced: cannot read ")
    assert "mountinfo" in found.why


def test_a_read_only_cgroup_filesystem_says_so(tmp_path):
    base, proc = v1_machine(tmp_path, options="ro")
    before = tree(base)
    found = sl.discover(proc=proc, euid=0)
    assert found.why == ("limits not enforced: the cgroup filesystem is read-only "
                         f"({base}/cpu,cpuacct)")
    assert tree(base) == before


def test_v1_without_a_pids_hierarchy_says_which_is_missing(tmp_path):
    base, proc = v1_machine(tmp_path)
    mountinfo = Path(proc, "self", "mountinfo")
    mountinfo.write_text("".join(line + "\n" for line in mountinfo.read_text().splitlines()
                                 if not line.endswith(",pids")))
    assert sl.discover(proc=proc, euid=0).why == (
        "limits not enforced: no cgroup hierarchy offers the cpu, memory and pids "
        "controllers (no cgroup v1 pids hierarchy)")


def test_a_hub_group_missing_from_the_mount_says_so(tmp_path):
    _, proc = v1_machine(tmp_path)
    Path(proc, "self", "cgroup").write_text(V1_CGROUP.replace("3:memory:/classroom/hub",
                                                              "3:memory:/elsewhere"))
    assert sl.discover(proc=proc, euid=0).why.startswith(
        "limits not enforced: the hub's own memory cgroup /elsewhere is not in ")


def test_a_top_that_cannot_be_made_a_folder_is_a_reason_not_an_exception(tmp_path):
    root, proc = v2_machine(tmp_path)
    (root / TOP).write_text("not a folder")
    found = sl.discover(proc=proc, euid=0)
    assert not found.usable
    assert found.why.startswith(f"limits not enforced: refusing {root / TOP}: not a folder")


# --------------------------------------------------------------------------- real cgroups


@pytest.fixture
def real():
    """This machine's cgroups, under a top of the test's own, removed afterwards."""
    if os.geteuid() != 0:
        pytest.skip("real cgroups: only root may create them")
    found = sl.discover(f"rules-tutor-test-{secrets.token_hex(4)}")
    if not found.usable:
        pytest.skip(found.why)
    try:
        yield found
    finally:
        _clear(found)


def _clear(found) -> None:
    deadline = time.monotonic() + 30
    while True:
        names = {entry.name for top in set(found.tops.values()) if os.path.isdir(top)
                 for entry in os.scandir(top) if entry.is_dir(follow_symlinks=False)}
        for name in names:
            for pid in found.members(name):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        problems = found.remove_top()
        if not problems:
            return
        if time.monotonic() > deadline:
            raise AssertionError(problems)
        time.sleep(0.1)


def _read(folder: str, name: str) -> str:
    return Path(folder, name).read_text().strip()


def _stat(folder: str, name: str, key: str) -> int | None:
    for line in Path(folder, name).read_text().splitlines():
        if line.split()[0] == key:
            return int(line.split()[1])
    return None


def _python(code: str, *args: str, group, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", code, *args], preexec_fn=group.join,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            **kwargs)


def test_real_limits_are_written_raised_and_lifted(real):
    group = real.prepare("ana", sl.Limits(128 * MiB, 0.1, 32))
    memory, cpu, pids = (group.folders[c] for c in ("memory", "cpu", "pids"))
    if real.version == 2:
        assert (_read(memory, "memory.max"), _read(cpu, "cpu.max"), _read(pids, "pids.max")
                ) == (str(128 * MiB), "10000 100000", "32")
    else:
        assert (_read(memory, "memory.limit_in_bytes"), _read(cpu, "cpu.cfs_quota_us"),
                _read(pids, "pids.max")) == (str(128 * MiB), "10000", "32")
    real.prepare("ana", sl.Limits(GiB, 2.0, 4096))      # raised: memory+swap first on v1
    name = "memory.max" if real.version == 2 else "memory.limit_in_bytes"
    assert _read(memory, name) == str(GiB)
    real.prepare("ana", sl.Limits())
    if real.version == 2:
        assert (_read(memory, "memory.max"), _read(cpu, "cpu.max"), _read(pids, "pids.max")
                ) == ("max", "max 100000", "max")
    else:
        assert int(_read(memory, "memory.limit_in_bytes")) >= 2 ** 62
        assert (_read(cpu, "cpu.cfs_quota_us"), _read(pids, "pids.max")) == ("-1", "max")


ALLOCATE = "import sys; block = b'x' * int(sys.argv[1]); print(len(block))"


def test_real_memory_a_student_past_the_limit_is_killed_under_it_is_not(real):
    limit = 128 * MiB
    group = real.prepare("ana", sl.Limits(memory_bytes=limit))
    folder = group.folders["memory"]
    events = "memory.events" if real.version == 2 else "memory.oom_control"
    child = _python(ALLOCATE, str(limit // 4), group=group)
    try:
        out, err = child.communicate(timeout=120)
    finally:
        child.kill()
    assert (child.returncode, out.strip()) == (0, str(limit // 4)), err
    assert _stat(folder, events, "oom_kill") in (0, None)

    child = _python(ALLOCATE, str(3 * limit), group=group)
    try:
        out, err = child.communicate(timeout=120)
    finally:
        child.kill()
    assert child.returncode == -signal.SIGKILL, (child.returncode, out, err)
    assert _stat(folder, events, "oom_kill") in (1, None)   # the group's own OOM killer


FORK_64 = """
import subprocess, sys
started = []
try:
    for _ in range(64):
        started.append(subprocess.Popen(["sleep", "60"]))
    print("started 64")
    code = 0
except OSError as e:
    print(f"fork failed after {len(started)}: {type(e).__name__} errno {e.errno}")
    code = 3
finally:
    for p in started:
        p.kill()
        p.wait()
sys.exit(code)
"""


def test_real_tasks_a_fork_past_the_limit_fails(real):
    group = real.prepare("ana", sl.Limits(tasks=32))
    child = _python(FORK_64, group=group)
    try:
        out, err = child.communicate(timeout=120)
    finally:
        child.kill()
    assert child.returncode == 3, (out, err)
    words = out.split()
    assert words[:3] == ["fork", "failed", "after"] and int(words[3].rstrip(":")) < 32, out
    assert words[4:] == ["BlockingIOError", "errno", str(errno.EAGAIN)], out
    assert _stat(group.folders["pids"], "pids.events", "max") >= 1


def test_real_cpu_a_spinning_student_is_throttled(real):
    group = real.prepare("ana", sl.Limits(cpu_cores=0.1))
    folder = group.folders["cpu"]
    assert _stat(folder, "cpu.stat", "nr_throttled") == 0
    child = _python("while True: pass", group=group)
    try:
        assert real.members("ana") == [child.pid]
        deadline = time.monotonic() + 60        # a deadline only: no timing is asserted
        while _stat(folder, "cpu.stat", "nr_throttled") == 0:
            assert child.poll() is None, child.communicate()
            assert time.monotonic() < deadline, "never throttled in 60 s"
            time.sleep(0.2)
    finally:
        child.kill()
        child.wait()


def test_real_remove_waits_for_the_students_last_process(real):
    group = real.prepare("ana", sl.Limits(GiB, 1.0, 1024))
    child = subprocess.Popen(["sleep", "60"], preexec_fn=group.join)
    try:
        assert real.members("ana") == [child.pid]
        problems = real.remove("ana")
        assert len(problems) == len(group.procs_files)
        assert all(f"still holds processes {child.pid}" in p for p in problems)
    finally:
        child.kill()
        child.wait()
    deadline = time.monotonic() + 30
    while (problems := real.remove("ana")) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert problems == []
    assert not any(os.path.exists(folder) for folder in group.folders.values())
    assert real.members("ana") == []


def test_real_kill_members_kills_what_a_stopped_server_left_behind(real):
    """A kernel's children outlive it (a multiprocessing pool, a process in a session of
    its own): when a student's server stops, the hub kills what is left in their group."""
    group = real.prepare("ana", sl.Limits(GiB, 1.0, 1024))
    parent = _python("import subprocess, sys\n"
                     "orphan = subprocess.Popen(['sleep', '600'], start_new_session=True)\n"
                     "print(orphan.pid, flush=True)", group=group)
    orphan = int(parent.stdout.readline())
    parent.wait()
    assert parent.returncode == 0 and group.members() == [orphan]       # outlived its parent
    deadline = time.monotonic() + 30
    while group.members() and time.monotonic() < deadline:
        group.kill_members()
        time.sleep(0.05)
    assert group.members() == [] and not _alive(orphan)
    assert group.kill_members() == []


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its parent to reap it does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"


# --------------------------------------------------------------------------- a runaway


def test_a_student_who_keeps_a_core_busy_is_lowered_after_three_seconds_and_lifted_when_calm():
    watch = sl.RunawayWatch(busy_cores=0.8, calm_cores=0.3, after=3.0)
    assert watch.observe(0.0, "ana", {10: 5.0}) is None            # the first reading
    # one core's worth each second: busy since t=0, lowered once 3 s of it are seen
    assert [watch.observe(t, "ana", {10: 5.0 + t}) for t in (1.0, 2.0, 3.0)] == [
        None, None, True]
    assert watch.is_lowered("ana")
    assert watch.observe(4.0, "ana", {10: 9.0}) is None            # still busy: no change
    # calm (no CPU at all) for 3 s: lifted
    assert [watch.observe(t, "ana", {10: 9.0}) for t in (5.0, 6.0, 7.0)] == [
        None, None, False]
    assert not watch.is_lowered("ana")


def test_short_bursts_and_middling_use_never_lower_a_student():
    watch = sl.RunawayWatch(busy_cores=0.8, calm_cores=0.3, after=3.0)
    watch.observe(0.0, "ben", {1: 0.0})
    used, changes = 0.0, []
    for second in range(1, 31):
        used += 1.0 if second % 3 else 0.0          # two busy seconds, then a rest: a solver
        changes.append(watch.observe(float(second), "ben", {1: used}))
    used_half = used
    for second in range(31, 61):
        used_half += 0.5                            # half a core for 30 s: not a runaway
        changes.append(watch.observe(float(second), "ben", {1: used_half}))
    assert set(changes) == {None} and not watch.is_lowered("ben")


def test_many_processes_count_together_and_a_new_one_counts_from_its_birth():
    watch = sl.RunawayWatch(busy_cores=0.8, calm_cores=0.3, after=2.0)
    watch.observe(0.0, "cy", {1: 0.0})
    # four spinning processes at 0.25 core each: one core together; pid 3 born in between
    assert watch.observe(1.0, "cy", {1: 0.25, 2: 0.25, 3: 0.25, 4: 0.25}) is None
    assert watch.observe(2.0, "cy", {1: 0.5, 2: 0.5, 3: 0.5, 4: 0.5}) is True
    watch.forget("cy")                              # the server stopped: afresh
    assert not watch.is_lowered("cy")
    # a pid reused by a process with less time never counts as negative use
    watch.observe(0.0, "cy", {1: 9.0, 2: 9.0})
    assert watch.observe(1.0, "cy", {1: 0.1, 2: 9.9}) is None
    assert watch.observe(2.0, "cy", {1: 0.2, 2: 10.8}) is True


def test_the_watch_needs_calm_below_busy():
    with pytest.raises(ValueError):
        sl.RunawayWatch(busy_cores=0.5, calm_cores=0.5)


def test_cpu_seconds_read_user_plus_system_time_even_with_a_parenthesis_in_the_name(tmp_path):
    ticks = os.sysconf("SC_CLK_TCK")
    (tmp_path / "41").mkdir()
    # "pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt
    #  utime stime ..."
    (tmp_path / "41" / "stat").write_text(
        f"41 (a) b (c) R 1 41 41 0 -1 4194304 10 0 0 0 {3 * ticks} {ticks} 0 0 20 0 1 0\n")
    assert sl.process_cpu_seconds([41, 42], proc=str(tmp_path)) == {41: 4.0}   # 42 has gone


def test_lower_writes_the_least_weight_and_lift_the_usual_one(tmp_path):
    for version, machine in ((1, v1_machine), (2, v2_machine)):
        base = tmp_path / f"v{version}"
        base.mkdir()
        _, proc = machine(base)
        found = sl.discover(TOP, proc=proc, euid=0)
        assert found.version == version
        group = found.prepare("ana", sl.Limits(GiB, None, 1024))
        folder = Path(group.folders["cpu"])
        name, least, usual = sl.CPU_WEIGHT[version]
        found.lower("ana", True)
        assert (folder / name).read_text() == str(least)
        found.lower("ana", False)
        assert (folder / name).read_text() == str(usual)
        found.lower("ana", True)
        found.prepare("ana", sl.Limits(GiB, None, 1024))    # a new start: the usual weight
        assert (folder / name).read_text() == str(usual)


SPIN = "while True:\n    pass\n"


def test_real_a_spinning_process_shows_in_its_students_cpu_seconds_and_can_be_lowered(real):
    group = real.prepare("ana", sl.Limits(tasks=64))
    spinner = _python(SPIN, group=group)
    try:
        deadline = time.monotonic() + 60
        while sum(real.cpu_seconds("ana").values()) < 0.3:     # the kernel counts it
            assert time.monotonic() < deadline, real.cpu_seconds("ana")
            time.sleep(0.05)
        assert set(real.cpu_seconds("ana")) == {spinner.pid}
        name, least, usual = sl.CPU_WEIGHT[real.version]
        real.lower("ana", True)
        assert _read(group.folders["cpu"], name) == str(least)
        real.lower("ana", False)
        assert _read(group.folders["cpu"], name) == str(usual)
    finally:
        spinner.kill()
        spinner.wait()
