"""The BANG! table, kernel side (no browser): what the learner sees and gets.

Every test drives the table through its public handlers (pixels, cards, players, buttons,
notation) and asserts on the explanation panel's text, the marks drawn and the position;
what is expected comes from the engine (``check``, ``apply``, ``view``).
"""

from __future__ import annotations

import pytest

import tutor.bang as bang
from tutor.bang.facts import Cancelled, Drawn, Reach
from tutor.bang.rules import reach_reason
from tutor.core import render
from widgets import BangBoard
from widgets.base import CURTAIN, LAYERS
from widgets.games.bang.board import HAND, TRAY, chip_rect, hand_zone, seat_box, value_suit
from widgets.panel import plain_text, verdict_lines
from widgets.games.bang.session import BangSession
from widget_support import RecordingCanvas, key_pixels


def with_cards(state: bang.State, seat: int, *, hand=None, table=None) -> bang.State:
    """``state`` with player ``seat``'s hand / cards in play replaced: the cards named are
    taken from wherever they are, the ones they replace go under the deck (the 80 cards
    are conserved; a notation round trip, so the position is one a teacher could type)."""
    wanted = list(hand or ()) + list(table or ())
    deck = [c for c in state.deck if c not in wanted]
    discard = tuple(c for c in state.discard if c not in wanted)
    seats = []
    for i, s in enumerate(state.seats):
        new_hand = [c for c in s.hand if c not in wanted]
        new_table = [c for c in s.table if c not in wanted]
        if i == seat:
            if hand is not None:
                deck += new_hand
                new_hand = list(hand)
            if table is not None:
                deck += new_table
                new_table = list(table)
        seats.append(s.replace(hand=tuple(new_hand), table=tuple(new_table)))
    changed = state.replace(seats=tuple(seats), deck=tuple(deck), discard=discard)
    return bang.from_notation(bang.to_notation(changed))


def seven() -> bang.State:
    """7 players, seed 1: the Sheriff (Player 1, Slab the Killer) on his turn with a BANG!;
    Player 3 (Vulture Sam) two seats away gets a Mustang."""
    state = bang.initial_state(bang.Options(7), 1)
    return with_cards(state, 2, table=["MU9H"])


def verdict_text(verdict, lang="en", hints=True) -> str:
    return plain_text(verdict_lines(verdict, lang, forecasts=hints))


# ---------------------------------------------------------------- pixels -> keys

@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_every_seat_and_hand_slot_has_its_pixels(players):
    table = BangBoard(players=players, seed=players)
    state = table.state
    keys = key_pixels(table, 4)
    for seat in range(players):
        assert ("seat", seat) in keys
        assert table.hit(*seat_box(seat, players).center) == ("seat", seat)
        if state.seats[seat].hand:
            assert table.hit(*hand_zone(seat, players).center) == ("hand", seat)
    hand = table.session.active_hand()
    assert hand
    for i, code in enumerate(hand):
        assert table.hit(*HAND.rect(i).center) == ("card", code)
        assert ("card", code) in keys
    assert table.hit(*HAND.rect(len(hand)).center) is None      # an empty slot
    buttons, middle = table.session.buttons(), table.session.middle_cards()
    assert buttons or middle
    for key in buttons:                                    # End turn, or the ask's buttons
        assert key in keys
    for code in middle:                                    # Kit Carlson's 3, the store
        assert ("card", code) in keys


def test_a_card_in_play_has_its_pixels():
    table = BangBoard(seven())
    assert table.hit(*chip_rect(2, 7, 0).center) == ("table", (2, "MU9H"))


# ---------------------------------------------------------------- hover verdicts

def test_hovering_a_player_with_a_bang_picked_shows_the_engines_verdict():
    state = seven()
    table = BangBoard(state)
    table.click_card("BG4D")
    assert table.session.selection == "BG4D"
    for n in range(2, 8):
        table.hover_player(n)
        verdict = bang.check(state, bang.Play("BG4D", n - 1, seat=0))
        assert verdict_text(verdict) in table.explanation_text


def test_an_out_of_range_targets_verdict_quotes_the_distance_terms():
    table = BangBoard(seven())
    table.click_card("BG4D")
    table.hover_player(3)
    text = table.explanation_text
    assert "Refused" in text or "✗" in text
    assert "distance 3: 2 seats away, +1 for their Mustang; your Colt .45 reaches 1" in text
    assert "BANG-RANGE" in text
    marks = {m.target: m.style for m in table.session.shown_feedback.marks}
    assert marks[("seat", 2)] == "cross"
    assert marks[("dist", (0, 2, 3))] == "cross"          # the distance drawn, in red
    table.click_player(3)                                  # refused: nothing happens
    assert table.state == seven()


def test_a_player_hovered_with_nothing_picked_shows_the_distance_from_the_seat_on_turn():
    state = seven()
    table = BangBoard(state)
    table.hover_player(3)
    reason = reach_reason(state, 0, 2)
    assert render(reason.msg, "en") in table.explanation_text
    assert "Vulture Sam" in table.explanation_text
    assert isinstance(reason.data, Reach) and reason.data.distance.mustang == 1


