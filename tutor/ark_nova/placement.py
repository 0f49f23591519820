"""Where a building may stand on a zoo map, what it costs and what it gives (AN-BUILD-*).

Every check returns :class:`~tutor.core.Reason` values that cite a rule and carry the
deciding fact as a typed value (``Reason.data``, the facts below; their ``hexes`` are the
hexes a board highlights):

* AN-BUILD-FORBID — never on rock or water, never beyond the map, never over a building;
  ``build_on``: the terrains a standing sponsor rule opens to the player (AN-SPON-RULES,
  Diversity Researcher), which the caller names.
* AN-BUILD-ADJ — a new building shares an edge with a building already there; the first
  building of a zoo (nothing built yet) covers a border space. Map A's zoo begins with its
  start buildings (``ZooMap.start``), which the caller's ``built`` holds.
* AN-BUILD-B2 — the build-II spaces are covered only with Build side II.
* AN-BUILD-KIOSK — kiosks at least 3 spaces apart (hex distance).
* AN-BUILD-SPECIAL1 — one of each special enclosure per zoo.
* AN-BUILD-UPG — Build II builds different buildings; Reptile House and Large Bird Aviary
  only with side II.
* AN-BUILD-BASIC — side I builds exactly one building; the size fits the strength left
  (``size_left``, which the caller counts).
* AN-BUILD-COST — 2 money a space; AN-BUILD-BONUS — the placement bonuses it covers;
  AN-BUILD-FULL — +7 appeal when it covers the last buildable space.
* AN-SPON-PLACE-UNIQUE-BUILDING — a unique building (its shape and needs given by the
  caller as a :class:`~.buildings.UniqueSpec`): FORBID and ADJ as above, unless it may
  stand alone (Side Entrance); touching at least n rock / water spaces, or covering at least
  n border spaces; one of each per zoo. Build-II spaces still need the player's Build card
  on side II (``side_ii``).
* AN-ANIMALS-ENCL — the rock / water spaces next to a building (:func:`terrain_around`).
* AN-BREAK-5 (b) — what a kiosk earns at a break (:func:`kiosk_income`).

:func:`legal_placements` lists every legal footprint of a kind at once, from footprints
computed once per map and kind; it agrees with :func:`check` tried on every anchor and
rotation.

A board asks the verdict of every legal placement per redraw, so one candidate costs
little: what every candidate of a zoo reads is worked out once per zoo (:class:`ZooFacts`,
:func:`zoo_facts`), and the message of a passing "where" reason (free spaces, touching,
kiosk distance, bonus covered, …) is made only when read (:meth:`~tutor.core.Reason.later`;
it equals the message made at once).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from tutor.core import Msg, Reason
from tutor.core.verdict import allowed

from .buildings import Building, Category, Hex, Kind, UniqueSpec, kind
from .cards import unique_building
from .later import Later, said
from .messages import map as _messages  # noqa: F401  (registers an.map.*)
from .rulebook import R
from .zoo_map import BORDER, GRID, Bonus, ZooMap, focus_hex, hex_distance, neighbours, text

#: AN-BUILD-KIOSK: the least hex distance between two kiosks.
KIOSK_GAP = 3
#: AN-BUILD-FULL: appeal for covering every buildable space.
FULL_APPEAL = 7
#: AN-BUILD-UPG: the kinds only an upgraded Build action places.
SIDE_II_KINDS = ("reptile_house", "large_bird_aviary")


# ---------------------------------------------------------------- facts

class _AtHex:
    """A fact about one hex (``hex``): the hexes to highlight are that one."""

    hex: Hex

    @property
    def hexes(self) -> tuple[Hex, ...]:
        return (self.hex,)


class _Need:
    """A need of at least ``need`` hexes, met by ``hexes``."""

    need: int
    hexes: tuple[Hex, ...]

    @property
    def ok(self) -> bool:
        return len(self.hexes) >= self.need


@dataclass(frozen=True)
class OffMap:
    """AN-BUILD-FORBID: these hexes of the building lie beyond the map."""

    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class OnTerrain:
    """AN-BUILD-FORBID: these hexes of the building are ``terrain`` (rock or water)."""

    terrain: str
    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class Overlap(_AtHex):
    """AN-BUILD-FORBID: ``hex`` is covered already, by ``other``."""

    hex: Hex
    other: Building


@dataclass(frozen=True)
class Free:
    """AN-BUILD-FORBID passed: every hex is a free plain space."""

    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class Touching:
    """AN-BUILD-ADJ: the buildings the candidate shares an edge with (none: refused),
    ``hexes`` the candidate's hexes and theirs along those edges."""

    others: tuple[Building, ...]
    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class FirstOnBorder:
    """AN-BUILD-ADJ for the first building: its hexes on the border (none: refused);
    ``cells`` all its hexes."""

    border: tuple[Hex, ...]
    cells: tuple[Hex, ...]

    @property
    def hexes(self) -> tuple[Hex, ...]:
        return self.border or self.cells


