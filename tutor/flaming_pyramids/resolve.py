"""Applying moves: placement, then mayhem resolved until calm, then the end of the turn.

* FP-TURN-2/3/4 — place, resolve, refill to 5, check for a win.
* FP-CHAIN-1..6 — free air, collapse, explosion, fire, curse; first hit in scan order;
  restart after each event; burials in scan order under the collector's pile.
* FP-COLL-1..4, FP-AIR-1..3 — a collapse buries both supports; the offending tile slides
  (a decision); tiles with no support fall (a decision); one support is enough to stay.
* FP-FIRE-1..5, FP-EXPL-1..3, FP-DIE-1..4 — fire, explosions and the fire die.
* FP-CURSE-1..4 — three equal weights: the previous player takes them and what follows.
* FP-SETUP-1..3 — :func:`initial_state` deals from a seed.

``apply`` never mutates its input and raises :class:`IllegalMoveError` for an illegal move.
When the resolution needs a choice, the returned state has a ``pending`` decision and the
same resolution continues after the matching move.
"""

from __future__ import annotations

from tutor.core import EventLog, IllegalMoveError, Msg, Outcome, UsageError
from tutor.core.chance import seed_problem, stream
from tutor.core.focus import as_cells
from tutor.core.turns import seated

from .facts import Slid
from .moves import Move, Place, Roll, Slide, landing
from .rulebook import R
from .rules import (DIE_RULES, Mayhem, MayhemKind, blast_area, burn_area, cell_text, check,
                    explosion_pair, find_mayhem, is_legal, mayhem_msg, place_tile, player)
from .state import (TILES, Cell, Options, Pending, PendingKind, Phase, Pyramid, State, Tile,
                    scan_key, supports_of)

HAND_SIZE = 5
DICE_SEEDED = 64   # fire-die rolls fixed at setup (more are asked for as moves)
#: The faces of the fire die, 1 to 6 (FP-DIE-1).
DIE_FACES = 6


# ---------------------------------------------------------------- setup (FP-SETUP)

def initial_state(options: Options = Options(), seed: int = 0) -> State:
    """Shuffle with ``seed``, deal evenly, lay the leftovers as the bottom row (FP-SETUP-1/2).

    The first ``45 % players`` tiles of the shuffled order are the leftovers; incendiary
    leftovers leave the game. Seat 1 starts (FP-SETUP-3: BGA chooses the first player).
    """
    if not isinstance(options, Options):
        raise UsageError(Msg("core.usage.options", game="Flaming Pyramids",
                             given=repr(options)))
    problem = options.problem() or seed_problem(seed)
    if problem is not None:
        raise UsageError(problem)
    rng = stream(seed)
    order = list(TILES)
    rng.shuffle(order)
    n = options.players
    leftover_count = len(order) % n
    leftovers, dealt = order[:leftover_count], order[leftover_count:]
    share = len(dealt) // n
    piles = [dealt[i * share:(i + 1) * share] for i in range(n)]
    base = [t for t in leftovers if not t.incendiary]
    pyramid = Pyramid({(0, p): t for p, t in enumerate(base)})
    hands = tuple(tuple(p[:HAND_SIZE]) for p in piles)
    rest = tuple(tuple(p[HAND_SIZE:]) for p in piles)
    dice = tuple(rng.randint(1, DIE_FACES) for _ in range(DICE_SEEDED)) if options.fire_die else ()
    return State(options, pyramid, hands, rest, turn=0, dice=dice)


# ---------------------------------------------------------------- helpers

def _bury(state: State, cells: list[Cell], seat: int) -> State:
    """Remove ``cells`` (already in scan order) and put their tiles under ``seat``'s pile."""
    tiles = tuple(state.pyramid[c] for c in cells)
    piles = list(state.piles)
    piles[seat] = piles[seat] + tiles
    return state.replace(pyramid=state.pyramid.removed(*cells), piles=tuple(piles),
                         disarmed=state.disarmed - set(tiles))


def _remove(state: State, cells: list[Cell]) -> State:
    tiles = {state.pyramid[c] for c in cells}
    return state.replace(pyramid=state.pyramid.removed(*cells), disarmed=state.disarmed - tiles)


def _codes(state: State, cells) -> list[str]:
    return [state.pyramid[c].code for c in cells]


# The events' messages, each built from the facts the event recorded.

def _tiles_lost_msg(key: str, source: Tile, tiles: tuple[str, ...], seat: int) -> Msg:
    """A fire or the die's blast: ``source`` and the tiles it took to ``seat``'s pile."""
    return Msg(key, tile=source.code, tiles=list(tiles), count=len(tiles), who=player(seat))


def _die_msg(key: str, face: int, source: Tile, rule: R) -> Msg:
    return Msg(key, face=face, tile=source.code,
               result=Msg(f"fp.die.{rule.name}", tile=source.code, face=face))


