"""Sagani moves part by part (see :mod:`tutor.core.partial`): ``take``/``intermezzo`` —
``tile`` (or ``stack`` for the blind draw, ``pass`` for taking nothing); ``place`` —
``cell`` (a :class:`tutor.core.Cell` ``(x, y)``) and ``rot``."""

from __future__ import annotations

from tutor.core import Cell, Msg, Partial, Verdict, bind_seat
from tutor.core.check import by_type
from tutor.core.said import reason, said
from tutor.core.verdict import headline

from .moves import Draw, Move, Pass, Pick, Place, Take
from .rulebook import R
from .rules import RULES, check, open_asks, open_cells, tile_words, turned, who_of
from .state import Phase, State


def parts_of(state: State, move: Move) -> Partial:
    return by_type(_PARTS, move, "Sagani move")(move)


_PARTS = {
    Take: lambda move: Partial("take", (("tile", move.tile),), move.seat),
    Draw: lambda move: Partial("take", (("stack", move.stack),), move.seat),
    Pick: lambda move: Partial("intermezzo", (("tile", move.tile),), move.seat),
    Pass: lambda move: Partial("intermezzo", (("pass", True),), move.seat),
    Place: lambda move: Partial("place", (("cell", Cell(move.x, move.y)), ("rot", move.rot)),
                                move.seat),
}


def move_for(state: State, partial: Partial) -> Move | None:
    seat, step = partial.seat, partial.step
    if step == "take":
        if "tile" in partial:
            return Take(partial.get("tile"), seat=seat)
        if "stack" in partial:
            return Draw(partial.get("stack"), seat=seat)
    elif step == "intermezzo":
        if "tile" in partial:
            return Pick(partial.get("tile"), seat=seat)
        if partial.get("pass"):
            return Pass(seat=seat)
    elif step == "place" and "cell" in partial and "rot" in partial:
        cell = partial.get("cell")
        return Place(cell.u, cell.v, partial.get("rot"), seat=seat)
    return None


@RULES.partial.provide
def check_partial(state: State, partial: Partial) -> Verdict:
    """What the parts chosen so far decide already; the headline says them in words
    (:func:`partial_what`) and, when nothing refuses them, what is still to choose."""
    move = move_for(state, partial)
    if move is not None:
        return check(state, move)
    shown = partial.step
    if state.phase is Phase.OVER:
        return Verdict(partial, shown, (reason(R.GAME_OVER, False, said("sag.over")),),
                       headline(False, partial_what(state, partial)))
    opened = open_asks(state)
    partial, refused = bind_seat(opened, partial, state.options.players)
    if refused is None and partial.step != opened[0].step:
        refused = reason(opened[0].rule, False, said("sag.wrong_step", step=state.phase.value))
    if refused is not None:
        return Verdict(partial, shown, (refused,),
                       headline(False, partial_what(state, partial)))
    reasons = [reason(opened[0].rule, True, said("sag.partial", step=partial.step))]
    cell, rot = partial.get("cell"), partial.get("rot")
    if cell is not None:
        ok = (cell.u, cell.v) in open_cells(state, partial.seat)
        reasons.append(reason(R.PLACE_ORTHO, ok, said("sag.partial.cell", x=cell.u, y=cell.v),
                              focus=(cell,)))
    if rot is not None:
        reasons.append(reason(R.PLACE_ROTATE, type(rot) is int and 0 <= rot < 4,
                              said("sag.rotate", rot=rot)))
    what = partial_what(state, partial)
    if all(r.ok for r in reasons):
        rest = _NEXT.get((partial.step, cell is None, rot is None), "tile")
        summary = Msg("sag.partial.next", what=what, next=Msg(f"sag.partial.next.{rest}"))
    else:
        summary = headline(False, what)
    return Verdict(partial, shown, tuple(reasons), summary)


#: What is still to choose, by (step, no cell yet, no rotation yet).
_NEXT = {("take", True, True): "tile", ("intermezzo", True, True): "choice",
         ("place", True, True): "cell", ("place", True, False): "cell",
         ("place", False, True): "rot"}


def partial_what(state: State, partial: Partial) -> Msg:
    """The parts chosen so far in words: "Player 1 places tile 37 at (3,0)"."""
    who = who_of(state, partial.seat)
    if partial.step == "take":
        return Msg("sag.what.take_any", who=who)
    if partial.step == "intermezzo":
        return Msg("sag.what.pick_any", who=who)
    if partial.step != "place":
        return Msg("sag.what.unknown", who=who)
    tile = tile_words(state, partial.seat)
    cell, rot = partial.get("cell"), partial.get("rot")
    if cell is not None:
        return Msg("sag.what.place_at", who=who, tile=tile, x=cell.u, y=cell.v)
    if rot is not None:
        return Msg("sag.what.place_turned", who=who, tile=tile, turned=turned(rot))
    return Msg("sag.what.place_tile", who=who, tile=tile)
