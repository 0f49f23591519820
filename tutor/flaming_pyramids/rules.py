"""Legality and assessment: placement sites, building regulations, mayhem detection.

* FP-TURN-1 — a tile is played from the active player's hand; never pass.
* FP-PLACE-1..5 — where a tile may go (:func:`sites`).
* FP-BUILD-1..5 — colour-or-weight match AND weight <= sum of the supports; the Millstone
  is a colour joker; breaking them is allowed but collapses (:func:`assess_building`).
* FP-CHAIN-1/2 — mayhem is looked for in the order free air, collapse, explosion, fire,
  curse, each scan top to bottom and left to right (:func:`find_mayhem`).

``check`` never raises for a well-typed move; ``legal_moves`` and ``check`` agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from tutor.core import Ask, Msg, Partial, Reason, Verdict, seat_name
from tutor.core.check import CheckTable, allowed, by_type
from tutor.core.focus import as_cells
from tutor.core.verdict import headline, made_later, msg_on_demand

from .moves import Move, Place, Roll, Side, Slide, landing
from .rulebook import R
from .state import Cell, Phase, PendingKind, Pyramid, State, Tile, scan_key, supports_of


def cell_text(cell: Cell) -> str:
    return f"({cell[0]},{cell[1]})"


def player(seat: int) -> Msg:
    return seat_name(seat)


def colour_name(t: Tile) -> Msg:
    return Msg("fp.colour.any") if t.colour is None else Msg(f"fp.colour.{t.colour.name}")


# ---------------------------------------------------------------- sites (FP-PLACE)

def open_sites(pyramid: Pyramid) -> list[Cell]:
    """FP-PLACE-3: empty cells on two side-by-side tiles, and bottom-row gaps; scan order."""
    found = set()
    for (r, p) in pyramid:
        if (r, p + 1) in pyramid and (r + 1, p) not in pyramid:
            found.add((r + 1, p))
    bottom = pyramid.bottom_slots()
    if bottom:
        found.update((0, p) for p in range(bottom[0], bottom[-1] + 1) if (0, p) not in pyramid)
    return sorted(found, key=scan_key)


def sites(pyramid: Pyramid) -> tuple[R, list[Cell]]:
    """The rule that governs placement now, and the cells it allows."""
    rule, cells = pyramid.derived(_sites)     # legal_moves and apply ask it of one pyramid
    return rule, list(cells)


def _sites(pyramid: Pyramid) -> tuple[R, tuple[Cell, ...]]:
    rule, cells = _find_sites(pyramid)
    return rule, tuple(cells)


def _find_sites(pyramid: Pyramid) -> tuple[R, list[Cell]]:
    if not pyramid:
        return R.PLACE_1, [(0, 0)]
    if len(pyramid) == 1:
        (r, p), = pyramid
        return R.PLACE_2, [(0, p - 1), (0, p + 1)]
    found = open_sites(pyramid)
    if found:
        return R.PLACE_3, found
    bottom = pyramid.bottom_slots()
    return R.PLACE_4, [(0, bottom[0] - 1), (0, bottom[-1] + 1)]


def site_reason(pyramid: Pyramid, cell: Cell) -> Reason:
    rule, allowed = sites(pyramid)
    where = cell_text(cell)
    listed = [cell_text(c) for c in allowed]
    if cell in allowed:
        if rule is R.PLACE_3:
            if cell[0] == 0:
                left = max(p for r, p in pyramid if r == 0 and p < cell[1])
                right = min(p for r, p in pyramid if r == 0 and p > cell[1])
                msg = Msg("fp.site.gap", cell=where, left=pyramid[(0, left)].code,
                          right=pyramid[(0, right)].code)
                focus = ((0, left), (0, right))
            else:
                a, b = supports_of(cell)
                msg = Msg("fp.site.open", cell=where, left=pyramid[a].code, right=pyramid[b].code)
                focus = (a, b)
            if len(allowed) > 1:
                msg = Msg("fp.site.one_of", first=msg, sites=listed)
            return Reason(rule, True, msg, as_cells((cell, *focus)))
        return Reason(rule, True, Msg(f"fp.site.ok.{rule.name}", cell=where, sites=listed),
                      as_cells((cell,)))
    if cell in pyramid:
        return Reason(rule, False, Msg("fp.site.occupied", cell=where, tile=pyramid[cell].code,
                                       sites=listed), as_cells((cell, *allowed)))
    if cell[0] > 0:
        # An empty cell on two tiles is always an open site, so this one rests on fewer.
        held = [pyramid[s].code for s in supports_of(cell) if s in pyramid]
        msg = (Msg("fp.site.overhang", cell=where, count=len(held), tiles=held, sites=listed)
               if held else Msg("fp.site.floating", cell=where, sites=listed))
        return Reason(R.PLACE_5, False, msg, as_cells((cell, *allowed)))
    return Reason(rule, False, Msg(f"fp.site.bad.{rule.name}", cell=where, sites=listed),
                  as_cells((cell, *allowed)))


def place_tile(state: State, t: Tile, cell: Cell, armed: bool) -> State:
    """``state`` with ``t`` moved from the active hand to ``cell`` (no resolution): what a
    placement's forecast looks at, and what ``apply`` resolves."""
    hands = list(state.hands)
    hand = hands[state.turn]
    i = hand.index(t)                             # a tile is in one place only
    hands[state.turn] = hand[:i] + hand[i + 1:]
    disarmed = state.disarmed if armed or not t.incendiary else state.disarmed | {t}
    return state.replace(pyramid=state.pyramid.placed(cell, t), hands=tuple(hands),
                         disarmed=disarmed)


