"""The Oh Hell table, kernel side (no browser): what the learner sees and gets.

Every test drives the table through its public handlers (pixels, chips, cards, notation)
and asserts on the explanation panel's text and on the position's notation. Positions are
the fact sheet's worked examples (the engine's puzzles) and positions derived from them by
the engine itself.
"""

from __future__ import annotations

import html
import random

import ipywidgets
import pytest

import tutor.oh_hell as oh
from tutor.core import LANGUAGES, NotationError
from tutor.core.i18n import catalog, placeholders
from tutor.core.puzzles import judge
from widgets import OhHellBoard
from widgets.games.oh_hell.board import CHIPS, HAND, TABLE, TRAY, seat_box

#: The dealer (Player 4) bids last; the others bid 2, 1, 0 for 5 tricks: 2 is forbidden.
DEALER = ("oh1 players=4 seq=long scoring=positive seed=0 hand=6 size=5 dealer=4 trump=7D "
          "hands=2C,5C,9D,4H,KS|3C,JC,2D,8H,QS|7C,AC,5D,TH,3S|8C,KD,AH,2S,9S bids=2,1,0,- "
          "won=0,0,0,0 scores=0,0,0,0")
#: Last card of a one-card hand (hand 10 of 19): playing it ends the hand (scores).
LAST_CARD = ("oh1 players=4 seq=long scoring=positive seed=0 hand=10 size=1 dealer=4 trump=5H "
             "hands=-|-|-|AD bids=0,0,0,0 won=0,0,0,0 lead=1 trick=9S,KS,2H scores=0,0,0,0")


def after(position: str, *moves: str) -> str:
    state = oh.from_notation(position)
    for text in moves:
        state = oh.apply(state, oh.parse_move(text)).after
    return oh.to_notation(state)


def explain(position: str, move: str, lang: str = "en") -> str:
    return oh.check(oh.from_notation(position), oh.parse_move(move)).explain(lang)


def event_lines(position: str, *moves: str, lang: str = "en") -> list[str]:
    """The numbered events of the last move, as the panel lists them."""
    state = oh.from_notation(position)
    for text in moves[:-1]:
        state = oh.apply(state, oh.parse_move(text)).after
    events = oh.apply(state, oh.parse_move(moves[-1])).events
    return [f"{i}. {e.explain(lang)}" for i, e in enumerate(events, 1)]


def notation(table: OhHellBoard) -> str:
    return oh.to_notation(table.state)


def marks(table: OhHellBoard) -> set:
    shown = table._hover_feedback or table._feedback
    return {(m.target, m.style) for m in shown.marks}


def card_centre(table: OhHellBoard, code: str) -> tuple[float, float]:
    hand = table.state.hands[table.state.to_act]
    return HAND.rect([c.code for c in hand].index(code)).center


def _puzzle(pid):
    return next(p for p in oh.PUZZLES if p.id == pid)


PLAYING = after(DEALER, "bid 3", "KS")     # Player 2 must follow spades: holds Q♠ only


# ---------------------------------------------------------------- display

def test_table_displays_as_a_fixed_width_vbox():
    table = OhHellBoard(DEALER)
    assert isinstance(table.widget, ipywidgets.VBox)
    assert table.canvas in table.widget.children
    assert table.canvas.layout.width == "760px"
    bundle = table._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"] == table.summary()             # one line, not the repr
    assert repr(table) == f"OhHellBoard({DEALER!r})"           # the repr: paste-able


def test_new_table_deals_the_engines_first_hand_and_fills_the_info_strip():
    table = OhHellBoard()
    state = oh.initial_state(oh.Options(), 0)
    assert notation(table) == oh.to_notation(state)
    assert table.explanation_text.startswith(f"Player {state.to_act + 1} to bid (10 cards each)")
    info = table.info.value
    for text in ("Hand 1 of 19: 10 cards each", f"Dealer: Player {state.dealer + 1}",
                 "Trump: 4♣ (clubs)", "Scoring: positive", "Scores: Player 1 0", "Seed 0"):
        assert text in info, text


def test_option_keywords_are_the_engines_and_options_wins():
    table = OhHellBoard(players=5, sequence="short-ud", scoring="hybrid", vienna=True, seed=3)
    opts = oh.Options(players=5, sequence="short-ud", scoring="hybrid", vienna=True)
    assert notation(table) == oh.to_notation(oh.initial_state(opts, 3))
    assert "Scoring: hybrid, Vienna" in table.info.value
    full = oh.Options(players=3, scoring="balanced", balanced_penalty=2, max_size=4)
    table = OhHellBoard(options=full, players=6)
    assert table.state.options == full
    assert "balanced −2 per trick" in table.info.value


