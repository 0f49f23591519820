"""A game's settings as data: which ``Options`` fields a new game may set, and to what.

Each game's ``Options`` is a frozen dataclass. A field that a learner may choose when
dealing a new game is declared with :func:`setting`, which records its choices (in the
order a menu lists them) next to its default::

    @dataclass(frozen=True)
    class Options:
        players: int = setting(2, choices=range(2, 7))
        curse: bool = setting(False)                 # a switch: (False, True)

:func:`settings` lists them, so a board builds its new-game row from the engine (one
control per setting, its label from the catalog) and a new game joins that row by
declaring its fields, never by editing a board. The choices say what a menu offers; the
engine's ``Options.problem()`` still decides which combinations can be dealt.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

_CHOICES = "rules_tutor.choices"


def setting(default: Any, *, choices: Iterable[Any] | None = None) -> Any:
    """A dataclass field that a new game may set: ``default`` and its ``choices`` (a bool
    field without choices is a switch, ``(False, True)``)."""
    if choices is None:
        if not isinstance(default, bool):
            raise TypeError("a setting that is not a switch names its choices")
        choices = (False, True)
    choices = tuple(choices)
    if default not in choices:
        raise ValueError(f"the default {default!r} is not among the choices {choices!r}")
    return dataclasses.field(default=default, metadata={_CHOICES: choices})


@dataclass(frozen=True)
class Setting:
    """One setting of a game's ``Options``: the field's name, default and choices."""

    name: str
    default: Any
    choices: tuple[Any, ...]

    @property
    def switch(self) -> bool:
        """Whether it is an on/off switch (a check box rather than a menu)."""
        return self.choices == (False, True)


def settings(options_type: type) -> tuple[Setting, ...]:
    """The settings of ``options_type`` (a game's ``Options``), in field order."""
    return tuple(Setting(f.name, f.default, f.metadata[_CHOICES])
                 for f in dataclasses.fields(options_type) if _CHOICES in f.metadata)
