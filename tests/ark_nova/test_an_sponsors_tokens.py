"""The sponsors that lay player tokens or choose a size class: Global Breeding Program (215)
and Breeding Program (218) — wildcard tokens for base projects (AN-SPON-WILDCARD-TOKENS);
Okapi Stable (253) — tokens as charges to play sponsors for money
(AN-SPON-PLAY-SPONSOR-FOR-MONEY); WAZA Special Assignment (227) — small or large animals
(AN-SPON-CHOOSE-SIZE-CLASS, AN-SPON-REVEAL-UNTIL)."""

from __future__ import annotations

from test_an_association import FREE, assoc, give, with_projects
from test_an_game import ready
from test_an_sponsors import agrees, hand, in_zoo, round_trips, sponsors_step, table, texts

from tutor.ark_nova import notation, rules
from tutor.ark_nova.animals import card_reasons
from tutor.ark_nova.association import Support
from tutor.ark_nova.cards import SizeClass, animals, icons
from tutor.ark_nova.events import Event, end_points, fire
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.sponsor_effects import OkapiPlay, SizeChoice, reveal_until
from tutor.ark_nova.sponsor_tokens import ChooseSize, OkapiSkip, OkapiSponsor
from tutor.ark_nova.sponsors import PlaySponsor
from tutor.ark_nova.state import Project, State
from tutor.ark_nova.steps import Turn
from tutor.ark_nova.strength import Side
from tutor.core.errors import NotationError
from tutor.core.steps import advance, top
from tutor.core.verdict import EventLog

import pytest


def _of(cls: SizeClass) -> tuple[int, ...]:
    return tuple(a.number for a in animals() if a.size_class is cls)


def _high(state: State, seat: int = 0) -> State:
    """Seat 0 on its turn with reputation 6 and upgraded Sponsors at strength 6."""
    state = state.change_zoo(seat, reputation=6).replace(turn=seat, stack=(Turn(seat),))
    return state


# ---------------------------------------------------------------- 215 / 218

def test_an_spon_wildcard_tokens_215_lays_2_tokens_and_round_trips():
    """AN-SPON-WILDCARD-TOKENS: Global Breeding Program (215, 2 partner zoos) is no longer
    refused; played, 2 of the player's tokens lie on it; the notation writes them
    (``215x2``) and reads them back."""
    state = _high(table(side=Side.II).change_zoo(0, partner_zoos=("africa", "asia")))
    state = sponsors_step(hand(state, 0, 215), x=2)
    assert PlaySponsor(215, seat=0) in rules.legal_moves(state)
    after = apply(state, PlaySponsor(215, seat=0)).after
    assert after.zoo(0).card_tokens == ((215, 2),)
    assert "215x2" in notation.to_notation(after)
    round_trips(after)


def test_an_spon_wildcard_tokens_notation_bounds():
    """AN-SPON-WILDCARD-TOKENS: the notation refuses more tokens than the card lays, a card
    that lays none, or one not played."""
    state = in_zoo(table(), 0, 218).change_zoo(0, card_tokens=((218, 2),))
    text = notation.to_notation(state)
    for bad in ("218x3", "216x1", "218x0"):
        with pytest.raises(NotationError):
            notation.from_notation(text.replace("218x2", bad, 1))
    with pytest.raises(NotationError):
        notation.from_notation(notation.to_notation(table().change_zoo(
            0, card_tokens=((218, 2),))))


def _breeding(*programs: int) -> tuple[State, int]:
    """Seat on its turn with Lion and Caracal (2 Africa icons), ``programs`` played with 2
    tokens each, base projects 103 / 110 / 111 and release project 115 in play; its
    Association action (strength 5) under way."""
    base = ready(3)
    seat = base.turn
    base = with_projects(base, Project(103, FREE), Project(110, FREE), Project(111, FREE))
    base = give(base, seat, played=(402, 404) + programs,
                card_tokens=tuple((p, 2) for p in programs))
    return assoc(base), seat


def test_an_spon_wildcard_tokens_218_count_as_an_icon_for_a_base_project():
    """AN-SPON-WILDCARD-TOKENS, AN-PROJ-BASE: Africa (103) level 3 needs 2 icons, level 2
    needs 4; with 2 icons and Breeding Program (218) the level needs 4: 1 token (3) is
    still short, refused with the numbers."""
    state, seat = _breeding(218)
    short = rules.check(state, Support(103, 2, None, 1, seat=seat))
    assert not short.legal and "AN-PROJ-BASE" in short.rules
    assert "needs 4 × Africa icon: you have 3" in short.explain("en")
    two = rules.check(state, Support(103, 1, None, 2, seat=seat))
    assert not two.legal and "AN-SPON-WILDCARD-TOKENS" in two.rules
    assert "2 tokens spent as icons of any kind, out of 1" in texts(two)
    agrees(state, [Support(103, lv, None, w, seat=seat) for lv in (1, 2, 3) for w in (0, 1, 2)])


