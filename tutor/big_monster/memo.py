"""What is worked out once per Big Monster position (:class:`tutor.core.memo.PositionMemo`).

One position is asked the same question many times over: the open asks (BM-SETUP-EXPL,
BM-DRAFT-SIMUL, BM-PLACE-ADJ, BM-ROW-TWO, BM-ROW-PICK, BM-EXPL-3) are read by
``legal_moves``, by every ``check`` of a hover (as :class:`~tutor.core.Ask` values) and
by ``apply``. The values kept are tuples of frozen values, so no caller changes what
another one reads.
"""

from __future__ import annotations

from tutor.core.memo import PositionMemo

#: How many positions are remembered at once (a move's check asks about its position, its
#: ``apply`` about the position before and the one after).
KEPT = 4

MEMO = PositionMemo(KEPT)
once = MEMO.once

__all__ = ["KEPT", "MEMO", "once"]
