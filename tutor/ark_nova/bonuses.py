"""The bonuses that are more than a plain gain: the handlers registered with
:func:`.gains.handles`, the steps that ask their choices and the moves that answer them.

* AN-REP-BONUS — reputation spaces: 5 upgrade an Action card (``rep:upgrade``), 8 hire a
  worker (``rep:worker``), 10 and 13 take a card from the deck or the reputation range
  (``rep:card``), 11 and 14 +1 conservation, 12 and 15 +1 X-token. Spaces from 10 up are
  never reached while the counter is held at 9 (AN-CARDS-REP10, in :func:`.gains.gain`).
* AN-ACT-UPGRADE — an upgrade flips one Action card of the player's choice from side I to
  side II, in place; with every card on side II nothing happens (said so).
* AN-ASSOC-WORKER-SRC — a hire makes the lowest lying worker active; the hire that takes
  the last lying worker pays the bonus printed on its space (+2 conservation on Maps A
  and 0, AN-MAP-ASSOC: a gain, as every printed bonus). No lying worker: nothing, except
  the map bonus "1 association worker", which then brings one of the player's workers
  back from the association board (the player chooses which task when they differ).
* AN-CONS-2 — conservation space 2: upgrade an Action card or hire a worker.
* AN-CONS-5-8 — spaces 5 and 8: 5 money, or one of the bonus tiles still on that space
  (each tile once, gone once taken). AN-BONUS-TILES — what each tile gives. A tile that
  would give nothing now (nothing to upgrade, no worker to hire, no room for the free
  enclosure, no partner zoo or university that may be taken) cannot be chosen: the fact
  sheet is silent; the tutor keeps the player from losing the 5 money for nothing.
* Map bonuses (AN-BUILD-BONUS, AN-MAP-ASSOC): ``card_from_deck_or_reputation_range``,
  ``snap_1_display_card`` (any display folder), ``association_worker``,
  ``upgrade_action_card``, ``clever`` (AN-ABIL-CLEVER: after the action, the slide
  included, any Action card may go to slot 1 — AN-ACT-AFTER: the choice is queued just
  below the turn's slide).
* AN-MAP-PANEL — the purple slots of the left panel pay again at every break through
  :func:`.gains.take_bonus` (:func:`.steps._income`); the choices they ask are these steps.

Choices asked by one gain are answered in the order they arose (:func:`queue`): the
spaces of a track in the order reached, the seats at a break from the trigger player
(AN-BREAK-ORDER).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from tutor.core import Ask, Msg, Reason, seat_name
from tutor.core.steps import SEAT, Field, Step, count, pop, push, word
from tutor.core.verdict import EventLog

from .association import join_tile
from .build import FreeBuilding, free_spots
from .cards import CONTINENTS, Gain, bonus_tiles, universities
from .gains import gain, handles, take_bonus
from .later import Later, said
from .messages import bonuses as _messages  # noqa: F401  (registers an.bonuses.*)
from .moveset import NUM, MoveKind, Moveset, read_folder
from .rulebook import R
from .state import DISPLAY_SIZE, WORKERS, State
from .steps import NOTATION, Refill, Slide, can_draw_deck, draw_from_deck
from .strength import Action, Side, Task, action_name, slide
from .tracks import CONSERVATION_SPACE_MONEY, folders_in_range
from .zoo_map import zoo_map

#: AN-ASSOC-ZOO: at most 4 partner zoos, the 3rd and 4th with Association II.
ZOOS_SIDE_I, ZOOS_MAX = 2, 4
TILES = {t.id: dict(t.effect) for t in bonus_tiles()}
UNIS = {u.id: u for u in universities()}
TASKS = {t.name.lower(): t for t in Task}


def who(seat: int) -> Msg:
    return seat_name(seat)


def _event(log: EventLog | None, state: State, rule: R, key: str, **params: Any) -> None:
    if log is not None:
        log.add(state, rule, said(f"an.bonuses.ev.{key}", **params))


# ---------------------------------------------------------------- the steps

class BonusStep(Step):
    """A bonus's choice, asked of ``seat`` (any seat: at a break every seat's income may
    ask). ``TAG`` is its ask's step; ``RULE`` the rule it cites."""

    TAG: ClassVar[str] = ""
    RULE: ClassVar[R] = R.REP_BONUS
    #: The event said when, on top, nothing is left to choose (``an.bonuses.ev.*``).
    NOTHING: ClassVar[str] = ""

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, self.TAG, str(self.RULE), self.ask_msg, (state,)),)

    def ask_msg(self, state: State) -> Msg:
        raise NotImplementedError

    def resolve(self, state: State, log: EventLog) -> State:
        """Nothing left to choose: said so, and the step goes."""
        if self.NOTHING:
            _event(log, state, self.RULE, self.NOTHING, who=Later(who, self.seat))
        return state


def queue(state: State, step: Step) -> State:
    """``step`` asked (or resolved) after the bonus choices already on top, a tile's free
    building among them (they arose first)."""
    stack = state.stack
    at = 0
    while at < len(stack) and isinstance(stack[at], (BonusStep, FreeBuilding)):
        at += 1
    return state.replace(stack=stack[:at] + (step,) + stack[at:])


def side_i(state: State, seat: int) -> tuple[Action, ...]:
    """The Action cards still on side I, in slot order (AN-ACT-UPGRADE)."""
    return tuple(c.action for c in state.zoo(seat).row if c.side is Side.I)


