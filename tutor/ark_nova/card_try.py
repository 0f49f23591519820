"""A position to try a card on (the card reference, :mod:`.card_text`): two players on
Map A, player 1 on its turn, built from a dealt game with ``dataclasses.replace`` so that
every zoo card stays exactly once somewhere (AN-COMP-CARDS) and the notation reads it back
(:mod:`.reachable`).

* an animal: in player 1's hand, with its money, its conditions met (AN-COND: cards
  played that bring the icons, partner zoos, reputation, an Action card on side II) and an
  empty enclosure that fits it (AN-ANIMALS-ENCL: size, rock and water; the Petting Zoo
  for a petting zoo animal, AN-SPECIAL-ENCL), the Animals card in slot 5;
* a sponsor: in the hand, its conditions met, the Sponsors card in slot 5 with the
  X-tokens a level-6 card needs (AN-SPONSORS-BASIC, AN-ACT-X);
* a conservation project: a base one among the projects in play, a zoo-deck one in the
  hand (AN-ASSOC-CP), the zoo holding what its easiest level asks (icons, an animal to
  release, a partner zoo to breed with), the Association card in slot 5;
* a final scoring card is never played (AN-END-FINAL): player 1 holds it.

:func:`try_position` gives the position, :func:`try_moves` the move that starts the action
and the legal moves that then play the card, :func:`verdict` the sentence that says what
to do (or why the card cannot be played here).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from tutor.core import Msg

from .animals import PlayAnimal
from .association import Support
from .buildings import Building
from .card_text import kind_of
from .cards import (CONTINENTS, Animal, AppealCondition, BreedingGoal,
                    ConservationProject, CountGoal, IconCondition, PartnerZooCondition,
                    ProjectCategory, ReleaseGoal, ReputationCondition, Sponsor,
                    UpgradedActionCondition, card, icons, zoo_deck)
from .icons import zoo_icons
from .moves import Act
from .placement import allowed, building_msg, terrain_around
from .placement import check as placement_check
from .projects import count as project_count
from .rules import check, legal_moves
from .resolve import apply
from .setup import initial_state
from .sponsors import PlaySponsor
from .state import Options, Project, State
from .steps import Turn
from .strength import Action, Side
from .zoo_map import zoo_map

#: The dealt game every position starts from.
SEED = 0
_ACTION_OF = {"animal": Action.ANIMALS, "sponsor": Action.SPONSORS,
              "project": Action.ASSOCIATION}


@dataclass(frozen=True)
class Trial:
    """A card's trial: the ``state``, the move that starts its action (``None`` for a final
    scoring card), the legal moves that then play it, the enclosure prepared and the
    project level reachable."""

    number: int
    state: State
    start: Act | None
    plays: tuple
    building: Building | None = None
    level: int | None = None

    @property
    def playable(self) -> bool:
        return bool(self.plays)


# ---------------------------------------------------------------- the zoo's contents

def _givers(kind: str, exclude: set[int]) -> list[int]:
    """Zoo-deck animals and sponsors giving ``kind`` icons, most first (AN-ICON-COUNT)."""
    found = [(-icons(card(n))[kind], n) for n in zoo_deck() if n not in exclude
             and isinstance(card(n), (Animal, Sponsor)) and icons(card(n))[kind]]
    return [n for _, n in sorted(found)]


def _bring_icons(state: State, kind: str, need: int, exclude: set[int]) -> State:
    """Cards played into player 1's zoo until it has ``need`` icons of ``kind``."""
    for n in _givers(kind, exclude):
        if zoo_icons(state, 0)[kind] >= need:
            break
        zoo = state.zoo(0)
        if n in zoo.played:
            continue
        state = state.change_zoo(0, played=zoo.played + (n,))
        exclude.add(n)
    return state


def _upgrade(state: State, action: Action) -> State:
    zoo = state.zoo(0)
    return state.change_zoo(0, row=tuple(replace(c, side=Side.II) if c.action is action else c
                                         for c in zoo.row))


def _meet(state: State, conditions, exclude: set[int]) -> State:
    """Player 1's zoo meeting every condition (AN-COND)."""
    for cond in conditions:
        zoo = state.zoo(0)
        if isinstance(cond, IconCondition):
            state = _bring_icons(state, cond.kind, cond.count, exclude)
        elif isinstance(cond, PartnerZooCondition):
            state = _partners(state, CONTINENTS[:cond.count])
        elif isinstance(cond, UpgradedActionCondition):
            state = _upgrade(state, Action(cond.action))
        elif isinstance(cond, ReputationCondition):
            state = state.change_zoo(0, reputation=max(zoo.reputation, cond.minimum))
            if cond.minimum > 9:            # above 9 only with Cards on side II (AN-CARDS-REP10)
                state = _upgrade(state, Action.CARDS)
        elif isinstance(cond, AppealCondition):
            state = state.change_zoo(0, appeal=min(zoo.appeal, cond.maximum))
    return state


