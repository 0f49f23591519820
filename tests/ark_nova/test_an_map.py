"""Ark Nova's zoo maps A and 0 (AN-MAP-GRID, AN-MAP-A, AN-MAP-0, AN-MAP-PANEL, AN-MAP-ASSOC,
AN-SETUP-MAP), read from the package's data and checked hex by hex against the fact sheet."""

from __future__ import annotations

import copy
import json
from collections import deque
from pathlib import Path

import pytest

from tutor.ark_nova import zoo_map as zm
from tutor.ark_nova.buildings import Building
from tutor.ark_nova.messages.map import MESSAGES
from tutor.core.focus import Hex as FocusHex
from tutor.core.i18n import placeholders

DATA = Path(zm.__file__).with_name("data")

# The sheet's own lists (AN-MAP-A, AN-MAP-0), written again here.
A_ROCK = {(1, 0), (1, 2), (2, 3), (3, 0), (5, 4), (6, 9), (1, 12)}
A_WATER = {(2, 1), (4, 1), (7, 0), (8, 1), (8, 3), (6, 7), (5, 8), (2, 11), (3, 12)}
A_BONUS = {(2, 5): "card_from_deck_or_reputation_range", (5, 6): "card_from_deck_or_reputation_range",
           (5, 10): "card_from_deck_or_reputation_range", (0, 3): "x_token", (5, 0): "x_token",
           (4, 7): "x_token", (3, 2): "money_5", (2, 9): "money_5", (8, 5): "money_10",
           (7, 2): "association_worker", (0, 1): "reputation_2", (7, 10): "reputation_2"}
ZERO_ROCK = {(2, 1), (3, 2), (6, 3), (5, 8), (6, 9), (6, 11), (5, 12), (0, 11), (1, 12)}
ZERO_WATER = {(0, 1), (0, 3), (1, 0), (3, 0), (5, 4), (2, 7), (1, 10), (8, 9), (8, 11), (7, 12)}
ZERO_BONUS = {(1, 2): "card_from_deck_or_reputation_range", (2, 5): "card_from_deck_or_reputation_range",
              (3, 12): "card_from_deck_or_reputation_range", (4, 1): "x_token", (3, 8): "x_token",
              (5, 10): "x_token", (7, 2): "money_5", (8, 7): "money_5", (4, 5): "money_10",
              (5, 6): "clever", (0, 9): "reputation_2", (7, 10): "reputation_2"}


def test_an_map_grid_has_58_hexes_in_9_columns():
    """AN-MAP-GRID: x + y odd; even columns y = 1…11 (6 cells), odd ones y = 0…12 (7)."""
    assert len(zm.GRID) == 58
    for x in range(9):
        column = sorted(y for gx, y in zm.GRID if gx == x)
        assert column == (list(range(1, 12, 2)) if x % 2 == 0 else list(range(0, 13, 2)))


def test_an_map_grid_neighbours_and_border():
    """AN-MAP-GRID: neighbours (x, y±2), (x±1, y±1) on the map; a border space has one off it."""
    assert set(zm.neighbours((4, 5))) == {(4, 3), (4, 7), (3, 4), (3, 6), (5, 4), (5, 6)}
    assert set(zm.neighbours((0, 1))) == {(0, 3), (1, 0), (1, 2)}
    assert set(zm.neighbours((8, 11))) == {(8, 9), (7, 10), (7, 12)}
    assert len(zm.BORDER) == 26
    assert (0, 7) in zm.BORDER and (8, 5) in zm.BORDER and (1, 12) in zm.BORDER
    assert (4, 5) not in zm.BORDER and (1, 2) not in zm.BORDER
    for h in zm.GRID:
        assert all(h in zm.neighbours(n) for n in zm.neighbours(h))
        assert (h in zm.BORDER) == (len(zm.neighbours(h)) < 6)


def test_an_map_grid_hex_distance_is_the_number_of_steps():
    """AN-MAP-GRID: |dx| + max(0, (|dy| − |dx|) / 2) equals the steps of a walk on the grid
    (a breadth-first search from every hex)."""
    assert zm.hex_distance((3, 6), (3, 2)) == 2
    assert zm.hex_distance((0, 7), (2, 5)) == 2
    assert zm.hex_distance((0, 1), (8, 11)) == 9
    for start in zm.GRID:
        seen = {start: 0}
        todo = deque([start])
        while todo:
            h = todo.popleft()
            for n in zm.neighbours(h):
                if n not in seen:
                    seen[n] = seen[h] + 1
                    todo.append(n)
        assert all(zm.hex_distance(start, h) == d for h, d in seen.items())


def test_an_map_grid_focus_hexes_are_axial():
    """The core's focus Hex is axial (q = x, r = (y − x − 1)/2): neighbours stay neighbours."""
    assert zm.focus_hex((0, 1)) == FocusHex(0, 0)
    assert zm.focus_hex((3, 6)) == FocusHex(3, 1)
    assert all(zm.from_focus(zm.focus_hex(h)) == h for h in zm.GRID)   # and back
    axial_steps = {(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)}
    for h in zm.GRID:
        q, r = zm.focus_hex(h)
        for n in zm.neighbours(h):
            nq, nr = zm.focus_hex(n)
            assert (nq - q, nr - r) in axial_steps


