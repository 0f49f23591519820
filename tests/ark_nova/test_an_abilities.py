"""The animal abilities (AN-ABIL-*): one test per keyword with its numbers, the choices
they ask (EN and FR), the notation of positions with those steps, and ``legal_moves``
agreeing with ``check``."""

from __future__ import annotations

import pytest

from tutor.ark_nova import notation, rules
from tutor.ark_nova.abilities import (HANDLERS, MoveCard, Perform, PerformChoice, Pick,
                                      PickCards, PilferChoice, Give, RowChoice, may_flock)
from tutor.ark_nova.cards import RULE_OF, Animal, Sponsor, animals, card
from tutor.ark_nova.events import Event, fire
from tutor.ark_nova.icons import zoo_icons
from tutor.ark_nova.moves import Discard, Draw
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.state import ActionCard, State, Workers
from tutor.ark_nova.steps import BreakEnd, CardsDraw, Refill, Slide, TurnEnd
from tutor.ark_nova.strength import Action, Side
from tutor.core import IllegalMoveError, render
from tutor.core.steps import advance, top
from tutor.core.verdict import EventLog

from ark_nova.test_an_game import ready

ROW = (Action.ANIMALS, Action.BUILD, Action.CARDS, Action.SPONSORS, Action.ASSOCIATION)


def take(state: State, n: int) -> State:
    """``n`` out of wherever it lies (deck, pile, display, hands)."""
    state = state.replace(deck=tuple(c for c in state.deck if c != n),
                          discard=tuple(c for c in state.discard if c != n),
                          display=tuple(None if c == n else c for c in state.display))
    for s in range(state.players):
        state = state.change_zoo(s, hand=tuple(c for c in state.zoo(s).hand if c != n))
    return state


def with_played(state: State, seat: int, *cards: int) -> State:
    for n in cards:
        state = take(state, n)
        state = state.change_zoo(seat, played=state.zoo(seat).played + (n,))
    return state


def in_hand(state: State, seat: int, *cards: int) -> State:
    for n in cards:
        state = take(state, n)
        state = state.change_zoo(seat, hand=state.zoo(seat).hand + (n,))
    return state


def mid_animals(state: State, seat: int | None = None) -> State:
    """The seat's Animals action under way: its slide, the refill and the turn's end wait."""
    seat = state.turn if seat is None else seat
    return state.replace(turn=seat, stack=(Slide(seat, "animals"), Refill(), TurnEnd(seat)))


def play(state: State, seat: int, n: int) -> tuple[State, EventLog]:
    """Animal ``n`` played into ``seat``'s zoo: the event the Animals action fires, then the
    steps until one asks."""
    state = with_played(state, seat, n)
    log = EventLog()
    state = fire(state, Event("animal_played", seat, card=n), log)
    return advance(state, log), log


def said(log: EventLog) -> str:
    return "\n".join(render(e.msg, lang) for e in log for lang in ("en", "fr"))


def asked(state: State) -> str:
    return "\n".join(a.explain(lang) for a in top(state).asks(state) for lang in ("en", "fr"))


def agrees(state: State) -> list:
    """legal_moves == the moves check accepts; the position round-trips."""
    legal = rules.legal_moves(state)
    for m in legal:
        assert rules.is_legal(state, m), m
    assert notation.from_notation(notation.to_notation(state)) == state
    return legal


def base(seat: int = 0) -> State:
    return mid_animals(ready(), seat)


# ---------------------------------------------------------------- the table

def test_an_abil_every_keyword_has_one_handler():
    """AN-ABIL-*: every keyword of the card data has exactly one handler."""
    keywords = {k for family, k in RULE_OF if family == "keyword"}
    assert keywords == set(HANDLERS)


def test_an_abil_every_keyword_does_something_none_is_said_missing():
    """AN-ABIL-*: the first animal with each keyword, played, resolves its ability; no
    keyword answers "not in the tutor yet" (pouch, resistance, assertion, dominance,
    posturing and peacocking were the last)."""
    keywords = {k for family, k in RULE_OF if family == "keyword"}
    for keyword in sorted(keywords):
        number = next((a.number for a in animals()
                       if any(ab.keyword == keyword for ab in a.abilities)), None)
        if number is None:
            continue     # a keyword only sponsors give
        _, log = play(base(), 0, number)
        assert "not in the tutor yet" not in said(log), (keyword, number)
        assert "pas encore dans le tuteur" not in said(log), (keyword, number)


