"""What the explanation panel shows, as data and as HTML: pure, no widget imports.

A board's panel is a list of :class:`Line` (a kind and a text), computed for a language
from a :class:`Feedback` (texts as a function of the language, the highlights to draw, a
ghost piece). Everything here is plain Python over the engine's messages, so the board
session (:mod:`widgets.session`) and the tests use it without a kernel; the view only puts
:func:`panel_html` into an ``HTML`` widget.
"""

from __future__ import annotations

import functools
import html
import numbers
import re
import traceback
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.core import Msg, NotationError, TutorError, render
from tutor.core.errors import EXCERPT_WIDTH, excerpt, quote
from tutor.core.puzzles import PuzzleResult

Key = Hashable   # what a pixel maps to: ("cell", (r, p)), ("hand", 2), ...; None is nothing


# ---------------------------------------------------------------- panel content

@dataclass(frozen=True)
class Line:
    """One line of the explanation panel.

    ``kind``: ``head`` (headline), ``ok`` / ``fail`` / ``warn`` (a rule passed, failed,
    or forecasts mayhem), ``info``, ``note``, ``event``, ``now`` (the replayed event),
    ``pre`` (monospace, e.g. notation with a caret), ``error``.
    """

    kind: str
    text: str


Texts = Callable[[str], Sequence[Line]]   # panel content as a function of the language


@dataclass(frozen=True)
class Mark:
    """A highlight: ``target`` is a key (``("cell", (1, 0))``), ``style`` a board style name."""

    target: Key
    style: str


@dataclass(frozen=True)
class Feedback:
    """What the panel and the highlight layer show: texts (any language), marks, a ghost."""

    texts: Texts
    marks: tuple[Mark, ...] = ()
    ghost: Any = None


def html_msg(msg: Msg, lang: str) -> str:
    """``msg`` in ``lang``, escaped for an HTML widget (the boards' info strips)."""
    return html.escape(render(msg, lang))


def with_note(feedback: Feedback, msg: Msg) -> Feedback:
    """``feedback`` with one more line at the end (a note)."""
    texts = feedback.texts
    return Feedback(lambda lang: [*texts(lang), Line("note", render(msg, lang))],
                    feedback.marks, feedback.ghost)


def joined(*feedbacks: Feedback | None) -> Feedback | None:
    """Several feedbacks shown one after the other (``None`` ones left out), or ``None``."""
    parts = [f for f in feedbacks if f is not None]
    if len(parts) <= 1:
        return parts[0] if parts else None
    return Feedback(lambda lang: [line for f in parts for line in f.texts(lang)],
                    tuple(m for f in parts for m in f.marks),
                    next((f.ghost for f in parts if f.ghost is not None), None))


# ---------------------------------------------------------------- user text, bounded

#: The longest run of characters without a space that the panel shows as it is. A longer
#: one (a 500-character bad move, a pasted line, echoed by a message) is cut to an excerpt
#: of :data:`~tutor.core.errors.EXCERPT_WIDTH` characters, as notation errors cut a long
#: position; the panel's CSS also wraps anywhere, so nothing ever widens the board.
LONG_RUN = 72
_LONG_RUN = re.compile(r"\S{%d,}" % (LONG_RUN + 1))


def echo(value: Any) -> str:
    """User input quoted back in a message: text as typed, anything else as its ``repr``
    (:func:`~tutor.core.errors.quote`, which never raises); at most
    :data:`~tutor.core.errors.EXCERPT_WIDTH` characters (cut with ``…``)."""
    return excerpt(value if isinstance(value, str) else quote(value), 0)[0]


def bound_text(text: str) -> str:
    """``text`` with every run of more than :data:`LONG_RUN` non-space characters cut to
    an excerpt (its beginning and ``…``)."""
    if len(text) <= LONG_RUN:
        return text
    return _LONG_RUN.sub(lambda m: echo(m.group()), text)


def bounded(lines: Sequence[Line]) -> list[Line]:
    """Panel lines with long runs cut (:func:`bound_text`). ``pre`` lines are left whole:
    notation excerpts are short already, and a traceback must stay exact (the panel
    scrolls them sideways instead)."""
    return [line if line.kind == "pre" else Line(line.kind, bound_text(line.text))
            for line in lines]


def kind_of(value: Any) -> str:
    """The Python type of a wrong input, for the messages that refuse it (``int``)."""
    return type(value).__name__


@functools.lru_cache(maxsize=None)
def position_example(module: Any) -> str:
    """The start of a position in ``module``'s notation (``fp1 players=2 …``)."""
    text = module.to_notation(module.initial_state(module.Options(), 0))
    return " ".join(text.split()[:2]) + " …"


