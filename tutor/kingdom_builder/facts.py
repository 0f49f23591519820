"""Facts of Kingdom Builder as typed values (``Reason.data`` / ``Event.data``): boards,
goals and tests read these, never a message's key or parameters."""

from __future__ import annotations

from dataclasses import dataclass

from .board import Pos


@dataclass(frozen=True)
class Adjacency:
    """KB-PLACE-ADJ on ``target``: ``touching`` — own settlements next to it; when it
    touches none, ``witness`` is a free hex of the required kind that does touch one
    (``witness_own`` that settlement), which makes the target illegal; ``None`` when no
    such hex exists (the player is free to start a new area, KB-PLACE-NEWAREA)."""

    terrain: str
    target: Pos
    touching: tuple[Pos, ...]
    witness: Pos | None = None
    witness_own: Pos | None = None

    @property
    def forced(self) -> bool:
        return not self.touching and self.witness is not None


@dataclass(frozen=True)
class TileGained:
    seat: int
    kind: str
    source: Pos


@dataclass(frozen=True)
class TileLost:
    seat: int
    kind: str
    source: Pos


@dataclass(frozen=True)
class Scored:
    """One scoring line (KB-SCORE-*): ``seat`` scores ``points`` for ``card`` (``castle`` or
    a Kingdom Builder card), the terms being ``count`` × ``per`` (Citizens: ``count`` // ``per``;
    Lords: ``count`` sectors won, ``per`` 0), and ``hexes`` the hexes that count."""

    seat: int
    card: str
    count: int
    per: int
    points: int
    hexes: tuple[Pos, ...]


@dataclass(frozen=True)
class Final:
    scores: tuple[int, ...]
    winners: tuple[int, ...]
