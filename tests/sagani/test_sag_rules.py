"""Scenario tests, named after the fact sheet's rule IDs (SAG-*) and worked examples."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sag_support import place, scene, verdict

from tutor import sagani as sag
from tutor.core import Cell, IllegalMoveError
from tutor.sagani.data import VALUE, tiles
from tutor.sagani.facts import ArrowFact, Completion, DiscFact

BLUE_UP, RED_UP, WHITE_UP, GREEN_UP, GREEN_UPRIGHT = 38, 2, 55, 19, 20
FIRE_3 = (4, 5, 6, 7, 11, 17)


def arrows(v):
    return [r.data for r in v.reasons if isinstance(r.data, ArrowFact)]


def test_sag_comp_tiles_72_tiles_18_per_element_valued_by_arrow_count():
    """SAG-COMP-TILES, SAG-COMP-VALUE"""
    ts = tiles().values()
    assert len(ts) == 72
    for el in ("fire", "water", "earth", "air"):
        assert sum(t.element == el for t in ts) == 18
    assert all(t.points == VALUE[len(t.arrows)] for t in ts)


def test_sag_setup_stacks_and_offer_three_stacks_five_on_offer_24_discs():
    """SAG-SETUP-STACKS, SAG-SETUP-OFFER, SAG-COMP-DISCS"""
    s = sag.initial_state(sag.Options(players=3), 5)
    assert len(s.stacks) == 3 and len(s.offer) == 5
    assert sum(map(len, s.stacks)) == 67
    assert all(p.supply == 24 and p.caco == 0 for p in s.seats)
    assert s == sag.initial_state(sag.Options(players=3), 5)


def test_sag_turn_take_only_from_the_offer():
    """SAG-TURN-TAKE"""
    s = sag.initial_state(sag.Options(), 1)
    assert sag.check(s, sag.Take(s.offer[0])).legal
    missing = next(t for t in tiles() if t not in s.offer)
    v = sag.check(s, sag.Take(missing))
    assert not v.legal and v.violations[0].rule == "SAG-TURN-TAKE"
    assert not sag.check(s, sag.Draw(0)).legal            # 5 tiles left: no blind draw


def test_sag_turn_last_moves_the_last_tile_to_the_intermezzo_and_draws_blind():
    """SAG-TURN-LAST, SAG-EX-5"""
    s = scene([], offer=(BLUE_UP,))
    moves = sag.legal_moves(s)
    assert sag.Take(BLUE_UP, seat=0) in moves and sag.Draw(2, seat=0) in moves
    top = s.stacks[2][0]
    after = sag.apply(s, sag.Draw(2)).after
    assert after.intermezzo == (BLUE_UP,) and after.held == top and after.offer == ()


def test_sag_place_first_tile_starts_the_display_at_origin():
    """SAG-PLACE-FIRST, SAG-TURN-PLACE"""
    s = scene([], held=BLUE_UP)
    assert verdict(s, 0, 0).legal
    assert not verdict(s, 2, 3).legal


def test_sag_place_ortho_diagonal_contact_is_refused_sag_ex_3():
    """SAG-PLACE-ORTHO, SAG-EX-3"""
    s = scene([[(RED_UP, 0, 0, 0)]], held=BLUE_UP)
    v = verdict(s, 1, 1)
    assert not v.legal and v.violations[0].rule == "SAG-PLACE-ORTHO"
    assert Cell(0, 0) in v.violations[0].focus and Cell(1, 0) in v.violations[0].focus
    assert "(1,0)" in v.explain("en") and "coin" in v.explain("fr")
    for x, y in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        assert verdict(s, x, y).legal
    assert not verdict(s, 0, 0).legal


def test_sag_place_rotate_every_quarter_turn_turns_the_arrows():
    """SAG-PLACE-ROTATE"""
    s = scene([], held=BLUE_UP)
    dirs = [arrows(verdict(s, 0, 0, r))[0].direction for r in range(4)]
    assert dirs == [0, 2, 4, 6]
    assert not verdict(s, 0, 0, 4).legal


def test_sag_arrow_1_ray_with_gap_sag_ex_1():
    """SAG-ARROW-1, SAG-EX-1, SAG-ARROW-GAPS"""
    s = scene([[(BLUE_UP, 0, 0, 1), (RED_UP, 1, 0, 0), (WHITE_UP, 1, 1, 0),
                (56, 2, 1, 0), (57, 3, 1, 0)]], held=37)
    v = verdict(s, 3, 0)
    assert v.legal
    fact = next(f for f in arrows(v) if f.at == (0, 0))
    assert fact.fulfilled and fact.new and fact.by == (3, 0)
    assert "distance does not matter" in v.explain("en")
    after = place(s, 3, 0)
    assert after.seats[0].score == 1 and after.seats[0].at((0, 0)).done


def test_sag_arrow_1_diagonal_only_sag_ex_2():
    """SAG-EX-2, SAG-ARROW-RAY"""
    s = scene([[(GREEN_UPRIGHT, 0, 0, 0), (GREEN_UP, 1, 0, 1), (22, 0, 1, 2)]], held=21)
    assert not s.seats[0].at((0, 0)).covered
    v = verdict(s, 1, 1, 0)
    fact = next(f for f in arrows(v) if f.at == (0, 0))
    assert v.legal and fact.fulfilled and fact.by == (1, 1)


def test_sag_arrow_mark_covered_arrows_stay_covered_and_completion_scores():
    """SAG-ARROW-MARK, SAG-SCORE-COMPLETE, SAG-ARROW-MULTI"""
    s = scene([[(GREEN_UPRIGHT, 0, 0, 0)]], held=GREEN_UP)
    out = sag.apply(s, sag.Place(1, 0, 0))        # (1,0) is not on the up-right ray
    assert not out.after.seats[0].at((0, 0)).covered
    s2 = scene([[(GREEN_UPRIGHT, 0, 0, 0), (GREEN_UP, 1, 0, 0)]], held=21)
    out = sag.apply(s2, sag.Place(1, 1, 0))
    done = [e.data for e in out.events if isinstance(e.data, Completion)]
    # (1,1) is green: it fulfils (0,0)'s up-right arrow and (1,0)'s up arrow at once
    assert [(c.at, c.value, c.discs_back) for c in done] == [((0, 0), 1, 1), ((1, 0), 1, 1)]
    assert out.after.seats[0].score == 2   # SAG-ARROW-MULTI


FILLERS = [(t, x, 0, 2) for x, t in enumerate(FIRE_3 + (22,))] + [(26, 7, 0, 2)]


def test_sag_disc_caco_one_disc_left_three_arrows_sag_ex_4():
    """SAG-DISC-CACO, SAG-EX-4, SAG-DISC-LOAD"""
    three = scene([FILLERS[:-1] + [(35, 7, 0, 2)]], held=36)
    assert three.seats[0].supply == 1
    v = verdict(three, 0, 1, 0)
    disc = next(r.data for r in v.reasons if isinstance(r.data, DiscFact))
    assert (disc.need, disc.supply, disc.caco, disc.penalty) == (3, 1, 2, -4)
    assert "−4" in v.explain("en")
    after = place(three, 0, 1, 0).seats[0]
    assert after.score == -4 and after.caco == 2 and after.supply == 0


def test_sag_disc_order_a_loads_first_b_resolves_older_first():
    """SAG-DISC-ORDER"""
    # tile 4 (fire): up water, up-right air, up-left earth; water above, air up-right
    spec = [(t, x, 0, 2) for x, t in enumerate((5, 6, 7, 11, 17, 22, 23))] + [
        (4, 0, 1, 0), (BLUE_UP, 0, 2, 2), (WHITE_UP, 1, 2, 0)]
    for order, caco, supply in ((sag.DiscOrder.LOAD_FIRST, 1, 3),
                                (sag.DiscOrder.RESOLVE_FIRST, 0, 2)):
        s = scene([spec], held=GREEN_UP, caco=(2,), order=order)
        assert s.seats[0].supply == 0
        after = place(s, -1, 2, 0).seats[0]
        assert after.at((0, 1)).done
        assert (after.caco, after.supply) == (2 + caco, supply)
        assert after.score == 6 - 2 * caco


def test_sag_int_run_lowest_score_first_and_int_leftover():
    """SAG-INT-RUN, SAG-INT-LEFTOVER"""
    s = scene([], offer=(BLUE_UP,), intermezzo=(30, 31, 32), scores=(5, 2))
    s = sag.apply(s, sag.Draw(0)).after
    s = place(s, 0, 0)
    assert s.phase is sag.Phase.INTERMEZZO and s.queue[0] == 1
    s = sag.apply(s, sag.Pass()).after
    s = sag.apply(s, sag.Pass()).after
    assert s.intermezzo == () and len(s.discarded) == 4 and s.phase is sag.Phase.TAKE
    assert len(s.offer) == 5                     # SAG-TURN-REFILL after the Intermezzo


def test_sag_int_leftover_taken_tiles_leave_the_rest():
    """SAG-INT-LEFTOVER"""
    s = scene([], offer=(BLUE_UP,), intermezzo=(30, 31, 32))
    s = place(sag.apply(s, sag.Draw(0)).after, 0, 0)
    s = sag.apply(s, sag.Pick(31)).after
    s = place(s, 1, 0)
    s = sag.apply(s, sag.Pass()).after
    assert set(s.intermezzo) == {30, 32, BLUE_UP} and s.discarded == ()


def test_sag_turn_refill_when_the_offer_is_empty():
    """SAG-TURN-REFILL"""
    s = scene([], held=BLUE_UP, offer=())
    after = place(s, 0, 0)
    assert len(after.offer) == 5 and after.turn == 1


def test_sag_end_target_and_end_round_sag_ex_6():
    """SAG-END-TARGET, SAG-END-ROUND, SAG-END-WIN, SAG-EX-6"""
    s = scene([[(GREEN_UPRIGHT, 0, 0, 0), (GREEN_UP, 1, 0, 0)]], held=21, players=3,
              scores=(59, 0, 0))
    after = place(s, 1, 1)            # two completions: 59 + 2 = 61 ≥ 60 with 3 players
    assert after.seats[0].score == 61
    assert after.ending and after.phase is sag.Phase.TAKE and after.turn == 1
    rest = after
    while rest.phase is not sag.Phase.OVER:   # seats 1 and 2 still play, then the end
        rest = sag.apply(rest, sag.legal_moves(rest)[0]).after
    assert [p.turns for p in rest.seats] == [1, 1, 1] and rest.winners == (0,)


def test_sag_end_win_tie_goes_to_who_reached_the_score_first():
    """SAG-END-WIN"""
    a, b = sag.Player(score=61, reached=10), sag.Player(score=61, reached=4)
    assert sag.winners((a, b)) == (1,)
    assert sag.winners((sag.Player(score=3), sag.Player(score=9))) == (1,)


def test_sag_end_stacks_and_game_over_refuses_moves():
    """SAG-END-STACKS, SAG-GAME-OVER"""
    import random
    s = sag.initial_state(sag.Options(), 3)
    rng = random.Random(0)
    while s.phase is not sag.Phase.OVER:
        s = sag.apply(s, rng.choice(sag.legal_moves(s))).after
    assert s.winners and sag.legal_moves(s) == [] and sag.asks(s) == ()
    v = sag.check(s, sag.Take(1))
    assert not v.legal and v.violations[0].rule == "SAG-GAME-OVER"
    with pytest.raises(IllegalMoveError):
        sag.apply(s, sag.Take(1))


def test_sag_comp_tiles_the_package_copy_is_the_shared_data_file():
    """The engine reads its own copy of the tiles (a checkout has no shared folder beside
    it); where the shared file is there, the copy is the same file."""
    from pathlib import Path
    from tutor.sagani.data import SOURCE
    shared = Path(__file__).resolve().parents[3] / "shared" / "data" / "sagani" / "tiles.json"
    assert SOURCE.is_file() and SOURCE.parent.parent.name == "sagani"
    if shared.is_file():
        assert SOURCE.read_bytes() == shared.read_bytes()


def test_sag_arrow_mark_each_step_of_a_placement_has_its_own_snapshot():
    """SAG-ARROW-MARK, SAG-SCORE-COMPLETE: the replay steps through the tile placed with its
    discs, each arrow covered, each tile turned over, then the position after the move."""
    s = scene([[(GREEN_UPRIGHT, 0, 0, 0), (GREEN_UP, 1, 0, 0)]], held=21)
    out = sag.apply(s, sag.Place(1, 1, 0))
    rules = [e.rule for e in out.events]
    assert rules[:4] == ["SAG-TURN-PLACE", "SAG-DISC-LOAD", "SAG-ARROW-MARK", "SAG-ARROW-MARK"]
    shown = [e.snapshot.seats[0] for e in out.events]
    placed = shown[0]
    assert placed.at((1, 1)) is not None and placed.supply == s.seats[0].supply
    assert shown[1].supply == s.seats[0].supply - 2                   # the discs loaded
    covered = [len(p.at((0, 0)).covered) + len(p.at((1, 0)).covered) for p in shown[:4]]
    assert covered == [0, 0, 1, 2]                                      # one arrow a step
    first_done = out.events[4]
    assert first_done.rule == "SAG-SCORE-COMPLETE"
    assert first_done.snapshot.seats[0].at((0, 0)).done
    assert not first_done.snapshot.seats[0].at((1, 0)).done
    assert first_done.snapshot.seats[0].score == 1
    assert out.events[-1].snapshot == out.after


def test_sag_disc_order_b_events_follow_the_order_of_resolution():
    """SAG-DISC-ORDER (b): the older tile completes and returns its discs before the new
    tile is loaded, and the snapshots never show a negative supply."""
    spec = [(t, x, 0, 2) for x, t in enumerate((5, 6, 7, 11, 17, 22, 23))] + [
        (4, 0, 1, 0), (BLUE_UP, 0, 2, 2), (WHITE_UP, 1, 2, 0)]
    s = scene([spec], held=GREEN_UP, caco=(2,), order=sag.DiscOrder.RESOLVE_FIRST)
    out = sag.apply(s, sag.Place(-1, 2, 0))
    rules = [e.rule for e in out.events]
    done = rules.index("SAG-SCORE-COMPLETE")
    assert done < rules.index("SAG-DISC-LOAD")
    assert all(e.snapshot.seats[0].supply >= 0 for e in out.events)
    assert out.events[-1].snapshot == out.after


def test_sag_comp_back_stack_tops_show_colour_and_value_only():
    """SAG-COMP-BACK, SAG-TURN-LAST-STACKS"""
    s = scene([], offer=(BLUE_UP,))
    seen = sag.view(s, 0)
    assert seen.stack_tops == tuple((tiles()[st[0]].element, tiles()[st[0]].points)
                                    for st in s.stacks)
    draws = [m for m in sag.legal_moves(s) if isinstance(m, sag.Draw)]
    assert [m.stack for m in draws] == [0, 1, 2]          # the player chooses the stack
    emptied = replace(s, stacks=((), s.stacks[1], s.stacks[2] + s.stacks[0]))
    assert [m.stack for m in sag.legal_moves(emptied) if isinstance(m, sag.Draw)] == [1, 2]
    assert not sag.check(emptied, sag.Draw(0)).legal


def test_sag_place_free_arrows_need_not_match_the_neighbours():
    """SAG-PLACE-FREE: the seed's "arrows must align" is not the rule; every empty position
    sharing an edge is legal, in every rotation, whatever the arrows and colours."""
    s = scene([[(RED_UP, 0, 0, 0), (WHITE_UP, 1, 0, 0)]], held=BLUE_UP)
    cells = {(m.x, m.y) for m in sag.legal_moves(s)}
    assert cells == {(-1, 0), (2, 0), (0, 1), (1, 1), (0, -1), (1, -1)}
    for x, y in cells:
        for rot in range(4):
            assert verdict(s, x, y, rot).legal


def _completed_blue(order=None):
    """Player 1's blue tile at (0,0) completed by a blue tile above it: a turned-over tile."""
    s = scene([[(BLUE_UP, 0, 0, 0), (RED_UP, 1, 0, 0)]], held=37, order=order)
    out = sag.apply(s, sag.Place(0, 1, 0))
    assert out.after.seats[0].at((0, 0)).done
    return out.after


