"""Options and the frozen state of Sagani.

``seats`` holds each player's record (display, discs, score); ``players`` is their
number, as in every game. Coordinates ``(x, y)``: x to the right, y upward, in each
player's own display (fact sheet §8). A placed tile is
``Placed(x, y, tile, rot, covered, done)``: ``rot`` quarter turns clockwise from the
data's orientation (:mod:`.data`), ``covered`` the indices of its covered arrows
(SAG-ARROW-MARK), ``done`` turned over (SAG-SCORE-COMPLETE). The discs on an unfinished
tile are its arrow count (all loaded at once, SAG-DISC-LOAD), so a player's discs are
conserved as ``supply + on tiles == 24 + caco``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from tutor.core import Msg
from tutor.core.options import setting

from .data import arrows

DISCS = 24
OFFER = 5
STACKS = 3
INTERMEZZO = 4
TARGETS = {2: 75, 3: 60, 4: 45}                    # SAG-END-TARGET
MIN_PLAYERS, MAX_PLAYERS = 2, 4                    # solo (SAG-VAR-SOLO) not done yet


class DiscOrder(Enum):
    LOAD_FIRST = "a"        # SAG-DISC-ORDER (a), the fact sheet's recommended default
    RESOLVE_FIRST = "b"     # SAG-DISC-ORDER (b), the SoPra reading


class Phase(Enum):
    TAKE = "take"
    PLACE = "place"
    INTERMEZZO = "intermezzo"
    OVER = "over"


@dataclass(frozen=True)
class Options:
    players: int = setting(2, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    order: DiscOrder = setting(DiscOrder.LOAD_FIRST, choices=DiscOrder)

    def problem(self) -> Msg | None:
        """Why these options cannot be dealt (``None``: they can)."""
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return Msg("sag.options.players", players=self.players)
        if not isinstance(self.order, DiscOrder):
            return Msg("sag.options.order", order=str(self.order))
        return None


@dataclass(frozen=True)
class Placed:
    x: int
    y: int
    tile: int
    rot: int = 0
    covered: frozenset[int] = frozenset()
    done: bool = False

    @property
    def pos(self) -> tuple[int, int]:
        return (self.x, self.y)

    @property
    def arrows(self) -> tuple[tuple[int, str], ...]:
        return arrows(self.tile, self.rot)

    @property
    def discs(self) -> int:
        return 0 if self.done else len(self.arrows)


@dataclass(frozen=True)
class Player:
    display: tuple[Placed, ...] = ()
    supply: int = DISCS
    caco: int = 0
    score: int = 0
    reached: int = 0        # the clock when the score was last changed (SAG-END-WIN, SAG-INT-TIE)
    turns: int = 0

    def at(self, pos: tuple[int, int]) -> Placed | None:
        return next((p for p in self.display if p.pos == pos), None)


@dataclass(frozen=True)
class State:
    options: Options
    seed: int
    stacks: tuple[tuple[int, ...], ...]      # top first
    offer: tuple[int, ...]
    intermezzo: tuple[int, ...]
    seats: tuple[Player, ...]
    turn: int                                # the seat whose turn it is
    start: int
    phase: Phase = Phase.TAKE
    held: int | None = None
    placer: int | None = None                # who places ``held`` (the turn or an Intermezzo seat)
    queue: tuple[int, ...] = ()              # Intermezzo seats still to choose, in order
    took: bool = False                       # someone took an Intermezzo tile this run
    discarded: tuple[int, ...] = ()
    ending: bool = False
    clock: int = 0
    winners: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        """The number of players (every game's state says it so; ``seats`` are their records)."""
        return self.options.players

    @property
    def to_act(self) -> int | None:
        """The seat asked now: the turn's (taking), the placer's (placing, in a turn or an
        Intermezzo), the Intermezzo's next; ``None`` once the game is over."""
        if self.phase is Phase.OVER:
            return None
        if self.phase is Phase.PLACE:
            return self.placer
        if self.phase is Phase.INTERMEZZO:
            return self.queue[0]
        return self.turn

    def __repr__(self) -> str:
        from .notation import to_notation
        return f"from_notation({to_notation(self)!r})"

    def _repr_svg_(self) -> str:
        from .svg import state_svg
        return state_svg(self)
