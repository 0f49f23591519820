"""Messages built late (``tutor.core.i18n``): rendering, plurals, nested and list params."""

from __future__ import annotations

import pytest

from tutor.core import LANGUAGES, Msg, register_catalog, render, seat_name
from tutor.core.i18n import catalog, placeholders

# A small catalog of our own, with EN/FR parity like every registered catalog.
register_catalog({
    "test.core.hello": {"en": "Hello {name}", "fr": "Bonjour {name}"},
    "test.core.tiles": {"en": "{n} {n:plural:tile|tiles}", "fr": "{n} {n:plural:tuile|tuiles}"},
    "test.core.wrap": {"en": "[{inner}]", "fr": "«{inner}»"},
    "test.core.list": {"en": "tiles: {items}", "fr": "tuiles : {items}"},
    "test.core.colour": {"en": "blue", "fr": "bleu"},
    "test.core.width": {"en": "{x:>4}|", "fr": "{x:>4}|"},
})


def test_languages_are_english_and_french():
    assert LANGUAGES == ("en", "fr")


def test_msg_renders_in_each_language():
    msg = Msg("test.core.hello", name="Ada")
    assert render(msg, "en") == "Hello Ada"
    assert msg.render("fr") == "Bonjour Ada"
    assert render(msg) == "Hello Ada"               # English by default


def test_msg_is_a_frozen_hashable_value():
    a = Msg("test.core.hello", name="Ada")
    assert a == Msg("test.core.hello", name="Ada") and hash(a) == hash(Msg("test.core.hello",
                                                                          name="Ada"))
    assert a != Msg("test.core.hello", name="Bob")
    assert Msg("k", b=1, a=2).params == (("a", 2), ("b", 1))      # order-independent
    assert Msg("k", b=1, a=2) == Msg("k", a=2, b=1)
    assert a.kwargs == {"name": "Ada"}
    assert repr(a) == "Msg('test.core.hello', name='Ada')"
    with pytest.raises(AttributeError):
        a.key = "other"


@pytest.mark.parametrize("n, en, fr", [
    (0, "0 tiles", "0 tuile"),
    (1, "1 tile", "1 tuile"),
    (2, "2 tiles", "2 tuiles"),
    (17, "17 tiles", "17 tuiles"),
])
def test_plurals_english_singular_only_for_1_french_for_0_and_1(n, en, fr):
    msg = Msg("test.core.tiles", n=n)
    assert render(msg, "en") == en
    assert render(msg, "fr") == fr


def test_plurals_in_a_real_game_message():
    from tutor import flaming_pyramids  # noqa: F401  (registers its catalog)
    draw = lambda n: Msg("fp.event.draw", who=seat_name(1), count=n)  # noqa: E731
    assert render(draw(1), "en") == "Player 2 draws 1 tile"
    assert render(draw(2), "en") == "Player 2 draws 2 tiles"
    assert render(draw(0), "fr") == "Le joueur 2 pioche 0 tuile"
    assert render(draw(1), "fr") == "Le joueur 2 pioche 1 tuile"
    assert render(draw(2), "fr") == "Le joueur 2 pioche 2 tuiles"


def test_nested_msg_renders_in_the_same_language():
    msg = Msg("test.core.wrap", inner=Msg("test.core.hello", name=Msg("test.core.colour")))
    assert render(msg, "en") == "[Hello blue]"
    assert render(msg, "fr") == "«Bonjour bleu»"


def test_list_params_render_comma_separated_with_nested_msgs():
    msg = Msg("test.core.list", items=["B20", Msg("test.core.colour"), 3])
    assert render(msg, "en") == "tiles: B20, blue, 3"
    assert render(msg, "fr") == "tuiles : B20, bleu, 3"
    assert render(Msg("test.core.list", items=("Y2",)), "en") == "tiles: Y2"
    assert render(Msg("test.core.list", items=[]), "en") == "tiles: "
    nested = Msg("test.core.list", items=[Msg("test.core.tiles", n=1), Msg("test.core.tiles",
                                                                            n=0)])
    assert render(nested, "fr") == "tuiles : 1 tuile, 0 tuile"


def test_ordinary_format_specs_still_work():
    assert render(Msg("test.core.width", x=7)) == "   7|"


def test_unknown_language_and_unknown_key_are_refused():
    with pytest.raises(ValueError, match="unknown language 'de'"):
        render(Msg("test.core.hello", name="x"), "de")
    with pytest.raises(KeyError, match="test.core.nothing"):
        render(Msg("test.core.nothing"))


def test_register_catalog_needs_every_language():
    with pytest.raises(ValueError, match="lacks"):
        register_catalog({"test.core.only_en": {"en": "only English"}})
    assert "test.core.only_en" not in catalog()


def test_register_catalog_refuses_a_key_twice_with_other_texts_but_allows_the_same():
    register_catalog({"test.core.hello": {"en": "Hello {name}", "fr": "Bonjour {name}"}})
    with pytest.raises(ValueError, match="registered twice"):
        register_catalog({"test.core.hello": {"en": "Hi {name}", "fr": "Salut {name}"}})
    assert render(Msg("test.core.hello", name="Ada")) == "Hello Ada"


def test_placeholders_lists_the_names_a_template_uses():
    assert placeholders("{n} {n:plural:tile|tiles} of {who}") == {"n", "who"}
    assert placeholders("{a.b} {c[0]} {{literal}}") == {"a", "c"}
    assert placeholders("no fields") == set()


