"""Setup (KB-SETUP-*, KB-VAR-*) and the consequences of moves: settlements built and moved,
tiles gained and lost (KB-LOC-*). A move answers the pending step on top (:mod:`.steps`)
and moves the turn on: a settlement of the mandatory action makes the step the action
under way, one more built (KB-PLACE-THREE); a move that loses a location while two tiles
of its kind are held pushes the choice of the tile to return (KB-LOC-LOSE), which
``return`` answers; ``end`` leaves the step that ends the turn. Then the steps that do not
ask resolve (:func:`tutor.core.steps.advance`): the end of the mandatory action, short or
not (KB-PLACE-SHORT), and of the turn with its draw and reshuffle (KB-TURN-END) and the
end of the game with its scoring (KB-END-*). Chance comes only from
:func:`tutor.core.chance.stream`: the setup from ``stream("kb", seed)``, the n-th reshuffle
of the discards from ``stream("kb", seed, "reshuffle", n)`` (:mod:`.steps`).
"""

from __future__ import annotations

from tutor.core import IllegalMoveError, Msg, Outcome, UsageError
from tutor.core.chance import seed_problem, stream
from tutor.core.steps import advance, pop, push
from tutor.core.turns import seated
from tutor.core.verdict import EventLog

from .board import QUADRANT_NAMES, TERRAINS, Pos, focus, neighbours, text
from .data import FIRST_GAME_CARDS, FIRST_GAME_SLOTS
from .facts import TileGained, TileLost
from .moves import Build, EndTurn, Move, Return, Use
from .rulebook import R
from .rules import TILE_RULE, built_this_turn, check, is_legal, player, terrain_msg, tile_msg
from .state import CARDS_PER_TERRAIN, KB_CARDS, Options, Setup, State, Tile, with_seat
from .steps import BeforeBuild, Building, ReturnTile, TurnEnd, seat_msg


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
    return State(options, layout, tuple(cards), seed, 0, start, start, (BeforeBuild(start),),
                 hands, pile, (), ((),) * n, ((),) * n, ((),) * n)


# ---------------------------------------------------------------- helpers

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
        state = state.replace(tiles=with_seat(state.tiles, seat, tiles),
                              taken=with_seat(state.taken, seat,
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
            state = push(state, ReturnTile(seat, n))
            log.add(state, R.LOC_LOSE, Msg, ("kb.ev.choose",), focus((n,)))
            continue
        state = _drop(state, seat, held[0], log)
    return state


def _drop(state: State, seat: int, tile: Tile, log: EventLog) -> State:
    tiles = tuple(t for t in state.tiles[seat] if t != tile)
    state = state.replace(tiles=with_seat(state.tiles, seat, tiles))
    log.add(state, R.LOC_LOSE, _lose_msg, (seat, tile.kind, tile.source), focus((tile.source,)),
            TileLost(seat, tile.kind, tile.source))
    return state


def _lose_msg(seat: int, kind: str, n: Pos) -> Msg:
    return Msg("kb.ev.lose", who=player(seat), tile=tile_msg(kind), hex=text(n))


def _place(state: State, seat: int, h: Pos, origin: Pos | None = None) -> State:
    own = set(state.settlements[seat])
    own.discard(origin)
    own.add(h)
    return state.replace(settlements=with_seat(state.settlements, seat, tuple(sorted(own))))


def _trigger(state: State, seat: int, log: EventLog) -> State:
    if not state.ending and not state.supply(seat):
        state = state.replace(ending=True)
        log.add(state, R.END_TRIGGER, seat_msg, ("kb.ev.trigger", seat))
    return state


def _build_msg(seat: int, h: Pos, letter: str, k: int) -> Msg:
    return Msg("kb.ev.build", who=player(seat), hex=text(h), terrain=terrain_msg(letter), k=k)


def _use_msg(seat: int, kind: str, h: Pos, origin: Pos | None) -> Msg:
    if origin is None:
        return Msg("kb.ev.use_build", who=player(seat), tile=tile_msg(kind), hex=text(h))
    return Msg("kb.ev.use_move", who=player(seat), tile=tile_msg(kind), hex=text(h),
               origin=text(origin))


# ---------------------------------------------------------------- apply

def apply(state: State, move: Move) -> Outcome:
    """The outcome of a legal ``move``; ``IllegalMoveError`` with the verdict otherwise."""
    move = seated(move, state.to_act)
    if not is_legal(state, move):           # the verdict, with its reasons, only to refuse
        raise IllegalMoveError(check(state, move))
    before, log = state, EventLog()
    state = advance(_PLAY[type(move)](state, state.turn, move, log), log)
    if log[-1].snapshot is not state:
        log[-1] = log[-1].with_snapshot(state)
    return Outcome(before, move, state, tuple(log))


def _build(state: State, seat: int, move: Build, log: EventLog) -> State:
    """One settlement of the mandatory action (KB-PLACE-THREE): the step on top becomes the
    action under way, one more built (it ends by itself, :class:`.steps.Building`)."""
    built = built_this_turn(state) + 1
    state = push(pop(_place(state, seat, move.to)), Building(seat, built))
    log.add(state, R.PLACE_THREE, _build_msg, (seat, move.to, state.terrain, built),
            focus((move.to,)))
    state = _gain(state, seat, move.to, log)
    return _trigger(state, seat, log)


def _use(state: State, seat: int, move: Use, log: EventLog) -> State:
    """A location tile: it is used up this turn, then builds or moves (KB-TILE-*)."""
    tiles = tuple(sorted(Tile(t.kind, t.source, "u") if (t.kind, t.source) ==
                         (move.kind, move.source) else t for t in state.tiles[seat]))
    state = state.replace(tiles=with_seat(state.tiles, seat, tiles))
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
    return _drop(pop(state), seat, tile, log)


#: What each move does to the step it answers (by its class); ``end`` leaves the step that
#: ends the turn (KB-TURN-END, :class:`.steps.TurnEnd`).
_PLAY = {Build: _build, Use: _use, Return: _return,
         EndTurn: lambda state, seat, move, log: push(pop(state), TurnEnd(seat))}
