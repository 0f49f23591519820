"""What a course page weighs, board by board (a class opens thirty of them in one server):

- in a kernel heated for a class, the first board shown is alive from the start (in view
  when the page opens: as a stand-in it would come alive a round trip later), the next
  ones are stand-ins; elsewhere every board starts as a stand-in;
- a stand-in shows the position's picture as one image, not as inline SVG (a hundred
  elements or so per stand-in, thirty stand-ins a course);
- in app mode (Voila) a board's output has no kernel-lost notice and no saved picture: the
  kernel runs as long as the page is open, and nobody reads the page's outputs saved.

The page's side of it (only the boards near the view come alive, in JupyterLab and in
Voila) is tests/browser/test_reach.py; the class's figures, benchmarks/class_load.py.
"""

from __future__ import annotations

import base64
import html
import re
from urllib.parse import unquote

import pytest

import widgets.base as base
from widgets.games.flaming_pyramids import FlamingPyramidsBoard

POSITION = "fp1 players=2 turn=1 pyramid=0:R10,B20,.,G40/0:B30 hands=Y4,G60|R2 piles=-|-"


@pytest.fixture
def in_a_kernel(monkeypatch):
    """As in a kernel heated for a class that has shown no board yet."""
    monkeypatch.setattr(base, "COUNT_SHOWN", True)
    monkeypatch.setattr(base, "_boards_shown", 0)


def shown(monkeypatch, board) -> list[dict]:
    """The bundles ``board`` displays in a notebook."""
    import IPython.display
    out: list[dict] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj, raw=False: out.append(obj))
    board._ipython_display_()
    return out


def test_only_a_kernel_heated_for_a_class_counts_the_boards_it_shows(monkeypatch):
    monkeypatch.setattr(base, "in_kernel", lambda: True)
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    assert base.heated_for_a_class()
    monkeypatch.setenv("VOILA_PREHEAT", "False")       # Voila running it as the page opens
    assert not base.heated_for_a_class()
    monkeypatch.delenv("VOILA_PREHEAT")                 # JupyterLab, the hub's JupyterLab
    assert not base.heated_for_a_class()
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setattr(base, "in_kernel", lambda: False)
    assert not base.heated_for_a_class()


def test_the_first_board_a_kernel_shows_is_alive_from_the_start_the_next_are_stand_ins(in_a_kernel):
    boards = [FlamingPyramidsBoard(POSITION) for _ in range(3)]
    for board in boards:
        board._repr_mimebundle_()
    assert [b.alive for b in boards] == [True, False, False]
    assert boards[0]._stand_in is None and boards[0].canvas is not None
    assert all(b._stand_in is not None for b in boards[1:])


def test_outside_a_kernel_every_board_waits_to_be_reached():
    board = FlamingPyramidsBoard(POSITION)
    board._repr_mimebundle_()
    assert not board.alive and board._stand_in is not None


def test_a_stand_in_shows_the_position_as_one_image_of_the_engines_picture():
    board = FlamingPyramidsBoard(POSITION)
    board._repr_mimebundle_()
    picture = board._stand_in.picture
    assert "<svg" not in picture
    images = re.findall(r'<img [^>]*src="([^"]+)"', picture)
    assert len(images) == 1
    assert shown_svg(images[0]) == board.static_picture().replace('"', "'")


def shown_svg(attribute: str) -> str:
    """The SVG a browser reads from an ``<img src="...">``: the attribute's character
    references first, then the ``data:`` URI's encoding."""
    uri = html.unescape(attribute)
    head, _, body = uri.partition(",")
    if head.endswith(";base64"):
        return base64.b64decode(body).decode("utf-8")
    assert head == "data:image/svg+xml;charset=utf-8"
    return unquote(body)


