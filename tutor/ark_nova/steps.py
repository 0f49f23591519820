"""The pending steps of Ark Nova (:mod:`tutor.core.steps`): what each asks, and how the
automatic ones resolve.

``State.stack`` holds them top first. At setup, above the start player's turn, one
simultaneous step asks every seat to keep 4 of its 8 cards (:class:`KeepHand`,
AN-SETUP-HAND). A turn is :class:`Turn` (AN-ACT-TURN: an Action card, or the X-token
action); choosing a card replaces it with the action's steps, then :class:`Slide`
(AN-ACT-SLIDE), :class:`Refill` (AN-DISPLAY-REFILL) and :class:`TurnEnd` (the step that
ends the turn, ``ENDS_TURN``: the next seat), with :class:`VenomDue` above it when the seat
has Venom tokens (AN-ABIL-VENOM). The card used goes through :func:`use_card` (its Venom
and Constriction tokens go; a Multiplier token makes the action start again,
AN-ABIL-MULTIPLIER). A break reached during the turn is queued
above :class:`TurnEnd` with :func:`~tutor.core.steps.after_turn` (AN-BREAK-TRIGGER):
:class:`Break` asks every seat over its hand limit at once (:class:`LimitDiscard`,
AN-BREAK-1), then :class:`BreakEnd` does AN-BREAK-2..6.

The Cards action (AN-CARDS): :class:`CardsDraw` asks draw after draw (deck, or display
folders in reputation range on side II), or a snap instead (AN-CARDS-SNAP); then
:class:`CardsDiscard` asks the compulsory discard (AN-CARDS-TABLE). The other actions are
their concerns' (:mod:`.movesets`).

Chance comes only from :func:`tutor.core.chance.stream`: the n-th reshuffle of the
discard pile from ``stream("an", seed, "reshuffle", n)`` (AN-DECK-EMPTY).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from tutor.core import Ask, AskKind, Msg, Reason, seat_name
from tutor.core.chance import stream
from tutor.core.hooks import Hook
from tutor.core.steps import (SEAT, SEATS, Simultaneous, Step, StepNotation, after_turn, answer,
                              count, everyone, pop, push, word)
from tutor.core.verdict import EventLog

from .cards import CONTINENTS, universities
from .events import Event, fire
from .gains import take_bonus
from .later import Later, said
from .messages import turn as _messages  # noqa: F401  (registers an.turn.*)
from .placement import KioskIncome, building_msg, kiosk_income
from .rulebook import R
from .state import DISPLAY_SIZE, ActionCard, State, Workers, next_seat
from .strength import Action, Side, action_name, cards_row, slide
from .tracks import (APPEAL_MAX, advance_break, break_income,
                     folders_in_range, gain_x_tokens, hand_limit)
from .zoo_map import focus, text, zoo_map

NOTATION = StepNotation()
#: What :mod:`.end`, above this module, provides (AN-END-TRIGGER, AN-END-LAST, AN-SOLO):
#: ``TURN_OVER(state, seat, log)`` the end checked once a seat's turn is over, before a
#: break it queued; ``BREAK_OVER(state, seat, log)`` the end checked after a break's
#: income (and the solo tile's token); ``NEXT_TURN(state, seat, log)`` what follows a
#: turn: the next seat's turn (:func:`pass_turn`), a solo break, or the final scoring.
TURN_OVER = Hook("the end of an Ark Nova game checked at the end of a turn")
BREAK_OVER = Hook("the end of an Ark Nova game checked after a break")
NEXT_TURN = Hook("what follows an Ark Nova turn")
#: What :mod:`.tokens` provides (AN-ABIL-MULTIPLIER): ``MULTIPLY(state, seat, action,
#: constricted, log)`` the action of a card that carried a Multiplier token started again
#: once its first time is over (a step pushed now, above the card's slide).
MULTIPLY = Hook("the second time of an Ark Nova action with a Multiplier token")
#: AN-ABIL-VENOM: the money paid at the end of a turn with Venom left on the cards.
VENOM_MONEY = 2
SIDES = ("1", "2")
ACTIONS = tuple(a.value for a in Action)


@dataclass(frozen=True)
class CardDiscarded:
    """A card gone from ``seat``'s hand to the discard pile (AN-CARDS-TABLE, AN-BREAK-1)."""

    seat: int
    card: int


