"""Checks shared by the tests of boards drawn as cached, boxed regions
(:class:`widgets.draw.Regions`: Ark Nova, Kingdom Builder): a board's layers as a repaint
records them, its pieces layer, and the check that what the caches give is what a fresh
recording gives."""

from __future__ import annotations

from typing import Any, Callable

from widgets import draw as D


def layers(board: Any) -> dict[str, list]:
    """Every layer's commands, as a repaint records them."""
    found = {}
    for name, draw in board.layer_painters():
        recording = D.Recorder()
        draw(recording)
        found[name] = recording.ops
    return found


def pieces(board: Any) -> D.Recorder:
    """The pieces layer's recording, made of the regions' recordings."""
    (draw,) = [draw for name, draw in board.layer_painters() if name == "pieces"]
    recording = D.Recorder()
    draw(recording)
    return recording


def assert_cached_is_fresh(board: Any, clear_caches: Callable[[], None]) -> None:
    """The layers recorded from the caches equal those recorded once ``clear_caches``
    forgot them, and again from the caches so filled."""
    cached = layers(board)
    clear_caches()
    fresh = layers(board)
    assert cached == fresh
    assert layers(board) == fresh
