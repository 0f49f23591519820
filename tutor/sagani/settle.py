"""Placing a tile in a display: discs, arrows, completions (SAG-DISC-*, SAG-ARROW-*,
SAG-SCORE-*). One pure function, :func:`settle`, used by ``check`` (to forecast) and by
``apply`` (to play), so the forecast is the outcome."""

from __future__ import annotations

from bisect import bisect_left, bisect_right, insort

from tutor.core.frozen import changed

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


#: Per direction, the line through a tile it follows and the way along it: ``(kind, sign)``
#: with kind 0 a column (along y), 1 a row, 2 a diagonal x − y, 3 an anti-diagonal x + y
#: (along x for 1–3).
_LINES = tuple((0 if dx == 0 else 1 if dy == 0 else 2 if dx == dy else 3, dy if dx == 0 else dx)
               for dx, dy in STEP)


class Rays:
    """A display's tiles by colour and by line (column, row, both diagonals), each line's
    places sorted, to find an arrow's fulfiller by a bisection of the line it points along
    instead of a scan of the display (SAG-ARROW-RAY, -GAPS, -ANYSIDE: the same nearest tile
    as :func:`fulfiller`; positions are unique in a display). It holds positions and
    colours only, which covering arrows and turning tiles over do not change."""

    __slots__ = ("lines",)

    def __init__(self, display: tuple[Placed, ...]):
        lines: dict[tuple[str, int, int], list[int]] = {}
        for q in display:
            colour, x, y = element(q.tile), q.x, q.y
            for key, along in (((colour, 0, x), y), ((colour, 1, y), x),
                               ((colour, 2, x - y), x), ((colour, 3, x + y), x)):
                line = lines.get(key)
                if line is None:
                    lines[key] = [along]
                else:
                    line.append(along)
        for line in lines.values():
            line.sort()
        self.lines = lines

    def nearest(self, x: int, y: int, direction: int, colour: str) -> tuple[int, int] | None:
        """The position of the nearest tile of ``colour`` on the ray from ``(x, y)``."""
        kind, sign = _LINES[direction]
        line = self.lines.get((colour, kind, (x, y, x - y, x + y)[kind]))
        if line is None:
            return None
        start = y if kind == 0 else x
        if sign > 0:
            n = bisect_right(line, start)
            if n == len(line):
                return None
        else:
            n = bisect_left(line, start) - 1
            if n < 0:
                return None
        k = (line[n] - start) * sign
        dx, dy = STEP[direction]
        return (x + k * dx, y + k * dy)

    def plus(self, q: Placed) -> Rays:
        """These rays with ``q`` added (its four lines copied, the others shared: a line
        is never changed once built)."""
        out = Rays(())
        lines = out.lines = dict(self.lines)
        colour, x, y = element(q.tile), q.x, q.y
        for key, along in (((colour, 0, x), y), ((colour, 1, y), x),
                           ((colour, 2, x - y), x), ((colour, 3, x + y), x)):
            line = list(lines.get(key, ()))
            insort(line, along)
            lines[key] = line
        return out


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
                   changed(p, covered=frozenset(covered)))
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
            p = changed(p, done=True)
        out.append(p)
    return tuple(out), supply, score, done


