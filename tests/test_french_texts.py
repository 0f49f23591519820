"""French words a French class reads without stumbling.

The number that deals a game (its seed) was "Graine" on every French board: in Fruit
Picking it stood right beside the game's own seeds ("Graine 3" next to "0 graines"). It is
"Tirage n°" (a draw's number), everywhere a board, a message or a course names it.
"""

from __future__ import annotations

import re
import string

from tutor.core.i18n import catalog, render, Msg
from tutor.registry import all_games
from widgets import BOARDS, board_class, courses
from widgets.games.fruit_picking import FruitPickingBoard

all_games()
for _game in BOARDS:
    board_class(_game)


def _fields(template: str) -> set[str]:
    return {name.split(":")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def test_the_deal_s_number_is_never_a_seed_in_french():
    says_seed = {key: texts["fr"] for key, texts in catalog().items()
                 if "seed" in _fields(texts["en"]) or key == "ui.label.seed"}
    assert len(says_seed) >= 10                       # every board's "new game" line, ...
    wrong = {key: fr for key, fr in says_seed.items() if re.search(r"graine", fr, re.I)}
    assert not wrong, wrong
    assert render(Msg("ui.info.seed", seed=3), "fr") == "Tirage n° 3"
    assert render(Msg("ui.label.seed"), "fr") == "Tirage n°"


def test_fruit_picking_s_seeds_and_the_deal_s_number_are_two_words_in_french():
    """The info strip above the board: the game's seeds are "graines", the deal is "Tirage"."""
    board = FruitPickingBoard(seed=3, lang="fr")
    strip = board.info.value
    assert "Tirage n° 3" in strip and "Graine" not in strip
    board.set_lang("en")
    assert "Seed 3" in board.info.value


def test_no_french_course_calls_the_deal_s_number_a_seed():
    """The French lessons name the setting as the board does ("Tirage n°")."""
    wrong = []
    for name in courses.course_names():
        for cell in courses.cells_for(courses.read(courses.source_path(name)), "fr"):
            if cell["cell_type"] != "markdown" or courses.lang_of(cell) != "fr":
                continue
            # the setting as the lessons name it: "la graine ;", "une **Graine**",
            # "(graine 0)", "variante, graine)" (the game's own seeds are other words)
            for found in re.finditer(r"la graine ;|\*\*graine\*\*|\(graine \d|, graine\)|"
                                     r"la graine, qui", courses.text(cell), re.I):
                wrong.append((name, found.group(0)))
    assert not wrong, wrong


def test_ark_nova_s_french_says_monnaies_and_the_river_s_emplacements():
    """Ark Nova's money is "monnaies" and a display folder an "emplacement" of the
    "rivière", as BGA's French help says (AN-DISPLAY-REFILL, AN-ASSOC-CP), in the engine's
    texts, the board's and the rule summaries: never "pièce" or "crédit",
    a "colonne" numbered like a folder, or a "dossier"; an Action card's slot is its
    "position" (AN-ACT-STRENGTH) and a worker a "bénévole". (The map's "colonnes x" of the
    diagram's legend are columns of hexes.)"""
    texts = {key: t["fr"] for key, t in catalog().items()
             if key.startswith(("an.", "ui.an.", "ui.setting.ark_nova."))}
    assert len(texts) > 500
    wrong = {key: fr for key, fr in texts.items()
             if re.search(r"pièce|crédit|employé|dossier|colonnes? (\{folder|\d)", fr, re.I)}
    assert not wrong, wrong
    from tutor.ark_nova.rulebook import RULEBOOK
    summaries = {str(rid): rule.summary["fr"] for rid, rule in RULEBOOK.items()}
    wrong = {rid: fr for rid, fr in summaries.items()      # "colonne 0 à 8": hexes
             if re.search(r"pièce|dossier", fr, re.I)}
    assert not wrong, wrong
    assert "l'emplacement {folder} coûte {folder} {folder:plural:monnaie|monnaies}" in \
        texts["an.assoc.cp.folder_cost"]
    assert render(Msg("ui.an.caption.display"), "fr") == "Rivière (emplacements 1–6)"
    assert render(Msg("ui.an.caption.slot", n=3), "fr") == "pos. 3"
    assert render(Msg("ui.an.caption.money", n=25), "fr") == "25 monnaies"
