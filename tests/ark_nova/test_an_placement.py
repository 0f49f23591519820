"""Where an Ark Nova building may stand (AN-BUILD-*), unique buildings
(AN-SPON-PLACE-UNIQUE-BUILDING), rock/water next to a building (AN-ANIMALS-ENCL), kiosk
income (AN-BREAK-5), and ``legal_placements`` against the checks one by one."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.ark_nova import placement as P
from tutor.ark_nova.buildings import BUILD_KINDS, Building, UniqueSpec
from tutor.ark_nova.rulebook import R
from tutor.ark_nova.zoo_map import GRID, focus_hex, zoo_map
from tutor.core.verdict import allowed

A = zoo_map("A")
ZERO = zoo_map("0")


def by_rule(reasons, rule):
    return [r for r in reasons if r.rule == rule]


def failing(reasons):
    return [r for r in reasons if not r.ok]


def en(reason):
    return reason.msg.render("en")


def fr(reason):
    return reason.msg.render("fr")


def grow(zmap, seed, steps):
    """A zoo grown from the map's start by ``steps`` random legal buildings (Build II)."""
    rng = random.Random(seed)
    built = list(zmap.start)
    for _ in range(steps):
        spots = P.legal_placements(zmap, built, rng.choice(BUILD_KINDS), side_ii=True)
        if spots:
            built.append(rng.choice(spots))
    return tuple(built)


# ---------------------------------------------------------------- the worked example

def test_an_ex_8_size_2_enclosure_next_to_map_a_start():
    """AN-EX-8: on Map A's start, a size-2 enclosure at (1,6) rotation 0 covers (1,6) (1,8):
    all plain, it touches the kiosk and the start enclosure, costs 4 — legal. Rotation 1
    covers (1,6) (0,7): illegal, (0,7) is taken."""
    good = Building("enclosure_2", (1, 6), 0)
    reasons = P.check(A, A.start, good, side_ii=False)
    assert allowed(reasons) and good.cells == ((1, 6), (1, 8))
    assert {A.terrain(c) for c in good.cells} == {"plain"}
    (adj,) = by_rule(reasons, R.BUILD_ADJ)
    assert set(adj.data.others) == set(A.start)
    (cost,) = by_rule(reasons, R.BUILD_COST)
    assert (cost.data.spaces, cost.data.total) == (2, 4)
    assert en(cost) == "2 money a space: 2 spaces cost 4"
    bad = Building("enclosure_2", (1, 6), 1)
    assert bad.cells == ((0, 7), (1, 6))
    reasons = P.check(A, A.start, bad, side_ii=False)
    assert not allowed(reasons)
    (forbid,) = failing(reasons)
    assert forbid.rule == R.BUILD_FORBID
    assert forbid.data == P.Overlap((0, 7), Building("kiosk", (0, 7), 0))
    assert en(forbid) == "(0,7) is already covered by your kiosk at (0,7)"
    assert forbid.focus == (focus_hex((0, 7)),)


# ---------------------------------------------------------------- AN-BUILD-FORBID

def test_an_build_forbid_rock_water_and_off_the_map():
    """AN-BUILD-FORBID: never on rock (Map A (1,2)), water (Map 0 (8,9)), beyond the map
    (Map A (9,6)); each refusal names its hexes."""
    rock = P.check(A, A.start, Building("enclosure_2", (1, 4), 3), side_ii=True)
    (r,) = failing(by_rule(rock, R.BUILD_FORBID))
    assert r.data == P.OnTerrain("rock", ((1, 2),)) and en(r) == "(1,2): rock, never built on"
    assert fr(r) == "(1,2) : rocher, on n'y construit jamais"
    water = P.check(ZERO, (), Building("enclosure_2", (8, 7), 0), side_ii=True)
    (w,) = failing(by_rule(water, R.BUILD_FORBID))
    assert w.data == P.OnTerrain("water", ((8, 9),))
    off = P.check(A, A.start, Building("enclosure_2", (8, 5), 5), side_ii=True)
    (o,) = failing(by_rule(off, R.BUILD_FORBID))
    assert o.data == P.OffMap(((9, 6),)) and en(o) == "(9,6): off the zoo map"


