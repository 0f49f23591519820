"""The Association action (AN-ASSOC-*): tasks done with association workers, partner zoos,
universities, conservation projects and the donation.

* AN-ASSOC-TASKS — side I: one task of value ≤ strength: 2 = +2 reputation, 3 = a partner
  zoo, 4 = a university, 5 = conservation project work. AN-ASSOC-UPG — side II: several
  *different* tasks, total value ≤ strength, and one donation.
* AN-ASSOC-WORKER — each task takes an active worker; with one of the seat's workers
  already on that task (since the last break) it takes 2; with 3 there it is closed.
  Workers come back at the break (:class:`.steps.BreakEnd`).
* AN-ASSOC-ZOO — a continent not owned yet, at most 4; the 3rd and 4th need side II
  (``zoo_map.AssocSide.zoo_needs_assoc_ii``); it goes on the lowest free space and its
  printed bonus is taken (AN-MAP-ASSOC, :func:`.gains.take_bonus`). AN-ASSOC-UNI,
  AN-ASSOC-UNI-KINDS — a kind not owned yet, its reputation, its space's bonus.
  AN-ASSOC-OFFER — a tile taken leaves the board until the break.
* AN-ASSOC-CP — support a project in play, or put one into play from the hand (side II
  also from the display within reputation range, + the folder number in money,
  AN-ASSOC-UPG) and support it then or not (``level`` 0). Rules of the levels in
  :mod:`.projects`. A supported level takes a player token of the seat's choice from the
  left panel (AN-MAP-PANEL-CHOICE: :class:`PanelChoice`, and whether the token's bonus
  comes before or after the level's reward); with no token left on the panel one comes
  from the supply with no bonus (the fact sheet is silent; our reading).
  AN-PROJ-PLAY-BONUS — putting a release project into play gives 1 reputation, from the
  hand or the display (the sheet says "from hand"; the display is our reading).
* AN-ASSOC-DONATE-COST / AN-ASSOC-DONATE-ORDER — side II, once, after at least one task of
  the action: pay the next donation's cost (:func:`.tracks.donation_cost`) for 1
  conservation point. The sheet has no solo donation column: refused solo.
* AN-ACT-CHOOSE — the action may be chosen only if a task can be done; once chosen at
  least one task is done ("done" only after one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar

from tutor.core import Ask, Msg, Reason, seat_name
from tutor.core.steps import FLAG, SEAT, Step, count, pop, push, top, word, words
from tutor.core.verdict import EventLog

from .cards import (CONTINENTS, Gain, PartnerZoo, ReleaseGoal, Sponsor, icon_name,
                    universities)
from .events import Event, fire
from .gains import gain, take_bonus
from .icons import rule_givers
from .later import Later, said
from .messages import association as _messages  # noqa: F401  (registers an.assoc.*)
from .memo import once
from .moveset import NUM, ActionEntry, MoveKind, Moveset, bounded, read_card
from .projects import (BASE_LAST, PROJECT_NUMBERS, in_play, is_project, level_reasons, mark,
                       project, put_in_play, releasable, release, spend_wild, wild_reasons,
                       wildcards)
from .rulebook import R
from .state import State, Workers
from .steps import NOTATION
from .strength import Action, Side, Task, association_allowance
from .tracks import donation_cost, folders_in_range
from .zoo_map import PANEL_SIZE, zoo_map

SIDES = ("1", "2")
TASK_WORDS = tuple(t.name.lower() for t in Task)
UNIS = {u.id: u for u in universities()}
#: AN-ASSOC-WORKER: a task with 3 of the seat's workers on it is closed.
CLOSED_AT = 3


def _task_msg(task: Task) -> Msg:
    return Msg(f"an.tracks.task.{task.name.lower()}", value=task.value)


# ---------------------------------------------------------------- steps

@NOTATION.kind("assoc", seat=SEAT, side=word(*SIDES), strength=count(0, 10),
               done=words(TASK_WORDS, Msg("an.assoc.what.task")), donated=FLAG)
@dataclass(frozen=True)
class AssocTasks(Step):
    """AN-ASSOC-TASKS / AN-ASSOC-UPG: the Association action under way: ``done`` the tasks
    done so far (side II), ``donated`` the donation made. Asks while a task, the donation
    or (after a task) "done" is possible."""

    seat: int
    OF_TURN: ClassVar[bool] = True
    side: str
    strength: int
    done: tuple[str, ...]
    donated: bool

    @property
    def card_side(self) -> Side:
        return Side(int(self.side))

    @property
    def tasks_done(self) -> tuple[Task, ...]:
        return tuple(Task[t.upper()] for t in self.done)

    @property
    def left(self) -> int:
        """The strength left by the tasks' printed values (AN-ASSOC-TASKS)."""
        return self.strength - sum(self.tasks_done)

    def left_for(self, state: State) -> int:
        """The strength left by the tasks' values for this seat (AN-SPON-RULES: a sponsor
        may lower a task's value, :func:`task_value`)."""
        return self.strength - sum(task_value(state, self.seat, t)[0] for t in self.tasks_done)

    def waits(self, state: State) -> bool:
        return bool(step_moves(state, self))

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask.later(self.seat, "assoc", str(association_allowance(
            self.card_side, self.strength).rule), said(
                "an.assoc.ask.more" if self.done else "an.assoc.ask",
                who=Later(seat_name, self.seat), side=self.card_side.name, strength=self.strength,
                left=self.left_for(state), done=[Later(_task_msg, t) for t in self.tasks_done])),)

    def after(self, task: Task) -> "AssocTasks | None":
        """The step once ``task`` is done: none on side I (one task), else one more done."""
        if self.side == "1":
            return None
        return AssocTasks(self.seat, self.side, self.strength,
                          tuple(sorted(self.done + (task.name.lower(),),
                                       key=TASK_WORDS.index)), self.donated)


