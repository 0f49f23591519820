"""What a sponsor does once it is in a zoo (AN-SPON-*): its effects, read from the card
data and dispatched by tables, never by card — except the 13 ``unique_code`` sponsors
(AN-SPON-UNIQUE-CODE), each a named handler in :data:`UNIQUE`.

* The colours (AN-SPONSORS-COLOURS, AN-SPON-KINDS): **immediate** effects resolve one by
  one when the card is played (:class:`SponsorEffects`); **income** effects answer the
  ``income`` event of each break (AN-BREAK-5c); **ongoing** effects answer the events of
  :mod:`.events` (AN-SPON-TRIGGERS) or stand as permanent rules other concerns read with
  :func:`~.icons.standing_rules` (AN-SPON-RULES; in :mod:`.icons`, which every concern
  may import); **endgame** effects are an end scorer (AN-END-FINAL).
* What an effect pays (AN-SPON-GAIN): :meth:`~.cards.Effect.payout` of its counter,
  counted by :data:`COUNTERS` (AN-SPON-COUNTERS) on the zoo with the card in it (a card's
  own icons count for its effects, AN-ICON-COUNT; never for its conditions, AN-COND-OWN).
* The mechanics (:data:`MECHANICS`): ``place_unique_building`` asks where
  (:class:`PlaceUnique`, AN-SPON-PLACE-UNIQUE-BUILDING), ``build_free`` asks where or
  nothing (:class:`.build.FreeBuilding`, AN-SPON-BUILD-FREE), ``take_card`` asks deck or
  folder (the card bonuses' step, :func:`.bonuses.take_cards`, AN-SPON-TAKE-CARD),
  ``hire_worker`` hires (AN-SPON-HIRE-WORKER),
  ``wildcard_tokens`` lays player tokens on the card (AN-SPON-WILDCARD-TOKENS: spent by
  :mod:`.projects` as icons, or as Okapi Stable's charges), ``choose_size_class`` asks small
  or large (:class:`SizeChoice`, AN-SPON-CHOOSE-SIZE-CLASS) and its answer reveals cards
  until one fits (:func:`reveal_until`, AN-SPON-REVEAL-UNTIL), ``play_sponsor_for_money``
  offers a sponsor of the hand for its level in money (:class:`OkapiPlay`,
  AN-SPON-PLAY-SPONSOR-FOR-MONEY); ``build_extra_same`` offers one more building of a kind
  the Build action built (:class:`.build.ExtraBuilding`, AN-SPON-BUILD-EXTRA-SAME),
  ``extra_placement_bonus`` asks which bonus printed on the map to take as well
  (:class:`ExtraBonus`, AN-SPON-EXTRA-PLACEMENT-BONUS), ``play_extra_animal`` offers one
  more small animal from the hand (:class:`ExtraAnimal`, AN-SPON-PLAY-EXTRA-ANIMAL) and
  ``take_display_card`` a small animal of the display (:class:`TakeDisplay`,
  AN-SPON-TAKE-DISPLAY-CARD).

The zoo's icons (AN-ICON-COUNT) and every count an effect reads (AN-SPON-COUNTERS) are
:mod:`.icons`' (:func:`~.icons.icons_of_zoo`, :data:`~.icons.COUNTERS`): the cards played,
the partner zoos and the universities.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, ClassVar

from tutor.core import Ask, Msg, Reason, seat_name
from tutor.core.steps import SEAT, Step, count, push, word
from tutor.core.verdict import EventLog

from .abilities import AFTER, HANDLERS, queue_after_action
from .animals import (card_msg, conditions_reasons, cost_of, enclosure_reasons,
                      enclosures_for, size_class_reasons, solo_stripe_reasons)
from .bonuses import hire, take_cards
from .build import EXTRA_KINDS, ExtraBuilding, free_building
from .buildings import Building, UniqueSpec
from .buildings import kind as _kind
from .cards import (CATEGORIES, CONTINENTS, Ability, Animal, Condition, Do, Effect, EffectKind,
                    Gain, IconCondition, PartnerZooCondition, ReputationCondition,
                    SizeClass, Sponsor, UpgradedActionCondition, card, icon_name, icons,
                    sponsors, unique_building)
from .events import EndPoints, Event, fire, listen, scores
from .gains import gain, take_bonus
from .icons import COUNTERS, icons_of_zoo, sponsor_cards, standing_rules
from .later import Later, said
from .messages import sponsors as _messages  # noqa: F401  (registers an.sponsors.*)
from .messages import sponsor_tokens as _token_messages  # noqa: F401  (an.tokens.*)
from .place import place
from .placement import bonus_msg, check_unique, kind_msg, legal_unique_placements
from .rulebook import R
from .state import State
from .steps import NOTATION, draw_from_deck, gain_money
from .strength import Action, Side
from .zoo_map import BORDER, Bonus, focus, neighbours, text, zoo_map

def _say(log: EventLog | None, state: State, rule: R, key: str, **params) -> None:
    if log is not None:
        log.add(state, rule, said(key, **params))


def counted(state: State, seat: int, effect: Effect) -> int:
    """The count ``effect`` reads in ``seat``'s zoo (0 when it reads none)."""
    return COUNTERS[effect.counter](state, seat) if effect.counter else 0


def payout(state: State, seat: int, effect: Effect) -> tuple[Gain, int]:
    """What ``effect`` pays ``seat`` now, and the count it read (AN-SPON-GAIN)."""
    n = counted(state, seat, effect)
    return effect.payout(n), n


def counter_msg(name: str) -> Msg:
    """A counter in words: "Africa icons", "supported projects"."""
    if name.startswith("icon:") and name != "icon:rock+water":
        return Msg("an.sponsors.counter.icon", kind=icon_name(name[5:]))
    return Msg("an.sponsors.counter." + name.replace("icon:rock+water", "rock_water"))


