"""The README's examples are executed (STYLE habit 12): the doctests, and every other
Python snippet as a teacher pastes it into a new notebook cell, in a folder holding the
README's puzzle file (the TOML snippet) as ``my_puzzles.toml`` and its pack as
``my_pack.toml``."""

import doctest
import os
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples_run():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 3
    assert result.failed == 0


def _blocks(language: str) -> list[str]:
    text = README.read_text(encoding="utf-8")
    return re.findall(rf"```{language}\n(.*?)```", text, re.S)


PASTED = [block for block in _blocks("python") if not block.lstrip().startswith(">>>")]


@pytest.mark.parametrize("snippet", PASTED, ids=lambda b: b.strip().splitlines()[-1][:40])
def test_every_readme_snippet_runs_as_pasted_into_a_new_cell(snippet, tmp_path):
    (toml,) = [b for b in _blocks("toml") if "[[puzzle]]" in b and "[pack]" not in b]
    (tmp_path / "my_puzzles.toml").write_text(toml, encoding="utf-8")
    (pack,) = [b for b in _blocks("toml") if "[pack]" in b]
    (tmp_path / "my_pack.toml").write_text(pack, encoding="utf-8")
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        namespace: dict = {}
        exec(compile(snippet, "README.md", "exec"), namespace)      # a fresh cell: no imports
    finally:
        os.chdir(here)
    board = namespace.get("board")
    if board is not None:
        assert board.session.last_error is None, board.explanation_text
        assert board.puzzle is not None and board.puzzle.id == "my-first-puzzle"


def test_the_readme_has_pasteable_snippets():
    assert len(PASTED) >= 2
