"""Big Monster moves part by part (see :mod:`tutor.core.turns`).

Parts, by ask: ``explorer`` — ``explorer``; ``pick`` — ``tile`` then ``ship`` (a seat,
``None`` on the 9th turn); ``place`` — ``cell`` (a :class:`tutor.core.Cell`, the anchor);
``row`` — ``row``; ``take`` — ``tile`` then ``discard``; ``salvage`` — ``tile``.
"""

from __future__ import annotations

from tutor.core import Cell, Msg, Partial, Reason, Verdict, bind_seat
from tutor.core.check import by_type
from tutor.core.verdict import headline

from .moves import ChooseRow, Keep, Move, Pick, Place, Salvage, Take
from .rulebook import R
from .rules import RULES, _name, asks, check, player, tile_msg
from .state import TURNS, Phase, State


def parts_of(state: State, move: Move) -> Partial:
    step, parts = by_type(_PARTS, move, "Big Monster move")(move)
    return Partial(step, parts, move.seat)


_PARTS = {
    Keep: lambda move: ("explorer", (("explorer", move.explorer),)),
    Pick: lambda move: ("pick", (("tile", move.tile), ("ship", move.ship))),
    Place: lambda move: ("place", (("cell", Cell(move.x, move.y)),)),
    ChooseRow: lambda move: ("row", (("row", move.row),)),
    Take: lambda move: ("take", (("tile", move.tile), ("discard", move.discard))),
    Salvage: lambda move: ("salvage", (("tile", move.tile),)),
}


def move_for(state: State, partial: Partial) -> Move | None:
    s, step = partial.seat, partial.step
    if step == "explorer":
        e = partial.get("explorer")
        return Keep(e, seat=s) if e is not None else None
    if step == "pick":
        if "tile" not in partial or "ship" not in partial:
            return None
        return Pick(partial.get("tile"), partial.get("ship"), seat=s)
    if step == "place":
        c = partial.get("cell")
        return Place(c[0], c[1], seat=s) if c is not None else None
    if step == "row":
        r = partial.get("row")
        return ChooseRow(r, seat=s) if r is not None else None
    if step == "take":
        if "tile" not in partial or "discard" not in partial:
            return None
        return Take(partial.get("tile"), partial.get("discard"), seat=s)
    if step == "salvage" and "tile" in partial:
        return Salvage(partial.get("tile"), seat=s)
    return None


@RULES.partial.provide
def check_partial(state: State, partial: Partial) -> Verdict:
    """What the chosen parts decide already: the tile is in the hand or the row."""
    move = move_for(state, partial)
    if move is not None:
        return check(state, move)
    shown = partial.step
    if state.phase is Phase.OVER:
        return Verdict(partial, shown, (Reason(R.END_SCORE, False, Msg("bm.gate.over")),),
                       _refused(state, partial))
    open_asks = asks(state)
    partial, refused = bind_seat(open_asks, partial, state.players)
    mine = [a for a in open_asks if a.seat == partial.seat]
    if refused is None and not any(a.step == partial.step for a in mine):
        refused = Reason(mine[0].rule, False, Msg("bm.gate.step", ask=mine[0].msg))
    if refused is not None:
        return Verdict(partial, shown, (refused,), _refused(state, partial))
    reasons = []
    tile = partial.get("tile")
    if partial.step == "pick" and tile is not None:
        ok = tile in state.hands[partial.seat]
        reasons.append(Reason(R.DRAFT_SIMUL, ok, Msg("bm.pick.ok", tile=tile_msg(tile)) if ok
                              else Msg("bm.pick.not_in_hand", tile=tile,
                                       n=len(state.hands[partial.seat]))))
        if ok and state.turn == TURNS:
            reasons.append(Reason(R.ROUND_NINE, True, Msg("bm.pick.last_ok")))
    if partial.step == "take" and tile is not None:
        ok = tile in state.rows[state.row]
        reasons.append(Reason(R.ROW_PICK, ok, Msg("bm.take.ok", tile=tile_msg(tile)) if ok
                              else Msg("bm.take.absent", tile=tile,
                                       row=" ".join(state.rows[state.row]))))
    legal = all(r.ok for r in reasons)
    summary = mine[0].msg if legal else _refused(state, partial)
    return Verdict(partial, shown, tuple(reasons), summary)


def _refused(state: State, partial: Partial) -> Msg:
    return headline(False, partial_what(state, partial))


def partial_what(state: State, partial: Partial) -> Msg:
    """The parts chosen so far in words, for a refused headline: "Player 2 chooses the
    Dragon", "Player 1 chooses a row" (never the step's name)."""
    seat = partial.seat if isinstance(partial.seat, int) and 0 <= partial.seat < state.players \
        else 0
    who = player(seat)
    step, tile = partial.step, partial.get("tile")
    if step == "pick":
        if tile is not None:
            return Msg("bm.what.pick_tile", who=who, tile=_name(tile))
        return Msg("bm.what.pick_any", who=who)
    if step == "take":
        if tile is not None:
            return Msg("bm.what.take_tile", who=who, tile=_name(tile))
        if "discard" in partial:
            return Msg("bm.what.discard_tile", who=who, tile=_name(partial.get("discard")))
        return Msg("bm.what.take_any", who=who)
    if step in ("explorer", "place", "row", "salvage"):
        return Msg(f"bm.what.{step}_any", who=who)
    return Msg("bm.what.step", who=who)
