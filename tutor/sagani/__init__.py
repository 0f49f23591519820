"""Sagani (Uwe Rosenberg, Skellig Games), as played on Board Game Arena — engine only.

Rules implemented, by fact-sheet ID (``shared/rules/sagani.md``; the seed wins where it
speaks, and is corrected where the fact sheet shows it wrong: see
``docs/sagani-engine-notes.md``):

* SAG-COMP-* the 72 tiles from one source (:mod:`.data`), 24 discs a seat, cacophony
* SAG-SETUP-* three stacks, five tiles on offer (:mod:`.resolve`, seeded)
* SAG-TURN-* take a tile (or, with one left, send it to the Intermezzo and draw blind),
  place, load discs, resolve arrows, Intermezzo, refill
* SAG-PLACE-* edge contact, free rotation (the first tile is at (0,0))
* SAG-ARROW-* rays in 8 directions, fulfilled at any distance by a tile of their colour
* SAG-DISC-* loading, cacophony (−2 each), the order (a) by default, (b) as an option
* SAG-SCORE-*, SAG-INT-*, SAG-END-* completion 1/3/6/10, Intermezzo, targets 75/60/45
  with the round finished, ties to who reached the score first
* SAG-VAR-SOLO (reported by a review, not checked) one player, the same turns, goal (a)
  75 points within 25 tiles (won or lost at once) or (b) every tile, less one point per
  disc left on tiles (``Options(players=1, solo_goal=SoloGoal.ALL_TILES)``)

A turn is a sequence of asks: ``take`` → ``place`` (→ ``intermezzo`` → ``place`` …).
"""

from __future__ import annotations

from pathlib import Path

from tutor.core.puzzles import lazy_puzzles

from . import messages as _messages  # noqa: F401  (registers the catalog)
from .goals import GOALS
from .parts import move_for, parts_of
from .policy import policy as POLICY
from .svg import state_svg
from .view import HIDDEN, PlayerView, view, table
from .moves import Draw, Move, Pass, Pick, Place, Take
from .notation import format_move, from_notation, parse_move, to_notation
from .resolve import apply, initial_state, winners
from .rulebook import NOT_IMPLEMENTED, RULE_ID_PATTERN, RULEBOOK, R
from .rules import asks, check, describe_move, legal_moves
from .state import DiscOrder, Options, Phase, Placed, Player, SoloGoal, State

GAME_ID = "sagani"
GAME_PREFIX = "sag"
PUZZLE_FILE = Path(__file__).with_name("puzzles.toml")
#: Every table size, both disc orders and both solo goals; ordered so that the shared
#: suites' day-to-day sample (every other set, crossed: tests/test_conformance.py ``daily``)
#: still plays 1, 2, 3 and 4 players, both orders and both solo goals.
EXAMPLE_OPTIONS = (
    Options(2), Options(3), Options(4),
    Options(4, DiscOrder.RESOLVE_FIRST),
    Options(1),
    Options(2, DiscOrder.RESOLVE_FIRST),
    Options(1, DiscOrder.RESOLVE_FIRST, SoloGoal.ALL_TILES),
    Options(3, DiscOrder.RESOLVE_FIRST),
    Options(1, solo_goal=SoloGoal.ALL_TILES),
)

# PUZZLES is loaded (and validated by the engine) on first use, not at import.
__getattr__ = lazy_puzzles(__name__, PUZZLE_FILE)

__all__ = ["EXAMPLE_OPTIONS", "GOALS", "POLICY", "PUZZLES", "PlayerView", "move_for",
           "NOT_IMPLEMENTED",
           "parts_of", "state_svg", "view", "GAME_ID", "GAME_PREFIX", "RULEBOOK",
           "RULE_ID_PATTERN", "DiscOrder", "Draw",
           "Move", "Options", "Pass", "Phase", "Pick", "Place", "Placed", "Player", "R",
           "SoloGoal", "State", "Take", "apply", "asks", "check", "describe_move", "initial_state",
           "legal_moves",
           "winners", "format_move", "from_notation", "parse_move", "to_notation"]
