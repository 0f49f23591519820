"""The fact sheet's board sections and other components (KB-COMP-BOARD, KB-COMP-OTHER), and the
two places where Board Game Arena's code differs from the reading the tutor follows
(KB-LOC-LOSE-BGA, KB-PLACE-SHORT-BGA). First-game board unless a test names another."""

from __future__ import annotations

import random

from tutor import kingdom_builder as kb
from tutor.kingdom_builder.board import QUADRANT_NAMES, SIZE, sector
from tutor.kingdom_builder.data import QUADRANTS
from tutor.kingdom_builder.state import LOCATION_KINDS

from kb_support import chain, failing, moves_text, play, pos, position, rules, verdict


def test_KB_COMP_BOARD_8_sections_of_100_hexes_4_of_them_make_the_board():
    assert len(QUADRANTS) == len(QUADRANT_NAMES) == 8
    assert all(len(rows) == 10 and all(len(row) == 10 for row in rows)
               for rows in QUADRANTS.values())
    s = kb.initial_state(kb.Options(2), 5)
    assert len(s.layout) == 4 and len({q for q, _ in s.layout}) == 4
    assert SIZE * SIZE == 4 * 100
    cells = [(r, c) for r in range(SIZE) for c in range(SIZE)]
    assert sorted(sum(sector(h) == k for h in cells) for k in range(4)) == [100] * 4


def test_KB_COMP_OTHER_start_token_kept_summary_of_each_location_and_a_score_per_player():
    """KB-COMP-OTHER: the start-player token stays with one seat all game; the 8 summary
    cards are the 8 tile rules; the score track holds one marker per player."""
    assert {f"KB-TILE-{k.upper()}" for k in LOCATION_KINDS} <= set(kb.RULEBOOK)
    assert len(LOCATION_KINDS) == 8
    s = kb.initial_state(kb.Options(3), 4)
    rng = random.Random(4)
    start = s.start
    for _ in range(60):
        if s.phase is kb.Phase.OVER:
            break
        s = kb.apply(s, rng.choice(kb.legal_moves(s))).after
        assert s.start == start
    assert len(kb.totals(s)) == 3 and all(points >= 0 for points in kb.totals(s))


TWO_TAVERNS = position(("5,2;5,7;7,11", "-"), "C,G",
                       tiles=("paddock@6,11:r;tavern@6,2:r;tavern@6,7:r", "-"),
                       taken=("6,2;6,7;6,11", "-"), stack="after:1:3")


def test_KB_LOC_LOSE_BGA_the_player_chooses_which_tile_goes_where_BGA_drops_that_hexs():
    """KB-LOC-LOSE-BGA, KB-LOC-LOSE: Blue leaves the Tavern location 6,2 while holding the
    Tavern tiles of 6,2 and 6,7. The tutor asks which goes (the help page); BGA would drop
    the tile of 6,2 at once. Returning the tile of 6,7 — what BGA never does — is legal, and
    the kept tile stays tied to 6,2."""
    s, _ = play(TWO_TAVERNS, "paddock@6,11:5,2>5,0")
    assert kb.returning(s) == (6, 2) and [a.step for a in kb.asks(s)] == ["return"]
    assert sorted(moves_text(s)) == ["return@6,2", "return@6,7"]
    assert failing(verdict(s, "end")) == ["KB-LOC-LOSE"]
    kept, outs = play(s, "return@6,7")
    assert [(t.kind, t.source) for t in kept.tiles[0]] == [("paddock", (6, 11)),
                                                          ("tavern", (6, 2))]
    assert rules(outs) == ["KB-LOC-LOSE"]
    # holding one Tavern tile, nobody is asked: the tile of that hex goes, as on BGA
    one = position(("5,2;7,11", "-"), "C,G", tiles=("paddock@6,11:r;tavern@6,2:r", "-"),
                   taken=("6,2;6,11", "-"), stack="after:1:3")
    s, _ = play(one, "paddock@6,11:5,2>5,0")
    assert kb.returning(s) is None and [t.kind for t in s.tiles[0]] == ["paddock"]


def test_KB_PLACE_SHORT_BGA_no_legal_hex_left_ends_the_mandatory_action_where_BGA_waits():
    """KB-PLACE-SHORT-BGA, KB-PLACE-SHORT: every grass hex but two is taken. Red builds the
    two, and with 38 settlements still in his supply the mandatory action is over: the
    turn goes on to its end. BGA's code would end it only after a third build."""
    grass = [h for h in kb.assemble(tuple((q, False) for q in
             ("tavern", "paddock", "oasis", "farm"))).hexes_of("G")]
    others = [h for h in grass if h not in ((3, 4), (3, 5), (4, 4))]
    # blue has placed all 40 settlements: the end is triggered (KB-END-TRIGGER)
    s = pos(position((chain("3,4", *(f"{r},{c}" for r, c in others[40:])),
                      chain(*(f"{r},{c}" for r, c in others[:40]))), "G,C", ending="yes"))
    s, outs = play(s, "3,5", "4,4")
    assert s.stack == (kb.AfterBuild(0, 2),) and s.supply(0) > 0
    assert kb.mandatory_status(s) == "done" and "KB-PLACE-SHORT" in rules(outs)
    assert moves_text(s) == ["end"] and verdict(s, "end").legal
    after, _ = play(s, "end")
    assert after.turn == 1 and after.phase is kb.Phase.PLAY
