"""The Build action (AN-BUILD-*) and every building placed for free (:class:`FreeBuilding`).

Where a building may stand is :mod:`.placement`'s verdict (AN-BUILD-FORBID, AN-BUILD-ADJ,
AN-BUILD-B2, AN-BUILD-KIOSK, AN-BUILD-SPECIAL1, AN-BUILD-UPG, AN-BUILD-BASIC,
AN-BUILD-COST); putting it into the zoo is :func:`.place.place` (AN-BUILD-BONUS taken at
once, AN-BUILD-PAVILION, AN-BUILD-FULL). This module is the action around them:

* AN-ACT-CHOOSE — the Build card may be chosen only when at least one building is legal
  and affordable at that strength (:func:`possible`); once chosen, at least one is built
  (:class:`Done` is refused before the first).
* AN-BUILD-BASIC — side I: :class:`BuildStep` asks for exactly one building of size ≤
  strength, then goes.
* AN-BUILD-UPG — side II: different buildings, total size ≤ strength, each paid
  (AN-BUILD-COST, 2 money a space) and resolved — its placement bonuses taken, and any
  step they push answered — before the next is paid (AN-BUILD-BONUS); :class:`Done` after
  at least one. The step goes by itself when nothing more fits.
* AN-BUILD-EMPTY — a standard enclosure is placed empty (no animal housed in it).
* AN-BUILD-MOVE — right after a Reptile House or Large Bird Aviary is built,
  :class:`MoveInStep` offers the animals already housed in standard enclosures that may
  live there (``Animal.special_enclosures``), one by one, within its 5 spaces (an animal
  takes its printed number of spaces, 0 taking none, AN-SPECIAL-ENCL) and with the rock /
  water it needs next to the special enclosure (AN-ANIMALS-SPECIAL); the enclosure it
  leaves is empty again once no animal lives there. Only then: the step goes when
  :class:`Done` is played or nobody can move.
* A free building (:class:`FreeBuilding`, one step for every way it comes, its ``rule``
  says which): the ``free_size2_enclosure`` bonus of the left panel (AN-MAP-PANEL), the
  bonus tile's size-3 enclosure (AN-BONUS-TILES), a sponsor's free building
  (AN-SPON-BUILD-FREE), up to X kiosks or pavilions (AN-ABIL-POSTURING), a Large Bird
  Aviary (AN-ABIL-PEACOCKING). It is answered with the Build action's own move
  (:class:`Place`, ``build:kiosk@3,6r0``) and, when it is a "may", :class:`Done`
  (``build:done``): the normal placement rules (AN-BUILD-FORBID, AN-BUILD-ADJ,
  AN-BUILD-KIOSK, AN-BUILD-SPECIAL1, AN-BUILD-B2 with the seat's Build card,
  AN-BUILD-BONUS), no cost, no Build action, no upgrade needed for its kind. The bonuses
  are taken, so compulsory when they fit (the rules are silent on declining them); when
  nothing fits the step says so and nothing happens. A Reptile House or Large Bird Aviary
  placed for free still offers to move animals in (AN-BUILD-MOVE: "when you build it",
  BGA's help page).
* AN-SPON-BUILD-EXTRA-SAME — Engineer (217): once a Build action is over (the
  ``action_done`` event carries the kinds it built), :class:`ExtraBuilding` offers one more
  building of one of those kinds (special enclosures apart), answered with the same
  :class:`Place` and :class:`Done`: paid as Build pays (AN-BUILD-COST, against the money
  held), placed by Build's rules with the seat's Build card (AN-BUILD-FORBID, AN-BUILD-ADJ,
  AN-BUILD-KIOSK, AN-BUILD-B2), no strength used, and the same kind again is its point
  (AN-BUILD-UPG's "different buildings" is the action's own rule).
* AN-SPON-RULES ``build_on`` — with Diversity Researcher (219) the seat may build on rock
  and water spaces (the Build action and every free building): placement is told the
  terrains, and a building covering one says which card allows it.

:func:`explain_kind` says, before the hexes are chosen, whether a kind can be placed at
all now and why not (the board's first click).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache, partial
from typing import ClassVar

from tutor.core import Ask, Msg, Reason, seat_name
from tutor.core.steps import FLAG, SEAT, Step, count, pop, push, top, word, words
from tutor.core.verdict import EventLog, allowed

from .buildings import BUILD_KINDS, Building, Category, Hex, Kind, kind
from .cards import Animal, card
from .events import Event, fire
from .gains import handles
from .icons import rule_givers
from .later import Later, said
from .messages import build as _messages  # noqa: F401  (registers an.build.*)
from .memo import ZOO_FACTS, once
from .moveset import (NUM, PLACE, ActionEntry, MoveKind, Moveset, read_card, read_cell,
                      read_rotation)
from .place import place
from .placement import (SIDE_II_KINDS, ZooFacts, action_reasons, adjacency_reason,
                        build2_reason, building_msg, covered, fits, forbid_reasons,
                        gain_reasons, gains, kind_msg, kiosk_reasons, legal_placements,
                        one_each_reason, terrain_around, where_reasons, zoo_facts)
from .placement import check as placement_check
from .rulebook import R
from .state import State
from .steps import NOTATION
from .strength import Action, Side
from .zoo_map import focus, text, written, zoo_map

#: The free building of the ``free_size2_enclosure`` bonus (AN-MAP-PANEL).
FREE_KIND = "enclosure_2"
#: The rules that give a free building: the ``rule`` of a :class:`FreeBuilding`.
FREE_RULES = (R.MAP_PANEL, R.BONUS_TILES, R.SPON_BUILD_FREE, R.ABIL_POSTURING,
              R.ABIL_PEACOCKING)
#: The most free buildings one step gives (AN-ABIL-POSTURING 3, the Scarlet Macaw).
MAX_FREE = 3
#: AN-BUILD-MOVE: the special enclosures animals may move into when built.
MOVE_KINDS = SIDE_II_KINDS
#: The strength a Build action can have: slot 5 and 5 X-tokens (AN-ACT-X).
MAX_STRENGTH = 10
#: AN-SPON-BUILD-EXTRA-SAME: the kinds Engineer may build again (no special enclosure).
EXTRA_KINDS = tuple(n for n in BUILD_KINDS if kind(n).category is not Category.SPECIAL)


def _who(seat: int) -> Msg:
    return seat_name(seat)


# ---------------------------------------------------------------- moves

@dataclass(frozen=True)
class Place:
    """Place a building of ``kind`` (a Build kind's name) with its anchor at ``anchor`` and
    rotation ``rot`` (AN-COMP-ROTATE): for the Build action, or a free building."""

    kind: str
    anchor: Hex
    rot: int = 0
    seat: int | None = field(default=None, kw_only=True)

    def building(self) -> Building | None:
        """The building meant, ``None`` when the kind, hex or rotation is none."""
        if self.kind not in BUILD_KINDS:
            return None
        a = self.anchor
        if (type(a) is tuple and len(a) == 2 and type(a[0]) is int and type(a[1]) is int
                and type(self.rot) is int):
            return _building(self.kind, a, self.rot)
        try:
            return Building(self.kind, self.anchor, self.rot)
        except (TypeError, ValueError):
            return None


@lru_cache(maxsize=4096)
def _building(name: str, anchor: Hex, rot: int) -> Building | None:
    """:meth:`Place.building` of a kind's name, a pair of ints and an int, kept for the
    placements asked about last (each verdict of a Build step reads its candidate twice,
    the check and the move in words; one object keeps its hexes worked out)."""
    try:
        return Building(name, anchor, rot)
    except (TypeError, ValueError):
        return None


@dataclass(frozen=True)
class Done:
    """Stop: no more buildings this Build II action (AN-BUILD-UPG), no more animals moved
    into the new special enclosure (AN-BUILD-MOVE), no more free buildings when they
    are a "may" (:class:`FreeBuilding`), or no Engineer building (:class:`ExtraBuilding`)."""

    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class MoveIn:
    """AN-BUILD-MOVE: move the animal ``card`` from its standard enclosure into the special
    enclosure just built."""

    card: int
    seat: int | None = field(default=None, kw_only=True)


# ---------------------------------------------------------------- what can be built

def _build_side(state: State, seat: int) -> bool:
    return state.zoo(seat).side(Action.BUILD) is Side.II


@dataclass(frozen=True, eq=False)
class _Seat:
    """What the buildings of one seat read in one position (:func:`_seat`): its zoo as
    every candidate reads it (:func:`.placement.zoo_facts`), its sponsors giving
    ``build_on`` with their terrains (AN-SPON-RULES), and, filled as they are asked, the
    reasons not depending on where (:func:`_kind_reasons`) and the legal placements
    (:func:`_spots`) by kind and Build values."""

    zoo: ZooFacts
    givers: tuple
    on: tuple[str, ...]
    kinds: dict = field(default_factory=dict)
    spots: dict = field(default_factory=dict)


def _seat(state: State, seat: int) -> _Seat:
    """:class:`_Seat` of ``seat``, worked out once per position (:func:`.memo.once`):
    ``legal_moves`` and the check of every legal placement read it."""
    def compute() -> _Seat:
        givers = rule_givers(state, seat, "build_on")
        return _Seat(zoo_facts(zoo_map(state.map_id), state.zoo(seat).buildings), givers,
                     tuple(t for _, terrains in givers for t in terrains))
    return once(state, ("an.build.seat", seat), compute)


def build_on(state: State, seat: int) -> tuple[str, ...]:
    """AN-SPON-RULES ``build_on``: the terrains ``seat``'s sponsors let it build on."""
    return _seat(state, seat).on


def build_on_reasons(state: State, seat: int, b: Building) -> list[Reason]:
    """AN-SPON-RULES: each terrain ``b`` covers, allowed by the sponsor that says so."""
    return _build_on_reasons(_seat(state, seat), b)


def _build_on_reasons(view: _Seat, b: Building) -> list[Reason]:
    if not view.givers:
        return []
    zmap = view.zoo.zmap
    out = []
    for sp, terrains in view.givers:
        for terrain in terrains:
            hexes = tuple(c for c in b.cells if c in (zmap.rock if terrain == "rock"
                                                      else zmap.water))
            if hexes:
                out.append(Reason.later(R.SPON_RULES, True, said(
                    "an.build.build_on", hexes=[text(h) for h in hexes], n=len(hexes),
                    terrain=said(f"an.map.terrain.{terrain}"), name=sp.name, card=sp.number),
                    focus=focus(hexes)))
    return out


def _kind_reasons(view: _Seat, k: Kind, side_ii: bool, built: tuple[str, ...],
                  left: int | None, money: int | None) -> tuple[Reason, ...]:
    """What does not depend on where in a Build action (:func:`.placement.action_reasons`:
    AN-BUILD-UPG, AN-BUILD-BASIC, AN-BUILD-SPECIAL1, AN-BUILD-COST said against the money
    held), once per position (``view``) and these values: the check of every placement of
    a kind, and the list of them, read the same."""
    key = (k, side_ii, built, left, money)
    found = view.kinds.get(key)
    if found is None:
        reasons = action_reasons(view.zoo.built, k, side_ii=side_ii, built_this_action=built,
                                 size_left=left, money=money)
        found = view.kinds[key] = tuple(_cost_with_money(tuple(reasons), money)) \
            if money is not None else tuple(reasons)
    return found


def _spots(state: State, seat: int, k: Kind, *, side_ii: bool, built: tuple[str, ...] = (),
           left: int | None = None, money: int | None = None) -> tuple[Building, ...]:
    """:func:`.placement.legal_placements` of the seat's zoo, with its sponsors' terrains
    (AN-SPON-RULES ``build_on``), once per position and these values."""
    view = _seat(state, seat)
    key = (k, side_ii, built, left, money)
    found = view.spots.get(key)
    if found is None:
        found = view.spots[key] = fits(view.zoo.zmap, view.zoo.built, k, side_ii=side_ii,
                                       build_on=view.on) \
            if allowed(_kind_reasons(view, k, side_ii, built, left, money)) else ()
    return found


def first_placeable(state: State, seat: int, side_ii: bool, built: tuple[str, ...],
                    left: int) -> str | None:
    """The first kind (in the order of :data:`BUILD_KINDS`, cheap ones first) with a legal,
    affordable placement now, ``None`` if there is none; stops at the first found. The
    answer reads only the map, the zoo's buildings, the terrains its sponsors let it build
    on, the money and these values: it is kept by them for the positions that follow
    (:data:`.memo.ZOO_FACTS`)."""
    zoo = state.zoo(seat)
    money = zoo.money
    return ZOO_FACTS.once(
        ("an.build.first", state.map_id, zoo.buildings, build_on(state, seat), side_ii,
         built, left, money),
        lambda: next((name for name in BUILD_KINDS
                      if _spots(state, seat, kind(name), side_ii=side_ii, built=built,
                                left=left, money=money)), None))


def free_spots(state: State, seat: int, name: str) -> tuple[Building, ...]:
    """Where a free building of kind ``name`` may stand: the normal placement rules
    (AN-BUILD-FORBID, AN-BUILD-ADJ, AN-BUILD-KIOSK, AN-BUILD-SPECIAL1), AN-BUILD-B2 by the
    seat's Build card; no cost, and its kind needs no upgraded Build (AN-ABIL-PEACOCKING)."""
    zmap = zoo_map(state.map_id)
    spots = legal_placements(zmap, state.zoo(seat).buildings, kind(name), side_ii=True,
                             build_on=build_on(state, seat))
    if _build_side(state, seat):
        return spots
    return tuple(b for b in spots if zmap.build2.isdisjoint(b.cells))


def possible(state: State, seat: int, side: Side, strength: int) -> Reason:
    """AN-ACT-CHOOSE: Build can be chosen when some building is legal and affordable at
    this strength; the kinds that are, or why none is."""
    found = first_placeable(state, seat, side is Side.II, (), strength)
    if found is not None:
        return Reason.later(R.ACT_CHOOSE, True, said("an.build.possible", strength=strength,
                                              kind=Later(kind_msg, kind(found))))
    return Reason.later(R.ACT_CHOOSE, False, said("an.build.impossible", strength=strength,
                                           money=state.zoo(seat).money))


# ---------------------------------------------------------------- steps

@NOTATION.kind("build", seat=SEAT, side=word("1", "2"), left=count(0, MAX_STRENGTH),
               built=words(BUILD_KINDS, Msg("an.build.word.kind")))
@dataclass(frozen=True)
class BuildStep(Step):
    """AN-BUILD-BASIC / AN-BUILD-UPG: the Build action under way; ``left`` the strength not
    used yet, ``built`` the kinds built so far in this action (in order)."""

    seat: int
    side: str
    left: int
    built: tuple[str, ...]
    OF_TURN: ClassVar[bool] = True

    @property
    def side_ii(self) -> bool:
        return self.side == "2"

    @property
    def rule(self) -> R:
        return R.BUILD_UPG if self.side_ii else R.BUILD_BASIC

    def waits(self, state: State) -> bool:
        """The first building is always asked (AN-ACT-CHOOSE made sure one fits); on side II
        the next while one more fits (the cheap kinds tried first, stopping at the first)."""
        if not self.built:
            return True
        if not self.side_ii or self.left <= 0:
            return False
        return first_placeable(state, self.seat, True, self.built, self.left) is not None

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        key = "an.build.ask.more" if self.built else "an.build.ask.first"
        return (Ask.later(self.seat, "build", str(self.rule),
                          said(key, who=Later(_who, self.seat), left=self.left)),)

    def resolve(self, state: State, log: EventLog) -> State:
        """The action is over: said, then ``action_done`` with the kinds built
        (AN-SPON-TRIGGERS ``build_action``: Engineer, AN-SPON-BUILD-EXTRA-SAME)."""
        log.add(state, self.rule, said("an.build.ev.over", who=Later(_who, self.seat),
                                          n=len(self.built)))
        return fire(state, Event("action_done", self.seat, action=Action.BUILD,
                                 built=self.built), log)


@NOTATION.kind("free_building", seat=SEAT, kinds=words(BUILD_KINDS, Msg("an.build.word.kind")),
               left=count(1, MAX_FREE), optional=FLAG, rule=word(*FREE_RULES))
@dataclass(frozen=True)
class FreeBuilding(Step):
    """``left`` buildings to place for free, each of one of ``kinds``, because of ``rule``
    (:data:`FREE_RULES`); ``optional``: the seat may stop (:class:`Done`). Nothing fits:
    said, and the step goes."""

    seat: int
    kinds: tuple[str, ...]
    left: int = 1
    optional: bool = False
    rule: str = str(R.MAP_PANEL)

    def spots(self, state: State) -> dict[str, tuple[Building, ...]]:
        """Where each of its kinds may stand now (:func:`free_spots`)."""
        return {name: free_spots(state, self.seat, name) for name in self.kinds}

    def waits(self, state: State) -> bool:
        return any(free_spots(state, self.seat, name) for name in self.kinds)

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        key = "an.build.ask.free_may" if self.optional else "an.build.ask.free"
        return (Ask.later(self.seat, "free_building", self.rule,
                          said(key, who=Later(_who, self.seat), n=self.left,
                                  kinds=Later(_kinds_msg, self.kinds))),)

    def resolve(self, state: State, log: EventLog) -> State:
        log.add(state, R(self.rule), said("an.build.ev.free_none", who=Later(_who, self.seat),
                                              kinds=Later(_kinds_msg, self.kinds)))
        return state


def _kinds_msg(kinds: tuple[str, ...]) -> list[Msg]:
    return [kind_msg(kind(name)) for name in kinds]


def free_building(state: State, seat: int, kinds: tuple[str, ...], rule: R, *, n: int = 1,
                  optional: bool = False) -> State:
    """The step asking ``seat`` for ``n`` free buildings of ``kinds`` (``rule``: why),
    pushed on top."""
    return push(state, FreeBuilding(seat, tuple(kinds), n, optional, str(rule)))


@NOTATION.kind("extra_building", seat=SEAT,
               kinds=words(EXTRA_KINDS, Msg("an.build.word.kind")))
@dataclass(frozen=True)
class ExtraBuilding(Step):
    """AN-SPON-BUILD-EXTRA-SAME (Engineer): the seat may build one more building of one of
    ``kinds`` (those its Build action just built, special enclosures apart), paying
    normally (:func:`extra_reasons`); :class:`Done` declines. Nothing fits or is
    affordable: said, and the step goes. A kind is a building kind of the data: a size-2
    enclosure built offers a size-2 enclosure ("a building you just built"), not another
    size."""

    seat: int
    kinds: tuple[str, ...]
    OF_TURN: ClassVar[bool] = True
    #: Only Engineer pushes it (AN-SPON-BUILD-EXTRA-SAME): the seat holds that sponsor.
    SPONSOR: ClassVar[tuple[int, str]] = (217, str(R.SPON_BUILD_EXTRA_SAME))

    def spots(self, state: State) -> dict[str, tuple[Building, ...]]:
        """Where each of its kinds may stand now, affordable (:func:`extra_spots`)."""
        return {name: extra_spots(state, self.seat, name) for name in self.kinds}

    def waits(self, state: State) -> bool:
        return any(extra_spots(state, self.seat, name) for name in self.kinds)

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "extra_building", str(R.SPON_BUILD_EXTRA_SAME),
                          said("an.build.ask.extra", who=Later(_who, self.seat),
                                  kinds=Later(_kinds_msg, self.kinds),
                                  money=state.zoo(self.seat).money)),)

    def resolve(self, state: State, log: EventLog) -> State:
        log.add(state, R.SPON_BUILD_EXTRA_SAME,
                said("an.build.ev.extra_none", who=Later(_who, self.seat),
                        kinds=Later(_kinds_msg, self.kinds), money=state.zoo(self.seat).money))
        return state


