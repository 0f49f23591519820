"""Fuzzing the notation: mutated positions and moves are refused or playable to the end.

Valid positions (states along seeded random games at every table size and both windows,
the puzzles' positions) and the moves legal in them are mutated: characters edited, a
number made huge, an ASCII digit written in another script, two fields' values swapped, a
field given another field's value or another position's. For every mutant, either the
parser raises ``NotationError`` (never a bare ``ValueError``, ``KeyError``...), or:

* a position round-trips (``to_notation(from_notation(x))`` is read back as the same
  state) and plays to the end by random legal moves within a bounded number of moves
  (POOK-END-1: a game ends; the tie-break flips a coin card a round, POOK-END-4), the
  engine reading back every state it reaches, no ``legal_moves`` call slower than 50 ms;
* a move round-trips through ``format_move`` and ``check`` judges it without raising, in
  agreement with ``legal_moves``.

A day-to-day run tries a few hundred mutants; the ``exhaustive`` variants (CI) many more.
"""

from __future__ import annotations

import random
import re
import time
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import pook as pk
from tutor.core import NotationError

#: Moves a game can take: at most 24 card turns of 4 moves (a swap, the card, its power,
#: the swap after) and tie-break rounds of at most 4 picks, each flipping a coin card.
MAX_MOVES = 24 * 4 + 24 * 4
SLOW = 0.05                   # seconds: the most a legal_moves call may take


@cache
def positions() -> tuple[str, ...]:
    """Canonical positions of every phase: along seeded random games (every table size,
    both windows, each game's end) and the puzzles'."""
    out = []
    for i, options in enumerate(pk.EXAMPLE_OPTIONS * 2):
        rng = random.Random(i)
        state = pk.initial_state(options, i)
        for step in range(MAX_MOVES):
            legal = pk.legal_moves(state)
            if step % 4 == i % 4 or not legal:
                out.append(pk.to_notation(state))
            if not legal:
                break
            state = pk.apply(state, rng.choice(legal)).after
    out += [p.position for p in pk.PUZZLES]
    return tuple(dict.fromkeys(out))


