"""Kingdom Builder (Queen Games, Donald X. Vaccarino), as played on Board Game Arena.

Players build settlements on a map of 4 quadrants, 3 at a time on the terrain of their
card, next to their own where possible; location tiles give extra actions; castles and 3
Kingdom Builder cards score at the end. Rules implemented, by fact-sheet ID
(the Kingdom Builder fact sheet; the French BGA help page wins where it speaks):

* KB-BOARD-* board assembly from any 4 of the 8 quadrants in any slot, each maybe turned
  180°; one hex coordinate system, ``row,col`` with odd-r rows (:mod:`.board`)
* KB-COMP-*, KB-SETUP-* 40 settlements, 25 terrain cards, 10 cards, 28 location tiles;
  seeded setup (:mod:`tutor.core.chance`), KB-VAR-FIRST / KB-VAR-RANDOM / KB-VAR-NOLORDS
* KB-TURN-* reveal, the mandatory action and tiles before or after it (never in its
  middle), end of turn with draw and seeded reshuffle
* KB-PLACE-* 3 settlements, each adjacent to your own if possible (checked before each),
  fewer when hexes or supply run out (KB-PLACE-SHORT, the printed reading)
* KB-LOC-*, KB-TILE-* location tiles gained, delayed, used once a turn, lost (the player
  chooses which of two of a kind); the 8 tile actions
* KB-SCORE-* castles and the 10 Kingdom Builder cards; KB-END-* trigger, round finished,
  scoring, shared victory on ties
* KB-OPEN-* the fact sheet's open questions, each with its recommended reading

A turn is a stack of pending steps (``State.stack``, :mod:`tutor.core.steps`; the kinds in
:mod:`.steps`), the one on top asking (``asks``): ``turn`` before the mandatory action (a
build starts it, or a tile) and after it (a tile, or ``end``), ``build`` while it is under
way (nothing else), ``return`` (which tile goes). The notation is documented in
:mod:`.notation`.
"""

from __future__ import annotations

from pathlib import Path

from tutor.core.puzzles import lazy_puzzles

from . import messages as _messages  # noqa: F401  (registers the catalog)
from .board import Map, assemble, focus_hex, from_focus, neighbours
from .goals import GOALS
from .moves import Build, EndTurn, Move, Return, Use
from .notation import format_move, from_notation, parse_move, to_notation
from .parts import move_for, parts_of
from .policy import policy as POLICY
from .resolve import apply, initial_state
from .rulebook import NOT_IMPLEMENTED, RULE_ID_PATTERN, RULEBOOK, R
from .rules import (asks, built_this_turn, check, describe_move, legal_moves, mandatory_status,
                    returning, targets, turn_step)
from .scoring import score_lines, totals
from .state import EXAMPLE_OPTIONS, Options, Phase, Setup, State, Tile
from .steps import AfterBuild, BeforeBuild, Building, ReturnTile
from .svg import state_svg
from .view import HIDDEN, PlayerView, view, table

GAME_ID = "kingdom_builder"
GAME_PREFIX = "kb"
PUZZLE_FILE = Path(__file__).with_name("puzzles.toml")


# PUZZLES is loaded (and validated by the engine) on first use, not at import.
__getattr__ = lazy_puzzles(__name__, PUZZLE_FILE)


__all__ = [
    "HIDDEN", "table",
    "NOT_IMPLEMENTED",
    "EXAMPLE_OPTIONS", "GAME_ID", "GAME_PREFIX", "GOALS", "POLICY", "PUZZLES", "RULEBOOK",
    "RULE_ID_PATTERN", "AfterBuild", "BeforeBuild", "Build", "Building", "EndTurn", "Map",
    "Move", "Options", "Phase", "PlayerView", "R", "Return", "ReturnTile", "Setup", "State",
    "Tile", "Use", "apply", "asks", "assemble", "built_this_turn", "check", "describe_move",
    "focus_hex", "format_move", "from_focus", "from_notation", "initial_state",
    "legal_moves", "mandatory_status", "move_for", "neighbours", "parse_move", "parts_of",
    "returning", "score_lines", "state_svg", "targets", "to_notation", "totals", "turn_step",
    "view",
]
