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

from tutor.core import Msg, NotationError
from tutor.core.notation import read_fields, read_number
from tutor.core.turns import parse_seated, with_seat_prefix

from .area import Placed
from .data import CODES, EXPLORERS, MEDAL_POINTS, tile_set
from .moves import ChooseRow, Keep, Move, Pick, Place, Salvage, Take
from .state import MAX_PLAYERS, Medal, Options, Phase, State

PREFIX = "bm1"
FIELDS = ("players", "teams", "draft3", "first_rule", "row_medals", "seed", "phase", "round",
          "turn", "dealt", "explorers", "hands", "ships", "chosen", "areas", "discard", "box",
          "rows", "row", "first", "active", "medals", "winners")
_YES = {"yes": True, "no": False}
_CODE = "|".join(sorted(CODES, key=len, reverse=True))


def _err(key: str, text: str = "", position: int | None = None, **params) -> NotationError:
    for name in ("value", "token"):
        if isinstance(params.get(name), str) and len(params[name]) > 24:
            params[name] = params[name][:10] + "…" + params[name][-10:]
    return NotationError(Msg(f"bm.notation.{key}", **params), text, position)


# ---------------------------------------------------------------- writing

def _tiles(ts) -> str:
    return ",".join(ts) if ts else "-"


def _seats(ss) -> str:
    return ",".join(str(s + 1) for s in ss) if ss else "-"


def _yn(b: bool) -> str:
    return "yes" if b else "no"


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
_PLACED = re.compile(rf"({_CODE})@(0|-?[1-9][0-9]?),(0|-?[1-9][0-9]?)")


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
    if value == "-":
        return ()
    return tuple(read_number(v, 1, most, text=text, position=pos, field=field,
                             fail=_err, negative=False) - 1 for v in value.split(","))


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
    seed = num("seed", 0, 10 ** 12)
    phase = word("phase", {p.value: p for p in Phase})
    rnd, turn = num("round", 1, 2), num("turn", 1, 40)
    v, p = f["dealt"]
    dealt = []
    for part in _per_seat(v, n, text, p, "dealt"):
        m = re.fullmatch(r"([1-9][0-9]?),([1-9][0-9]?)", part)
        if not m:
            raise _err("bad_value", text, p, field="dealt", value=part, allowed="a,b")
        a, b = int(m.group(1)), int(m.group(2))
        if a not in EXPLORERS or b not in EXPLORERS:
            raise _err("bad_value", text, p, field="dealt", value=part, allowed="1..12")
        dealt.append((a, b))
    v, p = f["explorers"]
    explorers = tuple(read_number(e, 0, 12, text=text, position=p, field="explorers",
                                  fail=_err, negative=False)
                      for e in _per_seat(v, n, text, p, "explorers"))
    for s, e in enumerate(explorers):
        if e and e not in dealt[s]:
            raise _err("explorer", text, p, seat=s + 1, explorer=e)
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
    for a in _per_seat(v, n, text, p, "areas"):
        placed = []
        for t in ([] if a == "-" else a.split(";")):
            m = _PLACED.fullmatch(t)
            if not m:
                raise _err("bad_value", text, p, field="areas", value=t, allowed="code@x,y")
            placed.append(Placed(m.group(1), int(m.group(2)), int(m.group(3))))
        areas.append(tuple(placed))
    discard = _read_tiles(f["discard"][0], text, f["discard"][1], "discard")
    box = _read_tiles(f["box"][0], text, f["box"][1], "box")
    v, p = f["rows"]
    rows = () if v == "-" else tuple(_read_tiles(r, text, p, "rows") for r in v.split("/"))
    v, p = f["row"]
    row = None if v == "-" else num("row", 1, max(1, len(rows))) - 1
    first, active = num("first", 1, n) - 1, num("active", 1, n) - 1
    v, p = f["medals"]
    medals = []
    for item in v.split(";"):
        m = re.fullmatch(r"([1-9][0-9]?):([-0-9,]+):([-0-9,]+)", item)
        if not m or int(m.group(1)) not in MEDAL_POINTS:
            raise _err("bad_value", text, p, field="medals", value=item, allowed="id:seats:teams")
        medals.append(Medal(int(m.group(1)), _read_seats(m.group(2), n, text, p, "medals"),
                            _read_seats(m.group(3), max(1, n // 2), text, p, "medals")))
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
    return state


# ---------------------------------------------------------------- moves

_MOVES = (
    (re.compile(r"e(1[0-2]|[1-9])"), lambda m: Keep(int(m.group(1)))),
    (re.compile(rf"({_CODE})>([1-9]|x)"),
     lambda m: Pick(m.group(1), None if m.group(2) == "x" else int(m.group(2)) - 1)),
    (re.compile(r"@(0|-?[1-9][0-9]?),(0|-?[1-9][0-9]?)"),
     lambda m: Place(int(m.group(1)), int(m.group(2)))),
    (re.compile(r"row([1-9])"), lambda m: ChooseRow(int(m.group(1)) - 1)),
    (re.compile(rf"({_CODE})/({_CODE})"), lambda m: Take(m.group(1), m.group(2))),
    (re.compile(rf"salvage:({_CODE}|-)"),
     lambda m: Salvage(None if m.group(1) == "-" else m.group(1))),
)


def _parse_body(body: str) -> Move:
    for pattern, make in _MOVES:
        m = pattern.fullmatch(body)
        if m:
            move = make(m)
            if isinstance(move, Pick) and move.ship is not None and move.ship >= MAX_PLAYERS:
                break
            return move
    raise _err("move", body, 0, move=body)


def parse_move(text: str) -> Move:
    if not isinstance(text, str):
        raise _err("move", str(text), 0, move=str(text))
    return parse_seated(text, MAX_PLAYERS, _parse_body)


def format_move(move: Move, seat: bool = True) -> str:
    if isinstance(move, Keep):
        body = f"e{move.explorer}"
    elif isinstance(move, Pick):
        body = f"{move.tile}>{'x' if move.ship is None else move.ship + 1}"
    elif isinstance(move, Place):
        body = f"@{move.x},{move.y}"
    elif isinstance(move, ChooseRow):
        body = f"row{move.row + 1}"
    elif isinstance(move, Take):
        body = f"{move.tile}/{move.discard}"
    else:
        body = f"salvage:{move.tile or '-'}"
    return with_seat_prefix(move, body, seat)