@dataclass(frozen=True)
class TokensOff:
    """AN-BREAK-2: the Action cards that carried tokens, as ``(seat, action)``."""

    cards: tuple[tuple[int, Action], ...]


@dataclass(frozen=True)
class WorkersBack:
    """AN-BREAK-3: the association workers back, as ``(seat, task)``, one per worker."""

    placed: tuple[tuple[int, object], ...]


@dataclass(frozen=True)
class FoldersGone:
    """AN-BREAK-4: the cards of folders 1 and 2 discarded."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class DisplayRefilled:
    """AN-DISPLAY-REFILL: the folders (1–6) filled from the deck after the slide."""

    folders: tuple[int, ...]


@dataclass(frozen=True)
class Income:
    """AN-BREAK-5: ``seat``'s income: ``by_appeal`` (AN-APPEAL-TABLE: its ``appeal`` and
    ``money``), each kiosk's (:class:`.placement.KioskIncome`: the distinct buildings next
    to it that pay, and those that do not) and the ``money`` of both."""

    seat: int
    by_appeal: object
    kiosks: tuple[KioskIncome, ...]

    @property
    def money(self) -> int:
        return self.by_appeal.money + sum(k.money for k in self.kiosks)

    @property
    def hexes(self) -> tuple:
        """Every kiosk and the hexes of the buildings that pay it."""
        return tuple(dict.fromkeys(h for k in self.kiosks for h in k.hexes))


def player(seat: int) -> Msg:
    return seat_name(seat)


@dataclass(frozen=True)
class AtOnce(Simultaneous):
    """The core's :class:`~tutor.core.steps.Simultaneous` step whose asks keep their words
    unread until shown (issue 35): each seat's ask is made simultaneous as it is made
    (:meth:`ask_seat` gives ``kind=AskKind.SIMULTANEOUS``), not copied with that kind
    afterwards, which would read its words."""

    def asks(self, state: State) -> tuple[Ask, ...]:
        return tuple(self.ask_seat(state, seat) for seat in self.waiting)


# ---------------------------------------------------------------- the deck

def draw_from_deck(state: State, log: EventLog | None) -> tuple[State, int | None]:
    """The top card of the deck, the discard pile shuffled into a new deck first when the
    deck is empty (AN-DECK-EMPTY, the fact sheet's [OPEN] default); ``None`` when both are
    empty (nothing is drawn)."""
    if not state.deck:
        if not state.discard:
            return state, None
        deck = list(state.discard)
        stream("an", state.seed, "reshuffle", state.shuffles).shuffle(deck)
        state = state.replace(deck=tuple(deck), discard=(), shuffles=state.shuffles + 1)
        if log is not None:
            log.add(state, R.DECK_EMPTY, said("an.turn.ev.reshuffle", n=len(deck)))
    return state.replace(deck=state.deck[1:]), state.deck[0]


def can_draw_deck(state: State) -> bool:
    """A card can come from the deck, or from the discard pile reshuffled (AN-DECK-EMPTY)."""
    return bool(state.deck or state.discard)


def refill_display(state: State, log: EventLog | None) -> State:
    """AN-DISPLAY-REFILL: the cards left slide toward folder 1 in order, then the empty
    folders are filled from the deck (reshuffled when empty, AN-DECK-EMPTY; a folder stays
    empty when no card is left anywhere)."""
    kept = [c for c in state.display if c is not None]
    state = state.replace(display=tuple(kept) + (None,) * (DISPLAY_SIZE - len(kept)))
    filled = 0
    start = len(kept)
    while len(kept) < DISPLAY_SIZE:
        state, card = draw_from_deck(state, log)
        if card is None:
            break
        kept.append(card)
        filled += 1
    state = state.replace(display=tuple(kept) + (None,) * (DISPLAY_SIZE - len(kept)))
    if filled and log is not None:
        log.add(state, R.DISPLAY_REFILL, said("an.turn.ev.refill", n=filled),
                data=DisplayRefilled(tuple(range(start + 1, start + filled + 1))))
    return state


def gain_money(state: State, seat: int, n: int) -> State:
    return state.change_zoo(seat, money=state.zoo(seat).money + n)


def advance_break_token(state: State, seat: int, steps: int, log: EventLog, rule: R) -> State:
    """The Break token moves ``steps`` (AN-BREAK-TRIGGER): on reaching the last space the
    break is queued for the end of the turn and ``seat`` gains 1 X-token (at most 5,
    AN-ACT-X); the steps beyond are lost. Solo has no Break token (AN-SOLO)."""
    if state.players == 1:
        log.add(state, R.SOLO, said("an.turn.ev.solo_break", steps=steps))
        return state
    moved = advance_break(state.break_pos, steps, state.players)
    state = state.replace(break_pos=moved.after)
    log.add(state, rule, lambda m: m.msg, (moved,))
    if moved.triggered:
        gain = gain_x_tokens(state.zoo(seat).x_tokens, 1)
        state = state.change_zoo(seat, x_tokens=gain.after)
        log.add(state, R.BREAK_TRIGGER, said("an.turn.ev.break_queued", who=Later(player, seat), x=gain.after))
        state = after_turn(state, Break(seat))
    return state


# ---------------------------------------------------------------- setup

@NOTATION.kind("keep", waiting=SEATS)
@dataclass(frozen=True)
class KeepHand(AtOnce):
    """AN-SETUP-HAND: every seat keeps 4 of its 8 cards, all at once (each seat's hand is
    its own; the display is revealed once every hand is chosen, AN-SETUP-BOARD)."""

    def ask_seat(self, state: State, seat: int) -> Ask:
        return Ask.later(seat, "keep", str(R.SETUP_HAND),
                         said("an.turn.ask.keep", who=Later(player, seat),
                              n=len(state.zoo(seat).hand)), kind=AskKind.SIMULTANEOUS)


# ---------------------------------------------------------------- the turn

@NOTATION.kind("turn", seat=SEAT)
@dataclass(frozen=True)
class Turn(Step):
    """AN-ACT-TURN: the seat chooses an Action card (with X-tokens to spend, AN-ACT-X) or
    the X-token action (AN-ACT-XACTION)."""

    seat: int
    OF_TURN: ClassVar[bool] = True

    def waits(self, state: State) -> bool:
        return True

    def asks(self, state: State) -> tuple[Ask, ...]:
        return (Ask.later(self.seat, "turn", str(R.ACT_TURN), said("an.turn.ask.turn", who=Later(player, self.seat))),)


@NOTATION.kind("slide", seat=SEAT, action=word(*ACTIONS))
@dataclass(frozen=True)
class Slide(Step):
    """AN-ACT-SLIDE, after the action: the used card to slot 1, the cards to its left one
    slot right."""

    seat: int
    OF_TURN: ClassVar[bool] = True
    action: str

    def resolve(self, state: State, log: EventLog) -> State:
        zoo = state.zoo(self.seat)
        moved = slide(zoo.actions, Action(self.action))
        state = state.change_zoo(self.seat, row=zoo.row_in(moved.after))
        log.add(state, R.ACT_SLIDE, lambda m: m.msg, (moved,))
        return state


@NOTATION.kind("refill")
@dataclass(frozen=True)
class Refill(Step):
    """AN-DISPLAY-REFILL at the end of the turn, before a break queued by it."""

    def resolve(self, state: State, log: EventLog) -> State:
        return refill_display(state, log)


@NOTATION.kind("end", seat=SEAT)
@dataclass(frozen=True)
class TurnEnd(Step):
    """The end of the seat's turn (``ENDS_TURN``): the next seat's turn (AN-SETUP-START,
    clockwise; after a break the player after the trigger player, AN-BREAK-6, who is the
    seat on its turn)."""

    seat: int
    OF_TURN: ClassVar[bool] = True
    ENDS_TURN: ClassVar[bool] = True

    def resolve(self, state: State, log: EventLog) -> State:
        return NEXT_TURN(state, self.seat, log)


def turn_end(state: State, seat: int) -> tuple[Step, ...]:
    """The steps that end the seat's turn: :class:`VenomDue` when a Venom token lies on
    its Action cards as the turn starts (AN-ABIL-VENOM), then :class:`TurnEnd`."""
    venom = any(c.venom for c in state.zoo(seat).row)
    return ((VenomDue(seat),) if venom else ()) + (TurnEnd(seat),)


@NOTATION.kind("venom", seat=SEAT)
@dataclass(frozen=True)
class VenomDue(Step):
    """AN-ABIL-VENOM at the end of the seat's turn (before a break the turn queued, which
    comes right above :class:`TurnEnd`): with a Venom token still on its Action cards the
    seat pays 2 money, as far as it can; one payment however many tokens (the fact sheet
    and BGA: "pay 2 money"). The step leaves the stack when the seat uses a card carrying
    a Venom token that turn (:func:`use_card`): then nothing is paid."""

    seat: int
    OF_TURN: ClassVar[bool] = True

    def resolve(self, state: State, log: EventLog) -> State:
        zoo = state.zoo(self.seat)
        tokens = sum(c.venom for c in zoo.row)
        if not tokens:
            return state
        paid = min(VENOM_MONEY, zoo.money)
        state = state.change_zoo(self.seat, money=zoo.money - paid)
        log.add(state, R.ABIL_VENOM, said("an.turn.ev.venom_paid", who=Later(player, self.seat), paid=paid, due=VENOM_MONEY, before=zoo.money, after=zoo.money - paid, n=tokens))
        return state


def use_card(state: State, seat: int, action: Action, log: EventLog | None, *,
             performed: bool = True) -> State:
    """The seat's Action card ``action`` used: for its action (``performed``: the card
    chosen for the turn, or one an ability performs), or put back by the X-token action
    (``performed`` False). Its strength was read before (AN-ABIL-CONSTRICTION's -2).

    * AN-ABIL-VENOM: its Venom tokens go; when it carried one the seat pays nothing for
      Venom this turn (its :class:`VenomDue` leaves the stack);
    * AN-ABIL-CONSTRICTION: its Constriction tokens go;
    * AN-ABIL-MULTIPLIER (``performed`` only): one Multiplier token goes and the action
      starts again once its first time is over (:data:`MULTIPLY`); a token put on the card
      during this action stays for the next use.

    The X-token action removing Venom and Constriction follows BGA (our reading: the card
    is "used" when it is moved to slot 1)."""
    card = state.zoo(seat).card(action)
    if not (card.venom or card.constriction or (performed and card.multiplier)):
        return state
    multiplied = performed and card.multiplier > 0
    new = replace(card, venom=0, constriction=0,
                  multiplier=card.multiplier - 1 if multiplied else card.multiplier)
    zoo = state.zoo(seat)
    state = state.change_zoo(seat, row=tuple(new if c.action is action else c for c in zoo.row))
    name = Later(action_name, action)
    if card.venom:
        stack = state.stack
        at = next((i for i, s in enumerate(stack) if isinstance(s, VenomDue) and s.seat == seat), None)
        if at is not None:
            state = state.replace(stack=stack[:at] + stack[at + 1:])
        if log is not None:
            log.add(state, R.ABIL_VENOM, said("an.turn.ev.venom_used", who=Later(player, seat), action=name, n=card.venom))
    if card.constriction and log is not None:
        log.add(state, R.ABIL_CONSTRICTION, said("an.turn.ev.constriction_used", who=Later(player, seat), action=name, n=card.constriction))
    if multiplied:
        state = MULTIPLY(state, seat, action, card.constriction > 0, log)
    return state


def pass_turn(state: State, seat: int, log: EventLog) -> State:
    """The next seat's turn, clockwise after ``seat`` (AN-SETUP-START)."""
    nxt = next_seat(state, seat)
    state = state.replace(turn=nxt)
    log.add(state, R.ACT_TURN, said("an.turn.ev.next", who=Later(player, nxt)))
    return push(state, Turn(nxt))


# ---------------------------------------------------------------- the Cards action

@NOTATION.kind("draw", seat=SEAT, side=word(*SIDES), row=count(1, 5), drawn=count(0, 3))
@dataclass(frozen=True)
class CardsDraw(Step):
    """AN-CARDS, after the Break token's +2: draw up to the row's number of cards, one by
    one (AN-CARDS-DRAW: from the deck; side II also from the display folders within
    reputation range, AN-CARDS-REPRANGE), or where the row allows it, before any draw, snap
    1 display card of any folder instead (AN-CARDS-SNAP). ``row`` is the strength row
    (AN-CARDS-S1..S5), ``drawn`` the cards drawn so far."""

    seat: int
    OF_TURN: ClassVar[bool] = True
    side: str
    row: int
    drawn: int

    @property
    def table(self):
        return cards_row(Side(int(self.side)), self.row)

    @property
    def left(self) -> int:
        return self.table.draw - self.drawn

    def sources(self, state: State) -> tuple[int, ...]:
        """Where a card may be drawn from now: 0 the deck, else a display folder."""
        if self.left <= 0:
            return ()
        out = (0,) if can_draw_deck(state) else ()
        if self.side == "2":
            rep = state.zoo(self.seat).reputation
            out += tuple(f for f in folders_in_range(rep) if state.display[f - 1] is not None)
        return out

    def snaps(self, state: State) -> tuple[int, ...]:
        """The folders a snap may take from now (none once a card is drawn)."""
        if not self.table.snap or self.drawn:
            return ()
        return tuple(f for f in range(1, DISPLAY_SIZE + 1) if state.display[f - 1] is not None)

    def waits(self, state: State) -> bool:
        return bool(self.sources(state) or self.snaps(state))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "draw", str(self.table.rule), said("an.turn.ask.draw", who=Later(player, self.seat), left=self.left, drawn=self.drawn)),)

    def resolve(self, state: State, log: EventLog) -> State:
        """Nothing more to draw: the compulsory discard of the row follows (AN-CARDS-TABLE)."""
        return push(state, CardsDiscard(self.seat, self.table.discard)) \
            if self.table.discard else state


