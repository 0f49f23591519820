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
  in the step that places a sponsor's unique building (AN-SPON-PLACE-UNIQUE-BUILDING) a
  hex is its anchor, turned as the learner turned it;
* ``("rotate", ±1)`` turn the picked building a sixth clockwise (+1) or back (-1); the R
  key does the same (AN-COMP-ROTATE);
* ``("hand", card)`` a card of the served seat's hand; ``("folder", i)`` display folder
  1–6: the card part of the move asked (an animal to play, a card to discard, a folder
  to draw from);
* ``("zoo", continent)`` a partner zoo on offer, ``("uni", kind)`` a university on offer:
  the whole task of the Association action (AN-ASSOC-ZOO, AN-ASSOC-UNI), or the bonus
  that gives one (AN-MAP-ASSOC);
* ``("project", n)`` a conservation project (in play, or the hand's or the display's card
  clicked in the Association action): the project of ``Support`` (AN-ASSOC-CP), kept as
  the pick; ``("level", (n, level))`` a level of project ``n`` (1 = left): the project
  and its level, the whole ``Support`` when one legal move has them (else the release or
  the wild tokens still to choose are named options);
* a card of the hand or a display folder in the Sponsors action: the sponsor card and
  where it lies, the whole ``PlaySponsor`` (AN-SPONSORS-BASIC / AN-SPONSORS-UPG);
* ``("panel", slot)`` a token of the served seat's left panel, 1 top … 7 bottom
  (AN-MAP-PANEL-CHOICE): picked, then whether its bonus comes before or after the
  project's reward is one of two named options;
* ``("tile", name)`` a bonus tile on conservation space 5 or 8 (AN-CONS-5-8,
  AN-BONUS-TILES): the whole ``Tile`` when the step asks one;
* ``("final", card)`` one of the served seat's final scoring cards: the whole
  ``DropFinal`` when space 10 (or the end) asks one back (AN-CONS-10); hidden behind the
  hot-seat curtain as the hand is;
* an Action card while an upgrade (AN-ACT-UPGRADE, AN-CONS-2) or the clever bonus
  (AN-ABIL-CLEVER) is asked: the card to flip, or to move to slot 1;
* in a step that chooses a set of cards (an ability's pick, AN-ABIL-*; the pouch,
  AN-ABIL-POUCH), a card of the hand or a display folder is chosen or put back; the card
  that makes the largest set the engine allows is the whole move, and the set chosen so far
  is a named option when it is a legal move (none chosen: "none");
* ``("option", i)`` the i-th named option of the ask (done, stop, a bonus...): every legal
  move of the served seat that the map, the row, the cards, the panel, the conservation
  track and the association board do not already name; ``("page", ±1)`` shows the next
  (or previous) :data:`MAX_OPTIONS` of them when there are more.

While a building kind is picked, :meth:`legal_anchors` lists, from the engine's legal
moves, the anchors where it may stand in the current rotation and those where it may
stand only turned otherwise; the board lights them.

