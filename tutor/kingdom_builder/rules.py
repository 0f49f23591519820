"""Legality of Kingdom Builder moves: the mandatory action (KB-PLACE-*), the location tiles
(KB-LOC-*, KB-TILE-*), the end of a turn (KB-TURN-*) and the choice of a tile to return
(KB-LOC-LOSE).

What is asked comes from the pending steps of the turn (``State.stack``, :mod:`.steps`):
the step on top asks (:func:`asks`), the step at the bottom is the mandatory action's
(:func:`turn_step`: before it, under way, over), read here only through its methods and
fields (``status``, ``built``, ``returns``), never by its class.

``check`` never raises for a well-typed move, and agrees with ``legal_moves``: both read
the same target sets (:func:`target_set`, worked out once per position: :mod:`.memo`).
Gates first (game over, the seat, the step asked), then every rule with its numbers: the
terrain asked and the hex's own terrain, and for KB-PLACE-ADJ the own settlement the
target touches or, when it touches none, the free hex that does touch one and so forbids
the target (``Adjacency`` in ``Reason.data``).
"""

from __future__ import annotations

from itertools import chain, filterfalse, repeat

from tutor.core import Ask, Msg, Partial, Reason, Verdict, seat_name
from tutor.core.check import CheckTable, by_type
from tutor.core.frozen import made
from tutor.core.steps import Step, top

from .board import (DIRECTIONS, NEIGHBOURS, TERRAINS, WATER, Pos, focus, jumps, lines,
                    neighbours, on_board, on_edge, step, text)
from .facts import Adjacency
from .memo import once
from .moves import Build, EndTurn, Move, Return, Use
from .rulebook import R
from .state import BUILD_TILES, LOCATION_KINDS, MANDATORY, Phase, State, Tile

TILE_RULE = {k: R[f"TILE_{k.upper()}"] for k in LOCATION_KINDS}


def player(seat: int) -> Msg:
    return seat_name(seat)


def terrain_msg(letter: str) -> Msg:
    return Msg(f"kb.terrain.{letter}")


def tile_msg(kind: str) -> Msg:
    return Msg(f"kb.tile.{kind}")


# ---------------------------------------------------------------- target sets

def letters_for(state: State, kind: str) -> str:
    """The terrain letters a build or move of ``kind`` may land on (``mandatory`` too)."""
    if kind in ("mandatory", "oracle", "barn"):
        return state.terrain
    return {"farm": "G", "oasis": "D", "harbor": WATER}.get(kind, TERRAINS)


def candidates(state: State, kind: str, origin: Pos | None = None) -> list[Pos]:
    """Free hexes of the right kind for ``kind``, before KB-PLACE-ADJ (the moving
    settlement at ``origin`` lifted first: KB-LOC-ADJ-MOVE)."""
    return list(_candidates(state, kind, origin))


def _candidates(state: State, kind: str, origin: Pos | None) -> tuple[Pos, ...]:
    """:func:`candidates` (KB-PLACE-FREE, KB-TILE-*), worked out once per position, kind and
    origin (:mod:`.memo`)."""
    return once(state, ("candidates", kind, origin),
                lambda: _find_candidates(state, kind, origin))


def _find_candidates(state: State, kind: str, origin: Pos | None) -> tuple[Pos, ...]:
    board = state.board
    taken = _owner(state)
    if kind == "paddock":                                   # KB-TILE-PADDOCK
        return tuple(h for h in jumps(origin) if board.at(h) in TERRAINS and h not in taken)
    if kind == "tavern":                                    # KB-TILE-TAVERN
        ends = _line_ends(state)
        return tuple(sorted(h for h in board.hexes_of(TERRAINS)
                            if h in ends and (h not in taken or h == origin)))
    out = _free(state, letters_for(state, kind))            # KB-PLACE-FREE
    if kind == "tower":                                     # KB-TILE-TOWER
        out = tuple(h for h in out if on_edge(h))
    if origin is not None:
        out = tuple(h for h in out if h != origin)          # KB-OPEN-SAME-HEX
    return out