@NOTATION.kind("panel", seat=SEAT, project=count(101, 132), level=count(1, 3),
               released=FLAG)
@dataclass(frozen=True)
class PanelChoice(Step):
    """AN-MAP-PANEL-CHOICE: the seat has supported ``level`` of ``project`` and chooses the
    player token it takes from the left panel, and whether the token's bonus comes before
    the level's reward; the reward, the bonus and the ``project_supported`` event follow."""

    seat: int
    OF_TURN: ClassVar[bool] = True
    project: int
    level: int
    released: bool

    def waits(self, state: State) -> bool:
        return True

    def asks(self, state: State) -> tuple[Ask, ...]:
        return (Ask.later(self.seat, "panel", str(R.MAP_PANEL_CHOICE), said(
            "an.assoc.ask.panel", who=Later(seat_name, self.seat), card=self.project,
            level=self.level)),)


# ---------------------------------------------------------------- moves

def _seat():
    return field(default=None, kw_only=True)


@dataclass(frozen=True)
class GainReputation:
    """Task 2 (AN-ASSOC-TASKS): +2 reputation."""

    seat: int | None = _seat()


@dataclass(frozen=True)
class TakeZoo:
    """Task 3 (AN-ASSOC-ZOO): the partner zoo of ``continent``."""

    continent: str
    seat: int | None = _seat()


@dataclass(frozen=True)
class TakeUniversity:
    """Task 4 (AN-ASSOC-UNI): a university of ``kind``."""

    kind: str
    seat: int | None = _seat()


@dataclass(frozen=True)
class Support:
    """Task 5 (AN-ASSOC-CP): project ``project`` (in play, in the hand, or side II in the
    display), its ``level`` (1 = left; 0 = put into play without supporting), the animal
    ``release``d for a release project (AN-ASSOC-RELEASE), the ``wild`` tokens spent as
    icons for a base project (AN-SPON-WILDCARD-TOKENS)."""

    project: int
    level: int
    release: int | None = None
    wild: int = 0
    seat: int | None = _seat()


@dataclass(frozen=True)
class Donate:
    """AN-ASSOC-UPG: the donation of this action (AN-ASSOC-DONATE-COST)."""

    seat: int | None = _seat()


@dataclass(frozen=True)
class EndAssoc:
    """AN-ASSOC-UPG: no more tasks this action (after at least one, AN-ACT-CHOOSE)."""

    seat: int | None = _seat()


@dataclass(frozen=True)
class PanelToken:
    """AN-MAP-PANEL-CHOICE: the token of panel slot ``slot`` (1 top … 7 bottom); ``first``:
    its bonus before the project's reward."""

    slot: int
    first: bool = False
    seat: int | None = _seat()


# ---------------------------------------------------------------- reasons

def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def task_reasons(state: State, step: AssocTasks, task: Task) -> list[Reason]:
    """AN-ASSOC-TASKS / AN-ASSOC-UPG: the task's value within the strength left, different
    from those done (side II); AN-ASSOC-WORKER: the workers it takes."""
    allowance = association_allowance(step.card_side, step.strength)
    value, giver = task_value(state, step.seat, task)
    left = step.left_for(state)
    out = [Reason.later(allowance.rule, value <= left and (step.side == "2" or not step.done),
                  said("an.assoc.value", task=Later(_task_msg, task), value=value,
                      left=left, strength=step.strength))]
    if giver is not None:
        out.append(Reason.later(R.SPON_RULES, True, said(
            "an.assoc.value_rule", task=Later(_task_msg, task), value=value, name=giver.name,
            n=giver.number)))
    if step.side == "2":
        out.append(Reason.later(R.ASSOC_UPG, task not in step.tasks_done,
                          said("an.assoc.different", task=Later(_task_msg, task))))
    workers = state.zoo(step.seat).workers
    there = workers.placed.count(task)
    if there >= CLOSED_AT:
        out.append(Reason.later(R.ASSOC_WORKER, False, said("an.assoc.worker.closed", there=there)))
    else:
        need = 1 if there == 0 else 2
        out.append(Reason.later(R.ASSOC_WORKER, workers.active >= need, said(
            "an.assoc.worker", there=there, need=need, active=workers.active)))
    return out


#: AN-SPON-RULES ``association_task_value``: the data's name of each task.
_TASK_KEYS = {Task.REPUTATION: "reputation", Task.PARTNER_ZOO: "partner_zoo",
              Task.UNIVERSITY: "university", Task.PROJECT: "conservation_project"}


def task_value(state: State, seat: int, task: Task) -> tuple[int, Sponsor | None]:
    """AN-ASSOC-TASKS: the value of ``task`` for ``seat``, and the sponsor that changes it
    (AN-SPON-RULES: Veterinarian 203 makes conservation project work a task of value 4)."""
    for sp, value in rule_givers(state, seat, "association_task_value"):
        changed = dict(value).get(_TASK_KEYS[task])
        if changed is not None:
            return changed, sp
    return task.value, None


