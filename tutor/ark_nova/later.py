"""Messages made when first read (issue 35): the words of a reason, an ask or an event.

``legal_moves`` and ``apply`` try many moves and read none of their messages (a computer
seat, a solver, a random playout), so a concern records the facts now and the words later:
:meth:`tutor.core.Reason.later`, :meth:`tutor.core.Event.later` (``EventLog.add``) and
:meth:`tutor.core.Ask.later` take a maker called the first time the message is read.
:func:`said` is that maker for ``Msg(key, **params)``; a parameter that is itself a message
(a card's name, a seat, a building) is given as :class:`Later` (``Later(card_msg, 418)``),
alone or in a list, and made only then too. Every value given must be one that does not
change afterwards (numbers, tuples, frozen states and reasons): the words read late are
those that would have been read at once.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from tutor.core import Msg, seat_name


class Later:
    """A parameter of a message made with the message: ``make(*args)``."""

    __slots__ = ("make", "args")

    def __init__(self, make: Callable[..., Any], *args: Any):
        self.make = make
        self.args = args

    def __call__(self) -> Any:
        return self.make(*self.args)

    def __repr__(self) -> str:
        return f"Later({getattr(self.make, '__name__', self.make)}, {self.args!r})"


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


def said(key: str, /, **params: Any) -> Callable[[], Msg]:
    """The maker of ``Msg(key, **params)``, each :class:`Later` parameter made with it: the
    ``make`` of a reason, an ask or an event made later."""
    return partial(_said, key, params)


def who(seat: int) -> Later:
    """A seat in words ("Player 2" / "le joueur 2"), made with its message."""
    return Later(seat_name, seat)


__all__ = ["Later", "made", "said", "who"]
