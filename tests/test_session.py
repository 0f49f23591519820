"""The board session (``widgets.session``, ``widgets.games.*.session``): everything a board
remembers and decides, played here without a widget, a canvas or a kernel."""

from __future__ import annotations

from dataclasses import replace

import pytest

import tutor.flaming_pyramids as fp
import tutor.oh_hell as oh
import tutor.pook as pk
from tutor.core import render
from widgets.session import CURTAIN, NullView, Session
from widgets.games.flaming_pyramids.session import FlamingPyramidsSession
from widgets.games.oh_hell.session import OhHellSession
from widgets.games.pook.session import PookSession

from import_probe import run_blocked

UI = ["ipywidgets", "ipycanvas", "IPython", "ipykernel", "comm", "traitlets"]

PROBE = r"""
from widgets.games.flaming_pyramids.session import FlamingPyramidsSession
from widgets.games.oh_hell.session import OhHellSession
from widgets.games.pook.session import PookSession
s = PookSession(players=3, seed=4)
s.select(s.state.hands[0][0].code)
played = [FlamingPyramidsSession(seed=1).play("slide L"), OhHellSession().play("bid 0")]
print(json.dumps({"loaded": sorted({m.partition(".")[0] for m in sys.modules} & blocked),
                  "text": s.explanation_text}))
"""


def test_sessions_import_and_play_with_no_ui_package_installed():
    report = run_blocked(PROBE, UI)
    assert report["loaded"] == []
    assert report["text"].startswith("Player 1: level-3 Viking warrior side.")


SESSIONS = {
    "flaming_pyramids": lambda **kw: FlamingPyramidsSession(seed=1, **kw),
    "oh_hell": lambda **kw: OhHellSession(seed=2, **kw),
    "pook": lambda **kw: PookSession(seed=3, **kw),
}
GAMES = {"flaming_pyramids": fp, "oh_hell": oh, "pook": pk}


@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_a_session_plays_undoes_redoes_and_replays_on_its_own(game):
    session = SESSIONS[game]()
    module = GAMES[game]
    assert isinstance(session.view, NullView)
    start = session.state
    moves = []
    for _ in range(6):
        move = module.legal_moves(session.state)[0]
        moves.append(move)
        assert session.commit(move), session.explanation_text
    assert session.history.index == 6
    assert [o.move for o in session.history.outcomes()] == moves
    for _ in range(6):
        session.undo()
    assert session.state == start and not session.can_undo
    for _ in range(6):
        session.redo()
    assert session.history.index == 6 and not session.can_redo
    events = session.story_events
    if events:
        session.replay()
        assert session.replaying and session.shown_state == events[0].snapshot
        assert session.step_shown == (1, len(events))
        session.step(len(events))
        assert not session.replaying and session.shown_state == session.state
    assert session.last_error is None


def test_a_hover_over_the_same_key_asks_the_view_for_nothing():
    session = FlamingPyramidsSession(seed=1)
    session.select(session.state.hands[0][0].code)
    view = session.view
    view.calls.clear()
    session.hover_key(("cell", (0, 0)))
    assert view.calls == ["hover"]
    session.hover_key(("cell", (0, 0)))
    assert view.calls == ["hover"]                 # coalesced: no work, nothing redrawn
    session.hover_key(("cell", (0, 1)))
    assert view.calls == ["hover", "hover"]
    assert "(FP-" in session.explanation_text


def test_the_curtain_is_the_sessions_a_view_only_draws_it():
    session = OhHellSession(teaching=False, seed=2)
    assert session.curtained and session.viewer(session.state) is None
    session.click_key(CURTAIN)
    assert not session.curtained and session.viewer(session.state) == session.state.to_act
    session.play("bid 0")
    assert session.curtained                       # the next seat must take the screen


def test_a_failing_hook_restores_every_field_and_shows_the_error():
    class Broken(PookSession):
        def preview(self, key):
            self.selection = "M1"                  # half-done work, then a crash
            raise RuntimeError("preview broke")

    session = Broken(seed=3)
    before = session.record
    session.hover_key(("cell", (1, 0)))
    assert replace(session.record, feedback=None) == replace(before, feedback=None)
    assert isinstance(session.last_error, RuntimeError)
    assert "RuntimeError: preview broke" in session.explanation_text