def test_a_pictures_uri_is_shorter_than_base64_and_survives_the_html_attribute():
    from widgets.base import svg_data_uri
    board = FlamingPyramidsBoard(POSITION, lang="fr")
    svg = board.static_picture()
    uri = svg_data_uri(svg)
    assert len(uri) < 0.9 * len(base64.b64encode(svg.encode()))
    assert shown_svg(uri) == svg.replace('"', "'")
    tricky = '<svg x="1"><text>a &lt; b &amp; c # 100% «é»</text></svg>'
    assert shown_svg(svg_data_uri(tricky)) == tricky.replace('"', "'")
    assert not set('"<>&#') & set(svg_data_uri(tricky).partition(",")[2])


def test_a_picture_with_single_quotes_is_sent_in_base64():
    from widgets.base import svg_data_uri
    svg = "<svg font-family=\"'Noto Sans'\"><text>l'Orque</text></svg>"
    uri = svg_data_uri(svg)
    assert uri.startswith("data:image/svg+xml;base64,")
    assert shown_svg(uri) == svg


def test_a_board_hiding_hands_has_an_empty_stand_in_of_the_boards_height():
    from widgets.games.oh_hell import OhHellBoard
    table = OhHellBoard(seed=1, teaching=False)      # a picture would show every hand
    table._repr_mimebundle_()
    picture = table._stand_in.picture
    assert "<img" not in picture and "<svg" not in picture
    assert f"min-height:{table.HEIGHT + base.STAND_IN_EXTRA}px" in picture


