"""The components (AN-COMP-*) and the maps offered (AN-MAP-BGA), asserted on what the
engine does with them: the action row each seat starts with, the maps the options accept,
the box's counts in the data, the unlimited tile supply and the token limits the notation
keeps."""

from __future__ import annotations

import pytest

from tutor.ark_nova import notation
from tutor.ark_nova.buildings import BUILD_KINDS, kind
from tutor.ark_nova.cards import (bonus_tiles, final_scoring_cards, partner_zoos,
                                  unique_buildings, universities)
from tutor.ark_nova.placement import legal_placements
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import CARD_TOKENS, WORKERS, Options
from tutor.ark_nova.strength import Action, Side
from tutor.ark_nova.tracks import X_TOKEN_MAX
from tutor.ark_nova.zoo_map import MAP_IDS, zoo_map
from tutor.core import NotationError, UsageError

from ark_nova.test_an_game import ready


def test_an_comp_actions_five_cards_one_of_each_on_side_i():
    """AN-COMP-ACTIONS: every seat starts with the 5 Action cards, one of each kind, all
    on side I (the upgrades come later)."""
    for players in (1, 4):
        state = initial_state(Options(players, "A"), 2)
        for zoo in state.zoos:
            assert sorted(c.action.value for c in zoo.row) == sorted(a.value for a in Action)
            assert {c.side for c in zoo.row} == {Side.I}


def test_an_comp_maps_and_an_map_bga_map_a_by_default_map_0_as_the_alternative():
    """AN-COMP-MAPS, AN-MAP-BGA ([OPEN] default): the tutor offers Map A (the lessons'
    default) and Map 0; the advanced maps 1–8 are not offered."""
    assert MAP_IDS == ("A", "0") and Options().map == "A"
    assert initial_state(Options(2, "0"), 1).map_id == "0"
    assert zoo_map("A") != zoo_map("0")
    with pytest.raises(UsageError, match="one of A, 0"):
        initial_state(Options(2, "3"), 1)


def test_an_comp_tiles_the_box_counts_in_the_data():
    """AN-COMP-TILES: 5 standard enclosure sizes, kiosk and pavilion, the 3 special
    enclosures, 15 unique buildings, partner zoos of the 5 continents, 3 university kinds,
    9 bonus tiles; AN-COMP-CARDS: 11 final scoring cards."""
    assert set(BUILD_KINDS) >= {"kiosk", "pavilion", *(f"enclosure_{n}" for n in range(1, 6)),
                                "petting_zoo", "reptile_house", "large_bird_aviary"}
    assert len(unique_buildings()) == 15 and len(bonus_tiles()) == 9
    assert {z.continent for z in partner_zoos()} == {
        "africa", "americas", "asia", "australia", "europe"}
    assert len(universities()) == 3 and len(final_scoring_cards()) == 11


def test_an_comp_supply_is_unlimited_a_29th_size_1_enclosure_still_fits():
    """AN-COMP-SUPPLY (settled: unlimited): the box prints 28 size-1 enclosures, yet the
    29th and 30th are still offered by the placement rules; no building is ever refused for
    lack of tiles."""
    zmap = zoo_map("A")
    built = tuple(ready(1).zoo(0).buildings)
    size1 = kind("enclosure_1")
    for n in range(30):
        spots = legal_placements(zmap, built, size1, side_ii=True)
        assert spots, f"no place for size-1 enclosure number {n + 1}"
        built += (spots[0],)
    assert sum(b.kind.name == "enclosure_1" for b in built) == 30


def test_an_comp_tokens_limits_kept_by_the_notation():
    """AN-COMP-TOKENS: 8 Venom / Constriction / Multiplier tokens in the box, so no card
    carries more; 4 association workers a seat; at most 5 X-tokens (AN-ACT-X)."""
    assert (CARD_TOKENS, WORKERS, X_TOKEN_MAX) == (8, 4, 5)
    text = notation.to_notation(ready(2))
    assert notation.from_notation(text.replace("animals1,", "animals1v8,", 1))
    with pytest.raises(NotationError):
        notation.from_notation(text.replace("animals1,", "animals1v9,", 1))
    with pytest.raises(NotationError):
        notation.from_notation(text.replace(";0;418", ";6;418", 1))
