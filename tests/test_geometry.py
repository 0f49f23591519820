"""Pixel <-> cell maps of the boards (widgets.geometry): pure, no widget stack needed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets.geometry import BrickLayout, Rect, RowLayout, fit_bricks

AREA = Rect(6, 6, 748, 326)


def _pyramid(base: int, first: int = 0) -> list[tuple[int, int]]:
    """A complete pyramid shape on ``base`` bottom tiles starting at slot ``first``."""
    return [(r, p) for r in range(base) for p in range(first, first + base - r)]


# ---------------------------------------------------------------- Rect, RowLayout

def test_rect_is_half_open():
    box = Rect(10, 20, 30, 40)
    assert box.contains(10, 20)
    assert box.contains(39.99, 59.99)
    assert not box.contains(40, 30)
    assert not box.contains(20, 60)
    assert box.center == (25, 40)
    assert box.inset(5) == Rect(15, 25, 20, 30)
    assert box.shifted(dy=-3) == Rect(10, 17, 30, 40)


def test_row_layout_round_trip_and_gaps():
    row = RowLayout(x=150, y=366, w=74, h=46, gap=12, n=5, reach=12)
    for i in range(5):
        assert row.index_at(*row.rect(i).center) == i
    assert row.index_at(150 + 74 + 5, 380) is None          # in the gap after box 0
    assert row.index_at(149, 380) is None                   # left of the row
    assert row.index_at(150 + 5 * 86, 380) is None          # right of the last box
    assert row.index_at(160, 366 - 12) == 0                 # within reach above (raised tile)
    assert row.index_at(160, 366 - 13) is None
    with pytest.raises(IndexError):
        row.rect(5)


# ---------------------------------------------------------------- BrickLayout

def test_row_above_sits_half_a_tile_right_over_its_supports():
    g = fit_bricks(_pyramid(3), AREA)
    left, right, top = g.rect((0, 0)), g.rect((0, 1)), g.rect((1, 0))
    assert top.x == pytest.approx(left.x + g.w / 2)
    assert top.right == pytest.approx(right.x + g.w / 2)
    assert top.bottom == pytest.approx(left.y)


@pytest.mark.parametrize("cells", [
    [(0, 0)],
    _pyramid(3),
    _pyramid(6, first=-2),
    [(0, -3), (0, -1), (0, 4), (1, 0), (2, 1)],
    _pyramid(15),
])
def test_cell_centre_maps_back_to_the_same_cell(cells):
    g = fit_bricks(cells, AREA)
    for cell in cells:
        assert g.visible(cell), cell
        assert g.cell_at(*g.center(cell)) == cell
        box = g.rect(cell)
        # any pixel inside the brick (not only its centre) belongs to that cell
        assert g.cell_at(box.x + 0.01, box.y + 0.01) == cell
        assert g.cell_at(box.right - 0.01, box.bottom - 0.01) == cell


@settings(max_examples=60, deadline=None)
@given(st.sets(st.tuples(st.integers(0, 6), st.integers(-8, 8)), min_size=1, max_size=30))
def test_every_shown_cell_round_trips(cells):
    g = fit_bricks(cells, AREA)
    for cell in cells:
        assert g.visible(cell)
        assert g.cell_at(*g.center(cell)) == cell


def test_off_board_pixels_map_to_none():
    g = fit_bricks(_pyramid(3), AREA)
    assert g.cell_at(-5, -5) is None
    assert g.cell_at(AREA.x - 1, 100) is None                # left of the area
    assert g.cell_at(AREA.right + 1, 100) is None            # right of the area
    assert g.cell_at(300, AREA.bottom + 20) is None          # below (the hand tray)
    assert g.cell_at(300, g.base + 1) is None                # under row 0, still in the area


def test_tiles_shrink_when_the_base_is_wide():
    narrow = fit_bricks(_pyramid(3), AREA, max_w=88)
    wide = fit_bricks([(0, p) for p in range(-6, 14)], AREA, max_w=88)
    assert narrow.w == pytest.approx(88)
    assert wide.w < narrow.w
    assert wide.h == pytest.approx(wide.w * 0.62)
    assert all(wide.visible((0, p)) for p in range(-6, 14))


def test_tall_pyramids_fit_the_height():
    g = fit_bricks(_pyramid(9), AREA)
    assert all(g.visible(cell) for cell in _pyramid(9))
    assert (9 + 1) * g.h <= AREA.h


def test_layout_is_centred_on_the_cells():
    g = fit_bricks([(0, 10), (0, 11), (0, 12)], AREA)
    left, right = g.rect((0, 10)).x, g.rect((0, 12)).right
    assert (left - AREA.x) == pytest.approx(AREA.right - right)


def test_empty_board_is_centred_on_the_origin():
    g = fit_bricks([], AREA)
    assert isinstance(g, BrickLayout)
    assert g.cell_at(*g.center((0, 0))) == (0, 0)
    assert g.rect((0, 0)).center[0] == pytest.approx(AREA.x + AREA.w / 2)


def test_straw_hatching_stays_inside_the_tile_without_a_canvas_clip():
    """The hatch lines are cut in Python (a canvas clip per tile was too slow to repaint)."""
    from widgets.games.flaming_pyramids.board import _hatch_segments

    box = Rect(10, 20, 60, 36)
    segments = _hatch_segments(box, 6.0, 2.0)
    assert len(segments) >= 10
    for x1, y1, x2, y2 in segments:
        for x, y in ((x1, y1), (x2, y2)):
            assert 12 - 1e-9 <= x <= 68 + 1e-9 and 22 - 1e-9 <= y <= 54 + 1e-9
        assert abs((x2 - x1) - (y1 - y2)) < 1e-9          # still 45 degrees


# ---------------------------------------------------------------- square grid, ring of seats

def test_a_square_grid_maps_cells_and_pixels_both_ways_with_y_upward():
    from widgets.geometry import fit_square_grid
    grid = fit_square_grid((-1, 1), (-2, 0), Rect(0, 0, 300, 300), max_cell=60)
    assert grid.size == 60 and grid.cells()[0] == (-1, 0) and grid.cells()[-1] == (1, -2)
    for cell in grid.cells():
        box = grid.rect(cell)
        assert grid.cell_at(*box.center) == cell
    assert grid.rect((0, 0)).y < grid.rect((0, -1)).y          # y grows upward
    assert grid.cell_at(5, 5) is None                           # outside the shown span
    assert grid.cell_at(*grid.rect((1, 0)).center) == (1, 0) and not grid.shown((2, 0))
    small = fit_square_grid((0, 9), (0, 0), Rect(0, 0, 220, 300), max_cell=60)
    assert small.size == 20                                     # shrinks to fit the width


def test_a_ring_puts_player_one_at_the_bottom_then_clockwise():
    from widgets.geometry import SeatRing
    ring = SeatRing((100, 100), (80, 40), 30, 20)
    x0, y0 = ring.seat_centre(0, 4)
    x1, y1 = ring.seat_centre(1, 4)
    assert (round(x0), round(y0)) == (100, 140)                # bottom
    assert (round(x1), round(y1)) == (20, 100)                 # then left: clockwise
    for seat in range(5):
        assert ring.seat_at(*ring.box(seat, 5).center, 5) == seat
    front = ring.in_front(0, 4, 0.5, 10, 10)
    assert front.center == (100, 120)                          # half way to the centre
    assert ring.seat_at(100, 100, 4) is None


def test_a_ring_may_start_at_the_top_as_fruit_pickings_island():
    from widgets.geometry import SeatRing
    ring = SeatRing((100, 100), (50, 50), 20, 20, start=-90)
    x0, y0 = ring.seat_centre(0, 4)
    x1, y1 = ring.seat_centre(1, 4)
    assert (round(x0), round(y0)) == (100, 50)                 # the top
    assert (round(x1), round(y1)) == (150, 100)                # then right: clockwise
    for place in range(7):
        assert ring.seat_at(*ring.box(place, 7).center, 7) == place
