"""The Big Monster session: what a Big Monster board remembers and decides (no widget; see
:mod:`widgets.session`).

Keys (what the view's pixels map to):

* ``("cell", (x, y))`` a half-tile cell of the landing area shown (the engine's
  coordinates, :mod:`tutor.big_monster.area`, ``y`` downward): the anchor of the chosen
  tile while placing; while drafting with a tile picked, a *what if* (the engine's verdict
  of placing the picked tile there, on the position with that tile chosen);
* ``("tile", i)`` the i-th tile of the tray: the hand (draft), the chosen row (2–3
  players), the discards (the 19th tile); a tile picks, a second tile of the row is the
  discard (BM-ROW-PICK);
* ``("ship", s)`` the ship of seat ``s`` to pass the rest of the hand to; ``("ship", -1)``
  on the 9th turn: discard the other tile face down (BM-ROUND-NINE);
* ``("explorer", e)`` one of the two explorers dealt; ``("row", i)`` a row (BM-ROW-TWO);
  ``("salvage", None)`` decline the 19th tile; ``("area", s)`` a seat's small area
  (shows that area large: every area is public), and :data:`~widgets.session.CURTAIN`.

The simultaneous asks (explorer, draft, placement in the draft) are answered seat after
seat: the board serves :meth:`BigMonsterSession.acting`, the first asked seat the computer
does not play. In hot-seat play (``teaching=False``) the curtain falls between two seats,
and what a seat chose stays hidden from the next (the engine's ``view``; the panel says
only that the seat has chosen) until the reveal. Everything said comes from
``tutor.big_monster``.
"""

from __future__ import annotations

from typing import Any

import tutor.big_monster as bm
from tutor.core import Msg, Partial, Seat, focus, render
from tutor.core.turns import asked_seats
from tutor.big_monster.area import cells
from tutor.big_monster.facts import CrystalMade, Mutation
from tutor.big_monster.rules import player, tile_msg
from tutor.big_monster.state import TURNS, Options, Phase, State

from widgets.panel import Feedback, Line, Mark, msg_lines, verdict_lines
from widgets.session import CellKeys, LooksAtSeats, Session, Story, guarded

from . import messages as _messages_bm  # noqa: F401  (registers ui.bm.*)

Pos = tuple[int, int]
#: The ship key of the 9th turn: no ship, the other tile is discarded (BM-ROUND-NINE).
DISCARD_SHIP = -1


def cell_key(c: Any) -> tuple[str, Pos]:
    return ("cell", (int(c[0]), int(c[1])))


