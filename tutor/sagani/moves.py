"""Moves of Sagani, typed; every move names its seat (``None``: the only seat asked)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Take:
    """Take tile ``tile`` from the offer display (SAG-TURN-TAKE)."""

    tile: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Draw:
    """With one tile left in the offer, move it to the Intermezzo and take the top of
    stack ``stack`` (0–2) blind (SAG-TURN-LAST)."""

    stack: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Place:
    """Place the held tile at ``(x, y)`` turned ``rot`` quarters clockwise."""

    x: int
    y: int
    rot: int = 0
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Pick:
    """Take tile ``tile`` from the Intermezzo (SAG-INT-RUN)."""

    tile: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Pass:
    """Take nothing from the Intermezzo."""

    seat: int | None = field(default=None, kw_only=True)


Move = Take | Draw | Place | Pick | Pass