@NOTATION.kind("upgrade", seat=SEAT)
@dataclass(frozen=True)
class UpgradeChoice(BonusStep):
    """AN-ACT-UPGRADE: the seat flips one of its side-I Action cards to side II."""

    seat: int
    TAG: ClassVar[str] = "upgrade"
    RULE: ClassVar[R] = R.ACT_UPGRADE
    NOTHING: ClassVar[str] = "all_upgraded"

    def waits(self, state: State) -> bool:
        return bool(side_i(state, self.seat))

    def ask_msg(self, state: State) -> Msg:
        return Msg("an.bonuses.ask.upgrade", who=who(self.seat),
                   cards=tuple(action_name(a) for a in side_i(state, self.seat)))



@NOTATION.kind("cons2", seat=SEAT)
@dataclass(frozen=True)
class ConsTwoChoice(BonusStep):
    """AN-CONS-2: upgrade an Action card or hire an association worker."""

    seat: int
    TAG: ClassVar[str] = "cons2"
    RULE: ClassVar[R] = R.CONS_2
    NOTHING: ClassVar[str] = "cons2_nothing"

    def waits(self, state: State) -> bool:
        return bool(side_i(state, self.seat)) or state.zoo(self.seat).workers.lying > 0

    def ask_msg(self, state: State) -> Msg:
        return Msg("an.bonuses.ask.cons2", who=who(self.seat),
                   sides=len(side_i(state, self.seat)),
                   lying=state.zoo(self.seat).workers.lying)



SPACE = Field(str, lambda v, at, r, n: int(word("5", "8").read(v, at, r, n)))


@NOTATION.kind("tile", seat=SEAT, space=SPACE)
@dataclass(frozen=True)
class TileChoice(BonusStep):
    """AN-CONS-5-8: on conservation space ``space`` (5 or 8), 5 money or one bonus tile
    still lying there."""

    seat: int
    space: int
    TAG: ClassVar[str] = "tile"
    RULE: ClassVar[R] = R.CONS_5_8

    def waits(self, state: State) -> bool:
        return True

    def ask_msg(self, state: State) -> Msg:
        return Msg("an.bonuses.ask.tile", who=who(self.seat), space=self.space,
                   money=CONSERVATION_SPACE_MONEY,
                   tiles=tuple(tile_name(t) for t in tiles_on(state, self.space)))


def tiles_on(state: State, space: int) -> tuple[str, ...]:
    return state.tiles5 if space == 5 else state.tiles8


def tile_name(tile: str) -> Msg:
    return Msg(f"an.bonuses.tile.{tile}")


def uni_name(kind: str) -> Msg:
    """A university by what it gives (AN-ASSOC-UNI-KINDS)."""
    return Msg(f"an.bonuses.uni.{kind}")


def card_sources(state: State, seat: int) -> tuple[int, ...]:
    """Where a card may be taken from: 0 the deck (or the pile reshuffled, AN-DECK-EMPTY),
    else a display folder within reputation range (AN-REP-FOLDERS)."""
    out = (0,) if can_draw_deck(state) else ()
    rep = state.zoo(seat).reputation
    return out + tuple(f for f in folders_in_range(rep) if state.display[f - 1] is not None)


#: Why a card is taken, as the ``take`` step writes it → the rule that gives it.
CARD_RULES = {"rep": R.REP_BONUS, "map": R.BUILD_BONUS, "assoc": R.MAP_ASSOC,
              "panel": R.MAP_PANEL, "tile": R.BONUS_TILES, "sponsor": R.SPON_TAKE_CARD}
_WHY = {rule: why for why, rule in CARD_RULES.items()}


@NOTATION.kind("take", seat=SEAT, left=count(1, 3), why=word(*CARD_RULES))
@dataclass(frozen=True)
class CardChoice(BonusStep):
    """One card at a time from the deck or a display folder within reputation range
    (AN-REP-FOLDERS); ``left`` cards still to take; ``why`` names what gives them
    (:data:`CARD_RULES`): AN-REP-BONUS (spaces 10, 13), the map's card bonus
    (AN-BUILD-BONUS), the tile "take 3 cards" (AN-BONUS-TILES), a sponsor
    (AN-SPON-TAKE-CARD). Every one of them asks with this step and is answered by the one
    move :class:`TakeCard` (``take:deck`` / ``take:3``)."""

    seat: int
    left: int
    why: str = "rep"
    TAG: ClassVar[str] = "take"

    @property
    def RULE(self) -> R:  # noqa: N802  (the BonusStep attribute, here per step)
        return CARD_RULES[self.why]

    def waits(self, state: State) -> bool:
        return bool(card_sources(state, self.seat))

    def ask_msg(self, state: State) -> Msg:
        rep = state.zoo(self.seat).reputation
        return Msg("an.bonuses.ask.take", who=who(self.seat), left=self.left, reputation=rep,
                   highest=folders_in_range(rep)[-1])

    def resolve(self, state: State, log: EventLog) -> State:
        _event(log, state, R.DECK_EMPTY, "no_card", who=Later(who, self.seat), left=self.left)
        return state


def display_folders(state: State) -> tuple[int, ...]:
    return tuple(f for f in range(1, DISPLAY_SIZE + 1) if state.display[f - 1] is not None)


