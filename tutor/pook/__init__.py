"""Pook (Fox Troll Games), as played on Board Game Arena.

Players lay faction cards around Piggy into a shared 5×5 square, warrior side up (paying
coins in the row and column) or coin side up, and score the face-up levels of their two
secret factions. Rules implemented, by fact-sheet ID:

* POOK-COMP-1..3 24 faction cards (level split assumed, ``state.LEVELS_PER_FACTION``),
  Piggy, 6 objective pairs
* POOK-SETUP-1..4 Piggy at (0,0), objectives, hands of 6 and the draw pile, first player
* POOK-TURN-1..4 one card a turn, optional power, Piggy before/after, draw, coin side free
* POOK-PLACE-1/2 adjacency and the 5×5 window (floating by default; ``Window.CENTRED``)
* POOK-COST-1..3 warrior cost: coins (Piggy included) in row + column ≥ level
* POOK-PIG-1..4 the Piggy swap, the previous player's card barred, Piggy immune
* POOK-POW-KNIGHT/MAGE/ORC/VIKING the four powers (the French page wins: Knights guard
  warriors only; a Mage's warrior replacement is of any level and pays the cost)
* POOK-END-1..4 end, faction totals, scores, tie-break by flipping coin cards

Functions: ``initial_state``, ``asks`` (who may act now), ``legal_moves``, ``check``,
``apply``, ``parse_move``,
``format_move``, ``from_notation``, ``to_notation``, ``view``; data: ``RULEBOOK``,
``PUZZLES``, ``GOALS``. The notation is documented in :mod:`.notation`.
"""

from __future__ import annotations

from pathlib import Path

from tutor.core.puzzles import lazy_puzzles

from . import messages as _messages  # noqa: F401  (registers the catalog)
from .resolve import apply, faction_totals, initial_state, scores
from .goals import GOALS
from .moves import Flip, Move, Pass, Place, Power, Swap
from .parts import move_for, parts_of
from .policy import policy as POLICY
from .notation import (format_board, format_move, from_notation, parse_board, parse_move,
                       to_notation)
from .rulebook import NOT_IMPLEMENTED, RULE_ID_PATTERN, RULEBOOK, R
from .rules import asks, check, describe_move, legal_moves
from .state import (DECK, EXAMPLE_OPTIONS, LEVELS_PER_FACTION, OBJECTIVES, Board, Card,
                    Faction, Laid, Options, Phase, State, Window, card)
from .svg import state_svg
from .view import HIDDEN, PlayerView, view, table

GAME_ID = "pook"
GAME_PREFIX = "pk"
PUZZLE_FILE = Path(__file__).with_name("puzzles.toml")


# PUZZLES is loaded (and validated by the engine) on first use, not at import.
__getattr__ = lazy_puzzles(__name__, PUZZLE_FILE)


__all__ = [
    "HIDDEN", "table",
    "EXAMPLE_OPTIONS", "POLICY", "RULE_ID_PATTERN", "DECK", "GAME_ID", "GAME_PREFIX", "GOALS", "LEVELS_PER_FACTION", "OBJECTIVES", "PUZZLES",
    "NOT_IMPLEMENTED",
    "RULEBOOK", "Board", "Card", "Faction", "Flip", "Laid", "Move", "Options", "Pass", "Phase",
    "Place", "PlayerView", "Power", "R", "State", "Swap", "Window", "apply", "asks", "card",
    "check", "describe_move", "faction_totals", "format_board", "format_move", "from_notation",
    "initial_state", "legal_moves", "move_for", "parse_board", "parts_of", "parse_move", "scores", "state_svg", "to_notation",
    "view",
]
