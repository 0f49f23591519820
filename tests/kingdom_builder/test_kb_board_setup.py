"""Board geometry, components and setup (KB-BOARD-*, KB-COMP-*, KB-SETUP-*, KB-VAR-*)."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from tutor import kingdom_builder as kb
from tutor.kingdom_builder.board import (DIRECTIONS, QUADRANT_NAMES, focus_hex, from_focus,
                                         neighbours, on_edge, sector, step)
from tutor.kingdom_builder.data import QUADRANTS

from kb_support import pos, position

FIRST = tuple((q, False) for q in ("tavern", "paddock", "oasis", "farm"))


def test_KB_BOARD_QUAD_each_quadrant_has_two_locations_and_a_castle_or_one_and_two():
    for name, rows in QUADRANTS.items():
        text = "".join(rows)
        assert len(rows) == 10 and all(len(r) == 10 for r in rows)
        pair = (text.count("L"), text.count("K"))
        assert pair == ((1, 2) if name in ("oracle", "harbor") else (2, 1)), name


def test_KB_BOARD_ASSEMBLY_slots_and_the_180_degree_turn():
    plain = kb.assemble(FIRST)
    assert plain.at((3, 3)) == "K"                        # Tavern castle, slot 0
    assert plain.location_kind[(6, 11)] == "paddock"      # Paddock (6,1) in slot 1
    assert plain.location_kind[(12, 7)] == "oasis"        # Oasis (2,7) in slot 2
    turned = kb.assemble((("tavern", True),) + FIRST[1:])
    assert turned.at((9 - 3, 9 - 3)) == "K"               # (r,c) -> (9-r, 9-c)
    assert turned.location_kind[(3, 7)] == "tavern" and turned.location_kind[(3, 2)] == "tavern"


def test_KB_BOARD_OFFSET_odd_rows_shift_right_as_in_worked_example_1():
    """KB-EX-1: the neighbours of (3,4), an odd row."""
    assert neighbours((3, 4)) == ((2, 4), (2, 5), (3, 3), (3, 5), (4, 4), (4, 5))
    assert neighbours((4, 4)) == ((3, 3), (3, 4), (4, 3), (4, 5), (5, 3), (5, 4))
    for h in [(0, 0), (3, 4), (10, 9), (19, 19)]:
        assert from_focus(focus_hex(h)) == h


def test_KB_BOARD_ADJ_is_symmetric_six_at_most_and_crosses_quadrant_seams():
    for r, c in itertools.product(range(20), range(20)):
        ns = neighbours((r, c))
        assert len(ns) <= 6
        assert all((r, c) in neighbours(n) for n in ns)
    assert (10, 9) in neighbours((9, 9)) and (10, 10) in neighbours((9, 9))   # slot 0 -> 2, 3
    assert (9, 10) in neighbours((9, 9))                                       # slot 0 -> 1


def test_KB_BOARD_EDGE_is_the_outer_rim_only():
    assert on_edge((0, 5)) and on_edge((19, 3)) and on_edge((7, 0)) and on_edge((7, 19))
    assert not on_edge((9, 9)) and not on_edge((10, 10)) and not on_edge((9, 10))


def test_KB_BOARD_LINE_a_horizontal_line_spans_both_quadrants():
    """Knights count a whole board row of 20 hexes: 3 on row 7 across slots 0 and 1."""
    s = pos(position(("7,5;7,6;7,12", "-"), "G,C", cards="knights,hermits,miners",
                     winners="1"))
    knights = dict(((seat, card), t) for seat, card, t in kb.score_lines(s))[(0, "knights")]
    assert knights[:3] == (3, 2, 6)


def test_KB_BOARD_SECTOR_is_a_quadrant():
    assert [sector(h) for h in [(0, 0), (9, 10), (10, 9), (19, 19)]] == [0, 1, 2, 3]


def test_KB_BOARD_ONESPECIAL_in_every_slot_pairing_sampled():
    """No buildable or water hex touches two specials, no two specials touch: over the
    first-game board and 200 seeded random assemblies (all 26,880: the exhaustive test)."""
    import random
    rng = random.Random(5)
    layouts = [FIRST] + [tuple((q, rng.random() < .5) for q in rng.sample(QUADRANT_NAMES, 4))
                         for _ in range(200)]
    for layout in layouts:
        assert _one_special(kb.assemble(layout)), layout


@pytest.mark.exhaustive
def test_KB_BOARD_ONESPECIAL_over_all_26880_assemblies():
    for quads in itertools.permutations(QUADRANT_NAMES, 4):
        for turns in itertools.product((False, True), repeat=4):
            assert _one_special(kb.assemble(tuple(zip(quads, turns))))


def _one_special(board) -> bool:
    specials = set(board.castles) | {h for h, _ in board.locations}
    for r, c in itertools.product(range(20), range(20)):
        n = sum(x in specials for x in neighbours((r, c)))
        if (r, c) in specials and n:
            return False
        if board.at((r, c)) in "GCDFTW" and n > 1:
            return False
    return True


def test_KB_COMP_SETTLE_forty_settlements_each_at_the_start():
    s = kb.initial_state(kb.Options(3), 1)
    assert [s.supply(seat) for seat in range(3)] == [40, 40, 40]


def test_KB_COMP_TERRAIN_CARDS_and_KB_SETUP_HAND_25_cards_one_secret_card_each():
    s = kb.initial_state(kb.Options(4), 2)
    assert s.all_cards() == Counter({t: 5 for t in "GCDFT"})
    assert len(s.hands) == 4 and len(s.pile) == 21
    seen = kb.view(s, 1)
    assert seen.hands[1] == s.hands[1]
    assert all(seen.hands[x] is None for x in range(4) if x not in (1, s.turn))


def test_KB_COMP_KB_CARDS_three_of_the_ten_and_KB_SETUP_CARDS_seeded():
    cards = {kb.initial_state(kb.Options(2), seed).cards for seed in range(30)}
    assert all(len(c) == 3 and len(set(c)) == 3 for c in cards)
    assert len({x for c in cards for x in c}) == 10
    assert kb.initial_state(kb.Options(2), 7) == kb.initial_state(kb.Options(2), 7)


def test_KB_COMP_LOC_TILES_and_KB_SETUP_TILES_two_per_location_hex_28_in_all():
    per_kind = Counter()
    for name, rows in QUADRANTS.items():
        per_kind[name] += 2 * "".join(rows).count("L")
    assert sum(per_kind.values()) == 28
    assert per_kind["oracle"] == per_kind["harbor"] == 2 and per_kind["farm"] == 4
    s = kb.initial_state(kb.Options(2, kb.Setup.FIRST), 0)
    assert all(s.tiles_left(h) == 2 for h, _ in s.board.locations)


def test_KB_SETUP_BOARD_and_KB_VAR_RANDOM_four_distinct_quadrants_both_ways_up():
    layouts = [kb.initial_state(kb.Options(2), seed).layout for seed in range(40)]
    assert all(len({q for q, _ in lay}) == 4 for lay in layouts)
    assert {t for lay in layouts for _, t in lay} == {False, True}
    assert len({q for lay in layouts for q, _ in lay}) == 8


def test_KB_SETUP_START_random_start_player_who_plays_first():
    starts = {kb.initial_state(kb.Options(4), seed).start for seed in range(30)}
    assert starts == {0, 1, 2, 3}
    s = kb.initial_state(kb.Options(4), 3)
    assert s.turn == s.start and kb.asks(s)[0].seat == s.start


def test_KB_VAR_FIRST_fixed_board_and_cards():
    s = kb.initial_state(kb.Options(3, kb.Setup.FIRST), 9)
    assert s.layout == FIRST and s.cards == ("fishermen", "merchants", "knights")


def test_KB_VAR_NOLORDS_lords_never_drawn():
    for seed in range(60):
        assert "lords" not in kb.initial_state(kb.Options(2, lords=False), seed).cards
    assert any("lords" in kb.initial_state(kb.Options(2), seed).cards for seed in range(60))


def test_straight_lines_step_along_six_axial_directions():
    assert {step((5, 5), d) for d in DIRECTIONS} == set(neighbours((5, 5)))
