"""What a seat sees: everything but the order of the face-down deck (its size only)."""

from __future__ import annotations

from tutor.core.turns import Table

from dataclasses import dataclass

from .rules import price
from .state import State


@dataclass(frozen=True)
class PlayerView:
    seat: int | None
    farms: tuple
    seeds: tuple
    storage: tuple
    cards: tuple
    market: tuple
    prices: tuple           # price of each slot (None for an empty slot)
    deck_size: int
    turn: int
    phase: str
    active: int
    winners: tuple


def view(state: State, seat: int | None = None) -> PlayerView:
    prices = tuple(price(state, i + 1).total if c else None for i, c in enumerate(state.market))
    return PlayerView(seat, state.farms, state.seeds, state.storage, state.cards, state.market,
                      prices, len(state.deck), state.turn, state.phase, state.active,
                      state.winners)


#: Only their own seat sees, while it acts: nothing: every island is in sight.
HIDDEN: tuple[str, ...] = ()


def table(state: State) -> Table:
    """The seats, the options, and whether the game is over."""
    over = state.phase == "over"
    return Table(state.players, state.options, over, None if over else state.to_act)
