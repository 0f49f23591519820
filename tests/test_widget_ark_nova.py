"""The Ark Nova board without a browser: the setup hand chosen card by card, a turn's Action
card, a building hovered (refused on water or rock with its rule ID, allowed with its
ghost) and placed, the rotation, undo, and pixels mapping to the keys drawn."""

from __future__ import annotations

import pytest

import tutor.ark_nova as an
from tutor.ark_nova.build import Place
from tutor.ark_nova.strength import Action
from tutor.ark_nova.zoo_map import zoo_map
from tutor.core import Partial
from widget_support import key_pixels
from widgets.games.ark_nova.board import ArkNovaBoard, centre, hex_at
from widgets.games.ark_nova.session import ArkNovaSession


def at_turn(**settings) -> ArkNovaSession:
    """A new game past AN-SETUP-HAND: each seat keeps its hand's first three cards and the
    card clicked after them."""
    session = ArkNovaSession(seed=1, **settings)
    while session.step_of() == "keep":
        seat = session.acting()
        session.click_key(("hand", session.state.zoo(seat).hand[4]))
        assert session.last_error is None, session.explanation_text
    assert session.step_of() == "turn"
    return session


def test_the_setup_hand_is_chosen_card_by_card_and_the_fourth_keeps_them():
    """AN-SETUP-HAND: three cards are chosen to start with; a click puts one back, the card
    that makes four keeps them, as the engine's Keep."""
    session = ArkNovaSession(seed=1)
    hand = session.state.zoo(0).hand
    assert session.kept_cards() == hand[:3]
    assert "Chosen so far: 3 of 4" in session.explanation_text
    session.click_key(("hand", hand[0]))                  # put back: nothing is played
    assert session.kept_cards() == hand[1:3] and session.history.index == 0
    session.hover_key(("hand", hand[6]))
    assert session.history.index == 0                      # 3 chosen with it: a pick
    session.click_key(("hand", hand[6]))
    session.hover_key(("hand", hand[7]))
    assert "Allowed: keep" in session.explanation_text and "AN-SETUP-HAND" in \
        session.explanation_text
    session.click_key(("hand", hand[7]))
    move = session.history.current.outcome.move
    assert move.cards == (hand[1], hand[2], hand[6], hand[7]) and move.seat == 0


def test_an_action_card_is_the_turn_with_the_engines_verdict():
    """AN-ACT-TURN / AN-ACT-CHOOSE: with no X-token the card is the whole move; hovering it
    says its strength (AN-ACT-STRENGTH), a click plays it."""
    session = at_turn()
    session.hover_key(("action", Action.BUILD))
    text = session.explanation_text
    assert "AN-ACT-STRENGTH" in text and "AN-ACT-CHOOSE" in text
    session.click_key(("action", Action.BUILD))
    assert session.step_of() == "build"
    assert session.history.current.outcome.move.action is Action.BUILD


def test_the_x_token_action_is_picked_then_its_card():
    """AN-ACT-XACTION: the button picks the X-token action; the card clicked then moves to
    slot 1 and the seat gains an X-token."""
    session = at_turn()
    session.click_key(("xaction", None))
    assert session.picked() == {"xmode": True}
    session.click_key(("action", Action.SPONSORS))
    zoo = session.state.zoo(0)
    assert zoo.x_tokens == 1 and zoo.row[0].action is Action.SPONSORS


def building_turn() -> ArkNovaSession:
    session = at_turn()
    session.click_key(("action", Action.BUILD))
    session.click_key(("kind", "enclosure_2"))
    assert session.picked() == {"kind": "enclosure_2"}
    return session


def test_a_building_hovered_over_water_or_rock_is_refused_with_its_rule():
    """AN-BUILD-FORBID: the hovered anchor's footprint on rock or water is refused, the
    hex named, nothing played."""
    session = building_turn()
    zmap = zoo_map(session.state.map_id)
    water = min(zmap.water)
    before = session.state
    session.hover_key(("hex", water))
    text = session.explanation_text
    assert text.startswith("Not allowed") and "AN-BUILD-FORBID" in text
    assert "water" in text
    session.click_key(("hex", water))
    assert session.state is before
    rock = min(zmap.rock)
    session.hover_key(("hex", rock))
    assert "rock, never built on (AN-BUILD-FORBID)" in session.explanation_text


