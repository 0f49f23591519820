"""The explorer choice and the draft as simultaneous asks (BM-SETUP-*, BM-DRAFT-*,
BM-ROUND-*), what each seat may see (view), and the 2–3 player rows (BM-ROW-*)."""

from __future__ import annotations

import random

import pytest
from bm_support import failing, play, pos, position, verdict

from tutor import big_monster as bm
from tutor.core import AskKind, NotationError


def picking(hands, ships=None, chosen=None, explorers=None, turn=8, players=4):
    return position(phase="pick", turn=turn, hands=hands, ships=ships, chosen=chosen,
                    explorers=explorers or (1, 4, 6, 7)[:players])


HANDS = ("D,IG,S", "D,IR,LG", "BL,BR,D", "G1,IB,MD")


def test_BM_SETUP_EXPL_two_dealt_one_kept_simultaneously_and_hidden_until_all_chose():
    s = bm.initial_state(bm.Options(4), 3)
    asks = bm.asks(s)
    assert [a.seat for a in asks] == [0, 1, 2, 3]
    assert {a.kind for a in asks} == {AskKind.SIMULTANEOUS} and {a.step for a in asks} == {
        "explorer"}
    e = s.dealt[0][0]
    s1 = bm.apply(s, bm.parse_move(f"p1:e{e}")).after
    assert bm.view(s1, 1).explorers[0] is None and bm.view(s1, 0).explorers[0] == e
    assert bm.view(s1, 1).dealt[0] is None and bm.view(s1, None).explorers[0] == e
    bad = next(x for x in range(1, 13) if x not in s.dealt[1])
    assert failing(verdict(s1, f"p2:e{bad}")) == ["BM-SETUP-EXPL"]
    for seat in (1, 2, 3):
        s1 = bm.apply(s1, bm.Keep(s1.dealt[seat][1], seat=seat)).after
    assert bm.view(s1, 1).explorers == s1.explorers and s1.phase is bm.Phase.PICK


def test_BM_SETUP_DEAL_ten_tiles_each_and_BM_SETUP_MEDALS_seven_medals_all_different():
    for seed in range(8):
        s = bm.initial_state(bm.Options(5), seed)
        assert [len(h) for h in s.hands] == [10] * 5 and len(s.box) == 50
        ids = [m.id for m in s.medals]
        assert len(ids) == 7 == len(set(ids)) and {3, 7, 9} <= set(ids)


def test_BM_SETUP_MEDALS_TEAM_five_medal_types_with_the_permanent_three():
    for seed in range(8):
        ids = [m.id for m in bm.initial_state(bm.Options(4, teams=True), seed).medals]
        assert len(ids) == 5 == len(set(ids)) and {3, 7, 9} <= set(ids)


def test_BM_DRAFT_SIMUL_every_seat_asked_at_once_and_the_choice_stays_hidden():
    s = pos(picking(HANDS))
    assert [(a.seat, a.kind) for a in bm.asks(s)] == [(i, AskKind.SIMULTANEOUS)
                                                     for i in range(4)]
    after, _ = play(s, "p1:IG>2")
    assert [a.seat for a in bm.asks(after)] == [1, 2, 3]
    for seat in (1, 2, 3):
        v = bm.view(after, seat)
        assert v.chosen[0] is None and v.has_chosen[0] and v.hands[0] is None
        assert v.ships[1] is None and v.ship_sizes[1] == 2
    assert bm.view(after, 0).chosen[0] == "IG" and bm.view(after, None).chosen[0] == "IG"
    assert "IG" not in repr(bm.view(after, 2))


def test_BM_DRAFT_PASS_BM_DRAFT_REVEAL_the_rest_lands_on_a_free_ship_then_all_reveal():
    s = pos(picking(HANDS))
    after, outs = play(s, "p1:IG>2", "p2:IR>3", "p3:BL>4", "p4:IB>1")
    assert after.phase is bm.Phase.PLACE
    assert bm.view(after, None).hands[1] == ("D", "S")          # seat 1's hand went to ship 2
    assert bm.view(after, None).hands[0] == ("G1", "MD")
    assert outs[-1].events[-1].rule == "BM-DRAFT-REVEAL"
    assert all(c is not None for c in bm.view(after, 3).chosen)   # revealed: public now
    # seat 1 chose IG and put the rest of its hand on ship 2: that ship is taken
    passed = picking(("-",) + HANDS[1:], ships=("-", "D,S", "-", "-"),
                     chosen=("IG", "-", "-", "-"))
    assert failing(verdict(pos(passed), "p3:BL>2")) == ["BM-DRAFT-PASS"]


def test_BM_DRAFT_OWN_not_on_your_own_ship_unless_last_and_only_free():
    s = pos(picking(HANDS))
    v = verdict(s, "p1:IG>1")
    assert failing(v) == ["BM-DRAFT-OWN"] and "Player 2" in v.explain("en")
    last = pos(picking(("D,IG,S", "-", "-", "-"), ships=("-", "BL,BR", "D,LG", "G1,MD"),
                       chosen=("-", "IR", "D", "IB")))
    v = verdict(last, "p1:IG>1")
    assert v.legal and "only free one" in v.explain("en")


def test_BM_EXPL_2_the_black_female_explorer_may_use_her_own_free_ship():
    s = pos(picking(HANDS, explorers=(2, 4, 6, 7)))
    assert verdict(s, "p1:IG>1").legal
    assert "p1:IG>1" in [bm.format_move(m) for m in bm.legal_moves(s)]


