"""Golden playthrough transcripts of Big Monster: a rule change shows up as a text diff.

The transcript format and the comparison live in ``tests/golden_support.py``. Regenerate
after a deliberate change with ``UPDATE_GOLDEN=1 pytest tests/big_monster/test_bm_golden.py``
and review the diff.
"""

from __future__ import annotations

import pytest
from golden_support import check_golden, transcript

from tutor import big_monster as bm

#: file name -> (options, game seed, policy seed)
CASES = {
    "big_monster_4p_seed3.txt": (bm.Options(4), 3, 3),
    "big_monster_3p_rows_seed3.txt": (bm.Options(3), 3, 3),
    "big_monster_4p_teams_seed5.txt": (bm.Options(4, teams=True), 5, 5),
}


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough_BM_SETUP_EXPL_to_BM_END_SCORE(name):
    check_golden(name, transcript(bm, *CASES[name]))


def test_transcript_is_deterministic():
    name = next(iter(CASES))
    assert transcript(bm, *CASES[name]) == transcript(bm, *CASES[name])
