"""A move as its parts (``farm`` for a sowing; ``action`` and ``slot`` for the second step)."""

from __future__ import annotations

from tutor.core import Msg, Partial, Verdict
from tutor.core.check import by_type
from tutor.core.said import reason, said

from .moves import Collect, Sow, Water
from .rulebook import R
from .rules import RULES, asks, check


def parts_of(state, move) -> Partial:
    return by_type(_PARTS, move, "Fruit Picking move")(move)


_PARTS = {
    Sow: lambda move: Partial("sow", (("farm", move.farm),), move.seat),
    Collect: lambda move: Partial("act", (("action", "collect"), ("slot", move.slot)), move.seat),
    Water: lambda move: Partial("act", (("action", "water"),), move.seat),
}


def move_for(state, partial: Partial):
    seat = partial.seat if partial.seat is not None else state.turn
    if partial.step == "sow":
        return Sow(partial.get("farm"), seat) if "farm" in partial else None
    if partial.get("action") == "water":
        return Water(seat)
    if "slot" in partial:
        return Collect(partial.get("slot"), seat)
    return None


@RULES.partial.provide
def check_partial(state, partial: Partial) -> Verdict:
    """A move's parts that make a whole move are that move's verdict; short of one, what
    is asked now."""
    whole = move_for(state, partial)
    if whole is not None:
        return check(state, whole)
    if state.phase == "over":
        return Verdict(partial, partial.step, (reason(R.END_1, False, said("fru.why.over")),),
                       Msg("fru.summary.over"))
    return Verdict(partial, partial.step, (), asks(state)[0].msg)
