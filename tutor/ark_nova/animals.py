"""The Animals action (AN-ANIMALS-*): animal cards played into enclosures.

* AN-ANIMALS-TABLE (AN-ANIMALS-S1..S5): the strength row gives how many animals may be
  played (:func:`.strength.animals_row`), at least 1 once chosen (AN-ACT-CHOOSE): Animals
  I at strength 1 plays none, so it cannot be chosen.
* AN-ANIMALS-REP: side I plays from the hand; side II also from the display within
  reputation range, paying the folder number on top; at strength 5, side II gains 1
  reputation at the very start, through :func:`.gains.gain` (at 9 with Cards on side I it
  is lost, AN-ANIMALS-REP-CAP). Animals needing an upgraded Animals action are played
  with side II (their condition, AN-COND).
* AN-ANIMALS-COND, AN-COND, AN-COND-OWN: every condition on the card's left edge, met by
  the zoo as it stands (:func:`.icons.zoo_icons`): the card's own icons never count.
* AN-ANIMALS-COST: printed cost − 3 per continent icon of the card whose partner zoo the
  seat has, + the folder number from the display; paid in full before anything the animal
  gives. AN-SPON-RULES: a sponsor's discount on animals of a size class (Expert in Small
  Animals 229: −3, Expert in Large Animals 230: −4) comes after the partner zoos'; the
  discounts never bring the cost below 0 money; the folder surcharge is added after.
* AN-ANIMALS-ENCL: an empty standard enclosure of at least the printed size, touching at
  least the printed number of rock / water spaces (:func:`.placement.terrain_around`);
  then it is occupied (``Zoo.housed``). AN-SPON-RULES: with Diversity Researcher (219)
  the rock / water needs no longer apply (said, with the card).
* AN-SPON-RULES: WAZA Large Animal Program (263) lets its owner ignore 1 condition of a
  large animal: the first one the zoo does not meet is said ignored, with the card.
* AN-ANIMALS-SPECIAL, AN-SPECIAL-ENCL: instead, a special enclosure the card names
  (``Animal.special_enclosures``), taking its printed number of spaces out of the
  building's spaces (Petting Zoo 3, Reptile House 5, Large Bird Aviary 5: one player token
  a space); a printed 0 takes no space (the fact sheet's [CHECK] default); rock / water
  needs still apply. Petting zoo animals (no standard size) live only in the Petting Zoo.
* AN-ABIL-FLOCK-ANIMAL: a flock animal X may instead join an occupied standard enclosure
  of size ≥ X holding a herbivore (an enclosure choice, so it is checked here).
* AN-ANIMALS-EFFECT: the card leaves the hand (or its display folder, empty until the
  turn's refill, AN-DISPLAY-REFILL) for ``Zoo.played``; its appeal, conservation and
  reputation are gained through :func:`.gains.gain`; then ``animal_played`` is fired
  (:mod:`.events`), whose listeners resolve the animal's own abilities ("after finishing"
  ones wait, AN-ACT-AFTER). With two animals the first is resolved fully before the
  second is chosen: the step asking for the next animal sits below whatever the first
  pushes.

The step :class:`AnimalsPlay` (tag ``animals``) asks for :class:`PlayAnimal` (an animal
and the anchor of its enclosure) until the row is used up or nothing more is playable, or
:class:`AnimalsDone` once at least one animal is played. For the board:
:func:`playable` (the cards playable now) and :func:`card_reasons` (one card explained
before its enclosure is chosen: each condition ticked, the cost as a sum).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import ClassVar

from tutor.core import Ask, Msg, Reason, seat_name
from tutor.core.steps import SEAT, Step, count, pop, push, top, word
from tutor.core.verdict import EventLog, allowed

from .buildings import Building, Category, Hex, kind
from .cards import (Animal, AppealCondition, Gain, IconCondition, PartnerZooCondition,
                    ReputationCondition, SizeClass, UpgradedActionCondition, card)
from .events import Event, fire
from .gains import gain
from .icons import rule_givers, zoo_icons
from .later import Later, said
from .memo import ZOO_FACTS, once
from .messages import animals as _messages  # noqa: F401  (registers an.animals.*)
from .messages import sponsor_tokens as _token_messages  # noqa: F401  (an.tokens.*)
from .moveset import CELL, NUM, ActionEntry, MoveKind, Moveset, read_card, read_cell
from .placement import building_msg, kind_msg, terrain_around
from .rulebook import R
from .state import DISPLAY_SIZE, State
from .steps import NOTATION
from .strength import Action, AnimalsRow, Side, animals_row
from .tracks import folders_in_range
from .zoo_map import focus, text, written, zoo_map

#: AN-ANIMALS-COST / AN-ASSOC-ZOO: money off per matching continent icon.
PARTNER_DISCOUNT = 3
SIDES = ("1", "2")
TERRAINS = ("rock", "water")


# ---------------------------------------------------------------- moves

@dataclass(frozen=True)
class PlayAnimal:
    """AN-ANIMALS-ENCL / AN-ANIMALS-SPECIAL: play animal ``card`` (from the hand, or on
    side II from the display) into the enclosure of this zoo anchored at ``anchor``."""

    card: int
    anchor: Hex
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class AnimalsDone:
    """Play no more animals this action ("up to", AN-ANIMALS-TABLE): once at least one
    is played (AN-ACT-CHOOSE)."""

    seat: int | None = field(default=None, kw_only=True)


# ---------------------------------------------------------------- the facts of one card

@dataclass(frozen=True)
class Housed:
    """The fact of an animal played: card ``card`` lives in ``building`` of ``seat``'s zoo
    (AN-ANIMALS-PLAY)."""

    seat: int
    card: int
    building: Building


def card_msg(number: int) -> Msg:
    """A card by name and number: "Lion (418)" (names are identifiers)."""
    return Msg("an.animals.card", name=card(number).name, n=number)


def _who(seat: int) -> Later:
    """The seat in words, made with the message that names it."""
    return Later(seat_name, seat)


def _card(number: int) -> Later:
    """:func:`card_msg`, made with the message that names the card."""
    return Later(card_msg, number)


def source(state: State, seat: int, number: int) -> int | None:
    """Where the seat could take card ``number`` from: 0 its hand, a display folder 1–6,
    ``None`` neither."""
    if number in state.zoo(seat).hand:
        return 0
    if number in state.display:
        return state.display.index(number) + 1
    return None


@dataclass(frozen=True)
class Cost:
    """AN-ANIMALS-COST as a sum: ``printed`` − ``discounts`` (continent, icons matched,
    money off) − ``sponsors`` (AN-SPON-RULES: sponsor name, number, money off) +
    ``folder`` (the display surcharge, 0 from the hand)."""

    printed: int
    discounts: tuple[tuple[str, int, int], ...]
    folder: int
    sponsors: tuple[tuple[str, int, int], ...] = ()

    @property
    def total(self) -> int:
        off = sum(money for _, _, money in self.discounts + self.sponsors)
        return max(0, self.printed - off) + self.folder

    def msg(self, money: int) -> Msg:
        """"cost 14 − 3 (African partner zoo) − 4 (Expert in Large Animals 230) + 4
        (folder 4) = 11 ≤ 17 money"."""
        expr: object = self.printed
        for continent, icons, off in self.discounts:
            expr = Msg("an.animals.cost.minus" if icons == 1 else "an.animals.cost.minus_n",
                       expr=expr, n=off, icons=icons,
                       zoo=Msg(f"an.animals.partner.{continent}"))
        for name, number, off in self.sponsors:
            expr = Msg("an.animals.cost.sponsor", expr=expr, n=off, name=name, card=number)
        if self.folder:
            expr = Msg("an.animals.cost.folder", expr=expr, n=self.folder)
        key = "an.animals.cost.ok" if self.total <= money else "an.animals.cost.short"
        return Msg(key, expr=expr, total=self.total, money=money)


