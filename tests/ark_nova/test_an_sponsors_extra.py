"""The last sponsor mechanics fired by an action or a bonus (AN-SPON-TRIGGERS): Engineer
(217) — one more building of a kind the Build action built (AN-SPON-BUILD-EXTRA-SAME);
Archaeologist (221) — one more placement bonus printed on the map after one taken from a
border space (AN-SPON-EXTRA-PLACEMENT-BONUS); WAZA Small Animals Program (228) — one more
small animal after an Animals action of small animals only (AN-SPON-PLAY-EXTRA-ANIMAL),
then a small animal of the display (AN-SPON-TAKE-DISPLAY-CARD)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_an_animals import FIVE, FOUR, ONE, START, animals_turn, play, position
from test_an_build import build_turn
from test_an_sponsors import agrees, in_zoo, round_trips, table, texts

from tutor.ark_nova import notation, rules
from tutor.ark_nova.build import Done, ExtraBuilding, Place, explain_kind
from tutor.ark_nova.buildings import Building
from tutor.ark_nova.events import Event, fire
from tutor.ark_nova.place import place
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.sponsor_effects import (ExtraAnimal, ExtraBonus, TakeDisplay,
                                            bonus_choices)
from tutor.ark_nova.sponsor_tokens import (ExtraPlay, ExtraSkip, PickBonus, TakeFolder,
                                           TakeSkip)
from tutor.ark_nova.state import State
from tutor.ark_nova.steps import Turn
from tutor.ark_nova.strength import Action, Side
from tutor.ark_nova.zoo_map import BORDER, zoo_map
from tutor.core import IllegalMoveError, NotationError
from tutor.core.steps import top
from tutor.core.verdict import EventLog, allowed

ENGINEER, ARCHAEOLOGIST, WAZA_SMALL = 217, 221, 228
TURTLE, LIZARD, GOAT, OSTRICH, LYNX, SECRETARY = 484, 486, 519, 494, 418, 495


def said(outcome_or_log, rule: str) -> str:
    """Every event citing ``rule``, in English and French."""
    events = getattr(outcome_or_log, "events", outcome_or_log)
    return "\n".join(e.msg.render(lang) for e in events if e.rule == rule
                     for lang in ("en", "fr"))


# ---------------------------------------------------------------- Engineer (217)

def _engineer(money=25, side=Side.I, strength=2) -> State:
    state = build_turn(money=money, side=side, strength=strength)
    return in_zoo(state, state.turn, ENGINEER)


def _first(state: State, name: str) -> Place:
    return next(m for m in rules.legal_moves(state) if isinstance(m, Place) and m.kind == name)


def test_an_spon_build_extra_same_engineer_builds_the_same_kind_again_paying():
    """AN-SPON-BUILD-EXTRA-SAME: after a Build action that built a size-2 enclosure, Engineer
    offers one more size-2 enclosure (no other kind), paid 2 money a space (AN-BUILD-COST),
    placed by Build's rules; then the turn goes on."""
    state = _engineer()
    seat = state.turn
    built = apply(state, _first(state, "enclosure_2"))
    state = built.after
    assert top(state) == ExtraBuilding(seat, ("enclosure_2",))
    assert state.zoo(seat).money == 21
    assert "AN-SPON-TRIGGERS" in {str(e.rule) for e in built.events}
    legal = rules.legal_moves(state)
    assert Done(seat=seat) in legal
    assert {m.kind for m in legal if isinstance(m, Place)} == {"enclosure_2"}
    other = _first(build_turn(), "pavilion")
    refused = rules.check(state, Place(other.kind, other.anchor, other.rot, seat=seat))
    assert not refused.legal and "AN-SPON-BUILD-EXTRA-SAME" in refused.rules
    assert "Engineer: " in texts(refused) and "Ingénieur : " in texts(refused)
    agrees(state, [Place(other.kind, other.anchor, other.rot, seat=seat)])
    round_trips(state)
    assert "extra_building:" in notation.to_notation(state)
    assert allowed(explain_kind(state, "enclosure_2"))
    why = explain_kind(state, "pavilion")
    assert not allowed(why) and "AN-SPON-BUILD-EXTRA-SAME" in {str(r.rule) for r in why}
    move = _first(state, "enclosure_2")
    verdict = rules.check(state, move)
    assert verdict.legal and "AN-BUILD-COST" in verdict.rules
    assert "2 spaces cost 4" in texts(verdict)
    after = apply(state, move)
    zoo = after.after.zoo(seat)
    assert zoo.money == 17 and move.building() in zoo.buildings
    assert "AN-SPON-BUILD-EXTRA-SAME" in {str(e.rule) for e in after.events}
    assert isinstance(top(after.after), Turn) and after.after.turn != seat


