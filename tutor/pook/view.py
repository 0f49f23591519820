"""Hidden information: what one seat may see.

A coin-side card's faction and level are hidden from every seat but the one that laid it
(shown ``$``); cards an Orc flipped down were seen by all and stay known. Other hands and the
draw pile show only their sizes; other objectives stay secret until the scoring. Seat
``None`` is a spectator (or the shared screen between two players of a hot-seat game): it
sees only what is public. Teaching mode (``teaching=True``) shows everything.
"""

from __future__ import annotations

from tutor.core.turns import Table

from tutor.core import Msg, UsageError

from dataclasses import dataclass

from .notation import format_laid
from .state import Card, Cell, Faction, Laid, Phase, State

FACE_DOWN = "$"   # a coin-side card another seat laid: its faction and level unseen


@dataclass(frozen=True)
class PlayerView:
    seat: int | None
    cells: tuple[tuple[Cell, str], ...]      # cell -> notation token, ``$`` when hidden
    hand: tuple[Card, ...]
    hands: tuple[tuple[Card, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    objectives: tuple[tuple[Faction, Faction] | None, ...]
    turn: int
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]

    def token(self, cell: Cell) -> str | None:
        return dict(self.cells).get(cell)


def view(state: State, seat: int | None, teaching: bool = False) -> PlayerView:
    """``seat``'s view of ``state`` (``None``: a spectator's, public information only);
    ``teaching=True`` shows all."""
    if seat is not None and not 0 <= seat < state.players:
        raise UsageError(Msg("core.usage.seat", seat=seat + 1, players=state.players))
    everything = teaching
    cells = []
    for cell, item in sorted(state.board.items()):
        hidden = (isinstance(item, Laid) and item.coin and item.by is not None
                  and item.by != seat and not everything)
        cells.append((cell, FACE_DOWN if hidden else format_laid(item)))
    scored = state.phase in (Phase.TIEBREAK, Phase.OVER)
    hands = tuple(h if everything or s == seat else None for s, h in enumerate(state.hands))
    objectives = tuple(o if everything or scored or s == seat else None
                       for s, o in enumerate(state.objectives))
    return PlayerView(seat, tuple(cells), state.hands[seat] if seat is not None else (),
                      hands, tuple(len(h) for h in state.hands), len(state.pile), objectives,
                      state.turn, state.phase, state.to_act, state.winners)


#: Only their own seat sees, while it acts: a seat's hand, its objectives and the cards it laid coin side up.
HIDDEN: tuple[str, ...] = ("hands", "objectives", "board")


def table(state: State) -> Table:
    """The seats, the options, and whether the game is over."""
    over = state.phase is Phase.OVER
    return Table(state.players, state.options, over, None if over else state.to_act)
