"""Ark Nova's cards as typed values, read once from the package's copy of the card data
(``data/cards.json``, a byte copy of the shared file; a test compares them).

What the data holds, and the rules that say what it means:

- AN-COMP-CARDS: 212 zoo cards (128 animals 401–528, 64 sponsors 201–264, the 20
  conservation projects 113–132 of the zoo deck), the 12 base projects 101–112 and the
  11 final scoring cards 1–11; plus 15 unique buildings, 9 bonus tiles (AN-BONUS-TILES),
  partner zoos (5 continents × 4) and universities (3 kinds × 4, AN-ASSOC-UNI-KINDS).
- AN-ICON-KINDS, AN-ICON-COUNT: a card's icons are those of its top edge plus the
  rock/water printed by its size or level (an animal's ``rock``/``water``); conditions
  never count (:func:`icons`).
- AN-SIZE-CLASS: small = standard size 1–2 (petting zoo animals too), medium = 3,
  large = 4–5.
- AN-COND: the conditions on a card's left edge (:data:`Condition`), each met or not by a
  number the engine counts (the card's own icons never count, AN-COND-OWN).
- AN-ABIL-*: an animal's abilities as keyword + value + target (:class:`Ability`).
- AN-SPON-KINDS, AN-SPON-GAIN, AN-SPON-COUNTERS, AN-SPON-TRIGGERS, AN-SPON-RULES: a
  sponsor's effects (:class:`Effect`): the kind, what it pays (once, per count, by tiers,
  if a count is reached), the trigger, the mechanic with its parameters, the rule it
  changes. AN-SPON-UNIQUE-CODE: 13 sponsors need code of their own.
- AN-PROJ-*: the projects' goals and levels; AN-FINAL-*: the final scoring cards.
- :data:`RULE_OF` maps every keyword, mechanic, counter, trigger, rule key, project
  category and final scoring form used in the data to the rule ID that states it.

The file is checked when read against what the fact sheet states (counts, numbers, size
classes, the 13 unique-code sponsors, the unique buildings): a difference raises
:class:`CardDataError`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tutor.core import Msg

from .messages import cards as _messages  # noqa: F401  (registers an.cards.*)
from .rulebook import R

#: The package's copy of the shared card file (a checkout has no shared folder).
SOURCE = Path(__file__).with_name("data") / "cards.json"

CONTINENTS = ("africa", "americas", "asia", "australia", "europe")
CATEGORIES = ("predator", "herbivore", "bird", "reptile", "primate", "bear", "petting")
#: AN-ICON-KINDS: continents, animal categories, science, rock, water (in this order).
ICON_KINDS = CONTINENTS + CATEGORIES + ("science", "rock", "water")
#: Each icon kind's place in :data:`ICON_KINDS`.
_ICON_PLACE = {k: i for i, k in enumerate(ICON_KINDS)}


def _place_of(item: tuple[str, int]) -> int:
    return _ICON_PLACE[item[0]]

#: The five action cards (AN-COMP-ACTIONS).
ACTIONS = ("animals", "build", "cards", "association", "sponsors")
#: AN-SPON-UNIQUE-CODE: the sponsors whose effects need code of their own.
UNIQUE_CODE = (207, 215, 217, 218, 219, 221, 222, 224, 227, 228, 253, 257, 260)

ANIMAL_NUMBERS = range(401, 529)
SPONSOR_NUMBERS = range(201, 265)
PROJECT_NUMBERS = range(101, 133)
BASE_PROJECT_NUMBERS = range(101, 113)
FINAL_SCORING_NUMBERS = range(1, 12)


class CardDataError(ValueError):
    """The card file contradicts the fact sheet (a count, a number, a field)."""


class SizeClass(StrEnum):
    """AN-SIZE-CLASS, by the printed standard enclosure size."""

    SMALL = "small"      # 1–2, and petting zoo animals
    MEDIUM = "medium"    # 3
    LARGE = "large"      # 4–5

    @classmethod
    def of_size(cls, size: int | None) -> SizeClass:
        if size is None or size <= 2:
            return cls.SMALL
        return cls.MEDIUM if size == 3 else cls.LARGE


class EffectKind(StrEnum):
    """AN-SPON-KINDS (the background colours of AN-SPONSORS-COLOURS)."""

    IMMEDIATE = "immediate"   # yellow: once, when played
    INCOME = "income"         # purple: at every break (AN-BREAK-5)
    ONGOING = "ongoing"       # blue: a trigger or a permanent rule
    ENDGAME = "endgame"       # brown: at final scoring (AN-END-FINAL)


class ProjectCategory(StrEnum):
    BASE = "base"               # AN-PROJ-BASE
    RELEASE = "release"         # AN-PROJ-RELEASE
    BREEDING = "breeding"       # AN-PROJ-BREEDING
    COLLECTION = "collection"   # AN-PROJ-COLLECTION


# ---------------------------------------------------------------- icons (AN-ICON-*)

@dataclass(frozen=True)
class Icons:
    """A count per icon kind (AN-ICON-KINDS): ``counts`` in :data:`ICON_KINDS` order, no
    zero. ``icons["bird"]`` reads 0 for a kind it lacks."""

    counts: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        kinds = [k for k, _ in self.counts]
        places = [_ICON_PLACE.get(k) for k in kinds]
        if None in places:
            raise ValueError(f"unknown icon kind in {kinds}; AN-ICON-KINDS: {ICON_KINDS}")
        if any(a >= b for a, b in zip(places, places[1:])):
            raise ValueError(f"icon kinds {kinds} out of order or repeated: use Icons.of")
        if any(not isinstance(n, int) or n <= 0 for _, n in self.counts):
            raise ValueError(f"icon counts must be positive whole numbers: {self.counts}")

    @classmethod
    def _sum(cls, counts: tuple[tuple[str, int], ...]) -> Icons:
        """Icons from counts known good (the sum of two Icons), not checked again."""
        made = object.__new__(cls)
        object.__setattr__(made, "counts", counts)
        return made

    @classmethod
    def of(cls, counts: dict[str, int]) -> Icons:
        unknown = sorted(set(counts) - set(ICON_KINDS))
        if unknown:
            raise ValueError(f"unknown icon kinds {unknown}; AN-ICON-KINDS: {ICON_KINDS}")
        return cls(tuple((k, counts[k]) for k in ICON_KINDS if counts.get(k)))

    def __getitem__(self, kind: str) -> int:
        if kind not in ICON_KINDS:
            raise KeyError(f"{kind!r} is no icon kind; AN-ICON-KINDS: {ICON_KINDS}")
        return dict(self.counts).get(kind, 0)

    def __add__(self, other: Icons) -> Icons:
        if not other.counts:
            return self
        if not self.counts:
            return other
        total = dict(self.counts)
        for k, n in other.counts:
            total[k] = total.get(k, 0) + n
        return Icons._sum(tuple(sorted(total.items(), key=_place_of)))

    @property
    def total(self) -> int:
        return sum(n for _, n in self.counts)

    def kinds(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self.counts)


def icon_name(kind: str) -> Msg:
    """An icon kind's name (AN-ICON-KINDS)."""
    if kind not in ICON_KINDS:
        raise KeyError(f"{kind!r} is no icon kind; AN-ICON-KINDS: {ICON_KINDS}")
    return Msg(f"an.cards.icon.{kind}")


