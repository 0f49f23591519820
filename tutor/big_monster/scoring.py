"""Points and counts of a landing area (BM-ICE, BM-BIG, BM-LAVA, BM-SWAMP, BM-GRASS,
BM-CRYS-*, BM-EXPL-*), the medal conditions (BM-MEDAL-*) and the final score (BM-END-*,
BM-TEAM).

Readings of the fact sheet's open points, as it recommends:

* BM-GRASS-MEDAL: "2 per medal" counts every medal the seat holds, the −10 penalty
  included, shared or not (BGA counts a jointly won medal for nobody: a known BGA bug);
* BM-GRASS-LANDS: "1 per different landscape" counts a landscape from one tile, never the
  explorer (BGA needs 2 ice tiles: a probable BGA bug);
* grassland "3 per desert tile" counts desert tiles only (the orange male explorer's desert
  counts where the fact sheet says: the desert medal, the penalty, the landscapes medal).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tutor.core.frozen import changed

from .area import NEEDED, Placed, big_monsters, landscapes, mutations, part_map
from .data import (GRASS, ICE, ICE_POINTS, KINDS, LAVA, LAVA_POINTS, MEDAL_POINTS, MUTAGEN_MONSTERS,
                   MUTAGENS, PENALTY, RUNE_MONSTERS, SWAMP_POINTS)

PURPLE_FEMALE, ORANGE_MALE = 5, 12


@dataclass(frozen=True)
class Counts:
    """What the medals and the grassland tiles count in one area."""

    codes: Counter
    big: int
    green: int
    red: int
    blue: int
    desert: int           # desert tiles + the orange male explorer (BM-MEDAL-DESERT)
    runes: int            # rune monsters (double rune = 2)
    lands: frozenset      # landscapes for the medal (explorers 5 and 12 count, BM-MEDAL-LANDS)
    tile_lands: frozenset  # landscapes of the tiles alone (BM-GRASS-LANDS)
    ice_tiles: int        # ice + mutagenic tiles (+1 purple female, BM-MEDAL-ICE)
    mutagens: int         # mutagenic monsters (+1 purple female, BM-MEDAL-MUTAGEN)
    lava: int
    swamp_grass: int

    @property
    def crystals(self) -> int:
        return self.green + self.red + self.blue

    @property
    def penalty_count(self) -> int:
        """BM-PENALTY, BM-PENALTY-ORANGE: desert + rune monsters."""
        return self.desert + self.runes


#: The counts of the last areas counted, by ``(tiles, explorer)``: values of immutable keys
#: (a tuple of frozen tiles, an int), never changed by their callers; each medal check
#: counts every seat's area. Bounded: the oldest entry goes first.
_COUNTS: dict[tuple[tuple[Placed, ...], int], Counts] = {}
_COUNTS_KEPT = 512


def counts(tiles: tuple[Placed, ...], explorer: int) -> Counts:
    """The counts of an area (kept per area; never changed by its callers)."""
    key = (tiles, explorer)
    got = _COUNTS.get(key)
    if got is None:
        got = _kept(key, _count(tiles, explorer))
    return got


def _kept(key: tuple[tuple[Placed, ...], int], value: Counts) -> Counts:
    if len(_COUNTS) >= _COUNTS_KEPT:
        del _COUNTS[next(iter(_COUNTS))]
    _COUNTS[key] = value
    return value


def count_placed(tiles: tuple[Placed, ...], explorer: int, placed: Placed, made: list[str],
                 bigs: int) -> None:
    """Keep the counts of ``tiles + (placed,)``, a placement that completes the crystals of
    colours ``made`` and ``bigs`` Big Monsters, as :func:`plus_tile` makes them from the
    counts of ``tiles`` when those are kept (the last medal check counted them): the medal
    check after the placement then reads them instead of recounting the area. Nothing is
    kept otherwise (:func:`counts` counts the area when asked)."""
    before = _COUNTS.get((tiles, explorer))
    if before is not None:
        _kept((tiles + (placed,), explorer), plus_tile(before, placed.code, made, bigs))


def _count(tiles: tuple[Placed, ...], explorer: int) -> Counts:
    """The counts of an area, counted tile by tile."""
    codes = Counter(t.code for t in tiles)
    made = Counter(key[0] for key, roles in part_map(tiles, explorer).items()
                   if roles.keys() == NEEDED[key[0]])           # crystals(), uncounted
    lands = landscapes(tiles)
    tile_lands = frozenset(lands)
    if explorer == PURPLE_FEMALE:
        lands.add("ice")
    if explorer == ORANGE_MALE:
        lands.add("desert")
    ice = sum(codes[c] for c in ICE + MUTAGENS) + (explorer == PURPLE_FEMALE)
    mut = sum(codes[c] * MUTAGEN_MONSTERS[c] for c in MUTAGENS) + (explorer == PURPLE_FEMALE)
    return Counts(codes, len(big_monsters(tiles)), made["green"], made["red"], made["blue"],
                  codes["D"] + (explorer == ORANGE_MALE),
                  sum(codes[c] * n for c, n in RUNE_MONSTERS.items()), frozenset(lands),
                  tile_lands, ice, mut, sum(codes[c] for c in LAVA),
                  codes["S"] + sum(codes[c] for c in GRASS))


def plus_tile(c: Counts, code: str, made: list[str], bigs: int) -> Counts:
    """``c`` with one more tile of ``code`` that completes the crystals of colours ``made``
    and ``bigs`` Big Monsters: what a placement's preview counts, without recounting."""
    landscape = KINDS[code][0]
    codes = Counter(c.codes)        # what ``c.codes + Counter([code])`` is: counts are > 0
    codes[code] += 1
    return changed(
        c, codes=codes, big=c.big + bigs, green=c.green + made.count("green"),
        red=c.red + made.count("red"), blue=c.blue + made.count("blue"),
        desert=c.desert + (code == "D"), runes=c.runes + RUNE_MONSTERS.get(code, 0),
        lands=c.lands | {landscape}, tile_lands=c.tile_lands | {landscape},
        ice_tiles=c.ice_tiles + (code in ICE or code in MUTAGENS),
        mutagens=c.mutagens + MUTAGEN_MONSTERS.get(code, 0), lava=c.lava + (code in LAVA),
        swamp_grass=c.swamp_grass + (code == "S" or code in GRASS))


