"""Who may act now, and on what: the turn model every game shares.

A state's open **asks** say it as data. Each :class:`Ask` names a seat, the step it is
asked for (the game's name: ``"place"``, ``"bid"``, ``"slide"``, ``"pick"``...), the rule
that asks it and a message ("Player 2 to bid"). Three shapes are one mechanism:

* **one seat on its turn** — one ask (:attr:`AskKind.TURN`);
* **responses in turn** — seats answering one after another out of the turn order (Bang!'s
  Missed! against a BANG!, every seat against a Gatling, Pook's tie-break picks): the open
  ask is the next answer's (:attr:`AskKind.RESPONSE`); the answers still to come are not
  open yet;
* **simultaneous choices** — one ask per seat that has not answered yet
  (:attr:`AskKind.SIMULTANEOUS`); the game keeps the answers hidden from the other seats
  until all are in.

A multi-step turn is a sequence of asks, each for a small typed move, so ``check`` explains
every step before anything is committed and ``legal_moves`` never lists a cross product.

**A move put together part by part.** A learner names a move's parts one at a time: a tile,
then a cell; an animal card, then an enclosure, then the payment. A :class:`Partial` holds
the parts chosen so far for one ask (part names are the game's: ``tile``, ``cell``,
``card``, ``side``, ``bid``, ``die``...). Every game provides

* ``parts_of(state, move)`` — a move as its parts (a :class:`Partial` with every part);
* ``move_for(state, partial)`` — the move those parts make, or ``None`` while a part is
  missing (``move_for(state, parts_of(state, m)) == m`` for every legal ``m``);
* ``check(state, partial)`` — what can be said already: the rules that the chosen parts
  decide ("this tile is not in your hand"), and in the summary what is still to choose.
  Its verdict's ``complete`` is False; a part of a legal move is never refused.

A board maps a click to a part (a cell, a card of the hand, a chip), adds it to the parts
it holds, and asks ``move_for``: a whole move is checked and played; a partial one is
explained, and kept as the pick when nothing refuses it.

Every move names the seat that makes it (``move.seat``, 0-based). A move typed without one
(``B20@1,0``, the way chess moves leave the colour to the position) is made by the only
seat asked: :func:`bind_seat` fills it in, or refuses when several seats are asked, when the
seat is not at the table or when it has nothing to do now. In notation the seat is the
prefix ``pN:`` (1-based, as positions count seats): ``p2:B20@1,0``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from .errors import NotationError
from .i18n import Msg, register_catalog, render
from .notation import shown
from .partial import Partial  # noqa: F401  (part of the turn model's names)
from .verdict import Reason, made_later, msg_on_demand


class AskKind(StrEnum):
    TURN = "turn"                   # the seat whose turn it is
    RESPONSE = "response"           # a seat answering out of turn, one after another
    SIMULTANEOUS = "simultaneous"   # every asked seat at once, answers hidden until all in


@msg_on_demand
@dataclass(frozen=True)
class Ask:
    """An open question to one seat: the step asked for, under which rule, and a message.
    ``data``: what the game knows about the question as a typed value (Pook's power with no
    target: a ``NoTarget``), read by boards instead of the message. :meth:`later` makes one
    whose message is built when first read (``apply`` reads the asks, never their words)."""

    seat: int
    step: str
    rule: str
    msg: Msg
    kind: AskKind = AskKind.TURN
    data: Any = None

    @classmethod
    def later(cls, seat: int, step: str, rule: str, make: Callable[..., Msg],
              args: tuple[Any, ...] = (), kind: AskKind = AskKind.TURN,
              data: Any = None) -> "Ask":
        """An ask whose message is ``make(*args)``, built the first time it is read."""
        return made_later(cls, {"seat": seat, "step": step, "rule": rule, "kind": kind,
                                "data": data}, make, args)

    def explain(self, lang: str = "en") -> str:
        return f"{render(self.msg, lang)} ({self.rule})"


@dataclass(frozen=True)
class Table:
    """What any caller may know of a position whatever the game, as the engine declares it
    (``table(state)`` in every game module): how many seats play, the options the game is
    played with, whether the game is over (the engine's end rule decided it: nobody is
    asked any more) and the seat on the move (the first asked; ``None`` once over). Unlike
    the asks, a table is defined on every snapshot an event carries, a moment inside a move
    (a replay shows them). Boards and the shared session read these, never the state's
    fields."""

    players: int
    options: Any
    over: bool
    to_act: int | None


def served_seat(asks: Sequence[Ask], computer: frozenset[int] = frozenset()) -> int | None:
    """The seat a shared screen serves: the first asked seat that the computer does not
    play (the first asked when the computer plays them all); ``None`` when nobody is asked.
    One rule for a turn, a response and simultaneous choices alike."""
    seats = asked_seats(asks)
    if not seats:
        return None
    return next((s for s in seats if s not in computer), seats[0])


def seat_name(seat: int) -> Msg:
    """A seat in a sentence, in every language: "Player 2" / "Joueur 2" (0-based seat)."""
    return Msg("core.seat", n=seat + 1)


def asked_seats(asks: Sequence[Ask]) -> tuple[int, ...]:
    """The seats with an open ask, in the order asked, each once."""
    return tuple(dict.fromkeys(a.seat for a in asks))


def only_seat(asks: Sequence[Ask]) -> int | None:
    """The seat to act when exactly one seat is asked, else ``None``."""
    seats = asked_seats(asks)
    return seats[0] if len(seats) == 1 else None


def seated(move: Any, seat: int | None) -> Any:
    """``move`` made by ``seat`` when it names no seat of its own (``seat`` None, as when
    the game is over: ``move`` as it is). ``apply``'s cheap form of :func:`bind_seat`:
    ``is_legal`` then refuses a seat that is not asked."""
    return replace(move, seat=seat) if move.seat is None and seat is not None else move


def bind_seat(asks: Sequence[Ask], move: Any, players: int) -> tuple[Any, Reason | None]:
    """``(move with its seat, None)``, or ``(move, refusal)`` citing the open ask's rule.

    A move without a seat is the only asked seat's. With no open ask (the game is over) the
    move is returned as it is: the game's own gate says why nothing can be played."""
    seats = asked_seats(asks)
    if not seats:
        return move, None
    rule = asks[0].rule
    if move.seat is None:
        if len(seats) == 1:
            return replace(move, seat=seats[0]), None
        return move, Reason(rule, False, Msg("core.turn.name_seat",
                                             seats=[seat_name(s) for s in seats],
                                             examples=[seat_prefix(s) for s in seats]))
    if type(move.seat) is not int or not 0 <= move.seat < players:
        return move, Reason(rule, False, Msg("core.turn.no_such_seat", seat=move.seat + 1
                                             if type(move.seat) is int else move.seat,
                                             players=players))
    if move.seat not in seats:
        return move, Reason(rule, False, Msg("core.turn.not_asked", who=seat_name(move.seat),
                                             asked=[seat_name(s) for s in seats],
                                             ask=asks[0].msg))
    return move, None


