"""Positions no game can reach: the shared shape of every game's consistency checks.

A position's text can be well-formed, every number in its bounds and every component
counted, and still describe a moment no game reaches: a seat asked to move that has no
legal move, a finished game without a winner, a settlement counter the next move pushes
past what the reader accepts. From such a position the engine is stuck or contradicts
itself, so the reader refuses it, with the reason.

Each game keeps its checks in one place, its ``reachable`` module: a tuple ``CHECKS`` of
plain functions ``check(state) -> Fault | None``, each citing the rule that makes the
position impossible, and ``check_reachable = refuser(CHECKS)``, which the game's
``from_notation`` calls once the fields are read. A check must never refuse a position a real game reaches:
each game's tests read the positions of many random games and every puzzle.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from .errors import NotationError
from .i18n import Msg, register_catalog


class Fault(NamedTuple):
    """Why no game reaches a position: the rule that rules it out, and the facts (a
    message of the game's catalog, with the numbers)."""

    rule: str
    msg: Msg


Check = Callable[[Any], "Fault | None"]


def first_fault(state: Any, checks: Iterable[Check]) -> Fault | None:
    """The first fault ``checks`` find in ``state`` (``None``: none)."""
    for check in checks:
        fault = check(state)
        if fault is not None:
            return fault
    return None


def refuse_unreachable(state: Any, text: str, checks: Iterable[Check]) -> None:
    """Raise the shared :class:`NotationError` ("no game reaches this position: <why>
    (<rule>)") for the first fault ``checks`` find in ``state`` read from ``text``."""
    fault = first_fault(state, checks)
    if fault is not None:
        raise NotationError(Msg("core.notation.unreachable", why=fault.msg,
                                rule=str(fault.rule)), text, None)


def refuser(checks: tuple[Check, ...]) -> Callable[[Any, str], None]:
    """A game's ``check_reachable(state, text)``: :func:`refuse_unreachable` with its
    ``checks``."""
    def check_reachable(state: Any, text: str) -> None:
        refuse_unreachable(state, text, checks)
    return check_reachable


register_catalog({
    "core.notation.unreachable": {
        "en": "no game reaches this position: {why} ({rule})",
        "fr": "aucune partie n'atteint cette position : {why} ({rule})",
    },
})