def test_an_build_forbid_passes_on_free_plain_hexes():
    reasons = P.check(A, A.start, Building("enclosure_1", (1, 8)), side_ii=False)
    (f,) = by_rule(reasons, R.BUILD_FORBID)
    assert f.ok and f.data == P.Free(((1, 8),)) and en(f) == "(1,8): a free plain space of the map"


# ---------------------------------------------------------------- AN-BUILD-ADJ

def test_an_build_adj_must_touch_a_building():
    """AN-BUILD-ADJ: on Map A a size-1 enclosure at (4,5) touches nothing: refused; at (1,8)
    it touches the kiosk (0,7) and the start enclosure."""
    far = P.check(A, A.start, Building("enclosure_1", (4, 5)), side_ii=False)
    (adj,) = by_rule(far, R.BUILD_ADJ)
    assert not adj.ok and adj.data.others == ()
    assert en(adj) == ("size-1 enclosure at (4,5) touches none of your buildings: "
                       "a new building must share an edge with one")
    near = P.check(A, A.start, Building("enclosure_1", (1, 8)), side_ii=False)
    (adj,) = by_rule(near, R.BUILD_ADJ)
    assert adj.ok and set(adj.data.others) == set(A.start)
    assert en(adj) == ("size-1 enclosure at (1,8) touches your buildings: "
                       "size-3 enclosure at (0,9), kiosk at (0,7)")


def test_an_build_adj_first_building_covers_a_border_space():
    """AN-BUILD-ADJ: Map 0 starts empty: the first building covers a border space — (0,5)
    yes, (4,5) no."""
    inner = P.check(ZERO, (), Building("enclosure_1", (4, 5)), side_ii=False)
    (adj,) = by_rule(inner, R.BUILD_ADJ)
    assert not adj.ok and adj.data == P.FirstOnBorder((), ((4, 5),))
    edge = P.check(ZERO, (), Building("enclosure_2", (0, 5), 0), side_ii=False)
    (adj,) = by_rule(edge, R.BUILD_ADJ)
    assert adj.ok and adj.data.border == ((0, 5), (0, 7))
    assert allowed(edge)


# ---------------------------------------------------------------- AN-BUILD-B2

def test_an_build_b2_spaces_need_build_side_ii():
    """AN-BUILD-B2: Map A (8,11) is covered only with Build II; Map 0 (7,4) likewise."""
    built = A.start + (Building("enclosure_1", (8, 9)),)
    cand = Building("enclosure_1", (8, 11))
    side_i = P.check(A, built, cand, side_ii=False)
    (b2,) = by_rule(side_i, R.BUILD_B2)
    assert not b2.ok and b2.data == P.Build2(((8, 11),), False)
    assert en(b2) == "(8,11): only an upgraded Build action (side II) may cover this space"
    assert failing(side_i) == [b2]
    assert allowed(P.check(A, built, cand, side_ii=True))
    feet = {b.cells for b in P.legal_placements(A, built, "enclosure_1", side_ii=False)}
    assert ((8, 11),) not in feet
    assert ((8, 11),) in {b.cells for b in P.legal_placements(A, built, "enclosure_1", side_ii=True)}
    z = P.check(ZERO, (Building("enclosure_1", (7, 2)),), Building("enclosure_1", (7, 4)),
                side_ii=False)
    assert [r.rule for r in failing(z)] == [R.BUILD_B2]


# ---------------------------------------------------------------- AN-BUILD-KIOSK

