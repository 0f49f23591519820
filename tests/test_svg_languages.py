"""The static pictures of a state (``state_svg``, shown where no kernel runs) speak the
reader's language: every label comes from the catalogs."""

from __future__ import annotations

import importlib
import re
import xml.etree.ElementTree as ET

import pytest

from tutor.ark_nova.cards import animals, projects, sponsors
from tutor.bang.data import CHARACTERS
from tutor.core.i18n import catalog
from tutor.registry import all_games


def names() -> set[str]:
    """Labels that are names, the same in both languages: Piggy, Bang!'s characters, Ark
    Nova's card names (shipped as printed, in English) and the catalog's texts written alike
    in English and French (Mustang, Intermezzo...)."""
    alike = {t["en"] for t in catalog().values() if t.get("en") == t.get("fr")}
    cards = {c.name for c in (*animals(), *sponsors(), *projects())}
    return {"Piggy", *(name for name, _ in CHARACTERS.values()), *cards, *alike}


def labels(svg: str) -> list[str]:
    return [t.text for t in ET.fromstring(svg).iter() if t.tag.endswith("text") and t.text]


@pytest.mark.parametrize("game_id, module", sorted(all_games().items()))
def test_every_svg_label_changes_with_the_language_but_codes_and_numbers(game_id, module):
    svg = importlib.import_module(f"{module.__name__}.svg")
    state = module.initial_state(module.Options(), 0)
    en, fr = labels(svg.state_svg(state, "en")), labels(svg.state_svg(state, "fr"))
    assert len(en) == len(fr) and en
    words = [(a, b) for a, b in zip(en, fr) if re.search(r"[a-z]{3,}", a)]
    assert words, "some label is in words"
    alike = names()
    for a, b in words:
        if a in alike:
            continue
        assert a != b, a
    assert labels(state._repr_svg_()) == en          # a notebook without a language: English
