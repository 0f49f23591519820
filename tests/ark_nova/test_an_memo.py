"""What the engine works out once per position (:mod:`tutor.ark_nova.memo`) and per zoo
(:func:`tutor.ark_nova.placement.zoo_facts`) changes no verdict: the check of a move on a
position seen for the first time equals its check once ``legal_moves`` (and the checks of
the other moves) have filled the caches, on the Build step (AN-BUILD-*) and the Animals
step (AN-ANIMALS-*); the quick "where" reasons of a Build step equal placement's own
reasons one by one; values that only look alike (an anchor of floats) are never mistaken
for one another."""

from __future__ import annotations

from dataclasses import replace

import pytest

import random
from itertools import product

from tutor.ark_nova import animals, initial_state, memo, rules
from tutor.ark_nova.animals import PlayAnimal
from tutor.ark_nova.build import Done, Place, build_on, first_placeable
from tutor.ark_nova.cards import Animal, card
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.state import Options
from tutor.ark_nova.buildings import BUILD_KINDS, Building, kind
from tutor.ark_nova.placement import (adjacency_reason, build2_reason, covered, forbid_reasons,
                                      gain_reasons, gains, kiosk_reasons, legal_placements,
                                      where_reasons,
                                      zoo_facts)
from tutor.ark_nova.strength import Action, Side
from tutor.ark_nova.zoo_map import GRID, zoo_map

from test_an_animals import (GOAT, LIZARD, LYNX, MONITOR, OSTRICH, PANDA, SECRETARY,
                             TIGER, TORTOISE, TURTLE, animals_turn, position)
from test_an_build import build_turn

#: Buildings beyond the start, each legal when built in this order: a mid-game zoo.
MID_GAME = {"A": (Building("enclosure_3", (1, 4), 0), Building("kiosk", (3, 4), 0),
                  Building("enclosure_2", (2, 7), 0), Building("pavilion", (3, 8), 0)),
            "0": (Building("enclosure_1", (0, 9), 0), Building("kiosk", (1, 8), 0),
                  Building("enclosure_4", (2, 9), 1))}

def said(verdict) -> tuple:
    """Everything a verdict says or shows: legality, words in both languages, the focus,
    each reason's rule, outcome and fact."""
    return (verdict.legal, verdict.explain("en"), verdict.explain("fr"), verdict.focus,
            tuple((r.rule, r.ok, r.binding, r.focus, r.data) for r in verdict.reasons))


def every_place() -> list[Place]:
    """Every kind at every hex of the grid in each of its distinct rotations (legal or
    not)."""
    return [Place(name, h, rot) for name in BUILD_KINDS for h in sorted(GRID)
            for rot in kind(name).distinct_rotations]


# ---------------------------------------------------------------- once per position

def test_once_works_out_an_answer_once_per_position_object_and_key():
    """The same position object and key: worked out once; another key, or an equal
    position that is another object, works it out again."""
    calls = []

    def compute(value):
        calls.append(value)
        return value

    state = build_turn()
    assert memo.once(state, ("k", 1), lambda: compute(1)) == 1
    assert memo.once(state, ("k", 1), lambda: compute(2)) == 1
    assert memo.once(state, ("k", 2), lambda: compute(3)) == 3
    assert memo.once(replace(state), ("k", 1), lambda: compute(4)) == 4
    assert calls == [1, 3, 4]


def test_once_remembers_the_last_positions_only():
    """Bounded: past :data:`memo.KEPT` other positions, the first is worked out again; a
    question about another position on the way keeps the first one's answers."""
    first = build_turn()
    memo.once(first, "k", lambda: "first")
    for _ in range(memo.KEPT - 1):
        memo.once(replace(first), "k", lambda: "other")
    assert memo.once(first, "k", lambda: "again") == "first"
    for _ in range(memo.KEPT):
        memo.once(replace(first), "k", lambda: "other")
    assert memo.once(first, "k", lambda: "again") == "again"


def test_once_answers_an_unhashable_key_without_keeping_it():
    """A key built from bad input (a list) is answered each time, never kept or refused."""
    state = build_turn()
    assert memo.once(state, ("k", [1, 2]), lambda: "a") == "a"
    assert memo.once(state, ("k", [1, 2]), lambda: "b") == "b"


# ---------------------------------------------------------------- the Build step

