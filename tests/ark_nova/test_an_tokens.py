"""The tokens on the Action cards: Venom paid at the end of a turn (AN-ABIL-VENOM),
Constriction's -2 and its token going when the card is used (AN-ABIL-CONSTRICTION), the
Multiplier's second time (AN-ABIL-MULTIPLIER), every token off at a break (AN-BREAK-2,
AN-BREAK-MULT); and no hand limit during a turn, only at a break (AN-CARDS-HAND)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tutor.ark_nova import notation, rules
from tutor.ark_nova.abilities import HANDLERS, Perform, PerformChoice
from tutor.ark_nova.cards import card
from tutor.ark_nova.moves import Act, Discard, Draw, Stop, XAction
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.sponsors import BreakOption, SponsorsChoice
from tutor.ark_nova.state import State
from tutor.ark_nova.steps import LimitDiscard, Refill, Slide, TurnEnd, VenomDue
from tutor.ark_nova.strength import Action
from tutor.ark_nova.tokens import Again, Twice
from tutor.core import IllegalMoveError, render
from tutor.core.steps import advance, top
from tutor.core.verdict import EventLog

from ark_nova.test_an_game import ready

SPONSORS_SLOT = 4       # test_an_game's ROW: animals, build, cards, sponsors, association


def tokens(state: State, seat: int, action: Action, **put) -> State:
    zoo = state.zoo(seat)
    return state.change_zoo(seat, row=tuple(replace(c, **put) if c.action is action else c
                                            for c in zoo.row))


def said(events) -> str:
    return "\n".join(render(e.msg, lang) for e in events for lang in ("en", "fr"))


def asked(state: State) -> str:
    return "\n".join(a.explain(lang) for a in top(state).asks(state) for lang in ("en", "fr"))


def round_trips(state: State) -> None:
    assert notation.from_notation(notation.to_notation(state)) == state
    for m in rules.legal_moves(state):
        assert rules.is_legal(state, m), m


def sponsors_break(state: State, seat: int) -> tuple[State, list]:
    """The Sponsors action's break option (money and Break token = strength)."""
    events = []
    for move in (Act(Action.SPONSORS, seat=seat), BreakOption(seat=seat)):
        out = apply(state, move)
        state, events = out.after, events + list(out.events)
    return state, events


# ---------------------------------------------------------------- Venom

def test_an_abil_venom_pays_2_at_the_end_of_the_turn():
    """AN-ABIL-VENOM: Venom on Animals, the turn ends with the X-token action on Build:
    2 money paid at the end of the turn (25 → 23), in EN and FR with the numbers; the
    token stays (only using that card, or a break, removes it)."""
    state = ready()
    seat = state.turn
    state = tokens(state, seat, Action.ANIMALS, venom=1)
    out = apply(state, XAction(Action.BUILD, seat=seat))
    assert out.after.zoo(seat).money == 23
    assert out.after.turn != seat
    assert out.after.zoo(seat).card(Action.ANIMALS).venom == 1
    text = said(out.events)
    assert "pays 2 money for Venom" in text and "25 → 23" in text
    assert "paie 2 monnaies pour le Venin" in text
    assert any(e.rule == "AN-ABIL-VENOM" for e in out.events)


def test_an_abil_venom_as_far_as_they_can_one_payment_for_several_tokens():
    """AN-ABIL-VENOM: with 1 money the player pays 1 (1 → 0), with 0 nothing; Venom on
    two cards is still one payment of 2 (not 2 per token)."""
    state = ready()
    seat = state.turn
    state = tokens(state, seat, Action.ANIMALS, venom=1)
    poor = apply(state.change_zoo(seat, money=1), XAction(Action.BUILD, seat=seat))
    assert poor.after.zoo(seat).money == 0
    assert "pays 1 money for Venom" in said(poor.events) and "1 → 0" in said(poor.events)
    broke = apply(state.change_zoo(seat, money=0), XAction(Action.BUILD, seat=seat))
    assert broke.after.zoo(seat).money == 0 and "0 → 0" in said(broke.events)
    two = tokens(state, seat, Action.BUILD, venom=1)
    out = apply(two, XAction(Action.CARDS, seat=seat))
    assert out.after.zoo(seat).money == 23


