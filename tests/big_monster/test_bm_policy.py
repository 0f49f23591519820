"""The computer seats (``POLICY`` through ``tutor.core.policy.choose``): legal, seeded, and
answering only for their own seat in a simultaneous ask (BM-DRAFT-SIMUL); a placement that
mutates is preferred to one that does not (BM-PLACE-MUTATE)."""

from __future__ import annotations

import random

from bm_support import placing, pos

from tutor import big_monster as bm
from tutor.core.policy import choose


def test_BM_DRAFT_SIMUL_the_computer_answers_for_its_own_seat_with_a_legal_seeded_move():
    s = bm.initial_state(bm.Options(5), 2)
    for _ in range(40):
        move = choose(bm, s, random.Random(3), seats={2})
        if move is None:
            assert not any(a.seat == 2 for a in bm.asks(s))
            move = choose(bm, s, random.Random(3))
        else:
            assert move.seat == 2
        assert bm.check(s, move).legal
        assert choose(bm, s, random.Random(3), seats={2}) == (
            move if move.seat == 2 else None)
        s = bm.apply(s, move).after


def test_BM_PLACE_MUTATE_the_computer_places_where_the_ray_mutates():
    s = pos(placing("MD@2,0", "IR"))
    for seed in range(5):
        move = choose(bm, s, random.Random(seed))
        assert (move.x, move.y) in ((2, 1), (3, 1))
