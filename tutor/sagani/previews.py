"""Every placement of the held tile at once, as plain numbers: what a board draws over the
display (and the computer compares) while a seat holds its tile.

:func:`placement_previews` answers, for every legal placement (the cells of
:func:`tutor.sagani.rules.open_cells` × the 4 rotations, ``legal_moves``' order), what
:func:`tutor.sagani.settle.settle` would: how many arrows it covers, which tiles it
completes, the cacophony discs it costs and the points it makes. ``settle`` stays the
rules (``check`` and ``apply`` use it); this is its arithmetic for a whole display in one
pass — each display tile is looked at once per open cell, not once per arrow and
rotation — and a test compares the two on every placement of random games.
"""

from __future__ import annotations

from typing import NamedTuple

from .data import STEP, VALUE, arrows, tile
from .settle import fulfiller
from .rules import open_cells
from .state import DiscOrder, Phase, State


class Preview(NamedTuple):
    """Placing the held tile at ``pos`` turned ``rot``: arrows newly covered (the new
    tile's and the older tiles'), of them the new tile's, the tiles completed (positions,
    the new tile's last), cacophony discs taken, the change of score."""

    pos: tuple[int, int]
    rot: int
    covers: int
    own: int
    completes: tuple[tuple[int, int], ...]
    caco: int
    points: int


def _direction(ex: int, ey: int) -> int | None:
    """The direction (0 up … 7 up-left, :data:`tutor.sagani.data.STEP`) in which a tile
    ``(ex, ey)`` away lies on a straight or diagonal line; ``None`` off every line."""
    if ex == 0:
        return 0 if ey > 0 else 4
    if ey == 0:
        return 2 if ex > 0 else 6
    if ex == ey:
        return 1 if ex > 0 else 5
    if ex == -ey:
        return 3 if ex > 0 else 7
    return None


def _on_ray(fx: int, fy: int, d: int, x: int, y: int) -> bool:
    dx, dy = STEP[d]
    ex, ey = x - fx, y - fy
    k = ex * dx if dx else ey * dy
    return k > 0 and ex == k * dx and ey == k * dy


def placement_previews(state: State, seat: int | None = None) -> list[Preview]:
    """Every legal placement of the held tile by ``seat`` (default: the placer), in
    ``legal_moves``' order; none when no tile is held."""
    seat = state.placer if seat is None else seat
    if state.phase is not Phase.PLACE or state.held is None or seat != state.placer:
        return []
    player = state.seats[seat]
    display = player.display
    colour = tile(state.held).element
    elements = [tile(q.tile).element for q in display]
    # Older tiles: arrows fulfilled already but not covered (none in a position reached by
    # play), and the uncovered arrows of the held tile's colour, which it may fulfil.
    missing: dict[tuple[int, int], int] = {}      # tile -> arrows still to cover after base
    base_covers = 0
    base_done: list[tuple[tuple[int, int], int]] = []       # (pos, arrows) complete anyway
    waiting = []                                  # (tile pos, x, y, direction) of colour
    for q in display:
        if q.done:
            continue
        left = 0
        for i, (d, c) in enumerate(q.arrows):
            if i in q.covered:
                continue
            if fulfiller(display, q, d, c) is not None:
                base_covers += 1
                continue
            left += 1
            if c == colour:
                waiting.append((q.pos, q.x, q.y, d))
        if left:
            missing[q.pos] = left
        else:
            base_done.append((q.pos, len(q.arrows)))
    sizes = {q.pos: len(q.arrows) for q in display}
    order = {q.pos: i for i, q in enumerate(display)}
    need = len(tile(state.held).arrows)
    late = state.options.order is DiscOrder.RESOLVE_FIRST
    out = []
    for x, y in open_cells(state, seat):
        seen = set()                                  # (direction, colour) seen from here
        for q, el in zip(display, elements):
            d = _direction(q.x - x, q.y - y)
            if d is not None:
                seen.add((d, el))
        hits: dict[tuple[int, int], int] = {}
        for pos, fx, fy, d in waiting:
            if _on_ray(fx, fy, d, x, y):
                hits[pos] = hits.get(pos, 0) + 1
        older = [pos for pos, n in hits.items() if n == missing[pos]]
        done_older = sorted([p for p, _ in base_done] + older, key=order.__getitem__)
        back = sum(n for _, n in base_done) + sum(sizes[p] for p in older)
        value = sum(VALUE[n] for _, n in base_done) + sum(VALUE[sizes[p]] for p in older)
        covers = base_covers + sum(hits.values())
        supply = player.supply + (back if late else 0)
        caco = max(0, need - supply)
        for rot in range(4):
            own = sum((d, c) in seen for d, c in arrows(state.held, rot))
            mine = own == need
            out.append(Preview((x, y), rot, covers + own, own,
                               tuple(done_older) + (((x, y),) if mine else ()), caco,
                               value + (VALUE[need] if mine else 0) - 2 * caco))
    return out
