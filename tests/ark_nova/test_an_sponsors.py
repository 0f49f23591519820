"""The Sponsors action (AN-SPONSORS-*) and what sponsors do (AN-SPON-*): the cards played
with their levels and conditions, their effects read from the card data, the triggers, the
income, the end, the unique buildings and the 13 unique-code sponsors."""

from __future__ import annotations

import pytest

from tutor.ark_nova import notation, rules
from tutor.ark_nova.build import Done, ExtraBuilding, FreeBuilding, Place
from tutor.ark_nova.buildings import Building
from tutor.ark_nova.bonuses import CardChoice, TakeCard
from tutor.ark_nova.cards import SizeClass, animals, card
from tutor.ark_nova.events import Event, end_points, fire
from tutor.ark_nova.moves import Act, Keep
from tutor.ark_nova.place import place
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.rulebook import R
from tutor.ark_nova.icons import icons_of_zoo as zoo_icons
from tutor.ark_nova.sponsor_effects import (COUNTERS, UNIQUE, ExtraAnimal, ExtraBonus,
                                            PlaceUnique, TakeDisplay, spec_of, standing_rules)
from tutor.ark_nova.sponsors import (BreakOption, PlaceUniqueAt, PlaySponsor,
                                     SponsorsChoice, SponsorsDone)
from tutor.ark_nova.state import ActionCard, Options, State
from tutor.ark_nova.steps import Turn
from tutor.ark_nova.strength import Action, Side
from tutor.ark_nova.zoo_map import BORDER, neighbours, zoo_map
from tutor.core import IllegalMoveError
from tutor.core.verdict import EventLog

ROW = (Action.ANIMALS, Action.BUILD, Action.CARDS, Action.SPONSORS, Action.ASSOCIATION)


def _pull(state: State, c: int) -> State:
    """Card ``c`` out of wherever it lies (a display folder refilled from the deck)."""
    deck = tuple(x for x in state.deck if x != c)
    display = state.display
    if c in display:
        i = display.index(c)
        display = display[:i] + (deck[0],) + display[i + 1:]
        deck = deck[1:]
    state = state.replace(deck=deck, display=display,
                          discard=tuple(x for x in state.discard if x != c))
    for seat in range(state.players):
        z = state.zoo(seat)
        state = state.change_zoo(seat, hand=tuple(x for x in z.hand if x != c),
                                 played=tuple(x for x in z.played if x != c))
    return state


def hand(state: State, seat: int, *cards: int) -> State:
    for c in cards:
        state = _pull(state, c)
        state = state.change_zoo(seat, hand=state.zoo(seat).hand + (c,))
    return state


def in_zoo(state: State, seat: int, *cards: int) -> State:
    for c in cards:
        state = _pull(state, c)
        state = state.change_zoo(seat, played=state.zoo(seat).played + (c,))
    return state


def in_folder(state: State, folder: int, c: int) -> State:
    state = _pull(state, c)
    old = state.display[folder - 1]
    return state.replace(display=state.display[:folder - 1] + (c,) + state.display[folder:],
                         deck=state.deck + (old,))


def table(players=2, side=Side.I, seed=1) -> State:
    """After the start hands, the start player's turn, every row ROW, hands emptied into
    the discard pile (so only the sponsors a test gives are in hand)."""
    state = initial_state(Options(players, "A"), seed)
    for seat in state.stack[0].waiting:
        state = apply(state, Keep(state.zoo(seat).hand[:4], seat=seat)).after
    for seat in range(players):
        sides = {Action.SPONSORS: side}
        state = state.change_zoo(seat, row=tuple(ActionCard(a, sides.get(a, Side.I))
                                                 for a in ROW))
        state = state.replace(discard=state.discard + state.zoo(seat).hand)
        state = state.change_zoo(seat, hand=())
    return state


def sponsors_step(state: State, x=0) -> State:
    """The seat on its turn chooses Sponsors (slot 4) with ``x`` X-tokens."""
    seat = state.turn
    state = state.change_zoo(seat, x_tokens=max(x, state.zoo(seat).x_tokens))
    return apply(state, Act(Action.SPONSORS, x, seat=seat)).after


