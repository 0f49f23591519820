"""Scenes for the Sagani tests: a position built from the public constructors and checked
by a round trip through ``sag1`` notation (so every scene is a valid position)."""

from __future__ import annotations

from dataclasses import replace

from tutor import sagani as sag
from tutor.sagani.data import tile, tiles
from tutor.sagani.settle import fulfiller
from tutor.sagani.state import DISCS


def display(spec):
    """``[(tile, x, y, rot), ...]`` → placed tiles with their arrows covered as the
    geometry says (SAG-ARROW-1), none complete."""
    bare = tuple(sag.Placed(x, y, t, r) for t, x, y, r in spec)
    out = []
    for p in bare:
        cov = frozenset(i for i, (d, c) in enumerate(p.arrows) if fulfiller(bare, p, d, c))
        assert len(cov) < len(p.arrows), f"tile {p.tile} would be complete"
        out.append(replace(p, covered=cov))
    return tuple(out)


def scene(displays, held=None, seat=0, players=2, caco=(), scores=(), order=None,
          offer=None, intermezzo=(), phase=None, solo_goal=None, queue=(), stacks=True):
    """A position where ``seat`` is to place ``held`` (or to take, with ``held`` None).
    ``stacks=False``: the stacks are empty, the tiles left over are discarded."""
    options = sag.Options(players=players, order=order or sag.DiscOrder.LOAD_FIRST,
                          solo_goal=solo_goal or sag.SoloGoal.REACH_75)
    base = sag.initial_state(options, 0)
    people = []
    for i in range(players):
        d = display(displays[i]) if i < len(displays) else ()
        c = caco[i] if i < len(caco) else 0
        supply = DISCS + c - sum(p.discs for p in d)
        assert supply >= 0
        people.append(sag.Player(d, supply, c, scores[i] if i < len(scores) else 0, 0, 0))
    used = {p.tile for pl in people for p in pl.display} | set(intermezzo)
    if held is not None:
        used.add(held)
    rest = [t for t in sorted(tiles()) if t not in used]
    if offer is None:
        offer = tuple(rest[:5])
    rest = [t for t in rest if t not in offer]
    discarded = () if stacks else tuple(rest)
    rest = rest if stacks else []
    piles = (tuple(rest[0::3]), tuple(rest[1::3]), tuple(rest[2::3]))
    ph = phase or (sag.Phase.PLACE if held is not None else sag.Phase.TAKE)
    s = replace(base, seats=tuple(people), stacks=piles, offer=tuple(offer),
                intermezzo=tuple(intermezzo), held=held, placer=seat if held else None,
                turn=seat, start=seat, phase=ph, queue=tuple(queue), discarded=discarded)
    assert sag.from_notation(sag.to_notation(s)) == s
    return s


def element(t: int) -> str:
    return tile(t).element


def place(state, x, y, rot=0):
    return sag.apply(state, sag.Place(x, y, rot)).after


def verdict(state, x, y, rot=0):
    return sag.check(state, sag.Place(x, y, rot))