def extra_spots(state: State, seat: int, name: str) -> tuple[Building, ...]:
    """AN-SPON-BUILD-EXTRA-SAME: where Engineer's building of kind ``name`` may stand and
    be paid now: Build's placement rules with the seat's Build card, no strength used."""
    return _spots(state, seat, kind(name), side_ii=_build_side(state, seat),
                  money=state.zoo(seat).money)


@NOTATION.kind("move_in", seat=SEAT, kind=word(*MOVE_KINDS))
@dataclass(frozen=True)
class MoveInStep(Step):
    """AN-BUILD-MOVE: animals may move into the ``kind`` (Reptile House or Large Bird
    Aviary) just built, one by one, until :class:`Done` or none can."""

    seat: int
    kind: str
    OF_TURN: ClassVar[bool] = True

    def waits(self, state: State) -> bool:
        return bool(movable(state, self.seat, self.kind))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        free = capacity_left(state, self.seat, self.kind)
        return (Ask.later(self.seat, "move_in", str(R.BUILD_MOVE),
                          said("an.build.ask.move_in", who=Later(_who, self.seat),
                                  kind=Later(kind_msg, kind(self.kind)), free=free)),)


# ---------------------------------------------------------------- AN-BUILD-MOVE

def _special(state: State, seat: int, name: str) -> Building | None:
    return next((b for b in state.zoo(seat).buildings if b.kind.name == name), None)


