"""What a reason or an event points at, typed: a square cell, a hex, a card or a seat.

``Reason.focus`` and ``Event.focus`` hold these values only (the shared conformance suite
checks every game's), so a board, a goal or a test asks ``isinstance(item, Cell)`` and
never guesses a kind from the shape of a tuple or from an ``int``:

* :class:`Cell` — a cell of a square grid, the game's two coordinates in its own order
  (Flaming Pyramids: ``(row, slot)``; Pook: ``(x, y)``). A ``Cell`` is a tuple, so it
  equals and hashes as the plain pair the game stores (``Cell(1, 0) == (1, 0)``);
* :class:`Hex` — a hex of a hex map in axial coordinates ``(q, r)`` (Kingdom Builder,
  Sagani). Not a ``Cell``: the same pair names another place;
* :class:`Card` — the base class of a game's card (its own frozen dataclass), which has
  a ``code`` (``"QS"``, ``"M3"``);
* :class:`Seat` — a seat, 0-based like ``move.seat``; an ``int``, so ``Seat(1) == 1``.

Making one costs a tuple or an int, so the engines type their focus as they build it,
random playouts included.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple


class Cell(NamedTuple):
    """A square-grid cell: the game's two coordinates, in the game's order."""

    u: int
    v: int


class Hex(NamedTuple):
    """A hex in axial coordinates (``q`` along a row, ``r`` down the rows)."""

    q: int
    r: int


class Card:
    """The base of every game's card class: a focus item with a ``code``."""

    __slots__ = ()
    code: str


class Seat(int):
    """A seat (0-based), as a focus item: "this player's bid", "this player's hand"."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Seat({int(self)})"


#: Every type a focus item may have.
FOCUS_TYPES: tuple[type, ...] = (Cell, Hex, Card, Seat)


_new_tuple = tuple.__new__


def as_cells(items: Iterable[Any]) -> tuple[Cell, ...]:
    """``items`` (pairs of ints) as cells. Made for the engines' hot paths: a pair is
    retyped without a check of its length."""
    return tuple([item if type(item) is Cell else _new_tuple(Cell, item) for item in items])


def kind(item: Any) -> str | None:
    """``"cell"``, ``"hex"``, ``"card"`` or ``"seat"``; ``None`` for anything else."""
    if isinstance(item, Cell):
        return "cell"
    if isinstance(item, Hex):
        return "hex"
    if isinstance(item, Card):
        return "card"
    if isinstance(item, Seat):
        return "seat"
    return None


def of_kind(items: Iterable[Any], wanted: type) -> list[Any]:
    """The items of ``items`` that are ``wanted`` (``Cell``, ``Card``...), in order."""
    return [item for item in items if isinstance(item, wanted)]
