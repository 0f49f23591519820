"""The Ark Nova session: what an Ark Nova board remembers and decides (no widget; see
:mod:`widgets.session`). Every verdict is the engine's (``check`` on whole moves and on
parts, :mod:`tutor.ark_nova.parts`); this module only says which part of a move a key
names.

Keys (what the view's pixels map to):

* ``("hex", (x, y))`` a hex of the served seat's zoo map, in the notation's coordinates
  (AN-MAP-GRID): with a building kind picked, the anchor of that building turned as the
  learner turned it (AN-COMP-ROTATE); with an animal card picked, the enclosure it moves
  into (AN-ANIMALS-PLAY);
* ``("action", Action)`` an Action card of the row: the turn's card (AN-ACT-TURN), or the
  card of the X-token action once that is picked (AN-ACT-XACTION);
* ``("x", n)`` spend ``n`` X-tokens on the turn's card (AN-ACT-X);
* ``("xaction", None)`` pick (or drop) the X-token action (AN-ACT-XACTION);
* ``("kind", name)`` a building kind of the Build row (AN-BUILD-BASIC): picked, then a hex;
* ``("rotate", ±1)`` turn the picked building a sixth clockwise (+1) or back (-1); the R
  key does the same (AN-COMP-ROTATE);
* ``("hand", card)`` a card of the served seat's hand; ``("folder", i)`` display folder
  1–6: the card part of the move asked (an animal to play, a card to discard, a folder
  to draw from);
* ``("option", i)`` the i-th named option of the ask (done, stop, a bonus...): every legal
  move of the served seat that the map, the row and the cards do not already name.

At setup (AN-SETUP-HAND) the hand's cards are chosen one by one: the first three are
chosen for the learner to change, and the card that makes four keeps them.
"""

from __future__ import annotations

from typing import Any

import tutor.ark_nova as an
from tutor.ark_nova.buildings import BUILD_KINDS, kind
from tutor.ark_nova.parts import parts_of
from tutor.ark_nova.state import Options, State
from tutor.ark_nova.strength import Action
from tutor.ark_nova.zoo_map import GRID
from tutor.core import Msg, Partial, focus, render, seat_name

from widgets.panel import Feedback, Line, Mark, echo, msg_lines
from widgets.session import LooksAtSeats, Session, guarded, recorded

from . import messages as _messages_an  # noqa: F401  (registers ui.an.*)

Hex = tuple[int, int]

#: The moves the map, the row and the cards name; every other legal move is an option.
DRAWN = frozenset({"act", "x_action", "place", "play_animal", "keep", "discard", "draw"})
#: The steps whose move is one card or folder, and the kind of that move.
CARD_WORDS = {"keep": "keep", "discard": "discard", "limit": "discard", "draw": "draw"}
#: At most this many named options are drawn (the rest are typed in the move box).
MAX_OPTIONS = 8
#: AN-SETUP-HAND: the cards kept at setup.
KEEP = 4
ROTATIONS = 6


def from_focus(h: focus.Hex) -> Hex:
    """The core's axial hex back to the map's (x, y) (AN-MAP-GRID: y = 2r + x + 1)."""
    return (h.q, 2 * h.r + h.q + 1)


def hex_key(h: Hex) -> tuple[str, Hex]:
    return ("hex", (int(h[0]), int(h[1])))


