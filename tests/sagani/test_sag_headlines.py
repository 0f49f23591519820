"""A Sagani verdict's headline says the move in words, in English and in French: the seat,
the tile taken from the offer display or the Intermezzo, the blind draw with the tile sent
to the Intermezzo, the tile placed with its cell and its rotation said as a turn, taking
nothing; allowed or not, and after the end. The notation (``p1:place 0,0 r1``) is never
the headline."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sag_support import scene

from tutor import sagani as sag
from tutor.core import Cell, Partial

TAKING = scene([(), ()], offer=(12, 37, 40, 51, 66))
LAST_ONE = scene([(), ()], offer=(12,))
PLACING = scene([(), ()], held=37)
INTERMEZZO = replace(scene([(), ()], intermezzo=(12, 40)), phase=sag.Phase.INTERMEZZO,
                     queue=(1, 0))
OVER = replace(TAKING, phase=sag.Phase.OVER, winners=(0,))


def headlines(state, move):
    verdict = sag.check(state, sag.parse_move(move) if isinstance(move, str) else move)
    return verdict.legal, verdict.headline("en"), verdict.headline("fr")


@pytest.mark.parametrize("state, text, legal, en, fr", [
    (TAKING, "take 37", True, "Allowed: Player 1 takes tile 37 from the offer display.",
     "Autorisé : le joueur 1 prend la tuile 37 du présentoir."),
    (TAKING, "take 3", False, "Not allowed: Player 1 takes tile 3 from the offer display.",
     "Interdit : le joueur 1 prend la tuile 3 du présentoir."),
    (TAKING, "p2:take 37", False, "Not allowed: Player 2 takes tile 37 from the offer display.",
     "Interdit : le joueur 2 prend la tuile 37 du présentoir."),
    (LAST_ONE, "draw 2", True,
     "Allowed: Player 1 moves tile 12 to the Intermezzo and draws blind from stack 2.",
     "Autorisé : le joueur 1 met la tuile 12 dans l'Intermezzo et pioche à l'aveugle "
     "dans la pile 2."),
    (TAKING, "draw 3", False,
     "Not allowed: Player 1 moves the last tile of the offer display to the Intermezzo and "
     "draws blind from stack 3.",
     "Interdit : le joueur 1 met la dernière tuile du présentoir dans l'Intermezzo et "
     "pioche à l'aveugle dans la pile 3."),
    (PLACING, "place 0,0 r0", True, "Allowed: Player 1 places tile 37 at (0,0), not turned.",
     "Autorisé : le joueur 1 pose la tuile 37 en (0,0), sans la tourner."),
    (PLACING, "place 0,0 r1", True,
     "Allowed: Player 1 places tile 37 at (0,0), turned a quarter turn clockwise.",
     "Autorisé : le joueur 1 pose la tuile 37 en (0,0), tournée d'un quart de tour dans "
     "le sens horaire."),
    (PLACING, "place 0,0 r2", True, "Allowed: Player 1 places tile 37 at (0,0), turned half a turn.",
     "Autorisé : le joueur 1 pose la tuile 37 en (0,0), tournée d'un demi-tour."),
    (PLACING, "place 0,0 r3", True,
     "Allowed: Player 1 places tile 37 at (0,0), turned a quarter turn anticlockwise.",
     "Autorisé : le joueur 1 pose la tuile 37 en (0,0), tournée d'un quart de tour dans "
     "le sens antihoraire."),
    (PLACING, "place 3,0 r1", False,
     "Not allowed: Player 1 places tile 37 at (3,0), turned a quarter turn clockwise.",
     "Interdit : le joueur 1 pose la tuile 37 en (3,0), tournée d'un quart de tour dans "
     "le sens horaire."),
    (PLACING, "p2:place 0,0 r0", False, "Not allowed: Player 2 places a tile at (0,0), not turned.",
     "Interdit : le joueur 2 pose une tuile en (0,0), sans la tourner."),
    (TAKING, "place 0,0 r2", False, "Not allowed: Player 1 places a tile at (0,0), turned half "
     "a turn.", "Interdit : le joueur 1 pose une tuile en (0,0), tournée d'un demi-tour."),
    (INTERMEZZO, "pick 40", True, "Allowed: Player 2 takes tile 40 from the Intermezzo.",
     "Autorisé : le joueur 2 prend la tuile 40 dans l'Intermezzo."),
    (INTERMEZZO, "pass", True, "Allowed: Player 2 takes nothing from the Intermezzo.",
     "Autorisé : le joueur 2 ne prend rien dans l'Intermezzo."),
    (INTERMEZZO, "p1:pass", False, "Not allowed: Player 1 takes nothing from the Intermezzo.",
     "Interdit : le joueur 1 ne prend rien dans l'Intermezzo."),
    (TAKING, "pick 12", False, "Not allowed: Player 1 takes tile 12 from the Intermezzo.",
     "Interdit : le joueur 1 prend la tuile 12 dans l'Intermezzo."),
])
def test_SAG_TURN_TAKE_each_move_kind_is_said_in_words_allowed_or_not(state, text, legal, en,
                                                                      fr):
    assert headlines(state, text) == (legal, en, fr)


def test_SAG_PLACE_ROTATE_a_rotation_beyond_three_quarters_is_said_as_quarter_turns():
    assert headlines(PLACING, sag.Place(0, 0, 7)) == (
        False, "Not allowed: Player 1 places tile 37 at (0,0), turned 7 quarter turns.",
        "Interdit : le joueur 1 pose la tuile 37 en (0,0), tournée de 7 quarts de tour.")


def test_SAG_GAME_OVER_a_move_after_the_end_is_refused_in_words():
    assert headlines(OVER, "p2:take 37") == (
        False, "Not allowed: Player 2 takes tile 37 from the offer display.",
        "Interdit : le joueur 2 prend la tuile 37 du présentoir.")
    part = sag.check(OVER, Partial("place", (("cell", Cell(0, 0)),)))
    assert not part.legal and part.headline("en") == "Not allowed: Player 1 places a tile at (0,0)."


def test_SAG_TURN_PLACE_a_move_in_parts_says_what_is_chosen_and_what_is_next():
    cell = sag.check(PLACING, Partial("place", (("cell", Cell(0, 0)),)))
    assert cell.legal and not cell.complete
    assert cell.headline("en") == ("Move in progress: Player 1 places tile 37 at (0,0); now "
                                   "choose its rotation.")
    assert cell.headline("fr") == ("Coup en cours : le joueur 1 pose la tuile 37 en (0,0) ; "
                                   "choisissez maintenant sa rotation.")
    turn = sag.check(PLACING, Partial("place", (("rot", 2),)))
    assert turn.headline("en") == ("Move in progress: Player 1 places tile 37, turned half a "
                                   "turn; now choose its place.")
    far = sag.check(PLACING, Partial("place", (("cell", Cell(4, 4)),)))
    assert not far.legal and far.headline("fr") == ("Interdit : le joueur 1 pose la tuile 37 "
                                                    "en (4,4).")
    whole = sag.check(PLACING, Partial("place", (("cell", Cell(0, 0)), ("rot", 1))))
    assert whole.complete and whole.headline("en") == headlines(PLACING, "place 0,0 r1")[1]


def test_SAG_TURN_TAKE_the_headline_is_built_only_when_checked(built):
    """``apply`` of a legal move makes no verdict message: the summary is built by ``check``
    only (a random playout reads none)."""
    sag.apply(TAKING, sag.parse_move("take 37"))
    assert built == []
    sag.check(TAKING, sag.parse_move("take 37"))
    assert "sag.what.take" in built and "core.legal" in built
