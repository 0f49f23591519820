"""The Build action (AN-BUILD-*, AN-ACT-CHOOSE for Build, AN-EX-4, AN-EX-8) and the free
size-2 enclosure bonus (AN-MAP-PANEL), played through ``check`` / ``apply`` on Maps A and 0."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tutor.ark_nova import notation, rules
from tutor.ark_nova.build import (BuildStep, Done, FreeBuilding, MoveIn, MoveInStep, Place,
                                  capacity_left, explain_kind)
from tutor.ark_nova.buildings import BUILD_KINDS, Building, kind
from tutor.ark_nova.gains import take_bonus
from tutor.ark_nova.moves import Act
from tutor.ark_nova.placement import terrain_around
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.rulebook import R
from tutor.ark_nova.state import ActionCard, State
from tutor.ark_nova.steps import Turn
from tutor.ark_nova.strength import Action, Side
from tutor.ark_nova.zoo_map import BORDER, Bonus, zoo_map
from tutor.core import IllegalMoveError
from tutor.core.steps import advance, top
from tutor.core.verdict import EventLog

from test_an_game import ready

OTHERS = (Action.ANIMALS, Action.CARDS, Action.SPONSORS, Action.ASSOCIATION)


def build_turn(map_id="A", side=Side.I, strength=2, money=25, extra=(), x=0) -> State:
    """The seat on its turn has just chosen Build at ``strength`` (its slot + ``x``
    X-tokens), with ``money`` and ``extra`` buildings beyond the map's start."""
    state = ready(map_id=map_id)
    seat = state.turn
    slot = strength - x
    order = OTHERS[:slot - 1] + (Action.BUILD,) + OTHERS[slot - 1:]
    row = tuple(ActionCard(a, side if a is Action.BUILD else Side.I) for a in order)
    zoo = state.zoo(seat)
    state = state.change_zoo(seat, row=row, money=money, x_tokens=x,
                             buildings=zoo.buildings + tuple(extra))
    return apply(state, Act(Action.BUILD, x, seat=seat)).after


def texts(verdict) -> str:
    return verdict.explain("en") + "\n" + verdict.explain("fr")


def failed(verdict) -> tuple[str, ...]:
    """The rules a refused move breaks, once each."""
    return tuple(dict.fromkeys(str(r.rule) for r in verdict.reasons if not r.ok))


def reasons_of(verdict, rule):
    return [r for r in verdict.reasons if r.rule == rule]


def footprints(moves):
    return {(m.kind, frozenset(m.building().cells)) for m in moves if isinstance(m, Place)}


def plain_spot(state: State, name: str) -> Place:
    """A legal placement of ``name`` covering no placement bonus (the numbers stay plain)."""
    zmap = zoo_map(state.map_id)
    return next(m for m in rules.legal_moves(state) if isinstance(m, Place) and m.kind == name
                and all(zmap.bonus_at(c) is None for c in m.building().cells))


def round_trips(state: State) -> None:
    assert notation.from_notation(notation.to_notation(state)) == state


# ---------------------------------------------------------------- choosing Build

def test_an_act_choose_build_only_when_a_building_fits_and_is_affordable():
    """AN-ACT-CHOOSE: Build can be chosen only when at least one building is legal and
    affordable at that strength; with 1 money nothing is (the cheapest costs 2), said with
    the numbers, and Build is not among the legal moves; the X-token action stays."""
    state = ready()
    seat = state.turn
    verdict = rules.check(state, Act(Action.BUILD, seat=seat))
    assert verdict.legal
    assert "Build at strength 2: at least one building fits and is affordable (a pavilion, " \
        "for one)" in verdict.explain("en")
    poor = state.change_zoo(seat, money=1)
    verdict = rules.check(poor, Act(Action.BUILD, seat=seat))
    assert not verdict.legal and "AN-ACT-CHOOSE" in verdict.rules
    assert "no building of size 2 or less that you can pay for (1 money)" in verdict.explain("en")
    assert "aucun bâtiment de taille 2 ou moins que vous pouvez payer (1 monnaie)" \
        in verdict.explain("fr")
    legal = rules.legal_moves(poor)
    assert not any(isinstance(m, Act) and m.action is Action.BUILD for m in legal)
    assert any(getattr(m, "action", None) is Action.BUILD for m in legal)  # X-token action


