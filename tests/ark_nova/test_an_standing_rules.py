"""The sponsors' standing rules (AN-SPON-RULES) applied by the concerns that decide, each
verdict naming the sponsor and its number, in English and French; the partner zoos and
universities entering a zoo as icons the cards answer to (AN-ICON-COUNT,
AN-SPON-TRIGGERS); the one take-a-card move (AN-SPON-TAKE-CARD, AN-REP-FOLDERS)."""

from __future__ import annotations

from tutor.ark_nova import rules
from tutor.ark_nova.association import Support, TakeUniversity, TakeZoo
from tutor.ark_nova.build import Place
from tutor.ark_nova.moves import Act
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.state import ActionCard, Project, State
from tutor.ark_nova.strength import Action, Side

from ark_nova.test_an_animals import (FIVE, FOUR, TIGER, animals_turn, play, position,
                                      texts)
from ark_nova.test_an_association import FREE, agrees, assoc, give, with_projects
from ark_nova.test_an_abilities import with_played
from ark_nova.test_an_game import ready

SECRETARY, MUSKOX, GRIZZLY, LIZARD = 495, 437, 411, 486
SMALL_EXPERT, LARGE_EXPERT, DIVERSITY, WAZA_LARGE = 229, 230, 219, 263
VETERINARIAN, MIGRATION = 203, 224
SCIENCE_MUSEUM, SCIENCE_LIBRARY, EXPLORER = 204, 208, 262
EXPERT_ON_AMERICAS = 210
LION, CARACAL, AFRICA_PROJECT, SERENGETI = 402, 404, 103, 116


# ---------------------------------------------------------------- Animals

def test_an_spon_rules_expert_in_large_animals_230_after_the_partner_zoo():
    """AN-SPON-RULES, AN-ANIMALS-COST: Secretary Bird (14, large, Africa) with the African
    partner zoo and Expert in Large Animals (230): 14 − 3 − 4 = 7, paid in full."""
    state = animals_turn(position((SECRETARY,), slot=5, played=(LARGE_EXPERT,),
                                  partner_zoos=("africa",), money=20))
    verdict = rules.check(state, play(SECRETARY, FOUR))
    assert verdict.legal
    assert ("cost 14 − 3 (African partner zoo) − 4 (Expert in Large Animals 230) = 7 ≤ 20 "
            "money") in verdict.explain("en")
    assert ("coût 14 − 3 (zoo partenaire africain) − 4 (Expert in Large Animals 230) = 7 ≤ 20 "
            "monnaies") in verdict.explain("fr")
    assert apply(state, play(SECRETARY, FOUR)).after.zoo(0).money == 13


def test_an_spon_rules_expert_in_small_animals_229_only_small_never_below_0():
    """AN-SPON-RULES: Expert in Small Animals (229) takes 3 off a small animal (Common Wall
    Lizard, 4 → 1), never off a large one; with the European partner zoo too the discounts
    stop at 0 (4 − 3 − 3 = 0, nothing paid back)."""
    state = animals_turn(position((LIZARD, SECRETARY), slot=5, played=(SMALL_EXPERT,),
                                  money=20))
    small = rules.check(state, play(LIZARD, FOUR))
    assert small.legal and "cost 4 − 3 (Expert in Small Animals 229) = 1 ≤ 20 money" in \
        small.explain("en")
    assert "coût 4 − 3 (Expert in Small Animals 229) = 1 ≤ 20 monnaies" in small.explain("fr")
    large = rules.check(state, play(SECRETARY, FOUR))
    assert "cost 14 = 14 ≤ 20 money" in large.explain("en")
    both = animals_turn(position((LIZARD,), slot=5, played=(SMALL_EXPERT,),
                                 partner_zoos=("europe",), money=0))
    floor = rules.check(both, play(LIZARD, FOUR))
    assert floor.legal and "cost 4 − 3 (European partner zoo) − 3 (Expert in Small Animals " \
        "229) = 0 ≤ 0 money" in floor.explain("en")


def test_an_spon_rules_diversity_researcher_219_lifts_rock_and_water_needs():
    """AN-SPON-RULES, AN-ANIMALS-ENCL: Sumatran Tiger needs 2 water spaces; the size-4
    enclosure touches 1: refused, but not for the owner of Diversity Researcher (219)."""
    science = (201, 202)
    dry = animals_turn(position((TIGER,), slot=5, played=science, money=60))
    assert not rules.check(dry, play(TIGER, FOUR)).legal
    state = animals_turn(position((TIGER,), slot=5, played=science + (DIVERSITY,), money=60))
    verdict = rules.check(state, play(TIGER, FOUR))
    assert verdict.legal and "AN-SPON-RULES" in verdict.rules
    assert ("Sumatran Tiger (407) needs 2 water spaces next to its enclosure: not for you, "
            "Diversity Researcher (219) lifts the rock and water needs of animals") in \
        verdict.explain("en")
    assert ("demande 2 cases (eau) au bord de son enclos : pas pour vous, Diversity "
            "Researcher (219) lève les besoins en rocher et en eau des animaux") in \
        verdict.explain("fr")
    assert FOUR in {m.anchor for m in rules.legal_moves(state) if m.card == TIGER}