def test_french_prepositions_before_a_player_name():
    """``{who:de}`` / ``{who:à}``: "la main du joueur 1", "au joueur 2", "d'Alice"."""
    from tutor.core.i18n import _CATALOG
    _CATALOG["test.prep"] = {"en": "{who}'s hand, to {other}",
                             "fr": "la main {who:de}, {other:à}. {other:À} de jouer"}
    try:
        # a seat is known by its message (core.seat), not by how its French name starts
        assert render(Msg("test.prep", who=seat_name(0), other=seat_name(1)), "fr") == \
            "la main du joueur 1, au joueur 2. Au joueur 2 de jouer"
        assert render(Msg("test.prep", who=[seat_name(0)], other="Joueur Zéro"), "fr") == \
            "la main du joueur 1, à Joueur Zéro. À Joueur Zéro de jouer"
        assert render(Msg("test.prep", who="Alice", other="Bob"), "fr") == \
            "la main d'Alice, à Bob. À Bob de jouer"
        assert render(Msg("test.prep", who=[seat_name(0), seat_name(2)], other="Bob"), "fr") == \
            "la main des joueurs 1 et 3, à Bob. À Bob de jouer"
        assert render(Msg("test.prep", who=seat_name(0), other=seat_name(1)), "en") == \
            "Player 1's hand, to Player 2"
    finally:
        del _CATALOG["test.prep"]


def test_french_article_before_a_player_name():
    """``{who:le}`` / ``{who:Le}``: a seat is a common noun in a French sentence, "le
    joueur 1" (as "du joueur 1"); any other name keeps its capital and elides as before."""
    from tutor.core.i18n import _CATALOG
    _CATALOG["test.article"] = {"en": "{who} plays; {other} too",
                                "fr": "{who:le} joue. {other:Le} aussi, après le tour {who:du}"}
    try:
        assert render(Msg("test.article", who=seat_name(0), other=seat_name(1)), "fr") == \
            "le joueur 1 joue. Le joueur 2 aussi, après le tour du joueur 1"
        assert render(Msg("test.article", who="Orque", other="Mage"), "fr") == \
            "l'Orque joue. Le Mage aussi, après le tour de l'Orque"
        assert render(Msg("test.article", who=seat_name(0), other=seat_name(1)), "en") == \
            "Player 1 plays; Player 2 too"
    finally:
        del _CATALOG["test.article"]


def test_a_capitalised_spec_is_capitalised_only_where_a_sentence_begins():
    """``{who:Le}`` / ``{who:À}`` begin a sentence: a message shown on its own, or placed
    where a sentence of another one begins; mid-sentence in another it reads "le joueur 2"."""
    from tutor.core.i18n import _CATALOG
    _CATALOG["test.ask"] = {"en": "{who} to bid", "fr": "{who:Le} annonce ; {who:À} de jouer"}
    _CATALOG["test.outer"] = {"en": "{a}: {b}. {c}", "fr": "{a} rien : {b}. {c}\n{d}"}
    try:
        ask = Msg("test.ask", who=seat_name(1))
        assert render(ask, "fr") == "Le joueur 2 annonce ; au joueur 2 de jouer"
        outer = Msg("test.outer", a=ask, b=ask, c=ask, d=[ask, ask])
        assert render(outer, "fr") == (
            "Le joueur 2 annonce ; au joueur 2 de jouer rien : "
            "le joueur 2 annonce ; au joueur 2 de jouer. "
            "Le joueur 2 annonce ; au joueur 2 de jouer\n"
            "Le joueur 2 annonce ; au joueur 2 de jouer, le joueur 2 annonce ; au joueur 2 de jouer")
    finally:
        del _CATALOG["test.ask"], _CATALOG["test.outer"]


@pytest.mark.parametrize("spec, one, two, name, someone", [
    ("le", "le joueur 2", "les joueurs 1, 2 et 4", "l'Orque", "un joueur"),
    ("Le", "Le joueur 2", "Les joueurs 1, 2 et 4", "L'Orque", "Un joueur"),
    ("du", "du joueur 2", "des joueurs 1, 2 et 4", "de l'Orque", "d'un joueur"),
    ("au", "au joueur 2", "aux joueurs 1, 2 et 4", "à l'Orque", "à un joueur"),
    ("de", "du joueur 2", "des joueurs 1, 2 et 4", "d'Alice", "d'un joueur"),
    ("à", "au joueur 2", "aux joueurs 1, 2 et 4", "à Alice", "à un joueur"),
    ("À", "Au joueur 2", "Aux joueurs 1, 2 et 4", "À Alice", "À un joueur"),
])
def test_every_spec_before_one_seat_several_seats_a_name_and_a_determined_noun(
        spec, one, two, name, someone):
    """One seat (or a list of one) is "le joueur 2"; several are a plural noun, "les joueurs
    1, 2 et 4" (not "le Joueur 1, Joueur 2"); a noun takes the article ("l'Orque"), a name
    the preposition ("d'Alice"); a value that brings its own determiner ("un joueur") gets
    no second article; an empty list does not break; English ignores the spec."""
    from tutor.core.i18n import _CATALOG
    _CATALOG["test.spec"] = {"en": "{who}", "fr": "{who:" + spec + "}"}
    _CATALOG["test.someone"] = {"en": "a player", "fr": "un joueur"}
    try:
        fr = lambda who: render(Msg("test.spec", who=who), "fr")  # noqa: E731
        assert fr(seat_name(1)) == fr([seat_name(1)]) == one
        seats = [seat_name(0), seat_name(1), seat_name(3)]
        assert fr(seats) == two
        assert render(Msg("test.spec", who=seats), "en") == "Player 1, Player 2, Player 4"
        assert fr("Orque" if spec in _ARTICLE_SPECS else "Alice") == name
        assert fr(Msg("test.someone")) == someone
        assert isinstance(fr([]), str)
    finally:
        del _CATALOG["test.spec"], _CATALOG["test.someone"]


_ARTICLE_SPECS = ("le", "Le", "du", "au")