def test_a_building_hovered_shows_its_ghost_turns_with_r_and_a_click_places_it():
    """AN-COMP-ROTATE: the ghost is the footprint in the current rotation; R turns it and the
    verdict follows; a click builds (AN-BUILD-ADJ, AN-BUILD-COST), undo takes it back."""
    session = building_turn()
    session.hover_key(("hex", (1, 6)))
    assert session.shown_feedback.ghost == ((1, 6), (1, 8))
    assert "Allowed: build size-2 enclosure at (1,6), rotation 0" in session.explanation_text
    session.key_down("R")
    assert session.rot == 1
    assert "rotation 1" in session.explanation_text
    assert session.shown_feedback.ghost != ((1, 6), (1, 8))
    session.key_down("ArrowLeft")
    assert session.rot == 0
    before = session.state
    session.click_key(("hex", (1, 6)))
    move = session.history.current.outcome.move
    assert move == Place("enclosure_2", (1, 6), 0, seat=0)
    zoo = session.state.zoo(0)
    assert zoo.money == before.zoo(0).money - 4
    assert any(b.anchor == (1, 6) for b in zoo.buildings)
    session.undo()
    assert session.state == before


def test_a_building_kind_alone_is_a_partial_move_the_engine_judges():
    session = building_turn()
    partial = session.asked_partial()
    assert isinstance(partial, Partial) and partial.get("kind") == "enclosure_2"
    assert session.module.check(session.state, partial).legal


def test_a_bad_rotation_is_explained_in_both_languages_and_changes_nothing():
    session = building_turn()
    assert not session.rotate("two")
    assert "turn, not two." in session.explanation_text and session.rot == 0
    session.set_lang("fr")
    assert not session.rotate(1.5)
    assert "pas 1.5" in session.explanation_text


def test_the_deck_is_a_key_and_stop_a_named_option():
    """AN-CARDS-DRAW / AN-CARDS-TABLE: in the Cards action the deck is clicked to draw;
    "draw no more" is a named option (no hex, card or Action card names it), and its key
    plays it."""
    session = at_turn()
    session.click_key(("action", Action.CARDS))
    assert session.step_of() == "draw" and session.options() == ()
    hand = len(session.state.zoo(0).hand)
    session.click_key(("folder", 0))
    assert len(session.state.zoo(0).hand) == hand + 1
    words = [type(m).__name__ for m in session.options()]
    assert words == ["Stop"]
    session.hover_key(("option", 0))
    assert session.explanation_text.startswith("Allowed")
    session.click_key(("option", 0))
    assert type(session.history.current.outcome.move).__name__ == "Stop"
    session.click_key(("option", 5))                 # no such option: nothing is played
    assert session.last_error is None


@pytest.mark.parametrize("players,map_id", [(2, "A"), (1, "0"), (4, "A")])
def test_every_map_hex_is_hit_at_its_centre_and_every_key_drawn_is_found(players, map_id):
    board = ArkNovaBoard(players=players, map=map_id, seed=2)
    for h in zoo_map(map_id).hexes:
        assert board.hit(*centre(h)) == ("hex", h)
        assert hex_at(*centre(h)) == h
    keys = key_pixels(board)
    kinds = {k[0] for k in keys}
    assert {"hex", "action", "x", "xaction", "kind", "rotate", "folder", "seat",
            "hand"} <= kinds
    assert len([k for k in keys if k[0] == "seat"]) == players


def test_the_hand_is_behind_the_curtain_in_the_play_view():
    board = ArkNovaBoard(seed=1, teaching=False)
    session = board.session
    assert session.curtained
    hand_y = 494 + 40
    assert board.hit(100, hand_y) == ("curtain", None)
    board.click(100, hand_y)
    assert not session.curtained
    assert board.hit(4 + 4 + 10, hand_y)[0] == "hand"


# ---------------------------------------------------------------- the second slice

def test_the_legal_anchors_of_the_picked_building_are_the_engines_and_turn_with_it():
    """AN-BUILD-FORBID / AN-BUILD-ADJ / AN-COMP-ROTATE: the anchors lit are exactly those
    whose footprint in the current rotation is a legal placement of the engine; turning
    the building changes them; water is never lit."""
    from tutor.ark_nova.buildings import kind
    from tutor.ark_nova.zoo_map import GRID

    session = building_turn()
    shape = kind("enclosure_2")
    legal = {frozenset(shape.footprint(m.anchor, m.rot))
             for m in session.module.legal_moves(session.state) if isinstance(m, Place)
             and m.kind == "enclosure_2"}
    now, other = session.legal_anchors()
    assert (1, 6) in now and (0, 3) in now
    for h in GRID:
        allowed = session.module.check(session.state, Place("enclosure_2", h, 0, seat=0)).legal
        assert (h in now) == allowed, h
        assert allowed == (frozenset(shape.footprint(h, 0)) in legal)
    assert not set(now) & set(other)
    assert not set(now) & zoo_map(session.state.map_id).water
    assert "Lit on the map: 4 anchors where it may stand in this rotation" in \
        session.explanation_text
    session.rotate(1)
    turned, _ = session.legal_anchors()
    assert turned != now
    assert all(session.module.check(session.state, Place("enclosure_2", h, 1, seat=0)).legal
               for h in turned)


