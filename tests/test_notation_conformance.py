"""Notation conformance: every registered game reads its positions and its typed moves
through the core service (``tutor.core.notation``), so bad text is always a
``NotationError`` with a message in every language, never another exception.

* Not text at all (``None``, a number, bytes, a list...): the shared refusal.
* Every number of a real position or move (positions from the game's puzzles and from
  seeded random games; the moves legal in them), replaced by a 5,000-digit number, by a
  negative, by digits of another script and by one past each of its bounds: refused. A
  number standing on its own (not part of a code such as ``G4`` or ``BR6H``) is read by
  ``read_number``: the 5,000-digit one is refused with the shared message that names the
  bounds, and those bounds are what the next mutations step past.
* Each field of a position given the value it has in another position, and the step
  replaced by every other: refused or sound (a field a step needs is never missing).
* A fuzz over mutated positions and moves (seeded, deterministic): either a
  ``NotationError``, or a position whose notation reads back to the same position and on
  which ``legal_moves``, ``format_move`` and ``check`` answer; a move read from mutated
  text is formatted and checked without raising. More cases under CI, and more again
  under ``RULES_TUTOR_EXHAUSTIVE=1`` (``conftest.by_depth``); fewer numbers of each
  position of a heavy game day to day (``conftest.thin``).
"""

from __future__ import annotations

import random
import re
from enum import Enum
from functools import cache

import pytest

from conftest import by_depth, exhaustive, thin
from tutor.core import LANGUAGES, NotationError
from tutor.registry import all_games

GAMES = all_games()

HUGE = "9" * 5000
#: The same digits in another script (Arabic-Indic): never read as numbers.
OTHER_SCRIPT = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
#: Values that are not text, as a notebook or a puzzle file might pass them.
NOT_TEXT = (None, 7, -1, 2.5, True, b"pk1 players=2", ["sag1", "p2"], ("x",), {"players": 2},
            object())
#: A refusal's message stays short whatever the text (a long value is shown cut).
SHORT = 1000
RANGE = "core.notation.number_range"
PLACEHOLDER = re.compile(r"\{\w+(?::[^{}]*)?\}")

#: States taken from each seeded random game (every n-th), and the games played.
EVERY = 12
PLAYOUTS = 2
MAX_MOVES = 3000
#: Positions (spread over the sample) and moves whose every number is stepped past its
#: bounds; all of them in an exhaustive run.
BOUNDED_POSITIONS = None if exhaustive() else 8
BOUNDED_MOVES = None if exhaustive() else 150
#: Numbers stepped past their bounds in each sampled position of a heavy game day to day
#: (``conftest.thin``: an Ark Nova position has hundreds, each a whole read), evenly spread.
THIN_NUMBERS = 60
#: Positions whose every field is given the values it has elsewhere (and every step).
SPLICED_POSITIONS = None if exhaustive() else 10
#: Values of another position tried per field.
DONORS = 6
#: Mutated strings per game in the fuzz (positions, then moves).
FUZZ_POSITIONS = by_depth(2_000, 8_000, 20_000)
FUZZ_MOVES = by_depth(1_000, 3_000, 8_000)
#: Moves of an accepted fuzzed position that are formatted and checked.
CHECKED_MOVES = 40


# ---------------------------------------------------------------- samples

@cache
def positions(game_id: str) -> tuple[str, ...]:
    """The game's puzzle positions, then states of a few seeded random games (the last
    one of each, over, included)."""
    module = GAMES[game_id]
    out = [p.position for p in module.PUZZLES]
    for n in range(PLAYOUTS):
        options = module.EXAMPLE_OPTIONS[n % len(module.EXAMPLE_OPTIONS)]
        rng = random.Random(n)
        state = module.initial_state(options, n)
        for i in range(MAX_MOVES):
            legal = module.legal_moves(state)
            if i % EVERY == 0 or not legal:
                out.append(module.to_notation(state))
            if not legal:
                break
            state = module.apply(state, rng.choice(legal)).after
    return tuple(dict.fromkeys(out))


