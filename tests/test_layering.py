"""The engine never imports the UI: ``tutor`` works with no widget stack installed.

Every module under ``tutor`` is imported (``pkgutil.walk_packages``) in a fresh
interpreter in which the UI packages cannot be imported at all; then the modules it
loaded are checked to be standard library only (DESIGN: notebooks -> widgets -> tutor ->
standard library).
"""

from __future__ import annotations

import pytest

from import_probe import run_blocked

#: Top-level packages the engine must never import.
BLOCKED = ["ipywidgets", "ipycanvas", "IPython", "ipykernel", "comm", "traitlets", "widgets"]

PROBE = r"""
import pkgutil, traceback
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
    return run_blocked(PROBE, BLOCKED)


def test_engine_imports_without_any_ui_package(report):
    assert report["blocker_works"]
    assert "tutor.core" in report["modules"], report["modules"]
    assert not report["errors"], "\n\n".join(f"{m}:\n{tb}" for m, tb in report["errors"].items())


def test_engine_loads_only_the_standard_library(report):
    assert report["non_stdlib"] == [], (
        f"importing every tutor module loaded non-stdlib packages: {report['non_stdlib']}"
    )
