"""A puzzle solver: search of the rest of the hand, all hands open, within a budget.

``solve(state, seat)`` answers: can ``seat`` make exactly its bid whatever the others do,
and with which cards? The others are adversaries (any legal card, chosen together to make
``seat`` miss, OH-PLAY-FOLLOW); only the current hand counts (OH-PLAY-WIN, OH-PLAY-NEXT).

How it stays fast (the habits of bridge double-dummy solvers):

* **Relative ranks.** Inside the search a suit only keeps the cards still held or on the
  table, ranked among themselves (the 7♠ is "the third spade left"): two deals that differ
  only by cards already played are one position. Each seat's cards are a 64-bit mask, one
  16-bit field per suit, the trump suit in the top field; the seats' masks are packed in one
  integer, so a whole position is one number.
* **Equivalent cards.** Cards of one seat that are adjacent in relative rank within a suit
  win and lose the same tricks: only one of them is tried (the others share its answer).
* **Suit symmetry.** At the start of a trick the three plain suits are sorted, so positions
  that differ by renaming plain suits are one.
* **Transposition table of tricks counts.** At the start of each trick the table keeps,
  for the position, which numbers of tricks still to take the seat can and cannot be sure
  of: one entry answers every bid, and is reused whatever was won before.
* **Bounds.** A target beyond the tricks left is cut off at once; the last trick is read
  off directly; a search asks only about the numbers of tricks still undecided (the
  "window"), so an adversary stops at the first refutation and the seat at its first sure
  card.

Every call has a **budget**: at most ``budget`` search steps (a card tried in some
position; :data:`DEFAULT_BUDGET` unless given). Past it the search stops with
:class:`TooLargeToSolve` (a :class:`~tutor.core.UsageError`, in English and French:
"too large to solve here: 5 players × 10 cards ..."), never a hang. ``progress`` (a
callable) is called now and then with a :class:`Progress` (steps so far, the budget, an
estimate of the share of the search done), and once at the end with ``done == 1.0``, so a
board can show a bar; an exception it raises stops the search and reaches the caller.

The public result uses :class:`~tutor.oh_hell.state.Card`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from tutor.core import Msg, UsageError

from .state import Card, Phase, State, Suit

#: The default number of search steps (cards tried) a call may take: a few seconds of
#: work on a laptop. Every position of a BGA game at 5 players × 7 cards or 4 players ×
#: 10 cards is answered in well under a second (see benchmarks/); the largest hands
#: (3–5 players × 10 cards with the bids hardest to refute) may need more, or a trick
#: played first.
DEFAULT_BUDGET = 3_000_000

#: How often (in search steps) ``progress`` is called.
PROGRESS_EVERY = 1 << 14


@dataclass(frozen=True)
class Solution:
    """``can_make``: ``seat`` makes exactly ``bid`` against any defence. ``cards``: when it
    is ``seat``'s turn, every card that keeps that guarantee, in deck order (empty
    otherwise)."""

    seat: int
    bid: int
    can_make: bool
    cards: tuple[Card, ...]
    positions: int            # distinct trick-start positions kept in the table
    nodes: int = 0            # search steps taken (what the budget counts)


@dataclass(frozen=True)
class Progress:
    """What a ``progress`` callback receives: ``nodes`` search steps so far out of at most
    ``budget``; ``done`` an estimate (0 to 1, never decreasing) of the share of the search
    finished, from the cards already tried in the first plies."""

    nodes: int
    budget: int
    done: float


class TooLargeToSolve(UsageError):
    """The search went past its budget. ``nodes`` steps were taken, ``budget`` allowed;
    the message names the table (players × cards left) and the budget."""

    def __init__(self, msg: Msg, nodes: int, budget: int):
        self.nodes = nodes
        self.budget = budget
        super().__init__(msg)


# ---------------------------------------------------------------- the packed position

FIELD = 16                      # bits per suit field: 13 ranks and 3 always-empty guards
LANE = 64                       # bits per seat: four fields
TRUMP = 3                       # the trump suit's field
LANE_MASK = (1 << LANE) - 1
SUIT_FIELD = tuple(((1 << 13) - 1) << (FIELD * f) for f in range(4))


@cache
def _tables(n: int) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """For ``n`` seats: per lane position ``p``, the masks (over all lanes) that drop the
    card at ``p`` and close the gap within its suit field; and the mask of one field in
    every lane."""
    rep = sum(1 << (LANE * i) for i in range(n))
    keep, above = [], []
    for p in range(LANE):
        top = FIELD * (p // FIELD + 1)
        from_p = ((1 << top) - 1) & ~((1 << p) - 1)
        keep.append((LANE_MASK & ~from_p) * rep)
        above.append((from_p & ~(1 << p)) * rep)
    return tuple(keep), tuple(above), ((1 << FIELD) - 1) * rep


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


#: Per card position: the cards that beat it (higher in its suit, or any trump over a
#: plain card, OH-PLAY-WIN).
BEATS = tuple((SUIT_FIELD[q // FIELD] & ~((2 << q) - 1))
              | (SUIT_FIELD[TRUMP] if q // FIELD != TRUMP else 0) for q in range(LANE))


def _order(cards: int, i: int, best_q: int, best_i: int, mine: bool, seat_at: int,
           wants: bool) -> list[int]:
    """The order to try ``cards`` in (move ordering: the likely answer first). ``wants``:
    the seat would like to win this trick (it wants many of the tricks left); the others
    want the opposite. ``seat_at``: the seat's place in this trick."""
    if i == 0:
        low = _bits(cards)
        return low[::-1] if wants else low
    beat = cards & BEATS[best_q]
    under = cards & ~beat
    if mine:
        if wants:                                   # win as high as it can, else shed low
            return _bits(beat)[::-1] + _bits(under)
        return _bits(under)[::-1] + _bits(beat)     # duck as high as it can
    if seat_at < i:                                 # the seat has played
        if best_i == seat_at:                       # ... and is winning the trick
            if wants:                               # take it from the seat, cheaply
                return _bits(beat) + _bits(under)
            return _bits(under)[::-1] + _bits(beat)   # leave it to the seat, shed high
        if wants:
            return _bits(under) + _bits(beat)
        return _bits(cards)[::-1]
    low = _bits(cards)                              # the seat plays after this card
    return low[::-1] if wants else low


