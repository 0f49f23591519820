"""Golden playthrough transcript of Pook: a rule change shows up as a text diff.

The transcript format and the comparison live in ``tests/golden_support.py``. Regenerate
after a deliberate change with ``UPDATE_GOLDEN=1 pytest tests/pook/test_pk_golden.py`` and review the diff.
"""

from __future__ import annotations

import pytest
from golden_support import check_golden, transcript

from tutor import pook as pk

#: file name -> (options, game seed, policy seed)
CASES = {
    "pook_3p_seed4.txt": (pk.Options(3), 4, 4),
}


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough_POOK_TURN_1_to_POOK_END_3(name):
    check_golden(name, transcript(pk, *CASES[name]))


def test_transcript_is_deterministic():
    name = next(iter(CASES))
    assert transcript(pk, *CASES[name]) == transcript(pk, *CASES[name])