# ---------------------------------------------------------------- bidding

def test_hovering_the_forbidden_dealer_bid_shows_the_sum_and_crosses_the_chip():
    table = OhHellBoard(DEALER)
    table.hover(*CHIPS.rect(2).center)
    text = table.explanation_text
    assert text == explain(DEALER, "bid 2")
    assert text.startswith("Not allowed: Player 4 bids 2.")
    assert "✗ the dealer may not bid 2: 2 + 1 + 0 + 2 = 5 = cards dealt (OH-BID-DEALER)" in text
    assert (("bid", 2), "cross") in marks(table)
    assert {(("seat", s), "warn") for s in range(3)} <= marks(table)   # the bids that add up
    assert notation(table) == DEALER


def test_clicking_the_forbidden_bid_changes_nothing():
    table = OhHellBoard(DEALER)
    table.click_bid(2)
    assert notation(table) == DEALER and not table.can_undo
    assert "2 + 1 + 0 + 2 = 5 = cards dealt" in table.explanation_text
    assert (("bid", 2), "cross") in marks(table)


def test_an_allowed_bid_advances_and_lists_the_events():
    table = OhHellBoard(DEALER)
    table.hover_bid(3)
    assert "the dealer may bid 3: 2 + 1 + 0 + 3 = 6 ≠ 5 cards dealt" in table.explanation_text
    table.click(*CHIPS.rect(3).center)
    assert notation(table) == after(DEALER, "bid 3")
    text = table.explanation_text
    assert text.startswith(explain(DEALER, "bid 3"))
    for line in event_lines(DEALER, "bid 3"):
        assert line in text
    assert "over-bid by 1" in text
    assert "Player 1 to play" in table.info.value


def test_bids_out_of_range_and_not_numbers():
    table = OhHellBoard(DEALER)
    table.hover_bid(9)
    assert "a bid is 0 to 5 tricks (the cards dealt), not 9" in table.explanation_text
    table.click_bid("two")
    assert "'two' is not a bid" in table.explanation_text
    assert notation(table) == DEALER


# ---------------------------------------------------------------- cards

def test_hovering_a_revoke_cites_follow_suit_and_rings_the_deciding_cards():
    table = OhHellBoard(PLAYING)
    table.hover(*card_centre(table, "3C"))
    text = table.explanation_text
    assert text == explain(PLAYING, "3C")
    assert "✗ you must follow spades: you hold Q♠ (OH-PLAY-FOLLOW)" in text
    assert {(("card", "3C"), "cross"), (("card", "QS"), "site"),
            (("card", "KS"), "target")} <= marks(table)
    table.click_card("3C")
    assert notation(table) == PLAYING and "you hold Q♠" in table.explanation_text


def test_hovering_a_card_during_bidding_says_bid_first():
    table = OhHellBoard(DEALER)
    table.hover_card("8C")
    assert table.explanation_text == explain(DEALER, "8C")


def test_a_full_trick_shows_the_winner_with_the_tricks_cards_ringed():
    table = OhHellBoard(PLAYING)
    for code in ("QS", "3S"):
        table.click_card(code)
    table.click(*card_centre(table, "9S"))
    assert notation(table) == after(PLAYING, "QS", "3S", "9S")
    text = table.explanation_text
    for line in event_lines(PLAYING, "QS", "3S", "9S"):
        assert line in text
    assert "(OH-PLAY-WIN)" in text and "Player 1" in text
    trick = table.table_trick
    assert [c.code for c in trick.cards] == ["KS", "QS", "3S", "9S"]
    assert trick.winner == oh.card("KS") and trick.number == 1
    # replaying the win event rings the winning card green, the others gold
    table.replay()
    while not any(e for e in [table._story.events[table._cursor]] if e.rule == "OH-PLAY-WIN"):
        table.step(+1)
    assert {(("card", "KS"), "ok"), (("card", "9S"), "focus")} <= marks(table)
    assert "OH-PLAY-WIN" in table.explanation_text.splitlines()[0]