@pytest.mark.parametrize("map_id", ["A", "0"])
@pytest.mark.parametrize("side", [Side.I, Side.II])
def test_an_build_adj_every_placement_verdict_is_the_same_cold_and_after_legal_moves(map_id, side):
    """AN-BUILD-FORBID, AN-BUILD-ADJ, AN-BUILD-B2, AN-BUILD-KIOSK, AN-BUILD-COST,
    AN-BUILD-BONUS: the check of every placement (legal or not) on a position seen for the
    first time equals its check after ``legal_moves`` and every other check of that
    position, word for word and fact for fact."""
    state = build_turn(map_id, side, strength=5, money=30, extra=MID_GAME[map_id])
    moves = every_place() + [Done()]
    cold = [said(rules.check(replace(state), m)) for m in moves]
    rules.legal_moves(state)
    warm = [said(rules.check(state, m)) for m in moves]
    assert cold == warm
    accepted = {(m.kind, m.anchor, m.rot) for m, v in zip(moves, warm) if v[0]}
    offered = {(m.kind, m.anchor, m.rot) for m in rules.legal_moves(state)
               if isinstance(m, Place)}
    assert offered and offered <= accepted


@pytest.mark.parametrize("map_id", ["A", "0"])
def test_an_build_forbid_quick_where_reasons_equal_placement_reasons_one_by_one(map_id):
    """AN-BUILD-FORBID, AN-BUILD-B2, AN-BUILD-ADJ, AN-BUILD-KIOSK, AN-BUILD-BONUS,
    AN-BUILD-FULL: the reasons made from the zoo's facts worked out once
    (:func:`where_reasons`, :func:`gains`) are placement's reasons for the same candidate
    (:func:`forbid_reasons` … :func:`gain_reasons`), with the same messages."""
    zmap = zoo_map(map_id)
    built = zmap.start + MID_GAME[map_id]
    facts = zoo_facts(zmap, built)
    for name in BUILD_KINDS:
        k = kind(name)
        for h in sorted(GRID):
            for rot in k.distinct_rotations:
                b = Building(k, h, rot)
                for side_ii in (False, True):
                    slow = forbid_reasons(zmap, covered(built), b)
                    b2 = build2_reason(zmap, b, side_ii)
                    slow += [b2] if b2 is not None else []
                    slow += [adjacency_reason(built, b)] + kiosk_reasons(built, b)
                    quick = where_reasons(facts, b, side_ii)
                    assert quick == slow
                    assert [r.msg for r in quick] == [r.msg for r in slow]
                assert gains(facts, b) == gain_reasons(zmap, built, b)


def test_an_build_forbid_an_anchor_of_floats_is_no_hex_even_after_the_same_ints():
    """AN-BUILD-FORBID: a placement whose anchor is not a pair of whole numbers names no
    building, whatever was asked before about the hex it looks like: the move is typed
    wrong (AN-ACT-TURN), not the cached verdict of the hex of whole numbers."""
    state = build_turn()
    good = next(m for m in rules.legal_moves(state) if isinstance(m, Place))
    assert rules.check(state, good).legal
    floats = Place(good.kind, (float(good.anchor[0]), float(good.anchor[1])), good.rot)
    assert floats.building() is None
    verdict = rules.check(state, floats)
    assert not verdict.legal and verdict.rules == ("AN-ACT-TURN",)
    assert "anchor must be (int, int)" in verdict.explain()


# ---------------------------------------------------------------- the Animals step

def animals_position():
    """Animals II at strength 5 with several animals in hand and on the display."""
    hand = (SECRETARY, TIGER, TURTLE, LIZARD, GOAT, OSTRICH)
    return animals_turn(position(hand, display={1: PANDA, 2: LYNX, 3: TORTOISE, 4: MONITOR},
                                 slot=5, sides={Action.ANIMALS: Side.II}, played=(201, 202), money=60))


def test_an_animals_encl_every_verdict_is_the_same_cold_and_after_legal_moves():
    """AN-ANIMALS-TABLE, AN-ANIMALS-REP, AN-ANIMALS-COND, AN-ANIMALS-COST,
    AN-ANIMALS-ENCL, AN-ANIMALS-SPECIAL: the check of every card at every building (and at
    hexes with none) on a position seen for the first time equals its check after
    ``legal_moves``."""
    state = animals_position()
    cards = state.zoo(0).hand + tuple(c for c in state.display if c is not None)
    anchors = [b.anchor for b in state.zoo(0).buildings] + [(2, 5), (8, 12)]
    moves = [PlayAnimal(c, at, seat=0) for c in cards for at in anchors]
    memo.ZOO_FACTS.clear()
    cold = [said(rules.check(replace(state), m)) for m in moves]
    legal = rules.legal_moves(state)
    warm = [said(rules.check(state, m)) for m in moves]
    assert cold == warm
    assert any(v[0] for v in warm) and len(legal) >= sum(v[0] for v in warm)