def _set(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


def event_seat(event: Any) -> int | None:
    """The seat whose area an event is about: its fact's seat, its first seat focus, or
    the seat whose last placed tile covers the event's cells (a placement)."""
    data = getattr(event, "data", None)
    seat = getattr(data, "seat", None)
    if isinstance(seat, int):
        return seat
    seats = getattr(data, "seats", None)
    if seats:
        return seats[0]
    found = focus.of_kind(event.focus, Seat)
    if found:
        return int(found[0])
    wanted = {tuple(c) for c in focus.of_kind(event.focus, focus.Cell)}
    if wanted:
        for s, tiles in enumerate(event.snapshot.areas):
            if tiles and set(cells(*tiles[-1])) == wanted:
                return s
    return None


class BigMonsterSession(LooksAtSeats, CellKeys, Session):
    """A live Big Monster game (see the module docstring).

    ``position``: notation text or a ``State``; ``None`` deals a new game from ``players``,
    ``teams``, ``draft3`` (or ``options``) and ``seed``. ``puzzle``: a puzzle id of
    ``tutor.big_monster.PUZZLES``. ``teaching``: every hand and choice shown, hints on;
    ``False``: hot seat with the curtain. ``computer``: the seats the computer plays.
    """

    MOVE_EXAMPLE = "p1:e5; p1:IG>2; p1:@0,2"
    GAME = bm
    PICKED = ("tile",)
    BAD_CELL = "ui.bm.bad_cell"          # half-tile cells (x, y), y downward

    def __init__(self, position: str | State | None = None, *, lang: str = "en",
                 players: int = 4, teams: bool = False, draft3: bool = False, seed: int = 0,
                 puzzle: str | None = None, teaching: bool = True,
                 options: Options | None = None, computer: Any = None):
        if options is None:
            options = Options(players=players, teams=teams, draft3=draft3)
        self._open(position, lambda: self.deal(options, seed), lang=lang, puzzle=puzzle,
                   teaching=teaching, seed=seed, computer=computer)

    def new_game_msg(self, state: State, seed: int) -> Msg:
        mode = "teams" if state.options.teams else "draft" if state.options.draft else "rows"
        return Msg("ui.bm.new_game", players=state.players, mode=Msg(f"ui.bm.mode.{mode}"),
                   seed=seed)

    # ------------------------------------------------------------ who the board serves

    def seen(self, state: State) -> Any:
        """What the screen may show of ``state``: the engine's ``view`` (everything in
        the teaching view; the served seat's own view once it took the screen; with
        nobody at the screen, Player 1's view with Player 1's secrets blanked)."""
        if self.teaching:
            return bm.view(state, None)
        seat = self.viewer(state)
        if seat is not None:
            return bm.view(state, seat)
        v = bm.view(state, 0)
        hidden = state.phase is Phase.PICK
        return type(v)(**{**v.__dict__, "seat": None,
                          "dealt": (None,) * state.players,
                          "explorers": tuple(None if not all(state.explorers) else e
                                             for e in v.explorers),
                          "hands": (None,) * state.players,
                          "chosen": tuple(None if hidden else c for c in v.chosen)})

    # ------------------------------------------------------------ what the board shows

    def area_seat(self, state: State | None = None) -> int:
        """Whose landing area is drawn large (:meth:`LooksAtSeats.shown_seat`)."""
        return self.shown_seat(state)

    def tray_tiles(self, state: State | None = None) -> tuple[str, ...]:
        """The tiles of the tray: the served seat's hand (draft; none while curtained),
        the chosen row (or every row, side by side, while the row is being chosen), the
        discards the black male explorer may salvage, or the tile to place."""
        state = self.state if state is None else state
        seat = self.acting(state)
        phase = state.phase
        if phase is Phase.PICK:
            hand = self.seen(state).hands[seat] if seat is not None else None
            return tuple(hand or ())
        if phase is Phase.TAKE:
            return state.rows[state.row]
        if phase is Phase.ROW:
            return tuple(t for row in state.rows for t in row)
        if phase is Phase.SALVAGE:
            return () if self.curtained else state.discard
        if phase is Phase.PLACE and seat is not None:
            chosen = self.seen(state).chosen[seat]
            return (chosen,) if chosen else ()
        return ()

    def explorer_choices(self, state: State | None = None) -> list[tuple[int, int]]:
        """``(seat, explorer)`` of the explorers shown to keep (BM-SETUP-EXPL): every asked
        seat's two in the teaching view (the learner may answer for any of them), else the
        served seat's once it took the screen."""
        state = self.state if state is None else state
        if state.phase is not Phase.EXPLORER:
            return []
        seats = asked_seats(bm.asks(state)) if self.teaching else (self.viewer(state),)
        return [(s, e) for s in seats if s is not None and not self.is_computer(s)
                for e in state.dealt[s]]

    def explorer_owner(self, e: int, state: State | None = None) -> int | None:
        return next((s for s, x in self.explorer_choices(state) if x == e), None)

    def ship_keys(self, state: State | None = None) -> list[int]:
        """The ship buttons: every seat's ship while drafting (the 9th turn: the discard)."""
        state = self.state if state is None else state
        if state.phase is not Phase.PICK:
            return []
        if state.turn == TURNS:
            return [DISCARD_SHIP]
        return list(range(state.players))

    # ------------------------------------------------------------ what the keys name

    def key_part(self, key) -> tuple[str, Any] | None:
        kind, value = key
        state = self.state
        step = self.step_of()
        if step is None or self.curtained:
            return None
        if kind == "cell":
            if step == "place" and self.area_seat(state) == self.acting():
                return ("cell", focus.Cell(*value))
            return None
        if kind == "tile":
            tiles = self.tray_tiles()
            if not 0 <= value < len(tiles):
                return None
            code = tiles[value]
            if step == "pick":
                return ("tile", code)
            if step == "take":
                sel = self.selection
                if sel is None or sel == value:
                    return ("tile", code)
                return ("discard", code)
            if step == "salvage":
                return ("tile", code)
            if step == "row":                    # a tile of a row chooses that row
                return ("row", value // len(state.rows[0]))
            return None
        if kind == "ship" and step == "pick":
            return ("ship", None if value == DISCARD_SHIP else value)
        if kind == "explorer" and self.explorer_owner(value) is not None:
            return ("explorer", value)
        if kind == "row" and step == "row":
            return ("row", value)
        if kind == "salvage" and step == "salvage":
            return ("tile", None)
        return None

    def picks_only(self, key) -> bool:
        part = self.key_part(key)
        return (part is not None and part[0] == "tile" and key[0] == "tile"
                and self.step_of() in ("pick", "take"))

    def picked_parts(self) -> tuple[tuple[str, Any], ...]:
        sel = self.selection
        if sel is None:
            return ()
        tiles = self.tray_tiles()
        if not 0 <= sel < len(tiles):
            return ()
        return (("tile", tiles[sel]),)

    def asked_partial(self, key=None, state=None):
        state = self.state if state is None else state
        seat = self.acting(state)
        if key is not None and key[0] == "explorer":       # any asked seat's, teaching
            seat = self.explorer_owner(key[1], state)
        step = next((a.step for a in bm.asks(state) if a.seat == seat), None)
        if step is None:
            return None
        partial = Partial(step, self.picked_parts(), seat)
        if key is None:
            return partial
        part = self.key_part(key)
        return None if part is None else partial.with_part(*part)

    def choices(self, name: str, state: Any = None) -> list[Any]:
        """As :meth:`Session.choices`, among the served seat's legal moves only (several
        seats are asked at once)."""
        state = self.state if state is None else state
        picked = self.asked_partial(state=state)
        if picked is None:
            return []
        out: dict[Any, None] = {}
        for move in bm.legal_moves(state):
            if move.seat != picked.seat:
                continue
            whole = bm.parts_of(state, move)
            if name in whole and picked.agrees_with(whole):
                out[whole.get(name)] = None
        return list(out)

    # ------------------------------------------------------------ entry points

    @guarded
    def pick_tile(self, i: int) -> bool:
        """Pick the i-th tray tile (as a click on it); again: put it back."""
        self._leave_replay()
        n = len(self.tray_tiles())
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < n:
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.bm.bad_tile", given=repr(i),
                                                              n=n))))
            return False
        self._click_key(("tile", i))
        return self.selection is not None

    @guarded
    def choose_ship(self, seat: int) -> bool:
        """Pass the rest of the hand to ``seat``'s ship (0-based; -1: the 9th turn's
        discard), as the ship button does."""
        before = self.history.index
        self._click_key(("ship", seat))
        return self.history.index != before

    def event_seat(self, event: Any) -> int | None:
        return event_seat(event)

    # ------------------------------------------------------------ preview, activate

    def what_if(self, pos: Pos) -> tuple[Any, Any] | None:
        """Drafting with a tile picked: ``(move, verdict)`` of placing that tile at ``pos``
        in the served seat's area, on the position where the tile is chosen."""
        state = self.state
        seat = self.acting()
        parts = self.picked_parts()
        if (state.phase is not Phase.PICK or seat is None or not parts
                or self.area_seat(state) != seat):
            return None
        code = parts[0][1]
        hyp = state.replace(phase=Phase.PLACE, chosen=_set(state.chosen, seat, code))
        move = bm.Place(pos[0], pos[1], seat=seat)
        return move, bm.check(hyp, move)

    def key_preview(self, key) -> Feedback | None:
        """A seat's area: whose, and how many tiles (a click shows it). Drafting with a
        tile picked, a cell of the served seat's area: what placing the tile there would
        do (the engine's verdict on the position where it is chosen)."""
        kind, value = key
        if kind == "area":
            return Feedback(msg_lines("info", Msg("ui.bm.area_hover", who=player(value),
                                                  n=len(self.state.areas[value]))),
                            (Mark(key, "hand"),))
        guess = self.what_if(value) if kind == "cell" and not self.curtained else None
        if guess is None:
            return None
        move, verdict = guess
        code = self.picked_parts()[0][1]
        return Feedback(lambda lang: [
            Line("note", render(Msg("ui.bm.what_if", tile=tile_msg(code)), lang)),
            *verdict_lines(verdict, lang, forecasts=True)],
            tuple(self.verdict_marks(verdict, move)))

    def key_info(self, key) -> Feedback | None:
        """A tile of the tray that is no part of the asked move: what it is."""
        kind, value = key
        if kind != "tile":
            return None
        tiles = self.tray_tiles()
        if 0 <= value < len(tiles):
            return Feedback(msg_lines("info", tile_msg(tiles[value])), (Mark(key, "hand"),))
        return None

    def key_action(self, key) -> bool:
        """A seat's area: show it. A cell while drafting with a tile picked: the what-if
        (nothing is placed yet). A tile to pick: pick it (a second click puts it back)."""
        kind, value = key
        if kind == "area":
            self.look_at(value)
            return True
        if self.table().over or self.curtained:
            return False
        if kind == "cell" and self.what_if(value) is not None:
            self._set_feedback(self.key_preview(key), pieces=False)
            return True
        if not (kind == "tile" and self.picks_only(key)):
            return False
        if self.selection == value:
            self.selection = None                 # a second click puts it back
            self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=False)
            return True
        partial = self.asked_partial().without("tile").with_part(*self.key_part(key))
        verdict = self.verdict(partial)
        if verdict.legal:
            self.selection = value
            self._hover_key = None
            self._set_feedback(self.partial_feedback(partial, key, self.prompt), pieces=False)
        else:
            self._set_feedback(Feedback(lambda lang: verdict_lines(verdict, lang),
                                        (Mark(key, "cross"),)), pieces=False)
        return True

    # ------------------------------------------------------------ hidden choices

    def _secret(self, move: Any) -> bool:
        """A choice that stays face down until all have chosen, in the play view."""
        return not self.teaching and isinstance(move, (bm.Keep, bm.Pick))

    def commit(self, move: Any) -> bool:
        """As :meth:`Session.commit`; in the play view a face-down choice (an explorer kept,
        a tile chosen) is told as "Player 2 has chosen" until the reveal, and the screen
        passes to the next seat. The area shown goes back to the served seat's."""
        played = super().commit(move)
        if played and self._secret(move) and not self._driving:
            events = self._story.events
            seat = move.seat
            self._story = Story(msg_lines("head", Msg("ui.bm.chosen_hidden",
                                                      who=player(seat))), events)
            self._show_story()
        return played

    def _computer_lines(self, move: Any, verdict: Any, lang: str) -> list[Line]:
        if self._secret(move):
            return [Line("head", render(Msg("ui.computer.move", who=player(move.seat)),
                                        lang)),
                    Line("info", render(Msg("ui.bm.chosen_hidden", who=player(move.seat)),
                                        lang))]
        return super()._computer_lines(move, verdict, lang)

    # ------------------------------------------------------------ marks

    @staticmethod
    def focus_keys(items) -> list:
        return [cell_key(c) for c in focus.of_kind(items, focus.Cell)]

    @staticmethod
    def _own_key(move) -> Any:
        if isinstance(move, Partial):
            c = move.get("cell")
            return cell_key(c) if c is not None else None
        if isinstance(move, bm.Place):
            return ("cell", (move.x, move.y))
        if isinstance(move, bm.Pick):
            return ("ship", DISCARD_SHIP if move.ship is None else move.ship)
        if isinstance(move, bm.Keep):
            return ("explorer", move.explorer)
        if isinstance(move, bm.ChooseRow):
            return ("row", move.row)
        return None

    def verdict_marks(self, verdict, move):
        """The anchor crossed or green, the cells the rules count outlined gold; with
        hints, every ray the placement sends (``("ray", (source cell, ice cell))``) and
        every crystal it completes (``("crystal", cells)``), drawn over the area."""
        marks = self.deciding_marks(verdict, self._own_key(move))
        if self.hints and verdict.legal:
            marks += self.fact_marks(r.data for r in verdict.reasons)
        return marks

    @staticmethod
    def fact_marks(facts) -> list[Mark]:
        out = []
        for fact in facts:
            if isinstance(fact, Mutation):
                if fact.source is None:
                    src = (1, 0)
                elif fact.direction == "up":
                    src = (fact.source[0] + 1, fact.source[1])
                else:
                    src = (fact.ice[0] if fact.ice[0] in (fact.source[0], fact.source[0] + 1)
                           else fact.source[0], fact.source[1])
                out.append(Mark(("ray", (src, fact.ice, fact.direction)),
                                "bad" if fact.after > fact.before else "warn"))
            elif isinstance(fact, CrystalMade):
                out.append(Mark(("crystal", (fact.colour, tuple(sorted(fact.cells)))), "ok"))
        return out

    def event_marks(self, event: Any):
        return [Mark(k, "focus") for k in self.focus_keys(event.focus)] + \
            self.fact_marks([getattr(event, "data", None)])

    def targets(self, state: State | None = None) -> list[Pos]:
        """Where the served seat's chosen tile may go (the engine's legal anchors)."""
        state = self.state if state is None else state
        if self.step_of(state) != "place" or self.area_seat(state) != self.acting(state):
            return []
        return [tuple(c) for c in self.choices("cell", state)]

    def previews(self, state: State | None = None) -> list:
        """The placement overlay (:func:`tutor.big_monster.placement_previews`) of the served
        seat's chosen tile: every legal anchor with its mutations, crystals, Big Monsters."""
        state = self.state if state is None else state
        seat = self.acting(state)
        if self.step_of(state) != "place" or seat is None:
            return []
        return bm.placement_previews(state, seat)

    # ------------------------------------------------------------ texts

    def over_lines(self, lang: str) -> list[Line]:
        return self.winners_lines("ui.bm.over", self.state.winners, lang)

    def ask_lines(self, lang: str) -> list[Line]:
        state = self.state
        seat = self.acting()
        who = player(seat)
        step = self.step_of()
        parts = self.picked_parts()
        if step == "pick" and parts:
            key = "ui.bm.prompt.ship_last" if state.turn == TURNS else "ui.bm.prompt.ship"
            msg = Msg(key, who=who, tile=tile_msg(parts[0][1]))
        elif step == "take" and parts:
            msg = Msg("ui.bm.prompt.discard", who=who, tile=tile_msg(parts[0][1]))
        elif step == "place":
            msg = Msg("ui.bm.prompt.place", who=who, tile=tile_msg(state.chosen[seat]))
        else:
            msg = Msg(f"ui.bm.prompt.{step}", who=who)
        lines = [Line("info", render(msg, lang))]
        waiting = [player(s) for s in asked_seats(bm.asks(state)) if s != seat]
        if waiting and state.phase in (Phase.EXPLORER, Phase.PICK, Phase.PLACE):
            lines.append(Line("note", render(Msg("ui.bm.waiting", seats=waiting), lang)))
        return lines

    def followup(self, lang: str) -> list[Line]:
        return self.prompt(lang)
