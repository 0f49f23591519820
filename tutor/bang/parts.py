"""BANG! moves part by part (see :mod:`tutor.core.turns`).

Parts, by ask: ``play`` — ``card`` (a :class:`.data.Card` of the hand), then ``target`` (a
:class:`tutor.core.Seat`) for BANG!, Panic!, Cat Balou, Duel and Jail, then ``pick``
(``"hand"`` or a card in play) for Panic! and Cat Balou; or ``heal`` (Sid Ketchum's two
cards); or ``end``. Answers (``shot``, ``indians``, ``duel``, ``dying``) — ``card``, or
``flip`` (``"barrel"`` / ``"jourdonnais"``), or ``take``; ``store``, ``discard``, ``kit`` —
``card``; ``drawfrom`` — ``source``; ``choose`` — ``character``.
"""

from __future__ import annotations

from tutor.core import Msg, Partial, Reason, Seat, Verdict, bind_seat
from tutor.core.turns import asked_seats
from tutor.core.verdict import headline

from .data import Card, kind
from .moves import (Choose, Discard, DrawFrom, EndTurn, Flip, Heal, Move, Pick, Play,
                    PutBack, Respond, Take)
from .rulebook import R
from .rules import (TARGETED, _face_or_code, asks, check as check_move, in_hand, is_bang_card,
                    player, target_reason)
from .state import State


def _step(state: State) -> str:
    open_asks = asks(state)
    return open_asks[0].step if open_asks else "play"


def parts_of(state: State, move: Move) -> Partial:
    step, seat = _step(state), move.seat
    if isinstance(move, Play):
        parts = [("card", Card(move.card))]
        if move.target is not None:
            parts.append(("target", Seat(move.target)))
        if move.pick is not None:
            parts.append(("pick", move.pick))
        return Partial(step, tuple(parts), seat)
    if isinstance(move, (Respond, Pick, Discard, PutBack)):
        return Partial(step, (("card", Card(move.card)),), seat)
    if isinstance(move, Flip):
        return Partial(step, (("flip", move.what),), seat)
    if isinstance(move, Take):
        return Partial(step, (("take", True),), seat)
    if isinstance(move, Heal):
        return Partial(step, (("heal", tuple(Card(c) for c in move.cards)),), seat)
    if isinstance(move, DrawFrom):
        src = Seat(move.source) if isinstance(move.source, int) else move.source
        return Partial(step, (("source", src),), seat)
    if isinstance(move, Choose):
        return Partial(step, (("character", move.character),), seat)
    return Partial(step, (("end", True),), seat)


def _needs(state: State, seat: int | None, code: str) -> tuple[bool, bool]:
    k = kind(code)
    who = seat if seat is not None else (state.turn if not state.stack else None)
    bang = who is not None and is_bang_card(state, who, code)
    return (k in TARGETED or bang), k in ("PN", "CB")


def move_for(state: State, partial: Partial) -> Move | None:
    seat, step = partial.seat, partial.step
    card = partial.get("card")
    if partial.get("heal") is not None:         # Sid Ketchum, whenever he is asked
        return Heal(tuple(c.code for c in partial.get("heal")), seat=seat)
    if step == "play":
        if partial.get("end"):
            return EndTurn(seat=seat)
        if card is None:
            return None
        target, pick = partial.get("target"), partial.get("pick")
        need_target, need_pick = _needs(state, seat, card.code)
        if need_target and target is None or need_pick and pick is None:
            return None
        return Play(card.code, int(target) if target is not None else None, pick, seat=seat)
    if step in ("shot", "indians", "duel", "dying"):
        if partial.get("take"):
            return Take(seat=seat)
        if partial.get("flip"):
            return Flip(partial.get("flip"), seat=seat)
        return Respond(card.code, seat=seat) if card is not None else None
    if step in ("store", "discard", "kit"):
        cls = {"store": Pick, "discard": Discard, "kit": PutBack}[step]
        return cls(card.code, seat=seat) if card is not None else None
    if step == "drawfrom":
        src = partial.get("source")
        if src is None:
            return None
        return DrawFrom(int(src) if isinstance(src, Seat) else src, seat=seat)
    ch = partial.get("character")
    return Choose(ch, seat=seat) if ch is not None else None


def check(state: State, move: Move | Partial) -> Verdict:
    """The verdict on a move, whole (:func:`.rules.check`) or put together part by part
    (:func:`check_partial`): the game's ``check``."""
    if isinstance(move, Partial):
        return check_partial(state, move)
    return check_move(state, move)


def check_partial(state: State, partial: Partial) -> Verdict:
    """What the chosen parts decide already: the card is in the hand, the target is
    another living player; the rest is still to choose."""
    move = move_for(state, partial)
    if move is not None:
        return check_move(state, move)
    shown = partial.step
    if state.winners:
        return Verdict(partial, shown, (Reason(R.END, False, Msg("bang.gate.over")),),
                       _refused(state, partial))
    open_asks = asks(state)
    partial, refused = bind_seat(open_asks, partial, state.players)
    if refused is None and partial.step != open_asks[0].step:
        refused = Reason(open_asks[0].rule, False, Msg("bang.gate.step", ask=open_asks[0].msg))
    if refused is not None:
        return Verdict(partial, shown, (refused,), _refused(state, partial))
    seat = open_asks[0].seat
    reasons = []
    card, target = partial.get("card"), partial.get("target")
    if card is not None:
        reasons.append(in_hand(state, seat, card.code))
    if target is not None:
        bad = target_reason(state, seat, int(target), R.TURN_PLAY)
        if bad is not None:
            reasons.append(bad)
    legal = all(r.ok for r in reasons)
    summary = open_asks[0].msg if legal else _refused(state, partial)
    return Verdict(partial, shown, tuple(reasons), summary)


def _refused(state: State, partial: Partial) -> Msg:
    return headline(False, partial_what(state, partial))


#: The steps a partial move may name, each said in words when nothing is chosen yet.
STEPS = ("play", "shot", "indians", "duel", "dying", "store", "discard", "kit", "drawfrom",
         "choose")


def partial_what(state: State, partial: Partial) -> Msg:
    """The parts chosen so far in words, for a refused headline: "Player 1 plays BANG! A♠
    at Player 3", "Player 2 answers" (never the step's name)."""
    seat = partial.seat
    if seat is None:
        seats = list(asked_seats(asks(state))) if not state.winners else []
        seat = seats[0] if seats else state.turn

    def named(s) -> Msg | str:
        return player(s) if type(s) is int and 0 <= s < state.players else str(s)

    who = named(seat)
    card, target = partial.get("card"), partial.get("target")
    target = int(target) if isinstance(target, Seat) else target
    if partial.step == "play" and card is not None:
        face = _face_or_code(getattr(card, "code", card))
        if target is not None:
            return Msg("bang.what.play_at", who=who, card=face, target=named(target))
        return Msg("bang.what.play", who=who, card=face)
    if partial.step == "play" and target is not None:
        return Msg("bang.what.aim", who=who, target=named(target))
    if partial.step in STEPS:
        return Msg(f"bang.what.step.{partial.step}", who=who)
    return Msg("bang.what.step", who=who)