# ---------------------------------------------------------------- no choice

def test_an_abil_sprint_draws_x():
    """AN-ABIL-SPRINT: Cheetah (401, sprint 3) draws 3 from the deck."""
    state = base()
    state = take(state, 401)
    top3 = state.deck[:3]
    after, log = play(state, 0, 401)
    assert after.zoo(0).hand == state.zoo(0).hand + top3
    assert "draws 3 cards" in said(log) and "pioche 3 cartes" in said(log)


def test_an_abil_pack_counts_predators_with_its_own():
    """AN-ABIL-PACK: Lion (402) with Leopard (403) already played: 2 predator icons → +2."""
    state = with_played(base(), 0, 403)
    appeal = state.zoo(0).appeal
    after, log = play(state, 0, 402)
    assert zoo_icons(after, 0)["predator"] == 2
    assert after.zoo(0).appeal == appeal + 2
    assert "counts 2 predator icons" in said(log)


def test_an_abil_petting_zoo_animal_three_per_petting_icon():
    """AN-ABIL-PETTING-ZOO-ANIMAL: Goat (519) after Sheep (520): 2 petting icons → +6."""
    state = with_played(base(), 0, 520)
    appeal = state.zoo(0).appeal
    after, _ = play(state, 0, 519)
    assert after.zoo(0).appeal == appeal + 6


def test_an_abil_iconic_animal_counts_all_zoos_capped_at_8():
    """AN-ABIL-ICONIC-ANIMAL: Eurasian Lynx (418, Europe) counts Europe icons in every zoo."""
    state = base()
    europe = [a.number for a in (card(n) for n in range(401, 529))
              if a.top_icons["europe"] and a.number != 418]
    state = with_played(state, 1, *europe[:2])
    appeal = state.zoo(0).appeal
    after, log = play(state, 0, 418)
    n = sum(zoo_icons(after, s)["europe"] for s in range(2))
    assert after.zoo(0).appeal == appeal + min(n, 8) and n >= 3
    many = with_played(state, 1, *europe[2:12])
    after, log = play(many, 0, 418)
    assert after.zoo(0).appeal == appeal + 8
    assert "at most 8" in said(log) and "au plus 8" in said(log)


def test_an_abil_jumping_break_token_and_money():
    """AN-ABIL-JUMPING: Cougar (413, jumping 3): the Break token +3 and 3 money; near the
    end of the track the token stops, the money is paid in full and the break is queued."""
    state = base()
    money = state.zoo(0).money
    after, _ = play(state, 0, 413)
    assert after.break_pos == state.break_pos + 3 and after.zoo(0).money == money + 3
    near = state.replace(break_pos=8)
    after, _ = play(near, 0, 413)
    assert after.break_pos == 9 and after.zoo(0).money == money + 3
    assert any(isinstance(s, BreakEnd) for s in after.stack)     # the break is under way


def test_an_abil_inventive_x_tokens_capped_at_5():
    """AN-ABIL-INVENTIVE: South American Coati (414): +1 X-token, never above 5."""
    state = base()
    after, _ = play(state, 0, 414)
    assert after.zoo(0).x_tokens == 1
    after, _ = play(state.change_zoo(0, x_tokens=5), 0, 414)
    assert after.zoo(0).x_tokens == 5


def test_an_abil_inventive_primate_tiers():
    """AN-ABIL-INVENTIVE-PRIMATE: Red-Shanked Douc (459): 1 primate icon (its own) → 1;
    3 → 2 X-tokens."""
    state = base()
    after, _ = play(state, 0, 459)
    assert zoo_icons(after, 0)["primate"] == 1 and after.zoo(0).x_tokens == 1
    primates = [a.number for a in (card(n) for n in range(401, 529))
                if a.top_icons["primate"] == 1 and a.number != 459][:2]
    after, _ = play(with_played(state, 0, *primates), 0, 459)
    assert after.zoo(0).x_tokens == 2


