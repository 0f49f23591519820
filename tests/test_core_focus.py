"""Typed focus: what a reason or an event points at is a Cell, a Hex, a Card or a Seat,
read by type (every game's reasons and events are checked in tests/test_conformance.py)."""

from __future__ import annotations

import pytest

import tutor.flaming_pyramids as fp
import tutor.oh_hell as oh
import tutor.pook as pk
from tutor.core import Card, Cell, Hex, Reason, Seat, Verdict, focus
from tutor.core.i18n import Msg


def test_a_cell_is_the_pair_the_game_stores():
    cell = Cell(1, 0)
    assert cell == (1, 0) and hash(cell) == hash((1, 0))
    assert {(1, 0): "B20"}[cell] == "B20"
    assert focus.as_cells([(1, 0), Cell(2, 1)]) == (Cell(1, 0), Cell(2, 1))
    assert all(type(c) is Cell for c in focus.as_cells([(1, 0), Cell(2, 1)]))


def test_kinds_are_told_by_type_never_by_shape():
    assert focus.kind(Cell(0, 1)) == "cell"
    assert focus.kind(Hex(0, 1)) == "hex"          # the same pair, another kind of place
    assert focus.kind((0, 1)) is None                # a bare tuple is nobody's focus
    assert focus.kind(Seat(2)) == "seat" and Seat(2) == 2 and repr(Seat(2)) == "Seat(2)"
    assert focus.kind(2) is None and focus.kind(True) is None
    assert focus.kind(oh.card("QS")) == "card" and focus.kind(pk.card("M3")) == "card"
    items = (Cell(0, 0), Seat(1), oh.card("QS"), Hex(1, 1))
    assert focus.of_kind(items, Card) == [oh.card("QS")]
    assert focus.of_kind(items, Cell) == [Cell(0, 0)]


def test_games_type_their_focus_OH_BID_DEALER_names_seats_and_FP_PLACE_cells():
    s = oh.from_notation("oh1 players=3 seq=single max=2 scoring=positive seed=1 hand=1 "
                         "size=2 dealer=3 trump=2C hands=3H,4H|QH,KS|4D,5D bids=1,1,- "
                         "won=0,0,0 scores=0,0,0")
    (refusal,) = oh.check(s, oh.parse_move("bid 0")).violations
    assert refusal.rule == "OH-BID-DEALER"
    assert refusal.focus and all(type(f) is Seat for f in refusal.focus)
    assert set(refusal.focus) == {0, 1, 2}
    start = fp.initial_state(fp.Options(2), 0)
    verdict = fp.check(start, fp.legal_moves(start)[0])
    assert verdict.focus and all(type(f) is Cell for f in verdict.focus)


@pytest.mark.parametrize("board", ["oh", "pk"])
def test_boards_mark_focus_by_type_a_bare_int_or_pair_is_not_a_seat_or_a_cell(board):
    if board == "oh":
        from widgets.games.oh_hell.session import OhHellSession as S
        session = S(seed=1)
        move = oh.Bid(0)
        items = (Seat(2), 3, oh.card("QS"))
        wanted = {("seat", 2), ("card", "QS")}
    else:
        from widgets.games.pook.session import PookSession as S
        session = S(seed=1)
        move = pk.Pass()
        items = (Cell(0, 1), (1, 1), Seat(1))
        wanted = {("cell", (0, 1))}
    reason = Reason("X", False, Msg("core.seat", n=1), items)
    verdict = Verdict(move, "x", (reason,))
    keys = {mark.target for mark in session.verdict_marks(verdict, move)}
    assert wanted <= keys
    assert not keys & {("seat", 3), ("cell", (1, 1)), ("seat", 1)}
