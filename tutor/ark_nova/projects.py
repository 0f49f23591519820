"""Conservation projects (AN-PROJ-*, AN-ASSOC-CP, AN-ASSOC-RELEASE): what a zoo has toward
each level of a project, the project row above the association board, and releasing an
animal into the wild. Pure functions of the position; the Association action
(:mod:`.association`) asks and applies them.

* AN-PROJ-BASE / AN-PROJ-COLLECTION — count projects: a level is met when the zoo's count
  (icons of one kind, different category or continent kinds, small or large animals)
  reaches its need. Icons as AN-ICON-COUNT says: played animals and sponsors, partner zoos,
  universities; the counts are :data:`.icons.COUNTERS`, the ones every card reads.
* AN-PROJ-BREEDING — one played animal with the category icon and an icon of a continent
  whose partner zoo the seat has; any free level.
* AN-PROJ-RELEASE / AN-ASSOC-RELEASE — one played animal with the icon is released; its
  standard size picks the level (4+ → left, 3 → middle, 2 or less → right); an animal with
  no standard size (petting zoo) cannot be released (the fact sheet's default). Released:
  it leaves the zoo for the discard pile, its printed appeal and its icons go, its
  enclosure is empty again; other gains stay.
* AN-SPON-WILDCARD-TOKENS — supporting a **base** project, the seat may spend 1 token
  from each of its Breeding Programs (215, 218) as one icon of any kind; a token counts
  only for an icon the zoo lacks (spent beyond the need it would do nothing).
* AN-PROJ-2P — a level covered at setup (2 players) is never free; at most 2 / 3 / 4
  project cards lie above the board with 2 / 3 / 4 players (solo: 2, the sheet being
  silent); a new one goes leftmost, the rightmost beyond the limit is discarded. Base
  projects (101–112) never move and do not count toward the limit (AN-ASSOC-CP).
"""

from __future__ import annotations

from tutor.core import Msg, Reason, seat_name
from tutor.core.verdict import EventLog

from .cards import (Animal, BreedingGoal, ConservationProject, CountGoal, ReleaseGoal,
                    Sponsor, card, icon_name, icons)
from .icons import COUNTERS
from .later import Later, said
from .messages import association as _messages  # noqa: F401  (registers an.assoc.*)
from .messages import sponsor_tokens as _token_messages  # noqa: F401  (an.tokens.*)
from .rulebook import R
from .state import BLOCKED, Project, State

PROJECT_NUMBERS = range(101, 133)
BASE_LAST = 112
#: AN-PROJ-2P: project cards above the board by players (solo: the 2-player limit).
ROW_LIMIT = {1: 2, 2: 2, 3: 3, 4: 4}


def is_project(number: object) -> bool:
    return isinstance(number, int) and not isinstance(number, bool) and number in PROJECT_NUMBERS


def project(number: int) -> ConservationProject:
    return card(number)


def in_play(state: State, number: int) -> Project | None:
    return next((p for p in state.projects if p.number == number), None)


# ---------------------------------------------------------------- counting a zoo

def _animals(state: State, seat: int) -> tuple[Animal, ...]:
    return tuple(c for c in map(card, state.zoo(seat).played) if isinstance(c, Animal))


def count(state: State, seat: int, counter: str) -> int:
    """The zoo's count for a count project (AN-PROJ-BASE, AN-PROJ-COLLECTION): the
    counters of AN-SPON-COUNTERS (:data:`.icons.COUNTERS`)."""
    return COUNTERS[counter](state, seat)


def counter_name(counter: str) -> Msg:
    if counter.startswith("icon:"):
        return Msg("an.assoc.counter.icon", kind=icon_name(counter[5:]))
    return Msg(f"an.assoc.counter.{counter}")


def breeders(state: State, seat: int, goal: BreedingGoal) -> tuple[int, ...]:
    """AN-PROJ-BREEDING: the seat's played animals with ``goal.icon`` and a continent of
    one of its partner zoos."""
    zoos = state.zoo(seat).partner_zoos
    return tuple(a.number for a in _animals(state, seat)
                 if icons(a)[goal.icon] and any(icons(a)[c] for c in zoos))


def releasable(state: State, seat: int, goal: ReleaseGoal) -> tuple[int, ...]:
    """AN-ASSOC-RELEASE: the seat's played animals with the icon and a standard size."""
    return tuple(a.number for a in _animals(state, seat)
                 if icons(a)[goal.icon] and a.enclosure_size is not None)


def _wild(number: int) -> bool:
    c = card(number)
    return isinstance(c, Sponsor) and any(e.change("wildcard_token") == "base_project_icon"
                                          for e in c.effects)


