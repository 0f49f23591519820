"""In French prose a seat is a common noun: "le joueur 2", never "Joueur 2" mid-sentence.

"partie finie : Joueur 2 gagne", "Joueur 1 joue BANG! contre Joueur 3" read as if the seat
were a proper name; French writes "partie finie : le joueur 2 gagne", "Le joueur 1 joue
BANG! contre le joueur 3" (catalogs say it with ``{who:le}``, ``{who:Le}``, ``{who:de}``,
``{who:à}``: ``tutor.core.i18n``). So along a seeded random playout of every registered game
(``tutor.registry.all_games()``), the French text of

* every event, every open ask;
* the verdicts on some legal moves, on a legal move made by another seat, on moves legal
  elsewhere in the game, on moves put together part by part, and on moves after the end;

holds no "Joueur N" after a lowercase word, a colon, a semicolon, a comma or a bracket of
the same sentence. A seat name standing alone as a label ("Joueur 2 : la tuile B3") or
beginning a line is not prose of that kind and may keep its capital.

A game joins automatically when it is registered; nothing here names a game.
"""

from __future__ import annotations

import random
import re

import pytest

from prose_support import by_other_seat, unfinished
from tutor.registry import all_games

GAMES = all_games()
SEED = 11
OPTION_SETS = 2
SAMPLE = 2
MAX_MOVES = 5000

#: "Joueur 2" right after a lowercase word ("gagne Joueur 2", "contre Joueur 3", "à Joueur
#: 2"), an apostrophe, or a colon, semicolon, comma or opening bracket: mid-sentence.
MID_SENTENCE_SEAT = re.compile(r"(?:[a-zß-ÿ'’]|[:;,(]) *Joueur \d")


def french_texts(module, state, moves) -> list[str]:
    """The French texts a learner reads about ``state``: its open asks and the verdicts on
    ``moves`` (moves and partials)."""
    texts = [ask.explain("fr") for ask in module.asks(state)]
    texts += [module.check(state, m).explain("fr") for m in moves]
    return texts


def assert_common_noun(texts, where: str) -> int:
    for text in texts:
        found = MID_SENTENCE_SEAT.search(text)
        assert found is None, f"{where}: {text!r} names a seat as a proper noun at " \
                              f"{found.group(0)!r}"
    return len(texts)


def test_the_check_finds_a_seat_named_as_a_proper_noun():
    for bad in ("partie finie : Joueur 2 gagne", "Le joueur 1 joue BANG! contre Joueur 3",
                "Passez l'écran à Joueur 2", "la main de Joueur 1", "égalité (Joueur 1, Joueur 2)"):
        assert MID_SENTENCE_SEAT.search(bad), bad
    for good in ("partie finie : le joueur 2 gagne", "Le joueur 1 joue BANG! contre le joueur 3",
                 "Joueur 2 : la tuile B3", "au joueur 2 de jouer", "fini.\n  Joueur 2 a 3 points"):
        assert not MID_SENTENCE_SEAT.search(good), good


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_french_texts_of_a_playout_name_seats_as_common_nouns(game_id):
    module = GAMES[game_id]
    for options in module.EXAMPLE_OPTIONS[:OPTION_SETS]:
        rng = random.Random(SEED)
        state = module.initial_state(options, SEED)
        pool: list = []
        seen = 0
        for _ in range(MAX_MOVES):
            legal = module.legal_moves(state)
            if not legal:
                break
            pool += rng.sample(legal, min(len(legal), SAMPLE))
            moves = rng.sample(legal, min(len(legal), SAMPLE))
            moves += by_other_seat(moves[0], {m.seat for m in pool} - {None}, rng)
            moves += rng.sample(pool, min(len(pool), SAMPLE))
            moves += unfinished(module, state, moves[0])
            where = f"{game_id} {options}"
            seen += assert_common_noun(french_texts(module, state, moves), where)
            outcome = module.apply(state, rng.choice(legal))
            seen += assert_common_noun([e.explain("fr") for e in outcome.events], where)
            state = outcome.after
        else:
            pytest.fail(f"{game_id} {options}: no end after {MAX_MOVES} moves")
        seen += assert_common_noun(french_texts(module, state, rng.sample(pool, min(len(pool),
                                                                                    12))),
                                   f"{game_id} {options} after the end")
        assert seen > 10, (game_id, options, seen)


def test_no_french_template_puts_a_bare_preposition_before_a_seat():
    """A board's captions are not in the playouts above: in every catalog (engines, boards,
    notebooks), a seat after "de" or "à" is written ``{who:de}`` / ``{who:à}`` ("Zoo du
    joueur 1", "Main du joueur 2"), never "de {who}" ("Zoo de Joueur 1")."""
    import importlib
    from pathlib import Path

    import widgets
    from tutor.core.i18n import catalog

    root = Path(widgets.__file__).parent
    for path in sorted([root / "messages.py", *root.glob("games/*/messages.py")]):
        importlib.import_module(".".join(path.relative_to(root.parent).with_suffix("").parts))
    bare = re.compile(r"\b(?:de|à|a) \{(?:who|seat|player)[}!]")
    wrong = {key: t["fr"] for key, t in catalog().items()
             if isinstance(t.get("fr"), str) and bare.search(t["fr"])}
    assert not wrong, wrong
