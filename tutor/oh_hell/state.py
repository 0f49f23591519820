"""Cards, options, the sequence of hands and the frozen state of Oh Hell.

Seats are numbered clockwise from 0 (from 1 in the notation and in messages); the player on
the dealer's left is the next seat, ``(dealer + 1) % players``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from operator import attrgetter

from tutor.core import Msg, focus
from tutor.core.frozen import changed
from tutor.core.hooks import Hook
from tutor.core.options import setting

#: What the notation and the picture modules, above this one, provide (:mod:`tutor.core.hooks`).
NOTATION = Hook("the notation of an Oh Hell state")
PICTURE = Hook("the SVG picture of an Oh Hell state")

RANKS = "23456789TJQKA"
SUITS = "CDHS"


class Suit(Enum):
    C = "clubs"
    D = "diamonds"
    H = "hearts"
    S = "spades"


@dataclass(frozen=True, order=True)
class Card(focus.Card):
    """One of the 52 cards (OH-SETUP-2). ``rank`` 2..14 (ace high); code ``QS``, ``TH``."""

    index: int                                  # canonical deck order: clubs 2..A, then D, H, S
    rank: int = field(compare=False)
    suit: Suit = field(compare=False)

    @property
    def code(self) -> str:
        return RANKS[self.rank - 2] + self.suit.name

    def __repr__(self) -> str:
        return self.code

    __str__ = __repr__


DECK: tuple[Card, ...] = tuple(Card(i * 13 + r, r + 2, Suit[s])
                               for i, s in enumerate(SUITS) for r in range(13))
CARD_BY_CODE: dict[str, Card] = {c.code: c for c in DECK}
assert len(DECK) == 52


def card(code: str) -> Card:
    """The card with this code (``QS``, ``TH``; ``10H`` is accepted for ``TH``)."""
    if code.startswith("10"):
        code = "T" + code[2:]
    return CARD_BY_CODE[code]


def sort_cards(cards) -> tuple[Card, ...]:
    """Canonical order: the order of ``Card`` (its deck index), by the index itself (each
    deal sorts every hand; a key is much cheaper than ``Card.__lt__``)."""
    return tuple(sorted(cards, key=_deck_index))


_deck_index = attrgetter("index")


# ---------------------------------------------------------------- options and sequences

SEQUENCES = ("long", "long-rev", "short-ud", "short-up", "short-down", "single")
#: Where the largest hand comes from: BGA's S(n) (OH-DEAL-1) or the classic table game's
#: floor(51 / n), every card dealt but the one turned for trump (OH-DEAL-CLASSIC).
DEALS = ("bga", "classic")
SCORINGS = ("positive", "neutral", "negative", "balanced", "hybrid", "doubles", "triples",
            "squares", "anderson")


def start_size(players: int) -> int:
    """S(n) of OH-DEAL-1: 10 cards for 3–5 players, 8 for 6, 7 for 7."""
    return {3: 10, 4: 10, 5: 10, 6: 8, 7: 7}[players]


def classic_size(players: int) -> int:
    """The classic largest hand (OH-DEAL-CLASSIC): floor(51 / n), one card left to turn
    for trump: 17 for 3 players, 12 for 4, 10 for 5, 8 for 6, 7 for 7."""
    return (len(RANKS) * len(Suit) - 1) // players


#: The table sizes Oh Hell is played at on BGA (OH-SETUP).
MIN_PLAYERS, MAX_PLAYERS = 3, 7
#: The largest hand any option deals (a single deal or the classic game at 3 players:
#: floor(51 / 3) = 17), so the largest bid and trick count there is.
MAX_SIZE = classic_size(MIN_PLAYERS)


@dataclass(frozen=True)
class Options:
    """Player count, sequence of hands, scoring option and the readings of the open points.

    * ``sequence``: ``long`` (default), ``long-rev``, ``short-ud``, ``short-up``,
      ``short-down`` (OH-SEQ-*); ``min_size`` 1 or 3 and ``max_size`` (None: S(n)) cut it
      (OH-SEQ-MINMAX). ``single`` is one deal of ``max_size`` cards, any size the deck can
      deal with a card left for trump, 1 to floor(51 / n) (OH-SEQ-SINGLE: beyond BGA, for
      puzzles and what-ifs).
    * ``deal``: ``bga`` (S(n), OH-DEAL-1) or ``classic``: S(n) becomes floor(51 / n), the
      classic game's largest hand (OH-DEAL-CLASSIC: beyond BGA).
    * ``short_cap``: [OPEN] the top of short-up/short-down is S(n) (recommended reading);
      False takes the seed's "10" literally, which only 3–5 players can deal.
    * ``scoring``: one of :data:`SCORINGS` (``squares`` is the seed's "Carrés");
      ``vienna``: the zero-bid modifier (not with ``anderson``).
    * ``balanced_penalty``: 10 (seed) or 2 (English page) per trick off in ``balanced``.
    * ``squares``: ``x4`` (seed: 10 + 4t / −4d) or ``squared`` (English: 10 + b² / −d²).
    * ``anderson``: ``seed`` (made: V × 10) or ``per_bid`` (English page: V × bid).
    * ``ties``: [OPEN] ``shared``: tied players share the rank (the only reading).
    """

    players: int = setting(4, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    sequence: str = setting("long", choices=SEQUENCES)
    min_size: int = setting(1, choices=(1, 3))
    max_size: int | None = setting(None, choices=(None, *range(1, MAX_SIZE + 1)))
    scoring: str = setting("positive", choices=SCORINGS)
    vienna: bool = setting(False)
    balanced_penalty: int = setting(10, choices=(10, 2))
    squares: str = setting("x4", choices=("x4", "squared"))
    anderson: str = setting("seed", choices=("seed", "per_bid"))
    short_cap: bool = setting(True)
    ties: str = "shared"
    deal: str = setting("bga", choices=DEALS)

    def problem(self) -> Msg | None:
        """Why these options cannot be played (a message), or None."""
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return Msg("oh.options.players", players=self.players)
        if self.sequence not in SEQUENCES:
            return Msg("oh.options.sequence", value=self.sequence, allowed=", ".join(SEQUENCES))
        if self.scoring not in SCORINGS:
            return Msg("oh.options.scoring", value=self.scoring, allowed=", ".join(SCORINGS))
        if self.min_size not in (1, 3):
            return Msg("oh.options.min_size", value=self.min_size)
        if self.deal not in DEALS:
            return Msg("oh.options.value", name="deal", value=self.deal,
                       allowed=", ".join(DEALS))
        if self.sequence == "single":
            if self.max_size is None or self.min_size != 1 or self.deal != "bga":
                return Msg("oh.options.single")
            top = classic_size(self.players)
        else:
            top = self.start_size
        if self.max_size is not None and (type(self.max_size) is not int
                                          or not self.min_size <= self.max_size <= top):
            return Msg("oh.options.max_size", value=self.max_size, low=self.min_size, top=top)
        if self.vienna and self.scoring == "anderson":
            return Msg("oh.options.vienna_anderson")
        for name, default, allowed, scoring in (
                ("balanced_penalty", 10, (10, 2), "balanced"),
                ("squares", "x4", ("x4", "squared"), "squares"),
                ("anderson", "seed", ("seed", "per_bid"), "anderson")):
            value = getattr(self, name)
            if value not in allowed:
                return Msg("oh.options.value", name=name, value=value,
                           allowed=", ".join(str(a) for a in allowed))
            if value != default and self.scoring != scoring:
                return Msg("oh.options.needs_scoring", name=name, value=value, scoring=scoring)
        if self.ties != "shared":
            return Msg("oh.options.value", name="ties", value=self.ties, allowed="shared")
        if not self.short_cap:
            if self.sequence not in ("short-up", "short-down"):
                return Msg("oh.options.short_cap_sequence")
            if self.top_size < 10:
                return Msg("oh.options.short_literal", players=self.players, top=self.top_size)
        return None

    @property
    def start_size(self) -> int:
        """S(n): BGA's (OH-DEAL-1), or the classic floor(51 / n) (OH-DEAL-CLASSIC)."""
        return classic_size(self.players) if self.deal == "classic" else start_size(self.players)

    @property
    def top_size(self) -> int:
        """The largest hand allowed (OH-SEQ-MINMAX): ``max_size`` or S(n)."""
        return self.max_size if self.max_size is not None else self.start_size

    @cached_property
    def sizes(self) -> tuple[int, ...]:
        """:func:`hand_sizes` of these options, worked out once (a state asks it at every
        move)."""
        return hand_sizes(self)


#: Option sets that between them exercise every table size, hand sequence and scoring
#: option (the shared test suites play them all).
EXAMPLE_OPTIONS: tuple[Options, ...] = (
    Options(3, "long"),
    Options(4, "short-ud", scoring="anderson", anderson="per_bid"),
    Options(5, "short-up", min_size=3, scoring="squares", vienna=True),
    Options(6, "long-rev", max_size=5, scoring="hybrid"),
    Options(7, "short-down", scoring="balanced", balanced_penalty=2),
    Options(3, "single", max_size=17, scoring="negative"),
    Options(4, "short-ud", deal="classic", scoring="doubles"),
)


def hand_sizes(options: Options) -> tuple[int, ...]:
    """The sequence of hand sizes (OH-SEQ-*), cut to [min_size, top_size] (OH-SEQ-MINMAX)."""
    lo, top = options.min_size, options.top_size
    if options.sequence == "single":                    # OH-SEQ-SINGLE
        return (top,)
    if options.sequence == "long":
        return tuple(range(top, lo - 1, -1)) + tuple(range(lo + 1, top + 1))
    if options.sequence == "long-rev":
        return tuple(range(lo, top + 1)) + tuple(range(top - 1, lo - 1, -1))
    if options.sequence == "short-ud":
        six = min(6, top)
        return tuple(range(six, lo - 1, -1)) + tuple(range(lo + 1, six + 1))
    ten = min(10, top) if options.short_cap else 10
    if options.sequence == "short-up":
        return tuple(range(lo, ten + 1))
    return tuple(range(ten, lo - 1, -1))


class Phase(Enum):
    BID = "bid"        # bids are being made, from the dealer's left
    PLAY = "play"      # tricks are being played
    OVER = "over"      # the last hand has been scored


_PLAY, _BID = Phase.PLAY, Phase.BID     # read once: an enum member's lookup is slow


@dataclass(frozen=True)
class HandRecord:
    """One line of the score sheet: the hand's size and, per seat, bid, tricks and points."""

    size: int
    bids: tuple[int, ...]
    won: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True)
