"""Ark Nova's cards as typed data (``tutor.ark_nova.cards``): counts and numbers, icons,
size classes, conditions, abilities, sponsor effects, projects, final scoring, unique
buildings, the table from the data's names to rule IDs, and the check made when the file is
read. The consistency checks that come with the shared card data are ported here."""

from __future__ import annotations

import copy
import dataclasses
import json
import re
from pathlib import Path

import pytest

from tutor.ark_nova import cards as C
from tutor.ark_nova.messages.cards import MESSAGES
from tutor.ark_nova.rulebook import R
from tutor.core.i18n import placeholders

RAW = json.loads(C.SOURCE.read_text(encoding="utf-8"))
REPO = Path(__file__).resolve().parents[2]
#: The fact sheet: the repository's copy once it has one, else the shared one beside it.
SHEETS = (REPO / "docs" / "rules" / "ark_nova.md",
          Path(__file__).resolve().parents[3] / "shared" / "rules" / "ark_nova.md")


def sheet_row(rid: str) -> str:
    sheet = next((p for p in SHEETS if p.is_file()), None)
    if sheet is None:
        pytest.skip("no Ark Nova fact sheet in this checkout nor beside it")
    m = re.search(r"^\| " + re.escape(rid) + r" \|(.*)$", sheet.read_text(encoding="utf-8"),
                  flags=re.M)
    assert m, f"the fact sheet has no row {rid}"
    return m.group(1)


def en(msg) -> str:
    return msg.render("en")


def fr(msg) -> str:
    return msg.render("fr")


def write(tmp_path, doc) -> Path:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


# ---------------------------------------------------------------- components


def test_AN_COMP_CARDS_128_animals_64_sponsors_32_projects_11_final_scoring():
    assert len(C.animals()) == 128 and len(C.sponsors()) == 64
    assert len(C.projects()) == 32 and len(C.final_scoring_cards()) == 11
    assert [a.number for a in C.animals()] == list(range(401, 529))
    assert [s.number for s in C.sponsors()] == list(range(201, 265))
    assert [p.number for p in C.projects()] == list(range(101, 133))
    assert [f.number for f in C.final_scoring_cards()] == list(range(1, 12))
    assert RAW["counts"] == {"animals": 128, "sponsors": 64, "conservation_projects": 32,
                             "final_scoring": 11, "unique_buildings": 15}


def test_AN_COMP_CARDS_the_zoo_deck_is_212_cards_without_the_12_base_projects():
    deck = C.zoo_deck()
    assert len(deck) == 212 == len(set(deck))
    assert deck == tuple(range(113, 133)) + tuple(range(201, 265)) + tuple(range(401, 529))
    assert [p.number for p in C.base_projects()] == list(range(101, 113))
    assert all(p.category is C.ProjectCategory.BASE for p in C.base_projects())
    assert not set(deck) & {p.number for p in C.base_projects()}
    assert not set(deck) & {f.number for f in C.final_scoring_cards()}


def test_AN_COMP_CARDS_a_card_by_any_number_and_a_clear_error_for_no_card():
    assert isinstance(C.card(401), C.Animal) and C.card(401).name == "Cheetah"
    assert isinstance(C.card(201), C.Sponsor) and C.card(201).name == "Science Lab"
    assert isinstance(C.card(108), C.ConservationProject) and C.card(108).name == "Primates"
    assert isinstance(C.card(1), C.FinalScoring) and C.card(1).name == "Large Animal Zoo"
    for number in (0, 12, 100, 133, 200, 265, 400, 529):
        with pytest.raises(KeyError, match=f"no Ark Nova card numbered {number}"):
            C.card(number)


def test_AN_COMP_CARDS_the_file_names_its_sources_and_no_local_path():
    """The data file's provenance and licence note are there; it holds no absolute path."""
    assert RAW["provenance"] and RAW["licence_note"]
    assert not re.search(r"\"/(?:[a-z]+/)+", C.SOURCE.read_text(encoding="utf-8"))


