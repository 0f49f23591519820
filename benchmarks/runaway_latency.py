"""What one runaway student does to another student's answers, per CPU setting of the
class hub's groups (``scripts/student_limits.py``), without a hub: seconds, not a class.

    sudo .venv/bin/python benchmarks/runaway_latency.py            # every setting below
    sudo .venv/bin/python benchmarks/runaway_latency.py --seconds 20 --settings 1:100,1:10

Two cgroups made as the hub makes a student's (a top of this run's own, removed after):

- ``answering``: a process that does what a board's click costs a kernel and its server
  (``--work`` ms of CPU, default 8), every ``--every`` ms (default 25, with a little
  jitter), and times each answer from the moment it was due until its work is done;
- ``runaway``: twice as many spinning processes as the machine has cores (a cell with a
  ``multiprocessing`` loop), held to the setting under test.

A setting is ``cores:period_ms[:weight]`` (the group's CPU quota, the period it is
counted over: ``cpu.cfs_period_us`` on cgroup v1, ``cpu.max``'s second field on v2, and
its weight against the other groups: ``cpu.shares`` on v1, ``cpu.weight`` on v2), ``none``
(a group with no quota: an equal share only) or ``quiet`` (no runaway at all: the
reference). ``:idle`` after a setting runs the spinners as ``SCHED_IDLE`` too.
``--answer-outside`` runs the answering process outside the class's groups, as the hub and
its proxy run. Printed per setting: the answers' median, p95 and p99, and their ratio to the
quiet machine's. The machine is shared and noisy: read the ratios, and run it twice.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import secrets
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SETTINGS = "quiet,none,1:100,1:10,none:100:2,1:100:2,none:idle"

ANSWERING = r"""
import json, random, sys, time
work_s, every_s, seconds = float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
late = []
due = time.perf_counter() + every_s
end = due + seconds
while due < end:
    pause = due - time.perf_counter()
    if pause > 0:
        time.sleep(pause)
    spent = time.process_time() + work_s
    while time.process_time() < spent:          # the answer's CPU work
        pass
    late.append(time.perf_counter() - due)
    due += every_s * random.uniform(0.8, 1.2)
print(json.dumps(late))
"""

SPIN = "while True:\n    pass\n"


def student_limits() -> ModuleType:
    spec = importlib.util.spec_from_file_location("rules_tutor_student_limits",
                                                  ROOT / "scripts" / "student_limits.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module             # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def set_cpu(group, found, cores: float | None, period_us: int, weight: int | None) -> None:
    """Write the quota over a period of ``period_us`` (the module writes 100 ms), and the
    group's weight (``cpu.shares``, default 1024 on v1; ``cpu.weight``, default 100 on v2)."""
    if found.version == 1:
        folder = Path(group.folders["cpu"])
        quota = -1 if cores is None else round(cores * period_us)
        (folder / "cpu.cfs_quota_us").write_text("-1")
        (folder / "cpu.cfs_period_us").write_text(str(period_us))
        (folder / "cpu.cfs_quota_us").write_text(str(quota))
        (folder / "cpu.shares").write_text(str(1024 if weight is None else weight))
    else:
        folder = Path(group.folders["memory"])
        quota = "max" if cores is None else str(round(cores * period_us))
        (folder / "cpu.max").write_text(f"{quota} {period_us}")
        (folder / "cpu.weight").write_text(str(100 if weight is None else weight))


