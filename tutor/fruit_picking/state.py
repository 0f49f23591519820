"""The position of a Fruit Picking game: a frozen value."""

from __future__ import annotations

from dataclasses import dataclass

from tutor.core.options import setting


@dataclass(frozen=True)
class Options:
    players: int = setting(2, choices=range(1, 5))
    random_setup: bool = setting(False)      # FRU-SETUP-3
    no_market: bool = setting(False)         # FRU-VAR-NOMARKET

    def problem(self) -> str | None:
        if self.players == 1 and self.no_market:
            return "solo has its own market"
        return None


EXAMPLE_OPTIONS = (Options(2), Options(3, random_setup=True), Options(4),
                   Options(2, no_market=True), Options(1))


@dataclass(frozen=True)
class State:
    options: Options
    seed: int
    farms: tuple[tuple[str, ...], ...]      # per seat: the 6 farm cards F1..F6
    seeds: tuple[tuple[int, ...], ...]      # per seat: H, F1..F6
    storage: tuple[int, ...]
    cards: tuple[tuple[str, ...], ...]      # per seat: collected market cards
    spent: int                              # solo: seeds left on bought cards
    market: tuple[str, ...]                 # "" = empty slot
    deck: tuple[str, ...]
    turn: int                               # seat to play
    phase: str                              # plant | act | over
    active: int                             # active farm 1..6 in phase act, else 0
    ending: bool                            # FRU-END-1: a combination completed, round ends
    winners: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return self.options.players

    def __repr__(self) -> str:
        from .notation import to_notation
        return f"from_notation({to_notation(self)!r})"

    def _repr_svg_(self) -> str:
        from .svg import state_svg
        return state_svg(self)
