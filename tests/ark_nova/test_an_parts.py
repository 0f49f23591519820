"""A move chosen part by part is explained before it is complete (:mod:`tutor.ark_nova.parts`):
the building kind alone (AN-BUILD-*), the animal card alone (AN-ANIMALS-*), the sponsor card
alone (AN-SPONSORS-*), with the numbers and the whole move's rule IDs, in EN and FR; bad
values are refused with a message, never an exception; and a partial verdict is legal iff
some legal move agrees with it."""

from __future__ import annotations

import random

import pytest

from tutor.ark_nova import rules
from tutor.ark_nova.animals import PlayAnimal
from tutor.ark_nova.build import Place
from tutor.ark_nova.buildings import BUILD_KINDS, Building
from tutor.ark_nova.moves import Act
from tutor.ark_nova.parts import KINDS, WORDS, check_partial, move_word, parts_of
from tutor.ark_nova.policy import choose
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.sponsors import PlaySponsor
from tutor.ark_nova.state import Options
from tutor.ark_nova.strength import Action, Side
from tutor.core import Partial

from test_an_animals import (FOUR, GOAT, LIZARD, LYNX, PANDA, PETTING, START, TIGER, TURTLE,
                             animals_turn, position)
from test_an_build import build_turn, free_turn

IBEX, SECRETARY = 444, 495
SCIENCE_INSTITUTE, FOREIGN_INSTITUTE = 223, 226


def texts(verdict) -> str:
    return verdict.explain("en") + "\n" + verdict.explain("fr")


def failed(verdict) -> list[str]:
    return list(dict.fromkeys(str(r.rule) for r in verdict.reasons if not r.ok))


def kind_alone(state, name) -> Partial:
    step = rules.asks(state)[0].step
    return Partial(step, (("move", WORDS[Place]), ("kind", name)), state.turn)


def card_alone(state, cls, number) -> Partial:
    step = rules.asks(state)[0].step
    return Partial(step, (("move", WORDS[cls]), ("card", number)), state.turn)


def places(state, name) -> int:
    return sum(1 for m in rules.legal_moves(state) if isinstance(m, Place) and m.kind == name)


# ---------------------------------------------------------------- a building kind alone

def test_an_build_cost_a_kind_alone_is_offered_payable_and_placeable():
    """AN-BUILD-BASIC, AN-BUILD-COST, AN-BUILD-FORBID: a size-1 enclosure chosen before its
    hexes: within the strength left, 2 money a space against the money, and how many places
    on the map fit it (as many as the legal moves of that kind)."""
    state = build_turn(strength=2, money=25)
    verdict = check_partial(state, kind_alone(state, "enclosure_1"))
    assert verdict.legal and not verdict.complete
    assert {"AN-BUILD-BASIC", "AN-BUILD-COST", "AN-BUILD-FORBID"} <= set(verdict.rules)
    n = places(state, "enclosure_1")
    assert n > 1
    assert "size 1, within the 2 spaces of strength left" in verdict.explain("en")
    assert "2 money a space: 1 space costs 2 ≤ 25" in verdict.explain("en")
    assert f"size-1 enclosure: {n} places on your map" in verdict.explain("en")
    assert "1 espace coûte 2 ≤ 25" in verdict.explain("fr")
    assert f"enclos de taille 1 : {n} emplacements sur votre plateau" in verdict.explain("fr")
    assert "allowed moves go on" not in verdict.explain("en")       # said by the kind already


def test_an_build_basic_a_kind_too_big_or_too_dear_refused_before_its_hexes():
    """AN-BUILD-BASIC (size ≤ strength left) and AN-BUILD-COST (2 money a space), both with
    their numbers, before any hex; the headline names the kind."""
    state = build_turn(strength=2, money=3)
    verdict = check_partial(state, kind_alone(state, "enclosure_3"))
    assert not verdict.legal and failed(verdict) == ["AN-BUILD-BASIC", "AN-BUILD-COST"]
    assert "size 3 is more than the 2 spaces of strength left" in verdict.explain("en")
    assert "3 spaces cost 6, and you have 3" in verdict.explain("en")
    assert "taille 3 : plus que les 2 points de force restants" in verdict.explain("fr")
    assert verdict.headline("en").startswith("Not allowed")
    assert "builds a size-3 enclosure" in verdict.headline("en")
    assert "construit : enclos de taille 3" in verdict.headline("fr")


