"""Golden playthrough transcript of BANG!: a rule change shows up as a text diff.

The transcript format and the comparison live in ``tests/golden_support.py``. Regenerate
after a deliberate change with ``UPDATE_GOLDEN=1 pytest tests/bang/test_bang_golden.py``
and review the diff.
"""

from __future__ import annotations

import pytest
from golden_support import check_golden, transcript

from tutor import bang

#: file name -> (options, game seed, policy seed)
CASES = {
    "bang_5p_choose_seed4.txt": (bang.Options(5, True), 4, 4),
}


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough_BANG_SETUP_START_to_BANG_END(name):
    check_golden(name, transcript(bang, *CASES[name]))


def test_transcript_is_deterministic():
    name = next(iter(CASES))
    assert transcript(bang, *CASES[name]) == transcript(bang, *CASES[name])
