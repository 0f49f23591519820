"""Big Monster notation: one line per position, one token per move; strict, versioned
(``bm1``), round-tripping exactly (``to_notation(from_notation(t)) == t``; any other
spelling of a position is refused with the canonical text in the message).

Cells are ``x,y`` in half-tile cells (:mod:`.area`), negative allowed. Seats are 1-based.
Tiles are the catalogue codes of :mod:`.data` (``IG`` green ice, ``MD`` downward mutagenic,
``LBA`` blue dragon A, ``G4`` grassland g4...). Position, every field required, in order::

    bm1 players=4 teams=no draft3=no first_rule=seed row_medals=turn seed=7 phase=pick
        round=1 turn=1 dealt=1,5/2,7/3,9/4,6 explorers=5/7/3/4 hands=D,IG,.../... ships=-/...
        chosen=-/IG/-/- areas=IG@1,-2;MD@2,0/-/-/- discard=- box=S,D,... rows=- row=-
        first=2 active=2 medals=1:-:-;3:2:-;7:-:- winners=-

* ``first_rule`` ``seed`` or ``bga`` (BM-ROW-FIRST-ENGINE); ``row_medals`` ``turn`` or
  ``placement`` (BM-OPEN-ROW-MEDALS);
* per seat, separated by ``/``: ``dealt`` (two explorer numbers), ``explorers`` (0: not
  chosen yet), ``hands`` and ``ships`` (tiles by ``,``; a ship ``-`` is free), ``chosen``
  (``-``: none), ``areas`` (``code@x,y`` by ``;`` in the order placed);
* ``discard``, ``box`` (in the order the tiles come out) and each row of ``rows`` (rows by
  ``/``): tiles by ``,``, sorted except the box; ``-`` when empty;
* ``medals``: ``id:seats:teams`` by ``;`` (seats and teams 1-based, by ``,``).

Moves (an optional ``pN:`` seat prefix first): ``e5`` keeps explorer 5; ``IG>3`` chooses a
green ice tile and puts the rest of the hand on player 3's ship, ``IG>x`` (9th turn) keeps
it and discards the other; ``@1,-2`` places the chosen tile anchored at (1,-2); ``row2``
chooses the 2nd row; ``IG/D`` takes IG from the row and discards D; ``salvage:IG`` takes IG
from the discards (black male explorer), ``salvage:-`` declines.
"""

from __future__ import annotations

import re
from collections import Counter

from tutor.core import NotationError
from tutor.core.check import move_writer
from tutor.core.notation import (failer, numbers, pieces, read_fields, read_number, read_seed,
                                  require_text)
from tutor.core.turns import parse_seated

from .area import Placed
from .data import CODES, EXPLORERS, MEDAL_POINTS, tile_set
from .moves import ChooseRow, Keep, Move, Pick, Place, Salvage, Take
from .reachable import check_reachable
from .rules import BLACK_MALE, RULES
from .state import MAX_PLAYERS, NOTATION, ROUNDS, TURNS, Medal, Options, Phase, State

PREFIX = "bm1"
FIELDS = ("players", "teams", "draft3", "first_rule", "row_medals", "seed", "phase", "round",
          "turn", "dealt", "explorers", "hands", "ships", "chosen", "areas", "discard", "box",
          "rows", "row", "first", "active", "medals", "winners")
_YES = {"yes": True, "no": False}
_CODE = "|".join(sorted(CODES, key=len, reverse=True))