@cache
def moves() -> tuple[tuple[str, str], ...]:
    """``(position, move text)`` pairs: a few legal moves of each sample position."""
    out = []
    for text in positions():
        legal = pk.legal_moves(pk.from_notation(text))
        for move in legal[:: max(1, len(legal) // 3)]:
            out.append((text, pk.format_move(move, seat=len(out) % 2 == 0)))
    return tuple(out)


FOREIGN = (0x0660, 0xFF10, 0x0966)    # Arabic-Indic, full-width and Devanagari zeros
ALPHABET = "0123456789-,;:/|=~.@PKMOVkmovp $٣３"
#: Values a field may take in some position: put in another, they make positions that are
#: well formed but may be reached by no game.
VALUES = {
    "phase": tuple(p.value for p in pk.Phase), "turn": ("1", "2", "3", "4"),
    "block": ("-", "0,1", "1,0", "-1,0", "0,-1", "2,0"), "swap": ("-", "gone", "0,1", "1,0"),
    "placed": ("-", "1,0", "0,1", "-1,0"), "tied": ("-", "1,2", "1,3", "2,3,4", "1,2,3,4"),
    "picks": ("-", "1,0", "0,1;1,0", "0,0"), "winners": ("-", "1", "2", "1,2", "3"),
    "pile": ("-", "K1", "V3,O2"), "hands": ("-|-", "K1|-", "-|-|-", "K1|M1|O1|V1"),
    "players": ("2", "3", "4"), "window": ("floating", "centred"), "obj": ("KM,OV",),
}
NUMBERS = ("5", "-5", "13", "0" * 2, "9" * 13, "1" * 4301, "-" + "9" * 5000, "4", "-4")


@st.composite
def edited(draw, text: str) -> str:
    """``text`` after one to three mutations."""
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(("char", "number", "foreign", "swap", "copy", "other",
                                     "drop", "value")))
        body = text.find(" ") + 1            # numbers and digits of the fields, not 'pk1'
        if kind in ("drop", "value") and " " in text:
            tokens = text.split(" ")
            i = draw(st.integers(1, len(tokens) - 1))
            key, eq, value = tokens[i].partition("=")
            if kind == "drop":              # one entry fewer: a card, a seat, a pick
                parts = re.split(r"([,;|/])", value)
                if len(parts) > 1:
                    at = 2 * draw(st.integers(0, len(parts) // 2))
                    parts[at:at + 2] = []
                value = "".join(parts) or "-"
            else:
                value = draw(st.sampled_from(VALUES.get(key, ("-",))))
            tokens[i] = key + eq + value
            text = " ".join(tokens)
            continue
        if kind == "char" or not text:
            at = draw(st.integers(0, len(text)))
            op = draw(st.sampled_from(("replace", "insert", "delete")))
            char = draw(st.sampled_from(ALPHABET))
            tail = text[at + 1:] if op != "insert" else text[at:]
            text = text[:at] + ("" if op == "delete" else char) + tail
        elif kind == "number":
            runs = [m for m in re.finditer(r"[0-9]+", text) if m.start() >= body]
            if runs:
                run = draw(st.sampled_from(runs))
                text = text[:run.start()] + draw(st.sampled_from(NUMBERS)) + text[run.end():]
        elif kind == "foreign":
            digits = [m.start() for m in re.finditer(r"[0-9]", text) if m.start() >= body]
            if digits:
                at = draw(st.sampled_from(digits))
                zero = draw(st.sampled_from(FOREIGN))
                text = text[:at] + chr(zero + int(text[at])) + text[at + 1:]
        else:
            tokens = text.split(" ")
            fields = [i for i, t in enumerate(tokens) if "=" in t]
            if len(fields) < 2:
                continue
            i, j = draw(st.sampled_from(fields)), draw(st.sampled_from(fields))
            key_i, _, value_i = tokens[i].partition("=")
            key_j, _, value_j = tokens[j].partition("=")
            if kind == "swap":
                tokens[i], tokens[j] = f"{key_i}={value_j}", f"{key_j}={value_i}"
            elif kind == "copy":
                tokens[i] = f"{key_i}={value_j}"
            else:                               # the same field of another position
                other = draw(st.sampled_from(positions())).split(" ")
                same = [t for t in other if t.startswith(key_i + "=")]
                tokens[i] = same[0] if same else tokens[i]
            text = " ".join(tokens)
    return text


def mutated_positions():
    return st.sampled_from(positions()).flatmap(edited)


def mutated_moves():
    return st.sampled_from(moves()).flatmap(
        lambda pair: st.tuples(st.just(pair[0]), edited(pair[1])))


def timed_legal_moves(state):
    """``legal_moves(state)``, timed: the best of three tries must be under :data:`SLOW`
    (a slow state stays slow; a busy machine's hiccup does not)."""
    took = SLOW
    for _ in range(3):
        start = time.perf_counter()
        legal = pk.legal_moves(state)
        took = min(took, time.perf_counter() - start)
        if took < SLOW:
            return legal
    raise AssertionError(f"legal_moves took {took * 1000:.0f} ms on {pk.to_notation(state)}")


def plays_to_the_end(state, seed: int) -> None:
    """Random legal moves until the game is over, reading every state back."""
    rng = random.Random(seed)
    for _ in range(MAX_MOVES + 1):
        text = pk.to_notation(state)
        again = pk.from_notation(text)
        assert again == state and pk.to_notation(again) == text, text
        legal = timed_legal_moves(state)
        if not legal:
            assert state.phase is pk.Phase.OVER and state.winners, text
            return
        state = pk.apply(state, rng.choice(legal)).after
    raise AssertionError(f"no end after {MAX_MOVES} moves: {pk.to_notation(state)}")


def position_property(text: str) -> None:
    try:
        state = pk.from_notation(text)
    except NotationError as error:
        assert error.explain("en") and error.explain("fr")
        return
    plays_to_the_end(state, len(text))


def move_property(position: str, text: str) -> None:
    state = pk.from_notation(position)
    try:
        move = pk.parse_move(text)
    except NotationError as error:
        assert error.explain("en") and error.explain("fr")
        return
    assert pk.parse_move(pk.format_move(move)) == move
    verdict = pk.check(state, move)
    assert verdict.explain("en") and verdict.explain("fr")
    assert verdict.legal == (verdict.move in timed_legal_moves(state))


@pytest.mark.parametrize("part", [
    pytest.param(k, marks=() if k == 0 else (pytest.mark.exhaustive,)) for k in range(4)])
def test_the_sample_positions_are_accepted_and_play_to_the_end_POOK_END_1(part):
    """Every fourth sample day to day, the others under ``exhaustive``."""
    for i, text in enumerate(positions()[part::4]):
        plays_to_the_end(pk.from_notation(text), i)
    assert {pk.from_notation(t).phase for t in positions()} >= {
        pk.Phase.PLAY, pk.Phase.POWER, pk.Phase.AFTER, pk.Phase.OVER}


SETTINGS = dict(deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


@settings(max_examples=150, **SETTINGS)
@given(mutated_positions())
def test_a_mutated_position_is_refused_or_plays_to_the_end_POOK_END_1_POOK_END_4(text):
    position_property(text)


@settings(max_examples=150, **SETTINGS)
@given(mutated_moves())
def test_a_mutated_move_is_refused_or_judged_POOK_TURN_1(pair):
    move_property(*pair)


@pytest.mark.exhaustive
@settings(max_examples=3000, **SETTINGS)
@given(mutated_positions())
def test_many_mutated_positions_are_refused_or_play_to_the_end(text):
    position_property(text)


@pytest.mark.exhaustive
@settings(max_examples=3000, **SETTINGS)
@given(mutated_moves())
def test_many_mutated_moves_are_refused_or_judged(pair):
    move_property(*pair)
