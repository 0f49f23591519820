"""Legality of Big Monster moves and what a placement would do.

Asks (:func:`asks`): ``explorer`` (every seat at once, BM-SETUP-EXPL), ``pick`` (every seat
still choosing, at once, BM-DRAFT-SIMUL), ``place`` (every seat with a revealed tile; in
the rows and for the 19th tile the one seat), ``row`` (the first player, BM-ROW-TWO),
``take`` (the seat taking from the row, BM-ROW-PICK), ``salvage`` (the black male explorer,
BM-EXPL-3).

``check`` never raises for a well-typed move and agrees with ``legal_moves``: gates first
(game over, the seat asked, the step asked), then every rule with its numbers. A placement's
verdict names the cell that is taken or the missing contact (BM-GEO-CELL, BM-PLACE-ADJ), and
forecasts, as reasons that do not bind, every ray that would mutate an ice monster with its
before/after points (BM-MUT-*), every crystal whose halves would meet (BM-CRYS-*), every
Big Monster completed (BM-BIG) and every medal count raised ("3 desert tiles: first to 3
wins the 10-point medal", BM-MEDAL-*).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from tutor.core import Ask, AskKind, Cell, Msg, Partial, Reason, Seat, Verdict, seat_name
from tutor.core.check import CheckTable, by_type
from tutor.core.frozen import made
from tutor.core.turns import Table
from tutor.core.said import Said, Who, build, built, reason, said

from .area import (EXPLORER, Placed, _anchors, anchors, big_monsters, cells, fit, new_crystals,
                   rays, wide)
from .data import CODES, ICE, ICE_MAX, ICE_POINTS, KINDS, MEDAL_POINTS, PENALTY
from .facts import BigMade, CrystalMade, MedalForecast, Mutation
from .memo import once
from .moves import ChooseRow, Keep, Move, Pick, Place, Salvage, Take
from .rulebook import R
from .scoring import TARGETS, counts, medal_count, plus_tile
from .state import MAX_PLAYERS, TURNS, Phase, State

BLACK_FEMALE, BLACK_MALE = 2, 3

STEP = {Phase.EXPLORER: "explorer", Phase.PICK: "pick", Phase.PLACE: "place",
        Phase.ROW: "row", Phase.TAKE: "take", Phase.SALVAGE: "salvage"}
MOVE_STEP = {Keep: "explorer", Pick: "pick", Place: "place", ChooseRow: "row", Take: "take",
             Salvage: "salvage"}


def player(seat: int) -> Msg:
    return seat_name(seat)


@lru_cache(maxsize=256)
def tile_said(code: str) -> Said:
    """A tile's name, said later. Kept per code (a :class:`Said` is an immutable value; some
    fifty codes, and any other a puzzle names): the asks and events of every pick and
    placement name tiles."""
    return said(f"bm.tile.{code}")


def tile_msg(code: str) -> Msg:
    return Msg(f"bm.tile.{code}")


def cell_text(c: tuple[int, int]) -> str:
    return f"{c[0]},{c[1]}"


def focus(cs) -> tuple[Cell, ...]:
    return tuple(Cell(*c) for c in cs)


# ---------------------------------------------------------------- who may act

def salvager(state: State) -> int | None:
    return next((s for s in range(state.players) if state.explorers[s] == BLACK_MALE), None)


class Open(NamedTuple):
    """An open ask as plain facts, its message (:class:`Said`) not built: what
    ``legal_moves`` and ``apply`` read; :func:`asks` makes it an :class:`Ask`."""

    seat: int
    step: str
    rule: str
    message: Said
    kind: AskKind = AskKind.TURN


def open_asks(state: State) -> tuple[Open, ...]:
    """The open asks of ``state``, worked out once per position (:mod:`.memo`): a tuple
    of frozen values, read by ``legal_moves``, every ``check`` and ``apply``."""
    return once(state, "open", lambda: _open_asks(state))


def _open_asks(state: State) -> tuple[Open, ...]:
    phase = state.phase
    if phase is Phase.OVER:
        return ()
    sim = AskKind.SIMULTANEOUS
    if phase is Phase.EXPLORER:
        return tuple(Open(s, "explorer", str(R.SETUP_EXPL), said("bm.ask.explorer", who=Who(s)),
                          sim) for s in range(state.players) if not state.explorers[s])
    if phase is Phase.PICK:
        key = "bm.ask.pick_last" if state.turn == TURNS else "bm.ask.pick"
        return tuple(Open(s, "pick", str(R.DRAFT_SIMUL), said(key, who=Who(s)), sim)
                     for s in range(state.players) if state.chosen[s] is None)
    if phase is Phase.PLACE:
        kind = sim if state.options.draft and state.turn <= TURNS else AskKind.TURN
        return tuple(Open(s, "place", str(R.PLACE_ADJ), said("bm.ask.place", who=Who(s),
                                                             tile=tile_said(state.chosen[s])),
                          kind)
                     for s in range(state.players) if state.chosen[s] is not None)
    if phase is Phase.ROW:
        return (Open(state.first, "row", str(R.ROW_TWO),
                     said("bm.ask.row", who=Who(state.first), n=len(state.rows))),)
    if phase is Phase.TAKE:
        return (Open(state.active, "take", str(R.ROW_PICK),
                     said("bm.ask.take", who=Who(state.active))),)
    seat = salvager(state)
    return (Open(seat, "salvage", str(R.EXPL_3), said("bm.ask.salvage", who=Who(seat))),)


def asks(state: State) -> tuple[Ask, ...]:
    """The open asks as :class:`Ask` values, their messages built when first read; kept
    once per position (:mod:`.memo`: frozen values, a hover's ``check`` asks again)."""
    return once(state, "asks", lambda: tuple(
        Ask.later(o.seat, o.step, o.rule, build, o.message, o.kind) for o in open_asks(state)))


def table(state: State) -> Table:
    """The seats, the options, whether the game is over and the first seat asked (every
    seat choosing at once: the first of them)."""
    over = state.phase is Phase.OVER
    return Table(state.players, state.options, over,
                 None if over else next((o.seat for o in open_asks(state)), None))


# ---------------------------------------------------------------- ships

def free_ships(state: State) -> list[int]:
    return [t for t in range(state.players) if state.ships[t] is None]


def ship_allowed(state: State, seat: int, ship: int) -> bool:
    """BM-DRAFT-OWN: a free ship of another player; the own one only for the last to pass
    when it is the only free ship, or always (if free) for the black female explorer."""
    if not 0 <= ship < state.players or state.ships[ship] is not None:
        return False
    if ship != seat or state.explorers[seat] == BLACK_FEMALE:
        return True
    return free_ships(state) == [seat]


def ships_for(state: State, seat: int) -> list[int]:
    return [t for t in range(state.players) if ship_allowed(state, seat, t)]


# ---------------------------------------------------------------- legal moves

def legal_moves(state: State) -> list[Move]:
    out: list[Move] = []
    for ask in open_asks(state):
        s = ask.seat
        if ask.step == "explorer":
            out += [Keep(e, seat=s) for e in sorted(set(state.dealt[s]))]
        elif ask.step == "pick":
            ships = None if state.turn == TURNS else tuple(ships_for(state, s))
            out += _pick_moves(state.hands[s], ships, s)
        elif ask.step == "place":
            out += _place_moves(state.areas[s], wide(state.chosen[s]), s)
        elif ask.step == "row":
            out += [ChooseRow(i, seat=s) for i in range(len(state.rows))]
        elif ask.step == "take":
            row = state.rows[state.row]
            for t in sorted(set(row)):
                rest = list(row)
                rest.remove(t)
                out += [Take(t, d, seat=s) for d in sorted(set(rest))]
        else:
            out += [Salvage(t, seat=s) for t in sorted(set(state.discard))]
            out.append(Salvage(None, seat=s))
    return out


#: Every pick there can be (BM-DRAFT-SIMUL, BM-DRAFT-PASS, BM-ROUND-NINE: a tile of the
#: catalogue, a ship or none, a seat), made once: frozen moves that a draft's
#: ``legal_moves`` hands out by the hundred.
PICKS: dict[tuple[str, int | None, int], Pick] = {
    (t, ship, seat): made(Pick, {"tile": t, "ship": ship, "seat": seat})
    for t in CODES for ship in (None, *range(MAX_PLAYERS)) for seat in range(MAX_PLAYERS)}


def _pick_moves(hand: tuple[str, ...], ships: tuple[int, ...] | None,
                seat: int) -> list[Pick]:
    """The picks of ``seat`` from ``hand``, each tile with every ship it may pass the rest
    on, or with none on the 9th turn (``ships`` None)."""
    tiles = sorted(set(hand))
    try:
        if ships is None:
            return [PICKS[t, None, seat] for t in tiles]
        return [PICKS[t, ship, seat] for t in tiles for ship in ships]
    except KeyError:                    # a code not in the catalogue: made as asked
        return [Pick(t, ship, seat=seat) for t in tiles
                for ship in ((None,) if ships is None else ships)]


@lru_cache(maxsize=256)
def _place_moves(tiles: tuple[Placed, ...], across: bool, seat: int) -> tuple[Place, ...]:
    """The placements of ``seat`` on its area ``tiles`` (BM-GEO-CELL, BM-PLACE-ADJ) of a
    tile lying across (mutagenic, BM-GEO-MUTAGEN) or upright. Kept per area, shape and
    seat: frozen moves made from those values alone, which every ``legal_moves`` of a
    simultaneous placing turn asks again for the seats still to place."""
    table = _PLACES
    out = []
    for x, y in _anchors(tiles, across):
        move = table.get((x, y, seat))
        if move is None:
            if len(table) >= _PLACES_KEPT:
                table.clear()
            move = table[x, y, seat] = made(Place, {"x": x, "y": y, "seat": seat})
        out.append(move)
    return tuple(out)


#: The placements made so far, by ``(x, y, seat)``: frozen moves, shared by every list of
#: the same anchor and seat (each new area lists some fifty, most of them the last area's).
#: Bounded: emptied when full (an area spans a few dozen cells a side).
_PLACES: dict[tuple[int, int, int], Place] = {}
_PLACES_KEPT = 20000


def is_legal(state: State, move: Move) -> bool:
    """Whether ``move`` (with its seat) is legal, building no message."""
    if state.phase is Phase.OVER or move.seat is None:
        return False
    step = MOVE_STEP.get(type(move))
    if not any(a.seat == move.seat and a.step == step for a in open_asks(state)):
        return False
    return _LEGAL[type(move)](state, move.seat, move)


def _pick_legal(state: State, s: int, move: Pick) -> bool:
    if move.tile not in state.hands[s]:
        return False
    if state.turn == TURNS:
        return move.ship is None
    return move.ship is not None and type(move.ship) is int and ship_allowed(state, s, move.ship)


def _place_legal(state: State, s: int, move: Place) -> bool:
    f = fit(state.areas[s], state.chosen[s], move.x, move.y)
    return not f.overlap and bool(f.touching)


def _take_legal(state: State, s: int, move: Take) -> bool:
    row = list(state.rows[state.row])
    if move.tile not in row:
        return False
    row.remove(move.tile)
    return move.discard in row


#: :func:`is_legal` once the step is the one asked, by move class.
_LEGAL = {
    Keep: lambda state, s, move: move.explorer in state.dealt[s],
    Pick: _pick_legal,
    Place: _place_legal,
    ChooseRow: lambda state, s, move: type(move.row) is int and 0 <= move.row < len(state.rows),
    Take: _take_legal,
    Salvage: lambda state, s, move: move.tile is None or move.tile in state.discard,
}


# ---------------------------------------------------------------- placement forecasts

def mutation_facts(state: State, seat: int, code: str, x: int,
                   y: int) -> list[tuple[Mutation, str]]:
    """What the new tile's rays do: one :class:`Mutation` per ray that involves the new
    tile (its rule: BM-MUT-DOWN, BM-MUT-UP, BM-MUT-EXPL; BM-MUT-DOUBLE for a 2nd mutation or
    a blue monster already at its last), in the order they take effect."""
    old = state.areas[seat]
    new = old + (Placed(code, x, y),)
    explorer = state.explorers[seat]
    before: dict[int, int] = {}
    for r in rays(old, explorer):
        before[r.target] = before.get(r.target, 0) + 1
    level = {i: min(n, ICE_MAX[old[i].code]) for i, n in before.items()}
    k = len(old)
    out = []
    for r in rays(new, explorer):
        if r.source != k and r.target != k:
            continue
        ice = new[r.target]
        was = level.get(r.target, 0)
        now = min(was + 1, ICE_MAX[ice.code])
        level[r.target] = now
        source = None if r.source == EXPLORER else (new[r.source].x, new[r.source].y)
        fact = Mutation(seat, ice.code, (ice.x, ice.y), source, r.direction, was, now,
                        ICE_POINTS[ice.code][was], ICE_POINTS[ice.code][now])
        rule = (R.MUT_DOUBLE if now == 2 or now == was else R.MUT_EXPL if source is None
                else R.MUT_DOWN if r.direction == "down" else R.MUT_UP)
        out.append((fact, str(rule)))
    return out


def missed_upward(state: State, seat: int, code: str, x: int, y: int) -> list[tuple[int, int]]:
    """BM-MUT-UP: ice anchors that the new tile puts above the *left* half of an upward
    tile (or an upward tile under an ice monster's left side): no ray reaches them."""
    tiles = state.areas[seat] + (Placed(code, x, y),)
    ice = {(t.x, t.y) for t in tiles if t.code in ICE}
    out = []
    for t in tiles:
        if t.code == "MU" and (t.x, t.y - 2) in ice and (
                (t.x, t.y) == (x, y) or (t.x, t.y - 2) == (x, y)):
            out.append((t.x, t.y - 2))
    return out


def crystal_facts(state: State, seat: int, code: str, x: int, y: int) -> list[CrystalMade]:
    """BM-CRYS-*: the crystals the new tile completes, with the cells of their parts."""
    return [CrystalMade(seat, c.colour, c.points, tuple(p.cell for p in c.pieces))
            for c in new_crystals(state.areas[seat], state.explorers[seat],
                                  Placed(code, x, y))]


def big_facts(state: State, seat: int, code: str, x: int, y: int) -> list[BigMade]:
    if code not in ("BL", "BR"):
        return []
    tiles = state.areas[seat] + (Placed(code, x, y),)
    k = len(tiles) - 1
    return [BigMade(seat, (tiles[a].x, tiles[a].y), (tiles[b].x, tiles[b].y))
            for a, b in big_monsters(tiles) if k in (a, b)]


MEDAL_RULE = {1: R.MEDAL_BIG, 2: R.MEDAL_CRYSTALS, 3: R.MEDAL_DESERT, 4: R.MEDAL_ICE,
              5: R.MEDAL_LAVA, 6: R.MEDAL_MUTAGEN, 8: R.MEDAL_LANDS, 9: R.MEDAL_RUNE,
              10: R.MEDAL_SWAMPGRASS, PENALTY: R.PENALTY}


def medal_facts(state: State, seat: int, code: str, x: int, y: int) -> list[MedalForecast]:
    """Open medals whose count the new tile raises (BM-MEDAL-*): the individual medal while
    nobody holds it; in team mode, once it is held, the team medal while the seat's team has
    none and fewer than 2 teams do (``MedalForecast.team``, the team's pooled count)."""
    return _medal_facts(state, seat, code, crystal_facts(state, seat, code, x, y),
                        big_facts(state, seat, code, x, y))


def _medal_facts(state: State, seat: int, code: str, made: list[CrystalMade],
                 bigs: list[BigMade]) -> list[MedalForecast]:
    """:func:`medal_facts` given the crystals and Big Monsters the tile completes (a
    placement's verdict has them already)."""
    tiles, explorer = state.areas[seat], state.explorers[seat]
    before = counts(tiles, explorer)
    after = plus_tile(before, code, [f.colour for f in made], len(bigs))
    team = state.team(seat)
    mates = [counts(state.areas[s], state.explorers[s]) for s in state.partners(team)
             if s != seat] if team is not None else []
    out = []
    for m in state.medals:
        if m.id == PENALTY:
            continue
        if not m.seats:
            a, b = medal_count(m.id, [before]), medal_count(m.id, [after])
            if b > a:
                out.append(MedalForecast(m.id, a, b, TARGETS[m.id][0], MEDAL_POINTS[m.id]))
        elif team is not None and team not in m.teams and len(m.teams) < 2:
            a, b = medal_count(m.id, [before] + mates), medal_count(m.id, [after] + mates)
            if b > a:
                out.append(MedalForecast(m.id, a, b, TARGETS[m.id][1], MEDAL_POINTS[m.id],
                                         team))
    return out


def mutation_said(f: Mutation) -> Said:
    if f.source is None:
        source = said("bm.source.explorer")
    elif f.direction == "down":
        source = said("bm.source.MD", cell=cell_text(f.source))
    else:                                  # the monster stands on the right half
        source = said("bm.source.MU", cell=cell_text((f.source[0] + 1, f.source[1])))
    if f.after == f.before:
        return said("bm.mut.capped", source=source, ice=tile_said(f.code), cell=cell_text(f.ice),
                   points=f.points_after)
    return said("bm.mut.ok", source=source, ice=tile_said(f.code), cell=cell_text(f.ice),
               before=f.points_before, after=f.points_after, level=f.after)


def mutation_msg(f: Mutation) -> Msg:
    """The text of a mutation (as its reason and its event say it)."""
    return built(mutation_said(f))


def mutation_focus(f: Mutation) -> tuple[Cell, ...]:
    ice = cells(f.code, *f.ice)
    src = (((1, 0),) if f.source is None else
           ((f.source[0] + (f.direction == "up"), f.source[1]),) if f.direction == "up"
           else cells("MD", *f.source))
    return focus(src + ice)


def crystal_rule(f: CrystalMade) -> str:
    return str({"green": R.CRYS_GREEN, "red": R.CRYS_RED, "blue": R.CRYS_BLUE}[f.colour])


def crystal_said(f: CrystalMade) -> Said:
    return said(f"bm.crystal.{f.colour}", cells=[cell_text(c) for c in sorted(f.cells)],
               points=f.points)


def medal_said(f: MedalForecast) -> Said:
    key = "bm.medal" if f.team is None else "bm.medal_team"
    return said(f"{key}.{f.medal}", n=f.after, target=f.target, points=f.points)


def _by(tiles: tuple[Placed, ...], c: tuple[int, int]) -> Said:
    """The explorer, or the tile covering cell ``c`` (its kind and anchor)."""
    owner = next((t for t in tiles if c in cells(*t)), None)
    if owner is None:
        return said("bm.place.by_explorer")
    return said("bm.place.by_tile", tile=tile_said(owner.code), cell=cell_text((owner.x, owner.y)))


def place_reasons(state: State, seat: int, x: int, y: int) -> list[Reason]:
    code = state.chosen[seat]
    tiles = state.areas[seat]
    f = fit(tiles, code, x, y)
    out: list[Reason] = [reason(R.GEO_MUTAGEN if code in ("MD", "MU") else R.PLACE_UP, True,
                                said("bm.place.shape", tile=tile_said(code),
                                    cells=[cell_text(c) for c in f.cover]), focus(f.cover))]
    if f.overlap:
        c = f.overlap[0]
        what = _by(tiles, c)
        out.append(reason(R.GEO_CELL, False, said("bm.place.taken", cell=cell_text(c), by=what),
                          focus(f.overlap)))
    else:
        out.append(reason(R.GEO_CELL, True, said("bm.place.free",
                                                cells=[cell_text(c) for c in f.cover])))
    if f.touching:
        out.append(reason(R.PLACE_ADJ, True, said("bm.place.touch", cell=cell_text(f.touching[0]),
                                                 by=_by(tiles, f.touching[0])),
                          focus(f.cover + f.touching[:1])))
    else:
        out.append(reason(R.PLACE_ADJ, False, said("bm.place.alone",
                                                  cells=[cell_text(c) for c in f.cover]),
                          focus(f.cover)))
    if f.overlap or not f.touching:
        return out
    for fact, rule in mutation_facts(state, seat, code, x, y):
        out.append(reason(rule, True, mutation_said(fact), mutation_focus(fact),
                          binding=False, data=fact))
    for ice in missed_upward(state, seat, code, x, y):
        out.append(reason(R.MUT_UP, True, said("bm.mut.left", cell=cell_text(ice)),
                          focus(cells("IB", *ice)), binding=False))
    made = crystal_facts(state, seat, code, x, y)
    for fact in made:
        rule = R.CRYS_EXPL if any(c in ((0, 0), (1, 0), (0, 1), (1, 1)) for c in fact.cells) \
            else crystal_rule(fact)
        out.append(reason(rule, True, crystal_said(fact), focus(fact.cells), binding=False,
                          data=fact))
    bigs = big_facts(state, seat, code, x, y)
    for fact in bigs:
        out.append(reason(R.BIG, True, said("bm.big.made", left=cell_text(fact.left),
                                           right=cell_text(fact.right)),
                          focus(cells("BL", *fact.left) + cells("BR", *fact.right)),
                          binding=False, data=fact))
    for fact in _medal_facts(state, seat, code, made, bigs):
        rule = MEDAL_RULE[fact.medal] if fact.team is None else R.MEDAL_TEAMPYR
        out.append(reason(rule, True, medal_said(fact), (Seat(seat),), binding=False, data=fact))
    return out


# ---------------------------------------------------------------- other reasons

def keep_reasons(state: State, move: Keep) -> list[Reason]:
    s = move.seat
    ok = move.explorer in state.dealt[s]
    return [reason(R.SETUP_EXPL, ok, said("bm.keep.ok" if ok else "bm.keep.bad",
                                         explorer=said(f"bm.explorer.{move.explorer}")
                                         if move.explorer in range(1, 13) else move.explorer,
                                         dealt=[said(f"bm.explorer.{e}") for e in state.dealt[s]]),
                   (Seat(s),))]


def pick_reasons(state: State, move: Pick) -> list[Reason]:
    s = move.seat
    hand = state.hands[s]
    out = []
    if move.tile in hand:
        out.append(reason(R.DRAFT_SIMUL, True, said("bm.pick.ok", tile=tile_said(move.tile)),
                          (Seat(s),)))
    else:
        out.append(reason(R.DRAFT_SIMUL, False, said("bm.pick.not_in_hand", tile=move.tile,
                                                    n=len(hand)), (Seat(s),)))
    if state.turn == TURNS:
        ok = move.ship is None
        out.append(reason(R.ROUND_NINE, ok, said("bm.pick.last_ok" if ok else "bm.pick.last_ship")))
        return out
    ship = move.ship
    if ship is None:
        out.append(reason(R.DRAFT_PASS, False, said("bm.pick.need_ship", n=len(hand) - 1)))
    elif type(ship) is not int or not 0 <= ship < state.players:
        out.append(reason(R.DRAFT_PASS, False, said("bm.pick.no_ship", players=state.players)))
    elif state.ships[ship] is not None:
        out.append(reason(R.DRAFT_PASS, False, said("bm.pick.ship_taken", who=Who(ship)),
                          (Seat(ship),)))
    elif ship == s and state.explorers[s] == BLACK_FEMALE:
        out.append(reason(R.EXPL_2, True, said("bm.pick.own_black"), (Seat(s),)))
    elif ship == s and free_ships(state) != [s]:
        others = [Who(t) for t in free_ships(state) if t != s]
        out.append(reason(R.DRAFT_OWN, False, said("bm.pick.own", free=others), (Seat(s),)))
    elif ship == s:
        out.append(reason(R.DRAFT_OWN, True, said("bm.pick.own_last"), (Seat(s),)))
    else:
        out.append(reason(R.DRAFT_PASS, True, said("bm.pick.pass", n=len(hand) - 1,
                                                  who=Who(ship)), (Seat(ship),)))
    return out


def take_reasons(state: State, move: Take) -> list[Reason]:
    row = list(state.rows[state.row])
    shown = " ".join(row)
    if move.tile not in row:
        return [reason(R.ROW_PICK, False, said("bm.take.absent", tile=move.tile, row=shown))]
    out = [reason(R.ROW_PICK, True, said("bm.take.ok", tile=tile_said(move.tile)))]
    row.remove(move.tile)
    if move.discard not in row:
        out.append(reason(R.ROW_PICK, False, said("bm.take.no_discard", tile=move.discard,
                                                 row=" ".join(row) or "-")))
    else:
        out.append(reason(R.ROW_PICK, True, said("bm.take.discard", tile=tile_said(move.discard))))
    return out


def row_reasons(state: State, move: ChooseRow) -> list[Reason]:
    ok = type(move.row) is int and 0 <= move.row < len(state.rows)
    return [reason(R.ROW_TWO, ok, said("bm.row.ok" if ok else "bm.row.bad",
                                      n=move.row + 1 if type(move.row) is int else 0,
                                      rows=len(state.rows)))]


def salvage_reasons(state: State, move: Salvage) -> list[Reason]:
    if move.tile is None:
        return [reason(R.EXPL_3, True, said("bm.salvage.none"))]
    ok = move.tile in state.discard
    return [reason(R.EXPL_3, ok, said("bm.salvage.ok" if ok else "bm.salvage.absent",
                                     tile=tile_said(move.tile) if ok else move.tile,
                                     n=len(state.discard)))]


# ---------------------------------------------------------------- check

def _over(state: State) -> Reason | None:
    if state.phase is Phase.OVER:
        return Reason(R.END_SCORE, False, Msg("bm.gate.over"))
    return None


def describe_move(state: State, move: Move) -> Msg:
    """The move in words (the protocol's ``describe_move``), and so a verdict's headline:
    "Player 2 places at (0,1)", "Player 1 keeps explorer 2"."""
    seat = move.seat if isinstance(move.seat, int) and 0 <= move.seat < state.players else 0
    return by_type(_DESCRIBE, move, "Big Monster move")(move, player(seat))


def _describe_pick(move: Pick, who: Msg) -> Msg:
    if move.ship is None:
        return Msg("bm.what.pick_last", who=who)
    return Msg("bm.what.pick", who=who, ship=move.ship + 1 if type(move.ship) is int else 0)


def _describe_salvage(move: Salvage, who: Msg) -> Msg:
    if move.tile is None:
        return Msg("bm.what.no_salvage", who=who)
    return Msg("bm.what.salvage", who=who, tile=_name(move.tile))


_DESCRIBE = {
    Keep: lambda move, who: Msg("bm.what.keep", who=who, n=move.explorer),
    Pick: _describe_pick,
    Place: lambda move, who: Msg("bm.what.place", who=who, cell=cell_text((move.x, move.y))),
    ChooseRow: lambda move, who: Msg("bm.what.row", who=who,
                                     n=move.row + 1 if type(move.row) is int else 0),
    Take: lambda move, who: Msg("bm.what.take", who=who, tile=_name(move.tile),
                                discard=_name(move.discard)),
    Salvage: _describe_salvage,
}


def _wrong_step(state: State, move: Move, ask: Ask) -> Reason:
    return Reason(ask.rule, False, Msg("bm.gate.step", ask=ask.msg))


#: The one ``check`` (:mod:`tutor.core.check`): game over, the seat asked, the step asked of
#: that seat (:data:`MOVE_STEP`), then every rule with its numbers and focus. The notation
#: provides the move's text, :mod:`.parts` the verdict on a move still being put together.
RULES = CheckTable(
    asks=asks, over=_over, steps=MOVE_STEP,
    wrong_step=_wrong_step,
    reasons={Keep: keep_reasons, Pick: pick_reasons,
             Place: lambda state, move: place_reasons(state, move.seat, move.x, move.y),
             ChooseRow: row_reasons, Take: take_reasons, Salvage: salvage_reasons},
    describe=describe_move)


def check(state: State, move: Move | Partial) -> Verdict:
    """The verdict on ``move`` (gates, then every rule with its numbers and focus)."""
    return RULES.check(state, move)


def _name(code) -> Msg | str:
    return tile_msg(code) if code in KINDS else str(code)


# ---------------------------------------------------------------- the placement overlay

def placement_previews(state: State, seat: int) -> list[tuple[tuple[int, int], list, list, list]]:
    """What a board draws over the landing area while a seat holds its chosen tile: every
    legal anchor with the mutations, crystals and Big Monsters placing there would make
    (the facts of :func:`place_reasons`' forecasts, without their messages)."""
    code = state.chosen[seat]
    if code is None:
        return []
    return [((x, y), [f for f, _ in mutation_facts(state, seat, code, x, y)],
             crystal_facts(state, seat, code, x, y), big_facts(state, seat, code, x, y))
            for x, y in anchors(state.areas[seat], code)]