def test_the_allowance_is_quoted_after_the_first_bang():
    state = with_cards(seven(), 0, hand=["BG4D", "BGAS"])
    table = BangBoard(state)
    table.click_card("BG4D")
    table.click_player(2)
    table.click_button("take")                 # Player 2 takes it; back to the Sheriff
    table.click_card("BGAS")
    table.hover_player(7)
    assert "BANG-ONE-BANG" in table.explanation_text
    after = table.state
    verdict = bang.check(after, bang.Play("BGAS", 6, seat=0))
    assert not verdict.legal
    assert verdict_text(verdict) in table.explanation_text


# ---------------------------------------------------------------- answers out of turn

def test_a_bang_is_answered_with_missed_from_the_other_seat():
    state = with_cards(bang.initial_state(bang.Options(4), 1), 2, hand=["MS7S", "BGJD"])
    table = BangBoard(state)
    table.click_card("BG7D")
    table.click_player(3)
    shot = table.state
    assert shot.to_act == 2
    text = table.explanation_text
    assert "Player 3 may answer" in text
    for move, verdict in table.session.answers():
        assert verdict == bang.check(shot, move)
    assert "✓ Missed! 7♠: it cancels the shot (1 needed)" in text
    assert "✗ BANG! J♦: a BANG! does not cancel a shot" in text
    assert "✓ Take the hit" in text
    table.hover_card("MS7S")
    assert verdict_text(bang.check(shot, bang.Respond("MS7S", seat=2))) in table.explanation_text
    table.click_card("MS7S")
    outcome = table.history.current.outcome
    assert outcome.after == bang.apply(shot, bang.Respond("MS7S", seat=2)).after
    assert any(isinstance(e.data, Cancelled) for e in outcome.events)
    assert table.state.to_act == 1 and table.state.seats[2].life == shot.seats[2].life


def test_hot_seat_the_curtain_hides_the_next_seats_hand_and_role_until_clicked():
    state = with_cards(bang.initial_state(bang.Options(4), 1), 2, hand=["MS7S", "BGJD"])
    table = BangBoard(state, teaching=False)
    session = table.session
    assert session.curtained                              # Player 2 has not sat down
    table.click(*TRAY.center)                             # the curtain: take the screen
    assert not session.curtained
    table.click_card("BG7D")
    table.click_player(3)
    assert session.curtained and session.state.to_act == 2
    seen = session.seen(session.state)
    assert seen.seats[2].hand is None and seen.seats[1].hand is None
    assert seen.seats[2].role is None                       # Player 3 is no Sheriff
    assert table.hit(*HAND.rect(0).center) == CURTAIN
    table.hover_card("MS7S")
    assert "Player 3" in table.explanation_text and "Missed" not in table.explanation_text
    table.click(*TRAY.center)
    seen = session.seen(session.state)
    assert seen.seats[2].hand == ("MS7S", "BGJD") and seen.seats[2].role == "R"
    assert seen.seats[1].hand is None and seen.seats[1].role == "S"   # the Sheriff's, public
    assert table.hit(*HAND.rect(0).center) == ("card", "MS7S")
    table.click_card("MS7S")
    assert session.state.seats[2].hand == ("BGJD",)


def test_the_teaching_view_shows_every_hand_and_role():
    session = BangSession(players=5, seed=3)
    seen = session.seen(session.state)
    assert all(s.hand is not None and s.role is not None for s in seen.seats)


# ---------------------------------------------------------------- the view

def test_the_redraw_sends_every_layer(monkeypatch):
    table = BangBoard(seven())
    cleared = []
    for name, layer in table.layers.items():
        real = layer.clear
        monkeypatch.setattr(layer, "clear", lambda real=real, name=name:
                            cleared.append(name) or real())
    table.redraw()
    assert sorted(cleared) == sorted(LAYERS)
    assert table.session.last_error is None


def test_the_language_switch_speaks_french_with_the_french_card_names():
    state = with_cards(bang.initial_state(bang.Options(4), 1), 2, hand=["MS7S", "BGJD"])
    table = BangBoard(state)
    table.click_card("BG7D")
    table.click_player(3)
    table.set_lang("fr")
    text = table.explanation_text
    assert "Le joueur 3 peut répondre" in text
    assert "✓ Raté ! 7♠" in text
    table.hover_player(2)
    assert "Rôle : shérif." in table.explanation_text
    table.set_lang("en")
    assert "Role: Sheriff." in table.explanation_text
    table.session.hover_key(None)                       # the pointer leaves: the prompt
    assert "Player 3 may answer" in table.explanation_text


# ---------------------------------------------------------------- computer seats, replay

