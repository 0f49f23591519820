"""A function a module calls and a module above it provides: how a game's lower layers
reach its upper ones without importing them.

A game's modules are layered (state → moves → rules → resolve → parts → notation → svg):
each imports only the layers below it. A few things point upwards all the same: a
``State``'s ``repr`` is its notation and its ``_repr_svg_`` its picture; a verdict quotes
its move in notation; ``check`` hands a move still being put together to the parts
module. The lower module declares a :class:`Hook` and calls it; the upper one provides it
when it is imported::

    # state.py                                   # notation.py
    NOTATION = Hook("the notation of a state")   from .state import NOTATION
    class State:                                 @NOTATION.provide
        def __repr__(self):                      def to_notation(state): ...
            return NOTATION(self)

A game's package imports all its modules, so every hook is provided once the package is
imported, whichever module the caller imported first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Hook:
    """A named function slot: ``hook(*args)`` calls what :meth:`provide` put there."""

    __slots__ = ("name", "_function")

    def __init__(self, name: str):
        self.name = name
        self._function: Callable[..., Any] | None = None

    def provide(self, function: Callable[..., Any]) -> Callable[..., Any]:
        """Put ``function`` in the slot (a decorator: returns ``function`` itself). A module
        imported again provides it again, which replaces the old one."""
        self._function = function
        return function

    @property
    def provided(self) -> bool:
        return self._function is not None

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        function = self._function
        if function is None:        # a programming error: the provider was never imported
            raise LookupError(f"nothing provides {self.name} yet: import the game's package")
        return function(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Hook({self.name!r})"
