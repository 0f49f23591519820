"""Suite-wide switches.

Tests marked ``exhaustive`` repeat a check over more seeds or cases than a day-to-day run
needs (the second seed of every conformance playout, the option sets outside the daily
sample, the Pook property games' other seeds and half its games played by clicks, Oh
Hell's check by every seat at every state). ``make test`` skips them so it stays quick on a 2-core machine; ``.ci/run`` runs
them (``CI=true``), and so does ``RULES_TUTOR_EXHAUSTIVE=1 make test``.
"""

from __future__ import annotations

import os
import threading

import pytest

from tutor.core import Msg

EXHAUSTIVE_ENV = "RULES_TUTOR_EXHAUSTIVE"


def exhaustive() -> bool:
    return os.environ.get(EXHAUSTIVE_ENV) == "1" or os.environ.get("CI") == "true"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if exhaustive():
        return
    skip = pytest.mark.skip(reason=f"exhaustive: runs under CI or {EXHAUSTIVE_ENV}=1")
    for item in items:
        if "exhaustive" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def built(monkeypatch) -> list[str]:
    """The keys of every ``Msg`` the test's own thread makes while it runs (messages are
    built on first read: a move applied, or a playout, builds none). Another thread's (a
    board of an earlier test still painting) are not the test's."""
    keys: list[str] = []
    original = Msg.__init__
    mine = threading.get_ident()

    def counting(self, key, /, **params):
        if threading.get_ident() == mine:
            keys.append(key)
        original(self, key, **params)

    monkeypatch.setattr(Msg, "__init__", counting)
    return keys
