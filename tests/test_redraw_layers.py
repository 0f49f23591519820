"""The board sends only the canvas layers that changed, with no repeated settings.

A board draws each layer into a :class:`widgets.draw.Recorder`, compares the recording with
what the layer was last painted with, and sends the layers that differ (all of them on a
full repaint: a browser view created later knows nothing). These tests pin that down with
the commands the canvas manager queues, as the browser would receive them.
"""

from __future__ import annotations

import ipycanvas
import pytest
from ipycanvas import Canvas, hold_canvas
from ipycanvas.canvas import COMMANDS

from widgets import draw as D
from widgets.base import forget_current_canvas
from widgets.games.flaming_pyramids import FlamingPyramidsBoard
from widgets.games.oh_hell.board import CHIPS, OhHellBoard
from widgets.games.pook import PookBoard

DEALER = ("oh1 players=4 seq=long scoring=positive seed=0 hand=6 size=5 dealer=4 trump=7D "
          "hands=2C,5C,9D,4H,KS|3C,JC,2D,8H,QS|7C,AC,5D,TH,3S|8C,KD,AH,2S,9S bids=2,1,0,- "
          "won=0,0,0,0 scores=0,0,0,0")
PK_COST = ("pk1 players=2 window=floating turn=1 phase=play block=- swap=- placed=- "
           "board=0,1:.,k1~2/k1~2,P hands=V1,M2,O3|K1 pile=- obj=KM,OV tied=- picks=- "
           "winners=-")
FP_POSITION = "fp1 players=2 turn=1 pyramid=0:R10,G20,M,Y2 hands=B20,G6,Y40,B120,Tb|R2 piles=-|-"


class Sent:
    """The canvas manager's queued commands while a board handles something: which layers
    were switched to, and how many commands went out."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch):
        self.batches: list[list] = []
        manager = ipycanvas.canvas._CANVAS_MANAGER
        real = manager._send_custom

        def record(command, buffers=[]):
            self.batches.append(command if command and isinstance(command[0], list)
                                else [command])
            return real(command, buffers)

        monkeypatch.setattr(manager, "_send_custom", record)

    def clear(self, board=None) -> None:
        """Forget what was sent; with ``board``, also make its next command name its
        layer (the manager names a layer only when the target changes)."""
        self.batches.clear()
        if board is not None:
            forget_current_canvas(board.canvas)

    @property
    def commands(self) -> list:
        return [c for batch in self.batches for c in batch]

    def layers(self, board) -> list[str]:
        """The board's layers targeted, in order (by their switch commands)."""
        ids = {f"IPY_MODEL_{layer.model_id}": name for name, layer in board.layers.items()}
        return [ids.get(c[1][0], "?") for c in self.commands
                if c[0] == COMMANDS["switchCanvas"]]


def test_the_recorder_drops_a_setting_that_repeats_the_value_it_has():
    r = D.Recorder()
    D.text(r, "a", 1, 2, 12)
    D.text(r, "b", 3, 4, 12)                      # same font, alignment, colour: no settings
    D.text(r, "c", 5, 6, 12, "#f00")              # only the colour changes
    r.set_line_dash([])
    r.set_line_dash([])
    sets = [op[1] for op in r.ops if op[0] == "set"]
    assert sets == ["font", "text_align", "text_baseline", "fill_style", "fill_style"]
    assert [op[2][0] for op in r.ops if op[1] == "fill_text"] == ["a", "b", "c"]
    assert [op for op in r.ops if op[1] == "set_line_dash"] == [("call", "set_line_dash",
                                                                   ([],), {})]
    assert r.fill_style == "#f00"                  # a setting reads back


def test_a_replay_sends_what_drawing_on_the_canvas_sends(monkeypatch):
    """The settings go out as ``Canvas.__setattr__`` sends them (one "set" command each);
    the drawing calls through the canvas's own methods."""
    sent = Sent(monkeypatch)
    canvas = Canvas(width=40, height=40)
    forget_current_canvas(canvas)

    def paint(c):
        D.fill_round_rect(c, D.Rect(2, 2, 20, 10), 3, "#123456")
        D.text(c, "x", 5, 5, 10, "#654321", halo="#ffffff")
        c.global_alpha = 0.5
        c.fill_circle(10, 10, 3)

    with hold_canvas():
        paint(canvas)
    direct = sent.commands
    sent.clear()
    recording = D.Recorder()
    paint(recording)
    forget_current_canvas(canvas)                # the switch command again, as the first
    with hold_canvas():
        recording.replay(canvas)
    assert sent.commands == direct               # nothing repeated in this drawing


