"""The consequences of a move (FRU-PLANT-*, FRU-COLLECT-*, FRU-WATER-1, FRU-WIN-1,
FRU-END-*, FRU-VAR-NOMARKET, FRU-SOLO-*): ``apply`` and the events it tells, seed by seed
for a sowing. Legality is :mod:`.rules`'s."""

from __future__ import annotations

from dataclasses import replace

from tutor.core import Outcome
from tutor.core.check import allowed
from tutor.core.errors import IllegalMoveError
from tutor.core.focus import Seat
from tutor.core.said import Said, Who, event, said
from tutor.core.turns import seated

from .data import VALUE
from .facts import Combination, GameOver, Refilled, SeedDropped, Sown, Watered
from .moves import Collect, Sow, Water
from .rulebook import R
from .rules import Spot, _path, check, combinations, judge, price, solo, space
from .state import State


def _set(t: tuple, i: int, v) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


class _Log:
    def __init__(self):
        self.events = []

    def add(self, state, rule, message, focus=(), data=None):
        self.events.append(event(rule, message, tuple(focus), state, data))


def _refill(state: State, log: _Log) -> State:
    """FRU-PLANT-4: 3 seeds on F1..F3, from Storage, from the House when Storage is short."""
    seat = state.turn
    seeds = list(state.seeds[seat])
    store = state.storage[seat]
    take = min(3, store)
    from_h = min(3 - take, seeds[0])
    seeds[0] -= from_h
    for i in range(take + from_h):
        seeds[1 + i] += 1
    state = replace(state, seeds=_set(state.seeds, seat, tuple(seeds)),
                    storage=_set(state.storage, seat, store - take))
    log.add(state, R.PLANT_4, said("fru.ev.refill", who=Who(seat), h=from_h),
            (Seat(seat),), Refilled(seat, from_h))
    return state


def _farms_empty(state: State, seat: int) -> bool:
    return not any(state.seeds[seat][1:])


def _tiebreak_key(state: State, seat: int) -> tuple[int, int]:
    """FRU-END-2 ([NOT FOUND] directions, options ``tiebreak_fruit`` / ``tiebreak_seeds``):
    the fruits on the seat's market cards, then the seeds on its farms; larger is better."""
    o = state.options
    fruit = sum(VALUE[c] for c in state.cards[seat])
    seeds = sum(state.seeds[seat][1:])
    return (fruit if o.tiebreak_fruit == "more" else -fruit,
            seeds if o.tiebreak_seeds == "more" else -seeds)


def _best(state: State, seats) -> tuple[int, ...]:
    """The seats of ``seats`` that FRU-END-2 keeps."""
    if not seats:
        return ()
    best = max(_tiebreak_key(state, s) for s in seats)
    return tuple(s for s in seats if _tiebreak_key(state, s) == best)


def _holders(state: State) -> list[int]:
    return [s for s in range(state.players) if combinations(state.cards[s])]


def _winners(state: State) -> tuple[int, ...]:
    """FRU-END-1/2: the holders of a combination, the tie-break between them."""
    return _best(state, _holders(state))


def _variant_winners(state: State, buyer: int | None = None) -> tuple[int, ...]:
    """FRU-VAR-NOMARKET, the winner switch ``variant_winner``: ``first``, the first buyer of
    a 5th card (``buyer`` when the game ends at once; at the end of the round, the earliest
    seat of the round with 5 cards: the round runs from seat 0); ``combination``, the
    holders of a winning combination with FRU-END-2 between them (nobody holds one: the
    buyers of a 5th card, FRU-END-2 between them)."""
    fives = [s for s in range(state.players) if len(state.cards[s]) >= 5]
    if state.options.variant_winner == "first":
        return (buyer,) if buyer is not None else tuple(fives[:1])
    return _winners(state) or _best(state, fives)


def _tiebreak_msg(state: State, winners) -> Said:
    o = state.options
    return said("fru.ev.tiebreak", who=[Who(s) for s in winners],
                fruit=said(f"fru.dir.{o.tiebreak_fruit}"),
                seeds=said(f"fru.dir.{o.tiebreak_seeds}"))


