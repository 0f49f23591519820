"""Moves of Big Monster: typed values (notation in :mod:`.notation`). Every move names its
seat (0-based; ``None``: the only seat asked)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Keep:
    """BM-SETUP-EXPL: keep ``explorer`` of the two dealt (the other becomes the ship)."""

    explorer: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Pick:
    """BM-DRAFT-SIMUL, BM-DRAFT-PASS: choose ``tile`` from the hand and put the rest on the
    ship of seat ``ship``; ``ship`` ``None`` on the 9th turn: the other tile is discarded
    face down (BM-ROUND-NINE)."""

    tile: str
    ship: int | None
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Place:
    """BM-PLACE-*: place the chosen tile anchored at cell (x, y) of the landing area."""

    x: int
    y: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class ChooseRow:
    """BM-ROW-TWO: the first player chooses the row (0-based) everyone uses this turn."""

    row: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Take:
    """BM-ROW-PICK: take ``tile`` from the row and discard ``discard`` from it."""

    tile: str
    discard: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Salvage:
    """BM-EXPL-3: take ``tile`` from the discards to place as a 19th tile (``None``: no)."""

    tile: str | None
    seat: int | None = field(default=None, kw_only=True)


Move = Keep | Pick | Place | ChooseRow | Take | Salvage
