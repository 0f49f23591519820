"""The Oh Hell session: what an Oh Hell table remembers and decides (no widget; see
:mod:`widgets.session`).

Keys (what the view's pixels map to): ``("bid", n)`` a bid chip, ``("card", "QS")`` a
card (of the hand to act, in the trick, the trump), ``("seat", i)`` a seat's box, and
:data:`~widgets.session.CURTAIN`. Everything said comes from ``tutor.oh_hell`` (``check``,
``apply``, ``legal_moves``, ``forbidden_bid``, ``view``, ``judge``); the session never
decides a rule.
"""

from __future__ import annotations

import time
from dataclasses import fields
from typing import Any

import tutor.oh_hell as oh
from tutor.core import Msg, NotationError, Seat, render, seat_name
from tutor.oh_hell.facts import HandScored, MustFollow, TrickWon
from tutor.oh_hell.state import Card, Options, Phase, State

from widgets.panel import Feedback, Line, Mark, echo, msg_lines, notation_feedback
from widgets.session import Session, guarded

from . import messages as _messages_oh_hell  # noqa: F401  (registers ui.oh.*)

#: The variants the info strip names (the notation's variant names) and the Options
#: fields they set.
VARIANTS: dict[str, dict[str, Any]] = {
    "none": {},
    "balanced-2": {"balanced_penalty": 2},
    "squared": {"squares": "squared"},
    "per-bid": {"anderson": "per_bid"},
    "short-literal": {"short_cap": False},
    "classic": {"deal": "classic"},
}
OPTION_FIELDS = {f.name for f in fields(Options)}


def _who(seat: int) -> Msg:
    return seat_name(seat)


def _card_key(c: Card) -> tuple[str, str]:
    return ("card", c.code)


def options_variant(options: Options) -> str:
    """The info strip's variant name for ``options`` (``none`` when all defaults)."""
    for name, changes in VARIANTS.items():
        if changes and all(getattr(options, k) == v for k, v in changes.items()):
            return name
    return "none"


