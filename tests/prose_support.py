"""Telling a move's notation in a text meant to say the move in words (shared by the tests of
verdict headlines and of the boards' texts that name a move), and the moves those tests
check beside a legal one: by another seat, without its seat, put together part by part."""

from __future__ import annotations

import dataclasses
import re

from tutor.core import Partial

#: A notation that may be the name of one thing on the board: "M1", "F3", "3,5", "row2".
A_NAME = re.compile(r"[^\W_]+(?:[,-][^\W_]+)*|-?\d+,-?\d+")
#: What a prose word leaves before a name it introduces: "slot ", "on ", "l'emplacement ".
PROSE_WORD = re.compile(r"[a-zß-ÿ'’]*[a-zß-ÿ] $")


def notation_in(bare: str, text: str) -> bool:
    """Whether ``bare`` (a move's notation without its seat) is written in ``text``, as a
    whole word, other than as a name introduced by a word of the prose."""
    for found in re.finditer(rf"(?<!\w){re.escape(bare)}(?!\w)", text):
        if not (A_NAME.fullmatch(bare) and PROSE_WORD.search(text[:found.start()])):
            return True
    return False


def assert_no_notation(module, move, text: str, where: str) -> None:
    """``text`` holds neither ``move``'s notation with its seat nor without it."""
    written = module.format_move(move)
    bare = module.format_move(move, seat=False)
    assert written == bare or written not in text, f"{where}: {text!r} is notation"
    assert not notation_in(bare, text), f"{where}: {text!r} holds the notation {bare!r}"


# ---------------------------------------------------------------- moves to check besides a legal one

def by_other_seat(move, seats, rng) -> list:
    """``move`` made by another seat of the table, one chosen at random (none when the
    move names no seat)."""
    others = sorted(seats - {move.seat}) if move.seat is not None else []
    return [dataclasses.replace(move, seat=rng.choice(others))] if others else []


def seatless(move) -> list:
    """``move`` as typed without its seat (``p1:M1`` -> ``M1``)."""
    return [dataclasses.replace(move, seat=None)] if move.seat is not None else []


def unfinished(module, state, move) -> list[Partial]:
    """``move``'s parts less the last one, and none of them: the moves being put together
    that do not make a whole move yet."""
    whole = module.parts_of(state, move)
    found = [Partial(whole.step, whole.parts[:-1], whole.seat), Partial(whole.step, (),
                                                                        whole.seat)]
    return [p for p in dict.fromkeys(found) if module.move_for(state, p) is None]
