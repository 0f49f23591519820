"""Notation (strict, versioned, exact round trip), moves, view, parts and puzzles."""

from __future__ import annotations

import pytest

from tutor import kingdom_builder as kb
from tutor.core import NotationError, Partial

from kb_support import EX1, pos, position, verdict


def test_position_round_trips_and_repr_pastes_back():
    s = pos(EX1)
    assert kb.to_notation(s) == EX1 and repr(s) == f"from_notation({EX1!r})"
    assert s._repr_svg_().startswith("<svg")


@pytest.mark.parametrize("bad, where", [
    (EX1.replace("kb2", "kb3"), "prefix"),
    (EX1.replace("players=2", "players=5"), "players"),
    (EX1.replace("board=tavern,paddock", "board=tavern,tavern"), "board"),
    (EX1.replace("hands=G,C", "hands=G,G"), "deck"),
    (EX1.replace("settlements=3,4/-", "settlements=3,3/-"), "castle"),
    (EX1.replace("settlements=3,4/-", "settlements=3,4"), "seats"),
    (EX1.replace("stack=before:1", "stack=return:1:3,4/before:1"), "not a location"),
    (EX1.replace("stack=before:1", "stack=before:01"), "number"),
    (EX1.replace("stack=before:1", "stack=build:1:3"), "built past 2"),
    (EX1.replace("stack=before:1", "stack=turn:1"), "unknown step"),
    (EX1.replace("stack=before:1", "stack=after:1"), "a field missing"),
    (EX1.replace("stack=before:1", "stack=-"), "over without winners"),
])
def test_strict_notation_refuses_what_is_not_a_position(bad, where):
    with pytest.raises(NotationError) as info:
        kb.from_notation(bad)
    assert info.value.explain("fr") and info.value.position is not None, where


def test_a_non_canonical_spelling_is_refused_with_the_canonical_text():
    swapped = position((("4,4;3,4"), "-"), "G,C")
    with pytest.raises(NotationError) as info:
        kb.from_notation(swapped)
    assert "3,4;4,4" in info.value.explain("en")


@pytest.mark.parametrize("text", ["3,5", "p2:3,5", "oracle@3,7>12,4", "barn@2,6:5,5>6,6",
                                  "end", "return@3,7", "p1:end"])
def test_moves_format_and_parse_back(text):
    assert kb.format_move(kb.parse_move(text)) == text


@pytest.mark.parametrize("text", ["20,0", "3,05", "castle@3,3>1,1", "end ", "3;5", "p9:end"])
def test_bad_moves_are_notation_errors(text):
    with pytest.raises(NotationError):
        kb.parse_move(text)


def test_check_refuses_a_seat_not_asked():
    v = verdict(EX1, "p2:4,4")
    assert not v.legal and "Player 2" in v.explain("en")


def test_parts_a_move_comes_apart_and_back_and_a_held_tile_is_never_refused():
    start = position(("2,0;2,1;2,2", "-"), "C,G", tiles=("tavern@6,2:r", "-"),
                     taken=("6,2", "-"), stack="after:1:3")
    s = pos(start)
    for m in kb.legal_moves(s):
        whole = kb.parts_of(s, m)
        assert kb.move_for(s, whole) == m
    tile_only = Partial("turn", (("tile", ("tavern", (6, 2))),))
    assert kb.check(s, tile_only).legal and not kb.check(s, tile_only).complete
    missing = Partial("turn", (("tile", ("tavern", (6, 7))),))
    assert not kb.check(s, missing).legal


def test_view_hides_the_other_hands_and_the_pile_order():
    s = kb.initial_state(kb.Options(3), 4)
    other = (s.turn + 1) % 3
    v = kb.view(s, None)
    assert v.hands[s.turn] == s.hands[s.turn] and v.hands[other] is None
    assert v.pile_size == len(s.pile) and not hasattr(v, "pile")


def test_puzzles_load_and_their_answers_meet_their_goals():
    ids = [p.id for p in kb.PUZZLES]
    assert {"kb-ex-1-adjacent-pocket", "kb-ex-3-gain-tavern", "kb-ex-3-paddock-loses-tavern",
            "kb-ex-4-harbor-lifted", "kb-ex-6-last-turn-of-the-round",
            "kb-ex-2-castle-for-everyone", "kb-ex-5-lords-ties"} <= set(ids)


def test_check_never_raises_for_well_typed_moves_off_the_board_or_of_no_tile_kind():
    s = pos(EX1)
    assert not kb.check(s, kb.Build((25, 3))).legal
    assert not kb.check(s, kb.Use("castle", (3, 3), (3, 5))).legal
    assert not kb.check(s, kb.Use("oracle", (3, 3), (30, 5))).legal