@dataclass(frozen=True)
class StandsAlone:
    """AN-SPON-PLACE-UNIQUE-BUILDING: this unique building needs no neighbour."""

    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class Build2:
    """AN-BUILD-B2: the build-II spaces covered, and whether Build side II is used."""

    hexes: tuple[Hex, ...]
    side_ii: bool


@dataclass(frozen=True)
class KioskGap:
    """AN-BUILD-KIOSK: the kiosk at ``kiosk`` and the nearest (or a too-near) kiosk
    ``other`` (``None``: the first kiosk), ``distance`` apart, ``needed`` at least."""

    kiosk: Hex
    other: Hex | None
    distance: int | None
    needed: int = KIOSK_GAP

    @property
    def hexes(self) -> tuple[Hex, ...]:
        return (self.kiosk,) if self.other is None else (self.kiosk, self.other)


@dataclass(frozen=True)
class AlreadyHas:
    """AN-BUILD-SPECIAL1 (or one unique building of each): ``other`` stands already;
    ``None`` when the zoo has none of ``kind`` yet."""

    kind: str
    other: Building | None

    @property
    def hexes(self) -> tuple[Hex, ...]:
        return self.other.cells if self.other is not None else ()


@dataclass(frozen=True)
class SameInAction:
    """AN-BUILD-UPG: ``kind`` was built already in this Build II action (or not)."""

    kind: str
    built: tuple[str, ...]
    hexes: tuple[Hex, ...] = ()


@dataclass(frozen=True)
class NeedsSideII:
    """AN-BUILD-UPG: ``kind`` is placed only by an upgraded Build action."""

    kind: str
    hexes: tuple[Hex, ...] = ()


@dataclass(frozen=True)
class OneOnly:
    """AN-BUILD-BASIC: Build I builds one building; ``built`` these already."""

    built: tuple[str, ...]
    hexes: tuple[Hex, ...] = ()


@dataclass(frozen=True)
class SizeLeft:
    """AN-BUILD-BASIC / AN-BUILD-UPG: a building of ``size`` against ``left`` strength."""

    size: int
    left: int
    hexes: tuple[Hex, ...] = ()


@dataclass(frozen=True)
class Cost:
    """AN-BUILD-COST: ``spaces`` × ``per`` = ``total``; ``money`` the player's, if known."""

    spaces: int
    per: int
    total: int
    money: int | None = None
    hexes: tuple[Hex, ...] = ()


@dataclass(frozen=True)
class BonusCovered(_AtHex):
    """AN-BUILD-BONUS: the placement bonus printed on ``hex``, taken on covering it."""

    hex: Hex
    bonus: str
    value: int


@dataclass(frozen=True)
class MapFull:
    """AN-BUILD-FULL: the building covers the last buildable spaces: +``appeal``."""

    hexes: tuple[Hex, ...]
    appeal: int = FULL_APPEAL


@dataclass(frozen=True)
class TerrainNeed(_Need):
    """AN-SPON-PLACE-UNIQUE-BUILDING / AN-ANIMALS-ENCL: at least ``need`` distinct
    ``terrain`` hexes next to the building; ``hexes`` the ones it touches."""

    terrain: str
    need: int
    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class BorderNeed(_Need):
    """AN-SPON-PLACE-UNIQUE-BUILDING: at least ``need`` of its hexes on the border;
    ``hexes`` the ones that are."""

    need: int
    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class TerrainAround:
    """The distinct rock and water hexes next to a building (AN-ANIMALS-ENCL)."""

    rock: tuple[Hex, ...]
    water: tuple[Hex, ...]

    def count(self, terrain: str) -> int:
        return len(self.rock if terrain == "rock" else self.water)

    @property
    def hexes(self) -> tuple[Hex, ...]:
        return tuple(sorted(self.rock + self.water))


@dataclass(frozen=True)
class KioskIncome:
    """AN-BREAK-5 (b): the kiosk earns 1 money per building in ``paying`` (unique
    buildings, special enclosures even empty, pavilions, occupied standard enclosures);
    ``idle`` the other buildings next to it (kiosks, empty standard enclosures)."""

    kiosk: Building
    paying: tuple[Building, ...]
    idle: tuple[Building, ...]

    @property
    def money(self) -> int:
        return len(self.paying)

    @property
    def hexes(self) -> tuple[Hex, ...]:
        return self.kiosk.cells + tuple(c for b in self.paying for c in b.cells)


