"""The Animals action (AN-ANIMALS-*): the strength table, where an animal comes from, its
conditions (AN-COND, AN-COND-OWN), its cost (AN-ANIMALS-COST, AN-EX-3), its enclosure
(AN-ANIMALS-ENCL, AN-ANIMALS-SPECIAL, AN-SPECIAL-ENCL), what it gives (AN-ANIMALS-EFFECT),
the zoo's icons (AN-ICON-COUNT) and size classes (AN-SIZE-CLASS).

Positions are built on Map A for seat 0 (2 players) with these buildings and the rock /
water spaces each touches (checked in :func:`test_an_animals_encl_terrain_of_the_test_zoo`):
the start size-3 enclosure (0,9) 1 rock 1 water; the kiosk (0,7); a size-1 enclosure (3,10)
0 / 2; a size-4 (3,4) 2 / 1; a size-5 (7,4) 1 / 4; the Reptile House (1,6) 2 / 0; the
Petting Zoo (4,9) 0 / 2; the Large Bird Aviary (7,10) 1 / 1.

The animals used have no ability that asks (the abilities are another concern's listener),
so the numbers here hold with or without it."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tutor.ark_nova import events, notation, rules
from tutor.ark_nova.animals import (AnimalsDone, AnimalsPlay, PlayAnimal, card_reasons,
                                    occupants, playable)
from tutor.ark_nova.buildings import SOURCE as BUILDINGS_SOURCE
from tutor.ark_nova.buildings import Building
from tutor.ark_nova.cards import SizeClass, zoo_deck
from tutor.ark_nova.icons import animals_of_class, zoo_icons
from tutor.ark_nova.moves import Act, XAction
from tutor.ark_nova.placement import terrain_around
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import ActionCard, Options, State
from tutor.ark_nova.steps import Turn
from tutor.ark_nova.strength import Action, Side
from tutor.ark_nova.zoo_map import zoo_map
from tutor.core import IllegalMoveError

ONE, FOUR, FIVE = (3, 10), (3, 4), (7, 4)
START, KIOSK = (0, 9), (0, 7)
REPTILES, PETTING, AVIARY = (1, 6), (4, 9), (7, 10)
EXTRA = (Building("enclosure_1", ONE, 0), Building("enclosure_4", FOUR, 1),
         Building("enclosure_5", FIVE, 0), Building("reptile_house", REPTILES, 1),
         Building("petting_zoo", PETTING, 2), Building("large_bird_aviary", AVIARY, 3))
OTHERS = (Action.BUILD, Action.CARDS, Action.SPONSORS, Action.ASSOCIATION)
#: Conservation project cards: zoo cards that are no animal, to fill the display.
NOT_ANIMALS = tuple(range(113, 133))

TURTLE, LIZARD, SECRETARY, PANDA, LYNX = 484, 486, 495, 433, 418
TIGER, COBRA, GOAT, OSTRICH, TORTOISE, MONITOR = 407, 475, 519, 494, 471, 490


def position(hand=(), *, display=None, slot=1, sides=None, played=(), housed=(),
             buildings=EXTRA, **zoo) -> State:
    """Seat 0 on its turn: ``hand``; display folders ``{folder: card}`` (the others hold
    project cards); the Animals card in ``slot``; ``sides`` {action: side}; the zoo's
    ``played`` cards, ``housed`` animals and ``buildings`` besides Map A's start ones."""
    base = initial_state(Options(2, "A"), 1)
    display = display or {}
    fixed = set(hand) | set(display.values()) | set(played)
    spare = [c for c in NOT_ANIMALS if c not in fixed]
    shown = tuple(display.get(f) or spare.pop() for f in range(1, 7))
    other_hand = tuple(spare.pop() for _ in range(4))
    used = fixed | set(shown) | set(other_hand)
    actions = list(OTHERS)
    actions.insert(slot - 1, Action.ANIMALS)
    sides = sides or {}
    row = tuple(ActionCard(a, sides.get(a, Side.I)) for a in actions)
    mine = replace(base.zoo(0), row=row, hand=tuple(hand), played=tuple(played),
                   housed=tuple(housed), buildings=base.zoo(0).buildings + tuple(buildings),
                   **zoo)
    return base.replace(start=0, turn=0, deck=tuple(c for c in zoo_deck() if c not in used),
                        discard=(), display=shown, stack=(Turn(0),),
                        zoos=(mine, replace(base.zoo(1), hand=other_hand)))


