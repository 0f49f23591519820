"""Catalog parity over every registered message: same keys in EN and FR, same
placeholders, same plural fields (STYLE habit 8). Every game is imported first."""

from __future__ import annotations

import importlib
import re
import string
from pathlib import Path

import pytest

import tutor.core.puzzles  # noqa: F401  (registers the puzzle messages)
from tutor.core import LANGUAGES
from tutor.core.i18n import catalog, placeholders
from tutor.registry import GAMES, all_games
import widgets

all_games()                 # importing a game registers its catalog
# every board's and the notebooks' texts (ui.*, nb.*), whether or not a board was imported
# before this module: the test passes alone as in the whole suite
_root = Path(widgets.__file__).parent
for _path in sorted([_root / "messages.py", *_root.glob("games/*/messages.py")]):
    importlib.import_module(".".join(_path.relative_to(_root.parent).with_suffix("").parts))
importlib.import_module("widgets.notebook")
import tutor.core.diagram  # noqa: E402,F401  (the shared words of the text drawings)
for _path in sorted(GAMES.values()):  # every game's text drawing (its own catalog)
    importlib.import_module(f"{_path}.diagram")
    # and every catalog of a game's messages package, even one no rule module imports yet
    # (Ark Nova's card reference texts are loaded by the card reference alone)
    _messages = importlib.import_module(_path).__spec__.submodule_search_locations[0]
    for _module in sorted(Path(_messages).glob("messages/[!_]*.py")):
        importlib.import_module(f"{_path}.messages.{_module.stem}")

CATALOG = dict(catalog())


def plural_fields(template: str) -> set[str]:
    return {field for _, field, spec, _ in string.Formatter().parse(template)
            if field is not None and spec and spec.startswith("plural:")}


def test_the_catalog_holds_the_core_and_every_game():
    assert any(k.startswith("core.") for k in CATALOG)
    assert any(k.startswith("ui.") for k in CATALOG)
    assert any(k.startswith("nb.") for k in CATALOG)
    for game in all_games().values():
        assert any(k.startswith(game.GAME_PREFIX + ".") for k in CATALOG), game.GAME_PREFIX
        assert any(k.startswith(f"ui.{game.GAME_PREFIX}.") for k in CATALOG), game.GAME_PREFIX


@pytest.mark.parametrize("key", sorted(CATALOG))
def test_every_message_exists_in_english_and_french_with_the_same_placeholders(key):
    texts = CATALOG[key]
    assert set(texts) == set(LANGUAGES), key
    en, fr = texts["en"], texts["fr"]
    assert en.strip() and fr.strip()
    assert placeholders(en) == placeholders(fr), (en, fr)
    assert plural_fields(en) == plural_fields(fr), (en, fr)
    for template in (en, fr):
        for _, _, spec, _ in string.Formatter().parse(template):
            if spec and spec.startswith("plural:"):
                assert re.fullmatch(r"plural:[^|]+\|[^|]+", spec), spec
