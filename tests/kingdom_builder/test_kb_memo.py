"""What the engine works out once per position (:mod:`tutor.kingdom_builder.memo`) changes
nothing: the target sets equal the rule written again plainly, hex by hex (KB-PLACE-FREE,
KB-PLACE-ADJ, KB-PLACE-NEWAREA, KB-LOC-ADJ-MOVE, KB-OPEN-SAME-HEX, KB-TILE-*), for every
kind of build or move and every origin; a check on a position seen for the first time
equals its check once ``legal_moves`` filled the memo; the moves ``legal_moves`` makes
equal the constructor's; and only the last few positions are held."""

from __future__ import annotations

import random

from tutor import kingdom_builder as kb
from tutor.core.frozen import changed
from tutor.kingdom_builder import memo
from tutor.kingdom_builder.board import DIRECTIONS, TERRAINS, WATER, on_board, on_edge, step
from tutor.kingdom_builder.state import LOCATION_KINDS

from memo_support import (assert_moves_equal_their_constructors,
                         assert_only_the_last_positions_are_held, seeded_positions)

KINDS = ("mandatory",) + LOCATION_KINDS


def plain_targets(state: kb.State, kind: str, origin=None) -> list:
    """The legal target hexes written again from the rule text, looking at every hex."""
    board, seat = state.board, state.turn
    taken = {h: s for s, hs in enumerate(state.settlements) for h in hs}
    taken.pop(origin, None)
    own = set(state.settlements[seat]) - {origin}
    letters = {"mandatory": state.terrain, "oracle": state.terrain, "barn": state.terrain,
               "farm": "G", "oasis": "D", "harbor": WATER}.get(kind, TERRAINS)
    every = [(r, c) for r in range(20) for c in range(20)]
    if kind == "paddock":
        return sorted(h for h in (step(origin, d, 2) for d in DIRECTIONS)
                      if on_board(h) and board.at(h) in TERRAINS and h not in taken)
    if kind == "tavern":
        return [h for h in every if board.at(h) in TERRAINS and h not in taken
                and any(all(step(h, d, i) in own for i in (1, 2, 3)) for d in DIRECTIONS)]
    free = [h for h in every if board.at(h) in letters and h not in taken and h != origin
            and (kind != "tower" or on_edge(h))]
    touching = [h for h in free if own & set(kb.neighbours(h))]
    return touching or free


def positions(seed: int, every: int = 5):
    """Positions along a seeded random 3-player game, one in ``every``."""
    return seeded_positions(kb, kb.Options(3), seed, every)


def said(verdict) -> tuple:
    return (verdict.legal, verdict.explain("en"), verdict.explain("fr"), verdict.focus,
            tuple((r.rule, r.ok, r.focus, r.data) for r in verdict.reasons))


def test_target_sets_equal_the_rule_written_plainly():
    for seed in (1, 2):
        for state in positions(seed, every=9):
            own = state.settlements[state.turn]
            for kind in KINDS:
                origins = (None,) if kind not in ("barn", "harbor", "paddock") else own[:8]
                for origin in origins:
                    fresh = changed(state)                  # nothing kept for it yet
                    want = plain_targets(state, kind, origin)
                    assert kb.targets(fresh, kind, origin) == want, (kind, origin)
                    assert kb.targets(fresh, kind, origin) == want   # and once kept


def test_a_check_on_a_new_position_equals_the_check_once_the_memo_is_filled():
    rng = random.Random(7)
    for state in positions(3, every=6):
        hexes = state.board.hexes_of(TERRAINS + WATER)
        moves = [kb.Build(h) for h in rng.sample(hexes, 6)]
        own = state.settlements[state.turn]
        for t in state.tiles[state.turn]:
            moves += [kb.Use(t.kind, t.source, h) for h in rng.sample(hexes, 3)]
            moves += [kb.Use(t.kind, t.source, h, o) for h in rng.sample(hexes, 3)
                      for o in own[:2]]
        for move in moves:
            first = said(kb.check(changed(state), move))
            kb.legal_moves(state)
            assert said(kb.check(state, move)) == first, move


def test_legal_moves_equal_the_moves_the_constructors_make():
    for state in positions(4, every=7):
        assert_moves_equal_their_constructors(kb.legal_moves(state))


def test_only_the_last_positions_are_held():
    assert_only_the_last_positions_are_held(kb, memo, kb.initial_state(kb.Options(2), 5))