def test_an_abil_inventive_bear_and_full_throated():
    """AN-ABIL-INVENTIVE-BEAR: Grizzly Bear (411): 1 X-token a bear icon in all zoos, at
    most 3; AN-ABIL-FULL-THROATED: it also hires the lowest lying worker (the last one
    pays 2 conservation points, AN-ASSOC-WORKER-SRC)."""
    state = with_played(base(), 1, 416)
    after, log = play(state, 0, 411)
    assert after.zoo(0).x_tokens == 2
    assert (after.zoo(0).workers.active, after.zoo(0).workers.lying) == (2, 2)
    last = state.change_zoo(0, workers=Workers(3, 1))
    after, _ = play(last, 0, 411)
    assert after.zoo(0).workers == Workers(4, 0) and after.zoo(0).conservation == 2
    none = state.change_zoo(0, workers=Workers(4, 0))
    after, log = play(none, 0, 411)
    assert after.zoo(0).workers == Workers(4, 0)
    assert "no association worker" in said(log)


def test_an_abil_sponsor_magnet_takes_every_sponsor_of_the_display():
    """AN-ABIL-SPONSOR-MAGNET: Muskox (437) takes the display's sponsors; their folders
    stay empty until the refill at the end of the turn."""
    state = base()
    sponsors = tuple(c for c in state.display if isinstance(card(c), Sponsor))
    after, _ = play(state, 0, 437)
    assert after.zoo(0).hand[-len(sponsors):] == sponsors if sponsors else True
    assert not any(c is not None and isinstance(card(c), Sponsor) for c in after.display)
    assert notation.from_notation(notation.to_notation(after)) == after


def test_an_abil_multiplier_token_on_the_named_card():
    """AN-ABIL-MULTIPLIER: Red Panda (434) puts a Multiplier token on Sponsors."""
    after, log = play(base(), 0, 434)
    assert after.zoo(0).card(Action.SPONSORS).multiplier == 1
    assert "Multiplier" in said(log) and "Multiplicateur" in said(log)
    assert notation.from_notation(notation.to_notation(after)) == after


def test_an_abil_venom_and_interactive_protection():
    """AN-ABIL-VENOM, AN-ANIMALS-INTERACT, AN-APPEAL-PROTECT: Western Green Mamba (470,
    venom 2): a player with more appeal and ≥ 5 gets Venom on slots 1–2; one with 4 appeal
    is protected; so is the owner of Quarantine Lab (225, AN-ABIL-INTERACTIVE)."""
    state = base().change_zoo(1, appeal=10)
    after, _ = play(state, 0, 470)
    assert [c.venom for c in after.zoo(1).row] == [1, 1, 0, 0, 0]
    low = state.change_zoo(1, appeal=4)
    after, _ = play(low, 0, 470)
    assert all(c.venom == 0 for c in after.zoo(1).row)
    lab = with_played(state, 1, 225)
    after, _ = play(lab, 0, 470)
    assert all(c.venom == 0 for c in after.zoo(1).row)


def test_an_abil_constriction_slot_5_or_4_and_5():
    """AN-ABIL-CONSTRICTION: Anaconda (482): ahead in appeal only → slot 5; ahead in both
    → slots 4 and 5."""
    state = base().change_zoo(0, appeal=6, conservation=3).change_zoo(1, appeal=10)
    after, _ = play(state, 0, 482)
    assert [c.constriction for c in after.zoo(1).row] == [0, 0, 0, 0, 1]
    both = state.change_zoo(1, conservation=5)
    after, _ = play(both, 0, 482)
    assert [c.constriction for c in after.zoo(1).row] == [0, 0, 0, 1, 1]


def test_an_abil_flock_animal_needs_a_herbivore_and_size():
    """AN-ABIL-FLOCK-ANIMAL: Grevy's Zebra (429, flock 2) may join a size-2+ enclosure
    holding a herbivore, not one without."""
    zebra = card(429)
    herbivore = next(a.number for a in (card(n) for n in range(401, 529))
                     if a.top_icons["herbivore"] and a.number != 429)
    assert may_flock(zebra, 3, (herbivore,)).ok
    assert not may_flock(zebra, 1, (herbivore,)).ok
    assert not may_flock(zebra, 3, (401,)).ok