# ---------------------------------------------------------------- words

def kind_msg(k: Kind) -> Msg:
    if k.category is Category.UNIQUE:      # by its printed name (AN-SPON-UNIQUE-BUILDING)
        return Msg("an.map.kind.unique", name=unique_building(k.name).name)
    return Msg(f"an.map.kind.{k.name}")


@lru_cache(maxsize=1024)
def building_msg(b: Building) -> Msg:
    """"size-3 enclosure at (0,9)": a building named by its kind and anchor (a pure
    function of the building, kept for the last buildings named: every verdict of a Build
    step names its candidate)."""
    return Msg("an.map.building", kind=kind_msg(b.kind), at=text(b.anchor))


def bonus_msg(bonus: str, value: int) -> Msg:
    return Msg(f"an.map.bonus.{bonus}", value=value)


def _texts(hexes: Iterable[Hex]) -> list[str]:
    return [text(h) for h in hexes]


#: Every hex of the grid as the core's focus hex (made once, read for every reason).
_FOCUS = {h: focus_hex(h) for h in GRID}


def _focus(hexes: Iterable[Hex]) -> tuple:
    """:func:`.zoo_map.focus` of ``hexes``, the grid's hexes read from :data:`_FOCUS`."""
    return tuple([_FOCUS[h] if h in _FOCUS else focus_hex(h) for h in hexes])


def _reason(rule: R, ok: bool, msg: Msg, data, binding: bool = True) -> Reason:
    return Reason(rule, ok, msg, _focus(data.hexes), binding, data)


def _later(rule: R, ok: bool, make, args: tuple, data) -> Reason:
    """:func:`_reason` with the message ``make(*args)`` made when first read."""
    return Reason.later(rule, ok, make, args, _focus(data.hexes), True, data)


def _keyed(key: str, *params: tuple[str, object]) -> Msg:
    """``Msg(key, **dict(params))``: a message of plain values, made later."""
    return Msg(key, **dict(params))


def _kind_keyed(key: str, k: Kind) -> Msg:
    """``Msg(key, kind=kind_msg(k))``, made later."""
    return Msg(key, kind=kind_msg(k))


# ---------------------------------------------------------------- geometry of a zoo

def covered(built: Iterable[Building]) -> dict[Hex, Building]:
    """Every covered hex and the building on it."""
    return {c: b for b in built for c in b.cells}


def terrain_around(zmap: ZooMap, cells: Iterable[Hex]) -> TerrainAround:
    """The distinct rock and water hexes that touch any of ``cells`` (AN-ANIMALS-ENCL:
    "the enclosure borders at least that many rock/water spaces"; a building's ``cells``)."""
    own = set(cells)
    around = {n for c in own for n in neighbours(c)} - own
    return TerrainAround(tuple(sorted(around & zmap.rock)), tuple(sorted(around & zmap.water)))


@dataclass(frozen=True, eq=False)
class ZooFacts:
    """What every candidate building in one zoo reads (:func:`zoo_facts`): the map, the
    zoo's buildings (start buildings included), the building on each covered hex, the
    buildable hexes still free (AN-BUILD-FORBID, AN-BUILD-FULL) and the map's placement
    bonuses by hex (AN-BUILD-BONUS)."""

    zmap: ZooMap
    built: tuple[Building, ...]
    covered: dict[Hex, Building]
    free: frozenset[Hex]
    bonuses: dict[Hex, Bonus]
    contacts: _Contacts


@lru_cache(maxsize=256)
def zoo_facts(zmap: ZooMap, built: tuple[Building, ...]) -> ZooFacts:
    """:class:`ZooFacts` of the zoo of ``built`` on ``zmap``, worked out once per zoo (a
    pure function of the two values, which key the cache; its ``covered`` is read, never
    changed)."""
    taken = covered(built)
    return ZooFacts(zmap, built, taken, zmap.buildable.difference(taken), dict(zmap.bonuses),
                    _contacts(built))


def is_full(zmap: ZooMap, built: Iterable[Building]) -> bool:
    """AN-BUILD-FULL: every buildable space is covered."""
    return zmap.buildable <= covered(built).keys()