def _reputation_reasons(state: State, step: AssocTasks, move: GainReputation) -> list[Reason]:
    return task_reasons(state, step, Task.REPUTATION)


def _reputation_own(state: State, step: AssocTasks, move: GainReputation) -> list[Reason]:
    """Task 2 has no reasons beyond the task's (:func:`task_reasons`)."""
    return []


def _zoo_reasons(state: State, step: AssocTasks, move: TakeZoo) -> list[Reason]:
    """AN-ASSOC-OFFER, AN-ASSOC-ZOO: on the board, a continent not owned, the lowest free
    space (3rd and 4th: side II)."""
    return task_reasons(state, step, Task.PARTNER_ZOO) + _zoo_own(state, step, move)


def _zoo_own(state: State, step: AssocTasks, move: TakeZoo) -> list[Reason]:
    """:func:`_zoo_reasons` after the task's reasons."""
    c = move.continent
    if c not in CONTINENTS:
        return [Reason.later(R.ASSOC_ZOO, False, said("an.assoc.zoo.unknown", value=repr(c),
                                               allowed=list(CONTINENTS)))]
    owned = state.zoo(step.seat).partner_zoos
    out = _tile("zoo", c in state.offer_zoos, c in owned, R.ASSOC_ZOO, Later(icon_name, c))
    space = len(owned) + 1
    side = zoo_map(state.map_id).assoc
    if space > len(side.partner_zoos):
        return out + [Reason.later(R.ASSOC_ZOO, False, said("an.assoc.zoo.full", n=len(owned)))]
    needs_ii = space in side.zoo_needs_assoc_ii
    out.append(Reason.later(R.ASSOC_ZOO, not needs_ii or step.side == "2", said(
        "an.assoc.zoo.space_ii" if needs_ii else "an.assoc.zoo.space", space=space,
        side=step.card_side.name)))
    return out


def _uni_reasons(state: State, step: AssocTasks, move: TakeUniversity) -> list[Reason]:
    """AN-ASSOC-OFFER, AN-ASSOC-UNI: on the board, each kind once."""
    return task_reasons(state, step, Task.UNIVERSITY) + _uni_own(state, step, move)


def _uni_own(state: State, step: AssocTasks, move: TakeUniversity) -> list[Reason]:
    """:func:`_uni_reasons` after the task's reasons."""
    k = move.kind
    if k not in UNIS:
        return [Reason.later(R.ASSOC_UNI_KINDS, False, said("an.assoc.uni.unknown", value=repr(k),
                                                     allowed=list(UNIS)))]
    return _tile("uni", k in state.offer_unis, k in state.zoo(step.seat).universities,
                 R.ASSOC_UNI, said(f"an.assoc.uni.{k}"))


def _tile(what: str, on: bool, owned: bool, rule: R, name: Later) -> list[Reason]:
    """AN-ASSOC-OFFER: the partner zoo / university still on the board; ``rule``: the seat
    has none of that continent / kind yet."""
    return [Reason.later(R.ASSOC_OFFER, on, said(f"an.assoc.offer.{what}" + ("" if on else "_gone"),
                                          name=name)),
            Reason.later(rule, not owned, said(f"an.assoc.{what}." + ("owned" if owned else "new"),
                                        name=name))]


def source(state: State, seat: int, number: int) -> tuple[str, int]:
    """Where project ``number`` is for ``seat``: ``("play", 0)``, ``("hand", 0)``,
    ``("display", folder)`` or ``("none", 0)``."""
    if in_play(state, number) is not None:
        return "play", 0
    if number in state.zoo(seat).hand:
        return "hand", 0
    if number in state.display:
        return "display", state.display.index(number) + 1
    return "none", 0


def _support_reasons(state: State, step: AssocTasks, move: Support) -> list[Reason]:
    """AN-ASSOC-CP: the project in play, in the hand, or (side II) in the display within
    reputation range with the folder's money (AN-ASSOC-UPG); each project once per seat;
    level 0 only for a card put into play; the level's own reasons (:mod:`.projects`)."""
    return task_reasons(state, step, Task.PROJECT) + _support_own(state, step, move)


def _support_own(state: State, step: AssocTasks, move: Support) -> list[Reason]:
    """:func:`_support_reasons` after the task's reasons: the project's, then its level's."""
    out, where = _project_reasons(state, step, move.project)
    if where is None:
        return out
    return out + _level_part(state, step, move, where)


def _project_reasons(state: State, step: AssocTasks,
                     n: object) -> tuple[list[Reason], str | None]:
    """AN-ASSOC-CP, AN-ASSOC-UPG: the reasons of supporting project ``n`` whatever the
    level, and where the card is (:func:`source`; None when no more can be said: not a
    project, or nowhere the seat can take it from)."""
    seat = step.seat
    if not is_project(n):
        return [Reason.later(R.ASSOC_CP, False,
                             said("an.assoc.cp.not_project", card=repr(n)))], None
    where, folder = source(state, seat, n)
    zoo = state.zoo(seat)
    if where == "none":
        return [Reason.later(R.ASSOC_CP, False, said("an.assoc.cp.nowhere", card=n))], None
    out: list[Reason] = []
    if where == "display":
        rep = zoo.reputation
        highest = folders_in_range(rep)[-1]
        out.append(Reason.later(R.ASSOC_UPG, step.side == "2", said("an.assoc.cp.display_side",
                                                             card=n, folder=folder)))
        out.append(Reason.later(R.ASSOC_UPG, folder <= highest, said(
            "an.assoc.cp.range", folder=folder, reputation=rep, highest=highest)))
        out.append(Reason.later(R.ASSOC_UPG, zoo.money >= folder, said(
            "an.assoc.cp.folder_cost", folder=folder, money=zoo.money)))
    else:
        out.append(Reason.later(R.ASSOC_CP, True, said(f"an.assoc.cp.{where}", card=n)))
    p = project(n)
    again = n in zoo.supported
    giver = repeat_giver(state, seat, p.goal) if again else None
    if giver is not None:
        out.append(Reason.later(R.SPON_RULES, True, said(
            "an.assoc.cp.again", card=n, name=giver.name, n=giver.number)))
    else:
        out.append(Reason.later(R.ASSOC_CP, not again, said(
            "an.assoc.cp.already" if again else "an.assoc.cp.once", card=n)))
    return out, where