def _owner(state: State) -> dict[Pos, int]:
    """Who stands where (KB-PLACE-FREE): ``state.owner()`` once per position
    (:mod:`.memo`); read, never changed."""
    return once(state, "owner", state.owner)


def _free(state: State, letters: str) -> tuple[Pos, ...]:
    """KB-PLACE-FREE: the hexes of ``letters`` no settlement stands on, row-major."""
    def find() -> tuple[Pos, ...]:
        return tuple(filterfalse(_owner(state).__contains__, state.board.hexes_of(letters)))
    return once(state, ("free", letters), find)


def _line_ends(state: State) -> frozenset[Pos]:
    """KB-TILE-TAVERN: the hexes at the end of a straight line of 3 settlements of the seat
    on its turn (maybe taken or off the board): ``h`` with ``step(h, d, i)`` its own for
    i = 1, 2, 3 along some direction ``d``, found from the settlements' side."""
    def find() -> frozenset[Pos]:
        own = set(state.settlements[state.turn])
        return frozenset(end for o in own for end, second, third in lines(o)
                         if second in own and third in own)
    return once(state, "line ends", find)


def _near(state: State) -> frozenset[Pos]:
    """KB-PLACE-ADJ: the hexes touching a settlement of the seat on its turn (adjacency is
    symmetric on the board, KB-BOARD-ADJ)."""
    def find() -> frozenset[Pos]:
        own = state.settlements[state.turn]         # (one off the board touches nothing)
        return frozenset(chain.from_iterable(map(NEIGHBOURS.get, own, repeat(()))))
    return once(state, "near", find)


def own_without(state: State, seat: int, origin: Pos | None) -> set[Pos]:
    own = set(state.settlements[seat])
    own.discard(origin)
    return own


def _adjacent(state: State, kind: str, origin: Pos | None) -> tuple[Pos, ...]:
    """KB-PLACE-ADJ (KB-LOC-ADJ-MOVE: the settlement at ``origin`` lifted): the candidates
    of ``kind`` touching a settlement of the seat on its turn, in the candidates' order."""
    def find() -> tuple[Pos, ...]:
        near = _near(state)
        if origin is None:
            return tuple(h for h in _candidates(state, kind, None) if h in near)
        if kind in ("tavern", "paddock"):
            free = _candidates(state, kind, origin)
        else:
            # The candidates with nothing lifted, less ``origin`` (KB-OPEN-SAME-HEX); lifting
            # a settlement only takes contacts away, so those touching one were touching
            # one before: the few of that set are enough to look at.
            free = tuple(h for h in _adjacent(state, kind, None) if h != origin)
        own = state.settlements[state.turn]
        if origin not in own or not on_board(origin):
            return tuple(h for h in free if h in near)
        lost = neighbours(origin)           # these may have touched ``origin`` only
        return tuple(h for h in free if h in near and (
            h not in lost or any(n in own and n != origin for n in neighbours(h))))
    return once(state, ("adjacent", kind, origin), find)


def target_set(state: State, kind: str, origin: Pos | None = None) -> tuple[Pos, ...]:
    """:func:`targets` as a tuple, worked out once per position, kind and origin
    (:mod:`.memo`): the mandatory action's set is read by its status (KB-PLACE-SHORT), the
    asks, ``check``, ``legal_moves`` and ``apply`` of one position. The candidates touching
    an own settlement, or all of them when none does (KB-PLACE-ADJ, KB-PLACE-NEWAREA); the
    Tavern's and the Paddock's lines need no contact (KB-TILE-TAVERN, KB-TILE-PADDOCK)."""
    if kind in ("tavern", "paddock"):
        return _candidates(state, kind, origin)
    return _adjacent(state, kind, origin) or _candidates(state, kind, origin)


def targets(state: State, kind: str, origin: Pos | None = None) -> list[Pos]:
    """The legal target hexes of a build or move of ``kind`` (``mandatory`` or a tile)."""
    return list(target_set(state, kind, origin))


