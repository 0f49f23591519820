"""Text notation for Flaming Pyramids: tiles, pyramids, whole states and moves.

Strict (never guesses), versioned by the prefix ``fp1``, and round-trips exactly:
``to_notation`` writes one spelling per state. On input, whitespace around the position (a
pasted line's newline) and runs of spaces between fields are accepted.

Tiles
    Colour letter + weight for regular tiles: ``Y2 R40 G100 B120`` (colours ``Y R G B``,
    weights 2 4 6 10 20 30 40 60 100 120). Special tiles: ``M`` (Millstone), ``Cy`` ``Cg``
    (Coals), ``Tr`` ``Tb`` (Blowtorches). In a pyramid, ``~`` after an incendiary marks it
    disarmed (it caused a collapse, or the fire die put it out: FP-FIRE-5).

Pyramid
    Rows bottom first, separated by ``/``. A row is ``<first slot>:<cells>`` with cells
    separated by commas, ``.`` for an empty slot; a row with no tile is ``-``; an empty
    pyramid is ``-``. ``0:Y4,G6,B30/0:Y10,B20`` is::

        r1:    [Y10][B20]
        r0: [Y4][G6][B30]

    A bottom-row gap: ``0:Y40,.,B30``. Slots may be negative: ``-1:R2,B60``.

State (one line, space-separated fields, in this order)
    ``fp1 players=3 [variants=curse,firedie] turn=2 pyramid=... hands=A|B|C piles=A|B|C
    [dice=3,5,1] [pending=slide@1,0] [curses=1] [winner=2]``

    * ``players`` 2–6; seats are numbered from 1 in the notation (``turn=1`` is the first
      player). ``hands`` and ``piles`` list each seat's tiles, ``-`` for none; a pile is
      written top first (burials go to its end).
    * ``dice``: the seeded order of upcoming fire-die rolls (fire-die variant only).
    * ``pending``: a decision the resolution waits for: ``slide@r,p`` (FP-COLL-2),
      ``fall@r,p`` (FP-AIR-1) or ``roll@r,p`` (FP-DIE, the incendiary at r,p).
    * ``curses``: how many curses struck during the resolution under way (curse variant,
      with a pending decision only): lost tiles go to, and decisions are made by, the player
      that many seats counter-clockwise of the player whose turn it is.
    * ``winner``: the game is over.

    Without ``pending`` or ``winner`` the pyramid must be calm: nothing in free air, no
    collapse, explosion, fire or curse waiting (FP-CHAIN-1).

Numbers and sizes
    Numbers are written with the ASCII digits 0-9, without a leading zero (a full-width
    two (U+FF12) or an Arabic-Indic ``٠`` is no digit: the notation never guesses). Each is
    bounded by what a game can reach, and a refusal names the bound:

    * rows 0–44 (a tile in row r was placed on tiles in every row below it; 45 tiles),
      slots -9999–9999 (the notation's own limit: the rules let a pyramid creep along the
      table, one slot per placement at most);
    * the pyramid stands over at most 45 bottom-row slots, counting under a tile at (r,p)
      the slots p…p+r it stands over (FP-COMP-1, FP-PLACE-4: the base only grows when it
      has no gap);
    * hands hold at most 5 tiles (FP-TURN-3), each tile is written once (FP-COMP-1);
    * ``dice`` lists at most 64 rolls, the number seeded at setup (FP-DIE-1);
    * ``curses`` is 1–10: a curse buries three tiles of one weight, and only the ten
      regular weights have three tiles (FP-CURSE-1..3).

Invariants of real play
    A position is also refused when no game can reach it in a way that would leave the
    engine stuck: every seat but the one whose turn it is holds a tile in hand (only the
    active player can run out, FP-END-3; the winner's rivals included); the player to
    place holds a tile (FP-TURN-1); while a decision is pending that player has already
    played this turn's tile, so holds at most 4 (FP-TURN-1); ``pending=roll`` comes only
    once no seeded roll is left (FP-DIE-1). Whatever is accepted can be played to the end.

Moves
    ``B60@1,0`` places B60 at row 1, slot 0 (rows 0–44, slots -9999–9999); ``slide L`` /
    ``slide R`` sends the pending tile to its lower left / right; ``roll 4`` is a fire-die
    roll. A move may name its seat first, ``p2:B60@1,0`` (seats from 1); without it the
    move is the seat's that the position asks (``tutor.core.turns``). ``format_move``
    writes the seat whenever the move names one.
"""

from __future__ import annotations

import re
from collections import Counter