def capacity_left(state: State, seat: int, name: str) -> int:
    """The spaces of the special enclosure ``name`` not taken by the animals in it
    (AN-ANIMALS-SPECIAL: an animal takes its printed number of spaces)."""
    home = _special(state, seat, name)
    if home is None:
        return 0
    used = sum(dict(card(c).special_enclosures).get(name, 0)
               for at, c in state.zoo(seat).housed if at == home.anchor)
    return home.size - used


def move_reasons(state: State, seat: int, name: str, number: object) -> list[Reason]:
    """AN-BUILD-MOVE for one animal: it lives in one of the seat's standard enclosures, it
    may live in ``name``, its spaces fit, its rock / water needs are next to the special
    enclosure (AN-ANIMALS-SPECIAL)."""
    zoo = state.zoo(seat)
    home = _special(state, seat, name)
    where = {b.anchor: b for b in zoo.buildings}
    at = next((a for a, c in zoo.housed if c == number), None)
    kname = Later(kind_msg, kind(name))
    source = where.get(at)
    if source is None or source.category is not Category.STANDARD or home is None:
        return [Reason.later(R.BUILD_MOVE, False, said("an.build.move.not_housed", card=number))]
    animal = card(number)
    if not isinstance(animal, Animal):
        return [Reason.later(R.BUILD_MOVE, False, said("an.build.move.not_housed", card=number))]
    need = dict(animal.special_enclosures).get(name)
    out = [Reason.later(R.BUILD_MOVE, True, said("an.build.move.from", card=number,
                                                 name=animal.name,
                                                 source=Later(building_msg, source)),
                  focus=focus(source.cells))]
    if need is None:
        return out + [Reason.later(R.BUILD_MOVE, False, said("an.build.move.cannot", card=number,
                                                      name=animal.name, kind=kname))]
    free = capacity_left(state, seat, name)
    out.append(Reason.later(R.ANIMALS_SPECIAL, need <= free,
                      said("an.build.move.spaces", need=need, free=free, kind=kname)))
    around = terrain_around(zoo_map(state.map_id), home.cells)
    for terrain, want in (("rock", animal.rock), ("water", animal.water)):
        if want:
            have = around.count(terrain)
            out.append(Reason.later(R.ANIMALS_SPECIAL, have >= want,
                              said("an.build.move.terrain", need=want, have=have, kind=kname,
                                  terrain=said(f"an.map.terrain.{terrain}")),
                              focus=focus(around.rock if terrain == "rock" else around.water)))
    return out


