"""Ark Nova's action strength and action tables (tutor.ark_nova.strength): every row of the
fact sheet's tables by side, the row's slide, the X-token action and the boost, with the
EN/FR explanations and their numbers."""

from __future__ import annotations

import pytest

from tutor.ark_nova import strength as st
from tutor.ark_nova import tracks
from tutor.ark_nova.rulebook import R
from tutor.ark_nova.strength import Action, Side, Task
from tutor.core import UsageError

A = Action
#: AN-EX-1's row, slot 1 first.
ROW = (A.ANIMALS, A.BUILD, A.CARDS, A.ASSOCIATION, A.SPONSORS)


def both(msg) -> tuple[str, str]:
    return msg.render("en"), msg.render("fr")


# ------------------------------------------------------------------ strength

def test_an_act_strength_slots_1_to_5():
    """AN-ACT-STRENGTH: slot 1 (leftmost) gives 1 … slot 5 gives 5."""
    assert [st.strength(s).value for s in range(1, 6)] == [1, 2, 3, 4, 5]
    assert [st.action_strength(ROW, a).value for a in ROW] == [1, 2, 3, 4, 5]
    assert st.strength(3).rules == (R.ACT_STRENGTH,)
    with pytest.raises(UsageError):
        st.strength(0)
    with pytest.raises(UsageError):
        st.strength(6)


def test_an_act_x_each_x_token_adds_1():
    """AN-ACT-X: +1 strength per X-token spent; at most 5 can be held."""
    s = st.strength(4, 1)
    assert (s.value, s.rules) == (5, (R.ACT_STRENGTH, R.ACT_X))
    assert both(s.msg) == ("strength = slot 4 + 1 X-token = 5",
                           "force = position 4 + 1 jeton X = 5")
    assert st.strength(5, 5).value == 10
    assert st.strength(2, 3).msg.render("en") == "strength = slot 2 + 3 X-tokens = 5"
    with pytest.raises(UsageError):
        st.strength(1, 6)


def test_an_abil_constriction_2_less_never_below_0():
    """AN-ABIL-CONSTRICTION: a card with the token acts with 2 less strength (our reading:
    never below 0)."""
    s = st.strength(5, 0, constricted=True)
    assert (s.value, s.rules) == (3, (R.ACT_STRENGTH, R.ABIL_CONSTRICTION))
    assert both(s.msg) == ("strength = slot 5 + 0 X-tokens − 2 (Constriction) = 3",
                           "force = position 5 + 0 jeton X − 2 (Constriction) = 3")
    assert st.action_strength(ROW, A.ASSOCIATION, 1, constricted=True).value == 3
    low = st.strength(1, 0, constricted=True)
    assert (low.raw, low.value) == (-1, 0)
    assert low.msg.render("en").endswith("= -1, read as 0")


# ------------------------------------------------------------------ Cards

#: AN-CARDS-S1..S5 as the fact sheet prints them: (draw, discard, snap) per side.
CARDS = {
    Side.I: [(1, 1, False), (1, 0, False), (2, 1, False), (2, 0, False), (3, 1, True)],
    Side.II: [(1, 0, False), (2, 1, False), (2, 0, True), (3, 1, True), (4, 1, True)],
}


def _cards_rows(side):
    return [(r.draw, r.discard, r.snap) for r in (st.cards_row(side, s) for s in range(1, 6))]


def test_an_cards_s1_draw_1_discard_1_or_draw_1():
    """AN-CARDS-S1: side I draw 1, discard 1; side II draw 1."""
    assert [st.cards_row(side, 1).rule for side in Side] == [R.CARDS_S1, R.CARDS_S1]
    assert (_cards_rows(Side.I)[0], _cards_rows(Side.II)[0]) == ((1, 1, False), (1, 0, False))


def test_an_cards_s2_draw_1_or_draw_2_discard_1():
    """AN-CARDS-S2: side I draw 1; side II draw 2, discard 1."""
    assert st.cards_row(Side.II, 2).rule is R.CARDS_S2
    assert (_cards_rows(Side.I)[1], _cards_rows(Side.II)[1]) == ((1, 0, False), (2, 1, False))


