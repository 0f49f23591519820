"""The Ark Nova board's pieces layer is recorded by regions, each cached on exactly what it
draws (``widgets.games.ark_nova.board.region``): a stale picture is worse than a slow one,
so the recording made with the caches warm must be the one made with them emptied, at
every position of seeded random games (both languages, the teaching view and the hot
seat's play view with its curtain down and up, picks, rotations, pages of options, other
seats looked at, replayed steps). And the picks are drawn on the selection layer, which a
pick redraws (a card picked from a display folder marked there too)."""

from __future__ import annotations

import random

import pytest

import tutor.ark_nova as an
from tutor.ark_nova.buildings import BUILD_KINDS
from tutor.ark_nova.strength import Action
from region_support import assert_cached_is_fresh, layers, pieces
from widgets import draw as D
from widgets.games.ark_nova import board as B
from widgets.games.ark_nova.board import FOLDERS, KINDS, ArkNovaBoard
from widgets.session import CURTAIN






def _fiddle(board: ArkNovaBoard, rng: random.Random) -> None:
    """A click that picks or turns something without (usually) making a move."""
    session = board.session
    state = session.state
    keys = [("kind", rng.choice(BUILD_KINDS)), ("rotate", rng.choice((-1, 1))),
            ("page", 1), ("page", -1), ("action", rng.choice(list(Action))), ("x", 0),
            ("xaction", None), ("panel", rng.randint(1, 7)),
            ("seat", rng.randrange(state.players)), ("mini", rng.randrange(state.players))]
    if state.display:
        keys.append(("folder", rng.randint(1, len(state.display))))
    hand = state.zoo(session.seat()).hand
    if hand:
        keys.append(("hand", rng.choice(hand)))
    session.click_key(rng.choice(keys))


#: Two seeded games a day-to-day run (the teaching board, solo and two players); the three-
#: and four-player ones (10-18 s each) under RULES_TUTOR_EXHAUSTIVE=1.
@pytest.mark.parametrize("players, seed, teaching", [
    (2, 3, True), pytest.param(3, 4, False, marks=pytest.mark.exhaustive),
    pytest.param(4, 5, True, marks=pytest.mark.exhaustive), (1, 6, False)])
def test_the_pieces_recorded_from_the_caches_are_those_recorded_afresh(players, seed,
                                                                       teaching):
    rng = random.Random(seed)
    board = ArkNovaBoard(players=players, seed=seed, teaching=teaching)
    session = board.session
    B.clear_caches()
    moves = 0
    while not session.table().over and moves < 160:
        session.set_lang(rng.choice(("en", "fr")))
        if rng.random() < 0.3:
            _fiddle(board, rng)
            assert_cached_is_fresh(board, B.clear_caches)
        if session.curtained and rng.random() < 0.5:
            assert_cached_is_fresh(board, B.clear_caches)            # the curtain down
            session.click_key(CURTAIN)
        legal = [m for m in an.legal_moves(session.state)]
        if not legal:
            break
        session.commit(rng.choice(legal))
        moves += 1
        if moves % 3 == 0:
            assert_cached_is_fresh(board, B.clear_caches)
        if moves % 25 == 0 and session.story_events:
            session.replay()                         # the move's story, step by step
            while session.replaying:
                assert_cached_is_fresh(board, B.clear_caches)
                session.step(1)
    assert moves >= 40
    assert_cached_is_fresh(board, B.clear_caches)


def test_the_end_screen_recorded_from_the_caches_is_the_one_recorded_afresh():
    rng = random.Random(3)
    from tutor.ark_nova.state import Options

    state = an.initial_state(Options(players=2, map="A"), seed=3)
    while not an.table(state).over:
        state = an.apply(state, rng.choice(an.legal_moves(state))).after
    for lang in ("en", "fr", "en"):
        assert_cached_is_fresh(ArkNovaBoard(state, lang=lang), B.clear_caches)


def _building(board: ArkNovaBoard) -> None:
    session = board.session
    while session.step_of() == "keep":
        session.click_key(("hand", session.state.zoo(session.acting()).hand[4]))
    session.click_key(("action", Action.BUILD))


def _fills_at(ops: list, box) -> list[str]:
    """The colours of the rounded rectangles filled at ``box`` in ``ops``."""
    fills, colour, at = [], None, None
    for op in ops:
        if op[:2] == ("set", "fill_style"):
            colour = op[2]
        elif op[1] == "move_to":
            at = op[2]
        elif op[1] == "fill" and at is not None and box.contains(at[0], at[1] + 1):
            fills.append(colour)
    return fills


def test_a_picked_building_kind_is_yellow_on_the_selection_layer_at_once():
    """The Build row's picked kind was filled yellow on the pieces layer, which a pick
    does not redraw: it lagged one refresh behind. It is drawn on the selection layer."""
    board = ArkNovaBoard(seed=1)
    _building(board)
    board._draw_layers(True, True)
    box = KINDS[BUILD_KINDS.index("enclosure_2")]
    assert "#f6c445" not in _fills_at(board._painted["selection"].ops, box)
    board.session.click_key(("kind", "enclosure_2"))
    assert "#f6c445" in _fills_at(board._painted["selection"].ops, box)
    assert "#f6c445" not in _fills_at(board._painted["pieces"].ops, box)
    board.session.click_key(("kind", "pavilion"))
    assert "#f6c445" not in _fills_at(board._painted["selection"].ops, box)
    assert "#f6c445" in _fills_at(board._painted["selection"].ops,
                                  KINDS[BUILD_KINDS.index("pavilion")])


def test_the_rotation_is_drawn_when_it_turns():
    """The pieces layer shows the rotation (as the page of named options), which changes
    without a move: it is drawn at once (the layer sent only if it changed)."""
    board = ArkNovaBoard(seed=1)
    _building(board)
    board._draw_layers(True, True)

    def texts():
        return [op[2][0] for op in board._painted["pieces"].ops if op[1] == "fill_text"]

    before = texts()
    board.session.click_key(("rotate", 1))
    after = texts()
    assert before != after and any("1" in t for t in set(after) - set(before))


def _display_animal() -> tuple:
    """The first position of seeded policy games where an animal of the display may be
    played (AN-ANIMALS on side II), and that card."""
    from tutor.ark_nova import policy
    from tutor.ark_nova.state import Options

    for seed in range(1, 6):
        rng = random.Random(seed)
        state = an.initial_state(Options(players=2, map="A"), seed=seed)
        while not an.table(state).over:
            if an.asks(state) and an.asks(state)[0].step == "animal":
                for move in an.legal_moves(state):
                    if type(move).__name__ == "PlayAnimal" and move.card in state.display:
                        return state, move.card
            state = an.apply(state, policy.choose(state, rng)).after
    raise AssertionError("no display animal playable in the games tried")


def test_a_card_picked_from_a_display_folder_is_marked_on_its_folder():
    """An animal picked from the display (AN-ANIMALS, side II) is marked on its folder,
    as a card picked from the hand is on the hand."""
    state, number = _display_animal()
    board = ArkNovaBoard(state)
    session = board.session
    folder = state.display.index(number) + 1
    session.click_key(("folder", folder))
    assert session.picked().get("card") == number
    recording = D.Recorder()
    board.draw_selection(recording, session.state)
    box = FOLDERS[folder - 1]
    assert any(op[1] == "move_to" and box.inset(-3).contains(*op[2]) for op in recording.ops)
