"""Ark Nova's building kinds, shapes and rotations (AN-COMP-SHAPES, AN-COMP-ROTATE,
AN-BUILD-COST), and unique buildings made from the cells they are given
(AN-SPON-UNIQUE-BUILDING)."""

from __future__ import annotations

import json
from itertools import combinations
from pathlib import Path

import pytest

from tutor.ark_nova.buildings import (BUILD_KINDS, SOURCE, Building, Category, Kind, ShapeError,
                                      UniqueSpec, kind, kinds, rotate_offset, rotations_of,
                                      unique_kind)
from tutor.ark_nova.zoo_map import STEPS, hex_distance


def adjacent(a, b) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in STEPS


def edges(cells) -> int:
    return sum(adjacent(a, b) for a, b in combinations(cells, 2))


def degrees(cells) -> list[int]:
    return sorted(sum(adjacent(c, o) for o in cells if o != c) for c in cells)


def distances(cells) -> list[int]:
    return sorted(hex_distance(a, b) for a, b in combinations(cells, 2))


def straight(a, b, c) -> bool:
    """b in the middle of a straight line a–b–c."""
    return adjacent(a, b) and (b[0] - a[0], b[1] - a[1]) == (c[0] - b[0], c[1] - b[1])


def test_an_comp_shapes_the_ten_kinds_their_sizes_and_what_they_count_as():
    """AN-COMP-SHAPES / AN-BUILD-COST: sizes 1–5, 2 money a space; kiosk, pavilion,
    5 standard enclosures, 3 special enclosures (Reptile House and Aviary: Build II)."""
    assert tuple(kinds()) == BUILD_KINDS
    sizes = {n: k.size for n, k in kinds().items()}
    assert sizes == {"kiosk": 1, "pavilion": 1, "enclosure_1": 1, "enclosure_2": 2,
                     "enclosure_3": 3, "enclosure_4": 4, "enclosure_5": 5, "petting_zoo": 3,
                     "reptile_house": 5, "large_bird_aviary": 5}
    assert {n: k.cost for n, k in kinds().items()} == {n: 2 * s for n, s in sizes.items()}
    cats = {n: k.category for n, k in kinds().items()}
    assert cats["kiosk"] is Category.KIOSK and cats["pavilion"] is Category.PAVILION
    assert [n for n, c in cats.items() if c is Category.STANDARD] == [
        f"enclosure_{i}" for i in range(1, 6)]
    assert [n for n, c in cats.items() if c is Category.SPECIAL] == [
        "petting_zoo", "reptile_house", "large_bird_aviary"]
    assert [n for n, k in kinds().items() if k.level == "II"] == ["reptile_house",
                                                                  "large_bird_aviary"]
    assert [n for n, k in kinds().items() if k.per_zoo == 1] == [
        "petting_zoo", "reptile_house", "large_bird_aviary"]


SHAPE_CHECKS = {
    # AN-COMP-SHAPES in words, as graph facts that every rotation must keep
    "enclosure_2": lambda c: edges(c) == 1,                                   # a line of two
    "enclosure_3": lambda c: edges(c) == 3,                                   # a triangle
    "enclosure_4": lambda c: edges(c) == 5 and degrees(c) == [2, 2, 3, 3],    # a rhombus
    # a trapezoid: a straight row of 3 and a row of 2 along it (each of the 2 touches 2 of the 3)
    "enclosure_5": lambda c: edges(c) == 7 and degrees(c) == [2, 2, 3, 3, 4] and any(
        straight(a, b, d) for a in c for b in c for d in c),
    # a bent line of 3 (120°): a path whose ends do not touch and are not in a straight line
    "petting_zoo": lambda c: edges(c) == 2 and not any(
        straight(a, b, d) for a in c for b in c for d in c),
    # an H: a centre touching the 4 others, which form two pairs not touching each other
    "reptile_house": lambda c: edges(c) == 6 and degrees(c) == [2, 2, 2, 2, 4],
    # the aviary: a centre touching the 4 others; a pair on one side, one hex on the
    # other, one below the centre (which touches the pair)
    "large_bird_aviary": lambda c: edges(c) == 6 and degrees(c) == [1, 2, 2, 3, 4],
}


