"""Kingdom Builder notation: one line per position, one token per move; strict, versioned
(``kb2``), round-tripping exactly (``to_notation(from_notation(t)) == t``; any other
spelling of a position is refused with the canonical text in the message).

Hexes are ``row,col`` (0–19, odd-r offset rows: :mod:`.board`). Seats are 1-based.

Position, every field required, in this order::

    kb2 players=2 setup=random lords=yes board=tavern,paddock~,oasis,farm
        cards=fishermen,merchants,knights seed=7 shuffles=0 start=1 turn=1 stack=before:1
        ending=no hands=G,C pile=GCDFT... discard=- settlements=3,4;3,5/-
        tiles=tavern@6,2:r/- taken=6,2/- winners=-

* ``board``: the quadrants in slots 0–3, ``~`` after a name turned 180°;
* ``stack``: the pending steps of the turn, top first, ``/`` between them, ``-`` once the
  game is over (written by :class:`tutor.core.steps.StepNotation`, the kinds in
  :mod:`.steps`): ``before:1`` (player 1's turn before the mandatory action),
  ``build:1:2`` (under way, 2 settlements built), ``after:1:3`` (over, 3 built),
  ``return:1:6,2/after:1:3`` (first the choice of the tile of 6,2's kind to return,
  KB-LOC-LOSE);
* ``hands``: each seat's terrain card (G grass, C canyon, D desert, F flower field,
  T forest); ``pile``: the draw pile, top first; ``discard``; ``-`` when empty;
* ``settlements``, ``tiles``, ``taken``: per seat, separated by ``/``; hexes by ``;``;
  a tile is ``kind@source:status`` (status ``n`` taken this turn, ``r`` ready, ``u`` used);
* ``winners``: seats, comma-separated, once the game is over.

The first version, ``kb1`` (positions saved and sheets printed before the turn was a stack
of steps), is still read, with the same refusals: in place of ``stack`` it wrote
``phase=play|return|over built=0..3 done=yes|no`` after ``turn`` and ``pending=-|row,col``
before ``winners``. Its counters are read into the steps they meant: ``built=0 done=no``
is ``before``, ``built=2 done=no`` is ``build:…:2``, ``done=yes`` is ``after``, phase
``return`` puts ``return:…:<pending>`` on top, phase ``over`` is ``-``. It is always
written ``kb2``.

Moves (an optional ``pN:`` seat prefix first): ``3,5`` builds there (the mandatory
action); ``oracle@3,7>12,4`` uses the Oracle tile taken from 3,7 to build on 12,4;
``barn@2,6:5,5>6,6`` uses a Barn tile to move the settlement at 5,5 to 6,6; ``end`` ends
the turn; ``return@3,7`` returns the tile taken from 3,7 (KB-LOC-LOSE).
"""

from __future__ import annotations

import re
from collections import Counter

from tutor.core.chance import MAX_SEED
from tutor.core.check import move_writer
from tutor.core.notation import failer, numbers, pieces, read_fields, read_number, require_text
from tutor.core.steps import Reading
from tutor.core.turns import parse_seated

from .board import CASTLE, LOCATION, QUADRANT_NAMES, TERRAINS, WATER, Pos, assemble, parse_hex
from .data import FIRST_GAME_CARDS, FIRST_GAME_SLOTS
from .moves import Build, EndTurn, Move, Return, Use
from .reachable import check_reachable
from .rules import RULES
from .state import (FULL_DECK, KB_CARDS, LOCATION_KINDS, MANDATORY, MAX_PLAYERS, NOTATION,
                    SETTLEMENTS, Options, Setup, State, Tile)
from .steps import NOTATION as STEPS
from .steps import AfterBuild, BeforeBuild, Building, KBStep, ReturnTile

PREFIX = "kb2"
FIELDS = ("players", "setup", "lords", "board", "cards", "seed", "shuffles", "start", "turn",
          "stack", "ending", "hands", "pile", "discard", "settlements", "tiles", "taken",
          "winners")
#: The first version, still read (see the module docstring).
KB1 = "kb1"
KB1_FIELDS = ("players", "setup", "lords", "board", "cards", "seed", "shuffles", "start",
              "turn", "phase", "built", "done", "ending", "hands", "pile", "discard",
              "settlements", "tiles", "taken", "pending", "winners")