def _level_part(state: State, step: AssocTasks, move: Support, where: str) -> list[Reason]:
    """AN-ASSOC-CP: level 0 only for a card put into play (``where`` it is now); a level's
    own reasons (:mod:`.projects`), the wildcard tokens spent (AN-SPON-WILDCARD-TOKENS)."""
    n, level, seat = move.project, move.level, step.seat
    p = project(n)
    if not _int(level) or not 0 <= level <= len(p.levels):
        return [Reason.later(R.ASSOC_CP, False, said("an.assoc.cp.bad_level", level=repr(level),
                                              levels=len(p.levels)))]
    out: list[Reason] = []
    if level == 0:
        out.append(Reason.later(R.ASSOC_CP, where != "play", said(
            "an.assoc.cp.put_only" if where != "play" else "an.assoc.cp.level_needed",
            card=n)))
        if move.release is not None:
            out.append(Reason.later(R.ASSOC_RELEASE, False, said("an.assoc.release.no_level")))
        if move.wild:
            out += wild_reasons(state, seat, n, move.wild, 0)
        return out
    if not _int(move.wild) or move.wild < 0:
        return out + [Reason.later(R.SPON_WILDCARD_TOKENS, False, said("an.tokens.wild", n=0,
                                                                have=len(wildcards(state,
                                                                                   seat))))]
    return out + level_reasons(state, seat, n, level, move.release, move.wild)


def repeat_giver(state: State, seat: int, goal: object) -> Sponsor | None:
    """AN-SPON-RULES ``release_projects_repeatable``: the sponsor (Migration Recording 224)
    that lets ``seat`` support a release project it supported already; None for any other
    project or without it."""
    if not isinstance(goal, ReleaseGoal):
        return None
    return next((sp for sp, on in rule_givers(state, seat, "release_projects_repeatable")
                 if on), None)


def _step(state: State) -> AssocTasks:
    return top(state)


def _on_step(reasons):
    """A move's reasons read from the Association step on top of the stack."""
    return lambda state, move: reasons(state, _step(state), move)


def _donate_reasons(state: State, step: AssocTasks, move: Donate) -> list[Reason]:
    """AN-ASSOC-UPG: side II, once; AN-ASSOC-DONATE-ORDER: after a task of this action;
    AN-ASSOC-DONATE-COST: the next space's cost in money."""
    key = ("an.assoc.donate.side_i" if step.side == "1" else
           "an.assoc.donate.again" if step.donated else "an.assoc.donate.once")
    out = [Reason.later(R.ASSOC_UPG, step.side == "2" and not step.donated, said(key)),
        Reason.later(R.ASSOC_DONATE_ORDER, bool(step.done), said("an.assoc.donate.order",
                                                          done=len(step.done)))]
    if state.players == 1:
        return out + [Reason.later(R.ASSOC_DONATE_COST, False, said("an.assoc.donate.solo"))]
    cost = donation_cost(state.players, state.donations)
    money = state.zoo(step.seat).money
    return out + [Reason.later(R.ASSOC_DONATE_COST, money >= cost.cost, said(
        "an.assoc.donate.cost", nth=cost.made + 1, cost=cost.cost, money=money))]


def _end_reasons(state: State, step: AssocTasks, move: EndAssoc) -> list[Reason]:
    """AN-ACT-CHOOSE: a chosen Association action does at least one task."""
    return [Reason.later(R.ACT_CHOOSE, bool(step.done), said("an.assoc.end", done=len(step.done)))]


def _panel_reasons(state: State, move: PanelToken) -> list[Reason]:
    """AN-MAP-PANEL-CHOICE: any token still on the panel; AN-MAP-PANEL: what it uncovers."""
    step: PanelChoice = top(state)
    s = move.slot
    if not _int(s) or not 1 <= s <= PANEL_SIZE:
        return [Reason.later(R.MAP_PANEL_CHOICE, False, said("an.assoc.panel.bad", slot=repr(s),
                                                      n=PANEL_SIZE))]
    there = state.zoo(step.seat).panel[s - 1]
    slot = zoo_map(state.map_id).panel[s - 1]
    return [Reason.later(R.MAP_PANEL_CHOICE, there, said(
        "an.assoc.panel.there" if there else "an.assoc.panel.gone", slot=s)),
        Reason.later(R.MAP_PANEL, True, said(
            "an.assoc.panel.purple" if slot.purple else "an.assoc.panel.yellow", slot=s,
            bonus=said(f"an.map.bonus.{slot.bonus.kind}", value=slot.bonus.value),
            order=Later(_order, move.first)))]