def can_build(state: State) -> bool:
    """The seat on its turn has a settlement and a hex to build on (KB-PLACE-SHORT)."""
    return bool(state.supply(state.turn) and target_set(state, "mandatory"))


# ---------------------------------------------------------------- the turn's steps

def turn_step(state: State) -> Step | None:
    """The step of this turn's mandatory action (KB-TURN-ORDER): the bottom of the stack,
    under at most a tile to return; ``None`` once the game is over."""
    stack = state.stack
    return stack[-1] if stack else None


def built_this_turn(state: State) -> int:
    """The settlements this turn's mandatory action has built (KB-PLACE-THREE)."""
    step = turn_step(state)
    return step.built if step is not None else 0


def mandatory_status(state: State) -> str:
    """``todo`` (nothing built yet, a legal hex exists), ``middle`` (under way) or ``done``
    (over; or nothing to build on before it: KB-PLACE-SHORT), as the turn's step says."""
    step = turn_step(state)
    return step.status(state) if step is not None else "done"


def returning(state: State) -> Pos | None:
    """KB-LOC-LOSE: the location hex whose tile the seat chooses to return, when that is
    the step on top; else ``None``."""
    step = top(state)
    return step.returns() if step is not None else None


# ---------------------------------------------------------------- who may act

def asks(state: State) -> tuple[Ask, ...]:
    """What the step on top asks (nothing once the game is over)."""
    step = top(state)
    return step.asks(state) if step is not None else ()


# ---------------------------------------------------------------- reasons

def adjacency_reason(state: State, kind: str, to: Pos, origin: Pos | None) -> Reason:
    """KB-PLACE-ADJ (KB-LOC-ADJ-MOVE for a move): ``to`` touches an own settlement, or no
    free hex of the kind does."""
    seat = state.turn
    own = own_without(state, seat, origin)
    rule = R.LOC_ADJ_MOVE if origin is not None else R.PLACE_ADJ
    letters = letters_for(state, kind)
    touching = tuple(n for n in neighbours(to) if n in own)
    if touching:
        data = Adjacency(letters, to, touching)
        return Reason(rule, True, Msg("kb.adj.ok", hex=text(to), own=text(touching[0])),
                      focus((to,) + touching), data=data)
    adjacent = _adjacent(state, kind, origin)     # the first candidate touching one
    if adjacent:
        h = adjacent[0]
        near = next(n for n in neighbours(h) if n in own)
        data = Adjacency(letters, to, (), h, near)
        return Reason(rule, False, Msg("kb.adj.forced", hex=text(to), free=text(h),
                                       own=text(near), kind=kind_msg(kind, letters)),
                      focus((to, h, near)), data=data)
    return Reason(R.PLACE_NEWAREA, True, Msg("kb.adj.free", hex=text(to),
                                             kind=kind_msg(kind, letters)),
                  focus((to,)), data=Adjacency(letters, to, ()))


def kind_msg(kind: str, letters: str) -> Msg:
    if kind == "tower":
        return Msg("kb.kind.edge")
    if len(letters) == 1:
        return terrain_msg(letters)
    return Msg("kb.kind.buildable")


def free_reason(state: State, to: Pos, origin: Pos | None, water: bool = False) -> Reason:
    owner = _owner(state)                         # the settlement at ``origin`` lifted
    letter = state.board.at(to)
    if to in owner and (origin is None or to != origin):
        return Reason(R.PLACE_FREE, False, Msg("kb.free.taken", hex=text(to),
                                               who=player(owner[to])), focus((to,)))
    if letter not in TERRAINS and not (water and letter == WATER):
        return Reason(R.PLACE_FREE, False, Msg("kb.free.unbuildable", hex=text(to),
                                               terrain=terrain_msg(letter)), focus((to,)))
    return Reason(R.PLACE_FREE, True, Msg("kb.free.ok", hex=text(to),
                                          terrain=terrain_msg(letter)), focus((to,)))


