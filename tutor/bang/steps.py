"""The pending steps of a BANG! turn (:mod:`tutor.core.steps`), each with when it asks,
what it asks and how it resolves: the start of a turn (Dynamite, then Jail:
BANG-TURN-START), the draw (BANG-TURN-DRAW and the characters' ways), the answers out of
turn (a shot: BANG-MISSED, BANG-BARREL; BANG-INDIANS, BANG-DUEL, BANG-GENERALSTORE), hits
(BANG-DAMAGE), the Beer check (BANG-SAVE), elimination with its reward and penalty
(BANG-ELIM, BANG-REWARD-OUTLAW, BANG-PENALTY-DEPUTY), the win check at each death
(BANG-ELIM-CHECK) and the discard down to the hand limit (BANG-TURN-DISCARD).

``state.stack`` holds them top first. A decision step asks one seat (:meth:`BangStep.ask`:
the open ask as plain facts, its message not built); the others resolve on their own
(:meth:`~tutor.core.steps.Step.resolve`). Each kind is registered once in
:data:`NOTATION` with its text tag and fields (``shot:3:1:1:0:0:0``).

Chance comes only from :func:`tutor.core.chance.stream`: the n-th reshuffle of the discard
pile from ``stream("bang", seed, "reshuffle", n)``, the n-th random card taken from a hand
from ``stream("bang", seed, "pick", n)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

from tutor.core import Ask, AskKind, Msg, Seat
from tutor.core.chance import stream
from tutor.core.steps import (FLAG, SEAT, SEAT_OR_NONE, SEATS, Step, StepNotation, count,
                              pop, push, word, words)
from tutor.core.steps import advance as advance_steps
from tutor.core.verdict import EventLog

from .data import CHARACTERS, DECK, DYNAMITE_DAMAGE, explodes, is_heart, kind
from .facts import Cancelled, Drawn, Eliminated, Final, Hit, Penalty, Reward
from .rulebook import CHAR_RULE, R
from .said import Who, built, card_said, char_msg, event, face_said, focus_cards, said

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

#: A pending step's counts: the Missed! still needed against a shot (2 against Slab the
#: Killer, BANG-CHAR-SLAB) and the life a hit takes (3 for Dynamite, BANG-DYNAMITE).
MAX_COUNT = DYNAMITE_DAMAGE


class Phase(Enum):
    SETUP = "setup"          # characters being chosen
    PLAY = "play"            # the seat on its turn plays cards (BANG-TURN-PLAY)
    DRAW = "draw"            # a choice of the draw phase (Jesse, Pedro, Kit)
    RESPOND = "respond"      # a seat answers out of turn, or a General Store pick
    DISCARD = "discard"      # down to the hand limit (BANG-TURN-DISCARD)
    OVER = "over"


#: The open ask as plain facts: ``(seat, step, rule, kind, data, what it says)``.
Facts = tuple[int, str, Any, AskKind, Any, Any]

# ---------------------------------------------------------------- the kinds of step

NOTATION = StepNotation()
CARDS = words(frozenset(DECK), Msg("bang.step.card"))
COUNT = count(0, MAX_COUNT)


class BangStep(Step):
    """A BANG! step: by default automatic (it never asks, and popped it just goes)."""

    __slots__ = ()

    #: The phase a position is in while this step is on top.
    PHASE: ClassVar[Phase] = Phase.RESPOND
    #: The rule that makes this step one of the turn's, its seat's (None: not one).
    TURN_RULE: ClassVar[Any] = None

    @property
    def asker(self) -> int:
        """The seat this step asks (or is about)."""
        return self.seat                                      # type: ignore[attr-defined]

    @property
    def held(self) -> tuple[str, ...]:
        """The cards this step holds (BANG-COMP-DECK: they are in no pile or hand)."""
        return ()

    def waits(self, state: State) -> bool:
        return False

    def ask(self, state: State) -> Facts:
        """The open ask of this step on top, as plain facts (a decision step's)."""
        raise AssertionError(f"no ask for {self!r}")

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        seat, step, rule, ask_kind, data, message = self.ask(state)
        return (Ask(seat, step, str(rule), built(message), ask_kind, data),)


@NOTATION.kind("choose", seat=SEAT, offer=words(frozenset(CHARACTERS), Msg("bang.step.character"),
                                                n=2))
@dataclass(frozen=True)
class Choose(BangStep):
    """BANG-SETUP-CHAR: ``seat`` chooses one of ``offer`` (two characters)."""
    seat: int
    offer: tuple[str, ...]
    PHASE = Phase.SETUP

    def waits(self, state: State) -> bool:
        return True

    def ask(self, state: State) -> Facts:
        return self.seat, "choose", R.SETUP_CHAR, AskKind.TURN, None, said(
            "bang.ask.choose", who=Who(self.seat), a=char_msg(self.offer[0]),
            b=char_msg(self.offer[1]))


@NOTATION.kind("deal")
@dataclass(frozen=True)
class Deal(BangStep):
    """BANG-SETUP-LIFE, BANG-SETUP-HAND once every character is known."""

    def resolve(self, state: State, log: EventLog) -> State:
        return _deal(state, log)


@NOTATION.kind("next")
@dataclass(frozen=True)
class Next(BangStep):
    """The turn passes to the next living player (BANG-SETUP-START: clockwise)."""
    ENDS_TURN = True

    def resolve(self, state: State, log: EventLog) -> State:
        return _begin(state, _next_living(state, state.turn), log)


@dataclass(frozen=True)
class TurnStep(BangStep):
    """A step of ``seat``'s turn that resolves by itself (the start of the turn: a draw!
    for a card in front of him, BANG-TURN-START; or the draw, BANG-TURN-DRAW)."""
    seat: int
    TURN_RULE = R.TURN_START


@NOTATION.kind("dynamite", seat=SEAT)
@dataclass(frozen=True)
class DynCheck(TurnStep):
    """BANG-TURN-START: ``seat`` draws! for the Dynamite in front of him."""

    def resolve(self, state: State, log: EventLog) -> State:
        return _dynamite(state, self.seat, log)


@NOTATION.kind("jail", seat=SEAT)
@dataclass(frozen=True)
class JailCheck(TurnStep):
    """BANG-TURN-START: ``seat`` draws! for the Jail in front of him."""

    def resolve(self, state: State, log: EventLog) -> State:
        return _jail(state, self.seat, log)


@NOTATION.kind("draw", seat=SEAT)
@dataclass(frozen=True)
class DrawPhase(TurnStep):
    """BANG-TURN-DRAW for ``seat``: two cards, or the character's way."""
    TURN_RULE = R.TURN_DRAW

    def resolve(self, state: State, log: EventLog) -> State:
        return _draw_phase(state, self.seat, log)


@NOTATION.kind("drawchoice", seat=SEAT, who=word("jesse", "pedro"))
@dataclass(frozen=True)
class DrawChoice(BangStep):
    """Jesse Jones or Pedro Ramirez chooses where his first card comes from."""
    seat: int
    who: str            # "jesse" or "pedro"
    PHASE = Phase.DRAW
    TURN_RULE = R.TURN_DRAW

    def waits(self, state: State) -> bool:
        return True

    def ask(self, state: State) -> Facts:
        return self.seat, "drawfrom", CHAR_RULE[self.who], AskKind.TURN, None, said(
            f"bang.ask.{self.who}", who=Who(self.seat))


@NOTATION.kind("kit", seat=SEAT, cards=CARDS)
@dataclass(frozen=True)
class KitPick(BangStep):
    """BANG-CHAR-KIT: ``seat`` saw ``cards`` (the deck's top 3) and puts one back."""
    seat: int
    cards: tuple[str, ...]
    PHASE = Phase.DRAW
    TURN_RULE = R.TURN_DRAW

    @property
    def held(self) -> tuple[str, ...]:
        return self.cards

    def waits(self, state: State) -> bool:
        return True

    def ask(self, state: State) -> Facts:
        return self.seat, "kit", R.CHAR_KIT, AskKind.TURN, None, said("bang.ask.kit",
                                                                      who=Who(self.seat))


@dataclass(frozen=True)
class Attack(BangStep):
    """A card played at ``target`` by ``source`` that ``target`` answers (a shot,
    Indians!), or he takes the hit (BANG-DAMAGE)."""
    target: int
    source: int

    @property
    def asker(self) -> int:
        return self.target

    def waits(self, state: State) -> bool:
        return state.seats[self.target].alive

    def take(self, state: State, log: EventLog) -> State:
        return push(state, Damage(self.target, 1, self.source))


@NOTATION.kind("shot", target=SEAT, source=SEAT, needed=COUNT, barrel=FLAG, ability=FLAG,
               gatling=FLAG)
@dataclass(frozen=True)
class Shot(Attack):
    """A BANG! (or one Gatling hit) at ``target`` by ``source``: ``needed`` Missed! still
    cancel it (2 against Slab the Killer's BANG! cards); ``barrel`` / ``ability``: the
    Barrel and Jourdonnais' draw! already tried for this shot."""
    needed: int
    barrel: bool
    ability: bool
    gatling: bool

    def ask(self, state: State) -> Facts:
        target = state.seats[self.target]
        draws = (not self.barrel and target.has("BA") is not None) or \
            (not self.ability and target.character == "jourdonnais")
        return self.target, "shot", R.GATLING if self.gatling else R.BANG, AskKind.RESPONSE, \
            self, said("bang.ask.shot" if draws else "bang.ask.shot_no_barrel",
                       who=Who(self.target), by=Who(self.source), n=self.needed)

    def respond(self, state: State, card: str, log: EventLog) -> State:
        """A Missed! (Calamity Janet: a BANG! too) cancels one of the Missed! needed."""
        top = Shot(self.target, self.source, self.needed - 1, self.barrel, self.ability,
                   self.gatling)
        state = push(pop(state), top)
        rule = R.CHAR_CALAMITY if kind(card) == "BG" else R.MISSED
        return cancel(state, top, card, rule, log)


@NOTATION.kind("indians", target=SEAT, source=SEAT)
@dataclass(frozen=True)
class Indians(Attack):
    """BANG-INDIANS: ``target`` discards a BANG! or loses 1 life (``source`` played it)."""

    def ask(self, state: State) -> Facts:
        return self.target, "indians", R.INDIANS, AskKind.RESPONSE, self, said(
            "bang.ask.indians", who=Who(self.target))

    def respond(self, state: State, card: str, log: EventLog) -> State:
        state = pop(state)
        note(log, state, R.INDIANS, "bang.ev.indians_ok", (Seat(self.target),) +
             focus_cards(card), who=Who(self.target), card=card_said(card))
        return state


@NOTATION.kind("duel", seat=SEAT, other=SEAT)
@dataclass(frozen=True)
class Duel(BangStep):
    """BANG-DUEL: ``seat`` must discard a BANG! or lose 1 life to ``other``."""
    seat: int
    other: int

    def waits(self, state: State) -> bool:
        return state.seats[self.seat].alive and state.seats[self.other].alive

    def ask(self, state: State) -> Facts:
        return self.seat, "duel", R.DUEL, AskKind.RESPONSE, self, said(
            "bang.ask.duel", who=Who(self.seat), other=Who(self.other))

    def take(self, state: State, log: EventLog) -> State:
        note(log, state, R.DUEL, "bang.ev.duel_lost", (Seat(self.seat), Seat(self.other)),
             who=Who(self.seat))
        return push(state, Damage(self.seat, 1, self.other))

    def respond(self, state: State, card: str, log: EventLog) -> State:
        state = push(pop(state), Duel(self.other, self.seat))
        note(log, state, R.DUEL, "bang.ev.duel_bang", (Seat(self.seat), Seat(self.other)) +
             focus_cards(card), who=Who(self.seat), card=card_said(card),
             other=Who(self.other))
        return state


@NOTATION.kind("store", seat=SEAT, cards=CARDS, rest=SEATS)
@dataclass(frozen=True)
class Store(BangStep):
    """BANG-GENERALSTORE: ``seat`` picks one of ``cards``; ``rest`` pick after, in order."""
    seat: int
    cards: tuple[str, ...]
    rest: tuple[int, ...]

    @property
    def held(self) -> tuple[str, ...]:
        return self.cards

    def waits(self, state: State) -> bool:
        return len(self.cards) > 1 and state.seats[self.seat].alive

    def ask(self, state: State) -> Facts:
        return self.seat, "store", R.GENERALSTORE, AskKind.RESPONSE, self, said(
            "bang.ask.store", who=Who(self.seat), n=len(self.cards))

    def resolve(self, state: State, log: EventLog) -> State:
        """The last card goes by itself; a dead picker is skipped."""
        if not self.cards:
            return state
        if state.seats[self.seat].alive:
            state = set_seat(state, self.seat, hand=state.seats[self.seat].hand + self.cards)
            note(log, state, R.GENERALSTORE, "bang.ev.store_last", (Seat(self.seat),) +
                 focus_cards(*self.cards), who=Who(self.seat), card=card_said(self.cards[0]))
            return state
        return self.pass_on(state, self.cards)

    def pass_on(self, state: State, cards: tuple[str, ...]) -> State:
        """The ``cards`` left go to the next living picker, or to the discard pile."""
        rest = [t for t in self.rest if state.seats[t].alive]
        if cards and rest:
            return push(state, Store(rest[0], cards, tuple(rest[1:])))
        return to_discard(state, *cards)


@NOTATION.kind("damage", seat=SEAT, amount=COUNT, killer=SEAT_OR_NONE)
@dataclass(frozen=True)
class Damage(BangStep):
    """BANG-DAMAGE: ``seat`` loses ``amount`` life; ``killer`` is responsible (``None``
    for Dynamite, BANG-NOKILLER)."""
    seat: int
    amount: int
    killer: int | None

    def resolve(self, state: State, log: EventLog) -> State:
        return _damage(state, self, log)


@NOTATION.kind("dying", seat=SEAT, killer=SEAT_OR_NONE)
@dataclass(frozen=True)
class Dying(BangStep):
    """BANG-SAVE: ``seat`` is at 0 life or less; Beer (or Sid Ketchum's ability) or out."""
    seat: int
    killer: int | None

    def waits(self, state: State) -> bool:
        s = state.seats[self.seat]
        return s.alive and s.life <= 0 and _can_save(state, self.seat)

    def ask(self, state: State) -> Facts:
        return self.seat, "dying", R.SAVE, AskKind.RESPONSE, self, said(
            "bang.ask.dying", who=Who(self.seat), life=state.seats[self.seat].life)

    def resolve(self, state: State, log: EventLog) -> State:
        s = state.seats[self.seat]
        if s.alive and s.life <= 0:
            if _beer_cannot_save(state, self.seat):
                note(log, state, R.BEER, "bang.ev.beer_two", (Seat(self.seat),),
                     who=Who(self.seat))
            return eliminate(state, self.seat, self.killer, log)
        return state

    def take(self, state: State, log: EventLog) -> State:
        return eliminate(state, self.seat, self.killer, log)

    def respond(self, state: State, card: str, log: EventLog) -> State:
        """A Beer: one life point back (still dying below 1: BANG-SAVE-MULTI)."""
        life = state.seats[self.seat].life + 1
        state = set_seat(state, self.seat, life=life)
        note(log, state, R.SAVE_MULTI if life <= 0 else R.SAVE, "bang.ev.beer_save",
             (Seat(self.seat),) + focus_cards(card), who=Who(self.seat), life=life)
        return state


@NOTATION.kind("discard", seat=SEAT)
@dataclass(frozen=True)
class DiscardDown(BangStep):
    """BANG-TURN-DISCARD: ``seat`` discards down to his hand limit."""
    seat: int
    PHASE = Phase.DISCARD
    TURN_RULE = R.TURN_DISCARD

    def waits(self, state: State) -> bool:
        s = state.seats[self.seat]
        return len(s.hand) > s.life

    def ask(self, state: State) -> Facts:
        s = state.seats[self.seat]
        return self.seat, "discard", R.TURN_DISCARD, AskKind.TURN, None, said(
            "bang.ask.discard", who=Who(self.seat), n=len(s.hand) - max(s.life, 0),
            life=s.life)

    def resolve(self, state: State, log: EventLog) -> State:
        return push(state, Next())


Frame = (Choose | Deal | Next | DynCheck | JailCheck | DrawPhase | DrawChoice | KitPick
         | Shot | Indians | Duel | Store | Damage | Dying | DiscardDown)


# ---------------------------------------------------------------- working the stack

def advance(state: State, log: EventLog) -> State:
    """Work the stack down until a seat must decide or the game is over."""
    return advance_steps(state, log, settle=_suzy)


def _suzy(state: State, log: EventLog) -> State | None:
    """BANG-CHAR-SUZY: an empty hand draws 1 at once (once the hands are dealt and while
    the game goes on)."""
    if state.winners or any(type(f) is Deal for f in state.stack):
        return None
    for i, s in enumerate(state.seats):
        if s.alive and s.character == "suzy" and not s.hand and (state.deck or state.discard):
            return draw(state, i, 1, log, R.CHAR_SUZY)
    return None


def _holds_beer(state: State, seat: int) -> bool:
    return any(kind(c) == "BR" for c in state.seats[seat].hand)


def _beer_cannot_save(state: State, seat: int) -> bool:
    """BANG-BEER, BANG-SAVE: the seat holds a Beer, but only two players are alive."""
    return not state.beer_heals() and _holds_beer(state, seat)


def _can_save(state: State, seat: int) -> bool:
    """BANG-SAVE: whether a seat at 0 life or less is asked to save itself: a Beer (not
    with two players left: BANG-BEER), or Sid Ketchum's two cards for a life point."""
    s = state.seats[seat]
    beer = state.beer_heals() and _holds_beer(state, seat)
    return beer or (s.character == "sid" and len(s.hand) >= 2)


# ---------------------------------------------------------------- small helpers

def set_seat(state: State, seat: int, **changes) -> State:
    seats = list(state.seats)
    seats[seat] = seats[seat].replace(**changes)
    return state.replace(seats=tuple(seats))


def note(log: EventLog, state: State, rule, key: str, focus=(), data=None, **params) -> None:
    """Log an event of ``rule`` after ``state``: its message ``Msg(key, **params)`` is
    built when first read (:mod:`.said`: seats as ``Who``, cards and words as ``Said``)."""
    log.append(event(rule, said(key, **params), tuple(focus), state, data))


def _next_living(state: State, seat: int) -> int:
    n = state.players
    for i in range(1, n + 1):
        s = (seat + i) % n
        if state.seats[s].alive:
            return s
    return seat


def order_from(state: State, seat: int) -> list[int]:
    """The living players clockwise from ``seat`` (itself first if alive)."""
    n = state.players
    return [(seat + i) % n for i in range(n) if state.seats[(seat + i) % n].alive]


def _reshuffle(state: State, log: EventLog) -> State:
    """BANG-DRAWCHECK: an empty deck is rebuilt by shuffling the discard pile."""
    pile = list(state.discard)
    stream("bang", state.seed, "reshuffle", state.shuffles).shuffle(pile)
    state = state.replace(deck=tuple(pile), discard=(), shuffles=state.shuffles + 1)
    note(log, state, R.DRAWCHECK, "bang.ev.reshuffle", n=len(pile))
    return state


def take_top(state: State, log: EventLog) -> tuple[State, str | None]:
    if not state.deck and state.discard:
        state = _reshuffle(state, log)
    if not state.deck:
        return state, None
    return state.replace(deck=state.deck[1:]), state.deck[0]


def draw(state: State, seat: int, n: int, log: EventLog, rule=R.TURN_DRAW, *,
         say: bool = True) -> State:
    """``seat`` draws ``n`` cards (fewer when none is left anywhere); ``say``: log the draw
    (off when the caller logs a fact of its own, as the Outlaw reward does)."""
    got = []
    for _ in range(n):
        state, card = take_top(state, log)
        if card is None:
            break
        state = set_seat(state, seat, hand=state.seats[seat].hand + (card,))
        got.append(card)
    if say:
        note(log, state, rule, "bang.ev.draw", (Seat(seat),), who=Who(seat), n=len(got))
    return state


def random_from(state: State, victim: int) -> tuple[State, str | None]:
    hand = state.seats[victim].hand
    if not hand:
        return state, None
    i = stream("bang", state.seed, "pick", state.picks).randrange(len(hand))
    state = state.replace(picks=state.picks + 1)
    card = hand[i]
    return set_seat(state, victim, hand=hand[:i] + hand[i + 1:]), card


def remove_card(state: State, seat: int, card: str) -> State:
    s = state.seats[seat]
    if card in s.hand:
        i = s.hand.index(card)
        return set_seat(state, seat, hand=s.hand[:i] + s.hand[i + 1:])
    i = s.table.index(card)
    return set_seat(state, seat, table=s.table[:i] + s.table[i + 1:])


def to_discard(state: State, *cards: str) -> State:
    return state.replace(discard=state.discard + tuple(cards))


def draw_check(state: State, seat: int, what: str, good, log: EventLog) -> tuple[State, bool]:
    """BANG-DRAWCHECK: reveal the top card (Lucky Duke: 2, he takes the one that helps him,
    BANG-CHAR-LUCKY), discard it; ``good(card)`` is the success for ``seat``. With no card
    left anywhere to reveal, the check fails."""
    lucky = state.seats[seat].character == "lucky"
    shown = []
    for _ in range(2 if lucky else 1):
        state, card = take_top(state, log)
        if card is None:
            break
        state = to_discard(state, card)
        shown.append(card)
    chosen = next((c for c in shown if good(c)), shown[0] if shown else None)
    ok = chosen is not None and good(chosen)
    rule = R.CHAR_LUCKY if lucky else R.DRAWCHECK
    note(log, state, rule, "bang.ev.drawcheck" if chosen else "bang.ev.drawcheck_none",
         (Seat(seat),) + focus_cards(*shown),
         Drawn(seat, what, tuple(shown), chosen, ok), who=Who(seat),
         what=said(f"bang.check.{what}"), cards=[face_said(c) for c in shown],
         result=said("bang.check.ok" if ok else "bang.check.fail"))
    return state, ok



def _deal(state: State, log: EventLog) -> State:
    for i, s in enumerate(state.seats):
        state = set_seat(state, i, life=s.max_life)
    deck = list(state.deck)
    for i, s in enumerate(state.seats):
        n = s.max_life
        state = set_seat(state, i, hand=tuple(deck[:n]))
        deck = deck[n:]
    state = state.replace(deck=tuple(deck))
    note(log, state, R.SETUP_HAND, "bang.ev.deal", (Seat(state.sheriff),),
         who=Who(state.sheriff))
    return _begin(state, state.sheriff, log, R.SETUP_START)


def _begin(state: State, seat: int, log: EventLog, rule=R.TURN_START) -> State:
    """BANG-TURN-START: Dynamite, then Jail, then the draw."""
    state = state.replace(turn=seat, bangs=0)
    s = state.seats[seat]
    frames = []
    if s.has("DY"):
        frames.append(DynCheck(seat))
    if s.has("JA"):
        frames.append(JailCheck(seat))
    frames.append(DrawPhase(seat))
    note(log, state, rule, "bang.ev.turn",
         (Seat(seat),), who=Who(seat))
    return push(state, *frames)


def _dynamite(state: State, seat: int, log: EventLog) -> State:
    card = state.seats[seat].has("DY")
    if card is None or not state.seats[seat].alive:
        return state
    state, safe = draw_check(state, seat, "dynamite", lambda c: not explodes(c), log)
    if not safe:
        state = to_discard(remove_card(state, seat, card), card)
        note(log, state, R.DYNAMITE, "bang.ev.explode", (Seat(seat),) + focus_cards(card),
             who=Who(seat))
        return push(state, Damage(seat, DYNAMITE_DAMAGE, None))
    to = _next_living(state, seat)
    state = remove_card(state, seat, card)
    state = set_seat(state, to, table=state.seats[to].table + (card,))
    note(log, state, R.DYN_PASS, "bang.ev.dyn_pass", (Seat(seat), Seat(to)) + focus_cards(card),
         who=Who(seat), to=Who(to))
    return state


def _jail(state: State, seat: int, log: EventLog) -> State:
    card = state.seats[seat].has("JA")
    if card is None or not state.seats[seat].alive:
        return state
    state, free = draw_check(state, seat, "jail", is_heart, log)
    state = to_discard(remove_card(state, seat, card), card)
    if free:
        note(log, state, R.JAIL, "bang.ev.jail_free", (Seat(seat),) + focus_cards(card),
             who=Who(seat))
        return state
    note(log, state, R.JAIL, "bang.ev.jail_skip", (Seat(seat),) + focus_cards(card),
         who=Who(seat))
    return state.replace(stack=(Next(),))


def _draw_phase(state: State, seat: int, log: EventLog) -> State:
    s = state.seats[seat]
    c = s.character
    if c == "blackjack":
        state = draw(state, seat, 1, log)
        state, second = take_top(state, log)
        if second is None:
            return state
        state = set_seat(state, seat, hand=state.seats[seat].hand + (second,))
        red = second[3] in "HD"
        note(log, state, R.CHAR_BLACKJACK, "bang.ev.blackjack", (Seat(seat),) +
             focus_cards(second), who=Who(seat), card=face_said(second),
             result=said("bang.check.ok" if red else "bang.check.fail"))
        return draw(state, seat, 1, log, R.CHAR_BLACKJACK) if red else state
    if c == "kit":
        cards = []
        for _ in range(3):
            state, card = take_top(state, log)
            if card is None:
                break
            cards.append(card)
        if len(cards) < 3:
            state = set_seat(state, seat, hand=state.seats[seat].hand + tuple(cards))
            note(log, state, R.CHAR_KIT, "bang.ev.draw", (Seat(seat),), who=Who(seat),
                 n=len(cards))
            return state
        state = push(state, KitPick(seat, tuple(cards)))
        note(log, state, R.CHAR_KIT, "bang.ev.kit", (Seat(seat),), who=Who(seat))
        return state
    if c == "jesse" and any(state.seats[t].hand for t in state.living() if t != seat):
        return push(state, DrawChoice(seat, "jesse"))
    if c == "pedro" and state.discard:
        return push(state, DrawChoice(seat, "pedro"))
    return draw(state, seat, 2, log)


def _damage(state: State, f: Damage, log: EventLog) -> State:
    """BANG-DAMAGE; Bart Cassidy and El Gringo react first, then the Beer check
    (BANG-OPEN-LASTLIFE, the recommended reading)."""
    seat = f.seat
    if not state.seats[seat].alive:
        return state
    life = state.seats[seat].life - f.amount
    state = set_seat(state, seat, life=life)
    rule = R.NOKILLER if f.killer is None else R.DAMAGE
    note(log, state, rule, "bang.ev.hit", (Seat(seat),), Hit(seat, f.amount, f.killer, life),
         who=Who(seat), n=f.amount, life=life)
    c = state.seats[seat].character
    if c == "bart":
        state = draw(state, seat, f.amount, log, R.CHAR_BART)
    elif c == "elgringo" and f.killer is not None and state.turn != seat:
        src = state.turn
        got = []
        for _ in range(f.amount):
            state, card = random_from(state, src)
            if card is None:
                break
            state = set_seat(state, seat, hand=state.seats[seat].hand + (card,))
            got.append(card)
        note(log, state, R.CHAR_ELGRINGO, "bang.ev.elgringo", (Seat(seat), Seat(src)),
             who=Who(seat), other=Who(src), n=len(got))
    if life <= 0:
        return push(state, Dying(seat, f.killer))
    return state


def decided(state: State) -> tuple[tuple[int, ...], str] | None:
    """BANG-ELIM-CHECK with BANG-WIN-LAW, BANG-WIN-OUTLAW, BANG-WIN-RENEGADE."""
    alive = state.living()
    roles = {i: s.role for i, s in enumerate(state.seats)}
    if not state.seats[state.sheriff].alive:
        if len(alive) == 1 and roles[alive[0]] == "R":
            return (alive[0],), "renegade"
        return tuple(i for i, r in roles.items() if r == "O"), "outlaws"
    if not any(roles[i] in "OR" for i in alive):
        return tuple(i for i, r in roles.items() if r in "SD"), "law"
    return None


def eliminate(state: State, seat: int, killer: int | None, log: EventLog) -> State:
    s = state.seats[seat]
    cards = s.hand + s.table
    state = set_seat(state, seat, alive=False, life=0, hand=(), table=())
    note(log, state, R.ELIM, "bang.ev.elim", (Seat(seat),), Eliminated(seat, s.role, killer),
         who=Who(seat), role=said(f"bang.role_the.{s.role}"))
    vulture = next((i for i in state.living() if state.seats[i].character == "vulture"), None)
    if vulture is not None and cards:
        state = set_seat(state, vulture, hand=state.seats[vulture].hand + cards)
        note(log, state, R.CHAR_VULTURE, "bang.ev.vulture", (Seat(vulture), Seat(seat)),
             who=Who(vulture), n=len(cards))
    elif cards:
        state = to_discard(state, *cards)
        rule = R.DYN_DEAD if any(kind(c) == "DY" for c in cards) else R.ELIM
        note(log, state, rule, "bang.ev.elim_cards", (Seat(seat),), who=Who(seat),
             n=len(cards))
    won = decided(state)
    if won is not None:
        winners, camp = won
        state = state.replace(winners=winners, stack=())
        rule = {"law": R.WIN_LAW, "outlaws": R.WIN_OUTLAW, "renegade": R.WIN_RENEGADE}[camp]
        note(log, state, rule, f"bang.ev.win.{camp}", tuple(Seat(w) for w in winners),
             Final(winners, camp), who=[Who(w) for w in winners])
        return state
    if killer is not None and killer != seat and state.seats[killer].alive:
        if s.role == "O":
            before = len(state.seats[killer].hand)
            state = draw(state, killer, 3, log, R.REWARD_OUTLAW, say=False)
            got = len(state.seats[killer].hand) - before
            note(log, state, R.REWARD_OUTLAW, "bang.ev.reward", (Seat(killer),),
                 Reward(killer, got), who=Who(killer), n=got)
        elif s.role == "D" and state.seats[killer].role == "S":
            k = state.seats[killer]
            lost = k.hand + k.table
            state = to_discard(set_seat(state, killer, hand=(), table=()), *lost)
            note(log, state, R.PENALTY_DEPUTY, "bang.ev.penalty", (Seat(killer),),
                 Penalty(killer, lost), who=Who(killer), n=len(lost))
    if seat == state.turn:
        return state.replace(stack=(Next(),))
    return state



def cancel(state: State, top: Shot, by: str, rule, log: EventLog) -> State:
    seat = top.target
    what = card_said(by) if by not in ("barrel", "jourdonnais") else said(f"bang.check.{by}")
    if top.needed <= 0:
        state = pop(state)
        note(log, state, rule, "bang.ev.missed", (Seat(seat),) + focus_cards(
            by if by not in ("barrel", "jourdonnais") else None),
             Cancelled(seat, by, 0), who=Who(seat), by=what)
    else:
        note(log, state, R.CHAR_SLAB, "bang.ev.missed_one", (Seat(seat),),
             Cancelled(seat, by, top.needed), who=Who(seat), by=what, n=top.needed)
    return state