from tutor.core import Msg, NotationError
from tutor.core.check import move_writer
from tutor.core.notation import (INT, MAX_DIGITS, failer, number_error, numbers, read_fields,
                                  read_number, require_text)
from tutor.core.turns import parse_seated

from .moves import Move, Place, Roll, Side, Slide
from .resolve import DICE_SEEDED, DIE_FACES, HAND_SIZE
from .rules import RULES, burn_area, find_mayhem
from .state import (MAX_PLAYERS, MIN_PLAYERS, NOTATION, PYRAMID_READ, PYRAMID_TEXT, TILE_BY_CODE,
                    TILES, Cell, Options, Pending, PendingKind, Phase, Pyramid, State, Tile)

PREFIX = "fp1"
MAX_HAND = HAND_SIZE          # FP-TURN-3: a hand is refilled to 5, never more
#: The highest row a tile can be in: a tile reaches row r only when placed on tiles of row
#: r-1, each resting on row r-2, ... (rows below a placement are never empty), so row r
#: needs r tiles under it, and there are 45 tiles in all (FP-COMP-1).
MAX_ROW = len(TILES) - 1
#: How wide the pyramid can be, counted on the bottom row: a tile at (r, p) stands over the
#: bottom slots p..p+r (its "feet"), and all the feet lie within 45 slots. The base only
#: grows when it has no gap (FP-PLACE-3/4), and every tile the pyramid holds beyond it leans
#: out one slot further per row, so the feet never spread over more slots than there are
#: tiles (FP-COMP-1).
MAX_WIDTH = len(TILES)
#: The slots a position may name. The rules do not fix where the pyramid stands (a base
#: can creep one slot per placement: a collapse buries the left end, the next tile extends
#: the right end), so this is the notation's own limit, far beyond any game: random games
#: stay within +-10 in thousands of moves.
MAX_SLOT = 9999
#: The fire-die rolls a position can still have seeded: 64 are rolled at setup (FP-DIE-1).
MAX_DICE = DICE_SEEDED
#: Curses in one resolution: each buries three tiles of one weight, and a buried tile stays
#: out of the pyramid until the turn ends, so a weight with four tiles curses at most once;
#: only the ten regular weights have three tiles or more (FP-COMP-2, FP-CURSE-1..3).
MAX_CURSES = sum(1 for n in Counter(t.weight for t in TILES).values() if n >= 3)
FIELDS = ("players", "variants", "turn", "pyramid", "hands", "piles", "dice", "pending",
          "curses", "winner")
REQUIRED = ("players", "turn", "pyramid", "hands", "piles")
VARIANTS = ("curse", "firedie")


_fail = failer("fp")


def _number(value: str, lo: int, hi: int, text: str, pos: int | None, field) -> int:
    """One number of the notation: ASCII digits, canonical, within ``lo..hi`` (the shared
    message names the bounds)."""
    return read_number(value, lo, hi, text=text, position=pos, field=field, fail=_fail)


ROW = Msg("fp.notation.field.row")
SLOT = Msg("fp.notation.field.slot")


def _cell(r: str, p: str, text: str, pos: int, p_pos: int) -> Cell:
    """A cell written ``r,p``: a row from 0 to :data:`MAX_ROW`, a slot within
    +-:data:`MAX_SLOT`."""
    return (_number(r, 0, MAX_ROW, text, pos, ROW),
            _number(p, -MAX_SLOT, MAX_SLOT, text, p_pos, SLOT))


# ---------------------------------------------------------------- tiles

def parse_tile(code: str, text: str = "", position: int | None = None) -> Tile:
    try:
        return TILE_BY_CODE[code]
    except KeyError:
        raise _fail("bad_tile", text or code, position, code=code) from None


def _record(t: Tile, seen: dict[Tile, int], text: str, pos: int) -> Tile:
    """Note where ``t`` was written; a tile written twice is refused at its second place."""
    if t in seen:
        raise _fail("duplicate_tile", text, pos, tile=t.code)
    seen[t] = pos
    return t


def _tile_list(value: str, text: str, pos: int, seen: dict[Tile, int]) -> tuple[Tile, ...]:
    if value == "-":
        return ()
    tiles = []
    offset = pos
    for code in value.split(","):
        tiles.append(_record(parse_tile(code, text, offset), seen, text, offset))
        offset += len(code) + 1
    return tuple(tiles)


def _format_tiles(tiles) -> str:
    return ",".join(t.code for t in tiles) or "-"


# ---------------------------------------------------------------- pyramid

_ROW = re.compile(r"([^:]*):(.+)")
_DIGITS = re.compile(r"-?[0-9]+")


