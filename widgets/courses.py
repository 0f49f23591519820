"""One source per course, one notebook per language.

A course is written once, in ``courses/<name>.ipynb``, in both languages:

- a markdown (or code) cell whose metadata has ``"lang": "en"`` is English only, one with
  ``"lang": "fr"`` French only; a cell without ``lang`` is in both (most code cells: what
  they print comes from the catalogs, in the notebook's ``LANG``);
- each English cell has its French counterpart, next to it: within a run of tagged cells
  there are as many French cells as English ones (:func:`problems` names the others);
- the first code cell sets the language, on a line of its own: ``LANG = "en"``;
- a comment in a shared code cell is written in both languages, English first:
  ``# 3,3 is a castle ‖ 3,3 est un château``; each notebook keeps its own half;
- a cell whose output nbval compares carries the tag ``nbval-check-output`` in its
  metadata (:data:`CHECK_OUTPUT`), not nbval's ``# NBVAL_CHECK_OUTPUT`` comment: learners
  read the code cells, and a marker for a tool is not for them (:func:`problems` names a
  cell that has one).

``make notebooks`` writes ``notebooks/en/<name>.ipynb`` and ``notebooks/fr/<name>.ipynb``
from it (:func:`build`) and executes them, so that the saved outputs are in the
notebook's language. The generated notebooks are never edited by hand: a test rebuilds
them from their source and fails when they differ. Links between courses stay inside
one language's folder (``oh_hell.ipynb`` next to ``pook.ipynb``).

Plain JSON (no ``nbformat``): the boards read lessons from the sources at run time.
"""

from __future__ import annotations

import io
import json
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tutor.core.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "courses"
NOTEBOOKS = ROOT / "notebooks"

LANG_LINE = re.compile(r'^LANG = "[a-z]+".*$', re.MULTILINE)
#: The cell tag that has nbval compare a cell's output (under ``--nbval-lax``), out of sight.
CHECK_OUTPUT = "nbval-check-output"
#: nbval's markers written as comments in a cell's code (what the tags replace).
NBVAL_COMMENT = re.compile(r"^\s*#\s*(NBVAL_\w+|PYTEST_VALIDATE_\w+)\s*$", re.MULTILINE)
GENERATED = "rules_tutor"      # notebook metadata: {"source": ..., "lang": ...}
BETWEEN = "‖"                  # between a shared code comment's languages