def test_an_build_upg_side_ii_kinds_and_no_two_identical_in_one_build_ii():
    """AN-BUILD-UPG: the Reptile House only with Build II; in one Build II action no second
    building of a kind already built, said before any hex."""
    state = build_turn(strength=5, money=40)
    verdict = check_partial(state, kind_alone(state, "reptile_house"))
    assert not verdict.legal and failed(verdict) == ["AN-BUILD-UPG"]
    assert "the Reptile House needs an upgraded Build action (side II)" in verdict.explain("en")
    two = build_turn(side=Side.II, strength=5, money=40)
    assert check_partial(two, kind_alone(two, "reptile_house")).legal
    two = apply(two, Place("enclosure_2", (1, 6), 0)).after
    verdict = check_partial(two, kind_alone(two, "enclosure_2"))
    assert not verdict.legal and failed(verdict) == ["AN-BUILD-UPG"]
    assert check_partial(two, kind_alone(two, "enclosure_1")).legal


def test_an_build_special1_one_of_each_special_enclosure_before_its_hexes():
    """AN-BUILD-SPECIAL1: a zoo with a Petting Zoo is refused a second one, kind alone."""
    state = build_turn(strength=3, extra=(Building("petting_zoo", (1, 6), 0),))
    verdict = check_partial(state, kind_alone(state, "petting_zoo"))
    assert not verdict.legal and failed(verdict) == ["AN-BUILD-SPECIAL1"]
    assert texts(verdict).count("AN-BUILD-SPECIAL1") == 2


def test_an_build_kiosk_a_kind_that_fits_nowhere_is_said_so():
    """AN-BUILD-FORBID (with AN-BUILD-KIOSK / AN-BUILD-ADJ): at Map A's start no kiosk
    fits; the kind alone is refused with "no room on your map", EN and FR."""
    state = build_turn(strength=1)
    verdict = check_partial(state, kind_alone(state, "kiosk"))
    assert not verdict.legal and failed(verdict) == ["AN-BUILD-FORBID"]
    assert "kiosk: no room on your map" in verdict.explain("en")
    assert "kiosque : aucune place sur votre plateau" in verdict.explain("fr")
    assert places(state, "kiosk") == 0


def test_an_map_panel_the_free_building_kind_alone():
    """AN-MAP-PANEL: the free size-2 enclosure step: its kind is free and placed somewhere;
    another kind is not free here."""
    state = free_turn()
    verdict = check_partial(state, kind_alone(state, "enclosure_2"))
    assert verdict.legal and "AN-MAP-PANEL" in verdict.rules
    n = places(state, "enclosure_2")
    assert f"size-2 enclosure: {n} places on your map" in verdict.explain("en")
    refused = check_partial(state, kind_alone(state, "enclosure_3"))
    assert not refused.legal and failed(refused) == ["AN-MAP-PANEL"]


@pytest.mark.parametrize("value", ["castle", 7, None, ["kiosk"], ("enclosure", 2), True])
def test_an_build_basic_a_bad_kind_is_refused_never_raised(value):
    """AN-BUILD-BASIC: a kind that does not exist, or a value of the wrong type, is refused
    with "no building kind", EN and FR, and nothing raises."""
    state = build_turn(strength=2)
    verdict = check_partial(state, kind_alone(state, value))
    assert not verdict.legal and failed(verdict) == ["AN-BUILD-BASIC"]
    assert "no building kind" in verdict.explain("en")
    assert "aucun type de bâtiment" in verdict.explain("fr")
    assert verdict.headline("fr").startswith("Interdit")


@pytest.mark.parametrize("word", [["place"], {"move": 1}, "castle", None, 5])
def test_an_act_turn_a_bad_kind_of_move_is_refused_never_raised(word):
    """AN-ACT-TURN: a kind of move that is none (unhashable values too) leads nowhere:
    refused, said, nothing raises."""
    state = build_turn(strength=2)
    partial = Partial("build", (("move", word), ("kind", "kiosk")), state.turn)
    verdict = check_partial(state, partial)
    assert not verdict.legal
    assert "no allowed move goes on from these choices" in verdict.explain("en")
    assert "aucun coup permis ne part de ces choix" in verdict.explain("fr")


