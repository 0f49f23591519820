"""Text notation for Pook: cards, grids, whole states and moves.

Strict (never guesses), versioned by the prefix ``pk1``, and round-trips exactly:
``to_notation`` writes one spelling per state. On input, whitespace around the position (a
pasted line's newline) and runs of spaces between fields are accepted.

Coordinates (said once)
    A cell is ``x,y`` with integers that may be negative: ``x`` grows to the right, ``y``
    grows upward, and Piggy starts at ``0,0``. There is no fixed board: the coordinates
    float with the layout, which must fit in a 5×5 window (POOK-PLACE-2). The cell ``0,0``
    is never emptied (POOK-SETUP-1, POOK-PLACE-1), so every coordinate, in positions and
    in moves, is a whole number from -4 to 4, written with the ASCII digits 0-9 (one
    spelling: a full-width or Arabic-Indic digit is refused, never read).

Cards
    Faction letter + level: ``K`` Knight, ``M`` Mage, ``O`` Orc, ``V`` Viking, levels 1–3
    (``M3``). In a hand or the draw pile a card is always written this way.
    On the table: ``M3`` lies warrior side up; ``m3`` lies coin side up and everybody knows
    it (an Orc flipped it down); ``m3~2`` lies coin side up, laid so by seat 2 (only that
    seat knows it; other seats see ``$``, see :func:`tutor.pook.view`). ``P`` is Piggy and
    ``.`` an empty cell.

Grid
    ``X,Y:row/row/...``: ``X,Y`` is the top-left cell, rows go from the highest ``y`` down,
    cells in a row are separated by commas. The grid is the tight bounding box of the
    cards (its outer rows and columns are not empty) and holds exactly one ``P``. The fact
    sheet's first worked example (``$`` cards laid by seat 1)::

        y=1:  .   $   .
        y=0:  $   P   X          ->  0,1:.,k1~1/k1~1,P
              x=0 x=1 x=2

State (one line, space-separated ``key=value`` fields, all present, in this order)
    ``pk1 players=2 window=floating turn=1 phase=play block=- swap=- placed=-
    board=0,0:P hands=K1,M2|O3 pile=V1 obj=KM,OV tied=- picks=- winners=-``

    * ``players`` 2–4; seats are numbered from 1 (``turn=1`` is the first seat).
    * ``window``: ``floating`` (any 5×5 square) or ``centred`` (fixed, around ``0,0``).
    * ``phase``: ``play`` (place a card; a Piggy swap may come first), ``power`` (the
      warrior at ``placed`` may use its power), ``after`` (the Piggy swap after the main
      action), ``tiebreak``, ``over``.
    * ``block``: the cell of the card the previous player swapped Piggy with (POOK-PIG-2).
    * ``swap``: this turn's Piggy swap: ``-`` none yet, the cell of the swapped card, or
      ``gone`` (swapped, but a Mage has since taken that card: only in the pictures of a
      turn being resolved, as that power ends the turn; a position refuses it).
    * ``hands``: each seat's hand, ``|``-separated, ``-`` for an empty hand; ``pile``: the
      draw pile, top first; ``obj``: each seat's objective, two faction letters in
      ``KMOV`` order.
    * ``tied``/``picks``: the tie-break (seats, and the cells picked so far, ``;``-separated);
      ``winners``: the seats sharing first place when the game is over.

Sizes and reachable positions
    Every count is bounded by what the game reaches, and a refusal names the bound: a grid
    of at most 5 rows of 5 cells, hands of at most 6 cards (POOK-SETUP-3), a draw pile of at
    most 24 − 6 × players cards (12, 6, none with 4), fewer picks than players. A position
    must also keep what real play keeps, so that whatever is accepted can be played to the
    end: the table covers ``0,0``; while the pile has cards the hands are refilled (all the
    same size, 6 with the whole deck, the seat on turn one fewer in phases ``power`` and
    ``after``: POOK-TURN-3); in ``power``/``after`` the seat on turn holds at most 5; the
    ``swap`` card lies next to Piggy and the ``block`` card next to where Piggy stood when
    the turn began (POOK-PIG-1/2); the warrior at ``placed`` has paid its cost on the table
    as it is (POOK-COST-1); ``after`` has a swap to offer; ``tiebreak`` and ``over``
    come with every card played (POOK-END-1), tied seats and shared winners share one score,
    and a shared first place has no coin card left (POOK-END-3/4). Abridged positions (a
    puzzle with a few cards, the others out of the game) are welcome under the same rules.

Moves
    ``M3@1,0`` places M3 warrior side up at 1,0; ``m3@1,0`` places it coin side up.
    ``power@1,1`` uses an Orc's or Viking's power on 1,1; ``power@1,1=O1`` a Mage's, putting
    O1 from the hand in place of the card at 1,1. ``pig@0,1`` swaps Piggy with the card at
    0,1 (before the main action in phase ``play``, after it in phase ``after``). ``pass``
    declines the power or the swap after. ``flip@2,0`` picks a coin card in a tie-break.
    A move may name its seat first, ``p2:M3@1,0`` (seats from 1); without it the move is
    the seat's that the position asks (``tutor.core.turns``). ``format_move`` writes the
    seat whenever the move names one.
"""