def kiosk_income(built: Iterable[Building], kiosk: Building,
                 occupied: Collection[Building] = ()) -> KioskIncome:
    """AN-BREAK-5 (b): the buildings next to ``kiosk`` that pay it 1 money each at a break.
    ``occupied``: the standard enclosures holding an animal (the caller knows)."""
    built = tuple(built)
    own = set(kiosk.cells)
    around = {n for c in own for n in neighbours(c)} - own
    paying, idle = [], []
    for b in built:
        if b == kiosk or around.isdisjoint(b.cells):
            continue
        cat = b.category
        pays = (cat in (Category.UNIQUE, Category.SPECIAL, Category.PAVILION)
                or (cat is Category.STANDARD and b in occupied))
        (paying if pays else idle).append(b)
    return KioskIncome(kiosk, tuple(paying), tuple(idle))


def kiosk_income_reason(built: Iterable[Building], kiosk: Building,
                        occupied: Collection[Building] = ()) -> Reason:
    """The income of one kiosk, explained with its numbers (AN-BREAK-5)."""
    fact = kiosk_income(built, kiosk, occupied)
    if fact.paying:
        msg = Msg("an.map.kiosk.income", hex=text(kiosk.anchor), n=fact.money,
                  paying=[building_msg(b) for b in fact.paying])
    else:
        msg = Msg("an.map.kiosk.income_none", hex=text(kiosk.anchor))
    return _reason(R.BREAK_5, True, msg, fact)


# ---------------------------------------------------------------- the checks

def _names(kinds: Iterable[Kind | str]) -> tuple[str, ...]:
    return tuple(k if isinstance(k, str) else k.name for k in kinds)


def forbid_reasons(zmap: ZooMap, taken: dict[Hex, Building], cand: Building,
                   build_on: Collection[str] = ()) -> list[Reason]:
    """AN-BUILD-FORBID: off the map, rock, water (unless in ``build_on``), overlap — each
    named; else one pass."""
    cells = cand.cells
    out = []
    off = tuple(c for c in cells if c not in zmap.hexes)
    if off:
        out.append(_later(R.BUILD_FORBID, False, said("an.map.forbid.off", hexes=_texts(off)), (),
                           OffMap(off)))
    for terrain, where in (("rock", zmap.rock), ("water", zmap.water)):
        bad = () if terrain in build_on else tuple(c for c in cells if c in where)
        if bad:
            out.append(_later(R.BUILD_FORBID, False,
                               said("an.map.forbid.terrain", hexes=_texts(bad),
                                   terrain=said(f"an.map.terrain.{terrain}")), (),
                               OnTerrain(terrain, bad)))
    for c in cells:
        other = taken.get(c)
        if other is not None:
            out.append(_later(R.BUILD_FORBID, False,
                              said("an.map.forbid.overlap", hex=text(c),
                                   other=Later(building_msg, other)), (), Overlap(c, other)))
    if not out:
        out.append(_later(R.BUILD_FORBID, True, _forbid_ok_msg, (cells,), Free(cells)))
    return out


def _forbid_ok_msg(cells: tuple[Hex, ...]) -> Msg:
    return Msg("an.map.forbid.ok", hexes=_texts(cells), n=len(cells))


def adjacency_reason(built: tuple[Building, ...], cand: Building, alone: bool = False) -> Reason:
    """AN-BUILD-ADJ: touching a building; with nothing built, covering a border space.
    ``alone``: a unique building that may stand alone (AN-SPON-PLACE-UNIQUE-BUILDING)."""
    built = tuple(built)
    return _adjacency(built, _contacts(built), cand, alone)


@dataclass(frozen=True, eq=False)
class _Contacts:
    """Where a candidate touches a zoo (AN-BUILD-ADJ), worked out once per zoo
    (:func:`_contacts`): ``near`` the covered hexes next to each hex of the grid, ``owners``
    the buildings (their places in the zoo's order) on each covered hex."""

    near: dict[Hex, tuple[Hex, ...]]
    owners: dict[Hex, tuple[int, ...]]

    def covered_near(self, h: Hex) -> tuple[Hex, ...]:
        found = self.near.get(h)
        return found if found is not None else tuple(n for n in neighbours(h)
                                                     if n in self.owners)


@lru_cache(maxsize=256)
def _contacts(built: tuple[Building, ...]) -> _Contacts:
    owners: dict[Hex, tuple[int, ...]] = {}
    for i, b in enumerate(built):
        for c in b.cells:
            owners[c] = owners.get(c, ()) + (i,)
    near = {h: tuple(n for n in neighbours(h) if n in owners) for h in GRID}
    return _Contacts(near, owners)


