"""Oh Hell invariants over seeded random complete games, for every player count, every
sequence and every scoring option (with Vienna and the conflict options).

The generic protocol checks also run in ``tests/test_conformance.py``; this module adds
what is specific to Oh Hell: 52 cards conserved, one card per player per trick, tricks per
hand = hand size, bids never adding up to the hand size, scores equal to the formulas
(recomputed here independently), plus round trips, check/legal_moves agreement and no
mutation at every visited state.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from functools import cache

import pytest

from tutor import oh_hell as oh
from tutor.oh_hell.rules import is_legal

O = oh.Options
OPTIONS = [
    O(3, "long", scoring="positive"),
    O(4, "long-rev", max_size=6, scoring="neutral"),
    O(5, "short-ud", scoring="negative"),
    O(6, "short-up", scoring="balanced"),
    O(7, "short-down", scoring="hybrid"),
    O(3, "short-ud", scoring="doubles", vienna=True),
    O(4, "short-ud", min_size=3, scoring="triples", vienna=True),
    O(5, "short-down", min_size=3, scoring="squares"),
    O(7, "short-ud", scoring="squares", squares="squared", vienna=True),
    O(6, "short-ud", scoring="anderson"),
    O(4, "short-ud", scoring="anderson", anderson="per_bid"),
    O(3, "short-up", max_size=6, scoring="balanced", balanced_penalty=2),
    O(5, "short-up", short_cap=False, scoring="positive", vienna=True),
]


def expected_points(o: oh.Options, h: int, k: int, b: int, t: int) -> int:
    """The fact sheet's table, written out again independently of the engine."""
    d = abs(t - b)
    made = d == 0
    if made and b == 0 and o.vienna:
        return 5 + k
    s = o.scoring
    if s == "anderson":
        v = 10 * h
        return (v * (10 if o.anderson == "seed" else b)) if made else -v * d
    if s == "squares" and o.squares == "squared":
        return 10 + b * b if made else -d * d
    made_value = {"negative": 10, "doubles": 10 + 2 * t, "triples": 10 + 3 * t,
                  "squares": 10 + 4 * t}.get(s, 10 + t)
    if made:
        return made_value
    return {"positive": t, "neutral": 0, "negative": -10 * d,
            "balanced": -o.balanced_penalty * d, "hybrid": t if t < b else 0,
            "doubles": -2 * d, "triples": -3 * d, "squares": -4 * d}[s]


@cache
def game(options: oh.Options, seed: int):
    """A seeded random game: every visited state and the outcomes between them."""
    rng = random.Random(seed * 7919 + options.players)
    state = oh.initial_state(options, seed)
    states, outcomes = [state], []
    while True:
        moves = oh.legal_moves(state)
        if not moves:
            break
        outcome = oh.apply(state, rng.choice(moves))
        outcomes.append(outcome)
        state = outcome.after
        states.append(state)
    return tuple(states), tuple(outcomes)


def _label(o: oh.Options) -> str:
    return f"{o.players}p-{o.sequence}-{o.scoring}" + ("+vienna" if o.vienna else "")


GAMES = [pytest.param(o, 3, id=_label(o)) for o in OPTIONS]


def test_every_player_count_sequence_and_scoring_is_covered():
    assert {o.players for o in OPTIONS} == set(range(3, 8))
    assert {o.sequence for o in OPTIONS} == {"long", "long-rev", "short-ud", "short-up",
                                             "short-down"}
    assert {o.scoring for o in OPTIONS} == {"positive", "neutral", "negative", "balanced",
                                            "hybrid", "doubles", "triples", "squares",
                                            "anderson"}


@pytest.mark.parametrize("options, seed", GAMES)
def test_OH_END_1_a_random_game_plays_every_hand_of_the_sequence(options, seed):
    states, _ = game(options, seed)
    last = states[-1]
    assert last.phase is oh.Phase.OVER
    assert [r.size for r in last.sheet] == list(oh.hand_sizes(options))


@pytest.mark.parametrize("options, seed", GAMES)
def test_OH_SETUP_2_fifty_two_cards_are_conserved(options, seed):
    for s in game(options, seed)[0]:
        present = s.in_play()
        assert len(present) == len(set(present))
        assert sorted(present + list(s.gone())) == list(oh.DECK)
        held = sum(len(h) for h in s.hands) + len(s.trick)
        if s.phase is not oh.Phase.OVER:
            assert held == s.players * (s.size - s.tricks_played)


