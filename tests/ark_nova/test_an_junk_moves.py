"""Bad input never raises (AN-ACT-TURN): a move typed wrong — any field of any Ark Nova
move set to a string, None, a short tuple, a float, a huge number — is refused with a
reason and said in words in both languages; the position is left as it was."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from tutor.ark_nova import Options, describe_move, initial_state, rules
from tutor.ark_nova.parts import KINDS
from tutor.ark_nova.policy import choose
from tutor.ark_nova.resolve import apply

JUNK = ("x", None, (1,), 2.5, 10**12, -1, ())


def _position():
    """A 2-player Map A game some moves in (a turn, buildings and cards out)."""
    state = initial_state(Options(2, "A"), 5)
    rng = random.Random(5)
    for _ in range(40):
        state = apply(state, choose(state, rng)).after
    return state


STATE = _position()


@pytest.mark.parametrize("word", sorted(KINDS))
def test_an_act_turn_every_field_of_every_move_typed_wrong_is_refused_never_raised(word):
    cls = KINDS[word]
    names = [f.name for f in fields(cls) if f.name != "seat"]
    for name in names:
        for junk in JUNK:
            values = {n: junk if n == name else None for n in names}
            move = cls(**values, seat=STATE.turn)
            verdict = rules.check(STATE, move)
            assert not verdict.legal, (word, name, junk)
            assert verdict.explain("en") and verdict.explain("fr")
            assert describe_move(STATE, move).render("en")
            assert describe_move(STATE, move).render("fr")
    assert rules.legal_moves(STATE)      # the position answers as before
