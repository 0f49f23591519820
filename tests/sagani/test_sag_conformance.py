"""The shared suites run on Sagani before it is registered: the conformance playouts
(``tests/test_conformance.py``), rule coverage (``tests/test_rule_coverage.py``) and the
catalog's EN/FR parity, each called on this engine."""

from __future__ import annotations

import re
import string

import pytest
import test_conformance as conformance
import test_rule_coverage as coverage

from tutor import sagani as sag
from tutor.core import LANGUAGES
from tutor.core.i18n import catalog, placeholders
from tutor.core.protocol import missing

GAME = "sagani"
CASES = [pytest.param(o, seed, id=f"{i}-{seed}",
                      marks=(pytest.mark.exhaustive,) if seed != 1 or i > 2 else ())
         for i, o in enumerate(sag.EXAMPLE_OPTIONS) for seed in (1, 2)]


@pytest.fixture
def registered(monkeypatch):
    monkeypatch.setitem(conformance.GAMES, GAME, sag)
    monkeypatch.setitem(coverage.GAMES, GAME, sag)


def test_the_module_provides_the_game_protocol():
    assert missing(sag) == [] and sag.GAME_ID == GAME and sag.PUZZLES


@pytest.mark.parametrize("options, seed", CASES)
def test_random_playout_obeys_the_protocol(registered, options, seed):
    conformance.test_random_playout_obeys_the_protocol(GAME, options, seed)


@pytest.mark.parametrize("options", [pytest.param(o, id=str(i), marks=(
    pytest.mark.exhaustive,) if i > 0 else ()) for i, o in enumerate(sag.EXAMPLE_OPTIONS)])
def test_every_legal_move_comes_apart_and_back(registered, options):
    conformance.test_every_legal_move_comes_apart_and_back_and_its_parts_are_never_refused(
        GAME, options, 3)


def test_garbage_text_and_rulebook_languages(registered):
    conformance.test_garbage_text_raises_notation_errors(GAME)
    conformance.test_rulebook_texts_exist_in_every_language(GAME)
    coverage.test_rulebook_has_english_and_french_text_for_every_rule_id(GAME)
    coverage.test_rule_ids_follow_the_fact_sheet_pattern(GAME)


@pytest.mark.parametrize("rule", [r.value for r in sag.R])
def test_every_rule_id_is_named_by_a_scenario_test(registered, rule):
    coverage.test_every_rule_id_is_named_by_a_scenario_test(GAME, rule)


def test_every_sag_message_has_english_and_french_with_the_same_placeholders():
    keys = [k for k in catalog() if k.startswith("sag.")]
    assert len(keys) > 50
    for key in keys:
        texts = catalog()[key]
        assert set(texts) == set(LANGUAGES), key
        assert placeholders(texts["en"]) == placeholders(texts["fr"]), key
        for template in texts.values():
            for _, _, spec, _ in string.Formatter().parse(template):
                if spec and spec.startswith("plural:"):
                    assert re.fullmatch(r"plural:[^|]+\|[^|]+", spec), spec
