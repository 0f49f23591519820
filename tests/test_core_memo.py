"""The shared memos (``tutor.core.memo``). Per position (``PositionMemo``): an answer is
worked out once per position object and key, only the last few positions are kept, an
unhashable key is answered without being kept, and one game's memo never pushes out
another's. By facts (``FactsMemo``): once per key across positions, the least recently used
key dropped first."""

from __future__ import annotations

from tutor.core.memo import FactsMemo, PositionMemo


class Position:
    """A stand-in for a frozen position: equal to every other, told apart by identity."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


def test_an_answer_is_worked_out_once_per_position_object_and_key():
    memo, calls = PositionMemo(), []
    first, equal = Position(), Position()

    def work(tag):
        calls.append(tag)
        return tag

    assert memo.once(first, "a", lambda: work(1)) == 1
    assert memo.once(first, "a", lambda: work(2)) == 1          # kept
    assert memo.once(first, "b", lambda: work(3)) == 3          # another question
    assert memo.once(equal, "a", lambda: work(4)) == 4          # equal, not the same object
    assert calls == [1, 3, 4]


def test_only_the_last_positions_are_kept_and_an_unhashable_key_is_not():
    memo, calls = PositionMemo(kept=2), []
    positions = [Position() for _ in range(3)]
    for p in positions:
        memo.once(p, "k", lambda: calls.append(1))
    assert memo.positions() == 2
    memo.once(positions[0], "k", lambda: calls.append(2))       # pushed out: again
    assert calls == [1, 1, 1, 2]
    assert memo.once(positions[0], ["not", "hashable"], lambda: "answered") == "answered"


def test_each_game_has_its_own_memo():
    from tutor.ark_nova import memo as an_memo
    from tutor.kingdom_builder import memo as kb_memo

    assert an_memo.MEMO is not kb_memo.MEMO
    state = Position()
    kb_memo.once(state, "k", lambda: 1)
    assert all(seen is not state for seen, _ in an_memo.MEMO._recent)


def test_facts_are_kept_by_value_and_the_least_recently_used_goes_first():
    memo, calls = FactsMemo(kept=2), []

    def work(tag):
        calls.append(tag)
        return tag

    assert memo.once(("zoo", (1, 2)), lambda: work("a")) == "a"
    assert memo.once(("zoo", (1, 2)), lambda: work("again")) == "a"     # an equal key
    memo.once("b", lambda: work("b"))
    memo.once(("zoo", (1, 2)), lambda: work("again"))                  # used last now
    memo.once("c", lambda: work("c"))                                  # "b" goes
    assert len(memo) == 2
    assert memo.once(("zoo", (1, 2)), lambda: work("again")) == "a"
    assert memo.once("b", lambda: work("b2")) == "b2"
    assert calls == ["a", "b", "c", "b2"]
    assert memo.once(["not", "hashable"], lambda: "answered") == "answered"
    memo.clear()
    assert len(memo) == 0
