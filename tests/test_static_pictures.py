"""Reading without a kernel (issue 33): a saved notebook read where no widget runs (a
code host, ``jupyter nbconvert --to html``, JupyterLab before the cells run) shows each
board as a picture of its position with a neutral caption, and one line of text where it
shows text; never the board's repr, never a "run its cell" a static reader cannot follow.

The saved courses (as committed, executed by ``make notebooks``) are converted here with
nbconvert's own exporter, offline; the pictures themselves are checked game by game for
what the live board shows (known positions, the SVG's texts and shapes). What a browser
makes of the static page is tests/browser/test_static_page.py.
"""

from __future__ import annotations

import base64
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import nbformat
import pytest
from nbconvert import HTMLExporter

from tutor.core import Msg, render
import widgets.messages  # noqa: F401  (registers ui.*: the notices' texts)
import widgets.reference  # noqa: F401  (registers ui.ref.*)
from widgets import BOARDS, board_class
from widgets.static import framed, mime_bundle, one_line, picture_size

ROOT = Path(__file__).resolve().parents[1]
#: Every course in every language (notebooks/en/pook.ipynb ...), not the welcome pages.
COURSES = sorted(p for p in (ROOT / "notebooks").glob("*/*.ipynb") if p.stem in BOARDS)
#: Every saved notebook: the courses, the welcome pages, the quiz.
NOTEBOOKS = sorted((ROOT / "notebooks").glob("**/*.ipynb"))
WIDGET = "application/vnd.jupyter.widget-view+json"
SVG = "image/svg+xml"


def lang_of(path: Path) -> str:
    return nbformat.read(path, as_version=4).metadata.get("rules_tutor", {}).get("lang", "en")


def widget_outputs(nb) -> list[dict]:
    """The bundles of the outputs that show a widget."""
    return [out["data"] for cell in nb.cells for out in cell.get("outputs", [])
            if WIDGET in out.get("data", {})]


def exported_pictures(html: str) -> list[str]:
    """The SVG documents an exported page shows as images (nbconvert writes an
    ``image/svg+xml`` output as an ``<img>`` with a ``data:`` URI)."""
    return [base64.b64decode(data).decode("utf-8")
            for data in re.findall(r'<img [^>]*src="data:image/svg\+xml;base64,([^"]+)"', html)]


def svg_texts(svg: str) -> list[str]:
    """Every text of an SVG document, in document order."""
    return ["".join(t.itertext()) for t in ET.fromstring(svg).iter()
            if t.tag.endswith("}text") or t.tag == "text"]


def page_text(html: str) -> str:
    """What a page says, style sheets and scripts left out."""
    return re.sub(r"<(style|script)\b.*?</\1>", "", html, flags=re.S)


# ---------------------------------------------------------------- the saved courses

@pytest.mark.parametrize("path", COURSES, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_every_board_of_a_course_shows_its_picture_in_the_html_export_and_no_repr(path):
    nb = nbformat.read(path, as_version=4)
    lang = lang_of(path)
    # a page-like widget (a card reference) is framed as a saved page, not a position
    page = render(Msg("ui.static.saved"), lang)
    boards = [b for b in widget_outputs(nb) if page not in "".join(b.get(SVG, ""))]
    assert len(boards) >= 3, f"{path.name}: executed? ({len(boards)} board outputs)"
    assert all(SVG in b for b in boards)
    html, _ = HTMLExporter().from_notebook_node(nb)
    caption = render(Msg("ui.static.position"), lang)
    pictures = [p for p in exported_pictures(html) if caption in svg_texts(p)]
    assert len(pictures) == len(boards)
    assert [ET.fromstring(p).findtext("{http://www.w3.org/2000/svg}title") for p in pictures] \
        == [one_line(b["text/plain"]) for b in boards]
    text = page_text(html)
    assert WIDGET not in html                       # no widget state saved: none to render
    assert not re.search(r"\b\w+(Board|Table)\(&#x27;", text)     # the board's repr
    for key in ("ui.kernel.not_running", "ui.kernel.lost"):   # said only in a live notebook
        assert render(Msg(key), lang)[2:30] not in text


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT / "notebooks")))
def test_every_widget_output_of_a_saved_notebook_says_itself_in_one_line(path):
    nb = nbformat.read(path, as_version=4)
    for bundle in widget_outputs(nb):
        text = "".join(bundle["text/plain"])
        assert "\n" not in text and 20 < len(text) < 240, text
        assert not re.match(r"\w+\(", text), text           # not a repr