def target_reasons(state: State, kind: str, to: Pos, origin: Pos | None = None) -> list[Reason]:
    """Every rule on the target hex of a build or move of ``kind``."""
    board = state.board
    if not on_board(to):
        return [Reason(R.PLACE_FREE, False, Msg("kb.free.off_board", hex=text(to)))]
    letter = board.at(to)
    rule = R.PLACE_THREE if kind == "mandatory" else TILE_RULE[kind]
    out = [free_reason(state, to, origin, water=kind == "harbor")]
    if kind == "paddock":
        line = any(step(origin, d, 2) == to for d in DIRECTIONS)
        key = "kb.paddock.ok" if line else "kb.paddock.bad"
        out.append(Reason(rule, line, Msg(key, origin=text(origin), hex=text(to)),
                          focus((origin, to))))
        return out
    if kind == "tavern":
        own = set(state.settlements[state.turn])
        line = next(([step(to, d, i) for i in (1, 2, 3)] for d in DIRECTIONS
                     if all(step(to, d, i) in own for i in (1, 2, 3))), None)
        if line:
            out.append(Reason(rule, True, Msg("kb.tavern.ok", hex=text(to),
                                              line=[text(h) for h in line]), focus([to] + line)))
        else:
            out.append(Reason(rule, False, Msg("kb.tavern.bad", hex=text(to)), focus((to,))))
        return out
    if kind == "tower":
        edge = on_edge(to)
        out.append(Reason(rule, edge, Msg("kb.tower.ok" if edge else "kb.tower.bad",
                                          hex=text(to)), focus((to,))))
    else:
        letters = letters_for(state, kind)
        ok = letter in letters
        out.append(Reason(rule, ok, Msg("kb.terrain.ok" if ok else "kb.terrain.bad",
                                        hex=text(to), need=terrain_msg(letters),
                                        got=terrain_msg(letter)), focus((to,))))
    if all(r.ok for r in out):
        out.append(adjacency_reason(state, kind, to, origin))
    return out


def build_reasons(state: State, move: Build) -> list[Reason]:
    status, built = mandatory_status(state), built_this_turn(state)
    seat = state.turn
    if status == "done":
        if built >= MANDATORY:
            return [Reason(R.PLACE_THREE, False, Msg("kb.build.over", n=built))]
        if not state.supply(seat):
            return [Reason(R.PLACE_SHORT, False, Msg("kb.build.supply", who=player(seat)))]
        return [Reason(R.PLACE_SHORT, False, Msg("kb.build.none", n=built,
                                                 terrain=terrain_msg(state.terrain)))]
    out = [Reason(R.PLACE_THREE, True, Msg("kb.build.count", k=built + 1,
                                           terrain=terrain_msg(state.terrain)))]
    return out + target_reasons(state, "mandatory", move.to)


def find_tile(state: State, kind: str, source: Pos) -> Tile | None:
    return next((t for t in state.tiles[state.turn] if t.kind == kind and t.source == source),
                None)


