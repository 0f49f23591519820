"""A move is said in words wherever it is named: the engines' ``describe_move`` and the boards.

Every registered game provides ``describe_move(state, move)`` (the registry refuses a module
without it): the move in words, with no verdict's label. It is the one source of the words
of a verdict's headline ("Not allowed: " and these words), and the boards say a move with it
once for every game (``widgets/session.py``):

* with hints off (a puzzle), hovering an allowed move headlines it in words as allowed here
  (its verdict's own headline may tell what happens, which the learner is to find out), its
  binding reasons below;
* undo and redo name the move taken back or played again in words.

Along seeded games of every registered game (``tutor.registry``) and every board of
``widgets.BOARDS``, in English and French, these texts say the move and hold none of its
notation. Nothing here names a game.
"""

from __future__ import annotations

import random
import sys
import types

import pytest

from conftest import thin
from prose_support import assert_no_notation
from tutor import registry
from tutor.core import LANGUAGES, Msg, Partial, render
from tutor.core.protocol import REQUIRED
from widget_support import key_pixels, open_board
from widgets import BOARDS
from widgets.panel import plain_text, verdict_lines

GAMES = registry.all_games()
SEED = 4
#: Labels of the board texts that name a move, by language (the catalog's, shared by every
#: game): the rest of the line is the move in words.
HINTS_OFF = {"en": ("Allowed here: ", ". Hints are off: play it to see what happens."),
             "fr": ("Coup autorisé ici : ", ". Indices désactivés : jouez-le pour voir ce qui "
                                            "arrive.")}
UNDONE = {"en": ("Undone: ", "."), "fr": ("Annulé : ", ".")}
REDONE = {"en": ("Played again: ", "."), "fr": ("Rejoué : ", ".")}
#: Board positions probed: this many random moves into a seeded game.
DEPTHS = (0, 4, 9)
#: Allowed moves hovered, then played (and undone, redone) per position and board (one
#: for a heavy game in a day-to-day run, :func:`conftest.thin`).
PER_POSITION = 3


# ---------------------------------------------------------------- the protocol

def test_describe_move_is_part_of_the_game_protocol():
    assert "describe_move" in REQUIRED
    for game_id, module in GAMES.items():
        assert callable(module.describe_move), game_id


def test_a_game_without_describe_move_is_refused(monkeypatch):
    real = GAMES["pook"]
    fake = types.ModuleType("tutor_words_fake")
    for name in REQUIRED:
        setattr(fake, name, getattr(real, name))
    fake.GAME_ID = "words_fake"
    del fake.describe_move
    monkeypatch.setitem(sys.modules, "tutor_words_fake", fake)
    monkeypatch.setitem(registry.GAMES, "words_fake", "tutor_words_fake")
    with pytest.raises(registry.NotAGameError, match="lacks describe_move$"):
        registry.game("words_fake")


def said(module, state, move, lang: str) -> str:
    """``describe_move`` rendered in ``lang``: a catalog message, words without a full stop
    (what a label's sentence ends with), put mid-sentence after the label ("le joueur 2")."""
    words = module.describe_move(state, move)
    assert isinstance(words, Msg), (move, words)
    text = render(words, lang, at_start=False)
    assert text.strip() and "{" not in text and text[-1] not in ".:", (move, text)
    return text


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_verdict_headline_says_the_move_with_describe_move(game_id):
    """Along a seeded game: each legal move (and a move legal earlier, now refused) said in
    words, with no notation; a refused move's headline is its label and these very words,
    as a legal move's is whenever it names the move (a headline may instead say what
    happens: "Y4 at (0,0) stands.")."""
    module = GAMES[game_id]
    rng = random.Random(SEED)
    state = module.initial_state(module.EXAMPLE_OPTIONS[0], SEED)
    seen: list = []
    count = {"legal": 0, "refused": 0}
    while legal := module.legal_moves(state):
        refused = [m for m in rng.sample(seen, min(len(seen), 6)) if m not in legal][:2]
        seen += rng.sample(legal, min(len(legal), 3))
        for move in rng.sample(legal, min(len(legal), 2)) + refused:
            verdict = module.check(state, move)
            words = module.describe_move(state, verdict.move)
            for lang in LANGUAGES:
                assert_no_notation(module, move, said(module, state, verdict.move, lang),
                                   f"{game_id} {lang}")
            if not verdict.legal:
                assert words in verdict.summary.kwargs.values(), (move, verdict.summary)
                count["refused"] += 1
                continue
            count["legal"] += 1
            if words not in verdict.summary.kwargs.values():    # no other words of the move
                assert all(not isinstance(v, Msg) or v.key != words.key
                           for v in verdict.summary.kwargs.values()), verdict.summary
        state = module.apply(state, rng.choice(legal)).after
    assert count["legal"] and count["refused"], count


