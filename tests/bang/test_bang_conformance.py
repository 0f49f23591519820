"""The shared conformance suite (tests/test_conformance.py) and rule coverage run on
BANG! before it is registered: the same test functions, with ``bang`` added to their
table of games for the duration of each test."""

from __future__ import annotations

import pytest

import test_conformance as conformance
import test_rule_coverage as coverage
from tutor import bang


@pytest.fixture
def with_bang(monkeypatch):
    monkeypatch.setitem(conformance.GAMES, "bang", bang)
    monkeypatch.setitem(coverage.GAMES, "bang", bang)


CASES = [pytest.param(o, s, id=f"{o.players}p{'-choose' if o.choose else ''}-{s}",
                      marks=() if s == 1 else (pytest.mark.exhaustive,))
         for o in bang.EXAMPLE_OPTIONS for s in (1, 2)]


@pytest.mark.parametrize("options, seed", CASES)
def test_random_playout_obeys_the_protocol_BANG_TURN_PLAY(with_bang, options, seed):
    conformance.test_random_playout_obeys_the_protocol("bang", options, seed)


@pytest.mark.parametrize("options", [pytest.param(o, marks=() if i < 2 else
                                                  (pytest.mark.exhaustive,))
                                     for i, o in enumerate(bang.EXAMPLE_OPTIONS)])
def test_every_legal_move_comes_apart_and_back(with_bang, options):
    conformance.test_every_legal_move_comes_apart_and_back_and_its_parts_are_never_refused(
        "bang", options, 3)


@pytest.mark.parametrize("options", bang.EXAMPLE_OPTIONS)
def test_random_playouts_end_within_the_cap_BANG_END(with_bang, options):
    conformance.test_random_playouts_end_within_the_cap("bang", options, 0)


def test_shared_surface(with_bang):
    conformance.test_game_module_provides_the_shared_functions("bang")
    conformance.test_garbage_text_raises_notation_errors("bang")
    conformance.test_rulebook_texts_exist_in_every_language("bang")
    coverage.test_rulebook_has_english_and_french_text_for_every_rule_id("bang")
    coverage.test_rule_ids_follow_the_fact_sheet_pattern("bang")


@pytest.mark.parametrize("rule", [r.value for r in bang.R])
def test_every_rule_id_is_named_by_a_scenario_test(with_bang, rule):
    coverage.test_every_rule_id_is_named_by_a_scenario_test("bang", rule)
