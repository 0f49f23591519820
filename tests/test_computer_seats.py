"""Computer seats: the seeded policy (engine side, no kernel) and the boards that let the
computer play some seats (kernel side, no browser).

The policy (``tutor.core.policy.choose``) only chooses among the engine's legal moves; the
boards play its moves through their own commit path, so the panel, undo/redo and the
step-through treat them as a learner's moves.
"""

from __future__ import annotations

import random

import ipywidgets
import pytest

import tutor.flaming_pyramids as fp
import tutor.oh_hell as oh
import tutor.pook as pk
from tutor.core.policy import choose, uniform
from tutor.oh_hell.policy import likely_tricks
from tutor.registry import all_games
from widgets import OhHellBoard, PookBoard, FlamingPyramidsBoard
from widgets.games.flaming_pyramids.board import DIE
from widget_support import all_widgets, widgets_of

GAMES = sorted(all_games().items())


def playout(module, state, seed: int, bound: int = 5000) -> list:
    """The moves of a whole game played by the policy from ``state`` (each checked legal)."""
    rng = random.Random(seed)
    moves = []
    while module.asks(state):
        assert len(moves) < bound, "the game did not end"
        move = choose(module, state, rng)
        assert move in module.legal_moves(state), module.format_move(move)
        assert module.check(state, move).legal
        moves.append(move)
        state = module.apply(state, move).after
    assert choose(module, state, rng) is None          # the game is over: nothing to choose
    return moves


# ---------------------------------------------------------------- the policy (engine side)

@pytest.mark.parametrize("gid, module", GAMES)
def test_every_game_has_its_policy(gid, module):
    assert module.POLICY is not uniform


