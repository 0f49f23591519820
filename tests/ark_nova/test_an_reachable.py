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


# ---------------------------------------------------------------- pending steps

def _on_top(state, step):
    return state.replace(stack=(step,) + state.stack)


def _below_top(state, step):
    """``step`` pending under the step that asks (a step that resolves by itself is never
    on top of a position: :func:`test_an_act_turn_a_position_stops_only_on_a_step_that_asks`)."""
    return state.replace(stack=state.stack[:1] + (step,) + state.stack[1:])


def test_an_map_panel_a_free_building_offers_at_least_one_kind_of_its_rule():
    """AN-MAP-PANEL, AN-BONUS-TILES, AN-SPON-BUILD-FREE, AN-ABIL-POSTURING,
    AN-ABIL-PEACOCKING: a free building offers the kinds its rule gives (none is a position
    no game reaches), each once; a "may" exactly for the sponsor and the two abilities;
    several at once only for the panel and Posturing."""
    from tutor.ark_nova.build import FreeBuilding
    state = ready(2)
    seat = state.turn
    reads(_on_top(state, FreeBuilding(seat, ("enclosure_2",), 2, False, "AN-MAP-PANEL")))
    reads(_on_top(state, FreeBuilding(seat, ("kiosk", "pavilion"), 3, True,
                                      "AN-ABIL-POSTURING")))
    reads(_on_top(state, FreeBuilding(seat, ("large_bird_aviary",), 1, True,
                                      "AN-ABIL-PEACOCKING")))
    error = refused(_on_top(state, FreeBuilding(seat, (), 1, False, "AN-MAP-PANEL")))
    assert "AN-MAP-PANEL" in error.explain("en") and "at least one" in error.explain("en")
    assert "au moins un" in error.explain("fr")
    for step, rule in (
            (FreeBuilding(seat, ("kiosk",), 1, False, "AN-MAP-PANEL"), "AN-MAP-PANEL"),
            (FreeBuilding(seat, ("enclosure_2", "enclosure_2"), 1, False, "AN-MAP-PANEL"),
             "AN-MAP-PANEL"),
            (FreeBuilding(seat, ("kiosk",), 1, True, "AN-ABIL-POSTURING"),
             "AN-ABIL-POSTURING"),
            (FreeBuilding(seat, ("enclosure_3",), 1, True, "AN-BONUS-TILES"),
             "AN-BONUS-TILES"),
            (FreeBuilding(seat, ("large_bird_aviary",), 1, False, "AN-ABIL-PEACOCKING"),
             "AN-ABIL-PEACOCKING"),
            (FreeBuilding(seat, ("enclosure_3",), 2, False, "AN-BONUS-TILES"),
             "AN-BONUS-TILES")):
        error = refused(_on_top(state, step))
        assert rule in error.explain("en") and rule in error.explain("fr"), step


def test_an_animals_effect_a_pending_ability_is_one_a_played_card_prints():
    """AN-ANIMALS-EFFECT, AN-ABIL-POUCH: an ability pending belongs to an animal the seat
    has played and is one the card prints; Pouch's animal is played too."""
    from tutor.ark_nova.abilities import Pouch, Resolve
    from tutor.ark_nova.cards import card
    state = ready(2)
    seat = state.turn
    animal = next(n for n in range(401, 529) if len(card(n).abilities) == 1)
    played = with_played(state, seat, animal)
    reads(_below_top(played, Resolve(seat, animal, 0)))
    error = refused(_below_top(played, Resolve(seat, animal, 2)))
    assert "AN-ANIMALS-EFFECT" in error.explain("en") and "ability 3" in error.explain("en")
    assert "pouvoir 3" in error.explain("fr")
    error = refused(_below_top(state, Resolve(seat, animal, 0)))
    assert "has not played" in error.explain("en") and "pas jouée" in error.explain("fr")
    assert "AN-ABIL-POUCH" in refused(_on_top(state, Pouch(seat, animal, 2))).explain("en")
    reads(_on_top(played, Pouch(seat, animal, 2)))


def test_an_act_turn_a_position_stops_only_on_a_step_that_asks():
    """AN-ACT-TURN: the end of a turn (and every step that resolves by itself) is resolved
    before anyone plays, so a position whose stack has it on top is refused; the same
    position on the turn's own step reads."""
    from tutor.ark_nova.steps import TurnEnd
    state = ready(2)
    reads(state)
    error = refused(state.replace(stack=(TurnEnd(state.turn),)))
    assert "AN-ACT-TURN" in error.explain("en") and "'end', asks nobody" in error.explain("en")
    assert "« end », ne demande rien" in error.explain("fr")
