"""The animal abilities (AN-ABIL-*, the fact sheet's keyword glossary): ONE table of
handlers keyed by the keyword (:data:`HANDLERS`, ``cards.Ability.keyword``), never code
per card.

When an animal is played into a zoo the Animals action fires ``animal_played`` after
paying its appeal, conservation and reputation (AN-ANIMALS-EFFECT). :func:`on_animal_played`
then pushes one :class:`Resolve` step per ability, in printed order (the first on top), so
an ability that asks is answered before the next one resolves. The "after finishing" ones
(clever, boost, determination, action, hypnosis: :data:`AFTER`) are queued right under the
turn's :class:`~.steps.Slide` step, above the display refill and the end of the turn
(AN-ACT-AFTER). An ability that is impossible does nothing (said in an event).

Interactive abilities (venom, constriction, hypnosis, pilfering) never touch a zoo with
less than 5 appeal nor the owner of Quarantine Lab (AN-ANIMALS-INTERACT, AN-APPEAL-PROTECT,
AN-ABIL-INTERACTIVE); "more" is strict; for "the most" with a tie every tied player above
you is affected (the fact sheet's [OPEN] default).

Choices, each a step with its move:

* :class:`Pick` (move :class:`PickCards`, ``pick:401,402`` / ``pick:-``): cards to keep,
  discard or take — hunter, perception, scavenging (the cards turned up go to the hand at
  once and the ones not kept are discarded), sun bathing, digging, snapping;
* :class:`RowChoice` (move :class:`MoveCard`, ``row:cards:1`` / ``row:-``): clever, boost;
* :class:`PerformChoice` (move :class:`Perform`, ``perform:cards`` / ``perform:2:build`` /
  ``perform:-``): determination, action, hypnosis;
* :class:`PilferChoice` (move :class:`Give`, ``give:money`` / ``give:card``): the robbed
  player chooses (pilfering);
* the Build concern's :class:`~.build.FreeBuilding` (moves ``build:kiosk@3,6r0`` /
  ``build:done``): posturing, peacocking;
* :class:`Pouch` (move :class:`Tuck`, ``pouch:233,240`` / ``pouch:-``): hand cards under
  the animal (pouch); :class:`Resist` (move :class:`KeepFinal`, ``resist:7``): the final
  scoring card kept (resistance); :class:`AssertChoice` (move :class:`TakeBase`,
  ``assert:105``): the base project taken (assertion). Dominance asks nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, ClassVar

from tutor.core import Ask, Msg, Reason, seat_name
from tutor.core.chance import stream
from tutor.core.hooks import Hook
from tutor.core.notation import numbers
from tutor.core.steps import (FLAG, SEAT, Field, Step, after_turn, count, pop, push, top, word)
from tutor.core.verdict import EventLog

from .cards import RULE_OF, Ability, Animal, Gain, Sponsor, action_name, card, icons
from .cards import BASE_PROJECT_NUMBERS, base_projects
from .bonuses import hire
from .build import free_building
from .events import Event, listen
from .gains import gain
from .icons import zoo_icons
from .later import Later, said
from .messages import abilities as _messages  # noqa: F401  (registers an.abilities.*)
from .moveset import (DIGITS, NUM, MoveKind, Moveset, bounded, read_cards, read_final,
                      read_seat)
from .placement import building_msg
from .rulebook import R
from .state import CARD_TOKENS, State
from .steps import (NOTATION, Slide, advance_break_token, draw_from_deck, refill_display,
                    use_card)
from .strength import SLOTS, Action, Side, action_strength, boost, slide

#: AN-ANIMALS-INTERACT: interactive abilities need at least this much appeal in the victim.
PROTECTED_BELOW = 5
#: AN-ABIL-INTERACTIVE: the sponsor that makes its owner immune.
QUARANTINE_LAB = 225
#: AN-ABIL-DOMINANCE: the base project it takes.
PRIMATES_PROJECT = 108
#: AN-ABIL-SUN-BATHING: money per card discarded.
SUN_MONEY = 4
#: AN-ABIL-PILFERING: the money that may be given instead of a card.
PILFER_MONEY = 5
#: AN-ABIL-ICONIC-ANIMAL: at most this much appeal.
ICONIC_CAP = 8
#: AN-ABIL-PETTING-ZOO-ANIMAL: appeal per petting icon.
PETTING_APPEAL = 3
#: AN-ABIL-POSTURING: the buildings it places for free.
POSTURING_KINDS = ("kiosk", "pavilion")
#: AN-ABIL-PEACOCKING: the building it places for free.
AVIARY = "large_bird_aviary"
#: "After finishing" abilities (AN-ACT-AFTER).
AFTER = ("clever", "boost", "determination", "action", "hypnosis")

#: What the rules layers above provide: ``(possible, start)``, the tables of every Action
#: card (AN-ACT-CHOOSE; ``start`` pushes its steps), used to perform another action.
ACTION_TABLES = Hook("the Ark Nova actions an ability may perform")


def who(seat: int) -> Msg:
    return seat_name(seat)


def _say(state: State, log: EventLog | None, rule: R, key: str, **params) -> None:
    if log is not None:
        log.add(state, rule, said(f"an.abilities.ev.{key}", **params))


# ---------------------------------------------------------------- counting

def all_icons(state: State, kind: str) -> int:
    return sum(zoo_icons(state, s)[kind] for s in range(state.players))


def exposed(state: State, seat: int) -> bool:
    """AN-ANIMALS-INTERACT, AN-ABIL-INTERACTIVE: an interactive ability may touch ``seat``."""
    zoo = state.zoo(seat)
    return zoo.appeal >= PROTECTED_BELOW and QUARANTINE_LAB not in zoo.played


def most(state: State, seat: int, counter: str) -> tuple[int, ...]:
    """The other players with the most ``counter`` (appeal / conservation), strictly more
    than ``seat``, every tied one (AN-ABIL-INTERACTIVE's default), exposed or not."""
    others = [s for s in range(state.players) if s != seat]
    if not others:
        return ()
    top_value = max(getattr(state.zoo(s), counter) for s in others)
    if top_value <= getattr(state.zoo(seat), counter):
        return ()
    return tuple(s for s in others if getattr(state.zoo(s), counter) == top_value)


# ---------------------------------------------------------------- the stack

def queue_after_action(state: State, seat: int, *steps: Step) -> State:
    """AN-ACT-AFTER: ``steps`` wait until the action is over, card slide included: right
    under the seat's :class:`~.steps.Slide`, after what was queued there before (at the
    end of the turn when no slide is pending)."""
    stack = list(state.stack)
    at = next((i for i, s in enumerate(stack) if isinstance(s, Slide) and s.seat == seat),
              None)
    if at is None:
        return after_turn(state, *steps)
    at += 1
    while at < len(stack) and getattr(stack[at], "AFTER_ACTION", False):
        at += 1
    return state.replace(stack=tuple(stack[:at]) + steps + tuple(stack[at:]))


def _used_action(state: State, seat: int) -> Action | None:
    """The Action card of the action under way (its pending slide)."""
    slid = next((s for s in state.stack if isinstance(s, Slide) and s.seat == seat), None)
    return Action(slid.action) if slid is not None else None


# ---------------------------------------------------------------- handlers

Handler = Callable[[State, int, Animal, Ability, EventLog | None], State]
HANDLERS: dict[str, Handler] = {}


def handles(*keywords: str) -> Callable[[Handler], Handler]:
    """Register the handler of ``keywords`` (a decorator; a keyword has one handler)."""
    def register(handler: Handler) -> Handler:
        for k in keywords:
            if k in HANDLERS:
                raise TypeError(f"the ability {k!r} already has a handler")
            HANDLERS[k] = handler
        return handler
    return register


def _draw(state: State, seat: int, n: int, log: EventLog | None) -> tuple[State, tuple[int, ...]]:
    """Up to ``n`` cards from the deck into the hand (AN-DECK-EMPTY: the pile reshuffled)."""
    got: list[int] = []
    for _ in range(n):
        state, c = draw_from_deck(state, log)
        if c is None:
            break
        got.append(c)
    state = state.change_zoo(seat, hand=state.zoo(seat).hand + tuple(got))
    return state, tuple(got)


@handles("sprint")
def _sprint(state, seat, animal, ability, log):
    """AN-ABIL-SPRINT: draw X cards from the deck."""
    state, got = _draw(state, seat, ability.value, log)
    _say(state, log, ability.rule, "drew", who=Later(who, seat), n=len(got), x=ability.value)
    return state


@handles("pack")
def _pack(state, seat, animal, ability, log):
    """AN-ABIL-PACK: +1 appeal per predator icon in the zoo, this animal's included."""
    n = zoo_icons(state, seat)["predator"]
    _say(state, log, ability.rule, "counted_uncapped", who=Later(who, seat), n=n,
         kind=said("an.cards.icon.predator"), gain=n)
    return gain(state, seat, Gain(appeal=n), log, ability.rule)


@handles("petting_zoo_animal")
def _petting(state, seat, animal, ability, log):
    """AN-ABIL-PETTING-ZOO-ANIMAL: +3 appeal per petting icon in the zoo (this one too)."""
    n = zoo_icons(state, seat)["petting"]
    _say(state, log, ability.rule, "counted_uncapped", who=Later(who, seat), n=n,
         kind=said("an.cards.icon.petting"), gain=PETTING_APPEAL * n)
    return gain(state, seat, Gain(appeal=PETTING_APPEAL * n), log, ability.rule)


@handles("iconic_animal")
def _iconic(state, seat, animal, ability, log):
    """AN-ABIL-ICONIC-ANIMAL: +1 appeal per icon of the continent in all zoos, at most 8."""
    n = all_icons(state, ability.target)
    got = min(n, ICONIC_CAP)
    _say(state, log, ability.rule, "counted", who=Later(who, seat), n=n, kind=said(f"an.cards.icon.{ability.target}"), gain=got, cap=ICONIC_CAP)
    return gain(state, seat, Gain(appeal=got), log, ability.rule)


@handles("jumping")
def _jumping(state, seat, animal, ability, log):
    """AN-ABIL-JUMPING: the Break token X spaces (it may trigger the break) and X money,
    the money even when the token stops early (solo: the money only)."""
    state = advance_break_token(state, seat, ability.value, log, ability.rule)
    return gain(state, seat, Gain(money=ability.value), log, ability.rule)


@handles("inventive", "inventive_bear", "inventive_primate")
def _inventive(state, seat, animal, ability, log):
    """AN-ABIL-INVENTIVE: X X-tokens (1 when no number is printed); AN-ABIL-INVENTIVE-BEAR:
    one a bear icon in all zoos, at most 3; AN-ABIL-INVENTIVE-PRIMATE: 1 / 2 / 3 for
    1 / 3 / 5 primate icons in the zoo. At most 5 X-tokens (AN-ACT-X)."""
    if ability.count is None:
        return gain(state, seat, Gain(x_tokens=ability.value or 1), log, ability.rule)
    kind = ability.count.removeprefix("icon:")
    n = all_icons(state, kind) if ability.zoos == "all" else zoo_icons(state, seat)[kind]
    if ability.tiers:
        got = max((t.gain.x_tokens for t in ability.tiers if n >= t.min), default=0)
    else:
        got = min(n, ability.cap) if ability.cap is not None else n
    if ability.cap is None:
        _say(state, log, ability.rule, "counted_uncapped", who=Later(who, seat), n=n,
             kind=said(f"an.cards.icon.{kind}"), gain=got)
    else:
        _say(state, log, ability.rule, "counted", who=Later(who, seat), n=n,
             kind=said(f"an.cards.icon.{kind}"), gain=got, cap=ability.cap)
    return gain(state, seat, Gain(x_tokens=got), log, ability.rule)


@handles("full_throated")
def _full_throated(state, seat, animal, ability, log):
    """AN-ABIL-FULL-THROATED: hire 1 association worker."""
    return hire(state, seat, log, rule=ability.rule)


@handles("sponsor_magnet")
def _magnet(state, seat, animal, ability, log):
    """AN-ABIL-SPONSOR-MAGNET: every Sponsor card of the display to the hand (the folders
    refill at the end of the turn, AN-DISPLAY-REFILL)."""
    taken = tuple(c for c in state.display if c is not None and isinstance(card(c), Sponsor))
    state = state.replace(display=tuple(None if c in taken else c for c in state.display))
    state = state.change_zoo(seat, hand=state.zoo(seat).hand + taken)
    _say(state, log, ability.rule, "magnet", who=Later(who, seat), n=len(taken), cards=list(taken))
    return state


def _put_tokens(state: State, seat: int, slots: tuple[int, ...], token: str) -> State:
    zoo = state.zoo(seat)
    row = tuple(type(c)(**{**{f: getattr(c, f) for f in ("action", "side", "venom",
                                                          "constriction", "multiplier")},
                           token: min(getattr(c, token) + 1, CARD_TOKENS)})
                if i + 1 in slots else c for i, c in enumerate(zoo.row))
    return state.change_zoo(seat, row=row)


@handles("multiplier")
def _multiplier(state, seat, animal, ability, log):
    """AN-ABIL-MULTIPLIER: a Multiplier token on the named Action card (the card's next
    use does its action twice, :func:`.steps.use_card` and :mod:`.tokens`; a token put on
    the card in use works next time; removed at a break, AN-BREAK-MULT)."""
    slot = state.zoo(seat).slot(Action(ability.target))
    state = _put_tokens(state, seat, (slot,), "multiplier")
    _say(state, log, ability.rule, "multiplier", who=Later(who, seat), action=Later(action_name, Action(ability.target)))
    return state


@handles("venom")
def _venom(state, seat, animal, ability, log):
    """AN-ABIL-VENOM X: each exposed player with more appeal than this seat had before the
    animal's own appeal gets a Venom token on the Action cards in slots 1..X. (The appeal
    "when the action began" is read as the appeal before this animal: our reading, the
    Animals action does not record it.)"""
    before = state.zoo(seat).appeal - animal.appeal
    slots = tuple(range(1, ability.value + 1))
    hit = tuple(s for s in range(state.players)
                if s != seat and state.zoo(s).appeal > before and exposed(state, s))
    for s in hit:
        state = _put_tokens(state, s, slots, "venom")
    _say(state, log, ability.rule, "venom", who=Later(who, seat), n=len(hit), appeal=before, x=ability.value)
    return state


@handles("constriction")
def _constriction(state, seat, animal, ability, log):
    """AN-ABIL-CONSTRICTION: each exposed player ahead in appeal and/or conservation gets a
    Constriction token on the slot-5 card, on the slot-4 card too when ahead on both."""
    me = state.zoo(seat)
    hit = 0
    for s in range(state.players):
        z = state.zoo(s)
        ahead = (z.appeal > me.appeal) + (z.conservation > me.conservation)
        if s == seat or not ahead or not exposed(state, s):
            continue
        state = _put_tokens(state, s, (5,) if ahead == 1 else (4, 5), "constriction")
        hit += 1
    _say(state, log, ability.rule, "constriction", who=Later(who, seat), n=hit)
    return state


@handles("flock_animal")
def _flock(state, seat, animal, ability, log):
    """AN-ABIL-FLOCK-ANIMAL: where the animal may live (with a herbivore, :func:`may_flock`)
    is the Animals action's placement; once played nothing more happens."""
    _say(state, log, ability.rule, "flock", who=Later(who, seat), x=ability.value)
    return state


def may_flock(animal: Animal, size: int, residents: tuple[int, ...]) -> Reason:
    """AN-ABIL-FLOCK-ANIMAL: a flock animal may join an occupied standard enclosure of size
    ≥ X that holds a herbivore (its own rock/water needs are checked as usual)."""
    x = next((a.value for a in animal.abilities if a.keyword == "flock_animal"), None)
    herbivore = any(icons(card(n))["herbivore"] for n in residents)
    ok = x is not None and size >= x and herbivore
    return Reason.later(R.ABIL_FLOCK_ANIMAL, ok, said("an.abilities.flock", x=x if x is not None else "-", size=size, herbivore=herbivore))


@handles("pilfering")
def _pilfering(state, seat, animal, ability, log):
    """AN-ABIL-PILFERING 1: the exposed player(s) with the most appeal choose to give 5
    money or a random hand card; 2: likewise the one(s) with the most conservation."""
    victims = list(most(state, seat, "appeal"))
    if ability.value >= 2:
        victims += [s for s in most(state, seat, "conservation") if s not in victims]
    victims = [s for s in victims if exposed(state, s)]
    if not victims:
        _say(state, log, ability.rule, "nobody", who=Later(who, seat))
    return push(state, *(PilferChoice(v, seat) for v in victims))


# ------------------------------------------------ choosing cards

def _cards_field() -> Field:
    return Field(lambda v: ",".join(str(c) for c in v) or "-",
                 lambda v, at, r, n: numbers(v, 1, 528, text=r.text, position=at, field=n,
                                             negative=False))


CARDS = _cards_field()
PICK_KEYWORDS = ("hunter", "perception", "scavenging", "sun_bathing", "digging", "snapping")
#: The picks among cards only their seat has seen (perception draws from the deck, face
#: down): their moves and events say how many cards, not which (HIDDEN).
SECRET_PICKS = ("perception",)


@NOTATION.kind("pick", seat=SEAT, keyword=word(*PICK_KEYWORDS), cards=CARDS,
               keep=count(0, 5), left=count(0, 5))
@dataclass(frozen=True)
class Pick(Step):
    """Cards chosen for an ability (the keyword's row in :data:`PICKS`): ``cards`` the
    cards turned up (already in the hand), ``keep`` how many may / must be chosen,
    ``left`` the times still to come (digging, snapping)."""

    seat: int
    keyword: str
    cards: tuple[int, ...]
    keep: int
    left: int
    OF_TURN: ClassVar[bool] = True

    @property
    def rule(self) -> R:
        return PICKS[self.keyword].rule

    def options(self, state: State) -> tuple[int, ...]:
        return PICKS[self.keyword].options(state, self)

    def bounds(self, state: State) -> tuple[int, int]:
        return PICKS[self.keyword].bounds(state, self)

    def waits(self, state: State) -> bool:
        return bool(self.options(state)) and self.bounds(state)[1] > 0

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        lo, hi = self.bounds(state)
        return (Ask.later(self.seat, "pick", str(self.rule), said(f"an.abilities.ask.{self.keyword}", who=Later(who, self.seat), lo=lo, hi=hi, cards=list(self.options(state)), left=self.left)),)

    def resolve(self, state: State, log: EventLog) -> State:
        """Nothing to choose: what the keyword does with no card chosen."""
        return PICKS[self.keyword].chosen(state, self, (), log)


@dataclass(frozen=True)
class PickRule:
    rule: R
    options: Callable[[State, Pick], tuple[int, ...]]
    bounds: Callable[[State, Pick], tuple[int, int]]
    chosen: Callable[[State, Pick, tuple[int, ...], EventLog], State]


def _discard_from_hand(state: State, seat: int, gone: tuple[int, ...]) -> State:
    hand = list(state.zoo(seat).hand)
    for c in gone:
        hand.remove(c)
    return state.change_zoo(seat, hand=tuple(hand)).replace(discard=state.discard + gone)


def _keep_turned_up(state: State, step: Pick, kept: tuple[int, ...], log: EventLog) -> State:
    """Hunter, perception, scavenging: the cards turned up and not kept are discarded.
    Perception's cards come face down from the deck (HIDDEN): the ones kept go unnamed."""
    gone = tuple(c for c in step.cards if c not in kept)
    state = _discard_from_hand(state, step.seat, gone)
    if step.keyword in SECRET_PICKS:
        _say(state, log, step.rule, "kept_secret", who=Later(who, step.seat), kept=len(kept),
             n=len(gone))
    elif kept:
        _say(state, log, step.rule, "kept", who=Later(who, step.seat), cards=list(kept),
             n=len(gone))
    else:
        _say(state, log, step.rule, "kept_none", who=Later(who, step.seat), n=len(gone))
    return state


def _sun(state: State, step: Pick, chosen: tuple[int, ...], log: EventLog) -> State:
    """AN-ABIL-SUN-BATHING: each card discarded gives 4 money."""
    state = _discard_from_hand(state, step.seat, chosen)
    _say(state, log, step.rule, "sun", who=Later(who, step.seat), n=len(chosen), money=SUN_MONEY * len(chosen))
    return gain(state, step.seat, Gain(money=SUN_MONEY * len(chosen)), log, step.rule) \
        if chosen else state


def _display_cards(state: State) -> tuple[int, ...]:
    return tuple(c for c in state.display if c is not None)


def _off_display(state: State, c: int) -> State:
    return state.replace(display=tuple(None if x == c else x for x in state.display))


def _dig(state: State, step: Pick, chosen: tuple[int, ...], log: EventLog) -> State:
    """AN-ABIL-DIGGING: a display card discarded (the display closes up and refills), or a
    hand card discarded and one drawn from the deck; up to X times (none chosen: done)."""
    if not chosen:
        return state
    (c,) = chosen
    if c in state.display:
        state = refill_display(_off_display(state, c).replace(discard=state.discard + (c,)),
                               log)
        _say(state, log, step.rule, "dig_display", who=Later(who, step.seat), card=c)
    else:
        state = _discard_from_hand(state, step.seat, (c,))
        state, _ = _draw(state, step.seat, 1, log)
        _say(state, log, step.rule, "dig_hand", who=Later(who, step.seat), card=c)
    return push(state, Pick(step.seat, "digging", (), 1, step.left - 1)) if step.left > 1 \
        else state


def _snap(state: State, step: Pick, chosen: tuple[int, ...], log: EventLog) -> State:
    """AN-ABIL-SNAPPING: X times, 1 display card of any folder to the hand (the display
    refilled in between)."""
    for c in chosen:
        state = _off_display(state, c)
        state = state.change_zoo(step.seat, hand=state.zoo(step.seat).hand + (c,))
        _say(state, log, step.rule, "snapped", who=Later(who, step.seat), card=c)
    if step.left > 1 and chosen:
        return push(refill_display(state, log), Pick(step.seat, "snapping", (), 1, step.left - 1))
    return state


def _hand(state: State, step: Pick) -> tuple[int, ...]:
    return tuple(dict.fromkeys(state.zoo(step.seat).hand))


def _exact(state: State, step: Pick) -> tuple[int, int]:
    n = min(step.keep, len(step.cards))
    return n, n


PICKS: dict[str, PickRule] = {
    # AN-ABIL-HUNTER: at most 1 Animal card among those turned up.
    "hunter": PickRule(R.ABIL_HUNTER,
                       lambda s, p: tuple(c for c in p.cards if isinstance(card(c), Animal)),
                       lambda s, p: (0, 1), _keep_turned_up),
    # AN-ABIL-PERCEPTION: keep X/2 of the X drawn (fewer when fewer were drawn).
    "perception": PickRule(R.ABIL_PERCEPTION, lambda s, p: p.cards, _exact, _keep_turned_up),
    # AN-ABIL-SCAVENGING: keep 1 of the X drawn from the shuffled pile.
    "scavenging": PickRule(R.ABIL_SCAVENGING, lambda s, p: p.cards, _exact, _keep_turned_up),
    # AN-ABIL-SUN-BATHING: up to X hand cards.
    "sun_bathing": PickRule(R.ABIL_SUN_BATHING, _hand, lambda s, p: (0, p.keep), _sun),
    # AN-ABIL-DIGGING: one display or hand card, or stop.
    "digging": PickRule(R.ABIL_DIGGING, lambda s, p: _display_cards(s) + _hand(s, p),
                        lambda s, p: (0, 1), _dig),
    # AN-ABIL-SNAPPING: one display card each time.
    "snapping": PickRule(R.ABIL_SNAPPING, lambda s, p: _display_cards(s),
                         lambda s, p: (1, 1), _snap),
}


@handles("hunter")
def _hunter(state, seat, animal, ability, log):
    """AN-ABIL-HUNTER X: the top X deck cards turned up; keep at most 1 Animal card."""
    state, got = _draw(state, seat, ability.value, log)
    _say(state, log, ability.rule, "turned", who=Later(who, seat), cards=list(got))
    return push(state, Pick(seat, "hunter", got, 1, 0))


@handles("perception")
def _perception(state, seat, animal, ability, log):
    """AN-ABIL-PERCEPTION X: draw X from the deck, keep X/2."""
    state, got = _draw(state, seat, ability.value, log)
    _say(state, log, ability.rule, "turned", who=Later(who, seat), cards=list(got))
    return push(state, Pick(seat, "perception", got, ability.value // 2, 0))


@handles("scavenging")
def _scavenging(state, seat, animal, ability, log):
    """AN-ABIL-SCAVENGING X: the discard pile shuffled, X drawn from it, 1 kept."""
    pile = list(state.discard)
    stream("an", state.seed, "scavenging", state.shuffles).shuffle(pile)
    got = tuple(pile[:ability.value])
    state = state.replace(discard=tuple(pile[ability.value:]), shuffles=state.shuffles + 1)
    state = state.change_zoo(seat, hand=state.zoo(seat).hand + got)
    _say(state, log, ability.rule, "turned", who=Later(who, seat), cards=list(got))
    return push(state, Pick(seat, "scavenging", got, 1, 0))


@handles("sun_bathing")
def _sun_bathing(state, seat, animal, ability, log):
    """AN-ABIL-SUN-BATHING X: up to X hand cards discarded, 4 money each."""
    return push(state, Pick(seat, "sun_bathing", (), ability.value, 0))


@handles("digging")
def _digging(state, seat, animal, ability, log):
    """AN-ABIL-DIGGING X: up to X times, a display card or a hand card (see :func:`_dig`)."""
    return push(state, Pick(seat, "digging", (), 1, ability.value))


@handles("snapping")
def _snapping(state, seat, animal, ability, log):
    """AN-ABIL-SNAPPING X: X times, any display card, regardless of reputation."""
    return push(state, Pick(seat, "snapping", (), 1, ability.value))


@dataclass(frozen=True)
class PickCards:
    """The cards chosen for the ability asking (:class:`Pick`); none: ``pick:-``."""

    cards: tuple[int, ...]
    seat: int | None = field(default=None, kw_only=True)


def pick_reasons(state: State, move: PickCards) -> list[Reason]:
    """The cards are among the step's options, different, and as many as it allows."""
    step: Pick = top(state)
    options = step.options(state)
    lo, hi = step.bounds(state)
    chosen = tuple(move.cards)
    bad = [c for c in chosen if c not in options]
    out = [Reason.later(step.rule, lo <= len(set(chosen)) == len(chosen) <= hi,
                  said("an.abilities.pick.count", n=len(chosen), lo=lo, hi=hi))]
    out.append(Reason.later(step.rule, not bad, said("an.abilities.pick.bad", cards=bad, options=list(options))
                      if bad else said("an.abilities.pick.ok", options=list(options))))
    return out


def _pick_moves(state: State, ask: Ask) -> list[PickCards]:
    step: Pick = top(state)
    options = step.options(state)
    lo, hi = step.bounds(state)
    out: list[PickCards] = []

    def grow(start: int, chosen: tuple[int, ...]) -> None:
        if len(chosen) >= lo:
            out.append(PickCards(chosen, seat=ask.seat))
        if len(chosen) < hi:
            for i in range(start, len(options)):
                grow(i + 1, chosen + (options[i],))
    grow(0, ())
    return out


def _describe_pick(state: State, move: PickCards) -> Msg:
    """The cards chosen, or only how many when they were drawn face down (SECRET_PICKS:
    perception, AN-ABIL-PERCEPTION)."""
    step = top(state)
    if isinstance(step, Pick) and step.keyword in SECRET_PICKS:
        return Msg("an.abilities.move.pick_secret", n=_how_many(move.cards))
    if not isinstance(move.cards, (tuple, list)):
        return Msg("an.abilities.move.pick", cards="-")
    return Msg("an.abilities.move.pick", cards=list(move.cards))


def _play_pick(state: State, seat: int, move: PickCards, log: EventLog) -> State:
    step: Pick = top(state)
    return PICKS[step.keyword].chosen(pop(state), step, tuple(move.cards), log)


# ------------------------------------------------ moving an Action card

@dataclass(frozen=True)
class AfterAction(Step):
    """A choice of an "after finishing" ability (AN-ACT-AFTER): the ``seat``, the
    ``keyword`` and its ``target`` Action card (``-``: none printed)."""

    seat: int
    keyword: str
    target: str
    OF_TURN: ClassVar[bool] = True
    AFTER_ACTION: ClassVar[bool] = True

    @property
    def rule(self) -> R:
        return RULE_OF[("keyword", self.keyword)]


@NOTATION.kind("row", seat=SEAT, keyword=word("clever", "boost"),
               target=word("-", *(a.value for a in Action)))
@dataclass(frozen=True)
class RowChoice(AfterAction):
    """After finishing (AN-ACT-AFTER): AN-ABIL-CLEVER — any Action card may go to slot 1;
    AN-ABIL-BOOST — the named one (``target``) may go to slot 1 or slot 5."""

    def options(self) -> tuple[tuple[Action, int], ...]:
        if self.keyword == "clever":
            return tuple((a, 1) for a in Action)
        return ((Action(self.target), 1), (Action(self.target), 5))

    def waits(self, state: State) -> bool:
        return True

    def asks(self, state: State) -> tuple[Ask, ...]:
        target = Later(action_name, Action(self.target)) if self.target != "-" else "-"
        return (Ask.later(self.seat, "row", str(self.rule), said(f"an.abilities.ask.{self.keyword}", who=Later(who, self.seat), target=target)),)


@dataclass(frozen=True)
class MoveCard:
    """Clever / boost: ``action`` to ``slot`` (1 or 5); ``action`` None: leave the row."""

    action: Action | None
    slot: int = 1
    seat: int | None = field(default=None, kw_only=True)


def row_reasons(state: State, move: MoveCard) -> list[Reason]:
    step: RowChoice = top(state)
    if move.action is None:
        return [Reason.later(step.rule, True, said("an.abilities.row.skip"))]
    ok = (move.action, move.slot) in step.options()
    return [Reason.later(step.rule, ok, said(f"an.abilities.row.{'ok' if ok else 'bad'}.{step.keyword}", action=Later(action_name, move.action) if isinstance(move.action, Action) else repr(move.action), slot=move.slot))]


def _row_moves(state: State, ask: Ask) -> list[MoveCard]:
    step: RowChoice = top(state)
    return [MoveCard(None, seat=ask.seat)] + [MoveCard(a, s, seat=ask.seat)
                                              for a, s in step.options()]


def _answered(state: State, seat: int, step: AfterAction, declined: bool,
              log: EventLog) -> State:
    """The after-finishing choice answered (popped); declining it said in an event."""
    state = pop(state)
    if declined:
        _say(state, log, step.rule, "row_skip", who=Later(who, seat))
    return state


def _play_row(state: State, seat: int, move: MoveCard, log: EventLog) -> State:
    step: RowChoice = top(state)
    state = _answered(state, seat, step, move.action is None, log)
    if move.action is None:
        return state
    zoo = state.zoo(seat)
    moved = slide(zoo.actions, move.action) if move.slot == 1 else \
        boost(zoo.actions, move.action, move.slot)
    state = state.change_zoo(seat, row=zoo.row_in(moved.after))
    log.add(state, step.rule, lambda m: m.msg, (moved,))
    return state


@handles("clever", "boost")
def _row(state, seat, animal, ability, log):
    """AN-ABIL-CLEVER, AN-ABIL-BOOST: asked after finishing (see :class:`RowChoice`)."""
    return push(state, RowChoice(seat, ability.keyword, ability.target or "-"))


# ------------------------------------------------ performing another action

@NOTATION.kind("perform", seat=SEAT, keyword=word("determination", "action", "hypnosis"),
               target=word("-", *(a.value for a in Action)), used=word("-", *(a.value for a in Action)),
               reach=count(0, 5))
@dataclass(frozen=True)
class PerformChoice(AfterAction):
    """After finishing (AN-ACT-AFTER), one more action:

    * AN-ABIL-DETERMINATION — with any Action card but the one ``used``, at its slot
      strength; it then slides as usual;
    * AN-ABIL-ACTION — with the named card (``target``), at its slot strength, if wanted;
    * AN-ABIL-HYPNOSIS X (``reach``) — with the card in slot 1..X of the exposed player(s)
      with the most appeal, at that card's side and slot strength, if wanted; its Venom /
      Constriction tokens are removed and the card does not move (the [OPEN] default).

    Only actions able to do something are offered (AN-ACT-CHOOSE)."""

    used: str
    reach: int

    def options(self, state: State) -> tuple[tuple[Action, int], ...]:
        """(action, owner) pairs that can be performed now."""
        possible, _ = ACTION_TABLES()
        if self.keyword == "hypnosis":
            pairs = tuple((a, o) for o in most(state, self.seat, "appeal") if exposed(state, o)
                          for a in state.zoo(o).actions[:self.reach])
        elif self.keyword == "action":
            pairs = ((Action(self.target), self.seat),)
        else:
            pairs = tuple((a, self.seat) for a in Action if a.value != self.used)
        return tuple((a, o) for a, o in pairs if a in possible
                     and possible[a](state, self.seat, *self.power(state, a, o)).ok)

    def power(self, state: State, action: Action, owner: int) -> tuple[Side, int]:
        zoo = state.zoo(owner)
        c = zoo.card(action)
        constricted = c.constriction > 0 and owner == self.seat
        return c.side, action_strength(zoo.actions, action, 0, constricted=constricted).value

    def optional(self) -> bool:
        return self.keyword != "determination"

    def waits(self, state: State) -> bool:
        return bool(self.options(state))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "perform", str(self.rule), said(f"an.abilities.ask.{self.keyword}", who=Later(who, self.seat), n=len(self.options(state)))),)

    def resolve(self, state: State, log: EventLog) -> State:
        _say(state, log, self.rule, "no_action", who=Later(who, self.seat))
        return state


@dataclass(frozen=True)
class Perform:
    """Determination / action / hypnosis: perform ``action`` (of ``owner``'s row, hypnosis;
    None: your own); ``action`` None: none (where the ability is optional)."""

    action: Action | None
    owner: int | None = None
    seat: int | None = field(default=None, kw_only=True)


def perform_reasons(state: State, move: Perform) -> list[Reason]:
    step: PerformChoice = top(state)
    if move.action is None:
        return [Reason.later(step.rule, step.optional(), said("an.abilities.perform.skip" if step.optional() else "an.abilities.perform.must"))]
    owner = move.seat if move.owner is None else move.owner
    options = step.options(state)
    ok = (move.action, owner) in options
    name = (Later(action_name, move.action) if isinstance(move.action, Action)
            else repr(move.action))
    return [Reason.later(step.rule, ok, said("an.abilities.perform.ok" if ok else "an.abilities.perform.bad", action=name, owner=Later(who, owner) if isinstance(owner, int) else "-", n=len(options)))]


def _perform_moves(state: State, ask: Ask) -> list[Perform]:
    step: PerformChoice = top(state)
    out = [Perform(None, seat=ask.seat)] if step.optional() else []
    return out + [Perform(a, None if o == ask.seat else o, seat=ask.seat)
                  for a, o in step.options(state)]


def _play_perform(state: State, seat: int, move: Perform, log: EventLog) -> State:
    step: PerformChoice = top(state)
    state = _answered(state, seat, step, move.action is None, log)
    if move.action is None:
        return state
    owner = seat if move.owner is None else move.owner
    side, power = step.power(state, move.action, owner)
    _, start = ACTION_TABLES()
    if owner != seat:
        zoo = state.zoo(owner)
        row = tuple(type(c)(c.action, c.side, 0, 0, c.multiplier) if c.action is move.action
                    else c for c in zoo.row)
        state = state.change_zoo(owner, row=row)
        _say(state, log, step.rule, "hypnosis", who=Later(who, seat), owner=Later(who, owner), action=Later(action_name, move.action), strength=power)
    else:
        state = push(state, Slide(seat, move.action.value))
        _say(state, log, step.rule, "perform", who=Later(who, seat), action=Later(action_name, move.action), strength=power)
        state = use_card(state, seat, move.action, log)   # AN-ABIL-VENOM, -CONSTRICTION, -MULTIPLIER
    return start[move.action](state, seat, side, power, log)


@handles("determination", "action", "hypnosis")
def _perform(state, seat, animal, ability, log):
    """AN-ABIL-DETERMINATION, AN-ABIL-ACTION, AN-ABIL-HYPNOSIS: asked after finishing."""
    used = _used_action(state, seat)
    return push(state, PerformChoice(seat, ability.keyword, ability.target or "-",
                                     used.value if used else "-", ability.value or 0))


# ------------------------------------------------ pilfering

@NOTATION.kind("pilfer", victim=SEAT, thief=SEAT)
@dataclass(frozen=True)
class PilferChoice(Step):
    """AN-ABIL-PILFERING: the ``victim`` gives the ``thief`` 5 money or a random hand card.
    A victim without 5 money gives the card; with neither, as much money as he has."""

    victim: int
    thief: int

    def options(self, state: State) -> tuple[str, ...]:
        zoo = state.zoo(self.victim)
        out = ("money",) if zoo.money >= PILFER_MONEY or not zoo.hand else ()
        return out + (("card",) if zoo.hand else ())

    def waits(self, state: State) -> bool:
        return len(self.options(state)) > 1

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.victim, "pilfer", str(R.ABIL_PILFERING), said("an.abilities.ask.pilfer", who=Later(who, self.victim), thief=Later(who, self.thief), money=PILFER_MONEY)),)

    def resolve(self, state: State, log: EventLog) -> State:
        return _give(state, self, self.options(state)[0], log)


