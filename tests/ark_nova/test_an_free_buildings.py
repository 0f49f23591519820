"""Every building placed for free goes through one step, :class:`~tutor.ark_nova.build
.FreeBuilding`, answered with the Build action's own moves (``build:kiosk@3,6r0``,
``build:done``): the panel's size-2 enclosure (AN-MAP-PANEL), the bonus tile's size-3
enclosure (AN-BONUS-TILES), a sponsor's free building (AN-SPON-BUILD-FREE), posturing
(AN-ABIL-POSTURING) and peacocking (AN-ABIL-PEACOCKING). The normal placement rules with
their numbers, no cost; ``legal_moves`` agrees with ``check``; positions waiting on the
step round-trip through the notation."""

from __future__ import annotations

import pytest

from tutor.ark_nova import notation, rules
from tutor.ark_nova.bonuses import UpgradeChoice, queue
from tutor.ark_nova.build import Done, FreeBuilding, MoveInStep, Place, explain_kind, free_building
from tutor.ark_nova.buildings import BUILD_KINDS, Building, kind
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.rulebook import R
from tutor.ark_nova.state import ActionCard, State
from tutor.ark_nova.steps import Slide
from tutor.ark_nova.strength import Action, Side
from tutor.ark_nova.zoo_map import neighbours, zoo_map
from tutor.core.steps import advance, top
from tutor.core.verdict import EventLog

from ark_nova.test_an_abilities import asked, base, play, said
from ark_nova.test_an_game import ready

SCARLET_MACAW = 508     # posturing 3
LESSER_FLAMINGO = 497   # posturing 1
EMU = 514               # peacocking


def failed(verdict) -> tuple[str, ...]:
    return tuple(dict.fromkeys(str(r.rule) for r in verdict.reasons if not r.ok))


def texts(verdict) -> str:
    return verdict.explain("en") + "\n" + verdict.explain("fr")


def round_trips(state: State) -> None:
    assert notation.from_notation(notation.to_notation(state)) == state


def answered(state: State) -> State:
    """The bonus choices a building's covered spaces pushed, answered with their first
    legal move, until the free step (or what follows it) is on top."""
    while rules.asks(state) and rules.asks(state)[0].step not in ("free_building", "turn") \
            and not isinstance(top(state), Slide):
        state = apply(state, rules.legal_moves(state)[0]).after
    return state


def agrees_everywhere(state: State) -> None:
    """``legal_moves`` is exactly what ``check`` accepts, every kind, anchor and distinct
    rotation tried, and ``build:done``."""
    seat = rules.asks(state)[0].seat
    legal = set(rules.legal_moves(state))
    anchors = sorted(zoo_map(state.map_id).buildable)
    tried = [Place(name, h, rot, seat=seat) for name in BUILD_KINDS for h in anchors
             for rot in kind(name).distinct_rotations]
    accepted = {m for m in tried if rules.is_legal(state, m)}
    cells = {(m.kind, frozenset(m.building().cells)) for m in accepted}
    assert cells == {(m.kind, frozenset(m.building().cells)) for m in legal if isinstance(m, Place)}
    assert all(rules.check(state, m).legal for m in legal)
    done = Done(seat=seat)
    assert rules.check(state, done).legal == (done in legal)


def filled(state: State, seat: int, keep: set) -> State:
    """``seat``'s map covered with size-1 enclosures but for the hexes ``keep``."""
    zmap = zoo_map(state.map_id)
    taken = {c for b in state.zoo(seat).buildings for c in b.cells}
    fill = tuple(Building("enclosure_1", h, 0) for h in sorted(zmap.buildable - taken - keep))
    return state.change_zoo(seat, buildings=state.zoo(seat).buildings + fill)


# ---------------------------------------------------------------- posturing