def texts(verdict) -> str:
    return verdict.explain("en") + "\n" + verdict.explain("fr")


def round_trips(state: State) -> None:
    text = notation.to_notation(state)
    assert notation.to_notation(notation.from_notation(text)) == text


def agrees(state: State, candidates) -> None:
    """legal_moves == the moves check accepts, over ``candidates`` and the legal ones."""
    legal = rules.legal_moves(state)
    for move in set(candidates) | set(legal):
        assert rules.check(state, move).legal == (move in legal), move


# ---------------------------------------------------------------- the action

def test_an_sponsors_basic_one_sponsor_of_level_up_to_strength_from_hand():
    """AN-SPONSORS-BASIC: side I at strength 4 plays exactly 1 sponsor of level ≤ 4 from the
    hand; level 5 is refused with the numbers; then the turn passes."""
    state = table()
    seat = state.turn
    state = sponsors_step(hand(state, seat, 220, 209))      # Federal Grants 4, Tech. Inst. 5
    refused = rules.check(state, PlaySponsor(209, seat=seat))
    assert not refused.legal and "AN-SPONSORS-BASIC" in refused.rules
    assert "level 5, strength 4" in texts(refused) and "niveau 5, force 4" in texts(refused)
    assert rules.legal_moves(state) == [PlaySponsor(220, seat=seat), BreakOption(seat=seat)]
    after = apply(state, PlaySponsor(220, seat=seat)).after
    assert after.zoo(seat).played == (220,) and after.zoo(seat).hand == (209,)
    assert after.zoo(seat).money == 25 + 3                 # Federal Grants: 3 money now
    assert after.turn == 1 - seat and isinstance(after.stack[0], Turn)
    round_trips(after)


def test_an_sponsors_basic_side_i_plays_from_the_hand_only():
    """AN-SPONSORS-BASIC: a display card is refused on side I (AN-SPONSORS-UPG needed)."""
    state = table()
    seat = state.turn
    state = sponsors_step(in_folder(state, 1, 220))
    verdict = rules.check(state, PlaySponsor(220, 1, seat=seat))
    assert not verdict.legal and "from the hand only" in texts(verdict)
    assert "que depuis la main" in texts(verdict)
    with pytest.raises(IllegalMoveError):
        apply(state, PlaySponsor(220, 1, seat=seat))


def test_an_sponsors_upg_several_total_level_strength_plus_1_and_display_folder():
    """AN-SPONSORS-UPG: side II at strength 5 (slot 4 + 1 X-token) plays sponsors of total
    level ≤ 6: Science Institute (3) from the hand, then Guided School Tours (3) from folder
    1 in reputation range for 1 money; with no level left the action ends."""
    state = table(side=Side.II)
    seat = state.turn
    state = sponsors_step(in_folder(hand(state, seat, 223), 1, 261), x=1)
    state = apply(state, PlaySponsor(223, seat=seat)).after
    step = state.stack[0]
    assert isinstance(step, SponsorsChoice) and (step.used, step.played) == (3, 1)
    assert rules.legal_moves(state) == [PlaySponsor(261, 1, seat=seat), SponsorsDone(seat=seat)]
    round_trips(state)
    money = state.zoo(seat).money
    state = apply(state, PlaySponsor(261, 1, seat=seat)).after
    z = state.zoo(seat)
    assert z.played == (223, 261) and z.money == money - 1
    assert (z.appeal, z.conservation) == (state.zoo(seat).appeal, 1)
    assert state.turn == 1 - seat


def test_an_sponsors_upg_levels_beyond_strength_plus_1_refused_with_numbers():
    """AN-SPONSORS-UPG: "levels 3 + 4 = 7, at most 6 (strength 5 + 1)"; a card that is
    no sponsor, or no card, is refused too."""
    state = table(side=Side.II)
    seat = state.turn
    state = sponsors_step(hand(state, seat, 223, 220, 261), x=1)
    state = apply(state, PlaySponsor(223, seat=seat)).after
    verdict = rules.check(state, PlaySponsor(220, seat=seat))
    assert not verdict.legal and "levels 3 + 4 = 7, at most 6 (strength 5 + 1)" in texts(verdict)
    assert "niveaux 3 + 4 = 7, au plus 6 (force 5 + 1)" in texts(verdict)
    agrees(state, [PlaySponsor(c, seat=seat) for c in (220, 223, 261, 401, 999)])