def test_an_spon_wildcard_tokens_215_and_218_one_token_each_support():
    """AN-SPON-WILDCARD-TOKENS: with both Breeding Programs, 1 token from each makes 2 icons:
    Africa level 2 (4) is supported; one token goes from each card; the move is written
    ``project:103:2+w2``."""
    state, seat = _breeding(215, 218)
    move = Support(103, 2, None, 2, seat=seat)
    assert move in rules.legal_moves(state)
    assert notation.format_move(Support(103, 2, None, 2)) == "project:103:2+w2"
    assert notation.parse_move("project:103:2+w2") == Support(103, 2, None, 2)
    out = apply(state, move)
    zoo = out.after.zoo(seat)
    assert zoo.card_tokens == ((215, 1), (218, 1)) and zoo.supported == (103,)
    assert "AN-SPON-WILDCARD-TOKENS" in [e.rule for e in out.events]
    round_trips(out.after)


def test_an_spon_wildcard_tokens_only_for_a_missing_icon_and_a_base_project():
    """AN-SPON-WILDCARD-TOKENS: a token for a level already met does nothing: refused; and
    never for a project that is not a base project (132, science)."""
    state, seat = _breeding(218)
    waste = rules.check(state, Support(103, 3, None, 1, seat=seat))
    assert not waste.legal and "a token counts only as an icon the zoo lacks" in texts(waste)
    assert "un cube ne compte que pour une icône qui manque" in texts(waste)
    state = give(state, seat, hand=(132,))
    other = rules.check(state, Support(132, 3, None, 1, seat=seat))
    assert not other.legal and "count only for a base project" in texts(other)
    assert Support(103, 3, seat=seat) in rules.legal_moves(state)


def test_an_spon_wildcard_tokens_end_1_cp_with_5_supported_projects():
    """Breeding Program (218) end: 1 CP with 5 supported conservation projects (AN-SPON-GAIN
    ``if``), none with 4."""
    state = in_zoo(table(), 0, 218)
    four = state.change_zoo(0, supported=(103, 104, 105, 106))
    five = state.change_zoo(0, supported=(103, 104, 105, 106, 107))
    assert 218 not in {p.card for p in end_points(four, 0)}
    assert {p.card: p for p in end_points(five, 0)}[218].conservation == 1


# ---------------------------------------------------------------- 227

def _waza() -> State:
    state = _high(table(side=Side.II))
    return apply(sponsors_step(hand(state, 0, 227), x=2), PlaySponsor(227, seat=0)).after


def test_an_spon_choose_size_class_227_asks_small_or_large_then_reveals():
    """AN-SPON-CHOOSE-SIZE-CLASS, AN-SPON-REVEAL-UNTIL: WAZA Special Assignment (227) asks
    small or large (EN/FR); large: deck cards are turned up until a large animal, taken
    into the hand, the others to the discard pile; no card is lost."""
    state = _waza()
    assert isinstance(top(state), SizeChoice)
    assert rules.legal_moves(state) == [ChooseSize("small", seat=0), ChooseSize("large", seat=0)]
    round_trips(state)
    first = next(i for i, c in enumerate(state.deck) if c in _of(SizeClass.LARGE))
    out = apply(state, ChooseSize("large", seat=0))
    after = out.after
    assert after.zoo(0).size_class == "large"
    assert after.zoo(0).hand[-1] == state.deck[first]
    assert after.discard == state.discard + state.deck[:first]
    assert "AN-SPON-REVEAL-UNTIL" in [e.rule for e in out.events]
    total = lambda s: len(s.deck) + len(s.discard) + len(s.zoo(0).hand)  # noqa: E731
    assert total(after) == total(state)
    round_trips(after)


def test_an_spon_reveal_until_reshuffles_and_stops_when_none_exists():
    """AN-SPON-REVEAL-UNTIL, AN-DECK-EMPTY: the deck spent, the discard pile is reshuffled
    and the reveal goes on; with no such animal in the deck nor the pile nothing is
    revealed."""
    state = table()
    small = _of(SizeClass.SMALL)
    no_small = tuple(c for c in state.deck if c not in small)
    smalls = tuple(c for c in state.deck if c in small)
    spent = state.replace(deck=no_small[:3], discard=state.discard + no_small[3:] + smalls)
    after = reveal_until(spent, 0, SizeClass.SMALL, EventLog())
    assert after.zoo(0).hand[-1] in small and after.shuffles == spent.shuffles + 1
    none = state.replace(deck=no_small, discard=tuple(c for c in state.discard
                                                      if c not in small))
    log = EventLog()
    assert reveal_until(none, 0, SizeClass.SMALL, log) == none
    assert any("nothing is revealed" in e.msg.render("en") for e in log)


