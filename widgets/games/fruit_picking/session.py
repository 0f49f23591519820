"""The Fruit Picking session: what a Fruit Picking board remembers and decides (no widget;
see :mod:`widgets.session`).

Keys (what the view's pixels map to):

* ``("space", (seat, i))`` a ring space of the island shown (``i``: 0 the Harvest House,
  1..6 the farms F1..F6): for the seat to play, a farm to sow (FRU-PLANT-1) while
  planting, the active farm to water (FRU-WATER-1) afterwards; otherwise what it holds;
* ``("storage", seat)`` the Storage in the middle of the island;
* ``("card", m)`` the market card in slot ``m`` (1-based, M1 leftmost): collected while
  acting (FRU-COLLECT-1), else its price for the seat to play;
* ``("water", None)`` the Water button; ``("island", seat)`` a seat's small island (shows
  that island large).

Hovering a farm to sow shows the engine's verdict (the sowing path, where the last seed
lands) and draws the path seed by seed on the island; with hints, what the active farm
could then do (each matching card's price against the seeds in the Harvest House, or the
seeds watering adds). Hovering a card while acting: the price as base + slot surcharge
against the seeds available, and the combination the purchase completes. A sowing is
stepped through seed by seed: the engine tells each seed as an event
(:class:`tutor.fruit_picking.facts.SeedDropped`). Everything said comes from
``tutor.fruit_picking``.
"""

from __future__ import annotations

from typing import Any

import tutor.fruit_picking as fru
from tutor.core import Msg, Partial, Seat, focus, render, seat_name
from tutor.fruit_picking.data import VALUE
from tutor.fruit_picking.facts import SeedDropped, Sown
from tutor.fruit_picking.rules import Spot, price, space
from tutor.fruit_picking.state import Options, State

from widgets.panel import Feedback, Line, Mark, echo, msg_lines, verdict_lines
from widgets.session import LooksAtSeats, Session, guarded

from . import messages as _messages_fru  # noqa: F401  (registers ui.fru.*)

Key = tuple[str, Any]


def fruit_msg(code: str) -> Msg:
    return Msg(f"fru.fruit.{code}")


def event_seat(event: Any) -> int | None:
    """The seat whose island an event is about: its fact's seat, else its first seat
    focus."""
    seat = getattr(getattr(event, "data", None), "seat", None)
    if isinstance(seat, int):
        return seat
    found = focus.of_kind(event.focus, Seat)
    return int(found[0]) if found else None


def mode_of(options: Options) -> str:
    """``solo``, ``variant`` (no Market Island) or ``market``: the catalog's
    ``ui.fru.mode.*``."""
    return "solo" if options.players == 1 else "variant" if options.no_market else "market"