def test_an_build_kiosk_three_spaces_apart():
    """AN-BUILD-KIOSK: a kiosk at (3,6) is 2 spaces from a kiosk at (3,2): refused, naming
    both and the distance; 3 spaces from the start kiosk (0,7) is enough."""
    built = A.start + (Building("enclosure_2", (1, 6), 0), Building("enclosure_1", (2, 5)),
                       Building("enclosure_1", (3, 4)), Building("kiosk", (3, 2)))
    reasons = P.check(A, built, Building("kiosk", (3, 6)), side_ii=False)
    (k,) = failing(reasons)
    assert k.rule == R.BUILD_KIOSK and k.data == P.KioskGap((3, 6), (3, 2), 2)
    assert en(k) == "kiosk at (3,6) is 2 spaces from your kiosk at (3,2): at least 3 apart"
    assert fr(k) == ("un kiosque en (3,6) est à 2 espaces de votre kiosque en (3,2) : "
                     "au moins 3 d'écart")
    near = P.check(A, A.start + (Building("enclosure_2", (1, 6), 0),), Building("kiosk", (2, 5)),
                   side_ii=False)
    (k,) = by_rule(near, R.BUILD_KIOSK)
    assert not k.ok and k.data.distance == 2
    ok = P.check(A, A.start + (Building("enclosure_2", (1, 6), 0), Building("enclosure_1", (2, 5))),
                 Building("kiosk", (3, 6)), side_ii=False)
    (k,) = by_rule(ok, R.BUILD_KIOSK)
    assert k.ok and k.data == P.KioskGap((3, 6), (0, 7), 3)
    first = P.check(ZERO, (), Building("kiosk", (0, 5)), side_ii=False)
    assert by_rule(first, R.BUILD_KIOSK)[0].data == P.KioskGap((0, 5), None, None)


# ---------------------------------------------------------------- AN-BUILD-SPECIAL1, UPG, BASIC

def test_an_build_special1_one_of_each_special_enclosure():
    """AN-BUILD-SPECIAL1: a second Petting Zoo is refused, naming the first."""
    zoo = Building("petting_zoo", (1, 6), 0)
    built = A.start + (zoo,)
    assert allowed(P.check(A, A.start, zoo, side_ii=False))
    reasons = P.check(A, built, Building("petting_zoo", (2, 9), 0), side_ii=True)
    (s,) = by_rule(reasons, R.BUILD_SPECIAL1)
    assert not s.ok and s.data == P.AlreadyHas("petting_zoo", zoo)
    assert en(s) == "your zoo already has its Petting Zoo at (1,6): one of each special enclosure"
    assert P.legal_placements(A, built, "petting_zoo", side_ii=True) == ()
    assert P.legal_placements(A, built, "reptile_house", side_ii=True) != ()


def test_an_build_upg_reptile_house_and_aviary_need_side_ii():
    """AN-BUILD-UPG: the Reptile House and the Large Bird Aviary only with Build II."""
    house = Building("reptile_house", (2, 5), 0)
    reasons = P.check(A, A.start, house, side_ii=False)
    (u,) = failing(reasons)
    assert u.rule == R.BUILD_UPG and u.data == P.NeedsSideII("reptile_house")
    assert en(u) == "the Reptile House needs an upgraded Build action (side II)"
    assert allowed(P.check(A, A.start, house, side_ii=True))
    assert P.legal_placements(A, A.start, "large_bird_aviary", side_ii=False) == ()