def gain_msg(g: Gain) -> Msg:
    """"3 appeal, 1 conservation point" (the Sponsors catalog's words)."""
    parts = [Msg(f"an.sponsors.gain.{k}", n=v) for k, v in
             (("money", g.money), ("appeal", g.appeal), ("conservation", g.conservation),
              ("reputation", g.reputation), ("x_tokens", g.x_tokens)) if v]
    return Msg("an.sponsors.gain.list", parts=parts) if parts else Msg("an.sponsors.gain.none")


def _pay(state: State, seat: int, sp: Sponsor, effect: Effect, log: EventLog | None,
         rule: R = R.SPON_GAIN) -> State:
    """Pay what ``effect`` pays now, with the count it read in the event."""
    g, n = payout(state, seat, effect)
    if effect.counter:
        _say(log, state, rule, "an.sponsors.ev.counted", who=Later(seat_name, seat), name=sp.name,
             count=Later(counter_msg, effect.counter), n=n, gain=Later(gain_msg, g))
    return gain(state, seat, g, log, rule) if g else state


# ---------------------------------------------------------------- conditions

def condition_have(state: State, seat: int, cond: Condition):
    """What ``seat``'s zoo has for ``cond`` (AN-COND): the card being played is not in the
    zoo yet, so its own icons never count (AN-COND-OWN)."""
    zoo = state.zoo(seat)
    if isinstance(cond, IconCondition):
        return icons_of_zoo(zoo)[cond.kind]
    if isinstance(cond, PartnerZooCondition):
        return len(zoo.partner_zoos)
    if isinstance(cond, UpgradedActionCondition):
        return zoo.side(Action(cond.action)) is Side.II
    if isinstance(cond, ReputationCondition):
        return zoo.reputation
    return zoo.appeal


def condition_reasons(state: State, seat: int, sp: Sponsor) -> list[Reason]:
    """Every condition of ``sp`` against the zoo (AN-COND; icons: AN-COND-OWN)."""
    out = []
    for cond in sp.conditions:
        have = condition_have(state, seat, cond)
        rule = R.COND_OWN if isinstance(cond, IconCondition) else R.COND
        out.append(Reason.later(rule, cond.met(have), cond.say, (have,)))
    return out


# ---------------------------------------------------------------- the steps that ask

def spec_of(sp: Sponsor) -> UniqueSpec:
    """The shape and needs of ``sp``'s unique building (AN-SPON-UNIQUE-BUILDING)."""
    u = unique_building(sp.unique_building)
    return UniqueSpec(u.id, u.cells, dict(u.adjacent).get("rock", 0),
                      dict(u.adjacent).get("water", 0), u.border_spaces or 0,
                      u.needs_adjacent_building)


def _build_ii(state: State, seat: int) -> bool:
    return state.zoo(seat).side(Action.BUILD) is Side.II


def unique_placements(state: State, seat: int, sp: Sponsor) -> tuple[Building, ...]:
    """Where ``sp``'s unique building may stand in ``seat``'s zoo (empty: the sponsor
    cannot be played, AN-SPON-PLACE-UNIQUE-BUILDING)."""
    return legal_unique_placements(zoo_map(state.map_id), state.zoo(seat).buildings,
                                   spec_of(sp), side_ii=_build_ii(state, seat))


@NOTATION.kind("unique", seat=SEAT, card=count(201, 264))
@dataclass(frozen=True)
class PlaceUnique(Step):
    """AN-SPON-PLACE-UNIQUE-BUILDING: the seat places the unique building of sponsor
    ``card`` (free, no Build action); AN-BUILD-UNIQUE: it comes only from its sponsor."""

    seat: int
    card: int

    def waits(self, state: State) -> bool:
        return bool(unique_placements(state, self.seat, card(self.card)))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "unique", str(R.SPON_PLACE_UNIQUE_BUILDING),
                          said("an.sponsors.ask.unique", who=Later(seat_name, self.seat),
                                  name=card(self.card).name)),)


def unique_reasons(state: State, seat: int, step: PlaceUnique, b: Building) -> list[Reason]:
    sp = card(step.card)
    return list(check_unique(zoo_map(state.map_id), state.zoo(seat).buildings, b, spec_of(sp),
                             side_ii=_build_ii(state, seat)))


# ---------------------------------------------------------------- WAZA and Okapi Stable

@NOTATION.kind("waza", seat=SEAT, card=count(201, 264))
@dataclass(frozen=True)
class SizeChoice(Step):
    """AN-SPON-CHOOSE-SIZE-CLASS: the seat chooses small or large animals for sponsor
    ``card`` (WAZA Special Assignment); the answer reveals cards (AN-SPON-REVEAL-UNTIL)."""

    seat: int
    card: int

    def asks(self, state: State) -> tuple[Ask, ...]:
        return (Ask.later(self.seat, "waza", str(R.SPON_CHOOSE_SIZE_CLASS),
                          said("an.tokens.ask.size", who=Later(seat_name, self.seat),
                                  name=card(self.card).name)),)


def _of_class(number: int, chosen: SizeClass) -> bool:
    c = card(number)
    return isinstance(c, Animal) and c.size_class is chosen


def reveal_until(state: State, seat: int, chosen: SizeClass, log: EventLog | None) -> State:
    """AN-SPON-REVEAL-UNTIL: deck cards turned up one by one until an animal of ``chosen``
    class (AN-SIZE-CLASS), taken into the hand; the others go to the discard pile. An empty
    deck is the discard pile reshuffled (AN-DECK-EMPTY); with no such animal in the deck nor
    the pile, nothing is revealed (it could never be found). Ends: the animal is in one of
    them, and a reshuffle happens only once the deck is spent."""
    if not any(_of_class(c, chosen) for c in state.deck + state.discard):
        _say(log, state, R.SPON_REVEAL_UNTIL, "an.tokens.ev.none_left", who=Later(seat_name, seat),
             size=said(f"an.tokens.size.{chosen}"))
        return state
    revealed: list[int] = []
    while True:
        state, c = draw_from_deck(state, log)
        if _of_class(c, chosen):
            break
        revealed.append(c)
        state = state.replace(discard=state.discard + (c,))
    state = state.change_zoo(seat, hand=state.zoo(seat).hand + (c,))
    _say(log, state, R.SPON_REVEAL_UNTIL, "an.tokens.ev.revealed", who=Later(seat_name, seat),
         n=len(revealed), cards=list(revealed) or "-", card=c)
    return state


