"""Errors for bad input (``tutor.core.errors``): all ``ValueError``, all explainable in
EN and FR; notation errors show a caret under the fault."""

from __future__ import annotations

import pytest

from tutor.core import (IllegalMoveError, Msg, NotationError, PuzzleError, Reason, TutorError,
                        Verdict, register_catalog)

register_catalog({
    "test.errors.bad": {"en": "'{code}' is not a tile", "fr": "« {code} » n'est pas une tuile"},
    "test.errors.site": {"en": "no site", "fr": "pas d'emplacement"},
})


def test_every_error_is_a_value_error():
    for cls in (TutorError, NotationError, IllegalMoveError, PuzzleError):
        assert issubclass(cls, ValueError)


def test_notation_error_shows_the_text_with_a_caret_under_the_fault():
    err = NotationError(Msg("test.errors.bad", code="R41"), "0:B20,R41", 6)
    assert err.explain("en") == "'R41' is not a tile\n  0:B20,R41\n        ^"
    assert err.explain("fr") == "« R41 » n'est pas une tuile\n  0:B20,R41\n        ^"
    assert str(err) == err.explain("en")
    assert (err.text, err.position) == ("0:B20,R41", 6)


def test_notation_error_without_a_position_is_just_the_message():
    err = NotationError(Msg("test.errors.bad", code="?"))
    assert err.explain("en") == "'?' is not a tile"
    assert NotationError(Msg("test.errors.bad", code="?"), "x", None).explain() == "'?' is not a tile"


def test_caret_at_position_zero():
    err = NotationError(Msg("test.errors.bad", code="fp2"), "fp2 players=2", 0)
    assert err.explain().split("\n")[2] == "  ^"


LONG = ("pk1 players=2 window=floating turn=1 phase=play block=- swap=- placed=- "
        "board=0,0:P hands=K1,M2|O3 pile=V1 obj=KM,OV tied=- picks=- winners=-")


def shown_and_caret(err: NotationError, lang: str = "en") -> tuple[str, str]:
    message, shown, caret = err.explain(lang).split("\n")
    assert message
    return shown[2:], caret[2:]


@pytest.mark.parametrize("fault", ["pk1", "window=", "board=", "obj=", "winners=-", "END"])
def test_a_long_text_is_cut_to_an_excerpt_with_the_caret_under_the_fault(fault):
    """A ~140-character position would push the caret off a narrow panel: at most 60
    characters are shown, with … where the text is cut, the caret under the same character."""
    position = len(LONG) if fault == "END" else LONG.index(fault)
    err = NotationError(Msg("test.errors.bad", code="x"), LONG, position)
    for lang in ("en", "fr"):
        shown, caret = shown_and_caret(err, lang)
        assert len(shown) <= 60 and len(LONG) > 60
        assert caret == " " * caret.index("^") + "^"
        column = caret.index("^")
        if fault == "END":
            assert column == len(shown) and shown.endswith("winners=-")
        else:
            assert shown[column:].startswith(fault[:3])
            assert shown[column:].rstrip("…") in LONG[position:]
        core = shown.strip("…")
        assert core in LONG
        assert shown.startswith("…") == (not LONG.startswith(core))
        assert shown.endswith("…") == (not LONG.endswith(core))


def test_a_middle_excerpt_is_cut_at_both_ends():
    position = LONG.index("board=")
    shown, caret = shown_and_caret(NotationError(Msg("test.errors.bad", code="x"), LONG,
                                                 position))
    assert shown.startswith("…") and shown.endswith("…") and len(shown) == 60
    assert shown[caret.index("^"):].startswith("board=0,0:P")


def test_a_text_of_60_characters_is_shown_whole():
    text = "fp1 " + "x" * 56
    err = NotationError(Msg("test.errors.bad", code="x"), text, 59)
    assert shown_and_caret(err) == (text, " " * 59 + "^")


