"""AN-SOLO-BOX: the blue solo stripe of an interactive animal is played in place of its
interactive ability in a solo game, and only there: the event names the stripe, the
verdict on the card says it before the card is played, the card reference says it is
played alone, the pending step (``ability:seat:card:index:solo``) round-trips through the
notation and a solo flag where none belongs is refused, in English and French."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tutor.ark_nova import notation, parts
from tutor.ark_nova.abilities import PilferChoice, Resolve, RowChoice
from tutor.ark_nova.card_text import explain
from tutor.ark_nova.card_try import SEED, trial
from tutor.ark_nova.cards import INTERACTIVE, animals, card, zoo_deck
from tutor.ark_nova.moves import Act
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.rules import check
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import Options, State
from tutor.ark_nova.steps import Turn
from tutor.ark_nova.strength import Action
from tutor.core import NotationError, render

from ark_nova.test_an_abilities import with_played
from ark_nova.test_an_game import ready

#: Barbary Macaque: Pilfering 1, solo stripe Sprint 1.
MACAQUE = 456
#: Indian Rock Python: Constriction (not an "after finishing" ability), stripe Clever (one).
PYTHON = 474


def solo_trial(number: int) -> State:
    """The card reference's trial of ``number`` (player 1 can play it now) as a solo game:
    the same zoo alone, the solo game's final scoring cards, every other zoo card in the
    deck (AN-COMP-CARDS)."""
    two = trial(number).state
    solo = initial_state(Options(1, "A"), SEED)
    zoo = replace(two.zoo(0), final_scoring=solo.zoo(0).final_scoring)
    placed = set(two.display) | set(zoo.hand) | set(zoo.played)
    placed |= {p.number for p in solo.projects}
    state = solo.replace(start=0, turn=0, display=two.display, discard=(), zoos=(zoo,),
                         stack=(Turn(0),),
                         deck=tuple(c for c in zoo_deck() if c not in placed))
    assert notation.from_notation(notation.to_notation(state)) == state
    return state


def play_card(state: State, number: int):
    """The Animals action, then ``number`` into the enclosure the trial prepared."""
    after = apply(state, Act(Action.ANIMALS, 0, seat=0)).after
    move = trial(number).plays[0]
    return after, move, apply(after, move)


def events(outcome) -> tuple[str, str]:
    return tuple("\n".join(render(e.msg, lang) + f" ({e.rule})" for e in outcome.events)
                 for lang in ("en", "fr"))


def test_an_solo_box_every_stripe_replaces_exactly_one_interactive_ability():
    """AN-SOLO-BOX, AN-ABIL-INTERACTIVE: each of the 11 stripes stands for the card's one
    interactive ability (venom, constriction, hypnosis, pilfering); no other card has one."""
    striped = [a for a in animals() if a.solo_ability is not None]
    assert len(striped) == 11
    for a in striped:
        assert [a.solo_replaces(i) for i in range(len(a.abilities))] == [
            ab.keyword in INTERACTIVE for ab in a.abilities]
        assert sum(a.solo_replaces(i) for i in range(len(a.abilities))) == 1
    assert not any(a.solo_replaces(0) for a in animals() if a.solo_ability is None)
    assert render(card(MACAQUE).solo_stripe(), "en") == "solo stripe: Sprint 1 replaces Pilfering 1"
    assert render(card(MACAQUE).solo_stripe(), "fr") == \
        "bandeau solo : Sprint 1 remplace Chapardage 1"


def test_an_solo_box_a_solo_game_plays_the_stripe_sprint_draws():
    """AN-SOLO-BOX: alone, Barbary Macaque's Sprint 1 is played in place of Pilfering 1:
    one card more in the hand, the top card of the deck, and nobody asked to give."""
    state = solo_trial(MACAQUE)
    after, move, outcome = play_card(state, MACAQUE)
    en, fr = events(outcome)
    assert "ability of card 456 in a solo game: solo stripe: Sprint 1 replaces Pilfering 1 " \
           "(AN-SOLO-BOX)" in en
    assert "pouvoir de la carte 456 en partie solo : bandeau solo : Sprint 1 remplace " \
           "Chapardage 1 (AN-SOLO-BOX)" in fr
    assert "draws 1 card from the deck" in en and "(AN-ABIL-SPRINT)" in en
    assert "AN-ABIL-PILFERING" not in en
    zoo = outcome.after.zoo(0)
    assert MACAQUE in zoo.played
    hand_before = tuple(c for c in after.zoo(0).hand if c != MACAQUE)
    assert len(zoo.hand) == len(hand_before) + 1 and after.deck[0] in zoo.hand
    assert not any(isinstance(s, PilferChoice) for s in outcome.after.stack)


def test_an_solo_box_two_players_play_the_interactive_ability():
    """AN-SOLO-BOX: with 2 players the same card plays Pilfering 1 (the opponent with more
    appeal, 5 or more, AN-ANIMALS-INTERACT, chooses what to give) and no stripe; nothing
    is drawn."""
    state = trial(MACAQUE).state.change_zoo(1, appeal=12)
    after, move, outcome = play_card(state, MACAQUE)
    en, fr = events(outcome)
    assert "AN-SOLO-BOX" not in en and "solo" not in en and "Sprint" not in en
    assert "Pilfering 1 (AN-ABIL-PILFERING)" in en
    step = outcome.after.stack[0]
    assert isinstance(step, PilferChoice) and (step.victim, step.thief) == (1, 0)
    assert len(outcome.after.zoo(0).hand) == len(after.zoo(0).hand) - 1


def test_an_solo_box_the_step_knows_its_ability_after_the_action_or_not():
    """AN-SOLO-BOX, AN-ACT-AFTER: Constriction resolves at once, its stripe Clever after
    the action; alone the python's Clever asks once the action is over (its row choice)."""
    assert not Resolve(0, PYTHON, 0).AFTER_ACTION
    assert Resolve(0, PYTHON, 0, True).AFTER_ACTION
    assert Resolve(0, PYTHON, 0, True).ability == card(PYTHON).solo_ability
    state = solo_trial(PYTHON)
    _, _, outcome = play_card(state, PYTHON)
    en, _ = events(outcome)
    assert "solo stripe: Clever replaces Constriction (AN-SOLO-BOX)" in en
    assert isinstance(outcome.after.stack[0], RowChoice)
    assert outcome.after.stack[0].keyword == "clever"
    two = trial(PYTHON).state
    _, _, outcome = play_card(two, PYTHON)
    assert "AN-ABIL-CONSTRICTION" in events(outcome)[0]
    assert not any(isinstance(s, RowChoice) for s in outcome.after.stack)