def test_an_cards_s3_draw_2_discard_1_or_draw_2_or_snap():
    """AN-CARDS-S3: side I draw 2, discard 1; side II draw 2 or snap (AN-CARDS-SNAP)."""
    row = st.cards_row(Side.II, 3)
    assert row.rules == (R.CARDS_S3, R.CARDS_TABLE, R.CARDS_REPRANGE, R.CARDS_SNAP)
    assert (_cards_rows(Side.I)[2], _cards_rows(Side.II)[2]) == ((2, 1, False), (2, 0, True))
    assert both(row.msg) == (
        "Cards II at strength 3 (row 3): Break token +2 first, then draw up to 2 from the deck "
        "or within reputation range, or snap 1 display card of any folder.",
        "Cartes II à la force 3 (ligne 3) : d'abord jeton pause +2, puis piocher jusqu'à 2 "
        "dans la pioche ou la rivière à portée de réputation, ou prendre 1 carte de la "
        "rivière à n'importe quelle position.")


def test_an_cards_s4_draw_2_or_draw_3_discard_1_or_snap():
    """AN-CARDS-S4: side I draw 2; side II draw 3, discard 1, or snap."""
    assert st.cards_row(Side.I, 4).rule is R.CARDS_S4
    assert (_cards_rows(Side.I)[3], _cards_rows(Side.II)[3]) == ((2, 0, False), (3, 1, True))


def test_an_cards_s5_and_above_reads_as_5():
    """AN-CARDS-S5: side I draw 3, discard 1 or snap; side II draw 4, discard 1 or snap;
    AN-CARDS-TABLE: strength above 5 reads as 5."""
    assert (_cards_rows(Side.I)[4], _cards_rows(Side.II)[4]) == ((3, 1, True), (4, 1, True))
    for s in (5, 6, 10):
        row = st.cards_row(Side.I, s)
        assert (row.rule, row.row, row.strength, row.draw) == (R.CARDS_S5, 5, s, 3)
    assert st.cards_row(Side.I, 6).msg.render("en") == (
        "Cards I at strength 6 (row 5): Break token +2 first, then draw up to 3 from the "
        "deck, then discard 1, or snap 1 display card of any folder.")


def test_an_cards_table_both_sides_whole_and_side_i_from_the_deck_only():
    """AN-CARDS-TABLE: the whole table by side; side I draws from the deck only, side II
    also within reputation range (AN-CARDS-REPRANGE); the Break token +2 first."""
    for side in Side:
        assert _cards_rows(side) == CARDS[side]
    assert not st.cards_row(Side.I, 3).from_range and st.cards_row(Side.II, 1).from_range
    assert {st.cards_row(side, s).break_steps for side in Side for s in range(1, 6)} == {2}
    assert st.cards_row(Side.I, 1).msg.render("fr") == (
        "Cartes I à la force 1 (ligne 1) : d'abord jeton pause +2, puis piocher jusqu'à 1 "
        "dans la pioche, puis en défausser 1.")
    with pytest.raises(UsageError) as zero:
        st.cards_row(Side.I, 0)
    assert zero.value.explain("en") == "Strength 0: the Cards table starts at strength 1."


# ------------------------------------------------------------------ Animals

@pytest.mark.parametrize("rule, strength_value, side_i, side_ii", [
    ("AN-ANIMALS-S1", 1, 0, 1), ("AN-ANIMALS-S2", 2, 1, 1), ("AN-ANIMALS-S3", 3, 1, 2),
    ("AN-ANIMALS-S4", 4, 1, 2), ("AN-ANIMALS-S5", 5, 2, 2)])
def test_an_animals_s1_to_s5_rows(rule, strength_value, side_i, side_ii):
    """AN-ANIMALS-S1, AN-ANIMALS-S2, AN-ANIMALS-S3, AN-ANIMALS-S4, AN-ANIMALS-S5
    (AN-ANIMALS-TABLE): the most animals by side, I then II: 0/1, 1/1, 1/2, 1/2, 2/2."""
    rows = [st.animals_row(side, strength_value) for side in Side]
    assert [r.animals for r in rows] == [side_i, side_ii]
    assert {r.rule for r in rows} == {R(rule)}
    assert R.ANIMALS_TABLE in rows[0].rules


def test_an_animals_table_side_i_at_1_cannot_be_chosen_and_above_5_reads_as_5():
    """AN-ANIMALS-TABLE: side I at strength 1 plays no animal, so it cannot be chosen
    (AN-ACT-CHOOSE); strength 7 reads as row 5."""
    none = st.animals_row(Side.I, 1)
    assert R.ACT_CHOOSE in none.rules
    assert both(none.msg) == (
        "Animals I at strength 1 (row 1): no animal, so the action cannot be chosen.",
        "Animaux I à la force 1 (ligne 1) : aucun animal, l'action ne peut donc pas être "
        "choisie.")
    assert st.animals_row(Side.I, 1 + 1).msg.render("en") == (
        "Animals I at strength 2 (row 2): up to 1 animal from hand.")
    assert (st.animals_row(Side.I, 7).row, st.animals_row(Side.I, 7).animals) == (5, 2)