# ---------------------------------------------------------------- medals

#: medal id -> (individual target, team target)
TARGETS: dict[int, tuple[int, int]] = {1: (2, 4), 2: (1, 3), 3: (3, 6), 4: (6, 8),
                                       5: (5, 10), 6: (4, 8), 8: (5, 7), 9: (4, 8),
                                       10: (4, 8)}


def medal_count(medal: int, cs: list[Counts]) -> int:
    """The number a medal condition counts over ``cs`` (one area, or a team's two):
    crystals — the colour with the fewest; landscapes — the union."""
    if len(cs) == 1:                    # one area (every medal check asks each seat's)
        c = cs[0]
        if medal == 8:
            return len(c.lands)
        if medal == 2:
            return min(c.green, c.red, c.blue)
        return getattr(c, _MEDAL_ATTR[medal])
    if medal == 8:
        return len(frozenset().union(*(c.lands for c in cs)))
    if medal == 2:
        return min(sum(c.green for c in cs), sum(c.red for c in cs), sum(c.blue for c in cs))
    attr = _MEDAL_ATTR[medal]
    return sum(getattr(c, attr) for c in cs)


#: What each medal counts, read off :class:`Counts` (BM-MEDAL-*; 2 and 8 apart).
_MEDAL_ATTR = {1: "big", 3: "desert", 4: "ice_tiles", 5: "lava", 6: "mutagens", 9: "runes",
               10: "swamp_grass"}


# ---------------------------------------------------------------- scoring

def medals_held(state, seat: int) -> list[int]:
    """The medal ids ``seat`` holds: individual wins and its team's team medals."""
    team = state.team(seat)
    out = []
    for m in state.medals:
        out += [m.id] * (seat in m.seats)
        out += [m.id] * (team is not None and team in m.teams)
    return out


def _grass(code: str, c: Counts, medals: int) -> tuple[int, int]:
    """(count, points) of a grassland tile (BM-GRASS)."""
    n = {"G1": (c.green, 2), "G2": (medals, 2), "G3": (c.crystals, 1),
         "G4": (min(len(c.tile_lands), 7), 1), "G5": (c.runes, 2),
         "G6": (c.lava, 1), "G7": (c.big, 4), "G8": (c.codes["D"], 3),
         "G9": (sum(c.codes[g] for g in GRASS), 2)}[code]
    return n[0], n[0] * n[1]


