"""A position the reader accepts can be played to the end by every seat (issue 33).

The generic guard, over every registered game (``tutor.registry.all_games()``): positions
are taken from seeded random games; each field of a position's text is mutated one at a
time (to a value seen in that field in another position, to a few edge values, and an
item inside the field to another item seen there, to ``-``, to 0, or a number to the one
before or after it); every mutated text is read, and from every one the reader accepts,
random legal moves (every seat's) are played to the end of the game. Along the way, at every position reached:

* no exception;
* it reads back from its own notation (``from_notation(to_notation(s)) == s``);
* no dead end: every seat asked has a legal move; a game with nobody asked is over (its
  phase says so) and has no legal move; a game over asks nobody.

The game must end within :data:`MOST_MOVES` moves: the conformance suite's cap for a whole
random game from the start (the longest, Flaming Pyramids with mayhem, take ~1,200 moves),
and a position accepted by the reader is one a game could reach, so what is left of a game
from it is shorter than a whole game.

Everything is seeded (the games, the positions taken, the mutations, the playouts), so a
failure repeats. The day-to-day size (about 20 s on one core) plays every other example
option set once and reads 40 mutated texts of each of 3 positions per game;
CI plays every option set with 2 seeds and reads 50 mutated texts of each of 4 positions
per game; ``RULES_TUTOR_EXHAUSTIVE=1`` (deep) reads 120 of each of 5. Every accepted text is played out.
A heavy game (``conftest.thin``: Ark Nova, whose every playout from an accepted text runs
hundreds of costly moves) reads :data:`THIN_MUTANTS` of each position day to day.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from types import ModuleType

import pytest

from conftest import by_depth, thin
from tutor.core import NotationError
from tutor.core.turns import asked_seats
from tutor.registry import all_games

GAMES = all_games()

#: The conformance suite's cap on a whole random game (see the module docstring).
MOST_MOVES = 5000

#: Random games per option set the positions are taken from (quick, CI, deep: see
#: ``conftest.by_depth``).
SEEDS = by_depth((0,), (0, 1), (0, 1))
#: Option sets played: all of them, or every other one (the first always).
OPTION_STEP = by_depth(2, 1, 1)
#: Positions taken from each random game, evenly spaced, the last one (the game over)
#: always among them.
POSITIONS = by_depth(3, 4, 5)
#: Mutated texts read per position (a seeded sample of all the mutations).
MUTANTS = by_depth(40, 50, 120)
#: ... of a heavy game, day to day.
THIN_MUTANTS = 10

#: Edge values every field is set to (``key=`` kept for ``key=value`` fields).
EDGES = ("-", "0", "1", "2", "-1")
#: An item inside a field's value: a word, a number (signed) or a lone ``-``.
ITEM = re.compile(r"-?[A-Za-z0-9]+|-")
NUMBER = re.compile(r"-?[0-9]+")


def phase_over(state) -> bool:
    """Whether the game is over, as every game's state says it: its phase ``over``."""
    phase = state.phase
    return str(getattr(phase, "value", phase)) == "over"


def dead_end(module: ModuleType, state) -> str | None:
    """Why ``state`` stops a game that is not over (``None``: it does not)."""
    asks = module.asks(state)
    legal = module.legal_moves(state)
    movers = {m.seat for m in legal}
    stuck = [seat + 1 for seat in asked_seats(asks) if seat not in movers]
    if stuck:
        return f"player(s) {stuck} asked with no legal move"
    if not asks and legal:
        return "legal moves while nobody is asked"
    if not asks and not phase_over(state):
        return "nobody is asked, yet the game is not over"
    if asks and phase_over(state):
        return "the game is over, yet a player is asked"
    return None


def play_out(module: ModuleType, state, rng: random.Random) -> int:
    """Random legal moves from ``state`` to the end; asserts the guard's checks at every
    position reached. The number of moves played."""
    for n in range(MOST_MOVES + 1):
        text = module.to_notation(state)
        try:
            again = module.from_notation(text)
        except NotationError as error:
            raise AssertionError(f"after {n} moves the reader refuses the engine's own "
                                 f"position: {error.explain('en')}") from None
        assert again == state, f"after {n} moves, {text} reads back differently"
        why = dead_end(module, state)
        assert why is None, f"after {n} moves, {why}: {text}"
        legal = module.legal_moves(state)
        if not legal:
            return n
        state = module.apply(state, rng.choice(legal)).after
    raise AssertionError(f"no end after {MOST_MOVES} moves")


