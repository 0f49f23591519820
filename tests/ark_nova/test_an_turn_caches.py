"""What the turn's choice of an action keeps between questions gives the answers a fresh
count gives: the icons of a zoo (AN-ICON-COUNT) and the sponsors' standing rules
(AN-SPON-RULES) kept per zoo content, and the Association tasks found possible
(AN-ACT-CHOOSE) without judging every move of a task already found."""

from __future__ import annotations

import random

import pytest

from tutor.ark_nova import policy, rules
from tutor.ark_nova.association import AssocTasks, candidates, possible, step_moves
from tutor.ark_nova.cards import (Animal, Icons, PartnerZoo, Sponsor, card, icons, sponsors,
                                  universities)
from tutor.ark_nova.icons import (ICON_CACHE_SIZE, SPONSOR_CACHE_SIZE, _givers, _icons_of,
                                  _sponsors_in, icons_of_zoo, rule_givers, sponsor_cards)
from tutor.ark_nova.projects import release
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import Options, State
from tutor.ark_nova.strength import Side, Task
from tutor.core import Msg
from tutor.core.i18n import render
from tutor.core.steps import push
from tutor.core.verdict import EventLog

UNIS = {u.id: u for u in universities()}
#: Every standing rule a sponsor changes (AN-SPON-RULES), from the data.
RULE_KEYS = sorted({k for sp in sponsors() for e in sp.effects for k, _ in e.changes})


def fresh_icons(state: State, seat: int) -> Icons:
    """AN-ICON-COUNT counted from scratch: played animals and sponsors, partner zoos,
    universities."""
    zoo = state.zoo(seat)
    total = Icons()
    for c in map(card, zoo.played):
        if isinstance(c, (Animal, Sponsor)):
            total = total + icons(c)
    for continent in zoo.partner_zoos:
        total = total + icons(PartnerZoo(continent))
    for kind in zoo.universities:
        total = total + icons(UNIS[kind])
    return total


def fresh_givers(state: State, seat: int, key: str) -> tuple:
    return tuple((c, e.change(key)) for c in map(card, state.zoo(seat).played)
                 if isinstance(c, Sponsor) for e in c.effects if e.change(key) is not None)


def game(seed: int, players: int = 4, moves: int = 400):
    """The positions of a seeded policy game."""
    state, rng = initial_state(Options(players, "A"), seed), random.Random(seed)
    for _ in range(moves):
        if state.over:
            return
        yield state
        state = apply(state, policy.choose(state, rng)).after


def test_an_icon_count_kept_per_zoo_content_equals_a_fresh_count():
    """AN-ICON-COUNT, AN-SPON-RULES: through a whole game, every zoo's icons, sponsors and
    standing rules read from the kept answers equal a count from scratch; the caches are
    bounded."""
    for state in game(3):
        for seat in range(state.players):
            assert icons_of_zoo(state.zoo(seat)) == fresh_icons(state, seat)
            assert sponsor_cards(state.zoo(seat)) == tuple(
                c for c in map(card, state.zoo(seat).played) if isinstance(c, Sponsor))
            for key in RULE_KEYS:
                assert rule_givers(state, seat, key) == fresh_givers(state, seat, key)
    assert _icons_of.cache_info().maxsize == ICON_CACHE_SIZE
    assert _sponsors_in.cache_info().maxsize == _givers.cache_info().maxsize \
        == SPONSOR_CACHE_SIZE


def test_an_icon_count_changes_with_each_thing_it_reads_an_assoc_release():
    """AN-ICON-COUNT: a card played, a partner zoo and a university each change the kept
    count; the zoo's money (no icon) leaves it as it was; AN-ASSOC-RELEASE: a released
    animal's icons go with it."""
    state, seat = next(game(4, moves=1)), 0
    before = icons_of_zoo(state.zoo(seat))
    lion = state.change_zoo(seat, played=state.zoo(seat).played + (402,))
    assert icons_of_zoo(lion.zoo(seat)) == before + icons(card(402)) == fresh_icons(lion, seat)
    tiles = dict(partner_zoos=("africa",), universities=("science_science",))
    joined = lion.change_zoo(seat, **tiles)
    assert icons_of_zoo(joined.zoo(seat)) == fresh_icons(joined, seat)
    assert icons_of_zoo(joined.zoo(seat))["africa"] == 2
    assert icons_of_zoo(joined.zoo(seat))["science"] == 2
    richer = joined.change_zoo(seat, money=joined.zoo(seat).money + 10)
    assert icons_of_zoo(richer.zoo(seat)) is icons_of_zoo(joined.zoo(seat))
    gone = release(joined, seat, 402, EventLog())
    assert icons_of_zoo(gone.zoo(seat)) == fresh_icons(gone, seat) \
        == icons_of_zoo(state.change_zoo(seat, **tiles).zoo(seat))
    assert icons_of_zoo(gone.zoo(seat))["predator"] == before["predator"]


#: The tasks by the name of the move doing them (AN-ASSOC-TASKS).
TASKS = {"GainReputation": Task.REPUTATION, "TakeZoo": Task.PARTNER_ZOO,
         "TakeUniversity": Task.UNIVERSITY, "Support": Task.PROJECT}


def judged_one_by_one(state: State, step: AssocTasks) -> tuple[list, list[Task]]:
    """AN-ACT-CHOOSE from scratch: the step put on the stack, every candidate move judged
    by ``check``; the legal moves and the tasks they do, in value order."""
    asked = push(state, step)
    legal = [m for m in candidates(asked, step) if rules.check(asked, m).legal]
    return legal, sorted({TASKS[type(m).__name__] for m in legal
                          if type(m).__name__ in TASKS})


def verdict_text(state: State, seat: int, strength: int, tasks: list[Task], lang: str) -> str:
    """The AN-ACT-CHOOSE verdict of the Association naming ``tasks``."""
    return render(Msg("an.assoc.possible" if tasks else "an.assoc.impossible",
                      strength=strength, active=state.zoo(seat).workers.active,
                      tasks=[Msg(f"an.tracks.task.{t.name.lower()}", value=t.value)
                             for t in tasks]), lang)


@pytest.mark.parametrize("seed", [5, 6])
def test_an_act_choose_association_tasks_equal_every_move_judged(seed):
    """AN-ACT-CHOOSE, AN-ASSOC-TASKS, AN-ASSOC-UPG: at turns of a game, for both sides and
    every strength, the Association's verdict names exactly the tasks with a legal move
    (every candidate judged by ``check``), in EN and FR, and the step's legal moves are
    exactly those ``check`` accepts."""
    seen = 0
    for n, state in enumerate(game(seed, moves=300)):
        asks = rules.asks(state)
        if n % 4 or not asks or asks[0].step != "turn":
            continue
        seat = asks[0].seat
        for side in (Side.I, Side.II):
            for strength in range(1, 9):
                step = AssocTasks(seat, str(int(side)), strength, (), False)
                legal, tasks = judged_one_by_one(state, step)
                reason = possible(state, seat, side, strength)
                assert reason.ok == bool(tasks)
                for lang in ("en", "fr"):
                    assert render(reason.msg, lang) == verdict_text(state, seat, strength,
                                                                    tasks, lang)
                assert step_moves(push(state, step), step) == legal
                seen += 1
    assert seen > 100
