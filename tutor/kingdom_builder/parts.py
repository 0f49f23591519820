"""Kingdom Builder moves part by part (see :mod:`tutor.core.turns`).

Parts, by ask: ``build`` (the middle of the mandatory action) — ``hex``; ``turn`` —
``hex`` alone (a mandatory build), or ``tile`` (``(kind, source)``) then for Barn, Harbor
and Paddock ``origin`` (the settlement to move) and ``hex``; or ``end``. ``return`` —
``tile`` (the source hex of the tile to return). Hexes are :class:`tutor.core.Hex`.
"""

from __future__ import annotations

from tutor.core import Msg, Partial, Reason, Verdict, bind_seat
from tutor.core.check import by_type
from tutor.core.verdict import headline

from .board import focus_hex, from_focus, text
from .moves import Build, EndTurn, Move, Return, Use
from .rulebook import R
from .rules import (RULES, asks, built_this_turn, check, find_tile, mandatory_status, player,
                    tile_msg)
from .state import LOCATION_KINDS, MOVE_TILES, Phase, State


def _step(state: State) -> str:
    open_asks = asks(state)
    return open_asks[0].step if open_asks else "turn"


def parts_of(state: State, move: Move) -> Partial:
    return by_type(_PARTS, move, "Kingdom Builder move")(state, move)


def _use_parts(state: State, move: Use) -> Partial:
    origin = (("origin", focus_hex(move.origin)),) if move.origin is not None else ()
    return Partial("turn", (("tile", (move.kind, move.source)), *origin,
                            ("hex", focus_hex(move.to))), move.seat)


_PARTS = {
    Build: lambda state, move: Partial(_step(state), (("hex", focus_hex(move.to)),), move.seat),
    Use: _use_parts,
    Return: lambda state, move: Partial("return", (("tile", focus_hex(move.source)),),
                                        move.seat),
    EndTurn: lambda state, move: Partial("turn", (("end", True),), move.seat),
}


def move_for(state: State, partial: Partial) -> Move | None:
    seat = partial.seat
    tile, hex_, origin = partial.get("tile"), partial.get("hex"), partial.get("origin")
    if partial.step == "return":
        return Return(from_focus(tile), seat=seat) if tile is not None else None
    if partial.get("end"):
        return EndTurn(seat=seat)
    if tile is not None:
        kind, source = tile
        if hex_ is None or (kind in MOVE_TILES and origin is None):
            return None
        return Use(kind, source, from_focus(hex_),
                   from_focus(origin) if origin is not None else None, seat=seat)
    if hex_ is not None and origin is None:
        return Build(from_focus(hex_), seat=seat)
    return None


@RULES.partial.provide
def check_partial(state: State, partial: Partial) -> Verdict:
    """What the chosen parts decide already: the tile is held, ready, and may be used now;
    the settlement to move is the player's."""
    move = move_for(state, partial)
    if move is not None:
        return check(state, move)
    shown = partial.step
    if state.phase is Phase.OVER:
        return Verdict(partial, shown, (Reason(R.END_ROUND, False, Msg("kb.gate.over")),),
                       _refused(state, partial))
    open_asks = asks(state)
    partial, refused = bind_seat(open_asks, partial, state.players)
    if refused is None and partial.step != open_asks[0].step:
        refused = Reason(open_asks[0].rule, False, Msg("kb.partial.step", step=partial.step,
                                                       ask=open_asks[0].msg))
    if refused is not None:
        return Verdict(partial, shown, (refused,), _refused(state, partial))
    reasons = []
    tile, origin = partial.get("tile"), partial.get("origin")
    if partial.step in ("turn", "build") and tile is not None:   # build: KB-TURN-ORDER
        kind, source = tile
        if kind not in LOCATION_KINDS or find_tile(state, kind, source) is None:
            reasons.append(Reason(R.LOC_GAIN, False, Msg("kb.tile.none", tile=Msg(
                "kb.tile.unknown") if kind not in LOCATION_KINDS else tile_msg(kind),
                hex=text(source))))
        else:
            t = find_tile(state, kind, source)
            if mandatory_status(state) == "middle":
                reasons.append(Reason(R.TURN_ORDER, False, Msg(
                    "kb.order.middle", n=built_this_turn(state), tile=tile_msg(kind))))
            elif t.status != "r":
                reasons.append(Reason(R.LOC_DELAY if t.status == "n" else R.LOC_ONCE, False,
                                      Msg("kb.tile.new" if t.status == "n" else "kb.tile.used",
                                          tile=tile_msg(kind))))
            else:
                reasons.append(Reason(R.LOC_ONCE, True, Msg("kb.tile.ready", tile=tile_msg(kind))))
        if origin is not None:
            o = from_focus(origin)
            mine = o in state.settlements[state.turn]
            reasons.append(Reason(R.LOC_ADJ_MOVE, mine, Msg(
                "kb.partial.origin_ok" if mine else "kb.partial.origin_bad", hex=text(o)),
                (origin,)))
    legal = all(r.ok for r in reasons)
    summary = open_asks[0].msg if legal else _refused(state, partial)
    return Verdict(partial, shown, tuple(reasons), summary)


def _refused(state: State, partial: Partial) -> Msg:
    return headline(False, partial_what(state, partial))


def partial_what(state: State, partial: Partial) -> Msg:
    """The parts chosen so far in words, for a refused headline: "Player 1 uses the Barn
    tile to move 3,5", "Player 2 builds a settlement" (never the step's name)."""
    seat = partial.seat if type(partial.seat) is int and 0 <= partial.seat < state.players \
        else state.turn
    who = player(seat)
    tile, origin = partial.get("tile"), partial.get("origin")
    if tile is not None and partial.step != "return":
        kind = tile[0] if isinstance(tile, tuple) and tile else None
        name = tile_msg(kind) if kind in LOCATION_KINDS else Msg("kb.tile.unknown")
        if origin is not None:
            return Msg("kb.what.use_from", who=who, tile=name, origin=text(from_focus(origin)))
        return Msg("kb.what.use", who=who, tile=name)
    if origin is not None:
        return Msg("kb.what.move_from", who=who, origin=text(from_focus(origin)))
    if partial.step in ("build", "turn", "return"):
        return Msg(f"kb.what.{partial.step}_any", who=who)
    return Msg("kb.what.step", who=who)
