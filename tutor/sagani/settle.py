"""Placing a tile in a display: discs, arrows, completions (SAG-DISC-*, SAG-ARROW-*,
SAG-SCORE-*). One pure function, :func:`settle`, used by ``check`` (to forecast) and by
``apply`` (to play), so the forecast is the outcome."""

from __future__ import annotations

from dataclasses import replace

from .data import STEP, VALUE, tile
from .facts import ArrowFact, Completion, DiscFact
from .state import DiscOrder, Placed, Player


def fulfiller(display: tuple[Placed, ...], at: Placed, direction: int,
              colour: str) -> Placed | None:
    """The nearest tile of ``colour`` on the ray from ``at`` (SAG-ARROW-RAY, -GAPS: gaps
    and other colours do not block; -ANYSIDE: a turned-over tile still counts)."""
    dx, dy = STEP[direction]
    best, best_k = None, 0
    for q in display:
        if tile(q.tile).element != colour:
            continue
        ex, ey = q.x - at.x, q.y - at.y
        k = ex * dx if dx else ey * dy
        if k > 0 and ex == k * dx and ey == k * dy and (best is None or k < best_k):
            best, best_k = q, k
    return best


def _resolve(display: tuple[Placed, ...], which) -> tuple[tuple[Placed, ...], list[ArrowFact]]:
    facts: list[ArrowFact] = []
    out = []
    for p in display:
        if p.done or not which(p):
            out.append(p)
            continue
        covered = set(p.covered)
        for i, (d, colour) in enumerate(p.arrows):
            by = fulfiller(display, p, d, colour)
            new = by is not None and i not in covered
            if new:
                covered.add(i)
            facts.append(ArrowFact(p.pos, i, d, colour, i in covered,
                                   by.pos if by else None, new))
        out.append(replace(p, covered=frozenset(covered)))
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


def settle(player: Player, new: Placed, order: DiscOrder):
    """``(player after, arrow facts, disc fact, completions)`` for placing ``new``."""
    display = player.display + (new,)
    need = len(new.arrows)
    is_new = lambda p: p.pos == new.pos  # noqa: E731
    older = lambda p: p.pos != new.pos   # noqa: E731
    everyone = lambda p: True            # noqa: E731

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
        display, facts = _resolve(display, everyone)
        display, supply, score, done = _complete(pl, display, everyone)
    else:
        display, facts = _resolve(display, older)
        display, supply, score, done = _complete(player, display, older)
        pl, disc = load(replace(player, supply=supply, score=score))
        display, more = _resolve(display, is_new)
        facts += more
        display, supply, score, done2 = _complete(pl, display, is_new)
        done += done2
    # the new tile's arrows first, then the older tiles' that change (or all, for a board)
    facts.sort(key=lambda f: (f.at != new.pos, f.at, f.index))
    return replace(pl, display=display, supply=supply, score=score), facts, disc, done