class _Base:
    """What a display says before a tile is added to it, for every tile that could be
    added: the arrow facts of its unfinished tiles as it stands (every fulfiller found by
    :class:`Rays`), and which of those arrows a new tile of each colour could still fulfil,
    nearer than their fulfiller if any. A new tile changes only those: an arrow's nearest
    fulfiller is the display's or the new tile, whichever is nearer. Built from the display
    alone (positions, colours, covers; all immutable), so it serves every placement in it
    and both disc orders."""

    __slots__ = ("rays", "taken", "facts", "tiles", "_waiting")

    def __init__(self, display: tuple[Placed, ...]):
        self.rays = rays = Rays(display)
        self.taken = {(q.x, q.y) for q in display}
        #: the older tiles' facts in settle's order: by position, then arrow
        self.facts: list[ArrowFact] = []
        #: per unfinished tile: (display index, tile, covered once the display's own
        #: fulfillers are counted, arrows still missing then)
        self.tiles: list[tuple[int, Placed, frozenset[int], int]] = []
        facts = self.facts
        for t, p in sorted(enumerate(display), key=lambda tp: (tp[1].x, tp[1].y)):
            if p.done:
                continue
            x, y = p.x, p.y
            pos = (x, y)
            covered = set(p.covered)
            arrows = p.arrows
            for i, (d, colour) in enumerate(arrows):
                by = rays.nearest(x, y, d, colour)
                new = by is not None and i not in covered
                if new:
                    covered.add(i)
                facts.append(ArrowFact(pos, i, d, colour, i in covered, by, new))
            self.tiles.append((t, p, frozenset(covered), len(arrows) - len(covered)))
        # completions are said as the display lists the tiles
        self.tiles.sort(key=lambda tile: tile[0])
        self._wait()

    def _wait(self) -> None:
        self._waiting: dict[str, list] = {}

    def waiting_for(self, colour: str) -> list:
        """The arrows of ``colour`` (a new tile of that colour may fulfil them): per arrow
        (display index, arrow, position, step, distance of the fulfiller or None, index of
        the fact). Gathered the first time a colour is asked and kept with the base (built
        from its facts, which never change): a playout places one tile per display."""
        got = self._waiting.get(colour)
        if got is not None:
            return got
        got = self._waiting[colour] = []
        where = {(p.x, p.y): t for t, p, _, _ in self.tiles}
        for n, f in enumerate(self.facts):
            if f.colour != colour:
                continue
            at, by = f.at, f.by
            x, y = at
            dx, dy = STEP[f.direction]
            got.append((where[at], f.index, x, y, dx, dy,
                        None if by is None else max(abs(by[0] - x), abs(by[1] - y)), n))
        return got

    @property
    def waiting(self) -> dict[str, list]:
        """Per colour of an unfinished tile's arrow, :meth:`waiting_for` that colour."""
        return {colour: self.waiting_for(colour)
                for colour in dict.fromkeys(f.colour for f in self.facts)}

    @classmethod
    def after(cls, base: _Base, display: tuple[Placed, ...], own: list[ArrowFact],
              older: list[ArrowFact], done: list[Completion]) -> _Base:
        """The base of ``display``, which :func:`settle` made from the display of ``base``
        with the new tile last, its arrows' facts ``own``, the older tiles' ``older`` and
        the completions ``done``: settling covered every arrow that has a fulfiller, so
        the covered arrows of an unfinished tile are all it has (no fact is new any more),
        and the fulfillers found stay the nearest (SAG-ARROW-RAY)."""
        out = cls.__new__(cls)
        placed = display[-1]
        out.rays = base.rays.plus(placed)
        out.taken = base.taken | {placed.pos}
        gone = {c.at for c in done}
        out.tiles = [(t, q, q.covered, len(q.arrows) - len(q.covered))
                     for t, q in ((t, display[t]) for t, _, _, _ in base.tiles) if not q.done]
        facts = [f if not f.new else ArrowFact(f.at, f.index, f.direction, f.colour, True,
                                               f.by, False)
                 for f in older if f.at not in gone]
        if not placed.done:
            out.tiles.append((len(display) - 1, placed, placed.covered,
                              len(placed.arrows) - len(placed.covered)))
            k = bisect_left(facts, placed.pos, key=_at)
            facts[k:k] = [f if not f.new else ArrowFact(f.at, f.index, f.direction, f.colour,
                                                          True, f.by, False) for f in own]
        out.facts = facts
        out._wait()
        return out


def _at(f: ArrowFact) -> tuple[int, int]:
    return f.at


#: The bases of the last displays settled, most recent first, each with the display it was
#: built from: ``check`` of every placement (a board's hover, the computer's choice) reads
#: one state's display again and again. Matched by identity; the entry holds the display
#: itself (an immutable tuple of frozen tiles), so its identity cannot be reused meanwhile.
_BASES: tuple[tuple[tuple[Placed, ...], _Base], ...] = ()


def _base(display: tuple[Placed, ...]) -> _Base:
    global _BASES
    for seen, base in _BASES:
        if seen is display:
            return base
    for seen, how in _PLAYED:
        if seen is display:                         # a display a placement just made
            base = _Base.after(how[0], display, *how[1:])
            break
    else:
        base = _Base(display)
    _BASES = ((display, base),) + _BASES[:3]
    return base


#: The last placement settled, ``(player, new, order, result, how)``: ``check``'s forecast
#: of a move and ``apply`` of the same move settle the same placement one after the other,
#: so the second is read from here. Safe: ``settle`` is a pure function of its arguments,
#: all immutable; the entry holds ``player`` itself, so the identity it is matched by cannot
#: be reused by another record while it is here; the result's record and facts are frozen
#: and its lists are handed out as copies. ``how`` (the base and the facts it was settled
#: from, or None) lets the next placement in the resulting display start from them
#: (:meth:`_Base.after`) instead of resolving every arrow again.
_LAST: tuple | None = None


#: The displays made by the last placements played (settled by ``apply``: one per seat at
#: most in a round), with how they were settled: the next placement in one of them starts
#: from there. Matched by identity; each entry holds its display.
_PLAYED: tuple = ()


