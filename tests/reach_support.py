"""Asserting that a game's reader refuses a position no game reaches (issue 33), in words:
the rule that rules it out and the reason, in English and in French."""

from __future__ import annotations

import random
from types import ModuleType

import pytest

from tutor.core import NotationError


def refused(module: ModuleType, position, rule: str) -> tuple[str, str]:
    """``(en, fr)``: the messages with which ``module`` refuses ``position`` (a state, or
    its text), after checking that both cite ``rule`` and say the position is unreachable."""
    text = position if isinstance(position, str) else module.to_notation(position)
    with pytest.raises(NotationError) as caught:
        module.from_notation(text)
    en, fr = caught.value.explain("en"), caught.value.explain("fr")
    assert f"({rule})" in en and f"({rule})" in fr, (rule, en)
    assert en.startswith("no game reaches this position: "), en
    assert fr.startswith("aucune partie n'atteint cette position : "), fr
    return en, fr


def read_back(module: ModuleType, state) -> None:
    """``state`` (a position some game reaches) reads back from its own text."""
    assert module.from_notation(module.to_notation(state)) == state


def random_game(module: ModuleType, options, seed: int) -> tuple:
    """Every position of a game of ``options`` played with seeded random legal moves."""
    rng = random.Random(seed)
    state = module.initial_state(options, seed)
    out = [state]
    while legal := module.legal_moves(state):
        state = module.apply(state, rng.choice(legal)).after
        out.append(state)
    return tuple(out)


def example_games_read_back(module: ModuleType, seed: int = 5) -> None:
    """No check refuses a position a game reaches: every position of a random game of each
    of the game's example option sets reads back (the conformance suite reads back every
    position of its own playouts too, with other seeds)."""
    for options in module.EXAMPLE_OPTIONS:
        for state in random_game(module, options, seed):
            read_back(module, state)