def test_an_animals_rep_side_ii_range_and_1_reputation_first_at_5():
    """AN-ANIMALS-REP: side II plays from the display within reputation range (+ the
    folder number) and at strength 5 takes 1 reputation first."""
    five = st.animals_row(Side.II, 5)
    assert (five.reputation_first, five.from_range) == (1, True)
    assert R.ANIMALS_REP in five.rules
    assert [st.animals_row(Side.II, s).reputation_first for s in (1, 2, 3, 4, 6)] == [0, 0, 0, 0, 1]
    assert st.animals_row(Side.I, 5).reputation_first == 0
    assert both(five.msg) == (
        "Animals II at strength 5 (row 5): +1 reputation first, then up to 2 animals from "
        "hand or within reputation range (+ the folder number in money).",
        "Animaux II à la force 5 (ligne 5) : d'abord +1 de réputation, puis jusqu'à 2 "
        "animaux de la main ou de la rivière à portée de réputation (+ le numéro de l'"
        "emplacement en monnaies).")


# ------------------------------------------------------------------ Build

def test_an_build_basic_one_building_of_size_at_most_strength():
    """AN-BUILD-BASIC: side I builds exactly 1 building of size ≤ strength (2 money a
    space, AN-BUILD-COST)."""
    three = st.build_allowance(Side.I, 3)
    assert (three.largest, three.total, three.most, three.rule) == (3, 3, 1, R.BUILD_BASIC)
    assert st.build_allowance(Side.I, 7).largest == 5    # no building is larger than 5
    assert both(three.msg) == (
        "Build I at strength 3: exactly 1 building of size ≤ 3, 2 money a space.",
        "Construction I à la force 3 : exactement 1 bâtiment de taille ≤ 3, 2 monnaies par "
        "case.")


def test_an_build_upg_several_different_buildings_of_total_size_at_most_strength():
    """AN-BUILD-UPG: side II builds one or more different buildings, total size ≤
    strength; X-tokens above 5 still add spaces."""
    five = st.build_allowance(Side.II, 5)
    assert (five.total, five.most, five.rule) == (5, None, R.BUILD_UPG)
    six = st.build_allowance(Side.II, 6)
    assert (six.largest, six.total) == (5, 6)
    assert six.msg.render("en") == (
        "Build II at strength 6: one or more different buildings of total size ≤ 6 (Reptile "
        "House and Large Bird Aviary allowed), 2 money a space.")


# ------------------------------------------------------------------ Sponsors

def test_an_sponsors_basic_level_at_most_strength_or_break_x_and_x_money():
    """AN-SPONSORS-BASIC: 1 sponsor of level ≤ strength, or Break X = strength and X money."""
    four = st.sponsors_allowance(Side.I, 4)
    assert (four.level, four.several, four.break_steps, four.money) == (4, False, 4, 4)
    assert both(four.msg) == (
        "Sponsors I at strength 4: 1 sponsor card of level ≤ 4 from hand, or Break token +4 "
        "and 4 money.",
        "Mécènes I à la force 4 : 1 carte mécène de niveau ≤ 4 de la main, ou jeton pause +4 "
        "et 4 monnaies.")


def test_an_sponsors_upg_total_level_strength_plus_1_or_break_x_and_2x_money():
    """AN-SPONSORS-UPG: several sponsors of total level ≤ strength + 1, or Break X and 2X
    money; the money is paid in full even if the Break token stops early."""
    four = st.sponsors_allowance(Side.II, 4)
    assert (four.level, four.several, four.break_steps, four.money) == (5, True, 4, 8)
    assert "total level ≤ 5 (strength + 1)" in four.msg.render("en")
    assert "jeton pause +4 et 8 monnaies (2 × 4)" in four.msg.render("fr")
    moved = tracks.advance_break(8, four.break_steps, 2)
    assert (moved.after, moved.lost, four.money) == (9, 3, 8)


# ------------------------------------------------------------------ Association