from __future__ import annotations

import re

from tutor.core import Msg
from tutor.core.check import move_writer
from tutor.core.notation import failer, numbers, position_tokens, read_number, require_text
from tutor.core.turns import parse_seated

from .moves import Flip, Move, Pass, Place, Power, Swap
from .resolve import scores
from .rulebook import R
from .rules import RULES, SIZE, coin_cells, coin_count, swap_moves
from .state import (BOARD_READ, BOARD_TEXT, DECK, DECK_COUNT, GONE, HAND_SIZE, MAX_PLAYERS,
                    NOTATION, OBJECTIVES, PIGGY, Board, Card, Cell, Faction, Laid, Options, Phase,
                    Piggy, State, Window, card, neighbours)

PREFIX = "pk1"
FIELDS = ("players", "window", "turn", "phase", "block", "swap", "placed", "board", "hands",
          "pile", "obj", "tied", "picks", "winners")
CARD_RE = re.compile(r"[KMOV][1-9]")
LAID_RE = re.compile(r"([KMOV][1-9])|([kmov][1-9])(?:~(.*))?")

#: The farthest any card lies from ``0,0`` along an axis: Piggy starts there
#: (POOK-SETUP-1), that cell is never emptied (every card is laid next to one on the table,
#: swaps exchange cards in place: POOK-PLACE-1) and the layout fits in a 5×5 window
#: (POOK-PLACE-2). Every coordinate of the notation is a whole number from -4 to 4.
REACH = 4
#: The widest and highest a grid can be (POOK-PLACE-2).
WINDOW = REACH + 1
#: The most cards a draw pile holds, by table size: the 24 cards less 6 dealt to each seat
#: (POOK-SETUP-3): 12 with 2 players, 6 with 3, none with 4.
PILE_MOST = {n: len(DECK) - HAND_SIZE * n for n in range(2, MAX_PLAYERS + 1)}


_err = failer("pk")


# ---------------------------------------------------------------- cells, cards

def format_cell(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str, whole: str = "", at: int = 0) -> Cell:
    """``x,y``: two whole numbers from -:data:`REACH` to :data:`REACH`, ASCII digits only
    (``core.notation.read_number`` names the bounds)."""
    whole = whole or text
    head, sep, tail = text.partition(",")
    if not sep or "," in tail:
        raise _err("bad_cell", whole, at, value=text)
    return (read_number(head, -REACH, REACH, text=whole, position=at, field="x"),
            read_number(tail, -REACH, REACH, text=whole, position=at + len(head) + 1, field="y"))


