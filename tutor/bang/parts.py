"""BANG! moves part by part (see :mod:`tutor.core.turns`).

Parts, by ask: ``play`` — ``card`` (a :class:`.data.Card` of the hand), then ``target`` (a
:class:`tutor.core.Seat`) for BANG!, Panic!, Cat Balou, Duel and Jail, then ``pick``
(``"hand"`` or a card in play) for Panic! and Cat Balou; or ``heal`` (Sid Ketchum's two
cards); or ``end``. Answers (``shot``, ``indians``, ``duel``, ``dying``) — ``card``, or
``flip`` (``"barrel"`` / ``"jourdonnais"``), or ``take``; ``store``, ``discard``, ``kit`` —
``card``; ``drawfrom`` — ``source``; ``choose`` — ``character``.
"""

from __future__ import annotations

from tutor.core import Msg, Partial, Seat, Verdict
from tutor.core.check import by_type
from tutor.core.verdict import headline

from .data import Card, kind
from .moves import (Choose, Discard, DrawFrom, EndTurn, Flip, Heal, Move, Pick, Play,
                    PutBack, Respond, Take)
from .rulebook import R
from .rules import (RULES, TARGETED, _face_or_code, asks, check, in_hand, is_bang_card, mover,
                    named, target_reason)
from .state import State


def _step(state: State) -> str:
    open_asks = asks(state)
    return open_asks[0].step if open_asks else "play"


def _card(move: Respond | Pick | Discard | PutBack) -> tuple:
    return (("card", Card(move.card)),)


def _play_parts(move: Play) -> tuple:
    parts = [("card", Card(move.card))]
    if move.target is not None:
        parts.append(("target", Seat(move.target)))
    if move.pick is not None:
        parts.append(("pick", move.pick))
    return tuple(parts)


def _source(move: DrawFrom) -> tuple:
    return (("source", Seat(move.source) if isinstance(move.source, int) else move.source),)


#: Move class -> its parts, as the board picks them.
PARTS = {Play: _play_parts, Respond: _card, Pick: _card, Discard: _card, PutBack: _card,
         Flip: lambda m: (("flip", m.what),), Take: lambda m: (("take", True),),
         Heal: lambda m: (("heal", tuple(Card(c) for c in m.cards)),), DrawFrom: _source,
         Choose: lambda m: (("character", m.character),), EndTurn: lambda m: (("end", True),)}


def parts_of(state: State, move: Move) -> Partial:
    return Partial(_step(state), by_type(PARTS, move, "BANG! move")(move), move.seat)


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


@RULES.partial.provide
def check_partial(state: State, partial: Partial) -> Verdict:
    """What the chosen parts decide already: the card is in the hand, the target is
    another living player; the rest is still to choose (the game's ``check`` of a
    :class:`~tutor.core.Partial`)."""
    move = move_for(state, partial)
    if move is not None:
        return check(state, move)
    shown = partial.step
    partial, refused = RULES.gate_partial(state, partial)
    if refused is not None:
        return Verdict(partial, shown, (refused,), _refused(state, partial))
    seat = partial.seat
    reasons = []
    card, target = partial.get("card"), partial.get("target")
    if card is not None:
        reasons.append(in_hand(state, seat, card.code))
    if target is not None:
        bad = target_reason(state, seat, int(target), R.TURN_PLAY)
        if bad is not None:
            reasons.append(bad)
    legal = all(r.ok for r in reasons)
    ask = next(a for a in asks(state) if a.seat == seat and a.step == partial.step)
    summary = ask.msg if legal else _refused(state, partial)
    return Verdict(partial, shown, tuple(reasons), summary)


def _refused(state: State, partial: Partial) -> Msg:
    return headline(False, partial_what(state, partial))


#: The steps a partial move may name, each said in words when nothing is chosen yet.
STEPS = ("play", "shot", "indians", "duel", "dying", "store", "discard", "kit", "drawfrom",
         "choose")


def partial_what(state: State, partial: Partial) -> Msg:
    """The parts chosen so far in words, for a refused headline: "Player 1 plays BANG! A♠
    at Player 3", "Player 2 answers" (never the step's name)."""
    who = named(state, mover(state, partial.seat))
    card, target = partial.get("card"), partial.get("target")
    target = int(target) if isinstance(target, Seat) else target
    if partial.step == "play" and card is not None:
        face = _face_or_code(getattr(card, "code", card))
        if target is not None:
            return Msg("bang.what.play_at", who=who, card=face, target=named(state, target))
        return Msg("bang.what.play", who=who, card=face)
    if partial.step == "play" and target is not None:
        return Msg("bang.what.aim", who=who, target=named(state, target))
    if partial.step in STEPS:
        return Msg(f"bang.what.step.{partial.step}", who=who)
    return Msg("bang.what.step", who=who)
