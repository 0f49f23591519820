"""The Sponsors action (AN-SPONSORS-*): its step, its moves and their verdicts, the
moveset ``sponsors``.

* AN-SPONSORS-BASIC — side I: play exactly 1 sponsor from the hand of level ≤ strength,
  meeting its conditions (AN-COND, AN-COND-OWN: the card's own icons never count); **or**
  the break option: the Break token X = strength spaces and X money.
* AN-SPONSORS-UPG — side II: sponsors one by one, total level ≤ strength + 1, from the hand
  or from a display folder within reputation range paying the folder number in money;
  **or** the break option with 2X money. Cards requiring upgraded Sponsors are playable.
* AN-ACT-CHOOSE — the action is always possible (the break option); once chosen it does
  at least one thing: the break option only before a sponsor, ``sponsor:done`` only after.
* AN-SPON-PLACE-UNIQUE-BUILDING — a sponsor with a unique building is refused while the
  building has nowhere to stand; AN-BUILD-UNIQUE — only its sponsor brings it.

Playing a sponsor (:func:`_play`): the card leaves the hand (or its folder, the display
refilling at the end of the turn), the folder's money is paid, the card joins the zoo,
its printed appeal / CP / reputation are gained (AN-SPON-KINDS); then its immediate effects
one by one and the ``sponsor_played`` event (:class:`~.sponsor_effects.SponsorEffects`).

Moves: ``sponsor:227`` (from the hand), ``sponsor:227@3`` (folder 3), ``sponsor:done``,
``break``; the effects' answers ``unique:6,3r0`` (the unique building), ``build:kiosk@6,3r0``
/ ``build:done`` (a free building, :class:`.build.FreeBuilding`); a card a sponsor gives is
taken with the card bonuses' one move, ``take:deck`` / ``take:3`` (:func:`.bonuses.take_cards`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar

from tutor.core import Ask, Msg, Reason, seat_name
from tutor.core.steps import SEAT, Step, count, pop, push, top, word
from tutor.core.verdict import EventLog, allowed

from .animals import card_msg
from .buildings import Building
from .cards import Sponsor, card
from .later import Later, said
from .messages import sponsors as _messages  # noqa: F401  (registers an.sponsors.*)
from .moveset import (NUM, PLACE, ActionEntry, MoveKind, Moveset, read_card, read_cell,
                      read_folder, read_rotation)
from .rulebook import R
from .sponsor_effects import (PlaceUnique, SponsorEffects, condition_reasons,
                              place_unique, printed_gains, spec_of, unique_placements,
                              unique_reasons)
from .state import DISPLAY_SIZE, State
from .steps import NOTATION, SIDES, advance_break_token, gain_money
from .strength import Action, Side, action_name, sponsors_allowance
from .tracks import folders_in_range
from .zoo_map import written


def _who(seat: int) -> Msg:
    return seat_name(seat)


# ---------------------------------------------------------------- the step

@NOTATION.kind("sponsors", seat=SEAT, side=word(*SIDES), strength=count(0, 10),
               used=count(0, 11), played=count(0, 11))
@dataclass(frozen=True)
class SponsorsChoice(Step):
    """AN-SPONSORS-BASIC / AN-SPONSORS-UPG: play a sponsor or take the break option;
    on side II, ``used`` levels already played by ``played`` sponsors, more while the
    levels allow and a sponsor can be played."""

    seat: int
    OF_TURN: ClassVar[bool] = True
    side: str
    strength: int
    used: int = 0
    played: int = 0

    @property
    def allowance(self):
        return sponsors_allowance(Side(int(self.side)), self.strength)

    @property
    def left(self) -> int:
        """The level a next sponsor may have (side I: the strength; II: what is left)."""
        return self.allowance.level - self.used

    def waits(self, state: State) -> bool:
        return self.played == 0 or (self.side == "2" and bool(playable(state, self.seat)))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        a = self.allowance
        if self.played == 0:
            make = said("an.sponsors.ask.first", who=Later(_who, self.seat),
                           strength=self.strength, level=a.level, x=a.break_steps,
                           money=a.money)
        else:
            make = said("an.sponsors.ask.more", who=Later(_who, self.seat), left=self.left)
        return (Ask.later(self.seat, "sponsors", str(a.rule), make),)


# ---------------------------------------------------------------- moves

@dataclass(frozen=True)
class PlaySponsor:
    """AN-SPONSORS-BASIC / UPG: play sponsor ``card`` from the hand (``folder`` 0) or from
    display folder ``folder`` (side II, within reputation range, + ``folder`` money)."""

    card: int
    folder: int = 0
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class BreakOption:
    """AN-SPONSORS-BASIC / AN-SPONSORS-UPG: the Sponsors action's break option: the Break
    token X = strength spaces, X (side II: 2X) money."""

    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class SponsorsDone:
    """AN-SPONSORS-UPG: play no more sponsors this action (after at least one)."""

    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class PlaceUniqueAt:
    """AN-SPON-PLACE-UNIQUE-BUILDING: the unique building at ``anchor``, rotation ``rot``."""

    anchor: tuple[int, int]
    rot: int = 0
    seat: int | None = field(default=None, kw_only=True)


# ---------------------------------------------------------------- reasons

def _sponsor(n: object) -> Sponsor | None:
    if not isinstance(n, int) or isinstance(n, bool):
        return None
    try:
        c = card(n)
    except (KeyError, ValueError, LookupError):
        return None
    return c if isinstance(c, Sponsor) else None


def _source_reasons(state: State, step: SponsorsChoice, move: PlaySponsor) -> list[Reason]:
    """Where the card comes from: the hand; on side II also a folder within reputation
    range, paying the folder number in money (AN-SPONSORS-UPG)."""
    zoo = state.zoo(step.seat)
    f = move.folder
    if f == 0:
        ok = move.card in zoo.hand
        return [Reason.later(step.allowance.rule, ok, said("an.sponsors.hand" if ok else
                                                    "an.sponsors.not_hand", card=move.card))]
    if not isinstance(f, int) or not 1 <= f <= DISPLAY_SIZE:
        return [Reason.later(R.SPONSORS_UPG, False, said("an.turn.draw.folder", folder=f))]
    if step.side == "1":
        return [Reason.later(R.SPONSORS_BASIC, False, said("an.sponsors.side_i_hand"))]
    rep = zoo.reputation
    in_range = folders_in_range(rep)
    there = state.display[f - 1] == move.card
    return [Reason.later(R.SPONSORS_UPG, f in in_range,
                   said("an.turn.draw.range", folder=f, reputation=rep, highest=in_range[-1])),
            Reason.later(R.SPONSORS_UPG, there, said("an.sponsors.folder" if there else
                                              "an.sponsors.not_folder", card=move.card,
                                              folder=f)),
            Reason.later(R.SPONSORS_UPG, zoo.money >= f,
                   said("an.sponsors.folder_cost", folder=f, money=zoo.money))]


def _level_reason(step: SponsorsChoice, sp: Sponsor) -> Reason:
    """AN-SPONSORS-BASIC: level ≤ strength; AN-SPONSORS-UPG: levels in all ≤ strength + 1."""
    a = step.allowance
    if step.side == "1":
        return Reason.later(R.SPONSORS_BASIC, sp.level <= a.level,
                      said("an.sponsors.level_i", level=sp.level, strength=step.strength))
    total = step.used + sp.level
    return Reason.later(R.SPONSORS_UPG, total <= a.level,
                  said("an.sponsors.level_ii", used=step.used, level=sp.level, total=total,
                      limit=a.level, strength=step.strength))


def play_reasons(state: State, move: PlaySponsor) -> list[Reason]:
    """Every rule a sponsor played now is checked against, with its numbers."""
    step: SponsorsChoice = top(state)
    sp = _sponsor(move.card)
    if sp is None:
        return [Reason.later(step.allowance.rule, False, said("an.sponsors.not_sponsor",
                                                       card=move.card))]
    out = _source_reasons(state, step, move)
    out.append(_level_reason(step, sp))
    out += condition_reasons(state, step.seat, sp)
    if sp.unique_building is not None:
        spots = len(unique_placements(state, step.seat, sp))
        out.append(Reason.later(R.SPON_PLACE_UNIQUE_BUILDING, spots > 0,
                          said("an.sponsors.unique_spots", name=sp.name, n=spots)))
    return out


def playable(state: State, seat: int) -> list[PlaySponsor]:
    """Every sponsor ``seat`` may play now at the step on top (hand first, then folders)."""
    step = top(state)
    zoo = state.zoo(seat)
    moves = [PlaySponsor(c, seat=seat) for c in dict.fromkeys(zoo.hand) if _sponsor(c)]
    if step.side == "2":
        moves += [PlaySponsor(c, f, seat=seat) for f in folders_in_range(zoo.reputation)
                  if (c := state.display[f - 1]) is not None and _sponsor(c)]
    return [m for m in moves if allowed(play_reasons(state, m))]


def explain_card(state: State, number: object) -> tuple[Reason, ...]:
    """The sponsor card ``number`` chosen alone (a board's first click): the whole move's
    reasons (:func:`play_reasons`: AN-SPONSORS-BASIC / AN-SPONSORS-UPG source and level,
    AN-COND conditions, AN-SPON-PLACE-UNIQUE-BUILDING room) with the folder the card lies
    in (0: the hand, or a card found nowhere). The open step must be the Sponsors step
    (else one refusal says no sponsor is asked)."""
    step = top(state)
    if not isinstance(step, SponsorsChoice) or not step.waits(state):
        return (Reason.later(R.ACT_TURN, False, said("an.sponsors.not_asked")),)
    if type(number) is not int:
        return (Reason.later(step.allowance.rule, False, said("an.sponsors.not_sponsor",
                                                       card=repr(number))),)
    folder = 0
    if number not in state.zoo(step.seat).hand and number in state.display:
        folder = state.display.index(number) + 1
    return tuple(play_reasons(state, PlaySponsor(number, folder, seat=step.seat)))


def break_reasons(state: State, move: BreakOption) -> list[Reason]:
    """AN-SPONSORS-BASIC / UPG: the break option, instead of playing sponsors
    (AN-ACT-CHOOSE: always possible before a sponsor is played)."""
    step: SponsorsChoice = top(state)
    a = step.allowance
    return [Reason.later(a.rule, True, said("an.sponsors.break", x=a.break_steps, money=a.money)),
            Reason.later(R.ACT_CHOOSE, step.played == 0, said("an.sponsors.break_after",
                                                       n=step.played))]


def done_reasons(state: State, move: SponsorsDone) -> list[Reason]:
    """AN-ACT-CHOOSE: the chosen action did something — at least one sponsor played."""
    step: SponsorsChoice = top(state)
    return [Reason.later(R.ACT_CHOOSE, step.played > 0, said("an.sponsors.done", n=step.played))]


def _building(kind_, anchor, rot) -> Building | None:
    try:
        return Building(kind_, tuple(anchor), rot)
    except (TypeError, ValueError):
        return None


def _bad_place(rule: R, move) -> list[Reason]:
    return [Reason.later(rule, False, said("an.sponsors.bad_place", anchor=repr(move.anchor),
                                    rot=repr(move.rot)))]


def unique_at_reasons(state: State, move: PlaceUniqueAt) -> list[Reason]:
    """AN-SPON-PLACE-UNIQUE-BUILDING: the placement rules with the building's needs."""
    step: PlaceUnique = top(state)
    b = _building(_unique_kind(step), move.anchor, move.rot)
    if b is None:
        return _bad_place(R.SPON_PLACE_UNIQUE_BUILDING, move)
    return unique_reasons(state, step.seat, step, b)


def _unique_kind(step: PlaceUnique):
    return spec_of(card(step.card)).kind


# ---------------------------------------------------------------- play

def _play(state: State, seat: int, move: PlaySponsor, log: EventLog) -> State:
    step: SponsorsChoice = top(state)
    sp: Sponsor = card(move.card)
    state = pop(state)
    zoo = state.zoo(seat)
    if move.folder:
        f = move.folder
        state = state.replace(display=state.display[:f - 1] + (None,) + state.display[f:])
        state = gain_money(state, seat, -f)
    else:
        hand = list(zoo.hand)
        hand.remove(move.card)
        state = state.change_zoo(seat, hand=tuple(hand))
    state = state.change_zoo(seat, played=state.zoo(seat).played + (move.card,))
    log.add(state, step.allowance.rule, said("an.sponsors.ev.played", who=Later(_who, seat),
                                                name=sp.name, card=sp.number, level=sp.level,
                                                folder=move.folder))
    if step.side == "2":
        state = push(state, SponsorsChoice(seat, step.side, step.strength,
                                           step.used + sp.level, step.played + 1))
    state = printed_gains(state, seat, sp, log)
    return push(state, SponsorEffects(seat, sp.number, 0))


def _break(state: State, seat: int, move: BreakOption, log: EventLog) -> State:
    a = top(state).allowance
    state = gain_money(pop(state), seat, a.money)
    log.add(state, a.rule, said("an.sponsors.ev.break", who=Later(_who, seat),
                                   x=a.break_steps, money=a.money))
    return advance_break_token(state, seat, a.break_steps, log, a.rule)


def _done(state: State, seat: int, move: SponsorsDone, log: EventLog) -> State:
    step = top(state)
    log.add(state, R.SPONSORS_UPG, said("an.sponsors.ev.done", who=Later(_who, seat),
                                           n=step.played))
    return pop(state)


def _unique_at(state: State, seat: int, move: PlaceUniqueAt, log: EventLog) -> State:
    step = top(state)
    return place_unique(pop(state), seat, Building(_unique_kind(step), tuple(move.anchor),
                                                   move.rot), log)


# ---------------------------------------------------------------- legal moves

def _sponsors_moves(state: State, ask: Ask) -> list:
    step: SponsorsChoice = top(state)
    out: list = playable(state, ask.seat)
    out.append(BreakOption(seat=ask.seat) if step.played == 0 else SponsorsDone(seat=ask.seat))
    return out


def _unique_moves(state: State, ask: Ask) -> list:
    step: PlaceUnique = top(state)
    return [PlaceUniqueAt(b.anchor, b.rot, seat=ask.seat)
            for b in unique_placements(state, step.seat, card(step.card))]


# ---------------------------------------------------------------- the action

def _possible(state: State, seat: int, side: Side, strength: int) -> Reason:
    """AN-ACT-CHOOSE: the Sponsors action is always possible (its break option)."""
    return Reason.later(R.ACT_CHOOSE, True, said("an.turn.act.possible",
                                          action=Later(action_name, Action.SPONSORS)))


def _start(state: State, seat: int, side: Side, strength: int, log: EventLog) -> State:
    return push(state, SponsorsChoice(seat, str(int(side)), strength))


# ---------------------------------------------------------------- notation

_AT = PLACE


def _at(m: re.Match[str]) -> tuple[tuple[int, int], int]:
    return read_cell(m, 1), read_rotation(m, 3)


def _coord(m, i: int) -> object:
    """Coordinate ``i`` of the move's anchor, or "?" for an anchor that is no pair."""
    pair = isinstance(m.anchor, (tuple, list)) and len(m.anchor) == 2
    return m.anchor[i] if pair else "?"


def _write_at(m) -> str:
    return f"{written(m.anchor)}r{m.rot}"


def _describe_play(state: State, move: PlaySponsor) -> Msg:
    """The sponsor by name and number, as an animal is: "WAZA Special Assignment (227)"
    (a number that is no sponsor card stays a number)."""
    named = card_msg(move.card) if _sponsor(move.card) is not None else move.card
    return Msg("an.sponsors.move.play_folder" if move.folder else "an.sponsors.move.play",
               card=named, folder=move.folder)


MOVESET = Moveset(
    "sponsors",
    moves={
        PlaySponsor: MoveKind(
            "sponsors", play_reasons, _play,
            _describe_play,
            lambda m: f"sponsor:{m.card}" + (f"@{m.folder}" if m.folder else ""),
            (re.compile(rf"sponsor:{NUM}(?:@{NUM})?"),
             lambda m: PlaySponsor(read_card(m, 1), 0 if m[2] is None else read_folder(m, 2)))),
        BreakOption: MoveKind(
            "sponsors", break_reasons, _break, lambda s, m: Msg("an.sponsors.move.break"),
            lambda m: "break", (re.compile(r"break"), lambda m: BreakOption())),
        SponsorsDone: MoveKind(
            "sponsors", done_reasons, _done, lambda s, m: Msg("an.sponsors.move.done"),
            lambda m: "sponsor:done", (re.compile(r"sponsor:done"), lambda m: SponsorsDone())),
        PlaceUniqueAt: MoveKind(
            "unique", unique_at_reasons, _unique_at,
            lambda s, m: Msg("an.sponsors.move.unique", x=_coord(m, 0), y=_coord(m, 1), rot=m.rot),
            lambda m: "unique:" + _write_at(m),
            (re.compile("unique:" + _AT), lambda m: PlaceUniqueAt(*_at(m)))),
    },
    legal={"sponsors": _sponsors_moves, "unique": _unique_moves},
    actions={Action.SPONSORS: ActionEntry(_possible, _start)},
)

__all__ = ["MOVESET", "BreakOption", "PlaceUniqueAt", "PlaySponsor",
           "SponsorsChoice", "SponsorsDone", "break_reasons", "done_reasons", "explain_card",
           "play_reasons", "playable"]