def test_an_abil_venom_using_the_card_removes_its_token_and_the_payment():
    """AN-ABIL-VENOM: the card carrying Venom used for its action (Sponsors, break option
    at strength 4): its token goes, nothing is paid that turn (25 + 4 = 29) though the
    Animals card keeps its token; the next turn without using it pays again."""
    state = ready()
    seat = state.turn
    state = tokens(tokens(state, seat, Action.SPONSORS, venom=1), seat, Action.ANIMALS, venom=1)
    mid = apply(state, Act(Action.SPONSORS, seat=seat)).after
    assert not any(isinstance(s, VenomDue) for s in mid.stack)
    after, events = sponsors_break(state, seat)
    assert after.zoo(seat).money == 29
    assert after.zoo(seat).card(Action.SPONSORS).venom == 0
    assert after.zoo(seat).card(Action.ANIMALS).venom == 1
    text = said(events)
    assert "nothing to pay for Venom this turn" in text and "rien à payer pour le Venin" in text


def test_an_abil_venom_the_step_waits_under_the_action_and_round_trips():
    """AN-ABIL-VENOM: the payment due is a step of the turn (``venom:N``) above its end,
    written and read by the notation; a break the turn queues comes after the payment."""
    state = ready()
    seat = state.turn
    state = tokens(state, seat, Action.ANIMALS, venom=1).replace(break_pos=state.break_length - 1)
    mid = apply(state, Act(Action.CARDS, seat=seat)).after
    kinds = [type(s).__name__ for s in mid.stack]
    assert kinds == ["CardsDraw", "Slide", "Refill", "VenomDue", "Break", "TurnEnd"]
    assert f"venom:{seat + 1}" in notation.to_notation(mid)
    round_trips(mid)


def test_an_abil_venom_x_token_action_on_the_card_removes_it():
    """AN-ABIL-VENOM (our reading, as BGA): moving the Venom card to slot 1 with the
    X-token action removes its token; nothing is paid."""
    state = ready()
    seat = state.turn
    state = tokens(state, seat, Action.CARDS, venom=1)
    out = apply(state, XAction(Action.CARDS, seat=seat))
    assert out.after.zoo(seat).money == 25
    assert out.after.zoo(seat).card(Action.CARDS).venom == 0


# ---------------------------------------------------------------- Constriction

def test_an_abil_constriction_minus_2_then_the_token_goes():
    """AN-ABIL-CONSTRICTION: Sponsors in slot 4 with a Constriction token acts at 2 (the
    break option pays 2 money); the token goes with that use."""
    state = ready()
    seat = state.turn
    state = tokens(state, seat, Action.SPONSORS, constriction=1)
    after, events = sponsors_break(state, seat)
    assert after.zoo(seat).money == 27 and after.break_pos == 2
    assert after.zoo(seat).card(Action.SPONSORS).constriction == 0
    text = said(events)
    assert "Constriction token on" in text and "jeton Constriction" in text


# ---------------------------------------------------------------- Multiplier

def test_an_abil_multiplier_the_action_twice_then_the_token_goes():
    """AN-ABIL-MULTIPLIER: Sponsors with a Multiplier token: after the first break option
    (4 money, Break token 4) the seat is asked for the second time (``twice``), the same
    strength (4 more money, 8 in all); the token goes, the card slides once after both."""
    state = ready()
    seat = state.turn
    state = tokens(state, seat, Action.SPONSORS, multiplier=1)
    first, events = sponsors_break(state, seat)
    assert isinstance(top(first), Again) and top(first).action == "sponsors"
    assert [type(s) for s in first.stack[:2]] == [Again, Slide]
    assert first.zoo(seat).card(Action.SPONSORS).multiplier == 0
    assert first.zoo(seat).money == 29
    assert "done twice" in said(events) and "faite deux fois" in said(events)
    assert "second time" in asked(first) and "deuxième fois" in asked(first)
    assert rules.legal_moves(first) == [Twice(0, seat=seat)]
    out = apply(first, Twice(0, seat=seat))
    assert isinstance(top(out.after), SponsorsChoice)
    assert "strength 4" in said(out.events) and "force 4" in said(out.events)
    done = apply(out.after, BreakOption(seat=seat)).after
    assert done.zoo(seat).money == 33 and done.break_pos == 8
    assert done.zoo(seat).actions[0] is Action.SPONSORS and done.turn != seat


