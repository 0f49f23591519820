"""The one-line position reader every game shares (``tutor.core.notation``)."""

from __future__ import annotations

import pytest

import tutor.pook  # noqa: F401  (registers the pk.notation.* messages used below)
from tutor.core import Msg, NotationError
from tutor.core.notation import position_tokens


def fail(key, text="", position=None, **params):
    """A game's error maker (here Pook's message keys)."""
    return NotationError(Msg(f"pk.notation.{key}", **params), text, position)


def test_tokens_keep_their_place_in_the_users_text():
    text = "  xx1 a=1   b=2\n"
    assert position_tokens(text, "xx1", fail) == [("xx1", 2), ("a=1", 6), ("b=2", 12)]


@pytest.mark.parametrize("text, key, position", [
    ("xx2 a=1", "prefix", 0),
    ("   ", "prefix", 0),
    ("xx1 a=1\tb=2", "spacing", 7),
    ("xx1\na=1", "spacing", 3),
])
def test_a_wrong_prefix_or_a_tab_between_fields_is_refused_where_it_is(text, key, position):
    with pytest.raises(NotationError) as caught:
        position_tokens(text, "xx1", fail)
    assert caught.value.msg.key == f"pk.notation.{key}" and caught.value.position == position
