"""Notation (strict, versioned ``bang1``, exact round trip with the whole hidden state),
moves, the hidden information of ``view``, the catalog, and BANG-DIST-PANIC's verdicts."""

from __future__ import annotations

import pytest

from tutor import bang
from tutor.core import NotationError
from tutor.core.i18n import catalog, placeholders

from bang_support import failing, pos, position, verdict
from test_core_catalog import plural_fields


def test_notation_round_trips_and_is_strict():
    s = bang.initial_state(bang.Options(6), 5)
    text = bang.to_notation(s)
    assert text.startswith("bang1 players=6 ") and bang.from_notation(text) == s
    assert eval(repr(s), {"from_notation": bang.from_notation}) == s
    for bad in (text.replace("bang1", "bang2"), text.replace("players=6", "players=8"),
                text.replace(" seed=5", " seed=05"), text + " extra=1",
                text.replace("deck=", "deck=BGAS,")):
        with pytest.raises(NotationError):
            bang.from_notation(bad)


def test_notation_refuses_a_missing_card_and_wrong_roles_BANG_COMP_DECK():
    good = position()
    s = pos(good)
    first = s.deck[0]
    with pytest.raises(NotationError) as e:
        bang.from_notation(good.replace(f"deck={first},", "deck="))
    assert first in str(e.value)
    with pytest.raises(NotationError):
        bang.from_notation(good.replace("S:willy", "O:willy"))


@pytest.mark.parametrize("text", ["BGAS>p3", "PNJH>p2:hand", "CBKH>p2:BAQS", "SA5H",
                                  "r:MS2S", "draw:barrel", "draw:jourdonnais", "take",
                                  "pick:BR6H", "back:BGAS", "from:deck", "from:discard",
                                  "from:p3", "char:bart", "heal:BGAS+MS2S", "discard:BGAS",
                                  "end", "p2:take", "p7:ST9S2"])
def test_moves_round_trip(text):
    assert bang.format_move(bang.parse_move(text)) == text


@pytest.mark.parametrize("text", ["BGXX", "BGAS>p9", "r:", "draw:mustang", "from:p0",
                                  "char:nobody", "heal:BGAS", "p8:end", "bgas"])
def test_bad_moves_are_refused(text):
    with pytest.raises(NotationError):
        bang.parse_move(text)


def test_view_hides_roles_hands_and_the_deck_but_not_the_Sheriff_BANG_SETUP_ROLES():
    s = bang.initial_state(bang.Options(5), 1)
    me = (s.sheriff + 1) % 5
    v = bang.view(s, me)
    assert v.seats[me].hand == s.seats[me].hand and v.seats[me].role == s.seats[me].role
    assert v.seats[s.sheriff].role == "S"
    others = [j for j in range(5) if j not in (me, s.sheriff)]
    assert all(v.seats[j].role is None and v.seats[j].hand is None for j in others)
    assert v.deck is None and v.deck_size == len(s.deck)
    t = bang.view(s, None)                                        # teaching mode
    assert all(x.hand is not None and x.role for x in t.seats) and t.deck == s.deck


def test_BANG_DIST_PANIC_weapons_never_change_the_reach():
    s = pos(position("S:bart:5:a:PNJH:WI8S", "O:sid:4:a:BR6H:-", "O:kit:4:a:BR7H:-",
                     "R:blackjack:4:a:BR8H:-", "D:jesse:4:a:BR9H:-"))
    v = verdict(s, "PNJH>p3:hand")
    assert failing(v) == ["BANG-DIST-PANIC"] and "Panic! reaches 1" in v.explain()
    assert verdict(s, "PNJH>p2:hand").legal


def test_the_catalog_has_english_and_french_with_the_same_placeholders():
    """The checks of tests/test_core_catalog.py, on the bang.* keys (not registered yet)."""
    keys = [k for k in catalog() if k.startswith("bang.")]
    assert len(keys) > 150
    for k in keys:
        en, fr = catalog()[k]["en"], catalog()[k]["fr"]
        assert en.strip() and fr.strip() and placeholders(en) == placeholders(fr), k
        assert plural_fields(en) == plural_fields(fr), k
    assert catalog()["bang.card.MS"]["fr"] == "Raté !"
    assert catalog()["bang.card.CB"]["fr"] == "Coup de foudre"


def test_french_verdicts_read_naturally():
    s = pos(position("S:bart:5:a:BGAS:SFJC", "O:sid:4:a:-:-", "O:kit:4:a:-:MU9H",
                     "R:blackjack:4:a:-:-", "D:jesse:4:a:-:-"))
    fr = verdict(s, "BGAS>p3").explain("fr")
    assert "distance 3 : à 2 places, +1 pour son Mustang ; votre Schofield porte à 2" in fr
