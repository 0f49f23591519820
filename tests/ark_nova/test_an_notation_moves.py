"""The refusal of a text that is no move names every move form the notation reads
(``notation.MOVE_FORMS``, read from the move patterns themselves), in EN and FR, and every
move the game plays begins with one of them."""

from __future__ import annotations

import random
import re

import pytest

from tutor.ark_nova import notation, policy, rules
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import Options
from tutor.core import NotationError


def _form_of(text: str) -> str:
    body = re.sub(r"^p[1-4]:", "", text)
    word = re.match(r"[a-z_0-9]+", body)[0]
    return word + (":" if body[len(word):].startswith(":") else "")


def test_an_bad_move_lists_every_move_form_in_both_languages():
    """AN-ACT-TURN: a text that is no move is refused with every form the notation reads
    (the Action cards, the break's ``break``, resistance's ``resist:``, the final scoring
    card's ``drop:`` …), none left out."""
    with pytest.raises(NotationError) as error:
        notation.parse_move("zap:1")
    en, fr = error.value.explain("en"), error.value.explain("fr")
    assert "zap:1" in en and "n'est pas un coup" in fr
    for form in notation.MOVE_FORMS:
        assert form in en and form in fr, form
    for form in ("keep:", "cards", "sponsors", "x:", "break", "resist:", "drop:", "pouch:",
                 "twice", "okapi:"):
        assert form in notation.MOVE_FORMS


def test_an_every_move_played_begins_with_a_listed_form():
    """AN-ACT-TURN: over a game of the computer's policy, each legal move's text begins
    with one of the forms the refusal lists."""
    rng = random.Random(2)
    state = initial_state(Options(2, "A"), 2)
    seen = set()
    for _ in range(400):
        if state.over:
            break
        for move in rules.legal_moves(state):
            form = _form_of(notation.format_move(move))
            assert form in notation.MOVE_FORMS, (form, move)
            seen.add(form)
        state = apply(state, policy.choose(state, rng)).after
    assert len(seen) > 10