def _adjacency(built: tuple[Building, ...], contacts: _Contacts, cand: Building,
               alone: bool = False) -> Reason:
    """:func:`adjacency_reason` with the zoo's :class:`_Contacts`: the covered hexes
    around the candidate, the candidate's hexes next to them, then the buildings holding
    one, in the zoo's order."""
    cells = cand.cells
    if alone:
        return _later(R.SPON_PLACE_UNIQUE_BUILDING, True, _adj_msg, ("an.map.adj.alone", cand),
                      StandsAlone(cells))
    if not built:
        border = tuple(c for c in cells if c in BORDER)
        if border:
            return _later(R.BUILD_ADJ, True, said("an.map.adj.first_ok", hex=text(border[0])), (),
                           FirstOnBorder(border, cells))
        return _later(R.BUILD_ADJ, False, said("an.map.adj.first_bad", hexes=_texts(cells)), (),
                       FirstOnBorder((), cells))
    touch: set[Hex] = set()
    edge: set[Hex] = set()
    for c in cells:
        for n in contacts.covered_near(c):
            if n not in cells:
                touch.add(n)
                edge.add(c)
    if touch:
        owners = contacts.owners
        others = tuple(built[i] for i in sorted({i for n in touch for i in owners[n]}))
        edge |= touch
        return _later(R.BUILD_ADJ, True, _adj_ok_msg, (cand, others),
                      Touching(others, tuple(sorted(edge))))
    return _later(R.BUILD_ADJ, False, _adj_msg, ("an.map.adj.bad", cand), Touching((), cells))


def _adj_msg(key: str, cand: Building) -> Msg:
    return Msg(key, what=building_msg(cand))


def _adj_ok_msg(cand: Building, others: tuple[Building, ...]) -> Msg:
    return Msg("an.map.adj.ok", what=building_msg(cand), n=len(others),
               others=[building_msg(b) for b in others])


def build2_reason(zmap: ZooMap, cand: Building, side_ii: bool) -> Reason | None:
    """AN-BUILD-B2 when the building covers a build-II space (``None`` otherwise)."""
    hexes = tuple(c for c in cand.cells if c in zmap.build2)
    if not hexes:
        return None
    key = "an.map.b2.ok" if side_ii else "an.map.b2.bad"
    return _later(R.BUILD_B2, side_ii, _hexes_msg, (key, hexes), Build2(hexes, side_ii))


def _hexes_msg(key: str, hexes: tuple[Hex, ...]) -> Msg:
    return Msg(key, hexes=_texts(hexes), n=len(hexes))


def kiosk_reasons(built: tuple[Building, ...], cand: Building) -> list[Reason]:
    """AN-BUILD-KIOSK for a kiosk: one refusal per kiosk nearer than 3, else the nearest."""
    if cand.category is not Category.KIOSK:
        return []
    here = cand.anchor
    others = sorted((hex_distance(here, b.anchor), b.anchor) for b in built
                    if b.category is Category.KIOSK and b.anchor != here)
    near = [(d, h) for d, h in others if d < KIOSK_GAP]
    if near:
        return [_later(R.BUILD_KIOSK, False, said("an.map.kiosk.bad", hex=text(here), d=d,
                                                  other=text(h)), (), KioskGap(here, h, d))
                for d, h in near]
    if others:
        d, h = others[0]
        return [_later(R.BUILD_KIOSK, True, _kiosk_ok_msg, (here, h, d), KioskGap(here, h, d))]
    return [_later(R.BUILD_KIOSK, True, _kiosk_first_msg, (here,), KioskGap(here, None, None))]


def _kiosk_ok_msg(here: Hex, other: Hex, d: int) -> Msg:
    return Msg("an.map.kiosk.ok", hex=text(here), d=d, other=text(other))


def _kiosk_first_msg(here: Hex) -> Msg:
    return Msg("an.map.kiosk.first", hex=text(here))


def one_each_reason(built: tuple[Building, ...], k: Kind) -> Reason | None:
    """AN-BUILD-SPECIAL1 for a special enclosure, one of each for a unique building."""
    if k.category not in (Category.SPECIAL, Category.UNIQUE):
        return None
    other = next((b for b in built if b.kind.name == k.name), None)
    unique = k.category is Category.UNIQUE
    rule = R.SPON_PLACE_UNIQUE_BUILDING if unique else R.BUILD_SPECIAL1
    if other is not None:
        key = "an.map.unique.taken" if unique else "an.map.special.bad"
        return _later(rule, False, said(key, other=Later(building_msg, other)), (),
                      AlreadyHas(k.name, other))
    if unique:
        return None
    return _later(rule, True, _kind_keyed, ("an.map.special.ok", k), AlreadyHas(k.name, None))


