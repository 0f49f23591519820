"""The first Oh Hell solver, kept as the slow reference the fast one is compared with.

A plain memoised search (remaining hands, trick, leader, tricks won by the seat): no card
equivalence, no suit symmetry, no budget. It answered every position it could finish, so
the fast solver must give exactly its answers (``can_make`` and the list of cards).
"""

from __future__ import annotations

from tutor import oh_hell as oh

SUIT_MASK = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))


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


def reference_solve(state: oh.State, seat: int, bid: int | None = None
                    ) -> tuple[bool, tuple[oh.Card, ...]]:
    """``(can_make, cards)`` as the first solver answered them."""
    n = state.players
    if bid is None:
        bid = state.bids[seat]
    if state.phase is oh.Phase.BID:
        lead, trick = (state.dealer + 1) % n, ()
    else:
        lead, trick = state.lead, tuple(c.index for c in state.trick)
    trump_suit = "CDHS".index(state.trump_suit.name)
    memo: dict = {}

    def winner(cards):
        best = cards[0]
        for c in cards[1:]:
            if c // 13 == best // 13:
                if c > best:
                    best = c
            elif c // 13 == trump_suit:
                best = c
        return cards.index(best)

    def options(hand, cards):
        if cards:
            same = hand & SUIT_MASK[cards[0] // 13]
            if same:
                return same
        return hand

    def search(hands, cards, lead, mine):
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
            ok = search(*step(hands, cards, lead, mine, who, c))
            if ok and mine_turn:
                result = True
                break
            if not ok and not mine_turn:
                result = False
                break
        memo[key] = result
        return result

    def step(hands, cards, lead, mine, who, c):
        hands = hands[:who] + (hands[who] & ~(1 << c),) + hands[who + 1:]
        cards = cards + (c,)
        if len(cards) < n:
            return hands, cards, lead, mine
        w = (lead + winner(cards)) % n
        return hands, (), w, mine + (w == seat)

    hands = tuple(_bits(h) for h in state.hands)
    mine = state.won[seat]
    who = (lead + len(trick)) % n
    good = []
    if who == seat:
        for c in _cards_of(options(hands[who], trick)):
            if search(*step(hands, trick, lead, mine, who, c)):
                good.append(oh.DECK[c])
        can = bool(good)
    else:
        can = search(hands, trick, lead, mine)
    return can, tuple(good)