def animals_turn(state: State, x: int = 0) -> State:
    return apply(state, Act(Action.ANIMALS, x, seat=0)).after


def texts(verdict) -> str:
    return verdict.explain("en") + "\n" + verdict.explain("fr")


def play(card: int, at) -> PlayAnimal:
    return PlayAnimal(card, at, seat=0)


# ---------------------------------------------------------------- the table

@pytest.mark.parametrize("side,slot,rule,animals", [
    (Side.I, 2, "AN-ANIMALS-S2", 1), (Side.I, 3, "AN-ANIMALS-S3", 1),
    (Side.I, 4, "AN-ANIMALS-S4", 1), (Side.I, 5, "AN-ANIMALS-S5", 2),
    (Side.II, 1, "AN-ANIMALS-S1", 1), (Side.II, 2, "AN-ANIMALS-S2", 1),
    (Side.II, 3, "AN-ANIMALS-S3", 2), (Side.II, 4, "AN-ANIMALS-S4", 2),
    (Side.II, 5, "AN-ANIMALS-S5", 2)])
def test_an_animals_table_rows_by_side_and_strength(side, slot, rule, animals):
    """AN-ANIMALS-TABLE, AN-ANIMALS-S1..S5: how many animals each row plays."""
    state = animals_turn(position((TURTLE, LIZARD), slot=slot, sides={Action.ANIMALS: side}))
    step = state.stack[0]
    assert isinstance(step, AnimalsPlay) and step.left == animals
    assert rules.asks(state)[0].rule == rule


def test_an_animals_s1_side_i_cannot_be_chosen_an_act_choose():
    """AN-ANIMALS-S1, AN-ACT-CHOOSE: Animals I at strength 1 plays no animal, so it cannot
    be chosen; with 1 X-token (strength 2) it can; the X-token action stays open."""
    state = position((TURTLE,), x_tokens=1)
    refused = rules.check(state, Act(Action.ANIMALS, seat=0))
    assert not refused.legal and "AN-ACT-CHOOSE" in refused.rules
    assert "Animals side I at strength 1 plays no animal" in refused.explain("en")
    assert "face I en force 1 ne joue aucun animal" in refused.explain("fr")
    legal = rules.legal_moves(state)
    assert Act(Action.ANIMALS, 0, seat=0) not in legal
    assert Act(Action.ANIMALS, 1, seat=0) in legal and XAction(Action.ANIMALS, seat=0) in legal
    assert rules.check(state, Act(Action.ANIMALS, 1, seat=0)).legal


def test_an_act_choose_animals_needs_a_playable_animal():
    """AN-ACT-CHOOSE: with no animal playable (too dear here) the action is refused."""
    state = position((PANDA,), slot=3, money=30)          # conditions unmet
    verdict = rules.check(state, Act(Action.ANIMALS, seat=0))
    assert not verdict.legal and "no animal can be played now" in verdict.explain("en")
    assert "aucun animal ne peut être joué" in verdict.explain("fr")
    assert playable(state, 0, Side.I, 3) == ()
    assert playable(position((TURTLE, PANDA), slot=3), 0, Side.I, 3) == (TURTLE,)


def test_an_animals_two_animals_then_the_turn_passes():
    """AN-ANIMALS-S5 (side I, 2 animals), AN-ANIMALS-COST, AN-ANIMALS-EFFECT: each animal is
    paid, housed and gives its appeal; after the second the action ends, the card slides
    (AN-ACT-SLIDE) and the next seat plays."""
    state = animals_turn(position((TURTLE, LIZARD), slot=5, money=20, appeal=0))
    state = apply(state, play(TURTLE, ONE)).after
    assert isinstance(state.stack[0], AnimalsPlay) and state.stack[0].left == 1
    state = apply(state, play(LIZARD, START)).after
    zoo = state.zoo(0)
    assert (zoo.money, zoo.appeal) == (20 - 9 - 4, 4 + 2)
    assert zoo.played == (TURTLE, LIZARD) and zoo.hand == ()
    assert zoo.housed == ((ONE, TURTLE), (START, LIZARD))
    assert zoo.actions[0] is Action.ANIMALS and state.turn == 1


