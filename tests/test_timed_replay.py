"""The timed replay (▶ Play / ❚❚ Pause): the story being shown walks forward one step per
beat up to its last step, and stops at once when the learner does anything else
(:meth:`widgets.session.Session.play_steps`, :meth:`~widgets.session.Session.tick`).

A session on its own has no clock: these tests beat it by hand with ``tick()`` (or call
the beat its view was given), never with a sleep. The board's clock in a kernel (the
painter thread) is driven with :meth:`widgets.painter.Painter.flush`.
"""

from __future__ import annotations

import threading

import pytest

import tutor.fruit_picking as fru
from widgets import base
from widgets.games.fruit_picking import FruitPickingBoard
from widgets.painter import Painter
from widgets.session import ENTRY_LOCK, NullView, Session
from widgets.games.fruit_picking.session import FruitPickingSession
from widgets.games.oh_hell.session import OhHellSession


class ClockView(NullView):
    """A view that keeps the beat it was asked to schedule (``pending``) instead of
    running a clock."""

    def __init__(self) -> None:
        super().__init__()
        self.pending = None
        self.delays: list[float] = []

    def schedule_tick(self, tick, delay: float = 0.0) -> None:
        super().schedule_tick(tick, delay)
        self.pending = tick
        if tick is not None:
            self.delays.append(delay)


def sown(lang: str = "en", view: NullView | None = None) -> FruitPickingSession:
    """Player 1 has just sown F1 (FRU-PLANT-1): a story of four steps (the sowing, two
    seeds, the active farm)."""
    session = FruitPickingSession(seed=0, lang=lang)
    if view is not None:
        session.view = view
    assert session.commit(fru.legal_moves(session.state)[0])
    assert len(session.story_events) == 4
    return session


def test_play_walks_the_story_one_step_per_beat_and_stops_at_the_last():
    session = sown()
    calls = session.view.calls
    calls.clear()
    assert session.play_steps() is True
    assert session.playing and session.step_shown == (1, 4)        # the first, at once
    assert session.explanation_text.startswith("Step 1 of 4:")
    assert calls.count(f"tick {Session.PLAY_PACE:g}") == 1
    shown = []
    while session.playing:
        session.tick()
        shown.append(session.step_shown)
    assert shown == [(2, 4), (3, 4), (4, 4)]
    assert session.explanation_text.startswith("Step 4 of 4: active farm F3 (strawberries)")
    assert calls.count(f"tick {Session.PLAY_PACE:g}") == 3          # none after the last
    session.tick()                                                  # a beat too many
    assert session.step_shown == (4, 4) and not session.playing
    assert session.last_error is None


def test_play_from_the_last_step_starts_again_and_from_a_middle_step_goes_on():
    session = sown()
    session.replay()
    session.step(+1)
    session.play_steps()
    assert session.step_shown == (2, 4)           # goes on from the step shown...
    session.tick()
    assert session.step_shown == (3, 4)           # ...one beat later
    session.tick()
    assert session.step_shown == (4, 4) and not session.playing
    session.play_steps()
    assert session.step_shown == (1, 4) and session.playing


def test_pause_stops_at_the_step_shown_and_play_goes_on_from_there():
    session = sown()
    session.play_steps()
    session.tick()
    session.view.calls.clear()
    session.pause()
    assert not session.playing and session.step_shown == (2, 4)
    assert session.view.calls == ["tick-cancel", "playing"]
    session.tick()
    assert session.step_shown == (2, 4)           # no beat once paused
    session.pause()                               # pausing again: nothing
    assert session.last_error is None and session.step_shown == (2, 4)
    session.toggle_playing()
    assert session.playing and session.step_shown == (2, 4)
    session.toggle_playing()
    assert not session.playing


