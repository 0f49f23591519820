"""Ark Nova's bonuses that ask or do more than a gain: the reputation-track spaces
(AN-REP-BONUS, AN-CARDS-REP10), upgrades (AN-ACT-UPGRADE), hiring workers
(AN-ASSOC-WORKER-SRC), conservation spaces 2, 5 and 8 (AN-CONS-2, AN-CONS-5-8) with the
bonus tiles (AN-BONUS-TILES), the map's bonuses (Clever, AN-ABIL-CLEVER / AN-ACT-AFTER;
the card, snap and worker bonuses) and the left panel at a break (AN-MAP-PANEL).

Positions are driven by the one gain (:func:`tutor.ark_nova.gains.gain`) or a printed
bonus (:func:`~tutor.ark_nova.gains.take_bonus`), then ``advance``; the choices are
answered through ``apply``; every position met round-trips through the notation and its
``legal_moves`` are exactly the candidate moves ``check`` accepts."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tutor.ark_nova import notation, rules
from tutor.ark_nova.bonuses import (CardChoice, Clever, CleverChoice, ConsTwoChoice,
                                    Hire, Money5, Recall, RecallChoice,
                                    SnapChoice, TakeCard, TakeUni, TakeZoo, Tile, TileChoice,
                                    UniChoice, Upgrade, UpgradeChoice, ZooChoice)
from tutor.ark_nova.build import FreeBuilding, Place
from tutor.ark_nova.cards import CONTINENTS, Gain, bonus_tiles
from tutor.ark_nova.gains import gain, take_bonus
from tutor.ark_nova.moves import Act, Draw, Stop
from tutor.ark_nova.sponsors import BreakOption
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.rulebook import R
from tutor.ark_nova.state import State, Workers
from tutor.ark_nova.steps import Slide
from tutor.ark_nova.strength import Action, Side, Task
from tutor.ark_nova.zoo_map import Bonus
from tutor.core import IllegalMoveError
from tutor.core.i18n import render
from tutor.core.steps import advance
from tutor.core.verdict import EventLog

from test_an_game import ROW, ready

TILE_IDS = tuple(t.id for t in bonus_tiles())




def sides(state: State, seat: int, **by_action) -> State:
    """The seat's row with the named Action cards on the given side."""
    row = tuple(replace(c, side=by_action.get(c.action.value, c.side))
                for c in state.zoo(seat).row)
    return state.change_zoo(seat, row=row)


def gained(state: State, seat: int, **g) -> tuple[State, EventLog]:
    log = EventLog()
    state = gain(state, seat, Gain(**g), log, R.REP_TRACK)
    return advance(state, log), log


def bonus(state: State, seat: int, kind: str, value: int = 1) -> tuple[State, EventLog]:
    log = EventLog()
    state = take_bonus(state, seat, Bonus(kind, value), log, R.BUILD_BONUS)
    return advance(state, log), log


def said(log, lang="en") -> str:
    return "\n".join(render(e.msg, lang) for e in log)


def texts(verdict) -> str:
    return verdict.explain("en") + "\n" + verdict.explain("fr")


def candidates(state: State, seat: int) -> list:
    """Every move of this concern a seat might try (and near misses)."""
    out = [Upgrade(a, seat=seat) for a in Action] + [Hire(seat=seat), Money5(seat=seat)]
    out += [TakeCard(f, seat=seat) for f in range(7)]
    out += [Tile(t, seat=seat) for t in TILE_IDS]
    out += [Clever(None, seat=seat)] + [Clever(a, seat=seat) for a in Action]
    out += [Recall(t, seat=seat) for t in Task]
    out += [TakeZoo(c, seat=seat) for c in CONTINENTS]
    out += [TakeUni(u, seat=seat) for u in ("reputation_hand", "science_reputation",
                                             "science_science")]
    out += [Place("enclosure_3", (x, y), r, seat=seat) for x, y, r in ((1, 6, 0), (1, 6, 1), (4, 3, 2))]
    return out


