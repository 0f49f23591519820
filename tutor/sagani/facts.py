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


@dataclass(frozen=True)
class SoloEnd:
    """SAG-VAR-SOLO: how a solo game ended. ``goal`` ``"a"`` or ``"b"`` (the
    :class:`~tutor.sagani.state.SoloGoal`); ``tiles`` placed in the display; ``score``
    before any subtraction; ``discs`` still lying on unfinished tiles (taken off under (b),
    one point each; 0 under (a)); ``final`` the score kept; ``won`` under (a), ``None``
    under (b) (a score to beat); ``why``: ``"target"`` (75 reached), ``"tiles"`` (the 25th
    tile placed), ``"out"`` (no tile can be taken any more)."""

    goal: str
    tiles: int
    score: int
    discs: int
    final: int
    won: bool | None
    why: str