def cost_of(state: State, seat: int, animal: Animal, folder: int) -> Cost:
    """AN-ANIMALS-COST for ``seat``: the partner zoos it has that match the card's
    continent icons, then its sponsors' discounts for the card's size class
    (AN-SPON-RULES), the folder surcharge (0: from the hand)."""
    zoos = state.zoo(seat).partner_zoos
    discounts = tuple((c, animal.top_icons[c], PARTNER_DISCOUNT * animal.top_icons[c])
                      for c in zoos if animal.top_icons[c])
    return Cost(animal.cost, discounts, folder, sponsor_discounts(state, seat, animal))


def sponsor_discounts(state: State, seat: int, animal: Animal) -> tuple[tuple[str, int, int], ...]:
    """AN-SPON-RULES ``animal_cost_discount``: (sponsor, number, money off) of each sponsor
    of ``seat`` discounting the size class of ``animal``."""
    out = []
    for sp, value in rule_givers(state, seat, "animal_cost_discount"):
        rule = dict(value)
        if rule.get("size_class") == animal.size_class.value:
            out.append((sp.name, sp.number, rule["money"]))
    return tuple(out)


def _have(state: State, seat: int, condition) -> object:
    """What the zoo has against ``condition`` (AN-COND), the card's own icons apart
    (AN-COND-OWN: it is not in the zoo yet)."""
    zoo = state.zoo(seat)
    if isinstance(condition, IconCondition):
        return zoo_icons(state, seat)[condition.kind]
    if isinstance(condition, PartnerZooCondition):
        return len(zoo.partner_zoos)
    if isinstance(condition, UpgradedActionCondition):
        return zoo.side(Action(condition.action)) is Side.II
    if isinstance(condition, ReputationCondition):
        return zoo.reputation
    if isinstance(condition, AppealCondition):
        return zoo.appeal
    raise TypeError(f"no AN-COND reading of {condition!r}")