def movable(state: State, seat: int, name: str) -> tuple[int, ...]:
    """The animals that may move into ``name`` now (AN-BUILD-MOVE)."""
    zoo = state.zoo(seat)
    standard = {b.anchor for b in zoo.buildings if b.category is Category.STANDARD}
    return tuple(c for at, c in zoo.housed
                 if at in standard and name in dict(_animal_spaces(c))
                 and allowed(move_reasons(state, seat, name, c)))


def _animal_spaces(number: int) -> tuple[tuple[str, int], ...]:
    animal = card(number)
    return animal.special_enclosures if isinstance(animal, Animal) else ()


# ---------------------------------------------------------------- reasons

def _bad_building(move: Place) -> Reason:
    return Reason.later(R.BUILD_FORBID, False,
                  said("an.build.bad_building", kind=str(move.kind), at=repr(move.anchor),
                      rot=repr(move.rot)))


def _cost_with_money(reasons: tuple[Reason, ...], money: int) -> list[Reason]:
    """AN-BUILD-COST said against the money held: "3 spaces cost 6 ≤ 25"."""
    out = []
    for r in reasons:
        if r.rule == R.BUILD_COST and r.ok:
            r = Reason.later(r.rule, True, _cost_msg, (r.data.spaces, r.data.total, money),
                             r.focus, r.binding, r.data)
        out.append(r)
    return out


