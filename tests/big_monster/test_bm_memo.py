"""What the engine works out once per position (:mod:`tutor.big_monster.memo`) or keeps
per area changes nothing: the open asks kept for a position equal those of a copy seen
for the first time (BM-SETUP-EXPL, BM-DRAFT-SIMUL, BM-PLACE-ADJ, BM-ROW-*, BM-EXPL-3); a
check on a new position equals its check once ``legal_moves`` filled the memo; and only
the last few positions are held."""

from __future__ import annotations

import random

from tutor import big_monster as bm
from tutor.big_monster import memo
from tutor.big_monster.area import (EXPLORER, _EXPLORER_KEYS, Piece, _frontier, _taken,
                                   _tile_keys, anchors, cells, occupied, part_map)
from tutor.big_monster.data import EXPLORER_PARTS
from tutor.big_monster.rules import _pick_moves
from tutor.core.frozen import changed

from memo_support import (assert_moves_equal_their_constructors,
                         assert_only_the_last_positions_are_held, seeded_positions)


def positions(options: bm.Options, seed: int, every: int = 3):
    """Positions along a seeded random game, one in ``every``."""
    return seeded_positions(bm, options, seed, every)


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
    assert_only_the_last_positions_are_held(bm, memo, bm.initial_state(bm.Options(4), 5))


def plain_anchors(tiles, code) -> list:
    """Every anchor written again from the rules (BM-GEO-CELL, BM-PLACE-ADJ), cell by cell:
    both cells free, one of them next to a taken cell."""
    taken = {(x, y) for x in (0, 1) for y in (0, 1)}
    for t in tiles:
        taken |= set(cells(*t))
    out = []
    for y in range(-25, 26):
        for x in range(-25, 26):
            cover = cells(code, x, y)
            if any(c in taken for c in cover):
                continue
            if any((cx + dx, cy + dy) in taken for cx, cy in cover
                   for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                out.append((x, y))
    return out


def test_the_anchors_kept_equal_the_rule_written_plainly():
    for state in positions(bm.Options(4), 2, every=4):
        for seat in range(state.players):
            for code in ("IG", "MD", "BL"):
                want = plain_anchors(state.areas[seat], code)
                assert anchors(state.areas[seat], code) == want
                assert anchors(state.areas[seat], code) == want      # and once kept


def test_legal_moves_equal_the_moves_the_constructors_make():
    for options in (bm.Options(4), bm.Options(2)):
        for state in positions(options, 4, every=5):
            assert_moves_equal_their_constructors(bm.legal_moves(state))


def test_what_is_kept_per_area_equals_a_recount():
    """The taken cells, the free cells around them and the crystal parts are made from the
    area one tile shorter (BM-GEO-CELL, BM-PLACE-ADJ, BM-CRYS-*): equal to a whole recount."""
    for options in (bm.Options(4), bm.Options(3)):
        for state in positions(options, 5, every=6):
            for seat in range(state.players):
                tiles, explorer = state.areas[seat], state.explorers[seat]
                taken = occupied(tiles)
                assert _taken(tiles) == taken and list(_taken(tiles)) == list(taken)
                assert _frontier(tiles) == {n for x, y in taken for n in
                                            ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                                            if n not in taken}
                found = {}
                for part in EXPLORER_PARTS.get(explorer, ()):
                    key, role, cell = _EXPLORER_KEYS[part]
                    found.setdefault(key, {})[role] = Piece(EXPLORER, part, cell)
                for i, t in enumerate(tiles):
                    for key, role, part, cell in _tile_keys(*t):
                        found.setdefault(key, {})[role] = Piece(i, part, cell)
                kept = part_map(tiles, explorer)
                assert kept == found and list(kept) == list(found)
                assert all(list(kept[k]) == list(found[k]) for k in found)


def test_a_hand_outside_the_catalogue_gets_its_picks_made():
    assert _pick_moves(("ZZ", "D"), (1, 2), 0) == [
        bm.Pick(t, s, seat=0) for t in ("D", "ZZ") for s in (1, 2)]
    assert _pick_moves(("ZZ",), (), 0) == []
    assert _pick_moves(("ZZ",), None, 3) == [bm.Pick("ZZ", None, seat=3)]


def test_the_crystals_counted_are_the_crystals_completed():
    """BM-CRYS-*: an area's counts read its completed crystals off the kept parts."""
    from collections import Counter

    from tutor.big_monster.area import crystals
    from tutor.big_monster.scoring import counts
    for state in positions(bm.Options(5), 6, every=4):
        for seat in range(state.players):
            tiles, explorer = state.areas[seat], state.explorers[seat]
            made = Counter(c.colour for c in crystals(tiles, explorer))
            c = counts(tiles, explorer)
            assert (c.green, c.red, c.blue) == (made["green"], made["red"], made["blue"])


def test_the_counts_kept_from_a_placement_equal_a_recount():
    """The counts of an area made from the area one tile shorter (a placement's crystals
    and Big Monsters added, BM-CRYS-*, BM-BIG) equal the area counted tile by tile."""
    from tutor.big_monster import scoring
    kept = 0
    for options in (bm.Options(4), bm.Options(2), bm.Options(3, draft3=True)):
        for state in positions(options, 2, every=1):
            for seat in range(state.players):
                tiles, explorer = state.areas[seat], state.explorers[seat]
                if (tiles, explorer) in scoring._COUNTS:
                    kept += 1
                    assert scoring.counts(tiles, explorer) == scoring._count(tiles, explorer)
    assert kept > 100


def test_the_placements_kept_are_fresh_ones():
    from tutor.big_monster.rules import _PLACES, _place_moves
    for state in positions(bm.Options(4), 3, every=4):
        for seat in range(state.players):
            for across in (False, True):
                moves = _place_moves(state.areas[seat], across, seat)
                assert moves == tuple(bm.Place(x, y, seat=seat) for x, y in
                                      anchors(state.areas[seat], "MD" if across else "IG"))
                assert all(_PLACES[m.x, m.y, seat] is m for m in moves)


def test_a_tile_said_kept_is_a_fresh_one():
    from tutor.big_monster.data import CODES
    from tutor.big_monster.rules import tile_said
    from tutor.core.said import said as later
    for code in (*CODES, "ZZ"):
        assert tile_said(code) == later(f"bm.tile.{code}")


def test_the_count_of_one_area_is_the_medal_condition_written_plainly():
    """BM-MEDAL-*: a medal counted over one area (read directly) and over two."""
    from tutor.big_monster.scoring import TARGETS, counts, medal_count
    for state in positions(bm.Options(4), 4, every=5):
        for seat in range(state.players):
            c = counts(state.areas[seat], state.explorers[seat])
            plain = {1: c.big, 2: min(c.green, c.red, c.blue), 3: c.desert, 4: c.ice_tiles,
                     5: c.lava, 6: c.mutagens, 8: len(c.lands), 9: c.runes,
                     10: c.swamp_grass}
            assert set(plain) == set(TARGETS)
            for medal in TARGETS:
                assert medal_count(medal, [c]) == plain[medal]
                assert medal_count(medal, [c, c]) == (plain[medal] if medal == 8
                                                      else 2 * plain[medal])