@NOTATION.kind("discard", seat=SEAT, n=count(1, 1))
@dataclass(frozen=True)
class CardsDiscard(Step):
    """AN-CARDS-TABLE: the printed discard is compulsory, any hand card, one just drawn
    too (AN-CARDS-DRAW); with an empty hand nothing is discarded."""

    seat: int
    OF_TURN: ClassVar[bool] = True
    n: int

    def waits(self, state: State) -> bool:
        return bool(state.zoo(self.seat).hand)

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "discard", str(R.CARDS_TABLE), said("an.turn.ask.discard", who=Later(player, self.seat), n=self.n)),)

    DISCARD_RULE: ClassVar[R] = R.CARDS_TABLE

    def discard_reasons(self, state: State, seat: int) -> list[Reason]:
        """What a discard here is checked against beyond the card being in the hand."""
        return []

    def discarded(self, state: State, seat: int) -> State:
        """The stack once the seat has discarded one card: the next compulsory one, or
        the action goes on."""
        return pop(state) if self.n == 1 else push(pop(state), CardsDiscard(self.seat, self.n - 1))


# ---------------------------------------------------------------- the break

@NOTATION.kind("break", seat=SEAT)
@dataclass(frozen=True)
class Break(Step):
    """AN-BREAK-TRIGGER: the break, queued by ``seat``'s turn. AN-BREAK-1 first: every seat
    over its hand limit discards down, all at once; then :class:`BreakEnd`."""

    seat: int
    BREAK: ClassVar[bool] = True

    def resolve(self, state: State, log: EventLog) -> State:
        state = TURN_OVER(state, state.turn, log)
        log.add(state, R.BREAK_TRIGGER, said("an.turn.ev.break", who=Later(player, self.seat)))
        over = tuple(s for s in range(state.players) if over_limit(state, s))
        state = push(state, BreakEnd(self.seat))
        return push(state, everyone(LimitDiscard, over)) if over else state