# ---------------------------------------------------------------- choices

def test_an_abil_hunter_keep_at_most_one_animal():
    """AN-ABIL-HUNTER: Leopard (403, hunter 4): 4 turned up; only an animal among them may
    be kept; the rest is discarded."""
    state = take(base(), 403)
    shown = state.deck[:4]
    after, log = play(state, 0, 403)
    step = top(after)
    assert isinstance(step, Pick) and step.cards == shown
    assert "at most 1 animal" in asked(after) and "au plus 1 animal" in asked(after)
    legal = agrees(after)
    animals = [c for c in shown if isinstance(card(c), Animal)]
    assert {m.cards for m in legal} == {()} | {(c,) for c in animals}
    non_animal = next((c for c in shown if c not in animals), None)
    if non_animal is not None:
        with pytest.raises(IllegalMoveError):
            apply(after, PickCards((non_animal,), seat=0))
    kept = apply(after, PickCards(tuple(animals[:1]), seat=0)).after
    assert kept.zoo(0).hand == state.zoo(0).hand + tuple(animals[:1])
    assert set(kept.discard[-(4 - len(animals[:1])):]) == set(shown) - set(animals[:1])


def test_an_abil_hunter_keeping_nothing_says_so_in_both_languages():
    """AN-ABIL-HUNTER: with no animal kept the event says "keeps no card", not a blank."""
    state = take(base(), 403)
    after, _ = play(state, 0, 403)
    outcome = apply(after, PickCards((), seat=0))
    text = "\n".join(render(e.msg, lang) for e in outcome.events for lang in ("en", "fr"))
    assert "Player 1 keeps no card and discards 4 cards" in text
    assert "ne garde aucune carte et défausse 4 cartes" in text
    assert "keeps  and" not in text and "garde  et" not in text


def test_an_abil_venom_event_names_the_5_appeal_protection():
    """AN-ABIL-VENOM, AN-ANIMALS-INTERACT: a zoo with more appeal but under 5 is spared, and
    the event says why (at least 5 appeal), in both languages."""
    state = base().change_zoo(0, appeal=0).change_zoo(1, appeal=4)
    after, log = play(state, 0, 470)
    assert all(c.venom == 0 for c in after.zoo(1).row)
    text = said(log)
    assert "Venom: 0 players with more than " in text
    assert "appeal (and at least 5) get a Venom token on slots 1 to 2" in text
    assert "d'attrait (et au moins 5) reçoit un jeton Venin sur les emplacements 1 à 2" in text
    _, hit = play(state.change_zoo(1, appeal=8), 0, 470)
    text = said(hit)
    assert "Venom: 1 player with more than " in text and "5) gets a Venom token" in text


def test_an_abil_perception_keep_half():
    """AN-ABIL-PERCEPTION: Snowy Owl (503, perception 4): draw 4, keep exactly 2."""
    state = take(base(), 503)
    shown = state.deck[:4]
    after, _ = play(state, 0, 503)
    assert "keep 2" in asked(after) and "gardez 2 cartes" in asked(after)
    legal = agrees(after)
    assert len(legal) == 6
    with pytest.raises(IllegalMoveError):
        apply(after, PickCards(shown[:1], seat=0))
    done = apply(after, PickCards(shown[:2], seat=0)).after
    assert done.zoo(0).hand == state.zoo(0).hand + shown[:2]
    assert done.discard[-2:] == shown[2:]


def test_an_abil_scavenging_from_the_shuffled_pile():
    """AN-ABIL-SCAVENGING: Gould's Monitor (490, scavenging 2): 2 from the shuffled
    discard pile, keep 1, the other back on the pile."""
    state = base()
    pile = state.deck[:6]
    state = state.replace(deck=state.deck[6:], discard=state.discard + pile)
    after, _ = play(state, 0, 490)
    step = top(after)
    assert len(step.cards) == 2 and set(step.cards) <= set(state.discard)
    assert len(after.discard) == len(state.discard) - 2
    agrees(after)
    done = apply(after, PickCards(step.cards[:1], seat=0)).after
    assert step.cards[1] in done.discard and step.cards[0] in done.zoo(0).hand


