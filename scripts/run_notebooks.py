"""Execute the notebooks in place and keep them small, so nbval has outputs to compare.

    python scripts/run_notebooks.py [notebooks/*.ipynb]

Run after changing a notebook, an engine message or a board's wording (``make notebooks``).
Widget state (``metadata.widgets``) and execution timings are dropped: they are large,
change on every run and are not needed to check the verdict cells.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]


def run(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(nb, path)
    print(f"executed {path.relative_to(ROOT)} ({path.stat().st_size // 1024} KB)")


def main(argv: list[str]) -> int:
    paths = [Path(p).resolve() for p in argv] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for path in paths:
        run(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
