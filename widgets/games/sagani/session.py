"""The Sagani session: what a Sagani board remembers and decides (no widget; see
:mod:`widgets.session`).

Keys (what the view's pixels map to):

* ``("cell", (x, y))`` a position of the display shown large (the engine's coordinates, x
  to the right, y upward): while its owner places, the placement of the held tile there,
  turned as the learner turned it;
* ``("offer", i)`` the i-th tile of the offer display (SAG-TURN-TAKE);
* ``("stack", k)`` stack k, 0–2: with one tile left on offer, send it to the Intermezzo
  and take that stack's top blind (SAG-TURN-LAST);
* ``("intermezzo", i)`` the i-th Intermezzo tile, ``("pass", None)`` take nothing
  (SAG-INT-RUN);
* ``("rotate", ±1)`` turn the held tile a quarter clockwise (+1) or back (-1): the
  rotation is the pick (``selection``, ``None`` for 0), kept until the tile is placed
  (SAG-PLACE-ROTATE); the R key does the same;
* ``("display", s)`` a seat's small display: show it large (every display is public).

Nothing is secret in Sagani (every display, the offer and the Intermezzo are public; the
stacks' tops show their backs to everybody, SAG-COMP-BACK), so hot seat needs no curtain.
Everything said comes from ``tutor.sagani``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import tutor.sagani as sag
from tutor.core import Msg, Partial, focus, render, seat_name
from tutor.sagani.data import tile
from tutor.sagani.diagram import tile_msg
from tutor.sagani.facts import ArrowFact, Placement
from tutor.sagani.previews import placement_previews
from tutor.sagani.state import SOLO_TARGET, SOLO_TILES, Options, SoloGoal, State

from widgets.panel import Feedback, Line, Mark, echo, msg_lines
from widgets.session import CellKeys, Session, guarded, recorded

from . import messages as _messages_sag  # noqa: F401  (registers ui.sag.*)

Pos = tuple[int, int]


def cell_key(c: Any) -> tuple[str, Pos]:
    return ("cell", (int(c[0]), int(c[1])))


def ray_marks(facts) -> list[Mark]:
    """An arrow's ray for each :class:`ArrowFact`: ``("ray", (tile, direction, fulfilling
    tile or None))``, green when fulfilled, red when not."""
    return [Mark(("ray", (f.at, f.direction, f.by)), "ok" if f.fulfilled else "bad")
            for f in facts if isinstance(f, ArrowFact)]


class SaganiSession(CellKeys, Session):
    """A live Sagani game (see the module docstring).

    ``position``: notation text or a ``State``; ``None`` deals a new game from
    ``players`` (1–4; 1 is solo, SAG-VAR-SOLO), ``order`` (``"a"``, ``"b"`` or a
    :class:`~tutor.sagani.DiscOrder`), ``solo_goal`` (``"a"`` 75 points within 25 tiles,
    ``"b"`` every tile less the discs left, or a :class:`~tutor.sagani.SoloGoal`; for 1
    player only) — or ``options`` — and ``seed``. ``puzzle``: a puzzle id of
    ``tutor.sagani.PUZZLES`` (hints off). ``teaching``: hints on. ``computer``: the
    seats the computer plays in free play.
    """

    MOVE_EXAMPLE = "take 12; place 1,0 r1"
    GAME = sag
    PICKED = ("rot",)
    BAD_CELL = "ui.sag.bad_cell"
    looking = recorded()                # the seat whose display is shown large
    KEYS = ("r", "R", "ArrowRight", "ArrowLeft")

    def __init__(self, position: str | State | None = None, *, lang: str = "en",
                 players: int = 2, order: Any = "a", solo_goal: Any = "a", seed: int = 0,
                 puzzle: str | None = None, teaching: bool = True,
                 options: Options | None = None, computer: Any = None):
        self._overlay: tuple[Any, list] | None = None
        self._dropped_goal: SoloGoal | None = None
        if options is None:
            options = Options(players=players, order=_order(order),
                              solo_goal=_goal(solo_goal))
        self._open(position, lambda: self.deal(options, seed), lang=lang, puzzle=puzzle,
                   teaching=teaching, seed=seed, computer=computer)

    def changed_options(self, base: Options, changes: dict[str, Any]) -> Options:
        """``base`` with ``changes`` (an order or a solo goal may be named ``"a"``/``"b"``).
        A solo goal the setup row still shows from a solo game is dropped for a game of 2–4
        players, and the new game's headline says so; one asked for by name
        (``new_game(players=3, solo_goal="b")``) is kept, for the engine to refuse."""
        if "order" in changes:
            changes = {**changes, "order": _order(changes["order"])}
        if "solo_goal" in changes:
            changes = {**changes, "solo_goal": _goal(changes["solo_goal"])}
        options = super().changed_options(base, changes)
        self._dropped_goal = None
        if ("solo_goal" not in changes and options.players != 1
                and isinstance(options.solo_goal, SoloGoal)
                and options.solo_goal is not SoloGoal.REACH_75):
            self._dropped_goal = options.solo_goal
            options = dataclasses.replace(options, solo_goal=SoloGoal.REACH_75)
        return options

    def new_game_msg(self, state: State, seed: int) -> Msg:
        order = Msg(f"ui.setting.sagani.order.{state.options.order.value}")
        if state.options.solo:
            return Msg("ui.sag.new_game_solo", order=order, seed=seed, goal=Msg(
                f"ui.setting.sagani.solo_goal.{state.options.solo_goal.value}"))
        headline = Msg("ui.sag.new_game", players=state.players, order=order, seed=seed)
        dropped, self._dropped_goal = self._dropped_goal, None
        if dropped is not None:
            return Msg("ui.sag.goal_dropped", headline=headline, players=state.players,
                       goal=Msg(f"ui.setting.sagani.solo_goal.{dropped.value}"))
        return headline

    def game_dealt(self, state: State) -> None:
        self.looking = None

    def position_loaded(self, state: State) -> None:
        super().position_loaded(state)
        self.looking = None

    # ------------------------------------------------------------ what the keys name

    @property
    def rotation(self) -> int:
        """The held tile's rotation (quarter turns clockwise), the learner's pick."""
        return self.selection or 0

    def display_seat(self, state: State | None = None) -> int:
        """Whose display is drawn large: while replaying, the seat placing in the step
        shown; else the seat chosen on the right (``looking``), else the seat asked (the
        winner once the game is over)."""
        if self.replaying and state is None:
            seat = self.replayed_seat()
            if seat is not None:
                return seat
        state = self.shown_state if state is None else state
        if self.looking is not None and self.looking < state.players:
            return self.looking
        if state.to_act is not None:
            return state.to_act
        return state.winners[0] if state.winners else 0

    def replayed_seat(self) -> int | None:
        """The seat of the placement whose steps are replayed (its :class:`Placement`)."""
        events = self._story.events
        for i in range(self._cursor, -1, -1):
            if isinstance(events[i].data, Placement):
                return events[i].data.seat
        return None

    def placing_here(self, state: State | None = None) -> bool:
        """The display shown large is the one the held tile goes to."""
        state = self.state if state is None else state
        return self.step_of(state) == "place" and self.display_seat(state) == state.placer

    def key_part(self, key) -> tuple[str, Any] | None:
        kind, value = key
        state = self.state
        step = self.step_of()
        if kind == "cell" and step == "place" and self.placing_here():
            return ("cell", focus.Cell(*value))
        if kind == "offer" and step == "take" and 0 <= value < len(state.offer):
            return ("tile", state.offer[value])
        if kind == "stack" and step == "take" and 0 <= value < len(state.stacks):
            return ("stack", value)
        if kind == "intermezzo" and step == "intermezzo" and 0 <= value < len(state.intermezzo):
            return ("tile", state.intermezzo[value])
        if kind == "pass" and step == "intermezzo":
            return ("pass", True)
        if kind == "rotate" and step == "place":
            return ("rot", (self.rotation + value) % 4)
        return None

    def picked_parts(self) -> tuple[tuple[str, Any], ...]:
        return (("rot", self.rotation),) if self.step_of() == "place" else ()

    # ------------------------------------------------------------ entry points

    @guarded
    def rotate(self, turns: Any = 1) -> bool:
        """Turn the held tile ``turns`` quarters clockwise (-1: back), as ⟳ / ⟲ and the R
        key do. The verdict of the position hovered follows the new rotation."""
        self._leave_replay()
        if isinstance(turns, bool) or not isinstance(turns, int):
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.sag.bad_turn",
                                                              given=echo(turns)))))
            return False
        if self.step_of() != "place":
            self._set_feedback(Feedback(lambda lang: [
                Line("info", render(Msg("ui.sag.no_tile"), lang)), *self.prompt(lang)]))
            return False
        self.selection = (self.rotation + turns) % 4 or None
        held, rot = self.state.held, self.rotation
        self._set_feedback(Feedback(lambda lang: [
            Line("info", render(Msg("ui.sag.rotated", tile=held, rot=rot, turns=rot), lang)),
            *self.prompt(lang)]), pieces=False)
        key, self._hover_key = self._hover_key, None
        if key is not None and key[0] == "cell":
            self._hover_to(key)                     # the hovered verdict, turned
        return True

    def key_pressed(self, key: str) -> None:
        self.rotate(-1 if key == "ArrowLeft" else 1)

    @guarded
    def look_at(self, seat: int | None) -> None:
        """Show ``seat``'s display large (``None``: the seat asked)."""
        if seat is not None and not (isinstance(seat, int) and not isinstance(seat, bool)
                                     and 0 <= seat < self.state.players):
            self._set_feedback(Feedback(msg_lines("fail", Msg(
                "core.turn.no_such_seat", seat=echo(seat), players=self.state.players))))
            return
        self.looking = None if seat == self.state.to_act else seat
        self._hover_key = None
        self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=True)

    # ------------------------------------------------------------ preview, activate

    def _info(self, key) -> Feedback | None:
        """What a key that plays nothing now says: a tile's colour, arrows and value, a
        stack's back, a display's owner."""
        kind, value = key
        state = self.state
        if kind == "display" and 0 <= value < state.players:
            p = state.seats[value]
            return Feedback(msg_lines("info", Msg("ui.sag.look", who=seat_name(value),
                                                  n=len(p.display), score=p.score)),
                            (Mark(key, "hand"),))
        shown = {"offer": state.offer, "intermezzo": state.intermezzo}.get(kind)
        if shown is not None and 0 <= value < len(shown):
            return Feedback(msg_lines("info", tile_msg(shown[value])), (Mark(key, "hand"),))
        if kind == "stack" and 0 <= value < len(state.stacks) and state.stacks[value]:
            top = tile(state.stacks[value][0])
            return Feedback(msg_lines("info", Msg(
                "ui.sag.stack_info", n=value + 1, left=len(state.stacks[value]),
                colour=Msg(f"sag.el.{top.element}"), value=top.points)), (Mark(key, "hand"),))
        if kind == "held" and state.held is not None:
            return Feedback(msg_lines("info", tile_msg(state.held)), (Mark(key, "hand"),))
        return None

    def key_preview(self, key) -> Feedback | None:
        kind, value = key
        if kind == "rotate" and not self.table().over and self.step_of() == "place":
            turned = (self.rotation + value) % 4
            return Feedback(msg_lines("info", Msg("ui.sag.rotated", tile=self.state.held,
                                                  rot=turned, turns=turned)),
                            (Mark(key, "hand"),))
        return None

    def key_info(self, key) -> Feedback | None:
        return self._info(key)

    def ghost(self, move: Any) -> Any:
        state = self.state
        if isinstance(move, sag.Place) and state.seats[state.placer].at((move.x, move.y)) is None:
            return (state.held, move.rot, (move.x, move.y))
        return None

    def key_action(self, key) -> bool:
        kind, value = key
        if kind == "display":
            self.look_at(value)
            return True
        if kind in ("rotate", "held") and not self.table().over and self.step_of() == "place":
            self.rotate(value if kind == "rotate" else 1)
            return True
        return False

    def _go_to(self, history) -> None:
        """A new live position (a move, an undo, a redo): the display shown goes back to
        the seat asked — but after a placement, while the next seat only takes a tile from
        the offer, the display just played on stays shown (its new tile, its completions).
        Set before the position is drawn."""
        super()._go_to(history)
        outcome = history.current.outcome
        placed = outcome is not None and isinstance(outcome.move, sag.Place)
        self.looking = outcome.move.seat if placed and self.step_of() == "take" else None

    # ------------------------------------------------------------ the overlay

    def previews(self, state: State | None = None) -> list:
        """Every placement of the held tile with what it would cover, complete and cost
        (:func:`tutor.sagani.previews.placement_previews`), once per position."""
        state = self.state if state is None else state
        if self._overlay is None or self._overlay[0] is not state:
            self._overlay = (state, placement_previews(state))
        return self._overlay[1]

    def targets(self, state: State | None = None) -> list[Pos]:
        """Where the held tile may go (the engine's open cells), when its display is shown."""
        state = self.state if state is None else state
        if not self.placing_here(state):
            return []
        return list(dict.fromkeys(p.pos for p in self.previews(state)))

    # ------------------------------------------------------------ marks

    @staticmethod
    def focus_keys(items) -> list:
        return [cell_key(c) for c in focus.of_kind(items, focus.Cell)]

    def _own_key(self, move) -> Any:
        if isinstance(move, Partial):
            c = move.get("cell")
            return cell_key(c) if c is not None else None
        if isinstance(move, sag.Place):
            return ("cell", (move.x, move.y))
        state = self.state
        if isinstance(move, sag.Take) and move.tile in state.offer:
            return ("offer", state.offer.index(move.tile))
        if isinstance(move, sag.Pick) and move.tile in state.intermezzo:
            return ("intermezzo", state.intermezzo.index(move.tile))
        if isinstance(move, sag.Draw):
            return ("stack", move.stack)
        if isinstance(move, sag.Pass):
            return ("pass", None)
        return None

    def verdict_marks(self, verdict, move):
        """The key the move names, green or crossed; the tiles the rules counted outlined
        gold; with hints, every arrow's ray (to the tile that fulfils it, or on to the edge
        of the display when none does)."""
        marks = self.deciding_marks(verdict, self._own_key(move))
        if self.hints and verdict.legal:
            marks += ray_marks(r.data for r in verdict.reasons)
        return marks

    def event_marks(self, event: Any):
        return [Mark(k, "focus") for k in self.focus_keys(event.focus)] + \
            ray_marks([event.data])

    # ------------------------------------------------------------ texts

    def over_lines(self, lang: str) -> list[Line]:
        state = self.state
        if state.options.solo:
            return [Line("head", render(solo_over_msg(state), lang))]
        w = state.winners[0]
        return [Line("head", render(Msg("ui.sag.over", who=seat_name(w),
                                        score=state.seats[w].score), lang))]

    def ask_lines(self, lang: str) -> list[Line]:
        state = self.state
        who = seat_name(state.to_act)
        step = self.step_of()
        if step == "place":
            msg = Msg("ui.sag.prompt.place", who=who, tile=state.held, rot=self.rotation)
        elif step == "take" and len(state.offer) == 1:
            msg = Msg("ui.sag.prompt.take_last", who=who)
        else:
            msg = Msg(f"ui.sag.prompt.{step}", who=who)
        return [Line("info", render(msg, lang))]

    def followup(self, lang: str) -> list[Line]:
        return self.prompt(lang)