def test_an_abil_sun_bathing_four_money_a_card():
    """AN-ABIL-SUN-BATHING: Australian Sea Lion (422, 3): up to 3 hand cards, 4 money
    each; 4 cards are refused."""
    state = base()
    hand = state.zoo(0).hand
    after, _ = play(state, 0, 422)
    assert "up to 3" in asked(after) and "jusqu'à 3" in asked(after)
    legal = agrees(after)
    assert len(legal) == 1 + 4 + 6 + 4       # a hand of 4: 0..3 of them
    with pytest.raises(IllegalMoveError) as error:
        apply(after, PickCards(hand, seat=0))
    assert "from 0 to 3" in error.value.verdict.explain("en")
    done = apply(after, PickCards(hand[:2], seat=0)).after
    assert done.zoo(0).money == state.zoo(0).money + 8
    assert done.zoo(0).hand == hand[2:]


def test_an_abil_digging_display_or_hand_then_stop():
    """AN-ABIL-DIGGING: Malayan Tapir (435, 3): a display card discarded (the display
    refills), then a hand card for one drawn, then stop."""
    state = base()
    after, _ = play(state, 0, 435)
    agrees(after)
    first = after.display[0]
    after = apply(after, PickCards((first,), seat=0)).after
    assert first in after.discard and None not in after.display
    assert top(after).left == 2
    card0 = after.zoo(0).hand[0]
    top_deck = after.deck[0]
    after = apply(after, PickCards((card0,), seat=0)).after
    assert card0 not in after.zoo(0).hand and top_deck in after.zoo(0).hand
    after = apply(after, PickCards((), seat=0)).after
    assert not isinstance(top(after), Pick)


def test_an_abil_snapping_any_folder():
    """AN-ABIL-SNAPPING: Nile Crocodile (469, 2): 2 display cards, any folder, the display
    refilled in between; a pass is refused."""
    state = base()
    after, _ = play(state, 0, 469)
    six = after.display[5]
    with pytest.raises(IllegalMoveError):
        apply(after, PickCards((), seat=0))
    after = apply(after, PickCards((six,), seat=0)).after
    assert six in after.zoo(0).hand and top(after).left == 1
    agrees(after)
    again = after.display[0]
    after = apply(after, PickCards((again,), seat=0)).after
    assert again in after.zoo(0).hand


def test_an_act_after_clever_after_the_slide():
    """AN-ABIL-CLEVER, AN-ACT-AFTER: Fennec Fox (405): asked only after the Animals card
    has slid; then Sponsors (slot 4) goes to slot 1."""
    state = base()
    after, _ = play(state, 0, 405)
    assert isinstance(top(after), RowChoice)
    assert after.zoo(0).actions[0] is Action.ANIMALS     # the slide has run
    assert "any Action card to slot 1" in asked(after)
    assert "emplacement 1" in asked(after)
    legal = agrees(after)
    assert len(legal) == 6
    with pytest.raises(IllegalMoveError):
        apply(after, MoveCard(Action.CARDS, 5, seat=0))
    done = apply(after, MoveCard(Action.SPONSORS, 1, seat=0)).after
    assert done.zoo(0).actions == (Action.SPONSORS, Action.ANIMALS, Action.BUILD,
                                   Action.CARDS, Action.ASSOCIATION)


def test_an_abil_boost_slot_5_shifts_the_right_cards_left():
    """AN-ABIL-BOOST (the [OPEN] default): European Badger (419, boost Animals) to slot 5:
    Animals, Build, Cards, Sponsors, Association → Build, Cards, Sponsors, Association,
    Animals."""
    after, _ = play(base(), 0, 419)
    assert "Animals" in asked(after)
    agrees(after)
    with pytest.raises(IllegalMoveError):
        apply(after, MoveCard(Action.CARDS, 1, seat=0))
    done = apply(after, MoveCard(Action.ANIMALS, 5, seat=0)).after
    assert done.zoo(0).actions == ROW[1:] + (Action.ANIMALS,)


