"""Every concern's :class:`~.moveset.Moveset`, in one list that :mod:`.rules`,
:mod:`.resolve` and :mod:`.notation` merge into their tables (the start hand, the choice
of an action, the Cards action and the break's discard are written in those modules
themselves)."""

from __future__ import annotations

from . import (animals, build, bonuses, association, sponsors, abilities, end, tokens,
               sponsor_tokens)
from .moveset import Moveset

MOVESETS: tuple[Moveset, ...] = (animals.MOVESET, build.MOVESET, bonuses.MOVESET,
                                 association.MOVESET, sponsors.MOVESET, abilities.MOVESET,
                                 end.MOVESET, tokens.MOVESET, sponsor_tokens.MOVESET)

__all__ = ["MOVESETS"]
