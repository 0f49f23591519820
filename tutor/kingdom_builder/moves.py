"""Moves of Kingdom Builder: typed values (notation in :mod:`.notation`).

Every move names its seat (0-based; ``None``: the only seat asked). Hexes are ``(row, col)``
(:mod:`.board`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import Pos


@dataclass(frozen=True)
class Build:
    """One settlement of the mandatory action on ``to`` (KB-PLACE-THREE)."""

    to: Pos
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Use:
    """Use the location tile of ``kind`` taken from hex ``source``: build on ``to``
    (Oracle, Farm, Oasis, Tower, Tavern) or move the settlement at ``origin`` to ``to``
    (Barn, Harbor, Paddock)."""

    kind: str
    source: Pos
    to: Pos
    origin: Pos | None = None
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class EndTurn:
    """End the turn: discard, draw, next seat (KB-TURN-END)."""

    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Return:
    """KB-LOC-LOSE: of two tiles of one kind, return the one taken from ``source``."""

    source: Pos
    seat: int | None = field(default=None, kw_only=True)


Move = Build | Use | EndTurn | Return