def test_an_act_choose_once_chosen_build_builds_at_least_one():
    """AN-ACT-CHOOSE: once chosen, Build II cannot stop before its first building."""
    state = build_turn(side=Side.II, strength=3)
    assert isinstance(top(state), BuildStep)
    verdict = rules.check(state, Done())
    assert not verdict.legal and "AN-ACT-CHOOSE" in verdict.rules
    assert "builds at least one building: nothing built yet" in verdict.explain("en")
    assert Done(seat=state.turn) not in rules.legal_moves(state)


# ---------------------------------------------------------------- Build I

def test_an_build_basic_one_building_within_strength_then_the_turn_goes_on():
    """AN-BUILD-BASIC: side I builds exactly one building of size ≤ strength; a size-3
    enclosure at strength 2 is refused with the numbers; after one building the action is
    over (the card slides, the next seat plays)."""
    state = build_turn(strength=2)
    seat = state.turn
    big = plain_spot(build_turn(strength=3), "enclosure_3")
    verdict = rules.check(state, big)
    assert not verdict.legal and "AN-BUILD-BASIC" in verdict.rules
    assert "size 3 is more than the 2 spaces of strength left" in verdict.explain("en")
    assert "taille 3 : plus que les 2 points de force restants" in verdict.explain("fr")
    assert not any(isinstance(m, Place) and m.kind == "enclosure_3"
                   for m in rules.legal_moves(state))
    assert Done(seat=seat) not in rules.legal_moves(state)
    after = apply(state, plain_spot(state, "enclosure_2")).after
    assert isinstance(top(after), Turn) and after.turn != seat
    assert after.zoo(seat).actions[0] is Action.BUILD
    assert after.zoo(seat).money == 21


def test_an_build_cost_two_money_a_space_against_the_money_held():
    """AN-BUILD-COST: 2 money a space, paid before placing: "3 spaces cost 6 ≤ 25"; with 5
    money a size-3 enclosure is refused ("cost 6, and you have 5")."""
    state = build_turn(strength=3)
    move = plain_spot(state, "enclosure_3")
    verdict = rules.check(state, move)
    (cost,) = reasons_of(verdict, R.BUILD_COST)
    assert cost.msg.render("en") == "2 money a space: 3 spaces cost 6 ≤ 25"
    assert cost.msg.render("fr") == "2 monnaies par espace : 3 espaces coûtent 6 ≤ 25"
    out = apply(state, move)
    assert out.after.zoo(state.turn).money == 19
    words = [e.msg.render("en") for e in out.events]
    assert any("pays 6 money for the size-3 enclosure" in w and "(25 → 19)" in w for w in words)
    poor = build_turn(strength=3, money=5)
    verdict = rules.check(poor, move)
    assert not verdict.legal and "AN-BUILD-COST" in verdict.rules
    assert "2 money a space: 3 spaces cost 6, and you have 5" in verdict.explain("en")


def test_an_ex_8_size_2_enclosure_next_to_map_a_start_through_the_action():
    """AN-EX-8: on Map A's start, Build I places a size-2 enclosure at (1,6) rotation 0 (it
    touches the kiosk and the start enclosure, costs 4); rotation 1 covers the kiosk's
    (0,7) and is refused."""
    state = build_turn(strength=2)
    good = rules.check(state, Place("enclosure_2", (1, 6), 0))
    assert good.legal
    assert "size-2 enclosure at (1,6) touches your buildings: size-3 enclosure at (0,9), " \
           "kiosk at (0,7)" in good.explain("en")
    assert "2 spaces cost 4 ≤ 25" in good.explain("en")
    bad = rules.check(state, Place("enclosure_2", (1, 6), 1))
    assert not bad.legal and failed(bad) == ("AN-BUILD-FORBID",)
    assert "(0,7) is already covered by your kiosk at (0,7)" in bad.explain("en")


