"""Big Monster's tiles, explorers and medals, read from the catalogue (BM-COMP-*).

The catalogue ``data/catalogue.json`` is a copy of ``shared/data/big_monster/catalogue.json``;
its ``_provenance`` (kept as :data:`PROVENANCE`, and asserted by a test) says where its facts
come from: github.com/nmatton/bigmonster (the Board Game Arena implementation), files
``material.inc.php`` and ``bigmonster.game.php`` at commit b5b64bd, facts only.

Every tile kind has a short code, used in the notation and in the areas:

====== ======================================= ======================================
code   tile (catalogue name)                   crystal parts
====== ======================================= ======================================
IB IO  ice monster blue / orange               —
IG IR  ice monster green / red                 —
MD MU  mutagenic, downward / upward (2×1)      —
BL BR  Big Monster left / right half           —
LBA    lava blue_dragon_A (3)                  green left + right, red bottom
LBB    lava blue_dragon_B (3)                  green left + right, red top
LG     lava green_dragon (3)                   blue ×4 corners
LPA    lava purple_dragon_A (1)                green ×2, red bottom, blue ×4
LPB    lava purple_dragon_B (1)                green ×2, red top, blue ×4
S      swamp                                   —
G1–G9  grassland g1 … g9 (conditions)          —
D      desert                                  —
RD     rune double_rune (2 rune monsters)      —
RG     rune_green                              green left + right
RBT    rune_blue_top                           blue top-left + top-right
RBB    rune_blue_bottom                        blue bottom-left + bottom-right
RRT    rune_red_top                            red top
RRB    rune_red_bottom                         red bottom
====== ======================================= ======================================

Crystal parts are named as the fact sheet's code names: ``GL``/``GR`` green halves on the
left/right edge, ``RT``/``RB`` red halves on the top/bottom edge (the explorers': ``RLB``,
``RRB`` under their left/right half), ``BTL BTR BBL BBR`` blue quarters at the corners.
"""

from __future__ import annotations

import json
from pathlib import Path

CATALOGUE_FILE = Path(__file__).with_name("data") / "catalogue.json"
CATALOGUE: dict = json.loads(CATALOGUE_FILE.read_text(encoding="utf-8"))
PROVENANCE: str = CATALOGUE["_provenance"]

#: landscape names (BM-COMP-LAND), in the catalogue's order
LANDSCAPES = ("ice", "lake", "lava", "swamp", "grassland", "desert", "rune")

_T = CATALOGUE["tiles"]

#: code -> (landscape, catalogue kind)
KINDS: dict[str, tuple[str, str]] = {
    "IB": ("ice", "blue"), "IO": ("ice", "orange"), "IG": ("ice", "green"),
    "IR": ("ice", "red"),
    "MD": ("ice", "downward"), "MU": ("ice", "upward"),
    "BL": ("lake", "left_half"), "BR": ("lake", "right_half"),
    "LBA": ("lava", "blue_dragon_A"), "LBB": ("lava", "blue_dragon_B"),
    "LG": ("lava", "green_dragon"), "LPA": ("lava", "purple_dragon_A"),
    "LPB": ("lava", "purple_dragon_B"),
    "S": ("swamp", "swamp"),
    **{f"G{i}": ("grassland", f"g{i}") for i in range(1, 10)},
    "D": ("desert", "desert"),
    "RD": ("rune", "double_rune"), "RG": ("rune", "rune_green"),
    "RBT": ("rune", "rune_blue_top"), "RBB": ("rune", "rune_blue_bottom"),
    "RRT": ("rune", "rune_red_top"), "RRB": ("rune", "rune_red_bottom"),
}
CODES: tuple[str, ...] = tuple(KINDS)
ICE = ("IB", "IO", "IG", "IR")
MUTAGENS = ("MD", "MU")
LAVA = ("LBA", "LBB", "LG", "LPA", "LPB")
GRASS = tuple(f"G{i}" for i in range(1, 10))
RUNES = ("RD", "RG", "RBT", "RBB", "RRT", "RRB")

#: BM-ICE: points by mutation level (0, 1, 2) and the most mutations, per ice code
ICE_POINTS: dict[str, tuple[int, int, int]] = {
    c: tuple(_T["ice"]["kinds"][KINDS[c][1]]["points_by_mutation"]) for c in ICE}