def test_an_ex_4_build_ii_different_buildings_within_strength():
    """AN-BUILD-UPG / AN-EX-4: Build II at strength 5: a size-3 enclosure, a size-1 enclosure
    and a kiosk (5 spaces, 10 money) is legal; a second size-2 enclosure is not."""
    built, done, left, paid = A.start, [], 5, 0
    for b in (Building("enclosure_3", (1, 6), 0), Building("enclosure_1", (3, 8)),
              Building("kiosk", (4, 9))):
        spots = P.legal_placements(A, built, b.kind, side_ii=True, built_this_action=done,
                                   size_left=left)
        assert b.cells in {s.cells for s in spots}
        assert allowed(P.check(A, built, b, side_ii=True, built_this_action=done, size_left=left))
        built, done, left, paid = built + (b,), done + [b.name], left - b.size, paid + b.kind.cost
    assert (left, paid) == (0, 10)
    first = P.legal_placements(A, A.start, "enclosure_2", side_ii=True, size_left=5)[0]
    again = P.legal_placements(A, A.start + (first,), "enclosure_2", side_ii=True)[0]
    reasons = P.check(A, A.start + (first,), again, side_ii=True,
                      built_this_action=["enclosure_2"], size_left=3)
    (u,) = failing(reasons)
    assert u.rule == R.BUILD_UPG and u.data.kind == "enclosure_2"
    assert en(u) == ("you already built a size-2 enclosure in this action: an upgraded Build "
                     "action builds different buildings")
    assert P.legal_placements(A, A.start + (first,), "enclosure_2", side_ii=True,
                              built_this_action=["enclosure_2"], size_left=3) == ()


def test_an_build_basic_one_building_within_strength():
    """AN-BUILD-BASIC: Build I builds exactly one building of size ≤ strength: a size-4
    enclosure with 3 left is refused with the numbers; a second building too."""
    cand = Building("enclosure_4", (1, 6), 0)
    reasons = P.check(A, A.start, cand, side_ii=False, size_left=3)
    (b,) = failing(reasons)
    assert b.rule == R.BUILD_BASIC and b.data == P.SizeLeft(4, 3)
    assert en(b) == "size 4 is more than the 3 spaces of strength left"
    assert allowed(P.check(A, A.start, cand, side_ii=False, size_left=4))
    second = P.check(A, A.start, Building("enclosure_1", (1, 8)), side_ii=False,
                     built_this_action=["kiosk"])
    (b,) = failing(second)
    assert b.rule == R.BUILD_BASIC and b.data == P.OneOnly(("kiosk",))
    assert en(b) == "the basic Build action (side I) builds exactly one building, and you built kiosk"
    assert P.legal_placements(A, A.start, "enclosure_1", side_ii=False,
                              built_this_action=["kiosk"]) == ()


# ---------------------------------------------------------------- AN-BUILD-COST, BONUS, FULL

def test_an_build_cost_two_money_a_space():
    """AN-BUILD-COST: 3 spaces cost 6; with 5 money the building is refused, saying so."""
    cand = Building("enclosure_3", (1, 6), 0)
    (c,) = by_rule(P.check(A, A.start, cand, side_ii=False), R.BUILD_COST)
    assert c.ok and c.data == P.Cost(3, 2, 6) and fr(c) == "2 monnaies par espace : 3 espaces coûtent 6"
    (c,) = failing(P.check(A, A.start, cand, side_ii=False, money=5))
    assert c.rule == R.BUILD_COST and en(c) == "2 money a space: 3 spaces cost 6, and you have 5"
    assert P.legal_placements(A, A.start, "enclosure_3", side_ii=False, money=5) == ()
    assert P.legal_placements(A, A.start, "enclosure_3", side_ii=False, money=6) != ()


def test_an_build_bonus_covered_spaces():
    """AN-BUILD-BONUS: a size-1 enclosure at (2,9) on Map A covers the 5-money bonus; on
    Map 0 (2,5) gives a card from the deck or the reputation range."""
    reasons = P.check(A, A.start, Building("enclosure_1", (2, 9)), side_ii=False)
    (b,) = by_rule(reasons, R.BUILD_BONUS)
    assert b.data == P.BonusCovered((2, 9), "money", 5) and en(b) == "covering (2,9) gives: 5 money"
    reasons = P.check(ZERO, (Building("enclosure_1", (0, 5)),), Building("enclosure_2", (1, 4), 5),
                      side_ii=False)
    assert allowed(reasons)
    (b,) = by_rule(reasons, R.BUILD_BONUS)
    assert b.data == P.BonusCovered((2, 5), "card_from_deck_or_reputation_range", 1)
    assert fr(b) == "couvrir (2,5) rapporte : 1 carte de la pioche ou de votre portée de réputation"
    assert by_rule(P.check(A, A.start, Building("enclosure_1", (4, 5)), side_ii=False),
                   R.BUILD_BONUS) == []


