"""The ``fp1`` notation: strict parsing of positions and moves, exact round trips, and
errors that point at the fault (caret) in English and French."""

from __future__ import annotations

import pytest

from fp_support import CANONICAL, pos
from tutor import flaming_pyramids as fp
from tutor.core import NotationError

BASE = CANONICAL[0]



# ---------------------------------------------------------------- round trips


@pytest.mark.parametrize("text", CANONICAL)
def test_notation_round_trips_exactly(text):
    s = fp.from_notation(text)
    assert fp.to_notation(s) == text
    assert fp.from_notation(fp.to_notation(s)) == s


@pytest.mark.parametrize("text", CANONICAL)
def test_repr_is_notation_you_can_paste_back(text):
    s = fp.from_notation(text)
    assert eval(repr(s), {"from_notation": fp.from_notation}) == s


def test_pyramid_notation_from_the_docstring():
    p = fp.parse_pyramid("0:Y4,G6,B30/0:Y10,B20")
    assert {c: t.code for c, t in p.items()} == {
        (0, 0): "Y4", (0, 1): "G6", (0, 2): "B30", (1, 0): "Y10", (1, 1): "B20"}
    assert fp.format_pyramid(p) == "0:Y4,G6,B30/0:Y10,B20"
    assert fp.format_pyramid(fp.parse_pyramid("-1:R2,B60")) == "-1:R2,B60"
    assert eval(repr(p), {"Pyramid": fp.Pyramid}) == p


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("players", [2, 6])
def test_initial_states_round_trip(players, seed):
    s = fp.initial_state(fp.Options(players, curse=True, fire_die=True), seed)
    assert fp.from_notation(fp.to_notation(s)) == s


# ---------------------------------------------------------------- moves


@pytest.mark.parametrize("text, move", [
    ("B60@1,0", fp.Place(fp.tile("B60"), (1, 0))),
    ("M@0,-1", fp.Place(fp.tile("M"), (0, -1))),
    ("Cy@0,-3", fp.Place(fp.tile("Cy"), (0, -3))),
    ("Tb@44,9999", fp.Place(fp.tile("Tb"), (44, 9999))),
    ("Y120@12,-40", fp.Place(fp.tile("Y120"), (12, -40))),
    ("slide L", fp.Slide(fp.Side.LEFT)),
    ("slide R", fp.Slide(fp.Side.RIGHT)),
    *[(f"roll {n}", fp.Roll(n)) for n in range(1, 7)],
])
def test_move_notation_parses_and_formats_back(text, move):
    assert fp.parse_move(text) == move
    assert fp.format_move(move) == text


@pytest.mark.parametrize("text", [
    "b60@1,0", "B60@1", "B60@1,", "B60@,0", "B60@1,0,2", "B60 @1,0", " B60@1,0", "B60@1,0 ",
    "B60", "@1,0", "B61@1,0", "Z9@0,0", "cy@0,0", "CY@0,0", "m@0,0", "10", "10@0,0",
    "slide l", "slide r", "slide", "slide  L", "SLIDE L", "slide LR", "slide L ",
    "roll", "", "B60@1,0;",
])
def test_move_parsing_is_strict(text):
    with pytest.raises(NotationError) as info:
        fp.parse_move(text)
    assert isinstance(info.value, ValueError)
    assert info.value.position == 0
    en, fr = info.value.explain("en"), info.value.explain("fr")
    assert "not" in en and "n'est pas" in fr
    assert text in en


@pytest.mark.parametrize("text, en", [
    ("roll 7", "roll must be a whole number from 1 to 6"),
    ("roll 0", "roll must be a whole number from 1 to 6"),
    ("roll " + "6" * 5000, "roll must be a whole number from 1 to 6"),
    ("roll 1,2", "roll: '1,2' is not a number"), ("roll one", "roll: 'one' is not a number"),
    ("roll  3", "roll: ' 3' is not a number"), ("roll ٣", "roll: '٣' is not a number"),
])
def test_FP_DIE_1_a_roll_is_a_face_of_the_die_named_by_its_bounds(text, en):
    """The fire die has faces 1 to 6: any other number is refused where it stands, the
    refusal naming the faces (or saying it is no number written with the digits 0-9)."""
    with pytest.raises(NotationError) as info:
        fp.parse_move(text)
    assert info.value.position == 5
    assert info.value.explain("en").startswith(en)
    assert "de 1 à 6" in info.value.explain("fr") or "chiffres 0-9" in info.value.explain("fr")


