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
* ``stack`` lists what is pending (:mod:`.steps`, written as :mod:`tutor.core.steps`
  writes every game's steps), top first, ``-`` when the seat on its turn plays:
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

import re

from tutor.core import Msg
from tutor.core.check import move_writer
from tutor.core.notation import (NAT, failer, numbers, pieces, read_fields, read_number,
                                 read_seed, require_text)
from tutor.core.steps import Reading
from tutor.core.turns import parse_seated

from .data import CHARACTERS, DECK, DYNAMITE_DAMAGE, ROLES_BY_COUNT, SHERIFF_BONUS, kind
from .reachable import check_reachable
from .moves import (Choose, Discard, DrawFrom, EndTurn, Flip, Heal, Move, Pick, Play,
                    PutBack, Respond, Take)
from .rules import RULES
from .state import FULL_DECK, MAX_PLAYERS, MIN_PLAYERS, NOTATION, Options, Seat, State
from .steps import NOTATION as STEPS

PREFIX = "bang1"
FIELDS = ("players", "choose", "seed", "shuffles", "picks", "turn", "bangs", "seats", "deck",
          "discard", "stack", "winners")
CODES = frozenset(DECK)
#: Life: at most a character's bullets and the Sheriff's one more (BANG-SETUP-LIFE); below
#: 0 only while a Beer may still save the seat (BANG-BEER-SAVE), which the heaviest hit,
#: an exploding Dynamite, leaves at 1 - 3 at worst (BANG-DYNAMITE).
MAX_LIFE = max(life for _, life in CHARACTERS.values()) + SHERIFF_BONUS
MIN_LIFE = 1 - DYNAMITE_DAMAGE
#: BANG! cards played this turn (BANG-ONE-BANG; Volcanic and Willy the Kid lift the limit):
#: at most every card that can be played as one, the BANG!s and Calamity Janet's Missed!s.
MAX_BANGS = sum(1 for c in DECK if kind(c) in ("BG", "MS"))
#: The rules set no end to a game of BANG! (a table may pass its turns for ever), so the
#: reshuffles of the discard pile and the cards taken at random from a hand have no bound
#: in the game: this is the notation's own, far beyond any game (random games played to
#: the end reshuffle fewer than 10 times and pick fewer than 20 cards).
MAX_DRAWS = 10 ** 6
fail = failer("bang")


def _why(key: str, **params) -> Msg:
    """Why a value cannot be read (``bang.notation.why.<key>``)."""
    return Msg(f"bang.notation.why.{key}", **params)


# ---------------------------------------------------------------- writing

def _cards(cards) -> str:
    return ",".join(cards) if cards else "-"


def _seat(s: Seat) -> str:
    return ":".join((s.role, s.character or "-", str(s.life), "a" if s.alive else "d",
                     _cards(s.hand), _cards(s.table)))


@NOTATION.provide
def to_notation(state: State) -> str:
    o = state.options
    return " ".join([
        PREFIX, f"players={o.players}", f"choose={'yes' if o.choose else 'no'}",
        f"seed={state.seed}", f"shuffles={state.shuffles}", f"picks={state.picks}",
        f"turn={state.turn + 1}", f"bangs={state.bangs}",
        "seats=" + "/".join(_seat(s) for s in state.seats),
        "deck=" + _cards(state.deck), "discard=" + _cards(state.discard),
        "stack=" + STEPS.write_stack(state.stack),
        "winners=" + (",".join(str(w + 1) for w in state.winners) or "-")])


# ---------------------------------------------------------------- reading

def _read_cards(value: str, text: str, pos: int, field: str) -> tuple[str, ...]:
    if value == "-":
        return ()
    out = []
    for c, at in pieces(value, pos, ","):
        if c not in CODES:
            raise fail("bad_value", text, at, field=field, value=c, why=_why("card"))
        out.append(c)
    return tuple(out)


def _read_seat_no(value: str, players: int, text: str, pos: int, field: str) -> int:
    return read_number(value, 1, players, text=text, position=pos, field=field,
                       fail=fail, negative=False) - 1


_SEAT = re.compile(r"([SDOR]):([a-z]+|-):([^:]*):([ad]):([^:]+):([^:]+)")


def from_notation(text: str) -> State:
    values = read_fields(text, PREFIX, FIELDS, FIELDS, fail)

    def num(key, lo, hi):
        v, p = values[key]
        return read_number(v, lo, hi, text=text, position=p, field=key, fail=fail,
                           negative=False)

    players = num("players", MIN_PLAYERS, MAX_PLAYERS)
    choose_v, p = values["choose"]
    if choose_v not in ("yes", "no"):
        raise fail("bad_value", text, p, field="choose", value=choose_v,
                   why=_why("one_of", allowed="yes, no"))
    options = Options(players, choose_v == "yes")
    seed = read_seed(values["seed"][0], text=text, position=values["seed"][1], fail=fail)
    shuffles = num("shuffles", 0, MAX_DRAWS)
    picks = num("picks", 0, MAX_DRAWS)
    turn = num("turn", 1, players) - 1
    bangs = num("bangs", 0, MAX_BANGS)
    seats_v, p = values["seats"]
    tokens = pieces(seats_v, p, "/")
    if len(tokens) != players:
        raise fail("bad_value", text, p, field="seats", value=seats_v,
                   why=_why("seats", n=players))
    seats = []
    for tok, at in tokens:
        m = _SEAT.fullmatch(tok)
        if not m:
            raise fail("bad_value", text, at, field="seats", value=tok, why=_why("seat"))
        role, char, life, status, hand, table = m.groups()
        if char != "-" and char not in CHARACTERS:
            raise fail("bad_value", text, at + m.start(2), field="seats", value=char,
                       why=_why("character"))
        life_n = read_number(life, MIN_LIFE, MAX_LIFE, text=text, position=at + m.start(3),
                             field="life", fail=fail)
        seats.append(Seat(role, "" if char == "-" else char, life_n, status == "a",
                          _read_cards(hand, text, at + m.start(5), "hand"),
                          _read_cards(table, text, at + m.start(6), "table")))
    deck = _read_cards(values["deck"][0], text, values["deck"][1], "deck")
    discard = _read_cards(values["discard"][0], text, values["discard"][1], "discard")
    stack_v, p = values["stack"]
    stack = STEPS.read_stack(stack_v, p, Reading(text, players))
    win_v, p = values["winners"]
    winners = tuple(n - 1 for n in numbers(win_v, 1, players, text=text, position=p,
                                           field="winners", fail=fail, negative=False))
    state = State(options, seed, shuffles, picks, tuple(seats), deck, discard, turn, bangs,
                  stack, winners)
    _validate(state, text)
    canonical = to_notation(state)
    if canonical != text.strip():
        raise fail("not_canonical", text, 0, canonical=canonical)
    check_reachable(state, text)
    return state


def _validate(state: State, text: str) -> None:
    def bad(key: str, **params):
        raise fail("invalid", text, None, why=_why(key, **params))

    roles = sorted(s.role for s in state.seats)
    if roles != sorted(ROLES_BY_COUNT[state.players]):
        bad("roles", n=state.players, roles=" ".join(sorted(ROLES_BY_COUNT[state.players])))
    chars = [s.character for s in state.seats if s.character]
    if len(set(chars)) != len(chars):
        bad("same_character")
    cards = state.all_cards()
    if cards != FULL_DECK:
        extra = sorted((cards - FULL_DECK).elements())
        lacking = sorted((FULL_DECK - cards).elements())
        raise fail("cards", text, None, twice=extra[:6] or "-", missing=lacking[:6] or "-")
    for s in state.seats:
        if s.character and s.alive and s.life > s.max_life:
            bad("life", life=s.life, most=s.max_life)
        if not s.alive and (s.hand or s.table or s.life):
            bad("eliminated")
    if state.winners:
        if state.stack:
            bad("finished")
        return
    if state.stack:
        if not state.stack[0].waits(state):
            bad("first_step")
    elif not state.seats[state.turn].alive or not state.seats[state.turn].character:
        bad("turn_alive")


# ---------------------------------------------------------------- moves

_CODE = "[A-Z]{2}[2-9TJQKA][SHDC]2?"
_PLAY = re.compile(rf"({_CODE})(?:>p([^:]*))?(?::(hand|{_CODE}))?")
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
        if src.startswith("p"):
            return DrawFrom(_read_seat_no(src[1:], MAX_PLAYERS, body, 6, "from"))
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
        t = None if target is None else _read_seat_no(target, MAX_PLAYERS, body, m.start(2),
                                                      "target")
        return Play(_code(code, body), t, pick if pick is None or pick == "hand"
                    else _code(pick, body))
    raise fail("bad_move", body, 0, value=body)


def parse_move(text: str) -> Move:
    return parse_seated(require_text(text, "move"), MAX_PLAYERS, _parse_body)


def _play_text(move: Play) -> str:
    body = move.card
    if move.target is not None:
        body += f">p{move.target + 1}"
    if move.pick is not None:
        body += f":{move.pick}"
    return body


def _from_text(move: DrawFrom) -> str:
    return "from:" + (f"p{move.source + 1}" if isinstance(move.source, int) else move.source)


_FORMAT = {Play: _play_text, Respond: lambda m: f"r:{m.card}", Flip: lambda m: f"draw:{m.what}",
           Take: lambda m: "take", Pick: lambda m: f"pick:{m.card}",
           PutBack: lambda m: f"back:{m.card}", DrawFrom: _from_text,
           Choose: lambda m: f"char:{m.character}", Heal: lambda m: "heal:" + "+".join(m.cards),
           Discard: lambda m: f"discard:{m.card}", EndTurn: lambda m: "end"}
format_move = move_writer(_FORMAT, "BANG! move")


@RULES.text.provide
def quoted(move: Move) -> str:
    """The move as a verdict quotes it, without its seat; a move whose fields the notation
    cannot write, by its kind."""
    try:
        return format_move(move, seat=False)
    except Exception:           # a move whose fields the notation cannot write
        return type(move).__name__.lower()


__all__ = ["format_move", "from_notation", "parse_move", "to_notation", "NAT"]