def test_an_animals_encl_an_anchor_of_floats_is_said_as_given():
    """AN-ANIMALS-ENCL: after the enclosure at (2,5) (none there) was asked about, the
    same card at (2.0, 5.0) is refused in its own words (a move typed wrong, AN-ACT-TURN)."""
    state = animals_position()
    assert "anchored at (2,5)" in rules.check(state, PlayAnimal(TIGER, (2, 5), seat=0)).explain()
    verdict = rules.check(state, PlayAnimal(TIGER, (2.0, 5.0), seat=0))
    assert not verdict.legal and "(2.0, 5.0) is not" in verdict.explain()



#: Diversity Researcher: its zoo may build on rock and water (AN-SPON-RULES ``build_on``)
#: and its animals need no rock or water (``ignore_animal_terrain_requirements``).
DIVERSITY_RESEARCHER = 219


@pytest.mark.parametrize("players", [1, 2, 3])
def test_an_animals_encl_enclosures_kept_by_zoo_facts_equal_a_fresh_answer(players):
    """AN-ANIMALS-ENCL, AN-SPECIAL-ENCL, AN-ABIL-FLOCK-ANIMAL: along a seeded random game,
    the enclosures an animal fits, kept by the zoo's facts from earlier positions
    (:data:`memo.ZOO_FACTS`), equal the answer worked out afresh from every building's
    reasons, for every animal in a hand or on the display and every seat, and again with a
    sponsor waiving the rock and water needs (AN-SPON-RULES)."""
    rng = random.Random(players)
    state, compared, fitting = initial_state(Options(players=players), 7), 0, 0
    memo.ZOO_FACTS.clear()
    for n in range(600):
        legal = rules.legal_moves(state)
        if not legal:
            break
        if n % 2 == 0:
            numbers = {c for z in state.zoos for c in z.hand} | {c for c in state.display if c}
            for seat in range(state.players):
                waived = state.change_zoo(seat, played=state.zoo(seat).played
                                          + (DIVERSITY_RESEARCHER,))
                for number, variant in product(sorted(numbers), (state, waived)):
                    a = card(number)
                    if not isinstance(a, Animal):
                        continue
                    kept = animals.enclosures_for(variant, seat, a)
                    fresh = tuple(b.anchor for b in variant.zoo(seat).buildings
                                  if all(r.ok or not r.binding for r in
                                         animals.enclosure_reasons(variant, seat, a, b.anchor)))
                    assert kept == fresh, (n, seat, number)
                    compared += 1
                    fitting += bool(kept)
        state = apply(state, rng.choice(legal)).after
    assert len(memo.ZOO_FACTS) > 0 and compared > 100 and fitting > 20


@pytest.mark.parametrize("players", [1, 2, 4])
def test_an_build_basic_first_placeable_kind_kept_by_zoo_facts_equals_a_fresh_answer(players):
    """AN-BUILD-BASIC, AN-BUILD-UPG, AN-BUILD-COST, AN-SPON-RULES, AN-ACT-CHOOSE: along a
    seeded random game, the first kind a Build could place at each strength, kept by the
    zoo's facts from earlier positions (:data:`memo.ZOO_FACTS`), equals the answer worked
    out afresh; the same zoo with little money, or with a sponsor letting it build on rock
    and water, is told apart."""
    rng = random.Random(players)
    state, answers = initial_state(Options(players=players), 11), []
    memo.ZOO_FACTS.clear()
    for n in range(300):
        legal = rules.legal_moves(state)
        if not legal:
            break
        seat = n % state.players
        zoo = state.zoo(seat)
        variants = [state.change_zoo(seat, money=m) for m in (zoo.money, 0, 2, 3, 5)]
        variants.append(state.change_zoo(seat, played=zoo.played + (DIVERSITY_RESEARCHER,)))
        for variant in variants:
            v = variant.zoo(seat)
            for side_ii, left in ((False, 1), (False, 3), (True, 2), (True, 5)):
                kept = first_placeable(variant, seat, side_ii, (), left)
                fresh = next((name for name in BUILD_KINDS if legal_placements(
                    zoo_map(variant.map_id), v.buildings, name, side_ii=side_ii,
                    size_left=left, money=v.money, build_on=build_on(variant, seat))), None)
                assert kept == fresh, (n, seat, v.money, v.played, side_ii, left)
                answers.append(kept)
        state = apply(state, rng.choice(legal)).after
    assert len(answers) > 500 and len(set(answers)) >= 3 and None in answers
