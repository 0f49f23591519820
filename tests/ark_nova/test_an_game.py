"""Ark Nova's game flow on pending steps: setup (AN-SETUP-*), the turn (AN-ACT-*), the Cards
action (AN-CARDS-*), the Sponsors break option (AN-SPONSORS-BASIC/UPG), the break
(AN-BREAK-*), an empty deck (AN-DECK-EMPTY), the notation and the hidden information."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tutor.ark_nova import notation, rules
from tutor.ark_nova.cards import zoo_deck
from tutor.ark_nova.moves import Act, Discard, Draw, Keep, Snap, Stop, XAction
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import ActionCard, Options, State, Workers
from tutor.ark_nova.sponsors import BreakOption, SponsorsChoice
from tutor.ark_nova.steps import CardsDiscard, CardsDraw, LimitDiscard, Turn
from tutor.ark_nova.strength import Action, Side, Task
from tutor.ark_nova.tracks import donation_cost
from tutor.ark_nova.view import FACE_DOWN, HIDDEN, view
from tutor.core import IllegalMoveError, NotationError, UsageError


def kept(state: State) -> State:
    """Every seat keeps the first 4 of its 8 cards (AN-SETUP-HAND)."""
    for seat in state.stack[0].waiting:
        state = apply(state, Keep(state.zoo(seat).hand[:4], seat=seat)).after
    return state


def with_row(state: State, seat: int, actions, sides=None) -> State:
    sides = sides or {}
    return state.change_zoo(seat, row=tuple(ActionCard(a, sides.get(a, Side.I))
                                            for a in actions))


ROW = (Action.ANIMALS, Action.BUILD, Action.CARDS, Action.SPONSORS, Action.ASSOCIATION)


def ready(players=2, map_id="A", seed=1) -> State:
    """After the start hands, the start player's turn, with the row ROW."""
    state = kept(initial_state(Options(players, map_id), seed))
    for seat in range(players):
        state = with_row(state, seat, ROW)
    return state


def texts(verdict) -> str:
    return verdict.explain("en") + "\n" + verdict.explain("fr")


# ---------------------------------------------------------------- setup

@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_an_setup_start_tracks_player_appeal_by_turn_order(players):
    """AN-SETUP-START, AN-SETUP-TRACKS, AN-SETUP-PLAYER: a random start player; 25 money,
    reputation 1, conservation 0, appeal 0/1/2/3 by the place in turn order (solo 20,
    AN-SOLO); 1 active worker and 3 lying."""
    state = initial_state(Options(players, "A"), 5)
    assert state.turn == state.start
    for seat, zoo in enumerate(state.zoos):
        place = (seat - state.start) % players
        assert (zoo.money, zoo.reputation, zoo.conservation, zoo.x_tokens) == (25, 1, 0, 0)
        assert zoo.appeal == (20 if players == 1 else place)
        assert (zoo.workers.active, zoo.workers.lying, zoo.workers.placed) == (1, 3, ())
    starts = {initial_state(Options(3, "A"), seed).start for seed in range(30)}
    assert starts == {0, 1, 2}


def test_an_setup_actions_animals_in_slot_1_side_i():
    """AN-SETUP-ACTIONS: side I up, Animals in slot 1, the other 4 in random slots 2–5."""
    orders = set()
    for seed in range(20):
        for zoo in initial_state(Options(4, "A"), seed).zoos:
            assert zoo.row[0].action is Action.ANIMALS
            assert {c.action for c in zoo.row} == set(Action)
            assert all(c.side is Side.I for c in zoo.row)
            orders.add(zoo.actions)
    assert len(orders) > 5


