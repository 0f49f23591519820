"""BANG! notation: one line for a whole position (``bang1``), one token for a move.

Position (fields in this order, all required)::

    bang1 players=4 choose=no seed=7 shuffles=0 picks=0 turn=2 bangs=0
          seats=<seat>/<seat>/... deck=<cards> discard=<cards> stack=<frames> winners=<seats>

* a **card** is its code (:mod:`.data`: kind, value, suit — ``BGAS`` is the BANG! A♠);
  ``<cards>`` is a comma-separated list, ``-`` when empty; the deck is written top first,
  the discard pile bottom first (its top last);
* a **seat** is ``role:character:life:status:hand:table`` — role ``S D O R``, the
  character's key (``bart``, ``slab``... ``-`` before a choice), life (below 0 only while a
  Beer may still save him), ``a`` alive or ``d`` dead, then the hand and the cards in play;
* ``turn`` and every seat in the stack and in ``winners`` are 1-based like ``p2``;
* ``stack`` lists what is pending, top first, ``-`` when the seat on its turn plays:
  ``tag:field:field...`` separated by ``/``, e.g. ``shot:3:1:1:0:0:0`` (target, shooter,
  Missed! still needed, Barrel tried, Jourdonnais tried, Gatling), ``duel:2:1``,
  ``store:1:BR6H,BGAS:2,3``, ``dying:2:1``, ``indians:3:1``, ``discard:1``,
  ``choose:1:bart,slab``, ``drawchoice:1:jesse``, ``kit:1:BGAS,MS2S,BR6H`` — plus the
  steps that follow without a choice (``next``, ``draw:1``, ``damage:2:1:1``...) under them;
* ``winners``: ``-`` while the game goes on.

The hidden information is all there (hands, roles, deck order): a position is the
teaching view; :func:`.view.view` is what one seat sees. The notation is strict: a
position must be canonical (the way :func:`to_notation` writes it), hold each of the 80
cards exactly once, and have a seat to ask.

Moves (an optional ``pN:`` seat prefix first): ``BGAS>p3`` (play at a target),
``PNJH>p2:hand`` / ``CBKH>p2:BAQS`` (Panic!/Cat Balou: a random hand card or a card in
play), ``SA5H`` (no target), ``r:MS2S`` (answer with a card), ``draw:barrel`` /
``draw:jourdonnais``, ``take``, ``pick:BR6H`` (General Store), ``back:BGAS`` (Kit Carlson),
``from:deck`` / ``from:discard`` / ``from:p3`` (Pedro, Jesse), ``char:bart``,
``heal:BGAS+MS2S`` (Sid Ketchum), ``discard:BGAS``, ``end``.
"""

from __future__ import annotations

import dataclasses
import re

from tutor.core import Msg, NotationError
from tutor.core.notation import INT, NAT, read_fields, read_number, require_text
from tutor.core.turns import parse_seated, with_seat_prefix

from .data import CHARACTERS, DECK, ROLES_BY_COUNT
from .moves import (Choose, Discard, DrawFrom, EndTurn, Flip, Heal, Move, Pick, Play,
                    PutBack, Respond, Take)
from .state import (FRAME_TAG, FRAMES, FULL_DECK, MAX_PLAYERS, MIN_PLAYERS, Options, Seat,
                    State)

PREFIX = "bang1"
FIELDS = ("players", "choose", "seed", "shuffles", "picks", "turn", "bangs", "seats", "deck",
          "discard", "stack", "winners")
CODES = frozenset(DECK)
MAX_SEED = 10 ** 12 - 1


def fail(key: str, text: str, position: int | None, **params) -> NotationError:
    return NotationError(Msg(f"bang.notation.{key}", text=text, **params), text, position)


# ---------------------------------------------------------------- writing

def _cards(cards) -> str:
    return ",".join(cards) if cards else "-"


def _seat(s: Seat) -> str:
    return ":".join((s.role, s.character or "-", str(s.life), "a" if s.alive else "d",
                     _cards(s.hand), _cards(s.table)))


def _field(value, ftype: str, is_seat: bool) -> str:
    if ftype == "bool":
        return "1" if value else "0"
    if ftype == "int | None":
        return "-" if value is None else str(value + 1)
    if ftype == "int":
        return str(value + 1) if is_seat else str(value)
    if ftype == "tuple[int, ...]":
        return ",".join(str(v + 1) for v in value) if value else "-"
    if ftype == "tuple[str, ...]":
        return _cards(value)
    return str(value)


def _frame(f) -> str:
    parts = [FRAME_TAG[type(f)]]
    for fld in dataclasses.fields(f):
        parts.append(_field(getattr(f, fld.name), fld.type, fld.name in f.SEATS))
    return ":".join(parts)