def test_an_sponsors_upg_folder_out_of_range_and_folder_money():
    """AN-SPONSORS-UPG / AN-REP-FOLDERS: reputation 1 reaches folder 1 only; the folder
    number is paid in money."""
    state = table(side=Side.II)
    seat = state.turn
    state = sponsors_step(in_folder(state, 3, 220))
    verdict = rules.check(state, PlaySponsor(220, 3, seat=seat))
    assert not verdict.legal and "AN-SPONSORS-UPG" in verdict.rules
    rich = state.change_zoo(seat, reputation=4)
    assert rules.check(rich, PlaySponsor(220, 3, seat=seat)).legal
    poor = rich.change_zoo(seat, money=2)
    verdict = rules.check(poor, PlaySponsor(220, 3, seat=seat))
    assert "folder 3 costs 3 money: you have 2" in texts(verdict)
    agrees(poor, [PlaySponsor(220, f, seat=seat) for f in range(1, 7)])


def test_an_act_choose_break_option_only_before_and_done_only_after_a_sponsor():
    """AN-ACT-CHOOSE: the Sponsors action is always possible (the break option); once a
    sponsor is played the break option is refused, and stopping needs one sponsor."""
    state = table(side=Side.II)
    seat = state.turn
    state = sponsors_step(hand(state, seat, 223, 261), x=1)
    assert not rules.check(state, SponsorsDone(seat=seat)).legal
    state = apply(state, PlaySponsor(223, seat=seat)).after
    verdict = rules.check(state, BreakOption(seat=seat))
    assert not verdict.legal and "AN-ACT-CHOOSE" in verdict.rules
    after = apply(state, SponsorsDone(seat=seat)).after
    assert after.zoo(seat).hand == (261,) and after.turn == 1 - seat


# ---------------------------------------------------------------- conditions

def test_an_cond_own_a_sponsors_own_icon_does_not_meet_its_condition():
    """AN-COND-OWN: Spokesperson needs 1 science icon and shows one itself: refused in a
    zoo without science, "you have 0"; with Science Institute played it is playable."""
    state = table()
    seat = state.turn
    bare = sponsors_step(hand(state, seat, 202), x=1)
    verdict = rules.check(bare, PlaySponsor(202, seat=seat))
    assert not verdict.legal and "AN-COND-OWN" in verdict.rules
    assert "you have 0" in texts(verdict)
    ok = sponsors_step(in_zoo(hand(state, seat, 202), seat, 223), x=1)
    assert rules.check(ok, PlaySponsor(202, seat=seat)).legal


def test_an_cond_upgraded_sponsors_reputation_and_appeal_conditions():
    """AN-COND: Science Lab needs Sponsors upgraded; WAZA Small Animals Program reputation
    3; Native Seabirds appeal at most 25."""
    state = table()
    seat = state.turn
    s = sponsors_step(hand(state, seat, 201, 228, 258), x=1)
    assert not rules.check(s, PlaySponsor(201, seat=seat)).legal
    assert not rules.check(s, PlaySponsor(228, seat=seat)).legal
    assert rules.check(s, PlaySponsor(258, seat=seat)).legal
    s2 = s.change_zoo(seat, reputation=3, appeal=26)
    assert rules.check(s2, PlaySponsor(228, seat=seat)).legal
    verdict = rules.check(s2, PlaySponsor(258, seat=seat))
    assert not verdict.legal and "AN-COND" in verdict.rules


# ---------------------------------------------------------------- effects

