"""Every registered game (``tutor.registry.all_games()``) says a verdict's move in words.

A board's panel headlines the verdict on the move hovered or played: "Not allowed: Player
1 collects the strawberries in slot M1.", not the notation "Not allowed: p1:M1.". So along
seeded random playouts, for some legal moves and some refused ones (moves legal elsewhere
in the same game), the verdict carries the game's own ``summary`` and its headline, in
every language, does not contain the move's notation as the game writes it
(``format_move``, seat included). A part of a move may still appear where the prose names
it ("slot M1", "builds on 3,5").

A game joins automatically when it is registered.
"""

from __future__ import annotations

import random

import pytest

from tutor.core import LANGUAGES
from tutor.registry import all_games

GAMES = all_games()
SEED = 5
#: Option sets played per game (the first of its ``EXAMPLE_OPTIONS``).
OPTION_SETS = 2
#: Legal and refused moves checked per visited state.
LEGAL_SAMPLE = 3
REFUSED_SAMPLE = 3
MAX_MOVES = 5000


def assert_in_words(module, state, move) -> None:
    verdict = module.check(state, move)
    written = module.format_move(move)
    assert verdict.summary is not None, f"{written}: no summary, the headline is notation"
    for lang in LANGUAGES:
        headline = verdict.headline(lang)
        assert headline.strip() and "{" not in headline, (written, headline)
        assert written not in headline, f"the {lang} headline {headline!r} is notation"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_verdict_headline_says_the_move_in_words(game_id):
    module = GAMES[game_id]
    for options in module.EXAMPLE_OPTIONS[:OPTION_SETS]:
        rng = random.Random(SEED)
        state = module.initial_state(options, SEED)
        pool: list = []                 # moves seen legal somewhere in this game
        seen: set = set()
        for _ in range(MAX_MOVES):
            legal = module.legal_moves(state)
            if not legal:
                break
            for move in legal:
                if move not in seen:
                    seen.add(move)
                    pool.append(move)
            legal_set = set(legal)
            refused = [m for m in rng.sample(pool, min(len(pool), 4 * REFUSED_SAMPLE))
                       if m not in legal_set][:REFUSED_SAMPLE]
            for move in rng.sample(legal, min(len(legal), LEGAL_SAMPLE)) + refused:
                assert_in_words(module, state, move)
            state = module.apply(state, rng.choice(legal)).after
        else:
            pytest.fail(f"{game_id} {options}: no end after {MAX_MOVES} moves")
        assert pool, f"{game_id} {options}: no move was ever legal"
