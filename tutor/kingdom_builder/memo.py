"""What is worked out once per Kingdom Builder position.

One position is asked the same question many times over: the open asks, the status of the
mandatory action (KB-PLACE-SHORT: is a hex left to build on?), ``check`` and
``legal_moves``, then ``apply`` on one of those moves, each read the same target sets
(KB-PLACE-ADJ, KB-TILE-*). Every answer is a pure function of the frozen ``State`` and a
few plain values, so :func:`once` keeps it while the same position object is asked about,
under a key naming the question and those values.

Bounded and correct by construction: only the last :data:`KEPT` position objects are
remembered; a position is held while remembered, so no other object can take its identity
meanwhile; a key names every value the answer reads besides the position. A key that
cannot be hashed (a move built from bad input) is simply not kept. The values kept are
tuples and frozensets, or a dict the rules only read (who stands where), so no caller
changes what another one reads.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

T = TypeVar("T")

#: How many positions are remembered at once (a move's check asks about its position, its
#: ``apply`` about the position before and the one after).
KEPT = 4

#: The positions asked about last (the latest first) and what was worked out for each.
_RECENT: list[tuple[object, dict]] = []


def _kept_for(state: object) -> dict:
    if _RECENT and _RECENT[0][0] is state:
        return _RECENT[0][1]
    for i, (seen, found) in enumerate(_RECENT):
        if seen is state:
            if i:
                _RECENT.insert(0, _RECENT.pop(i))
            return found
    found = {}
    _RECENT.insert(0, (state, found))
    del _RECENT[KEPT:]
    return found


def once(state: object, key: Hashable, compute: Callable[[], T]) -> T:
    """``compute()``, worked out once per position object and ``key``."""
    found = _kept_for(state)
    try:
        return found[key]
    except KeyError:
        found[key] = value = compute()
        return value
    except TypeError:           # an unhashable key: answered, not kept
        return compute()


__all__ = ["KEPT", "once"]
