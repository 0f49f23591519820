"""Helpers for the Fruit Picking tests: positions built from a few fields, moves by text."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from tutor import fruit_picking as fru
from tutor.fruit_picking.data import FRUITS


def position(players=2, farms="PiPeRaBaStPl", seeds=None, storage=None, cards=None,
             market=("St", "Pe", "Ba", "Pi"), turn=0, phase="plant", active=0, spent=0,
             ending=False, winners=(), **options) -> fru.State:
    """A consistent position (checked by a notation round trip): the deck is what is left."""
    s = fru.initial_state(fru.Options(players, **options), 0)
    f = tuple(farms[i:i + 2] for i in range(0, 12, 2))
    seeds = seeds or [(0, 2, 2, 2, 0, 0, 0)] * players
    cards = cards or [()] * players
    storage = storage or [18 - sum(x) for x in seeds]
    if players == 1:
        storage = [18 - sum(seeds[0]) - spent]
    per = 1 if players == 1 else 6
    rest = Counter({x: per for x in FRUITS}) - Counter(market) - Counter(
        c for h in cards for c in h)
    deck = tuple(c for c in FRUITS for _ in range(rest[c]))
    s = replace(s, farms=(f,) * players, seeds=tuple(map(tuple, seeds)),
                storage=tuple(storage), cards=tuple(map(tuple, cards)), market=tuple(market),
                deck=deck, turn=turn, phase=phase, active=active, spent=spent, ending=ending,
                winners=tuple(winners))
    assert fru.from_notation(fru.to_notation(s)) == s
    return s


def play(state, *texts):
    """Apply moves given as text; returns the list of outcomes."""
    outs = []
    for t in texts:
        out = fru.apply(state, fru.parse_move(t))
        outs.append(out)
        state = out.after
    return outs


def rules_of(outcomes) -> list[str]:
    return [e.rule for o in outcomes for e in o.events]


def conserved(state) -> bool:
    seeds = sum(map(sum, state.seeds)) + sum(state.storage) + state.spent
    cards = len(state.deck) + sum(1 for c in state.market if c) + sum(map(len, state.cards))
    return seeds == 18 * state.players and cards == (5 if state.players == 1 else 30)