def condition_reason(state: State, seat: int, animal: Animal, condition) -> Reason:
    """AN-ANIMALS-COND: one condition with what the zoo has; an icon the card carries
    itself is said not to count (AN-COND-OWN); the upgraded-Animals condition is the
    side II privilege of AN-ANIMALS-REP."""
    have = _have(state, seat, condition)
    rule = R.ANIMALS_COND
    if isinstance(condition, IconCondition) and animal.top_icons[condition.kind]:
        return Reason.later(R.COND_OWN, condition.met(have), said(
            "an.animals.cond.own", cond=Later(condition.say, have),
            kind=Later(Msg, f"an.cards.icon.{condition.kind}")))
    if isinstance(condition, UpgradedActionCondition) and condition.action == "animals":
        rule = R.ANIMALS_REP
    return Reason.later(rule, condition.met(have), condition.say, (have,))


def conditions_reasons(state: State, seat: int, animal: Animal) -> list[Reason]:
    """Every condition of ``animal`` (:func:`condition_reason`); AN-SPON-RULES
    ``ignore_conditions``: with WAZA Large Animal Program (263) the first unmet condition
    of a large animal is ignored, said with the card (no other is)."""
    out = [condition_reason(state, seat, animal, c) for c in animal.conditions]
    if animal.size_class is not SizeClass.LARGE:
        return out
    for sp, n in rule_givers(state, seat, "ignore_conditions"):
        for _ in range(n):
            i = next((i for i, r in enumerate(out) if not r.ok), None)
            if i is None:
                return out
            out[i] = Reason.later(R.SPON_RULES, True, said(
                "an.animals.cond.ignored", cond=Later(getattr, out[i], "msg"), name=sp.name,
                n=sp.number), focus=out[i].focus)
    return out


def _animal(number: object) -> Animal | None:
    try:
        found = card(number)  # type: ignore[arg-type]
    except (KeyError, ValueError, LookupError, TypeError):
        return None
    return found if isinstance(found, Animal) else None


def source_reason(state: State, seat: int, side: Side, number: int) -> tuple[Reason, int]:
    """AN-ANIMALS-REP: from the hand, or on side II from a display folder within
    reputation range; with the folder (0: the hand)."""
    where = source(state, seat, number)
    name = _card(number)
    if where == 0:
        return Reason.later(R.ANIMALS_TABLE, True, said("an.animals.from.hand", card=name)), 0
    if where is None:
        return Reason.later(R.ANIMALS_TABLE, False,
                            said("an.animals.from.nowhere", card=name)), 0
    if side is Side.I:
        return Reason.later(R.ANIMALS_REP, False, said("an.animals.from.side_i", card=name,
                                                       folder=where)), where
    rep = state.zoo(seat).reputation
    in_range = folders_in_range(rep)
    return Reason.later(R.ANIMALS_REP, where in in_range,
                        said("an.animals.from.range", card=name, folder=where, reputation=rep,
                             highest=in_range[-1])), where


def size_class_reasons(state: State, seat: int, animal: Animal) -> list[Reason]:
    """AN-SPON-CHOOSE-SIZE-CLASS: after WAZA Special Assignment, no animal of the class not
    chosen (AN-SIZE-CLASS; medium ones stay playable)."""
    chosen = state.zoo(seat).size_class
    if chosen is None or animal.size_class is SizeClass.MEDIUM:
        return []
    ok = animal.size_class == chosen
    return [Reason.later(R.SPON_CHOOSE_SIZE_CLASS, ok, said(
        "an.tokens.ban_ok" if ok else "an.tokens.ban", card=_card(animal.number),
        chosen=Later(Msg, f"an.tokens.size.{chosen}"),
        other=Later(Msg, f"an.tokens.size.{animal.size_class}")))]


def solo_stripe_reasons(state: State, animal: Animal) -> list[Reason]:
    """AN-SOLO-BOX: in a solo game, an animal with a solo stripe is told before it is
    played that the stripe will be played in place of its interactive ability."""
    if state.players != 1 or animal.solo_ability is None:
        return []
    return [Reason.later(R.SOLO_BOX, True, said(
        "an.animals.solo_stripe", card=_card(animal.number),
        stripe=Later(animal.solo_stripe)))]