def test_an_abil_posturing_up_to_x_kiosks_or_pavilions_free():
    """AN-ABIL-POSTURING: Scarlet Macaw (posturing 3) asks for up to 3 kiosks or pavilions,
    free, by the normal rules (Map A: the printed kiosk keeps new kiosks 3 away, with the
    numbers); a pavilion still gives its 1 appeal (AN-BUILD-PAVILION); then 2 are left."""
    state, _ = play(base(), 0, SCARLET_MACAW)
    assert top(state) == FreeBuilding(0, ("kiosk", "pavilion"), 3, True, "AN-ABIL-POSTURING")
    assert "you may place 3 free buildings (kiosk, pavilion), or stop" in asked(state)
    assert "vous pouvez placer 3 bâtiments gratuits (kiosque, pavillon), ou arrêter" in asked(state)
    round_trips(state)
    legal = rules.legal_moves(state)
    assert Done(seat=0) in legal
    assert {m.kind for m in legal if isinstance(m, Place)} == {"pavilion"}
    near = rules.check(state, Place("kiosk", (0, 5), 0))
    assert failed(near) == ("AN-BUILD-KIOSK",)
    assert "kiosk at (0,5) is 1 space from your kiosk at (0,7): at least 3 apart" in texts(near)
    assert "un kiosque en (0,5) est à 1 espace de votre kiosque en (0,7)" in texts(near)
    other = rules.check(state, Place("enclosure_1", (0, 5), 0))
    assert failed(other) == ("AN-ABIL-POSTURING",)
    assert "a size-1 enclosure is not free here (free: kiosk, pavilion)" in texts(other)
    move = next(m for m in legal if isinstance(m, Place))
    good = rules.check(state, move)
    assert good.legal and "AN-BUILD-COST" not in good.rules
    out = apply(state, move)
    assert [e.rule for e in out.events].count("AN-BUILD-PAVILION") == 1
    after = answered(out.after)
    assert after.zoo(0).money >= state.zoo(0).money
    assert after.zoo(0).appeal >= state.zoo(0).appeal + 1
    assert top(after) == FreeBuilding(0, ("kiosk", "pavilion"), 2, True, "AN-ABIL-POSTURING")
    round_trips(after)


def test_an_abil_posturing_stops_early_and_nothing_when_no_room():
    """AN-ABIL-POSTURING: the player may stop at once (``build:done``, said); with no room
    for a kiosk or a pavilion, the step says so and nothing happens."""
    state, _ = play(base(), 0, SCARLET_MACAW)
    out = apply(state, Done(seat=0))
    assert out.after.zoo(0) == state.zoo(0)
    assert not any(isinstance(s, FreeBuilding) for s in out.after.stack)
    words = " ".join(e.msg.render("en") + " " + e.msg.render("fr") for e in out.events)
    assert "places no more free buildings" in words and "ne place plus de bâtiment gratuit" in words
    full = filled(base(), 0, set())
    after, log = play(full, 0, LESSER_FLAMINGO)
    assert not any(isinstance(s, FreeBuilding) for s in after.stack)
    assert after.zoo(0).buildings == full.zoo(0).buildings
    assert "no room for the free building (kiosk, pavilion), nothing happens" in said(log)
    assert "pas de place pour le bâtiment gratuit (kiosque, pavillon)" in said(log)


def test_an_abil_posturing_build_ii_spaces_follow_the_build_card():
    """AN-ABIL-POSTURING with AN-BUILD-B2: a free pavilion on a build-II space needs the
    seat's Build card on side II, as any building."""
    zmap = zoo_map("A")
    b2 = sorted(zmap.build2)[0]
    beside = next(h for h in sorted(neighbours(b2)) if h in zmap.buildable and h not in zmap.build2)
    start = base()
    start = start.change_zoo(0, buildings=start.zoo(0).buildings + (Building("enclosure_1", beside, 0),))
    state, _ = play(start, 0, SCARLET_MACAW)
    here = Place("pavilion", b2, 0, seat=0)
    verdict = rules.check(state, here)
    assert failed(verdict) == ("AN-BUILD-B2",)
    assert "only an upgraded Build action (side II) may cover this space" in texts(verdict)
    assert here not in rules.legal_moves(state)
    row = tuple(ActionCard(c.action, Side.II) if c.action is Action.BUILD else c
                for c in state.zoo(0).row)
    upgraded = state.change_zoo(0, row=row)
    assert rules.check(upgraded, here).legal and here in rules.legal_moves(upgraded)


# ---------------------------------------------------------------- peacocking

def test_an_abil_peacocking_large_bird_aviary_free_without_build_ii():
    """AN-ABIL-PEACOCKING: Emu: a Large Bird Aviary may be placed for free with the Build
    card on side I (no upgrade needed), no money; another kind is refused; it may be
    declined; once placed, the animals that may live there are offered (AN-BUILD-MOVE)."""
    state, _ = play(base(), 0, EMU)
    assert state.zoo(0).side(Action.BUILD) is Side.I
    assert top(state) == FreeBuilding(0, ("large_bird_aviary",), 1, True, "AN-ABIL-PEACOCKING")
    round_trips(state)
    legal = rules.legal_moves(state)
    places = [m for m in legal if isinstance(m, Place)]
    assert places and all(m.kind == "large_bird_aviary" for m in places) and Done(seat=0) in legal
    reptile = rules.check(state, Place("reptile_house", places[0].anchor, places[0].rot))
    assert "AN-ABIL-PEACOCKING" in failed(reptile) and "AN-BUILD-UPG" not in failed(reptile)
    assert [str(r.rule) for r in explain_kind(state, "large_bird_aviary") if not r.ok] == []
    out = apply(state, places[0])
    after = answered(out.after)
    assert after.zoo(0).money >= state.zoo(0).money
    assert any(b.kind.name == "large_bird_aviary" for b in after.zoo(0).buildings)
    assert not any(isinstance(s, (FreeBuilding, MoveInStep)) for s in after.stack)
    declined = apply(state, Done(seat=0)).after
    assert declined.zoo(0).buildings == state.zoo(0).buildings


