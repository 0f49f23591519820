"""Scoring of one player's hand under every option (OH-SCORE-*), with the formula shown.

``score(options, hand_number, size, bid, won)`` returns a :class:`ScoreLine`: the rule it
applies, the points, whether the bid was made, and the formula with its numbers (digits and
operators only, so it reads the same in every language: ``10 + 2 = 12``, ``−10 × 2 = −20``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .rulebook import R
from .state import Options

MINUS = "−"


def num(n: int) -> str:
    """An integer with a true minus sign."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


@dataclass(frozen=True)
class ScoreLine:
    rule: R
    points: int
    made: bool
    off: int            # d = |won − bid|
    formula: str


RULE_OF = {"positive": R.SCORE_POS, "neutral": R.SCORE_NEU, "negative": R.SCORE_NEG,
           "balanced": R.SCORE_BAL, "hybrid": R.SCORE_HYB, "doubles": R.SCORE_DBL,
           "triples": R.SCORE_TRI, "squares": R.SCORE_SQ, "anderson": R.SCORE_AND}

#: Made: 10 + factor × tricks; missed: −factor × difference (doubles, triples, carrés ×4).
_FACTORS = {"doubles": 2, "triples": 3, "squares": 4}


def score(options: Options, hand_number: int, size: int, bid: int, won: int) -> ScoreLine:
    """Points for ``bid``/``won`` in hand ``hand_number`` (1-based) of ``size`` cards."""
    kind = options.scoring
    rule = RULE_OF[kind]
    d = abs(won - bid)
    made = d == 0

    def line(points: int, formula: str, r: R = rule) -> ScoreLine:
        return ScoreLine(r, points, made, d, f"{formula} = {num(points)}")

    if made and bid == 0 and options.vienna:                     # OH-SCORE-VIE
        return line(5 + size, f"5 + {size}", R.SCORE_VIE)
    if kind == "anderson":                                       # OH-SCORE-AND
        value = 10 * hand_number
        head = f"V = 10 × {hand_number} = {value}; "
        if made:
            factor = 10 if options.anderson == "seed" else bid
            return line(value * factor, f"{head}{value} × {factor}")
        return line(-value * d, f"{head}{MINUS}{value} × {d}")
    if kind == "squares" and options.squares == "squared":
        if made:
            return line(10 + bid * bid, f"10 + {bid}²")
        return line(-d * d, f"{MINUS}({d}²)")
    if made:
        if kind == "negative":
            return ScoreLine(rule, 10, True, 0, "10")
        factor = _FACTORS.get(kind, 1)
        if factor == 1:
            return line(10 + won, f"10 + {won}")
        return line(10 + factor * won, f"10 + {factor} × {won}")
    if kind == "positive":
        return line(won, f"1 × {won}")
    if kind == "neutral":
        return ScoreLine(rule, 0, False, d, "0")
    if kind in ("negative", "balanced"):
        penalty = 10 if kind == "negative" else options.balanced_penalty
        return line(-penalty * d, f"{MINUS}{penalty} × {d}")
    if kind == "hybrid":
        if won < bid:
            return line(won, f"1 × {won}")
        return ScoreLine(rule, 0, False, d, "0")
    factor = _FACTORS[kind]
    return line(-factor * d, f"{MINUS}{factor} × {d}")


# ---------------------------------------------------------------- what scores can reach

@dataclass(frozen=True)
class Reach:
    """The totals that ``hands`` scored hands can give (the invariant a position's
    ``scores`` keep): what one seat can total, and what the whole table can total together.

    Both are exact projections of the reachable score vectors (:func:`reach`): a seat's
    total is the sum of one (bid, tricks) line per hand (OH-SCORE-*), and the table's total
    is the sum of whole hands in which the tricks add up to the hand size and the bids do
    not (OH-BID-3). Sets of integers are bitsets: bit ``i`` of ``seat`` is the total
    ``seat_lo + i``."""

    hands: int
    seat_lo: int
    seat_hi: int
    seat: int
    table_lo: int
    table_hi: int
    table: int

    def seat_can(self, points: int) -> bool:
        return _has(self.seat, points - self.seat_lo)

    def table_can(self, points: int) -> bool:
        return _has(self.table, points - self.table_lo)

    def seat_near(self, points: int) -> tuple[int, int]:
        return _near(self.seat, self.seat_lo, self.seat_hi, points)

    def table_near(self, points: int) -> tuple[int, int]:
        return _near(self.table, self.table_lo, self.table_hi, points)


def _has(bits: int, i: int) -> bool:
    return i >= 0 and bits >> i & 1 == 1


