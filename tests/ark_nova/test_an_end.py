"""The end of an Ark Nova game: the trigger (AN-END-TRIGGER), the last turns (AN-END-LAST,
AN-BREAK-FINAL), the final scoring (AN-END-FINAL, AN-FINAL-*, AN-END-TARGET, AN-END-SCORE),
the tie (AN-END-TIE), the final scoring card discard (AN-CONS-10), solo (AN-SOLO) and the
computer policy."""

from __future__ import annotations

import random

import pytest

from tutor.ark_nova import end, notation, policy, rules
from tutor.ark_nova.cards import Gain, animals, card, final_scoring_cards, sponsors
from tutor.ark_nova.end import DropFinal, ScoringDiscard, card_points, result
from tutor.ark_nova.gains import gain
from tutor.ark_nova.moves import Act, Draw, Stop, XAction
from tutor.ark_nova.sponsors import BreakOption
from tutor.ark_nova.resolve import apply
from tutor.ark_nova.setup import initial_state
from tutor.ark_nova.state import ActionCard, Options, State
from tutor.ark_nova.strength import Action, Side
from tutor.ark_nova.buildings import Building
from tutor.ark_nova.zoo_map import zoo_map
from tutor.core import IllegalMoveError
from tutor.core.verdict import EventLog

from test_an_game import ROW, ready


def pass_turn(state: State) -> State:
    """The seat on its turn takes the X-token action (its tokens reset first)."""
    seat = state.turn
    state = state.change_zoo(seat, x_tokens=0)
    return apply(state, XAction(Action.BUILD, seat=seat)).after


def trim(state: State, seat: int, n: int = 3) -> State:
    """The seat's hand cut to ``n`` cards, the others to the discard pile (no break asks a
    discard then, AN-BREAK-1)."""
    hand = state.zoo(seat).hand
    return state.change_zoo(seat, hand=hand[:n]).replace(discard=state.discard + hand[n:])


def round_trips(state: State) -> None:
    assert notation.from_notation(notation.to_notation(state)) == state


# ---------------------------------------------------------------- trigger and last turns

def test_an_ex_2_no_trigger_at_minus_19_trigger_at_0():
    """AN-EX-2, AN-END-TARGET, AN-END-SCORE, AN-END-TRIGGER: appeal 60, conservation 15:
    T = 124 − 45 = 79, VP −19, no trigger; appeal 64, conservation 20: T = 64, VP 0, the end
    is triggered at the end of the turn."""
    state = ready(3)
    seat = state.turn
    state = state.change_zoo(seat, appeal=60, conservation=15)
    assert end.standing(state, seat).vp == -19
    after = pass_turn(state)
    assert after.final is None
    state = state.change_zoo(seat, appeal=64, conservation=20)
    assert (end.standing(state, seat).target, end.standing(state, seat).vp) == (64, 0)
    out = apply(state.change_zoo(seat, x_tokens=0), XAction(Action.BUILD, seat=seat))
    assert out.after.final == 1                 # 3 players: 2 more turns, 1 after the next
    said = [e for e in out.events if e.rule == "AN-END-TRIGGER"]
    assert len(said) == 1
    assert "T = 124 − 3×20 = 64" in said[0].msg.render("en")
    assert "fin de partie" in said[0].msg.render("fr")


def test_an_end_last_on_a_turn_every_other_player_one_more_turn():
    """AN-END-LAST: triggered on a turn, that player finishes, each other player plays 1
    more turn, then the final scoring (no AN-CONS-10 discard: someone reached 10)."""
    state = ready(3)
    first = state.turn
    state = state.change_zoo(first, appeal=64, conservation=20)
    state = pass_turn(state)
    played = []
    while not state.over:
        assert state.final is not None
        played.append(state.turn)
        round_trips(state)
        state = pass_turn(state)
    assert played == [(first + 1) % 3, (first + 2) % 3]
    assert result(state).winners == (first,)