def settled(state: State) -> State:
    """The position round-trips; ``legal_moves`` is exactly what ``check`` accepts among
    the candidates (and every listed move is legal); each move's text round-trips."""
    assert notation.from_notation(notation.to_notation(state)) == state
    legal = rules.legal_moves(state)
    assert all(rules.check(state, m).legal for m in legal)
    seat = rules.asks(state)[0].seat
    tried = [m for m in candidates(state, seat) if type(m) in _ANSWERS.get(rules.asks(state)[0].step, ())]
    accepted = [m for m in tried if rules.check(state, m).legal]
    assert set(accepted) == {m for m in legal if type(m) in {type(t) for t in tried}} \
        or isinstance(state.stack[0], FreeBuilding)
    for m in legal:
        assert notation.parse_move(notation.format_move(m)) == m
    return state


_ANSWERS = {"upgrade": (Upgrade,), "cons2": (Upgrade, Hire), "tile": (Money5, Tile),
            "take": (TakeCard,), "snap1": (TakeCard,), "clever": (Clever,),
            "recall": (Recall,), "partner": (TakeZoo,), "university": (TakeUni,),
            "free_building": (Place,)}


# ---------------------------------------------------------------- reputation track

def test_an_rep_bonus_space_5_asks_an_upgrade_act_upgrade_flips_in_place():
    """AN-REP-BONUS, AN-ACT-UPGRADE: reputation 1 + 4 reaches space 5: the seat chooses one
    of its 5 side-I cards; Cards (slot 3) flips to side II in place; a card already on side
    II is refused, with the state unchanged."""
    state = ready()
    seat = state.turn
    state, _ = gained(state, seat, reputation=4)
    assert state.zoo(seat).reputation == 5 and isinstance(state.stack[0], UpgradeChoice)
    ask = rules.asks(state)[0]
    assert (ask.seat, ask.step, ask.rule) == (seat, "upgrade", "AN-ACT-UPGRADE")
    assert "Cards" in ask.explain("en") and "face II" in ask.explain("fr")
    settled(state)
    assert len(rules.legal_moves(state)) == 5
    out = apply(state, Upgrade(Action.CARDS, seat=seat))
    after = out.after
    assert after.zoo(seat).card(Action.CARDS).side is Side.II
    # an Action card's place in the row is its "position" in French, as the slide says it
    assert "upgrades Cards (slot 3) to side II" in out.explain("en")
    assert "améliore Cartes (position 3) en face II" in out.explain("fr")
    assert after.zoo(seat).actions == ROW and ("r", 5) in after.zoo(seat).bonuses
    assert rules.asks(after)[0].step == "turn"
    once = sides(state, seat, cards=Side.II)
    verdict = rules.check(once, Upgrade(Action.CARDS, seat=seat))
    assert not verdict.legal
    assert "already on side II" in texts(verdict) and "déjà en face II" in texts(verdict)
    text = notation.to_notation(once)
    with pytest.raises(IllegalMoveError):
        apply(once, Upgrade(Action.CARDS, seat=seat))
    assert notation.to_notation(once) == text


def test_an_act_upgrade_with_every_card_on_side_ii_gives_nothing_said_so():
    """AN-ACT-UPGRADE: with all 5 cards on side II the upgrade of space 5 does nothing,
    and an event says so (EN and FR); no step asks."""
    state = ready()
    seat = state.turn
    state = sides(state, seat, **{a.value: Side.II for a in Action})
    state, log = gained(state, seat, reputation=4)
    assert rules.asks(state)[0].step == "turn"
    assert "already on side II" in said(log) and "déjà en face II" in said(log, "fr")