def test_an_build_adj_must_touch_and_first_on_the_border_map_0():
    """AN-BUILD-ADJ: on Map A a building touching nothing is refused; on Map 0 (nothing
    built) the first building must cover a border space."""
    state = build_turn(strength=1)
    verdict = rules.check(state, Place("enclosure_1", (4, 5), 0))
    assert not verdict.legal and failed(verdict) == ("AN-BUILD-ADJ",)
    assert "touches none of your buildings" in verdict.explain("en")
    zero = build_turn("0", strength=1)
    inside = rules.check(zero, Place("enclosure_1", (4, 7), 0))
    assert not inside.legal and failed(inside) == ("AN-BUILD-ADJ",)
    assert "must cover a border space" in inside.explain("en")
    assert "doit couvrir un espace en bordure" in inside.explain("fr")
    border = rules.check(zero, Place("enclosure_1", (0, 5), 0))
    assert border.legal and "covers the border space (0,5)" in border.explain("en")
    legal = [m for m in rules.legal_moves(zero) if isinstance(m, Place)]
    assert legal and all(set(m.building().cells) & BORDER for m in legal)


def test_an_build_forbid_rock_water_overlap_and_the_state_unchanged():
    """AN-BUILD-FORBID: rock (Map A (1,2)), water (Map A (2,11)), a covered space, a hex
    off the grid: refused, and apply leaves the position as it was."""
    state = build_turn(strength=2)
    text = notation.to_notation(state)
    rock = rules.check(state, Place("enclosure_1", (1, 2), 0))
    assert "(1,2): rock, never built on" in rock.explain("en")
    water = rules.check(state, Place("enclosure_1", (2, 11), 0))
    assert "(2,11) : eau, on n'y construit jamais" in water.explain("fr")
    over = rules.check(state, Place("kiosk", (0, 9), 0))
    assert "(0,9) is already covered by your size-3 enclosure at (0,9)" in over.explain("en")
    nowhere = rules.check(state, Place("kiosk", (2, 2), 0))
    assert not nowhere.legal and "no building: kind kiosk, anchor (2, 2)" in nowhere.explain("en")
    for move in (Place("enclosure_1", (1, 2), 0), Place("kiosk", (2, 2), 0)):
        with pytest.raises(IllegalMoveError):
            apply(state, move)
    assert notation.to_notation(state) == text


def test_an_build_b2_spaces_need_build_side_ii():
    """AN-BUILD-B2: Map A's (8,11) is covered only with Build side II."""
    next_to = (Building("enclosure_1", (8, 9), 0),)
    side_i = build_turn(strength=1, extra=next_to)
    verdict = rules.check(side_i, Place("enclosure_1", (8, 11), 0))
    assert not verdict.legal and failed(verdict) == ("AN-BUILD-B2",)
    assert "(8,11): only an upgraded Build action (side II) may cover this space" \
        in verdict.explain("en")
    side_ii = build_turn(side=Side.II, strength=1, extra=next_to)
    assert rules.check(side_ii, Place("enclosure_1", (8, 11), 0)).legal


def test_an_build_kiosk_three_spaces_apart():
    """AN-BUILD-KIOSK: a kiosk at (3,6) is 2 spaces from a kiosk at (3,2): refused."""
    extra = (Building("kiosk", (3, 2), 0), Building("enclosure_1", (3, 4), 0))
    state = build_turn(strength=1, extra=extra)
    verdict = rules.check(state, Place("kiosk", (3, 6), 0))
    assert not verdict.legal and failed(verdict) == ("AN-BUILD-KIOSK",)
    assert "kiosk at (3,6) is 2 spaces from your kiosk at (3,2): at least 3 apart" \
        in verdict.explain("en")
    assert "un kiosque en (3,6) est à 2 espaces de votre kiosque en (3,2) : au moins 3 d'écart" \
        in verdict.explain("fr")
    assert Place("kiosk", (3, 6), 0, seat=state.turn) not in rules.legal_moves(state)


