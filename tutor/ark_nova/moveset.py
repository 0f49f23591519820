"""How one concern of the Ark Nova engine (an action, the track bonuses, the end …) adds
its moves to the one ``check`` / ``apply`` / notation of the game, without those modules
asking "which concern is this?".

A concern module (``build.py``, ``animals.py`` …) defines its steps (registered in
:data:`.steps.NOTATION`), its move types and one :class:`Moveset`; :mod:`.movesets` lists
every concern's moveset, and :mod:`.rules`, :mod:`.resolve` and :mod:`.notation` merge the
tables below into their own. A concern never imports those three modules (they import it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from tutor.core import Ask, Msg, Reason

from .strength import Action, Side

#: ``reasons(state, move)``: every rule the move is checked against, with its numbers.
Reasons = Callable[[Any, Any], list[Reason]]
#: ``play(state, seat, move, log)``: the state once the (legal) move is played; the step it
#: answers is still on top of the stack when ``play`` is called.
Play = Callable[[Any, int, Any, Any], Any]


@dataclass(frozen=True)
class MoveKind:
    """One move type of a concern.

    * ``steps`` — the step tags (``Ask.step``) this move answers;
    * ``reasons`` / ``play`` / ``describe`` (``describe(state, move) -> Msg``);
    * ``write(move) -> str`` and ``read``: the pattern of its text and how a match makes
      the move (:mod:`.notation`'s docstring lists every move's text)."""

    steps: str | tuple[str, ...]
    reasons: Reasons
    play: Play
    describe: Callable[[Any, Any], Msg]
    write: Callable[[Any], str]
    read: tuple[re.Pattern[str], Callable[[re.Match[str]], Any]]


@dataclass(frozen=True)
class ActionEntry:
    """What choosing an Action card for its action does (AN-ACT-TURN, AN-ACT-CHOOSE).

    * ``possible(state, seat, side, strength) -> Reason``: whether the action can do at
      least one thing at that strength (AN-ACT-CHOOSE), with why;
    * ``start(state, seat, side, strength, log) -> State``: the action's first steps pushed
      on the stack (above the turn's slide, refill and end, already pushed)."""

    possible: Callable[[Any, int, Side, int], Reason]
    start: Callable[[Any, int, Side, int, Any], Any]


@dataclass(frozen=True)
class Moveset:
    """A concern's moves (by type), the legal moves of each step tag it asks
    (``legal[tag](state, ask) -> list[Move]``) and the Action cards it performs."""

    name: str
    moves: Mapping[type, MoveKind] = field(default_factory=dict)
    legal: Mapping[str, Callable[[Any, Ask], list]] = field(default_factory=dict)
    actions: Mapping[Action, ActionEntry] = field(default_factory=dict)


def merged(movesets: tuple[Moveset, ...], attribute: str) -> dict:
    """One table out of every moveset's ``attribute`` (``moves``, ``legal``, ``actions``);
    a key claimed twice is a programming error, said at import."""
    out: dict = {}
    for ms in movesets:
        for key, value in getattr(ms, attribute).items():
            if key in out:
                raise TypeError(f"{key!r} is claimed by two Ark Nova movesets ({ms.name})")
            out[key] = value
    return out


__all__ = ["ActionEntry", "MoveKind", "Moveset", "Play", "Reasons", "merged"]