def test_a_hover_sends_its_highlight_alone(monkeypatch):
    board = PookBoard(PK_COST)
    board.redraw()                               # built and drawn, as when a page connects
    board.select("M2")
    board.set_side("warrior")
    sent = Sent(monkeypatch)
    sent.clear(board)
    board.hover_cell((2, 1))
    assert sent.layers(board) == ["highlight"]
    sent.clear(board)
    board.hover_cell((2, 0))
    assert sent.layers(board) == ["highlight"]


def test_a_pick_sends_the_selection_and_highlight_not_the_unchanged_pieces(monkeypatch):
    board = FlamingPyramidsBoard(FP_POSITION)
    board.redraw()
    sent = Sent(monkeypatch)
    sent.clear(board)
    board.select("Y40")
    assert "selection" in sent.layers(board)
    assert "background" not in sent.layers(board)


def test_nothing_changed_on_the_board_sends_no_canvas_command(monkeypatch):
    table = OhHellBoard(DEALER)
    sent = Sent(monkeypatch)
    table.session._refresh(full=False)
    assert sent.commands == []


def test_a_bid_repaints_the_pieces_and_a_full_redraw_every_layer(monkeypatch):
    table = OhHellBoard(DEALER)
    sent = Sent(monkeypatch)
    sent.clear(table)
    table.click(*CHIPS.rect(3).center)
    assert table.state.bids[3] == 3
    assert "pieces" in sent.layers(table)
    sent.clear(table)
    table.redraw()                               # a new browser view: everything again
    assert sorted(sent.layers(table)) == sorted(table.layers)


def test_a_failed_replay_leaves_the_layer_to_be_painted_again(monkeypatch):
    table = OhHellBoard(DEALER)
    calls = []
    real = D.Recorder.replay

    def broken(self, layer):
        calls.append(1)
        raise OSError("canvas gone")

    monkeypatch.setattr(D.Recorder, "replay", broken)
    table.click(*CHIPS.rect(3).center)           # the error is shown, not raised
    assert calls and "OSError: canvas gone" in table.panel.value
    assert not ipycanvas.canvas._CANVAS_MANAGER._caching    # the batch ended all the same
    monkeypatch.setattr(D.Recorder, "replay", real)
    sent = Sent(monkeypatch)
    sent.clear(table)
    table.session._refresh(full=False)
    assert "pieces" in sent.layers(table)         # not taken as painted


# ------------------------------------------------------------ repainting by regions

def _part(name: str, box: D.Rect, colour: str) -> D.Recorder:
    part = D.Recorder(name, box)
    D.fill_round_rect(part, box, 2, colour)
    return part


def _layer(*parts: D.Recorder, loose: bool = False) -> D.Recorder:
    layer = D.Recorder()
    for part in parts:
        D.put(layer, part)
    if loose:
        D.text(layer, "drawn outside any region", 5, 5, 10)
    return layer


A, B_, C = D.Rect(0, 0, 50, 20), D.Rect(0.5, 30.25, 50, 20), D.Rect(40, 40, 30, 30)


def _calls(patch: D.Recorder) -> list:
    return [(op[1], op[2]) for op in patch.ops if op[0] == "call"
            and op[1] in ("clear_rect", "rect", "save", "clip", "restore")]


def test_a_part_changed_is_repainted_in_its_box_alone_with_the_parts_it_meets():
    a, b, c = _part("a", A, "#111111"), _part("b", B_, "#222222"), _part("c", C, "#333333")
    before = _layer(a, b, c)
    after = _layer(a, _part("b", B_, "#999999"), c)
    patch = D.repaint(before, after, 100, 100)
    # b's box made whole pixels, (0,30)-(51,51), cleared and clipped; it meets c's
    # (40,40)-(70,70): b and c are replayed in order, clipped to it; a is not sent.
    assert _calls(patch) == [("clear_rect", (0, 30, 51, 21)), ("save", ()),
                             ("rect", (0, 30, 51, 21)), ("clip", ()), ("restore", ())]
    fills = [op[2] for op in patch.ops if op[:2] == ("set", "fill_style")]
    assert fills == ["#999999", "#333333"]
    assert ("call", "restore", (), {}) == patch.ops[-1]