def test_an_abil_multiplier_x_tokens_gained_in_the_first_boost_the_second():
    """AN-ABIL-MULTIPLIER (designer ruling): the first break option reaches the break and
    gains 1 X-token (AN-BREAK-TRIGGER); the second may spend it: strength 5, 5 money."""
    state = ready()
    seat = state.turn
    state = tokens(state, seat, Action.SPONSORS, multiplier=1).replace(
        break_pos=state.break_length - SPONSORS_SLOT)
    first, _ = sponsors_break(state, seat)
    assert first.zoo(seat).x_tokens == 1
    assert rules.legal_moves(first) == [Twice(0, seat=seat), Twice(1, seat=seat)]
    with_x = apply(first, Twice(1, seat=seat)).after
    assert with_x.zoo(seat).x_tokens == 0
    money = with_x.zoo(seat).money
    after = apply(with_x, BreakOption(seat=seat)).after
    assert after.zoo(seat).money == money + 5
    assert isinstance(top(after), LimitDiscard)    # the break it reached, after the turn
    verdict = rules.check(first, Twice(2, seat=seat))
    assert not verdict.legal and "AN-ACT-X" in verdict.explain("en")
    with pytest.raises(IllegalMoveError):
        apply(first, Twice(2, seat=seat))


def test_an_abil_multiplier_mid_second_use_round_trips():
    """AN-ABIL-MULTIPLIER: a position with the second time pending (``again:N:sponsors:0``)
    is written and read back; the move ``twice+1`` too."""
    state = ready()
    seat = state.turn
    state = tokens(state, seat, Action.SPONSORS, multiplier=1, constriction=1)
    first, _ = sponsors_break(state, seat)
    assert top(first) == Again(seat, "sponsors", 1)
    assert f"again:{seat + 1}:sponsors:1" in notation.to_notation(first)
    round_trips(first)
    assert notation.format_move(Twice(1)) == "twice+1"
    assert notation.parse_move("twice+1") == Twice(1)
    assert notation.parse_move("twice") == Twice(0)


def test_an_abil_multiplier_constricted_card_both_times_at_minus_2():
    """AN-ABIL-MULTIPLIER with AN-ABIL-CONSTRICTION (our reading: one use of the card):
    Sponsors in slot 4, constricted, both times at strength 2 (2 + 2 money)."""
    state = ready()
    seat = state.turn
    state = tokens(state, seat, Action.SPONSORS, multiplier=1, constriction=1)
    first, _ = sponsors_break(state, seat)
    assert first.zoo(seat).money == 27
    second = apply(apply(first, Twice(0, seat=seat)).after, BreakOption(seat=seat)).after
    assert second.zoo(seat).money == 29


def test_an_abil_multiplier_token_put_during_the_use_works_next_time():
    """AN-ABIL-MULTIPLIER: a token put on the card being used now (Red Panda's, 434, on
    Sponsors during a Sponsors action) does not double this action; it stays."""
    state = ready()
    seat = state.turn
    mid = apply(state, Act(Action.SPONSORS, seat=seat)).after
    panda = card(434)
    ability = next(a for a in panda.abilities if a.keyword == "multiplier")
    mid = HANDLERS["multiplier"](mid, seat, panda, ability, None)
    after = apply(mid, BreakOption(seat=seat)).after
    assert not any(isinstance(s, Again) for s in after.stack)
    assert after.zoo(seat).card(Action.SPONSORS).multiplier == 1 and after.turn != seat


def test_an_abil_multiplier_second_time_that_can_do_nothing_goes():
    """AN-ABIL-MULTIPLIER with AN-ACT-CHOOSE: a second Build with no money can do
    nothing: said, and the turn goes on."""
    state = ready()
    seat = state.turn
    state = state.change_zoo(seat, money=0).replace(
        stack=(Again(seat, "build", 0), Slide(seat, "build"), Refill(), TurnEnd(seat)))
    assert not top(state).waits(state)
    log = EventLog()
    after = advance(state, log)
    assert after.turn != seat
    text = said(log)
    assert "second Build (Multiplier) can do nothing" in text
    assert "deuxième action" in text