def _air_msg(t: Tile, cell: Cell, seat: int) -> Msg:
    return Msg("fp.event.air", tile=t.code, cell=cell_text(cell), who=player(seat))


def _collapse_msg(found: Mayhem, tiles: tuple[str, ...], seat: int) -> Msg:
    return Msg("fp.event.collapse", why=found.msg, tiles=list(tiles), who=player(seat))


def _explosion_msg(key: str, pair: tuple[str, ...], tiles: tuple[str, ...], seat: int) -> Msg:
    return Msg(key, first=pair[0], second=pair[1], tiles=list(tiles), count=len(tiles),
               who=player(seat))


def _roll_needed_msg(t: Tile, seat: int) -> Msg:
    return Msg("fp.event.roll_needed", tile=t.code, who=player(seat))


def _curse_msg(tiles: tuple[str, ...], weight: int, seat: int) -> Msg:
    return Msg("fp.event.curse", tiles=list(tiles), weight=weight, who=player(seat))


def _seat_msg(key: str, seat: int) -> Msg:
    return Msg(key, who=player(seat))


def _draw_msg(key: str, seat: int, count: int) -> Msg:
    return Msg(key, who=player(seat), count=count)


def _place_msg(seat: int, t: Tile, cell: Cell) -> Msg:
    return Msg("fp.event.place", who=player(seat), tile=t.code, cell=cell_text(cell))


def _slide_msg(pending: Pending, dest: Cell) -> Msg:
    return Msg("fp.event.slide", tile=pending.tile.code, src=cell_text(pending.cell),
               dest=cell_text(dest), who=player(pending.chooser))


# ---------------------------------------------------------------- resolution (FP-CHAIN)

def _burn(state: State, cell: Cell, log: EventLog, remove_source: bool, rule: R) -> State:
    area = burn_area(state.pyramid, cell)
    source = state.pyramid[cell]
    burnt = tuple(_codes(state, area))
    state = _bury(state, area, state.collector)
    if remove_source:
        state = _remove(state, [cell])
    key = "fp.event.fire" if remove_source else "fp.event.fire_stays"
    log.add(state, rule, _tiles_lost_msg, (key, source, burnt, state.collector),
            as_cells([cell, *area]))
    return state


def _apply_die(state: State, cell: Cell, face: int, log: EventLog, seeded: bool) -> State:
    """FP-DIE-1..4: the die's result for the fire that the incendiary at ``cell`` would start."""
    source = state.pyramid[cell]
    rule = DIE_RULES[face]
    if rule is R.DIE_4:
        state = state.replace(disarmed=state.disarmed | {source})
    key = "fp.event.die_seeded" if seeded else "fp.event.die"
    log.add(state, rule, _die_msg, (key, face, source, rule), as_cells([cell]))
    if rule in (R.DIE_1, R.DIE_2):
        return _burn(state, cell, log, remove_source=rule is R.DIE_2, rule=R.FIRE_3)
    if rule is R.DIE_3:
        area = blast_area(state.pyramid, cell)
        hit = tuple(_codes(state, area))
        state = _bury(state, area, state.collector)
        state = _remove(state, [cell])
        key = "fp.event.die_blast" if hit else "fp.event.die_blast_alone"
        log.add(state, R.DIE_3, _tiles_lost_msg, (key, source, hit, state.collector),
                as_cells([cell, *area]))
    return state


