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
* **Bounds.** A target beyond the tricks left is cut off at once; so is one below the
  seat's master trumps (each wins its trick) or above the tricks the others' higher trumps
  leave it; the last trick is read off directly; a seat that cannot win any more trick
  (no trump, not on lead, only the lowest cards of each suit) is settled at once. A search
  asks only about the numbers of tricks still undecided (the "window"), so an adversary
  stops at the first refutation and the seat at its first sure card.
* **Move ordering.** The seat plays high when it guesses it wants the trick (from the
  tricks it needs and its strength: masters, trumps), low otherwise; the others do the
  opposite; at the last card of a trick the positions it leads to are looked up in the
  table before any is searched.
* **Restarts with other guesses.** The time a search takes hangs on that guess (one guess
  can take thousands of times the steps of another on the same position): past a step
  allowance the search restarts with the next guess of :data:`GUESSES`, the allowance
  doubling each round, the table kept (its entries are exact whatever the order).

Every call has a **budget**: at most ``budget`` search steps (a card tried in some
position; :data:`DEFAULT_BUDGET` unless given). Past it the search stops with
:class:`TooLargeToSolve` (a :class:`~tutor.core.UsageError`, in English and French:
"too large to solve here: 5 players × 10 cards left ..."), never a hang. ``progress`` (a
callable) is called now and then with a :class:`Progress` (steps so far, the budget, an
estimate of the share of the search done), and once at the end with ``done == 1.0``, so a
board can show a bar; an exception it raises stops the search and reaches the caller.

The public result uses :class:`~tutor.oh_hell.state.Card`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache

from tutor.core import Msg, UsageError

from .state import Card, Phase, State, Suit

#: The default number of search steps (cards tried) a call may take, read at each call:
#: a few seconds of work on a laptop (about 3 µs a step). Positions at 5 players × 7
#: cards or 4 players × 10 cards take a few milliseconds at the median (see
#: benchmarks/test_oh_hell_solver.py). At the first trick of the largest hands
#: (benchmarks/oh_hell_solver_worst.py, 100 seeded deals, every seat) some calls go past
#: this budget: 10 in 500 at 5 × 10, 6 in 400 at 4 × 12, 10 in 600 at 6 × 8, 8 in 700 at
#: 7 × 7, 18 in 300 at 3 × 17: give a larger budget, or play a trick first.
DEFAULT_BUDGET = 2_000_000

#: How often (in search steps) ``progress`` is called.
PROGRESS_EVERY = 1 << 14

#: The guesses tried in turn for "the seat would like this trick" (move ordering), from the
#: tricks ``k`` it still needs and its ``strength`` (see ``survey``). One guess can be
#: thousands of times faster than another on the same position, and which one wins is
#: hard to tell beforehand, so the search restarts with the next guess past a step
#: allowance that doubles each round (a portfolio): the table of known positions is kept
#: across restarts (every entry is exact whatever the order), so a restart loses little.
GUESSES: tuple[Callable[[int, int], bool], ...] = (
    lambda k, strength: 2 * k >= strength,
    lambda k, strength: k > 0,
    lambda k, strength: False,
)
#: The search steps the first guess may take before the next is tried.
FIRST_ALLOWANCE = 4_000


