"""One conformance suite over every registered game (``tutor.registry.all_games()``).

Seeded random playouts of full games, checking at every visited state:

* the game ends: a state with no legal move is reached within ``MAX_MOVES``;
* notation round-trips (``from_notation(to_notation(s)) == s``, and the text is stable);
* one source of legality: ``check(s, m).legal`` for every move of ``legal_moves(s)``, and
  refusals (``check``) plus ``IllegalMoveError`` (``apply``) for well-typed moves taken
  from elsewhere in the game that are not legal here;
* ``apply`` never mutates its input, and leaves it untouched when it refuses a move;
* every reason and event cites a rule ID of the game's rulebook and renders in EN and FR;
* every event carries a snapshot of the game (the boards replay them), the last one the
  result of the move;
* moves format and parse back; ``_repr_svg_`` renders well-formed SVG.

A game joins automatically when it is registered; it is played with each of its
``EXAMPLE_OPTIONS``.
Game-specific invariants (components conserved, hidden hands, ...) live in each game's own
test directory.
"""

from __future__ import annotations

import copy
import random
import xml.etree.ElementTree as ET
from functools import cache
from types import ModuleType

import pytest

from conftest import thin
from tutor.core import IllegalMoveError, LANGUAGES, NotationError, Partial
from tutor.core.focus import FOCUS_TYPES
from tutor.core.protocol import missing
from tutor.registry import all_games

GAMES = all_games()

#: Generous cap on moves per playout (a random Flaming Pyramids game takes ~100-1200).
MAX_MOVES = 5000
#: Seeds per option set for the fully checked playouts.
SEEDS = (1, 2)
#: Illegal moves sampled per visited state.
ILLEGAL_SAMPLE = 6
#: Render the SVG of every n-th visited state (and of the last one).
SVG_EVERY = 40


def options_of(game_id):
    """The option sets a game says exercise all its variants (``EXAMPLE_OPTIONS``)."""
    return list(GAMES[game_id].EXAMPLE_OPTIONS)


#: A day-to-day run plays at most about this many option sets per game with the first seed;
#: a heavy game (``conftest.thin``) one per test, a different one in each test.
DAILY_OPTION_SETS = 6
THIN_OPTION_SETS = 1


