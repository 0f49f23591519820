"""Helpers for the Flaming Pyramids scenario tests (the shared ones: ``tests/scenarios.py``)."""

from __future__ import annotations

from tutor import flaming_pyramids as fp

from scenarios import events, lines, rules, scenarios, text  # noqa: F401  (re-exported)

pos, verdict, play, moves_text = scenarios(fp)


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
