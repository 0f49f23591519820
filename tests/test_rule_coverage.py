"""For every registered game: each rule ID has its EN/FR texts and is named by a test.

A test "names" a rule when its function name or its docstring contains the ID, written
``FP-BUILD-2`` or ``FP_BUILD_2`` (not followed by another letter or digit). A game's tests
live in ``tests/<game id>/``.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from tutor.registry import all_games

TESTS = Path(__file__).parent
GAMES = all_games()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_rulebook_has_english_and_french_text_for_every_rule_id(game_id):
    game = GAMES[game_id]
    assert set(game.RULEBOOK) == set(game.R)
    for rid, rule in game.RULEBOOK.items():
        for lang in ("en", "fr"):
            assert rule.title[lang].strip() and rule.summary[lang].strip(), (rid, lang)
            assert rule.text(lang).startswith(f"{rid} — ")
        assert rule.summary["en"] != rule.summary["fr"], rid


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_rule_ids_follow_the_fact_sheet_pattern(game_id):
    for rid in GAMES[game_id].R:
        assert re.fullmatch(GAMES[game_id].RULE_ID_PATTERN, rid), rid
        assert rid.name == rid.value.split("-", 1)[1].replace("-", "_")


@cache
def named_tests(game_id: str) -> dict[str, str]:
    """test name -> name + docstring, over the game's test modules."""
    found = {}
    for path in sorted((TESTS / game_id).glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                found[f"{path.name}::{node.name}"] = node.name + "\n" + (
                    ast.get_docstring(node) or "")
    return found


@pytest.mark.parametrize("game_id, rule", [(gid, r.value) for gid in sorted(GAMES)
                                           for r in GAMES[gid].R])
def test_every_rule_id_is_named_by_a_scenario_test(game_id, rule):
    pattern = re.compile(rule.replace("-", "[-_]") + r"(?![A-Z0-9])")
    naming = [name for name, text in named_tests(game_id).items() if pattern.search(text)]
    assert naming, f"no test of tests/{game_id}/ names {rule} in its name or docstring"
