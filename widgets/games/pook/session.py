"""The Pook session: what a Pook board remembers and decides (no widget; see
:mod:`widgets.session`).

Keys (what the view's pixels map to): ``("cell", (x, y))`` a table cell (engine
coordinates, ``y`` upward), ``("hand", i)`` the i-th card of the hand shown, ``("side",
"warrior" | "coin")``, ``("pass", None)``, and :data:`~widgets.session.CURTAIN`. What a
cell means depends on the ask (the engine's ``move_for``, see :mod:`tutor.pook.parts`):
placing the picked card, a Piggy swap, a power target, a tie-break flip. Everything said
comes from ``tutor.pook``.
"""

from __future__ import annotations

from typing import Any

import tutor.pook as pk
from tutor.core import Msg, Partial, focus, render
from tutor.pook.facts import NoTarget
from tutor.pook.parts import mage_needs_card
from tutor.pook.rules import card_msg, player
from tutor.pook.state import Card, Faction, Options, Phase, State, Window

from widgets.panel import Feedback, Line, Mark, echo, msg_lines
from widgets.session import CellKeys, Session, guarded, recorded

from . import messages as _messages_pook  # noqa: F401  (registers ui.pk.*)

SIDE_NAMES = ("warrior", "coin")

Cell = tuple[int, int]


def _window(value: Any) -> Any:
    """``"floating"`` / ``"centred"`` as a :class:`Window`; anything else is passed on
    unchanged for :meth:`Options.problem` to explain."""
    try:
        return Window(value)
    except ValueError:
        return value


def _cell_key(cell: Cell) -> tuple[str, Cell]:
    return ("cell", (int(cell[0]), int(cell[1])))


def game_ended(state: State) -> bool:
    """The scoring is on (POOK-END-1): tie-break, game over, or the snapshot of the scoring
    events (every hand played out, no power or swap pending)."""
    if state.phase in (Phase.TIEBREAK, Phase.OVER):
        return True
    return state.phase is Phase.PLAY and not state.pile and not any(state.hands)


