"""Flaming Pyramids notation under fuzzing: mutated positions and moves.

Valid positions and moves are mutated (character edits, huge numbers, digits of other
scripts, numbers taken from other fields, swapped and repeated fields). Whatever comes
out, the notation either refuses it with a :class:`NotationError` that explains itself in
English and French, or accepts a state that round-trips and that random legal moves play
to the end (FP-END-1) within a bounded number of moves, every ``legal_moves`` call fast,
the engine never refusing its own states. A day-to-day run fuzzes small positions; the
``exhaustive`` variants fuzz states from the middle of seeded games, with more examples.
"""

from __future__ import annotations

import random
import re
import time
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import flaming_pyramids as fp
from tutor.core import NotationError, Verdict

from fp_support import CANONICAL

CAP = 5000                  # moves: random games end far sooner (test_fp_properties.py)
SLOW = 0.05                 # seconds: no legal_moves call may take longer

#: Small positions, every field and phase among them (day-to-day seeds).
SMALL = (
    *CANONICAL,
    "fp1 players=2 turn=1 pyramid=0:B20,.,.,.,.,.,.,.,.,.,.,R40 hands=Y2,G2|R2 piles=G4|Y4",
    "fp1 players=4 variants=firedie turn=3 pyramid=0:R60,G100,B60,G120/0:Tr,.,Cg "
    "hands=Y2|R2|Tb,G2|B2 piles=Y4|-|R4|- dice=5,6,1",
)

MOVES = ("B60@1,0", "p2:B60@1,0", "Cy@0,-3", "M@44,9999", "slide L", "p1:slide R", "roll 4",
         "Tb@-2,-9999")

#: Replacement numbers: past Python's 4,300-digit limit, far beyond every bound, just past
#: the bounds (45 tiles, 44 rows, 64 dice, 10 curses, 9999 slots), zero, negative, leading
#: zeros, and digits of other scripts.
NUMBERS = ("1" * 4301, "-" + "7" * 4400, "9999999999", "999999999999", "1000000000000",
           "1000000", "10000000", "10000", "-10000", "46", "45", "44", "65", "64", "11", "10",
           "7", "6", "1", "0", "-1", "00", "012", "1٠", "１２", "٣", "۵", "२")
ALPHABET = "0123456789-,:/|.=~@ LRMCyTgbrBGY \t２٠"
_NUMBER = re.compile(r"-?[0-9]+")
_FIELD = re.compile(r"(?<!\S)([a-z]+)=(\S+)")


def mutate(draw, text: str) -> str:
    """One to three random mutations of ``text``."""
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(("char", "number", "number", "other number", "swap",
                                     "copy", "repeat")))
        numbers = [m for m in _NUMBER.finditer(text)            # the prefix fp1 aside
                   if text[max(m.start() - 2, 0):m.end()] != "fp1"]
        fields = list(_FIELD.finditer(text))
        if kind == "char" or not text:
            i = draw(st.sampled_from(range(min(4, len(text)), len(text) + 1)))   # prefix aside
            c = draw(st.sampled_from(ALPHABET))
            edit = draw(st.sampled_from(("insert", "replace", "delete")))
            text = (text[:i] + c + text[i:] if edit == "insert" else
                    text[:i] + c + text[i + 1:] if edit == "replace" else
                    text[:i] + text[i + 1:])
        elif kind in ("number", "other number") and numbers:
            m = draw(st.sampled_from(numbers))
            new = (draw(st.sampled_from(NUMBERS)) if kind == "number"
                   else draw(st.sampled_from(numbers)).group())
            text = text[:m.start()] + new + text[m.end():]
        elif kind in ("swap", "copy") and len(fields) >= 2:
            a, b = sorted(draw(st.lists(st.sampled_from(fields), min_size=2, max_size=2,
                                        unique_by=lambda m: m.start())),
                          key=lambda m: m.start())
            va, vb = a.group(2), b.group(2)
            new_a, new_b = (vb, va) if kind == "swap" else (va, va)
            text = (text[:a.start(2)] + new_a + text[a.end(2):b.start(2)] + new_b
                    + text[b.end(2):])
        elif kind == "repeat" and fields:
            m = draw(st.sampled_from(fields))
            sep = draw(st.sampled_from((",", "|", "/")))
            times = draw(st.sampled_from((2, 5, 46, 65, 2000)))
            text = text[:m.start(2)] + sep.join([m.group(2)] * times) + text[m.end(2):]
    return text


