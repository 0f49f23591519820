"""The Pook notebook in a real browser (JupyterLab, headless Chromium).

Opens the course notebook (once for the module), runs it down to the boards it needs, then:

- clicks like a learner on the warrior-cost lesson's board: pick O3, warrior side, click a
  cell whose row and column hold too few coins. The placement is refused and the page
  shows the counted coins (POOK-COST-1);
- reads the displayed ``<canvas>`` back and checks that it shows the board of the lesson's
  position: the table's green around the drawn cells, the shaded empty window cells, pink
  Piggy, warriors (on the table and in the hand) in their faction colours, the tray, and
  the chosen side's button filled blue, which follows clicks on the side buttons. The
  check is itself checked against a blank canvas and one with the background only.

Positions (cells, hand slots, buttons) come from the board's own layout, the same for the
same position.
"""

from __future__ import annotations

from typing import Any

import pytest

from . import lab as L
from .pixels import make_canvas, pixel_stats, region, wait_passing
from .test_flaming_pyramids import position_of

pytestmark = pytest.mark.browser

NOTEBOOK = "en/pook.ipynb"   # run once for the module (the `notebook` fixture)


def test_a_refused_warrior_placement_explains_the_counted_coins(notebook):
    import tutor.pook as pk
    from widgets.games.pook.board import HAND, SIDES, PookBoard

    page = notebook.page
    position = position_of("COST", NOTEBOOK, prefix="pk1")
    loc = L.canvas(page, notebook.board('COST = "pk1'))
    area = L.output_area(loc)
    model = PookBoard(position)
    state = pk.from_notation(position)
    hand = [c.code for c in state.hands[0]]

    def click_until(x: float, y: float, expect: str) -> str:
        L.click_canvas(page, x, y, loc=loc)
        return L.wait_panel(page, area, expect)

    click_until(*HAND.rect(hand.index("O3")).center, "level-3 Orc")
    page.mouse.move(2, 2)
    L.click_canvas(page, *SIDES["warrior"].center, loc=loc)
    expected = pk.check(state, pk.parse_move("O3@2,0")).explain("en").splitlines()
    text = click_until(*model.grid.rect((2, 0)).center, "(POOK-COST-1)")
    assert expected[0] in text                       # the refusal headline
    assert any("2 < 3" in line and line.strip() in text for line in expected)
    L.save_output(area, "pook_refused_warrior")


# --------------------------------------------------------------------------- pixels

SIDE_ON, SIDE_OFF = "#1c6dd0", "#ffffff"     # a side button's fill: chosen / not chosen
PIGGY_PINKS = ("#f7c6d4", "#ee8fae")         # Piggy's card and its disc
MIN_PAINTED = 0.05    # the board paints ~95 % of its canvas
MIN_PLAIN = 0.90      # plain fills (100 %): the table, an empty window cell, the tray, a button
MIN_PIGGY = 0.85      # both pinks together (~96 %; the rest: the "P", the disc's edge)
MIN_CARD = 0.60       # a warrior's faction colour (82-90 %; the rest: initial, stars, level)


def _check(name: str, rect: Any, css: str, least: float, colour: str = "") -> dict[str, Any]:
    """A region of the check ``name``. A check may have several regions: the same box,
    one per expected colour (named by ``colour``); a pixel is near one of them at most, so
    their shares add up."""
    return region(f"{name} {colour}".strip(), rect, css, check=name, least=least)


def side_regions(chosen: str) -> list[dict[str, Any]]:
    """The side buttons: the ``chosen`` one filled blue, the other white. Two strips inside
    each box, left and right of its caption and clear of its rounded outline."""
    from widgets.geometry import Rect
    from widgets.games.pook.board import SIDES

    out = []
    for name, box in SIDES.items():
        colour = SIDE_ON if name == chosen else SIDE_OFF
        state = "chosen" if name == chosen else "not chosen"
        for part, x in (("left", box.x + 5), ("right", box.right - 19)):
            out.append(_check(f"{name} button ({state}), {part} strip",
                              Rect(x, box.y + 6, 14, box.h - 12), colour, MIN_PLAIN))
    return out


def board_regions(position: str) -> list[dict[str, Any]]:
    """Places of the board for ``position`` (as first shown: warrior side chosen, nothing
    picked) that must show given colours, from the board's own layout."""
    from tutor.pook.state import Laid, Piggy
    from widgets.geometry import Rect
    from widgets.games.pook.board import (COLOURS, GRID, HAND, SIDES, TABLE_BG, TRAY, TRAY_BG, WINDOW_BG,
                              PookBoard)

    model = PookBoard(position)
    grid, state = model.grid, model.state
    cells_left = grid.left
    cells_right = grid.left + (grid.xs[1] - grid.xs[0] + 1) * grid.size
    out = [   # the table around the drawn cells (clear of its rounded corners)
        _check("table left of the cells", Rect(GRID.x + 12, GRID.y + 12,
                                               cells_left - GRID.x - 24, GRID.h - 24),
               TABLE_BG, MIN_PLAIN),
        _check("table right of the cells", Rect(cells_right + 12, GRID.y + 12,
                                                GRID.right - cells_right - 24, GRID.h - 24),
               TABLE_BG, MIN_PLAIN),
    ]
    for cell in grid.cells():
        item = state.board.get(cell)
        box = grid.rect(cell)
        if item is None:            # shaded window cell, drawn at inset 2 with round corners
            out.append(_check(f"empty window cell {cell}", box.inset(8), WINDOW_BG, MIN_PLAIN))
        elif isinstance(item, Piggy):
            for part, pink in zip(("card", "disc"), PIGGY_PINKS):
                out.append(_check(f"Piggy at {cell}", box.inset(7), pink, MIN_PIGGY, colour=part))
        elif isinstance(item, Laid) and item.up:   # the colour: inset 4 + 3, round corners
            out.append(_check(f"{item.card.code} warrior at {cell}", box.inset(10),
                              COLOURS[item.card.faction.name], MIN_CARD))
    for i, card in enumerate(state.hands[state.to_act][:HAND.n]):
        out.append(_check(f"{card.code} in the hand", HAND.rect(i).inset(6),
                          COLOURS[card.faction.name], MIN_CARD))
    # the tray below the hand and left of the buttons (no caption, no highlight there)
    below_hand = HAND.y + HAND.h
    out.append(_check("tray", Rect(TRAY.x + 16, below_hand + 6, SIDES["warrior"].x - TRAY.x - 32,
                                   TRAY.bottom - below_hand - 12), TRAY_BG, MIN_PLAIN))
    return out + side_regions("warrior")


