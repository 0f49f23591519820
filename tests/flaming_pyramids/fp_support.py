"""Helpers for the Flaming Pyramids scenario tests (the shared ones: ``tests/scenarios.py``)."""

from __future__ import annotations

from tutor import flaming_pyramids as fp

from scenarios import events, lines, rules, scenarios, text  # noqa: F401  (re-exported)

pos, verdict, play, moves_text = scenarios(fp)

#: Positions in canonical notation, every field and phase among them: the notation tests
#: round-trip them, the fuzz tests mutate them.
CANONICAL = [
    "fp1 players=2 turn=1 pyramid=0:B20,R40 hands=Y2|R2 piles=-|-",
    "fp1 players=2 turn=1 pyramid=- hands=R2,B60|G2 piles=-|-",
    "fp1 players=2 turn=1 pyramid=-1:R2,B20 hands=Y2|G2 piles=-|-",
    "fp1 players=2 turn=1 pyramid=0:Y40,.,B30/1:G40 hands=R2,G10|R4 piles=-|-",
    "fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/-/0:Y40 hands=-|R2 piles=Y10,B20|- "
    "pending=slide@2,0",
    "fp1 players=3 variants=curse turn=2 pyramid=0:R4,G20,Y20/-/1:B20 hands=Y2|Y4|R2 "
    "piles=B10,R10,G10|-|- pending=fall@2,1 curses=1",
    "fp1 players=2 variants=firedie turn=1 pyramid=0:G2,Y4,G6,R30/1:Cy hands=-|R4 piles=-|- "
    "pending=roll@1,1",
    "fp1 players=2 variants=curse,firedie turn=2 pyramid=1:Tb~,R30 hands=Y4,G6|R2 piles=-|- "
    "dice=3,1,6",
    "fp1 players=2 turn=1 pyramid=0:B20,R40/0:B60 hands=-|R2 piles=-|Y2 winner=1",
    "fp1 players=6 turn=6 pyramid=0:M,Y2 hands=B120|G4|G6|Y10|Y20|R2 piles=-|-|-|-|-|G2",
]


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
