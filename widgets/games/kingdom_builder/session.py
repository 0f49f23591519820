"""The Kingdom Builder session: what a Kingdom Builder board remembers and decides (no
widget; see :mod:`widgets.session`).

Keys (what the view's pixels map to): ``("hex", (row, col))`` a hex of the map (the
engine's odd-r coordinates, :mod:`tutor.kingdom_builder.board`), ``("tile", i)`` the i-th
location tile held by the seat to act, ``("end", None)`` the end-of-turn button. What a
hex means depends on the ask and the pick (the engine's ``move_for``, see
:mod:`tutor.kingdom_builder.parts`): a settlement of the mandatory action; with a building
tile picked (Oracle, Farm, Oasis, Tower, Tavern) its target; with a moving tile picked
(Barn, Harbor, Paddock) first the settlement to move (``origin``), then its destination.
A tile chip picks the tile (each pick checked by the engine's partial check), or, when a
tile must be returned (KB-LOC-LOSE), returns it. Everything said comes from
``tutor.kingdom_builder``.

The pick lives in ``selection``: ``(kind, source, origin)`` (``origin`` ``None`` until the
settlement to move is chosen), so a played move drops it with the rest of the live state.
"""

from __future__ import annotations

from typing import Any

import tutor.kingdom_builder as kb
from tutor.core import Msg, Partial, focus, render
from tutor.kingdom_builder.board import SIZE, focus_hex, from_focus, text
from tutor.kingdom_builder.rules import player, terrain_msg, tile_msg
from tutor.kingdom_builder.state import MOVE_TILES, Options, Setup, State, Tile

from widgets.panel import Feedback, Line, Mark, echo, msg_lines, verdict_lines
from widgets.session import Session, guarded

from . import messages as _messages_kb  # noqa: F401  (registers ui.kb.*)

Pos = tuple[int, int]


def hex_key(h: Any) -> tuple[str, Pos]:
    """The key of a hex given as ``(row, col)`` or as a focus :class:`~tutor.core.focus.Hex`."""
    if isinstance(h, focus.Hex):
        h = from_focus(h)
    return ("hex", (int(h[0]), int(h[1])))


def _setup(value: Any) -> Any:
    try:
        return Setup(value)
    except ValueError:
        return value


