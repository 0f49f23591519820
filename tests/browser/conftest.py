"""Fixtures for the real-browser tests (JupyterLab in headless Chromium).

- ``browser``  (session): the system Chromium via Playwright. Without a browser the tests
  are skipped with the reason shown in the summary, unless ``RULES_TUTOR_REQUIRE_BROWSER=1``
  or ``CI=true``: then they fail.
- ``lab``      (session): a JupyterLab server on a temporary copy of ``notebooks/``
  (a :class:`~tests.browser.lab.LabServer`; ``lab.write_notebook(name, cells)`` adds one).
- ``lab_page`` (test): a fresh browser page; kernel sessions are deleted before and after
  the test.
- ``notebook`` (test): the notebook named by the module's ``NOTEBOOK`` (written first from
  its ``CELLS`` if it has them), opened and run ONCE for all the tests of the module that
  use it: a :class:`~tests.browser.lab.NotebookPage`. Its ``board(marker)`` gives each test
  a board no other test has clicked on (a board already handed out is made again by
  running its cell again). Each test starts with the mouse off the boards. After a
  failed test the page is closed, and the next test opens and runs the notebook afresh.

A screenshot of the page is saved under ``artifacts/browser/`` at the end of every test,
and the browser console too when the test failed.

Mark tests with ``@pytest.mark.browser``. Page helpers live in ``lab.py``::

    from . import lab as L

    NOTEBOOK = "en/flaming_pyramids.ipynb"

    def test_something(notebook):
        page = notebook.page
        loc = L.canvas(page, notebook.board("build = FlamingPyramidsBoard(BUILD"))
        L.click_canvas(page, 120, 80, loc=loc)
"""

from __future__ import annotations

import os
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
    # make test runs on several workers (pytest-xdist): each has its own server and log.
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    log = L.ARTIFACTS_DIR / "browser" / (f"jupyterlab-{worker}.log" if worker else "jupyterlab.log")
    with L.lab_server(L.NOTEBOOKS_DIR, log_copy=log) as server:
        yield server


def _keep_artifacts(request: pytest.FixtureRequest, page: Any, console_from: int = 0) -> bool:
    """Screenshot of the page after the test; its console too if it failed. Returns
    whether the test failed."""
    name = request.node.nodeid.split("::", 1)[-1]
    try:
        L.screenshot(page, name)
    except Exception:  # a crashed page must not hide the test's own failure
        pass
    rep = getattr(request.node, "rep_call", None)
    failed = rep is not None and rep.failed
    if failed:
        console = L.ARTIFACTS_DIR / "browser" / f"{L.safe_name(name)}.console.txt"
        console.parent.mkdir(parents=True, exist_ok=True)
        console.write_text("\n".join(page.console_lines[console_from:]) + "\n", encoding="utf-8")
    return failed


@pytest.fixture()
def lab_page(request: pytest.FixtureRequest, browser: Any, lab: L.LabServer) -> Iterator[Any]:
    lab.delete_sessions()
    page = L.new_page(browser)
    try:
        yield page
    finally:
        _keep_artifacts(request, page)
        page.context.close()
        lab.delete_sessions()


@pytest.fixture(scope="module")
def _module_notebook(request: pytest.FixtureRequest, browser: Any,
                     lab: L.LabServer) -> Iterator[L.NotebookPage]:
    name = request.module.NOTEBOOK
    cells = getattr(request.module, "CELLS", None)
    if cells is not None:
        lab.write_notebook(name, cells)
    shared = L.NotebookPage(browser, lab, name)
    try:
        yield shared
    finally:
        shared.close()


@pytest.fixture()
def notebook(request: pytest.FixtureRequest,
             _module_notebook: L.NotebookPage) -> Iterator[L.NotebookPage]:
    shared = _module_notebook
    if shared.page is None:       # the module's first test, or the one before it failed
        shared.open()
    page = shared.page
    console_from = len(page.console_lines)
    page.mouse.move(0, 0)         # off every board: no hover left over from a test before
    try:
        yield shared
    finally:
        if _keep_artifacts(request, page, console_from):
            shared.close()        # a failure must not leave its page to the next test