def test_an_abil_peacocking_nothing_with_an_aviary_or_no_room():
    """AN-ABIL-PEACOCKING: with a Large Bird Aviary already in the zoo, or no room for one,
    nothing happens, said in an event (EN and FR)."""
    state, _ = play(base(), 0, EMU)
    aviary = next(m for m in rules.legal_moves(state) if isinstance(m, Place)).building()
    has = base()
    has = has.change_zoo(0, buildings=has.zoo(0).buildings + (aviary,))
    after, log = play(has, 0, EMU)
    assert not any(isinstance(s, FreeBuilding) for s in after.stack)
    assert after.zoo(0).buildings == has.zoo(0).buildings
    assert "already has a Large Bird Aviary" in said(log) and "a déjà une grande volière" in said(log)
    full = filled(base(), 0, {(4, 5), (4, 6)})
    after, log = play(full, 0, EMU)
    assert after.zoo(0).buildings == full.zoo(0).buildings
    assert "no room for the free building (Large Bird Aviary), nothing happens" in said(log)


# ---------------------------------------------------------------- every way, one step

def test_an_map_panel_bonus_tiles_spon_build_free_one_step_optional_or_not():
    """AN-MAP-PANEL and AN-BONUS-TILES: a bonus is taken, so it is compulsory
    (``build:done`` refused, citing the rule); AN-SPON-BUILD-FREE: a "may"."""
    state = ready()
    seat = state.turn
    for rule, kinds, optional in ((R.MAP_PANEL, ("enclosure_2",), False),
                                  (R.BONUS_TILES, ("enclosure_3",), False),
                                  (R.SPON_BUILD_FREE, ("enclosure_5",), True)):
        pos = free_building(state, seat, kinds, rule, optional=optional)
        assert top(pos) == FreeBuilding(seat, kinds, 1, optional, str(rule))
        verdict = rules.check(pos, Done())
        assert verdict.legal is optional and str(rule) in verdict.rules
        assert {m.kind for m in rules.legal_moves(pos) if isinstance(m, Place)} == set(kinds)
        round_trips(pos)


def test_an_bonus_tiles_free_building_answered_before_a_later_bonus():
    """AN-BONUS-TILES: a tile's free building waiting is answered before a bonus choice
    that arose after it (queued below it)."""
    state = ready()
    seat = state.turn
    pos = queue(state, FreeBuilding(seat, ("enclosure_3",), 1, False, str(R.BONUS_TILES)))
    pos = queue(pos, UpgradeChoice(seat))
    assert isinstance(pos.stack[0], FreeBuilding) and pos.stack[1] == UpgradeChoice(seat)


@pytest.mark.parametrize("map_id", ["A", "0"])
def test_an_free_building_legal_moves_agree_with_check_and_round_trip(map_id):
    """AN-ABIL-POSTURING, AN-ABIL-PEACOCKING, AN-SPON-BUILD-FREE, AN-MAP-PANEL: for each
    way, ``legal_moves`` == what ``check`` accepts (every kind, anchor, rotation; stop);
    the position and its moves' texts round-trip."""
    state = ready(map_id=map_id)
    seat = state.turn
    if map_id == "0":   # a zoo begun, so that more than the border fits
        first = next(m for m in rules.legal_moves(free_building(state, seat, ("enclosure_3",),
                                                                R.BONUS_TILES)))
        state = state.change_zoo(seat, buildings=(first.building(),))
    for kinds, rule, n, optional in ((("kiosk", "pavilion"), R.ABIL_POSTURING, 2, True),
                                     (("large_bird_aviary",), R.ABIL_PEACOCKING, 1, True),
                                     (("enclosure_2",), R.MAP_PANEL, 1, False)):
        pos = free_building(state, seat, kinds, rule, n=n, optional=optional)
        assert rules.asks(pos)[0].step == "free_building"
        agrees_everywhere(pos)
        text = notation.to_notation(pos)
        assert f"stack=free_building:{seat + 1}:{','.join(kinds)}:{n}:{int(optional)}:{rule}/" in text
        round_trips(pos)
        for m in rules.legal_moves(pos):
            assert notation.parse_move(notation.format_move(m)) == m


def test_an_free_building_advances_to_its_own_none_event():
    """AN-MAP-PANEL: a step with nothing to place resolves by itself with its event."""
    state = filled(ready(), 0, set())
    state = state.replace(turn=0)
    pos = free_building(state, 0, ("enclosure_2",), R.MAP_PANEL)
    log = EventLog()
    after = advance(pos, log)
    assert not any(isinstance(s, FreeBuilding) for s in after.stack)
    assert [str(e.rule) for e in log][-1] == "AN-MAP-PANEL"
