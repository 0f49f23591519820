"""A move as its parts (``farm`` for a sowing; ``action`` and ``slot`` for the second step)."""

from __future__ import annotations

from tutor.core import Partial

from .moves import Collect, Sow, Water


def parts_of(state, move) -> Partial:
    if isinstance(move, Sow):
        return Partial("sow", (("farm", move.farm),), move.seat)
    if isinstance(move, Collect):
        return Partial("act", (("action", "collect"), ("slot", move.slot)), move.seat)
    return Partial("act", (("action", "water"),), move.seat)


def move_for(state, partial: Partial):
    seat = partial.seat if partial.seat is not None else state.turn
    if partial.step == "sow":
        return Sow(partial.get("farm"), seat) if "farm" in partial else None
    if partial.get("action") == "water":
        return Water(seat)
    if "slot" in partial:
        return Collect(partial.get("slot"), seat)
    return None
