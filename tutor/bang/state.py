"""Options, seats and the frozen game state of BANG! (its pending steps: :mod:`.steps`).

``State`` fields:

* ``options`` — players (4–7) and ``choose`` (each player chooses 1 of 2 characters,
  BANG-SETUP-CHAR; otherwise they are dealt at random);
* ``seed``, ``shuffles``, ``picks`` — the chance key (:mod:`tutor.core.chance`): the setup is
  ``stream("bang", seed)``, the n-th reshuffle of the discard pile ``stream("bang", seed,
  "reshuffle", n)`` (BANG-DRAWCHECK), the n-th card taken at random from a hand (Panic!,
  Cat Balou, Jesse Jones, El Gringo) ``stream("bang", seed, "pick", n)``;
* ``seats`` — each seat's :class:`Seat`: role, character, life, alive, hand, cards in play;
* ``deck`` — the draw pile, top first; ``discard`` — the discard pile, top last;
* ``turn`` — the seat whose turn it is (0-based); ``bangs`` — BANG! cards played this turn
  (BANG-ONE-BANG);
* ``stack`` — what is pending, top first (:mod:`.steps`): the decisions asked of a seat (a
  response to a BANG!, a Duel, a General Store pick, a Beer to survive...) and the steps
  that follow without a choice (a hit, the next turn). Empty: the seat on its turn plays
  (BANG-TURN-PLAY);
* ``winners`` — the winning seats once the game is over (BANG-ELIM-CHECK).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tutor.core import Msg
from tutor.core.frozen import changed
from tutor.core.hooks import Hook
from tutor.core.options import setting

from .data import CHARACTERS, DECK, SHERIFF_BONUS, WEAPONS, kind
from .steps import (Choose, Damage, Deal, DiscardDown, DrawChoice, DrawPhase, Duel,  # noqa: F401
                    Dying, DynCheck, Frame, Indians, JailCheck, KitPick, Next, Phase, Shot,
                    Store)

MIN_PLAYERS, MAX_PLAYERS = 4, 7

#: ``repr`` and the picture of a state live above it (:mod:`.notation`, :mod:`.svg`).
NOTATION = Hook("the notation of a BANG! state")
PICTURE = Hook("the SVG picture of a BANG! state")


@dataclass(frozen=True)
class Options:
    """Players (4–7); ``choose``: each player picks 1 of 2 characters (BGA's option)."""

    players: int = setting(4, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    choose: bool = setting(False)

    def problem(self) -> Msg | None:
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return Msg("bang.options.players", players=self.players)
        if type(self.choose) is not bool:
            return Msg("bang.options.bad")
        return None


EXAMPLE_OPTIONS: tuple[Options, ...] = (Options(4), Options(5, True), Options(6), Options(7))


@dataclass(frozen=True)
class Seat:
    """One player: role (``S D O R``), character key (``""`` before a choice), life,
    whether alive, hand and cards in play (codes)."""

    role: str
    character: str
    life: int
    alive: bool
    hand: tuple[str, ...]
    table: tuple[str, ...]

    replace = changed

    @property
    def max_life(self) -> int:
        """BANG-SETUP-LIFE: the character's bullets, +1 for the Sheriff."""
        if not self.character:
            return 0
        return CHARACTERS[self.character][1] + (SHERIFF_BONUS if self.role == "S" else 0)

    def has(self, k: str) -> str | None:
        """The card of kind ``k`` in play in front of this player, if any (a plain loop:
        the distances and the BANG! allowance ask it for every candidate move)."""
        for c in self.table:
            if c[:2] == k:          # kind(c)
                return c
        return None

    @property
    def weapon(self) -> str | None:
        """BANG-WEAPONS: the weapon in play, if any (``None``: the Colt .45)."""
        for c in self.table:
            if c[:2] in WEAPONS:    # kind(c)
                return c
        return None

    @property
    def reach(self) -> int:
        """BANG-RANGE: the weapon's range, 1 with the Colt .45."""
        w = self.weapon
        return WEAPONS[kind(w)] if w else 1


@dataclass(frozen=True)
class State:
    """A whole game position; ``repr`` is notation you can paste back."""

    options: Options
    seed: int
    shuffles: int
    picks: int
    seats: tuple[Seat, ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    turn: int
    bangs: int
    stack: tuple[Frame, ...] = ()
    winners: tuple[int, ...] = ()

    replace = changed

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def over(self) -> bool:
        return bool(self.winners)

    @property
    def phase(self) -> Phase:
        if self.winners:
            return Phase.OVER
        return self.stack[0].PHASE if self.stack else Phase.PLAY

    @property
    def to_act(self) -> int | None:
        """The seat asked now: the top step's (an answer out of turn, a pick...) or the
        seat on its turn (also in a snapshot inside a move, whose top step is resolving
        and asks nobody); ``None`` once the game is over."""
        if self.winners:
            return None
        top = self.stack[0] if self.stack else None
        return top.asker if top is not None and top.waits(self) else self.turn

    @property
    def sheriff(self) -> int:
        return next(i for i, s in enumerate(self.seats) if s.role == "S")

    def living(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.alive]

    def beer_heals(self) -> bool:
        """BANG-BEER: a Beer gives a life point (or saves one) only while more than two
        players are alive."""
        return len(self.living()) > 2

    def frame_cards(self) -> list[str]:
        return [card for f in self.stack for card in f.held]

    def all_cards(self) -> Counter:
        """BANG-COMP-DECK: the 80 cards are in the deck, the discard pile, the hands, the
        tables or a pending frame (Kit Carlson's 3, a General Store's)."""
        c = Counter(self.deck) + Counter(self.discard) + Counter(self.frame_cards())
        for s in self.seats:
            c.update(s.hand)
            c.update(s.table)
        return c

    def __repr__(self) -> str:
        return f"from_notation({NOTATION(self)!r})"

    def _repr_svg_(self) -> str:
        return PICTURE(self)


FULL_DECK = Counter(DECK)
