"""Defects a new user hit on the boards, each tested as a class of fault over the three
boards (the shared code in ``widgets/base.py``), in English and French.

1. Input of the wrong kind (``load_position(12345)``, ``play(12345)``...) is explained, not
   shown as an internal error, and leaves the board as it was.
2. A refused constructor setting says its reason and what is shown instead, once; a refused
   ``new_game`` says its reason and that nothing changed.
3. Long user text echoed into the panel is cut to an excerpt and wraps: the panel keeps the
   board's width.
4. The Oh Hell score sheet of a position loaded without its sheet shows the hands scored
   since, and says the earlier ones are known by their totals only.
5. The Pook grid labels its coordinates, as the verdicts name cells.
"""

from __future__ import annotations

import html
import re

import pytest

import tutor.flaming_pyramids as fp
import tutor.oh_hell as oh
import tutor.pook as pk
from widget_support import RecordingCanvas
from widgets import OhHellBoard, PookBoard, FlamingPyramidsBoard
from widgets.base import LONG_RUN, bound_text, echo, panel_html, Line

BOARDS = [(FlamingPyramidsBoard, fp), (OhHellBoard, oh), (PookBoard, pk)]
IDS = ["flaming_pyramids", "oh_hell", "pook"]
INTERNAL = ("Internal error", "Erreur interne")


def snapshot(board):
    """What must not change when input is refused."""
    return (board.module.to_notation(board.state), board.history, board.puzzle,
            board.selection, board.lang)


def assert_unchanged(board, before):
    assert snapshot(board) == before
    assert board.last_error is None
    assert not any(word in board.explanation_text for word in INTERNAL)


# ---------------------------------------------------------------- 1. input of the wrong kind

#: call, what it returns, then the panel's text in English and French: the whole text when
#: it has a headline (the first line), else a part of it
WRONG_KIND = {
    "load_position": (lambda b: b.load_position(12345), False,
                      "That position cannot be loaded:\nA position is a line of text such as "
                      "“{prefix} …” (or a state of this game), not 12345 (int).",
                      "Cette position ne peut pas être chargée :\nUne position est une ligne "
                      "de texte comme « {prefix} … » (ou un état de ce jeu), pas 12345 (int)."),
    "load_position_none": (lambda b: b.load_position(None), False,
                           "not None (NoneType).", "pas None (NoneType)."),
    "load_position_other_game": (lambda b: b.load_position(object()), False,
                                 "A position is a line of text", "Une position est une ligne"),
    "play": (lambda b: b.play(12345), False,
             "Could not read that:\nA move is a line of text such as “{move}”, not 12345 "
             "(int).",
             "Lecture impossible :\nUn coup est une ligne de texte comme « {move} », pas "
             "12345 (int)."),
    "load_puzzle": (lambda b: b.load_puzzle(12345), False,
                    "A puzzle is named by its id, a line of text such as “{puzzle}”, not "
                    "12345 (int).",
                    "Une énigme se désigne par son identifiant, une ligne de texte comme "
                    "« {puzzle} », pas 12345 (int)."),
    "load_puzzle_file": (lambda b: b.load_puzzle_file(12345), False,
                         "A puzzle file is named by its path",
                         "Un fichier d'énigmes se désigne par son chemin"),
    "step": (lambda b: b.step("x"), None, "Step by a whole number of steps",
             "Avancez d'un nombre entier d'étapes"),
    "click": (lambda b: b.click("a", 3), None,
              "A point of the canvas is two numbers (x, y) in pixels, not ('a', 3).",
              "Un point du canevas est deux nombres (x, y) en pixels, pas ('a', 3)."),
    "hover": (lambda b: b.hover(None, 3), None, "A point of the canvas is two numbers",
              "Un point du canevas est deux nombres"),
}
WHOLE = {"load_position", "play", "load_puzzle", "click"}


