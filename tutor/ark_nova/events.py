"""Things that happen in a zoo which cards may answer (AN-SPON-TRIGGERS, the blue
"whenever …" effects, and the animal abilities that answer another zoo's move): one
:class:`Event` per happening, fired by the concern where it happens, answered by every
listener in the order they were registered.

The kinds an action fires, with the fields it fills:

* ``animal_played`` — ``card``: an animal was played into ``seat``'s zoo (after its own
  effects, AN-ANIMALS-EFFECT);
* ``sponsor_played`` — ``card``;
* ``tile_joined`` — ``tile``: a partner zoo or a university (:class:`.cards.PartnerZoo`,
  :class:`.cards.University`) joined ``seat``'s zoo, however it came (the Association
  task, a bonus tile): its icons enter the zoo as a card's do (AN-ICON-COUNT);
* ``building_built`` — ``building``: ``seat`` placed it (any way: Build, a card, a bonus);
* ``space_covered`` — ``hexes``: the spaces a building just covered;
* ``placement_bonus_taken`` — ``hexes``: the space whose bonus was taken;
* ``project_supported`` — ``card``: the project; ``release``: an animal was released;
* ``action_done`` — ``action``: ``seat`` finished this Action card's action (AN-ACT-AFTER),
  with what it did: ``built`` the kinds a Build action built (in order), ``cards`` the
  animals an Animals action played (AN-SPON-TRIGGERS ``build_action`` / ``animals_action``);
* ``income`` — ``seat``'s income at a break, after the appeal and the kiosks (AN-BREAK-5
  (c): the purple income of cards).

Final scoring (AN-END-FINAL) asks every registered *scorer* (:func:`scores`) what each
seat's cards add: ``scorer(state, seat) -> tuple[EndPoints, ...]`` (a final scoring card,
a brown end-game effect).

A listener is ``listener(state, event, log) -> State``; it may push steps that ask
(a choice a card offers) and returns the state unchanged when the event is not its own.
Listeners are registered at import by the concerns that answer events
(:func:`listen`); :mod:`.movesets` imports every concern, so all are registered before
the first move is played."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from tutor.core import Msg
from tutor.core.verdict import EventLog

from .buildings import Building, Hex
from .state import State

KINDS = ("animal_played", "sponsor_played", "tile_joined", "building_built", "space_covered",
         "placement_bonus_taken", "project_supported", "action_done", "income")


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int
    card: int | None = None
    building: Building | None = None
    hexes: tuple[Hex, ...] = ()
    release: bool = False
    action: Any = None
    tile: Any = None
    built: tuple[str, ...] = ()
    cards: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"an Ark Nova event is one of {KINDS}, not {self.kind!r}")


Listener = Callable[[State, Event, EventLog | None], State]
_LISTENERS: list[Listener] = []


def listen(listener: Listener) -> Listener:
    """Register ``listener`` (usable as a decorator); registering it twice is a no-op."""
    if listener not in _LISTENERS:
        _LISTENERS.append(listener)
    return listener


def fire(state: State, event: Event, log: EventLog | None) -> State:
    """Every listener answers ``event``, in the order they were registered."""
    for listener in _LISTENERS:
        state = listener(state, event, log)
    return state


@dataclass(frozen=True)
class EndPoints:
    """What one card adds at the end (AN-END-FINAL): ``conservation`` points (a final
    scoring card: 1–4) and/or ``appeal``, with why (``msg``, the numbers counted)."""

    card: int
    msg: Msg
    conservation: int = 0
    appeal: int = 0


Scorer = Callable[[State, int], tuple[EndPoints, ...]]
_SCORERS: list[Scorer] = []


def scores(scorer: Scorer) -> Scorer:
    """Register a scorer of the end (a decorator); registering it twice is a no-op."""
    if scorer not in _SCORERS:
        _SCORERS.append(scorer)
    return scorer


def end_points(state: State, seat: int) -> tuple[EndPoints, ...]:
    """Everything ``seat``'s cards add at the end, scorer by scorer."""
    return tuple(p for scorer in _SCORERS for p in scorer(state, seat))


__all__ = ["KINDS", "EndPoints", "Event", "Listener", "Scorer", "end_points", "fire", "listen",
           "scores"]
