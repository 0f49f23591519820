"""Fruit Picking (Jun-ichi Shinde; Korea Boardgames 2020), 1–4 players, as on Board Game Arena.

A mancala around each player's island, then buy or water. Rules by fact-sheet ID
(``shared/rules/fruit_picking.md``; the French BGA help page wins where it speaks):

* FRU-COMP-2 farm cards and their watering values (the raindrop value: :data:`.data.RAINDROP_VALUE`,
  a stated guess);
* FRU-SETUP-2/3/4/5 symmetric or random farms, the starting seeds, the market (seeded);
* FRU-TURN, FRU-PLANT-1..4 sowing clockwise seed by seed, the active farm, planting again
  from the Harvest House, the no-seed-on-farms refill;
* FRU-COLLECT-1/2/3/CHOICE, FRU-WATER-1 prices base + slot surcharge, payment, the sliding
  market, the free choice, watering;
* FRU-WIN-1, FRU-END-1/2 the four combinations, the round finished, the tie-break;
* FRU-VAR-NOMARKET, FRU-SOLO-1/2/3.

Asks: ``sow`` (a farm), then ``act`` (water or a market slot). Notation: :mod:`.notation`.
"""

from __future__ import annotations

from pathlib import Path

from tutor.core.puzzles import lazy_puzzles

from . import messages as _messages  # noqa: F401  (registers the catalog)
from .data import RAINDROP_VALUE
from .goals import GOALS
from .moves import Collect, Move, Sow, Water
from .notation import format_move, from_notation, parse_move, to_notation
from .parts import move_for, parts_of
from .policy import policy as POLICY
from .rulebook import NOT_IMPLEMENTED, RULE_ID_PATTERN, RULEBOOK, R
from .resolve import apply
from .rules import Spot, asks, check, combinations, describe_move, legal_moves, price
from .setup import initial_state
from .state import EXAMPLE_OPTIONS, Options, State
from .svg import state_svg
from .view import HIDDEN, PlayerView, view, table

GAME_ID = "fruit_picking"
GAME_PREFIX = "fru"
PUZZLE_FILE = Path(__file__).with_name("puzzles.toml")

__getattr__ = lazy_puzzles(__name__, PUZZLE_FILE)

__all__ = [
    "HIDDEN", "table",
    "EXAMPLE_OPTIONS", "GAME_ID", "GAME_PREFIX", "GOALS", "POLICY", "PUZZLES", "RAINDROP_VALUE",
    "NOT_IMPLEMENTED",
    "RULEBOOK", "RULE_ID_PATTERN", "Collect", "Move", "Options", "PlayerView", "R", "Sow",
    "Spot", "State", "Water", "apply", "asks", "check", "combinations", "describe_move",
    "format_move", "from_notation", "initial_state", "legal_moves", "move_for", "parse_move",
    "parts_of",
    "price", "state_svg", "to_notation", "view",
]