def _over(state: State, winners: tuple[int, ...], log: _Log, rule=R.END_1) -> State:
    state = replace(state, phase="over", active=0, winners=winners)
    message = (said("fru.ev.over", who=[Who(s) for s in winners], n=len(winners))
               if winners else said("fru.ev.over_none"))
    log.add(state, rule, message,
            tuple(Seat(s) for s in winners), GameOver(winners))
    return state


def _end_turn(state: State, log: _Log) -> State:
    seat = state.turn
    if solo(state):
        # FRU-SOLO-3: win with 5 cards; lose when Storage is empty or no farm holds a seed,
        # even with seeds left in Storage (FRU-OPEN-SOLO-LOSS, the help page's words).
        if len(state.cards[0]) == 5:
            return _over(state, (0,), log, R.SOLO_3)
        if state.storage[0] == 0 or _farms_empty(state, 0):
            why = "storage" if state.storage[0] == 0 else "farms"
            log.add(state, R.SOLO_3, said(f"fru.ev.solo_lost_{why}",
                                          storage=state.storage[0]))
            return _over(state, (), log, R.SOLO_3)
        state = replace(state, phase="plant", active=0)
        log.add(state, R.TURN, said("fru.ev.next", who=Who(0)), (Seat(0),))
        return state
    variant = state.options.no_market
    if not state.ending and not variant and combinations(state.cards[seat]):
        state = replace(state, ending=True)
        log.add(state, R.END_1, said("fru.ev.round_ends", who=Who(seat)), (Seat(seat),))
    elif not state.ending and variant and len(state.cards[seat]) >= 5:
        # FRU-OPEN-FIRST5, option variant_end="round": the round is finished first.
        state = replace(state, ending=True)
        log.add(state, R.VAR_NOMARKET, said("fru.ev.fifth_round", who=Who(seat)),
                (Seat(seat),))
    nxt = (seat + 1) % state.players
    if state.ending and nxt == 0:
        if variant:
            winners = _variant_winners(state)
            rule = R.VAR_NOMARKET
            tied = (_holders(state) or [s for s in range(state.players)
                                        if len(state.cards[s]) >= 5])
            tied = tied if state.options.variant_winner == "combination" else winners
        else:
            winners, rule, tied = _winners(state), R.END_1, _holders(state)
        if len(winners) < len(tied):
            log.add(state, R.END_2, _tiebreak_msg(state, winners))
        return _over(state, winners, log, rule)
    state = replace(state, turn=nxt, phase="plant", active=0)
    log.add(state, R.TURN, said("fru.ev.next", who=Who(nxt)), (Seat(nxt),))
    if _farms_empty(state, nxt):
        state = _refill(state, log)
        return _end_turn(state, log)
    return state


def apply(state: State, move) -> Outcome:
    move = seated(move, state.turn if state.phase != "over" else None)
    # Legal moves are told apart without building a message (the reasons are built when
    # read); a refused one gets the whole verdict.
    if not allowed(judge(state, move)[1]):
        raise IllegalMoveError(check(state, move))
    log = _Log()
    after = _PLAY[type(move)](state, move, state.turn, log)
    return Outcome(state, move, after, tuple(log.events))


def _sow(state: State, move: Sow, seat: int, log: _Log) -> State:
    s = state
    path = _path(s, move.farm)
    n = len(path)
    log.add(s, R.PLANT_1, said("fru.ev.sow", who=Who(seat), farm=space(move.farm),
                               path=" → ".join(space(i) for i in path)),
            [Spot(space(i)) for i in dict.fromkeys((move.farm,) + path)],
            Sown(seat, move.farm, path))
    # One event per seed: the seeds not dropped yet stay counted on the farm sown
    # (held in the hand), so every snapshot is a whole position.
    seeds = list(s.seeds[seat])
    for k, i in enumerate(path, 1):
        seeds[move.farm] -= 1
        seeds[i] += 1
        s = replace(s, seeds=_set(s.seeds, seat, tuple(seeds)))
        log.add(s, R.PLANT_1, said("fru.ev.seed", k=k, n=n, space=space(i)),
                (Spot(space(i)),), SeedDropped(seat, move.farm, path, k))
    if path[-1] == 0:
        if _farms_empty(s, seat):
            # [OPEN] mid-turn empty farms: FRU-PLANT-4 applies and the turn ends.
            if solo(s):
                s = _end_turn(s, log)
            else:
                s = _refill(s, log)
                s = _end_turn(s, log)
        else:
            log.add(s, R.PLANT_3, said("fru.ev.again", who=Who(seat)), (Spot("H"),))
    else:
        s = replace(s, phase="act", active=path[-1])
        log.add(s, R.PLANT_2, said("fru.ev.active", farm=space(path[-1]),
                                   fruit=said(f"fru.fruit.{s.farms[seat][path[-1] - 1]}")),
                (Spot(space(path[-1])),))
    return s