class KingdomBuilderSession(Session):
    """A live Kingdom Builder game (see the module docstring).

    ``position``: notation text or a ``State``; ``None`` deals a new game from ``players``,
    ``setup`` (``"random"`` or ``"first"``), ``lords`` (or ``options``) and ``seed``.
    ``puzzle``: a puzzle id of ``tutor.kingdom_builder.PUZZLES``. ``teaching``: hints on.
    ``computer``: the seats the computer plays in free play (``"2"``: Player 2).

    Nothing of the seat to act is secret (its terrain card is revealed, KB-TURN-REVEAL;
    the other hands are never drawn), so hot seat needs no curtain.
    """

    MOVE_EXAMPLE = "3,5; 3,6; 4,6; end"
    GAME = kb
    PICKED = ("tile", "origin")

    def __init__(self, position: str | State | None = None, *, lang: str = "en",
                 players: int = 2, seed: int = 0, puzzle: str | None = None,
                 teaching: bool = True, setup: Any = "random", lords: bool = True,
                 options: Options | None = None, computer: Any = None):
        if options is None:
            options = Options(players=players, setup=_setup(setup), lords=lords)
        self._open(position, lambda: self.deal(options, seed), lang=lang, puzzle=puzzle,
                   teaching=teaching, seed=seed, computer=computer)

    def changed_options(self, base: Options, changes: dict[str, Any]) -> Options:
        if "setup" in changes:
            changes = {**changes, "setup": _setup(changes["setup"])}
        return super().changed_options(base, changes)

    def new_game_msg(self, state: State, seed: int) -> Msg:
        return Msg("ui.kb.new_game", players=state.players,
                   setup=Msg(f"ui.setting.kingdom_builder.setup.{state.options.setup.value}"),
                   seed=seed)

    # ------------------------------------------------------------ what the keys name

    def hand_tiles(self, state: State | None = None) -> tuple[Tile, ...]:
        """The location tiles of the seat to act (none once the game is over)."""
        state = state or self.state
        seat = state.to_act
        return () if seat is None else state.tiles[seat]

    def _moving_pick(self) -> bool:
        """A Barn, Harbor or Paddock is picked and its settlement not chosen yet."""
        sel = self.selection
        return sel is not None and sel[0] in MOVE_TILES and sel[2] is None

    def key_part(self, key) -> tuple[str, Any] | None:
        """A hex names the ``hex`` built on or moved to, or with a moving tile picked and no
        settlement chosen yet the ``origin``; a tile chip the ``tile`` (its source hex when a
        tile must be returned); the end button ``end``."""
        kind, value = key
        if kind == "hex":
            if self.step_of() == "return":
                return None
            return ("origin" if self._moving_pick() else "hex", focus_hex(value))
        if kind == "tile":
            tiles = self.hand_tiles()
            if not 0 <= value < len(tiles):
                return None
            t = tiles[value]
            if self.step_of() == "return":
                return ("tile", focus_hex(t.source))
            return ("tile", (t.kind, t.source))
        if kind == "end":
            return ("end", True)
        return None

    def picks_only(self, key) -> bool:
        """A tile chip picks its tile (except when one must be returned: the click returns
        it); a hex picks the settlement to move while a moving tile waits for one."""
        part = self.key_part(key)
        if part is None:
            return False
        if part[0] == "tile":
            return self.step_of() != "return"
        return part[0] == "origin"

    def picked_parts(self) -> tuple[tuple[str, Any], ...]:
        sel = self.selection
        if sel is None or self.step_of() == "return":
            return ()
        kind, source, origin = sel
        parts: tuple = (("tile", (kind, source)),)
        if origin is not None:
            parts += (("origin", focus_hex(origin)),)
        return parts

    def _tile_partial(self, t: Tile) -> Partial:
        """A tile as the first part of a move of the open ask (in the middle of the
        mandatory action the engine refuses it: KB-TURN-ORDER)."""
        return Partial(self.step_of() or "turn", (("tile", (t.kind, t.source)),))

    # ------------------------------------------------------------ entry points

    @guarded
    def pick_tile(self, i: int) -> bool:
        """Pick the i-th tile of the seat to act (as a click on its chip); again: put back."""
        self._leave_replay()
        tiles = self.hand_tiles()
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(tiles):
            self._set_feedback(Feedback(msg_lines("fail", Msg(
                "ui.kb.bad_tile", given=echo(i), n=len(tiles)))))
            return False
        self._activate_tile(i)
        return self.selection is not None

    @guarded
    def end_turn(self) -> bool:
        """End the turn (the ``end`` move), as the button does."""
        self._leave_replay()
        return self.commit(kb.EndTurn())

    def valid_hex(self, h: Any) -> Pos | None:
        """A hex typed in a notebook: ``(row, col)``, whole numbers 0–19; a bad one is
        explained."""
        if (isinstance(h, (tuple, list)) and len(h) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in h)
                and all(0 <= v < SIZE for v in h)):
            return (h[0], h[1])
        self._set_feedback(Feedback(msg_lines("fail", Msg("ui.kb.bad_hex", hex=echo(h)))))
        return None

    @guarded
    def hover_hex(self, h: Any) -> None:
        """Hover the hex ``(row, col)`` (what a mouse move over it does)."""
        checked = self.valid_hex(h)
        if checked is not None:
            self._hover_to(("hex", checked))

    @guarded
    def click_hex(self, h: Any) -> None:
        """Click the hex ``(row, col)``: build, pick the settlement to move, or say why not."""
        checked = self.valid_hex(h)
        if checked is not None:
            self._click_key(("hex", checked))

    # ------------------------------------------------------------ preview, activate

    def key_preview(self, key) -> Feedback | None:
        """A tile of the supply: while a tile must go back, the verdict on returning it;
        otherwise the verdict on picking it, with (hints on) the hexes it could use."""
        kind, value = key
        if kind != "tile" or self.table().over:
            return None
        tiles = self.hand_tiles()
        if not 0 <= value < len(tiles):
            return None
        t = tiles[value]
        if self.step_of() == "return":
            move = kb.Return(t.source)
            verdict = self.verdict(move)
            return Feedback(lambda lang: verdict_lines(verdict, lang),
                            tuple(self.verdict_marks(verdict, move)))
        partial = self._tile_partial(t)
        verdict = self.verdict(partial)
        marks = [Mark(key, "hand" if verdict.legal else "cross")]
        if verdict.legal and self.hints:
            marks += [Mark(hex_key(h), "site") for h in self.tile_targets(t)]
        return Feedback(lambda lang: verdict_lines(verdict, lang, forecasts=self.hints),
                        tuple(marks))

    def key_action(self, key) -> bool:
        """A tile of the supply: return it, or pick it (a second click puts it back)."""
        if key[0] != "tile" or self.table().over:
            return False
        self._activate_tile(key[1])
        return True

    def partial_click(self, partial, key) -> Feedback:
        """A settlement that a picked moving tile may move becomes the pick; then, as every
        board, the verdict and what is still to choose."""
        origin = partial.get("origin")
        if origin is not None and partial.get("hex") is None and self.verdict(partial).legal:
            k, source, _ = self.selection
            self.selection = (k, source, from_focus(origin))
        return super().partial_click(partial, key)

    def _activate_tile(self, i: int) -> None:
        tiles = self.hand_tiles()
        if not 0 <= i < len(tiles):
            return
        t = tiles[i]
        if self.step_of() == "return":
            self.commit(kb.Return(t.source))
            return
        if self.selection is not None and self.selection[:2] == (t.kind, t.source):
            self.selection = None                       # a second click puts it back
            self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=False)
            return
        partial = self._tile_partial(t)
        verdict = self.verdict(partial)
        if verdict.legal:
            self.selection = (t.kind, t.source, None)
            feedback = self.partial_feedback(partial, ("tile", i), self.prompt)
        else:
            feedback = Feedback(lambda lang: verdict_lines(verdict, lang),
                                (Mark(("tile", i), "cross"),))
        self._set_feedback(feedback, pieces=False)

    # ------------------------------------------------------------ the overlay

    def tile_targets(self, t: Tile) -> list[Pos]:
        """Where tile ``t`` may be used now: its target hexes, or for a moving tile the
        settlements it may move (engine's target sets)."""
        state = self.state
        if t.kind in MOVE_TILES:
            return [o for o in state.settlements[state.turn] if kb.targets(state, t.kind, o)]
        return list(kb.targets(state, t.kind))

    def targets(self, state: State | None = None) -> list[Pos]:
        """The hexes the next click may name, read from the engine's target sets
        (:func:`tutor.kingdom_builder.targets`, which ``legal_moves`` reads too): the
        mandatory action's legal hexes with no tile picked; the picked tile's targets; with
        a moving tile the settlements it may move, then the destinations."""
        state = self.state if state is None else state
        if self.step_of(state) not in ("turn", "build"):     # a tile to return; game over
            return []
        sel = self.selection
        if sel is None:
            if kb.mandatory_status(state) == "done":
                return []
            return list(kb.targets(state, "mandatory"))
        kind, source, origin = sel
        if kind in MOVE_TILES:
            if origin is None:
                return [o for o in state.settlements[state.turn]
                        if kb.targets(state, kind, o)]
            return list(kb.targets(state, kind, origin))
        return list(kb.targets(state, kind))

    # ------------------------------------------------------------ marks

    @staticmethod
    def focus_keys(items) -> list:
        return [hex_key(h) for h in focus.of_kind(items, focus.Hex)]

    @staticmethod
    def _own_key(move) -> Any:
        if isinstance(move, Partial):
            h = move.get("hex") or move.get("origin")
            return hex_key(h) if h is not None else None
        if isinstance(move, (kb.Build, kb.Use)):
            return hex_key(move.to)
        if isinstance(move, kb.EndTurn):
            return ("end", None)
        return None

    def verdict_marks(self, verdict, move):
        """The hex a move names: a cross when refused, green when allowed; the hexes the
        rules counted (the own settlement touched, the free hex that forces the choice and
        the settlement next to it) outlined gold."""
        own = self._own_key(move)
        return self.deciding_marks(verdict, own)

    # ------------------------------------------------------------ texts

    def over_lines(self, lang: str) -> list[Line]:
        return self.winners_lines("ui.kb.over", self.state.winners, lang)

    def ask_lines(self, lang: str) -> list[Line]:
        state = self.state
        who = player(state.turn)
        step = self.step_of(state)
        sel = self.selection
        if step == "return":
            kind = state.board.location_kind[kb.returning(state)]
            msg = Msg("ui.kb.prompt.return", who=who, tile=tile_msg(kind))
        elif sel is not None:
            kind, source, origin = sel
            if kind in MOVE_TILES and origin is None:
                msg = Msg("ui.kb.prompt.origin", who=who, tile=tile_msg(kind))
            elif kind in MOVE_TILES:
                msg = Msg("ui.kb.prompt.destination", who=who, tile=tile_msg(kind),
                          hex=text(origin))
            else:
                msg = Msg("ui.kb.prompt.tile", who=who, tile=tile_msg(kind))
        elif step == "build":
            msg = Msg("ui.kb.prompt.build", who=who, terrain=terrain_msg(state.terrain),
                      n=3 - kb.built_this_turn(state))
        elif kb.mandatory_status(state) == "todo":
            msg = Msg("ui.kb.prompt.turn", who=who, terrain=terrain_msg(state.terrain))
        else:
            msg = Msg("ui.kb.prompt.after", who=who)
        return [Line("info", render(msg, lang))]

    def followup(self, lang: str) -> list[Line]:
        return self.prompt(lang)