@pytest.mark.parametrize("gid, module", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_policy_plays_legal_moves_and_whole_games_end(gid, module, seed):
    for options in module.EXAMPLE_OPTIONS:
        playout(module, module.initial_state(options, seed), seed)


@pytest.mark.parametrize("gid, module", GAMES)
def test_the_same_seed_plays_the_same_game(gid, module):
    options = module.EXAMPLE_OPTIONS[-1]
    start = module.initial_state(options, 5)
    assert playout(module, start, 9) == playout(module, start, 9)


def test_the_policy_answers_only_for_the_seats_it_is_given():
    state = oh.initial_state(oh.Options(players=4), 0)
    asked = state.to_act
    others = set(range(4)) - {asked}
    assert choose(oh, state, random.Random(0), seats=others) is None
    assert choose(oh, state, random.Random(0), seats={asked}).seat == asked


#: Player 2 to place; only B4 at (1,0) stands: every other placement collapses.
FP_ONE_STANDS = ("fp1 players=2 turn=2 pyramid=-1:G120,Y30,Y4/-1:G6 hands=B6,G4,R2,R4,R120|"
                 "G2,B4,G40,Tb,R6 piles=R100,Y120,G60,G30,Y6,B30,G20,B10,Cg,M,Y60,B40|R20,R40,"
                 "B120,Y2,Y20,Tr,B2,B100,G10,Y100,B20,B60,R30,Y10,R10,Y40,G100,Cy,R60")


def test_flaming_pyramids_the_computer_places_a_tile_that_stands_when_one_does():
    state = fp.from_notation(FP_ONE_STANDS)
    places = fp.legal_moves(state)
    stands = [m for m in places if not fp.check(state, m).warnings]
    assert [fp.format_move(m) for m in stands] == ["p2:B4@1,0"] and len(places) == 5
    assert {choose(fp, state, random.Random(s)) for s in range(20)} == set(stands)
    # uniform random would not: it picks collapsing placements too
    assert len({uniform(state, places, random.Random(s)) for s in range(20)}) > 1


def test_flaming_pyramids_when_nothing_stands_the_computer_still_plays_legally():
    state = fp.from_notation(FP_ONE_STANDS)
    state = fp.apply(state, fp.parse_move("G2@1,0")).after      # collapses: a slide waits
    while fp.asks(state) and state.phase is not fp.Phase.PLAY:
        state = fp.apply(state, choose(fp, state, random.Random(0))).after
    move = choose(fp, state, random.Random(3))
    assert move in fp.legal_moves(state)


#: Player 1 bids first for 3 tricks, hearts trump: A♠ and K♥ are likely tricks, 2♣ is not.
OH_BIDS = ("oh1 players=4 seq=short-up scoring=positive seed=1 hand=3 size=3 dealer=4 trump=TH "
           "hands=2C,KH,AS|3S,4S,9S|3D,4D,5D|AC,AD,2S bids=-,-,-,- won=0,0,0,0 "
           "scores=0,0,0,0")


def test_oh_hell_the_computer_bids_its_high_cards_and_trumps():
    state = oh.from_notation(OH_BIDS)
    assert likely_tricks(state.hands[0], state.trump_suit) == 2
    for seed in range(5):
        assert choose(oh, state, random.Random(seed)) == oh.Bid(2, seat=0)
    hearts = [oh.card(c) for c in ("2H", "5H", "7H", "9H")]      # low trumps: half count
    assert likely_tricks(hearts, oh.Suit.H) == 2


def test_oh_hell_the_dealer_never_bids_the_forbidden_total_and_takes_the_nearest():
    state = oh.from_notation(OH_BIDS)
    for tricks in (1, 0, 0):
        state = oh.apply(state, oh.Bid(tricks)).after
    # the dealer (A♣, A♦: 2 likely tricks) may not bid 2: 1 + 0 + 0 + 2 = 3 cards dealt
    assert oh.forbidden_bid(state) == 2
    assert choose(oh, state, random.Random(0)) == oh.Bid(1, seat=3)    # 1 and 3: the lower


def test_oh_hell_the_computer_plays_high_while_it_needs_tricks_and_low_once_made():
    state = oh.from_notation(OH_BIDS)
    for tricks in (1, 0, 0, 1):
        state = oh.apply(state, oh.Bid(tricks)).after
    assert choose(oh, state, random.Random(0)) == oh.Play(oh.card("KH"), seat=0)  # the trump
    made = oh.from_notation(oh.to_notation(state).replace("won=0,0,0,0", "won=1,0,0,0")
                            .replace("2C,KH,AS|3S,4S,9S|3D,4D,5D|AC,AD,2S",
                                     "2C,AS|4S,9S|4D,5D|AD,2S"))
    assert choose(oh, made, random.Random(0)) == oh.Play(oh.card("2C"), seat=0)    # lowest


#: Player 1 (Knight + Viking) with Piggy alone on the table: one coin next to it.
PK_START = ("pk1 players=2 window=floating turn=1 phase=play block=- swap=- placed=- "
            "board=0,0:P hands={hand}|K3,M2,M2,M1,K1,M1 pile={pile} obj=KV,KM tied=- picks=- "
            "winners=-")
PK_OWN = PK_START.format(hand="V1,M3,V3,O3,V2,O1", pile="K1,V1,O2,O1,V2,O1,O2,K2,M1,K1,V1,K2")
PK_NO_OWN = PK_START.format(hand="M3,V3,O3,V2,O1,O2",
                            pile="K1,V1,V1,O1,V2,O1,O2,K2,M1,K1,V1,K2")


def test_pook_the_computer_lays_a_warrior_of_its_own_factions_when_it_can():
    state = pk.from_notation(PK_OWN)
    for seed in range(10):
        move = choose(pk, state, random.Random(seed))
        assert isinstance(move, pk.Place) and move.up and move.card == pk.card("V1")
    # O1 could be laid warrior side up too, but Orcs are not Player 1's
    assert any(isinstance(m, pk.Place) and m.up and m.card == pk.card("O1")
               for m in pk.legal_moves(state))


def test_pook_otherwise_the_computer_lays_a_coin_of_another_faction():
    state = pk.from_notation(PK_NO_OWN)
    own = set(state.objectives[0])
    assert not any(isinstance(m, pk.Place) and m.up and m.card.faction in own
                   for m in pk.legal_moves(state))
    for seed in range(10):
        move = choose(pk, state, random.Random(seed))
        assert isinstance(move, pk.Place) and not move.up and move.card.faction not in own


# ---------------------------------------------------------------- the boards: helpers

def human_moves(module, board, rng) -> object:
    """A random legal move of the learner's seat (seat 0) in the live position."""
    moves = [m for m in module.legal_moves(board.state) if m.seat == 0]
    assert moves, "the learner is asked but has no move"
    return rng.choice(moves)


def click_fp(board: FlamingPyramidsBoard, move) -> None:
    state = board.state
    if isinstance(move, fp.Place):
        board.select(move.tile.code)
        board.click_cell(move.cell)
    elif isinstance(move, fp.Slide):
        board.click_cell(fp.moves.landing(state.pending.cell, move.side))
    else:
        board.click(*DIE.rect(move.face - 1).center)


def click_oh(table: OhHellBoard, move) -> None:
    if isinstance(move, oh.Bid):
        table.click_bid(move.tricks)
    else:
        table.click_card(move.card.code)


def click_pk(board: PookBoard, move) -> None:
    if board.curtained:
        board.take_screen()
    if isinstance(move, pk.Place):
        board.select(move.card.code)
        board.set_side("warrior" if move.up else "coin")
        board.click_cell(move.cell)
    elif isinstance(move, pk.Power):
        if move.card is not None:
            board.select(move.card.code)
        board.click_cell(move.target)
    elif isinstance(move, pk.Pass):
        board.pass_turn()
    else:                                               # Swap, Flip
        board.click_cell(move.cell)


BOARDS = {
    "flaming_pyramids": (fp, lambda: FlamingPyramidsBoard(players=4, seed=3, computer="2, 3, 4"),
                         click_fp),
    "oh_hell": (oh, lambda: OhHellBoard(options=oh.Options(players=4, sequence="short-up",
                                                           max_size=4),
                                        seed=4, computer="2,3,4"), click_oh),
    "pook": (pk, lambda: PookBoard(players=4, seed=5, computer="2 3 4"), click_pk),
}


def asks_the_learner_or_is_over(module, board) -> bool:
    seats = {a.seat for a in module.asks(board.state)}
    return not seats or seats == {0}


def assert_computer_moves_are_explained(module, board, since: int) -> int:
    """Every move after the learner's (history entries after ``since + 1``) was the
    computer's; its line, its verdict and its events are in the panel. Returns how many."""
    text = board.explanation_text
    entries = board.history.entries[since + 2:board.history.index + 1]
    for entry in entries:
        outcome = entry.outcome
        assert outcome.move.seat in board.computer_seats
        who = f"Player {outcome.move.seat + 1}"
        headline = module.check(outcome.before, outcome.move).headline("en")
        assert f"{who} (computer) plays:\n{headline}" in text
        assert module.check(outcome.before, outcome.move).explain("en") in text
        for event in outcome.events:
            assert event.explain("en") in text
    return len(entries)


# ---------------------------------------------------------------- whole games on each board

@pytest.mark.parametrize("gid", sorted(BOARDS))
def test_a_learner_plays_seat_1_against_the_computer_to_the_end_of_the_game(gid):
    module, make, click = BOARDS[gid]
    board = make()
    assert board.computer_seats == {1, 2, 3}
    assert asks_the_learner_or_is_over(module, board)       # the computer opened if asked
    rng = random.Random(gid)
    replies = human = 0
    for _ in range(2000):
        if not module.asks(board.state):
            break
        before = board.history.index
        move = human_moves(module, board, rng)
        click(board, move)
        assert board.last_error is None, board.explanation_text
        assert board.history.entries[before + 1].outcome.move.seat == 0, \
            module.format_move(move)
        human += 1
        assert asks_the_learner_or_is_over(module, board), board.explanation_text
        replies += assert_computer_moves_are_explained(module, board, before)
    assert not module.asks(board.state), "the game did not end"
    assert human and replies
    # the history is the engine's game: every position follows from the one before
    for prev, entry in zip(board.history.entries, board.history.entries[1:]):
        assert module.apply(prev.state, entry.outcome.move).after == entry.state


@pytest.mark.parametrize("gid", sorted(BOARDS))
def test_undo_goes_back_to_the_learners_last_decision_and_redo_replays_the_replies(gid):
    module, make, click = BOARDS[gid]
    board = make()
    rng = random.Random(1)
    for _ in range(200):                       # until a learner's move gets computer replies
        decision, before = board.state, board.history.index
        click(board, human_moves(module, board, rng))
        if board.history.index > before + 1:
            break
    played = board.history.index - before - 1
    assert played > 0
    reached = board.state
    outcome = board.history.entries[before + 1].outcome
    said = module.describe_move(outcome.before, outcome.move)       # the move in words
    learner = said.render("en")
    board.undo()
    assert board.state == decision and board.history.index == before
    assert board.explanation_text.startswith(
        f"Undone: {learner}, and the computer's {played} move{'s' if played > 1 else ''} "
        "after it.")
    assert asks_the_learner_or_is_over(module, board)
    board.redo()
    assert board.state == reached
    assert board.explanation_text.startswith(f"Played again: {learner}.")
    assert_computer_moves_are_explained(module, board, before)
    board.undo()
    board.set_lang("fr")
    assert board.explanation_text.startswith(f"Annulé : {said.render('fr', at_start=False)}, et {played} coup")


def test_undo_at_the_learners_first_decision_has_nothing_to_take_back():
    table = OhHellBoard(OH_BIDS.replace("dealer=4", "dealer=1"), computer="2,3,4")
    assert table.state.to_act == 0 and table.history.index == 3    # three computer bids
    assert not table.can_undo and table._buttons["undo"].disabled
    table.undo()
    assert table.explanation_text == "Nothing to undo." and table.history.index == 3


def test_the_step_through_goes_over_the_learners_move_and_every_computer_reply():
    state = oh.from_notation(OH_BIDS)
    for tricks in (1, 0, 0, 1):
        state = oh.apply(state, oh.Bid(tricks)).after
    table = OhHellBoard(state, computer="2,3,4")
    table.click_card("2C")          # the others follow, Player 4 wins (A♣) and leads again
    outcomes = table.history.outcomes()
    assert [oh.format_move(o.move) for o in outcomes] == ["p1:2C", "p2:3S", "p3:3D", "p4:AC",
                                                          "p4:2S"]
    events = [e for o in outcomes for e in o.events]
    table.replay()
    shown = []
    while table.replaying and len(shown) <= len(events):
        shown.append(table.shown_state)
        table.step(+1)
        assert table.last_error is None, table.explanation_text
    assert shown == [e.snapshot for e in events]
    assert table.state == outcomes[-1].after
    assert table.explanation_text.startswith("Allowed: Player 1 plays 2♣.")


def test_a_new_game_lets_the_computer_open_when_it_is_asked_first():
    board = PookBoard(players=3, seed=2)
    first = board.state.to_act
    board.set_computer({first})
    assert board.state.to_act != first or not pk.asks(board.state)
    assert "(computer) plays" in board.explanation_text
    board.new_game(seed=2)
    assert board.state.to_act != first
    assert board.explanation_text.startswith("New game")
    assert f"Player {first + 1} (computer) plays" in board.explanation_text


# ---------------------------------------------------------------- the setup control

def computer_box(board) -> ipywidgets.Text:
    return next(w for w in widgets_of(board, ipywidgets.Text)
                if w.description in ("Computer plays", "L'ordinateur joue"))


def computer_button(board) -> ipywidgets.Button:
    return board._buttons["computer_play"]


@pytest.mark.parametrize("make", [FlamingPyramidsBoard, OhHellBoard, PookBoard])
def test_the_setup_row_has_the_computer_control_in_english_and_french(make):
    board = make()
    box, button = computer_box(board), computer_button(board)
    assert button in all_widgets(board)
    assert (box.description, box.placeholder) == ("Computer plays", "players, e.g. 2, 3, 4")
    assert button.description == "Let the computer play"
    assert box.tooltip.startswith("The players the computer plays")
    board.set_lang("fr")
    assert (box.description, box.placeholder) == ("L'ordinateur joue", "joueurs, ex. 2, 3, 4")
    assert button.description == "Faire jouer l'ordinateur"
    assert box.tooltip.startswith("Les joueurs que tient l'ordinateur")
    board.set_lang("en")
    assert box.description == "Computer plays"


def test_typing_in_the_box_sets_the_computer_seats_and_bad_text_is_explained():
    table = OhHellBoard(OH_BIDS)                   # Player 1 to bid
    table.show_controls()                          # a lesson board: "More ▾" opens the rows
    box = computer_box(table)
    box.value = "3, 4"
    assert table.computer_seats == {2, 3} and table.state.to_act == 0
    assert table.explanation_text.startswith("The computer plays for Player 3, Player 4.")
    assert "Computer: Player 3, Player 4" in table.info.value
    box.value = "2; x"
    assert table.computer_seats == {2, 3} and box.value == "3, 4"
    assert table.explanation_text == (
        "The computer's players are player numbers separated by commas, such as “2, 3, 4” "
        "(empty: nobody), not 2; x.\nNothing changed.")
    table.set_lang("fr")
    assert table.explanation_text.startswith("Les joueurs de l'ordinateur sont des numéros")
    assert not table.set_computer("5")
    assert table.explanation_text == ("il n'y a pas de joueur 5 à cette table de 4\n"
                                      "Rien n'a changé.")
    table.set_lang("en")
    box.value = ""
    assert table.computer_seats == frozenset()
    assert table.explanation_text.startswith("Every player plays by hand")
    table.computer_seats = {1}
    assert box.value == "2"


def test_a_bad_computer_setting_in_the_constructor_says_what_is_shown_instead():
    board = PookBoard(computer="zero")
    assert board.computer_seats == frozenset()
    assert board.explanation_text.endswith("not zero.\nEvery player plays by hand instead.")


def test_a_learner_cannot_move_for_a_computer_seat():
    table = OhHellBoard(OH_BIDS)
    table.set_computer({0})                  # Player 1 is asked: the computer bids at once
    assert table.history.index == 1 and table.state.to_act == 1
    table.set_computer({1, 2, 3})            # Players 2-4 bid, then Player 1 leads
    assert table.state.to_act == 0 and table.history.index == 4
    table.set_computer({0, 1, 2, 3})         # every seat: it pauses after COMPUTER_LIMIT
    seat = table.state.to_act
    assert table.is_computer(seat)
    before = table.state
    table.play("bid 0")
    assert table.state == before
    assert table.explanation_text == (f"Player {seat + 1} is played by the computer: press "
                                      "“Let the computer play” to let it play, or change who "
                                      "the computer plays.")


# ---------------------------------------------------------------- every seat the computer's

def test_with_every_seat_a_computer_the_board_pauses_after_a_bounded_number_of_moves():
    opts = oh.Options(players=4, sequence="short-up", max_size=5)
    table = OhHellBoard(options=opts, seed=1, computer="1,2,3,4")
    limit = table.COMPUTER_LIMIT
    assert table.history.index == limit                     # it stopped, and says why
    assert table.explanation_text.endswith(
        f"The computer has played {limit} moves in a row and pauses here so that the "
        "notebook stays responsive: press “Let the computer play” (or call computer_play()) "
        "to go on.")
    assert not computer_button(table).disabled
    assert table.computer_play(1) == 1 and table.history.index == limit + 1   # one step
    assert "(computer) plays" in table.explanation_text
    calls = 0
    while oh.asks(table.state):
        calls += 1
        assert calls < 100
        assert 0 < table.computer_play() <= limit
    assert table.state.phase is oh.Phase.OVER
    assert table.computer_play() == 0
    assert table.explanation_text.startswith("No player the computer plays has to move now.")
    assert computer_button(table).disabled
    table.set_lang("fr")
    assert table.explanation_text.startswith("Aucun joueur tenu par l'ordinateur")
    assert table.computer_play("x") == 0 and "pas x" in table.explanation_text


def test_a_computer_that_finds_no_move_or_a_refused_one_stops_and_says_so(monkeypatch):
    import widgets.session.seats
    monkeypatch.setattr(widgets.session.seats, "choose", lambda *args: None)
    table = OhHellBoard(OH_BIDS, computer="1")
    assert table.history.index == 0
    assert table.explanation_text.endswith(
        "Player 1 (computer) has no legal move here: the computer stops.")
    monkeypatch.setattr(widgets.session.seats, "choose", lambda *args: oh.Bid(9, seat=0))
    assert table.computer_play() == 0
    assert table.explanation_text.endswith(
        "The computer chose a move the rules refuse (Player 1 bids 9): it stops.")
    assert table.last_error is None


def test_a_loop_is_cut_by_the_bound(monkeypatch):
    board = FlamingPyramidsBoard(players=2, seed=1)
    monkeypatch.setattr(board.session, "COMPUTER_LIMIT", 3)
    board.set_computer({0, 1})
    assert board.history.index == 3
    assert "has played 3 moves in a row" in board.explanation_text


# ---------------------------------------------------------------- hot seat and puzzles

def test_hot_seat_a_computer_seat_never_takes_the_screen():
    table = OhHellBoard(OH_BIDS.replace("dealer=4", "dealer=1"), teaching=False,
                        computer="2,3,4")
    assert table.history.index == 3 and table.state.to_act == 0
    assert table.curtained                      # the learner takes the screen, once
    table.click_bid(0)                          # takes the screen, bids; the others play
    assert table.last_error is None
    assert table.state.to_act == 0 and not table.curtained     # still the learner's screen
    assert "Pass the screen" not in table.explanation_text
    assert table.viewer(table.state) == 0
    for entry in table.history.entries[4:]:     # the computer's snapshots show no hand
        assert table.viewer(entry.state) in (None, 0)
    table.undo()
    assert not table.curtained                  # nobody else at this table: no curtain
    table.set_computer({0, 1, 2, 3})            # every seat: it pauses after COMPUTER_LIMIT
    seat = table.state.to_act
    assert seat in table.computer_seats and not table.curtained
    assert table.viewer(table.state) is None    # not even Player 1's, who took the screen
    table.take_screen()
    assert table.viewer(table.state) is None
    assert table.explanation_text == f"Player {seat + 1} is played by the computer: its hand " \
                                     "stays hidden."


def test_puzzle_mode_has_no_computer_seats():
    puzzle = next(p for p in oh.PUZZLES if p.id == "example-1-dealer-restriction")
    table = OhHellBoard(computer="2,3,4")
    table.load_puzzle(puzzle.id)
    state = table.state
    assert table.state == oh.from_notation(puzzle.position)          # nobody moved
    assert not table.is_computer(state.to_act) and table.history.index == 0
    assert "Computer:" not in table.info.value
    assert table.computer_play() == 0
    assert table.explanation_text == ("The computer plays in free play only: in a puzzle you "
                                      "make every move.")
    table.play(puzzle.answer[0])                  # the learner plays for the computer's seat
    assert table.history.index == 1
    table.set_computer("2")
    assert table.explanation_text.endswith("in a puzzle you make every move.")
    table.free_play()                             # back to free play: the computer plays
    assert table.puzzle is None and table.computer_seats == {1}
    assert table.state.to_act != 1 and "Computer: Player 2" in table.info.value
