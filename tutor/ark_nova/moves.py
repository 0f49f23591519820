"""The turn's own moves of Ark Nova as typed values (their text in :mod:`.notation`); each
concern's moves are in its module (:mod:`.movesets`).

Every move names its seat (0-based; ``None``: the only seat asked)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .strength import Action


@dataclass(frozen=True)
class Keep:
    """AN-SETUP-HAND: keep these 4 of the 8 cards drawn at setup (the others are discarded)."""

    cards: tuple[int, ...]
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Act:
    """AN-ACT-TURN: perform the Action card ``action`` with ``x`` X-tokens spent first
    (AN-ACT-X): strength = its slot + ``x``."""

    action: Action
    x: int = 0
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class XAction:
    """AN-ACT-XACTION: move ``action`` to slot 1 and gain 1 X-token instead of acting."""

    action: Action
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Draw:
    """AN-CARDS-DRAW / AN-CARDS-REPRANGE: draw 1 card from the deck (``folder`` 0) or from
    display folder ``folder`` (1–6, side II, within reputation range)."""

    folder: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Snap:
    """AN-CARDS-SNAP: take the card of display folder ``folder``, any folder, instead of
    drawing."""

    folder: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Stop:
    """Draw no more cards this Cards action ("draw up to", AN-CARDS-TABLE)."""

    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Discard:
    """Discard ``card`` from the hand: the Cards action's compulsory discard
    (AN-CARDS-TABLE) or one card down to the hand limit at a break (AN-BREAK-1)."""

    card: int
    seat: int | None = field(default=None, kw_only=True)


Move = Keep | Act | XAction | Draw | Snap | Stop | Discard
MOVES = (Keep, Act, XAction, Draw, Snap, Stop, Discard)
