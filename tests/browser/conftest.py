"""Fixtures for the real-browser tests (JupyterLab in headless Chromium).

- ``browser``  (session): the system Chromium via Playwright. Without a browser the tests
  are skipped with the reason shown in the summary, unless ``RULES_TUTOR_REQUIRE_BROWSER=1``
  or ``CI=true``: then they fail.
- ``lab``      (session): a JupyterLab server on a temporary copy of ``notebooks/``
  (a :class:`~tests.browser.lab.LabServer`; ``lab.write_notebook(name, cells)`` adds one).
- ``lab_page`` (test): a fresh browser page; kernel sessions are deleted before and after
  the test. A screenshot of the page is saved under ``artifacts/browser/`` at the end of
  every test, and the browser console too when the test failed.

Mark tests with ``@pytest.mark.browser``. Page helpers live in ``lab.py``::

    from . import lab as L

    def test_something(lab, lab_page):
        L.open_notebook(lab_page, lab, "flaming_pyramids.ipynb")
        L.run_all_cells(lab_page)
        L.click_canvas(lab_page, 120, 80, index=0)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from . import lab as L


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    reason = L.missing_browser_reason()
    if reason is not None:
        if L.browser_required():
            pytest.fail(
                f"browser tests are required here ({L.REQUIRE_ENV}=1 or CI=true) but cannot run: {reason}",
                pytrace=False,
            )
        pytest.skip(f"browser tests skipped: {reason}")
    with L.chromium() as b:
        yield b


@pytest.fixture(scope="session")
def lab() -> Iterator[L.LabServer]:
    with L.lab_server(L.NOTEBOOKS_DIR, log_copy=L.ARTIFACTS_DIR / "browser" / "jupyterlab.log") as server:
        yield server


@pytest.fixture()
def lab_page(request: pytest.FixtureRequest, browser: Any, lab: L.LabServer) -> Iterator[Any]:
    lab.delete_sessions()
    page = L.new_page(browser)
    try:
        yield page
    finally:
        name = request.node.nodeid.split("::", 1)[-1]
        try:
            L.screenshot(page, name)
        except Exception:  # a crashed page must not hide the test's own failure
            pass
        rep = getattr(request.node, "rep_call", None)
        if rep is not None and rep.failed:
            console = L.ARTIFACTS_DIR / "browser" / f"{L.safe_name(name)}.console.txt"
            console.write_text("\n".join(page.console_lines) + "\n", encoding="utf-8")
        page.context.close()
        lab.delete_sessions()
