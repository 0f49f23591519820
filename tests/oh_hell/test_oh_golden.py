"""Golden playthrough transcript of Oh Hell: a rule change shows up as a text diff.

The transcript format and the comparison live in ``tests/golden_support.py``. Regenerate
after a deliberate change with ``UPDATE_GOLDEN=1 pytest tests/oh_hell/test_oh_golden.py`` and review the diff.
"""

from __future__ import annotations

import pytest
from golden_support import check_golden, transcript

from tutor import oh_hell as oh

#: file name -> (options, game seed, policy seed)
CASES = {
    "oh_hell_4p_short_ud_vienna_seed11.txt": (oh.Options(4, "short-ud", vienna=True), 11, 11),
}


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough_OH_PLAY_WIN_and_OH_SCORE_VIE(name):
    check_golden(name, transcript(oh, *CASES[name]))


def test_transcript_is_deterministic():
    name = next(iter(CASES))
    assert transcript(oh, *CASES[name]) == transcript(oh, *CASES[name])
