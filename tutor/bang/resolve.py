"""Setup (BANG-SETUP-*) and the consequences of moves: each move played, then the pending
steps (:mod:`.steps`) worked down until a seat must decide — each card's effect, the
answers out of turn, the draw phase choices.

Chance comes only from :func:`tutor.core.chance.stream`: the setup from ``stream("bang",
seed)``, the rest as :mod:`.steps` says.
"""

from __future__ import annotations

from tutor.core import IllegalMoveError, Msg, Outcome, Seat, UsageError
from tutor.core.chance import seed_problem, stream
from tutor.core.check import by_type
from tutor.core.steps import pop, push
from tutor.core.turns import seated
from tutor.core.verdict import EventLog

from .data import CHARACTERS, DECK, ROLES_BY_COUNT, WEAPONS, is_heart, kind
from .moves import (Choose, Discard, DrawFrom, EndTurn, Flip, Heal, Move, Pick, Play,
                    PutBack, Respond, Take)
from .rulebook import R
from .rules import CARD_RULE, asked_seat, check, is_legal
from .said import Who, card_said, char_msg, focus_cards, said
from .state import Options, Seat as SeatRecord, State
from .steps import (Choose as ChooseFrame, Deal, DiscardDown, Duel, Indians, Next, Shot, Store,
                    advance, cancel, draw, draw_check, note, order_from, random_from,
                    remove_card, set_seat, take_top, to_discard)


def initial_state(options: Options = Options(), seed: int = 0) -> State:
    """BANG-SETUP-*: roles by count, characters (random, or 1 of 2 to choose), the
    shuffled deck, life and hands; the Sheriff starts."""
    if not isinstance(options, Options):
        raise UsageError(Msg("core.usage.options", game="BANG!", given=options))
    problem = options.problem() or seed_problem(seed)
    if problem is not None:
        raise UsageError(problem)
    rng = stream("bang", seed)
    n = options.players
    roles = list(ROLES_BY_COUNT[n])
    rng.shuffle(roles)
    chars = list(CHARACTERS)
    rng.shuffle(chars)
    deck = list(DECK)
    rng.shuffle(deck)
    sheriff = roles.index("S")
    if options.choose:
        seats = tuple(SeatRecord(r, "", 0, True, (), ()) for r in roles)
        stack = tuple(ChooseFrame(i, (chars[2 * i], chars[2 * i + 1])) for i in range(n))
        return State(options, seed, 0, 0, seats, tuple(deck), (), sheriff, 0,
                     stack + (Deal(),))
    seats = tuple(SeatRecord(r, chars[i], 0, True, (), ()) for i, r in enumerate(roles))
    state = State(options, seed, 0, 0, seats, tuple(deck), (), sheriff, 0, (Deal(),))
    log = EventLog()
    return advance(state, log)


# ---------------------------------------------------------------- apply

def apply(state: State, move: Move) -> Outcome:
    """The outcome of a legal ``move``; :class:`IllegalMoveError` otherwise."""
    open_seat = None
    if not state.winners:
        open_seat = asked_seat(state)
    move = seated(move, open_seat)
    if not is_legal(state, move):
        raise IllegalMoveError(check(state, move))
    log = EventLog()
    after = by_type(PLAYS, move, "BANG! move")(state, move, log)
    after = advance(after, log)
    if not log:
        note(log, after, R.TURN_PLAY, "bang.ev.nothing")
    log[-1] = log[-1].with_snapshot(after)
    return Outcome(state, move, after, tuple(log))


def _end_turn(state: State, move: EndTurn, log: EventLog) -> State:
    seat = move.seat
    s = state.seats[seat]
    note(log, state, R.TURN_DISCARD, "bang.ev.end", (Seat(seat),), who=Who(seat))
    if len(s.hand) > s.life:
        return push(state, DiscardDown(seat))
    return push(state, Next())


