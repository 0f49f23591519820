"""A move typed wrong (AN-ACT-TURN): each field of an Ark Nova move against the type its
class declares, so that a move built by hand or by a board with a wrong value (an anchor
``"x"``, a card ``None``, a folder ``2.5``) is refused and said as given, before any rule
reads it.

The moves' fields use few types: ``int`` (never a ``bool``), ``bool``, ``str``, an enum
(:class:`.strength.Action`, the association's ``Task``), ``tuple[int, int]`` (a hex),
``tuple[int, ...]`` (cards), and ``X | None``. Values in range are the rules' business, not
this module's.
"""

from __future__ import annotations

import enum
import types
import typing
from dataclasses import dataclass, fields
from functools import cache
from typing import Any, Callable


@dataclass(frozen=True)
class TypedWrong:
    """The first field of a move whose value is not of its declared type."""

    field: str
    value: Any
    expected: str


@cache
def _hints(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in fields(cls) if f.name != "seat")


def _checker(hint: Any) -> Callable[[Any], bool]:
    """Whether a value is of type ``hint``, as one function made once per field."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = tuple(_checker(h) for h in typing.get_args(hint))
        return lambda v: any(check(v) for check in options)
    if hint is type(None):
        return lambda v: v is None
    if hint is bool:
        return lambda v: v is True or v is False
    if hint is int:
        return lambda v: isinstance(v, int) and not isinstance(v, bool)
    if hint is str:
        return lambda v: isinstance(v, str)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return lambda v: isinstance(v, hint)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])
            return lambda v: isinstance(v, tuple) and all(item(x) for x in v)
        items = tuple(_checker(a) for a in args)
        return lambda v: (isinstance(v, tuple) and len(v) == len(items)
                          and all(check(x) for check, x in zip(items, v)))
    raise TypeError(f"no check for a move field typed {hint!r}")   # a new type: add it here


@cache
def _checkers(cls: type) -> tuple[tuple[str, Callable[[Any], bool], Any], ...]:
    return tuple((name, _checker(hint), hint) for name, hint in _hints(cls))


def _name(hint: Any) -> str:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return " | ".join(_name(h) for h in typing.get_args(hint))
    if hint is type(None):
        return "None"
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return f"({_name(args[0])}, ...)"
        return "(" + ", ".join(_name(a) for a in args) + ")"
    return getattr(hint, "__name__", str(hint))


#: The last move asked about and its answer: a verdict asks three times of one move object
#: (its reasons, its words, its text).
_last: list[Any] = [None, None]


def typed_wrong(move: Any) -> TypedWrong | None:
    """The first field of ``move`` not of its declared type, or ``None`` when all are."""
    if _last[0] is move:
        return _last[1]
    found = None
    for name, fits, hint in _checkers(type(move)):
        value = getattr(move, name)
        if not fits(value):
            found = TypedWrong(name, value, _name(hint))
            break
    _last[:] = [move, found]
    return found


def as_given(move: Any) -> str:
    """``move`` written as given, field by field: ``Place(kind='kiosk', anchor='x', rot=0)``."""
    inner = ", ".join(f"{n}={getattr(move, n)!r}" for n, _ in _hints(type(move)))
    return f"{type(move).__name__}({inner})"


__all__ = ["TypedWrong", "as_given", "typed_wrong"]