def action_name(action: str) -> Msg:
    if action not in ACTIONS:
        raise KeyError(f"{action!r} is no action card; AN-COMP-ACTIONS: {ACTIONS}")
    return Msg(f"an.cards.action.{action}")


# ---------------------------------------------------------------- conditions (AN-COND)

@dataclass(frozen=True)
class IconCondition:
    """At least ``count`` icons of ``kind`` in the zoo (AN-COND; the card's own icons do
    not count, AN-COND-OWN)."""

    kind: str
    count: int

    def met(self, have: int) -> bool:
        return have >= self.count

    def say(self, have: int | None = None) -> Msg:
        args = {"n": self.count, "kind": icon_name(self.kind)}
        return _said("an.cards.cond.icon", have, **args)


@dataclass(frozen=True)
class PartnerZooCondition:
    """At least ``count`` partner zoos (AN-COND)."""

    count: int

    def met(self, have: int) -> bool:
        return have >= self.count

    def say(self, have: int | None = None) -> Msg:
        return _said("an.cards.cond.partner_zoos", have, n=self.count)


@dataclass(frozen=True)
class UpgradedActionCondition:
    """That action card is on its side II (AN-COND, AN-ACT-UPGRADE)."""

    action: str

    def met(self, have: bool) -> bool:
        return bool(have)

    def say(self, have: bool | None = None) -> Msg:
        action = action_name(self.action)
        if have is None:
            return Msg("an.cards.cond.upgraded_action", action=action)
        return Msg("an.cards.cond.upgraded_action.have", action=action,
                   side="II" if have else "I")


@dataclass(frozen=True)
class ReputationCondition:
    """Reputation at least ``minimum`` (AN-COND)."""

    minimum: int

    def met(self, have: int) -> bool:
        return have >= self.minimum

    def say(self, have: int | None = None) -> Msg:
        return _said("an.cards.cond.reputation_min", have, n=self.minimum)


@dataclass(frozen=True)
class AppealCondition:
    """Playable only while appeal is at most ``maximum`` (AN-COND)."""

    maximum: int

    def met(self, have: int) -> bool:
        return have <= self.maximum

    def say(self, have: int | None = None) -> Msg:
        return _said("an.cards.cond.appeal_max", have, n=self.maximum)


Condition = (IconCondition | PartnerZooCondition | UpgradedActionCondition
             | ReputationCondition | AppealCondition)


def _said(key: str, have: int | None, **args: Any) -> Msg:
    return Msg(key, **args) if have is None else Msg(f"{key}.have", have=have, **args)


def say_condition(condition: Condition, have: Any = None) -> Msg:
    """A condition in words with its numbers, and what the zoo has when ``have`` is given:
    "needs 2 predator icons in your zoo: you have 1" (AN-COND)."""
    return condition.say(have)


def _condition(raw: dict) -> Condition:
    keys = set(raw)
    if keys == {"icon", "count"}:
        _icons({raw["icon"]: 1}, "AN-COND")
        return IconCondition(raw["icon"], raw["count"])
    if keys == {"partner_zoos"}:
        return PartnerZooCondition(raw["partner_zoos"])
    if keys == {"upgraded_action"} and raw["upgraded_action"] in ACTIONS:
        return UpgradedActionCondition(raw["upgraded_action"])
    if keys == {"reputation_min"}:
        return ReputationCondition(raw["reputation_min"])
    if keys == {"appeal_max"}:
        return AppealCondition(raw["appeal_max"])
    raise CardDataError(f"AN-COND: unknown condition {raw}")


# ---------------------------------------------------------------- gains, tiers

@dataclass(frozen=True)
class Gain:
    """What an effect, a level or a tile pays."""

    money: int = 0
    appeal: int = 0
    conservation: int = 0
    reputation: int = 0
    x_tokens: int = 0

    def times(self, k: int) -> Gain:
        return Gain(self.money * k, self.appeal * k, self.conservation * k,
                    self.reputation * k, self.x_tokens * k)

    def __bool__(self) -> bool:
        return any((self.money, self.appeal, self.conservation, self.reputation,
                    self.x_tokens))


NOTHING = Gain()


def _gain(raw: dict | None) -> Gain | None:
    if raw is None:
        return None
    _keys(raw, {"money", "appeal", "conservation", "reputation", "x_tokens"}, "gain")
    return Gain(**raw)


@dataclass(frozen=True)
class Tier:
    """``gain`` once ``count`` reaches ``min`` (the highest tier reached pays)."""

    min: int
    gain: Gain


def _highest(tiers: tuple[Tier, ...], count: int) -> Gain:
    reached = [t.gain for t in tiers if count >= t.min]
    return reached[-1] if reached else NOTHING


# ---------------------------------------------------------------- abilities (AN-ABIL-*)

@dataclass(frozen=True)
class Ability:
    """An animal's ability: ``keyword`` (the AN-ABIL-* row, :data:`RULE_OF`), its number
    ``value`` (``sprint`` 3), its ``target`` (an action card for ``boost``, ``multiplier``,
    ``action``; a continent for ``iconic_animal``). The inventive forms count icons:
    ``count`` over your zoo or ``zoos == "all"``, paid by ``tiers`` or one a count up to
    ``cap`` (AN-ABIL-INVENTIVE-BEAR, AN-ABIL-INVENTIVE-PRIMATE)."""

    keyword: str
    value: int | None = None
    target: str | None = None
    count: str | None = None
    tiers: tuple[Tier, ...] = ()
    zoos: str = "own"
    cap: int | None = None

    @property
    def rule(self) -> R:
        return RULE_OF[("keyword", self.keyword)]

    def label(self) -> Msg:
        """A short label: "Sprint 3", "Boost: Sponsors", "Pack"."""
        name = Msg(f"an.cards.kw.{self.keyword}")
        if self.target is not None:
            target = (icon_name(self.target) if self.target in ICON_KINDS
                      else action_name(self.target))
            return Msg("an.cards.label.target", name=name, target=target)
        if self.value is not None:
            return Msg("an.cards.label.value", name=name, value=self.value)
        return name