def test_ten_is_not_a_tile_code_here():
    with pytest.raises(NotationError) as info:
        fp.parse_move("10@0,0")
    assert "'10@0,0' is not a move" in str(info.value)
    with pytest.raises(NotationError):
        fp.from_notation(BASE.replace("hands=Y2|R2", "hands=Y2|10"))


def test_format_move_refuses_something_that_is_not_a_move():
    with pytest.raises(TypeError):
        fp.format_move("B60@1,0")


def test_non_text_is_refused_with_a_notation_error():
    with pytest.raises(NotationError):
        fp.parse_move(60)
    with pytest.raises(NotationError) as info:
        fp.from_notation(None)
    assert info.value.explain("fr")


# ---------------------------------------------------------------- position errors

#: name -> (text, message key, text at the caret)
ERRORS = {
    "wrong prefix": ("fp2 " + BASE[4:], "prefix", "fp2"),
    "no prefix": (BASE[4:], "prefix", "players=2"),
    "unknown tile in the pyramid": (BASE.replace("R40", "R41"), "bad_tile", "R41"),
    "unknown tile in a hand": (BASE.replace("R2 ", "R2,X9 "), "bad_tile", "X9"),
    "10 is not a tile": (BASE.replace("piles=-|-", "piles=-|Y4,10"), "bad_tile", "10"),
    "duplicate tile in the pyramid": (BASE.replace("R40", "R40/0:B20"), "duplicate_tile",
                                      "B20 hands"),
    "bad row": (BASE.replace("R40", "R40/1-G2"), "bad_row", "1-G2"),
    "empty row": (BASE.replace("R40", "R40/"), "bad_row", " hands"),
    "trailing comma": (BASE.replace("R40", "R40,"), "bad_tile", " hands"),
    "disarmed mark on a non-incendiary": (BASE.replace("B20", "B20~"), "bad_mark", "B20~"),
    "seat count": (BASE.replace("piles=-|-", "piles=-"), "seat_count", "-"),
    "too many seats": (BASE.replace("hands=Y2|R2", "hands=Y2|R2|G2"), "seat_count", "Y2|R2|G2"),
    "hand over 5": (BASE.replace("R2 ", "R2,R4,R6,R10,R20,R30 "), "hand_size", "Y2|R2,R4"),
    "not calm (collapse)": (BASE.replace("R40", "R40/0:G100"), "not_calm", "G100"),
    "not calm (fire)": (BASE.replace("0:B20,R40", "0:Y4,Cy"), "not_calm", "Cy"),
    "not calm (explosion)": (BASE.replace("0:B20,R40", "0:Cy,Tb"), "not_calm", "Cy"),
    "not calm (free air)": (BASE.replace("R40", "R40/3:B60"), "not_calm", "B60"),
    "not calm (curse)": (BASE.replace("players=2", "players=2 variants=curse")
                         .replace("0:B20,R40", "0:R20,B20/0:G20"), "not_calm", "G20"),
    "bad pending": (BASE + " pending=drop@1,0", "bad_pending", "drop@1,0"),
    "pending on an empty cell": (BASE + " pending=slide@1,0", "pending_empty", "slide@1,0"),
    "pending on a supported tile": (BASE + " pending=fall@0,1", "pending_supported",
                                    "fall@0,1"),
    "pending roll without the variant": (BASE.replace("R40", "Cy") + " pending=roll@0,1",
                                         "pending_roll", "roll@0,1"),
    "pending roll on a non-incendiary": (BASE.replace("players=2", "players=2 variants=firedie")
                                         + " pending=roll@0,1", "pending_roll", "roll@0,1"),
    "unknown field": (BASE + " colour=red", "unknown_field", "colour=red"),
    "field without value": (BASE.replace("turn=1", "turn="), "bad_field", "turn="),
    "field without =": (BASE.replace("turn=1", "turn"), "bad_field", "turn "),
    "duplicate field": (BASE.replace("turn=1", "turn=1 turn=2"), "duplicate_field", "turn=2"),
    "fields out of order": ("fp1 turn=1 players=2" + BASE[20:], "field_order", "players=2"),
    "missing field": (BASE.replace(" piles=-|-", ""), "missing_field", ""),
    "players out of range": (BASE.replace("players=2", "players=7"), "players", "7 "),
    "unknown variant": (BASE.replace("players=2", "players=2 variants=curse,dice"),
                        "unknown_variant", "curse,dice"),
    "seat out of range": (BASE.replace("turn=1", "turn=3"), "seat_range", "3 "),
    "dice without the variant": (BASE + " dice=1,2", "dice_without_variant", "1,2"),
    "bad dice": (BASE.replace("players=2", "players=2 variants=firedie") + " dice=1,x",
                 "bad_number", "x"),
    "curses without pending": (BASE + " curses=1", "curses_without_pending", "1"),
    "winner with a pending decision": (BASE.replace("R40", "R40/3:B60")
                                       + " pending=fall@1,3 winner=1", "winner_pending", "1"),
    "winner still holding tiles": (BASE + " winner=1", "winner_has_tiles", "1"),
}


