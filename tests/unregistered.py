"""The shared suites, called on a game engine that is not registered yet (its board and
course come later): the conformance playouts (``tests/test_conformance.py``), rule
coverage (``tests/test_rule_coverage.py``, the IDs of its fact sheet ``docs/rules/<game>.md``
included) and the catalog's EN/FR parity (``tests/test_core_catalog.py``). Once the game is registered, those suites run on it
themselves and its test folder drops the call::

    globals().update(shared_suites(tutor.fruit_picking, "fruit_picking", "fru",
                                   least_messages=50))
"""

from __future__ import annotations

import re
import string
from types import ModuleType
from typing import Any, Callable

import pytest
import test_conformance as conformance
import test_rule_coverage as coverage

from tutor.core import LANGUAGES
from tutor.core.i18n import catalog, placeholders
from tutor.core.protocol import missing


def _marks(daily: bool) -> tuple:
    return () if daily else (pytest.mark.exhaustive,)


def shared_suites(module: ModuleType, game: str, prefix: str, *,
                  daily_playouts: int | None = None, daily_parts: int | None = None,
                  least_messages: int) -> dict[str, Callable[..., Any]]:
    """The test functions for ``module`` (the game ``game``, message keys ``prefix.*``), by
    name. The first
    ``daily_playouts`` option sets (seed 1) and ``daily_parts`` option sets run day to
    day (``None``: all of them); the others are ``exhaustive``."""
    sets = list(enumerate(module.EXAMPLE_OPTIONS))
    playouts = [pytest.param(o, seed, id=f"{i}-{seed}", marks=_marks(
        seed == 1 and (daily_playouts is None or i < daily_playouts)))
        for i, o in sets for seed in (1, 2)]
    parts = [pytest.param(o, id=str(i), marks=_marks(daily_parts is None or i < daily_parts))
             for i, o in sets]

    @pytest.fixture
    def registered(monkeypatch):
        monkeypatch.setitem(conformance.GAMES, game, module)
        monkeypatch.setitem(coverage.GAMES, game, module)

    def test_the_module_provides_the_game_protocol():
        assert missing(module) == [] and module.GAME_ID == game and module.PUZZLES

    @pytest.mark.parametrize("options, seed", playouts)
    def test_random_playout_obeys_the_protocol(registered, options, seed):
        conformance.test_random_playout_obeys_the_protocol(game, options, seed)

    @pytest.mark.parametrize("options", parts)
    def test_every_legal_move_comes_apart_and_back(registered, options):
        conformance.test_every_legal_move_comes_apart_and_back_and_its_parts_are_never_refused(
            game, options, 3)

    def test_garbage_text_and_rulebook_languages(registered):
        conformance.test_garbage_text_raises_notation_errors(game)
        conformance.test_rulebook_texts_exist_in_every_language(game)
        coverage.test_rulebook_has_english_and_french_text_for_every_rule_id(game)
        coverage.test_rule_ids_follow_the_fact_sheet_pattern(game)

    @pytest.mark.parametrize("rule", [r.value for r in module.R])
    def test_every_rule_id_is_named_by_a_scenario_test(registered, rule):
        coverage.test_every_rule_id_is_named_by_a_scenario_test(game, rule)

    def test_every_id_of_the_fact_sheet_is_accounted_for(registered):
        coverage.test_every_id_of_the_fact_sheet_is_a_rule_a_covered_heading_or_a_named_example(
            game)
        coverage.test_a_rule_not_implemented_is_a_fact_sheet_id_with_its_reason_in_both_languages(
            game)

    def test_every_message_has_english_and_french_with_the_same_placeholders():
        keys = [k for k in catalog() if k.startswith(prefix + ".")]
        assert len(keys) > least_messages
        for key in keys:
            texts = catalog()[key]
            assert set(texts) == set(LANGUAGES), key
            assert placeholders(texts["en"]) == placeholders(texts["fr"]), key
            for template in texts.values():
                for _, _, spec, _ in string.Formatter().parse(template):
                    if spec and spec.startswith("plural:"):
                        assert re.fullmatch(r"plural:[^|]+\|[^|]+", spec), spec

    return {name: value for name, value in locals().items()
            if name.startswith("test_") or name == "registered"}
