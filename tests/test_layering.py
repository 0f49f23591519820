"""The engine never imports the UI: ``tutor`` works with no widget stack installed.

Every module under ``tutor`` is imported (``pkgutil.walk_packages``) in a fresh
interpreter in which the UI packages cannot be imported at all; then the modules it
loaded are checked to be standard library only (DESIGN: notebooks -> widgets -> tutor ->
standard library).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Top-level packages the engine must never import.
BLOCKED = ["ipywidgets", "ipycanvas", "IPython", "ipykernel", "comm", "traitlets", "widgets"]

PROBE = r"""
import importlib, importlib.abc, json, pkgutil, sys, traceback

root, blocked = sys.argv[1], set(json.loads(sys.argv[2]))
sys.path.insert(0, root)

class Blocker(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in blocked:
            raise ImportError(f"layering violation: import of UI module {name!r}")
        return None

sys.meta_path.insert(0, Blocker())
preloaded = {m.partition(".")[0] for m in sys.modules}
assert not preloaded & blocked, preloaded & blocked

import tutor
assert tutor.__file__.startswith(root), tutor.__file__  # the checkout, not another copy

report = {"modules": ["tutor"], "errors": {}}
def onerror(name):
    report["errors"][name] = traceback.format_exc()
for info in pkgutil.walk_packages(tutor.__path__, "tutor.", onerror=onerror):
    try:
        importlib.import_module(info.name)
        report["modules"].append(info.name)
    except BaseException:
        report["errors"][info.name] = traceback.format_exc()

try:
    import ipywidgets  # the blocker itself must work
    report["blocker_works"] = False
except ImportError:
    report["blocker_works"] = True

loaded = {m.partition(".")[0] for m in sys.modules}
stdlib = set(sys.stdlib_module_names)
report["non_stdlib"] = sorted(loaded - preloaded - stdlib - {"tutor"})
print(json.dumps(report))
"""


@pytest.fixture(scope="module")
def report() -> dict:
    proc = subprocess.run(
        [sys.executable, "-I", "-c", PROBE, str(ROOT), json.dumps(BLOCKED)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert proc.returncode == 0, f"probe crashed:\n{proc.stdout}\n{proc.stderr}"
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_engine_imports_without_any_ui_package(report):
    assert report["blocker_works"]
    assert "tutor.core" in report["modules"], report["modules"]
    assert not report["errors"], "\n\n".join(f"{m}:\n{tb}" for m, tb in report["errors"].items())


def test_engine_loads_only_the_standard_library(report):
    assert report["non_stdlib"] == [], (
        f"importing every tutor module loaded non-stdlib packages: {report['non_stdlib']}"
    )
