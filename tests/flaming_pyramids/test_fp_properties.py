"""Flaming Pyramids invariants over seeded random games, and random well-typed moves.

The generic protocol checks (round trips, check/legal_moves agreement, no mutation, rule
IDs and EN/FR texts) run for every game in ``tests/test_conformance.py``; this module adds
what is specific to Flaming Pyramids: the 45 tiles, hidden hands, phases and decisions,
the end of the game, and random placements anywhere (off-board included).
"""

from __future__ import annotations

import dataclasses
import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import flaming_pyramids as fp
from tutor.flaming_pyramids.rules import is_legal
from tutor.core import IllegalMoveError

R = fp.R
CAP = 5000
LEFTOVER = {2: 1, 3: 0, 4: 1, 5: 0, 6: 3}
OPTIONS = [fp.Options(p, curse=c, fire_die=d)
           for p in range(2, 7) for c in (False, True) for d in (False, True)]


def _label(options: fp.Options) -> str:
    variants = [n for n, on in (("curse", options.curse), ("firedie", options.fire_die)) if on]
    return f"{options.players}p" + "".join(f"+{v}" for v in variants)


@cache
def game(options: fp.Options, seed: int) -> tuple[tuple[fp.State, ...], tuple]:
    """A seeded random game: every visited state, and the outcomes between them."""
    rng = random.Random(seed * 7919 + options.players)
    state = fp.initial_state(options, seed)
    states, outcomes = [state], []
    for _ in range(CAP):
        moves = fp.legal_moves(state)
        if not moves:
            break
        outcome = fp.apply(state, rng.choice(moves))
        outcomes.append(outcome)
        state = outcome.after
        states.append(state)
    return tuple(states), tuple(outcomes)


GAMES = [pytest.param(o, seed, id=f"{_label(o)}-{seed}") for o in OPTIONS for seed in (5, 6)]


@pytest.mark.parametrize("options, seed", GAMES)
def test_FP_END_1_random_games_end_with_a_winner_within_the_cap(options, seed):
    states, _ = game(options, seed)
    assert states[-1].phase is fp.Phase.OVER, f"no winner after {CAP} moves"
    assert states[-1].winner is not None


@pytest.mark.parametrize("options, seed", GAMES)
def test_FP_COMP_1_all_45_tiles_are_conserved_without_duplicates(options, seed):
    everyone = {t.code for t in fp.TILES}
    for s in game(options, seed)[0]:
        here = [t.code for t in s.in_play()]
        assert len(here) == len(set(here)), "a tile is in two places"
        out = [t.code for t in s.out_of_game()]
        assert len(here) + len(out) == 45 and set(here) | set(out) == everyone


@pytest.mark.parametrize("options, seed", GAMES)
def test_FP_SETUP_2_and_FP_FIRE_3_only_incendiaries_ever_leave_the_game(options, seed):
    states, _ = game(options, seed)
    first = states[0]
    assert len(first.out_of_game()) + len(first.pyramid) == LEFTOVER[options.players]
    out = set(first.out_of_game())
    assert all(t.incendiary for t in out)
    for s in states[1:]:
        now = set(s.out_of_game())
        assert out <= now, "a tile came back into the game"
        assert all(t.incendiary for t in now - out)
        out = now


@pytest.mark.parametrize("options, seed", GAMES)
def test_FP_TURN_1_a_move_exists_until_the_game_is_over(options, seed):
    for s in game(options, seed)[0]:
        moves = fp.legal_moves(s)
        assert bool(moves) == (s.phase is not fp.Phase.OVER)
        if s.phase is fp.Phase.PLAY:
            assert s.hands[s.turn], "the player to move has nothing to place"
            assert all(isinstance(m, fp.Place) for m in moves)


@pytest.mark.parametrize("options, seed", GAMES)
def test_FP_TURN_3_hands_hold_at_most_five_and_are_full_while_the_pile_lasts(options, seed):
    for s in game(options, seed)[0]:
        assert all(len(h) <= 5 for h in s.hands)
        if s.phase is fp.Phase.PLAY and not options.curse:
            # Without the curse only your own turn changes your pile, and you refill then.
            for h, p in zip(s.hands, s.piles):
                assert len(h) == 5 or not p


@pytest.mark.parametrize("options, seed", GAMES)
def test_FP_CHAIN_phases_decisions_and_collector_agree(options, seed):
    for s in game(options, seed)[0]:
        if s.phase in (fp.Phase.PLAY, fp.Phase.OVER):
            assert s.pending is None and s.collector == s.turn
            assert [a.step for a in fp.asks(s)] == (["place"] if s.phase is fp.Phase.PLAY
                                                    else [])
        else:
            (ask,) = fp.asks(s)
            assert ask.seat == s.to_act == s.pending.chooser == s.collector
            assert ask.step in ("slide", "roll")
            assert all(m.seat == ask.seat for m in fp.legal_moves(s))
            if s.phase is fp.Phase.ROLL:
                assert options.fire_die and s.pending.kind.value == "roll"
                assert not s.dice
            else:
                assert s.pending.kind.value in ("slide", "fall")
        if not options.curse:
            assert s.collector == s.turn           # FP-CHAIN-5: the active player collects


@pytest.mark.parametrize("options, seed", GAMES)
def test_FP_DIE_seeded_rolls_are_used_in_order(options, seed):
    states, outcomes = game(options, seed)
    for o in outcomes:
        before, after = o.before.dice, o.after.dice
        used = len(before) - len(after)
        assert used >= 0 and before[used:] == after
        seeded = [e for e in o.events if e.msg.key == "fp.event.die_seeded"]
        assert len(seeded) == used
        assert [e.msg.kwargs["face"] for e in seeded] == list(before[:used])