def test_an_animals_done_after_one_an_act_choose():
    """AN-ACT-CHOOSE / AN-ANIMALS-TABLE ("up to"): no stop before the first animal; after
    it the second may be left out."""
    state = animals_turn(position((TURTLE, LIZARD), slot=5))
    refused = rules.check(state, AnimalsDone(seat=0))
    assert not refused.legal and "at least 1 animal must be played: 0 played" in texts(refused)
    assert "il faut jouer au moins 1 animal" in texts(refused)
    assert AnimalsDone(seat=0) not in rules.legal_moves(state)
    state = apply(state, play(TURTLE, ONE)).after
    assert AnimalsDone(seat=0) in rules.legal_moves(state)
    state = apply(state, AnimalsDone(seat=0)).after
    assert state.turn == 1 and state.zoo(0).hand == (LIZARD,)


# ---------------------------------------------------------------- conditions

def test_an_cond_own_icons_never_count_for_the_cards_own_conditions():
    """AN-COND-OWN, AN-ANIMALS-COND: the Eurasian Lynx needs 2 Europe icons; its own Europe
    icon does not count, so with 1 in the zoo it is refused; with 2 it is played."""
    state = animals_turn(position((LYNX, LIZARD), slot=2, played=(TURTLE,)))
    verdict = rules.check(state, play(LYNX, START))
    assert not verdict.legal and "AN-COND-OWN" in verdict.rules
    assert ("needs 2 Europe icons in your zoo: you have 1 (the card's own Europe icon does "
            "not count)") in verdict.explain("en")
    assert "vous en avez 1 (l'icône Europe de la carte elle-même ne compte pas)" in \
        verdict.explain("fr")
    state = animals_turn(position((LYNX,), slot=2, played=(TURTLE, 488)))
    assert rules.check(state, play(LYNX, START)).legal


def test_an_cond_each_condition_ticked_with_the_zoo_numbers():
    """AN-COND, AN-ANIMALS-COND: the Giant Panda's three conditions, each with what the zoo
    has (a herbivore icon, a bear icon, a partner zoo), before its enclosure is chosen."""
    state = position((PANDA,), slot=2, played=(408,), partner_zoos=("asia",))
    reasons = card_reasons(state, 0, Side.I, PANDA)
    said = [(r.rule, r.ok, r.msg.render("en")) for r in reasons]
    assert said[0] == ("AN-ANIMALS-TABLE", True, "Giant Panda (433) is in your hand")
    assert said[1][:2] == ("AN-COND-OWN", False) and "herbivore icon in your zoo: you have 0" \
        in said[1][2]
    assert said[2][:2] == ("AN-COND-OWN", True) and "you have 1" in said[2][2]
    assert said[3] == ("AN-ANIMALS-COND", True, "needs 1 partner zoo: you have 1")
    assert said[4] == ("AN-ANIMALS-COST", True, "cost 27 − 3 (Asian partner zoo) = 24 ≤ 25 money")


def test_an_animals_rep_upgraded_animals_condition():
    """AN-ANIMALS-REP: an animal needing the upgraded Animals action is refused on side I,
    with the side said, and playable on side II."""
    science = (201, 202)                                       # 1 science icon each
    state = animals_turn(position((COBRA, LIZARD), slot=2, played=science))
    verdict = rules.check(state, play(COBRA, START))
    assert not verdict.legal and "AN-ANIMALS-REP" in verdict.rules
    assert "yours is on side I" in verdict.explain("en")
    assert "la vôtre est sur la face I" in verdict.explain("fr")
    upgraded = animals_turn(position((COBRA,), slot=2, played=science,
                                     sides={Action.ANIMALS: Side.II}))
    assert rules.check(upgraded, play(COBRA, START)).legal


