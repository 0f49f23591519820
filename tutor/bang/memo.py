"""What is worked out once per BANG! position (:class:`tutor.core.memo.PositionMemo`).

One position is asked the same questions many times over: ``legal_moves`` judges every
candidate of the open ask (BANG-TURN-PLAY and the answers out of turn), then ``apply``
judges the move chosen again and reads the open ask, and a board asks ``check`` of each
legal move on every hover. Each of them reads the open ask, the cards in hand
(BANG-TURN-PLAY), the distances (BANG-DIST*, BANG-RANGE) and the BANG! allowance
(BANG-ONE-BANG) of the same position. The values kept are tuples, frozen facts and
reasons, which no caller changes.
"""

from __future__ import annotations

from tutor.core.memo import PositionMemo

#: How many positions are remembered at once (a move's check asks about its position, its
#: ``apply`` about the position before and the one after).
KEPT = 4

MEMO = PositionMemo(KEPT)
once = MEMO.once

__all__ = ["KEPT", "MEMO", "once"]