def limit_of(state: State, seat: int):
    """AN-BREAK-1: the seat's hand limit, 3, or 5 with the university that raises it."""
    zoo = state.zoo(seat)
    return hand_limit(len(zoo.hand), university="reputation_hand" in zoo.universities)


def over_limit(state: State, seat: int) -> bool:
    return limit_of(state, seat).discard > 0


@NOTATION.kind("limit", waiting=SEATS)
@dataclass(frozen=True)
class LimitDiscard(AtOnce):
    """AN-BREAK-1: every seat over its hand limit discards, one card at a time, all seats
    at once; a seat is done when its hand is down to the limit."""

    def ask_seat(self, state: State, seat: int) -> Ask:
        limit = limit_of(state, seat)
        return Ask.later(seat, "limit", str(R.BREAK_1),
                         said("an.turn.ask.limit", who=Later(player, seat), hand=limit.hand,
                              limit=limit.limit), kind=AskKind.SIMULTANEOUS)

    DISCARD_RULE: ClassVar[R] = R.BREAK_1

    def discard_reasons(self, state: State, seat: int) -> list[Reason]:
        """AN-BREAK-1: the seat's hand against its limit."""
        limit = limit_of(state, seat)
        return [Reason.later(R.BREAK_1, True,
                             said("an.turn.limit", hand=limit.hand, limit=limit.limit))]

    def discarded(self, state: State, seat: int) -> State:
        """The seat discards until its hand is down to its limit, then is done."""
        return state if over_limit(state, seat) else answer(state, seat)


