"""What a board's drawing commands weigh: rounded rectangles in seven commands, numbers
rounded to a hundredth of a pixel.

Every canvas command a board records is carried by the kernel, the server and the
learner's browser (and, in a class, by thirty of them). The browser test
``tests/browser/test_drawing_commands.py`` proves that both cuts leave the pixels as they
were; these tests pin the commands themselves down, for every game's board.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from widgets import draw as D
from widgets.geometry import Rect

from test_redraw_layers import FP_POSITION

BOARDS = [
    ("widgets.games.flaming_pyramids.board", "FlamingPyramidsBoard"),
    ("widgets.games.oh_hell.board", "OhHellBoard"),
    ("widgets.games.pook.board", "PookBoard"),
    ("widgets.games.kingdom_builder.board", "KingdomBuilderBoard"),
    ("widgets.games.sagani.board", "SaganiBoard"),
    ("widgets.games.big_monster.board", "BigMonsterBoard"),
    ("widgets.games.fruit_picking.board", "FruitPickingBoard"),
    ("widgets.games.bang.board", "BangBoard"),
    ("widgets.games.ark_nova.board", "ArkNovaBoard"),
]


def full_repaint(board) -> list[tuple]:
    """The commands of every layer of ``board``, as a full repaint records them."""
    ops: list[tuple] = []
    for _name, draw in board.layer_painters():
        recording = D.Recorder()
        draw(recording)
        ops.extend(recording.ops)
    return ops


def numbers(value):
    """Every float inside ``value`` (nested lists, tuples and dicts)."""
    if isinstance(value, float):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from numbers(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from numbers(item)


def test_a_rounded_rectangle_is_seven_commands_turning_at_its_four_corners():
    r = D.Recorder()
    D.round_rect(r, Rect(10, 20, 100, 40), 6)
    assert [op[1] for op in r.ops] == ["begin_path", "move_to", "arc_to", "arc_to", "arc_to",
                                       "arc_to", "close_path"]
    assert r.ops[1][2] == (16, 20)                         # on the top side, past the corner
    corners = [op[2][:2] for op in r.ops if op[1] == "arc_to"]
    assert corners == [(110, 20), (110, 60), (10, 60), (10, 20)]     # clockwise
    assert {op[2][4] for op in r.ops if op[1] == "arc_to"} == {6}


def test_a_rounded_rectangle_radius_is_at_most_half_its_short_side():
    r = D.Recorder()
    D.round_rect(r, Rect(0, 0, 100, 10), 30)
    assert {op[2][4] for op in r.ops if op[1] == "arc_to"} == {5}
    r = D.Recorder()
    D.round_rect(r, Rect(0, 0, 100, 10), -3)
    assert {op[2][4] for op in r.ops if op[1] == "arc_to"} == {0}


def test_recorded_numbers_are_rounded_to_hundredths_and_nothing_else_changes():
    r = D.Recorder()
    r.move_to(300.23555555555555, 1 / 3)
    r.fill_text("r0", 12, 248.70666666666665)
    r.fill_polygon(np.array([[0.123456, 1.0], [2.5, 3.999]]))
    r.set_line_dash([6, 4])
    r.line_width = 1.23456
    assert r.ops == [
        ("call", "move_to", (300.24, 0.33), {}),
        ("call", "fill_text", ("r0", 12, 248.71), {}),
        ("call", "fill_polygon", ([[0.12, 1.0], [2.5, 4.0]],), {}),
        ("call", "set_line_dash", ([6, 4],), {}),
        ("set", "line_width", 1.23456),              # settings are sent as given
    ]
    assert type(r.ops[1][2][1]) is int and type(r.ops[2][2][0]) is list


@pytest.mark.parametrize("module, name", BOARDS)
def test_every_board_sends_no_number_finer_than_a_hundredth_of_a_pixel(module, name):
    board_class = getattr(__import__(module, fromlist=[name]), name)
    board = board_class()
    ops = full_repaint(board)
    calls = [op for op in ops if op[0] == "call"]
    assert calls, f"{name} draws nothing"
    finer = [x for op in calls for x in numbers(op[2:]) if abs(x * 100 - round(x * 100)) > 1e-6]
    assert not finer, f"{name}: {finer[:5]}"
    assert not [op for op in calls if op[1] == "line_to" and len(op[2]) != 2]


def test_a_flaming_pyramids_repaint_weighs_less_than_it_did():
    """The fixed position of the layer tests, a tile picked: 970 commands and 49.2 KB of
    JSON before the cut (eleven-command rectangles, seventeen-digit numbers), 806 and
    35.5 KB after."""
    from widgets.games.flaming_pyramids import FlamingPyramidsBoard

    board = FlamingPyramidsBoard(FP_POSITION)
    board.select("Y40")
    ops = full_repaint(board)
    size = len(json.dumps(ops))
    assert len(ops) < 850 and size < 40_000, (len(ops), size)


def test_a_recording_included_in_another_is_as_if_drawn_there():
    def draw(c):
        c.fill_style = "#123456"
        c.set_line_dash([6, 4])
        c.fill_polygons(np.array([[[0.123, 1.0], [2.0, 3.0], [4.0, 5.555]]]))
        c.fill_style = "#123456"                   # a repeat: dropped
    inner = D.Recorder()
    draw(inner)
    direct, included = D.Recorder(), D.Recorder()
    for r in (direct, included):
        r.fill_style = "#123456"                   # already set: the inner one is a repeat
        r.set_line_dash([6, 4])
    draw(direct)
    included.include(inner)
    assert included.ops == direct.ops
    assert [op[1] for op in included.ops] == ["fill_style", "set_line_dash", "fill_polygons"]


def test_kingdom_builders_map_is_recorded_once_per_map_as_drawn_afresh():
    """The map's 400 hexes were 7 ms of each click, recorded again for the same numbers:
    they are on the background layer, recorded once per map."""
    from widgets.games.kingdom_builder import board as K
    board = K.KingdomBuilderBoard()
    first, second = D.Recorder(), D.Recorder()
    board.draw_background(first)
    board.draw_background(second)
    map_ = board.state.board
    fresh = K.ground.__wrapped__(map_.terrain, map_.locations)
    assert first.ops == second.ops == fresh.ops
    polygons = [op for op in first.ops if op[1] == "fill_polygons"]
    assert polygons and all(a is b for a, b in zip(polygons, [op for op in second.ops
                                                             if op[1] == "fill_polygons"]))
    assert sum(len(op[2][0]) for op in polygons) == len(K.CORNERS) == 400
