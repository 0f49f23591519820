"""Property tests over random complete games (2–4 players, both window readings).

At every visited state: the 24 faction cards + Piggy are conserved (POOK-COMP-1,
POOK-COMP-2), the layout fits a 5×5 window (POOK-PLACE-2) and is one orthogonally connected
group (POOK-PLACE-1), no hand holds more than 6 cards (POOK-SETUP-3), every warrior placed
from a hand paid its cost (POOK-COST-1, POOK-COST-3), notation round-trips, ``check`` agrees
with ``legal_moves``, ``apply`` never mutates its input, and a game lasts exactly 24 card
turns ending in a full 5×5 square (POOK-END-1).
"""

import copy
import dataclasses
import random
from collections import Counter

import pytest

from tutor import pook as pk
from tutor.pook.rules import is_legal

SEEDS = (1, 2, 3)


def cases() -> list:
    """Every table size × window reading × seed. A day-to-day run plays one seed for each
    table size and window, a different one from one pair to the next (so every seed is
    played too); the other seeds are ``exhaustive`` (run by CI)."""
    out = []
    pairs = [(p, w) for p in (2, 3, 4) for w in pk.Window]
    for i, (p, w) in enumerate(pairs):
        for seed in SEEDS:
            daily = seed == SEEDS[i % len(SEEDS)]
            out.append(pytest.param(p, w, seed, marks=() if daily else (pytest.mark.exhaustive,)))
    return out


CASES = cases()


def coins_at(board, cell):
    row = sum(board.is_coin(c) for c in board if c[1] == cell[1] and c != cell)
    col = sum(board.is_coin(c) for c in board if c[0] == cell[0] and c != cell)
    return row + col


def fits(state):
    x0, x1, y0, y1 = state.board.bounds()
    if state.options.window is pk.Window.CENTRED:
        return max(abs(x0), abs(x1), abs(y0), abs(y1)) <= 2
    return x1 - x0 <= 4 and y1 - y0 <= 4


def connected(board):
    seen, todo = {board.piggy}, [board.piggy]
    while todo:
        x, y = todo.pop()
        for n in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
            if n in board and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(board)


@pytest.mark.parametrize("players, window, seed", CASES)
def test_random_games_keep_the_invariants_POOK_END_1_POOK_COST_1_POOK_PLACE_2(players, window,
                                                                             seed):
    rng = random.Random(seed * 7 + players)
    state = pk.initial_state(pk.Options(players, window), seed)
    pool = []
    placed = 0
    while True:
        text = pk.to_notation(state)
        assert pk.from_notation(text) == state and pk.to_notation(pk.from_notation(text)) == text
        assert state.all_cards() == Counter(pk.DECK)                        # 24 faction cards
        assert sum(1 for i in state.board.values() if not isinstance(i, pk.Laid)) == 1  # Piggy
        assert fits(state)
        assert all(len(hand) <= 6 for hand in state.hands)                 # POOK-SETUP-3
        assert connected(state.board)                                       # POOK-PLACE-1
        legal = pk.legal_moves(state)
        for m in legal:
            assert pk.check(state, m).legal
            assert pk.parse_move(pk.format_move(m)) == m
        pool.extend(m for m in legal if m not in pool)
        for m in rng.sample(pool, min(8, len(pool))):
            if m not in legal:
                assert not pk.check(state, m).legal
            assert is_legal(state, m) == (m in legal)           # apply's path, no messages
        for m in legal:                # every card of the hand, both sides, every frontier cell
            if isinstance(m, pk.Place):
                for up in (True, False):
                    other = dataclasses.replace(m, up=up)
                    assert is_legal(state, other) == pk.check(state, other).legal
        if not legal:
            break
        move = rng.choice(legal)
        snapshot = copy.deepcopy(state)
        outcome = pk.apply(state, move)
        assert state == snapshot and pk.to_notation(state) == text
        if isinstance(move, pk.Place):
            placed += 1
            if move.up:
                assert coins_at(state.board, move.cell) >= move.card.level
        if isinstance(move, pk.Power) and move.card is not None and state.board[move.target].up:
            assert coins_at(state.board, move.target) >= move.card.level
        state = outcome.after
    assert placed == 24 and len(state.board) == 25
    x0, x1, y0, y1 = state.board.bounds()
    assert (x1 - x0, y1 - y0) == (4, 4)
    assert state.phase is pk.Phase.OVER and state.winners


def test_hidden_information_never_leaks_in_random_games():
    rng = random.Random(5)
    state = pk.initial_state(pk.Options(3), 5)
    while pk.legal_moves(state):
        for seat in range(3):
            v = pk.view(state, seat)
            for cell, token in v.cells:
                item = state.board[cell]
                if isinstance(item, pk.Laid) and not item.up and item.by not in (None, seat):
                    assert token == "$"
            assert v.hand == state.hands[seat]
        state = pk.apply(state, rng.choice(pk.legal_moves(state))).after
