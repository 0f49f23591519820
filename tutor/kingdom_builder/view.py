"""Hidden information: what one seat may see.

The terrain cards in the other players' hands are hidden (KB-SETUP-HAND), except the card
of the seat on its turn, which is revealed (KB-TURN-REVEAL); the draw pile shows only its
size. Everything on the board, the tiles and the Kingdom Builder cards are public. Seat
``None`` is a spectator; ``teaching=True`` shows everything.
"""

from __future__ import annotations

from tutor.core.turns import Table

from dataclasses import dataclass

from tutor.core import Msg, UsageError

from .board import Layout, Pos
from .state import Phase, State, Tile


@dataclass(frozen=True)
class PlayerView:
    seat: int | None
    layout: Layout
    cards: tuple[str, ...]
    hands: tuple[str | None, ...]
    pile_size: int
    discard: tuple[str, ...]
    settlements: tuple[tuple[Pos, ...], ...]
    tiles: tuple[tuple[Tile, ...], ...]
    turn: int
    phase: Phase
    winners: tuple[int, ...]


def view(state: State, seat: int | None, teaching: bool = False) -> PlayerView:
    if seat is not None and not 0 <= seat < state.players:
        raise UsageError(Msg("core.usage.seat", seat=seat + 1, players=state.players))
    hands = tuple(h if teaching or s == seat or (s == state.turn and state.phase is not
                                                 Phase.OVER) else None
                  for s, h in enumerate(state.hands))
    return PlayerView(seat, state.layout, state.cards, hands, len(state.pile), state.discard,
                      state.settlements, state.tiles, state.turn, state.phase, state.winners)


#: Only their own seat sees, while it acts: nothing the others may not see: the seat on its turn has shown its terrain card.
HIDDEN: tuple[str, ...] = ()


def table(state: State) -> Table:
    """The seats, the options, and whether the game is over."""
    over = state.phase is Phase.OVER
    return Table(state.players, state.options, over, None if over else state.to_act)