# ---------------------------------------------------------------- the positions and mutants

def sample_positions(module: ModuleType) -> list[str]:
    """Positions of seeded random games: :data:`POSITIONS` of each, evenly spaced, the
    last (the game over) included."""
    out = []
    for options in list(module.EXAMPLE_OPTIONS)[::OPTION_STEP]:
        for seed in SEEDS:
            rng = random.Random(seed)
            state = module.initial_state(options, seed)
            game = [module.to_notation(state)]
            while legal := module.legal_moves(state):
                state = module.apply(state, rng.choice(legal)).after
                game.append(module.to_notation(state))
            step = max(1, len(game) // POSITIONS)
            out += game[::-step][:POSITIONS]
    return out


def fields(text: str) -> tuple[str, list[tuple[tuple[str, int], str]]]:
    """``(separator, [(key, token)])``: the tokens after the prefix, each keyed by its
    name (``key=value``) or by its place among the unnamed ones, and by its occurrence
    (Sagani writes one ``P=`` per seat)."""
    separator = re.search(r"[ ;]", text).group()
    seen: dict[str, int] = defaultdict(int)
    out = []
    unnamed = 0
    for token in text.split(separator)[1:]:
        if "=" in token:
            name = token.split("=", 1)[0]
        else:
            name, unnamed = f"#{unnamed}", unnamed + 1
        out.append(((name, seen[name]), token))
        seen[name] += 1
    return separator, out


def mutants(texts: list[str], rng: random.Random,
            most: int = MUTANTS) -> list[tuple[str, str]]:
    """``(position, mutated text)`` for each position of ``texts``: every field mutated
    one at a time (see the module docstring), a seeded sample of ``most`` each."""
    seen_tokens: dict[tuple, set[str]] = defaultdict(set)
    seen_items: dict[str, set[str]] = defaultdict(set)
    for text in texts:
        for key, token in fields(text)[1]:
            seen_tokens[key].add(token)
            seen_items[key[0]].update(ITEM.findall(token.partition("=")[2] or token))
    out = []
    for text in texts:
        separator, tokens = fields(text)
        prefix = text.split(separator)[0]
        found = set()
        for i, (key, token) in enumerate(tokens):
            name, eq, value = token.partition("=")
            head = name + eq if eq else ""
            value = value if eq else token
            values = {head + e for e in EDGES}
            others = sorted(seen_tokens[key] - {token})
            values.update(rng.sample(others, min(2, len(others))))
            spans = [m.span() for m in ITEM.finditer(value)]
            items = sorted(seen_items[key[0]])
            for a, b in rng.sample(spans, min(3, len(spans))):
                old = value[a:b]
                near = [str(int(old) + d) for d in (-1, 1)] if NUMBER.fullmatch(old) else []
                for item in rng.sample(items, min(2, len(items))) + ["-", "0"] + near:
                    values.add(head + value[:a] + item + value[b:])
            for new in values - {token}:
                found.add(separator.join([prefix] + [t if j != i else new
                                                     for j, (_, t) in enumerate(tokens)]))
        picked = sorted(found)
        out += [(text, m) for m in rng.sample(picked, min(most, len(picked)))]
    return out


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_position_the_reader_accepts_plays_to_the_end(game_id):
    module = GAMES[game_id]
    rng = random.Random(game_id)
    texts = sample_positions(module)
    read = accepted = 0
    failures = []
    for original, text in mutants(texts, rng, THIN_MUTANTS if thin(game_id) else MUTANTS):
        read += 1
        try:
            state = module.from_notation(text)
        except NotationError:
            continue
        except Exception as error:   # noqa: BLE001  (any other error is a finding)
            failures.append(f"{text}\n  reading raises {error!r}")
            continue
        accepted += 1
        try:
            play_out(module, state, random.Random(text))
        except Exception as error:   # noqa: BLE001  (an assertion, or the engine's crash)
            failures.append(f"{text}\n  (mutated from {original})\n  {error!r}")
    print(f"{game_id}: {len(texts)} positions, {read} mutated texts read, {accepted} "
          f"accepted and played out")
    assert not failures, f"{len(failures)} accepted position(s) do not play out:\n" + \
        "\n".join(failures[:5])
