"""Write every course's notebooks from its source, execute them, keep them small.

    python scripts/run_notebooks.py                 # every course, both languages
    python scripts/run_notebooks.py pook oh_hell    # these courses only
    python scripts/run_notebooks.py notebooks/x.ipynb   # a notebook without a source, in place

``make notebooks`` runs it. Each course is written once, in ``courses/<name>.ipynb``, in
both languages (see ``widgets/courses.py``); this writes ``notebooks/en/<name>.ipynb``
and ``notebooks/fr/<name>.ipynb`` from it and executes them, so that nbval has outputs to
compare and every saved output is in the notebook's language. Notebooks in ``notebooks/``
itself (the language chooser) have no source and are executed in place.

Run after changing a course, an engine message or a board's wording. Widget state
(``metadata.widgets``) and execution timings are dropped: they are large, change on
every run and are not needed to check the verdict cells.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from widgets import courses  # noqa: E402  (the checkout, not an installed copy)


def execute(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(nb, path)
    print(f"executed {path.relative_to(ROOT)} ({path.stat().st_size // 1024} KB)")


def build(name: str) -> list[Path]:
    """Write the notebooks of course ``name``; refuse a source with problems."""
    source = courses.read(courses.source_path(name))
    found = courses.problems(source)
    if found:
        raise SystemExit(f"courses/{name}.ipynb: " + "; ".join(found))
    paths = []
    for lang in courses.LANGUAGES:
        path = courses.notebook_path(name, lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        nb = nbformat.from_dict(courses.build(source, lang, name))
        nbformat.validate(nb)
        nbformat.write(nb, path)
        paths.append(path)
    return paths


def main(argv: list[str]) -> int:
    if any(a in ("-h", "--help") for a in argv):
        print(__doc__)
        return 0
    names = [a for a in argv if not a.endswith(".ipynb")]
    unknown = [n for n in names if n not in courses.course_names()]
    if unknown:
        print(f"no course named {', '.join(unknown)}; the courses: "
              f"{', '.join(courses.course_names())}", file=sys.stderr)
        return 2
    loose = [Path(a).resolve() for a in argv if a.endswith(".ipynb")]
    if not argv:
        names = courses.course_names()
        loose = sorted((ROOT / "notebooks").glob("*.ipynb"))
    for name in names:
        for path in build(name):
            execute(path)
    for path in loose:
        execute(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
