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


# ---------------------------------------------------------------- numbers

def test_read_number_takes_ascii_digits_within_the_bounds_only():
    from tutor.core.notation import MAX_DIGITS, read_number
    assert read_number("12", 0, 50) == 12 and read_number("-3", -5, 5) == -3
    for digits in ("1٠", "1２", "٣", "01", "+1", "1e3", ""):
        with pytest.raises(NotationError) as info:
            read_number(digits, 0, 50, text=f"slot={digits}", position=5, field="slot")
        assert "digits 0-9" in info.value.explain("en") and "chiffres" in info.value.explain("fr")
    for huge in ("1" * (MAX_DIGITS + 1), "1" * 4301, "-" + "9" * 5000, "51"):
        with pytest.raises(NotationError) as info:
            read_number(huge, 0, 50, text="slot=" + huge, position=5, field="slot")
        text = info.value.explain("en")
        assert "from 0 to 50" in text and len(text) < 400
    with pytest.raises(NotationError):
        read_number("-1", -5, 5, negative=False)
