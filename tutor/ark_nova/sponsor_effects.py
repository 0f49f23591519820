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
  nothing (:class:`FreeBuild`, AN-SPON-BUILD-FREE), ``take_card`` asks deck or folder
  (the card bonuses' step, :func:`.bonuses.take_cards`, AN-SPON-TAKE-CARD),
  ``hire_worker`` hires (AN-SPON-HIRE-WORKER).
  The mechanics that need a step of a concern not in the tutor yet (the animal keywords,
  Engineer's extra building, Archaeologist's extra bonus, WAZA's extra animal, Okapi
  Stable's sponsors for money) say so in an event when they would fire; the sponsors whose
  *immediate* effect needs one (wildcard tokens, WAZA Special Assignment) cannot be played
  yet (:func:`not_yet`).

The zoo's icons (AN-ICON-COUNT) and every count an effect reads (AN-SPON-COUNTERS) are
:mod:`.icons`' (:func:`~.icons.icons_of_zoo`, :data:`~.icons.COUNTERS`): the cards played,
the partner zoos and the universities.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable, ClassVar

from tutor.core import Ask, Msg, Reason, seat_name
from tutor.core.steps import SEAT, Step, count, push, word
from tutor.core.verdict import EventLog

from .bonuses import hire, take_cards
from .build import build_on, build_on_reasons
from .buildings import Building, UniqueSpec
from .cards import (CATEGORIES, CONTINENTS, Condition, Effect, EffectKind, Gain,
                    IconCondition, PartnerZoo, PartnerZooCondition, ReputationCondition,
                    SizeClass, Sponsor, UpgradedActionCondition, card, icon_name, icons,
                    unique_building)
from .events import EndPoints, Event, fire, listen, scores
from .gains import gain
from .icons import COUNTERS, icons_of_zoo, sponsor_cards, standing_rules
from .messages import sponsors as _messages  # noqa: F401  (registers an.sponsors.*)
from .place import place
from .placement import (check, check_unique, covered, legal_placements,
                        legal_unique_placements)
from .rulebook import R
from .state import State
from .steps import NOTATION
from .strength import Action, Side
from .zoo_map import BORDER, neighbours, zoo_map

#: The buildings a sponsor may give for free (AN-SPON-BUILD-FREE).
FREE_KINDS = ("kiosk", "pavilion", "enclosure_1", "enclosure_3", "enclosure_5")


def _say(log: EventLog | None, state: State, rule: R, key: str, **params) -> None:
    if log is not None:
        log.add(state, rule, partial(Msg, key, **params))


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


def _gain_msg(g: Gain) -> Msg:
    parts = [Msg(f"an.sponsors.gain.{k}", n=v) for k, v in
             (("money", g.money), ("appeal", g.appeal), ("conservation", g.conservation),
              ("reputation", g.reputation), ("x_tokens", g.x_tokens)) if v]
    return Msg("an.sponsors.gain.list", parts=parts) if parts else Msg("an.sponsors.gain.none")


def _pay(state: State, seat: int, sp: Sponsor, effect: Effect, log: EventLog | None,
         rule: R = R.SPON_GAIN) -> State:
    """Pay what ``effect`` pays now, with the count it read in the event."""
    g, n = payout(state, seat, effect)
    if effect.counter:
        _say(log, state, rule, "an.sponsors.ev.counted", who=seat_name(seat), name=sp.name,
             count=counter_msg(effect.counter), n=n, gain=_gain_msg(g))
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
        out.append(Reason(rule, cond.met(have), cond.say(have)))
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
                          partial(Msg, "an.sponsors.ask.unique", who=seat_name(self.seat),
                                  name=card(self.card).name)),)


def unique_reasons(state: State, seat: int, step: PlaceUnique, b: Building) -> list[Reason]:
    sp = card(step.card)
    return list(check_unique(zoo_map(state.map_id), state.zoo(seat).buildings, b, spec_of(sp),
                             side_ii=_build_ii(state, seat)))