KB1_PHASES = ("play", "return", "over")

_err = failer("kb")

#: Reshuffles of the terrain deck (KB-TURN-END): each pass through the draw pile plays a
#: card of every terrain (the hands hold at most 4 of the 25 cards, 5 of each terrain,
#: KB-COMP-TERRAIN-CARDS), and one terrain always has a free hex (the settlements, 40 a
#: seat, never fill the five), so a settlement is built between two reshuffles
#: (KB-PLACE-THREE, KB-PLACE-SHORT): at most one reshuffle per settlement of the table.
SHUFFLES_PER_PLAYER = SETTLEMENTS


def hex_text(h: Pos) -> str:
    return f"{h[0]},{h[1]}"


def _hexes(value: str, text: str, pos: int) -> tuple[Pos, ...]:
    if value == "-":
        return ()
    return tuple(parse_hex(v, text, at) for v, at in pieces(value, pos, ";"))


def _yesno(value: str, field: str, text: str, pos: int) -> bool:
    if value not in ("yes", "no"):
        raise _err("bad_value", text, pos, field=field, value=value)
    return value == "yes"


def _yn(b: bool) -> str:
    return "yes" if b else "no"


def _seats(value: str, n: int, field: str, text: str, pos: int) -> list[str]:
    parts = value.split("/")
    if len(parts) != n:
        raise _err("seat_count", text, pos, field=field, n=n)
    return parts


def _cards_text(cards) -> str:
    return "".join(cards) or "-"


# ---------------------------------------------------------------- positions

def _head(state: State) -> str:
    """The fields before the turn's shape (``players`` … ``turn``), in both versions."""
    o = state.options
    board = ",".join(q + ("~" if turned else "") for q, turned in state.layout)
    return (f"players={o.players} setup={o.setup.value} lords={_yn(o.lords)} "
            f"board={board} cards={','.join(state.cards)} seed={state.seed} "
            f"shuffles={state.shuffles} start={state.start + 1} turn={state.turn + 1}")


def _tail(state: State) -> str:
    """The fields after the turn's shape (``ending`` … ``taken``), in both versions."""
    sets = "/".join(";".join(hex_text(h) for h in hs) or "-" for hs in state.settlements)
    tiles = "/".join(";".join(f"{t.kind}@{hex_text(t.source)}:{t.status}" for t in ts) or "-"
                     for ts in state.tiles)
    taken = "/".join(";".join(hex_text(h) for h in hs) or "-" for hs in state.taken)
    return (f"ending={_yn(state.ending)} hands={','.join(state.hands)} "
            f"pile={_cards_text(state.pile)} discard={_cards_text(state.discard)} "
            f"settlements={sets} tiles={tiles} taken={taken}")


def _winners(state: State) -> str:
    return ",".join(str(w + 1) for w in state.winners) or "-"


@NOTATION.provide
def to_notation(state: State) -> str:
    return (f"{PREFIX} {_head(state)} stack={STEPS.write_stack(state.stack)} "
            f"{_tail(state)} winners={_winners(state)}")


def _kb1_text(state: State, phase: str, built: int, done: bool, pending: Pos | None) -> str:
    """The canonical ``kb1`` spelling of a ``kb1`` text read with these counters."""
    return (f"{KB1} {_head(state)} phase={phase} built={built} done={_yn(done)} "
            f"{_tail(state)} pending={hex_text(pending) if pending else '-'} "
            f"winners={_winners(state)}")


def _kb1_stack(seat: int, phase: str, built: int, done: bool,
               pending: Pos | None) -> tuple[KBStep, ...]:
    """The pending steps a ``kb1`` position's counters meant (KB-TURN-ORDER)."""
    if phase == "over":
        return ()
    if done:
        step: KBStep = AfterBuild(seat, built)
    elif built:
        step = Building(seat, built)
    else:
        step = BeforeBuild(seat)
    return (ReturnTile(seat, pending), step) if pending is not None else (step,)