def test_sag_arrow_anyside_a_turned_over_tile_still_fulfils_arrows():
    """SAG-ARROW-ANYSIDE"""
    after = _completed_blue()
    s = replace(after, phase=sag.Phase.PLACE, held=39, placer=0, turn=0,
                offer=tuple(t for t in after.offer if t != 39),
                stacks=tuple(tuple(t for t in st if t != 39) for st in after.stacks))
    s = sag.from_notation(sag.to_notation(s))
    v = verdict(s, 1, -1, 0)           # 39: up red (the red tile above), up-left blue
    facts = {f.direction: f for f in arrows(v)}
    assert facts[7].fulfilled and facts[7].by == (0, 0)   # the turned-over blue tile
    assert facts[0].fulfilled and facts[0].by == (1, 0)
    assert place(s, 1, -1).seats[0].at((1, -1)).done


def test_sag_arrow_own_only_the_players_own_tiles_count():
    """SAG-ARROW-OWN"""
    s = scene([[(BLUE_UP, 0, 0, 0)], [(37, 0, 1, 0)]], held=RED_UP)
    v = verdict(s, 1, 0)
    assert not any(f.at == (0, 0) for f in arrows(v))       # nothing changes for (0,0)
    assert not place(s, 1, 0).seats[0].at((0, 0)).covered
    mine = scene([[(BLUE_UP, 0, 0, 0)], [(37, 5, 5, 0)]], held=41)
    assert place(mine, 0, 1).seats[0].at((0, 0)).done


