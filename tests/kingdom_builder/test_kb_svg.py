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
    """A <use> element per hex made it 17.7 KB (20.4 KB in a data: URI); every stand-in
    sends one. The map alone is 11 KB; the terrain letters (colour is never the only
    cue, as on the board: 2.4 KB, a text per row) and the board's side (the card, the
    tiles, the supplies: 1 KB) make it 14.7 KB with this position's settlements."""
    picture = svg.state_svg(pos(EX1))
    assert len(picture) < 15_500
    assert "xlink" not in picture and "<use" not in picture


def test_every_plain_hex_shows_its_terrain_letter_where_the_board_writes_it():
    state = pos(EX1)
    rows = re.findall(r'<text x="([\d ]+)" y="([\d.]+)">([A-Z]+)</text>', svg.state_svg(state))
    assert len(rows) == SIZE
    seen = {}
    for r, (xs, _, letters) in enumerate(rows):
        assert len(xs.split()) == len(letters)
        for x, letter in zip(map(int, xs.split()), letters):
            c = (x - 1 - r % 2) // 2
            assert svg.grid_top(r, c)[0] == x
            seen[(r, c)] = letter
    plain = {(r, c): state.board.at((r, c)) for r in range(SIZE) for c in range(SIZE)
             if state.board.at((r, c)) not in ("K", "L")}
    assert seen == plain