# ---------------------------------------------------------------- cost and the display

def test_an_ex_3_cost_partner_zoo_and_folder_4_an_animals_cost():
    """AN-EX-3, AN-ANIMALS-COST, AN-ANIMALS-REP: a 14-money animal with 1 Africa icon, the
    African partner zoo, from folder 4 with Animals II: 14 − 3 + 4 = 15 money; folder 4
    needs reputation 7. The folder stays empty until the turn's refill (AN-DISPLAY-REFILL)."""
    kw = dict(display={4: SECRETARY}, sides={Action.ANIMALS: Side.II}, partner_zoos=("africa",),
              reputation=7)
    state = animals_turn(position((TURTLE,), slot=3, money=17, **kw))
    verdict = rules.check(state, play(SECRETARY, FOUR))
    assert verdict.legal
    assert "cost 14 − 3 (African partner zoo) + 4 (folder 4) = 15 ≤ 17 money" in \
        verdict.explain("en")
    assert "coût 14 − 3 (zoo partenaire africain) + 4 (case 4) = 15 ≤ 17 monnaies" in \
        verdict.explain("fr")
    assert apply(state, play(SECRETARY, FOUR)).after.zoo(0).money == 2
    state = animals_turn(position((TURTLE,), slot=3, money=30, **kw))
    after = apply(state, play(SECRETARY, FOUR)).after
    assert after.zoo(0).money == 15 and after.display[3] is None
    assert after.zoo(0).played == (SECRETARY,) and isinstance(after.stack[0], AnimalsPlay)
    passed = apply(after, play(TURTLE, ONE)).after
    assert passed.turn == 1 and None not in passed.display
    short = animals_turn(position((TURTLE,), slot=3, money=14, **kw))
    refused = rules.check(short, play(SECRETARY, FOUR))
    assert not refused.legal and "= 15 > 14 money" in refused.explain("en")


def test_an_ex_3_reputation_6_reaches_folder_4_only_at_strength_5_an_animals_rep():
    """AN-EX-3, AN-ANIMALS-REP: with reputation 6 folder 4 is out of range at strength 4,
    and in range at strength 5 side II, whose +1 reputation is taken first."""
    kw = dict(display={4: SECRETARY}, sides={Action.ANIMALS: Side.II}, reputation=6, money=30)
    four = animals_turn(position((TURTLE,), slot=4, **kw))
    refused = rules.check(four, play(SECRETARY, FOUR))
    assert not refused.legal and "AN-ANIMALS-REP" in refused.rules
    assert "lies in folder 4; reputation 6 reaches folders 1–3" in refused.explain("en")
    assert "une réputation de 6 atteint les cases 1 à 3" in refused.explain("fr")
    assert playable(position((), slot=4, **kw), 0, Side.II, 4) == ()
    assert playable(position((), slot=5, **kw), 0, Side.II, 5) == (SECRETARY,)
    five = animals_turn(position((), slot=5, **kw))
    assert five.zoo(0).reputation == 7
    assert rules.check(five, play(SECRETARY, FOUR)).legal


def test_an_animals_rep_display_needs_side_ii():
    """AN-ANIMALS-REP: side I plays only from the hand."""
    state = animals_turn(position((TURTLE,), slot=2, display={1: SECRETARY}))
    refused = rules.check(state, play(SECRETARY, FOUR))
    assert not refused.legal and "Animals side I plays only from your hand" in texts(refused)
    assert all(m.card != SECRETARY for m in rules.legal_moves(state))


@pytest.mark.parametrize("cards_side,after", [(Side.I, 9), (Side.II, 10)])
def test_an_animals_rep_cap_strength_5_reputation_first(cards_side, after):
    """AN-ANIMALS-REP-CAP, AN-ANIMALS-REP: at strength 5 side II the reputation point comes
    at the start, with nothing to choose; at 9 with Cards on side I it is lost, no appeal."""
    state = position((TURTLE,), slot=5, reputation=9, appeal=4,
                     sides={Action.ANIMALS: Side.II, Action.CARDS: cards_side})
    state = animals_turn(state)
    assert (state.zoo(0).reputation, state.zoo(0).appeal) == (after, 4)
    # reaching reputation 10 asks its card first (AN-REP-BONUS), the animals step below
    assert [type(s).__name__ for s in state.stack[:2]] == (
        ["AnimalsPlay", "Slide"] if after == 9 else ["CardChoice", "AnimalsPlay"])


