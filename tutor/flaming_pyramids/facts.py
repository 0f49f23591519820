"""Facts of Flaming Pyramids as typed values, carried by events beside their message
(``Event.data``): boards, goals and tests read these, never a message's key or parameters.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import Cell, Tile


@dataclass(frozen=True)
class Slid:
    """FP-COLL-2 / FP-AIR-1: ``chooser`` sent ``tile`` from ``src`` down to ``dest``."""

    tile: Tile
    src: Cell
    dest: Cell
    chooser: int
