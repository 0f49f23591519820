"""The fact sheet's components, setup and turn steps (SAG-COMP-*, SAG-SETUP-*, SAG-TURN-*),
how tiles reach the Intermezzo (SAG-INT-FILL) and its two [OPEN] readings (SAG-OPEN-*)."""

from __future__ import annotations

import random

import pytest
from sag_support import place, scene

from tutor import sagani as sag
from tutor.sagani.data import ELEMENTS, MIX, STEP, VALUE, mix, tile, tiles
from tutor.sagani.facts import ArrowFact

BLUE_UP, WATER_UP_EARTH = 38, 43          # water tiles: an up water arrow; up water + up-right earth


def playout(seed: int, players: int = 3):
    """Every (before, move, after) of a random game."""
    s = sag.initial_state(sag.Options(players=players), seed)
    rng = random.Random(seed)
    while s.phase is not sag.Phase.OVER:
        move = rng.choice(sag.legal_moves(s))
        after = sag.apply(s, move).after
        yield s, move, after
        s = after


def test_sag_comp_front_one_to_four_arrows_each_of_an_element_colour_and_one_of_8_directions():
    """SAG-COMP-FRONT"""
    straight = {(0, 1), (1, 0), (0, -1), (-1, 0)}
    assert len(set(STEP)) == 8 and straight < set(STEP)
    assert all(abs(dx) == abs(dy) == 1 for dx, dy in set(STEP) - straight)
    for t in tiles().values():
        assert 1 <= len(t.arrows) <= 4 and t.element in ELEMENTS
        assert all(colour in ELEMENTS and 0 <= d < 8 for d, colour in t.arrows)
        assert len({d for d, _ in t.arrows}) == len(t.arrows)      # one arrow a direction
    assert {colour for t in tiles().values() for _, colour in t.arrows} == set(ELEMENTS)
    # the verdict on a placement reads the front: one fact per arrow, in its colour
    s = scene([], held=WATER_UP_EARTH)
    facts = [r.data for r in sag.check(s, sag.Place(0, 0, 0)).reasons
             if isinstance(r.data, ArrowFact)]
    assert [(f.direction, f.colour) for f in facts] == list(tile(WATER_UP_EARTH).arrows)


def test_sag_comp_mix_2_5_6_5_tiles_of_one_to_four_arrows_per_element():
    """SAG-COMP-MIX"""
    assert MIX == {1: 2, 2: 5, 3: 6, 4: 5} and sum(MIX.values()) == 18
    assert mix(tiles().values()) == {e: MIX for e in ELEMENTS}
    points = sum(n * VALUE[arrows] for arrows, n in MIX.items())
    assert points == 2 * 1 + 5 * 3 + 6 * 6 + 5 * 10 == 103      # per element


def test_sag_comp_caco_cacophony_discs_never_run_out_even_past_the_ten_in_the_box():
    """SAG-COMP-CACO, SAG-DISC-CACO: a player who already took 10 cacophony discs and has no
    disc left takes 4 more for a 4-arrow tile, and pays for them."""
    four = [t for t in sorted(tiles()) if len(tile(t).arrows) == 4]
    # 8 four-arrow tiles and one 2-arrow tile in one row (a display is one group,
    # SAG-PLACE-ORTHO): a ray leaving the row meets no tile, so no tile is complete and
    # every disc stays on its tile, the 2-arrow one at the end of the row
    row = [(t, i, 0, 0) for i, t in enumerate(four[:8])] + [(21, 8, 0, 0)]
    s = scene([row], held=four[8], caco=(10,), scores=(5,))
    me = s.seats[0]
    assert (me.supply, me.caco) == (0, 10)
    after = place(s, -1, 0).seats[0]
    assert (after.caco, after.supply, after.score) == (14, 0, 5 - 8)
    assert after.supply + sum(p.discs for p in after.display) == 24 + after.caco


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_sag_comp_other_a_score_marker_per_player_and_a_start_player_marker(players):
    """SAG-COMP-OTHER: one score per seat on the track, the start player kept for the game
    and written in the notation."""
    s = sag.initial_state(sag.Options(players=players), 7)
    assert [p.score for p in s.seats] == [0] * players
    assert 0 <= s.start < players and f";start={s.start};" in sag.to_notation(s)
    if players > 1:
        for before, _, after in playout(7, players):
            assert after.start == before.start


def test_sag_setup_player_24_discs_of_their_colour_and_the_score_marker_on_0():
    """SAG-SETUP-PLAYER"""
    for players in (1, 2, 3, 4):
        s = sag.initial_state(sag.Options(players=players), 4)
        assert [(p.supply, p.caco, p.score, p.display) for p in s.seats] == [
            (24, 0, 0, ())] * players
        assert sag.view(s, 0).seats == s.seats        # every supply and score is public


def test_sag_setup_intermezzo_starts_empty():
    """SAG-SETUP-INTERMEZZO"""
    for seed in range(5):
        s = sag.initial_state(sag.Options(players=4), seed)
        assert s.intermezzo == () and s.discarded == ()
        assert not any(isinstance(m, sag.Pick) for m in sag.legal_moves(s))


