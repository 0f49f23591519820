"""Moves of BANG!: typed values (notation in :mod:`.notation`).

Every move names its seat (0-based; ``None``: the only seat asked). Cards are codes
(:mod:`.data`)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Play:
    """Play ``card`` from the hand on one's turn (BANG-TURN-PLAY). ``target``: the seat
    aimed at (BANG!, Panic!, Cat Balou, Duel, Jail); ``pick``: for Panic! and Cat Balou,
    ``"hand"`` (a random hand card) or the code of a card in play in front of the target.
    Calamity Janet plays a Missed! as a BANG! this way (BANG-CHAR-CALAMITY)."""

    card: str
    target: int | None = None
    pick: str | None = None
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Respond:
    """Answer out of turn with ``card``: a Missed! (or Calamity Janet's BANG!) against a
    shot, a BANG! (or her Missed!) in a Duel or against Indians!, a Beer to survive."""

    card: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Flip:
    """"Draw!" against a shot: ``what`` is ``"barrel"`` (the Barrel in play) or
    ``"jourdonnais"`` (his built-in Barrel)."""

    what: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Take:
    """Accept: take the hit, lose the Duel, or (at 0 life) be eliminated."""

    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Pick:
    """Take ``card`` from the General Store."""

    card: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class PutBack:
    """Kit Carlson puts ``card`` back on top of the deck."""

    card: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class DrawFrom:
    """Jesse Jones / Pedro Ramirez: the first card from ``"deck"``, ``"discard"`` (Pedro)
    or the seat ``source`` (an ``int``, Jesse)."""

    source: str | int
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Choose:
    """BANG-SETUP-CHAR: take ``character`` (one of the two offered)."""

    character: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Heal:
    """Sid Ketchum discards the two ``cards`` to regain 1 life (kept sorted, so one pair
    is one move whatever the order it is named in)."""

    cards: tuple[str, str]
    seat: int | None = field(default=None, kw_only=True)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))


@dataclass(frozen=True)
class Discard:
    """BANG-TURN-DISCARD: discard ``card`` down to the hand limit."""

    card: str
    seat: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class EndTurn:
    """End the play phase (then discard to the hand limit)."""

    seat: int | None = field(default=None, kw_only=True)


Move = Play | Respond | Flip | Take | Pick | PutBack | DrawFrom | Choose | Heal | Discard | EndTurn
