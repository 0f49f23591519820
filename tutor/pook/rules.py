"""Legality of Pook moves: placement (POOK-PLACE-1/2, POOK-COST-1..3, POOK-TURN-4), powers
(POOK-POW-*), Piggy swaps (POOK-PIG-1..4) and tie-break picks (POOK-END-4).

``check`` never raises for a well-typed move; ``legal_moves`` and ``check`` agree. Gates
come first (game over, then phase) and stop at the first failure; after them every rule
reports, the passing ones too, with their numbers and the cards that decided it in
``focus`` ("a level-3 Mage needs 3 coins in its row and column: row has Piggy, column has
1 coin → 2 < 3").
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.core import Ask, AskKind, Msg, Partial, Reason, Verdict, seat_name
from tutor.core.check import CheckTable, by_type
from tutor.core.focus import as_cells
from tutor.core.frozen import made

from .facts import NoTarget
from .moves import Flip, Move, Pass, Place, Power, Swap
from .rulebook import R
from .state import (GONE, Board, Card, Cell, Faction, Laid, Phase, Piggy, State, Window,
                    neighbours)

SIZE = 5
POWER_RULE = {Faction.K: R.POW_KNIGHT, Faction.M: R.POW_MAGE, Faction.O: R.POW_ORC,
              Faction.V: R.POW_VIKING}


def player(seat: int) -> Msg:
    return seat_name(seat)


def cell_text(cell: Cell) -> str:
    return f"({cell[0]},{cell[1]})"


def faction_msg(f: Faction) -> Msg:
    return Msg(f"pk.faction.{f.name}")


def card_msg(c: Card) -> Msg:
    """``level-3 Mage``."""
    return Msg("pk.card", level=c.level, faction=faction_msg(c.faction))


def item_msg(item) -> Msg | str:
    """A card on the table in a sentence: ``K1`` face up, "a coin-side card" (which one
    stays hidden), or Piggy."""
    if isinstance(item, Piggy):
        return Msg("pk.item.piggy")
    return item.card.code if item.up else Msg("pk.item.coin")


# ---------------------------------------------------------------- geometry

def frontier(board: Board) -> list[Cell]:
    """Empty cells sharing a side with a card on the table, sorted (POOK-PLACE-1)."""
    taken = board.keys()
    return sorted({n for c in taken for n in neighbours(c) if n not in taken})


_CENTRED = Window.CENTRED      # an enum member read once (its lookup is slow)


def window_problem(board: Board, cell: Cell, window: Window):
    """``None`` if ``cell`` keeps the layout inside the 5×5 window, else
    ``(axis, size, lo, hi, focus)`` for the message (POOK-PLACE-2)."""
    if window is _CENTRED:
        for axis, v in (("x", cell[0]), ("y", cell[1])):
            if abs(v) > SIZE // 2:
                return axis, abs(v), -(SIZE // 2), SIZE // 2, (cell,)
        return None
    x0, x1, y0, y1 = board.bounds()         # widened to take in the cell (asked of every
    x, y = cell                             # frontier cell at every move: no min/max calls)
    if x < x0:
        x0 = x
    elif x > x1:
        x1 = x
    if y < y0:
        y0 = y
    elif y > y1:
        y1 = y
    if x1 - x0 + 1 > SIZE:
        far = x0 if cell[0] == x1 else x1
        return "x", x1 - x0 + 1, x0, x1, (cell,) + tuple(sorted(c for c in board if c[0] == far))
    if y1 - y0 + 1 > SIZE:
        far = y0 if cell[1] == y1 else y1
        return "y", y1 - y0 + 1, y0, y1, (cell,) + tuple(sorted(c for c in board if c[1] == far))
    return None


def coins(board: Board, cell: Cell) -> tuple[list[Cell], list[Cell]]:
    """Coin cells (coin-side cards and Piggy) in ``cell``'s row and in its column, ``cell``
    itself excluded (POOK-COST-1/2, POOK-PIG-3)."""
    row = sorted(c for c in board if c[1] == cell[1] and c != cell and board.is_coin(c))
    col = sorted(c for c in board if c[0] == cell[0] and c != cell and board.is_coin(c))
    return row, col


def line_msg(board: Board, cells: Sequence[Cell]) -> Msg:
    pig = any(isinstance(board[c], Piggy) for c in cells)
    n = len(cells) - pig
    if pig:
        return Msg("pk.line.piggy_coins", n=n) if n else Msg("pk.line.piggy")
    return Msg("pk.line.coins", n=n) if n else Msg("pk.line.none")


def cost_reason(board: Board, c: Card, cell: Cell, rule: str = R.COST_1) -> Reason:
    row, col = coins(board, cell)
    total = len(row) + len(col)
    ok = total >= c.level
    msg = Msg("pk.cost.ok" if ok else "pk.cost.bad", card=card_msg(c), level=c.level,
              row=line_msg(board, row), col=line_msg(board, col), total=total,
              cell=cell_text(cell))
    return Reason(rule, ok, msg, as_cells((cell,) + tuple(row) + tuple(col)))


def knights_guarding(board: Board, cell: Cell) -> list[Cell]:
    """Face-up Knights next to ``cell`` (POOK-POW-KNIGHT); they guard it if it is a warrior."""
    return [n for n in neighbours(cell)
            if (w := board.warrior(n)) is not None and w.faction is Faction.K]


def protected(board: Board, cell: Cell) -> list[Cell]:
    """The Knights protecting the card at ``cell``: only a face-up warrior is protected."""
    if board.warrior(cell) is None:
        return []
    return sorted(knights_guarding(board, cell))


# ---------------------------------------------------------------- who may act

#: The step each phase asks for (``Ask.step``).
STEP = {Phase.PLAY: "place", Phase.POWER: "power", Phase.AFTER: "swap_after",
        Phase.TIEBREAK: "pick"}


def asks(state: State) -> tuple[Ask, ...]:
    """Who may act now, and on what: the seat on its turn (place a card, or swap Piggy
    first; the warrior's power; the swap after the main action), or in a tie-break the next
    tied seat to pick a coin card (POOK-END-4, picks made one after another)."""
    seat = state.to_act
    if seat is None:
        return ()
    phase = state.phase
    if phase is Phase.POWER:
        rule = POWER_RULE[state.board.warrior(state.placed).faction]
    else:
        rule = PHASE_RULE[phase]
    kind = AskKind.RESPONSE if phase is Phase.TIEBREAK else AskKind.TURN
    data = None
    if phase is Phase.POWER and not power_moves(state):      # asked all the same: pass
        data = NoTarget(state.board.warrior(state.placed), state.placed,
                        tuple(untargetable(state)))
    need = "power_none" if data is not None else phase.value
    return (Ask(seat, STEP[phase], str(rule),
                Msg("pk.ask", who=player(seat), need=Msg(f"pk.phase.{need}")), kind, data),)


# ---------------------------------------------------------------- gates

PHASE_RULE = {Phase.PLAY: R.TURN_1, Phase.POWER: R.TURN_1, Phase.AFTER: R.TURN_2,
              Phase.TIEBREAK: R.END_4}
ALLOWED = {Place: (Phase.PLAY,), Power: (Phase.POWER,), Swap: (Phase.PLAY, Phase.AFTER),
           Pass: (Phase.POWER, Phase.AFTER), Flip: (Phase.TIEBREAK,)}


def phase_gate(state: State, phases: Sequence[Phase]) -> Reason | None:
    """The refusal of a move for ``phases`` in the phase of ``state``, or None."""
    if state.phase not in phases:
        return Reason(PHASE_RULE[state.phase], False,
                      Msg("pk.gate.phase", who=player(state.to_act),
                          need=Msg(f"pk.phase.{state.phase.value}")),
                      as_cells((state.placed,) if state.placed else ()))
    return None


# ---------------------------------------------------------------- placement

def hand_reason(state: State, c: Card) -> Reason:
    """POOK-TURN-1: is ``c`` in the hand of the seat on its turn?"""
    seat = state.turn
    hand = state.hands[seat]
    if c not in hand:
        return Reason(R.TURN_1, False, Msg("pk.hand.missing", card=c.code, who=player(seat),
                                           hand=[h.code for h in hand] or "-"))
    return Reason(R.TURN_1, True, Msg("pk.hand.ok", card=c.code, who=player(seat)))


def place_reasons(state: State, move: Place) -> list[Reason]:
    board, cell, c = state.board, move.cell, move.card
    held = hand_reason(state, c)
    if not held.ok:
        return [held]
    out = [held]
    if cell in board:
        return out + [Reason(R.PLACE_1, False, Msg("pk.place.occupied", cell=cell_text(cell),
                                                  item=item_msg(board[cell])), as_cells((cell,)))]
    out += cell_reasons(state, cell)
    if move.up:
        out.append(cost_reason(board, c, cell))
    else:
        out.append(Reason(R.TURN_4, True, Msg("pk.coin.free", card=c.code), as_cells((cell,))))
    return out


def cell_reasons(state: State, cell: Cell) -> list[Reason]:
    """POOK-PLACE-1/2 for an empty ``cell``, whatever the card: next to a card, inside the
    window."""
    board = state.board
    out = []
    touching = [n for n in neighbours(cell) if n in board]
    if touching:
        out.append(Reason(R.PLACE_1, True, Msg("pk.place.adjacent", cell=cell_text(cell),
                                               n=len(touching),
                                               cells=[cell_text(t) for t in touching]),
                          as_cells((cell,) + tuple(touching))))
    else:
        out.append(Reason(R.PLACE_1, False, Msg("pk.place.alone", cell=cell_text(cell)),
                          as_cells((cell,))))
    problem = window_problem(board, cell, state.options.window)
    if problem is None:
        out.append(Reason(R.PLACE_2, True, Msg("pk.window.ok", cell=cell_text(cell)),
                          as_cells((cell,))))
    else:
        axis, size, lo, hi, focus = problem
        key = "pk.window.centred" if state.options.window is Window.CENTRED else \
            f"pk.window.too_{axis}"
        out.append(Reason(R.PLACE_2, False, Msg(key, n=size, lo=lo, hi=hi, cell=cell_text(cell)),
                          as_cells(focus)))
    return out


# ---------------------------------------------------------------- powers

def power_reasons(state: State, move: Power, card_to_come: bool = False) -> list[Reason]:
    """POOK-POW-*: the power of the warrior just placed on ``move.target``. ``card_to_come``:
    a Mage's hand card is not chosen yet (a partial move), so its absence is no refusal."""
    board, src = state.board, state.placed
    assert src is not None
    w = board.warrior(src)
    assert w is not None
    rule = POWER_RULE[w.faction]
    target = move.target
    focus = as_cells((src, target))
    if target not in neighbours(src):
        return [Reason(rule, False, Msg("pk.power.not_adjacent", card=w.code, at=cell_text(src),
                                        cell=cell_text(target)), focus)]
    item = board.get(target)
    if item is None:
        return [Reason(rule, False, Msg("pk.power.empty", cell=cell_text(target)), focus)]
    if isinstance(item, Piggy):
        return [Reason(R.PIG_4, False, Msg("pk.power.piggy", card=w.code), focus)]
    out = [Reason(rule, True, Msg("pk.power.adjacent", card=w.code, cell=cell_text(target)),
                  focus)]
    if w.faction is Faction.O and not item.up:
        out.append(Reason(rule, False, Msg("pk.orc.coin", cell=cell_text(target)), focus))
    if w.faction is Faction.V and item.up:
        out.append(Reason(rule, False, Msg("pk.viking.warrior", cell=cell_text(target),
                                           card=item.card.code), focus))
    if item.up:
        guards = protected(board, target)
        if guards:
            out.append(Reason(R.POW_KNIGHT, False,
                              Msg("pk.protected", card=item.card.code, cell=cell_text(target),
                                  knights=[cell_text(k) for k in guards]),
                              as_cells((target,) + tuple(guards))))
        else:
            out.append(Reason(R.POW_KNIGHT, True, Msg("pk.unprotected", card=item.card.code,
                                                       cell=cell_text(target)),
                              as_cells((target,))))
    if w.faction is Faction.M:
        hand = state.hands[state.turn]
        if move.card is None:
            if not card_to_come:
                out.append(Reason(rule, False, Msg("pk.mage.no_card"), focus))
        elif move.card not in hand:
            out.append(Reason(rule, False, Msg("pk.hand.missing", card=move.card.code,
                                               who=player(state.turn),
                                               hand=[h.code for h in hand] or "-"), focus))
        else:
            side = Msg("pk.side.up" if item.up else "pk.side.coin")
            out.append(Reason(rule, True, Msg("pk.mage.type", card=move.card.code, side=side,
                                              cell=cell_text(target)), focus))
            if item.up:
                out.append(cost_reason(board, move.card, target))
    elif move.card is not None:
        out.append(Reason(rule, False, Msg("pk.power.no_card", card=w.code), focus))
    return out


def power_moves(state: State) -> list[Power]:
    """Every legal use of the pending power (POWER phase), in a fixed order."""
    board, src = state.board, state.placed
    w = board.warrior(src) if src is not None else None
    if w is None or w.faction is Faction.K:
        return []
    out: list[Power] = []
    hand = sorted(set(state.hands[state.turn]))
    for t in sorted(neighbours(src)):
        item = board.get(t)
        if not isinstance(item, Laid):
            continue
        if item.up and protected(board, t):
            continue
        if w.faction is Faction.O and item.up:
            out.append(Power(t, seat=state.turn))
        elif w.faction is Faction.V and not item.up:
            out.append(Power(t, seat=state.turn))
        elif w.faction is Faction.M:
            for c in hand:
                if not item.up or coin_count(board, t) >= c.level:
                    out.append(Power(t, c, seat=state.turn))
    return out


def untargetable(state: State) -> list[Cell]:
    """Neighbours of the placed warrior that its power would target but a Knight guards."""
    src = state.placed
    return [t for t in sorted(neighbours(src)) if protected(state.board, t)] if src else []


# ---------------------------------------------------------------- Piggy

def swap_reasons(state: State, move: Swap) -> list[Reason]:
    board = state.board
    pig = board.piggy
    cell = move.cell
    if state.swap is not None:
        done = state.swap if state.swap != GONE else pig
        return [Reason(R.PIG_1, False, Msg("pk.pig.once", who=player(state.turn)),
                       as_cells((pig, done)))]
    item = board.get(cell)
    if cell not in neighbours(pig) or not isinstance(item, Laid):
        return [Reason(R.PIG_1, False, Msg("pk.pig.not_adjacent", cell=cell_text(cell),
                                           pig=cell_text(pig)), as_cells((pig, cell)))]
    out = [Reason(R.PIG_1, True, Msg("pk.pig.adjacent", cell=cell_text(cell), pig=cell_text(pig),
                                     card=item_msg(item)), as_cells((pig, cell)))]
    if state.block == cell:
        out.append(Reason(R.PIG_2, False,
                          Msg("pk.pig.blocked", cell=cell_text(cell), card=item_msg(item),
                              who=player((state.turn - 1) % state.players)),
                          as_cells((pig, cell))))
    elif state.block is not None:
        out.append(Reason(R.PIG_2, True, Msg("pk.pig.not_blocked", block=cell_text(state.block),
                                             cell=cell_text(cell)), as_cells((state.block,))))
    if item.up and protected(board, cell):
        out.append(Reason(R.PIG_4, True, Msg("pk.pig.immune", card=item.card.code),
                          as_cells((cell,))))
    return out


def swap_moves(state: State) -> list[Swap]:
    if state.swap is not None or not state.board:
        return []
    pig = state.board.piggy
    return [Swap(n, seat=state.turn) for n in sorted(neighbours(pig))
            if isinstance(state.board.get(n), Laid) and n != state.block]


# ---------------------------------------------------------------- pass / tie-break

def pass_reasons(state: State) -> list[Reason]:
    if state.phase is Phase.POWER:
        return [Reason(R.TURN_1, True, Msg("pk.pass.power", card=state.board.warrior(
            state.placed).code), as_cells((state.placed,)))]
    return [Reason(R.TURN_2, True, Msg("pk.pass.after"), ())]


def coin_cells(board: Board) -> list[Cell]:
    return sorted(c for c, i in board.items() if isinstance(i, Laid) and i.coin)


def flip_reasons(state: State, move: Flip) -> list[Reason]:
    item = state.board.get(move.cell)
    who = player(state.to_act)
    if isinstance(item, Laid) and item.coin:
        return [Reason(R.END_4, True, Msg("pk.tie.pick_ok", who=who, cell=cell_text(move.cell)),
                       as_cells((move.cell,)))]
    return [Reason(R.END_4, False, Msg("pk.tie.pick_bad", who=who, cell=cell_text(move.cell),
                                       cells=[cell_text(c) for c in coin_cells(state.board)]),
                   as_cells((move.cell,)))]


# ---------------------------------------------------------------- legal moves, check

def coin_count(board: Board, cell: Cell) -> int:
    """The coins a warrior at ``cell`` counts (POOK-COST-1): :func:`cost_reason`'s total,
    without its message (``legal_moves`` asks it of every card at every cell)."""
    x, y = cell
    return sum(1 for c in board.coin_cells() if (c[0] == x) != (c[1] == y))


def place_moves(state: State) -> list[Place]:
    board, seat = state.board, state.turn
    cells = [c for c in frontier(board) if window_problem(board, c, state.options.window) is None]
    coins_at = {cell: coin_count(board, cell) for cell in cells}
    out = []
    for c in sorted(set(state.hands[seat])):
        for cell in cells:                  # Place(c, up, cell, seat=seat), made faster
            if coins_at[cell] >= c.level:
                out.append(made(Place, {"card": c, "up": True, "cell": cell, "seat": seat}))
            out.append(made(Place, {"card": c, "up": False, "cell": cell, "seat": seat}))
    return out


def legal_moves(state: State) -> list[Move]:
    """Every legal move, each naming its seat (the seat asked)."""
    seat, phase = state.to_act, state.phase
    if seat is None:
        return []
    if phase is Phase.PLAY:
        return [*place_moves(state), *swap_moves(state)]
    if phase is Phase.POWER:
        return [*power_moves(state), Pass(seat=seat)]
    if phase is Phase.AFTER:
        return [*swap_moves(state), Pass(seat=seat)]
    return [Flip(c, seat=seat) for c in coin_cells(state.board)]     # the tie-break


def is_legal(state: State, move: Move) -> bool:
    """``check(state, move).legal`` without a message: the fast path of ``apply``.
    ``move`` names its seat. The property tests hold the two to the same answer."""
    if move.seat is None or move.seat != state.to_act:
        return False
    if type(move) is Place:
        board = state.board
        return state.phase is Phase.PLAY and move.card in state.hands[move.seat] \
            and move.cell not in board and any(n in board for n in neighbours(move.cell)) \
            and window_problem(board, move.cell, state.options.window) is None \
            and (not move.up or coin_count(board, move.cell) >= move.card.level)
    if type(move) is Swap:          # legal_moves lists swaps only as swap_moves (PLAY, AFTER)
        return state.phase in (Phase.PLAY, Phase.AFTER) and move in swap_moves(state)
    return move in legal_moves(state)


def describe_move(state: State, move: Move) -> Msg:
    """The move in words (the protocol's ``describe_move``): "Player 1 places K1 warrior
    side up at (1,0)". The player is the move's seat when it names one at the table, else
    the seat asked (once the game is over, the last turn's)."""
    seat = move.seat if move.seat is not None and 0 <= move.seat < state.players \
        else state.to_act if state.to_act is not None else state.turn
    return by_type(_DESCRIBE, move, "Pook move")(state, move, player(seat))


def _describe_power(state: State, move: Power, who: Msg) -> Msg:
    warrior = state.board.warrior(state.placed) if state.placed else None
    name = warrior.code if warrior else Msg("pk.what.the_warrior")
    if move.card is None:
        return Msg("pk.what.power", card=name, cell=cell_text(move.target))
    return Msg("pk.what.mage", card=name, cell=cell_text(move.target), new=move.card.code)


_DESCRIBE = {
    Place: lambda state, move, who: Msg("pk.what.warrior" if move.up else "pk.what.coin",
                                        who=who, card=move.card.code,
                                        cell=cell_text(move.cell)),
    Power: _describe_power,
    Swap: lambda state, move, who: Msg("pk.what.swap", who=who, cell=cell_text(move.cell)),
    Pass: lambda state, move, who: Msg("pk.what.pass", who=who),
    Flip: lambda state, move, who: Msg("pk.what.flip", who=who, cell=cell_text(move.cell)),
}


def _over(state: State) -> Reason | None:
    return Reason(R.END_1, False, Msg("pk.gate.over")) if state.phase is Phase.OVER else None


#: The one ``check`` (:mod:`tutor.core.check`): game over, the seat asked (a move without
#: one is the asked seat's), a move the phase takes (:data:`ALLOWED`), then every rule with
#: its numbers and focus. The notation provides the move's text, :mod:`.parts` the verdict
#: on a move still being put together.
RULES = CheckTable(
    asks=asks, over=_over,
    steps={kind: tuple(STEP[phase] for phase in phases) for kind, phases in ALLOWED.items()},
    wrong_step=lambda state, move, ask: phase_gate(state, ALLOWED[type(move)]),
    reasons={Place: place_reasons, Power: power_reasons, Swap: swap_reasons,
             Pass: lambda state, move: pass_reasons(state), Flip: flip_reasons},
    describe=describe_move)


def check(state: State, move: Move | Partial) -> Verdict:
    """The verdict on ``move``: game over, then the seat (a move without one is the asked
    seat's), then the phase; after these gates every rule with its numbers and focus. A
    :class:`~tutor.core.Partial` gets what its parts decide so far (:mod:`.parts`)."""
    return RULES.check(state, move)
