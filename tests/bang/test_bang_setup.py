"""Components and setup: BANG-COMP-*, BANG-SETUP-*, the deck data file."""

from __future__ import annotations

from collections import Counter

import pytest

from tutor import bang
from tutor.bang import data

from bang_support import moves_text, play


def test_BANG_COMP_DECK_80_cards_as_in_deck_json_BANG_COMP_SUITS():
    assert len(data.DECK) == 80 and len(set(data.DECK)) == 80
    if not data.DATA_FILE.exists():
        pytest.skip("shared/data/bang/deck.json is not here")
    d = data.load_json()
    assert d["_provenance"] == data.PROVENANCE and d["total_cards"] == 80
    names = {name: k for k, (name, _) in data.KINDS.items()}
    counts = Counter(data.kind(c) for c in data.DECK)
    for entry in d["cards"]:
        k = names[entry["card"]]
        assert counts[k] == entry["copies"] and data.KINDS[k][1] == entry["border"]
        printed = [("T" if x["value"] == "10" else x["value"]) + x["suit"][0].upper()
                   for x in entry["suits_values"]]
        assert [c[2:4] for c in data.DECK if data.kind(c) == k] == printed
    assert sum(1 for c in data.DECK if data.kind(c) in data.BLUE) == 17


def test_BANG_COMP_ROLES_and_BANG_SETUP_ROLES_by_player_count():
    d = data.load_json() if data.DATA_FILE.exists() else None
    for n in range(4, 8):
        s = bang.initial_state(bang.Options(n), 3)
        assert sorted(x.role for x in s.seats) == sorted(data.ROLES_BY_COUNT[n])
        if d:
            assert sorted(d["roles_by_player_count"][str(n)]) == sorted(
                data.ROLE_NAMES[r] for r in data.ROLES_BY_COUNT[n])
    assert Counter(data.ROLES_BY_COUNT[7]) == Counter({"S": 1, "D": 2, "O": 3, "R": 1})


def test_BANG_COMP_CHARS_16_with_two_of_3_bullets():
    assert len(data.CHARACTERS) == 16
    assert sorted(k for k, (_, b) in data.CHARACTERS.items() if b == 3) == ["elgringo", "paul"]
    if data.DATA_FILE.exists():
        assert {n: b for n, b in data.CHARACTERS.values()} == data.load_json()["characters_base"]


def test_BANG_SETUP_LIFE_BANG_SETUP_HAND_and_BANG_SETUP_START():
    for seed in range(5):
        s = bang.initial_state(bang.Options(5), seed)
        assert s.turn == s.sheriff
        for x in s.seats:
            assert x.life == x.max_life == data.CHARACTERS[x.character][1] + (x.role == "S")
        sheriff = s.seats[s.sheriff]
        assert len(sheriff.hand) >= sheriff.life        # then his draw phase
        assert all(len(x.hand) == x.life or x.character == "suzy"
                   for i, x in enumerate(s.seats) if i != s.sheriff)


def test_BANG_SETUP_CHAR_choose_one_of_two_then_deal():
    s = bang.initial_state(bang.Options(4, True), 2)
    for i in range(4):
        ask = bang.asks(s)[0]
        assert ask.seat == i and ask.step == "choose"
        options = moves_text(s)
        assert len(options) == 2
        s, _ = play(s, f"p{i + 1}:{options[1]}")
    assert all(x.character and x.life == x.max_life for x in s.seats)
    assert s.all_cards() == bang.state.FULL_DECK


def test_BANG_SETUP_CHAR_random_characters_are_all_different():
    s = bang.initial_state(bang.Options(7), 9)
    assert len({x.character for x in s.seats}) == 7


def test_options_out_of_range_are_refused():
    with pytest.raises(ValueError):
        bang.initial_state(bang.Options(3), 0)