@pytest.mark.parametrize("options, seed", GAMES)
def test_FP_END_3_the_winner_is_the_only_player_without_tiles(options, seed):
    last = game(options, seed)[0][-1]
    held = [last.tiles_held(seat) for seat in range(options.players)]
    assert last.winner == last.turn and held[last.winner] == 0
    assert all(n > 0 for i, n in enumerate(held) if i != last.winner)


@pytest.mark.parametrize("options, seed", GAMES)
def test_FP_CURSE_2_curses_only_with_the_variant_and_to_the_previous_players(options, seed):
    for o in game(options, seed)[1]:
        curses = [e for e in o.events if e.rule in (R.CURSE_2, R.CURSE_3)]
        assert options.curse or not curses


@pytest.mark.parametrize("options, seed", GAMES[::5])
def test_view_hides_other_hands_at_every_state(options, seed):
    for s in game(options, seed)[0][::7]:
        for seat in range(options.players):
            v = fp.view(s, seat)
            assert v.hand == s.hands[seat]
            assert v.hand_sizes == tuple(len(h) for h in s.hands)
            assert v.pile_sizes == tuple(len(p) for p in s.piles)
            others = {t for i, h in enumerate(s.hands) if i != seat for t in h}
            assert not others & set(v.hand) and not others & set(v.pyramid.values())


@pytest.mark.parametrize("options, seed", GAMES[::4])
def test_focus_items_are_cells_of_the_board(options, seed):
    for o in game(options, seed)[1]:
        for e in o.events:
            assert all(isinstance(c, tuple) and len(c) == 2 and all(isinstance(i, int) for i in c)
                       for c in e.focus), e


# ---------------------------------------------------------------- random well-typed moves


@cache
def sample_states() -> tuple[fp.State, ...]:
    """Visited states from a few games, every phase included."""
    picked = []
    for options in OPTIONS[::3] + [fp.Options(2, fire_die=True), fp.Options(3, curse=True)]:
        states = game(options, 5)[0]
        picked += states[::9]
        picked += [s for s in states if s.phase is not fp.Phase.PLAY][:6]
    # A pending fire-die roll (no seeded roll left) and a finished game.
    picked.append(fp.from_notation("fp1 players=2 variants=firedie turn=1 pyramid="
                                   "0:G2,Y4,G6,R30/1:Cy hands=-|R4 piles=-|- pending=roll@1,1"))
    picked.append(fp.from_notation("fp1 players=2 turn=1 pyramid=0:B20,R40/0:B60 hands=-|R2 "
                                   "piles=-|Y2 winner=1"))
    return tuple(picked)


tiles = st.sampled_from(fp.TILES)
cells = st.tuples(st.integers(-2, 8), st.integers(-12, 12))
moves = st.one_of(
    st.builds(fp.Place, tiles, cells),
    st.sampled_from([fp.Slide(fp.Side.LEFT), fp.Slide(fp.Side.RIGHT)]),
    st.builds(fp.Roll, st.integers(1, 6)),
)


@settings(max_examples=400, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(min_value=0), move=moves,
       seat=st.one_of(st.none(), st.integers(0, 6)))
def test_check_agrees_with_legal_moves_for_random_well_typed_moves(index, move, seat):
    """Any seat, or none (then the asked seat's): the verdict's move names its seat, and it
    is legal exactly when ``legal_moves`` lists it."""
    states = sample_states()
    s = states[index % len(states)]
    before = fp.to_notation(s)
    move = dataclasses.replace(move, seat=seat)
    verdict = fp.check(s, move)
    assert verdict.legal == (verdict.move in fp.legal_moves(s))
    assert is_legal(s, verdict.move) == verdict.legal      # apply's path, without messages
    assert seat is None or verdict.move == move
    assert {str(r.rule) for r in verdict.reasons} <= {str(r) for r in R}
    assert verdict.explain("en") and verdict.explain("fr")
    if verdict.legal:
        outcome = fp.apply(s, move)
        assert outcome.events and fp.to_notation(s) == before
    else:
        assert verdict.violations
        with pytest.raises(IllegalMoveError):
            fp.apply(s, move)
        assert fp.to_notation(s) == before


@pytest.mark.parametrize("index", range(0, 60, 3))
def test_every_hand_tile_at_every_cell_near_the_board(index):
    """Exhaustive: each hand tile at each cell of a window around the pyramid."""
    states = sample_states()
    s = states[index % len(states)]
    legal = set(fp.legal_moves(s))
    slots = [p for _, p in s.pyramid] or [0]
    for t in s.hands[s.turn] + tuple(fp.TILES[:3]):
        for r in range(-1, s.pyramid.top_row() + 3):
            for p in range(min(slots) - 2, max(slots) + 3):
                m = fp.Place(t, (r, p), seat=s.turn)
                assert fp.check(s, m).legal == (m in legal), fp.format_move(m)


def test_FP_CHAIN_3_decision_snapshots_are_pasteable_positions():
    """A move's last snapshot is its result; one that waits for a decision reads back."""
    s = fp.from_notation("fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/0:Y10,B20 hands=Y40|R2 "
                         "piles=-|-")
    for move in ("Y40@2,0", "slide L", "slide L"):
        outcome = fp.apply(s, fp.parse_move(move))
        last = outcome.events[-1].snapshot
        assert last == outcome.after
        if last.pending is not None:
            assert fp.from_notation(fp.to_notation(last)) == last
        s = outcome.after
