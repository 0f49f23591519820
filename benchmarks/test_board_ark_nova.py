"""Ark Nova board timings without a kernel (pytest-benchmark; run with `make bench`, or
with ``--benchmark-timer=time.process_time`` on a loaded machine).

What the board's painter pays, on mid-game positions of 2- and 4-player games played by
the computer's policy (seed 1, map A, the first turn step after :data:`WARMUP` moves):

* the pieces layer recorded afresh (every drawing cache emptied: a board's first paint)
  and recorded again on the same position (what a pick or a refresh pays to learn that
  nothing changed);
* a move's redraw: the next policy move committed (untimed), then the pieces layer
  recorded, or the whole repaint of the layers that changed (recorded, compared and
  replayed onto the board's canvas) — the painter's work behind an Action card click;
* a hover between a legal anchor and a refused hex while a building kind is picked (the
  verdict, the panel and the highlight layer).

The number of drawing commands of the pieces layer and their size as JSON are reported
in ``extra_info`` (compare runs, not absolute numbers).
"""

from __future__ import annotations

import json
import random

import pytest

from tutor.ark_nova import policy, rules
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import Options, State
from tutor.ark_nova.strength import Action
from tutor.ark_nova.zoo_map import GRID, zoo_map
from widgets import draw as D
from widgets.games.ark_nova import board as B
from widgets.games.ark_nova.board import ArkNovaBoard

#: Moves played before a position is taken, by player count (about half a game).
WARMUP = {2: 240, 4: 360}


def mid_game(players: int, seed: int = 1) -> tuple[State, random.Random]:
    """The first turn step (a choice of Action card) after :data:`WARMUP` policy moves, and
    the policy's random source to go on with."""
    state, rng = initial_state(Options(players, "A"), seed), random.Random(seed)
    moves = 0
    while not state.over:
        asks = rules.asks(state)
        if moves >= WARMUP[players] and asks and asks[0].step == "turn":
            return state, rng
        state = apply(state, policy.choose(state, rng)).after
        moves += 1
    raise AssertionError("the game ended before its middle")


POSITIONS = {f"{n}p": n for n in (2, 4)}


def clear_caches() -> None:
    """Empty the board's drawing caches (if it has any): a first paint."""
    clear = getattr(B, "clear_caches", None)
    if clear is not None:
        clear()


def pieces(board: ArkNovaBoard) -> D.Recorder:
    recording = D.Recorder()
    session = board.session
    board.draw_pieces(recording, session.shown_state, live=not session.replaying)
    return recording


def _report(benchmark, recording: D.Recorder) -> None:
    benchmark.extra_info["commands"] = len(recording.ops)
    benchmark.extra_info["json_bytes"] = len(json.dumps(recording.ops))


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_pieces_recorded_afresh(benchmark, pid):
    board = ArkNovaBoard(mid_game(POSITIONS[pid])[0])

    def fresh():
        clear_caches()
        return pieces(board)

    _report(benchmark, benchmark(fresh))


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_pieces_recorded_again(benchmark, pid):
    board = ArkNovaBoard(mid_game(POSITIONS[pid])[0])
    pieces(board)
    _report(benchmark, benchmark(pieces, board))


def _mover(pid: str):
    """A board at the mid-game position that draws nothing by itself, and a setup that
    plays the policy's next move on it (untimed)."""
    state, rng = mid_game(POSITIONS[pid])
    board = ArkNovaBoard(state)
    board._draw_layers(True, True)
    session = board.session
    session._quiet += 1                        # the commit alone: the bench draws

    def setup():
        if session.state.over:
            raise AssertionError("the game ended during the bench")
        assert session.commit(policy.choose(session.state, rng))
        return (board,), {}

    return board, setup


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_a_moves_pieces_recording(benchmark, pid):
    board, setup = _mover(pid)
    _report(benchmark, benchmark.pedantic(pieces, setup=setup, rounds=40,
                                          iterations=1))


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_a_moves_repaint(benchmark, pid):
    """Recorded, compared and replayed onto the canvas: the layers that changed."""
    board, setup = _mover(pid)
    benchmark.pedantic(lambda b: b._draw_layers(False, True), setup=setup, rounds=40,
                       iterations=1)


def _building(pid: str) -> tuple[ArkNovaBoard, tuple, tuple]:
    """The mid-game board with Build chosen and a building kind picked that may stand
    somewhere; a legal anchor and a water or rock hex."""
    board = ArkNovaBoard(mid_game(POSITIONS[pid])[0])
    board.come_alive()                         # its view draws (as once shown in a page)
    board.redraw()
    session = board.session
    session.click_key(("action", Action.BUILD))
    if session.step_of() == "turn":
        session.click_key(("x", 0))
    for name in B.BUILD_KINDS:
        session.click_key(("kind", name))
        now, _ = session.legal_anchors()
        if now:
            zmap = zoo_map(session.state.map_id)
            refused = next(h for h in sorted(GRID) if zmap.terrain(h) in ("water", "rock"))
            return board, ("hex", now[0]), ("hex", refused)
    raise AssertionError("no building may stand anywhere")


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_a_hover(benchmark, pid):
    board, legal, refused = _building(pid)
    keys = [legal, refused]

    def hover():
        keys.reverse()
        board.session.hover_key(keys[0])

    benchmark(hover)
    assert board.session.explanation_text and board._painted["highlight"]