def daily(index: int, count: int, most: int = DAILY_OPTION_SETS, shift: int = 0) -> bool:
    """Whether option set ``index`` of ``count`` is in the day-to-day sample: every
    ``step``-th set, shifted by one on each pass, so a grid of variants (Flaming Pyramids'
    players × curse × fire die) is crossed diagonally: every table size and every switch
    is still played. ``shift`` turns the sample round the sets (each test of a heavy game
    plays other sets)."""
    step = -(-count // most)
    index = (index + shift) % count
    return index % step == (index // step) % step


def cases(seeds=SEEDS, shift=0, thinned=True):
    """Every game, every example option set, every seed. The seeds after the first, and the
    option sets outside the :func:`daily` sample, are ``exhaustive`` (run by CI, skipped by
    a day-to-day ``make test``). A heavy game's day-to-day sample is
    :data:`THIN_OPTION_SETS` a test, turned round by ``shift``: the tests of the suite
    play different sets (``thinned=False``: the usual sample, for a test thinned by its
    own sizes)."""
    out = []
    for game_id in GAMES:
        sets = options_of(game_id)
        sample = ((THIN_OPTION_SETS, shift) if thinned and thin(game_id)
                  else (DAILY_OPTION_SETS, 0))
        for i, options in enumerate(sets):
            for n, seed in enumerate(seeds):
                marks = (pytest.mark.exhaustive,) if n or not daily(i, len(sets),
                                                                  *sample) else ()
                out.append(pytest.param(game_id, options, seed, id=f"{game_id}-{i}-{seed}",
                                        marks=marks))
    return out


def known_rules(module) -> set[str]:
    return {str(rule) for rule in module.RULEBOOK}


def assert_renders(item, rules: set[str]) -> None:
    assert str(item.rule) in rules, f"{item.rule!r} is not a rule ID of the game"
    untyped = [f for f in item.focus if not isinstance(f, FOCUS_TYPES)]
    assert not untyped, f"{item.rule}: focus items of no focus type: {untyped!r}"
    for lang in LANGUAGES:
        text = item.explain(lang)
        assert isinstance(text, str) and text.strip()
        assert "{" not in text.replace("{}", ""), f"unformatted placeholder in {text!r}"


def assert_svg(state) -> None:
    svg = state._repr_svg_()
    assert svg.lstrip().startswith("<svg")
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")


# ---------------------------------------------------------------- full playouts


@pytest.mark.parametrize("game_id, options, seed", cases())
def test_random_playout_obeys_the_protocol(game_id, options, seed):
    module = GAMES[game_id]
    rules = known_rules(module)
    rng = random.Random(seed)
    state = module.initial_state(options, seed)
    pool: list = []              # moves seen legal somewhere in this game
    seen: set = set()
    for n in range(MAX_MOVES + 1):
        # --- notation
        text = module.to_notation(state)
        again = module.from_notation(text)
        assert again == state, text
        assert module.to_notation(again) == text
        if n % SVG_EVERY == 0:
            assert_svg(state)
        # --- the table: the game is over exactly when nobody is asked any more
        table = module.table(state)
        assert table.over == (not module.asks(state)), text
        assert table.players >= 1 and table.options == options
        assert table.to_act == next((a.seat for a in module.asks(state)), None), text
        # --- legality from both sides
        legal = module.legal_moves(state)
        assert len(set(legal)) == len(legal), "legal_moves lists a move twice"
        verdicts = {}
        for move in legal:
            verdict = verdicts[move] = module.check(state, move)
            assert verdict.legal, (text, module.format_move(move), verdict.explain("en"))
            assert {str(r.rule) for r in verdict.reasons} <= rules, verdict.rules
            assert module.parse_move(module.format_move(move)) == move
            if move not in seen:
                seen.add(move)
                pool.append(move)
        legal_set = set(legal)
        candidates = [m for m in rng.sample(pool, min(len(pool), 4 * ILLEGAL_SAMPLE))
                      if m not in legal_set][:ILLEGAL_SAMPLE]
        for move in candidates:
            verdict = module.check(state, move)
            assert not verdict.legal and verdict.violations, (text, module.format_move(move))
            for reason in verdict.reasons:
                assert_renders(reason, rules)
            with pytest.raises(IllegalMoveError) as info:
                module.apply(state, move)
            assert isinstance(info.value, ValueError)
            assert not info.value.verdict.legal
            assert module.to_notation(state) == text, "a refused apply changed its input"
        if not legal:
            break
        # --- apply one legal move, never mutating the input
        move = rng.choice(legal)
        for reason in verdicts[move].reasons:
            assert_renders(reason, rules)
        snapshot = copy.deepcopy(state)
        outcome = module.apply(state, move)
        assert state == snapshot and module.to_notation(state) == text, "apply mutated its input"
        assert outcome.before == state and outcome.move == move
        assert outcome.events, "every applied move has at least one event"
        for event in outcome.events:
            assert_renders(event, rules)
            # the boards step through a move by drawing each event's snapshot
            assert isinstance(event.snapshot, type(state)), f"{event.msg}: no snapshot"
            assert module.table(event.snapshot).players == table.players   # a replay reads it
        assert outcome.events[-1].snapshot == outcome.after, "the last snapshot is the result"
        assert outcome.explain("en") and outcome.explain("fr")
        state = outcome.after
    else:
        pytest.fail(f"{game_id} {options} seed {seed}: no end after {MAX_MOVES} moves")
    assert_svg(state)
    for move in pool[:20]:        # a finished game refuses everything
        assert not module.check(state, move).legal


# ---------------------------------------------------------------- moves part by part


#: States of each playout whose every legal move is taken apart.
PARTS_EVERY = 3


@pytest.mark.parametrize("game_id, options, seed", cases(seeds=(3,), shift=1))
def test_every_legal_move_comes_apart_and_back_and_its_parts_are_never_refused(
        game_id, options, seed):
    """``move_for(parts_of(m)) == m`` for every legal ``m``; each part-by-part prefix of it
    (one part left out, or none chosen) is explained in every language by the game's own
    rules, and nothing refuses it: a learner on the way to a legal move is never told no."""
    module = GAMES[game_id]
    rules = known_rules(module)
    rng = random.Random(seed)
    state = module.initial_state(options, seed)
    for n in range(MAX_MOVES + 1):
        legal = module.legal_moves(state)
        if not legal:
            break
        if n % PARTS_EVERY == 0:
            for move in legal:
                whole = module.parts_of(state, move)
                assert isinstance(whole, Partial) and whole.parts
                assert module.move_for(state, whole) == move, (whole, move)
                subsets = [whole.without(name) for name in whole.names]
                subsets.append(whole.without(*whole.names))
                for part in subsets:
                    made = module.move_for(state, part)
                    if made is not None:          # a default filled the gap (Pook's side)
                        continue
                    verdict = module.check(state, part)
                    assert not verdict.complete
                    assert verdict.legal, (module.format_move(move), part,
                                           verdict.explain("en"))
                    for reason in verdict.reasons:
                        assert_renders(reason, rules)
                    for lang in LANGUAGES:
                        assert verdict.headline(lang).strip()
        state = module.apply(state, rng.choice(legal)).after
    else:
        pytest.fail("no end")
    for move in module.legal_moves(module.initial_state(options, seed))[:3]:
        assert not module.check(state, module.parts_of(state, move)).legal


# ---------------------------------------------------------------- termination, more seeds


@cache
def _lengths(game_id, options, seeds) -> list[int]:
    module = GAMES[game_id]
    lengths = []
    for seed in seeds:
        rng = random.Random(1000 + seed)
        state = module.initial_state(options, seed)
        for n in range(MAX_MOVES + 1):
            legal = module.legal_moves(state)
            if not legal:
                lengths.append(n)
                break
            state = module.apply(state, rng.choice(legal)).after
        else:
            lengths.append(None)
    return lengths


#: Cheap playouts per option set; a heavy game's day-to-day run plays each set once.
CAP_SEEDS = 6
THIN_CAP_SEEDS = 1


@pytest.mark.parametrize("game_id, options, seed", cases(seeds=(0,), thinned=False))
def test_random_playouts_end_within_the_cap(game_id, options, seed):
    """Many cheap playouts (apply only): every one ends within MAX_MOVES.

    Nothing in the rules forces progress (mayhem hands tiles back), so this is checked for
    these seeds rather than proved.
    """
    seeds = THIN_CAP_SEEDS if thin(game_id) else CAP_SEEDS
    lengths = _lengths(game_id, options, tuple(range(seeds)))
    assert None not in lengths, f"playouts hit the cap: {lengths}"


# ---------------------------------------------------------------- the shared surface


@pytest.mark.parametrize("game_id", list(GAMES))
def test_game_module_provides_the_shared_functions(game_id):
    module = GAMES[game_id]
    assert module.GAME_ID == game_id and missing(module) == []
    assert module.RULEBOOK and module.PUZZLES and module.EXAMPLE_OPTIONS
    assert all(isinstance(o, module.Options) for o in module.EXAMPLE_OPTIONS)
    assert callable(module.apply) and not isinstance(module.apply, ModuleType)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_hidden_information_names_fields_of_the_state(game_id):
    """``HIDDEN`` (what only its own seat sees while it acts) names the state's fields, or
    a field of each seat's record (``seats.hand``); a game with hidden information gives
    two seats different views of its first position."""
    module = GAMES[game_id]
    state = module.initial_state(module.EXAMPLE_OPTIONS[0], 0)
    for name in module.HIDDEN:
        field, _, inner = name.partition(".")
        value = getattr(state, field)
        if inner:
            assert all(hasattr(item, inner) for item in value), name
    if module.HIDDEN:
        assert module.view(state, 0) != module.view(state, 1)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_garbage_text_raises_notation_errors(game_id):
    module = GAMES[game_id]
    for text in ("", "   ", "nonsense", "@@@", "\x00"):
        with pytest.raises(NotationError):
            module.from_notation(text)
        with pytest.raises(NotationError):
            module.parse_move(text)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_rulebook_texts_exist_in_every_language(game_id):
    for rule in GAMES[game_id].RULEBOOK.values():
        for lang in LANGUAGES:
            assert rule.text(lang).strip()
