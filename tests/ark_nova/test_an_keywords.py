"""The animal keywords that need more of the position: pouch (cards under an animal),
resistance (the final scoring pile), assertion and dominance (base projects in a hand).
Each with its numbers, its refusals and their reasons (EN and FR), the notation of a
position waiting on its step, and the cards counted (AN-COMP-CARDS)."""

from __future__ import annotations

import pytest

from ark_nova.test_an_abilities import agrees, asked, base, in_hand, mid_animals, play, said
from ark_nova.test_an_association import assoc
from ark_nova.test_an_game import ready
from tutor.ark_nova import notation, rules
from tutor.ark_nova.abilities import (PRIMATES_PROJECT, AssertChoice, KeepFinal,
                                      Pouch, Resist, TakeBase, Tuck, base_not_in_play)
from tutor.ark_nova.association import Support
from tutor.ark_nova.cards import base_projects, card
from tutor.ark_nova.end import DropFinal, ScoringDiscard
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import FINAL_SCORING_CARDS, Options, Project, State
from tutor.ark_nova.view import view
from tutor.core import IllegalMoveError, NotationError
from tutor.core.steps import everyone, push

TASMANIAN_DEVIL, KANGAROO = 425, 447          # pouch 1, pouch 2
BUSH_ELEPHANT = 426                           # resistance
WHITE_RHINO = 427                             # assertion
PROBOSCIS_MONKEY = 451                        # dominance
BASE = tuple(p.number for p in base_projects())


def round_trips(state: State) -> None:
    assert notation.from_notation(notation.to_notation(state)) == state


def refused(state: State, move, *words: str) -> None:
    """``move`` refused with ``words`` in its reasons (EN and FR); apply leaves the
    position as it was."""
    verdict = rules.check(state, move)
    assert not verdict.legal
    text = verdict.explain("en") + verdict.explain("fr")
    for w in words:
        assert w in text, text
    before = notation.to_notation(state)
    with pytest.raises(IllegalMoveError):
        apply(state, move)
    assert notation.to_notation(state) == before


def finals_held(state: State) -> list[int]:
    return sorted(state.scoring_pile + tuple(c for z in state.zoos for c in z.final_scoring))


# ---------------------------------------------------------------- pouch

def test_an_abil_pouch_puts_up_to_x_hand_cards_under_the_animal():
    """AN-ABIL-POUCH 2 (Red Kangaroo 447): 2 hand cards under the animal, +2 appeal each;
    they leave the hand for good and are still counted (the position round-trips)."""
    state, _ = play(base(), 0, KANGAROO)
    assert isinstance(state.stack[0], Pouch) and state.stack[0].x == 2
    assert "up to 2 hand cards" in asked(state) and "jusqu'à 2 cartes" in asked(state)
    legal = agrees(state)
    hand = state.zoo(0).hand
    assert Tuck((), seat=0) in legal and Tuck(hand[:2], seat=0) in legal
    assert all(len(m.cards) <= 2 for m in legal)
    out = apply(state, Tuck(hand[:2], seat=0))
    after = out.after
    assert after.zoo(0).under == ((KANGAROO, hand[0]), (KANGAROO, hand[1]))
    assert after.zoo(0).hand == hand[2:]
    assert after.zoo(0).appeal == state.zoo(0).appeal + 4
    text = "\n".join(e.msg.render(lang) for e in out.events for lang in ("en", "fr"))
    assert "puts 2 cards face down under card 447: +4 appeal" in text
    assert "place 2 cartes face cachée sous la carte 447 : +4 d'attrait" in text
    round_trips(after)
    assert f";{KANGAROO}>{hand[0]}+{KANGAROO}>{hand[1]}/" in notation.to_notation(after)