def test_an_map_a_terrain_bonuses_and_build_ii_spaces():
    """AN-MAP-A: 7 rock, 9 water, 42 buildable; 12 placement bonuses; build-II (8,11) (7,12)."""
    a = zm.zoo_map("A")
    assert a.rock == A_ROCK and a.water == A_WATER
    assert len(a.buildable) == 42 and a.buildable == zm.GRID - A_ROCK - A_WATER
    assert {h: b.id for h, b in a.bonuses} == A_BONUS
    assert a.bonus_at((8, 5)).value == 10 and a.bonus_at((4, 5)) is None
    assert a.build2 == {(8, 11), (7, 12)}
    assert a.terrain((1, 0)) == "rock" and a.terrain((6, 7)) == "water"
    assert a.terrain((4, 5)) == "plain" and a.terrain((9, 4)) == "off"


def test_an_map_0_terrain_bonuses_and_build_ii_spaces():
    """AN-MAP-0: 9 rock, 10 water, 39 buildable; 12 placement bonuses (Clever at (5,6));
    build-II (7,4) (6,5); no start building."""
    z = zm.zoo_map("0")
    assert z.rock == ZERO_ROCK and z.water == ZERO_WATER
    assert len(z.buildable) == 39
    assert {h: b.id for h, b in z.bonuses} == ZERO_BONUS
    assert z.build2 == {(7, 4), (6, 5)}
    assert z.start == ()


def test_an_map_a_start_buildings_an_setup_map():
    """AN-MAP-A / AN-SETUP-MAP: the printed kiosk (0,7) and the empty size-3 enclosure at
    (0,9) rotation 0, covering (0,9) (0,11) (1,10)."""
    a = zm.zoo_map("A")
    assert a.start == (Building("enclosure_3", (0, 9), 0), Building("kiosk", (0, 7), 0))
    assert a.start[0].cells == ((0, 9), (0, 11), (1, 10))
    assert a.start[1].cells == ((0, 7),)


def test_an_map_panel_seven_bonuses():
    """AN-MAP-PANEL: 4 purple slots (snap, free size-2 enclosure, 5 money, 1 CP), then yellow
    ones: Map A 2 reputation / Map 0 1 association worker, 12 money, 3 X-tokens."""
    for map_id, slot4 in (("A", "reputation_2"), ("0", "association_worker")):
        panel = zm.zoo_map(map_id).panel
        assert [s.bonus.id for s in panel] == ["snap_1_display_card", "free_size2_enclosure",
                                                "money_5", "conservation", slot4, "money_12",
                                                "x_token_3"]
        assert [s.purple for s in panel] == [True] * 4 + [False] * 3


def test_an_map_assoc_right_side():
    """AN-MAP-ASSOC: partner zoos 1–4 (2: upgrade, 3: worker, 4: 2 CP; 3–4 need Association
    II), universities 1–3 (2: upgrade, 3: 2 CP), the 3rd worker 2 CP."""
    for map_id in zm.MAP_IDS:
        side = zm.zoo_map(map_id).assoc
        assert [b and b.id for b in side.partner_zoos] == [
            None, "upgrade_action_card", "association_worker", "conservation_2"]
        assert side.zoo_needs_assoc_ii == (3, 4)
        assert [b and b.id for b in side.universities] == [None, "upgrade_action_card",
                                                           "conservation_2"]
        assert [b and b.id for b in side.workers] == [None, None, "conservation_2"]


def test_an_map_data_disagreeing_with_the_sheet_is_refused():
    """Validation on load: one rock hex turned plain, or a hex missing, is a MapDataError."""
    raw = json.loads((DATA / "maps_A_0.json").read_text(encoding="utf-8"))["maps"]["A"]
    assert zm.map_from_data("A", raw) == zm.zoo_map("A")
    changed = copy.deepcopy(raw)
    next(t for t in changed["terrain"] if (t["x"], t["y"]) == (1, 0))["terrain"] = "plain"
    with pytest.raises(zm.MapDataError, match="rock, water, buildable"):
        zm.map_from_data("A", changed)
    short = copy.deepcopy(raw)
    short["terrain"].pop()
    with pytest.raises(zm.MapDataError, match="57 hexes"):
        zm.map_from_data("A", short)
    moved = copy.deepcopy(raw)
    moved["build_II_only"][0] = {"x": 8, "y": 9}
    moved["placement_bonuses"][0] = {"x": 1, "y": 0, "bonus": "money", "value": 5}
    with pytest.raises(zm.MapDataError, match="not plain"):
        zm.map_from_data("A", moved)
    with pytest.raises(KeyError, match="known: A, 0"):
        zm.zoo_map("1")


def test_an_map_data_copies_are_the_shared_files():
    """The package keeps copies of the shared data (a checkout has no shared folder);
    where the shared files are there, the copies are the same bytes."""
    shared = Path(__file__).resolve().parents[3] / "shared" / "data" / "ark_nova"
    for name in ("maps_A_0.json", "buildings.json"):
        assert (DATA / name).is_file()
        if (shared / name).is_file():
            assert (DATA / name).read_bytes() == (shared / name).read_bytes()


def test_an_map_messages_exist_in_english_and_french_with_the_same_placeholders():
    for key, texts in MESSAGES.items():
        assert key.startswith("an.map."), key
        assert set(texts) == {"en", "fr"}, key
        assert placeholders(texts["en"]) == placeholders(texts["fr"]), key
