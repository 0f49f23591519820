"""Typed moves, each naming its seat (0-based)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Sow:
    farm: int                  # 1..6
    seat: int | None = None


@dataclass(frozen=True)
class Water:
    seat: int | None = None


@dataclass(frozen=True)
class Collect:
    slot: int                  # 1..4 (or 1..3 / 1 in the variant and solo)
    seat: int | None = None


Move = Sow | Water | Collect