class State:
    """A whole game position. Immutable; ``repr`` is notation you can paste back.

    ``hand`` is the 0-based index of the hand in the sequence; ``hands`` are the cards each
    seat still holds (canonical order); ``bids`` per seat, None while not yet bid; ``won``
    the tricks each seat has won in this hand; ``lead`` the seat that led the current trick
    and ``trick`` its cards in play order; ``scores`` the running totals; ``sheet`` the
    score-sheet lines of the finished hands (may be empty for a position written by hand).
    ``seed`` fixes the shuffle of every hand of the game.
    """

    options: Options
    seed: int
    hand: int
    dealer: int
    trump: Card
    hands: tuple[tuple[Card, ...], ...]
    bids: tuple[int | None, ...]
    won: tuple[int, ...]
    lead: int | None
    trick: tuple[Card, ...]
    scores: tuple[int, ...]
    sheet: tuple[HandRecord, ...] = ()
    phase: Phase = Phase.BID

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def sizes(self) -> tuple[int, ...]:
        return self.options.sizes

    @property
    def size(self) -> int:
        """k: the cards dealt to each player in this hand (= tricks in the hand)."""
        return self.sizes[self.hand]

    @property
    def trump_suit(self) -> Suit:
        return self.trump.suit

    @property
    def bidding_order(self) -> tuple[int, ...]:
        """Seats from the dealer's left, the dealer last (OH-BID-1)."""
        n = self.players
        return tuple((self.dealer + 1 + i) % n for i in range(n))

    @property
    def to_act(self) -> int | None:
        """The seat that must move now; None when the game is over, and in the snapshot of
        the last bid (every bid made, the play not yet begun: a board stepping through the
        events shows it)."""
        phase = self.phase
        if phase is _PLAY:
            lead = self.lead
            return None if lead is None else (lead + len(self.trick)) % self.options.players
        if phase is _BID:
            n, dealer, bids = self.options.players, self.dealer, self.bids
            for i in range(1, n + 1):           # the bidding order: the dealer's left first
                if bids[(dealer + i) % n] is None:
                    return (dealer + i) % n
        return None

    @property
    def tricks_played(self) -> int:
        return sum(self.won)

    def in_play(self) -> list[Card]:
        """Cards held or on the table now, plus the turned trump card."""
        cards = [c for h in self.hands for c in h] + list(self.trick)
        return cards + [self.trump]

    def gone(self) -> tuple[Card, ...]:
        """Everything else: cards played in earlier tricks and the face-down stock."""
        present = set(self.in_play())
        return tuple(c for c in DECK if c not in present)

    #: ``state.replace(field=value, ...)``: a copy with these changes (``changed`` itself,
    #: bound as a method: no second call per change).
    replace = changed

    def __repr__(self) -> str:
        return f"from_notation({NOTATION(self)!r})"

    def _repr_svg_(self) -> str:
        return PICTURE(self)