def _seat(value: str, whole: str, at: int, players: int, field: str) -> int:
    """A seat from 1 to ``players`` (0-based in the state); the shared refusal names them."""
    return read_number(value, 1, players, text=whole, position=at, field=field,
                       negative=False) - 1


def parse_card(text: str, whole: str = "", at: int = 0) -> Card:
    if not CARD_RE.fullmatch(text):
        raise _err("bad_card", whole or text, at, value=text)
    try:
        return card(text)
    except KeyError:
        raise _err("bad_card", whole or text, at, value=text) from None


def format_laid(item) -> str:
    if isinstance(item, Piggy):
        return "P"
    if item.up:
        return item.card.code
    low = item.card.code.lower()
    return low if item.by is None else f"{low}~{item.by + 1}"


def parse_laid(text: str, whole: str, at: int, players: int = MAX_PLAYERS):
    if text == "P":
        return PIGGY
    m = LAID_RE.fullmatch(text)
    if not m:
        raise _err("bad_card", whole, at, value=text)
    if m.group(1):
        return Laid(parse_card(m.group(1), whole, at), True, None)
    c = parse_card(m.group(2).upper(), whole, at)
    by = None if m.group(3) is None else _seat(m.group(3), whole, at + m.start(3), players,
                                               "~seat")
    return Laid(c, False, by)


# ---------------------------------------------------------------- grid

@BOARD_TEXT.provide
def format_board(board: Board) -> str:
    x0, x1, y0, y1 = board.bounds()
    rows = []
    for y in range(y1, y0 - 1, -1):
        rows.append(",".join(format_laid(board[(x, y)]) if (x, y) in board else "."
                             for x in range(x0, x1 + 1)))
    return f"{x0},{y1}:" + "/".join(rows)


@BOARD_READ.provide
def parse_board(text: str, whole: str | None = None, offset: int = 0,
                players: int = MAX_PLAYERS) -> Board:
    whole = text if whole is None else whole
    head, sep, body = text.partition(":")
    if not sep:
        raise _err("bad_grid", whole, offset, value=text)
    x0, y1 = parse_cell(head, whole, offset)
    pos = offset + len(head) + 1
    cells, where = {}, {}
    width = None
    rows = body.split("/")
    if len(rows) > WINDOW:
        raise _err("grid_rows", whole, offset, n=len(rows), most=WINDOW, rule=str(R.PLACE_2))
    for i, row in enumerate(rows):
        tokens = row.split(",")
        if len(tokens) > WINDOW:
            raise _err("grid_cols", whole, pos, n=len(tokens), most=WINDOW, rule=str(R.PLACE_2))
        if width is None:
            width = len(tokens)
        elif len(tokens) != width:
            raise _err("ragged", whole, pos, row=i + 1)
        for j, tok in enumerate(tokens):
            if tok != ".":
                cells[(x0 + j, y1 - i)] = parse_laid(tok, whole, pos, players)
                where[(x0 + j, y1 - i)] = pos
            pos += len(tok) + 1
    board = Board(cells)
    pigs = [c for c, it in cells.items() if isinstance(it, Piggy)]
    if len(pigs) != 1:
        raise _err("piggy_count", whole, offset, n=len(pigs))
    if format_board(board) != text:
        raise _err("not_tight", whole, offset, value=text)
    groups = _groups(board)
    if len(groups) > 1:
        # name the first card, in reading order (top row first), of the smallest group:
        # the stray one (between groups of one size, a group without Piggy)
        pig = board.piggy
        stray = min(groups, key=lambda g: (len(g), pig in g, min(map(_reading, g))))
        first = min(stray, key=_reading)
        what = Msg("pk.notation.piggy" if isinstance(board[first], Piggy) else
                   "pk.notation.the_card")
        raise _err("disconnected", whole, where[first], what=what,
                   cell=f"({first[0]},{first[1]})", rule=str(R.PLACE_1))
    return board


def _reading(cell: Cell) -> tuple[int, int]:
    return -cell[1], cell[0]