def test_an_build_full_covering_the_last_space_gives_7_appeal():
    """AN-BUILD-FULL: on Map 0 with every buildable space but (4,5) covered, a size-1
    enclosure on (4,5) fills the map: +7 appeal (and the 10-money bonus there)."""
    built = tuple(Building("enclosure_1", h) for h in sorted(ZERO.buildable - {(4, 5)}))
    assert not P.is_full(ZERO, built)
    reasons = P.check(ZERO, built, Building("enclosure_1", (4, 5)), side_ii=True)
    assert allowed(reasons)
    (f,) = by_rule(reasons, R.BUILD_FULL)
    assert f.data.appeal == 7 and en(f) == "every buildable space of the map is covered: +7 appeal"
    assert P.is_full(ZERO, built + (Building("enclosure_1", (4, 5)),))
    (b,) = by_rule(reasons, R.BUILD_BONUS)
    assert (b.data.bonus, b.data.value) == ("money", 10)
    part = P.check(ZERO, built[1:], Building("enclosure_1", (4, 5)), side_ii=True)
    assert by_rule(part, R.BUILD_FULL) == []


# ---------------------------------------------------------------- AN-ANIMALS-ENCL, AN-BREAK-5

def test_an_animals_encl_counts_distinct_rock_and_water_next_to_a_building():
    """AN-ANIMALS-ENCL: a size-2 enclosure (7,8) (7,10) on Map A touches rock (6,9) from both
    its hexes (counted once) and water (6,7): 1 rock, 1 water. A size-1 at (1,4): 2 rock."""
    around = P.terrain_around(A, Building("enclosure_2", (7, 8), 0).cells)
    assert around == P.TerrainAround(((6, 9),), ((6, 7),))
    assert (around.count("rock"), around.count("water")) == (1, 1)
    assert P.terrain_around(A, ((1, 4),)).rock == ((1, 2), (2, 3))


def test_an_break_5_kiosk_income_from_its_neighbours():
    """AN-BREAK-5 (b): the start kiosk (0,7) earns nothing next to the empty start enclosure,
    1 when it is occupied; a pavilion and a Reptile House (even empty) pay 1 each."""
    encl, kiosk = A.start
    assert P.kiosk_income(A.start, kiosk).money == 0
    assert P.kiosk_income(A.start, kiosk).idle == (encl,)
    assert P.kiosk_income(A.start, kiosk, occupied={encl}).paying == (encl,)
    pav, house = Building("pavilion", (1, 8)), Building("reptile_house", (2, 5), 0)
    built = A.start + (pav, house)
    assert P.kiosk_income(built, kiosk).paying == (pav, house)
    r = P.kiosk_income_reason(built, kiosk, occupied={encl})
    assert r.rule == R.BREAK_5 and r.data.money == 3
    assert en(r) == ("kiosk at (0,7): 3 money from size-3 enclosure at (0,9), pavilion at (1,8), "
                     "Reptile House at (2,5)")
    assert en(P.kiosk_income_reason(A.start, kiosk)).startswith("kiosk at (0,7): no money")


# ---------------------------------------------------------------- unique buildings

SIDE_ENTRANCE = UniqueSpec("side_entrance", ((0, 0), (1, 1)), border_spaces=2,
                           needs_adjacent_building=False)
ZOO_SCHOOL = UniqueSpec("zoo_school", ((-1, 1), (0, 0), (1, 1)), border_spaces=2)
MEERKAT_DEN = UniqueSpec("meerkat_den", ((0, 0), (-1, 1), (1, 1)), rock=1)
PENGUIN_POOL = UniqueSpec("penguin_pool", ((0, 0), (-1, -1), (1, -1), (1, 1)), water=1)