def test_an_abil_action_cards_at_its_slot_then_slides():
    """AN-ABIL-ACTION: Collared Mangabey (453, action Cards): after finishing, the Cards
    action at its slot strength (slot 3 → draw 2, discard 1 on side I); Cards then slides."""
    state = base()
    after, _ = play(state, 0, 453)
    assert isinstance(top(after), PerformChoice)
    legal = agrees(after)
    assert set(legal) == {Perform(None, seat=0), Perform(Action.CARDS, seat=0)}
    done = apply(after, Perform(Action.CARDS, seat=0)).after
    assert isinstance(top(done), CardsDraw) and top(done).row == 3
    assert done.break_pos == state.break_pos + 2
    done = apply(done, Draw(0, seat=0)).after
    done = apply(done, Draw(0, seat=0)).after
    done = apply(done, Discard(done.zoo(0).hand[0], seat=0)).after
    assert done.zoo(0).actions[0] is Action.CARDS


def test_an_abil_determination_another_card_not_optional():
    """AN-ABIL-DETERMINATION: Bald Eagle (505): one more action with a card other than
    Animals; declining is refused while one is possible."""
    after, _ = play(base(), 0, 505)
    legal = agrees(after)
    assert Perform(Action.ANIMALS, seat=0) not in legal and Perform(Action.CARDS, seat=0) in legal
    with pytest.raises(IllegalMoveError) as error:
        apply(after, Perform(None, seat=0))
    assert "must be taken" in error.value.verdict.explain("en")


def test_an_abil_hypnosis_a_card_of_the_most_appeal_player():
    """AN-ABIL-HYPNOSIS: King Cobra (475, 3): a card in slots 1–3 of the exposed player with
    the most appeal (Cards is in slot 3 of theirs); its tokens go, it does not move."""
    state = base().change_zoo(1, appeal=12, row=(
        ActionCard(Action.ANIMALS), ActionCard(Action.BUILD),
        ActionCard(Action.CARDS, Side.I, 1, 1, 0), ActionCard(Action.SPONSORS),
        ActionCard(Action.ASSOCIATION)))
    after, _ = play(state, 0, 475)
    legal = agrees(after)
    assert Perform(Action.CARDS, 1, seat=0) in legal
    assert Perform(Action.SPONSORS, 1, seat=0) not in legal
    done = apply(after, Perform(Action.CARDS, 1, seat=0)).after
    assert done.zoo(1).card(Action.CARDS).venom == 0
    assert done.zoo(1).actions == state.zoo(1).actions
    assert isinstance(top(done), CardsDraw) and top(done).row == 3
    assert notation.format_move(Perform(Action.CARDS, 1)) == "perform:2:cards"
    low = state.change_zoo(1, appeal=3)
    after, _ = play(low, 0, 475)
    assert not isinstance(top(after), PerformChoice)


def test_an_abil_pilfering_victim_chooses():
    """AN-ABIL-PILFERING: Barbary Macaque (456, 1): the player with the most appeal chooses
    to give 5 money or a random hand card; the step asks that player."""
    state = base().change_zoo(1, appeal=9)
    after, _ = play(state, 0, 456)
    assert isinstance(top(after), PilferChoice)
    assert top(after).asks(after)[0].seat == 1
    assert "give" in asked(after) and "donnez" in asked(after)
    agrees(after)
    money = apply(after, Give("money", seat=1)).after
    assert money.zoo(0).money == state.zoo(0).money + 5
    assert money.zoo(1).money == state.zoo(1).money - 5
    hand = apply(after, Give("card", seat=1)).after
    assert len(hand.zoo(0).hand) == len(state.zoo(0).hand) + 1
    assert len(hand.zoo(1).hand) == len(state.zoo(1).hand) - 1


def test_an_abil_moves_round_trip():
    for text in ("pick:401,402", "pick:-", "row:cards:1", "row:animals:5", "row:-",
                 "perform:cards", "perform:2:build", "perform:-", "give:money", "give:card"):
        assert notation.format_move(notation.parse_move(text)) == text