def test_an_abil_pouch_refuses_more_than_x_and_a_card_not_in_hand():
    """AN-ABIL-POUCH 1 (Tasmanian Devil 425): 2 cards are more than X; a card not in the
    hand is refused; a card twice too."""
    state, _ = play(base(), 0, TASMANIAN_DEVIL)
    hand = state.zoo(0).hand
    refused(state, Tuck(hand[:2], seat=0), "2 cards chosen, different: at most 1",
            "2 cartes choisies, différentes : au plus 1")
    stranger = next(c for c in state.deck)
    refused(state, Tuck((stranger,), seat=0), f"{stranger} not in your hand",
            f"{stranger} pas dans votre main")
    refused(state, Tuck((hand[0], hand[0]), seat=0), "at most 1")


def test_an_abil_pouch_none_chosen_or_an_empty_hand_gives_nothing():
    """AN-ABIL-POUCH: ``pouch:-`` puts nothing under (no appeal); with an empty hand the
    step asks nothing and says so."""
    state, _ = play(base(), 0, TASMANIAN_DEVIL)
    after = apply(state, Tuck((), seat=0)).after
    assert after.zoo(0).under == () and after.zoo(0).appeal == state.zoo(0).appeal
    empty = base().change_zoo(0, hand=())
    empty = empty.replace(discard=empty.discard + base().zoo(0).hand)
    after, log = play(empty, 0, TASMANIAN_DEVIL)
    assert not any(isinstance(s, Pouch) for s in after.stack)
    assert "puts 0 cards face down under card 425" in said(log)


def test_an_abil_pouch_step_and_move_round_trip_and_a_card_under_is_counted():
    """AN-ABIL-POUCH, AN-COMP-CARDS: the waiting step and the move's text round-trip; a
    card under an animal and also in the deck is refused by the notation."""
    state, _ = play(base(), 0, TASMANIAN_DEVIL)
    text = notation.to_notation(state)
    assert "stack=pouch:1:425:1/" in text
    round_trips(state)
    for move in ("pouch:-", "pouch:233", "p1:pouch:233,240"):
        assert notation.format_move(notation.parse_move(move)) == move
    c = state.deck[0]
    twice = state.change_zoo(0, under=((TASMANIAN_DEVIL, c),))
    with pytest.raises(NotationError) as error:
        notation.from_notation(notation.to_notation(twice))
    assert "exactly one place" in error.value.explain("en")


# ---------------------------------------------------------------- resistance

def test_an_setup_hand_leaves_the_other_final_scoring_cards_in_a_hidden_pile():
    """AN-SETUP-HAND: 2 final scoring cards each, the 11 - 2n others in the pile; the pile
    is hidden from every seat (only its size shows) but the teaching view."""
    for players in (1, 2, 4):
        state = initial_state(Options(players, "A"), 5)
        assert len(state.scoring_pile) == FINAL_SCORING_CARDS - 2 * players
        assert finals_held(state) == list(range(1, FINAL_SCORING_CARDS + 1))
    seen = view(state, 0)
    assert seen.state.scoring_pile == () and seen.scoring_size == 3
    assert view(state, None, teaching=True).state.scoring_pile == state.scoring_pile


def test_an_abil_resistance_draws_2_keeps_1_and_puts_the_other_under_the_pile():
    """AN-ABIL-RESISTANCE (African Bush Elephant 426): the top 2 cards of the pile drawn,
    one kept, the other at the bottom of the pile; the 11 cards all still there."""
    state = base()
    top2 = state.scoring_pile[:2]
    waiting, log = play(state, 0, BUSH_ELEPHANT)
    assert isinstance(waiting.stack[0], Resist)
    assert "draws 2 final scoring cards" in said(log) and "pioche 2 cartes objectif" in said(log)
    assert waiting.zoo(0).final_scoring == state.zoo(0).final_scoring + top2
    assert agrees(waiting) == [KeepFinal(top2[0], seat=0), KeepFinal(top2[1], seat=0)]
    out = apply(waiting, KeepFinal(top2[1], seat=0))
    after = out.after
    assert after.zoo(0).final_scoring == state.zoo(0).final_scoring + (top2[1],)
    assert after.scoring_pile == state.scoring_pile[2:] + (top2[0],)
    assert finals_held(after) == list(range(1, FINAL_SCORING_CARDS + 1))
    text = "\n".join(e.msg.render(lang) for e in out.events for lang in ("en", "fr"))
    assert "keeps 1 of the 2 final scoring cards drawn" in text
    assert "remet l'autre sous la pioche" in text
    round_trips(after)