def test_an_spon_build_extra_same_is_a_may():
    """AN-SPON-BUILD-EXTRA-SAME: "may": ``build:done`` declines, nothing built or paid."""
    state = _engineer()
    seat = state.turn
    state = apply(state, _first(state, "enclosure_2")).after
    verdict = rules.check(state, Done(seat=seat))
    assert verdict.legal and "optional" in texts(verdict)
    before = state.zoo(seat)
    out = apply(state, Done(seat=seat))
    assert out.after.zoo(seat).money == before.money
    assert out.after.zoo(seat).buildings == before.buildings
    assert "builds nothing more with Engineer" in said(out, "AN-SPON-BUILD-EXTRA-SAME")


def test_an_spon_build_extra_same_unaffordable_is_said_and_skipped():
    """AN-SPON-BUILD-EXTRA-SAME, AN-BUILD-COST: with 4 money a size-2 enclosure leaves 0:
    Engineer's building cannot be paid; it is said with the money, and the turn goes on."""
    state = _engineer(money=4)
    seat = state.turn
    out = apply(state, _first(state, "enclosure_2"))
    assert out.after.zoo(seat).money == 0
    assert not isinstance(top(out.after), ExtraBuilding)
    text = said(out, "AN-SPON-BUILD-EXTRA-SAME")
    assert "can be paid (0 money)" in text and "payable (0 monnaie)" in text


def test_an_spon_build_extra_same_side_ii_allows_the_same_kind_again():
    """AN-SPON-BUILD-EXTRA-SAME: on Build II the action itself refuses a second building of
    the same kind (AN-BUILD-UPG); Engineer's extra one is precisely that, and allowed."""
    state = _engineer(side=Side.II, strength=3)
    seat = state.turn
    state = apply(state, _first(state, "pavilion")).after
    assert isinstance(top(state), type(top(build_turn(side=Side.II, strength=3))))
    again = rules.check(state, _first(build_turn(side=Side.II, strength=3), "pavilion"))
    assert not again.legal and "AN-BUILD-UPG" in again.rules
    state = apply(state, Done(seat=seat)).after
    assert top(state) == ExtraBuilding(seat, ("pavilion",))
    move = _first(state, "pavilion")
    verdict = rules.check(state, move)
    assert verdict.legal and "AN-BUILD-UPG" not in {str(r.rule) for r in verdict.reasons
                                                    if not r.ok}


def test_an_spon_build_extra_same_no_engineer_no_step_and_special_only_said():
    """AN-SPON-TRIGGERS: without Engineer the Build action ends as before; with Engineer a
    Build action that built only a special enclosure offers nothing, said (no special
    enclosure again, AN-SPON-BUILD-EXTRA-SAME)."""
    state = build_turn()
    after = apply(state, _first(state, "enclosure_2")).after
    assert not any(isinstance(s, ExtraBuilding) for s in after.stack)
    state = in_zoo(table(), 0, ENGINEER)
    log = EventLog()
    out = fire(state, Event("action_done", 0, action=Action.BUILD,
                            built=("reptile_house",)), log)
    assert out == state
    assert "only special enclosures" in said(log, "AN-SPON-BUILD-EXTRA-SAME")


def test_an_spon_build_extra_same_describe_and_bad_building():
    """AN-SPON-BUILD-EXTRA-SAME: a building of no known kind is refused, described as such."""
    state = _engineer()
    seat = state.turn
    state = apply(state, _first(state, "enclosure_2")).after
    bad = Place("castle", (0, 0), 9, seat=seat)
    assert not rules.check(state, bad).legal
    assert rules.describe_move(state, bad).render("en")