def to_notation(state: State) -> str:
    o = state.options
    return " ".join([
        PREFIX, f"players={o.players}", f"choose={'yes' if o.choose else 'no'}",
        f"seed={state.seed}", f"shuffles={state.shuffles}", f"picks={state.picks}",
        f"turn={state.turn + 1}", f"bangs={state.bangs}",
        "seats=" + "/".join(_seat(s) for s in state.seats),
        "deck=" + _cards(state.deck), "discard=" + _cards(state.discard),
        "stack=" + ("/".join(_frame(f) for f in state.stack) or "-"),
        "winners=" + (",".join(str(w + 1) for w in state.winners) or "-")])


# ---------------------------------------------------------------- reading

def _read_cards(value: str, text: str, pos: int, field: str) -> tuple[str, ...]:
    if value == "-":
        return ()
    out = tuple(value.split(","))
    for c in out:
        if c not in CODES:
            raise fail("bad_value", text, pos, field=field, value=c, why="not a card code")
    return out


def _read_seat_no(value: str, players: int, text: str, pos: int, field: str) -> int:
    return read_number(value, 1, players, text=text, position=pos, field=field,
                       fail=fail, negative=False) - 1


def _read_frame(token: str, players: int, text: str, pos: int):
    tag, *values = token.split(":")
    cls = FRAMES.get(tag)
    if cls is None:
        raise fail("bad_value", text, pos, field="stack", value=tag, why="unknown step")
    fields = dataclasses.fields(cls)
    if len(values) != len(fields):
        raise fail("bad_value", text, pos, field="stack", value=token,
                   why=f"{tag} has {len(fields)} fields")
    args = []
    for fld, value in zip(fields, values):
        seat = fld.name in cls.SEATS
        if fld.type == "bool":
            if value not in ("0", "1"):
                raise fail("bad_value", text, pos, field=tag, value=value, why="0 or 1")
            args.append(value == "1")
        elif fld.type == "int | None":
            args.append(None if value == "-" else _read_seat_no(value, players, text, pos, tag))
        elif fld.type == "int":
            args.append(_read_seat_no(value, players, text, pos, tag) if seat else
                        read_number(value, 0, 3, text=text, position=pos, field=tag, fail=fail))
        elif fld.type == "tuple[int, ...]":
            args.append(() if value == "-" else tuple(
                _read_seat_no(v, players, text, pos, tag) for v in value.split(",")))
        elif fld.type == "tuple[str, ...]":
            if tag == "choose":
                names = tuple(value.split(","))
                if len(names) != 2 or any(n not in CHARACTERS for n in names):
                    raise fail("bad_value", text, pos, field=tag, value=value,
                               why="two characters")
                args.append(names)
            else:
                args.append(_read_cards(value, text, pos, tag))
        else:
            if value not in ("jesse", "pedro"):
                raise fail("bad_value", text, pos, field=tag, value=value, why="jesse or pedro")
            args.append(value)
    return cls(*args)


_SEAT = re.compile(rf"([SDOR]):([a-z]+|-):({INT}):([ad]):([^:]+):([^:]+)")


def from_notation(text: str) -> State:
    values = read_fields(text, PREFIX, FIELDS, FIELDS, fail)

    def num(key, lo, hi):
        v, p = values[key]
        return read_number(v, lo, hi, text=text, position=p, field=key, fail=fail,
                           negative=False)

    players = num("players", MIN_PLAYERS, MAX_PLAYERS)
    choose_v, p = values["choose"]
    if choose_v not in ("yes", "no"):
        raise fail("bad_value", text, p, field="choose", value=choose_v, why="yes or no")
    options = Options(players, choose_v == "yes")
    seed = num("seed", 0, MAX_SEED)
    shuffles = num("shuffles", 0, 10 ** 6)
    picks = num("picks", 0, 10 ** 6)
    turn = num("turn", 1, players) - 1
    bangs = num("bangs", 0, 80)
    seats_v, p = values["seats"]
    tokens = seats_v.split("/")
    if len(tokens) != players:
        raise fail("bad_value", text, p, field="seats", value=seats_v,
                   why=f"{players} seats separated by /")
    seats = []
    for tok in tokens:
        m = _SEAT.fullmatch(tok)
        if not m:
            raise fail("bad_value", text, p, field="seats", value=tok,
                       why="role:character:life:a|d:hand:table")
        role, char, life, status, hand, table = m.groups()
        if char != "-" and char not in CHARACTERS:
            raise fail("bad_value", text, p, field="seats", value=char, why="not a character")
        life_n = read_number(life, -6, 6, text=text, position=p, field="life", fail=fail)
        seats.append(Seat(role, "" if char == "-" else char, life_n, status == "a",
                          _read_cards(hand, text, p, "hand"), _read_cards(table, text, p,
                                                                            "table")))
        p += len(tok) + 1
    deck = _read_cards(values["deck"][0], text, values["deck"][1], "deck")
    discard = _read_cards(values["discard"][0], text, values["discard"][1], "discard")
    stack_v, p = values["stack"]
    stack = () if stack_v == "-" else tuple(_read_frame(t, players, text, p)
                                            for t in stack_v.split("/"))
    win_v, p = values["winners"]
    winners = () if win_v == "-" else tuple(_read_seat_no(v, players, text, p, "winners")
                                            for v in win_v.split(","))
    state = State(options, seed, shuffles, picks, tuple(seats), deck, discard, turn, bangs,
                  stack, winners)
    _validate(state, text)
    canonical = to_notation(state)
    if canonical != text.strip():
        raise fail("not_canonical", text, 0, canonical=canonical)
    return state


