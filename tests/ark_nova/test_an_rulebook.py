"""Ark Nova's rulebook texts against its fact sheet (``docs/rules/ark_nova.md``): every ID
of the sheet's tables is a rule of ``R`` with its EN and FR texts, every open question says
which reading is followed, the French uses the words of Board Game Arena's French help
page, and the numbers of a few rules are the sheet's.

These tests read texts only: none names a rule ID in its name or docstring, so that the
engine's own tests remain the ones that cover each rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.ark_nova.rulebook import RULE_ID_PATTERN, RULEBOOK, RULES, R

SHEET = Path(__file__).resolve().parents[2] / "docs" / "rules" / "ark_nova.md"
LANGS = ("en", "fr")
#: The words every open question's summary uses for the reading it follows.
FOLLOWED = {"en": "We follow", "fr": "Nous suivons"}


def sheet_text() -> str:
    return SHEET.read_text(encoding="utf-8")


def sheet_rows() -> dict[str, str]:
    """Each row of the sheet's tables that starts with a rule ID: ID -> the row's text."""
    rows = {}
    for line in sheet_text().splitlines():
        if m := re.match(rf"\| ({RULE_ID_PATTERN}) \|(.*)$", line):
            rows[m.group(1)] = m.group(2)
    return rows


def open_questions() -> set[str]:
    """The IDs the sheet leaves open: a row marked [OPEN] or [CHECK], or an ID named on a
    "[OPEN]" line of its list of what is still open."""
    ids = {rid for rid, row in sheet_rows().items() if "[OPEN" in row or "[CHECK" in row}
    still_open = sheet_text().split("## 16.", 1)[1].split("\n## ", 1)[0]
    for line in still_open.splitlines():
        if line.startswith("* [OPEN]"):
            ids |= set(re.findall(rf"(?<![A-Za-z0-9-]){RULE_ID_PATTERN}(?![A-Za-z0-9])", line))
    return ids


def summary(rid: R, lang: str) -> str:
    return RULEBOOK[rid].summary[lang]


def test_every_table_row_of_the_sheet_is_a_rule_of_the_enum_and_of_the_rulebook():
    rows = sheet_rows()
    assert len(rows) == 187
    assert set(rows) == {r.value for r in R} == set(RULEBOOK)
    assert len(RULES) == len(RULEBOOK)  # no rule written twice


def test_every_rule_has_an_english_and_a_french_title_and_summary_that_differ():
    for rule in RULES:
        for lang in LANGS:
            assert rule.title[lang].strip() and rule.summary[lang].strip(), (rule.id, lang)
            assert rule.text(lang) == f"{rule.id} — {rule.title[lang]}: {rule.summary[lang]}"
        assert rule.title["en"] != rule.title["fr"], rule.id
        assert rule.summary["en"] != rule.summary["fr"], rule.id


def test_rule_ids_follow_the_pattern_and_the_member_names():
    for rid in R:
        assert re.fullmatch(RULE_ID_PATTERN, rid), rid
        assert rid.name == rid.value.split("-", 1)[1].replace("-", "_")


def test_every_rule_id_cited_in_a_summary_is_a_rule():
    for rule in RULES:
        for lang in LANGS:
            cited = re.findall(rf"(?<![A-Za-z0-9-]){RULE_ID_PATTERN}(?![A-Za-z0-9])",
                               rule.summary[lang])
            assert set(cited) <= set(RULEBOOK), (rule.id, lang, cited)


def test_every_open_question_of_the_sheet_says_which_reading_is_followed():
    questions = open_questions()
    # the rows marked open or to check, and the list's extra ones (break track, disputed cards)
    assert len(questions) >= 14 and {"AN-SETUP-BREAK", "AN-CARD-DISPUTED"} <= questions
    for rid in sorted(questions):
        for lang in LANGS:
            assert FOLLOWED[lang].lower() in RULEBOOK[rid].summary[lang].lower(), (rid, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_appeal_income_summary_gives_the_bands_of_the_sheet(lang):
    """The income summary's formula, evaluated for every appeal 0–113, gives the band the
    sheet lists for it (0:5 … 108–113:37)."""
    row = sheet_rows()[R.APPEAL_TABLE]
    bands = {}
    for low, high, money in re.findall(r"(\d+)(?:–(\d+))?:(\d+)", row.split("Bands:")[1]):
        for a in range(int(low), int(high or low) + 1):
            bands[a] = int(money)
    assert sorted(bands) == list(range(114))
    pieces = re.findall(r"(\d+)–(\d+) → (\d+) \+ (?:a|⌊\(a−(\d+)\)/(\d+)⌋)", summary(R.APPEAL_TABLE, lang))
    assert len(pieces) == 6
    income = {}
    for low, high, base, start, step in pieces:
        for a in range(int(low), int(high) + 1):
            income[a] = int(base) + (a if not start else (a - int(start)) // int(step))
    assert income == bands


def test_end_target_summary_gives_114_minus_2C_and_124_minus_3C_in_both_languages():
    """Both pieces of the target, read off each summary, give the sheet's worked example:
    conservation 15 → target 79, so appeal 60 scores −19 (the score's own example)."""
    example = re.search(r"Appeal 60, conservation 15: T = 124 − 45 = (\d+), VP = (−\d+)",
                        sheet_text())
    target, score = int(example.group(1)), example.group(2)
    for lang, upto, beyond in (("en", "for C ≤ 10", "for C ≥ 10"), ("fr", "pour C ≤ 10", "pour C ≥ 10")):
        text = summary(R.END_TARGET, lang)
        assert f"T = 114 − 2C {upto}" in text and f"T = 124 − 3C {beyond}" in text
        low = re.search(rf"T = (\d+) − (\d)C {upto}", text)
        high = re.search(rf"T = (\d+) − (\d)C {beyond}", text)
        assert int(low[1]) - int(low[2]) * 10 == int(high[1]) - int(high[2]) * 10 == 94
        assert "T(10) = 94" in text
        assert int(high[1]) - int(high[2]) * 15 == target
        assert f"60 − {target} = {score}" in summary(R.END_SCORE, lang)


def test_break_track_summary_gives_9_12_15_steps_for_2_3_4_players():
    assert "9 steps with 2 players, 12 with 3, 15 with 4" in sheet_rows()[R.SETUP_BREAK]
    assert "9 steps with 2 players, 12 with 3, 15 with 4" in summary(R.SETUP_BREAK, "en")
    assert "9 cases à 2 joueurs, 12 à 3, 15 à 4" in summary(R.SETUP_BREAK, "fr")
    for lang in LANGS:
        assert "9/12/15" in summary(R.BREAK_TRIGGER, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_reputation_range_summary_gives_the_stretches_of_the_sheet(lang):
    stretch = r"(\d+)–(\d+) → (\d)"
    sheet = re.findall(stretch, sheet_rows()[R.REP_FOLDERS])[:6]
    assert sheet == [("0", "1", "1"), ("2", "3", "2"), ("4", "6", "3"), ("7", "9", "4"),
                     ("10", "12", "5"), ("13", "15", "6")]
    assert re.findall(stretch, summary(R.REP_FOLDERS, lang)) == sheet


def test_numbers_of_building_and_donation_summaries_are_the_sheets():
    for lang in LANGS:
        assert "2, 5, 5, 7, 7, 10, 10" in summary(R.ASSOC_DONATE_COST, lang)
        assert "2, 5, 7, 10" in summary(R.ASSOC_DONATE_COST, lang)
    assert "2 money per space covered, before placing: a size-3 enclosure costs 6" in summary(
        R.BUILD_COST, "en")
    assert "2 monnaies par espace couvert, avant de poser : un enclos de taille 3 coûte 6" in summary(
        R.BUILD_COST, "fr")
    assert "at least 3 spaces apart" in summary(R.BUILD_KIOSK, "en")
    assert "au moins 3 espaces l'un de l'autre" in summary(R.BUILD_KIOSK, "fr")
    assert "at least 3 spaces apart" in sheet_rows()[R.BUILD_KIOSK]
    assert "2, 5, 5, 7, 7, 10, 10, then 12" in sheet_rows()[R.ASSOC_DONATE_COST]


#: English game words and the French help page's word for each, used throughout.
HELP_PAGE_WORDS = {
    "appeal": "attrait",
    "reputation": "réputation",
    "conservation": "conservation",
    "break": "pause",
    "enclosure": "enclos",
    "kiosk": "kiosque",
    "pavilion": "pavillon",
    "sponsor": "mécène",
    "worker": "bénévole",
    "X-token": "jeton-X",
    "display": "rivière",
    "strength": "force",
    "Final Scoring card": "cartes objectif",
}


def test_french_summaries_use_the_help_pages_words_and_no_english_game_word():
    french = " ".join(r.summary["fr"] + " " + r.title["fr"] for r in RULES)
    french = re.sub(RULE_ID_PATTERN, "", french)  # the IDs cited are no words
    lowered = french.lower()
    for english, word in HELP_PAGE_WORDS.items():
        assert word.lower() in lowered, word
        if english.lower() not in {"conservation"}:
            found = re.findall(rf"\b{re.escape(english)}s?\b", french, flags=re.IGNORECASE)
            assert not found, (english, found)
    # one spelling of the X-token, the help page's
    assert not re.search(r"jetons? X\b", french)
    assert "jetons-X" in french


def test_where_the_help_page_differs_the_summary_says_so():
    """The break refills every continent and university kind (the help page's wording);
    workers count since the last break; an empty standard enclosure next to a kiosk pays
    nothing while a special one does."""
    for rid in (R.BREAK_3, R.ASSOC_OFFER):
        assert "5 continents" in summary(rid, "en") and "5 continents" in summary(rid, "fr")
        assert "French help page" in summary(rid, "en")
        assert "page d'aide française" in summary(rid, "fr")
    assert "since the last break" in summary(R.ASSOC_WORKER, "en")
    assert "depuis la dernière pause" in summary(R.ASSOC_WORKER, "fr")
    assert "special enclosure (even empty)" in summary(R.BREAK_5, "en")
    assert "enclos spécial (même vide)" in summary(R.BREAK_5, "fr")