def _groups(board: Board) -> list[set[Cell]]:
    """The orthogonally connected groups of cards on the table. In play there is only one:
    every card is laid next to a card on the table (POOK-PLACE-1), and Piggy and Mage swaps
    exchange cards in place, so nothing ever leaves a cell."""
    groups, left = [], set(board)
    while left:
        start = left.pop()
        group, todo = {start}, [start]
        while todo:
            for n in neighbours(todo.pop()):
                if n in left:
                    left.discard(n)
                    group.add(n)
                    todo.append(n)
        groups.append(group)
    return groups


# ---------------------------------------------------------------- moves

#: A move's shape; its cells (anything up to ``=``) are read by :func:`parse_cell`, which
#: says what is wrong with a number (a digit of another script, a value out of reach).
_CELL = r"([^@=]*)"
MOVE_RE = re.compile(rf"([KMOVkmov][1-9])@{_CELL}|power@{_CELL}(?:=([KMOV][1-9]))?"
                     rf"|pig@{_CELL}|flip@{_CELL}|pass")


def _format_place(move: Place) -> str:
    code = move.card.code if move.up else move.card.code.lower()
    return f"{code}@{format_cell(move.cell)}"


def _format_power(move: Power) -> str:
    extra = f"={move.card.code}" if move.card is not None else ""
    return f"power@{format_cell(move.target)}{extra}"


_FORMAT = {
    Place: _format_place,
    Power: _format_power,
    Swap: lambda move: f"pig@{format_cell(move.cell)}",
    Flip: lambda move: f"flip@{format_cell(move.cell)}",
    Pass: lambda move: "pass",
}
format_move = move_writer(_FORMAT, "Pook move")
RULES.quotes(format_move)                # a verdict quotes the move without its seat


def parse_move(text: str) -> Move:
    """A move (``K1@1,0``, ``pass``...), optionally after its seat: ``p2:K1@1,0``."""
    return parse_seated(require_text(text, "move"), MAX_PLAYERS, _parse_choice)


def _parse_choice(text: str) -> Move:
    m = MOVE_RE.fullmatch(text)
    if not m:
        raise _err("bad_move", text, 0, value=text)
    if m.group(1):
        code = m.group(1)
        return Place(parse_card(code.upper(), text, 0), code[0].isupper(),
                     parse_cell(m.group(2), text, m.start(2)))
    if m.group(4):
        c = parse_card(m.group(4), text, m.start(4))
        return Power(parse_cell(m.group(3), text, m.start(3)), c)
    if m.start(3) >= 0:
        return Power(parse_cell(m.group(3), text, m.start(3)))
    if m.start(5) >= 0:
        return Swap(parse_cell(m.group(5), text, m.start(5)))
    if m.start(6) >= 0:
        return Flip(parse_cell(m.group(6), text, m.start(6)))
    return Pass()


# ---------------------------------------------------------------- states

def _count(value: str) -> int:
    """How many comma-separated entries a list field holds (``-``: none)."""
    return 0 if value == "-" else value.count(",") + 1


def _cards(value: str, whole: str, at: int) -> tuple[Card, ...]:
    if value == "-":
        return ()
    out, pos = [], at
    for tok in value.split(","):
        out.append(parse_card(tok, whole, pos))
        pos += len(tok) + 1
    return tuple(out)


def _fmt_cards(cards) -> str:
    return ",".join(c.code for c in cards) or "-"


def _opt_cell(value: str, whole: str, at: int) -> Cell | None:
    return None if value == "-" else parse_cell(value, whole, at)


def _seats(value: str, whole: str, at: int, players: int, field: str) -> tuple[int, ...]:
    out = [n - 1 for n in numbers(value, 1, players, text=whole, position=at, field=field,
                                  negative=False)]
    if sorted(set(out)) != out:
        raise _err("seat_order", whole, at, value=value)
    return tuple(out)


def _fmt_seats(seats) -> str:
    return ",".join(str(s + 1) for s in seats) or "-"


