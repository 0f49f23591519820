"""Flaming Pyramids (Cheeky Parrot Games), as played on Board Game Arena.

Players build one shared pyramid of 45 weighted, coloured tiles and try to be first to get
rid of all their tiles (FP-END-1). Rules implemented, by fact-sheet ID:

* FP-COMP-1..3 tiles (straw, wood, stone, Millstone, Coals, Blowtorches) — ``state.TILES``
* FP-SETUP-1..3 deal, leftovers to the bottom row, incendiary leftovers removed
* FP-TURN-1..4 one tile a turn, resolve, refill to 5, win check
* FP-PLACE-1..5 where a tile may go; FP-BUILD-1..5 colour-or-weight AND load
* FP-COLL-1..4 collapse and the slide decision; FP-AIR-1..3 free air and overhangs
* FP-FIRE-1..5 fire (armed incendiaries); FP-EXPL-1..3 explosions
* FP-CHAIN-1..6 checking order, scan order, burial order
* FP-END-1..4 end of game; FP-CURSE-1..4 curse variant; FP-DIE-1..4 fire-die variant

Functions: ``initial_state``, ``asks`` (who may act now), ``legal_moves``, ``check``,
``apply``, ``parts_of`` / ``move_for`` (a move part by part), ``parse_move``,
``format_move``, ``from_notation``, ``to_notation``, ``view``; data: ``RULEBOOK``,
``PUZZLES``, ``GOALS``. The notation is documented in :mod:`.notation`.
"""

from __future__ import annotations

from pathlib import Path

from tutor.core.puzzles import lazy_puzzles

from . import messages as _messages  # noqa: F401  (registers the catalog)
from .resolve import apply, initial_state
from .goals import GOALS
from .moves import Move, Place, Roll, Side, Slide
from .parts import move_for, parts_of
from .policy import policy as POLICY
from .notation import (format_move, format_pyramid, from_notation, parse_move, parse_pyramid,
                       to_notation)
from .rulebook import NOT_IMPLEMENTED, RULE_ID_PATTERN, RULEBOOK, R
from .rules import asks, check, describe_move, find_mayhem, legal_moves, sites
from .state import EXAMPLE_OPTIONS, TILES, Options, Phase, Pyramid, State, Tile, tile
from .svg import state_svg
from .view import HIDDEN, PlayerView, view, table

GAME_ID = "flaming_pyramids"
GAME_PREFIX = "fp"
PUZZLE_FILE = Path(__file__).with_name("puzzles.toml")


# PUZZLES is loaded (and validated by the engine) on first use, not at import.
__getattr__ = lazy_puzzles(__name__, PUZZLE_FILE)


__all__ = [
    "HIDDEN", "table",
    "NOT_IMPLEMENTED",
    "EXAMPLE_OPTIONS", "POLICY", "RULE_ID_PATTERN", "GAME_ID", "GOALS", "PUZZLES", "RULEBOOK", "TILES", "Move", "Options", "Phase", "Place",
    "PlayerView", "Pyramid", "R", "Roll", "Side", "Slide", "State", "Tile", "apply", "asks",
    "check", "describe_move", "find_mayhem", "format_move", "format_pyramid", "from_notation",
    "initial_state", "legal_moves", "move_for", "parse_move", "parts_of", "parse_pyramid", "sites", "tile",
    "state_svg", "to_notation", "view",
]
