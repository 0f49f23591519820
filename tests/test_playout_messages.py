"""A playout builds no message; what is read later reads as if it had been built at once.

``legal_moves`` and ``apply`` record facts: each event's message is made the first time it
is read (``Event.later``), so a computer seat, a solver or a random playout that reads none
builds none. Counted with the ``built`` fixture (tests/conftest.py, a hook on ``Msg.__init__``); then the texts of a playout read
only at its end are compared with those of the same playout read move by move, in every
language, so no message can pick up a value that changed after its event.
"""

from __future__ import annotations

import random

import pytest

from tutor.core import LANGUAGES
from tutor.registry import all_games

GAMES = all_games()
SEED = 3


def playout(module, options, read_at_once: bool) -> tuple[list, list[str]]:
    """One seeded random game: its outcomes, and the event texts read after each move
    (when ``read_at_once``)."""
    rng = random.Random(SEED)
    state = module.initial_state(options, SEED)
    outcomes, texts = [], []
    while True:
        legal = module.legal_moves(state)
        if not legal:
            return outcomes, texts
        outcome = module.apply(state, rng.choice(legal))
        if read_at_once:
            texts += [e.explain(lang) for e in outcome.events for lang in LANGUAGES]
        outcomes.append(outcome)
        state = outcome.after


def texts_of(outcomes) -> list[str]:
    return [e.explain(lang) for o in outcomes for e in o.events for lang in LANGUAGES]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_random_playout_builds_no_message(game_id, built):
    module = GAMES[game_id]
    for options in module.EXAMPLE_OPTIONS[:3]:
        outcomes, _ = playout(module, options, read_at_once=False)
        assert outcomes and built == [], (options, built[:5])
    events = [e for o in outcomes for e in o.events]
    assert events[0].explain("en") and built     # reading one builds it


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_messages_read_late_are_those_read_at_once(game_id):
    module = GAMES[game_id]
    for options in module.EXAMPLE_OPTIONS[:3]:
        late, _ = playout(module, options, read_at_once=False)
        at_once, texts = playout(module, options, read_at_once=True)
        assert [o.after for o in late] == [o.after for o in at_once]
        assert texts_of(late) == texts
        assert [o.events for o in late] == [o.events for o in at_once]     # equal values
