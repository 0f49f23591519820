"""Every registered game (``tutor.registry.all_games()``) says a verdict's move in words.

A board's panel headlines the verdict on the move hovered or played: "Not allowed: Player
1 collects the strawberries in slot M1.", not the notation "Not allowed: p1:M1.". So along
seeded random playouts, every language's headline of

* some legal moves, and the same moves typed without their seat;
* refused ones: a legal move made by another seat, moves legal elsewhere in the same game,
  and, once the playout has reached the end, moves played after the game is over;
* a move put together part by part (a ``Partial``: a legal move less its last part, or
  with none chosen yet) where it was made, by another seat, elsewhere, after the end;

comes from the game's own ``summary`` and

* does not contain the move's notation with its seat (``format_move``: "p1:M1");
* does not contain it without its seat either ("Y4@0,0", "bid 1", "KD"), as a whole word
  ("end" in "ends the turn" is prose). A notation that is one name of the board — letters,
  digits, commas and minus signs, such as a slot "M1" or a hex "3,5" — may appear where the
  prose names it, right after a word of it ("in slot M1", "builds on 3,5"), never right
  after the verdict's label ("Not allowed: KD.");
* is not a label and one word ("Not allowed: turn.", "Not allowed: @3,3.").

A game joins automatically when it is registered; nothing here names a game.
"""

from __future__ import annotations

import random
import re

import pytest

from prose_support import by_other_seat, notation_in, seatless, unfinished
from tutor.core import LANGUAGES, Partial
from tutor.registry import all_games

GAMES = all_games()
SEED = 5
#: Option sets played per game (the first of its ``EXAMPLE_OPTIONS``).
OPTION_SETS = 2
#: Moves checked per visited state: legal ones (each also by another seat, without its seat
#: and part by part), and refused ones legal elsewhere; at the end, moves after the game.
LEGAL_SAMPLE = 3
REFUSED_SAMPLE = 3
OVER_SAMPLE = 24
MAX_MOVES = 5000

#: A verdict's label, then one word: "Not allowed: KD.", "Coup interdit : turn.".
LABEL_AND_A_WORD = re.compile(r"\s*\w+(?: \w+)?\s?:\s*\S+\s*")
def assert_in_words(module, state, checked, move, kind: str) -> None:
    """``checked``'s verdict in ``state`` (``move`` itself, or a :class:`Partial` of it) has
    a headline in words in every language, with no notation of ``move``."""
    verdict = module.check(state, checked)
    written = module.format_move(move)
    bare = module.format_move(move, seat=False)
    if isinstance(checked, Partial):
        kind += f" part by part ({checked.step}: {', '.join(checked.names) or 'nothing'})"
    assert verdict.summary is not None, f"{kind} {written}: no summary, the headline is notation"
    for lang in LANGUAGES:
        headline = verdict.headline(lang)
        where = f"{kind} {written}: the {lang} headline {headline!r}"
        assert headline.strip() and "{" not in headline, where
        assert written == bare or written not in headline, f"{where} is notation"
        assert not notation_in(bare, headline), f"{where} holds the notation {bare!r}"
        assert not LABEL_AND_A_WORD.fullmatch(headline), f"{where} does not say the move"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_verdict_headline_says_the_move_in_words(game_id):
    module = GAMES[game_id]
    for options in module.EXAMPLE_OPTIONS[:OPTION_SETS]:
        rng = random.Random(SEED)
        state = module.initial_state(options, SEED)
        pool: list = []                 # moves seen legal somewhere in this game
        parts: list = []                # (partial, its move) seen somewhere in this game
        seen: set = set()
        count = dict.fromkeys(("legal", "by another seat", "without its seat", "elsewhere",
                               "after the end", "part by part"), 0)

        def check(pairs, kind):
            for checked, move in pairs:
                assert_in_words(module, state, checked, move, kind)
                count["part by part" if isinstance(checked, Partial) else kind] += 1

        for _ in range(MAX_MOVES):
            legal = module.legal_moves(state)
            if not legal:
                break
            for move in legal:
                if move not in seen:
                    seen.add(move)
                    pool.append(move)
            seats = {m.seat for m in pool} - {None}
            legal_set = set(legal)
            for move in rng.sample(legal, min(len(legal), LEGAL_SAMPLE)):
                check([(move, move)], "legal")
                check([(m, m) for m in by_other_seat(move, seats, rng) if m not in legal_set],
                      "by another seat")
                check([(m, m) for m in seatless(move)], "without its seat")
                here = [(p, move) for p in unfinished(module, state, move)]
                check(here, "here")
                check([(q, move) for p, _ in here for q in by_other_seat(p, seats, rng)],
                      "by another seat")
                parts += here
            check([(m, m) for m in rng.sample(pool, min(len(pool), 4 * REFUSED_SAMPLE))
                   if m not in legal_set][:REFUSED_SAMPLE], "elsewhere")
            check(rng.sample(parts, min(len(parts), REFUSED_SAMPLE)), "elsewhere")
            state = module.apply(state, rng.choice(legal)).after
        else:
            pytest.fail(f"{game_id} {options}: no end after {MAX_MOVES} moves")
        over = rng.sample(pool, min(len(pool), OVER_SAMPLE))
        check([(m, m) for m in over], "after the end")
        check([(m, m) for move in over[:OVER_SAMPLE // 4] for m in seatless(move)],
              "after the end")
        check(rng.sample(parts, min(len(parts), OVER_SAMPLE // 2)), "after the end")
        if module.table(state).players == 1:
            del count["by another seat"]        # a table of one seat has no other seat
        assert all(count.values()), (game_id, options, count)