def test_an_build_special1_one_petting_zoo():
    """AN-BUILD-SPECIAL1: a zoo with a Petting Zoo cannot build a second one."""
    state = build_turn(strength=3)
    spot = plain_spot(state, "petting_zoo")
    has = build_turn(strength=3, extra=(spot.building(),))
    other = next(m for m in rules.legal_moves(build_turn(strength=3))
                 if isinstance(m, Place) and m.kind == "petting_zoo"
                 and not set(m.building().cells) & set(spot.building().cells))
    verdict = rules.check(has, other)
    assert not verdict.legal and "AN-BUILD-SPECIAL1" in verdict.rules
    assert "your zoo already has its Petting Zoo at" in verdict.explain("en")
    assert not any(isinstance(m, Place) and m.kind == "petting_zoo"
                   for m in rules.legal_moves(has))


# ---------------------------------------------------------------- Build II

def test_an_ex_4_build_ii_size_3_size_1_and_kiosk_for_10_money():
    """AN-EX-4, AN-BUILD-UPG: Build II at strength 5: a size-3 enclosure, a size-1
    enclosure and a kiosk (5 spaces, 10 money) one after the other; then the action ends by
    itself (no strength left)."""
    state = build_turn(side=Side.II, strength=5)
    seat = state.turn
    for move, left in ((Place("enclosure_3", (1, 6), 0), 2), (Place("enclosure_1", (0, 5), 0), 1)):
        state = apply(state, move).after
        step = top(state)
        assert isinstance(step, BuildStep) and step.left == left
        assert Done(seat=seat) in rules.legal_moves(state)
        round_trips(state)
    kiosk = rules.check(state, Place("kiosk", (3, 6), 0))
    assert "kiosk at (3,6): your nearest kiosk, at (0,7), is 3 spaces away" in kiosk.explain("en")
    state = apply(state, Place("kiosk", (3, 6), 0)).after
    assert isinstance(top(state), Turn) and state.zoo(seat).money == 15
    names = [b.kind.name for b in state.zoo(seat).buildings]
    assert names[-3:] == ["enclosure_3", "enclosure_1", "kiosk"]


def test_an_ex_4_build_ii_two_identical_buildings_refused():
    """AN-EX-4, AN-BUILD-UPG: two size-2 enclosures in one Build II action are refused."""
    state = build_turn(side=Side.II, strength=5)
    state = apply(state, plain_spot(state, "enclosure_2")).after
    again = next(m for m in rules.legal_moves(build_turn(side=Side.II, strength=5))
                 if isinstance(m, Place) and m.kind == "enclosure_2"
                 and not set(m.building().cells) & {c for b in state.zoo(state.turn).buildings
                                                    for c in b.cells})
    verdict = rules.check(state, again)
    assert not verdict.legal and failed(verdict) == ("AN-BUILD-UPG",)
    assert "you already built a size-2 enclosure in this action" in verdict.explain("en")
    assert not any(isinstance(m, Place) and m.kind == "enclosure_2"
                   for m in rules.legal_moves(state))


def test_an_build_upg_reptile_house_side_ii_only_and_stop_after_one():
    """AN-BUILD-UPG: the Reptile House needs Build II; Build II may stop after one
    building (Done), and the turn goes on."""
    side_i = build_turn(strength=5)
    verdict = rules.check(side_i, plain_spot(build_turn(side=Side.II, strength=5),
                                             "reptile_house"))
    assert not verdict.legal and "the Reptile House needs an upgraded Build action (side II)" \
        in verdict.explain("en")
    state = build_turn(side=Side.II, strength=5)
    seat = state.turn
    state = apply(state, plain_spot(state, "pavilion")).after
    assert "1 building built in this action: you may stop" in \
        rules.check(state, Done()).explain("en")
    state = apply(state, Done()).after
    assert isinstance(top(state), Turn) and state.turn != seat


