"""The Association action and the conservation projects (AN-ASSOC-*, AN-PROJ-*,
AN-MAP-ASSOC, AN-MAP-PANEL-CHOICE, AN-ACT-CHOOSE for Association, AN-EX-5): every move
checked with its numbers in EN and FR, applied, refused without touching the state, its
position and text round-tripping, ``legal_moves`` agreeing with ``check``."""

from __future__ import annotations

import pytest
from test_an_game import ready, texts, with_row

from tutor.ark_nova import notation, rules
from tutor.ark_nova.association import (AssocTasks, Donate, EndAssoc, GainReputation,
                                        PanelChoice, PanelToken, Support, TakeUniversity,
                                        TakeZoo, candidates)
from tutor.ark_nova.moves import Act
from tutor.ark_nova.projects import levels
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.state import Project, State, Workers
from tutor.ark_nova.steps import Turn, limit_of
from tutor.ark_nova.strength import Action, Side, Task
from tutor.core import IllegalMoveError

FREE = (None, None, None)


def give(state: State, seat: int, played=(), hand=(), **fields) -> State:
    """``seat``'s zoo with ``played`` cards in it and ``hand`` added to its hand, each card
    taken out of wherever it was, so every position stays one a game reaches
    (AN-COMP-CARDS)."""
    state = take_out(state, set(played) | set(hand))
    zoo = state.zoo(seat)
    return state.change_zoo(seat, played=zoo.played + tuple(played),
                            hand=zoo.hand + tuple(hand), **fields)


def take_out(state: State, cards) -> State:
    """``cards`` out of the deck, the display (refilled from the deck), the discard pile
    and the hands."""
    cards = set(cards)
    deck = tuple(c for c in state.deck if c not in cards)
    display = tuple(c if c not in cards else None for c in state.display)
    fill = iter(deck)
    display = tuple(c if c is not None else next(fill) for c in display)
    deck = tuple(c for c in deck if c not in display)
    state = state.replace(deck=deck, display=display,
                          discard=tuple(c for c in state.discard if c not in cards))
    for s in range(state.players):
        state = state.change_zoo(s, hand=tuple(c for c in state.zoo(s).hand if c not in cards))
    return state


def assoc(state: State, slot: int = 5, side: Side = Side.I, x: int = 0) -> State:
    """The seat on its turn chooses Association in ``slot`` (strength ``slot`` + ``x``)."""
    seat = state.turn
    order = [a for a in (Action.ANIMALS, Action.BUILD, Action.CARDS, Action.SPONSORS)]
    order.insert(slot - 1, Action.ASSOCIATION)
    state = with_row(state, seat, tuple(order), {Action.ASSOCIATION: side})
    return apply(state.change_zoo(seat, x_tokens=x), Act(Action.ASSOCIATION, x, seat=seat)).after


def play(state: State, move) -> State:
    return apply(state, move).after


def bonuses_taken(state: State) -> State:
    """The choices a bonus asks (another concern's steps: a card, a free enclosure, the
    conservation space 2 …) answered with their first legal move, so the Association step
    is on top again."""
    while not type(state.stack[0]).__module__.endswith((".association", ".steps")):
        state = play(state, rules.legal_moves(state)[0])
    return state


def agrees(state: State, extra=()) -> None:
    """``legal_moves`` lists exactly the candidate moves ``check`` accepts, and the position
    round-trips through the notation."""
    legal = rules.legal_moves(state)
    step = state.stack[0]
    tried = (candidates(state, step) if isinstance(step, AssocTasks) else
             [PanelToken(s, f, seat=step.seat) for s in range(1, 8) for f in (False, True)]
             if isinstance(step, PanelChoice) else [])
    for move in list(tried) + list(extra):
        assert rules.check(state, move).legal == (move in legal), move
    assert all(rules.check(state, m).legal for m in legal)
    assert notation.from_notation(notation.to_notation(state)) == state


# ---------------------------------------------------------------- choosing the action