def test_an_end_last_triggered_in_a_break_all_players_one_more_turn():
    """AN-END-LAST, AN-END-TRIGGER during a break: the other seat's purple conservation
    income (panel slot 4) lifts it from VP −1 to +1 at the break: every player, the turn's
    one included, plays 1 more turn. The income passes conservation 10 through gain():
    AN-CONS-10 asks every seat to discard a final scoring card during the break."""
    state = ready(2)
    seat, other = state.turn, 1 - state.turn
    for s in (seat, other):
        state = trim(state, s)
    panel = (True, True, True, False, True, True, True)
    state = state.change_zoo(other, appeal=95, conservation=9, panel=panel)
    assert end.standing(state, other).vp == 95 - 96
    state = state.replace(break_pos=state.break_length - 1)
    state = apply(state, Act(Action.SPONSORS, seat=seat)).after
    out = apply(state, BreakOption(seat=seat))
    state = out.after
    assert isinstance(state.stack[0], ScoringDiscard)
    assert state.stack[0].waiting == (0, 1)
    assert any(e.rule == "AN-CONS-10" for e in out.events)
    for s in (0, 1):
        state = apply(state, DropFinal(state.zoo(s).final_scoring[0], seat=s)).after
    assert state.zoo(other).conservation == 10 and state.final == 1
    assert end.standing(state, other).vp == 95 - 94
    order = []
    while not state.over:
        order.append(state.turn)
        state = pass_turn(state)
    assert order == [other, seat]


def test_an_end_trigger_turn_before_its_break_counts_as_on_a_turn():
    """AN-END-TRIGGER: the turn's player reaching VP ≥ 0 triggers at the end of the turn,
    before the break that turn queued: only the other player has 1 more turn."""
    state = ready(2)
    seat = state.turn
    for s in (0, 1):
        state = trim(state, s)
    state = state.change_zoo(seat, appeal=94, conservation=10)
    state = state.replace(break_pos=state.break_length - 1)
    state = apply(state, Act(Action.SPONSORS, seat=seat)).after
    state = apply(state, BreakOption(seat=seat)).after
    assert state.final == 0 and state.turn == 1 - seat
    state = pass_turn(state)
    assert state.over


def test_an_break_final_a_break_in_the_last_turns_still_pays_income():
    """AN-BREAK-FINAL: the last turn reaches the break: the break happens, income included,
    before the final scoring."""
    state = ready(2)
    seat = state.turn
    for s in (0, 1):
        state = trim(state, s)
    state = state.change_zoo(1 - seat, appeal=94, conservation=10).replace(final=0)
    state = state.replace(break_pos=state.break_length - 1)
    money = state.zoo(seat).money
    state = apply(state, Act(Action.SPONSORS, seat=seat)).after
    out = apply(state, BreakOption(seat=seat))
    rules_seen = [e.rule for e in out.events]
    assert rules_seen.index("AN-BREAK-5") < rules_seen.index("AN-END-FINAL")
    assert out.after.over
    income = 5 + state.zoo(seat).appeal
    assert out.after.zoo(seat).money == money + 4 + income


def test_an_end_notation_final_field_round_trips_in_the_last_turns():
    """AN-END-LAST in the notation: ``final=`` counts the turns left after the one in
    progress; refused beyond 4 (a zoo has triggered the end: VP ≥ 0)."""
    state = ready(4).change_zoo(0, appeal=100, conservation=10)
    for n in (None, 0, 1, 3, 4):
        s = state.replace(final=n)
        text = notation.to_notation(s)
        assert f" final={'-' if n is None else n} " in text
        round_trips(s)
    with pytest.raises(Exception):
        notation.from_notation(notation.to_notation(state).replace(" final=-", " final=5"))


# ---------------------------------------------------------------- AN-CONS-10

def test_an_cons_10_first_reach_everyone_discards_once():
    """AN-CONS-10: the first seat to reach 10 makes every seat discard 1 of its 2 final
    scoring cards, all at once; the next seat to reach 10 does not."""
    state = ready(2)
    log = EventLog()
    state = gain(state, 0, Gain(conservation=10), log, "AN-ASSOC-CP")
    step = state.stack[0]
    assert isinstance(step, ScoringDiscard) and step.waiting == (0, 1)
    asked = rules.asks(state)
    assert [a.rule for a in asked] == ["AN-CONS-10", "AN-CONS-10"]
    assert "conservation 10" in asked[0].msg.render("en")
    legal = rules.legal_moves(state)
    assert set(legal) == {DropFinal(c, seat=s) for s in (0, 1) for c in state.zoo(s).final_scoring}
    for s in (0, 1):
        for n in range(1, 12):
            assert rules.check(state, DropFinal(n, seat=s)).legal == (DropFinal(n, seat=s) in legal)
    round_trips(state)
    kept = state.zoo(0).final_scoring[1]
    for s in (0, 1):
        state = apply(state, DropFinal(state.zoo(s).final_scoring[0], seat=s)).after
    assert state.zoo(0).final_scoring == (kept,) and len(state.zoo(1).final_scoring) == 1
    again = EventLog()
    state = gain(state, 1, Gain(conservation=12), again, "AN-ASSOC-CP")
    assert not isinstance(state.stack[0], ScoringDiscard)
    assert any("already" in e.msg.render("en") for e in again if e.rule == "AN-CONS-10")