def refused_clearly(err: NotationError, text: str) -> None:
    """A refusal points into the text and reads as one line in both languages."""
    assert isinstance(err, ValueError) and err.msg.key.split(".")[1] == "notation"
    assert err.position is None or 0 <= err.position <= len(text)
    for lang in ("en", "fr"):
        first = err.explain(lang).split("\n")[0]
        assert first and len(first) < 600, first


def timed_legal_moves(state: fp.State) -> list:
    start = time.perf_counter()
    moves = fp.legal_moves(state)
    took = time.perf_counter() - start
    if took > SLOW:                  # a pause of the machine, or a slow state? Ask again.
        start = time.perf_counter()
        fp.legal_moves(state)
        took = time.perf_counter() - start
    assert took <= SLOW, f"legal_moves took {took:.3f} s on {fp.to_notation(state)}"
    return moves


def play_to_the_end(state: fp.State, rng: random.Random) -> int:
    """Random legal moves until the game is over; every state round-trips. The moves
    played."""
    for played in range(CAP):
        text = fp.to_notation(state)
        assert fp.from_notation(text) == state, text        # the engine's own state reads back
        moves = timed_legal_moves(state)
        assert bool(moves) == (state.phase is not fp.Phase.OVER), text
        if not moves:
            assert state.winner == state.turn and state.tiles_held(state.winner) == 0
            return played
        state = fp.apply(state, rng.choice(moves)).after
    raise AssertionError(f"not over after {CAP} moves: {fp.to_notation(state)}")


def accepted_or_refused(text: str, seed: int) -> None:
    try:
        state = fp.from_notation(text)
    except NotationError as err:
        refused_clearly(err, text)
        return
    assert fp.to_notation(state) == re.sub(" +", " ", text.strip())
    play_to_the_end(state, random.Random(seed))


@cache
def game_states() -> tuple[str, ...]:
    """Positions from the middle of seeded random games, every table size and variant."""
    out = []
    for options in fp.EXAMPLE_OPTIONS:
        rng = random.Random(options.players)
        state = fp.initial_state(options, 3)
        for i in range(240):
            if state.phase is fp.Phase.OVER:
                break
            if i % 37 == 5 or (state.pending is not None and i % 5 == 0):
                out.append(fp.to_notation(state))
            state = fp.apply(state, rng.choice(fp.legal_moves(state))).after
    return tuple(out)


FUZZ = settings(max_examples=300, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FUZZ
@given(data=st.data(), seed=st.integers(0, 2 ** 16))
def test_FP_END_1_a_mutated_small_position_is_refused_or_plays_to_the_end(data, seed):
    text = mutate(data.draw, data.draw(st.sampled_from(SMALL)))
    accepted_or_refused(text, seed)


@pytest.mark.exhaustive
@settings(FUZZ, max_examples=1500)
@given(data=st.data(), seed=st.integers(0, 2 ** 16))
def test_FP_END_1_a_mutated_position_from_a_game_is_refused_or_plays_to_the_end(data, seed):
    text = mutate(data.draw, data.draw(st.sampled_from(game_states() + SMALL)))
    accepted_or_refused(text, seed)


@pytest.mark.exhaustive
@settings(FUZZ, max_examples=3000)
@given(data=st.data(), seed=st.integers(0, 2 ** 16))
def test_FP_END_1_a_mutated_small_position_is_refused_or_plays_to_the_end_many(data, seed):
    text = mutate(data.draw, data.draw(st.sampled_from(SMALL)))
    accepted_or_refused(text, seed)


@pytest.mark.parametrize("text", SMALL)
def test_the_fuzz_seeds_are_valid_and_play_to_the_end(text):
    assert fp.to_notation(fp.from_notation(text)) == text
    play_to_the_end(fp.from_notation(text), random.Random(1))


def test_FP_END_1_states_from_seeded_games_play_to_the_end_from_their_notation():
    for text in game_states()[::12]:
        play_to_the_end(fp.from_notation(text), random.Random(2))


@settings(FUZZ, max_examples=600)
@given(data=st.data())
def test_a_mutated_move_is_refused_or_round_trips_and_gets_a_verdict(data):
    text = mutate(data.draw, data.draw(st.sampled_from(MOVES)))
    try:
        move = fp.parse_move(text)
    except NotationError as err:
        refused_clearly(err, text)
        return
    assert fp.parse_move(fp.format_move(move)) == move
    state = fp.from_notation(data.draw(st.sampled_from(SMALL)))
    verdict = fp.check(state, move)
    assert isinstance(verdict, Verdict) and verdict.explain("en") and verdict.explain("fr")
    assert verdict.legal == (verdict.move in fp.legal_moves(state))