def use_reasons(state: State, move: Use) -> list[Reason]:
    seat, kind = state.turn, move.kind
    if kind not in TILE_RULE:
        return [Reason(R.LOC_GAIN, False, Msg("kb.tile.none", tile=Msg("kb.tile.unknown"),
                                              hex=text(move.source)))]
    rule = TILE_RULE[kind]
    if mandatory_status(state) == "middle":
        return [Reason(R.TURN_ORDER, False, Msg("kb.order.middle", n=built_this_turn(state),
                                                tile=tile_msg(kind)))]
    tile = find_tile(state, kind, move.source)
    if tile is None:
        return [Reason(rule, False, Msg("kb.tile.none", tile=tile_msg(kind),
                                        hex=text(move.source)), focus((move.source,)))]
    out = [Reason(R.TURN_ORDER, True, Msg("kb.order.ok", tile=tile_msg(kind)))]
    if tile.status == "n":
        out.append(Reason(R.LOC_DELAY, False, Msg("kb.tile.new", tile=tile_msg(kind)),
                          focus((move.source,))))
        return out
    if tile.status == "u":
        out.append(Reason(R.LOC_ONCE, False, Msg("kb.tile.used", tile=tile_msg(kind)),
                          focus((move.source,))))
        return out
    out.append(Reason(R.LOC_ONCE, True, Msg("kb.tile.ready", tile=tile_msg(kind))))
    if kind in BUILD_TILES:
        if move.origin is not None:
            out.append(Reason(rule, False, Msg("kb.tile.builds", tile=tile_msg(kind))))
            return out
        if not state.supply(seat):
            out.append(Reason(R.COMP_SETTLE, False, Msg("kb.build.supply", who=player(seat))))
            return out
        return out + target_reasons(state, kind, move.to)
    origin = move.origin
    own = state.settlements[seat]
    if origin is None or origin not in own:
        out.append(Reason(rule, False, Msg("kb.tile.origin", tile=tile_msg(kind),
                                           hex=text(origin) if origin else "-"),
                          focus((origin,)) if origin else ()))
        return out
    out.append(Reason(rule, True, Msg("kb.tile.moves", tile=tile_msg(kind), hex=text(origin)),
                      focus((origin,))))
    if move.to == origin:
        out.append(Reason(R.OPEN_SAME_HEX, False, Msg("kb.tile.same", hex=text(origin)),
                          focus((origin,))))
        return out
    return out + target_reasons(state, kind, move.to, origin)


def end_reasons(state: State) -> list[Reason]:
    status = mandatory_status(state)
    if status != "done":
        return [Reason(R.TURN_ORDER, False, Msg("kb.end.first", n=built_this_turn(state),
                                                terrain=terrain_msg(state.terrain)),
                       focus(targets(state, "mandatory")[:6]))]
    return [Reason(R.TURN_END, True, Msg("kb.end.ok", who=player(state.turn)))]


def return_reasons(state: State, move: Return) -> list[Reason]:
    kind = state.board.location_kind[returning(state)]
    tile = find_tile(state, kind, move.source)
    if tile is None:
        held = [text(t.source) for t in state.tiles[state.turn] if t.kind == kind]
        return [Reason(R.LOC_LOSE, False, Msg("kb.return.bad", tile=tile_msg(kind),
                                              hex=text(move.source), held=held),
                       focus((move.source,)))]
    return [Reason(R.LOC_LOSE, True, Msg("kb.return.ok", tile=tile_msg(kind),
                                         hex=text(move.source)), focus((move.source,)))]


# ---------------------------------------------------------------- legal moves, check

def legal_moves(state: State) -> list[Move]:
    """Every legal move: the target sets of :func:`target_set` (KB-PLACE-*, KB-TILE-*), a
    tile to return (KB-LOC-LOSE), ``end`` once the mandatory action is over (KB-TURN-END).
    The builds and tile moves, by the hundred with a Barn, are made without the
    constructor's cost (:func:`tutor.core.frozen.made`): the same values."""
    if state.phase is Phase.OVER:
        return []
    seat = state.turn
    location = returning(state)
    if location is not None:
        kind = state.board.location_kind[location]
        return [Return(t.source, seat=seat) for t in state.tiles[seat] if t.kind == kind]
    status = mandatory_status(state)
    out: list[Move] = []
    if status != "done":
        out += [made(Build, {"to": h, "seat": seat}) for h in target_set(state, "mandatory")]
    if status == "middle":
        return out
    for tile in state.tiles[seat]:
        if tile.status != "r":
            continue
        if tile.kind in BUILD_TILES:
            if state.supply(seat):
                out += [made(Use, {"kind": tile.kind, "source": tile.source, "to": h,
                                   "origin": None, "seat": seat})
                        for h in target_set(state, tile.kind)]
        else:
            for origin in state.settlements[seat]:
                out += [made(Use, {"kind": tile.kind, "source": tile.source, "to": h,
                                   "origin": origin, "seat": seat})
                        for h in target_set(state, tile.kind, origin)]
    if status == "done":
        out.append(EndTurn(seat=seat))
    return out


