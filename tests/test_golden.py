"""Golden playthrough transcripts: a rule change shows up as a text diff.

Each transcript is a full seeded game played by a deterministic policy: a choice by
``random.Random(policy_seed)`` among ``legal_moves`` (in their order). One block per move:
the move, the verdict's headline, the events in English with their rule IDs, and the
notation of the resulting state.

After a deliberate rule change, regenerate with ``UPDATE_GOLDEN=1 pytest tests/test_golden.py``
and review the diff like any other change.
"""

from __future__ import annotations

import difflib
import os
import random
from pathlib import Path

import pytest

from tutor.registry import game

GOLDEN_DIR = Path(__file__).with_name("golden")
MAX_MOVES = 5000
MAX_BYTES = 300_000


def _fp_options(**kw):
    return lambda module: module.Options(**kw)


#: file name -> (game id, options factory, game seed, policy seed)
CASES = {
    "flaming_pyramids_3p_seed7.txt": ("flaming_pyramids", _fp_options(players=3), 7, 7),
    "flaming_pyramids_4p_curse_firedie_seed27.txt": (
        "flaming_pyramids", _fp_options(players=4, curse=True, fire_die=True), 27, 27),
}


def transcript(game_id: str, make_options, seed: int, policy_seed: int) -> str:
    module = game(game_id)
    options = make_options(module)
    state = module.initial_state(options, seed)
    rng = random.Random(policy_seed)
    out = [
        f"# Golden playthrough: {game_id}",
        f"# options: {options!r}",
        f"# game seed: {seed}; policy: random.Random({policy_seed}).choice(legal_moves)",
        f"start: {module.to_notation(state)}",
    ]
    for n in range(1, MAX_MOVES + 1):
        legal = module.legal_moves(state)
        if not legal:
            break
        move = rng.choice(legal)
        verdict = module.check(state, move)
        outcome = module.apply(state, move)
        state = outcome.after
        out.append("")
        out.append(f"#{n} {module.format_move(move)}")
        out.append(f"  verdict: {verdict.headline('en')}")
        out += [f"  - {event.explain('en')}" for event in outcome.events]
        out.append(f"  = {module.to_notation(state)}")
    else:
        raise AssertionError(f"no end after {MAX_MOVES} moves")
    out.append("")
    out.append(f"end after {n - 1} moves")
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough(name):
    expected_path = GOLDEN_DIR / name
    actual = transcript(*CASES[name])
    assert len(actual.encode("utf-8")) < MAX_BYTES, "transcript too large: pick another seed"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        GOLDEN_DIR.mkdir(exist_ok=True)
        expected_path.write_text(actual, encoding="utf-8")
    assert expected_path.exists(), f"{name} is missing: run with UPDATE_GOLDEN=1 to create it"
    expected = expected_path.read_text(encoding="utf-8")
    if actual != expected:
        diff = "".join(list(difflib.unified_diff(
            expected.splitlines(keepends=True), actual.splitlines(keepends=True),
            fromfile=f"golden/{name}", tofile="regenerated"))[:80])
        pytest.fail(f"the playthrough differs from golden/{name} "
                    f"(UPDATE_GOLDEN=1 to accept):\n{diff}")


def test_transcripts_are_deterministic():
    name = next(iter(CASES))
    assert transcript(*CASES[name]) == transcript(*CASES[name])
