"""Facts of BANG! as typed values (``Reason.data`` / ``Event.data``): boards, goals and
tests read these, never a message's key or parameters."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Distance:
    """BANG-DIST*: the distance from ``frm`` to ``to`` as the sum of its terms: ``seats``
    (the fewer seats around the living players), ``+mustang`` (their Mustang),
    ``+paul`` (Paul Regret), ``-scope`` (your Scope), ``-rose`` (Rose Doolan)."""

    frm: int
    to: int
    seats: int
    mustang: int = 0
    paul: int = 0
    scope: int = 0
    rose: int = 0

    @property
    def total(self) -> int:
        return self.seats + self.mustang + self.paul - self.scope - self.rose


@dataclass(frozen=True)
class Reach:
    """A target's distance against what the card needs: ``limit`` (the weapon's range
    for a BANG!, 1 for Panic!), ``weapon`` the weapon's code (``None``: Colt .45)."""

    distance: Distance
    limit: int
    weapon: str | None

    @property
    def ok(self) -> bool:
        return self.distance.total <= self.limit


@dataclass(frozen=True)
class Allowance:
    """BANG-ONE-BANG: BANG! cards played this turn and how many are allowed (None: any)."""

    played: int
    allowed: int | None
    why: str              # "one", "volcanic", "willy"


@dataclass(frozen=True)
class Drawn:
    """BANG-DRAWCHECK: ``seat`` revealed ``cards`` (2 for Lucky Duke) for ``what``;
    ``card`` counts; ``success`` for him."""

    seat: int
    what: str
    cards: tuple[str, ...]
    card: str | None
    success: bool


@dataclass(frozen=True)
class Hit:
    seat: int
    amount: int
    killer: int | None
    life: int


@dataclass(frozen=True)
class Cancelled:
    """A shot cancelled, or one cancellation of the ``needed`` (Slab the Killer)."""

    seat: int
    by: str               # a card code, "barrel" or "jourdonnais"
    left: int


@dataclass(frozen=True)
class Eliminated:
    seat: int
    role: str
    killer: int | None


@dataclass(frozen=True)
class Reward:
    seat: int
    cards: int


@dataclass(frozen=True)
class Penalty:
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Final:
    winners: tuple[int, ...]
    camp: str             # "law", "outlaws", "renegade"