def test_an_act_choose_association_needs_a_possible_task():
    """AN-ACT-CHOOSE: Association at strength 1 (no task that cheap) or with no active
    worker cannot be chosen, and is not offered; at strength 5 it is, saying which tasks."""
    state = ready()
    seat = state.turn
    order = (Action.ASSOCIATION, Action.ANIMALS, Action.BUILD, Action.CARDS, Action.SPONSORS)
    low = with_row(state, seat, order)
    verdict = rules.check(low, Act(Action.ASSOCIATION, seat=seat))
    assert not verdict.legal and "AN-ACT-CHOOSE" in verdict.rules
    assert "no task can be done" in verdict.explain("en")
    assert Act(Action.ASSOCIATION, 1, seat=seat) not in rules.legal_moves(low)
    idle = state.change_zoo(seat, workers=Workers(0, 3, (Task.REPUTATION,)))
    verdict = rules.check(idle, Act(Action.ASSOCIATION, seat=seat))
    assert not verdict.legal and "0 bénévole actif" in texts(verdict)
    assert not any(isinstance(m, Act) and m.action is Action.ASSOCIATION
                   for m in rules.legal_moves(idle))
    ok = rules.check(state, Act(Action.ASSOCIATION, seat=seat))
    assert ok.legal and "a conservation project (value 5)" in ok.explain("en")


# ---------------------------------------------------------------- tasks and workers

def test_an_assoc_tasks_side_i_one_task_of_value_at_most_strength():
    """AN-ASSOC-TASKS: at strength 2 only the +2 reputation task fits; a partner zoo (value
    3) is refused with the numbers; one task and the turn passes, the worker placed
    (AN-ASSOC-WORKER)."""
    state = assoc(ready(), slot=2)
    seat = state.turn
    refused = rules.check(state, TakeZoo("africa", seat=seat))
    assert not refused.legal and "AN-ASSOC-TASKS" in refused.rules
    assert "value 3, strength left 2 of 2" in refused.explain("en")
    assert "valeur 3, force restante 2 sur 2" in refused.explain("fr")
    assert rules.legal_moves(state) == [GainReputation(seat=seat)]
    after = play(state, GainReputation(seat=seat))
    zoo = after.zoo(seat)
    assert zoo.reputation == 3 and zoo.workers == Workers(0, 3, (Task.REPUTATION,))
    assert after.turn != seat and isinstance(after.stack[0], Turn)


def test_an_ex_5_an_assoc_worker_second_time_takes_2_third_closed():
    """AN-EX-5, AN-ASSOC-WORKER: with one of your workers already on the partner-zoo task,
    taking a partner zoo needs 2 active workers; with 3 of yours there it is closed; other
    seats' workers do not matter."""
    base = ready()
    seat = base.turn
    one = base.change_zoo(seat, workers=Workers(1, 2, (Task.PARTNER_ZOO,)))
    state = assoc(one)
    refused = rules.check(state, TakeZoo("asia", seat=seat))
    assert not refused.legal and "AN-ASSOC-WORKER" in refused.rules
    assert "your workers already on this task: 1, so it takes 2; you have 1 active worker" \
        in refused.explain("en")
    assert rules.check(state, GainReputation(seat=seat)).legal
    two = assoc(base.change_zoo(seat, workers=Workers(2, 1, (Task.PARTNER_ZOO,))))
    after = play(two, TakeZoo("asia", seat=seat))
    assert after.zoo(seat).workers == Workers(0, 1, (Task.PARTNER_ZOO,) * 3)
    closed = assoc(base.change_zoo(seat, workers=Workers(1, 0, (Task.PARTNER_ZOO,) * 3)))
    verdict = rules.check(closed, TakeZoo("asia", seat=seat))
    assert "closed until the break" in verdict.explain("en")
    assert "fermée jusqu'à la pause" in verdict.explain("fr")
    other = 1 - seat
    theirs = base.change_zoo(other, workers=Workers(0, 1, (Task.PARTNER_ZOO,) * 3))
    assert rules.check(assoc(theirs), TakeZoo("asia", seat=seat)).legal


