"""A printable sheet of a puzzle pack, for a classroom without screens.

    python scripts/print_pack.py notebooks/packs/first-week.toml --lang fr -o week1.html

Writes one HTML page: each puzzle's position drawn, its question and a line to answer on,
then the answers (and why) on a page of their own. Open it in a browser and print it, or
"print to PDF". A broken pack is refused with the loader's message, naming the entry.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tutor.core.errors import PuzzleError  # noqa: E402
from tutor.packs import load_pack_file, sheet_html  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pack", type=Path)
    parser.add_argument("--lang", default="en", choices=["en", "fr"])
    parser.add_argument("-o", "--output", type=Path,
                        help="the HTML file to write (default: <pack>.<lang>.html beside it)")
    args = parser.parse_args(argv)
    try:
        pack = load_pack_file(args.pack)
    except PuzzleError as exc:
        print(exc.explain(args.lang), file=sys.stderr)
        return 2
    out = args.output or args.pack.with_suffix(f".{args.lang}.html")
    out.write_text(sheet_html(pack, args.lang), encoding="utf-8")
    print(f"wrote {out} ({len(pack.entries)} puzzles)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