def wildcards(state: State, seat: int) -> tuple[int, ...]:
    """AN-SPON-WILDCARD-TOKENS: the seat's played sponsors whose tokens count as an icon
    for a base project, with a token left, in the order played (1 token each a support)."""
    zoo = state.zoo(seat)
    return tuple(c for c in zoo.played if zoo.tokens_on(c) and _wild(c))


def wild_reasons(state: State, seat: int, number: int, wild: int,
                 missing: int) -> list[Reason]:
    """AN-SPON-WILDCARD-TOKENS: ``wild`` tokens spent for base project ``number``: one from
    each Breeding Program holding one, only for the ``missing`` icons."""
    if number > BASE_LAST:
        return [Reason.later(R.SPON_WILDCARD_TOKENS, False,
                             said("an.tokens.wild_base", card=number))]
    have = len(wildcards(state, seat))
    return [Reason.later(R.SPON_WILDCARD_TOKENS, wild <= have, said("an.tokens.wild", n=wild,
                                                             have=have)),
            Reason.later(R.SPON_WILDCARD_TOKENS, wild <= missing, said(
                "an.tokens.wild_needed", n=wild, missing=max(0, missing)))]


def spend_wild(state: State, seat: int, n: int, log: EventLog | None) -> State:
    """AN-SPON-WILDCARD-TOKENS: one token off each of the first ``n`` Breeding Programs."""
    for c in wildcards(state, seat)[:n]:
        zoo = state.zoo(seat)
        state = state.with_zoo(seat, zoo.with_tokens(c, zoo.tokens_on(c) - 1))
        if log is not None:
            log.add(state, R.SPON_WILDCARD_TOKENS, said("an.tokens.ev.wild",
                                                           who=Later(seat_name, seat),
                                                           name=card(c).name))
    return state


# ---------------------------------------------------------------- a level's reasons

def level_reasons(state: State, seat: int, number: int, level: int,
                  release: int | None, wild: int = 0) -> list[Reason]:
    """Whether ``seat`` may take ``level`` (1 = left) of project ``number``: the level is
    free (AN-PROJ-2P: blocked at setup; AN-ASSOC-CP: not taken) and the zoo meets its
    condition, with the numbers (``release``: the animal released, release projects;
    ``wild``: the wildcard tokens spent as icons, AN-SPON-WILDCARD-TOKENS)."""
    p = project(number)
    lv = p.levels[level - 1]
    row = in_play(state, number)
    mark = row.marks[level - 1] if row is not None else None
    if mark == BLOCKED:
        out = [Reason.later(R.PROJ_2P, False, said("an.assoc.level.blocked", level=level))]
    elif mark is not None:
        out = [Reason.later(R.ASSOC_CP, False, said("an.assoc.level.taken", level=level,
                                             who=Later(seat_name, mark)))]
    else:
        out = [Reason.later(R.ASSOC_CP, True, said("an.assoc.level.free", level=level))]
    goal = p.goal
    if isinstance(goal, CountGoal):
        have = count(state, seat, goal.counter)
        out.append(Reason.later(p.rule, have + wild >= lv.need, said(
            "an.assoc.level.count", level=level, need=lv.need, have=have + wild,
            counter=Later(counter_name, goal.counter), cp=lv.reward.conservation)))
        if wild:
            out += wild_reasons(state, seat, number, wild, lv.need - have)
    elif isinstance(goal, BreedingGoal):
        found = breeders(state, seat, goal)
        out.append(Reason.later(p.rule, bool(found), said(
            "an.assoc.level.breeding" if found else "an.assoc.level.breeding_none",
            icon=Later(icon_name, goal.icon), found=list(found),
            zoos=[Later(icon_name, c) for c in state.zoo(seat).partner_zoos] or "-")))
    if wild and not isinstance(goal, CountGoal):
        out += wild_reasons(state, seat, number, wild, 0)
    if isinstance(goal, ReleaseGoal):
        out += _release_reasons(state, seat, goal, lv, level, release)
    elif release is not None:
        out.append(Reason.later(R.ASSOC_RELEASE, False, said("an.assoc.release.not_release",
                                                      card=release)))
    return out


