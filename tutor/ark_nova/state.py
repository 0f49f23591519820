"""Ark Nova's options and frozen position: the table (:class:`State`) and each seat's zoo
(:class:`Zoo`).

``State`` fields:

* ``players`` 1–4, ``map_id`` ``"A"`` or ``"0"`` (AN-SETUP-MAP); ``seed`` and ``shuffles``
  — the chance key: the n-th reshuffle of the discard pile into a new deck is the stream
  ``stream("an", seed, "reshuffle", n)`` (AN-DECK-EMPTY), so ``apply`` stays pure;
* ``start`` — the start player (AN-SETUP-START); ``turn`` — the seat on its turn (0-based);
* ``break_pos`` — the Break token's steps from its start, up to 9 / 12 / 15 for 2 / 3 / 4
  players (AN-SETUP-BREAK; solo has none, AN-SOLO: always 0);
* ``final`` — the final-turns countdown (AN-END-LAST): ``None`` until the end is
  triggered, then the turns still to be played after the one in progress;
* ``solo_turns`` — solo only (AN-SOLO): the turns ended so far, 0–27; the solo tile's
  tokens are read from it (:mod:`.end`);
* ``donations`` — donation spaces covered so far (AN-ASSOC-DONATE-COST; in solo a break
  covers one too, AN-SOLO);
* ``offer_zoos`` / ``offer_unis`` — the partner-zoo continents and university kinds still
  on the association board (AN-ASSOC-OFFER);
* ``tiles5`` / ``tiles8`` — the bonus tiles still on conservation spaces 5 and 8
  (AN-SETUP-BOARD, AN-CONS-5-8);
* ``projects`` — the conservation projects in play (AN-SETUP-ASSOC), each with who holds
  each level (:class:`Project`);
* ``deck`` (top first, hidden), ``discard`` (the pile, last discarded last), ``display``
  — folders 1–6, ``None`` for a folder emptied this turn (AN-DISPLAY-REFILL);
* ``scoring_pile`` — the final scoring cards not held, top first (hidden): the ones not
  dealt at setup (AN-SETUP-HAND), drawn by AN-ABIL-RESISTANCE, a card put back going
  under it (AN-ABIL-RESISTANCE, AN-CONS-10);
* ``zoos`` — one :class:`Zoo` per seat; ``stack`` — the pending steps, top first
  (:mod:`tutor.core.steps`, the kinds in :mod:`.steps`): empty only once the game is over.

Every number is bounded by what the game can reach (the constants below say why); the
notation reads nothing beyond them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import accumulate
from typing import Any

from tutor.core import Msg
from tutor.core.frozen import changed
from tutor.core.hooks import Hook
from tutor.core.options import setting

from .buildings import Building, Hex
from .strength import Action, Side, Task
from .tracks import (APPEAL_MAX, BREAK_STEPS, CONSERVATION_MAX, MAX_PLAYERS, REPUTATION_MAX,
                     X_TOKEN_MAX)
from .zoo_map import MAP_IDS, PANEL_SIZE

#: What the notation module, above this one, provides (:mod:`tutor.core.hooks`).
NOTATION = Hook("the notation of an Ark Nova state")
#: What the picture module (:mod:`.svg`), above this one, provides.
PICTURE = Hook("the SVG picture of an Ark Nova state")

MIN_PLAYERS = 1
DISPLAY_SIZE = 6
#: AN-COMP-CARDS: 212 zoo cards; no hand, deck or pile holds more.
ZOO_CARDS = 212
#: AN-SETUP-HAND: 8 drawn, 4 kept; AN-SETUP-HAND: 2 final scoring cards each.
START_DRAW, START_KEEP, FINAL_SCORING_DEALT = 8, 4, 2
#: AN-COMP-CARDS: 11 final scoring cards, each in the pile or with a seat.
FINAL_SCORING_CARDS = 11
#: AN-COMP-TOKENS: 4 association workers a colour, 1 active at the start (AN-SETUP-PLAYER).
WORKERS = 4
#: AN-COMP-TOKENS: 8 each of the Venom / Constriction / Multiplier tokens in the box.
CARD_TOKENS = 8
#: Money has no printed end. The notation reads up to 999: no game comes near (the best
#: break income is 37, AN-APPEAL-TABLE, and a game has some ten breaks).
MONEY_MAX = 999
#: AN-SETUP-ASSOC: 3 base projects face up, 4 with 4 players (3 solo, AN-SOLO).
BASE_PROJECTS_SHOWN = {1: 3, 2: 3, 3: 3, 4: 4}
#: AN-SETUP-BOARD: 2 bonus tiles on each of conservation spaces 5 and 8.
TILES_PER_SPACE = 2
#: AN-SOLO: 7 tokens on the solo tile; a round lasts one turn per token, and each break
#: takes one token away: rounds of 7, 6, 5, 4, 3, 2 turns, 27 turns in all.
SOLO_ROUNDS = (7, 6, 5, 4, 3, 2)
SOLO_TURNS = sum(SOLO_ROUNDS)
#: AN-SOLO: the turns after which a solo break comes (7, 13, 18, 22, 25, 27).
SOLO_BREAKS = tuple(accumulate(SOLO_ROUNDS))


@dataclass(frozen=True)
class Options:
    """A game of Ark Nova: 1–4 players (1: solo, AN-SOLO), on Map A or Map 0
    (AN-SETUP-MAP)."""

    players: int = setting(2, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    map: str = setting("A", choices=MAP_IDS)

    def problem(self) -> Msg | None:
        """Why these options cannot be dealt (``None``: they can)."""
        if isinstance(self.players, bool) or self.players not in range(MIN_PLAYERS,
                                                                        MAX_PLAYERS + 1):
            return Msg("an.state.bad_players", players=repr(self.players),
                       lo=MIN_PLAYERS, hi=MAX_PLAYERS)
        if self.map not in MAP_IDS:
            return Msg("an.state.bad_map", map=repr(self.map), maps=list(MAP_IDS))
        return None


@dataclass(frozen=True)
class ActionCard:
    """One Action card in a seat's row: its action, its side (AN-ACT-UPGRADE) and the
    Venom / Constriction / Multiplier tokens lying on it (removed at a break, AN-BREAK-2)."""

    action: Action
    side: Side = Side.I
    venom: int = 0
    constriction: int = 0
    multiplier: int = 0


@dataclass(frozen=True)
class Workers:
    """A seat's association workers (AN-SETUP-PLAYER, AN-ASSOC-WORKER): ``active`` on the
    notepad, ``lying`` not hired yet (AN-ASSOC-WORKER-SRC), ``placed`` on the association
    board's tasks until the break (sorted)."""

    active: int = 1
    lying: int = WORKERS - 1
    placed: tuple[Task, ...] = ()

    @property
    def total(self) -> int:
        return self.active + self.lying + len(self.placed)


