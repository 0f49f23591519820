"""BANG! (Emiliano Sciarra, dV Giochi), base game for 4–7 players, as played on Board Game
Arena. Rules implemented, by fact-sheet ID (``shared/rules/bang.md``):

* BANG-COMP-*, BANG-SETUP-* the 80 cards with suits and values (:mod:`.data`, from
  ``shared/data/bang/deck.json``), roles by count, characters at random or 1 of 2
  (``Options.choose``), life = bullets (+1 Sheriff), hands, the Sheriff starts; seeded
  deck, draw! checks and reshuffles (:mod:`tutor.core.chance`)
* BANG-DIST*, BANG-RANGE, BANG-WEAPONS distance around the living players with Mustang,
  Scope, Paul Regret and Rose Doolan, one direction at a time; weapon ranges
* BANG-ONE-BANG (and -GAT) one BANG! a turn, except Volcanic and Willy the Kid; Gatling
  and the BANG! cards of a Duel or against Indians! do not count
* BANG-TURN-*, BANG-HANDLIMIT the turn: Dynamite then Jail, the draw (or the character's
  way), play, discard to the hand limit
* every card effect (BANG-BANG … BANG-DYNAMITE, BANG-BLUE-*), with the answers out of turn
  as pending asks of other seats: Missed!/Barrel/Jourdonnais against each shot, Indians!
  and Duel, General Store picks in seat order, Beer at 0 life (BANG-SAVE*)
* BANG-DAMAGE, BANG-ELIM*, BANG-RESP-ELIM, BANG-REWARD-OUTLAW, BANG-PENALTY-DEPUTY*,
  BANG-NOKILLER, BANG-WIN-*, BANG-END: who is responsible, the reward, the penalty, the win
  check at each elimination
* BANG-CHAR-* the 16 characters; BANG-OPEN-LASTLIFE with its recommended reading

A turn is a sequence of asks (``asks``): ``play`` (the seat on its turn), ``shot``,
``indians``, ``duel``, ``dying``, ``store`` (other seats answering), ``discard``,
``drawfrom``, ``kit``, ``choose``. The notation is documented in :mod:`.notation`; hidden
information in :mod:`.view`.
"""

from __future__ import annotations

from pathlib import Path

from tutor.core.puzzles import lazy_puzzles

from . import messages as _messages  # noqa: F401  (registers the catalog)
from .data import DECK, Card
from .goals import GOALS
from .moves import (Choose, Discard, DrawFrom, EndTurn, Flip, Heal, Move, Pick, Play,
                    PutBack, Respond, Take)
from .notation import format_move, from_notation, parse_move, to_notation
from .parts import move_for, parts_of
from .policy import policy as POLICY
from .resolve import apply, initial_state
from .rulebook import NOT_IMPLEMENTED, RULE_ID_PATTERN, RULEBOOK, R
from .rules import allowance, asks, check, describe_move, distance, legal_moves, reach, targets
from .state import EXAMPLE_OPTIONS, Options, Phase, Seat, State
from .svg import state_svg
from .view import HIDDEN, PlayerView, SeatView, view, table

GAME_ID = "bang"
GAME_PREFIX = "bang"
PUZZLE_FILE = Path(__file__).with_name("puzzles.toml")

# PUZZLES is loaded (and validated by the engine) on first use, not at import.
__getattr__ = lazy_puzzles(__name__, PUZZLE_FILE)

__all__ = [
    "HIDDEN", "table",
    "DECK", "EXAMPLE_OPTIONS", "GAME_ID", "GAME_PREFIX", "GOALS", "POLICY", "PUZZLES",
    "NOT_IMPLEMENTED",
    "RULEBOOK", "RULE_ID_PATTERN", "Card", "Choose", "Discard", "DrawFrom", "EndTurn", "Flip",
    "Heal", "Move", "Options", "Phase", "Pick", "Play", "PlayerView", "PutBack", "R",
    "Respond", "Seat", "SeatView", "State", "Take", "allowance", "apply", "asks", "check",
    "describe_move", "distance", "format_move", "from_notation", "initial_state", "legal_moves",
    "move_for",
    "parse_move", "parts_of", "reach", "state_svg", "targets", "to_notation", "view",
]
