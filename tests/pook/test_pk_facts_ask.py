"""A Pook power with no target is still asked, and the ask says so as data (NoTarget)."""

from __future__ import annotations

import tutor.pook as pk
from tutor.pook.facts import NoTarget

from widgets.games.pook.session import PookSession


def test_POOK_POW_a_power_without_target_is_asked_with_its_fact():
    """The puzzle whose last card wins: the Mage laid at (-1,1) has no target, so the
    power is asked with a NoTarget fact and the board's prompt says only a pass is left."""
    puzzle = next(p for p in pk.PUZZLES if p.answer[:2] == ("M2@-1,1", "pass"))
    state = pk.apply(pk.from_notation(puzzle.position), pk.parse_move("M2@-1,1")).after
    (ask,) = pk.asks(state)
    assert isinstance(ask.data, NoTarget) and ask.data.cell == (-1, 1)
    assert pk.legal_moves(state) == [pk.Pass(seat=ask.seat)]
    session = PookSession(state)
    assert "no target" in session.explanation_text.lower()
    live = pk.initial_state(pk.Options(), 0)
    assert all(a.data is None for a in pk.asks(live))          # an ordinary ask has none
