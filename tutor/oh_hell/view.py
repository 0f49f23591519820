"""Hidden information: what one seat may see (the other hands and the stock are hidden)."""

from __future__ import annotations

from tutor.core.turns import Table

from tutor.core import Msg, UsageError

from dataclasses import dataclass

from .state import Card, HandRecord, Phase, State


@dataclass(frozen=True)
class PlayerView:
    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    hand_number: int            # 1-based
    size: int
    dealer: int
    trump: Card
    bids: tuple[int | None, ...]
    won: tuple[int, ...]
    lead: int | None
    trick: tuple[Card, ...]
    scores: tuple[int, ...]
    sheet: tuple[HandRecord, ...]
    phase: Phase
    to_act: int | None


def view(state: State, seat: int) -> PlayerView:
    """``seat``'s view: its own hand, the turned trump, bids, the trick, scores; only the
    sizes of the other hands."""
    if not 0 <= seat < state.players:
        raise UsageError(Msg("core.usage.seat", seat=seat + 1, players=state.players))
    return PlayerView(seat, state.hands[seat], tuple(len(h) for h in state.hands),
                      state.hand + 1, state.size, state.dealer, state.trump, state.bids,
                      state.won, state.lead, state.trick, state.scores, state.sheet,
                      state.phase, state.to_act)


#: Only their own seat sees, while it acts: a seat's hand.
HIDDEN: tuple[str, ...] = ("hands",)


def table(state: State) -> Table:
    """The seats, the options, and whether the game is over."""
    over = state.phase is Phase.OVER
    return Table(state.players, state.options, over, None if over else state.to_act)