def test_an_setup_map_a_start_buildings_and_map_0_empty():
    """AN-SETUP-MAP: Map A's zoo begins with the kiosk (0,7) and a size-3 enclosure at
    (0,9); Map 0's is empty."""
    a = initial_state(Options(2, "A"), 1).zoo(0).buildings
    assert sorted((b.kind.name, b.anchor) for b in a) == [("enclosure_3", (0, 9)),
                                                          ("kiosk", (0, 7))]
    assert initial_state(Options(2, "0"), 1).zoo(0).buildings == ()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_setup_board_and_hand_deal_every_card_once(players):
    """AN-SETUP-BOARD, AN-SETUP-HAND: 8 cards a seat, 6 in the display, the rest the deck:
    the 212 zoo cards once each; 2 final scoring cards each, all different; the Break token
    at 0 (AN-SETUP-BREAK); 2 bonus tiles on each of conservation spaces 5 and 8."""
    state = initial_state(Options(players, "A"), 9)
    held = state.deck + state.display + sum((z.hand for z in state.zoos), ())
    assert Counter(held) == Counter(zoo_deck())
    assert [len(z.hand) for z in state.zoos] == [8] * players
    assert len(state.deck) == 212 - 8 * players - 6
    finals = sum((z.final_scoring for z in state.zoos), ())
    assert len(finals) == 2 * players == len(set(finals))
    assert state.break_pos == 0
    assert len(state.tiles5) == len(state.tiles8) == 2
    assert not set(state.tiles5) & set(state.tiles8)


@pytest.mark.parametrize("players,shown", [(2, 3), (3, 3), (4, 4)])
def test_an_setup_assoc_offer_projects_and_2_player_blocks(players, shown):
    """AN-SETUP-ASSOC: one partner zoo per continent and one university per kind; 3 base
    projects (4 with 4 players); 2 players: card k loses level k and the donations cost
    2, 5, 7, 10 (the left column blocked)."""
    state = initial_state(Options(players, "0"), 4)
    assert len(state.offer_zoos) == 5 and len(state.offer_unis) == 3
    assert len(state.projects) == shown
    assert all(101 <= p.number <= 112 for p in state.projects)
    if players == 2:
        assert [p.marks for p in state.projects] == [(-1, None, None), (None, -1, None),
                                                     (None, None, -1)]
        assert donation_cost(2, state.donations).costs == (2, 5, 7, 10)
    else:
        assert all(m is None for p in state.projects for m in p.marks)


def test_an_setup_hand_keep_4_simultaneous():
    """AN-SETUP-HAND: every seat is asked at once to keep 4 of 8; the 4 others go to the
    discard pile; a wrong choice is refused with the numbers; then the start player's turn."""
    state = initial_state(Options(3, "A"), 2)
    asked = rules.asks(state)
    assert [a.seat for a in asked] == [0, 1, 2] and all(a.step == "keep" for a in asked)
    hand = state.zoo(1).hand
    bad = rules.check(state, Keep(hand[:3] + hand[:1], seat=1))
    assert not bad.legal and "AN-SETUP-HAND" in bad.rules
    alien = state.zoo(0).hand[0]
    assert "not among your cards" in texts(rules.check(state, Keep(hand[:3] + (alien,),
                                                                   seat=1)))
    state = apply(state, Keep(hand[4:], seat=1)).after
    assert state.zoo(1).hand == hand[4:] and state.discard == hand[:4]
    assert [a.seat for a in rules.asks(state)] == [0, 2]
    state = kept(state)  # the others keep
    assert isinstance(state.stack[0], Turn) and state.stack[0].seat == state.start


# ---------------------------------------------------------------- the turn

def test_an_act_turn_choose_offers_the_actions_and_the_x_action():
    """AN-ACT-TURN, AN-ACT-CHOOSE: the actions that can act are offered; every card can go
    to the X-token action (AN-ACT-XACTION)."""
    state = ready()
    seat = state.turn
    legal = rules.legal_moves(state)
    assert Act(Action.CARDS, 0, seat=seat) in legal and Act(Action.SPONSORS, 0, seat=seat) in legal
    assert {m.action for m in legal if isinstance(m, XAction)} == set(Action)
    assert not any(isinstance(m, Act) and m.action is Action.ANIMALS for m in legal)


def test_an_act_x_tokens_spent_raise_strength_and_are_bounded():
    """AN-ACT-X: +1 strength per X-token spent; no more than held."""
    state = ready()
    seat = state.turn
    state = state.change_zoo(seat, x_tokens=2)
    refused = rules.check(state, Act(Action.SPONSORS, 3, seat=seat))
    assert not refused.legal and "AN-ACT-X" in refused.rules and "you hold 2" in texts(refused)
    out = apply(state, Act(Action.SPONSORS, 2, seat=seat))
    step = out.after.stack[0]
    assert isinstance(step, SponsorsChoice) and step.strength == 4 + 2
    assert out.after.zoo(seat).x_tokens == 0


