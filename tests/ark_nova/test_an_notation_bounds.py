"""Every number of an Ark Nova position or typed move is read as a number, then bounded:
one past its range is refused with the shared message that names the field and the range
(``core.notation.number_range``), in EN and FR, never with "this is no move" nor a crash.
Move numbers are bounded in one place (:mod:`tutor.ark_nova.moveset`), whatever concern
reads the move."""

from __future__ import annotations

import pytest

from tutor.ark_nova import notation, rules
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import Options
from tutor.core import NotationError

RANGE = "core.notation.number_range"
HUGE = "9" * 5000


def refused(read, text: str) -> NotationError:
    with pytest.raises(NotationError) as info:
        read(text)
    err = info.value
    assert err.explain("en") != err.explain("fr")
    return err


def out_of_range(read, text: str, field: str, lo: int, hi: int) -> None:
    err = refused(read, text)
    assert err.msg.key == RANGE, (text[:80], err.msg)
    kw = err.msg.kwargs
    assert (kw["field"], kw["lo"], kw["hi"]) == (field, lo, hi), kw
    assert f"{lo}" in err.explain("en") and f"{hi}" in err.explain("fr")


@pytest.mark.parametrize("text, field, lo, hi", [
    ("cards+6", "x", 1, 5),                          # AN-ACT-X: X-tokens 0-5
    ("p2:sponsors+" + HUGE, "x", 1, 5),
    ("twice+6", "x", 1, 5),
    ("draw:7", "folder", 1, 6),                      # AN-REP-FOLDERS: folders 1-6
    ("snap:0", "folder", 1, 6),
    ("take:7", "folder", 1, 6),
    ("take_display:" + HUGE, "folder", 1, 6),
    ("sponsor:201@7", "folder", 1, 6),
    ("discard:529", "card", 1, 528),
    ("keep:401,402,403,0", "cards", 1, 528),
    ("pick:401," + HUGE, "cards", 1, 528),
    ("drop:12", "final scoring card", 1, 11),        # AN-END-FINAL: 11 cards
    ("resist:0", "final scoring card", 1, 11),
    ("assert:113", "base project", 101, 112),        # AN-ABIL-ASSERTION: base projects
    ("project:133:1", "project", 101, 132),          # AN-ASSOC-CP
    ("project:101:4", "level", 0, 3),
    ("project:101:1+w4", "wild", 1, 3),              # AN-SPON-WILDCARD-TOKENS
    ("panel:8", "slot", 1, 7),                       # AN-MAP-PANEL: 7 tokens
    ("row:cards:6", "slot", 1, 5),                   # AN-ACT-STRENGTH: 5 slots
    ("perform:5:cards", "player", 1, 4),
    ("animal:401@9,1", "x", 0, 8),                   # AN-MAP-GRID: columns 0-8
    ("extra_animal:401@1,13", "y", 0, 12),           # AN-MAP-GRID: rows 0-12
    ("build:kiosk@1," + HUGE + "r0", "y", 0, 12),
    ("build:kiosk@1,0r6", "rotation", 0, 5),
    ("unique:1,0r" + HUGE, "rotation", 0, 5),
])
def test_an_a_move_number_out_of_range_names_the_field_and_its_range(text, field, lo, hi):
    """AN-ACT-X, AN-REP-FOLDERS, AN-END-FINAL, AN-MAP-GRID, AN-MAP-PANEL …: each number
    of a move is bounded by what the game can reach, the refusal naming the range."""
    out_of_range(notation.parse_move, text, field, lo, hi)


def test_an_a_move_number_in_range_is_read_and_left_to_check():
    """AN-ACT-STRENGTH: a number within its range reads; whether it is legal is the
    check's (a card goes to slot 1 or 5 only, yet ``row:cards:3`` is a move)."""
    assert notation.parse_move("cards+5").x == 5
    assert notation.format_move(notation.parse_move("row:cards:3")) == "row:cards:3"
    assert notation.parse_move("p2:build:kiosk@8,11r5").anchor == (8, 11)
    assert notation.parse_move("sponsor:201").folder == 0
    assert notation.parse_move("draw:deck").folder == 0


@pytest.mark.parametrize("text", ["cards+0", "drop:01", "keep:401,402,403,0404",
                                  "animal:401@٣,1", "snap:-1", "snap:+1"])
