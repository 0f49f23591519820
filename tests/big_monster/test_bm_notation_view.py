"""The ``bm1`` notation (strict, canonical, round-tripping; moves with their seat prefix)
and ``view`` in every phase (what a seat may see)."""

from __future__ import annotations

import random

import pytest

from bm_support import placing, pos, position

from tutor import big_monster as bm
from tutor.core import NotationError, UsageError


def test_positions_round_trip_and_repr_is_pasteable():
    s = pos(placing("MD@2,0;IG@3,1", "IO", explorer=5))
    assert bm.from_notation(bm.to_notation(s)) == s
    assert repr(s).startswith("from_notation('bm1 ")
    assert s._repr_svg_().startswith("<svg")


@pytest.mark.parametrize("change, key", [
    (("players=4", "players=7"), "number_range"),
    (("teams=no", "teams=maybe"), "bad_value"),
    (("areas=MD@2,0;IG@3,1", "areas=MD@2,0;XX@3,1"), "bad_value"),
    (("areas=MD@2,0;IG@3,1", "areas=MD@2,0;IG@3,1;IG@4,1"), "conservation"),
    # every seat but the first asked to pick from an empty hand: no game reaches it
    (("phase=place", "phase=pick"), "unreachable"),
    (("seed=0", "seed=00"), "bad_number"),
])
def test_the_notation_is_strict(change, key):
    text = placing("MD@2,0;IG@3,1", "IO")
    bad = text.replace(*change)
    with pytest.raises(NotationError) as info:
        bm.from_notation(bad)
    assert info.value.msg.key.endswith(key)


def test_a_non_canonical_spelling_is_refused_with_the_canonical_text():
    text = placing("-", "IO", discard="S,D")
    assert "discard=S,D " in text
    with pytest.raises(NotationError) as info:
        bm.from_notation(text)
    assert "D,S" in info.value.msg.render("en")


def test_moves_format_and_parse_back_with_and_without_a_seat():
    for text in ("e5", "p2:e12", "IG>3", "p4:LBA>x", "@1,-2", "p1:@-3,0", "row2", "IG/D",
                 "p3:RRB/G9", "salvage:IG", "salvage:-"):
        assert bm.format_move(bm.parse_move(text)) == text
    for bad in ("IG>0", "@1", "XX/IG", "row0", "e13", "p7:e1", "ig>2", "@01,2"):
        with pytest.raises(NotationError):
            bm.parse_move(bad)


def test_view_in_the_rows_shows_the_row_and_areas_but_not_the_box_order():
    s = bm.initial_state(bm.Options(2), 4)
    while s.phase is bm.Phase.EXPLORER:
        seat = bm.asks(s)[0].seat
        s = bm.apply(s, bm.Keep(s.dealt[seat][1], seat=seat)).after
    v = bm.view(s, 1)
    assert v.rows == s.rows and v.box_size == len(s.box) and v.explorers == s.explorers
    with pytest.raises(UsageError):
        bm.view(s, 2)


def test_view_never_shows_another_seats_hidden_choice_in_a_whole_game():
    rng = random.Random(5)
    s = bm.initial_state(bm.Options(5), 5)
    while bm.legal_moves(s):
        for seat in range(5):
            v = bm.view(s, seat)
            for other in range(5):
                if other != seat:
                    assert v.hands[other] is None
                    if s.phase is bm.Phase.PICK:
                        assert v.chosen[other] is None
        s = bm.apply(s, rng.choice(bm.legal_moves(s))).after


def test_a_position_from_the_helper_is_canonical():
    text = position(("-",) * 4, phase="pick", turn=9, hands=("D", "S", "IG", "IR"))
    assert bm.to_notation(bm.from_notation(text)) == text