def test_an_build_bonus_taken_before_the_next_building_is_paid():
    """AN-BUILD-BONUS: with 2 money, a size-1 enclosure on Map A's (2,9) (5 money printed)
    is paid (2 → 0), its bonus taken at once (0 → 5), so a pavilion is then affordable."""
    state = build_turn(side=Side.II, strength=2, money=2)
    seat = state.turn
    state = apply(state, Place("enclosure_1", (2, 9), 0)).after
    assert state.zoo(seat).money == 5
    assert isinstance(top(state), BuildStep)
    pavilion = plain_spot(state, "pavilion")
    assert rules.check(state, pavilion).legal
    state = apply(state, pavilion).after
    assert state.zoo(seat).money == 3


def test_an_build_pavilion_gives_1_appeal_once():
    """AN-BUILD-PAVILION: a pavilion gives +1 appeal when built."""
    state = build_turn(strength=1)
    seat = state.turn
    before = state.zoo(seat).appeal
    out = apply(state, plain_spot(state, "pavilion"))
    assert out.after.zoo(seat).appeal == before + 1
    assert any(e.rule == R.BUILD_PAVILION for e in out.events)


def test_an_build_full_map_gives_7_appeal():
    """AN-BUILD-FULL: covering the last buildable space of Map A gives +7 appeal."""
    zmap = zoo_map("A")
    last = (4, 5)
    taken = {c for b in zmap.start for c in b.cells}
    fill = tuple(Building("enclosure_1", h, 0) for h in sorted(zmap.buildable - taken - {last}))
    state = build_turn(side=Side.II, strength=1, extra=fill)
    seat = state.turn
    before = state.zoo(seat).appeal
    out = apply(state, Place("enclosure_1", last, 0))
    assert out.after.zoo(seat).appeal == before + 7
    assert any(e.rule == R.BUILD_FULL for e in out.events)


def test_an_build_empty_standard_enclosure_placed_empty():
    """AN-BUILD-EMPTY: a standard enclosure is placed empty side up: no animal lives in it."""
    state = build_turn(strength=3)
    seat = state.turn
    move = plain_spot(state, "enclosure_3")
    out = apply(state, move)
    assert out.after.zoo(seat).housed == state.zoo(seat).housed
    empty = [e for e in out.events if e.rule == R.BUILD_EMPTY]
    assert [e.msg.render("en") for e in empty] == ["the size-3 enclosure is placed empty side up"]
    assert empty[0].msg.render("fr") == "l'enclos de taille 3 est posé face vide visible"


# ---------------------------------------------------------------- AN-BUILD-MOVE

def bonuses_taken(state: State) -> State:
    """The placement bonuses that ask a choice (AN-BUILD-BONUS) answered with their first
    legal move, so the Build action's own step is on top again."""
    while type(top(state)).__module__.endswith(".bonuses"):
        state = apply(state, rules.legal_moves(state)[0]).after
    return state


def housed_zoo(animals: dict[tuple[int, int], tuple[int, ...]]) -> State:
    """Build II at strength 5 with these animal cards (taken out of the deck, the display
    or a hand into the seat's played cards) living in the standard enclosures anchored at
    the given hexes (Map A's start enclosure (0,9), and (1,6), (2,9) built for the test)."""
    extra = (Building("enclosure_2", (1, 6), 0), Building("enclosure_1", (2, 9), 0))
    state = build_turn(side=Side.II, strength=5, extra=extra)
    seat = state.turn
    cards = [c for cs in animals.values() for c in cs]
    deck = [c for c in state.deck if c not in cards]
    display = tuple(deck.pop(0) if c in cards else c for c in state.display)
    zoos = tuple(replace(z, hand=tuple(c for c in z.hand if c not in cards))
                 for z in state.zoos)
    state = state.replace(deck=tuple(deck), display=display, zoos=zoos,
                          discard=tuple(c for c in state.discard if c not in cards))
    housed = tuple((at, c) for at, cs in animals.items() for c in cs)
    return state.change_zoo(seat, played=tuple(cards), housed=housed)


