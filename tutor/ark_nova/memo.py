"""What is worked out once per Ark Nova position (:class:`tutor.core.memo.PositionMemo`).

A board asks one position many questions at once: ``legal_moves``, then the verdict of
every legal move, each of which asks again the open asks, whether a Build can place a
kind, which enclosures an animal fits. A question about one position may ask about
another on the way, as the Animals action asks about the zoo after its first reputation,
without dropping what the first one keeps.
"""

from __future__ import annotations

from tutor.core.memo import PositionMemo

#: How many positions are remembered at once.
KEPT = 4

MEMO = PositionMemo(KEPT)
once = MEMO.once

__all__ = ["KEPT", "MEMO", "once"]
