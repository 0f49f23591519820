"""The pending steps of :mod:`tutor.core.steps` on a tiny game of their own.

The game: a table of seats, each with a hand size; a turn may build (each building asks
"another, or stop"), a bonus may ask in its turn, a break is queued for the end of the
turn and asks every seat over the hand limit to discard at once.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tutor.core import Ask, AskKind, Msg, NotationError
from tutor.core.frozen import changed
from tutor.core.steps import (FLAG, SEAT, SEAT_OR_NONE, SEATS, Reading, Simultaneous, Step,
                              StepLoopError, StepNotation, advance, after_turn, answer,
                              count, everyone, pop, push, top, word, words)

LIMIT = 3
BOOK = StepNotation()


@dataclass(frozen=True)
class Game:
    hands: tuple[int, ...]
    turn: int = 0
    stack: tuple = ()
    built: int = 0

    replace = changed


def ask(seat: int, step: str) -> Ask:
    return Ask(seat, step, "FAKE-RULE", Msg("core.seat", n=seat + 1))


@BOOK.kind("build", seat=SEAT, left=count(0, 9))
@dataclass(frozen=True)
class Build(Step):
    """Asks ``seat`` to place a building, or stop, while ``left`` may still be built."""
    seat: int
    left: int

    def asks(self, state):
        return (ask(self.seat, "build"),) if self.left else ()


@BOOK.kind("bonus", seat=SEAT, kind=word("card", "money"))
@dataclass(frozen=True)
class Bonus(Step):
    """A bonus that asks (``card``: pick one) or resolves by itself (``money``)."""
    seat: int
    kind: str

    def asks(self, state):
        return (ask(self.seat, "bonus"),) if self.kind == "card" else ()

    def resolve(self, state, log):
        log.append(f"money to {self.seat}")
        return state.replace(built=state.built + 100)


@BOOK.kind("break")
@dataclass(frozen=True)
class Break(Step):
    """The end-of-turn break: every seat over the hand limit discards at once."""

    def resolve(self, state, log):
        log.append("break")
        over = [s for s, n in enumerate(state.hands) if n > LIMIT]
        return push(state, everyone(Discard, over, limit=LIMIT)) if over else state


@BOOK.kind("discard", waiting=SEATS, limit=count(0, 9))
@dataclass(frozen=True)
class Discard(Simultaneous):
    limit: int

    def ask_seat(self, state, seat):
        return ask(seat, "discard")


@BOOK.kind("next")
@dataclass(frozen=True)
class NextTurn(Step):
    ENDS_TURN = True

    def resolve(self, state, log):
        log.append("next")
        return state.replace(turn=(state.turn + 1) % len(state.hands))


@dataclass(frozen=True)
class Again(Step):
    """A broken step that puts itself back for ever."""

    def resolve(self, state, log):
        return push(state, Again())


@BOOK.kind("misc", who=SEAT_OR_NONE, flag=FLAG, cards=words({"A", "B", "C"}, Msg("core.seat",
                                                                               n=0), n=2))
@dataclass(frozen=True)
class Misc(Step):
    who: int | None
    flag: bool
    cards: tuple[str, ...]


def test_push_puts_steps_on_top_in_order():
    s = push(Game((2, 2)), Build(0, 2), NextTurn())
    s = push(s, Bonus(0, "card"), Bonus(0, "money"))
    assert s.stack == (Bonus(0, "card"), Bonus(0, "money"), Build(0, 2), NextTurn())
    assert top(s) == Bonus(0, "card") and top(pop(s)) == Bonus(0, "money")
    assert top(Game((2,))) is None


def test_after_turn_queues_above_the_step_that_ends_the_turn_in_the_order_queued():
    s = push(Game((2, 2)), Build(0, 2), NextTurn())
    s = after_turn(s, Break())
    s = push(s, Bonus(0, "card"))                      # pushed later, still on top
    s = after_turn(s, Bonus(1, "money"))               # queued after the break
    assert s.stack == (Bonus(0, "card"), Build(0, 2), Break(), Bonus(1, "money"), NextTurn())
    assert after_turn(Game((2,)), Break()).stack == (Break(),)   # none ends it: the bottom


def test_advance_resolves_until_a_step_asks():
    log: list[str] = []
    s = push(Game((2, 2)), Bonus(0, "money"), Bonus(0, "card"), Build(0, 2), NextTurn())
    after = advance(s, log)
    assert log == ["money to 0"] and after.built == 100
    assert after.stack == (Bonus(0, "card"), Build(0, 2), NextTurn())
    assert after.stack[0].asks(after) == (ask(0, "bonus"),)
    assert advance(after, log) is after                 # a step that asks stays


def test_a_step_that_no_longer_asks_goes_by_itself_and_the_turn_ends_after_the_break():
    log: list[str] = []
    s = after_turn(push(Game((5, 2, 4)), Build(0, 0), NextTurn()), Break())
    after = advance(s, log)
    assert log == ["break"]                              # Build with nothing left: gone
    assert after.stack == (Discard((0, 2), LIMIT), NextTurn())
    assert after.turn == 0                               # the turn passes after the break


def test_everyone_asks_every_seat_at_once_until_each_has_answered():
    s = push(Game((5, 2, 4)), everyone(Discard, [2, 0, 2], limit=LIMIT), NextTurn())
    step = top(s)
    assert step.waiting == (0, 2)
    assert [(a.seat, a.step, a.kind) for a in step.asks(s)] == [
        (0, "discard", AskKind.SIMULTANEOUS), (2, "discard", AskKind.SIMULTANEOUS)]
    s = push(pop(s), step.answered(2))
    assert [a.seat for a in top(s).asks(s)] == [0]
    log: list[str] = []
    s = advance(push(pop(s), top(s).answered(0)), log)
    assert log == ["next"] and s.stack == () and s.turn == 1


def test_answer_takes_a_seat_off_the_simultaneous_step_on_top_which_goes_once_all_answered():
    s = push(Game((5, 2, 4)), everyone(Discard, [0, 2], limit=LIMIT), NextTurn())
    s = answer(s, 2)
    assert top(s).waiting == (0,) and len(s.stack) == 2
    s = answer(s, 0)
    assert top(s).waiting == () and not top(s).asks(s)     # still on top, asking nobody
    log: list[str] = []
    s = advance(s, log)
    assert log == ["next"] and s.stack == () and s.turn == 1


def test_everyone_of_no_seat_resolves_at_once():
    log: list[str] = []
    assert advance(push(Game((1,)), everyone(Discard, [], limit=LIMIT)), log).stack == ()


def test_settle_looks_again_at_a_waiting_state_until_it_says_nothing():
    seen = []

    def settle(state, log):
        seen.append(state.built)
        return state.replace(built=state.built + 1) if state.built < 2 else None

    after = advance(push(Game((1,)), Build(0, 1)), [], settle=settle)
    assert after.built == 2 and seen == [0, 1, 2]


def test_the_loop_guard_stops_a_step_that_pushes_itself_back():
    with pytest.raises(StepLoopError) as caught:
        advance(push(Game((1,)), Again()), [], limit=50)
    assert "50" in caught.value.explain("en") and "Again" in caught.value.explain("en")
    assert "étapes" in caught.value.explain("fr")


def test_the_loop_guard_allows_a_long_but_finite_chain():
    s = push(Game((1,)), *(Bonus(0, "money") for _ in range(40)))
    assert advance(s, [], limit=41).built == 4000


# ---------------------------------------------------------------- notation

STACK = (Discard((0, 2), 3), Build(1, 2), Bonus(0, "money"), Break(), NextTurn(),
         Misc(None, True, ("A", "C")), Misc(2, False, ("B", "B")))
TEXT = "discard:1,3:3/build:2:2/bonus:1:money/break/next/misc:-:1:A,C/misc:3:0:B,B"


def read(value: str, players: int = 3):
    return BOOK.read_stack(value, 0, Reading(value, players))


def test_a_stack_round_trips_through_its_text():
    assert BOOK.write_stack(STACK) == TEXT
    assert read(TEXT) == STACK
    assert BOOK.write_stack(()) == "-" and read("-") == ()
    assert BOOK.write(Discard((), 3)) == "discard:-:3" and read("discard:-:3") == (Discard((), 3),)
    assert BOOK.tag(Build) == "build" and BOOK.tags["next"] is NextTurn


@pytest.mark.parametrize("text, where, en, fr", [
    ("build:2:2/boom:1", 10, "'boom' is not a pending step of this game",
     "« boom » n'est pas une étape en attente de ce jeu"),
    ("build:2", 0, "the step 'build' is written build:seat:left (2 fields after the tag)",
     "l'étape « build » s'écrit build:seat:left (2 champs après le nom)"),
    ("next:1", 0, "is written next: (0 fields", "s'écrit next: (0 champs"),
    ("build:4:2", 6, "build.seat must be a whole number from 1 to 3",
     "build.seat doit être un nombre entier de 1 à 3"),
    ("build:x:2", 6, "build.seat: 'x' is not a whole number",
     "build.seat : « x » n'est pas un nombre entier"),
    ("bonus:1:gold", 8, "bonus.kind: 'gold' is not one of card, money",
     "bonus.kind : « gold » n'est pas l'un de card, money"),
    ("misc:1:2:A,B", 7, "misc.flag must be a whole number from 0 to 1",
     "misc.flag doit être un nombre entier de 0 à 1"),
    ("misc:1:1:A,Z", 11, "misc.cards: 'Z' is not Player 0", "misc.cards : « Z » n'est pas"),
    ("misc:1:1:A", 9, "misc.cards: 2 values are written", "misc.cards : il s'écrit 2 valeurs"),
    ("discard:1,4:3", 10, "discard.waiting must be a whole number from 1 to 3",
     "discard.waiting doit être un nombre entier de 1 à 3"),
])
def test_the_reader_refuses_a_malformed_or_unknown_step_in_both_languages(text, where, en, fr):
    with pytest.raises(NotationError) as caught:
        read(text)
    assert caught.value.position == where
    assert en in caught.value.explain("en")
    assert fr in caught.value.explain("fr")


def test_a_kind_registers_every_field_once_and_a_tag_once():
    with pytest.raises(TypeError):
        BOOK.kind("build2", seat=SEAT)(Build)                  # a field without a codec
    with pytest.raises(TypeError):
        BOOK.kind("build", who=SEAT_OR_NONE, flag=FLAG, cards=FLAG)(Misc)  # the tag is taken


def test_a_default_step_asks_nothing_and_goes():
    assert not Break().waits(Game((1,))) and Break().asks(Game((1,))) == ()
    assert Step.resolve(NextTurn(), Game((1,)), []) == Game((1,))


def test_a_word_written_in_digits_is_bounded_like_a_number():
    """A word field whose words are digits (a card's side ``1`` / ``2``): a number past
    them is refused with the shared range message, one between them that is no word with
    the list of words; words in letters are read as before."""
    side = word("1", "2", "4")
    reading = Reading("side:9", 2)
    assert side.read("2", 5, reading, "x.side") == "2"
    for value in ("9", "0", "9" * 5000):
        with pytest.raises(NotationError) as caught:
            side.read(value, 5, reading, "x.side")
        assert caught.value.msg.key == "core.notation.number_range"
        assert (caught.value.msg.kwargs["lo"], caught.value.msg.kwargs["hi"]) == (1, 4)
    with pytest.raises(NotationError) as caught:
        side.read("3", 5, reading, "x.side")
    assert caught.value.msg.key == "core.steps.word"
    with pytest.raises(NotationError) as caught:
        word("card", "money").read("9" * 5000, 5, reading, "bonus.kind")
    assert caught.value.msg.key == "core.steps.word"
