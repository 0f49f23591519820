"""Helpers for the Oh Hell scenario tests (the shared ones: ``tests/scenarios.py``).

Everything is built from notation.

Scenarios start from a position written in the ``oh1`` notation, play moves written in
move notation, and read the public results: the verdict, the events of each outcome and
the notation of the resulting state. No test reaches into private fields.
"""

from __future__ import annotations

from tutor import oh_hell as oh

from scenarios import events, lines, rules, scenarios, text  # noqa: F401  (re-exported)

pos, verdict, play, moves_text = scenarios(oh)


def codes(cards) -> list[str]:
    return [c.code for c in cards]


#: Worked example 1 of the fact sheet: 4 players, 5 cards each, bids 2, 1, 0, dealer to bid.
DEALER_TO_BID = ("oh1 players=4 seq=long scoring=positive seed=0 hand=6 size=5 dealer=4 "
                 "trump=7D hands=2C,5C,9D,4H,KS|3C,JC,2D,8H,QS|7C,AC,5D,TH,3S|8C,KD,AH,2S,9S "
                 "bids=2,1,0,- won=0,0,0,0 scores=0,0,0,0")


def last_trick(scoring: str, bids: str, won: str, hands: str = "AS|3S|4D|5H", hand: int = 4,
               size: int = 7, variants: str = "", scores: str = "0,0,0,0",
               lead: int = 1) -> str:
    """A 4-player position at the last trick of a hand (dealer 4, clubs trump)."""
    v = f" variants={variants}" if variants else ""
    return (f"oh1 players=4 seq=long scoring={scoring}{v} seed=0 hand={hand} size={size} "
            f"dealer=4 trump=2C hands={hands} bids={bids} won={won} lead={lead} "
            f"scores={scores}")
