"""The puzzle loader and judge (``tutor.core.puzzles``), exercised with Flaming Pyramids.

Every shipped entry loads and its answer meets its goal; broken files and entries are
refused with a ``PuzzleError`` naming the source and the entry (EN and FR); the learner's
attempt is judged against the goal, so another correct move is accepted too.
"""

from __future__ import annotations

import pytest

from tutor import flaming_pyramids as fp
from tutor.core import PuzzleError
from tutor.core.puzzles import judge, load_puzzle_file, load_puzzles, split_answer

SOURCE = "bad.toml"

ENTRY = """
[[puzzle]]
id = "p1"
rules = ["FP-BUILD-1", "FP-BUILD-2"]
position = "fp1 players=2 turn=1 pyramid=0:B20,R40 hands=B60,Y100,G6|R2 piles=-|-"
goal = "stand"
answer = "B60@1,0"
title = { en = "Exact load", fr = "Charge exacte" }
question = { en = "Which tile stands?", fr = "Quelle tuile tient ?" }
"""


def by_id(pid: str):
    return next(p for p in fp.PUZZLES if p.id == pid)


def refused(text: str) -> PuzzleError:
    with pytest.raises(PuzzleError) as info:
        load_puzzles(fp, text, SOURCE)
    return info.value


# ---------------------------------------------------------------- the shipped puzzles


def test_the_shipped_puzzle_file_loads_with_unique_ids():
    puzzles = fp.PUZZLES
    assert len(puzzles) >= 10
    assert len({p.id for p in puzzles}) == len(puzzles)
    assert load_puzzle_file(fp, fp.PUZZLE_FILE) == puzzles
    assert all(p.source == "puzzles.toml" for p in puzzles)


@pytest.mark.parametrize("pid", [p.id for p in fp.PUZZLES])
def test_every_shipped_puzzle_is_solved_by_its_answer(pid):
    p = by_id(pid)
    assert set(p.rules) <= {str(r) for r in fp.R}
    assert p.goal in fp.GOALS
    result = judge(fp, p, [fp.parse_move(m) for m in p.answer])
    assert result.correct, result.explain("en")
    cited = {e.rule for o in result.outcomes for e in o.events}
    assert set(p.expect) <= cited
    for lang in ("en", "fr"):
        assert p.text("title", lang) and p.text("question", lang)
        assert result.explain(lang)
    assert fp.to_notation(fp.from_notation(p.position)) == p.position


# ---------------------------------------------------------------- judging


def test_judge_accepts_another_correct_answer():
    p = by_id("extend-the-base")
    assert p.answer == ("G4@0,-1",)
    result = judge(fp, p, [fp.parse_move("G4@0,2")])
    assert result.correct
    assert result.explain("en").startswith("Well done: place a tile that stands, with no mayhem ✓")
    assert result.explain("fr").startswith("Bravo : poser une tuile qui tient, sans chaos ✓")


def test_judge_accepts_another_chain_of_slides():
    p = by_id("example-3-chain-reaction")
    result = judge(fp, p, [fp.parse_move(m) for m in ("Y40@2,0", "slide R", "slide L")])
    assert result.correct


def test_judge_rejects_a_legal_move_that_misses_the_goal():
    """Example 2: Y40 on R10 + G20 is allowed, but it collapses: it does not "stand"."""
    p = by_id("example-2-weight-match")
    result = judge(fp, p, [fp.parse_move("Y40@1,0")])
    assert not result.correct and result.verdict.legal
    assert result.explain("en").startswith(
        "Not yet: the goal was “place a tile that stands, with no mayhem”.")
    assert result.explain("fr").startswith("Pas encore : l'objectif était « poser une tuile qui "
                                           "tient, sans chaos ».")
    assert "FP-COLL-1" in [e.rule for o in result.outcomes for e in o.events]


def test_judge_refuses_an_illegal_move_and_shows_its_verdict():
    p = by_id("example-1-colour-exact-load")
    result = judge(fp, p, [fp.parse_move("R2@1,0")])
    assert not result.correct and not result.verdict.legal and result.outcomes == ()
    assert result.explain("en").startswith(
        "That move is not allowed here:\nNot allowed: Player 1 places R2 at (1,0).")
    assert result.explain("fr").startswith("Ce coup n'est pas autorisé ici :")


def test_split_answer_on_semicolons():
    assert split_answer("Y40@2,0; slide L ;slide L;") == ("Y40@2,0", "slide L", "slide L")


# ---------------------------------------------------------------- loading


def test_a_valid_entry_loads():
    (p,) = load_puzzles(fp, ENTRY, SOURCE)
    assert (p.id, p.goal, p.answer, p.source) == ("p1", "stand", ("B60@1,0",), SOURCE)
    assert p.text("title", "fr") == "Charge exacte"
    assert p.text("explanation", "en") == ""


def test_a_text_in_one_language_falls_back_for_the_other():
    (p,) = load_puzzles(fp, ENTRY.replace('{ en = "Exact load", fr = "Charge exacte" }',
                                          '"Exact load"'), SOURCE)
    assert p.text("title", "fr") == "Exact load"


