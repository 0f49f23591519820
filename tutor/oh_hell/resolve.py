"""Applying moves: bids, cards, tricks, the end of a hand (scores, next deal), the end of
the game.

* OH-DEAL-1..3, OH-SEQ-*, OH-TRUMP-1/2 — :func:`deal` deals a hand from the game's seed.
* OH-BID-1..3, OH-BID-DEALER — a bid is recorded; after the dealer's, play starts.
* OH-PLAY-LEAD/FOLLOW/WIN/NEXT — a card joins the trick; a full trick goes to its winner,
  who leads the next one.
* OH-SCORE-* — after the last trick every player is scored (one event each, with the
  formula), the sheet gets a line (OH-SCORE-SHEET) and the next dealer deals; after the last
  hand the game ends (OH-END-1/2).

Randomness: the shuffle of hand ``h`` is ``stream("oh", seed, h)`` (:mod:`tutor.core.chance`) — fixed by the
seed given to :func:`initial_state` for every hand of the game, so ``apply`` is a pure
function of its input. ``apply`` never mutates its input and raises
:class:`IllegalMoveError` for an illegal move.
"""

from __future__ import annotations

from tutor.core import EventLog, IllegalMoveError, Msg, Outcome, Seat, UsageError
from tutor.core.chance import seed_problem, stream
from tutor.core.frozen import made
from tutor.core.turns import seated

from .facts import HandScored, TrickWon
from .moves import Move, Play
from .rulebook import R
from .rules import (card_msg, cards_msg, check, legal_for, player, suit_msg, sum_text,
                    trick_winner)
from .scoring import ScoreLine, num, score
from .state import DECK, Card, HandRecord, Options, Phase, State, sort_cards

SEQ_RULES = {"long": R.SEQ_LONG, "long-rev": R.SEQ_LONGREV, "short-ud": R.SEQ_SHORTUD,
             "short-up": R.SEQ_SHORTUP, "short-down": R.SEQ_SHORTDN}


# ---------------------------------------------------------------- setup and deal

def shuffled_deck(seed: int, hand: int) -> list[Card]:
    """The shuffled deck of hand ``hand`` (0-based) of the game with ``seed``."""
    order = list(DECK)
    stream("oh", seed, hand).shuffle(order)
    return order


def deal(options: Options, seed: int, hand: int, dealer: int, scores: tuple[int, ...],
         sheet: tuple[HandRecord, ...] = ()) -> State:
    """Deal hand ``hand`` (OH-DEAL-3): one card at a time from the dealer's left, then the
    next card of the stock is turned for trump (OH-TRUMP-1)."""
    n = options.players
    k = options.sizes[hand]
    deck = shuffled_deck(seed, hand)
    hands: list[list[Card]] = [[] for _ in range(n)]
    for i in range(n * k):
        hands[(dealer + 1 + i) % n].append(deck[i])
    trump = deck[n * k]                       # OH-TRUMP-2: n·k ≤ 50, a card is always left
    return State(options, seed, hand, dealer, trump, tuple(sort_cards(h) for h in hands),
                 (None,) * n, (0,) * n, None, (), scores, sheet, Phase.BID)


def initial_state(options: Options = Options(), seed: int = 0) -> State:
    """The first hand of a game: the first dealer is drawn from ``seed`` (OH-DEAL-2)."""
    if not isinstance(options, Options):
        raise UsageError(Msg("core.usage.options", game="Oh Hell", given=repr(options)))
    problem = options.problem() or seed_problem(seed)
    if problem is not None:
        raise UsageError(problem)
    dealer = stream("oh", seed, "dealer").randrange(options.players)
    return deal(options, seed, 0, dealer, (0,) * options.players)


# ---------------------------------------------------------------- events

def _deal_msg(state: State) -> Msg:
    return Msg("oh.event.deal", who=player(state.dealer), h=state.hand + 1, k=state.size,
               first=player((state.dealer + 1) % state.players))


def _sequence_msg(state: State) -> Msg:
    sizes = state.sizes
    return Msg("oh.event.sequence", h=state.hand + 1, hands=len(sizes),
               sizes=", ".join(str(s) for s in sizes), k=state.size)


