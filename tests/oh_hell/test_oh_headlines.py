"""An Oh Hell verdict's headline says the move in words, refused at the gates too: a bid
or a card of a seat that is not asked, a card while bidding, a move after the end. The
notation (``bid 1``, ``KD``) is never the headline."""

from __future__ import annotations

import pytest
from oh_support import pos
from scenarios import to_the_end

from tutor import oh_hell as oh
from tutor.core import Partial

#: The first bid of a hand: Player 3, on the left of the dealer (Player 2).
BIDDING = pos("oh1 players=3 seq=long scoring=positive seed=0 hand=1 size=10 dealer=2 trump=JD "
              "hands=JC,2D,8D,TD,3H,4H,9H,TH,QH,TS|3C,5C,KC,4D,QD,2H,8H,KH,3S,7S|"
              "7C,8C,TC,QC,3D,6D,4S,5S,8S,KS bids=-,-,- won=0,0,0 scores=0,0,0")


def headlines(state, text):
    verdict = oh.check(state, oh.parse_move(text))
    return verdict.legal, verdict.headline("en"), verdict.headline("fr")


@pytest.mark.parametrize("text, legal, en, fr", [
    ("bid 1", True, "Allowed: Player 3 bids 1.", "Autorisé : le joueur 3 annonce 1."),
    ("p1:bid 1", False, "Not allowed: Player 1 bids 1.", "Interdit : le joueur 1 annonce 1."),
    ("KD", False, "Not allowed: Player 3 plays K♦.", "Interdit : le joueur 3 joue R♦."),
    ("p3:7C", False, "Not allowed: Player 3 plays 7♣.", "Interdit : le joueur 3 joue 7♣."),
])
def test_OH_BID_1_a_move_refused_at_the_gates_is_said_in_words(text, legal, en, fr):
    assert headlines(BIDDING, text) == (legal, en, fr)


def test_OH_BID_1_a_move_in_parts_refused_at_the_gates_is_said_in_words():
    other = oh.check(BIDDING, Partial("bid", (), 0))
    assert not other.legal and other.headline("en") == "Not allowed: Player 1 bids."
    card = oh.check(BIDDING, Partial("play", ()))
    assert not card.legal and card.headline("fr") == "Interdit : le joueur 3 joue une carte."


def test_OH_END_1_a_move_after_the_end_is_refused_in_words():
    state = to_the_end(oh, oh.Options(players=3, sequence="short-up"), 3)
    assert headlines(state, "p1:KD") == (False, "Not allowed: Player 1 plays K♦.",
                                         "Interdit : le joueur 1 joue R♦.")
    assert headlines(state, "bid 1") == (False, "Not allowed: a player bids 1.",
                                         "Interdit : un joueur annonce 1.")