def test_an_cons_10_refuses_a_card_not_held_state_unchanged():
    """AN-CONS-10: a card the seat does not hold is refused, EN and FR, the state unchanged."""
    state = gain(ready(2), 0, Gain(conservation=10), EventLog(), "AN-ASSOC-CP")
    text = notation.to_notation(state)
    mine = state.zoo(0).final_scoring
    other = next(n for n in range(1, 12) if n not in mine)
    verdict = rules.check(state, DropFinal(other, seat=0))
    assert not verdict.legal
    said = verdict.explain("en") + verdict.explain("fr")
    assert f"final scoring card {other} is not one of yours" in said
    assert f"la carte objectif {other} n'est pas l'une des vôtres" in said
    with pytest.raises(IllegalMoveError):
        apply(state, DropFinal(other, seat=0))
    assert notation.to_notation(state) == text
    assert notation.parse_move(notation.format_move(DropFinal(11, seat=1))) == DropFinal(11, seat=1)


def test_an_cons_10_nobody_reached_discard_before_final_scoring():
    """AN-CONS-10: nobody reached 10 before the end: every seat discards 1 before the
    final scoring, which then counts only the card kept (AN-END-FINAL)."""
    state = ready(2).change_zoo(0, appeal=100, conservation=8).replace(final=0)
    state = pass_turn(state)
    assert isinstance(state.stack[0], ScoringDiscard) and not state.over
    assert "before the final scoring" in rules.asks(state)[0].msg.render("en")
    round_trips(state)
    for s in (0, 1):
        state = apply(state, DropFinal(state.zoo(s).final_scoring[0], seat=s)).after
    assert state.over
    for s in (0, 1):
        seat = result(state).seats[s]
        assert [p.card for p in seat.points] == list(state.zoo(s).final_scoring)


# ---------------------------------------------------------------- final scoring cards

def _with(state: State, seat: int, **zoo) -> State:
    return state.change_zoo(seat, **zoo)


def _animals(n: int, size_class: str) -> tuple[int, ...]:
    return tuple(a.number for a in animals() if a.size_class.value == size_class)[:n]


def test_an_final_thresholds_each_card_from_its_data():
    """AN-FINAL-THRESHOLDS: Large Animal Zoo 1/2/4/5 → 1–4 (4 large → 3); Small Animal
    Zoo (6 small → 2); Research Zoo (university of 2 science icons + 1 → 3 science → 1);
    Conservation Zoo (5 projects → 3); Favorite Zoo (reputation 12 → 3, 15 → 4); Sponsored
    Zoo (3 sponsors → 1); Naturalists' Zoo (Map A start: 42 − 4 covered = 38 empty → 4);
    Climbing Park / Aquatic Park by rock / water icons; never more than 4."""
    state = ready(2)
    s = 0
    cases = [
        (1, dict(played=_animals(4, "large")), 4, 3),
        (1, dict(played=_animals(1, "large")), 1, 1),
        (2, dict(played=_animals(6, "small")), 6, 2),
        (3, dict(universities=("science_science", "science_reputation")), 3, 1),
        (5, dict(supported=(101, 102, 103, 104, 105)), 5, 3),
        (7, dict(reputation=12), 12, 3),
        (7, dict(reputation=15, row=tuple(ActionCard(a, Side.II if a is Action.CARDS else Side.I)
                                          for a in ROW)), 15, 4),
        (8, dict(played=tuple(sp.number for sp in sponsors()[:3])), 3, 1),
        (6, {}, 38, 4),
        (10, dict(played=tuple(a.number for a in animals() if a.rock)[:1]), None, None),
        (11, dict(played=tuple(a.number for a in animals() if a.water)[:2]), None, None),
    ]
    for number, zoo, n, cp in cases:
        st = _with(state, s, **zoo)
        points = card_points(st, s, number)
        fs = card(number)
        counted = end.count(st, s, fs.count)
        if n is not None:
            assert (counted, points.conservation) == (n, cp), number
        assert points.conservation == fs.points(counted) <= 4
        assert points.msg.kwargs["n"] == counted
        assert f"count {counted}" in points.msg.render("en")
        assert "paliers" in points.msg.render("fr")