# ---------------------------------------------------------------- enclosures

def test_an_animals_encl_terrain_of_the_test_zoo():
    """AN-ANIMALS-ENCL: the rock / water spaces each test building touches."""
    zmap = zoo_map("A")
    built = {b.anchor: b for b in position().zoo(0).buildings}
    touching = {at: (len(t.rock), len(t.water)) for at, t in
                ((at, terrain_around(zmap, b.cells)) for at, b in built.items())}
    assert touching == {START: (1, 1), KIOSK: (0, 0), ONE: (0, 2), FOUR: (2, 1), FIVE: (1, 4),
                        REPTILES: (2, 0), PETTING: (0, 2), AVIARY: (1, 1)}


def test_an_animals_encl_size_empty_and_terrain():
    """AN-ANIMALS-ENCL: an empty standard enclosure of at least the size, touching the
    rock / water the card shows; then it is occupied."""
    state = animals_turn(position((SECRETARY, TIGER, TURTLE), slot=5, played=(201, 202),
                                  money=60))
    small = rules.check(state, play(SECRETARY, START))
    assert not small.legal and "AN-ANIMALS-ENCL" in small.rules
    assert "Secretary Bird (495) needs a size-4 enclosure: this one is 3" in small.explain("en")
    assert "demande un enclos de taille 4 : celui-ci est de taille 3" in small.explain("fr")
    dry = rules.check(state, play(TIGER, FOUR))
    assert ("needs 2 water spaces next to its enclosure: this one touches 1"
            in dry.explain("en")) and not dry.legal
    assert "2 cases d'eau au bord de son enclos : celui-ci en touche 1" in dry.explain("fr")
    assert rules.check(state, play(TIGER, FIVE)).legal
    state = apply(state, play(SECRETARY, FOUR)).after
    taken = rules.check(state, play(TURTLE, FOUR))
    assert not taken.legal and "this enclosure already houses Secretary Bird (495)" in \
        taken.explain("en")
    for at, words in ((KIOSK, "houses no animal"), ((2, 5), "no building of your zoo is "
                                                            "anchored at (2,5)")):
        verdict = rules.check(state, play(TURTLE, at))
        assert not verdict.legal and words in verdict.explain("en")


def test_an_abil_flock_animal_joins_an_occupied_enclosure_with_a_herbivore():
    """AN-ABIL-FLOCK-ANIMAL: the Lama (flock 2) may join the occupied size-3 enclosure of a
    Giraffe (a herbivore), not the Secretary Bird's; the Reindeer (flock 3) not a size-1
    enclosure even with a herbivore (the Crested Porcupine); an animal without the keyword
    never joins."""
    herd = ((START, 428), (FOUR, SECRETARY), (ONE, 445))
    state = animals_turn(position((439, 438, TURTLE), slot=2, played=(428, SECRETARY, 445),
                                  housed=herd))
    joins = rules.check(state, play(439, START))
    assert joins.legal and "AN-ABIL-FLOCK-ANIMAL" in joins.rules
    assert "it may join Giraffe (428), a herbivore" in joins.explain("en")
    alone = rules.check(state, play(439, FOUR))
    assert not alone.legal and "this enclosure holds no herbivore (Secretary Bird (495))" in \
        alone.explain("en")
    assert "cet enclos n'abrite aucun herbivore" in alone.explain("fr")
    small = rules.check(state, play(438, ONE))
    assert not small.legal and "in an enclosure of size 3 or more: this one is 1" in \
        small.explain("en")
    assert not rules.check(state, play(TURTLE, START)).legal
    after = apply(state, play(439, START)).after
    assert occupants(after, 0, START) == (428, 439)