def test_a_part_that_appears_or_goes_repaints_its_box():
    a, b = _part("a", A, "#111111"), _part("b", B_, "#222222")
    gone = D.repaint(_layer(a, b), _layer(a), 100, 100)
    assert [args for name, args in _calls(gone) if name == "clear_rect"] == [(0, 30, 51, 21)]
    assert not [op for op in gone.ops if op[:2] == ("set", "fill_style")]   # nothing meets it
    came = D.repaint(_layer(a), _layer(a, b), 100, 100)
    assert [op[2] for op in came.ops if op[:2] == ("set", "fill_style")] == ["#222222"]


def test_a_part_repainted_sets_its_own_settings_again_after_the_clip_is_restored():
    """In the layer's recording a part may rely on a setting an earlier part made (the
    repeat is dropped); a patch replays each part's own recording, which sets all it
    uses, and forgets its settings at each ``restore``."""
    far = D.Recorder("far", D.Rect(80, 0, 20, 20))
    for i in range(40):
        D.fill_round_rect(far, D.Rect(80, i / 2, 20, 1), 0, "#eeeeee")
    a, b = _part("a", A, "#111111"), _part("b", C, "#111111")
    before = _layer(a, b, far)
    assert [op[2] for op in before.ops if op[:2] == ("set", "fill_style")] == ["#111111",
                                                                               "#eeeeee"]
    patch = D.repaint(_layer(_part("a", A, "#555555"), _part("b", C, "#666666"), far), before,
                      100, 100)
    fills = [op[2] for op in patch.ops if op[:2] == ("set", "fill_style")]
    assert fills == ["#111111", "#111111"]                # one per box, each after a clip


def test_a_layer_not_made_of_boxed_parts_or_reordered_is_sent_whole():
    a, b = _part("a", A, "#111111"), _part("b", B_, "#222222")
    assert D.repaint(_layer(a, b, loose=True), _layer(a, _part("b", B_, "#000000"),
                                                       loose=True), 100, 100) is None
    assert D.repaint(_layer(a, b), _layer(b, _part("a", A, "#000000")), 100, 100) is None
    # every part changed: the patch would send as much as the whole layer
    assert D.repaint(_layer(a, b), _layer(_part("a", A, "#0"), _part("b", B_, "#1")),
                     100, 100) is None


def test_merged_boxes_are_whole_pixels_on_the_canvas_and_never_overlap():
    boxes = D.merged_boxes([D.Rect(-3, 2.5, 10, 10), D.Rect(5, 5, 10, 10),
                            D.Rect(50, 50, 80, 5), D.Rect(20, 0, 5, 5)], 100, 60)
    assert boxes == [D.Rect(20, 0, 5, 5), D.Rect(0, 2, 15, 13), D.Rect(50, 50, 50, 5)]
    assert not any(p.overlaps(q) for i, p in enumerate(boxes) for q in boxes[i + 1:])


def test_an_ark_nova_action_card_sends_the_regions_it_changed_not_the_whole_layer(
        monkeypatch):
    """Choosing the Build card changes the Action row and ⟲ ⟳, nothing else: the pieces
    layer goes out as those two boxes, not cleared whole (and the map is not sent)."""
    from tutor.ark_nova.strength import Action
    from widgets.games.ark_nova.board import ROTATION_BOX, ROW_BOX, ArkNovaBoard

    board = ArkNovaBoard(seed=1)
    session = board.session
    while session.step_of() == "keep":
        session.click_key(("hand", session.state.zoo(session.acting()).hand[4]))
    board.redraw()
    sent = Sent(monkeypatch)
    sent.clear(board)
    session.click_key(("action", Action.BUILD))
    clears = [c for c in sent.commands if c[0] == COMMANDS["clearRect"]]
    assert "pieces" in sent.layers(board)
    assert not [c for c in sent.commands if c[0] == COMMANDS["clear"]]
    boxes = D.merged_boxes([ROW_BOX, ROTATION_BOX], board.WIDTH, board.HEIGHT)
    assert [list(c[1]) for c in clears] == [[b.x, b.y, b.w, b.h] for b in boxes]
    hexes = [c for c in sent.commands if c[0] == COMMANDS["fillPolygons"]]
    assert not hexes