def test_an_act_xaction_slot_1_and_one_token_not_with_5():
    """AN-ACT-XACTION: the card to slot 1, +1 X-token, the turn passes; refused with 5."""
    state = ready()
    seat = state.turn
    out = apply(state, XAction(Action.ASSOCIATION, seat=seat)).after
    assert out.zoo(seat).actions == (Action.ASSOCIATION, Action.ANIMALS, Action.BUILD,
                                     Action.CARDS, Action.SPONSORS)
    assert out.zoo(seat).x_tokens == 1 and out.turn == 1 - seat
    full = state.change_zoo(seat, x_tokens=5)
    verdict = rules.check(full, XAction(Action.BUILD, seat=seat))
    assert not verdict.legal and "AN-ACT-XACTION" in verdict.rules


def test_an_act_slide_after_the_action_then_next_seat():
    """AN-ACT-SLIDE: after Sponsors (slot 4) the card is in slot 1, the 3 cards to its left
    move right, Association (slot 5) stays; then the next seat (AN-ACT-TURN)."""
    state = ready()
    seat = state.turn
    state = apply(state, Act(Action.SPONSORS, seat=seat)).after
    state = apply(state, BreakOption(seat=seat)).after
    assert state.zoo(seat).actions == (Action.SPONSORS, Action.ANIMALS, Action.BUILD,
                                       Action.CARDS, Action.ASSOCIATION)
    assert state.turn == 1 - seat and isinstance(state.stack[0], Turn)


# ---------------------------------------------------------------- Sponsors break option

@pytest.mark.parametrize("side,money", [(Side.I, 4), (Side.II, 8)])
def test_an_sponsors_basic_upg_break_option(side, money):
    """AN-SPONSORS-BASIC / AN-SPONSORS-UPG: at strength 4 (slot 4) the Break token moves 4
    and the seat gains 4 money (side II: 8)."""
    state = ready()
    seat = state.turn
    state = with_row(state, seat, ROW, {Action.SPONSORS: side})
    state = apply(state, Act(Action.SPONSORS, seat=seat)).after
    assert BreakOption(seat=seat) in rules.legal_moves(state)
    rule = "AN-SPONSORS-BASIC" if side is Side.I else "AN-SPONSORS-UPG"
    assert rules.asks(state)[0].rule == rule
    after = apply(state, BreakOption(seat=seat)).after
    assert after.zoo(seat).money == 25 + money and after.break_pos == 4


# ---------------------------------------------------------------- the Cards action

def cards_turn(state: State, side: Side, slot_actions=ROW, x=0) -> State:
    seat = state.turn
    state = with_row(state, seat, slot_actions, {Action.CARDS: side})
    return apply(state.change_zoo(seat, x_tokens=x), Act(Action.CARDS, x, seat=seat)).after


@pytest.mark.parametrize("side,x,rule,draw,discard,snap", [
    (Side.I, 0, "AN-CARDS-S3", 2, 1, False),     # slot 3
    (Side.I, 1, "AN-CARDS-S4", 2, 0, False),
    (Side.I, 2, "AN-CARDS-S5", 3, 1, True),
    (Side.II, 0, "AN-CARDS-S3", 2, 0, True),
    (Side.II, 3, "AN-CARDS-S5", 4, 1, True),     # strength 6 reads as 5
])
def test_an_cards_rows_break_first_then_draw_discard(side, x, rule, draw, discard, snap):
    """AN-CARDS-S3/S4/S5, AN-CARDS-TABLE: the Break token +2 first, then up to ``draw``
    cards from the deck and the compulsory discard; snap where the row allows it."""
    state = ready()
    seat = state.turn
    state = cards_turn(state, side, x=x)
    step = state.stack[0]
    assert isinstance(step, CardsDraw) and state.break_pos == 2
    assert rules.asks(state)[0].rule == rule and step.table.draw == draw
    assert bool(step.snaps(state)) == snap
    hand = len(state.zoo(seat).hand)
    for _ in range(draw):
        state = apply(state, Draw(0, seat=seat)).after
    assert len(state.zoo(seat).hand) == hand + draw
    if discard:
        assert isinstance(state.stack[0], CardsDiscard)
        card = state.zoo(seat).hand[-1]
        state = apply(state, Discard(card, seat=seat)).after
        assert state.discard[-1] == card
    assert state.turn == 1 - seat