def from_notation(text: str) -> State:
    """The position written ``text`` (strict: see the module docstring); a ``kb1`` text is
    read as it always was, its counters into the pending steps they meant."""
    old = isinstance(text, str) and text.split(None, 1)[:1] == [KB1]
    prefix, names = (KB1, KB1_FIELDS) if old else (PREFIX, FIELDS)
    f = read_fields(text, prefix, names, names, _err)
    v = {k: val for k, (val, _) in f.items()}
    at = {k: p for k, (_, p) in f.items()}
    players = read_number(v["players"], 2, MAX_PLAYERS, text=text, position=at["players"],
                          field="players", fail=_err, negative=False)
    try:
        setup = Setup(v["setup"])
    except ValueError:
        raise _err("bad_value", text, at["setup"], field="setup", value=v["setup"]) from None
    lords = _yesno(v["lords"], "lords", text, at["lords"])
    layout = []
    for q in v["board"].split(","):
        name, turned = (q[:-1], True) if q.endswith("~") else (q, False)
        if name not in QUADRANT_NAMES or name in [n for n, _ in layout]:
            raise _err("bad_board", text, at["board"], value=v["board"])
        layout.append((name, turned))
    if len(layout) != 4:
        raise _err("bad_board", text, at["board"], value=v["board"])
    cards = tuple(v["cards"].split(","))
    if len(cards) != 3 or len(set(cards)) != 3 or not set(cards) <= set(KB_CARDS) \
            or (not lords and "lords" in cards):
        raise _err("bad_cards", text, at["cards"], value=v["cards"])
    if setup is Setup.FIRST and (tuple(n for n, _ in layout) != FIRST_GAME_SLOTS
                                 or any(t for _, t in layout) or cards != FIRST_GAME_CARDS):
        raise _err("first_game", text, at["board"])
    bounds = (("seed", 0, MAX_SEED), ("shuffles", 0, SHUFFLES_PER_PLAYER * players),
              ("start", 1, players), ("turn", 1, players))
    num = {k: read_number(v[k], lo, hi, text=text, position=at[k], field=k, fail=_err,
                          negative=False)
           for k, lo, hi in bounds + ((("built", 0, MANDATORY),) if old else ())}
    seat = num["turn"] - 1
    if old:
        phase = v["phase"]
        if phase not in KB1_PHASES:
            raise _err("bad_value", text, at["phase"], field="phase", value=phase)
        done = _yesno(v["done"], "done", text, at["done"])
    else:
        stack = STEPS.read_stack(v["stack"], at["stack"], Reading(text, players))
    ending = _yesno(v["ending"], "ending", text, at["ending"])
    hands = tuple(v["hands"].split(","))
    if len(hands) != players or any(h not in TERRAINS or len(h) != 1 for h in hands):
        raise _err("bad_hands", text, at["hands"], value=v["hands"], n=players)
    decks = {}
    for k in ("pile", "discard"):
        val = v[k]
        if val != "-" and (not val or any(c not in TERRAINS for c in val)):
            raise _err("bad_cards_list", text, at[k], field=k, value=val)
        decks[k] = tuple(val) if val != "-" else ()
    if Counter(hands) + Counter(decks["pile"]) + Counter(decks["discard"]) != FULL_DECK:
        raise _err("deck_count", text, at["hands"])
    board = assemble(tuple(layout))
    kinds = board.location_kind
    settlements, seen = [], set()
    _seats(v["settlements"], players, "settlements", text, at["settlements"])
    for part, p_at in pieces(v["settlements"], at["settlements"], "/"):
        hs = _hexes(part, text, p_at)
        for h in hs:
            if h in seen or board.at(h) not in TERRAINS + WATER:
                raise _err("bad_settlement", text, at["settlements"], value=hex_text(h))
            seen.add(h)
        if len(hs) > SETTLEMENTS:
            raise _err("too_many", text, at["settlements"], most=SETTLEMENTS)
        settlements.append(tuple(sorted(hs)))
    taken = []
    _seats(v["taken"], players, "taken", text, at["taken"])
    for part, p_at in pieces(v["taken"], at["taken"], "/"):
        hs = _hexes(part, text, p_at)
        if any(h not in kinds for h in hs):
            raise _err("not_location", text, at["taken"], value=part)
        taken.append(tuple(sorted(hs)))
    tiles = []
    _seats(v["tiles"], players, "tiles", text, at["tiles"])
    for owner, (part, p_at) in enumerate(pieces(v["tiles"], at["tiles"], "/")):
        ts = []
        for token, t_at in ([] if part == "-" else pieces(part, p_at, ";")):
            m = re.fullmatch(r"([a-z]+)@([^:]*):([nru])", token)
            if not m:
                raise _err("bad_tile", text, t_at, value=token)
            src = parse_hex(m.group(2), text, t_at + m.start(2))
            if kinds.get(src) != m.group(1) or src not in taken[owner]:
                raise _err("bad_tile", text, t_at, value=token)
            ts.append(Tile(m.group(1), src, m.group(3)))
        tiles.append(tuple(sorted(ts)))
    for h in kinds:
        if sum(h in t for t in taken) > 2:
            raise _err("not_location", text, at["taken"], value=hex_text(h))
    if old:
        pending = None if v["pending"] == "-" else parse_hex(v["pending"], text, at["pending"])
        if (pending is None) != (phase != "return") or (pending and pending not in kinds):
            raise _err("bad_value", text, at["pending"], field="pending", value=v["pending"])
        stack = _kb1_stack(seat, phase, num["built"], done, pending)
    elif any(step.returns() not in kinds for step in stack if step.returns() is not None):
        raise _err("bad_value", text, at["stack"], field="stack", value=v["stack"])
    winners = tuple(n - 1 for n in numbers(v["winners"], 1, players, text=text,
                                           position=at["winners"], field="winners", fail=_err,
                                           negative=False))
    if bool(winners) == bool(stack):            # over (winners) once nothing is pending
        raise _err("bad_value", text, at["winners"], field="winners", value=v["winners"])
    state = State(Options(players, setup, lords), tuple(layout), cards, num["seed"],
                  num["shuffles"], num["start"] - 1, seat, stack, hands, decks["pile"],
                  decks["discard"], tuple(settlements), tuple(tiles), tuple(taken), ending,
                  winners)
    canonical = (_kb1_text(state, phase, num["built"], done, pending) if old
                 else to_notation(state))
    given = " ".join(text.split())
    if canonical != given:
        first = next((i for i, (a, b) in enumerate(zip(canonical, given)) if a != b),
                     min(len(canonical), len(given)))
        raise _err("not_canonical", text, first, canonical=canonical)
    check_reachable(state, text)
    return state