def test_an_solo_box_the_verdict_on_the_card_says_the_stripe_in_solo_only():
    """AN-SOLO-BOX: the card chosen before its enclosure (the board's first click) and the
    whole move say, alone, that the stripe will be played; with 2 players they do not."""
    state = solo_trial(MACAQUE)
    after = apply(state, Act(Action.ANIMALS, 0, seat=0)).after
    verdict = parts.check_partial(
        after, parts.parts_of(after, trial(MACAQUE).plays[0]).without("anchor"))
    text = verdict.explain("en") + "\n" + verdict.explain("fr")
    assert "in a solo game: solo stripe: Sprint 1 replaces Pilfering 1" in text
    assert "en partie solo : bandeau solo : Sprint 1 remplace Chapardage 1" in text
    assert "AN-SOLO-BOX" in text
    whole = check(after, trial(MACAQUE).plays[0])
    assert whole.legal and "AN-SOLO-BOX" in whole.explain("en")
    two = apply(trial(MACAQUE).state, Act(Action.ANIMALS, 0, seat=0)).after
    assert "AN-SOLO-BOX" not in check(two, trial(MACAQUE).plays[0]).explain("en")


def test_an_solo_box_the_card_reference_says_the_stripe_is_played_alone():
    """AN-SOLO-BOX: the reference's stripe line names the ability it replaces."""
    en, fr = explain(MACAQUE, "en")[-1], explain(MACAQUE, "fr")[-1]
    assert en.startswith("- Solo stripe, played alone in a solo game, in place of "
                         "Pilfering 1") and "Sprint 1" in en and "(AN-SOLO-BOX)" in en
    assert fr.startswith("- Bandeau solo, joué seul en partie solo, à la place de "
                         "Chapardage 1") and "(AN-SOLO-BOX)" in fr


# ---------------------------------------------------------------- notation

def _below_top(state, step):
    return state.replace(stack=state.stack[:1] + (step,) + state.stack[1:])


def _refused(state) -> NotationError:
    with pytest.raises(NotationError) as error:
        notation.from_notation(notation.to_notation(state))
    return error.value


def test_an_solo_box_the_pending_stripe_round_trips_through_the_notation():
    """AN-SOLO-BOX: the step that plays a stripe is written ``ability:1:456:0:1`` and read
    back; the printed ability ``...:0``."""
    solo = with_played(ready(1), 0, MACAQUE)
    state = _below_top(solo, Resolve(0, MACAQUE, 0, True))
    text = notation.to_notation(state)
    assert "ability:1:456:0:1" in text
    assert notation.from_notation(text) == state
    two = with_played(ready(2), ready(2).turn, MACAQUE)
    state = _below_top(two, Resolve(two.turn, MACAQUE, 0))
    assert f"ability:{two.turn + 1}:456:0:0" in notation.to_notation(state)
    assert notation.from_notation(notation.to_notation(state)) == state


def test_an_solo_box_a_stripe_pending_where_none_belongs_is_refused():
    """AN-SOLO-BOX: a stripe pending in a game of 2 players, a stripe for a card without
    one, and the printed interactive ability pending in a solo game are positions no game
    reaches (EN and FR, with the rule)."""
    two = ready(2)
    two = with_played(two, two.turn, MACAQUE)
    error = _refused(_below_top(two, Resolve(two.turn, MACAQUE, 0, True)))
    assert "AN-SOLO-BOX" in error.explain("en")
    assert "a game of 2 players: it is played in a solo game only" in error.explain("en")
    assert "partie à 2 joueurs : il ne se joue qu'en solo" in error.explain("fr")
    solo = ready(1)
    plain = next(a.number for a in animals() if a.solo_ability is None and a.abilities)
    error = _refused(_below_top(with_played(solo, 0, plain), Resolve(0, plain, 0, True)))
    assert "AN-SOLO-BOX" in error.explain("en") and "has no solo stripe" in error.explain("en")
    assert "n'a pas de bandeau solo" in error.explain("fr")
    error = _refused(_below_top(with_played(solo, 0, MACAQUE), Resolve(0, MACAQUE, 0)))
    assert "AN-SOLO-BOX" in error.explain("en")
    assert "pending as printed in a solo game" in error.explain("en")
    assert "solo stripe: Sprint 1 replaces Pilfering 1" in error.explain("en")
    assert "tel qu'imprimé en partie solo" in error.explain("fr")
    assert "Sprint 1 remplace Chapardage 1" in error.explain("fr")
