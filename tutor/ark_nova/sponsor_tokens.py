"""The answers to the steps of WAZA Special Assignment, Okapi Stable, Archaeologist and
WAZA Small Animals Program: the moveset ``sponsor_tokens`` (the steps are
:mod:`.sponsor_effects`').

* AN-SPON-CHOOSE-SIZE-CLASS — ``waza:small`` / ``waza:large``: the class chosen for good;
  then AN-SPON-REVEAL-UNTIL: deck cards revealed until an animal of that class, taken.
* AN-SPON-PLAY-SPONSOR-FOR-MONEY — ``okapi:227``: a token off Okapi Stable, sponsor 227
  played from the hand for its level in money (conditions apply); ``okapi:skip``: not.
* AN-SPON-EXTRA-PLACEMENT-BONUS — ``extra_bonus:money_5``: the bonus printed on the map
  (by its id: kind, then value when above 1) taken as well.
* AN-SPON-PLAY-EXTRA-ANIMAL — ``extra_animal:401@3,4``: one more small animal from the hand
  into the enclosure anchored at (3, 4), as the Animals action plays it;
  ``extra_animal:skip``: none.
* AN-SPON-TAKE-DISPLAY-CARD — ``take_display:3``: the small animal of folder 3 into the
  hand, free, any folder; ``take_display:skip``: none.

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
from .placement import bonus_msg
from .rulebook import R
from .animals import card_msg, place_animal
from .sponsor_effects import (ExtraAnimal, OkapiPlay, TakeDisplay, bonus_choices, choose_size,
                              extra_animal_reasons, extra_bonus_reasons, money_play_reasons,
                              play_for_money, take_display_reasons, take_extra_bonus,
                              take_from_display)
from .state import State
from .strength import Side
from .zoo_map import text

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


@dataclass(frozen=True)
class PickBonus:
    """AN-SPON-EXTRA-PLACEMENT-BONUS: the bonus printed on the map with id ``bonus``."""

    bonus: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class ExtraPlay:
    """AN-SPON-PLAY-EXTRA-ANIMAL: animal ``card`` from the hand into the enclosure at
    ``anchor``."""

    card: int
    anchor: tuple[int, int]
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class ExtraSkip:
    """AN-SPON-PLAY-EXTRA-ANIMAL: no extra animal (it is a may)."""

    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class TakeFolder:
    """AN-SPON-TAKE-DISPLAY-CARD: the card of display folder ``folder``."""

    folder: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class TakeSkip:
    """AN-SPON-TAKE-DISPLAY-CARD: no card taken (it is a may)."""

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


def pick_reasons(state: State, move: PickBonus) -> list[Reason]:
    return extra_bonus_reasons(state, top(state).seat, move.bonus)


def extra_play_reasons(state: State, move: ExtraPlay) -> list[Reason]:
    step: ExtraAnimal = top(state)
    return extra_animal_reasons(state, step.seat, step.size, move.card, move.anchor)


def extra_skip_reasons(state: State, move: ExtraSkip) -> list[Reason]:
    return [Reason(R.SPON_PLAY_EXTRA_ANIMAL, True, Msg("an.sponsors.extra_animal.skip"))]


def take_folder_reasons(state: State, move: TakeFolder) -> list[Reason]:
    return take_display_reasons(state, top(state), move.folder)


def take_skip_reasons(state: State, move: TakeSkip) -> list[Reason]:
    return [Reason(R.SPON_TAKE_DISPLAY_CARD, True, Msg("an.sponsors.take_display.skip"))]


def _pick(state: State, seat: int, move: PickBonus, log: EventLog) -> State:
    return take_extra_bonus(pop(state), seat, move.bonus, log)


def _extra_play(state: State, seat: int, move: ExtraPlay, log: EventLog) -> State:
    """AN-SPON-PLAY-EXTRA-ANIMAL: played as the Animals action plays one from the hand
    (AN-ANIMALS-COST, AN-ANIMALS-ENCL, AN-ANIMALS-EFFECT: its abilities too)."""
    return place_animal(pop(state), seat, Side.I, move.card, move.anchor, log)


def _extra_skip(state: State, seat: int, move: ExtraSkip, log: EventLog) -> State:
    log.add(state, R.SPON_PLAY_EXTRA_ANIMAL, partial(Msg, "an.sponsors.ev.extra_animal_skip",
                                                     who=seat_name(seat)))
    return pop(state)


def _take_folder(state: State, seat: int, move: TakeFolder, log: EventLog) -> State:
    return take_from_display(pop(state), seat, move.folder, log)


def _take_skip(state: State, seat: int, move: TakeSkip, log: EventLog) -> State:
    log.add(state, R.SPON_TAKE_DISPLAY_CARD, partial(Msg, "an.sponsors.ev.take_display_skip",
                                                     who=seat_name(seat)))
    return pop(state)


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


def _pick_moves(state: State, ask: Ask) -> list:
    return [PickBonus(b.id, seat=ask.seat) for b in bonus_choices(state)]


def _extra_moves(state: State, ask: Ask) -> list:
    step: ExtraAnimal = top(state)
    return [ExtraPlay(c, at, seat=ask.seat) for c, at in step.options(state)] + \
        [ExtraSkip(seat=ask.seat)]


def _take_moves(state: State, ask: Ask) -> list:
    step: TakeDisplay = top(state)
    return [TakeFolder(f, seat=ask.seat) for f in step.options(state)] + \
        [TakeSkip(seat=ask.seat)]


def _describe_pick(state: State, move: PickBonus) -> Msg:
    found = next((b for b in bonus_choices(state) if b.id == move.bonus), None)
    if found is None:
        return Msg("an.sponsors.extra_bonus.bad", bonus=repr(move.bonus),
                   choices=[b.id for b in bonus_choices(state)])
    return Msg("an.sponsors.move.extra_bonus", bonus=bonus_msg(found.kind, found.value))


def _describe_extra(state: State, move: ExtraPlay) -> Msg:
    try:
        name = card_msg(move.card)
        at = text(move.anchor)
    except (KeyError, ValueError, LookupError, TypeError, IndexError):
        return Msg("an.sponsors.extra_animal.not_hand", card=repr(move.card))
    return Msg("an.sponsors.move.extra_animal", card=name, at=at)


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
        PickBonus: MoveKind(
            "extra_bonus", pick_reasons, _pick, _describe_pick,
            lambda m: f"extra_bonus:{m.bonus}",
            (re.compile(r"extra_bonus:([a-z_0-9]{1,40})"), lambda m: PickBonus(m[1]))),
        ExtraPlay: MoveKind(
            "extra_animal", extra_play_reasons, _extra_play, _describe_extra,
            lambda m: f"extra_animal:{m.card}@{m.anchor[0]},{m.anchor[1]}",
            (re.compile(r"extra_animal:([1-9][0-9]{0,2})@([0-8]),([0-9]|1[0-2])"),
             lambda m: ExtraPlay(int(m[1]), (int(m[2]), int(m[3]))))),
        ExtraSkip: MoveKind(
            "extra_animal", extra_skip_reasons, _extra_skip,
            lambda s, m: Msg("an.sponsors.move.extra_animal_skip"),
            lambda m: "extra_animal:skip", (re.compile(r"extra_animal:skip"),
                                            lambda m: ExtraSkip())),
        TakeFolder: MoveKind(
            "take_display", take_folder_reasons, _take_folder,
            lambda s, m: Msg("an.sponsors.move.take_display", folder=m.folder),
            lambda m: f"take_display:{m.folder}",
            (re.compile(r"take_display:([1-6])"), lambda m: TakeFolder(int(m[1])))),
        TakeSkip: MoveKind(
            "take_display", take_skip_reasons, _take_skip,
            lambda s, m: Msg("an.sponsors.move.take_display_skip"),
            lambda m: "take_display:skip", (re.compile(r"take_display:skip"),
                                            lambda m: TakeSkip())),
    },
    legal={"waza": _size_moves, "okapi": _okapi_moves, "extra_bonus": _pick_moves,
           "extra_animal": _extra_moves, "take_display": _take_moves},
)

__all__ = ["CLASSES", "MOVESET", "ChooseSize", "ExtraPlay", "ExtraSkip", "OkapiSkip",
           "OkapiSponsor", "PickBonus", "TakeFolder", "TakeSkip", "extra_play_reasons",
           "extra_skip_reasons", "okapi_reasons", "pick_reasons", "size_reasons",
           "skip_reasons", "take_folder_reasons", "take_skip_reasons"]
