"""How long each part of the suite took: a pytest plugin (``-p suite_parts``, in
``pyproject.toml``) that sums the time of every test's setup, call and teardown by part
and prints the sums at the end, so a slower part shows as such (issue: the suite's time per
part). With several workers the sums add up to about the workers times the wall time."""

from __future__ import annotations

from collections import defaultdict

import pytest

#: The parts, by where a test lives, in the order they are printed.
PARTS = ("engines (tests/<game>/)", "boards (tests/test_widget_*)",
         "browser (tests/browser/)", "notebooks (nbval)", "the rest (tests/test_*)",
         "elsewhere")


def part_of(nodeid: str) -> str:
    """The part of the suite a test id belongs to."""
    path = nodeid.split("::", 1)[0].replace("\\", "/")
    if path.startswith("notebooks/") or path.endswith(".ipynb"):
        return PARTS[3]
    if path.startswith("tests/browser/"):
        return PARTS[2]
    if path.startswith("tests/test_widget_"):
        return PARTS[1]
    if path.startswith("tests/"):
        return PARTS[0] if path.count("/") >= 2 else PARTS[4]
    return PARTS[5]


class SuiteParts:
    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self.tests: dict[str, set[str]] = defaultdict(set)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        part = part_of(report.nodeid)
        self.seconds[part] += report.duration
        self.tests[part].add(report.nodeid)

    def lines(self) -> list[str]:
        total = sum(self.seconds.values()) or 1.0
        rows = [f"{part:<32}{len(self.tests[part]):>7} tests{self.seconds[part]:>9.1f} s"
                f"{100 * self.seconds[part] / total:>6.0f} %"
                for part in PARTS if part in self.seconds]
        return rows

    def pytest_terminal_summary(self, terminalreporter) -> None:
        rows = self.lines()
        if rows:
            terminalreporter.write_sep("-", "time per part of the suite (summed over workers)")
            for row in rows:
                terminalreporter.write_line(row)


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):          # the controller (or a run without workers)
        config.pluginmanager.register(SuiteParts(), "suite-parts-timer")
