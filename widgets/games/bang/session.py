"""The BANG! session: what a BANG! table remembers and decides (no widget; see
:mod:`widgets.session`).

Keys (what the view's pixels map to):

* ``("card", code)`` — a card of the hand of the seat asked (to play, to answer with, to
  discard), or of the General Store / Kit Carlson's three, in the middle of the table;
* ``("seat", i)`` — a player's box around the table (a target);
* ``("table", (i, code))`` — a card in play in front of player ``i`` (what Panic! and Cat
  Balou take; with another card picked, the player is the target);
* ``("hand", i)`` — the backs of player ``i``'s hand (Panic!/Cat Balou: a card at random);
* ``("end", None)``, ``("flip", "barrel" | "jourdonnais")``, ``("take", None)``,
  ``("source", "deck" | "discard")``, ``("character", key)`` — the buttons of the open ask;
* :data:`~widgets.session.CURTAIN` — the hidden hand the next player clicks (hot seat).

What a key means is the engine's: its part (:mod:`tutor.bang.parts`) joins the picked card
(``selection``, on the ``play`` ask only) and ``move_for`` makes the move, which ``check``
judges; the session never decides a rule. Hovering a player with a card picked shows the
engine's verdict (the distance as the sum of its terms, the weapon's range, the BANG!
allowance) and draws the distance; with nothing picked, the player's box and the distance
from the seat on its turn (:func:`tutor.bang.rules.reach_reason`). A response ask lists
every possible answer of the answering seat with its live verdict.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import tutor.bang as bang
from tutor.bang.data import KINDS, Card as BangCard, kind
from tutor.bang.facts import (Cancelled, Drawn, Eliminated, Final, Hit, Penalty, Reach,
                              Reward)
from tutor.bang.rules import card_face, char_msg, reach_reason
from tutor.bang.state import KitPick, State, Store
from tutor.core import Msg, Partial, Seat, render, seat_name
from tutor.core.focus import Card as FocusCard

from widgets.panel import Feedback, Line, Mark, echo, msg_lines, verdict_lines
from widgets.session import Session, guarded

from . import messages as _messages_bang  # noqa: F401  (registers ui.bang.*)

#: The steps where the seat asked answers (a card of its hand, a draw!, or take it).
ANSWERS = ("shot", "indians", "duel", "dying")


def _who(seat: int) -> Msg:
    return seat_name(seat)


def answer_msg(step: str, move: Any) -> Msg:
    """How an answer is named: its card, the draw! it makes, or taking the hit."""
    if isinstance(move, bang.Respond):
        return card_face(move.card)
    if isinstance(move, bang.Flip):
        return Msg(f"ui.bang.chip.{move.what}")
    return Msg(f"ui.bang.chip.take.{step}")


class BangSession(Session):
    """A live BANG! game (see the module docstring).

    ``position``: notation text or a ``State``; ``None`` deals a new game of ``players``
    (4–7) with ``choose`` (each player chooses 1 of 2 characters), or ``options``, from
    ``seed``. ``puzzle``: a puzzle id of ``tutor.bang.PUZZLES``. ``teaching``: every hand and
    role is shown and hints are on; ``False``: hot seat, the seat asked sees only its own
    hand and role (the engine's ``view``) once it has taken the screen. ``computer``: the
    seats the computer plays (``"2, 3, 4"``), with the engine's policy.
    """

    MOVE_EXAMPLE = "BGAS>p2; end"
    GAME = bang
    PICKED = ("card",)

    def __init__(self, position: str | State | None = None, *, lang: str = "en",
                 players: int = 4, choose: bool = False, seed: int = 0,
                 puzzle: str | None = None, teaching: bool = True,
                 options: bang.Options | None = None, computer: Any = None):
        if options is None:
            options = bang.Options(players=players, choose=choose)
        self._open(position, lambda: self.deal(options, seed), lang=lang, puzzle=puzzle,
                   teaching=teaching, seed=seed, computer=computer)

    def new_game_msg(self, state: State, seed: int) -> Msg:
        return Msg("ui.bang.new_game", players=state.players, seed=seed)

    # ------------------------------------------------------------ what is asked

    def asked_step(self, state: State | None = None) -> str | None:
        """The step of the open ask (``play``, ``shot``, ``store``...), ``None`` once over."""
        open_asks = bang.asks(self.state if state is None else state)
        return open_asks[0].step if open_asks else None

    def active_hand(self, state: State | None = None) -> tuple[str, ...]:
        """The hand of the seat asked (the one drawn in the tray)."""
        state = self.state if state is None else state
        seat = state.to_act
        return () if seat is None else state.seats[seat].hand

    def middle_cards(self, state: State | None = None) -> tuple[str, ...]:
        """The General Store's cards, or Kit Carlson's three (hidden from the others in the
        play view), shown in the middle of the table."""
        state = self.state if state is None else state
        top = state.stack[0] if state.stack else None
        if isinstance(top, Store):
            return top.cards
        if isinstance(top, KitPick) and (self.teaching or self.viewer(state) == top.seat):
            return top.cards
        return ()

    def seen(self, state: State) -> bang.PlayerView:
        """What the screen may show of ``state``: everything in the teaching view; in the
        play view what the seat at the screen sees (:func:`tutor.bang.view`), or only what
        is public while the curtain is down or a computer seat is asked."""
        if self.teaching:
            return bang.view(state, None)
        seat = self.viewer(state)
        if seat is not None:
            return bang.view(state, seat)
        seen = bang.view(state, 0)
        first = seen.seats[0]
        public = first.role if (first.role == "S" or not first.alive or state.winners) else None
        seats = (dataclasses.replace(first, hand=None, role=public),) + seen.seats[1:]
        return dataclasses.replace(seen, seat=None, seats=seats)

    # ------------------------------------------------------------ keys -> parts

    def _picked(self) -> str | None:
        """The card picked on the ``play`` ask (``None``: nothing picked)."""
        if isinstance(self.selection, str) and self.asked_step() == "play":
            return self.selection
        return None

    # Sid Ketchum (BANG-CHAR-SID) discards two cards to regain a life whenever he is asked:
    # his Heal button starts a pick of two cards (``selection`` is ``("heal", cards)``).

    def healing(self) -> tuple[str, ...] | None:
        """The cards picked for Sid Ketchum's heal so far (``None``: not healing)."""
        sel = self.selection
        return sel[1] if isinstance(sel, tuple) and sel[0] == "heal" else None

    def can_heal(self, state: State | None = None) -> bool:
        """Whether the seat asked may use Sid Ketchum's ability now (a legal Heal)."""
        state = self.state if state is None else state
        seat = state.to_act
        if seat is None or state.seats[seat].character != "sid":
            return False
        return any(isinstance(m, bang.Heal) for m in bang.legal_moves(state))

    def _steals(self, code: str | None) -> bool:
        return code is not None and kind(code) in ("PN", "CB")

    def key_part(self, key) -> tuple[str, Any] | None:
        """A card names the ``card``; a player's box the ``target`` (Jesse Jones: the
        ``source``); a button its part (``end``, ``flip``, ``take``, ``source``,
        ``character``); a card in play or a hand's backs the ``target`` (see
        :meth:`asked_partial` for the ``pick`` they add)."""
        kind_, value = key
        step = self.asked_step()
        if step is None:
            return None
        if kind_ == "card":
            return ("card", BangCard(value))
        if kind_ == "seat":
            if step == "drawfrom":
                return ("source", Seat(value))
            return ("target", Seat(value)) if step == "play" and self._picked() else None
        if kind_ in ("table", "hand"):
            seat = value[0] if kind_ == "table" else value
            return ("target", Seat(seat)) if step == "play" and self._picked() else None
        if kind_ == "end":
            return ("end", True)
        if kind_ == "flip":
            return ("flip", value)
        if kind_ == "take":
            return ("take", True)
        if kind_ == "source":
            return ("source", value)
        if kind_ == "character":
            return ("character", value)
        return None

    def asked_partial(self, key=None, state=None):
        """The picked card, then ``key``'s part; with Panic! or Cat Balou picked, a card in
        play also names the ``pick`` (that card), a hand's backs ``"hand"``."""
        partial = super().asked_partial(key, state)
        if partial is None or key is None or not self._steals(self._picked()):
            return partial
        if key[0] == "table":
            return partial.with_part("pick", key[1][1])
        if key[0] == "hand":
            return partial.with_part("pick", "hand")
        return partial

    def key_move(self, key):
        """As :meth:`Session.key_move`; while Sid Ketchum picks his two cards, a second card
        makes the ``Heal`` (the engine's ``move_for`` of the ``heal`` part)."""
        picked = self.healing()
        if picked is not None:
            if key is None or key[0] != "card" or len(picked) != 1 or key[1] == picked[0]:
                return None
            cards = (BangCard(picked[0]), BangCard(key[1]))
            return bang.move_for(self.state, Partial(self.asked_step(), (("heal", cards),),
                                                     self.state.to_act))
        return super().key_move(key)

    def picks_only(self, key) -> bool:
        """On the ``play`` ask, a card of the hand that needs a target is picked (the next
        click names the target); any other card plays at once (or is explained). While
        Sid Ketchum heals, his first card is picked."""
        if self.healing() is not None:
            return key is not None and key[0] == "card" and not self.healing()
        if key is None or key[0] != "card" or self.asked_step() != "play":
            return False
        if key[1] not in self.active_hand():
            return False
        return bang.move_for(self.state, Partial("play", (("card", BangCard(key[1])),))) is None

    def picked_parts(self) -> tuple[tuple[str, Any], ...]:
        code = self._picked()
        return () if code is None else (("card", BangCard(code)),)

    # ------------------------------------------------------------ entry points

    def _valid_card(self, code: Any) -> str | None:
        if isinstance(code, str) and len(code) in (4, 5) and code[:2] in KINDS:
            return code
        self._set_feedback(Feedback(msg_lines("fail", Msg("ui.bang.bad_card",
                                                          given=echo(code)))))
        return None

    def _valid_seat(self, n: Any) -> int | None:
        """A player typed in a notebook: 1-based, as the notation and the panel name them."""
        players = self.state.players
        if isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= players:
            return n - 1
        self._set_feedback(Feedback(msg_lines("fail", Msg("ui.bang.bad_seat", given=echo(n),
                                                          players=players))))
        return None

    @guarded
    def hover_card(self, code: str) -> None:
        """Hover the card ``code`` (``"BGAS"``) of the hand asked or of the middle."""
        c = self._valid_card(code)
        if c is not None:
            self._hover_to(("card", c))

    @guarded
    def click_card(self, code: str) -> None:
        """Click the card ``code``: pick it (a card that needs a target), play or answer with
        it, or say why not (in the play view the seat asked takes the screen first)."""
        c = self._valid_card(code)
        if c is not None:
            if self.curtained:
                self.take_screen()
            self._click_key(("card", c))

    @guarded
    def hover_player(self, n: int) -> None:
        """Hover player ``n`` (1-based): with a card picked, the verdict of playing it at
        them; else who they are and their distance from the seat on its turn."""
        seat = self._valid_seat(n)
        if seat is not None:
            self._hover_to(("seat", seat))

    @guarded
    def click_player(self, n: int) -> None:
        """Click player ``n`` (1-based): the target of the picked card (or Jesse Jones's)."""
        seat = self._valid_seat(n)
        if seat is not None:
            self._click_key(("seat", seat))

    @guarded
    def click_button(self, name: str, value: Any = None) -> None:
        """A button of the open ask: ``"end"``, ``"take"``, ``"flip"`` (``value``
        ``"barrel"`` / ``"jourdonnais"``), ``"source"`` (``"deck"`` / ``"discard"``),
        ``"character"`` (its key)."""
        if self.curtained:
            self.take_screen()
        self._click_key((name, value))

    # ------------------------------------------------------------ preview, activate

    def key_info(self, key) -> Feedback | None:
        """A seat, its hand or its table: who sits there (after the end too: who won, who
        held which role)."""
        kind, value = key
        if kind in ("seat", "hand"):
            return self._seat_feedback(self.state, value)
        if kind == "table":
            return self._seat_feedback(self.state, value[0])
        return None

    def _seat_feedback(self, state: State, seat: int) -> Feedback:
        """Who sits there (what the screen may show), and how far they are from the seat on
        its turn: the engine's range verdict, the distance as the sum of its terms."""
        shown = self.seen(state).seats[seat]
        msgs = [Msg("ui.bang.seat_info", who=_who(seat), char=char_msg(shown.character)
                    if shown.character else "?", life=max(shown.life, 0),
                    most=shown.max_life, n=shown.hand_size)]
        if not shown.alive:
            msgs.append(Msg("ui.bang.seat_dead", who=_who(seat)))
        if shown.role is not None:
            msgs.append(Msg("ui.bang.seat_role", role=Msg(f"bang.role.{shown.role}")))
        else:
            msgs.append(Msg("ui.bang.seat_role_hidden"))
        if shown.table:
            msgs.append(Msg("ui.bang.seat_table", cards=[card_face(c) for c in shown.table]))
        if shown.hand is not None and seat != state.to_act:       # the teaching view
            msgs.append(Msg("ui.bang.seat_hand", cards=[card_face(c) for c in shown.hand]
                            or [Msg("ui.bang.nothing")]))
        marks = [Mark(("seat", seat), "hand")]
        turn = state.turn
        if shown.alive and seat != turn and state.seats[turn].alive and not state.winners:
            reason = reach_reason(state, turn, seat)
            msgs.append(Msg("ui.bang.seat_reach", frm=_who(turn), reach=reason.msg))
            marks.append(Mark(("dist", (turn, seat, reason.data.distance.total)),
                              "ok" if reason.ok else "cross"))
        return Feedback(msg_lines("info", *msgs), tuple(marks))

    def key_action(self, key) -> bool:
        if self.table().over:
            return False
        if key == ("heal", None):
            self.selection = None if self.healing() is not None else ("heal", ())
            self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=False)
            return True
        if self.healing() is not None and self.picks_only(key):
            self.selection = ("heal", (key[1],))
            self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=False)
            return True
        if self.picks_only(key):
            self._pick(key[1])
            return True
        return False

    def _pick(self, code: str) -> None:
        """Pick a card that needs a target (a second click puts it back)."""
        if self.selection == code:
            self.selection = None
            self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=False)
            return
        partial = Partial("play", (("card", BangCard(code)),))
        verdict = self.verdict(partial)
        if verdict.legal:
            self.selection = code
            feedback = self.partial_feedback(partial, ("card", code), self.prompt)
        else:
            feedback = Feedback(lambda lang: verdict_lines(verdict, lang),
                                (Mark(("card", code), "cross"),))
        self._set_feedback(feedback, pieces=False)

    # ------------------------------------------------------------ what the next click may name

    def target_seats(self) -> list[int]:
        """With a card picked: the players it may be played at now (from ``legal_moves``)."""
        if self._picked() is None:
            return []
        return [int(t) for t in self.choices("target")]

    def answers(self, state: State | None = None) -> list[tuple[Any, Any]]:
        """On a response ask, every answer the seat asked could give, with its live
        verdict: each card of its hand, the draw! of its Barrel (or Jourdonnais's), taking
        the hit. ``[(move, verdict)]`` in that order; ``[]`` for any other ask."""
        state = self.state if state is None else state
        step = self.asked_step(state)
        if step not in ANSWERS:
            return []
        seat = state.to_act
        s = state.seats[seat]
        moves: list[Any] = [bang.Respond(c, seat=seat) for c in dict.fromkeys(s.hand)]
        if step == "shot":
            if s.has("BA"):
                moves.append(bang.Flip("barrel", seat=seat))
            if s.character == "jourdonnais":
                moves.append(bang.Flip("jourdonnais", seat=seat))
        moves.append(bang.Take(seat=seat))
        check = self.verdict if state is self.state else (lambda m: bang.check(state, m))
        return [(m, check(m)) for m in moves]

    def buttons(self, state: State | None = None) -> list[tuple[str, Any]]:
        """The buttons of the open ask, as keys: End turn; the draw!s and Take on a shot;
        Take on Indians!, a Duel, at 0 life; the draw sources; the characters offered."""
        state = self.state if state is None else state
        step = self.asked_step(state)
        heal = [("heal", None)] if self.can_heal(state) else []
        if step == "play":
            return [("end", None)] + heal
        if step in ANSWERS:
            out = [("flip", m.what) for m, _ in self.answers(state)
                   if isinstance(m, bang.Flip)]
            return out + [("take", None)] + heal
        if step == "discard":
            return heal
        if step == "drawfrom":
            top = state.stack[0]
            return [("source", "deck")] + ([("source", "discard")] if top.who == "pedro"
                                           else [])
        if step == "choose":
            return [("character", c) for c in state.stack[0].offer]
        return []

    # ------------------------------------------------------------ marks

    def _card_key(self, code: str, state: State | None = None) -> tuple | None:
        """Where a card is on the table now: the hand asked, the middle, a player's cards in
        play (``None``: in no place drawn, e.g. the discard pile)."""
        state = self.state if state is None else state
        if code in self.active_hand(state) or code in self.middle_cards(state):
            return ("card", code)
        for i, s in enumerate(state.seats):
            if code in s.table:
                return ("table", (i, code))
        if state.discard and state.discard[-1] == code:
            return ("pile", "discard")
        return None

    def focus_keys(self, items) -> list:
        state = self.shown_state
        out = []
        for item in items:
            if isinstance(item, Seat):
                out.append(("seat", int(item)))
            elif isinstance(item, FocusCard):
                key = self._card_key(item.code, state)
                if key is not None:
                    out.append(key)
        return out

    def move_key(self, move) -> Any:
        """The key a move (or a partial one) names on the table: its target, its card in
        play, the card of the hand, its button."""
        if isinstance(move, Partial):
            target = move.get("target")
            if target is not None:
                return ("seat", int(target))
            card = move.get("card")
            return ("card", card.code) if card is not None else None
        if isinstance(move, bang.Play):
            if move.target is not None:
                if move.pick not in (None, "hand"):
                    return ("table", (move.target, move.pick))
                return ("seat", move.target)
            return ("card", move.card)
        if isinstance(move, (bang.Respond, bang.Pick, bang.Discard, bang.PutBack)):
            return ("card", move.card)
        if isinstance(move, bang.Flip):
            return ("flip", move.what)
        if isinstance(move, bang.Take):
            return ("take", None)
        if isinstance(move, bang.EndTurn):
            return ("end", None)
        if isinstance(move, bang.DrawFrom):
            return ("seat", move.source) if isinstance(move.source, int) else \
                ("source", move.source)
        if isinstance(move, bang.Choose):
            return ("character", move.character)
        return None

    def verdict_marks(self, verdict, move):
        """The key the move names crossed or green, the deciding seats and cards outlined
        gold, and the distance drawn from the shooter to the target (its total, green when
        in reach, red when not)."""
        marks = self.deciding_marks(verdict, self.move_key(move))
        for reason in verdict.reasons:
            if isinstance(reason.data, Reach):
                d = reason.data.distance
                marks.append(Mark(("dist", (d.frm, d.to, d.total)),
                                  "ok" if reason.data.ok else "cross"))
        return marks

    def event_marks(self, event):
        """Replay highlights: a hit or a death red, a cancelled shot or a reward green, a
        penalty orange, a draw! green or red by its result; anything else gold."""
        data = event.data
        style = "focus"
        if isinstance(data, (Hit, Eliminated)):
            style = "bad"
        elif isinstance(data, (Cancelled, Reward, Final)):
            style = "ok"
        elif isinstance(data, Penalty):
            style = "warn"
        elif isinstance(data, Drawn):
            style = "ok" if data.success else "bad"
        return [Mark(k, style) for k in self.focus_keys(event.focus)]

    def shown_event(self) -> Any:
        """The event being replayed (``None`` in the live position)."""
        if self._cursor is None:
            return None
        return self._story.events[self._cursor]

    # ------------------------------------------------------------ texts

    def over_lines(self, lang: str) -> list[Line]:
        return self.winners_lines("ui.bang.over", self.state.winners, lang)

    def ask_lines(self, lang: str) -> list[Line]:
        state = self.state
        ask = bang.asks(state)[0]
        who = _who(ask.seat)
        step = ask.step
        picked = self.healing()
        if picked is not None:
            if picked:
                msg = Msg("ui.bang.prompt.heal_second", who=who, card=card_face(picked[0]))
            else:
                msg = Msg("ui.bang.prompt.heal", who=who)
            return [Line("info", render(msg, lang))]
        if step == "play":
            code = self._picked()
            if code is None:
                return [Line("info", render(Msg("ui.bang.prompt.play", who=who), lang))]
            key = "ui.bang.prompt.steal" if self._steals(code) else "ui.bang.prompt.target"
            return [Line("info", render(Msg(key, who=who, card=card_face(code)), lang))]
        lines = [Line("head", render(ask.msg, lang))]
        if step in ANSWERS:
            lines.append(Line("info", render(Msg("ui.bang.answers", who=who), lang)))
            for move, verdict in self.answers(state):
                lines.append(self._answer_line(step, move, verdict, lang))
        elif step == "drawfrom":
            lines.append(Line("info", render(self._drawfrom_msg(state), lang)))
        else:
            lines.append(Line("info", render(Msg(f"ui.bang.do.{step}"), lang)))
        return lines

    @staticmethod
    def _drawfrom_msg(state: State) -> Msg:
        """Where the seat asked may draw its first card, from the engine: the deck, and
        the discard pile (Pedro Ramirez) or another player's hand (Jesse Jones)."""
        sources = {m.source for m in bang.legal_moves(state) if isinstance(m, bang.DrawFrom)}
        if "discard" in sources:
            return Msg("ui.bang.do.drawfrom.discard")
        if any(isinstance(s, int) for s in sources):
            return Msg("ui.bang.do.drawfrom.hand")
        return Msg("ui.bang.do.drawfrom.deck")

    @staticmethod
    def _answer_line(step: str, move, verdict, lang: str) -> Line:
        """One possible answer with its live verdict: the reason that decides it (the
        first refusal, else the last reason: why it cancels the hit or what it costs)."""
        deciding = verdict.violations[0] if not verdict.legal else verdict.reasons[-1]
        key = "ui.bang.answer.ok" if verdict.legal else "ui.bang.answer.no"
        text = render(Msg(key, move=answer_msg(step, move), why=deciding.msg), lang)
        return Line("ok" if verdict.legal else "fail", "  " + text)

    def followup(self, lang: str) -> list[Line]:
        return self.prompt(lang)
