"""Solo (SAG-VAR-SOLO, reported by a review, not checked): one player, the same turns, goal
(a) 75 points within 25 tiles or goal (b) every tile, less one point per disc left on
tiles. Scenes are built from notation (``sag_support.scene``) and named after the rule."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sag_support import place, scene, verdict

from tutor import sagani as sag
from tutor.core import NotationError, render
from tutor.sagani.data import tiles
from tutor.sagani.facts import SoloEnd

B = sag.SoloGoal.ALL_TILES
#: 24 tiles whose arrows all point up (top, up-left, up-right) in the data's orientation,
#: laid in one row turned half a turn: every arrow points down, where no tile lies, so
#: nothing is fulfilled. The first, tile 38 (water), points straight down from (0,0).
UPWARD = [t.id for t in tiles().values() if all(d in (7, 0, 1) for d, _ in t.arrows)]
ROW = [38] + [t for t in UPWARD if t not in (37, 38)][:23]
WATER_UPRIGHT = 37          # held: placed at (0,-1) it fulfils (0,0)'s arrow: (0,0) +1


def row_of_24(score, **kw):
    """Solo, goal (a): 24 tiles placed, ``score`` points, tile 37 (water) to place (or, with
    ``held=None`` in ``kw``, waiting in the Intermezzo)."""
    spec = [(t, x, 0, 2) for x, t in enumerate(ROW)]
    discs = sum(len(tiles()[t].arrows) for t in ROW)
    kw.setdefault("held", WATER_UPRIGHT)
    return scene([spec], players=1, scores=(score,), caco=(discs - 24 + 3,), **kw)


def solo_end(outcome) -> SoloEnd:
    (end,) = [e.data for e in outcome.events if isinstance(e.data, SoloEnd)]
    return end


# ---------------------------------------------------------------- goal (a)

def test_sag_var_solo_a_wins_at_75_with_the_25th_tile():
    """SAG-VAR-SOLO (a): 74 points and 24 tiles; the 25th tile completes (0,0): 75 within
    25 tiles, the game is won at once."""
    s = row_of_24(74)
    assert len(s.seats[0].display) == 24 and s.players == 1
    v = verdict(s, 0, -1, 2)
    solo = [r for r in v.reasons if r.rule == "SAG-VAR-SOLO"]
    assert v.legal and len(solo) == 1 and solo[0].ok and not solo[0].binding
    assert "tile 25 of at most 25, 75 points: 75 reached, the solo game is won" in v.explain("en")
    out = sag.apply(s, sag.Place(0, -1, 2))
    after = out.after
    assert after.phase is sag.Phase.OVER and after.winners == (0,)
    assert after.seats[0].score == 75 and len(after.seats[0].display) == 25
    end = solo_end(out)
    assert (end.goal, end.tiles, end.final, end.won, end.why) == ("a", 25, 75, True, "target")
    assert out.events[-1].rule == "SAG-VAR-SOLO"
    assert out.events[-1].explain("en") == (
        "75 points with 25 tiles: 75 reached with at most 25 tiles — Player 1 wins "
        "(solo goal (a)) (SAG-VAR-SOLO)")
    assert "le joueur 1 gagne" in out.events[-1].explain("fr").lower()
    assert sag.legal_moves(after) == [] and sag.asks(after) == ()


def test_sag_var_solo_a_is_lost_at_the_25th_tile_below_75():
    """SAG-VAR-SOLO (a): the 25th tile placed with 74 points: lost at once."""
    s = row_of_24(74)
    v = verdict(s, 24, 0, 2)
    assert v.legal                                    # lost is a forecast, not a refusal
    lose = next(r for r in v.reasons if r.rule == "SAG-VAR-SOLO")
    assert not lose.ok and not lose.binding
    assert "tile 25 of at most 25, 74 points: 75 not reached, the solo game is lost" in \
        v.explain("en")
    out = sag.apply(s, sag.Place(24, 0, 2))
    assert out.after.phase is sag.Phase.OVER and out.after.winners == ()
    end = solo_end(out)
    assert (end.tiles, end.score, end.won, end.why) == (25, 74, False, "tiles")
    assert out.events[-1].explain("en") == (
        "tile 25 placed with 74 points: 75 not reached within 25 tiles — the solo game is "
        "lost (goal (a)) (SAG-VAR-SOLO)")


def test_sag_var_solo_a_reaching_75_early_wins_at_once():
    """SAG-VAR-SOLO (a): 75 reached with few tiles ends the game at once (no round to
    finish), even with an Intermezzo that would run."""
    s = scene([[(38, 0, 0, 0), (2, 1, 0, 0)]], held=41, players=1, scores=(74,),
              intermezzo=(30, 31, 32, 33))
    out = sag.apply(s, sag.Place(0, 1, 0))            # 41 (water) above (0,0): +1
    assert out.after.phase is sag.Phase.OVER and out.after.winners == (0,)
    assert solo_end(out).tiles == 3
    assert out.after.intermezzo == (30, 31, 32, 33)   # the Intermezzo never ran
    assert not any(e.rule == "SAG-INT-RUN" for e in out.events)


def test_sag_var_solo_a_progress_is_said_with_each_placement():
    """SAG-VAR-SOLO (a): the forecast says the tile count and what is still missing."""
    s = scene([[(38, 0, 0, 0)]], held=2, players=1, scores=(40,))
    v = verdict(s, 1, 0)
    assert "tile 2 of at most 25, 40 points: 35 still to reach 75" in v.explain("en")
    assert "tuile 2 sur 25 au plus, 40 points : encore 35 pour atteindre 75" in v.explain("fr")


def test_sag_var_solo_a_an_intermezzo_tile_counts_among_the_25():
    """SAG-VAR-SOLO (a) with SAG-INT-RUN: the Intermezzo asks the one seat; the tile taken
    from it is the 25th of the display and decides the game."""
    s = row_of_24(74, held=None, phase=sag.Phase.INTERMEZZO, queue=(0,),
                  intermezzo=(WATER_UPRIGHT, 8, 9, 13), offer=())
    assert sag.asks(s)[0].seat == 0 and sag.asks(s)[0].step == "intermezzo"
    s = sag.apply(s, sag.Pick(WATER_UPRIGHT)).after
    out = sag.apply(s, sag.Place(24, 0, 2))
    assert out.after.phase is sag.Phase.OVER and out.after.winners == ()
    assert solo_end(out).tiles == 25
    assert out.after.intermezzo == (8, 9, 13)         # the game ended in the Intermezzo
    won = sag.apply(s, sag.Place(0, -1, 2)).after
    assert won.winners == (0,) and won.seats[0].score == 75


# ---------------------------------------------------------------- the turn with one seat

def test_sag_var_solo_the_last_tile_and_the_intermezzo_with_one_seat():
    """SAG-VAR-SOLO, SAG-TURN-LAST, SAG-INT-RUN, SAG-INT-LEFTOVER: with one player the last
    tile goes to the Intermezzo as with more; at 4 the Intermezzo asks the one seat, which
    may take one (the rest stay) or none (all 4 discarded)."""
    s = scene([], offer=(38,), intermezzo=(30, 31, 32), players=1)
    assert sag.Draw(0, seat=0) in sag.legal_moves(s)
    s = place(sag.apply(s, sag.Draw(0)).after, 0, 0)
    assert s.phase is sag.Phase.INTERMEZZO and s.queue == (0,)
    out = sag.apply(s, sag.Pass())
    assert out.after.intermezzo == () and len(out.after.discarded) == 4
    assert len(out.after.offer) == 5 and out.after.phase is sag.Phase.TAKE
    s2 = place(sag.apply(s, sag.Pick(31)).after, 1, 0)
    assert set(s2.intermezzo) == {30, 32, 38} and s2.phase is sag.Phase.TAKE
    drawn = scene([], offer=(38,), intermezzo=(30, 31, 32), players=1)
    drawn = sag.apply(drawn, sag.Draw(0)).after
    opened = sag.apply(drawn, sag.Place(0, 0, 0))
    told = [e.explain("en") for e in opened.events if e.rule == "SAG-INT-RUN"]
    assert told == ["Intermezzo: Player 1 may take one of the 4 tiles (SAG-INT-RUN)"]


def test_sag_var_solo_b_plays_on_when_the_refill_is_short():
    """SAG-VAR-SOLO (b), not SAG-END-STACKS: with one player a short refill does not end the
    game; it goes on while a tile can be taken."""
    s = scene([[(38, 0, 0, 0)]], held=2, players=1, offer=(), solo_goal=B, stacks=False)
    stacks = (s.discarded[:2], (), ())
    s = sag.from_notation(sag.to_notation(replace(s, stacks=stacks,
                                                  discarded=s.discarded[2:])))
    out = sag.apply(s, sag.Place(1, 0))
    after = out.after
    assert after.phase is sag.Phase.TAKE and len(after.offer) == 2
    assert not any(e.rule == "SAG-END-STACKS" for e in out.events)
    assert "refilled with 2 tiles" in out.events[-1].explain("en")
    while after.phase is not sag.Phase.OVER:
        take = next(m for m in sag.legal_moves(after) if isinstance(m, sag.Take))
        after = sag.apply(after, take).after
        after = sag.apply(after, sag.legal_moves(after)[0]).after
    assert len(after.seats[0].display) == 4 and not after.offer and not any(after.stacks)


# ---------------------------------------------------------------- goal (b)

def test_sag_var_solo_b_ends_with_the_discs_still_on_tiles_subtracted():
    """SAG-VAR-SOLO (b): the last tile of the offer, stacks empty: after it no tile can be
    taken, the game ends and each disc still on a tile costs a point."""
    gap = [(38, 0, 0, 1), (2, 1, 0, 0), (55, 1, 1, 0), (56, 2, 1, 0), (57, 3, 1, 0)]
    s = scene([gap], players=1, offer=(37,), scores=(52,), solo_goal=B, stacks=False)
    s = sag.apply(s, sag.Take(37)).after
    v = verdict(s, 3, 0)
    out = sag.apply(s, sag.Place(3, 0))             # completes (0,0): +1
    after = out.after
    me = after.seats[0]
    left = sum(p.discs for p in me.display)           # 1 + 1 + 1 + 2 on 2, 55, 56, 57, 1 on 37
    assert left == 6
    assert "6 discs would lie on your unfinished tiles: each costs 1 point if still there " \
           "at the end (goal (b))" in v.explain("en")
    assert after.phase is sag.Phase.OVER and after.winners == ()
    end = solo_end(out)
    assert (end.goal, end.score, end.discs, end.final, end.won) == ("b", 53, 6, 47, None)
    assert me.score == 47
    assert [e.rule for e in out.events[-2:]] == ["SAG-VAR-SOLO", "SAG-VAR-SOLO"]
    assert out.events[-2].explain("en").startswith(
        "no tile can be taken any more (offer display and stacks empty) after 6 tiles")
    assert out.events[-1].explain("en") == (
        "53 points − 6 discs still on tiles = 47: the final score, a score to beat "
        "(goal (b)) (SAG-VAR-SOLO)")
    assert out.events[-1].explain("fr").startswith(
        "53 points − 6 disques encore posés sur les tuiles = 47 : le score final")
    assert {(c.u, c.v) for c in out.events[-1].focus} == {
        p.pos for p in me.display if not p.done}
    assert me.supply + sum(p.discs for p in me.display) == 24 + me.caco   # discs stay put


def test_sag_var_solo_b_tiles_left_in_the_intermezzo_are_not_placed():
    """SAG-VAR-SOLO (b): fewer than 4 tiles in the Intermezzo never open it; once the offer
    and the stacks are empty the game ends with them still there."""
    s = scene([[(38, 0, 0, 0)]], players=1, offer=(2,), intermezzo=(30, 31), solo_goal=B,
              stacks=False)
    assert sag.legal_moves(s) == [sag.Take(2, seat=0)]      # no stack to draw from
    s = sag.apply(s, sag.Take(2)).after
    after = sag.apply(s, sag.Place(1, 0)).after
    assert after.phase is sag.Phase.OVER and after.intermezzo == (30, 31)


# ---------------------------------------------------------------- options and notation

def test_sag_var_solo_options_one_to_four_players_and_the_goal_only_alone():
    """SAG-VAR-SOLO: Options accept 1–4 players; a solo goal other than (a) with 2–4
    players is refused with the reason, in both languages."""
    assert sag.Options(1).problem() is None
    assert sag.Options(1, solo_goal=B).problem() is None
    assert sag.Options(2).problem() is None
    assert render(sag.Options(0).problem(), "en") == \
        "Sagani is played here by 1 to 4 players, not 0"
    multi = sag.Options(3, solo_goal=B).problem()
    assert multi.key == "sag.options.solo_multi"
    assert "with 3 players the game ends at the target score" in render(multi, "en")
    assert "à 3 joueurs la partie s'arrête au score à atteindre" in render(multi, "fr")
    assert "not c" in render(sag.Options(1, solo_goal="c").problem(), "en")
    # the default goal is not named: the options of 2–4 players read as before
    assert repr(sag.Options(3)) == "Options(players=3, order=<DiscOrder.LOAD_FIRST: 'a'>)"
    assert "solo_goal=<SoloGoal.ALL_TILES: 'b'>" in repr(sag.Options(1, solo_goal=B))


def test_sag_var_solo_notation_carries_the_goal_and_refuses_bad_values():
    """SAG-VAR-SOLO: ``solo=b`` follows the disc order in a 1-player position and
    round-trips; the default (a) is not written; bad values are explained in EN and FR."""
    a = sag.initial_state(sag.Options(1), 3)
    b = sag.initial_state(sag.Options(1, sag.DiscOrder.RESOLVE_FIRST, B), 3)
    assert sag.to_notation(a).startswith("sag1;p1;a;seed=3;start=0;")
    text = sag.to_notation(b)
    assert text.startswith("sag1;p1;b;solo=b;seed=3;")
    assert sag.from_notation(text) == b and sag.from_notation(text).options.solo_goal is B
    cases = {
        text.replace("solo=b", "solo=c"): ("is written solo=b (every tile", "pas solo=c"),
        text.replace("solo=b", "solo=a"): ("leave out solo=a", "retirez solo=a"),
        text.replace("p1;b", "p2;b").replace(";P=", ";P=24,0,0,0,0,-;P=", 1):
            ("for 1 player (p1), not 2", "pour 1 joueur (p1), pas 2"),
        sag.to_notation(a).replace("p1", "p0"): ("players must be a whole number from 1 to 4",
                                                 "de 1 à 4"),
    }
    for bad, (en, fr) in cases.items():
        with pytest.raises(NotationError) as caught:
            sag.from_notation(bad)
        assert en in render(caught.value.msg, "en"), bad
        assert fr in render(caught.value.msg, "fr"), bad
    with pytest.raises(NotationError) as caught:
        sag.from_notation(text.replace("solo=b", "solo=zz"))
    assert caught.value.position == text.index("solo=") + len("solo=")


def test_sag_var_solo_notation_refuses_a_solo_game_that_should_be_over():
    """SAG-VAR-SOLO (a): a position going on with 75 points, or 25 tiles, is refused; a
    finished one names its winner exactly when 75 is reached."""
    s = row_of_24(74)
    won = sag.apply(s, sag.Place(0, -1, 2)).after
    text = sag.to_notation(won)
    assert sag.from_notation(text) == won
    with pytest.raises(NotationError) as caught:
        sag.from_notation(text.replace(";over;", ";take;").replace("win=0", "win=-"))
    assert "with 75 points and 25 tiles it is over" in render(caught.value.msg, "en")
    with pytest.raises(NotationError) as caught:
        sag.from_notation(text.replace("win=0", "win=-"))
    assert "names its winner (win=0) only" in render(caught.value.msg, "en")


def test_sag_var_solo_the_computer_plays_both_goals_to_the_end():
    """SAG-VAR-SOLO: the computer's policy plays both goals to the end."""
    import random
    for options in (sag.Options(1), sag.Options(1, solo_goal=B)):
        s = sag.initial_state(options, 4)
        rng = random.Random(4)
        while s.phase is not sag.Phase.OVER:
            s = sag.apply(s, sag.POLICY(s, sag.legal_moves(s), rng)).after
        assert s.seats[0].display
