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
from typing import Any


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


def _fits(value: Any, hint: Any) -> bool:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, h) for h in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is str:
        return isinstance(value, str)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return isinstance(value, hint)
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        return len(value) == len(args) and all(_fits(v, a) for v, a in zip(value, args))
    raise TypeError(f"no check for a move field typed {hint!r}")   # a new type: add it here


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


def typed_wrong(move: Any) -> TypedWrong | None:
    """The first field of ``move`` not of its declared type, or ``None`` when all are."""
    for name, hint in _hints(type(move)):
        value = getattr(move, name)
        if not _fits(value, hint):
            return TypedWrong(name, value, _name(hint))
    return None


def as_given(move: Any) -> str:
    """``move`` written as given, field by field: ``Place(kind='kiosk', anchor='x', rot=0)``."""
    inner = ", ".join(f"{n}={getattr(move, n)!r}" for n, _ in _hints(type(move)))
    return f"{type(move).__name__}({inner})"


__all__ = ["TypedWrong", "as_given", "typed_wrong"]
