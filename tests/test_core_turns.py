"""The turn model (``tutor.core.turns``): asks, seats on moves, the ``pN:`` prefix.

The game-independent parts are tested on small fakes; the rest over every registered game
(a game joins by being registered): at every state of a seeded playout the asks name the
seat of every legal move, a move without a seat is the asked seat's (when several seats are
asked at once, it is refused, asking for the seat), and a move by any other seat is refused
with the reason.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

import pytest

from tutor.core import Ask, AskKind, Msg, NotationError, bind_seat, only_seat, render, seat_name
from tutor.core.turns import asked_seats, parse_seated, seat_prefix, served_seat, split_seat
from tutor.registry import all_games

GAMES = all_games()


@dataclass(frozen=True)
class Nod:
    """A fake move: nothing but its seat."""

    seat: int | None = field(default=None, kw_only=True)


def _ask(seat: int, kind: AskKind = AskKind.TURN) -> Ask:
    return Ask(seat, "nod", "X-1", seat_name(seat), kind)


def test_seat_names_are_one_based_in_both_languages():
    assert render(seat_name(0)) == "Player 1"
    assert render(seat_name(3), "fr") == "Joueur 4"


def test_a_move_without_a_seat_is_the_only_asked_seats():
    move, refused = bind_seat((_ask(2),), Nod(), players=4)
    assert refused is None and move == Nod(seat=2)
    assert only_seat((_ask(2),)) == 2


def test_a_move_by_a_seat_that_is_not_asked_is_refused_with_the_ask():
    move, refused = bind_seat((_ask(2),), Nod(seat=0), players=4)
    assert move == Nod(seat=0) and not refused.ok and refused.rule == "X-1"
    assert render(refused.msg) == "Player 1 has nothing to play now: Player 3"
    assert render(refused.msg, "fr") == "Le joueur 1 n'a rien à jouer maintenant : Joueur 3"


def test_a_seat_not_at_the_table_is_refused():
    _, refused = bind_seat((_ask(0),), Nod(seat=5), players=4)
    assert render(refused.msg) == "there is no player 6 at this table of 4"
    _, refused = bind_seat((_ask(0),), Nod(seat=-1), players=4)
    assert not refused.ok


def test_simultaneous_asks_need_the_seat_to_be_named():
    asks = (_ask(0, AskKind.SIMULTANEOUS), _ask(2, AskKind.SIMULTANEOUS))
    assert asked_seats(asks) == (0, 2) and only_seat(asks) is None
    _, refused = bind_seat(asks, Nod(), players=3)
    assert render(refused.msg) == ("several players may act now (Player 1, Player 3): say who "
                                   "plays, e.g. p1:, p3:")
    for seat in (0, 2):
        assert bind_seat(asks, Nod(seat=seat), players=3) == (Nod(seat=seat), None)
    assert bind_seat(asks, Nod(seat=1), players=3)[1] is not None


def test_no_ask_leaves_the_move_to_the_games_own_gate():
    assert bind_seat((), Nod(seat=7), players=2) == (Nod(seat=7), None)


def test_the_seat_prefix_is_strict():
    fail = lambda key, text, pos, **kw: NotationError(Msg("core.notation." + key, text=text,  # noqa: E731
                                                          seat=kw.get("seat"),
                                                          most=kw.get("most")), text, pos)
    assert split_seat("p2:pass", 4, fail) == (1, "pass", 3)
    assert split_seat("pass", 4, fail) == (None, "pass", 0)
    assert seat_prefix(1) == "p2:"
    for bad in ("p0:pass", "p02:pass", "p2pass", "p5:pass"):
        with pytest.raises(NotationError):
            split_seat(bad, 4, fail)
    # a non-ASCII digit is no prefix: the text is left whole, for the game to refuse
    assert split_seat("p２:pass", 4, fail) == (None, "p２:pass", 0)


def test_an_error_after_the_prefix_points_into_the_whole_text():
    def body(text):
        raise NotationError(Msg("core.notation.seat_prefix", text=text), text, 1)
    with pytest.raises(NotationError) as info:
        parse_seated("p3:xy", 4, body)
    assert info.value.text == "p3:xy" and info.value.position == 4


# ---------------------------------------------------------------- every registered game

def _states(module, seed: int = 3, limit: int = 400):
    state = module.initial_state(module.Options(), seed)
    rng = random.Random(seed)
    for _ in range(limit):
        yield state
        legal = module.legal_moves(state)
        if not legal:
            return
        state = module.apply(state, rng.choice(legal)).after


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_legal_move_names_an_asked_seat_and_others_are_refused(game_id):
    module = GAMES[game_id]
    for state in _states(module):
        asks = module.asks(state)
        legal = module.legal_moves(state)
        assert bool(asks) == bool(legal), module.to_notation(state)
        if not legal:                 # over: no ask, and a move without a seat stays refused
            assert not module.check(state, replace(previous, seat=None)).legal
            break
        for ask in asks:
            assert isinstance(ask, Ask) and ask.explain("en") and ask.explain("fr")
            assert ask.rule in {str(r) for r in module.RULEBOOK}
        seats = {a.seat for a in asks}
        assert {m.seat for m in legal} <= seats
        move = previous = legal[0]
        unseated = replace(move, seat=None)
        verdict = module.check(state, unseated)
        if only_seat(asks) is None:   # several seats asked at once: the move names its seat
            assert not verdict.legal
            assert "core.turn.name_seat" in {r.msg.key for r in verdict.reasons}
            verdict = module.check(state, move)
            unseated = move
        assert verdict.legal and verdict.move == move
        assert module.apply(state, unseated).move == move
        assert verdict.move_text == module.format_move(move, seat=False)
        for other in set(range(state.players)) - seats:
            refused = module.check(state, replace(move, seat=other))
            assert not refused.legal and refused.rules == (asks[0].rule,)
            assert "has nothing to play now" in refused.explain("en")
            assert "n'a rien à jouer maintenant" in refused.explain("fr")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_moves_read_and_write_the_seat_prefix(game_id):
    module = GAMES[game_id]
    state = module.initial_state(module.Options(), 1)
    move = module.legal_moves(state)[0]
    text = module.format_move(move)
    assert text == seat_prefix(move.seat) + module.format_move(move, seat=False)
    assert module.parse_move(text) == move
    assert module.parse_move(module.format_move(move, seat=False)) == replace(move, seat=None)
    with pytest.raises(NotationError) as info:
        module.parse_move("p9:" + module.format_move(move, seat=False))
    assert "player 9 does not exist" in info.value.explain("en")
    assert "le joueur 9 n'existe pas" in info.value.explain("fr")


def test_the_served_seat_is_the_first_asked_one_the_computer_does_not_play():
    asks = tuple(Ask(s, "keep", "BM-SETUP-EXPL", Msg("x")) for s in (2, 0, 1))
    assert served_seat(asks) == 2
    assert served_seat(asks, frozenset({2})) == 0
    assert served_seat(asks, frozenset({0, 1, 2})) == 2     # all the computer's: the first
    assert served_seat(()) is None