def _give(state: State, step: PilferChoice, what: str, log: EventLog) -> State:
    victim, thief = state.zoo(step.victim), state.zoo(step.thief)
    if what == "card":
        rng = stream("an", state.seed, "pilfer", len(state.deck), len(state.discard),
                     *victim.hand)
        c = rng.choice(victim.hand)
        hand = list(victim.hand)
        hand.remove(c)
        state = state.change_zoo(step.victim, hand=tuple(hand))
        state = state.change_zoo(step.thief, hand=thief.hand + (c,))
        _say(state, log, R.ABIL_PILFERING, "gave_card", who=Later(who, step.victim),
             thief=Later(who, step.thief))
        return state
    n = min(PILFER_MONEY, victim.money)
    state = state.change_zoo(step.victim, money=victim.money - n)
    state = state.change_zoo(step.thief, money=thief.money + n)
    _say(state, log, R.ABIL_PILFERING, "gave_money", who=Later(who, step.victim), thief=Later(who, step.thief), n=n)
    return state


@dataclass(frozen=True)
class Give:
    """Pilfering: the robbed player gives ``what``: ``money`` (5) or ``card`` (a random one)."""

    what: str
    seat: int | None = field(default=None, kw_only=True)


def give_reasons(state: State, move: Give) -> list[Reason]:
    step: PilferChoice = top(state)
    ok = move.what in step.options(state)
    return [Reason.later(R.ABIL_PILFERING, ok, said("an.abilities.give.ok" if ok else "an.abilities.give.bad", what=str(move.what), money=state.zoo(step.victim).money, hand=len(state.zoo(step.victim).hand)))]


