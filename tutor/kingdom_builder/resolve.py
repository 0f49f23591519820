"""Setup (KB-SETUP-*, KB-VAR-*) and the consequences of moves: settlements built and moved,
tiles gained and lost (KB-LOC-*), the end of a turn with its draw and reshuffle
(KB-TURN-END), the end of the game and its scoring (KB-END-*). Chance comes only from
:func:`tutor.core.chance.stream`: the setup from ``stream("kb", seed)``, the n-th reshuffle
of the discards from ``stream("kb", seed, "reshuffle", n)``.
"""

from __future__ import annotations

from tutor.core import IllegalMoveError, Msg, Outcome, UsageError
from tutor.core.chance import seed_problem, stream
from tutor.core.turns import seated
from tutor.core.verdict import EventLog

from .board import QUADRANT_NAMES, TERRAINS, Pos, focus, neighbours, text
from .data import FIRST_GAME_CARDS, FIRST_GAME_SLOTS
from .facts import Final, Scored, TileGained, TileLost
from .moves import Build, EndTurn, Move, Return, Use
from .rulebook import R
from .rules import TILE_RULE, check, is_legal, player, targets, terrain_msg, tile_msg
from .scoring import score_lines
from .state import (CARDS_PER_TERRAIN, KB_CARDS, MANDATORY, Options, Phase, Setup, State,
                    Tile)


def initial_state(options: Options = Options(), seed: int = 0) -> State:
    """KB-SETUP-*: board, cards, shuffled terrain deck, one card each, a start player."""
    if not isinstance(options, Options):
        raise UsageError(Msg("core.usage.options", game="Kingdom Builder", given=options))
    problem = options.problem() or seed_problem(seed)
    if problem is not None:
        raise UsageError(problem)
    rng = stream("kb", seed)
    n = options.players
    if options.setup is Setup.FIRST:                              # KB-VAR-FIRST
        layout = tuple((q, False) for q in FIRST_GAME_SLOTS)
        cards = FIRST_GAME_CARDS
    else:                                                         # KB-VAR-RANDOM
        quads = rng.sample(QUADRANT_NAMES, 4)
        layout = tuple((q, rng.random() < 0.5) for q in quads)
        pool = [c for c in KB_CARDS if options.lords or c != "lords"]   # KB-VAR-NOLORDS
        cards = tuple(rng.sample(pool, 3))
    deck = [t for t in TERRAINS for _ in range(CARDS_PER_TERRAIN)]
    rng.shuffle(deck)
    hands, pile = tuple(deck[:n]), tuple(deck[n:])
    start = rng.randrange(n)
    return State(options, layout, tuple(cards), seed, 0, start, start, Phase.PLAY, 0, False,
                 hands, pile, (), ((),) * n, ((),) * n, ((),) * n)


# ---------------------------------------------------------------- helpers

def _with_seat(tup: tuple, seat: int, value) -> tuple:
    return tup[:seat] + (value,) + tup[seat + 1:]


def _gain(state: State, seat: int, h: Pos, log: EventLog) -> State:
    """KB-LOC-GAIN (KB-LOC-TWO, KB-LOC-NORETAKE) for a settlement that lands on ``h``."""
    kinds = state.board.location_kind
    for n in neighbours(h):
        kind = kinds.get(n)
        if kind is None:
            continue
        if n in state.taken[seat]:
            held = any(t.source == n for t in state.tiles[seat])
            back = not any(o != h and o in state.settlements[seat] for o in neighbours(n))
            if not held and back:           # back next to a location whose tile was lost
                log.add(state, R.LOC_NORETAKE, _no_retake_msg, (seat, kind, n), focus((n, h)))
            continue
        if state.tiles_left(n) <= 0:
            log.add(state, R.LOC_GAIN, _gain_none_msg, (kind, n), focus((n, h)))
            continue
        tiles = tuple(sorted(state.tiles[seat] + (Tile(kind, n, "n"),)))
        state = state.replace(tiles=_with_seat(state.tiles, seat, tiles),
                              taken=_with_seat(state.taken, seat,
                                               tuple(sorted(state.taken[seat] + (n,)))))
        log.add(state, R.LOC_GAIN, _gain_msg, (seat, kind, n), focus((n, h)),
                TileGained(seat, kind, n))
    return state


def _no_retake_msg(seat: int, kind: str, n: Pos) -> Msg:
    return Msg("kb.ev.no_retake", who=player(seat), tile=tile_msg(kind), hex=text(n))


