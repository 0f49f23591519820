"""Two Ark Nova turns in a real browser (Voilà, headless Chromium), played with the mouse
on one page served once for the module, with two boards:

- **an animal from the display** (English): Animals on side II takes a card from a display
  folder within reputation range (AN-ANIMALS-REP, AN-CARDS-REPRANGE) and pays the folder
  number on top of its cost (AN-ANIMALS-COST): the Animals card, the folder's card, a
  hover over the empty enclosure (the verdict's sum), a click (the payment told);
- **stepping through a break** (French): the Cards action that moves the Break token to
  the end (AN-BREAK-TRIGGER), then "↺ Rejouer" and "Étape ▶" walk the story one event at
  a time, the break's steps (AN-BREAK-2 … AN-BREAK-6, the income AN-BREAK-5 among them)
  in the engine's order, and "◀ Étape" goes back one.

Positions are built with the engine from a dealt game (seed 1, two players, map A, every
seat keeping its hand's first three cards and its fifth, AN-SETUP-HAND); every text
expected is the engine's (its verdict, its events, rendered in the board's language);
pixels come from the board's own layout (``CARDS``, ``FOLDERS``, ``DECK``, ``centre``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from . import lab as L
from .test_ark_nova_board import position_at_turn
from .test_redraw import voila_page, voila_server  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser

#: The enclosure the animal moves into: Map A's start enclosure (size 3, empty).
ENCLOSURE = (0, 9)


def dealt():
    import tutor.ark_nova as an
    return an.from_notation(position_at_turn())


def row_with(zoo, action, *, side=None, slot=None):
    """``zoo``'s Action row with ``action`` turned to ``side`` and/or moved to ``slot``."""
    row = list(zoo.row)
    i = [c.action for c in row].index(action)
    card = row.pop(i)
    row.insert(i if slot is None else slot - 1, card if side is None else replace(card, side=side))
    return tuple(row)


@functools.cache
def animals_position() -> tuple[str, int, int]:
    """Player 1 to move, with Animals on side II in slot 1 (one animal, AN-ANIMALS-S1) and
    reputation 2 (folders 1–2 in range, AN-REP-FOLDERS): the notation, the display folder
    beyond folder 1 whose animal the engine lets into :data:`ENCLOSURE`, and that card."""
    import tutor.ark_nova as an
    from tutor.ark_nova.animals import PlayAnimal
    from tutor.ark_nova.cards import Animal, card
    from tutor.ark_nova.moves import Act
    from tutor.ark_nova.strength import Action, Side

    state = dealt()
    zoo = state.zoo(0)
    zoo = replace(zoo, reputation=2, row=row_with(zoo, Action.ANIMALS, side=Side.II, slot=1))
    state = state.replace(zoos=(zoo,) + state.zoos[1:])
    acting = an.apply(state, Act(Action.ANIMALS, 0, seat=0)).after
    for folder, number in enumerate(state.display, 1):
        if folder > 1 and isinstance(card(number), Animal) and \
                an.check(acting, PlayAnimal(number, ENCLOSURE, seat=0)).legal:
            return an.to_notation(state), folder, number
    raise AssertionError("no animal of folders 2+ fits the enclosure in this deal")


@functools.cache
def break_position() -> str:
    """Player 1 to move, the Break token 2 steps from the end (AN-BREAK-TRIGGER), Cards on
    side I in slot 2 (draw 1 from the deck, AN-CARDS-S2); hands small enough that the
    break's hand limit asks no discard (AN-BREAK-1): 2 cards (3 after the draw) and 3,
    the rest on the discard pile."""
    import tutor.ark_nova as an
    from tutor.ark_nova.strength import Action

    state = dealt()
    me, other = state.zoos
    state = state.replace(
        break_pos=state.break_length - 2,
        discard=state.discard + me.hand[2:] + other.hand[3:],
        zoos=(replace(me, hand=me.hand[:2], row=row_with(me, Action.CARDS, slot=2)),
              replace(other, hand=other.hand[:3])))
    return an.to_notation(state)


@pytest.fixture(scope="module")
def page_url() -> Iterator[str]:
    """One Voilà for the module: the animals board (English), then the break board
    (French). Each test loads the page afresh (a kernel of its own)."""
    cells = ["from widgets.games.ark_nova import ArkNovaBoard",
             f'ArkNovaBoard("{animals_position()[0]}")',
             f'ArkNovaBoard("{break_position()}", lang="fr")']
    with voila_server(cells) as url:
        yield url


def open_board(page: Any, url: str, board: int, expect: str) -> tuple[Any, Any]:
    """Load the page, wait for board number ``board`` and its panel: (canvas, output)."""
    page.goto(url, wait_until="domcontentloaded", timeout=90_000)
    loc = L.canvas(page, L.board_canvas(page, board), timeout_ms=90_000)
    area = L.output_area(loc)
    L.wait_panel(page, area, expect, timeout_ms=60_000)
    loc.scroll_into_view_if_needed()
    L.wait_stable(loc)
    return loc, area


