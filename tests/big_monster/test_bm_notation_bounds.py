"""Big Monster's notation: what is not text, numbers out of reach and a step without the row
it needs are refused with a ``NotationError`` in both languages, never another exception
(``from_notation(None)`` once raised ``KeyError: 'text'`` from the catalog; ``row=-`` in a
``phase=take`` position was accepted, then ``legal_moves`` raised ``TypeError``)."""

from __future__ import annotations

import pytest

from bm_support import position

from tutor import big_monster as bm
from tutor.big_monster.notation import AREA_REACH, MOVE_REACH
from tutor.core import NotationError

HUGE = "9" * 5000
#: Two players in the rows (BM-ROW-*), player 1 taking from the only row.
TAKE = position(("-", "-"), explorers=(1, 4), phase="take", rows="D,IG,IR,MD", row="1")


def refusal(read, text) -> NotationError:
    with pytest.raises(NotationError) as info:
        read(text)
    err = info.value
    en, fr = err.explain("en"), err.explain("fr")
    assert en.strip() and fr.strip() and en != fr and len(en) < 600
    return err


@pytest.mark.parametrize("value", [None, 7, b"bm1 players=4", ["bm1"], {"players": 4}])
def test_what_is_not_text_is_refused_in_both_languages(value):
    for read in (bm.from_notation, bm.parse_move):
        assert refusal(read, value).msg.key == "core.notation.not_text"


def test_BM_ROW_PICK_a_seat_takes_from_the_row_of_the_turn():
    state = bm.from_notation(TAKE)
    assert state.phase is bm.Phase.TAKE and state.row == 0 and bm.legal_moves(state)
    err = refusal(bm.from_notation, TAKE.replace("row=1", "row=-"))
    assert err.msg.key == "bm.notation.row_phase" and "BM-ROW-PICK" in err.explain("en")
    assert "étape take" in err.explain("fr")
    assert refusal(bm.from_notation, TAKE.replace("row=1", "row=2")).msg.key == \
        "core.notation.number_range"                  # one row on display
    no_rows = TAKE.replace("rows=D,IG,IR,MD", "rows=-").replace("box=", "box=D,IG,IR,MD,", 1)
    assert refusal(bm.from_notation, no_rows).msg.key == "bm.notation.row_without_rows"


def test_BM_ROW_PICK_no_step_but_take_and_place_has_a_row():
    text = position(("-", "-"), explorers=(1, 4), phase="row",
                    rows="D,IG,IR,MD/D,IG,IR,MD", row="1")
    assert refusal(bm.from_notation, text).msg.key == "bm.notation.row_phase"


def test_BM_EXPL_3_the_salvage_step_needs_the_black_male_explorer():
    """Step ``salvage`` asks the seat that keeps the black male explorer (3) for a 19th
    tile: without one, no seat would be asked (``legal_moves`` once raised TypeError)."""
    kept = position(explorers=(3, 1, 1, 1), phase="salvage", rnd=2, turn=10,
                    rest_to_discard=True)
    assert bm.legal_moves(bm.from_notation(kept))
    err = refusal(bm.from_notation, kept.replace("explorers=3/", "explorers=1/").replace(
        "dealt=3,4/", "dealt=1,4/"))
    assert err.msg.key == "bm.notation.salvage_phase" and "BM-EXPL-3" in err.explain("fr")


@pytest.mark.parametrize("area, reach", [("IG@" + HUGE + ",0", AREA_REACH),
                                         ("IG@0,-" + HUGE, AREA_REACH),
                                         (f"IG@{AREA_REACH + 1},0", AREA_REACH)])
def test_BM_PLACE_ADJ_an_anchor_lies_within_reach_of_the_explorer(area, reach):
    """Every tile touches the area and is at most 2 cells long: the 20th lies within 40."""
    err = refusal(bm.from_notation, position((area, "-", "-", "-")))
    assert f"from -{reach} to {reach}" in err.explain("en")
    assert f"de -{reach} à {reach}" in err.explain("fr")


@pytest.mark.parametrize("move, bound", [
    ("@" + HUGE + ",0", f"from -{MOVE_REACH} to {MOVE_REACH}"),
    (f"@0,{MOVE_REACH + 1}", f"from -{MOVE_REACH} to {MOVE_REACH}"),
    ("e13", "from 1 to 12"), ("e" + HUGE, "from 1 to 12"), ("IG>7", "from 1 to 6"),
    ("row3", "from 1 to 2"), ("p2:row0", "from 1 to 2"),
])
def test_a_typed_move_names_the_bound_of_its_number(move, bound):
    assert bound in refusal(bm.parse_move, move).explain("en")