# ---------------------------------------------------------------- Archaeologist (221)

def _border_bonus(map_id="A"):
    return next((h, b) for h, b in zoo_map(map_id).bonuses if h in BORDER)


def test_an_spon_extra_placement_bonus_choices_are_the_maps_printed_bonuses():
    """AN-SPON-EXTRA-PLACEMENT-BONUS: the choices are the placement bonuses printed on the
    map, each kind and value once (Map A: 6; Map 0 has "clever" instead of the worker)."""
    state = table()
    ids = [b.id for b in bonus_choices(state)]
    assert len(ids) == 6 and set(ids) == {
        "card_from_deck_or_reputation_range", "x_token", "money_5", "money_10",
        "association_worker", "reputation_2"}
    assert "clever" in {b.id for b in bonus_choices(state.replace(map_id="0"))}


def test_an_spon_extra_placement_bonus_after_a_border_bonus_pick_one():
    """AN-SPON-EXTRA-PLACEMENT-BONUS: a building covering a border bonus with Archaeologist
    in the zoo: the covered bonus, then one more of the seat's choice (one move per printed
    bonus, each explained with where it is printed); 10 money taken."""
    state = in_zoo(table(), 0, ARCHAEOLOGIST).replace(turn=0)
    at, bonus = _border_bonus()
    log = EventLog()
    state = place(state, 0, Building("enclosure_1", at, 0), log, rules.R.BUILD_BASIC)
    assert top(state) == ExtraBonus(0)
    round_trips(state)
    legal = rules.legal_moves(state)
    assert legal == [PickBonus(b.id, seat=0) for b in bonus_choices(state)]
    agrees(state, [PickBonus("money_7", seat=0), PickBonus("upgrade_action_card", seat=0)])
    verdict = rules.check(state, PickBonus("money_10", seat=0))
    assert verdict.legal and "AN-SPON-EXTRA-PLACEMENT-BONUS" in verdict.rules
    assert "10 money: printed on your map at (8,5)" in texts(verdict)
    money = state.zoo(0).money
    out = apply(state, PickBonus("money_10", seat=0))
    assert out.after.zoo(0).money == money + 10
    assert "one more placement bonus, 10 money" in said(out, "AN-SPON-EXTRA-PLACEMENT-BONUS")


def test_an_spon_extra_placement_bonus_refusals_and_no_trigger_inside():
    """AN-SPON-EXTRA-PLACEMENT-BONUS: a bonus not printed on the map is refused with the
    choices; a bonus taken on an inner space fires nothing (AN-SPON-TRIGGERS: border)."""
    state = in_zoo(table(), 0, ARCHAEOLOGIST).replace(turn=0)
    inner = next(h for h, _ in zoo_map("A").bonuses if h not in BORDER)
    assert fire(state, Event("placement_bonus_taken", 0, hexes=(inner,)), None) == state
    at, _ = _border_bonus()
    state = fire(state, Event("placement_bonus_taken", 0, hexes=(at,)), None)
    refused = rules.check(state, PickBonus("clever", seat=0))       # Map 0 only
    assert not refused.legal and "AN-SPON-EXTRA-PLACEMENT-BONUS" in refused.rules
    assert "no placement bonus printed on your map" in texts(refused)
    assert "n'est pas un bonus de pose" in texts(refused)
    with pytest.raises(IllegalMoveError):
        apply(state, PickBonus("clever", seat=0))
    assert rules.describe_move(state, PickBonus("nothing", seat=0)).render("fr")
    assert notation.parse_move("extra_bonus:money_5") == PickBonus("money_5")
    assert notation.format_move(PickBonus("money_5", seat=0)).endswith("extra_bonus:money_5")


# ---------------------------------------------------------------- WAZA Small Animals (228)

def _waza(hand=(TURTLE, LIZARD), display=None, **kw) -> State:
    """Seat 0 with WAZA Small Animals Program, Animals I at strength 2 (1 animal)."""
    return animals_turn(position(hand, display=display or {6: GOAT, 5: OSTRICH},
                                 slot=2, played=(WAZA_SMALL,), **kw))