def test_an_assoc_tasks_values_2_3_4_5_one_task_on_side_i():
    """AN-ASSOC-TASKS: +2 reputation = 2, partner zoo = 3, university = 4, conservation
    project = 5; side I performs 1 task of value ≤ strength."""
    assert [t.value for t in Task] == [2, 3, 4, 5]
    assert [st.association_allowance(Side.I, s).tasks for s in (1, 2, 3, 4, 5)] == [
        (), (Task.REPUTATION,), (Task.REPUTATION, Task.PARTNER_ZOO),
        (Task.REPUTATION, Task.PARTNER_ZOO, Task.UNIVERSITY), tuple(Task)]
    four = st.association_allowance(Side.I, 4)
    assert four.choices == ((Task.REPUTATION,), (Task.PARTNER_ZOO,), (Task.UNIVERSITY,))
    assert not four.donation
    assert four.msg.render("en") == (
        "Association I at strength 4: 1 task of value ≤ 4, one of: +2 reputation (value 2), "
        "a partner zoo (value 3), a university (value 4).")
    assert st.association_allowance(Side.I, 1).msg.render("fr") == (
        "Association I à la force 1 : aucune mission n'a une valeur si basse (la moins chère "
        "vaut 2).")


def test_an_assoc_upg_several_different_tasks_of_total_value_and_a_donation():
    """AN-ASSOC-UPG: side II performs several different tasks of total value ≤ strength,
    plus one donation after a task."""
    five = st.association_allowance(Side.II, 5)
    assert set(five.choices) == {(Task.REPUTATION,), (Task.PARTNER_ZOO,), (Task.UNIVERSITY,),
                                 (Task.PROJECT,), (Task.REPUTATION, Task.PARTNER_ZOO)}
    assert five.donation and five.rules == (R.ASSOC_TASKS, R.ASSOC_UPG)
    nine = st.association_allowance(Side.II, 9)
    assert (Task.REPUTATION, Task.PARTNER_ZOO, Task.UNIVERSITY) in nine.choices
    assert (Task.UNIVERSITY, Task.PROJECT) in nine.choices
    assert all(sum(c) <= 9 and len(set(c)) == len(c) for c in nine.choices)
    assert "un don peut ensuite suivre une mission" in five.msg.render("fr")


# ------------------------------------------------------------------ the row

def test_an_ex_1_and_an_act_slide():
    """AN-EX-1 / AN-ACT-SLIDE: Animals, Build, Cards, Association, Sponsors; Cards used at
    strength 3 goes to slot 1, the cards to its left move right, those to its right stay:
    Cards, Animals, Build, Association, Sponsors."""
    assert st.action_strength(ROW, A.CARDS).value == 3
    moved = st.slide(ROW, A.CARDS)
    assert moved.after == (A.CARDS, A.ANIMALS, A.BUILD, A.ASSOCIATION, A.SPONSORS)
    assert (moved.slot, moved.to, moved.rules) == (3, 1, (R.ACT_SLIDE,))
    assert both(moved.msg) == (
        "Cards leaves slot 3, the cards to its left move one slot right, and Cards takes "
        "slot 1: Cards, Animals, Build, Association, Sponsors.",
        "Cartes quitte la position 3, les cartes à sa gauche avancent d'une position vers la "
        "droite, et Cartes prend la position 1 : Cartes, Animaux, Construction, Association, "
        "Mécènes.")
    assert st.slide(ROW, A.SPONSORS).after == (A.SPONSORS, *ROW[:4])
    stay = st.slide(ROW, A.ANIMALS)
    assert stay.after == ROW
    assert stay.msg.render("en") == (
        "Animals is already in slot 1: the row stays Animals, Build, Cards, Association, "
        "Sponsors.")
    assert st.slide(tuple(str(a) for a in ROW), "cards").after == moved.after