def test_an_build_forbid_a_kind_and_an_anchor_count_the_moves_that_go_on():
    """AN-BUILD-FORBID: with the kind and an anchor chosen (no rotation yet), the kind's
    reasons and how many legal moves go on from both."""
    state = build_turn(strength=2)
    move = next(m for m in rules.legal_moves(state) if isinstance(m, Place))
    partial = parts_of(state, move).without("rot")
    n = sum(1 for m in rules.legal_moves(state) if isinstance(m, Place)
            and (m.kind, m.anchor) == (move.kind, move.anchor))
    verdict = check_partial(state, partial)
    assert verdict.legal and not verdict.complete
    assert f"{n} allowed" in verdict.explain("en")
    far = partial.with_part("anchor", (8, 0))
    assert not check_partial(state, far).legal


# ---------------------------------------------------------------- an animal card alone

def test_an_animals_encl_a_card_alone_counts_the_enclosures_that_could_hold_it():
    """AN-ANIMALS-TABLE, AN-ANIMALS-COST, AN-ANIMALS-ENCL: the turtle chosen before its
    enclosure: from the hand, its cost as a sum against the money, and how many enclosures
    could hold it (as many as its legal moves)."""
    state = animals_turn(position((TURTLE, LIZARD), slot=2, money=20))
    verdict = check_partial(state, card_alone(state, PlayAnimal, TURTLE))
    assert verdict.legal and not verdict.complete
    n = sum(1 for m in rules.legal_moves(state) if isinstance(m, PlayAnimal) and m.card == TURTLE)
    assert n >= 2
    en, fr = verdict.explain("en"), verdict.explain("fr")
    assert "European Pond Turtle (484) is in your hand" in en
    assert "cost 9 = 9 ≤ 20 money" in en
    assert f"{n} enclosures of yours could hold European Pond Turtle (484)" in en
    assert f"{n} de vos enclos pourraient accueillir European Pond Turtle (484)" in fr
    assert "AN-ANIMALS-ENCL" in verdict.rules


def test_an_animals_cond_a_card_alone_each_condition_and_the_cost():
    """AN-ANIMALS-COND / AN-COND-OWN and AN-ANIMALS-COST: the Giant Panda's conditions one by
    one, its cost as a sum, before its enclosure; the headline names the card."""
    state = animals_turn(position((PANDA, TURTLE), slot=2, played=(408,),
                                  partner_zoos=("asia",)))
    verdict = check_partial(state, card_alone(state, PlayAnimal, PANDA))
    assert not verdict.legal and failed(verdict) == ["AN-COND-OWN"]
    en = verdict.explain("en")
    assert "herbivore icon in your zoo: you have 0" in en
    assert "needs 1 partner zoo: you have 1" in en
    assert "cost 27 − 3 (Asian partner zoo) = 24 ≤ 25 money" in en
    assert "Giant Panda (433)" in verdict.headline("en")
    assert "choisit Giant Panda (433)" in verdict.headline("fr")


def test_an_animals_cost_a_card_too_dear_alone():
    """AN-ANIMALS-COST: a card dearer than the money held is refused, the sum said."""
    state = animals_turn(position((LYNX, LIZARD), slot=2, played=(TURTLE, 488), money=10))
    verdict = check_partial(state, card_alone(state, PlayAnimal, LYNX))
    assert not verdict.legal and failed(verdict) == ["AN-ANIMALS-COST"]
    assert "cost 11 = 11 > 10 money" in verdict.explain("en")
    assert "coût 11 = 11 > 10 monnaies" in verdict.explain("fr")


def test_an_animals_encl_no_enclosure_big_enough():
    """AN-ANIMALS-ENCL: the Secretary Bird needs a size-4 enclosure; the zoo's largest
    empty one is 3: said before any enclosure is chosen."""
    state = animals_turn(position((SECRETARY, LIZARD), slot=2, buildings=()))
    verdict = check_partial(state, card_alone(state, PlayAnimal, SECRETARY))
    assert not verdict.legal and failed(verdict) == ["AN-ANIMALS-ENCL"]
    assert "Secretary Bird (495) needs a size-4 enclosure: your largest empty one is 3" \
        in verdict.explain("en")
    assert "demande un enclos de taille 4 : votre plus grand enclos vide est de taille 3" \
        in verdict.explain("fr")
    bigger = animals_turn(position((SECRETARY,), slot=2,
                                   buildings=(Building("enclosure_4", FOUR, 1),)))
    assert check_partial(bigger, card_alone(bigger, PlayAnimal, SECRETARY)).legal