def test_playing_twice_keeps_one_clock_and_a_beat_of_a_stopped_play_does_nothing():
    view = ClockView()
    session = sown(view=view)
    session.play_steps()
    first_beat = view.pending
    assert session.play_steps() is True           # already playing: no second clock
    assert view.pending is first_beat and len(view.delays) == 1
    session.pause()
    assert view.pending is None                   # its beat was cancelled
    session.play_steps()
    second_beat = view.pending
    first_beat()                                  # fired anyway (already on its way)
    assert session.step_shown == (1, 4)
    second_beat()
    assert session.step_shown == (2, 4)


def test_a_beat_waiting_for_the_entry_lock_while_a_click_stops_the_play_does_nothing():
    view = ClockView()
    session = sown(view=view)
    session.play_steps()
    beat = view.pending
    with ENTRY_LOCK:                              # a click handler is running
        waiting = threading.Thread(target=beat)
        waiting.start()                           # the clock's thread waits for the lock
        session.click_key(("card", 1))
    waiting.join()
    assert not session.playing
    assert not session.replaying                  # the click went back to now, and stayed
    assert session.last_error is None


@pytest.mark.parametrize("entry", [
    "step forward", "step back", "replay", "undo", "a click on the board",
    "a click off the board", "new game", "language switch", "hints", "load position",
    "a typed move", "another island"])
def test_anything_else_the_learner_does_stops_the_play(entry):
    session = sown()
    act = {
        "step forward": lambda: session.step(+1),
        "step back": lambda: session.step(-1),
        "replay": session.replay,
        "undo": session.undo,
        "a click on the board": lambda: session.click_key(("card", 1)),
        "a click off the board": lambda: session.click_key(None),
        "new game": session.new_game,
        "language switch": lambda: session.set_lang("fr"),
        "hints": lambda: session.set_hints(False),
        "load position": lambda: session.load_position(session.state),
        "a typed move": lambda: session.play("W"),
        "another island": lambda: session.look_at(1),
    }[entry]
    session.play_steps()
    session.tick()
    act()
    assert not session.playing
    assert "tick-cancel" in session.view.calls
    shown = session.step_shown
    session.tick()                                # the clock's next beat, had it come
    assert session.step_shown == shown
    assert session.last_error is None


def test_a_hover_does_not_stop_the_play():
    session = sown()
    session.play_steps()
    session.hover_key(("card", 1))
    session.hover_key(None)
    assert session.playing
    session.tick()
    assert session.step_shown == (2, 4)


def test_one_replay_plays_at_a_time():
    first, second = sown(), sown()
    first.play_steps()
    second.play_steps()
    assert second.playing and not first.playing
    assert first.view.calls[-2:] == ["tick-cancel", "playing"]


@pytest.mark.parametrize("lang, said", [
    ("en", "No move to replay yet."), ("fr", "Aucun coup à rejouer pour l'instant.")])
def test_with_nothing_to_replay_play_is_refused_and_says_so(lang, said):
    session = FruitPickingSession(seed=0, lang=lang)
    assert session.play_steps() is False
    assert not session.playing and session.explanation_text == said
    assert not any(call.startswith("tick") for call in session.view.calls)


def test_a_story_of_one_step_shows_it_and_ends_there():
    session = OhHellSession(seed=1)
    assert session.play("bid 0")                        # a bid: one event
    assert len(session.story_events) == 1
    assert session.play_steps() is True
    assert session.step_shown == (1, 1) and not session.playing


def test_the_pace_is_a_setting_and_a_bad_one_is_explained():
    view = ClockView()
    session = sown(view=view)
    assert session.play_pace == Session.PLAY_PACE == 0.7
    session.play_pace = 1.5
    session.play_steps()
    assert view.delays == [1.5]
    session.set_play_pace(0.25)                   # a setting: the play goes on...
    assert session.playing
    session.tick()
    assert view.delays == [1.5, 0.25]             # ...at the new pace from its next beat
    for bad in (0, -1, 11, "fast", True, None):
        assert session.set_play_pace(bad) is False
        assert session.play_pace == 0.25
    assert "from 0.1 to 10, not None" in session.explanation_text
    session.set_lang("fr")
    session.set_play_pace("vite")
    assert session.explanation_text == ("Le rythme du rejeu est un nombre de secondes par "
                                        "étape, de 0,1 à 10, pas vite.")