def test_an_spon_choose_size_class_bans_the_other_class_and_pays_appeal():
    """AN-SPON-CHOOSE-SIZE-CLASS: small chosen, a large animal (Wolf, 417) is refused with
    the reason; a medium one (Cougar, 413) is not touched; a small one (Caracal, 404)
    played gives +2 appeal."""
    state = in_zoo(table(), 0, 227).change_zoo(0, size_class="small", money=50)
    banned = [r for r in card_reasons(state, 0, Side.I, 417)
              if r.rule == "AN-SPON-CHOOSE-SIZE-CLASS"]
    assert banned and not banned[0].ok
    assert "you chose small animals; Wolf (417) is one of the large animals" in \
        banned[0].msg.render("en")
    assert "vous avez choisi les petits animaux ; Wolf (417) fait partie des grands animaux" \
        in banned[0].msg.render("fr")
    assert not [r for r in card_reasons(state, 0, Side.I, 413)
                if r.rule == "AN-SPON-CHOOSE-SIZE-CLASS"]
    assert all(r.ok for r in card_reasons(state, 0, Side.I, 404)
               if r.rule == "AN-SPON-CHOOSE-SIZE-CLASS")
    before = state.zoo(0).appeal
    log = EventLog()
    after = fire(in_zoo(state, 0, 404), Event("animal_played", 0, card=404), log)
    assert after.zoo(0).appeal == before + 2
    large = state.change_zoo(0, size_class="large")
    after = fire(in_zoo(large, 0, 417), Event("animal_played", 0, card=417), EventLog())
    assert after.zoo(0).appeal == before + 4
    medium = fire(in_zoo(large, 0, 413), Event("animal_played", 0, card=413), EventLog())
    assert medium.zoo(0).appeal == before


# ---------------------------------------------------------------- 253

def _okapi(*sponsors_in_hand: int) -> State:
    """Okapi Stable (253) played from the hand (side II, strength 6), its building placed."""
    state = _high(table(side=Side.II))
    state = sponsors_step(hand(state, 0, 253, *sponsors_in_hand), x=2)
    state = apply(state, PlaySponsor(253, seat=0)).after
    return apply(state, rules.legal_moves(state)[0]).after          # the unique building


def test_an_spon_play_sponsor_for_money_253_tokens_and_its_own_herbivore():
    """AN-SPON-WILDCARD-TOKENS: Okapi Stable lays 3 tokens; AN-SPON-PLAY-SPONSOR-FOR-MONEY:
    its own herbivore icon enters the zoo (AN-SPON-TRIGGERS: sponsors' icons count), so the
    seat may play Federal Grants (220, level 4) for 4 money, or not."""
    state = _okapi(220)
    assert state.zoo(0).card_tokens == ((253, 3),)
    assert isinstance(top(state), OkapiPlay)
    assert rules.legal_moves(state) == [OkapiSponsor(220, seat=0), OkapiSkip(seat=0)]
    round_trips(state)
    agrees(state, [OkapiSponsor(c, seat=0) for c in (220, 253, 999)])
    money = state.zoo(0).money
    out = apply(state, OkapiSponsor(220, seat=0))
    zoo = out.after.zoo(0)
    assert zoo.card_tokens == ((253, 2),) and 220 in zoo.played and 220 not in zoo.hand
    assert zoo.money == money - 4 + 3                     # Federal Grants pays 3 now
    assert "AN-SPON-PLAY-SPONSOR-FOR-MONEY" in [e.rule for e in out.events]
    round_trips(out.after)


def test_an_spon_play_sponsor_for_money_refusals():
    """AN-SPON-PLAY-SPONSOR-FOR-MONEY: too little money for the level, a sponsor not in the
    hand, conditions unmet (AN-COND): refused with the reasons; no token left: the herbivore
    asks nothing."""
    state = _okapi(220, 215)
    poor = state.change_zoo(0, money=3)
    verdict = rules.check(poor, OkapiSponsor(220, seat=0))
    assert not verdict.legal and "costs its level, 4 money; you have 3" in texts(verdict)
    cond = rules.check(state, OkapiSponsor(215, seat=0))
    assert not cond.legal and "AN-COND" in cond.rules
    gone = rules.check(state, OkapiSponsor(209, seat=0))
    assert not gone.legal and "is no sponsor in your hand" in texts(gone)
    skipped = apply(state, OkapiSkip(seat=0)).after
    assert skipped.zoo(0).card_tokens == ((253, 3),)
    empty = skipped.change_zoo(0, card_tokens=())
    log = EventLog()
    zebra = next(a.number for a in animals() if a.number in empty.deck
                 and icons(a)["herbivore"])
    after = advance(fire(in_zoo(empty, 0, zebra), Event("animal_played", 0, card=zebra), log),
                    log)
    assert not isinstance(top(after), OkapiPlay)