def test_an_animals_encl_no_empty_enclosure_and_terrain():
    """AN-ANIMALS-ENCL: with every standard enclosure occupied (the goat goes to the Petting
    Zoo), none is empty for the turtle; the Alpine
    Ibex needs 2 rock spaces next to its enclosure and the one empty enclosure touches 1."""
    state = animals_turn(position((GOAT, TURTLE), slot=2, played=(LIZARD,),
                                  buildings=(Building("petting_zoo", PETTING, 2),),
                                  housed=((START, LIZARD),)))
    verdict = check_partial(state, card_alone(state, PlayAnimal, TURTLE))
    assert not verdict.legal and failed(verdict) == ["AN-ANIMALS-ENCL"]
    assert "none of your standard enclosures is empty" in verdict.explain("en")
    assert "aucun de vos enclos standard n'est vide" in verdict.explain("fr")
    ibex = animals_turn(position((IBEX, LIZARD), slot=2, buildings=()))
    verdict = check_partial(ibex, card_alone(ibex, PlayAnimal, IBEX))
    assert not verdict.legal and failed(verdict) == ["AN-ANIMALS-ENCL"]
    assert ("Alpine Ibex (444) needs 2 rock spaces and 0 water spaces next to its enclosure: "
            "none of your 1 empty enclosure of size 2 or more touches enough") \
        in verdict.explain("en")
    assert "aucun de vos 1 enclos vide de taille 2 ou plus n'en touche assez" \
        in verdict.explain("fr")


def test_an_special_encl_a_petting_zoo_animal_alone():
    """AN-SPECIAL-ENCL: the goat has no standard size: without a Petting Zoo it is refused,
    said; with a full one, the spaces said as for the whole move."""
    state = animals_turn(position((GOAT, TURTLE), slot=2, buildings=()))
    verdict = check_partial(state, card_alone(state, PlayAnimal, GOAT))
    assert not verdict.legal and failed(verdict) == ["AN-SPECIAL-ENCL"]
    assert "it lives only in the Petting Zoo, and your zoo has none" in verdict.explain("en")
    assert "et votre zoo n'en a pas" in verdict.explain("fr")
    others = (520, 521, 522)                           # Sheep, Horse, Donkey: 1 space each
    full = animals_turn(position((GOAT, TURTLE), slot=2, played=others,
                                 buildings=(Building("petting_zoo", PETTING, 2),),
                                 housed=tuple((PETTING, c) for c in others)))
    verdict = check_partial(full, card_alone(full, PlayAnimal, GOAT))
    assert not verdict.legal and failed(verdict) == ["AN-SPECIAL-ENCL"]
    assert "0 of 3 free" in verdict.explain("en")


@pytest.mark.parametrize("value", [9999, 0, -3, 101, "484", 484.0, None, [484], True])
def test_an_animals_table_a_bad_card_is_refused_never_raised(value):
    """AN-COMP-CARDS: a card number out of range, a project card, a value of the wrong type:
    refused as no animal card, EN and FR; nothing raises."""
    state = animals_turn(position((TURTLE, LIZARD), slot=2))
    verdict = check_partial(state, card_alone(state, PlayAnimal, value))
    assert not verdict.legal
    en, fr = verdict.explain("en"), verdict.explain("fr")
    assert "is not an animal card" in en and "n'est pas une carte animal" in fr


def test_an_animals_table_a_card_not_in_hand():
    """AN-ANIMALS-TABLE: an animal neither in the hand nor in the display is refused."""
    state = animals_turn(position((TURTLE, LIZARD), slot=2))
    verdict = check_partial(state, card_alone(state, PlayAnimal, TIGER))
    assert not verdict.legal and "AN-ANIMALS-TABLE" in failed(verdict)
    assert "neither in your hand nor in the display" in verdict.explain("en")


# ---------------------------------------------------------------- a sponsor card alone

def sponsors_turn(hand):
    """Seat 0 has chosen Sponsors I in slot 4 (strength 4) with ``hand``."""
    state = position(hand, slot=1)
    return apply(state, Act(Action.SPONSORS, seat=0)).after