def _trump_msg(state: State) -> Msg:
    return Msg("oh.event.trump", card=card_msg(state.trump), suit=suit_msg(state.trump_suit),
               stock=52 - state.players * state.size - 1)


def _first_bid_msg(seat: int) -> Msg:
    return Msg("oh.event.first_bid", who=player(seat))


def deal_events(state: State, log: EventLog) -> None:
    """The events of a fresh deal: dealer, sequence, turned trump, first bidder."""
    log.add(state, R.DEAL_2, _deal_msg, (state,), (Seat(state.dealer),))
    log.add(state, SEQ_RULES[state.options.sequence], _sequence_msg, (state,))
    log.add(state, R.TRUMP_1, _trump_msg, (state,), (state.trump,))
    seat = state.to_act
    log.add(state, R.BID_1, _first_bid_msg, (seat,), (Seat(seat),))


def _bid_msg(seat: int, bid: int, made: tuple[int, ...], k: int) -> Msg:
    return Msg("oh.event.bid", who=player(seat), bid=bid, sum=sum_text(made), total=sum(made),
               k=k)


def _bids_done_msg(made: tuple[int, ...], k: int) -> Msg:
    total = sum(made)
    key = "oh.event.overbid" if total > k else "oh.event.underbid"
    return Msg(key, sum=sum_text(made), total=total, k=k, diff=abs(total - k))


def _first_lead_msg(seat: int) -> Msg:
    return Msg("oh.event.first_lead", who=player(seat))


def _apply_bid(state: State, seat: int, bid: int, log: EventLog) -> State:
    bids = list(state.bids)
    bids[seat] = bid
    after = state.replace(bids=tuple(bids))
    made = tuple(bids[s] for s in state.bidding_order if bids[s] is not None)
    rule = R.BID_DEALER if seat == state.dealer else R.BID_2
    log.add(after, rule, _bid_msg, (seat, bid, made, state.size), (Seat(seat),))
    if None in bids:
        return after
    lead = (state.dealer + 1) % state.players
    after = after.replace(phase=Phase.PLAY, lead=lead)
    log.add(after, R.BID_3, _bids_done_msg, (made, state.size))
    log.add(after, R.PLAY_LEAD, _first_lead_msg, (lead,), (Seat(lead),))
    return after


def _win_msg(state: State, cards: tuple[Card, ...], index: int, number: int) -> Msg:
    seat = (state.lead + index) % state.players
    winner = cards[index]
    trumps = [c for c in cards if c.suit is state.trump_suit]
    if winner.suit is state.trump_suit:
        if len(trumps) == 1:
            return Msg("oh.win.only_trump", who=player(seat), n=number, card=card_msg(winner),
                       trump=suit_msg(state.trump_suit))
        return Msg("oh.win.high_trump", who=player(seat), n=number, card=card_msg(winner),
                   trump=suit_msg(state.trump_suit), cards=cards_msg(trumps))
    return Msg("oh.win.led", who=player(seat), n=number, card=card_msg(winner),
               suit=suit_msg(cards[0].suit), trump=suit_msg(state.trump_suit))


def _play_msg(seat: int, c: Card) -> Msg:
    return Msg("oh.event.play", who=player(seat), card=card_msg(c))


def _next_lead_msg(seat: int, number: int, k: int) -> Msg:
    return Msg("oh.event.next_lead", who=player(seat), n=number, k=k)


#: The rules a card play cites, read once (an enum member's lookup is slow; most moves of a
#: game are card plays).
_PLAY_RULES = (str(R.PLAY_LEAD), str(R.PLAY_FOLLOW))


def _apply_play(state: State, seat: int, c: Card, log: EventLog) -> State:
    hands = list(state.hands)
    hand = hands[seat]
    i = hand.index(c)
    hands[seat] = hand[:i] + hand[i + 1:]
    trick = (*state.trick, c)
    after = state.replace(hands=tuple(hands), trick=trick)
    log.add(after, _PLAY_RULES[len(trick) > 1], _play_msg, (seat, c), (c,))
    if len(trick) < state.options.players:
        return after
    index = trick_winner(trick, state.trump_suit)
    winner = (state.lead + index) % state.players
    number = state.tricks_played + 1
    log.add(after, R.PLAY_WIN, _win_msg, (state, trick, index, number), (trick[index], *trick),
            TrickWon(winner, trick[index], number))
    won = list(state.won)
    won[winner] += 1
    after = after.replace(won=tuple(won), trick=(), lead=winner)
    if sum(won) < state.size:
        log.add(after, R.PLAY_NEXT, _next_lead_msg, (winner, number + 1, state.size),
                (Seat(winner),))
        return after
    return _end_hand(after, log)