@pytest.mark.parametrize("name", BUILD_KINDS)
def test_an_comp_rotate_every_rotation_keeps_size_and_shape(name):
    """AN-COMP-ROTATE / AN-COMP-SHAPES: each of the 6 rotations covers as many hexes, the same
    shape (same touching pairs, same distances), holds its anchor, and the shape is the one
    the sheet describes."""
    k = kind(name)
    assert len(k.rotations) == 6
    for rot in range(6):
        cells = Building(k, (4, 5), rot).cells
        assert len(cells) == k.size and (4, 5) in cells
        assert degrees(cells) == degrees(k.cells) and distances(cells) == distances(k.cells)
        if name in SHAPE_CHECKS:
            assert SHAPE_CHECKS[name](cells), (name, rot, cells)
        elif k.size == 1:
            assert cells == ((4, 5),)


def test_an_comp_rotate_offset_rule_turns_60_degrees_clockwise():
    """AN-COMP-ROTATE: (dx, dy) → ((dx−dy)/2, (3dx+dy)/2) walks the 6 neighbours clockwise
    from the top (y down), and 6 steps come back."""
    step = (0, -2)
    walk = [step]
    for _ in range(5):
        step = rotate_offset(step)
        walk.append(step)
    assert walk == list(STEPS)
    assert rotate_offset(walk[-1]) == (0, -2)
    shape = kind("large_bird_aviary").cells
    assert rotations_of(shape)[0] == tuple(sorted(shape))


def test_an_comp_rotate_data_lists_agree_with_the_rule():
    """AN-COMP-ROTATE: the file's ``by_rotation`` lists are the rule's six footprints, and
    its distinct orientations (shapes up to a shift) are counted right."""
    raw = json.loads(SOURCE.read_text(encoding="utf-8"))["buildings"]
    for name, k in kinds().items():
        stated = [tuple(sorted(map(tuple, offs))) for offs in raw[name]["by_rotation"]]
        assert stated == list(k.rotations)
        assert raw[name]["distinct_orientations"] == k.orientations
    assert [kind(n).orientations for n in ("kiosk", "enclosure_2", "enclosure_3",
                                           "enclosure_4", "enclosure_5")] == [1, 3, 2, 3, 6]


def test_an_comp_rotate_no_flip_needed():
    """AN-COMP-ROTATE: every shape is mirror-symmetric: the mirror image of any rotation is
    another rotation (x → −x is a mirror of the grid)."""
    for k in kinds().values():
        for offs in k.rotations:
            assert tuple(sorted((-dx, dy) for dx, dy in offs)) in k.rotations


def test_an_ex_8_size_2_enclosure_at_1_6():
    """AN-EX-8 (shapes): a size-2 enclosure at anchor (1,6) covers (1,6) (1,8) with rotation
    0 and (1,6) (0,7) with rotation 1."""
    assert Building("enclosure_2", (1, 6), 0).cells == ((1, 6), (1, 8))
    assert Building("enclosure_2", (1, 6), 1).cells == ((0, 7), (1, 6))


def test_an_comp_rotate_distinct_footprints_at_an_anchor():
    """Equal footprints at one anchor are given once: 1 for one hex, 3 for the H (centred on
    its anchor), 6 for the others."""
    counts = {n: len(kind(n).footprints((4, 5))) for n in BUILD_KINDS}
    assert counts == {"kiosk": 1, "pavilion": 1, "enclosure_1": 1, "enclosure_2": 6,
                      "enclosure_3": 6, "enclosure_4": 6, "enclosure_5": 6, "petting_zoo": 6,
                      "reptile_house": 3, "large_bird_aviary": 6}
    feet = [cells for _, cells in kind("reptile_house").footprints((4, 5))]
    assert len(set(feet)) == 3


