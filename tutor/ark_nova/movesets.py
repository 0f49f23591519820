"""Every concern's :class:`~.moveset.Moveset`, in one list that :mod:`.rules`,
:mod:`.resolve` and :mod:`.notation` merge into their tables (the start hand, the choice
of an action, the Cards action, the Sponsors break option and the break's discard are
written in those modules themselves)."""

from __future__ import annotations

from . import end
from .moveset import Moveset

MOVESETS: tuple[Moveset, ...] = (end.MOVESET,)

__all__ = ["MOVESETS"]
