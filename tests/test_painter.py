"""The painter thread: in a kernel a board sends its texts and paints its canvas a moment
later, on a thread of its own, once however often it was asked in between
(:mod:`widgets.painter`, :meth:`widgets.base.Board._draw_soon`)."""

from __future__ import annotations

import threading
import time

import ipycanvas
import pytest

from widgets import base
from widgets.games.oh_hell.board import CHIPS, OhHellBoard
from widgets.painter import PAINTER, Painter
from widgets.games.pook import PookBoard

DEALER = ("oh1 players=4 seq=long scoring=positive seed=0 hand=6 size=5 dealer=4 trump=7D "
          "hands=2C,5C,9D,4H,KS|3C,JC,2D,8H,QS|7C,AC,5D,TH,3S|8C,KD,AH,2S,9S bids=2,1,0,- "
          "won=0,0,0,0 scores=0,0,0,0")
PK_COST = ("pk1 players=2 window=floating turn=1 phase=play block=- swap=- placed=- "
           "board=0,1:.,k1~2/k1~2,P hands=V1,M2,O3|K1 pile=- obj=KM,OV tied=- picks=- "
           "winners=-")


class Clock:
    """A test's clock: time stands still until the test moves it."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def manual_painter(delay: float) -> tuple[Painter, Clock]:
    """A painter on a test's clock and without a thread: the test runs what is due."""
    clock = Clock()
    return Painter(delay=delay, clock=clock, threaded=False), clock


def test_work_runs_after_the_delay_on_the_painter_thread():
    painter = Painter(delay=0.05)
    ran: list[tuple[str, float]] = []
    posted = time.monotonic()
    painter.post("a", lambda: ran.append((threading.current_thread().name, time.monotonic())))
    assert ran == [] and painter.pending() == 1
    assert painter.wait_drained()
    name, when = ran[0]
    assert name == "rules-tutor-painter"
    assert when - posted >= 0.05
    assert painter.pending() == 0


def test_posts_before_the_run_are_merged_into_one_run_of_the_last_work_at_the_first_time():
    painter, clock = manual_painter(delay=0.08)
    ran: list[tuple[int, float]] = []
    first = clock()
    for i in range(5):
        painter.post("board", lambda i=i: ran.append((i, clock())))
        clock.advance(0.005)
    clock.now = first + 0.079
    assert painter.run_due() == 0 and ran == []       # not due yet
    clock.now = first + 0.08                          # due at the first post's time
    assert painter.run_due() == 1
    assert ran == [(4, first + 0.08)]                 # the last work, once
    clock.advance(10)
    assert painter.run_due() == 0 and painter.pending() == 0     # no second run


def test_different_keys_run_separately_in_the_order_they_are_due():
    painter, clock = manual_painter(delay=0.02)
    ran: list[str] = []
    painter.post("later", lambda: ran.append("later"), delay=0.03)
    painter.post("late", lambda: ran.append("late"))
    clock.advance(0.025)
    assert painter.run_due() == 1 and ran == ["late"]
    clock.advance(0.01)
    assert painter.run_due() == 1 and ran == ["late", "later"]


def test_the_thread_runs_each_key_in_the_order_they_are_due():
    painter = Painter(delay=0.02)
    ran: list[str] = []
    painter.post("late", lambda: ran.append("late"))
    painter.post("later", lambda: ran.append("later"), delay=0.04)
    assert painter.wait_drained()
    assert ran == ["late", "later"]


def test_flush_runs_what_is_pending_on_the_calling_thread():
    painter = Painter(delay=10)
    ran: list[str] = []
    painter.post("x", lambda: ran.append(threading.current_thread().name))
    painter.flush()
    assert ran == [threading.current_thread().name] and painter.pending() == 0


def test_a_post_may_have_a_delay_of_its_own_and_cancel_takes_it_back():
    painter = Painter(delay=10)
    ran: list[str] = []
    painter.post("step", lambda: ran.append("step"), delay=30)    # a replay's next step
    painter.post("paint", lambda: ran.append("paint"))
    painter.flush()
    assert ran == ["paint", "step"]                               # in the order they are due
    painter.post("step", lambda: ran.append("again"), delay=30)
    painter.cancel("step")
    painter.cancel("never posted")
    assert painter.pending() == 0
    painter.flush()
    assert ran == ["paint", "step"]