def test_an_spon_kinds_and_sponsors_colours_printed_gains_then_immediate():
    """AN-SPON-KINDS / AN-SPONSORS-COLOURS: the printed appeal, CP and reputation are gained
    when played (Guided School Tours: 1 appeal, 1 CP); yellow effects at once."""
    state = table()
    seat = state.turn
    before = state.zoo(seat)
    after = apply(sponsors_step(hand(state, seat, 261)), PlaySponsor(261, seat=seat)).after
    z = after.zoo(seat)
    assert (z.appeal, z.conservation) == (before.appeal + 1, 1)


def test_an_spon_gain_per_tiers_and_every_with_own_icons_counted():
    """AN-SPON-GAIN: Science Library pays 1 appeal per science icon, its own one included
    (AN-ICON-COUNT): 2 + 1 = 3; Veterinarian's tiers pay 5 money for 2 universities;
    Geologist pays 3 appeal per 2 rock icons (1 rock of its own: nothing)."""
    state = in_zoo(table(), 0, 223).replace(turn=0)
    state = state.replace(stack=(Turn(0),))
    s = apply(sponsors_step(hand(state, 0, 208)), PlaySponsor(208, seat=0))
    assert s.after.zoo(0).appeal == state.zoo(0).appeal + 3
    assert any("counts 3" in e.msg.render("en") for e in s.events)
    uni = state.change_zoo(0, universities=("reputation_hand", "science_science"))
    s = apply(sponsors_step(hand(uni, 0, 203)), PlaySponsor(203, seat=0)).after
    assert s.zoo(0).money == 25 + 5
    s = apply(sponsors_step(hand(state, 0, 242), x=1), PlaySponsor(242, seat=0)).after
    assert s.zoo(0).appeal == state.zoo(0).appeal


def test_an_spon_counters_icons_pairs_kiosks_and_map_spaces():
    """AN-SPON-COUNTERS: icons (partner zoos and universities included), rock+water pairs,
    kiosks, connected and unconnected water spaces add up, groups of 6 empty spaces."""
    state = in_zoo(table(), 0, 250, 241)       # Sea Turtle Tank: reptile + water; water
    state = state.change_zoo(0, partner_zoos=("africa",), universities=("science_science",))
    icons = zoo_icons(state.zoo(0))
    assert (icons["water"], icons["africa"], icons["science"]) == (2, 1, 2)
    assert COUNTERS["rock_water_pairs"](state, 0) == 0
    assert COUNTERS["icon:rock+water"](state, 0) == 2
    assert COUNTERS["kiosks"](state, 0) == 1                 # Map A's start kiosk
    zmap = zoo_map("A")
    wet = COUNTERS["water_spaces_connected"](state, 0)
    assert wet + COUNTERS["water_spaces_unconnected"](state, 0) == len(zmap.water)
    empty = len(zmap.buildable) - 4                           # start buildings: 3 + 1
    assert COUNTERS["empty_building_spaces"](state, 0) == empty
    assert 1 <= COUNTERS["empty_space_groups_of_6"](state, 0) <= empty // 6
    assert COUNTERS["zoo_fully_covered"](state, 0) == 0


# ---------------------------------------------------------------- triggers

def test_an_spon_triggers_icon_played_own_and_any_zoo():
    """AN-SPON-TRIGGERS: Spokesperson (own zoo) gives 1 reputation per science icon added:
    Science Institute's 2 → +2; Science Library in the other zoo (any zoo) pays its owner 2
    money per science icon entering any zoo → +4."""
    state = table()
    seat, other = state.turn, 1 - state.turn
    state = in_zoo(in_zoo(state, seat, 202), other, 208)
    state = sponsors_step(hand(state, seat, 223))
    after = apply(state, PlaySponsor(223, seat=seat)).after
    assert after.zoo(seat).reputation == 1 + 2
    assert after.zoo(other).money == 25 + 4


