"""Positions the notation reads but no game reaches are refused with the rule and the
numbers (the checks in ``tutor/ark_nova/reachable.py`` added for the end, solo and housed
animals), in English and French; the reachable neighbour of each is read."""

from __future__ import annotations

import pytest

from tutor.ark_nova import notation
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import Options
from tutor.core import NotationError

from ark_nova.test_an_abilities import with_played
from ark_nova.test_an_game import ready


def refused(state) -> NotationError:
    with pytest.raises(NotationError) as error:
        notation.from_notation(notation.to_notation(state))
    return error.value


def reads(state) -> None:
    assert notation.from_notation(notation.to_notation(state)) == state


def test_an_end_last_countdown_needs_two_players_and_at_most_one_turn_each():
    """AN-END-LAST: the last turns give each seat at most one more turn (``players`` when
    triggered in a break), and solo has none."""
    state = ready(2).change_zoo(0, appeal=100, conservation=10)
    reads(state.replace(final=2))
    error = refused(state.replace(final=3))
    assert "AN-END-LAST" in error.explain("en") and "3 last turns" in error.explain("en")
    assert "3 derniers tours" in error.explain("fr")
    solo = ready(1).change_zoo(0, appeal=100, conservation=10)
    assert "AN-END-LAST" in refused(solo.replace(final=0)).explain("en")


def test_an_end_trigger_last_turns_only_once_a_zoo_reached_vp_zero():
    """AN-END-TRIGGER: ``final`` is set only once a zoo's appeal met its conservation
    target (VP ≥ 0); neither track ever goes down, so that zoo still shows it."""
    state = ready(3)
    error = refused(state.replace(final=1))
    assert "AN-END-TRIGGER" in error.explain("en") and "VP 0" in error.explain("en")
    assert "0 PV" in error.explain("fr")
    reads(state.change_zoo(2, appeal=100, conservation=10).replace(final=1))


def test_an_animals_encl_a_housed_animal_is_a_played_animal_in_a_building():
    """AN-ANIMALS-ENCL: a housed animal must be played in that zoo, housed once, in one of
    its buildings (the anchor of one)."""
    state = ready(2)
    anchor = state.zoo(0).buildings[0].anchor if state.zoo(0).buildings else None
    state = with_played(state, 0, 401)
    if anchor is None:
        pytest.skip("this map starts with no building")
    reads(state.change_zoo(0, housed=((anchor, 401),)))
    error = refused(state.change_zoo(0, housed=((anchor, 402),)))
    assert "AN-ANIMALS-ENCL" in error.explain("en") and "card 402" in error.explain("en")
    assert "carte 402" in error.explain("fr")
    assert "AN-ANIMALS-ENCL" in refused(
        state.change_zoo(0, housed=((anchor, 401), (anchor, 401)))).explain("en")
    assert "AN-ANIMALS-ENCL" in refused(
        state.change_zoo(0, housed=(((8, 12), 401),))).explain("en")


def test_an_solo_every_passed_break_covered_a_donation_space():
    """AN-SOLO: each solo break (after turns 7, 13, 18, 22, 25) covers a donation space
    at its end; 14 turns ended means 2 breaks passed, so 2 spaces at least."""
    solo = initial_state(Options(1, "A"), 5)
    solo = ready(1)
    reads(solo.replace(solo_turns=14, donations=2))
    error = refused(solo.replace(solo_turns=14, donations=1))
    assert "AN-SOLO" in error.explain("en") and "14 solo turns, 2 breaks" in error.explain("en")
    assert "2 pauses" in error.explain("fr")