def test_the_end_of_a_hand_lists_every_score_with_its_formula():
    table = OhHellBoard(LAST_CARD)
    table.click_card("AD")
    text = table.explanation_text
    lines = event_lines(LAST_CARD, "AD")
    for line in lines:
        assert line in text
    scores = [line for line in lines if "(OH-SCORE-POS)" in line]
    assert len(scores) == 4
    assert all("=" in line for line in scores)           # the formula is shown
    state = table.state
    assert state.hand == 10 and state.phase is oh.Phase.BID    # the next hand is dealt
    assert f"Scores: Player 1 {state.scores[0]}" in table.info.value


def test_play_accepts_notation_and_bad_notation_is_explained():
    table = OhHellBoard(DEALER)
    assert table.play("bid 3")
    assert not table.play("bid x")
    try:
        oh.parse_move("bid x")
    except NotationError as exc:
        expected = exc.explain("en")
    assert table.explanation_text == "Could not read that:\n" + expected
    table.hover_card("ZZ")
    assert table.explanation_text.startswith("Could not read that:")
    assert notation(table) == after(DEALER, "bid 3")


def test_bad_positions_are_explained():
    table = OhHellBoard("oh1 players=9")
    assert table.explanation_text.startswith("That position cannot be loaded:")
    assert table.state.options == oh.Options()                # fell back to a default game
    table = OhHellBoard(DEALER)
    assert not table.load_position("oh2 nonsense")
    assert table.explanation_text.startswith("That position cannot be loaded:")
    assert notation(table) == DEALER
    assert table.load_position(PLAYING)
    assert table.explanation_text.startswith("Position loaded.")
    assert "Position from notation" in table.info.value


# ---------------------------------------------------------------- mouse

def test_click_off_the_table_says_so_and_changes_nothing():
    table = OhHellBoard(DEALER)
    table.click(TRAY.right - 3, TRAY.bottom - 3)
    assert table.explanation_text.startswith("That click is outside")
    assert notation(table) == DEALER
    table.click(TABLE.x + TABLE.w / 2, TABLE.y + TABLE.h / 2)   # the felt, between seats
    assert notation(table) == DEALER


def test_hovering_a_seat_tells_its_bid_and_tricks():
    table = OhHellBoard(PLAYING)
    table.hover(*seat_box(0, 4).center)
    assert table.explanation_text == "Player 1: bid 2, 0 tricks won, score 0."


def test_hover_work_happens_only_when_the_target_changes(monkeypatch):
    table = OhHellBoard(DEALER)
    calls = []
    real_check = oh.check
    monkeypatch.setattr(oh, "check", lambda s, m: calls.append(m) or real_check(s, m))
    clears = []
    highlight = table.layers["highlight"]
    real_clear = highlight.clear
    monkeypatch.setattr(highlight, "clear", lambda: clears.append(1) or real_clear())
    box = CHIPS.rect(2)
    for dx in range(1, int(box.w) - 1, 3):                  # many mouse moves on one chip
        table.hover(box.x + dx, box.y + box.h / 2)
    assert len(calls) == 1 and len(clears) == 1
    table.hover(*CHIPS.rect(3).center)                      # another chip: one more check
    assert len(calls) == 2 and len(clears) == 2
    table.hover(*CHIPS.rect(2).center)                      # back: the verdict is cached
    assert len(calls) == 2 and len(clears) == 3
    assert "2 + 1 + 0 + 2 = 5" in table.explanation_text
    table._mouse_out()                                      # leaving the canvas
    assert table.explanation_text.startswith("Player 4 to bid")


# ---------------------------------------------------------------- history and replay

def test_undo_and_redo():
    table = OhHellBoard(DEALER)
    table.play("bid 3")
    table.play("KS")
    table.undo()
    assert notation(table) == after(DEALER, "bid 3")
    assert table.explanation_text.startswith("Undone: Player 1 plays K♠.")
    table.redo()
    assert notation(table) == PLAYING
    assert table.explanation_text.startswith("Played again: Player 1 plays K♠.")
    table.undo()
    table.undo()
    assert notation(table) == DEALER and not table.can_undo
    table.undo()
    assert table.explanation_text == "Nothing to undo."


def test_step_through_draws_each_events_snapshot():
    table = OhHellBoard(DEALER)
    table.play("bid 3")
    n = len(table._story.events)
    table.step(-1)
    assert table.explanation_text.startswith(f"Step {n} of {n}:")
    table.step(-1)
    assert table.shown_state == table._story.events[n - 2].snapshot
    assert "replaying step" in table.info.value
    table.click(*CHIPS.rect(0).center)                      # a click goes back to live
    assert not table.replaying and notation(table) == after(DEALER, "bid 3")