def _play_give(state: State, seat: int, move: Give, log: EventLog) -> State:
    step: PilferChoice = top(state)
    return _give(pop(state), step, move.what, log)


# ---------------------------------------------------------------- pouch, resistance,
# ---------------------------------------------------------------- assertion, dominance

#: AN-ABIL-POUCH: appeal per card put under the animal.
POUCH_APPEAL = 2
#: AN-ABIL-RESISTANCE: final scoring cards drawn (1 kept).
RESIST_DRAW = 2


def _hand_cards(state: State, seat: int) -> tuple[int, ...]:
    return tuple(dict.fromkeys(state.zoo(seat).hand))


def _out_of_hand(state: State, seat: int, gone: tuple[int, ...]) -> State:
    hand = list(state.zoo(seat).hand)
    for c in gone:
        hand.remove(c)
    return state.change_zoo(seat, hand=tuple(hand))


@NOTATION.kind("pouch", seat=SEAT, card=count(201, 528), x=count(1, 5))
@dataclass(frozen=True)
class Pouch(Step):
    """AN-ABIL-POUCH X: the seat may put up to ``x`` hand cards face down under the animal
    ``card`` (or the sponsor Expert on Australia, AN-SPON-KEYWORD), +2 appeal each; those cards are out of play for good (``Zoo.under``)."""

    seat: int
    card: int
    x: int
    OF_TURN: ClassVar[bool] = True

    def options(self, state: State) -> tuple[int, ...]:
        return _hand_cards(state, self.seat)

    def waits(self, state: State) -> bool:
        return bool(self.options(state))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "pouch", str(R.ABIL_POUCH), said("an.abilities.ask.pouch", who=Later(who, self.seat), x=self.x, card=self.card, appeal=POUCH_APPEAL)),)

    def resolve(self, state: State, log: EventLog) -> State:
        """An empty hand: nothing goes under the animal."""
        _say(state, log, R.ABIL_POUCH, "pouch", who=Later(who, self.seat), n=0, card=self.card,
             appeal=0)
        return state


