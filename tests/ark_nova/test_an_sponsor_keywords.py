"""AN-SPON-KEYWORD: the five sponsors that perform an animal keyword when an icon enters
their owner's zoo (Expert on Australia 212: Pouch 1; Expert on Africa 214: Clever; Barred
Owl Hut 249: Perception 2; Sea Turtle Tank 250: Sun Bathing 2; Spotted Hyena Compound
252: Hunter X, X = the zoo's predator icons) — through the keyword's own handler, the
"after finishing" one after the action (AN-ACT-AFTER); positions waiting on them
round-trip."""

from __future__ import annotations

from tutor.ark_nova import notation
from tutor.ark_nova.abilities import Pick, Pouch, RowChoice, Tuck
from tutor.ark_nova.events import Event, fire
from tutor.ark_nova.icons import zoo_icons
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.sponsor_effects import SponsorKeyword
from tutor.ark_nova.steps import Slide
from tutor.core.steps import advance, top
from tutor.core.verdict import EventLog

from ark_nova.test_an_abilities import base, in_hand, play, said, with_played

THORNY_DEVIL, SECRETARY_BIRD, POND_TURTLE, SIBERIAN_TIGER = 493, 495, 484, 406


def round_trips(state) -> None:
    assert notation.from_notation(notation.to_notation(state)) == state


def test_an_spon_keyword_expert_on_australia_212_pouch_1_under_the_sponsor():
    """Expert on Australia (212): an Australia icon added → Pouch 1: one hand card goes
    under the sponsor card for 2 appeal (AN-ABIL-POUCH)."""
    state = in_hand(with_played(base(), 0, 212), 0, 401)
    after, log = play(state, 0, THORNY_DEVIL)
    step = top(after)
    assert isinstance(step, Pouch) and (step.card, step.x) == (212, 1)
    assert "Expert on Australia performs Pouch 1" in said(log)
    assert "Expert on Australia accomplit" in said(log)
    round_trips(after)
    done = apply(after, Tuck((401,), seat=0)).after
    assert (212, 401) in done.zoo(0).under and 401 not in done.zoo(0).hand
    assert done.zoo(0).appeal == after.zoo(0).appeal + 2
    round_trips(done)


def test_an_spon_keyword_expert_on_africa_214_clever_waits_until_the_action_is_over():
    """Expert on Africa (214): an Africa icon added → Clever, after finishing the action
    (AN-ACT-AFTER): queued right under the seat's slide, performed once the card slid. (The
    slide on top resolves by itself, so this is no position to write: the random games of
    test_an_properties round-trip the positions with a keyword queued under a step that
    asks.)"""
    state = with_played(with_played(base(), 0, 214), 0, SECRETARY_BIRD)
    queued = fire(state, Event("animal_played", 0, card=SECRETARY_BIRD), EventLog())
    stack = list(queued.stack)
    assert isinstance(stack[stack.index(SponsorKeyword(0, 214)) - 1], Slide)
    log = EventLog()
    after = advance(queued, log)
    assert isinstance(top(after), RowChoice) and top(after).keyword == "clever"
    text = said(log)
    assert text.index("the row stays") < text.index("Expert on Africa performs Clever")


def test_an_spon_keyword_barred_owl_hut_249_perception_2():
    """Barred Owl Hut (249): a bird icon added → Perception 2: 2 drawn, 1 kept
    (AN-ABIL-PERCEPTION)."""
    state = with_played(base(), 0, 249)
    after, log = play(state, 0, SECRETARY_BIRD)
    step = top(after)
    assert isinstance(step, Pick) and step.keyword == "perception"
    assert (len(step.cards), step.keep) == (2, 1)
    assert "Barred Owl Hut performs Perception 2" in said(log)
    round_trips(after)


def test_an_spon_keyword_sea_turtle_tank_250_sun_bathing_2():
    """Sea Turtle Tank (250): a reptile icon added → Sun Bathing 2: up to 2 hand cards
    sold for 4 money each (AN-ABIL-SUN-BATHING)."""
    state = with_played(base(), 0, 250)
    after, log = play(state, 0, POND_TURTLE)
    step = top(after)
    assert isinstance(step, Pick) and step.keyword == "sun_bathing"
    assert "Sea Turtle Tank performs Sun Bathing 2" in said(log)
    round_trips(after)


def test_an_spon_keyword_spotted_hyena_252_hunter_x_counts_predator_icons():
    """Spotted Hyena Compound (252): a predator icon added → Hunter X with X the zoo's
    predator icons, the new tiger's included (AN-ABIL-HUNTER)."""
    state = with_played(base(), 0, 252, 402)       # a Pack predator played before
    after, log = play(state, 0, SIBERIAN_TIGER)
    x = zoo_icons(after, 0)["predator"]
    assert x >= 2
    step = top(after)
    assert isinstance(step, Pick) and step.keyword == "hunter" and len(step.cards) == x
    assert f"Spotted Hyena Compound performs Hunter {x}" in said(log)
    round_trips(after)