def _gain_none_msg(kind: str, n: Pos) -> Msg:
    return Msg("kb.ev.gain_none", tile=tile_msg(kind), hex=text(n))


def _gain_msg(seat: int, kind: str, n: Pos) -> Msg:
    return Msg("kb.ev.gain", who=player(seat), tile=tile_msg(kind), hex=text(n))


def _lose(state: State, seat: int, origin: Pos, log: EventLog) -> State:
    """KB-LOC-LOSE after a move from ``origin``: a location it touched that no own
    settlement touches now costs its tile (a choice when two of that kind are held)."""
    kinds = state.board.location_kind
    own = set(state.settlements[seat])
    for n in neighbours(origin):
        kind = kinds.get(n)
        if kind is None or any(m in own for m in neighbours(n)):
            continue
        held = [t for t in state.tiles[seat] if t.source == n]
        if not held:
            continue
        same = [t for t in state.tiles[seat] if t.kind == kind]
        if len(same) >= 2:
            # the seat chooses which goes, as the help page says (BGA would drop the tile
            # from ``n`` without asking: KB-LOC-LOSE-BGA)
            state = state.replace(phase=Phase.RETURN, pending=n)
            log.add(state, R.LOC_LOSE, Msg, ("kb.ev.choose",), focus((n,)))
            continue
        state = _drop(state, seat, held[0], log)
    return state


def _drop(state: State, seat: int, tile: Tile, log: EventLog) -> State:
    tiles = tuple(t for t in state.tiles[seat] if t != tile)
    state = state.replace(tiles=_with_seat(state.tiles, seat, tiles))
    log.add(state, R.LOC_LOSE, _lose_msg, (seat, tile.kind, tile.source), focus((tile.source,)),
            TileLost(seat, tile.kind, tile.source))
    return state


def _lose_msg(seat: int, kind: str, n: Pos) -> Msg:
    return Msg("kb.ev.lose", who=player(seat), tile=tile_msg(kind), hex=text(n))


def _place(state: State, seat: int, h: Pos, origin: Pos | None = None) -> State:
    own = set(state.settlements[seat])
    own.discard(origin)
    own.add(h)
    return state.replace(settlements=_with_seat(state.settlements, seat, tuple(sorted(own))))


def _trigger(state: State, seat: int, log: EventLog) -> State:
    if not state.ending and not state.supply(seat):
        state = state.replace(ending=True)
        log.add(state, R.END_TRIGGER, _seat_msg, ("kb.ev.trigger", seat))
    return state


def _short_supply_msg(seat: int, n: int) -> Msg:
    return Msg("kb.ev.short_supply", who=player(seat), n=n)


def _short_msg(n: int, letter: str) -> Msg:
    return Msg("kb.ev.short", n=n, terrain=terrain_msg(letter))


def _seat_msg(key: str, seat: int) -> Msg:
    return Msg(key, who=player(seat))


def _build_msg(seat: int, h: Pos, letter: str, k: int) -> Msg:
    return Msg("kb.ev.build", who=player(seat), hex=text(h), terrain=terrain_msg(letter), k=k)


def _use_msg(seat: int, kind: str, h: Pos, origin: Pos | None) -> Msg:
    if origin is None:
        return Msg("kb.ev.use_build", who=player(seat), tile=tile_msg(kind), hex=text(h))
    return Msg("kb.ev.use_move", who=player(seat), tile=tile_msg(kind), hex=text(h),
               origin=text(origin))


def score_msg(seat: int, card: str, count: int, per: int, points: int) -> Msg:
    """A scoring line with the card's terms. Lords: ``count`` sectors scored for
    ``points`` = 12 per first place + 6 per second, so the ranks follow from the two."""
    if card == "lords":
        first = points // 6 - count
        return Msg("kb.score.lords", who=player(seat), first=first, second=count - first,
                   points=points)
    return Msg(f"kb.score.{card}", who=player(seat), n=count, per=per, points=points)


def _final_msg(scores: tuple[int, ...], winners: tuple[int, ...]) -> Msg:
    return Msg("kb.ev.winners" if len(winners) > 1 else "kb.ev.winner",
               who=[player(w) for w in winners], points=scores[winners[0]])


# ---------------------------------------------------------------- apply

def apply(state: State, move: Move) -> Outcome:
    """The outcome of a legal ``move``; ``IllegalMoveError`` with the verdict otherwise."""
    move = seated(move, state.to_act)
    if not is_legal(state, move):           # the verdict, with its reasons, only to refuse
        raise IllegalMoveError(check(state, move))
    before, log = state, EventLog()
    state = _PLAY[type(move)](state, state.turn, move, log)
    if log[-1].snapshot is not state:
        log[-1] = log[-1].with_snapshot(state)
    return Outcome(before, move, state, tuple(log))