@pytest.mark.parametrize("slot_actions,rule,draw,discard", [
    ((Action.CARDS, Action.ANIMALS, Action.BUILD, Action.SPONSORS, Action.ASSOCIATION),
     "AN-CARDS-S1", 1, 1),
    ((Action.ANIMALS, Action.CARDS, Action.BUILD, Action.SPONSORS, Action.ASSOCIATION),
     "AN-CARDS-S2", 1, 0),
])
def test_an_cards_s1_s2_side_i(slot_actions, rule, draw, discard):
    """AN-CARDS-S1 (draw 1, discard 1) and AN-CARDS-S2 (draw 1) on side I."""
    state = cards_turn(ready(), Side.I, slot_actions)
    step = state.stack[0]
    assert rules.asks(state)[0].rule == rule
    assert (step.table.draw, step.table.discard) == (draw, discard)


def test_an_cards_draw_side_i_deck_only_and_stop_after_one():
    """AN-CARDS-DRAW: side I draws from the deck only; AN-ACT-CHOOSE: a Cards action takes
    at least one card, so "stop" comes after a draw."""
    state = cards_turn(ready(), Side.I)
    seat = state.turn
    refused = rules.check(state, Draw(1, seat=seat))
    assert not refused.legal and "AN-CARDS-DRAW" in refused.rules
    assert not rules.check(state, Stop(seat=seat)).legal
    state = apply(state, Draw(0, seat=seat)).after
    assert rules.check(state, Stop(seat=seat)).legal


def test_an_cards_reprange_side_ii_display_in_range_and_refill_at_turn_end():
    """AN-CARDS-REPRANGE: side II draws from folders within reputation range (reputation 1
    reaches folder 1 only; 4 reaches 1–3); AN-DISPLAY-REFILL: the folder stays empty until
    the end of the turn, then the display slides and refills from the deck."""
    state = ready()
    seat = state.turn
    state = cards_turn(state.change_zoo(seat, reputation=4), Side.II)
    display = state.display
    far = rules.check(state, Draw(4, seat=seat))
    assert not far.legal and "AN-CARDS-REPRANGE" in far.rules
    assert "reaches folders 1 to 3" in far.explain("en")
    state = apply(state, Draw(2, seat=seat)).after
    assert state.display[1] is None and display[1] in state.zoo(seat).hand
    deck_top = state.deck[0]
    state = apply(state, Stop(seat=seat)).after            # side II row 3: no discard
    assert state.display == display[:1] + display[2:] + (deck_top,)


def test_an_cards_snap_any_folder_instead_of_drawing():
    """AN-CARDS-SNAP: 1 card of any folder, whatever the reputation, before any draw; no
    discard follows."""
    state = cards_turn(ready(), Side.I, x=2)          # side I at 5: snap allowed
    seat = state.turn
    card = state.display[5]
    state2 = apply(state, Snap(6, seat=seat)).after
    assert card in state2.zoo(seat).hand and state2.turn == 1 - seat
    drawn = apply(state, Draw(0, seat=seat)).after
    late = rules.check(drawn, Snap(6, seat=seat))
    assert not late.legal and "AN-CARDS-SNAP" in late.rules


# ---------------------------------------------------------------- the break

def near_break(players=2) -> State:
    state = ready(players)
    return state.replace(break_pos=state.break_length - 1)


def test_an_break_trigger_after_the_turn_x_token_and_order():
    """AN-BREAK-TRIGGER: the token reaching the end queues the break after the current turn
    (above its end, after the slide and the display refill); the trigger player gains 1
    X-token; extra steps are lost."""
    state = near_break()
    seat = state.turn
    state = apply(state, Act(Action.CARDS, seat=seat)).after
    assert state.break_pos == 9 and state.zoo(seat).x_tokens == 1
    kinds = [type(s).__name__ for s in state.stack]
    assert kinds == ["CardsDraw", "Slide", "Refill", "Break", "TurnEnd"]


