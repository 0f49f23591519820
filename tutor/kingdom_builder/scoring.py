"""Final scoring (KB-SCORE-*, KB-END-SCORE): castles and the 3 Kingdom Builder cards.

Each function returns ``(count, per, points, hexes)``: the terms of the card ("Merchants:
3 linked × 4 = 12") and the hexes that count (the event's focus)."""

from __future__ import annotations

from .board import CASTLE, LOCATION, MOUNTAIN, WATER, Map, Pos, neighbours, sector
from .state import State

Terms = tuple[int, int, int, tuple[Pos, ...]]


def areas(hexes: set[Pos]) -> list[list[Pos]]:
    """Maximal groups of ``hexes`` connected by edges, each sorted, largest first."""
    left, out = set(hexes), []
    while left:
        todo, group = [min(left)], []
        left.discard(todo[0])
        while todo:
            h = todo.pop()
            group.append(h)
            for n in neighbours(h):
                if n in left:
                    left.discard(n)
                    todo.append(n)
        out.append(sorted(group))
    return sorted(out, key=lambda g: (-len(g), g))


def touching(board: Map, own: set[Pos], letters: str) -> tuple[Pos, ...]:
    """The settlements of ``own`` next to a hex of ``letters`` (their own hex never counts)."""
    out = []
    for h in sorted(own):
        if any(board.at(n) in letters for n in neighbours(h)):
            out.append(h)
    return tuple(out)


def castle(state: State, seat: int) -> Terms:
    own = set(state.settlements[seat])
    hit = tuple(k for k in state.board.castles if any(n in own for n in neighbours(k)))
    return len(hit), 3, 3 * len(hit), hit


def fishermen(state: State, seat: int) -> Terms:
    """KB-SCORE-FISHERMEN, KB-OPEN-FISH-WATER: a settlement on water counts only if it
    touches another water hex (its own hex is not "adjacent")."""
    hit = touching(state.board, set(state.settlements[seat]), WATER)
    return len(hit), 1, len(hit), hit


def miners(state: State, seat: int) -> Terms:
    hit = touching(state.board, set(state.settlements[seat]), MOUNTAIN)
    return len(hit), 1, len(hit), hit


def workers(state: State, seat: int) -> Terms:
    hit = touching(state.board, set(state.settlements[seat]), LOCATION + CASTLE)
    return len(hit), 1, len(hit), hit


def merchants(state: State, seat: int) -> Terms:
    """KB-SCORE-MERCHANTS: special hexes joined through own settlements (a special hex
    touching two chains joins them)."""
    board = state.board
    own = set(state.settlements[seat])
    specials = set(board.castles) | {h for h, _ in board.locations}
    linked: set[Pos] = set()
    for group in areas(own | specials):
        found = [h for h in group if h in specials and any(n in own for n in neighbours(h))]
        if len(found) >= 2:
            linked |= set(found)
    hit = tuple(sorted(linked))
    return len(hit), 4, 4 * len(hit), hit


def discoverers(state: State, seat: int) -> Terms:
    rows = sorted({h[0] for h in state.settlements[seat]})
    hexes = tuple(min(h for h in state.settlements[seat] if h[0] == r) for r in rows)
    return len(rows), 1, len(rows), hexes


def knights(state: State, seat: int) -> Terms:
    own = state.settlements[seat]
    if not own:
        return 0, 2, 0, ()
    best = max(range(20), key=lambda r: (sum(h[0] == r for h in own), -r))
    hit = tuple(h for h in own if h[0] == best)
    return len(hit), 2, 2 * len(hit), hit


def hermits(state: State, seat: int) -> Terms:
    groups = areas(set(state.settlements[seat]))
    hexes = tuple(g[0] for g in groups)
    return len(groups), 1, len(groups), hexes


def citizens(state: State, seat: int) -> Terms:
    groups = areas(set(state.settlements[seat]))
    if not groups:
        return 0, 1, 0, ()
    big = groups[0]
    return len(big), 2, len(big) // 2, tuple(big)


def farmers(state: State, seat: int) -> Terms:
    own = state.settlements[seat]
    counts = [sum(sector(h) == s for h in own) for s in range(4)]
    low = min(counts)
    slot = counts.index(low)
    hexes = tuple(h for h in own if sector(h) == slot)
    return low, 3, 3 * low, hexes


def lords(state: State, seat: int) -> Terms:
    """KB-SCORE-LORDS: per sector 12 for the most, 6 for the next lower count (ties share
    the rank); 0 settlements scores nothing. ``count``: the number of sectors where the seat
    scores; ``per``: unused (0)."""
    points, sectors, hexes = 0, 0, []
    for s in range(4):
        counts = [sum(sector(h) == s for h in hs) for hs in state.settlements]
        mine = counts[seat]
        if not mine:
            continue
        ranks = sorted({c for c in counts if c > 0}, reverse=True)
        if mine == ranks[0]:
            points += 12
        elif len(ranks) > 1 and mine == ranks[1]:
            points += 6
        else:
            continue
        sectors += 1
        hexes += [h for h in state.settlements[seat] if sector(h) == s]
    return sectors, 0, points, tuple(hexes)


CARD_SCORE = {"castle": castle, "fishermen": fishermen, "miners": miners,
              "workers": workers, "merchants": merchants, "discoverers": discoverers,
              "knights": knights, "hermits": hermits, "citizens": citizens,
              "farmers": farmers, "lords": lords}


def score_lines(state: State) -> list[tuple[int, str, Terms]]:
    """Per seat: the castle line then each card's, in the order of ``state.cards``."""
    return [(seat, card, CARD_SCORE[card](state, seat)) for seat in range(state.players)
            for card in ("castle", *state.cards)]


def totals(state: State) -> tuple[int, ...]:
    """Each seat's gold, the score track's markers (KB-COMP-OTHER), on any position."""
    out = [0] * state.players
    for seat, _card, terms in score_lines(state):
        out[seat] += terms[2]
    return tuple(out)