def _score_msg(seat: int, bid: int, won: int, line: ScoreLine) -> Msg:
    if line.made:
        key = "oh.score.made"
    else:
        key = "oh.score.over" if won > bid else "oh.score.under"
    return Msg(key, who=player(seat), bid=bid, won=won, off=line.off, formula=line.formula,
               points=line.points)


def _sheet_msg(h: int, hands: int, scores: tuple[int, ...]) -> Msg:
    totals = [Msg("oh.total", who=player(s), points=num(t)) for s, t in enumerate(scores)]
    return Msg("oh.event.sheet", h=h, hands=hands, totals=totals)


def _winner_msg(seat: int, points: int, hands: int) -> Msg:
    return Msg("oh.event.winner", who=player(seat), points=num(points), hands=hands)


def _tie_msg(seats: tuple[int, ...], points: int, hands: int) -> Msg:
    return Msg("oh.event.tie", who=[player(s) for s in seats], points=num(points), hands=hands)


def _end_hand(state: State, log: EventLog) -> State:
    """Score every player (OH-SCORE-*), write the sheet, then deal again or end the game."""
    n, k, h = state.players, state.size, state.hand + 1
    lines = [score(state.options, h, k, state.bids[s], state.won[s]) for s in range(n)]
    scores = tuple(t + line.points for t, line in zip(state.scores, lines))
    record = HandRecord(k, tuple(state.bids), state.won, tuple(line.points for line in lines))
    # a position written without its sheet (hand > 1) keeps none: only totals are known
    sheet = (*state.sheet, record) if len(state.sheet) == state.hand else ()
    after = state.replace(scores=scores, sheet=sheet, lead=None)
    hands = len(state.sizes)
    for s, line in enumerate(lines):
        bid, won = state.bids[s], state.won[s]
        log.add(after, line.rule, _score_msg, (s, bid, won, line), (Seat(s),),
                HandScored(s, bid, won, line.made, line.points))
    log.add(after, R.SCORE_SHEET, _sheet_msg, (h, hands, scores))
    if state.hand + 1 < hands:
        nxt = deal(state.options, state.seed, state.hand + 1, (state.dealer + 1) % n, scores,
                   after.sheet)
        deal_events(nxt, log)
        return nxt
    after = after.replace(phase=Phase.OVER)
    best = max(scores)
    top = tuple(Seat(s) for s in range(n) if scores[s] == best)
    if len(top) == 1:
        log.add(after, R.END_1, _winner_msg, (top[0], best, hands), top)
    else:
        log.add(after, R.END_2, _tie_msg, (top, best, hands), top)
    return after


def ranking(state: State) -> tuple[int, ...]:
    """Each seat's rank by total score (1 = best); tied players share the rank (OH-END-2,
    standard competition ranking: 1, 1, 3)."""
    return tuple(1 + sum(1 for t in state.scores if t > mine) for mine in state.scores)


# ---------------------------------------------------------------- apply

def apply(state: State, move: Move) -> Outcome:
    """Play ``move``; returns the ordered events. Raises IllegalMoveError if refused (the
    verdict, with its reasons, is built only then)."""
    seat = state.to_act
    move = seated(move, seat)                       # a move naming no seat: the asked one's
    if not legal_for(state, move, seat):
        raise IllegalMoveError(check(state, move))
    log = EventLog()                                    # legal: move.seat is the seat asked
    if type(move) is Play:
        after = _apply_play(state, seat, move.card, log)
    else:
        after = _apply_bid(state, seat, move.tricks, log)
    return made(Outcome, {"before": state, "move": move, "after": after, "events": tuple(log)})
