"""Golden playthrough transcript of Pook: a rule change shows up as a text diff.

One full seeded game played by ``random.Random(policy_seed).choice(legal_moves)``; per move:
the move, the verdict's headline, the events in English with their rule IDs, and the
notation of the resulting state. Regenerate after a deliberate change with
``UPDATE_GOLDEN=1 pytest tests/pook/test_pk_golden.py`` and review the diff.
"""

from __future__ import annotations

import difflib
import os
import random
from pathlib import Path

import pytest

from tutor import pook as pk

GOLDEN_DIR = Path(__file__).resolve().parents[1] / "golden"
MAX_BYTES = 300_000

#: file name -> (options, game seed, policy seed)
CASES = {
    "pook_3p_seed4.txt": (pk.Options(3), 4, 4),
}


def transcript(options: pk.Options, seed: int, policy_seed: int) -> str:
    state = pk.initial_state(options, seed)
    rng = random.Random(policy_seed)
    out = [
        "# Golden playthrough: pook",
        f"# options: {options!r}",
        f"# game seed: {seed}; policy: random.Random({policy_seed}).choice(legal_moves)",
        f"start: {pk.to_notation(state)}",
    ]
    n = 0
    while True:
        legal = pk.legal_moves(state)
        if not legal:
            break
        n += 1
        move = rng.choice(legal)
        verdict = pk.check(state, move)
        outcome = pk.apply(state, move)
        state = outcome.after
        out.append("")
        out.append(f"#{n} {pk.format_move(move)}")
        out.append(f"  verdict: {verdict.headline('en')}")
        out += [f"  - {event.explain('en')}" for event in outcome.events]
        out.append(f"  = {pk.to_notation(state)}")
    out.append("")
    out.append(f"end after {n} moves")
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough_POOK_TURN_1_to_POOK_END_3(name):
    path = GOLDEN_DIR / name
    actual = transcript(*CASES[name])
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


def test_transcript_is_deterministic():
    name = next(iter(CASES))
    assert transcript(*CASES[name]) == transcript(*CASES[name])
