"""The Ark Nova puzzles and their goals (``puzzles.toml``, ``goals.py``): at least 20 load,
each position reached in play round-trips, each stated answer meets its goal, the natural
wrong answers are refused or miss it, every goal speaks English and French, and every
worked example of the fact sheet (AN-EX-1 to AN-EX-8) is a puzzle of its own."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor import ark_nova as an
from tutor.core.i18n import catalog
from tutor.core.puzzles import judge, load_puzzle_file, split_answer

PUZZLES = {p.id: p for p in an.PUZZLES}
SHEET = Path(__file__).parents[2] / "docs" / "rules" / "ark_nova.md"


def attempt(pid: str, answer: str, position: str | None = None):
    puzzle = PUZZLES[pid]
    if position is not None:
        puzzle = type(puzzle)(**{**puzzle.__dict__, "position": position})
    return judge(an, puzzle, [an.parse_move(t) for t in split_answer(answer)])


def refused_by(result) -> list[str]:
    return [str(v.rule) for v in result.verdict.violations]


def test_at_least_20_puzzles_load_and_every_worked_example_of_the_sheet_has_one():
    assert len(an.PUZZLES) >= 20 and len(PUZZLES) == len(an.PUZZLES)
    assert load_puzzle_file(an, an.PUZZLE_FILE) == an.PUZZLES
    examples = sorted(set(re.findall(r"AN-EX-(\d+)", SHEET.read_text(encoding="utf-8"))),
                      key=int)
    assert examples == [str(n) for n in range(1, 9)]
    for n in examples:
        mine = [p for pid, p in PUZZLES.items() if pid.startswith(f"an-ex-{n}-")]
        assert len(mine) == 1, n
        assert f"(AN-EX-{n})" in mine[0].text("title", "en")
        assert f"(AN-EX-{n})" in mine[0].text("title", "fr")


@pytest.mark.parametrize("pid", sorted(PUZZLES))
def test_every_puzzle_is_solved_by_its_stated_answer_in_both_languages(pid):
    p = PUZZLES[pid]
    result = attempt(pid, "; ".join(p.answer))
    assert result.correct and result.verdict.legal, result.explain("en")
    assert p.goal in an.GOALS and all(r in an.RULEBOOK for r in p.rules + p.expect)
    for name in ("title", "question", "explanation"):
        assert set(dict(dict(p.texts)[name])) == {"en", "fr"}
        assert p.text(name, "en") != p.text(name, "fr")
    assert an.to_notation(an.from_notation(p.position)) == p.position


def test_every_goal_has_its_text_in_english_and_french():
    for goal in an.GOALS:
        entry = catalog()[f"an.goal.{goal}"]
        assert entry["en"] and entry["fr"] and entry["en"] != entry["fr"]


def test_an_ex_1_AN_ACT_SLIDE_only_the_cards_left_of_the_one_used_move_right():
    """AN-EX-1: Cards (or the X-token action with Cards) moves Build from slot 2 to 3 and
    leaves Association and Sponsors; Association moves Build too but leaves slot 4."""
    assert attempt("an-ex-1-slide", "x:cards").correct
    assert not attempt("an-ex-1-slide", "association; assoc:rep").correct
    assert not attempt("an-ex-1-slide", "animals; animal:508@2,9").correct


def test_an_ex_2_AN_END_TRIGGER_vp_0_is_reached_only_with_the_appeal():
    """AN-EX-2: appeal 60 and conservation 20 is VP −4; an X-token action gains nothing."""
    assert not attempt("an-ex-2-end-trigger", "x:animals").correct


def test_an_ex_3_AN_ANIMALS_COST_15_money_for_the_animal_of_folder_4():
    """AN-EX-3: 14 − 3 + 4 = 15 money is paid, leaving none; without the +1 reputation of
    Animals II at strength 5, folder 4 is out of range (AN-ANIMALS-REP)."""
    result = attempt("an-ex-3-animal-cost", "animals; animal:495@3,4")
    assert result.outcomes[-1].after.zoo(0).money == 0
    weaker = PUZZLES["an-ex-3-animal-cost"].position.replace(
        "association2,build2,cards1,sponsors1,animals2",
        "association2,build2,cards1,animals2,sponsors1")
    assert not attempt("an-ex-3-animal-cost", "animals; animal:495@3,4", weaker).verdict.legal


def test_an_ex_4_AN_BUILD_UPG_two_size_2_enclosures_in_one_action_are_refused():
    """AN-EX-4: the buildings of one Build II action differ."""
    result = attempt("an-ex-4-build-ii",
                     "build; build:enclosure_2@1,6r0; build:enclosure_2@3,4r0")
    assert not result.verdict.legal and refused_by(result) == ["AN-BUILD-UPG"]


def test_an_ex_5_AN_ASSOC_WORKER_one_active_worker_is_not_enough_for_the_task_again():
    """AN-EX-5: with 1 active worker and one on the partner-zoo task, no partner zoo."""
    alone = PUZZLES["an-ex-5-second-worker"].position.replace(
        ";2.1.partner_zoo;", ";1.2.partner_zoo;")
    assert alone != PUZZLES["an-ex-5-second-worker"].position
    assert not attempt("an-ex-5-second-worker", "association; zoo:asia", alone).verdict.legal


def test_an_ex_6_AN_CARDS_S4_without_the_x_token_there_is_no_snap():
    """AN-EX-6: Cards I in slot 4 without the X-token is strength 4: no snap."""
    result = attempt("an-ex-6-x-token-break", "cards; snap:6")
    assert not result.verdict.legal and refused_by(result) == ["AN-CARDS-S4"]


def test_an_ex_7_AN_BREAK_5_appeal_24_pays_18_and_56_pays_27():
    """AN-EX-7: the break's income: 18 + 2 (kiosk) for player 1, 27 + 1 for player 2."""
    p = PUZZLES["an-ex-7-income"]
    before = an.from_notation(p.position)
    after = attempt("an-ex-7-income", "discard:508").outcomes[-1].after
    assert [a.money - b.money for a, b in zip(after.zoos, before.zoos)] == [20, 28]


def test_an_ex_8_AN_BUILD_FORBID_rotation_1_at_1_6_covers_the_kiosk():
    """AN-EX-8: rotation 1 at (1,6) covers (0,7), the kiosk's space."""
    result = attempt("an-ex-8-shapes", "build; build:enclosure_2@1,6r1")
    assert not result.verdict.legal and refused_by(result) == ["AN-BUILD-FORBID"]


@pytest.mark.parametrize("pid, answer, rule", [
    ("an-kiosk-distance", "build; build:kiosk@1,8r0", "AN-BUILD-KIOSK"),
    ("an-first-building-border", "build; build:enclosure_2@3,6r0", "AN-BUILD-ADJ"),
    ("an-sponsor-level", "sponsors; sponsor:242", "AN-SPONSORS-BASIC"),
])
def test_AN_BUILD_KIOSK_AN_BUILD_ADJ_AN_SPONSORS_BASIC_puzzle_wrong_answers_are_refused(
        pid, answer, rule):
    result = attempt(pid, answer)
    assert not result.verdict.legal and refused_by(result) == [rule]
    assert result.explain("fr")
