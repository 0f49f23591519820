"""Typed facts carried by reasons and events (``data``), read by boards, goals and tests."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Sown:
    """FRU-PLANT-1: the seeds of ``farm`` dropped one by one on ``path`` (ring indices,
    0 = Harvest House, 1..6 = farms), the last one on ``path[-1]``."""
    seat: int
    farm: int
    path: tuple[int, ...]


@dataclass(frozen=True)
class SeedDropped:
    """FRU-PLANT-1, one seed of a sowing: the ``k``-th (1-based) of ``path`` lands on
    ``path[k - 1]``; the seeds not dropped yet are still counted on ``farm``."""
    seat: int
    farm: int
    path: tuple[int, ...]
    k: int

    @property
    def space(self) -> int:
        return self.path[self.k - 1]

    @property
    def held(self) -> int:
        """Seeds still in the hand after this one."""
        return len(self.path) - self.k


@dataclass(frozen=True)
class Price:
    """FRU-COLLECT-1: a market card's price in ``slot`` (1-based), base + surcharge."""
    slot: int
    fruit: str
    base: int
    surcharge: int
    harvest: int

    @property
    def total(self) -> int:
        return self.base + self.surcharge


@dataclass(frozen=True)
class Combination:
    """FRU-WIN-1: a winning combination held by ``seat``: ``kind`` is one of
    FIVE-DIFF, FOUR-SAME, FULL-HOUSE, THREE-PAIRS."""
    seat: int
    kind: str


@dataclass(frozen=True)
class Watered:
    seat: int
    farm: int
    seeds: int


@dataclass(frozen=True)
class Refilled:
    """FRU-PLANT-4: one seed each on F1..F3, ``from_harvest`` of them from the House."""
    seat: int
    from_harvest: int


@dataclass(frozen=True)
class GameOver:
    winners: tuple[int, ...]