def _fmt_opt(cell) -> str:
    return "-" if cell is None else format_cell(cell)


@NOTATION.provide
def to_notation(state: State) -> str:
    swap = "-" if state.swap is None else GONE if state.swap == GONE else format_cell(state.swap)
    return " ".join([
        PREFIX, f"players={state.players}", f"window={state.options.window.value}",
        f"turn={state.turn + 1}", f"phase={state.phase.value}", f"block={_fmt_opt(state.block)}",
        f"swap={swap}", f"placed={_fmt_opt(state.placed)}", f"board={format_board(state.board)}",
        "hands=" + "|".join(_fmt_cards(h) for h in state.hands), f"pile={_fmt_cards(state.pile)}",
        "obj=" + ",".join(a.name + b.name for a, b in state.objectives),
        f"tied={_fmt_seats(state.tied)}",
        "picks=" + (";".join(format_cell(c) for c in state.picks) or "-"),
        f"winners={_fmt_seats(state.winners)}",
    ])


def _fields(text: str) -> tuple[dict[str, str], dict[str, int]]:
    """Each field's value and where it starts in ``text``. Whitespace around the position
    (a pasted line's newline) and runs of spaces between fields are accepted; a missing or
    unexpected field is named."""
    tokens = position_tokens(text, PREFIX, _err)
    values, at = {}, {}
    for i, name in enumerate(FIELDS):
        after = f"{FIELDS[i - 1]}=" if i else PREFIX
        if i + 1 >= len(tokens):
            raise _err("missing_field", text, len(text.rstrip()), field=f"{name}=", after=after)
        token, pos = tokens[i + 1]
        key, sep, value = token.partition("=")
        if sep and key in FIELDS[i + 1:]:
            raise _err("missing_field", text, pos, field=f"{name}=", after=after)
        if key != name or not sep or not value:
            raise _err("expected_field", text, pos, field=name, token=token)
        values[name], at[name] = value, pos + len(key) + 1
    if len(tokens) > len(FIELDS) + 1:
        token, pos = tokens[len(FIELDS) + 1]
        raise _err("extra_field", text, pos, token=token, last=f"{FIELDS[-1]}=")
    return values, at


def from_notation(text: str) -> State:
    """The state a ``pk1`` line writes. Strict: a malformed text, a number out of reach or a
    position that no game reaches is refused with a ``NotationError`` naming the fault (and
    its rule); whatever is accepted can be played to the end."""
    values, at = _fields(require_text(text))
    players = read_number(values["players"], 2, MAX_PLAYERS, text=text, position=at["players"],
                          field="players", negative=False)
    try:
        window = Window(values["window"])
    except ValueError:
        raise _err("bad_value", text, at["window"], field="window", value=values["window"]) \
            from None
    try:
        phase = Phase(values["phase"])
    except ValueError:
        raise _err("bad_value", text, at["phase"], field="phase", value=values["phase"]) \
            from None
    turn = _seat(values["turn"], text, at["turn"], players, "turn")
    board = parse_board(values["board"], text, at["board"], players)
    hand_texts = values["hands"].split("|")
    if len(hand_texts) != players:
        raise _err("seat_count", text, at["hands"], field="hands", n=players)
    hands, p = [], at["hands"]
    for seat, h in enumerate(hand_texts):
        if _count(h) > HAND_SIZE:
            raise _err("hand_size", text, p, who=seat + 1, n=_count(h), size=HAND_SIZE,
                       rule=str(R.SETUP_3))
        hands.append(_cards(h, text, p))
        p += len(h) + 1
    n = _count(values["pile"])
    if n > PILE_MOST[players]:
        raise _err("pile_four" if not PILE_MOST[players] else "pile_size", text, at["pile"],
                   n=n, most=PILE_MOST[players], players=players, size=HAND_SIZE,
                   rule=str(R.SETUP_3))
    pile = _cards(values["pile"], text, at["pile"])
    objs = values["obj"].split(",")
    if len(objs) != players:
        raise _err("seat_count", text, at["obj"], field="obj", n=players)
    objectives = []
    names = {a.name + b.name: (a, b) for a, b in OBJECTIVES}
    for o in objs:
        if o not in names:
            raise _err("bad_value", text, at["obj"], field="obj", value=o)
        objectives.append(names[o])
    if len(set(objectives)) != players:
        raise _err("shared_pair", text, at["obj"])
    block = _opt_cell(values["block"], text, at["block"])
    swap = values["swap"]
    swap = None if swap == "-" else GONE if swap == GONE else parse_cell(swap, text, at["swap"])
    placed = _opt_cell(values["placed"], text, at["placed"])
    tied = _seats(values["tied"], text, at["tied"], players, "tied")
    picks_text = values["picks"]
    n = 0 if picks_text == "-" else picks_text.count(";") + 1
    if n > players - 1:
        raise _err("picks_count", text, at["picks"], n=n, most=players - 1,
                   rule=str(R.END_4))
    picks, p = [], at["picks"]
    for c in ([] if picks_text == "-" else picks_text.split(";")):
        picks.append(parse_cell(c, text, p))
        p += len(c) + 1
    winners = _seats(values["winners"], text, at["winners"], players, "winners")
    state = State(Options(players, window), board, tuple(hands), pile, tuple(objectives), turn,
                  phase, block, swap, placed, tied, tuple(picks), winners)
    _validate(state, text)
    _reachable(state, text, at)
    return state


