"""Notation (strict, round-tripping), SVG, puzzles and the asks of a position."""

import xml.etree.ElementTree as ET

import pytest

from tutor import pook as pk
from tutor.core import NotationError

from pk_support import EXAMPLE_1, play, pos, position


def test_board_notation_round_trips_with_negative_coordinates():
    text = "-2,1:.,k1~2,M1/k1,P,."
    board = pk.parse_board(text)
    assert pk.format_board(board) == text
    assert board.piggy == (-1, 0) and board.warrior((0, 1)).code == "M1"


@pytest.mark.parametrize("bad", [
    "0,0:P,.",                 # not tight
    "0,0:K1",                  # no Piggy
    "0,0:P,P",                 # two Piggies
    "0,1:P,K1/k1",             # ragged
    "00,0:P",                  # non-canonical number
    "-0,0:P",
    "0,0:P,K4",                # no such card
    "0,0:P,k1~9",              # no such seat
    "0,0:P,x1",
])
def test_bad_grids_are_refused(bad):
    with pytest.raises(NotationError):
        pos(position(bad, "K1|M1"))


def test_state_notation_is_strict():
    good = EXAMPLE_1
    assert pk.to_notation(pk.from_notation(good)) == good
    for broken in (good.replace("players=2", "players=5"),
                   good.replace(" window=floating", ""),
                   good.replace("obj=KM,OV", "obj=KM,KM"),
                   good.replace("obj=KM,OV", "obj=MK,OV"),
                   good.replace("phase=play", "phase=power"),
                   good.replace("hands=V1,M2,O3|K1", "hands=V1,M2,O3"),
                   good.replace("hands=V1,M2,O3|K1", "hands=K3,K3|K1"),
                   good.replace("pk1", "pk2")):
        with pytest.raises(NotationError):
            pk.from_notation(broken)


@pytest.mark.parametrize("text", [
    "  " + EXAMPLE_1, EXAMPLE_1 + "\n", "\t " + EXAMPLE_1 + " \r\n",
    EXAMPLE_1.replace(" ", "  "), EXAMPLE_1.replace(" board=", "      board="),
])
def test_a_pasted_position_with_extra_spaces_reads_as_the_canonical_one(text):
    """Whitespace around the position (a pasted line's newline) and runs of spaces between
    fields are accepted; the canonical text is unchanged."""
    assert pk.to_notation(pk.from_notation(text)) == EXAMPLE_1


@pytest.mark.parametrize("text, key, at", [
    ("   " + EXAMPLE_1, None, None),
    ("  pk2" + EXAMPLE_1[3:], "prefix", "pk2"),
    (EXAMPLE_1.replace("obj=", "  obj=") + "\n", None, None),
    (EXAMPLE_1.replace(" ", "  ").replace("k1~2,P", "k1~9,P") + "\n", "number_range", "9,P"),
    (EXAMPLE_1.replace(" turn", " \tturn"), "spacing", "\t"),
    (EXAMPLE_1.replace(" pile=-", "") + "\n", "missing_field", "obj="),
])
def test_with_extra_whitespace_the_caret_still_points_into_the_original_text(text, key, at):
    if key is None:
        pk.from_notation(text)
        return
    with pytest.raises(NotationError) as info:
        pk.from_notation(text)
    err = info.value
    assert err.msg.key in (f"pk.notation.{key}", f"core.notation.{key}")
    assert err.text == text and err.position == text.index(at)


@pytest.mark.parametrize("drop, field, after", [
    ("pile=-", "pile=", "hands="),
    ("players=2", "players=", "pk1"),
    ("winners=-", "winners=", "picks="),
    ("board=0,1:.,k1~2/k1~2,P", "board=", "placed="),
])
def test_a_missing_field_is_named_with_the_field_before_it(drop, field, after):
    text = EXAMPLE_1.replace(" " + drop, "")
    with pytest.raises(NotationError) as info:
        pk.from_notation(text)
    err = info.value
    assert err.msg.key == "pk.notation.missing_field"
    assert f"the field '{field}' is missing (after '{after}')" in err.explain("en")
    assert f"le champ « {field} » est absent (après « {after} »)" in err.explain("fr")
    # the caret points where the field belongs: at the next field, or after the end
    nxt = EXAMPLE_1.index(drop) + len(drop) + 1
    assert err.position == (len(text) if nxt > len(EXAMPLE_1) else nxt - len(drop) - 1)


def test_an_unexpected_field_is_named():
    text = EXAMPLE_1.replace("phase=play", "phase=play colour=red")
    with pytest.raises(NotationError) as info:
        pk.from_notation(text)
    assert "expected 'block=...' here, found 'colour=red'" in str(info.value)
    assert info.value.position == text.index("colour")
    text = EXAMPLE_1 + " extra=1"
    with pytest.raises(NotationError) as info:
        pk.from_notation(text)
    assert info.value.msg.key == "pk.notation.extra_field"
    assert "unexpected 'extra=1': a position ends with the field 'winners='" in str(info.value)
    assert info.value.position == text.index("extra")