def choose_size(state: State, seat: int, chosen: SizeClass, log: EventLog | None) -> State:
    """AN-SPON-CHOOSE-SIZE-CLASS: the class is the zoo's for good, then the reveal."""
    state = state.change_zoo(seat, size_class=str(chosen))
    _say(log, state, R.SPON_CHOOSE_SIZE_CLASS, "an.tokens.ev.size", who=Later(seat_name, seat),
         size=said(f"an.tokens.size.{chosen}"))
    return reveal_until(state, seat, chosen, log)


@listen
def _on_animal(state: State, event: Event, log: EventLog | None) -> State:
    """AN-SPON-TRIGGERS ``animal_played`` of the class chosen (WAZA Special Assignment,
    AN-SPON-CHOOSE-SIZE-CLASS): each animal of that class pays the class's gain."""
    if event.kind != "animal_played" or event.card is None:
        return state
    for seat, sp, e in list(_ongoing(state, "animal_played")):
        chosen = state.zoo(seat).size_class
        if seat == event.seat and e.trigger.size_class == "chosen" and chosen and \
                _of_class(event.card, SizeClass(chosen)):
            state = _triggered(state, seat, sp, e, 1, log)
    return state


def money_play_reasons(state: State, seat: int, number: object) -> list[Reason]:
    """AN-SPON-PLAY-SPONSOR-FOR-MONEY: a sponsor from the hand, paying its level in money,
    its conditions met (AN-COND, AN-COND-OWN), its unique building placeable
    (AN-SPON-PLACE-UNIQUE-BUILDING)."""
    zoo = state.zoo(seat)
    try:
        sp = card(number) if isinstance(number, int) and not isinstance(number, bool) else None
    except (KeyError, ValueError, LookupError):
        sp = None
    if not isinstance(sp, Sponsor) or number not in zoo.hand:
        return [Reason.later(R.SPON_PLAY_SPONSOR_FOR_MONEY, False,
                       said("an.tokens.not_hand", card=repr(number)))]
    out = [Reason.later(R.SPON_PLAY_SPONSOR_FOR_MONEY, zoo.money >= sp.level,
                  said("an.tokens.level_money", name=sp.name, level=sp.level,
                      money=zoo.money))]
    out += condition_reasons(state, seat, sp)
    if sp.unique_building is not None:
        spots = len(unique_placements(state, seat, sp))
        out.append(Reason.later(R.SPON_PLACE_UNIQUE_BUILDING, spots > 0,
                          said("an.sponsors.unique_spots", name=sp.name, n=spots)))
    return out


@NOTATION.kind("okapi", seat=SEAT, card=count(201, 264))
@dataclass(frozen=True)
class OkapiPlay(Step):
    """AN-SPON-PLAY-SPONSOR-FOR-MONEY: a herbivore icon entered the zoo; the seat may take a
    token off sponsor ``card`` (Okapi Stable) to play a sponsor from the hand for its level
    in money, or not. No token left or nothing playable: it goes by itself."""

    seat: int
    card: int

    def options(self, state: State) -> tuple[int, ...]:
        zoo = state.zoo(self.seat)
        if not zoo.tokens_on(self.card):
            return ()
        return tuple(c for c in dict.fromkeys(zoo.hand)
                     if isinstance(card(c), Sponsor)
                     and all(r.ok for r in money_play_reasons(state, self.seat, c)))

    def waits(self, state: State) -> bool:
        return bool(self.options(state))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "okapi", str(R.SPON_PLAY_SPONSOR_FOR_MONEY),
                          said("an.tokens.ask.okapi", who=Later(seat_name, self.seat),
                                  name=card(self.card).name,
                                  n=state.zoo(self.seat).tokens_on(self.card))),)

    def resolve(self, state: State, log: EventLog) -> State:
        _say(log, state, R.SPON_PLAY_SPONSOR_FOR_MONEY, "an.tokens.ev.okapi_none",
             who=Later(seat_name, self.seat), name=card(self.card).name,
             n=state.zoo(self.seat).tokens_on(self.card))
        return state


def play_for_money(state: State, seat: int, step: OkapiPlay, number: int,
                   log: EventLog | None) -> State:
    """AN-SPON-PLAY-SPONSOR-FOR-MONEY (the step popped by the caller): a token off the
    card, the level paid, the sponsor into the zoo with its printed gains (AN-SPON-KINDS),
    then its immediate effects (:class:`SponsorEffects`)."""
    sp: Sponsor = card(number)
    zoo = state.zoo(seat)
    hand = list(zoo.hand)
    hand.remove(number)
    state = state.with_zoo(seat, zoo.with_tokens(step.card, zoo.tokens_on(step.card) - 1))
    state = state.change_zoo(seat, hand=tuple(hand), played=zoo.played + (number,))
    state = gain_money(state, seat, -sp.level)
    _say(log, state, R.SPON_PLAY_SPONSOR_FOR_MONEY, "an.tokens.ev.okapi",
         who=Later(seat_name, seat), name=sp.name, level=sp.level,
         left=state.zoo(seat).tokens_on(step.card))
    state = printed_gains(state, seat, sp, log)
    return push(state, SponsorEffects(seat, sp.number, 0))


# ---------------------------------------------------------------- Archaeologist

def bonus_choices(state: State) -> tuple[Bonus, ...]:
    """AN-SPON-EXTRA-PLACEMENT-BONUS: the placement bonuses printed on the map (its yellow
    hex bonuses, the left panel apart), each kind and value once, in the map's order —
    covered or not (the card names the bonuses printed on the map, not the free ones)."""
    return tuple({b.id: b for _, b in zoo_map(state.map_id).bonuses}.values())


def _printed_at(state: State, bonus: Bonus) -> tuple[tuple[int, int], ...]:
    return tuple(h for h, b in zoo_map(state.map_id).bonuses if b == bonus)