def test_an_special_encl_petting_zoo_holds_3_petting_animals_an_animals_special():
    """AN-ANIMALS-SPECIAL, AN-SPECIAL-ENCL: petting zoo animals live only in the Petting
    Zoo, 1 space each of its 3; a 4th is refused; no other animal goes there."""
    goats = (519, 520, 521)
    state = animals_turn(position((GOAT, TURTLE), slot=2, played=goats[1:],
                                  housed=tuple((PETTING, g) for g in goats[1:])))
    standard = rules.check(state, play(GOAT, ONE))
    assert not standard.legal and "AN-SPECIAL-ENCL" in standard.rules
    assert "is a petting zoo animal: it lives only in the Petting Zoo" in standard.explain("en")
    assert rules.check(state, play(GOAT, PETTING)).legal
    assert "takes 1 space of the Petting Zoo: 1 of 3 free" in \
        rules.check(state, play(GOAT, PETTING)).explain("en")
    turtle = rules.check(state, play(TURTLE, PETTING))
    assert not turtle.legal and "cannot live in the Petting Zoo" in turtle.explain("en")
    verdict = rules.check(position((GOAT,), slot=2, played=goats,
                                   housed=tuple((PETTING, g) for g in goats)),
                          Act(Action.ANIMALS, seat=0))
    assert not verdict.legal and "AN-ACT-CHOOSE" in verdict.rules


def test_an_special_encl_spaces_of_the_aviary_and_reptile_house():
    """AN-SPECIAL-ENCL: an animal takes its printed spaces of the Large Bird Aviary /
    Reptile House (5 each): the Ostrich's 4 do not fit beside 2 birds (3 free); a printed 0
    takes none (the Wall Lizard needs no free space); rock / water needs still apply
    (AN-ANIMALS-SPECIAL: the Pond Turtle needs water, the house touches none)."""
    birds = ((AVIARY, SECRETARY), (AVIARY, 496))
    state = animals_turn(position((OSTRICH,), slot=2, played=(SECRETARY, 496), housed=birds,
                                  money=30))
    verdict = rules.check(state, play(OSTRICH, AVIARY))
    assert not verdict.legal
    assert "African Ostrich (494) takes 4 spaces of the Large Bird Aviary: 3 of 5 free" in \
        verdict.explain("en")
    assert "occupe 4 places dans ce bâtiment (grande volière) : places libres : 3 sur 5" in \
        verdict.explain("fr")
    house = ((REPTILES, TORTOISE), (REPTILES, MONITOR))
    state = animals_turn(position((LIZARD, TURTLE), slot=2, played=(TORTOISE, MONITOR),
                                  housed=house))
    lizard = rules.check(state, play(LIZARD, REPTILES))
    assert lizard.legal and "takes 0 spaces of the Reptile House: 1 of 5 free" in \
        lizard.explain("en")
    wet = rules.check(state, play(TURTLE, REPTILES))
    assert not wet.legal and "AN-ANIMALS-SPECIAL" in wet.rules
    assert "needs 1 water space next to its enclosure: this one touches 0" in wet.explain("en")


def test_an_special_encl_capacity_is_the_buildings_spaces():
    """AN-SPECIAL-ENCL, AN-COMP-SHAPES: the spaces of each special enclosure are the
    capacity the building data prints."""
    data = json.loads(BUILDINGS_SOURCE.read_text(encoding="utf-8"))["buildings"]
    for name in ("petting_zoo", "reptile_house", "large_bird_aviary"):
        assert Building(name, (1, 6), 0).size == data[name]["capacity_spaces"]


# ---------------------------------------------------------------- effect and icons

def test_an_animals_effect_gains_then_the_event_above_the_next_animal():
    """AN-ANIMALS-EFFECT: appeal, conservation and reputation gained, then
    ``animal_played`` fired with the step asking for the next animal already below (so the
    first animal's abilities resolve before the second is chosen)."""
    seen = []

    def record(state, event, log):
        if event.kind == "animal_played" and event.card == PANDA:
            seen.append((event.seat, state.zoo(0).appeal,
                         next(s for s in state.stack if isinstance(s, AnimalsPlay))))
        return state
    events.listen(record)
    state = animals_turn(position((PANDA, TURTLE), slot=5, played=(408, 428),
                                  partner_zoos=("asia",), money=40, appeal=3, conservation=0,
                                  reputation=1))
    state = apply(state, play(PANDA, START)).after
    zoo = state.zoo(0)
    assert (zoo.money, zoo.appeal, zoo.conservation, zoo.reputation) == (16, 13, 2, 2)
    assert seen == [(0, 13, AnimalsPlay(0, "1", 5, 1))]