@NOTATION.kind("income", seat=SEAT)
@dataclass(frozen=True)
class BreakEnd(Step):
    """AN-BREAK-2..6, in order: the tokens off the Action cards (AN-BREAK-2,
    AN-BREAK-MULT); the workers back and active, the association board's offer refilled
    (AN-BREAK-3, AN-ASSOC-OFFER); folders 1 and 2 discarded, the display slid and refilled
    (AN-BREAK-4); income, from the trigger player clockwise (AN-BREAK-5, AN-BREAK-ORDER);
    the Break token back to its start (AN-BREAK-6)."""

    seat: int
    BREAK: ClassVar[bool] = True

    def resolve(self, state: State, log: EventLog) -> State:
        rows = tuple(c for z in state.zoos for c in z.row)
        marked = tuple((s, c.action) for s, z in enumerate(state.zoos) for c in z.row
                       if c.venom or c.constriction or c.multiplier)
        placed = tuple((s, t) for s, z in enumerate(state.zoos) for t in z.workers.placed)
        venom, constriction, multiplier = (sum(getattr(c, t) for c in rows)
                                           for t in ("venom", "constriction", "multiplier"))
        zoos = tuple(replace(z, row=tuple(ActionCard(c.action, c.side) for c in z.row),
                             workers=Workers(z.workers.active + len(z.workers.placed),
                                             z.workers.lying))
                     for z in state.zoos)
        state = state.replace(zoos=zoos)
        log.add(state, R.BREAK_2, said("an.turn.ev.tokens", venom=venom, constriction=constriction),
                data=TokensOff(marked))
        if multiplier:
            log.add(state, R.BREAK_MULT, said("an.turn.ev.tokens_mult", n=multiplier),
                    data=TokensOff(marked))
        log.add(state, R.BREAK_3, said("an.turn.ev.workers", n=len(placed)),
                data=WorkersBack(placed))
        state = _refill_offer(state, log)
        gone = tuple(c for c in state.display[:2] if c is not None)
        state = state.replace(display=(None, None) + state.display[2:],
                              discard=state.discard + gone)
        log.add(state, R.BREAK_4, said("an.turn.ev.folders", n=len(gone)),
                data=FoldersGone(gone))
        state = refill_display(state, log)
        for k in range(state.players):
            state = _income(state, (self.seat + k) % state.players, log)
        state = state.replace(break_pos=0)
        log.add(state, R.BREAK_6, said("an.turn.ev.break_reset"))
        return BREAK_OVER(state, self.seat, log)


