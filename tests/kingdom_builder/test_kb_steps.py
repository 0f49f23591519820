"""A Kingdom Builder turn as pending steps (:mod:`tutor.core.steps`, the kinds in
``tutor.kingdom_builder.steps``): the mandatory action with the tiles before and after it
(KB-TURN-ORDER, KB-PLACE-THREE), the choice of a tile to return pushed on top
(KB-LOC-LOSE), and the first notation, ``kb1``, which wrote the turn as counters, read into
the same steps."""

from __future__ import annotations

import random

import pytest

from tutor import kingdom_builder as kb
from tutor.core import NotationError

from kb_support import as_kb1, failing, play, pos, position, verdict

#: Red (seat 1) on 3,4 (grass, Tavern quadrant) plays grass, with a ready Farm tile (from
#: 11,17) and a ready Oasis tile (from 12,7).
TWO_TILES = position(("3,4", "-"), "G,C", tiles=("farm@11,17:r;oasis@12,7:r", "-"),
                     taken=("11,17;12,7", "-"))


def written_stack(state: kb.State) -> str:
    return kb.to_notation(state).split(" stack=")[1].split(" ")[0]


def first(state: kb.State, kind: type, tile: str | None = None):
    return next(m for m in kb.legal_moves(state) if isinstance(m, kind)
                and (tile is None or m.kind == tile))


def test_KB_TURN_ORDER_a_turn_is_tiles_before_the_build_the_build_then_tiles_after():
    """The turn's stack: ``before`` (a tile, or the first settlement), ``build`` while the
    mandatory action is under way (a tile is refused there, KB-TURN-ORDER), ``after`` once
    it is over (a tile, or the end), then the next seat's ``before``."""
    s = pos(TWO_TILES)
    assert s.stack == (kb.BeforeBuild(0),) and written_stack(s) == "before:1"
    assert [(a.step, a.msg.key) for a in kb.asks(s)] == [("turn", "kb.ask.turn")]
    s = kb.apply(s, first(s, kb.Use, "farm")).after                   # a tile before
    assert s.stack == (kb.BeforeBuild(0),) and kb.mandatory_status(s) == "todo"
    for n in (1, 2):
        s = kb.apply(s, first(s, kb.Build)).after
        assert s.stack == (kb.Building(0, n),) and written_stack(s) == f"build:1:{n}"
        assert [a.step for a in kb.asks(s)] == ["build"]
        assert kb.from_notation(kb.to_notation(s)) == s
    oasis = kb.Use("oasis", (12, 7), (13, 7))
    refused = verdict(s, kb.format_move(oasis))
    assert failing(refused) == ["KB-TURN-ORDER"]
    assert ("not in the middle of the mandatory action (2 of 3 built): the Oasis tile comes "
            "before or after it (KB-TURN-ORDER)") in refused.explain("en")
    assert failing(verdict(s, "end")) == ["KB-TURN-ORDER"]
    s = kb.apply(s, first(s, kb.Build)).after
    assert s.stack == (kb.AfterBuild(0, 3),) and written_stack(s) == "after:1:3"
    assert [(a.step, a.msg.key) for a in kb.asks(s)] == [("turn", "kb.ask.after")]
    s = kb.apply(s, first(s, kb.Use, "oasis")).after                  # a tile after
    assert s.stack == (kb.AfterBuild(0, 3),)
    s = kb.apply(s, kb.EndTurn()).after
    assert s.turn == 1 and s.stack == (kb.BeforeBuild(1),) and written_stack(s) == "before:2"


def test_KB_PLACE_SHORT_the_build_step_ends_the_action_by_itself_when_no_hex_is_left():
    """The step under way asks only while a settlement and a hex are left: with neither
    (here no grass hex once Red has built on 3,5 and 4,4), it resolves into ``after`` with
    the KB-PLACE-SHORT event, and the turn goes on."""
    grass = [h for h in kb.assemble(tuple((q, False) for q in
             ("tavern", "paddock", "oasis", "farm"))).hexes_of("G")]
    blue = [f"{r},{c}" for r, c in grass if (r, c) not in ((3, 4), (3, 5), (4, 4))]
    red = ";".join(sorted(["3,4"] + blue[40:], key=lambda h: tuple(map(int, h.split(",")))))
    blue_text = ";".join(sorted(blue[:40], key=lambda h: tuple(map(int, h.split(",")))))
    s, outs = play(position((red, blue_text), "G,C", ending="yes"), "3,5")
    assert s.stack == (kb.Building(0, 1),)
    s, outs = play(s, "4,4")
    assert s.stack == (kb.AfterBuild(0, 2),) and kb.mandatory_status(s) == "done"
    assert [e.rule for e in outs[0].events][-1] == "KB-PLACE-SHORT"