@dataclass(frozen=True)
class Zoo:
    """One seat's zoo.

    * ``row`` — the 5 Action cards, slot 1 first (AN-ACT-STRENGTH);
    * ``money``, ``appeal`` (0–113), ``conservation`` (0–41), ``reputation`` (0–15),
      ``x_tokens`` (0–5);
    * ``hand`` — zoo cards (hidden); ``final_scoring`` — final scoring cards (hidden);
    * ``buildings`` — Map A's start ones included (AN-SETUP-MAP); ``housed`` — ``(anchor,
      card)``: an animal card living in the enclosure anchored there;
    * ``played`` — the cards played into the zoo (animals, sponsors), in order;
    * ``partner_zoos`` (continents), ``universities`` (kinds); ``workers``;
    * ``panel`` — whether each of the 7 player tokens is still on the left panel
      (AN-MAP-PANEL); ``supported`` — the projects supported (AN-END-TIE counts them);
    * ``bonuses`` — the track spaces whose bonus was taken, ``("c", 2)`` conservation 2,
      ``("r", 5)`` reputation 5 (AN-REP-BONUS, AN-CONS-2, AN-CONS-5-8);
    * ``card_tokens`` — ``(card, n)``: n player tokens lying on a played sponsor (Breeding
      Programs, Okapi Stable: AN-SPON-WILDCARD-TOKENS), never more than it put there;
    * ``size_class`` — ``"small"`` / ``"large"`` chosen with WAZA Special Assignment
      (AN-SPON-CHOOSE-SIZE-CLASS), ``None`` before;
    * ``under`` — ``(animal, card)``: a card put face down under a played animal
      (AN-ABIL-POUCH), out of play for good."""

    row: tuple[ActionCard, ...]
    money: int
    appeal: int
    conservation: int
    reputation: int
    x_tokens: int = 0
    hand: tuple[int, ...] = ()
    final_scoring: tuple[int, ...] = ()
    buildings: tuple[Building, ...] = ()
    housed: tuple[tuple[Hex, int], ...] = ()
    played: tuple[int, ...] = ()
    partner_zoos: tuple[str, ...] = ()
    universities: tuple[str, ...] = ()
    workers: Workers = field(default_factory=Workers)
    panel: tuple[bool, ...] = (True,) * PANEL_SIZE
    supported: tuple[int, ...] = ()
    bonuses: tuple[tuple[str, int], ...] = ()
    card_tokens: tuple[tuple[int, int], ...] = ()
    size_class: str | None = None
    under: tuple[tuple[int, int], ...] = ()

    def tokens_on(self, number: int) -> int:
        """The player tokens on played card ``number`` (AN-SPON-WILDCARD-TOKENS)."""
        return dict(self.card_tokens).get(number, 0)

    def with_tokens(self, number: int, n: int) -> "Zoo":
        """The zoo with ``n`` tokens on card ``number`` (none: the entry goes)."""
        rest = tuple((c, k) for c, k in self.card_tokens if c != number)
        return replace(self, card_tokens=tuple(sorted(rest + (((number, n),) if n else ()))))

    @property
    def actions(self) -> tuple[Action, ...]:
        """The row as the strength module reads it: the actions, slot 1 first."""
        return tuple(card.action for card in self.row)

    def row_in(self, order: tuple[Action, ...]) -> tuple[ActionCard, ...]:
        """The Action cards (with their sides and tokens) in the slot order ``order``."""
        return tuple(self.card(action) for action in order)

    def card(self, action: Action) -> ActionCard:
        return next(c for c in self.row if c.action is action)

    def slot(self, action: Action) -> int:
        """The slot (1–5) of ``action`` (AN-ACT-STRENGTH)."""
        return self.actions.index(action) + 1

    def side(self, action: Action) -> Side:
        return self.card(action).side


