"""The card reference (AN-COMP-CARDS): finding a card by name or number, every card said
in words in both languages with its rule IDs (AN-ANIMALS-*, AN-COND, AN-ICON-COUNT,
AN-ABIL-*, AN-SPON-*, AN-PROJ-*, AN-FINAL-*), and a position where each card can be
played (the notation reads it back, AN-COMP-CARDS holds)."""

from __future__ import annotations

import re

import pytest

import tutor.ark_nova as an
from tutor.ark_nova.animals import PlayAnimal
from tutor.ark_nova.association import Support
from tutor.ark_nova.card_text import all_numbers, card_lines, explain, find, kind_of
from tutor.ark_nova.card_try import trial, try_position, verdict
from tutor.ark_nova.rulebook import RULE_ID_PATTERN
from tutor.ark_nova.sponsors import PlaySponsor

from conftest import thin

ALL = all_numbers()


def _sample(kind: str, every: int) -> list[int]:
    """Every card of ``kind``, or one in ``every`` in a day-to-day run (tests/conftest.py:
    Ark Nova is a heavy game, sampled thinner unless exhaustive)."""
    cards = [n for n in ALL if kind_of(n) == kind]
    return cards[::every] if thin("ark_nova") else cards


# ---------------------------------------------------------------- find

def test_an_comp_cards_find_by_number_first():
    assert find("404") == [404]
    assert find(" 101 ")[0] == 101
    assert find("99999") == [] and find("0") == []


def test_an_comp_cards_find_by_partial_name_any_case_or_accent():
    rhinos = find("rhino")
    assert rhinos and all("Rhino" in an_name(n) for n in rhinos)
    assert find("OSTRICH") == find("ostrich") == [494]
    assert find("Ostrïch") == [494]


def an_name(n: int) -> str:
    from tutor.ark_nova.cards import card
    return card(n).name


def test_an_comp_cards_find_order_starts_then_words_then_contains():
    """Names starting with the query come before names with a word starting with it, then
    names merely containing it; each group by number."""
    found = find("lion")
    names = [an_name(n).lower() for n in found]
    starts = [n for n in names if n.startswith("lion")]
    assert names[:len(starts)] == starts
    assert found == find("LION") == find("lion")     # deterministic


def test_an_comp_cards_find_card_kinds_in_both_languages():
    sponsors = [n for n in ALL if kind_of(n) == "sponsor"]
    assert find("mécène") == find("Mecene") == sponsors
    # an English kind word: the names holding it first, then the whole kind
    named = [n for n in find("sponsor") if "sponsor" in an_name(n).lower()]
    assert named and find("sponsor") == named + [n for n in sponsors if n not in named]
    assert find("projet") == [n for n in ALL if kind_of(n) == "project"]
    assert find("objectif") == list(range(1, 12))


@pytest.mark.parametrize("bad", ["", "   ", "abc", "99999", None, 404, "%%%"])
def test_an_comp_cards_find_bad_input_gives_nothing(bad):
    assert find(bad) == []


# ---------------------------------------------------------------- explain

def test_an_comp_cards_every_card_is_explained_in_both_languages():
    """Every card of the data: a title and facts, EN and FR, no placeholder or "?" left,
    every fact with a rule ID of the fact sheet, the data's English summaries never shown."""
    from tutor.ark_nova.cards import sponsors
    summaries = {e.summary for s in sponsors() for e in s.effects}
    for n in ALL:
        for lang in ("en", "fr"):
            lines = explain(n, lang)
            assert len(lines) >= 3, (n, lang)
            text = "\n".join(lines)
            assert str(n) in lines[0]
            assert not re.search(r"[{}?]|None", text), (n, lang, text)
            for line in lines[1:]:
                rules = re.findall(r"\((AN-[A-Z0-9-]+)\)$", line)
                assert rules and re.fullmatch(RULE_ID_PATTERN, rules[0]), (n, line)
            assert not any(s in text for s in summaries)
        assert explain(n, "en") != explain(n, "fr")


def test_an_abil_hunter_explained_with_its_number():
    """AN-ABIL-HUNTER: the keyword's number is in the sentence (Leopard, Hunter 4)."""
    en, fr = "\n".join(explain(403, "en")), "\n".join(explain(403, "fr"))
    assert ("Hunter 4: turn up 4 cards from the top of the deck, keep at most one animal "
            "among them and discard the rest (AN-ABIL-HUNTER)") in en
    assert "Chasseur 4 : révélez 4 cartes du dessus de la pioche" in fr


def test_an_animals_facts_size_cost_terrain_condition_icons_gains():
    """AN-ANIMALS-ENCL, AN-ANIMALS-COST, AN-COND, AN-ICON-COUNT, AN-ANIMALS-EFFECT: the
    Leopard (403): size 3, cost 20, 1 rock, a partner zoo, its icons with the rock."""
    en = "\n".join(explain(403, "en"))
    assert "Leopard — animal card 403" in en
    assert "standard enclosure of size 3 or more; a medium animal (AN-ANIMALS-ENCL)" in en
    assert "Cost: 20 money (AN-ANIMALS-COST)" in en
    assert "must touch 1 rock space" in en
    assert "needs 1 partner zoo (AN-COND)" in en
    assert "1 × Africa, 1 × predator, 1 × rock (AN-ICON-COUNT)" in en
    assert "7 appeal, 1 conservation point (AN-ANIMALS-EFFECT)" in en