def test_an_sponsors_basic_a_sponsor_card_alone():
    """AN-SPONSORS-BASIC: a sponsor chosen before anything else: in the hand, its level
    against the strength; a level-6 sponsor at strength 4 refused, with the numbers."""
    state = sponsors_turn((SCIENCE_INSTITUTE, FOREIGN_INSTITUTE))
    verdict = check_partial(state, card_alone(state, PlaySponsor, SCIENCE_INSTITUTE))
    assert verdict.legal and not verdict.complete and "AN-SPONSORS-BASIC" in verdict.rules
    assert "level 3, strength 4" in verdict.explain("en")
    refused = check_partial(state, card_alone(state, PlaySponsor, FOREIGN_INSTITUTE))
    assert not refused.legal and failed(refused) == ["AN-SPONSORS-BASIC"]
    assert "level 6, strength 4" in refused.explain("en")
    assert "niveau 6, force 4" in refused.explain("fr")
    for bad in ("223", None, 9999, TURTLE):
        wrong = check_partial(state, card_alone(state, PlaySponsor, bad))
        assert not wrong.legal and "AN-SPONSORS-BASIC" in failed(wrong)
        assert "is no sponsor card" in wrong.explain("en")
        assert "n'est pas une carte mécène" in wrong.explain("fr")


# ---------------------------------------------------------------- legal iff a move agrees

#: The first part each explained kind is asked, and the values a learner might try.
FIRST = {WORDS[Act]: "action", WORDS[Place]: "kind", WORDS[PlayAnimal]: "card",
         WORDS[PlaySponsor]: "card"}


def _tries(state, word: str) -> list:
    seat_cards = {c for z in state.zoos for c in z.hand} | {c for c in state.display if c}
    if word == WORDS[Act]:
        return list(Action)
    if word == WORDS[Place]:
        return [*BUILD_KINDS, "castle", 3]
    return [*sorted(seat_cards), 9999, "x"]


def _positions(seed: int, moves: int):
    state = initial_state(Options(2, "A"), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.over:
            return
        yield state
        state = apply(state, choose(state, rng)).after


@pytest.mark.parametrize("seed", [3, 11])
def test_an_act_turn_a_partial_verdict_is_legal_iff_a_legal_move_agrees(seed):
    """AN-ACT-TURN, AN-BUILD-BASIC, AN-ANIMALS-ENCL, AN-SPONSORS-BASIC: over seeded policy
    games, every prefix of every legal move is accepted, and the first part of an explained
    kind (an Action card, a building kind, an animal or sponsor card), tried with every
    value, is legal exactly when some legal move agrees with it. A move's kind word alone
    (``move_word``) is its parts' first."""
    tried = {word: 0 for word in FIRST}
    for state in _positions(seed, 160):
        moves = rules.legal_moves(state)
        legal = [parts_of(state, m) for m in moves]
        assert [move_word(m) for m in moves] == [p.get("move") for p in legal]
        for whole in legal:
            for k in range(2, len(whole.parts)):
                verdict = check_partial(state, Partial(whole.step, whole.parts[:k], whole.seat))
                assert verdict.legal, (whole, k, verdict.explain("en"))
        for ask in rules.asks(state):
            for word, name in FIRST.items():
                steps = rules.RULES.steps[KINDS[word]]
                if ask.step not in ((steps,) if isinstance(steps, str) else steps):
                    continue
                for value in _tries(state, word):
                    partial = Partial(ask.step, (("move", word), (name, value)), ask.seat)
                    agrees = any(w.seat == ask.seat and partial.agrees_with(w) for w in legal)
                    verdict = check_partial(state, partial)
                    assert verdict.legal == agrees, (word, value, verdict.explain("en"))
                    tried[word] += 1
    assert all(tried.values()), tried


def test_an_act_turn_a_card_explained_outside_its_step_is_not_asked():
    """AN-ACT-TURN: the concerns' card explanations, asked on a turn (no Animals or Sponsors
    step open), refuse with "not asked now", EN and FR."""
    from tutor.ark_nova import animals, sponsors
    state = position((TURTLE, SCIENCE_INSTITUTE), slot=2)
    for explain, en, fr in ((animals.explain_card, "no animal is asked now",
                             "aucun animal n'est demandé maintenant"),
                            (sponsors.explain_card, "no sponsor is asked now",
                             "aucun mécène n'est demandé maintenant")):
        (reason,) = explain(state, TURTLE)
        assert not reason.ok and str(reason.rule) == "AN-ACT-TURN"
        assert (reason.msg.render("en"), reason.msg.render("fr")) == (en, fr)
