"""Checks shared by the tests of boards drawn as cached, boxed regions
(:class:`widgets.draw.Regions`: Ark Nova, Kingdom Builder): a board's layers as a repaint
records them, its pieces layer, and the check that what the caches give is what a fresh
recording gives."""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator

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


def walk(board: Any, legal_moves: Callable, fiddle: Callable, rng: random.Random,
         moves: int) -> Iterator[Any]:
    """``board`` at each position of a random game (``rng``): both languages, now and then
    a ``fiddle`` (a click or hover that makes no move), every 40th move's story replayed
    step by step, then the last position in each language."""
    session = board.session
    for n in range(moves):
        if not legal_moves(session.state):
            break
        session.set_lang(rng.choice(("en", "fr")))
        if rng.random() < 0.3:
            fiddle(board, rng)
            yield board
        session.commit(rng.choice(legal_moves(session.state)))
        yield board
        if n % 40 == 39 and session.story_events:
            session.replay()                         # the move's story, step by step
            while session.replaying:
                yield board
                session.step(1)
    for lang in ("en", "fr"):
        session.set_lang(lang)
        yield board