def test_an_abil_resistance_refuses_a_card_not_drawn():
    """AN-ABIL-RESISTANCE: only one of the 2 cards just drawn may be kept."""
    waiting, _ = play(base(), 0, BUSH_ELEPHANT)
    drawn = waiting.stack[0].options(waiting)
    other = waiting.zoo(0).final_scoring[0]
    refused(waiting, KeepFinal(other, seat=0),
            f"final scoring card {other} is not one of those drawn",
            f"la carte objectif {other} n'est pas l'une des cartes piochées")
    assert rules.is_legal(waiting, KeepFinal(drawn[0], seat=0))


def test_an_abil_resistance_with_fewer_than_2_cards_in_the_pile_asks_nothing():
    """AN-ABIL-RESISTANCE: one card left in the pile is drawn and kept; none: nothing."""
    state = base()
    spare = state.scoring_pile
    one = state.replace(scoring_pile=spare[:1]).change_zoo(
        1, final_scoring=state.zoo(1).final_scoring + spare[1:])
    after, log = play(one, 0, BUSH_ELEPHANT)
    assert not any(isinstance(s, Resist) for s in after.stack)
    assert after.zoo(0).final_scoring[-1] == spare[0] and after.scoring_pile == ()
    assert "draws 1 final scoring card from the pile" in said(log)
    round_trips(after)
    after, log = play(mid_animals(after, 0), 0, BUSH_ELEPHANT)
    assert "draws 0 final scoring cards" in said(log)


def test_an_abil_resistance_step_round_trips():
    """AN-ABIL-RESISTANCE: a position waiting on the choice and the move's text."""
    waiting, _ = play(base(), 0, BUSH_ELEPHANT)
    assert "stack=resist:1/" in notation.to_notation(waiting)
    round_trips(waiting)
    for move in ("resist:7", "p2:resist:11"):
        assert notation.format_move(notation.parse_move(move)) == move


def test_an_cons_10_discard_goes_under_the_scoring_pile():
    """AN-CONS-10: the final scoring card discarded goes under the pile (11 cards kept)."""
    state = base()
    state = push(state, everyone(ScoringDiscard, range(state.players)))
    mine = state.zoo(0).final_scoring
    after = apply(state, DropFinal(mine[0], seat=0)).after
    assert after.scoring_pile == state.scoring_pile + (mine[0],)
    assert finals_held(after) == list(range(1, FINAL_SCORING_CARDS + 1))
    round_trips(after)


# ---------------------------------------------------------------- assertion, dominance

def test_an_abil_assertion_takes_a_base_project_not_in_play():
    """AN-ABIL-ASSERTION (White Rhinoceros 427): any base project not in play, to the hand."""
    state = base()
    waiting, _ = play(state, 0, WHITE_RHINO)
    assert isinstance(waiting.stack[0], AssertChoice)
    in_play = {p.number for p in state.projects}
    free = tuple(n for n in BASE if n not in in_play)
    assert base_not_in_play(waiting) == free
    assert agrees(waiting) == [TakeBase(n, seat=0) for n in free]
    assert "take 1 base conservation project" in asked(waiting)
    out = apply(waiting, TakeBase(free[-1], seat=0))
    assert out.after.zoo(0).hand == waiting.zoo(0).hand + (free[-1],)
    text = "\n".join(e.msg.render(lang) for e in out.events for lang in ("en", "fr"))
    assert f"takes the base conservation project {free[-1]} into the hand" in text
    assert f"prend en main le projet de conservation de base {free[-1]}" in text
    assert free[-1] not in base_not_in_play(out.after)
    round_trips(out.after)