@NOTATION.kind("extra_bonus", seat=SEAT)
@dataclass(frozen=True)
class ExtraBonus(Step):
    """AN-SPON-EXTRA-PLACEMENT-BONUS (Archaeologist): a placement bonus was taken from a
    border space; the seat also takes one bonus of its choice among those printed on its
    map (:func:`bonus_choices`). Compulsory: every choice gains something."""

    seat: int
    #: Only Archaeologist pushes it: the seat holds that sponsor.
    SPONSOR: ClassVar[tuple[int, str]] = (221, str(R.SPON_EXTRA_PLACEMENT_BONUS))

    def asks(self, state: State) -> tuple[Ask, ...]:
        return (Ask.later(self.seat, "extra_bonus", str(R.SPON_EXTRA_PLACEMENT_BONUS),
                          said("an.sponsors.ask.extra_bonus", who=Later(seat_name, self.seat),
                                  n=len(bonus_choices(state)))),)


def extra_bonus_reasons(state: State, seat: int, bonus_id: object) -> list[Reason]:
    """AN-SPON-EXTRA-PLACEMENT-BONUS: the bonus is one printed on the seat's map (where)."""
    found = next((b for b in bonus_choices(state) if b.id == bonus_id), None)
    if found is None:
        return [Reason.later(R.SPON_EXTRA_PLACEMENT_BONUS, False, said(
            "an.sponsors.extra_bonus.bad", bonus=repr(bonus_id),
            choices=[b.id for b in bonus_choices(state)]))]
    hexes = _printed_at(state, found)
    return [Reason.later(R.SPON_EXTRA_PLACEMENT_BONUS, True, said(
        "an.sponsors.extra_bonus.ok", bonus=Later(bonus_msg, found.kind, found.value),
        hexes=[text(h) for h in hexes]), focus=focus(hexes))]


def take_extra_bonus(state: State, seat: int, bonus_id: str, log: EventLog | None) -> State:
    """AN-SPON-EXTRA-PLACEMENT-BONUS (the step popped by the caller): the bonus chosen is
    taken as a covered one is (:func:`.gains.take_bonus`; it fires no trigger itself)."""
    found = next(b for b in bonus_choices(state) if b.id == bonus_id)
    _say(log, state, R.SPON_EXTRA_PLACEMENT_BONUS, "an.sponsors.ev.extra_bonus",
         who=Later(seat_name, seat), bonus=Later(bonus_msg, found.kind, found.value))
    return take_bonus(state, seat, found, log, R.SPON_EXTRA_PLACEMENT_BONUS)


# ---------------------------------------------------------------- WAZA Small Animals Program

#: AN-SPON-PLAY-EXTRA-ANIMAL / AN-SPON-TAKE-DISPLAY-CARD: the size classes a step may name.
SIZES = tuple(str(c) for c in (SizeClass.SMALL, SizeClass.LARGE))
#: AN-SPON-TAKE-DISPLAY-CARD: the card filters of the data, and the class each asks for.
DISPLAY_FILTERS = {"small_animal": SizeClass.SMALL}


def _size_msg(size: str) -> Msg:
    return Msg(f"an.tokens.size.{size}")


@NOTATION.kind("extra_animal", seat=SEAT, size=word(*SIZES))
@dataclass(frozen=True)
class ExtraAnimal(Step):
    """AN-SPON-PLAY-EXTRA-ANIMAL (WAZA Small Animals Program): after an Animals action that
    played only animals of class ``size`` (AN-SIZE-CLASS), the seat may play one more of
    that class from its hand, as the Animals action plays one (its conditions, its cost
    paid in full, an enclosure: :func:`extra_animal_reasons`); or not. None playable: said,
    and the step goes."""

    seat: int
    size: str = str(SizeClass.SMALL)
    OF_TURN: ClassVar[bool] = True
    #: Only WAZA Small Animals Program pushes it: the seat holds that sponsor.
    SPONSOR: ClassVar[tuple[int, str]] = (228, str(R.SPON_PLAY_EXTRA_ANIMAL))

    def options(self, state: State) -> tuple[tuple[int, tuple[int, int]], ...]:
        """(card, enclosure anchor) of every animal the seat may play now."""
        zoo = state.zoo(self.seat)
        out = []
        for c in dict.fromkeys(zoo.hand):
            a = card(c)
            if isinstance(a, Animal) and a.size_class == self.size and \
                    all(r.ok for r in _animal_card_reasons(state, self.seat, self.size, c)):
                out += [(c, at) for at in enclosures_for(state, self.seat, a)]
        return tuple(out)

    def waits(self, state: State) -> bool:
        return bool(self.options(state))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "extra_animal", str(R.SPON_PLAY_EXTRA_ANIMAL),
                          said("an.sponsors.ask.extra_animal", who=Later(seat_name, self.seat),
                                  size=Later(_size_msg, self.size))),)

    def resolve(self, state: State, log: EventLog) -> State:
        _say(log, state, R.SPON_PLAY_EXTRA_ANIMAL, "an.sponsors.ev.extra_animal_none",
             who=Later(seat_name, self.seat), size=Later(_size_msg, self.size))
        return state


def _animal_card_reasons(state: State, seat: int, size: str, number: object) -> list[Reason]:
    """The card, before its enclosure: an animal of the seat's hand, of class ``size``
    (AN-SPON-PLAY-EXTRA-ANIMAL, AN-SIZE-CLASS), its conditions (AN-ANIMALS-COND,
    AN-COND-OWN, WAZA Special Assignment's ban), its cost against the money held
    (AN-ANIMALS-COST, from the hand: no folder)."""
    try:
        a = card(number) if isinstance(number, int) and not isinstance(number, bool) else None
    except (KeyError, ValueError, LookupError):
        a = None
    if not isinstance(a, Animal) or number not in state.zoo(seat).hand:
        return [Reason.later(R.SPON_PLAY_EXTRA_ANIMAL, False,
                       said("an.sponsors.extra_animal.not_hand", card=repr(number)))]
    out = [Reason.later(R.SPON_PLAY_EXTRA_ANIMAL, True,
                  said("an.sponsors.extra_animal.hand", card=Later(card_msg, a.number))),
           Reason.later(R.SIZE_CLASS, a.size_class == size,
                  said("an.sponsors.extra_animal.size", card=Later(card_msg, a.number),
                      n=a.enclosure_size or 1, size=said(f"an.sponsors.size.{a.size_class}"),
                      want=said(f"an.sponsors.size.{size}")))]
    out += conditions_reasons(state, seat, a)
    out += size_class_reasons(state, seat, a)
    money = state.zoo(seat).money
    cost = cost_of(state, seat, a, 0)
    out.append(Reason.later(R.ANIMALS_COST, cost.total <= money, cost.msg, (money,)))
    return out + solo_stripe_reasons(state, a)