@dataclass(frozen=True)
class Tuck:
    """Pouch: the hand cards put under the animal (``pouch:233,240``; none: ``pouch:-``)."""

    cards: tuple[int, ...]
    seat: int | None = field(default=None, kw_only=True)


def tuck_reasons(state: State, move: Tuck) -> list[Reason]:
    """AN-ABIL-POUCH: at most X cards, different, each in the seat's hand."""
    step: Pouch = top(state)
    chosen = tuple(move.cards)
    hand = step.options(state)
    missing = [c for c in chosen if c not in hand]
    return [Reason.later(R.ABIL_POUCH, len(set(chosen)) == len(chosen) <= step.x,
                   said("an.abilities.pouch.count", n=len(chosen), x=step.x)),
            Reason.later(R.ABIL_POUCH, not missing,
                   said("an.abilities.pouch.not_held", cards=missing) if missing else
                   said("an.abilities.pouch.held", n=len(hand)))]


def _tuck_moves(state: State, ask: Ask) -> list[Tuck]:
    step: Pouch = top(state)
    hand = step.options(state)
    out: list[Tuck] = []

    def grow(start: int, chosen: tuple[int, ...]) -> None:
        out.append(Tuck(chosen, seat=ask.seat))
        if len(chosen) < step.x:
            for i in range(start, len(hand)):
                grow(i + 1, chosen + (hand[i],))
    grow(0, ())
    return out


