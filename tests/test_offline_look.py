"""The course looks right on a school machine: no internet, and only the fonts a fresh
Debian installs (``fonts-dejavu-core``: DejaVu Sans, Sans Mono and Serif).

* No emoji anywhere a learner reads (titles, lessons, catalogs, puzzles, boards): no font
  of such a machine has them, and each showed as an empty box.
* Every character a learner reads is in those fonts: the course sources (every cell), every
  catalog text in every language, the rulebooks, the puzzle files and packs, and the
  strings of the boards' code (what the canvases draw). Checked against the fonts' own
  character maps when they are installed (skipped otherwise); the emoji check needs no
  font.

Voilà's pages asking a CDN for Font Awesome are checked in a browser
(``tests/browser/test_offline.py``).
"""

from __future__ import annotations

import io
import struct
import tokenize
import unicodedata
from pathlib import Path

import pytest

from tutor.core.i18n import catalog
from tutor.registry import all_games
from widgets import BOARDS, board_class, courses

ROOT = Path(__file__).resolve().parents[1]
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
#: Debian's default fonts (fonts-dejavu-core); a glyph missing from one is taken from another.
DEFAULT_FONTS = ("DejaVuSans.ttf", "DejaVuSansMono.ttf", "DejaVuSerif.ttf")

all_games()                                  # every game's catalog registered
for _game in BOARDS:
    board_class(_game)                       # and every board's
import widgets.quiz  # noqa: E402,F401  (and the quiz's, the reference's)
import widgets.reference  # noqa: E402,F401


def font_chars(path: Path) -> set[int]:
    """The code points a TrueType font maps to a glyph (its ``cmap``, formats 4 and 12)."""
    data = path.read_bytes()
    tables = {}
    for i in range(struct.unpack(">H", data[4:6])[0]):
        tag, _sum, offset, _length = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        tables[tag] = offset
    cmap = tables[b"cmap"]
    chars: set[int] = set()
    for i in range(struct.unpack(">H", data[cmap + 2:cmap + 4])[0]):
        _platform, _encoding, sub = struct.unpack(">HHI", data[cmap + 4 + 8 * i:cmap + 12 + 8 * i])
        start = cmap + sub
        kind = struct.unpack(">H", data[start:start + 2])[0]
        if kind == 4:
            count = struct.unpack(">H", data[start + 6:start + 8])[0] // 2
            ends = struct.unpack(f">{count}H", data[start + 14:start + 14 + 2 * count])
            firsts = struct.unpack(f">{count}H", data[start + 16 + 2 * count:start + 16 + 4 * count])
            for first, end in zip(firsts, ends):
                chars.update(range(first, end + 1))
        elif kind == 12:
            for g in range(struct.unpack(">I", data[start + 12:start + 16])[0]):
                first, end, _glyph = struct.unpack(">III", data[start + 16 + 12 * g:start + 28 + 12 * g])
                chars.update(range(first, end + 1))
    chars.discard(0xFFFF)
    return chars


def _code_strings(path: Path) -> str:
    """The string literals of a Python file (comments left out)."""
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
    return "\n".join(t.string for t in tokens if t.type == tokenize.STRING)


def read_texts() -> dict[str, str]:
    """Where each text a learner may read comes from -> the text."""
    texts = {}
    for name in courses.course_names():
        source = courses.read(courses.source_path(name))
        texts[f"courses/{name}.ipynb"] = "\n".join(courses.text(c) for c in source["cells"])
    texts["notebooks/index.ipynb"] = "\n".join(
        courses.text(c) for c in courses.read(courses.NOTEBOOKS / "index.ipynb")["cells"])
    for key, by_lang in catalog().items():
        texts[f"catalog {key}"] = "\n".join(by_lang.values())
    for game_id, game in all_games().items():
        for rule in game.RULEBOOK.values():
            texts[f"rulebook {rule.id}"] = "\n".join([*rule.title.values(), *rule.summary.values()])
    for path in [*ROOT.glob("tutor/*/puzzles.toml"), *ROOT.glob("notebooks/packs/*.toml")]:
        texts[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8")
    for path in sorted(ROOT.glob("widgets/**/*.py")):
        texts[str(path.relative_to(ROOT))] = _code_strings(path)
    return texts


def _emoji(ch: str) -> bool:
    return ord(ch) >= 0x1F000 or ch == "\ufe0f"


def test_no_emoji_in_anything_a_learner_reads():
    found = sorted({(where, f"U+{ord(ch):04X} {unicodedata.name(ch, '?')}")
                    for where, text in read_texts().items() for ch in text if _emoji(ch)})
    assert not found, found[:10]


def test_every_character_a_learner_reads_is_in_debian_s_default_fonts():
    fonts = [DEJAVU / name for name in DEFAULT_FONTS]
    if not all(path.is_file() for path in fonts):
        pytest.skip(f"Debian's default fonts are not installed here ({DEJAVU})")
    have = set().union(*(font_chars(path) for path in fonts))
    missing = sorted({(where, f"{ch} U+{ord(ch):04X} {unicodedata.name(ch, '?')}")
                      for where, text in read_texts().items() for ch in text
                      if ord(ch) > 0x7E and ord(ch) not in have and ch not in "\n\t"})
    assert not missing, missing[:10]


def test_the_font_reader_reads_a_character_map():
    """The check above can fail: DejaVu Sans has the suits and arrows the boards draw, and
    no emoji."""
    path = DEJAVU / "DejaVuSans.ttf"
    if not path.is_file():
        pytest.skip(f"Debian's default fonts are not installed here ({DEJAVU})")
    chars = font_chars(path)
    assert {ord(c) for c in "A é ♠ ♥ ✓ ✗ ⚠ → ↶ ◀ ▶ ‖ ❚"} <= chars
    assert not {0x1F525, 0x1F437, 0x23F8} & chars         # fire, pig face, pause