@pytest.mark.parametrize("what", list(WRONG_KIND))
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("cls, module", BOARDS, ids=IDS)
def test_input_of_the_wrong_kind_is_explained_and_changes_nothing(cls, module, lang, what):
    call, returns, en, fr = WRONG_KIND[what]
    board = cls(lang=lang)
    before = snapshot(board)
    assert call(board) is returns
    prefix = " ".join(module.to_notation(module.initial_state(module.Options(), 0))
                      .split()[:2])
    expected = (en if lang == "en" else fr).format(
        prefix=prefix, move=cls.SESSION.MOVE_EXAMPLE.split(";")[0], puzzle=module.PUZZLES[0].id)
    if what in WHOLE:
        assert board.explanation_text == expected
    else:
        assert expected in board.explanation_text
    assert_unchanged(board, before)


@pytest.mark.parametrize("cls, module", BOARDS, ids=IDS)
def test_a_position_of_the_wrong_kind_in_the_constructor_is_explained(cls, module):
    board = cls(12345)
    assert board.last_error is None
    assert board.explanation_text.startswith("That position cannot be loaded:\n"
                                             "A position is a line of text such as “")
    assert board.explanation_text.endswith("not 12345 (int).\n"
                                           "A new game (seed 0) is shown instead.")
    assert board.state == module.initial_state(module.Options(), 0)


@pytest.mark.parametrize("cls, module", BOARDS, ids=IDS)
def test_the_wrong_kind_in_the_middle_of_a_game_keeps_the_game(cls, module):
    board = cls()
    board.play(module.format_move(module.legal_moves(board.state)[0]))
    before = snapshot(board)
    for call in (lambda: board.load_position(3.5), lambda: board.play(["a"]),
                 lambda: board.load_puzzle(None), lambda: board.step(1.5)):
        call()
        assert_unchanged(board, before)
    assert board.undo() is None and board.history.index == 0      # undo still works


# ---------------------------------------------------------------- 2. refused settings

REFUSED = [
    (FlamingPyramidsBoard, {"players": 9},
     "That game cannot be dealt:\nFlaming Pyramids is played by 2 to 6 players, not 9",
     "Cette partie ne peut pas être distribuée :\nFlaming Pyramids se joue de 2 à 6 "
     "joueurs, pas 9"),
    (FlamingPyramidsBoard, {"curse": "yes"},
     "That game cannot be dealt:\ncurse is on (True) or off (False), not yes",
     "Cette partie ne peut pas être distribuée :\ncurse est activé (True) ou non (False), "
     "pas yes"),
    (FlamingPyramidsBoard, {"seed": "x"},
     "The seed must be a whole number from 0 to 999999999999, not x.",
     "Le numéro de tirage doit être un nombre entier de 0 à 999999999999, pas x."),
    (FlamingPyramidsBoard, {"seed": -1},
     "The seed must be a whole number from 0 to 999999999999, not -1.",
     "Le numéro de tirage doit être un nombre entier de 0 à 999999999999, pas -1."),
    (FlamingPyramidsBoard, {"seed": 10 ** 4300},         # too long for Python to write: quoted ≈
     "The seed must be a whole number from 0 to 999999999999, not ≈10^4300.",
     "Le numéro de tirage doit être un nombre entier de 0 à 999999999999, pas ≈10^4300."),
    (OhHellBoard, {"players": 9},
     "That game cannot be dealt:\nOh Hell is for 3 to 7 players, not 9",
     "Cette partie ne peut pas être distribuée :\nOh Hell se joue de 3 à 7 joueurs, pas 9"),
    (OhHellBoard, {"seed": 1.5},
     "The seed must be a whole number from 0 to 999999999999, not 1.5.",
     "Le numéro de tirage doit être un nombre entier de 0 à 999999999999, pas 1.5."),
    (PookBoard, {"players": 9},
     "That game cannot be dealt:\nPook is played by 2 to 4 players, not 9",
     "Cette partie ne peut pas être distribuée :\nPook se joue de 2 à 4 joueurs, pas 9"),
    (PookBoard, {"window": "diagonal"},
     "That game cannot be dealt:\nthe window is one of floating, centred, not 'diagonal'",
     "Cette partie ne peut pas être distribuée :\nla fenêtre est l'une de floating, "
     "centred, pas « diagonal »"),
]
REFUSED_IDS = [f"{cls.__name__}-{next(iter(kw))}" for cls, kw, _, _ in REFUSED]


