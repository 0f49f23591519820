"""Positions no game of Ark Nova reaches, refused after a position is read, each citing
its rule (one check per fault):

* AN-COMP-CARDS — each of the 212 zoo cards is exactly once in the deck, the discard pile,
  the display, a hand, a zoo, under an animal (AN-ABIL-POUCH) or the project cards in play
  (AN-ASSOC-CP); each of the 11 final scoring cards exactly once in the scoring pile or
  with a seat; a base project (AN-ABIL-ASSERTION, AN-ABIL-DOMINANCE: it may be taken into a
  hand, then travel like a card) in at most one place;
* AN-SETUP-PLAYER / AN-ASSOC-WORKER — a seat has 4 association workers in all;
* AN-CARDS-REP10 — reputation above 9 only with the Cards action upgraded;
* AN-BREAK-TRIGGER — the Break token on its last space only while the break is pending;
* AN-ACT-TURN — the seat on its turn is the seat of the turn's steps;
* AN-SPON-BUILD-EXTRA-SAME, AN-SPON-EXTRA-PLACEMENT-BONUS, AN-SPON-PLAY-EXTRA-ANIMAL,
  AN-SPON-TAKE-DISPLAY-CARD — a step only one sponsor pushes (its ``SPONSOR``: the card
  and the rule) is pending only for a seat with that sponsor in its zoo;
* AN-ANIMALS-ENCL — an animal housed is an animal played in that zoo, once, in one of
  its buildings;
* AN-END-LAST — the last-turns countdown only with 2+ players, at most one turn a seat
  (a trigger in a break gives every seat one more);
* AN-END-TRIGGER — the last turns only once a zoo reached VP ≥ 0 (appeal and conservation
  never go down, so that zoo is still there);
* AN-SOLO — every solo break already passed (after turns 7, 13, 18, 22, 25) covered a
  donation space;
* the pending steps, each field within what play gives it: a free building
  (:class:`.build.FreeBuilding`) offers at least one kind, each once, the kinds its
  ``rule`` gives (AN-MAP-PANEL: a size-2 enclosure; AN-BONUS-TILES: the tile's building;
  AN-SPON-BUILD-FREE: a sponsor's building; AN-ABIL-POSTURING: kiosks and pavilions;
  AN-ABIL-PEACOCKING: a Large Bird Aviary), a "may" exactly when its rule is one, more
  than one only for the panel and Posturing; an animal's ability (AN-ANIMALS-EFFECT) and
  Pouch (AN-ABIL-POUCH) belong to a card that seat has played, the ability one the card
  prints; AN-SOLO-BOX — the ability is the card's solo stripe (``solo``) exactly in a
  solo game, in place of the interactive ability the stripe replaces;
* AN-ACT-TURN — the step on top asks a seat: a step that resolves by itself (the end of a
  turn, a refill) is resolved before anyone plays, so no position stops on it.
"""

from __future__ import annotations

from collections import Counter

from tutor.core import Msg
from tutor.core.steps import top

from .abilities import AVIARY, POSTURING_KINDS, Pouch, Resolve
from .build import FREE_KIND, FreeBuilding
from .cards import base_projects, bonus_tiles, card, sponsors, zoo_deck
from .rulebook import R
from .state import FINAL_SCORING_CARDS, SOLO_BREAKS, WORKERS, State
from .steps import NOTATION
from .strength import Action, Side
from .tracks import REPUTATION_CAP_NOT_UPGRADED, score


_DECK = frozenset(zoo_deck())
_BASE = frozenset(p.number for p in base_projects())
#: The kinds each rule's free building offers (a sponsor's and a tile's from the data).
FREE_KINDS = {
    R.MAP_PANEL: frozenset({FREE_KIND}),
    R.BONUS_TILES: frozenset(dict(t.effect)["build_free"] for t in bonus_tiles()
                             if "build_free" in dict(t.effect)),
    R.SPON_BUILD_FREE: frozenset(d.building for sp in sponsors() for e in sp.effects if e.do
                                 for d in e.do.chain() if d.mechanic == "build_free"),
    R.ABIL_POSTURING: frozenset(POSTURING_KINDS),
    R.ABIL_PEACOCKING: frozenset({AVIARY}),
}
#: The free buildings that are a "may" (the panel's and the tile's are taken).
FREE_OPTIONAL = frozenset({R.SPON_BUILD_FREE, R.ABIL_POSTURING, R.ABIL_PEACOCKING})
#: The free buildings that may come several at once.
FREE_SEVERAL = frozenset({R.MAP_PANEL, R.ABIL_POSTURING})


