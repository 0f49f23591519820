"""The shared suites run on Big Monster before it is registered: the conformance playouts
(``tests/test_conformance.py``), rule coverage (``tests/test_rule_coverage.py``) and the
catalog's EN/FR parity (``tests/test_core_catalog.py``), each called on this engine."""

from __future__ import annotations

import re
import string

import pytest
import test_conformance as conformance
import test_rule_coverage as coverage

from tutor import big_monster as bm
from tutor.core import LANGUAGES
from tutor.core.i18n import catalog, placeholders
from tutor.core.protocol import missing

GAME = "big_monster"
CASES = [pytest.param(o, seed, id=f"{i}-{seed}",
                      marks=(pytest.mark.exhaustive,) if seed != 1 or i > 4 else ())
         for i, o in enumerate(bm.EXAMPLE_OPTIONS) for seed in (1, 2)]


@pytest.fixture
def registered(monkeypatch):
    monkeypatch.setitem(conformance.GAMES, GAME, bm)
    monkeypatch.setitem(coverage.GAMES, GAME, bm)


def test_the_module_provides_the_game_protocol():
    assert missing(bm) == [] and bm.GAME_ID == GAME and bm.PUZZLES


@pytest.mark.parametrize("options, seed", CASES)
def test_random_playout_obeys_the_protocol(registered, options, seed):
    conformance.test_random_playout_obeys_the_protocol(GAME, options, seed)


@pytest.mark.parametrize("options", [pytest.param(o, id=str(i), marks=(
    pytest.mark.exhaustive,) if i > 2 else ()) for i, o in enumerate(bm.EXAMPLE_OPTIONS)])
def test_every_legal_move_comes_apart_and_back(registered, options):
    conformance.test_every_legal_move_comes_apart_and_back_and_its_parts_are_never_refused(
        GAME, options, 3)


def test_garbage_text_and_rulebook_languages(registered):
    conformance.test_garbage_text_raises_notation_errors(GAME)
    conformance.test_rulebook_texts_exist_in_every_language(GAME)
    coverage.test_rulebook_has_english_and_french_text_for_every_rule_id(GAME)
    coverage.test_rule_ids_follow_the_fact_sheet_pattern(GAME)


@pytest.mark.parametrize("rule", [r.value for r in bm.R])
def test_every_rule_id_is_named_by_a_scenario_test(registered, rule):
    coverage.test_every_rule_id_is_named_by_a_scenario_test(GAME, rule)


def test_every_bm_message_has_english_and_french_with_the_same_placeholders():
    keys = [k for k in catalog() if k.startswith("bm.")]
    assert len(keys) > 150
    for key in keys:
        texts = catalog()[key]
        assert set(texts) == set(LANGUAGES), key
        assert placeholders(texts["en"]) == placeholders(texts["fr"]), key
        for template in texts.values():
            for _, _, spec, _ in string.Formatter().parse(template):
                if spec and spec.startswith("plural:"):
                    assert re.fullmatch(r"plural:[^|]+\|[^|]+", spec), spec
