"""The Big Monster puzzles and their goals (``puzzles.toml``, ``goals.py``): every puzzle
loads, its stated answer meets its goal, the natural wrong answers do not, and the fact
sheet's worked examples BM-EX-1 to BM-EX-6 are all there."""

from __future__ import annotations

import pytest

from tutor import big_monster as bm
from tutor.core.i18n import catalog
from tutor.core.puzzles import judge, load_puzzle_file, split_answer

PUZZLES = {p.id: p for p in bm.PUZZLES}


def attempt(pid: str, answer: str):
    return judge(bm, PUZZLES[pid], [bm.parse_move(t) for t in split_answer(answer)])


def test_the_puzzle_file_loads_with_at_least_12_puzzles_and_every_worked_example():
    assert len(bm.PUZZLES) >= 12 and len(PUZZLES) == len(bm.PUZZLES)
    assert load_puzzle_file(bm, bm.PUZZLE_FILE) == bm.PUZZLES
    for n in range(1, 7):
        assert any(pid.startswith(f"bm-ex-{n}-") for pid in PUZZLES), n


@pytest.mark.parametrize("pid", sorted(PUZZLES))
def test_every_puzzle_is_solved_by_its_stated_answer_and_names_known_rules(pid):
    p = PUZZLES[pid]
    result = attempt(pid, "; ".join(p.answer))
    assert result.correct and result.verdict.legal
    assert p.goal in bm.GOALS and all(r in bm.RULEBOOK for r in p.rules + p.expect)
    for name in ("title", "question", "explanation"):
        assert set(dict(dict(p.texts)[name])) == {"en", "fr"}


def test_every_goal_has_its_text_in_english_and_french():
    for goal in bm.GOALS:
        entry = catalog()[f"bm.goal.{goal}"]
        assert entry["en"] and entry["fr"] and entry["en"] != entry["fr"]


WRONG = [
    ("bm-ex-1-upward-right-half", "@0,2"),      # above the left half: no ray
    ("bm-ex-2-double-green", "@2,1"),           # under the downward tile only: 8, not 18
    ("bm-ex-3-big-order", "@5,1"),              # half a tile lower: two loose halves
    ("bm-green-crystal", "@3,1"),
    ("bm-red-crystal", "@3,0"),
    ("bm-blue-crystal-explorer", "@2,1"),
    ("bm-purple-explorer", "@0,-2"),
    ("bm-two-rays-down", "@3,0"),
]


@pytest.mark.parametrize("pid, answer", WRONG)
def test_natural_wrong_answers_BM_MUT_UP_BM_MUT_DOUBLE_BM_BIG_BM_CRYS_do_not_meet_the_goal(
        pid, answer):
    result = attempt(pid, answer)
    assert result.verdict.legal and not result.correct


def test_BM_DRAFT_OWN_puzzle_wrong_answer_is_refused_with_the_rule():
    result = attempt("bm-own-ship-last", "p1:IG>2")
    assert not result.correct and "BM-DRAFT-PASS" in [r.rule for r in
                                                     result.verdict.violations]
