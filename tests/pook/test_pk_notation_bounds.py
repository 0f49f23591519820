"""Notation hardening: every number is read in one spelling and within what the game reaches,
and every count is bounded by what the game reaches, with a message naming the bound."""

import pytest

from tutor import pook as pk
from tutor.core import NotationError

from pk_support import EXAMPLE_1, position

HUGE = "1" * 4301                 # past Python's own limit for turning digits into an int


def refusal(text: str, parse=pk.from_notation) -> NotationError:
    with pytest.raises(NotationError) as info:
        parse(text)
    err = info.value
    for lang in ("en", "fr"):
        assert len(err.explain(lang)) < 800        # a long value is shown cut
    return err


# ---------------------------------------------------------------- numbers: one spelling, bounded

@pytest.mark.parametrize("move", [
    "M3@2," + HUGE, "M3@" + HUGE + ",0", "m3@-" + HUGE + ",0", "power@1," + HUGE,
    "power@" + HUGE + ",1=O1", "pig@0," + HUGE, "flip@" + HUGE + ",0", "p2:M3@2," + HUGE,
    "M3@5,0", "pig@0,-5", "flip@12,0",
])
def test_POOK_PLACE_2_a_move_coordinate_out_of_reach_is_refused_naming_the_bound(move):
    """No card lies farther than 4 from 0,0 along an axis (Piggy's start, never emptied, and
    the 5×5 window), so a coordinate is a whole number from -4 to 4; a number of thousands of
    digits is refused like any other, before Python would refuse to read it."""
    err = refusal(move, pk.parse_move)
    assert "from -4 to 4" in err.explain("en") and "de -4 à 4" in err.explain("fr")
    assert move[err.position] in "-0123456789"       # the caret is on the number


@pytest.mark.parametrize("field, value", [
    ("block", HUGE + ",0"), ("swap", "0," + HUGE), ("placed", "-" + HUGE + ",0"),
    ("picks", "0," + HUGE), ("board", HUGE + ",0:P"), ("block", "9,0"),
    ("board", "0,5:P"),
])
def test_POOK_PLACE_2_a_position_coordinate_out_of_reach_is_refused_naming_the_bound(field,
                                                                                    value):
    """Also where the refusal's own message once wrote the huge number (``block=``)."""
    text = EXAMPLE_1.replace(f"{field}=-" if field != "board" else "board=0,1:.,k1~2/k1~2,P",
                             f"{field}={value}")
    if field == "picks":
        text = text.replace("phase=play", "phase=tiebreak")
    err = refusal(text)
    assert "from -4 to 4" in err.explain("en")
    assert err.position >= text.index(f"{field}=")


@pytest.mark.parametrize("move", ["M3@1٣,0", "M3@１,0", "pig@٠,1", "flip@2,٠", "power@1,1=O١",
                                  "M٣@1,0", "p٢:pass"])
def test_non_ascii_digits_are_refused_never_read(move):
    """One spelling: the notation never guesses what a digit of another script means."""
    refusal(move, pk.parse_move)


@pytest.mark.parametrize("old, new", [
    ("turn=1", "turn=١"), ("turn=1", "turn=３"), ("board=0,1:", "board=０,1:"),
    ("k1~2,P", "k1~٢,P"), ("hands=V1", "hands=V١"), ("pile=-", "pile=K١"),
    ("players=2", "players=٢"),
])
def test_non_ascii_digits_in_a_position_are_refused(old, new):
    refusal(EXAMPLE_1.replace(old, new, 1))


def test_a_card_code_takes_ascii_levels_only():
    assert pk.card("K1").level == 1
    for code in ("K١", "K１", "K4", "K0"):
        with pytest.raises(KeyError):
            pk.card(code)


def test_seat_refusals_name_the_seats_of_the_table():
    err = refusal(EXAMPLE_1.replace("turn=1", "turn=3"))
    assert err.msg.key == "core.notation.number_range"
    assert "turn must be a whole number from 1 to 2" in err.explain("en")
    assert "de 1 à 2" in err.explain("fr")
    err = refusal(EXAMPLE_1.replace("players=2", "players=5"))
    assert "players must be a whole number from 2 to 4" in err.explain("en")
    err = refusal(EXAMPLE_1.replace("winners=-", "winners=2,1"))
    assert err.msg.key == "pk.notation.seat_order"


# ---------------------------------------------------------------- sizes

@pytest.mark.parametrize("grid, key", [
    ("0,5:P/k1/k1/k1/k1/k1", "grid_rows"),
    ("-5,0:k1,k1,k1,k1,k1,P", "grid_cols"),
    ("0,0:P," + ",".join(["k1"] * 5000), "grid_cols"),
])
def test_POOK_PLACE_2_a_grid_wider_or_higher_than_5_is_refused_naming_5(grid, key):
    err = refusal(position(grid.replace("-5,0", "-4,0"), "V1|M1"))
    assert err.msg.key in (f"pk.notation.{key}", "core.notation.number_range")
    err = refusal(position(grid.replace("0,5:", "0,4:").replace("-5,0", "-4,0")
                           if key == "grid_rows" else grid.replace("-5,0:", "-4,0:"), "V1|M1"))
    assert err.msg.key == f"pk.notation.{key}"
    assert "at most 5 (POOK-PLACE-2)" in err.explain("en") and "5 au plus" in err.explain("fr")


def test_POOK_SETUP_3_a_hand_of_thousands_of_cards_is_refused_before_it_is_read():
    text = position("0,0:P", "V1|" + ",".join(["M1"] * 100_000))
    err = refusal(text)
    assert err.msg.key == "pk.notation.hand_size" and "holds 100000 cards" in str(err)


@pytest.mark.parametrize("players, n, most", [(2, 13, 12), (3, 7, 6)])
def test_POOK_SETUP_3_a_draw_pile_holds_at_most_24_less_6_per_seat(players, n, most):
    hands = "|".join(["-"] * players)
    obj = ",".join(["KM", "KO", "KV"][:players])
    err = refusal(position("0,0:P", hands, players=players, obj=obj,
                           pile=",".join(["K1"] * n)))
    assert err.msg.key == "pk.notation.pile_size"
    assert f"the draw pile holds {n} cards, but with {players} players at most {most}" \
        in err.explain("en") and "(POOK-SETUP-3)" in str(err)
    assert f"mais à {players} joueurs {most} au plus" in err.explain("fr")


def test_POOK_SETUP_3_four_players_have_no_draw_pile():
    """On main, ``K1@1,0`` then ``pass`` from this position left a game that never ends:
    nobody draws at four, so the pile never empties."""
    text = position("0,0:P", "K1|M1|O1|V1", players=4, obj="KM,KO,KV,MO", pile="K2")
    err = refusal(text)
    assert err.msg.key == "pk.notation.pile_four" and err.position == text.index("K2")
    assert "with 4 players all 24 cards are dealt, so there is no draw pile, not 1 card" \
        in err.explain("en")
    assert "à 4 joueurs les 24 cartes sont distribuées" in err.explain("fr")


def test_POOK_END_4_picks_are_fewer_than_the_players():
    text = position("0,0:P,k1", "-|-", phase="tiebreak", tied="1,2", picks="1,0;1,0")
    err = refusal(text)
    assert err.msg.key == "pk.notation.picks_count" and "at most 1" in err.explain("en")
