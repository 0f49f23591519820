"""Typed facts carried by reasons and events (boards, goals and tests read these)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Placement:
    """SAG-TURN-PLACE: ``seat`` places ``tile`` at ``at`` turned ``rot`` (the event that
    starts a placement's steps: the covers and completions after it are in its display)."""

    seat: int
    at: tuple[int, int]
    tile: int
    rot: int


@dataclass(frozen=True)
class ArrowFact:
    """Arrow ``index`` of the tile at ``at``: direction (0 top … 7 top-left, after
    rotation), colour, whether it is fulfilled and by which tile (its position), and
    whether this placement newly covers it."""

    at: tuple[int, int]
    index: int
    direction: int
    colour: str
    fulfilled: bool
    by: tuple[int, int] | None
    new: bool


@dataclass(frozen=True)
class DiscFact:
    """SAG-DISC-LOAD / SAG-DISC-CACO: ``need`` discs, ``supply`` before loading, taken
    from the supply, cacophony discs and their points (−2 each)."""

    need: int
    supply: int
    from_supply: int
    caco: int
    penalty: int


@dataclass(frozen=True)
class Completion:
    at: tuple[int, int]
    tile: int
    value: int
    discs_back: int