def _validate(state: State, text: str) -> None:
    """Consistency a position must have (the message names the fault)."""
    extra = state.all_cards() - DECK_COUNT
    if extra:
        raise _err("too_many", text, None, cards=sorted(c.code for c in extra.elements()))
    board = state.board
    x0, x1, y0, y1 = board.bounds()
    if state.options.window is Window.CENTRED:
        fits = max(abs(x0), abs(x1), abs(y0), abs(y1)) <= SIZE // 2
    else:
        fits = x1 - x0 < SIZE and y1 - y0 < SIZE
    if not fits:
        raise _err("too_big", text, None)
    for name, cell in (("block", state.block), ("swap", state.swap)):
        if isinstance(cell, tuple) and not isinstance(board.get(cell), Laid):
            raise _err("no_card_at", text, None, field=name, cell=format_cell(cell))
    phase = state.phase
    power = phase is Phase.POWER
    w = board.warrior(state.placed) if state.placed is not None else None
    if power != (state.placed is not None) or (power and (w is None or w.faction is Faction.K)):
        raise _err("phase_field", text, None, field="placed", phase=phase.value)
    tie = phase is Phase.TIEBREAK
    if tie and (len(state.tied) < 2 or len(state.picks) >= len(state.tied)
                or not coin_cells(board)
                or any(not isinstance(board.get(c), Laid) or board[c].up for c in state.picks)):
        raise _err("phase_field", text, None, field="tied", phase=phase.value)
    if not tie and (state.tied or state.picks):
        raise _err("phase_field", text, None, field="tied", phase=phase.value)
    if (phase is Phase.OVER) != bool(state.winners):
        raise _err("phase_field", text, None, field="winners", phase=phase.value)
    if phase is Phase.PLAY and not state.hands[state.turn]:
        raise _err("empty_hand", text, None, who=state.turn + 1)
    if phase is Phase.AFTER and state.swap is not None:
        raise _err("phase_field", text, None, field="swap", phase=phase.value)


def _seats_text(seats) -> list[str]:
    return [str(s + 1) for s in seats]