def test_the_board_lights_every_legal_anchor_on_the_selection_layer():
    from widgets import draw as D

    board = ArkNovaBoard(seed=1)
    session = board.session
    while session.step_of() == "keep":
        session.click_key(("hand", session.state.zoo(session.acting()).hand[4]))
    session.click_key(("action", Action.BUILD))
    recording = D.Recorder()
    board.draw_selection(recording, session.state)
    assert not any(op[1] == "fill_polygon" for op in recording.ops)   # no kind yet
    session.click_key(("kind", "enclosure_2"))
    recording = D.Recorder()
    board.draw_selection(recording, session.state)
    now, _ = session.legal_anchors()
    assert len([op for op in recording.ops if op[1] == "fill_polygon"]) == len(now) > 0


def test_a_hovered_placement_names_the_bonus_it_covers():
    """AN-BUILD-BONUS: the verdict of an anchor covering a placement bonus names it."""
    session = building_turn()
    session.hover_key(("hex", (0, 3)))
    assert "covering (0,3) gives: 1 X-token (AN-BUILD-BONUS)" in session.explanation_text
    session.set_lang("fr")
    assert "couvrir (0,3) rapporte : 1 jeton X (AN-BUILD-BONUS)" in session.explanation_text


def association_turn() -> ArkNovaSession:
    session = at_turn()
    session.click_key(("action", Action.ASSOCIATION))
    assert session.step_of() == "assoc"
    return session


def test_a_partner_zoo_on_offer_is_the_whole_task():
    """AN-ASSOC-ZOO / AN-ASSOC-OFFER: a partner zoo of the association board clicked is the
    task; it leaves the offer."""
    session = association_turn()
    session.hover_key(("zoo", "africa"))
    text = session.explanation_text
    assert text.startswith("Allowed: take the Africa partner zoo.")
    assert "(AN-ASSOC-OFFER)" in text and "(AN-ASSOC-ZOO)" in text
    session.click_key(("zoo", "asia"))
    assert session.state.zoo(0).partner_zoos == ("asia",)
    assert "asia" not in session.state.offer_zoos
    assert session.step_of() == "turn"


def test_a_university_on_offer_is_the_whole_task():
    """AN-ASSOC-UNI: a university of the association board clicked is the task."""
    session = association_turn()
    uni = session.state.offer_unis[0]
    session.hover_key(("uni", uni))
    assert session.explanation_text.startswith("Allowed") and "(AN-ASSOC-UNI" in \
        session.explanation_text
    session.click_key(("uni", uni))
    assert session.state.zoo(0).universities == (uni,)


def test_a_project_then_its_level_is_support_with_the_engines_verdicts():
    """AN-ASSOC-CP: a project card of the hand is the project part (kept, a partial
    verdict); a level is the whole Support, refused here with the level's need
    (AN-PROJ-COLLECTION); a level of a base project in play likewise (AN-PROJ-BASE).
    Putting it into play without support stays a named option."""
    session = association_turn()
    session.click_key(("hand", 130))
    assert session.picked() == {"project": 130}
    assert "1 allowed move goes on from these choices (AN-ASSOC-TASKS)" in \
        session.explanation_text
    session.hover_key(("level", (130, 1)))
    text = session.explanation_text
    assert text.startswith("Not allowed: support level 1 of project 130.")
    assert "(AN-PROJ-COLLECTION)" in text
    assert ("level", (130, 1)) in [m.target for m in session.shown_feedback.marks]
    before = session.state
    session.click_key(("level", (130, 1)))
    assert session.state is before
    session.hover_key(("level", (106, 2)))
    assert "(AN-PROJ-BASE)" in session.explanation_text
    assert [type(m).__name__ for m in session.options()] == ["GainReputation", "Support",
                                                              "Support"]
    assert all(m.level == 0 for m in session.options()[1:])


def test_the_association_board_keys_are_found_where_they_are_drawn():
    board = ArkNovaBoard(seed=1)
    state = board.session.state
    keys = key_pixels(board)
    assert {("zoo", c) for c in state.offer_zoos} <= set(keys)
    assert {("uni", u) for u in state.offer_unis} <= set(keys)
    for p in state.projects:
        assert ("project", p.number) in keys
        assert {("level", (p.number, i + 1)) for i in range(len(p.marks))} <= set(keys)