BROKEN = {
    # name: (replace this, with that, message key, entry named)
    "missing id": ('id = "p1"\n', "", "core.puzzle.missing_field", "#1"),
    "missing position": ('position = "fp1 players=2 turn=1 pyramid=0:B20,R40 hands=B60,Y100,'
                         'G6|R2 piles=-|-"\n', "", "core.puzzle.missing_field", "p1"),
    "misspelt field": ('position = "fp1', 'place = "fp1', "core.puzzle.unknown_field", "p1"),
    "missing goal": ('goal = "stand"\n', "", "core.puzzle.missing_field", "p1"),
    "missing answer": ('answer = "B60@1,0"\n', "", "core.puzzle.missing_field", "p1"),
    "empty answer": ('answer = "B60@1,0"', 'answer = " ; ; "', "core.puzzle.empty_answer", "p1"),
    "id a number": ('id = "p1"', "id = 42", "core.puzzle.wrong_kind", "#1"),
    "id empty": ('id = "p1"', 'id = ""', "core.puzzle.empty_field", "#1"),
    "rules empty": ('rules = ["FP-BUILD-1", "FP-BUILD-2"]', "rules = []",
                    "core.puzzle.empty_rules", "p1"),
    "missing rules": ('rules = ["FP-BUILD-1", "FP-BUILD-2"]\n', "",
                      "core.puzzle.missing_field", "p1"),
    "missing title": ('title = { en = "Exact load", fr = "Charge exacte" }\n', "",
                      "core.puzzle.missing_field", "p1"),
    "unknown field": ('goal = "stand"\n', 'goal = "stand"\nhint = "think"\n',
                      "core.puzzle.unknown_field", "p1"),
    "unknown rule": ('"FP-BUILD-2"]', '"FP-BUILD-9"]', "core.puzzle.unknown_rule", "p1"),
    "rules not a list": ('rules = ["FP-BUILD-1", "FP-BUILD-2"]', 'rules = "FP-BUILD-1"',
                         "core.puzzle.bad_field", "p1"),
    "unknown goal": ('goal = "stand"', 'goal = "fly"', "core.puzzle.unknown_goal", "p1"),
    "position not text": ('position = "fp1 players=2 turn=1 pyramid=0:B20,R40 hands=B60,Y100,'
                          'G6|R2 piles=-|-"', "position = 3", "core.puzzle.wrong_kind", "p1"),
    "bad position": ("pyramid=0:B20,R40", "pyramid=0:B20,R41", "core.puzzle.bad_position", "p1"),
    "position not calm": ("pyramid=0:B20,R40", "pyramid=0:B20,R40/0:G100",
                          "core.puzzle.bad_position", "p1"),
    "bad answer": ('answer = "B60@1,0"', 'answer = "B60@1"', "core.puzzle.bad_answer", "p1"),
    "answer misses the goal": ('answer = "B60@1,0"', 'answer = "Y100@1,0"',
                               "core.puzzle.wrong_answer", "p1"),
    "answer not allowed": ('answer = "B60@1,0"', 'answer = "R2@1,0"',
                           "core.puzzle.illegal_answer", "p1"),
    "expected rule not cited": ('goal = "stand"\n', 'goal = "stand"\nexpect = ["FP-FIRE-1"]\n',
                                "core.puzzle.not_cited", "p1"),
    "bad text table": ('question = { en = "Which tile stands?", fr = "Quelle tuile tient ?" }',
                       'question = { de = "Welcher?" }', "core.puzzle.bad_field", "p1"),
}


@pytest.mark.parametrize("name", list(BROKEN))
def test_a_broken_entry_is_refused_naming_the_source_and_the_entry(name):
    old, new, key, entry = BROKEN[name]
    assert old in ENTRY
    err = refused(ENTRY.replace(old, new, 1))
    assert isinstance(err, ValueError)
    assert err.msg.key == key
    assert (err.source, err.entry) == (SOURCE, entry)
    for lang in ("en", "fr"):
        assert err.explain(lang).startswith(f"{SOURCE} [{entry}]: ")
    assert str(err) == err.explain("en")


def test_the_refusal_messages_say_what_is_wrong():
    err = refused(ENTRY.replace('answer = "B60@1,0"', 'answer = "Y100@1,0"'))
    assert str(err) == ("bad.toml [p1]: the stated answer 'Y100@1,0' does not satisfy the "
                        "puzzle's goal 'stand'")
    err = refused(ENTRY.replace('"FP-BUILD-2"]', '"FP-BUILD-9"]'))
    assert err.explain("fr") == "bad.toml [p1]: identifiant de règle inconnu « FP-BUILD-9 »"
    err = refused(ENTRY.replace("pyramid=0:B20,R40", "pyramid=0:B20,R41"))
    assert "the position is not valid: 'R41' is not a tile" in str(err)
    err = refused(ENTRY.replace('goal = "stand"', 'goal = "fly"'))
    assert "unknown goal 'fly' (allowed: " in str(err) and "stand" in str(err)