def extra_animal_reasons(state: State, seat: int, size: str, number: object,
                         anchor: object) -> list[Reason]:
    """AN-SPON-PLAY-EXTRA-ANIMAL: the card (:func:`_animal_card_reasons`), then its
    enclosure as the Animals action checks it (AN-ANIMALS-ENCL, AN-ANIMALS-SPECIAL)."""
    out = _animal_card_reasons(state, seat, size, number)
    if out[0].ok:                                   # an animal of the hand
        out += enclosure_reasons(state, seat, card(number), anchor)
    return out


@NOTATION.kind("take_display", seat=SEAT, filter=word(*DISPLAY_FILTERS))
@dataclass(frozen=True)
class TakeDisplay(Step):
    """AN-SPON-TAKE-DISPLAY-CARD: the seat may take one display card matching ``filter``
    (a small animal, AN-SIZE-CLASS) from any folder, reputation range ignored, for free;
    the folder stays empty until the turn's refill (AN-DISPLAY-REFILL). None there: said,
    and the step goes. With WAZA Small Animals Program it comes after
    :class:`ExtraAnimal` whether or not an animal was played then (the fact sheet's "then
    take one small animal from the display if there is one" sets no such condition)."""

    seat: int
    filter: str = "small_animal"
    OF_TURN: ClassVar[bool] = True
    #: Only WAZA Small Animals Program pushes it: the seat holds that sponsor.
    SPONSOR: ClassVar[tuple[int, str]] = (228, str(R.SPON_TAKE_DISPLAY_CARD))

    def options(self, state: State) -> tuple[int, ...]:
        """The folders (1–6) holding a card that matches."""
        return tuple(f for f, c in enumerate(state.display, 1)
                     if c is not None and _of_class(c, DISPLAY_FILTERS[self.filter]))

    def waits(self, state: State) -> bool:
        return bool(self.options(state))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "take_display", str(R.SPON_TAKE_DISPLAY_CARD),
                          said("an.sponsors.ask.take_display", who=Later(seat_name, self.seat),
                                  size=Later(_size_msg, str(DISPLAY_FILTERS[self.filter])))),)

    def resolve(self, state: State, log: EventLog) -> State:
        _say(log, state, R.SPON_TAKE_DISPLAY_CARD, "an.sponsors.ev.take_display_none",
             who=Later(seat_name, self.seat),
             size=Later(_size_msg, str(DISPLAY_FILTERS[self.filter])))
        return state


def take_display_reasons(state: State, step: TakeDisplay, folder: object) -> list[Reason]:
    """AN-SPON-TAKE-DISPLAY-CARD: a folder 1–6 holding a card of the filter; any folder
    (the reputation range does not apply), for free."""
    want = Later(_size_msg, str(DISPLAY_FILTERS[step.filter]))
    if not isinstance(folder, int) or isinstance(folder, bool) or \
            not 1 <= folder <= len(state.display):
        return [Reason.later(R.SPON_TAKE_DISPLAY_CARD, False,
                       said("an.sponsors.take_display.folder", folder=repr(folder)))]
    c = state.display[folder - 1]
    ok = c is not None and _of_class(c, DISPLAY_FILTERS[step.filter])
    if c is None:
        return [Reason.later(R.SPON_TAKE_DISPLAY_CARD, False,
                       said("an.sponsors.take_display.empty", folder=folder))]
    return [Reason.later(R.SPON_TAKE_DISPLAY_CARD, ok, said(
        "an.sponsors.take_display.ok" if ok else "an.sponsors.take_display.bad",
        folder=folder, card=card(c).name, n=c, size=want))]


def take_from_display(state: State, seat: int, folder: int, log: EventLog | None) -> State:
    """AN-SPON-TAKE-DISPLAY-CARD (the step popped by the caller): the card into the hand,
    its folder empty until the end-of-turn refill (AN-DISPLAY-REFILL)."""
    c = state.display[folder - 1]
    state = state.replace(display=state.display[:folder - 1] + (None,) + state.display[folder:])
    state = state.change_zoo(seat, hand=state.zoo(seat).hand + (c,))
    _say(log, state, R.SPON_TAKE_DISPLAY_CARD, "an.sponsors.ev.take_display",
         who=Later(seat_name, seat), name=card(c).name, card=c, folder=folder)
    return state


# ---------------------------------------------------------------- mechanics

Mechanic = Callable[[State, int, Sponsor, object, EventLog | None], State]


def _place_unique(state, seat, sp, do, log):
    return push(state, PlaceUnique(seat, sp.number))


def _build_free(state, seat, sp, do, log):
    """AN-SPON-BUILD-FREE: the building may be placed free (a "may"), by the normal
    placement rules, no Build action or upgrade needed (:class:`.build.FreeBuilding`)."""
    return free_building(state, seat, (do.building,), R.SPON_BUILD_FREE, optional=True)


def _take_card(state, seat, sp, do, log):
    """AN-SPON-TAKE-CARD: the cards are taken as every card bonus is (:func:`.bonuses.take_cards`)."""
    return take_cards(state, seat, do.n or 1, log, R.SPON_TAKE_CARD)


def _hire(state, seat, sp, do, log):
    for _ in range(do.n or 1):
        state = hire(state, seat, log, rule=R.SPON_HIRE_WORKER)
    return state