@pytest.mark.parametrize("cls, settings, en, fr", REFUSED, ids=REFUSED_IDS)
def test_a_refused_constructor_setting_says_the_reason_and_what_is_shown_instead(
        cls, settings, en, fr):
    for lang, reason, shown in (("en", en, "A new game (seed 0) is shown instead."),
                                ("fr", fr, "Une nouvelle partie (tirage n° 0) est affichée à "
                                           "la place.")):
        board = cls(lang=lang, **settings)
        assert board.explanation_text == f"{reason}\n{shown}"
        assert board.last_error is None and board.seed == 0
        assert board.state == board.module.initial_state(board.module.Options(), 0)
        for contradiction in ("nothing changed", "Nothing changed", "rien n'a changé",
                              "Rien n'a changé"):
            assert contradiction not in board.explanation_text


@pytest.mark.parametrize("cls, settings, en, fr", REFUSED, ids=REFUSED_IDS)
def test_a_refused_new_game_says_the_reason_and_that_nothing_changed(cls, settings, en, fr):
    for lang, reason, unchanged in (("en", en, "Nothing changed."),
                                    ("fr", fr, "Rien n'a changé.")):
        board = cls(lang=lang, seed=3)
        before = snapshot(board)
        assert board.new_game(**settings) is False
        assert board.explanation_text == f"{reason}\n{unchanged}"
        assert_unchanged(board, before)
        assert "shown instead" not in board.explanation_text
        assert "à la place" not in board.explanation_text


@pytest.mark.parametrize("cls, module", BOARDS, ids=IDS)
def test_a_bad_puzzle_id_in_the_constructor_says_what_is_shown_instead(cls, module):
    board = cls(puzzle="no-such-puzzle", seed=4)
    lines = board.explanation_text.split("\n")
    assert lines[0].startswith("There is no puzzle 'no-such-puzzle'. Puzzles: ")
    assert lines[1:] == ["A new game (seed 4) is shown instead."]
    assert board.puzzle is None and board.last_error is None
    board = cls(module.to_notation(module.initial_state(module.Options(), 2)), puzzle=7)
    assert board.explanation_text.split("\n")[1:] == ["The position given is shown instead."]
    board.set_lang("fr")
    assert board.explanation_text.split("\n")[1:] == ["La position donnée est affichée à la "
                                                      "place."]


@pytest.mark.parametrize("cls, module", BOARDS, ids=IDS)
def test_several_refused_settings_are_all_said_and_the_fallback_once(cls, module):
    board = cls(lang="de", players=9, puzzle="nope")
    text = board.explanation_text
    assert text.startswith("Unknown language 'de': choose one of en, fr.\n")
    assert "not 9" in text and "There is no puzzle 'nope'" in text
    assert text.endswith("The board is shown in English instead.\n"
                         "A new game (seed 0) is shown instead.")
    assert text.count("instead") == 2 and board.lang == "en"
    board.set_lang("fr")
    assert board.explanation_text.endswith("Le plateau est affiché en anglais à la place.\n"
                                           "Une nouvelle partie (tirage n° 0) est affichée à la "
                                           "place.")
    good = cls(lang="xx", puzzle=module.PUZZLES[0].id)      # the puzzle still opens
    assert good.puzzle is not None
    assert good.explanation_text.startswith("Unknown language 'xx': choose one of en, fr.\n"
                                            "The board is shown in English instead.\n"
                                            "Answer on the board.")


