"""Seeded chance: the one way a game draws its shuffles, dice and reshuffles.

Every random draw of a game comes from :func:`stream`, named by a key that the position's
notation fixes (its ``seed``, and what is being drawn), so a position replays the same
shuffles, dice and reshuffles wherever it is loaded, and ``apply`` stays a pure function
of the position and the move. No engine module uses ``random`` directly (a test checks);
the computer seats' policies receive the board's own seeded stream.

* ``stream(seed)`` — a game's setup: the deal, the first player, seeded dice;
* ``stream("oh", seed, hand)`` — one draw among many (Oh Hell's shuffle of hand ``hand``,
  a reshuffle of a draw pile), its parts joined by ``:``.

A game is dealt from a seed of :data:`SEEDS` (``initial_state`` refuses any other with
:func:`seed_problem`'s reason), so every seed a position writes is read back by its
notation (``notation.read_seed``).
"""

from __future__ import annotations

import random
from typing import Any

from .errors import quote, shown
from .i18n import Msg, register_catalog

#: The largest seed: twelve digits, as many as a person types and far more games than
#: anyone deals; every notation reads a seed of 0 to this.
MAX_SEED = 10**12 - 1
SEEDS = range(MAX_SEED + 1)


def seed_problem(seed: Any) -> Msg | None:
    """Why ``seed`` cannot deal a game (``None``: it can): a whole number of :data:`SEEDS`
    (not a bool, not a float)."""
    if isinstance(seed, bool) or not isinstance(seed, int) or seed not in SEEDS:
        return Msg("core.usage.seed", seed=shown(quote(seed)), most=MAX_SEED)
    return None


def stream(*key: Any) -> random.Random:
    """The random stream fixed by ``key``: a single integer seed as it is, several parts
    joined by ``:`` (``stream("oh", 7, 2)`` is the stream ``"oh:7:2"``)."""
    if not key:
        raise TypeError("a chance stream needs a key: the position's seed at least")
    if len(key) == 1 and isinstance(key[0], int) and not isinstance(key[0], bool):
        return random.Random(key[0])
    return random.Random(":".join(str(part) for part in key))


register_catalog({
    "core.usage.seed": {
        "en": "a game is dealt from a seed that is a whole number from 0 to {most}, not {seed}",
        "fr": "une partie se distribue à partir d'un numéro de tirage, un nombre entier de 0 "
              "à {most}, pas {seed}",
    },
})