def parse_setting(setting: str) -> tuple[float | None, int, int | None, bool]:
    """``none`` | ``cores:period_ms`` | ``cores:period_ms:weight``, each with an optional
    ``:idle`` -> (cores, period_us, weight, idle); ``cores`` may be ``none`` too
    (``none:100:2``: no quota, weight 2). A malformed setting raises ValueError."""
    idle = setting.endswith(":idle")
    fields = setting.removesuffix(":idle").split(":")
    if fields == ["none"]:
        return None, 100_000, None, idle
    if not 2 <= len(fields) <= 3:
        raise ValueError(f"{setting!r}: a setting is none or cores:period_ms[:weight]")
    cores = None if fields[0] == "none" else float(fields[0])
    weight = int(fields[2]) if len(fields) > 2 else None
    if (cores is not None and cores <= 0) or int(fields[1]) <= 0 \
            or (weight is not None and weight <= 0):
        raise ValueError(f"{setting!r}: cores, period and weight are above 0")
    return cores, int(fields[1]) * 1000, weight, idle


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run_setting(sl: ModuleType, found, setting: str, args: argparse.Namespace) -> list[float]:
    answering = found.prepare("answering", sl.Limits(tasks=64))
    runaway_group = found.prepare("runaway", sl.Limits(tasks=256))
    spinners = []
    try:
        if setting != "quiet":
            *cpu, idle = parse_setting(setting)
            set_cpu(runaway_group, found, *cpu)
            for _ in range(2 * (os.cpu_count() or 1)):
                spinners.append(subprocess.Popen([sys.executable, "-c", SPIN],
                                                 preexec_fn=runaway_group.join))
                if idle:
                    os.sched_setscheduler(spinners[-1].pid, os.SCHED_IDLE, os.sched_param(0))
            time.sleep(1.0)                          # the spinners at full speed
        done = subprocess.run([sys.executable, "-c", ANSWERING, str(args.work / 1000),
                               str(args.every / 1000), str(args.seconds)],
                              preexec_fn=None if args.answer_outside else answering.join,
                              capture_output=True, text=True,
                              check=True)
        return json.loads(done.stdout)
    finally:
        for proc in spinners:
            proc.send_signal(signal.SIGKILL)
            proc.wait()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--settings", default=DEFAULT_SETTINGS,
                    help=f"comma-separated quiet, none or cores:period_ms[:weight], "
                         f"each with an optional :idle "
                         f"(default {DEFAULT_SETTINGS})")
    ap.add_argument("--seconds", type=float, default=15.0, help="per setting (default 15)")
    ap.add_argument("--work", type=float, default=8.0, help="ms of CPU per answer (default 8)")
    ap.add_argument("--every", type=float, default=25.0, help="ms between answers (default 25)")
    ap.add_argument("--answer-outside", action="store_true",
                    help="the answering process outside this run's groups (where the hub "
                         "and its proxy run), not in a group beside the runaway's")
    args = ap.parse_args(argv)
    settings = [s.strip() for s in args.settings.split(",") if s.strip()]
    for setting in settings:
        try:
            setting == "quiet" or parse_setting(setting)
        except ValueError as exc:
            ap.error(str(exc))
    sl = student_limits()
    found = sl.discover(f"rules-tutor-bench-{secrets.token_hex(3)}")
    if not found.usable:
        print(f"runaway latency: cannot run: {found.why}", file=sys.stderr)
        return 2
    print(f"runaway latency: {os.cpu_count()} cores, cgroup v{found.version}, "
          f"{args.work:g} ms of work every ~{args.every:g} ms, {args.seconds:g} s a setting, "
          f"{2 * (os.cpu_count() or 1)} spinning processes in the runaway's group")
    print(f"{'setting':<10} {'answers':>7} {'median':>9} {'p95':>9} {'p99':>9}   p95 / quiet")
    rows = {}
    try:
        for setting in settings:
            late = run_setting(sl, found, setting, args)
            rows[setting] = late
            quiet = rows.get("quiet")
            ratio = (f"{percentile(late, 0.95) / percentile(quiet, 0.95):.2f}x"
                     if quiet else "")
            print(f"{setting:<10} {len(late):>7} {statistics.median(late) * 1000:>7.1f}ms "
                  f"{percentile(late, 0.95) * 1000:>7.1f}ms "
                  f"{percentile(late, 0.99) * 1000:>7.1f}ms   {ratio}", flush=True)
    finally:
        for name in ("answering", "runaway"):
            deadline = time.monotonic() + 30
            while found.remove(name) and time.monotonic() < deadline:
                time.sleep(0.1)
        found.remove_top()
    return 0


if __name__ == "__main__":
    sys.exit(main())