def _wildcard_tokens(state, seat, sp, do, log):
    """AN-SPON-WILDCARD-TOKENS: ``n`` of the seat's player tokens onto the card."""
    state = state.with_zoo(seat, state.zoo(seat).with_tokens(sp.number, do.n))
    _say(log, state, R.SPON_WILDCARD_TOKENS, "an.tokens.ev.laid", who=Later(seat_name, seat),
         name=sp.name, n=do.n)
    return state


def _choose_size(state, seat, sp, do, log):
    return push(state, SizeChoice(seat, sp.number))


def _revealed_by_choice(state, seat, sp, do, log):
    """AN-SPON-REVEAL-UNTIL after a choice: the choice's answer reveals (:class:`SizeChoice`,
    :func:`reveal_until`), as the filter needs the class chosen."""
    return state


def _for_money(state, seat, sp, do, log):
    return push(state, OkapiPlay(seat, sp.number))


@NOTATION.kind("sponsor_keyword", seat=SEAT, card=count(201, 264))
@dataclass(frozen=True)
class SponsorKeyword(Step):
    """AN-SPON-KEYWORD: sponsor ``card`` performs its animal keyword for ``seat`` (Pouch 1,
    Clever, Perception 2, Sun Bathing 2, Hunter X with X the seat's predator icons): the
    keyword's own handler (:data:`.abilities.HANDLERS`), as an animal's ability would; a
    keyword that comes "after finishing" waits until the action is over (AN-ACT-AFTER)."""

    seat: int
    card: int
    OF_TURN: ClassVar[bool] = True

    @property
    def AFTER_ACTION(self) -> bool:  # noqa: N802  (read like the class flags of the steps)
        return _keyword_do(card(self.card)).keyword in AFTER

    def resolve(self, state: State, log: EventLog) -> State:
        sp = card(self.card)
        do = _keyword_do(sp)
        value = COUNTERS[do.x](state, self.seat) if do.value == "X" else do.value
        ability = Ability(do.keyword, value)
        _say(log, state, do.rule, "an.sponsors.ev.keyword", who=Later(seat_name, self.seat),
             name=sp.name, ability=Later(ability.label))
        return HANDLERS[do.keyword](state, self.seat, sp, ability, log)


def _keyword_do(sp: Sponsor) -> Do:
    return next(e.do for e in sp.effects if e.do is not None and e.do.mechanic == "keyword")


def _keyword(state, seat, sp, do, log):
    """AN-SPON-KEYWORD: see :class:`SponsorKeyword`."""
    step = SponsorKeyword(seat, sp.number)
    if do.keyword in AFTER:
        return queue_after_action(state, seat, step)
    return push(state, step)


def _build_extra(state, seat, sp, do, log):
    """AN-SPON-BUILD-EXTRA-SAME: the kinds offered are ``do.options``, filled by the
    trigger with those the Build action built (:func:`_on_action`)."""
    return push(state, ExtraBuilding(seat, tuple(do.options)))


def _extra_bonus(state, seat, sp, do, log):
    return push(state, ExtraBonus(seat))


def _extra_animal(state, seat, sp, do, log):
    return push(state, ExtraAnimal(seat, do.size_class or str(SizeClass.SMALL)))


def _take_display(state, seat, sp, do, log):
    return push(state, TakeDisplay(seat, do.filter or "small_animal"))


#: Do.mechanic → what it does (AN-SPON-<MECHANIC>).
MECHANICS: dict[str, Mechanic] = {
    "place_unique_building": _place_unique,
    "build_free": _build_free,
    "take_card": _take_card,
    "hire_worker": _hire,
    "keyword": _keyword,
    "build_extra_same": _build_extra,
    "extra_placement_bonus": _extra_bonus,
    "play_extra_animal": _extra_animal,
    "play_sponsor_for_money": _for_money,
    "take_display_card": _take_display,
    "wildcard_tokens": _wildcard_tokens,
    "choose_size_class": _choose_size,
    "reveal_until": _revealed_by_choice,
}
#: AN-SPON-WILDCARD-TOKENS: card → the player tokens its immediate effect lays on it.
TOKEN_CARDS: dict[int, int] = {
    sp.number: do.n for sp in sponsors() for e in sp.effects
    if e.kind is EffectKind.IMMEDIATE and e.do is not None
    for do in e.do.chain() if do.mechanic == "wildcard_tokens"}


def do_effect(state: State, seat: int, sp: Sponsor, effect: Effect,
              log: EventLog | None) -> State:
    """One effect done: its mechanics (the first one; a ``then`` follows the first), or its
    payout (AN-SPON-GAIN); a unique-code sponsor by its own handler (AN-SPON-UNIQUE-CODE)."""
    own = UNIQUE.get(sp.number)
    if own is not None and own.effect is not None:
        return own.effect(state, seat, sp, effect, log)
    return by_data(state, seat, sp, effect, log)


def by_data(state: State, seat: int, sp: Sponsor, effect: Effect,
            log: EventLog | None) -> State:
    """One effect done as its data says (:func:`do_effect` without the unique code)."""
    if effect.do is not None:
        for do in reversed(effect.do.chain()):
            state = MECHANICS[do.mechanic](state, seat, sp, do, log)
        return state
    return _pay(state, seat, sp, effect, log)


# ---------------------------------------------------------------- immediate effects

@NOTATION.kind("sponsor_fx", seat=SEAT, card=count(201, 264), index=count(0, 4))
@dataclass(frozen=True)
class SponsorEffects(Step):
    """AN-SPON-KINDS: the immediate (yellow) effects of sponsor ``card`` just played, from
    effect ``index`` on, one after the other (an effect that asks is answered before the
    next); then the ``sponsor_played`` event (its icons enter the zoo: AN-SPON-TRIGGERS)."""

    seat: int
    card: int
    index: int = 0
    OF_TURN: ClassVar[bool] = False

    def resolve(self, state: State, log: EventLog) -> State:
        sp = card(self.card)
        now = [e for e in sp.effects if e.kind is EffectKind.IMMEDIATE]
        if self.index >= len(now):
            return fire(state, Event("sponsor_played", self.seat, card=self.card), log)
        state = push(state, SponsorEffects(self.seat, self.card, self.index + 1))
        return do_effect(state, self.seat, sp, now[self.index], log)


