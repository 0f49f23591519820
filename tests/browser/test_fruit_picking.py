"""The Fruit Picking notebook in a real browser (JupyterLab, headless Chromium), then a
French board in Voilà.

Opens the course notebook (once for the module), runs it as far as the boards it needs,
then uses the mouse as a learner would:

- the prices lesson (the active farm grows strawberries, 5 seeds in the Harvest House, two
  strawberry cards on offer): hovering the card in M1 reads its price explained,
  "strawberries in slot M1: 3 + 3 = 6, you have 5" refused (FRU-COLLECT-1), the headline
  in words ("Not allowed: Player 1 collects the strawberries in slot M1."); the card in M2
  costs 3 + 2 = 5 and a click collects it, the market sliding (FRU-COLLECT-2/3);
- the sowing lesson: hovering F3 reads the path F4 → F5, a click sows it, and the step
  buttons walk through the sowing seed by seed (FRU-PLANT-1); ▶ Play walks it on its own
  to its last step, the button saying ❚❚ Pause meanwhile;
- Voilà, in French: the same price and headline read on a card hover; after collecting,
  ▶ Lecture plays the purchase's consequences to the last.

Pixels come from the board's own layout (``widgets.games.fruit_picking.board``): the card slots and
the island's ring are fixed. Screenshots of each output go to ``artifacts/browser/``.
"""

from __future__ import annotations

import pytest

from . import lab as L
from .test_redraw import voila_server

pytestmark = pytest.mark.browser

NOTEBOOK = "en/fruit_picking.ipynb"


def card_pixel(slot: int) -> tuple[float, float]:
    """The centre of the market card in ``slot`` (1-based) as the board draws it."""
    from widgets.games.fruit_picking.board import CARDS
    return CARDS.rect(slot - 1).center


def farm_pixel(i: int) -> tuple[float, float]:
    """The centre of ring space ``i`` (0 the Harvest House, 1..6 the farms)."""
    from widgets.games.fruit_picking.board import space_centre
    return space_centre(i)


def test_hovering_a_market_card_reads_the_price_then_collecting_slides_the_market(notebook):
    page = notebook.page
    loc = L.canvas(page, notebook.board("prices = FruitPickingBoard(SHORT"))
    area = L.output_area(loc)
    L.hover_canvas(page, *card_pixel(1), loc=loc, steps=3)
    L.wait_panel(page, area, "(FRU-COLLECT-1)",
                 "Not allowed: Player 1 collects the strawberries in slot M1.",
                 "✗ strawberries in slot M1: 3 + 3 = 6, you have 5 (FRU-COLLECT-1)")
    L.save_output(area, "fru_price_refused")
    L.hover_canvas(page, *card_pixel(2), loc=loc, steps=3)
    L.wait_panel(page, area, "slot M2: 3 + 2 = 5, you have 5",
                 "Allowed: Player 1 collects the strawberries in slot M2.")
    L.click_canvas(page, *card_pixel(2), loc=loc)
    text = L.wait_panel(page, area, "collects strawberries from M2, paying 5")
    assert "(FRU-COLLECT-3)" in text and "Player 2" in text
    L.save_output(area, "fru_collected")


def test_sowing_is_drawn_on_hover_and_stepped_through_seed_by_seed(notebook):
    page = notebook.page
    loc = L.canvas(page, notebook.board("FruitPickingBoard(SOW"))
    area = L.output_area(loc)
    L.hover_canvas(page, *farm_pixel(3), loc=loc, steps=3)
    text = L.wait_panel(page, area, "F4 → F5",
                        "the last seed lands on F5 (strawberries): the active farm")
    assert "strawberries in slot M1: 3 + 3 = 6, you have 0" in text     # then: the price
    L.save_output(area, "fru_sowing_hover")
    L.click_canvas(page, *farm_pixel(3), loc=loc)
    L.wait_panel(page, area, "seed 2 of 2 lands on F5")
    area.get_by_role("button", name="↺ Replay").click()
    L.wait_panel(page, area, "Step 1 of 4")
    area.get_by_role("button", name="Step ▶").click()
    text = L.wait_panel(page, area, "Step 2 of 4: seed 1 of 2 lands on F4")
    L.save_output(area, "fru_sowing_seed_1")
    area.get_by_role("button", name="Step ▶").click()
    L.wait_panel(page, area, "Step 3 of 4: seed 2 of 2 lands on F5")