def test_an_build_move_animals_into_the_new_reptile_house_within_its_spaces():
    """AN-BUILD-MOVE: built, the Reptile House (5 spaces) offers the reptiles living in
    standard enclosures (Komodo Dragon 476, Galapagos Giant Tortoise 481, African Spurred
    Tortoise 471: 2 spaces each; Western Green Mamba 470: 1), not the Secretary Bird (495,
    Large Bird Aviary only); after 476 and 481 moved (1 space left) 471 no longer fits,
    470 does; the enclosures left are empty again; Done ends the offer and the action."""
    state = housed_zoo({(0, 9): (476,), (1, 6): (481,), (2, 9): (471, 470, 495)})
    seat = state.turn
    spot = next(m for m in rules.legal_moves(state)
                if isinstance(m, Place) and m.kind == "reptile_house")
    state = bonuses_taken(apply(state, spot).after)
    assert top(state) == MoveInStep(seat, "reptile_house")
    round_trips(state)
    assert set(rules.legal_moves(state)) == {MoveIn(c, seat=seat) for c in (476, 481, 471, 470)} \
        | {Done(seat=seat)}
    bird = rules.check(state, MoveIn(495))
    assert not bird.legal and "Secretary Bird (495) cannot live in the Reptile House" \
        in bird.explain("en")
    out = apply(state, MoveIn(476))
    state = out.after
    home = spot.building().anchor
    assert (home, 476) in state.zoo(seat).housed and ((0, 9), 476) not in state.zoo(seat).housed
    assert any("from the size-3 enclosure at (0,9) into the Reptile House; the enclosure is "
               "empty again" in e.msg.render("en") for e in out.events)
    state = apply(state, MoveIn(481)).after
    assert capacity_left(state, seat, "reptile_house") == 1
    assert set(rules.legal_moves(state)) == {MoveIn(470, seat=seat), Done(seat=seat)}
    verdict = rules.check(state, MoveIn(471))
    assert not verdict.legal and "AN-ANIMALS-SPECIAL" in verdict.rules
    assert "it takes 2 spaces of the Reptile House; 1 is free" in verdict.explain("en")
    assert "il prend 2 espaces de : maison des reptiles ; 1 est libre" in verdict.explain("fr")
    round_trips(state)
    state = apply(state, Done()).after
    assert isinstance(top(state), Turn) and state.turn != seat
    assert ((2, 9), 471) in state.zoo(seat).housed


def test_an_build_move_needs_the_rock_and_water_next_to_the_special_enclosure():
    """AN-BUILD-MOVE with AN-ANIMALS-SPECIAL: the Nile Crocodile (469) needs 1 water space
    next to the Reptile House; built away from water it cannot move in."""
    state = housed_zoo({(0, 9): (469,)})
    zmap = zoo_map("A")
    dry = next(m for m in rules.legal_moves(state) if isinstance(m, Place)
               and m.kind == "reptile_house"
               and not terrain_around(zmap, m.building().cells).water)
    state = bonuses_taken(apply(state, dry).after)
    assert not isinstance(top(state), MoveInStep)  # nobody can move: the offer goes
    wet = next(m for m in rules.legal_moves(housed_zoo({(0, 9): (469,)}))
               if isinstance(m, Place) and m.kind == "reptile_house"
               and terrain_around(zmap, m.building().cells).water)
    state = bonuses_taken(apply(housed_zoo({(0, 9): (469,)}), wet).after)
    assert rules.legal_moves(state) == [MoveIn(469, seat=state.turn), Done(seat=state.turn)]


# ---------------------------------------------------------------- the free size-2 enclosure

def free_turn(map_id="A", extra=()) -> State:
    """The seat on its turn has just been given the free size-2 enclosure bonus."""
    state = ready(map_id=map_id)
    seat = state.turn
    state = state.change_zoo(seat, buildings=state.zoo(seat).buildings + tuple(extra))
    return take_bonus(state, seat, Bonus("free_size2_enclosure"), EventLog(), R.MAP_PANEL)