@NOTATION.kind("snap1", seat=SEAT)
@dataclass(frozen=True)
class SnapChoice(BonusStep):
    """AN-MAP-PANEL (the purple snap slot): any 1 card of the display, whatever the
    reputation."""

    seat: int
    TAG: ClassVar[str] = "snap1"
    RULE: ClassVar[R] = R.MAP_PANEL
    NOTHING: ClassVar[str] = "no_display"

    def waits(self, state: State) -> bool:
        return bool(display_folders(state))

    def ask_msg(self, state: State) -> Msg:
        return Msg("an.bonuses.ask.snap", who=who(self.seat), n=len(display_folders(state)))



@NOTATION.kind("clever", seat=SEAT)
@dataclass(frozen=True)
class CleverChoice(BonusStep):
    """AN-ABIL-CLEVER (the Map 0 bonus at (5,6)): after the action, the slide included
    (AN-ACT-AFTER), the seat may move any Action card to slot 1; tokens stay on it."""

    seat: int
    TAG: ClassVar[str] = "clever"
    RULE: ClassVar[R] = R.ABIL_CLEVER

    def waits(self, state: State) -> bool:
        return True

    def ask_msg(self, state: State) -> Msg:
        return Msg("an.bonuses.ask.clever", who=who(self.seat),
                   row=tuple(action_name(a) for a in state.zoo(self.seat).actions))


@NOTATION.kind("recall", seat=SEAT)
@dataclass(frozen=True)
class RecallChoice(BonusStep):
    """AN-ASSOC-WORKER-SRC: the map's worker bonus with no lying worker left brings one of
    the seat's workers back from the association board: which task's."""

    seat: int
    TAG: ClassVar[str] = "recall"
    RULE: ClassVar[R] = R.ASSOC_WORKER_SRC
    NOTHING: ClassVar[str] = "no_recall"

    def waits(self, state: State) -> bool:
        return bool(state.zoo(self.seat).workers.placed)

    def ask_msg(self, state: State) -> Msg:
        return Msg("an.bonuses.ask.recall", who=who(self.seat),
                   tasks=tuple(task_name(t) for t in placed_tasks(state, self.seat)))


def placed_tasks(state: State, seat: int) -> tuple[Task, ...]:
    return tuple(dict.fromkeys(state.zoo(seat).workers.placed))


def continent_name(continent: str) -> Msg | str:
    return Msg(f"an.cards.icon.{continent}") if continent in CONTINENTS else repr(continent)


def task_name(task: Task) -> Msg:
    return Msg(f"an.bonuses.task.{task.name.lower()}")


def zoos_allowed(state: State, seat: int) -> int:
    """AN-ASSOC-ZOO: 2 partner zoos, 4 with Association II."""
    return ZOOS_MAX if state.zoo(seat).side(Action.ASSOCIATION) is Side.II else ZOOS_SIDE_I


def zoo_choices(state: State, seat: int) -> tuple[str, ...]:
    """The continents the seat may take: on the board (AN-ASSOC-OFFER), not owned, below
    its limit (AN-ASSOC-ZOO)."""
    zoo = state.zoo(seat)
    if len(zoo.partner_zoos) >= zoos_allowed(state, seat):
        return ()
    return tuple(c for c in state.offer_zoos if c not in zoo.partner_zoos)


def uni_choices(state: State, seat: int) -> tuple[str, ...]:
    """The university kinds the seat may take: on the board, not owned (AN-ASSOC-UNI)."""
    return tuple(u for u in state.offer_unis if u not in state.zoo(seat).universities)


@NOTATION.kind("partner", seat=SEAT)
@dataclass(frozen=True)
class ZooChoice(BonusStep):
    """AN-BONUS-TILES (the tile "partner zoo"): take one of the partner zoos on the
    association board, as the Association task does (AN-ASSOC-ZOO)."""

    seat: int
    TAG: ClassVar[str] = "partner"
    RULE: ClassVar[R] = R.ASSOC_ZOO
    NOTHING: ClassVar[str] = "no_partner"

    def waits(self, state: State) -> bool:
        return bool(zoo_choices(state, self.seat))

    def ask_msg(self, state: State) -> Msg:
        return Msg("an.bonuses.ask.partner", who=who(self.seat),
                   continents=tuple(continent_name(c) for c in zoo_choices(state, self.seat)))



@NOTATION.kind("university", seat=SEAT)
@dataclass(frozen=True)
class UniChoice(BonusStep):
    """AN-BONUS-TILES (the tile "university"): take one of the universities on the
    association board (AN-ASSOC-UNI)."""

    seat: int
    TAG: ClassVar[str] = "university"
    RULE: ClassVar[R] = R.ASSOC_UNI
    NOTHING: ClassVar[str] = "no_university"

    def waits(self, state: State) -> bool:
        return bool(uni_choices(state, self.seat))

    def ask_msg(self, state: State) -> Msg:
        return Msg("an.bonuses.ask.university", who=who(self.seat),
                   kinds=tuple(uni_name(u) for u in uni_choices(state, self.seat)))



# ---------------------------------------------------------------- what the bonuses do

def mark_space(state: State, seat: int, track: str, space: int) -> State:
    """The track space's bonus is taken (``Zoo.bonuses``: ``("r", 5)``, ``("c", 2)``)."""
    zoo = state.zoo(seat)
    if (track, space) in zoo.bonuses:
        return state
    return state.change_zoo(seat, bonuses=zoo.bonuses + ((track, space),))


