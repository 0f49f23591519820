"""The computer's choice in Oh Hell (``tutor.core.policy``).

**Bids** its likely tricks: aces, trumps jack or higher, and half of its other trumps
(rounded down), at most the hand size; the legal bid nearest to that count, the lower one on
a tie (so the dealer's forbidden bid is never chosen). **Plays** its highest legal card
(trumps above the other suits, then rank) while it still needs tricks for its bid, its
lowest once the bid is made or passed. It reads only its own hand and the public table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .moves import Bid, Move, Play
from .state import Card, State, Suit


def likely_tricks(hand: Sequence[Card], trump: Suit) -> int:
    """Aces, trumps jack or higher, and half of the other trumps (rounded down)."""
    sure = sum(1 for c in hand if c.rank == 14 or (c.suit == trump and c.rank >= 11))
    low_trumps = sum(1 for c in hand if c.suit == trump and c.rank < 11)
    return min(len(hand), sure + low_trumps // 2)


def policy(state: State, moves: Sequence[Move], rng: random.Random) -> Move:
    seat = moves[0].seat
    trump = state.trump_suit
    bids = [m for m in moves if isinstance(m, Bid)]
    if bids:
        aim = likely_tricks(state.hands[seat], trump)
        return min(bids, key=lambda m: (abs(m.tricks - aim), m.tricks))
    plays = [m for m in moves if isinstance(m, Play)]
    if not plays:
        return rng.choice(list(moves))

    def strength(m: Play) -> tuple[bool, int]:
        return (m.card.suit == trump, m.card.rank)

    bid = state.bids[seat]
    wants = bid is not None and state.won[seat] < bid
    return max(plays, key=strength) if wants else min(plays, key=strength)