@pytest.mark.parametrize("name", list(ERRORS))
def test_malformed_positions_raise_notation_errors_with_a_caret(name):
    text, key, at = ERRORS[name]
    with pytest.raises(NotationError) as info:
        fp.from_notation(text)
    err = info.value
    assert isinstance(err, ValueError)
    assert err.msg.key == f"fp.notation.{key}"
    assert err.text == text and isinstance(err.position, int)
    assert text[err.position:].startswith(at), (err.position, text[err.position:])
    for lang in ("en", "fr"):
        message, shown, caret = err.explain(lang).split("\n")
        shown, caret = shown[2:], caret[2:]
        assert message and caret == " " * caret.index("^") + "^"
        if len(text) <= 60:                 # shown whole, caret at the position
            assert shown == text and caret.index("^") == err.position
        else:                               # an excerpt of 60, caret on the same text
            assert len(shown) == 60 and shown.strip("…") in text
            assert shown[caret.index("^"):].startswith(at[:len(shown) - caret.index("^")])
    assert str(err) == err.explain("en")


def test_a_not_calm_position_names_the_mayhem_and_its_rule():
    with pytest.raises(NotationError) as info:
        fp.from_notation(ERRORS["not calm (collapse)"][0])
    assert "mayhem is waiting: G100 at (1,0) on B20 + R40 breaks" in str(info.value)
    assert "(FP-BUILD-5)" in str(info.value)
    assert "la position n'est pas calme" in info.value.explain("fr")


def test_a_duplicate_tile_within_the_pyramid_points_at_its_second_occurrence():
    text = ERRORS["duplicate tile in the pyramid"][0]
    with pytest.raises(NotationError) as info:
        fp.from_notation(text)
    assert info.value.position == text.rindex("B20")
    assert "B20 appears twice" in str(info.value)
    assert "B20 apparaît deux fois" in info.value.explain("fr")


def test_a_duplicate_tile_across_fields_points_at_the_repeat():
    text = BASE.replace("piles=-|-", "piles=-|B20")
    with pytest.raises(NotationError) as info:
        fp.from_notation(text)
    assert info.value.position == text.rindex("B20")


def test_a_non_numeric_player_count_is_a_readable_notation_error():
    text = BASE.replace("players=2", "players=two")
    with pytest.raises(NotationError) as info:
        fp.from_notation(text)
    err = info.value
    assert err.text == text and err.position == text.index("two")
    assert "players: 'two' is not a number" in str(err)


@pytest.mark.parametrize("text", [
    "fp1 players=2 turn=1 pyramid=0:B20,R40 hands=-|R2 piles=-|-",
    "fp1 players=2 turn=1 pyramid=0:B20,R40 hands=-|R2 piles=Y2|-",
])
def test_FP_TURN_1_the_player_to_move_must_hold_a_tile(text):
    with pytest.raises(NotationError):
        fp.from_notation(text)


@pytest.mark.parametrize("text, key", [
    (BASE.replace(" turn", "\tturn"), "spacing"),
    (BASE.replace(" turn", "\nturn"), "spacing"),
    (BASE.replace("players=2", "players=02"), "bad_number"),
    (BASE.replace("0:B20,R40", "00:B20,R40"), "bad_row"),
    (BASE.replace("0:B20,R40", "-1:.,B20,R40"), "row_edges"),
    (BASE.replace("0:B20,R40", "0:B20,R40/-"), "row_edges"),
    (BASE.replace("players=2", "players=2 variants=curse,curse"), "variant_order"),
    (BASE.replace("players=2", "players=2 variants=firedie,curse"), "variant_order"),
])
def test_non_canonical_text_is_refused_so_text_round_trips_exactly(text, key):
    """Strict notation: one spelling per state (no leading zeros, trimmed rows, one order)."""
    with pytest.raises(NotationError) as info:
        fp.from_notation(text)
    assert info.value.msg.key == f"fp.notation.{key}"