def _play_tuck(state: State, seat: int, move: Tuck, log: EventLog) -> State:
    step: Pouch = top(state)
    chosen = tuple(move.cards)
    state = _out_of_hand(pop(state), seat, chosen)
    zoo = state.zoo(seat)
    state = state.change_zoo(seat, under=zoo.under + tuple((step.card, c) for c in chosen))
    appeal = POUCH_APPEAL * len(chosen)
    _say(state, log, R.ABIL_POUCH, "pouch", who=Later(who, seat), n=len(chosen), card=step.card, appeal=appeal)
    return gain(state, seat, Gain(appeal=appeal), log, R.ABIL_POUCH) if chosen else state


@handles("pouch")
def _pouch(state, seat, animal, ability, log):
    """AN-ABIL-POUCH X: asked (see :class:`Pouch`)."""
    return push(state, Pouch(seat, animal.number, ability.value or 1))


@NOTATION.kind("resist", seat=SEAT)
@dataclass(frozen=True)
class Resist(Step):
    """AN-ABIL-RESISTANCE: the seat's last 2 final scoring cards are the ones just drawn
    from the pile; it keeps 1, the other goes back under the pile."""

    seat: int
    OF_TURN: ClassVar[bool] = True

    def options(self, state: State) -> tuple[int, ...]:
        return state.zoo(self.seat).final_scoring[-RESIST_DRAW:]

    def waits(self, state: State) -> bool:
        return len(set(self.options(state))) == RESIST_DRAW

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "resist", str(R.ABIL_RESISTANCE), said("an.abilities.ask.resist", who=Later(who, self.seat), cards=list(self.options(state)))),)

    def resolve(self, state: State, log: EventLog) -> State:
        return state