def _water(state: State, move: Water, seat: int, log: _Log) -> State:
    s = state
    fruit = s.farms[seat][s.active - 1]
    gain = min(VALUE[fruit], s.storage[seat])
    seeds = _set(s.seeds[seat], s.active, s.seeds[seat][s.active] + gain)
    s = replace(s, seeds=_set(s.seeds, seat, seeds),
                storage=_set(s.storage, seat, s.storage[seat] - gain))
    log.add(s, R.WATER_1, said("fru.ev.water", who=Who(seat), n=gain,
                               farm=space(state.active)),
            (Spot(space(state.active)),), Watered(seat, state.active, gain))
    return _end_turn(s, log)


def _collect(state: State, move: Collect, seat: int, log: _Log) -> State:
    s = state
    p = price(s, move.slot)
    h = s.seeds[seat][0]
    back = s.seeds[seat][s.active]
    if solo(s):
        paid, spent = h, s.spent + h          # FRU-SOLO-2: all of H, for good
        to_store = back
    else:
        paid, spent = p.total, s.spent
        to_store = p.total + back             # FRU-COLLECT-2
    seeds = list(s.seeds[seat])
    seeds[0] -= paid
    seeds[s.active] = 0
    cards = _set(s.cards, seat, s.cards[seat] + (p.fruit,))
    s = replace(s, seeds=_set(s.seeds, seat, tuple(seeds)), cards=cards, spent=spent,
                storage=_set(s.storage, seat, s.storage[seat] + to_store))
    rule = R.SOLO_2 if solo(state) else R.COLLECT_2
    log.add(s, rule, said("fru.ev.collect", who=Who(seat), fruit=said(f"fru.fruit.{p.fruit}"),
                          slot=move.slot, paid=paid, back=back),
            (Spot(f"M{move.slot}"), Seat(seat)), p)
    # FRU-COLLECT-3: the cards left of the slot slide right, M1 from the deck.
    market = ("",) + s.market[:move.slot - 1] + s.market[move.slot:]
    if state.options.no_market or solo(state):
        market = s.market[:move.slot - 1] + s.market[move.slot:] + ("",)
    deck = s.deck
    empty = market.index("")
    if deck:
        market = _set(market, empty, deck[0])
        deck = deck[1:]
    s = replace(s, market=market, deck=deck)
    log.add(s, R.COLLECT_3, said("fru.ev.slide", market=" ".join(c or "·" for c in market)))
    for k in combinations(s.cards[seat]):
        if k not in combinations(state.cards[seat]):
            log.add(s, R.WIN_1, said("fru.ev.combo", who=Who(seat),
                                     kind=said(f"fru.combo.{k}")),
                    (Seat(seat),), Combination(seat, k))
    if (state.options.no_market and len(s.cards[seat]) >= 5
            and s.options.variant_end == "now"):
        # FRU-VAR-NOMARKET: the 5th card ends the game at once (FRU-OPEN-FIRST5)
        winners = _variant_winners(s, seat)
        if s.options.variant_winner == "combination":
            tied = _holders(s) or [seat]
            if len(winners) < len(tied):
                log.add(s, R.END_2, _tiebreak_msg(s, winners))
        s = _over(s, winners, log, R.VAR_NOMARKET)
    else:
        s = _end_turn(s, log)
    return s


#: What each move does (by its class).
_PLAY = {Sow: _sow, Water: _water, Collect: _collect}
