"""Setup (BANG-SETUP-*) and the consequences of moves: the pending stack worked down until
a seat must decide — the start of a turn (Dynamite, then Jail: BANG-TURN-START), the draw
(BANG-TURN-DRAW and the characters' ways), each card's effect, hits (BANG-DAMAGE), the
Beer check (BANG-SAVE), elimination with its reward and penalty (BANG-ELIM,
BANG-REWARD-OUTLAW, BANG-PENALTY-DEPUTY) and the win check at each death
(BANG-ELIM-CHECK).

Chance comes only from :func:`tutor.core.chance.stream`: the setup from ``stream("bang",
seed)``, the n-th reshuffle of the discard pile from ``stream("bang", seed, "reshuffle",
n)``, the n-th random card taken from a hand from ``stream("bang", seed, "pick", n)``.
"""

from __future__ import annotations

from tutor.core import IllegalMoveError, Msg, Outcome, Seat, UsageError
from tutor.core.chance import seed_problem, stream
from tutor.core.turns import seated
from tutor.core.verdict import EventLog

from .data import (CHARACTERS, DECK, DYNAMITE_DAMAGE, ROLES_BY_COUNT, WEAPONS, explodes, is_heart,
                   kind)
from .facts import Cancelled, Drawn, Eliminated, Final, Hit, Penalty, Reward
from .moves import (Choose, Discard, DrawFrom, EndTurn, Flip, Heal, Move, Pick, Play,
                    PutBack, Take)
from .rulebook import R
from .rules import (CARD_RULE, asked_seat, card_said, char_msg, check, face_said, focus_cards,
                    is_legal)
from .said import Who, event, said
from .state import (Choose as ChooseFrame, Damage, Deal, DiscardDown, DrawChoice, DrawPhase,
                    Duel, Dying, DynCheck, Indians, JailCheck, KitPick, Next, Options, Seat as
                    SeatRecord, Shot, State, Store)


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


# ---------------------------------------------------------------- small helpers

def _set(state: State, seat: int, **changes) -> State:
    seats = list(state.seats)
    seats[seat] = seats[seat].replace(**changes)
    return state.replace(seats=tuple(seats))


def _add(log: EventLog, state: State, rule, key: str, focus=(), data=None, **params) -> None:
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


def _order_from(state: State, seat: int) -> list[int]:
    """The living players clockwise from ``seat`` (itself first if alive)."""
    n = state.players
    return [(seat + i) % n for i in range(n) if state.seats[(seat + i) % n].alive]


def _reshuffle(state: State, log: EventLog) -> State:
    """BANG-DRAWCHECK: an empty deck is rebuilt by shuffling the discard pile."""
    pile = list(state.discard)
    stream("bang", state.seed, "reshuffle", state.shuffles).shuffle(pile)
    state = state.replace(deck=tuple(pile), discard=(), shuffles=state.shuffles + 1)
    _add(log, state, R.DRAWCHECK, "bang.ev.reshuffle", n=len(pile))
    return state


def _take_top(state: State, log: EventLog) -> tuple[State, str | None]:
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
        state, card = _take_top(state, log)
        if card is None:
            break
        state = _set(state, seat, hand=state.seats[seat].hand + (card,))
        got.append(card)
    if say:
        _add(log, state, rule, "bang.ev.draw", (Seat(seat),), who=Who(seat), n=len(got))
    return state


def _random_from(state: State, victim: int) -> tuple[State, str | None]:
    hand = state.seats[victim].hand
    if not hand:
        return state, None
    i = stream("bang", state.seed, "pick", state.picks).randrange(len(hand))
    state = state.replace(picks=state.picks + 1)
    card = hand[i]
    return _set(state, victim, hand=hand[:i] + hand[i + 1:]), card


def _remove(state: State, seat: int, card: str) -> State:
    s = state.seats[seat]
    if card in s.hand:
        i = s.hand.index(card)
        return _set(state, seat, hand=s.hand[:i] + s.hand[i + 1:])
    i = s.table.index(card)
    return _set(state, seat, table=s.table[:i] + s.table[i + 1:])


def _to_discard(state: State, *cards: str) -> State:
    return state.replace(discard=state.discard + tuple(cards))