def parse_pyramid_with_marks(text: str, base: int = 0, whole: str | None = None,
                             seen: dict[Tile, int] | None = None
                             ) -> tuple[Pyramid, frozenset[Tile]]:
    """Parse a pyramid; returns it with the set of tiles marked disarmed (``~``).

    ``seen`` collects where each tile was written (offsets into ``whole``).
    """
    whole = whole if whole is not None else text
    seen = {} if seen is None else seen
    cells: dict[Cell, Tile] = {}
    disarmed: set[Tile] = set()
    if text == "-":
        return Pyramid(), frozenset()
    pos = base
    rows = text.split("/")
    if rows[-1] == "-":
        raise _fail("row_edges", whole, base + len(text) - 1, row="-")
    for row, row_text in enumerate(rows):
        if row > MAX_ROW:
            raise number_error(whole, pos, ROW, str(row), 0, MAX_ROW)
        if row_text == "-":
            pos += len(row_text) + 1
            continue
        m = _ROW.fullmatch(row_text)
        if not m or (_DIGITS.fullmatch(m.group(1)) and not re.fullmatch(INT, m.group(1))):
            raise _fail("bad_row", whole, pos, row=row_text)     # no leading zero: one spelling
        slot = _number(m.group(1), -MAX_SLOT, MAX_SLOT, whole, pos, SLOT)
        cell_pos = pos + len(m.group(1)) + 1
        codes = m.group(2).split(",")
        if codes[0] == "." or codes[-1] == ".":
            raise _fail("row_edges", whole, pos, row=row_text)
        if len(codes) > MAX_WIDTH:
            raise _fail("width", whole, pos, width=len(codes), most=MAX_WIDTH,
                        left=slot, right=slot + len(codes) - 1)
        for code in codes:
            if slot > MAX_SLOT:
                raise number_error(whole, cell_pos, SLOT, str(slot), -MAX_SLOT, MAX_SLOT)
            if code != ".":
                mark = code.endswith("~")
                t = _record(parse_tile(code[:-1] if mark else code, whole, cell_pos), seen,
                            whole, cell_pos)
                if mark:
                    if not t.incendiary:
                        raise _fail("bad_mark", whole, cell_pos, tile=t.code)
                    disarmed.add(t)
                cells[(row, slot)] = t
            slot += 1
            cell_pos += len(code) + 1
        pos += len(row_text) + 1
    _check_width(cells, seen, whole, base)
    return Pyramid(cells), frozenset(disarmed)


def _check_width(cells: dict[Cell, Tile], seen: dict[Tile, int], whole: str, base: int) -> None:
    """The tiles' feet on the bottom row (a tile at (r, p) stands over p..p+r) lie within
    :data:`MAX_WIDTH` slots; refused at the later-written of the two outermost tiles."""
    if not cells:
        return
    left = min(cells, key=lambda c: c[1])
    right = max(cells, key=lambda c: c[1] + c[0])
    width = right[1] + right[0] - left[1] + 1
    if width > MAX_WIDTH:
        at = max(seen.get(cells[left], base), seen.get(cells[right], base))
        raise _fail("width", whole, at, width=width, most=MAX_WIDTH, left=left[1],
                    right=right[1] + right[0])


@PYRAMID_READ.provide
def parse_pyramid(text: str) -> Pyramid:
    return parse_pyramid_with_marks(text)[0]


@PYRAMID_TEXT.provide
def format_pyramid(pyramid: Pyramid, disarmed: frozenset[Tile] = frozenset()) -> str:
    if not pyramid:
        return "-"
    rows = []
    for row in range(pyramid.top_row() + 1):
        slots = sorted(p for r, p in pyramid if r == row)
        if not slots:
            rows.append("-")
            continue
        codes = []
        for p in range(slots[0], slots[-1] + 1):
            t = pyramid.get((row, p))
            codes.append("." if t is None else t.code + ("~" if t in disarmed else ""))
        rows.append(f"{slots[0]}:{','.join(codes)}")
    return "/".join(rows)


# ---------------------------------------------------------------- moves

_PLACE = re.compile(r"([A-Za-z]+[0-9]*)@(-?[0-9]+),(-?[0-9]+)")


def parse_move(text: str) -> Move:
    """``B60@1,0``, ``slide L``, ``slide R`` or ``roll 1``..``roll 6``, optionally after the
    seat that makes it: ``p2:B60@1,0``."""
    return parse_seated(require_text(text, "move"), MAX_PLAYERS, _parse_choice)