def action_reasons(built: tuple[Building, ...], k: Kind, *, side_ii: bool,
                   built_this_action: Iterable[Kind | str] = (), size_left: int | None = None,
                   money: int | None = None) -> list[Reason]:
    """What does not depend on where: AN-BUILD-UPG (side II kinds, no two identical),
    AN-BUILD-BASIC (one building on side I, the size within ``size_left``),
    AN-BUILD-SPECIAL1, AN-BUILD-COST (against ``money`` when given)."""
    done = _names(built_this_action)
    out = []
    if k.name in SIDE_II_KINDS and not side_ii:
        out.append(_later(R.BUILD_UPG, False, _kind_keyed, ("an.map.upg.side", k),
                          NeedsSideII(k.name)))
    if not side_ii and done:
        out.append(_later(R.BUILD_BASIC, False,
                          said("an.map.basic.one", built=[said(f"an.map.kind.{n}") for n in done]),
                          (), OneOnly(done)))
    if side_ii and done:
        same = k.name in done
        key = "an.map.upg.same" if same else "an.map.upg.different"
        out.append(_later(R.BUILD_UPG, not same, _kind_keyed, (key, k),
                          SameInAction(k.name, done)))
    special = one_each_reason(built, k)
    if special is not None:
        out.append(special)
    if size_left is not None:
        fits = k.size <= size_left
        key = "an.map.basic.size_ok" if fits else "an.map.basic.size_bad"
        out.append(_later(R.BUILD_UPG if side_ii else R.BUILD_BASIC, fits, _keyed,
                          (key, ("size", k.size), ("left", size_left)),
                          SizeLeft(k.size, size_left)))
    out.append(cost_reason(k, money))
    return out


def cost_reason(k: Kind, money: int | None = None) -> Reason:
    """AN-BUILD-COST: 2 money a space, "3 spaces cost 6"; refused when ``money`` is short."""
    fact = Cost(k.size, 2, k.cost, money)
    if money is not None and money < k.cost:
        return _later(R.BUILD_COST, False, _keyed, ("an.map.cost.bad", ("n", k.size),
                                                    ("cost", k.cost), ("money", money)), fact)
    return _later(R.BUILD_COST, True, _keyed, ("an.map.cost", ("n", k.size), ("cost", k.cost)),
                  fact)


def gain_reasons(zmap: ZooMap, built: tuple[Building, ...], cand: Building) -> list[Reason]:
    """AN-BUILD-BONUS for each placement bonus covered, AN-BUILD-FULL when the map fills."""
    return gains(zoo_facts(zmap, tuple(built)), cand)


def gains(zoo: ZooFacts, cand: Building) -> list[Reason]:
    """:func:`gain_reasons` in the zoo of ``zoo``: the map fills when it had free buildable
    hexes and the candidate covers all of them."""
    out = []
    for c in cand.cells:
        bonus = zoo.bonuses.get(c)
        if bonus is not None:
            out.append(_later(R.BUILD_BONUS, True, _bonus_msg, (c, bonus.kind, bonus.value),
                              BonusCovered(c, bonus.kind, bonus.value)))
    if zoo.free and zoo.free.issubset(cand.cells):
        out.append(_later(R.BUILD_FULL, True, said("an.map.full", appeal=FULL_APPEAL), (),
                           MapFull(cand.cells)))
    return out


def _bonus_msg(at: Hex, bonus: str, value: int) -> Msg:
    return Msg("an.map.bonus.covered", hex=text(at), bonus=bonus_msg(bonus, value))


def check(zmap: ZooMap, built: Iterable[Building], cand: Building, *, side_ii: bool,
          built_this_action: Iterable[Kind | str] = (), size_left: int | None = None,
          money: int | None = None, build_on: Collection[str] = ()) -> tuple[Reason, ...]:
    """Every reason a building of the Build action may or may not stand (see the module's
    rules), then what it gives (bonuses, a full map) when it may. ``built``: the zoo's
    buildings, start buildings included; ``side_ii``: the Build card is on side II;
    ``built_this_action``: the kinds built earlier in this action; ``size_left``: the
    strength not yet used; ``money``: the player's money, if it should be checked;
    ``build_on``: the terrains the player may build on (AN-SPON-RULES)."""
    built = tuple(built)
    out = action_reasons(built, cand.kind, side_ii=side_ii, built_this_action=built_this_action,
                         size_left=size_left, money=money)
    zoo = zoo_facts(zmap, built)
    out += where_reasons(zoo, cand, side_ii, build_on=build_on)
    if allowed(out):
        out += gains(zoo, cand)
    return tuple(out)