def _near(bits: int, lo: int, hi: int, points: int) -> tuple[int, int]:
    """The reachable totals nearest ``points`` below and above it (within lo..hi)."""
    i = min(max(points - lo, 0), hi - lo)
    below = (bits & ((1 << (i + 1)) - 1)).bit_length() - 1
    above_bits = bits >> i
    above = i + (above_bits & -above_bits).bit_length() - 1
    return lo + max(below, 0), lo + above


def _shifted(values) -> tuple[int, int]:
    """A set of integers as (its minimum, a bitset from it)."""
    lo = min(values)
    bits = 0
    for v in values:
        bits |= 1 << (v - lo)
    return lo, bits


def _plus(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    """The sums of one element of each set (bitsets with their minimum)."""
    (alo, abits), (blo, bbits) = a, b
    out, i = 0, 0
    while bbits:
        if bbits & 1:
            out |= abits << i
        bbits >>= 1
        i += 1
    return alo + blo, out


def _points_table(options: Options, hand_number: int, size: int) -> list[list[int]]:
    """points[bid][won] of one seat in hand ``hand_number`` (the scoring's own formulas)."""
    return [[score(options, hand_number, size, b, t).points for t in range(size + 1)]
            for b in range(size + 1)]


def _normal(lo: int, bits: int) -> tuple[int, int]:
    """The same set with its minimum as ``lo`` (no trailing zero bits)."""
    zeros = (bits & -bits).bit_length() - 1
    return lo + zeros, bits >> zeros


def _hand_reach(options: Options, hand_number: int, size: int) -> tuple[tuple[int, int],
                                                                         tuple[int, int]]:
    """What one hand gives one seat, and the whole table (tricks adding up to ``size``, the
    bids not: OH-BID-3), each as (minimum, bitset).

    The table's totals come from a walk over the seats that keeps, per (tricks so far, bids
    so far), the totals so far. A seat whose points for its tricks allow two bids or more
    ("free") can always avoid the one sum the dealer may not make, so the bids are only
    followed while every seat so far had one bid only (``FREE`` once one did not)."""
    k, n = size, options.players
    points = _points_table(options, hand_number, k)
    seat = _shifted({p for row in points for p in row})
    low = seat[0]
    # per tricks t: (shift, the one bid giving it, or FREE when several bids give it)
    choices: list[list[tuple[int, int]]] = []
    for t in range(k + 1):
        bids_of: dict[int, list[int]] = {}
        for b in range(k + 1):
            bids_of.setdefault(points[b][t] - low, []).append(b)
        choices.append([(shift, bs[0] if len(bs) == 1 else _FREE)
                        for shift, bs in bids_of.items()])
    layer: dict[tuple[int, int], int] = {(0, 0): 1}
    for i in range(n):
        nxt: dict[tuple[int, int], int] = {}
        get = nxt.get
        for (tricks, bids), bits in layer.items():
            # the last seat takes the tricks left; bids past k can no longer add up to k
            for t in range(k - tricks if i == n - 1 else 0, k - tricks + 1):
                won = tricks + t
                for shift, b in choices[t]:
                    total = _FREE if b == _FREE or bids == _FREE or bids + b > k else bids + b
                    key = (won, total)
                    nxt[key] = get(key, 0) | bits << shift
        layer = nxt
    table = 0
    for (tricks, bids), bits in layer.items():
        if tricks == k and bids != k:
            table |= bits
    return seat, _normal(n * low, table)


_FREE = -1


def _or_nothing(values: tuple[int, int]) -> tuple[int, int]:
    """The set with 0 added (a hand whose points were not kept adds nothing)."""
    lo, bits = values
    if lo > 0:
        return 0, bits << lo | 1
    return lo, bits | 1 << -lo


@lru_cache(maxsize=128)
def reach(options: Options, hands: int, kept: bool = True) -> Reach:
    """What the first ``hands`` hands of the sequence of ``options`` can give (0 hands: 0).

    ``kept=False``: the scores may have been kept from any hand on (a position written
    without its sheet often starts them at 0 in the hand it shows), so each hand adds what
    it can give, or nothing."""
    sizes = options.sizes
    if not 0 <= hands <= len(sizes):
        raise ValueError(f"the sequence has {len(sizes)} hands, not {hands}")
    if hands == 0:
        return Reach(0, 0, 0, 1, 0, 0, 1)
    before = reach(options, hands - 1, kept)
    seat, table = _hand_reach(options, hands, sizes[hands - 1])
    if not kept:
        seat, table = _or_nothing(seat), _or_nothing(table)
    slo, sbits = _normal(*_plus((before.seat_lo, before.seat), seat))
    tlo, tbits = _normal(*_plus((before.table_lo, before.table), table))
    return Reach(hands, slo, slo + sbits.bit_length() - 1, sbits,
                 tlo, tlo + tbits.bit_length() - 1, tbits)
