"""The Flaming Pyramids session: what a pyramid board remembers and decides (no widget;
see :mod:`widgets.session`).

Keys (what the view's pixels map to): ``("cell", (row, slot))`` a pyramid cell,
``("hand", i)`` the i-th tile of the hand to play, ``("die", face)`` a face of the fire
die. What a cell means depends on the pending ask: placing the picked tile, or directing a
slide or a fall (its landing cell). Everything said comes from ``tutor.flaming_pyramids``
(``check``, ``apply``, ``sites``, ``asks``, ``judge``); the session never decides a rule.
"""

from __future__ import annotations

from typing import Any

import tutor.flaming_pyramids as fp
from tutor.core import Cell, Msg, NotationError, Partial, render, seat_name
from tutor.core.focus import of_kind
from tutor.flaming_pyramids.facts import Slid
from tutor.flaming_pyramids.parts import landings
from tutor.flaming_pyramids.notation import parse_tile
from tutor.flaming_pyramids.state import Phase, State, Tile

from widgets.panel import Feedback, Line, Mark, msg_lines, notation_feedback, verdict_lines
from widgets.session import CellKeys, Session, guarded

from . import messages as _messages_fp  # noqa: F401  (registers ui.fp.*)

#: Rules whose events are mayhem (drawn red when replayed); forecasts citing a collapse.
MAYHEM_RULES = {"FP-COLL-1", "FP-BUILD-5", "FP-EXPL-1", "FP-EXPL-2", "FP-FIRE-1",
                "FP-FIRE-2", "FP-FIRE-3", "FP-CURSE-1", "FP-CURSE-2", "FP-CURSE-3",
                "FP-DIE-1", "FP-DIE-2", "FP-DIE-3", "FP-AIR-1"}
COLLAPSE_RULES = {"FP-COLL-1", "FP-BUILD-5"}


def _who(seat: int) -> Msg:
    return seat_name(seat)


def _cell_key(cell) -> tuple[str, tuple[int, int]]:
    return ("cell", cell)