def test_an_abil_multiplier_performed_by_an_ability_uses_the_card():
    """AN-ABIL-MULTIPLIER, AN-ABIL-VENOM with AN-ABIL-ACTION: the own card performed by an
    ability is used: its Venom goes (the payment too) and its Multiplier doubles it."""
    state = ready()
    seat = state.turn
    state = tokens(state, seat, Action.SPONSORS, venom=1, multiplier=1)
    state = state.replace(stack=(PerformChoice(seat, "action", "sponsors", "animals", 0),
                                 Slide(seat, "animals"), Refill(), VenomDue(seat),
                                 TurnEnd(seat)))
    out = apply(state, Perform(Action.SPONSORS, seat=seat)).after
    assert not any(isinstance(s, VenomDue) for s in out.stack)
    assert any(isinstance(s, Again) for s in out.stack)
    assert out.zoo(seat).card(Action.SPONSORS) == replace(
        out.zoo(seat).card(Action.SPONSORS), venom=0, multiplier=0)


# ---------------------------------------------------------------- the break

def test_an_break_mult_every_token_goes_at_a_break():
    """AN-BREAK-MULT, AN-BREAK-2: Venom, Constriction and Multiplier tokens, on every
    seat's cards, are all removed at a break, said with their numbers."""
    state = ready()
    seat, other = state.turn, 1 - state.turn
    state = state.replace(break_pos=state.break_length - SPONSORS_SLOT)
    state = tokens(state, other, Action.BUILD, venom=1, constriction=1, multiplier=2)
    state = tokens(state, seat, Action.CARDS, multiplier=1)
    for s in (seat, other):
        state = state.change_zoo(s, hand=state.zoo(s).hand[:3])
    after, events = sponsors_break(state, seat)
    assert after.break_pos == 0
    for s in (seat, other):
        for c in after.zoo(s).row:
            assert (c.venom, c.constriction, c.multiplier) == (0, 0, 0)
    rules_seen = [e.rule for e in events]
    assert "AN-BREAK-2" in rules_seen and "AN-BREAK-MULT" in rules_seen
    text = said(events)
    assert "3 Multiplier tokens go too" in text and "1 Venom, 1 Constriction" in text


# ---------------------------------------------------------------- the hand

def test_an_cards_hand_no_limit_during_the_turn_only_at_the_break():
    """AN-CARDS-HAND: a hand of 12 during a turn is fine (the Cards action draws on, only
    its own discard is asked); at the break the seat discards down to 3 (AN-BREAK-1)."""
    state = ready()
    seat = state.turn
    extra = state.deck[:8]
    state = state.replace(deck=state.deck[8:], break_pos=state.break_length - 2)
    state = state.change_zoo(seat, hand=state.zoo(seat).hand + extra)
    assert len(state.zoo(seat).hand) == 12
    for s in range(state.players):
        if s != seat:
            state = state.change_zoo(s, hand=state.zoo(s).hand[:3])
    state = apply(state, Act(Action.CARDS, seat=seat)).after
    assert top(state).asks(state)[0].step == "draw"
    state = apply(state, Draw(0, seat=seat)).after
    assert len(state.zoo(seat).hand) == 13
    while top(state).asks(state) and top(state).asks(state)[0].step == "draw":
        state = apply(state, Stop(seat=seat)).after
    while top(state).asks(state) and top(state).asks(state)[0].step == "discard":
        state = apply(state, Discard(state.zoo(seat).hand[0], seat=seat)).after
    assert isinstance(top(state), LimitDiscard) and top(state).waiting == (seat,)
    hand = len(state.zoo(seat).hand)
    assert hand >= 12
    ask = rules.asks(state)[0]
    assert ask.rule == "AN-BREAK-1"
    for _ in range(hand - 3):
        state = apply(state, Discard(state.zoo(seat).hand[0], seat=seat)).after
    assert len(state.zoo(seat).hand) == 3 and not isinstance(top(state), LimitDiscard)
