"""Sagani's fast paths give what the plain ones give: the fast copy of its frozen values
(``tutor.core.frozen.changed``) is ``dataclasses.replace`` (a record's index by position,
cached with it, never kept for a copy); the kept moves and words are fresh ones;
``apply``'s test of a move (``allows``, without the forecast) is the verdict's."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import tutor.sagani as sag
from tutor.core.frozen import changed


def states():
    for options in sag.EXAMPLE_OPTIONS[:3]:
        rng = random.Random(7)
        state = sag.initial_state(options, 7)
        while legal := sag.legal_moves(state):
            yield state
            state = sag.apply(state, rng.choice(legal)).after


def test_changed_is_dataclasses_replace():
    for state in states():
        assert changed(state, clock=state.clock + 1) == replace(state, clock=state.clock + 1)
        for record in state.seats:
            assert changed(record, score=3) == replace(record, score=3)
            for p in record.display:
                assert changed(p, done=True) == replace(p, done=True)
                assert changed(p, covered=frozenset({0})) == replace(
                    p, covered=frozenset({0}))


def test_the_index_by_position_follows_the_display():
    a, b = sag.Placed(0, 0, 1), sag.Placed(1, 0, 2)
    record = sag.Player(display=(a,))
    assert record.at((0, 0)) is a                  # the index is now cached with the record
    moved = changed(record, display=(b,))
    assert moved.at((0, 0)) is None and moved.at((1, 0)) is b
    same = changed(record, score=5)
    assert same.at((0, 0)) is a and same == replace(record, score=5)


def test_changed_refuses_an_unknown_field():
    with pytest.raises(TypeError):
        changed(sag.Player(), nothing=1)


def test_the_kept_placements_of_a_cell_are_fresh_ones():
    from tutor.sagani.rules import _cell_moves
    for x, y, seat in ((0, 0, 0), (3, -2, 1), (-5, 4, 3)):
        kept = _cell_moves(x, y, seat)
        assert kept == tuple(sag.Place(x, y, r, seat=seat) for r in range(4))
        assert _cell_moves(x, y, seat) is kept


def test_the_kept_words_of_an_arrow_are_fresh_ones():
    from tutor.core.said import said
    from tutor.sagani.data import DIRS, ELEMENTS
    from tutor.sagani.rules import _COLOUR_SAID, _DIR_SAID
    assert _COLOUR_SAID == {c: said(f"sag.el.{c}") for c in ELEMENTS}
    assert _DIR_SAID == tuple(said(f"sag.dir.{d}") for d in DIRS)


def test_apply_allows_what_the_verdict_allows():
    from dataclasses import replace as copy
    from tutor.sagani.rules import allows
    rng = random.Random(3)
    checked = 0
    for state in states():
        legal = sag.legal_moves(state)
        for move in rng.sample(legal, min(3, len(legal))):
            tries = [move, copy(move, seat=(move.seat + 1) % 4)]
            if isinstance(move, sag.Place):
                tries += [copy(move, x=move.x + 2), copy(move, rot=4), copy(move, seat=None)]
            for m in tries:
                assert allows(state, m) == sag.check(state, m).legal, (state, m)
                checked += 1
    assert checked > 300