# ---------------------------------------------------------------- languages

def test_french_texts():
    table = OhHellBoard(DEALER, lang="fr")
    table.hover_bid(2)
    assert table.explanation_text == explain(DEALER, "bid 2", "fr")
    assert "le donneur ne peut pas annoncer 2 : 2 + 1 + 0 + 2 = 5" in table.explanation_text
    table.set_lang("en")
    assert "the dealer may not bid 2" in table.explanation_text
    table.set_lang("fr")
    assert "Donneur : Joueur 4" in table.info.value and "Atout : 7♦ (carreau)" in table.info.value
    table.click(TRAY.right - 3, TRAY.bottom - 3)
    assert table.explanation_text.startswith("Ce clic est en dehors")
    table = OhHellBoard(PLAYING, lang="fr")
    table.hover_card("3C")
    assert "vous devez fournir à pique : vous avez D♠" in table.explanation_text


def test_ui_oh_catalog_has_both_languages_with_matching_placeholders():
    ui = {k: v for k, v in catalog().items() if k.startswith(("ui.oh.", "ui.setting.oh_hell."))}
    assert len(ui) > 40
    for key, texts in ui.items():
        assert set(texts) == set(LANGUAGES), key
        assert placeholders(texts["en"]) == placeholders(texts["fr"]), key


# ---------------------------------------------------------------- puzzles

def test_puzzle_correct_answer():
    table = OhHellBoard(puzzle="example-1-dealer-restriction")
    puzzle = _puzzle("example-1-dealer-restriction")
    assert "The dealer&#x27;s restriction" in table.question.value
    assert notation(table) == puzzle.position
    table.hover_bid(2)                                     # refusals still explained
    assert "2 + 1 + 0 + 2 = 5 = cards dealt" in table.explanation_text
    table.click_bid(3)
    result = judge(oh, puzzle, [oh.parse_move("bid 3")])
    assert result.correct
    assert table.explanation_text.startswith(result.explain("en"))
    assert f"Why: {puzzle.text('explanation', 'en')}" in table.explanation_text


def test_puzzle_refused_and_wrong_answers():
    pid = "example-1-dealer-restriction"
    table = OhHellBoard(puzzle=pid)
    table.click_bid(2)
    result = judge(oh, _puzzle(pid), [oh.parse_move("bid 2")])
    assert not result.correct and table.explanation_text.startswith(result.explain("en"))
    assert notation(table) == _puzzle(pid).position
    pid = "example-3-one-card-hand"
    table = OhHellBoard(puzzle=pid)
    table.load_puzzle("example-5-void-may-trump")          # three moves: every seat plays
    for code in ("3D", "7S"):
        table.play(code)
    assert "This attempt is over" not in table.explanation_text
    table.play("8C")
    result = judge(oh, _puzzle("example-5-void-may-trump"),
                   [oh.parse_move(m) for m in ("3D", "7S", "8C")])
    assert not result.correct
    assert table.explanation_text.startswith(result.explain("en"))
    before = notation(table)
    table.play("bid 0")
    assert "This attempt is over" in table.explanation_text and notation(table) == before
    table.reset_puzzle()
    for code in ("AH", "7S", "8C"):
        table.play(code)
    assert table.explanation_text.startswith(
        judge(oh, _puzzle("example-5-void-may-trump"),
              [oh.parse_move(m) for m in ("AH", "7S", "8C")]).explain("en"))


def test_puzzle_hints_off_hides_forecasts_and_the_crossed_chip():
    table = OhHellBoard(puzzle="example-5-void-may-trump")
    table.hover_card("AH")
    text = table.explanation_text
    assert text.startswith("Allowed here: Player 2 plays A♥. Hints are off")
    assert "(OH-PLAY-WIN)" not in text


def test_unknown_puzzle_and_show_answer():
    table = OhHellBoard(DEALER)
    assert not table.load_puzzle("nope")
    assert table.explanation_text.startswith("There is no puzzle 'nope'")
    assert notation(table) == DEALER
    table.load_puzzle("example-4-only-trump-wins")
    table.show_answer()
    assert "The stated answer: AD" in table.explanation_text
    assert table.explanation_text.startswith("Step 1 of ")