def test_an_rep_bonus_space_8_hires_the_last_worker_assoc_worker_src_plus_2_conservation():
    """AN-REP-BONUS (space 8), AN-ASSOC-WORKER-SRC: with 1 worker lying, reputation 7 + 1
    hires it (the 3rd hire, the 4th worker): 4 active, and its printed space pays 2
    conservation points (AN-MAP-ASSOC) — which reach conservation space 2 (AN-CONS-2):
    with no worker left to hire, only the upgrade is offered."""
    state = ready()
    seat = state.turn
    state = state.change_zoo(seat, reputation=7, workers=Workers(3, 1))
    state, log = gained(state, seat, reputation=1)
    zoo = state.zoo(seat)
    assert (zoo.workers.active, zoo.workers.lying, zoo.conservation) == (4, 0, 2)
    assert "hires worker 3: 4 active, 0 lying" in said(log)
    assert isinstance(state.stack[0], ConsTwoChoice)
    settled(state)
    assert rules.legal_moves(state) == [Upgrade(a, seat=seat) for a in ROW]
    verdict = rules.check(state, Hire(seat=seat))
    assert not verdict.legal and "0 workers lying" in texts(verdict)


def test_an_assoc_worker_src_first_hire_has_no_printed_bonus():
    """AN-ASSOC-WORKER-SRC: the 1st hire (3 lying) pays nothing more: 2 active, 2 lying."""
    state = ready()
    seat = state.turn
    state = state.change_zoo(seat, reputation=7)
    state, _ = gained(state, seat, reputation=1)
    zoo = state.zoo(seat)
    assert (zoo.workers.active, zoo.workers.lying, zoo.conservation) == (2, 2, 0)


def test_an_assoc_worker_src_map_worker_bonus_brings_one_back_when_all_hired():
    """AN-ASSOC-WORKER-SRC: no lying worker: the reputation bonus does nothing; the map
    bonus "1 association worker" brings one of the seat's workers back from the board,
    the seat choosing which task when they differ."""
    state = ready()
    seat = state.turn
    board = Workers(2, 0, (Task.PARTNER_ZOO, Task.UNIVERSITY))
    state = state.change_zoo(seat, workers=board, reputation=7)
    nothing, log = gained(state, seat, reputation=1)
    assert nothing.zoo(seat).workers == board and "all 4 workers are hired" in said(log)
    asked, _ = bonus(state, seat, "association_worker")
    assert isinstance(asked.stack[0], RecallChoice)
    settled(asked)
    assert rules.legal_moves(asked) == [Recall(Task.PARTNER_ZOO, seat=seat),
                                        Recall(Task.UNIVERSITY, seat=seat)]
    refused = rules.check(asked, Recall(Task.PROJECT, seat=seat))
    assert not refused.legal and "2 on the board" in texts(refused)
    after = apply(asked, Recall(Task.UNIVERSITY, seat=seat)).after
    assert after.zoo(seat).workers == Workers(3, 0, (Task.PARTNER_ZOO,))
    one = state.change_zoo(seat, workers=Workers(3, 0, (Task.REPUTATION,)))
    back, _ = bonus(one, seat, "association_worker")
    assert back.zoo(seat).workers == Workers(4, 0, ())


def test_an_rep_bonus_space_10_card_from_deck_or_reputation_range():
    """AN-REP-BONUS (space 10), AN-REP-FOLDERS: Cards upgraded, reputation 9 + 1: one card
    from the deck or folders 1–5 (reputation 10); folder 6 is refused with the numbers."""
    state = ready()
    seat = state.turn
    state = sides(state, seat, cards=Side.II).change_zoo(seat, reputation=9)
    state, _ = gained(state, seat, reputation=1)
    assert isinstance(state.stack[0], CardChoice)
    settled(state)
    assert rules.legal_moves(state) == [TakeCard(f, seat=seat) for f in range(6)]
    far = rules.check(state, TakeCard(6, seat=seat))
    assert not far.legal and "folders 1–5 in range" in texts(far)
    assert "emplacements 1 à 5 à portée" in texts(far)
    card = state.display[4]
    after = apply(state, TakeCard(5, seat=seat)).after
    assert after.zoo(seat).hand[-1] == card and card not in after.display
    assert ("r", 10) in after.zoo(seat).bonuses