# ---------------------------------------------------------------- partner zoos, universities

def test_an_assoc_zoo_offer_and_map_assoc_spaces():
    """AN-ASSOC-ZOO, AN-ASSOC-OFFER, AN-MAP-ASSOC: a partner zoo leaves the board until the
    break (the next seat cannot take that continent); a continent owned is refused; the
    3rd needs Association II; the 4th space pays 2 conservation points."""
    state = assoc(ready())
    seat = state.turn
    after = play(state, TakeZoo("africa", seat=seat))
    assert after.zoo(seat).partner_zoos == ("africa",)
    assert "africa" not in after.offer_zoos
    nxt = after.turn
    other = assoc(after)
    refused = rules.check(other, TakeZoo("africa", seat=nxt))
    assert not refused.legal and "AN-ASSOC-OFFER" in refused.rules
    assert "none until the break" in refused.explain("en")
    owned = assoc(ready().change_zoo(seat, partner_zoos=("asia", "europe")))
    assert not rules.check(owned, TakeZoo("asia", seat=seat)).legal
    third = rules.check(owned, TakeZoo("africa", seat=seat))
    assert not third.legal and "AN-ASSOC-ZOO" in third.rules
    assert "partner-zoo space 3, which needs Association II" in third.explain("en")
    upgraded = assoc(ready().change_zoo(seat, partner_zoos=("asia", "europe", "americas")),
                     side=Side.II)
    fourth = apply(upgraded, TakeZoo("africa", seat=seat))
    assert fourth.after.zoo(seat).conservation == 2
    assert "AN-MAP-ASSOC" in [e.rule for e in fourth.events]
    full = assoc(ready().change_zoo(seat, partner_zoos=("asia", "europe", "americas",
                                                        "australia")), side=Side.II)
    assert "already have 4 partner zoos" in rules.check(full, TakeZoo("africa",
                                                                      seat=seat)).explain("en")


def test_an_assoc_uni_kinds_each_once_reputation_hand_limit_and_space_3():
    """AN-ASSOC-UNI, AN-ASSOC-UNI-KINDS: science + 2 reputation gives 2 reputation and a
    science icon; a kind owned is refused; the +1 reputation kind raises the hand limit to
    5; the 3rd university space pays 2 conservation points (AN-MAP-ASSOC)."""
    state = assoc(ready())
    seat = state.turn
    after = play(state, TakeUniversity("science_reputation", seat=seat))
    zoo = after.zoo(seat)
    assert zoo.universities == ("science_reputation",) and zoo.reputation == 3
    assert "science_reputation" not in after.offer_unis
    two = ready().change_zoo(seat, universities=("science_reputation", "science_science"))
    state = assoc(two)
    refused = rules.check(state, TakeUniversity("science_science", seat=seat))
    assert not refused.legal and "each kind once" in refused.explain("en")
    assert "chaque sorte une fois" in refused.explain("fr")
    done = play(state, TakeUniversity("reputation_hand", seat=seat))
    zoo = done.zoo(seat)
    assert zoo.reputation == 2 and zoo.conservation == 2
    assert limit_of(done, seat).limit == 5


# ---------------------------------------------------------------- side II, donation

def test_an_assoc_upg_different_tasks_total_value_at_most_strength():
    """AN-ASSOC-UPG: side II at strength 5: +2 reputation then a partner zoo (2 + 3);
    the same task twice and a university (4 > 3 left) are refused; "done" only after a
    task (AN-ACT-CHOOSE)."""
    base = ready()
    seat = base.turn
    state = assoc(base.change_zoo(seat, workers=Workers(3, 1, ())), side=Side.II)
    assert not rules.check(state, EndAssoc(seat=seat)).legal
    state = play(state, GainReputation(seat=seat))
    step = state.stack[0]
    assert isinstance(step, AssocTasks) and step.done == ("reputation",) and step.left == 3
    again = rules.check(state, GainReputation(seat=seat))
    assert not again.legal and "must differ" in again.explain("en")
    assert "doit différer" in again.explain("fr")
    uni = rules.check(state, TakeUniversity("science_science", seat=seat))
    assert not uni.legal and "value 4, strength left 3 of 5" in uni.explain("en")
    agrees(state)
    state = play(state, TakeZoo("europe", seat=seat))
    assert rules.legal_moves(state) == [Donate(seat=seat), EndAssoc(seat=seat)]
    state = play(state, EndAssoc(seat=seat))
    assert state.turn != seat