def _discard(state: State, move: Discard, log: EventLog) -> State:
    seat = move.seat
    state = to_discard(remove_card(state, seat, move.card), move.card)
    note(log, state, R.HANDLIMIT, "bang.ev.discard", (Seat(seat),) + focus_cards(move.card),
         who=Who(seat), card=card_said(move.card))
    return state


def _heal(state: State, move: Heal, log: EventLog) -> State:
    seat = move.seat
    for c in move.cards:
        state = to_discard(remove_card(state, seat, c), c)
    life = state.seats[seat].life + 1
    state = set_seat(state, seat, life=life)
    note(log, state, R.CHAR_SID, "bang.ev.sid", (Seat(seat),) + focus_cards(*move.cards),
         who=Who(seat), life=life)
    return state


def _choose(state: State, move: Choose, log: EventLog) -> State:
    seat = move.seat
    state = set_seat(pop(state), seat, character=move.character)
    note(log, state, R.SETUP_CHAR, "bang.ev.choose", (Seat(seat),), who=Who(seat),
         char=char_msg(move.character))
    return state


def _put_back(state: State, move: PutBack, log: EventLog) -> State:
    seat, top = move.seat, state.stack[0]
    keep = tuple(c for c in top.cards if c != move.card)
    state = pop(state)
    state = set_seat(state, seat, hand=state.seats[seat].hand + keep)
    state = state.replace(deck=(move.card,) + state.deck)
    note(log, state, R.CHAR_KIT, "bang.ev.kit_back", (Seat(seat),), who=Who(seat))
    return state


def _draw_from(state: State, move: DrawFrom, log: EventLog) -> State:
    seat = move.seat
    state = pop(state)
    if move.source == "deck":
        return draw(state, seat, 2, log)
    if move.source == "discard":
        card = state.discard[-1]
        state = state.replace(discard=state.discard[:-1])
        state = set_seat(state, seat, hand=state.seats[seat].hand + (card,))
        note(log, state, R.CHAR_PEDRO, "bang.ev.pedro", (Seat(seat),) + focus_cards(card),
             who=Who(seat), card=card_said(card))
    else:
        state, card = random_from(state, move.source)
        state = set_seat(state, seat, hand=state.seats[seat].hand + (card,))
        note(log, state, R.CHAR_JESSE, "bang.ev.jesse", (Seat(seat), Seat(move.source)),
             who=Who(seat), other=Who(move.source))
    return draw(state, seat, 1, log)


def _pick(state: State, move: Pick, log: EventLog) -> State:
    seat, top = move.seat, state.stack[0]
    cards = list(top.cards)
    cards.remove(move.card)
    state = pop(state)
    state = set_seat(state, seat, hand=state.seats[seat].hand + (move.card,))
    note(log, state, R.GENERALSTORE, "bang.ev.store_pick", (Seat(seat),) +
         focus_cards(move.card), who=Who(seat), card=card_said(move.card))
    return top.pass_on(state, tuple(cards))


def _flip(state: State, move: Flip, log: EventLog) -> State:
    seat, top = move.seat, state.stack[0]
    state, ok = draw_check(state, seat, move.what, is_heart, log)
    rule = R.BARREL if move.what == "barrel" else R.CHAR_JOURDONNAIS
    top = Shot(top.target, top.source, top.needed - ok, top.barrel or move.what == "barrel",
               top.ability or move.what == "jourdonnais", top.gatling)
    state = push(pop(state), top)
    if ok:
        return cancel(state, top, move.what, rule, log)
    return state


def _take(state: State, move: Take, log: EventLog) -> State:
    return state.stack[0].take(pop(state), log)


def _respond(state: State, move: Respond, log: EventLog) -> State:
    card = move.card
    return state.stack[0].respond(to_discard(remove_card(state, move.seat, card), card), card,
                                  log)