def test_an_map_panel_free_size2_enclosure_asks_where_and_costs_nothing():
    """AN-MAP-PANEL (free size-2 enclosure): the bonus asks where a size-2 enclosure goes,
    by the normal rules and free; another kind is refused; the position round-trips."""
    state = free_turn()
    seat = state.turn
    assert top(state) == FreeBuilding(seat, ("enclosure_2",), 1, False, "AN-MAP-PANEL")
    round_trips(state)
    legal = rules.legal_moves(state)
    assert legal and all(isinstance(m, Place) and m.kind == "enclosure_2" for m in legal)
    wrong = rules.check(state, Place("enclosure_1", (1, 6), 0))
    assert not wrong.legal and failed(wrong) == ("AN-MAP-PANEL",)
    assert "a size-1 enclosure is not free here (free: size-2 enclosure)" in wrong.explain("en")
    assert "enclos de taille 1 : pas gratuit ici (gratuit : enclos de taille 2)" in wrong.explain("fr")
    assert rules.check(state, Done()).legal is False   # a bonus: no declining it
    rock = rules.check(state, Place("enclosure_2", (1, 2), 0))
    assert not rock.legal and "AN-BUILD-FORBID" in failed(rock)
    good = rules.check(state, Place("enclosure_2", (1, 6), 0))
    assert good.legal and "AN-BUILD-COST" not in good.rules
    after = apply(state, Place("enclosure_2", (1, 6), 0)).after
    assert after.zoo(seat).money == state.zoo(seat).money
    assert after.zoo(seat).buildings[-1] == Building("enclosure_2", (1, 6), 0)
    assert isinstance(top(after), Turn) and after.turn == seat


def test_an_map_panel_free_size2_enclosure_no_room_nothing_happens():
    """AN-MAP-PANEL: with no room for a size-2 enclosure the bonus says so and nothing
    happens (Map A filled but for single separate spaces)."""
    zmap = zoo_map("A")
    taken = {c for b in zmap.start for c in b.cells}
    keep_free = {(4, 5)}
    fill = tuple(Building("enclosure_1", h, 0) for h in sorted(zmap.buildable - taken - keep_free))
    state = ready()
    seat = state.turn
    state = state.change_zoo(seat, buildings=state.zoo(seat).buildings + fill)
    pushed = take_bonus(state, seat, Bonus("free_size2_enclosure"), EventLog(), R.MAP_PANEL)
    assert isinstance(top(pushed), FreeBuilding) and not top(pushed).waits(pushed)
    log = EventLog()
    after = advance(pushed, log)
    assert isinstance(top(after), Turn) and after.zoo(seat) == state.zoo(seat)
    words = [(e.msg.render("en"), e.msg.render("fr")) for e in log]
    assert words[-1][0].endswith("no room for the free building (size-2 enclosure), nothing happens")
    assert words[-1][1].endswith("pas de place pour le bâtiment gratuit (enclos de taille 2), rien ne se passe")


# ---------------------------------------------------------------- a kind before its hexes

def test_explain_kind_says_why_a_kind_cannot_be_placed_before_its_hexes():
    """A partial choice explained (AN-BUILD-BASIC size left, AN-BUILD-UPG side II and
    different buildings, AN-BUILD-SPECIAL1, AN-BUILD-COST money), and where a kind fits."""
    state = build_turn(strength=2, money=3)
    big = explain_kind(state, "enclosure_3")
    assert [str(r.rule) for r in big if not r.ok] == ["AN-BUILD-BASIC", "AN-BUILD-COST"]
    words = " | ".join(r.msg.render("en") for r in big)
    assert "size 3 is more than the 2 spaces of strength left" in words
    assert "3 spaces cost 6, and you have 3" in words
    reptile = explain_kind(state, "reptile_house")
    assert any(r.msg.render("en") == "the Reptile House needs an upgraded Build action (side II)"
               for r in reptile if not r.ok)
    ok = explain_kind(state, "enclosure_1")
    assert all(r.ok for r in ok)
    (where,) = [r for r in ok if r.rule == R.BUILD_FORBID]
    n = sum(1 for m in rules.legal_moves(state) if isinstance(m, Place) and m.kind == "enclosure_1")
    assert where.msg.render("en") == f"size-1 enclosure: {n} places on your map" and n > 1
    assert where.focus
    two = build_turn(side=Side.II, strength=5)
    two = apply(two, Place("enclosure_2", (1, 6), 0)).after
    same = explain_kind(two, "enclosure_2")
    assert [str(r.rule) for r in same if not r.ok] == ["AN-BUILD-UPG"]
    petting = build_turn(strength=3, extra=(Building("petting_zoo", (1, 6), 0),))
    assert [str(r.rule) for r in explain_kind(petting, "petting_zoo") if not r.ok] == [
        "AN-BUILD-SPECIAL1"]
    assert [str(r.rule) for r in explain_kind(free_turn(), "enclosure_3") if not r.ok] == [
        "AN-MAP-PANEL"]
    assert [r.msg.render("en") for r in explain_kind(ready(), "kiosk")] == [
        "no building is asked now"]


