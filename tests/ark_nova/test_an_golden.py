"""Golden playthrough transcripts of Ark Nova: a rule change shows up as a text diff.

Whole seeded games from the setup (AN-SETUP-HAND) to the final scoring (AN-END-FINAL):
each move with its verdict and its events in English with their rule IDs; the position is
written every 25 moves and at the end (one Ark Nova position is some 2,500 characters).
The transcript format and the comparison live in ``tests/golden_support.py``. Regenerate
after a deliberate change with ``UPDATE_GOLDEN=1 pytest tests/ark_nova/test_an_golden.py``
and review the diff.
"""

from __future__ import annotations

import pytest
from golden_support import check_golden, transcript

from tutor import ark_nova

#: file name -> (options, game seed, policy seed)
CASES = {
    "ark_nova_solo_map0_seed3.txt": (ark_nova.Options(1, "0"), 3, 3),
    "ark_nova_2p_mapA_seed5.txt": (ark_nova.Options(2, "A"), 5, 5),
}
EVERY = 25


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough_AN_SETUP_HAND_to_AN_END_FINAL(name):
    check_golden(name, transcript(ark_nova, *CASES[name], positions_every=EVERY))


def test_transcript_is_deterministic():
    name = next(iter(CASES))
    assert (transcript(ark_nova, *CASES[name], positions_every=EVERY)
            == transcript(ark_nova, *CASES[name], positions_every=EVERY))
