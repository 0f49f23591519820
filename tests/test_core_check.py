"""The one ``check`` (``tutor.core.check``): its gates in order, the table of reasons by move
class, and the hooks an upper module provides (``tutor.core.hooks``).

Tested on a tiny fake game: seats bid in turn, then play a card; while a card is pending,
the seat asked may play or pass (two open asks of one seat, as a stack of pending steps
gives). Every game's own verdicts are tested by its golden transcripts and scenarios.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from tutor.core import Ask, Msg, Partial, Reason, Verdict, register_catalog, render, seat_name
from tutor.core.check import CheckTable, allowed, by_type
from tutor.core.hooks import Hook

register_catalog({
    "test.check.over": {"en": "the game is over", "fr": "la partie est finie"},
    "test.check.step": {"en": "not now: {ask}", "fr": "pas maintenant : {ask}"},
    "test.check.ask": {"en": "{who} to {step}", "fr": "{who:le} doit jouer : {step}"},
    "test.check.bid": {"en": "a bid of {n}", "fr": "une annonce de {n}"},
    "test.check.card": {"en": "card {card}", "fr": "carte {card}"},
    "test.check.pass": {"en": "a pass", "fr": "un passe"},
    "test.check.forecast": {"en": "it will not win", "fr": "elle ne gagnera pas"},
    "test.check.what": {"en": "{who} plays {what}", "fr": "{who:le} joue {what}"},
    "test.check.summary": {"en": "special headline", "fr": "titre spécial"},
})


@dataclass(frozen=True)
class Bid:
    n: int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Play:
    card: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Pass:
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Table:
    """The fake game's state: the phase ("bid", "play", "pending" or "over")."""

    phase: str
    turn: int = 0
    players: int = 3


def asks(state: Table) -> tuple[Ask, ...]:
    if state.phase == "over":
        return ()
    steps = ("play", "pass") if state.phase == "pending" else (state.phase,)
    return tuple(Ask(state.turn, step, "T-" + step.upper(),
                     Msg("test.check.ask", who=seat_name(state.turn), step=step))
                 for step in steps)


def over(state: Table) -> Reason | None:
    return Reason("T-END", False, Msg("test.check.over")) if state.phase == "over" else None


def wrong_step(state: Table, move, ask: Ask) -> Reason:
    return Reason(ask.rule, False, Msg("test.check.step", ask=ask.msg))


def bid_reasons(state: Table, move: Bid) -> list[Reason]:
    return [Reason("T-BID", 0 <= move.n <= 3, Msg("test.check.bid", n=move.n))]


def play_reasons(state: Table, move: Play) -> list[Reason]:
    return [Reason("T-PLAY", move.card != "XX", Msg("test.check.card", card=move.card)),
            Reason("T-WIN", False, Msg("test.check.forecast"), binding=False)]


WHAT = {Bid: lambda m: Msg("test.check.bid", n=m.n), Play: lambda m: Msg("test.check.card",
                                                                         card=m.card),
        Pass: lambda m: Msg("test.check.pass")}


def describe(state: Table, move) -> Msg:
    seat = move.seat if move.seat is not None else state.turn
    return Msg("test.check.what", who=seat_name(seat), what=by_type(WHAT, move, "fake move")(move))


def make_table(**changes) -> CheckTable:
    table = CheckTable(**{**dict(
        asks=asks, over=over, steps={Bid: "bid", Play: "play", Pass: "pass"},
        wrong_step=wrong_step,
        reasons={Bid: bid_reasons, Play: play_reasons,
                 Pass: lambda state, move: [Reason("T-PASS", True, Msg("test.check.pass"))]},
        describe=describe), **changes})
    table.text.provide(lambda move: type(move).__name__.lower())
    return table


TABLE = make_table()
BIDDING, PLAYING, PENDING, OVER = (Table("bid", 1), Table("play", 2), Table("pending", 0),
                                   Table("over"))


def only_reason(verdict: Verdict) -> Reason:
    assert len(verdict.reasons) == 1
    return verdict.reasons[0]


# ---------------------------------------------------------------- the gates, in order

def test_game_over_is_the_first_gate_whatever_the_move():
    for move in (Bid(1), Bid(1, seat=2), Play("XX"), "not a move"):
        verdict = TABLE.check(OVER, move)
        assert not verdict.legal and only_reason(verdict).rule == "T-END"
    assert render(only_reason(TABLE.check(OVER, Bid(1))).msg, "fr") == "la partie est finie"