def card_reasons(state: State, seat: int, side: Side, number: int) -> list[Reason]:
    """One card explained before its enclosure is chosen: whether it is an animal, where
    it comes from (AN-ANIMALS-REP), each condition ticked (AN-ANIMALS-COND, AN-COND-OWN),
    the cost as a sum against the seat's money (AN-ANIMALS-COST); in a solo game, its solo
    stripe played in place of its interactive ability (AN-SOLO-BOX)."""
    animal = _animal(number)
    if animal is None:
        return [Reason.later(R.COMP_CARDS, False, said("an.animals.not_animal", card=str(number)))]
    came, folder = source_reason(state, seat, side, number)
    out = [came]
    out += conditions_reasons(state, seat, animal)
    out += size_class_reasons(state, seat, animal)
    money = state.zoo(seat).money
    cost = cost_of(state, seat, animal, folder)
    out.append(Reason.later(R.ANIMALS_COST, cost.total <= money, cost.msg, (money,)))
    out += solo_stripe_reasons(state, animal)
    return out


# ---------------------------------------------------------------- enclosures

def occupants(state: State, seat: int, anchor: Hex) -> tuple[int, ...]:
    """The animals housed in the enclosure anchored at ``anchor``."""
    return tuple(c for at, c in state.zoo(seat).housed if at == anchor)


def _building_at(state: State, seat: int, anchor: object) -> Building | None:
    return next((b for b in state.zoo(seat).buildings if b.anchor == anchor), None)


def _terrain_reasons(state: State, seat: int, b: Building, animal: Animal,
                     rule: R) -> list[Reason]:
    """AN-ANIMALS-ENCL: the rock / water spaces the card needs next to its enclosure;
    AN-SPON-RULES ``ignore_animal_terrain_requirements`` (Diversity Researcher 219): no
    such need applies, said with the card."""
    around = terrain_around(zoo_map(state.map_id), b.cells)
    waiver = rule_givers(state, seat, "ignore_animal_terrain_requirements")
    out = []
    for terrain in TERRAINS:
        need = getattr(animal, terrain)
        if need and waiver:
            sp = waiver[0][0]
            out.append(Reason.later(R.SPON_RULES, True, said(
                "an.animals.encl.terrain_waived", card=_card(animal.number), need=need,
                terrain=Later(Msg, f"an.map.terrain.{terrain}"), name=sp.name,
                n=sp.number), focus=focus(b.cells)))
        elif need:
            have = around.count(terrain)
            hexes = around.rock if terrain == "rock" else around.water
            out.append(Reason.later(rule, have >= need, said(
                f"an.animals.encl.{terrain}", card=_card(animal.number), need=need,
                have=have), focus=focus(hexes)))
    return out


def _standard_reasons(state: State, seat: int, b: Building, animal: Animal) -> list[Reason]:
    name = _card(animal.number)
    where = focus(b.cells)
    if animal.enclosure_size is None:
        return [Reason.later(R.SPECIAL_ENCL, False, said("an.animals.encl.petting_only",
                                                         card=name), focus=where)]
    housed = occupants(state, seat, b.anchor)
    flock = next((a.value for a in animal.abilities if a.keyword == "flock_animal"), None)
    if housed and flock is not None:
        return _flock_reasons(state, seat, b, animal, flock, housed)
    out = [Reason.later(R.ANIMALS_ENCL, not housed,
                        said("an.animals.encl.taken", card=_card(housed[0])) if housed
                        else said("an.animals.encl.empty", building=Later(building_msg, b)),
                        focus=where),
           Reason.later(R.ANIMALS_ENCL, b.size >= animal.enclosure_size,
                        said("an.animals.encl.size", card=name, need=animal.enclosure_size,
                             size=b.size), focus=where)]
    return out + _terrain_reasons(state, seat, b, animal, R.ANIMALS_ENCL)


def _flock_reasons(state: State, seat: int, b: Building, animal: Animal, flock: int,
                   housed: tuple[int, ...]) -> list[Reason]:
    """AN-ABIL-FLOCK-ANIMAL: a flock animal X may join an occupied standard enclosure of
    size ≥ X that holds a herbivore; its own rock / water needs still apply."""
    name, where = _card(animal.number), focus(b.cells)
    herd = [c for c in housed if card(c).top_icons["herbivore"]]
    return [Reason.later(R.ABIL_FLOCK_ANIMAL, bool(herd), said(
                "an.animals.encl.flock_herd" if herd else "an.animals.encl.flock_alone",
                card=name, housed=[_card(c) for c in herd or housed]), focus=where),
            Reason.later(R.ABIL_FLOCK_ANIMAL, b.size >= flock, said(
                "an.animals.encl.flock_size", card=name, need=flock, size=b.size),
                focus=where),
            *_terrain_reasons(state, seat, b, animal, R.ANIMALS_ENCL)]


