"""Board conformance: what every registered board does, whatever its game.

Each board listed in ``widgets.BOARDS`` is played here, without a browser:

* **pixel -> move agrees with check.** Every canvas pixel (on a grid) is mapped to its key
  by the board's ``hit``; every key that means a move (the session's ``key_move``, with
  each hand piece picked in turn) is hovered and clicked through the pixel. The hover
  shows the engine's verdict of that move, word for word; a click plays it exactly when
  ``check`` allows it (the position is then ``apply``'s), and leaves the position as it
  was otherwise, saying why. A key that names only a part of a move (a cell before a tile
  is picked) is a ``Partial``: its click changes no position and shows the engine's
  verdict on the parts chosen so far.
* **undo / redo round-trip** after every played click.
* **the language switch changes every visible string** (controls, panel, info strip,
  canvas captions), except the ones that are the same word in both languages.
* **a failed handler leaves the board as it was** and shows the error, and a board whose
  drawing fails still shows the error's text.
* **redraw after reconnect** repaints every layer from state.
* **the timed replay** (▶ Play / ❚❚ Pause, next to the step buttons): disabled with nothing
  to replay, it walks a story of several steps to its last one, beat by beat (the test
  beats it with ``session.tick()``: no clock runs outside a kernel), and a click on the
  canvas stops it.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

import ipycanvas
import ipywidgets as W
import pytest

from tutor.bang.data import CHARACTERS as BANG_CHARACTERS
from tutor.bang.messages import CARD_NAMES as BANG_CARD_NAMES
from tutor.core import Partial
from widgets import BOARDS
from widgets.base import LAYERS
from widgets.panel import plain_text, verdict_lines
from widget_support import key_pixels as shared_key_pixels, open_board

STRIDE = 8            # pixels between two probed points of the canvas


def key_pixels(board) -> dict:
    """Every key the canvas maps some pixel to (on a grid), with a pixel of it."""
    return shared_key_pixels(board, STRIDE)


def picks(board) -> list:
    """The keys that pick a part (a hand tile or card, a side: the session's ``PICKED``),
    so that the moves needing a pick are probed too; ``None`` first (nothing picked)."""
    session = board.session
    out = [None]
    for key in key_pixels(board):
        if session.picks_only(key):
            out.append(key)
    return out


def probe(board, key, pixel, checked: list) -> None:
    """Hover and click ``pixel`` (which maps to ``key``) in the live position."""
    session, module = board.session, board.session.module
    move = session.key_move(key)
    if move is None:
        return                                      # no part of a move
    before = session.state
    if isinstance(move, Partial):
        verdict = module.check(before, move)
        assert not verdict.complete
        board.click(*pixel)
        assert session.last_error is None, session.last_error
        assert session.state == before, (key, move)
        assert verdict.headline(session.lang) in board.explanation_text, (key, move)
        return
    verdict = module.check(before, move)
    board.hover(*pixel)
    expected = plain_text(verdict_lines(verdict, session.lang, forecasts=session.hints))
    assert expected in board.explanation_text, (key, move)
    board.click(*pixel)
    assert session.last_error is None, session.last_error
    if verdict.legal:
        after = module.apply(before, move).after
        assert session.state == after, (key, move)
        session.undo()
        assert session.state == before, "undo does not return to the position"
        session.redo()
        assert session.state == after, "redo does not replay the move"
        session.undo()
    else:
        assert session.state == before, (key, move)
        assert verdict.headline(session.lang) in board.explanation_text
    checked.append(verdict.legal)


def probe_position(board) -> list:
    """Probe every key of the canvas, under each possible pick. Returns the verdicts'
    legality, one per probed move."""
    checked: list = []
    start = board.session.state
    for pick in picks(board):
        board.session.load_position(start)
        pixels = key_pixels(board)
        if pick is not None:
            board.click(*pixels[pick])
            if board.session.selection is None:
                continue
            pixels = key_pixels(board)
        for key, pixel in pixels.items():
            if board.session.picks_only(key):
                continue
            probe(board, key, pixel, checked)
            if board.session.selection is None and pick is not None:
                board.click(*key_pixels(board)[pick])      # a played move drops the pick
    return checked


@pytest.mark.parametrize("moves", [0, 5])
@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_every_pixel_does_what_check_says(game_id, moves):
    board = open_board(game_id, moves)
    checked = probe_position(board)
    assert True in checked, "no pixel of the canvas plays a legal move"
    assert len(checked) >= 5


@pytest.mark.exhaustive
@pytest.mark.parametrize("seed", [2, 3, 4])
@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_every_pixel_does_what_check_says_deeper_into_games(game_id, seed):
    for moves in (2, 9, 17):
        probe_position(open_board(game_id, moves, seed))


# ---------------------------------------------------------------- the language switch

def visible_strings(board, monkeypatch) -> set[str]:
    """Every string the board shows now: widget texts, HTML (tags dropped), option
    labels, placeholders and tooltips, and the canvas captions of a full redraw."""
    captions: list[str] = []
    real = ipycanvas.Canvas.fill_text
    monkeypatch.setattr(ipycanvas.Canvas, "fill_text",
                        lambda self, text, *a, **k: captions.append(str(text))
                        or real(self, text, *a, **k))
    board.redraw()
    monkeypatch.undo()
    out = set(captions)
    stack = [board.widget]
    while stack:
        w = stack.pop()
        stack.extend(getattr(w, "children", ()))
        for name in ("description", "tooltip", "placeholder"):
            text = getattr(w, name, None)
            if text:
                out.add(text)
        if isinstance(w, W.HTML) and w.value:
            text = re.sub(r"</?(span|b|i|u)\b[^>]*>", "", w.value)     # inline: one string
            text = re.sub(r"<style>.*?</style>|<[^>]+>", "\n", text)
            out.update(part.strip() for part in text.split("\n") if part.strip())
        for label in getattr(w, "_options_labels", ()):
            out.add(label)
    return out


#: BANG!'s names spelt alike in both languages: its characters, and the cards the French
#: edition does not rename (BANG!, Dynamite, Volcanic, Duel...), as its catalog has them.
_BANG_NAMES = "|".join(re.escape(name) for name in sorted(
    [n for n, _ in BANG_CHARACTERS.values()]
    + [en for en, fr in BANG_CARD_NAMES.values() if en == fr], key=len, reverse=True))

#: Visible strings that are the same in English and French: codes (tiles, cards, rule
#: IDs), coordinates and numbers, stars and arrows, names, and the words both languages
#: spell alike (Fruit Picking's Harvest House keeps its name on the French BGA page; Ark
#: Nova's Association Action card is "Association" in both).
SAME_IN_BOTH = re.compile(
    r"^([A-Z][a-z]?[0-9]*|[0-9AJQKT]+[CDHS♣♦♥♠]?|[♣♦♥♠]|★+|[⟲⟳✓]|[rxy] ?-?[0-9]*|"
    r"[0-9 ,.()+×=:·−-]*|V × 10|BGA|\(?[A-Z]+(-[A-Z0-9]+)+\)?|EN|FR|Pook|Piggy|Orc|Mage|Viking|"
    r"Anderson|Max|Min|standard|doubles|triples|auto|Harvest House|Association|\u200b|" + _BANG_NAMES
    + r")$")


def unchanged_by_language(board, monkeypatch) -> list[str]:
    """The strings the board shows in English that it still shows once switched to French
    (its controls opened), but for those both languages spell alike; the board is left
    in English, showing again what it showed."""
    board.show_controls()
    english = visible_strings(board, monkeypatch)
    board.set_lang("fr")
    french = visible_strings(board, monkeypatch)
    board.set_lang("en")
    assert visible_strings(board, monkeypatch) == english
    return sorted(s for s in english & french if not SAME_IN_BOTH.match(s))


@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_the_language_switch_changes_every_visible_string(game_id, monkeypatch):
    unchanged = unchanged_by_language(open_board(game_id, 3), monkeypatch)
    assert unchanged == [], unchanged


# ---------------------------------------------------------------- errors and redraws

@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_a_failed_handler_leaves_the_board_as_it_was_and_shows_the_error(game_id,
                                                                        monkeypatch):
    board = open_board(game_id, 3)
    session = board.session
    key, pixel = next((k, p) for k, p in key_pixels(board).items() if k[0] != "hand")
    saved = session.record

    def boom(*args):
        session.selection = "half-done"
        raise RuntimeError("hook broke")

    monkeypatch.setattr(session, "preview", boom)
    board.hover(*pixel)
    assert isinstance(session.last_error, RuntimeError)
    assert "RuntimeError: hook broke" in board.explanation_text
    assert "hook broke" in board.panel.value
    assert replace(session.record, feedback=None) == replace(saved, feedback=None)
    monkeypatch.undo()

    def broken_drawing(*args, **kwargs):
        raise OSError("canvas gone")

    monkeypatch.setattr(board, "draw_pieces", broken_drawing)
    board.redraw()
    assert isinstance(session.last_error, OSError)
    assert "OSError: canvas gone" in board.panel.value
    assert session.state == saved.history.state


@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_redraw_after_a_reconnect_repaints_every_layer(game_id, monkeypatch):
    board = open_board(game_id, 3)
    manager = board.canvas._canvas_manager
    cleared: list[tuple[str, object]] = []     # each layer, and the canvas last targeted
    for name, layer in board.layers.items():
        real = layer.clear
        monkeypatch.setattr(layer, "clear", lambda real=real, name=name:
                            cleared.append((name, manager._current_canvas)) or real())
    manager._current_canvas = board.layers["background"]   # what the old page had seen
    board.redraw()
    assert sorted(name for name, _ in cleared) == sorted(LAYERS)
    assert cleared[0][1] is None       # the new page is told which canvas, from the first


# ---------------------------------------------------------------- the timed replay

def board_with_a_story(game_id: str):
    """A new teaching board of ``game_id`` played on (seeded random legal moves) until the
    story shown has several steps."""
    board = open_board(game_id, 0)
    module, rng = board.session.module, random.Random(1)
    for _ in range(80):
        if len(board.session.story_events) >= 2:
            return board
        assert board.session.commit(rng.choice(module.legal_moves(board.state)))
    pytest.fail(f"no move of {game_id} with several consequences in 80 moves")


@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_play_walks_the_story_to_its_last_step_and_a_click_stops_it(game_id):
    fresh = open_board(game_id, 0)
    fresh.come_alive()
    assert fresh._play_button.disabled == fresh._buttons["next"].disabled == \
        (not fresh.session.story_events)
    board = board_with_a_story(game_id)
    board.come_alive()
    session, button = board.session, board._play_button
    n = len(session.story_events)
    assert not button.disabled and button.description == "▶ Play"
    button.click()
    assert session.playing and session.step_shown == (1, n)
    assert button.description == "❚❚ Pause"
    for _ in range(n - 1):
        session.tick()
    assert not session.playing and session.step_shown == (n, n)
    assert f"Step {n} of {n}:" in board.explanation_text
    assert button.description == "▶ Play"
    button.click()                                    # again, from the first step
    assert session.playing and session.step_shown == (1, n)
    board.click(*next(iter(key_pixels(board).values())))
    assert not session.playing and button.description == "▶ Play"
    assert session.last_error is None, session.last_error
