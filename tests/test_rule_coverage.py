"""For every registered game: each rule ID has its EN/FR texts and is named by a test, and
every ID of the game's fact sheet (``docs/rules/<game id>.md``) is accounted for.

A test "names" a rule when its function name or its docstring contains the ID, written
``FP-BUILD-2`` or ``FP_BUILD_2`` (not followed by another letter or digit). A game's tests
live in ``tests/<game id>/``.

An ID of a fact sheet is any text of the game's ``RULE_ID_PATTERN`` standing alone (not
inside a longer word: ``FP-PLACE-3b`` names a part of ``FP-PLACE-3``, ``KB-4`` a review
note). Each must be a rule of ``R``; or a heading (``SAG-ARROW``, ``FRU-COMP``) whose IDs
under it are all accounted for; or a worked example (``KB-EX-3``) named by a test; or a rule
the tutor does not implement, in the game's ``NOT_IMPLEMENTED`` table with the reason (the
rule reference shows it to the learner).
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from tutor.registry import all_games

TESTS = Path(__file__).parent
SHEETS = TESTS.parent / "docs" / "rules"
GAMES = all_games()
EXAMPLE = re.compile(r"-EX-\d+")


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
    assert naming(game_id, rule), (f"no test of tests/{game_id}/ names {rule} in its name "
                                   "or docstring")


def naming(game_id: str, rule: str) -> list[str]:
    """The tests of ``tests/<game_id>/`` that name ``rule``."""
    pattern = re.compile(rule.replace("-", "[-_]") + r"(?![A-Z0-9])")
    return [name for name, text in named_tests(game_id).items() if pattern.search(text)]


def sheet_ids(game_id: str) -> set[str]:
    """Every rule ID written in the game's fact sheet."""
    text = (SHEETS / f"{game_id}.md").read_text(encoding="utf-8")
    found = re.finditer(rf"(?<![A-Za-z0-9-])(?:{GAMES[game_id].RULE_ID_PATTERN})(?![A-Za-z0-9])",
                        text)
    return {m.group(0) for m in found}


def unaccounted(game_id: str) -> list[str]:
    """The fact sheet's IDs that are no rule, no heading of covered IDs, no worked example
    named by a test and no rule listed as not implemented, each with what it lacks."""
    game = GAMES[game_id]
    ids = sheet_ids(game_id)
    rules = {str(r) for r in game.R} | set(game.NOT_IMPLEMENTED)

    def lacks(rid: str) -> str | None:
        if rid in rules:
            return None
        if EXAMPLE.search(rid):
            return None if naming(game_id, rid) else "a worked example named by no test"
        under = sorted(i for i in ids if i.startswith(rid + "-"))
        if under or any(r.startswith(rid + "-") for r in rules):
            missing = [i for i in under if lacks(i)]
            return f"a heading whose {', '.join(missing)} are not covered" if missing else None
        return "neither in R, nor a heading, nor a worked example, nor listed as not implemented"

    return [f"{rid}: {why}" for rid in sorted(ids) if (why := lacks(rid))]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_id_of_the_fact_sheet_is_a_rule_a_covered_heading_or_a_named_example(game_id):
    assert (SHEETS / f"{game_id}.md").is_file(), f"docs/rules/{game_id}.md is missing"
    assert sheet_ids(game_id), f"no ID of {GAMES[game_id].RULE_ID_PATTERN} in the sheet"
    left = unaccounted(game_id)
    assert not left, f"docs/rules/{game_id}.md:\n" + "\n".join(left)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_rule_not_implemented_is_a_fact_sheet_id_with_its_reason_in_both_languages(game_id):
    """The table of rules the tutor leaves out is no escape hatch: each is an ID of the
    sheet, no rule of ``R``, and says what it is and why it is left out, in EN and FR."""
    game = GAMES[game_id]
    for rid, rule in game.NOT_IMPLEMENTED.items():
        assert rid in sheet_ids(game_id) and rid not in {str(r) for r in game.R}, rid
        assert re.fullmatch(game.RULE_ID_PATTERN, rid) and rule.id == rid
        for lang in ("en", "fr"):
            assert rule.title[lang].strip() and rule.summary[lang].strip(), (rid, lang)
        assert rule.summary["en"] != rule.summary["fr"], rid


def test_the_fact_sheet_check_reports_each_id_it_cannot_account_for(tmp_path, monkeypatch):
    """The check itself: an unknown rule, a heading over it, an example no test names are
    reported; a rule, a covered heading, a named example, a review note (``SAG-3``) and a
    part of a rule (``SAG-ARROW-1b``) are not."""
    (tmp_path / "sagani.md").write_text(
        "| SAG-ARROW-1 | ... | see SAG-ARROW-* and review SAG-3; SAG-ARROW-1b is its part b.\n"
        "* **SAG-EX-1** named. **SAG-EX-99** named by nothing.\n"
        "| SAG-NEW-RULE | a fact no engine knows (SAG-NEW) |\n", encoding="utf-8")
    monkeypatch.setitem(globals(), "SHEETS", tmp_path)
    assert sheet_ids("sagani") == {"SAG-ARROW-1", "SAG-ARROW", "SAG-EX-1", "SAG-EX-99",
                                   "SAG-NEW-RULE", "SAG-NEW"}
    assert unaccounted("sagani") == [
        "SAG-EX-99: a worked example named by no test",
        "SAG-NEW: a heading whose SAG-NEW-RULE are not covered",
        "SAG-NEW-RULE: neither in R, nor a heading, nor a worked example, nor listed as not "
        "implemented"]