def upgrade(state: State, seat: int, log: EventLog | None, rule: R) -> State:
    """AN-ACT-UPGRADE: a choice of the side-I cards; none left: nothing, said so."""
    if not side_i(state, seat):
        _event(log, state, R.ACT_UPGRADE, "all_upgraded", who=Later(who, seat))
        return state
    return queue(state, UpgradeChoice(seat))


def flip(state: State, seat: int, action: Action, log: EventLog | None) -> State:
    zoo = state.zoo(seat)
    row = tuple(c if c.action is not action else replace(c, side=Side.II) for c in zoo.row)
    state = state.change_zoo(seat, row=row)
    _event(log, state, R.ACT_UPGRADE, "upgraded", who=Later(who, seat),
           card=Later(action_name, action), slot=zoo.slot(action))
    return state


def hire(state: State, seat: int, log: EventLog | None, *, recall: bool = False,
         rule: R = R.ASSOC_WORKER_SRC) -> State:
    """AN-ASSOC-WORKER-SRC: the lowest lying worker becomes active, and the bonus printed
    on its space is taken (the last one: +2 conservation on Maps A and 0). None lying:
    nothing, or with ``recall`` (the map's worker bonus) a worker back from the board.
    ``rule``: why the worker is hired (a track space, a card's ability or effect)."""
    workers = state.zoo(seat).workers
    if workers.lying:
        number = WORKERS - workers.lying
        state = state.change_zoo(seat, workers=replace(workers, active=workers.active + 1,
                                                        lying=workers.lying - 1))
        _event(log, state, rule, "hired", who=Later(who, seat), number=number,
               active=workers.active + 1, lying=workers.lying - 1)
        printed = zoo_map(state.map_id).assoc.workers[number - 1]
        if printed is not None:
            state = take_bonus(state, seat, printed, log, R.ASSOC_WORKER_SRC)
        return state
    tasks = placed_tasks(state, seat)
    if recall and len(tasks) > 1:
        return queue(state, RecallChoice(seat))
    if recall and tasks:
        return bring_back(state, seat, tasks[0], log)
    _event(log, state, rule, "no_worker", who=Later(who, seat), total=WORKERS)
    return state


def bring_back(state: State, seat: int, task: Task, log: EventLog | None) -> State:
    workers = state.zoo(seat).workers
    placed = list(workers.placed)
    placed.remove(task)
    state = state.change_zoo(seat, workers=replace(workers, active=workers.active + 1,
                                                    placed=tuple(placed)))
    _event(log, state, R.ASSOC_WORKER_SRC, "recalled", who=Later(who, seat),
           task=Later(task_name, task), active=workers.active + 1)
    return state


def take_cards(state: State, seat: int, n: int, log: EventLog | None, rule: R) -> State:
    """``n`` cards, one at a time, from the deck or the reputation range, given by
    ``rule`` (:data:`CARD_RULES`; a printed bonus otherwise); none anywhere: nothing."""
    if not card_sources(state, seat):
        _event(log, state, rule, "no_card", who=Later(who, seat), left=n)
        return state
    return queue(state, CardChoice(seat, n, _WHY.get(rule, "map")))


def after_slide(state: State, step: BonusStep) -> State:
    """AN-ACT-AFTER: ``step`` just below the turn's slide (after the whole action, before
    the refill and the end of the turn); with no slide pending (a break), now."""
    stack = state.stack
    at = next((i for i, s in enumerate(stack) if isinstance(s, Slide)), None)
    if at is None:
        return queue(state, step)
    return state.replace(stack=stack[:at + 1] + (step,) + stack[at + 1:])


# ---------------------------------------------------------------- the handlers

@handles("rep:upgrade")
def rep_upgrade(state: State, seat: int, space: int, log: EventLog | None, rule: R) -> State:
    """AN-REP-BONUS (space 5): upgrade an Action card."""
    return upgrade(mark_space(state, seat, "r", space), seat, log, R.REP_BONUS)


@handles("rep:worker")
def rep_worker(state: State, seat: int, space: int, log: EventLog | None, rule: R) -> State:
    """AN-REP-BONUS (space 8): hire an association worker."""
    return hire(mark_space(state, seat, "r", space), seat, log)


@handles("rep:card")
def rep_card(state: State, seat: int, space: int, log: EventLog | None, rule: R) -> State:
    """AN-REP-BONUS (spaces 10, 13): a card from the deck or the reputation range."""
    return take_cards(mark_space(state, seat, "r", space), seat, 1, log, R.REP_BONUS)


@handles("rep:conservation")
def rep_conservation(state: State, seat: int, space: int, log: EventLog | None,
                     rule: R) -> State:
    """AN-REP-BONUS (spaces 11, 14): +1 conservation point."""
    return gain(mark_space(state, seat, "r", space), seat, Gain(conservation=1), log,
                R.REP_BONUS)


@handles("rep:x_token")
def rep_x_token(state: State, seat: int, space: int, log: EventLog | None, rule: R) -> State:
    """AN-REP-BONUS (spaces 12, 15): +1 X-token (at most 5, AN-ACT-X)."""
    return gain(mark_space(state, seat, "r", space), seat, Gain(x_tokens=1), log, R.REP_BONUS)


