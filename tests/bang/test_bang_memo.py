"""What the engine keeps per position (:mod:`tutor.bang.memo`) changes no answer: on seeded
games of every size, ``legal_moves`` equals the candidates the plain ``check`` (nothing
kept, BANG-TURN-PLAY and the answers out of turn) accepts; a check on a position seen for
the first time equals its check once ``legal_moves`` filled the memo, for the legal moves
and for refused ones (out of range: BANG-RANGE; a second BANG!: BANG-ONE-BANG; a card not
in hand); a move equal to a kept one but of other field types is judged afresh; the moves
``legal_moves`` makes equal the constructor's; and only the last few positions are held."""

from __future__ import annotations

from tutor import bang
from tutor.bang import memo, rules
from tutor.core.check import CheckTable
from tutor.core.frozen import changed
from tutor.core.verdict import allowed

from memo_support import (assert_moves_equal_their_constructors,
                         assert_only_the_last_positions_are_held, seeded_positions)


def positions(options: bang.Options, seed: int, every: int = 3):
    """Positions along a seeded random game, one in ``every``."""
    return seeded_positions(bang, options, seed, every)


def said(verdict) -> tuple:
    return (verdict.legal, verdict.move_text, verdict.explain("en"), verdict.explain("fr"),
            tuple((r.rule, r.ok, r.binding, r.focus, r.data) for r in verdict.reasons))


def plain_judge(state, move):
    """``judge`` with nothing kept: the core's own."""
    return CheckTable.judge(rules.RULES, state, move)


def odd_moves(state: bang.State) -> list:
    """Moves of the seat asked that are mostly refused, some of them with fields of the
    wrong type."""
    seat = rules.asked_seat(state)
    other = (seat + 1) % state.players
    return [bang.Play("BGAS", other, seat=seat), bang.Play("BGAS", True, seat=seat),
            bang.Play("MS8S", other, seat=seat), bang.Respond("BR6H", seat=seat),
            bang.Discard("SA5H", seat=seat), bang.Take(seat=seat), bang.EndTurn(seat=seat),
            bang.Play("PNJH", other, "hand", seat=seat), bang.Play("JAJS", 0, seat=seat),
            bang.Flip("barrel", seat=seat), bang.Play("BGAS", other, seat=other)]


def test_legal_moves_equal_the_candidates_the_plain_check_accepts():
    for options in bang.EXAMPLE_OPTIONS:
        for state in positions(options, 3):
            fresh = changed(state)                          # nothing kept for it yet
            want = [m for m in rules.candidates(fresh) if allowed(plain_judge(fresh, m)[1])]
            assert bang.legal_moves(state) == want


def test_a_check_on_a_new_position_equals_the_check_once_the_memo_is_filled():
    for options in bang.EXAMPLE_OPTIONS:
        for state in positions(options, 5, every=4):
            moves = rules.candidates(state) + odd_moves(state)
            first = [said(bang.check(changed(state), m)) for m in moves]
            bang.legal_moves(state)
            assert [said(bang.check(state, m)) for m in moves] == first
            assert [said(bang.check(state, m)) for m in moves] == first   # once kept


def test_an_equal_move_of_other_field_types_is_judged_afresh():
    state = next(s for s in positions(bang.Options(4), 2)
                 if not s.stack and any(m.card.startswith("BG") for m in bang.legal_moves(s)
                                        if type(m) is bang.Play))
    seat = state.turn
    card = next(c for c in state.seats[seat].hand if c.startswith("BG"))
    for target in (t for t in range(state.players) if t != seat):
        as_int, as_bool = bang.Play(card, target, seat=seat), bang.Play(card, True, seat=seat)
        assert said(bang.check(state, as_int)) == said(bang.check(changed(state), as_int))
        assert said(bang.check(state, as_bool)) == said(bang.check(changed(state), as_bool))
        assert not bang.check(state, as_bool).legal         # True is no seat


def test_legal_moves_equal_the_moves_the_constructors_make():
    for state in positions(bang.Options(7), 4, every=5):
        assert_moves_equal_their_constructors(bang.legal_moves(state))


def test_only_the_last_positions_and_a_bounded_number_of_moves_are_held():
    state = bang.initial_state(bang.Options(5), 5)
    copies = assert_only_the_last_positions_are_held(bang, memo, state)
    last = copies[-1]
    seat = rules.asked_seat(last)
    for _ in range(rules.MAX_JUDGED + 50):
        bang.check(last, bang.EndTurn(seat=seat))       # a new move object each time
        bang.legal_moves(last)                          # new move objects each time
    judged = memo.MEMO._recent[0][1]["judged"]
    assert len(judged) <= rules.MAX_JUDGED + len(rules.candidates(last))


def test_the_kept_hand_reasons_equal_fresh_ones():
    """``in_hand`` keeps one reason per card, rule and answer (BANG-TURN-PLAY, BANG-MISSED,
    BANG-SAVE...): it says the same as one made afresh, in every language."""
    state = bang.initial_state(bang.Options(4), 1)
    seat = state.turn
    for card in bang.DECK[::7] + ("XX9Z",):
        for rule in (bang.R.TURN_PLAY, bang.R.MISSED, bang.R.SAVE, bang.R.TURN_DISCARD):
            kept = rules.in_hand(state, seat, card, rule)
            ok = card in state.seats[seat].hand
            fresh = rules._in_hand(card, rule, ok)
            assert (kept.rule, kept.ok, kept.focus, kept.explain("en"), kept.explain("fr")) \
                == (fresh.rule, ok, fresh.focus, fresh.explain("en"), fresh.explain("fr"))
