"""Options, seats, pending frames and the frozen game state of BANG!.

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
* ``stack`` — what is pending, top first: the decisions asked of a seat (a response to a
  BANG!, a Duel, a General Store pick, a Beer to survive...) and the steps that follow
  without a choice (a hit, the next turn). Empty: the seat on its turn plays
  (BANG-TURN-PLAY);
* ``winners`` — the winning seats once the game is over (BANG-ELIM-CHECK).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum

from tutor.core import Msg
from tutor.core.frozen import changed
from tutor.core.options import setting

from .data import CHARACTERS, DECK, SHERIFF_BONUS, WEAPONS, kind

MIN_PLAYERS, MAX_PLAYERS = 4, 7


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
        """The card of kind ``k`` in play in front of this player, if any."""
        return next((c for c in self.table if kind(c) == k), None)

    @property
    def weapon(self) -> str | None:
        return next((c for c in self.table if kind(c) in WEAPONS), None)

    @property
    def reach(self) -> int:
        """BANG-RANGE: the weapon's range, 1 with the Colt .45."""
        w = self.weapon
        return WEAPONS[kind(w)] if w else 1


# ---------------------------------------------------------------- pending frames
# Each frame is a small frozen record. ``SEATS`` names its fields that are seats (written
# 1-based in notation). Decision frames ask a seat; the others resolve on their own.

@dataclass(frozen=True)
class Choose:
    """BANG-SETUP-CHAR: ``seat`` chooses one of ``offer`` (two characters)."""
    seat: int
    offer: tuple[str, ...]
    SEATS = ("seat",)


@dataclass(frozen=True)
class Deal:
    """BANG-SETUP-LIFE, BANG-SETUP-HAND once every character is known."""
    SEATS = ()


@dataclass(frozen=True)
class Next:
    """The turn passes to the next living player (BANG-SETUP-START: clockwise)."""
    SEATS = ()


@dataclass(frozen=True)
class DynCheck:
    """BANG-TURN-START: ``seat`` draws! for the Dynamite in front of him."""
    seat: int
    SEATS = ("seat",)


@dataclass(frozen=True)
class JailCheck:
    """BANG-TURN-START: ``seat`` draws! for the Jail in front of him."""
    seat: int
    SEATS = ("seat",)


@dataclass(frozen=True)
class DrawPhase:
    """BANG-TURN-DRAW for ``seat``."""
    seat: int
    SEATS = ("seat",)


@dataclass(frozen=True)
class DrawChoice:
    """Jesse Jones or Pedro Ramirez chooses where his first card comes from."""
    seat: int
    who: str            # "jesse" or "pedro"
    SEATS = ("seat",)


@dataclass(frozen=True)
class KitPick:
    """BANG-CHAR-KIT: ``seat`` saw ``cards`` (the deck's top 3) and puts one back."""
    seat: int
    cards: tuple[str, ...]
    SEATS = ("seat",)


@dataclass(frozen=True)
class Shot:
    """A BANG! (or one Gatling hit) at ``target`` by ``source``: ``needed`` Missed! still
    cancel it (2 against Slab the Killer's BANG! cards); ``barrel`` / ``ability``: the
    Barrel and Jourdonnais' draw! already tried for this shot."""
    target: int
    source: int
    needed: int
    barrel: bool
    ability: bool
    gatling: bool
    SEATS = ("target", "source")


@dataclass(frozen=True)
class Indians:
    """BANG-INDIANS: ``target`` discards a BANG! or loses 1 life (``source`` played it)."""
    target: int
    source: int
    SEATS = ("target", "source")


@dataclass(frozen=True)
class Duel:
    """BANG-DUEL: ``seat`` must discard a BANG! or lose 1 life to ``other``."""
    seat: int
    other: int
    SEATS = ("seat", "other")


@dataclass(frozen=True)
class Store:
    """BANG-GENERALSTORE: ``seat`` picks one of ``cards``; ``rest`` pick after, in order."""
    seat: int
    cards: tuple[str, ...]
    rest: tuple[int, ...]
    SEATS = ("seat", "rest")


@dataclass(frozen=True)
class Damage:
    """BANG-DAMAGE: ``seat`` loses ``amount`` life; ``killer`` is responsible (``None``
    for Dynamite, BANG-NOKILLER)."""
    seat: int
    amount: int
    killer: int | None
    SEATS = ("seat", "killer")


@dataclass(frozen=True)
class Dying:
    """BANG-SAVE: ``seat`` is at 0 life or less; Beer (or Sid Ketchum's ability) or out."""
    seat: int
    killer: int | None
    SEATS = ("seat", "killer")


@dataclass(frozen=True)
class DiscardDown:
    """BANG-TURN-DISCARD: ``seat`` discards down to his hand limit."""
    seat: int
    SEATS = ("seat",)


Frame = (Choose | Deal | Next | DynCheck | JailCheck | DrawPhase | DrawChoice | KitPick
         | Shot | Indians | Duel | Store | Damage | Dying | DiscardDown)
FRAMES: dict[str, type] = {
    "choose": Choose, "deal": Deal, "next": Next, "dynamite": DynCheck, "jail": JailCheck,
    "draw": DrawPhase, "drawchoice": DrawChoice, "kit": KitPick, "shot": Shot,
    "indians": Indians, "duel": Duel, "store": Store, "damage": Damage, "dying": Dying,
    "discard": DiscardDown,
}
FRAME_TAG = {cls: tag for tag, cls in FRAMES.items()}
DECISIONS = (Choose, DrawChoice, KitPick, Shot, Indians, Duel, Store, Dying, DiscardDown)


class Phase(Enum):
    SETUP = "setup"          # characters being chosen
    PLAY = "play"            # the seat on its turn plays cards (BANG-TURN-PLAY)
    DRAW = "draw"            # a choice of the draw phase (Jesse, Pedro, Kit)
    RESPOND = "respond"      # a seat answers out of turn, or a General Store pick
    DISCARD = "discard"      # down to the hand limit (BANG-TURN-DISCARD)
    OVER = "over"


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
    stack: tuple = ()
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
        top = self.stack[0] if self.stack else None
        if top is None:
            return Phase.PLAY
        if isinstance(top, Choose):
            return Phase.SETUP
        if isinstance(top, (DrawChoice, KitPick)):
            return Phase.DRAW
        if isinstance(top, DiscardDown):
            return Phase.DISCARD
        return Phase.RESPOND

    @property
    def to_act(self) -> int | None:
        """The seat asked now: the top frame's (an answer out of turn, a pick...) or the
        seat on its turn; ``None`` once the game is over (the boards' hot seat reads it)."""
        from .rules import asked_seat
        return asked_seat(self)

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
        out: list[str] = []
        for f in self.stack:
            if isinstance(f, (KitPick, Store)):
                out += f.cards
        return out

    def all_cards(self) -> Counter:
        """BANG-COMP-DECK: the 80 cards are in the deck, the discard pile, the hands, the
        tables or a pending frame (Kit Carlson's 3, a General Store's)."""
        c = Counter(self.deck) + Counter(self.discard) + Counter(self.frame_cards())
        for s in self.seats:
            c.update(s.hand)
            c.update(s.table)
        return c

    def __repr__(self) -> str:
        from .notation import to_notation
        return f"from_notation({to_notation(self)!r})"

    def _repr_svg_(self) -> str:
        from .svg import state_svg
        return state_svg(self)


FULL_DECK = Counter(DECK)
