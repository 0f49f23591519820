"""Moves of Pook: typed values, never strings (notation lives in notation.py).

Every move names the seat that makes it (``seat``, 0-based); ``None`` leaves it to the
position: the only seat asked (``tutor.core.turns.bind_seat``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .state import Card, Cell


@dataclass(frozen=True)
class Place:
    """Play ``card`` from the hand at ``cell``, warrior side up if ``up`` else coin side up
    (POOK-TURN-1, POOK-PLACE, POOK-COST)."""

    card: Card
    up: bool
    cell: Cell
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Power:
    """Use the power of the warrior just placed on ``target`` (POOK-POW). A Mage names the
    hand card that takes the target's place (``card``); Orcs and Vikings name none."""

    target: Cell
    card: Card | None = None
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Swap:
    """Swap Piggy with the card at ``cell`` (POOK-PIG-1), before or after the main action:
    which one is the phase (``play`` = before, ``after`` = after)."""

    cell: Cell
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Pass:
    """Decline what is offered now: the power (POWER phase) or the Piggy swap after the main
    action (AFTER phase), which ends the turn."""

    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Flip:
    """Tie-break (POOK-END-4): pick the coin-side card at ``cell`` to flip face up."""

    cell: Cell
    seat: int | None = field(default=None, kw_only=True)


Move = Place | Power | Swap | Pass | Flip