def test_an_spon_place_unique_building_side_entrance_may_stand_alone():
    """AN-SPON-PLACE-UNIQUE-BUILDING: the Side Entrance covers 2 border spaces and may stand
    alone — (8,5) (8,7) on Map A, far from the start; the Zoo School at the same border
    spaces must touch a building."""
    side = Building(SIDE_ENTRANCE.kind, (8, 5), 1)
    assert side.cells == ((8, 5), (8, 7))
    reasons = P.check_unique(A, A.start, side, SIDE_ENTRANCE, side_ii=False)
    assert allowed(reasons)
    assert any(isinstance(r.data, P.StandsAlone) for r in reasons)
    (border,) = [r for r in reasons if isinstance(r.data, P.BorderNeed)]
    assert border.data == P.BorderNeed(2, ((8, 5), (8, 7)))
    inner = Building(SIDE_ENTRANCE.kind, (4, 5), 0)
    (need,) = failing(P.check_unique(A, A.start, inner, SIDE_ENTRANCE, side_ii=False))
    assert need.data == P.BorderNeed(2, ()) and en(need) == (
        "unique building Side Entrance at (4,5) must cover at least 2 border spaces; it covers 0")
    school = Building(ZOO_SCHOOL.kind, (8, 5), 1)
    assert school.cells == ((7, 4), (8, 5), (8, 7))
    assert [r.rule for r in failing(P.check_unique(A, A.start, school, ZOO_SCHOOL,
                                                   side_ii=False))] == [R.BUILD_ADJ]


def test_an_spon_place_unique_building_rock_and_water_needs():
    """AN-SPON-PLACE-UNIQUE-BUILDING: the Meerkat Den touches at least 1 rock, the Penguin
    Pool at least 1 water; one of each per zoo."""
    built = A.start + (Building("enclosure_2", (1, 6), 0),)
    den = Building(MEERKAT_DEN.kind, (2, 5), 3)          # (1,4) (2,5) (3,4): next to rock
    reasons = P.check_unique(A, built, den, MEERKAT_DEN, side_ii=False)
    assert allowed(reasons)
    (need,) = [r for r in reasons if isinstance(r.data, P.TerrainNeed)]
    assert need.data == P.TerrainNeed("rock", 1, ((1, 2), (2, 3)))
    pool = Building(PENGUIN_POOL.kind, (3, 6), 4)
    (need,) = failing(P.check_unique(A, built, pool, PENGUIN_POOL, side_ii=False))
    assert need.data.terrain == "water" and need.data.hexes == ()
    assert en(need).endswith("must touch at least 1 water space; it touches 0")
    again = P.check_unique(A, built + (den,), Building(MEERKAT_DEN.kind, (3, 8), 0), MEERKAT_DEN,
                           side_ii=False)
    taken = [r for r in failing(again) if isinstance(r.data, P.AlreadyHas)]
    assert taken and taken[0].data.other == den
    assert P.legal_unique_placements(A, built + (den,), MEERKAT_DEN, side_ii=False) == ()
    with pytest.raises(ValueError, match="not a meerkat_den"):
        P.check_unique(A, built, pool, MEERKAT_DEN, side_ii=False)


# ---------------------------------------------------------------- legal_placements

def brute_force(zmap, built, name, **kw):
    feet = set()
    for anchor in GRID:
        for rot in range(6):
            b = Building(name, anchor, rot)
            if allowed(P.check(zmap, built, b, **kw)):
                feet.add(frozenset(b.cells))
    return feet


@pytest.mark.parametrize("map_id,seed,steps", [("A", 1, 0), ("A", 2, 4), ("A", 3, 9),
                                               ("0", 4, 0), ("0", 5, 3), ("0", 6, 8)])
