"""Moves of Flaming Pyramids put together part by part (see :mod:`tutor.core.turns`).

Parts, by ask: ``place`` — ``tile`` (a tile of the hand) and ``cell`` (where it goes);
``slide`` — ``cell``, one of the two cells the pending tile may drop to; ``roll`` —
``die``, the face the fire die shows.
"""

from __future__ import annotations

from tutor.core import Cell, Msg, Partial, Reason, Verdict, bind_seat
from tutor.core.check import by_type
from tutor.core.verdict import headline

from .moves import Move, Place, Roll, Side, Slide, landing
from .rulebook import R
from .rules import RULES, asks, cell_text, check, gate, player, site_reason, sites
from .state import Phase, PendingKind, State

STEP_MOVES = {"place": Place, "slide": Slide, "roll": Roll}


def parts_of(state: State, move: Move) -> Partial:
    """``move`` as its parts: a slide names the cell its tile drops to."""
    return by_type(_PARTS, move, "Flaming Pyramids move")(state, move)


def _slide_parts(state: State, move: Slide) -> Partial:
    cell = None if state.pending is None else Cell(*landing(state.pending.cell, move.side))
    return Partial("slide", (("cell", cell),), move.seat)


_PARTS = {
    Place: lambda state, move: Partial("place", (("tile", move.tile), ("cell", Cell(*move.cell))),
                                       move.seat),
    Slide: _slide_parts,
    Roll: lambda state, move: Partial("roll", (("die", move.face),), move.seat),
}


def landings(state: State) -> dict[Cell, Side]:
    """While a tile must slide or fall: the two cells it may drop to -> side."""
    if state.phase is not Phase.CHOOSE:
        return {}
    return {Cell(*landing(state.pending.cell, side)): side for side in Side}


def move_for(state: State, partial: Partial) -> Move | None:
    """The move ``partial`` makes, or ``None`` while a part is missing (or the cell named
    for a slide is not one of the two landing cells: ``check`` says why)."""
    seat = partial.seat
    if partial.step == "place":
        if "tile" in partial and "cell" in partial:
            return Place(partial.get("tile"), tuple(partial.get("cell")), seat=seat)
        return None
    if partial.step == "slide":
        side = landings(state).get(partial.get("cell"))
        return None if side is None else Slide(side, seat=seat)
    if partial.step == "roll" and "die" in partial:
        return Roll(partial.get("die"), seat=seat)
    return None


def partial_text(partial: Partial) -> str:
    """``B60``, ``@1,0``, ``B60@1,0``: the parts chosen, as the notation writes them."""
    tile, cell = partial.get("tile"), partial.get("cell")
    out = tile.code if tile is not None else ""
    if cell is not None:
        out += f"@{cell[0]},{cell[1]}"
    if "die" in partial:
        out = f"roll {partial.get('die')}"
    return out or partial.step


def partial_what(state: State, partial: Partial) -> Msg:
    """The parts chosen so far in words: "Player 1 places B60", "Player 2 drops Y4 to
    (0,3)" (a refused headline says them, never their notation)."""
    seat = partial.seat if type(partial.seat) is int and partial.seat >= 0 else state.to_act
    who = player(seat)
    tile, cell = partial.get("tile"), partial.get("cell")
    if partial.step == "place":
        if tile is not None and cell is not None:
            return Msg("fp.what.place", who=who, tile=tile.code, cell=cell_text(cell))
        if tile is not None:
            return Msg("fp.what.place_tile", who=who, tile=tile.code)
        if cell is not None:
            return Msg("fp.what.place_cell", who=who, cell=cell_text(cell))
        return Msg("fp.what.place_any", who=who)
    if partial.step == "slide":
        if cell is not None and state.pending is not None:
            return Msg("fp.what.slide_to", who=who, tile=state.pending.tile.code,
                       cell=cell_text(cell))
        return Msg("fp.what.slide_any", who=who)
    if partial.step == "roll":
        if "die" in partial:
            return Msg("fp.what.roll", who=who, face=partial.get("die"))
        return Msg("fp.what.roll_any", who=who)
    return Msg("fp.what.step", who=who)


def _refused(state: State, partial: Partial) -> Msg:
    return headline(False, partial_what(state, partial))


@RULES.partial.provide
def check_partial(state: State, partial: Partial) -> Verdict:
    """What the parts chosen so far decide already, and (in the summary) what is next."""
    move = move_for(state, partial)
    if move is not None:
        return check(state, move)
    text = partial_text(partial)
    kind = STEP_MOVES.get(partial.step)
    partial, stop = bind_seat(asks(state), partial, state.players)
    if kind is None:
        stop = Reason(R.TURN_1, False, Msg("fp.partial.no_step", step=partial.step))
    stop = stop or gate(state, kind)
    if stop is not None:
        return Verdict(partial, text, (stop,), _refused(state, partial))
    if partial.step == "place":
        reasons = []
        tile, cell = partial.get("tile"), partial.get("cell")
        hand = state.hands[state.turn]
        if tile is not None:
            ok = tile in hand
            reasons.append(Reason(R.TURN_1, ok, Msg("fp.hand.ok" if ok else "fp.hand.missing",
                                                    tile=tile.code, who=player(state.turn),
                                                    hand=[h.code for h in hand] or "-")))
            rule, cells = sites(state.pyramid)
            summary = Msg("fp.partial.tile", tile=tile.code, rule=str(rule),
                          sites=[cell_text(c) for c in cells])
        elif cell is not None:
            reasons.append(site_reason(state.pyramid, cell))
            summary = Msg("fp.partial.cell", cell=cell_text(cell), who=player(state.turn))
        else:
            summary = Msg("fp.partial.place", who=player(state.turn))
        if not all(r.ok for r in reasons):
            summary = _refused(state, partial)
        return Verdict(partial, text, tuple(reasons), summary)
    if partial.step == "slide":
        pending = state.pending
        rule = R.COLL_2 if pending.kind is PendingKind.SLIDE else R.AIR_1
        left, right = (landing(pending.cell, side) for side in Side)
        cell = partial.get("cell")
        if cell is None:
            return Verdict(partial, text, (), Msg("fp.partial.slide", tile=pending.tile.code,
                                                  left=cell_text(left), right=cell_text(right)))
        reason = Reason(rule, False, Msg("fp.slide.not_landing", cell=cell_text(cell),
                                         tile=pending.tile.code, left=cell_text(left),
                                         right=cell_text(right)),
                        tuple(Cell(*c) for c in (pending.cell, left, right)))
        return Verdict(partial, text, (reason,), _refused(state, partial))
    return Verdict(partial, text, (), Msg("fp.partial.roll", tile=state.pending.tile.code))
