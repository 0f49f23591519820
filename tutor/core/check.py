"""One ``check`` for every game: the gates in one order, then the game's reasons for the
move's type, found in a table.

``check(state, move)`` asks, in this order, and stops at the first refusal:

1. **Game over** — the game's ``over(state)`` refusal ("the game is over: ...").
2. **A move of this game** — the move's class is a key of the game's table; anything else
   is refused with one core message in every language (which names the game's moves).
3. **The seat is asked** — :func:`~tutor.core.turns.bind_seat` over the open asks: a move
   without a seat is the only asked seat's; a seat with no open ask is refused.
4. **The move answers the open step** — the steps the move's class answers (``steps``)
   include the step of one of that seat's open asks; else the game's
   ``wrong_step(state, move, ask)`` says what is asked instead. The open asks are whatever
   the game's ``asks`` says: one seat on its turn, the next response, every seat of a
   simultaneous choice, or the top of a stack of pending steps.
5. **The game's reasons** — ``reasons[type(move)](state, move)``: every rule with its
   numbers, those that pass too, and forecasts (non-binding reasons).

The verdict's headline is the game's ``summary(state, move, reasons)``, by default
"Allowed: <the move in words>." or "Not allowed: ..." with the game's ``describe``. The
move's text (``Verdict.move_text``) comes from the :attr:`CheckTable.text` hook, which the
game's notation module provides; a :class:`~tutor.core.Partial` goes to the
:attr:`CheckTable.partial` hook, which the game's parts module provides (both sit above the
rules, so the rules do not import them).

A game builds one :class:`CheckTable` in its rules module and exposes ``check =
TABLE.check``; ``TABLE.judge`` gives the bound move and its reasons without a verdict
(``apply`` may refuse with it and build messages only then).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .hooks import Hook
from .i18n import Msg, register_catalog
from .partial import Partial
from .turns import Ask, bind_seat, with_seat_prefix
from .verdict import Reason, Verdict, allowed, headline

#: A game's reasons for one move type: every rule it checks, in order.
Reasons = Callable[[Any, Any], Iterable[Reason]]


def _players(state: Any) -> int:
    return state.players


@dataclass(frozen=True, eq=False)
class CheckTable:
    """What a game supplies to the one ``check``: its gate hooks where it truly differs,
    and per move class the steps it answers and the function giving its reasons.

    * ``asks(state)`` — the open asks (:mod:`tutor.core.turns`).
    * ``over(state)`` — the refusal when the game is over, else ``None``.
    * ``steps`` — move class → the step name (or names) of the asks it answers.
    * ``wrong_step(state, move, ask)`` — the refusal of a move that does not answer
      ``ask``, the first open ask of the move's seat.
    * ``reasons`` — move class → ``reasons(state, move)``: the game's rules for that move.
    * ``describe(state, move)`` — the move in words, for the headline.
    * ``summary(state, move, reasons)`` — the headline, when the game's is not
      "Allowed/Not allowed: <the move in words>.".
    * ``players(state)`` — the number of seats at the table (default ``state.players``).
    """

    asks: Callable[[Any], Sequence[Ask]]
    over: Callable[[Any], Reason | None]
    steps: Mapping[type, str | tuple[str, ...]]
    wrong_step: Callable[[Any, Any, Ask], Reason]
    reasons: Mapping[type, Reasons]
    describe: Callable[[Any, Any], Msg]
    summary: Callable[[Any, Any, tuple[Reason, ...]], Msg | None] | None = None
    players: Callable[[Any], int] = _players
    #: ``text(move)``: the move as the verdict quotes it (the game's notation provides it).
    text: Hook = field(default_factory=lambda: Hook("the text of a move in a verdict"))
    #: ``partial(state, parts)``: the verdict on a move still being put together.
    partial: Hook = field(default_factory=lambda: Hook("the verdict on a partial move"))

    def __post_init__(self) -> None:
        if set(self.steps) != set(self.reasons):
            raise ValueError(f"steps and reasons must name the same move classes: "
                             f"{sorted(c.__name__ for c in set(self.steps) ^ set(self.reasons))}")

    def judge(self, state: Any, move: Any) -> tuple[Any, tuple[Reason, ...]]:
        """``(move with its seat, its reasons)``: the first gate that refuses (alone), or
        every reason of the game's rules for the move's type."""
        move, refusal = self.gates(state, move)
        if refusal is not None:
            return move, (refusal,)
        return move, tuple(self.reasons[type(move)](state, move))

    def gates(self, state: Any, move: Any) -> tuple[Any, Reason | None]:
        """``(move with its seat, the first gate's refusal or None)``: the gates of
        :meth:`judge` without the game's reasons. What they say depends on the position,
        the move's class and its seat only, so a game listing many moves of one class
        for one seat may pass them once for all."""
        over = self.over(state)
        if over is not None:
            return move, over
        asked = tuple(self.asks(state))
        kind = type(move)
        if kind not in self.reasons:
            return move, self.unknown(asked, move)
        accepted = self.steps[kind]
        return self._seat_and_step(
            state, asked, move, (accepted,) if isinstance(accepted, str) else accepted)

    def _seat_and_step(self, state: Any, asked: tuple[Ask, ...], move: Any,
                       accepted: tuple[str, ...]) -> tuple[Any, Reason | None]:
        """The move's seat bound (when only one may move) and asked, and one of ``accepted``
        among the steps that seat is asked: ``(move with its seat, the refusal or None)``."""
        move, refusal = bind_seat(asked, move, self.players(state))
        if refusal is not None:
            return move, refusal
        mine = [a for a in asked if a.seat == move.seat]
        if mine and not any(a.step in accepted for a in mine):
            return move, self.wrong_step(state, move, mine[0])
        return move, None

    def gate_partial(self, state: Any, partial: Partial) -> tuple[Partial, Reason | None]:
        """The gates a move still being put together passes before its parts are judged,
        as :meth:`judge` for a whole move: the game not over, the seat asked (bound when
        only one may be), a step that seat is asked. ``(partial with its seat, the first
        refusal or None)``."""
        over = self.over(state)
        if over is not None:
            return partial, over
        return self._seat_and_step(state, tuple(self.asks(state)), partial, (partial.step,))

    def check(self, state: Any, move: Any) -> Verdict:
        """The verdict on ``move``: :meth:`judge`'s reasons, the move's text and headline."""
        if isinstance(move, Partial):
            return self.partial(state, move)
        known = type(move) in self.reasons
        text = self.text(move) if known else type(move).__name__
        move, reasons = self.judge(state, move)
        if not known:
            return Verdict(move, text, reasons, headline(False, text))
        return Verdict(move, text, reasons, self.headline(state, move, reasons))

    def quotes(self, format_move: Callable[..., str], *, seat: bool = False) -> None:
        """The verdict quotes a move as ``format_move(move, seat=seat)`` (the notation
        calls it: it provides :attr:`text`)."""
        self.text.provide(lambda move: format_move(move, seat=seat))

    def headline(self, state: Any, move: Any, reasons: tuple[Reason, ...]) -> Msg | None:
        if self.summary is not None:
            return self.summary(state, move, reasons)
        return headline(allowed(reasons), self.describe(state, move))

    def unknown(self, asked: Sequence[Ask], move: Any) -> Reason:
        """The refusal of a value whose class is not one of the game's moves, citing the
        open ask's rule."""
        return Reason(asked[0].rule if asked else "", False,
                      Msg("core.check.unknown", kind=type(move).__name__,
                          moves=[c.__name__ for c in self.reasons]))


def by_type(table: Mapping[type, Any], value: Any, what: str) -> Any:
    """``table[type(value)]``: how a game handles one kind of move, found by its class (a
    table instead of an ``isinstance`` ladder). A value of another class is a programming
    error (``check`` refuses it with a message first): ``TypeError`` naming ``what``."""
    try:
        return table[type(value)]
    except KeyError:
        raise TypeError(f"not a {what}: {value!r}") from None


def move_writer(table: Mapping[type, Callable[[Any], str]], what: str) -> Callable[..., str]:
    """A game's ``format_move(move, seat=True)`` from its table of writers by move class:
    the move's text, after its seat's ``pN:`` when it names one (and ``seat``)."""
    def format_move(move: Any, seat: bool = True) -> str:
        """The move's text, after its seat's ``pN:`` when it names one (and ``seat``)."""
        return with_seat_prefix(move, by_type(table, move, what)(move), seat)
    return format_move


CHECK_MESSAGES = {
    "core.check.unknown": {
        "en": "not a move of this game: the value is of type {kind}; its moves are {moves}",
        "fr": "ce n'est pas un coup de ce jeu : la valeur est de type {kind} ; ses coups sont "
              "{moves}",
    },
}

register_catalog(CHECK_MESSAGES)