def _cost_msg(spaces: int, cost: int, money: int) -> Msg:
    return Msg("an.build.cost", n=spaces, cost=cost, money=money)


def _free_kind_reason(step: FreeBuilding, k: Kind) -> Reason:
    ok = k.name in step.kinds
    return Reason.later(R(step.rule), ok, said(
        "an.build.free.kind" if ok else "an.build.free.kind_bad", kind=Later(kind_msg, k),
        kinds=Later(_kinds_msg, step.kinds)))


def _free_kind_reasons(state: State, step: FreeBuilding, k: Kind) -> list[Reason]:
    """What does not depend on where: one of the step's kinds, one of each special
    enclosure (AN-BUILD-SPECIAL1)."""
    out = [_free_kind_reason(step, k)]
    one = one_each_reason(state.zoo(step.seat).buildings, k)
    if one is not None:
        out.append(one)
    return out


def free_reasons(state: State, step: FreeBuilding, b: Building) -> list[Reason]:
    """A free building: one of the step's kinds, no cost, the normal placement rules
    (AN-BUILD-SPECIAL1, AN-BUILD-FORBID, AN-BUILD-B2 by the seat's Build card, AN-BUILD-ADJ,
    AN-BUILD-KIOSK), then what it gives (AN-BUILD-BONUS, AN-BUILD-FULL)."""
    zmap = zoo_map(state.map_id)
    built = state.zoo(step.seat).buildings
    out = _free_kind_reasons(state, step, b.kind)
    out += forbid_reasons(zmap, covered(built), b, build_on(state, step.seat))
    out += build_on_reasons(state, step.seat, b)
    b2 = build2_reason(zmap, b, _build_side(state, step.seat))
    if b2 is not None:
        out.append(b2)
    out.append(adjacency_reason(built, b))
    out += kiosk_reasons(built, b)
    if allowed(out):
        out += gain_reasons(zmap, built, b)
    return out