def test_an_spon_play_extra_animal_then_take_display_card():
    """AN-SPON-PLAY-EXTRA-ANIMAL: an Animals action that played only a small animal (turtle,
    size 1, AN-SIZE-CLASS): one more small animal from the hand at its cost, as the Animals
    action checks it; then AN-SPON-TAKE-DISPLAY-CARD: a small animal of the display (the
    goat, folder 6, beyond reputation range) into the hand, free."""
    state = _waza()
    out = apply(state, play(TURTLE, ONE))
    state = out.after
    assert state.stack[:2] == (ExtraAnimal(0, "small"), TakeDisplay(0, "small_animal"))
    round_trips(state)
    legal = rules.legal_moves(state)
    assert ExtraSkip(seat=0) in legal
    assert {m.card for m in legal if isinstance(m, ExtraPlay)} == {LIZARD}
    agrees(state, [ExtraPlay(TURTLE, START, seat=0), ExtraPlay(LYNX, FIVE, seat=0),
                   ExtraPlay(LIZARD, FIVE, seat=0)])
    verdict = rules.check(state, ExtraPlay(LIZARD, START, seat=0))
    assert verdict.legal and {"AN-SPON-PLAY-EXTRA-ANIMAL", "AN-SIZE-CLASS",
                              "AN-ANIMALS-COST", "AN-ANIMALS-ENCL"} <= set(verdict.rules)
    assert "enclosure size 1, so among the small animals" in texts(verdict)
    money = state.zoo(0).money
    state = apply(state, ExtraPlay(LIZARD, START, seat=0)).after
    assert state.zoo(0).money == money - 4
    assert (START, LIZARD) in state.zoo(0).housed and LIZARD in state.zoo(0).played
    assert top(state) == TakeDisplay(0, "small_animal")
    assert rules.legal_moves(state) == [TakeFolder(6, seat=0), TakeSkip(seat=0)]
    refused = rules.check(state, TakeFolder(5, seat=0))
    assert not refused.legal and "is not one of the small animals" in texts(refused)
    verdict = rules.check(state, TakeFolder(6, seat=0))
    assert verdict.legal and "any folder, free" in texts(verdict)
    money = state.zoo(0).money
    out = apply(state, TakeFolder(6, seat=0))
    assert GOAT in out.after.zoo(0).hand and out.after.zoo(0).money == money
    assert GOAT not in out.after.display               # refilled at the end of the turn
    assert "from folder 6 into the hand" in said(out, "AN-SPON-TAKE-DISPLAY-CARD")


def test_an_spon_play_extra_animal_and_take_display_card_may_be_declined():
    """AN-SPON-PLAY-EXTRA-ANIMAL, AN-SPON-TAKE-DISPLAY-CARD: both are "may": skipped, no
    animal played, no card taken."""
    state = apply(_waza(), play(TURTLE, ONE)).after
    hand = state.zoo(0).hand
    out = apply(state, ExtraSkip(seat=0))
    assert "plays no more animals" in said(out, "AN-SPON-PLAY-EXTRA-ANIMAL")
    assert top(out.after) == TakeDisplay(0, "small_animal")
    out = apply(out.after, TakeSkip(seat=0))
    assert out.after.zoo(0).hand == hand
    assert "takes no card" in said(out, "AN-SPON-TAKE-DISPLAY-CARD")


def test_an_spon_play_extra_animal_refusals_explained():
    """AN-SPON-PLAY-EXTRA-ANIMAL: a card not in the hand, a medium animal (AN-SIZE-CLASS),
    an animal too dear (AN-ANIMALS-COST) are refused, each with its numbers."""
    state = apply(_waza(hand=(TURTLE, LIZARD, LYNX), money=14), play(TURTLE, ONE)).after
    assert state.zoo(0).money == 5
    refused = rules.check(state, ExtraPlay(GOAT, START, seat=0))
    assert not refused.legal and "no animal in your hand" in texts(refused)
    refused = rules.check(state, ExtraPlay(LYNX, FIVE, seat=0))
    assert not refused.legal and "AN-SIZE-CLASS" in refused.rules
    assert "enclosure size 3, so among the medium animals (wanted: small animals)" in \
        texts(refused)
    state = state.change_zoo(0, money=3)
    refused = rules.check(state, ExtraPlay(LIZARD, START, seat=0))
    assert not refused.legal and "AN-ANIMALS-COST" in refused.rules
    assert rules.describe_move(state, ExtraPlay(999, (40, 40), seat=0)).render("en")