@pytest.mark.parametrize("text", ["B60@01,0", "B60@-0,0", "B60@1,-01"])
def test_non_canonical_move_numbers_are_refused(text):
    with pytest.raises(NotationError):
        fp.parse_move(text)


def test_position_fields_are_what_the_docstring_says():
    s = pos(CANONICAL[5])
    assert s.players == 3 and s.options.curse and not s.options.fire_die
    assert s.turn == 1 and s.curses == 1 and s.collector == 0 and s.to_act == 0
    assert s.pending.kind.value == "fall" and s.pending.cell == (2, 1)
    assert [t.code for t in s.piles[0]] == ["B10", "R10", "G10"]
    s = pos(CANONICAL[7])
    assert s.dice == (3, 1, 6) and not s.armed(fp.tile("Tb"))


@pytest.mark.parametrize("text", [
    "  " + BASE, BASE + "\n", " \t" + BASE + " \r\n", BASE.replace(" ", "   "),
    "\n" + BASE.replace(" hands", "     hands") + "  ",
])
def test_a_pasted_position_with_extra_spaces_reads_as_the_canonical_one(text):
    """Whitespace around the position and runs of spaces between fields are accepted; the
    canonical text is unchanged."""
    assert fp.to_notation(fp.from_notation(text)) == BASE


@pytest.mark.parametrize("text, at", [
    ("  " + BASE.replace("R40", "R41") + "\n", "R41"),
    ("  fp2" + BASE[3:], "fp2"),
    (BASE.replace(" hands", "   hands").replace("Y2|R2", "Y2|X9") + "\n", "X9"),
    (BASE.replace("  ", " ").replace(" turn", "  \tturn"), "\t"),
])
def test_with_extra_whitespace_the_caret_still_points_into_the_original_text(text, at):
    with pytest.raises(NotationError) as info:
        fp.from_notation(text)
    assert info.value.text == text and info.value.position == text.index(at)


def test_a_missing_field_after_a_trailing_newline_points_at_the_end_of_the_position():
    text = BASE.replace(" piles=-|-", "") + "\n"
    with pytest.raises(NotationError) as info:
        fp.from_notation(text)
    assert info.value.msg.key == "fp.notation.missing_field"
    assert info.value.position == len(text) - 1


# ---------------------------------------------------------------- numbers and sizes

HUGE = "1" * 4301          # past Python's own limit for int() on text (4,300 digits)
DIE = "fp1 players=2 variants=firedie turn=1 pyramid=0:B20,R40 hands=Y2|R2 piles=-|-"
PENDING = CANONICAL[4]     # ... pyramid=0:Y4,G6,B30/-/0:Y40 ... pending=slide@2,0
CURSED = CANONICAL[5]      # ... pending=fall@2,1 curses=1


def _refused(text: str, parse=fp.from_notation) -> NotationError:
    with pytest.raises(NotationError) as info:
        parse(text)
    err = info.value
    assert isinstance(err.position, int) and 0 <= err.position <= len(text)
    for lang in ("en", "fr"):
        assert len(err.explain(lang).split("\n")[0]) < 400      # one readable line
    return err


@pytest.mark.parametrize("text", [
    BASE.replace("players=2", "players=" + HUGE),
    BASE.replace("turn=1", "turn=" + HUGE),
    BASE.replace("0:B20,R40", HUGE + ":B20,R40"),
    BASE.replace("0:B20,R40", "-" + HUGE + ":B20,R40"),
    PENDING.replace("slide@2,0", "slide@" + HUGE + ",0"),
    PENDING.replace("slide@2,0", "slide@2," + HUGE),
    CURSED.replace("curses=1", "curses=" + HUGE),
    CANONICAL[8].replace("winner=1", "winner=" + HUGE),
], ids=["players", "turn", "slot", "negative slot", "pending row", "pending slot", "curses",
        "winner"])
def test_a_number_of_thousands_of_digits_in_a_position_is_a_notation_error(text):
    err = _refused(text)
    assert err.msg.key == "core.notation.number_range"
    assert "111111111…1111111111" in str(err)           # the value is shown cut