def test_legal_placements_agree_with_every_anchor_and_rotation(map_id, seed, steps):
    """``legal_placements`` = the footprints every check accepts, each once (AN-BUILD-ADJ,
    AN-BUILD-FORBID, AN-BUILD-B2, AN-BUILD-KIOSK, AN-BUILD-SPECIAL1, AN-BUILD-UPG)."""
    zmap = zoo_map(map_id)
    built = grow(zmap, seed, steps)
    for name in BUILD_KINDS:
        for kw in ({"side_ii": True}, {"side_ii": False},
                   {"side_ii": True, "built_this_action": ["kiosk"], "size_left": 3}):
            spots = P.legal_placements(zmap, built, name, **kw)
            feet = [frozenset(b.cells) for b in spots]
            assert len(feet) == len(set(feet)), (name, kw)
            assert set(feet) == brute_force(zmap, built, name, **kw), (map_id, seed, name, kw)


@pytest.mark.parametrize("spec", [SIDE_ENTRANCE, ZOO_SCHOOL, MEERKAT_DEN, PENGUIN_POOL])
@pytest.mark.parametrize("map_id,seed", [("A", 7), ("0", 8)])
def test_legal_unique_placements_agree_with_check_unique(spec, map_id, seed):
    """AN-SPON-PLACE-UNIQUE-BUILDING: the listed places are those ``check_unique`` accepts."""
    zmap = zoo_map(map_id)
    built = grow(zmap, seed, 3)
    spots = P.legal_unique_placements(zmap, built, spec, side_ii=False)
    feet = [frozenset(b.cells) for b in spots]
    assert len(feet) == len(set(feet))
    brute = {frozenset(b.cells) for anchor in GRID for rot in range(6)
             for b in [Building(spec.kind, anchor, rot)]
             if allowed(P.check_unique(zmap, built, b, spec, side_ii=False))}
    assert set(feet) == brute


# ---------------------------------------------------------------- property

ANCHORS = st.tuples(st.integers(-2, 10), st.integers(-2, 14)).filter(lambda h: (h[0] + h[1]) % 2)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(map_id=st.sampled_from(["A", "0"]), seed=st.integers(0, 10_000),
       steps=st.integers(0, 12), name=st.sampled_from(BUILD_KINDS + ("den", "side")),
       anchor=ANCHORS, rot=st.integers(0, 5), side_ii=st.booleans())
def test_an_build_forbid_a_building_every_check_accepts_covers_only_free_plain_hexes(
        map_id, seed, steps, name, anchor, rot, side_ii):
    """AN-BUILD-FORBID: whatever the zoo, a building that every check accepts never covers
    rock, water, a hex off the map or a covered hex."""
    zmap = zoo_map(map_id)
    built = grow(zmap, seed, steps)
    if name in ("den", "side"):
        spec = MEERKAT_DEN if name == "den" else SIDE_ENTRANCE
        cand = Building(spec.kind, anchor, rot)
        reasons = P.check_unique(zmap, built, cand, spec, side_ii=side_ii)
    else:
        cand = Building(name, anchor, rot)
        reasons = P.check(zmap, built, cand, side_ii=side_ii)
    if allowed(reasons):
        cells = set(cand.cells)
        assert cells <= zmap.buildable
        assert cells.isdisjoint(P.covered(built))
        assert not (cells & zmap.build2) or side_ii
    else:
        assert all(r.data is not None and r.rule.startswith("AN-") for r in failing(reasons))


def test_an_spon_unique_building_is_named_by_its_printed_name_in_both_languages():
    """AN-SPON-UNIQUE-BUILDING: a unique building reads by the name on its card (names are
    facts shipped in English), never by its data id."""
    from tutor.core import render
    msg = P.building_msg(Building(SIDE_ENTRANCE.kind, (8, 5), 1))
    assert render(msg, "en") == "unique building Side Entrance at (8,5)"
    assert render(msg, "fr") == "bâtiment unique Side Entrance en (8,5)"
