"""Hot seat in a real browser (JupyterLab, headless Chromium), in French: Big Monster's
explorers, a simultaneous choice (every seat keeps one of its two at once, BM-SETUP-EXPL),
played around one screen.

The screen serves the first asked seat the computer does not play (the shared session's
rule, no Big Monster code): a curtain hides Player 1's explorers until Player 1 clicks the
hidden hand; once Player 1 has kept one, the curtain falls again for Player 2, and Player
1's choice stays face down (the computer's seats: tests/test_session_parts.py).

Pixels come from the board's own layout (the tray, where the hidden hand is drawn).
"""

from __future__ import annotations

import pytest

from . import lab as L

pytestmark = pytest.mark.browser

NOTEBOOK = "_hot_seat.ipynb"   # written from CELLS, run once for the module

CELLS = [
    """\
from widgets.games.big_monster.board import BigMonsterBoard
board = BigMonsterBoard(players=3, seed=2, teaching=False, lang="fr")
board
""",
]


def tray_centre() -> tuple[float, float]:
    from widgets.games.big_monster.board import TRAY
    return TRAY.x + TRAY.w / 2, TRAY.y + TRAY.h / 2


def first_explorer() -> tuple[float, float]:
    """The centre of the first explorer box of the tray (the served seat's first one)."""
    from widgets.games.big_monster.board import EXPLORER_BOXES
    box = EXPLORER_BOXES[0]
    return box.x + box.w / 2, box.y + box.h / 2


def test_a_simultaneous_choice_passes_the_screen_seat_by_seat(notebook):
    page = notebook.page
    loc = L.canvas(page, notebook.board("BigMonsterBoard("))
    area = L.output_area(loc)
    text = L.wait_panel(page, area, "Passez l'écran au joueur 1.")
    assert "gardez" not in text                       # nothing of Player 1's shown yet
    L.save_output(area, "hot_seat_fr_curtain_p1")
    L.click_canvas(page, *tray_centre(), loc=loc)      # Player 1 takes the screen
    L.wait_panel(page, area, "Joueur 1 : gardez l'un de vos deux explorateurs")
    L.save_output(area, "hot_seat_fr_p1_at_screen")
    L.click_canvas(page, *first_explorer(), loc=loc)   # Player 1 keeps one, face down
    L.wait_panel(page, area, "Le joueur 1 a choisi", "Passez l'écran au joueur 2.")
    L.save_output(area, "hot_seat_fr_curtain_p2")
