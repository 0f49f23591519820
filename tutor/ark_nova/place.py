"""A building put into a zoo, however it comes (the Build action, a sponsor's unique
building, a free enclosure from a bonus): the one place that covers its spaces and pays
what covering them gives. Whether it may stand there is :mod:`.placement`'s verdict,
asked before; paying for it is the caller's (AN-BUILD-COST applies to the Build action
only)."""

from __future__ import annotations

from dataclasses import dataclass

from tutor.core import seat_name
from tutor.core.verdict import EventLog

from .buildings import Building, Category
from .cards import Gain
from .events import Event, fire
from .gains import gain, take_bonus
from .later import Later, said
from .placement import FULL_APPEAL, building_msg, is_full
from .rulebook import R
from .state import State
from .zoo_map import focus, zoo_map

#: AN-BUILD-PAVILION: the appeal a pavilion gives once, when built.
PAVILION_APPEAL = 1


@dataclass(frozen=True)
class Built:
    """The fact of a building placed: ``building`` joins ``seat``'s zoo."""

    seat: int
    building: Building


def place(state: State, seat: int, building: Building, log: EventLog | None,
          rule: R) -> State:
    """``building`` joins ``seat``'s zoo (``rule``: why it may); then, in order, +1 appeal
    for a pavilion (AN-BUILD-PAVILION, however it comes: a card's free pavilion too), each
    placement bonus it covers (AN-BUILD-BONUS, taken at once), +7 appeal if the map is now
    full (AN-BUILD-FULL, once), and the events ``building_built``, ``space_covered`` and
    ``placement_bonus_taken`` (:mod:`.events`)."""
    zmap = zoo_map(state.map_id)
    was_full = is_full(zmap, state.zoo(seat).buildings)
    state = state.change_zoo(seat, buildings=state.zoo(seat).buildings + (building,))
    if log is not None:
        log.add(state, rule, said("an.place.ev.built", who=Later(seat_name, seat),
                                     building=Later(building_msg, building)),
                focus=focus(building.cells), data=Built(seat, building))
    if building.category is Category.PAVILION:
        state = gain(state, seat, Gain(appeal=PAVILION_APPEAL), log, R.BUILD_PAVILION)
    bonus_hexes = []
    for c in building.cells:
        bonus = zmap.bonus_at(c)
        if bonus is not None:
            state = take_bonus(state, seat, bonus, log, R.BUILD_BONUS)
            bonus_hexes.append(c)
    if not was_full and is_full(zmap, state.zoo(seat).buildings):
        state = gain(state, seat, Gain(appeal=FULL_APPEAL), log, R.BUILD_FULL)
    state = fire(state, Event("building_built", seat, building=building), log)
    state = fire(state, Event("space_covered", seat, hexes=building.cells), log)
    for c in bonus_hexes:
        state = fire(state, Event("placement_bonus_taken", seat, hexes=(c,)), log)
    return state


__all__ = ["PAVILION_APPEAL", "Built", "place"]