def test_an_break_1_to_6_discard_down_then_income():
    """AN-BREAK-1: every seat over 3 cards discards down, all at once; AN-BREAK-2 tokens
    off the cards; AN-BREAK-3 workers back; AN-BREAK-4 folders 1–2 discarded and refilled;
    AN-BREAK-5 income by appeal (0 → 5, 1 → 6) and kiosks (Map A: the start kiosk's only
    neighbour is the empty enclosure: 0); AN-BREAK-6 token back, the next seat's turn."""
    state = near_break()
    seat, other = state.turn, 1 - state.turn
    state = state.change_zoo(other, hand=state.zoo(other).hand[:3])
    row = state.zoo(seat).row
    state = state.change_zoo(seat, row=(ActionCard(row[0].action, venom=1),) + row[1:])
    money = [z.money for z in state.zoos]
    appeal = [z.appeal for z in state.zoos]
    display = state.display
    state = apply(state, Act(Action.SPONSORS, seat=seat)).after
    state = apply(state, BreakOption(seat=seat)).after
    assert isinstance(state.stack[0], LimitDiscard) and state.stack[0].waiting == (seat,)
    hand = state.zoo(seat).hand
    assert len(hand) == 4
    ask = rules.asks(state)[0]
    assert ask.rule == "AN-BREAK-1" and ask.step == "limit"
    out = apply(state, Discard(hand[0], seat=seat))
    state = out.after
    rules_seen = [e.rule for e in out.events]
    for rule in ("AN-BREAK-2", "AN-BREAK-3", "AN-BREAK-4", "AN-BREAK-5", "AN-BREAK-6"):
        assert rule in rules_seen
    assert state.break_pos == 0 and state.turn == other
    assert all(c.venom == 0 for c in state.zoo(seat).row)
    income = [5 + a for a in appeal]                          # appeal 0–4 pays 5 + a
    venom = 2       # AN-ABIL-VENOM: Venom on Animals, Sponsors used: 2 paid before the break
    assert state.zoo(seat).money == money[seat] + 4 - venom + income[seat]
    assert state.zoo(other).money == money[other] + income[other]
    assert display[0] in state.discard and display[1] in state.discard


def test_an_break_5_income_names_each_kiosk_and_the_distinct_buildings_it_counts():
    """AN-BREAK-5 (b): the income event names each kiosk with its money and the buildings
    that pay it, each counted once: the start kiosk (0,7) touches a pavilion at (0,5) and,
    by both its hexes, an occupied size-2 enclosure (1,6)–(1,8): 2 money, not 3; the empty
    start enclosure (0,9) pays nothing. Appeal 0 pays 5 (AN-APPEAL-TABLE): 7 in all. The
    other seat's kiosk touches only the empty enclosure: 0, and it is said why."""
    from tutor.ark_nova.buildings import Building
    from tutor.ark_nova.steps import Income
    from tutor.ark_nova.zoo_map import from_focus

    state = near_break()
    seat, other = state.turn, 1 - state.turn
    for s in (0, 1):
        state = state.change_zoo(s, hand=state.zoo(s).hand[:3])
    zoo = state.zoo(seat)
    pavilion, pen = Building("pavilion", (0, 5)), Building("enclosure_2", (1, 8), 3)
    assert pen.cells == ((1, 6), (1, 8))
    state = state.change_zoo(seat, buildings=zoo.buildings + (pavilion, pen),
                             housed=(((1, 8), 401),))
    money = [z.money for z in state.zoos]
    state = apply(state, Act(Action.SPONSORS, seat=seat)).after
    out = apply(state, BreakOption(seat=seat))
    mine, theirs = [e for e in out.events if e.rule == "AN-BREAK-5"]
    assert isinstance(mine.data, Income) and mine.data.seat == seat
    (kiosk,) = mine.data.kiosks
    assert kiosk.paying == (pavilion, pen) and kiosk.money == 2 and mine.data.money == 7
    assert out.after.zoo(seat).money == money[seat] + 4 + 7       # + 4: the break option
    assert mine.explain("en") == (
        "Player 1: appeal 0 pays 5, kiosks 2 (kiosk at (0,7): 2 — pavilion at (0,5), "
        "size-2 enclosure at (1,8)): 7 money (AN-BREAK-5)")
    assert mine.explain("fr") == (
        "Le joueur 1 : l'attrait 0 rapporte 5, les kiosques 2 (kiosque en (0,7) : 2 — "
        "pavillon en (0,5), enclos de taille 2 en (1,8)) : 7 monnaies (AN-BREAK-5)")
    assert theirs.data.money == 6 and theirs.explain("en") == (
        "Player 2: appeal 1 pays 6, kiosks 0 (kiosk at (0,7): 0 — next to it, only empty "
        "enclosures: size-3 enclosure at (0,9)): 6 money (AN-BREAK-5)")
    assert "seulement des enclos vides : enclos de taille 3 en (0,9)" in theirs.explain("fr")
    assert [from_focus(h) for h in mine.focus] == [(0, 7), (0, 5), (1, 6), (1, 8)]