class FruitPickingSession(LooksAtSeats, Session):
    """A live Fruit Picking game (see the module docstring).

    ``position``: notation text or a ``State``; ``None`` deals a new game from ``players``,
    ``random_setup``, ``no_market`` (or ``options``) and ``seed``. ``puzzle``: a puzzle id
    of ``tutor.fruit_picking.PUZZLES`` (hints off). ``teaching``: hints on (nothing is
    hidden in this game: hot seat needs no curtain). ``computer``: the seats the computer
    plays (``"2,3"``).
    """

    MOVE_EXAMPLE = "F3; W; M2"
    GAME = fru

    def __init__(self, position: str | State | None = None, *, lang: str = "en",
                 players: int = 2, random_setup: bool = False, no_market: bool = False,
                 seed: int = 0, puzzle: str | None = None, teaching: bool = True,
                 options: Options | None = None, computer: Any = None):
        if options is None:
            options = Options(players=players, random_setup=random_setup,
                              no_market=no_market)
        self._open(position, lambda: self.deal(options, seed), lang=lang, puzzle=puzzle,
                   teaching=teaching, seed=seed, computer=computer)

    def new_game_msg(self, state: State, seed: int) -> Msg:
        o = state.options
        return Msg("ui.fru.new_game", players=o.players, mode=Msg(f"ui.fru.mode.{mode_of(o)}"),
                   setup=Msg("ui.fru.setup." + ("random" if o.random_setup else "sym")),
                   seed=seed)

    # ------------------------------------------------------------ what the board shows

    def island_seat(self, state: State | None = None) -> int:
        """Whose island is drawn large (:meth:`LooksAtSeats.shown_seat`): the seat of the
        event replayed, the island clicked on the right, or the seat to play's."""
        return self.shown_seat(state)

    def event_seat(self, event: Any) -> int | None:
        return event_seat(event)

    # ------------------------------------------------------------ what the keys name

    def key_part(self, key: Key) -> tuple[str, Any] | None:
        kind, value = key
        state = self.state
        if state.phase == "over":
            return None
        if kind == "space":
            seat, i = value
            if seat != state.turn:
                return None
            if state.phase == "plant" and 1 <= i <= 6:
                return ("farm", i)
            if state.phase == "act" and i == state.active:
                return ("action", "water")
            return None
        if kind == "card" and state.phase == "act":
            return ("slot", value)
        if kind == "water" and state.phase == "act":
            return ("action", "water")
        return None

    def served_seat(self, state: State | None = None) -> int | None:
        return (self.state if state is None else state).turn

    def _farm_key(self, farm: Any) -> Key | None:
        if isinstance(farm, str) and farm.upper() in ("H", *(f"F{i}" for i in range(1, 7))):
            farm = 0 if farm.upper() == "H" else int(farm[1])
        if isinstance(farm, int) and not isinstance(farm, bool) and 0 <= farm <= 6:
            return ("space", (self.island_seat(), farm))
        self._set_feedback(Feedback(msg_lines("fail", Msg("ui.fru.bad_farm",
                                                          given=echo(farm)))))
        return None

    def _slot_key(self, slot: Any) -> Key | None:
        if isinstance(slot, str) and slot.upper() in ("M1", "M2", "M3", "M4"):
            slot = int(slot[1])
        n = len(self.state.market)
        if isinstance(slot, int) and not isinstance(slot, bool) and 1 <= slot <= n:
            return ("card", slot)
        self._set_feedback(Feedback(msg_lines("fail", Msg("ui.fru.bad_slot", given=echo(slot),
                                                          n=n))))
        return None

    @guarded
    def hover_farm(self, farm: Any) -> None:
        """Hover a space of the island shown (``"F3"``, ``3``; ``"H"`` or 0 the House)."""
        self._typed(self._farm_key(farm), self._hover_to)

    @guarded
    def click_farm(self, farm: Any) -> None:
        """Click a space of the island shown: sow that farm, water the active farm."""
        self._typed(self._farm_key(farm), self._click_key)

    @guarded
    def hover_card(self, slot: Any) -> None:
        """Hover the market card of ``slot`` (``"M1"`` or 1, leftmost)."""
        self._typed(self._slot_key(slot), self._hover_to)

    @guarded
    def click_card(self, slot: Any) -> None:
        """Click the market card of ``slot``: collect it (the engine says if you may)."""
        self._typed(self._slot_key(slot), self._click_key)

    @staticmethod
    def _typed(key: Key | None, action) -> None:
        """``action(key)`` for a key typed well (a bad one was explained already)."""
        if key is not None:
            action(key)

    @guarded
    def water(self) -> bool:
        """Water the active farm (the Water button)."""
        before = self.history.index
        self._click_key(("water", None))
        return self.history.index != before

    # ------------------------------------------------------------ preview, activate

    def _space_info(self, seat: int, i: int, state: State) -> Msg:
        n = state.seeds[seat][i]
        if i == 0:
            return Msg("ui.fru.info.house", who=seat_name(seat), n=n)
        code = state.farms[seat][i - 1]
        return Msg("ui.fru.info.farm", who=seat_name(seat), farm=space(i),
                   fruit=fruit_msg(code), value=VALUE[code], n=n)

    def _card_info(self, slot: int, state: State) -> Feedback | None:
        if not 1 <= slot <= len(state.market):
            return None
        if not state.market[slot - 1]:
            return Feedback(msg_lines("info", Msg("ui.fru.info.empty_slot", slot=slot)),
                            (Mark(("card", slot), "hand"),))
        p = price(state, slot)
        return Feedback(msg_lines("info", Msg(
            "ui.fru.info.card", fruit=fruit_msg(p.fruit), slot=slot, base=p.base,
            surcharge=p.surcharge, total=p.total, who=seat_name(state.turn), have=p.harvest),
            Msg("ui.fru.info.card_when")), (Mark(("card", slot), "hand"),))

    def key_preview(self, key: Key) -> Feedback | None:
        """A seat's island (a click shows it) and its storage: whose, and how much."""
        kind, value = key
        if kind == "island":
            return Feedback(msg_lines("info", Msg("ui.fru.info.island", who=seat_name(value))),
                            (Mark(key, "hand"),))
        if kind == "storage":
            return Feedback(msg_lines("info", Msg("ui.fru.info.storage", who=seat_name(value),
                                                  n=self.state.storage[value])),
                            (Mark(key, "hand"),))
        return None

    def key_action(self, key: Key) -> bool:
        """A seat's island: show it."""
        if key[0] != "island":
            return False
        self.look_at(key[1])
        return True

    def key_info(self, key: Key) -> Feedback | None:
        """A space: its seeds (and a farm's fruit and value); a market card: its price."""
        kind, value = key
        if kind == "space":
            seat, i = value
            return Feedback(msg_lines("info", self._space_info(seat, i, self.state)),
                            (Mark(key, "hand"),))
        if kind == "card":
            return self._card_info(value, self.state)
        return None

    def partial_preview(self, partial, key: Key) -> Feedback | None:
        """A space or a card that makes no whole move now: what it holds."""
        return self.key_info(key)

    def partial_click(self, partial, key: Key) -> Feedback:
        """Clicking it: what it holds, then the prompt."""
        return self.with_prompt(self.key_info(key))

    def verdict_texts(self, verdict, move):
        """As every board's; with hints, after a legal sowing: what its active farm could do
        (:meth:`then_lines`)."""
        if not (self.hints and verdict.legal):
            return super().verdict_texts(verdict, move)
        then = self.then_lines(move)
        return lambda lang: [*verdict_lines(verdict, lang, forecasts=self.hints),
                             *(then(lang) if then else [])]

    def then_lines(self, move: Any):
        """With hints, after a sowing that ends on a farm: what that active farm could do
        (each matching card: the engine's price verdict; or watering)."""
        if not isinstance(move, fru.Sow):
            return None
        after = fru.apply(self.state, move).after
        if after.phase != "act":
            return None
        seat, active = after.turn, after.active
        code = after.farms[seat][active - 1]
        verdicts = [fru.check(after, fru.Collect(m, seat))
                    for m in range(1, len(after.market) + 1) if after.market[m - 1] == code]
        water = fru.check(after, fru.Water(seat))

        def lines(lang: str) -> list[Line]:
            out = [Line("note", render(Msg("ui.fru.then", farm=space(active),
                                           fruit=fruit_msg(code)), lang))]
            for v in verdicts:
                r = v.reasons[0]
                out.append(Line("ok" if r.ok else "warn", "  " + r.explain(lang)))
            if code != "Ra" and not verdicts:
                out.append(Line("warn", "  " + render(Msg("ui.fru.then_none",
                                                           fruit=fruit_msg(code)), lang)))
            out.append(Line("info", "  " + water.reasons[0].explain(lang)))
            return out
        return lines

    # ------------------------------------------------------------ marks

    def focus_keys(self, items) -> list:
        """A reason's or event's spots as keys: ``H``/``F1``.. on the island shown,
        ``M1``.. the market slots."""
        seat = self.island_seat()
        out = []
        for spot in focus.of_kind(items, Spot):
            code = spot.code
            if code.startswith("M"):
                out.append(("card", int(code[1:])))
            else:
                out.append(("space", (seat, 0 if code == "H" else int(code[1:]))))
        return out

    @staticmethod
    def _own_key(move: Any, seat: int) -> Key | None:
        if isinstance(move, Partial):
            if "farm" in move:
                return ("space", (seat, move.get("farm")))
            return ("card", move.get("slot")) if "slot" in move else None
        if isinstance(move, fru.Sow):
            return ("space", (seat, move.farm))
        if isinstance(move, fru.Collect):
            return ("card", move.slot)
        return None

    def verdict_marks(self, verdict, move):
        """The move's key green or crossed (watering: the active farm and the button), the
        spaces and slots the reasons name outlined; a sowing's path drawn seed by seed
        (``("path", Sown)``)."""
        state = self.state
        own = self._own_key(move, state.turn)
        if isinstance(move, fru.Water):
            own = ("space", (state.turn, state.active))
        marks = self.deciding_marks(verdict, own)
        if isinstance(move, fru.Water):
            marks.append(Mark(("water", None), "ok" if verdict.legal else "cross"))
        if verdict.legal and self.hints:
            for r in verdict.reasons:
                if isinstance(r.data, Sown):
                    marks.append(Mark(("path", r.data), "site"))
        return marks

    def event_marks(self, event: Any):
        marks = [Mark(k, "focus") for k in self.focus_keys(event.focus)]
        data = getattr(event, "data", None)
        if isinstance(data, (Sown, SeedDropped)):
            marks.append(Mark(("path", data), "focus"))
        return marks

    # ------------------------------------------------------------ texts

    def over_lines(self, lang: str) -> list[Line]:
        state = self.state
        if not state.winners:
            key = "ui.fru.over_lost" if state.players == 1 else "ui.fru.over_none"
            return [Line("head", render(Msg(key), lang))]
        return self.winners_lines("ui.fru.over", state.winners, lang)

    def ask_lines(self, lang: str) -> list[Line]:
        state = self.state
        who = seat_name(state.turn)
        if state.phase == "plant":
            lines = [Line("info", render(Msg("ui.fru.prompt.sow", who=who), lang))]
        else:
            code = state.farms[state.turn][state.active - 1]
            key = "ui.fru.prompt.rain" if code == "Ra" else "ui.fru.prompt.act"
            lines = [Line("info", render(Msg(key, who=who, farm=space(state.active),
                                             fruit=fruit_msg(code),
                                             have=state.seeds[state.turn][0]), lang))]
        if self.looking is not None:
            lines.append(Line("note", render(Msg("ui.fru.looking",
                                                 who=seat_name(self.looking)), lang)))
        return lines

    def followup(self, lang: str) -> list[Line]:
        return self.prompt(lang)