class PookSession(CellKeys, Session):
    """A live Pook game (see the module docstring).

    ``position``: notation text or a ``State``; ``None`` deals a new game from ``players``,
    ``window`` (or ``options``) and ``seed``. ``puzzle``: a puzzle id of
    ``tutor.pook.PUZZLES`` (puzzle mode: hints off). ``teaching``: show every card and start
    with hints on. ``computer``: the seats the computer plays in free play (``"2"``:
    Player 2; see :meth:`Session.set_computer`).
    """

    MOVE_EXAMPLE = "M1@1,1; power@1,0=O1"
    BAD_CELL = "ui.pk.bad_cell"         # Pook's cells are (x, y), y upward
    side = recorded("warrior")          # the side the picked card is placed on
    GAME = pk

    def __init__(self, position: str | State | None = None, *, lang: str = "en",
                 players: int = 2, seed: int = 0, puzzle: str | None = None,
                 teaching: bool = True, window: str | Window = "floating",
                 options: Options | None = None, computer: Any = None):
        if options is None:
            options = Options(players=players, window=_window(window))
        self._open(position, lambda: self.deal(options, seed), lang=lang, puzzle=puzzle,
                   teaching=teaching, seed=seed, computer=computer)

    def changed_options(self, base: Options, changes: dict[str, Any]) -> Options:
        """``base`` with ``changes``; a window may be named (``"centred"``)."""
        if "window" in changes:
            changes = {**changes, "window": _window(changes["window"])}
        return super().changed_options(base, changes)

    def game_dealt(self, state: State) -> None:
        self.side = "warrior"                   # a new game starts on the warrior side

    def new_game_msg(self, state: State, seed: int) -> Msg:
        window = state.options.window.value
        return Msg("ui.pk.new_game", players=state.options.players,
                   window=Msg(f"ui.setting.pook.window.{window}"), seed=seed)

    def _hand(self, state: State | None = None) -> tuple[Card, ...]:
        state = state or self.state
        seat = state.to_act
        return () if seat is None else state.hands[seat]

    @guarded
    def select(self, code: str) -> bool:
        """Pick the hand card ``code`` (``"M3"``) of the seat to act."""
        self._leave_replay()
        try:
            c = pk.card(str(code))
        except KeyError:
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.pk.bad_card", code=echo(code)))))
            return False
        if self.curtained:
            self.take_screen()                      # picking a card: the player is here
        hand = self._hand()
        if c not in hand:
            seat = self.state.to_act
            self._set_feedback(Feedback(msg_lines("fail", Msg(
                "ui.pk.not_in_hand", card=card_msg(c), who=player(seat or 0),
                hand=[h.code for h in hand] or "-"))))
            return False
        self.selection = c.code
        self._announce_selection()
        return True

    @guarded
    def set_side(self, side: str) -> bool:
        """Choose the side the selected card is placed on: ``"warrior"`` or ``"coin"``."""
        if side not in SIDE_NAMES:
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.pk.bad_side", side=echo(side)))))
            return False
        self.side = side
        self._announce_selection()
        self._refresh(pieces=True)              # the hand and the buttons show the side
        return True

    def _announce_selection(self) -> None:
        self._verdicts_for_selection()
        self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=False)

    def _verdicts_for_selection(self) -> None:
        self._hover_key = None     # the next hover re-checks under the new selection

    @guarded
    def pass_turn(self) -> bool:
        """Decline the power or the Piggy swap after (the ``pass`` move)."""
        self._leave_replay()
        return self.commit(pk.Pass())

    PICKED = ("card", "side")

    def key_part(self, key) -> tuple[str, Any] | None:
        """A cell names the ``cell`` of the asked move (a placement, a swap, a power's
        target, a flip); a hand card the ``card``; a side button the ``side``; the pass
        button ``pass`` (see :mod:`tutor.pook.parts`)."""
        kind, value = key
        if kind == "cell":
            return ("cell", focus.Cell(*value))
        if kind == "hand":
            return ("card", self._hand()[value])
        if kind == "side":
            return ("side", value)
        if kind == "pass":
            return ("pass", True)
        return None

    def picked_parts(self) -> tuple[tuple[str, Any], ...]:
        """The picked card and side while placing; the picked card for a Mage's power."""
        state = self.state
        card = () if self.selection is None else (("card", pk.card(self.selection)),)
        if state.phase is Phase.PLAY:
            return (*card, ("side", self.side))
        return card if mage_needs_card(state) else ()

    def key_preview(self, key) -> Feedback | None:
        kind, value = key
        if kind == "hand":
            return Feedback(msg_lines("info", card_msg(self._hand()[value])),
                            (Mark(key, "hand"),))
        if kind == "side":
            return Feedback(msg_lines("info", Msg(f"ui.pk.side.{value}")), (Mark(key, "hand"),))
        return None

    def key_action(self, key) -> bool:
        kind, value = key
        if kind == "hand":
            self.selection = self._hand()[value].code
            self._announce_selection()
            return True
        if kind == "side":
            self.set_side(value)
            return True
        return False

    def commit(self, move: Any) -> bool:
        """As :meth:`Session.commit`; the selection is dropped once its card left the hand."""
        seat = self.state.to_act
        played = super().commit(move)
        if not played:
            return False
        fresh = self.state.to_act != seat
        gone = self.selection is not None and pk.card(self.selection) not in self._hand()
        if fresh or gone:                       # a new seat starts with no pick, warrior side
            self.selection = None
            if fresh:
                self.side = "warrior"
            self._refresh(pieces=True)
        return played

    @staticmethod
    def focus_keys(items) -> list:
        return [_cell_key(cell) for cell in focus.of_kind(items, focus.Cell)]

    @staticmethod
    def _own_cell(move) -> Cell | None:
        if isinstance(move, Partial):
            return move.get("cell")
        for name in ("cell", "target"):
            cell = getattr(move, name, None)
            if cell is not None:
                return cell
        return None

    def verdict_marks(self, verdict, move):
        """Refused: a cross on the cell, the cells the rule counted (coins, neighbours,
        the window's span) outlined gold. Allowed: green, the counted cells gold."""
        cell = self._own_cell(move)
        own = _cell_key(cell) if cell is not None else ("pass", None)
        return self.deciding_marks(verdict, own)

    def targets(self, state: State) -> list[Cell]:
        """The cells the pending choice may name (power targets, swaps, tie-break flips);
        in phase ``play``, where the picked card may go on the side chosen (none before a
        card is picked)."""
        if state.phase is Phase.PLAY and self.selection is None:
            return []
        return [tuple(cell) for cell in self.choices("cell", state)]

    def over_lines(self, lang: str) -> list[Line]:
        return self.winners_lines("ui.pk.over", self.state.winners, lang)

    def ask_lines(self, lang: str) -> list[Line]:
        state = self.state
        who = player(state.to_act)
        shown = "shown" if self.hints else "plain"   # targets are outlined with hints only
        if state.phase is Phase.POWER:
            w = state.board.warrior(state.placed)
            kind = "mage" if w.faction is Faction.M else "flip"
            if any(isinstance(ask.data, NoTarget) for ask in pk.asks(state)):
                kind = "none"                        # no target at all: only a pass
            msg = Msg(f"ui.pk.prompt.power_{kind}", who=who, card=card_msg(w),
                      targets=Msg(f"ui.pk.targets.{kind}.{shown}"))
        elif state.phase is Phase.AFTER:
            msg = Msg("ui.pk.prompt.after", who=who, targets=Msg(f"ui.pk.targets.swap.{shown}"))
        elif state.phase is Phase.TIEBREAK:
            msg = Msg("ui.pk.prompt.tiebreak", who=who,
                      targets=Msg(f"ui.pk.targets.flip_coin.{shown}"))
        elif self.selection is None:
            msg = Msg("ui.pk.prompt.pick", who=who)
        else:
            msg = Msg("ui.pk.prompt.place", who=who, card=card_msg(pk.card(self.selection)),
                      side=Msg(f"ui.pk.side.{self.side}"))
        return [Line("info", render(msg, lang))]

    def followup(self, lang: str) -> list[Line]:
        """After the events: what is pending now (a power, the swap after, the tie-break,
        the end, or the screen to pass on in the play view)."""
        if self.curtained or self.state.phase is not Phase.PLAY:
            return self.prompt(lang)
        return []