def test_an_spon_triggers_new_icon_kind_space_covered_and_release():
    """AN-SPON-TRIGGERS: Explorer +1 appeal +2 money per new continent / category kind;
    Hydrologist +1 money per covered space next to water; Migration Recording +1 CP for a
    release project supported."""
    state = in_zoo(table(), 0, 262, 241, 224)
    z = state.zoo(0)
    log = EventLog()
    state = in_zoo(state, 0, 250)       # Sea Turtle Tank: reptile (new kind), water
    after = fire(state, Event("sponsor_played", 0, card=250), log)
    assert (after.zoo(0).appeal, after.zoo(0).money) == (z.appeal + 1, z.money + 2)
    zmap = zoo_map("A")
    spot = next(b for b in (Building("enclosure_1", h, 0) for h in sorted(zmap.buildable))
                if any(n in zmap.water for n in neighbours(b.cells[0])))
    covered = fire(state, Event("space_covered", 0, hexes=spot.cells), None)
    assert covered.zoo(0).money == z.money + 1
    released = fire(state, Event("project_supported", 0, card=113, release=True), None)
    assert released.zoo(0).conservation == z.conservation + 1
    plain = fire(state, Event("project_supported", 0, card=101), None)
    assert plain.zoo(0).conservation == z.conservation


def test_an_spon_kinds_income_each_break_and_tiers():
    """AN-SPON-KINDS income (AN-BREAK-5c): Federal Grants 3 money, Sponsorship: Primates 3
    money for 1 primate icon, Technology Institute 1 X-token, Science Lab a card to take."""
    state = in_zoo(table(), 0, 220, 231, 209, 236, 201)   # Primatologist: 1 primate icon
    z = state.zoo(0)
    after = fire(state, Event("income", 0), EventLog())
    assert after.zoo(0).money == z.money + 3 + 3 and after.zoo(0).x_tokens == z.x_tokens + 1
    assert after.stack[0] == CardChoice(0, 1, "sponsor")


def test_an_spon_endgame_bga_brown_effects_with_their_counts():
    """AN-SPON-ENDGAME-BGA: Technology Institute 1 CP with 3 universities; Expert on Africa
    1 appeal per X-token; Polar Bear Exhibit 1 CP for 3 bears (none here: nothing)."""
    state = in_zoo(table(), 0, 209, 214, 251)
    state = state.change_zoo(0, universities=("reputation_hand", "science_reputation",
                                              "science_science"), x_tokens=3)
    points = {p.card: p for p in end_points(state, 0)}
    assert points[209].conservation == 1 and points[214].appeal == 3 and 251 not in points
    assert "count 3" in points[214].msg.render("en")


# ---------------------------------------------------------------- mechanics

def test_an_spon_place_unique_building_and_an_build_unique_from_its_sponsor():
    """AN-SPON-PLACE-UNIQUE-BUILDING / AN-BUILD-UNIQUE / AN-SPON-UNIQUE-BUILDING: Adventure
    Playground (4 appeal) asks where its building stands (next to a rock space); the
    building joins the zoo; a second one is refused ("0 places")."""
    state = table()
    seat = state.turn
    state = apply(sponsors_step(hand(state, seat, 255)), PlaySponsor(255, seat=seat)).after
    step = state.stack[0]
    assert isinstance(step, PlaceUnique) and rules.asks(state)[0].step == "unique"
    legal = rules.legal_moves(state)
    assert legal and all(isinstance(m, PlaceUniqueAt) for m in legal)
    round_trips(state)
    bad = PlaceUniqueAt((1, 0), 0, seat=seat)                 # a rock hex
    assert not rules.check(state, bad).legal
    agrees(state, [bad, legal[0]])
    after = apply(state, legal[0]).after
    z = after.zoo(seat)
    assert any(b.name == "adventure_playground" for b in z.buildings)
    assert z.appeal == table().zoo(seat).appeal + 4
    again = sponsors_step(hand(after.replace(turn=seat, stack=(Turn(seat),)), seat, 255))
    verdict = rules.check(again, PlaySponsor(255, seat=seat))
    assert not verdict.legal and "0 places" in texts(verdict)