def _refill_offer(state: State, log: EventLog) -> State:
    """AN-BREAK-3 / AN-ASSOC-OFFER: one tile of each continent and kind again, except one
    every player already owns."""
    zoos = tuple(c for c in _CONTINENTS
                 if not all(c in z.partner_zoos for z in state.zoos))
    unis = tuple(u for u in _UNIVERSITIES
                 if not all(u in z.universities for z in state.zoos))
    state = state.replace(offer_zoos=zoos, offer_unis=unis)
    log.add(state, R.ASSOC_OFFER, said("an.turn.ev.offer", zoos=len(zoos), unis=len(unis)))
    return state


def _income(state: State, seat: int, log: EventLog) -> State:
    """AN-BREAK-5: (a) money by appeal (AN-APPEAL-TABLE); (b) each kiosk 1 money per
    paying neighbour (:func:`.placement.kiosk_income`: each distinct building next to it
    counted once), every kiosk named with the buildings it counts (:func:`income_msg`);
    (c) every purple slot uncovered on the left panel pays its bonus again through
    :func:`.gains.take_bonus` (AN-MAP-PANEL: money and conservation as gains, the snap and
    the free enclosure by their handlers)."""
    zoo = state.zoo(seat)
    occupied = {anchor for anchor, _ in zoo.housed}
    kiosks = tuple(kiosk_income(zoo.buildings, b, tuple(x for x in zoo.buildings
                                                         if x.anchor in occupied))
                   for b in zoo.buildings if b.kind.name == "kiosk")
    fact = Income(seat, break_income(zoo.appeal), kiosks)
    state = state.change_zoo(seat, money=zoo.money + fact.money)
    log.add(state, R.BREAK_5, income_msg, (fact,), focus=focus(fact.hexes), data=fact)
    for slot in zoo_map(state.map_id).panel:
        if slot.purple and not zoo.panel[slot.index]:
            state = take_bonus(state, seat, slot.bonus, log, R.MAP_PANEL)
    return fire(state, Event("income", seat), log)