@pytest.mark.parametrize("players,made,cost", [(2, 0, 2), (2, 3, 10), (2, 4, 12),
                                               (4, 1, 5), (4, 6, 10), (4, 7, 12)])
def test_an_assoc_donate_cost_and_order(players, made, cost):
    """AN-ASSOC-DONATE-ORDER: no donation before a task of the action; AN-ASSOC-DONATE-COST:
    then the next space's cost (2 players 2, 5, 7, 10; 3–4 players 2, 5, 5, 7, 7, 10, 10;
    then 12) for 1 conservation point, once per action (AN-ASSOC-UPG)."""
    base = ready(players).replace(donations=made)
    seat = base.turn
    state = assoc(base, side=Side.II)
    first = rules.check(state, Donate(seat=seat))
    assert not first.legal and "AN-ASSOC-DONATE-ORDER" in first.rules
    state = play(state, GainReputation(seat=seat))
    verdict = rules.check(state, Donate(seat=seat))
    assert verdict.legal
    assert f"donation no. {made + 1} costs {cost} money; you have 25" in verdict.explain("en")
    after = play(state, Donate(seat=seat))
    zoo = after.zoo(seat)
    assert (zoo.money, zoo.conservation, after.donations) == (25 - cost, 1, made + 1)
    twice = rules.check(after, Donate(seat=seat))
    assert not twice.legal and "already made" in twice.explain("en")
    poor = rules.check(state.change_zoo(seat, money=cost - 1), Donate(seat=seat))
    assert not poor.legal and "AN-ASSOC-DONATE-COST" in poor.rules


def test_an_assoc_upg_donation_refused_on_side_i():
    """AN-ASSOC-UPG: only side II donates (side I ends with its one task anyway)."""
    state = assoc(ready())
    verdict = rules.check(state, Donate(seat=state.turn))
    assert not verdict.legal and "only Association II" in verdict.explain("en")


# ---------------------------------------------------------------- projects

def with_projects(state: State, *projects: Project) -> State:
    """These projects in play (the project cards among them out of the deck and hands)."""
    return take_out(state, [p.number for p in projects]).replace(projects=tuple(projects))


def test_an_assoc_cp_an_proj_base_and_an_map_panel_choice():
    """AN-PROJ-BASE: the Africa project's right level needs 2 Africa icons (Lion, Caracal:
    2), the middle one 4 (refused, "you have 2"); AN-ASSOC-CP: the token marks the level,
    the project counts as supported, never twice; AN-MAP-PANEL-CHOICE: any token of the
    panel, its bonus before or after the reward; the reward via the conservation track."""
    base = ready(3)
    seat = base.turn
    base = with_projects(base, Project(103, FREE), Project(110, FREE), Project(111, FREE))
    base = give(base, seat, played=(402, 404))
    state = assoc(base)
    middle = rules.check(state, Support(103, 2, seat=seat))
    assert not middle.legal and "AN-PROJ-BASE" in middle.rules
    assert "level 2 needs 4 × Africa icon: you have 2" in middle.explain("en")
    assert "le niveau 2 demande 4 × icône Afrique : vous en avez 2" in middle.explain("fr")
    explained = dict(levels(state, seat, 103))
    assert [all(r.ok for r in explained[n]) for n in (1, 2, 3)] == [False, False, True]
    state = play(state, Support(103, 3, seat=seat))
    assert isinstance(state.stack[0], PanelChoice)
    assert state.projects[0].marks == (None, None, seat)
    assert state.zoo(seat).supported == (103,)
    agrees(state)
    out = apply(state, PanelToken(6, first=True, seat=seat))
    zoo = out.after.zoo(seat)
    assert zoo.panel == (True,) * 5 + (False, True)
    assert (zoo.money, zoo.conservation) == (25 + 12, 2)
    rules_order = [e.rule for e in out.events]
    assert rules_order.index("AN-MAP-PANEL") < rules_order.index("AN-PROJ-BASE")
    gone = rules.check(state.change_zoo(seat, panel=(True,) * 5 + (False, True)),
                       PanelToken(6, seat=seat))
    assert not gone.legal and "AN-MAP-PANEL-CHOICE" in gone.rules
    again = assoc(out.after.replace(turn=seat, stack=(Turn(seat),)).change_zoo(
        seat, workers=Workers(1, 3, ())))
    twice = rules.check(again, Support(103, 1, seat=seat))
    assert not twice.legal and "already supported project 103" in twice.explain("en")


