"""Helpers for the Flaming Pyramids scenario tests: everything is built from notation.

Scenarios start from a position written in the ``fp1`` notation, play moves written in
move notation, and read the public results: the verdict, the events of each outcome and
the notation of the resulting state. No test reaches into private fields.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor import flaming_pyramids as fp
from tutor.core import Event, Outcome, Verdict


def pos(text: str) -> fp.State:
    """A state from notation (asserting that the notation round-trips exactly)."""
    state = fp.from_notation(text)
    assert fp.to_notation(state) == text, "scenario notation is not in canonical form"
    return state


def _state(start: str | fp.State) -> fp.State:
    return pos(start) if isinstance(start, str) else start


def verdict(start: str | fp.State, move: str) -> Verdict:
    """``check`` of one move, rendered in both languages (rendering must never fail)."""
    v = fp.check(_state(start), fp.parse_move(move))
    assert v.explain("en") and v.explain("fr")
    return v


def play(start: str | fp.State, *moves: str) -> tuple[fp.State, list[Outcome]]:
    """Apply ``moves`` in order; returns the final state and the outcomes."""
    state = _state(start)
    outcomes = []
    for text in moves:
        outcome = fp.apply(state, fp.parse_move(text))
        outcomes.append(outcome)
        state = outcome.after
    return state, outcomes


def events(outcomes: Sequence[Outcome]) -> list[Event]:
    return [e for o in outcomes for e in o.events]


def rules(outcomes: Sequence[Outcome]) -> list[str]:
    """The rule IDs cited by the events, in order."""
    return [e.rule for e in events(outcomes)]


def lines(outcomes: Sequence[Outcome], lang: str = "en") -> list[str]:
    """Every event as text (``message (RULE-ID)``), in order."""
    return [e.explain(lang) for e in events(outcomes)]


def text(outcomes: Sequence[Outcome], lang: str = "en") -> str:
    return "\n".join(lines(outcomes, lang))


def notation(state: fp.State) -> str:
    return fp.to_notation(state)


def pile(state: fp.State, seat: int) -> list[str]:
    """Seat ``seat`` (numbered from 1 as in the notation) draw pile, top first."""
    return [t.code for t in state.piles[seat - 1]]


def hand(state: fp.State, seat: int) -> list[str]:
    return [t.code for t in state.hands[seat - 1]]


def board(state: fp.State) -> dict[tuple[int, int], str]:
    """The pyramid as ``{(row, slot): code}``."""
    return {cell: t.code for cell, t in state.pyramid.items()}


def out_of_game(state: fp.State) -> list[str]:
    return [t.code for t in state.out_of_game()]


def moves_text(state: fp.State) -> list[str]:
    return [fp.format_move(m) for m in fp.legal_moves(state)]
