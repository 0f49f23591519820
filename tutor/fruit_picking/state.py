"""The position of a Fruit Picking game: a frozen value."""

from __future__ import annotations

from dataclasses import dataclass

from tutor.core.hooks import Hook
from tutor.core.i18n import Msg
from tutor.core.options import setting, settings

from .data import BOARDS

#: What the notation and the picture modules, above this one, provide (:mod:`tutor.core.hooks`).
NOTATION = Hook("the notation of a Fruit Picking state")
PICTURE = Hook("the SVG picture of a Fruit Picking state")


@dataclass(frozen=True)
class Options:
    players: int = setting(2, choices=range(1, BOARDS + 1))      # FRU-COMP-1
    random_setup: bool = setting(False)      # FRU-SETUP-3
    no_market: bool = setting(False)         # FRU-VAR-NOMARKET
    #: FRU-END-2 [NOT FOUND]: the direction of each comparison ("more" wins, recommended)
    tiebreak_fruit: str = setting("more", choices=("more", "fewer"))
    tiebreak_seeds: str = setting("more", choices=("more", "fewer"))
    #: FRU-OPEN-FIRST5: the variant ends at once on a 5th card ("now", the seed's words)
    #: or once the round is finished ("round")
    variant_end: str = setting("now", choices=("now", "round"))
    #: FRU-VAR-NOMARKET winner switch: the first buyer of a 5th card ("first"), or the
    #: holders of a winning combination, FRU-END-2 between them ("combination")
    variant_winner: str = setting("first", choices=("first", "combination"))

    def problem(self) -> Msg | None:
        """Why these options cannot be dealt (``None``: they can)."""
        if type(self.players) is not int or not 1 <= self.players <= BOARDS:
            return Msg("fru.options.players", players=self.players)
        if any(type(v) is not bool for v in (self.random_setup, self.no_market)):
            return Msg("fru.options.bad")
        for s in settings(Options)[3:]:
            if getattr(self, s.name) not in s.choices:
                return Msg("fru.options.bad")
        if self.players == 1 and self.no_market:
            return Msg("fru.options.solo_market")
        return None


EXAMPLE_OPTIONS = (Options(2), Options(3, random_setup=True), Options(4),
                   Options(2, no_market=True), Options(1),
                   Options(3, tiebreak_fruit="fewer", tiebreak_seeds="fewer"),
                   Options(3, no_market=True, variant_end="round",
                           variant_winner="combination"))


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

    @property
    def to_act(self) -> int | None:
        """The seat asked (``None`` once the game is over)."""
        return None if self.phase == "over" else self.turn

    def __repr__(self) -> str:
        return f"from_notation({NOTATION(self)!r})"

    def _repr_svg_(self) -> str:
        return PICTURE(self)