def draw_check(state: State, seat: int, what: str, good, log: EventLog) -> tuple[State, bool]:
    """BANG-DRAWCHECK: reveal the top card (Lucky Duke: 2, he takes the one that helps him,
    BANG-CHAR-LUCKY), discard it; ``good(card)`` is the success for ``seat``. With no card
    left anywhere to reveal, the check fails."""
    lucky = state.seats[seat].character == "lucky"
    shown = []
    for _ in range(2 if lucky else 1):
        state, card = _take_top(state, log)
        if card is None:
            break
        state = _to_discard(state, card)
        shown.append(card)
    chosen = next((c for c in shown if good(c)), shown[0] if shown else None)
    ok = chosen is not None and good(chosen)
    rule = R.CHAR_LUCKY if lucky else R.DRAWCHECK
    _add(log, state, rule, "bang.ev.drawcheck" if chosen else "bang.ev.drawcheck_none",
         (Seat(seat),) + focus_cards(*shown),
         Drawn(seat, what, tuple(shown), chosen, ok), who=Who(seat),
         what=said(f"bang.check.{what}"), cards=[face_said(c) for c in shown],
         result=said("bang.check.ok" if ok else "bang.check.fail"))
    return state, ok


# ---------------------------------------------------------------- the stack

def _push(state: State, *frames) -> State:
    return state.replace(stack=tuple(frames) + state.stack)


def _pop(state: State) -> State:
    return state.replace(stack=state.stack[1:])


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


def _stable(state: State, frame) -> bool:
    """Whether ``frame`` (on top) asks a seat now (otherwise it resolves on its own)."""
    if isinstance(frame, (Shot, Indians)):
        return state.seats[frame.target].alive
    if isinstance(frame, Duel):
        return state.seats[frame.seat].alive and state.seats[frame.other].alive
    if isinstance(frame, Store):
        return len(frame.cards) > 1 and state.seats[frame.seat].alive
    if isinstance(frame, Dying):
        s = state.seats[frame.seat]
        return s.alive and s.life <= 0 and _can_save(state, frame.seat)
    if isinstance(frame, DiscardDown):
        s = state.seats[frame.seat]
        return len(s.hand) > s.life
    if isinstance(frame, (ChooseFrame, DrawChoice, KitPick)):
        return True
    return False


def _suzy(state: State, log: EventLog) -> State | None:
    """BANG-CHAR-SUZY: an empty hand draws 1 at once (once the hands are dealt)."""
    if any(isinstance(f, Deal) for f in state.stack):
        return None
    for i, s in enumerate(state.seats):
        if s.alive and s.character == "suzy" and not s.hand and (state.deck or state.discard):
            return draw(state, i, 1, log, R.CHAR_SUZY)
    return None


def advance(state: State, log: EventLog) -> State:
    """Work the stack down until a seat must decide or the game is over."""
    while not state.winners:
        top = state.stack[0] if state.stack else None
        if top is None or _stable(state, top):
            again = _suzy(state, log)
            if again is None:
                return state
            state = again
            continue
        state = _resolve(_pop(state), top, log)
    return state


def _resolve(state: State, f, log: EventLog) -> State:
    """Resolve the automatic frame ``f`` (already popped) or the leftover of a decision."""
    if isinstance(f, Deal):
        return _deal(state, log)
    if isinstance(f, Next):
        return _next_turn(state, log)
    if isinstance(f, DynCheck):
        return _dynamite(state, f.seat, log)
    if isinstance(f, JailCheck):
        return _jail(state, f.seat, log)
    if isinstance(f, DrawPhase):
        return _draw_phase(state, f.seat, log)
    if isinstance(f, Damage):
        return _damage(state, f, log)
    if isinstance(f, Dying):
        s = state.seats[f.seat]
        if s.alive and s.life <= 0:
            if _beer_cannot_save(state, f.seat):
                _add(log, state, R.BEER, "bang.ev.beer_two", (Seat(f.seat),), who=Who(f.seat))
            return _eliminate(state, f.seat, f.killer, log)
        return state
    if isinstance(f, Store):
        if f.cards and state.seats[f.seat].alive:       # the last card goes by itself
            state = _set(state, f.seat, hand=state.seats[f.seat].hand + f.cards)
            _add(log, state, R.GENERALSTORE, "bang.ev.store_last", (Seat(f.seat),) +
                 focus_cards(*f.cards), who=Who(f.seat), card=card_said(f.cards[0]))
            return state
        if f.cards:                                     # skip a dead picker
            rest = [t for t in f.rest if state.seats[t].alive]
            if rest:
                return _push(state, Store(rest[0], f.cards, tuple(rest[1:])))
            return _to_discard(state, *f.cards)
        return state
    if isinstance(f, DiscardDown):
        return _push(state, Next())
    return state                                        # a frame whose seat is gone