# ---------------------------------------------------------------- building (FP-BUILD)

@dataclass(frozen=True)
class Building:
    """The building regulations for ``tile`` on ``left`` + ``right`` (FP-BUILD-1..4)."""

    tile: Tile
    left: Tile
    right: Tile

    @property
    def load(self) -> int:
        return self.left.weight + self.right.weight

    @property
    def colour_partner(self) -> Tile | None:
        return next((s for s in (self.left, self.right) if self.tile.matches_colour(s)), None)

    @property
    def weight_partner(self) -> Tile | None:
        return next((s for s in (self.left, self.right) if s.weight == self.tile.weight), None)

    @property
    def matches(self) -> bool:
        return self.colour_partner is not None or self.weight_partner is not None

    @property
    def within_load(self) -> bool:
        return self.tile.weight <= self.load

    @property
    def stands(self) -> bool:
        return stands_on(self.tile, self.left, self.right)

    def match_reason(self, focus: tuple = (), binding: bool = False) -> Reason:
        t = self.tile
        partner = self.colour_partner
        rule = R.BUILD_3 if partner is not None and (t.millstone or partner.millstone) \
            else R.BUILD_1
        if self.colour_partner is not None:
            s = self.colour_partner
            key = "fp.build.millstone" if (t.millstone or s.millstone) else "fp.build.colour"
            msg = Msg(key, tile=t.code, support=s.code, colour=colour_name(t if t.colour else s))
            if self.weight_partner is not None and not (t.millstone or s.millstone):
                msg = Msg("fp.build.colour_and_weight", first=msg, weight=t.weight,
                          support=self.weight_partner.code)
        elif self.weight_partner is not None:
            msg = Msg("fp.build.weight", tile=t.code, weight=t.weight,
                      support=self.weight_partner.code)
        else:
            msg = Msg("fp.build.no_match", tile=t.code, colour=colour_name(t), weight=t.weight,
                      left=self.left.code, right=self.right.code)
        if t.incendiary:
            rule = R.BUILD_4 if rule is R.BUILD_1 else rule
        return Reason(rule, self.matches, msg, focus, binding)

    def load_reason(self, focus: tuple = (), binding: bool = False) -> Reason:
        key = "fp.build.load_ok" if self.within_load else "fp.build.overload"
        rule = R.BUILD_3 if self.tile.millstone or self.left.millstone or self.right.millstone \
            else R.BUILD_2
        return Reason(rule, self.within_load,
                      Msg(key, tile=self.tile.code, weight=self.tile.weight,
                          left=self.left.weight, right=self.right.weight, total=self.load),
                      focus, binding)

    def failure(self) -> Msg:
        """Why it collapses, as one message (for forecasts and events)."""
        if not self.matches and not self.within_load:
            return Msg("fp.build.both_fail", match=self.match_reason().msg,
                       load=self.load_reason().msg)
        if not self.matches:
            return self.match_reason().msg
        return self.load_reason().msg