def _order(first: object) -> Msg:
    return Msg("an.assoc.order.first" if first else "an.assoc.order.after")


# ---------------------------------------------------------------- legal moves

def _ok(reasons: list[Reason]) -> bool:
    return all(r.ok or not r.binding for r in reasons)


def candidates(state: State, step: AssocTasks) -> list:
    """Every move the Association step could be answered with, legal or not (the legal ones
    are those whose reasons pass): each task's (:func:`_task_candidates`), in value order,
    then the donation and "done"."""
    seat = step.seat
    return [m for task in Task for m in _task_candidates(state, seat, task)] + [
        Donate(seat=seat), EndAssoc(seat=seat)]


def _task_candidates(state: State, seat: int, task: Task) -> list:
    """The moves doing ``task`` the seat could try (AN-ASSOC-TASKS): +2 reputation, each
    partner zoo and university on the board, each project level (or 0: put into play) of
    the projects in play, in the hand and in the display, with each releasable animal
    (release projects) or each number of wildcard tokens (base projects)."""
    if task is Task.REPUTATION:
        return [GainReputation(seat=seat)]
    if task is Task.PARTNER_ZOO:
        return [TakeZoo(c, seat=seat) for c in state.offer_zoos]
    if task is Task.UNIVERSITY:
        return [TakeUniversity(k, seat=seat) for k in state.offer_unis]
    zoo = state.zoo(seat)
    numbers = dict.fromkeys([p.number for p in state.projects]
                            + [c for c in zoo.hand if is_project(c)]
                            + [c for c in state.display if is_project(c)])
    wild = len(wildcards(state, seat))
    out: list = []
    for n in numbers:
        p = project(n)
        animals = releasable(state, seat, p.goal) if isinstance(p.goal, ReleaseGoal) else (None,)
        out.append(Support(n, 0, seat=seat))
        out += [Support(n, level, a, seat=seat) for level in range(1, len(p.levels) + 1)
                for a in animals]
        if n <= BASE_LAST:
            out += [Support(n, level, None, w, seat=seat)
                    for level in range(1, len(p.levels) + 1)
                    for w in range(1, wild + 1)]
    return out


_STEP_REASONS = {GainReputation: _reputation_reasons, TakeZoo: _zoo_reasons,
                 TakeUniversity: _uni_reasons, Support: _support_reasons,
                 Donate: _donate_reasons, EndAssoc: _end_reasons}


#: Per task move: its task and its reasons after the task's (:func:`task_reasons`).
_OWN_REASONS = {GainReputation: (Task.REPUTATION, _reputation_own),
                TakeZoo: (Task.PARTNER_ZOO, _zoo_own),
                TakeUniversity: (Task.UNIVERSITY, _uni_own),
                Support: (Task.PROJECT, _support_own)}


def _passes(state: State, step: AssocTasks, move, seen: dict) -> bool:
    """Whether ``move`` is a legal answer to ``step``: the same test as ``_ok`` of its
    reasons (:data:`_STEP_REASONS`), each part worked out once per ``seen`` dict — a
    task's reasons (:func:`task_reasons`) are shared by every move of that task."""
    kind = type(move)
    if kind in _OWN_REASONS:
        return (_task_ok(state, step, _OWN_REASONS[kind][0], seen)
                and _own_ok(state, step, move, seen))
    return _ok(_STEP_REASONS[kind](state, step, move))


def _own_ok(state: State, step: AssocTasks, move, seen: dict) -> bool:
    """Whether a task move's reasons after its task's pass (:data:`_OWN_REASONS`); a
    project's reasons before its level (:func:`_project_reasons`) are worked out once per
    ``seen`` dict, shared by every level. They read the step's seat and side, never its
    strength nor the tasks done."""
    if type(move) is not Support:
        return _ok(_OWN_REASONS[type(move)][1](state, step, move))
    key = ("project", move.project)
    if key not in seen:
        head, where = _project_reasons(state, step, move.project)
        seen[key] = where if where is not None and _ok(head) else None
    where = seen[key]
    return where is not None and _ok(_level_part(state, step, move, where))


def _task_ok(state: State, step: AssocTasks, task: Task, seen: dict) -> bool:
    """Whether ``task``'s own reasons pass (:func:`task_reasons`), once per ``seen``."""
    if task not in seen:
        seen[task] = _ok(task_reasons(state, step, task))
    return seen[task]


def step_moves(state: State, step: AssocTasks) -> list:
    """The legal answers to ``step``, worked out once per position and step
    (:func:`.memo.once`): whether the step waits, its ask and its legal moves read the
    same."""
    def compute() -> tuple:
        seen: dict = {}
        return tuple(m for m in candidates(state, step) if _passes(state, step, m, seen))
    return list(once(state, ("an.assoc.moves", step), compute))


def doable_tasks(state: State, step: AssocTasks) -> list[Task]:
    """The tasks ``step`` can do now, in value order: those whose own reasons pass
    (:func:`task_reasons`, which read the strength) and with a move passing the rest of
    its reasons (:func:`_task_has_move`, the same at every strength)."""
    seen: dict = {}
    return [task for task in Task
            if _task_ok(state, step, task, seen) and _task_has_move(state, step, task)]


