"""Legality: bids (OH-BID-1/2, OH-BID-DEALER) and cards (OH-PLAY-LEAD/FOLLOW), and who wins
a trick (OH-PLAY-WIN).

``check`` never raises for a well-typed move; ``legal_moves`` and ``check`` agree. Gates come
first (game over, then phase) and stop at the first failure; after them every rule reports,
the passing ones too, with their numbers ("the dealer may not bid 2: 2 + 1 + 0 + 2 = 5 =
cards dealt").
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.core import Ask, Msg, Partial, Reason, Seat, Verdict, seat_name
from tutor.core.check import CheckTable

from .facts import MustFollow
from .moves import Bid, Move, Play
from .rulebook import R
from .state import DECK, MAX_PLAYERS, MIN_PLAYERS, Card, Phase, State, Suit, classic_size


_PLAY, _BID = Phase.PLAY, Phase.BID     # read once: an enum member's lookup is slow


def player(seat: int) -> Msg:
    return seat_name(seat)


def card_msg(c: Card) -> Msg:
    return Msg("oh.card", rank=Msg(f"oh.rank.{c.code[0]}"), suit=Msg(f"oh.symbol.{c.suit.name}"))


def cards_msg(cards: Sequence[Card]) -> list[Msg] | str:
    return [card_msg(c) for c in cards] or "-"


def suit_msg(suit: Suit) -> Msg:
    return Msg(f"oh.suit.{suit.name}")


def sum_text(terms: Sequence[int]) -> str:
    return " + ".join(str(t) for t in terms)


# ---------------------------------------------------------------- bids

def other_bids(state: State) -> list[int]:
    """The bids made so far, in bidding order."""
    return [state.bids[s] for s in state.bidding_order if state.bids[s] is not None]


def forbidden_bid(state: State) -> int | None:
    """OH-BID-DEALER: the dealer's forbidden bid ``k − s``, or None (not the dealer's turn,
    or ``s > k``)."""
    if state.phase is not _BID or state.to_act != state.dealer:
        return None
    rest = state.size - sum(b for b in state.bids if b is not None)    # = other_bids
    return rest if rest >= 0 else None


def bid_reasons(state: State, bid: int) -> list[Reason]:
    seat, k = state.to_act, state.size
    reasons = [Reason(R.BID_1, True, Msg("oh.bid.turn", who=player(seat),
                                         dealer=player(state.dealer)), (Seat(seat),))]
    if 0 <= bid <= k:
        reasons.append(Reason(R.BID_2, True, Msg("oh.bid.range_ok", bid=bid, k=k),
                                     (Seat(seat),)))
    else:
        reasons.append(Reason(R.BID_2, False, Msg("oh.bid.range_bad", bid=bid, k=k),
                                     (Seat(seat),)))
    if seat == state.dealer:
        before = other_bids(state)
        s = sum(before)
        others = tuple(Seat(s_) for s_ in state.bidding_order if s_ != seat)
        if s > k:
            reasons.append(Reason(R.BID_DEALER, True,
                                  Msg("oh.bid.dealer_free", s=s, k=k, sum=sum_text(before)),
                                  others))
        else:
            total = s + bid
            text = sum_text([*before, bid])
            if total == k:
                reasons.append(Reason(R.BID_DEALER, False,
                                      Msg("oh.bid.dealer_forbidden", bid=bid, sum=text,
                                          total=total, k=k), others + (Seat(seat),)))
            else:
                reasons.append(Reason(R.BID_DEALER, True,
                                      Msg("oh.bid.dealer_ok", bid=bid, sum=text, total=total,
                                          k=k, forbidden=k - s), others + (Seat(seat),)))
    return reasons


# ---------------------------------------------------------------- tricks

def trick_winner(trick: Sequence[Card], trump: Suit) -> int:
    """OH-PLAY-WIN: index in ``trick`` of the winning card (highest trump, else highest of
    the suit led)."""
    led = trick[0].suit
    best = 0
    for i, c in enumerate(trick[1:], 1):
        b = trick[best]
        if c.suit is b.suit:
            if c.rank > b.rank:
                best = i
        elif c.suit is trump:
            best = i
    assert trick[best].suit in (trump, led)
    return best


def follow_options(hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
    """OH-PLAY-FOLLOW: the cards that may be played now (in hand order)."""
    if not trick:
        return list(hand)
    led = trick[0].suit
    same = [c for c in hand if c.suit is led]
    return same or list(hand)


def play_reasons(state: State, c: Card) -> list[Reason]:
    seat = state.to_act
    hand = state.hands[seat]
    rule = R.PLAY_FOLLOW if state.trick else R.PLAY_LEAD
    if c not in hand:
        return [Reason(rule, False, Msg("oh.play.not_held", card=card_msg(c), who=player(seat),
                                        hand=cards_msg(hand)), (c,))]
    reasons = [Reason(rule, True, Msg("oh.play.held", card=card_msg(c), who=player(seat)), (c,))]
    if not state.trick:
        reasons.append(Reason(R.PLAY_LEAD, True, Msg("oh.play.lead", who=player(seat),
                                                     card=card_msg(c),
                                                     trump=suit_msg(state.trump_suit)), (c,)))
        return reasons
    led = state.trick[0].suit
    same = [h for h in hand if h.suit is led]
    if c.suit is led:
        reasons.append(Reason(R.PLAY_FOLLOW, True, Msg("oh.play.follows", card=card_msg(c),
                                                       suit=suit_msg(led)), (c,)))
    elif same:
        reasons.append(Reason(R.PLAY_FOLLOW, False,
                              Msg("oh.play.must_follow", suit=suit_msg(led), cards=cards_msg(same),
                                  count=len(same)), tuple(same),
                              data=MustFollow(state.trick[0], tuple(same))))
        return reasons
    elif c.suit is state.trump_suit:
        reasons.append(Reason(R.PLAY_FOLLOW, True, Msg("oh.play.void_trump", who=player(seat),
                                                       suit=suit_msg(led), card=card_msg(c)),
                              (c,)))
    else:
        reasons.append(Reason(R.PLAY_FOLLOW, True, Msg("oh.play.void_discard", who=player(seat),
                                                       suit=suit_msg(led), card=card_msg(c)),
                              (c,)))
    # a forecast (not binding): does the card take the lead of the trick?
    cards = (*state.trick, c)
    best = state.trick[trick_winner(state.trick, state.trump_suit)]
    if trick_winner(cards, state.trump_suit) == len(cards) - 1:
        reasons.append(Reason(R.PLAY_WIN, True, Msg("oh.play.takes_lead", card=card_msg(c),
                                                    beaten=card_msg(best)), (c, best),
                              binding=False))
    else:
        key = "oh.play.third_suit" if c.suit not in (led, state.trump_suit) \
            else "oh.play.cannot_beat"
        reasons.append(Reason(R.PLAY_WIN, False, Msg(key, card=card_msg(c), best=card_msg(best),
                                                     suit=suit_msg(led)), (c, best),
                              binding=False))
    return reasons


# ---------------------------------------------------------------- legality

def asks(state: State) -> tuple[Ask, ...]:
    """Who may act now, and on what: the next seat to bid, from the dealer's left
    (OH-BID-1), then the next seat to play to the trick (OH-PLAY-LEAD, OH-PLAY-FOLLOW)."""
    seat = state.to_act
    if seat is None:
        return ()
    if state.phase is Phase.BID:
        return (Ask(seat, "bid", str(R.BID_1), Msg("oh.ask.bid", who=player(seat))),)
    rule = R.PLAY_FOLLOW if state.trick else R.PLAY_LEAD
    return (Ask(seat, "play", str(rule), Msg("oh.ask.play", who=player(seat))),)


#: Every move a seat can make, made once: moves are frozen values, so ``legal_moves`` hands
#: out the same ``Play`` / ``Bid`` each time instead of building them at every decision.
_PLAYS = tuple(tuple(Play(c, seat=seat) for c in DECK) for seat in range(MAX_PLAYERS))
_BIDS = tuple(tuple(Bid(b, seat=seat) for b in range(classic_size(MIN_PLAYERS) + 1))
              for seat in range(MAX_PLAYERS))


def legal_moves(state: State) -> list[Move]:
    """Every legal move, each naming its seat (the seat asked)."""
    seat = state.to_act
    if seat is None:
        return []
    if state.phase is _PLAY:
        plays = _PLAYS[seat]
        return [plays[c.index] for c in follow_options(state.hands[seat], state.trick)]
    if state.phase is _BID:
        no = forbidden_bid(state)
        return [b for b in _BIDS[seat][:state.size + 1] if b.tricks != no]
    return []


def is_legal(state: State, move: Move) -> bool:
    """``check(state, move).legal`` without building a single message: the fast path of
    ``apply`` (a playout, a solver). ``move`` names its seat. The property tests hold the
    two to the same answer on every move they try."""
    return legal_for(state, move, state.to_act)


def legal_for(state: State, move: Move, seat: int | None) -> bool:
    """:func:`is_legal`, given ``state.to_act`` (``apply`` has worked it out already)."""
    if move.seat != seat:
        return False
    phase = state.phase
    if phase is _PLAY:
        return type(move) is Play and move.card in follow_options(state.hands[seat],
                                                                  state.trick)
    if phase is _BID:
        return type(move) is Bid and type(move.tricks) is int \
            and 0 <= move.tricks <= state.size and move.tricks != forbidden_bid(state)
    return False


def _over(state: State) -> Reason | None:
    if state.phase is Phase.OVER:
        return Reason(R.END_1, False, Msg("oh.gate.over"))
    return None


def _wrong_step(state: State, kind: type) -> Reason | None:
    """The phase gate for a move of class ``kind``: a bid while playing, a card while
    bidding."""
    if state.phase is Phase.BID and kind is not Bid:
        return Reason(R.BID_1, False, Msg("oh.gate.bid_first", who=player(state.to_act)),
                      (Seat(state.to_act),))
    if state.phase is Phase.PLAY and kind is not Play:
        return Reason(R.BID_1, False, Msg("oh.gate.bidding_over", who=player(state.to_act)),
                      (Seat(state.to_act),))
    return None


def gate(state: State, kind: type) -> Reason | None:
    """Game over, then phase, for a move of class ``kind``: the first failing gate (the
    parts of a move go through the same gates as the move)."""
    return _over(state) or _wrong_step(state, kind)


def describe_move(state: State, move: Move) -> Msg:
    """The move in words (the protocol's ``describe_move``, a headline's words): "Player 2
    bids 3", "Player 1 plays K♦" — the move's seat, else the seat asked (a move with
    neither, once the game is over: "a player")."""
    seat = move.seat if type(move.seat) is int and move.seat >= 0 else state.to_act
    who = Msg("oh.summary.someone") if seat is None else player(seat)
    if isinstance(move, Bid):
        return Msg("oh.summary.bid", who=who, bid=move.tricks)
    return Msg("oh.summary.play", who=who, card=card_msg(move.card))


#: The one ``check`` (:mod:`tutor.core.check`): game over, the seat asked, bid or play as
#: the phase asks, then the move's own rules. The notation provides the move's text,
#: :mod:`.parts` the verdict on a move still being put together.
RULES = CheckTable(
    asks=asks, over=_over,
    steps={Bid: "bid", Play: "play"},
    wrong_step=lambda state, move, ask: _wrong_step(state, type(move)),
    reasons={Bid: lambda state, move: bid_reasons(state, move.tricks),
             Play: lambda state, move: play_reasons(state, move.card)},
    describe=describe_move)


def check(state: State, move: Move | Partial) -> Verdict:
    """The verdict on ``move``: gates, then every rule with its numbers and focus (a
    :class:`~tutor.core.Partial`: :mod:`.parts`)."""
    return RULES.check(state, move)
