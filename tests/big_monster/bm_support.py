"""Helpers for the Big Monster scenario tests (the shared ones: ``tests/scenarios.py``).

Everything is built from notation: :func:`position` writes a canonical ``bm1`` position
from the parts a test names (areas as ``"IG@3,1;MD@2,0"``, one per seat); every other tile
of the player count's set is in the box, sorted, so tiles are conserved.
"""

from __future__ import annotations

from collections import Counter

from tutor import big_monster as bm
from tutor.big_monster.data import tile_set

from scenarios import events, lines, rules, scenarios, text  # noqa: F401  (re-exported)

pos, verdict, play, moves_text = scenarios(bm)

#: medals of a default individual game: the permanent ones and a slot draw
MEDALS = "1:-:-;2:-:-;3:-:-;4:-:-;7:-:-;9:-:-;10:-:-"


def _codes(field: str) -> list[str]:
    return [] if field in ("-", "") else field.split(",")


def position(areas=None, *, players=4, explorers=None, dealt=None, phase="place", rnd=1,
             turn=1, hands=None, ships=None, chosen=None, discard="-", rows="-", row="-",
             first=1, active=1, medals=MEDALS, winners="-", teams="no", draft3="no",
             first_rule="seed", row_medals="turn", seed=0, box=None,
             rest_to_discard=False) -> str:
    areas = areas or ("-",) * players
    players = len(areas)
    explorers = explorers or (1,) * players
    dealt = dealt or tuple(f"{min(e, 4 if e != 4 else 6)},{max(e, 4 if e != 4 else 6)}"
                           for e in explorers)
    hands = hands or ("-",) * players
    ships = ships or ("-",) * players
    chosen = chosen or ("-",) * players
    used = Counter()
    for a in areas:
        used += Counter(t.split("@")[0] for t in ([] if a == "-" else a.split(";")))
    for group in (hands, ships):
        for h in group:
            used += Counter(_codes(h))
    used += Counter(c for c in chosen if c != "-")
    used += Counter(_codes(discard))
    if rows != "-":
        for r in rows.split("/"):
            used += Counter(_codes(r))
    rest = ",".join(sorted((Counter(tile_set(players)) - used).elements())) or "-"
    if rest_to_discard:
        box, discard = "-", ",".join(sorted(_codes(discard) + _codes(rest))) or "-"
    elif box is None:
        box = rest
    return (f"bm1 players={players} teams={teams} draft3={draft3} first_rule={first_rule} "
            f"row_medals={row_medals} seed={seed} phase={phase} round={rnd} turn={turn} "
            f"dealt={'/'.join(dealt)} explorers={'/'.join(str(e) for e in explorers)} "
            f"hands={'/'.join(hands)} ships={'/'.join(ships)} chosen={'/'.join(chosen)} "
            f"areas={'/'.join(areas)} discard={discard} box={box} rows={rows} row={row} "
            f"first={first} active={active} medals={medals} winners={winners}")


def placing(area: str, tile: str, *, explorer=1, players=4, others="-", **kw) -> str:
    """Seat 1 (0-based seat 0) about to place ``tile`` in ``area``; the other seats have
    placed this turn (``others``: their areas)."""
    areas = (area,) + (others,) * (players - 1)
    explorers = (explorer,) + (1,) * (players - 1)
    chosen = (tile,) + ("-",) * (players - 1)
    return position(areas, explorers=explorers, chosen=chosen, **kw)


def failing(v) -> list[str]:
    return [str(r.rule) for r in v.violations]


def reason(v, rule):
    return next(r for r in v.reasons if r.rule == rule)


def forecasts(v) -> list:
    return [r for r in v.reasons if not r.binding]