def test_an_break_3_says_how_many_workers_come_back():
    """AN-BREAK-3: the workers on the association board come back, and the event says how
    many, in EN and FR."""
    state = near_break()
    seat, other = state.turn, 1 - state.turn
    for s in (seat, other):
        state = state.change_zoo(s, hand=state.zoo(s).hand[:3])
    zoo = state.zoo(other)
    state = state.change_zoo(other, workers=Workers(
        zoo.workers.active - 1, zoo.workers.lying, (Task.PARTNER_ZOO,)))
    state = apply(state, Act(Action.SPONSORS, seat=seat)).after
    events = [e for e in apply(state, BreakOption(seat=seat)).events if e.rule == "AN-BREAK-3"]
    assert [e.msg.render("en") for e in events] == [
        "every association worker comes back, active: 1 worker back from the association board"]
    assert events[0].msg.render("fr") == (
        "tous les bénévoles reviennent, actifs : 1 bénévole revient du plateau association")


def test_an_break_order_income_from_the_trigger_player():
    """AN-BREAK-ORDER: income from the trigger player, then clockwise."""
    state = near_break(3)
    seat = state.turn
    for s in range(3):
        state = state.change_zoo(s, hand=state.zoo(s).hand[:3])
    state = apply(state, Act(Action.SPONSORS, seat=seat)).after
    events = apply(state, BreakOption(seat=seat)).events
    order = [e.msg.kwargs["who"].kwargs["n"] - 1 for e in events
             if e.rule == "AN-BREAK-5" and "who" in e.msg.kwargs]
    assert order == [seat, (seat + 1) % 3, (seat + 2) % 3]


def test_an_deck_empty_reshuffles_the_discard_pile():
    """AN-DECK-EMPTY ([OPEN] default): a draw from an empty deck shuffles the discard pile
    into a new deck; with both empty nothing can be drawn from the deck."""
    state = cards_turn(ready(), Side.I)
    seat = state.turn
    pile = state.deck
    state = state.replace(deck=(), discard=state.discard + pile)
    out = apply(state, Draw(0, seat=seat))
    assert "AN-DECK-EMPTY" in [e.rule for e in out.events]
    assert out.after.shuffles == 1 and out.after.discard == ()
    empty = state.replace(discard=(), display=(None,) * 6)
    assert not rules.check(empty, Draw(0, seat=seat)).legal


# ---------------------------------------------------------------- notation and view

def test_an_notation_round_trips_mid_step_and_refuses_with_caret():
    """A position mid-Cards-action round-trips; a malformed one is refused in EN and FR
    with the caret under the fault; a non-canonical spelling names the canonical one."""
    state = cards_turn(ready(), Side.II)
    text = notation.to_notation(state)
    assert "stack=draw:" in text
    assert notation.from_notation(text) == state
    bad = text.replace("map=A", "map=B")
    with pytest.raises(NotationError) as error:
        notation.from_notation(bad)
    assert "^" in error.value.explain("en") and "map" in error.value.explain("fr")
    with pytest.raises(NotationError) as error:
        notation.from_notation(text.replace(" deck=", " deck=300,"))
    assert "no card 300" in error.value.explain("en")


def test_an_notation_refuses_unreachable_positions_citing_the_rule():
    """AN-COMP-CARDS: a card twice is refused; AN-CARDS-REP10: reputation 12 with Cards
    on side I is refused."""
    state = ready()
    twice = state.replace(discard=state.discard + (state.deck[0],))
    with pytest.raises(NotationError) as error:
        notation.from_notation(notation.to_notation(twice))
    assert "AN-COMP-CARDS" in error.value.explain("en")
    high = state.change_zoo(0, reputation=12)
    with pytest.raises(NotationError) as error:
        notation.from_notation(notation.to_notation(high))
    assert "AN-CARDS-REP10" in error.value.explain("fr")


def test_an_moves_round_trip():
    for text in ("keep:401,402,403,404", "cards", "p2:sponsors+2", "x:build", "draw:deck",
                 "draw:3", "snap:6", "stop", "discard:401", "break"):
        assert notation.format_move(notation.parse_move(text)) == text
    with pytest.raises(NotationError):
        notation.parse_move("cards+9")