def where_reasons(zoo: ZooFacts, cand: Building, side_ii: bool, alone: bool = False,
                  build_on: Collection[str] = ()) -> list[Reason]:
    """What depends on where, in the zoo of ``zoo``: AN-BUILD-FORBID, AN-BUILD-B2,
    AN-BUILD-ADJ (``alone``: AN-SPON-PLACE-UNIQUE-BUILDING), AN-BUILD-KIOSK. A candidate
    on free buildable hexes only passes AN-BUILD-FORBID at once (what
    :func:`forbid_reasons` finds of it)."""
    cells = cand.cells
    if zoo.free.issuperset(cells):
        out = [_later(R.BUILD_FORBID, True, _forbid_ok_msg, (cells,), Free(cells))]
    else:
        out = forbid_reasons(zoo.zmap, zoo.covered, cand, build_on)
    b2 = build2_reason(zoo.zmap, cand, side_ii)
    if b2 is not None:
        out.append(b2)
    out.append(_adjacency(zoo.built, zoo.contacts, cand, alone))
    out += kiosk_reasons(zoo.built, cand)
    return out


def check_unique(zmap: ZooMap, built: Iterable[Building], cand: Building, spec: UniqueSpec, *,
                 side_ii: bool) -> tuple[Reason, ...]:
    """AN-SPON-PLACE-UNIQUE-BUILDING: a sponsor's unique building, free, no Build action:
    one of each per zoo, AN-BUILD-FORBID, AN-BUILD-ADJ (not for the one that may stand
    alone), AN-BUILD-B2 by the player's Build card (``side_ii``), and the spec's needs."""
    built = tuple(built)
    if cand.kind != spec.kind:
        raise ValueError(f"{cand!r} is not a {spec.id}")
    out = []
    taken = one_each_reason(built, cand.kind)
    if taken is not None:
        out.append(taken)
    out += where_reasons(zoo_facts(zmap, built), cand, side_ii,
                         alone=not spec.needs_adjacent_building)
    out += need_reasons(zmap, cand, spec)
    if allowed(out):
        out += gain_reasons(zmap, built, cand)
    return tuple(out)


def need_reasons(zmap: ZooMap, cand: Building, spec: UniqueSpec) -> list[Reason]:
    """The unique building's own needs: n rock / water hexes next to it, n border hexes
    under it (AN-SPON-PLACE-UNIQUE-BUILDING)."""
    what = Later(building_msg, cand)
    around = terrain_around(zmap, cand.cells)
    out = []
    for terrain, need in (("rock", spec.rock), ("water", spec.water)):
        if need:
            fact = TerrainNeed(terrain, need, around.rock if terrain == "rock" else around.water)
            key = "an.map.need.terrain_at" if fact.hexes else "an.map.need.terrain"
            out.append(_later(R.SPON_PLACE_UNIQUE_BUILDING, fact.ok,
                               said(key, what=what, need=need, have=len(fact.hexes),
                                   terrain=said(f"an.map.terrain.{terrain}"),
                                   hexes=_texts(fact.hexes)), (), fact))
    if spec.border_spaces:
        fact = BorderNeed(spec.border_spaces, tuple(c for c in cand.cells if c in BORDER))
        key = "an.map.need.border_at" if fact.hexes else "an.map.need.border"
        out.append(_later(R.SPON_PLACE_UNIQUE_BUILDING, fact.ok,
                           said(key, what=what, need=fact.need, have=len(fact.hexes),
                               hexes=_texts(fact.hexes)), (), fact))
    return out


# ---------------------------------------------------------------- every legal placement

@dataclass(frozen=True)
class _Spot:
    """A footprint of a kind lying on plain hexes of a map, computed once, with the
    building standing there."""

    building: Building
    cells: frozenset[Hex]
    around: frozenset[Hex]
    border: bool
    build2: bool

    @property
    def anchor(self) -> Hex:
        return self.building.anchor


@cache
def _spots(zmap: ZooMap, k: Kind, on: frozenset[str] = frozenset()) -> tuple[_Spot, ...]:
    """Every footprint of ``k`` on the plain hexes of the map (and its terrains ``on``,
    AN-SPON-RULES), equal footprints once (the first in the order of anchors, then
    rotations)."""
    plain = zmap.buildable | (zmap.rock if "rock" in on else frozenset()) \
        | (zmap.water if "water" in on else frozenset())
    seen: set[frozenset[Hex]] = set()
    out = []
    for anchor in sorted(GRID):
        if anchor not in plain:
            continue
        for rot in k.distinct_rotations:
            cells = frozenset(k.footprint(anchor, rot))
            if cells in seen or not cells <= plain:
                continue
            seen.add(cells)
            around = frozenset(n for c in cells for n in neighbours(c)) - cells
            out.append(_Spot(Building(k, anchor, rot), cells, around,
                             not cells.isdisjoint(BORDER), not cells.isdisjoint(zmap.build2)))
    return tuple(out)