def test_a_sponsor_card_of_the_hand_is_played_with_the_engines_reasons():
    """AN-SPONSORS-BASIC: a sponsor card of the hand clicked is PlaySponsor from the hand;
    its verdict has the reasons of the card explained alone (sponsors.explain_card); a
    card that is no sponsor, a sponsor above the strength, a display card on side I are
    refused."""
    from tutor.ark_nova.sponsors import PlaySponsor, explain_card
    from tutor.core import render

    session = ArkNovaSession(seed=2)
    while session.step_of() == "keep":
        session.click_key(("hand", session.state.zoo(session.acting()).hand[4]))
    session.click_key(("action", Action.SPONSORS))
    assert session.step_of() == "sponsors"
    session.hover_key(("hand", 117))
    assert "card 117 is no sponsor card (AN-SPONSORS-BASIC)" in session.explanation_text
    session.hover_key(("hand", 247))
    assert "level 6, strength 4: level ≤ strength (AN-SPONSORS-BASIC)" in \
        session.explanation_text
    from tutor.ark_nova.cards import Sponsor, card
    folder = next(i for i, n in enumerate(session.state.display, 1)
                  if isinstance(card(n), Sponsor))
    session.hover_key(("folder", folder))
    assert "plays from the hand only (AN-SPONSORS-BASIC)" in session.explanation_text
    session.hover_key(("hand", 238))
    text = session.explanation_text
    assert text.startswith("Allowed")
    for reason in explain_card(session.state, 238):
        assert render(reason.msg, "en") in text
    session.click_key(("hand", 238))
    assert session.history.current.outcome.move == PlaySponsor(238, 0, seat=0)
    assert 238 in session.state.zoo(0).played


def test_the_other_zoos_are_small_maps_and_a_click_shows_one_large():
    from widgets.games.ark_nova.board import MINIS

    board = ArkNovaBoard(players=3, seed=1)
    session = board.session
    shown = session.seat()
    others = [s for s in range(3) if s != shown]
    assert [board.hit(*box.center) for box in MINIS[:2]] == [("mini", s) for s in others]
    assert board.hit(*MINIS[2].center) is None
    board.click(*MINIS[0].center)
    assert session.seat() == others[0]
    assert board.hit(*MINIS[0].center) == ("mini", shown)
    solo = ArkNovaBoard(players=1, map="0", seed=1)
    assert solo.hit(*MINIS[0].center) is None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_whole_board_draws_in_both_languages(lang):
    """Every layer draws at every step reached here, in English and in French."""
    from widgets import draw as D

    board = ArkNovaBoard(players=3, seed=1, lang=lang)
    session = board.session
    while session.step_of() == "keep":
        session.click_key(("hand", session.state.zoo(session.acting()).hand[4]))
    session.click_key(("action", Action.ASSOCIATION))
    for _name, draw in board.layer_painters():
        draw(D.Recorder())


# ---------------------------------------------------------------- a break, the end

def _played(players: int, seed: int, until) -> tuple:
    """Random legal moves (a seeded ``random.Random``, no clock) from a new game until
    ``until(outcome)``: the state before that move, the move, and the state after."""
    import random

    from tutor.ark_nova.state import Options

    rng = random.Random(seed)
    state = an.initial_state(Options(players=players, map="A"), seed=seed)
    while not an.table(state).over:
        move = rng.choice(an.legal_moves(state))
        out = an.apply(state, move)
        if until(out):
            return state, move, out.after
        state = out.after
    return state, None, state


def _break_story(lang: str = "en") -> ArkNovaBoard:
    """A board whose last move resolved a whole break (AN-BREAK-1..6)."""
    before, move, _ = _played(2, 5, lambda out: any(e.rule == "AN-BREAK-5" for e in out.events))
    assert move is not None
    board = ArkNovaBoard(before, lang=lang)
    assert board.session.commit(move)
    return board


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_break_stepped_through_marks_every_step_on_the_board(lang):
    """AN-BREAK-1..6 replayed step by step: each step is named in the panel and marks what
    it is about on the board drawn from the step's own snapshot: the discarding seat's hand,
    the Action cards, the association tasks, folders 1–2 and the refilled ones, each kiosk
    and its counted neighbours (AN-BREAK-5), the break track; the zoo drawn is the seat's
    the step is about."""
    from tutor.ark_nova.steps import Income
    from widgets import draw as D
    from widgets.games.ark_nova.board import BREAK_BOX, FOLDERS, TASKS

    board = _break_story(lang)
    session = board.session
    events = session.story_events
    rules = [e.rule for e in events]
    for rule in ("AN-BREAK-2", "AN-BREAK-3", "AN-BREAK-4", "AN-BREAK-5", "AN-BREAK-6"):
        assert rule in rules
    session.replay()
    for i, event in enumerate(events):
        assert session.step_shown == (i + 1, len(events))
        marks = session.shown_feedback.marks
        assert marks, event.explain()
        assert event.explain(lang, at_start=False) in session.explanation_text
        drawn = [board._box(m.target) if m.target[0] != "hex" else m.target for m in marks]
        assert any(drawn), (event.rule, marks)          # every step marks something drawn
        targets = [m.target for m in marks]
        if event.rule == "AN-BREAK-4":
            assert board._box(targets[0]) == FOLDERS[0] and board._box(targets[1]) == FOLDERS[1]
        if event.rule == "AN-BREAK-3":
            assert {board._box(t) for t in targets if t[0] == "task"} <= set(TASKS)
        if event.rule == "AN-BREAK-6":
            assert board._box(targets[-1]) == BREAK_BOX
        if isinstance(event.data, Income):
            assert session.seat() == event.data.seat       # the zoo drawn is the seat's
            kiosks = {m.target[1] for m in marks if m.style == "focus" and m.target[0] == "hex"}
            assert kiosks == {k.kiosk.anchor for k in event.data.kiosks}
            paying = {m.target[1] for m in marks if m.style == "ok"}
            assert paying == {h for k in event.data.kiosks for b in k.paying for h in b.cells}
        recording = D.Recorder()
        board.draw_pieces(recording, session.shown_state, live=False)
        texts = [op[2][0] for op in recording.ops if op[1] == "fill_text"]
        money = session.shown_state.zoo(session.seat()).money
        assert any(str(money) in t for t in texts)     # the step's own money is drawn
        for _name, draw in board.layer_painters():
            draw(D.Recorder())
        session.step(1)
    assert not session.replaying


