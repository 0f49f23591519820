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
