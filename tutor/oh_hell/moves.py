"""Moves of Oh Hell: typed values, never strings (notation lives in notation.py)."""

from __future__ import annotations

from dataclasses import dataclass

from .state import Card


@dataclass(frozen=True)
class Bid:
    """Bid ``tricks`` for this hand (OH-BID-1/2, OH-BID-DEALER). Notation ``bid 2``."""

    tricks: int


@dataclass(frozen=True)
class Play:
    """Play ``card`` to the current trick (OH-PLAY-*). Notation: the card, ``QS``."""

    card: Card


Move = Bid | Play