def test_an_spon_rules_waza_large_animal_program_263_ignores_one_condition():
    """AN-SPON-RULES: Muskox (large) needs 1 Americas icon; WAZA Large Animal Program (263)
    ignores that one condition; Grizzly Bear's two unmet conditions keep one; a small
    animal gets nothing ignored."""
    plain = position((MUSKOX,), slot=5, money=60)
    assert not rules.check(plain, Act(Action.ANIMALS, 0, seat=0)).legal
    state = animals_turn(position((MUSKOX, GRIZZLY), slot=5, played=(WAZA_LARGE,), money=60))
    verdict = rules.check(state, play(MUSKOX, FOUR))
    assert verdict.legal and "AN-SPON-RULES" in verdict.rules
    assert "ignored, WAZA Large Animal Program (263) lets you ignore 1 condition of a large " \
        "animal" in verdict.explain("en")
    assert "ignorée, WAZA Large Animal Program (263) permet d'ignorer 1 condition d'un grand " \
        "animal" in verdict.explain("fr")
    grizzly = rules.check(state, play(GRIZZLY, FIVE))
    assert not grizzly.legal and "AN-SPON-RULES" in grizzly.rules
    legal = rules.legal_moves(state)
    assert any(m.card == MUSKOX for m in legal) and not any(m.card == GRIZZLY for m in legal)


# ---------------------------------------------------------------- Association

def test_an_spon_rules_veterinarian_203_project_work_is_a_task_of_value_4():
    """AN-SPON-RULES, AN-ASSOC-TASKS: Association I at strength 4 cannot support a project
    (value 5); with Veterinarian (203) project work is a task of value 4 and it can."""
    base = with_projects(ready(3), Project(AFRICA_PROJECT, FREE))
    seat = base.turn
    plain = assoc(give(base, seat, played=(LION, CARACAL)), slot=4)
    refused = rules.check(plain, Support(AFRICA_PROJECT, 3, seat=seat))
    assert not refused.legal and "value 5, strength left 4 of 4" in refused.explain("en")
    state = assoc(give(base, seat, played=(LION, CARACAL, VETERINARIAN)), slot=4)
    verdict = rules.check(state, Support(AFRICA_PROJECT, 3, seat=seat))
    assert verdict.legal and "AN-SPON-RULES" in verdict.rules
    assert "value 4, strength left 4 of 4" in verdict.explain("en")
    assert "value 4 for you, by Veterinarian (203)" in verdict.explain("en")
    assert "valeur 4 pour vous, par Veterinarian (203)" in verdict.explain("fr")
    agrees(state)
    after = apply(state, Support(AFRICA_PROJECT, 3, seat=seat)).after
    assert after.zoo(seat).supported == (AFRICA_PROJECT,)


def test_an_spon_rules_migration_recording_224_release_projects_again():
    """AN-SPON-RULES, AN-ASSOC-CP: a project is supported once per player, but Migration
    Recording (224) lets its owner support a release project again (another level); a base
    project stays once."""
    seat0 = ready(3).turn
    base = with_projects(ready(3), Project(SERENGETI, (None, seat0, None)),
                         Project(AFRICA_PROJECT, (None, None, seat0)))
    seat = base.turn
    kw = dict(played=(LION, CARACAL), appeal=20, housed=(((0, 9), LION),),
              supported=(SERENGETI, AFRICA_PROJECT))
    plain = assoc(give(base, seat, **kw))
    refused = rules.check(plain, Support(SERENGETI, 1, LION, seat=seat))
    assert not refused.legal and "already supported project 116" in refused.explain("en")
    state = assoc(give(base, seat, **{**kw, "played": (LION, CARACAL, MIGRATION)}))
    verdict = rules.check(state, Support(SERENGETI, 1, LION, seat=seat))
    assert verdict.legal and "AN-SPON-RULES" in verdict.rules
    assert ("supported project 116 already: again, Migration Recording (224) makes release "
            "projects repeatable") in verdict.explain("en")
    assert "à nouveau, Migration Recording (224) rend les projets de relâche répétables" in \
        verdict.explain("fr")
    base_again = rules.check(state, Support(AFRICA_PROJECT, 2, seat=seat))
    assert not base_again.legal and "already supported project 103" in base_again.explain("en")
    agrees(state)
    after = apply(state, Support(SERENGETI, 1, LION, seat=seat)).after
    assert after.zoo(seat).supported.count(SERENGETI) == 2


# ---------------------------------------------------------------- Build

ROCK, WATER = (1, 12), (2, 11)      # Map A: next to the start enclosure


def build_turn(*played: int) -> State:
    """Seat on its turn with ``played`` sponsors chooses Build I in slot 2 (strength 2)."""
    state = ready()
    seat = state.turn
    state = with_played(state, seat, *played)
    order = (Action.ANIMALS, Action.BUILD, Action.CARDS, Action.SPONSORS, Action.ASSOCIATION)
    state = state.change_zoo(seat, row=tuple(ActionCard(a, Side.I) for a in order))
    return apply(state, Act(Action.BUILD, 0, seat=seat)).after


