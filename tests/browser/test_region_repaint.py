"""A board repainted by regions looks exactly as one repainted whole (in Chromium).

A layer drawn in boxed parts (the Ark Nova board's regions) is sent, after a change, as
:func:`widgets.draw.repaint` makes it: each changed part's box cleared, and every part
that meets it replayed, clipped to it. That is right only if every part draws within its
box and the clipped replay draws what a whole repaint draws; both are checked here on a
page canvas, through the small interpreter of recorded commands of
``test_drawing_commands``, along seeded random games: the picture painted before, with
the patch drawn over it, must equal the picture painted whole, pixel for pixel.
"""

from __future__ import annotations

import random

import pytest

import tutor.ark_nova as an
from widgets import draw as D
from widgets.games.ark_nova import board as B
from widgets.games.ark_nova.board import ArkNovaBoard
from widgets.session import CURTAIN

from region_support import pieces
from test_widget_ark_nova_regions import _fiddle
from .test_drawing_commands import REPLAY_AND_COMPARE_JS, as_js
from . import lab as L

pytestmark = pytest.mark.browser

# The box around the pixels a recording paints: [x0, y0, x1, y1] (x1, y1 excluded), or
# null if it paints none.
PAINTED_BOX_JS = REPLAY_AND_COMPARE_JS[:REPLAY_AND_COMPARE_JS.index("    const one = ")] + """
    const one = draw(first);
    let x0 = width, y0 = height, x1 = 0, y1 = 0;
    for (let i = 3; i < one.length; i += 4) {
        if (one[i] === 0) continue;
        const p = (i - 3) / 4, x = p % width, y = Math.floor(p / width);
        x0 = Math.min(x0, x); y0 = Math.min(y0, y);
        x1 = Math.max(x1, x + 1); y1 = Math.max(y1, y + 1);
    }
    return x1 > x0 ? [x0, y0, x1, y1] : null;
}"""


@pytest.fixture(scope="module")
def page(browser):
    page = L.new_page(browser)
    page.set_content("<html><body></body></html>")
    yield page
    page.context.close()


def positions(players: int, seed: int, moves: int):
    """The pieces layer at each position of a seeded random game: moves, picks, turns,
    pages, the curtain, the other seats looked at, both languages, then the end."""
    rng = random.Random(seed)
    board = ArkNovaBoard(players=players, seed=seed, teaching=players != 3)
    session = board.session
    for _ in range(moves):
        if session.table().over:
            break
        session.set_lang(rng.choice(("en", "fr")))
        if rng.random() < 0.4:
            _fiddle(board, rng)
            yield pieces(board)
        if session.curtained and rng.random() < 0.5:
            yield pieces(board)
            session.click_key(CURTAIN)
        session.commit(rng.choice(an.legal_moves(session.state)))
        yield pieces(board)


def ends():
    """The pieces layer of a finished game (the final score over the options and the
    association board), the position before it, and the same in French."""
    from tutor.ark_nova.state import Options

    rng = random.Random(3)
    state = an.initial_state(Options(players=3, map="A"), seed=3)
    while True:
        after = an.apply(state, rng.choice(an.legal_moves(state))).after
        if an.table(after).over:
            break
        state = after
    for lang in ("en", "fr"):
        yield pieces(ArkNovaBoard(state, lang=lang))
        yield pieces(ArkNovaBoard(after, lang=lang))


def pages(monkeypatch) -> list[D.Recorder]:
    """The pieces layer with the named options on two pages (the row made 2 options wide,
    as ``test_widget_ark_nova`` does): the first page, then the second."""
    import widgets.games.ark_nova.session as S
    from test_widget_ark_nova import reach

    monkeypatch.setattr(S, "MAX_OPTIONS", 2)
    board = reach(lambda s: len(s.options()) > 2)
    first = pieces(board)
    board.session.click_key(("page", 1))
    return [first, pieces(board)]


def patches_equal_whole(page, recordings, width: int, height: int) -> int:
    """Check, in Chromium, that each recording of ``recordings`` painted as a patch
    (:func:`widgets.draw.repaint`) over the one before equals it painted whole, pixel for
    pixel; returns how many were patched."""
    before, patched = None, 0
    for after in recordings:
        if before is not None and after.ops != before.ops:
            patch = D.repaint(before, after, width, height)
            if patch is not None:
                patched += 1
                assert len(patch.ops) < len(after.ops)
                result = page.evaluate(REPLAY_AND_COMPARE_JS, [
                    width, height, as_js(before.ops + patch.ops), as_js(after.ops), 0])
                assert result["differ"] == 0, result
        before = after
    return patched


def regions_painted_within_their_boxes(page, recordings, width: int, height: int
                                       ) -> set[str]:
    """Check, in Chromium, that every region of ``recordings`` (each painted once) paints
    only inside its box; returns the names of the regions seen."""
    seen: dict[str, set] = {}
    for recording in recordings:
        for part in recording.boxed_parts():
            known = seen.setdefault(part.name, set())
            if id(part) in known:
                continue
            known.add(id(part))
            painted = page.evaluate(PAINTED_BOX_JS, [width, height, as_js(part.ops), [], 0])
            if painted is None:
                continue
            box = part.box
            assert (box.x <= painted[0] and box.y <= painted[1]
                    and painted[2] <= box.x + box.w and painted[3] <= box.y + box.h), \
                (part.name, box, painted)
    return set(seen)


def test_every_region_draws_within_its_box(page, monkeypatch):
    paged = pages(monkeypatch)
    assert any(op[1] == "fill_text" and str(op[2][0]).startswith("page 2 of") for op in paged[1].ops)
    seen = regions_painted_within_their_boxes(page, [*positions(2, 7, 40), *ends(), *paged],
                                              B.W, B.H)
    assert {"map", "tracks", "row", "rotation", "display", "hand", "options", "association",
            "others", "score"} <= seen


#: One seeded game a day-to-day run; the solo and three-player ones under CI (each takes
#: 15-40 s of browser time).
@pytest.mark.parametrize("players, seed", [(2, 11), pytest.param(3, 12, marks=pytest.mark.exhaustive),
                                           pytest.param(1, 13, marks=pytest.mark.exhaustive)])
def test_a_layer_repainted_by_regions_is_the_layer_repainted_whole(page, players, seed):
    assert patches_equal_whole(page, positions(players, seed, 30), B.W, B.H) >= 10


def test_a_page_of_options_turned_is_repainted_in_the_options_box(page, monkeypatch):
    first, second = pages(monkeypatch)
    patch = D.repaint(first, second, B.W, B.H)
    assert [op[2] for op in patch.ops if op[1] == "clear_rect"] == [
        (B.OPTIONS_BOX.x, B.OPTIONS_BOX.y, B.OPTIONS_BOX.w, B.OPTIONS_BOX.h)]
    result = page.evaluate(REPLAY_AND_COMPARE_JS, [
        B.W, B.H, as_js(first.ops + patch.ops), as_js(second.ops), 0])
    assert result["differ"] == 0, result


def test_the_final_score_repainted_over_the_board_is_the_board_repainted_whole(page):
    before, end, *_ = ends()
    patch = D.repaint(before, end, B.W, B.H)
    assert patch is not None
    result = page.evaluate(REPLAY_AND_COMPARE_JS, [
        B.W, B.H, as_js(before.ops + patch.ops), as_js(end.ops), 0])
    assert result["differ"] == 0, result
