"""What is worked out once per position: a small memo kept by object identity.

A board asks one position many questions at once: ``legal_moves``, then the verdict of
every legal move (one ``check`` per hover), each of which asks again the open asks and
the target sets of the step. Every answer is a pure function of the frozen position and
a few plain values, so :meth:`PositionMemo.once` keeps it while the same position object
is asked about, under a key naming the question and those values.

Bounded and correct by construction: only the last ``kept`` position objects are
remembered (a question about one position may ask about another on the way without
dropping what the first one keeps); a position is held while remembered, so no other
object can take its identity meanwhile; a key must name every value the answer reads
besides the position. A key that cannot be hashed (a move built from bad input) is
simply not kept. Each game has its own memo, so one game's positions never push out
another's.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TypeVar

T = TypeVar("T")


class PositionMemo:
    """Answers kept for the last ``kept`` position objects asked about."""

    def __init__(self, kept: int = 4) -> None:
        self.kept = kept
        #: The positions asked about last (the latest first) and what was worked out.
        self._recent: list[tuple[object, dict]] = []

    def _kept_for(self, state: object) -> dict:
        recent = self._recent
        if recent and recent[0][0] is state:
            return recent[0][1]
        for i, (seen, found) in enumerate(recent):
            if seen is state:
                if i:
                    recent.insert(0, recent.pop(i))
                return found
        found: dict = {}
        recent.insert(0, (state, found))
        del recent[self.kept:]
        return found

    def once(self, state: object, key: Hashable, compute: Callable[[], T]) -> T:
        """``compute()``, worked out once per position object and ``key``."""
        found = self._kept_for(state)
        try:
            return found[key]
        except KeyError:
            found[key] = value = compute()
            return value
        except TypeError:           # an unhashable key: answered, not kept
            return compute()

    def positions(self) -> int:
        """How many positions are remembered now."""
        return len(self._recent)


class FactsMemo:
    """Answers kept by the values they read, across positions: the ``kept`` keys used
    last are remembered (least recently used dropped).

    For a question whose answer reads a small part of the position (one zoo's buildings
    and animals), asked again in every later position that leaves that part as it was.
    The key must hold every value the answer reads; a key that cannot be hashed is
    answered, not kept."""

    def __init__(self, kept: int = 1024) -> None:
        self.kept = kept
        self._found: OrderedDict[Hashable, object] = OrderedDict()

    def once(self, key: Hashable, compute: Callable[[], T]) -> T:
        """``compute()``, worked out once per ``key`` while it is remembered."""
        found = self._found
        try:
            value = found[key]
        except KeyError:
            found[key] = value = compute()
            if len(found) > self.kept:
                found.popitem(last=False)
            return value
        except TypeError:           # an unhashable key: answered, not kept
            return compute()
        found.move_to_end(key)
        return value

    def __len__(self) -> int:
        return len(self._found)

    def clear(self) -> None:
        """Forget every answer (a test's cold start)."""
        self._found.clear()


__all__ = ["FactsMemo", "PositionMemo"]
