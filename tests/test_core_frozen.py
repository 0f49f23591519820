"""The immutable table every game's state holds (``tutor.core.frozen.FrozenMap``)."""

from __future__ import annotations

import pytest

from tutor.core.frozen import FrozenMap
from tutor.flaming_pyramids.state import Pyramid
from tutor.pook.state import Board


def test_equal_maps_of_one_class_are_equal_and_hash_alike():
    a, b = FrozenMap({(0, 0): "x"}), FrozenMap({(0, 0): "x"})
    assert a == b and hash(a) == hash(b) and {a: 1}[b] == 1
    assert a != FrozenMap({(0, 0): "y"})


def test_two_games_tables_are_never_equal_even_empty():
    assert Pyramid() != Board() and Pyramid() == Pyramid()


def test_a_map_cannot_be_changed_in_place():
    table = FrozenMap({(0, 0): "x"})
    with pytest.raises(TypeError):
        table[(1, 0)] = "y"                                  # type: ignore[index]
    with pytest.raises(AttributeError):
        table.extra = 1                                      # no instance dict (slots)


def test_a_value_derived_from_a_map_is_worked_out_once_per_map():
    calls = []

    def count(table):
        calls.append(table)
        return len(table)

    a, b = FrozenMap({(0, 0): "x"}), FrozenMap({(0, 0): "x", (1, 0): "y"})
    assert a.derived(count) == 1 and a.derived(count) == 1 and calls == [a]
    assert b.derived(count) == 2 and calls == [a, b]
    assert (0, 0) in a and (1, 0) not in a and a.get((1, 0), "-") == "-"


def test_made_is_the_constructor_without_its_cost():
    import dataclasses

    from tutor.core.frozen import made
    from tutor.pook.moves import Place
    from tutor.pook.state import card

    fast = made(Place, {"card": card("K1"), "up": True, "cell": (1, 0), "seat": 0})
    slow = Place(card("K1"), True, (1, 0), seat=0)
    assert fast == slow and hash(fast) == hash(slow) and repr(fast) == repr(slow)
    assert set(vars(fast)) == {f.name for f in dataclasses.fields(Place)}
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.up = False  # type: ignore[misc]


def test_changed_does_not_carry_a_value_cached_from_the_fields_it_changes():
    """A ``cached_property`` is kept in the instance's ``__dict__`` beside its fields; a copy
    with a field changed must work it out again, as ``dataclasses.replace`` would."""
    import dataclasses
    from functools import cached_property

    from tutor.core.frozen import changed

    @dataclasses.dataclass(frozen=True)
    class Hand:
        cards: tuple[int, ...]
        owner: int = 0

        @cached_property
        def total(self) -> int:
            return sum(self.cards)

    hand = Hand((1, 2))
    assert hand.total == 3                          # now cached with the record
    assert changed(hand, cards=(5,)).total == 5
    assert changed(hand, owner=1).total == 3 and changed(hand, owner=1) == Hand((1, 2), 1)
    assert set(vars(changed(hand, owner=1))) == {"cards", "owner"}