def test_a_failing_step_ends_the_play_and_shows_the_error(monkeypatch):
    session = sown()
    session.play_steps()

    def broken(event):
        raise RuntimeError("marks broke")

    monkeypatch.setattr(session, "event_marks", broken)
    session.tick()
    assert isinstance(session.last_error, RuntimeError)
    assert "marks broke" in session.explanation_text
    assert not session.playing and session.step_shown == (1, 4)


# ---------------------------------------------------------------- the board and its clock

def sown_board(lang: str = "en") -> FruitPickingBoard:
    board = FruitPickingBoard(seed=0, lang=lang)
    board.come_alive()
    assert board.session.commit(fru.legal_moves(board.state)[0])
    return board


@pytest.mark.parametrize("lang, play, pause, play_tip, pause_tip", [
    ("en", "▶ Play", "❚❚ Pause", "Play the consequences step by step",
     "Stop at the step shown"),
    ("fr", "▶ Lecture", "❚❚ Pause", "Dérouler les conséquences étape par étape",
     "S'arrêter à l'étape affichée")])
def test_the_play_button_says_what_a_click_does_in_both_languages(lang, play, pause, play_tip,
                                                                   pause_tip):
    fresh = FruitPickingBoard(seed=0, lang=lang)
    fresh.come_alive()
    assert fresh._play_button.disabled                # nothing to replay: as Step ▶
    board = sown_board(lang)
    button = board._play_button
    assert not button.disabled
    assert button.description == play and button.tooltip.startswith(play_tip)
    button.click()
    assert board.session.playing
    assert button.description == pause and button.tooltip == pause_tip
    board.session.tick()
    board.session.tick()
    board.session.tick()
    assert not board.session.playing and board.session.step_shown == (4, 4)
    assert button.description == play


def test_a_click_on_the_canvas_or_a_reload_stops_the_board_playing():
    from widgets.games.fruit_picking.board import CARDS
    board = sown_board()
    board._play_button.click()
    board.click(*CARDS.rect(0).center)
    assert not board.session.playing
    assert board._play_button.description == "▶ Play"
    board._play_button.click()
    board.redraw()                                    # the page was reloaded
    assert not board.session.playing
    board._play_button.click()
    board.hover(*CARDS.rect(0).center)                # a hover does not stop it
    assert board.session.playing


@pytest.fixture
def kernel_clock(monkeypatch):
    """The board's clock as in a kernel: the painter thread (a private one, whose pending
    work the test runs with ``flush``)."""
    painter = Painter()
    monkeypatch.setattr(base, "PAINT_LATER", True)
    monkeypatch.setattr(base, "PAINTER", painter)
    return painter


def test_in_a_kernel_the_board_posts_each_step_to_the_painter_once(kernel_clock):
    board = sown_board()
    board.play_pace = 10                              # the painter thread never gets there
    assert board.session.play_pace == 10
    board._play_button.click()
    assert kernel_clock.pending() == 2                # the canvas, and the next step
    board._play_button.click()                        # pause: the step is taken back
    assert kernel_clock.pending() == 1
    board._play_button.click()
    kernel_clock.flush()
    assert board.session.step_shown == (2, 4) and board.session.playing
    assert kernel_clock.pending() == 2                # its canvas, and one next step
    kernel_clock.flush()
    kernel_clock.flush()
    assert board.session.step_shown == (4, 4) and not board.session.playing
    kernel_clock.flush()
    assert kernel_clock.pending() == 0


def test_a_closed_board_takes_no_more_steps(kernel_clock):
    board = sown_board()
    board.session.play_pace = 10
    board._play_button.click()
    kernel_clock.flush()
    assert board.session.step_shown == (2, 4)
    board.widget.close()
    kernel_clock.flush()
    assert board.session.step_shown == (2, 4) and not board.session.playing
    assert kernel_clock.pending() == 0