@dataclass(frozen=True)
class KeepFinal:
    """Resistance: the final scoring card kept (``resist:7``); the other drawn goes back."""

    card: int
    seat: int | None = field(default=None, kw_only=True)


def keep_final_reasons(state: State, move: KeepFinal) -> list[Reason]:
    """AN-ABIL-RESISTANCE: one of the 2 cards just drawn."""
    options = top(state).options(state)
    ok = move.card in options
    return [Reason.later(R.ABIL_RESISTANCE, ok, said("an.abilities.resist.ok" if ok else "an.abilities.resist.bad", card=move.card, cards=list(options)))]


def _play_keep_final(state: State, seat: int, move: KeepFinal, log: EventLog) -> State:
    step: Resist = top(state)
    back = next(c for c in step.options(state) if c != move.card)
    state = pop(state)
    state = state.change_zoo(seat, final_scoring=tuple(
        c for c in state.zoo(seat).final_scoring if c != back))
    state = state.replace(scoring_pile=state.scoring_pile + (back,))
    _say(state, log, R.ABIL_RESISTANCE, "resisted", who=Later(who, seat), n=len(state.scoring_pile))
    return state


@handles("resistance")
def _resistance(state, seat, animal, ability, log):
    """AN-ABIL-RESISTANCE: draw 2 final scoring cards from the pile (fewer when it holds
    fewer), keep 1, the other back under the pile (see :class:`Resist`)."""
    drawn = state.scoring_pile[:RESIST_DRAW]
    state = state.replace(scoring_pile=state.scoring_pile[len(drawn):])
    state = state.change_zoo(seat, final_scoring=state.zoo(seat).final_scoring + drawn)
    _say(state, log, ability.rule, "resist_drew", who=Later(who, seat), n=len(drawn), x=RESIST_DRAW)
    return push(state, Resist(seat)) if len(drawn) == RESIST_DRAW else state