def board_stats(handle: Any, regions: list[dict[str, Any]]) -> dict[str, Any]:
    """:func:`.pixels.pixel_stats` on a canvas of the Pook board, plus ``checks``: each
    check's summed share and least share."""
    from widgets.games.pook import PookBoard

    stats = pixel_stats(handle, PookBoard.WIDTH, regions)
    checks: dict[str, list[float]] = {}
    for r in regions:
        share = checks.setdefault(r["check"], [0.0, r["least"]])
        share[0] += stats["regions"][r["name"]]
    stats["checks"] = checks
    return stats


def failed_checks(stats: dict[str, Any]) -> list[str]:
    """The checks of the statistics that do not reach their share."""
    return [name for name, (share, least) in stats["checks"].items() if share < least]


def assert_board_drawn(stats: dict[str, Any]) -> None:
    """Fail unless the canvas is painted and every check reaches its share."""
    problems = []
    if stats["painted"] <= MIN_PAINTED:
        problems.append(f"only {stats['painted']:.1%} of the pixels are painted")
    for name in failed_checks(stats):
        share, least = stats["checks"][name]
        problems.append(f"{name}: {share:.0%} of its pixels in the expected colour (< {least:.0%})")
    assert not problems, "the board is not drawn as expected: " + "; ".join(problems) + f" ({stats})"


def wait_drawn(loc: Any, regions: list[dict[str, Any]], *, timeout_s: float = 15) -> dict[str, Any]:
    """Poll the canvas until :func:`assert_board_drawn` passes for ``regions`` (a repaint
    arrives a few frames after its cause); raise its last failure on timeout."""
    def drawn() -> dict[str, Any]:
        stats = board_stats(loc, regions)
        assert_board_drawn(stats)
        return stats

    return wait_passing(drawn, timeout_s=timeout_s)


def assert_check_detects_blank(page: Any, position: str) -> None:
    """The pixel check fails on a blank canvas and on one with only the background."""
    from widgets.games.pook.board import GRID, TABLE_BG, TRAY, TRAY_BG, PookBoard

    regions = board_regions(position)
    size = [PookBoard.WIDTH, PookBoard.HEIGHT]
    blank = board_stats(make_canvas(page, *size), regions)
    assert blank["painted"] == 0 and blank["colours"] == 0, blank
    with pytest.raises(AssertionError, match="only 0.0% of the pixels are painted"):
        assert_board_drawn(blank)
    assert failed_checks(blank) == list(blank["checks"]), blank         # every check fails
    background = board_stats(make_canvas(page, *size, [(GRID, TABLE_BG), (TRAY, TRAY_BG)]),
                             regions)
    with pytest.raises(AssertionError, match="Piggy at"):
        assert_board_drawn(background)
    drawn = {name for name in background["checks"] if name not in failed_checks(background)}
    assert drawn == {"table left of the cells", "table right of the cells", "tray"}, background


def test_the_board_shows_its_colours_and_the_chosen_side(notebook):
    from widgets.games.pook.board import SIDES

    page = notebook.page
    position = position_of("COST", NOTEBOOK, prefix="pk1")
    assert_check_detects_blank(page, position)
    loc = L.canvas(page, notebook.board('COST = "pk1'))   # as first shown: nothing picked
    area = L.output_area(loc)
    page.mouse.move(2, 2)                       # off the board: no hover highlight
    wait_drawn(loc, board_regions(position))
    L.save_output(area, "pook_board_colours")

    L.click_canvas(page, *SIDES["coin"].center, loc=loc)
    wait_drawn(loc, side_regions("coin"))
    L.click_canvas(page, *SIDES["warrior"].center, loc=loc)
    wait_drawn(loc, side_regions("warrior"))

    # warriors on the table: the Knight lesson's board
    knight = position_of("KNIGHT", NOTEBOOK, prefix="pk1")
    loc = L.canvas(page, notebook.board('KNIGHT = "pk1'))
    page.mouse.move(2, 2)
    regions = board_regions(knight)
    assert {"K1 warrior at (0, 1)", "M3 warrior at (1, 1)"} <= {r["check"] for r in regions}
    wait_drawn(loc, regions)
