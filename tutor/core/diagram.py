"""Helpers of the engines' text drawings (``tutor.<game>.diagram``): plain strings, no game
logic.

Each game's ``diagram.py`` draws a position in characters (``diagram(state, lang)``), as
its ``svg.py`` draws it as a picture; some add the course's other text tables (a deck, the
scores). They take a state or its notation: :func:`reads_position` parses the notation,
and a position that cannot be read is answered with the reason, in ``lang``, not raised.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any

from .errors import NotationError
from .i18n import Msg, register_catalog, render
from .turns import seat_name

DIAGRAM_MESSAGES = {
    "core.diagram.position_bad": {"en": "This position cannot be used:",
                                  "fr": "Cette position est inutilisable :"},
    "core.diagram.over": {"en": "Game over.", "fr": "Partie terminée."},
}

register_catalog(DIAGRAM_MESSAGES)


def say(key: str, lang: str, **params: Any) -> str:
    """The message ``key`` with ``params``, in ``lang``."""
    return render(Msg(key, **params), lang)


def unreadable(exc: NotationError, lang: str) -> str:
    """Why a position cannot be used: the notation error, with a caret under the fault."""
    return say("core.diagram.position_bad", lang) + "\n" + exc.explain(lang)


def reads_position(from_notation: Callable[[str], Any]) -> Callable[[Callable], Callable]:
    """Decorate a text function whose first argument is a position (a state, or its
    notation, parsed with ``from_notation``) and which has a ``lang`` parameter: a position
    that cannot be read gives :func:`unreadable` in that ``lang``."""
    def decorate(function: Callable[..., str]) -> Callable[..., str]:
        signature = inspect.signature(function)

        @functools.wraps(function)
        def text(position: Any, *args: Any, **kwargs: Any) -> str:
            if isinstance(position, str):
                try:
                    position = from_notation(position)
                except NotationError as exc:
                    bound = signature.bind(position, *args, **kwargs)
                    bound.apply_defaults()
                    return unreadable(exc, bound.arguments["lang"])
            return function(position, *args, **kwargs)
        return text
    return decorate


def seat_lines(texts: list[str], lang: str, marked: Any = None) -> list[str]:
    """One line per seat: ``▶`` before the seats ``marked`` (a seat, a set of seats, or
    None), the seat's name in ``lang`` padded to the longest, then its text."""
    names = [render(seat_name(seat), lang) for seat in range(len(texts))]
    width = max(len(n) for n in names)
    asked = marked if isinstance(marked, (set, frozenset)) else {marked}
    return [f"{'▶' if seat in asked else ' '} {name:<{width}}  {text}"
            for seat, (name, text) in enumerate(zip(names, texts))]
