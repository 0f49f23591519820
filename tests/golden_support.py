"""Golden playthrough transcripts shared by the games' golden tests.

One full seeded game played by ``random.Random(policy_seed).choice(legal_moves)``; per move:
the move, the verdict's headline, the events in English with their rule IDs, and the
notation of the resulting state. Regenerate after a deliberate change with
``UPDATE_GOLDEN=1`` and review the diff.
"""

from __future__ import annotations

import difflib
import os
import random
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
MAX_BYTES = 300_000


def transcript(game: ModuleType, options: Any, seed: int, policy_seed: int, *,
               positions_every: int = 1) -> str:
    """The transcript; the position's notation after every ``positions_every``-th move and
    after the last (a game whose positions are long, Ark Nova, writes fewer of them)."""
    state = game.initial_state(options, seed)
    rng = random.Random(policy_seed)
    out = [
        f"# Golden playthrough: {game.GAME_ID}",
        f"# options: {options!r}",
        f"# game seed: {seed}; policy: random.Random({policy_seed}).choice(legal_moves)",
        f"start: {game.to_notation(state)}",
    ]
    n = 0
    legal = game.legal_moves(state)
    while legal:
        n += 1
        move = rng.choice(legal)
        verdict = game.check(state, move)
        outcome = game.apply(state, move)
        state = outcome.after
        legal = game.legal_moves(state)
        out.append("")
        out.append(f"#{n} {game.format_move(move)}")
        out.append(f"  verdict: {verdict.headline('en')}")
        out += [f"  - {event.explain('en')}" for event in outcome.events]
        if n % positions_every == 0 or not legal:
            out.append(f"  = {game.to_notation(state)}")
    out.append("")
    out.append(f"end after {n} moves")
    return "\n".join(out) + "\n"


def check_golden(name: str, actual: str) -> None:
    """Compare ``actual`` with ``golden/<name>`` (rewritten first when UPDATE_GOLDEN=1)."""
    path = GOLDEN_DIR / name
    assert len(actual.encode("utf-8")) < MAX_BYTES, "transcript too large: pick another seed"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(actual, encoding="utf-8")
    assert path.exists(), f"{name} is missing: run with UPDATE_GOLDEN=1 to create it"
    expected = path.read_text(encoding="utf-8")
    if actual != expected:
        diff = "".join(list(difflib.unified_diff(
            expected.splitlines(keepends=True), actual.splitlines(keepends=True),
            fromfile=f"golden/{name}", tofile="regenerated"))[:80])
        pytest.fail(f"the playthrough differs from golden/{name} "
                    f"(UPDATE_GOLDEN=1 to accept):\n{diff}")