def test_the_rule_reference_saved_shows_its_title_not_its_repr():
    for lang in ("en", "fr"):
        nb = nbformat.read(ROOT / "notebooks" / lang / "index.ipynb", as_version=4)
        (reference,) = widget_outputs(nb)
        title = render(Msg("ui.ref.title"), lang)
        assert reference["text/plain"].startswith(title + (" :" if lang == "fr" else ":"))
        assert title in svg_texts(reference[SVG])


# ---------------------------------------------------------------- one output per widget

def boards_to_check():
    for game in BOARDS:
        for lang in ("en", "fr"):
            yield pytest.param(game, lang, id=f"{game}-{lang}")


@pytest.mark.parametrize("game, lang", list(boards_to_check()))
def test_a_boards_output_is_its_widget_its_framed_picture_and_one_line(game, lang, monkeypatch):
    monkeypatch.delenv("VOILA_BASE_URL", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    from widgets.notebook import GAMES
    name = dict(GAMES)[game]
    cls = board_class(game)
    module = cls(lang=lang).session.module
    boards = [cls(seed=seed, lang=lang) for seed in (0, 1)]
    boards += [cls(puzzle=p.id, lang=lang) for p in module.PUZZLES[:4]]
    for board in boards:
        bundle = board._repr_mimebundle_()
        assert set(bundle) == {WIDGET, SVG, "text/plain"}
        text = bundle["text/plain"]
        assert text == board.summary() and "\n" not in text and len(text) < 240
        assert text.startswith(render(Msg("ui.summary", game=name, status=""), lang).rstrip())
        picture = bundle[SVG]
        assert render(Msg("ui.static.position"), lang) in svg_texts(picture)
        assert board.static_picture()[4:] in picture          # the engine's, framed
        width, height = picture_size(picture)
        inner_w, inner_h = picture_size(board.static_picture())
        assert width >= inner_w and height > inner_h


def test_the_frame_fits_its_picture_and_caption_and_keeps_the_picture_whole():
    inner = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text>a</text></svg>'
    out = framed(inner, "Picture of the saved position", "Pook board: Player 1's turn")
    root = ET.fromstring(out)
    assert picture_size(out)[0] >= 8 + 120 + 8 and picture_size(out)[1] > 40
    assert root.findtext("{http://www.w3.org/2000/svg}title") == "Pook board: Player 1's turn"
    assert svg_texts(out) == ["a", "Picture of the saved position"]
    with pytest.raises(ValueError):
        framed("<svg><text>no size</text></svg>", "caption")


def test_a_widget_bundle_keeps_the_view_and_replaces_the_repr(monkeypatch):
    import ipywidgets
    monkeypatch.delenv("VOILA_BASE_URL", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    box = ipywidgets.HTML("x")
    bundle = mime_bundle(box, "  two\nlines  ", "<svg/>")
    assert bundle[WIDGET]["model_id"] == box.model_id
    assert bundle["text/plain"] == "two lines" and bundle[SVG] == "<svg/>"
    monkeypatch.setenv("VOILA_BASE_URL", "/")
    assert SVG not in mime_bundle(box, "x", "<svg/>")


def test_a_picture_speaks_the_boards_language_and_hidden_hands_stay_hidden():
    from widgets.games.oh_hell import OhHellBoard
    from widgets.games.pook import PookBoard
    board = PookBoard(seed=1, lang="fr")
    picture = board.static_picture()
    assert picture.startswith("<svg") and any("Main" in t for t in svg_texts(picture))
    assert "Image de la position enregistrée" in svg_texts(board.saved_picture())
    hidden = OhHellBoard(seed=1, teaching=False)
    assert hidden.static_picture() is None and hidden.saved_picture() is None
    assert SVG not in hidden._repr_mimebundle_()
    assert OhHellBoard(seed=1).static_picture().startswith("<svg")


def test_the_rule_reference_and_the_quiz_say_what_they_are(tmp_path, monkeypatch):
    from widgets.quiz import Quiz, TeacherSummary
    from widgets.reference import RuleReference
    monkeypatch.delenv("VOILA_BASE_URL", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    reference = RuleReference("fr")._repr_mimebundle_()
    assert reference["text/plain"].startswith("Référence des règles : ")
    texts = svg_texts(reference[SVG])
    assert texts[0] == "Référence des règles" and "Image de la page enregistrée" in texts
    assert "Pook : 28 règles" in texts or any(t.startswith("Pook : ") for t in texts)
    pack = ROOT / "notebooks" / "packs" / "first-week.toml"
    quiz = Quiz(pack, lang="en", answers=tmp_path)
    bundle = quiz._repr_mimebundle_()
    assert bundle["text/plain"] == quiz.summary() and bundle["text/plain"].startswith("Quiz “")
    entries = quiz.run.pack.entries
    texts = svg_texts(bundle[SVG])
    assert len([t for t in texts if re.match(r"\d+\. ", t)]) == len(entries)
    assert f"1. {entries[0].puzzle.text('title', 'en')}" in texts[1]
    summary = TeacherSummary(pack, tmp_path, lang="en")._repr_mimebundle_()
    assert summary["text/markdown"].startswith("#") and "\n" not in summary["text/plain"]
    broken = Quiz(tmp_path / "none.toml", lang="en")._repr_mimebundle_()
    assert "none.toml" in broken["text/plain"]


def test_a_boards_one_line_says_who_is_asked_and_the_games_own_count():
    from widgets.games.big_monster import BigMonsterBoard
    from widgets.games.sagani import SaganiBoard
    sagani = SaganiBoard(seed=1, lang="en")
    left = sum(len(s) for s in sagani.state.stacks)
    assert sagani.summary() == ("Sagani board: Player 1 takes a tile from the offer display · "
                                f"{left} tiles in the stacks")
    drafting = BigMonsterBoard(seed=1, lang="fr")               # four seats asked at once
    assert drafting.summary() == ("Plateau Big Monster : Le joueur 1 garde un de ses deux "
                                  "explorateurs, et 3 autres joueurs · manche 1")


# ---------------------------------------------------------------- each game's picture

NS = "{http://www.w3.org/2000/svg}"


def elements(svg: str, tag: str) -> list[ET.Element]:
    return [e for e in ET.fromstring(svg).iter() if e.tag in (NS + tag, tag)]


def picture(game: str, lang: str = "en", **kwargs) -> tuple[object, str]:
    board = board_class(game)(lang=lang, **kwargs)
    return board.state, board.static_picture()


def test_sagani_picture_shows_each_display_tile_by_tile_the_offer_the_stacks_and_the_discs():
    state, svg = picture("sagani", puzzle="sag-two-tiles-at-once")
    texts = svg_texts(svg)
    tiles = [t for p in state.seats for t in p.display]
    assert tiles and state.offer
    # every tile (displays, offer, Intermezzo, held) and every stack's back: a rect in
    # its element's colour
    coloured = [r for r in elements(svg, "rect") if r.get("class", "").startswith("sg-")]
    held = 1 if state.held is not None and state.phase.value == "place" else 0
    backs = sum(1 for s in state.stacks if s)
    assert len(coloured) == len(tiles) + len(state.offer) + len(state.intermezzo) + held + backs
    covered = sum(len(t.covered) for t in tiles if not t.done)
    assert len([c for c in elements(svg, "circle") if c.get("class") == "sg-cover"]) == covered
    assert texts.count("✓") == sum(t.done for t in tiles)
    for seat, p in enumerate(state.seats):
        assert any(t.startswith(f"Player {seat + 1}: {p.score} pts") or
                   f"Player {seat + 1}: {p.score} pts" in t for t in texts)
        assert f"discs {p.supply} · cacophony {p.caco}" in texts
    assert {"Offer display", "Stacks (backs)"} <= set(texts)
    assert [f"{len(s)} left" for s in state.stacks] == [t for t in texts if t.endswith(" left")]
    assert f"Intermezzo ({len(state.intermezzo)} of 4)" in texts


def fitted(name: str, texts: list[str]) -> bool:
    """Whether ``name`` is written among ``texts``, whole or cut with "…" to fit."""
    return any(t == name or (t.endswith("…") and name.startswith(t[:-1].rstrip()))
               for t in texts)


def test_bang_picture_fits_every_label_in_its_box_and_shows_cards_in_play_and_hands():
    """Seat labels overflowed their boxes: every text inside a seat's box or a card's chip
    now fits it (measured as tutor.core.svg measures), in both languages, with long names
    and a crowded table."""
    import tutor.bang as bang
    from tutor.bang.data import CHARACTERS
    from tutor.bang.rules import card_msg
    from tutor.bang.svg import BOX_H, BOX_W, CHIP_H, CHIP_W
    from tutor.core.svg import text_width
    (puzzle,) = [p for p in bang.PUZZLES if p.id == "bang-ex-2-mustang-remington"]
    seats, _, deck = puzzle.position.partition(" deck=")
    for code in ("RCAC", "SCAS", "BAKS", "VOTC", "JATS"):       # from the deck to the table
        deck = deck.replace(f",{code},", ",", 1)
    crowded = (seats.replace("O:kit:4:a:MSTC:MU9H", "O:kit:4:a:MSTC:MU9H,RCAC,SCAS,BAKS,VOTC,"
                             "JATS").replace("D:jesse", "D:jourdonnais") + " deck=" + deck)
    for lang, position in (("en", puzzle.position), ("fr", crowded), ("en", crowded)):
        state, svg = picture("bang", lang, position=position)
        texts = svg_texts(svg)
        for seat, s in enumerate(state.seats):
            assert fitted(CHARACTERS[s.character][0], texts)
            assert render(Msg("bang.caption.cards", n=len(s.hand)), lang) in texts
            for code in s.table:
                assert fitted(render(card_msg(code), lang), texts)
        hand = state.seats[state.to_act].hand
        assert all(render(card_msg(code), lang).split()[0] in texts for code in hand)
        boxes = [(float(r.get("x")), float(r.get("y")), float(r.get("width")),
                  float(r.get("height"))) for r in elements(svg, "rect")
                 if (r.get("width"), r.get("height")) in ((f"{BOX_W:g}", f"{BOX_H:g}"),
                                                          (f"{CHIP_W:g}", f"{CHIP_H:g}"))]
        assert len(boxes) == state.players + sum(min(len(s.table), 6) for s in state.seats)
        for t in elements(svg, "text"):
            x, y = float(t.get("x")), float(t.get("y")) - 3
            inside = [b for b in boxes if b[0] <= x <= b[0] + b[2] and b[1] <= y <= b[1] + b[3]]
            if not inside:
                continue
            bx, _, bw, _ = min(inside, key=lambda b: b[2])          # the chip, else the seat
            width = text_width("".join(t.itertext()), float(t.get("font-size")),
                               t.get("font-weight") == "bold")
            left = {"middle": x - width / 2, "end": x - width}.get(t.get("text-anchor"), x)
            assert bx <= left + 0.5 and left + width <= bx + bw + 0.5, "".join(t.itertext())


def test_big_monster_picture_draws_every_landing_area_tile_the_medals_and_the_tray():
    state, svg = picture("big_monster", puzzle="bm-ex-2-double-green")
    texts = svg_texts(svg)
    for seat, tiles in enumerate(state.areas):
        for t in tiles:
            assert t.code in texts
        if state.explorers[seat]:
            assert f"E{state.explorers[seat]}" in texts
    placed = sum(len(tiles) for tiles in state.areas)
    assert len([r for r in elements(svg, "rect") if r.get("class") == "bm-t"]) >= placed
    assert "Medals in play" in texts or "Final scores" in texts
    for m in state.medals:
        title = render(Msg(f"bm.medal_title.{m.id}"), "en")
        assert any(t.startswith(title) for t in texts)
    assert picture_size(svg)[1] < 600                   # no tall empty picture any more


def test_fruit_picking_picture_shows_the_island_the_market_prices_and_every_seat():
    from tutor.fruit_picking.rules import price
    state, svg = picture("fruit_picking", lang="fr", puzzle="fru-ex-3-prices")
    texts = svg_texts(svg)
    seat = state.turn
    assert render(Msg("fru.caption.island", who=Msg("core.seat", n=seat + 1)), "fr") in texts
    assert [f"F{i}" for i in range(1, 7)] == [t for t in texts if re.fullmatch(r"F\d", t)]
    assert str(state.storage[seat]) in texts and "Stock" in texts
    for m, code in enumerate(state.market, 1):
        if code:
            p = price(state, m)
            assert f"{p.base} + {p.surcharge} = {p.total}" in texts
    assert sum(t.startswith(("▶ Joueur", "Joueur")) for t in texts) >= state.players


def test_kingdom_builder_picture_shows_the_card_the_tiles_and_the_supplies():
    state, svg = picture("kingdom_builder", puzzle="kb-ex-3-gain-tavern")
    texts = svg_texts(svg)
    assert f"Card of Player {state.turn + 1}" in texts
    assert f"Terrain: {render(Msg(f'kb.terrain.{state.terrain}'), 'en')}" in texts
    for t in state.tiles[state.turn]:
        assert f"{t.source[0]},{t.source[1]}" in texts
    for s in range(state.players):
        assert f"Player {s + 1}: {state.supply(s)} left" in texts
    settled = sum(len(h) for h in state.settlements)
    assert len([t for t in texts if re.fullmatch(r"[1-4]", t)]) >= settled


def test_flaming_pyramids_picture_is_as_wide_as_its_hand():
    from tutor.flaming_pyramids.svg import W
    state, svg = picture("flaming_pyramids",
                         position="fp1 players=2 turn=1 pyramid=0:R10 "
                                  "hands=Y2,R20,B100,M,Cy,G120,Tb,B60,G4|R2 piles=-|-")
    width, _ = picture_size(svg)
    hand = state.hands[state.to_act]
    assert width >= len(hand) * W + 10
    for r in elements(svg, "rect"):
        assert float(r.get("x")) + float(r.get("width")) <= width


def test_oh_hell_picture_keeps_every_card_inside_it():
    for players in (3, 5, 7):
        state, svg = picture("oh_hell", players=players, seed=2)
        width, height = picture_size(svg)
        cards = [r for r in elements(svg, "rect") if r.get("rx") == "3"]
        assert len(cards) >= sum(len(h) for h in state.hands)
        for r in cards:
            assert 0 <= float(r.get("x")) and float(r.get("x")) + float(r.get("width")) <= width


def test_pook_picture_has_the_boards_colours_coordinates_coins_and_the_tie_break_scoring():
    from tutor.pook.svg import COLOURS
    from widgets.games.pook import board as pook_board
    assert pook_board.COLOURS is COLOURS                   # one source for both
    state, svg = picture("pook", puzzle="example-6-tie-break")
    texts = svg_texts(svg)
    x0, x1, y0, y1 = state.board.bounds()
    assert {str(x) for x in range(x0, x1 + 1)} | {str(y) for y in range(y0, y1 + 1)} <= set(texts)
    coins = [item for item in state.board.values() if getattr(item, "coin", False)]
    assert texts.count("$") == len(coins) and all(c.card.code in texts for c in coins)
    assert "Piggy" in texts
    assert "Factions (face-up levels)" in texts
    assert any("(tie-break)" in t for t in texts)
