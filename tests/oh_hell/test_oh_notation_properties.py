"""Random mutations of Oh Hell positions and moves (issue 9): bad text is a
``NotationError``, and whatever the notation accepts can be played to the end.

Positions come from seeded random games (with and without their score sheet) and from the
scenario tests; each is mutated once: a character inserted, deleted or replaced (ASCII,
other scripts' digits, separators), a number replaced (thousands of digits, 13 digits,
other scripts' digits, a neighbour, a value from another field), two fields' values
swapped, one field's value copied into another, two cards exchanged. Then either
``from_notation`` raises ``NotationError`` (with an English and a French message), or the
position round-trips and random legal moves play it to the end of the game within a
bounded number of moves, the engine accepting every state it reaches (``legal_moves`` is
never slower than 50 ms). Moves are mutated the same way: a ``NotationError``, or a move
that round-trips and that ``check`` judges without raising.

The day-to-day run checks the round trip at every state of the position's own hand and
of the next one, then at every new deal; the exhaustive run, at every state and over
more examples.
"""

from __future__ import annotations

import random
import re
import time
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import oh_hell as oh
from tutor.core import NotationError
from tutor.oh_hell.scoring import reach

from oh_support import DEALER_TO_BID, last_trick
from test_oh_properties import OPTIONS, game

LEGAL_MOVES_SECONDS = 0.05
DIGITS = "0123456789"
#: Characters an edit may bring in: the notation's own, and others that look like them.
ALPHABET = DIGITS + "-,|:/= pbidTSHDCAKQJ" + "٠١٢٣۴５¹\u00a0\u200b\té"
NUMBER = re.compile(r"-?[0-9]+")
FIELD = re.compile(r"(?<= )([a-z]+)=(\S+)")
CARD = re.compile(r"(?<![0-9A-Z])(?:[2-9TJQKA])[CDHS](?![A-Z])")
OTHER_DIGITS = str.maketrans(DIGITS, "٠١٢٣٤٥٦٧٨٩")


def _without_sheet(text: str) -> str:
    return text.split(" sheet=")[0]


@cache
def positions() -> tuple[str, ...]:
    """Every 9th state of a few random games, with and without its sheet, and the
    scenario tests' positions."""
    out = {DEALER_TO_BID, last_trick("positive", "2,2,1,1", "1,2,2,1"),
           last_trick("anderson", "2,2,1,1", "1,2,2,1", variants="per-bid")}
    for options in OPTIONS[::2]:
        states = game(options, 3)[0]
        for s in states[::9] + states[-1:]:
            text = oh.to_notation(s)
            out |= {text, _without_sheet(text)}
    return tuple(sorted(out))


@st.composite
def mutated(draw, texts) -> str:
    text = draw(st.sampled_from(texts))
    kind = draw(st.sampled_from(("char", "number", "number", "swap", "copy", "cards")))
    if kind == "char":
        at = draw(st.integers(0, len(text)))
        char = draw(st.sampled_from(ALPHABET))
        how = draw(st.sampled_from(("insert", "delete", "replace")))
        if how == "insert":
            return text[:at] + char + text[at:]
        return text[:at] + ("" if how == "delete" else char) + text[at + 1:]
    if kind == "number":
        numbers = list(NUMBER.finditer(text))
        if not numbers:
            return text
        m = draw(st.sampled_from(numbers))
        value = int(m.group())
        other = draw(st.sampled_from(numbers)).group()
        new = draw(st.sampled_from((
            "1" * 4301, "9" * 5000, "9" * 13, "1" + "0" * 12, str(10**12 - 1), "-1", "0",
            str(value + 1), str(value - 1), str(value + 10), str(-value), other,
            m.group().translate(OTHER_DIGITS), "0" + m.group())))
        return text[:m.start()] + new + text[m.end():]
    fields = list(FIELD.finditer(text))
    if len(fields) < 2:
        return text
    a, b = draw(st.lists(st.sampled_from(fields), min_size=2, max_size=2, unique_by=id))
    a, b = sorted((a, b), key=lambda m: m.start())
    if kind == "swap":
        return (text[:a.start(2)] + b.group(2) + text[a.end(2):b.start(2)] + a.group(2)
                + text[b.end(2):])
    if kind == "copy":
        return text[:b.start(2)] + a.group(2) + text[b.end(2):]
    cards = list(CARD.finditer(text))
    if len(cards) < 2:
        return text
    c, d = sorted(draw(st.lists(st.sampled_from(cards), min_size=2, max_size=2,
                                unique_by=lambda m: m.start())), key=lambda m: m.start())
    return (text[:c.start()] + d.group() + text[c.end():d.start()] + c.group()
            + text[d.end():])


