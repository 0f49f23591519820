"""What the engine works out once per position (:mod:`tutor.big_monster.memo`) or keeps
per area changes nothing: the open asks kept for a position equal those of a copy seen
for the first time (BM-SETUP-EXPL, BM-DRAFT-SIMUL, BM-PLACE-ADJ, BM-ROW-*, BM-EXPL-3); a
check on a new position equals its check once ``legal_moves`` filled the memo; and only
the last few positions are held."""

from __future__ import annotations

import random

from tutor import big_monster as bm
from tutor.big_monster import memo
from tutor.core.frozen import changed


def positions(options: bm.Options, seed: int, every: int = 3):
    """Positions along a seeded random game, one in ``every``."""
    rng = random.Random(seed)
    state = bm.initial_state(options, seed)
    n = 0
    while state.phase is not bm.Phase.OVER:
        if n % every == 0:
            yield state
        state = bm.apply(state, rng.choice(bm.legal_moves(state))).after
        n += 1


def said(verdict) -> tuple:
    return (verdict.legal, verdict.explain("en"), verdict.explain("fr"), verdict.focus,
            tuple((r.rule, r.ok, r.binding, r.focus, r.data) for r in verdict.reasons))


def asks_said(asks) -> tuple:
    return tuple((a.seat, a.step, a.rule, a.kind, a.explain("en"), a.explain("fr"))
                 for a in asks)


def test_the_asks_kept_equal_the_asks_of_a_new_position():
    for options in (bm.Options(4), bm.Options(2), bm.Options(3, draft3=True)):
        for state in positions(options, 1, every=5):
            first = asks_said(bm.asks(state))
            assert asks_said(bm.asks(changed(state))) == first
            assert bm.legal_moves(changed(state)) == bm.legal_moves(state)


def test_a_check_on_a_new_position_equals_the_check_once_the_memo_is_filled():
    rng = random.Random(7)
    for options in (bm.Options(4), bm.Options(6, teams=True), bm.Options(2)):
        for state in positions(options, 3, every=7):
            moves = rng.sample(bm.legal_moves(state), min(4, len(bm.legal_moves(state))))
            moves += [bm.Place(rng.randrange(-3, 4), rng.randrange(-3, 4), seat=s)
                      for s in range(state.players)]
            moves += [bm.Pick("D", rng.randrange(state.players + 1), seat=s)
                      for s in range(state.players)]
            for move in moves:
                first = said(bm.check(changed(state), move))
                bm.legal_moves(state)
                assert said(bm.check(state, move)) == first, move


def test_only_the_last_positions_are_held():
    state = bm.initial_state(bm.Options(4), 5)
    copies = [changed(state) for _ in range(memo.KEPT + 3)]
    for s in copies:
        bm.legal_moves(s)
    held = [seen for seen, _ in memo.MEMO._recent]
    assert len(held) == memo.KEPT
    assert all(any(s is c for c in copies[-memo.KEPT:]) for s in held)
    assert held[0] is copies[-1]