def test_a_teachers_puzzle_file(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text('[[puzzle]]\nid = "mine"\nrules = ["OH-BID-DEALER"]\n'
                    f'position = "{DEALER}"\ngoal = "legal"\nanswer = "bid 0"\n'
                    'title = { en = "Mine", fr = "La mienne" }\n'
                    'question = { en = "Bid.", fr = "Annoncez." }\n')
    table = OhHellBoard()
    assert table.load_puzzle_file(path)
    assert table.puzzle.id == "mine" and notation(table) == DEALER
    table.click_bid(0)
    assert table.explanation_text.startswith("Well done: a legal move ✓")


# ---------------------------------------------------------------- new games, views, errors

def test_new_game_with_options_and_refused_options():
    table = OhHellBoard()
    assert table.new_game(players=3, scoring="anderson", seed=5, anderson="per_bid")
    opts = oh.Options(players=3, scoring="anderson", anderson="per_bid")
    assert notation(table) == oh.to_notation(oh.initial_state(opts, 5))
    assert table.explanation_text.startswith(
        "New game: 3 players, long (down then up) sequence, Anderson scoring, seed 5.")
    assert table.setup_value("anderson") == "per_bid" and table.setup_value("players") == 3
    before = notation(table)
    assert not table.new_game(players=9)
    assert table.explanation_text == ("That game cannot be dealt:\n"
                                      "Oh Hell is for 3 to 7 players, not 9\n"
                                      "Nothing changed.")
    assert notation(table) == before
    assert not table.new_game(scoring="anderson", vienna=True)
    assert notation(table) == before
    table.choose_setup("players", 7)                       # the setup row is used
    table.choose_setup("sequence", "short-down")
    table._new_button.click()
    assert table.state.options.players == 7 and table.state.options.sequence == "short-down"


def test_play_view_hides_the_other_hands():
    table = OhHellBoard(PLAYING, teaching=False)
    table.take_screen()                                     # Player 2 is at the screen
    table.hover(*seat_box(3, 4).center)
    assert "Player 4's cards are hidden" in table.explanation_text
    table.hover_card("3C")
    assert "(OH-PLAY-WIN)" not in table.explanation_text   # hints start off as well
    assert "you hold Q♠" in table.explanation_text


def test_hot_seat_each_player_takes_the_screen_before_their_hand_is_shown(monkeypatch):
    faces = []
    monkeypatch.setattr("widgets.games.oh_hell.board.draw_card",
                        lambda c, card, box, lang, alpha=1.0: faces.append(card.code))
    table = OhHellBoard(PLAYING, teaching=False)
    assert table.curtained and table.explanation_text.startswith("Pass the screen to Player 2.")
    table.hover(*HAND.rect(0).center)
    assert table.explanation_text == "Click to show the hand of Player 2."
    table.hover_card("3C")
    assert table.explanation_text == "Player 2: show your hand first (click it below)."
    faces.clear()
    table.click(*HAND.rect(0).center)                       # takes the screen, plays nothing
    assert not table.curtained and oh.to_notation(table.state) == PLAYING
    assert {"3C", "JC", "2D", "8H", "QS"} <= set(faces)      # Player 2's hand, face up
    table.click(*HAND.rect(oh.from_notation(PLAYING).hands[1].index(
        oh.parse_card("QS"))).center)
    assert table.state.to_act == 2 and table.curtained      # Player 3 must take the screen
    assert table.explanation_text.endswith(
        "Pass the screen to Player 3.\nPlayer 3: click your hidden hand below to see your "
        "cards and what only you may see (the others look away).")
    faces.clear()
    table.set_lang("fr")                                    # nothing of Player 3 drawn yet
    assert not {"7C", "AC", "5D", "TH", "3S"} & set(faces)
    assert table.explanation_text.endswith("Passez l'écran au joueur 3.\nJoueur 3 : cliquez "
                                           "sur votre main cachée ci-dessous pour voir vos "
                                           "cartes et ce que vous seul pouvez voir (les "
                                           "autres détournent les yeux).")
    table.click_card("3S")                                  # code acts for the seat to act
    assert "trick=KS,QS,3S" in oh.to_notation(table.state)
    assert table.state.to_act == 3 and table.curtained      # and Player 4 is next


def test_handler_exceptions_are_shown_not_swallowed(monkeypatch):
    table = OhHellBoard(DEALER)

    def broken(state, move):
        raise RuntimeError("engine exploded")

    monkeypatch.setattr(oh, "check", broken)
    table.hover(*CHIPS.rect(1).center)
    assert "Internal error" in table.explanation_text
    assert "RuntimeError: engine exploded" in table.explanation_text
    assert isinstance(table.last_error, RuntimeError)
    assert notation(table) == DEALER
    monkeypatch.undo()
    table.hover_bid(3)
    assert "Internal error" not in table.explanation_text


def test_exception_while_applying_leaves_the_position_unchanged(monkeypatch):
    table = OhHellBoard(DEALER)
    monkeypatch.setattr(oh, "apply", lambda s, m: (_ for _ in ()).throw(ValueError("boom")))
    table.click_bid(3)
    assert "ValueError: boom" in table.explanation_text
    assert notation(table) == DEALER and not table.can_undo


def test_client_ready_repaints_every_layer(monkeypatch):
    table = OhHellBoard(DEALER)
    cleared = []
    for name, layer in table.layers.items():
        real = layer.clear
        monkeypatch.setattr(layer, "clear", lambda real=real, name=name: cleared.append(name)
                            or real())
    table.canvas[-1]._handle_frontend_event(None, {"event": "client_ready"}, [])
    assert set(cleared) == set(table.layers)


@pytest.mark.parametrize("players, teaching", [(3, True), (4, True), (5, True), (6, True),
                                               (7, True), (3, False), (5, False)])
def test_random_hands_played_by_pixel_clicks_follow_the_engine(players, teaching):
    """Every chip and card is reachable by a click at its pixel, for 3 to 7 players; in the
    play view (hot seat) each player first clicks the hidden hand to take the screen."""
    rng = random.Random(players)
    opts = oh.Options(players=players, sequence="short-up", min_size=3, max_size=4)
    table = OhHellBoard(options=opts, seed=players, teaching=teaching)
    state = table.state
    for _ in range(players * 5 + 2):
        if state.phase is oh.Phase.OVER:
            break
        if table.curtained:
            table.click(*HAND.rect(0).center)
            assert not table.curtained and notation(table) == oh.to_notation(state)
        move = rng.choice(oh.legal_moves(state))
        if isinstance(move, oh.Bid):
            table.click(*CHIPS.rect(move.tricks).center)
        else:
            table.click(*card_centre(table, move.card.code))
        state = oh.apply(state, move).after
        assert notation(table) == oh.to_notation(state)
        assert table.last_error is None


# ---------------------------------------------------------------- the score sheet (OH-SCORE-SHEET)

def test_OH_SCORE_SHEET_the_table_shows_each_finished_hand_with_its_formula():
    import tutor.oh_hell as oh
    from widgets.games.oh_hell import OhHellBoard

    table = OhHellBoard(players=3, seed=4, options=oh.Options(players=3, sequence="long",
                                                              max_size=2))
    assert "No hand finished yet." in table.sheet_view.value
    hand = table.state.hand
    while table.state.hand == hand:                      # play the first hand out
        table.play(oh.format_move(oh.legal_moves(table.state)[0]))
    state = table.state
    assert len(state.sheet) == 1
    record = state.sheet[0]
    sheet = html.unescape(table.sheet_view.value)
    assert "Score sheet (positive)" in sheet
    for seat in range(3):
        line = oh.score(state.options, 1, record.size, record.bids[seat], record.won[seat])
        assert f"bid {record.bids[seat]}, won {record.won[seat]}" in sheet
        assert line.formula in sheet and f"({line.rule})" in sheet
    table.set_lang("fr")
    assert "Feuille de marque (positif)" in html.unescape(table.sheet_view.value)


def test_OH_BID_2_the_board_shows_the_solver_progress_while_a_puzzle_goal_is_checked(
        monkeypatch):
    from tutor.oh_hell import solver
    from widgets.session import NullView
    from widgets.games.oh_hell.session import OhHellSession

    class Recording(NullView):
        def __init__(self):
            super().__init__()
            self.texts = []

        def show_text(self, lines):
            super().show_text(lines)
            self.texts.append("\n".join(line.text for line in lines))

    puzzle = next(p for p in oh.PUZZLES if p.id == "solver-low-trump-first")
    session = OhHellSession(lang="fr")
    session.view = Recording()
    monkeypatch.setattr(solver, "PROGRESS_EVERY", 1)
    monkeypatch.setattr(OhHellSession, "PROGRESS_AFTER", 0.0)
    assert session.load_puzzle(puzzle.id)
    for move in puzzle.answer:
        assert session.play(move)
    shown = [t for t in session.view.texts if t.startswith("Vérification de l'objectif")]
    assert shown and "pas de recherche" in shown[0]
    assert "Bravo" in session.explanation_text           # then the judgement replaces it