def test_an_spon_rules_diversity_researcher_219_builds_on_rock_and_water():
    """AN-SPON-RULES, AN-BUILD-FORBID: a kiosk on the rock space (1,12) or the water space
    (2,11) is refused, except for the owner of Diversity Researcher (219), whose verdict
    names the card; the placements listed include them."""
    plain = build_turn()
    seat = plain.turn
    refused = rules.check(plain, Place("kiosk", ROCK, 0, seat=seat))
    assert not refused.legal and "AN-BUILD-FORBID" in refused.rules
    state = build_turn(DIVERSITY)
    for at, en, fr in ((ROCK, "(1,12): rock space, yours to build on by Diversity "
                              "Researcher (219)",
                        "(1,12) : case (rocher), constructibles pour vous par Diversity "
                        "Researcher (219)"),
                       (WATER, "(2,11): water space, yours to build on by Diversity "
                               "Researcher (219)",
                        "(2,11) : case (eau), constructibles pour vous par Diversity "
                        "Researcher (219)")):
        verdict = rules.check(state, Place("kiosk", at, 0, seat=seat))
        assert verdict.legal and "AN-SPON-RULES" in verdict.rules
        assert en in verdict.explain("en") and fr in verdict.explain("fr")
    legal = rules.legal_moves(state)
    assert {Place("kiosk", ROCK, 0, seat=seat), Place("kiosk", WATER, 0, seat=seat)} <= set(legal)
    assert not any(m.anchor in (ROCK, WATER) for m in rules.legal_moves(plain)
                   if isinstance(m, Place))
    after = apply(state, Place("kiosk", ROCK, 0, seat=seat)).after
    assert any(b.anchor == ROCK for b in after.zoo(seat).buildings)


def test_an_spon_rules_diversity_researcher_219_free_kiosk_on_rock():
    """AN-SPON-RULES, AN-SPON-BUILD-FREE: the free kiosk of Expert on the Americas (210),
    asked when an Americas partner zoo joins (AN-ICON-COUNT), may stand on the rock space
    (1,12) for the owner of Diversity Researcher (219); without it no space 3 away from
    the start kiosk fits (AN-BUILD-KIOSK) and nothing is built."""
    def asked(*played: int):
        base = ready(3)
        seat = base.turn
        state = assoc(give(base, seat, played=played))
        return apply(state, TakeZoo("americas", seat=seat)).after, seat

    state, seat = asked(EXPERT_ON_AMERICAS, DIVERSITY)
    verdict = rules.check(state, Place("kiosk", ROCK, 0, seat=seat))
    assert verdict.legal and "Diversity Researcher (219)" in texts(verdict)
    assert Place("kiosk", ROCK, 0, seat=seat) in rules.legal_moves(state)
    after = apply(state, Place("kiosk", ROCK, 0, seat=seat)).after
    assert any(b.anchor == ROCK and b.name == "kiosk" for b in after.zoo(seat).buildings)
    plain, seat = asked(EXPERT_ON_AMERICAS)      # no plain space 3 away from the start kiosk
    assert not any(b.name == "kiosk" and b.anchor != (0, 7) for b in plain.zoo(seat).buildings)
    assert rules.asks(plain)[0].step == "turn" and plain.turn != seat


# ---------------------------------------------------------------- icons of partner zoos and universities

def test_an_icon_count_university_science_icons_fire_the_icon_triggers():
    """AN-ICON-COUNT, AN-SPON-TRIGGERS: a university with 2 science icons taken by the
    Association task: Science Museum (204) in the own zoo gives 1 CP a science icon (+2),
    Science Library (208) in another zoo 2 money a science icon entering any zoo (+4)."""
    base = ready(3)
    seat = base.turn
    other = (seat + 1) % 3
    base = give(give(base, seat, played=(SCIENCE_MUSEUM,)), other, played=(SCIENCE_LIBRARY,))
    state = assoc(base)
    out = apply(state, TakeUniversity("science_science", seat=seat))
    after = out.after
    assert after.zoo(seat).conservation == state.zoo(seat).conservation + 2
    assert after.zoo(other).money == state.zoo(other).money + 4
    assert "Science Museum" in out.explain("en") and "Science Library" in out.explain("fr")


def test_an_icon_count_partner_zoo_continent_icon_new_kind_explorer_262():
    """AN-ICON-COUNT, AN-SPON-TRIGGERS ``new_icon_kind``: the Australian partner zoo brings
    the zoo's first Australia icon: Explorer (262) gives +1 appeal and +2 money; a second
    continent already in the zoo (Africa, from the Lion) gives nothing."""
    base = ready(3)
    seat = base.turn
    base = give(base, seat, played=(EXPLORER, LION))
    state = assoc(base)
    zoo = state.zoo(seat)
    after = apply(state, TakeZoo("australia", seat=seat)).after
    assert (after.zoo(seat).appeal, after.zoo(seat).money) == (zoo.appeal + 1, zoo.money + 2)
    known = apply(state, TakeZoo("africa", seat=seat)).after
    assert (known.zoo(seat).appeal, known.zoo(seat).money) == (zoo.appeal, zoo.money)