def _validate(state: State, text: str) -> None:
    def bad(why: str):
        raise fail("invalid", text, None, why=why)

    roles = sorted(s.role for s in state.seats)
    if roles != sorted(ROLES_BY_COUNT[state.players]):
        bad(f"the roles of {state.players} players are "
            f"{' '.join(sorted(ROLES_BY_COUNT[state.players]))}")
    chars = [s.character for s in state.seats if s.character]
    if len(set(chars)) != len(chars):
        bad("two players have the same character")
    cards = state.all_cards()
    if cards != FULL_DECK:
        extra = sorted((cards - FULL_DECK).elements())
        lacking = sorted((FULL_DECK - cards).elements())
        raise fail("cards", text, None, detail=f"twice: {extra or '-'}; missing: "
                                              f"{lacking or '-'}")
    for s in state.seats:
        if s.character and s.alive and s.life > s.max_life:
            bad(f"life {s.life} above the maximum {s.max_life}")
        if not s.alive and (s.hand or s.table or s.life):
            bad("an eliminated player keeps no card and no life")
    if state.winners:
        if state.stack:
            bad("a finished game has nothing pending")
        return
    from .resolve import _stable
    if state.stack:
        if not _stable(state, state.stack[0]):
            bad("the first pending step must ask a player")
    elif not state.seats[state.turn].alive or not state.seats[state.turn].character:
        bad("the player on his turn must be alive")


# ---------------------------------------------------------------- moves

_CODE = "[A-Z]{2}[2-9TJQKA][SHDC]2?"
_PLAY = re.compile(rf"({_CODE})(?:>p([1-9]))?(?::(hand|{_CODE}))?")
_ONE = re.compile(rf"(r|pick|back|discard):({_CODE})")


def _code(c: str, text: str) -> str:
    if c not in CODES:
        raise fail("bad_move", text, 0, value=text)
    return c


def _parse_body(body: str) -> Move:
    if body == "take":
        return Take()
    if body == "end":
        return EndTurn()
    if body in ("draw:barrel", "draw:jourdonnais"):
        return Flip(body[5:])
    if body.startswith("from:"):
        src = body[5:]
        if src in ("deck", "discard"):
            return DrawFrom(src)
        m = re.fullmatch(r"p([1-9])", src)
        if m and int(m.group(1)) <= MAX_PLAYERS:
            return DrawFrom(int(m.group(1)) - 1)
        raise fail("bad_move", body, 0, value=body)
    if body.startswith("char:"):
        if body[5:] in CHARACTERS:
            return Choose(body[5:])
        raise fail("bad_move", body, 0, value=body)
    if body.startswith("heal:"):
        m = re.fullmatch(rf"({_CODE})\+({_CODE})", body[5:])
        if m:
            return Heal((_code(m.group(1), body), _code(m.group(2), body)))
        raise fail("bad_move", body, 0, value=body)
    m = _ONE.fullmatch(body)
    if m:
        cls = {"r": Respond, "pick": Pick, "back": PutBack, "discard": Discard}[m.group(1)]
        return cls(_code(m.group(2), body))
    m = _PLAY.fullmatch(body)
    if m:
        code, target, pick = m.groups()
        t = int(target) - 1 if target else None
        if t is not None and t >= MAX_PLAYERS:
            raise fail("bad_move", body, 0, value=body)
        return Play(_code(code, body), t, pick if pick is None or pick == "hand"
                    else _code(pick, body))
    raise fail("bad_move", body, 0, value=body)


def parse_move(text: str) -> Move:
    return parse_seated(require_text(text, "move"), MAX_PLAYERS, _parse_body)


def format_move(move: Move, seat: bool = True) -> str:
    if isinstance(move, Play):
        body = move.card
        if move.target is not None:
            body += f">p{move.target + 1}"
        if move.pick is not None:
            body += f":{move.pick}"
    elif isinstance(move, Respond):
        body = f"r:{move.card}"
    elif isinstance(move, Flip):
        body = f"draw:{move.what}"
    elif isinstance(move, Take):
        body = "take"
    elif isinstance(move, Pick):
        body = f"pick:{move.card}"
    elif isinstance(move, PutBack):
        body = f"back:{move.card}"
    elif isinstance(move, DrawFrom):
        body = "from:" + (f"p{move.source + 1}" if isinstance(move.source, int)
                          else move.source)
    elif isinstance(move, Choose):
        body = f"char:{move.character}"
    elif isinstance(move, Heal):
        body = "heal:" + "+".join(move.cards)
    elif isinstance(move, Discard):
        body = f"discard:{move.card}"
    else:
        body = "end"
    return with_seat_prefix(move, body, seat)


__all__ = ["format_move", "from_notation", "parse_move", "to_notation", "NAT"]