def _game_over():
    _, _, state = _played(2, 3, lambda out: False)
    assert an.table(state).over
    return state


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_screen_shows_the_engines_result_card_by_card(lang):
    """AN-END-FINAL / AN-END-TARGET / AN-END-SCORE / AN-END-TIE: a game played to the end
    (seeded random legal moves); the end screen writes, per seat, the appeal and
    conservation before and after, each final scoring card and end-game effect with its
    points, T(C) and the victory points, exactly the engine's ``result``; and the winner."""
    from tutor.ark_nova.end import result
    from tutor.ark_nova.tracks import target_terms
    from tutor.core import render
    from widgets import draw as D
    from widgets.games.ark_nova.board import SCORE

    state = _game_over()
    board = ArkNovaBoard(state, lang=lang)
    done = result(state)
    heading, columns = board.score_lines(state, lang)
    assert heading == render(done.msg, lang)
    assert len(columns) == len(done.seats) == 2
    for sr, lines in zip(done.seats, columns):
        text = "\n".join(t for t, _ in lines)
        plus_a = sum(p.appeal for p in sr.points)
        plus_c = sum(p.conservation for p in sr.points)
        assert f"{sr.appeal} + {plus_a} = {sr.score.appeal}" in text
        assert f"{sr.conservation} + {plus_c} = {sr.score.conservation}" in text
        base, per = target_terms(sr.score.conservation)
        assert f"T({sr.score.conservation}) = {base} − {per}×{sr.score.conservation} = " \
               f"{sr.score.target}" in text
        assert f"{sr.score.appeal} − {sr.score.target} = {sr.vp} " in text
        assert sr.score.appeal - sr.score.target == sr.vp
        for p in sr.points:                         # every card and effect, with its points
            line = next(t for t, _ in lines if t.startswith(f"{p.card} "))
            if p.conservation:
                assert f"+{p.conservation} conservation" in line
            if p.appeal:
                assert f"+{p.appeal} " in line
        won = ("wins" if lang == "en" else "gagne") in lines[0][0]
        assert won == (sr.seat in done.winners)
    assert any(sr.points for sr in done.seats)
    recording = D.Recorder()
    board.draw_pieces(recording, state, live=True)
    texts = [op[2] for op in recording.ops if op[1] == "fill_text"]
    inside = [t for t, x, y in texts if SCORE.contains(x, y)]
    assert any(heading in t for t in inside)
    assert any(t.startswith(columns[1][-2][0][:20]) for t in inside)
    assert render(done.msg, lang) in board.session.explanation_text
    for sr in done.seats:
        assert render(sr.msg, lang) in board.session.explanation_text


def test_the_end_screen_is_not_drawn_before_the_end():
    from widgets import draw as D
    from widgets.games.ark_nova.board import SCORE

    board = ArkNovaBoard(seed=1)
    recording = D.Recorder()
    board.draw_pieces(recording, board.session.state, live=True)
    assert not any(op[1] == "fill_text" and "Final score" in op[2][0] for op in recording.ops)
    assert SCORE.y > 590            # the map, the row, the display and the hand stay above


