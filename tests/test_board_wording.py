"""What every board adds to the engine's texts reads well too (``widgets.BOARDS``; the
engine's own texts: ``tests/test_wording.py``).

Along seeded random playouts on each board's session, the panel after every move (the
verdict, the events, then the prompt: what the seat asked may do, the answers a seat may
give with their live verdicts) is scanned in every language for a phrase written twice in
a row ("✓ Take the hit: take the hit: life 4 → 3") and for nothing counted as something.
And a prompt offers only what the seat asked may do: BANG!'s first-card draw names the
discard pile only to Pedro Ramirez, another player's hand only to Jesse Jones.
"""

from __future__ import annotations

import random

import pytest

import tutor.bang as bang
from tutor.core import LANGUAGES
from tutor.registry import all_games
from widgets import BOARDS, board_class

from test_wording import faults

GAMES = all_games()
SEED = 7
MOVES = 150


def playout(game_id: str, options, seed: int = SEED, moves: int = MOVES):
    """A board's session along one seeded random game, after each move."""
    module = GAMES[game_id]
    session = board_class(game_id).SESSION(module.initial_state(options, seed))
    rng = random.Random(seed)
    for _ in range(moves):
        legal = module.legal_moves(session.state)
        if not legal:
            return
        assert session.commit(rng.choice(legal)), session.explanation_text
        yield session


def panel(session, lang: str) -> list[str]:
    session.set_lang(lang)
    return [line.text for line in session.panel_lines()]


@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_no_board_text_repeats_a_phrase_or_counts_nothing(game_id):
    wrong = set()
    for options in GAMES[game_id].EXAMPLE_OPTIONS[:2]:
        for session in playout(game_id, options):
            for lang in LANGUAGES:
                wrong |= {f"{lang}: {f} in {text!r}" for text in panel(session, lang)
                          for f in faults(text)}
    assert not wrong, f"{game_id}: {sorted(wrong)[:8]}"


def test_an_answer_line_names_the_answer_once():
    """BANG-DAMAGE: a seat shot may take the hit; its answer line is the button's name, then
    the life it would have, in both languages."""
    shot = next(s for s in _asked("shot") if _life(s) > 1)
    life = _life(shot)
    for lang, line in (("en", f"✓ Take the hit: life {life} → {life - 1}"),
                       ("fr", f"✓ Encaisser : vie {life} → {life - 1}")):
        assert line in [text.strip() for text in panel(shot, lang)], panel(shot, lang)


def _life(session) -> int:
    state = session.state
    return state.seats[bang.asks(state)[0].seat].life


def _asked(step: str, seeds=range(12)):
    """Sessions of random BANG! games at a position asking ``step`` (one per game)."""
    for options in bang.EXAMPLE_OPTIONS:
        for seed in seeds:
            for s in playout("bang", options, seed, moves=300):
                if any(a.step == step for a in bang.asks(s.state)):
                    yield s
                    break


def test_the_first_card_draw_offers_only_what_the_character_may_do():
    """BANG-CHAR-PEDRO / BANG-CHAR-JESSE: the draw prompt names the discard pile only when
    the seat may draw from it, and clicking a player only when it may take from a hand."""
    seen = set()
    for session in _asked("drawfrom"):
        state = session.state
        sources = {m.source for m in bang.legal_moves(state) if isinstance(m, bang.DrawFrom)}
        who = state.stack[0].who
        for lang, discard, player in (("en", "discard pile", "click a player"),
                                      ("fr", "défausse", "cliquez un joueur")):
            session.set_lang(lang)
            text = " ".join(line.text for line in session.prompt(lang))
            assert (discard in text) == ("discard" in sources), (who, text)
            assert (player in text) == any(isinstance(s, int) for s in sources), (who, text)
            other = "Jesse Jones" if who == "pedro" else "Pedro Ramirez"
            assert other not in text, (who, text)
        seen.add(who)
    assert seen == {"pedro", "jesse"}