@pytest.mark.parametrize("text, bound", [
    ("B20@1," + HUGE, "from -9999 to 9999"), ("B20@" + HUGE + ",0", "from 0 to 44"),
    ("p2:B20@1,-" + HUGE, "from -9999 to 9999"),
])
def test_a_number_of_thousands_of_digits_in_a_move_is_a_notation_error(text, bound):
    err = _refused(text, fp.parse_move)
    assert bound in str(err) and bound.replace("from", "de").replace("to", "à") \
        in err.explain("fr")


@pytest.mark.parametrize("text", [
    "B20@1,1２", "B20@1٠,0", "B20@１,0", "B20@0,-٣", "Y２@0,0", "roll ٣", "p２:B20@0,0",
])
def test_a_move_with_digits_of_another_script_is_refused(text):
    _refused(text, fp.parse_move)


@pytest.mark.parametrize("text", [
    BASE.replace("players=2", "players=٢"),
    BASE.replace("turn=1", "turn=１"),
    BASE.replace("0:B20,R40", "1٠:B20,R40"),
    BASE.replace("0:B20,R40", "０:B20,R40"),
    BASE.replace("R40", "R4٠"),
    PENDING.replace("slide@2,0", "slide@٢,0"),
    PENDING.replace("slide@2,0", "slide@2,０"),
    CURSED.replace("curses=1", "curses=١"),
    DIE + " dice=1,٢",
])
def test_a_position_with_digits_of_another_script_is_refused_not_read_as_ascii(text):
    """The notation never guesses: ``1٠`` is not slot 10 (it used to be)."""
    _refused(text)


def test_FP_COMP_1_rows_go_from_0_to_44_in_positions_and_moves():
    tall = "0:B20,R40" + "/-" * 43 + "/0:Y4"                 # Y4 at (44,0), falling
    s = fp.from_notation(BASE.replace("0:B20,R40", tall) + " pending=fall@44,0")
    assert s.pending.cell == (44, 0)
    err = _refused(BASE.replace("0:B20,R40", "0:B20,R40" + "/-" * 44 + "/0:Y4")
                   + " pending=fall@45,0")
    assert "the row must be a whole number from 0 to 44" in str(err)
    assert "la rangée doit être un nombre entier de 0 à 44" in err.explain("fr")
    assert fp.parse_move("B20@44,0").cell == (44, 0)
    for text in ("B20@45,0", "B20@-1,0"):
        assert "from 0 to 44" in str(_refused(text, fp.parse_move))


def test_slots_go_from_minus_9999_to_9999_in_positions_and_moves():
    assert fp.from_notation(BASE.replace("0:B20,R40", "9998:B20,R40")).pyramid[(0, 9999)]
    assert fp.from_notation(BASE.replace("0:B20,R40", "-9999:B20,R40")).pyramid[(0, -9999)]
    for text in (BASE.replace("0:B20,R40", "9999:B20,R40"),       # R40 at 10000
                 BASE.replace("0:B20,R40", "-10000:B20,R40")):
        err = _refused(text)
        assert "the slot must be a whole number from -9999 to 9999" in str(err)
        assert "l'emplacement doit être un nombre entier de -9999 à 9999" in err.explain("fr")
    assert fp.parse_move("B20@0,-9999").cell == (0, -9999)
    assert "from -9999 to 9999" in str(_refused("B20@0,10000", fp.parse_move))


@pytest.mark.parametrize("pyramid", [
    "0:B20/9000:R40", "0:B20/9999:R40", "0:B20," + ".," * 44 + "R40",
    "-9999:B20/9998:R40", "0:B20," + ".," * 1000000 + "R40",
    "0:Y4,G6,B30/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/"
    "-/-/-/-/-/3:Y40",
])
def test_FP_COMP_1_and_FP_PLACE_4_the_pyramid_stands_over_at_most_45_slots(pyramid):
    """A base with a gap of a million slots used to be accepted, after which one move took
    seconds and listed a million sites; the feet of the tiles lie within 45 slots."""
    err = _refused(BASE.replace("0:B20,R40", pyramid))
    assert err.msg.key == "fp.notation.width"
    assert "with 45 tiles it spans at most 45 (FP-COMP-1, FP-PLACE-4)" in str(err)
    assert "au plus 45 (FP-COMP-1, FP-PLACE-4)" in err.explain("fr")


def test_FP_PLACE_3_a_gap_of_43_slots_is_45_wide_and_is_accepted_and_fast():
    s = fp.from_notation(BASE.replace("0:B20,R40", "0:B20," + ".," * 43 + "R40"))
    moves = fp.legal_moves(s)
    assert len(moves) == 43 and fp.sites(s.pyramid)[0] is fp.R.PLACE_3