def test_a_building_placed_is_outlined_when_its_story_is_stepped_through():
    """AN-BUILD-BASIC: replayed, the step that places the building outlines its hexes on the
    zoo of the seat that built it."""
    session = building_turn()
    session.click_key(("hex", (0, 3)))
    session.replay()
    while "places size-2 enclosure at (0,3)" not in session.explanation_text.splitlines()[0]:
        session.step(1)
        assert session.replaying
    from tutor.ark_nova.buildings import kind

    hexes = {m.target[1] for m in session.shown_feedback.marks if m.target[0] == "hex"}
    assert hexes == set(kind("enclosure_2").footprint((0, 3), 0)) == {(0, 3), (0, 5)}
    assert session.seat() == 0


def test_a_whole_game_against_the_computer_on_seat_2_is_played_to_the_end():
    """A new two-player game (AN-SETUP-MAP) with the computer on Player 2, the learner's
    moves any legal ones of Player 1: the session lets the computer answer every time it is
    asked, and the game reaches its final scoring (AN-END-FINAL) with a result."""
    import random

    session = ArkNovaSession(players=2, map="A", seed=0, teaching=False, computer="2")
    rng = random.Random(1)
    for _ in range(2000):
        if session.state.over:
            break
        if session.computer_asked():
            assert session.computer_play() > 0
            continue
        moves = [m for m in an.legal_moves(session.state) if m.seat == 0]
        assert moves and session.commit(rng.choice(moves))
    assert session.state.over
    seats = [e.outcome.move.seat for e in session.history.entries[1:]]
    assert seats.count(1) > 50 and seats.count(0) > 50      # both played a whole game
    said = [line.text for line in session.over_lines("en")]
    assert any("wins with" in t or "share the victory" in t for t in said)
    assert sum(t.startswith(("Player 1:", "Player 2:")) for t in said) == 2   # each seat


# ---------------------------------------------------------------- undo a whole action

@pytest.mark.parametrize("lang", ["en", "fr"])
def test_undo_the_whole_turn_button_takes_back_every_step_of_an_action(lang):
    """AN-ACT-TURN: a turn is one action of several steps (Cards: the action, two draws, a
    discard). "Undo" takes back one step; "Undo the whole turn" (under More) takes back
    the action to the choice of an Action card, and says so in words."""
    board = ArkNovaBoard(seed=1, lang=lang)
    board._build_extras()
    while an.asks(board.session.state)[0].step != "turn":      # both seats keep 4 cards
        assert board.session.play(an.format_move(an.legal_moves(board.session.state)[0]))
    start = board.session.state
    seat = an.asks(start)[0].seat
    for text in ("cards", "draw:deck", "draw:deck"):
        assert board.session.play(text), text
    discard = next(m for m in an.legal_moves(board.session.state))
    assert board.session.play(an.format_move(discard))
    assert an.asks(board.session.state)[0].seat != seat          # the turn passed
    board._buttons["undo"].click()
    assert an.to_notation(board.session.state) != an.to_notation(start)
    assert an.asks(board.session.state)[0].seat == seat           # one step back: the discard
    assert not board._buttons["undo_turn"].disabled
    board._buttons["undo_turn"].click()
    assert an.to_notation(board.session.state) == an.to_notation(start)
    said = board.session.explanation_text.splitlines()[0]
    assert said == {"en": "Undone: the whole turn (3 moves), from Cards, no X-token spent.",
                    "fr": "Annulé : le tour entier (3 coups), depuis Cartes, sans dépenser "
                          "de jeton X."}[lang]
    assert board._buttons["undo_turn"].description == {
        "en": "↶↶ Undo the whole turn", "fr": "↶↶ Annuler tout le tour"}[lang]


# ---------------------------------------------------------------- the panel, the tiles, paging

def reach(done, players: int = 2, seed: int = 0, **settings) -> ArkNovaBoard:
    """A board of a new game played on with random legal moves (a seeded ``Random``, through
    the session's ``commit``) until ``done(session)``."""
    import random

    board = ArkNovaBoard(players=players, seed=seed, **settings)
    session = board.session
    rng = random.Random(seed)
    for _ in range(2000):
        if done(session):
            return board
        assert session.commit(rng.choice(an.legal_moves(session.state)))
    raise AssertionError("never reached")


def test_the_left_panel_tokens_are_drawn_picked_by_click_then_the_order_is_an_option():
    """AN-MAP-PANEL-CHOICE: the seat's 7 panel tokens are keys of the canvas; hovered when
    the step asks, the engine's verdict; a click picks the slot, and the two orders of its
    bonus (before or after the project's reward) are the named options."""
    board = reach(lambda s: s.step_of() == "panel")
    session = board.session
    keys = key_pixels(board, stride=4)
    assert {("panel", s) for s in range(1, 8)} <= set(keys)
    assert board.hit(*keys[("panel", 3)]) == ("panel", 3)
    assert not any(type(m).__name__ == "PanelToken" for m in session.options())
    slot = next(i + 1 for i, there in enumerate(session.state.zoo(session.acting()).panel)
                if there)
    session.hover_key(("panel", slot))
    assert "AN-MAP-PANEL-CHOICE" in session.explanation_text
    session.click_key(("panel", slot))
    assert session.picked() == {"slot": slot}
    tokens = [m for m in session.options() if type(m).__name__ == "PanelToken"]
    assert sorted(m.first for m in tokens) == [False, True] and {m.slot for m in tokens} \
        == {slot}
    index = session.options().index(tokens[0])
    session.click_key(("option", index))
    move = session.history.current.outcome.move
    assert move == tokens[0]
    assert not session.state.zoo(move.seat).panel[slot - 1]


