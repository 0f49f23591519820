"""What is worked out once per Kingdom Builder position (:class:`tutor.core.memo.PositionMemo`).

One position is asked the same question many times over: the open asks, the status of the
mandatory action (KB-PLACE-SHORT: is a hex left to build on?), ``check`` and
``legal_moves``, then ``apply`` on one of those moves, each read the same target sets
(KB-PLACE-ADJ, KB-TILE-*). The values kept are tuples and frozensets, or a dict the rules
only read (who stands where), so no caller changes what another one reads.
"""

from __future__ import annotations

from tutor.core.memo import PositionMemo

#: How many positions are remembered at once (a move's check asks about its position, its
#: ``apply`` about the position before and the one after).
KEPT = 4

MEMO = PositionMemo(KEPT)
once = MEMO.once

__all__ = ["KEPT", "MEMO", "once"]
