"""Tiles, pyramid, options and the frozen game state of Flaming Pyramids.

Coordinates (fact sheet §0): a cell is ``(row, slot)``; row 0 is the bottom row and rows
grow upward; slots grow left to right and may be negative. A tile at ``(r, p)`` with
``r >= 1`` rests on its supports ``(r-1, p)`` and ``(r-1, p+1)``. Its neighbours are the
up-to-six cells it touches: ``(r, p±1)``, ``(r-1, p)``, ``(r-1, p+1)``, ``(r+1, p-1)``,
``(r+1, p)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property

from tutor.core import Msg
from tutor.core.frozen import FrozenMap, changed
from tutor.core.hooks import Hook
from tutor.core.options import setting

Cell = tuple[int, int]

#: What the notation and the picture modules, above this one, provide (:mod:`tutor.core.hooks`):
#: a state's and a pyramid's text (their ``repr``), the pyramid's reader, the state's SVG.
NOTATION = Hook("the notation of a Flaming Pyramids state")
PYRAMID_TEXT = Hook("the notation of a pyramid")
PYRAMID_READ = Hook("the reader of a pyramid's notation")
PICTURE = Hook("the SVG picture of a Flaming Pyramids state")


class Colour(Enum):
    Y = "yellow"
    R = "red"
    G = "green"
    B = "blue"


class Material(Enum):
    STRAW = "straw"
    WOOD = "wood"
    STONE = "stone"
    MILLSTONE = "millstone"
    COAL = "coal"
    BLOWTORCH = "blowtorch"


STRAW_WEIGHTS = (2, 4, 6)
WOOD_WEIGHTS = (10, 20, 30, 40)
STONE_WEIGHTS = (60, 100, 120)


@dataclass(frozen=True, order=True)
class Tile:
    """One of the 45 tiles (FP-COMP-1). ``code`` is its notation: ``B20``, ``M``, ``Cy``, ``Tb``."""

    code: str
    colour: Colour | None = field(compare=False)  # None: the Millstone, every colour
    weight: int = field(compare=False)
    material: Material = field(compare=False)

    # Kept once worked out (a tile never changes; the rules ask these at every step).
    @cached_property
    def incendiary(self) -> bool:
        return self.material in (Material.COAL, Material.BLOWTORCH)

    @cached_property
    def millstone(self) -> bool:
        return self.material is Material.MILLSTONE

    def matches_colour(self, other: "Tile") -> bool:
        """Same colour, the Millstone matching every colour both ways (FP-BUILD-3)."""
        return self.colour is None or other.colour is None or self.colour is other.colour

    def burnable_by(self, incendiary: "Tile") -> bool:
        """Straw burns by Coal and Blowtorch; wood by Blowtorch only (FP-FIRE-1/2)."""
        if incendiary.material is Material.COAL:
            return self.material is Material.STRAW
        if incendiary.material is Material.BLOWTORCH:
            return self.material in (Material.STRAW, Material.WOOD)
        return False

    def __repr__(self) -> str:
        return self.code

    __str__ = __repr__


def _build_tiles() -> tuple[Tile, ...]:
    tiles = []
    for colour in Colour:
        for weights, material in ((STRAW_WEIGHTS, Material.STRAW), (WOOD_WEIGHTS, Material.WOOD),
                                  (STONE_WEIGHTS, Material.STONE)):
            tiles += [Tile(f"{colour.name}{w}", colour, w, material) for w in weights]
    tiles.append(Tile("M", None, 200, Material.MILLSTONE))
    tiles.append(Tile("Cy", Colour.Y, 1, Material.COAL))
    tiles.append(Tile("Cg", Colour.G, 1, Material.COAL))
    tiles.append(Tile("Tr", Colour.R, 7, Material.BLOWTORCH))
    tiles.append(Tile("Tb", Colour.B, 7, Material.BLOWTORCH))
    return tuple(tiles)


TILES: tuple[Tile, ...] = _build_tiles()          # FP-COMP-1..3, in a fixed canonical order
TILE_BY_CODE: dict[str, Tile] = {t.code: t for t in TILES}
assert len(TILES) == 45


def tile(code: str) -> Tile:
    """The tile with this code; ``KeyError`` if there is none (parsers wrap it)."""
    return TILE_BY_CODE[code]


def supports_of(cell: Cell) -> tuple[Cell, Cell]:
    r, p = cell
    return (r - 1, p), (r - 1, p + 1)


def neighbours_of(cell: Cell) -> tuple[Cell, ...]:
    r, p = cell
    below = ((r - 1, p), (r - 1, p + 1)) if r > 0 else ()
    return ((r, p - 1), (r, p + 1)) + below + ((r + 1, p - 1), (r + 1, p))


def scan_key(cell: Cell) -> tuple[int, int]:
    """Scan order of FP-CHAIN-2: top row first, left to right inside a row."""
    return (-cell[0], cell[1])


class Pyramid(FrozenMap[Cell, Tile]):
    """An immutable mapping cell -> tile, with the geometry the rules need."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Pyramid.parse({PYRAMID_TEXT(self)!r})"

    @staticmethod
    def parse(text: str) -> "Pyramid":
        return PYRAMID_READ(text)

    def placed(self, cell: Cell, t: Tile) -> "Pyramid":
        cells = dict(self._cells)
        cells[cell] = t
        return Pyramid(cells)

    def removed(self, *cells: Cell) -> "Pyramid":
        new = dict(self._cells)
        for cell in cells:
            del new[cell]
        return Pyramid(new)

    def moved(self, src: Cell, dst: Cell) -> "Pyramid":
        new = dict(self._cells)
        new[dst] = new.pop(src)
        return Pyramid(new)

    def scan(self) -> list[Cell]:
        """Occupied cells in scan order (FP-CHAIN-2)."""
        return sorted(self._cells, key=scan_key)

    def bottom_slots(self) -> list[int]:
        return sorted(p for r, p in self._cells if r == 0)

    def supports(self, cell: Cell) -> tuple[Tile | None, Tile | None]:
        r, p = cell
        return self._cells.get((r - 1, p)), self._cells.get((r - 1, p + 1))

    def touching(self, cell: Cell) -> list[Cell]:
        """Occupied neighbours of ``cell``, in scan order."""
        return sorted((n for n in neighbours_of(cell) if n in self._cells), key=scan_key)

    def top_row(self) -> int:
        return max((r for r, _ in self._cells), default=-1)


