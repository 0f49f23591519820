"""Moves of Flaming Pyramids: typed values, never strings (notation lives in notation.py)."""

from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True)
class Slide:
    """Send the pending falling or sliding tile to its lower ``side`` (FP-COLL-2, FP-AIR-1)."""

    side: Side


@dataclass(frozen=True)
class Roll:
    """The fire die shows ``face`` (1–6) (FP-DIE)."""

    face: int


Move = Place | Slide | Roll


def landing(cell: Cell, side: Side) -> Cell:
    r, p = cell
    return (r - 1, p) if side is Side.LEFT else (r - 1, p + 1)
