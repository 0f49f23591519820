"""A simple computer player for Ark Nova: :func:`choose` picks one of the legal moves of the
position (:func:`.rules.legal_moves`), so it plays whatever actions the tutor has, and
plays complete games once the actions that raise appeal exist.

Its preferences, all among legal moves, chance deciding between equals:

* a turn: an Action card before the X-token action (AN-ACT-XACTION gives only 1 X-token);
  among Action cards, one other than Cards while the hand is large (at least
  :data:`LARGE_HAND` cards); X-tokens are spent only when the card cannot act without;
* drawing cards: stop once the hand is large;
* any other step: any legal move.
"""

from __future__ import annotations

import random

from .moves import Act, Stop, XAction
from .rules import legal_moves
from .state import State
from .strength import Action

#: A hand this large draws no more and prefers another action to Cards.
LARGE_HAND = 6


def _rank(state: State, move) -> int:
    """Lower is better."""
    hand = len(state.zoo(move.seat).hand) if move.seat is not None else 0
    large = hand >= LARGE_HAND
    if isinstance(move, Act):
        cards = move.action is Action.CARDS
        return (2 if cards and large else 0) + (1 if move.x else 0)
    if isinstance(move, XAction):
        return 4
    if isinstance(move, Stop):
        return 0 if large else 1
    return 0 if not large else 1


def choose(state: State, rng: random.Random):
    """One legal move of ``state`` (``ValueError`` when the game is over)."""
    return policy(state, legal_moves(state), rng)


def policy(state: State, moves, rng: random.Random):
    """The protocol's ``POLICY(state, moves, rng)``: the preferred of ``moves`` (the legal
    moves of ``state``), chance deciding between equals."""
    moves = list(moves)
    if not moves:
        raise ValueError("the game is over: no move to choose")
    best = min(_rank(state, m) for m in moves)
    return rng.choice([m for m in moves if _rank(state, m) == best])


__all__ = ["LARGE_HAND", "choose", "policy"]