def test_BM_ROUND_NINE_the_9th_turn_keeps_one_and_discards_the_other_face_down():
    s = pos(picking(("D,IG", "D,IR", "BL,BR", "IB,MD"), turn=9))
    assert failing(verdict(s, "p1:IG>2")) == ["BM-ROUND-NINE"]
    after, _ = play(s, "p1:IG>x", "p2:IR>x", "p3:BL>x", "p4:MD>x")
    assert bm.view(after, None).discard == ("BR", "D", "D", "IB")
    assert bm.view(after, 0).discard is None and bm.view(after, 0).discard_size == 4


def test_BM_ROUND_TWO_two_rounds_of_nine_and_18_tiles_each():
    s = bm.initial_state(bm.Options(4), 11)
    rng = random.Random(4)
    rounds = set()
    while bm.legal_moves(s):
        rounds.add(s.round)
        s = bm.apply(s, rng.choice(bm.legal_moves(s))).after
    assert rounds == {1, 2}
    for area, explorer in zip(s.areas, s.explorers):
        assert len(area) in ((18, 19) if explorer == 3 else (18,))


def _keep_all(s):
    while s.phase is bm.Phase.EXPLORER:
        a = bm.asks(s)[0]
        s = bm.apply(s, bm.Keep(s.dealt[a.seat][0], seat=a.seat)).after
    return s


def test_BM_ROW_REVEAL_a_row_of_two_tiles_per_player_and_BM_ROW_PICK_take_one_discard_one():
    for n in (2, 3):
        s = _keep_all(bm.initial_state(bm.Options(n), 5))
        assert len(s.rows) == 1 and len(s.rows[0]) == 2 * n
        assert [a.step for a in bm.asks(s)] == ["take"] and bm.asks(s)[0].seat == s.first
        tile, other = s.rows[0][0], s.rows[0][-1]
        absent = next(c for c in bm.data.CODES if c not in s.rows[0])
        v = verdict(s, f"{absent}/{other}")
        assert failing(v) == ["BM-ROW-PICK"] and "no " in v.explain("en")
        after, _ = play(s, f"{tile}/{other}")
        assert len(after.rows[0]) == 2 * n - 2 and bm.asks(after)[0].step == "place"


def _finish_turn(s, rng):
    turn = s.turn
    while s.turn == turn and bm.legal_moves(s):
        s = bm.apply(s, rng.choice(bm.legal_moves(s))).after
    return s


def test_BM_ROW_FIRST_the_last_discarder_starts_next_and_BM_ROW_FIRST_ENGINE_bga_option():
    rng = random.Random(1)
    s = _keep_all(bm.initial_state(bm.Options(3), 2))
    first = s.first
    s = _finish_turn(s, rng)
    assert s.first == (first + 2) % 3                  # the seed: player 3 of the turn
    s = _keep_all(bm.initial_state(bm.Options(3, bga_first=True), 2))
    s = _finish_turn(s, random.Random(1))
    assert s.first == (first + 1) % 3                  # BGA: player 2 of the turn
    s = _keep_all(bm.initial_state(bm.Options(2), 2))
    first = s.first
    assert _finish_turn(s, rng).first == (first + 1) % 2


def test_BM_ROW_TWO_two_rows_from_turn_2_with_2_players_and_turn_3_with_3():
    rng = random.Random(3)
    for n, two_from in ((2, 2), (3, 3)):
        s = _keep_all(bm.initial_state(bm.Options(n), 4))
        while s.turn < two_from:
            assert len(s.rows) == 1
            s = _finish_turn(s, rng)
        assert len(s.rows) == 2 and [a.step for a in bm.asks(s)] == ["row"]
        assert bm.asks(s)[0].seat == s.first
        assert failing(bm.check(s, bm.ChooseRow(2, seat=s.first))) == ["BM-ROW-TWO"]
        with pytest.raises(NotationError) as info:     # no 3rd row is ever on display
            bm.parse_move("row3")
        assert "row must be a whole number from 1 to 2" in info.value.explain("en")


def test_BM_ROW_END_play_until_the_supply_is_empty_the_last_turn_has_one_row():
    for n, turns in ((2, 20), (3, 10)):
        rng = random.Random(n)
        s = _keep_all(bm.initial_state(bm.Options(n), 6))
        last_rows = None
        while bm.legal_moves(s):
            if s.turn == turns and s.phase is bm.Phase.TAKE:
                last_rows = len(s.rows)
            s = bm.apply(s, rng.choice(bm.legal_moves(s))).after
        assert last_rows == 1 and s.phase is bm.Phase.OVER
        assert all(len(a) == turns for a in s.areas)


def test_BM_ROW_END_the_3_player_draft_option_deals_hands():
    s = bm.initial_state(bm.Options(3, draft3=True), 1)
    assert [len(h) for h in s.hands] == [10, 10, 10]


def test_BM_DRAGON_no_dragon_token_the_last_passer_always_has_a_ship():
    rng = random.Random(9)
    s = _keep_all(bm.initial_state(bm.Options(6), 9))
    for _ in range(60):
        asks = bm.asks(s)
        for a in asks:
            assert any(m.seat == a.seat for m in bm.legal_moves(s))
        s = bm.apply(s, rng.choice(bm.legal_moves(s))).after