def spaces_used(state: State, seat: int, b: Building) -> int:
    """AN-SPECIAL-ENCL: the spaces of special enclosure ``b`` its animals take."""
    return sum(dict(card(c).special_enclosures).get(b.kind.name, 0)
               for c in occupants(state, seat, b.anchor))


def _special_reasons(state: State, seat: int, b: Building, animal: Animal) -> list[Reason]:
    name = _card(animal.number)
    where = focus(b.cells)
    takes = dict(animal.special_enclosures).get(b.kind.name)
    if takes is None:
        return [Reason.later(R.ANIMALS_SPECIAL, False, said(
            "an.animals.encl.not_this_special", card=name, kind=Later(kind_msg, b.kind)),
            focus=where)]
    free = b.size - spaces_used(state, seat, b)
    return [Reason.later(R.SPECIAL_ENCL, takes <= free, said(
                "an.animals.encl.spaces", card=name, kind=Later(kind_msg, b.kind), n=takes,
                free=free, size=b.size), focus=where),
            *_terrain_reasons(state, seat, b, animal, R.ANIMALS_SPECIAL)]


def enclosure_reasons(state: State, seat: int, animal: Animal, anchor: object) -> list[Reason]:
    """AN-ANIMALS-ENCL / AN-ANIMALS-SPECIAL / AN-SPECIAL-ENCL: whether the building of
    ``seat``'s zoo anchored at ``anchor`` may take ``animal``, with the numbers."""
    b = _building_at(state, seat, anchor)
    if b is None:
        at = text(anchor) if isinstance(anchor, tuple) else repr(anchor)
        return [Reason.later(R.ANIMALS_ENCL, False, said("an.animals.encl.none", at=at))]
    if b.category is Category.STANDARD:
        return _standard_reasons(state, seat, b, animal)
    if b.category is Category.SPECIAL:
        return _special_reasons(state, seat, b, animal)
    return [Reason.later(R.ANIMALS_ENCL, False, said(
        "an.animals.encl.no_animals", building=Later(building_msg, b)), focus=focus(b.cells))]


def _enclosure_reasons(state: State, seat: int, animal: Animal,
                       anchor: object) -> tuple[Reason, ...]:
    """:func:`enclosure_reasons`, worked out once per position, seat, animal and anchor
    (:func:`.memo.once`): ``legal_moves`` tries every enclosure, then the check of each
    legal move reads the same. An anchor that is not a pair of ints is not kept (``(1.0,
    2.0)`` names the same enclosure as ``(1, 2)`` but is said as given)."""
    def compute() -> tuple[Reason, ...]:
        return tuple(enclosure_reasons(state, seat, animal, anchor))
    if type(anchor) is tuple and all(type(v) is int for v in anchor):
        return once(state, ("an.animals.enclosure", seat, animal.number, anchor), compute)
    return compute()


def enclosures_for(state: State, seat: int, animal: Animal) -> tuple[Hex, ...]:
    """The anchors of ``seat``'s enclosures that may take ``animal`` now (once per
    position, :func:`.memo.once`). The answer reads only the map, the zoo's buildings and
    animals and whether a sponsor waives the rock / water needs (:func:`enclosure_reasons`),
    so it is also kept by those facts for the positions that follow (:data:`.memo.ZOO_FACTS`)."""
    def fitting() -> tuple[Hex, ...]:
        zoo = state.zoo(seat)
        waived = bool(rule_givers(state, seat, "ignore_animal_terrain_requirements"))
        return ZOO_FACTS.once(
            ("an.animals.enclosures", state.map_id, zoo.buildings, zoo.housed, waived,
             animal.number),
            lambda: tuple(b.anchor for b in zoo.buildings
                          if allowed(_enclosure_reasons(state, seat, animal, b.anchor))))
    return once(state, ("an.animals.enclosures", seat, animal.number), fitting)


def housing_reason(state: State, seat: int, animal: Animal) -> Reason:
    """AN-ANIMALS-ENCL (AN-SPECIAL-ENCL for a petting zoo animal), before the enclosure is
    chosen: how many of ``seat``'s enclosures could hold ``animal`` (:func:`enclosures_for`,
    the whole move's reasons), or why none can: no empty standard enclosure, the largest
    empty one too small for the printed size, or none of the big enough ones touching the
    rock / water spaces the card needs."""
    name = card_msg(animal.number)
    zoo = state.zoo(seat)
    found = set(enclosures_for(state, seat, animal))
    if found:
        cells = sorted(c for b in zoo.buildings if b.anchor in found for c in b.cells)
        return Reason(R.ANIMALS_ENCL, True, Msg("an.animals.house.some", card=name,
                                                n=len(found)), focus(cells))
    need = animal.enclosure_size
    if need is None:
        return _special_only_reason(state, seat, animal)
    empty = [b for b in zoo.buildings
             if b.category is Category.STANDARD and not occupants(state, seat, b.anchor)]
    big = [b for b in empty if b.size >= need]
    if not empty:
        return Reason(R.ANIMALS_ENCL, False, Msg("an.animals.house.no_empty", card=name,
                                                 need=need))
    if not big:
        largest = max(empty, key=lambda b: b.size)
        return Reason(R.ANIMALS_ENCL, False,
                      Msg("an.animals.house.size", card=name, need=need, largest=largest.size),
                      focus(largest.cells))
    return Reason(R.ANIMALS_ENCL, False,
                  Msg("an.animals.house.terrain", card=name, n=len(big), need=need,
                      rock=animal.rock, water=animal.water),
                  focus(sorted(c for b in big for c in b.cells)))


