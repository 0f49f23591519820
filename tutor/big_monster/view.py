"""Hidden information: what one seat may see.

Hidden from the other seats: the explorers dealt and the one kept until all have kept
(BM-SETUP-EXPL); the draft hands (a seat sees its own); the tile each seat has chosen, face
down until all have chosen (BM-DRAFT-SIMUL; once revealed, BM-DRAFT-REVEAL, it is public);
what lies on the ships (a ship shows only whether it is taken and how many tiles);
the discards (face down, BM-ROUND-NINE) and the box (its size only). The landing areas,
the rows and the medals are public. ``view(state, None)`` shows everything (teaching).
"""

from __future__ import annotations


from dataclasses import dataclass

from tutor.core import Msg, UsageError

from .area import Placed
from .state import Medal, Phase, State


@dataclass(frozen=True)
class PlayerView:
    seat: int | None
    phase: Phase
    round: int
    turn: int
    dealt: tuple[tuple[int, int] | None, ...]
    explorers: tuple[int | None, ...]
    hands: tuple[tuple[str, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    ships: tuple[tuple[str, ...] | None, ...]
    ship_sizes: tuple[int | None, ...]
    chosen: tuple[str | None, ...]
    has_chosen: tuple[bool, ...]
    areas: tuple[tuple[Placed, ...], ...]
    discard: tuple[str, ...] | None
    discard_size: int
    box_size: int
    rows: tuple[tuple[str, ...], ...]
    first: int
    active: int
    medals: tuple[Medal, ...]
    winners: tuple[int, ...]


def view(state: State, seat: int | None) -> PlayerView:
    if seat is not None and not (type(seat) is int and 0 <= seat < state.players):
        raise UsageError(Msg("core.usage.seat", seat=seat + 1 if type(seat) is int else seat,
                             players=state.players))
    everything = seat is None

    def mine(s: int) -> bool:
        return everything or s == seat

    explorers_open = everything or all(state.explorers)
    picking = state.phase is Phase.PICK
    chosen = tuple(c if mine(s) or not picking else None for s, c in enumerate(state.chosen))
    return PlayerView(
        seat, state.phase, state.round, state.turn,
        tuple(d if mine(s) else None for s, d in enumerate(state.dealt)),
        tuple(e if mine(s) or explorers_open else None for s, e in enumerate(state.explorers)),
        tuple(h if mine(s) else None for s, h in enumerate(state.hands)),
        tuple(len(h) for h in state.hands),
        tuple(h if everything else None for h in state.ships),
        tuple(None if h is None else len(h) for h in state.ships),
        chosen, tuple(c is not None for c in state.chosen), state.areas,
        state.discard if everything else None, len(state.discard), len(state.box),
        state.rows, state.first, state.active, state.medals, state.winners)


#: Only their own seat sees, while it acts: the explorers dealt and kept, the draft hands, the chosen tiles, the ships and the discards (BM-SETUP-EXPL, BM-DRAFT-SIMUL).
HIDDEN: tuple[str, ...] = ("dealt", "explorers", "hands", "chosen", "ships", "discard")