def test_a_bonus_tile_of_conservation_space_5_or_8_is_taken_by_click():
    """AN-CONS-5-8 / AN-BONUS-TILES: the tiles still on spaces 5 and 8 are drawn with the
    track; hovered, the engine's verdict; a click is the whole Tile move; 5 money stays a
    named option."""
    board = reach(lambda s: s.step_of() == "tile")
    session = board.session
    state = session.state
    keys = key_pixels(board, stride=4)
    for tile in state.tiles5 + state.tiles8:
        assert ("tile", tile) in keys
    assert [type(m).__name__ for m in session.options()] == ["Money5"]
    legal = [m for m in an.legal_moves(state) if type(m).__name__ == "Tile"]
    tile = legal[0].tile
    session.hover_key(("tile", tile))
    assert session.explanation_text.startswith("Allowed") and "AN-CONS-5-8" in \
        session.explanation_text
    session.click_key(("tile", tile))
    assert session.history.current.outcome.move == legal[0]
    assert tile not in session.state.tiles5 + session.state.tiles8


def test_a_final_scoring_card_is_placed_under_the_pile_by_click_at_space_10():
    """AN-CONS-10: the seat's final scoring cards are drawn with the conservation track; when
    space 10 asks one back, a card is the whole DropFinal (whose words never name it)."""
    board = reach(lambda s: s.step_of() == "drop")
    session = board.session
    seat = session.acting()
    held = session.state.zoo(seat).final_scoring
    assert session.finals_shown() == held
    keys = key_pixels(board, stride=4)
    assert {("final", c) for c in held} <= set(keys)
    assert not any(type(m).__name__ == "DropFinal" for m in session.options())
    session.hover_key(("final", held[0]))
    assert "AN-CONS-10" in session.explanation_text
    session.click_key(("final", held[0]))
    assert session.history.current.outcome.move.card == held[0]
    assert held[0] not in session.state.zoo(seat).final_scoring


def test_more_than_eight_options_are_paged_with_the_arrows(monkeypatch):
    """Every legal move is reachable by clicks: with more named options than a row shows,
    ▶ shows the next page (its keys the options' own indices), ◀ the one before. Random
    games rarely offer more than 8 named options now that panel tokens, tiles and card
    picks are clicked on the board, so the row is made 2 options wide here."""
    import widgets.games.ark_nova.session as S

    monkeypatch.setattr(S, "MAX_OPTIONS", 2)
    board = reach(lambda s: len(s.options()) > 2)
    session = board.session
    options = session.options()
    assert [i for i, _ in session.options_shown()] == [0, 1]
    keys = key_pixels(board, stride=4)
    assert ("page", 1) in keys and ("option", 2) not in keys
    board.click(*keys[("page", 1)])
    assert "page 2 of" in session.explanation_text
    assert [i for i, _ in session.options_shown()] == list(range(2, min(4, len(options))))
    keys = key_pixels(board, stride=4)
    assert ("option", 2) in keys and ("option", 0) not in keys
    session.click_key(("page", -1))
    assert session.options_page() == 0
    session.click_key(("page", 1))
    board.click(*keys[("option", 2)])
    assert session.history.current.outcome.move == options[2]


# ---------------------------------------------------------------- setup, seats, undo

@pytest.mark.parametrize("players,map_id", [(1, "0"), (3, "A")])
def test_a_new_game_from_the_setup_row(players, map_id):
    """The setup row (the engine's Options: 1–4 players, AN-SOLO; map A or 0,
    AN-SETUP-MAP) deals the game it shows."""
    board = ArkNovaBoard(seed=2)
    board.choose_setup("players", players)
    board.choose_setup("map", map_id)
    board.choose_setup("seed", 5)
    board.session.new_game()
    state = board.session.state
    assert (state.players, state.map_id, board.session.seed) == (players, map_id, 5)
    assert f"map {map_id}, seed 5" in board.session.explanation_text
    assert len([k for k in key_pixels(board) if k[0] == "seat"]) == players


