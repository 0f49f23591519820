"""A refused Flaming Pyramids move's headline says the move in words, as a legal one says
what happens ("B60 at (1,0) stands."): a tile placed that is not in the hand, a placement
by a seat not asked, a slide or a roll out of its step, a move after the end, a move in
parts. The notation (``Y4@0,0``, ``slide L``, ``roll 3``) is never the headline."""

from __future__ import annotations

import pytest
from fp_support import pos

from tutor import flaming_pyramids as fp
from tutor.core import Cell, Partial

PLAYING = pos("fp1 players=2 turn=1 pyramid=0:B20,R40 hands=B60,Y100,G6|R2 piles=-|-")
SLIDING = pos("fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/-/0:Y40 hands=-|R2 piles=Y10,B20|- "
              "pending=slide@2,0")
ROLLING = pos("fp1 players=2 variants=firedie turn=1 pyramid=0:G2,Y4,G6,R30/1:Cy hands=-|R4 "
              "piles=-|- pending=roll@1,1")
OVER = pos("fp1 players=2 turn=1 pyramid=0:B20,R40/0:B60 hands=-|R2 piles=-|Y2 winner=1")


def headlines(state, text):
    verdict = fp.check(state, fp.parse_move(text))
    return verdict.legal, verdict.headline("en"), verdict.headline("fr")


@pytest.mark.parametrize("state, text, en, fr", [
    (PLAYING, "R2@1,0", "Not allowed: Player 1 places R2 at (1,0).",
     "Interdit : le joueur 1 pose R2 en (1,0)."),
    (PLAYING, "B60@0,0", "Not allowed: Player 1 places B60 at (0,0).",
     "Interdit : le joueur 1 pose B60 en (0,0)."),
    (PLAYING, "p2:B60@1,0", "Not allowed: Player 2 places B60 at (1,0).",
     "Interdit : le joueur 2 pose B60 en (1,0)."),
    (PLAYING, "slide L", "Not allowed: Player 1 drops a tile to the lower left.",
     "Interdit : le joueur 1 fait descendre une tuile en bas à gauche."),
    (PLAYING, "roll 3", "Not allowed: Player 1 rolls 3 on the fire die.",
     "Interdit : le joueur 1 obtient 3 au dé de feu."),
    (SLIDING, "p2:slide R", "Not allowed: Player 2 drops Y40 to the lower right, (1,1).",
     "Interdit : le joueur 2 fait descendre Y40 en bas à droite, en (1,1)."),
    (SLIDING, "R2@0,3", "Not allowed: Player 1 places R2 at (0,3).",
     "Interdit : le joueur 1 pose R2 en (0,3)."),
    (ROLLING, "p2:roll 5", "Not allowed: Player 2 rolls 5 on the fire die.",
     "Interdit : le joueur 2 obtient 5 au dé de feu."),
    (ROLLING, "slide L", "Not allowed: Player 1 drops Cy to the lower left, (0,1).",
     "Interdit : le joueur 1 fait descendre Cy en bas à gauche, en (0,1)."),
])
def test_FP_TURN_1_a_refused_move_is_said_in_words(state, text, en, fr):
    assert headlines(state, text) == (False, en, fr)


def test_FP_COLL_2_a_legal_slide_and_roll_still_say_what_happens():
    assert headlines(SLIDING, "slide L") == (True, "Allowed: Y40 drops to (1,0).",
                                             "Autorisé : Y40 descend en (1,0).")
    assert headlines(ROLLING, "roll 5")[1] == "Allowed: the fire die shows 5."


def test_FP_END_1_a_move_after_the_end_is_refused_in_words():
    assert headlines(OVER, "p2:R2@1,0") == (False, "Not allowed: Player 2 places R2 at (1,0).",
                                            "Interdit : le joueur 2 pose R2 en (1,0).")
    part = fp.check(OVER, Partial("slide", ()))
    assert not part.legal and part.headline("en") == ("Not allowed: Player 1 drops a tile one "
                                                      "row down.")


def test_FP_PLACE_3_a_refused_move_in_parts_is_said_in_words():
    taken = fp.check(PLAYING, Partial("place", (("cell", Cell(0, 0)),)))
    assert not taken.legal
    assert taken.headline("fr") == "Interdit : le joueur 1 pose une tuile en (0,0)."
    missing = fp.check(PLAYING, Partial("place", (("tile", fp.parse_move("R2@1,0").tile),)))
    assert not missing.legal and missing.headline("en") == "Not allowed: Player 1 places R2."
    astray = fp.check(SLIDING, Partial("slide", (("cell", Cell(0, 3)),)))
    assert not astray.legal and astray.headline("en") == "Not allowed: Player 1 drops Y40 to (0,3)."