def extra_reasons(state: State, step: ExtraBuilding, b: Building) -> list[Reason]:
    """AN-SPON-BUILD-EXTRA-SAME: a kind the Build action built (no special enclosure),
    then every rule of a Build action's building with the seat's Build card (AN-BUILD-*,
    :func:`.placement.check`): its cost against the money held, no strength to fit in, no
    "different buildings" (the same kind is the point)."""
    ok = b.kind.name in step.kinds
    out = [Reason.later(R.SPON_BUILD_EXTRA_SAME, ok,
                  said("an.build.extra.kind" if ok else "an.build.extra.kind_bad",
                      kind=Later(kind_msg, b.kind), kinds=Later(_kinds_msg, step.kinds)))]
    zoo = state.zoo(step.seat)
    out += placement_check(zoo_map(state.map_id), zoo.buildings, b,
                           side_ii=_build_side(state, step.seat), money=zoo.money,
                           build_on=build_on(state, step.seat))
    out += build_on_reasons(state, step.seat, b)
    return _cost_with_money(tuple(out), zoo.money)


def place_reasons(state: State, move: Place) -> list[Reason]:
    """The Build step's building (every AN-BUILD-* rule with its numbers, :func:`.placement
    .check`), a free building's (:func:`free_reasons`) or Engineer's (:func:`extra_reasons`)."""
    b = move.building()
    if b is None:
        return [_bad_building(move)]
    step = top(state)
    if isinstance(step, FreeBuilding):
        return free_reasons(state, step, b)
    if isinstance(step, ExtraBuilding):
        return extra_reasons(state, step, b)
    return _check_build(state, step, b)


def _check_build(state: State, step: BuildStep, b: Building) -> list[Reason]:
    """Every rule of the building in this action, in placement's words (:func:`.placement
    .check`, AN-BUILD-COST against the money held): what does not depend on where once per
    position and kind (:func:`_kind_reasons`), then where it stands in the zoo, what it
    gives when allowed, and the sponsors' terrains it covers."""
    view = _seat(state, step.seat)
    out = list(_kind_reasons(view, b.kind, step.side_ii, step.built, step.left,
                             state.zoo(step.seat).money))
    out += where_reasons(view.zoo, b, step.side_ii, build_on=view.on)
    if allowed(out):
        out += gains(view.zoo, b)
    return out + _build_on_reasons(view, b) if view.givers else out


def done_reasons(state: State, move: Done) -> list[Reason]:
    """AN-ACT-CHOOSE: a chosen Build action builds at least one building before it stops
    (AN-BUILD-UPG); AN-BUILD-MOVE: moving animals is a may, stopping always allowed; a
    free building may be declined only when its rule says "may" (``optional``)."""
    step = top(state)
    if isinstance(step, MoveInStep):
        return [Reason.later(R.BUILD_MOVE, True, said("an.build.done.move"))]
    if isinstance(step, ExtraBuilding):
        return [Reason.later(R.SPON_BUILD_EXTRA_SAME, True, said("an.build.done.extra"))]
    if isinstance(step, FreeBuilding):
        return [Reason.later(R(step.rule), step.optional,
                       said("an.build.done.free" if step.optional else "an.build.done.free_must",
                           n=step.left))]
    n = len(step.built)
    return [Reason.later(R.ACT_CHOOSE, n > 0,
                         said("an.build.done.ok" if n else "an.build.done.none", n=n))]


def move_in_reasons(state: State, move: MoveIn) -> list[Reason]:
    step = top(state)
    return move_reasons(state, move.seat, step.kind, move.card)


