"""Moves of Flaming Pyramids: typed values, never strings (notation lives in notation.py).

Every move names the seat that makes it (``seat``, 0-based); ``None`` leaves it to the
position: the only seat asked (``tutor.core.turns.bind_seat``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .state import Cell, Tile


class Side(Enum):
    LEFT = "L"    # to the lower-left slot (r-1, p)
    RIGHT = "R"   # to the lower-right slot (r-1, p+1)


@dataclass(frozen=True)
class Place:
    """Play ``tile`` from the hand at ``cell`` (FP-TURN-1, FP-PLACE)."""

    tile: Tile
    cell: Cell
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Slide:
    """Send the pending falling or sliding tile to its lower ``side`` (FP-COLL-2, FP-AIR-1)."""

    side: Side
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Roll:
    """The fire die shows ``face`` (1–6) (FP-DIE)."""

    face: int
    seat: int | None = field(default=None, kw_only=True)


Move = Place | Slide | Roll


def landing(cell: Cell, side: Side) -> Cell:
    r, p = cell
    return (r - 1, p) if side is Side.LEFT else (r - 1, p + 1)