At setup (AN-SETUP-HAND) the hand's cards are chosen one by one: the first three are
chosen for the learner to change, and the card that makes four keeps them.
"""

from __future__ import annotations

from typing import Any

import tutor.ark_nova as an
from tutor.ark_nova.buildings import BUILD_KINDS, kind
from tutor.ark_nova.end import Result, SeatResult
from tutor.ark_nova.parts import move_word
from tutor.ark_nova.state import Options, State
from tutor.ark_nova.steps import (CardDiscarded, DisplayRefilled, FoldersGone, Income,
                                  TokensOff, WorkersBack)
from tutor.ark_nova.strength import Action, Task
from tutor.ark_nova.zoo_map import GRID, PANEL_SIZE, from_focus, text, zoo_map
from tutor.core import Msg, Partial, focus, render

from widgets.panel import Feedback, Line, Mark, echo, msg_lines
from widgets.session import LooksAtSeats, Session, guarded, recorded

from . import messages as _messages_an  # noqa: F401  (registers ui.an.*)

Hex = tuple[int, int]

#: The moves the map, the row, the cards and the association board name; every other
#: legal move is an option (a ``support`` only when its project and level name it alone).
DRAWN = frozenset({"act", "x_action", "place", "play_animal", "keep", "discard", "draw",
                   "association.take_zoo", "take_university", "bonuses.take_zoo",
                   "take_uni", "play_sponsor", "tile", "drop_final", "upgrade",
                   "place_unique_at"})
#: The steps whose move an Action card of the row names, and that move's word.
ROW_WORDS = {"upgrade": "upgrade", "cons2": "upgrade", "clever": "clever"}
#: The steps that place a building of the Build row: the Build action, a free building
#: (AN-ABIL-POSTURING, AN-SPON-BUILD-FREE, AN-BONUS-TILES, AN-MAP-PANEL) and another one
#: of the same kind (AN-SPON-BUILD-EXTRA-SAME).
BUILD_STEPS = ("build", "free_building", "extra_building")
#: The move word a partner zoo or university tile is, by the step asked.
TILE_WORDS = {("zoo", "assoc"): ("association.take_zoo", "continent"),
              ("zoo", "partner"): ("bonuses.take_zoo", "continent"),
              ("uni", "assoc"): ("take_university", "kind"),
              ("uni", "university"): ("take_uni", "kind")}
#: The parts a click keeps as the pick when the engine allows them.
PICKABLE = ("action", "x", "kind", "card", "project", "slot")
#: The steps whose move is one card or folder, and the kind of that move.
CARD_WORDS = {"keep": "keep", "discard": "discard", "limit": "discard", "draw": "draw"}
#: The steps whose move is a set of cards chosen one by one (a hand card or a display
#: folder each), and its move word (AN-ABIL-* picks, AN-ABIL-POUCH).
CARD_SETS = {"pick": "pick_cards", "pouch": "tuck"}
#: At most this many named options are drawn at a time (◀ ▶ page through the rest).
MAX_OPTIONS = 8
#: AN-SETUP-HAND: the cards kept at setup.
KEEP = 4
ROTATIONS = 6


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
    #: The page of named options shown, with the position it was turned in (a new
    #: position shows the first page again).
    option_page = recorded((None, 0))

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
        """The seat whose zoo is drawn (:meth:`shown_seat`): while a story is stepped
        through, the seat of the event shown (:meth:`event_seat`) when ``state`` is the
        one shown."""
        return self.shown_seat(None if state is None or state is self.shown_state else state)

    def event_seat(self, event: Any) -> int | None:
        """The seat a replayed event is about: its fact's seat (a discard, an income, a
        seat's final score), the first seat whose Action cards lost tokens, or ``None``."""
        data = getattr(event, "data", None)
        seat = getattr(data, "seat", None)
        if isinstance(seat, int) and not isinstance(seat, bool):
            return seat
        if isinstance(data, TokensOff) and data.cards:
            return data.cards[0][0]
        return None

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

    def chosen_cards(self) -> tuple[int, ...]:
        """In a step that chooses a set of cards (:data:`CARD_SETS`): the cards chosen so
        far, in the order clicked."""
        return self.picked().get("chosen", ()) if self.step_of() in CARD_SETS else ()

    def _card_sets(self) -> list:
        """The served seat's legal moves of the card-set step asked."""
        word = CARD_SETS.get(self.step_of())
        seat = self.acting()
        return [m for m in self.module.legal_moves(self.state)
                if m.seat in (None, seat) and move_word(m) == word]

    def _card_set_move(self, number: Any) -> Any:
        """The legal move of the card-set step whose cards are those chosen with ``number``
        chosen or put back, when no legal move chooses more besides them (the click that
        completes the largest set allowed is the move); else ``None``."""
        chosen = frozenset(self.chosen_cards()) ^ {number}
        moves = self._card_sets()
        same = [m for m in moves if frozenset(m.cards) == chosen]
        if same and not any(frozenset(m.cards) > chosen for m in moves):
            return same[0]
        return None

    def _card_of(self, key) -> Any:
        """The card a hand key or a display folder key names (``None``: neither)."""
        kind_, value = key
        if kind_ == "hand":
            return value
        display = self.state.display
        if kind_ == "folder" and isinstance(value, int) and not isinstance(value, bool) \
                and 1 <= value <= len(display):
            return display[value - 1]
        return None

    def turn_word(self) -> str:
        """``act`` (an Action card) or ``x_action`` once the X-token action is picked."""
        return "x_action" if self.picked().get("xmode") else "act"

    # ------------------------------------------------------------ what the keys name

    def key_part(self, key) -> tuple[str, Any] | None:
        """The first part ``key`` names (:meth:`key_parts`)."""
        parts = self.key_parts(key)
        return parts[0] if parts else None

    def key_parts(self, key) -> tuple[tuple[str, Any], ...] | None:
        """The parts of a move ``key`` names, in the order the engine reads them; a key of
        another kind of move than the one picked so far names its kind word first."""
        kind_, value = key
        step = self.step_of()
        state = self.state
        seat = self.acting()
        if step is None or seat is None:
            return None
        picked = self.picked()
        zoo = state.zoo(seat)
        if kind_ == "action" and step == "turn" and isinstance(value, Action):
            return (("action", value),)
        if kind_ == "action" and step in ROW_WORDS and isinstance(value, Action):
            return (("move", ROW_WORDS[step]), ("action", value))
        if kind_ == "panel" and step == "panel":
            return (("move", "panel_token"), ("slot", value))
        if kind_ == "tile" and step == "tile":
            return (("move", "tile"), ("tile", value))
        if kind_ == "final" and step == "drop":
            return (("move", "drop_final"), ("card", value))
        if kind_ == "x" and step == "turn" and self.turn_word() == "act":
            return (("x", value),)
        if kind_ == "kind" and step in BUILD_STEPS:
            return (("kind", value),)
        if kind_ == "hex" and self.seat() == seat:
            if step in BUILD_STEPS and "kind" in picked:
                return (("anchor", value),)
            if step == "animal" and "card" in picked:
                return (("anchor", value),)
            if step == "unique":
                return (("anchor", value),)
            return None
        if step in CARD_SETS and kind_ in ("hand", "folder"):
            number = self._card_of(key)
            if number is None or (kind_ == "hand" and number not in zoo.hand):
                return None
            whole = self._card_set_move(number)
            return None if whole is None else (("cards", whole.cards),)
        if (kind_, step) in TILE_WORDS:
            word, name = TILE_WORDS[(kind_, step)]
            return (("move", word), (name, value))
        if step == "assoc" and kind_ in ("project", "level"):
            if kind_ == "project":
                return (("move", "support"), ("project", value))
            if isinstance(value, tuple) and len(value) == 2:
                return (("move", "support"), ("project", value[0]), ("level", value[1]))
            return None
        if kind_ == "hand" and value in zoo.hand:
            if step == "keep":
                chosen = self._toggled(value)
                return (("cards", chosen),) if len(chosen) == KEEP else None
            if step in ("animal", "discard", "limit"):
                return (("card", value),)
            if step == "sponsors":
                return (("card", value), ("folder", 0))
            if step == "assoc":
                return (("move", "support"), ("project", value))
            return None
        if kind_ == "folder" and isinstance(value, int) and 0 <= value <= len(state.display):
            number = state.display[value - 1] if value else None
            if step == "animal" and number is not None:
                return (("card", number),)
            if step == "sponsors" and number is not None:
                return (("card", number), ("folder", value))
            if step == "assoc" and number is not None:
                return (("move", "support"), ("project", number))
            if step == "draw":
                return (("folder", value),)
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
        elif step in BUILD_STEPS:
            parts.append(("move", "place"))
            if "kind" in picked:
                parts += [("kind", picked["kind"]), ("rot", self.rot)]
        elif step == "unique":
            parts += [("move", "place_unique_at"), ("rot", self.rot)]
        elif step == "animal":
            parts.append(("move", "play_animal"))
            if "card" in picked:
                parts.append(("card", picked["card"]))
        elif step == "assoc" and "project" in picked:
            parts += [("move", "support"), ("project", picked["project"])]
        elif step == "panel" and "slot" in picked:
            parts += [("move", "panel_token"), ("slot", picked["slot"])]
        elif step == "sponsors":
            parts.append(("move", "play_sponsor"))
        elif step in CARD_WORDS:
            parts.append(("move", CARD_WORDS[step]))
        elif step in CARD_SETS:
            parts.append(("move", CARD_SETS[step]))
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
        parts = self.key_parts(key)
        if not parts:
            return None
        word = dict(parts).get("move")
        if word is not None and word != partial.get("move"):
            partial = Partial(ask.step, (), seat)      # another kind of move: a fresh start
        for part in parts:
            partial = partial.with_part(*part)
        return partial

    def _support_move(self, partial: Partial) -> Any:
        """A project and its level: the one legal ``Support`` that has them; with several
        (a release or wild tokens to choose) the parts so far; with none the ``Support``
        with nothing released and no wild token, which the engine refuses with its
        reasons."""
        whole = [m for m in self.module.legal_moves(self.state)
                 if m.seat == partial.seat
                 and partial.agrees_with(self.module.parts_of(self.state, m))]
        if len(whole) == 1:
            return whole[0]
        if whole:
            return partial
        from tutor.ark_nova.association import Support
        return Support(partial.get("project"), partial.get("level"), seat=partial.seat)

    def key_move(self, key) -> Any:
        """An option names its whole move; every other key its part (the shared path)."""
        if key is not None and key[0] == "option":
            options = self.options()
            value = key[1]
            ok = isinstance(value, int) and not isinstance(value, bool)
            return options[value] if ok and 0 <= value < len(options) else None
        partial = self.asked_partial(key)
        if partial is None:
            return None
        move = self.module.move_for(self.state, partial)
        if move is None and partial.get("move") == "support" and "level" in partial:
            return self._support_move(partial)
        return partial if move is None else move

    def picks_only(self, key) -> bool:
        """An Action card with X-tokens still to choose, a building kind, an animal card
        and an X-token count chosen before the card are kept as the pick."""
        move = self.key_move(key)
        return isinstance(move, Partial) and key[0] in ("action", "x", "kind", "hand",
                                                        "folder", "project", "panel")

    # ------------------------------------------------------------ the named options

    def options(self, state: State | None = None) -> tuple:
        """The served seat's legal moves that no map hex, Action card, card, panel token or
        tile names: done, stop, a bonus to take..., in the engine's order (the board shows
        :data:`MAX_OPTIONS` at a time, :meth:`options_shown`). A panel token's two orders
        are options once its slot is picked (AN-MAP-PANEL-CHOICE)."""
        state = self.state if state is None else state
        seat = self.acting() if state is self.state else self.table(state).to_act
        slot = self.picked().get("slot") if state is self.state else None
        chosen = frozenset(self.chosen_cards()) if state is self.state else frozenset()
        memo = self._options_memo
        if memo[0] is state and memo[1] == (seat, slot, chosen):
            return memo[2]
        found = []
        if seat is not None:
            moves = [m for m in self.module.legal_moves(state) if m.seat in (None, seat)]
            levels: dict[tuple, int] = {}
            for move in moves:
                if type(move).__name__ == "Support":
                    at = (move.project, move.level)
                    levels[at] = levels.get(at, 0) + 1
            for move in moves:
                word = move_word(move)
                if word == "support":
                    if move.level < 1 or levels[(move.project, move.level)] > 1:
                        found.append(move)    # put into play only, or a choice to make
                elif word == "panel_token":
                    if move.slot == slot:
                        found.append(move)    # the picked token: before or after the reward
                elif word == "clever":
                    if move.action is None:
                        found.append(move)    # leave the row as it is
                elif word in CARD_SETS.values():
                    if frozenset(move.cards) == chosen:
                        found.append(move)    # the cards chosen so far (none: "none")
                elif word not in DRAWN:
                    found.append(move)
        found_t = tuple(found)
        self._options_memo = (state, (seat, slot, chosen), found_t)
        return found_t

    def options_page(self) -> int:
        """The page of named options shown (0 the first), within the pages there are."""
        at, page = self.option_page
        pages = max(1, -(-len(self.options()) // MAX_OPTIONS))
        return min(page, pages - 1) if at is self.state else 0

    def options_pages(self) -> int:
        return max(1, -(-len(self.options()) // MAX_OPTIONS))

    def options_shown(self) -> tuple[tuple[int, Any], ...]:
        """The named options on the page shown, each with its index (its key's)."""
        start = self.options_page() * MAX_OPTIONS
        options = self.options()
        return tuple((i, options[i]) for i in range(start, min(start + MAX_OPTIONS,
                                                                 len(options))))

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
        if kind_ == "page" and value in (-1, 1):
            page = max(0, min(self.options_page() + value, self.options_pages() - 1))
            self.option_page = (self.state, page)
            n, of = page + 1, self.options_pages()
            self._set_feedback(Feedback(lambda lang: [
                Line("info", render(Msg("ui.an.options_page", n=n, of=of), lang)),
                *self.prompt(lang)]), pieces=False)
            return True
        if kind_ == "xaction" and self.step_of() == "turn":
            on = not self.picked().get("xmode")
            self.selection = (("xmode", True),) if on else None
            self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=False)
            return True
        if kind_ in ("seat", "mini") and isinstance(value, int):
            self.look_at(value)
            return True
        if (kind_ in ("hand", "folder") and self.step_of() in CARD_SETS and not self.curtained
                and self.key_part(key) is None):
            number = self._card_of(key)
            if number is not None and any(number in m.cards for m in self._card_sets()):
                chosen = set(self.chosen_cards()) ^ {number}
                order = self.chosen_cards() + (number,)
                self.selection = (("chosen", tuple(c for c in order if c in chosen)),)
                self._set_feedback(Feedback(lambda lang: self.prompt(lang)), pieces=False)
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
            parts = self.key_parts(key) or ()
            kept = {name: value for name, value in parts if name in PICKABLE}
            if kept:
                self._pick(**kept)
        return self.partial_feedback(partial, key, self.prompt)

    def key_preview(self, key) -> Feedback | None:
        kind_, value = key
        if kind_ == "rotate":
            turned = (self.rot + value) % ROTATIONS
            return Feedback(msg_lines("info", Msg("ui.an.rotate_to", rot=turned)),
                            (Mark(key, "hand"),))
        if kind_ == "xaction":
            return Feedback(msg_lines("info", Msg("ui.an.xaction_hint")), (Mark(key, "hand"),))
        if kind_ == "page":
            return Feedback(msg_lines("info", Msg("ui.an.page_hint", n=self.options_page() + 1,
                                                  of=self.options_pages())),
                            (Mark(key, "hand"),))
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
        if kind_ == "panel" and value in range(1, PANEL_SIZE + 1):
            slot = zoo_map(state.map_id).panel[value - 1]
            there = state.zoo(self.seat()).panel[value - 1]
            return Feedback(msg_lines("info", Msg(
                "ui.an.panel_info", slot=value,
                colour=Msg("ui.an.panel.purple" if slot.purple else "ui.an.panel.yellow"),
                bonus=Msg(f"an.map.bonus.{slot.bonus.kind}", value=slot.bonus.value),
                there=Msg("ui.an.panel.there" if there else "ui.an.panel.gone"))),
                (Mark(key, "hand"),))
        if kind_ == "tile" and value in state.tiles5 + state.tiles8:
            from tutor.ark_nova.bonuses import tile_name
            return Feedback(msg_lines("info", Msg(
                "ui.an.tile_info", space=5 if value in state.tiles5 else 8,
                tile=tile_name(value))), (Mark(key, "hand"),))
        if kind_ == "final" and value in self.finals_shown():
            from tutor.ark_nova.cards import card
            named = Msg("an.end.card", n=value, name=card(value).name)
            return Feedback(msg_lines("info", Msg("ui.an.final_info", card=named)),
                            (Mark(key, "hand"),))
        if kind_ in ("project", "level"):
            number = value[0] if kind_ == "level" and isinstance(value, tuple) else value
            if any(p.number == number for p in state.projects) or number == \
                    self.picked().get("project"):
                from tutor.ark_nova.animals import card_msg
                return Feedback(msg_lines("info", card_msg(number)), (Mark(key, "hand"),))
        return None

    def private_shown(self, state: State) -> bool:
        """Whether the screen may show the hidden cards (the engine's ``HIDDEN``: the hand,
        the final scoring cards) of the seat shown: in the teaching view, or to that seat
        once at the screen."""
        return self.teaching or self.viewer(state) == self.seat(state)

    def finals_shown(self, state: State | None = None) -> tuple[int, ...]:
        """The final scoring cards of the seat shown, when the screen may show them
        (:meth:`private_shown`); ``()`` otherwise."""
        state = self.state if state is None else state
        return state.zoo(self.seat(state)).final_scoring if self.private_shown(state) else ()

    def _hex_msg(self, h: Hex) -> Msg:
        zmap = zoo_map(self.state.map_id)
        zoo = self.state.zoo(self.seat())
        for b in zoo.buildings:
            if h in b.cells:
                return Msg("ui.an.hex.building", at=text(h),
                           kind=Msg(f"ui.an.kind.{b.kind.name}")
                           if b.kind.name in BUILD_KINDS else Msg("ui.an.kind.unique"))
        return Msg(f"ui.an.hex.{zmap.terrain(h)}", at=text(h))

    def legal_anchors(self) -> tuple[tuple[Hex, ...], tuple[Hex, ...]]:
        """While a building kind is picked: the anchors where it may stand in the current
        rotation, then those where it may stand only turned otherwise; read from the
        engine's legal moves (``placement.legal_placements`` behind them), one footprint
        per move, matched to the anchors whose footprint in this rotation is the same."""
        picked = self.picked().get("kind")
        seat = self.acting()
        if picked is None or seat is None or self.step_of() not in BUILD_STEPS:
            return (), ()
        shape = kind(picked)
        spots = {frozenset(shape.footprint(m.anchor, m.rot))
                 for m in self.module.legal_moves(self.state)
                 if type(m).__name__ == "Place" and m.kind == picked and m.seat in (None, seat)}
        if not spots:
            return (), ()
        now = tuple(h for h in sorted(GRID) if frozenset(shape.footprint(h, self.rot)) in spots)
        other = tuple(h for h in sorted(GRID) if h not in now and any(
            frozenset(shape.footprint(h, r)) in spots for r in range(ROTATIONS)))
        return now, other

    def ghost(self, move: Any) -> Any:
        """The footprint of a building hovered: its hexes, drawn translucent."""
        if type(move).__name__ == "Place":
            try:
                return tuple(c for c in kind(move.kind).footprint(move.anchor, move.rot)
                             if c in GRID)
            except Exception:                  # a bad kind or anchor: nothing to draw
                return None
        return None

    # ------------------------------------------------------------ undo

    def turn_begins(self, before, entry) -> bool:
        """AN-ACT-TURN: a turn is one Action card and every step of its action, so it begins
        where the Action card is asked (or where the seats asked change: the setup hands,
        a break's choices); ``undo_turn`` takes the whole action back to that choice, a
        solo game (one seat asked all along) included."""
        return super().turn_begins(before, entry) or self.step_of(entry.state) == "turn"

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
        name = type(move).__name__
        if name == "PanelToken":
            return ("panel", move.slot)
        if name == "Tile":
            return ("tile", move.tile)
        if name == "DropFinal":
            return ("final", move.card)
        if name == "Support" and move.level:
            return ("level", (move.project, move.level))
        if name == "TakeZoo":
            return ("zoo", move.continent)
        if name in ("TakeUniversity", "TakeUni"):
            return ("uni", move.kind)
        if name == "PlaySponsor":
            return ("folder", move.folder) if move.folder else ("hand", move.card)
        return None

    def verdict_marks(self, verdict, move):
        return self.deciding_marks(verdict, self._own_key(move))

    def event_marks(self, event: Any) -> list[Mark]:
        """What a replayed event is about, outlined on the board (the state drawn is the
        event's snapshot): the hexes it focuses, then by its fact (AN-BREAK-*):

        * a discard (AN-BREAK-1, AN-CARDS-TABLE): the seat and its hand;
        * the tokens removed (AN-BREAK-2): the Action cards that carried some (the whole
          row when none did);
        * the workers back (AN-BREAK-3): the tasks they leave and their seats;
        * the association board's offer (AN-ASSOC-OFFER): every tile on offer;
        * folders 1 and 2 discarded (AN-BREAK-4), the display refilled (AN-DISPLAY-REFILL);
        * an income (AN-BREAK-5): each kiosk, the buildings that pay it (green) and those
          next to it that do not (crossed), and the seat;
        * the break token (AN-BREAK-TRIGGER, AN-BREAK-6): the break track;
        * the next turn (AN-ACT-TURN): the seat to play; a seat's final score
          (AN-END-FINAL) its seat, the result (AN-END-TIE) the winners.
        """
        marks = [Mark(k, "focus") for k in self.focus_keys(event.focus)]
        data = getattr(event, "data", None)
        rule = str(getattr(event, "rule", ""))
        snapshot = getattr(event, "snapshot", None)
        if isinstance(data, CardDiscarded):
            marks += [Mark(("seat", data.seat), "focus"), Mark(("hand_of", data.seat), "focus")]
        elif isinstance(data, TokensOff):
            seat = self.event_seat(event)
            if data.cards:
                marks += [Mark(("action", a), "focus") for s, a in data.cards if s == seat]
                marks += [Mark(("seat", s), "focus") for s in dict.fromkeys(s for s, _ in data.cards)]
            else:
                marks += [Mark(("action", a), "focus") for a in Action]
        elif isinstance(data, WorkersBack):
            tasks = dict.fromkeys(t for _, t in data.placed) if data.placed else tuple(Task)
            marks += [Mark(("task", t), "focus") for t in tasks]
            marks += [Mark(("seat", s), "focus") for s in dict.fromkeys(s for s, _ in data.placed)]
        elif isinstance(data, FoldersGone):
            marks += [Mark(("folder", 1), "cross"), Mark(("folder", 2), "cross")]
        elif isinstance(data, DisplayRefilled):
            marks += [Mark(("folder", f), "focus") for f in data.folders]
        elif isinstance(data, Income):
            marks = [Mark(("seat", data.seat), "focus")]
            for k in data.kiosks:
                marks += [Mark(hex_key(h), "focus") for h in k.kiosk.cells]
                marks += [Mark(hex_key(h), "ok") for b in k.paying for h in b.cells]
                marks += [Mark(hex_key(h), "cross") for b in k.idle for h in b.cells]
        elif rule == "AN-ASSOC-OFFER" and snapshot is not None:
            marks += [Mark(("zoo", c), "focus") for c in snapshot.offer_zoos]
            marks += [Mark(("uni", u), "focus") for u in snapshot.offer_unis]
        elif rule in ("AN-BREAK-TRIGGER", "AN-BREAK-6"):
            marks.append(Mark(("track", "break"), "focus"))
        elif rule == "AN-ACT-TURN" and snapshot is not None:
            marks.append(Mark(("seat", snapshot.turn), "focus"))
        elif isinstance(data, SeatResult):
            marks.append(Mark(("seat", data.seat), "focus"))
        elif isinstance(data, Result):
            marks += [Mark(("seat", s), "ok") for s in data.winners]
        seat = getattr(data, "seat", None)
        if not marks and isinstance(seat, int) and not isinstance(seat, bool):
            marks.append(Mark(("seat", seat), "focus"))
        return marks

    # ------------------------------------------------------------ texts

    def over_lines(self, lang: str) -> list[Line]:
        """The engine's result (AN-END-FINAL, AN-END-TIE), then each seat's, card by card."""
        from tutor.ark_nova.end import result
        done = result(self.state)
        return [Line("head", render(done.msg, lang))] + [
            Line("info", render(sr.msg, lang)) for sr in done.seats]

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
        elif step in BUILD_STEPS:
            if "kind" in picked:
                lines.append(Line("note", render(Msg(
                    "ui.an.hint.place", kind=Msg(f"ui.an.kind.{picked['kind']}"), rot=self.rot),
                    lang)))
                now, other = self.legal_anchors()
                lines.append(Line("note", render(Msg("ui.an.hint.lit", n=len(now),
                                                     other=len(other)), lang)))
            else:
                lines.append(Line("note", render(Msg("ui.an.hint.kind"), lang)))
        elif step == "animal":
            key = "ui.an.hint.enclosure" if "card" in picked else "ui.an.hint.animal"
            lines.append(Line("note", render(Msg(key), lang)))
        elif step == "assoc":
            key = "ui.an.hint.level" if "project" in picked else "ui.an.hint.assoc"
            lines.append(Line("note", render(Msg(key), lang)))
        elif step == "sponsors":
            lines.append(Line("note", render(Msg("ui.an.hint.sponsor"), lang)))
        elif step == "unique":
            lines.append(Line("note", render(Msg("ui.an.hint.unique", rot=self.rot), lang)))
        elif step in CARD_SETS:
            most = max((len(m.cards) for m in self._card_sets()), default=0)
            chosen = len(self.chosen_cards())
            if chosen:
                lines.append(Line("note", render(Msg("ui.an.hint.card_set_chosen", n=chosen,
                                                     of=most), lang)))
            lines.append(Line("note", render(Msg("ui.an.hint.card_set", of=most), lang)))
        if self.options():
            lines.append(Line("note", render(Msg("ui.an.hint.options"), lang)))
        return lines

    def followup(self, lang: str) -> list[Line]:
        return self.prompt(lang)