def _special_only_reason(state: State, seat: int, animal: Animal) -> Reason:
    """AN-SPECIAL-ENCL: an animal with no standard size (a petting zoo animal) and no room:
    the zoo has none of the special enclosures it names, or the first refusal of the one it
    has (its spaces, its rock / water), as the whole move says it."""
    homes = [b for b in state.zoo(seat).buildings
             if b.kind.name in dict(animal.special_enclosures)]
    if not homes:
        kinds = [kind_msg(kind(k)) for k, _ in animal.special_enclosures]
        return Reason(R.SPECIAL_ENCL, False, Msg("an.animals.house.no_special",
                                                 card=card_msg(animal.number), kinds=kinds))
    return next(r for b in homes for r in _special_reasons(state, seat, b, animal) if not r.ok)


def explain_card(state: State, number: object) -> tuple[Reason, ...]:
    """The animal card ``number`` chosen before its enclosure (the board's first click):
    where it comes from (AN-ANIMALS-REP), each condition (AN-ANIMALS-COND, AN-COND-OWN),
    its cost as a sum against the money (AN-ANIMALS-COST) — :func:`card_reasons`, as for
    the whole move — then whether an enclosure could hold it (:func:`housing_reason`). The
    open step must be an Animals step (else one refusal says no animal is asked); a value
    that is no card number is refused as no animal card."""
    step = top(state)
    if not isinstance(step, AnimalsPlay) or not step.waits(state):
        return (Reason(R.ACT_TURN, False, Msg("an.animals.not_asked")),)
    if type(number) is not int:
        return (Reason(R.COMP_CARDS, False, Msg("an.animals.not_animal", card=repr(number))),)
    out = card_reasons(state, step.seat, Side(int(step.side)), number)
    animal = _animal(number)
    if animal is not None:
        out.append(housing_reason(state, step.seat, animal))
    return tuple(out)


# ---------------------------------------------------------------- what is playable

def candidates(state: State, seat: int, side: Side) -> tuple[int, ...]:
    """The animal cards the seat may consider: its hand; on side II also the display
    folders within reputation range (AN-ANIMALS-REP)."""
    out = [c for c in state.zoo(seat).hand if _animal(c) is not None]
    if side is Side.II:
        for f in folders_in_range(state.zoo(seat).reputation):
            c = state.display[f - 1] if f <= DISPLAY_SIZE else None
            if c is not None and _animal(c) is not None and c not in out:
                out.append(c)
    return tuple(out)


def _card_reasons(state: State, seat: int, side: Side, number: int) -> tuple[Reason, ...]:
    """:func:`card_reasons`, worked out once per position, seat, side and card
    (:func:`.memo.once`): whether the Animals step waits, its legal moves and the check of
    each read the same. A card number that is not an int is not kept."""
    def compute() -> tuple[Reason, ...]:
        return tuple(card_reasons(state, seat, side, number))
    if type(number) is int:
        return once(state, ("an.animals.card", seat, side, number), compute)
    return compute()


def _playable(state: State, seat: int, side: Side, number: int) -> bool:
    """Whether the candidate animal ``number`` can be played now: its card's reasons pass
    and an enclosure fits it."""
    return (allowed(_card_reasons(state, seat, side, number))
            and bool(enclosures_for(state, seat, card(number))))


def _playable_now(state: State, seat: int, side: Side) -> tuple[int, ...]:
    """The animals playable now (once per position, :func:`.memo.once`)."""
    return once(state, ("an.animals.playable", seat, side), lambda: tuple(
        c for c in candidates(state, seat, side) if _playable(state, seat, side, c)))


def _any_playable(state: State, seat: int, side: Side) -> bool:
    """Whether an animal is playable now (:func:`_playable_now`), the first found settling
    it (once per position, :func:`.memo.once`)."""
    return once(state, ("an.animals.any", seat, side), lambda: any(
        _playable(state, seat, side, c) for c in candidates(state, seat, side)))


