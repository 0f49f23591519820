"""Shared kernel: no game logic, only the types and helpers every game uses."""

from .errors import IllegalMoveError, NotationError, PuzzleError, TutorError, UsageError
from .focus import Card, Cell, Hex, Seat
from .i18n import LANGUAGES, Msg, register_catalog, render
from .turns import Ask, AskKind, Partial, bind_seat, only_seat, seat_name
from .verdict import Event, EventLog, Outcome, Reason, Verdict

__all__ = [
    "LANGUAGES", "Ask", "AskKind", "Card", "Cell", "Event", "EventLog", "Hex", "IllegalMoveError",
    "Msg", "NotationError", "Outcome", "Partial", "PuzzleError", "Reason", "Seat", "TutorError",
    "UsageError", "Verdict", "bind_seat", "only_seat", "register_catalog", "render", "seat_name",
]