def settle(player: Player, new: Placed, order: DiscOrder, *, played: bool = False):
    """``(player after, arrow facts, disc fact, completions)`` for placing ``new``;
    ``played``: ``apply`` plays it (its display is kept for the next placement)."""
    global _LAST, _PLAYED
    last = _LAST
    if last is not None and last[0] is player and last[2] is order and last[1] == new:
        result, how = last[3], last[4]
    else:
        result, how = _settle(player, new, order)
        _LAST = (player, new, order, result, how)
    after, facts, disc, done = result
    if played and how is not None and not (_PLAYED and _PLAYED[0][0] is after.display):
        _PLAYED = ((after.display, how),) + _PLAYED[:3]
    return after, list(facts), disc, list(done)


def _settle(player: Player, new: Placed, order: DiscOrder):
    base = _base(player.display)
    nx, ny = new.x, new.y
    new_pos = (nx, ny)
    if new.done or new_pos in base.taken or len(base.taken) < len(player.display):
        return _settle_scan(player, new, order), None
    # the older tiles' arrows of the new tile's colour that it fulfils, nearer than their
    # own fulfiller (SAG-ARROW-RAY, -GAPS)
    older = list(base.facts)
    extra: dict[int, set[int]] = {}
    for t, i, x, y, dx, dy, k0, n in base.waiting_for(element(new.tile)):
        ex, ey = nx - x, ny - y
        k = ex * dx if dx else ey * dy
        if k > 0 and ex == k * dx and ey == k * dy and (k0 is None or k < k0):
            f = older[n]
            # newly covered unless covered already (then it was fulfilled before, or marked)
            fresh = f.new if k0 is not None else not f.fulfilled
            older[n] = ArrowFact(f.at, i, f.direction, f.colour, True, new_pos, fresh)
            if k0 is None and fresh:
                extra.setdefault(t, set()).add(i)
    # the new tile's arrows, fulfilled by the display
    facts: list[ArrowFact] = []
    covered = set(new.covered)
    arrows = new.arrows
    for i, (d, colour) in enumerate(arrows):
        by = base.rays.nearest(nx, ny, d, colour)
        fresh = by is not None and i not in covered
        if fresh:
            covered.add(i)
        facts.append(ArrowFact(new_pos, i, d, colour, i in covered, by, fresh))
    own = facts[:]
    facts += older
    # covers and completions of the older tiles, as the display lists them
    display = list(player.display)
    done: list[Completion] = []
    back = value = 0
    for t, p, cov, missing in base.tiles:
        more = extra.get(t)
        if more:
            cov = cov | more
            missing -= len(more)
        if missing == 0:
            n = len(cov)
            done.append(Completion(p.pos, p.tile, VALUE[n], n))
            back += n
            value += VALUE[n]
            display[t] = changed(p, covered=cov, done=True)
        elif len(cov) != len(p.covered):
            display[t] = changed(p, covered=cov)
    need = len(arrows)
    mine = len(covered) == need
    placed = changed(new, covered=frozenset(covered), done=True) if mine else (
        new if len(covered) == len(new.covered) else changed(new, covered=frozenset(covered)))
    display.append(placed)
    # (a) load the discs (SAG-TURN-DISCS), then resolve the arrows of the new tile and of
    # every unfinished older one, then score the completed tiles (SAG-TURN-RESOLVE); (b)
    # the older tiles' completions first, whose discs may then be loaded (SAG-DISC-ORDER)
    supply, score = player.supply, player.score
    if order is not DiscOrder.LOAD_FIRST:
        supply, score = supply + back, score + value
    take = min(supply, need)
    caco = need - take
    disc = DiscFact(need, supply, take, caco, -2 * caco)
    supply, score = supply - take, score - 2 * caco
    if order is DiscOrder.LOAD_FIRST:
        supply, score = supply + back, score + value
    if mine:
        done.append(Completion(new_pos, new.tile, VALUE[need], need))
        supply, score = supply + need, score + VALUE[need]
    after = changed(player, display=tuple(display), supply=supply, caco=player.caco + caco,
                    score=score)
    return (after, facts, disc, done), (base, own, older, done[:])


def _settle_scan(player: Player, new: Placed, order: DiscOrder):
    """:func:`settle` resolving every arrow of the display anew: for a tile placed on a
    taken cell or already turned over, or a display with two tiles on one cell (never in
    play), which :class:`_Base` does not cover."""
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
        return changed(pl, supply=pl.supply - take, caco=pl.caco + caco,
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
        pl, disc = load(changed(player, supply=supply, score=score))
        display, more = _resolve(display, rays, is_new)
        facts += more
        display, supply, score, done2 = _complete(pl, display, is_new)
        done += done2
    # the new tile's arrows first, then the older tiles' that change (or all, for a board)
    facts.sort(key=lambda f: (f.at != new_pos, f.at, f.index))
    return changed(pl, display=display, supply=supply, score=score), facts, disc, done
