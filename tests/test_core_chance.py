"""Seeded chance (``tutor.core.chance``): one way for every game's shuffles and dice."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from tutor.core.chance import stream

ROOT = Path(__file__).resolve().parents[1]


def test_a_stream_is_fixed_by_its_key():
    assert stream(7).random() == random.Random(7).random()
    assert stream("oh", 7, 2).random() == random.Random("oh:7:2").random()
    assert stream("oh", 7, 2).random() != stream("oh", 7, 3).random()
    with pytest.raises(TypeError):
        stream()


def test_no_engine_draws_chance_but_through_the_core_stream():
    """Policies (the computer seats) receive the board's stream; nothing else may import
    ``random``: a shuffle or a die outside ``stream`` would not replay from the seed."""
    offenders = []
    for path in sorted((ROOT / "tutor").rglob("*.py")):
        if path.name == "policy.py" or path == ROOT / "tutor" / "core" / "chance.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) else [])
            if any(n and n.partition(".")[0] == "random" for n in names):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []
