"""Seeded chance: the one way a game draws its shuffles, dice and reshuffles.

Every random draw of a game comes from :func:`stream`, named by a key that the position's
notation fixes (its ``seed``, and what is being drawn), so a position replays the same
shuffles, dice and reshuffles wherever it is loaded, and ``apply`` stays a pure function
of the position and the move. No engine module uses ``random`` directly (a test checks);
the computer seats' policies receive the board's own seeded stream.

* ``stream(seed)`` — a game's setup: the deal, the first player, seeded dice;
* ``stream("oh", seed, hand)`` — one draw among many (Oh Hell's shuffle of hand ``hand``,
  a reshuffle of a draw pile), its parts joined by ``:``.
"""

from __future__ import annotations

import random
from typing import Any


def stream(*key: Any) -> random.Random:
    """The random stream fixed by ``key``: a single integer seed as it is, several parts
    joined by ``:`` (``stream("oh", 7, 2)`` is the stream ``"oh:7:2"``)."""
    if not key:
        raise TypeError("a chance stream needs a key: the position's seed at least")
    if len(key) == 1 and isinstance(key[0], int) and not isinstance(key[0], bool):
        return random.Random(key[0])
    return random.Random(":".join(str(part) for part in key))
