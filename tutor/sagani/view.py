"""What one seat may see: everything is public except the stacks, whose top tiles show
their back only (colour and value, SAG-COMP-BACK, SAG-TURN-LAST-STACKS)."""

from __future__ import annotations

from tutor.core.turns import Table

from dataclasses import dataclass

from tutor.core import Msg, UsageError

from .data import tile
from .state import Phase, Player, State


@dataclass(frozen=True)
class PlayerView:
    seat: int | None
    offer: tuple[int, ...]
    stack_sizes: tuple[int, ...]
    stack_tops: tuple[tuple[str, int] | None, ...]    # (element, points) of each top's back
    intermezzo: tuple[int, ...]
    seats: tuple[Player, ...]
    held: int | None
    turn: int
    phase: Phase
    winners: tuple[int, ...]


def view(state: State, seat: int | None) -> PlayerView:
    if seat is not None and not 0 <= seat < state.options.players:
        raise UsageError(Msg("core.usage.seat", seat=seat + 1, players=state.options.players))
    tops = tuple((tile(s[0]).element, tile(s[0]).points) if s else None for s in state.stacks)
    return PlayerView(seat, state.offer, tuple(map(len, state.stacks)), tops, state.intermezzo,
                      state.seats, state.held, state.turn, state.phase, state.winners)


#: Only their own seat sees, while it acts: nothing: every tile is in sight.
HIDDEN: tuple[str, ...] = ()


def table(state: State) -> Table:
    """The seats, the options, and whether the game is over."""
    over = state.phase is Phase.OVER
    return Table(state.players, state.options, over, None if over else state.to_act)