def test_an_map_panel_choice_reward_first_by_default_and_the_supply_when_empty():
    """AN-MAP-PANEL-CHOICE: without ``first`` the level's reward comes before the token's
    bonus; with no token left on the panel one comes from the supply, no bonus."""
    base = with_projects(ready(3), Project(103, FREE))
    seat = base.turn
    state = play(assoc(give(base, seat, played=(402, 404))), Support(103, 3, seat=seat))
    out = apply(state, PanelToken(4, seat=seat))
    order = [e.rule for e in out.events]
    assert order.index("AN-PROJ-BASE") < order.index("AN-MAP-PANEL")
    assert out.after.zoo(seat).conservation == 2 + 1
    empty = give(base, seat, played=(402, 404), panel=(False,) * 7)
    out = apply(assoc(empty), Support(103, 3, seat=seat))
    # conservation 2 reached: its choice is asked (AN-CONS-2), then the turn goes on
    assert out.after.zoo(seat).conservation == 2
    assert type(out.after.stack[0]).__name__ == "ConsTwoChoice"
    assert isinstance(bonuses_taken(out.after).stack[0], Turn)
    assert "from the supply, no bonus" in out.explain("en")


def test_an_proj_2p_blocked_level_and_two_cards_above_the_board():
    """AN-PROJ-2P: with 2 players a level covered at setup is refused; a third project
    card played pushes the rightmost one off to the discard pile (base projects stay)."""
    base = ready(2)
    seat = base.turn
    base = with_projects(base, Project(103, (-1, None, None)), Project(128, FREE),
                         Project(129, FREE))
    base = give(base, seat, played=(402, 404, 405, 427, 428), hand=(130,))
    state = assoc(base)
    blocked = rules.check(state, Support(103, 1, seat=seat))
    assert not blocked.legal and "AN-PROJ-2P" in blocked.rules
    assert "covered at setup" in blocked.explain("en")
    after = play(state, Support(130, 0, seat=seat))
    assert [p.number for p in after.projects] == [103, 130, 128]
    assert after.discard[-1] == 129 and 130 not in after.zoo(seat).hand


def test_an_proj_collection_small_and_large_animals():
    """AN-PROJ-COLLECTION: Small Animals (130) needs 8/5/2 small animals, Large Animals
    (131) 4/3/2 large ones: with 2 small and 1 large, 130's right level only."""
    base = with_projects(ready(3), Project(130, FREE), Project(131, FREE))
    seat = base.turn
    state = assoc(give(base, seat, played=(404, 405, 402)))
    assert rules.check(state, Support(130, 3, seat=seat)).legal
    small = rules.check(state, Support(130, 2, seat=seat))
    assert "needs 5 small animals (size 1–2): you have 2" in small.explain("en")
    large = rules.check(state, Support(131, 3, seat=seat))
    assert not large.legal and "AN-PROJ-COLLECTION" in large.rules
    assert "vous en avez 1" in large.explain("fr")