def test_an_animal_from_the_display_pays_its_folder(voila_page, page_url):  # noqa: F811
    """AN-ANIMALS-REP, AN-CARDS-REPRANGE, AN-ANIMALS-COST: the verdict on the hovered
    enclosure says the printed cost plus the folder, the click pays that sum."""
    import tutor.ark_nova as an
    from tutor.ark_nova.animals import PlayAnimal, cost_of
    from tutor.ark_nova.cards import card
    from tutor.ark_nova.moves import Act
    from tutor.ark_nova.strength import Action
    from tutor.core import render
    from widgets.games.ark_nova.board import CARDS, FOLDERS, centre

    position, folder, number = animals_position()
    state = an.from_notation(position)
    acting = an.apply(state, Act(Action.ANIMALS, 0, seat=0)).after
    money = acting.zoo(0).money
    cost = cost_of(acting, 0, card(number), folder)
    assert cost.folder == folder > 1
    verdict_sum = render(cost.msg(money), "en")        # "cost 11 + 2 (folder 2) = 13 ≤ 25 money"
    played = an.apply(acting, PlayAnimal(number, ENCLOSURE, seat=0))
    assert money - played.after.zoo(0).money == cost.total
    paid = next(e for e in played.events if e.rule == "AN-ANIMALS-COST").explain("en")
    animals = CARDS[[c.action for c in state.zoo(0).row].index(Action.ANIMALS)].center

    page = voila_page
    loc, area = open_board(page, page_url, 0, "Player 1")
    L.hover_until(page, loc, area, [animals], "(AN-ACT-STRENGTH)")
    L.click_canvas(page, *animals, loc=loc)
    L.wait_panel(page, area, "What happened:", "(AN-ANIMALS-S1)",
                 "Click an animal card of your hand")
    L.click_canvas(page, *FOLDERS[folder - 1].center, loc=loc)
    L.wait_panel(page, area, "(AN-ANIMALS-REP)", "Click the enclosure the animal moves into")
    text = L.hover_until(page, loc, area, [centre((1, 8)), centre(ENCLOSURE)], verdict_sum)
    assert text.startswith("Allowed") and f"+ {folder} (folder {folder})" in text
    L.screenshot(page, "an_display_animal_verdict")
    L.click_canvas(page, *centre(ENCLOSURE), loc=loc)
    text = L.wait_panel(page, area, "What happened:", paid, "(AN-ANIMALS-ENCL)")
    assert f"pays {cost.total} money" in text
    L.screenshot(page, "an_display_animal_played")


def test_stepping_through_a_break_in_french(voila_page, page_url):  # noqa: F811
    """AN-BREAK-TRIGGER, AN-BREAK-2 … AN-BREAK-6: the Cards action ends the track; after
    the draw the break runs; the step buttons show each event of the story in order."""
    import tutor.ark_nova as an
    from tutor.ark_nova.moves import Act, Draw
    from tutor.ark_nova.strength import Action
    from tutor.core import Msg, render
    from widgets.games.ark_nova.board import CARDS, DECK

    state = an.from_notation(break_position())
    acted = an.apply(state, Act(Action.CARDS, 0, seat=0))
    assert any(e.rule == "AN-BREAK-TRIGGER" for e in acted.events)
    drawn = an.apply(acted.after, Draw(0, seat=0))
    events = drawn.events
    rules = [e.rule for e in events]
    steps = [rule for rule in rules if rule.startswith("AN-BREAK-") and rule[-1].isdigit()]
    assert steps == sorted(steps) and {"AN-BREAK-2", "AN-BREAK-5", "AN-BREAK-6"} <= set(steps)
    assert "AN-BREAK-1" not in steps                   # nobody holds more than 3 cards
    n = len(events)
    heads = [render(Msg("ui.step", i=i, n=n, text=e.explain("fr", at_start=False)), "fr")
             for i, e in enumerate(events, 1)]
    cards = CARDS[[c.action for c in state.zoo(0).row].index(Action.CARDS)].center

    page = voila_page
    loc, area = open_board(page, page_url, 1, "joueur 1")
    L.hover_until(page, loc, area, [cards], "(AN-ACT-STRENGTH)")
    L.click_canvas(page, *cards, loc=loc)
    L.wait_panel(page, area, "(AN-BREAK-TRIGGER)", "(AN-CARDS-S2)")
    L.click_canvas(page, *DECK.center, loc=loc)
    L.wait_panel(page, area, "(AN-BREAK-5)", "(AN-BREAK-6)")
    button = area.locator("button")
    button.filter(has_text="↺ Rejouer").click()
    for i, head in enumerate(heads):
        if i:
            button.filter(has_text="Étape ▶").click()
        text = L.wait_panel(page, area, head)
        assert text.splitlines()[0] == head
        if rules[i] == "AN-BREAK-5":
            L.screenshot(page, f"an_break_step_{i + 1}")
    button.filter(has_text="◀ Étape").click()
    L.wait_panel(page, area, heads[-2])
