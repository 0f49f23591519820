"""Options, tiles and the frozen game state of Kingdom Builder (coordinates: :mod:`.board`).

``State`` fields:

* ``layout`` — the 4 slots' ``(quadrant, turned)`` (KB-BOARD-ASSEMBLY); ``cards`` — the 3
  Kingdom Builder cards (KB-SETUP-CARDS);
* ``seed`` and ``shuffles`` — the chance key: a reshuffle of the discards is the stream
  ``stream("kb", seed, "reshuffle", shuffles)`` (KB-TURN-END), so ``apply`` stays pure;
* ``start`` (the start-player token, KB-COMP-OTHER, kept all game), ``turn`` (0-based
  seats);
* ``stack`` — the pending steps of the turn, top first (:mod:`tutor.core.steps`, the
  kinds in :mod:`.steps`): at the bottom the step of the mandatory action (before it, under
  way with the settlements built so far, over), above it at most the choice of a tile to
  return (KB-LOC-LOSE); empty once the game is over (KB-TURN-ORDER, KB-PLACE-THREE);
* ``hands`` — each seat's terrain card (one letter); ``pile`` — the draw pile, top first;
  ``discard``;
* ``settlements`` — per seat, its hexes (sorted); the supply is 40 less these
  (KB-COMP-SETTLE);
* ``tiles`` — per seat, its location tiles, each tied to the hex it came from
  (KB-OPEN-KEPT-TILE) with a status: ``n`` taken this turn (KB-LOC-DELAY), ``r`` ready,
  ``u`` used this turn (KB-LOC-ONCE);
* ``taken`` — per seat, every location hex it ever took a tile from (KB-LOC-NORETAKE); a
  hex holds 2 tiles less the seats that took one (KB-SETUP-TILES, tiles lost go to the box);
* ``ending`` — the end is triggered (KB-END-TRIGGER); ``winners`` once scored (the game is
  over: ``phase`` is derived from them).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum

from tutor.core import Msg
from tutor.core.frozen import changed
from tutor.core.hooks import Hook
from tutor.core.options import setting
from tutor.core.steps import Step

from .board import TERRAINS, Layout, Map, Pos, assemble

#: What the notation and the picture modules, above this one, provide (:mod:`tutor.core.hooks`).
NOTATION = Hook("the notation of a Kingdom Builder state")
PICTURE = Hook("the SVG picture of a Kingdom Builder state")

SETTLEMENTS = 40
MANDATORY = 3
CARDS_PER_TERRAIN = 5
KB_CARDS: tuple[str, ...] = ("fishermen", "miners", "workers", "merchants", "discoverers",
                             "knights", "hermits", "citizens", "farmers", "lords")
LOCATION_KINDS: tuple[str, ...] = ("oracle", "farm", "oasis", "tower", "tavern", "barn",
                                   "harbor", "paddock")
BUILD_TILES = ("oracle", "farm", "oasis", "tower", "tavern")
MOVE_TILES = ("barn", "harbor", "paddock")
MIN_PLAYERS, MAX_PLAYERS = 2, 4


class Setup(Enum):
    RANDOM = "random"       # KB-VAR-RANDOM
    FIRST = "first"         # KB-VAR-FIRST


@dataclass(frozen=True)
class Options:
    """Players (2–4), BGA's setup (random or first game), whether Lords may be drawn."""

    players: int = setting(2, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    setup: Setup = setting(Setup.RANDOM, choices=Setup)
    lords: bool = setting(True)

    def problem(self) -> Msg | None:
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return Msg("kb.options.players", players=self.players)
        if not isinstance(self.setup, Setup) or type(self.lords) is not bool:
            return Msg("kb.options.bad")
        return None


EXAMPLE_OPTIONS: tuple[Options, ...] = (
    Options(2), Options(3, Setup.FIRST), Options(4, lords=False))


class Phase(Enum):
    """Whether the game goes on (the pending steps say what is asked) or is over."""

    PLAY = "play"        # a seat's turn: its pending steps (``State.stack``)
    OVER = "over"


@dataclass(frozen=True, order=True)
class Tile:
    """A location tile in a hand: its kind, the hex it came from, its status this turn."""

    kind: str
    source: Pos
    status: str = "r"      # n: new this turn, r: ready, u: used this turn


@dataclass(frozen=True)
class State:
    """A whole game position; ``repr`` is notation you can paste back."""

    options: Options
    layout: Layout
    cards: tuple[str, ...]
    seed: int
    shuffles: int
    start: int
    turn: int
    stack: tuple[Step, ...]
    hands: tuple[str, ...]
    pile: tuple[str, ...]
    discard: tuple[str, ...]
    settlements: tuple[tuple[Pos, ...], ...]
    tiles: tuple[tuple[Tile, ...], ...]
    taken: tuple[tuple[Pos, ...], ...]
    ending: bool = False
    winners: tuple[int, ...] = ()

    replace = changed

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def board(self) -> Map:
        return assemble(self.layout)

    @property
    def phase(self) -> Phase:
        """Over once the game is scored (KB-END-SCORE names the winners)."""
        return Phase.OVER if self.winners else Phase.PLAY

    @property
    def to_act(self) -> int | None:
        return None if self.phase is Phase.OVER else self.turn

    @property
    def terrain(self) -> str:
        """KB-TURN-REVEAL: the terrain of the card of the seat on its turn."""
        return self.hands[self.turn]

    def supply(self, seat: int) -> int:
        return SETTLEMENTS - len(self.settlements[seat])

    def owner(self) -> dict[Pos, int]:
        return {h: s for s, hs in enumerate(self.settlements) for h in hs}

    def tiles_left(self, h: Pos) -> int:
        """Tiles still on location hex ``h`` (2 less the seats that took one)."""
        return 2 - sum(h in t for t in self.taken)

    def all_cards(self) -> Counter:
        return Counter(self.hands) + Counter(self.pile) + Counter(self.discard)

    def __repr__(self) -> str:
        return f"from_notation({NOTATION(self)!r})"

    def _repr_svg_(self) -> str:
        return PICTURE(self)


FULL_DECK = Counter({t: CARDS_PER_TERRAIN for t in TERRAINS})


def with_seat(per_seat: tuple, seat: int, value) -> tuple:
    """``per_seat`` (one entry a seat: hands, settlements, tiles...) with ``seat``'s entry
    made ``value``."""
    return per_seat[:seat] + (value,) + per_seat[seat + 1:]
