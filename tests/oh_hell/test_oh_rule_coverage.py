"""Every rule ID has its texts, and is named by at least one scenario test.

A test "names" a rule when its function name or its docstring contains the ID, written
``OH-BID-DEALER`` or ``OH_BID_DEALER`` (not followed by another letter or digit).
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from tutor import oh_hell as oh

HERE = Path(__file__).parent


def test_rulebook_has_english_and_french_text_for_every_rule_id():
    assert set(oh.RULEBOOK) == set(oh.R)
    for rid, rule in oh.RULEBOOK.items():
        for lang in ("en", "fr"):
            assert rule.title[lang].strip() and rule.summary[lang].strip(), (rid, lang)
            assert rule.text(lang).startswith(f"{rid} — ")
        assert rule.summary["en"] != rule.summary["fr"], rid


def test_rule_ids_follow_the_fact_sheet_pattern():
    for rid in oh.R:
        assert re.fullmatch(r"OH-[A-Z]+-[A-Z0-9]+", rid), rid
        assert rid.name == rid.value[3:].replace("-", "_")


@cache
def named_tests() -> dict[str, str]:
    """test name -> name + docstring, over every test module of this directory."""
    found = {}
    for path in sorted(HERE.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                found[f"{path.name}::{node.name}"] = node.name + "\n" + (
                    ast.get_docstring(node) or "")
    return found


@pytest.mark.parametrize("rule", [r.value for r in oh.R])
def test_every_rule_id_is_named_by_a_scenario_test(rule):
    pattern = re.compile(rule.replace("-", "[-_]") + r"(?![A-Z0-9])")
    naming = [name for name, text in named_tests().items() if pattern.search(text)]
    assert naming, f"no test names {rule} in its name or docstring"