def test_an_final_architectural_four_checks_one_each():
    """AN-FINAL-ARCHITECTURAL: 1 CP per condition (water all touched, rock all touched,
    border all covered, map full); Map A at the start meets none; a full map meets all 4."""
    state = ready(2)
    assert card_points(state, 0, 4).conservation == 0
    zmap = zoo_map("A")
    full = tuple(Building("enclosure_1", h, 0) for h in sorted(zmap.buildable))
    st = _with(state, 0, buildings=full)
    p = card_points(st, 0, 4)
    assert p.conservation == 4
    assert "4 of 4 conditions met" in p.msg.render("en")
    border = tuple(Building("enclosure_1", h, 0) for h in sorted(zmap.border & zmap.buildable))
    p = card_points(_with(state, 0, buildings=border), 0, 4)
    assert end.count(_with(state, 0, buildings=border), 0, "border_spaces_all_covered") == 1
    assert 1 <= p.conservation < 4


def test_an_final_diverse_more_icons_than_the_player_to_the_right():
    """AN-FINAL-DIVERSE: 1 CP per category in which the seat has more icons than the
    player to its right (2 players: the opponent), at most 4; solo (AN-SOLO-BOX): the
    card's solo variant is not transcribed, 0 and said so."""
    state = ready(2)
    cats = ("predator", "herbivore", "bird", "reptile", "primate")
    picks = []
    for c in cats:
        picks.append(next(a.number for a in animals() if a.top_icons[c] and
                          all(a.top_icons[o] == 0 for o in cats if o != c)))
    st = _with(state, 0, played=tuple(picks))
    p = card_points(st, 0, 9)
    assert p.conservation == 4                       # 5 categories beaten, at most 4
    assert card_points(st, 1, 9).conservation == 0
    st = _with(st, 1, played=(picks[0],))
    assert card_points(st, 0, 9).conservation == 4
    assert "Player 2" in p.msg.render("en")
    assert "plus d'icônes que le joueur 2 dans" in p.msg.render("fr")
    solo = ready(1)
    assert card_points(solo, 0, 9).conservation == 0
    assert "solo" in card_points(solo, 0, 9).msg.render("fr")


def test_an_end_final_every_card_has_a_scorer():
    """AN-END-FINAL: every one of the 11 final scoring cards scores (no card unhandled)."""
    state = ready(3)
    for fs in final_scoring_cards():
        p = card_points(state, 1, fs.number)
        assert 0 <= p.conservation <= 4 and p.card == fs.number


# ---------------------------------------------------------------- result and tie

def test_an_end_final_recomputes_target_and_vp_with_the_cards():
    """AN-END-FINAL: the final scoring cards' CP are added, then T(C) and VP recomputed:
    appeal 60, conservation 15 (VP −19) + Favorite Zoo at reputation 12 (3 CP) → C 18,
    T = 124 − 54 = 70, VP −10."""
    state = ready(2)
    state = _with(state, 0, appeal=60, conservation=15, reputation=9, final_scoring=(7,))
    state = _with(state, 0, reputation=9)
    r = result(state).seats[0]
    assert r.points[0].conservation == 2               # reputation 9 → 2
    assert (r.score.conservation, r.score.target, r.vp) == (17, 73, -13)
    msg = r.msg
    assert "conservation 15 + 2" in msg.render("en") and "T = 124 − 3×17 = 73" in msg.render("en")
    assert "Projets soutenus" in msg.render("fr")


def test_an_end_final_standing_says_no_trigger_once_the_game_is_over():
    """AN-END-FINAL: the final standing gives T(C), the VP and BGA's score, but not whether
    the end is triggered (that was AN-END-TRIGGER's question, before the last turns)."""
    state = _with(ready(2), 0, appeal=60, conservation=15, reputation=9, final_scoring=(7,))
    msg = result(state).seats[0].msg
    en, fr = msg.render("en"), msg.render("fr")
    assert "-13 victory points (on BGA: 60 + 27 = 87)." in en and "triggered" not in en
    assert "(sur BGA : 60 + 27 = 87)." in fr and "déclenchée" not in fr