def kiosk_msg(k: KioskIncome) -> Msg:
    """"kiosk at (0,7): 2 — size-2 enclosure at (1,8), pavilion at (0,5)" (AN-BREAK-5 b):
    the kiosk, its money and the distinct buildings that pay it; with none, the buildings
    next to it that do not count (an empty standard enclosure, another kiosk)."""
    at = text(k.kiosk.anchor)
    if k.paying:
        return Msg("an.turn.ev.kiosk", hex=at, n=k.money,
                   paying=[building_msg(b) for b in k.paying])
    if k.idle:
        return Msg("an.turn.ev.kiosk_idle", hex=at, idle=[building_msg(b) for b in k.idle])
    return Msg("an.turn.ev.kiosk_alone", hex=at)


def income_msg(fact: Income) -> Msg:
    """The words of a seat's income (AN-BREAK-5): the appeal's money, then each kiosk's
    (:func:`kiosk_msg`, "; " between two kiosks), then the sum."""
    by_appeal = fact.by_appeal
    if not fact.kiosks:
        return Msg("an.turn.ev.income_no_kiosk", who=player(fact.seat),
                   appeal=by_appeal.appeal, by_appeal=by_appeal.money, money=fact.money)
    each = kiosk_msg(fact.kiosks[-1])
    for k in reversed(fact.kiosks[:-1]):
        each = Msg("an.turn.ev.kiosk_then", first=kiosk_msg(k), rest=each)
    return Msg("an.turn.ev.income", who=player(fact.seat), appeal=by_appeal.appeal,
               by_appeal=by_appeal.money, kiosks=sum(k.money for k in fact.kiosks),
               each=each, money=fact.money)


_CONTINENTS = CONTINENTS
_UNIVERSITIES = tuple(u.id for u in universities())

__all__ = ["APPEAL_MAX", "NOTATION", "Break", "BreakEnd", "CardsDiscard", "CardsDraw",
           "KeepHand", "LimitDiscard", "MULTIPLY", "Refill", "SIDES", "Slide", "Turn",
           "TurnEnd", "VENOM_MONEY", "VenomDue", "turn_end", "use_card",
           "advance_break_token", "can_draw_deck", "draw_from_deck", "limit_of", "over_limit",
           "gain_money", "pass_turn", "refill_display", "BREAK_OVER", "NEXT_TURN", "TURN_OVER",
           "CardDiscarded", "DisplayRefilled", "FoldersGone", "Income", "TokensOff",
           "WorkersBack", "income_msg", "kiosk_msg"]
