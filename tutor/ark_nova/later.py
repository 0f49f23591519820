"""Messages made when first read (issue 35): the words of a reason, an ask or an event.

``legal_moves`` and ``apply`` try many moves and read none of their messages (a computer
seat, a solver, a random playout), so a concern records the facts now and the words later:
:meth:`tutor.core.Reason.later`, :meth:`tutor.core.Event.later` (``EventLog.add``) and
:meth:`tutor.core.Ask.later` take a maker called the first time the message is read.
:func:`said` is that maker for ``Msg(key, **params)``; a parameter that is itself a message
(a card's name, a seat, a building) is given as a :class:`Later` (``Later(card_msg, 418)``,
``Later(seat_name, 1)``, another ``said(...)``), alone or in a list, and made only then
too. Every value given must be one that does not change afterwards (numbers, tuples, frozen
states and reasons): the words read late are those that would have been read at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tutor.core import Msg


class Later:
    """A message (or a parameter of one) made when the message is read:
    ``make(*args, **kwargs)``; :func:`said` is the one of a catalog key. Called, it is
    made: so it is also the ``make`` of a reason, an ask or an event made later."""

    __slots__ = ("make", "args", "kwargs")

    def __init__(self, make: Callable[..., Any], *args: Any, **kwargs: Any):
        self.make = make
        self.args = args
        self.kwargs = kwargs

    def __call__(self) -> Any:
        return self.make(*self.args, **self.kwargs)

    def __repr__(self) -> str:
        return f"Later({getattr(self.make, '__name__', self.make)}, {self.args!r}, {self.kwargs!r})"


def made(value: Any) -> Any:
    """``value`` with every :class:`Later` in it made (alone, or in a list or tuple, whose
    type is kept); anything else as it is."""
    if type(value) is Later:
        return value()
    if isinstance(value, (list, tuple)) and any(type(v) is Later for v in value):
        return type(value)(made(v) for v in value)
    return value


def _said(key: str, params: dict[str, Any]) -> Msg:
    return Msg(key, **{k: made(v) for k, v in params.items()})


def said(key: str, /, **params: Any) -> Later:
    """``Msg(key, **params)`` made later, each :class:`Later` parameter (another
    :func:`said`, a card's name ...) made with it: the ``make`` of a reason, an ask or an
    event made later, or a parameter of another message."""
    return Later(_said, key, params)


def msg_of(value: Any) -> Msg:
    """``value.msg``: the words of a fact that says itself (a track's move, a strength),
    read when the message that holds them is."""
    return value.msg


__all__ = ["Later", "made", "msg_of", "said"]