def test_an_proj_breeding_needs_a_partner_zoo_of_the_animals_continent():
    """AN-PROJ-BREEDING: Herbivore Breeding (126) needs a herbivore from a continent of one
    of the seat's partner zoos: the zebra (Africa) counts only with the African partner zoo;
    the left level pays 2 conservation points and 2 reputation."""
    base = with_projects(ready(3), Project(126, FREE))
    seat = base.turn
    zebra = give(base, seat, played=(429,))
    refused = rules.check(assoc(zebra), Support(126, 1, seat=seat))
    assert not refused.legal and "AN-PROJ-BREEDING" in refused.rules
    assert "you have none" in refused.explain("en")
    partner = assoc(zebra.change_zoo(seat, partner_zoos=("africa",)))
    state = play(play(partner, Support(126, 1, seat=seat)), PanelToken(7, seat=seat))
    zoo = state.zoo(seat)
    assert (zoo.conservation, zoo.reputation, zoo.x_tokens) == (2, 3, 3)


def test_an_proj_release_an_assoc_release_an_proj_play_bonus():
    """AN-PROJ-PLAY-BONUS: the Serengeti release project (116) put into play from the hand
    gives 1 reputation; AN-PROJ-RELEASE: the Lion (size 4) fits only the left level (5
    CP); AN-ASSOC-RELEASE: the lion leaves the zoo for the discard pile, its 9 appeal and
    its icons with it, its enclosure empty again."""
    base = with_projects(ready(3), Project(103, FREE))
    seat = base.turn
    base = give(base, seat, played=(402,), hand=(116,), appeal=20, housed=(((0, 9), 402),))
    state = assoc(base)
    none = rules.check(state, Support(116, 1, seat=seat))
    assert not none.legal and "name the animal" in none.explain("en")
    middle = rules.check(state, Support(116, 2, 402, seat=seat))
    assert not middle.legal and "AN-PROJ-RELEASE" in middle.rules
    assert "animal 402 has size 4; level 2 takes exactly size 3" in middle.explain("en")
    stranger = rules.check(state, Support(116, 1, 404, seat=seat))
    assert "animal 404 is not in your zoo" in stranger.explain("en")
    out = apply(state, Support(116, 1, 402, seat=seat))
    after = out.after
    zoo = after.zoo(seat)
    assert (zoo.reputation, zoo.appeal, zoo.played, zoo.housed) == (2, 11, (), ())
    assert after.discard[-1] == 402 and after.projects[-1].number == 116
    assert "relâche l'animal 402 : −9 d'attrait" in out.explain("fr")
    assert ("gains 1 reputation for bringing release project 116 into play (AN-PROJ-PLAY-BONUS)"
            in out.explain("en"))
    assert ("gagne 1 de réputation pour avoir mis en jeu le projet de relâche 116 "
            "(AN-PROJ-PLAY-BONUS)" in out.explain("fr"))
    after = play(after, PanelToken(3, seat=seat))
    assert after.zoo(seat).conservation == 5 and after.zoo(seat).money == 30
    assert notation.from_notation(notation.to_notation(after)) == after


def test_an_proj_play_bonus_without_supporting():
    """AN-PROJ-PLAY-BONUS: put into play without supporting it (level 0), still 1
    reputation; a project already in play cannot be "put" again."""
    base = with_projects(ready(3), Project(103, FREE))
    seat = base.turn
    state = assoc(give(base, seat, hand=(116,)))
    after = play(state, Support(116, 0, seat=seat))
    assert after.zoo(seat).reputation == 2 and after.zoo(seat).supported == ()
    state = assoc(after.replace(turn=seat, stack=(Turn(seat),)).change_zoo(
        seat, workers=Workers(1, 3, ())))
    verdict = rules.check(state, Support(116, 0, seat=seat))
    assert not verdict.legal and "already in play" in verdict.explain("en")