def comments(code: str) -> list[tuple[int, int, str]]:
    """The comments of ``code``: (line index, column, text), in order; none when the cell
    is not plain Python (nothing to translate then)."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return []
    return [(t.start[0] - 1, t.start[1], t.string) for t in tokens
            if t.type == tokenize.COMMENT]


def _machine_comment(comment: str) -> bool:
    """Markers for tools (linters), not words for the reader (nbval's are refused)."""
    return comment.lstrip("# ").startswith(("NBVAL_", "noqa", "type:"))


def localised(code: str, lang: str) -> str:
    """``code`` with each bilingual comment cut down to its ``lang`` half."""
    lines = code.split("\n")
    for row, col, comment in reversed(comments(code)):
        if BETWEEN in comment:
            halves = [h.strip() for h in comment.lstrip("#").split(BETWEEN)]
            half = halves[LANGUAGES.index(lang)] if len(halves) == len(LANGUAGES) else comment
            lines[row] = lines[row][:col] + "# " + half + lines[row][col + len(comment):]
    return "\n".join(lines)


def source_path(name: str, sources: Path = SOURCES) -> Path:
    return sources / f"{name}.ipynb"


def notebook_path(name: str, lang: str, notebooks: Path = NOTEBOOKS) -> Path:
    """Where the ``lang`` notebook of course ``name`` is written."""
    return notebooks / lang / f"{name}.ipynb"


def course_names(sources: Path = SOURCES) -> list[str]:
    return sorted(p.stem for p in sources.glob("*.ipynb"))


def read(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def text(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def lang_of(cell: dict[str, Any]) -> str | None:
    return cell.get("metadata", {}).get("lang")


def shared_code(source: dict[str, Any]) -> list[str]:
    """The text of the source's code cells that every language shares, in order."""
    return [text(c) for c in source["cells"] if c["cell_type"] == "code" and lang_of(c) is None]


def cells_for(source: dict[str, Any], lang: str) -> Iterator[dict[str, Any]]:
    """The cells of ``source`` in ``lang``: its own and the shared ones, in order."""
    for cell in source["cells"]:
        if lang_of(cell) in (None, lang):
            yield cell


def problems(source: dict[str, Any]) -> list[str]:
    """What keeps ``source`` from making a complete notebook in every language: unknown
    ``lang`` values, cells without their counterpart, no ``LANG = ...`` line; and an
    nbval marker written in a cell's code, where learners see it (tag the cell)."""
    found: list[str] = []
    run: list[tuple[int, str]] = []

    def close_run() -> None:
        counts = {lang: [i for i, tag in run if tag == lang] for lang in LANGUAGES}
        if len({len(cells) for cells in counts.values()}) > 1:
            first = run[0][0]
            shown = ", ".join(f"{len(cells)} {lang}" for lang, cells in counts.items())
            found.append(f"cells {first}-{run[-1][0]}: {shown}: a cell lacks its translation")
        run.clear()

    for index, cell in enumerate(source["cells"]):
        tag = lang_of(cell)
        if tag is None:
            close_run()
        elif tag not in LANGUAGES:
            found.append(f"cell {index}: unknown lang {tag!r} (known: {', '.join(LANGUAGES)})")
        else:
            run.append((index, tag))
    close_run()
    for index, cell in enumerate(source["cells"]):
        marker = NBVAL_COMMENT.search(text(cell)) if cell["cell_type"] == "code" else None
        if marker:
            tag = marker.group(1).lower().replace("_", "-")
            found.append(f"cell {index}: '# {marker.group(1)}' is shown to learners: give the "
                         f'cell the tag "{tag}" instead (metadata "tags")')
    code = shared_code(source)
    for index, cell in enumerate(source["cells"]):
        if cell["cell_type"] != "code" or lang_of(cell) is not None:
            continue
        lines = text(cell).split("\n")
        for row, _col, comment in comments(text(cell)):
            halves = comment.lstrip("#").split(BETWEEN)
            if _machine_comment(comment) or LANG_LINE.match(lines[row]):
                continue                     # the LANG line is rewritten whole
            if len(halves) != len(LANGUAGES) or not all(h.strip() for h in halves):
                found.append(f"cell {index}: the comment {comment!r} is not in every language "
                             f"(write '# English {BETWEEN} French')")
    if not code or not LANG_LINE.search(code[0]):
        found.append('the first shared code cell must set the language: LANG = "en"')
    return found


def build(source: dict[str, Any], lang: str, name: str) -> dict[str, Any]:
    """The ``lang`` notebook of the course ``source`` (named ``name``), without outputs."""
    cells = []
    lang_set = False
    for cell in cells_for(source, lang):
        new = {key: value for key, value in cell.items() if key not in ("outputs", "execution_count")}
        new["metadata"] = {k: v for k, v in cell.get("metadata", {}).items() if k != "lang"}
        body = text(cell)
        if cell["cell_type"] == "code":
            if lang_of(cell) is None:
                body = localised(body, lang)
            if not lang_set and LANG_LINE.search(body):
                body = LANG_LINE.sub(f'LANG = "{lang}"', body, count=1)
                lang_set = True
            new["outputs"], new["execution_count"] = [], None
        new["source"] = body
        cells.append(new)
    metadata = dict(source.get("metadata", {}))
    metadata[GENERATED] = {"source": f"courses/{name}.ipynb", "lang": lang}
    return {"cells": cells, "metadata": metadata,
            "nbformat": source.get("nbformat", 4), "nbformat_minor": source.get("nbformat_minor", 5)}


def without_outputs(notebook: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """What a generated notebook must keep from its source: each cell's type, text and
    metadata (outputs and run counts are the execution's)."""
    return [(c["cell_type"], text(c), {k: v for k, v in c.get("metadata", {}).items()
                                       if k not in ("execution", "collapsed", "scrolled")})
            for c in notebook["cells"]]