@dataclass(frozen=True)
class Project:
    """A conservation project in play: its card ``number`` and, per level (``levels[0]`` the
    left, hardest one), who holds it: ``None`` free, :data:`BLOCKED` covered at setup
    (AN-SETUP-ASSOC), else the seat whose player token lies there."""

    number: int
    marks: tuple[int | None, ...]


#: A level covered by a spare token at setup (AN-SETUP-ASSOC, 2 players).
BLOCKED = -1


@dataclass(frozen=True)
class State:
    players: int
    map_id: str
    seed: int
    shuffles: int
    start: int
    turn: int
    break_pos: int
    final: int | None
    donations: int
    offer_zoos: tuple[str, ...]
    offer_unis: tuple[str, ...]
    tiles5: tuple[str, ...]
    tiles8: tuple[str, ...]
    projects: tuple[Project, ...]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    display: tuple[int | None, ...]
    zoos: tuple[Zoo, ...]
    stack: tuple[Any, ...]
    solo_turns: int = 0
    scoring_pile: tuple[int, ...] = ()

    @property
    def options(self) -> Options:
        return Options(self.players, self.map_id)

    @property
    def over(self) -> bool:
        """The game is over exactly when nothing is pending (no seat is asked any more)."""
        return not self.stack

    @property
    def phase(self) -> str:
        """The stage, as every game's state names it: ``"over"`` once nothing is pending,
        else ``"play"`` (the pending steps say what is asked)."""
        return "over" if self.over else "play"

    @property
    def break_length(self) -> int:
        """Steps of the Break token to the break (AN-SETUP-BREAK); 0 solo (AN-SOLO)."""
        return BREAK_STEPS.get(self.players, 0)

    def zoo(self, seat: int) -> Zoo:
        return self.zoos[seat]

    def replace(self, **changes: Any) -> "State":
        """The position with ``changes`` (a fast copy, :func:`tutor.core.frozen.changed`:
        a position changes many times in every move)."""
        return changed(self, **changes)

    def with_zoo(self, seat: int, zoo: Zoo) -> "State":
        return changed(self, zoos=self.zoos[:seat] + (zoo,) + self.zoos[seat + 1:])

    def change_zoo(self, seat: int, **changes: Any) -> "State":
        return self.with_zoo(seat, changed(self.zoos[seat], **changes))

    def __repr__(self) -> str:
        return NOTATION(self)

    def _repr_svg_(self) -> str:
        return PICTURE(self)


def next_seat(state: State, seat: int) -> int:
    """The seat after ``seat``, clockwise (AN-SETUP-START)."""
    return (seat + 1) % state.players


__all__ = ["APPEAL_MAX", "BLOCKED", "CARD_TOKENS", "CONSERVATION_MAX", "DISPLAY_SIZE",
           "FINAL_SCORING_CARDS", "MONEY_MAX", "NOTATION", "PICTURE", "SOLO_BREAKS",
           "SOLO_ROUNDS", "SOLO_TURNS",
           "REPUTATION_MAX", "WORKERS", "X_TOKEN_MAX", "ZOO_CARDS",
           "ActionCard", "Options", "Project", "State", "Workers", "Zoo", "next_seat"]
