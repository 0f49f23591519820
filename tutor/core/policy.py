"""Computer seats: a simple, seeded choice among the legal moves.

:func:`choose` picks the move a computer player makes in ``state``. It knows no rule of its
own: it chooses among ``module.legal_moves(state)`` (the engine's one source of legality),
may ask ``module.check`` for a verdict and reads the position's public fields, so every move
it returns is legal by construction and is then played through the same ``check`` /
``apply`` path as a learner's move. All chance comes from the ``rng`` passed in (a
:class:`random.Random`): the same seed and position give the same move.

Each game provides its policy as ``POLICY(state, moves, rng)`` (part of the game
protocol, in its ``policy.py``): a simple one, cheap and explainable to a learner, stated in
that module's docstring; :func:`uniform` (any legal move, each as likely) is the fallback
they share.

A policy sees the whole position, including what its seat could not see at a real table
(the others' hands, coin undersides); the games' policies only use their own seat's cards
and objectives, and the public table.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import Any

from .turns import asked_seats

__all__ = ["choose", "uniform"]


def uniform(state: Any, moves: Sequence[Any], rng: random.Random) -> Any:
    """Any of ``moves``, each as likely: a game's ``POLICY`` when it has nothing better."""
    return rng.choice(list(moves))


def choose(module: Any, state: Any, rng: random.Random,
           seats: Collection[int] | None = None) -> Any:
    """The computer's move in ``state``: one of ``module.legal_moves(state)`` (so it names
    its seat), chosen by the game's policy with ``rng``; ``None`` when there is none (the
    game is over, or no seat of ``seats`` has a legal move).

    ``seats`` (0-based): only moves of these seats are considered (when several seats are
    asked at once, the computer answers for its own); ``None``: any seat asked. When the
    moves left belong to several seats, the first asked of them moves."""
    moves = [m for m in module.legal_moves(state) if seats is None or m.seat in seats]
    if not moves:
        return None
    movers = {m.seat for m in moves}
    first = next((s for s in asked_seats(module.asks(state)) if s in movers), moves[0].seat)
    moves = [m for m in moves if m.seat == first]
    return module.POLICY(state, moves, rng)
