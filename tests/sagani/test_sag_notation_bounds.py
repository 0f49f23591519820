"""Sagani's notation reads every number through the core reader: bounded by what a game
reaches, refused with a message naming the bound in both languages, never Python's own
error (a 4,300-digit number once raised a bare ValueError; a tile at x = 10^4300 was
accepted, then crashed ``format_move``, ``check`` and ``to_notation``)."""

from __future__ import annotations

import pytest

from sag_support import scene

from tutor import sagani as sag
from tutor.core import NotationError, UsageError
from tutor.sagani.notation import MAX_CACO, MAX_CLOCK, MAX_SCORE, MIN_SCORE

HUGE = "9" * 4301                 # past Python's own limit for turning digits into an int


def refusal(read, text) -> NotationError:
    with pytest.raises(NotationError) as info:
        read(text)
    err = info.value
    assert len(err.explain("en")) < 400 and len(err.explain("fr")) < 400
    return err


def names(err: NotationError, lo: int, hi: int) -> bool:
    return (f"from {lo} to {hi}" in err.explain("en")
            and f"de {lo} à {hi}" in err.explain("fr"))


@pytest.mark.parametrize("move, lo, hi", [
    ("take " + HUGE, 1, 72), ("pick " + HUGE, 1, 72), ("take 73", 1, 72), ("take 0", 1, 72),
    ("draw 4", 1, 3), ("draw " + HUGE, 1, 3),
    ("place " + HUGE + ",0 r0", -72, 72), ("place 0,-" + HUGE + " r0", -72, 72),
    ("place 73,0 r0", -72, 72), ("place 0,0 r4", 0, 3), ("p2:place 0,0 r" + HUGE, 0, 3),
])
def test_SAG_PLACE_FIRST_SAG_COMP_TILES_a_typed_move_names_the_bound_of_each_number(move, lo,
                                                                                   hi):
    """Tiles are numbered 1 to 72, stacks 1 to 3, rotations 0 to 3; a placement names a
    cell next to a display grown from (0,0) one tile at a time: -72 to 72."""
    assert names(refusal(sag.parse_move, move), lo, hi)


@pytest.mark.parametrize("move", ["take ٣", "take １", "place ٠,0 r0", "place 0,0 r٣",
                                  "take 03", "take +3", "draw  2"])
def test_a_number_in_another_script_or_spelling_is_refused(move):
    assert "0-9" in refusal(sag.parse_move, move).explain("en")


def test_SAG_PLACE_ORTHO_a_tile_of_a_position_lies_within_71_of_the_first():
    s = scene([[(37, 0, 0, 0)]])
    text = sag.to_notation(s)
    assert "37@0,0," in text
    for x, lo, hi in ((HUGE, -71, 71), ("72", -71, 71), ("-" + HUGE, -71, 71)):
        assert names(refusal(sag.from_notation, text.replace("37@0,0,", f"37@{x},0,")), lo, hi)
    assert sag.from_notation(text.replace("37@0,0,", "37@71,0,")).seats[0].display[0].x == 71


@pytest.mark.parametrize("field, lo, hi", [
    ("score", MIN_SCORE, MAX_SCORE), ("caco", 0, MAX_CACO), ("reached", 0, MAX_CLOCK),
    ("clock", 0, MAX_CLOCK), ("seed", 0, 999_999_999_999),
])
def test_SAG_SCORE_COMPLETE_SAG_SCORE_NEG_counts_are_bounded_by_a_whole_game(field, lo, hi):
    """Scores: at most every tile completed (412 points), at least -2 a cacophony disc and a
    point a disc left on tiles in solo (b); the clock counts at most 72 × 6 moves."""
    text = sag.to_notation(scene([]))
    record = "P=24,0,0,0,0,-"
    shown = {"score": record.replace(",0,0,0,0", ",0,{},0,0"),
             "caco": record.replace("24,0", "24,{}"),
             "reached": record.replace(",0,0,-", ",{},0,-")}
    for value in (HUGE, str(hi + 1), str(lo - 1)):
        if field in shown:
            bad = text.replace(record, shown[field].format(value), 1)
        else:
            bad = text.replace(f";{field}=0;", f";{field}={value};")
        assert bad != text
        assert names(refusal(sag.from_notation, bad), lo, hi), (field, value)


def test_a_game_is_dealt_only_from_a_seed_its_notation_reads_back():
    for seed in (-1, 10 ** 12, 10 ** 4300, True, 1.0):
        with pytest.raises(UsageError):
            sag.initial_state(sag.Options(), seed)
    s = sag.initial_state(sag.Options(), 999_999_999_999)
    assert sag.from_notation(sag.to_notation(s)) == s