def test_an_a_move_number_has_one_spelling(text):
    """AN-ACT-TURN: no leading zero, no sign, no other script's digits, no ``+0`` (0
    X-tokens is written without ``+``)."""
    refused(notation.parse_move, text)


@pytest.fixture(scope="module")
def position() -> str:
    return notation.to_notation(initial_state(Options(2, "A"), 2))


def _zoo_part(text: str, name: str, value: str) -> str:
    """``text`` with the first zoo's part ``name`` replaced by ``value``."""
    head, _, zoos = text.partition(" zoos=")
    first, *rest = zoos.split("/")
    parts = first.split(";")
    parts[notation.ZOO_PARTS.index(name)] = value
    return head + " zoos=" + "/".join([";".join(parts), *rest])


def test_an_the_panel_refuses_a_digit_past_its_tokens(position):
    """AN-MAP-PANEL: the panel's 7 digits are tokens, there (1) or gone (0): any other
    digit is a number out of that range."""
    out_of_range(notation.from_notation, _zoo_part(position, "panel", "1111112"), "panel", 0, 1)
    out_of_range(notation.from_notation, _zoo_part(position, "panel", HUGE), "panel", 0, 1)
    assert refused(notation.from_notation,
                   _zoo_part(position, "panel", "111111")).msg.key == "an.notation.bad_part"


@pytest.mark.parametrize("name, value, field, lo, hi", [
    ("housed", "0,9>" + HUGE, "housed", 1, 528),      # once a crash (int of 5000 digits)
    ("housed", "9,1>401", "housed", 0, 8),
    ("under", "425>" + HUGE, "under", 1, 528),
    ("tokens", HUGE + "x1", "tokens", 1, 528),
    ("buildings", "kiosk@1,0r6", "buildings", 0, 5),
    ("buildings", "enclosure_3@" + HUGE + ",9r0", "buildings", 0, 8),
])
def test_an_zoo_numbers_are_bounded(position, name, value, field, lo, hi):
    """AN-MAP-GRID (cells), AN-SPON-WILDCARD-TOKENS (tokens), AN-ABIL-POUCH (cards under
    an animal): every number of a zoo part is read, then bounded."""
    out_of_range(notation.from_notation, _zoo_part(position, name, value), field, lo, hi)


def test_an_project_marks_are_seats_within_the_players(position):
    """AN-ASSOC-CP: a project's marks are ``-``, ``x`` or a seat's digit within the
    players; more digits than levels are a seat out of range, not a crash."""
    head, _, tail = position.partition(" projects=")
    projects, _, rest = tail.partition(" ")
    number = projects.split(",")[0].split(":")[0]
    levels = len(projects.split(",")[0].split(":")[1])

    def with_marks(marks: str) -> str:
        first, *others = projects.split(",")
        return head + " projects=" + ",".join([f"{number}:{marks}", *others]) + " " + rest

    out_of_range(notation.from_notation, with_marks(HUGE), "projects", 1, 2)
    out_of_range(notation.from_notation, with_marks("3" + "-" * (levels - 1)), "projects", 1, 2)


def test_an_a_map_or_a_side_past_its_numbers_is_out_of_range(position):
    """AN-MAP-0 (the map written ``0``) and a card's side (``1`` / ``2``, AN-CARDS-S1) in a
    pending step: words written in digits are bounded like numbers."""
    out_of_range(notation.from_notation, position.replace(" map=A ", " map=1 "), "map", 0, 0)
    state = initial_state(Options(2, "0"), 2)
    assert notation.from_notation(notation.to_notation(state)) == state
    state = initial_state(Options(2, "A"), 2)
    for text in ("p1:keep:", "p2:keep:", "p1:build"):
        move = next(m for m in rules.legal_moves(state)
                    if notation.format_move(m).startswith(text))
        state = apply(state, move).after
    text = notation.to_notation(state)
    assert " stack=build:1:1:" in text
    for side in ("3", HUGE):
        out_of_range(notation.from_notation, text.replace(" stack=build:1:1:",
                                                          f" stack=build:1:{side}:"),
                     "build.side", 1, 2)
    refused(notation.from_notation, text.replace(" stack=build:1:1:", " stack=build:1:0:"))