def test_an_special_encl_petting_zoo_animal_lives_only_there():
    """AN-SPECIAL-ENCL: a petting zoo animal has no standard size."""
    en = "\n".join(explain(520, "en"))
    assert "never a standard enclosure" in en and "lives only in the Petting Zoo" in en
    assert "animalerie" in "\n".join(explain(520, "fr"))


def test_an_spon_effects_each_kind_said_with_its_rule():
    """AN-SPONSORS-BASIC, AN-SPON-GAIN, AN-SPON-RULES: Diversity Researcher (219)."""
    en = "\n".join(explain(219, "en"))
    assert "Level 5: the Sponsors action plays it at strength 5 or more" in en
    assert "needs the Sponsors action upgraded (side II) (AN-COND)" in en
    assert "When played: gain 2 money for each of your rock and water icons (AN-SPON-GAIN)" in en
    assert "From then on: you may build on these spaces too: rock, water" in en
    assert "(at most 3 times) (AN-SPON-GAIN)" in en
    fr = "\n".join(explain(219, "fr"))
    assert "Niveau 5" in fr and "En fin de partie" in fr


def test_an_spon_triggers_and_keyword_said():
    """AN-SPON-TRIGGERS, AN-SPON-KEYWORD: the sponsor whose Hunter counts predators."""
    number = next(n for n in ALL if kind_of(n) == "sponsor"
                  and "Hunter X" in "\n".join(explain(n, "en")))
    en = "\n".join(explain(number, "en"))
    assert "whenever your zoo gets one more predator icon" in en
    assert "X (your predator icons)" in en and "(AN-SPON-KEYWORD)" in en


def test_an_proj_levels_and_final_thresholds():
    """AN-PROJ-BASE, AN-PROJ-RELEASE, AN-FINAL-THRESHOLDS."""
    base = explain(101, "en")
    assert base[0] == "Species Diversity — base conservation project 101"
    assert "  - Level 1: 5 needed → 5 conservation points (AN-PROJ-BASE)" in base
    release = "\n".join(explain(113, "en"))
    assert "Level 2 (exactly size 3) → 4 conservation points (AN-PROJ-RELEASE)" in release
    final = "\n".join(explain(1, "en"))
    assert "1+ → 1 CP, 2+ → 2 CP, 4+ → 3 CP, 5+ → 4 CP (AN-FINAL-THRESHOLDS)" in final
    assert "(AN-END-FINAL)" in final


def test_an_comp_cards_no_such_card():
    with pytest.raises(KeyError):
        card_lines(99999)


# ---------------------------------------------------------------- try it

def _plays_legal(n: int) -> None:
    t = trial(n)
    state = try_position(n)
    text = an.to_notation(state)
    assert an.to_notation(an.from_notation(text)) == text          # reachable, read back
    assert an.check(state, t.start).legal, n
    after = an.apply(state, t.start).after
    assert t.plays and all(an.check(after, m).legal for m in t.plays), n
    for lang in ("en", "fr"):
        assert str(n) in verdict(n).render(lang)


@pytest.mark.parametrize("n", _sample("animal", 8))
def test_an_animals_encl_every_animal_playable_on_its_position(n):
    """AN-ANIMALS-ENCL, AN-COND, AN-ANIMALS-COST: the animal in hand, its conditions met,
    an enclosure that fits and the money: playing it there is legal."""
    _plays_legal(n)
    t = trial(n)
    assert n in t.state.zoo(0).hand
    assert all(isinstance(m, PlayAnimal) for m in t.plays)
    assert t.building is not None and any(m.anchor == t.building.anchor for m in t.plays)


@pytest.mark.parametrize("n", _sample("sponsor", 4))
def test_an_sponsors_basic_every_sponsor_playable_on_its_position(n):
    """AN-SPONSORS-BASIC, AN-COND: the sponsor in hand at enough strength."""
    _plays_legal(n)
    assert all(isinstance(m, PlaySponsor) and m.card == n for m in trial(n).plays)


@pytest.mark.parametrize("n", _sample("project", 3))
def test_an_assoc_cp_every_project_supportable_on_its_position(n):
    """AN-ASSOC-CP, AN-PROJ-*: the project supportable at a level."""
    _plays_legal(n)
    t = trial(n)
    assert all(isinstance(m, Support) and m.project == n for m in t.plays)
    assert t.level in {m.level for m in t.plays}


def test_an_end_final_scoring_cards_are_held_never_played():
    """AN-END-FINAL: the final scoring card is player 1's; no move plays it."""
    for n in range(1, 12):
        state = try_position(n)
        assert n in state.zoo(0).final_scoring
        text = an.to_notation(state)
        assert an.to_notation(an.from_notation(text)) == text
        assert not trial(n).playable
        assert "never played" in verdict(n).render("en")
        assert "ne se joue jamais" in verdict(n).render("fr")
