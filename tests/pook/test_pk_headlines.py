"""A Pook verdict's headline says the move in words after the end too, and for a move in
parts refused (a seat not asked, a cell alone, the game over): never the notation
(``O3@0,1``, ``@3,3``) nor the step's name (``Not allowed: place.``)."""

from __future__ import annotations

from scenarios import to_the_end

from tutor import pook as pk
from tutor.core import Cell, Partial

OPTIONS = pk.EXAMPLE_OPTIONS[0]
OVER = to_the_end(pk, OPTIONS, 3)
START = pk.initial_state(OPTIONS, 3)                            # Player 1 to place


def headlines(state, move):
    verdict = pk.check(state, pk.parse_move(move) if isinstance(move, str) else move)
    return verdict.legal, verdict.headline("en"), verdict.headline("fr")


def test_POOK_END_1_a_move_after_the_end_is_refused_in_words():
    assert OVER.phase is pk.Phase.OVER
    assert headlines(OVER, "p1:O3@0,1") == (
        False, "Not allowed: Player 1 places O3 warrior side up at (0,1).",
        "Interdit : le joueur 1 pose O3 face guerrier en (0,1).")
    assert headlines(OVER, "p2:pass") == (False, "Not allowed: Player 2 passes.",
                                          "Interdit : le joueur 2 passe.")
    assert headlines(OVER, Partial("place", (("cell", Cell(3, 3)),), 0)) == (
        False, "Not allowed: Player 1 places a card at (3,3).",
        "Interdit : le joueur 1 pose une carte en (3,3).")


def test_POOK_PLACE_1_a_move_in_parts_refused_is_said_in_words():
    card = pk.parse_move("K1@-1,0").card
    assert headlines(START, Partial("place", (("card", card), ("side", "warrior")), 1)) == (
        False, "Not allowed: Player 2 places K1 warrior side up.",
        "Interdit : le joueur 2 pose K1 face guerrier visible.")
    assert headlines(START, Partial("place", (("cell", Cell(3, 3)),)))[1] == (
        "Not allowed: Player 1 places a card at (3,3).")
    assert headlines(START, Partial("swap_after", ()))[1] == (
        "Not allowed: Player 1 swaps Piggy with a card.")