def printed_gains(state: State, seat: int, sp: Sponsor, log: EventLog | None) -> State:
    """AN-SPON-KINDS: the printed appeal / conservation / reputation, gained when played."""
    g = Gain(appeal=sp.appeal, conservation=sp.conservation, reputation=sp.reputation)
    return gain(state, seat, g, log, R.SPON_KINDS) if g else state


# ---------------------------------------------------------------- the unique-code sponsors

@dataclass(frozen=True)
class UniqueCode:
    """What one of the 13 unique-code sponsors does beyond its data (AN-SPON-UNIQUE-CODE):
    ``effect`` replaces the data's handling of its immediate effects (None: the data's)."""

    name: str
    effect: Mechanic | None = None


def _others_paid(state, seat, sp, effect, log):
    """Basic Research, Release of Patents: the conservation points of the count, and every
    other player 2 money per point gained (AN-SPON-GAIN's ``others_gain``)."""
    if effect.others_gain is None:
        return _pay(state, seat, sp, effect, log)
    before = state.zoo(seat).conservation
    state = _pay(state, seat, sp, effect, log)
    gained = state.zoo(seat).conservation - before
    for other in range(state.players):
        if other != seat and gained:
            state = gain(state, other, effect.others_gain.times(gained), log, R.SPON_GAIN)
    return state


def _waza(state, seat, sp, effect, log):
    """WAZA Special Assignment (AN-SPON-CHOOSE-SIZE-CLASS): its immediate effect as its data
    says; its ongoing one pays the appeal of the class chosen (``gain_by_class``)."""
    if effect.kind is not EffectKind.ONGOING:
        return by_data(state, seat, sp, effect, log)
    chosen = state.zoo(seat).size_class
    g = dict(effect.gain_by_class).get(SizeClass(chosen)) if chosen else None
    return gain(state, seat, g, log, R.SPON_CHOOSE_SIZE_CLASS) if g else state


#: AN-SPON-UNIQUE-CODE: the 13 sponsors needing code of their own, by number.
UNIQUE: dict[int, UniqueCode] = {
    207: UniqueCode("basic_research", _others_paid),
    215: UniqueCode("global_breeding_program"),     # tokens spent by projects.py
    217: UniqueCode("engineer"),                    # build_extra_same: kinds by the trigger
    218: UniqueCode("breeding_program"),            # tokens spent by projects.py
    219: UniqueCode("diversity_researcher"),        # rules read with standing_rules
    221: UniqueCode("archaeologist"),               # extra_placement_bonus: ExtraBonus
    222: UniqueCode("release_of_patents", _others_paid),
    224: UniqueCode("migration_recording"),         # release support +1 CP; repeatable rule
    227: UniqueCode("waza_special_assignment", _waza),  # SizeChoice; ban in animals.py
    228: UniqueCode("waza_small_animals_program"),  # only small: by the trigger
    253: UniqueCode("okapi_stable"),                # tokens as charges: OkapiPlay
    257: UniqueCode("side_entrance"),               # stands alone; income by neighbours
    260: UniqueCode("native_farm_animals"),         # empty groups of 6 at the end
}


# ---------------------------------------------------------------- ongoing effects

def _ongoing(state: State, event_name: str):
    """(seat, sponsor, effect) of every ongoing effect triggered by ``event_name``."""
    for seat, zoo in enumerate(state.zoos):
        for sp in sponsor_cards(zoo):
            for e in sp.effects:
                if e.kind is EffectKind.ONGOING and e.trigger and e.trigger.event == event_name:
                    yield seat, sp, e


def _triggered(state: State, seat: int, sp: Sponsor, effect: Effect, times: int,
               log: EventLog | None) -> State:
    for _ in range(times):
        _say(log, state, R.SPON_TRIGGERS, "an.sponsors.ev.trigger", who=Later(seat_name, seat),
             name=sp.name)
        state = do_effect(state, seat, sp, effect, log)
    return state


@listen
def _on_icons(state: State, event: Event, log: EventLog | None) -> State:
    """AN-SPON-TRIGGERS ``icon_played``: each icon of the kind entering a zoo fires once
    (own zoo, or any zoo); ``new_icon_kind``: each continent / category kind the zoo did
    not have. Icons enter with an animal or a sponsor played, and with a partner zoo or a
    university joining the zoo (``tile_joined``, AN-ICON-COUNT)."""
    if event.kind == "tile_joined":
        added = icons(event.tile)
    elif event.kind in ("animal_played", "sponsor_played") and event.card is not None:
        added = icons(card(event.card))
    else:
        return state
    for seat, sp, e in list(_ongoing(state, "icon_played")):
        if e.trigger.zoo == "own" and seat != event.seat:
            continue
        state = _triggered(state, seat, sp, e, added[e.trigger.icon], log)
    before = icons_of_zoo(state.zoo(event.seat))
    before_kinds = {k for k in added.kinds() if before[k] == added[k]}
    for seat, sp, e in list(_ongoing(state, "new_icon_kind")):
        if seat != event.seat:
            continue
        among = (CONTINENTS if "continent" in e.trigger.kinds else ()) + \
            (CATEGORIES if "category" in e.trigger.kinds else ())
        state = _triggered(state, seat, sp, e, len(before_kinds & set(among)), log)
    return state


@listen
def _on_spaces(state: State, event: Event, log: EventLog | None) -> State:
    """AN-SPON-TRIGGERS ``space_covered``: per covered space next to rock / water."""
    if event.kind != "space_covered":
        return state
    zmap = zoo_map(state.map_id)
    for seat, sp, e in list(_ongoing(state, "space_covered")):
        if seat != event.seat:
            continue
        terrain = zmap.rock if e.trigger.next_to == "rock" else zmap.water
        n = sum(1 for h in event.hexes if any(x in terrain for x in neighbours(h)))
        state = _triggered(state, seat, sp, e, n, log)
    return state