# ---------------------------------------------------------------- 3. long text stays bounded

LONG = "x" * 500


def assert_bounded(board, typed: str, most: int = 400):
    """The typed text is not echoed whole, no word is longer than LONG_RUN, the panel wraps
    within the board's width; the whole text is at most ``most`` characters."""
    text = board.explanation_text
    value = board.panel.value
    assert typed not in text and html.escape(typed) not in value
    assert len(text) < most, text
    longest = max((len(run) for run in re.findall(r"\S+", text)), default=0)
    assert longest <= LONG_RUN, text
    assert "overflow-wrap:anywhere" in value and f"max-width:{board.WIDTH}px" in value


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("cls, module", BOARDS, ids=IDS)
def test_a_long_bad_move_is_cut_in_the_panel(cls, module, lang):
    board = cls(lang=lang)
    before = snapshot(board)
    assert board.play(LONG) is False
    assert_bounded(board, LONG)
    assert "…" in board.explanation_text
    assert board.explanation_text.startswith("Could not read that:" if lang == "en"
                                             else "Lecture impossible :")
    assert_unchanged(board, before)
    board.show_controls()                                 # typed into the move box
    board._move_text.value = LONG + "; " + LONG
    assert_bounded(board, LONG)
    assert board._move_text.value == LONG + "; " + LONG   # kept, to correct it
    assert_unchanged(board, before)


@pytest.mark.parametrize("cls, module", BOARDS, ids=IDS)
def test_other_echoes_of_user_text_are_cut_too(cls, module):
    board = cls()
    for call in (lambda: board.load_position(LONG), lambda: board.set_lang(LONG),
                 lambda: board.load_position(module.PUZZLES[0].position + LONG)):
        call()
        assert board.last_error is None
        assert_bounded(board, LONG)
    board.load_puzzle(LONG)                    # the echo is cut; the list of ids is whole
    assert_bounded(board, LONG, most=160 + sum(len(p.id) + 2 for p in module.PUZZLES))
    assert all(p.id in board.explanation_text for p in module.PUZZLES)
    spaced = "ab " * 200                                  # long, but with spaces: it wraps
    board.play(spaced)
    assert "overflow-wrap:anywhere" in board.panel.value and board.last_error is None


def test_board_specific_echoes_are_cut():
    fp_board = FlamingPyramidsBoard()
    fp_board.select(LONG)
    assert_bounded(fp_board, LONG)
    fp_board.hover_cell(LONG)
    assert_bounded(fp_board, LONG)
    pook = PookBoard()
    for call in (lambda: pook.select(LONG), lambda: pook.set_side(LONG),
                 lambda: pook.click_cell(LONG)):
        call()
        assert_bounded(pook, LONG)
    table = OhHellBoard()
    for call in (lambda: table.hover_card(LONG), lambda: table.click_bid(LONG)):
        call()
        assert_bounded(table, LONG)
    assert not any(b.last_error for b in (fp_board, pook, table))


def test_the_panel_wraps_and_scrolls_monospace_lines_instead_of_widening():
    value = panel_html([Line("fail", "y" * 300), Line("pre", "z" * 300)], 760)
    assert value.startswith('<div class="rt-panel"')
    assert "overflow-wrap:anywhere" in value and "max-width:760px" in value
    pre = re.search(r'<div style="([^"]*)">z+</div>', value).group(1)
    assert "white-space:pre" in pre and "overflow-x:auto" in pre


def test_echo_and_bound_text():
    assert echo("B60@1,0") == "B60@1,0" and echo(12345) == "12345" and echo(None) == "None"
    assert echo(LONG) == "x" * 59 + "…"
    assert bound_text("short words stay") == "short words stay"
    cut = bound_text(f"'{LONG}' is not a move")
    assert cut.endswith("… is not a move") and len(cut) < 80
    assert bound_text("a " * 300) == "a " * 300           # no long run: nothing cut


# ---------------------------------------------------------------- 4. the Oh Hell score sheet

