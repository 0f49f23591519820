"""Golden playthrough transcript of Kingdom Builder: a rule change shows up as a text diff.

The transcript format and the comparison live in ``tests/golden_support.py``. Regenerate
after a deliberate change with ``UPDATE_GOLDEN=1 pytest tests/kingdom_builder/test_kb_golden.py``
and review the diff.
"""

from __future__ import annotations

import pytest
from golden_support import check_golden, transcript

from tutor import kingdom_builder as kb

#: file name -> (options, game seed, policy seed)
CASES = {
    "kingdom_builder_2p_first_seed3.txt": (kb.Options(2, kb.Setup.FIRST), 3, 3),
}


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough_KB_TURN_ORDER_to_KB_END_WIN(name):
    check_golden(name, transcript(kb, *CASES[name]))


def test_transcript_is_deterministic():
    name = next(iter(CASES))
    assert transcript(kb, *CASES[name]) == transcript(kb, *CASES[name])