def resolve(state: State, log: EventLog) -> State:
    """Resolve mayhem until calm (then end the turn) or until a decision is needed."""
    while True:
        found = find_mayhem(state)
        if found is None:
            return _end_turn(state, log)
        cell = found.cell
        if found.kind is MayhemKind.AIR:
            state = state.replace(phase=Phase.CHOOSE,
                                  pending=Pending(PendingKind.FALL, cell, state.pyramid[cell],
                                                  state.collector))
            log.add(state, R.AIR_1, _air_msg, (state.pyramid[cell], cell, state.collector),
                    as_cells([cell]))
            return state
        if found.kind is MayhemKind.COLLAPSE:
            t = state.pyramid[cell]
            left, right = supports_of(cell)
            codes = tuple(_codes(state, [left, right]))
            state = _bury(state, [left, right], state.collector)
            if t.incendiary:                       # FP-FIRE-4/5: never armed again
                state = state.replace(disarmed=state.disarmed | {t})
            state = state.replace(phase=Phase.CHOOSE,
                                  pending=Pending(PendingKind.SLIDE, cell, t, state.collector))
            log.add(state, R.COLL_1, _collapse_msg, (found, codes, state.collector),
                    found.cells)
            return state
        if found.kind is MayhemKind.EXPLOSION:
            a, b = explosion_pair(state.pyramid)
            pair = tuple(_codes(state, [a, b]))
            area = blast_area(state.pyramid, a, b)
            hit = tuple(_codes(state, area))
            state = _bury(state, area, state.collector)
            state = _remove(state, sorted([a, b], key=scan_key))
            key = "fp.event.explosion" if hit else "fp.event.explosion_alone"
            log.add(state, R.EXPL_2, _explosion_msg, (key, pair, hit, state.collector),
                    as_cells([a, b, *area]))
            continue
        if found.kind is MayhemKind.FIRE:
            if state.options.fire_die:
                if not state.dice:
                    state = state.replace(phase=Phase.ROLL,
                                          pending=Pending(PendingKind.ROLL, cell,
                                                          state.pyramid[cell], state.collector))
                    log.add(state, R.DIE_1, _roll_needed_msg,
                            (state.pyramid[cell], state.collector), as_cells([cell]))
                    return state
                face, rest = state.dice[0], state.dice[1:]
                state = _apply_die(state.replace(dice=rest), cell, face, log, seeded=True)
            else:
                log.add(state, found.rule, mayhem_msg, (found,), found.cells)
                state = _burn(state, cell, log, remove_source=True, rule=R.FIRE_3)
            continue
        # curse (FP-CURSE-1..3)
        first = state.curses == 0
        state = state.replace(curses=state.curses + 1)
        cursed = state.collector
        trio = [cell, *supports_of(cell)]
        codes = tuple(_codes(state, trio))
        weight = state.pyramid[cell].weight         # the three weigh the same (FP-CURSE-1)
        state = _bury(state, trio, cursed)
        log.add(state, R.CURSE_2 if first else R.CURSE_3, _curse_msg, (codes, weight, cursed),
                as_cells(trio))


def _end_turn(state: State, log: EventLog) -> State:
    """FP-TURN-3/4, FP-END-1..4, FP-CURSE-4: refill, win check, next player."""
    seat = state.turn
    hand, pile = state.hands[seat], state.piles[seat]
    cursed_turn = state.curses > 0
    need = max(0, HAND_SIZE - len(hand))
    drawn, rest = pile[:need], pile[need:]
    hands = list(state.hands)
    piles = list(state.piles)
    hands[seat] = hand + drawn
    piles[seat] = rest
    state = state.replace(hands=tuple(hands), piles=tuple(piles), pending=None)
    if drawn:
        rule = R.END_2 if not hand else R.TURN_3
        log.add(state, rule, _draw_msg,
                ("fp.event.draw_again" if not hand else "fp.event.draw", seat, len(drawn)))
    if not hands[seat] and not piles[seat]:
        state = state.replace(phase=Phase.OVER, winner=seat, curses=0)
        log.add(state, R.END_4 if cursed_turn else R.END_1, _seat_msg, ("fp.event.win", seat))
        return state
    nxt = (seat + 1) % state.players
    state = state.replace(phase=Phase.PLAY, turn=nxt, curses=0)
    rule = R.CURSE_4 if cursed_turn else R.TURN_4
    log.add(state, rule, _seat_msg, ("fp.event.next", nxt))
    return state


# ---------------------------------------------------------------- apply

def apply(state: State, move: Move) -> Outcome:
    """Play ``move``; returns the ordered events. Raises IllegalMoveError if refused."""
    move = seated(move, None if state.phase is Phase.OVER else state.to_act)
    if not is_legal(state, move):               # the verdict, with its reasons, only to refuse
        raise IllegalMoveError(check(state, move))
    log = EventLog()
    after = _PLAY[type(move)](state, move, log)
    return Outcome(state, move, resolve(after, log), tuple(log))


def _play_place(state: State, move: Place, log: EventLog) -> State:
    t, cell = move.tile, move.cell
    after = place_tile(state, t, cell, armed=True)
    log.add(after, R.TURN_2, _place_msg, (state.turn, t, cell), as_cells([cell]))
    return after


def _play_slide(state: State, move: Slide, log: EventLog) -> State:
    pending = state.pending
    dest = landing(pending.cell, move.side)
    after = state.replace(pyramid=state.pyramid.moved(pending.cell, dest), pending=None,
                          phase=Phase.PLAY)
    rule = R.COLL_2 if pending.kind is PendingKind.SLIDE else R.AIR_1
    log.add(after, rule, _slide_msg, (pending, dest), as_cells([dest]),
            Slid(pending.tile, pending.cell, dest, pending.chooser))
    return after


def _play_roll(state: State, move: Roll, log: EventLog) -> State:
    after = state.replace(pending=None, phase=Phase.PLAY)
    return _apply_die(after, state.pending.cell, move.face, log, seeded=False)


#: What each move does before the resolution (FP-TURN-2, FP-COLL-2, FP-AIR-1, FP-DIE-1).
_PLAY = {Place: _play_place, Slide: _play_slide, Roll: _play_roll}
