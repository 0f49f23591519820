"""The suite's time is reported per part (``tests/suite_parts.py``)."""

from __future__ import annotations

from types import SimpleNamespace

import suite_parts as S


def test_each_test_is_counted_in_its_part():
    assert S.part_of("tests/sagani/test_sag_rules.py::test_x") == S.PARTS[0]
    assert S.part_of("tests/test_widget_pook.py::test_y[1]") == S.PARTS[1]
    assert S.part_of("tests/browser/test_pook.py::test_z") == S.PARTS[2]
    assert S.part_of("notebooks/en/pook.ipynb::Cell 3") == S.PARTS[3]
    assert S.part_of("tests/test_core_memo.py::test_w") == S.PARTS[4]
    assert S.part_of("benchmarks/test_engine_pook.py::test_v") == S.PARTS[5]


def test_the_setup_call_and_teardown_of_a_test_are_summed_in_its_part():
    timer = S.SuiteParts()
    for when, duration in (("setup", 0.5), ("call", 2.0), ("teardown", 0.5)):
        timer.pytest_runtest_logreport(SimpleNamespace(
            nodeid="tests/browser/test_pook.py::test_z", when=when, duration=duration))
    timer.pytest_runtest_logreport(SimpleNamespace(
        nodeid="tests/pook/test_pk_rules.py::test_a", when="call", duration=1.0))
    lines = timer.lines()
    assert lines[0].startswith(S.PARTS[0]) and "1 tests" in lines[0] and "25 %" in lines[0]
    assert lines[1].startswith(S.PARTS[2]) and "3.0 s" in lines[1] and "75 %" in lines[1]
