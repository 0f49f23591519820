"""Words made when first read (:mod:`tutor.ark_nova.later`, issue 35): a reason, an ask, an
event or an end card's points records its facts and builds no message until one is read;
what is read then is the message the eager form gives. The whole game's playout is
``tests/test_playout_messages.py``; here the pieces it rests on."""

from __future__ import annotations

from tutor.ark_nova import rules
from tutor.ark_nova.animals import card_msg
from tutor.ark_nova.end import card_points
from tutor.ark_nova.later import Later, made, said
from tutor.ark_nova.rulebook import R
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import Options
from tutor.core import AskKind, Msg, Reason, seat_name


def test_said_builds_its_message_and_the_nested_ones_only_when_called(built):
    make = said("an.animals.encl.flock_herd", card=Later(card_msg, 418),
                housed=[Later(card_msg, 402), Later(card_msg, 404)])
    assert built == []
    assert make() == Msg("an.animals.encl.flock_herd", card=card_msg(418),
                         housed=[card_msg(402), card_msg(404)])


def test_made_keeps_plain_values_and_the_type_of_a_sequence():
    plain = (1, 2)
    assert made(plain) is plain
    assert made((Later(seat_name, 0), "-")) == (seat_name(0), "-")
    assert made([said("an.assoc.order.first")]) == [Msg("an.assoc.order.first")]
    assert made("-") == "-"


def test_a_reason_made_later_reads_as_the_eager_one(built):
    """AN-ANIMALS-ENCL: the same reason, its words given at once or made when read."""
    later = Reason.later(R.ANIMALS_ENCL, False, said("an.animals.encl.size",
                                                     card=Later(card_msg, 418), need=4, size=3))
    assert built == []
    eager = Reason(R.ANIMALS_ENCL, False, Msg("an.animals.encl.size", card=card_msg(418),
                                              need=4, size=3))
    assert later == eager
    assert later.explain("fr") == eager.explain("fr")


def test_an_setup_hand_simultaneous_asks_build_no_message_until_read(built):
    """AN-SETUP-HAND: every seat is asked at once; asking builds no message (the kind is
    given as each ask is made, not copied onto it afterwards), reading one builds it."""
    asks = rules.asks(initial_state(Options(3, "A"), 7))
    assert [a.seat for a in asks] == [0, 1, 2]
    assert all(a.kind is AskKind.SIMULTANEOUS and a.step == "keep" for a in asks)
    assert built == []
    assert "8" in asks[1].explain("en") and built


def test_an_end_final_points_build_no_message_until_read(built):
    """AN-END-FINAL: a final scoring card's points are counted without words; its message
    is made when read."""
    state = initial_state(Options(2, "A"), 7)
    number = state.zoo(0).final_scoring[0]
    points = card_points(state, 0, number)
    assert built == []
    assert points.msg.key.startswith("an.end.final.")
    assert points == card_points(state, 0, number)
