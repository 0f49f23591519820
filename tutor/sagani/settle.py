"""Placing a tile in a display: discs, arrows, completions (SAG-DISC-*, SAG-ARROW-*,
SAG-SCORE-*). One pure function, :func:`settle`, used by ``check`` (to forecast) and by
``apply`` (to play), so the forecast is the outcome."""

from __future__ import annotations

from dataclasses import replace

from .data import STEP, VALUE, element
from .facts import ArrowFact, Completion, DiscFact
from .state import DiscOrder, Placed, Player


def fulfiller(display: tuple[Placed, ...], at: Placed, direction: int,
              colour: str) -> Placed | None:
    """The nearest tile of ``colour`` on the ray from ``at`` (SAG-ARROW-RAY, -GAPS: gaps
    and other colours do not block; -ANYSIDE: a turned-over tile still counts)."""
    dx, dy = STEP[direction]
    best, best_k = None, 0
    for q in display:
        if element(q.tile) != colour:
            continue
        ex, ey = q.x - at.x, q.y - at.y
        k = ex * dx if dx else ey * dy
        if k > 0 and ex == k * dx and ey == k * dy and (best is None or k < best_k):
            best, best_k = q, k
    return best


class Rays:
    """A display's tiles by colour, to find an arrow's fulfiller by walking its ray cell by
    cell instead of scanning the display (SAG-ARROW-RAY, -GAPS, -ANYSIDE: the same nearest
    tile as :func:`fulfiller`). Positions are unique in a display, and the walk stops at
    the display's bounds, past which no tile lies. Built once per placement: the positions
    and colours it holds do not change while arrows are covered and tiles turned over."""

    __slots__ = ("cells", "x0", "x1", "y0", "y1")

    def __init__(self, display: tuple[Placed, ...]):
        cells: dict[str, set[tuple[int, int]]] = {}
        for q in display:
            cells.setdefault(element(q.tile), set()).add((q.x, q.y))
        self.cells = cells
        xs = [q.x for q in display] or [0]
        ys = [q.y for q in display] or [0]
        self.x0, self.x1, self.y0, self.y1 = min(xs), max(xs), min(ys), max(ys)

    def nearest(self, x: int, y: int, direction: int, colour: str) -> tuple[int, int] | None:
        """The position of the nearest tile of ``colour`` on the ray from ``(x, y)``."""
        cells = self.cells.get(colour)
        if not cells:
            return None
        dx, dy = STEP[direction]
        x0, x1, y0, y1 = self.x0, self.x1, self.y0, self.y1
        x += dx
        y += dy
        while x0 <= x <= x1 and y0 <= y <= y1:
            if (x, y) in cells:
                return (x, y)
            x += dx
            y += dy
        return None


def _resolve(display: tuple[Placed, ...], rays: Rays,
             which) -> tuple[tuple[Placed, ...], list[ArrowFact]]:
    facts: list[ArrowFact] = []
    out = []
    for p in display:
        if p.done or not which(p):
            out.append(p)
            continue
        x, y = p.x, p.y
        pos = (x, y)
        old = p.covered
        covered = set(old)
        for i, (d, colour) in enumerate(p.arrows):
            by = rays.nearest(x, y, d, colour)
            new = by is not None and i not in covered
            if new:
                covered.add(i)
            facts.append(ArrowFact(pos, i, d, colour, i in covered, by, new))
        # a tile none of whose arrows is newly covered is kept as it is (an equal value)
        out.append(p if len(covered) == len(old) else
                   replace(p, covered=frozenset(covered)))
    return tuple(out), facts


def _complete(player: Player, display: tuple[Placed, ...], which):
    done = []
    out = []
    supply, score = player.supply, player.score
    for p in display:
        if not p.done and which(p) and len(p.covered) == len(p.arrows):
            n = len(p.arrows)
            done.append(Completion(p.pos, p.tile, VALUE[n], n))
            supply += n
            score += VALUE[n]
            p = replace(p, done=True)
        out.append(p)
    return tuple(out), supply, score, done


#: The last placement settled, ``(player, new, order, result)``: ``check``'s forecast of a
#: move and ``apply`` of the same move settle the same placement one after the other, so the
#: second is read from here. Safe: ``settle`` is a pure function of its arguments, all
#: immutable; the entry holds ``player`` itself, so the identity it is matched by cannot be
#: reused by another record while it is here; the result's record and facts are frozen and
#: its lists are handed out as copies.
_LAST: tuple | None = None


def settle(player: Player, new: Placed, order: DiscOrder):
    """``(player after, arrow facts, disc fact, completions)`` for placing ``new``."""
    global _LAST
    last = _LAST
    if last is not None and last[0] is player and last[2] is order and last[1] == new:
        after, facts, disc, done = last[3]
        return after, list(facts), disc, list(done)
    result = _settle(player, new, order)
    _LAST = (player, new, order, result)
    after, facts, disc, done = result
    return after, list(facts), disc, list(done)


def _settle(player: Player, new: Placed, order: DiscOrder):
    display = player.display + (new,)
    rays = Rays(display)
    need = len(new.arrows)
    new_pos = new.pos
    is_new = lambda p: p.x == new_pos[0] and p.y == new_pos[1]       # noqa: E731
    older = lambda p: p.x != new_pos[0] or p.y != new_pos[1]         # noqa: E731
    everyone = lambda p: True                                        # noqa: E731

    def load(pl: Player) -> tuple[Player, DiscFact]:
        # the shortfall in cacophony discs, of which there is always one more (SAG-COMP-CACO)
        take = min(pl.supply, need)
        caco = need - take
        fact = DiscFact(need, pl.supply, take, caco, -2 * caco)
        return replace(pl, supply=pl.supply - take, caco=pl.caco + caco,
                       score=pl.score - 2 * caco), fact

    # (a) load the discs (SAG-TURN-DISCS), then resolve the arrows of the new tile and of
    # every unfinished older one, then score the completed tiles (SAG-TURN-RESOLVE)
    if order is DiscOrder.LOAD_FIRST:
        pl, disc = load(player)
        display, facts = _resolve(display, rays, everyone)
        display, supply, score, done = _complete(pl, display, everyone)
    else:
        display, facts = _resolve(display, rays, older)
        display, supply, score, done = _complete(player, display, older)
        pl, disc = load(replace(player, supply=supply, score=score))
        display, more = _resolve(display, rays, is_new)
        facts += more
        display, supply, score, done2 = _complete(pl, display, is_new)
        done += done2
    # the new tile's arrows first, then the older tiles' that change (or all, for a board)
    facts.sort(key=lambda f: (f.at != new_pos, f.at, f.index))
    return replace(pl, display=display, supply=supply, score=score), facts, disc, done
