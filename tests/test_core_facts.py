"""Facts as data: events carry typed payloads beside their message (``Event.data``), and
the goals and boards read those, not the message's key or parameters."""

from __future__ import annotations

import inspect

import pytest

import tutor.flaming_pyramids as fp
import tutor.oh_hell as oh
import tutor.pook as pk
from tutor.flaming_pyramids.facts import Slid
from tutor.oh_hell.facts import HandScored, MustFollow, TrickWon
from tutor.pook.facts import NoTarget


def test_OH_PLAY_WIN_and_the_scores_carry_the_winner_and_the_hand_as_data():
    state = oh.initial_state(oh.Options(3, "single", max_size=2), 4)
    events = []
    while oh.legal_moves(state):
        outcome = oh.apply(state, oh.legal_moves(state)[0])
        events += outcome.events
        state = outcome.after
    tricks = [e.data for e in events if isinstance(e.data, TrickWon)]
    assert [t.number for t in tricks] == [1, 2]
    assert all(e.rule == "OH-PLAY-WIN" for e in events if isinstance(e.data, TrickWon))
    scored = [e.data for e in events if isinstance(e.data, HandScored)]
    assert [s.seat for s in scored] == [0, 1, 2]
    assert sum(s.won for s in scored) == 2
    assert tuple(s.points for s in scored) == state.scores
    for s in scored:
        assert s.made == (s.bid == s.won)


def test_FP_COLL_2_a_slide_event_carries_where_the_tile_went():
    s = fp.from_notation("fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/0:Y10,B20 hands=Y40|R2 "
                         "piles=-|-")
    s = fp.apply(s, fp.parse_move("Y40@2,0")).after
    (slide,) = [e for e in fp.apply(s, fp.parse_move("slide L")).events
                if isinstance(e.data, Slid)]
    assert slide.data == Slid(fp.tile("Y40"), (2, 0), (1, 0), 0)
    assert slide.focus == ((1, 0),)


def test_POOK_POW_KNIGHT_a_power_without_target_names_the_guarded_warriors_as_data():
    s = pk.from_notation("pk1 players=2 window=floating turn=1 phase=play block=- swap=- "
                         "placed=- board=0,1:K1,M3,o1~2/k2~2,.,P hands=O2|V1 pile=- "
                         "obj=KO,MV tied=- picks=- winners=-")
    (event,) = [e for e in pk.apply(s, pk.parse_move("O2@1,0")).events
                if isinstance(e.data, NoTarget)]
    assert event.data == NoTarget(pk.card("O2"), (1, 0), ((1, 1),))


@pytest.mark.parametrize("module", ["tutor.oh_hell.goals", "tutor.pook.goals",
                                    "widgets.games.oh_hell.board", "widgets.games.flaming_pyramids.board"])
def test_goals_and_boards_read_facts_not_message_keys(module):
    source = inspect.getsource(__import__(module, fromlist=["_"]))
    assert "msg.key ==" not in source and "msg.kwargs" not in source


def test_OH_PLAY_FOLLOW_a_refused_revoke_carries_the_card_led_and_the_cards_to_follow_with():
    s = oh.from_notation("oh1 players=3 seq=single max=2 scoring=positive seed=1 hand=1 size=2 "
                         "dealer=3 trump=2C hands=3H|QH,KS|4D,5D bids=0,0,1 won=0,0,0 "
                         "lead=1 trick=AS scores=0,0,0")
    (refusal,) = oh.check(s, oh.parse_move("QH")).violations
    assert refusal.data == MustFollow(oh.card("AS"), (oh.card("KS"),))
