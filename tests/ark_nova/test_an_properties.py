"""Properties of Ark Nova over random legal play, whatever concerns the engine has: every
position round-trips through the notation (which refuses what no game reaches:
AN-COMP-CARDS, the workers, the caps — :mod:`tutor.ark_nova.reachable`), the tracks stay
within their bounds (AN-CONS-TRACK, AN-REP-TRACK, AN-ACT-X), every building stands on
buildable hexes without overlapping (AN-BUILD-FORBID), ``check`` agrees with
``legal_moves`` on every listed move and on near misses (moves legal a little earlier, or
for another seat), an illegal move leaves the position as it was, and ``view`` never shows
a seat another seat's hand or final scoring cards, nor anyone the deck order."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from tutor.ark_nova import notation, policy, rules
from tutor.ark_nova.movesets import MOVESETS
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import Options, State
from tutor.ark_nova.view import view
from tutor.ark_nova.zoo_map import zoo_map
from tutor.core import IllegalMoveError

STEPS = 300


def assert_bounds(state: State) -> None:
    """AN-CONS-TRACK (appeal 0–113, conservation 0–41), AN-REP-TRACK (0–15), AN-ACT-X
    (0–5 X-tokens), money never negative; AN-BUILD-FORBID: buildings on the map, off rock
    and water, never overlapping."""
    zmap = zoo_map(state.map_id)
    for zoo in state.zoos:
        assert 0 <= zoo.appeal <= 113 and 0 <= zoo.conservation <= 41
        assert 0 <= zoo.reputation <= 15 and 0 <= zoo.x_tokens <= 5 and zoo.money >= 0
        cells = [c for b in zoo.buildings for c in b.cells]
        assert len(cells) == len(set(cells)), zoo.buildings
        assert set(cells) <= zmap.buildable, set(cells) - zmap.buildable


def assert_view_hides(state: State) -> None:
    for seat in range(state.players):
        seen = view(state, seat)
        assert seen.deck is None and seen.state.deck == ()
        for other, zoo in enumerate(seen.state.zoos):
            if other != seat:
                assert zoo.hand == () and zoo.final_scoring == ()
                assert seen.zoos[other].hand_size == len(state.zoo(other).hand)


def near_misses(state: State, legal: list, pool: list) -> list:
    """Moves that are not obviously illegal: recently legal ones, and this position's
    legal moves for another seat."""
    out = list(pool)
    for move in legal[:8]:
        if move.seat is not None:
            out.append(replace(move, seat=(move.seat + 1) % state.players))
    return out


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("map_id", ["A", "0"])
def test_an_random_play_properties(players, map_id):
    """AN-COMP-CARDS, AN-CONS-TRACK, AN-REP-TRACK, AN-ACT-X, AN-BUILD-FORBID over random
    play: the properties of the module's docstring at every position."""
    rng = random.Random(1000 * players + ord(map_id[0]))
    state = initial_state(Options(players, map_id), rng.randrange(10_000))
    pool: list = []
    for _ in range(STEPS):
        if state.over:
            break
        legal = rules.legal_moves(state)
        assert legal, notation.to_notation(state)
        for move in rng.sample(legal, min(6, len(legal))):
            assert rules.check(state, move).legal, (notation.to_notation(state), move)
            text = notation.format_move(move)
            assert notation.parse_move(text) == move, text
        for miss in near_misses(state, legal, pool):
            assert rules.check(state, miss).legal == (miss in legal), (
                notation.to_notation(state), miss)
            if miss not in legal:
                with pytest.raises(IllegalMoveError):
                    apply(state, miss)
        pool = (pool + rng.sample(legal, min(3, len(legal))))[-12:]
        state = apply(state, rng.choice(legal)).after
        assert notation.from_notation(notation.to_notation(state)) == state
        assert_bounds(state)
        assert_view_hides(state)


def test_no_two_concerns_share_a_move_word():
    """A move's text starts with its word (``build:``, ``sponsor:``, ``tile_zoo:`` …); two
    concerns sharing a word could read each other's moves as their own, so each word
    belongs to one concern (within a concern its own round-trip tests keep them apart)."""
    owner: dict[str, str] = {}
    for ms in MOVESETS:
        for kind in ms.moves.values():
            word = re.match(r"[a-z_0-9]+", kind.read[0].pattern)[0]
            assert owner.setdefault(word, ms.name) == ms.name, (word, owner[word], ms.name)


def test_every_move_of_a_complete_4_player_game_is_an_event():
    """A pass that changes nothing (digging stopped at once, ``pick:-``) is still an event
    of the outcome, so a replay shows every move: a 4-player game of the computer's
    policy, every outcome with at least one event, to the end (AN-END-FINAL)."""

    rng = random.Random(1)
    state = initial_state(Options(4, "A"), 1)
    for _ in range(20_000):
        if state.over:
            break
        out = apply(state, policy.choose(state, rng))
        assert out.events, out.move
        state = out.after
    assert state.over
