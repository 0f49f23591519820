"""Every puzzle's position can be played to the end: a seeded random playout from it
reaches a position with no ask left, and never one where a seat is asked but has no legal
move (DESIGN: a position the notation accepts can be played to the end; nothing hangs).
Puzzle positions are the positions most often typed by hand, with empty hands or piles."""

from __future__ import annotations

import random

import pytest

from tutor.registry import all_games

GAMES = all_games()
MOST_MOVES = 6000


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_puzzle_position_plays_to_the_end(game_id):
    game = GAMES[game_id]
    for puzzle in game.PUZZLES:
        state = game.from_notation(puzzle.position)
        rng = random.Random(puzzle.id)
        for _ in range(MOST_MOVES):
            legal = game.legal_moves(state)
            if not legal:
                break
            state = game.apply(state, rng.choice(legal)).after
        assert not game.legal_moves(state), (puzzle.id, "still playing after", MOST_MOVES)
        assert not game.asks(state), (puzzle.id, "asked with no legal move",
                                      [a.explain("en") for a in game.asks(state)])
