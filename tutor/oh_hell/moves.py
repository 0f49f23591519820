"""Moves of Oh Hell: typed values, never strings (notation lives in notation.py).

Every move names the seat that makes it (``seat``, 0-based); ``None`` leaves it to the
position: the only seat asked (``tutor.core.turns.bind_seat``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .state import Card


@dataclass(frozen=True)
class Bid:
    """Bid ``tricks`` for this hand (OH-BID-1/2, OH-BID-DEALER). Notation ``bid 2``."""

    tricks: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Play:
    """Play ``card`` to the current trick (OH-PLAY-*). Notation: the card, ``QS``."""

    card: Card
    seat: int | None = field(default=None, kw_only=True)


Move = Bid | Play