@cache
def moves(game_id: str) -> tuple[tuple[str, str], ...]:
    """``(position, move text)``: every legal move of some sampled positions, written with
    and without its seat, each text once."""
    module = GAMES[game_id]
    out: dict[str, str] = {}
    for text in positions(game_id)[::3]:
        state = module.from_notation(text)
        for move in module.legal_moves(state):
            for written in (module.format_move(move), module.format_move(move, seat=False)):
                out.setdefault(written, text)
    return tuple((text, written) for written, text in out.items())


def spread(items: tuple, most: int | None) -> tuple:
    """At most ``most`` of ``items``, evenly spread (all of them for ``None``)."""
    if most is None or len(items) <= most:
        return items
    return tuple(items[i * len(items) // most] for i in range(most))


def number_runs(text: str) -> list[tuple[int, int, bool]]:
    """``(start, end, alone)`` of every run of ASCII digits; ``alone``: not part of a word
    (a code such as ``G4``, ``BR6H``, ``p2``, ``r3``), a number of its own."""
    out = []
    for m in re.finditer(r"[0-9]+", text):
        a, b = m.span()
        alone = (a == 0 or not _in_word(text[a - 1])) and (b == len(text)
                                                            or not _in_word(text[b]))
        out.append((a, b, alone))
    return out


def _in_word(char: str) -> bool:
    """A letter, or the underscore of a snake_case name (``enclosure_3``, ``money_10``,
    ``take_3_cards``): digits next to it belong to a word of the game's fixed vocabulary,
    like those of a code, not to a number of their own."""
    return char.isalpha() or char == "_"


def refusal(read, text) -> NotationError:
    """The ``NotationError`` ``read(text)`` raises (anything else, or nothing, fails)."""
    with pytest.raises(NotationError) as info:
        read(text)
    return explained(info.value)


def read_or_refuse(read, text):
    """What ``read(text)`` returns, or ``None`` when it refuses with a ``NotationError``
    (explained in every language); any other exception fails."""
    try:
        return read(text)
    except NotationError as err:
        explained(err)
        return None


def explained(err: NotationError) -> NotationError:
    """``err`` once its message is checked: non-empty, short, fully formatted and one text
    per language."""
    shown = [err.explain(lang) for lang in LANGUAGES]
    for lang, message in zip(LANGUAGES, shown):
        assert message.strip() and len(message) < SHORT, (lang, message[:300])
        assert not PLACEHOLDER.search(message), message
    assert len(set(shown)) == len(shown), f"one text in every language: {shown[0]!r}"
    return err


# ---------------------------------------------------------------- not text

@pytest.mark.parametrize("game_id", list(GAMES))
def test_what_is_not_text_is_refused_by_the_shared_message(game_id):
    module = GAMES[game_id]
    for value in NOT_TEXT:
        for read in (module.from_notation, module.parse_move):
            err = refusal(read, value)
            assert err.msg.key == "core.notation.not_text", (read.__name__, value, err.msg)


# ---------------------------------------------------------------- numbers

def assert_numbers_bounded(read, text: str, sound, most: int | None = None) -> int:
    """Each number of ``text`` (which ``read`` accepts; at most ``most`` of them, evenly
    spread) made huge, negative, written in another script, or one past a bound: refused.
    Returns how many numbers were bounded."""
    bounded = 0
    for a, b, alone in spread(tuple(number_runs(text)), most):
        def put(value: str) -> str:
            return text[:a] + value + text[b:]

        err = refusal(read, put(HUGE))
        refusal(read, put(text[a:b].translate(OTHER_SCRIPT)))
        if not alone:
            sound(put("-" + text[a:b]))
            continue
        assert err.msg.key == RANGE, (text[max(0, a - 30):b + 5], err.msg)
        params = err.msg.kwargs
        assert str(params["value"]).lstrip("-").startswith("9999"), (text[max(0, a - 30):b],
                                                                     params)
        lo, hi = params["lo"], params["hi"]
        assert lo <= hi
        if a > 0 and text[a - 1] == "-":            # the run is the value's magnitude
            refusal(read, put(str(-lo + 1)))
        else:
            refusal(read, put(str(hi + 1)))
            refusal(read, put(str(lo - 1)))
            if lo >= 0:
                refusal(read, put("-" + text[a:b]))
            else:
                sound(put("-" + text[a:b]))
        bounded += 1
    return bounded


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_number_of_a_position_is_bounded_and_named(game_id):
    module = GAMES[game_id]
    total = 0
    most = THIN_NUMBERS if thin(game_id) else None
    for text in spread(positions(game_id), BOUNDED_POSITIONS):
        total += assert_numbers_bounded(module.from_notation, text,
                                        lambda t: sound_position(module, t), most)
    assert total, "the sampled positions have numbers"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_number_of_a_typed_move_is_bounded_and_named(game_id):
    module = GAMES[game_id]
    for position, written in spread(moves(game_id), BOUNDED_MOVES):
        state = module.from_notation(position)
        assert_numbers_bounded(module.parse_move, written,
                               lambda t: sound_move(module, state, t))


# ---------------------------------------------------------------- fields out of place

def steps(module, text: str) -> list[str]:
    """``text`` with its step (the state's ``phase``, written ``phase=take`` or ``;take;``)
    replaced by each other step of the game: a step without the fields it needs."""
    phase = getattr(module.from_notation(text), "phase", None)
    if not isinstance(phase, Enum):
        return []
    at = re.search(rf"(?<![\w-]){re.escape(phase.value)}(?![\w-])", text)
    if at is None:
        return []
    return [text[:at.start()] + other.value + text[at.end():]
            for other in type(phase) if other is not phase]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_fields_of_another_position_and_every_step_are_refused_or_sound(game_id):
    """Each ``key=value`` field of a position given the value it has in another position
    of the game, and the step replaced by every other: a field absent where the step needs
    it (Big Monster's ``row=-`` in step ``take``) is refused, never a crash later."""
    module = GAMES[game_id]
    rng = random.Random(f"fields:{game_id}")
    corpus = positions(game_id)
    values: dict[str, set[str]] = {}
    for text in corpus:
        for m in _FIELD.finditer(text):
            values.setdefault(m.group(1), set()).add(m.group(2))
    accepted = 0
    for text in spread(corpus, SPLICED_POSITIONS):
        variants = steps(module, text)
        for m in _FIELD.finditer(text):
            others = sorted(values[m.group(1)] - {m.group(2)})
            for value in rng.sample(others, min(DONORS, len(others))):
                variants.append(text[:m.start(2)] + value + text[m.end(2):])
        accepted += sum(sound_position(module, variant) for variant in variants)
    assert accepted, "some spliced positions are sound"


# ---------------------------------------------------------------- fuzz

def sound_position(module, text: str) -> bool:
    """``text`` is refused (a ``NotationError``, in every language: ``False``), or it is a
    position that reads back to itself and that the engine plays: its legal moves are
    written in a notation that reads them back (within the move's bounds) and checked
    legal (``True``)."""
    state = read_or_refuse(module.from_notation, text)
    if state is None:
        return False
    again = module.to_notation(state)
    assert module.from_notation(again) == state, (text, again)
    for move in module.legal_moves(state)[:CHECKED_MOVES]:
        written = module.format_move(move)
        assert module.parse_move(written) == move, (text, written)     # within the bounds
        assert module.check(state, move).legal, (text, written)
    return True


def sound_move(module, state, text: str) -> bool:
    """``text`` is refused (``False``), or it is a move that formats and is checked, legal
    or not (``True``)."""
    move = read_or_refuse(module.parse_move, text)
    if move is None:
        return False
    written = module.format_move(move)
    assert module.parse_move(written) == move, (text, written)
    for lang in LANGUAGES:
        module.check(state, move).explain(lang)
    return True


#: Characters the mutations insert: every notation's punctuation, digits of ours and of
#: other scripts, signs, spaces, a letter or two, and a character no notation uses.
ALPHABET = list("0123456789-+;,.:/=@>|~*_ \tabxPS") + ["٣", "２", "é", "\n", "\x00"]
NUMBERS = ("0", "1", "2", "3", "4", "-1", "-2", "5", "9", "10", "12", "13", "24", "45", "72",
           "73", "99", "100", "01", "255", "9999", "65536", "999999999999", "1000000000000",
           "-999999999999", HUGE, "-" + HUGE)


def mutate(text: str, rng: random.Random, others: tuple[str, ...]) -> str:
    """One random edit of ``text``: a character deleted, doubled, replaced or inserted, two
    swapped, a number replaced, a field's value or a word (a step, a phase) taken from
    another position of the game, or a piece cut out."""
    kind = rng.randrange(9)
    i = rng.randrange(len(text) + 1)
    if kind == 0 and text:
        i = min(i, len(text) - 1)
        return text[:i] + text[i + 1:]
    if kind == 1 and text:
        i = min(i, len(text) - 1)
        return text[:i] + text[i] + text[i:]
    if kind == 2 and text:
        i = min(i, len(text) - 1)
        return text[:i] + rng.choice(ALPHABET) + text[i + 1:]
    if kind == 3:
        return text[:i] + rng.choice(ALPHABET) + text[i:]
    if kind == 4 and len(text) > 1:
        i = min(i, len(text) - 2)
        return text[:i] + text[i + 1] + text[i] + text[i + 2:]
    runs = number_runs(text)
    if kind == 5 and runs:
        a, b, _ = rng.choice(runs)
        return text[:a] + rng.choice(NUMBERS) + text[b:]
    if kind == 6 and others:
        return splice(text, rng.choice(others), rng)
    words = list(_WORD.finditer(text))
    theirs = _WORD.findall(rng.choice(others)) if others else []
    if kind == 7 and words and theirs:
        m = rng.choice(words)
        return text[:m.start()] + rng.choice(theirs) + text[m.end():]
    j = rng.randrange(len(text) + 1)
    a, b = min(i, j), max(i, j)
    return text[:a] + text[b:]


#: Where a field of a position ends: its value is taken whole from another position.
_FIELD = re.compile(r"([A-Za-z_]+=)([^ ;]*)")
#: A word of a position or a move (a step, a phase, a verb).
_WORD = re.compile(r"[a-z]{2,}")


def splice(text: str, other: str, rng: random.Random) -> str:
    """``text`` with one of its ``key=value`` fields given the value it has in ``other``
    (a field a phase needs, taken from a position in another phase)."""
    theirs = {m.group(1): m.group(2) for m in _FIELD.finditer(other)}
    mine = [m for m in _FIELD.finditer(text) if m.group(1) in theirs]
    if not mine:
        return text
    m = rng.choice(mine)
    return text[:m.start(2)] + theirs[m.group(1)] + text[m.end(2):]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_fuzzed_positions_are_refused_or_sound(game_id):
    module = GAMES[game_id]
    corpus = positions(game_id)
    rng = random.Random(f"positions:{game_id}")
    accepted = 0
    for _ in range(FUZZ_POSITIONS):
        text = rng.choice(corpus)
        for _ in range(1 + rng.randrange(3)):
            text = mutate(text, rng, corpus)
        accepted += sound_position(module, text)
    assert 0 < accepted < FUZZ_POSITIONS, "the fuzz reaches both refused and sound positions"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_fuzzed_moves_are_refused_or_sound(game_id):
    module = GAMES[game_id]
    corpus = moves(game_id)
    texts = tuple(written for _, written in corpus)
    states = {}
    rng = random.Random(f"moves:{game_id}")
    accepted = 0
    for _ in range(FUZZ_MOVES):
        position, text = rng.choice(corpus)
        for _ in range(1 + rng.randrange(2)):
            text = mutate(text, rng, texts)
        if position not in states:
            states[position] = module.from_notation(position)
        accepted += sound_move(module, states[position], text)
    assert 0 < accepted < FUZZ_MOVES, "the fuzz reaches both refused and well-formed moves"
