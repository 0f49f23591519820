"""Hidden information: what one seat may see (HIDDEN).

A seat's hand and final scoring cards are its own (AN-SETUP-HAND: kept hidden), and so are
the cards it put face down under its animals (AN-ABIL-POUCH: the others see how many, as
``0``, never which); the final scoring cards are shown to all once the game is over
(AN-END-FINAL: they are scored in the open); the order
of the zoo deck and of the final scoring pile is nobody's (only their sizes show); the display is revealed once every
start hand is chosen (AN-SETUP-BOARD). Everything else is public. Seat ``None`` is a
spectator; ``teaching=True`` shows everything (a teacher's view of the whole position).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tutor.core import Msg, UsageError
from tutor.core.turns import Table

from .rules import asks
from .state import State, Zoo
from .steps import KeepHand

#: Fields only their own seat sees: hands, final scoring cards; the deck order and the
#: final scoring pile nobody.
HIDDEN: tuple[str, ...] = ("zoos.hand", "zoos.final_scoring", "zoos.under", "deck",
                           "scoring_pile")
#: A face-down card under an animal as the other seats see it (AN-ABIL-POUCH).
FACE_DOWN = 0


@dataclass(frozen=True)
class ZooView:
    """A zoo as one seat sees it: ``hand`` / ``final_scoring`` ``None`` when hidden, with
    their sizes always shown."""

    zoo: Zoo
    hand: tuple[int, ...] | None
    hand_size: int
    final_scoring: tuple[int, ...] | None
    final_size: int


@dataclass(frozen=True)
class PlayerView:
    seat: int | None
    state: State              # the position with the hidden fields emptied
    zoos: tuple[ZooView, ...]
    deck: tuple[int, ...] | None
    deck_size: int
    display: tuple[int | None, ...] | None
    scoring_size: int = 0


def view(state: State, seat: int | None, teaching: bool = False) -> PlayerView:
    """What ``seat`` sees of ``state`` (everything when ``teaching``)."""
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < state.players):
        raise UsageError(Msg("core.usage.seat", seat=seat, players=state.players))
    zoos = tuple(ZooView(replace(z, hand=(),
                                 final_scoring=z.final_scoring if state.over else (),
                                 under=tuple((a, FACE_DOWN) for a, _ in z.under))
                         if not (teaching or s == seat) else z,
                         z.hand if teaching or s == seat else None, len(z.hand),
                         z.final_scoring if teaching or s == seat or state.over else None,
                         len(z.final_scoring))
                 for s, z in enumerate(state.zoos))
    choosing = any(isinstance(step, KeepHand) for step in state.stack[:1])
    display = state.display if teaching or not choosing else (None,) * len(state.display)
    shown = state.replace(zoos=tuple(v.zoo for v in zoos),
                          deck=state.deck if teaching else (), display=display,
                          scoring_pile=state.scoring_pile if teaching else ())
    return PlayerView(seat, shown, zoos, state.deck if teaching else None, len(state.deck),
                      display if teaching or not choosing else None, len(state.scoring_pile))


def table(state: State) -> Table:
    """The seats, the options, whether the game is over, and the first seat asked."""
    asked = asks(state)
    return Table(state.players, state.options, state.over, asked[0].seat if asked else None)


__all__ = ["FACE_DOWN", "HIDDEN", "PlayerView", "ZooView", "table", "view"]