def sheet_text(table) -> str:
    text = re.sub(r"<[^>]+>", " ", html.unescape(table.sheet_view.value))
    return re.sub(r"\s+", " ", text).strip()


def last_trick_of_hand_4() -> tuple[str, oh.State]:
    """A 3-player short-up game played by its first legal moves up to the last card of
    hand 4, written without its sheet (as puzzles and typed positions often are)."""
    state = oh.initial_state(oh.Options(players=3, sequence="short-up"), 1)
    while not (state.hand == 3 and sum(map(len, state.hands)) == 1):
        state = oh.apply(state, oh.legal_moves(state)[0]).after
    assert state.sheet and len(state.sheet) == 3
    return re.sub(r" sheet=\S+", "", oh.to_notation(state)), state


def test_OH_SCORE_SHEET_a_position_loaded_without_its_sheet_shows_the_hands_scored_since():
    position, full = last_trick_of_hand_4()
    table = OhHellBoard(position)
    assert not table.state.sheet                           # the engine kept only totals
    text = sheet_text(table)
    assert "No hand finished yet" not in text
    assert ("Hands 1–3 were played before the position was loaded, without its score sheet: "
            "only the totals are known.") in text
    totals = " ".join(str(s) for s in full.scores)
    assert f"Total {totals}" in text
    assert table.play(oh.format_move(oh.legal_moves(table.state)[0]))   # the last card
    assert table.state.hand == 4                                        # hand 5 dealt
    assert not table.state.sheet
    text = sheet_text(table)
    assert "No hand finished yet" not in text
    record = oh.apply(full, oh.legal_moves(full)[0]).after.sheet[3]     # the engine's own
    for seat in range(3):
        line = oh.score(full.options, 4, record.size, record.bids[seat], record.won[seat])
        assert f"bid {record.bids[seat]}, won {record.won[seat]}" in text
        assert line.formula in text
    assert "4 (4)" in text
    assert "Total " + " ".join(str(s) for s in table.state.scores) in text
    events = " ".join(e.explain("en") for e in table._story.events)
    assert "score sheet after hand 4" in events
    table.set_lang("fr")
    text = sheet_text(table)
    assert ("Les donnes 1–3 ont été jouées avant la position chargée, sans sa feuille de "
            "marque : seuls les totaux sont connus.") in text
    assert "Aucune donne terminée" not in text and "annonce" in text


def test_OH_SCORE_SHEET_stepping_through_the_last_trick_shows_the_hand_once_scored():
    position, _ = last_trick_of_hand_4()
    table = OhHellBoard(position)
    table.play(oh.format_move(oh.legal_moves(table.state)[0]))
    events = table._story.events
    sheet_at = next(i for i, e in enumerate(events) if e.rule == str(oh.R.SCORE_SHEET))
    table.replay()
    for i in range(len(events)):
        assert table._cursor == i and table.last_error is None
        assert ("4 (4)" in sheet_text(table)) == (i >= sheet_at), i
        if events[i].snapshot.to_act is None:              # the hand being scored
            assert "Hand 4 is scored" in table.info.value
        table.step(+1)
    assert not table.replaying and "4 (4)" in sheet_text(table)
    table.undo()                                           # before the card: not scored
    assert "4 (4)" not in sheet_text(table) and "Hands 1–3" in sheet_text(table)


def test_OH_SCORE_SHEET_a_puzzle_mid_game_does_not_say_no_hand_finished():
    puzzle = next(p for p in oh.PUZZLES if oh.from_notation(p.position).hand > 1
                  and not oh.from_notation(p.position).sheet)
    table = OhHellBoard(puzzle=puzzle.id, lang="fr")
    hands = oh.from_notation(puzzle.position).hand
    assert "Aucune donne terminée" not in sheet_text(table)
    assert f"Les donnes 1–{hands} ont été jouées" in sheet_text(table)