def _over(state: State) -> Reason | None:
    if state.phase is Phase.OVER:
        return Reason(R.END_ROUND, False, Msg("kb.gate.over"))
    return None


def _wrong_step(state: State, move: Move, ask: Ask) -> Reason:
    """A tile to return is asked and this is another move, or nothing is to be returned."""
    location = returning(state)
    if location is not None:
        kind = state.board.location_kind[location]
        return Reason(R.LOC_LOSE, False, Msg("kb.gate.return", tile=tile_msg(kind)),
                      focus((location,)))
    return Reason(R.LOC_LOSE, False, Msg("kb.gate.no_return"))


def describe_move(state: State, move: Move) -> Msg:
    """The move in words (the protocol's ``describe_move``), and so a verdict's headline:
    "Player 1 builds on 3,5"."""
    seat = move.seat if isinstance(move.seat, int) and 0 <= move.seat < state.players \
        else state.turn
    return by_type(_DESCRIBE, move, "Kingdom Builder move")(move, player(seat))


def _describe_use(move: Use, who: Msg) -> Msg:
    tile = tile_msg(move.kind) if move.kind in TILE_RULE else move.kind
    if move.origin is None:
        return Msg("kb.what.use_build", who=who, tile=tile, hex=text(move.to))
    return Msg("kb.what.use_move", who=who, tile=tile, hex=text(move.to),
               origin=text(move.origin))


_DESCRIBE = {
    Build: lambda move, who: Msg("kb.what.build", who=who, hex=text(move.to)),
    Use: _describe_use,
    Return: lambda move, who: Msg("kb.what.return", who=who, hex=text(move.source)),
    EndTurn: lambda move, who: Msg("kb.what.end", who=who),
}

#: The one ``check`` (:mod:`tutor.core.check`): game over, the seat asked, a tile to return
#: only when one is asked (KB-LOC-LOSE), then every rule with its numbers and focus. The
#: notation provides the move's text, :mod:`.parts` the verdict on a move still being put
#: together.
_TURN = ("build", "turn")
RULES = CheckTable(
    asks=asks, over=_over,
    steps={Build: _TURN, Use: _TURN, EndTurn: _TURN, Return: "return"},
    wrong_step=_wrong_step,
    reasons={Build: build_reasons, Use: use_reasons,
             EndTurn: lambda state, move: end_reasons(state), Return: return_reasons},
    describe=describe_move)


def check(state: State, move: Move | Partial) -> Verdict:
    """The verdict on ``move`` (gates, then every rule with its numbers and focus)."""
    return RULES.check(state, move)


def is_legal(state: State, move: Move) -> bool:
    """Whether ``move`` is legal, building no message (``apply`` and the playouts call it;
    the verdict, with its reasons, is built only to refuse). The same sets as
    :func:`legal_moves`: the seat asked, the step on top, the mandatory action's state, the
    tile held and ready, then the target sets (:func:`targets`)."""
    if state.phase is Phase.OVER:
        return False
    if move.seat is not None and move.seat != state.turn:
        return False
    seat = state.turn
    location = returning(state)
    if location is not None:
        if not isinstance(move, Return):
            return False
        kind = state.board.location_kind[location]
        return find_tile(state, kind, move.source) is not None
    status = mandatory_status(state)
    if isinstance(move, Return):
        return False
    if isinstance(move, EndTurn):
        return status == "done"
    if isinstance(move, Build):
        return status != "done" and move.to in target_set(state, "mandatory")
    if status == "middle" or move.kind not in TILE_RULE:
        return False
    tile = find_tile(state, move.kind, move.source)
    if tile is None or tile.status != "r":
        return False
    if move.kind in BUILD_TILES:
        return (move.origin is None and state.supply(seat) > 0
                and move.to in target_set(state, move.kind))
    return (move.origin in state.settlements[seat] and move.to != move.origin
            and move.to in target_set(state, move.kind, move.origin))
