"""The shared suites run on Fruit Picking before it is registered: conformance playouts,
rule coverage and the catalog's EN/FR parity, each called on this engine."""

from __future__ import annotations

import pytest
import test_conformance as conformance
import test_rule_coverage as coverage

from tutor import fruit_picking as fru
from tutor.core import LANGUAGES
from tutor.core.i18n import catalog, placeholders
from tutor.core.protocol import missing

GAME = "fruit_picking"
CASES = [pytest.param(o, seed, id=f"{i}-{seed}",
                      marks=(pytest.mark.exhaustive,) if seed != 1 else ())
         for i, o in enumerate(fru.EXAMPLE_OPTIONS) for seed in (1, 2)]


@pytest.fixture
def registered(monkeypatch):
    monkeypatch.setitem(conformance.GAMES, GAME, fru)
    monkeypatch.setitem(coverage.GAMES, GAME, fru)


def test_the_module_provides_the_game_protocol():
    assert missing(fru) == [] and fru.GAME_ID == GAME and fru.PUZZLES


@pytest.mark.parametrize("options, seed", CASES)
def test_random_playout_obeys_the_protocol(registered, options, seed):
    conformance.test_random_playout_obeys_the_protocol(GAME, options, seed)


@pytest.mark.parametrize("options", [pytest.param(o, id=str(i))
                                     for i, o in enumerate(fru.EXAMPLE_OPTIONS)])
def test_every_legal_move_comes_apart_and_back(registered, options):
    conformance.test_every_legal_move_comes_apart_and_back_and_its_parts_are_never_refused(
        GAME, options, 3)


def test_garbage_text_and_rulebook_languages(registered):
    conformance.test_garbage_text_raises_notation_errors(GAME)
    conformance.test_rulebook_texts_exist_in_every_language(GAME)
    coverage.test_rulebook_has_english_and_french_text_for_every_rule_id(GAME)
    coverage.test_rule_ids_follow_the_fact_sheet_pattern(GAME)


@pytest.mark.parametrize("rule", [r.value for r in fru.R])
def test_every_rule_id_is_named_by_a_scenario_test(registered, rule):
    coverage.test_every_rule_id_is_named_by_a_scenario_test(GAME, rule)


def test_every_fru_message_has_english_and_french_with_the_same_placeholders():
    keys = [k for k in catalog() if k.startswith("fru.")]
    assert len(keys) > 50
    for key in keys:
        texts = catalog()[key]
        assert set(texts) == set(LANGUAGES), key
        assert placeholders(texts["en"]) == placeholders(texts["fr"]), key
