"""Options and the frozen state of Sagani.

``seats`` holds each player's record (display, discs, score); ``players`` is their
number, as in every game. Coordinates ``(x, y)``: x to the right, y upward, in each
player's own display (fact sheet §8). A placed tile is
``Placed(x, y, tile, rot, covered, done)``: ``rot`` quarter turns clockwise from the
data's orientation (:mod:`.data`), ``covered`` the indices of its covered arrows
(SAG-ARROW-MARK), ``done`` turned over (SAG-SCORE-COMPLETE). The discs on an unfinished
tile are its arrow count (all loaded at once, SAG-DISC-LOAD), so a player's discs are
conserved as ``supply + on tiles == 24 + caco``.

Solo (SAG-VAR-SOLO, reported by a review, not checked): ``Options(players=1)`` plays the
same turn with one seat (offer display, last tile, Intermezzo alike), towards one of two
goals, ``solo_goal``: (a) :attr:`SoloGoal.REACH_75`, the default — the game ends at once
when the score reaches 75 (won) or when the 25th tile is placed in the display, the
Intermezzo's included, without reaching it (lost); (b) :attr:`SoloGoal.ALL_TILES` — play
until no tile can be taken (offer display and stacks empty), then the discs still lying on
unfinished tiles are taken off the score, one point each: a score to beat, no win or loss.
A solo goal other than the default is refused with 2–4 players (``Options.problem``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from enum import Enum

from tutor.core import Msg
from tutor.core.hooks import Hook
from tutor.core.options import setting

from .data import arrows

#: What the notation and the picture modules, above this one, provide (:mod:`tutor.core.hooks`).
NOTATION = Hook("the notation of a Sagani state")
PICTURE = Hook("the SVG picture of a Sagani state")

DISCS = 24                                         # SAG-COMP-DISCS, SAG-SETUP-PLAYER
OFFER = 5
STACKS = 3
INTERMEZZO = 4                                     # SAG-SETUP-INTERMEZZO, SAG-TURN-INTERMEZZO
TARGETS = {2: 75, 3: 60, 4: 45}                    # SAG-END-TARGET
MIN_PLAYERS, MAX_PLAYERS = 1, 4                    # 1: solo (SAG-VAR-SOLO)
SOLO_TARGET, SOLO_TILES = 75, 25                   # SAG-VAR-SOLO (a): 75 points, ≤ 25 tiles


class DiscOrder(Enum):
    LOAD_FIRST = "a"        # SAG-DISC-ORDER (a), the fact sheet's recommended default
    RESOLVE_FIRST = "b"     # SAG-DISC-ORDER (b), the SoPra reading


class SoloGoal(Enum):
    """SAG-VAR-SOLO: the two ways to play alone the review reports (not checked)."""

    REACH_75 = "a"          # (a) 75 points with at most 25 tiles: won or lost (default)
    ALL_TILES = "b"         # (b) every tile, less one point per disc left on tiles: a score


class Phase(Enum):
    TAKE = "take"
    PLACE = "place"
    INTERMEZZO = "intermezzo"
    OVER = "over"


@dataclass(frozen=True)
class Options:
    players: int = setting(2, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    order: DiscOrder = setting(DiscOrder.LOAD_FIRST, choices=DiscOrder)
    #: SAG-VAR-SOLO: the goal of a 1-player game; with 2–4 players only the default
    solo_goal: SoloGoal = setting(SoloGoal.REACH_75, choices=SoloGoal)

    def problem(self) -> Msg | None:
        """Why these options cannot be dealt (``None``: they can)."""
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return Msg("sag.options.players", players=self.players)
        if not isinstance(self.order, DiscOrder):
            return Msg("sag.options.order", order=str(self.order))
        if not isinstance(self.solo_goal, SoloGoal):
            return Msg("sag.options.solo_goal", goal=str(self.solo_goal))
        if self.players != 1 and self.solo_goal is not SoloGoal.REACH_75:
            return Msg("sag.options.solo_multi", players=self.players,
                       goal=self.solo_goal.value)
        return None

    @property
    def solo(self) -> bool:
        """One player (SAG-VAR-SOLO)."""
        return self.players == 1

    def __repr__(self) -> str:
        # the solo goal is named only when it is not the default, so the options of a
        # 2–4-player game read as they always did (golden transcripts quote them)
        shown = f"players={self.players!r}, order={self.order!r}"
        if self.solo_goal is not SoloGoal.REACH_75:
            shown += f", solo_goal={self.solo_goal!r}"
        return f"Options({shown})"


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
    """One seat's record; a new one is a player at setup (SAG-SETUP-PLAYER: 24 discs of
    their colour, the score marker on 0). ``caco`` counts the cacophony discs taken, never
    capped (SAG-COMP-CACO: they never run out); ``score`` is the marker on the score track
    (SAG-COMP-OTHER)."""

    display: tuple[Placed, ...] = ()
    supply: int = DISCS
    caco: int = 0
    score: int = 0
    reached: int = 0        # the clock when the score was last changed (SAG-END-WIN, SAG-INT-TIE)
    turns: int = 0

    def at(self, pos: tuple[int, int]) -> Placed | None:
        return self._by_pos.get(pos)

    @cached_property
    def _by_pos(self) -> dict[tuple[int, int], Placed]:
        """The display by position (the first tile listed at each), for :meth:`at`.
        Cached on the record, which is frozen: its display never changes, and a changed
        record is a new one. Not a field: equality, hashing and ``repr`` ignore it."""
        index: dict[tuple[int, int], Placed] = {}
        for p in self.display:
            index.setdefault((p.x, p.y), p)
        return index


@dataclass(frozen=True)
class State:
    options: Options
    seed: int
    stacks: tuple[tuple[int, ...], ...]      # top first
    offer: tuple[int, ...]
    intermezzo: tuple[int, ...]
    seats: tuple[Player, ...]
    turn: int                                # the seat whose turn it is
    start: int                               # the start-player marker (SAG-COMP-OTHER)
    phase: Phase = Phase.TAKE
    held: int | None = None
    placer: int | None = None                # who places ``held`` (the turn or an Intermezzo seat)
    queue: tuple[int, ...] = ()              # Intermezzo seats still to choose, in order
    took: bool = False                       # someone took an Intermezzo tile this run
    discarded: tuple[int, ...] = ()
    ending: bool = False
    clock: int = 0
    #: who won: the highest score (2–4 players); solo (a) ``(0,)`` won, ``()`` lost; solo
    #: (b) ``()``: its end is a score to beat, no win or loss (SAG-VAR-SOLO)
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
        return f"from_notation({NOTATION(self)!r})"

    def _repr_svg_(self) -> str:
        return PICTURE(self)

