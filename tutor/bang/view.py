"""Hidden information: what one seat may see.

A seat sees its own role and hand; every other role stays hidden except the Sheriff's
(BANG-SETUP-ROLES) and an eliminated player's (BANG-ELIM), and every role once the game is
over; the other hands show only their size; the deck shows only its size, and Kit Carlson's
3 cards only to him (BANG-CHAR-KIT). Cards in play, life, characters, the discard pile and
the General Store's cards are public. ``view(state, None)`` is the teaching mode: it shows
everything, the deck order included.
"""

from __future__ import annotations

from tutor.core.turns import Table

from dataclasses import dataclass

from tutor.core import Msg, UsageError

from .state import KitPick, Phase, State


@dataclass(frozen=True)
class SeatView:
    role: str | None
    character: str
    life: int
    max_life: int
    alive: bool
    hand: tuple[str, ...] | None      # None: hidden
    hand_size: int
    table: tuple[str, ...]


@dataclass(frozen=True)
class PlayerView:
    seat: int | None
    seats: tuple[SeatView, ...]
    deck: tuple[str, ...] | None      # None: hidden (only its size is known)
    deck_size: int
    discard: tuple[str, ...]
    turn: int
    bangs: int
    stack: tuple
    phase: Phase
    winners: tuple[int, ...]


def view(state: State, seat: int | None) -> PlayerView:
    if seat is not None and (type(seat) is not int or not 0 <= seat < state.players):
        raise UsageError(Msg("core.usage.seat", seat=seat + 1 if type(seat) is int else seat,
                             players=state.players))
    teaching = seat is None
    seats = []
    for i, s in enumerate(state.seats):
        shown = teaching or i == seat
        role = s.role if shown or s.role == "S" or not s.alive or state.winners else None
        seats.append(SeatView(role, s.character, s.life, s.max_life, s.alive,
                              s.hand if shown else None, len(s.hand), s.table))
    stack = tuple(KitPick(f.seat, ()) if isinstance(f, KitPick) and not teaching and
                  f.seat != seat else f for f in state.stack)
    return PlayerView(seat, tuple(seats), state.deck if teaching else None, len(state.deck),
                      state.discard, state.turn, state.bangs, stack, state.phase,
                      state.winners)


#: Only their own seat sees, while it acts: a seat's hand and role (BANG-SETUP-ROLES).
HIDDEN: tuple[str, ...] = ("seats.hand", "seats.role")


def table(state: State) -> Table:
    """The seats, the options, and whether the game is over."""
    over = state.over
    return Table(state.players, state.options, over, None if over else state.to_act)
