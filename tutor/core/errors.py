"""Errors for bad input. All are ``ValueError`` so callers can catch them together.

Bad *moves* are not errors: ``check`` returns a :class:`~tutor.core.verdict.Verdict`.
Only ``apply`` raises, with :class:`IllegalMoveError`, when asked to play an illegal move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Msg, render

if TYPE_CHECKING:  # pragma: no cover
    from .verdict import Verdict


class TutorError(ValueError):
    """Base class: carries a :class:`Msg` so the message exists in every language."""

    def __init__(self, msg: Msg):
        self.msg = msg
        super().__init__(render(msg, "en"))

    def explain(self, lang: str = "en") -> str:
        return render(self.msg, lang)


class UsageError(TutorError):
    """A call the rules cannot answer: a seat that is not at the table, a finished game,
    options that cannot be dealt. Its message exists in every language, like a verdict's."""


#: The longest text a notation error shows in full; a longer one (a whole Pook position is
#: ~150 characters) is cut to an excerpt of this many characters around the fault, so the
#: caret stays on screen in a narrow panel or a wrapped notebook output.
EXCERPT_WIDTH = 60
ELLIPSIS = "…"


def excerpt(text: str, position: int, width: int = EXCERPT_WIDTH) -> tuple[str, int]:
    """``(shown, column)``: at most ``width`` characters of ``text`` around ``position``,
    with ``…`` where cut, and the column of ``position`` in ``shown``. Tabs and line breaks
    are shown as spaces (one for one), so the caret line stays under the text."""
    shown = "".join(" " if ch.isspace() else ch for ch in text)
    if len(shown) <= width:
        return shown, position
    before = (width - 2) // 2                     # context kept before the fault
    if position <= before:                        # the fault is near the start
        return shown[:width - 1] + ELLIPSIS, position
    if position + (width - 2 - before) >= len(shown):   # ... near the end (or past it)
        start = len(shown) - (width - 1)
        return ELLIPSIS + shown[start:], position - start + 1
    start = position - before
    return ELLIPSIS + shown[start:start + width - 2] + ELLIPSIS, before + 1


#: The longest piece of the user's text a message quotes whole; a longer one is cut in the
#: middle (the caret under the text shows where it is).
SHOWN = 24


def shown(value: object) -> object:
    """``value`` as a message quotes it: a long string cut in the middle (``12345…67890``)."""
    if isinstance(value, str) and len(value) > SHOWN:
        return value[:10] + ELLIPSIS + value[-10:]
    return value


def quote(value: object) -> str:
    """Any value as text to quote back, never raising: text as typed, anything else as its
    ``repr``; a whole number too long for Python to write (past 4,300 digits) as ``≈10^n``.
    The caller cuts it (:func:`shown`, :func:`excerpt`)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 1000:
        return ("-" if value < 0 else "") + f"≈10^{int(value.bit_length() * 0.30103)}"
    try:
        text = value if isinstance(value, str) else repr(value)
    except ValueError:                  # a container holding such a number
        text = f"<{type(value).__name__}>"
    return text


class NotationError(TutorError):
    """Text that is not valid notation. ``text`` and ``position`` locate the fault.

    ``explain`` shows the message, then the text (an excerpt around the fault when the text
    is longer than :data:`EXCERPT_WIDTH`) with a caret under the fault."""

    def __init__(self, msg: Msg, text: str = "", position: int | None = None):
        self.text = text
        self.position = position
        super().__init__(msg)

    def explain(self, lang: str = "en") -> str:
        base = render(self.msg, lang)
        if self.position is None or not self.text:
            return base
        shown, column = excerpt(self.text, self.position)
        return f"{base}\n  {shown}\n  {' ' * column}^"

    def __str__(self) -> str:
        return self.explain("en")


class IllegalMoveError(TutorError):
    """``apply`` was given a move that ``check`` refuses. Holds the verdict."""

    def __init__(self, verdict: "Verdict"):
        self.verdict = verdict
        super().__init__(Msg("core.illegal_move", move=verdict.move_text))

    def explain(self, lang: str = "en") -> str:
        return self.verdict.explain(lang)

    def __str__(self) -> str:
        return self.verdict.explain("en")


class PuzzleError(TutorError):
    """A puzzle file or entry that cannot be used. Names the file and the entry."""

    def __init__(self, msg: Msg, source: str = "", entry: str | None = None):
        self.source = source
        self.entry = entry
        super().__init__(msg)

    def explain(self, lang: str = "en") -> str:
        where = self.source + (f" [{self.entry}]" if self.entry else "")
        text = render(self.msg, lang)
        return f"{where}: {text}" if where else text

    def __str__(self) -> str:
        return self.explain("en")
