"""Messages said later (shared by every engine in :mod:`tutor.core.said`, re-exported here
for Bang!'s modules), and the words of Bang!'s messages: cards, faces, characters, seats,
as said later or built now."""

from __future__ import annotations

from tutor.core import Msg, seat_name
from tutor.core.said import Said, Who, build, built, event, reason, said

from .data import CHARACTERS, Card, kind

__all__ = ["Said", "Who", "build", "built", "card_face", "card_msg", "card_said", "char_msg",
           "event", "face_said", "focus_cards", "player", "reason", "said"]


def player(seat: int) -> Msg:
    return seat_name(seat)


def card_said(code: str) -> Said:
    """A card's name, said later; :func:`card_msg` builds it now."""
    return Said(f"bang.card.{kind(code)}")


def card_msg(code: str) -> Msg:
    return Msg(f"bang.card.{kind(code)}")


_SUIT = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def face_said(code: str) -> Said:
    """A card with its value and suit: "BANG! A♠", said later."""
    v = code[2]
    return said("bang.face", card=card_said(code), vs=("10" if v == "T" else v) + _SUIT[code[3]])


def card_face(code: str) -> Msg:
    """A card with its value and suit: "BANG! A♠"."""
    return built(face_said(code))


def char_msg(key: str) -> str:
    return CHARACTERS[key][0]


def focus_cards(*codes: str | None) -> tuple:
    return tuple(Card(c) for c in codes if c)
