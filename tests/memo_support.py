"""Checks shared by the games' per-position memo tests (``tests/<game>/test_*_memo.py``)."""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any, Iterable, Iterator

from tutor.core.frozen import changed


def assert_moves_equal_their_constructors(moves: Iterable[Any]) -> None:
    """Moves made without the constructor's cost (``tutor.core.frozen.made``) equal, hash
    and print as the constructor's."""
    for move in moves:
        values = {f.name: getattr(move, f.name) for f in fields(move)}
        seat = values.pop("seat")
        again = type(move)(**values, seat=seat)
        assert move == again and hash(move) == hash(again) and repr(move) == repr(again)


def assert_only_the_last_positions_are_held(module: Any, memo: Any, state: Any) -> list:
    """After ``legal_moves`` of ``memo.KEPT + 3`` copies of ``state`` (equal, told apart by
    identity), the game's memo holds the last ``memo.KEPT`` of them, the latest first.
    Returns the copies."""
    copies = [changed(state) for _ in range(memo.KEPT + 3)]
    for s in copies:
        module.legal_moves(s)
    held = [seen for seen, _ in memo.MEMO._recent]
    assert len(held) == memo.KEPT
    assert all(any(s is c for c in copies[-memo.KEPT:]) for s in held)
    assert held[0] is copies[-1]
    return copies


def seeded_positions(module: Any, options: Any, seed: int, every: int) -> Iterator[Any]:
    """Positions along a seeded random game (uniform among the legal moves) until it has
    none left, one in ``every``."""
    rng = random.Random(seed)
    state = module.initial_state(options, seed)
    n = 0
    while legal := module.legal_moves(state):
        if n % every == 0:
            yield state
        state = module.apply(state, rng.choice(legal)).after
        n += 1
