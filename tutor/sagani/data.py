"""The 72 Nature Spirit tiles (SAG-COMP-TILES), read once from the package's copy of the
shared data file: each tile's element, value and arrows (SAG-COMP-FRONT: 1 to 4 arrows,
each of an element's colour, each pointing one of the 8 directions below).

SINGLE SOURCE (keep this visible): ``shared/data/sagani/tiles.json`` (copied here as
``data/tiles.json``) copies ``tiles_colornames_v2.csv`` of github.com/wdigba/SaganiGame
(TU Dortmund SoPra 23b). It matches the published totals (72 tiles, 18 per element,
1/3/6/10 by arrow count) but was not checked tile by tile against printed tiles. Every
other module reads tiles from here.

Directions are numbered clockwise from the top of the tile in the data's orientation
(rotation 0, SAG-OPEN-ORIENT): 0 top, 1 top-right, 2 right, 3 bottom-right, 4 bottom,
5 bottom-left, 6 left, 7 top-left. Turning a tile a quarter clockwise adds 2.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ELEMENTS = ("fire", "water", "earth", "air")     # red, blue, green, white
DIRS = ("top", "topright", "right", "bottomright", "bottom", "bottomleft", "left", "topleft")
#: (dx, dy) per direction, x to the right, y upward (fact sheet §8).
STEP = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
VALUE = {1: 1, 2: 3, 3: 6, 4: 10}                  # SAG-COMP-VALUE
#: tiles per element by arrow count (SAG-COMP-MIX): 2 + 5 + 6 + 5 = 18 (SAG-COMP-TILES)
MIX = {1: 2, 2: 5, 3: 6, 4: 5}
#: A copy of ``shared/data/sagani/tiles.json`` kept in the package (a checkout does not have
#: the shared folder beside it); a test compares the two when the shared file is there.
SOURCE = Path(__file__).with_name("data") / "tiles.json"


@dataclass(frozen=True)
class TileDef:
    id: int
    element: str
    points: int
    arrows: tuple[tuple[int, str], ...]     # (direction at rotation 0, arrow element)


@cache
def tiles() -> dict[int, TileDef]:
    raw = json.loads(SOURCE.read_text(encoding="utf-8"))
    out = {}
    for t in raw["tiles"]:
        arrows = tuple((DIRS.index(a["dir"]), a["element"]) for a in t["arrows"])
        tile = TileDef(t["id"], t["element"], t["points"], arrows)
        if VALUE[len(arrows)] != tile.points or tile.element not in ELEMENTS:
            raise ValueError(f"tile {tile.id} breaks SAG-COMP-VALUE")
        out[tile.id] = tile
    if len(out) != 72:
        raise ValueError("SAG-COMP-TILES: 72 tiles expected")
    if mix(out.values()) != {e: MIX for e in ELEMENTS}:
        raise ValueError("SAG-COMP-MIX: 2, 5, 6 and 5 tiles of 1 to 4 arrows per element")
    return out


def mix(defs) -> dict[str, dict[int, int]]:
    """Per element, how many tiles have 1, 2, 3 and 4 arrows (SAG-COMP-MIX)."""
    return {e: {n: sum(t.element == e and len(t.arrows) == n for t in defs) for n in VALUE}
            for e in ELEMENTS}


def tile(tid: int) -> TileDef:
    return tiles()[tid]


@cache
def element(tid: int) -> str:
    """The tile's element (its colour). Cached: a pure function of the id over the frozen
    data read once, so at most 72 entries; the arrows' rays ask it for every tile."""
    return tiles()[tid].element


@cache
def arrows(tid: int, rot: int) -> tuple[tuple[int, str], ...]:
    """The tile's arrows turned ``rot`` quarters clockwise. Cached: a pure function of two
    ints over the frozen data read once (an immutable tuple; 72 × 4 entries for the
    rotations a state holds), read for every arrow of every tile each placement."""
    return tuple(((d + 2 * rot) % 8, e) for d, e in tile(tid).arrows)