def test_sag_disc_caco_keep_cacophony_discs_come_back_and_cost_nothing_more():
    """SAG-DISC-CACO-KEEP, SAG-SCORE-NEG, SAG-EX-4"""
    three = scene([FILLERS[:-1] + [(35, 7, 0, 2)]], held=36)
    me = place(three, 0, 1, 0).seats[0]                   # 2 cacophony discs: −4 at once
    assert (me.score, me.caco, me.supply) == (-4, 2, 0)   # below 0: no floor
    assert me.at((0, 1)).discs == 3                       # all 3 on the tile
    # a player who holds 2 cacophony discs completes a tile: they come back like the others
    s = scene([[(4, 0, 1, 0), (BLUE_UP, 0, 2, 2), (WHITE_UP, 1, 2, 0)]], held=GREEN_UP,
              caco=(2,))
    assert s.seats[0].supply == 21 and len(s.seats[0].at((0, 1)).covered) == 2
    after = place(s, -1, 2, 0).seats[0]
    assert after.at((0, 1)).done
    assert (after.caco, after.supply, after.score) == (2, 23, 6)   # no charge again
    assert after.supply + sum(p.discs for p in after.display) == 24 + after.caco


def test_sag_score_nopartial_scores_are_completions_less_cacophony():
    """SAG-SCORE-NOPARTIAL, SAG-SCORE-NEG: at the end, every score is the sum of its
    completed tiles' values less 2 per cacophony disc; unfinished tiles count nothing."""
    import random
    for seed in (1, 2):
        s = sag.initial_state(sag.Options(3), seed)
        rng = random.Random(seed)
        while s.phase is not sag.Phase.OVER:
            s = sag.apply(s, rng.choice(sag.legal_moves(s))).after
        for p in s.seats:
            assert any(not t.done for t in p.display)
            assert p.score == sum(VALUE[len(t.arrows)] for t in p.display if t.done) - 2 * p.caco


def test_sag_int_tie_who_reached_the_score_later_chooses_first():
    """SAG-INT-TIE"""
    s = scene([], offer=(BLUE_UP,), intermezzo=(30, 31, 32), players=3, scores=(5, 5, 2))
    seats = (replace(s.seats[0], reached=3), replace(s.seats[1], reached=7), s.seats[2])
    s = replace(s, seats=seats)
    s = place(sag.apply(s, sag.Draw(0)).after, 0, 0)
    assert s.phase is sag.Phase.INTERMEZZO and s.queue == (2, 1, 0)