def test_an_spon_build_free_expert_on_asia_pavilion_or_nothing():
    """AN-SPON-BUILD-FREE: Expert on Asia: each Asia icon added may build a pavilion for
    free (no money paid, its 1 appeal gained, AN-BUILD-PAVILION); building nothing is
    allowed."""
    state = in_zoo(table(), 0, 213)
    state = state.replace(turn=0, stack=(Turn(0),))
    state = fire(state, Event("animal_played", 0, card=_animal_of("asia")), EventLog())
    step = state.stack[0]
    assert step == FreeBuilding(0, ("pavilion",), 1, True, "AN-SPON-BUILD-FREE")
    legal = rules.legal_moves(state)
    assert Done(seat=0) in legal and all(isinstance(m, Place) and m.kind == "pavilion"
                                         for m in legal if m != Done(seat=0))
    round_trips(state)
    money, appeal = state.zoo(0).money, state.zoo(0).appeal
    move = next(m for m in legal if isinstance(m, Place))
    agrees(state, [move, Place("pavilion", (1, 0), 0, seat=0), Place("pavilion", (0, 0), 0, seat=0),
                   Place("kiosk", move.anchor, 0, seat=0)])
    out = apply(state, move)
    after = out.after
    assert after.zoo(0).money >= money and after.zoo(0).appeal >= appeal + 1
    assert [e.rule for e in out.events].count("AN-BUILD-PAVILION") == 1   # its appeal once
    assert any(b.name == "pavilion" for b in after.zoo(0).buildings)
    skipped = apply(state, Done(seat=0)).after
    assert skipped.zoo(0).buildings == state.zoo(0).buildings


def _animal_of(continent: str) -> int:
    return next(a.number for a in animals() if a.top_icons[continent] == 1)


def test_an_spon_take_card_zoo_school_deck_or_range():
    """AN-SPON-TAKE-CARD: Zoo School places its building, then 1 card from the deck or the
    reputation range (folders 1–2 at reputation 2)."""
    state = table()
    seat = state.turn
    state = apply(sponsors_step(hand(state, seat, 254), x=1), PlaySponsor(254, seat=seat)).after
    state = apply(state, rules.legal_moves(state)[0]).after
    assert state.zoo(seat).reputation == 2              # Zoo School's printed +1
    assert rules.legal_moves(state) == [TakeCard(f, seat=seat) for f in (0, 1, 2)]
    assert not rules.check(state, TakeCard(3, seat=seat)).legal
    folder1 = state.display[0]
    after = apply(state, TakeCard(1, seat=seat)).after
    assert folder1 in after.zoo(seat).hand


def test_an_spon_hire_worker_talented_communicator():
    """AN-SPON-HIRE-WORKER: the lowest lying worker becomes active."""
    state = table(side=Side.II)
    seat = state.turn
    after = apply(sponsors_step(hand(state, seat, 216), x=1), PlaySponsor(216, seat=seat)).after
    w = after.zoo(seat).workers
    assert (w.active, w.lying) == (2, 2)


def test_an_spon_rules_standing_rules_for_other_concerns():
    """AN-SPON-RULES: Expert in Small Animals' discount and Quarantine Lab's immunity read
    by the concerns that apply them."""
    state = in_zoo(table(), 0, 229, 225)
    assert standing_rules(state, 0, "animal_cost_discount") == (
        (("size_class", "small"), ("money", 3)),)
    assert standing_rules(state, 0, "immune_to") == (("venom", "constriction", "hypnosis",
                                                     "pilfering"),)
    assert standing_rules(state, 1, "immune_to") == ()


@pytest.mark.parametrize("event,steps", [
    (Event("action_done", 0, action=Action.BUILD, built=("enclosure_3", "petting_zoo")),
     (ExtraBuilding(0, ("enclosure_3",)),)),
    (Event("action_done", 0, action=Action.ANIMALS, cards=(484,)),
     (ExtraAnimal(0, "small"), TakeDisplay(0, "small_animal"))),
    (Event("placement_bonus_taken", 0, hexes=(sorted(BORDER)[0],)), (ExtraBonus(0),))])