ICE_MAX: dict[str, int] = {c: _T["ice"]["kinds"][KINDS[c][1]]["max_mutations"] for c in ICE}
#: BM-LAVA
LAVA_POINTS: dict[str, int] = {c: _T["lava"]["kinds"][KINDS[c][1]]["points"] for c in LAVA}
#: BM-SWAMP: total points by number of swamp tiles
SWAMP_POINTS: dict[int, int] = {int(k): v for k, v in _T["swamp"]["points_by_count"].items()}
#: BM-RUNE, BM-OPEN-RUNE-COUNT: rune monsters per rune tile
RUNE_MONSTERS: dict[str, int] = {c: _T["rune"]["kinds"][KINDS[c][1]]["rune_monsters"]
                                 for c in RUNES}
#: BM-MEDAL-MUTAGEN: mutagenic monsters per tile
MUTAGEN_MONSTERS = {c: _T["mutagenic"]["kinds"][KINDS[c][1]]["monsters_on_tile"]
                    for c in MUTAGENS}

_PART = {"green-left": "GL", "green-right": "GR", "red-top": "RT", "red-bottom": "RB",
         "blue-top-left": "BTL", "blue-top-right": "BTR", "blue-bottom-left": "BBL",
         "blue-bottom-right": "BBR", "red-left-bottom": "RLB", "red-right-bottom": "RRB"}
_BLUE4 = ("BTL", "BTR", "BBL", "BBR")


def _parts(names: list[str]) -> tuple[str, ...]:
    out: list[str] = []
    for name in names:
        out += _BLUE4 if name == "blue x4 corners" else [_PART[name]]
    return tuple(out)


def _lava_parts(kind: dict) -> tuple[str, ...]:
    return _parts(kind.get("crystal_halves") or kind.get("crystal_quarters")
                  or kind.get("crystal_parts") or [])


#: BM-CRYS-*: crystal parts per tile code (lava and rune tiles only)
PARTS: dict[str, tuple[str, ...]] = {
    **{c: _lava_parts(_T["lava"]["kinds"][KINDS[c][1]]) for c in LAVA},
    **{c: _parts(_T["rune"]["kinds"][KINDS[c][1]]["crystal_parts"]) for c in RUNES},
}


def copies(code: str, players: int) -> int:
    """BM-COMP-TILES: how many tiles of ``code`` a game of ``players`` uses."""
    landscape, kind = KINDS[code]
    key = str(players)
    if landscape == "ice":
        group = _T["ice" if code in ICE else "mutagenic"]
        return group["copies_per_kind"][key]
    if landscape == "lake":
        return _T["big_monster"]["copies_per_kind"][key]
    if landscape == "swamp":
        return _T["swamp"]["copies"]                        # BM-COMP-SWAMP: always 5
    if landscape == "desert":
        return _T["desert"]["copies"][key]
    return _T[landscape]["kinds"][kind]["copies"][key]


def tile_set(players: int) -> tuple[str, ...]:
    """Every tile of a game of ``players``, sorted by code (BM-COMP-TILES)."""
    return tuple(c for c in sorted(CODES) for _ in range(copies(c, players)))


TILE_TOTALS: dict[int, int] = {int(k): v for k, v in CATALOGUE["tile_totals"].items()}

#: BM-CRYS-*: points per completed crystal
CRYSTAL_POINTS: dict[str, int] = {c: CATALOGUE["crystals"][c]["points"]
                                  for c in ("green", "red", "blue")}

#: BM-EXPL-*: explorer id -> its crystal parts; the black explorers (2, 3) need 4+ players
EXPLORERS: tuple[int, ...] = tuple(range(1, 13))
EXPLORER_PARTS: dict[int, tuple[str, ...]] = {
    int(k): _parts(v["crystal_parts"]) for k, v in CATALOGUE["explorers"].items()}
BLACK_EXPLORERS = (2, 3)

#: BM-MEDAL-*: medal id -> points (BM-MEDAL-VALUE)
MEDAL_POINTS: dict[int, int] = {int(k): v["points"] for k, v in CATALOGUE["medals"].items()}
PENALTY = 7
#: BM-SETUP-MEDALS: the permanent medals and BGA's slot pools, individual and team
PERMANENT = (3, 9, 7)
SLOTS_INDIVIDUAL = ((10, 8), (1, 8), (8, 5, 2), (8, 4, 6))
SLOTS_TEAM = ((1, 10, 8), (5, 4, 6, 2, 8))