def test_FP_DIE_1_at_most_64_rolls_are_seeded():
    assert len(fp.from_notation(DIE + " dice=" + ",".join("6" * 64)).dice) == 64
    text = DIE + " dice=" + ",".join("6" * 65)
    err = _refused(text)
    assert "dice lists 65 rolls; at most 64 are seeded at setup (FP-DIE-1)" in str(err)
    assert "au plus 64" in err.explain("fr")
    assert err.position == text.index("dice=") + 5 + 128         # at the 65th roll
    _refused(DIE + " dice=" + ",".join("6" * 10 ** 6))


def test_FP_DIE_1_a_roll_is_asked_only_when_no_seeded_roll_is_left():
    text = CANONICAL[6] + " dice=3"
    text = text.replace(" pending=roll@1,1 dice=3", " dice=3 pending=roll@1,1")
    err = _refused(text)
    assert err.msg.key == "fp.notation.pending_roll_dice" and "1 roll (FP-DIE-1)" in str(err)
    assert "encore 1 lancer (FP-DIE-1)" in err.explain("fr")


def test_FP_CURSE_3_at_most_ten_curses_strike_in_one_resolution():
    assert fp.from_notation(CURSED.replace("curses=1", "curses=10")).curses == 10
    err = _refused(CURSED.replace("curses=1", "curses=11"))
    assert "curses must be a whole number from 1 to 10" in str(err)
    assert _refused(CURSED.replace("curses=1", "curses=0")).msg.key == \
        "fp.notation.curses_without_pending"


def test_a_long_piece_of_text_is_shown_cut_in_the_message():
    err = _refused(BASE.replace("R40", "R" + "4" * 5000))
    assert "R444444444…4444444444" in str(err) and len(str(err)) < 400


# ---------------------------------------------------------------- invariants of real play


@pytest.mark.parametrize("text, seat", [
    # The issue's position: after B20@0,0 seat 2 had to play with no tile.
    ("fp1 players=2 turn=1 pyramid=- hands=B20,R2|- piles=-|R40", 2),
    ("fp1 players=3 turn=2 pyramid=0:B20,R40 hands=Y2|R2|- piles=-|-|G2", 3),
    # Two seats with no tiles and a winner.
    ("fp1 players=3 turn=1 pyramid=0:B20,R40 hands=-|-|R2 piles=-|-|- winner=1", 2),
    ("fp1 players=2 turn=1 pyramid=0:Y4,G6,B30/-/0:Y40 hands=-|- piles=Y10,B20|- "
     "pending=slide@2,0", 2),
])
def test_FP_END_3_and_FP_TURN_3_only_the_player_whose_turn_it_is_can_run_out(text, seat):
    err = _refused(text)
    assert err.msg.key == "fp.notation.idle_empty_hand"
    assert f"seat {seat} holds no tile in hand" in str(err) and "(FP-END-3, FP-TURN-3)" in str(err)
    assert f"la place {seat} n'a aucune tuile en main" in err.explain("fr")
    at = text.index("hands=") + 6
    assert err.position == at + len("|".join(text[at:].split(" ")[0].split("|")[:seat - 1])) \
        + (1 if seat > 1 else 0)


def test_FP_END_3_the_issue_position_with_a_tile_for_seat_2_plays_to_the_end():
    s = fp.from_notation("fp1 players=2 turn=1 pyramid=- hands=B20,R2|G2 piles=-|R40")
    for _ in range(20):
        if s.phase is fp.Phase.OVER:
            break
        s = fp.apply(s, fp.legal_moves(s)[0]).after
        assert fp.from_notation(fp.to_notation(s)) == s
    assert s.phase is fp.Phase.OVER


def test_FP_TURN_1_a_pending_decision_comes_after_this_turns_tile():
    text = CANONICAL[4].replace("hands=-|R2", "hands=R4,R6,R10,R20,R30|R2")
    err = _refused(text)
    assert err.msg.key == "fp.notation.pending_full_hand"
    assert "at most 4 in hand, not 5 (FP-TURN-1)" in str(err)
    assert "au plus 4 en main, pas 5 (FP-TURN-1)" in err.explain("fr")
    assert fp.from_notation(text.replace("R4,", "")).hands[0] == tuple(
        fp.tile(c) for c in ("R6", "R10", "R20", "R30"))
