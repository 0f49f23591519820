"""Big Monster board timings (pytest-benchmark; run with `make bench`).

What the board pays when the pointer reaches a new anchor of the landing area: one hover
(the session's cached ``check`` of the placement, its verdict with every forecast — the
rays with their before/after points, crystals, Big Monsters, medals — and the marks the
highlight layer draws, rays and crystals included), the first time for that cell and
again (the cached verdict); and the selection layer's overlay (``placement_previews``
through the session). Timed on round-2 positions of 4- and 6-player games reached by
seeded random play, on the anchor whose verdict forecasts the most. Targets: a hover at
most 2 ms, the overlay at most 2 ms (medians; compare runs, not absolute numbers).
"""

import random

import pytest

import tutor.big_monster as bm
from widgets.games.big_monster.session import BigMonsterSession


def played(players: int, seed: int) -> bm.State:
    """Round 2, turn 5, everyone about to place (the first seat's area is timed)."""
    rng = random.Random(seed)
    state = bm.initial_state(bm.Options(players), seed)
    while not (state.round == 2 and state.turn == 5 and state.phase is bm.Phase.PLACE):
        state = bm.apply(state, rng.choice(bm.legal_moves(state))).after
    return state


POSITIONS = {f"{n}p-seed{s}": played(n, s) for n in (4, 6) for s in (1, 2)}


def richest_anchor(state: bm.State) -> tuple[int, int]:
    """The legal anchor of seat 0 whose verdict has the most forecasts."""
    return max(bm.rules.anchors(state.areas[0], state.chosen[0]),
               key=lambda a: len(bm.check(state, bm.Place(*a, seat=0)).reasons))


def _hover_fresh(session: BigMonsterSession, cell) -> None:
    session._verdicts = {}
    session._hover_key = None
    session.hover_cell(cell)


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_hover_verdict_with_previews_first_time(benchmark, pid):
    state = POSITIONS[pid]
    session = BigMonsterSession(state)
    cell = richest_anchor(state)
    benchmark(_hover_fresh, session, cell)
    assert session.verdict(bm.Place(*cell, seat=0)).legal
    assert session.explanation_text.startswith("Allowed")
    assert session.shown_feedback.marks


def _hover_again(session: BigMonsterSession, cell) -> None:
    session._hover_key = None
    session.hover_cell(cell)


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_hover_verdict_cached(benchmark, pid):
    state = POSITIONS[pid]
    session = BigMonsterSession(state)
    cell = richest_anchor(state)
    benchmark(_hover_again, session, cell)
    assert session.explanation_text.startswith("Allowed")


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_overlay_through_the_session(benchmark, pid):
    session = BigMonsterSession(POSITIONS[pid])
    overlay = benchmark(session.previews)
    assert overlay and {pos for pos, *_ in overlay} == set(session.targets())
