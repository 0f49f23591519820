"""Big Monster (Explor8 / Origames, 2019), 2–6 players, as played on Board Game Arena.

Each player is a space explorer laying monster tiles around his explorer; a simultaneous
draft (4–6 players) or row selection (2–3) decides who gets which tile. Rules implemented,
by fact-sheet ID (``shared/rules/big_monster.md``; the seeds win where they speak):

* BM-COMP-* the tiles, explorers and medals from the catalogue (:mod:`.data`, with its
  provenance), per player count;
* BM-GEO-*, BM-PLACE-* the landing area in half-tile cells, tiles upright, adjacency to the
  explorer or a placed tile (:mod:`.area`);
* BM-ICE, BM-MUT-*, BM-PLACE-MUTATE rays down and up (the upward monster on the right half
  only), the purple explorer's ray, second mutations; BM-BIG, BM-LAVA, BM-SWAMP, BM-GRASS,
  BM-DESERT, BM-RUNE, BM-CRYS-* (the explorers' parts too) (:mod:`.scoring`);
* BM-SETUP-*, BM-DRAFT-*, BM-ROUND-* the explorer choice and the draft as simultaneous
  asks whose choices stay hidden until all have chosen (:mod:`.view`), the own-ship rule
  and the black female explorer's exception, two rounds of nine turns;
* BM-ROW-* 2–3 players: rows, the first player's row choice, the next first player (the
  seed's rule; BGA's as an option);
* BM-MEDAL-* medals checked after each turn's placements, to every seat that qualifies;
  team pyramids and BGA's timing; BM-PENALTY and its tie rule; BM-END-* the 19th tile,
  scoring, ties; BM-TEAM; BM-EXPL-1..12; BM-OPEN-* with the readings the rulebook states.

Asks: ``explorer`` and ``pick`` (every seat at once), ``place``, ``row``, ``take``,
``salvage``. The notation is documented in :mod:`.notation`.
"""

from __future__ import annotations

from pathlib import Path

from tutor.core.puzzles import lazy_puzzles

from . import messages as _messages  # noqa: F401  (registers the catalog)
from .area import Placed
from .data import PROVENANCE
from .goals import GOALS
from .moves import ChooseRow, Keep, Move, Pick, Place, Salvage, Take
from .notation import format_move, from_notation, parse_move, to_notation
from .parts import move_for, parts_of
from .policy import policy as POLICY
from .resolve import apply, initial_state
from .rulebook import NOT_IMPLEMENTED, RULE_ID_PATTERN, RULEBOOK, R
from .rules import asks, check, describe_move, legal_moves, placement_previews, table
from .scoring import score_lines, team_scores, total, winners
from .state import EXAMPLE_OPTIONS, Medal, Options, Phase, State
from .svg import state_svg
from .view import HIDDEN, PlayerView, view

GAME_ID = "big_monster"
GAME_PREFIX = "bm"
PUZZLE_FILE = Path(__file__).with_name("puzzles.toml")

# PUZZLES is loaded (and validated by the engine) on first use, not at import.
__getattr__ = lazy_puzzles(__name__, PUZZLE_FILE)

__all__ = [
    "HIDDEN", "table",
    "EXAMPLE_OPTIONS", "GAME_ID", "GAME_PREFIX", "GOALS", "POLICY", "PROVENANCE", "PUZZLES",
    "NOT_IMPLEMENTED",
    "RULEBOOK", "RULE_ID_PATTERN", "ChooseRow", "Keep", "Medal", "Move", "Options", "Phase",
    "Pick", "Place", "Placed", "PlayerView", "R", "Salvage", "State", "Take", "apply", "asks",
    "check", "describe_move", "format_move", "from_notation", "initial_state", "legal_moves",
    "move_for",
    "parse_move", "parts_of", "placement_previews", "score_lines", "state_svg", "team_scores",
    "to_notation", "total", "view", "winners",
]