def base_not_in_play(state: State) -> tuple[int, ...]:
    """AN-ABIL-ASSERTION, AN-ABIL-DOMINANCE: the base projects (101–112) neither in play
    nor already taken (in a hand, or gone from it: deck, pile, display, under an animal)."""
    held = {p.number for p in state.projects} | set(state.deck) | set(state.discard) \
        | set(state.display) | {c for z in state.zoos for c in z.hand} \
        | {c for z in state.zoos for _, c in z.under}
    return tuple(p.number for p in base_projects() if p.number not in held)


def _take_base(state: State, seat: int, n: int, rule: R, log: EventLog | None) -> State:
    state = state.change_zoo(seat, hand=state.zoo(seat).hand + (n,))
    _say(state, log, rule, "base_taken", who=Later(who, seat), card=n)
    return state


@NOTATION.kind("assert", seat=SEAT)
@dataclass(frozen=True)
class AssertChoice(Step):
    """AN-ABIL-ASSERTION: the seat takes 1 base project not in play into its hand (asked
    when there is more than one; it is then played like a project card, AN-ASSOC-CP)."""

    seat: int
    OF_TURN: ClassVar[bool] = True

    def options(self, state: State) -> tuple[int, ...]:
        return base_not_in_play(state)

    def waits(self, state: State) -> bool:
        return len(self.options(state)) > 1

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "assert", str(R.ABIL_ASSERTION), said("an.abilities.ask.assert", who=Later(who, self.seat), cards=list(self.options(state)))),)

    def resolve(self, state: State, log: EventLog) -> State:
        """One base project left: taken; none: said."""
        options = self.options(state)
        if options:
            return _take_base(state, self.seat, options[0], R.ABIL_ASSERTION, log)
        _say(state, log, R.ABIL_ASSERTION, "assert_none", who=Later(who, self.seat))
        return state


@dataclass(frozen=True)
class TakeBase:
    """Assertion: the base project taken into the hand (``assert:105``)."""

    card: int
    seat: int | None = field(default=None, kw_only=True)


def take_base_reasons(state: State, move: TakeBase) -> list[Reason]:
    """AN-ABIL-ASSERTION: a base project not in play."""
    options = top(state).options(state)
    ok = move.card in options
    return [Reason.later(R.ABIL_ASSERTION, ok, said("an.abilities.assert.ok" if ok else "an.abilities.assert.bad", card=move.card, cards=list(options)))]


def _play_take_base(state: State, seat: int, move: TakeBase, log: EventLog) -> State:
    return _take_base(pop(state), seat, move.card, R.ABIL_ASSERTION, log)


@handles("assertion")
def _assertion(state, seat, animal, ability, log):
    """AN-ABIL-ASSERTION: see :class:`AssertChoice`."""
    return push(state, AssertChoice(seat))


@handles("dominance")
def _dominance(state, seat, animal, ability, log):
    """AN-ABIL-DOMINANCE: the base project Primates (108) into the hand if it is not in
    play yet (nor taken); otherwise nothing, said."""
    if PRIMATES_PROJECT in base_not_in_play(state):
        return _take_base(state, seat, PRIMATES_PROJECT, ability.rule, log)
    _say(state, log, ability.rule, "dominance_none", who=Later(who, seat), card=PRIMATES_PROJECT)
    return state


def _how_many(cards: object) -> int:
    """How many cards a move names (0 for a value that is no list of cards)."""
    return len(cards) if isinstance(cards, (tuple, list)) else 0


_KEYWORD_MOVES = {
    Tuck: MoveKind(
        "pouch", tuck_reasons, _play_tuck,
        lambda s, m: (Msg("an.abilities.move.pouch", n=_how_many(m.cards)) if _how_many(m.cards)
                      else Msg("an.abilities.move.pouch_none")),
        lambda m: "pouch:" + (",".join(str(c) for c in m.cards) or "-"),
        (re.compile(rf"pouch:(-|{DIGITS}(?:,{DIGITS}){{0,4}})"),
         lambda m: Tuck(read_cards(m, 1)))),
    KeepFinal: MoveKind(
        "resist", keep_final_reasons, _play_keep_final,
        lambda s, m: Msg("an.abilities.move.resist"),
        lambda m: f"resist:{m.card}",
        (re.compile(rf"resist:{NUM}"), lambda m: KeepFinal(read_final(m, 1)))),
    TakeBase: MoveKind(
        "assert", take_base_reasons, _play_take_base,
        lambda s, m: Msg("an.abilities.move.assert", card=m.card),
        lambda m: f"assert:{m.card}",
        (re.compile(rf"assert:{NUM}"), lambda m: TakeBase(bounded(
            m, 1, BASE_PROJECT_NUMBERS[0], BASE_PROJECT_NUMBERS[-1], "base project")))),
}
_KEYWORD_LEGAL = {
    "pouch": _tuck_moves,
    "resist": lambda state, ask: [KeepFinal(c, seat=ask.seat) for c in top(state).options(state)],
    "assert": lambda state, ask: [TakeBase(c, seat=ask.seat) for c in top(state).options(state)],
}