def test_KB_LOC_LOSE_the_choice_of_the_tile_is_a_step_pushed_on_top_written_and_read_back():
    """Losing the Tavern location 6,2 while holding both Tavern tiles pushes the choice on
    top of the turn's step; mid-choice the position is written ``return:1:6,2/after:1:3``
    and reads back; the answer pops it and the turn goes on where it was."""
    for stack, under in (("after:1:3", kb.AfterBuild(0, 3)), ("before:1", kb.BeforeBuild(0))):
        start = position(("5,2;5,7;7,11", "-"), "C,G",
                         tiles=("paddock@6,11:r;tavern@6,2:r;tavern@6,7:r", "-"),
                         taken=("6,2;6,7;6,11", "-"), stack=stack)
        s, outs = play(start, "paddock@6,11:5,2>5,0")
        assert s.stack == (kb.ReturnTile(0, (6, 2)), under)
        assert written_stack(s) == f"return:1:6,2/{stack}"
        assert kb.from_notation(kb.to_notation(s)) == s
        assert kb.returning(s) == (6, 2) and [a.step for a in kb.asks(s)] == ["return"]
        assert kb.mandatory_status(s) == kb.mandatory_status(pos(start))
        assert failing(verdict(s, "end")) == ["KB-LOC-LOSE"]
        s, _ = play(s, "return@6,2")
        assert s.stack == (under,) and kb.returning(s) is None


def kb1_of(state: kb.State) -> str:
    """``state`` written in the first notation, its turn as counters (what the engine
    wrote before the steps)."""
    step = kb.turn_step(state)
    if state.winners:
        return as_kb1(kb.to_notation(state), phase="over")
    location = kb.returning(state)
    return as_kb1(kb.to_notation(state), phase="play" if location is None else "return",
                  built=step.built, done="yes" if isinstance(step, kb.AfterBuild) else "no",
                  pending="-" if location is None else f"{location[0]},{location[1]}")


@pytest.mark.parametrize("kb2, counters", [
    ("before:1", {}),
    ("build:1:2", {"built": 2}),
    ("after:1:3", {"built": 3, "done": "yes"}),
    ("after:1:1", {"built": 1, "done": "yes"}),
    ("return:1:6,2/after:1:3", {"phase": "return", "built": 3, "done": "yes",
                                "pending": "6,2"}),
    ("return:1:6,2/before:1", {"phase": "return", "pending": "6,2"}),
])
def test_kb1_texts_read_into_the_same_state_as_their_kb2_form(kb2, counters):
    """KB-TURN-ORDER: ``built=0 done=no`` is ``before``, ``built=2 done=no`` the build under
    way, ``done=yes`` ``after``, phase ``return`` the choice on top; the state is the one
    its ``kb2`` form reads into, and it is written ``kb2``."""
    text = position(("5,0;5,7;6,8;7,11", "-"), "C,G",
                    tiles=("paddock@6,11:u;tavern@6,2:r;tavern@6,7:r", "-"),
                    taken=("6,2;6,7;6,11", "-"), stack=kb2)
    old = as_kb1(text, **counters)
    assert old.startswith("kb1 ") and "stack=" not in old
    assert kb.from_notation(old) == kb.from_notation(text)
    assert kb.to_notation(kb.from_notation(old)) == text


def test_kb1_every_position_of_random_games_reads_into_the_same_state():
    """Every position of seeded random games (game over included), written with the
    ``kb1`` counters, reads back into the same state."""
    for seed, options in enumerate(kb.EXAMPLE_OPTIONS):
        rng, s = random.Random(seed), kb.initial_state(options, seed)
        while True:
            assert kb.from_notation(kb1_of(s)) == s
            legal = kb.legal_moves(s)
            if not legal:
                break
            s = kb.apply(s, rng.choice(legal)).after


@pytest.mark.parametrize("counters, key, field", [
    ({"phase": "turn"}, "kb.notation.bad_value", "phase"),
    ({"built": 4}, "core.notation.number_range", "built"),
    ({"done": "maybe"}, "kb.notation.bad_value", "done"),
    ({"pending": "6,2"}, "kb.notation.bad_value", "pending"),
    ({"phase": "return", "pending": "3,4"}, "kb.notation.bad_value", "pending"),
    ({"phase": "over"}, "kb.notation.bad_value", "winners"),
])
def test_kb1_bad_counters_are_refused_as_they_always_were(counters, key, field):
    """The ``kb1`` reader refuses what it refused, with the same message, in every
    language, the caret on the field."""
    text = as_kb1(position(("3,4", "-"), "G,C"), **counters)
    with pytest.raises(NotationError) as info:
        kb.from_notation(text)
    err = info.value
    assert err.msg.key == key and err.msg.kwargs["field"] == field
    assert err.explain("en") != err.explain("fr") and err.position is not None
