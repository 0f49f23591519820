"""Property tests over random complete games, 1–4 players, both disc orders, both solo
goals: the 72 tiles and every seat's discs are conserved (SAG-COMP-TILES, SAG-COMP-DISCS),
every placed tile shares an edge with an earlier one (SAG-PLACE-ORTHO), a score is the sum
of its completions less 2 per cacophony disc (SAG-SCORE-COMPLETE, SAG-DISC-CACO) — less,
at the end of a solo game with goal (b), one point per disc still on tiles (SAG-VAR-SOLO)
—, the game ends (SAG-END-ROUND; solo: at 75 points or the 25th tile under (a), when no
tile can be taken under (b)), notation round-trips and ``check`` agrees with
``legal_moves``."""

from __future__ import annotations

import random

import pytest

from tutor import sagani as sag
from tutor.sagani.data import tiles
from tutor.sagani.facts import Completion, DiscFact, SoloEnd
from tutor.sagani.state import DISCS, SOLO_TARGET, SOLO_TILES

CASES = [pytest.param(o, seed, marks=(pytest.mark.exhaustive,) if seed > 0 else ())
         for o in sag.EXAMPLE_OPTIONS for seed in range(3)]


def all_tiles(s):
    out = [t for st in s.stacks for t in st] + list(s.offer) + list(s.intermezzo)
    out += list(s.discarded) + [p.tile for pl in s.seats for p in pl.display]
    return sorted(out + ([s.held] if s.held is not None else []))


@pytest.mark.parametrize("options, seed", CASES)
def test_random_complete_games_conserve_and_score(options, seed):
    rng = random.Random(seed)
    s = sag.initial_state(options, seed)
    earned = [0] * options.players
    order = {i: [] for i in range(options.players)}
    for _ in range(2000):
        if s.phase is sag.Phase.OVER:
            break
        assert all_tiles(s) == sorted(tiles())
        for pl in s.seats:
            assert pl.supply + sum(p.discs for p in pl.display) == DISCS + pl.caco
        text = sag.to_notation(s)
        assert sag.to_notation(sag.from_notation(text)) == text
        legal = sag.legal_moves(s)
        for m in legal[:: max(1, len(legal) // 8)]:
            assert sag.check(s, m).legal and sag.parse_move(sag.format_move(m)) == m
        if s.phase is sag.Phase.PLACE:
            far = sag.Place(99, 99, 0, seat=s.placer)
            assert far not in legal and not sag.check(s, far).legal
        move = rng.choice(legal)
        out = sag.apply(s, move)
        for e in out.events:
            if isinstance(e.data, Completion):
                earned[out.move.seat] += e.data.value
            if isinstance(e.data, DiscFact):
                earned[out.move.seat] += e.data.penalty
            if isinstance(e.data, SoloEnd):
                assert e.data.score == earned[0] and e.data.final == earned[0] - e.data.discs
                earned[0] -= e.data.discs
        if isinstance(move, sag.Place):
            order[out.move.seat].append((move.x, move.y))
        s = out.after
    assert s.phase is sag.Phase.OVER
    assert [p.score for p in s.seats] == earned
    if options.solo:
        assert_solo_end(options, s, out)
    for cells in order.values():
        for i, (x, y) in enumerate(cells[1:], 1):
            assert any(abs(x - a) + abs(y - b) == 1 for a, b in cells[:i])


def assert_solo_end(options, s, last):
    """SAG-VAR-SOLO: how a random solo game ended, read from the last move's events."""
    me = s.seats[0]
    ends = [e.data for e in last.events if isinstance(e.data, SoloEnd)]
    assert len(ends) == 1 and all(e.rule == "SAG-VAR-SOLO" for e in last.events[-1:])
    end = ends[0]
    assert end.tiles == len(me.display) and end.final == me.score
    if options.solo_goal is sag.SoloGoal.REACH_75:
        assert end.discs == 0 and end.won == (me.score >= SOLO_TARGET)
        assert s.winners == ((0,) if end.won else ())
        assert len(me.display) <= SOLO_TILES
        assert end.why == ("target" if end.won else "tiles")   # 25 tiles come before the end
    else:
        assert end.won is None and s.winners == () and end.why == "out"
        assert not s.offer and not any(s.stacks)              # no tile can be taken
        assert end.discs == sum(p.discs for p in me.display)
