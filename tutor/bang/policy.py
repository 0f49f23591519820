"""The computer's choice in BANG! (``tutor.core.policy``), using only its own role and
hand and the public table:

* answering: cancel a shot (Missed!, then a Barrel or Jourdonnais draw!), discard a BANG!
  against Indians! or in a Duel, drink a Beer to survive — rather than take the hit;
* on its turn: plays a card 4 times out of 5 while it has one to play, with the seed's
  role tips for targets: a Deputy never aims at the Sheriff (BANG-TIP-DEPUTY); an Outlaw
  leaves the Sheriff alone until he is down to 1–2 life, then goes for him
  (BANG-TIP-OUTLAW); the Renegade spares the Sheriff while others live
  (BANG-TIP-RENEGADE) — a card it could only aim at a spared Sheriff is not played; then
  it ends the turn;
* everything else (picks, discards, draw choices) at random.

All chance comes from the ``rng`` given."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .data import kind
from .moves import EndTurn, Flip, Heal, Move, Play, Respond, Take
from .state import State


def _friendly(state: State, seat: int, target: int) -> bool:
    me, other = state.seats[seat].role, state.seats[target].role
    if other != "S":
        return False          # only the Sheriff's role is public
    if me in "SD":
        return True
    if me == "R":
        return len(state.living()) > 2
    return state.seats[target].life > 2          # an Outlaw waits for a weak Sheriff


def policy(state: State, moves: Sequence[Move], rng: random.Random) -> Move:
    moves = list(moves)
    answers = [m for m in moves if isinstance(m, (Respond, Flip))]
    if any(isinstance(m, Take) for m in moves):
        flips = [m for m in answers if isinstance(m, Flip)]
        return rng.choice(flips or answers) if answers else moves[-1]
    plays = [m for m in moves if isinstance(m, Play)]
    ends = [m for m in moves if isinstance(m, EndTurn)]
    if not ends:
        return rng.choice(moves)
    if plays and rng.random() < 0.8:
        seat = ends[0].seat
        hostile = [m for m in plays if m.target is None or not _friendly(state, seat, m.target)]
        useful = [m for m in hostile if kind(m.card) != "BR"] or hostile
        if state.seats[seat].role == "O":
            sheriff = [m for m in useful if m.target == state.sheriff]
            if sheriff:
                return rng.choice(sheriff)
        if useful:
            return rng.choice(useful)
    heals = [m for m in moves if isinstance(m, Heal)]
    if heals and rng.random() < 0.3:
        return rng.choice(heals)
    return ends[0]
