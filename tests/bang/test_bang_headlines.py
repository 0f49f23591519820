"""A BANG! verdict's headline says the move in words for a move in parts refused too (a
seat not asked, the game over): the card and the target chosen so far, or what the step
asks, never the step's name (``Not allowed: play.``)."""

from __future__ import annotations

from scenarios import to_the_end

from tutor import bang
from tutor.core import Partial, Seat
from tutor.bang.data import Card

OPTIONS = bang.EXAMPLE_OPTIONS[0]
START = bang.initial_state(OPTIONS, 3)                          # Player 1 to play
OVER = to_the_end(bang, OPTIONS, 3)


def headlines(state, move):
    verdict = bang.check(state, move)
    return verdict.legal, verdict.headline("en"), verdict.headline("fr")


def test_BANG_TURN_PLAY_a_move_in_parts_by_a_seat_not_asked_is_said_in_words():
    aimed = Partial("play", (("card", Card("CB9D")), ("target", Seat(1))), 1)
    assert headlines(START, aimed) == (
        False, "Not allowed: Player 2 plays Cat Balou 9♦ at Player 2.",
        "Interdit : le joueur 2 joue Coup de foudre 9♦ contre le joueur 2.")
    assert headlines(START, Partial("play", (), 1))[1:] == (
        "Not allowed: Player 2 plays a card.", "Interdit : le joueur 2 joue une carte.")
    assert headlines(START, Partial("store", (), 0))[1] == (
        "Not allowed: Player 1 takes a card from the General Store.")


def test_BANG_END_a_move_in_parts_after_the_end_is_said_in_words():
    assert OVER.winners
    assert headlines(OVER, Partial("play", (), 0))[1:] == (
        "Not allowed: Player 1 plays a card.", "Interdit : le joueur 1 joue une carte.")