#: The table sizes Flaming Pyramids is played at (FP-SETUP).
MIN_PLAYERS, MAX_PLAYERS = 2, 6


@dataclass(frozen=True)
class Options:
    """Player count (2–6) and the BGA variant switches."""

    players: int = setting(2, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    curse: bool = setting(False)       # FP-CURSE
    fire_die: bool = setting(False)    # FP-DIE

    def problem(self) -> Msg | None:
        """Why a game cannot be dealt with these options (a message), or None."""
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return Msg("fp.options.players", players=self.players)
        for name in ("curse", "fire_die"):
            if type(getattr(self, name)) is not bool:
                return Msg("fp.options.switch", name=name, value=getattr(self, name))
        return None


#: Option sets that between them exercise every variant: each table size, with and without
#: the curse and the fire die (the shared test suites play them all).
EXAMPLE_OPTIONS: tuple[Options, ...] = tuple(
    Options(players, curse=curse, fire_die=die)
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1) for curse in (False, True)
    for die in (False, True))


class Phase(Enum):
    PLAY = "play"        # the active player must place a tile
    CHOOSE = "choose"    # a falling or sliding tile waits for its direction
    ROLL = "roll"        # fire-die variant: a die roll is awaited (no seeded roll left)
    OVER = "over"        # someone has won


class PendingKind(Enum):
    SLIDE = "slide"      # FP-COLL-2: the offending tile of a collapse
    FALL = "fall"        # FP-AIR-1: a tile in free air
    ROLL = "roll"        # FP-DIE: a fire waits for the die


@dataclass(frozen=True)
class Pending:
    """What the resolution waits for: the tile, where it is, and who chooses."""

    kind: PendingKind
    cell: Cell
    tile: Tile
    chooser: int


@dataclass(frozen=True)
class State:
    """A whole game position. Immutable; ``repr`` is notation you can paste back.

    ``curses`` counts the curses struck during the resolution under way (FP-CURSE-2/3): the
    tiles lost to mayhem go to the player that many seats counter-clockwise of the active
    player (:attr:`collector`). ``disarmed`` holds the
    incendiary tiles in the pyramid that may not start a fire (FP-FIRE-5). ``dice`` is the
    seeded order of upcoming fire-die rolls (FP-DIE); when it is empty a roll is a move.
    """

    options: Options
    pyramid: Pyramid
    hands: tuple[tuple[Tile, ...], ...]
    piles: tuple[tuple[Tile, ...], ...]      # top of the pile first; burials go last
    turn: int = 0
    phase: Phase = Phase.PLAY
    pending: Pending | None = None
    curses: int = 0
    disarmed: frozenset[Tile] = frozenset()
    dice: tuple[int, ...] = ()
    winner: int | None = None

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def collector(self) -> int:
        """Who receives lost tiles now: the active player, or the cursed player (FP-CHAIN-5)."""
        return (self.turn - self.curses) % self.players

    @property
    def to_act(self) -> int:
        """The seat that must move now (the chooser while a decision is pending)."""
        return self.pending.chooser if self.pending is not None else self.turn

    def in_play(self) -> list[Tile]:
        tiles = list(self.pyramid.values())
        for group in self.hands + self.piles:
            tiles.extend(group)
        return tiles

    def out_of_game(self) -> tuple[Tile, ...]:
        """Tiles not in play: removed at setup or by fire and explosions, in canonical order."""
        present = set(self.in_play())
        return tuple(t for t in TILES if t not in present)

    def armed(self, t: Tile) -> bool:
        return t.incendiary and t not in self.disarmed

    def tiles_held(self, seat: int) -> int:
        return len(self.hands[seat]) + len(self.piles[seat])

    #: ``state.replace(field=value, ...)``: a copy with these changes (``changed`` itself,
    #: bound as a method: no second call per change).
    replace = changed

    def __repr__(self) -> str:
        return f"from_notation({NOTATION(self)!r})"

    def _repr_svg_(self) -> str:
        return PICTURE(self)