def test_a_value_that_is_not_a_move_of_the_game_is_refused_in_every_language():
    verdict = TABLE.check(BIDDING, 3)
    reason = only_reason(verdict)
    assert not verdict.legal and reason.rule == "T-BID"       # the open ask's rule
    assert reason.explain("en") == ("✗ not a move of this game: the value is of type int; its "
                                    "moves are Bid, Play, Pass (T-BID)")
    assert reason.explain("fr") == ("✗ ce n'est pas un coup de ce jeu : la valeur est de type "
                                    "int ; ses coups sont Bid, Play, Pass (T-BID)")
    assert verdict.move_text == "int" and verdict.headline() == "Not allowed: int."
    assert verdict.headline("fr") == "Interdit : int."


def test_a_seat_that_is_not_asked_is_refused_before_the_step():
    verdict = TABLE.check(BIDDING, Play("QS", seat=0))     # wrong seat AND wrong step
    assert only_reason(verdict).rule == "T-BID"
    assert render(only_reason(verdict).msg) == "Player 1 has nothing to play now: Player 2 to bid"
    assert verdict.headline() == "Not allowed: Player 1 plays card QS."


def test_the_asked_seat_with_a_move_for_another_step_hears_what_is_asked():
    verdict = TABLE.check(BIDDING, Play("QS"))
    reason = only_reason(verdict)
    assert verdict.move == Play("QS", seat=1)               # the seat asked makes it
    assert reason.rule == "T-BID" and render(reason.msg) == "not now: Player 2 to bid"
    assert render(reason.msg, "fr") == "pas maintenant : le joueur 2 doit jouer : bid"


def test_a_move_answering_any_open_ask_of_its_seat_passes_the_step_gate():
    for move in (Play("QS"), Pass()):                       # both asked of seat 1 at once
        assert TABLE.check(PENDING, move).legal
    assert only_reason(TABLE.check(PENDING, Bid(1))).rule == "T-PLAY"   # its first ask


# ---------------------------------------------------------------- the reasons, by table

def test_the_reasons_come_from_the_table_entry_of_the_moves_class():
    bid = TABLE.check(BIDDING, Bid(2))
    assert bid.legal and bid.rules == ("T-BID",) and bid.move == Bid(2, seat=1)
    assert bid.headline() == "Allowed: Player 2 plays a bid of 2."
    play = TABLE.check(PLAYING, Play("QS"))
    assert play.legal and play.rules == ("T-PLAY", "T-WIN") and len(play.warnings) == 1
    refused = TABLE.check(PLAYING, Play("XX"))
    assert not refused.legal and refused.rules == ("T-PLAY", "T-WIN")   # every rule reports
    assert refused.headline("fr") == "Interdit : le joueur 3 joue carte XX."


def test_judge_gives_the_bound_move_and_its_reasons_without_words():
    said = []
    table = make_table(describe=lambda state, move: said.append(move) or describe(state, move))
    move, reasons = table.judge(BIDDING, Bid(9))
    assert move == Bid(9, seat=1) and not allowed(reasons) and said == []
    assert table.check(BIDDING, Bid(9)).headline() == "Not allowed: Player 2 plays a bid of 9."


def test_a_game_may_say_its_own_headline():
    table = make_table(summary=lambda state, move, reasons: Msg("test.check.summary"))
    assert table.check(BIDDING, Bid(1)).headline("fr") == "titre spécial"


def test_the_verdict_quotes_the_move_as_the_notation_hook_writes_it():
    assert TABLE.check(BIDDING, Bid(1)).move_text == "bid"


def test_a_move_in_parts_goes_to_the_partial_hook():
    table = make_table()
    parts = Partial("bid", ())
    with pytest.raises(LookupError, match="partial move"):
        table.check(BIDDING, parts)                          # nothing provides it yet
    table.partial.provide(lambda state, partial: Verdict(partial, "?", (), Msg("test.check.pass")))
    assert table.check(BIDDING, parts).move is parts


def test_steps_and_reasons_must_name_the_same_move_classes():
    with pytest.raises(ValueError, match="Pass"):
        make_table(steps={Bid: "bid", Play: "play"})


def test_by_type_finds_a_handler_by_class_and_names_what_it_is_not():
    assert by_type(WHAT, Pass(), "fake move") is WHAT[Pass]
    with pytest.raises(TypeError, match="not a fake move: 3"):
        by_type(WHAT, 3, "fake move")


# ---------------------------------------------------------------- hooks

def test_a_hook_calls_what_its_provider_put_there_and_says_who_is_missing():
    hook = Hook("the notation of a fake state")
    assert not hook.provided
    with pytest.raises(LookupError, match="nothing provides the notation of a fake state"):
        hook(BIDDING)

    @hook.provide
    def write(state: Table) -> str:
        return f"fake {state.phase}"

    assert hook.provided and write(OVER) == "fake over" and hook(BIDDING) == "fake bid"
    hook.provide(lambda state: "again")                      # a module imported again
    assert hook(BIDDING) == "again"

