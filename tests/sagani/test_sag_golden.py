"""Golden playthrough transcript of Sagani: a rule change shows up as a text diff.

The transcript format and the comparison live in ``tests/golden_support.py``. Regenerate
after a deliberate change with ``UPDATE_GOLDEN=1 pytest tests/sagani/test_sag_golden.py``
and review the diff.
"""

from __future__ import annotations

import pytest
from golden_support import check_golden, transcript

from tutor import sagani as sag

#: file name -> (options, game seed, policy seed)
CASES = {
    "sagani_3p_order_a_seed2.txt": (sag.Options(3, sag.DiscOrder.LOAD_FIRST), 2, 2),
}


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough_SAG_TURN_TAKE_to_SAG_END_WIN(name):
    check_golden(name, transcript(sag, *CASES[name]))
