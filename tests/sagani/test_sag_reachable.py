"""Positions no Sagani game reaches are refused with the reason (issue 33), and the
positions a game does reach are not. Each test names the rule that rules the position out."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from reach_support import example_games_read_back, random_game, read_back, refused
from sag_support import display, scene

from tutor import sagani as sag
from tutor.sagani.data import tiles
from tutor.sagani.state import DISCS


@cache
def game(players: int = 2, seed: int = 3) -> tuple[sag.State, ...]:
    """Every position of a seeded random game."""
    return random_game(sag, sag.Options(players), seed)


def first(test, players: int = 2) -> sag.State:
    return next(s for s in game(players) if test(s))


def test_sag_turn_refill_a_turn_with_an_empty_offer_and_tiles_left_is_refused():
    """SAG-TURN-REFILL: the issue's position, a seat asked to take from an empty offer display
    while the stacks still hold tiles (no legal move: Take needs a tile, Draw the last one)."""
    s = first(lambda s: s.phase is sag.Phase.TAKE and len(s.offer) == 3 and s.clock > 20)
    empty = replace(s, offer=(), discarded=s.discarded + s.offer)
    en, fr = refused(sag, empty, "SAG-TURN-REFILL")
    left = sum(map(len, s.stacks))
    assert f"no tile in the offer display, yet {left} tiles are left" in en
    assert f"sans tuile au présentoir, alors qu'il reste {left} tuiles" in fr
    read_back(sag, s)


def test_sag_setup_offer_at_most_five_tiles_on_offer():
    s = first(lambda s: s.phase is sag.Phase.TAKE and len(s.offer) == 5 and s.stacks[0])
    six = replace(s, offer=s.offer + s.stacks[0][:1], stacks=(s.stacks[0][1:],) + s.stacks[1:])
    en, fr = refused(sag, six, "SAG-SETUP-OFFER")
    assert "shows 6 tiles, at most 5" in en and "montre 6 tuiles, au plus 5" in fr


def test_sag_arrow_mark_a_fulfilled_arrow_left_uncovered_is_refused():
    """SAG-ARROW-MARK: the issue's position, an arrow already fulfilled but not covered (a
    later placement would then claim that completion); and one covered that nothing
    fulfils."""
    s = first(lambda s: any(p.covered and not p.done for pl in s.seats for p in pl.display))
    seat, p = next((i, p) for i, pl in enumerate(s.seats) for p in pl.display
                   if p.covered and not p.done)
    lost = min(p.covered)
    bare = replace(p, covered=p.covered - {lost})
    seats = list(s.seats)
    seats[seat] = replace(s.seats[seat], display=tuple(bare if q is p else q
                                                       for q in s.seats[seat].display))
    en, fr = refused(sag, replace(s, seats=tuple(seats)), "SAG-ARROW-MARK")
    n = len(p.covered)
    assert f"player {seat + 1}'s tile {p.tile} at ({p.x},{p.y}) has {n - 1} " in en
    assert f"covered but {n} {'arrow' if n == 1 else 'arrows'} fulfilled" in en
    assert f"tuile {p.tile} du joueur {seat + 1} en ({p.x},{p.y})" in fr


def test_sag_score_complete_a_tile_is_turned_over_exactly_when_its_arrows_are_covered():
    s = first(lambda s: any(p.done for pl in s.seats for p in pl.display))
    seat, p = next((i, p) for i, pl in enumerate(s.seats) for p in pl.display if p.done)
    seats = list(s.seats)
    # the tile not turned over: its discs back on it (the supply conserved)
    pl = s.seats[seat]
    seats[seat] = replace(pl, supply=pl.supply - len(p.arrows), display=tuple(
        replace(q, done=False) if q is p else q for q in pl.display))
    en, fr = refused(sag, replace(s, seats=tuple(seats)), "SAG-SCORE-COMPLETE")
    assert "has every arrow covered but is not turned over" in en
    assert "a toutes ses flèches couvertes mais n'est pas retournée" in fr


def test_sag_place_ortho_a_display_in_two_groups_is_refused():
    """SAG-PLACE-ORTHO: tiles whose arrows all point up, two side by side and one apart
    (no arrow fulfilled, so only the gap is wrong)."""
    up = [t.id for t in tiles().values() if all(d in (7, 0, 1) for d, _ in t.arrows)]
    s = scene([[(up[0], 0, 0, 0), (up[1], 1, 0, 0)]])
    apart = display([(up[0], 0, 0, 0), (up[1], 1, 0, 0), (up[2], 9, 4, 0)])
    pl = replace(s.seats[0], display=apart, supply=DISCS - sum(p.discs for p in apart))
    en, fr = refused(sag, replace(s, seats=(pl,) + s.seats[1:],
                                  offer=tuple(t for t in s.offer if t != up[2])),
                     "SAG-PLACE-ORTHO")
    assert "display is not one group: 1 tile shares no edge" in en
    assert "n'est pas d'un seul tenant : 1 tuile ne touche pas" in fr


def test_sag_int_run_the_intermezzo_order_exists_only_while_it_runs():
    s = first(lambda s: s.phase is sag.Phase.TAKE and s.clock > 4 and len(s.offer) >= 2
              and not s.intermezzo and len(s.stacks[0]) >= 4)
    en, fr = refused(sag, replace(s, queue=(1, 0)), "SAG-INT-RUN")
    assert "Intermezzo order (queue=, took=) while no Intermezzo runs" in en
    assert "ordre d'Intermezzo (queue=, took=) alors qu'aucun Intermezzo n'a lieu" in fr
    refused(sag, replace(s, took=True), "SAG-INT-RUN")
    # a turn starts with at most 3 tiles in the Intermezzo (it runs at the 4th)
    four = replace(s, intermezzo=s.stacks[0][:4], stacks=(s.stacks[0][4:],) + s.stacks[1:])
    en, fr = refused(sag, four, "SAG-INT-RUN")
    assert "holds 4 tiles here, at most 3 (it runs at the 4th)" in en
    assert "contient ici 4 tuiles, au plus 3" in fr
    read_back(sag, replace(four, intermezzo=four.intermezzo[:3],
                           discarded=four.intermezzo[3:]))


def test_sag_turn_place_the_tile_is_placed_by_the_seat_asked():
    s = first(lambda s: s.phase is sag.Phase.PLACE and not s.queue)
    en, fr = refused(sag, replace(s, placer=1 - s.placer), "SAG-TURN-PLACE")
    assert f"player {2 - s.placer} places the tile, but player {s.placer + 1}" in en


def test_sag_turn_place_a_seat_has_played_at_most_as_many_turns_as_its_tiles():
    """SAG-TURN-PLACE: each turn places the tile taken in the seat's display. The guard
    found a raised turn count (``turns`` past the tiles placed), which the engine then
    counted on past any game's 72 turns, writing a position its own reader refused."""
    s = first(lambda s: s.phase is sag.Phase.TAKE and s.clock > 20)
    read_back(sag, s)
    p = s.seats[1]
    raised = replace(s, seats=(s.seats[0], replace(p, turns=len(p.display) + 1)))
    en, fr = refused(sag, raised, "SAG-TURN-PLACE")
    n = len(p.display)
    assert f"player 2 has played {n + 1} turns but has {n} tiles in their display" in en
    assert f"le joueur 2 a joué {n + 1} tours mais a {n} tuiles dans sa zone" in fr
    # a puzzle may start with tiles placed and no turn counted
    read_back(sag, replace(s, seats=(s.seats[0], replace(p, turns=0))))


def test_sag_end_target_a_turn_starts_with_the_end_triggered_once_a_score_is_there():
    s = first(lambda s: s.phase is sag.Phase.TAKE and s.clock > 20)
    seats = (replace(s.seats[0], score=80),) + s.seats[1:]
    en, fr = refused(sag, replace(s, seats=seats), "SAG-END-TARGET")
    assert "a score of 80 has reached the target 75, yet the end is not triggered" in en
    assert "un score de 80 a atteint l'objectif 75" in fr
    read_back(sag, replace(s, seats=seats, ending=True))


def test_sag_end_win_a_finished_game_names_the_winner_its_scores_give():
    over = game()[-1]
    assert over.phase is sag.Phase.OVER
    loser = 1 - over.winners[0]
    en, fr = refused(sag, replace(over, winners=(loser,)), "SAG-END-WIN")
    assert f"names player {loser + 1} the winner, but the scores make player " \
           f"{over.winners[0] + 1} the winner" in en


def test_sag_positions_of_random_games_all_read_back():
    """None of the checks refuses a position a game reaches (1 to 4 players, both disc
    orders, both solo goals)."""
    example_games_read_back(sag)