def test_POOK_SETUP_3_a_hand_of_more_than_6_cards_is_refused():
    """6 are dealt; a turn plays one card before drawing one, and a Mage takes a card back
    only for one it lays, so no hand ever holds 7."""
    six, other = "K1,K1,K2,M1,M1,M2", "O1,O1,O2,V1,V1,V2"
    pk.from_notation(position("0,0:P", f"{other}|{six}", pile="V1"))
    text = position("0,0:P", f"{other}|{six},M3", pile="V1")
    with pytest.raises(NotationError) as info:
        pk.from_notation(text)
    err = info.value
    assert err.msg.key == "pk.notation.hand_size"
    assert err.position == text.index(six)
    assert "seat 2 holds 7 cards, but a hand never has more than 6" in str(err)
    assert "(POOK-SETUP-3)" in str(err)
    assert "le siège 2 a 7 cartes, mais une main n'en a jamais plus de 6" in err.explain("fr")


@pytest.mark.parametrize("grid, name, cell, at", [
    ("0,0:P,.,k1~2", "the card", "(2,0)", "k1~2"),
    ("0,1:K1,M3,./k2~2,.,P", "Piggy", "(2,0)", "P"),       # the fact sheet's example 2
    ("0,1:.,K1/P,./.,M1", "the card", "(1,1)", "K1"),      # diagonal contact is no link
    ("0,2:k1~1,./.,P/K2,.", "the card", "(0,2)", "k1~1"),  # two strays: the first named
])
def test_POOK_PLACE_1_a_table_in_pieces_is_refused_naming_a_cut_off_card(grid, name, cell, at):
    """Every card is laid next to one on the table and swaps exchange cards in place, so the
    table is always one orthogonally connected group."""
    text = position(grid, "O2|V1")
    with pytest.raises(NotationError) as info:
        pk.from_notation(text)
    err = info.value
    assert err.msg.key == "pk.notation.disconnected"
    assert err.position == text.index("board=") + len("board=") + grid.index(at, 4)
    assert f"{name} at {cell} does not touch the rest of the table" in str(err)
    assert "(POOK-PLACE-1)" in str(err)
    assert f"en {cell} ne touche pas le reste de la table" in err.explain("fr")
    with pytest.raises(NotationError):
        pk.parse_board(grid)


@pytest.mark.parametrize("text", ["M3@1,0", "m3@-1,-2", "power@1,1", "power@1,1=O1",
                                  "pig@0,1", "pass", "flip@2,0"])
def test_moves_round_trip(text):
    assert pk.format_move(pk.parse_move(text)) == text


@pytest.mark.parametrize("text", ["M4@1,0", "M3@1", "M3 @1,0", "power@1,1=o1", "PASS",
                                  "pig@01,0", "flip@"])
def test_bad_moves_are_refused(text):
    with pytest.raises(NotationError):
        pk.parse_move(text)


def test_svg_renders_and_hides_nothing_it_should_not_draw():
    svg = pk.from_notation(EXAMPLE_1)._repr_svg_()
    assert ET.fromstring(svg).tag.endswith("svg")
    assert "Piggy" in svg and ">$<" in svg


def test_every_puzzle_loads_and_covers_the_worked_examples():
    ids = [p.id for p in pk.PUZZLES]
    assert len(ids) >= 12
    for i in range(1, 7):
        assert any(pid.startswith(f"example-{i}-") for pid in ids), i


def test_asks_name_the_pending_power_and_the_seat_on_its_turn():
    mid, _ = play(position("0,1:.,K2/P,k1~2", "V1|M1", obj="KV,MO"), "V1@2,0")
    (ask,) = pk.asks(mid)
    assert (ask.seat, ask.step, ask.rule) == (0, "power", "POOK-POW-VIKING")
    assert len(pk.legal_moves(mid)) == 2
    (ask,) = pk.asks(pos(EXAMPLE_1))
    assert ask.step == "place" and ask.rule == "POOK-TURN-1"
    assert ask.explain("en").startswith("Player 1's turn to place a card")


def test_POOK_TURN_1_verdict_headlines_are_prose_naming_the_player_card_and_cell():
    """The first line of a verdict says what the move does, in words, not in notation."""
    s = pos(EXAMPLE_1)
    first = pk.legal_moves(s)[0]
    assert first.up and pk.check(s, first).headline("en") == (
        f"Allowed: Player 1 places {first.card.code} warrior side up at "
        f"({first.cell[0]},{first.cell[1]}).")
    assert pk.check(s, first).headline("fr").startswith("Autorisé : le joueur 1 pose ")
    refused = pk.check(s, pk.parse_move("pass"))
    assert refused.headline("en") == "Not allowed: Player 1 passes."
    assert refused.headline("fr") == "Interdit : le joueur 1 passe."
    wrong_seat = pk.check(s, pk.parse_move("p2:pass"))
    assert wrong_seat.headline("en") == "Not allowed: Player 2 passes."
    assert "Player 2 has nothing to play now: Player 1's turn to place a card" in \
        wrong_seat.explain("en")
    for move in pk.legal_moves(s):
        assert "@" not in pk.check(s, move).headline("en")
