"""Kingdom Builder engine timings for the board (pytest-benchmark; run with `make bench`).

What the board pays per redraw of its selection layer is the legal-hex overlay of the
whole map (the engine's ``targets``, which ``legal_moves`` reads too: the mandatory
action's hexes, or a picked tile's); per hover, one ``check``; at the end of the game the
scoring of the castles and the Kingdom Builder cards. Timed on mid-game and late-game
positions of 4-player games reached by seeded random play (the computer's policy), and
the scoring of all 10 cards (the 3 of a game are a subset). Targets: the overlay at most
2 ms, the 10 cards at most 5 ms (medians; compare runs, not absolute numbers).
"""

import random

import pytest

import tutor.kingdom_builder as kb
from tutor.kingdom_builder.scoring import CARD_SCORE
from tutor.kingdom_builder.state import KB_CARDS
from widgets.games.kingdom_builder.session import KingdomBuilderSession

SEEDS = (1, 2)


def played(seed: int, settlements: int) -> kb.State:
    """A 4-player game played by the computer's policy from ``seed`` until the board holds
    ``settlements`` settlements, at the start of a turn (or the last position reached)."""
    rng = random.Random(seed)
    state = kb.initial_state(kb.Options(players=4), seed)
    while state.phase is not kb.Phase.OVER:
        if (sum(map(len, state.settlements)) >= settlements
                and state.stack == (kb.BeforeBuild(state.turn),)):
            return state
        moves = kb.legal_moves(state)
        state = kb.apply(state, kb.POLICY(state, moves, rng)).after
    return state


POSITIONS = {f"4p-seed{s}-{n}": played(s, n) for s in SEEDS for n in (30, 90)}


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_legal_hex_overlay_of_the_full_map(benchmark, pid):
    session = KingdomBuilderSession(POSITIONS[pid])
    hexes = benchmark(session.targets)
    assert hexes and all(kb.check(session.state, kb.Build(h)).legal for h in hexes[:5])


def _score_all_cards(state: kb.State) -> int:
    total = 0
    for seat in range(state.players):
        for card in ("castle", *KB_CARDS):
            total += CARD_SCORE[card](state, seat)[2]
    return total


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_scoring_of_all_ten_cards(benchmark, pid):
    total = benchmark(_score_all_cards, POSITIONS[pid])
    assert total > 0


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_check_of_a_far_hex(benchmark, pid):
    state = POSITIONS[pid]
    far = next(h for h in state.board.hexes_of(state.terrain) if h not in state.owner())
    verdict = benchmark(kb.check, state, kb.Build(far))
    assert verdict.reasons