def test_OH_SCORE_SHEET_a_fresh_game_still_starts_empty_and_keeps_the_engines_sheet():
    table = OhHellBoard(players=3, options=oh.Options(players=3, sequence="short-up"))
    assert "No hand finished yet." in sheet_text(table)
    while table.state.hand == 0:
        table.play(oh.format_move(oh.legal_moves(table.state)[0]))
    text = sheet_text(table)
    assert "1 (1)" in text and "played before" not in text


# ---------------------------------------------------------------- 5. Pook coordinates

def pook_labels(board):
    from widgets.games.pook.board import COORD_INK

    c = RecordingCanvas()
    board.layout_scene()
    board.draw_pieces(c, board.shown_state, live=True)
    return [(args[0], args[1], args[2]) for name, args, style in c.calls
            if name == "fill_text" and style["fill_style"] == COORD_INK]


@pytest.mark.parametrize("position", [None, "example-1-warrior-cost", "window-centred"])
def test_the_pook_grid_labels_its_coordinates_along_its_edges(position):
    from widgets.games.pook.board import GRID

    board = PookBoard(puzzle=position) if position else PookBoard()
    grid = board.grid
    labels = pook_labels(board)
    xs = list(range(grid.xs[0], grid.xs[1] + 1))
    ys = list(range(grid.ys[0], grid.ys[1] + 1))
    texts = [t for t, _, _ in labels]
    assert texts == [str(x) for x in xs] + [str(y) for y in ys] + ["x", "y"]
    bottom = max(grid.rect(cell).bottom for cell in grid.cells())
    left = min(grid.rect(cell).x for cell in grid.cells())
    for (text, px, py), x in zip(labels, xs):           # under its column, below the grid
        box = grid.rect((x, grid.ys[0]))
        assert px == pytest.approx(box.center[0]) and bottom < py < GRID.bottom
    for (text, px, py), y in zip(labels[len(xs):], ys):  # left of its row (y grows upward)
        box = grid.rect((grid.xs[0], y))
        assert py == pytest.approx(box.center[1]) and GRID.x < px < left
    for _, px, py in labels:
        assert GRID.contains(px, py) and grid.cell_at(px, py) is None


def test_a_cell_named_by_a_verdict_can_be_found_by_its_labels():
    board = PookBoard(puzzle="example-1-warrior-cost")
    board.select("O3")
    board.hover_cell((2, 0))
    assert "(2,0)" in board.explanation_text.replace(" ", "")
    labels = pook_labels(board)
    column = next(px for t, px, py in labels[:board.grid.xs[1] - board.grid.xs[0] + 1]
                  if t == "2")
    row = next(py for t, px, py in labels[board.grid.xs[1] - board.grid.xs[0] + 1:-2]
               if t == "0")
    assert board.grid.cell_at(column, row) == (2, 0)


def test_pook_coordinates_are_a_pure_function_of_state_and_off_the_hover_path(monkeypatch):
    import widgets.games.pook.board as pook_module

    board = PookBoard(puzzle="example-1-warrior-cost")
    board.redraw()
    assert pook_labels(board) == pook_labels(board)
    calls = []
    real = pook_module.draw_coordinates
    monkeypatch.setattr(pook_module, "draw_coordinates",
                        lambda c, grid: (calls.append(grid), real(c, grid)))
    board.select("O3")
    calls.clear()
    for cell in ((2, 0), (1, 1), (0, 1), (2, 0)):
        board.hover_cell(cell)
    assert calls == []                                     # hovering redraws highlights only
    board.redraw()
    assert len(calls) == 1


# ---------------------------------------------------------------- a board without its kernel