@pytest.mark.parametrize("players", [4, 7])
def test_computer_seats_play_a_whole_game_without_error(players):
    session = BangSession(players=players, seed=5, computer=",".join(
        str(n) for n in range(1, players + 1)))
    for _ in range(200):
        if session.state.over:
            break
        session.computer_play()
        assert session.last_error is None, session.last_error
    assert session.state.over
    assert "The game is over" in session.explanation_text


def test_a_learner_plays_against_the_computer_and_is_asked_to_answer():
    session = BangSession(players=4, seed=1, computer="1, 2, 4", teaching=False)
    for _ in range(40):
        if session.state.over or session.state.to_act == 2:
            break
        session.computer_play()
    if not session.state.over:
        assert session.state.to_act == 2
        assert not session.curtained or session.state.to_act not in session.computer_seats


def test_events_replay_step_by_step_with_their_focus():
    state = with_cards(bang.initial_state(bang.Options(4), 1), 2, hand=["BGJD"])
    table = BangBoard(state)
    table.click_card("BG7D")
    table.click_player(3)
    table.click_button("take")
    events = table.session.story_events
    assert events
    table.replay()
    assert table.session.step_shown == (1, len(events))
    marks = [m.target for m in table.session.shown_feedback.marks]
    assert ("seat", 2) in marks
    while table.session.replaying:
        table.step(+1)
    assert table.session.last_error is None


def test_a_barrel_draw_is_replayed_with_the_card_it_revealed():
    state = with_cards(bang.initial_state(bang.Options(4), 1), 2, hand=["BGJD"],
                       table=["BAKS"])
    table = BangBoard(state)
    table.click_card("BG7D")
    table.click_player(3)
    assert ("flip", "barrel") in table.session.buttons()
    assert "draw! for the Barrel" in table.explanation_text
    table.click_button("flip", "barrel")
    assert table.session.last_error is None
    events = table.session.story_events
    drawn = [i for i, e in enumerate(events) if isinstance(e.data, Drawn)]
    assert drawn
    table.replay()
    for _ in range(drawn[0]):
        table.step(+1)
    event = table.session.shown_event()
    assert isinstance(event.data, Drawn)
    canvas = RecordingCanvas()
    table.draw_pieces(canvas, table.shown_state, live=False)
    texts = [args[0] for name, args, _ in canvas.calls if name == "fill_text"]
    result = "✓ success" if event.data.success else "✗ failed"
    assert "draw! Player 3 — " + result in texts
    assert value_suit(event.data.card) in texts
    style = {m.target: m.style for m in table.session.shown_feedback.marks}
    assert style[("seat", 2)] == ("ok" if event.data.success else "bad")


def test_a_puzzle_is_solved_by_clicks_on_the_table():
    """The fact sheet's Mustang example: out of the Schofield's reach, in the Remington's."""
    table = BangBoard(puzzle="bang-ex-2-mustang-remington")
    table.click_card("BGAS")
    table.hover_player(3)
    assert "distance 3: 2 seats away, +1 for their Mustang; your Schofield reaches 2" \
        in table.explanation_text
    table.click_card("BGAS")                       # put it back
    table.click_card("REKC")                       # the Remington replaces the Schofield
    table.click_card("BGAS")
    table.hover_player(3)
    assert "your Remington reaches 3" in table.explanation_text
    table.click_player(3)
    assert table.session.puzzle_done
    assert "Correct" in table.explanation_text or "✓" in table.explanation_text


def test_a_long_hand_keeps_every_card_in_view_and_clickable():
    state = bang.initial_state(bang.Options(4), 1)
    seat = state.to_act
    codes = [c for c in state.deck if c[:2] in ("BR", "MS", "ST", "WF")][:16]
    assert len(codes) > 12
    table = BangBoard(with_cards(state, seat, hand=codes))
    keys = key_pixels(table, 2)
    for code in codes:
        assert ("card", code) in keys
    table.click(*keys[("card", codes[0])])                 # a Beer at full life: refused
    assert table.session.last_error is None


def test_sid_ketchum_heals_by_clicking_two_cards():
    state = with_cards(bang.initial_state(bang.Options(4), 1), 1, hand=["BR7H", "MS7S", "DUQD"])
    seats = list(state.seats)
    seats[1] = seats[1].replace(character="sid", life=2)   # the Sheriff, Sid at 2 of 5
    state = bang.from_notation(bang.to_notation(state.replace(seats=tuple(seats))))
    table = BangBoard(state)
    assert ("heal", None) in table.session.buttons()
    keys = key_pixels(table)
    table.click(*keys[("heal", None)])
    assert "click two cards" in table.explanation_text
    table.click_card("MS7S")
    assert table.session.healing() == ("MS7S",)
    table.hover_card("DUQD")
    move = bang.Heal(("MS7S", "DUQD"), seat=1)
    assert verdict_text(bang.check(state, move)) in table.explanation_text
    table.click_card("DUQD")
    assert table.state == bang.apply(state, move).after
    assert table.state.seats[1].life == 3 and table.state.seats[1].hand == ("BR7H",)
