"""Ark Nova (Mathias Wigge; Feuerland 2021), 1–4 players, as on Board Game Arena: being built
(issue 35), not yet in the registry. Rules by fact-sheet ID (``docs/rules/ark_nova.md``; the
French BGA help page wins where it speaks), each concern a module of this package with the
rule IDs it implements (``rulebook.R``): the zoo map and buildings, the tracks, the cards,
then the actions on the core's pending steps (:mod:`.steps`).

The game protocol (:class:`tutor.core.protocol.GameModule`) is exported here: the asks
come from the step on top of the stack; moves part by part in :mod:`.parts`, the static
picture in :mod:`.svg`, the puzzles in ``puzzles.toml`` with their goals in :mod:`.goals`.
"""

from __future__ import annotations

from pathlib import Path

from tutor.core.puzzles import lazy_puzzles

from .goals import GOALS
from .notation import format_move, from_notation, parse_move, to_notation
from .parts import move_for, parts_of
from .policy import policy as POLICY
from .resolve import apply
from .rulebook import NOT_IMPLEMENTED, RULE_ID_PATTERN, RULEBOOK, R
from .rules import asks, check, describe_move, legal_moves
from .setup import initial_state
from .state import Options, State
from .svg import state_svg
from .view import HIDDEN, PlayerView, table, view

GAME_ID = "ark_nova"
GAME_PREFIX = "an"
PUZZLE_FILE = Path(__file__).with_name("puzzles.toml")

#: Every table size, each map twice: 2 players on Map A first (the shared suites read the
#: first set for a table of two seats, whose views of a hand differ), solo on Map 0, then 3
#: on Map 0 and 4 on Map A (AN-SETUP-MAP, AN-SOLO).
EXAMPLE_OPTIONS = (Options(2, "A"), Options(1, "0"), Options(3, "0"), Options(4, "A"))

__getattr__ = lazy_puzzles(__name__, PUZZLE_FILE)

__all__ = [
    "EXAMPLE_OPTIONS", "GAME_ID", "GAME_PREFIX", "GOALS", "HIDDEN", "NOT_IMPLEMENTED",
    "POLICY", "PUZZLES", "PUZZLE_FILE", "PlayerView", "R", "RULEBOOK", "RULE_ID_PATTERN",
    "Options", "State", "apply", "asks", "check", "describe_move", "format_move",
    "from_notation", "initial_state", "legal_moves", "move_for", "parse_move", "parts_of",
    "state_svg", "table", "to_notation", "view",
]