# ---------------------------------------------------------------- moves

_TILE_MOVE = re.compile(r"([a-z]+)@([^:>]*)(?::([^>]*))?>(.*)")


def _parse_body(text: str) -> Move:
    if text == "end":
        return EndTurn()
    if text.startswith("return@"):
        return Return(parse_hex(text[7:], text, 7))
    m = _TILE_MOVE.fullmatch(text)
    if m:
        kind = m.group(1)
        if kind not in LOCATION_KINDS:
            raise _err("bad_move", text, 0, value=text)
        origin = parse_hex(m.group(3), text, m.start(3)) if m.group(3) else None
        return Use(kind, parse_hex(m.group(2), text, m.start(2)),
                   parse_hex(m.group(4), text, m.start(4)), origin)
    if text[:1].isascii() and text[:1].isdigit():
        return Build(parse_hex(text, text, 0))
    raise _err("bad_move", text, 0, value=text)


def parse_move(text: str) -> Move:
    return parse_seated(require_text(text, "move"), MAX_PLAYERS, _parse_body)


def _format_use(move: Use) -> str:
    origin = f":{hex_text(move.origin)}" if move.origin is not None else ""
    return f"{move.kind}@{hex_text(move.source)}{origin}>{hex_text(move.to)}"


_FORMAT = {
    Build: lambda move: hex_text(move.to),
    Use: _format_use,
    Return: lambda move: f"return@{hex_text(move.source)}",
    EndTurn: lambda move: "end",
}
format_move = move_writer(_FORMAT, "Kingdom Builder move")
RULES.quotes(format_move)                # a verdict quotes the move without its seat


__all__ = ["from_notation", "to_notation", "parse_move", "format_move", "parse_hex",
           "CASTLE", "LOCATION"]