def test_a_failing_work_does_not_stop_the_painter():
    painter = Painter(delay=0.01)
    ran: list[str] = []
    painter.post("bad", lambda: 1 / 0)
    painter.post("good", lambda: ran.append("good"))
    assert painter.wait_drained() and ran == ["good"]
    painter.post("again", lambda: ran.append("again"))
    assert painter.wait_drained() and ran == ["good", "again"]


@pytest.fixture
def paint_later(monkeypatch):
    """Boards behave as in a kernel: their canvas goes to the painter thread."""
    monkeypatch.setattr(base, "PAINT_LATER", True)
    yield
    PAINTER.flush()
    assert PAINTER.wait_idle()              # nothing paints into the next test


def canvas_commands(monkeypatch) -> list:
    sent: list = []
    manager = ipycanvas.canvas._CANVAS_MANAGER
    real = manager._send_custom
    monkeypatch.setattr(manager, "_send_custom",
                        lambda command, buffers=[]: sent.append(command) or real(command, buffers))
    return sent


def test_in_a_kernel_a_click_sends_its_explanation_first_and_paints_a_moment_later(
        paint_later, monkeypatch):
    table = OhHellBoard(DEALER)
    table.come_alive()
    PAINTER.flush()
    sent = canvas_commands(monkeypatch)
    table.click(*CHIPS.rect(3).center)
    assert table.state.bids[3] == 3
    assert "bids 3" in table.panel.value              # the explanation is there at once
    assert sent == [] and table._unpainted == (False, True)   # the canvas is not, yet
    assert PAINTER.wait_drained() and sent              # then the painter draws the pieces
    assert table._unpainted is None
    assert "pieces" in table._painted


def test_hovers_before_the_paint_draw_one_highlight_of_the_last_cell(paint_later, monkeypatch):
    board = PookBoard(PK_COST)
    board.come_alive()
    board.select("M2")
    board.set_side("warrior")
    PAINTER.flush()
    sent = canvas_commands(monkeypatch)
    painter, clock = manual_painter(delay=0.025)
    monkeypatch.setattr(base, "PAINTER", painter)       # the hovers come before the paint
    board.hover_cell((2, 1))
    board.hover_cell((2, 0))
    assert sent == [] and painter.pending() == 1        # one paint waits, for both
    clock.advance(0.025)
    assert painter.run_due() == 1
    assert len(sent) == 1                               # one batch
    board_after = PookBoard(PK_COST)                    # only the last hover, drawn
    board_after.come_alive()
    board_after.select("M2")
    board_after.set_side("warrior")
    board_after.hover_cell((2, 0))
    painter.flush()
    assert board._painted["highlight"].ops == board_after._painted["highlight"].ops


def test_a_paint_that_fails_is_shown_on_the_board_once_and_drawn_again_at_the_next_change(
        paint_later, monkeypatch):
    """The error shows in the panel and the move stays played. Showing it must not post the
    failing paint again: it once did, forever (about 40 failed paints a second)."""
    table = OhHellBoard(DEALER)
    table.come_alive()
    PAINTER.flush()
    tries: list[int] = []
    working = OhHellBoard.draw_pieces

    def no_ink(self, c, state, live):
        tries.append(1)
        raise OSError("no ink")

    monkeypatch.setattr(OhHellBoard, "draw_pieces", no_ink)
    table.click(*CHIPS.rect(3).center)
    assert PAINTER.wait_drained()
    assert "no ink" in table.panel.value
    assert table.state.bids[3] == 3                     # the move stays played
    assert tries == [1] and PAINTER.pending() == 0      # tried once, not posted again
    drawn: list[int] = []
    monkeypatch.setattr(OhHellBoard, "draw_pieces",
                        lambda self, c, state, live: drawn.append(1) or working(self, c, state,
                                                                                live))
    table.undo()                                        # the next change paints the pieces
    assert PAINTER.wait_drained()
    assert drawn and table._unpainted is None and table.state.bids[3] is None


def test_outside_a_kernel_boards_draw_at_once():
    assert base.PAINT_LATER is None and not base.paints_later()
    table = OhHellBoard(DEALER)
    table.click(*CHIPS.rect(3).center)
    assert table._unpainted is None and "pieces" in table._painted


def test_wait_idle_returns_once_the_work_taken_by_the_thread_has_run():
    painter = Painter(delay=0.0)
    started, release, done = threading.Event(), threading.Event(), []
    painter.post("k", lambda: (started.set(), release.wait(5), done.append(1)))
    assert started.wait(5)
    painter.flush()                          # nothing pending: the thread has taken it
    assert not painter.wait_idle(timeout=0.05) and done == []
    release.set()
    assert painter.wait_idle() and done == [1]
