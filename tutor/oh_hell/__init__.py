"""Oh Hell, as played on Board Game Arena (French help page, 2021-12-02 scoring update).

3 to 7 players, 52 cards, ace high. Each hand, everyone bids the exact number of tricks they
will take; the dealer may not make the bids add up to the cards dealt; then tricks are
played (follow suit; highest trump, else highest of the suit led, wins) and every player is
scored. Rules implemented, by fact-sheet ID:

* OH-SETUP-1/2 players and cards — ``state.Options``, ``state.DECK``
* OH-DEAL-1..3, OH-SEQ-LONG/LONGREV/SHORTUD/SHORTUP/SHORTDN/MINMAX — hand sizes, the deal
* OH-TRUMP-1/2 the turned trump card
* OH-BID-1/2/3, OH-BID-DEALER bidding and the dealer's restriction
* OH-PLAY-LEAD/FOLLOW/WIN/NEXT trick play
* OH-SCORE-POS/NEU/NEG/BAL/HYB/DBL/TRI/SQ/AND, OH-SCORE-VIE scoring options and Vienna;
  OH-SCORE-SHEET (ours) the running score sheet
* OH-END-1/2 end of the game and ties

Readings of the open points and of the seed/fact-sheet conflicts: see :mod:`.rulebook`.

Functions: ``initial_state``, ``asks`` (who may act now), ``legal_moves``, ``check``,
``apply``, ``parse_move``,
``format_move``, ``from_notation``, ``to_notation``, ``view``, ``solve``, ``score``;
data: ``RULEBOOK``, ``PUZZLES``, ``GOALS``. The notation is documented in :mod:`.notation`.
"""

from __future__ import annotations

from pathlib import Path

from tutor.core.puzzles import lazy_puzzles

from . import messages as _messages  # noqa: F401  (registers the catalog)
from .resolve import apply, deal, initial_state, ranking, shuffled_deck
from .goals import GOALS
from .moves import Bid, Move, Play
from .parts import move_for, parts_of
from .policy import policy as POLICY
from .notation import format_cards, format_move, from_notation, parse_card, parse_move, to_notation
from .rulebook import NOT_IMPLEMENTED, RULE_ID_PATTERN, RULEBOOK, R
from .rules import asks, check, describe_move, forbidden_bid, legal_moves, trick_winner
from .scoring import ScoreLine, score
from .solver import Solution, solve
from .state import (DECK, EXAMPLE_OPTIONS, Card, HandRecord, Options, Phase, State, Suit, card,
                    hand_sizes, start_size)
from .svg import state_svg
from .view import HIDDEN, PlayerView, view, table

GAME_ID = "oh_hell"
GAME_PREFIX = "oh"
PUZZLE_FILE = Path(__file__).with_name("puzzles.toml")


# PUZZLES is loaded (and validated by the engine) on first use, not at import.
__getattr__ = lazy_puzzles(__name__, PUZZLE_FILE)


__all__ = [
    "HIDDEN", "table",
    "NOT_IMPLEMENTED",
    "EXAMPLE_OPTIONS", "POLICY", "RULE_ID_PATTERN", "DECK", "GAME_ID", "GAME_PREFIX", "GOALS", "PUZZLES", "RULEBOOK", "Bid", "Card",
    "HandRecord", "Move", "Options", "Phase", "Play", "PlayerView", "R", "ScoreLine",
    "Solution", "State", "Suit", "apply", "asks", "card", "check", "deal", "describe_move",
    "forbidden_bid",
    "format_cards", "format_move", "from_notation", "hand_sizes", "initial_state",
    "legal_moves", "move_for", "parse_card", "parts_of", "parse_move", "ranking", "score", "shuffled_deck", "solve",
    "start_size", "state_svg", "to_notation", "trick_winner", "view",
]