def test_an_view_hides_hands_final_scoring_and_deck():
    """HIDDEN: a seat sees its own hand and final scoring cards, not the others', and no
    deck order; the display only once the start hands are chosen (AN-SETUP-BOARD); the
    teaching view shows all."""
    assert HIDDEN == ("zoos.hand", "zoos.final_scoring", "zoos.under", "deck", "scoring_pile")
    state = initial_state(Options(2, "A"), 3)
    mine = view(state, 0)
    assert mine.zoos[0].hand == state.zoo(0).hand and mine.zoos[1].hand is None
    assert mine.zoos[1].hand_size == 8 and mine.zoos[1].final_scoring is None
    assert mine.deck is None and mine.deck_size == len(state.deck) and mine.display is None
    assert view(kept(state), 0).display == kept(state).display
    full = view(state, None, teaching=True)
    assert full.deck == state.deck and full.zoos[1].hand == state.zoo(1).hand
    with pytest.raises(UsageError):
        view(state, 2)


def test_an_abil_pouch_cards_face_down_are_counted_for_the_others_and_finals_shown_at_the_end():
    """AN-ABIL-POUCH: the cards under an animal are face down: the others see how many
    (each as ``FACE_DOWN``), their owner which. AN-END-FINAL: once the game is over the
    final scoring cards are scored in the open, so every seat sees them."""
    state = kept(initial_state(Options(2, "A"), 3))
    state = state.change_zoo(0, under=((401, 402), (401, 403)))
    assert view(state, 0).zoos[0].zoo.under == ((401, 402), (401, 403))
    assert view(state, 1).zoos[0].zoo.under == ((401, FACE_DOWN), (401, FACE_DOWN))
    assert view(state, None).zoos[0].zoo.under == ((401, FACE_DOWN), (401, FACE_DOWN))
    assert view(state, 1).zoos[0].final_scoring is None
    over = state.replace(stack=())
    assert view(over, 1).zoos[0].final_scoring == state.zoo(0).final_scoring


def test_an_illegal_move_leaves_the_state_unchanged():
    state = ready()
    text = notation.to_notation(state)
    with pytest.raises(IllegalMoveError):
        apply(state, Act(Action.CARDS, 5, seat=state.turn))   # 5 X-tokens, none held
    assert notation.to_notation(state) == text


# ---------------------------------------------------------------- property

@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("map_id", ["A", "0"])
def test_an_random_play_conserves_and_round_trips(players, map_id):
    """Random legal play: the 212 zoo cards (those under an animal too, AN-ABIL-POUCH)
    and the 11 final scoring cards conserved, money never below 0, tracks in
    bounds, the notation round-trips at every position, ``check``
    agrees with ``legal_moves`` (each listed move legal; near misses refused), no hang."""
    rng = random.Random(players * 10 + len(map_id))
    state = initial_state(Options(players, map_id), rng.randrange(1000))
    for _ in range(250):
        if state.over:          # a solo game ends after its 27 turns (AN-SOLO)
            break
        legal = rules.legal_moves(state)
        assert legal, notation.to_notation(state)
        for move in rng.sample(legal, min(4, len(legal))):
            assert rules.check(state, move).legal, move
        seat = legal[0].seat
        for miss in (Discard(999, seat=seat), Draw(6, seat=seat), Snap(1, seat=seat),
                     Stop(seat=seat), BreakOption(seat=seat), Act(Action.ANIMALS, seat=seat)):
            assert rules.check(state, miss).legal == (miss in legal), miss
        move = rng.choice(legal)
        out = apply(state, move)
        state = out.after
        held = state.deck + state.discard + tuple(c for c in state.display if c) + sum(
            (z.hand + z.played + tuple(c for _, c in z.under) for z in state.zoos), ())
        held = tuple(c for c in held if c > 112) + tuple(      # base projects travel too
            p.number for p in state.projects if p.number > 112)
        assert Counter(held) == Counter(zoo_deck())
        finals = state.scoring_pile + sum((z.final_scoring for z in state.zoos), ())
        assert sorted(finals) == list(range(1, 12))          # AN-COMP-CARDS
        for zoo in state.zoos:
            assert 0 <= zoo.x_tokens <= 5 and 0 <= zoo.reputation <= 15
            assert 0 <= zoo.appeal <= 113 and zoo.money >= 0
        assert 0 <= state.break_pos <= state.break_length
        assert notation.from_notation(notation.to_notation(state)) == state
