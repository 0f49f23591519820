"""Helpers shared by the kernel-side board tests: find a board's widgets as a user sees them."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any


def all_widgets(board: Any) -> list[Any]:
    """Every widget shown by ``board``, depth first (rows built later are included once
    they are shown). The board is brought alive first: it builds its widgets when it is
    first shown or used."""
    board.come_alive()
    found = []

    def walk(w: Any) -> None:
        found.append(w)
        for child in getattr(w, "children", ()):
            walk(child)

    walk(board.widget)
    return found


def open_board(game_id: str, moves: int, seed: int = 1, **settings: Any) -> Any:
    """A teaching board of ``game_id`` (hints on), ``moves`` random legal moves into a
    new game (``settings``: the board's own, e.g. ``players=3``)."""
    from tutor.registry import game
    from widgets import board_class
    board = board_class(game_id)(seed=seed, **settings)
    module = game(game_id)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = module.legal_moves(board.state)
        if not legal:
            break
        assert board.session.commit(rng.choice(legal))
    return board


def key_pixels(board: Any, stride: int = 8) -> dict:
    """Every key the board's canvas maps some pixel to (probed every ``stride`` pixels),
    with the middle one of its pixels."""
    found: dict = {}
    for y in range(stride // 2, board.HEIGHT, stride):
        for x in range(stride // 2, board.WIDTH, stride):
            key = board.hit(x, y)
            if key is not None:
                found.setdefault(key, []).append((x, y))
    return {key: pts[len(pts) // 2] for key, pts in found.items()}


def recorded_clears(board: Any, monkeypatch: Any) -> list[str]:
    """Bring ``board`` alive and record, from now on, the name of every canvas layer cleared
    (a layer is cleared before it is repainted): what a redraw or a hover sends."""
    board.come_alive()
    cleared: list[str] = []
    for name, layer in board.layers.items():
        real = layer.clear
        monkeypatch.setattr(layer, "clear", lambda real=real, name=name:
                            cleared.append(name) or real())
    return cleared


def assert_a_failed_hover_changes_nothing(board: Any, pixel: tuple[float, float],
                                          monkeypatch: Any) -> None:
    """A hover whose preview raises is shown as an error and leaves every field of the
    session as it was (the panel's feedback aside)."""
    session = board.session
    saved = session.record
    monkeypatch.setattr(session, "preview", lambda *a: 1 / 0)
    board.hover(*pixel)
    assert isinstance(session.last_error, ZeroDivisionError)
    assert replace(session.record, feedback=None) == replace(saved, feedback=None)


def play_to_the_end(session: Any, calls: int) -> None:
    """Let the computer seats play (``computer_play``, at most ``calls`` times) until the
    game asks nobody, with no error on the way."""
    for _ in range(calls):
        if not session.module.asks(session.state):
            break
        session.computer_play()
        assert session.last_error is None, session.last_error
    assert not session.module.asks(session.state), "the game is not over"


def widgets_of(board: Any, kind: type) -> list[Any]:
    """The widgets of ``board`` of one ipywidgets class (``Button``, ``Dropdown``...)."""
    return [w for w in all_widgets(board) if isinstance(w, kind)]


def assert_a_hover_sends_the_highlight_alone(board: Any, pixel: tuple[float, float],
                                             monkeypatch: Any) -> None:
    """A redraw clears (then paints) every layer; a hover on ``pixel``, the highlight
    layer alone."""
    from widgets.base import LAYERS
    cleared = recorded_clears(board, monkeypatch)
    board.redraw()
    assert sorted(cleared) == sorted(LAYERS)
    cleared.clear()
    board.hover(*pixel)
    assert cleared == ["highlight"]


class RecordingCanvas:
    """A stand-in for an ipycanvas layer that keeps the current style, like a browser's
    2D context, and records every drawing call with the style it was made with."""

    STYLE = ("fill_style", "stroke_style", "line_width", "global_alpha", "font")

    def __init__(self) -> None:
        object.__setattr__(self, "style", {"fill_style": "#000000", "stroke_style": "#000000",
                                           "line_width": 1.0, "global_alpha": 1.0,
                                           "font": "10px sans-serif"})
        object.__setattr__(self, "calls", [])

    def __setattr__(self, name: str, value: Any) -> None:
        self.style[name] = value

    def __getattr__(self, name: str) -> Any:
        if name in self.style:
            return self.style[name]

        def record(*args: Any) -> None:
            self.calls.append((name, args, dict(self.style)))

        return record

    def fills(self, name: str = "fill_rect") -> list[tuple[tuple, dict]]:
        """(arguments, style) of every call of ``name``."""
        return [(args, style) for called, args, style in self.calls if called == name]