def _release_reasons(state: State, seat: int, goal: ReleaseGoal, lv, level: int,
                     release: int | None) -> list[Reason]:
    """AN-ASSOC-RELEASE: a played animal with the icon; AN-PROJ-RELEASE: its standard size
    fits the level."""
    if release is None:
        return [Reason.later(R.ASSOC_RELEASE, False, said("an.assoc.release.none",
                                                   icon=Later(icon_name, goal.icon)))]
    if release not in state.zoo(seat).played or not isinstance(card(release), Animal):
        return [Reason.later(R.ASSOC_RELEASE, False, said("an.assoc.release.not_played",
                                                   card=release))]
    animal: Animal = card(release)
    has = icons(animal)[goal.icon]
    out = [Reason.later(R.ASSOC_RELEASE, bool(has), said("an.assoc.release.icon", card=release,
                                                  icon=Later(icon_name, goal.icon), n=has))]
    size = animal.enclosure_size
    if size is None:
        return out + [Reason.later(R.PROJ_RELEASE, False, said("an.assoc.release.no_size",
                                                        card=release))]
    return out + [Reason.later(R.PROJ_RELEASE, lv.fits(size), said(
        "an.assoc.release.size", card=release, size=size, level=level,
        sizes=said(f"an.assoc.release.sizes.{level}"), cp=lv.reward.conservation))]


def levels(state: State, seat: int, number: int) -> tuple[tuple[int, tuple[Reason, ...]], ...]:
    """A project explained before a level is chosen: per level (1 = left) its reasons,
    each condition ticked or crossed with the zoo's numbers. For a release project every
    animal that could go is tried, the first that fits shown (else the first refused)."""
    p = project(number)
    out = []
    for level in range(1, len(p.levels) + 1):
        tries = [level_reasons(state, seat, number, level, a)
                 for a in (releasable(state, seat, p.goal) or (None,))] \
            if isinstance(p.goal, ReleaseGoal) else [level_reasons(state, seat, number,
                                                                   level, None)]
        fit = next((r for r in tries if all(x.ok for x in r)), tries[0])
        out.append((level, tuple(fit)))
    return tuple(out)


# ---------------------------------------------------------------- changing the position

def put_in_play(state: State, number: int, log: EventLog | None) -> State:
    """AN-ASSOC-CP: a project card goes leftmost above the board; beyond the limit
    (AN-PROJ-2P) the rightmost card is discarded, the marks on it with it. Base projects
    stay where they are; one played from a hand (AN-ABIL-ASSERTION, AN-ABIL-DOMINANCE)
    joins them, every level free, outside the limit."""
    base = tuple(p for p in state.projects if p.number <= BASE_LAST)
    if number <= BASE_LAST:
        fresh = Project(number, (None,) * len(project(number).levels))
        return state.replace(projects=base + (fresh,) + tuple(
            p for p in state.projects if p.number > BASE_LAST))
    cards = (Project(number, (None,) * len(project(number).levels)),) + tuple(
        p for p in state.projects if p.number > BASE_LAST)
    limit = ROW_LIMIT[state.players]
    gone = cards[limit:]
    state = state.replace(projects=base + cards[:limit],
                          discard=state.discard + tuple(p.number for p in gone
                                                        if p.number > BASE_LAST))
    for p in gone:
        if log is not None:
            log.add(state, R.PROJ_2P, said("an.assoc.ev.project_discarded",
                                              card=p.number, limit=limit))
    return state


def mark(state: State, seat: int, number: int, level: int) -> State:
    """The seat's player token on ``level`` of project ``number``; the project counts as
    supported by the seat (AN-ASSOC-CP, AN-END-TIE)."""
    projects = tuple(
        Project(p.number, p.marks[:level - 1] + (seat,) + p.marks[level:])
        if p.number == number else p for p in state.projects)
    zoo = state.zoo(seat)
    return state.replace(projects=projects).change_zoo(seat, supported=zoo.supported
                                                       + (number,))


def release(state: State, seat: int, animal: int, log: EventLog | None) -> State:
    """AN-ASSOC-RELEASE: the animal leaves the zoo for the discard pile; its printed appeal
    goes (not below 0), its icons with it, its enclosure is empty again."""
    zoo = state.zoo(seat)
    a: Animal = card(animal)
    played = list(zoo.played)
    played.remove(animal)
    appeal = max(0, zoo.appeal - a.appeal)
    state = state.change_zoo(seat, played=tuple(played), appeal=appeal,
                             housed=tuple(h for h in zoo.housed if h[1] != animal))
    state = state.replace(discard=state.discard + (animal,))
    if log is not None:
        log.add(state, R.ASSOC_RELEASE, said("an.assoc.ev.release",
                                                who=Later(seat_name, seat), card=animal,
                                                lost=zoo.appeal - appeal, appeal=appeal))
    return state


__all__ = ["BASE_LAST", "PROJECT_NUMBERS", "ROW_LIMIT", "breeders", "count", "counter_name",
           "in_play", "is_project", "level_reasons", "levels", "mark", "project",
           "put_in_play", "releasable", "release", "spend_wild", "wild_reasons",
           "wildcards"]
