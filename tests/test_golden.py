"""Golden playthrough transcripts of Flaming Pyramids: a rule change shows up as a text diff.

The transcript format and the comparison live in ``tests/golden_support.py`` (shared with
the Oh Hell and Pook golden tests). After a deliberate rule change, regenerate with
``UPDATE_GOLDEN=1 pytest tests/test_golden.py`` and review the diff like any other change.
"""

from __future__ import annotations

import pytest
from golden_support import check_golden, transcript

from tutor import flaming_pyramids as fp

#: file name -> (options, game seed, policy seed)
CASES = {
    "flaming_pyramids_3p_seed7.txt": (fp.Options(players=3), 7, 7),
    "flaming_pyramids_4p_curse_firedie_seed27.txt": (
        fp.Options(players=4, curse=True, fire_die=True), 27, 27),
}


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough(name):
    check_golden(name, transcript(fp, *CASES[name]))


def test_transcripts_are_deterministic():
    name = next(iter(CASES))
    assert transcript(fp, *CASES[name]) == transcript(fp, *CASES[name])