# ---------------------------------------------------------------- notation: the seat prefix

_SEAT_PREFIX = re.compile(r"p([1-9][0-9]?):")


def seat_prefix(seat: int) -> str:
    """``p2:`` for seat 1 (0-based seats, 1-based text)."""
    return f"p{seat + 1}:"


def split_seat(text: str, max_players: int, fail) -> tuple[int | None, str, int]:
    """``(seat or None, the rest, where the rest starts)`` of a move's text.

    ``pN:`` names seat N (1-based); N above ``max_players`` is refused through
    ``fail("seat_range", text, 0, seat=..., most=...)``; no prefix leaves the seat to the
    position."""
    m = _SEAT_PREFIX.match(text)
    if not m:
        if text.startswith("p") and text[1:2].isascii() and text[1:2].isdigit():
            raise fail("seat_prefix", text, 0)
        return None, text, 0
    seat = int(m.group(1))
    if seat > max_players:
        raise fail("seat_range", text, 1, seat=seat, most=max_players)
    return seat - 1, text[m.end():], m.end()


def with_seat_prefix(move: Any, body: str, seat: bool = True) -> str:
    """A move's text: ``body``, after ``pN:`` when the move names its seat and ``seat``."""
    if seat and move.seat is not None:
        return seat_prefix(move.seat) + body
    return body


def parse_seated(text: str, max_players: int, parse_body: Callable[[str], Any]) -> Any:
    """A move's text with an optional ``pN:`` seat prefix: ``parse_body`` reads the rest
    (the game's own move notation); its errors point into the whole ``text``."""
    seat, body, offset = split_seat(text, max_players, seat_notation_error)
    try:
        move = parse_body(body)
    except NotationError as error:
        if not offset:
            raise
        raise NotationError(error.msg, text, (error.position or 0) + offset) from None
    return move if seat is None else replace(move, seat=seat)


def seat_notation_error(key: str, text: str, position: int, **params) -> NotationError:
    """The shared errors of the seat prefix (``core.notation.<key>``); a long text is quoted
    cut (the caret under it shows the place)."""
    return NotationError(Msg(f"core.notation.{key}", text=shown(text), **params), text,
                         position)


TURN_MESSAGES = {
    "core.seat": {"en": "Player {n}", "fr": "Joueur {n}"},
    "core.turn.not_asked": {
        "en": "{who} has nothing to play now: {ask}",
        "fr": "{who:Le} n'a rien à jouer maintenant : {ask}",
    },
    "core.turn.name_seat": {
        "en": "several players may act now ({seats}): say who plays, e.g. {examples}",
        "fr": "plusieurs joueurs peuvent agir maintenant ({seats:le}) : dites qui joue, "
              "par exemple {examples}",
    },
    "core.turn.no_such_seat": {
        "en": "there is no player {seat} at this table of {players}",
        "fr": "il n'y a pas de joueur {seat} à cette table de {players}",
    },
    "core.notation.seat_prefix": {
        "en": "a player is named 'pN:' before the move, e.g. 'p2:' (in '{text}')",
        "fr": "un joueur se nomme « pN: » devant le coup, par exemple « p2: » "
              "(dans « {text} »)",
    },
    "core.notation.seat_range": {
        "en": "player {seat} does not exist: at most {most} players play this game",
        "fr": "le joueur {seat} n'existe pas : ce jeu se joue à {most} joueurs au plus",
    },
}

register_catalog(TURN_MESSAGES)