def test_an_end_tie_more_projects_then_shared():
    """AN-END-TIE: equal VP, the seat with more supported projects wins; equal again, the
    victory is shared; said in EN and FR."""
    state = ready(2)
    for s in (0, 1):
        state = _with(state, s, appeal=70, conservation=14, final_scoring=())
    state = _with(state, 1, supported=(101, 102))
    r = result(state)
    assert r.winners == (1,) and r.by_projects
    assert "more conservation projects supported (2)" in r.msg.render("en")
    state = _with(state, 0, supported=(103, 104))
    r = result(state)
    assert r.winners == (0, 1) and r.shared
    assert "se partagent la victoire" in r.msg.render("fr")
    state = _with(state, 0, appeal=71)
    assert result(state).winners == (0,)
    assert "Player 1 wins with -11 victory points" in result(state).msg.render("en")
    assert "Le joueur 1 gagne avec -11 points de victoire" in result(state).msg.render("fr")


# ---------------------------------------------------------------- solo

def test_an_solo_27_turns_6_breaks_donation_tokens_then_the_end():
    """AN-SOLO: no Break token; the solo tile's rounds of 7, 6, 5, 4, 3, 2 turns, a break
    after each (income paid, a token to the donation spaces), the end after the 6th; VP ≥ 0
    wins. Reaching VP ≥ 0 earlier does not end the game (default)."""
    state = ready(1)
    state = _with(state, 0, appeal=94, conservation=10)          # VP 0 already
    breaks, turns = 0, 0
    state = trim(state, 0)
    while not state.over:
        before = state.zoo(0).money
        out = apply(state.change_zoo(0, x_tokens=0), XAction(Action.BUILD, seat=0))
        turns += 1
        if any(e.rule == "AN-BREAK-5" for e in out.events):
            breaks += 1
            assert out.after.zoo(0).money > before
            assert out.after.donations == breaks
        state = out.after
        assert state.break_pos == 0
        if not state.over:
            round_trips(state)
    assert (turns, breaks, state.solo_turns) == (27, 6, 27)
    r = result(state)
    assert r.winners == (0,) and "vous gagnez" in r.msg.render("fr")


def test_an_solo_lost_below_0_and_the_solo_field_round_trips():
    """AN-SOLO: below 0 VP the solo game is lost; ``solo=`` in the notation (``-`` with 2–4
    players) round-trips."""
    state = ready(1).replace(solo_turns=26, donations=5)
    assert " solo=26 " in notation.to_notation(state)
    round_trips(state)
    assert " solo=- " in notation.to_notation(ready(2))
    state = pass_turn(trim(state, 0))
    while not state.over:
        state = apply(state, rules.legal_moves(state)[0]).after
    r = result(state)
    assert r.winners == () and r.seats[0].vp < 0
    assert "you lose" in r.msg.render("en")


# ---------------------------------------------------------------- policy

@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_an_policy_games_end_or_run_without_error_and_round_trip(players):
    """The computer policy plays the current engine's legal moves: every move it picks is
    legal, every position round-trips through the notation; the game ends (solo always:
    27 turns) or runs 400 moves without error."""
    rng = random.Random(players)
    state = initial_state(Options(players, "A"), rng.randrange(1000))
    for _ in range(400):
        if state.over:
            break
        move = policy.choose(state, rng)
        assert rules.check(state, move).legal, move
        state = apply(state, move).after
        round_trips(state)
    if players == 1:
        assert state.over and state.solo_turns == 27


def test_an_policy_prefers_an_action_over_the_x_token_action_and_stops_drawing():
    """The policy takes an Action card before the X-token action, and stops drawing with
    a large hand."""
    state = ready(2)
    rng = random.Random(0)
    assert all(isinstance(policy.choose(state, rng), Act) for _ in range(10))
    seat = state.turn
    state = state.change_zoo(seat, hand=state.zoo(seat).hand + state.deck[:2])
    state = state.replace(deck=state.deck[2:])
    state = apply(state, Act(Action.CARDS, seat=seat)).after        # slot 3: draw 2
    state = apply(state, Draw(0, seat=seat)).after
    assert len(state.zoo(seat).hand) == 7
    assert all(policy.choose(state, rng) == Stop(seat=seat) for _ in range(10))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_policy_complete_games_end_with_a_result(players):
    """Complete games: the policy plays until the end (AN-END-TRIGGER reached through
    appeal), with a result naming the winners."""
    rng = random.Random(players)
    state = initial_state(Options(players, "A"), rng.randrange(1000))
    for _ in range(20_000):
        if state.over:
            break
        state = apply(state, policy.choose(state, rng)).after
    assert state.over
    assert result(state).winners