@handles("cons:upgrade_or_worker")
def conservation_2(state: State, seat: int, space: int, log: EventLog | None,
                   rule: R) -> State:
    """AN-CONS-2: upgrade or hire, the seat's choice; neither possible: nothing."""
    state = mark_space(state, seat, "c", space)
    if not side_i(state, seat) and not state.zoo(seat).workers.lying:
        _event(log, state, R.CONS_2, "cons2_nothing", who=Later(who, seat))
        return state
    return queue(state, ConsTwoChoice(seat))


@handles("cons:money_or_tile")
def conservation_5_8(state: State, seat: int, space: int, log: EventLog | None,
                     rule: R) -> State:
    """AN-CONS-5-8: 5 money, or a tile still on the space: with none left, the money."""
    state = mark_space(state, seat, "c", space)
    if not tiles_on(state, space):
        return gain(state, seat, Gain(money=CONSERVATION_SPACE_MONEY), log, R.CONS_5_8)
    return queue(state, TileChoice(seat, space))


@handles("upgrade_action_card")
def map_upgrade(state: State, seat: int, value: int, log: EventLog | None, rule: R) -> State:
    """AN-MAP-ASSOC (partner-zoo and university space 2): upgrade an Action card."""
    return upgrade(state, seat, log, rule)


@handles("association_worker")
def map_worker(state: State, seat: int, value: int, log: EventLog | None, rule: R) -> State:
    """AN-ASSOC-WORKER-SRC: the map's worker bonus; none lying: one back from the board."""
    return hire(state, seat, log, recall=True)


@handles("card_from_deck_or_reputation_range")
def map_card(state: State, seat: int, value: int, log: EventLog | None, rule: R) -> State:
    """AN-BUILD-BONUS: ``value`` cards from the deck or the reputation range."""
    return take_cards(state, seat, value, log, rule)


@handles("snap_1_display_card")
def map_snap(state: State, seat: int, value: int, log: EventLog | None, rule: R) -> State:
    """AN-MAP-PANEL: any 1 display card; an empty display: nothing."""
    if not display_folders(state):
        _event(log, state, R.MAP_PANEL, "no_display", who=Later(who, seat))
        return state
    return queue(state, SnapChoice(seat))


@handles("clever")
def map_clever(state: State, seat: int, value: int, log: EventLog | None, rule: R) -> State:
    """AN-ABIL-CLEVER, AN-ACT-AFTER: the choice waits for the end of the action."""
    _event(log, state, R.ABIL_CLEVER, "clever_later", who=Later(who, seat))
    return after_slide(state, CleverChoice(seat))


def tile_usable(state: State, seat: int, tile: str) -> bool:
    """AN-BONUS-TILES: whether the tile gives something now (see the module's docstring)."""
    effect = TILES[tile]
    if "upgrade_action_card" in effect:
        return bool(side_i(state, seat))
    if "hire_worker" in effect:
        return state.zoo(seat).workers.lying > 0
    if "build_free" in effect:
        return bool(free_spots(state, seat, effect["build_free"]))
    if "take_partner_zoo" in effect:
        return bool(zoo_choices(state, seat))
    if "take_university" in effect:
        return bool(uni_choices(state, seat))
    return True


def take_tile(state: State, seat: int, tile: str, log: EventLog | None) -> State:
    """AN-BONUS-TILES: what ``tile`` gives."""
    effect = TILES[tile]
    plain = {k: v for k, v in effect.items() if k in ("money", "reputation", "x_tokens")}
    if plain:
        return gain(state, seat, Gain(**plain), log, R.BONUS_TILES)
    if "upgrade_action_card" in effect:
        return upgrade(state, seat, log, R.BONUS_TILES)
    if "hire_worker" in effect:
        return hire(state, seat, log)
    if "build_free" in effect:
        return queue(state, FreeBuilding(seat, (effect["build_free"],), 1, False,
                                         str(R.BONUS_TILES)))
    if "take_card" in effect:
        return take_cards(state, seat, dict(effect["take_card"])["n"], log, R.BONUS_TILES)
    if "take_partner_zoo" in effect:
        return queue(state, ZooChoice(seat))
    return queue(state, UniChoice(seat))


# ---------------------------------------------------------------- the moves

@dataclass(frozen=True)
class Upgrade:
    """AN-ACT-UPGRADE / AN-CONS-2: flip ``action`` to side II."""

    action: Action
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Hire:
    """AN-CONS-2: hire an association worker instead of an upgrade."""

    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class TakeCard:
    """Take a card: ``folder`` 0 the deck, else that display folder (within reputation
    range, or any folder for the panel's snap)."""

    folder: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Money5:
    """AN-CONS-5-8: 5 money instead of a tile."""

    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Tile:
    """AN-CONS-5-8: the bonus tile ``tile`` of the space reached."""

    tile: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Clever:
    """AN-ABIL-CLEVER: ``action`` to slot 1, or ``None``: leave the row as it is."""

    action: Action | None
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Recall:
    """AN-ASSOC-WORKER-SRC: the worker of ``task`` back from the association board."""

    task: Task
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class TakeZoo:
    """AN-BONUS-TILES: the partner zoo of ``continent``."""

    continent: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class TakeUni:
    """AN-BONUS-TILES: the university ``kind``."""

    kind: str
    seat: int | None = field(default=None, kw_only=True)


# ---------------------------------------------------------------- reasons

