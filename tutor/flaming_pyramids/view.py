"""Hidden information: what one seat may see (hands of others and all piles are hidden)."""

from __future__ import annotations

from tutor.core.turns import Table

from tutor.core import Msg, UsageError

from dataclasses import dataclass

from .state import Phase, Pyramid, State, Tile


@dataclass(frozen=True)
class PlayerView:
    seat: int
    pyramid: Pyramid
    disarmed: frozenset[Tile]
    hand: tuple[Tile, ...]
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    turn: int
    phase: Phase
    winner: int | None


def view(state: State, seat: int) -> PlayerView:
    """``seat``'s view: the pyramid, its own hand, and only the sizes of everything hidden."""
    if not 0 <= seat < state.players:
        raise UsageError(Msg("core.usage.seat", seat=seat + 1, players=state.players))
    return PlayerView(seat, state.pyramid, state.disarmed, state.hands[seat],
                      tuple(len(h) for h in state.hands), tuple(len(p) for p in state.piles),
                      state.turn, state.phase, state.winner)


#: Only their own seat sees, while it acts: nothing: every tile is in sight.
HIDDEN: tuple[str, ...] = ()


def table(state: State) -> Table:
    """The seats, the options, and whether the game is over."""
    over = state.phase is Phase.OVER
    return Table(state.players, state.options, over, None if over else state.to_act)