def test_when_the_view_cannot_draw_the_error_still_reaches_the_panel_text():
    class DeadView(NullView):
        def refresh(self, full, pieces):
            raise OSError("canvas gone")

        def show_text(self, lines):
            self.shown = [line.text for line in lines]

    session = FlamingPyramidsSession(seed=1)
    session.view = DeadView()
    session.play("slide L")                        # refused: the refresh that says so fails
    assert isinstance(session.last_error, OSError)
    assert any("OSError: canvas gone" in text for text in session.view.shown)


def test_new_game_takes_its_defaults_from_the_view_when_it_shows_a_setup():
    class SetupView(NullView):
        def setup_values(self):
            return {"options": pk.Options(4, pk.Window.CENTRED), "seed": 7, "teaching": False}

    session = PookSession(seed=3)
    assert session.new_game() and session.state.options.players == 2   # no setup: as now
    session.view = SetupView()
    assert session.new_game()
    assert (session.state.options.players, session.seed, session.teaching) == (4, 7, False)
    assert session.state.options.window is pk.Window.CENTRED
    assert session.new_game(players=3) and session.state.options.players == 3


def test_a_board_is_a_view_of_its_session():
    from widgets import PookBoard
    board = PookBoard(seed=3)
    assert isinstance(board.session.view, NullView) and not board.alive   # no widget yet
    board.come_alive()                   # shown and reached, or used (a click, board.canvas)
    assert board.session.view is board
    assert board.state is board.session.state
    board.play("pass")                              # read through the board, done by the session
    assert board.explanation_text == board.session.explanation_text
    shared = PookSession(seed=5)
    other = PookBoard(session=shared)
    other.click(1, 1)                                # a click brings a board alive
    assert other.session is shared and shared.view is other and other.seed == 5


def test_the_base_session_click_path_works_with_no_game_hooks():
    """The click path is the base session's: with no mapping from keys to parts (no
    ``key_part``), a key is no part of a move, hovering shows nothing and a click shows
    the prompt, which defaults to the open ask's own message, naming the seat served."""
    state = pk.initial_state(pk.Options(), 0)
    session = Session(pk, state)
    assert session.preview(("cell", (0, 0))) is None
    session.activate(("cell", (0, 0)))
    (ask,) = pk.asks(state)
    assert session.acting() == ask.seat
    assert session.explanation_text == render(ask.msg, "en")
    assert session.state is state


def test_a_canvas_ready_on_the_widget_thread_while_the_board_comes_alive_draws_it(monkeypatch):
    """JupyterLab sends comm messages to a kernel subshell: the page's canvas may say
    "ready" on that thread while the main thread is still building the board. The redraw
    then waits for the board (ENTRY_LOCK) instead of being lost, which left the board blank."""
    import threading

    from widgets import PookBoard
    from widgets.base import Board

    board = PookBoard(seed=3)
    redraws = []
    real_redraw = PookBoard.redraw
    monkeypatch.setattr(PookBoard, "redraw", lambda self: redraws.append(
        threading.current_thread().name) or real_redraw(self))
    real_build = Board._build_widgets
    answered = []

    def build_while_the_page_answers(self):
        real_build(self)
        top = self.canvas[-1]                 # what ipycanvas does on the page's message
        page = threading.Thread(name="widget-thread", target=lambda: (
            top._handle_frontend_event(None, {"event": "client_ready"}, []),
            answered.append(True)))
        page.start()
        page.join(0.3)                        # the board is not built yet: it must wait
        answered.append(bool(answered))       # False: the redraw waited for the lock
        self._page = page

    monkeypatch.setattr(Board, "_build_widgets", build_while_the_page_answers)
    board.come_alive()
    board._page.join(10)
    assert answered == [False, True]                   # waited, then ran
    assert redraws == ["widget-thread"]                # drawn once, by the ready message
    assert set(board._painted) == {"background", "pieces", "selection", "highlight"}


def test_entry_points_run_one_at_a_time_across_threads():
    """Two threads using sessions never interleave inside entry points (ENTRY_LOCK)."""
    import threading

    from widgets.session import ENTRY_LOCK

    session = PookSession(seed=3)
    inside = threading.Event()
    release = threading.Event()
    order = []

    def slow_entry():
        with ENTRY_LOCK:                   # as a guarded entry point holds it
            inside.set()
            release.wait(5)
            order.append("first")

    other = threading.Thread(target=lambda: (session.play("pass"), order.append("second")))
    first = threading.Thread(target=slow_entry)
    first.start()
    inside.wait(5)
    other.start()
    other.join(0.3)
    assert other.is_alive() and order == []            # the play waits for the lock
    release.set()
    first.join(5)
    other.join(5)
    assert order == ["first", "second"]
    assert session.history                             # and the play happened