def _top(state: State) -> BonusStep:
    return state.stack[0]


def upgrade_reasons(state: State, move: Upgrade) -> list[Reason]:
    """AN-ACT-UPGRADE: a card on side I flips to side II."""
    if not isinstance(move.action, Action):
        return [Reason.later(R.ACT_UPGRADE, False, said("an.bonuses.bad_action",
                                                 action=repr(move.action)))]
    side = state.zoo(move.seat).side(move.action)
    return [Reason.later(R.ACT_UPGRADE, side is Side.I,
                   said("an.bonuses.upgrade." + ("ok" if side is Side.I else "done"),
                       card=Later(action_name, move.action)))]


def hire_reasons(state: State, move: Hire) -> list[Reason]:
    """AN-ASSOC-WORKER-SRC: a lying worker is left."""
    workers = state.zoo(move.seat).workers
    return [Reason.later(R.ASSOC_WORKER_SRC, workers.lying > 0,
                   said("an.bonuses.hire", lying=workers.lying, active=workers.active))]


def _folder_ok(folder: Any) -> bool:
    return isinstance(folder, int) and not isinstance(folder, bool) and 0 <= folder <= DISPLAY_SIZE


def take_reasons(state: State, move: TakeCard) -> list[Reason]:
    """The deck (AN-DECK-EMPTY) or a folder holding a card: within reputation range
    (AN-REP-FOLDERS), or any folder for the snap (AN-MAP-PANEL)."""
    step = _top(state)
    f = move.folder
    if not _folder_ok(f):
        return [Reason.later(step.RULE, False, said("an.bonuses.take.folder", folder=repr(f)))]
    snap = isinstance(step, SnapChoice)
    if f == 0:
        if snap:
            return [Reason.later(R.MAP_PANEL, False, said("an.bonuses.take.snap_deck"))]
        return [Reason.later(R.DECK_EMPTY, can_draw_deck(state),
                       said("an.bonuses.take.deck", deck=len(state.deck),
                           discard=len(state.discard)))]
    out = []
    if not snap:
        rep = state.zoo(move.seat).reputation
        highest = folders_in_range(rep)[-1]
        out.append(Reason.later(R.REP_FOLDERS, f <= highest,
                          said("an.bonuses.take.range", folder=f, reputation=rep,
                              highest=highest)))
    card = state.display[f - 1]
    out.append(Reason.later(step.RULE, card is not None,
                      said("an.bonuses.take.card" if card is not None else "an.bonuses.take.empty",
                          folder=f, card=card)))
    return out


def money5_reasons(state: State, move: Money5) -> list[Reason]:
    """AN-CONS-5-8: the 5 money are always there."""
    return [Reason.later(R.CONS_5_8, True,
                         said("an.bonuses.money5", money=CONSERVATION_SPACE_MONEY))]


def tile_reasons(state: State, move: Tile) -> list[Reason]:
    """AN-CONS-5-8: the tile lies on the space reached; AN-BONUS-TILES: it gives
    something now."""
    space = _top(state).space
    there = tiles_on(state, space)
    if move.tile not in TILES:
        return [Reason.later(R.BONUS_TILES, False,
                             said("an.bonuses.tile.unknown", tile=repr(move.tile)))]
    out = [Reason.later(R.CONS_5_8, move.tile in there,
                  said("an.bonuses.tile.there" if move.tile in there else "an.bonuses.tile.gone",
                      tile=Later(tile_name, move.tile), space=space, n=len(there)))]
    usable = tile_usable(state, move.seat, move.tile)
    out.append(Reason.later(R.BONUS_TILES, usable,
                      said("an.bonuses.tile.gives" if usable else "an.bonuses.tile.nothing",
                          tile=Later(tile_name, move.tile))))
    return out


def clever_reasons(state: State, move: Clever) -> list[Reason]:
    """AN-ABIL-CLEVER: any card not already in slot 1, or none."""
    if move.action is None:
        return [Reason.later(R.ABIL_CLEVER, True, said("an.bonuses.clever.pass"))]
    if not isinstance(move.action, Action):
        return [Reason.later(R.ABIL_CLEVER, False, said("an.bonuses.bad_action", action=repr(move.action)))]
    slot = state.zoo(move.seat).slot(move.action)
    return [Reason.later(R.ABIL_CLEVER, slot > 1, said("an.bonuses.clever.slot",
                                                card=Later(action_name, move.action), slot=slot))]


def recall_reasons(state: State, move: Recall) -> list[Reason]:
    """AN-ASSOC-WORKER-SRC: one of the seat's workers lies on that task."""
    tasks = placed_tasks(state, move.seat)
    ok = isinstance(move.task, Task) and move.task in tasks
    return [Reason.later(R.ASSOC_WORKER_SRC, ok,
                   said("an.bonuses.recall." + ("ok" if ok else "none"),
                       task=Later(task_name, move.task) if isinstance(move.task, Task) else repr(move.task),
                       n=len(state.zoo(move.seat).workers.placed)))]


