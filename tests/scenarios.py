"""Helpers shared by every game's scenario tests: everything is built from notation.

Scenarios start from a position written in the game's notation, play moves written in
move notation, and read the public results: the verdict, the events of each outcome and
the notation of the resulting state. No test reaches into private fields. A game's
support module binds them to its engine: ``pos, verdict, play, moves_text = scenarios(fp)``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from tutor.core import Event, Outcome, Verdict


def scenarios(game: ModuleType) -> tuple[Callable[..., Any], ...]:
    """``pos``, ``verdict``, ``play`` and ``moves_text`` for the engine ``game``."""

    def pos(text: str) -> Any:
        """A state from notation (asserting that the notation round-trips exactly)."""
        state = game.from_notation(text)
        assert game.to_notation(state) == text, "scenario notation is not in canonical form"
        return state

    def state_of(start: Any) -> Any:
        return pos(start) if isinstance(start, str) else start

    def verdict(start: Any, move: str) -> Verdict:
        """``check`` of one move, rendered in both languages (rendering must never fail)."""
        v = game.check(state_of(start), game.parse_move(move))
        assert v.explain("en") and v.explain("fr")
        return v

    def play(start: Any, *moves: str) -> tuple[Any, list[Outcome]]:
        """Apply ``moves`` in order; returns the final state and the outcomes."""
        state = state_of(start)
        outcomes = []
        for text in moves:
            outcome = game.apply(state, game.parse_move(text))
            outcomes.append(outcome)
            state = outcome.after
        return state, outcomes

    def moves_text(state: Any) -> list[str]:
        """The legal choices as text, without the seat (every legal move names the one seat
        asked: asserted here, so the text can leave it out)."""
        legal = game.legal_moves(state)
        asked = {ask.seat for ask in game.asks(state)}
        assert all(m.seat in asked for m in legal), "a legal move of a seat not asked"
        return [game.format_move(m, seat=False) for m in legal]

    return pos, verdict, play, moves_text


def to_the_end(game: ModuleType, options: Any, seed: int) -> Any:
    """The last position of a seeded game played by ``random.Random(seed)`` to its end."""
    rng, state = random.Random(seed), game.initial_state(options, seed)
    while legal := game.legal_moves(state):
        state = game.apply(state, rng.choice(legal)).after
    return state


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
