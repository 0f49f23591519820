"""No move text and no event names a card another seat may not see (HIDDEN: hands, final
scoring cards, the deck, the final scoring pile; AN-ABIL-POUCH: the cards face down under
an animal), however the game goes.

A card is *hidden from* an observer (another seat, or a spectator) when its ``view`` does
not show it: another seat's hand or final scoring cards, the deck, the scoring pile, the
display while start hands are chosen (AN-SETUP-BOARD), and the cards put face down under
an animal (AN-ABIL-POUCH: out of play for good, face down). A move may name a card that is
hidden before it and shown after it (an animal played from the hand), or shown before it
(a card taken from the display): only a card hidden on both sides of the move, and never
shown to that observer before, must go unnamed. The hand cards discarded (AN-CARDS-TABLE,
AN-BREAK-1, sun bathing, digging) go face up onto the discard pile, which ``view`` shows:
naming them reveals nothing (the help page says nothing else). The cards a hunter turns up
(AN-ABIL-HUNTER) are shown to everyone by that event, which names them."""

from __future__ import annotations

import random
from typing import Any, Iterator

import pytest

from tutor.ark_nova import policy, rules
from tutor.ark_nova.abilities import KeepFinal, Tuck
from tutor.ark_nova.cards import card
from tutor.ark_nova.end import DropFinal
from tutor.ark_nova.moves import Keep
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import Options, State
from tutor.ark_nova.view import view
from tutor.core import Msg

#: The events that turn cards up for everyone (AN-ABIL-HUNTER): they name what they show.
REVEALS = {"an.abilities.ev.turned"}


def named(msg: Any) -> Iterator[int | str]:
    """The cards a message names: the numbers under ``card`` / ``cards`` and the card
    names under ``name``, in it and in the messages it holds."""
    if isinstance(msg, Msg):
        for key, value in msg.params:
            if key in ("card", "cards") or isinstance(value, (Msg, list, tuple)):
                yield from _values(value)
            elif key == "name" and isinstance(value, str):
                yield value


def _values(value: Any) -> Iterator[int | str]:
    if isinstance(value, Msg):
        yield from named(value)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _values(v)
    elif isinstance(value, int) and not isinstance(value, bool):
        yield value


def _name(number: int) -> str | None:
    try:
        return card(number).name
    except KeyError:
        return None


def hidden_from(state: State, observer: int | None) -> set[int]:
    """The cards ``view(state, observer)`` does not show, and the cards face down under
    another seat's animals (AN-ABIL-POUCH); once the game is over the final scoring
    cards are shown, scored (AN-END-FINAL)."""
    seen = view(state, observer)
    out = set(state.deck) if seen.deck is None else set()
    out |= set(state.scoring_pile) - set(seen.state.scoring_pile)
    out |= {c for c in state.display if c is not None} - {c for c in seen.state.display
                                                           if c is not None}
    for s, (zoo, zv) in enumerate(zip(state.zoos, seen.zoos)):
        if zv.hand is None:
            out |= set(zoo.hand)
        if zv.final_scoring is None and not state.over:
            out |= set(zoo.final_scoring)
        if s != observer:
            out |= {c for _, c in zoo.under}
    return out


def leaks(before: State, after: State, texts: list[Msg], mover: int | None,
          known: dict) -> list[tuple[str, int | str]]:
    """The (message key, card) of ``texts`` naming a card hidden from some observer other
    than the mover on both sides of the move and never shown to it before."""
    out = []
    for observer in [s for s in range(before.players) if s != mover] + [None]:
        secret = (hidden_from(before, observer) & hidden_from(after, observer)) \
            - known[observer]
        names = {_name(c): c for c in secret}
        for msg in texts:
            if msg.key in REVEALS:
                continue
            for c in named(msg):
                if c in secret or (isinstance(c, str) and c in names):
                    out.append((msg.key, c))
    return out


def _learn(state: State, known: dict, texts: list[Msg]) -> None:
    everything = (set(state.deck) | set(state.discard) | set(state.scoring_pile)
                  | {c for c in state.display if c is not None}
                  | {c for z in state.zoos for c in z.hand + z.final_scoring})
    for observer in known:
        known[observer] |= everything - hidden_from(state, observer)
        for msg in texts:
            if msg.key in REVEALS:
                known[observer] |= {c for c in named(msg) if isinstance(c, int)}


@pytest.mark.parametrize("players,map_id,seed", [(2, "A", 3), (3, "0", 4), (4, "A", 5)])
def test_an_no_move_text_or_event_names_a_hidden_card(players, map_id, seed):
    """HIDDEN, AN-SETUP-HAND, AN-CONS-10, AN-ABIL-RESISTANCE, AN-ABIL-POUCH,
    AN-ABIL-PERCEPTION: over games of the computer's policy mixed with random moves, no
    move's text nor any of its events names a card another seat (or a spectator) cannot
    see at that moment."""
    rng = random.Random(seed)
    state = initial_state(Options(players, map_id), seed)
    known = {o: set() for o in [*range(players), None]}
    for _ in range(1500):
        if state.over:
            break
        legal = rules.legal_moves(state)
        move = policy.choose(state, rng) if rng.random() < 0.7 else rng.choice(legal)
        outcome = apply(state, move)
        texts = [rules.describe_move(state, move)] + [e.msg for e in outcome.events]
        found = leaks(state, outcome.after, texts, move.seat, known)
        assert not found, (move, sorted(set(map(str, found))))
        _learn(state, known, texts)
        _learn(outcome.after, known, texts)
        state = outcome.after


def test_an_secret_moves_are_said_without_their_cards():
    """AN-SETUP-HAND (the 4 cards kept), AN-ABIL-RESISTANCE (the final scoring card kept),
    AN-CONS-10 (the final scoring card placed under the pile), AN-ABIL-POUCH (the hand
    cards put face down): the move's words say how many, never which, in EN and FR."""
    state = initial_state(Options(2, "A"), 1)
    for move, en, fr in (
            (Keep((401, 402, 403, 404), seat=0), "keep 4 cards", "garder 4 cartes"),
            (KeepFinal(7, seat=0), "keep one final scoring card",
             "garder une carte objectif"),
            (DropFinal(7, seat=0), "place one final scoring card under the pile",
             "placer une carte objectif sous la pioche"),
            (Tuck((233, 240), seat=0), "put 2 hand cards face down",
             "placer 2 cartes de la main face cachée")):
        msg = rules.describe_move(state, move)
        assert not [c for c in named(msg) if c in (7, 233, 240, 401, 402, 403, 404)], msg
        assert en in msg.render("en") and fr in msg.render("fr"), (msg.render("en"),
                                                                    msg.render("fr"))
        for text in (msg.render("en"), msg.render("fr")):
            assert not any(str(c) in text for c in (233, 240, 401, 402, 403, 404)), text


def test_an_secret_moves_cope_with_invalid_values():
    """describe_move never fails on a value no game has (a card not drawn, cards that are
    no tuple)."""
    state = initial_state(Options(2, "A"), 1)
    for move in (KeepFinal("x", seat=0), DropFinal(-3, seat=0), Tuck(None, seat=0),
                 Keep(None, seat=0)):
        assert rules.describe_move(state, move).render("fr")