# ------------------------------------------------ free buildings

@handles("posturing")
def _posturing(state, seat, animal, ability, log):
    """AN-ABIL-POSTURING X: up to X kiosks or pavilions placed for free, one by one, by the
    normal placement rules (a pavilion still gives its appeal, AN-BUILD-PAVILION); the
    player may stop early (:class:`.build.FreeBuilding`)."""
    return free_building(state, seat, POSTURING_KINDS, R.ABIL_POSTURING, n=ability.value or 1,
                         optional=True)


@handles("peacocking")
def _peacocking(state, seat, animal, ability, log):
    """AN-ABIL-PEACOCKING: a Large Bird Aviary may be placed for free (no upgraded Build
    needed) if the zoo has none and there is room; with one already, nothing (said); with
    no room, the free building's step says so."""
    own = next((b for b in state.zoo(seat).buildings if b.kind.name == AVIARY), None)
    if own is not None:
        _say(state, log, R.ABIL_PEACOCKING, "peacocking_has", who=Later(who, seat),
             building=Later(building_msg, own))
        return state
    return free_building(state, seat, (AVIARY,), R.ABIL_PEACOCKING, optional=True)


# ---------------------------------------------------------------- resolving in order

@NOTATION.kind("ability", seat=SEAT, card=count(401, 528), index=count(0, 2), solo=FLAG)
@dataclass(frozen=True)
class Resolve(Step):
    """One ability of the animal ``card`` just played by ``seat`` (AN-ANIMALS-EFFECT): its
    handler, which may push steps that ask (answered before the next ability). ``solo``
    (written ``1``, a solo game only): the card's solo stripe is played in place of its
    interactive ability ``index`` (AN-SOLO-BOX), so the step knows which ability it
    resolves (an "after finishing" one or not, AN-ACT-AFTER) without the state."""

    seat: int
    card: int
    index: int
    solo: bool = False
    OF_TURN: ClassVar[bool] = True

    @property
    def ability(self) -> Ability:
        """The ability resolved: the solo stripe when ``solo`` (AN-SOLO-BOX), else the
        printed one."""
        animal = card(self.card)
        if self.solo and animal.solo_ability is not None:
            return animal.solo_ability
        return animal.abilities[self.index]

    @property
    def AFTER_ACTION(self) -> bool:  # noqa: N802  (read like the class flags of the steps)
        return self.ability.keyword in AFTER

    def resolve(self, state: State, log: EventLog) -> State:
        ability = self.ability
        if self.solo:
            _say(state, log, R.SOLO_BOX, "solo_stripe", who=Later(who, self.seat),
                 card=self.card, stripe=Later(card(self.card).solo_stripe))
        else:
            _say(state, log, ability.rule, "resolve", who=Later(who, self.seat), card=self.card, ability=Later(ability.label))
        return HANDLERS[ability.keyword](state, self.seat, card(self.card), ability, log)


@listen
def on_animal_played(state: State, event: Event, log: EventLog | None) -> State:
    """AN-ANIMALS-EFFECT: the abilities of the animal just played, in printed order; the
    "after finishing" ones after the action (AN-ACT-AFTER). In a solo game the solo stripe
    is played in place of the interactive ability (AN-SOLO-BOX)."""
    if event.kind != "animal_played" or event.card is None:
        return state
    animal = card(event.card)
    if not isinstance(animal, Animal):
        return state
    alone = state.players == 1
    steps = [Resolve(event.seat, event.card, i, alone and animal.solo_replaces(i))
             for i in range(len(animal.abilities))]
    later = tuple(s for s in steps if s.AFTER_ACTION)
    if later:
        state = queue_after_action(state, event.seat, *later)
    return push(state, *(s for s in steps if s not in later))


# ---------------------------------------------------------------- the moveset

_ACTIONS_RE = "|".join(a.value for a in Action)

_SKIP = "-"


def _action_or_none(text: str) -> Action | None:
    return None if text == _SKIP else Action(text)


MOVESET = Moveset(
    "abilities",
    moves={
        PickCards: MoveKind(
            "pick", pick_reasons, _play_pick,
            _describe_pick,
            lambda m: "pick:" + (",".join(str(c) for c in m.cards) or _SKIP),
            (re.compile(rf"pick:(-|{DIGITS}(?:,{DIGITS}){{0,4}})"),
             lambda m: PickCards(read_cards(m, 1)))),
        MoveCard: MoveKind(
            "row", row_reasons, _play_row,
            lambda s, m: (Msg("an.abilities.move.row_skip") if m.action is None else
                          Msg("an.abilities.move.row", action=action_name(m.action), slot=m.slot)),
            lambda m: "row:-" if m.action is None else f"row:{m.action.value}:{m.slot}",
            (re.compile(rf"row:(?:-|({_ACTIONS_RE}):{NUM})"),
             lambda m: MoveCard(None) if m[1] is None else MoveCard(Action(m[1]), bounded(
                 m, 2, 1, SLOTS, "slot")))),
        Perform: MoveKind(
            "perform", perform_reasons, _play_perform,
            lambda s, m: (Msg("an.abilities.move.perform_skip") if m.action is None else
                          Msg("an.abilities.move.perform", action=action_name(m.action))),
            lambda m: ("perform:-" if m.action is None else "perform:"
                       + ("" if m.owner is None else f"{m.owner + 1}:") + m.action.value),
            (re.compile(rf"perform:(?:-|(?:{NUM}:)?({_ACTIONS_RE}))"),
             lambda m: Perform(None) if m[2] is None else
             Perform(Action(m[2]), None if m[1] is None else read_seat(m, 1)))),
        Give: MoveKind(
            "pilfer", give_reasons, _play_give,
            lambda s, m: Msg("an.abilities.move.give", what=str(m.what)),
            lambda m: f"give:{m.what}",
            (re.compile(r"give:(money|card)"), lambda m: Give(m[1]))),
        **_KEYWORD_MOVES,
    },
    legal={"pick": _pick_moves, "row": _row_moves, "perform": _perform_moves,
           "pilfer": lambda state, ask: [Give(w, seat=ask.seat)
                                         for w in top(state).options(state)],
           **_KEYWORD_LEGAL},
)

__all__ = ["ACTION_TABLES", "AFTER", "HANDLERS", "MOVESET", "Give", "Perform", "PerformChoice",
           "AssertChoice", "KeepFinal", "Pouch", "Resist", "TakeBase", "Tuck", "base_not_in_play",
           "Pick", "PickCards", "PilferChoice", "Resolve", "RowChoice", "MoveCard", "all_icons",
           "exposed", "handles", "may_flock", "most", "on_animal_played",
           "queue_after_action"]