def _partners(state: State, continents) -> State:
    zoo = state.zoo(0)
    have = tuple(dict.fromkeys(zoo.partner_zoos + tuple(continents)))
    return state.replace(offer_zoos=tuple(c for c in state.offer_zoos if c not in have)
                         ).change_zoo(0, partner_zoos=have)


# ---------------------------------------------------------------- enclosures

@cache
def _enclosure(size: int | None, rock: int, water: int) -> Building | None:
    """The first empty building on Map A's start zoo that an animal of standard ``size``
    (``None``: the Petting Zoo) touching ``rock`` / ``water`` spaces may live in, placed
    where the Build action could place it (AN-BUILD-*, AN-ANIMALS-ENCL)."""
    zmap = zoo_map("A")
    built = zmap.start
    kinds = ["petting_zoo"] if size is None else [f"enclosure_{k}" for k in range(size, 6)]
    for kind in kinds:
        for anchor in sorted(zmap.hexes):
            for rot in range(6):
                cand = Building(kind, anchor, rot)
                around = terrain_around(zmap, cand.cells)
                if around.count("rock") < rock or around.count("water") < water:
                    continue
                if allowed(placement_check(zmap, built, cand, side_ii=True)):
                    return cand
    return None


# ---------------------------------------------------------------- the position

def _deal(number: int, action: Action | None, *, hand=(), exclude=()) -> State:
    """Player 1 on its turn, ``hand`` in its hand, ``action`` in slot 5; the display, the
    other hand and the deck from the zoo cards left."""
    base = initial_state(Options(2, "A"), SEED)
    used = set(hand) | set(exclude)
    spare = [c for c in zoo_deck() if c not in used and c != number]
    display = tuple(spare.pop(0) for _ in range(6))
    other = tuple(spare.pop(0) for _ in range(4))
    order = [a for a in Action if a is not action] + ([action] if action else [])
    mine = base.zoo(0)
    row = tuple(mine.card(a) for a in order)
    return base.replace(start=0, turn=0, deck=tuple(spare), discard=(), display=display,
                        stack=(Turn(0),),
                        zoos=(replace(mine, row=row, hand=tuple(hand)),
                              replace(base.zoo(1), hand=other)))


def _fix_deck(state: State) -> State:
    """Every zoo card once (AN-COMP-CARDS): the cards played into the zoo leave the deck."""
    placed = set(state.display) | {c for z in state.zoos for c in z.hand + z.played}
    placed |= {p.number for p in state.projects}
    return state.replace(deck=tuple(c for c in zoo_deck() if c not in placed))


def _animal(number: int) -> tuple[State, Building | None]:
    a = card(number)
    state = _deal(number, Action.ANIMALS, hand=(number,))
    state = _meet(state, a.conditions, {number})
    b = _enclosure(a.enclosure_size, a.rock, a.water)
    zoo = state.zoo(0)
    state = state.change_zoo(0, money=max(zoo.money, a.cost + 5),
                             buildings=zoo.buildings + ((b,) if b else ()))
    return _fix_deck(state), b


def _sponsor(number: int) -> State:
    s = card(number)
    state = _deal(number, Action.SPONSORS, hand=(number,))
    state = _meet(state, s.conditions, {number})
    zoo = state.zoo(0)
    state = state.change_zoo(0, x_tokens=max(zoo.x_tokens, s.level - 5), money=max(zoo.money, 20))
    return _fix_deck(state)


def _project(number: int) -> State:
    p: ConservationProject = card(number)
    base = p.category is ProjectCategory.BASE
    state = _deal(number, Action.ASSOCIATION, hand=() if base else (number,))
    if base and number not in {q.number for q in state.projects}:
        first = next(i for i, q in enumerate(state.projects) if q.number < 113)
        projects = list(state.projects)
        projects[first] = Project(number, projects[first].marks)
        state = state.replace(projects=tuple(projects))
    goal, exclude = p.goal, {number}
    marks = next((q.marks for q in state.projects if q.number == number), (None,) * 3)
    free = [lv for lv, mark in zip(p.levels, marks) if mark is None] or list(p.levels)
    if isinstance(goal, CountGoal):
        need = free[-1].need or 0
        if goal.counter.startswith("icon:"):
            state = _bring_icons(state, goal.counter[5:], need, exclude)
        else:
            state = _bring_count(state, goal.counter, need, exclude)
    elif isinstance(goal, (ReleaseGoal, BreedingGoal)):
        state = _house_animal(state, goal, exclude)
    state = state.change_zoo(0, money=max(state.zoo(0).money, 20))
    return _fix_deck(state)