@pytest.mark.parametrize("players,computer", [(2, {1}), (1, None)])
def test_a_learner_plays_a_whole_game_through_the_session(players, computer):
    """A learner on seat 1 (moves picked from the legal moves with a seeded Random, typed
    through the session's move box) against the computer on seat 2, or solo (AN-SOLO),
    plays to the end: the game is over and its result said (AN-END-FINAL)."""
    import random

    session = ArkNovaSession(players=players, seed=3, computer=computer)
    rng = random.Random(3)
    for _ in range(3000):
        if not an.asks(session.state):
            break
        seat = session.acting()
        assert seat == 0
        move = rng.choice([m for m in an.legal_moves(session.state) if m.seat == seat])
        assert session.play(an.format_move(move)), session.explanation_text
        assert session.last_error is None
    assert session.state.over and session.table().over
    assert ("wins" in session.explanation_text if players > 1
            else "Solo:" in session.explanation_text)


def test_the_hot_seat_curtain_hides_the_hand_and_the_final_scoring_cards():
    """Hidden information (the engine's HIDDEN: hands, final scoring cards): in the play
    view the seat not served never sees the other's; the curtain hides both until the
    seat to move takes the screen."""
    from widget_support import RecordingCanvas

    board = ArkNovaBoard(seed=1, teaching=False)
    session = board.session

    def texts() -> list[str]:
        canvas = RecordingCanvas()
        board.draw_pieces(canvas, session.state, True)
        return [args[0] for name, args, _ in canvas.calls if name == "fill_text"]

    assert session.curtained and session.acting() == 0
    assert board._hand(session.state) is None and session.finals_shown() == ()
    assert not any(t.startswith("final ") for t in texts())
    assert "2 hidden" in texts()
    session.take_screen()
    finals = session.state.zoo(0).final_scoring
    assert session.finals_shown() == finals and board._hand(session.state) is not None
    assert {f"final {c}" for c in finals} <= set(texts())
    session.look_at(1)                                  # the other seat's zoo: hidden
    assert session.finals_shown() == () and board._hand(session.state) is None
    session.look_at(0)
    session.click_key(("hand", session.state.zoo(0).hand[4]))   # keeps: seat 2 is asked
    assert session.acting() == 1 and session.curtained
    assert session.finals_shown() == () and board._hand(session.state) is None
    assert not any(t.startswith("final ") for t in texts())
    session.hover_key(("final", session.state.zoo(1).final_scoring[0]))
    assert "final scoring card" not in session.explanation_text.lower()
    session.take_screen()
    assert session.finals_shown() == session.state.zoo(1).final_scoring


def build_ii_turn(players: int) -> ArkNovaSession:
    """After AN-SETUP-HAND, seat 1's Build card turned to side II (AN-ACT-UPGRADE) in
    slot 2: Build at strength 2 builds two pavilions (AN-BUILD-UPG)."""
    session = at_turn(players=players)
    text = an.to_notation(session.state)
    zoos = text.split(" zoos=")[1]
    first = zoos.split(";")[0]
    session.load_position(text.replace(" zoos=" + first,
                                       " zoos=" + first.replace("build1", "build2"), 1))
    assert session.state.zoo(0).row[1].action is Action.BUILD
    return session


def pavilion(session: ArkNovaSession) -> None:
    session.click_key(("kind", "pavilion"))
    anchor = next(m.anchor for m in an.legal_moves(session.state)
                  if isinstance(m, Place) and m.kind == "pavilion")
    session.click_key(("hex", anchor))


@pytest.mark.parametrize("players", [2, 1])
def test_undo_takes_back_one_step_and_undo_turn_the_whole_action(players):
    """Undo in the middle of Build II (AN-BUILD-UPG, two buildings): ``undo`` takes back
    the one building, ``undo_turn`` the whole action back to the Action card choice
    (AN-ACT-TURN), both said in words; in a solo game too, where one seat is asked all
    along, the turn begins at the Action card choice, not at the game's start."""
    session = build_ii_turn(players)
    session.click_key(("action", Action.CARDS))         # a first turn: Build slides right
    for _ in range(50):                                 # on to seat 1's next turn
        if session.step_of() == "turn" and session.acting() == 0:
            break
        assert session.commit(an.legal_moves(session.state)[0])
    assert session.step_of() == "turn" and session.acting() == 0
    start = session.history.index
    session.click_key(("action", Action.BUILD))
    assert session.step_of() == "build"
    pavilion(session)
    assert session.step_of() == "build" and session.history.index == start + 2
    session.undo()
    assert session.history.index == start + 1 and session.step_of() == "build"
    assert session.explanation_text.startswith("Undone: build pavilion at")
    session.redo()
    session.undo_turn()
    assert session.history.index == start and session.step_of() == "turn"
    assert session.explanation_text.startswith("Undone: the whole turn (2 moves), from Build")
