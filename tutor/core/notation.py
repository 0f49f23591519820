"""What every game's one-line notation shares: ``<prefix> key=value key=value ...``."""

from __future__ import annotations

import re
from collections.abc import Callable

from .errors import NotationError
from .i18n import Msg, register_catalog

#: A game's error maker: ``fail(key, text, position, **params)`` -> its ``NotationError``
#: (the message key is the game's, e.g. ``pk.notation.<key>``).
Fail = Callable[..., NotationError]

#: A whole number as every notation writes it: ASCII digits only (the notation never
#: guesses, so a full-width two (U+FF12) or an Arabic-Indic ``٠`` is no digit), no leading
#: zero, an optional minus (``NAT``: none). Use these, never ``\d`` (which matches any script's
#: digits), in every game's patterns.
INT = r"(?:0|-?[1-9][0-9]*)"
NAT = r"(?:0|[1-9][0-9]*)"
#: More digits than any number of any game can have (the largest are seeds); a longer
#: number is refused before Python converts it (which it refuses past 4,300 digits).
MAX_DIGITS = 12


def number_error(text: str, position: int | None, field: str, value: str, lo: int,
                 hi: int) -> NotationError:
    """The shared refusal of a number out of the range the game can reach
    (``core.notation.number_range``); a long value is shown cut."""
    shown = value if len(value) <= 24 else value[:10] + "…" + value[-10:]
    return NotationError(Msg("core.notation.number_range", field=field, value=shown, lo=lo,
                             hi=hi), text, position)


def read_number(value: str, lo: int, hi: int, *, text: str = "", position: int | None = None,
                field: str = "", fail: Fail | None = None, negative: bool = True) -> int:
    """``value`` (the digits of one number) as an ``int`` in ``lo..hi``.

    Not a number at all (``12a``, ``٣``, ``01``): ``fail("bad_number", text, position,
    field=..., value=...)`` (the game's own message), or the shared one without ``fail``.
    A number outside ``lo..hi``, or longer than :data:`MAX_DIGITS` digits: the shared
    :func:`number_error`, which names the bounds."""
    if not re.fullmatch(INT if negative else NAT, value):
        if fail is not None:
            raise fail("bad_number", text, position, field=field, value=value)
        raise NotationError(Msg("core.notation.bad_number", field=field, value=value), text,
                            position)
    if len(value.lstrip("-")) > MAX_DIGITS:
        raise number_error(text, position, field, value, lo, hi)
    number = int(value)
    if not lo <= number <= hi:
        raise number_error(text, position, field, value, lo, hi)
    return number


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


NOTATION_MESSAGES = {
    "core.notation.number_range": {
        "en": "{field} must be a whole number from {lo} to {hi} (what the game can reach), "
              "not {value}",
        "fr": "{field} doit être un nombre entier de {lo} à {hi} (ce que le jeu peut "
              "atteindre), pas {value}",
    },
    "core.notation.bad_number": {
        "en": "{field}: '{value}' is not a whole number written with the digits 0-9",
        "fr": "{field} : « {value} » n'est pas un nombre entier écrit avec les chiffres 0-9",
    },
}

register_catalog(NOTATION_MESSAGES)