def _deal(state: State, log: EventLog) -> State:
    for i, s in enumerate(state.seats):
        state = _set(state, i, life=s.max_life)
    deck = list(state.deck)
    for i, s in enumerate(state.seats):
        n = s.max_life
        state = _set(state, i, hand=tuple(deck[:n]))
        deck = deck[n:]
    state = state.replace(deck=tuple(deck))
    _add(log, state, R.SETUP_HAND, "bang.ev.deal", (Seat(state.sheriff),),
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
    _add(log, state, rule, "bang.ev.turn",
         (Seat(seat),), who=Who(seat))
    return _push(state, *frames)


def _next_turn(state: State, log: EventLog) -> State:
    return _begin(state, _next_living(state, state.turn), log)


def _dynamite(state: State, seat: int, log: EventLog) -> State:
    card = state.seats[seat].has("DY")
    if card is None or not state.seats[seat].alive:
        return state
    state, safe = draw_check(state, seat, "dynamite", lambda c: not explodes(c), log)
    if not safe:
        state = _to_discard(_remove(state, seat, card), card)
        _add(log, state, R.DYNAMITE, "bang.ev.explode", (Seat(seat),) + focus_cards(card),
             who=Who(seat))
        return _push(state, Damage(seat, DYNAMITE_DAMAGE, None))
    to = _next_living(state, seat)
    state = _remove(state, seat, card)
    state = _set(state, to, table=state.seats[to].table + (card,))
    _add(log, state, R.DYN_PASS, "bang.ev.dyn_pass", (Seat(seat), Seat(to)) + focus_cards(card),
         who=Who(seat), to=Who(to))
    return state


def _jail(state: State, seat: int, log: EventLog) -> State:
    card = state.seats[seat].has("JA")
    if card is None or not state.seats[seat].alive:
        return state
    state, free = draw_check(state, seat, "jail", is_heart, log)
    state = _to_discard(_remove(state, seat, card), card)
    if free:
        _add(log, state, R.JAIL, "bang.ev.jail_free", (Seat(seat),) + focus_cards(card),
             who=Who(seat))
        return state
    _add(log, state, R.JAIL, "bang.ev.jail_skip", (Seat(seat),) + focus_cards(card),
         who=Who(seat))
    return state.replace(stack=(Next(),))


def _draw_phase(state: State, seat: int, log: EventLog) -> State:
    s = state.seats[seat]
    c = s.character
    if c == "blackjack":
        state = draw(state, seat, 1, log)
        state, second = _take_top(state, log)
        if second is None:
            return state
        state = _set(state, seat, hand=state.seats[seat].hand + (second,))
        red = second[3] in "HD"
        _add(log, state, R.CHAR_BLACKJACK, "bang.ev.blackjack", (Seat(seat),) +
             focus_cards(second), who=Who(seat), card=face_said(second),
             result=said("bang.check.ok" if red else "bang.check.fail"))
        return draw(state, seat, 1, log, R.CHAR_BLACKJACK) if red else state
    if c == "kit":
        cards = []
        for _ in range(3):
            state, card = _take_top(state, log)
            if card is None:
                break
            cards.append(card)
        if len(cards) < 3:
            state = _set(state, seat, hand=state.seats[seat].hand + tuple(cards))
            _add(log, state, R.CHAR_KIT, "bang.ev.draw", (Seat(seat),), who=Who(seat),
                 n=len(cards))
            return state
        state = _push(state, KitPick(seat, tuple(cards)))
        _add(log, state, R.CHAR_KIT, "bang.ev.kit", (Seat(seat),), who=Who(seat))
        return state
    if c == "jesse" and any(state.seats[t].hand for t in state.living() if t != seat):
        return _push(state, DrawChoice(seat, "jesse"))
    if c == "pedro" and state.discard:
        return _push(state, DrawChoice(seat, "pedro"))
    return draw(state, seat, 2, log)


def _damage(state: State, f: Damage, log: EventLog) -> State:
    """BANG-DAMAGE; Bart Cassidy and El Gringo react first, then the Beer check
    (BANG-OPEN-LASTLIFE, the recommended reading)."""
    seat = f.seat
    if not state.seats[seat].alive:
        return state
    life = state.seats[seat].life - f.amount
    state = _set(state, seat, life=life)
    rule = R.NOKILLER if f.killer is None else R.DAMAGE
    _add(log, state, rule, "bang.ev.hit", (Seat(seat),), Hit(seat, f.amount, f.killer, life),
         who=Who(seat), n=f.amount, life=life)
    c = state.seats[seat].character
    if c == "bart":
        state = draw(state, seat, f.amount, log, R.CHAR_BART)
    elif c == "elgringo" and f.killer is not None and state.turn != seat:
        src = state.turn
        got = []
        for _ in range(f.amount):
            state, card = _random_from(state, src)
            if card is None:
                break
            state = _set(state, seat, hand=state.seats[seat].hand + (card,))
            got.append(card)
        _add(log, state, R.CHAR_ELGRINGO, "bang.ev.elgringo", (Seat(seat), Seat(src)),
             who=Who(seat), other=Who(src), n=len(got))
    if life <= 0:
        return _push(state, Dying(seat, f.killer))
    return state


def _winners(state: State) -> tuple[tuple[int, ...], str] | None:
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


def _eliminate(state: State, seat: int, killer: int | None, log: EventLog) -> State:
    s = state.seats[seat]
    cards = s.hand + s.table
    state = _set(state, seat, alive=False, life=0, hand=(), table=())
    _add(log, state, R.ELIM, "bang.ev.elim", (Seat(seat),), Eliminated(seat, s.role, killer),
         who=Who(seat), role=said(f"bang.role_the.{s.role}"))
    vulture = next((i for i in state.living() if state.seats[i].character == "vulture"), None)
    if vulture is not None and cards:
        state = _set(state, vulture, hand=state.seats[vulture].hand + cards)
        _add(log, state, R.CHAR_VULTURE, "bang.ev.vulture", (Seat(vulture), Seat(seat)),
             who=Who(vulture), n=len(cards))
    elif cards:
        state = _to_discard(state, *cards)
        rule = R.DYN_DEAD if any(kind(c) == "DY" for c in cards) else R.ELIM
        _add(log, state, rule, "bang.ev.elim_cards", (Seat(seat),), who=Who(seat),
             n=len(cards))
    won = _winners(state)
    if won is not None:
        winners, camp = won
        state = state.replace(winners=winners, stack=())
        rule = {"law": R.WIN_LAW, "outlaws": R.WIN_OUTLAW, "renegade": R.WIN_RENEGADE}[camp]
        _add(log, state, rule, f"bang.ev.win.{camp}", tuple(Seat(w) for w in winners),
             Final(winners, camp), who=[Who(w) for w in winners])
        return state
    if killer is not None and killer != seat and state.seats[killer].alive:
        if s.role == "O":
            before = len(state.seats[killer].hand)
            state = draw(state, killer, 3, log, R.REWARD_OUTLAW, say=False)
            got = len(state.seats[killer].hand) - before
            _add(log, state, R.REWARD_OUTLAW, "bang.ev.reward", (Seat(killer),),
                 Reward(killer, got), who=Who(killer), n=got)
        elif s.role == "D" and state.seats[killer].role == "S":
            k = state.seats[killer]
            lost = k.hand + k.table
            state = _to_discard(_set(state, killer, hand=(), table=()), *lost)
            _add(log, state, R.PENALTY_DEPUTY, "bang.ev.penalty", (Seat(killer),),
                 Penalty(killer, lost), who=Who(killer), n=len(lost))
    if seat == state.turn:
        return state.replace(stack=(Next(),))
    return state


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
    after = _play(state, move, log)
    after = advance(after, log)
    if not log:
        _add(log, after, R.TURN_PLAY, "bang.ev.nothing")
    log[-1] = log[-1].with_snapshot(after)
    return Outcome(state, move, after, tuple(log))


def _play(state: State, move: Move, log: EventLog) -> State:
    seat = move.seat
    top = state.stack[0] if state.stack else None
    if isinstance(move, Play):
        return _play_card(state, move, log)
    if isinstance(move, EndTurn):
        s = state.seats[seat]
        _add(log, state, R.TURN_DISCARD, "bang.ev.end", (Seat(seat),), who=Who(seat))
        if len(s.hand) > s.life:
            return _push(state, DiscardDown(seat))
        return _push(state, Next())
    if isinstance(move, Discard):
        state = _to_discard(_remove(state, seat, move.card), move.card)
        _add(log, state, R.HANDLIMIT, "bang.ev.discard", (Seat(seat),) + focus_cards(move.card),
             who=Who(seat), card=card_said(move.card))
        return state
    if isinstance(move, Heal):
        for c in move.cards:
            state = _to_discard(_remove(state, seat, c), c)
        life = state.seats[seat].life + 1
        state = _set(state, seat, life=life)
        _add(log, state, R.CHAR_SID, "bang.ev.sid", (Seat(seat),) + focus_cards(*move.cards),
             who=Who(seat), life=life)
        return state
    if isinstance(move, Choose):
        state = _set(_pop(state), seat, character=move.character)
        _add(log, state, R.SETUP_CHAR, "bang.ev.choose", (Seat(seat),), who=Who(seat),
             char=char_msg(move.character))
        return state
    if isinstance(move, PutBack):
        keep = tuple(c for c in top.cards if c != move.card)
        state = _pop(state)
        state = _set(state, seat, hand=state.seats[seat].hand + keep)
        state = state.replace(deck=(move.card,) + state.deck)
        _add(log, state, R.CHAR_KIT, "bang.ev.kit_back", (Seat(seat),), who=Who(seat))
        return state
    if isinstance(move, DrawFrom):
        state = _pop(state)
        if move.source == "deck":
            return draw(state, seat, 2, log)
        if move.source == "discard":
            card = state.discard[-1]
            state = state.replace(discard=state.discard[:-1])
            state = _set(state, seat, hand=state.seats[seat].hand + (card,))
            _add(log, state, R.CHAR_PEDRO, "bang.ev.pedro", (Seat(seat),) + focus_cards(card),
                 who=Who(seat), card=card_said(card))
        else:
            state, card = _random_from(state, move.source)
            state = _set(state, seat, hand=state.seats[seat].hand + (card,))
            _add(log, state, R.CHAR_JESSE, "bang.ev.jesse", (Seat(seat), Seat(move.source)),
                 who=Who(seat), other=Who(move.source))
        return draw(state, seat, 1, log)
    if isinstance(move, Pick):
        cards = list(top.cards)
        cards.remove(move.card)
        state = _pop(state)
        state = _set(state, seat, hand=state.seats[seat].hand + (move.card,))
        _add(log, state, R.GENERALSTORE, "bang.ev.store_pick", (Seat(seat),) +
             focus_cards(move.card), who=Who(seat), card=card_said(move.card))
        rest = [t for t in top.rest if state.seats[t].alive]
        if cards and rest:
            return _push(state, Store(rest[0], tuple(cards), tuple(rest[1:])))
        return _to_discard(state, *cards)
    if isinstance(move, Flip):
        state, ok = draw_check(state, seat, move.what, is_heart, log)
        rule = R.BARREL if move.what == "barrel" else R.CHAR_JOURDONNAIS
        top = Shot(top.target, top.source, top.needed - ok, top.barrel or move.what == "barrel",
                   top.ability or move.what == "jourdonnais", top.gatling)
        state = state.replace(stack=(top,) + state.stack[1:])
        if ok:
            return _cancel(state, top, move.what, rule, log)
        return state
    if isinstance(move, Take):
        state = _pop(state)
        if isinstance(top, Shot):
            return _push(state, Damage(seat, 1, top.source))
        if isinstance(top, Indians):
            return _push(state, Damage(seat, 1, top.source))
        if isinstance(top, Duel):
            _add(log, state, R.DUEL, "bang.ev.duel_lost", (Seat(seat), Seat(top.other)),
                 who=Who(seat))
            return _push(state, Damage(seat, 1, top.other))
        return _eliminate(state, seat, top.killer, log)          # Dying
    # Respond
    card = move.card
    state = _to_discard(_remove(state, seat, card), card)
    if isinstance(top, Shot):
        top = Shot(top.target, top.source, top.needed - 1, top.barrel, top.ability, top.gatling)
        state = state.replace(stack=(top,) + state.stack[1:])
        rule = R.CHAR_CALAMITY if kind(card) == "BG" else R.MISSED
        return _cancel(state, top, card, rule, log)
    if isinstance(top, Indians):
        state = _pop(state)
        _add(log, state, R.INDIANS, "bang.ev.indians_ok", (Seat(seat),) + focus_cards(card),
             who=Who(seat), card=card_said(card))
        return state
    if isinstance(top, Duel):
        state = state.replace(stack=(Duel(top.other, seat),) + state.stack[1:])
        _add(log, state, R.DUEL, "bang.ev.duel_bang", (Seat(seat), Seat(top.other)) +
             focus_cards(card), who=Who(seat), card=card_said(card), other=Who(top.other))
        return state
    life = state.seats[seat].life + 1                              # Dying: a Beer
    state = _set(state, seat, life=life)
    _add(log, state, R.SAVE_MULTI if life <= 0 else R.SAVE, "bang.ev.beer_save",
         (Seat(seat),) + focus_cards(card), who=Who(seat), life=life)
    return state


def _cancel(state: State, top: Shot, by: str, rule, log: EventLog) -> State:
    seat = top.target
    what = card_said(by) if by not in ("barrel", "jourdonnais") else said(f"bang.check.{by}")
    if top.needed <= 0:
        state = _pop(state)
        _add(log, state, rule, "bang.ev.missed", (Seat(seat),) + focus_cards(
            by if by not in ("barrel", "jourdonnais") else None),
             Cancelled(seat, by, 0), who=Who(seat), by=what)
    else:
        _add(log, state, R.CHAR_SLAB, "bang.ev.missed_one", (Seat(seat),),
             Cancelled(seat, by, top.needed), who=Who(seat), by=what, n=top.needed)
    return state


def _play_card(state: State, move: Play, log: EventLog) -> State:
    seat, card, target = move.seat, move.card, move.target
    k = kind(card)
    state = _remove(state, seat, card)
    s = state.seats[seat]
    bang = k == "BG" or (k == "MS" and s.character == "calamity")
    if bang:
        state = _to_discard(state, card).replace(bangs=state.bangs + 1)
        needed = 2 if s.character == "slab" else 1
        state = _push(state, Shot(target, seat, needed, False, False, False))
        _add(log, state, R.BANG, "bang.ev.bang", (Seat(seat), Seat(target)) + focus_cards(card),
             who=Who(seat), target=Who(target), card=card_said(card))
        return state
    if k in ("BA", "MU", "SC", "DY") or k in WEAPONS:
        old = s.weapon if k in WEAPONS else None
        if old:
            state = _to_discard(_remove(state, seat, old), old)
        state = _set(state, seat, table=state.seats[seat].table + (card,))
        _add(log, state, R.BLUE_ONEWEAPON if old else R.BLUE_STAY, "bang.ev.blue",
             (Seat(seat),) + focus_cards(card), who=Who(seat), card=card_said(card))
        return state
    if k == "JA":
        state = _set(state, target, table=state.seats[target].table + (card,))
        _add(log, state, R.JAIL, "bang.ev.jail", (Seat(seat), Seat(target)) + focus_cards(card),
             who=Who(seat), target=Who(target))
        return state
    state = _to_discard(state, card)
    rule = CARD_RULE[k]
    _add(log, state, rule, "bang.ev.play", (Seat(seat),) + focus_cards(card), who=Who(seat),
         card=card_said(card))
    if k == "BR":
        life = min(s.life + state.beer_heals(), s.max_life)
        state = _set(state, seat, life=life)
        _add(log, state, R.BEER, "bang.ev.beer", (Seat(seat),), who=Who(seat), life=life)
    elif k == "SA":
        for i in state.living():
            t = state.seats[i]
            state = _set(state, i, life=min(t.life + 1, t.max_life))
        _add(log, state, R.SALOON, "bang.ev.saloon")
    elif k == "ST":
        state = draw(state, seat, 2, log, R.STAGECOACH)
    elif k == "WF":
        state = draw(state, seat, 3, log, R.WELLSFARGO)
    elif k in ("PN", "CB"):
        if move.pick == "hand":
            state, got = _random_from(state, target)
        else:
            got = move.pick
            state = _remove(state, target, got)
        if k == "PN":
            state = _set(state, seat, hand=state.seats[seat].hand + (got,))
        else:
            state = _to_discard(state, got)
        _add(log, state, rule, f"bang.ev.{k.lower()}", (Seat(seat), Seat(target)),
             who=Who(seat), target=Who(target),
             card=card_said(got) if move.pick != "hand" or k == "CB" else said("bang.a_card"))
    elif k == "GA":
        order = [t for t in _order_from(state, seat) if t != seat]
        state = _push(state, *(Shot(t, seat, 1, False, False, True) for t in order))
    elif k == "IN":
        order = [t for t in _order_from(state, seat) if t != seat]
        state = _push(state, *(Indians(t, seat) for t in order))
    elif k == "DU":
        state = _push(state, Duel(target, seat))
    elif k == "GS":
        order = _order_from(state, seat)
        cards = []
        for _ in order:
            state, c = _take_top(state, log)
            if c is not None:
                cards.append(c)
        if cards:
            state = _push(state, Store(order[0], tuple(cards), tuple(order[1:])))
            _add(log, state, R.GENERALSTORE, "bang.ev.store", focus_cards(*cards),
                 cards=[card_said(c) for c in cards])
    return state