def solo_over_msg(state: State) -> Msg:
    """How a finished solo game ended (SAG-VAR-SOLO): (a) won or lost, with the score and
    the tiles; (b) the subtraction, "52 points − 7 discs still on tiles = 45"."""
    me = state.seats[0]
    tiles = len(me.display)
    if state.options.solo_goal is SoloGoal.REACH_75:
        key = "ui.sag.over_solo_won" if state.winners else "ui.sag.over_solo_lost"
        return Msg(key, who=seat_name(0), score=me.score, tiles=tiles, target=SOLO_TARGET,
                   limit=SOLO_TILES)
    discs = sum(p.discs for p in me.display)
    return Msg("ui.sag.over_solo_b", score=me.score + discs, discs=discs, final=me.score)


def _goal(value: Any) -> Any:
    """``"a"`` / ``"b"`` as a :class:`~tutor.sagani.SoloGoal`; anything else is passed on for
    :meth:`Options.problem` to explain."""
    try:
        return SoloGoal(value)
    except ValueError:
        return value


def _order(value: Any) -> Any:
    """``"a"`` / ``"b"`` as a :class:`~tutor.sagani.DiscOrder`; anything else is passed on
    for :meth:`Options.problem` to explain."""
    try:
        return sag.DiscOrder(value)
    except ValueError:
        return value
