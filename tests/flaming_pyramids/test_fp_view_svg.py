"""Hidden information (``view``), static SVG (``_repr_svg_``) and pending decisions."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET

import pytest

from fp_support import play, pos
from tutor import flaming_pyramids as fp
from tutor.flaming_pyramids import R


def tiles_in(value) -> set:
    """Every Tile reachable from a view's fields (tuples, sets, mappings)."""
    if isinstance(value, fp.Tile):
        return {value}
    if isinstance(value, fp.Pyramid):
        return set(value.values())
    if isinstance(value, (tuple, list, set, frozenset)):
        return set().union(*(tiles_in(v) for v in value)) if value else set()
    return set()


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_view_shows_own_hand_and_only_the_sizes_of_hidden_tiles(seat):
    s = fp.initial_state(fp.Options(3), 4)
    v = fp.view(s, seat)
    assert v.seat == seat and v.hand == s.hands[seat]
    assert v.hand_sizes == (5, 5, 5) and v.pile_sizes == (10, 10, 10)
    assert v.pyramid == s.pyramid and v.turn == s.turn and v.phase is s.phase
    seen = set()
    for f in dataclasses.fields(v):
        seen |= tiles_in(getattr(v, f.name))
    hidden = {t for i, h in enumerate(s.hands) if i != seat for t in h}
    hidden |= {t for p in s.piles for t in p}
    assert not seen & hidden
    assert seen <= set(s.hands[seat]) | set(s.pyramid.values())


@pytest.mark.parametrize("seat", [-1, 3, 10])
def test_view_of_a_seat_not_in_the_game_is_refused(seat):
    with pytest.raises(ValueError):
        fp.view(fp.initial_state(fp.Options(3), 4), seat)


SVG_STATES = [
    "fp1 players=2 turn=1 pyramid=- hands=R2,B60|G2 piles=-|-",
    "fp1 players=2 turn=1 pyramid=-1:R2,B20 hands=Y2|G2 piles=-|-",
    "fp1 players=2 turn=1 pyramid=0:Y40,.,B30/1:G40 hands=R2,G10|R4 piles=-|-",
    "fp1 players=2 variants=curse,firedie turn=2 pyramid=1:Tb~,R30 hands=Y4,G6|R2 piles=-|- "
    "dice=3,1,6",
    "fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/-/0:Y40 hands=-|R2 piles=Y10,B20|- "
    "pending=slide@2,0",
    "fp1 players=2 turn=1 pyramid=0:B20,R40/0:B60 hands=-|R2 piles=-|Y2 winner=1",
]


@pytest.mark.parametrize("text", SVG_STATES)
def test_repr_svg_renders_well_formed_svg_with_the_tiles(text):
    s = pos(text)
    svg = s._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    root = ET.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    labels = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    for cell, t in s.pyramid.items():
        label = t.code + ("~" if not s.armed(t) and t.incendiary else "")
        assert label in labels
    for t in s.hands[s.to_act]:
        assert t.code in labels


def test_the_ask_is_to_place_a_tile_when_nothing_is_pending():
    (ask,) = fp.asks(pos(SVG_STATES[0]))
    assert ask.step == "place" and ask.rule == R.TURN_1


def test_the_pending_ask_names_who_chooses_in_both_languages():
    s, _ = play("fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/0:Y10,B20 hands=Y40|R2 piles=-|-",
                "Y40@2,0")
    (d,) = fp.asks(s)
    assert d.explain("en") == ("Y40 collapsed: Player 1 chooses where it slides, lower left or "
                               "lower right (FP-COLL-2)")
    assert d.explain("fr").startswith("Y40 s'est effondrée : le joueur 1 choisit où elle glisse")
