"""Moves of Pook part by part (see :mod:`tutor.core.turns`).

Parts, by ask: ``place`` — ``card`` (of the hand), ``side`` (``"warrior"`` or ``"coin"``)
and ``cell``; a ``cell`` that holds a card next to Piggy is the swap before placing
(POOK-PIG-1), whatever else is picked. ``power`` — ``cell`` (the target), and for a Mage
``card`` (the hand card it swaps in); or ``pass``. ``swap_after`` — ``cell`` or ``pass``.
``pick`` (a tie-break) — ``cell``.
"""

from __future__ import annotations

from tutor.core import Cell, Msg, Partial, Reason, Verdict, bind_seat
from tutor.core.check import by_type
from tutor.core.verdict import headline

from .moves import Flip, Move, Pass, Place, Power, Swap
from .rulebook import R
from .rules import (RULES, asks, card_msg, cell_reasons, cell_text, check, hand_reason,
                    phase_gate, player, power_reasons)
from .state import Faction, Phase, State

SIDES = ("warrior", "coin")
STEP_PHASE = {"place": Phase.PLAY, "power": Phase.POWER, "swap_after": Phase.AFTER,
              "pick": Phase.TIEBREAK}


def parts_of(state: State, move: Move) -> Partial:
    """``move`` as its parts; a swap or a pass belongs to the ask of the phase it is made in."""
    return by_type(_PARTS, move, "Pook move")(state, move)


def _place_parts(state: State, move: Place) -> Partial:
    side = "warrior" if move.up else "coin"
    return Partial("place", (("card", move.card), ("side", side), ("cell", Cell(*move.cell))),
                   move.seat)


def _power_parts(state: State, move: Power) -> Partial:
    card = (("card", move.card),) if move.card is not None else ()
    return Partial("power", (("cell", Cell(*move.target)), *card), move.seat)


def _swap_parts(state: State, move: Swap) -> Partial:
    step = "place" if state.phase is Phase.PLAY else "swap_after"
    return Partial(step, (("cell", Cell(*move.cell)),), move.seat)


def _pass_parts(state: State, move: Pass) -> Partial:
    step = "power" if state.phase is Phase.POWER else "swap_after"
    return Partial(step, (("pass", True),), move.seat)


_PARTS = {
    Place: _place_parts, Power: _power_parts, Swap: _swap_parts, Pass: _pass_parts,
    Flip: lambda state, move: Partial("pick", (("cell", Cell(*move.cell)),), move.seat),
}


def mage_needs_card(state: State) -> bool:
    """POOK-POW-MAGE: the Mage just placed swaps in a hand card, so one must be named."""
    if state.phase is not Phase.POWER or state.placed is None:
        return False
    warrior = state.board.warrior(state.placed)
    return warrior is not None and warrior.faction is Faction.M and bool(state.hands[state.turn])


def move_for(state: State, partial: Partial) -> Move | None:
    """The move ``partial`` makes, or ``None`` while a part is missing."""
    seat = partial.seat
    if partial.step in ("power", "swap_after") and partial.get("pass"):
        return Pass(seat=seat)
    cell = partial.get("cell")
    if cell is None:
        return None
    cell = tuple(cell)
    if partial.step == "place":
        if cell in state.board:
            return Swap(cell, seat=seat)
        card, side = partial.get("card"), partial.get("side", "warrior")
        if card is None or side not in SIDES:
            return None
        return Place(card, side == "warrior", cell, seat=seat)
    if partial.step == "power":
        card = partial.get("card")
        if card is None and mage_needs_card(state):
            return None
        return Power(cell, card, seat=seat)
    if partial.step == "swap_after":
        return Swap(cell, seat=seat)
    if partial.step == "pick":
        return Flip(cell, seat=seat)
    return None


def partial_text(partial: Partial) -> str:
    """``K1``, ``@1,0``: the parts chosen, as the notation writes them."""
    card, cell = partial.get("card"), partial.get("cell")
    out = card.code if card is not None else ""
    if cell is not None:
        out += f"@{cell[0]},{cell[1]}"
    return out or partial.step