@lru_cache(maxsize=4096)
def _covered(built: tuple[Building, ...]) -> dict[Hex, Building]:
    """:func:`covered`, worked out once per set of buildings (read, never changed)."""
    return covered(built)


@lru_cache(maxsize=4096)
def _taken(built: tuple[Building, ...]) -> frozenset[Hex]:
    """The covered hexes of a zoo, worked out once per set of buildings."""
    return frozenset(c for b in built for c in b.cells)


@lru_cache(maxsize=4096)
def _zone(built: tuple[Building, ...]) -> frozenset[Hex]:
    """The hexes next to a covered hex (covered ones among them)."""
    return frozenset(n for c in _taken(built) for n in neighbours(c))


@lru_cache(maxsize=8192)
def _fits(zmap: ZooMap, built: tuple[Building, ...], k: Kind, side_ii: bool,
          alone: bool = False, build_on: Collection[str] = ()) -> tuple[Building, ...]:
    """Where ``k`` may stand in the zoo of ``built`` (AN-BUILD-FORBID, AN-BUILD-ADJ,
    AN-BUILD-B2, AN-BUILD-KIOSK; rock / water too for the terrains ``build_on``,
    AN-SPON-RULES), worked out once per zoo, kind, side and terrains."""
    taken = _taken(built)
    zone = _zone(built)
    kiosks = [b.anchor for b in built if b.category is Category.KIOSK]
    is_kiosk = k.category is Category.KIOSK
    out = []
    for s in _spots(zmap, k, frozenset(build_on)):
        if not s.cells.isdisjoint(taken) or (s.build2 and not side_ii):
            continue
        if not alone and (s.cells.isdisjoint(zone) if built else not s.border):
            continue
        if is_kiosk and any(hex_distance(s.anchor, h) < KIOSK_GAP for h in kiosks):
            continue
        out.append(s.building)
    return tuple(out)


def fits(zmap: ZooMap, built: Iterable[Building], k: Kind, *, side_ii: bool,
         build_on: Collection[str] = ()) -> tuple[Building, ...]:
    """Where ``k`` may stand in the zoo of ``built`` (AN-BUILD-FORBID, AN-BUILD-ADJ,
    AN-BUILD-B2, AN-BUILD-KIOSK, the terrains ``build_on``): :func:`legal_placements` once
    the caller has found that the rules not depending on where allow the kind."""
    return _fits(zmap, tuple(built), k, side_ii, build_on=tuple(build_on))


def legal_placements(zmap: ZooMap, built: Iterable[Building], k: Kind | str, *, side_ii: bool,
                     built_this_action: Iterable[Kind | str] = (), size_left: int | None = None,
                     money: int | None = None,
                     build_on: Collection[str] = ()) -> tuple[Building, ...]:
    """Every place a building of kind ``k`` may stand in this Build action (the arguments
    of :func:`check`), one :class:`Building` per distinct footprint."""
    built = tuple(built)
    k = kind(k) if isinstance(k, str) else k
    if not allowed(action_reasons(built, k, side_ii=side_ii, built_this_action=built_this_action,
                                  size_left=size_left, money=money)):
        return ()
    return _fits(zmap, built, k, side_ii, build_on=tuple(build_on))


def legal_unique_placements(zmap: ZooMap, built: Iterable[Building], spec: UniqueSpec, *,
                            side_ii: bool) -> tuple[Building, ...]:
    """Every place the unique building of ``spec`` may stand (:func:`check_unique`); empty
    when there is none — then its sponsor cannot be played (AN-SPON-PLACE-UNIQUE-BUILDING)."""
    built = tuple(built)
    k = spec.kind
    if any(b.kind.name == k.name for b in built):
        return ()
    out = []
    for b in _fits(zmap, built, k, side_ii, alone=not spec.needs_adjacent_building):
        around = terrain_around(zmap, b.cells)
        if (len(around.rock) >= spec.rock and len(around.water) >= spec.water
                and sum(c in BORDER for c in b.cells) >= spec.border_spaces):
            out.append(b)
    return tuple(out)
