"""The parts of the board session (``widgets.session``): its state is one frozen record,
each part's entry points put that record back when they fail, and undo, redo, replay,
puzzles and the guard work for every registered game."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import replace

import pytest

from tutor.registry import all_games
from widgets import board_class
from widgets.session import NullView, Session, recorded
from widgets.session.clicks import Clicks
from widget_support import key_pixels, open_board
from widgets.games.big_monster.session import BigMonsterSession
from widgets.games.flaming_pyramids.session import FlamingPyramidsSession
from widgets.games.kingdom_builder.session import KingdomBuilderSession
from widgets.games.fruit_picking.session import FruitPickingSession
from widgets.games.oh_hell.session import OhHellSession
from widgets.games.pook.session import PookSession
from widgets.games.sagani.session import SaganiSession

GAMES = all_games()


def session_of(game_id: str, **settings):
    """A teaching session of the registered game ``game_id`` (its board's session class)."""
    return board_class(game_id).SESSION(seed=1, **settings)


def played(session, moves: int, seed: int = 1) -> list:
    """Play up to ``moves`` random legal moves (fewer if the game ends); the moves played."""
    rng = random.Random(seed)
    done = []
    for _ in range(moves):
        legal = session.module.legal_moves(session.state)
        if not legal:
            break
        move = rng.choice(legal)
        assert session.commit(move), session.explanation_text
        done.append(move)
    return done


def with_events(session, at_least: int = 1, limit: int = 60) -> None:
    """Play on until the last move's story has ``at_least`` events to replay."""
    rng = random.Random(3)
    for _ in range(limit):
        if len(session.story_events) >= at_least:
            return
        legal = session.module.legal_moves(session.state)
        assert legal, "the game ended before a move with events"
        assert session.commit(rng.choice(legal))
    assert len(session.story_events) >= at_least


def unfed(record):
    """The record without the panel's feedback (an error's message replaces it)."""
    return replace(record, feedback=None)


# ---------------------------------------------------------------- the record

def test_the_session_state_is_one_frozen_record_replaced_whole():
    session = FlamingPyramidsSession(seed=1)
    first = session.record
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.selection = "B60"
    session.selection = "B60"
    assert session.record is not first and session.record.selection == "B60"
    assert first.selection is None                  # the old record is untouched
    session.record = first                          # putting it back restores everything
    assert session.selection is None


def test_a_game_declares_a_field_of_its_own_and_the_record_carries_it():
    pook, sagani = PookSession(seed=3), SaganiSession(seed=1)
    bm, fru = BigMonsterSession(seed=1), FruitPickingSession(seed=1)
    assert pook.record.side == "warrior" and "side" not in vars(pook)
    assert sagani.record.looking is None
    assert bm.record.looking is None and fru.record.looking is None
    assert not hasattr(OhHellSession(seed=1).record, "looking")
    assert not hasattr(Session.Record(), "side")     # the game's field is the game's only
    pook.set_side("coin")
    assert pook.record.side == "coin"


def test_a_record_is_made_from_every_field_declared_along_the_bases():
    class Part:
        mark = recorded("x")

    class Tiny(Part, FlamingPyramidsSession):
        _count = recorded(0)

    names = [f.name for f in dataclasses.fields(Tiny.Record)]
    assert names[-2:] == ["mark", "count"] and names[0] == "history"
    assert Tiny.Record is not FlamingPyramidsSession.Record
    assert FlamingPyramidsSession.Record is Session.Record   # nothing new declared: shared
    tiny = Tiny(seed=1)
    tiny._count = 2
    assert (tiny.record.mark, tiny.record.count) == ("x", 2)


# ---------------------------------------------------------------- each part, when it fails

class FailingView(NullView):
    """A view whose next refresh (or hover) fails: the entry point fails after it changed
    the record."""

    armed = False

    def refresh(self, full, pieces):
        if self.armed:
            self.armed = False
            raise OSError("canvas gone")
        super().refresh(full, pieces)


def fails_and_restores(session, action) -> None:
    """``action(session)`` changes the record when it works; when the view fails under it,
    the record is as it was (the panel's feedback aside) and the error is shown."""
    before = session.record
    session.view = FailingView()
    session.view.armed = True
    action(session)
    assert isinstance(session.last_error, OSError)
    assert unfed(session.record) == unfed(before)
    assert "OSError: canvas gone" in session.explanation_text
    session.last_error = None
    session.record = before                         # the same entry point, working this time
    action(session)
    assert session.last_error is None
    assert unfed(session.record) != unfed(before), "the action changed nothing"


PARTS = {
    # part: (a session ready for it, the entry point)
    "history: undo": (lambda: _moved(FlamingPyramidsSession(seed=1)), lambda s: s.undo()),
    "history: a turn undone": (lambda: _moved(FlamingPyramidsSession(seed=1)),
                               lambda s: s.undo_turn()),
    "history: play": (lambda: FlamingPyramidsSession(seed=1), lambda s: s.play(
        s.module.format_move(s.module.legal_moves(s.state)[0]))),
    "clicks: a hand card picked": (lambda: PookSession(seed=3),
                                   lambda s: s.click_key(("hand", 0))),
    "seats: the screen taken": (lambda: OhHellSession(seed=2, teaching=False),
                                lambda s: s.take_screen()),
    "seats: computer seats set": (lambda: FlamingPyramidsSession(seed=1),
                                  lambda s: s.set_computer("2")),
    "seats: another seat's area": (lambda: BigMonsterSession(seed=1),
                                   lambda s: s.look_at(2)),
    "replay: the first step": (lambda: _with_story(FlamingPyramidsSession(seed=1)),
                               lambda s: s.replay()),
    "puzzles: a puzzle opened": (lambda: FlamingPyramidsSession(seed=1),
                                 lambda s: s.load_puzzle(s.puzzles()[0].id)),
    "positions: a new game": (lambda: OhHellSession(seed=2), lambda s: s.new_game(seed=9)),
    "positions: the language": (lambda: OhHellSession(seed=2), lambda s: s.set_lang("fr")),
}


def _moved(session):
    played(session, 2)
    return session


def _with_story(session):
    with_events(session)
    return session


def _playing(session):
    with_events(session, at_least=2)
    assert session.play_steps() and session.playing
    return session


@pytest.mark.parametrize("part", sorted(PARTS))
def test_an_entry_point_of_each_part_that_fails_puts_the_record_back(part):
    make, action = PARTS[part]
    fails_and_restores(make(), action)


def test_a_beat_of_the_timed_replay_that_fails_stops_the_play_and_restores_the_step():
    working = _playing(FlamingPyramidsSession(seed=1))
    shown = working.step_shown
    working.tick()
    assert working.step_shown == (shown[0] + 1, shown[1])
    failing = _playing(FlamingPyramidsSession(seed=1))      # one replay plays at a time
    before = failing.record
    failing.view = FailingView()
    failing.view.armed = True
    failing.tick()
    assert isinstance(failing.last_error, OSError)
    assert not failing.playing and failing.step_shown == shown
    assert unfed(failing.record) == unfed(before)


# ---------------------------------------------------------------- every registered game

@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_undoes_redoes_and_replays_its_moves(game_id):
    session = session_of(game_id)
    start = session.state
    moves = played(session, 6)
    assert moves and [o.move for o in session.history.outcomes()] == moves
    end = session.state
    for _ in moves:
        session.undo()
    assert session.state == start and not session.can_undo
    for _ in moves:
        session.redo()
    assert session.state == end and not session.can_redo
    events = session.story_events
    if events:
        session.replay()
        assert session.shown_state == events[0].snapshot
        session.step(len(events))
        assert not session.replaying and session.shown_state == end
    assert session.last_error is None


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_opens_each_puzzle_shows_its_answer_and_resets(game_id):
    session = session_of(game_id)
    module = GAMES[game_id]
    for puzzle in module.PUZZLES:
        assert session.load_puzzle(puzzle.id), session.explanation_text
        start = session.state
        assert session.puzzle is puzzle and not session.hints
        session.show_answer()
        assert session.history.index == len(puzzle.answer) and session.puzzle_done
        assert f"The stated answer: {'; '.join(puzzle.answer)}" in session.explanation_text
        session.reset_puzzle()
        assert session.state == start and session.history.index == 0
    session.pick_puzzle("")                           # back to free play
    assert session.puzzle is None and session.last_error is None


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_games_prompt_says_the_asked_step_then_the_end_in_its_own_words(game_id):
    """One prompt for every game (``Session.prompt``): while a seat is asked, the game's
    lines for that ask, naming the served seat; once the engine's table says the game is
    over, the game's own end lines (its winners), whatever the phase fields say."""
    session = session_of(game_id)
    module = GAMES[game_id]
    seat = session.acting()
    assert seat == next(a.seat for a in module.asks(session.state))
    assert session.prompt("en") == session.ask_lines("en") != []
    assert session.step_of() == next(a.step for a in module.asks(session.state))
    played(session, 3000)
    assert session.table().over and session.acting() is None and session.step_of() is None
    assert session.prompt("en") == session.over_lines("en")
    assert session.prompt("fr") != session.prompt("en")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_hovers_and_clicks_every_key_of_its_board_through_the_one_click_path(
        game_id):
    """The click path is written once (``Clicks.preview`` and ``activate``); a game gives
    only hooks. Over every key its board draws, at the start, in the middle and at the end
    of a game: a hover plays nothing and picks nothing; a click either plays one of the
    engine's legal moves or leaves the position as it was; nothing raises."""
    session_class = board_class(game_id).SESSION
    assert session_class.preview is Clicks.preview
    assert session_class.activate is Clicks.activate
    module = GAMES[game_id]
    for moves in (0, 7, 3000):
        board = open_board(game_id, moves)
        session = board.session
        keys = key_pixels(board, stride=6)
        assert keys
        for key, (x, y) in keys.items():
            saved = session.record
            before = session.state
            board.hover(x, y)
            assert session.last_error is None, (key, session.explanation_text)
            assert session.history is saved.history and session.selection == saved.selection
            legal = module.legal_moves(before)
            board.click(x, y)
            assert session.last_error is None, (key, session.explanation_text)
            if session.history is not saved.history:
                assert session.history.index == saved.history.index + 1, key
                assert session.history.current.outcome.move in legal, key
            else:
                assert session.state == before, key
            session.record = saved


def test_the_hot_seat_serves_the_first_asked_seat_the_computer_does_not_play():
    """Simultaneous choices (Big Monster's explorers: every seat keeps one at once) need
    no per-game code: the screen serves the first asked seat that the computer does not
    play, the curtain falls for it, and its prompt names it."""
    session = BigMonsterSession(players=3, seed=2, teaching=False)
    assert [a.seat for a in session.module.asks(session.state)] == [0, 1, 2]
    assert session.acting() == 0 and session.curtained
    session.take_screen()
    assert not session.curtained and session.viewer(session.state) == 0
    session.set_computer("1")               # Player 1 is the computer's: it keeps at once
    assert 0 not in {a.seat for a in session.module.asks(session.state)}
    assert session.acting() == 1 and session.curtained
    assert "Player 2" in session.explanation_text


GUARDED = {"undo": lambda s: s.undo(), "redo": lambda s: s.redo(),
           "new game": lambda s: s.new_game(seed=5)}


@pytest.mark.parametrize("entry", sorted(GUARDED))
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_puts_its_record_back_when_an_entry_point_fails(game_id, entry):
    session = session_of(game_id)
    played(session, 3)
    if entry == "redo":
        session.undo()
    fails_and_restores(session, GUARDED[entry])


# ---------------------------------------------------------------- undo a whole turn

def first_moves(session, n: int) -> None:
    for _ in range(n):
        assert session.commit(session.module.legal_moves(session.state)[0])


def test_undo_turn_takes_back_every_move_since_the_seat_was_first_asked():
    """KB-TURN-END: a Kingdom Builder turn is three settlements and its end, one seat
    asked throughout; the turn begins where the seat asked changes."""
    session = KingdomBuilderSession(seed=1)
    first_moves(session, 8)                          # Player 2's turn, then Player 1's
    assert [e.asked for e in session.history.entries] == [(1,)] * 4 + [(0,)] * 4 + [(1,)]
    session.undo_turn()
    assert session.history.index == 4 and session.state.to_act == 0
    assert session.explanation_text.startswith(
        "Undone: the whole turn (4 moves), from Player 1 builds on 0,19.")
    assert session.can_redo
    session.undo_turn()
    assert session.history.index == 0
    session.undo_turn()
    assert session.explanation_text.startswith("Nothing to undo.")
    session.set_lang("fr")
    session.redo()
    session.undo_turn()
    assert session.explanation_text.startswith("Annulé : ")


def test_undo_turn_in_the_middle_of_a_turn_goes_back_to_its_start():
    session = KingdomBuilderSession(seed=1)
    first_moves(session, 6)                          # two of Player 1's moves
    session.undo_turn()
    assert session.history.index == 4


def test_undo_turn_of_a_one_move_turn_is_an_undo():
    one, other = OhHellSession(seed=2), OhHellSession(seed=2)
    for session in (one, other):
        first_moves(session, 2)                      # two bids, two seats
    one.undo_turn()
    other.undo()
    assert one.history.index == other.history.index == 1
    assert one.explanation_text == other.explanation_text
    assert one.explanation_text.startswith("Undone: ")


def test_undo_turn_with_a_computer_seat_goes_back_to_the_learners_turn():
    session = KingdomBuilderSession(seed=1, computer="1")
    first_moves(session, 4)                          # Player 2's turn; the computer's
    assert session.history.index == 8 and session.state.to_act == 1
    session.undo_turn()
    assert session.history.index == 0
    assert session.explanation_text.startswith("Undone: the whole turn (8 moves), from ")
    session.redo()                                   # the learner's move, no reply yet
    session.undo()
    assert session.history.index == 0
