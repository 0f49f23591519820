"""Cards, the table, options and the frozen game state of Pook.

Coordinates (fact sheet §0): a cell is ``(x, y)``; ``x`` grows to the right, ``y`` grows
upward, and Piggy starts at ``(0, 0)`` (POOK-SETUP-1). Coordinates are *floating*: there is
no fixed board, only the 5×5 window the layout must fit in (POOK-PLACE-2), so cells may be
negative. Orthogonal neighbours of ``(x, y)`` are ``(x±1, y)`` and ``(x, y±1)``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cached_property

from tutor.core import Msg, focus
from tutor.core.frozen import FrozenMap, changed
from tutor.core.hooks import Hook
from tutor.core.options import setting

#: What the notation and the picture modules, above this one, provide (:mod:`tutor.core.hooks`):
#: a state's and a board's text (their ``repr``), the board's reader, the state's SVG.
NOTATION = Hook("the notation of a Pook state")
BOARD_TEXT = Hook("the notation of a Pook board")
BOARD_READ = Hook("the reader of a Pook board's notation")
PICTURE = Hook("the SVG picture of a Pook state")

Cell = tuple[int, int]


class Faction(Enum):
    K = "knight"
    M = "mage"
    O = "orc"
    V = "viking"


#: ASSUMPTION (POOK-COMP-1): the fact sheet did not find how many cards of each level a
#: faction has. We assume 3 × level 1, 2 × level 2 and 1 × level 3 per faction (6 cards,
#: total strength 10). This tuple is the only place the distribution is written.
LEVELS_PER_FACTION: tuple[int, ...] = (1, 1, 1, 2, 2, 3)


@dataclass(frozen=True)
class Card(focus.Card):
    """A faction card (POOK-COMP-1). Identical cards (two ``K1``) are equal values."""

    faction: Faction
    level: int

    @cached_property
    def code(self) -> str:
        """``K1``: kept once worked out (sorting a hand compares codes)."""
        return f"{self.faction.name}{self.level}"

    def __lt__(self, other: "Card") -> bool:
        return self.code < other.code

    def __repr__(self) -> str:
        return self.code

    __str__ = __repr__


#: The 24 faction cards, in canonical order (factions K M O V, levels ascending).
DECK: tuple[Card, ...] = tuple(Card(f, lv) for f in Faction for lv in LEVELS_PER_FACTION)
assert len(DECK) == 24
DECK_COUNT: Counter = Counter(DECK)

#: Cards dealt to each hand (POOK-SETUP-3), and the most a hand ever holds: a turn plays a
#: card before it draws one (POOK-TURN-3), and a Mage takes a card into the hand only in
#: exchange for one it puts on the table (POOK-POW-MAGE).
HAND_SIZE = 6

#: The 6 objective cards: every pair of factions (POOK-COMP-3), canonical order.
OBJECTIVES: tuple[tuple[Faction, Faction], ...] = tuple(
    (a, b) for i, a in enumerate(Faction) for b in list(Faction)[i + 1:])


def card(code: str) -> Card:
    """The card with this code (``K1`` .. ``V3``); ``KeyError`` if there is none. The level
    is an ASCII digit: ``K١`` (an Arabic-Indic one) is no card."""
    if len(code) != 2 or code[0] not in Faction.__members__ or code[1] not in "123":
        raise KeyError(code)
    c = Card(Faction[code[0]], int(code[1]))
    if c not in DECK_COUNT:
        raise KeyError(code)
    return c


@dataclass(frozen=True)
class Piggy:
    """The Piggy card (POOK-COMP-2): no faction, no level, counts as a coin (POOK-PIG-3)."""

    def __repr__(self) -> str:
        return "P"


PIGGY = Piggy()


@dataclass(frozen=True)
class Laid:
    """A faction card on the table. ``up``: warrior side up. A coin-side card records
    ``by``: the seat that laid it coin side (only that seat knows it), or ``None`` when
    everybody saw it (it was flipped down by an Orc)."""

    card: Card
    up: bool
    by: int | None = None

    @property
    def coin(self) -> bool:
        return not self.up


Item = Laid | Piggy


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    x, y = cell
    return ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1))


class Board(FrozenMap[Cell, Item]):
    """An immutable mapping cell -> card on the table (Piggy included)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Board.parse({BOARD_TEXT(self)!r})"

    @staticmethod
    def parse(text: str) -> "Board":
        return BOARD_READ(text)

    def with_(self, changes: Mapping[Cell, Item]) -> "Board":
        cells = dict(self._cells)
        cells.update(changes)
        return Board(cells)

    @property
    def piggy(self) -> Cell:
        return next(c for c, item in self._cells.items() if isinstance(item, Piggy))

    def bounds(self) -> tuple[int, int, int, int]:
        """``(min x, max x, min y, max y)`` of the occupied cells (kept with the board: the
        window is checked at every frontier cell)."""
        return self.derived(_bounds)

    def coin_cells(self) -> tuple[Cell, ...]:
        """The cells that count as coins (:meth:`is_coin`), kept with the board."""
        return self.derived(_coin_cells)

    def is_coin(self, cell: Cell) -> bool:
        """Coin for the warrior cost: a coin-side card or Piggy (POOK-COST-1, POOK-PIG-3)."""
        item = self._cells.get(cell)
        return isinstance(item, Piggy) or (isinstance(item, Laid) and item.coin)

    def warrior(self, cell: Cell) -> Card | None:
        item = self._cells.get(cell)
        return item.card if isinstance(item, Laid) and item.up else None

    def cards(self) -> list[Card]:
        return [i.card for i in self._cells.values() if isinstance(i, Laid)]