def test_line_breaks_and_tabs_in_the_text_do_not_break_the_caret_line():
    err = NotationError(Msg("test.errors.bad", code="x"), "fp1\tplayers=2\n", 3)
    assert err.explain() == "'x' is not a tile\n  fp1 players=2 \n     ^"


def test_illegal_move_error_carries_the_verdict_and_explains_it():
    v = Verdict("m", "B60@0,5", (Reason("X-1", False, Msg("test.errors.site")),))
    err = IllegalMoveError(v)
    assert err.verdict is v
    assert err.explain("en") == v.explain("en") == str(err)
    assert err.explain("fr") == "Interdit : B60@0,5.\n  ✗ pas d'emplacement (X-1)"
    assert err.msg == Msg("core.illegal_move", move="B60@0,5")


def test_puzzle_error_names_the_source_and_the_entry():
    err = PuzzleError(Msg("core.puzzle.duplicate_id", id="p1"), "puzzles.toml", "p1")
    assert err.explain("en") == "puzzles.toml [p1]: the id 'p1' is used twice"
    assert err.explain("fr") == "puzzles.toml [p1]: l'identifiant « p1 » est utilisé deux fois"
    assert str(err) == err.explain("en")
    only_source = PuzzleError(Msg("core.puzzle.missing_field", field="id"), "f.toml")
    assert only_source.explain() == "f.toml: the field 'id' is missing"
    bare = PuzzleError(Msg("core.puzzle.missing_field", field="id"))
    assert bare.explain() == "the field 'id' is missing"


def test_errors_can_be_raised_and_caught_as_value_errors():
    with pytest.raises(ValueError):
        raise NotationError(Msg("test.errors.bad", code="x"), "x", 0)


# ---------------------------------------------------------------- calls the rules cannot answer

def test_calls_the_rules_cannot_answer_say_why_in_both_languages():
    """A seat not at the table, a game that cannot be dealt, a solver asked about a finished
    game: a UsageError (a ValueError) whose message exists in English and French."""
    import tutor.flaming_pyramids as fp
    import tutor.oh_hell as oh
    import tutor.pook as pk
    from tutor.core import UsageError

    over = oh.from_notation(oh.to_notation(oh.initial_state(oh.Options(), 0)))
    while oh.legal_moves(over):
        over = oh.apply(over, oh.legal_moves(over)[0]).after
    calls = [
        (lambda: fp.view(fp.initial_state(fp.Options(), 0), 5),
         "there is no player 6 at this table of 2", "il n'y a pas de joueur 6"),
        (lambda: oh.view(oh.initial_state(oh.Options(), 0), 4),
         "there is no player 5 at this table of 4", "il n'y a pas de joueur 5"),
        (lambda: pk.view(pk.initial_state(pk.Options(), 0), 2),
         "there is no player 3 at this table of 2", "il n'y a pas de joueur 3"),
        (lambda: fp.initial_state(fp.Options(9), 0),
         "Flaming Pyramids is played by 2 to 6 players, not 9", "se joue de 2 à 6 joueurs"),
        (lambda: fp.initial_state("two players", 0),
         "a new game of Flaming Pyramids needs its Options", "demande ses Options"),
        (lambda: oh.initial_state(oh.Options(players=2), 0),
         "Oh Hell is for 3 to 7 players, not 2", "Oh Hell se joue de 3 à 7 joueurs"),
        (lambda: pk.initial_state(pk.Options(players=7), 0),
         "Pook is played by 2 to 4 players, not 7", "Pook se joue de 2 à 4 joueurs"),
        (lambda: oh.solve(over, 0), "the game is over", "la partie est finie"),
        (lambda: oh.solve(oh.initial_state(oh.Options(), 0), 0),
         "has not bid yet", "n'a pas encore annoncé"),
    ]
    for call, en, fr in calls:
        with pytest.raises(UsageError) as caught:
            call()
        assert isinstance(caught.value, ValueError)
        assert en in caught.value.explain("en") and en in str(caught.value)
        assert fr in caught.value.explain("fr")
