"""The Ark Nova card reference: a text box (a card's name or number), the matching cards,
the chosen card explained in our own words (EN/FR, each fact with its rule ID) and a
"Try it on a board" button that opens an :class:`ArkNovaBoard` on a position where the
card can be played.

    from widgets.games.ark_nova.card_reference import CardReference
    CardReference(lang=LANG)

:class:`CardLookup` is what it decides, without a widget (tested alone): the matches
(:func:`tutor.ark_nova.card_text.find`), at most :data:`MAX_SHOWN` of them, the message
for an empty, unknown or too broad query, the chosen card's lines and its trial
(:mod:`tutor.ark_nova.card_try`).
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as W

from tutor.ark_nova.card_text import all_numbers, card_lines, choice, find
from tutor.ark_nova.card_try import trial, verdict
from tutor.ark_nova.state import State
from tutor.core import Msg, render

from . import messages as _messages  # noqa: F401  (registers ui.an.*)

#: The most matches listed; the others are counted ("… and 5 more").
MAX_SHOWN = 10


class CardLookup:
    """The card reference's state: the query typed, the matches, the card chosen."""

    def __init__(self, lang: str = "en"):
        self.lang = lang if lang in ("en", "fr") else "en"
        self.query = ""
        self.matches: list[int] = []
        self.chosen: int | None = None

    def search(self, query: Any) -> None:
        """Read ``query``: the matches, the first chosen (none for a bad query)."""
        self.query = query if isinstance(query, str) else ""
        self.matches = find(self.query)
        self.chosen = self.matches[0] if self.matches else None

    def choose(self, number: Any) -> bool:
        """Choose a listed card (refused: not among the matches shown)."""
        if number not in self.shown():
            return False
        self.chosen = number
        return True

    def shown(self) -> list[int]:
        return self.matches[:MAX_SHOWN]

    def status(self) -> list[Msg]:
        """What the query found: a hint for an empty one, "no card matches" for a bad one,
        the count and how many more are not listed."""
        if not self.query.strip():
            return [Msg("an.ref.find.empty")]
        if not self.matches:
            return [Msg("an.ref.find.none", query=self.query.strip())]
        said = [Msg("an.ref.find.found", n=len(self.matches), query=self.query.strip())]
        if len(self.matches) > MAX_SHOWN:
            said.append(Msg("an.ref.find.more", n=len(self.matches) - MAX_SHOWN))
        return said

    def options(self) -> list[tuple[str, int]]:
        return [(render(choice(n), self.lang), n) for n in self.shown()]

    def lines(self) -> list[str]:
        """The chosen card in words (the engine's lines), nothing when none is chosen."""
        if self.chosen is None:
            return []
        return [line.text(self.lang) for line in card_lines(self.chosen)]

    def explanation_html(self) -> str:
        if self.chosen is None:
            return ""
        lines = card_lines(self.chosen)
        head = f"<b>{html.escape(lines[0].text(self.lang))}</b>"
        items, depth = [], 0
        for line in lines[1:]:
            if line.depth > depth:
                items.append("<ul>")
            elif line.depth < depth:
                items.append("</ul>")
            depth = line.depth
            items.append(f"<li>{html.escape(line.text(self.lang))}</li>")
        items += ["</ul>"] * depth
        return f'<div class="rt-card-ref">{head}<ul>{"".join(items)}</ul></div>'

    def position(self) -> State | None:
        """The chosen card's trial position (:func:`tutor.ark_nova.card_try.try_position`)."""
        return None if self.chosen is None else trial(self.chosen).state

    def verdict(self) -> str:
        return "" if self.chosen is None else render(verdict(self.chosen), self.lang)


class CardReference:
    """The card reference's widgets (see the module docstring); plain ipywidgets, so it
    runs in JupyterLab and in Voilà."""

    def __init__(self, lang: str = "en"):
        self.lookup = CardLookup(lang)
        self.lang = self.lookup.lang
        self.query = W.Text(placeholder=render(Msg("ui.an.ref.placeholder"), self.lang),
                            continuous_update=True, layout=W.Layout(width="420px"))
        self.status = W.HTML()
        self.choice = W.Dropdown(layout=W.Layout(width="420px"))
        self.explanation = W.HTML()
        self.try_button = W.Button(description=render(Msg("ui.an.ref.try"), self.lang),
                                   layout=W.Layout(width="auto"))
        self.try_text = W.HTML()
        self.board_area = W.Output()
        self.board: Any = None
        self.query.observe(lambda change: self.search(change["new"]), names="value")
        self.choice.observe(lambda change: self._chosen(change["new"]), names="value")
        self.try_button.on_click(lambda _button: self.open_board())
        self.widget = W.VBox([self.query, self.status, self.choice, self.explanation,
                              self.try_button, self.try_text, self.board_area])
        self.search("")

    def search(self, query: Any) -> None:
        self.lookup.search(query)
        if self.query.value != self.lookup.query:
            self.query.value = self.lookup.query
        self.status.value = "<br>".join(html.escape(render(m, self.lang))
                                        for m in self.lookup.status())
        options = self.lookup.options()
        self.choice.options = options
        self.choice.value = self.lookup.chosen if options else None
        self.choice.layout.display = None if options else "none"
        self._show()

    def _chosen(self, number: Any) -> None:
        if number is not None and self.lookup.choose(number):
            self._show()

    def _show(self) -> None:
        self.explanation.value = self.lookup.explanation_html()
        self.try_button.disabled = self.lookup.chosen is None
        self.try_text.value = ""

    def open_board(self) -> None:
        """A live board on the chosen card's position, under the explanation, with the
        verdict that says what to play (or why the card cannot be played there)."""
        state = self.lookup.position()
        if state is None:
            return
        from . import ArkNovaBoard
        self.board = ArkNovaBoard(state, lang=self.lang)
        self.try_text.value = f"<div>{html.escape(self.lookup.verdict())}</div>"
        self.board_area.clear_output()
        with self.board_area:
            from IPython.display import display
            display(self.board)

    def summary(self) -> str:
        return render(Msg("ui.an.ref.summary", n=len(all_numbers())), self.lang)

    def picture(self) -> str:
        """The reference as a picture (where the widget does not run): its title, the
        search box and one card explained, the one the box shows first."""
        from tutor.core.svg import document, label
        width, y = 620, 24
        parts = [label(10, y, render(Msg("ui.an.ref.title"), self.lang), 16, bold=True),
                 f'<rect x="10" y="{y + 10}" width="{width - 20}" height="26" rx="3" '
                 'fill="#ffffff" stroke="#9e9e9e"/>',
                 label(16, y + 27, render(Msg("ui.an.ref.placeholder"), self.lang), 12,
                       fill="#767676", width=width - 32)]
        return document(width, y + 50, "".join(parts), background="#f7f7f7")

    def _repr_mimebundle_(self, **kwargs):
        from widgets.static import framed, mime_bundle
        picture = framed(self.picture(), render(Msg("ui.static.saved"), self.lang),
                         self.summary())
        return mime_bundle(self.widget, self.summary(), picture, **kwargs)

    def __repr__(self) -> str:
        return f"CardReference(lang={self.lang!r})"
