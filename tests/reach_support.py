"""Asserting that a game's reader refuses a position no game reaches (issue 33), in words:
the rule that rules it out and the reason, in English and in French."""

from __future__ import annotations

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