def zoo_reasons(state: State, move: TakeZoo) -> list[Reason]:
    """AN-ASSOC-OFFER: on the board; AN-ASSOC-ZOO: a continent not owned, below 2 (4 with
    Association II)."""
    zoo = state.zoo(move.seat)
    limit = zoos_allowed(state, move.seat)
    return [Reason.later(R.ASSOC_OFFER, move.continent in state.offer_zoos,
                   said("an.bonuses.partner.offer", continent=Later(continent_name, move.continent),
                       offer=tuple(Later(continent_name, c) for c in state.offer_zoos))),
            Reason.later(R.ASSOC_ZOO, move.continent not in zoo.partner_zoos,
                   said("an.bonuses.partner.owned", continent=Later(continent_name, move.continent),
                       owned=tuple(Later(continent_name, c) for c in zoo.partner_zoos) or "-")),
            Reason.later(R.ASSOC_ZOO, len(zoo.partner_zoos) < limit,
                   said("an.bonuses.partner.limit", n=len(zoo.partner_zoos), limit=limit))]


def uni_reasons(state: State, move: TakeUni) -> list[Reason]:
    """AN-ASSOC-OFFER: on the board; AN-ASSOC-UNI: each kind once."""
    zoo = state.zoo(move.seat)
    name = said(f"an.bonuses.uni.{move.kind}") if move.kind in UNIS else repr(move.kind)
    return [Reason.later(R.ASSOC_OFFER, move.kind in state.offer_unis,
                   said("an.bonuses.university.offer", kind=name, n=len(state.offer_unis))),
            Reason.later(R.ASSOC_UNI, move.kind not in zoo.universities,
                   said("an.bonuses.university.owned", kind=name))]


# ---------------------------------------------------------------- play

def play_upgrade(state: State, seat: int, move: Upgrade, log: EventLog) -> State:
    return flip(pop(state), seat, move.action, log)


def play_hire(state: State, seat: int, move: Hire, log: EventLog) -> State:
    return hire(pop(state), seat, log)


def play_take(state: State, seat: int, move: TakeCard, log: EventLog) -> State:
    """The card to the hand; the display is refilled at the end of the turn
    (AN-DISPLAY-REFILL), or after the pending choices when no turn's refill is ahead (a
    break's income)."""
    step = _top(state)
    state = pop(state)
    if move.folder == 0:
        state, card = draw_from_deck(state, log)
        state = state.change_zoo(seat, hand=state.zoo(seat).hand + (card,))
        _event(log, state, step.RULE, "took_deck", who=Later(who, seat))
    else:
        card = state.display[move.folder - 1]
        display = state.display[:move.folder - 1] + (None,) + state.display[move.folder:]
        state = state.replace(display=display)
        state = state.change_zoo(seat, hand=state.zoo(seat).hand + (card,))
        _event(log, state, step.RULE, "took", who=Later(who, seat), card=card, folder=move.folder)
    if not any(isinstance(s, Refill) for s in state.stack):
        state = queue(state, Refill())
    if isinstance(step, CardChoice) and step.left > 1:
        return push(state, CardChoice(seat, step.left - 1, step.why))
    return state


def play_money5(state: State, seat: int, move: Money5, log: EventLog) -> State:
    return gain(pop(state), seat, Gain(money=CONSERVATION_SPACE_MONEY), log, R.CONS_5_8)


def play_tile(state: State, seat: int, move: Tile, log: EventLog) -> State:
    space = _top(state).space
    state = pop(state)
    left = list(tiles_on(state, space))
    left.remove(move.tile)
    state = state.replace(**{f"tiles{space}": tuple(left)})
    _event(log, state, R.CONS_5_8, "tile", who=Later(who, seat), tile=Later(tile_name, move.tile),
           space=space)
    return take_tile(state, seat, move.tile, log)


def play_clever(state: State, seat: int, move: Clever, log: EventLog) -> State:
    state = pop(state)
    if move.action is None:
        _event(log, state, R.ABIL_CLEVER, "clever_pass", who=Later(who, seat))
        return state
    zoo = state.zoo(seat)
    moved = slide(zoo.actions, move.action)
    state = state.change_zoo(seat, row=zoo.row_in(moved.after))
    log.add(state, R.ABIL_CLEVER, lambda m: m.msg, (moved,))
    return state


def play_recall(state: State, seat: int, move: Recall, log: EventLog) -> State:
    return bring_back(pop(state), seat, move.task, log)


def play_zoo(state: State, seat: int, move: TakeZoo, log: EventLog) -> State:
    """AN-BONUS-TILES: the partner zoo joins as by the Association task (AN-ASSOC-ZOO)."""
    return join_tile(pop(state), seat, Task.PARTNER_ZOO, move.continent, log)


def play_uni(state: State, seat: int, move: TakeUni, log: EventLog) -> State:
    """AN-BONUS-TILES: the university joins as by the Association task (AN-ASSOC-UNI)."""
    return join_tile(pop(state), seat, Task.UNIVERSITY, move.kind, log)


# ---------------------------------------------------------------- legal moves

def _upgrade_moves(state: State, ask: Ask) -> list:
    return [Upgrade(a, seat=ask.seat) for a in side_i(state, ask.seat)]


def _cons2_moves(state: State, ask: Ask) -> list:
    hire_ = [Hire(seat=ask.seat)] if state.zoo(ask.seat).workers.lying else []
    return _upgrade_moves(state, ask) + hire_


def _tile_moves(state: State, ask: Ask) -> list:
    space = _top(state).space
    return [Money5(seat=ask.seat)] + [Tile(t, seat=ask.seat) for t in dict.fromkeys(tiles_on(state, space))
                                      if tile_usable(state, ask.seat, t)]