def _play_card(state: State, move: Play, log: EventLog) -> State:
    seat, card, target = move.seat, move.card, move.target
    k = kind(card)
    state = remove_card(state, seat, card)
    s = state.seats[seat]
    bang = k == "BG" or (k == "MS" and s.character == "calamity")
    if bang:
        state = to_discard(state, card).replace(bangs=state.bangs + 1)
        needed = 2 if s.character == "slab" else 1
        state = push(state, Shot(target, seat, needed, False, False, False))
        note(log, state, R.BANG, "bang.ev.bang", (Seat(seat), Seat(target)) + focus_cards(card),
             who=Who(seat), target=Who(target), card=card_said(card))
        return state
    if k in ("BA", "MU", "SC", "DY") or k in WEAPONS:
        old = s.weapon if k in WEAPONS else None
        if old:
            state = to_discard(remove_card(state, seat, old), old)
        state = set_seat(state, seat, table=state.seats[seat].table + (card,))
        note(log, state, R.BLUE_ONEWEAPON if old else R.BLUE_STAY, "bang.ev.blue",
             (Seat(seat),) + focus_cards(card), who=Who(seat), card=card_said(card))
        return state
    if k == "JA":
        state = set_seat(state, target, table=state.seats[target].table + (card,))
        note(log, state, R.JAIL, "bang.ev.jail", (Seat(seat), Seat(target)) + focus_cards(card),
             who=Who(seat), target=Who(target))
        return state
    state = to_discard(state, card)
    rule = CARD_RULE[k]
    note(log, state, rule, "bang.ev.play", (Seat(seat),) + focus_cards(card), who=Who(seat),
         card=card_said(card))
    if k == "BR":
        life = min(s.life + state.beer_heals(), s.max_life)
        state = set_seat(state, seat, life=life)
        note(log, state, R.BEER, "bang.ev.beer", (Seat(seat),), who=Who(seat), life=life)
    elif k == "SA":
        for i in state.living():
            t = state.seats[i]
            state = set_seat(state, i, life=min(t.life + 1, t.max_life))
        note(log, state, R.SALOON, "bang.ev.saloon")
    elif k == "ST":
        state = draw(state, seat, 2, log, R.STAGECOACH)
    elif k == "WF":
        state = draw(state, seat, 3, log, R.WELLSFARGO)
    elif k in ("PN", "CB"):
        if move.pick == "hand":
            state, got = random_from(state, target)
        else:
            got = move.pick
            state = remove_card(state, target, got)
        if k == "PN":
            state = set_seat(state, seat, hand=state.seats[seat].hand + (got,))
        else:
            state = to_discard(state, got)
        note(log, state, rule, f"bang.ev.{k.lower()}", (Seat(seat), Seat(target)),
             who=Who(seat), target=Who(target),
             card=card_said(got) if move.pick != "hand" or k == "CB" else said("bang.a_card"))
    elif k == "GA":
        order = [t for t in order_from(state, seat) if t != seat]
        state = push(state, *(Shot(t, seat, 1, False, False, True) for t in order))
    elif k == "IN":
        order = [t for t in order_from(state, seat) if t != seat]
        state = push(state, *(Indians(t, seat) for t in order))
    elif k == "DU":
        state = push(state, Duel(target, seat))
    elif k == "GS":
        order = order_from(state, seat)
        cards = []
        for _ in order:
            state, c = take_top(state, log)
            if c is not None:
                cards.append(c)
        if cards:
            state = push(state, Store(order[0], tuple(cards), tuple(order[1:])))
            note(log, state, R.GENERALSTORE, "bang.ev.store", focus_cards(*cards),
                 cards=[card_said(c) for c in cards])
    return state


#: Move class -> what it does ``(state, move, log)``; then the pending steps resolve.
PLAYS = {Play: _play_card, EndTurn: _end_turn, Discard: _discard, Heal: _heal, Choose: _choose,
         PutBack: _put_back, DrawFrom: _draw_from, Pick: _pick, Flip: _flip, Take: _take,
         Respond: _respond}