@RULES.partial.provide
def check_partial(state: State, partial: Partial) -> Verdict:
    """What the parts chosen so far decide already, and (in the summary) what is next."""
    move = move_for(state, partial)
    if move is not None:
        return check(state, move)
    text = partial_text(partial)
    if state.phase is Phase.OVER:
        return Verdict(partial, text, (Reason(R.END_1, False, Msg("pk.gate.over")),),
                       _refused(state, partial))
    open_asks = asks(state)
    partial, refused = bind_seat(open_asks, partial, state.players)
    if refused is None:
        phase = STEP_PHASE.get(partial.step)
        if phase is None:
            refused = Reason(R.TURN_1, False, Msg("pk.partial.no_step", step=partial.step))
        else:
            refused = phase_gate(state, (phase,))
    if refused is not None:
        return Verdict(partial, text, (refused,), _refused(state, partial))
    who = player(state.turn)
    card, cell = partial.get("card"), partial.get("cell")
    reasons: list[Reason] = []
    if partial.step == "place":
        if card is not None:
            reasons.append(hand_reason(state, card))
            side = partial.get("side", "warrior")
            summary = Msg("pk.partial.card", who=who, card=card_msg(card),
                          side=Msg(f"pk.partial.side.{side}"))
        elif cell is not None:
            reasons += cell_reasons(state, cell)
            summary = Msg("pk.partial.cell", who=who, cell=cell_text(cell))
        else:
            summary = open_asks[0].msg
    elif partial.step == "power" and cell is not None:       # a Mage, no hand card yet
        reasons += power_reasons(state, Power(tuple(cell), None), card_to_come=True)
        summary = Msg("pk.partial.mage", card=card_msg(state.board.warrior(state.placed)),
                      cell=cell_text(cell))
    elif partial.step == "power" and card is not None:
        reasons.append(hand_reason(state, card))
        summary = Msg("pk.partial.mage_card", card=card_msg(card),
                      mage=card_msg(state.board.warrior(state.placed)))
    else:
        summary = open_asks[0].msg
    if not all(r.ok or not r.binding for r in reasons):
        summary = _refused(state, partial)
    return Verdict(partial, text, tuple(reasons), summary)


def _refused(state: State, partial: Partial) -> Msg:
    return headline(False, partial_what(state, partial))


def partial_what(state: State, partial: Partial) -> Msg:
    """The parts chosen so far in words, for a refused headline: "Player 1 places a card at
    (3,3)", "Player 2 places K1 warrior side up" (never their notation, ``@3,3``)."""
    seat = partial.seat if type(partial.seat) is int and 0 <= partial.seat < state.players \
        else state.to_act if state.to_act is not None else state.turn
    who = player(seat)
    card, cell = partial.get("card"), partial.get("cell")
    if partial.step == "place":
        if card is not None:
            side = partial.get("side", "warrior")
            side = side if side in SIDES else "warrior"
            return Msg("pk.what.place_card", who=who, card=card.code,
                       side=Msg(f"pk.partial.side.{side}"))
        if cell is not None:
            return Msg("pk.what.place_cell", who=who, cell=cell_text(cell))
        return Msg("pk.what.place_any", who=who)
    if partial.step == "power":
        placed = state.board.warrior(state.placed) if state.placed else None
        name = placed.code if placed is not None else Msg("pk.what.the_warrior")
        if cell is not None:
            return Msg("pk.what.power", card=name, cell=cell_text(cell))
        if card is not None:
            return Msg("pk.what.mage_card", card=name, new=card.code)
        return Msg("pk.what.power_any", card=name)
    if partial.step == "swap_after":
        return Msg("pk.what.swap_any", who=who)
    if partial.step == "pick":
        return Msg("pk.what.flip_any", who=who)
    return Msg("pk.what.step", who=who)