def test_an_rep_bonus_spaces_11_and_12_conservation_and_x_token():
    """AN-REP-BONUS: 11 → +1 conservation, 12 → +1 X-token (Cards upgraded)."""
    state = sides(ready(), 0, cards=Side.II).change_zoo(0, reputation=10)
    state, _ = gained(state, 0, reputation=2)
    zoo = state.zoo(0)
    assert (zoo.reputation, zoo.conservation, zoo.x_tokens) == (12, 1, 1)
    assert zoo.bonuses == (("r", 11), ("r", 12))


def test_an_cards_rep10_bonuses_of_spaces_10_up_not_taken_while_capped():
    """AN-CARDS-REP10: Cards on side I, reputation 7 + 6 stops at 9: space 8 hires a worker,
    but the spaces 10–13 (a card, +1 conservation, +1 X-token) are never reached."""
    state = ready()
    seat = state.turn
    state = state.change_zoo(seat, reputation=7)
    state, log = gained(state, seat, reputation=6)
    zoo = state.zoo(seat)
    assert (zoo.reputation, zoo.conservation, zoo.x_tokens) == (9, 0, 0)
    assert zoo.workers.lying == 2 and zoo.bonuses == (("r", 8),)
    assert rules.asks(state)[0].step == "turn"
    assert "AN-CARDS-REP10" in [e.rule for e in log]


# ---------------------------------------------------------------- conservation track

def test_an_cons_2_upgrade_or_hire_a_worker():
    """AN-CONS-2: conservation 0 + 2: upgrade one of 5 cards or hire (3 lying); hiring
    makes 2 active, 2 lying."""
    state = ready()
    seat = state.turn
    state, _ = gained(state, seat, conservation=2)
    ask = rules.asks(state)[0]
    assert (ask.step, ask.rule) == ("cons2", "AN-CONS-2")
    assert "5 on side I" in ask.explain("en") and "3 en réserve" in ask.explain("fr")
    settled(state)
    assert rules.legal_moves(state)[-1] == Hire(seat=seat) and len(rules.legal_moves(state)) == 6
    after = apply(state, Hire(seat=seat)).after
    assert (after.zoo(seat).workers.active, after.zoo(seat).workers.lying) == (2, 2)
    assert after.zoo(seat).bonuses == (("c", 2),)


def test_an_cons_5_8_after_space_2_money_or_a_tile_each_tile_once():
    """AN-CONS-5-8: conservation 0 + 5 reaches 2 then 5, asked in that order; on 5 the
    seat takes the 10-money tile (money 25 → 35), which leaves the space; the other seat
    then sees only the 3 X-tokens tile beside the 5 money; with no tile left the 5 money
    come without a question."""
    state = ready().replace(tiles5=("money_10", "x_tokens_3"))
    seat, other = state.turn, 1 - state.turn
    state, _ = gained(state, seat, conservation=5)
    assert [type(s) for s in state.stack[:2]] == [ConsTwoChoice, TileChoice]
    state = apply(state, Hire(seat=seat)).after
    ask = rules.asks(state)[0]
    assert (ask.step, ask.rule) == ("tile", "AN-CONS-5-8")
    assert "5 money or a bonus tile (10 money, 3 X-tokens)" in ask.explain("en")
    settled(state)
    assert rules.legal_moves(state) == [Money5(seat=seat), Tile("money_10", seat=seat),
                                        Tile("x_tokens_3", seat=seat)]
    money = state.zoo(seat).money
    state = apply(state, Tile("money_10", seat=seat)).after
    assert state.zoo(seat).money == money + 10 and state.tiles5 == ("x_tokens_3",)
    state = state.change_zoo(other, conservation=4)
    state = state.replace(turn=other, stack=(type(state.stack[0])(other),) + state.stack[1:])
    state, _ = gained(state, other, conservation=1)
    gone = rules.check(state, Tile("money_10", seat=other))
    assert not gone.legal and "is not on conservation space 5" in texts(gone)
    assert rules.legal_moves(state) == [Money5(seat=other), Tile("x_tokens_3", seat=other)]
    before = state.zoo(other).money
    state = apply(state, Money5(seat=other)).after
    assert state.zoo(other).money == before + 5 and state.tiles5 == ("x_tokens_3",)
    empty = ready().replace(tiles8=()).change_zoo(0, conservation=7)
    empty, _ = gained(empty, 0, conservation=1)
    assert empty.zoo(0).money == 25 + 5 and rules.asks(empty)[0].step != "tile"