def test_an_icon_count_zoo_icons_played_cards_partner_zoos_universities():
    """AN-ICON-COUNT: a zoo's icons are its played animals' top icons with their rock /
    water, its sponsors', one per partner zoo and its universities' science icons; an
    animal no longer played (released) no longer counts."""
    state = position(played=(TURTLE, 201), partner_zoos=("africa",),
                     universities=("science_science",))
    icons = zoo_icons(state, 0)
    assert dict(icons.counts) == {"africa": 1, "europe": 1, "reptile": 1, "science": 3,
                                  "water": 1}
    released = state.change_zoo(0, played=(201,))
    assert zoo_icons(released, 0)["water"] == 0 and zoo_icons(released, 0)["science"] == 3


def test_an_size_class_counts_the_zoos_animals():
    """AN-SIZE-CLASS: small = size 1–2 and petting zoo animals, medium = 3, large = 4–5."""
    state = position(played=(SECRETARY, TURTLE, TORTOISE, GOAT, 201))
    counts = {c: animals_of_class(state, 0, c) for c in SizeClass}
    assert counts == {SizeClass.SMALL: 2, SizeClass.MEDIUM: 1, SizeClass.LARGE: 1}


# ---------------------------------------------------------------- notation, legality

def test_an_animals_notation_round_trips_mid_action_and_moves():
    """A position between two animals round-trips through the notation (the step and the
    housed animal); the moves' texts round-trip."""
    state = animals_turn(position((TURTLE, LIZARD), slot=5))
    state = apply(state, play(TURTLE, ONE)).after
    text = notation.to_notation(state)
    assert "stack=animals:1:1:5:1/" in text and "3,10>484" in text
    assert notation.from_notation(text) == state
    for move in ("animal:495@3,4", "animal:done", "p1:animal:484@3,10"):
        assert notation.format_move(notation.parse_move(move)) == move
    assert notation.parse_move("animal:484@3,10") == PlayAnimal(484, (3, 10))


@pytest.mark.parametrize("hand,kw", [
    ((TURTLE, LIZARD, SECRETARY, GOAT, PANDA), dict(slot=5)),
    ((TURTLE, OSTRICH, TIGER), dict(slot=4, sides={Action.ANIMALS: Side.II},
                                    display={1: SECRETARY, 2: LIZARD, 5: GOAT}, reputation=4,
                                    partner_zoos=("africa",), money=30)),
])
def test_an_animals_legal_moves_are_the_moves_check_accepts(hand, kw):
    """``legal_moves`` lists exactly the PlayAnimal / AnimalsDone that ``check`` accepts,
    before and after a first animal."""
    state = animals_turn(position(hand, **kw))
    for _ in range(2):
        anchors = [b.anchor for b in state.zoo(0).buildings] + [(2, 5)]
        cards = set(hand) | {c for c in state.display if c} | {201, 999}
        tried = [PlayAnimal(c, at, seat=0) for c in sorted(cards) for at in anchors]
        tried.append(AnimalsDone(seat=0))
        legal = rules.legal_moves(state)
        assert legal and all(m in tried for m in legal)
        for move in tried:
            assert rules.check(state, move).legal == (move in legal), move
        state = apply(state, legal[0]).after


def test_an_animals_illegal_play_leaves_the_state_unchanged():
    """A refused animal raises IllegalMoveError with the verdict; nothing changes."""
    state = animals_turn(position((SECRETARY,), slot=2))
    text = notation.to_notation(state)
    with pytest.raises(IllegalMoveError) as error:
        apply(state, play(SECRETARY, START))
    assert "needs a size-4 enclosure: this one is 3" in error.value.verdict.explain("en")
    assert notation.to_notation(state) == text