def explain_kind(state: State, name: str) -> tuple[Reason, ...]:
    """Whether a building of kind ``name`` can be placed anywhere now, and why not: the
    rules that do not depend on where (side II kinds, one of each special enclosure,
    different buildings in Build II, one on side I, size left, money; for a free building,
    its kinds and one of each special enclosure), then whether the map has room for it. The
    open step must be a Build step or a free building's (else one refusal says no building
    is asked)."""
    step = top(state)
    if name not in BUILD_KINDS:
        return (Reason.later(R.BUILD_BASIC, False, said("an.build.bad_kind", kind=str(name))),)
    k = kind(name)
    if isinstance(step, BuildStep) and step.waits(state):
        zoo = state.zoo(step.seat)
        out = _cost_with_money(tuple(action_reasons(
            zoo.buildings, k, side_ii=step.side_ii, built_this_action=step.built,
            size_left=step.left, money=zoo.money)), zoo.money)
        where = partial(_spots, state, step.seat, k, side_ii=step.side_ii)
    elif isinstance(step, FreeBuilding) and step.waits(state):
        out = _free_kind_reasons(state, step, k)
        where = partial(free_spots, state, step.seat, name)
    elif isinstance(step, ExtraBuilding) and step.waits(state):
        zoo = state.zoo(step.seat)
        ok = name in step.kinds
        out = [Reason.later(R.SPON_BUILD_EXTRA_SAME, ok,
                      said("an.build.extra.kind" if ok else "an.build.extra.kind_bad",
                          kind=Later(kind_msg, k), kinds=Later(_kinds_msg, step.kinds)))]
        out += _cost_with_money(tuple(action_reasons(
            zoo.buildings, k, side_ii=_build_side(state, step.seat), money=zoo.money)),
            zoo.money)
        where = partial(extra_spots, state, step.seat, name)
    else:
        return (Reason.later(R.ACT_TURN, False, said("an.build.not_asked")),)
    if allowed(out):
        found = where()
        cells = sorted({c for b in found for c in b.cells})
        out.append(Reason.later(R.BUILD_FORBID, bool(found),
                          said("an.build.where" if found else "an.build.no_room",
                              kind=Later(kind_msg, k), n=len(found)), focus=focus(cells)))
    return tuple(out)


# ---------------------------------------------------------------- play

def _pay(state: State, seat: int, b: Building, log: EventLog) -> State:
    """AN-BUILD-COST: 2 money a space, paid before the building is placed."""
    before = state.zoo(seat).money
    state = state.change_zoo(seat, money=before - b.kind.cost)
    log.add(state, R.BUILD_COST, said("an.build.ev.paid", who=Later(_who, seat),
                                         cost=b.kind.cost, building=Later(building_msg, b),
                                         before=before, after=before - b.kind.cost))
    return state


def _empty(state: State, seat: int, b: Building, log: EventLog) -> State:
    """AN-BUILD-EMPTY: a standard enclosure comes empty side up (no animal in it)."""
    if b.category is Category.STANDARD and log is not None:
        log.add(state, R.BUILD_EMPTY, said("an.build.ev.empty", size=b.size))
    return state


def play_place(state: State, seat: int, move: Place, log: EventLog) -> State:
    """The building paid (Build only), then placed with everything it gives; on Build the
    step comes back with the strength left, a free building's step with one building less
    when more are left, under the steps the building's bonuses push (AN-BUILD-BONUS: they
    are answered before the next building) and, for a Reptile House / Large Bird Aviary,
    the offer to move animals in (AN-BUILD-MOVE)."""
    b = move.building()
    step = top(state)
    state = pop(state)
    if isinstance(step, ExtraBuilding):
        state = _pay(state, seat, b, log)
        state = place(state, seat, b, log, R.SPON_BUILD_EXTRA_SAME)
        return _empty(state, seat, b, log)
    if isinstance(step, FreeBuilding):
        if step.left > 1:
            state = push(state, replace(step, left=step.left - 1))
        if b.kind.name in MOVE_KINDS:
            state = push(state, MoveInStep(seat, b.kind.name))
        state = place(state, seat, b, log, R(step.rule))
        return _empty(state, seat, b, log)
    state = _pay(state, seat, b, log)
    state = push(state, BuildStep(seat, step.side, step.left - b.size,
                                  step.built + (b.kind.name,)))
    if b.kind.name in MOVE_KINDS:
        state = push(state, MoveInStep(seat, b.kind.name))
    state = place(state, seat, b, log, step.rule)
    return _empty(state, seat, b, log)


def play_done(state: State, seat: int, move: Done, log: EventLog) -> State:
    step = top(state)
    state = pop(state)
    if isinstance(step, MoveInStep):
        log.add(state, R.BUILD_MOVE, said("an.build.ev.move_done", who=Later(_who, seat)))
        return state
    if isinstance(step, FreeBuilding):
        log.add(state, R(step.rule), said("an.build.ev.free_stop", who=Later(_who, seat)))
        return state
    if isinstance(step, ExtraBuilding):
        log.add(state, R.SPON_BUILD_EXTRA_SAME,
                said("an.build.ev.extra_stop", who=Later(_who, seat)))
        return state
    return step.resolve(state, log)