@NOTATION.kind("free_build", seat=SEAT, building=word(*FREE_KINDS), card=count(201, 264))
@dataclass(frozen=True)
class FreeBuild(Step):
    """AN-SPON-BUILD-FREE: the seat may build a ``building`` for free (normal placement
    rules, no Build action or upgrade needed), or not. Nowhere to stand: nothing."""

    seat: int
    building: str
    card: int

    def places(self, state: State) -> tuple[Building, ...]:
        return legal_placements(zoo_map(state.map_id), state.zoo(self.seat).buildings,
                                self.building, side_ii=_build_ii(state, self.seat),
                                build_on=build_on(state, self.seat))

    def waits(self, state: State) -> bool:
        return bool(self.places(state))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "free_build", str(R.SPON_BUILD_FREE),
                          partial(Msg, "an.sponsors.ask.free", who=seat_name(self.seat),
                                  kind=Msg(f"an.map.kind.{self.building}"),
                                  name=card(self.card).name)),)

    def resolve(self, state: State, log: EventLog) -> State:
        _say(log, state, R.SPON_BUILD_FREE, "an.sponsors.ev.free_nowhere",
             who=seat_name(self.seat), kind=Msg(f"an.map.kind.{self.building}"))
        return state


def free_reasons(state: State, seat: int, step: FreeBuild, b: Building) -> list[Reason]:
    """The Build action's placement rules, without its cost (AN-SPON-BUILD-FREE); rock
    and water for the owner of Diversity Researcher (AN-SPON-RULES, named)."""
    out = [r for r in check(zoo_map(state.map_id), state.zoo(seat).buildings, b,
                            side_ii=_build_ii(state, seat), build_on=build_on(state, seat))
           if r.rule != str(R.BUILD_COST)] + build_on_reasons(state, seat, b)
    return out + [Reason(R.SPON_BUILD_FREE, True, Msg("an.sponsors.free", kind=Msg(
        f"an.map.kind.{step.building}")))]


# ---------------------------------------------------------------- mechanics

Mechanic = Callable[[State, int, Sponsor, object, EventLog | None], State]


def _place_unique(state, seat, sp, do, log):
    return push(state, PlaceUnique(seat, sp.number))


def _build_free(state, seat, sp, do, log):
    return push(state, FreeBuild(seat, do.building, sp.number))


def _take_card(state, seat, sp, do, log):
    """AN-SPON-TAKE-CARD: the cards are taken as every card bonus is (:func:`.bonuses.take_cards`)."""
    return take_cards(state, seat, do.n or 1, log, R.SPON_TAKE_CARD)


def _hire(state, seat, sp, do, log):
    for _ in range(do.n or 1):
        state = hire(state, seat, log, rule=R.SPON_HIRE_WORKER)
    return state


def _later(state, seat, sp, do, log):
    """A mechanic that needs a step of a concern not in the tutor yet: said, not done."""
    _say(log, state, do.rule, "an.sponsors.ev.not_yet", who=seat_name(seat), name=sp.name,
         mechanic=Msg(f"an.sponsors.mechanic.{do.mechanic}"))
    return state


#: Do.mechanic → what it does (AN-SPON-<MECHANIC>).
MECHANICS: dict[str, Mechanic] = {
    "place_unique_building": _place_unique,
    "build_free": _build_free,
    "take_card": _take_card,
    "hire_worker": _hire,
    "keyword": _later,
    "build_extra_same": _later,
    "extra_placement_bonus": _later,
    "play_extra_animal": _later,
    "play_sponsor_for_money": _later,
    "take_display_card": _later,
    "wildcard_tokens": _later,
    "choose_size_class": _later,
    "reveal_until": _later,
}
#: Immediate mechanics whose step is not in the tutor yet: their sponsor is refused.
NOT_YET = ("wildcard_tokens", "choose_size_class", "reveal_until")