def check_reachable(state: State, text: str, fail) -> None:
    """Refuse ``state`` (read from ``text``) with ``fail("unreachable", ...)`` when no game
    reaches it."""
    def refuse(rule: R, key: str, **params) -> None:
        raise fail("unreachable", text, 0, rule=str(rule),
                   why=_why(key, params))

    cards = (state.deck + state.discard + tuple(c for c in state.display if c)
             + tuple(c for z in state.zoos for c in z.hand + z.played)
             + tuple(c for z in state.zoos for _, c in z.under))
    held = Counter(c for c in cards if c not in _BASE) + Counter(
        p.number for p in state.projects if p.number in _DECK)
    every = Counter(zoo_deck())
    if held != every:
        twice = sorted(c for c, n in held.items() if n > 1)
        missing = sorted((every - held).elements())[:5]
        extra = sorted((held - every).elements())[:5]
        refuse(R.COMP_CARDS, "cards", twice=twice[:5], missing=missing, extra=extra)
    base = Counter(c for c in cards if c in _BASE) + Counter(
        p.number for p in state.projects if p.number in _BASE)
    if any(n > 1 for n in base.values()):
        refuse(R.COMP_CARDS, "base", twice=sorted(c for c, n in base.items() if n > 1))
    finals = Counter(state.scoring_pile + tuple(c for z in state.zoos for c in z.final_scoring))
    if finals != Counter(range(1, FINAL_SCORING_CARDS + 1)):
        refuse(R.COMP_CARDS, "finals", twice=sorted(c for c, n in finals.items() if n > 1),
               missing=sorted(set(range(1, FINAL_SCORING_CARDS + 1)) - set(finals)))
    for seat, zoo in enumerate(state.zoos):
        if zoo.workers.total != WORKERS:
            refuse(R.ASSOC_WORKER, "workers", seat=seat + 1, n=zoo.workers.total)
        if (zoo.reputation > REPUTATION_CAP_NOT_UPGRADED
                and zoo.side(Action.CARDS) is not Side.II):
            refuse(R.CARDS_REP10, "rep", seat=seat + 1, rep=zoo.reputation)
    pending_break = any(getattr(s, "BREAK", False) for s in state.stack)
    if state.players > 1 and state.break_pos == state.break_length and not pending_break:
        refuse(R.BREAK_TRIGGER, "break", pos=state.break_pos)
    for step in state.stack:
        if getattr(step, "OF_TURN", False) and step.seat != state.turn:
            refuse(R.ACT_TURN, "turn", seat=step.seat + 1, turn=state.turn + 1)
        sponsor = getattr(step, "SPONSOR", None)
        if sponsor is not None and sponsor[0] not in state.zoo(step.seat).played:
            refuse(R(sponsor[1]), "sponsor_step", seat=step.seat + 1, card=sponsor[0])
    for seat, zoo in enumerate(state.zoos):
        anchors = {b.anchor for b in zoo.buildings}
        animals = [c for _, c in zoo.housed]
        for at, c in zoo.housed:
            if c not in zoo.played or animals.count(c) > 1 or at not in anchors:
                refuse(R.ANIMALS_ENCL, "housed", seat=seat + 1, card=c, x=at[0], y=at[1])
    if state.final is not None:
        if state.players == 1 or state.final > state.players:
            refuse(R.END_LAST, "final", n=state.final, players=state.players)
        if not any(score(z.appeal, z.conservation).triggered for z in state.zoos):
            refuse(R.END_TRIGGER, "trigger", n=state.final)
    if state.players == 1:
        passed = sum(1 for b in SOLO_BREAKS if b < state.solo_turns)
        if state.donations < passed:
            refuse(R.SOLO, "solo", turns=state.solo_turns, breaks=passed, n=state.donations)
    for step in state.stack:
        _check_step(state, step, refuse)
    on_top = top(state)
    if on_top is not None and not on_top.waits(state):
        refuse(R.ACT_TURN, "settled", step=NOTATION.tag(type(on_top)))


def _check_step(state: State, step, refuse) -> None:
    """A pending step's fields within what play gives them (the module's docstring)."""
    if isinstance(step, FreeBuilding):
        rule = R(step.rule)
        kinds = FREE_KINDS[rule]
        if (not step.kinds or len(set(step.kinds)) != len(step.kinds)
                or not set(step.kinds) <= kinds
                or (rule is R.ABIL_POSTURING and set(step.kinds) != kinds)):
            refuse(rule, "free_kinds", kinds=list(step.kinds) or "-",
                   allowed=sorted(kinds))
        if step.optional != (rule in FREE_OPTIONAL):
            refuse(rule, "free_optional" if step.optional else "free_compulsory")
        if step.left > 1 and rule not in FREE_SEVERAL:
            refuse(rule, "free_left", n=step.left)
    elif isinstance(step, (Resolve, Pouch)):
        rule = R.ANIMALS_EFFECT if isinstance(step, Resolve) else R.ABIL_POUCH
        if step.card not in state.zoo(step.seat).played:
            refuse(rule, "step_card", seat=step.seat + 1, card=step.card)
        if isinstance(step, Resolve) and step.index >= len(card(step.card).abilities):
            refuse(rule, "ability", card=step.card, index=step.index + 1,
                   n=len(card(step.card).abilities))
        if isinstance(step, Resolve):
            _check_solo(state, step, refuse)


def _check_solo(state: State, step: Resolve, refuse) -> None:
    """AN-SOLO-BOX: a pending ability is the solo stripe exactly in a solo game, for the
    interactive ability a stripe replaces."""
    animal = card(step.card)
    replaced = animal.solo_replaces(step.index)
    if step.solo and state.players > 1:
        refuse(R.SOLO_BOX, "solo_stripe_players", card=step.card, players=state.players)
    if step.solo and not replaced:
        refuse(R.SOLO_BOX, "solo_stripe_none", card=step.card, index=step.index + 1)
    if not step.solo and replaced and state.players == 1:
        refuse(R.SOLO_BOX, "solo_stripe_missing", card=step.card, index=step.index + 1,
               stripe=animal.solo_stripe())


def _why(key: str, params: dict) -> Msg:
    return Msg(f"an.notation.why.{key}", **params)