def test_an_spon_ongoing_mechanics_done(event, steps):
    """AN-SPON-BUILD-EXTRA-SAME (Engineer: the kinds built, special enclosures apart),
    AN-SPON-PLAY-EXTRA-ANIMAL then AN-SPON-TAKE-DISPLAY-CARD (WAZA Small Animals Program,
    after small animals only), AN-SPON-EXTRA-PLACEMENT-BONUS (Archaeologist): when they
    fire, their steps ask (no longer "not in the tutor yet")."""
    state = in_zoo(table(), 0, 217, 228, 221)
    log = EventLog()
    after = fire(state, event, log)
    assert after.stack[:len(steps)] == steps
    assert after.stack[len(steps):] == state.stack
    assert not any("not in the tutor yet" in e.msg.render("en") for e in log)


# ---------------------------------------------------------------- the 13 unique-code sponsors

def test_an_spon_unique_code_table_names_the_13_sponsors():
    """AN-SPON-UNIQUE-CODE: one named handler per unique-code sponsor."""
    assert sorted(UNIQUE) == [n for n in range(201, 265) if card(n).unique_code]
    assert {u.name for u in UNIQUE.values()} == {
        "basic_research", "global_breeding_program", "engineer", "breeding_program",
        "diversity_researcher", "archaeologist", "release_of_patents", "migration_recording",
        "waza_special_assignment", "waza_small_animals_program", "okapi_stable",
        "side_entrance", "native_farm_animals"}


@pytest.mark.parametrize("number", [207, 222])
def test_basic_research_and_release_of_patents_pay_the_others_2_money_per_cp(number):
    """Basic Research / Release of Patents (AN-SPON-GAIN others_gain): CP by the count, and
    every other player 2 money per CP gained."""
    state = table(side=Side.II)
    seat, other = state.turn, 1 - state.turn
    state = state.change_zoo(seat, partner_zoos=("africa", "asia"),
                             universities=("science_science",))
    state = sponsors_step(hand(state, seat, number), x=1)
    after = apply(state, PlaySponsor(number, seat=seat)).after
    cp = after.zoo(seat).conservation
    assert cp == 1 if number == 207 else cp == 2          # 2 kinds / 2; 2 science icons
    assert after.zoo(other).money == 25 + 2 * cp


def test_engineer_end_5_appeal_only_with_the_map_full():
    """Engineer: 5 appeal at the end only with every buildable space covered."""
    state = in_zoo(table(), 0, 217)
    assert 217 not in {p.card for p in end_points(state, 0)}


def test_diversity_researcher_money_rules_and_pairs_capped_at_3():
    """Diversity Researcher: 2 money per rock and water icon now; builds on rock/water (a
    standing rule); 2 appeal per rock+water pair at the end, at most 3 pairs (BGA)."""
    state = in_zoo(table(), 0, 246, 245, 250, 251)    # 2 rock; 2 + 1 + 1 water
    state = in_zoo(state, 0, 219)
    assert standing_rules(state, 0, "build_on") == (("rock", "water"),)
    points = {p.card: p for p in end_points(state, 0)}
    assert points[219].appeal == 2 * 2
    more = in_zoo(state, 0, 242, 252, 255)           # 5 rock, 4 water → 4 pairs, capped 3
    assert {p.card: p for p in end_points(more, 0)}[219].appeal == 2 * 3


def test_archaeologist_end_border_and_trigger_on_border_only():
    """Archaeologist: the trigger fires only on a border bonus space; the end CP needs every
    border space covered (not at the start)."""
    state = in_zoo(table(), 0, 221)
    inner = next(h for h in sorted(zoo_map("A").buildable) if h not in BORDER)
    log = EventLog()
    fire(state, Event("placement_bonus_taken", 0, hexes=(inner,)), log)
    assert not any(e.rule == "AN-SPON-EXTRA-PLACEMENT-BONUS" for e in log)
    assert 221 not in {p.card for p in end_points(state, 0)}


def test_migration_recording_repeatable_release_rule():
    """Migration Recording: +1 X-token now; release projects repeatable (a standing rule)."""
    state = in_zoo(table(), 0, 224)
    assert standing_rules(state, 0, "release_projects_repeatable") == (True,)