def _parse_choice(text: str) -> Move:
    m = _PLACE.fullmatch(text)
    if m and re.fullmatch(INT, m.group(2)) and re.fullmatch(INT, m.group(3)):
        t = parse_tile(m.group(1), text, 0)
        return Place(t, _cell(m.group(2), m.group(3), text, m.start(2), m.start(3)))
    if text in ("slide L", "slide R"):
        return Slide(Side(text[-1]))
    if text.startswith("roll "):                  # a face of the fire die (FP-DIE-1)
        return Roll(_number(text[5:], 1, DIE_FACES, text, 5, "roll"))
    raise _fail("bad_move", text, 0, move=text)


_FORMAT = {
    Place: lambda move: f"{move.tile.code}@{move.cell[0]},{move.cell[1]}",
    Slide: lambda move: f"slide {move.side.value}",
    Roll: lambda move: f"roll {move.face}",
}
format_move = move_writer(_FORMAT, "Flaming Pyramids move")
RULES.quotes(format_move)                # a verdict quotes the move without its seat


# ---------------------------------------------------------------- states

def _shaped(value: str, text: str, pos: int, key: str, lo: int, hi: int) -> int:
    """A whole number written as the notation writes numbers: ASCII digits, no leading
    zero, at most 12 digits (the shared message names ``lo..hi`` beyond that). Whether it is
    within ``lo..hi`` is the caller's check, with its own message."""
    if not re.fullmatch(INT, value):
        raise _fail("bad_number", text, pos, field=key, value=value)
    if len(value.lstrip("-")) > MAX_DIGITS:
        raise number_error(text, pos, key, value, lo, hi)
    return int(value)


def _seats(value: str, players: int, text: str, pos: int, key: str,
           seen: dict[Tile, int]) -> tuple[tuple[Tile, ...], ...]:
    parts = value.split("|")
    if len(parts) != players:
        raise _fail("seat_count", text, pos, field=key, found=len(parts), players=players)
    out = []
    offset = pos
    for part in parts:
        out.append(_tile_list(part, text, offset, seen))
        offset += len(part) + 1
    return tuple(out)


def _check_hands(hands: tuple[tuple[Tile, ...], ...], turn: int, pending: Pending | None,
                 text: str, pos: int) -> None:
    """What real play keeps of the hands, so that whoever is asked to play has a tile.

    * FP-END-3: only the player whose turn it is can run out of tiles. At the end of a turn
      the player draws back up to 5 (FP-TURN-3) or, holding nothing, wins (FP-END-1); a hand
      changes on its own turn only. So every other seat holds a tile, the winner's rivals
      included.
    * FP-TURN-1: while a decision is pending, the player whose turn it is has played this
      turn's tile already, from a hand of at most 5.
    """
    offsets = []
    for hand in hands:
        offsets.append(pos)
        pos += len(_format_tiles(hand)) + 1
    for seat, hand in enumerate(hands):
        if seat != turn and not hand:
            raise _fail("idle_empty_hand", text, offsets[seat], seat=seat + 1, turn=turn + 1)
    if pending is not None and len(hands[turn]) >= MAX_HAND:
        raise _fail("pending_full_hand", text, offsets[turn], seat=turn + 1,
                    size=len(hands[turn]), most=MAX_HAND - 1)


