"""Suite-wide switches.

Tests marked ``exhaustive`` repeat a check over more seeds or cases than a day-to-day run
needs (the second seed of every conformance playout, the option sets outside the daily
sample, the Pook property games' other seeds and half its games played by clicks, Oh
Hell's check by every seat at every state). They run with ``RULES_TUTOR_EXHAUSTIVE=1 make
test`` (deep), about 10 more minutes: run it before closing work on a reader or an engine.
``make test`` skips them, and ``.ci/run`` all but the browser ones (the class hub's
isolation, whole courses in Voilà), so that CI stays well inside its time limit on a
busy 2-core machine (under two CPU hogs the suite gets about a third of the machine). The
fuzz and guard sizes have three depths (:func:`by_depth`): quick (``make test``), CI
(``CI=true``), and deep.
"""

from __future__ import annotations

import os
import threading

import pytest

from tutor.core import Msg

EXHAUSTIVE_ENV = "RULES_TUTOR_EXHAUSTIVE"


def exhaustive() -> bool:
    """Whether a test reads every case rather than a sample: under CI or
    ``RULES_TUTOR_EXHAUSTIVE=1`` (the notation bounds of every position and move)."""
    return deep() or os.environ.get("CI") == "true"


def deep() -> bool:
    """Whether the tests marked ``exhaustive`` run, and the fuzz at its deep size:
    ``RULES_TUTOR_EXHAUSTIVE=1``."""
    return os.environ.get(EXHAUSTIVE_ENV) == "1"


#: Games whose random games are long and whose every move costs the most (Ark Nova: 600
#: to 900 moves a game with 2 to 4 players, each move's checks some milliseconds): a
#: day-to-day run of the shared suites (conformance, notation, reachable positions) samples
#: them thinner, each suite saying how; under CI and ``RULES_TUTOR_EXHAUSTIVE=1`` they get
#: the same share as every other game.
HEAVY_GAMES = frozenset({"ark_nova"})


def thin(game_id: str) -> bool:
    """Whether the shared suites sample ``game_id`` thinner: a heavy game
    (:data:`HEAVY_GAMES`) in a day-to-day run (not :func:`exhaustive`)."""
    return game_id in HEAVY_GAMES and not exhaustive()


def by_depth(quick, ci, deepest):
    """A fuzz or property test's size: ``quick`` for ``make test``, ``ci`` under CI (sized so
    that ``.ci/run`` stays well inside its limit on a busy 2-core machine), ``deep`` under
    ``RULES_TUTOR_EXHAUSTIVE=1`` (run it before closing work on a reader or the engine:
    the deep sizes found the last faults the smaller ones missed)."""
    if deep():
        return deepest
    return ci if os.environ.get("CI") == "true" else quick


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if deep():
        return
    ci = os.environ.get("CI") == "true"
    skip = pytest.mark.skip(reason=f"exhaustive: runs under {EXHAUSTIVE_ENV}=1" + (
        "" if ci else " (the browser ones under CI too)"))
    for item in items:
        # Under CI the exhaustive browser tests run (the class hub's isolation, whole
        # courses in Voilà): they are what nothing else checks, not more seeds.
        if "exhaustive" in item.keywords and not (ci and "browser" in item.keywords):
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