def test_an_abil_assertion_refuses_a_project_in_play():
    """AN-ABIL-ASSERTION: a base project already in play cannot be taken."""
    waiting, _ = play(base(), 0, WHITE_RHINO)
    shown = waiting.projects[0].number
    refused(waiting, TakeBase(shown, seat=0), f"base project {shown} cannot be taken",
            f"le projet de base {shown} ne peut pas être pris")


def test_an_abil_assertion_one_left_is_taken_none_left_is_said():
    """AN-ABIL-ASSERTION: one base project left is taken without asking; none: said."""
    state = base()
    all_but = tuple(Project(n, (None,) * len(card(n).levels)) for n in BASE[:-1])
    one = state.replace(projects=all_but)
    after, log = play(one, 0, WHITE_RHINO)
    assert after.zoo(0).hand[-1] == BASE[-1] and not isinstance(after.stack[0], AssertChoice)
    round_trips(after)
    none = state.replace(projects=all_but + (Project(BASE[-1], (None, None, None)),))
    after, log = play(none, 0, WHITE_RHINO)
    assert after.zoo(0).hand == none.zoo(0).hand
    assert "nothing to take" in said(log) and "rien à prendre" in said(log)


def test_an_abil_assertion_step_round_trips():
    waiting, _ = play(base(), 0, WHITE_RHINO)
    assert "stack=assert:1/" in notation.to_notation(waiting)
    round_trips(waiting)
    for move in ("assert:101", "p3:assert:112"):
        assert notation.format_move(notation.parse_move(move)) == move


def test_an_abil_assertion_base_project_in_hand_is_played_like_a_project_card():
    """AN-ABIL-ASSERTION, AN-ASSOC-CP: a base project from the hand goes into play with the
    Association action, every level free, beside the base projects (the project cards'
    limit, AN-PROJ-2P, is not touched)."""
    state = ready()
    seat = state.turn
    free = base_not_in_play(state)[0]
    ready_state = assoc(in_hand(state, seat, free))
    before = ready_state.projects
    after = apply(ready_state, Support(free, 0, seat=seat)).after
    assert free not in after.zoo(seat).hand
    assert after.projects[:len(before)] == before
    assert after.projects[len(before)] == Project(free, (None,) * len(card(free).levels))
    round_trips(after)


def test_an_comp_cards_a_base_project_in_two_places_is_refused():
    """AN-COMP-CARDS: a base project in play and in a hand at once: no game reaches it."""
    state = base()
    shown = state.projects[0].number
    twice = state.change_zoo(0, hand=state.zoo(0).hand + (shown,))
    with pytest.raises(NotationError) as error:
        notation.from_notation(notation.to_notation(twice))
    assert "base conservation project is in two places" in error.value.explain("en")


def test_an_abil_dominance_takes_primates_when_not_in_play():
    """AN-ABIL-DOMINANCE (Proboscis Monkey 451): the base project Primates (108) to the
    hand when it is not in play; nothing asks."""
    state = base()
    state = state.replace(projects=tuple(p for p in state.projects
                                         if p.number != PRIMATES_PROJECT))
    after, log = play(state, 0, PROBOSCIS_MONKEY)
    assert after.zoo(0).hand == state.zoo(0).hand + (PRIMATES_PROJECT,)
    assert "takes the base conservation project 108 into the hand" in said(log)
    round_trips(after)


def test_an_abil_dominance_with_primates_in_play_does_nothing_said():
    """AN-ABIL-DOMINANCE: Primates already in play: nothing happens, said in EN and FR."""
    state = base()
    primates = Project(PRIMATES_PROJECT, (None, None, None))
    state = state.replace(projects=tuple(p for p in state.projects
                                         if p.number != PRIMATES_PROJECT) + (primates,))
    after, log = play(state, 0, PROBOSCIS_MONKEY)
    assert after.zoo(0).hand == state.zoo(0).hand
    assert "108 is already in play or taken: nothing happens" in said(log)
    assert "108 est déjà en jeu ou pris : rien ne se passe" in said(log)
