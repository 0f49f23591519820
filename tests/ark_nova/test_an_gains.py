"""What a seat gains, through the one :func:`tutor.ark_nova.gains.gain` (AN-CONS-TRACK,
AN-REP-TRACK, AN-CARDS-REP10, AN-ACT-X) and :func:`~tutor.ark_nova.gains.take_bonus`, and
the movesets' tables merged without a key claimed twice."""

from __future__ import annotations

import re

import pytest

from tutor.ark_nova import events
from tutor.ark_nova.buildings import Building
from tutor.ark_nova.cards import Gain
from tutor.ark_nova.gains import gain, handles, take_bonus
from tutor.ark_nova.place import place
from tutor.ark_nova.moveset import MoveKind, Moveset, merged
from tutor.ark_nova.rulebook import R
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import ActionCard, Options
from tutor.ark_nova.strength import Action, Side
from tutor.ark_nova.zoo_map import Bonus, zoo_map
from tutor.core.verdict import EventLog


def state():
    return initial_state(Options(2, "A"), 3)


def test_gain_money_appeal_and_x_tokens_with_the_caps_an_cons_track_an_act_x():
    """AN-CONS-TRACK: appeal stops at 113; AN-ACT-X: at most 5 X-tokens; money has no cap."""
    s = state().change_zoo(0, appeal=110, x_tokens=4, money=25)
    log = EventLog()
    s = gain(s, 0, Gain(money=7, appeal=5, x_tokens=3), log, R.BUILD_PAVILION)
    z = s.zoo(0)
    assert (z.money, z.appeal, z.x_tokens) == (32, 113, 5)
    words = " ".join(e.msg.render("en", at_start=False) for e in log)
    assert "+7 money (25 → 32)" in words
    assert s.zoo(1) == state().zoo(1)


def test_reputation_is_lost_at_9_while_cards_is_on_side_i_an_cards_rep10():
    """AN-CARDS-REP10: at 9 with Cards on side I further reputation is lost, no appeal."""
    s = state().change_zoo(0, reputation=8, appeal=4)
    s = gain(s, 0, Gain(reputation=3), None, R.ASSOC_TASKS)
    assert (s.zoo(0).reputation, s.zoo(0).appeal) == (9, 4)


def test_reputation_beyond_15_pays_appeal_an_rep_track():
    """AN-REP-TRACK: with Cards upgraded, each step beyond 15 is 1 appeal."""
    z = state().zoo(0)
    row = tuple(ActionCard(c.action, Side.II if c.action is Action.CARDS else c.side)
                for c in z.row)
    s = state().change_zoo(0, row=row, reputation=14, appeal=10)
    s = gain(s, 0, Gain(reputation=4), None, R.ASSOC_TASKS)
    assert (s.zoo(0).reputation, s.zoo(0).appeal) == (15, 13)


def test_take_bonus_plain_kinds_are_gains_an_build_bonus():
    """AN-BUILD-BONUS: a printed money / X-token bonus is gained at once."""
    s = state().change_zoo(0, money=10, x_tokens=0)
    s = take_bonus(s, 0, Bonus("money", 5), None, R.BUILD_BONUS)
    s = take_bonus(s, 0, Bonus("x_token", 1), None, R.BUILD_BONUS)
    assert (s.zoo(0).money, s.zoo(0).x_tokens) == (15, 1)


def test_an_x_token_gained_cites_the_rule_that_pays_it_an_build_bonus():
    """AN-BUILD-BONUS: the X-token of a placement bonus is said with the bonus's rule, not
    AN-ACT-X; AN-ACT-X is cited when some are lost beyond 5."""
    log = EventLog()
    s = take_bonus(state().change_zoo(0, x_tokens=0), 0, Bonus("x_token", 1), log,
                   R.BUILD_BONUS)
    assert s.zoo(0).x_tokens == 1
    assert [(e.rule, e.msg.render("en")) for e in log] == [
        ("AN-BUILD-BONUS", "Player 1: X-tokens 0 + 1 = 1.")]
    log = EventLog()
    take_bonus(state().change_zoo(0, x_tokens=5), 0, Bonus("x_token", 1), log, R.BUILD_BONUS)
    assert [e.rule for e in log] == ["AN-ACT-X"]


def test_the_replay_of_a_building_on_an_x_token_bonus_cites_an_build_bonus():
    """AN-BUILD-BONUS: the replay of a size-2 enclosure covering (0,3) (map A's X-token)
    says the X-token gained with AN-BUILD-BONUS."""
    import tutor.ark_nova as an
    from tutor.ark_nova.moves import Act, Keep
    from widgets.notebook import replay

    s = an.initial_state(Options(2, "A"), 0)
    for seat in range(2):
        s = an.apply(s, Keep(s.zoo(seat).hand[:4], seat=seat)).after
    s = an.apply(s, Act(Action.BUILD, 0, seat=0)).after
    text = replay(an, an.to_notation(s), "build:enclosure_2@0,3r0", "en",
                  drawings=False)
    assert "Player 1: X-tokens 0 + 1 = 1. (AN-BUILD-BONUS)" in text
    assert "(AN-ACT-X)" not in text.split("build:enclosure_2@0,3r0", 1)[1]


def test_a_move_type_claimed_by_two_movesets_is_refused():
    kind = MoveKind("x", lambda s, m: [], lambda s, seat, m, log: s, lambda s, m: None,
                    lambda m: "", (re.compile("x"), lambda m: None))
    one, two = Moveset("one", {int: kind}), Moveset("two", {int: kind})
    assert merged((one,), "moves") == {int: kind}
    with pytest.raises(TypeError, match="two"):
        merged((one, two), "moves")


def test_place_covers_a_bonus_space_and_pays_it_at_once_an_build_bonus():
    """AN-BUILD-BONUS: a building covering a placement bonus gives it at once; the events
    of the building follow."""
    zmap = zoo_map("A")
    hex_, bonus = next((h, b) for h, b in zmap.bonuses
                       if b.kind in ("money", "x_token", "reputation"))
    s = state()
    before = s.zoo(0)
    seen = []

    def spy(st, ev, log):
        seen.append(ev.kind)
        return st
    events.listen(spy)
    try:
        s = place(s, 0, Building("kiosk", hex_, 0), EventLog(), R.BUILD_BASIC)
    finally:
        events._LISTENERS.remove(spy)
    after = s.zoo(0)
    assert len(after.buildings) == len(before.buildings) + 1
    field = {"money": "money", "x_token": "x_tokens", "reputation": "reputation"}[bonus.kind]
    assert getattr(after, field) > getattr(before, field)
    assert seen == ["building_built", "space_covered", "placement_bonus_taken"]


def test_a_bonus_kind_has_one_handler():

    @handles("test_only_kind")
    def one(state, seat, value, log, rule):
        return state
    with pytest.raises(TypeError, match="already"):
        handles("test_only_kind")(lambda *a: None)