def play_move_in(state: State, seat: int, move: MoveIn, log: EventLog) -> State:
    """AN-BUILD-MOVE: the animal's card now lives in the special enclosure; the standard
    enclosure it left is empty again when no other animal lives there."""
    step = top(state)
    zoo = state.zoo(seat)
    home = _special(state, seat, step.kind)
    source = next(at for at, c in zoo.housed if c == move.card)
    housed = tuple((home.anchor, c) if c == move.card else (at, c) for at, c in zoo.housed)
    state = state.change_zoo(seat, housed=housed)
    left = next(b for b in zoo.buildings if b.anchor == source)
    empty = all(at != source for at, _ in housed)
    log.add(state, R.BUILD_MOVE, said(
        "an.build.ev.moved" if empty else "an.build.ev.moved_shared", who=Later(_who, seat),
        card=move.card, name=card(move.card).name, source=Later(building_msg, left),
        kind=Later(kind_msg, home.kind)))
    return state


def start(state: State, seat: int, side: Side, strength: int, log: EventLog) -> State:
    """The Build action begins: the step asking for its buildings (AN-BUILD-BASIC / UPG)."""
    step = BuildStep(seat, str(int(side)), strength, ())
    log.add(state, step.rule, said("an.build.ev.start", who=Later(_who, seat),
                                      strength=strength))
    return push(state, step)


@handles("free_size2_enclosure")
def free_enclosure(state: State, seat: int, value: int, log: EventLog | None,
                   rule: R) -> State:
    """The ``free_size2_enclosure`` bonus (AN-MAP-PANEL): ``value`` free size-2 enclosures
    to place, compulsory (none fitting is said when its step comes up)."""
    return free_building(state, seat, (FREE_KIND,), R.MAP_PANEL, n=value)


# ---------------------------------------------------------------- legal moves

def _legal_build(state: State, ask: Ask) -> list:
    step = top(state)
    out: list = []
    money = state.zoo(ask.seat).money
    for name in BUILD_KINDS:
        out += [Place(name, b.anchor, b.rot, seat=ask.seat)
                for b in _spots(state, ask.seat, kind(name), side_ii=step.side_ii,
                                built=step.built, left=step.left, money=money)]
    if step.built:
        out.append(Done(seat=ask.seat))
    return out


def _legal_free(state: State, ask: Ask) -> list:
    step = top(state)
    out = [Place(name, b.anchor, b.rot, seat=ask.seat)
           for name, spots in step.spots(state).items() for b in spots]
    return out + ([Done(seat=ask.seat)] if step.optional else [])


def _legal_extra(state: State, ask: Ask) -> list:
    step = top(state)
    out = [Place(name, b.anchor, b.rot, seat=ask.seat)
           for name, spots in step.spots(state).items() for b in spots]
    return out + [Done(seat=ask.seat)]


def _legal_move_in(state: State, ask: Ask) -> list:
    step = top(state)
    return [MoveIn(c, seat=ask.seat) for c in movable(state, ask.seat, step.kind)] \
        + [Done(seat=ask.seat)]


# ---------------------------------------------------------------- words and text

def _describe_place(state: State, move: Place) -> Msg:
    b = move.building()
    if b is None:
        return Msg("an.build.bad_building", kind=str(move.kind), at=repr(move.anchor),
                   rot=repr(move.rot))
    return Msg("an.build.say.place", building=building_msg(b), rot=b.rot)


_KINDS = "|".join(BUILD_KINDS)

MOVESET = Moveset(
    "build",
    moves={
        Place: MoveKind(("build", "free_building", "extra_building"), place_reasons, play_place,
                        _describe_place,
                        lambda m: f"build:{m.kind}@{written(m.anchor)}r{m.rot}",
                        (re.compile(rf"build:({_KINDS})@{PLACE}"),
                         lambda m: Place(m[1], read_cell(m, 2), read_rotation(m, 4)))),
        Done: MoveKind(("build", "move_in", "free_building", "extra_building"), done_reasons,
                       play_done,
                       lambda s, m: Msg("an.build.say.done"), lambda m: "build:done",
                       (re.compile(r"build:done"), lambda m: Done())),
        MoveIn: MoveKind("move_in", move_in_reasons, play_move_in,
                         lambda s, m: Msg("an.build.say.move_in", card=m.card),
                         lambda m: f"move_in:{m.card}",
                         (re.compile(rf"move_in:{NUM}"), lambda m: MoveIn(read_card(m, 1)))),
    },
    legal={"build": _legal_build, "free_building": _legal_free, "move_in": _legal_move_in,
           "extra_building": _legal_extra},
    actions={Action.BUILD: ActionEntry(possible, start)},
)

__all__ = ["EXTRA_KINDS", "FREE_KIND", "FREE_RULES", "MAX_FREE", "MOVESET", "BuildStep", "Done",
           "ExtraBuilding", "FreeBuilding", "MoveIn", "MoveInStep", "Place", "capacity_left",
           "explain_kind", "extra_reasons", "extra_spots", "free_building",
           "free_enclosure", "free_reasons", "free_spots", "movable", "first_placeable",
           "possible"]