def moves_left(s: oh.State) -> int:
    """More moves than the rest of the game can take: every bid and card of every hand
    from this one on."""
    n = s.players
    return sum(n * (1 + k) for k in s.sizes[s.hand:]) + 1


def accepted_or_refused(text: str, *, every_state: bool) -> None:
    try:
        s = oh.from_notation(text)
    except NotationError as error:
        assert error.explain("en") and error.explain("fr")
        return
    play_to_the_end(s, random.Random(text), every_state=every_state)


def timed_legal_moves(s: oh.State) -> list[oh.Move]:
    """``legal_moves(s)``, asserting it takes under 50 ms: a slow call is timed twice more
    and the fastest counts (a busy machine pauses a call now and then; a slow state is
    slow every time)."""
    best = float("inf")
    for _ in range(3):
        began = time.perf_counter()
        moves = oh.legal_moves(s)
        best = min(best, time.perf_counter() - began)
        if best < LEGAL_MOVES_SECONDS:
            return moves
    raise AssertionError(f"legal_moves took {best * 1000:.0f} ms: {oh.to_notation(s)}")


def play_to_the_end(s: oh.State, rng: random.Random, *, every_state: bool) -> None:
    """Random legal moves until the game is over, the engine accepting its own states
    (``to_notation(from_notation(x))`` round-trips) and its scores within reach."""
    start_hand = s.hand
    for _ in range(moves_left(s)):
        text = oh.to_notation(s)
        if every_state or s.hand <= start_hand + 1 or not s.trick and not any(s.won) \
                and all(b is None for b in s.bids):
            assert oh.to_notation(oh.from_notation(text)) == text, text
        moves = timed_legal_moves(s)
        if not moves:
            assert s.phase is oh.Phase.OVER, text
            assert oh.from_notation(text) == s
            return
        move = rng.choice(moves)
        assert oh.check(s, move).legal, (text, move)
        s = oh.apply(s, move).after
    raise AssertionError(f"not over after {moves_left(s)} moves: {oh.to_notation(s)}")


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_a_mutated_position_is_refused_or_plays_to_the_end(data):
    accepted_or_refused(data.draw(mutated(positions())), every_state=False)


@pytest.mark.exhaustive
@settings(max_examples=1500, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_a_mutated_position_is_refused_or_plays_to_the_end_checked_at_every_state(data):
    accepted_or_refused(data.draw(mutated(positions())), every_state=True)


@cache
def sample_states() -> tuple[oh.State, ...]:
    return tuple(oh.from_notation(text) for text in positions()[::7])


@cache
def move_texts() -> tuple[str, ...]:
    out = {"bid 0", "bid 17", "p7:bid 2", "10H", "p1:AS"}
    for text in positions()[::5]:
        s = oh.from_notation(text)
        for m in oh.legal_moves(s)[:3]:
            out |= {oh.format_move(m), "p%d:%s" % (s.to_act + 1, oh.format_move(m))}
    return tuple(sorted(out))


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_OH_BID_2_OH_PLAY_FOLLOW_a_mutated_move_is_refused_or_judged(data):
    """A move text: a ``NotationError``, or a move that round-trips and that ``check``
    judges in every sample position without raising (legal exactly when listed)."""
    text = data.draw(mutated(move_texts()))
    try:
        move = oh.parse_move(text)
    except NotationError as error:
        assert error.explain("en") and error.explain("fr")
        return
    assert oh.parse_move(oh.format_move(move)) == move
    for s in sample_states():
        verdict = oh.check(s, move)
        assert verdict.legal == (verdict.move in oh.legal_moves(s))
        assert verdict.explain("en") and verdict.explain("fr")


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o.players}p-{o.scoring}")
def test_OH_SCORE_SHEET_and_OH_BID_3_the_scores_of_play_are_always_within_reach(options):
    """The invariant the notation checks, on the engine's own games: before each hand the
    totals are ones the hands played can give (each seat, and the table together), counting
    from hand 1 (``kept``) as much as from any later hand."""
    for s in game(options, 3)[0]:
        hands = len(s.sizes) if s.phase is oh.Phase.OVER else s.hand
        for kept in (True, False):
            can = reach(options, hands, kept)
            assert all(can.seat_can(p) for p in s.scores), (kept, oh.to_notation(s))
            assert can.table_can(sum(s.scores)), (kept, oh.to_notation(s))
