"""The benchmark scripts still load and plan their runs (they are run by hand, not by the
suite, so a renamed helper would otherwise break them unnoticed)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_class_load_plans_the_course_and_the_trivial_notebook():
    class_load = load("class_load")
    args = class_load.parse_args(["--students", "3", "--clicks", "4"])
    rel, course, trivial = class_load.course_plan("flaming_pyramids", args)
    assert rel.endswith("flaming_pyramids.ipynb") and course.path == rel
    assert len(course.points) >= 2 and course.points[0] != course.points[1]   # two answers
    assert trivial.clicks == course.clicks == 4


def test_browser_latency_pairs_each_series_with_a_floor_of_its_kind():
    latency = load("browser_latency")
    board = latency.Series("fp click (pick)", text_ms=[20.0, 30.0])
    board.floor = latency.Series("  click floor, paired", text_ms=[10.0, 20.0])
    table = latency.format_table([board], {"click": latency.Series("floor click", text_ms=[40.0])})
    rows = table.splitlines()
    assert rows[1].startswith("fp click (pick)") and rows[1].rstrip().endswith("1.67x   1.50x")
    assert rows[2].startswith("  click floor, paired")