def _take_moves(state: State, ask: Ask) -> list:
    return [TakeCard(f, seat=ask.seat) for f in card_sources(state, ask.seat)]


def _snap_moves(state: State, ask: Ask) -> list:
    return [TakeCard(f, seat=ask.seat) for f in display_folders(state)]


def _clever_moves(state: State, ask: Ask) -> list:
    return [Clever(None, seat=ask.seat)] + [Clever(a, seat=ask.seat)
                                            for a in state.zoo(ask.seat).actions[1:]]


def _recall_moves(state: State, ask: Ask) -> list:
    return [Recall(t, seat=ask.seat) for t in placed_tasks(state, ask.seat)]


def _zoo_moves(state: State, ask: Ask) -> list:
    return [TakeZoo(c, seat=ask.seat) for c in zoo_choices(state, ask.seat)]


def _uni_moves(state: State, ask: Ask) -> list:
    return [TakeUni(u, seat=ask.seat) for u in uni_choices(state, ask.seat)]


# ---------------------------------------------------------------- the moveset

_ACTIONS = "|".join(a.value for a in Action)
_TASKS = "|".join(TASKS)


def _kind(steps, reasons, play, describe, write, pattern, make) -> MoveKind:
    return MoveKind(steps, reasons, play, describe, write, (re.compile(pattern), make))


MOVESET = Moveset(
    "bonuses",
    moves={
        Upgrade: _kind(("upgrade", "cons2"), upgrade_reasons, play_upgrade,
                       lambda s, m: Msg("an.bonuses.move.upgrade", card=(
                           action_name(m.action) if isinstance(m.action, Action)
                           else repr(m.action))),
                       lambda m: f"upgrade:{m.action.value}", rf"upgrade:({_ACTIONS})",
                       lambda m: Upgrade(Action(m[1]))),
        Hire: _kind("cons2", hire_reasons, play_hire, lambda s, m: Msg("an.bonuses.move.hire"),
                    lambda m: "hire", r"hire", lambda m: Hire()),
        TakeCard: _kind(("take", "snap1"), take_reasons, play_take,
                        lambda s, m: (Msg("an.bonuses.move.take_deck") if m.folder == 0
                                      else Msg("an.bonuses.move.take", folder=m.folder)),
                        lambda m: "take:" + ("deck" if m.folder == 0 else str(m.folder)),
                        rf"take:(?:deck|{NUM})",
                        lambda m: TakeCard(0 if m[1] is None else read_folder(m, 1))),
        Money5: _kind("tile", money5_reasons, play_money5,
                      lambda s, m: Msg("an.bonuses.move.money5", money=CONSERVATION_SPACE_MONEY),
                      lambda m: "money5", r"money5", lambda m: Money5()),
        Tile: _kind("tile", tile_reasons, play_tile,
                    lambda s, m: Msg("an.bonuses.move.tile", tile=(
                        tile_name(m.tile) if m.tile in TILES else repr(m.tile))),
                    lambda m: f"tile:{m.tile}", r"tile:([a-z_0-9]+)", lambda m: Tile(m[1])),
        Clever: _kind("clever", clever_reasons, play_clever,
                      lambda s, m: (Msg("an.bonuses.move.clever_pass") if m.action is None else
                                    Msg("an.bonuses.move.clever", card=action_name(m.action))),
                      lambda m: "clever:" + ("-" if m.action is None else m.action.value),
                      rf"clever:(-|{_ACTIONS})",
                      lambda m: Clever(None if m[1] == "-" else Action(m[1]))),
        Recall: _kind("recall", recall_reasons, play_recall,
                      lambda s, m: Msg("an.bonuses.move.recall", task=task_name(m.task)),
                      lambda m: f"recall:{m.task.name.lower()}", rf"recall:({_TASKS})",
                      lambda m: Recall(TASKS[m[1]])),
        TakeZoo: _kind("partner", zoo_reasons, play_zoo,
                       lambda s, m: Msg("an.bonuses.move.partner", continent=continent_name(m.continent)),
                       lambda m: f"tile_zoo:{m.continent}", rf"tile_zoo:({'|'.join(CONTINENTS)})",
                       lambda m: TakeZoo(m[1])),
        TakeUni: _kind("university", uni_reasons, play_uni,
                       lambda s, m: Msg("an.bonuses.move.university", kind=(
                           uni_name(m.kind) if m.kind in UNIS else repr(m.kind))),
                       lambda m: f"tile_uni:{m.kind}", rf"tile_uni:({'|'.join(UNIS)})",
                       lambda m: TakeUni(m[1])),
    },
    legal={"upgrade": _upgrade_moves, "cons2": _cons2_moves, "tile": _tile_moves,
           "take": _take_moves, "snap1": _snap_moves, "clever": _clever_moves,
           "recall": _recall_moves, "partner": _zoo_moves,
           "university": _uni_moves},
)

__all__ = ["MOVESET", "BonusStep", "CardChoice", "Clever", "CleverChoice", "ConsTwoChoice",
           "Hire", "Money5", "Recall", "RecallChoice",
           "SnapChoice", "TakeCard", "TakeUni", "TakeZoo", "Tile", "TileChoice", "UniChoice",
           "Upgrade", "UpgradeChoice", "ZooChoice", "hire", "queue", "take_tile", "tile_name",
           "uni_name", "upgrade"]