@pytest.mark.parametrize("options, seed", GAMES)
def test_OH_PLAY_FOLLOW_one_card_per_player_per_trick_and_k_tricks_per_hand(options, seed):
    states, outcomes = game(options, seed)
    players_in_trick: list[int] = []
    tricks_in_hand = 0
    for before, outcome in zip(states, outcomes):
        if isinstance(outcome.move, oh.Play):
            players_in_trick.append(before.to_act)
            if before.trick:
                led = before.trick[0].suit
                holds = any(c.suit is led for c in before.hands[before.to_act])
                assert outcome.move.card.suit is led or not holds
        for e in outcome.events:
            if e.rule == "OH-PLAY-WIN":
                assert sorted(players_in_trick) == list(range(options.players))
                players_in_trick = []
                tricks_in_hand += 1
            if e.rule == "OH-SCORE-SHEET":
                assert tricks_in_hand == before.size
                tricks_in_hand = 0


@pytest.mark.parametrize("options, seed", GAMES)
def test_OH_BID_3_total_bids_never_equal_the_hand_size(options, seed):
    last = game(options, seed)[0][-1]
    for record in last.sheet:
        assert sum(record.bids) != record.size
        assert sum(record.won) == record.size


@pytest.mark.parametrize("options, seed", GAMES)
def test_OH_SCORE_SHEET_scores_equal_the_formulas(options, seed):
    last = game(options, seed)[0][-1]
    totals = [0] * options.players
    for h, record in enumerate(last.sheet, 1):
        for s in range(options.players):
            points = expected_points(options, h, record.size, record.bids[s], record.won[s])
            assert record.points[s] == points
            totals[s] += points
    assert tuple(totals) == last.scores


@pytest.mark.parametrize("options, seed", GAMES)
def test_notation_round_trips_and_check_agrees_with_legal_moves(options, seed):
    """Each choice with no seat named, by the seat to act, and by one other seat drawn
    at random (every seat is drawn in the course of a game)."""
    round_trips_and_check_agrees(options, seed, every_seat=False)


@pytest.mark.exhaustive
@pytest.mark.parametrize("options, seed", GAMES)
def test_notation_round_trips_and_check_agrees_with_legal_moves_for_every_seat(options, seed):
    round_trips_and_check_agrees(options, seed, every_seat=True)


def round_trips_and_check_agrees(options: oh.Options, seed: int, *, every_seat: bool) -> None:
    """At every state of the game: the notation round-trips; ``check`` and apply's path
    agree with ``legal_moves`` on its moves and on refusals (bids out of range, cards from
    the deck, the hand's other cards); ``apply`` does not mutate (every 15th state)."""
    states, outcomes = game(options, seed)
    rng = random.Random(seed)
    for i, s in enumerate(states):
        text = oh.to_notation(s)
        assert oh.from_notation(text) == s
        legal = set(oh.legal_moves(s))
        candidates = set(legal)
        candidates |= {oh.Bid(b) for b in range(-1, s.size + 2)}
        candidates |= {oh.Play(c) for c in rng.sample(oh.DECK, 6)}
        if s.phase is not oh.Phase.OVER:
            candidates |= {oh.Play(c) for c in s.hands[s.to_act]}
        for m in sorted(candidates, key=repr):   # in a fixed order: the seat drawn repeats
            if every_seat:
                seats: tuple[int | None, ...] = (None, *range(s.players))
            else:
                others = [p for p in range(s.players) if p != s.to_act]
                seats = (None, s.to_act, rng.choice(others))
            for seat in seats:
                move = dataclasses.replace(m, seat=seat)
                seated = dataclasses.replace(m, seat=s.to_act if seat is None else seat)
                assert oh.check(s, move).legal == (seated in legal), (text, move)
                assert is_legal(s, seated) == (seated in legal), (text, move)  # apply's path
        if i < len(outcomes) and i % 15 == 0:
            snapshot = copy.deepcopy(s)
            oh.apply(s, outcomes[i].move)
            assert s == snapshot and oh.to_notation(s) == text