def stands_on(t: Tile, left: Tile, right: Tile) -> bool:
    """FP-BUILD-1/2/3: ``t`` matches a support by colour (the Millstone matching every
    colour) or by weight, and weighs no more than both together: :attr:`Building.stands`,
    without building one (mayhem asks it of every tile at every step). A test holds it to
    ``matches and within_load`` for every three tiles."""
    weight = t.weight
    return weight <= left.weight + right.weight and (
        weight == left.weight or weight == right.weight
        or t.matches_colour(left) or t.matches_colour(right))


def assess_building(pyramid: Pyramid, cell: Cell, t: Tile) -> Building | None:
    """The building check for ``t`` at ``cell``, or None when it does not rest on two tiles."""
    if cell[0] == 0:
        return None
    left, right = pyramid.supports(cell)
    if left is None or right is None:
        return None
    return Building(t, left, right)


# ---------------------------------------------------------------- mayhem (FP-CHAIN)

#: What the fire die's face does (FP-DIE-1..4).
DIE_RULES = {1: R.DIE_1, 2: R.DIE_1, 3: R.DIE_1, 4: R.DIE_2, 5: R.DIE_3, 6: R.DIE_4}

class MayhemKind(Enum):
    AIR = 1
    COLLAPSE = 2
    EXPLOSION = 3
    FIRE = 4
    CURSE = 5


@msg_on_demand
@dataclass(frozen=True)
class Mayhem:
    kind: MayhemKind
    rule: R
    cell: Cell                      # the tile the check found first in scan order
    cells: tuple[Cell, ...]         # what it involves (focus)
    msg: Msg                        # built when read (resolve and forecasts seldom do)


def _mayhem(kind: MayhemKind, rule: R, cell: Cell, cells: tuple[Cell, ...], make, *args):
    return made_later(Mayhem, {"kind": kind, "rule": rule, "cell": cell,
                              "cells": as_cells(cells)},
                      make, args)


def _air_msg(t: Tile, cell: Cell) -> Msg:
    return Msg("fp.mayhem.air", tile=t.code, cell=cell_text(cell))


def _collapse_msg(b: Building, cell: Cell) -> Msg:
    return Msg("fp.mayhem.collapse", tile=b.tile.code, cell=cell_text(cell), left=b.left.code,
               right=b.right.code, why=b.failure())


def _explosion_msg(first: Tile, second: Tile) -> Msg:
    return Msg("fp.mayhem.explosion", first=first.code, second=second.code)


def _fire_msg(key: str, t: Tile, burnt: tuple[Tile, ...]) -> Msg:
    return Msg(key, tile=t.code, tiles=[b.code for b in burnt], count=len(burnt))


def _curse_msg(t: Tile, left: Tile, right: Tile) -> Msg:
    return Msg("fp.mayhem.curse", tile=t.code, left=left.code, right=right.code,
               weight=left.weight)


def burn_area(pyramid: Pyramid, cell: Cell) -> list[Cell]:
    """Cells that burn from the incendiary at ``cell`` (FP-FIRE-1/2), in scan order."""
    source = pyramid[cell]
    burning: set[Cell] = set()
    frontier = [c for c in pyramid.touching(cell) if pyramid[c].burnable_by(source)]
    while frontier:
        c = frontier.pop()
        if c in burning:
            continue
        burning.add(c)
        frontier += [n for n in pyramid.touching(c)
                     if n not in burning and pyramid[n].burnable_by(source)]
    return sorted(burning, key=scan_key)


def explosion_pair(pyramid: Pyramid) -> tuple[Cell, Cell] | None:
    """FP-EXPL-1/3: the first incendiary in scan order with its first touching incendiary."""
    for cell in pyramid.scan():
        if pyramid[cell].incendiary:
            partner = next((c for c in pyramid.touching(cell) if pyramid[c].incendiary), None)
            if partner is not None:
                return cell, partner
    return None


def blast_area(pyramid: Pyramid, *centres: Cell) -> list[Cell]:
    """Every tile touching any of ``centres`` (except the centres), in scan order."""
    hit = {c for centre in centres for c in pyramid.touching(centre)} - set(centres)
    return sorted(hit, key=scan_key)