def _ability(raw: dict) -> Ability:
    _keys(raw, {"keyword", "value"}, "ability")
    keyword, value = raw["keyword"], raw.get("value")
    if ("keyword", keyword) not in RULE_OF:
        raise CardDataError(f"ability {keyword!r} has no AN-ABIL-* rule")
    if value is None or isinstance(value, int):
        return Ability(keyword, value)
    if isinstance(value, str):
        if value not in ACTIONS and value not in CONTINENTS:
            raise CardDataError(f"ability {keyword}: unknown target {value!r}")
        return Ability(keyword, target=value)
    _keys(value, {"tiers", "count", "per", "zoos", "max"}, f"ability {keyword}")
    tiers = tuple(Tier(m, Gain(x_tokens=n)) for m, n in value.get("tiers", ()))
    count = value.get("count") or value.get("per")
    return Ability(keyword, count=_counter(count), tiers=tiers,
                   zoos=value.get("zoos", "own"), cap=value.get("max"))


# ---------------------------------------------------------------- sponsor effects (AN-SPON-*)

@dataclass(frozen=True)
class Per:
    """Pay the gain once per ``every`` of ``count`` (AN-SPON-GAIN)."""

    count: str
    every: int


@dataclass(frozen=True)
class AtLeast:
    """Pay the gain when ``count`` ≥ ``min`` (AN-SPON-GAIN's ``if``)."""

    count: str
    min: int


@dataclass(frozen=True)
class Trigger:
    """What fires an ongoing effect (AN-SPON-TRIGGERS): the ``event`` and its filters."""

    event: str
    icon: str | None = None
    zoo: str | None = None              # own / any
    size_class: str | None = None       # small / large / chosen
    only: str | None = None             # animals_action: only small animals played
    next_to: str | None = None          # space_covered: rock / water
    space: str | None = None            # placement_bonus_taken: border
    project_type: str | None = None     # project_supported: release
    kinds: tuple[str, ...] = ()         # new_icon_kind: continent / category

    @property
    def rule(self) -> R:
        return RULE_OF[("trigger", self.event)]


@dataclass(frozen=True)
class Do:
    """A sponsor mechanic (AN-SPON-<MECHANIC>) with its parameters, then the next one."""

    mechanic: str
    n: int | None = None
    building: str | None = None
    source: str | None = None           # take_card: deck_or_range
    optional: bool = False
    keyword: str | None = None          # keyword: the AN-ABIL-* it performs
    value: int | str | None = None      # keyword's value ("X": counted by ``x``)
    x: str | None = None
    cost: str | None = None             # normal / level
    excludes: str | None = None
    options: tuple[str, ...] = ()
    filter: str | None = None
    size_class: str | None = None
    spend_token: bool = False
    then: Do | None = None

    @property
    def rule(self) -> R:
        return RULE_OF[("mechanic", self.mechanic)]

    def chain(self) -> tuple[Do, ...]:
        """This mechanic and the ones that follow it."""
        return (self,) + (self.then.chain() if self.then else ())


