"""Helpers for the Oh Hell scenario tests: everything is built from notation.

Scenarios start from a position written in the ``oh1`` notation, play moves written in
move notation, and read the public results: the verdict, the events of each outcome and
the notation of the resulting state. No test reaches into private fields.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor import oh_hell as oh
from tutor.core import Event, Outcome, Verdict


def pos(text: str) -> oh.State:
    """A state from notation (asserting that the notation round-trips exactly)."""
    state = oh.from_notation(text)
    assert oh.to_notation(state) == text, "scenario notation is not in canonical form"
    return state


def _state(start: str | oh.State) -> oh.State:
    return pos(start) if isinstance(start, str) else start


def verdict(start: str | oh.State, move: str) -> Verdict:
    """``check`` of one move, rendered in both languages (rendering must never fail)."""
    v = oh.check(_state(start), oh.parse_move(move))
    assert v.explain("en") and v.explain("fr")
    return v


def play(start: str | oh.State, *moves: str) -> tuple[oh.State, list[Outcome]]:
    state = _state(start)
    outcomes = []
    for text in moves:
        outcome = oh.apply(state, oh.parse_move(text))
        outcomes.append(outcome)
        state = outcome.after
    return state, outcomes


def events(outcomes: Sequence[Outcome]) -> list[Event]:
    return [e for o in outcomes for e in o.events]


def rules(outcomes: Sequence[Outcome]) -> list[str]:
    return [e.rule for e in events(outcomes)]


def lines(outcomes: Sequence[Outcome], lang: str = "en") -> list[str]:
    return [e.explain(lang) for e in events(outcomes)]


def text(outcomes: Sequence[Outcome], lang: str = "en") -> str:
    return "\n".join(lines(outcomes, lang))


def moves_text(state: oh.State) -> list[str]:
    return [oh.format_move(m) for m in oh.legal_moves(state)]


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