def from_notation(text: str) -> State:
    """Parse a state; raises :class:`NotationError` pointing at the fault."""
    values = read_fields(text, PREFIX, FIELDS, REQUIRED, _fail)

    players = _shaped(values["players"][0], text, values["players"][1], "players",
                      MIN_PLAYERS, MAX_PLAYERS)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise _fail("players", text, values["players"][1], players=players)
    variants: set[str] = set()
    if "variants" in values:
        value, pos = values["variants"]
        names = value.split(",")
        for name in names:
            if name not in VARIANTS:
                raise _fail("unknown_variant", text, pos, variant=name, allowed=", ".join(VARIANTS))
        if names != [v for v in VARIANTS if v in names]:
            raise _fail("variant_order", text, pos, allowed=",".join(VARIANTS))
        variants.update(names)
    options = Options(players, curse="curse" in variants, fire_die="firedie" in variants)

    def seat(key: str) -> int:
        value, pos = values[key]
        n = _shaped(value, text, pos, key, 1, players)
        if not 1 <= n <= players:
            raise _fail("seat_range", text, pos, field=key, value=n, players=players)
        return n - 1

    turn = seat("turn")
    seen: dict[Tile, int] = {}
    pyramid, disarmed = parse_pyramid_with_marks(values["pyramid"][0], values["pyramid"][1], text,
                                                 seen)
    hands = _seats(values["hands"][0], players, text, values["hands"][1], "hands", seen)
    piles = _seats(values["piles"][0], players, text, values["piles"][1], "piles", seen)
    for i, hand in enumerate(hands):
        if len(hand) > MAX_HAND:
            raise _fail("hand_size", text, values["hands"][1], seat=i + 1, size=len(hand))

    dice: tuple[int, ...] = ()
    if "dice" in values:
        value, pos = values["dice"]
        if not options.fire_die:
            raise _fail("dice_without_variant", text, pos)
        count = value.count(",") + 1
        if count > MAX_DICE:                        # FP-DIE: 64 rolls seeded at setup
            at = pos + len(",".join(value.split(",")[:MAX_DICE])) + 1
            raise _fail("dice_count", text, at, count=count, most=MAX_DICE)
        dice = numbers(value, 1, DIE_FACES, text=text, position=pos, field="dice", fail=_fail)

    curses = 0
    if "curses" in values:
        value, pos = values["curses"]
        if "pending" not in values or not options.curse or value == "0":
            raise _fail("curses_without_pending", text, pos)
        curses = _number(value, 1, MAX_CURSES, text, pos, "curses")
    collector = (turn - curses) % players
    pending = None
    phase = Phase.PLAY
    if "pending" in values:
        value, pos = values["pending"]
        m = re.fullmatch(r"(slide|fall|roll)@([^,]*),(.*)", value)
        if not m:
            raise _fail("bad_pending", text, pos, value=value)
        kind = PendingKind(m.group(1))
        cell = _cell(m.group(2), m.group(3), text, pos + m.start(2), pos + m.start(3))
        t = pyramid.get(cell)
        if t is None:
            raise _fail("pending_empty", text, pos, cell=f"({cell[0]},{cell[1]})")
        if kind is PendingKind.ROLL:
            if not options.fire_die or t in disarmed or not burn_area(pyramid, cell):
                raise _fail("pending_roll", text, pos, tile=t.code)
            if dice:                     # FP-DIE-1: the die is asked for once none is seeded
                raise _fail("pending_roll_dice", text, pos, count=len(dice))
            phase = Phase.ROLL
        else:
            if cell[0] == 0 or any(s is not None for s in pyramid.supports(cell)):
                raise _fail("pending_supported", text, pos, tile=t.code,
                            cell=f"({cell[0]},{cell[1]})")
            phase = Phase.CHOOSE
        pending = Pending(kind, cell, t, collector)

    winner = None
    if "winner" in values:
        winner = seat("winner")
        if pending is not None:
            raise _fail("winner_pending", text, values["winner"][1])
        if hands[winner] or piles[winner]:
            raise _fail("winner_has_tiles", text, values["winner"][1], seat=winner + 1)
        if winner != turn:
            raise _fail("winner_not_turn", text, values["winner"][1])
        phase = Phase.OVER
    elif pending is None and not hands[turn]:
        raise _fail("empty_hand", text, values["hands"][1], seat=turn + 1)
    _check_hands(hands, turn, pending, text, values["hands"][1])

    state = State(options, pyramid, hands, piles, turn, phase, pending, curses, disarmed,
                  dice, winner)
    if pending is None:
        unrest = find_mayhem(state)
        if unrest is not None:
            problem = Msg("fp.cited", msg=unrest.msg, rule=str(unrest.rule))
            raise NotationError(Msg("fp.notation.not_calm", problem=problem), text,
                                seen[pyramid[unrest.cell]])
    return state


@NOTATION.provide
def to_notation(state: State) -> str:
    parts = [PREFIX, f"players={state.players}"]
    variants = [name for name, on in (("curse", state.options.curse),
                                      ("firedie", state.options.fire_die)) if on]
    if variants:
        parts.append("variants=" + ",".join(variants))
    parts.append(f"turn={state.turn + 1}")
    parts.append("pyramid=" + format_pyramid(state.pyramid, state.disarmed))
    parts.append("hands=" + "|".join(_format_tiles(h) for h in state.hands))
    parts.append("piles=" + "|".join(_format_tiles(p) for p in state.piles))
    if state.dice:
        parts.append("dice=" + ",".join(str(d) for d in state.dice))
    if state.pending is not None:
        r, p = state.pending.cell
        parts.append(f"pending={state.pending.kind.value}@{r},{p}")
    if state.curses:
        parts.append(f"curses={state.curses}")
    if state.winner is not None:
        parts.append(f"winner={state.winner + 1}")
    return " ".join(parts)