def test_waza_small_animals_program_2_money_per_small_animal():
    """WAZA Small Animals Program: 2 money per small animal in the zoo now."""
    small = [a.number for a in animals() if a.size_class is SizeClass.SMALL][:2]
    state = table().change_zoo(0, reputation=3)
    state = state.replace(turn=0, stack=(Turn(0),))
    state = sponsors_step(hand(in_zoo(state, 0, *small), 0, 228), x=1)
    after = apply(state, PlaySponsor(228, seat=0)).after
    assert after.zoo(0).money == 25 + 4


def test_side_entrance_stands_alone_on_the_border_and_pays_per_neighbour():
    """Side Entrance: its building need not touch another (2 border spaces); each break 2
    money per building next to it, an empty standard enclosure not counted."""
    state = table()
    seat = state.turn
    state = apply(sponsors_step(hand(state, seat, 257)), PlaySponsor(257, seat=seat)).after
    legal = rules.legal_moves(state)
    start = {c for b in zoo_map("A").start for c in b.cells}
    near = {n for c in start for n in neighbours(c)}
    kind = spec_of(card(257)).kind
    alone = [m for m in legal if not near & set(Building(kind, m.anchor, m.rot).cells)]
    assert alone
    after = apply(state, alone[0]).after
    entrance = next(b for b in after.zoo(seat).buildings if b.name == "side_entrance")
    assert sum(c in BORDER for c in entrance.cells) >= 2
    spot = next(b for b in (Building("kiosk", n, 0) for n in sorted(
        {n for c in entrance.cells for n in neighbours(c)} & zoo_map("A").buildable))
        if not set(b.cells) & set(entrance.cells))
    with_kiosk = place(after, seat, spot, None, R.BUILD_BASIC)
    money = with_kiosk.zoo(seat).money
    paid = fire(with_kiosk, Event("income", seat), None)
    assert paid.zoo(seat).money == money + 2


def test_native_farm_animals_groups_of_6_empty_spaces_at_the_end():
    """Native Farm Animals: 1 CP per 6 empty building spaces in one connected group."""
    state = in_zoo(table(), 0, 260)
    groups = COUNTERS["empty_space_groups_of_6"](state, 0)
    points = {p.card: p for p in end_points(state, 0)}
    assert points[260].conservation == groups >= 1


# ---------------------------------------------------------------- notation

def test_an_sponsors_moves_and_steps_round_trip_through_the_notation():
    """The moves' texts (``sponsor:227@3``, ``sponsor:done``, ``break``, ``unique:6,3r0``,
    ``build:done``) read back to the same moves."""
    for move in (PlaySponsor(227), PlaySponsor(227, 3), SponsorsDone(), BreakOption(),
                 PlaceUniqueAt((6, 3), 0)):
        text = notation.format_move(move)
        assert notation.parse_move(text) == move, text
    assert notation.format_move(PlaySponsor(227, 3)) == "sponsor:227@3"


def test_a_sponsors_verdict_names_the_card_as_an_animals_does():
    """AN-SPONSORS-BASIC / AN-SPONSORS-UPG: the headline of a sponsor's verdict names the
    card by name and number ("WAZA Special Assignment (227)"), as an animal's does
    ("Caracal (404)"), in both languages; a number that is no sponsor card stays a
    number."""
    from tutor.ark_nova.animals import PlayAnimal

    s = initial_state(Options(2, "A"), 0)
    hand = rules.check(s, PlaySponsor(227, 0, seat=0))
    assert hand.headline("en") == \
        "Not allowed: play sponsor WAZA Special Assignment (227) from your hand."
    assert hand.headline("fr") == \
        "Interdit : jouer le mécène WAZA Special Assignment (227) de votre main."
    folder = rules.check(s, PlaySponsor(227, 3, seat=0))
    assert "play sponsor WAZA Special Assignment (227) from folder 3" in folder.headline("en")
    assert "Caracal (404)" in rules.check(s, PlayAnimal(404, (0, 3), seat=0)).headline("en")
    assert rules.check(s, PlaySponsor(999, 0, seat=0)).headline("en") == \
        "Not allowed: play sponsor 999 from your hand."
