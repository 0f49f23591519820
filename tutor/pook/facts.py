"""Facts of Pook as typed values, carried by events beside their message (``Event.data``):
boards, goals and tests read these, never a message's key or parameters.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import Card, Cell


@dataclass(frozen=True)
class NoTarget:
    """POOK-POW-*: the ``warrior`` just placed at ``cell`` finds no target for its power;
    ``guarded``: the neighbouring warriors a Knight protects (POOK-POW-KNIGHT)."""

    warrior: Card
    cell: Cell
    guarded: tuple[Cell, ...]
