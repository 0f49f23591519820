"""The French help page's role tips (BANG-TIP-*), each played as a scenario: the rules allow
the move the tip advises against, the engine shows what it would cost, and the computer's
policy follows the tip."""

from __future__ import annotations

import random

from tutor import bang
from tutor.bang.facts import Penalty, Reward

from bang_support import events, failing, moves_text, play, pos, position, rules, verdict


def computer_plays(state, tries=200) -> set[str]:
    """Every move the computer's policy chooses in ``state`` over ``tries`` seeds."""
    moves = bang.legal_moves(state)
    return {bang.format_move(bang.POLICY(state, moves, random.Random(k)), seat=False)
            for k in range(tries)}


def data(outs, kind):
    return [e.data for e in events(outs) if isinstance(e.data, kind)]


def test_BANG_TIP_SHERIFF_defences_first_then_kill_only_when_sure_of_the_role():
    """A Mustang puts the Sheriff out of an Outlaw's Colt. Two neighbours at 1 life, roles
    hidden from him: killing the Outlaw pays 3 cards, killing the Deputy costs his hand and
    his table."""
    bare = pos(position("S:bart:4:a:-:-", "O:kit:4:a:BGAS:-", "O:sid:4:a:-:-",
                        "R:suzy:4:a:-:-", turn=2))
    assert verdict(bare, "BGAS>p1").legal
    guarded = pos(position("S:bart:4:a:-:MU8H", "O:kit:4:a:BGAS:-", "O:sid:4:a:-:-",
                           "R:suzy:4:a:-:-", turn=2))
    assert failing(verdict(guarded, "BGAS>p1")) == ["BANG-RANGE"]
    table = pos(position("S:bart:4:a:BGAS,BR6H:SCAS", "O:kit:1:a:-:-", "O:sid:4:a:-:-",
                         "R:suzy:4:a:-:-", "D:jesse:1:a:-:-"))
    seen = bang.view(table, 0)
    assert seen.seats[1].role is None and seen.seats[4].role is None    # unsure of both
    assert verdict(table, "BGAS>p2").legal and verdict(table, "BGAS>p5").legal
    outlaw, outs = play(table, "BGAS>p2", "p2:take")
    assert data(outs, Reward) == [Reward(0, 3)] and len(outlaw.seats[0].hand) == 4
    deputy, outs = play(table, "BGAS>p5", "p5:take")
    assert data(outs, Penalty)[0].cards == ("BR6H", "SCAS")
    assert deputy.seats[0].hand == () and deputy.seats[0].table == ()


DEPUTY = position("S:bart:2:a:MS2S:-", "D:sid:4:a:BGAS:SFJC", "O:kit:3:a:-:-",
                  "R:suzy:4:a:MS3S:-", "O:pedro:4:a:-:-", turn=2)


def test_BANG_TIP_DEPUTY_never_shoot_the_Sheriff_and_leave_him_the_kill():
    """The lesson's table: the Deputy may shoot the Sheriff at 2 life; the tip (and the
    computer) aims at an Outlaw instead, and does not play a BANG! whose only target is the
    Sheriff. Whoever kills an Outlaw draws the 3 cards: the Sheriff only if the kill is his."""
    s = pos(DEPUTY)
    assert verdict(s, "BGAS>p1").legal and verdict(s, "BGAS>p3").legal
    assert computer_plays(s) == {"BGAS>p3", "BGAS>p4", "BGAS>p5", "end"}
    only = pos(position("S:bart:2:a:-:-", "D:sid:4:a:BGAS:-", "O:kit:4:a:-:MU8H",
                        "R:suzy:4:a:-:-", "O:pedro:4:a:-:-", turn=2))
    assert sorted(moves_text(only)) == ["BGAS>p1", "end"]
    assert computer_plays(only) == {"end"}
    weak = position("S:bart:4:a:BG8D:-", "O:kit:1:a:-:-", "D:sid:4:a:BGAS:-",
                    "R:suzy:4:a:-:-", "O:pedro:4:a:-:-", turn=3)
    _, outs = play(pos(weak), "BGAS>p2", "p2:take")
    assert data(outs, Reward) == [Reward(2, 3)]                       # the Deputy draws
    sheriffs_turn = pos(weak.replace("turn=3", "turn=1"))
    _, outs = play(sheriffs_turn, "BG8D>p2", "p2:take")
    assert data(outs, Reward) == [Reward(0, 3)]                       # the Sheriff draws


def test_BANG_TIP_OUTLAW_wait_until_the_Sheriff_is_down_to_1_or_2_life():
    """The computer's Outlaw leaves a Sheriff at 4 alone and goes for him at 2; a shot at a
    Sheriff at 1 life wins the game for the Outlaws, one at 4 only costs him a life."""
    def table(life):
        return pos(position(f"S:bart:{life}:a:-:-", "O:kit:4:a:BGAS:-", "O:sid:4:a:-:-",
                            "R:suzy:4:a:-:-", turn=2))
    assert computer_plays(table(4)) == {"BGAS>p3", "end"}
    assert computer_plays(table(2)) == {"BGAS>p1", "end"}
    early, outs = play(table(4), "BGAS>p1", "p1:take")
    assert early.seats[0].life == 3 and early.winners == ()
    late, outs = play(table(1), "BGAS>p1", "p1:take")
    assert late.winners == (1, 2) and "BANG-WIN-OUTLAW" in rules(outs)


RENEGADE = position("S:bart:1:a:-:-", "R:kit:4:a:BGAS:-", "O:sid:0:d:-:-",
                    "O:blackjack:0:d:-:-", turn=2)


def test_BANG_TIP_RENEGADE_spare_the_Sheriff_while_others_live_then_win_alone():
    """The lesson's end: only the Sheriff is left, at 1 life; the Renegade shoots and wins
    alone. With an Outlaw still alive the same shot would win the game for the Outlaws, so
    the computer's Renegade spares the Sheriff then."""
    won, outs = play(pos(RENEGADE), "BGAS>p1", "p1:take")
    assert won.winners == (1,) and "BANG-WIN-RENEGADE" in rules(outs)
    assert computer_plays(pos(RENEGADE)) == {"BGAS>p1", "end"}
    crowded = pos(RENEGADE.replace("O:sid:0:d", "O:sid:4:a"))
    lost, _ = play(crowded, "BGAS>p1", "p1:take")
    assert lost.winners == (2, 3)                                     # the Outlaws'
    assert computer_plays(crowded) == {"BGAS>p3", "end"}