class FlamingPyramidsSession(CellKeys, Session):
    """A live Flaming Pyramids game (see the module docstring).

    ``position``: notation text or a ``State``; ``None`` deals a new game from
    ``players``/``curse``/``fire_die``/``seed``. ``puzzle``: a puzzle id of
    ``tutor.flaming_pyramids.PUZZLES`` (puzzle mode). ``teaching``: the info strip lists
    every player's hand and pile sizes, and hover hints start on (in puzzle mode hints
    start off: the learner answers, then the judgement explains). ``computer``: the seats
    the computer plays in free play (``"2"``: Player 2; see :meth:`Session.set_computer`).
    """

    MOVE_EXAMPLE = "B60@1,0; slide L"
    GAME = fp

    def __init__(self, position: str | State | None = None, *, lang: str = "en",
                 players: int = 2, curse: bool = False, fire_die: bool = False, seed: int = 0,
                 puzzle: str | None = None, teaching: bool = True, computer: Any = None):
        options = fp.Options(players, curse=curse, fire_die=fire_die)
        self._open(position, lambda: self.deal(options, seed),
                   lang=lang, puzzle=puzzle, teaching=teaching, seed=seed, computer=computer)

    @guarded
    def select(self, code: str | None) -> bool:
        """Pick the hand tile ``code`` (e.g. ``"B60"``), as a click on it does; None: put back.
        The engine checks the tile as the first part of a placement (FP-TURN-1): a tile
        that is not in the hand, or a pick while a slide or a roll waits, is refused with
        its reasons."""
        self._leave_replay()
        state = self.state
        if code is None:
            if self.selection is not None:
                tile, self.selection = self.selection, None
                self._set_feedback(Feedback(msg_lines("info", Msg("ui.fp.deselected",
                                                                  tile=tile.code))),
                                   pieces=False)
            return False
        try:
            tile = parse_tile(code) if isinstance(code, str) else parse_tile(str(code))
        except NotationError as exc:
            self._set_feedback(notation_feedback(Msg("ui.bad_notation"), exc))
            return False
        verdict = self.verdict(Partial("place", (("tile", tile),)))
        if not verdict.legal:
            playing = state.phase is Phase.PLAY
            head = Msg("ui.not_yours", tile=tile.code) if playing else Msg("ui.no_hand_now")
            self._set_feedback(Feedback(lambda lang: [
                Line("head", render(head, lang)),
                *([Line("fail", r.explain(lang)) for r in verdict.violations] if playing
                  else self.prompt(lang))]))
            return False
        self.selection = tile
        rule, cells = fp.sites(state.pyramid)
        listed = [f"({r},{p})" for r, p in cells]
        self._set_feedback(Feedback(msg_lines("info", Msg("ui.fp.selected", tile=tile.code,
                                                          sites=listed, rule=str(rule)))),
                           pieces=False)              # the pick has a layer of its own
        return True

    def _targets(self, state: State) -> dict[Cell, fp.Side]:
        """While a tile must slide or fall: its two landing cells -> side (the engine's)."""
        return landings(state)

    PICKED = ("tile",)

    def key_part(self, key) -> tuple[str, Any] | None:
        """A cell names the ``cell`` of a placement or a slide; a hand tile the ``tile``; a
        die face the ``die`` (see :mod:`tutor.flaming_pyramids.parts`)."""
        kind, value = key
        if kind == "cell":
            return ("cell", Cell(*value))
        if kind == "die":
            return ("die", value)
        if kind == "hand":
            return ("tile", self.state.hands[self.state.turn][value])
        return None

    def picked_parts(self) -> tuple[tuple[str, Any], ...]:
        return () if self.selection is None else (("tile", self.selection),)

    def key_preview(self, key) -> Feedback | None:
        """A tile of the hand: what it is (colour, weight, material); while placing, that
        a click picks it."""
        state = self.state
        kind, value = key
        if kind != "hand" or self.table().over:
            return None
        extra = [Msg("ui.click_to_pick")] if state.phase is Phase.PLAY else []
        return Feedback(msg_lines("info", self._tile_info(state.hands[state.turn][value]),
                                  *extra), (Mark(key, "hand"),))

    def key_action(self, key) -> bool:
        """A tile of the hand: pick it (a second click on the picked tile puts it back)."""
        state = self.state
        kind, value = key
        if kind != "hand" or self.table().over:
            return False
        tile = state.hands[state.turn][value]
        self.select(None if state.phase is Phase.PLAY and tile == self.selection else tile.code)
        return True

    def key_info(self, key) -> Feedback | None:
        """A cell before a tile is picked: a disarmed tile says it is disarmed (FP-DIE)."""
        state = self.state
        kind, value = key
        t = state.pyramid.get(value) if kind == "cell" else None
        if state.phase is Phase.PLAY and t is not None and t in state.disarmed:
            return Feedback(msg_lines("info", Msg("ui.fp.tile_info.disarmed", tile=t.code)),
                            (Mark(key, "focus"),))
        return None

    def partial_preview(self, partial, key) -> Feedback | None:
        """Hovering a cell with no tile picked, or no landing cell: what the cell holds."""
        return self.key_info(key)

    def partial_click(self, partial, key) -> Feedback:
        """A cell before a tile, or no landing cell: the engine says what the parts decide,
        with the open sites (placing) or the two landing cells (a slide or a fall)."""
        state = self.state
        placing = state.phase is Phase.PLAY
        feedback = self.partial_feedback(partial, key, None if placing else self.prompt)
        if placing:
            marks = [Mark(_cell_key(c), "site") for c in fp.sites(state.pyramid)[1]]
        else:
            marks = [Mark(_cell_key(c), "target") for c in self._targets(state)]
        return Feedback(feedback.texts, (*feedback.marks, *marks))

    def ghost(self, move) -> Any:
        """A placement on an empty cell: the tile there; a slide or a fall: the pending
        tile on its landing cell."""
        state = self.state
        if isinstance(move, fp.Place):
            return (move.tile, move.cell) if move.cell not in state.pyramid else None
        if isinstance(move, fp.Slide):
            cells = [c for c, side in self._targets(state).items() if side == move.side]
            return (state.pending.tile, tuple(cells[0])) if cells else None
        return None

    def move_feedback(self, move, ghost=None) -> Feedback:
        """A placement as every board's; a die face or a landing side: the verdict's lines,
        the die (or the side's marks) and the tile it decides for."""
        if isinstance(move, fp.Place):
            return super().move_feedback(move, ghost)
        state = self.state
        verdict = self.verdict(move)
        if isinstance(move, fp.Roll):
            marks = (Mark(("die", move.face), "hand"),
                     Mark(_cell_key(state.pending.cell), "warn"))
        else:
            marks = tuple(self.verdict_marks(verdict, move))
        return Feedback(lambda lang: verdict_lines(verdict, lang), marks, ghost)

    def _tile_info(self, t: Tile) -> Msg:
        colour = Msg("fp.colour.any") if t.colour is None else Msg(f"fp.colour.{t.colour.name}")
        return Msg("ui.fp.tile_info", tile=t.code, colour=colour, weight=t.weight,
                   material=Msg(f"ui.fp.material.{t.material.value}"))

    def verdict_marks(self, verdict, move):
        """Green: stands; red: collapses; orange: other mayhem; cross + blue: not allowed."""
        if not verdict.legal:
            marks = []
            if isinstance(move, fp.Place):
                marks.append(Mark(_cell_key(move.cell), "cross"))
            for reason in verdict.violations:
                for cell in of_kind(reason.focus, Cell):
                    if not isinstance(move, fp.Place) or cell != move.cell:
                        marks.append(Mark(_cell_key(cell), "site"))
            return marks
        if not self.hints:
            return [Mark(_cell_key(move.cell), "site")] if isinstance(move, fp.Place) else []
        warned = {cell for reason in verdict.warnings for cell in of_kind(reason.focus, Cell)}
        collapse = any(reason.rule in COLLAPSE_RULES for reason in verdict.warnings)
        severe = "bad" if collapse else "warn"
        return [Mark(_cell_key(cell), severe if cell in warned else "ok")
                for cell in of_kind(verdict.focus, Cell)]

    def event_marks(self, event):
        """Replay highlights: the placed tile green, a slide's landing purple, mayhem red."""
        if event.rule == "FP-TURN-2":
            style = "ok"
        elif isinstance(event.data, Slid):
            style = "target"
        elif event.rule in MAYHEM_RULES:
            style = "bad"
        else:
            style = "focus"
        return [Mark(_cell_key(cell), style) for cell in of_kind(event.focus, Cell)]

    def starts_story(self, outcome) -> bool:
        return outcome.before.pending is None

    def attempt_complete(self, state: State) -> bool:
        return state.pending is None

    def over_lines(self, lang: str) -> list[Line]:
        return [Line("head", render(Msg("ui.over", who=_who(self.state.winner)), lang))]

    def ask_lines(self, lang: str) -> list[Line]:
        state = self.state
        (ask,) = fp.asks(state)
        if ask.step != "place":               # a slide or a fall to direct, a die to roll
            hint = "ui.fp.roll.hint" if ask.step == "roll" else "ui.fp.choose.hint"
            return [Line("head", ask.explain(lang)), Line("info", render(Msg(hint), lang))]
        return [Line("info", render(Msg("ui.fp.prompt.pick", who=_who(state.turn)), lang))]

    def followup(self, lang: str) -> list[Line]:
        return self.prompt(lang) if self.state.pending is not None else []
