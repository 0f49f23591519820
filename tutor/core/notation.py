"""What every game's notation shares, positions (``<prefix> key=value key=value ...``) and
typed moves alike: the one reader of user input every game goes through.

* :func:`require_text`: a position or a move is text; anything else (``None``, a number,
  bytes, a list) is refused with one shared message, in every language.
* :func:`read_number`: every number, written with the ASCII digits 0-9 in one spelling,
  within the bounds the game can reach (the refusal names them); :func:`numbers` for a
  list of them, each refused where it stands.
* :func:`read_fields` and :func:`position_tokens`: the ``key=value`` fields of a position.

Each game derives its bounds from what play can reach (board size, number of tiles, the
highest score, the seed range of :mod:`.chance`) and says why next to the constant.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .chance import MAX_SEED
from .errors import NotationError, quote, shown
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
MAX_DIGITS = len(str(MAX_SEED))


def failer(prefix: str, whole: tuple[str, ...] = ("canonical", "rule")) -> Fail:
    """A game's error maker, :data:`Fail`: ``fail(key, text, position, **params)`` is the
    ``NotationError`` of the message ``<prefix>.notation.<key>``. Every text parameter is
    the user's own text and is quoted cut (:func:`shown`: a 5,000-digit number never fills
    a message), except the ``whole`` ones the game writes itself (the canonical spelling
    of a position, bounded once its numbers are; the rule IDs it cites)."""
    def fail(key: str, text: str = "", position: int | None = None,
             **params: object) -> NotationError:
        quoted = {k: v if k in whole else shown(v) for k, v in params.items()}
        return NotationError(Msg(f"{prefix}.notation.{key}", **quoted), text, position)
    return fail


def require_text(value: object, what: str = "position") -> str:
    """``value`` itself when it is text (``str``); anything else, ``None``, a number, bytes
    or a list, is refused with the shared message (``what``: ``"position"`` or ``"move"``),
    before any game reads it."""
    if not isinstance(value, str):
        raise NotationError(Msg("core.notation.not_text", what=Msg(f"core.notation.{what}"),
                                kind=type(value).__name__, given=shown(quote(value))))
    return value


def number_error(text: str, position: int | None, field: str, value: str, lo: int,
                 hi: int) -> NotationError:
    """The shared refusal of a number out of the range the game can reach
    (``core.notation.number_range``); a long value is shown cut."""
    return NotationError(Msg("core.notation.number_range", field=field, value=shown(value),
                             lo=lo, hi=hi), text, position)


def read_number(value: str, lo: int, hi: int, *, text: str = "", position: int | None = None,
                field: str = "", fail: Fail | None = None, negative: bool = True) -> int:
    """``value`` (the digits of one number) as an ``int`` in ``lo..hi``.

    Not a number at all (``12a``, ``٣``, ``01``): ``fail("bad_number", text, position,
    field=..., value=...)`` (the game's own message), or the shared one without ``fail``.
    A number outside ``lo..hi``, or longer than :data:`MAX_DIGITS` digits: the shared
    :func:`number_error`, which names the bounds."""
    if not re.fullmatch(INT if negative else NAT, value):
        if fail is not None:
            raise fail("bad_number", text, position, field=field, value=shown(value))
        raise NotationError(Msg("core.notation.bad_number", field=field, value=shown(value)),
                            text, position)
    if len(value.lstrip("-")) > MAX_DIGITS:
        raise number_error(text, position, field, value, lo, hi)
    number = int(value)
    if not lo <= number <= hi:
        raise number_error(text, position, field, value, lo, hi)
    return number


def numbers(value: str, lo: int, hi: int, *, sep: str = ",", text: str = "",
            position: int = 0, field: str = "", fail: Fail | None = None,
            negative: bool = True) -> tuple[int, ...]:
    """The numbers of a ``sep``-separated list (``-``: none), each read by
    :func:`read_number` and refused where it stands in ``text``."""
    if value == "-":
        return ()
    out = []
    for item, at in pieces(value, position, sep):
        out.append(read_number(item, lo, hi, text=text, position=at, field=field, fail=fail,
                               negative=negative))
    return tuple(out)


def pieces(value: str, position: int, sep: str) -> list[tuple[str, int]]:
    """The ``sep``-separated pieces of ``value``, each with where it starts in the text
    (``value`` starting at ``position``)."""
    out, at = [], position
    for piece in value.split(sep):
        out.append((piece, at))
        at += len(piece) + len(sep)
    return out


def read_seed(value: str, *, text: str = "", position: int | None = None,
              fail: Fail | None = None) -> int:
    """A position's ``seed``: a whole number from 0 to :data:`~.chance.MAX_SEED`, the seeds
    every game is dealt from."""
    return read_number(value, 0, MAX_SEED, text=text, position=position, field="seed",
                       fail=fail)


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
    each. What is not text is refused by :func:`require_text`; the rest through ``fail``
    with the game's keys: ``prefix``, ``spacing``, ``bad_field``, ``unknown_field``,
    ``duplicate_field``, ``field_order``, ``missing_field``."""
    require_text(text)
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
    "core.notation.not_text": {
        "en": "{what} is written as text (a str), not {given} ({kind})",
        "fr": "{what} s'écrit comme un texte (un str), pas {given} ({kind})",
    },
    "core.notation.position": {"en": "A position", "fr": "Une position"},
    "core.notation.move": {"en": "A move", "fr": "Un coup"},
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