class _Restart(Exception):
    """The current guess went past its allowance: try the next one."""


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
TRUMP_FIELD = SUIT_FIELD[TRUMP]
PLAIN = SUIT_FIELD[:TRUMP]


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
#: Per card position: the positions below it in its suit field.
BELOW = tuple((1 << q) - (1 << (FIELD * (q // FIELD))) for q in range(LANE))


def _too_large(state: State, left: int, nodes: int, budget: int) -> TooLargeToSolve:
    return TooLargeToSolve(Msg("oh.solve.too_large", players=state.players, cards=left,
                               budget=budget), nodes, budget)


#: The progress callback of the solves that name none (see :func:`reporting`).
_REPORTER: ContextVar[Callable[[Progress], object] | None] = ContextVar(
    "oh_hell_solver_progress", default=None)


@contextmanager
def reporting(callback: Callable[[Progress], object]) -> Iterator[None]:
    """Within the block, every :func:`solve` that is given no ``progress`` reports to
    ``callback``: a board shows how far the solver is while a puzzle's goal is checked
    (the goal calls ``solve`` itself)."""
    token = _REPORTER.set(callback)
    try:
        yield
    finally:
        _REPORTER.reset(token)


def solve(state: State, seat: int, bid: int | None = None, *,
          budget: int | None = None,
          progress: Callable[[Progress], object] | None = None) -> Solution:
    """Search from ``state`` for ``seat`` (0-based). ``bid`` defaults to the seat's bid;
    during bidding a bid must be given (play then starts on the dealer's left, OH-PLAY-LEAD).
    A bid outside 0..tricks left cannot be made (``can_make`` False).

    ``budget``: the most search steps the call may take (None: :data:`DEFAULT_BUDGET`);
    past it :class:`TooLargeToSolve` is raised. ``progress``: called with a
    :class:`Progress` every :data:`PROGRESS_EVERY` steps and once at the end (None: the
    callback of an enclosing :func:`reporting` block, if any)."""
    if progress is None:
        progress = _REPORTER.get()
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
    if budget is None:
        budget = DEFAULT_BUDGET
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
    trump_lanes = column << 48
    full = tuple((2 << k) - 1 for k in range(left + 1))
    order = tuple(tuple((ld + i) % n for i in range(n)) for ld in range(n))
    shift = tuple(LANE * i for i in range(n))
    rivals = tuple(LANE * i for i in range(n) if i != seat)
    seat_at = tuple((seat - ld) % n for ld in range(n))
    last = n - 1
    table: dict[tuple[int, int], tuple[int, int]] = {}
    nodes = 0
    guess = GUESSES[0]
    stop_at = budget + 1                      # where the current guess gives way
    next_report = min(PROGRESS_EVERY, budget + 1) if progress is not None else budget + 1
    track: list[tuple[int, int]] = []         # (card index, cards) in the first plies
    TRACKED = 4
    shown = 0.0                               # the largest share reported (never decreases)

    def report() -> None:
        nonlocal next_report, shown
        if nodes > budget:
            raise _too_large(state, left, nodes, budget)
        if nodes >= stop_at:
            raise _Restart
        if progress is not None:
            next_report = min(nodes + PROGRESS_EVERY, budget + 1, stop_at)
            shown = max(shown, _done())
            progress(Progress(nodes, budget, shown))
        else:
            next_report = min(budget + 1, stop_at)

    def _done() -> float:
        done, weight = 0.0, 1.0
        for j, count in track:
            done += weight * j / count
            weight /= count
        return min(done, 1.0)

    lows: dict[int, tuple[int, ...]] = {}      # mask -> its positions, lowest first
    highs: dict[int, tuple[int, ...]] = {}     # ... highest first

    def low(mask: int) -> tuple[int, ...]:
        got = lows.get(mask)
        if got is None:
            got = lows[mask] = tuple(_bits(mask))
        return got

    def high(mask: int) -> tuple[int, ...]:
        got = highs.get(mask)
        if got is None:
            got = highs[mask] = tuple(reversed(_bits(mask)))
        return got

    def ordered(cards: int, i: int, best_q: int, best_i: int, mine: bool, seat_at: int,
                wish: bool) -> tuple[int, ...]:
        """The order to try ``cards`` in (move ordering: the likely answer first).
        ``wish``: the seat would like to win this trick; the others want the opposite.
        ``seat_at``: the seat's place in this trick."""
        if i == 0:
            return high(cards) if wish else low(cards)
        beat = cards & BEATS[best_q]
        if not beat or beat == cards:
            if mine:
                return high(cards) if wish != (not beat) else low(cards)
        under = cards & ~beat
        if mine:
            if wish:                                # win as high as it can, else shed low
                return high(beat) + low(under)
            return high(under) + low(beat)          # duck as high as it can
        if seat_at < i:                             # the seat has played
            if best_i == seat_at:                   # ... and is winning the trick
                if wish:                            # take it from the seat, cheaply
                    return low(beat) + low(under)
                return high(under) + low(beat)      # leave it to the seat, shed high
            if wish:
                return low(under) + low(beat)
            return high(cards)
        return high(cards) if wish else low(cards)  # the seat plays after this card

    def survey(packed: int, leader: int, left: int) -> tuple[int, int, int]:
        """Bounds on the seat's tricks still to come, whatever anyone plays, and its
        strength (for move ordering), at the start of a trick: ``(low, high, strength)``.

        * ``low``: its master trumps (above every other trump): each wins the trick it is
          played to (OH-PLAY-WIN), and every card is played by the end of the hand.
        * ``high``: ``left`` less the most trumps one other player holds above all the
          seat's trumps (each takes a trick from the seat, one card a trick); 0 when the
          seat does not lead, holds no trump and in every suit holds only cards below all
          the others' (a trick led in that suit is led by a higher card; one led in
          another suit it cannot win, OH-PLAY-FOLLOW).
        * ``strength``: two per master (a card above every other of its suit), one per
          other trump: the seat would like the trick when twice the tricks it needs reach
          it."""
        mine = (packed >> shift[seat]) & LANE_MASK
        trumps = mine & TRUMP_FIELD
        top = trumps.bit_length()
        others = over = 0
        for s in rivals:
            lane = (packed >> s) & LANE_MASK
            others |= lane
            above_mine = ((lane & TRUMP_FIELD) >> top).bit_count()
            if above_mine > over:
                over = above_mine
        strength = 0
        beaten = trumps or leader == seat
        low = 0
        for f in SUIT_FIELD:
            suit = mine & f
            if suit:
                theirs = others & f
                if theirs:
                    masters = (suit >> theirs.bit_length()).bit_count()
                    if not beaten and (theirs & -theirs) < suit:
                        beaten = True
                else:
                    masters = suit.bit_count()
                strength += 2 * masters
                if f == TRUMP_FIELD:
                    strength += suit.bit_count() - masters
                    low = masters
        return low, (left - over if beaten else 0), strength

    def last_trick(packed: int, leader: int) -> int:
        """The last trick, every card forced: 1 if the seat wins it, else 0."""
        best_q = best_i = -1
        for i, s in enumerate(order[leader]):
            q = ((packed >> shift[s]) & LANE_MASK).bit_length() - 1
            if i == 0 or (q >> 4 == best_q >> 4 and q > best_q) or (
                    q >> 4 == TRUMP and best_q >> 4 != TRUMP):
                best_q, best_i = q, i
        return order[leader][best_i] == seat

    def start(packed: int, leader: int, left: int, want: int, depth: int) -> int:
        """At the start of a trick: of the numbers of tricks still to take in ``want``
        (bit k: exactly k more), those the seat can be sure of."""
        want &= full[left]
        if not want or left == 0:
            return want
        if left == 1:
            return want & (2 if last_trick(packed, leader) else 1)
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
        low, high, strength = survey(packed, leader, left)
        if low or high < left:                  # counts outside the bounds: known no
            band = full[high] & ~(full[low - 1] if low else 0) if low <= high else 0
            no |= todo & ~band
            todo &= band
            if low == high:                     # the count is forced
                yes |= todo
                todo = 0
            if not todo:
                table[key] = (yes, no)
                return want & yes
        k = (todo & -todo).bit_length() - 1
        got = play(packed, leader, 0, 0, -1, 0, (), todo, left, depth, guess(k, strength))
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
        tries = ordered(cards, i, best_q, best_i, mine, seat_at[leader], wish)
        if i == last:
            return close(packed, leader, best_q, best_i, played, want, left, depth, mine,
                         sh, tries)
        got = 0 if mine else want
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
            if i == 0:
                led2, bq, bi = q >> 4, q, 0
            elif (q >> 4 == best_q >> 4 and q > best_q) or (
                    q >> 4 == TRUMP and best_q >> 4 != TRUMP):
                led2, bq, bi = led, q, i
            else:
                led2, bq, bi = led, best_q, best_i
            r = play(packed ^ (1 << (q + sh)), leader, i + 1, led2, bq, bi, played + (q,),
                     want, left, depth + 1, wish)
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

    def close(packed: int, leader: int, best_q: int, best_i: int, played: tuple[int, ...],
              want: int, left: int, depth: int, mine: bool, sh: int, tries: tuple[int, ...]
              ) -> int:
        """The last card of a trick. The positions it can lead to are looked up in the
        table first (an answer known there is used at once, before any search), then the
        others are searched, in the order of ``tries``."""
        nonlocal nodes
        got = 0 if mine else want
        rest = left - 1
        beats = BEATS[best_q]
        takes, keeps = order[leader][last], order[leader][best_i]
        if rest <= 1:                           # the next trick, if any, is forced
            for q in tries:
                nodes += 1
                if nodes >= next_report:
                    report()
                winner = takes if beats >> q & 1 else keeps
                up = winner == seat
                r = (want >> 1 if up else want) & full[rest]
                if rest:
                    r &= 2 if last_trick(packed ^ (1 << (q + sh)), winner) else 1
                if up:
                    r <<= 1
                if mine:
                    got |= r
                    want &= ~r
                else:
                    got = want = r
                if not want:
                    break
            return got
        gone = 0
        for p in sorted(played, reverse=True):  # the trick's other cards leave the deal
            packed = (packed & keep[p]) | ((packed & above[p]) >> 1)
            gone |= 1 << p
        pending = []
        for q in tries:
            nodes += 1
            if nodes >= next_report:
                report()
            p = q - (gone & BELOW[q]).bit_count()   # where q is once they have left
            after = packed ^ (1 << (p + sh))
            after = (after & keep[p]) | ((after & above[p]) >> 1)
            c0, c1, c2 = sorted((after & column, (after >> 16) & column,
                                 (after >> 32) & column))
            after = c0 | (c1 << 16) | (c2 << 32) | (after & trump_lanes)
            winner = takes if beats >> q & 1 else keeps
            up = winner == seat
            ask = (want >> 1 if up else want) & full[rest]
            if not ask:
                r = 0
            else:
                entry = table.get((after, winner))
                if entry is None or ask & ~(entry[0] | entry[1]):
                    pending.append((after, winner, up))
                    continue
                r = ask & entry[0]
            if up:
                r <<= 1
            if mine:
                got |= r
                want &= ~r
            else:
                got = want = r
            if not want:
                return got
        count = len(pending)
        for j, (after, winner, up) in enumerate(pending):
            if depth < TRACKED:
                del track[depth:]
                track.append((j, count))
            if up:
                r = start(after, winner, rest, want >> 1, depth + 1) << 1
            else:
                r = start(after, winner, rest, want, depth + 1)
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

    decided: dict[int, bool] = {}             # the seat's cards at the root, by class

    def root() -> tuple[bool, list[Card]]:
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
                ok = decided.get(q)             # answered before a restart
                if ok is None:
                    ok = decided[q] = bool(play(
                        packed, lead, len(trick), led, best_q, best_i, played, want, left, 1,
                        guess(need, survey(packed, lead, left)[2]), only=1 << q))
                if ok:
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
                            guess(need, survey(packed, lead, left)[2])))
        return can, good

    allowance, attempt = FIRST_ALLOWANCE, 0
    while True:
        guess = GUESSES[attempt % len(GUESSES)]
        stop_at = min(nodes + allowance, budget + 1)
        next_report = min(next_report, stop_at)
        try:
            can, good = root()
            break
        except _Restart:
            attempt += 1
            if attempt % len(GUESSES) == 0:
                allowance *= 2
    if progress is not None:
        progress(Progress(nodes, budget, 1.0))
    return Solution(seat, bid, can, tuple(good), len(table), nodes)