def _too_large(state: State, left: int, nodes: int, budget: int) -> TooLargeToSolve:
    return TooLargeToSolve(Msg("oh.solve.too_large", players=state.players, cards=left,
                               budget=budget), nodes, budget)


def solve(state: State, seat: int, bid: int | None = None, *,
          budget: int = DEFAULT_BUDGET,
          progress: Callable[[Progress], object] | None = None) -> Solution:
    """Search from ``state`` for ``seat`` (0-based). ``bid`` defaults to the seat's bid;
    during bidding a bid must be given (play then starts on the dealer's left, OH-PLAY-LEAD).
    A bid outside 0..tricks left cannot be made (``can_make`` False).

    ``budget``: the most search steps the call may take (default :data:`DEFAULT_BUDGET`);
    past it :class:`TooLargeToSolve` is raised. ``progress``: called with a
    :class:`Progress` every :data:`PROGRESS_EVERY` steps and once at the end."""
    n = state.players
    if state.phase is Phase.OVER:
        raise UsageError(Msg("oh.solve.over"))
    if type(seat) is not int or not 0 <= seat < n:
        raise UsageError(Msg("core.usage.seat", seat=seat + 1 if type(seat) is int else seat,
                             players=n))
    if bid is None:
        bid = state.bids[seat]
        if bid is None:
            raise UsageError(Msg("oh.solve.no_bid"))
    if type(bid) is not int:
        raise UsageError(Msg("oh.solve.bad_bid", bid=bid))
    if type(budget) is not int or budget < 1:
        raise UsageError(Msg("oh.solve.bad_budget", budget=budget))
    if state.phase is Phase.BID:
        lead, trick = (state.dealer + 1) % n, ()
    else:
        lead, trick = state.lead, tuple(state.trick)

    # --- relative ranks: the cards still in play, suit by suit, trump in the top field
    trump = state.trump_suit
    suits = [s for s in Suit if s is not trump] + [trump]
    alive = [c for h in state.hands for c in h] + list(trick)
    where: dict[Card, int] = {}
    for f, suit in enumerate(suits):
        for r, c in enumerate(sorted((c for c in alive if c.suit is suit),
                                     key=lambda c: c.rank)):
            where[c] = FIELD * f + r
    card_at = {q: c for c, q in where.items()}
    packed = 0
    for i, hand in enumerate(state.hands):
        for c in hand:
            packed |= 1 << (LANE * i + where[c])
    left = (sum(len(h) for h in state.hands) + len(trick)) // n
    need = bid - state.won[seat]
    who0 = (lead + len(trick)) % n
    if not 0 <= need <= left or left == 0:
        can = left == 0 and need == 0
        return Solution(seat, bid, can, (), 0)

    keep, above, column = _tables(n)
    full = tuple((2 << k) - 1 for k in range(left + 1))
    order = tuple(tuple((ld + i) % n for i in range(n)) for ld in range(n))
    shift = tuple(LANE * i for i in range(n))
    rivals = tuple(LANE * i for i in range(n) if i != seat)
    last = n - 1
    table: dict[tuple[int, int], tuple[int, int]] = {}
    nodes = 0
    next_report = PROGRESS_EVERY if progress is not None else budget + 1
    track: list[tuple[int, int]] = []         # (card index, cards) in the first plies
    TRACKED = 4

    def report() -> None:
        nonlocal next_report
        if nodes > budget:
            raise _too_large(state, left, nodes, budget)
        next_report = nodes + PROGRESS_EVERY if progress is not None else budget + 1
        if progress is not None:
            progress(Progress(nodes, budget, _done()))

    def _done() -> float:
        done, weight = 0.0, 1.0
        for j, count in track:
            done += weight * j / count
            weight /= count
        return min(done, 1.0)

    def wants(packed: int, want: int) -> bool:
        """Move ordering: does the seat want to win the trick being played? Yes when the
        tricks it still needs reach its sure-looking ones (its masters: cards above every
        other card of their suit, plus half its other trumps); the others want the
        opposite."""
        k = (want & -want).bit_length() - 1
        mine = (packed >> shift[seat]) & LANE_MASK
        others = 0
        for s in rivals:
            others |= (packed >> s) & LANE_MASK
        strength = 0
        for f in range(4):
            suit = mine & SUIT_FIELD[f]
            if suit:
                theirs = others & SUIT_FIELD[f]
                masters = (suit >> theirs.bit_length()).bit_count() if theirs else suit.bit_count()
                strength += 2 * masters
                if f == TRUMP:
                    strength += suit.bit_count() - masters
        return 2 * k >= strength

    def start(packed: int, leader: int, left: int, want: int, depth: int) -> int:
        """At the start of a trick: of the numbers of tricks still to take in ``want``
        (bit k: exactly k more), those the seat can be sure of."""
        want &= full[left]
        if not want or left == 0:
            return want
        if left == 1:                           # the last trick: every card is forced
            best_q = best_i = -1
            for i, s in enumerate(order[leader]):
                q = ((packed >> shift[s]) & LANE_MASK).bit_length() - 1
                if i == 0 or (q >> 4 == best_q >> 4 and q > best_q) or (
                        q >> 4 == TRUMP and best_q >> 4 != TRUMP):
                    best_q, best_i = q, i
            return want & (2 if order[leader][best_i] == seat else 1)
        key = (packed, leader)
        entry = table.get(key)
        if entry is not None:
            yes, no = entry
            todo = want & ~(yes | no)
            if not todo:
                return want & yes
        else:
            yes = no = 0
            todo = want
        got = play(packed, leader, 0, 0, -1, 0, (), todo, left, depth, wants(packed, todo))
        yes |= got
        table[key] = (yes, no | (todo & ~got))
        return want & yes

    def play(packed: int, leader: int, i: int, led: int, best_q: int, best_i: int,
             played: tuple[int, ...], want: int, left: int, depth: int, wish: bool,
             only: int = 0) -> int:
        """Mid-trick (``i`` cards played, ``led`` the suit field led, ``best_q`` the card
        winning so far, played ``best_i``-th): of ``want``, what the seat can be sure of.
        ``wish``: the seat would like this trick (move ordering). ``only``: try only these
        cards (the root tries the seat's cards one by one)."""
        nonlocal nodes
        who = order[leader][i]
        sh = shift[who]
        hand = (packed >> sh) & LANE_MASK
        if i:
            same = hand & SUIT_FIELD[led]
            if same:
                hand = same
        cards = hand & ~(hand >> 1)             # the top card of each run of equivalents
        if only:
            cards &= only
        mine = who == seat
        got = 0 if mine else want
        tries = _order(cards, i, best_q, best_i, mine, (seat - leader) % n,
                       wish)
        count = len(tries)
        j = 0
        for q in tries:
            if depth < TRACKED:
                del track[depth:]
                track.append((j, count))
                j += 1
            nodes += 1
            if nodes >= next_report:
                report()
            after = packed ^ (1 << (q + sh))
            if i == 0:
                led2, bq, bi = q >> 4, q, 0
            elif (q >> 4 == best_q >> 4 and q > best_q) or (
                    q >> 4 == TRUMP and best_q >> 4 != TRUMP):
                led2, bq, bi = led, q, i
            else:
                led2, bq, bi = led, best_q, best_i
            if i == last:
                for p in sorted(played + (q,), reverse=True):
                    after = (after & keep[p]) | ((after & above[p]) >> 1)
                c0, c1, c2 = sorted((after & column, (after >> 16) & column,
                                     (after >> 32) & column))
                after = c0 | (c1 << 16) | (c2 << 32) | (((after >> 48) & column) << 48)
                winner = order[leader][bi]
                if winner == seat:
                    r = start(after, winner, left - 1, want >> 1, depth + 1) << 1
                else:
                    r = start(after, winner, left - 1, want, depth + 1)
            else:
                r = play(after, leader, i + 1, led2, bq, bi, played + (q,), want, left,
                         depth + 1, wish)
            if mine:
                got |= r
                want &= ~r
            else:
                got = want = r
            if not want:
                break
        if depth < TRACKED:
            del track[depth:]
            track.append((count, count))
        return got

    # --- the root: the seat's own cards are tried one class at a time
    played = tuple(where[c] for c in trick)
    led = best_q = best_i = 0
    for i, q in enumerate(played):
        if i == 0:
            led, best_q, best_i = q >> 4, q, 0
        elif (q >> 4 == best_q >> 4 and q > best_q) or (q >> 4 == TRUMP
                                                          and best_q >> 4 != TRUMP):
            best_q, best_i = q, i
    want = 1 << need
    good: list[Card] = []
    if who0 == seat:
        sh = shift[seat]
        hand = (packed >> sh) & LANE_MASK
        if trick:
            same = hand & SUIT_FIELD[led]
            if same:
                hand = same
        tops = _bits(hand & ~(hand >> 1))
        for j, q in enumerate(tops):
            track[:] = [(j, len(tops))]
            if play(packed, lead, len(trick), led, best_q, best_i, played, want, left, 1,
                    wants(packed, want), only=1 << q):
                run = q                         # q and the equivalents below it
                while run >= 0 and hand >> run & 1:
                    good.append(card_at[run])
                    run -= 1
        good.sort(key=lambda c: c.index)
        can = bool(good)
    elif not trick:
        can = bool(start(packed, lead, left, want, 0))
    else:
        can = bool(play(packed, lead, len(trick), led, best_q, best_i, played, want, left, 0,
                        wants(packed, want)))
    if progress is not None:
        progress(Progress(nodes, budget, 1.0))
    return Solution(seat, bid, can, tuple(good), len(table), nodes)