def _task_has_move(state: State, step: AssocTasks, task: Task) -> bool:
    """Whether one of ``task``'s moves (:func:`_task_candidates`) passes its reasons after
    the task's (:func:`_own_ok`); the first found ends the search. The turn asks whether
    the Association can act at each strength its X-tokens allow (AN-ACT-CHOOSE); only the
    tasks' own reasons read the strength, so the answers, and the project reasons they
    share by (seat, side), are kept per position (:func:`.memo.once`)."""
    def compute() -> bool:
        seen = once(state, ("an.assoc.shared", step.seat, step.side), dict)
        return any(_own_ok(state, step, m, seen)
                   for m in _task_candidates(state, step.seat, task))
    return once(state, ("an.assoc.task", step.seat, step.side, task), compute)


def _assoc_moves(state: State, ask: Ask) -> list:
    return step_moves(state, _step(state))


def _panel_moves(state: State, ask: Ask) -> list:
    panel = state.zoo(ask.seat).panel
    return [PanelToken(s, first, seat=ask.seat) for s in range(1, PANEL_SIZE + 1)
            if panel[s - 1] for first in (False, True)]


# ---------------------------------------------------------------- playing

def _workers_on(state: State, seat: int, task: Task) -> State:
    """AN-ASSOC-WORKER: 1 worker on the task, 2 if one of the seat's is already there."""
    w = state.zoo(seat).workers
    need = 1 if task not in w.placed else 2
    placed = tuple(sorted(w.placed + (task,) * need))
    return state.change_zoo(seat, workers=Workers(w.active - need, w.lying, placed))


def _task_done(state: State, seat: int, task: Task, log: EventLog) -> State:
    """The task's workers placed; the step replaced by what may follow (side II)."""
    step = _step(state)
    state = _workers_on(pop(state), seat, task)
    after = step.after(task)
    return push(state, after) if after is not None else state


def _reputation(state: State, seat: int, move: GainReputation, log: EventLog) -> State:
    state = _task_done(state, seat, Task.REPUTATION, log)
    log.add(state, R.ASSOC_TASKS, said("an.assoc.ev.reputation", who=Later(seat_name, seat)))
    return gain(state, seat, Gain(reputation=2), log, R.ASSOC_TASKS)


def _zoo(state: State, seat: int, move: TakeZoo, log: EventLog) -> State:
    state = _task_done(state, seat, Task.PARTNER_ZOO, log)
    return join_tile(state, seat, Task.PARTNER_ZOO, move.continent, log)


def _uni(state: State, seat: int, move: TakeUniversity, log: EventLog) -> State:
    state = _task_done(state, seat, Task.UNIVERSITY, log)
    return join_tile(state, seat, Task.UNIVERSITY, move.kind, log)


#: Per tile task: the zoo's field, the board's offer, the rule, the map's spaces, the word.
_TILES = {Task.PARTNER_ZOO: ("partner_zoos", "offer_zoos", R.ASSOC_ZOO, "zoo"),
          Task.UNIVERSITY: ("universities", "offer_unis", R.ASSOC_UNI, "uni")}


def join_tile(state: State, seat: int, task: Task, value: str, log: EventLog) -> State:
    """AN-ASSOC-ZOO / AN-ASSOC-UNI: the partner zoo of continent ``value`` / the university
    of kind ``value`` joins the seat's zoo on its lowest free space (its printed bonus taken,
    AN-MAP-ASSOC), a university's reputation gained (AN-ASSOC-UNI-KINDS), and the tile
    leaves the board until the break (AN-ASSOC-OFFER) — by the Association action's task or
    by a bonus tile (AN-BONUS-TILES); then ``tile_joined``: its icons (a continent, science)
    entered the zoo, for the cards that answer icons (AN-ICON-COUNT, AN-SPON-TRIGGERS)."""
    mine, offer, rule, what = _TILES[task]
    name = (Later(icon_name, value) if task is Task.PARTNER_ZOO
            else said(f"an.assoc.uni.{value}"))
    owned = getattr(state.zoo(seat), mine) + (value,)
    state = state.change_zoo(seat, **{mine: owned}).replace(
        **{offer: tuple(v for v in getattr(state, offer) if v != value)})
    log.add(state, rule, said(f"an.assoc.ev.{what}", who=Later(seat_name, seat), name=name,
                                 space=len(owned)))
    state = _space_bonus(state, seat, getattr(zoo_map(state.map_id).assoc, mine), len(owned),
                         what, log)
    rep = UNIS[value].reputation if task is Task.UNIVERSITY else 0
    if rep:
        state = gain(state, seat, Gain(reputation=rep), log, R.ASSOC_UNI_KINDS)
    tile = PartnerZoo(value) if task is Task.PARTNER_ZOO else UNIS[value]
    return fire(state, Event("tile_joined", seat, tile=tile), log)


def _space_bonus(state: State, seat: int, spaces, space: int, what: str,
                 log: EventLog) -> State:
    """AN-MAP-ASSOC: the bonus printed on the partner-zoo or university ``space`` just
    covered, if any, taken through :func:`.gains.take_bonus`."""
    bonus = spaces[space - 1]
    if bonus is None:
        return state
    log.add(state, R.MAP_ASSOC, said(f"an.assoc.ev.space.{what}", who=Later(seat_name, seat),
                                        space=space, bonus=said(f"an.map.bonus.{bonus.kind}",
                                                               value=bonus.value)))
    return take_bonus(state, seat, bonus, log, R.MAP_ASSOC)


