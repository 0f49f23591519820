"""A Kingdom Builder verdict's headline says the move in words after the end too, and for
a move in parts refused (a seat not asked, the game over): never the notation (``7,16``
alone) nor the step's name (``Not allowed: turn.``)."""

from __future__ import annotations

from scenarios import to_the_end

from tutor import kingdom_builder as kb
from tutor.core import Partial

OPTIONS = kb.EXAMPLE_OPTIONS[0]
OVER = to_the_end(kb, OPTIONS, 3)


def headlines(state, move):
    verdict = kb.check(state, kb.parse_move(move) if isinstance(move, str) else move)
    return verdict.legal, verdict.headline("en"), verdict.headline("fr")


def test_KB_END_ROUND_a_move_after_the_end_is_refused_in_words():
    assert OVER.phase is kb.Phase.OVER
    assert headlines(OVER, "p2:7,16") == (False, "Not allowed: Player 2 builds on 7,16.",
                                          "Interdit : le joueur 2 construit en 7,16.")
    assert headlines(OVER, "p1:end") == (False, "Not allowed: Player 1 ends the turn.",
                                         "Interdit : le joueur 1 finit son tour.")
    assert headlines(OVER, Partial("turn", (), 1)) == (
        False, "Not allowed: Player 2 builds or uses a tile.",
        "Interdit : le joueur 2 construit ou utilise une tuile.")


def test_KB_TURN_ORDER_a_move_in_parts_by_a_seat_not_asked_is_refused_in_words():
    start = kb.initial_state(OPTIONS, 3)                        # Player 2 to play
    assert headlines(start, Partial("turn", (), 0)) == (
        False, "Not allowed: Player 1 builds or uses a tile.",
        "Interdit : le joueur 1 construit ou utilise une tuile.")
    assert headlines(start, Partial("return", (), 1))[1] == "Not allowed: Player 2 returns a tile."
