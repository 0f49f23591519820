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


def read_fields(text: object, prefix: str, fields: tuple[str, ...],
                required: tuple[str, ...], fail: Fail) -> dict[str, tuple[str, int]]:
    """``key=value`` fields of a position, each value with where it starts in ``text``.

    Fields may be left out unless ``required``, but come in the order of ``fields``, once
    each. Refused through ``fail`` with the game's keys: ``not_text``, ``prefix``,
    ``spacing``, ``bad_field``, ``unknown_field``, ``duplicate_field``, ``field_order``,
    ``missing_field``."""
    if not isinstance(text, str):
        raise fail("not_text", str(text), None)
    values: dict[str, tuple[str, int]] = {}
    last_index = -1
    for token, pos in position_tokens(text, prefix, fail)[1:]:
        key, eq, value = token.partition("=")
        if not eq or not value:
            raise fail("bad_field", text, pos, token=token)
        if key not in fields:
            raise fail("unknown_field", text, pos, field=key, allowed=", ".join(fields))
        if key in values:
            raise fail("duplicate_field", text, pos, field=key)
        index = fields.index(key)
        if index < last_index:
            raise fail("field_order", text, pos, field=key, order=" ".join(fields))
        last_index = index
        values[key] = (value, pos + len(key) + 1)
    for key in required:
        if key not in values:
            raise fail("missing_field", text, len(text.rstrip()), field=key)
    return values