def _bring(state: State, seat: int, n: int, log: EventLog) -> State:
    """A project card from the hand or the display put into play (AN-ASSOC-CP), the folder
    paid (AN-ASSOC-UPG) and the play bonus gained (AN-PROJ-PLAY-BONUS)."""
    where, folder = source(state, seat, n)
    zoo = state.zoo(seat)
    if where == "hand":
        hand = list(zoo.hand)
        hand.remove(n)
        state = state.change_zoo(seat, hand=tuple(hand))
    else:
        state = state.change_zoo(seat, money=zoo.money - folder).replace(
            display=state.display[:folder - 1] + (None,) + state.display[folder:])
    state = put_in_play(state, n, log)
    log.add(state, R.ASSOC_CP, said(f"an.assoc.ev.put.{where}", who=Later(seat_name, seat),
                                       card=n, folder=folder))
    bonus = project(n).play_bonus
    if not bonus:
        return state
    log.add(state, R.PROJ_PLAY_BONUS, said("an.assoc.ev.play_bonus", who=Later(seat_name, seat),
                                              card=n, rep=bonus.reputation))
    return gain(state, seat, bonus, log, R.PROJ_PLAY_BONUS)


def _support(state: State, seat: int, move: Support, log: EventLog) -> State:
    n, level = move.project, move.level
    state = _task_done(state, seat, Task.PROJECT, log)
    if in_play(state, n) is None:
        state = _bring(state, seat, n, log)
    if level == 0:
        return state
    state = mark(state, seat, n, level)
    if move.wild:
        state = spend_wild(state, seat, move.wild, log)
    log.add(state, R.ASSOC_CP, said("an.assoc.ev.support", who=Later(seat_name, seat), card=n,
                                       level=level))
    if move.release is not None:
        state = release(state, seat, move.release, log)
    if any(state.zoo(seat).panel):
        return push(state, PanelChoice(seat, n, level, move.release is not None))
    log.add(state, R.MAP_PANEL_CHOICE, said("an.assoc.ev.supply", who=Later(seat_name, seat)))
    return _reward(state, seat, n, level, move.release is not None, log)


def _reward(state: State, seat: int, n: int, level: int, released: bool,
            log: EventLog) -> State:
    p = project(n)
    reward = p.levels[level - 1].reward
    log.add(state, p.rule, said("an.assoc.ev.reward" if reward.reputation else
                                   "an.assoc.ev.reward_cp", who=Later(seat_name, seat), card=n,
                                   level=level, cp=reward.conservation, rep=reward.reputation))
    state = gain(state, seat, reward, log, p.rule)
    return fire(state, Event("project_supported", seat, card=n, release=released), log)


def _panel(state: State, seat: int, move: PanelToken, log: EventLog) -> State:
    step: PanelChoice = top(state)
    state = pop(state)
    panel = state.zoo(seat).panel
    state = state.change_zoo(seat, panel=panel[:move.slot - 1] + (False,) + panel[move.slot:])
    log.add(state, R.MAP_PANEL_CHOICE, said("an.assoc.ev.panel", who=Later(seat_name, seat),
                                               slot=move.slot, order=Later(_order, move.first)))
    if move.first:
        state = _uncovered(state, seat, move.slot, log)
    state = _reward(state, seat, step.project, step.level, step.released, log)
    return state if move.first else _uncovered(state, seat, move.slot, log)


def _uncovered(state: State, seat: int, slot: int, log: EventLog) -> State:
    """AN-MAP-PANEL: the bonus under the token taken, through :func:`.gains.take_bonus`."""
    bonus = zoo_map(state.map_id).panel[slot - 1].bonus
    log.add(state, R.MAP_PANEL, said("an.assoc.ev.uncovered", who=Later(seat_name, seat),
                                        slot=slot, bonus=said(f"an.map.bonus.{bonus.kind}",
                                                             value=bonus.value)))
    return take_bonus(state, seat, bonus, log, R.MAP_PANEL)


def _donate(state: State, seat: int, move: Donate, log: EventLog) -> State:
    step = _step(state)
    cost = donation_cost(state.players, state.donations)
    state = push(pop(state), AssocTasks(step.seat, step.side, step.strength, step.done, True))
    zoo = state.zoo(seat)
    state = state.change_zoo(seat, money=zoo.money - cost.cost).replace(
        donations=state.donations + 1)
    log.add(state, R.ASSOC_DONATE_COST, said("an.assoc.ev.donate", who=Later(seat_name, seat),
                                                cost=cost.cost, nth=cost.made + 1))
    return gain(state, seat, Gain(conservation=cost.reward), log, R.ASSOC_UPG)


def _end(state: State, seat: int, move: EndAssoc, log: EventLog) -> State:
    log.add(state, R.ASSOC_UPG, said("an.assoc.ev.end", who=Later(seat_name, seat)))
    return pop(state)


# ---------------------------------------------------------------- the action

def possible(state: State, seat: int, side: Side, strength: int) -> Reason:
    """AN-ACT-CHOOSE: the Association card may be chosen at ``strength`` when at least one
    task can be done (a task of value ≤ strength with the workers it takes, and its own
    conditions)."""
    step = AssocTasks(seat, str(int(side)), strength, (), False)
    seen: dict = {}
    ok = any(_task_ok(state, step, task, seen) and _task_has_move(state, step, task)
             for task in Task)                   # the first doable task settles it
    return Reason.later(R.ACT_CHOOSE, ok, said(
        "an.assoc.possible" if ok else "an.assoc.impossible", strength=strength,
        tasks=Later(_doable_msgs, state, step), active=state.zoo(seat).workers.active))