def _tile_taken(tile: str, seat_changes=None):
    state = ready().replace(tiles8=(tile,))
    seat = state.turn
    state = state.change_zoo(seat, conservation=7, **(seat_changes or {}))
    state, _ = gained(state, seat, conservation=1)
    settled(state)
    return apply(state, Tile(tile, seat=seat)).after, seat


@pytest.mark.parametrize("tile,check", [
    ("reputation_2", lambda z: z.reputation == 3),
    ("x_tokens_3", lambda z: z.x_tokens == 3),
    ("money_10", lambda z: z.money == 35),
    ("hire_worker", lambda z: (z.workers.active, z.workers.lying) == (2, 2)),
])
def test_an_bonus_tiles_plain_gains_and_hire(tile, check):
    """AN-BONUS-TILES: 2 reputation (1 → 3), 3 X-tokens (0 → 3), 10 money (25 → 35), hire
    a worker (1 active → 2)."""
    after, seat = _tile_taken(tile)
    assert check(after.zoo(seat)) and after.tiles8 == ()


def test_an_bonus_tiles_upgrade_and_refused_when_it_gives_nothing():
    """AN-BONUS-TILES: the upgrade tile asks an upgrade; with every card on side II the
    tile is refused (it would give nothing), the 5 money still offered."""
    after, seat = _tile_taken("upgrade_action")
    assert isinstance(after.stack[0], UpgradeChoice) and after.stack[0].seat == seat
    state = ready().replace(tiles8=("upgrade_action",))
    seat = state.turn
    state = sides(state, seat, **{a.value: Side.II for a in Action}).change_zoo(seat, conservation=7)
    state, _ = gained(state, seat, conservation=1)
    verdict = rules.check(state, Tile("upgrade_action", seat=seat))
    assert not verdict.legal and "would give you nothing" in texts(verdict)
    assert rules.legal_moves(state) == [Money5(seat=seat)]


def test_an_bonus_tiles_take_3_cards_one_at_a_time():
    """AN-BONUS-TILES: 3 cards, each from the deck or folder 1 (reputation 1)."""
    after, seat = _tile_taken("take_3_cards")
    hand = len(after.zoo(seat).hand)
    assert after.stack[0] == CardChoice(seat, 3, "tile")
    settled(after)
    assert rules.legal_moves(after) == [TakeCard(0, seat=seat), TakeCard(1, seat=seat)]
    for left in (3, 2, 1):
        assert after.stack[0].left == left
        after = apply(after, TakeCard(0, seat=seat)).after
    assert len(after.zoo(seat).hand) == hand + 3 and rules.asks(after)[0].step == "turn"


def test_an_bonus_tiles_free_size_3_enclosure_no_money():
    """AN-BONUS-TILES: the free size-3 enclosure follows the placement rules (Map A: next
    to the start buildings) and costs nothing."""
    after, seat = _tile_taken("free_enclosure_3")
    assert after.stack[0] == FreeBuilding(seat, ("enclosure_3",), 1, False, "AN-BONUS-TILES")
    settled(after)
    legal = rules.legal_moves(after)
    assert legal and all(isinstance(m, Place) and m.kind == "enclosure_3" for m in legal)
    far = rules.check(after, Place("enclosure_3", (8, 5), 0, seat=seat))
    assert not far.legal
    money, built = after.zoo(seat).money, len(after.zoo(seat).buildings)
    done = apply(after, legal[0]).after
    assert done.zoo(seat).money >= money and len(done.zoo(seat).buildings) == built + 1
    assert done.zoo(seat).buildings[-1].kind.name == "enclosure_3"


