"""Options and the frozen game state of Big Monster (the area geometry: :mod:`.area`).

``State`` fields (seats 0-based):

* ``options``, ``seed`` — the chance key: the whole setup (tile order, explorers dealt,
  medals drawn, first player) comes from ``stream("bm", seed)``; ``apply`` draws nothing;
* ``phase``, ``round`` (1–2), ``turn`` (1–9 in the draft, BM-ROUND-NINE; 1… in rows;
  turn 10 of round 2 is the black male explorer's 19th tile, BM-EXPL-3);
* ``dealt`` — each seat's two explorers (BM-SETUP-EXPL); ``explorers`` — the one kept
  (0 while still to choose); the other is the seat's ship;
* ``hands`` — draft hands (sorted codes); ``ships`` — the hand lying on each seat's ship
  this turn (``None``: the ship is free, BM-DRAFT-PASS);
* ``chosen`` — each seat's chosen tile, face down until all have chosen (BM-DRAFT-SIMUL),
  then revealed and waiting to be placed (``None`` once placed);
* ``areas`` — each seat's placed tiles, in the order placed;
* ``discard`` — discarded tiles (sorted); ``box`` — tiles still in the box, in the seeded
  order they come out (round 2's deal, the rows to reveal);
* ``rows`` — the rows on display (2–3 players, BM-ROW-*), ``row`` the one chosen this turn,
  ``first`` and ``active`` — the turn's first player and the seat taking now;
* ``medals`` — the medals in play, each with the seats (and, in team mode, the teams) that
  won it (BM-MEDAL-CHECK); ``winners`` once the game is scored.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from tutor.core import Msg
from tutor.core.frozen import changed
from tutor.core.hooks import Hook
from tutor.core.options import setting

from .area import Placed

#: What the notation and the picture modules, above this one, provide (:mod:`tutor.core.hooks`).
NOTATION = Hook("the notation of a Big Monster state")
PICTURE = Hook("the SVG picture of a Big Monster state")

MIN_PLAYERS, MAX_PLAYERS = 2, 6
HAND = 10                    # BM-SETUP-DEAL
TURNS = 9                    # BM-ROUND-NINE
ROUNDS = 2                   # BM-ROUND-TWO
SALVAGE_TURN = 10            # BM-EXPL-3, BM-END-19TH


@dataclass(frozen=True)
class Options:
    """Players (2–6); team mode (4 or 6, BM-TEAM); the 3-player draft (BGA's option,
    BM-ROW-END); BGA's next first player (BM-ROW-FIRST-ENGINE) and BGA's medal check after
    every single placement (BM-OPEN-ROW-MEDALS), both only in the 2–3 player rows."""

    players: int = setting(4, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    teams: bool = setting(False)
    draft3: bool = setting(False)
    bga_first: bool = setting(False)
    bga_row_medals: bool = setting(False)

    def problem(self) -> Msg | None:
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return Msg("bm.options.players", players=self.players)
        if any(type(v) is not bool for v in (self.teams, self.draft3, self.bga_first,
                                              self.bga_row_medals)):
            return Msg("bm.options.bad")
        if self.teams and self.players not in (4, 6):
            return Msg("bm.options.teams", players=self.players)
        if self.draft3 and self.players != 3:
            return Msg("bm.options.draft3", players=self.players)
        if (self.bga_first or self.bga_row_medals) and self.draft:
            return Msg("bm.options.rows_only")
        return None

    @property
    def draft(self) -> bool:
        """BM-DRAFT-*: the draft with 4–6 players (and BGA's 3-player draft option)."""
        return self.players >= 4 or self.draft3


EXAMPLE_OPTIONS: tuple[Options, ...] = (
    Options(4), Options(2), Options(3), Options(5), Options(6, teams=True),
    Options(4, teams=True), Options(6), Options(3, draft3=True),
    Options(3, bga_first=True, bga_row_medals=True))


class Phase(Enum):
    EXPLORER = "explorer"    # keep one of two explorers, all at once (BM-SETUP-EXPL)
    PICK = "pick"            # choose a tile and a ship, all at once (BM-DRAFT-SIMUL)
    PLACE = "place"          # place the chosen tile (BM-DRAFT-REVEAL, BM-PLACE-*)
    ROW = "row"              # the first player chooses the row (BM-ROW-TWO)
    TAKE = "take"            # take one tile of the row and discard another (BM-ROW-PICK)
    SALVAGE = "salvage"      # the black male explorer's 19th tile (BM-EXPL-3)
    OVER = "over"


class Medal(NamedTuple):
    """A medal in play: its id (catalogue), the seats that won its individual medal and,
    in team mode, the teams that won its team medals (BM-MEDAL-TEAMPYR)."""

    id: int
    seats: tuple[int, ...] = ()
    teams: tuple[int, ...] = ()


@dataclass(frozen=True)
class State:
    """A whole game position; ``repr`` is notation you can paste back."""

    options: Options
    seed: int
    phase: Phase
    round: int
    turn: int
    dealt: tuple[tuple[int, int], ...]
    explorers: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    ships: tuple[tuple[str, ...] | None, ...]
    chosen: tuple[str | None, ...]
    areas: tuple[tuple[Placed, ...], ...]
    discard: tuple[str, ...]
    box: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    row: int | None
    first: int
    active: int
    medals: tuple[Medal, ...]
    winners: tuple[int, ...] = ()

    replace = changed

    @property
    def players(self) -> int:
        return self.options.players

    def team(self, seat: int) -> int | None:
        """BM-TEAM: seat s plays with seat s + players/2 (teams 0, 1, 2)."""
        return seat % (self.players // 2) if self.options.teams else None

    def partners(self, team: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self.team(s) == team)

    @property
    def team_count(self) -> int:
        return self.players // 2 if self.options.teams else 0

    def __repr__(self) -> str:
        return f"from_notation({NOTATION(self)!r})"

    def _repr_svg_(self) -> str:
        return PICTURE(self)