@listen
def _on_bonus(state: State, event: Event, log: EventLog | None) -> State:
    """AN-SPON-TRIGGERS ``placement_bonus_taken`` on a border space (Archaeologist)."""
    if event.kind != "placement_bonus_taken":
        return state
    for seat, sp, e in list(_ongoing(state, "placement_bonus_taken")):
        if seat == event.seat and all(h in BORDER for h in event.hexes):
            state = _triggered(state, seat, sp, e, 1, log)
    return state


@listen
def _on_project(state: State, event: Event, log: EventLog | None) -> State:
    """AN-SPON-TRIGGERS ``project_supported`` by releasing an animal (Migration Recording)."""
    if event.kind != "project_supported" or not event.release:
        return state
    for seat, sp, e in list(_ongoing(state, "project_supported")):
        if seat == event.seat:
            state = _triggered(state, seat, sp, e, 1, log)
    return state


#: The Action card whose end fires each action trigger (AN-SPON-TRIGGERS).
_ACTION_TRIGGERS = {Action.BUILD: "build_action", Action.ANIMALS: "animals_action"}


@listen
def _on_action(state: State, event: Event, log: EventLog | None) -> State:
    """AN-SPON-TRIGGERS ``build_action`` (Engineer, AN-SPON-BUILD-EXTRA-SAME) and
    ``animals_action`` (WAZA Small Animals Program, AN-SPON-PLAY-EXTRA-ANIMAL) at the end of
    the seat's action, once each (:func:`_fitted` says whether and with what)."""
    if event.kind != "action_done" or event.action not in _ACTION_TRIGGERS:
        return state
    for seat, sp, e in list(_ongoing(state, _ACTION_TRIGGERS[event.action])):
        if seat != event.seat:
            continue
        fitted = _fitted(state, seat, sp, e, event, log)
        if fitted is not None:
            state = _triggered(state, seat, sp, fitted, 1, log)
    return state


def _fitted(state: State, seat: int, sp: Sponsor, e: Effect, event: Event,
            log: EventLog | None) -> Effect | None:
    """The effect as the action's end fires it, ``None`` (said why) when it does not:

    * ``only: small`` (AN-SPON-PLAY-EXTRA-ANIMAL): every animal the Animals action played
      is small (AN-SIZE-CLASS; petting zoo animals too), else the ones that are not are said;
    * ``build_extra_same`` (AN-SPON-BUILD-EXTRA-SAME): the kinds the Build action built,
      special enclosures apart (``excludes``), become the mechanic's ``options``; none
      left (only special enclosures built): said."""
    if e.trigger.only:
        want = SizeClass(e.trigger.only)
        other = [c for c in event.cards if not _of_class(c, want)]
        if other or not event.cards:
            _say(log, state, R.SPON_PLAY_EXTRA_ANIMAL, "an.sponsors.ev.not_only",
                 who=Later(seat_name, seat), name=sp.name, size=said(f"an.sponsors.size.{want}"),
                 cards=[Later(card_msg, c) for c in other] or "-", n=len(other))
            return None
    if e.do is not None and e.do.mechanic == "build_extra_same":
        kinds = tuple(dict.fromkeys(k for k in event.built if k in EXTRA_KINDS))
        if not kinds:
            _say(log, state, R.SPON_BUILD_EXTRA_SAME, "an.sponsors.ev.no_kind_again",
                 who=Later(seat_name, seat), name=sp.name,
                 built=[Later(kind_msg, _kind(k)) for k in event.built] or "-")
            return None
        return replace(e, do=replace(e.do, options=kinds))
    return e


# ---------------------------------------------------------------- income and the end

@listen
def _on_income(state: State, event: Event, log: EventLog | None) -> State:
    """AN-SPON-KINDS, AN-BREAK-5: each purple effect of the seat's sponsors, in order."""
    if event.kind != "income":
        return state
    for sp in sponsor_cards(state.zoo(event.seat)):
        for e in sp.effects:
            if e.kind is EffectKind.INCOME:
                _say(log, state, R.SPONSORS_COLOURS, "an.sponsors.ev.income",
                     who=Later(seat_name, event.seat), name=sp.name)
                state = do_effect(state, event.seat, sp, e, log)
    return state


@scores
def end_scoring(state: State, seat: int) -> tuple[EndPoints, ...]:
    """AN-SPON-KINDS, AN-SPON-ENDGAME-BGA: what each brown effect of the seat's sponsors
    pays at the end, with the count read."""
    out = []
    for sp in sponsor_cards(state.zoo(seat)):
        for e in sp.effects:
            if e.kind is EffectKind.ENDGAME:
                g, n = payout(state, seat, e)
                if g:
                    out.append(EndPoints.later(sp.number, said(
                        "an.sponsors.end", name=sp.name, n=n, gain=Later(gain_msg, g)),
                        conservation=g.conservation, appeal=g.appeal))
    return tuple(out)


def place_unique(state: State, seat: int, b: Building, log: EventLog | None) -> State:
    """The unique building joins the zoo (AN-SPON-PLACE-UNIQUE-BUILDING), free."""
    return place(state, seat, b, log, R.SPON_PLACE_UNIQUE_BUILDING)


__all__ = ["COUNTERS", "DISPLAY_FILTERS", "MECHANICS", "SIZES", "TOKEN_CARDS", "UNIQUE",
           "ExtraAnimal", "ExtraBonus", "OkapiPlay", "PlaceUnique", "SizeChoice", "TakeDisplay",
           "bonus_choices", "by_data", "choose_size", "extra_animal_reasons",
           "extra_bonus_reasons", "take_display_reasons", "take_extra_bonus",
           "take_from_display",
           "money_play_reasons", "play_for_money", "reveal_until",
           "SponsorEffects", "UniqueCode", "condition_have", "counter_msg", "gain_msg",
           "condition_reasons", "counted", "do_effect", "end_scoring",
           "payout", "place_unique",
           "printed_gains", "spec_of", "sponsor_cards", "standing_rules",
           "unique_placements", "unique_reasons"]