def test_sag_setup_start_random_start_player_then_clockwise():
    """SAG-SETUP-START"""
    starts = {sag.initial_state(sag.Options(players=3), seed).start for seed in range(30)}
    assert starts == {0, 1, 2}                        # drawn from the seed, every seat
    s = sag.initial_state(sag.Options(players=3), 2)
    assert s.turn == s.start
    seen = [s.turn]
    for _ in range(5):                                # take, place: the next seat clockwise
        s = sag.apply(s, sag.Take(s.offer[0])).after
        s = sag.apply(s, sag.legal_moves(s)[0]).after
        seen.append(s.turn)
    assert seen == [(s.start + k) % 3 for k in range(6)]


def test_sag_turn_discs_are_loaded_after_the_tile_is_placed_and_before_any_arrow():
    """SAG-TURN-DISCS, SAG-TURN-PLACE, SAG-DISC-LOAD"""
    s = scene([[(BLUE_UP, 0, 0, 0)]], held=WATER_UP_EARTH)
    out = sag.apply(s, sag.Place(0, 1, 2))
    rules = [e.rule for e in out.events]
    assert rules[:2] == ["SAG-TURN-PLACE", "SAG-DISC-LOAD"]
    assert rules.index("SAG-DISC-LOAD") < rules.index("SAG-ARROW-MARK")
    placed, loaded = (e.snapshot.seats[0] for e in out.events[:2])
    assert placed.supply == 23 and loaded.supply == 21     # 2 arrows: 2 discs


def test_sag_turn_resolve_the_new_tile_and_the_older_tiles_then_completions():
    """SAG-TURN-RESOLVE: the new water tile, turned a half, points down at the older water
    tile (covered), and the older tile's up arrow is fulfilled by the new one: covers of both
    tiles first, then the completed older tile scores."""
    s = scene([[(BLUE_UP, 0, 0, 0)]], held=WATER_UP_EARTH)
    out = sag.apply(s, sag.Place(0, 1, 2))
    marks = [e.data.at for e in out.events if e.rule == "SAG-ARROW-MARK"]
    assert sorted(marks) == [(0, 0), (0, 1)]
    rules = [e.rule for e in out.events]
    assert max(i for i, r in enumerate(rules) if r == "SAG-ARROW-MARK") < rules.index(
        "SAG-SCORE-COMPLETE")
    me = out.after.seats[0]
    assert me.at((0, 0)).done and me.score == 1
    assert me.at((0, 1)).covered == {0} and not me.at((0, 1)).done


@pytest.mark.parametrize("waiting, runs", [(3, True), (2, False)])
def test_sag_turn_intermezzo_runs_once_the_intermezzo_holds_4_tiles(waiting, runs):
    """SAG-TURN-INTERMEZZO"""
    s = scene([], offer=(BLUE_UP,), intermezzo=(30, 31, 32)[:waiting], scores=(5, 2))
    s = place(sag.apply(s, sag.Draw(0)).after, 0, 0)
    assert len(s.intermezzo) == waiting + 1
    if runs:
        assert s.phase is sag.Phase.INTERMEZZO and s.queue == (1, 0)
        assert {sag.Pick(t, seat=1) for t in s.intermezzo} <= set(sag.legal_moves(s))
    else:
        assert s.phase is sag.Phase.TAKE and s.turn == 1 and s.queue == ()


def test_sag_int_fill_only_the_offers_last_tile_set_aside_reaches_the_intermezzo():
    """SAG-INT-FILL, SAG-TURN-LAST: in whole games, the Intermezzo grows only on a blind
    draw, by the one tile left in the offer."""
    draws = 0
    for seed in (1, 2):
        for before, move, after in playout(seed):
            if len(after.intermezzo) > len(before.intermezzo):
                assert isinstance(move, sag.Draw) and len(before.offer) == 1
                assert after.intermezzo == before.intermezzo + before.offer
                draws += 1
    assert draws >= 2


def test_sag_open_orient_rotation_0_is_the_datas_orientation_each_step_a_quarter_clockwise():
    """SAG-OPEN-ORIENT"""
    t = WATER_UP_EARTH                                # up water, up-right earth
    assert sag.Placed(0, 0, t, 0).arrows == tile(t).arrows == ((0, "water"), (1, "earth"))
    assert sag.Placed(0, 0, t, 1).arrows == ((2, "water"), (3, "earth"))   # right, down-right
    assert sag.Placed(0, 0, t, 2).arrows == ((4, "water"), (5, "earth"))
    assert sag.parse_move("place 1,-2 r3") == sag.Place(1, -2, 3)
    s = place(scene([], held=t), 0, 0, 3)
    assert s.seats[0].at((0, 0)).rot == 3 and f"{t}@0,0,3,0" in sag.to_notation(s)


def test_sag_open_end_reaching_the_target_triggers_the_end_and_the_round_is_finished():
    """SAG-OPEN-END, SAG-END-ROUND: the help page's "the game ends when the target is
    reached" is read as the trigger. The start player reaching 60 of 3 players does not end
    the game at once: the two others still play. The last seat of the round reaching it
    ends the game at once (nobody is left to play)."""
    board = [[(20, 0, 0, 0), (19, 1, 0, 0)]]          # earth: up-right earth, up earth
    first = place(scene(board, held=21, players=3, scores=(59, 0, 0)), 1, 1)
    assert first.seats[0].score == 61 and first.ending
    assert first.phase is sag.Phase.TAKE and first.turn == 1
    last = scene([[], [], board[0]], held=21, seat=2, players=3, scores=(0, 0, 59))
    last = sag.from_notation(sag.to_notation(last).replace(";start=2;", ";start=0;"))
    over = place(last, 1, 1)
    assert over.phase is sag.Phase.OVER and over.winners == (2,)