def find_mayhem(state: State) -> Mayhem | None:
    """The first mayhem in checking order (FP-CHAIN-1) and scan order (FP-CHAIN-2)."""
    pyramid = state.pyramid
    order = pyramid.scan()
    get = pyramid.get
    for cell in order:                                   # 1. free air
        r, p = cell
        if r > 0 and get((r - 1, p)) is None and get((r - 1, p + 1)) is None:
            return _mayhem(MayhemKind.AIR, R.AIR_1, cell, (cell,), _air_msg, pyramid[cell], cell)
    for cell in order:                                   # 2. collapse
        r, p = cell
        if r == 0:
            continue
        left, right = get((r - 1, p)), get((r - 1, p + 1))
        if left is not None and right is not None and not stands_on(pyramid[cell], left, right):
            b = Building(pyramid[cell], left, right)
            return _mayhem(MayhemKind.COLLAPSE, R.BUILD_5, cell, (cell, *supports_of(cell)),
                           _collapse_msg, b, cell)
    pair = explosion_pair(pyramid)                       # 3. explosion
    if pair is not None:
        a, b = pair
        return _mayhem(MayhemKind.EXPLOSION, R.EXPL_1, a, (a, b, *blast_area(pyramid, a, b)),
                       _explosion_msg, pyramid[a], pyramid[b])
    for cell in order:                                   # 4. fire
        t = pyramid[cell]
        if state.armed(t):
            area = burn_area(pyramid, cell)
            if area:
                rule = R.FIRE_1 if t.material.name == "COAL" else R.FIRE_2
                key = "fp.mayhem.fire_die" if state.options.fire_die else "fp.mayhem.fire"
                return _mayhem(MayhemKind.FIRE, rule, cell, (cell, *area), _fire_msg, key, t,
                               tuple(pyramid[c] for c in area))
    if state.options.curse:                              # 5. curse
        for cell in order:
            left, right = pyramid.supports(cell)
            if left is not None and right is not None and cell[0] > 0 \
                    and left.weight == right.weight == pyramid[cell].weight:
                return _mayhem(MayhemKind.CURSE, R.CURSE_1, cell, (cell, *supports_of(cell)),
                               _curse_msg, pyramid[cell], left, right)
    return None


# ---------------------------------------------------------------- who may act

def asks(state: State) -> tuple[Ask, ...]:
    """Who may act now, and on what: the active player places a tile (FP-TURN-1); while a
    collapse or a fall waits, the player who chooses where the tile goes (FP-COLL-2,
    FP-AIR-1); with the fire die, the player who rolls it (FP-DIE-1)."""
    if state.phase is Phase.OVER:
        return ()
    pending = state.pending
    if state.phase is Phase.PLAY:
        return (Ask(state.turn, "place", str(R.TURN_1),
                    Msg("fp.ask.place", who=player(state.turn))),)
    who = player(pending.chooser)
    if state.phase is Phase.ROLL:
        return (Ask(pending.chooser, "roll", str(R.DIE_1),
                    Msg("fp.event.roll_needed", tile=pending.tile.code, who=who)),)
    rule = R.COLL_2 if pending.kind is PendingKind.SLIDE else R.AIR_1
    return (Ask(pending.chooser, "slide", str(rule),
                Msg(f"fp.decision.{pending.kind.value}", tile=pending.tile.code,
                    cell=cell_text(pending.cell), who=who)),)


# ---------------------------------------------------------------- legality

def legal_moves(state: State) -> list[Move]:
    """Every legal move, each naming its seat (the seat asked)."""
    if state.phase is Phase.OVER:
        return []
    seat = state.to_act
    if state.phase is Phase.CHOOSE:
        return [Slide(Side.LEFT, seat=seat), Slide(Side.RIGHT, seat=seat)]
    if state.phase is Phase.ROLL:
        return [Roll(face, seat=seat) for face in range(1, 7)]
    _, cells = sites(state.pyramid)
    return [Place(t, cell, seat=seat) for t in state.hands[state.turn] for cell in cells]


def is_legal(state: State, move: Move) -> bool:
    """``check(state, move).legal`` without a message or a forecast (the resolution is not
    simulated): the fast path of ``apply``. ``move`` names its seat. The property tests
    hold the two to the same answer on every move they try."""
    if state.phase is Phase.OVER or move.seat != state.to_act:
        return False
    if state.phase is Phase.CHOOSE:
        return type(move) is Slide and isinstance(move.side, Side)
    if state.phase is Phase.ROLL:
        return type(move) is Roll and move.face in range(1, 7)
    return type(move) is Place and move.tile in state.hands[state.turn] \
        and move.cell in sites(state.pyramid)[1]


