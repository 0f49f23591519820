"""The static picture of a Kingdom Builder position (tutor/kingdom_builder/svg.py): every
hex of the map drawn once, in its terrain's colour, at the live board's place; small
enough to go to every student's page with each board's stand-in."""

from __future__ import annotations

import re

from tutor.kingdom_builder import svg
from tutor.kingdom_builder.board import SIZE

from kb_support import EX1, pos


def drawn_hexes(picture: str) -> dict[tuple[int, int], str]:
    """(row, col) -> fill colour, read back from the terrain paths' moves."""
    out: dict[tuple[int, int], str] = {}
    for fill, d in re.findall(r'<path fill="(#[0-9a-f]{6})"[^>]* d="([^"]+)"', picture):
        x = y = None
        for move, dx, dy in re.findall(r"([Mm])(-?\d+) (-?\d+)" + re.escape(svg.HEX), d):
            dx, dy = int(dx), int(dy)
            x, y = (dx, dy) if move == "M" else (x + dx, y + dy)
            r = y // 3
            c = (x - 1 - r % 2) // 2
            assert svg.grid_top(r, c) == (x, y)
            assert (r, c) not in out, "a hex drawn twice"
            out[(r, c)] = fill
    return out


def test_the_picture_draws_every_hex_once_in_its_terrains_colour():
    state = pos(EX1)
    hexes = drawn_hexes(svg.state_svg(state))
    assert len(hexes) == SIZE * SIZE
    for (r, c), fill in hexes.items():
        assert fill == svg.TERRAIN_COLOURS[state.board.at((r, c))], (r, c)


def test_a_hex_of_the_grid_is_where_the_live_board_and_the_marks_put_it():
    half_w, half_r = svg.W / 2, svg.R / 2
    for r in range(SIZE):
        for c in range(SIZE):
            x, y = svg.grid_top(r, c)
            cx, cy = svg.centre(r, c)
            assert abs(svg.PAD + x * half_w - cx) < 1e-9
            assert abs(svg.PAD + (y + 2) * half_r - cy) < 1e-9
    assert re.search(rf'scale\({half_w:.4f} {half_r}\)', svg.state_svg(pos(EX1)))


def test_a_whole_map_is_a_small_picture():
    """A <use> element per hex made it 17.7 KB (20.4 KB in a data: URI, now 11.2 KB);
    every stand-in sends one."""
    picture = svg.state_svg(pos(EX1))
    assert len(picture) < 12_000            # 11.0 KB with this position's settlements
    assert "xlink" not in picture and "<use" not in picture
