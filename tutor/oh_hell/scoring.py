"""Scoring of one player's hand under every option (OH-SCORE-*), with the formula shown.

``score(options, hand_number, size, bid, won)`` returns a :class:`ScoreLine`: the rule it
applies, the points, whether the bid was made, and the formula with its numbers (digits and
operators only, so it reads the same in every language: ``10 + 2 = 12``, ``−10 × 2 = −20``).
"""

from __future__ import annotations

from dataclasses import dataclass

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
