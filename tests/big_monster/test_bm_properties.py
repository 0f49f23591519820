"""Properties over random complete games for 2–6 players and team mode (a few games a day,
more under ``exhaustive``): tiles conserved across hands, ships, chosen tiles, areas,
discards, rows and the box; every placed tile upright and touching the explorer or an
earlier tile, never overlapping (checked from the rule text, not the engine's anchors);
medals conserved (a medal's winners only grow; the penalty only at the end); notation
round-trips; ``check(s, m).legal == (m in legal_moves(s))``; and no hidden choice (another
seat's chosen tile while choosing, hand, ship or discards) leaks through ``view``."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import big_monster as bm
from tutor.big_monster.data import tile_set
from tutor.big_monster.facts import BigMade, CrystalMade
from tutor.big_monster.scoring import counts, plus_tile

OPTIONS = st.sampled_from(list(bm.EXAMPLE_OPTIONS))
EXPLORER = {(0, 0), (1, 0), (0, 1), (1, 1)}


def all_tiles(state) -> Counter:
    v = bm.view(state, None)
    held = Counter(v.discard) + Counter(state.box)
    for group in (v.hands, [s or () for s in v.ships], v.rows):
        for h in group:
            held += Counter(h)
    held += Counter(c for c in v.chosen if c)
    held += Counter(t.code for a in v.areas for t in a)
    return held


def shape(code, x, y):
    """BM-GEO-CELL, BM-GEO-MUTAGEN, written again: mutagenic tiles lie flat."""
    return {(x, y), (x + 1, y)} if code in ("MD", "MU") else {(x, y), (x, y + 1)}


def assert_placed_legally(area):
    """BM-PLACE-ADJ, BM-PLACE-UP: each tile, in the order placed, touches what was there."""
    taken = set(EXPLORER)
    for t in area:
        cover = shape(*t)
        assert not cover & taken, area
        around = {(cx + dx, cy + dy) for cx, cy in cover
                  for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
        assert around & taken, area
        taken |= cover


def assert_no_leak(state):
    for seat in range(state.players):
        v = bm.view(state, seat)
        for other in range(state.players):
            if other == seat:
                continue
            assert v.hands[other] is None and v.dealt[other] is None
            if state.phase is bm.Phase.PICK:
                assert v.chosen[other] is None
            if not all(state.explorers):
                assert v.explorers[other] is None
        assert v.discard is None and all(s is None for s in v.ships)
        assert "box" not in vars(v)


def assert_preview_counts_agree(outcome, seat):
    """The placement preview's counts (one tile added, :func:`plus_tile`) are the area's
    counts recounted after the move (the medal forecasts read them)."""
    before, after = outcome.before, outcome.after
    code = after.areas[seat][-1].code
    made = [e.data.colour for e in outcome.events if isinstance(e.data, CrystalMade)]
    bigs = sum(isinstance(e.data, BigMade) for e in outcome.events)
    c = counts(before.areas[seat], before.explorers[seat])
    assert plus_tile(c, code, made, bigs) == counts(after.areas[seat], after.explorers[seat])


def play_game(options, seed, check_every=5):
    rng = random.Random(seed)
    state = bm.initial_state(options, seed)
    full = Counter(tile_set(options.players))
    pool: list = []
    medals = {m.id: (m.seats, m.teams) for m in state.medals}
    for n in range(2000):
        text = bm.to_notation(state)
        assert bm.from_notation(text) == state
        assert all_tiles(state) == full, text
        legal = bm.legal_moves(state)
        if not legal:
            break
        if n % check_every == 0:
            legal_set = set(legal)
            for m in rng.sample(legal, min(6, len(legal))):
                assert bm.check(state, m).legal, (text, bm.format_move(m))
            for m in rng.sample(pool, min(8, len(pool))):
                assert bm.check(state, m).legal == (m in legal_set), (text, bm.format_move(m))
            assert_no_leak(state)
        pool.extend(m for m in legal[:4] if m not in pool)
        move = (bm.POLICY(state, [m for m in legal if m.seat == legal[0].seat], rng)
                if rng.random() < 0.5 else rng.choice(legal))
        outcome = bm.apply(state, move)
        if isinstance(move, bm.Place):
            assert_preview_counts_agree(outcome, move.seat)
        state = outcome.after
        for m in state.medals:
            seats, teams = medals[m.id]
            assert set(seats) <= set(m.seats) and set(teams) <= set(m.teams)
            if seats:
                assert m.seats == seats        # an individual medal is won once
            if m.id == 7:
                assert not m.seats or state.phase is bm.Phase.OVER
            medals[m.id] = (m.seats, m.teams)
    else:
        pytest.fail("no end")
    assert state.phase is bm.Phase.OVER and state.winners
    for area in state.areas:
        assert_placed_legally(area)
    return state


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPTIONS, st.integers(0, 10 ** 6))
def test_random_complete_games_keep_every_invariant(options, seed):
    play_game(options, seed)


@pytest.mark.exhaustive
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPTIONS, st.integers(0, 10 ** 6))
def test_many_random_complete_games_keep_every_invariant(options, seed):
    play_game(options, seed, check_every=2)


@pytest.mark.parametrize("options", [bm.Options(n) for n in range(2, 7)] + [
    bm.Options(4, teams=True), bm.Options(6, teams=True)], ids=lambda o: repr(o)[8:40])
def test_every_table_size_and_team_mode_plays_to_the_end(options):
    state = play_game(options, 17, check_every=9)
    placed = [len(a) for a in state.areas]
    if options.draft:
        assert all(p in (18, 19) for p in placed)
    else:
        assert placed == [20 if options.players == 2 else 10] * options.players