@dataclass(frozen=True)
class Effect:
    """One effect of a sponsor (AN-SPON-KINDS). What it pays (AN-SPON-GAIN): ``gain``
    once; or × ⌊count / every⌋ with ``per`` (the count capped at ``cap``); or the highest
    of ``tiers`` reached by ``count``; or ``gain`` when ``at_least`` holds. ``others_gain``:
    what every other player gets per conservation point gained. ``trigger``, ``do`` and
    ``changes`` (the data's ``rule``: permanent rule changes, AN-SPON-RULES) are the ongoing
    parts; ``gain_by_class`` pays by the size class of the animal played (WAZA Special
    Assignment). ``summary`` is our own English line, for the data's readers only."""

    kind: EffectKind
    summary: str
    gain: Gain | None = None
    per: Per | None = None
    tiers: tuple[Tier, ...] = ()
    count: str | None = None
    at_least: AtLeast | None = None
    cap: int | None = None
    others_gain: Gain | None = None
    trigger: Trigger | None = None
    do: Do | None = None
    changes: tuple[tuple[str, Any], ...] = ()
    gain_by_class: tuple[tuple[SizeClass, Gain], ...] = ()

    @property
    def counter(self) -> str | None:
        """The count this effect reads (AN-SPON-COUNTERS), if any."""
        if self.per:
            return self.per.count
        if self.at_least:
            return self.at_least.count
        return self.count

    def payout(self, count: int = 0) -> Gain:
        """What the effect pays for ``count`` of its counter (AN-SPON-GAIN)."""
        if self.tiers:
            return _highest(self.tiers, count)
        gain = self.gain or NOTHING
        if self.at_least:
            return gain if count >= self.at_least.min else NOTHING
        if self.per:
            if self.cap is not None:
                count = min(count, self.cap)
            return gain.times(count // self.per.every)
        return gain

    def change(self, key: str) -> Any:
        """The value of one permanent rule change (AN-SPON-RULES), None if it has none."""
        return dict(self.changes).get(key)


def _effect(raw: dict) -> Effect:
    _keys(raw, {"kind", "summary", "gain", "per", "tiers", "count", "if", "cap",
                "others_gain", "trigger", "do", "rule", "gain_by_class"}, "effect")
    if raw["kind"] not in set(EffectKind):
        raise CardDataError(f"AN-SPON-KINDS: unknown effect kind {raw['kind']!r}")
    summary = raw.get("summary")
    if not isinstance(summary, str) or not 0 < len(summary) <= 200:
        raise CardDataError(f"effect summary missing or too long: {summary!r}")
    per = raw.get("per")
    at_least = raw.get("if")
    others = dict(raw.get("others_gain") or {})
    if others and others.pop("per_cp_gained", None) is not True:
        raise CardDataError(f"others_gain is paid per conservation point: {raw}")
    cap = raw.get("cap")
    if cap is not None:
        _keys(cap, {"pairs"}, "cap")
    for k in raw.get("rule") or {}:
        if ("rule", k) not in RULE_OF:
            raise CardDataError(f"AN-SPON-RULES: unknown rule {k!r}")
    return Effect(
        kind=EffectKind(raw["kind"]), summary=summary, gain=_gain(raw.get("gain")),
        per=Per(_counter(per["count"]), per["every"]) if per else None,
        tiers=tuple(Tier(t["min"], _gain(t["gain"])) for t in raw.get("tiers", ())),
        count=_counter(raw["count"]) if "count" in raw else None,
        at_least=AtLeast(_counter(at_least["count"]), at_least["min"]) if at_least else None,
        cap=cap["pairs"] if cap else None,
        others_gain=_gain(others) if others else None,
        trigger=_trigger(raw["trigger"]) if "trigger" in raw else None,
        do=_do(raw["do"]) if "do" in raw else None,
        changes=_freeze(raw.get("rule") or {}),
        gain_by_class=tuple((SizeClass(c), _gain(g))
                            for c, g in (raw.get("gain_by_class") or {}).items()))


def _trigger(raw: dict) -> Trigger:
    _keys(raw, {"event", "icon", "zoo", "size_class", "only", "next_to", "space",
                "project_type", "kinds"}, "trigger")
    if ("trigger", raw["event"]) not in RULE_OF:
        raise CardDataError(f"AN-SPON-TRIGGERS: unknown event {raw['event']!r}")
    args = dict(raw)
    args["kinds"] = tuple(raw.get("kinds", ()))
    return Trigger(**args)


_DO_FIELDS = {"mechanic", "n", "building", "from", "optional", "keyword", "value", "x",
              "cost", "excludes", "options", "filter", "size_class", "spend_token", "then"}


def _do(raw: dict) -> Do:
    _keys(raw, _DO_FIELDS, "do")
    if ("mechanic", raw["mechanic"]) not in RULE_OF:
        raise CardDataError(f"sponsor mechanic {raw['mechanic']!r} has no AN-SPON-* rule")
    if "keyword" in raw and ("keyword", raw["keyword"]) not in RULE_OF:
        raise CardDataError(f"AN-SPON-KEYWORD: {raw['keyword']!r} has no AN-ABIL-* rule")
    args = {k: v for k, v in raw.items() if k not in ("from", "then", "options", "x")}
    return Do(**args, source=raw.get("from"), options=tuple(raw.get("options", ())),
              x=_counter(raw["x"]) if "x" in raw else None,
              then=_do(raw["then"]) if raw.get("then") else None)


# ---------------------------------------------------------------- cards

#: AN-ABIL-INTERACTIVE: the abilities that touch other zoos; an animal's solo stripe
#: replaces its interactive ability in a solo game (AN-SOLO-BOX).
INTERACTIVE = frozenset({"venom", "constriction", "hypnosis", "pilfering"})


@dataclass(frozen=True)
class Animal:
    """An animal card (AN-ANIMALS-*): ``enclosure_size`` is the smallest standard enclosure
    it may live in (None: petting zoo animals, never in one, AN-SPECIAL-ENCL); ``rock`` and
    ``water`` the rock/water spaces its enclosure must touch, which are icons too
    (AN-ICON-COUNT); ``special_enclosures`` the spaces it takes in each special enclosure;
    ``top_icons`` its top edge only (the zoo gains :func:`icons`); ``solo_ability`` the solo box
    (AN-SOLO-BOX); ``disputed`` the facts the sources disagree on (AN-CARD-DISPUTED)."""

    number: int
    name: str
    cost: int
    enclosure_size: int | None
    rock: int
    water: int
    special_enclosures: tuple[tuple[str, int], ...]
    conditions: tuple[Condition, ...]
    top_icons: Icons
    appeal: int
    conservation: int
    reputation: int
    abilities: tuple[Ability, ...]
    size_class: SizeClass
    solo_ability: Ability | None = None
    disputed: tuple[tuple[str, str], ...] = ()

    def solo_replaces(self, index: int) -> bool:
        """AN-SOLO-BOX: whether, in a solo game, the solo stripe is played in place of
        ability ``index`` (the card's interactive ability, AN-ABIL-INTERACTIVE)."""
        return (self.solo_ability is not None and 0 <= index < len(self.abilities)
                and self.abilities[index].keyword in INTERACTIVE)

    def solo_stripe(self) -> Msg | None:
        """AN-SOLO-BOX: "solo stripe: Sprint 1 replaces Pilfering 1" (``None`` without a
        stripe)."""
        if self.solo_ability is None:
            return None
        printed = next(a for i, a in enumerate(self.abilities) if self.solo_replaces(i))
        return Msg("an.cards.solo_stripe", solo=self.solo_ability.label(),
                   printed=printed.label())


@dataclass(frozen=True)
class Sponsor:
    """A sponsor card (AN-SPONSORS-*): its ``level``, conditions, top-edge icons (rock/water
    among them), printed appeal/CP/reputation gained when played (AN-SPON-KINDS), its effects,
    whether it needs code of its own (AN-SPON-UNIQUE-CODE) and its unique building."""

    number: int
    name: str
    level: int
    conditions: tuple[Condition, ...]
    top_icons: Icons
    appeal: int
    conservation: int
    reputation: int
    person: bool
    effects: tuple[Effect, ...]
    unique_code: bool
    unique_code_reason: str | None = None
    unique_building: str | None = None
    alias: str | None = None


@dataclass(frozen=True)
class CountGoal:
    """Count projects (AN-PROJ-BASE, AN-PROJ-COLLECTION): ``counter`` must reach a level's
    ``need``."""

    counter: str


@dataclass(frozen=True)
class ReleaseGoal:
    """AN-PROJ-RELEASE: release an animal with ``icon``; its standard size picks the level."""

    icon: str


@dataclass(frozen=True)
class BreedingGoal:
    """AN-PROJ-BREEDING: an animal with ``icon`` from a continent of one of your partner
    zoos."""

    icon: str
    partner_zoo_same_continent: bool


ProjectGoal = CountGoal | ReleaseGoal | BreedingGoal


@dataclass(frozen=True)
class ProjectLevel:
    """One level of a project: its ``reward``; ``need`` for count projects; the standard
    size range ``min_size``..``max_size`` of the released animal for release projects."""

    level: int
    reward: Gain
    need: int | None = None
    min_size: int | None = None
    max_size: int | None = None

    def fits(self, size: int) -> bool:
        """Whether an animal of standard ``size`` is released at this level (AN-PROJ-RELEASE)."""
        return ((self.min_size is None or size >= self.min_size)
                and (self.max_size is None or size <= self.max_size))


@dataclass(frozen=True)
class ConservationProject:
    """A conservation project (AN-PROJ-*): ``levels[0]`` is the left, hardest level."""

    number: int
    name: str
    category: ProjectCategory
    goal: ProjectGoal
    levels: tuple[ProjectLevel, ...]
    play_bonus: Gain | None = None      # AN-PROJ-PLAY-BONUS
    note: str | None = None
    disputed: tuple[tuple[str, str], ...] = ()

    @property
    def rule(self) -> R:
        return RULE_OF[("project", self.category.value)]


@dataclass(frozen=True)
class Threshold:
    min: int
    conservation: int


@dataclass(frozen=True)
class Compare:
    """AN-FINAL-DIVERSE: ``conservation_each`` per kind of ``per`` in which you beat
    ``more_than``, at most ``max``."""

    per: str
    more_than: str
    conservation_each: int
    max: int


@dataclass(frozen=True)
class FinalScoring:
    """A final scoring card (AN-FINAL-*): ``thresholds`` over ``count``
    (AN-FINAL-THRESHOLDS), or ``checks`` worth 1 CP each (AN-FINAL-ARCHITECTURAL), or a
    comparison with a neighbour (AN-FINAL-DIVERSE). ``reprint_thresholds``: the Marine
    Worlds reprint, kept for reference only."""

    number: int
    name: str
    count: str | None = None
    thresholds: tuple[Threshold, ...] = ()
    checks: tuple[tuple[str, int], ...] = ()
    compare: Compare | None = None
    reprint_thresholds: tuple[int, ...] = ()
    alias: str | None = None
    solo: str | None = None

    @property
    def form(self) -> str:
        return "thresholds" if self.thresholds else "checks" if self.checks else "compare"

    @property
    def rule(self) -> R:
        return RULE_OF[("final", self.form)]

    def points(self, count: int) -> int:
        """AN-FINAL-THRESHOLDS: the CP of the highest threshold ``count`` reaches."""
        if not self.thresholds:
            raise ValueError(f"final scoring card {self.number} has no thresholds")
        reached = [t.conservation for t in self.thresholds if count >= t.min]
        return reached[-1] if reached else 0


@dataclass(frozen=True)
class UniqueBuilding:
    """A sponsor's unique building (AN-SPON-UNIQUE-BUILDING): ``cells`` as offsets from the
    anchor (AN-MAP-GRID), the rock/water spaces it must touch (``adjacent``) or the border
    spaces it must cover (``border_spaces``, AN-SPON-PLACE-UNIQUE-BUILDING)."""

    id: str
    name: str
    size: int
    cells: tuple[tuple[int, int], ...]
    sponsor: int
    adjacent: tuple[tuple[str, int], ...] = ()
    border_spaces: int | None = None
    needs_adjacent_building: bool = True


@dataclass(frozen=True)
class BonusTile:
    """A bonus tile of conservation spaces 5 and 8 (AN-BONUS-TILES, AN-CONS-5-8)."""

    id: str
    effect: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class PartnerZoo:
    """A partner zoo (AN-ASSOC-ZOO): one icon of its continent."""

    continent: str


@dataclass(frozen=True)
class University:
    """A university kind (AN-ASSOC-UNI-KINDS)."""

    id: str
    icons: Icons
    reputation: int = 0
    hand_limit: int | None = None


Card = Animal | Sponsor | ConservationProject | FinalScoring


@cache
def _terrain_icons(rock: int, water: int) -> Icons:
    return Icons.of({"rock": rock, "water": water})


def icons(card: Animal | Sponsor | PartnerZoo | University) -> Icons:
    """AN-ICON-COUNT: the icons a card adds to its zoo: its top edge, plus the rock/water
    printed by an animal's size (a sponsor's are among its top-edge icons); a partner zoo
    its continent, a university its science icons. Conditions never count."""
    if isinstance(card, Animal):
        return card.top_icons + _terrain_icons(card.rock, card.water)
    if isinstance(card, Sponsor):
        return card.top_icons
    if isinstance(card, PartnerZoo):
        return Icons.of({card.continent: 1})
    if isinstance(card, University):
        return card.icons
    raise TypeError(f"{type(card).__name__} adds no icons to a zoo")


# ---------------------------------------------------------------- names → rules

#: Every name the data uses, by family, → the rule that states it. The engine dispatches
#: abilities and mechanics by the same names; a test checks this table against the data
#: (every name used has an entry, every entry is used) and against ``R``.
RULE_OF: dict[tuple[str, str], R] = {
    # animal keywords (AN-ABIL-*)
    ("keyword", "action"): R.ABIL_ACTION,
    ("keyword", "assertion"): R.ABIL_ASSERTION,
    ("keyword", "boost"): R.ABIL_BOOST,
    ("keyword", "clever"): R.ABIL_CLEVER,
    ("keyword", "constriction"): R.ABIL_CONSTRICTION,
    ("keyword", "determination"): R.ABIL_DETERMINATION,
    ("keyword", "digging"): R.ABIL_DIGGING,
    ("keyword", "dominance"): R.ABIL_DOMINANCE,
    ("keyword", "flock_animal"): R.ABIL_FLOCK_ANIMAL,
    ("keyword", "full_throated"): R.ABIL_FULL_THROATED,
    ("keyword", "hunter"): R.ABIL_HUNTER,
    ("keyword", "hypnosis"): R.ABIL_HYPNOSIS,
    ("keyword", "iconic_animal"): R.ABIL_ICONIC_ANIMAL,
    ("keyword", "inventive"): R.ABIL_INVENTIVE,
    ("keyword", "inventive_bear"): R.ABIL_INVENTIVE_BEAR,
    ("keyword", "inventive_primate"): R.ABIL_INVENTIVE_PRIMATE,
    ("keyword", "jumping"): R.ABIL_JUMPING,
    ("keyword", "multiplier"): R.ABIL_MULTIPLIER,
    ("keyword", "pack"): R.ABIL_PACK,
    ("keyword", "peacocking"): R.ABIL_PEACOCKING,
    ("keyword", "perception"): R.ABIL_PERCEPTION,
    ("keyword", "petting_zoo_animal"): R.ABIL_PETTING_ZOO_ANIMAL,
    ("keyword", "pilfering"): R.ABIL_PILFERING,
    ("keyword", "posturing"): R.ABIL_POSTURING,
    ("keyword", "pouch"): R.ABIL_POUCH,
    ("keyword", "resistance"): R.ABIL_RESISTANCE,
    ("keyword", "scavenging"): R.ABIL_SCAVENGING,
    ("keyword", "snapping"): R.ABIL_SNAPPING,
    ("keyword", "sponsor_magnet"): R.ABIL_SPONSOR_MAGNET,
    ("keyword", "sprint"): R.ABIL_SPRINT,
    ("keyword", "sun_bathing"): R.ABIL_SUN_BATHING,
    ("keyword", "venom"): R.ABIL_VENOM,
    # sponsor mechanics (AN-SPON-<MECHANIC>)
    ("mechanic", "build_extra_same"): R.SPON_BUILD_EXTRA_SAME,
    ("mechanic", "build_free"): R.SPON_BUILD_FREE,
    ("mechanic", "choose_size_class"): R.SPON_CHOOSE_SIZE_CLASS,
    ("mechanic", "extra_placement_bonus"): R.SPON_EXTRA_PLACEMENT_BONUS,
    ("mechanic", "hire_worker"): R.SPON_HIRE_WORKER,
    ("mechanic", "keyword"): R.SPON_KEYWORD,
    ("mechanic", "place_unique_building"): R.SPON_PLACE_UNIQUE_BUILDING,
    ("mechanic", "play_extra_animal"): R.SPON_PLAY_EXTRA_ANIMAL,
    ("mechanic", "play_sponsor_for_money"): R.SPON_PLAY_SPONSOR_FOR_MONEY,
    ("mechanic", "reveal_until"): R.SPON_REVEAL_UNTIL,
    ("mechanic", "take_card"): R.SPON_TAKE_CARD,
    ("mechanic", "take_display_card"): R.SPON_TAKE_DISPLAY_CARD,
    ("mechanic", "wildcard_tokens"): R.SPON_WILDCARD_TOKENS,
    # counters: icons of a kind (AN-ICON-COUNT), the others (AN-SPON-COUNTERS), and two
    # that only final scoring cards count (AN-FINAL-THRESHOLDS)
    ("counter", "icon:africa"): R.ICON_COUNT,
    ("counter", "icon:americas"): R.ICON_COUNT,
    ("counter", "icon:asia"): R.ICON_COUNT,
    ("counter", "icon:australia"): R.ICON_COUNT,
    ("counter", "icon:europe"): R.ICON_COUNT,
    ("counter", "icon:predator"): R.ICON_COUNT,
    ("counter", "icon:herbivore"): R.ICON_COUNT,
    ("counter", "icon:bird"): R.ICON_COUNT,
    ("counter", "icon:reptile"): R.ICON_COUNT,
    ("counter", "icon:primate"): R.ICON_COUNT,
    ("counter", "icon:bear"): R.ICON_COUNT,
    ("counter", "icon:science"): R.ICON_COUNT,
    ("counter", "icon:rock"): R.ICON_COUNT,
    ("counter", "icon:water"): R.ICON_COUNT,
    ("counter", "icon:rock+water"): R.SPON_COUNTERS,
    ("counter", "distinct_category_icons"): R.SPON_COUNTERS,
    ("counter", "distinct_continent_icons"): R.SPON_COUNTERS,
    ("counter", "distinct_continent_and_category_icons"): R.SPON_COUNTERS,
    ("counter", "rock_water_pairs"): R.SPON_COUNTERS,
    ("counter", "supported_projects"): R.SPON_COUNTERS,
    ("counter", "universities"): R.SPON_COUNTERS,
    ("counter", "kiosks"): R.SPON_COUNTERS,
    ("counter", "size1_enclosures"): R.SPON_COUNTERS,
    ("counter", "small_animals"): R.SPON_COUNTERS,
    ("counter", "large_animals"): R.SPON_COUNTERS,
    ("counter", "reputation"): R.SPON_COUNTERS,
    ("counter", "x_tokens"): R.SPON_COUNTERS,
    ("counter", "zoo_fully_covered"): R.SPON_COUNTERS,
    ("counter", "border_spaces_all_covered"): R.SPON_COUNTERS,
    ("counter", "water_spaces_all_connected"): R.SPON_COUNTERS,
    ("counter", "rock_spaces_all_connected"): R.SPON_COUNTERS,
    ("counter", "water_spaces_connected"): R.SPON_COUNTERS,
    ("counter", "water_spaces_unconnected"): R.SPON_COUNTERS,
    ("counter", "rock_spaces_connected"): R.SPON_COUNTERS,
    ("counter", "rock_spaces_unconnected"): R.SPON_COUNTERS,
    ("counter", "bonus_spaces_connected"): R.SPON_COUNTERS,
    ("counter", "bonus_spaces_unconnected"): R.SPON_COUNTERS,
    ("counter", "empty_border_spaces_connected"): R.SPON_COUNTERS,
    ("counter", "empty_space_groups_of_6"): R.SPON_COUNTERS,
    ("counter", "buildings_adjacent_to_side_entrance"): R.SPON_COUNTERS,
    ("counter", "empty_building_spaces"): R.FINAL_THRESHOLDS,
    ("counter", "sponsors_in_zoo"): R.FINAL_THRESHOLDS,
    # trigger events (AN-SPON-TRIGGERS)
    ("trigger", "icon_played"): R.SPON_TRIGGERS,
    ("trigger", "animal_played"): R.SPON_TRIGGERS,
    ("trigger", "animals_action"): R.SPON_TRIGGERS,
    ("trigger", "build_action"): R.SPON_TRIGGERS,
    ("trigger", "space_covered"): R.SPON_TRIGGERS,
    ("trigger", "placement_bonus_taken"): R.SPON_TRIGGERS,
    ("trigger", "project_supported"): R.SPON_TRIGGERS,
    ("trigger", "new_icon_kind"): R.SPON_TRIGGERS,
    # permanent rule changes (AN-SPON-RULES; the wildcard token, AN-SPON-WILDCARD-TOKENS)
    ("rule", "association_task_value"): R.SPON_RULES,
    ("rule", "immune_to"): R.SPON_RULES,
    ("rule", "build_on"): R.SPON_RULES,
    ("rule", "ignore_animal_terrain_requirements"): R.SPON_RULES,
    ("rule", "animal_cost_discount"): R.SPON_RULES,
    ("rule", "release_projects_repeatable"): R.SPON_RULES,
    ("rule", "forbid"): R.SPON_RULES,
    ("rule", "ignore_conditions"): R.SPON_RULES,
    ("rule", "wildcard_token"): R.SPON_WILDCARD_TOKENS,
    # conservation projects by category (AN-PROJ-*)
    ("project", "base"): R.PROJ_BASE,
    ("project", "release"): R.PROJ_RELEASE,
    ("project", "breeding"): R.PROJ_BREEDING,
    ("project", "collection"): R.PROJ_COLLECTION,
    # final scoring cards by form (AN-FINAL-*)
    ("final", "thresholds"): R.FINAL_THRESHOLDS,
    ("final", "checks"): R.FINAL_ARCHITECTURAL,
    ("final", "compare"): R.FINAL_DIVERSE,
}


def _counter(name: str) -> str:
    if ("counter", name) not in RULE_OF:
        raise CardDataError(f"AN-SPON-COUNTERS: unknown counter {name!r}")
    return name


# ---------------------------------------------------------------- reading the file

def _keys(raw: dict, allowed: set[str], what: str) -> None:
    extra = sorted(set(raw) - allowed)
    if extra:
        raise CardDataError(f"{what}: unknown fields {extra} in {raw}")


def _icons(raw: dict, what: str) -> Icons:
    try:
        return Icons.of(raw)
    except ValueError as e:
        raise CardDataError(f"{what}: {e}") from None


def _freeze(value: Any) -> Any:
    """A JSON value as nested tuples: a dict becomes ``((key, value), ...)``."""
    if isinstance(value, dict):
        return tuple((k, _freeze(v)) for k, v in value.items())
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _animal(raw: dict) -> Animal:
    _keys(raw, {"number", "name", "type", "cost", "enclosure_size", "rock", "water",
                "special_enclosures", "conditions", "icons", "appeal", "conservation",
                "reputation", "abilities", "size_class", "solo_ability", "disputed"}, "animal")
    number, size = raw["number"], raw["enclosure_size"]
    special = tuple(raw["special_enclosures"].items())
    if size is None and "petting_zoo" not in raw["special_enclosures"]:
        raise CardDataError(f"animal {number} has nowhere to live (AN-ANIMALS-ENCL)")
    size_class = SizeClass(raw["size_class"])
    if size_class is not SizeClass.of_size(size):
        raise CardDataError(f"AN-SIZE-CLASS: animal {number} of size {size} is "
                            f"{SizeClass.of_size(size)}, not {size_class}")
    solo = raw.get("solo_ability")
    if solo and sum(a["keyword"] in INTERACTIVE for a in raw["abilities"]) != 1:
        raise CardDataError(f"AN-SOLO-BOX: animal {number}'s solo stripe replaces one "
                            f"interactive ability, and it has not exactly one")
    return Animal(
        number=number, name=raw["name"], cost=raw["cost"], enclosure_size=size,
        rock=raw["rock"], water=raw["water"], special_enclosures=special,
        conditions=tuple(_condition(c) for c in raw["conditions"]),
        top_icons=_icons(raw["icons"], f"animal {number}"), appeal=raw["appeal"],
        conservation=raw["conservation"], reputation=raw["reputation"],
        abilities=tuple(_ability(a) for a in raw["abilities"]), size_class=size_class,
        solo_ability=_ability(solo) if solo else None,
        disputed=tuple(raw.get("disputed", {}).items()))


def _sponsor(raw: dict) -> Sponsor:
    _keys(raw, {"number", "name", "type", "level", "conditions", "icons", "appeal",
                "conservation", "reputation", "person", "effects", "unique_code",
                "unique_code_reason", "unique_building", "alias"}, "sponsor")
    return Sponsor(
        number=raw["number"], name=raw["name"], level=raw["level"],
        conditions=tuple(_condition(c) for c in raw["conditions"]),
        top_icons=_icons(raw["icons"], f"sponsor {raw['number']}"), appeal=raw["appeal"],
        conservation=raw["conservation"], reputation=raw["reputation"],
        person=raw["person"], effects=tuple(_effect(e) for e in raw["effects"]),
        unique_code=raw["unique_code"], unique_code_reason=raw.get("unique_code_reason"),
        unique_building=raw.get("unique_building"), alias=raw.get("alias"))


_RELEASE_SIZES = {"4+": (4, None), "3": (3, 3), "2-": (None, 2)}


def _project(raw: dict) -> ConservationProject:
    _keys(raw, {"number", "name", "type", "category", "condition", "levels", "play_bonus",
                "note", "disputed"}, "project")
    cond = raw["condition"]
    if set(cond) == {"count"}:
        goal: ProjectGoal = CountGoal(_counter(cond["count"]))
    elif set(cond) == {"release"}:
        goal = ReleaseGoal(cond["release"]["icon"])
    elif set(cond) == {"breeding"}:
        goal = BreedingGoal(cond["breeding"]["icon"],
                            cond["breeding"]["partner_zoo_same_continent"])
    else:
        raise CardDataError(f"project {raw['number']}: unknown goal {cond}")
    levels = []
    for lv in raw["levels"]:
        _keys(lv, {"level", "need", "animal_size", "reward"}, f"project {raw['number']} level")
        low, high = _RELEASE_SIZES[lv["animal_size"]] if "animal_size" in lv else (None, None)
        levels.append(ProjectLevel(lv["level"], _gain(lv["reward"]), lv.get("need"), low, high))
    if len(levels) != 3:
        raise CardDataError(f"project {raw['number']} has {len(levels)} levels, not 3")
    return ConservationProject(
        number=raw["number"], name=raw["name"], category=ProjectCategory(raw["category"]),
        goal=goal, levels=tuple(levels), play_bonus=_gain(raw.get("play_bonus")),
        note=raw.get("note"), disputed=tuple(raw.get("disputed", {}).items()))


def _final(raw: dict) -> FinalScoring:
    _keys(raw, {"number", "name", "type", "count", "thresholds", "checks", "compare",
                "marine_worlds_reprint_thresholds", "alias", "solo"}, "final scoring")
    thresholds = tuple(Threshold(t["min"], t["conservation"]) for t in raw.get("thresholds", ()))
    if thresholds and ([t.conservation for t in thresholds] != [1, 2, 3, 4]
                       or [t.min for t in thresholds] != sorted({t.min for t in thresholds})):
        raise CardDataError(f"AN-FINAL-THRESHOLDS: card {raw['number']} must pay 1-4 CP "
                            f"at rising counts: {thresholds}")
    compare = raw.get("compare")
    return FinalScoring(
        number=raw["number"], name=raw["name"],
        count=_counter(raw["count"]) if "count" in raw else None, thresholds=thresholds,
        checks=tuple((_counter(c["condition"]), c["conservation"]) for c in raw.get("checks", ())),
        compare=Compare(**compare) if compare else None,
        reprint_thresholds=tuple(raw.get("marine_worlds_reprint_thresholds", ())),
        alias=raw.get("alias"), solo=raw.get("solo"))


def _unique_building(raw: dict) -> UniqueBuilding:
    _keys(raw, {"id", "name", "size", "cells", "sponsor", "adjacent", "border_spaces",
                "needs_adjacent_building"}, "unique building")
    cells = tuple((x, y) for x, y in raw["cells"])
    if raw["size"] != len(cells):
        raise CardDataError(f"unique building {raw['id']}: size {raw['size']}, "
                            f"{len(cells)} cells")
    return UniqueBuilding(
        id=raw["id"], name=raw["name"], size=raw["size"], cells=cells, sponsor=raw["sponsor"],
        adjacent=tuple(raw.get("adjacent", {}).items()), border_spaces=raw.get("border_spaces"),
        needs_adjacent_building=raw.get("needs_adjacent_building", True))


@dataclass(frozen=True)
class CardSet:
    """Everything the card file holds, typed and checked (:func:`read_cards`)."""

    animals: tuple[Animal, ...]
    sponsors: tuple[Sponsor, ...]
    projects: tuple[ConservationProject, ...]
    final_scoring: tuple[FinalScoring, ...]
    unique_buildings: tuple[UniqueBuilding, ...]
    bonus_tiles: tuple[BonusTile, ...]
    partner_zoos: tuple[PartnerZoo, ...]
    universities: tuple[University, ...]
    by_number: MappingProxyType[int, Card]


def _check(ok: bool, rule: R, message: str) -> None:
    if not ok:
        raise CardDataError(f"{rule}: {message}")


def _numbered(cards, count: int, numbers: range, what: str):
    got = [c.number for c in cards]
    _check(len(got) == count, R.COMP_CARDS, f"{len(got)} {what}, expected {count}")
    _check(len(set(got)) == count, R.COMP_CARDS, f"{what}: a number is repeated")
    _check(all(n in numbers for n in got), R.COMP_CARDS, f"{what}: a number out of {numbers}")
    return tuple(cards)


@cache
def _load() -> CardSet:
    return read_cards(SOURCE)


def read_cards(path: Path) -> CardSet:
    """Read a card file and check it against the fact sheet (AN-COMP-CARDS, AN-SIZE-CLASS,
    AN-SPON-UNIQUE-CODE, AN-COND, AN-ICON-KINDS, the names of :data:`RULE_OF`): the
    engine reads the package's copy once through the lookups below."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    animals = _numbered([_animal(a) for a in raw["animals"]], 128, ANIMAL_NUMBERS, "animals")
    sponsors = _numbered([_sponsor(s) for s in raw["sponsors"]], 64, SPONSOR_NUMBERS,
                         "sponsors")
    projects = _numbered([_project(p) for p in raw["conservation_projects"]], 32,
                         PROJECT_NUMBERS, "conservation projects")
    finals = _numbered([_final(f) for f in raw["final_scoring"]], 11, FINAL_SCORING_NUMBERS,
                       "final scoring cards")
    base = [p.number for p in projects if p.category is ProjectCategory.BASE]
    _check(base == list(BASE_PROJECT_NUMBERS), R.COMP_CARDS,
           f"the base projects are {base}, not 101-112")
    counts = raw["counts"]
    _check((counts["animals"], counts["sponsors"], counts["conservation_projects"],
            counts["final_scoring"], counts["unique_buildings"]) == (128, 64, 32, 11, 15),
           R.COMP_CARDS, f"the file's counts field disagrees: {counts}")
    flagged = tuple(s.number for s in sponsors if s.unique_code)
    _check(flagged == UNIQUE_CODE, R.SPON_UNIQUE_CODE,
           f"sponsors flagged {flagged}, the fact sheet lists {UNIQUE_CODE}")
    buildings = tuple(_unique_building(u) for u in raw["unique_buildings"])
    _check(len(buildings) == 15, R.COMP_TILES, f"{len(buildings)} unique buildings, not 15")
    owners = {s.unique_building: s.number for s in sponsors if s.unique_building}
    _check(owners == {u.id: u.sponsor for u in buildings}, R.SPON_UNIQUE_BUILDING,
           "unique buildings and their sponsors do not match")
    tiles = tuple(BonusTile(t["id"], _freeze(t["effect"])) for t in raw["bonus_tiles"]["tiles"])
    _check(len(tiles) == 9, R.BONUS_TILES, f"{len(tiles)} bonus tiles, not 9")
    zoos = raw["partner_zoos"]
    _check(tuple(zoos["continents"]) == CONTINENTS and zoos["per_continent"] == 4,
           R.COMP_TILES, "20 partner zoos: 4 for each of the 5 continents")
    unis = raw["universities"]
    _check(len(unis["kinds"]) == 3 and unis["per_kind"] == 4, R.ASSOC_UNI_KINDS,
           "12 universities: 4 of each of 3 kinds")
    universities = tuple(
        University(u["id"], Icons.of(u["effect"].get("icons", {})),
                   u["effect"].get("reputation", 0), u["effect"].get("hand_limit"))
        for u in unis["kinds"])
    by_number = {c.number: c for c in (*animals, *sponsors, *projects, *finals)}
    return CardSet(animals, sponsors, projects, finals, buildings, tiles,
                  tuple(PartnerZoo(c) for c in CONTINENTS), universities,
                  MappingProxyType(by_number))


# ---------------------------------------------------------------- lookups

def card(number: int) -> Card:
    """The card printed with ``number``: animals 401–528, sponsors 201–264, projects
    101–132, final scoring cards 1–11."""
    try:
        return _load().by_number[number]
    except KeyError:
        raise KeyError(f"no Ark Nova card numbered {number!r}") from None


def animals() -> tuple[Animal, ...]:
    return _load().animals


def sponsors() -> tuple[Sponsor, ...]:
    return _load().sponsors


def projects() -> tuple[ConservationProject, ...]:
    """All 32 conservation projects, base ones included."""
    return _load().projects


def zoo_deck() -> tuple[int, ...]:
    """AN-COMP-CARDS: the 212 zoo cards' numbers (animals, sponsors, the 20 projects that
    are not base projects)."""
    deck = _load()
    return tuple(sorted([c.number for c in (*deck.animals, *deck.sponsors)]
                        + [p.number for p in deck.projects
                           if p.category is not ProjectCategory.BASE]))


def base_projects() -> tuple[ConservationProject, ...]:
    """AN-PROJ-BASE: the 12 base projects 101–112, dealt face up, never in the zoo deck."""
    return tuple(p for p in _load().projects if p.category is ProjectCategory.BASE)


def final_scoring_cards() -> tuple[FinalScoring, ...]:
    return _load().final_scoring


def unique_buildings() -> tuple[UniqueBuilding, ...]:
    return _load().unique_buildings


def unique_building(building_id: str) -> UniqueBuilding:
    for u in _load().unique_buildings:
        if u.id == building_id:
            return u
    raise KeyError(f"no unique building {building_id!r}")


def bonus_tiles() -> tuple[BonusTile, ...]:
    return _load().bonus_tiles


def partner_zoos() -> tuple[PartnerZoo, ...]:
    """The 5 partner zoo kinds, one per continent (4 copies each, AN-ASSOC-UNI-KINDS)."""
    return _load().partner_zoos


def universities() -> tuple[University, ...]:
    """The 3 university kinds (4 copies each, AN-ASSOC-UNI-KINDS)."""
    return _load().universities