def not_yet(sp: Sponsor) -> str | None:
    """The immediate mechanic of ``sp`` the tutor cannot do yet, if any."""
    for e in sp.effects:
        if e.kind is EffectKind.IMMEDIATE and e.do is not None:
            for do in e.do.chain():
                if do.mechanic in NOT_YET:
                    return do.mechanic
    return None


def do_effect(state: State, seat: int, sp: Sponsor, effect: Effect,
              log: EventLog | None) -> State:
    """One effect done: its mechanics (the first one; a ``then`` follows the first), or its
    payout (AN-SPON-GAIN); a unique-code sponsor by its own handler (AN-SPON-UNIQUE-CODE)."""
    own = UNIQUE.get(sp.number)
    if own is not None and own.effect is not None:
        return own.effect(state, seat, sp, effect, log)
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


#: AN-SPON-UNIQUE-CODE: the 13 sponsors needing code of their own, by number.
UNIQUE: dict[int, UniqueCode] = {
    207: UniqueCode("basic_research", _others_paid),
    215: UniqueCode("global_breeding_program"),     # wildcard tokens: refused, not_yet
    217: UniqueCode("engineer"),                    # build_extra_same: said, not done
    218: UniqueCode("breeding_program"),            # wildcard tokens: refused, not_yet
    219: UniqueCode("diversity_researcher"),        # rules read with standing_rules
    221: UniqueCode("archaeologist"),               # extra_placement_bonus: said
    222: UniqueCode("release_of_patents", _others_paid),
    224: UniqueCode("migration_recording"),         # release support +1 CP; repeatable rule
    227: UniqueCode("waza_special_assignment"),     # choose_size_class: refused, not_yet
    228: UniqueCode("waza_small_animals_program"),  # play_extra_animal: said
    253: UniqueCode("okapi_stable"),                # wildcard tokens: refused, not_yet
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
        _say(log, state, R.SPON_TRIGGERS, "an.sponsors.ev.trigger", who=seat_name(seat),
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
    """AN-SPON-TRIGGERS ``build_action`` (Engineer) and ``animals_action`` (WAZA Small
    Animals Program): their mechanics are said, not done yet."""
    if event.kind != "action_done" or event.action not in _ACTION_TRIGGERS:
        return state
    for seat, sp, e in list(_ongoing(state, _ACTION_TRIGGERS[event.action])):
        if seat == event.seat:
            state = _triggered(state, seat, sp, e, 1, log)
    return state


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
                     who=seat_name(event.seat), name=sp.name)
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
                    out.append(EndPoints(sp.number, Msg("an.sponsors.end", name=sp.name, n=n,
                                                        gain=_gain_msg(g)),
                                         conservation=g.conservation, appeal=g.appeal))
    return tuple(out)


def place_unique(state: State, seat: int, b: Building, log: EventLog | None) -> State:
    """The unique building joins the zoo (AN-SPON-PLACE-UNIQUE-BUILDING), free."""
    return place(state, seat, b, log, R.SPON_PLACE_UNIQUE_BUILDING)


def place_free(state: State, seat: int, b: Building, log: EventLog | None) -> State:
    """A free building joins the zoo (AN-SPON-BUILD-FREE); a pavilion still gives its
    appeal once, as :func:`.place.place` pays it for any pavilion (AN-BUILD-PAVILION)."""
    return place(state, seat, b, log, R.SPON_BUILD_FREE)


__all__ = ["COUNTERS", "FREE_KINDS", "MECHANICS", "UNIQUE", "FreeBuild", "PlaceUnique",
           "SponsorEffects", "UniqueCode", "condition_have", "counter_msg",
           "condition_reasons", "counted", "do_effect", "end_scoring", "free_reasons",
           "not_yet", "payout", "place_free", "place_unique",
           "printed_gains", "spec_of", "sponsor_cards", "standing_rules",
           "unique_placements", "unique_reasons"]
