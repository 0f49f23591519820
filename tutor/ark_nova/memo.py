"""What is worked out once per Ark Nova position (:class:`tutor.core.memo.PositionMemo`).

A board asks one position many questions at once: ``legal_moves``, then the verdict of
every legal move, each of which asks again the open asks, whether a Build can place a
kind, which enclosures an animal fits. A question about one position may ask about
another on the way, as the Animals action asks about the zoo after its first reputation,
without dropping what the first one keeps. An answer that reads one zoo only is also kept
by that zoo's facts (:data:`ZOO_FACTS`), for the positions that follow.
"""

from __future__ import annotations

from tutor.core.memo import FactsMemo, PositionMemo

#: How many positions are remembered at once.
KEPT = 4

MEMO = PositionMemo(KEPT)
once = MEMO.once

#: Answers that read one zoo only (which enclosures an animal fits), kept by that zoo's
#: facts across positions: most moves leave a zoo's buildings and animals as they were.
ZOO_FACTS = FactsMemo(2048)

__all__ = ["KEPT", "MEMO", "ZOO_FACTS", "once"]
