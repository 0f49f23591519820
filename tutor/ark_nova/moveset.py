"""How one concern of the Ark Nova engine (an action, the track bonuses, the end …) adds
its moves to the one ``check`` / ``apply`` / notation of the game, without those modules
asking "which concern is this?".

A concern module (``build.py``, ``animals.py`` …) defines its steps (registered in
:data:`.steps.NOTATION`), its move types and one :class:`Moveset`; :mod:`.movesets` lists
every concern's moveset, and :mod:`.rules`, :mod:`.resolve` and :mod:`.notation` merge the
tables below into their own. A concern never imports those three modules (they import it).

Every number in a move's text is captured by :data:`NUM` (ASCII digits, nothing more) and
read by :func:`bounded` (or the readers built on it: :func:`read_card`, :func:`read_cards`,
:func:`read_folder`, :func:`read_final`, :func:`read_seat`, :func:`read_cell`,
:func:`read_rotation`), the one place where a move's numbers are bounded: one out of its
range is refused with the shared message that names the field and the range
(``core.notation.number_range``), never by a pattern that fails to match.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from tutor.core import Ask, Msg, Reason
from tutor.core.notation import failer, numbers, read_number

from .state import DISPLAY_SIZE, FINAL_SCORING_CARDS
from .strength import Action, Side
from .tracks import MAX_PLAYERS
from .zoo_map import GRID

#: ``reasons(state, move)``: every rule the move is checked against, with its numbers.
Reasons = Callable[[Any, Any], list[Reason]]
#: ``play(state, seat, move, log)``: the state once the (legal) move is played; the step it
#: answers is still on top of the stack when ``play`` is called.
Play = Callable[[Any, int, Any, Any], Any]


@dataclass(frozen=True)
class MoveKind:
    """One move type of a concern.

    * ``steps`` — the step tags (``Ask.step``) this move answers;
    * ``reasons`` / ``play`` / ``describe`` (``describe(state, move) -> Msg``);
    * ``write(move) -> str`` and ``read``: the pattern of its text and how a match makes
      the move (:mod:`.notation`'s docstring lists every move's text)."""

    steps: str | tuple[str, ...]
    reasons: Reasons
    play: Play
    describe: Callable[[Any, Any], Msg]
    write: Callable[[Any], str]
    read: tuple[re.Pattern[str], Callable[[re.Match[str]], Any]]


@dataclass(frozen=True)
class ActionEntry:
    """What choosing an Action card for its action does (AN-ACT-TURN, AN-ACT-CHOOSE).

    * ``possible(state, seat, side, strength) -> Reason``: whether the action can do at
      least one thing at that strength (AN-ACT-CHOOSE), with why;
    * ``start(state, seat, side, strength, log) -> State``: the action's first steps pushed
      on the stack (above the turn's slide, refill and end, already pushed)."""

    possible: Callable[[Any, int, Side, int], Reason]
    start: Callable[[Any, int, Side, int, Any], Any]


@dataclass(frozen=True)
class Moveset:
    """A concern's moves (by type), the legal moves of each step tag it asks
    (``legal[tag](state, ask) -> list[Move]``) and the Action cards it performs."""

    name: str
    moves: Mapping[type, MoveKind] = field(default_factory=dict)
    legal: Mapping[str, Callable[[Any, Ask], list]] = field(default_factory=dict)
    actions: Mapping[Action, ActionEntry] = field(default_factory=dict)


#: A number in a move's pattern: a group of ASCII digits (never ``\d``, which matches other
#: scripts' digits), bounded where it is read (:func:`bounded`).
NUM = r"([0-9]+)"
#: Digits inside a longer group (a list of cards, read by :func:`read_cards`).
DIGITS = "[0-9]+"
#: A cell of the zoo map, ``x,y`` (two groups), and a building's place ``x,yrR`` (three).
CELL = rf"{NUM},{NUM}"
PLACE = rf"{CELL}r{NUM}"
#: The highest card number (the animals end at 528); card numbers start at 1.
MAX_CARD = 528
#: The columns and rows of the zoo map's grid, and a building's 6 rotations.
MAX_COLUMN = max(x for x, _ in GRID)
MAX_ROW = max(y for _, y in GRID)
MAX_ROTATION = 5
_fail = failer("an")


def bounded(m: re.Match[str], group: int, lo: int, hi: int, field: str) -> int:
    """Group ``group`` of the move's text ``m`` (a :data:`NUM`) as a whole number from
    ``lo`` to ``hi``: one out of range (or longer than any number) is refused with the
    shared ``core.notation.number_range``, naming ``field`` and the bounds; one written
    with a leading zero with ``an.notation.bad_number`` (a move has one spelling)."""
    return read_number(m[group], lo, hi, text=m.string, position=m.start(group), field=field,
                       fail=_fail, negative=False)


def read_card(m: re.Match[str], group: int, field: str = "card") -> int:
    """A card number (1 to :data:`MAX_CARD`); whether such a card exists is ``check``'s."""
    return bounded(m, group, 1, MAX_CARD, field)


def read_cards(m: re.Match[str], group: int, field: str = "cards") -> tuple[int, ...]:
    """Card numbers, comma-separated (each :data:`DIGITS`), ``-`` (or no group) for none."""
    if m[group] is None or m[group] == "-":
        return ()
    return numbers(m[group], 1, MAX_CARD, text=m.string, position=m.start(group), field=field,
                   fail=_fail, negative=False)


def read_folder(m: re.Match[str], group: int) -> int:
    """A folder of the display, 1 to 6 (AN-REP-FOLDERS)."""
    return bounded(m, group, 1, DISPLAY_SIZE, "folder")


def read_final(m: re.Match[str], group: int) -> int:
    """A final scoring card, 1 to 11 (AN-END-FINAL)."""
    return bounded(m, group, 1, FINAL_SCORING_CARDS, "final scoring card")


def read_seat(m: re.Match[str], group: int) -> int:
    """A player, 1 to 4 in the text, 0-based in the move (whether the table has that many
    players is ``check``'s)."""
    return bounded(m, group, 1, MAX_PLAYERS, "player") - 1


def read_cell(m: re.Match[str], group: int) -> tuple[int, int]:
    """The cell ``x,y`` of groups ``group`` and ``group + 1`` (:data:`CELL`), within the
    map's grid (AN-MAP-GRID); whether it is a cell of the map is ``check``'s."""
    return (bounded(m, group, 0, MAX_COLUMN, "x"), bounded(m, group + 1, 0, MAX_ROW, "y"))


def read_rotation(m: re.Match[str], group: int) -> int:
    """A building's rotation, 0 to 5."""
    return bounded(m, group, 0, MAX_ROTATION, "rotation")


def merged(movesets: tuple[Moveset, ...], attribute: str) -> dict:
    """One table out of every moveset's ``attribute`` (``moves``, ``legal``, ``actions``);
    a key claimed twice is a programming error, said at import."""
    out: dict = {}
    for ms in movesets:
        for key, value in getattr(ms, attribute).items():
            if key in out:
                raise TypeError(f"{key!r} is claimed by two Ark Nova movesets ({ms.name})")
            out[key] = value
    return out


__all__ = ["CELL", "DIGITS", "MAX_CARD", "MAX_COLUMN", "MAX_ROTATION", "MAX_ROW", "NUM", "PLACE",
           "ActionEntry", "MoveKind", "Moveset", "Play", "Reasons", "bounded", "merged",
           "read_card", "read_cards", "read_cell", "read_final", "read_folder", "read_rotation",
           "read_seat"]