def test_a_board_output_carries_the_notices_for_a_missing_or_lost_kernel(monkeypatch):
    """The front end shows them (tests/browser/test_kernel_notices.py): the not-running
    notice after the board's output, and the kernel-lost cover in the board's language;
    both only in a live output area, their words in the style (a static page shows
    neither: see tests/test_static_pictures.py)."""
    import IPython.display
    from widgets.base import _BOARD_CSS, LIVE_OUTPUT
    monkeypatch.delenv("VOILA_BASE_URL", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda obj, raw=False: shown.append(obj))
    board = PookBoard(lang="fr")
    board._ipython_display_()
    widget, note = shown
    assert "application/vnd.jupyter.widget-view+json" in widget
    assert widget["text/plain"] == board.summary()
    assert set(note) == {"text/html"}                 # no text a static reader could see
    style, _, body = note["text/html"].partition("</style>")
    assert body == '<div class="rt-not-running rt-lang-fr"></div>'
    assert "content: \"⚠ Ce plateau n'est pas lancé" in style
    assert f"{LIVE_OUTPUT} .rt-not-running.rt-lang-fr::after" in style
    assert f"{LIVE_OUTPUT}:has(.rt-board) + {LIVE_OUTPUT} .rt-not-running::after" in style
    assert "rt-boardbox" in board.widget._dom_classes
    assert "rt-lang-fr" in board.widget._dom_classes
    board.set_lang("en")
    assert "rt-lang-en" in board.widget._dom_classes
    assert "rt-lang-fr" not in board.widget._dom_classes
    for text in ("This board has lost its Python kernel", "Ce plateau a perdu son noyau"):
        assert text in _BOARD_CSS
    assert _BOARD_CSS.count(f"{LIVE_OUTPUT} .rt-boardbox") == 3            # style + 2 texts


# ---------------------------------------------------------------- texts first, then the canvas

def test_in_a_kernel_the_texts_are_sent_before_the_canvas_is_drawn(monkeypatch):
    """In a kernel the board sets its texts and leaves the canvas to the painter thread,
    which draws it a moment later. Told to draw at once (``PAINT_LATER = False``), it first
    waits until the texts it set are sent from the kernel's sending thread (what
    ``sys.stdout.flush()`` waits for). Outside a kernel it draws at once."""
    import sys
    import threading
    import types

    from widgets import base
    from widgets.painter import PAINTER

    order: list[str] = []

    class FakeIOPub:                                  # the kernel's sending thread
        def __init__(self):
            self.thread = threading.Thread(target=lambda: None)
            self.queue: list = []

        def schedule(self, f):
            order.append("sent")                      # everything queued so far goes out
            f()

    class FakeKernel:
        iopub_thread = FakeIOPub()

        @staticmethod
        def initialized():
            return True

        @classmethod
        def instance(cls):
            return cls

    monkeypatch.setitem(sys.modules, "ipykernel.kernelbase",
                        types.SimpleNamespace(Kernel=FakeKernel))
    monkeypatch.setattr(FakeKernel.iopub_thread.thread, "is_alive", lambda: True)
    board = FlamingPyramidsBoard(seed=1)
    board.panel.observe(lambda change: order.append("panel"), "value")
    real = board.draw_pieces
    monkeypatch.setattr(board, "draw_pieces",
                        lambda c, state, live: order.append("pieces") or real(c, state, live))
    board.select(board.state.hands[0][0].code)
    PAINTER.flush()
    order.clear()
    board.click_cell((0, 1))                          # plays: texts; the canvas is left
    assert board.history.index == 1
    assert order == ["panel", "sent"]                 # the panel went out before the rest
    PAINTER.flush()                                   # what the painter thread does soon
    assert order == ["panel", "sent", "pieces"]
    monkeypatch.setattr(base, "PAINT_LATER", False)
    order.clear()
    board.undo()                                      # at once, after the texts are sent
    assert order[:2] == ["panel", "sent"] and order[-2:] == ["sent", "pieces"]
    monkeypatch.setattr(base, "PAINT_LATER", None)
    monkeypatch.delitem(sys.modules, "ipykernel.kernelbase")
    order.clear()
    board.redo()                                      # no kernel: drawn at once
    assert order == ["panel", "pieces"]