def _bounds(board: Board) -> tuple[int, int, int, int]:
    xs = [x for x, _ in board] or [0]
    ys = [y for _, y in board] or [0]
    return min(xs), max(xs), min(ys), max(ys)


def _coin_cells(board: Board) -> tuple[Cell, ...]:
    return tuple(c for c in board if board.is_coin(c))


class Window(Enum):
    FLOATING = "floating"    # any 5×5 square (fact sheet's recommended reading)
    CENTRED = "centred"      # the fixed 5×5 square centred on Piggy's start (0, 0)


#: The table sizes Pook is played at (POOK-SETUP).
MIN_PLAYERS, MAX_PLAYERS = 2, 4


@dataclass(frozen=True)
class Options:
    """Player count (2–4) and the 5×5 window reading (POOK-PLACE-2)."""

    players: int = setting(2, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    window: Window = setting(Window.FLOATING, choices=Window)

    def problem(self) -> Msg | None:
        """Why a game cannot be dealt with these options (a message), or None."""
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return Msg("pk.options.players", players=self.players)
        if not isinstance(self.window, Window):
            return Msg("pk.options.window", value=self.window,
                       allowed=", ".join(w.value for w in Window))
        return None


#: Option sets that between them exercise every table size and both windows (the shared
#: test suites play them all).
EXAMPLE_OPTIONS: tuple[Options, ...] = (
    Options(2), Options(3), Options(4), Options(3, Window.CENTRED))


class Phase(Enum):
    PLAY = "play"          # place a card (a Piggy swap may come first)
    POWER = "power"        # the warrior just placed may use its power (or pass)
    AFTER = "after"        # the Piggy swap after the main action (or pass)
    TIEBREAK = "tiebreak"  # tied players each pick a coin-side card (POOK-END-4)
    OVER = "over"


#: ``State.swap`` when Piggy was swapped this turn but that card has left the table since.
GONE = "gone"


@dataclass(frozen=True)
class State:
    """A whole game position. Immutable; ``repr`` is notation you can paste back.

    * ``block``: the cell of the card the previous player swapped Piggy with (POOK-PIG-2),
      or ``None``.
    * ``swap``: this turn's Piggy swap: ``None`` (not yet), the cell of the swapped card, or
      :data:`GONE` (swapped; a Mage has since taken that card away). It becomes the next
      player's ``block``.
    * ``placed``: in the POWER phase, the cell of the warrior whose power is pending.
    * ``tied`` / ``picks``: the tie-break under way (POOK-END-4): the tied seats and the cell
      each of them picked so far.
    * ``winners``: the seats sharing first place once the game is over.
    """

    options: Options
    board: Board
    hands: tuple[tuple[Card, ...], ...]
    pile: tuple[Card, ...]
    objectives: tuple[tuple[Faction, Faction], ...]
    turn: int = 0
    phase: Phase = Phase.PLAY
    block: Cell | None = None
    swap: Cell | str | None = None
    placed: Cell | None = None
    tied: tuple[int, ...] = ()
    picks: tuple[Cell, ...] = ()
    winners: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def to_act(self) -> int | None:
        """The seat that must move now (None when the game is over, or in the snapshot of a
        tie-break whose picks are all made and are being revealed)."""
        if self.phase is Phase.OVER:
            return None
        if self.phase is Phase.TIEBREAK:
            return self.tied[len(self.picks)] if len(self.picks) < len(self.tied) else None
        return self.turn

    def all_cards(self) -> Counter:
        """Every faction card in the position: table, hands, draw pile."""
        total = Counter(self.board.cards())
        for hand in self.hands:
            total.update(hand)
        total.update(self.pile)
        return total

    #: ``state.replace(field=value, ...)``: a copy with these changes (``changed`` itself,
    #: bound as a method: no second call per change).
    replace = changed

    def __repr__(self) -> str:
        return f"from_notation({NOTATION(self)!r})"

    def _repr_svg_(self) -> str:
        return PICTURE(self)
