"""The Ark Nova board in a real browser (Voilà, headless Chromium), used with the mouse as a
learner would, past the setup of a two-player game on map A:

- the Build Action card, then "Enclosure 2" of the Build row: the anchors where it may
  stand are lit;
- hovering the enclosure over a water hex: the panel refuses it, names the water and the
  rule (AN-BUILD-FORBID);
- hovering then clicking a legal anchor: the verdict names the placement bonus covered
  (AN-BUILD-BONUS), the click builds it and pays 2 money a space (AN-BUILD-COST).

Pixels come from the board's own layout (``widgets.games.ark_nova.board``): ``CARDS``,
``KINDS`` and ``centre`` of a hex; the position from the engine (``at_turn`` below).
"""

from __future__ import annotations

import pytest

from . import lab as L
from .test_redraw import voila_page, voila_server  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser


def position_at_turn() -> str:
    """Seed 1, two players, map A: each seat keeps its hand's first three cards and its
    fifth (AN-SETUP-HAND); Player 1 is to choose an Action card."""
    import tutor.ark_nova as an
    from widgets.games.ark_nova.session import ArkNovaSession

    session = ArkNovaSession(seed=1)
    while session.step_of() == "keep":
        session.click_key(("hand", session.state.zoo(session.acting()).hand[4]))
    return an.to_notation(session.state)


def test_a_building_over_water_is_refused_and_an_enclosure_is_built(voila_page):  # noqa: F811
    import tutor.ark_nova as an
    from tutor.ark_nova.buildings import BUILD_KINDS
    from tutor.ark_nova.strength import Action
    from tutor.ark_nova.zoo_map import zoo_map
    from widgets.games.ark_nova.board import CARDS, KINDS, centre

    page = voila_page
    position = position_at_turn()
    state = an.from_notation(position)
    build = CARDS[[c.action for c in state.zoo(0).row].index(Action.BUILD)].center
    enclosure = KINDS[BUILD_KINDS.index("enclosure_2")].center
    water = min(zoo_map(state.map_id).water)
    cells = ["from widgets.games.ark_nova import ArkNovaBoard\n"
             f'ArkNovaBoard("{position}")']
    with voila_server(cells) as url:
        page.goto(url, wait_until="domcontentloaded", timeout=90_000)
        loc = L.canvas(page, 0, timeout_ms=90_000)
        area = L.output_area(loc)
        L.wait_panel(page, area, "Player 1", timeout_ms=60_000)
        loc.scroll_into_view_if_needed()
        L.hover_until(page, loc, area, [build], "(AN-ACT-STRENGTH)")
        L.click_canvas(page, *build, loc=loc)
        L.wait_panel(page, area, "What happened:", "Click a building in the Build row")
        L.click_canvas(page, *enclosure, loc=loc)
        L.wait_panel(page, area, "Lit on the map: 4 anchors")
        # Wait for the water's own refusal: the hex passed on the way is refused too.
        text = L.hover_until(page, loc, area, [centre((4, 5)), centre(water)],
                             "water, never built on (AN-BUILD-FORBID)")
        assert text.startswith("Not allowed")
        L.screenshot(page, "an_water_refused")
        L.hover_until(page, loc, area, [centre((4, 5)), centre((0, 3))],
                      "covering (0,3) gives: 1 X-token (AN-BUILD-BONUS)")
        L.click_canvas(page, *centre((0, 3)), loc=loc)
        L.wait_panel(page, area, "What happened:", "(AN-BUILD-COST)")
        L.screenshot(page, "an_enclosure_built")