def _reachable(state: State, text: str, at: dict[str, int]) -> None:
    """What real play keeps, beyond the shape of each field: a position breaking one of
    these is reached by no game, and the engine could not play it to the end (a draw making
    a seventh card, a game that never ends). Each refusal names the invariant and its rule.

    Abridged positions stay welcome (a puzzle with a few cards, the others out of the
    game): the hands then hold fewer than 6, but they follow the same turns."""
    board, phase, hands, turn = state.board, state.phase, state.hands, state.turn
    if (0, 0) not in board:                     # where Piggy started: never emptied
        raise _err("origin", text, at["board"], rule=f"{R.SETUP_1}, {R.PLACE_1}")
    ended = phase in (Phase.TIEBREAK, Phase.OVER)
    left = len(state.pile) + sum(map(len, hands))
    if ended and left:
        raise _err("cards_left", text, at["hands"], phase=phase.value, n=left,
                   rule=str(R.END_1))
    played = phase in (Phase.POWER, Phase.AFTER)        # the seat on turn has laid its card
    if played and len(hands[turn]) > HAND_SIZE - 1:
        raise _err("played_hand", text, at["hands"], phase=phase.value, who=turn + 1,
                   n=len(hands[turn]), most=HAND_SIZE - 1,
                   rule=f"{R.SETUP_3}, {R.TURN_1}")
    if state.pile:                  # every turn ends with a draw: the hands stay refilled
        whole = sum(state.all_cards().values()) == len(DECK)
        size = HAND_SIZE if whole else len(hands[turn]) + played
        for seat, hand in enumerate(hands):
            need = size - (played and seat == turn)
            if len(hand) != need:
                raise _err("not_refilled", text, at["hands"], who=seat + 1, n=len(hand),
                           need=need, left=len(state.pile), size=HAND_SIZE,
                           rule=f"{R.SETUP_3}, {R.TURN_3}")
    # Piggy moves once a turn (POOK-PIG-1); the card it was swapped with stays next to it
    pig = board.piggy
    if ended and state.swap is not None:
        raise _err("phase_field", text, at["swap"], field="swap", phase=phase.value)
    if isinstance(state.swap, tuple) and state.swap not in neighbours(pig):
        raise _err("swap_far", text, at["swap"], cell=_cell_text(state.swap),
                   pig=_cell_text(pig), rule=str(R.PIG_1))
    if state.swap == GONE:      # the Mage's power ends the main action: the turn ends too
        raise _err("swap_gone", text, at["swap"], rule=f"{R.POW_MAGE}, {R.PIG_1}")
    if state.block is not None:         # next to where Piggy stood when the turn began
        near = pig if state.swap is None else state.swap
        if state.block not in neighbours(near):
            raise _err("block_far", text, at["block"], cell=_cell_text(state.block),
                       near=_cell_text(near), rule=str(R.PIG_2))
    for name, cell in (("block", state.block), ("swap", state.swap)):
        if state.placed is not None and cell == state.placed:
            raise _err("placed_swapped", text, at["placed"], cell=_cell_text(cell),
                       field=name, rule=str(R.TURN_1))
    if state.placed is not None:        # laid from the hand since the board last changed
        warrior = board.warrior(state.placed)
        total = coin_count(board, state.placed)
        if total < warrior.level:
            raise _err("placed_cost", text, at["placed"], cell=_cell_text(state.placed),
                       card=warrior.code, level=warrior.level, total=total,
                       rule=str(R.COST_1))
    if phase is Phase.AFTER and not swap_moves(state):
        raise _err("after_no_swap", text, at["phase"], rule=f"{R.PIG_1}, {R.PIG_2}")
    # the end: ties share one score, and a shared first place has no coin card left
    score = scores(state)
    for field, seats, rule in (("tied", state.tied, R.END_4),
                               ("winners", state.winners, R.END_3)):
        if len({score[s] for s in seats}) > 1:
            raise _err(f"{field}_scores", text, at[field], who=_seats_text(seats),
                       scores=[score[s] for s in seats], rule=str(rule))
    if len(state.winners) > 1 and coin_cells(board):
        raise _err("tie_left", text, at["winners"], who=_seats_text(state.winners),
                   rule=str(R.END_4))


def _cell_text(cell: Cell) -> str:
    return f"({cell[0]},{cell[1]})"
