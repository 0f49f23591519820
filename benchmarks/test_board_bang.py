"""BANG! board timings (pytest-benchmark; run with `make bench`).

What the table pays per hover of a player with a card picked: the session's key -> move
(the engine's ``move_for``), one ``check`` (the distance as its terms, the range, the
allowance), the highlight marks and the panel's lines — done once per changed key, the
session's verdict cache emptied each round so every round pays the engine. Also a hover of
a player with nothing picked (the range verdict from the seat on its turn) and the
answers listed when a seat must answer a BANG! (one ``check`` per card of its hand, its
draw! and taking the hit). Positions: 7-player games played by the computer's policy
until the seat on its turn holds a BANG! with at least 20 legal moves (compare runs, not
absolute numbers; the target is the board's, a hover well under 10 ms).
"""

import random

import pytest

from tutor import bang
from tutor.bang.data import kind
from widgets.panel import plain_text
from widgets.games.bang.session import BangSession

SEEDS = (11, 12)


def mid_game(seed: int) -> bang.State:
    rng = random.Random(seed)
    state = bang.initial_state(bang.Options(7), seed)
    for n in range(3000):
        moves = bang.legal_moves(state)
        if not moves:
            break
        asked = bang.asks(state)[0]
        if (n > 40 and asked.step == "play" and len(moves) >= 20
                and any(kind(c) == "BG" for c in state.seats[asked.seat].hand)):
            return state
        state = bang.apply(state, bang.POLICY(state, moves, rng)).after
    return state


POSITIONS = {f"7p-seed{s}": mid_game(s) for s in SEEDS}


def hover_round(session: BangSession, keys) -> str:
    """Hover each key in turn with the verdict cache emptied: what a pointer crossing the
    table costs (the last panel's text, so nothing is optimised away)."""
    session._verdicts = {}
    for key in keys:
        session.hover_key(key)
    session.hover_key(None)
    return plain_text(session.panel_lines())


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_hover_verdict_with_a_bang_picked(benchmark, pid):
    session = BangSession(POSITIONS[pid])
    state = session.state
    seat = state.to_act
    code = next(c for c in state.seats[seat].hand if kind(c) == "BG")
    session.click_key(("card", code))
    assert session.selection == code
    others = [("seat", t) for t in state.living() if t != seat]
    benchmark.extra_info["hovers per round"] = len(others)
    assert benchmark(hover_round, session, others)
    session.hover_key(others[0])
    assert "BANG-RANGE" in session.explanation_text


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_hover_of_a_player_with_nothing_picked(benchmark, pid):
    session = BangSession(POSITIONS[pid])
    state = session.state
    others = [("seat", t) for t in state.living() if t != state.to_act]
    benchmark.extra_info["hovers per round"] = len(others)
    assert benchmark(hover_round, session, others)


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_the_answers_to_a_bang(benchmark, pid):
    state = POSITIONS[pid]
    seat = state.to_act
    code = next(c for c in state.seats[seat].hand if kind(c) == "BG")
    shot = next(bang.apply(state, m).after for m in bang.legal_moves(state)
                if isinstance(m, bang.Play) and m.card == code)
    session = BangSession(shot)

    def answers():
        session._verdicts = {}
        return session.prompt("en")
    assert len(benchmark(answers)) >= 3