def test_an_bonus_tiles_partner_zoo_second_space_upgrades():
    """AN-BONUS-TILES, AN-ASSOC-ZOO, AN-MAP-ASSOC: the partner-zoo tile takes a continent
    on the board not owned yet; the 2nd partner-zoo space of Map A gives an upgrade; the
    tile leaves the board (AN-ASSOC-OFFER)."""
    after, seat = _tile_taken("partner_zoo", {"partner_zoos": ("asia",)})
    assert isinstance(after.stack[0], ZooChoice)
    settled(after)
    assert TakeZoo("asia", seat=seat) not in rules.legal_moves(after)
    owned = rules.check(after, TakeZoo("asia", seat=seat))
    assert not owned.legal and "Asia" in texts(owned) and "Asie" in texts(owned)
    done = apply(after, TakeZoo("africa", seat=seat)).after
    assert done.zoo(seat).partner_zoos == ("asia", "africa")
    assert "africa" not in done.offer_zoos and isinstance(done.stack[0], UpgradeChoice)


def test_an_bonus_tiles_university_gives_its_reputation():
    """AN-BONUS-TILES, AN-ASSOC-UNI-KINDS: the university of science and 2 reputation:
    reputation 1 → 3; it leaves the board until the break."""
    after, seat = _tile_taken("university")
    assert isinstance(after.stack[0], UniChoice)
    settled(after)
    assert len(rules.legal_moves(after)) == 3
    done = apply(after, TakeUni("science_reputation", seat=seat)).after
    zoo = done.zoo(seat)
    assert zoo.universities == ("science_reputation",) and zoo.reputation == 3
    assert "science_reputation" not in done.offer_unis


def test_an_partner_zoo_limit_two_without_association_ii():
    """AN-ASSOC-ZOO: a 3rd partner zoo needs Association II; so the tile is refused."""
    state = ready().replace(tiles8=("partner_zoo",))
    seat = state.turn
    state = state.change_zoo(seat, conservation=7, partner_zoos=("asia", "europe"))
    state, _ = gained(state, seat, conservation=1)
    assert rules.legal_moves(state) == [Money5(seat=seat)]
    upgraded = sides(state, seat, association=Side.II)
    assert Tile("partner_zoo", seat=seat) in rules.legal_moves(upgraded)


# ---------------------------------------------------------------- map bonuses and the panel

def test_an_rep_bonus_map_card_bonus_side_i_range_folder_1():
    """AN-BUILD-BONUS (the card bonus of Map A): reputation 1 reaches folder 1 only."""
    state = ready()
    seat = state.turn
    state, _ = bonus(state, seat, "card_from_deck_or_reputation_range")
    ask = rules.asks(state)[0]
    assert ask.step == "take" and "folders 1–1 (reputation 1)" in ask.explain("en")
    settled(state)
    assert rules.legal_moves(state) == [TakeCard(0, seat=seat), TakeCard(1, seat=seat)]


def test_an_map_panel_snap_any_folder_not_the_deck():
    """AN-MAP-PANEL: the snap slot takes any display folder, whatever the reputation, not
    the deck."""
    state = ready()
    seat = state.turn
    state, _ = bonus(state, seat, "snap_1_display_card")
    assert isinstance(state.stack[0], SnapChoice)
    settled(state)
    assert rules.legal_moves(state) == [TakeCard(f, seat=seat) for f in range(1, 7)]
    deck = rules.check(state, TakeCard(0, seat=seat))
    assert not deck.legal and "not the deck" in texts(deck)
    card = state.display[5]
    after = apply(state, TakeCard(6, seat=seat)).after
    assert after.zoo(seat).hand[-1] == card


