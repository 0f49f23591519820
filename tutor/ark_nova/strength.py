"""Ark Nova's action row and the numbers tables of its five actions, as pure functions.

* Strength (AN-ACT-STRENGTH): the slot, 1 (leftmost) to 5; +1 per X-token spent before the
  action (AN-ACT-X); −2 for a card carrying a Constriction token (AN-ABIL-CONSTRICTION),
  never below 0 (the fact sheet is silent on a negative strength: our reading).
* The tables by side I / II, each row cited by its own ID: Cards (AN-CARDS-S1..S5,
  AN-CARDS-TABLE; strength above 5 reads as 5; the Break token +2 first), Animals
  (AN-ANIMALS-S1..S5, AN-ANIMALS-TABLE; side II at 5: +1 reputation first, AN-ANIMALS-REP),
  Build (size ≤ strength, one building on side I, AN-BUILD-BASIC / AN-BUILD-UPG), Sponsors
  (level ≤ strength, total ≤ strength + 1 on side II; or Break X and X or 2X money,
  AN-SPONSORS-BASIC / AN-SPONSORS-UPG), Association (task values 2 / 3 / 4 / 5, several
  different tasks on side II, AN-ASSOC-TASKS / AN-ASSOC-UPG).
* The row (a tuple of the 5 Action cards, slot 1 first): the used card goes to slot 1 and
  the cards to its left move one slot right (AN-ACT-SLIDE); the X-token action does the
  same and gives 1 X-token, never with 5 (AN-ACT-XACTION); a boost moves a card to slot 1
  the same way, or to slot 5 with the cards to its right moving one slot left
  (AN-ABIL-BOOST, the fact sheet's [OPEN] default).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum
from itertools import combinations
from typing import Any, ClassVar, TypeVar

from tutor.core import Msg, Reason, UsageError

from .later import said
from .messages import tracks as _messages  # noqa: F401  (registers an.tracks.*)
from .rulebook import R
from .tracks import X_TOKEN_MAX, x_tokens

SLOTS = 5                   # AN-ACT-STRENGTH
TABLE_TOP = 5               # AN-CARDS-TABLE, AN-ANIMALS-TABLE: above 5 reads as 5
CONSTRICTION = 2            # AN-ABIL-CONSTRICTION
CARDS_BREAK_STEPS = 2       # AN-CARDS: the Break token advances 2 first
BUILD_COST = 2              # AN-BUILD-COST: money a space
LARGEST_BUILDING = 5        # AN-COMP-TILES: no building is larger than 5 spaces

T = TypeVar("T")


class Action(StrEnum):
    """The 5 Action cards (AN-COMP-ACTIONS)."""

    ANIMALS = "animals"
    BUILD = "build"
    CARDS = "cards"
    ASSOCIATION = "association"
    SPONSORS = "sponsors"


class Side(IntEnum):
    """Side I (basic) or II (upgraded) of an Action card (AN-ACT-UPGRADE)."""

    I = 1       # noqa: E741  (the printed numeral)
    II = 2


class Task(IntEnum):
    """Association tasks and their values (AN-ASSOC-TASKS)."""

    REPUTATION = 2      # +2 reputation
    PARTNER_ZOO = 3
    UNIVERSITY = 4
    PROJECT = 5         # conservation project work


def action_name(action: Action) -> Msg:
    """The Action card's name in every language."""
    return Msg(f"an.tracks.action.{action}")


# ------------------------------------------------------------------ strength

@dataclass(frozen=True)
class Strength:
    """An action's strength: ``slot`` + ``x_tokens`` (AN-ACT-STRENGTH, AN-ACT-X), −2 when
    ``constricted`` (AN-ABIL-CONSTRICTION), never below 0."""

    slot: int
    x_tokens: int
    constricted: bool

    @property
    def raw(self) -> int:
        return self.slot + self.x_tokens - (CONSTRICTION if self.constricted else 0)

    @property
    def value(self) -> int:
        return max(0, self.raw)

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.ACT_STRENGTH, *((R.ACT_X,) if self.x_tokens else ()),
                *((R.ABIL_CONSTRICTION,) if self.constricted else ()))

    @property
    def msg(self) -> Msg:
        params = dict(slot=self.slot, x=self.x_tokens, value=self.value)
        if self.raw < 0:
            return Msg("an.tracks.strength.floor", raw=self.raw, **params)
        key = "an.tracks.strength.constricted" if self.constricted else "an.tracks.strength"
        return Msg(key, **params)