# ---------------------------------------------------------------- the boards

def hints_off_board(game_id: str, depth: int):
    """A board of ``game_id``, ``depth`` random legal moves into a seeded game, its hints
    off (as in a puzzle)."""
    board = open_board(game_id, depth, seed=SEED + depth)
    board.set_hints(False)
    return board


def allowed_keys(board) -> list[tuple]:
    """``(pick, key)`` pairs whose click plays an allowed whole move in the live position:
    ``pick`` the hand piece clicked first (``None``: nothing)."""
    session = board.session
    start = session.state
    pixels = key_pixels(board)
    found = []
    for pick in [None] + [k for k in pixels if session.picks_only(k)]:
        session.load_position(start)
        if pick is not None:
            board.click(*pixels[pick])
            if session.selection is None:
                continue
        for key in key_pixels(board):
            move = session.key_move(key)
            if (not session.picks_only(key) and move is not None
                    and not isinstance(move, Partial) and session.verdict(move).legal):
                found.append((pick, key))
    return found


def first_line(board, lang: str) -> str:
    board.set_lang(lang)
    return board.explanation_text.splitlines()[0]


def words_between(label: tuple[str, str], line: str, where: str) -> str:
    """The words ``line`` says between the label's start and end."""
    start, end = label
    assert line.startswith(start) and line.endswith(end), f"{where}: {line!r}"
    return line[len(start):len(line) - len(end)]


@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_hints_off_undo_and_redo_say_the_move_in_words(game_id):
    """Hints off, hovering an allowed move headlines it in words (not the verdict's own
    headline), its binding reasons below; played, then undone and redone, the panel names it
    in words: in English and French, with no notation."""
    checked = 0
    for depth in DEPTHS:
        board = hints_off_board(game_id, depth)
        session, module = board.session, board.session.module
        start = session.state
        keys = allowed_keys(board)
        assert keys, f"{game_id} after {depth} moves: no allowed move to click"
        per_position = 1 if thin(game_id) else PER_POSITION  # Ark Nova: about 1 s a move
        for pick, key in random.Random(depth).sample(keys, min(len(keys), per_position)):
            session.load_position(start)
            board.set_hints(False)
            if pick is not None:
                board.click(*key_pixels(board)[pick])
            pixel = key_pixels(board)[key]
            move = session.key_move(key)
            verdict = module.check(start, move)
            words = {lang: said(module, start, verdict.move, lang) for lang in LANGUAGES}
            board.hover(*pixel)
            for lang in LANGUAGES:
                where = f"{game_id} {lang}, {module.format_move(move)} hovered"
                line = first_line(board, lang)
                if (line == verdict.headline(lang)      # a headline that says what the
                        and module.describe_move(start, verdict.move)   # move is, not how
                        not in verdict.summary.kwargs.values()):    # it is allowed: a
                    continue                                        # die's face, a slide
                assert words_between(HINTS_OFF[lang], line, where) == words[lang]
                assert_no_notation(module, move, line, where)
                shown = board.explanation_text.splitlines()
                assert verdict.headline(lang) not in shown, where
                assert shown[1:] == plain_text(verdict_lines(verdict, lang,
                                                             forecasts=False)[1:]).splitlines()
                checked += 1
            board.set_lang("en")
            board.click(*pixel)
            assert session.last_error is None, session.last_error
            assert session.state == module.apply(start, move).after
            for action, label in ((session.undo, UNDONE), (session.redo, REDONE)):
                action()
                for lang in LANGUAGES:
                    where = f"{game_id} {lang}, {module.format_move(move)} {action.__name__}"
                    line = first_line(board, lang)
                    assert words_between(label[lang], line, where) == words[lang]
                    assert_no_notation(module, move, line, where)
                board.set_lang("en")
    assert checked, f"{game_id}: no allowed move was headlined with hints off"
