"""Shared kernel: no game logic, only the types and helpers every game uses."""

from .errors import IllegalMoveError, NotationError, PuzzleError, TutorError
from .i18n import LANGUAGES, Msg, register_catalog, render
from .verdict import Decision, Event, Outcome, Reason, Verdict

__all__ = [
    "LANGUAGES", "Decision", "Event", "IllegalMoveError", "Msg", "NotationError", "Outcome",
    "PuzzleError", "Reason", "TutorError", "Verdict", "register_catalog", "render",
]
