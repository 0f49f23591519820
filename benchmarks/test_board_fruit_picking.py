"""Fruit Picking board timings (pytest-benchmark; run with `make bench`).

What the board pays when the pointer reaches a new farm or market card: one hover (the
session's ``check`` of the move, its verdict — the sowing path seed by seed and where the
last seed lands; a card's price as base + surcharge against the Harvest House, the
combination it completes — with hints the active farm's prices after the sowing), the
panel's text built, and the highlight layer recorded (the path drawn with a numbered disc
per seed). Timed first time (nothing cached) on positions of 2- and 4-player games reached
by seeded random play, the farm with the most seeds, and on a market card while acting.
Target: a hover at most 2 ms (medians; compare runs, not absolute numbers).
"""

import random

import pytest

import tutor.fruit_picking as fru
from widgets import draw as D
from widgets.games.fruit_picking import FruitPickingBoard


def played(players: int, seed: int, phase: str) -> fru.State:
    """A position 20 moves or more into a seeded random game, in ``phase``."""
    rng = random.Random(seed)
    state = fru.initial_state(fru.Options(players), seed)
    n = 0
    while n < 20 or state.phase != phase:
        state = fru.apply(state, rng.choice(fru.legal_moves(state))).after
        n += 1
        assert state.phase != "over"
    return state


PLANT = {f"{n}p-seed{s}": played(n, s, "plant") for n in (2, 4) for s in (1, 2)}
ACT = {f"{n}p-seed{s}": played(n, s, "act") for n in (2, 4) for s in (1, 2)}


def _hover_fresh(board: FruitPickingBoard, key) -> str:
    session = board.session
    session._verdicts = {}
    session._hover_key = None
    session.hover_key(key)
    board.draw_marks(D.Recorder(), session.shown_feedback)
    return session.explanation_text


@pytest.mark.parametrize("pid", sorted(PLANT))
def test_hover_a_farm_first_time(benchmark, pid):
    state = PLANT[pid]
    board = FruitPickingBoard(state)
    farm = max(range(1, 7), key=lambda f: state.seeds[state.turn][f])
    text = benchmark(_hover_fresh, board, ("space", (state.turn, farm)))
    assert text.startswith("Legal") and "(FRU-PLANT-1)" in text


@pytest.mark.parametrize("pid", sorted(ACT))
def test_hover_a_market_card_first_time(benchmark, pid):
    state = ACT[pid]
    board = FruitPickingBoard(state)
    fruit = state.farms[state.turn][state.active - 1]
    slot = next((m for m, c in enumerate(state.market, 1) if c == fruit), 1)
    text = benchmark(_hover_fresh, board, ("card", slot))
    assert "(FRU-" in text