def _build(state: State, seat: int, move: Build, log: EventLog) -> State:
    """One settlement of the mandatory action (KB-PLACE-THREE, KB-PLACE-SHORT)."""
    state = _place(state, seat, move.to).replace(built=state.built + 1)
    log.add(state, R.PLACE_THREE, _build_msg, (seat, move.to, state.terrain, state.built),
            focus((move.to,)))
    state = _gain(state, seat, move.to, log)
    state = _trigger(state, seat, log)
    if state.built >= MANDATORY or not state.supply(seat) or not targets(state, "mandatory"):
        state = state.replace(done=True)
        if state.built < MANDATORY and state.supply(seat):
            # no legal hex left: the action ends (BGA's code would wait for a build
            # that cannot come, KB-PLACE-SHORT-BGA)
            log.add(state, R.PLACE_SHORT, _short_msg, (state.built, state.terrain))
        elif state.built < MANDATORY:
            log.add(state, R.PLACE_SHORT, _short_supply_msg, (seat, state.built))
    return state


def _use(state: State, seat: int, move: Use, log: EventLog) -> State:
    """A location tile: it is used up this turn, then builds or moves (KB-TILE-*)."""
    tiles = tuple(sorted(Tile(t.kind, t.source, "u") if (t.kind, t.source) ==
                         (move.kind, move.source) else t for t in state.tiles[seat]))
    state = state.replace(tiles=_with_seat(state.tiles, seat, tiles))
    state = _place(state, seat, move.to, move.origin)
    log.add(state, TILE_RULE[move.kind], _use_msg, (seat, move.kind, move.to, move.origin),
            focus((move.to,) if move.origin is None else (move.origin, move.to)))
    state = _gain(state, seat, move.to, log)
    if move.origin is not None:
        return _lose(state, seat, move.origin, log)
    return _trigger(state, seat, log)


def _return(state: State, seat: int, move: Return, log: EventLog) -> State:
    """The tile chosen to give back (KB-LOC-LOSE)."""
    tile = next(t for t in state.tiles[seat] if t.source == move.source)
    state = state.replace(phase=Phase.PLAY, pending=None)
    return _drop(state, seat, tile, log)


def _end_turn(state: State, seat: int, log: EventLog) -> State:
    """KB-TURN-END: tiles ready again, discard, draw (reshuffle when the pile is empty),
    next seat; KB-END-ROUND: after the seat before the start player, score (KB-END-SCORE)."""
    tiles = tuple(sorted(Tile(t.kind, t.source, "r") for t in state.tiles[seat]))
    discard = state.discard + (state.hands[seat],)
    pile, shuffles = state.pile, state.shuffles
    if not pile:
        deck = list(discard)
        stream("kb", state.seed, "reshuffle", shuffles).shuffle(deck)
        pile, discard, shuffles = tuple(deck), (), shuffles + 1
        reshuffled = True
    else:
        reshuffled = False
    nxt = (seat + 1) % state.players
    state = state.replace(tiles=_with_seat(state.tiles, seat, tiles), discard=discard,
                          pile=pile[1:], hands=_with_seat(state.hands, seat, pile[0]),
                          shuffles=shuffles, built=0, done=False)
    log.add(state, R.TURN_END, _seat_msg, ("kb.ev.end_turn", seat))
    if reshuffled:
        log.add(state, R.TURN_END, Msg, ("kb.ev.reshuffle",))
    if state.ending and nxt == state.start:
        return _score(state, log)
    return state.replace(turn=nxt)


def _score(state: State, log: EventLog) -> State:
    scores = [0] * state.players
    for seat, card, (count, per, points, hexes) in score_lines(state):
        scores[seat] += points
        rule = R.SCORE_CASTLE if card == "castle" else R[f"SCORE_{card.upper()}"]
        log.add(state, rule, score_msg, (seat, card, count, per, points), focus(hexes),
                Scored(seat, card, count, per, points, hexes))
    best = max(scores)
    winners = tuple(s for s in range(state.players) if scores[s] == best)
    state = state.replace(phase=Phase.OVER, winners=winners)
    log.add(state, R.END_WIN, _final_msg, (tuple(scores), winners), (),
            Final(tuple(scores), winners))
    return state


#: What each move does (by its class).
_PLAY = {Build: _build, Use: _use, Return: _return,
         EndTurn: lambda state, seat, move, log: _end_turn(state, seat, log)}