def test_each_refusal_says_what_is_wrong_with_the_field_not_that_it_is_missing():
    err = refused(ENTRY.replace('id = "p1"', "id = 42"))
    assert str(err).startswith("bad.toml [#1]: the field 'id' is a number: it must be a short")
    assert "est un nombre" in err.explain("fr")
    err = refused(ENTRY.replace('id = "p1"', 'id = ""'))
    assert "the field 'id' is empty" in str(err)
    err = refused(ENTRY.replace('rules = ["FP-BUILD-1", "FP-BUILD-2"]', "rules = []"))
    assert "is an empty list: name the rule IDs" in str(err)
    err = refused(ENTRY.replace('answer = "B60@1,0"', 'answer = " ; ; "'))
    assert "the answer ' ; ; ' holds no move" in str(err)


def test_FP_TURN_1_an_answer_that_is_not_allowed_gives_the_engines_refusal():
    err = refused(ENTRY.replace('answer = "B60@1,0"', 'answer = "R2@1,0"'))
    refusal = fp.check(fp.from_notation(by_entry_position()), fp.parse_move("R2@1,0"))
    (violation,) = [r for r in refusal.violations if r.rule == "FP-TURN-1"]
    assert "R2@1,0 is refused" in str(err)
    assert violation.explain("en").split(" (FP-TURN-1)")[0][2:] in str(err)
    assert "est refusé" in err.explain("fr")


def by_entry_position() -> str:
    return "fp1 players=2 turn=1 pyramid=0:B20,R40 hands=B60,Y100,G6|R2 piles=-|-"


@pytest.mark.parametrize("hostile", ["nested", "long number in TOML", "long number in position",
                                     "long number in answer"])
def test_a_hostile_file_is_a_puzzle_error_naming_the_file(hostile):
    text = {
        "nested": "a = " + "[" * 20000 + "]" * 20000,
        "long number in TOML": "a = " + "1" * 4301 + "\n" + ENTRY,
        "long number in position": ENTRY.replace("turn=1", "turn=" + "1" * 4301),
        "long number in answer": ENTRY.replace('answer = "B60@1,0"',
                                               'answer = "B60@1,' + "1" * 4301 + '"'),
    }[hostile]
    err = refused(text)
    assert err.source == SOURCE and len(str(err)) < 600
    for lang in ("en", "fr"):
        assert err.explain(lang).startswith(SOURCE)


def test_a_file_too_large_is_refused_before_it_is_read(tmp_path):
    from tutor.core.puzzles import MAX_FILE_BYTES
    path = tmp_path / "huge.toml"
    path.write_text("# " + "x" * MAX_FILE_BYTES)
    with pytest.raises(PuzzleError) as info:
        load_puzzle_file(fp, path)
    assert str(info.value).startswith("huge.toml: the file is too large")


def test_a_duplicate_id_is_refused():
    err = refused(ENTRY + ENTRY)
    assert err.msg.key == "core.puzzle.duplicate_id"
    assert str(err) == "bad.toml [p1]: the id 'p1' is used twice"
    assert err.explain("fr") == "bad.toml [p1]: l'identifiant « p1 » est utilisé deux fois"


def test_broken_toml_is_refused_naming_the_source():
    err = refused(ENTRY.replace('[[puzzle]]', '[[puzzle]'))
    assert err.msg.key == "core.puzzle.bad_toml" and err.source == SOURCE
    assert str(err).startswith("bad.toml: not valid TOML: ")
    assert err.explain("fr").startswith("bad.toml: TOML invalide : ")


@pytest.mark.parametrize("text", ["", "title = 'no puzzles'", "puzzle = 3", "puzzle = []"])
def test_a_file_without_puzzles_is_refused(text):
    err = refused(text)
    assert err.msg.key == "core.puzzle.missing_field" and err.source == SOURCE


def test_an_unreadable_file_is_refused_naming_it(tmp_path):
    with pytest.raises(PuzzleError) as info:
        load_puzzle_file(fp, tmp_path / "missing.toml")
    assert info.value.msg.key == "core.puzzle.unreadable"
    assert str(info.value).startswith("missing.toml: cannot read the file: ")
    broken = tmp_path / "latin1.toml"
    broken.write_bytes(b"title = '\xe9'")
    with pytest.raises(PuzzleError) as info:
        load_puzzle_file(fp, broken)
    assert info.value.source == "latin1.toml"


def test_load_puzzle_file_reads_a_good_file(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text(ENTRY, encoding="utf-8")
    (p,) = load_puzzle_file(fp, path)
    assert p.source == "mine.toml"


def test_a_game_loads_its_puzzles_on_first_use_once_and_names_a_missing_attribute():
    import tutor.pook as pk
    assert pk.PUZZLES is pk.PUZZLES and len(pk.PUZZLES) > 0       # loaded once, then kept
    with pytest.raises(AttributeError, match="'tutor.pook' has no attribute 'PUZZLE'"):
        pk.PUZZLE