def _over(state: State) -> Reason | None:
    if state.phase is Phase.OVER:
        return Reason(R.END_1, False, Msg("fp.gate.over", winner=player(state.winner)))
    return None


def _wrong_step(state: State, kind: type) -> Reason | None:
    """The phase gate for a move of class ``kind``: what the open step asks instead."""
    pending = state.pending
    if state.phase is Phase.CHOOSE and kind is not Slide:
        rule = R.COLL_2 if pending.kind is PendingKind.SLIDE else R.AIR_1
        return Reason(rule, False, Msg("fp.gate.choose_first", tile=pending.tile.code,
                                       cell=cell_text(pending.cell), who=player(pending.chooser)),
                      as_cells((pending.cell, *supports_of(pending.cell))))
    if state.phase is Phase.ROLL and kind is not Roll:
        return Reason(R.DIE_1, False, Msg("fp.gate.roll_first", tile=pending.tile.code),
                      as_cells((pending.cell,)))
    if state.phase is Phase.PLAY and kind is not Place:
        return Reason(R.TURN_1, False, Msg("fp.gate.place_first", who=player(state.turn)))
    return None


def gate(state: State, kind: type) -> Reason | None:
    """Game over, then phase, for a move of class ``kind``: the first failing gate, or None
    (the parts of a move go through the same gates as the move)."""
    return _over(state) or _wrong_step(state, kind)


def mayhem_msg(found: Mayhem) -> Msg:
    return found.msg


def _forecast(state: State) -> Reason | None:
    """The first mayhem ``state`` would start, as a warning; its message is built when read
    (the computer's policy only asks whether there is one)."""
    found = find_mayhem(state)
    if found is None:
        return None
    return Reason.later(found.rule, False, mayhem_msg, (found,), found.cells, binding=False)


def refused(state: State, move: Move) -> Msg:
    """The headline of a refused move, the move in words (:func:`describe_move`): "Not
    allowed: Player 1 places Y4 at (0,0)." (a legal one says what happens: "Allowed: Y4 at
    (0,0) stands.", which a board with hints off keeps to itself)."""
    return headline(False, describe_move(state, move))


def describe_move(state: State, move: Move) -> Msg:
    """The move in words (the protocol's ``describe_move``): "Player 1 places Y4 at (0,0)",
    "Player 2 drops Y4 to the lower left, (0,1)" (the tile and cell when one is pending),
    "Player 1 rolls 5 on the fire die". The player is the move's seat, else the seat
    asked."""
    seat = move.seat if type(move.seat) is int and move.seat >= 0 else state.to_act
    return by_type(_DESCRIBE, move, "Flaming Pyramids move")(state, move, player(seat))


def _describe_slide(state: State, move: Slide, who: Msg) -> Msg:
    pending = state.pending
    if pending is None:
        return Msg(f"fp.what.slide_none.{move.side.name}", who=who)
    return Msg(f"fp.what.slide.{move.side.name}", who=who, tile=pending.tile.code,
               cell=cell_text(landing(pending.cell, move.side)))


_DESCRIBE = {
    Place: lambda state, move, who: Msg("fp.what.place", who=who, tile=move.tile.code,
                                        cell=cell_text(move.cell)),
    Slide: _describe_slide,
    Roll: lambda state, move, who: Msg("fp.what.roll", who=who, face=move.face),
}


def _place_reasons(state: State, move: Place) -> list[Reason]:
    t, cell = move.tile, move.cell
    hand = state.hands[state.turn]
    reasons = []
    if t in hand:
        reasons.append(Reason(R.TURN_1, True, Msg("fp.hand.ok", tile=t.code,
                                                   who=player(state.turn))))
    else:
        reasons.append(Reason(R.TURN_1, False, Msg("fp.hand.missing", tile=t.code,
                                                    who=player(state.turn),
                                                    hand=[h.code for h in hand] or "-")))
    site = site_reason(state.pyramid, cell)
    reasons.append(site)
    if not all(r.ok for r in reasons):
        return reasons
    focus = as_cells((cell, *supports_of(cell)))
    building = assess_building(state.pyramid, cell, t)
    if building is not None:
        reasons.append(building.match_reason(focus))
        reasons.append(building.load_reason(focus))
        if not building.stands:
            reasons.append(Reason(R.COLL_1, False,
                                  Msg("fp.forecast.collapse", left=building.left.code,
                                      right=building.right.code, who=player(state.collector),
                                      tile=t.code),
                                  focus, binding=False))
            return reasons
    else:
        reasons.append(Reason(R.BUILD_2, True, Msg("fp.build.bottom_row", tile=t.code),
                              as_cells((cell,))))
    forecast = _forecast(place_tile(state, t, cell, armed=True))
    if forecast is not None:
        reasons.append(forecast)
    return reasons


