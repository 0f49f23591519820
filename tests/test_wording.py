"""What every game says reads the same way, in every language (``tutor.registry.all_games()``;
nothing here names a game):

* a verdict's headline starts with one word for an allowed move and one for a refused move,
  the same in every game ("Allowed" / "Not allowed", "Autorisé" / "Interdit": the core's
  ``headline``), never "Legal:" in some games and "Allowed:" in others;
* no verdict line and no event repeats a phrase right after itself ("take the hit: take the
  hit: life 4 → 3");
* no text counts nothing as if it were something ("0 of cacophony (−0)").

Along seeded random playouts: the verdicts on a few legal moves of each visited state, and
on moves legal elsewhere in the same game that are refused here; every event of the
playout. The texts a board adds (its prompts, its answer lines) are scanned the same way
in ``tests/test_board_wording.py``.
"""

from __future__ import annotations

import random
import re

import pytest

from tutor.core import LANGUAGES, render
from tutor.core.verdict import headline
from tutor.registry import all_games

GAMES = all_games()
SEED = 11
MAX_MOVES = 3000
LEGAL_SAMPLE = 3
REFUSED_SAMPLE = 2

#: A phrase of two words or more written twice in a row: "take the hit: take the hit".
REPEATED = re.compile(r"(?<!\w)([^\W\d_]+(?:[ '’][^\W\d_]+)+)[\s:;,.—-]+\1(?!\w)", re.I)
#: Nothing counted as something: "(−0)", "0 of cacophony".
EMPTY_COUNT = re.compile(r"\(\s*[−-]\s*0\s*\)|(?<![\d,.])0 of (?!\d)|(?<![\d,.])dont 0 ")


def label(legal: bool, lang: str) -> str:
    """The word a headline starts with: the core's headline up to the move."""
    marker = "\x00"
    return render(headline(legal, marker), lang).split(marker)[0].rstrip(" :")


def faults(text: str) -> list[str]:
    found = [f"repeats {m.group(1)!r}" for m in REPEATED.finditer(text)
             if re.search(r"[^\W\d_]{4,}", m.group(1))]      # prose, not codes ("Ba Pi Ba Pi")
    found += [f"counts nothing: {m.group(0)!r}" for m in EMPTY_COUNT.finditer(text)]
    return found


def test_the_scan_finds_the_faults_it_is_for():
    """The patterns catch what the learners saw, and leave ordinary texts alone."""
    assert faults("✓ Take the hit: take the hit: life 4 → 3")
    assert faults("✓ Encaisser : encaisser : vie 4 → 3") == []      # one word: not a phrase
    assert faults("3 discs on the tile, 0 of cacophony (−0)")
    assert faults("2 disques sur la tuile, dont 0 de cacophonie (−0)")
    assert faults("2 discs on the tile, 1 of cacophony (−2)") == []
    assert faults("Player 1 places Y4 at (0,0); Player 2 places B2 at (1,0)") == []
    assert faults("hand 10 of 19: 1 card each") == []
    assert faults("the market slides: Ba Pi Ba Pi") == []          # card codes


def _playout(module, options):
    """The states of one seeded random game, with the moves made in them."""
    rng = random.Random(SEED)
    state = module.initial_state(options, SEED)
    for _ in range(MAX_MOVES):
        legal = module.legal_moves(state)
        if not legal:
            return
        outcome = module.apply(state, rng.choice(legal))
        yield state, legal, outcome
        state = outcome.after


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_headline_says_allowed_or_not_allowed_and_no_text_repeats_itself(game_id):
    module = GAMES[game_id]
    rng = random.Random(SEED)
    allowed = {lang: label(True, lang) for lang in LANGUAGES}
    refused = {lang: label(False, lang) for lang in LANGUAGES}
    seen_moves: list = []
    wrong: list[str] = []
    for options in module.EXAMPLE_OPTIONS[:2]:
        for state, legal, outcome in _playout(module, options):
            checked = [(m, True) for m in rng.sample(legal, min(LEGAL_SAMPLE, len(legal)))]
            others = [m for m in seen_moves if m not in legal]
            checked += [(m, False) for m in rng.sample(others, min(REFUSED_SAMPLE, len(others)))]
            seen_moves = (seen_moves + legal)[-200:]
            for move, expected in checked:
                verdict = module.check(state, move)
                if verdict.legal != expected:
                    continue                    # a move legal elsewhere and here too
                for lang in LANGUAGES:
                    head = verdict.headline(lang)
                    word = allowed[lang] if verdict.legal else refused[lang]
                    if not head.startswith(word) or (verdict.legal and head.startswith(
                            refused[lang])):
                        wrong.append(f"{lang} {module.format_move(move)}: {head!r}")
                    wrong += [f"{lang} {module.format_move(move)}: {f} in {line!r}"
                              for line in verdict.explain(lang).splitlines()
                              for f in faults(line)]
            for event in outcome.events:
                for lang in LANGUAGES:
                    text = event.explain(lang)
                    wrong += [f"{lang} event: {f} in {text!r}" for f in faults(text)]
    assert not wrong, f"{game_id}: {len(wrong)} texts, e.g. {sorted(set(wrong))[:8]}"
