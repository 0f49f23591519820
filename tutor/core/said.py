"""Messages said later: what a reason or an event will say, kept as plain values until read.

A random playout or a solver calls ``legal_moves`` and ``apply`` thousands of times and
reads none of their texts, so the engine builds no :class:`Msg` there: a reason or an event
is made with :meth:`Reason.later` / :meth:`Event.later` and holds a :class:`Said` — a
message's key and its parameters as plain values (ints, strs, lists of them, seats as
:class:`Who`, nested messages as :class:`Said`) — and :func:`build` makes the ``Msg`` the
first time it is read. A ``Said`` is made of values that never change afterwards (no state,
no closure over a loop variable), so a text read late is the text read at once.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .i18n import Msg
from .verdict import Event, Reason
from .turns import seat_name


class Said(NamedTuple):
    """A message not built yet: its catalog key and its ``(name, value)`` parameters.
    As a tuple it is the ``args`` of ``build``: ``build(*said)`` is its ``Msg``."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()


class Who(NamedTuple):
    """A seat in a sentence (0-based), built as :func:`tutor.core.turns.seat_name`."""

    seat: int


def said(key: str, /, **params: Any) -> Said:
    """What ``Msg(key, **params)`` will say, with ``Said``/``Who`` parameters built too."""
    return Said(key, tuple(params.items()))


def _value(value: Any) -> Any:
    kind = type(value)
    if kind is Said:
        return build(value.key, value.params)
    if kind is Who:
        return seat_name(value.seat)
    if kind is list:
        return [_value(v) for v in value]
    return value


def build(key: str, params: tuple[tuple[str, Any], ...] = ()) -> Msg:
    """The ``Msg`` of a :class:`Said` (its parameters built first)."""
    return Msg(key, **{name: _value(v) for name, v in params})


def built(value: Said) -> Msg:
    return build(value.key, value.params)


def reason(rule: Any, ok: bool, message: Said, focus: tuple = (), binding: bool = True,
           data: Any = None) -> Reason:
    """A :class:`Reason` whose message is ``message``, built the first time it is read."""
    return Reason.later(rule, ok, build, message, focus, binding, data)


def event(rule: Any, message: Said, focus: tuple = (), snapshot: Any = None,
          data: Any = None) -> Event:
    """An :class:`Event` whose message is ``message``, built the first time it is read."""
    return Event.later(str(rule), build, message, focus, snapshot, data)
