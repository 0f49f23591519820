"""One source per course, a notebook per language (widgets/courses.py)."""

from __future__ import annotations

from widgets import courses


def _cell(kind: str, body: str, lang: str | None = None) -> dict:
    cell = {"cell_type": kind, "metadata": {} if lang is None else {"lang": lang}, "source": body}
    if kind == "code":
        cell.update(outputs=[], execution_count=None)
    return cell


SOURCE = {
    "cells": [
        _cell("markdown", "# Pook", "en"),
        _cell("markdown", "# Pook (le jeu)", "fr"),
        _cell("code", 'LANG = "en"  # any comment\nimport tutor.pook as pk'),
        _cell("markdown", "A lesson.", "en"),
        _cell("markdown", "Une leçon.", "fr"),
        _cell("code", "verdict(pk, POS, MOVE, LANG)"),
    ],
    "metadata": {"kernelspec": {"name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5,
}


def test_each_language_keeps_its_own_cells_and_the_shared_ones_in_order():
    fr = courses.build(SOURCE, "fr", "pook")
    assert [courses.text(c) for c in fr["cells"]] == [
        "# Pook (le jeu)", 'LANG = "fr"\nimport tutor.pook as pk', "Une leçon.",
        "verdict(pk, POS, MOVE, LANG)"]
    en = courses.build(SOURCE, "en", "pook")
    assert courses.text(en["cells"][1]) == 'LANG = "en"\nimport tutor.pook as pk'
    assert all("lang" not in c["metadata"] for c in en["cells"] + fr["cells"])
    assert fr["metadata"][courses.GENERATED] == {"source": "courses/pook.ipynb", "lang": "fr"}
    assert fr["metadata"]["kernelspec"] == {"name": "python3"}


def test_a_complete_source_has_no_problems():
    assert courses.problems(SOURCE) == []


def test_a_cell_without_its_translation_is_named():
    broken = {**SOURCE, "cells": SOURCE["cells"][:4] + SOURCE["cells"][5:]}
    assert courses.problems(broken) == ["cells 3-3: 1 en, 0 fr: a cell lacks its translation"]


def test_an_unknown_language_and_a_missing_lang_line_are_named():
    cells = [_cell("markdown", "Hallo", "de"), _cell("code", "import tutor.pook as pk")]
    assert courses.problems({**SOURCE, "cells": cells}) == [
        "cell 0: unknown lang 'de' (known: en, fr)",
        'the first shared code cell must set the language: LANG = "en"']


def test_a_shared_code_comment_is_written_in_both_languages_and_each_notebook_keeps_its_own():
    code = ('LANG = "en"\nX = "#1"   # the first ‖ le premier\n'
            "# type: ignore stays as it is\nprint(X)  # noqa: T201")
    source = {**SOURCE, "cells": [_cell("code", code)]}
    assert courses.problems(source) == []
    assert courses.build(source, "fr", "x")["cells"][0]["source"] == (
        'LANG = "fr"\nX = "#1"   # le premier\n'
        "# type: ignore stays as it is\nprint(X)  # noqa: T201")
    assert "# the first\n" in courses.build(source, "en", "x")["cells"][0]["source"]
    one = {**SOURCE, "cells": [_cell("code", 'LANG = "en"\nX = 1  # English only')]}
    assert courses.problems(one) == [
        "cell 0: the comment '# English only' is not in every language "
        "(write '# English ‖ French')"]


def test_a_checked_cell_is_tagged_and_an_nbval_comment_learners_would_see_is_named():
    """nbval compares a cell's output when the cell has the tag ``nbval-check-output``
    (metadata, out of sight); the same marker as a comment in the code is refused, with
    the tag to use instead. The tag reaches both notebooks."""
    tagged = _cell("code", "print(verdict(pk, POS, MOVE, LANG))")
    tagged["metadata"]["tags"] = [courses.CHECK_OUTPUT]
    source = {**SOURCE, "cells": SOURCE["cells"] + [tagged]}
    assert courses.problems(source) == []
    for lang in LANGUAGES:
        built = courses.build(source, lang, "pook")["cells"][-1]
        assert built["metadata"]["tags"] == ["nbval-check-output"]
        assert "NBVAL" not in built["source"]
    marked = _cell("code", "# NBVAL_CHECK_OUTPUT\nprint(verdict(pk, POS, MOVE, LANG))")
    ignored = _cell("code", "x = 1\n  #  NBVAL_IGNORE_OUTPUT\nx")
    assert courses.problems({**SOURCE, "cells": SOURCE["cells"] + [marked, ignored]}) == [
        "cell 6: '# NBVAL_CHECK_OUTPUT' is shown to learners: give the cell the tag "
        '"nbval-check-output" instead (metadata "tags")',
        "cell 7: '# NBVAL_IGNORE_OUTPUT' is shown to learners: give the cell the tag "
        '"nbval-ignore-output" instead (metadata "tags")']


def test_nbval_reads_the_tag_as_it_read_the_comment():
    """The installed nbval turns the tag into the same option as the comment did."""
    from nbval.plugin import find_comment_markers, find_metadata_tags
    assert dict(find_metadata_tags({"tags": [courses.CHECK_OUTPUT]})) == dict(
        find_comment_markers("# NBVAL_CHECK_OUTPUT\nprint(1)")) == {"check": True}


# --------------------------------------------------------------- the real courses

import functools  # noqa: E402
import importlib  # noqa: E402
import html  # noqa: E402
import re  # noqa: E402
import string  # noqa: E402

import pytest  # noqa: E402

import tutor.packs  # noqa: E402,F401  (registers its messages)
import widgets.notebook  # noqa: E402,F401  (and these)
import widgets.quiz  # noqa: E402,F401
import widgets.reference  # noqa: E402,F401
from tutor.core.i18n import LANGUAGES, catalog  # noqa: E402
from tutor.registry import all_games  # noqa: E402
from widgets import BOARDS, board_class  # noqa: E402

all_games()                                 # every game's catalog registered
for _game in BOARDS:
    board_class(_game)                      # and every board's

COURSES = courses.course_names()
GENERATED = [(name, lang) for name in COURSES for lang in LANGUAGES]
PUZZLE_COURSES = [name for name in COURSES if name in BOARDS]     # one per game
_TAG = re.compile(r"<[^>]+>")
_WORD = re.compile(r"[^\W\d_]{4,}")
# Tokens that are the notation or identifiers, the same in every language: positions and
# moves (fp1 ..., Y4@0,2, pyramid=0:...), rule IDs (FP-PLACE-3), card and tile codes.
_NOT_PROSE = re.compile(r"\S*[=@\d_]\S*|\b[A-Z]{2,}(?:-[A-Z0-9]+)+\b|\b[A-Z][a-z]?\d+\b")


@functools.cache
def _fragments(lang: str) -> frozenset[str]:
    """The literal pieces of the ``lang`` catalog templates that are prose (two words or
    more, 10 characters or more) and occur in no template of any other language."""
    others = [t for texts in catalog().values() for other, t in texts.items() if other != lang]
    found = set()
    for texts in catalog().values():
        for literal, *_ in string.Formatter().parse(texts[lang]):
            piece = (literal or "").strip(" .,:;!?()[]\n·—-")
            if len(piece) >= 10 and len(_WORD.findall(piece)) >= 2 \
                    and not any(piece in other for other in others):
                found.add(piece)
    return frozenset(found)


def _shown(output: dict) -> str:
    """What a reader sees of one output: its richest text, tags stripped."""
    if output.get("output_type") == "stream":
        return "".join(output.get("text", ""))
    if output.get("output_type") == "error":
        return f"{output.get('ename')}: {output.get('evalue')}"
    data = output.get("data", {})
    for mime in ("text/markdown", "text/html", "text/plain"):
        if mime in data:
            body = "".join(data[mime])
            return html.unescape(_TAG.sub(" ", body)) if mime == "text/html" else body
    return ""


def _outputs(name: str, lang: str) -> list[tuple[int, str]]:
    nb = courses.read(courses.notebook_path(name, lang))
    return [(i, _shown(o)) for i, cell in enumerate(nb["cells"]) if cell["cell_type"] == "code"
            for o in cell.get("outputs", [])]


@pytest.mark.parametrize("name", COURSES)
def test_every_course_source_is_complete_in_both_languages(name):
    assert courses.problems(courses.read(courses.source_path(name))) == []


@pytest.mark.parametrize("name", COURSES)
def test_the_generated_notebooks_are_their_source_rebuilt(name):
    """No hand-kept copies: each notebook is what ``make notebooks`` writes from the source
    (cells, texts, metadata); and it has been executed (every code cell has run)."""
    source = courses.read(courses.source_path(name))
    for lang in LANGUAGES:
        path = courses.notebook_path(name, lang)
        assert path.exists(), f"{path} is missing: run make notebooks"
        written = courses.read(path)
        assert courses.without_outputs(written) == courses.without_outputs(
            courses.build(source, lang, name)), f"{path} differs from its source: run make notebooks"
        unrun = [i for i, c in enumerate(written["cells"])
                 if c["cell_type"] == "code" and c.get("execution_count") is None]
        assert not unrun, f"{path}: cells {unrun} were never run: run make notebooks"


#: The longest run of characters without a space a lesson's text may hold: a browser
#: breaks a line only at a space (a comma list is one word), and a longer run was cut
#: off at the notebook's edge (Bang!'s position under "Typing a position": 365 characters).
LONGEST_WORD = 100


@pytest.mark.parametrize("name", COURSES)
def test_no_lesson_text_holds_a_word_too_long_for_a_screen(name):
    """A position longer than a screen is printed by a code cell, whose output wraps
    (JupyterLab and Voilà break an output's long words), not written in the lesson."""
    source = courses.read(courses.source_path(name))
    long = [(i, len(word), word[:40]) for i, cell in enumerate(source["cells"])
            if cell["cell_type"] == "markdown"
            for word in courses.text(cell).split() if len(word) > LONGEST_WORD]
    assert not long, long


@pytest.mark.parametrize("name", PUZZLE_COURSES)
def test_a_course_shows_every_puzzle_in_one_cell_and_checks_every_stated_answer_in_one(name):
    """Every puzzle of the game's file has its board, and its stated answer is judged; one
    cell each for the boards and the answers. A cell costs a class's server a round of
    messages and a rendering per student as the course runs: the 18 puzzle cells and 18
    answer cells of a course were about 40 % of its cells."""
    code = courses.shared_code(courses.read(courses.source_path(name)))
    game = importlib.import_module(re.search(r"import (tutor\.\w+) as", code[0]).group(1))
    cards = [c for c in code if "puzzle_card(" in c]
    assert len(cards) == 1 and cards[0].startswith("for ID in [")
    assert sorted(re.findall(r'^    "([^"]+)",$', cards[0], re.M)) == sorted(
        p.id for p in game.PUZZLES)
    answers = [courses.text(c) for c in courses.read(courses.source_path(name))["cells"]
               if courses.text(c).startswith("for ID, ANSWER in [")
               and courses.CHECK_OUTPUT in c["metadata"].get("tags", [])]
    assert len(answers) == 1
    listed = dict(re.findall(r'^    \("([^"]+)", "([^"]*)"\),$', answers[0], re.M))
    assert {puzzle: [m.strip() for m in moves.split(";")] for puzzle, moves in listed.items()
            } == {p.id: list(p.answer) for p in game.PUZZLES}


@pytest.mark.parametrize(("name", "lang"), GENERATED)
def test_no_output_of_a_notebook_is_in_the_other_language(name, lang):
    """Catalog-driven: no prose piece of another language's catalog templates shows in
    this notebook's outputs; and its own language's pieces do show (the check reads where
    the catalog texts land)."""
    outputs = _outputs(name, lang)
    foreign = {other: _fragments(other) for other in LANGUAGES if other != lang}
    wrong = sorted({(i, other, piece) for i, text in outputs for other, pieces in foreign.items()
                    for piece in pieces if piece in text})
    assert not wrong, f"{name} ({lang}): outputs in another language: {wrong[:12]}"
    own = _fragments(lang)
    seen = {piece for _, text in outputs for piece in own if piece in text}
    assert len(seen) >= 5, f"{name} ({lang}): only {sorted(seen)} of its catalog show"


@pytest.mark.parametrize("name", COURSES)
def test_a_shared_cell_prints_its_words_in_the_notebook_s_language(name):
    """A code cell shared by both languages whose output holds words (not notation) must
    print differently in English and in French: the same words in both are text that did
    not come from the catalogs."""
    per_lang = {lang: {} for lang in LANGUAGES}
    for lang in LANGUAGES:
        for i, text in _outputs(name, lang):
            per_lang[lang].setdefault(i, []).append(text)
    en, fr = per_lang["en"], per_lang["fr"]
    source = courses.read(courses.source_path(name))
    same = []
    for i, cell in enumerate(courses.cells_for(source, "en")):
        if cell["cell_type"] != "code" or courses.lang_of(cell) is not None:
            continue
        if i in en and en[i] == fr.get(i):
            words = _WORD.findall(_NOT_PROSE.sub(" ", "\n".join(en[i])))
            if words:
                same.append((i, courses.text(cell).splitlines()[0][:60], words[:6]))
    assert not same, f"{name}: these cells print the same words in English and French: {same}"


def test_the_first_page_leads_to_the_welcome_page_of_every_language():
    """notebooks/index.ipynb (no source, no code): a link per language to that language's
    welcome page, which exists."""
    chooser = courses.read(courses.NOTEBOOKS / "index.ipynb")
    links = re.findall(r"\]\(([^)]+)\)", "".join(courses.text(c) for c in chooser["cells"]))
    assert links == [f"{lang}/index.ipynb" for lang in LANGUAGES]
    assert all((courses.NOTEBOOKS / link).is_file() for link in links)


def test_the_first_page_names_every_game_that_has_a_course_and_counts_the_others():
    """The first page is written by hand (no code, so no kernel for it in app mode): its
    list of games is checked here against the catalog, so a new course cannot be left
    off it (Sagani once was); once every game has a course, the list says nothing is to
    come."""
    chooser = courses.read(courses.NOTEBOOKS / "index.ipynb")
    text = "".join(courses.text(c) for c in chooser["cells"])
    with_course = [name for game_id, name in widgets.notebook.GAMES
                   if courses.notebook_path(game_id, "en").is_file()]
    to_come = [name for game_id, name in widgets.notebook.GAMES if name not in with_course]
    if not to_come:                         # every game has its course: the list alone
        assert "to come" not in text and "à venir" not in text, text
        assert with_course in [line.split(" · ") for line in text.splitlines()], text
        return
    listed = re.search(r"^(.*?) — and (\w+) more games? to come", text, re.M)
    assert listed, text
    assert listed.group(1).split(" · ") == with_course
    assert listed.group(2) == {1: "one", 2: "two", 3: "three"}[len(to_come)]