def test_play_walks_the_sowing_to_its_last_step_on_its_own(notebook):
    page = notebook.page
    loc = L.canvas(page, notebook.board("FruitPickingBoard(SOW"))
    area = L.output_area(loc)
    L.click_canvas(page, *farm_pixel(3), loc=loc)
    L.wait_panel(page, area, "seed 2 of 2 lands on F5")
    area.get_by_role("button", name="▶ Play").click()
    area.get_by_role("button", name="❚❚ Pause").wait_for(timeout=15_000)
    L.save_output(area, "fru_sowing_playing")
    L.wait_panel(page, area, "Step 4 of 4: active farm F5 (strawberries)",
                 "▶ 4. active farm F5 (strawberries) (FRU-PLANT-2)")
    area.get_by_role("button", name="▶ Play").wait_for(timeout=15_000)    # it stopped there
    assert "replaying step 4 of 4" in area.inner_text()
    L.save_output(area, "fru_sowing_played")


def late_game(players: int = 4, seed: int = 3) -> str:
    """A seeded game of ``players`` played by the engine's policy until a seat holds 4
    market cards (a crowded board: every island and many cards)."""
    import random

    import tutor.fruit_picking as fru
    rng = random.Random(seed)
    state = fru.initial_state(fru.Options(players), seed)
    while max(len(c) for c in state.cards) < 4:
        state = fru.apply(state, fru.POLICY(state, fru.legal_moves(state), rng)).after
    return fru.to_notation(state)


def test_voila_french_board_explains_a_card_price(browser):
    from .test_flaming_pyramids import position_of
    short = position_of("SHORT", "fr/fruit_picking.ipynb", prefix="fru1")
    cells = ["from widgets.games.fruit_picking import FruitPickingBoard\n"
             f'FruitPickingBoard("{short}", lang="fr")',
             f'FruitPickingBoard("{late_game()}", lang="fr")']
    page = L.new_page(browser)
    try:
        with voila_server(cells) as url:
            page.goto(url, wait_until="domcontentloaded", timeout=90_000)
            # The boards by their place in the page: the second one, also near the view,
            # may come alive first.
            loc = L.canvas(page, L.board_canvas(page, 0), timeout_ms=90_000)
            area = L.output_area(loc)
            L.hover_until(page, loc, area, [farm_pixel(5), card_pixel(1)],
                          "fraises à l'emplacement M1 : 3 + 3 = 6, vous avez 5")
            page.get_by_text("Interdit : le joueur 1 collecte les fraises de "
                             "l'emplacement M1.").first.wait_for(timeout=30_000)
            L.screenshot(page, "fru_voila_fr_price", full_page=True)
            L.hover_canvas(page, *farm_pixel(5), loc=loc, steps=3)     # the active farm
            page.get_by_text("arroser F5 (fraises) ajoute 3 graines").first.wait_for(
                timeout=30_000)
            L.click_canvas(page, *card_pixel(2), loc=loc)
            page.get_by_text("collecte des fraises en M2 pour 5").first.wait_for(timeout=30_000)
            L.screenshot(page, "fru_voila_fr_collected", full_page=True)
            area.get_by_role("button", name="▶ Lecture").click()     # the timed replay
            L.wait_panel(page, area, "Étape 3 sur 3 : au joueur 2 de jouer")
            area.get_by_role("button", name="▶ Lecture").wait_for(timeout=15_000)
            L.save_output(area, "fru_voila_fr_played")
            crowded = L.canvas(page, L.board_canvas(page, 1), timeout_ms=90_000)
            crowded.scroll_into_view_if_needed()
            L.hover_canvas(page, *farm_pixel(1), loc=crowded, steps=2)
            L.output_area(crowded).screenshot(
                path=str(L.ARTIFACTS_DIR / "browser" / "fru_voila_fr_four_players.png"))
    finally:
        page.context.close()