def test_an_map_panel_purple_slots_pay_at_every_break_trigger_player_first():
    """AN-MAP-PANEL, AN-BREAK-5, AN-BREAK-ORDER: at a break the uncovered purple slots pay
    again: 5 money and 1 conservation as gains, and the snap asks each seat, the trigger
    player first."""
    state = ready()
    state = state.replace(break_pos=state.break_length - 1)
    seat, other = state.turn, 1 - state.turn
    for s in (0, 1):
        hand = state.zoo(s).hand
        state = state.change_zoo(s, hand=hand[:3],
                                 panel=(False, True, False, False, True, True, True))
        state = state.replace(discard=state.discard + hand[3:])
    money = [z.money for z in state.zoos]
    state = apply(state, Act(Action.SPONSORS, seat=seat)).after
    out = apply(state, BreakOption(seat=seat))
    state = out.after
    assert [type(s) for s in state.stack[:2]] == [SnapChoice, SnapChoice]
    assert [s.seat for s in state.stack[:2]] == [seat, other]
    assert "AN-MAP-PANEL" in [e.rule for e in out.events]
    income = [5 + z.appeal for z in ready().zoos]
    assert state.zoo(seat).money == money[seat] + 4 + income[seat] + 5
    assert state.zoo(other).money == money[other] + income[other] + 5
    assert state.zoo(seat).conservation == 1 and state.zoo(other).conservation == 1
    settled(state)
    state = apply(state, TakeCard(1, seat=seat)).after
    assert rules.asks(state)[0].seat == other
    assert state.display[0] is None
    state = apply(state, TakeCard(2, seat=other)).after
    assert rules.asks(state)[0].step == "turn" and rules.asks(state)[0].seat == other
    assert None not in state.display


def test_an_abil_clever_map_0_bonus_waits_until_after_the_slide():
    """AN-ABIL-CLEVER, AN-ACT-AFTER (Map 0's Clever at (5,6)): taken during a Cards action
    it waits below the slide; once Cards has slid to slot 1, the seat moves Association
    (slot 5) to slot 1: Association, Cards, Animals, Build, Sponsors."""
    state = ready(map_id="0")
    seat = state.turn
    state = apply(state, Act(Action.CARDS, seat=seat)).after
    log = EventLog()
    state = take_bonus(state, seat, Bonus("clever"), log, R.BUILD_BONUS)
    kinds = [type(s) for s in state.stack[:3]]
    assert kinds[1:] == [Slide, CleverChoice]
    state = apply(state, Draw(0, seat=seat)).after
    state = apply(state, Stop(seat=seat)).after
    while not isinstance(state.stack[0], CleverChoice):
        state = apply(state, rules.legal_moves(state)[0]).after
    assert state.zoo(seat).actions[0] is Action.CARDS
    settled(state)
    assert Clever(Action.CARDS, seat=seat) not in rules.legal_moves(state)
    first = rules.check(state, Clever(Action.CARDS, seat=seat))
    assert not first.legal and "slot 1" in texts(first)
    after = apply(state, Clever(Action.ASSOCIATION, seat=seat)).after
    assert after.zoo(seat).actions == (Action.ASSOCIATION, Action.CARDS, Action.ANIMALS,
                                       Action.BUILD, Action.SPONSORS)
    assert rules.asks(after)[0].seat == 1 - seat
    passed = apply(state, Clever(None, seat=seat)).after
    assert passed.zoo(seat).actions[0] is Action.CARDS


def test_an_map_bonus_upgrade_action_card():
    """AN-MAP-ASSOC: the printed "upgrade an Action card" asks the upgrade."""
    state = ready()
    state, _ = bonus(state, state.turn, "upgrade_action_card")
    assert isinstance(state.stack[0], UpgradeChoice)


def test_an_bonus_steps_and_moves_round_trip_in_the_notation():
    """Every bonus step and move writes and reads back."""
    state = ready()
    seat = state.turn
    steps = (UpgradeChoice(seat), ConsTwoChoice(seat), TileChoice(seat, 8), CardChoice(seat, 2),
             SnapChoice(seat), CleverChoice(seat), RecallChoice(seat),
             FreeBuilding(seat, ("enclosure_3",), 1, False, "AN-BONUS-TILES"), ZooChoice(seat),
             UniChoice(seat))
    state = state.replace(stack=steps + state.stack)
    assert notation.from_notation(notation.to_notation(state)) == state
    for text in ("upgrade:build", "hire", "take:deck", "take:4", "money5", "tile:money_10",
                 "clever:-", "clever:sponsors", "recall:partner_zoo",
                 "tile_zoo:africa", "tile_uni:science_science", "p2:hire"):
        assert notation.format_move(notation.parse_move(text)) == text