def _doable_msgs(state: State, step: AssocTasks) -> list[Msg]:
    """The tasks ``step`` can do (:func:`doable_tasks`) in words, made when read."""
    return [_task_msg(t) for t in doable_tasks(state, step)]


def start(state: State, seat: int, side: Side, strength: int, log: EventLog) -> State:
    """AN-ASSOC-TASKS / AN-ASSOC-UPG: the tasks are asked one by one."""
    allowance = association_allowance(side, strength)
    log.add(state, allowance.rule, lambda a: a.msg, (allowance,))
    return push(state, AssocTasks(seat, str(int(side)), strength, (), False))


_TASK_OF = {GainReputation: Task.REPUTATION, TakeZoo: Task.PARTNER_ZOO,
            TakeUniversity: Task.UNIVERSITY, Support: Task.PROJECT}


def _describe_support(state: State, m: Support) -> Msg:
    if m.level == 0:
        return Msg("an.assoc.move.put", card=m.project)
    if m.wild:
        return Msg("an.tokens.move.wild", card=m.project, level=m.level, n=m.wild)
    if m.release is None:
        return Msg("an.assoc.move.support", card=m.project, level=m.level)
    return Msg("an.assoc.move.support_release", card=m.project, level=m.level,
               release=m.release)


_CONTINENT_RE = "|".join(CONTINENTS)
#: A project's levels in the text: 0 (put into play only) to 3 (AN-ASSOC-CP); wildcard
#: tokens spent on one support: 1 to 3 (AN-SPON-WILDCARD-TOKENS).
MAX_LEVEL, MAX_WILD = 3, 3
_UNI_RE = "|".join(UNIS)


def _kind(steps, reasons, play, describe, write, pattern, make) -> MoveKind:
    return MoveKind(steps, reasons, play, describe, write, (re.compile(pattern), make))


def _continent_word(value: object) -> Msg | str:
    """A partner zoo's continent in words; any other value as typed (a move is described
    before it is checked)."""
    return icon_name(value) if value in CONTINENTS else str(value)


def _university_word(value: object) -> Msg | str:
    """A university kind in words; any other value as typed."""
    return Msg(f"an.assoc.uni.{value}") if value in UNIS else str(value)


MOVESET = Moveset(
    "association",
    moves={
        GainReputation: _kind("assoc", _on_step(_reputation_reasons), _reputation,
                              lambda s, m: Msg("an.assoc.move.reputation"),
                              lambda m: "assoc:rep", r"assoc:rep",
                              lambda g: GainReputation()),
        TakeZoo: _kind("assoc", _on_step(_zoo_reasons), _zoo,
                       lambda s, m: Msg("an.assoc.move.zoo", continent=_continent_word(m.continent)),
                       lambda m: f"zoo:{m.continent}", rf"zoo:({_CONTINENT_RE})",
                       lambda g: TakeZoo(g[1])),
        TakeUniversity: _kind("assoc", _on_step(_uni_reasons), _uni,
                              lambda s, m: Msg("an.assoc.move.uni", kind=_university_word(m.kind)),
                              lambda m: f"uni:{m.kind}", rf"uni:({_UNI_RE})",
                              lambda g: TakeUniversity(g[1])),
        Support: _kind("assoc", _on_step(_support_reasons), _support, _describe_support,
                       lambda m: f"project:{m.project}:{m.level}"
                       + (f":{m.release}" if m.release is not None else "")
                       + (f"+w{m.wild}" if m.wild else ""),
                       rf"project:{NUM}:{NUM}(?::{NUM})?(?:\+w{NUM})?",
                       lambda g: Support(
                           bounded(g, 1, PROJECT_NUMBERS[0], PROJECT_NUMBERS[-1], "project"),
                           bounded(g, 2, 0, MAX_LEVEL, "level"),
                           None if g[3] is None else read_card(g, 3, "release"),
                           0 if g[4] is None else bounded(g, 4, 1, MAX_WILD, "wild"))),
        Donate: _kind("assoc", _on_step(_donate_reasons), _donate,
                      lambda s, m: Msg("an.assoc.move.donate"), lambda m: "donate",
                      r"donate", lambda g: Donate()),
        EndAssoc: _kind("assoc", _on_step(_end_reasons), _end,
                        lambda s, m: Msg("an.assoc.move.end"), lambda m: "assoc:done",
                        r"assoc:done", lambda g: EndAssoc()),
        PanelToken: _kind("panel", _panel_reasons, _panel,
                          lambda s, m: Msg("an.assoc.move.panel", slot=m.slot,
                                           order=_order(m.first)),
                          lambda m: f"panel:{m.slot}" + (":first" if m.first else ""),
                          rf"panel:{NUM}(:first)?",
                          lambda g: PanelToken(bounded(g, 1, 1, PANEL_SIZE, "slot"), bool(g[2]))),
    },
    legal={"assoc": _assoc_moves, "panel": _panel_moves},
    actions={Action.ASSOCIATION: ActionEntry(possible, start)},
)

__all__ = ["MOVESET", "AssocTasks", "Donate", "EndAssoc", "GainReputation",
           "PanelChoice", "PanelToken", "Support", "TakeUniversity", "TakeZoo", "candidates",
           "join_tile", "possible", "source", "start", "step_moves", "task_reasons"]