def _after_reputation_first(state: State, seat: int, row: AnimalsRow) -> State:
    """The zoo once the strength-5 side II reputation is taken (AN-ANIMALS-REP); no log."""
    if not row.reputation_first:
        return state
    return gain(state, seat, Gain(reputation=row.reputation_first), None, R.ANIMALS_REP)


def playable(state: State, seat: int, side: Side, strength: int) -> tuple[int, ...]:
    """The animals ``seat`` could play with Animals ``side`` at ``strength``: none when the
    row plays 0 (AN-ANIMALS-S1 side I); at strength 5 side II after its +1 reputation
    (AN-ANIMALS-REP), which may widen the range (AN-EX-3)."""
    row = animals_row(side, strength)
    if not row.animals:
        return ()
    return _playable_now(_after_reputation_first(state, seat, row), seat, side)


def possible(state: State, seat: int, side: Side, strength: int) -> Reason:
    """AN-ACT-CHOOSE: the Animals action may be chosen only if an animal is playable."""
    row = animals_row(side, strength)
    if not row.animals:
        return Reason.later(R.ACT_CHOOSE, False, said("an.animals.choose.none_in_row",
                                                      side=side.name, strength=strength))
    zoo = _after_reputation_first(state, seat, row)
    if _any_playable(zoo, seat, side):
        return Reason.later(R.ACT_CHOOSE, True, said(
            "an.animals.choose.ok", n=Later(lambda: len(_playable_now(zoo, seat, side)))))
    return Reason.later(R.ACT_CHOOSE, False, said("an.animals.choose.none_playable"))


# ---------------------------------------------------------------- the step

@NOTATION.kind("animals", seat=SEAT, side=word(*SIDES), row=count(1, 5), played=count(0, 2))
@dataclass(frozen=True)
class AnimalsPlay(Step):
    """AN-ANIMALS-TABLE: the Animals action under way with strength row ``row``;
    ``played`` animals so far. It asks while the row allows more and one is playable."""

    seat: int
    OF_TURN: ClassVar[bool] = True
    side: str
    row: int
    played: int

    @property
    def table(self) -> AnimalsRow:
        return animals_row(Side(int(self.side)), self.row)

    @property
    def left(self) -> int:
        return self.table.animals - self.played

    def waits(self, state: State) -> bool:
        return self.left > 0 and _any_playable(state, self.seat, Side(int(self.side)))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "animal", str(self.table.rule),
                          said("an.animals.ask", who=_who(self.seat), left=self.left,
                               played=self.played)),)

    def resolve(self, state: State, log: EventLog) -> State:
        """No more animals: the action is over; then ``action_done`` with the animals it
        played (AN-SPON-TRIGGERS ``animals_action``: WAZA Small Animals Program,
        AN-SPON-PLAY-EXTRA-ANIMAL)."""
        log.add(state, self.table.rule, said("an.animals.ev.over", who=_who(self.seat),
                                             n=self.played))
        return fire(state, Event("action_done", self.seat, action=Action.ANIMALS,
                                 cards=last_animals(state, self.seat, self.played)), log)


def last_animals(state: State, seat: int, n: int) -> tuple[int, ...]:
    """The last ``n`` animals played into ``seat``'s zoo, in order: those of the Animals
    action under way (nothing else puts an animal into a zoo while it lasts)."""
    if n <= 0:
        return ()
    return tuple([c for c in state.zoo(seat).played if _animal(c) is not None][-n:])


def start(state: State, seat: int, side: Side, strength: int, log: EventLog) -> State:
    """AN-ANIMALS-TABLE: the row's step; at strength 5 side II, 1 reputation first
    (AN-ANIMALS-REP, AN-ANIMALS-REP-CAP), whose track bonus resolves before any animal."""
    row = animals_row(side, strength)
    state = push(state, AnimalsPlay(seat, str(int(side)), row.row, 0))
    log.add(state, row.rule, lambda r: r.msg, (row,))
    if row.reputation_first:
        state = gain(state, seat, Gain(reputation=row.reputation_first), log, R.ANIMALS_REP)
    return state


# ---------------------------------------------------------------- playing an animal

def play_reasons(state: State, move: PlayAnimal) -> list[Reason]:
    """AN-ANIMALS-TABLE (an animal left in the row), then the card (source, conditions,
    cost) and its enclosure."""
    step: AnimalsPlay = top(state)
    side = Side(int(step.side))
    out = [Reason.later(step.table.rule, step.left > 0,
                        said("an.animals.left", n=step.table.animals, played=step.played))]
    out += _card_reasons(state, move.seat, side, move.card)
    animal = _animal(move.card)
    if animal is not None:
        out += _enclosure_reasons(state, move.seat, animal, move.anchor)
    return out


