"""The answers to the steps of WAZA Special Assignment and Okapi Stable: the moveset
``sponsor_tokens`` (the steps are :mod:`.sponsor_effects`').

* AN-SPON-CHOOSE-SIZE-CLASS — ``waza:small`` / ``waza:large``: the class chosen for good;
  then AN-SPON-REVEAL-UNTIL: deck cards revealed until an animal of that class, taken.
* AN-SPON-PLAY-SPONSOR-FOR-MONEY — ``okapi:227``: a token off Okapi Stable, sponsor 227
  played from the hand for its level in money (conditions apply); ``okapi:skip``: not.

The wildcard tokens of the Breeding Programs (AN-SPON-WILDCARD-TOKENS) are spent with the
Association action's project support (``project:103:2+w1``, :mod:`.association`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import partial

from tutor.core import Ask, Msg, Reason, seat_name
from tutor.core.steps import pop, top
from tutor.core.verdict import EventLog

from .cards import SizeClass, card
from .messages import sponsor_tokens as _messages  # noqa: F401  (registers an.tokens.*)
from .moveset import MoveKind, Moveset
from .rulebook import R
from .sponsor_effects import OkapiPlay, choose_size, money_play_reasons, \
    play_for_money
from .state import State

#: AN-SPON-CHOOSE-SIZE-CLASS: the two classes offered (medium is neither).
CLASSES = (SizeClass.SMALL, SizeClass.LARGE)


@dataclass(frozen=True)
class ChooseSize:
    """AN-SPON-CHOOSE-SIZE-CLASS: small or large animals, for good."""

    size: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class OkapiSponsor:
    """AN-SPON-PLAY-SPONSOR-FOR-MONEY: sponsor ``card`` from the hand for its level."""

    card: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class OkapiSkip:
    """AN-SPON-PLAY-SPONSOR-FOR-MONEY: no sponsor now (the token stays on the card)."""

    seat: int | None = field(default=None, kw_only=True)


def size_reasons(state: State, move: ChooseSize) -> list[Reason]:
    ok = move.size in CLASSES
    return [Reason(R.SPON_CHOOSE_SIZE_CLASS, ok, Msg(
        "an.tokens.size_ok", size=Msg(f"an.tokens.size.{move.size}")) if ok else Msg(
        "an.tokens.size_bad", value=repr(move.size)))]


def okapi_reasons(state: State, move: OkapiSponsor) -> list[Reason]:
    step: OkapiPlay = top(state)
    left = state.zoo(step.seat).tokens_on(step.card)
    return [Reason(R.SPON_PLAY_SPONSOR_FOR_MONEY, left > 0, Msg(
        "an.tokens.left", name=card(step.card).name, n=left))] + \
        money_play_reasons(state, step.seat, move.card)


def skip_reasons(state: State, move: OkapiSkip) -> list[Reason]:
    return [Reason(R.SPON_PLAY_SPONSOR_FOR_MONEY, True, Msg("an.tokens.okapi_skip"))]


def _size(state: State, seat: int, move: ChooseSize, log: EventLog) -> State:
    return choose_size(pop(state), seat, SizeClass(move.size), log)


def _okapi(state: State, seat: int, move: OkapiSponsor, log: EventLog) -> State:
    step = top(state)
    return play_for_money(pop(state), seat, step, move.card, log)


def _skip(state: State, seat: int, move: OkapiSkip, log: EventLog) -> State:
    log.add(state, R.SPON_PLAY_SPONSOR_FOR_MONEY, partial(Msg, "an.tokens.ev.okapi_skip",
                                                          who=seat_name(seat)))
    return pop(state)


def _size_moves(state: State, ask: Ask) -> list:
    return [ChooseSize(str(c), seat=ask.seat) for c in CLASSES]


def _okapi_moves(state: State, ask: Ask) -> list:
    step: OkapiPlay = top(state)
    return [OkapiSponsor(c, seat=ask.seat) for c in step.options(state)] + \
        [OkapiSkip(seat=ask.seat)]


MOVESET = Moveset(
    "sponsor_tokens",
    moves={
        ChooseSize: MoveKind(
            "waza", size_reasons, _size,
            lambda s, m: Msg("an.tokens.move.size", size=Msg(f"an.tokens.size.{m.size}")),
            lambda m: f"waza:{m.size}",
            (re.compile(r"waza:(small|large)"), lambda m: ChooseSize(m[1]))),
        OkapiSponsor: MoveKind(
            "okapi", okapi_reasons, _okapi,
            lambda s, m: Msg("an.tokens.move.okapi", card=m.card),
            lambda m: f"okapi:{m.card}",
            (re.compile(r"okapi:([1-9][0-9]{0,2})"), lambda m: OkapiSponsor(int(m[1])))),
        OkapiSkip: MoveKind(
            "okapi", skip_reasons, _skip, lambda s, m: Msg("an.tokens.move.okapi_skip"),
            lambda m: "okapi:skip", (re.compile(r"okapi:skip"), lambda m: OkapiSkip())),
    },
    legal={"waza": _size_moves, "okapi": _okapi_moves},
)

__all__ = ["CLASSES", "MOVESET", "ChooseSize", "OkapiSkip", "OkapiSponsor", "okapi_reasons",
           "size_reasons", "skip_reasons"]