def test_an_spon_play_extra_animal_only_after_small_animals():
    """AN-SPON-TRIGGERS ``animals_action`` ``only: small``: an action that played a large
    animal (the Secretary Bird, size 4) does not fire WAZA Small Animals Program; said with
    the card. A medium one (the lynx, size 3) beside a small one neither."""
    state = _waza(hand=(SECRETARY, LIZARD))
    out = apply(state, play(SECRETARY, FOUR))
    assert not any(isinstance(s, (ExtraAnimal, TakeDisplay)) for s in out.after.stack)
    text = said(out, "AN-SPON-PLAY-EXTRA-ANIMAL")
    assert "did not play only small animals" in text and "Secretary Bird (495)" in text
    assert "n'a pas joué que des petits animaux" in text
    log = EventLog()
    state = in_zoo(table(), 0, WAZA_SMALL)
    after = fire(state, Event("action_done", 0, action=Action.ANIMALS, cards=(TURTLE, LYNX)),
                 log)
    assert after == state
    assert "(1 other animal: Eurasian Lynx (418))" in said(log, "AN-SPON-PLAY-EXTRA-ANIMAL")


def test_an_spon_extra_steps_with_nothing_to_offer_are_said():
    """AN-SPON-PLAY-EXTRA-ANIMAL / AN-SPON-TAKE-DISPLAY-CARD: no small animal playable from
    the hand, none in the display: each is said, and the turn goes on."""
    out = apply(_waza(hand=(TURTLE,), display={5: OSTRICH}), play(TURTLE, ONE))
    assert not any(isinstance(s, (ExtraAnimal, TakeDisplay)) for s in out.after.stack)
    assert "nothing happens" in said(out, "AN-SPON-PLAY-EXTRA-ANIMAL")
    assert "nothing is taken" in said(out, "AN-SPON-TAKE-DISPLAY-CARD")


def test_an_spon_extra_moves_round_trip_in_the_notation():
    """The moves' text (``extra_animal:486@0,9``, ``extra_animal:skip``,
    ``take_display:6``, ``take_display:skip``) reads back as the same move."""
    for move in (ExtraPlay(LIZARD, START), ExtraSkip(), TakeFolder(6), TakeSkip(),
                 PickBonus("x_token")):
        assert notation.parse_move(notation.format_move(move)) == move


@pytest.mark.parametrize("step", [ExtraBuilding(0, ("kiosk",)), ExtraBonus(0),
                                  ExtraAnimal(0, "small"), TakeDisplay(0, "small_animal")])
def test_an_spon_extra_steps_need_their_sponsor_in_the_zoo(step):
    """AN-SPON-BUILD-EXTRA-SAME, AN-SPON-EXTRA-PLACEMENT-BONUS, AN-SPON-PLAY-EXTRA-ANIMAL,
    AN-SPON-TAKE-DISPLAY-CARD: a position with one of these steps pending for a seat without
    the sponsor that pushes it is refused (no game reaches it); with the sponsor, read. The
    step is pending under the turn's own (with nothing to offer it would resolve by itself,
    and a position never stops on such a step)."""
    state = table()
    step = replace(step, seat=state.turn)
    state = state.replace(stack=state.stack[:1] + (step,) + state.stack[1:])
    with pytest.raises(NotationError) as error:
        notation.from_notation(notation.to_notation(state))
    assert step.SPONSOR[1] in error.value.explain("en")
    assert f"sponsor {step.SPONSOR[0]}" in error.value.explain("en")
    assert f"mécène {step.SPONSOR[0]}" in error.value.explain("fr")
    ok = in_zoo(state, step.seat, step.SPONSOR[0])
    assert notation.from_notation(notation.to_notation(ok)) == ok