def test_an_act_xaction_any_card_to_slot_1_and_1_x_token_never_with_5():
    """AN-ACT-XACTION: any Action card goes to slot 1 as in the slide, the player gains
    exactly 1 X-token whatever the slot; not allowed with 5 X-tokens."""
    done = st.x_token_action(ROW, A.ASSOCIATION, 2)
    assert done.move.after == (A.ASSOCIATION, A.ANIMALS, A.BUILD, A.CARDS, A.SPONSORS)
    assert (done.x_before, done.x_after) == (2, 3)
    assert done.rules == (R.ACT_XACTION, R.ACT_SLIDE)
    assert both(done.msg) == (
        "X-token action with Association (slot 4): it goes to slot 1 (Association, Animals, "
        "Build, Cards, Sponsors), and X-tokens 2 + 1 = 3.",
        "Action jeton X avec Association (position 4) : la carte passe en position 1 "
        "(Association, Animaux, Construction, Cartes, Mécènes), et jetons X 2 + 1 = 3.")
    assert st.x_action_allowed(4).ok
    refused = st.x_action_allowed(5)
    assert (refused.ok, refused.rule) == (False, R.ACT_XACTION)
    assert refused.msg.render("en") == (
        "No X-token action with 5 X-tokens: 5 is the most a player may hold.")
    with pytest.raises(UsageError) as full:
        st.x_token_action(ROW, A.CARDS, 5)
    assert full.value.explain("fr") == (
        "Pas d'action jeton X avec 5 jetons X : un joueur en a 5 au plus.")


def test_an_abil_boost_to_slot_1_or_to_slot_5():
    """AN-ABIL-BOOST: to slot 1 as the slide; to slot 5 the cards to its right move one
    slot left (the fact sheet's [OPEN] default): after an Animals action, Animals, Build,
    Cards, Association, Sponsors becomes Build, Cards, Association, Sponsors, Animals."""
    last = st.boost(ROW, A.ANIMALS, 5)
    assert last.after == (A.BUILD, A.CARDS, A.ASSOCIATION, A.SPONSORS, A.ANIMALS)
    assert last.rules == (R.ABIL_BOOST,)
    assert both(last.msg) == (
        "Boost: Animals goes from slot 1 to slot 5, the cards to its right move one slot "
        "left: Build, Cards, Association, Sponsors, Animals.",
        "Boost : Animaux passe de la position 1 à la position 5, les cartes à sa droite "
        "reculent d'une position vers la gauche : Construction, Cartes, Association, "
        "Mécènes, Animaux.")
    middle = st.boost(ROW, A.CARDS, 5)
    assert middle.after == (A.ANIMALS, A.BUILD, A.ASSOCIATION, A.SPONSORS, A.CARDS)
    first = st.boost(ROW, A.ASSOCIATION, 1)
    assert first.after == st.slide(ROW, A.ASSOCIATION).after
    assert st.boost(ROW, A.SPONSORS, 5).after == ROW
    with pytest.raises(UsageError) as bad:
        st.boost(ROW, A.CARDS, 3)
    assert bad.value.explain("en") == "A boost moves a card to slot 1 or slot 5, not 3."


def test_an_ex_6_cards_i_in_slot_4_with_1_x_token():
    """AN-EX-6: Cards I in slot 4 plus 1 X-token = strength 5: Break +2, then draw 3 and
    discard 1, or snap; the Break token hitting the last space triggers the break and
    the mover gains 1 X-token unless already at 5 (AN-ACT-X)."""
    row = (A.ANIMALS, A.BUILD, A.ASSOCIATION, A.CARDS, A.SPONSORS)
    s = st.action_strength(row, A.CARDS, 1)
    assert s.msg.render("en") == "strength = slot 4 + 1 X-token = 5"
    cards = st.cards_row(Side.I, s.value)
    assert (cards.rule, cards.draw, cards.discard, cards.snap) == (R.CARDS_S5, 3, 1, True)
    moved = tracks.advance_break(8, cards.break_steps, 2)
    assert (moved.triggered, moved.lost) == (True, 1)
    assert tracks.gain_x_tokens(4, 1).after == 5 and tracks.gain_x_tokens(5, 1).lost == 1


@pytest.mark.parametrize("row", [
    ROW[:4], (*ROW[:4], A.ANIMALS), (*ROW[:4], "zoo"), "animals", None, (*ROW, A.CARDS)])
def test_an_act_slide_a_bad_row_is_refused_in_both_languages(row):
    with pytest.raises(UsageError) as refused:
        st.slide(row, A.CARDS)
    assert refused.value.explain("en").startswith("An action row holds the 5 Action cards")
    assert refused.value.explain("fr").startswith("Une rangée d'actions contient")


def test_an_act_strength_bad_side_or_action_is_refused():
    with pytest.raises(UsageError):
        st.cards_row(3, 2)
    with pytest.raises(UsageError):
        st.build_allowance(Side.I, -1)
    with pytest.raises(UsageError) as unknown:
        st.slot_of(ROW, "zoo")
    assert unknown.value.explain("en") == "'zoo' is not one of the 5 Action cards."
