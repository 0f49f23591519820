"""Ark Nova engine timings (pytest-benchmark; run with `make bench`).

What a board pays per redraw is ``legal_moves`` and the verdict of every legal move (per
hover, one ``check``); for a Build step, the overlay of every legal placement of every
kind (shapes × rotations × hexes: the placements :func:`.placement.legal_placements`
lists with the step's side, strength left and money, what ``legal_moves`` offers); and
the computer plays whole games through ``legal_moves``. Positions: 4-player games
(maps A and 0) played by the computer's policy from a seed, at the first open step of
each kind after :data:`WARMUP` moves — a turn's choice of action, a Build step, an
Animals step, and a bonus choice. Targets (issue 35, medians): ``legal_moves`` plus
``check`` of every legal move at most 2 ms per step, the Build overlay at most 2 ms;
complete random 4-player games per second are reported (compare runs, not absolute
numbers).
"""

import random
from dataclasses import replace

import pytest

from tutor.core.steps import top
from tutor.ark_nova import notation, placement, policy, rules  # noqa: F401  (notation: a verdict's move text)
from tutor.ark_nova.build import BuildStep
from tutor.ark_nova.buildings import BUILD_KINDS, kind
from tutor.ark_nova.placement import legal_placements
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import Options, State
from tutor.ark_nova.zoo_map import zoo_map

GAMES = ((1, "A"), (2, "0"))
#: Moves played before a position is taken (a mid-game: several buildings and cards out).
WARMUP = 120
#: The step tags timed, by the name of the position; ``bonus`` is any of the bonus choices.
KINDS = {"turn": ("turn",), "build": ("build",), "animal": ("animal",),
         "bonus": ("take", "pick", "row", "upgrade", "tile", "panel", "free_enclosure")}


def _game(seed: int, map_id: str) -> tuple[State, random.Random]:
    return initial_state(Options(4, map_id), seed), random.Random(seed)


def positions(seed: int, map_id: str) -> dict[str, State]:
    """The first position of each kind of :data:`KINDS` after :data:`WARMUP` moves of a
    seeded policy game (a kind never met is left out)."""
    state, rng = _game(seed, map_id)
    found: dict[str, State] = {}
    moves = 0
    while not state.over and len(found) < len(KINDS):
        asks = rules.asks(state)
        if moves >= WARMUP and asks:
            for name, tags in KINDS.items():
                if name not in found and asks[0].step in tags:
                    found[name] = state
        state = apply(state, policy.choose(state, rng)).after
        moves += 1
    return found


POSITIONS = {f"4p-{m}-seed{s}-{name}": st
             for s, m in GAMES for name, st in positions(s, m).items()}
BUILDS = {pid: st for pid, st in POSITIONS.items() if pid.endswith("-build")}


def _fresh(state: State) -> State:
    """An equal position that is another object: the engine keeps what it works out per
    position object (the open asks, AN-ACT-CHOOSE), which a board pays once per position;
    each timed call pays it again."""
    return replace(state)


def _every_verdict(state: State) -> list:
    state = _fresh(state)
    return [rules.check(state, m) for m in rules.legal_moves(state)]


def _legal_moves(state: State) -> list:
    return rules.legal_moves(_fresh(state))


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_legal_moves_and_check_of_every_legal_move(benchmark, pid):
    verdicts = benchmark(_every_verdict, POSITIONS[pid])
    assert verdicts and all(v.legal for v in verdicts)


@pytest.mark.parametrize("pid", sorted(POSITIONS))
def test_legal_moves(benchmark, pid):
    assert benchmark(_legal_moves, POSITIONS[pid])


def build_overlay(state: State) -> dict[str, tuple]:
    """Every legal placement of every kind at the open Build step (AN-BUILD-*)."""
    step = top(state)
    zoo = state.zoo(step.seat)
    zmap = zoo_map(state.map_id)
    return {name: legal_placements(zmap, zoo.buildings, kind(name), side_ii=step.side_ii,
                                   built_this_action=step.built, size_left=step.left,
                                   money=zoo.money)
            for name in BUILD_KINDS}


def cold_build_overlay(state: State) -> dict[str, tuple]:
    """:func:`build_overlay` with placement's caches emptied first: a zoo seen for the
    first time (a building was just placed)."""
    for cached in (placement._fits, placement._taken, placement._zone, placement._covered):
        cached.cache_clear()
    return build_overlay(state)


@pytest.mark.parametrize("cold", [False, True], ids=["warm", "cold"])
@pytest.mark.parametrize("pid", sorted(BUILDS))
def test_build_overlay_of_every_placement(benchmark, pid, cold):
    state = BUILDS[pid]
    assert isinstance(top(state), BuildStep)
    overlay = benchmark(cold_build_overlay if cold else build_overlay, state)
    assert any(overlay.values())


def complete_game(seed: int) -> int:
    """A random complete 4-player game on map A (the policy, seeded): its number of moves."""
    state, rng = _game(seed, "A")
    moves = 0
    while not state.over:
        state = apply(state, policy.choose(state, rng)).after
        moves += 1
    return moves


def test_complete_random_games(benchmark):
    """Games per second = 1 / the mean of this benchmark."""
    seeds = iter(range(100, 10_000))
    moves = benchmark.pedantic(lambda: complete_game(next(seeds)), rounds=3, iterations=1)
    assert moves > 0