def _explorer_bonus(explorer: int, c: Counts, medals: int) -> tuple[int, int]:
    """(count, points) of the explorer's bonus (BM-EXPL-*)."""
    per = {1: (sum(c.codes[i] for i in ICE), 1), 4: (c.lava, 1),
           6: (c.mutagens, 1), 7: (sum(c.codes[g] for g in GRASS), 1), 8: (medals, 2),
           9: (c.runes, 2), 10: (c.big, 4), 11: (c.crystals, 1)}.get(explorer, (0, 0))
    return per[0], per[0] * per[1]


def score_lines(state, seat: int) -> list[tuple[str, int, int]]:
    """(what, count, points) of every scoring line of ``seat`` (BM-END-SCORE)."""
    tiles, explorer = state.areas[seat], state.explorers[seat]
    c = counts(tiles, explorer)
    levels = mutations(tiles, explorer)
    held = medals_held(state, seat)
    ice = [(i, t) for i, t in enumerate(tiles) if t.code in ICE]
    ice_points = sum(ICE_POINTS[t.code][levels.get(i, 0)] for i, t in ice)
    halves = c.codes["BL"] + c.codes["BR"]
    big_points = 11 * c.big + (halves - 2 * c.big)
    lava = sum(LAVA_POINTS[t.code] for t in tiles if t.code in LAVA)
    swamp = SWAMP_POINTS[min(c.codes["S"], max(SWAMP_POINTS))]
    grass = [_grass(t.code, c, len(held)) for t in tiles if t.code in GRASS]
    expl = _explorer_bonus(explorer, c, len(held))
    return [
        ("ice", len(ice), ice_points),
        ("big", halves, big_points),
        ("lava", c.lava, lava),
        ("swamp", c.codes["S"], swamp),
        ("grass", len(grass), sum(p for _, p in grass)),
        ("green", c.green, 2 * c.green),
        ("red", c.red, 5 * c.red),
        ("blue", c.blue, 10 * c.blue),
        ("explorer", expl[0], expl[1]),
        ("medals", len(held), sum(MEDAL_POINTS[m] for m in held)),
    ]


def total(state, seat: int) -> int:
    return sum(p for _, _, p in score_lines(state, seat))


def big_points(state, seat: int) -> int:
    return next(p for w, _, p in score_lines(state, seat) if w == "big")


def team_scores(state) -> tuple[int, ...]:
    """BM-TEAM: a team scores its lower member's score."""
    return tuple(min(total(state, s) for s in state.partners(t))
                 for t in range(state.team_count))


def ranking_key(state, seat: int) -> tuple:
    """BM-END-TIE (individual: score, then Big Monster points); BM-TEAM (team score, the
    higher member's score, then the team's Big Monster points)."""
    if not state.options.teams:
        return (total(state, seat), big_points(state, seat))
    members = state.partners(state.team(seat))
    scores = [total(state, s) for s in members]
    return (min(scores), max(scores), sum(big_points(state, s) for s in members))


def winners(state) -> tuple[int, ...]:
    keys = [ranking_key(state, s) for s in range(state.players)]
    best = max(keys)
    return tuple(s for s in range(state.players) if keys[s] == best)


def penalty_losers(state) -> tuple[int, ...]:
    """BM-PENALTY: the seats (teams' members) with the fewest desert + rune monsters; none
    when every seat (team) is tied (the seed)."""
    per_seat = [counts(state.areas[s], state.explorers[s]).penalty_count
                for s in range(state.players)]
    if state.options.teams:
        groups = [state.partners(t) for t in range(state.team_count)]
    else:
        groups = [(s,) for s in range(state.players)]
    values = [sum(per_seat[s] for s in g) for g in groups]
    low = min(values)
    if all(v == low for v in values):
        return ()
    return tuple(sorted(s for g, v in zip(groups, values) if v == low for s in g))


__all__ = ["PENALTY", "Counts", "count_placed", "counts", "medal_count", "medals_held",
           "penalty_losers", "score_lines", "team_scores", "total", "winners"]
