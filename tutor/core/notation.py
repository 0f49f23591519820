"""What every game's one-line notation shares: ``<prefix> key=value key=value ...``."""

from __future__ import annotations

import re
from collections.abc import Callable

from .errors import NotationError

#: A game's error maker: ``fail(key, text, position, **params)`` -> its ``NotationError``
#: (the message key is the game's, e.g. ``pk.notation.<key>``).
Fail = Callable[..., NotationError]

_TOKEN = re.compile(r"\S+")
_NOT_A_SPACE = re.compile(r"[^\S ]")


def position_tokens(text: str, prefix: str, fail: Fail) -> list[tuple[str, int]]:
    """The space-separated tokens of a position, the prefix first, each with where it
    starts in ``text`` (carets point into the user's own text).

    Whitespace around the position (a pasted line's newline) and runs of spaces between
    fields are accepted. A missing prefix (``fail("prefix", ..., prefix=...)``) and a tab or
    line break between fields (``fail("spacing", ...)``) are refused."""
    tokens = [(m.group(), m.start()) for m in _TOKEN.finditer(text)]
    if not tokens or tokens[0][0] != prefix:
        raise fail("prefix", text, tokens[0][1] if tokens else 0, prefix=prefix)
    spacing = _NOT_A_SPACE.search(text, tokens[0][1], len(text.rstrip()))
    if spacing:
        raise fail("spacing", text, spacing.start())
    return tokens