def position_type_feedback(module: Any, position: Any) -> Feedback:
    """Why ``position`` (neither notation text nor a state of ``module``) cannot be loaded."""
    msg = Msg("ui.position_type", example=position_example(module), given=echo(position),
              kind=kind_of(position))
    return Feedback(lambda lang: [Line("head", render(Msg("ui.bad_position"), lang)),
                                  Line("fail", render(msg, lang))])


def msg_lines(kind: str, *msgs: Msg) -> Texts:
    """Texts made of catalog messages, all of one kind."""
    return lambda lang: [Line(kind, render(m, lang)) for m in msgs]


def verdict_lines(verdict, lang: str, *, forecasts: bool = True) -> list[Line]:
    """A verdict's headline and reasons (the text of ``verdict.explain``). Without
    ``forecasts``, only the binding reasons."""
    lines = [Line("head", verdict.headline(lang))]
    for reason in verdict.reasons:
        if not forecasts and not reason.binding:
            continue
        kind = "ok" if reason.ok else ("fail" if reason.binding else "warn")
        lines.append(Line(kind, "  " + reason.explain(lang)))   # as Verdict.explain
    return lines


def result_lines(result: PuzzleResult, lang: str) -> list[Line]:
    """A puzzle judgement: the result message, then the verdict of the attempt's first move."""
    return [Line("ok" if result.correct else "fail", render(result.msg, lang)),
            *verdict_lines(result.verdict, lang)]


def notation_lines(error: NotationError, lang: str) -> list[Line]:
    """A notation error: its message (a line that wraps; the text it quotes cut to an
    excerpt when long), then the excerpt with its caret (monospace)."""
    message, full = render(error.msg, lang), error.explain(lang)
    if full.startswith(message):                # the message, then the excerpt and caret
        rest = full[len(message):].lstrip("\n")
    else:
        message, rest = full, ""
    text = error.text
    if isinstance(text, str) and len(text) > EXCERPT_WIDTH and text in message:
        message = message.replace(text, echo(text))
    lines = [Line("fail", message)]
    if rest:
        lines.append(Line("pre", rest))
    return lines


def notation_feedback(head: Msg, error: NotationError) -> Feedback:
    """A headline and the notation error with its caret (bound now: ``except`` names die)."""
    return Feedback(lambda lang: [Line("head", render(head, lang)),
                                  *notation_lines(error, lang)])


def exception_feedback(exc: BaseException) -> Feedback:
    """Bad input that escaped a handler is explained; anything else is shown as a bug."""
    if isinstance(exc, NotationError):
        return notation_feedback(Msg("ui.bad_notation"), exc)
    if isinstance(exc, TutorError):
        return Feedback(lambda lang: [Line("fail", exc.explain(lang))])
    detail = f"{type(exc).__name__}: {exc}"
    where = "".join(traceback.format_exception(exc)[-3:]).rstrip()
    return Feedback(lambda lang: [Line("error", render(Msg("ui.error", error=detail), lang)),
                                  Line("pre", where)])


def plain_text(lines: Sequence[Line]) -> str:
    return "\n".join(line.text for line in lines)


_STYLE = {
    "head": "font-weight:600;font-size:15px;margin-bottom:2px",
    "ok": "color:#1e7b34",
    "fail": "color:#b3261e",
    "warn": "color:#9a5200",
    "info": "",
    "note": "color:#666",
    "event": "padding-left:14px",
    "now": "padding-left:14px;font-weight:600;background:#fff1b8;border-radius:3px",
    "pre": "font-family:monospace;white-space:pre;overflow-x:auto;color:#b3261e",
    "error": "color:#fff;background:#b3261e;padding:2px 6px;border-radius:3px",
}


#: Long words (user text echoed back, a teacher's puzzle title) break rather than widen
#: the panel, the info strip or the puzzle question beyond the board's width.
WRAP = "overflow-wrap:anywhere;word-break:break-word"

#: A cited rule ID, e.g. ``(POOK-COST-1)``: kept on one line in the panel.
_RULE_ID = re.compile(r"\(([A-Z]{2,}(?:-[A-Z0-9]+)+)\)")


def panel_html(lines: Sequence[Line], width: int) -> str:
    def cell(text: str) -> str:
        return _RULE_ID.sub(r'<span style="white-space:nowrap">(\1)</span>', html.escape(text))

    body = "".join(f'<div style="{_STYLE.get(line.kind, "")}">{cell(line.text)}</div>'
                   for line in lines)
    return (f'<div class="rt-panel" style="font-family:sans-serif;font-size:14px;'
            f'line-height:1.45;padding:8px 10px;border:1px solid #d9d4c7;border-radius:6px;'
            f'background:#fcfbf7;min-height:150px;width:{width}px;max-width:{width}px;'
            f'box-sizing:border-box;{WRAP}">{body}</div>')


def is_number(v: Any) -> bool:
    """A real number that is not a bool (a pixel typed by hand, a step count)."""
    return isinstance(v, numbers.Real) and not isinstance(v, bool)
