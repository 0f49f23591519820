"""Facts of Oh Hell as typed values, carried by events beside their message
(``Event.data``): boards, goals and tests read these, never a message's key or parameters.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import Card


@dataclass(frozen=True)
class TrickWon:
    """OH-PLAY-WIN: ``seat`` won trick ``number`` of the hand with ``card``."""

    seat: int
    card: Card
    number: int


@dataclass(frozen=True)
class HandScored:
    """OH-SCORE-*: ``seat`` bid ``bid``, won ``won`` tricks and scores ``points``."""

    seat: int
    bid: int
    won: int
    made: bool
    points: int


@dataclass(frozen=True)
class MustFollow:
    """OH-PLAY-FOLLOW refuses a card: ``led`` was led and the hand holds ``cards`` of its
    suit, one of which must be played."""

    led: Card
    cards: tuple[Card, ...]