def _bring_count(state: State, counter: str, need: int, exclude: set[int]) -> State:
    """Animals played until ``counter`` (different categories / continents, small or large
    animals: AN-PROJ-BASE, AN-PROJ-COLLECTION) reaches ``need``."""
    for n in zoo_deck():
        if project_count(state, 0, counter) >= need:
            break
        c = card(n)
        if n in exclude or not isinstance(c, Animal):
            continue
        before = project_count(state, 0, counter)
        tried = state.change_zoo(0, played=state.zoo(0).played + (n,))
        if project_count(tried, 0, counter) > before:
            state = tried
            exclude.add(n)
    return state


def _house_animal(state: State, goal, exclude: set[int]) -> State:
    """An animal with the goal's icon played and housed in an enclosure of its own (a
    release, AN-ASSOC-RELEASE), with a partner zoo of its continent (a breeding,
    AN-PROJ-BREEDING)."""
    for n in zoo_deck():
        c = card(n)
        if n in exclude or not isinstance(c, Animal) or not c.enclosure_size:
            continue
        if not icons(c)[goal.icon]:
            continue
        continents = [k for k in CONTINENTS if icons(c)[k]]
        if isinstance(goal, BreedingGoal) and not continents:
            continue
        b = _enclosure(c.enclosure_size, c.rock, c.water)
        if b is None:
            continue
        zoo = state.zoo(0)
        state = state.change_zoo(0, played=zoo.played + (n,), buildings=zoo.buildings + (b,),
                                 housed=zoo.housed + ((b.anchor, n),))
        if isinstance(goal, BreedingGoal):
            state = _partners(state, continents[:1])
        return state
    return state


def _final(number: int) -> State:
    state = _deal(number, None)
    held = state.zoo(0).final_scoring
    if number not in held:
        owner = next((i for i, z in enumerate(state.zoos) if number in z.final_scoring), None)
        mine = (number,) + held[1:]
        if owner is not None:       # the other seat holds it: they swap
            other = state.zoo(owner).final_scoring
            state = state.change_zoo(owner, final_scoring=tuple(
                held[0] if c == number else c for c in other))
        else:                       # in the pile: the card given back takes its place
            state = state.replace(scoring_pile=tuple(held[0] if c == number else c
                                                     for c in state.scoring_pile))
        state = state.change_zoo(0, final_scoring=mine)
    return _fix_deck(state)


# ---------------------------------------------------------------- trying

def _plays(state: State, start: Act, number: int, kind: str) -> tuple:
    """The legal moves, once ``start`` took the action, that play ``number``."""
    if not check(state, start).legal:
        return ()
    after = apply(state, start).after
    if kind == "animal":
        return tuple(m for m in legal_moves(after)
                     if isinstance(m, PlayAnimal) and m.card == number)
    if kind == "sponsor":
        return tuple(m for m in legal_moves(after)
                     if isinstance(m, PlaySponsor) and m.card == number)
    return tuple(m for m in legal_moves(after)
                 if isinstance(m, Support) and m.project == number and m.level > 0)


@cache
def trial(number: int) -> Trial:
    """Card ``number``'s prepared position and the moves that play it there."""
    kind = kind_of(number)
    if kind == "final":
        return Trial(number, _final(number), None, ())
    building = None
    if kind == "animal":
        state, building = _animal(number)
    elif kind == "sponsor":
        state = _sponsor(number)
    else:
        state = _project(number)
    action = _ACTION_OF[kind]
    start = Act(action, state.zoo(0).x_tokens if kind == "sponsor" else 0, seat=0)
    plays = _plays(state, start, number, kind)
    level = min((m.level for m in plays), default=None) if kind == "project" else None
    return Trial(number, state, start, plays, building, level)


def try_position(number: int) -> State:
    """A position where player 1 can play card ``number`` now (see the module)."""
    return trial(number).state


def verdict(number: int) -> Msg:
    """What to do on the position, or why the card cannot be played there."""
    t = trial(number)
    kind = kind_of(number)
    if kind == "final":
        return Msg("an.ref.try.final", n=number)
    if not t.playable:
        refused = check(t.state, t.start)
        if refused.legal:
            refused = check(apply(t.state, t.start).after, _attempt(t, kind))
        return Msg("an.ref.try.not", n=number, why=[r.msg for r in refused.violations])
    if kind == "animal":
        return Msg("an.ref.try.animal", n=number, building=building_msg(t.building))
    if kind == "sponsor":
        return Msg("an.ref.try.sponsor", n=number)
    return Msg("an.ref.try.project", n=number, level=t.level)


def _attempt(t: Trial, kind: str):
    if kind == "animal":
        at = t.building.anchor if t.building else (0, 1)
        return PlayAnimal(t.number, at, seat=0)
    if kind == "sponsor":
        return PlaySponsor(t.number, 0, seat=0)
    return Support(t.number, len(card(t.number).levels), seat=0)


__all__ = ["SEED", "Trial", "trial", "try_position", "verdict"]
