"""A Fruit Picking verdict's headline says the move in words, in English and in French:
the seat, the farm sown or watered with its fruit, the card collected with its slot and
fruit; allowed or not. The notation (``p1:M1``) is never the headline."""

from __future__ import annotations

import pytest
from fru_support import position

from tutor import fruit_picking as fru
from tutor.core import Partial

# F1..F6 = Pi Pe Ra Ba St Pl (the helper's farms)
SOWING = position()
ACTING = position(seeds=[(5, 0, 0, 0, 0, 1, 0)] * 2, phase="act", active=5)    # F5 = St


def headlines(state, text):
    verdict = fru.check(state, fru.parse_move(text))
    return verdict.legal, verdict.headline("en"), verdict.headline("fr")


@pytest.mark.parametrize("state, text, legal, en, fr", [
    (SOWING, "F2", True, "Allowed: Player 1 sows the seeds of farm F2 (pears).",
     "Autorisé : le joueur 1 plante les graines de la ferme F2 (poires)."),
    (SOWING, "F5", False, "Not allowed: Player 1 sows the seeds of farm F5 (strawberries).",
     "Interdit : le joueur 1 plante les graines de la ferme F5 (fraises)."),
    (SOWING, "p2:F2", False, "Not allowed: Player 2 sows the seeds of farm F2 (pears).",
     "Interdit : le joueur 2 plante les graines de la ferme F2 (poires)."),
    (SOWING, "W", False, "Not allowed: Player 1 waters a farm.",
     "Interdit : le joueur 1 arrose une ferme."),
    (SOWING, "M1", False, "Not allowed: Player 1 collects the strawberries in slot M1.",
     "Interdit : le joueur 1 collecte les fraises de l'emplacement M1."),
    (ACTING, "W", True, "Allowed: Player 1 waters the active farm F5 (strawberries).",
     "Autorisé : le joueur 1 arrose la ferme active F5 (fraises)."),
    (ACTING, "p2:W", False, "Not allowed: Player 2 waters a farm.",
     "Interdit : le joueur 2 arrose une ferme."),
    (ACTING, "M1", False, "Not allowed: Player 1 collects the strawberries in slot M1.",
     "Interdit : le joueur 1 collecte les fraises de l'emplacement M1."),
    (ACTING, "M2", False, "Not allowed: Player 1 collects the pears in slot M2.",
     "Interdit : le joueur 1 collecte les poires de l'emplacement M2."),
    (ACTING, "F1", False, "Not allowed: Player 1 sows the seeds of farm F1 (pineapple).",
     "Interdit : le joueur 1 plante les graines de la ferme F1 (ananas)."),
])
def test_FRU_TURN_each_move_kind_is_said_in_words_allowed_or_not(state, text, legal, en, fr):
    assert headlines(state, text) == (legal, en, fr)


def test_FRU_COLLECT_1_a_card_bought_is_named_by_its_fruit_and_slot():
    s = position(seeds=[(6, 0, 0, 0, 0, 1, 0)] * 2, market=("Pe", "St", "Ba", "Pi"),
                 phase="act", active=5)
    assert headlines(s, "M2") == (
        True, "Allowed: Player 1 collects the strawberries in slot M2.",
        "Autorisé : le joueur 1 collecte les fraises de l'emplacement M2.")


def test_FRU_COLLECT_3_an_empty_slot_and_a_slot_beyond_the_market_are_said_too():
    # a slot stays empty once the deck is (FRU-COLLECT-3): the other cards are held
    held = [("Pi",) * 5 + ("Pe",) * 6 + ("Pl",) * 2, ("Pl",) * 4 + ("Ba",) * 5 + ("St",) * 5]
    s = position(seeds=[(6, 0, 0, 0, 0, 1, 0)] * 2, market=("", "St", "Ba", "Pi"),
                 phase="act", active=5, cards=held)
    assert not s.deck
    assert headlines(s, "M1") == (False, "Not allowed: Player 1 collects from slot M1.",
                                  "Interdit : le joueur 1 collecte à l'emplacement M1.")
    v = fru.check(s, fru.Collect(6, 0))
    assert v.headline("fr") == "Interdit : le joueur 1 collecte à l'emplacement M6."


def test_FRU_PLANT_1_a_farm_that_does_not_exist_is_refused_in_words():
    v = fru.check(SOWING, fru.Sow(9, 0))
    assert not v.legal
    assert v.headline("en") == "Not allowed: Player 1 sows the seeds of farm F9."
    assert v.headline("fr") == "Interdit : le joueur 1 plante les graines de la ferme F9."


def test_FRU_END_1_a_move_after_the_end_is_refused_in_words():
    over = position(phase="over", cards=[("Pi",) * 4, ()], ending=True, winners=(0,))
    v = fru.check(over, fru.parse_move("p2:F1"))
    assert not v.legal
    assert v.headline("en") == "Not allowed: Player 2 sows the seeds of farm F1 (pineapple)."
    part = fru.check(over, Partial("sow", ()))
    assert not part.legal and part.headline("fr") == "La partie est terminée."


def test_FRU_TURN_a_move_in_parts_says_what_is_asked_or_is_the_whole_move():
    part = fru.check(ACTING, Partial("act", (("action", "collect"),)))
    assert part.legal and not part.complete
    assert part.headline("en") == "Player 1 to water or collect with the active farm F5"
    whole = fru.check(ACTING, Partial("act", (("action", "water"),)))
    assert whole.complete and whole.headline("en") == fru.check(ACTING, fru.Water(0)).headline("en")


def test_FRU_TURN_the_headline_is_built_only_when_checked(built):
    """``apply`` of a legal move makes no verdict: the summary is built by ``check`` only."""
    fru.apply(SOWING, fru.parse_move("F2"))
    assert built == []
    fru.check(SOWING, fru.parse_move("F2"))
    assert "fru.what.sow" in built and "core.legal" in built