def in_folder(state: State, number: int, folder: int) -> State:
    """``number`` (out of the deck) laid in display ``folder``; the card there goes to the
    deck's bottom."""
    state = take_out(state, (number,))
    deck = state.deck
    old = state.display[folder - 1]
    display = state.display[:folder - 1] + (number,) + state.display[folder:]
    return state.replace(display=display, deck=deck + (old,))


def test_an_assoc_upg_project_from_the_display_in_range_for_the_folder():
    """AN-ASSOC-UPG: side II plays a project from the display within reputation range,
    paying the folder number (reputation 2 reaches folder 2: 2 money); side I cannot;
    beyond the range (folder 6) it is refused with the numbers."""
    base = with_projects(ready(3), Project(103, FREE))
    seat = base.turn
    base = give(base, seat, played=(404, 405), reputation=2)
    here = in_folder(base, 130, 2)
    side_i = rules.check(assoc(here), Support(130, 3, seat=seat))
    assert not side_i.legal
    assert "only Association II plays from the display" in side_i.explain("en")
    after = play(assoc(here, side=Side.II), Support(130, 3, seat=seat))
    assert after.zoo(seat).money == 25 - 2 and after.display[1] is None
    assert after.projects[-1].number == 130
    far = assoc(in_folder(base, 130, 6), side=Side.II)
    refused = rules.check(far, Support(130, 3, seat=seat))
    assert not refused.legal
    assert "folder 6; reputation 2 reaches folders 1 to 2" in refused.explain("en")


# ---------------------------------------------------------------- notation, safety, agreement

def test_an_assoc_notation_round_trips_mid_action_and_moves():
    """The Association step (side, strength, tasks done, donation) and the panel choice are
    written in the stack and read back; every move's text round-trips."""
    base = with_projects(ready(4), Project(103, FREE))
    seat = base.turn
    state = assoc(give(base, seat, played=(402, 404), workers=Workers(2, 2, ())),
                  side=Side.II)
    state = play(state, GainReputation(seat=seat))
    state = play(state, Donate(seat=seat))
    text = notation.to_notation(state)
    assert "stack=assoc:" in text and ":reputation:1/" in text
    assert notation.from_notation(text) == state
    state = play(state, TakeZoo("europe", seat=seat))
    assert rules.legal_moves(state) == [EndAssoc(seat=seat)]
    for move in ("assoc:rep", "zoo:africa", "uni:science_science", "project:103:3",
                 "project:116:1:402", "project:130:0", "donate", "assoc:done", "panel:4",
                 "p2:panel:7:first"):
        assert notation.format_move(notation.parse_move(move)) == move


def test_an_assoc_illegal_move_leaves_the_state_unchanged():
    state = assoc(ready())
    seat = state.turn
    text = notation.to_notation(state)
    with pytest.raises(IllegalMoveError) as error:
        apply(state, TakeZoo("mars", seat=seat))
    assert "mars" in error.value.verdict.explain("en")
    with pytest.raises(IllegalMoveError):
        apply(state, Support(999, 1, seat=seat))
    assert notation.to_notation(state) == text


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("side", [Side.I, Side.II])
def test_an_assoc_legal_moves_agree_with_check(players, side):
    """``legal_moves`` == the candidate moves ``check`` accepts, at each Association step
    of a scripted action with projects, hand projects and releasable animals, in 2 and 4
    player games."""
    base = with_projects(ready(players), Project(103, (-1, None, None)), Project(126, FREE))
    seat = base.turn
    base = give(base, seat, played=(402, 404, 429), hand=(116, 130),
                partner_zoos=("africa",), workers=Workers(3, 1, ()))
    state = assoc(base, side=side)
    misses = [Support(103, 4, seat=seat), Support(126, 1, 402, seat=seat),
              TakeZoo("africa", seat=seat), PanelToken(1, seat=seat)]
    agrees(state, misses)
    state = play(state, Support(116, 1, 402, seat=seat))
    agrees(state, misses)
    state = bonuses_taken(play(state, PanelToken(2, seat=seat)))
    if side is Side.II:
        agrees(state, misses)
        assert state.stack[0].left == 0
