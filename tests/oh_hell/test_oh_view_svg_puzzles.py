"""Hidden information, the static SVG, puzzles, and the shared surface of the module."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tutor import oh_hell as oh
from tutor.core.puzzles import judge, load_puzzles

from oh_support import DEALER_TO_BID, pos

SVG = "{http://www.w3.org/2000/svg}"


def test_view_shows_only_the_own_hand():
    s = pos(DEALER_TO_BID)
    v = oh.view(s, 1)
    assert v.hand == s.hands[1] and v.hand_sizes == (5, 5, 5, 5)
    assert v.trump == s.trump and v.bids == (2, 1, 0, None) and v.to_act == 3
    assert not any(c in repr(v) for c in ("2C,", "KS"))   # no other hand leaks
    assert all(c.code not in repr(v) for c in s.hands[0])
    with pytest.raises(ValueError):
        oh.view(s, 4)


def test_repr_svg_is_well_formed_and_shows_the_cards():
    s = pos("oh1 players=4 seq=long scoring=positive seed=0 hand=9 size=2 dealer=4 trump=5H "
            "hands=2C|AH,3S|4D,7S|8C,9C bids=1,0,0,0 won=0,0,0,0 lead=1 trick=KS "
            "scores=0,0,0,0")
    svg = s._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert texts.count("♠") == 3 and "K" in texts and "P4 (dealer)" in texts


def test_the_dealer_is_asked_to_bid_under_OH_BID_1():
    (ask,) = oh.asks(pos(DEALER_TO_BID))
    assert ask.step == "bid" and ask.rule == "OH-BID-1"
    assert ask.seat == pos(DEALER_TO_BID).dealer
    assert ask.explain("fr").startswith("Au joueur ")


def test_puzzles_load_and_include_every_worked_example():
    ids = [p.id for p in oh.PUZZLES]
    assert len(ids) >= 12
    for n in range(1, 9):
        assert any(i.startswith(f"example-{n}-") for i in ids), n


def test_OH_BID_DEALER_puzzle_refuses_the_forbidden_bid_with_the_arithmetic():
    puzzle = next(p for p in oh.PUZZLES if p.id == "example-1-dealer-restriction")
    result = judge(oh, puzzle, [oh.parse_move("bid 2")])
    assert not result.correct
    assert "2 + 1 + 0 + 2 = 5 = cards dealt" in result.explain("en")


def test_make_bid_puzzle_judges_by_the_solver_not_by_the_stated_answer():
    puzzle = next(p for p in oh.PUZZLES if p.id == "solver-low-trump-first")
    assert judge(oh, puzzle, [oh.parse_move("2D")]).correct
    assert not judge(oh, puzzle, [oh.parse_move("AD")]).correct


def test_a_wrong_puzzle_is_refused_on_load():
    text = '''
[[puzzle]]
id = "wrong"
rules = ["OH-PLAY-WIN"]
position = "oh1 players=3 seq=long scoring=positive seed=0 hand=10 size=1 dealer=3 trump=5H hands=-|-|AD bids=0,0,0 won=0,0,0 lead=1 trick=9S,KS scores=0,0,0"
goal = "win_trick"
answer = "AD"
title = "x"
question = "x"
'''
    from tutor.core import PuzzleError
    with pytest.raises(PuzzleError, match="does not satisfy"):
        load_puzzles(oh, text)


def test_module_exports_the_shared_api():
    for name in ("initial_state", "legal_moves", "check", "apply", "parse_move", "format_move",
                 "from_notation", "to_notation", "view", "solve", "asks"):
        assert callable(getattr(oh, name))
    assert oh.GAME_ID == "oh_hell" and oh.GAME_PREFIX == "oh" and oh.GOALS
