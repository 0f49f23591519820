"""A Big Monster verdict's headline says the move in words after the end too, and for a
move in parts refused (a seat not asked, the game over): never the notation (``@3,-4``)
nor the step's name (``Not allowed: place.``)."""

from __future__ import annotations

from scenarios import to_the_end

from tutor import big_monster as bm
from tutor.core import Partial

OVER = to_the_end(bm, bm.Options(players=4), 3)


def headlines(state, move):
    verdict = bm.check(state, bm.parse_move(move) if isinstance(move, str) else move)
    return verdict.legal, verdict.headline("en"), verdict.headline("fr")


def test_BM_END_SCORE_a_move_after_the_end_is_refused_in_words():
    assert OVER.phase is bm.Phase.OVER
    assert headlines(OVER, "p1:@3,-4") == (False, "Not allowed: Player 1 places at 3,-4.",
                                           "Interdit : le joueur 1 pose en 3,-4.")
    assert headlines(OVER, "p2:row1") == (False, "Not allowed: Player 2 chooses row 1.",
                                          "Interdit : le joueur 2 choisit la rangée 1.")
    assert headlines(OVER, Partial("explorer", (), 0)) == (
        False, "Not allowed: Player 1 keeps an explorer.",
        "Interdit : le joueur 1 garde un explorateur.")


def test_BM_DRAFT_SIMUL_a_tile_chosen_out_of_step_is_refused_in_words():
    start = bm.initial_state(bm.Options(players=4), 3)          # each keeps an explorer first
    assert headlines(start, Partial("pick", (("tile", "BL"),), 1)) == (
        False, "Not allowed: Player 2 chooses the Big Monster left half.",
        "Interdit : le joueur 2 choisit la tuile moitié gauche de Big Monster.")
    assert headlines(start, Partial("row", (), 2)) == (
        False, "Not allowed: Player 3 chooses a row.", "Interdit : le joueur 3 choisit une rangée.")