def _slot(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= SLOTS:
        raise UsageError(Msg("an.tracks.bad.range", what=Msg("an.tracks.what.slot"), low=1,
                             high=SLOTS, value=repr(value)))
    return value


def strength(slot: int, x_tokens_spent: int = 0, *, constricted: bool = False) -> Strength:
    """The strength of the card in ``slot`` (1–5) with ``x_tokens_spent`` X-tokens (0–5,
    AN-ACT-X): "strength = slot 4 + 1 X-token = 5"."""
    return Strength(_slot(slot), x_tokens(x_tokens_spent), constricted)


def _side(value: Any) -> Side:
    if value not in (Side.I, Side.II) or isinstance(value, bool):
        raise UsageError(Msg("an.tracks.bad.side", value=repr(value)))
    return Side(value)


def _row_number(action: Action, value: Any) -> int:
    """The table row of strength ``value``: 1–5, above 5 reading as 5; below 1 refused."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise UsageError(Msg("an.tracks.bad.strength", strength=repr(value),
                             action=action_name(action)))
    return min(value, TABLE_TOP)


# ------------------------------------------------------------------ Cards

#: AN-CARDS-S1..S5: (draw, discard, snap) by side and row.
CARDS_TABLE = {
    Side.I: ((1, 1, False), (1, 0, False), (2, 1, False), (2, 0, False), (3, 1, True)),
    Side.II: ((1, 0, False), (2, 1, False), (2, 0, True), (3, 1, True), (4, 1, True)),
}


@dataclass(frozen=True)
class TableRow:
    """A row of a strength table (Cards or Animals): ``side`` at ``strength``, read on
    row ``row`` (1–5, above 5 reading as 5); ``rule`` is the row's own ID (AN-CARDS-S3,
    AN-ANIMALS-S5 …); side II also takes cards within reputation range."""

    side: Side
    strength: int
    row: int

    #: The table's name in its row IDs ("CARDS" → AN-CARDS-S1 … AN-CARDS-S5).
    TABLE: ClassVar[str] = ""

    @property
    def rule(self) -> R:
        return R(f"AN-{self.TABLE}-S{self.row}")

    @property
    def from_range(self) -> bool:
        return self.side is Side.II


@dataclass(frozen=True)
class CardsRow(TableRow):
    """A row of the Cards table (AN-CARDS-TABLE): after the Break token's +2, draw up to
    ``draw`` (from the deck, or on side II also within reputation range,
    AN-CARDS-REPRANGE), then discard ``discard``; or, where ``snap``, take 1 display card
    of any folder instead (AN-CARDS-SNAP)."""

    draw: int
    discard: int
    snap: bool

    TABLE: ClassVar[str] = "CARDS"

    @property
    def break_steps(self) -> int:
        return CARDS_BREAK_STEPS

    @property
    def rules(self) -> tuple[R, ...]:
        return (self.rule, R.CARDS_TABLE, *((R.CARDS_REPRANGE,) if self.from_range else ()),
                *((R.CARDS_SNAP,) if self.snap else ()))

    @property
    def msg(self) -> Msg:
        key = "an.tracks.cards.draw" + ("_range" if self.from_range else "") + (
            "_discard" if self.discard else "")
        effect = Msg(key, n=self.draw)
        if self.snap:
            effect = Msg("an.tracks.cards.or_snap", draw=effect)
        return Msg("an.tracks.cards.row", side=self.side.name, strength=self.strength,
                   row=self.row, steps=self.break_steps, effect=effect)


def cards_row(side: Side, strength_value: int) -> CardsRow:
    """What Cards ``side`` does at ``strength_value`` (AN-CARDS-S1..S5)."""
    side, row = _side(side), _row_number(Action.CARDS, strength_value)
    draw, discard, snap = CARDS_TABLE[side][row - 1]
    return CardsRow(side, strength_value, row, draw, discard, snap)


# ------------------------------------------------------------------ Animals

#: AN-ANIMALS-S1..S5: the most animals by side and row.
ANIMALS_TABLE = {Side.I: (0, 1, 1, 1, 2), Side.II: (1, 1, 2, 2, 2)}
#: AN-ANIMALS-REP: side II at strength 5 takes 1 reputation first.
ANIMALS_REPUTATION_AT_5 = 1


@dataclass(frozen=True)
class AnimalsRow(TableRow):
    """A row of the Animals table (AN-ANIMALS-TABLE): up to ``animals`` animals, at least
    1 (0: the action cannot be chosen, AN-ACT-CHOOSE); on side II also within reputation
    range (+ the folder number in money) and, at 5, ``reputation_first`` (AN-ANIMALS-REP)."""

    animals: int

    TABLE: ClassVar[str] = "ANIMALS"

    @property
    def reputation_first(self) -> int:
        return ANIMALS_REPUTATION_AT_5 if self.side is Side.II and self.row == 5 else 0

    @property
    def rules(self) -> tuple[R, ...]:
        return (self.rule, R.ANIMALS_TABLE, *((R.ANIMALS_REP,) if self.from_range else ()),
                *((R.ACT_CHOOSE,) if not self.animals else ()))

    @property
    def msg(self) -> Msg:
        params = dict(side=self.side.name, strength=self.strength, row=self.row)
        if not self.animals:
            return Msg("an.tracks.animals.none", **params)
        if self.reputation_first:
            return Msg("an.tracks.animals.range_rep", n=self.animals,
                       rep=self.reputation_first, **params)
        key = "an.tracks.animals.range" if self.from_range else "an.tracks.animals.hand"
        return Msg(key, n=self.animals, **params)


def animals_row(side: Side, strength_value: int) -> AnimalsRow:
    """What Animals ``side`` allows at ``strength_value`` (AN-ANIMALS-S1..S5)."""
    side, row = _side(side), _row_number(Action.ANIMALS, strength_value)
    return AnimalsRow(side, strength_value, row, ANIMALS_TABLE[side][row - 1])


# ------------------------------------------------------------------ Build

def _allowance(kind: type[T], action: Action, side: Side, strength_value: int) -> T:
    """``kind(side, strength_value)`` once both are checked (a strength below 1 has no
    row in the tables and is refused)."""
    side = _side(side)
    _row_number(action, strength_value)
    return kind(side, strength_value)  # type: ignore[call-arg]


@dataclass(frozen=True)
class BuildAllowance:
    """AN-BUILD-BASIC: side I builds exactly 1 building of size ≤ strength. AN-BUILD-UPG:
    side II builds one or more different buildings of total size ≤ strength (Reptile House
    and Large Bird Aviary allowed). ``largest``: the biggest single building; ``total``:
    the spaces of the whole action; ``most``: how many buildings (``None``: several, all
    different). 2 money a space (AN-BUILD-COST)."""

    side: Side
    strength: int

    @property
    def largest(self) -> int:
        return min(self.strength, LARGEST_BUILDING)

    @property
    def total(self) -> int:
        return self.largest if self.side is Side.I else self.strength

    @property
    def most(self) -> int | None:
        return 1 if self.side is Side.I else None

    @property
    def rule(self) -> R:
        return R.BUILD_BASIC if self.side is Side.I else R.BUILD_UPG

    @property
    def rules(self) -> tuple[R, ...]:
        return (self.rule, R.BUILD_COST)

    @property
    def msg(self) -> Msg:
        if self.side is Side.I:
            return Msg("an.tracks.build.basic", strength=self.strength, largest=self.largest,
                       cost=BUILD_COST)
        return Msg("an.tracks.build.upg", strength=self.strength, total=self.total,
                   cost=BUILD_COST)


def build_allowance(side: Side, strength_value: int) -> BuildAllowance:
    """What Build ``side`` may build at ``strength_value`` (AN-BUILD-BASIC, AN-BUILD-UPG)."""
    return _allowance(BuildAllowance, Action.BUILD, side, strength_value)


# ------------------------------------------------------------------ Sponsors

@dataclass(frozen=True)
class SponsorsAllowance:
    """AN-SPONSORS-BASIC: side I plays 1 sponsor of level ≤ strength, or advances the Break
    token X = strength and gains X money. AN-SPONSORS-UPG: side II plays sponsors of total
    level ≤ strength + 1 (also within reputation range), or Break X and 2X money."""

    side: Side
    strength: int

    @property
    def level(self) -> int:
        """The highest level (side I) or total level (side II)."""
        return self.strength if self.side is Side.I else self.strength + 1

    @property
    def several(self) -> bool:
        return self.side is Side.II

    @property
    def break_steps(self) -> int:
        return self.strength

    @property
    def money(self) -> int:
        """Money of the break option, paid in full even if the token stops early."""
        return self.strength if self.side is Side.I else 2 * self.strength

    @property
    def rule(self) -> R:
        return R.SPONSORS_BASIC if self.side is Side.I else R.SPONSORS_UPG

    @property
    def rules(self) -> tuple[R, ...]:
        return (self.rule,)

    @property
    def msg(self) -> Msg:
        key = "an.tracks.sponsors.basic" if self.side is Side.I else "an.tracks.sponsors.upg"
        return Msg(key, strength=self.strength, level=self.level, steps=self.break_steps,
                   money=self.money)


def sponsors_allowance(side: Side, strength_value: int) -> SponsorsAllowance:
    """What Sponsors ``side`` allows at ``strength_value`` (AN-SPONSORS-BASIC/UPG)."""
    return _allowance(SponsorsAllowance, Action.SPONSORS, side, strength_value)


# ------------------------------------------------------------------ Association

@dataclass(frozen=True)
class AssociationAllowance:
    """AN-ASSOC-TASKS: side I performs 1 task of value ≤ strength. AN-ASSOC-UPG: side II
    performs several different tasks of total value ≤ strength, and one donation may
    follow a task (AN-ASSOC-DONATE-ORDER). ``choices``: every set of tasks allowed."""

    side: Side
    strength: int

    @property
    def tasks(self) -> tuple[Task, ...]:
        return tuple(t for t in Task if t <= self.strength)

    @property
    def choices(self) -> tuple[tuple[Task, ...], ...]:
        if self.side is Side.I:
            return tuple((t,) for t in self.tasks)
        return tuple(c for n in range(1, len(self.tasks) + 1)
                     for c in combinations(self.tasks, n) if sum(c) <= self.strength)

    @property
    def donation(self) -> bool:
        return self.side is Side.II

    @property
    def rule(self) -> R:
        return R.ASSOC_TASKS if self.side is Side.I else R.ASSOC_UPG

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.ASSOC_TASKS,) if self.side is Side.I else (R.ASSOC_TASKS, R.ASSOC_UPG)

    @property
    def msg(self) -> Msg:
        if not self.tasks:
            return Msg("an.tracks.assoc.none", side=self.side.name, strength=self.strength,
                       cheapest=min(Task).value)
        tasks = tuple(Msg(f"an.tracks.task.{t.name.lower()}", value=t.value)
                      for t in self.tasks)
        key = "an.tracks.assoc.basic" if self.side is Side.I else "an.tracks.assoc.upg"
        return Msg(key, strength=self.strength, tasks=tasks)


def association_allowance(side: Side, strength_value: int) -> AssociationAllowance:
    """What Association ``side`` allows at ``strength_value`` (AN-ASSOC-TASKS/UPG)."""
    return _allowance(AssociationAllowance, Action.ASSOCIATION, side, strength_value)


# ------------------------------------------------------------------ the action row

Row = tuple[Action, ...]


def action_row(cards: Any) -> Row:
    """``cards`` checked as an action row: the 5 Action cards once each, slot 1 first."""
    if (type(cards) is tuple and len(cards) == SLOTS
            and all(type(c) is Action for c in cards) and len(set(cards)) == SLOTS):
        return cards                                # already a row (the engine's own)
    try:
        row = tuple(Action(c) for c in cards)
    except (TypeError, ValueError):
        row = ()
    if len(row) != SLOTS or len(set(row)) != SLOTS:
        shown = ", ".join(map(str, cards)) if isinstance(cards, (tuple, list)) else cards
        raise UsageError(Msg("an.tracks.bad.row", row=repr(shown)))
    return row


def slot_of(row: Row, action: Action) -> int:
    """The slot (1–5) of ``action`` in ``row`` (AN-ACT-STRENGTH)."""
    row = action_row(row)
    try:
        return row.index(action if type(action) is Action else Action(action)) + 1
    except ValueError:
        raise UsageError(Msg("an.tracks.bad.action", value=repr(action))) from None


def action_strength(row: Row, action: Action, x_tokens_spent: int = 0, *,
                    constricted: bool = False) -> Strength:
    """The strength of ``action`` where it lies in ``row`` (AN-ACT-STRENGTH, AN-ACT-X)."""
    return strength(slot_of(row, action), x_tokens_spent, constricted=constricted)


def _names(row: Row) -> tuple[Msg, ...]:
    return tuple(action_name(a) for a in row)


@dataclass(frozen=True)
class RowMove:
    """``card`` moved from ``slot`` in ``before`` to ``to`` (1 or 5), giving ``after``:
    by the slide after an action (AN-ACT-SLIDE) or by a boost (AN-ABIL-BOOST)."""

    before: Row
    card: Action
    slot: int
    to: int
    after: Row
    rule: R

    @property
    def rules(self) -> tuple[R, ...]:
        return (self.rule,)

    @property
    def msg(self) -> Msg:
        params = dict(card=action_name(self.card), slot=self.slot, row=_names(self.after))
        if self.slot == self.to:
            return Msg("an.tracks.row.stays", **params)
        if self.rule is R.ACT_SLIDE:
            return Msg("an.tracks.slide", **params)
        return Msg("an.tracks.boost.first" if self.to == 1 else "an.tracks.boost.last",
                   **params)


def _to_first(row: Row, card: Action) -> Row:
    i = row.index(card)
    return (card, *row[:i], *row[i + 1:])


def _to_last(row: Row, card: Action) -> Row:
    i = row.index(card)
    return (*row[:i], *row[i + 1:], card)


def slide(row: Row, used: Action) -> RowMove:
    """AN-ACT-SLIDE: the used card leaves its slot, the cards to its left move one slot
    right, and it takes slot 1; the cards to its right stay."""
    slot = slot_of(row, used)
    row, used = action_row(row), Action(used)
    return RowMove(row, used, slot, 1, _to_first(row, used), R.ACT_SLIDE)


def boost(row: Row, card: Action, to: int) -> RowMove:
    """AN-ABIL-BOOST: move ``card`` to slot 1 (as the slide) or to slot 5, the cards to its
    right moving one slot left (the fact sheet's [OPEN] default)."""
    slot = slot_of(row, card)
    row, card = action_row(row), Action(card)
    if to not in (1, SLOTS) or isinstance(to, bool):
        raise UsageError(Msg("an.tracks.bad.boost", slot=repr(to)))
    after = _to_first(row, card) if to == 1 else _to_last(row, card)
    return RowMove(row, card, slot, to, after, R.ABIL_BOOST)


def x_action_allowed(have: int) -> Reason:
    """AN-ACT-XACTION: the X-token action is not allowed with 5 X-tokens."""
    have = x_tokens(have)
    if have >= X_TOKEN_MAX:
        return Reason.later(R.ACT_XACTION, False, said("an.tracks.xaction.full", x=have,
                                                cap=X_TOKEN_MAX))
    return Reason.later(R.ACT_XACTION, True, said("an.tracks.xaction.ok", x=have, cap=X_TOKEN_MAX))


@dataclass(frozen=True)
class XTokenAction:
    """AN-ACT-XACTION: any Action card goes to slot 1 as in the slide (``move``) and the
    player gains exactly 1 X-token, whatever the slot or the side."""

    move: RowMove
    x_before: int

    @property
    def x_after(self) -> int:
        return self.x_before + 1

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.ACT_XACTION, R.ACT_SLIDE)

    @property
    def msg(self) -> Msg:
        return Msg("an.tracks.xaction", card=action_name(self.move.card), slot=self.move.slot,
                   row=_names(self.move.after), before=self.x_before, after=self.x_after)


def x_token_action(row: Row, card: Action, have: int) -> XTokenAction:
    """The X-token action with ``card`` by a player holding ``have`` X-tokens; refused
    with 5 (a :class:`UsageError` carrying the reason's message)."""
    allowed = x_action_allowed(have)
    if not allowed.ok:
        raise UsageError(allowed.msg)
    return XTokenAction(slide(row, card), have)