class ArkNovaSession(LooksAtSeats, Session):
    """A live Ark Nova game (see the module docstring).

    ``position``: notation text or a ``State``; ``None`` deals a new game from ``players``
    (1–4) and ``map`` (``"A"`` or ``"0"``), or ``options``, and ``seed``. ``puzzle``: a
    puzzle id of ``tutor.ark_nova.PUZZLES``. ``teaching``: hints on and every hand shown.
    ``computer``: the seats the computer plays in free play."""

    MOVE_EXAMPLE = "p1:build:pavilion@0,5r0"
    GAME = an
    KEYS = ("r", "R", "ArrowRight", "ArrowLeft")
    rot = recorded(0)          # the picked building's rotation, 0–5 (AN-COMP-ROTATE)

    def __init__(self, position: str | State | None = None, *, lang: str = "en",
                 players: int = 2, map: str = "A", seed: int = 0,  # noqa: A002
                 puzzle: str | None = None, teaching: bool = True,
                 options: Options | None = None, computer: Any = None):
        if options is None:
            options = Options(players=players, map=map)
        self._options_memo: tuple[Any, Any, tuple] = (None, None, ())
        self._open(position, lambda: self.deal(options, seed), lang=lang, puzzle=puzzle,
                   teaching=teaching, seed=seed, computer=computer)

    def new_game_msg(self, state: State, seed: int) -> Msg:
        return Msg("ui.an.new_game", players=state.players, map=state.map_id, seed=seed)

    # ------------------------------------------------------------ the served seat

    def seat(self, state: State | None = None) -> int:
        """The seat whose zoo is drawn (:meth:`shown_seat`)."""
        return self.shown_seat(state)

    def picked(self) -> dict[str, Any]:
        """The parts picked so far (the selection), by name."""
        return dict(self.selection or ())

    def _pick(self, **parts: Any) -> None:
        kept = {k: v for k, v in {**self.picked(), **parts}.items() if v is not None}
        self.selection = tuple(sorted(kept.items(), key=lambda kv: kv[0])) or None

    def kept_cards(self) -> tuple[int, ...]:
        """AN-SETUP-HAND: the cards chosen to keep so far (the hand's first three until the
        learner changes them)."""
        picked = self.picked()
        if "keep" in picked:
            return picked["keep"]
        if self.step_of() != "keep":
            return ()
        seat = self.acting()
        return self.state.zoo(seat).hand[:KEEP - 1] if seat is not None else ()

    def _toggled(self, number: int) -> tuple[int, ...]:
        """The cards kept with ``number`` chosen or put back, in the hand's order (as the
        engine lists them)."""
        chosen = set(self.kept_cards()) ^ {number}
        return tuple(c for c in self.state.zoo(self.acting()).hand if c in chosen)

    def turn_word(self) -> str:
        """``act`` (an Action card) or ``x_action`` once the X-token action is picked."""
        return "x_action" if self.picked().get("xmode") else "act"

    # ------------------------------------------------------------ what the keys name

    def key_part(self, key) -> tuple[str, Any] | None:
        kind_, value = key
        step = self.step_of()
        state = self.state
        seat = self.acting()
        if step is None or seat is None:
            return None
        picked = self.picked()
        if kind_ == "action" and step == "turn" and isinstance(value, Action):
            return ("action", value)
        if kind_ == "x" and step == "turn" and self.turn_word() == "act":
            return ("x", value)
        if kind_ == "kind" and step in ("build", "free_building"):
            return ("kind", value)
        if kind_ == "hex" and self.seat() == seat:
            if step in ("build", "free_building") and "kind" in picked:
                return ("anchor", value)
            if step == "animal" and "card" in picked:
                return ("anchor", value)
            return None
        if kind_ == "hand" and value in state.zoo(seat).hand:
            if step == "keep":
                chosen = self._toggled(value)
                return ("cards", chosen) if len(chosen) == KEEP else None
            if step in ("animal", "discard", "limit"):
                return ("card", value)
            return None
        if kind_ == "folder" and isinstance(value, int) and 0 <= value <= len(state.display):
            if step == "animal" and value and state.display[value - 1] is not None:
                return ("card", state.display[value - 1])
            if step == "draw":
                return ("folder", value)
        return None

    def picked_parts(self) -> tuple[tuple[str, Any], ...]:
        step = self.step_of()
        if step is None:
            return ()
        picked = self.picked()
        parts: list[tuple[str, Any]] = []
        if step == "turn":
            parts.append(("move", self.turn_word()))
            if "action" in picked:
                parts.append(("action", picked["action"]))
            if self.turn_word() == "act":
                if "x" in picked:
                    parts.append(("x", picked["x"]))
                elif self.state.zoo(self.acting()).x_tokens == 0:
                    parts.append(("x", 0))         # nothing to spend: the card is the move
        elif step in ("build", "free_building"):
            parts.append(("move", "place"))
            if "kind" in picked:
                parts += [("kind", picked["kind"]), ("rot", self.rot)]
        elif step == "animal":
            parts.append(("move", "play_animal"))
            if "card" in picked:
                parts.append(("card", picked["card"]))
        elif step in CARD_WORDS:
            parts.append(("move", CARD_WORDS[step]))
        return tuple(parts)

    def asked_partial(self, key=None, state=None) -> Any:
        """The parts picked, then ``key``'s; asked of the served seat."""
        asks = self.module.asks(self.state if state is None else state)
        seat = self.acting()
        ask = next((a for a in asks if a.seat == seat), None)
        if ask is None:
            return None
        partial = Partial(ask.step, self.picked_parts(), seat)
        if key is None:
            return partial
        part = self.key_part(key)
        if part is None:
            return None
        return partial.with_part(*part)

    def key_move(self, key) -> Any:
        """An option names its whole move; every other key its part (the shared path)."""
        if key is not None and key[0] == "option":
            options = self.options()
            value = key[1]
            ok = isinstance(value, int) and not isinstance(value, bool)
            return options[value] if ok and 0 <= value < len(options) else None
        return super().key_move(key)

    def picks_only(self, key) -> bool:
        """An Action card with X-tokens still to choose, a building kind, an animal card
        and an X-token count chosen before the card are kept as the pick."""
        move = self.key_move(key)
        return isinstance(move, Partial) and key[0] in ("action", "x", "kind", "hand",
                                                        "folder")

    # ------------------------------------------------------------ the named options

    def options(self, state: State | None = None) -> tuple:
        """The served seat's legal moves that no map hex, Action card or card names: done,
        stop, a bonus to take... (at most :data:`MAX_OPTIONS`), in the engine's order."""
        state = self.state if state is None else state
        seat = self.acting() if state is self.state else self.table(state).to_act
        memo = self._options_memo
        if memo[0] is state and memo[1] == seat:
            return memo[2]
        found = []
        if seat is not None:
            for move in self.module.legal_moves(state):
                if move.seat not in (None, seat):
                    continue
                word = parts_of(state, move).get("move")
                if word not in DRAWN:
                    found.append(move)
        found_t = tuple(found)
        self._options_memo = (state, seat, found_t)
        return found_t

    # ------------------------------------------------------------ own keys

    @guarded
    def rotate(self, turns: Any = 1) -> bool:
        """Turn the picked building ``turns`` sixths clockwise (-1: back), as ⟲ ⟳ and the
        R key do (AN-COMP-ROTATE); the hovered hex's verdict follows."""
        self._leave_replay()
        if isinstance(turns, bool) or not isinstance(turns, int):
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.an.bad_turn",
                                                              given=echo(turns)))))
            return False
        self.rot = (self.rot + turns) % ROTATIONS
        rot = self.rot
        self._set_feedback(Feedback(lambda lang: [
            Line("info", render(Msg("ui.an.rotated", rot=rot), lang)), *self.prompt(lang)]),
            pieces=False)
        key, self._hover_key = self._hover_key, None
        if key is not None and key[0] == "hex":
            self._hover_to(key)
        return True

    def key_pressed(self, key: str) -> None:
        self.rotate(-1 if key == "ArrowLeft" else 1)

    def key_action(self, key) -> bool:
        kind_, value = key
        if self.table().over:
            return False
        if kind_ == "rotate":
            self.rotate(value)
            return True
        if kind_ == "xaction" and self.step_of() == "turn":
            on = not self.picked().get("xmode")
            self.selection = (("xmode", True),) if on else None
            self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=False)
            return True
        if kind_ == "seat" and isinstance(value, int):
            self.look_at(value)
            return True
        if (kind_ == "hand" and self.step_of() == "keep" and not self.curtained
                and self.key_part(key) is None and value in self.state.zoo(self.acting()).hand):
            self.selection = (("keep", self._toggled(value)),)
            self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=False)
            return True
        return False

    def partial_click(self, partial: Any, key) -> Feedback:
        """A part that makes no whole move yet is kept as the pick when the engine allows it
        (an Action card, X-tokens, a building kind, an animal card); then, as every board,
        the verdict and what is still to choose."""
        if self.verdict(partial).legal:
            part = self.key_part(key)
            if part is not None and part[0] in ("action", "x", "kind", "card"):
                self._pick(**{part[0]: part[1]})
        return self.partial_feedback(partial, key, self.prompt)

    def key_preview(self, key) -> Feedback | None:
        kind_, value = key
        if kind_ == "rotate":
            turned = (self.rot + value) % ROTATIONS
            return Feedback(msg_lines("info", Msg("ui.an.rotate_to", rot=turned)),
                            (Mark(key, "hand"),))
        if kind_ == "xaction":
            return Feedback(msg_lines("info", Msg("ui.an.xaction_hint")), (Mark(key, "hand"),))
        return None

    def key_info(self, key) -> Feedback | None:
        kind_, value = key
        state = self.state
        if kind_ == "hand" or (kind_ == "folder" and isinstance(value, int)
                               and 1 <= value <= len(state.display)):
            number = value if kind_ == "hand" else state.display[value - 1] if value else None
            if number is None:
                return None
            from tutor.ark_nova.animals import card_msg
            return Feedback(msg_lines("info", card_msg(number)), (Mark(key, "hand"),))
        if kind_ == "hex" and value in GRID:
            return Feedback(msg_lines("info", self._hex_msg(value)), (Mark(key, "hand"),))
        return None

    def _hex_msg(self, h: Hex) -> Msg:
        from tutor.ark_nova.zoo_map import zoo_map
        zmap = zoo_map(self.state.map_id)
        zoo = self.state.zoo(self.seat())
        for b in zoo.buildings:
            if h in b.cells:
                return Msg("ui.an.hex.building", at=f"({h[0]},{h[1]})",
                           kind=Msg(f"ui.an.kind.{b.kind.name}")
                           if b.kind.name in BUILD_KINDS else Msg("ui.an.kind.unique"))
        return Msg(f"ui.an.hex.{zmap.terrain(h)}", at=f"({h[0]},{h[1]})")

    def ghost(self, move: Any) -> Any:
        """The footprint of a building hovered: its hexes, drawn translucent."""
        if type(move).__name__ == "Place":
            try:
                return tuple(c for c in kind(move.kind).footprint(move.anchor, move.rot)
                             if c in GRID)
            except Exception:                  # a bad kind or anchor: nothing to draw
                return None
        return None

    # ------------------------------------------------------------ marks

    @staticmethod
    def focus_keys(items) -> list:
        return [hex_key(from_focus(h)) for h in focus.of_kind(items, focus.Hex)]

    def _own_key(self, move: Any) -> Any:
        if isinstance(move, Partial):
            anchor = move.get("anchor")
            return hex_key(anchor) if isinstance(anchor, tuple) and len(anchor) == 2 else None
        anchor = getattr(move, "anchor", None)
        if isinstance(anchor, tuple) and len(anchor) == 2:
            return hex_key(anchor)
        action = getattr(move, "action", None)
        if isinstance(action, Action):
            return ("action", action)
        return None

    def verdict_marks(self, verdict, move):
        return self.deciding_marks(verdict, self._own_key(move))

    # ------------------------------------------------------------ texts

    def over_lines(self, lang: str) -> list[Line]:
        from tutor.ark_nova.end import result
        return [Line("head", render(result(self.state).msg, lang))]

    def ask_lines(self, lang: str) -> list[Line]:
        lines = super().ask_lines(lang)
        step = self.step_of()
        picked = self.picked()
        if step == "keep":
            lines.append(Line("note", render(Msg("ui.an.keep_chosen", n=len(self.kept_cards()),
                                                 of=KEEP), lang)))
        elif step == "turn":
            hint = "ui.an.hint.xaction" if picked.get("xmode") else "ui.an.hint.turn"
            lines.append(Line("note", render(Msg(hint), lang)))
        elif step in ("build", "free_building"):
            if "kind" in picked:
                lines.append(Line("note", render(Msg(
                    "ui.an.hint.place", kind=Msg(f"ui.an.kind.{picked['kind']}"), rot=self.rot),
                    lang)))
            else:
                lines.append(Line("note", render(Msg("ui.an.hint.kind"), lang)))
        elif step == "animal":
            key = "ui.an.hint.enclosure" if "card" in picked else "ui.an.hint.animal"
            lines.append(Line("note", render(Msg(key), lang)))
        if self.options():
            lines.append(Line("note", render(Msg("ui.an.hint.options"), lang)))
        return lines

    def followup(self, lang: str) -> list[Line]:
        return self.prompt(lang)