_err = failer("bm")
#: The most tiles one landing area holds: in the draft, 9 a round for 2 rounds
#: (BM-ROUND-NINE, BM-ROUND-TWO) and the black male explorer's 19th (BM-EXPL-3); in the
#: rows (2-3 players), one of every 2 × players tiles revealed (BM-ROW-REVEAL,
#: BM-ROW-PICK) until the supply is empty (BM-ROW-END): 20 with 2 players.
AREA_TILES = max(ROUNDS * TURNS + 1, *(len(tile_set(n)) // (2 * n) for n in (2, 3)))
#: A turn places one tile per seat; in the rows the count moves on once more when the
#: last turn ends and the supply is found empty (the game is then over).
MAX_TURN = AREA_TILES + 1
#: The farthest anchor from the explorer (cells 0-1 each way): every tile is placed
#: touching the area (BM-PLACE-ADJ) and is at most 2 cells long (BM-GEO-MUTAGEN), so the
#: 20th tile's cells lie within 2 × 20 = 40 of it. A move anchors a tile next to a tile of
#: the area: at most one tile further (a move away from the area is refused by the rules,
#: not bad text).
AREA_REACH = 2 * AREA_TILES
MOVE_REACH = AREA_REACH + 2
#: Rows on display at once (BM-ROW-TWO).
MAX_ROWS = 2


# ---------------------------------------------------------------- writing

def _tiles(ts) -> str:
    return ",".join(ts) if ts else "-"


def _seats(ss) -> str:
    return ",".join(str(s + 1) for s in ss) if ss else "-"


def _yn(b: bool) -> str:
    return "yes" if b else "no"


@NOTATION.provide
def to_notation(state: State) -> str:
    o = state.options
    fields = [
        f"players={o.players}", f"teams={_yn(o.teams)}", f"draft3={_yn(o.draft3)}",
        f"first_rule={'bga' if o.bga_first else 'seed'}",
        f"row_medals={'placement' if o.bga_row_medals else 'turn'}",
        f"seed={state.seed}", f"phase={state.phase.value}", f"round={state.round}",
        f"turn={state.turn}",
        "dealt=" + "/".join(f"{a},{b}" for a, b in state.dealt),
        "explorers=" + "/".join(str(e) for e in state.explorers),
        "hands=" + "/".join(_tiles(h) for h in state.hands),
        "ships=" + "/".join(_tiles(h) for h in state.ships),
        "chosen=" + "/".join(c or "-" for c in state.chosen),
        "areas=" + "/".join(";".join(f"{t.code}@{t.x},{t.y}" for t in a) or "-"
                            for a in state.areas),
        f"discard={_tiles(state.discard)}", f"box={_tiles(state.box)}",
        "rows=" + ("/".join(_tiles(r) for r in state.rows) or "-"),
        f"row={'-' if state.row is None else state.row + 1}",
        f"first={state.first + 1}", f"active={state.active + 1}",
        "medals=" + ";".join(f"{m.id}:{_seats(m.seats)}:{_seats(m.teams)}"
                             for m in state.medals),
        f"winners={_seats(state.winners)}",
    ]
    return " ".join([PREFIX] + fields)


# ---------------------------------------------------------------- reading

_TILE_LIST = re.compile(rf"(?:{_CODE})(?:,(?:{_CODE}))*")
_PLACED = re.compile(rf"({_CODE})@([^,]*),(.*)")


def _read_tiles(value: str, text: str, pos: int, field: str) -> tuple[str, ...]:
    if value == "-":
        return ()
    if not _TILE_LIST.fullmatch(value):
        raise _err("bad_tiles", text, pos, field=field, value=value)
    return tuple(value.split(","))


def _per_seat(value: str, n: int, text: str, pos: int, field: str) -> list[str]:
    parts = value.split("/")
    if len(parts) != n:
        raise _err("per_seat", text, pos, field=field, n=n, got=len(parts))
    return parts


def _read_seats(value: str, most: int, text: str, pos: int, field: str) -> tuple[int, ...]:
    return tuple(n - 1 for n in numbers(value, 1, most, text=text, position=pos, field=field,
                                        fail=_err, negative=False))


def _cell(x: str, y: str, x_at: int, y_at: int, text: str, reach: int) -> tuple[int, int]:
    """An anchor ``x,y``: two whole numbers from ``-reach`` to ``reach``."""
    return (read_number(x, -reach, reach, text=text, position=x_at, field="x", fail=_err),
            read_number(y, -reach, reach, text=text, position=y_at, field="y", fail=_err))


def from_notation(text: str) -> State:
    """A position from its ``bm1`` text (strict: only the canonical spelling)."""
    f = read_fields(text, PREFIX, FIELDS, FIELDS, _err)

    def num(name, lo, hi):
        value, pos = f[name]
        return read_number(value, lo, hi, text=text, position=pos, field=name, fail=_err,
                           negative=False)

    def word(name, choices):
        value, pos = f[name]
        if value not in choices:
            raise _err("bad_value", text, pos, field=name, value=value,
                       allowed=", ".join(choices))
        return choices[value] if isinstance(choices, dict) else value

    n = num("players", 2, MAX_PLAYERS)
    options = Options(n, word("teams", _YES), word("draft3", _YES),
                      word("first_rule", {"seed": False, "bga": True}),
                      word("row_medals", {"turn": False, "placement": True}))
    problem = options.problem()
    if problem is not None:
        raise NotationError(problem, text, f["players"][1])
    seed = read_seed(f["seed"][0], text=text, position=f["seed"][1], fail=_err)
    phase = word("phase", {p.value: p for p in Phase})
    rnd, turn = num("round", 1, ROUNDS), num("turn", 1, MAX_TURN)
    v, p = f["dealt"]
    dealt = []
    _per_seat(v, n, text, p, "dealt")
    for part, at in pieces(v, p, "/"):
        pair = numbers(part, EXPLORERS[0], EXPLORERS[-1], text=text, position=at,
                       field="dealt", fail=_err, negative=False)
        if len(pair) != 2:
            raise _err("bad_value", text, at, field="dealt", value=part, allowed="a,b")
        dealt.append(pair)
    v, p = f["explorers"]
    _per_seat(v, n, text, p, "explorers")
    explorers = numbers(v, 0, EXPLORERS[-1], sep="/", text=text, position=p,
                        field="explorers", fail=_err, negative=False)
    for s, e in enumerate(explorers):
        if e and e not in dealt[s]:
            raise _err("explorer", text, p, seat=s + 1, explorer=e)
    if phase is Phase.SALVAGE and BLACK_MALE not in explorers:      # BM-EXPL-3
        raise _err("salvage_phase", text, f["phase"][1], explorer=BLACK_MALE)
    v, p = f["hands"]
    hands = tuple(_read_tiles(h, text, p, "hands") for h in _per_seat(v, n, text, p, "hands"))
    v, p = f["ships"]
    ships = tuple(_read_tiles(h, text, p, "ships") or None
                  for h in _per_seat(v, n, text, p, "ships"))
    v, p = f["chosen"]
    chosen = []
    for c in _per_seat(v, n, text, p, "chosen"):
        if c != "-" and c not in CODES:
            raise _err("bad_tiles", text, p, field="chosen", value=c)
        chosen.append(None if c == "-" else c)
    v, p = f["areas"]
    areas = []
    _per_seat(v, n, text, p, "areas")
    for a, at in pieces(v, p, "/"):
        placed = []
        for t, t_at in ([] if a == "-" else pieces(a, at, ";")):
            m = _PLACED.fullmatch(t)
            if not m:
                raise _err("bad_value", text, t_at, field="areas", value=t, allowed="code@x,y")
            placed.append(Placed(m.group(1), *_cell(m.group(2), m.group(3), t_at + m.start(2),
                                                    t_at + m.start(3), text, AREA_REACH)))
        if len(placed) > AREA_TILES:
            raise _err("area_size", text, at, seat=len(areas) + 1, n=len(placed),
                       most=AREA_TILES)
        areas.append(tuple(placed))
    discard = _read_tiles(f["discard"][0], text, f["discard"][1], "discard")
    box = _read_tiles(f["box"][0], text, f["box"][1], "box")
    v, p = f["rows"]
    rows = () if v == "-" else tuple(_read_tiles(r, text, at, "rows")
                                     for r, at in pieces(v, p, "/"))
    if len(rows) > MAX_ROWS:
        raise _err("rows", text, p, n=len(rows), most=MAX_ROWS)
    v, p = f["row"]
    if v != "-" and not rows:
        raise _err("row_without_rows", text, p)
    row = None if v == "-" else num("row", 1, len(rows)) - 1
    # BM-ROW-PICK: a seat takes from the turn's row, chosen before (BM-ROW-TWO) and kept
    # while the tile taken is placed; no other step has one
    if (phase is Phase.TAKE and row is None) or (
            row is not None and phase not in (Phase.TAKE, Phase.PLACE)):
        raise _err("row_phase", text, p, phase=phase.value)
    first, active = num("first", 1, n) - 1, num("active", 1, n) - 1
    v, p = f["medals"]
    medals = []
    ids = sorted(MEDAL_POINTS)
    for item, at in pieces(v, p, ";"):
        parts = pieces(item, at, ":")
        if len(parts) != 3:
            raise _err("bad_value", text, at, field="medals", value=item,
                       allowed="id:seats:teams")
        (medal, m_at), (seats, s_at), (teams, t_at) = parts
        medals.append(Medal(read_number(medal, ids[0], ids[-1], text=text, position=m_at,
                                        field="medals", fail=_err, negative=False),
                            _read_seats(seats, n, text, s_at, "medals"),
                            _read_seats(teams, max(1, n // 2), text, t_at, "medals")))
    winners = _read_seats(f["winners"][0], n, text, f["winners"][1], "winners")
    # hands, ships, the discards and the rows are sets of tiles: canonical when sorted
    hands = tuple(tuple(sorted(h)) for h in hands)
    ships = tuple(None if h is None else tuple(sorted(h)) for h in ships)
    rows = tuple(tuple(sorted(r)) for r in rows)
    state = State(options, seed, phase, rnd, turn, tuple(dealt), explorers, hands, ships,
                  tuple(chosen), tuple(areas), tuple(sorted(discard)), box, rows, row, first,
                  active, tuple(medals), winners)
    held = Counter(discard) + Counter(box)
    for group in (hands, [s or () for s in ships], rows):
        for h in group:
            held += Counter(h)
    held += Counter(c for c in chosen if c)
    held += Counter(t.code for a in areas for t in a)
    if held != Counter(tile_set(n)):
        more = sorted((held - Counter(tile_set(n))).elements())[:4]
        less = sorted((Counter(tile_set(n)) - held).elements())[:4]
        raise _err("conservation", text, None, players=n, more=_tiles(more), less=_tiles(less))
    canonical = to_notation(state)
    if canonical != text:
        raise _err("canonical", text, None, canonical=canonical)
    check_reachable(state, text)
    return state


# ---------------------------------------------------------------- moves

def _number(m: re.Match, group: int, lo: int, hi: int, field: str) -> int:
    """Group ``group`` of the move ``m`` read as a whole number from ``lo`` to ``hi``."""
    return read_number(m.group(group), lo, hi, text=m.string, position=m.start(group),
                       field=field, fail=_err, negative=False)


_MOVES = (
    (re.compile(r"e(.+)"), lambda m: Keep(_number(m, 1, EXPLORERS[0], EXPLORERS[-1],
                                                  "explorer"))),
    (re.compile(rf"({_CODE})>(x|.+)"),
     lambda m: Pick(m.group(1), None if m.group(2) == "x" else
                    _number(m, 2, 1, MAX_PLAYERS, "ship") - 1)),
    (re.compile(r"@([^,]*),(.*)"),
     lambda m: Place(*_cell(m.group(1), m.group(2), m.start(1), m.start(2), m.string,
                            MOVE_REACH))),
    (re.compile(r"row(.+)"), lambda m: ChooseRow(_number(m, 1, 1, MAX_ROWS, "row") - 1)),
    (re.compile(rf"({_CODE})/({_CODE})"), lambda m: Take(m.group(1), m.group(2))),
    (re.compile(rf"salvage:({_CODE}|-)"),
     lambda m: Salvage(None if m.group(1) == "-" else m.group(1))),
)


def _parse_body(body: str) -> Move:
    for pattern, make in _MOVES:
        m = pattern.fullmatch(body)
        if m:
            return make(m)
    raise _err("move", body, 0, move=body)


def parse_move(text: str) -> Move:
    return parse_seated(require_text(text, "move"), MAX_PLAYERS, _parse_body)


_FORMAT = {
    Keep: lambda move: f"e{move.explorer}",
    Pick: lambda move: f"{move.tile}>{'x' if move.ship is None else move.ship + 1}",
    Place: lambda move: f"@{move.x},{move.y}",
    ChooseRow: lambda move: f"row{move.row + 1}",
    Take: lambda move: f"{move.tile}/{move.discard}",
    Salvage: lambda move: f"salvage:{move.tile or '-'}",
}
format_move = move_writer(_FORMAT, "Big Monster move")
RULES.quotes(format_move)                # a verdict quotes the move without its seat
