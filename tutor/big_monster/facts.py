"""Facts of Big Monster as typed values (``Reason.data`` / ``Event.data``): boards, goals
and tests read these, never a message's key or parameters."""

from __future__ import annotations

from dataclasses import dataclass

Pos = tuple[int, int]


@dataclass(frozen=True)
class Mutation:
    """BM-MUT-*: the ice monster at ``ice`` (its anchor, colour ``code``) goes from level
    ``before`` to ``after`` (points ``points_before`` → ``points_after``) by the ray of the
    ``source`` tile (anchor; ``None``: the purple female explorer) going ``direction``."""

    seat: int
    code: str
    ice: Pos
    source: Pos | None
    direction: str
    before: int
    after: int
    points_before: int
    points_after: int


@dataclass(frozen=True)
class CrystalMade:
    """BM-CRYS-*: a crystal of ``colour`` completed, the cells of its halves/quarters."""

    seat: int
    colour: str
    points: int
    cells: tuple[Pos, ...]


@dataclass(frozen=True)
class BigMade:
    """BM-BIG: a complete Big Monster (left half anchor, right half anchor)."""

    seat: int
    left: Pos
    right: Pos


@dataclass(frozen=True)
class MedalWon:
    """BM-MEDAL-*: ``seats`` win medal ``medal`` (``team``: the team medal of that team),
    with the count reached and the target."""

    medal: int
    seats: tuple[int, ...]
    team: int | None
    count: int
    target: int
    points: int


@dataclass(frozen=True)
class MedalForecast:
    """What a placement would do for a medal: ``count`` → ``after`` towards ``target``
    (``team``: the team medal of that team, its members' pooled count)."""

    medal: int
    count: int
    after: int
    target: int
    points: int
    team: int | None = None


@dataclass(frozen=True)
class Line:
    """One final scoring line (BM-END-SCORE): ``seat`` scores ``points`` for ``what``
    (``ice``, ``big``, ``lava``, ``swamp``, ``grass``, ``green``/``red``/``blue``,
    ``explorer``, ``medals``) from ``count`` items."""

    seat: int
    what: str
    count: int
    points: int


@dataclass(frozen=True)
class Final:
    scores: tuple[int, ...]
    team_scores: tuple[int, ...]
    winners: tuple[int, ...]
