"""The BANG! puzzles and their goals (``puzzles.toml``, ``goals.py``): every puzzle loads
and its stated answer meets its goal; the natural wrong answers are refused or miss the
goal; each goal speaks English and French. The worked examples BANG-EX-1..6 are here."""

from __future__ import annotations

import pytest

from tutor import bang
from tutor.core.i18n import catalog
from tutor.core.puzzles import judge, load_puzzle_file, split_answer

PUZZLES = {p.id: p for p in bang.PUZZLES}


def attempt(pid: str, answer: str):
    return judge(bang, PUZZLES[pid], [bang.parse_move(t) for t in split_answer(answer)])


def test_the_puzzle_file_loads_with_every_worked_example():
    assert len(bang.PUZZLES) >= 12 and len(PUZZLES) == len(bang.PUZZLES)
    assert load_puzzle_file(bang, bang.PUZZLE_FILE) == bang.PUZZLES
    assert {f"bang-ex-{i}" for i in range(1, 7)} <= {p.id[:9] for p in bang.PUZZLES}


@pytest.mark.parametrize("pid", sorted(PUZZLES))
def test_every_puzzle_is_solved_by_its_stated_answer(pid):
    p = PUZZLES[pid]
    result = attempt(pid, "; ".join(p.answer))
    assert result.correct and result.verdict.legal
    assert set(p.rules) <= set(bang.RULEBOOK)


def test_goals_speak_both_languages():
    for goal in bang.GOALS:
        assert set(catalog()[f"bang.goal.{goal}"]) == {"en", "fr"}


def test_BANG_EX_2_shooting_without_the_Remington_is_refused():
    result = attempt("bang-ex-2-mustang-remington", "BGAS>p3")
    assert not result.verdict.legal
    assert not attempt("bang-ex-2-mustang-remington", "BGAS>p2").correct   # in reach already


def test_BANG_EX_3_a_second_BANG_is_refused():
    assert not attempt("bang-ex-3-one-bang-then-duel", "BG8D>p2").verdict.legal


def test_BANG_EX_4_the_Beer_is_refused_with_two_alive():
    assert not attempt("bang-ex-4-beer-two-left", "p2:r:BR6H").verdict.legal


def test_a_Barrel_is_not_a_Missed_and_Slab_needs_two():
    assert not attempt("bang-slab-two-missed", "r:MSTC").correct