def _place_summary(state: State, move: Place, reasons: tuple[Reason, ...]) -> Msg:
    """It stands, it collapses (the summary says why), or mayhem follows."""
    t, cell = move.tile, move.cell
    building = assess_building(state.pyramid, cell, t)
    if building is not None and not building.stands:
        return Msg("fp.summary.collapses", tile=t.code, cell=cell_text(cell),
                   left=building.left.code, right=building.right.code, why=building.failure())
    key = "fp.summary.mayhem" if any(not r.ok for r in reasons) else "fp.summary.stands"
    return headline(True, Msg(key, tile=t.code, cell=cell_text(cell)))


def _slide_reasons(state: State, move: Slide) -> list[Reason]:
    pending = state.pending
    dest = landing(pending.cell, move.side)
    rule = R.COLL_2 if pending.kind is PendingKind.SLIDE else R.AIR_1
    reasons = [Reason(rule, True, Msg(f"fp.slide.{move.side.name}", tile=pending.tile.code,
                                      cell=cell_text(dest)),
                      as_cells((pending.cell, dest)))]
    after = state.replace(pyramid=state.pyramid.moved(pending.cell, dest), pending=None)
    forecast = _forecast(after)
    if forecast is not None:
        reasons.append(forecast)
    elif dest[0] > 0 and None not in after.pyramid.supports(dest):
        b = assess_building(after.pyramid, dest, pending.tile)
        reasons.append(b.load_reason(as_cells((dest, *supports_of(dest)))))
    return reasons


def _slide_summary(state: State, move: Slide, reasons: tuple[Reason, ...]) -> Msg:
    return headline(True, Msg("fp.summary.slide", tile=state.pending.tile.code,
                              cell=cell_text(landing(state.pending.cell, move.side))))


def _roll_reasons(state: State, move: Roll) -> list[Reason]:
    if move.face not in DIE_RULES:
        return [Reason(R.DIE_1, False, Msg("fp.gate.bad_face", face=move.face))]
    rule = DIE_RULES[move.face]
    return [Reason(rule, True, Msg(f"fp.die.{rule.name}", tile=state.pending.tile.code,
                                   face=move.face),
                   as_cells((state.pending.cell,)))]


def _summary(state: State, move: Move, reasons: tuple[Reason, ...]) -> Msg:
    """A refused move in words; an allowed one says what happens (:data:`_SUMMARY`)."""
    if not allowed(reasons):
        return refused(state, move)
    return _SUMMARY[type(move)](state, move, reasons)


_SUMMARY = {
    Place: _place_summary,
    Slide: _slide_summary,
    Roll: lambda state, move, reasons: headline(True, Msg("fp.summary.roll", face=move.face)),
}

#: The one ``check`` (:mod:`tutor.core.check`): game over, the seat asked, the phase's step,
#: then the move's own rules. The notation provides the move's text, :mod:`.parts` the
#: verdict on a move still being put together.
RULES = CheckTable(
    asks=asks, over=_over,
    steps={Place: "place", Slide: "slide", Roll: "roll"},
    wrong_step=lambda state, move, ask: _wrong_step(state, type(move)),
    reasons={Place: _place_reasons, Slide: _slide_reasons, Roll: _roll_reasons},
    describe=describe_move, summary=_summary)


def check(state: State, move: Move | Partial) -> Verdict:
    """The verdict on ``move``: gates (game over, the seat, the phase), then every rule
    with its numbers and focus. A move that names no seat is the asked seat's. A
    :class:`~tutor.core.Partial` gets what its parts decide so far (:mod:`.parts`)."""
    return RULES.check(state, move)
