"""Pook engine timings (pytest-benchmark; run with `make bench`).

What the board pays per hover is one ``check`` of the move the cell means (a placement of
the selected card, a Piggy swap, a power target); per redraw of the pieces it pays one
``legal_moves`` (the outlined target cells); a click that plays a move pays an ``apply``,
of which a Mage's power (the replacement re-checked, the cards exchanged) is the longest.
Timed on the puzzle positions and on mid-game positions of 4-player games reached by
seeded random play. Reported as medians; compare runs, not absolute numbers.
"""

import random

import pytest

import tutor.pook as pk
from tutor.core import only_seat
from tutor.core.turns import seated

PUZZLES = {p.id: p for p in pk.PUZZLES}
POSITIONS = {pid: pk.from_notation(p.position) for pid, p in PUZZLES.items()}
ANSWERS = {pid: pk.parse_move(p.answer[0]) for pid, p in PUZZLES.items()}

MIDGAME_SEEDS = (1, 2, 3)
MIDGAME_CARDS = 12          # of the 24: half the game played


def random_play(seed: int, stop):
    """Seeded random legal moves from a 4-player deal (``seed`` deals and picks the moves)
    until ``stop(state, moves)`` is true (returns that state and its legal moves), or the
    game ends (returns ``None``)."""
    rng = random.Random(seed)
    state = pk.initial_state(pk.Options(players=4), seed)
    while state.phase is not pk.Phase.OVER:
        moves = pk.legal_moves(state)
        if stop(state, moves):
            return state, moves
        state = pk.apply(state, rng.choice(moves)).after
    return None


def midgame(seed: int, cards: int = MIDGAME_CARDS) -> pk.State:
    """The start of the first turn with ``cards`` faction cards on the table."""
    found = random_play(seed, lambda s, _m: s.phase is pk.Phase.PLAY and len(s.board) > cards)
    assert found is not None, f"seed {seed}: the game ended before {cards} cards"
    return found[0]


MIDGAME = {f"4p-seed{seed}-{MIDGAME_CARDS}cards": midgame(seed) for seed in MIDGAME_SEEDS}
ALL_POSITIONS = {**POSITIONS, **MIDGAME}


def _mage_power(moves):
    return next((m for m in moves if isinstance(m, pk.Power) and m.card is not None), None)


def _puzzle_mage_powers():
    """(puzzle id, position before the Mage's power, the power move) for every puzzle whose
    answer uses a Mage's power."""
    out = {}
    for pid, p in PUZZLES.items():
        state = POSITIONS[pid]
        for text in p.answer:
            move = pk.parse_move(text)
            if isinstance(move, pk.Power) and move.card is not None:
                out[pid] = (state, move)
                break
            state = pk.apply(state, move).after
    return out


def _midgame_mage_powers(wanted: int = 3):
    """The first ``wanted`` seeds whose random 4-player game reaches a pending Mage power
    (the first legal replacement is timed)."""
    out = {}
    for seed in range(1, 50):
        found = random_play(seed, lambda _s, moves: _mage_power(moves) is not None)
        if found is not None:
            state, moves = found
            out[f"4p-seed{seed}-{len(state.board) - 1}cards"] = (state, _mage_power(moves))
            if len(out) == wanted:
                break
    return out


MAGE_POWERS = {**_puzzle_mage_powers(), **_midgame_mage_powers()}


# The parametrisations below must not come out empty (checked at collection):
assert len(POSITIONS) == len(pk.PUZZLES) >= 10
assert len(MIDGAME) == len(MIDGAME_SEEDS)
assert sum(pid in PUZZLES for pid in MAGE_POWERS) >= 2, "no puzzle answer uses a Mage power"
assert sum(pid not in PUZZLES for pid in MAGE_POWERS) == 3, "random play found no Mage power"


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_check_answer(benchmark, pid):
    state, move = POSITIONS[pid], ANSWERS[pid]
    verdict = benchmark(pk.check, state, move)
    assert verdict.legal
    assert seated(move, only_seat(pk.asks(state))) in pk.legal_moves(state)   # they agree


@pytest.mark.parametrize("pid", sorted(ALL_POSITIONS))
def test_legal_moves(benchmark, pid):
    moves = benchmark(pk.legal_moves, ALL_POSITIONS[pid])
    assert moves
    if pid in ANSWERS:                           # legal moves name their seat
        state = ALL_POSITIONS[pid]
        assert seated(ANSWERS[pid], only_seat(pk.asks(state))) in moves


def _all_verdicts(state):
    return [pk.check(state, m) for m in pk.legal_moves(state)]


@pytest.mark.parametrize("pid", sorted(ALL_POSITIONS))
def test_all_verdicts_of_a_position(benchmark, pid):
    verdicts = benchmark(_all_verdicts, ALL_POSITIONS[pid])
    assert verdicts and all(v.legal for v in verdicts)


@pytest.mark.parametrize("pid", sorted(MAGE_POWERS))
def test_apply_mage_power(benchmark, pid):
    state, move = MAGE_POWERS[pid]
    assert state.phase is pk.Phase.POWER
    assert state.board.warrior(state.placed).faction is pk.Faction.M
    taken = state.board[move.target]
    outcome = benchmark(pk.apply, state, move)
    after = outcome.after
    assert after.board[move.target].card == move.card            # the hand card took its place
    assert after.board[move.target].up == taken.up               # of the same type
    assert taken.card in after.hands[state.turn]                 # the taken card went to the hand
    assert after.phase is not pk.Phase.POWER