class OhHellSession(Session):
    """A live Oh Hell game (see the module docstring).

    ``position``: notation text or a ``State``; ``None`` deals a new game from the option
    keywords (or ``options``) and ``seed``. ``puzzle``: a puzzle id of
    ``tutor.oh_hell.PUZZLES`` (puzzle mode: hints start off). ``teaching``: every hand is
    face up and hints (forecasts, dimmed unplayable cards, the crossed forbidden chip) start
    on; ``False``: only the hand of the seat to act is shown (the engine's ``view``).
    ``computer``: the seats the computer plays in free play (``"2, 3, 4"``: everybody but
    Player 1; see :meth:`Session.set_computer`).
    """

    MOVE_EXAMPLE = "bid 2; QS"
    GAME = oh

    def __init__(self, position: str | State | None = None, *, lang: str = "en",
                 players: int = 4, sequence: str = "long", scoring: str = "positive",
                 vienna: bool = False, seed: int = 0, puzzle: str | None = None,
                 teaching: bool = True, options: Options | None = None,
                 computer: Any = None):
        if options is None:
            options = Options(players=players, sequence=sequence, scoring=scoring,
                              vienna=vienna)
        self._open(position, lambda: self.deal(options, seed), lang=lang, puzzle=puzzle,
                   teaching=teaching, seed=seed, computer=computer)

    def _card(self, code: Any) -> Card | None:
        try:
            return oh.parse_card(code if isinstance(code, str) else str(code))
        except NotationError as exc:
            self._set_feedback(notation_feedback(Msg("ui.bad_notation"), exc))
            return None

    def _bid(self, n: Any) -> int | None:
        if isinstance(n, bool) or not isinstance(n, int):
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.oh.bad_bid", bid=echo(n)))))
            return None
        return n

    @guarded
    def hover_card(self, code: str) -> None:
        """Hover the card ``code`` (``"QS"``) of the hand to act (what a mouse move does)."""
        c = self._card(code)
        if c is not None:
            self._hover_to(_card_key(c))

    @guarded
    def click_card(self, code: str) -> None:
        """Click the card ``code``: play it if the engine allows it, else say why not (in the
        play view, the seat to act takes the screen first)."""
        c = self._card(code)
        if c is not None:
            if self.curtained:
                self.take_screen()
            self._click_key(_card_key(c))

    @guarded
    def hover_bid(self, n: int) -> None:
        """Hover the bid chip ``n``."""
        b = self._bid(n)
        if b is not None:
            self._hover_to(("bid", b))

    @guarded
    def click_bid(self, n: int) -> None:
        """Click the bid chip ``n``: bid it if allowed, else say why not (in the play view,
        the seat to act takes the screen first)."""
        b = self._bid(n)
        if b is not None:
            if self.curtained:
                self.take_screen()
            self._click_key(("bid", b))

    def changed_options(self, base: Options, changes: dict[str, Any]) -> Options:
        """``base`` with ``changes``; a new scoring or sequence drops the variants that
        belong to the old one (unless they are among the changes)."""
        keep = {f: getattr(base, f) for f in OPTION_FIELDS}
        if "scoring" in changes or "sequence" in changes:
            for f, default in (("balanced_penalty", 10), ("squares", "x4"),
                               ("anderson", "seed"), ("short_cap", True)):
                keep[f] = default
        keep.update(changes)
        return Options(**keep)

    def new_game_msg(self, state: State, seed: int) -> Msg:
        opts = state.options
        return Msg("ui.oh.new_game", players=opts.players,
                   sequence=Msg(f"ui.setting.oh_hell.sequence.{opts.sequence}"),
                   scoring=Msg(f"ui.setting.oh_hell.scoring.{opts.scoring}"), seed=seed)

    def _active_hand(self, state: State) -> tuple[Card, ...]:
        seat = state.to_act
        return () if seat is None else state.hands[seat]

    def key_preview(self, key) -> Feedback | None:
        kind, value = key
        return self._seat_feedback(self.state, value) if kind == "seat" else None

    def _seat_feedback(self, state: State, seat: int) -> Feedback:
        bid = state.bids[seat]
        msgs = [Msg("ui.oh.seat_info", who=_who(seat), bid="-" if bid is None else bid,
                    won=state.won[seat], score=state.scores[seat])]
        if not self.teaching and seat != self.viewer(state) and state.hands[seat]:
            msgs.append(Msg("ui.oh.hidden", who=_who(seat)))
        return Feedback(msg_lines("info", *msgs), (Mark(("seat", seat), "hand"),))

    @staticmethod
    def _focus_key(item) -> Any:
        """The key of a focus item: a card's, or a seat's box."""
        if isinstance(item, Card):
            return _card_key(item)
        if isinstance(item, Seat):
            return ("seat", int(item))
        return None

    def verdict_marks(self, verdict, move):
        """Refused: a cross on the chip / card, the deciding cards (or the seats whose bids
        add up) outlined, the card led ringed. Allowed: green; with hints, the card to beat."""
        own = ("bid", move.tricks) if isinstance(move, oh.Bid) else _card_key(move.card)
        if not verdict.legal:
            marks = [Mark(own, "cross")]
            for reason in verdict.violations:
                for item in reason.focus:
                    key = self._focus_key(item)
                    if key is not None and key != own:
                        marks.append(Mark(key, "site" if key[0] == "card" else "warn"))
                if isinstance(reason.data, MustFollow):
                    marks.append(Mark(_card_key(reason.data.led), "target"))
            return marks
        marks = [Mark(own, "ok")]
        if self.hints:
            for reason in verdict.warnings:
                for item in reason.focus:
                    key = self._focus_key(item)
                    if key is not None and key != own:
                        marks.append(Mark(key, "warn"))
            for reason in verdict.reasons:
                if not reason.binding and reason.ok:
                    for item in reason.focus:
                        key = self._focus_key(item)
                        if key is not None and key != own:
                            marks.append(Mark(key, "focus"))
        return marks

    def event_marks(self, event):
        """Replay highlights: a trick's winning card green and the others gold; a made bid
        green, a missed one red; anything else gold."""
        if isinstance(event.data, TrickWon):
            return [Mark(_card_key(c), "ok" if c == event.data.card else "focus")
                    for c in event.focus if isinstance(c, Card)]
        style = "focus"
        if isinstance(event.data, HandScored):
            style = "ok" if event.data.made else "bad"
        return [Mark(k, style) for k in map(self._focus_key, event.focus) if k is not None]

    def key_action(self, key) -> bool:
        kind, value = key
        if kind == "seat":
            self._set_feedback(self._seat_feedback(self.state, value))
            return True
        return False

    def key_part(self, key) -> tuple[str, Any] | None:
        """A chip names the ``bid``, a card the ``card`` to play (one part each: see
        :mod:`tutor.oh_hell.parts`); a seat's box is no part of a move."""
        kind, value = key
        if kind == "bid":
            return ("bid", value)
        if kind == "card":
            return ("card", oh.parse_card(value))
        return None

    #: Seconds a puzzle's solver may run before the panel shows how far it is.
    PROGRESS_AFTER = 0.3

    def working(self):
        """While a puzzle's goal is judged (a make_bid goal runs the solver), the panel says
        how far the solver is once it takes longer than :attr:`PROGRESS_AFTER`."""
        from tutor.oh_hell.solver import reporting
        started = time.monotonic()

        def show(progress) -> None:
            if progress.done >= 1 or time.monotonic() - started < self.PROGRESS_AFTER:
                return
            msg = Msg("ui.oh.solving", percent=int(progress.done * 100), nodes=progress.nodes,
                      budget=progress.budget)
            self.view.show_text([Line("info", render(msg, self.lang))])
        return reporting(show)

    def over_lines(self, lang: str) -> list[Line]:
        return [Line("head", render(Msg("ui.oh.over"), lang))]

    def ask_lines(self, lang: str) -> list[Line]:
        state = self.state
        if state.phase is Phase.BID:
            return [Line("info", render(Msg("ui.oh.prompt.bid", who=_who(state.to_act),
                                            k=state.size), lang))]
        return [Line("info", render(Msg("ui.oh.prompt.play", who=_who(state.to_act)), lang))]

    def followup(self, lang: str) -> list[Line]:
        """After the events, in the play view: whom to pass the screen to."""
        return self.curtain_lines(lang) if self.curtained else []

    def seen_events(self) -> list[Any]:
        """The events from the history's start to the position shown: while replaying,
        those of the replayed story up to its current step only (its tail is still to
        come)."""
        events = [e for outcome in self.history.outcomes() for e in outcome.events]
        if self.replaying:
            ahead = len(self._story.events) - self._cursor - 1
            if ahead:
                events = events[:-ahead]
        return events