def test_building_values_and_bad_input():
    """A building is a value; a kind by name; bad anchors, rotations and names raise."""
    b = Building("enclosure_3", (0, 9), 0)
    assert b == Building(kind("enclosure_3"), (0, 9)) and hash(b) == hash(Building(kind("enclosure_3"), (0, 9)))
    assert repr(b) == "Building(kind=kind('enclosure_3'), anchor=(0, 9), rot=0)"
    assert b.size == 3 and b.category is Category.STANDARD and b.name == "enclosure_3"
    with pytest.raises(ValueError, match="x \\+ y must be odd"):
        Building("kiosk", (0, 0))
    with pytest.raises(ValueError, match="0 to 5"):
        Building("kiosk", (0, 1), 6)
    with pytest.raises(KeyError, match="no building kind 'zoo'"):
        Building("zoo", (0, 1))
    with pytest.raises(TypeError):
        Building(3, (0, 1))


def test_an_spon_unique_building_kinds_from_given_cells():
    """AN-SPON-UNIQUE-BUILDING: a unique building's kind comes from the cells it is given;
    it rotates by the same rule, one of each per zoo, 2 money a space like any other."""
    den = unique_kind("meerkat_den", [(0, 0), (-1, 1), (1, 1)])
    assert den.category is Category.UNIQUE and den.size == 3 and den.per_zoo == 1
    assert repr(den) == "unique_kind('meerkat_den', ((0, 0), (-1, 1), (1, 1)))"
    assert Building(den, (4, 5), 0).cells == ((3, 6), (4, 5), (5, 6))
    assert Building(den, (4, 5), 3).cells == ((3, 4), (4, 5), (5, 4))
    with pytest.raises(ShapeError, match="anchor"):
        unique_kind("bad", [(1, 1), (0, 2)])
    with pytest.raises(ShapeError, match="dx \\+ dy must be even"):
        unique_kind("bad", [(0, 0), (1, 0)])
    with pytest.raises(KeyError, match="no building kind 'meerkat_den'"):
        Building("meerkat_den", (4, 5))     # a unique building is no Build-action kind name


def test_an_spon_place_unique_building_spec_from_card_data():
    """AN-SPON-PLACE-UNIQUE-BUILDING: needs read from a card-data entry (adjacent rock/water,
    border spaces, the Side Entrance that may stand alone)."""
    side = UniqueSpec.from_data({"id": "side_entrance", "border_spaces": 2,
                                 "needs_adjacent_building": False, "size": 2,
                                 "cells": [[0, 0], [1, 1]]})
    assert (side.border_spaces, side.needs_adjacent_building, side.rock) == (2, False, 0)
    pool = UniqueSpec.from_data({"id": "penguin_pool", "adjacent": {"water": 1}, "size": 4,
                                 "cells": [[0, 0], [-1, -1], [1, -1], [1, 1]]})
    assert (pool.water, pool.rock, pool.kind.size) == (1, 0, 4)
    with pytest.raises(ShapeError, match="size 3 but 2 cells"):
        UniqueSpec.from_data({"id": "x", "size": 3, "cells": [[0, 0], [0, 2]]})
    with pytest.raises(ShapeError, match="unknown terrain"):
        UniqueSpec.from_data({"id": "x", "adjacent": {"lava": 1}, "cells": [[0, 0]]})


def test_an_spon_unique_building_all_fifteen_of_the_shared_card_data():
    """AN-SPON-UNIQUE-BUILDING: the 15 unique buildings of the card data (where the shared file
    is beside the checkout) make kinds of sizes 2–4 whose 6 rotations keep their shape."""
    path = Path(__file__).resolve().parents[3] / "shared" / "data" / "ark_nova" / "cards.json"
    if not path.is_file():
        pytest.skip("the shared card data is not beside this checkout")
    entries = json.loads(path.read_text(encoding="utf-8"))["unique_buildings"]
    specs = [UniqueSpec.from_data(e) for e in entries]
    assert len(specs) == 15 and {s.kind.size for s in specs} == {2, 3, 4}
    for spec in specs:
        k: Kind = spec.kind
        for rot in range(6):
            cells = Building(k, (4, 5), rot).cells
            assert len(cells) == k.size and degrees(cells) == degrees(k.cells)
    alone = [s.id for s in specs if not s.needs_adjacent_building]
    assert alone == ["side_entrance"]
