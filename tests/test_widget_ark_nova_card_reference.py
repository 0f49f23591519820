"""The Ark Nova card reference (widgets/games/ark_nova/card_reference.py): the lookup
without widgets (matches, at most ten listed, messages for bad input in both languages,
the chosen card's lines), then the widget (typing, choosing, trying a card on a board)."""

from __future__ import annotations

import pytest

from tutor.ark_nova.card_try import try_position
from tutor.core import render
from widgets.games.ark_nova.card_reference import MAX_SHOWN, CardLookup, CardReference


def said(lookup: CardLookup) -> str:
    return " ".join(render(m, lookup.lang) for m in lookup.status())


def test_lookup_by_number_chooses_the_card_and_explains_it():
    lookup = CardLookup("en")
    lookup.search("403")
    assert lookup.matches == [403] and lookup.chosen == 403
    assert lookup.lines()[0] == "Leopard — animal card 403"
    assert any("(AN-ABIL-HUNTER)" in line for line in lookup.lines())
    assert "<b>Leopard — animal card 403</b>" in lookup.explanation_html()
    assert lookup.position() == try_position(403)
    assert "403" in lookup.verdict() and "Animals" in lookup.verdict()


@pytest.mark.parametrize("lang,query,expected", [
    ("en", "", "type a card's name or number"),
    ("fr", "", "tapez le nom ou le numéro d'une carte"),
    ("en", "abc", "no card matches “abc”"),
    ("fr", "abc", "aucune carte ne correspond à « abc »"),
    ("en", "99999", "no card matches “99999”"),
    ("fr", "99999", "aucune carte ne correspond à « 99999 »"),
])
def test_lookup_bad_input_says_so_in_the_readers_language(lang, query, expected):
    lookup = CardLookup(lang)
    lookup.search(query)
    assert said(lookup) == expected
    assert lookup.matches == [] and lookup.chosen is None
    assert lookup.lines() == [] and lookup.explanation_html() == ""
    assert lookup.position() is None and lookup.verdict() == ""


def test_lookup_lists_at_most_ten_and_counts_the_rest():
    lookup = CardLookup("fr")
    lookup.search("mécène")
    assert len(lookup.matches) == 64 and len(lookup.shown()) == MAX_SHOWN
    assert "64 cartes correspondent" in said(lookup) and "et 54 de plus" in said(lookup)
    assert [n for _, n in lookup.options()] == lookup.matches[:MAX_SHOWN]
    assert lookup.options()[0][0].startswith("201 ") and "carte mécène" in lookup.options()[0][0]


def test_lookup_choose_only_a_listed_card():
    lookup = CardLookup("en")
    lookup.search("rhino")
    second = lookup.shown()[1]
    assert lookup.choose(second) and lookup.chosen == second
    assert not lookup.choose(401) and lookup.chosen == second
    assert not lookup.choose("x")


def test_lookup_bad_language_falls_back_to_english():
    assert CardLookup("de").lang == "en"


def test_widget_types_chooses_and_tries_a_card_on_a_board():
    from widgets.games.ark_nova import ArkNovaBoard
    ref = CardReference(lang="fr")
    assert "tapez le nom" in ref.status.value and ref.try_button.disabled
    assert ref.choice.layout.display == "none"
    ref.query.value = "ostrich"
    assert ref.choice.value == 494 and not ref.try_button.disabled
    assert "Autruche" not in ref.explanation.value          # names are the card's
    assert "carte animal 494" in ref.explanation.value and "(AN-ANIMALS-COST)" in ref.explanation.value
    ref.query.value = "rhino"
    other = ref.choice.options[1][1]
    ref.choice.value = other
    assert f"{other}" in ref.explanation.value
    ref.open_board()
    assert isinstance(ref.board, ArkNovaBoard)
    assert ref.board.state == try_position(other)
    assert ref.board.lang == "fr" and "Essayez" in ref.try_text.value
    ref.query.value = "99999"
    assert "aucune carte" in ref.status.value and ref.try_button.disabled
    assert ref.explanation.value == ""
    assert "Ark Nova" in ref.summary() and repr(ref) == "CardReference(lang='fr')"
