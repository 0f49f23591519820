"""Engine timings on the puzzle positions (pytest-benchmark; run with `make bench`).

What the board pays per hover is one ``check`` (the verdict, with its forecast); per new
position it pays one ``legal_moves`` and a ``check`` of every legal placement (the board
precomputes them). Reported as medians; compare runs, not absolute numbers.
"""

import pytest

import tutor.flaming_pyramids as fp

PUZZLES = fp.PUZZLES
POSITIONS = {p.id: fp.from_notation(p.position) for p in PUZZLES}
ANSWERS = {p.id: fp.parse_move(p.answer[0]) for p in PUZZLES}


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_check_answer(benchmark, pid):
    state, move = POSITIONS[pid], ANSWERS[pid]
    verdict = benchmark(fp.check, state, move)
    assert verdict.legal


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_legal_moves(benchmark, pid):
    moves = benchmark(fp.legal_moves, POSITIONS[pid])
    assert moves


def _all_verdicts(state):
    return [fp.check(state, m) for m in fp.legal_moves(state)]


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_all_verdicts_of_a_position(benchmark, pid):
    verdicts = benchmark(_all_verdicts, POSITIONS[pid])
    assert all(v.legal for v in verdicts)


def test_apply_answer_chain(benchmark):
    state = POSITIONS["example-3-chain-reaction"]
    move = ANSWERS["example-3-chain-reaction"]
    outcome = benchmark(fp.apply, state, move)
    assert outcome.after.pending is not None
