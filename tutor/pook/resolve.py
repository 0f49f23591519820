"""Setup (POOK-SETUP-1..4) and the consequences of moves: placement, powers, Piggy swaps,
the end of a turn with its draw (POOK-TURN-3), scoring (POOK-END-1..3) and the tie-break
(POOK-END-4). Randomness lives only in :func:`initial_state`.
"""

from __future__ import annotations


from tutor.core import Event, IllegalMoveError, Msg, Outcome, UsageError
from tutor.core.focus import as_cells
from tutor.core.chance import seed_problem, stream
from tutor.core.turns import seated

from .facts import NoTarget
from .moves import Flip, Move, Pass, Place, Power, Swap
from .rulebook import R
from .rules import (POWER_RULE, cell_text, check, coin_cells, coins, faction_msg, is_legal,
                    item_msg, player, power_moves, protected, swap_moves, untargetable)
from .state import (DECK, GONE, HAND_SIZE, OBJECTIVES, PIGGY, Board, Card, Cell, Faction, Laid,
                    Options, Phase, State, neighbours)


def initial_state(options: Options = Options(), seed: int = 0) -> State:
    """Piggy at (0,0), objectives and hands dealt, the rest as the draw pile; seeded."""
    problem = options.problem() or seed_problem(seed)
    if problem is not None:
        raise UsageError(problem)
    rng = stream(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    objectives = tuple(rng.sample(OBJECTIVES, options.players))
    n = options.players
    hands = tuple(tuple(deck[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(n))
    pile = tuple(deck[n * HAND_SIZE:])
    first = rng.randrange(n)
    return State(options, Board({(0, 0): PIGGY}), hands, pile, objectives, turn=first)


# ---------------------------------------------------------------- scoring

def faction_totals(board: Board) -> dict[Faction, int]:
    """POOK-END-2: sum of the levels of each faction's face-up warriors."""
    totals = {f: 0 for f in Faction}
    for item in board.values():
        if isinstance(item, Laid) and item.up:
            totals[item.card.faction] += item.card.level
    return totals


def scores(state: State) -> tuple[int, ...]:
    """POOK-END-3: each player's two secret factions added."""
    totals = faction_totals(state.board)
    return tuple(totals[a] + totals[b] for a, b in state.objectives)


def _obj(pair) -> list[Msg]:
    return [faction_msg(f) for f in pair]


# ---------------------------------------------------------------- the events' messages
# An event records its facts now and its message as ``make(*args)``, built only when read
# (a playout reads none): ``args`` are frozen values.

def _totals_msg(k: int, m: int, o: int, v: int) -> Msg:
    return Msg("pk.end.totals", k=k, m=m, o=o, v=v)


def _score_msg(seat: int, pair: tuple[Faction, Faction], x: int, y: int, score: int) -> Msg:
    return Msg("pk.end.score", who=player(seat), a=faction_msg(pair[0]),
               b=faction_msg(pair[1]), x=x, y=y, score=score)


def _seat_msg(key: str, seat: int) -> Msg:
    return Msg(key, who=player(seat))


def _winner_msg(seat: int, score: int) -> Msg:
    return Msg("pk.end.winner", who=player(seat), score=score)


def _tie_msg(key: str, seats: tuple[int, ...], score: int) -> Msg:
    return Msg(key, who=[player(s) for s in seats], score=score)


def _over_msg(n: int) -> Msg:
    return Msg("pk.end.over", n=n)


def _draw_msg(seat: int, left: int) -> Msg:
    return Msg("pk.turn.draw", who=player(seat), left=left)


def _coin_msg(seat: int, cell: Cell) -> Msg:
    return Msg("pk.event.coin", who=player(seat), cell=cell_text(cell))


def _warrior_msg(seat: int, card: Card, cell: Cell, total: int) -> Msg:
    return Msg("pk.event.warrior", who=player(seat), card=card.code, cell=cell_text(cell),
               total=total, level=card.level)


def _knight_msg(card: Card, guarded: tuple[Cell, ...]) -> Msg:
    if guarded:
        return Msg("pk.event.knight", card=card.code, n=len(guarded),
                   cells=[cell_text(c) for c in guarded])
    return Msg("pk.event.knight_none", card=card.code)


def _no_target_msg(card: Card) -> Msg:
    return Msg("pk.event.no_target", card=card.code)


def _protected_msg(card: Card, cell: Cell, knights: tuple[Cell, ...]) -> Msg:
    return Msg("pk.protected", card=card.code, cell=cell_text(cell),
               knights=[cell_text(k) for k in knights])


def _turned_msg(key: str, warrior: Card, target: Card, cell: Cell) -> Msg:
    return Msg(key, card=warrior.code, target=target.code, cell=cell_text(cell))


def _mage_msg(warrior: Card, cell: Cell, new: Card, old: Card, up: bool) -> Msg:
    return Msg("pk.event.mage", card=warrior.code, cell=cell_text(cell), new=new.code,
               old=old.code, side=Msg("pk.side.up" if up else "pk.side.coin"))


def _swap_msg(seat: int, item, cell: Cell, pig: Cell) -> Msg:
    return Msg("pk.event.swap", who=player(seat), card=item_msg(item), cell=cell_text(cell),
               pig=cell_text(pig))


def _pick_msg(seat: int, cell: Cell) -> Msg:
    return Msg("pk.event.pick", who=player(seat), cell=cell_text(cell))


def _reveal_msg(cell: Cell, card: Card) -> Msg:
    return Msg("pk.event.reveal", cell=cell_text(cell), card=card.code)


def _score_events(state: State) -> list[Event]:
    totals = faction_totals(state.board)
    evs = [Event.later(R.END_2, _totals_msg, (totals[Faction.K], totals[Faction.M],
                                              totals[Faction.O], totals[Faction.V]),
                       (), state)]
    for seat, (pair, score) in enumerate(zip(state.objectives, scores(state))):
        evs.append(Event.later(R.END_3, _score_msg,
                               (seat, pair, totals[pair[0]], totals[pair[1]], score), (), state))
    return evs


def _decide(state: State, group: tuple[int, ...], events: list[Event]) -> State:
    """Top of ``group`` wins; a tie goes to the tie-break while coin cards remain."""
    sc = scores(state)
    best = max(sc[s] for s in group)
    top = tuple(s for s in group if sc[s] == best)
    if len(top) == 1:
        over = state.replace(phase=Phase.OVER, winners=top, tied=(), picks=())
        events.append(Event.later(R.END_3, _winner_msg, (top[0], best), (), over))
        return over
    if not coin_cells(state.board):
        over = state.replace(phase=Phase.OVER, winners=top, tied=(), picks=())
        events.append(Event.later(R.END_4, _tie_msg, ("pk.tie.stands", top, best), (), over))
        return over
    tiebreak = state.replace(phase=Phase.TIEBREAK, tied=top, picks=(), winners=())
    events.append(Event.later(R.END_4, _tie_msg, ("pk.tie.start", top, best), (), tiebreak))
    return tiebreak


def _end_game(state: State, events: list[Event]) -> State:
    events.append(Event.later(R.END_1, _over_msg, (len(state.board) - 1,), (), state))
    events.extend(_score_events(state))
    return _decide(state, tuple(range(state.players)), events)


# ---------------------------------------------------------------- turn flow

def _end_turn(state: State, events: list[Event]) -> State:
    seat = state.turn
    hands, pile = list(state.hands), state.pile
    if state.players < 4 and pile:
        hands[seat] = hands[seat] + (pile[0],)
        pile = pile[1:]
        events.append(Event.later(R.TURN_3, _draw_msg, (seat, len(pile)),
                                  (), state.replace(hands=tuple(hands), pile=pile)))
    block = state.swap if isinstance(state.swap, tuple) else None
    state = state.replace(hands=tuple(hands), pile=pile, block=block, swap=None, placed=None,
                          phase=Phase.PLAY)
    if not pile and not any(state.hands):
        return _end_game(state, events)
    nxt = seat
    for _ in range(state.players):
        nxt = (nxt + 1) % state.players
        if state.hands[nxt]:
            break
    state = state.replace(turn=nxt)
    events.append(Event.later(R.SETUP_4, _seat_msg, ("pk.turn.next", nxt), (), state))
    return state


def _after_main(state: State, events: list[Event]) -> State:
    """The main action is done: offer the Piggy swap after it, or end the turn."""
    if swap_moves(state):
        return state.replace(phase=Phase.AFTER, placed=None)
    return _end_turn(state, events)


def _place(state: State, move: Place, events: list[Event]) -> State:
    seat = state.turn
    hand = list(state.hands[seat])
    hand.remove(move.card)
    hands = state.hands[:seat] + (tuple(hand),) + state.hands[seat + 1:]
    laid = Laid(move.card, move.up, None if move.up else seat)
    board = state.board.with_({move.cell: laid})
    state = state.replace(board=board, hands=hands)
    if not move.up:
        events.append(Event.later(R.TURN_4, _coin_msg, (seat, move.cell),
                                  as_cells((move.cell,)), state))
        return _after_main(state, events)
    row, col = coins(board, move.cell)
    events.append(Event.later(R.COST_1, _warrior_msg,
                              (seat, move.card, move.cell, len(row) + len(col)),
                              as_cells((move.cell,) + tuple(row) + tuple(col)), state))
    faction = move.card.faction
    if faction is Faction.K:
        guarded = tuple(sorted(n for n in neighbours(move.cell) if board.warrior(n) is not None))
        events.append(Event.later(R.POW_KNIGHT, _knight_msg, (move.card, guarded),
                                  as_cells((move.cell,) + guarded), state))
        return _after_main(state, events)
    pending = state.replace(phase=Phase.POWER, placed=move.cell)
    if power_moves(pending):
        return pending
    # No target: the power is still asked (only a pass is legal), so that a learner can try
    # a neighbour and hear why it is refused; the events say it at once.
    blocked = untargetable(pending)
    events.append(Event.later(POWER_RULE[faction], _no_target_msg, (move.card,),
                              as_cells((move.cell,)), state,
                              NoTarget(move.card, move.cell, tuple(blocked))))
    for t in blocked:
        knights = tuple(protected(board, t))
        events.append(Event.later(R.POW_KNIGHT, _protected_msg, (board.warrior(t), t, knights),
                                  as_cells((t,) + knights), state))
    return pending


def _power(state: State, move: Power, events: list[Event]) -> State:
    seat, board, src, t = state.turn, state.board, state.placed, move.target
    w = board.warrior(src)
    item = board[t]
    if w.faction is Faction.O:
        board = board.with_({t: Laid(item.card, False, None)})
        state = state.replace(board=board)
        events.append(Event.later(R.POW_ORC, _turned_msg, ("pk.event.orc", w, item.card, t),
                                  as_cells((src, t)), state))
    elif w.faction is Faction.V:
        board = board.with_({t: Laid(item.card, True, None)})
        state = state.replace(board=board)
        events.append(Event.later(R.POW_VIKING, _turned_msg,
                                  ("pk.event.viking", w, item.card, t), as_cells((src, t)), state))
    else:
        hand = list(state.hands[seat])
        hand.remove(move.card)
        hand.append(item.card)
        hands = state.hands[:seat] + (tuple(hand),) + state.hands[seat + 1:]
        new = Laid(move.card, item.up, None if item.up else seat)
        board = board.with_({t: new})
        block = None if state.block == t else state.block
        swap = GONE if state.swap == t else state.swap
        state = state.replace(board=board, hands=hands, block=block, swap=swap)
        events.append(Event.later(R.POW_MAGE, _mage_msg, (w, t, move.card, item.card, item.up),
                                  as_cells((src, t)), state))
    return _after_main(state.replace(placed=None), events)


def _swap(state: State, move: Swap, events: list[Event]) -> State:
    board = state.board
    pig = board.piggy
    item = board[move.cell]
    board = board.with_({pig: item, move.cell: PIGGY})
    state = state.replace(board=board, swap=pig)
    events.append(Event.later(R.PIG_1, _swap_msg, (state.turn, item, move.cell, pig),
                              as_cells((pig, move.cell)), state))
    if state.phase is Phase.AFTER:          # the swap after the main action ends the turn
        return _end_turn(state, events)
    return state


def _flip(state: State, move: Flip, events: list[Event]) -> State:
    seat = state.to_act
    picks = state.picks + (move.cell,)
    state = state.replace(picks=picks)
    events.append(Event.later(R.END_4, _pick_msg, (seat, move.cell), as_cells((move.cell,)),
                              state))
    if len(picks) < len(state.tied):
        return state
    for cell in dict.fromkeys(picks):
        item = state.board[cell]
        state = state.replace(board=state.board.with_({cell: Laid(item.card, True, None)}))
        events.append(Event.later(R.END_4, _reveal_msg, (cell, item.card), as_cells((cell,)),
                                  state))
    events.extend(_score_events(state))
    return _decide(state, state.tied, events)


def apply(state: State, move: Move) -> Outcome:
    """The new state and the ordered events; ``IllegalMoveError`` for an illegal move.
    ``Outcome.move`` names the seat that made it."""
    move = seated(move, state.to_act)               # a move naming no seat: the asked one's
    if not is_legal(state, move):               # the verdict, with its reasons, only to refuse
        raise IllegalMoveError(check(state, move))
    events: list[Event] = []
    after = _PLAY[type(move)](state, move, events)
    # every event shows the table right after it; the last one, the move's result (which
    # may differ by the phase only: the power or the Piggy swap now on offer)
    events[-1] = events[-1].with_snapshot(after)
    return Outcome(state, move, after, tuple(events))



def _pass(state: State, move: Pass, events: list[Event]) -> State:
    """No power (POOK-TURN-1), or no swap after the main action (POOK-TURN-2)."""
    if state.phase is Phase.POWER:
        declined = state.replace(placed=None)
        events.append(Event.later(R.TURN_1, _seat_msg, ("pk.event.pass_power", state.turn),
                                  as_cells((state.placed,)), declined))
        return _after_main(declined, events)
    events.append(Event.later(R.TURN_2, _seat_msg, ("pk.event.pass_after", state.turn),
                              (), state))
    return _end_turn(state, events)


#: What each move does (by its class).
_PLAY = {Place: _place, Power: _power, Swap: _swap, Pass: _pass, Flip: _flip}