def test_cards_are_read_once_and_frozen():
    assert C.animals() is C.animals() and C.card(401) is C.animals()[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        C.card(401).cost = 0
    with pytest.raises(TypeError):
        C.read_cards(C.SOURCE).by_number[401] = None


def test_the_cheetah_401_costs_17_lives_in_a_size_5_enclosure_and_sprints_3():
    """AN-ANIMALS-COST, AN-ANIMALS-ENCL, AN-ABIL-SPRINT as the card prints them."""
    cheetah = C.card(401)
    assert (cheetah.cost, cheetah.enclosure_size, cheetah.rock, cheetah.water) == (17, 5, 0, 0)
    assert (cheetah.appeal, cheetah.conservation, cheetah.reputation) == (6, 0, 0)
    assert cheetah.top_icons == C.Icons.of({"africa": 1, "predator": 2})
    assert cheetah.abilities == (C.Ability("sprint", 3),)
    assert cheetah.conditions == () and cheetah.size_class is C.SizeClass.LARGE
    assert en(cheetah.abilities[0].label()) == "Sprint 3"
    assert cheetah.abilities[0].rule is R.ABIL_SPRINT


def test_every_animal_has_its_printed_fields_and_somewhere_to_live():
    """Ported from the data's own check: every animal has cost, rock, water, appeal,
    conservation, reputation, icons, conditions, abilities and size class, and a standard
    enclosure size unless it lives in the petting zoo (AN-SPECIAL-ENCL)."""
    for raw in RAW["animals"]:
        for field in ("cost", "rock", "water", "appeal", "conservation", "reputation", "icons",
                      "conditions", "abilities", "size_class"):
            assert field in raw, (raw["number"], field)
    for a in C.animals():
        assert a.enclosure_size is not None or dict(a.special_enclosures) == {"petting_zoo": 1}
    petting = [a for a in C.animals() if a.enclosure_size is None]
    assert len(petting) == 10
    assert all(a.top_icons["petting"] == 1 and C.Ability("petting_zoo_animal") in a.abilities
               for a in petting)
    assert C.card(522).abilities == (C.Ability("inventive", 1), C.Ability("petting_zoo_animal"))


def test_AN_SPECIAL_ENCL_spaces_in_the_reptile_house_and_the_aviary():
    """The Saltwater Crocodile takes 3 spaces of the Reptile House; the Common European
    Adder none (a printed 0)."""
    assert dict(C.card(489).special_enclosures) == {"reptile_house": 3}
    assert dict(C.card(485).special_enclosures) == {"reptile_house": 0}
    aviary = [a for a in C.animals() if "large_bird_aviary" in dict(a.special_enclosures)]
    assert aviary and all(a.top_icons["bird"] for a in aviary)


# ---------------------------------------------------------------- icons


def test_AN_ICON_KINDS_continents_categories_science_rock_water():
    assert C.ICON_KINDS == ("africa", "americas", "asia", "australia", "europe", "predator",
                            "herbivore", "bird", "reptile", "primate", "bear", "petting",
                            "science", "rock", "water")
    used = {k for c in (*C.animals(), *C.sponsors()) for k in C.icons(c).kinds()}
    assert used == set(C.ICON_KINDS)         # every kind appears, sea_animal never
    with pytest.raises(ValueError, match="AN-ICON-KINDS"):
        C.Icons.of({"sea_animal": 1})
    with pytest.raises(KeyError, match="AN-ICON-KINDS"):
        C.card(401).top_icons["dragon"]
    for kind in C.ICON_KINDS:
        assert en(C.icon_name(kind)) and fr(C.icon_name(kind))
    assert (en(C.icon_name("bear")), fr(C.icon_name("bear"))) == ("bear", "ours")


def test_AN_ICON_COUNT_top_edge_plus_printed_rock_and_water_never_the_conditions():
    # Saltwater Crocodile: 1 Australia, 2 reptiles on the top edge, 1 water by its size
    assert C.icons(C.card(489)) == C.Icons.of({"australia": 1, "reptile": 2, "water": 1})
    assert C.card(489).top_icons["water"] == 0 and C.card(489).water == 1
    # King Cobra needs 2 science icons and an upgraded Animals action: neither is an icon
    cobra = C.card(475)
    assert C.IconCondition("science", 2) in cobra.conditions
    assert C.icons(cobra) == C.Icons.of({"asia": 1, "reptile": 1})
    # a sponsor's rock/water are among its top-edge icons (Aquarium: 2 water)
    assert C.icons(C.card(245)) == C.Icons.of({"water": 2})
    assert C.icons(C.card(251)).total == 3
    # a partner zoo gives its continent, a university its science icons
    assert C.icons(C.PartnerZoo("asia")) == C.Icons.of({"asia": 1})
    assert [C.icons(u)["science"] for u in C.universities()] == [0, 1, 2]
    with pytest.raises(TypeError):
        C.icons(C.card(101))
    # a zoo's icons add up
    total = C.icons(C.card(401)) + C.icons(C.card(489))
    assert (total["predator"], total["reptile"], total["water"], total.total) == (2, 2, 1, 7)


def test_AN_SIZE_CLASS_small_1_2_medium_3_large_4_5_petting_zoo_small():
    by_class = {}
    for a in C.animals():
        assert a.size_class is C.SizeClass.of_size(a.enclosure_size), a.number
        by_class.setdefault(a.size_class, []).append(a.enclosure_size)
    assert sorted(set(by_class[C.SizeClass.SMALL]), key=str) == [1, 2, None]
    assert set(by_class[C.SizeClass.MEDIUM]) == {3}
    assert set(by_class[C.SizeClass.LARGE]) == {4, 5}
    assert [len(by_class[k]) for k in C.SizeClass] == [65, 24, 39]


# ---------------------------------------------------------------- conditions


def test_AN_COND_the_five_kinds_of_condition_on_real_cards():
    assert C.card(201).conditions == (C.UpgradedActionCondition("sponsors"),)
    assert C.card(207).conditions == (C.UpgradedActionCondition("sponsors"),
                                      C.AppealCondition(25))
    assert C.card(215).conditions == (C.PartnerZooCondition(2),)
    assert C.card(227).conditions == (C.ReputationCondition(6),)
    assert C.card(475).conditions == (C.IconCondition("science", 2),
                                      C.UpgradedActionCondition("animals"))
    kinds = {type(c) for x in (*C.animals(), *C.sponsors()) for c in x.conditions}
    assert kinds == {C.IconCondition, C.PartnerZooCondition, C.UpgradedActionCondition,
                     C.ReputationCondition, C.AppealCondition}
    assert sum(len(x.conditions) for x in (*C.animals(), *C.sponsors())) == 103


def test_AN_COND_met_at_the_boundaries():
    assert C.IconCondition("predator", 2).met(2) and not C.IconCondition("predator", 2).met(1)
    assert C.PartnerZooCondition(1).met(1) and not C.PartnerZooCondition(2).met(1)
    assert C.ReputationCondition(6).met(6) and not C.ReputationCondition(6).met(5)
    assert C.AppealCondition(25).met(25) and not C.AppealCondition(25).met(26)
    assert C.UpgradedActionCondition("animals").met(True)
    assert not C.UpgradedActionCondition("animals").met(False)


def test_AN_COND_said_in_words_with_the_numbers_in_english_and_french():
    need = C.IconCondition("predator", 2)
    assert en(C.say_condition(need, 1)) == "needs 2 predator icons in your zoo: you have 1"
    assert fr(C.say_condition(need, 1)) == (
        "il faut 2 icônes prédateur dans votre zoo : vous en avez 1")
    assert en(C.say_condition(C.IconCondition("africa", 1))) == (
        "needs 1 Africa icon in your zoo")
    assert fr(C.say_condition(C.IconCondition("africa", 1))) == (
        "il faut 1 icône Afrique dans votre zoo")
    assert en(C.say_condition(C.PartnerZooCondition(2), 0)) == (
        "needs 2 partner zoos: you have 0")
    assert fr(C.say_condition(C.PartnerZooCondition(2), 0)) == (
        "il faut 2 zoos partenaires : vous en avez 0")
    assert en(C.say_condition(C.UpgradedActionCondition("sponsors"), False)) == (
        "needs the Sponsors action upgraded (side II): yours is on side I")
    assert fr(C.say_condition(C.UpgradedActionCondition("sponsors"), False)) == (
        "il faut l'action Mécènes améliorée (face II) : la vôtre est sur la face I")
    assert en(C.say_condition(C.ReputationCondition(6), 4)) == (
        "needs a reputation of 6 or more: yours is 4")
    assert fr(C.say_condition(C.AppealCondition(25), 31)) == (
        "ne se joue que si votre attrait est de 25 ou moins : le vôtre est de 31")
    for x in (*C.animals(), *C.sponsors()):
        for cond in x.conditions:
            assert en(cond.say()) and fr(cond.say()) != en(cond.say())


# ---------------------------------------------------------------- abilities


def test_animal_abilities_are_keyword_value_and_target():
    """A number (sprint 3), an action card (boost, multiplier, action) or a continent
    (iconic animal) as target, and the counting forms of inventive."""
    assert C.card(401).abilities == (C.Ability("sprint", 3),)
    targets = {a.keyword: set() for x in C.animals() for a in x.abilities if a.target}
    for x in C.animals():
        for a in x.abilities:
            if a.target:
                targets[a.keyword].add(a.target)
    assert targets == {"boost": {"animals", "build", "cards", "association", "sponsors"},
                       "multiplier": {"build", "cards", "association", "sponsors"},
                       "action": {"build", "cards", "association", "sponsors"},
                       "iconic_animal": set(C.CONTINENTS)}
    primate = next(a for x in C.animals() for a in x.abilities
                   if a.keyword == "inventive_primate")
    assert primate.count == "icon:primate" and primate.zoos == "own"
    assert [(t.min, t.gain.x_tokens) for t in primate.tiers] == [(1, 1), (3, 2), (5, 3)]
    bear = next(a for x in C.animals() for a in x.abilities if a.keyword == "inventive_bear")
    assert (bear.count, bear.zoos, bear.cap, bear.tiers) == ("icon:bear", "all", 3, ())


def test_ability_labels_in_english_and_french():
    boost = next(a for x in C.animals() for a in x.abilities
                 if a.keyword == "boost" and a.target == "sponsors")
    assert (en(boost.label()), fr(boost.label())) == ("Boost: Sponsors",
                                                      "Coup de pouce : Mécènes")
    iconic = next(a for x in C.animals() for a in x.abilities
                  if a.keyword == "iconic_animal" and a.target == "europe")
    assert en(iconic.label()) == "Iconic Animal: Europe"
    assert (en(C.Ability("pack").label()), fr(C.Ability("pack").label())) == ("Pack", "Meute")
    assert fr(C.Ability("venom", 2).label()) == "Venin 2"
    for x in C.animals():
        for a in x.abilities:
            assert en(a.label()) and fr(a.label())


def test_AN_SOLO_BOX_interactive_animals_carry_their_solo_ability():
    solo = {a.number: a.solo_ability for a in C.animals() if a.solo_ability}
    assert len(solo) == 11
    assert C.card(449).abilities == (C.Ability("venom", 1),)
    assert solo[449] == C.Ability("inventive", 1)
    interactive = {"venom", "constriction", "hypnosis", "pilfering"}
    assert all(any(a.keyword in interactive for a in C.card(n).abilities) for n in solo)


# ---------------------------------------------------------------- sponsors


def test_AN_SPON_KINDS_every_effect_is_immediate_income_ongoing_or_endgame():
    kinds = [e.kind for s in C.sponsors() for e in s.effects]
    assert len(kinds) == 134 and set(kinds) == set(C.EffectKind)
    lab = C.card(201)
    assert [e.kind for e in lab.effects] == [C.EffectKind.IMMEDIATE, C.EffectKind.INCOME,
                                             C.EffectKind.ENDGAME]
    assert lab.effects[0].do == C.Do("take_card", n=1, source="deck_or_range")
    assert lab.effects[0].do.rule is R.SPON_TAKE_CARD
    # printed appeal / CP / reputation are fields of their own, gained when played
    assert (C.card(205).conservation, C.card(205).reputation) == (1, 2)
    assert C.card(255).appeal == 4 and C.card(205).effects == ()
    for e in (e for s in C.sponsors() for e in s.effects):
        assert 0 < len(e.summary) <= 200


def test_AN_SPON_GAIN_once_per_count_by_tiers_and_if_a_count_is_reached():
    science_lab_end = C.card(201).effects[2]
    assert science_lab_end.counter == "icon:science"
    assert [science_lab_end.payout(n).conservation for n in (2, 3, 5, 6, 9)] == [0, 1, 1, 2, 2]
    geologist_now = C.card(242).effects[0]           # 3 appeal per 2 rock icons
    assert geologist_now.per == C.Per("icon:rock", 2)
    assert geologist_now.payout(5) == C.Gain(appeal=6)
    researcher_end = C.card(219).effects[2]          # 2 appeal a pair, BGA caps at 3 pairs
    assert (researcher_end.payout(2), researcher_end.payout(5)) == (C.Gain(appeal=4),
                                                                    C.Gain(appeal=6))
    vet_now = C.card(203).effects[0]                 # 2 / 5 / 10 money by universities
    assert [vet_now.payout(n).money for n in range(4)] == [0, 2, 5, 10]
    communicator_end = C.card(216).effects[1]        # 1 CP with reputation 9
    assert communicator_end.at_least == C.AtLeast("reputation", 9)
    assert (communicator_end.payout(8), communicator_end.payout(9)) == (C.NOTHING,
                                                                        C.Gain(conservation=1))
    assert C.card(220).effects[1].payout() == C.Gain(money=3)    # Federal Grants' income
    basic_research = C.card(207).effects[0]
    assert basic_research.others_gain == C.Gain(money=2)
    assert basic_research.payout(7) == C.Gain(conservation=3)


def test_AN_SPON_TRIGGERS_and_AN_SPON_KEYWORD_on_real_sponsors():
    spokesperson = C.card(202).effects[0]
    assert spokesperson.trigger == C.Trigger("icon_played", icon="science", zoo="own")
    assert spokesperson.trigger.rule is R.SPON_TRIGGERS
    assert spokesperson.gain == C.Gain(reputation=1)
    hyena = C.card(252).effects[1].do
    assert (hyena.mechanic, hyena.keyword, hyena.value, hyena.x) == (
        "keyword", "hunter", "X", "icon:predator")
    turtle = C.card(250).effects[1].do
    assert (turtle.keyword, turtle.value, turtle.optional) == ("sun_bathing", 2, True)
    waza = C.card(227).effects[0].do
    assert [d.mechanic for d in waza.chain()] == ["choose_size_class", "reveal_until"]
    assert waza.options == ("small", "large")
    assert C.card(227).effects[1].gain_by_class == (
        (C.SizeClass.SMALL, C.Gain(appeal=2)), (C.SizeClass.LARGE, C.Gain(appeal=4)))
    hydrologist = C.card(241).effects[1].trigger
    assert (hydrologist.event, hydrologist.next_to) == ("space_covered", "water")
    assert C.card(262).effects[1].trigger.kinds == ("continent", "category")


def test_AN_SPON_RULES_permanent_rule_changes_are_frozen_values():
    quarantine = C.card(225).effects[1]
    assert quarantine.change("immune_to") == ("venom", "constriction", "hypnosis",
                                                  "pilfering")
    assert C.card(203).effects[1].change("association_task_value") == (
        ("conservation_project", 4),)
    assert C.card(229).effects[1].change("animal_cost_discount") == (
        ("size_class", "small"), ("money", 3))


def test_AN_SPON_UNIQUE_CODE_the_13_sponsors_that_need_code_of_their_own():
    flagged = tuple(s.number for s in C.sponsors() if s.unique_code)
    assert flagged == C.UNIQUE_CODE == (207, 215, 217, 218, 219, 221, 222, 224, 227, 228,
                                        253, 257, 260)
    assert all(C.card(n).unique_code_reason for n in flagged)
    assert not any(s.unique_code_reason for s in C.sponsors() if not s.unique_code)


def test_AN_SPON_UNIQUE_CODE_matches_the_fact_sheet_row():
    listed = sorted(int(x) for x in re.findall(
        r"\b(2\d\d)\b", sheet_row("AN-SPON-UNIQUE-CODE").split("):")[-1].split(".")[0]))
    assert tuple(listed) == C.UNIQUE_CODE


def test_AN_SPON_UNIQUE_BUILDING_15_buildings_each_with_its_sponsor():
    buildings = C.unique_buildings()
    assert len(buildings) == 15
    assert {u.size for u in buildings} == {2, 3, 4}
    for u in buildings:
        assert u.size == len(u.cells) == len(set(u.cells))
        assert C.card(u.sponsor).unique_building == u.id
        assert (u.sponsor, C.EffectKind.IMMEDIATE) in {
            (s.number, e.kind) for s in C.sponsors() for e in s.effects
            if e.do and e.do.mechanic == "place_unique_building" and e.do.building == u.id}
    assert sum(s.unique_building is not None for s in C.sponsors()) == 15
    assert dict(C.unique_building("aquarium").adjacent) == {"water": 2}
    side = C.unique_building("side_entrance")
    assert (side.border_spaces, side.needs_adjacent_building, side.sponsor) == (2, False, 257)
    assert C.unique_building("zoo_school").needs_adjacent_building
    with pytest.raises(KeyError):
        C.unique_building("castle")


# ---------------------------------------------------------------- projects and final scoring


def test_AN_PROJ_BASE_levels_need_5_4_2_and_5_4_3_for_101_102():
    for p in C.base_projects():
        assert isinstance(p.goal, C.CountGoal) and p.rule is R.PROJ_BASE
        needs = [lv.need for lv in p.levels]
        assert needs == ([5, 4, 3] if p.number in (101, 102) else [5, 4, 2]), p.number
        assert [lv.level for lv in p.levels] == [1, 2, 3]
    assert C.card(101).goal == C.CountGoal("distinct_category_icons")
    assert C.card(108).goal == C.CountGoal("icon:primate")
    assert [lv.reward.conservation for lv in C.card(103).levels] == [5, 3, 2]
    assert [lv.reward.conservation for lv in C.card(105).levels] == [5, 4, 2]


def test_AN_PROJ_RELEASE_the_released_animals_size_picks_the_level():
    releases = [p for p in C.projects() if p.category is C.ProjectCategory.RELEASE]
    assert [p.number for p in releases] == list(range(113, 123))
    savanna = C.card(118)
    assert savanna.goal == C.ReleaseGoal("predator") and savanna.rule is R.PROJ_RELEASE
    fitting = {size: [lv.reward.conservation for lv in savanna.levels if lv.fits(size)]
               for size in range(1, 6)}
    assert fitting == {1: [3], 2: [3], 3: [4], 4: [5], 5: [5]}


def test_AN_PROJ_PLAY_BONUS_release_projects_give_1_reputation_when_played():
    for p in C.projects():
        expected = C.Gain(reputation=1) if p.category is C.ProjectCategory.RELEASE else None
        assert p.play_bonus == expected, p.number


def test_AN_PROJ_BREEDING_rewards_and_partner_zoo_continent():
    breeding = [p for p in C.projects() if p.category is C.ProjectCategory.BREEDING]
    assert [p.number for p in breeding] == list(range(123, 128))
    for p in breeding:
        assert p.goal.partner_zoo_same_continent and p.rule is R.PROJ_BREEDING
        assert [lv.reward for lv in p.levels] == [C.Gain(conservation=2, reputation=2),
                                                  C.Gain(conservation=1, reputation=2),
                                                  C.Gain(conservation=2)]
    assert C.card(124).goal == C.BreedingGoal("predator", True)


def test_AN_PROJ_COLLECTION_small_8_5_2_large_4_3_2_for_4_3_2_CP():
    collection = {p.number: p for p in C.projects()
                  if p.category is C.ProjectCategory.COLLECTION}
    assert sorted(collection) == list(range(128, 133))
    assert [lv.need for lv in collection[130].levels] == [8, 5, 2]
    assert [lv.need for lv in collection[131].levels] == [4, 3, 2]
    assert collection[128].goal == C.CountGoal("icon:water")
    for p in collection.values():
        assert [lv.reward.conservation for lv in p.levels] == [4, 3, 2]
    assert all(len(p.levels) == 3 for p in C.projects())


def test_AN_CARD_DISPUTED_saltwater_crocodile_and_geological_keep_their_values():
    croc = C.card(489)
    assert croc.top_icons["reptile"] == 2 and dict(croc.disputed).keys() == {"icons.reptile"}
    geological = C.card(129)
    assert geological.levels[1].need == 4
    assert dict(geological.disputed).keys() == {"levels[1].need"}
    disputed = [c.number for c in (*C.animals(), *C.projects()) if c.disputed]
    assert sorted(disputed) == [129, 489]


def test_AN_FINAL_THRESHOLDS_the_highest_threshold_reached_pays_1_to_4_CP():
    large = C.card(1)
    assert [t.min for t in large.thresholds] == [1, 2, 4, 5]       # base printing
    assert large.reprint_thresholds == (1, 2, 3, 4)                 # reference only
    assert [large.points(n) for n in range(7)] == [0, 1, 2, 2, 3, 4, 4]
    favorite = C.card(7)
    assert (favorite.count, favorite.points(11), favorite.points(15)) == ("reputation", 2, 4)
    with_thresholds = [f for f in C.final_scoring_cards() if f.thresholds]
    assert len(with_thresholds) == 9
    for f in with_thresholds:
        assert [t.conservation for t in f.thresholds] == [1, 2, 3, 4]
        assert f.rule is R.FINAL_THRESHOLDS
    with pytest.raises(ValueError):
        C.card(4).points(3)


def test_AN_FINAL_ARCHITECTURAL_and_AN_FINAL_DIVERSE():
    architectural = C.card(4)
    assert architectural.rule is R.FINAL_ARCHITECTURAL
    assert architectural.checks == (("water_spaces_all_connected", 1),
                                    ("rock_spaces_all_connected", 1),
                                    ("border_spaces_all_covered", 1), ("zoo_fully_covered", 1))
    diverse = C.card(9)
    assert diverse.rule is R.FINAL_DIVERSE
    assert diverse.compare == C.Compare("category_icon_kind", "player_to_right", 1, 4)


def test_AN_BONUS_TILES_nine_tiles_and_AN_ASSOC_UNI_KINDS_three_universities():
    assert [t.id for t in C.bonus_tiles()] == [
        "upgrade_action", "hire_worker", "reputation_2", "x_tokens_3", "free_enclosure_3",
        "take_3_cards", "money_10", "university", "partner_zoo"]
    assert dict(C.bonus_tiles()[5].effect) == {"take_card": (("from", "deck_or_range"),
                                                             ("n", 3))}
    assert [(u.id, u.reputation, u.hand_limit) for u in C.universities()] == [
        ("reputation_hand", 1, 5), ("science_reputation", 2, None),
        ("science_science", 0, None)]
    assert [z.continent for z in C.partner_zoos()] == list(C.CONTINENTS)


# ---------------------------------------------------------------- names → rule IDs


def _names_in_the_file() -> set[tuple[str, str]]:
    """Every keyword, mechanic, counter, trigger, rule key, project category and final
    scoring form the raw file uses (read without the typed model)."""
    used = set()
    for a in RAW["animals"]:
        for ab in a["abilities"] + ([a["solo_ability"]] if "solo_ability" in a else []):
            used.add(("keyword", ab["keyword"]))
            value = ab.get("value")
            if isinstance(value, dict):
                used.add(("counter", value.get("count") or value.get("per")))
    for s in RAW["sponsors"]:
        for e in s["effects"]:
            do = e.get("do") or {}
            while do:
                used.add(("mechanic", do["mechanic"]))
                if do["mechanic"] == "keyword":
                    used.add(("keyword", do["keyword"]))
                if "x" in do:
                    used.add(("counter", do["x"]))
                do = do.get("then") or {}
            for c in [e[k]["count"] for k in ("per", "if") if k in e] + (
                    [e["count"]] if "count" in e else []):
                used.add(("counter", c))
            if "trigger" in e:
                used.add(("trigger", e["trigger"]["event"]))
            used |= {("rule", k) for k in e.get("rule") or {}}
    for p in RAW["conservation_projects"]:
        used.add(("project", p["category"]))
        if "count" in p["condition"]:
            used.add(("counter", p["condition"]["count"]))
    for f in RAW["final_scoring"]:
        form = next(k for k in ("thresholds", "checks", "compare") if k in f)
        used.add(("final", form))
        if "count" in f:
            used.add(("counter", f["count"]))
        used |= {("counter", c["condition"]) for c in f.get("checks", ())}
    return used


def test_every_name_in_the_data_has_its_rule_and_every_entry_is_used():
    """The table ``RULE_OF`` against the file: no name of the data is missing from it (the
    engine's handler tables use the same names), no entry is stale."""
    used = _names_in_the_file()
    assert set(C.RULE_OF) - used == set(), "entries no card uses"
    assert used - set(C.RULE_OF) == set(), "names with no rule"
    assert len([k for k in C.RULE_OF if k[0] == "keyword"]) == 32
    assert len([k for k in C.RULE_OF if k[0] == "mechanic"]) == 13


def test_the_table_cites_rules_of_the_rulebook_enum():
    """Ported from the data's check (each keyword and mechanic has its glossary row): a
    keyword is cited by its AN-ABIL-<KEYWORD> rule, a mechanic by AN-SPON-<MECHANIC>, and
    every rule cited is one of ``R``."""
    for (family, name), rule in C.RULE_OF.items():
        assert isinstance(rule, R) and rule in set(R)
        if family == "keyword":
            assert rule.value == "AN-ABIL-" + name.upper().replace("_", "-")
        if family == "mechanic":
            assert rule.value == "AN-SPON-" + name.upper().replace("_", "-")
        if family == "counter" and name.startswith("icon:") and "+" not in name:
            assert rule is R.ICON_COUNT
        if family == "trigger":
            assert rule is R.SPON_TRIGGERS


def test_the_counters_triggers_and_rule_keys_are_those_of_the_fact_sheet_rows():
    """Ported from the data's check: each counter cited by AN-SPON-COUNTERS, each trigger
    and each rule key is written in its row of the fact sheet."""
    counters, triggers = sheet_row("AN-SPON-COUNTERS"), sheet_row("AN-SPON-TRIGGERS")
    rules, wildcard = sheet_row("AN-SPON-RULES"), sheet_row("AN-SPON-WILDCARD-TOKENS")
    for (family, name), rule in C.RULE_OF.items():
        if family == "counter" and rule is R.SPON_COUNTERS:
            assert name in counters, name
        if family == "counter" and rule is R.ICON_COUNT:
            assert "icon:<kind>" in counters
        if family == "trigger":
            assert name in triggers, name
        if family == "rule":
            assert name in (rules if rule is R.SPON_RULES else wildcard), name


def test_the_card_vocabulary_exists_in_english_and_french_with_the_same_placeholders():
    for key, texts in MESSAGES.items():
        assert key.startswith("an.cards.") and set(texts) == {"en", "fr"}
        assert texts["en"].strip() and texts["fr"].strip()
        assert placeholders(texts["en"]) == placeholders(texts["fr"]), key
    for (family, name) in C.RULE_OF:
        if family == "keyword":
            assert f"an.cards.kw.{name}" in MESSAGES
    assert {f"an.cards.icon.{k}" for k in C.ICON_KINDS} <= set(MESSAGES)
    assert {f"an.cards.action.{a}" for a in C.ACTIONS} <= set(MESSAGES)


# ---------------------------------------------------------------- the check on reading


def test_the_package_copy_reads_clean():
    cards = C.read_cards(C.SOURCE)
    assert len(cards.by_number) == 128 + 64 + 32 + 11


def test_AN_COMP_CARDS_a_missing_animal_is_refused_on_reading(tmp_path):
    doc = copy.deepcopy(RAW)
    del doc["animals"][-1]
    with pytest.raises(C.CardDataError, match="AN-COMP-CARDS: 127 animals, expected 128"):
        C.read_cards(write(tmp_path, doc))


def test_AN_COMP_CARDS_a_repeated_number_is_refused_on_reading(tmp_path):
    doc = copy.deepcopy(RAW)
    doc["sponsors"][1]["number"] = 201
    with pytest.raises(C.CardDataError, match="AN-COMP-CARDS: sponsors: a number is repeated"):
        C.read_cards(write(tmp_path, doc))


def test_AN_SIZE_CLASS_a_wrong_size_class_is_refused_on_reading(tmp_path):
    doc = copy.deepcopy(RAW)
    doc["animals"][0]["size_class"] = "small"            # the Cheetah, size 5
    with pytest.raises(C.CardDataError, match="AN-SIZE-CLASS: animal 401"):
        C.read_cards(write(tmp_path, doc))


def test_AN_SPON_UNIQUE_CODE_a_flag_off_the_list_is_refused_on_reading(tmp_path):
    doc = copy.deepcopy(RAW)
    doc["sponsors"][0]["unique_code"] = True              # Science Lab
    with pytest.raises(C.CardDataError, match="AN-SPON-UNIQUE-CODE"):
        C.read_cards(write(tmp_path, doc))


def test_AN_COND_and_AN_ICON_KINDS_unknown_conditions_and_icons_are_refused(tmp_path):
    doc = copy.deepcopy(RAW)
    doc["animals"][0]["conditions"] = [{"money_min": 5}]
    with pytest.raises(C.CardDataError, match="AN-COND: unknown condition"):
        C.read_cards(write(tmp_path, doc))
    doc = copy.deepcopy(RAW)
    doc["animals"][0]["icons"] = {"dragon": 1}
    with pytest.raises(C.CardDataError, match="animal 401: unknown icon kinds"):
        C.read_cards(write(tmp_path, doc))


def test_a_name_with_no_rule_is_refused_on_reading(tmp_path):
    doc = copy.deepcopy(RAW)
    doc["animals"][0]["abilities"] = [{"keyword": "teleport", "value": 2}]
    with pytest.raises(C.CardDataError, match="ability 'teleport' has no AN-ABIL"):
        C.read_cards(write(tmp_path, doc))
    doc = copy.deepcopy(RAW)
    doc["sponsors"][1]["effects"][0]["trigger"]["event"] = "full_moon"
    with pytest.raises(C.CardDataError, match="AN-SPON-TRIGGERS: unknown event"):
        C.read_cards(write(tmp_path, doc))
    doc = copy.deepcopy(RAW)
    doc["sponsors"][0]["effects"][2]["count"] = "icon_count"
    with pytest.raises(C.CardDataError, match="AN-SPON-COUNTERS: unknown counter"):
        C.read_cards(write(tmp_path, doc))


def test_AN_SPON_UNIQUE_BUILDING_a_building_off_its_size_is_refused(tmp_path):
    doc = copy.deepcopy(RAW)
    doc["unique_buildings"][0]["cells"].append([2, 0])
    with pytest.raises(C.CardDataError, match="meerkat_den: size 3, 4 cells"):
        C.read_cards(write(tmp_path, doc))


def test_AN_FINAL_THRESHOLDS_thresholds_must_pay_1_to_4(tmp_path):
    doc = copy.deepcopy(RAW)
    doc["final_scoring"][0]["thresholds"][3]["conservation"] = 5
    with pytest.raises(C.CardDataError, match="AN-FINAL-THRESHOLDS: card 1"):
        C.read_cards(write(tmp_path, doc))


# ---------------------------------------------------------------- the building shapes file


def test_AN_COMP_SHAPES_and_AN_COMP_ROTATE_the_building_file_when_the_package_has_it():
    """Ported from the data's check (buildings.json, another concern's copy): 10 building
    types, size = cells, offsets on the grid, the six rotations by the offset rule, and the
    Map A start buildings on plain hexes."""
    data = C.SOURCE.parent
    if not (data / "buildings.json").is_file() or not (data / "maps_A_0.json").is_file():
        pytest.skip("buildings.json and maps_A_0.json are not in this package yet")
    doc = json.loads((data / "buildings.json").read_text(encoding="utf-8"))
    maps = json.loads((data / "maps_A_0.json").read_text(encoding="utf-8"))

    def turn(c):
        return [(c[0] - c[1]) // 2, (3 * c[0] + c[1]) // 2]

    assert len(doc["buildings"]) == 10
    for name, b in doc["buildings"].items():
        assert b["size"] == len(b["cells"]), name
        assert all((x + y) % 2 == 0 for x, y in b["cells"]), name
        cells = [list(c) for c in b["cells"]]
        for k in range(6):
            assert sorted(b["by_rotation"][k]) == sorted(cells), (name, k)
            cells = [turn(c) for c in cells]
    plain = {(h["x"], h["y"]) for h in maps["maps"]["A"]["terrain"] if h["terrain"] == "plain"}
    start = doc["map_A_start"]["enclosure_3"]
    ax, ay = start["anchor"]
    foot = sorted([ax + dx, ay + dy]
                  for dx, dy in doc["buildings"]["enclosure_3"]["by_rotation"][start["rotation"]])
    assert foot == sorted(start["cells"])
    assert all(tuple(c) in plain for c in foot + doc["map_A_start"]["kiosk"]["cells"])
    assert not re.search(r"\"/(?:[a-z]+/)+", (data / "buildings.json").read_text(encoding="utf-8"))
