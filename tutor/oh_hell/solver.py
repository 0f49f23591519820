"""A puzzle solver: exhaustive search of the rest of the hand, all hands open.

``solve(state, seat)`` answers: can ``seat`` make exactly its bid whatever the others do,
and with which cards? The others are adversaries (any legal card, chosen to make ``seat``
miss); only the current hand counts. Positions are memoised (remaining hands, trick,
leader, tricks won by ``seat``), so a 4-player, 4-card hand is answered in a few
milliseconds. Cards are bit masks inside the search; the public result uses
:class:`~tutor.oh_hell.state.Card`.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.core import Msg, UsageError

from .state import DECK, Card, Phase, State


@dataclass(frozen=True)
class Solution:
    """``can_make``: ``seat`` makes exactly ``bid`` against any defence. ``cards``: when it
    is ``seat``'s turn, every card that keeps that guarantee (empty otherwise)."""

    seat: int
    bid: int
    can_make: bool
    cards: tuple[Card, ...]
    positions: int            # distinct positions searched (memo size)


def _bits(cards) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c.index
    return mask


def _cards_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


SUIT_MASK = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))


def solve(state: State, seat: int, bid: int | None = None) -> Solution:
    """Exhaustive search from ``state`` for ``seat`` (0-based). ``bid`` defaults to the
    seat's bid; during bidding a bid must be given (play then starts on the dealer's left)."""
    n = state.players
    if not 0 <= seat < n:
        raise UsageError(Msg("core.usage.seat", seat=seat + 1, players=n))
    if state.phase is Phase.OVER:
        raise UsageError(Msg("oh.solve.over"))
    if bid is None:
        bid = state.bids[seat]
        if bid is None:
            raise UsageError(Msg("oh.solve.no_bid"))
    if state.phase is Phase.BID:
        lead, trick = (state.dealer + 1) % n, ()
    else:
        lead, trick = state.lead, tuple(c.index for c in state.trick)
    trump = state.trump_suit.name
    trump_suit = "CDHS".index(trump)
    memo: dict = {}

    def winner(cards: tuple[int, ...]) -> int:
        best = cards[0]
        for c in cards[1:]:
            if c // 13 == best // 13:
                if c > best:
                    best = c
            elif c // 13 == trump_suit:
                best = c
        return cards.index(best)

    def options(hand: int, cards: tuple[int, ...]) -> int:
        if cards:
            same = hand & SUIT_MASK[cards[0] // 13]
            if same:
                return same
        return hand

    def search(hands: tuple[int, ...], cards: tuple[int, ...], lead: int, mine: int) -> bool:
        left = (sum(h.bit_count() for h in hands) + len(cards)) // n
        if mine > bid or mine + left < bid:
            return False
        if left == 0:
            return mine == bid
        key = (hands, cards, lead, mine)
        found = memo.get(key)
        if found is not None:
            return found
        who = (lead + len(cards)) % n
        mine_turn = who == seat
        result = not mine_turn
        for c in _cards_of(options(hands[who], cards)):
            ok = search(*_step(hands, cards, lead, mine, who, c))
            if ok and mine_turn:
                result = True
                break
            if not ok and not mine_turn:
                result = False
                break
        memo[key] = result
        return result

    def _step(hands, cards, lead, mine, who, c):
        hands = hands[:who] + (hands[who] & ~(1 << c),) + hands[who + 1:]
        cards = cards + (c,)
        if len(cards) < n:
            return hands, cards, lead, mine
        w = (lead + winner(cards)) % n
        return hands, (), w, mine + (w == seat)

    hands = tuple(_bits(h) for h in state.hands)
    mine = state.won[seat]
    who = (lead + len(trick)) % n
    good: list[Card] = []
    if who == seat:
        for c in _cards_of(options(hands[who], trick)):
            if search(*_step(hands, trick, lead, mine, who, c)):
                good.append(DECK[c])
        can = bool(good)
    else:
        can = search(hands, trick, lead, mine)
    return Solution(seat, bid, can, tuple(good), len(memo))