def done_reasons(state: State, move: AnimalsDone) -> list[Reason]:
    """AN-ACT-CHOOSE: a chosen Animals action plays at least one animal."""
    step: AnimalsPlay = top(state)
    return [Reason.later(R.ACT_CHOOSE, step.played > 0,
                         said("an.animals.done", played=step.played))]


def place_animal(state: State, seat: int, side: Side, number: int, anchor: Hex,
                 log: EventLog) -> State:
    """AN-ANIMALS-COST, AN-ANIMALS-ENCL, AN-ANIMALS-EFFECT: pay in full, the card into the
    zoo and its enclosure, its appeal / conservation / reputation, then ``animal_played``
    (its abilities, by their listener). The move was checked before."""
    animal = card(number)
    folder = source(state, seat, number)
    zoo = state.zoo(seat)
    cost = cost_of(state, seat, animal, folder)
    if folder:
        display = state.display[:folder - 1] + (None,) + state.display[folder:]
        state = state.replace(display=display)
        hand = zoo.hand
    else:
        hand = list(zoo.hand)
        hand.remove(number)
        hand = tuple(hand)
    state = state.change_zoo(seat, money=zoo.money - cost.total, hand=hand,
                             played=zoo.played + (number,),
                             housed=zoo.housed + ((anchor, number),))
    b = _building_at(state, seat, anchor)
    log.add(state, R.ANIMALS_COST, said("an.animals.ev.paid", who=_who(seat),
                                        card=_card(number), cost=Later(cost.msg, zoo.money),
                                        total=cost.total))
    log.add(state, R.ANIMALS_SPECIAL if b.category is Category.SPECIAL else R.ANIMALS_ENCL,
            said("an.animals.ev.housed", who=_who(seat), card=_card(number),
                 building=Later(building_msg, b)),
            focus=focus(b.cells), data=Housed(seat, number, b))
    printed = Gain(appeal=animal.appeal, conservation=animal.conservation,
                   reputation=animal.reputation)
    if printed:
        state = gain(state, seat, printed, log, R.ANIMALS_EFFECT)
    return fire(state, Event("animal_played", seat, card=number), log)


def _play(state: State, seat: int, move: PlayAnimal, log: EventLog) -> State:
    """The next-animal step goes under whatever this animal pushes (AN-ANIMALS-EFFECT)."""
    step: AnimalsPlay = top(state)
    state = push(pop(state), replace(step, played=step.played + 1))
    return place_animal(state, seat, Side(int(step.side)), move.card, move.anchor, log)


def _done(state: State, seat: int, move: AnimalsDone, log: EventLog) -> State:
    step: AnimalsPlay = top(state)
    return step.resolve(pop(state), log)


def legal(state: State, ask: Ask) -> list:
    """Every PlayAnimal that ``check`` accepts, and AnimalsDone after one animal."""
    step: AnimalsPlay = top(state)
    side = Side(int(step.side))
    out: list = []
    if step.left > 0:
        for c in candidates(state, ask.seat, side):
            if allowed(_card_reasons(state, ask.seat, side, c)):
                out += [PlayAnimal(c, at, seat=ask.seat)
                        for at in enclosures_for(state, ask.seat, card(c))]
    if step.played:
        out.append(AnimalsDone(seat=ask.seat))
    return out


def _describe_play(state: State, move: PlayAnimal) -> Msg:
    if _animal(move.card) is None or not isinstance(move.anchor, tuple):
        return Msg("an.animals.move.unknown")
    return Msg("an.animals.move.play", card=card_msg(move.card), at=text(move.anchor))


PLAY_TEXT = re.compile(rf"animal:{NUM}@{CELL}")
DONE_TEXT = re.compile(r"animal:done")

MOVESET = Moveset(
    "animals",
    moves={
        PlayAnimal: MoveKind(
            "animal", play_reasons, _play, _describe_play,
            lambda m: f"animal:{m.card}@{written(m.anchor)}",
            (PLAY_TEXT, lambda m: PlayAnimal(read_card(m, 1), read_cell(m, 2)))),
        AnimalsDone: MoveKind(
            "animal", done_reasons, _done, lambda s, m: Msg("an.animals.move.done"),
            lambda m: "animal:done", (DONE_TEXT, lambda m: AnimalsDone())),
    },
    legal={"animal": legal},
    actions={Action.ANIMALS: ActionEntry(possible, start)},
)

__all__ = ["MOVESET", "PARTNER_DISCOUNT", "AnimalsDone", "AnimalsPlay", "Cost", "PlayAnimal",
           "candidates", "card_reasons", "condition_reason", "conditions_reasons", "cost_of", "enclosure_reasons",
           "enclosures_for", "explain_card", "housing_reason", "last_animals", "occupants",
           "place_animal", "playable", "possible", "solo_stripe_reasons", "source",
           "spaces_used", "sponsor_discounts", "start"]