def test_in_a_notebook_a_board_is_followed_by_the_kernel_lost_notice(monkeypatch):
    monkeypatch.delenv("VOILA_BASE_URL", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    bundles = shown(monkeypatch, FlamingPyramidsBoard(POSITION))
    assert len(bundles) == 2
    assert "image/svg+xml" in bundles[0]
    assert "rt-not-running" in bundles[1]["text/html"]


def test_the_notice_is_a_few_hundred_bytes_and_carries_no_picture(monkeypatch):
    """The notice used to carry the position's picture (inline SVG) beside its text; the
    picture is now the board output's own (``image/svg+xml``), once."""
    monkeypatch.delenv("VOILA_BASE_URL", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    board, note = shown(monkeypatch, FlamingPyramidsBoard(POSITION, lang="fr"))
    assert "<svg" not in note["text/html"] and len(note["text/html"]) < 1200
    assert board["image/svg+xml"].count("<svg") == 2          # the frame and the picture


@pytest.mark.parametrize("variable", ["VOILA_BASE_URL", "VOILA_PREHEAT"])
def test_in_app_mode_a_board_comes_without_the_notice_or_the_saved_picture(monkeypatch,
                                                                          variable):
    """An app page's outputs are never read saved: the picture would only weigh."""
    monkeypatch.delenv("VOILA_BASE_URL", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.setenv(variable, "True")
    bundles = shown(monkeypatch, FlamingPyramidsBoard(POSITION))
    assert len(bundles) == 1
    assert set(bundles[0]) == {"application/vnd.jupyter.widget-view+json", "text/plain"}


def test_boards_and_stand_ins_laid_out_alike_share_one_layout_model():
    """A page loads every model's whole state: thirty stand-ins and their boxes were sixty
    layout models of about 1 KB each, all alike."""
    from widgets.games.oh_hell import OhHellBoard
    boards = [FlamingPyramidsBoard(POSITION) for _ in range(3)]
    for board in boards:
        board._repr_mimebundle_()
    assert len({id(b.widget.layout) for b in boards}) == 1
    assert len({id(b._stand_in.layout) for b in boards}) == 1
    assert boards[0]._stand_in.layout is not boards[0].widget.layout
    table = OhHellBoard(seed=1, teaching=False)
    if table.WIDTH != FlamingPyramidsBoard.WIDTH:               # another width, another layout
        assert table.widget.layout is not boards[0].widget.layout
    assert table.widget.layout.width == f"{table.WIDTH + 4}px"


def test_a_shared_layout_once_closed_is_made_again():
    first = FlamingPyramidsBoard(POSITION)
    layout = first.widget.layout
    layout.close()                  # as Widget.close_all() does (not called here: it would
    second = FlamingPyramidsBoard(POSITION)  # close the canvas manager of every later test too)
    assert layout.comm is None and second.widget.layout is not layout
    assert second.widget.layout.comm is not None


def test_a_boards_box_is_made_with_its_stand_in_and_classes_in_one_message(monkeypatch):
    """A board's box used to be made empty, then given its class, its language's class and
    the stand-in: four messages per board, some thirty boards a course, every one handled
    by the server as the course runs. Now the box is made when shown, complete."""
    import ipywidgets
    sent: list[tuple[object, dict]] = []
    real_send = ipywidgets.Widget._send

    def send(widget, msg, buffers=None):
        sent.append((widget, msg))
        return real_send(widget, msg, buffers)

    monkeypatch.setattr(ipywidgets.Widget, "_send", send)
    board = FlamingPyramidsBoard(POSITION, lang="fr")
    assert board._board_box is None                  # nothing sent for the box yet
    board._repr_mimebundle_()
    box = board.widget
    assert box.children == (base.board_style(), board._stand_in)
    assert set(box._dom_classes) == {"rt-boardbox", "rt-lang-fr"}
    assert [msg for widget, msg in sent if widget is box] == []          # no update
    board.set_lang("en")                             # a later language change still shows
    assert set(box._dom_classes) == {"rt-boardbox", "rt-lang-en"}


def test_a_board_alive_from_the_start_makes_its_box_with_its_rows():
    board = FlamingPyramidsBoard(POSITION)
    board.come_alive()
    assert list(board.widget.children) == [base.board_style(), *board._rows]
    assert "rt-boardbox" in board.widget._dom_classes


def test_every_board_box_shows_the_one_style_sheet_widget_of_its_kernel():
    """The board's style sheet (the kernel-lost notice in both languages: 1.5 KB) was in
    every stand-in's picture and every alive board's rows; a page now loads it once."""
    boards = [FlamingPyramidsBoard(POSITION, lang=lang) for lang in ("en", "fr", "en")]
    for board in boards[:2]:
        board._repr_mimebundle_()                 # stand-ins
    boards[2].come_alive()
    style = base.board_style()
    assert all(b.widget.children[0] is style for b in boards)
    assert style.value == base._BOARD_CSS and style.layout.display == "none"
    assert all("<style" not in b._stand_in.picture for b in boards[:2])
    assert sum(isinstance(w, type(style)) and w.value == base._BOARD_CSS
               for w in boards[2].widget.children) == 1
    style.close()                                   # as Widget.close_all() does
    again = FlamingPyramidsBoard(POSITION)
    again._repr_mimebundle_()
    assert again.widget.children[0] is not style and again.widget.children[0].comm is not None


def test_a_boards_canvas_layers_share_a_layout_and_only_the_top_one_says_ready():
    """ipycanvas' MultiCanvas gave each layer a layout model and let each say
    ``client_ready`` when a page showed it, though only the top layer's is listened to."""
    board = FlamingPyramidsBoard(POSITION)
    board.come_alive()
    layers = board.canvas._canvases
    assert len(layers) == len(base.LAYERS) >= 2
    assert len({id(layer.layout) for layer in layers}) == 1
    assert [layer._send_client_ready_event for layer in layers] == [False] * (len(layers) - 1) + [True]
    assert {(layer.width, layer.height) for layer in layers} == {(board.WIDTH, board.HEIGHT)}
    assert (board.canvas.width, board.canvas.height) == (board.WIDTH, board.HEIGHT)


def test_the_page_events_of_a_boards_canvas_reach_the_board():
    """The page sends a board's events to its MultiCanvas model; the top layer's handlers
    take them (LayeredCanvas makes its layers itself)."""
    board = FlamingPyramidsBoard(POSITION)
    board.come_alive()
    seen = []
    board.canvas.on_client_ready(lambda: seen.append("ready"))
    before = board.explanation_text
    board.canvas._handle_custom_msg({"event": "client_ready"}, [])
    board.canvas._handle_custom_msg({"event": "mouse_down", "x": 100, "y": 60}, [])
    assert seen == ["ready"]
    assert board.explanation_text != before