def test_explain_kind_no_room_on_the_map():
    """AN-BUILD-KIOSK / AN-BUILD-ADJ: at Map A's start no kiosk fits (every space next to a
    building is within 2 of the printed kiosk): said before any hex is chosen."""
    state = build_turn(strength=1)
    (room,) = [r for r in explain_kind(state, "kiosk") if not r.ok]
    assert room.msg.render("en").startswith("kiosk: no room on your map")
    assert room.msg.render("fr").startswith("kiosque : aucune place sur votre plateau")


# ---------------------------------------------------------------- notation, legal moves

def test_an_build_moves_and_mid_build_positions_round_trip():
    """The Build moves' texts round-trip; positions mid-Build (Build II after a building,
    the move-in offer, the free enclosure) round-trip through the notation."""
    for text in ("build:enclosure_3@0,9r2", "p2:build:kiosk@3,6r0", "build:done",
                 "move_in:476", "build:large_bird_aviary@4,5r5"):
        assert notation.format_move(notation.parse_move(text)) == text
    assert notation.parse_move("build:enclosure_3@0,9r2") == Place("enclosure_3", (0, 9), 2)
    state = build_turn(side=Side.II, strength=4, x=1, money=40)
    state = apply(state, Place("enclosure_3", (1, 6), 0)).after
    text = notation.to_notation(state)
    assert "stack=build:" in text and ":enclosure_3/slide:" in text
    round_trips(state)
    round_trips(free_turn("0"))


BUILD_POSITIONS = [
    ("A", Side.I, 3, 25), ("A", Side.II, 5, 25), ("0", Side.I, 2, 25), ("0", Side.II, 5, 12),
]


@pytest.mark.parametrize("map_id,side,strength,money", BUILD_POSITIONS)
def test_legal_moves_are_exactly_the_placements_check_accepts(map_id, side, strength, money):
    """``legal_moves`` lists exactly the footprints ``check`` accepts, every kind, anchor
    and distinct rotation tried (every footprint), on Maps A and 0, at the start of the
    action and after a building, and for the free enclosure."""
    state = build_turn(map_id, side, strength, money)
    positions = [state]
    if side is Side.II:
        positions.append(apply(state, next(m for m in rules.legal_moves(state)
                                           if isinstance(m, Place) and m.kind == "enclosure_1")).after)
    positions.append(free_turn(map_id))
    for pos in positions:
        seat = pos.turn
        legal = rules.legal_moves(pos)
        anchors = sorted(zoo_map(map_id).buildable)  # a footprint covers its anchor
        tried = [Place(name, h, rot, seat=seat) for name in BUILD_KINDS for h in anchors
                 for rot in kind(name).distinct_rotations]
        accepted = [m for m in tried if rules.is_legal(pos, m)]
        assert footprints(accepted) == footprints(legal)
        assert all(rules.check(pos, m).legal for m in legal[::7])
        assert len({(m.kind, frozenset(m.building().cells)) for m in legal
                    if isinstance(m, Place)}) == sum(isinstance(m, Place) for m in legal)
        done = Done(seat=seat)
        assert rules.check(pos, done).legal == (done in legal)
